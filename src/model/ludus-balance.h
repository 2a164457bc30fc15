/* ludus-balance.h: many games between computer players on one content
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "ludus-ai.h"
#include "ludus-content.h"

G_BEGIN_DECLS

/* One game played to its end by computer players. */
typedef struct
{
  int      scores[LUDUS_MAX_PLAYERS];  /* by seat position */
  guint32  winners;                    /* bits by seat position */
  guint    n_winners;
  guint    n_plies;
  gboolean pass_only;                  /* a computer once had no legal move
                                        * but passing (rules->pass_notation) */
} LudusPlayedGame;

/* Called for each decision with a choice (more than one legal move). */
typedef void (*LudusBalanceDecision) (LudusAiLevel        level,
                                      const LudusAiStats *stats,
                                      gpointer            user_data);

/* Plays one game of content from setup, levels[p] moving for position p,
 * each move chosen with the seed ludus_ai_seed_for_position (setup->seed,
 * plies played), so that the game is reproducible.  state has room for
 * rules->state_size bytes.  decision may be NULL.  Fails when the game
 * cannot start, does not end or cancellable was cancelled. */
gboolean ludus_balance_play_game (LudusContent         *content,
                                  const LudusSetup     *setup,
                                  const LudusAiLevel   *levels,
                                  void                 *state,
                                  LudusBalanceDecision  decision,
                                  gpointer              user_data,
                                  GCancellable         *cancellable,
                                  LudusPlayedGame      *game,
                                  GError              **error);

/* The seed of game g of a run seeded with seed (as ludus-cli simulate). */
guint64  ludus_balance_game_seed (guint64               seed,
                                  guint                 g);

/* What a balance check found.  Positions are seats in turn order: 0 moves
 * first.  A tie shares the win among its winners, so the shares sum to 1. */
typedef struct
{
  const LudusRules *rules;
  guint         n_players;
  guint         n_games;
  LudusAiLevel  level;
  guint64       seed;
  double        win_share[LUDUS_MAX_PLAYERS];
  double        win_low[LUDUS_MAX_PLAYERS];   /* the 95% Wilson interval */
  double        win_high[LUDUS_MAX_PLAYERS];
  double        mean_score[LUDUS_MAX_PLAYERS];
  int          *scores;      /* n_games × n_players: scores[g * n_players + p] */
  int           min_score;
  int           max_score;
  guint        *lengths;     /* plies of each game */
  guint         min_length;
  guint         max_length;
  double        mean_length;
  guint         n_pass_only; /* games in which a computer had no legal move but passing */
} LudusBalance;

/* Called after each game, from the thread running the check. */
typedef void (*LudusBalanceProgress) (guint    done,
                                      guint    total,
                                      gpointer user_data);

/* Plays n_games games of n_players computer players of level on content,
 * game g seeded with ludus_balance_game_seed (seed, g): the same seed gives
 * the same report.  Fails with G_IO_ERROR_CANCELLED when cancelled. */
LudusBalance *ludus_balance_run        (LudusContent          *content,
                                        guint                  n_players,
                                        guint                  n_games,
                                        LudusAiLevel           level,
                                        guint64                seed,
                                        GCancellable          *cancellable,
                                        LudusBalanceProgress   progress,
                                        gpointer               user_data,
                                        GError               **error);
/* ludus_balance_run in a worker thread; progress (may be NULL) is called in
 * the caller's thread-default main context, never after cancellation. */
void          ludus_balance_run_async  (LudusContent          *content,
                                        guint                  n_players,
                                        guint                  n_games,
                                        LudusAiLevel           level,
                                        guint64                seed,
                                        GCancellable          *cancellable,
                                        LudusBalanceProgress   progress,
                                        gpointer               progress_data,
                                        GAsyncReadyCallback    callback,
                                        gpointer               user_data);
LudusBalance *ludus_balance_run_finish (GAsyncResult          *result,
                                        GError               **error);
void          ludus_balance_free       (LudusBalance          *self);

/* The share of games in which a computer had no legal move but passing. */
double        ludus_balance_get_pass_only_share (const LudusBalance *self);
/* One sentence: whether custom looks fair, and why, beside builtin's figures. */
char         *ludus_balance_verdict    (const LudusBalance    *custom,
                                        const LudusBalance    *builtin);

/* The 95% Wilson score interval of a share observed in n trials. */
void          ludus_balance_wilson     (double                 share,
                                        guint                  n,
                                        double                *low,
                                        double                *high);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (LudusBalance, ludus_balance_free)

G_END_DECLS
