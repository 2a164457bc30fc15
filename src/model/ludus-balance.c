/* ludus-balance.c: many games between computer players on one content
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one loop that plays a whole game between computer players: the
 * editor's balance check and ludus-cli's simulate, tournament and bench
 * all play through ludus_balance_play_game.
 */

#define G_LOG_DOMAIN "ludus-balance"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "ludus-balance.h"
#include "ludus-progress.h"

/* Seeds stay below 2^53 so that JSON readers get them exactly. */
#define MAX_SEED  G_GUINT64_CONSTANT (9007199254740991)
/* No game is that long: a safety net against a rules bug. */
#define MAX_PLIES 1000000

guint64
ludus_balance_game_seed (guint64 seed,
                         guint   g)
{
  return ludus_rng_mix (seed + g) & MAX_SEED;
}

/* Whether the one legal move, move, is the game's pass. */
static gboolean
is_pass (const LudusRules *rules,
         const void       *state,
         const LudusMove  *move)
{
  char notation[LUDUS_NOTATION_SIZE];

  if (rules->pass_notation == NULL)
    return FALSE;
  rules->format_move (state, move, notation);
  return strcmp (notation, rules->pass_notation) == 0;
}

gboolean
ludus_balance_play_game (LudusContent          *content,
                         const LudusSetup      *setup,
                         const LudusAiLevel    *levels,
                         void                  *state,
                         LudusBalanceDecision   decision,
                         gpointer               user_data,
                         GCancellable          *cancellable,
                         LudusPlayedGame       *game,
                         GError               **error)
{
  const LudusRules *rules;
  guint32 winners;
  guint plies;

  g_return_val_if_fail (content != NULL, FALSE);
  g_return_val_if_fail (setup != NULL && levels != NULL && state != NULL && game != NULL, FALSE);

  rules = ludus_content_get_rules (content);
  memset (game, 0, sizeof *game);
  memset (state, 0, rules->state_size);
  if (!rules->init (state, ludus_content_get_compiled (content), setup, error))
    return FALSE;

  for (plies = 0; !rules->is_over (state); plies++)
    {
      LudusAiLevel level = levels[rules->current_player (state)];
      LudusAiStats stats;
      LudusMove move;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      if (plies >= MAX_PLIES ||
          !ludus_ai_choose_move (rules, state, level,
                                 ludus_ai_seed_for_position (setup->seed, plies),
                                 NULL, &move, &stats))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                       _("The game with seed %llu did not finish"),
                       (unsigned long long) setup->seed);
          return FALSE;
        }
      if (stats.n_legal > 1 && decision != NULL)
        decision (level, &stats, user_data);
      if (stats.n_legal == 1 && !game->pass_only)
        game->pass_only = is_pass (rules, state, &move);
      rules->apply (state, &move);
    }

  rules->scores (state, game->scores);
  winners = rules->winners (state);
  game->winners = winners;
  for (guint p = 0; p < setup->n_players; p++)
    game->n_winners += (winners >> p) & 1;
  game->n_plies = plies;
  return TRUE;
}

void
ludus_balance_wilson (double  share,
                      guint   n,
                      double *low,
                      double *high)
{
  const double z = 1.959963984540054;
  double z2n, centre, half;

  g_return_if_fail (low != NULL && high != NULL);

  if (n == 0)
    {
      *low = 0;
      *high = 1;
      return;
    }
  z2n = z * z / n;
  centre = (share + z2n / 2) / (1 + z2n);
  half = z / (1 + z2n) * sqrt (share * (1 - share) / n + z2n / (4.0 * n));
  *low = MAX (0, centre - half);
  *high = MIN (1, centre + half);
}

static void
summarise (LudusBalance *self)
{
  guint n = self->n_players;
  double length_sum = 0;

  self->min_score = G_MAXINT;
  self->max_score = G_MININT;
  self->min_length = G_MAXUINT;
  self->max_length = 0;
  for (guint g = 0; g < self->n_games; g++)
    {
      for (guint p = 0; p < n; p++)
        {
          int score = self->scores[g * n + p];

          self->mean_score[p] += score;
          self->min_score = MIN (self->min_score, score);
          self->max_score = MAX (self->max_score, score);
        }
      length_sum += self->lengths[g];
      self->min_length = MIN (self->min_length, self->lengths[g]);
      self->max_length = MAX (self->max_length, self->lengths[g]);
    }
  for (guint p = 0; p < n; p++)
    {
      self->win_share[p] /= self->n_games;
      self->mean_score[p] /= self->n_games;
      ludus_balance_wilson (self->win_share[p], self->n_games,
                            &self->win_low[p], &self->win_high[p]);
    }
  self->mean_length = length_sum / self->n_games;
}

LudusBalance *
ludus_balance_run (LudusContent          *content,
                   guint                  n_players,
                   guint                  n_games,
                   LudusAiLevel           level,
                   guint64                seed,
                   GCancellable          *cancellable,
                   LudusBalanceProgress   progress,
                   gpointer               user_data,
                   GError               **error)
{
  const LudusRules *rules;
  g_autoptr(LudusBalance) self = NULL;
  g_autofree void *state = NULL;
  LudusAiLevel levels[LUDUS_MAX_PLAYERS];

  g_return_val_if_fail (content != NULL, NULL);
  g_return_val_if_fail (n_games > 0, NULL);

  rules = ludus_content_get_rules (content);
  g_return_val_if_fail (n_players >= rules->min_players && n_players <= rules->max_players, NULL);

  self = g_new0 (LudusBalance, 1);
  self->rules = rules;
  self->n_players = n_players;
  self->level = level;
  self->seed = seed;
  self->scores = g_new0 (int, (gsize) n_games * n_players);
  self->lengths = g_new0 (guint, n_games);
  state = g_malloc0 (rules->state_size);
  for (guint p = 0; p < n_players; p++)
    levels[p] = level;

  for (guint g = 0; g < n_games; g++)
    {
      LudusSetup setup = { n_players, 0, TRUE, ludus_balance_game_seed (seed, g) };
      LudusPlayedGame game;

      if (!ludus_balance_play_game (content, &setup, levels, state, NULL, NULL,
                                    cancellable, &game, error))
        return NULL;
      memcpy (&self->scores[g * n_players], game.scores, n_players * sizeof (int));
      self->lengths[g] = game.n_plies;
      for (guint p = 0; p < n_players; p++)
        if (game.winners & (1u << p))
          self->win_share[p] += 1.0 / game.n_winners;
      if (game.pass_only)
        self->n_pass_only++;
      self->n_games = g + 1;
      if (progress != NULL)
        progress (g + 1, n_games, user_data);
    }

  summarise (self);
  return g_steal_pointer (&self);
}

double
ludus_balance_get_pass_only_share (const LudusBalance *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_games > 0 ? self->n_pass_only / (double) self->n_games : 0;
}

/* A seat's share that the check is sure differs from a fair one by this
 * much is unfair; so is this much more forced passing, or games this many
 * times shorter or longer, than with the built-in content. */
#define UNFAIR_SHARE   0.10
#define UNFAIR_PASSING 0.10
#define UNFAIR_LENGTH  1.5

/**
 * ludus_balance_verdict:
 * @custom: the check of the custom content
 * @builtin: the check of the built-in content, with the same seeds
 *
 * Says in one sentence whether the custom content looks fair, and why: a
 * seat that wins clearly more or less often than a fair share, computers
 * often left with nothing but a pass, or games much shorter or longer
 * than with the built-in content.
 *
 * Returns: (transfer full): the sentence
 */
char *
ludus_balance_verdict (const LudusBalance *custom,
                       const LudusBalance *builtin)
{
  double fair, worst_gap = 0, custom_pass, builtin_pass;
  guint worst = 0;

  g_return_val_if_fail (custom != NULL && builtin != NULL, NULL);
  g_return_val_if_fail (custom->n_players > 0, NULL);

  /* Only a difference the interval is sure of.  A seat that wins too often
   * says more than the seats that lose for it: those are looked at only
   * when no seat wins too often. */
  fair = 1.0 / custom->n_players;
  for (guint p = 0; p < custom->n_players; p++)
    if (custom->win_low[p] - fair > worst_gap)
      {
        worst_gap = custom->win_low[p] - fair;
        worst = p;
      }
  if (worst_gap < UNFAIR_SHARE)
    for (guint p = 0; p < custom->n_players; p++)
      if (fair - custom->win_high[p] > worst_gap)
        {
          worst_gap = fair - custom->win_high[p];
          worst = p;
        }
  if (worst_gap >= UNFAIR_SHARE)
    return g_strdup_printf (custom->win_share[worst] > fair
                            /* TRANSLATORS: "Looks unfair: seat 1 wins 61% of games, where a fair
                             * seat wins 50% (49% with the built-in content)." */
                            ? _("Looks unfair: seat %u wins %.0f%% of games, where a fair seat wins "
                                "%.0f%% (%.0f%% with the built-in content).")
                            : _("Looks unfair: seat %u wins only %.0f%% of games, where a fair seat "
                                "wins %.0f%% (%.0f%% with the built-in content)."),
                            worst + 1, custom->win_share[worst] * 100, fair * 100,
                            builtin->win_share[worst] * 100);

  custom_pass = ludus_balance_get_pass_only_share (custom);
  builtin_pass = ludus_balance_get_pass_only_share (builtin);
  if (custom_pass - builtin_pass >= UNFAIR_PASSING)
    return g_strdup_printf (_("Looks unbalanced: in %.0f%% of games a player could only pass "
                              "(%.0f%% with the built-in content)."),
                            custom_pass * 100, builtin_pass * 100);

  if (builtin->mean_length > 0 && custom->mean_length > 0
      && (custom->mean_length > builtin->mean_length * UNFAIR_LENGTH
          || custom->mean_length * UNFAIR_LENGTH < builtin->mean_length))
    return g_strdup (custom->mean_length > builtin->mean_length
                     ? _("Looks fair between the seats, but games are much longer than with the "
                         "built-in content.")
                     : _("Looks fair between the seats, but games are much shorter than with the "
                         "built-in content."));

  return g_strdup (_("Looks fair: every seat wins about as often as it should, and games go "
                     "much as with the built-in content."));
}

void
ludus_balance_free (LudusBalance *self)
{
  if (self == NULL)
    return;
  g_free (self->scores);
  g_free (self->lengths);
  g_free (self);
}

/* The worker's task data. */
typedef struct
{
  LudusContent  *content;
  guint          n_players;
  guint          n_games;
  LudusAiLevel   level;
  guint64        seed;
  LudusProgress  progress;
} RunData;

static void
run_data_free (RunData *data)
{
  ludus_content_unref (data->content);
  g_free (data);
}

static void
run_thread (GTask        *task,
            gpointer      source_object,
            gpointer      task_data,
            GCancellable *cancellable)
{
  RunData *data = task_data;
  GError *error = NULL;
  LudusBalance *balance;

  balance = ludus_balance_run (data->content, data->n_players, data->n_games, data->level,
                               data->seed, cancellable,
                               data->progress.func != NULL ? ludus_progress_post : NULL, &data->progress,
                               &error);
  if (balance == NULL && error == NULL)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                             "No balance check for %u players", data->n_players);
  else if (balance == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, balance, (GDestroyNotify) ludus_balance_free);
}

void
ludus_balance_run_async (LudusContent          *content,
                         guint                  n_players,
                         guint                  n_games,
                         LudusAiLevel           level,
                         guint64                seed,
                         GCancellable          *cancellable,
                         LudusBalanceProgress   progress,
                         gpointer               progress_data,
                         GAsyncReadyCallback    callback,
                         gpointer               user_data)
{
  g_autoptr(GTask) task = NULL;
  RunData *data;

  g_return_if_fail (content != NULL);

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, ludus_balance_run_async);
  data = g_new0 (RunData, 1);
  data->content = ludus_content_ref (content);
  data->n_players = n_players;
  data->n_games = n_games;
  data->level = level;
  data->seed = seed;
  data->progress = (LudusProgress) { task, progress, progress_data };
  g_task_set_task_data (task, data, (GDestroyNotify) run_data_free);
  g_task_run_in_thread (task, run_thread);
}

LudusBalance *
ludus_balance_run_finish (GAsyncResult  *result,
                          GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == ludus_balance_run_async, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
