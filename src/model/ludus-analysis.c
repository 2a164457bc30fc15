/* ludus-analysis.c: hints and game reviews from the computer players' search
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Both run the very search of the computer players (ludus_ai_analyse), so
 * a hint is the move the level would play and a review's preferred move is
 * the one it would have played; neither ever looks at hidden information.
 */

#define G_LOG_DOMAIN "ludus-analysis"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-analysis.h"
#include "ludus-progress.h"

/* Below this many visits the search's mean for a move is too rough to
 * compare with the preferred move's: the move gets a search of its own. */
#define MIN_VISITS 100

G_DEFINE_QUARK (ludus-analysis-error-quark, ludus_analysis_error)

gboolean
ludus_analysis_params_for_level (const LudusRules  *rules,
                                 LudusAiLevel       level,
                                 LudusAiParams     *params,
                                 GError           **error)
{
  g_return_val_if_fail (rules != NULL && params != NULL, FALSE);
  g_return_val_if_fail (level < LUDUS_AI_N_LEVELS, FALSE);

  if (level != LUDUS_AI_NORMAL && level != LUDUS_AI_HARD)
    {
      g_set_error (error, LUDUS_ANALYSIS_ERROR, LUDUS_ANALYSIS_ERROR_LEVEL,
                   /* Translators: %s is a level such as “Easy”; only Normal and Hard search */
                   _("The %s level does not search, so it cannot weigh moves: choose Normal or Hard"),
                   ludus_ai_level_get_name (level));
      return FALSE;
    }
  ludus_ai_params_for_level (rules, level, params);
  /* A time cap would make the figures depend on the machine. */
  params->max_ms = 0;
  return TRUE;
}

static gboolean
check_rules (const LudusRules  *rules,
             GError           **error)
{
  if (rules->legal_moves == NULL || rules->determinize == NULL)
    {
      g_set_error (error, LUDUS_ANALYSIS_ERROR, LUDUS_ANALYSIS_ERROR_NO_COMPUTER,
                   /* Translators: %s is a game such as “Medici” */
                   _("%s has no computer player to weigh its moves"), _(rules->name));
      return FALSE;
    }
  return TRUE;
}

static void
set_cancelled (GError **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The analysis was cancelled"));
}

gboolean
ludus_analysis_hint (const LudusRules  *rules,
                     const void        *state,
                     LudusAiLevel       level,
                     guint64            seed,
                     GCancellable      *cancellable,
                     LudusAiAnalysis   *analysis,
                     GError           **error)
{
  LudusAiParams params;

  g_return_val_if_fail (rules != NULL && state != NULL && analysis != NULL, FALSE);

  memset (analysis, 0, sizeof *analysis);
  if (!check_rules (rules, error) ||
      !ludus_analysis_params_for_level (rules, level, &params, error))
    return FALSE;
  if (rules->is_over (state))
    {
      g_set_error_literal (error, LUDUS_ANALYSIS_ERROR, LUDUS_ANALYSIS_ERROR_OVER,
                           _("The game is over: there is no move to hint"));
      return FALSE;
    }
  if (!ludus_ai_analyse (rules, state, &params, seed, cancellable, analysis))
    {
      set_cancelled (error);
      return FALSE;
    }
  return TRUE;
}

static void
analysis_free (gpointer data)
{
  ludus_ai_analysis_clear (data);
  g_free (data);
}

static void
hint_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  LudusGameSearch *hint = task_data;
  LudusAiAnalysis *analysis = g_new0 (LudusAiAnalysis, 1);
  GError *error = NULL;

  if (ludus_analysis_hint (hint->rules, hint->state, hint->level, hint->seed,
                           cancellable, analysis, &error))
    g_task_return_pointer (task, analysis, analysis_free);
  else
    {
      g_free (analysis);
      g_task_return_error (task, error);
    }
}

void
ludus_analysis_hint_async (LudusGame           *game,
                           LudusAiLevel         level,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (LUDUS_IS_GAME (game));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (game, cancellable, callback, user_data);
  g_task_set_source_tag (task, ludus_analysis_hint_async);
  g_task_set_task_data (task, ludus_game_search_new (game, level), ludus_game_search_free);
  g_task_run_in_thread (task, hint_thread);
}

gboolean
ludus_analysis_hint_finish (LudusGame        *game,
                            GAsyncResult     *result,
                            LudusAiAnalysis  *analysis,
                            GError          **error)
{
  LudusAiAnalysis *found;

  g_return_val_if_fail (LUDUS_IS_GAME (game), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, game), FALSE);
  g_return_val_if_fail (analysis != NULL, FALSE);

  memset (analysis, 0, sizeof *analysis);
  if ((found = g_task_propagate_pointer (G_TASK (result), error)) == NULL)
    return FALSE;
  *analysis = *found;
  g_free (found);
  return TRUE;
}

/* Describes a move being offered in state, a position of game, never what
 * it would reveal; its notation when the rules have no words for it. */
char *
ludus_analysis_describe_choice (LudusGame       *game,
                                const void      *state,
                                const LudusMove *move)
{
  const LudusRules *rules;
  const char *names[LUDUS_MAX_PLAYERS + 1] = { NULL };
  char *(*describe) (const void *, const LudusMove *, const char * const *);
  char notation[LUDUS_NOTATION_SIZE];
  char *text = NULL;

  g_return_val_if_fail (LUDUS_IS_GAME (game), NULL);
  g_return_val_if_fail (state != NULL && move != NULL, NULL);

  rules = ludus_game_get_rules (game);
  for (guint i = 0; i < ludus_game_get_n_players (game); i++)
    names[i] = ludus_game_get_player_name (game, i);
  describe = rules->describe_choice != NULL ? rules->describe_choice : rules->describe_move;
  if (describe != NULL)
    text = describe (state, move, names);
  if (text == NULL)
    {
      rules->format_move (state, move, notation);
      text = g_strdup (notation);
    }
  return text;
}

static int
percent (double value)
{
  return (int) (CLAMP (value, 0.0, 1.0) * 100.0 + 0.5);
}

char *
ludus_analysis_hint_describe (LudusGame             *game,
                              const LudusAiAnalysis *analysis)
{
  g_autofree char *chosen = NULL;
  g_autofree char *other = NULL;

  g_return_val_if_fail (LUDUS_IS_GAME (game), NULL);
  g_return_val_if_fail (analysis != NULL && analysis->n_moves > 0, NULL);

  chosen = ludus_analysis_describe_choice (game, ludus_game_get_state (game), &analysis->chosen);
  if (analysis->n_moves < 2)
    /* Translators: %s is the move in words, as the log would tell it */
    return g_strdup_printf (_("Hint: “%s”, about %d%% to win"), chosen,
                            percent (analysis->moves[0].value));
  other = ludus_analysis_describe_choice (game, ludus_game_get_state (game),
                                          &analysis->moves[1].move);
  if (g_str_equal (chosen, other))
    {
      /* Told apart by their notation: placements told the same in words. */
      const LudusRules *rules = ludus_game_get_rules (game);
      gconstpointer state = ludus_game_get_state (game);
      char notation[LUDUS_NOTATION_SIZE];
      char *with_notation;

      rules->format_move (state, &analysis->chosen, notation);
      with_notation = g_strdup_printf ("%s (%s)", chosen, notation);
      g_free (chosen);
      chosen = with_notation;
      rules->format_move (state, &analysis->moves[1].move, notation);
      with_notation = g_strdup_printf ("%s (%s)", other, notation);
      g_free (other);
      other = with_notation;
    }
  /* Translators: the first %s is the suggested move in words, as the log
   * would tell it, the last the next best one; %d%% is a win chance (72%) */
  return g_strdup_printf (_("Hint: “%s”, about %d%% to win, against %d%% for “%s”"), chosen,
                          percent (analysis->moves[0].value),
                          percent (analysis->moves[1].value), other);
}

LudusAnalysis *
ludus_analysis_new (LudusGame  *game,
                    GError    **error)
{
  g_autoptr(LudusAnalysis) self = NULL;
  const LudusRules *rules;
  LudusSetup setup;

  g_return_val_if_fail (LUDUS_IS_GAME (game), NULL);

  rules = ludus_game_get_rules (game);
  if (!check_rules (rules, error))
    return NULL;

  self = g_new0 (LudusAnalysis, 1);
  self->rules = rules;
  self->n_players = ludus_game_get_n_players (game);
  self->content = ludus_content_ref (ludus_game_get_content (game));
  self->start = g_malloc0 (rules->state_size);
  ludus_options_to_setup (ludus_game_get_options (game), &setup);
  if (!rules->init (self->start, ludus_content_get_compiled (self->content), &setup, error))
    return NULL;
  self->n_moves = ludus_game_get_n_moves (game);
  self->played = g_new (LudusMove, MAX (self->n_moves, 1));
  for (guint i = 0; i < self->n_moves; i++)
    self->played[i] = *ludus_game_get_move (game, i);
  return g_steal_pointer (&self);
}

static const LudusAiMoveValue *
find_root_move (const LudusAiAnalysis *analysis,
                const LudusMove       *move)
{
  for (guint i = 0; i < analysis->n_moves; i++)
    if (ludus_move_equal (&analysis->moves[i].move, move))
      return &analysis->moves[i];
  return NULL;
}

/* The value of move at state for its mover, with every player's: the
 * search's mean when it tried the move often enough, else the mean of a
 * search of that move alone (the same budget and seed).  The most visited
 * move's mean over a few dozen visits is the highest of several rough
 * estimates, so it runs high: both sides of a comparison need as many. */
static gboolean
weigh (const LudusRules      *rules,
       const void            *state,
       const LudusAiAnalysis *search,
       const LudusMove       *move,
       const LudusAiParams   *params,
       guint64                seed,
       GCancellable          *cancellable,
       double                *value,
       double                *values)
{
  const LudusAiMoveValue *found = find_root_move (search, move);
  LudusAiAnalysis alone;

  if (found != NULL && found->visits >= MIN_VISITS)
    {
      *value = found->value;
      memcpy (values, found->values, sizeof found->values);
      return TRUE;
    }
  if (!ludus_ai_analyse_move (rules, state, params, seed, move, cancellable, &alone))
    return FALSE;
  *value = alone.moves[0].value;
  memcpy (values, alone.moves[0].values, sizeof alone.moves[0].values);
  ludus_ai_analysis_clear (&alone);
  return TRUE;
}

/* Weighs the move played at state (not yet applied) into entry. */
static gboolean
weigh_move (LudusAnalysis       *self,
            const void          *state,
            const LudusMove     *played,
            const LudusAiParams *params,
            guint64              seed,
            GCancellable        *cancellable,
            LudusAnalysisMove   *entry)
{
  const LudusRules *rules = self->rules;
  g_autofree LudusMove *legal = g_new (LudusMove, LUDUS_MAX_MOVES);
  double best_values[LUDUS_MAX_PLAYERS];
  LudusAiAnalysis search;
  gboolean ok;

  entry->player = rules->current_player (state);
  entry->move = *played;
  entry->n_legal = rules->legal_moves (state, legal);

  if (!ludus_ai_analyse (rules, state, params, seed, cancellable, &search))
    return FALSE;
  entry->best = search.chosen;
  ok = weigh (rules, state, &search, &search.chosen, params, seed, cancellable,
              &entry->before, best_values);
  if (ok && ludus_move_equal (played, &search.chosen))
    {
      entry->after = entry->before;
      memcpy (entry->chances, best_values, sizeof entry->chances);
    }
  else if (ok)
    ok = weigh (rules, state, &search, played, params, seed, cancellable,
                &entry->after, entry->chances);
  ludus_ai_analysis_clear (&search);
  return ok;
}

/* A review in progress.  Its positions are independent, so a few workers
 * weigh them at once, each search on one thread: that keeps the cores
 * busy without a search's rounds waiting for one another, and gives the
 * same figures as one position at a time, since a search's trees never
 * depend on its threads. */
typedef struct
{
  LudusAnalysis         *self;
  guint8                *states;      /* the position before each move, and the end */
  LudusAiParams          params;
  guint64                seed;
  GCancellable          *cancellable;
  LudusAnalysisProgress  progress;
  gpointer               user_data;
  guint                  total;       /* positions to weigh */

  GMutex                 lock;        /* for the rest, and the progress calls */
  guint                  next;        /* the next position a worker takes */
  guint                  done;
  gboolean               failed;
} Review;

/* Weighs position i of the review: the move played there, or the end. */
static gboolean
review_position (Review *review,
                 guint   i)
{
  LudusAnalysis *self = review->self;
  const void *state = review->states + (gsize) i * self->rules->state_size;
  guint64 seed = ludus_ai_seed_for_position (review->seed, i);
  LudusAiAnalysis search;

  if (i < self->n_moves)
    return weigh_move (self, state, &self->played[i], &review->params, seed,
                       review->cancellable, &self->moves[i]);

  if (!ludus_ai_analyse (self->rules, state, &review->params, seed, review->cancellable, &search))
    return FALSE;
  memcpy (self->final_chances, search.moves[0].values, sizeof self->final_chances);
  ludus_ai_analysis_clear (&search);
  return TRUE;
}

static gpointer
review_work (gpointer data)
{
  Review *review = data;

  for (;;)
    {
      gboolean ok;
      guint i;

      g_mutex_lock (&review->lock);
      i = review->next++;
      ok = !review->failed && i < review->total;
      g_mutex_unlock (&review->lock);
      if (!ok)
        break;

      ok = review_position (review, i);

      g_mutex_lock (&review->lock);
      if (!ok)
        review->failed = TRUE;
      else if (!review->failed)
        {
          review->done++;
          if (review->progress != NULL)
            review->progress (review->done, review->total, review->user_data);
        }
      g_mutex_unlock (&review->lock);
    }
  return NULL;
}

gboolean
ludus_analysis_run (LudusAnalysis          *self,
                    const LudusAiParams    *params,
                    guint64                 seed,
                    GCancellable           *cancellable,
                    LudusAnalysisProgress   progress,
                    gpointer                user_data,
                    GError                **error)
{
  const LudusRules *rules;
  g_autofree GThread **threads = NULL;
  g_autofree guint8 *states = NULL;
  Review review;
  guint n_workers;
  gsize size;

  g_return_val_if_fail (self != NULL && params != NULL, FALSE);

  rules = self->rules;
  size = rules->state_size;
  g_clear_pointer (&self->moves, g_free);
  self->moves = g_new0 (LudusAnalysisMove, MAX (self->n_moves, 1));

  /* Every position before a move, and the end. */
  states = g_malloc ((self->n_moves + 1) * size);
  memcpy (states, self->start, size);
  for (guint i = 0; i < self->n_moves; i++)
    {
      memcpy (states + (i + 1) * size, states + i * size, size);
      rules->apply (states + (i + 1) * size, &self->played[i]);
    }
  self->over = rules->is_over (states + self->n_moves * size);

  memset (self->final_chances, 0, sizeof self->final_chances);
  self->winners = 0;
  if (self->over)
    {
      self->winners = rules->winners (states + self->n_moves * size);
      for (guint p = 0; p < self->n_players; p++)
        self->final_chances[p] = (self->winners & (1u << p)) ? 1.0 : 0.0;
    }

  memset (&review, 0, sizeof review);
  review.self = self;
  review.states = states;
  review.params = *params;
  review.params.n_threads = 1;
  review.seed = seed;
  review.cancellable = cancellable;
  review.progress = progress;
  review.user_data = user_data;
  /* The end is weighed only when the game goes on. */
  review.total = self->n_moves + (self->over ? 0 : 1);
  g_mutex_init (&review.lock);

  n_workers = params->n_threads > 0 ? params->n_threads : ludus_ai_get_threads ();
  n_workers = CLAMP (n_workers, 1, MAX (review.total, 1));
  threads = g_new0 (GThread *, n_workers);
  for (guint i = 1; i < n_workers; i++)
    threads[i] = g_thread_new ("ludus-review", review_work, &review);
  review_work (&review);
  for (guint i = 1; i < n_workers; i++)
    g_thread_join (threads[i]);
  g_mutex_clear (&review.lock);

  if (review.failed)
    {
      set_cancelled (error);
      return FALSE;
    }
  return TRUE;
}

typedef struct
{
  LudusAnalysis *analysis;
  LudusAiParams  params;
  guint64        seed;
  LudusProgress  progress;
} RunData;

static void
run_thread (GTask        *task,
            gpointer      source_object,
            gpointer      task_data,
            GCancellable *cancellable)
{
  RunData *run = task_data;
  GError *error = NULL;

  if (ludus_analysis_run (run->analysis, &run->params, run->seed, cancellable,
                          run->progress.func != NULL ? ludus_progress_post : NULL, &run->progress, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
ludus_analysis_run_async (LudusAnalysis         *self,
                          const LudusAiParams   *params,
                          guint64                seed,
                          GCancellable          *cancellable,
                          LudusAnalysisProgress  progress,
                          gpointer               progress_data,
                          GAsyncReadyCallback    callback,
                          gpointer               user_data)
{
  g_autoptr(GTask) task = NULL;
  RunData *run;

  g_return_if_fail (self != NULL && params != NULL);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, ludus_analysis_run_async);
  run = g_new0 (RunData, 1);
  run->analysis = self;
  run->params = *params;
  run->seed = seed;
  run->progress = (LudusProgress) { task, progress, progress_data };
  g_task_set_task_data (task, run, g_free);
  g_task_run_in_thread (task, run_thread);
}

gboolean
ludus_analysis_run_finish (LudusAnalysis  *self,
                           GAsyncResult   *result,
                           GError        **error)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == ludus_analysis_run_async, FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

LudusAnalysis *
ludus_analysis_copy (const LudusAnalysis *self)
{
  LudusAnalysis *copy;

  g_return_val_if_fail (self != NULL, NULL);

  copy = g_memdup2 (self, sizeof *self);
  copy->content = ludus_content_ref (self->content);
  copy->start = g_memdup2 (self->start, self->rules->state_size);
  copy->played = g_memdup2 (self->played, sizeof (LudusMove) * MAX (self->n_moves, 1));
  if (self->moves != NULL)
    copy->moves = g_memdup2 (self->moves, sizeof (LudusAnalysisMove) * MAX (self->n_moves, 1));
  return copy;
}

void
ludus_analysis_free (LudusAnalysis *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->content, ludus_content_unref);
  g_free (self->start);
  g_free (self->played);
  g_free (self->moves);
  g_free (self);
}
