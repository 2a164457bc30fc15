/* ludus-analysis.h: hints and game reviews from the computer players' search
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "ludus-ai.h"
#include "ludus-game.h"

G_BEGIN_DECLS

#define LUDUS_ANALYSIS_ERROR (ludus_analysis_error_quark ())
GQuark ludus_analysis_error_quark (void);

typedef enum
{
  LUDUS_ANALYSIS_ERROR_OVER,         /* the game is over: no move to weigh */
  LUDUS_ANALYSIS_ERROR_NO_COMPUTER,  /* the rules have no computer player */
  LUDUS_ANALYSIS_ERROR_LEVEL,        /* the level does not search */
} LudusAnalysisError;

/* Cancelled work fails with G_IO_ERROR_CANCELLED, as GIO's does. */

/* A move that loses more of its player's win chance than this is marked. */
#define LUDUS_ANALYSIS_MISTAKE 0.15

/* The search a level runs (see ludus_ai_params_for_level), without its
 * wall-clock cap, so that every figure is reproducible for a seed.  FALSE
 * (with error) for the levels that do not search, random and easy. */
gboolean ludus_analysis_params_for_level (const LudusRules  *rules,
                                          LudusAiLevel       level,
                                          LudusAiParams     *params,
                                          GError           **error);

/* The move level chooses for the player to move in state, with the root
 * statistics of its search (see LudusAiAnalysis: analysis->chosen, its
 * value, the alternatives).  Use ludus_ai_seed_for_position for the seed
 * to get the very move the level's computer player would make.  Fails when
 * the game is over, the rules have no computer player, the level does not
 * search or cancellable was cancelled.  Reads state only: safe from a
 * worker thread.  Free analysis with ludus_ai_analysis_clear. */
gboolean ludus_analysis_hint             (const LudusRules  *rules,
                                          const void        *state,
                                          LudusAiLevel       level,
                                          guint64            seed,
                                          GCancellable      *cancellable,
                                          LudusAiAnalysis   *analysis,
                                          GError           **error);

/* ludus_analysis_hint for the player to move in game, on a copy of its
 * position in a worker thread, with the seed of the computer player that
 * would move there.  Cancel it when the game changes: its finish then
 * fails with G_IO_ERROR_CANCELLED. */
void     ludus_analysis_hint_async       (LudusGame           *game,
                                          LudusAiLevel         level,
                                          GCancellable        *cancellable,
                                          GAsyncReadyCallback  callback,
                                          gpointer             user_data);
/* Free analysis with ludus_ai_analysis_clear. */
gboolean ludus_analysis_hint_finish      (LudusGame           *game,
                                          GAsyncResult        *result,
                                          LudusAiAnalysis     *analysis,
                                          GError             **error);

/* A move offered in state, a position of game, in words (the rules'
 * describe_choice, else describe_move, else the notation); never what it
 * would reveal. */
char    *ludus_analysis_describe_choice  (LudusGame             *game,
                                          const void            *state,
                                          const LudusMove       *move);

/* The hint in one line of words: the chosen move, its win chance and the
 * next best move's (“Hint: “Anna took Fur 3”, about 72% to win, against
 * 55% for “Anna revealed the top card of the deck””).  analysis is a hint for game's present position. */
char    *ludus_analysis_hint_describe    (LudusGame             *game,
                                          const LudusAiAnalysis *analysis);

/* One move of a reviewed game.  Win chances are the search's mean rewards
 * (mostly the chance to win, see ludus-ai.c), in [0, 1]. */
typedef struct
{
  guint     player;     /* who moved */
  LudusMove move;       /* the move played */
  LudusMove best;       /* the move the search preferred */
  guint     n_legal;    /* 1: the move was forced */
  double    before;     /* the mover's win chance before: the preferred move's value */
  double    after;      /* the value of the move played.  Both from the search
                         * at this position, or, for a move it tried fewer
                         * than 100 times, from a search of that move alone
                         * (ludus_ai_analyse_move: same budget and seed) */
  double    chances[LUDUS_MAX_PLAYERS];  /* every player's win chance after
                                          * the move played, as the mover's
                                          * search sees it */
} LudusAnalysisMove;

/* The review of a game: every move weighed by the search at its position.
 * Public fields are valid after ludus_analysis_run returned TRUE. */
typedef struct
{
  const LudusRules  *rules;
  guint              n_players;
  guint              n_moves;
  LudusAnalysisMove *moves;         /* one per move played */
  gboolean           over;
  guint32            winners;       /* bits, when over */
  double             final_chances[LUDUS_MAX_PLAYERS];  /* at the end: 1 for
                                     * the winners and 0 for the others when
                                     * over, else the search's estimate */

  /*< private >*/
  LudusContent      *content;
  void              *start;
  LudusMove         *played;
} LudusAnalysis;

/* Called after each position is weighed, from the thread running the
 * analysis: done of total positions. */
typedef void (*LudusAnalysisProgress) (guint     done,
                                       guint     total,
                                       gpointer  user_data);

/* Copies what the review needs from game (its start and its moves up to
 * the present), so that ludus_analysis_run may run in another thread. */
LudusAnalysis *ludus_analysis_new                (LudusGame              *game,
                                                  GError                **error);
/* Replays the game and weighs every move with the search of params, the
 * position after i moves with the seed ludus_ai_seed_for_position (seed, i):
 * with the game's seed and a level's params, the preferred moves are those
 * the level's computer player would make.  Reproducible for a seed.
 * params->n_threads positions (0: ludus_ai_get_threads()) are weighed at
 * once, each on one thread; progress is called from those threads, one
 * call at a time, with done counting up. */
gboolean       ludus_analysis_run                (LudusAnalysis          *self,
                                                  const LudusAiParams    *params,
                                                  guint64                 seed,
                                                  GCancellable           *cancellable,
                                                  LudusAnalysisProgress   progress,
                                                  gpointer                user_data,
                                                  GError                **error);
/* ludus_analysis_run in a worker thread.  progress, if not NULL, is
 * called in the thread-default main context of the caller, never after
 * callback.  self must be left alone (neither read nor freed) until
 * callback runs; params are copied. */
void           ludus_analysis_run_async          (LudusAnalysis          *self,
                                                  const LudusAiParams    *params,
                                                  guint64                 seed,
                                                  GCancellable           *cancellable,
                                                  LudusAnalysisProgress   progress,
                                                  gpointer                progress_data,
                                                  GAsyncReadyCallback     callback,
                                                  gpointer                user_data);
gboolean       ludus_analysis_run_finish         (LudusAnalysis          *self,
                                                  GAsyncResult           *result,
                                                  GError                **error);
/* A copy of self, run or not, that owns all it holds. */
LudusAnalysis *ludus_analysis_copy               (const LudusAnalysis    *self);
void           ludus_analysis_free               (LudusAnalysis          *self);

/* How much of the mover's win chance move lost against the preferred one
 * (negative when the estimate of the move played came out higher). */
static inline double
ludus_analysis_move_get_loss (const LudusAnalysisMove *move)
{
  return move->before - move->after;
}

static inline gboolean
ludus_analysis_move_is_mistake (const LudusAnalysisMove *move)
{
  return ludus_analysis_move_get_loss (move) > LUDUS_ANALYSIS_MISTAKE;
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (LudusAnalysis, ludus_analysis_free)

G_END_DECLS
