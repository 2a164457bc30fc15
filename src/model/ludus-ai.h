/* ludus-ai.h: computer players, generic over the rules vtable
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "ludus-rules.h"

G_BEGIN_DECLS

typedef enum
{
  LUDUS_AI_RANDOM,  /* uniform over legal moves: a baseline for the CLI */
  LUDUS_AI_EASY,    /* the game's heuristic with some noise */
  LUDUS_AI_NORMAL,  /* a short search */
  LUDUS_AI_HARD,    /* a full search */
} LudusAiLevel;

#define LUDUS_AI_N_LEVELS (LUDUS_AI_HARD + 1)

const char *ludus_ai_level_to_string   (LudusAiLevel        level);  /* "random", "easy", … */
gboolean    ludus_ai_level_from_string (const char         *text,
                                        LudusAiLevel       *level);
const char *ludus_ai_level_get_name    (LudusAiLevel        level);  /* translated */
const char *ludus_ai_level_get_player_name (LudusAiLevel    level);  /* "Computer, hard" */

typedef struct
{
  guint   iterations;     /* completed, over all trees */
  guint64 moves_played;   /* moves applied in the tree and in rollouts */
  guint   nodes;          /* tree nodes created, over all trees */
  guint   n_legal;        /* moves weighed at the root */
  gint64  elapsed_us;
  gint64  processor_us;   /* processor time over all its threads: unlike
                           * elapsed_us, the same on a loaded machine */
  gboolean out_of_time;   /* max_ms cut the search short */
  gboolean cancelled;
} LudusAiStats;

/* Chooses a move for the current player of state.  Reads state only (safe
 * from a worker thread), never looks at hidden information (every search
 * iteration determinizes), and is reproducible for a seed on any machine
 * and under any load: the searching levels stop at iteration budgets only.  stats (may be
 * NULL) tells how long it took and, for the searching levels, how much it
 * searched.  Returns FALSE when there is no legal move or cancellable was
 * cancelled before a move was found. */
gboolean    ludus_ai_choose_move       (const LudusRules   *rules,
                                        const void         *state,
                                        LudusAiLevel        level,
                                        guint64             seed,
                                        GCancellable       *cancellable,
                                        LudusMove          *move,
                                        LudusAiStats       *stats);
/* The same, but the searching levels also stop at max_ms of wall-clock
 * time (0: never), so that the app stays responsive on a slow or loaded
 * machine; stats->out_of_time says when the cap cut the search short.
 * With a cap, the move may depend on the machine and its load: the
 * headless tools never use one. */
gboolean    ludus_ai_choose_move_capped (const LudusRules  *rules,
                                         const void        *state,
                                         LudusAiLevel       level,
                                         guint64            seed,
                                         guint              max_ms,
                                         GCancellable      *cancellable,
                                         LudusMove         *move,
                                         LudusAiStats      *stats);
/* The app's time cap for level: 0 for the levels that do not search. */
guint       ludus_ai_level_get_time_cap (LudusAiLevel      level);

/* The most threads a search may use: more than its trees would idle. */
#define LUDUS_AI_MAX_THREADS 4

/* How many threads the searches of the levels and of the analyses run on,
 * for the whole process: 0 (the default) for one per processor, at most
 * LUDUS_AI_MAX_THREADS.  The trees do not depend on it, so it changes how
 * long a search takes, never the move it chooses. */
void        ludus_ai_set_threads        (guint             n_threads);
guint       ludus_ai_get_threads        (void);

/* The search behind the normal and hard levels, exposed for benchmarks and
 * tests.  Monte Carlo tree search over determinizations (single-observer
 * information-set MCTS): every iteration re-draws the hidden information
 * from the searching player's point of view, descends the tree with UCT
 * (each node scores the reward of the player who made its move), expands
 * one move chosen by rules->policy_move and plays the rest out with it. */
typedef struct
{
  guint  iterations;     /* over all trees; 0: until max_ms */
  guint  max_ms;         /* wall-clock cap, a safety net; 0: none */
  guint  n_trees;        /* independent root-parallel trees, 0: 2 */
  guint  n_threads;      /* at most one per tree; 0: one per processor */
  double exploration;    /* the UCT constant */
  double widening;       /* a node may hold widening × √visits children
                          * (at least 8), so huge move lists stay searchable;
                          * 0: expand every move */
  guint  rollout_depth;  /* moves after the tree before rules->evaluate
                          * may score the state; 0 (or no evaluate): play
                          * out */
  gboolean chance_leaves;  /* a move that reveals hidden information (see
                            * rules->reveal_count) ends the descent, as the
                            * tree does not tell its outcomes apart; off in
                            * the levels, where it did not play better */
  gboolean chance_nodes;   /* after a move that reveals, the tree branches
                            * on rules->reveal_outcome, so the moves that
                            * follow are weighed for what was revealed;
                            * needs reveal_outcome, and not with
                            * chance_leaves */
  gboolean stop_when_decided;  /* with an iteration budget, stop once the
                                * most visited move's lead is larger than
                                * the iterations left: the move is the one
                                * the whole budget would choose */
} LudusAiParams;

/* Fills params with what level uses for rules (the budgets are calibrated
 * per game for a 2-core machine): iterations only, max_ms is 0.  Only
 * normal and hard search. */
void        ludus_ai_params_for_level  (const LudusRules   *rules,
                                        LudusAiLevel        level,
                                        LudusAiParams      *params);
/* Runs the search from the current player's point of view.  With a fixed
 * iteration budget (and max_ms not reached) the move depends only on the
 * state's public information (given a determinize that is canonical, see
 * ludus-rules.h), params and seed, never on thread timing.
 * stats may be NULL.  Returns FALSE when there is no legal move or nothing
 * was searched before cancellation. */
gboolean    ludus_ai_search            (const LudusRules   *rules,
                                        const void         *state,
                                        const LudusAiParams *params,
                                        guint64             seed,
                                        GCancellable       *cancellable,
                                        LudusMove          *move,
                                        LudusAiStats       *stats);

/* One move at the root of a search, seen by the player to move. */
typedef struct
{
  LudusMove move;
  guint     visits;                     /* over all trees */
  double    value;                      /* the mover's mean reward after this
                                         * move, in [0, 1]: mostly their
                                         * chance to win (see ludus-ai.c) */
  double    values[LUDUS_MAX_PLAYERS];  /* every player's mean reward */
} LudusAiMoveValue;

/* What a search found at its root, for hints and game reviews. */
typedef struct
{
  guint             player;     /* the player to move: the searching one */
  guint             n_players;
  LudusMove         chosen;     /* what ludus_ai_search chooses with the same
                                 * arguments */
  guint             n_moves;    /* root moves the search visited */
  LudusAiMoveValue *moves;      /* sorted by visits, then value, then legal
                                 * order: chosen first */
  LudusAiStats      stats;
} LudusAiAnalysis;

/* Runs ludus_ai_search and keeps its root statistics in analysis (clear it
 * with ludus_ai_analysis_clear).  The same search, so the same guarantees:
 * no hidden information, reproducible for a seed with an iteration budget
 * and no time cap.  Only difference: a position with one legal move is
 * searched too, so that move has a value.  Returns FALSE (analysis empty)
 * when there is no legal move or the search was cancelled. */
gboolean    ludus_ai_analyse           (const LudusRules    *rules,
                                        const void          *state,
                                        const LudusAiParams *params,
                                        guint64              seed,
                                        GCancellable        *cancellable,
                                        LudusAiAnalysis     *analysis);
/* The same search with move (legal in state) the only move weighed at the
 * root, the whole budget spent on it: its value when the full search gave
 * it too few visits to tell.  analysis holds that one move. */
gboolean    ludus_ai_analyse_move      (const LudusRules    *rules,
                                        const void          *state,
                                        const LudusAiParams *params,
                                        guint64              seed,
                                        const LudusMove     *move,
                                        GCancellable        *cancellable,
                                        LudusAiAnalysis     *analysis);
void        ludus_ai_analysis_clear    (LudusAiAnalysis     *analysis);

/* The seed LudusGame gives the computer player to move after position moves
 * of a game started with game_seed, so that a hint with the same level
 * names the move that player would choose. */
guint64     ludus_ai_seed_for_position (guint64              game_seed,
                                        guint                position);

G_END_DECLS
