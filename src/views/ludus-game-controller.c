/* ludus-game-controller.c: runs a game on the game page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What every game needs between the model and its board view: the log (one
 * sentence per move, plus the lines a board view adds, such as scoring),
 * undo and redo back to the last human decision, the computer seats' moves
 * (computed in a worker thread, played one at a time at the speed set in
 * Preferences, cancelled when the game is left), and the autosave after
 * every move.  A board view holds the controller while it shows something
 * the players must read first, such as a day's scoring sheet.
 */

#define G_LOG_DOMAIN "ludus-game-controller"

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>

#include "ludus-game-controller.h"
#include "ludus-save.h"

struct _LudusGameController
{
  GObject       parent_instance;

  LudusGame    *game;
  GSettings    *settings;

  /* The log: for each applied move, its lines (the sentence first). */
  GPtrArray    *log;           /* of GPtrArray of char * */
  GPtrArray    *before_log;    /* lines added before the first move */

  GCancellable *cancellable;
  guint         delay_id;
  guint         holds;
  gboolean      running;
  gboolean      thinking;
  gboolean      over_pending;
  gboolean      autosave_failing;
};

G_DEFINE_FINAL_TYPE (LudusGameController, ludus_game_controller, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_THINKING,
  N_PROPS,
};

enum {
  LOG_CHANGED,
  LOG_LINE_ADDED,
  GAME_FINISHED,
  AUTOSAVE_FAILED,
  N_SIGNALS,
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void schedule_computer (LudusGameController *self);

static void
set_thinking (LudusGameController *self,
              gboolean             thinking)
{
  if (self->thinking == thinking)
    return;

  self->thinking = thinking;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

/* How long a computer's move stays on screen before the next one. */
static guint
computer_delay_ms (LudusGameController *self)
{
  g_autofree char *speed = NULL;

  if (self->settings == NULL)
    return 0;

  speed = g_settings_get_string (self->settings, "computer-speed");
  if (g_str_equal (speed, "slow"))
    return 1500;
  if (g_str_equal (speed, "fast"))
    return 250;
  if (g_str_equal (speed, "instant"))
    return 0;
  return 700;
}

static void
cancel_computer (LudusGameController *self)
{
  g_clear_handle_id (&self->delay_id, g_source_remove);
  if (self->cancellable != NULL)
    {
      g_cancellable_cancel (self->cancellable);
      g_clear_object (&self->cancellable);
    }
  set_thinking (self, FALSE);
}

static void
compute_ready_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(LudusGameController) self = user_data;
  g_autoptr(GError) error = NULL;
  LudusMove move;

  if (!ludus_game_compute_move_finish (LUDUS_GAME (source), result, &move, &error))
    {
      /* Cancelled: the game was left, a move was undone, or a new turn began. */
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("The computer could not choose a move: %s", error->message);
      return;
    }

  g_clear_object (&self->cancellable);
  set_thinking (self, FALSE);
  if (!self->running)
    return;

  if (!ludus_game_apply_move (self->game, &move, &error))
    g_warning ("The computer chose an illegal move: %s", error->message);
}

static gboolean
computer_delay_cb (gpointer user_data)
{
  LudusGameController *self = user_data;

  self->delay_id = 0;
  if (!self->running || self->holds > 0 || !ludus_game_current_seat_is_computer (self->game))
    return G_SOURCE_REMOVE;

  self->cancellable = g_cancellable_new ();
  set_thinking (self, TRUE);
  ludus_game_compute_move_async (self->game, self->cancellable, compute_ready_cb,
                                 g_object_ref (self));
  return G_SOURCE_REMOVE;
}

static void
schedule_computer (LudusGameController *self)
{
  cancel_computer (self);

  if (!self->running || self->holds > 0 || !ludus_game_current_seat_is_computer (self->game))
    return;

  /* The first computer move of a game does not wait. */
  self->delay_id = g_timeout_add (ludus_game_get_n_moves (self->game) > 0
                                  ? computer_delay_ms (self) : 0,
                                  computer_delay_cb, self);
  /* Show the thinking state at once, so a player sees why nothing happens. */
  set_thinking (self, TRUE);
}

static void
finish_if_over (LudusGameController *self)
{
  if (!ludus_game_is_over (self->game))
    return;

  if (self->holds > 0)
    {
      self->over_pending = TRUE;
      return;
    }

  self->over_pending = FALSE;
  g_signal_emit (self, signals[GAME_FINISHED], 0);
}

static void
move_applied_cb (LudusGameController *self,
                 guint                index,
                 const char          *sentence,
                 LudusGame           *game)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (lines, g_strdup (sentence));
  g_ptr_array_set_size (self->log, index);
  g_ptr_array_add (self->log, lines);
  g_signal_emit (self, signals[LOG_LINE_ADDED], 0, sentence);
}

static void
changed_cb (LudusGameController *self,
            LudusGame           *game)
{
  g_autoptr(GError) error = NULL;
  guint n_moves = ludus_game_get_n_moves (game);

  if (self->log->len > n_moves)
    {
      /* Undone: the log loses those moves' lines. */
      g_ptr_array_set_size (self->log, n_moves);
      g_signal_emit (self, signals[LOG_CHANGED], 0);
    }

  if (!self->running)
    return;

  if (ludus_game_controller_autosave (self, &error))
    self->autosave_failing = FALSE;
  else if (!self->autosave_failing)
    {
      /* Once until it works again, not after every move. */
      self->autosave_failing = TRUE;
      g_signal_emit (self, signals[AUTOSAVE_FAILED], 0, error->message);
    }

  schedule_computer (self);
}

static void
game_over_cb (LudusGameController *self,
              LudusGame           *game)
{
  if (self->running)
    finish_if_over (self);
}

static void
ludus_game_controller_dispose (GObject *object)
{
  LudusGameController *self = LUDUS_GAME_CONTROLLER (object);

  self->running = FALSE;
  cancel_computer (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (ludus_game_controller_parent_class)->dispose (object);
}

static void
ludus_game_controller_finalize (GObject *object)
{
  LudusGameController *self = LUDUS_GAME_CONTROLLER (object);

  g_clear_pointer (&self->log, g_ptr_array_unref);
  g_clear_pointer (&self->before_log, g_ptr_array_unref);

  G_OBJECT_CLASS (ludus_game_controller_parent_class)->finalize (object);
}

static void
ludus_game_controller_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  LudusGameController *self = LUDUS_GAME_CONTROLLER (object);

  switch (prop_id)
    {
    case PROP_THINKING:
      g_value_set_boolean (value, self->thinking);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludus_game_controller_class_init (LudusGameControllerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ludus_game_controller_dispose;
  object_class->finalize = ludus_game_controller_finalize;
  object_class->get_property = ludus_game_controller_get_property;

  /**
   * LudusGameController:thinking:
   *
   * A computer seat is about to move or choosing its move.
   */
  properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * LudusGameController::log-changed:
   *
   * Lines were taken out of the log (a move was undone): show it again.
   */
  signals[LOG_CHANGED] =
    g_signal_new ("log-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * LudusGameController::log-line-added:
   * @text: the new line
   */
  signals[LOG_LINE_ADDED] =
    g_signal_new ("log-line-added", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  /**
   * LudusGameController::game-finished:
   *
   * The game is over and nothing holds the table: show the final ranking.
   */
  signals[GAME_FINISHED] =
    g_signal_new ("game-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * LudusGameController::autosave-failed:
   * @message: what went wrong, naming the file
   *
   * The game could not be saved for Continue (a full disk, say).  Emitted
   * once, then again only after an autosave has worked.
   */
  signals[AUTOSAVE_FAILED] =
    g_signal_new ("autosave-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
ludus_game_controller_init (LudusGameController *self)
{
  self->log = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  self->before_log = g_ptr_array_new_with_free_func (g_free);
}

/**
 * ludus_game_controller_new:
 * @game: the game to run
 * @settings: (nullable): the application settings, for the computer speed
 *
 * The log starts with the sentences of the moves already played.  Nothing
 * moves until ludus_game_controller_start().
 */
LudusGameController *
ludus_game_controller_new (LudusGame *game,
                           GSettings *settings)
{
  LudusGameController *self;
  guint n_moves;

  g_return_val_if_fail (LUDUS_IS_GAME (game), NULL);
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  self = g_object_new (LUDUS_TYPE_GAME_CONTROLLER, NULL);
  self->game = g_object_ref (game);
  g_set_object (&self->settings, settings);

  n_moves = ludus_game_get_n_moves (game);
  for (guint i = 0; i < n_moves; i++)
    {
      GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);

      g_ptr_array_add (lines, g_strdup (ludus_game_get_log_entry (game, i)));
      g_ptr_array_add (self->log, lines);
    }

  g_signal_connect_swapped (game, "move-applied", G_CALLBACK (move_applied_cb), self);
  g_signal_connect_swapped (game, "changed", G_CALLBACK (changed_cb), self);
  g_signal_connect_swapped (game, "game-over", G_CALLBACK (game_over_cb), self);
  return self;
}

LudusGame *
ludus_game_controller_get_game (LudusGameController *self)
{
  g_return_val_if_fail (LUDUS_IS_GAME_CONTROLLER (self), NULL);

  return self->game;
}

gboolean
ludus_game_controller_get_thinking (LudusGameController *self)
{
  g_return_val_if_fail (LUDUS_IS_GAME_CONTROLLER (self), FALSE);

  return self->thinking;
}

/* Lets the computer seats play and the autosave run. */
void
ludus_game_controller_start (LudusGameController *self)
{
  g_return_if_fail (LUDUS_IS_GAME_CONTROLLER (self));

  if (self->running)
    return;

  self->running = TRUE;
  schedule_computer (self);
  finish_if_over (self);
}

/* Stops everything, e.g. when the players leave the game. */
void
ludus_game_controller_stop (LudusGameController *self)
{
  g_return_if_fail (LUDUS_IS_GAME_CONTROLLER (self));

  self->running = FALSE;
  cancel_computer (self);
}

/**
 * ludus_game_controller_hold:
 *
 * Pauses the computer seats (and the final ranking) until as many
 * ludus_game_controller_release() calls.
 */
void
ludus_game_controller_hold (LudusGameController *self)
{
  g_return_if_fail (LUDUS_IS_GAME_CONTROLLER (self));

  self->holds++;
  cancel_computer (self);
}

void
ludus_game_controller_release (LudusGameController *self)
{
  g_return_if_fail (LUDUS_IS_GAME_CONTROLLER (self));
  g_return_if_fail (self->holds > 0);

  if (--self->holds > 0)
    return;

  schedule_computer (self);
  if (self->running && self->over_pending)
    finish_if_over (self);
}

/**
 * ludus_game_controller_add_log_line:
 * @text: a translated sentence, e.g. a scoring line
 *
 * Adds @text to the log after the last move's sentence; undoing that move
 * takes it out again.
 */
void
ludus_game_controller_add_log_line (LudusGameController *self,
                                    const char          *text)
{
  GPtrArray *lines;

  g_return_if_fail (LUDUS_IS_GAME_CONTROLLER (self));
  g_return_if_fail (text != NULL);

  lines = self->log->len > 0 ? g_ptr_array_index (self->log, self->log->len - 1)
                             : self->before_log;
  g_ptr_array_add (lines, g_strdup (text));
  g_signal_emit (self, signals[LOG_LINE_ADDED], 0, text);
}

guint
ludus_game_controller_get_n_log_lines (LudusGameController *self)
{
  guint n;

  g_return_val_if_fail (LUDUS_IS_GAME_CONTROLLER (self), 0);

  n = self->before_log->len;
  for (guint i = 0; i < self->log->len; i++)
    n += ((GPtrArray *) g_ptr_array_index (self->log, i))->len;
  return n;
}

const char *
ludus_game_controller_get_log_line (LudusGameController *self,
                                    guint                index)
{
  g_return_val_if_fail (LUDUS_IS_GAME_CONTROLLER (self), NULL);

  if (index < self->before_log->len)
    return g_ptr_array_index (self->before_log, index);
  index -= self->before_log->len;

  for (guint i = 0; i < self->log->len; i++)
    {
      GPtrArray *lines = g_ptr_array_index (self->log, i);

      if (index < lines->len)
        return g_ptr_array_index (lines, index);
      index -= lines->len;
    }

  g_return_val_if_reached (NULL);
}

/**
 * ludus_game_controller_undo:
 *
 * Takes back the human's last move and the computers' replies
 * (ludus_game_undo_turn()), as far as the model's undo barrier allows.
 *
 * Returns: whether anything was taken back
 */
gboolean
ludus_game_controller_undo (LudusGameController *self)
{
  guint n_undone;

  g_return_val_if_fail (LUDUS_IS_GAME_CONTROLLER (self), FALSE);

  cancel_computer (self);
  /* Keep the computers still while several moves are taken back. */
  self->holds++;
  n_undone = ludus_game_undo_turn (self->game);
  self->holds--;
  schedule_computer (self);
  return n_undone > 0;
}

gboolean
ludus_game_controller_redo (LudusGameController *self)
{
  g_return_val_if_fail (LUDUS_IS_GAME_CONTROLLER (self), FALSE);

  cancel_computer (self);
  return ludus_game_redo (self->game);
}

/**
 * ludus_game_controller_get_autosave_path:
 *
 * Returns: (transfer full): $XDG_DATA_HOME/ludus/autosave.json
 */
char *
ludus_game_controller_get_autosave_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "ludus", "autosave.json", NULL);
}

/**
 * ludus_game_controller_autosave:
 *
 * Writes the game to the autosave file atomically, or removes that file
 * once the game is over (there is nothing left to continue).
 */
gboolean
ludus_game_controller_autosave (LudusGameController  *self,
                                GError              **error)
{
  g_autofree char *path = ludus_game_controller_get_autosave_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  g_return_val_if_fail (LUDUS_IS_GAME_CONTROLLER (self), FALSE);

  if (ludus_game_is_over (self->game))
    {
      g_autoptr(GError) local_error = NULL;

      if (!g_file_delete (file, NULL, &local_error) &&
          !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return FALSE;
        }
      return TRUE;
    }

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "%s: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }

  return ludus_save_write (self->game, file, NULL, error);
}
