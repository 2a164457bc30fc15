/* ludus-ai.c: computer players, generic over the rules vtable
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Single-observer information-set MCTS (Cowling, Powley and Whitehouse,
 * 2012).  Every iteration copies the real state, determinizes it from the
 * searching player's point of view (so hidden information is re-drawn and
 * never used), walks down one shared tree choosing among the moves legal in
 * that determinization with UCT (a child's exploration term counts the
 * times it was available, not its parent's visits), expands one move chosen
 * by the game's heuristic, plays out with the same heuristic and backs up a
 * reward vector: each node adds the reward of the player who made its move.
 * With chance nodes, a move that reveals hidden information has one child
 * per outcome seen (rules->reveal_outcome), and the moves after it hang
 * below that outcome: otherwise "take the card just turned" would be one
 * node whatever the card, weighed as if chosen before seeing it.
 *
 * Root parallelism: a fixed number of independent trees, each with its own
 * seed and share of the iterations, run in threads and their root visit
 * counts are summed.  The number of trees does not depend on the machine, so
 * with an iteration budget the chosen move never depends on thread timing.
 *
 * The trees run in rounds.  Between rounds the search may stop early: every
 * iteration adds one visit to at most one root move, so once the most
 * visited move leads every other one by more than the iterations left, the
 * whole budget would choose it too.  Rounds end at iteration counts, never
 * at times, so stopping early changes no choice, only the time it takes.
 */

#define G_LOG_DOMAIN "ludus-ai"

#include "config.h"

#include <math.h>
#include <string.h>
#include <time.h>

#include "ludus-ai-private.h"

#define NO_NODE        G_MAXUINT32
#define HASH_SIZE      8192   /* a power of two, ≥ 2 × LUDUS_MAX_MOVES */
#define CHECK_EVERY    8      /* iterations between cancellation/clock checks */
#define MIN_CHILDREN   8      /* progressive widening never allows fewer */
#define MIN_ROUND_SHARE 32    /* a round runs at least 1/32 of the budget */
/* The second word of an outcome node's key, which no move has. */
#define OUTCOME_MARK   G_GUINT64_CONSTANT (0xC4A2CE0FC4A2CE0F)

typedef struct
{
  LudusMove move;
  guint32   parent;
  guint32   first_child;
  guint32   next_sibling;
  guint32   n_children;
  guint32   visits;
  guint32   available;   /* parent visits in which this move was legal */
  double    reward;      /* summed, for the player who made the move */
  guint     player;
} Node;

typedef struct
{
  guint32 stamp;
  guint32 node;
} Slot;

/* One tree and its scratch space: everything the inner loop touches is
 * allocated once, before the first iteration. */
typedef struct
{
  const LudusRules    *rules;
  const void          *root_state;
  const LudusAiParams *params;
  GCancellable        *cancellable;
  guint                observer;
  guint                n_players;
  guint                budget;      /* iterations, 0: until the deadline */
  guint                target;      /* iterations at the end of this round */
  gint64               deadline;    /* monotonic µs, 0: none */

  LudusRng   rng;
  void      *state;
  LudusMove *moves;
  LudusMove *untried;
  Slot      *slots;
  guint32    stamp;
  Node      *nodes;
  guint32    n_nodes;
  guint32    capacity;

  guint    iterations;
  guint64  moves_played;
  gboolean out_of_time;
  gboolean cancelled;

  /* For analyses only: the one root move weighed (NULL: all of them), and
   * every player's summed reward through each root child, by node index
   * (NULL: not kept). */
  const LudusMove *only;
  double          *child_rewards;
} Tree;

static inline guint32
move_hash (const LudusMove *move)
{
  guint64 h = move->words[0] * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);

  h ^= (move->words[1] + G_GUINT64_CONSTANT (0x632BE59BD9B4E019)) * G_GUINT64_CONSTANT (0xC2B2AE3D27D4EB4F);
  h ^= h >> 31;
  return (guint32) h & (HASH_SIZE - 1);
}

static void
tree_index_insert (Tree    *tree,
                   guint32  node)
{
  guint32 i = move_hash (&tree->nodes[node].move);

  while (tree->slots[i].stamp == tree->stamp)
    i = (i + 1) & (HASH_SIZE - 1);
  tree->slots[i].stamp = tree->stamp;
  tree->slots[i].node = node;
}

static guint32
tree_index_lookup (Tree            *tree,
                   const LudusMove *move)
{
  guint32 i = move_hash (move);

  while (tree->slots[i].stamp == tree->stamp)
    {
      if (ludus_move_equal (&tree->nodes[tree->slots[i].node].move, move))
        return tree->slots[i].node;
      i = (i + 1) & (HASH_SIZE - 1);
    }
  return NO_NODE;
}

/* Starts a fresh index of the children of one node (stamps avoid clearing). */
static void
tree_index_reset (Tree *tree)
{
  if (++tree->stamp == 0)
    {
      memset (tree->slots, 0, HASH_SIZE * sizeof (Slot));
      tree->stamp = 1;
    }
}

static guint32
tree_add_node (Tree            *tree,
               guint32          parent,
               const LudusMove *move,
               guint            player)
{
  Node *node;
  guint32 index;

  if (tree->n_nodes == tree->capacity)
    {
      /* Only time-limited searches get here: iteration budgets size the
       * arena up front, one node per iteration. */
      tree->capacity *= 2;
      tree->nodes = g_renew (Node, tree->nodes, tree->capacity);
      if (tree->child_rewards != NULL)
        {
          tree->child_rewards = g_renew (double, tree->child_rewards, tree->capacity * tree->n_players);
          memset (tree->child_rewards + tree->n_nodes * tree->n_players, 0,
                  (tree->capacity - tree->n_nodes) * tree->n_players * sizeof (double));
        }
    }

  index = tree->n_nodes++;
  node = &tree->nodes[index];
  memset (node, 0, sizeof *node);
  if (move != NULL)
    node->move = *move;
  node->parent = parent;
  node->first_child = NO_NODE;
  node->next_sibling = NO_NODE;
  node->player = player;
  if (parent != NO_NODE)
    {
      node->next_sibling = tree->nodes[parent].first_child;
      tree->nodes[parent].first_child = index;
      tree->nodes[parent].n_children++;
    }
  return index;
}

static guint
count_players (const LudusRules *rules,
               const void       *state)
{
  int scores[LUDUS_MAX_PLAYERS];
  guint n = 0;

  for (guint i = 0; i < LUDUS_MAX_PLAYERS; i++)
    scores[i] = G_MININT;
  rules->scores (state, scores);
  while (n < LUDUS_MAX_PLAYERS && scores[n] != G_MININT)
    n++;
  return MAX (n, 1);
}

/* The reward of a finished game: mostly the win (shared by tied winners),
 * partly the score's place between the worst and the best score, so that
 * the search still prefers a close loss to a rout. */
static void
terminal_rewards (const LudusRules *rules,
                  const void       *state,
                  guint             n_players,
                  double           *rewards)
{
  int scores[LUDUS_MAX_PLAYERS] = { 0 };
  guint32 winners = rules->winners (state);
  guint n_winners = 0;
  int lowest, highest;

  rules->scores (state, scores);
  lowest = highest = scores[0];
  for (guint i = 0; i < n_players; i++)
    {
      lowest = MIN (lowest, scores[i]);
      highest = MAX (highest, scores[i]);
      if (winners & (1u << i))
        n_winners++;
    }

  for (guint i = 0; i < n_players; i++)
    {
      double win = (winners & (1u << i)) ? 1.0 / n_winners : 0.0;
      double rank = highest > lowest ? (double) (scores[i] - lowest) / (highest - lowest) : 0.5;

      rewards[i] = LUDUS_REWARD_WIN_WEIGHT * win + (1.0 - LUDUS_REWARD_WIN_WEIGHT) * rank;
    }
}

static guint
policy_index (const LudusRules *rules,
              const void       *state,
              const LudusMove  *moves,
              guint             n_moves,
              LudusRng         *rng)
{
  guint k;

  if (n_moves == 1)
    return 0;
  if (rules->policy_move == NULL)
    return ludus_rng_below (rng, n_moves);
  k = rules->policy_move (state, moves, n_moves, rng);
  g_assert (k < n_moves);
  return k;
}

/* The legal moves the search weighs. */
static guint
search_moves (const LudusRules *rules,
              const void       *state,
              LudusMove        *moves)
{
  guint n = rules->legal_moves (state, moves);

  if (n > 1 && rules->search_moves != NULL)
    n = rules->search_moves (state, moves, n);
  return n;
}

/* The child of node for the outcome key, made when it is new (*is_new). */
static guint32
outcome_child (Tree    *tree,
               guint32  node,
               guint64  key,
               gboolean *is_new)
{
  LudusMove move = { .words = { key, OUTCOME_MARK } };
  guint32 child;

  for (child = tree->nodes[node].first_child; child != NO_NODE; child = tree->nodes[child].next_sibling)
    if (ludus_move_equal (&tree->nodes[child].move, &move))
      {
        *is_new = FALSE;
        return child;
      }
  *is_new = TRUE;
  child = tree_add_node (tree, node, &move, tree->nodes[node].player);
  tree->nodes[child].available = 1;
  return child;
}

static guint32
children_limit (const Tree *tree,
                guint32     visits)
{
  double limit;

  if (tree->params->widening <= 0.0)
    return HASH_SIZE / 2;
  limit = tree->params->widening * sqrt ((double) visits);
  return CLAMP ((guint32) limit, MIN_CHILDREN, HASH_SIZE / 2);
}

static void
tree_iterate (Tree *tree)
{
  const LudusRules *rules = tree->rules;
  void *state = tree->state;
  double exploration = tree->params->exploration;
  double rewards[LUDUS_MAX_PLAYERS] = { 0 };
  guint32 node = 0;
  guint depth = 0;

  memcpy (state, tree->root_state, rules->state_size);
  rules->determinize (state, tree->observer, &tree->rng);

  /* Selection and expansion. */
  for (;;)
    {
      guint32 best = NO_NODE;
      double best_value = -G_MAXDOUBLE;
      guint n_untried = 0;
      guint n, player, reveals = 0;

      if (rules->is_over (state))
        break;
      if (node == 0 && tree->only != NULL)
        {
          /* The searching player's own moves are the same in every
           * determinization. */
          tree->moves[0] = *tree->only;
          n = 1;
        }
      else
        n = search_moves (rules, state, tree->moves);
      if (n == 0)
        break;
      player = rules->current_player (state);
      if (tree->params->chance_leaves)
        reveals = rules->reveal_count (state);

      tree_index_reset (tree);
      for (guint32 c = tree->nodes[node].first_child; c != NO_NODE; c = tree->nodes[c].next_sibling)
        tree_index_insert (tree, c);

      for (guint i = 0; i < n; i++)
        {
          guint32 c = tree_index_lookup (tree, &tree->moves[i]);
          Node *child;
          double value;

          if (c == NO_NODE)
            {
              tree->untried[n_untried++] = tree->moves[i];
              continue;
            }
          child = &tree->nodes[c];
          child->available++;
          value = child->reward / child->visits
                  + exploration * sqrt (log ((double) child->available) / child->visits);
          if (value > best_value)
            {
              best_value = value;
              best = c;
            }
        }

      if (n_untried > 0 &&
          (best == NO_NODE || tree->nodes[node].n_children < children_limit (tree, tree->nodes[node].visits)))
        {
          guint k = policy_index (rules, state, tree->untried, n_untried, &tree->rng);

          node = tree_add_node (tree, node, &tree->untried[k], player);
          tree->nodes[node].available = 1;
          rules->apply (state, &tree->untried[k]);
          tree->moves_played++;
          break;
        }

      if (tree->params->chance_nodes)
        reveals = rules->reveal_count (state);
      node = best;
      rules->apply (state, &tree->nodes[node].move);
      tree->moves_played++;
      if (tree->params->chance_leaves && rules->reveal_count (state) != reveals)
        break;
      if (tree->params->chance_nodes && rules->reveal_count (state) != reveals)
        {
          gboolean is_new;

          node = outcome_child (tree, node, rules->reveal_outcome (state), &is_new);
          if (is_new)
            break;
        }
    }

  /* Rollout, cut short by the game's evaluation when it has one. */
  for (;;)
    {
      guint n, k;

      if (rules->is_over (state))
        {
          terminal_rewards (rules, state, tree->n_players, rewards);
          break;
        }
      if (rules->evaluate != NULL && tree->params->rollout_depth > 0 &&
          depth >= tree->params->rollout_depth && rules->evaluate (state, rewards))
        break;
      n = rules->legal_moves (state, tree->moves);
      if (n == 0)
        {
          terminal_rewards (rules, state, tree->n_players, rewards);
          break;
        }
      k = policy_index (rules, state, tree->moves, n, &tree->rng);
      rules->apply (state, &tree->moves[k]);
      tree->moves_played++;
      depth++;
    }

  /* Backpropagation. */
  for (guint32 c = node; c != 0; c = tree->nodes[c].parent)
    {
      tree->nodes[c].visits++;
      tree->nodes[c].reward += rewards[tree->nodes[c].player];
      if (tree->child_rewards != NULL && tree->nodes[c].parent == 0)
        for (guint p = 0; p < tree->n_players; p++)
          tree->child_rewards[c * tree->n_players + p] += rewards[p];
    }
  tree->nodes[0].visits++;
  tree->iterations++;
}

static gpointer
tree_run (gpointer data)
{
  Tree *tree = data;

  while (tree->iterations < tree->target)
    {
      if (tree->iterations % CHECK_EVERY == 0)
        {
          if (g_cancellable_is_cancelled (tree->cancellable))
            {
              tree->cancelled = TRUE;
              break;
            }
          if (tree->deadline != 0 && tree->iterations > 0 &&
              g_get_monotonic_time () >= tree->deadline)
            {
              tree->out_of_time = TRUE;
              break;
            }
        }
      tree_iterate (tree);
    }
  return NULL;
}

typedef struct
{
  Tree   *trees;
  guint   first;
  guint   step;
  guint   n_trees;
  gint64  processor_us;  /* the thread's, over every round */
} Worker;

/* The calling thread's processor time. */
static gint64
thread_processor_us (void)
{
  struct timespec now;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now) != 0)
    return 0;
  return (gint64) now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
}

static gpointer
worker_run (gpointer data)
{
  Worker *worker = data;
  gint64 start = thread_processor_us ();

  for (guint i = worker->first; i < worker->n_trees; i += worker->step)
    tree_run (&worker->trees[i]);
  worker->processor_us += thread_processor_us () - start;
  return NULL;
}

static void
tree_init (Tree                *tree,
           const LudusRules    *rules,
           const void          *state,
           const LudusAiParams *params,
           guint64              seed,
           guint                index,
           guint                budget,
           GCancellable        *cancellable)
{
  memset (tree, 0, sizeof *tree);
  tree->budget = budget;
  tree->rules = rules;
  tree->root_state = state;
  tree->params = params;
  tree->cancellable = cancellable;
  tree->observer = rules->current_player (state);
  tree->n_players = count_players (rules, state);
  ludus_rng_seed (&tree->rng, seed + index * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  tree->state = g_malloc (rules->state_size);
  tree->moves = g_new (LudusMove, LUDUS_MAX_MOVES);
  tree->untried = g_new (LudusMove, LUDUS_MAX_MOVES);
  tree->slots = g_new0 (Slot, HASH_SIZE);
  tree->capacity = tree->budget > 0 ? tree->budget + 2 : 4096;
  tree->nodes = g_new (Node, tree->capacity);
  tree_add_node (tree, NO_NODE, NULL, tree->observer);
}

static void
tree_clear (Tree *tree)
{
  g_free (tree->state);
  g_free (tree->moves);
  g_free (tree->untried);
  g_free (tree->slots);
  g_free (tree->nodes);
  g_free (tree->child_rewards);
}

/* Sums the root statistics of every tree for one move. */
static void
root_totals (const Tree      *trees,
             guint            n_trees,
             const LudusMove *move,
             guint64         *visits,
             double          *reward)
{
  *visits = 0;
  *reward = 0;
  for (guint t = 0; t < n_trees; t++)
    for (guint32 c = trees[t].nodes[0].first_child; c != NO_NODE; c = trees[t].nodes[c].next_sibling)
      if (ludus_move_equal (&trees[t].nodes[c].move, move))
        {
          *visits += trees[t].nodes[c].visits;
          *reward += trees[t].nodes[c].reward;
          break;
        }
}

static gboolean
tree_is_done (const Tree *tree)
{
  return tree->cancelled || tree->out_of_time ||
         (tree->budget > 0 && tree->iterations >= tree->budget);
}

/* The iterations, over all trees, that must still run before the most
 * visited legal move can lead every other one by more than the iterations
 * left; 0 when it already does (or nothing is left to run).  An iteration
 * adds one visit to at most one root move, so it narrows that gap by at
 * most two: one visit more for the leader, one iteration fewer left. */
static guint64
iterations_until_decided (const Tree      *trees,
                          guint            n_trees,
                          const LudusMove *legal,
                          guint            n_legal)
{
  guint64 left = 0, first = 0, second = 0;

  for (guint t = 0; t < n_trees; t++)
    if (!tree_is_done (&trees[t]))
      left += trees[t].budget - trees[t].iterations;
  if (left == 0)
    return 0;

  for (guint i = 0; i < n_legal; i++)
    {
      guint64 visits;
      double reward;

      root_totals (trees, n_trees, &legal[i], &visits, &reward);
      if (visits > first)
        {
          second = first;
          first = visits;
        }
      else if (visits > second)
        second = visits;
    }
  if (first > second + left)
    return 0;
  return (second + left - first) / 2 + 1;
}

/* Runs every tree up to its target, one worker per thread. */
static void
run_round (Worker   *workers,
           GThread **threads,
           guint     n_threads)
{
  for (guint i = 1; i < n_threads; i++)
    threads[i] = g_thread_new ("ludus-ai", worker_run, &workers[i]);
  worker_run (&workers[0]);
  for (guint i = 1; i < n_threads; i++)
    g_thread_join (threads[i]);
}

static void fill_analysis (const Tree      *trees,
                           guint            n_trees,
                           const LudusMove *legal,
                           guint            n_legal,
                           const LudusMove *chosen,
                           LudusAiAnalysis *analysis);

/* ludus_ai_search, and for analyses: only (may be NULL) is the one root
 * move to weigh, analysis (may be NULL) receives the root statistics. */
static gboolean
run_search (const LudusRules    *rules,
            const void          *state,
            const LudusAiParams *params,
            guint64              seed,
            const LudusMove     *only,
            GCancellable        *cancellable,
            LudusMove           *move,
            LudusAiStats        *stats,
            LudusAiAnalysis     *analysis)
{
  g_autofree LudusMove *legal = NULL;
  g_autofree Tree *trees = NULL;
  g_autofree Worker *workers = NULL;
  g_autofree GThread **threads = NULL;
  LudusAiStats local_stats;
  guint n_legal, n_trees, n_threads, trees_per_thread;
  guint64 best_visits = 0;
  double best_mean = -G_MAXDOUBLE;
  gboolean found = FALSE;
  gint64 start, start_processor;

  g_return_val_if_fail (rules != NULL && state != NULL && params != NULL && move != NULL, FALSE);
  g_return_val_if_fail (params->iterations > 0 || params->max_ms > 0, FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);

  if (stats == NULL)
    stats = &local_stats;
  memset (stats, 0, sizeof *stats);
  start = g_get_monotonic_time ();
  start_processor = thread_processor_us ();

  legal = g_new (LudusMove, LUDUS_MAX_MOVES);
  n_legal = rules->is_over (state) ? 0 : search_moves (rules, state, legal);
  if (only != NULL && n_legal > 0)
    {
      legal[0] = *only;
      n_legal = 1;
    }
  stats->n_legal = n_legal;
  if (n_legal == 0)
    return FALSE;
  if (g_cancellable_is_cancelled (cancellable))
    {
      stats->cancelled = TRUE;
      return FALSE;
    }
  if (n_legal == 1 && analysis == NULL)
    {
      *move = legal[0];
      return TRUE;
    }

  n_trees = params->n_trees > 0 ? params->n_trees : DEFAULT_TREES;
  if (params->iterations > 0)
    n_trees = MIN (n_trees, params->iterations);
  n_threads = params->n_threads > 0 ? params->n_threads : ludus_ai_get_threads ();
  n_threads = CLAMP (n_threads, 1, n_trees);
  trees_per_thread = (n_trees + n_threads - 1) / n_threads;

  trees = g_new (Tree, n_trees);
  for (guint i = 0; i < n_trees; i++)
    {
      guint budget = 0;

      if (params->iterations > 0)
        budget = params->iterations / n_trees + (i < params->iterations % n_trees ? 1 : 0);
      tree_init (&trees[i], rules, state, params, seed, i, budget, cancellable);
      trees[i].only = only;
      if (analysis != NULL)
        trees[i].child_rewards = g_new0 (double, trees[i].capacity * trees[i].n_players);
      /* Trees sharing a thread split the time cap between them. */
      if (params->max_ms > 0)
        trees[i].deadline = start + (gint64) params->max_ms * 1000 * (i / n_threads + 1) / trees_per_thread;
    }
  workers = g_new (Worker, n_threads);
  threads = g_new0 (GThread *, n_threads);
  for (guint i = 0; i < n_threads; i++)
    workers[i] = (Worker) { trees, i, n_threads, n_trees };

  for (;;)
    {
      guint64 step = G_MAXUINT;  /* per tree: the rest of its budget */
      gboolean running = FALSE;

      if (params->stop_when_decided && params->iterations > 0)
        {
          guint64 needed = iterations_until_decided (trees, n_trees, legal, n_legal);

          if (needed == 0)
            break;
          needed = MAX (needed, params->iterations / MIN_ROUND_SHARE);
          step = (needed + n_trees - 1) / n_trees;
        }
      for (guint i = 0; i < n_trees; i++)
        {
          Tree *tree = &trees[i];

          tree->target = tree->iterations;
          if (tree_is_done (tree))
            continue;
          tree->target = tree->budget == 0 ? G_MAXUINT
                         : (guint) MIN ((guint64) tree->budget, tree->iterations + step);
          running = TRUE;
        }
      if (!running)
        break;
      run_round (workers, threads, n_threads);
      if (g_cancellable_is_cancelled (cancellable))
        {
          stats->cancelled = TRUE;
          break;
        }
    }

  /* The most visited move over all trees; ties go to the better mean, then
   * to the earlier legal move, so the choice is reproducible. */
  for (guint i = 0; i < n_legal; i++)
    {
      guint64 visits;
      double reward, mean;

      root_totals (trees, n_trees, &legal[i], &visits, &reward);
      if (visits == 0)
        continue;
      mean = reward / visits;
      if (!found || visits > best_visits || (visits == best_visits && mean > best_mean))
        {
          found = TRUE;
          best_visits = visits;
          best_mean = mean;
          *move = legal[i];
        }
    }
  if (analysis != NULL && found && !stats->cancelled)
    fill_analysis (trees, n_trees, legal, n_legal, move, analysis);

  for (guint i = 0; i < n_trees; i++)
    {
      stats->iterations += trees[i].iterations;
      stats->moves_played += trees[i].moves_played;
      stats->nodes += trees[i].n_nodes;
      stats->out_of_time |= trees[i].out_of_time;
      stats->cancelled |= trees[i].cancelled;
      tree_clear (&trees[i]);
    }
  stats->elapsed_us = g_get_monotonic_time () - start;
  /* The first worker ran in this thread. */
  stats->processor_us = thread_processor_us () - start_processor;
  for (guint i = 1; i < n_threads; i++)
    stats->processor_us += workers[i].processor_us;

  return found;
}

gboolean
ludus_ai_search (const LudusRules    *rules,
                 const void          *state,
                 const LudusAiParams *params,
                 guint64              seed,
                 GCancellable        *cancellable,
                 LudusMove           *move,
                 LudusAiStats        *stats)
{
  return run_search (rules, state, params, seed, NULL, cancellable, move, stats, NULL);
}

gboolean
ludus_ai_choose_move (const LudusRules *rules,
                      const void       *state,
                      LudusAiLevel      level,
                      guint64           seed,
                      GCancellable     *cancellable,
                      LudusMove        *move,
                      LudusAiStats     *stats)
{
  return ludus_ai_choose_move_capped (rules, state, level, seed, 0, cancellable, move, stats);
}

gboolean
ludus_ai_choose_move_capped (const LudusRules *rules,
                             const void       *state,
                             LudusAiLevel      level,
                             guint64           seed,
                             guint             max_ms,
                             GCancellable     *cancellable,
                             LudusMove        *move,
                             LudusAiStats     *stats)
{
  g_autofree LudusMove *moves = NULL;
  LudusAiParams params;
  LudusAiStats local_stats;
  LudusRng rng;
  gint64 start, start_processor;
  guint n;

  g_return_val_if_fail (rules != NULL && state != NULL && move != NULL, FALSE);
  g_return_val_if_fail (level < LUDUS_AI_N_LEVELS, FALSE);

  if (level == LUDUS_AI_NORMAL || level == LUDUS_AI_HARD)
    {
      ludus_ai_params_for_level (rules, level, &params);
      params.max_ms = max_ms;
      return ludus_ai_search (rules, state, &params, seed, cancellable, move, stats);
    }

  if (stats == NULL)
    stats = &local_stats;
  memset (stats, 0, sizeof *stats);
  if (g_cancellable_is_cancelled (cancellable) || rules->is_over (state))
    return FALSE;
  start = g_get_monotonic_time ();
  start_processor = thread_processor_us ();
  moves = g_new (LudusMove, LUDUS_MAX_MOVES);
  n = rules->legal_moves (state, moves);
  stats->n_legal = n;
  if (n == 0)
    return FALSE;
  ludus_rng_seed (&rng, seed);
  if (level == LUDUS_AI_EASY)
    *move = moves[policy_index (rules, state, moves, n, &rng)];
  else
    *move = moves[ludus_rng_below (&rng, n)];
  stats->elapsed_us = g_get_monotonic_time () - start;
  stats->processor_us = thread_processor_us () - start_processor;
  return TRUE;
}

/* Root moves by visits, then mean reward; the sort is stable, so ties keep
 * the legal order, as the choice in run_search does. */
static int
compare_root_moves (gconstpointer a,
                    gconstpointer b,
                    gpointer      user_data)
{
  const LudusAiMoveValue *x = a;
  const LudusAiMoveValue *y = b;

  if (x->visits != y->visits)
    return x->visits > y->visits ? -1 : 1;
  if (x->value != y->value)
    return x->value > y->value ? -1 : 1;
  return 0;
}

static void
fill_analysis (const Tree      *trees,
               guint            n_trees,
               const LudusMove *legal,
               guint            n_legal,
               const LudusMove *chosen,
               LudusAiAnalysis *analysis)
{
  guint n_players = trees[0].n_players;

  analysis->player = trees[0].observer;
  analysis->n_players = n_players;
  analysis->chosen = *chosen;
  analysis->moves = g_new0 (LudusAiMoveValue, n_legal);
  analysis->n_moves = 0;

  for (guint i = 0; i < n_legal; i++)
    {
      LudusAiMoveValue *entry = &analysis->moves[analysis->n_moves];
      double sums[LUDUS_MAX_PLAYERS] = { 0 };
      guint64 visits = 0;
      double reward = 0;

      for (guint t = 0; t < n_trees; t++)
        for (guint32 c = trees[t].nodes[0].first_child; c != NO_NODE; c = trees[t].nodes[c].next_sibling)
          if (ludus_move_equal (&trees[t].nodes[c].move, &legal[i]))
            {
              visits += trees[t].nodes[c].visits;
              reward += trees[t].nodes[c].reward;
              for (guint p = 0; p < n_players; p++)
                sums[p] += trees[t].child_rewards[c * n_players + p];
              break;
            }
      if (visits == 0)
        continue;

      entry->move = legal[i];
      entry->visits = visits;
      entry->value = reward / visits;
      for (guint p = 0; p < n_players; p++)
        entry->values[p] = sums[p] / visits;
      analysis->n_moves++;
    }

  g_qsort_with_data (analysis->moves, analysis->n_moves, sizeof (LudusAiMoveValue),
                     compare_root_moves, NULL);
}

static gboolean
analyse (const LudusRules    *rules,
         const void          *state,
         const LudusAiParams *params,
         guint64              seed,
         const LudusMove     *only,
         GCancellable        *cancellable,
         LudusAiAnalysis     *analysis)
{
  LudusMove move;

  memset (analysis, 0, sizeof *analysis);
  if (!run_search (rules, state, params, seed, only, cancellable, &move, &analysis->stats, analysis) ||
      analysis->stats.cancelled || analysis->n_moves == 0)
    {
      g_clear_pointer (&analysis->moves, g_free);
      analysis->n_moves = 0;
      return FALSE;
    }
  return TRUE;
}

gboolean
ludus_ai_analyse (const LudusRules    *rules,
                  const void          *state,
                  const LudusAiParams *params,
                  guint64              seed,
                  GCancellable        *cancellable,
                  LudusAiAnalysis     *analysis)
{
  g_return_val_if_fail (rules != NULL && state != NULL && params != NULL, FALSE);
  g_return_val_if_fail (analysis != NULL, FALSE);

  return analyse (rules, state, params, seed, NULL, cancellable, analysis);
}

gboolean
ludus_ai_analyse_move (const LudusRules    *rules,
                       const void          *state,
                       const LudusAiParams *params,
                       guint64              seed,
                       const LudusMove     *move,
                       GCancellable        *cancellable,
                       LudusAiAnalysis     *analysis)
{
  g_autofree LudusMove *legal = NULL;
  LudusAiParams whole = { 0 };
  gboolean is_legal = FALSE;
  guint n;

  g_return_val_if_fail (rules != NULL && state != NULL && params != NULL, FALSE);
  g_return_val_if_fail (move != NULL && analysis != NULL, FALSE);

  legal = g_new (LudusMove, LUDUS_MAX_MOVES);
  n = rules->is_over (state) ? 0 : rules->legal_moves (state, legal);
  for (guint i = 0; i < n && !is_legal; i++)
    is_legal = ludus_move_equal (&legal[i], move);
  g_return_val_if_fail (is_legal, FALSE);

  /* One move always leads: stopping once decided would stop at once. */
  whole = *params;
  whole.stop_when_decided = FALSE;
  return analyse (rules, state, &whole, seed, move, cancellable, analysis);
}

void
ludus_ai_analysis_clear (LudusAiAnalysis *analysis)
{
  g_return_if_fail (analysis != NULL);

  g_free (analysis->moves);
  memset (analysis, 0, sizeof *analysis);
}
