/* ludus-tutorial.c: a guided first game, played from a script
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A tutorial is a game on a fixed seed and a script that says, one step at
 * a time, what to read and which moves to play: the person's and the
 * computer seats' alike (the session plays the computers' from the script,
 * so the game always follows it).  The scripts are data, one per game:
 * data/tutorials/<game>.json in the GResource, e.g.
 *
 *   {"game": "medici", "players": 2, "seed": 12, "variants": [],
 *    "steps": [{"id": "welcome", "text": "…"},
 *              {"id": "reveal", "text": "…", "moves": ["r", "t1"]},
 *              {"id": "day", "text": "…", "moves": ["r"], "scores": [20, 0]},
 *              {"id": "track", "text": "…", "show": ["time-track"]},
 *              {"id": "free", "text": "…", "free": true},
 *              {"id": "final", "text": "…", "end": true}]}
 *
 * A step without moves waits for the player to read it (Continue); one
 * with moves waits for them, in order, highlighting the next; "scores"
 * are the scores once its moves are played (the model test checks them);
 * "show" names the parts of the board (or of its sheet) the text speaks of,
 * which the board outlines (the views' widget names);
 * a "free" step lets the game be played to its end; the "end" step, the
 * last, explains the final scoring once the game is over.  The texts are
 * English in the file and translated through the catalogue
 * (data/tutorials/texts.c carries them for xgettext).
 *
 * Where the player is in the script follows from the moves played (a
 * tutorial continued from its autosave, or after an undo, finds its step
 * again): step i starts after the moves of the steps before it.
 */

#define G_LOG_DOMAIN "ludus-tutorial"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-json.h"
#include "ludus-tutorial.h"

#define RESOURCE_PATH "/io/github/ludus_games/Ludus/tutorials/"
#define MAX_STEPS     400
#define MAX_MOVES     400  /* in one step */
#define MAX_SHOW      8    /* widgets one step outlines */

typedef struct
{
  char      *id;
  char      *text;
  GStrv      moves;     /* notations; NULL for none */
  guint      n_moves;
  guint      start;     /* moves played before this step */
  gboolean   free;
  gboolean   end;
  gboolean   highlight;
  GArray    *scores;    /* int, or NULL */
  GStrv      show;      /* widget names to outline; NULL for none */
} Step;

struct _LudusTutorial
{
  GObject           parent_instance;

  const LudusRules *rules;
  guint             n_players;
  guint64           seed;
  GStrv             variants;
  GArray           *steps;  /* of Step */

  LudusGame        *game;
  guint             step;
};

G_DEFINE_FINAL_TYPE (LudusTutorial, ludus_tutorial, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_STEP,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

static void
step_clear (gpointer data)
{
  Step *step = data;

  g_free (step->id);
  g_free (step->text);
  g_strfreev (step->moves);
  g_clear_pointer (&step->scores, g_array_unref);
  g_strfreev (step->show);
}

static void
ludus_tutorial_dispose (GObject *object)
{
  LudusTutorial *self = LUDUS_TUTORIAL (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (ludus_tutorial_parent_class)->dispose (object);
}

static void
ludus_tutorial_finalize (GObject *object)
{
  LudusTutorial *self = LUDUS_TUTORIAL (object);

  g_clear_pointer (&self->steps, g_array_unref);
  g_strfreev (self->variants);

  G_OBJECT_CLASS (ludus_tutorial_parent_class)->finalize (object);
}

static void
ludus_tutorial_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  LudusTutorial *self = LUDUS_TUTORIAL (object);

  switch (prop_id)
    {
    case PROP_STEP:
      g_value_set_uint (value, self->step);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludus_tutorial_class_init (LudusTutorialClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ludus_tutorial_dispose;
  object_class->finalize = ludus_tutorial_finalize;
  object_class->get_property = ludus_tutorial_get_property;

  /**
   * LudusTutorial:step:
   *
   * The index of the current step; ludus_tutorial_get_n_steps() once the
   * script is over.  Notified whenever what the tutorial waits for may
   * have changed (a move, an undo, Continue).
   */
  properties[PROP_STEP] =
    g_param_spec_uint ("step", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ludus_tutorial_init (LudusTutorial *self)
{
  self->steps = g_array_new (FALSE, TRUE, sizeof (Step));
  g_array_set_clear_func (self->steps, step_clear);
}

/* An array of @min to @max strings, as a GStrv; NULL with @error if it
 * is not one. */
static GStrv
read_strings (JsonObject  *object,
              const char  *path,
              const char  *member,
              guint        min,
              guint        max,
              GError     **error)
{
  g_autofree char *array_path = ludus_json_path_member (path, member);
  JsonArray *array = ludus_json_get_array (object, path, member, min, max, error);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  if (array == NULL)
    return NULL;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      const char *string = ludus_json_array_string (array, array_path, i, error);

      if (string == NULL)
        return NULL;
      g_strv_builder_add (builder, string);
    }
  return g_strv_builder_end (builder);
}

static gboolean
read_step (LudusTutorial  *self,
           JsonObject     *object,
           const char     *path,
           guint           start,
           GError        **error)
{
  Step step = { 0 };
  const char *id, *text;

  if (!ludus_json_get_string (object, path, "id", &id, error) ||
      !ludus_json_get_string (object, path, "text", &text, error))
    return FALSE;
  if (*id == '\0' || *text == '\0')
    {
      ludus_json_set_error (error, path, "a step needs an id and a text");
      return FALSE;
    }
  for (guint i = 0; i < self->steps->len; i++)
    if (g_str_equal (g_array_index (self->steps, Step, i).id, id))
      {
        ludus_json_set_error (error, path, "the step's id is taken");
        return FALSE;
      }

  step.start = start;
  step.highlight = TRUE;
  if ((json_object_has_member (object, "free") &&
       !ludus_json_get_bool (object, path, "free", &step.free, error)) ||
      (json_object_has_member (object, "end") &&
       !ludus_json_get_bool (object, path, "end", &step.end, error)) ||
      (json_object_has_member (object, "highlight") &&
       !ludus_json_get_bool (object, path, "highlight", &step.highlight, error)))
    return FALSE;

  if (json_object_has_member (object, "moves"))
    {
      if ((step.moves = read_strings (object, path, "moves", 1, MAX_MOVES, error)) == NULL)
        return FALSE;
      step.n_moves = g_strv_length (step.moves);
    }
  if (json_object_has_member (object, "show") &&
      (step.show = read_strings (object, path, "show", 1, MAX_SHOW, error)) == NULL)
    {
      g_strfreev (step.moves);
      return FALSE;
    }

  if (json_object_has_member (object, "scores"))
    {
      g_autofree char *scores_path = ludus_json_path_member (path, "scores");
      JsonArray *scores = ludus_json_get_array (object, path, "scores",
                                                self->n_players, self->n_players, error);

      if (scores == NULL)
        return FALSE;
      step.scores = g_array_new (FALSE, FALSE, sizeof (int));
      for (guint i = 0; i < self->n_players; i++)
        {
          gint64 score;
          int value;

          if (!ludus_json_array_int (scores, scores_path, i, 0, 100000, &score, error))
            {
              g_array_unref (step.scores);
              g_strfreev (step.moves);
              g_strfreev (step.show);
              return FALSE;
            }
          value = score;
          g_array_append_val (step.scores, value);
        }
    }

  if ((step.free || step.end) && step.n_moves > 0)
    {
      ludus_json_set_error (error, path, "a free or end step has no moves");
      g_strfreev (step.moves);
      g_strfreev (step.show);
      g_clear_pointer (&step.scores, g_array_unref);
      return FALSE;
    }

  step.id = g_strdup (id);
  step.text = g_strdup (text);
  g_array_append_val (self->steps, step);
  return TRUE;
}

/* The last steps: at most one free step, and the end step last. */
static gboolean
check_order (LudusTutorial  *self,
             GError        **error)
{
  for (guint i = 0; i < self->steps->len; i++)
    {
      Step *step = &g_array_index (self->steps, Step, i);
      g_autofree char *path = ludus_json_path_index ("steps", i);

      if (step->end && i + 1 != self->steps->len)
        {
          ludus_json_set_error (error, path, "only the last step explains the end");
          return FALSE;
        }
      if (step->free && i + 1 != self->steps->len &&
          !g_array_index (self->steps, Step, i + 1).end)
        {
          ludus_json_set_error (error, path, "only the end step may follow a free step");
          return FALSE;
        }
    }
  return TRUE;
}

/**
 * ludus_tutorial_new_from_data:
 * @data: a script, as JSON
 *
 * Returns: (transfer full) (nullable): the tutorial, or %NULL with @error
 *   naming the JSON path at fault
 */
LudusTutorial *
ludus_tutorial_new_from_data (const char  *data,
                              gsize        length,
                              GError     **error)
{
  g_autoptr(LudusTutorial) self = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonObject *object;
  JsonArray *steps;
  const char *game_id;
  gint64 n_players, seed;
  guint start = 0;

  g_return_val_if_fail (data != NULL, NULL);

  root = ludus_json_parse_data (data, length, LUDUS_JSON_FILE_ANY, error);
  if (root == NULL || (object = ludus_json_root_object (root, error)) == NULL)
    return NULL;

  self = g_object_new (LUDUS_TYPE_TUTORIAL, NULL);
  if (!ludus_json_get_string (object, "", "game", &game_id, error))
    return NULL;
  if ((self->rules = ludus_rules_lookup (game_id)) == NULL)
    {
      ludus_json_set_error (error, "game", "no such game");
      return NULL;
    }
  if (!ludus_json_get_int (object, "", "players", self->rules->min_players,
                           self->rules->max_players, &n_players, error) ||
      !ludus_json_get_int (object, "", "seed", 0, G_MAXINT64, &seed, error) ||
      (self->variants = read_strings (object, "", "variants", 0, 32, error)) == NULL ||
      (steps = ludus_json_get_array (object, "", "steps", 1, MAX_STEPS, error)) == NULL)
    return NULL;
  self->n_players = n_players;
  self->seed = seed;

  for (guint i = 0; i < json_array_get_length (steps); i++)
    {
      g_autofree char *path = ludus_json_path_index ("steps", i);
      JsonObject *step = ludus_json_array_object (steps, "steps", i, error);

      if (step == NULL || !read_step (self, step, path, start, error))
        return NULL;
      start += g_array_index (self->steps, Step, i).n_moves;
    }
  if (!check_order (self, error))
    return NULL;

  return g_steal_pointer (&self);
}

static char *
resource_path (const char *game_id)
{
  return g_strconcat (RESOURCE_PATH, game_id, ".json", NULL);
}

/* Whether Ludus has a tutorial for the game. */
gboolean
ludus_tutorial_exists (const char *game_id)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (game_id != NULL, FALSE);

  path = resource_path (game_id);
  return g_resources_get_info (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, NULL);
}

/**
 * ludus_tutorial_new_for_game_id:
 * @game_id: a game, e.g. "medici"
 *
 * Returns: (transfer full) (nullable): the game's tutorial
 */
LudusTutorial *
ludus_tutorial_new_for_game_id (const char  *game_id,
                                GError     **error)
{
  g_autofree char *path = NULL;
  g_autoptr(GBytes) bytes = NULL;
  LudusTutorial *self;
  gsize length;
  const char *data;

  g_return_val_if_fail (game_id != NULL, NULL);

  path = resource_path (game_id);
  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &length);
  self = ludus_tutorial_new_from_data (data, length, error);
  if (self == NULL)
    {
      g_prefix_error (error, "%s: ", path);
      return NULL;
    }
  if (strcmp (self->rules->id, game_id) != 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "%s: the script is for %s", path, self->rules->id);
      g_object_unref (self);
      return NULL;
    }
  return self;
}

const char *
ludus_tutorial_get_game_id (LudusTutorial *self)
{
  g_return_val_if_fail (LUDUS_IS_TUTORIAL (self), NULL);

  return self->rules->id;
}

/**
 * ludus_tutorial_make_options:
 *
 * The tutorial's table: the person in the first seat, computers (easy)
 * in the others, the script's seed and variants, practice mode on (the
 * script may be undone freely), marked as a tutorial for Continue.
 *
 * Returns: (transfer full): the options
 */
LudusOptions *
ludus_tutorial_make_options (LudusTutorial *self)
{
  LudusOptions *options;

  g_return_val_if_fail (LUDUS_IS_TUTORIAL (self), NULL);

  options = ludus_options_new (self->rules, self->n_players);
  for (guint i = 1; i < self->n_players; i++)
    options->seats[i].level = LUDUS_AI_EASY;
  for (guint i = 0; self->variants[i] != NULL; i++)
    ludus_options_set_variant (options, self->rules, self->variants[i], TRUE);
  options->seed = self->seed;
  options->shuffle = TRUE;
  options->practice = TRUE;
  options->tutorial = TRUE;
  return options;
}

/**
 * ludus_tutorial_new_game:
 *
 * Returns: (transfer full) (nullable): a new game on the tutorial's table,
 *   with the built-in content
 */
LudusGame *
ludus_tutorial_new_game (LudusTutorial  *self,
                         GError        **error)
{
  g_autoptr(LudusContent) content = NULL;
  g_autoptr(LudusOptions) options = NULL;

  g_return_val_if_fail (LUDUS_IS_TUTORIAL (self), NULL);

  content = ludus_content_new_default (self->rules, error);
  if (content == NULL)
    return NULL;
  options = ludus_tutorial_make_options (self);
  return ludus_game_new (content, options, error);
}

static Step *
current (LudusTutorial *self)
{
  return self->step < self->steps->len ? &g_array_index (self->steps, Step, self->step) : NULL;
}

static guint
n_played (LudusTutorial *self)
{
  return self->game != NULL ? ludus_game_get_n_moves (self->game) : 0;
}

/* Finds the step for the moves played: the first step not done, where a
 * step to read is done once a move came after it. */
static void
sync_step (LudusTutorial *self)
{
  guint n = n_played (self);
  gboolean over = self->game != NULL && ludus_game_is_over (self->game);
  guint step;

  for (step = 0; step < self->steps->len; step++)
    {
      Step *s = &g_array_index (self->steps, Step, step);

      if (s->free)
        {
          if (!over)
            break;
        }
      else if (s->end)
        break;
      else if (s->n_moves > 0)
        {
          if (n < s->start + s->n_moves)
            break;
        }
      else if (n == s->start && step >= self->step)
        break;
    }

  /* The end step only once the game is over. */
  if (step < self->steps->len && g_array_index (self->steps, Step, step).end && !over)
    step = self->steps->len;

  if (step != self->step)
    {
      self->step = step;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEP]);
    }
}

static void
changed_cb (LudusTutorial *self)
{
  guint step = self->step;

  sync_step (self);
  /* What the step waits for changed even when the step did not. */
  if (step == self->step)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEP]);
}

/**
 * ludus_tutorial_follow:
 * @game: the tutorial's game, new or continued
 *
 * The tutorial follows @game from now on: its step is the first one the
 * moves played have not done.
 */
void
ludus_tutorial_follow (LudusTutorial *self,
                       LudusGame     *game)
{
  g_return_if_fail (LUDUS_IS_TUTORIAL (self));
  g_return_if_fail (LUDUS_IS_GAME (game));
  g_return_if_fail (ludus_game_get_rules (game) == self->rules);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  g_signal_connect_object (game, "changed", G_CALLBACK (changed_cb), self, G_CONNECT_SWAPPED);
  self->step = 0;
  sync_step (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEP]);
}

/**
 * ludus_tutorial_get_game:
 *
 * Returns: (transfer none) (nullable): the game followed
 */
LudusGame *
ludus_tutorial_get_game (LudusTutorial *self)
{
  g_return_val_if_fail (LUDUS_IS_TUTORIAL (self), NULL);

  return self->game;
}

guint
ludus_tutorial_get_n_steps (LudusTutorial *self)
{
  g_return_val_if_fail (LUDUS_IS_TUTORIAL (self), 0);

  return self->steps->len;
}

guint
ludus_tutorial_get_step (LudusTutorial *self)
{
  g_return_val_if_fail (LUDUS_IS_TUTORIAL (self), 0);

  return self->step;
}

/* The current step's id, or NULL once the script is over. */
const char *
ludus_tutorial_get_step_id (LudusTutorial *self)
{
  g_return_val_if_fail (LUDUS_IS_TUTORIAL (self), NULL);

  return current (self) != NULL ? current (self)->id : NULL;
}

/* The current step's text, translated, or NULL once the script is over. */
const char *
ludus_tutorial_get_text (LudusTutorial *self)
{
  g_return_val_if_fail (LUDUS_IS_TUTORIAL (self), NULL);

  return current (self) != NULL ? g_dgettext (GETTEXT_PACKAGE, current (self)->text) : NULL;
}

LudusTutorialWait
ludus_tutorial_get_wait (LudusTutorial *self)
{
  Step *step;

  g_return_val_if_fail (LUDUS_IS_TUTORIAL (self), LUDUS_TUTORIAL_FINISHED);

  step = current (self);
  if (step == NULL || step->end)
    return LUDUS_TUTORIAL_FINISHED;
  if (step->free)
    return LUDUS_TUTORIAL_FREE;
  return step->n_moves > 0 ? LUDUS_TUTORIAL_MOVE : LUDUS_TUTORIAL_READ;
}

/**
 * ludus_tutorial_get_show:
 *
 * Returns: (transfer none) (nullable) (array zero-terminated=1): the names
 *   of the board's widgets the current step's text speaks of, to outline
 */
const char * const *
ludus_tutorial_get_show (LudusTutorial *self)
{
  g_return_val_if_fail (LUDUS_IS_TUTORIAL (self), NULL);

  return current (self) != NULL ? (const char * const *) current (self)->show : NULL;
}

/* Whether the board should show the expected move. */
gboolean
ludus_tutorial_get_highlight (LudusTutorial *self)
{
  g_return_val_if_fail (LUDUS_IS_TUTORIAL (self), FALSE);

  return current (self) != NULL && current (self)->highlight;
}

/**
 * ludus_tutorial_get_expected:
 * @move: (out): the move
 *
 * The next move of the script, whoever plays it, when the current step
 * waits for moves and the script's notation is a move of the game now
 * (a script that the game does not follow has none).
 *
 * Returns: whether there is one
 */
gboolean
ludus_tutorial_get_expected (LudusTutorial *self,
                             LudusMove     *move)
{
  Step *step;
  guint n;

  g_return_val_if_fail (LUDUS_IS_TUTORIAL (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  step = current (self);
  n = n_played (self);
  if (self->game == NULL || step == NULL || step->n_moves == 0 ||
      n < step->start || n >= step->start + step->n_moves)
    return FALSE;

  return self->rules->parse_move (ludus_game_get_state (self->game),
                                  step->moves[n - step->start], move) &&
         ludus_game_is_legal (self->game, move);
}

/**
 * ludus_tutorial_allows:
 * @move: a legal move
 *
 * Whether the person may play @move now: the script's next move, any move
 * in free play or once the script is over, none while a text is read.
 *
 * Returns: whether @move is allowed
 */
gboolean
ludus_tutorial_allows (LudusTutorial   *self,
                       const LudusMove *move)
{
  LudusMove expected;

  g_return_val_if_fail (LUDUS_IS_TUTORIAL (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  switch (ludus_tutorial_get_wait (self))
    {
    case LUDUS_TUTORIAL_FREE:
    case LUDUS_TUTORIAL_FINISHED:
      return TRUE;

    case LUDUS_TUTORIAL_MOVE:
      return ludus_tutorial_get_expected (self, &expected) &&
             ludus_move_equal (&expected, move);

    case LUDUS_TUTORIAL_READ:
    default:
      return FALSE;
    }
}

/**
 * ludus_tutorial_get_scores:
 * @step: a step index
 * @scores: (out): one score per player
 *
 * The scores the script says the players have once @step's moves are
 * played, for the tests.
 *
 * Returns: whether @step says
 */
gboolean
ludus_tutorial_get_scores (LudusTutorial *self,
                           guint          step,
                           int           *scores)
{
  Step *s;

  g_return_val_if_fail (LUDUS_IS_TUTORIAL (self), FALSE);
  g_return_val_if_fail (step < self->steps->len, FALSE);

  s = &g_array_index (self->steps, Step, step);
  if (s->scores == NULL)
    return FALSE;
  memcpy (scores, s->scores->data, s->scores->len * sizeof (int));
  return TRUE;
}

/* The player has read the current step: on to the next. */
void
ludus_tutorial_continue (LudusTutorial *self)
{
  g_return_if_fail (LUDUS_IS_TUTORIAL (self));

  if (ludus_tutorial_get_wait (self) != LUDUS_TUTORIAL_READ)
    return;

  self->step++;
  sync_step (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEP]);
}

/**
 * ludus_tutorial_skip:
 *
 * Skips the current step: continues past a text, or plays the step's
 * remaining moves (the person's and the computers').
 *
 * Returns: whether it worked; %FALSE with @error when the game refused a
 *   move of the script
 */
gboolean
ludus_tutorial_skip (LudusTutorial  *self,
                     GError        **error)
{
  guint step;

  g_return_val_if_fail (LUDUS_IS_TUTORIAL (self), FALSE);

  switch (ludus_tutorial_get_wait (self))
    {
    case LUDUS_TUTORIAL_READ:
      ludus_tutorial_continue (self);
      return TRUE;

    case LUDUS_TUTORIAL_MOVE:
      step = self->step;
      while (self->step == step && ludus_tutorial_get_wait (self) == LUDUS_TUTORIAL_MOVE)
        {
          LudusMove move;

          if (!ludus_tutorial_get_expected (self, &move))
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           "step %s: the script's move is not legal", current (self)->id);
              return FALSE;
            }
          if (!ludus_game_apply_move (self->game, &move, error))
            return FALSE;
        }
      return TRUE;

    case LUDUS_TUTORIAL_FREE:
    case LUDUS_TUTORIAL_FINISHED:
    default:
      return FALSE;
    }
}
