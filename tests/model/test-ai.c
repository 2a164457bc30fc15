/* test-ai.c: the computer players are fair, reproducible, legal, cancellable
 * and stronger than chance
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The search is first checked on a toy game with a hidden deck (so these
 * tests do not wait for the real games), then on every registered game that
 * has a complete rules table.
 */

#define G_LOG_DOMAIN "test-ai"

#include "config.h"

#include <string.h>

#include <json-glib/json-glib.h>

#include "ludus-ai.h"
#include "ludus-content.h"
#include "ludus-rules.h"
#include "ludus-test-rules.h"

/* ---- A toy game: "Fifteen" ------------------------------------------------
 * Two players share a face-down deck of the cards 1 to 10.  On a turn a
 * player draws the top card (adding it to their total) or stands; going over
 * 15 busts (score 0).  When both have stood or bust, the higher total wins.
 * The order of the deck is the hidden information. */

#define TOY_CARDS 10
#define TOY_LIMIT 15

typedef struct
{
  LudusRng rng;
  guint8   deck[TOY_CARDS];   /* the top card is deck[n_deck - 1] */
  guint8   n_deck;
  guint8   total[2];
  guint8   done[2];
  guint8   player;
  guint8   last;              /* the card drawn last, 0: none */
} ToyState;

enum { TOY_STAND, TOY_DRAW };

static gboolean
toy_init (void             *data,
          gconstpointer     content,
          const LudusSetup *setup,
          GError          **error)
{
  ToyState *state = data;

  memset (state, 0, sizeof *state);
  ludus_rng_seed (&state->rng, setup->seed);
  for (guint i = 0; i < TOY_CARDS; i++)
    state->deck[i] = i + 1;
  if (setup->shuffle)
    ludus_rng_shuffle (&state->rng, state->deck, TOY_CARDS, 1);
  state->n_deck = TOY_CARDS;
  return TRUE;
}

static gboolean
toy_is_over (const void *data)
{
  const ToyState *state = data;

  return state->done[0] && state->done[1];
}

static guint
toy_legal_moves (const void *data,
                 LudusMove  *moves)
{
  const ToyState *state = data;
  guint n = 0;

  if (toy_is_over (state))
    return 0;
  memset (moves, 0, 2 * sizeof (LudusMove));
  moves[n++].bytes[0] = TOY_STAND;
  if (state->n_deck > 0)
    moves[n++].bytes[0] = TOY_DRAW;
  return n;
}

static void
toy_apply (void            *data,
           const LudusMove *move)
{
  ToyState *state = data;
  guint p = state->player;

  if (move->bytes[0] == TOY_DRAW)
    {
      state->last = state->deck[--state->n_deck];
      state->total[p] += state->last;
      if (state->total[p] > TOY_LIMIT)
        state->done[p] = TRUE;
    }
  else
    state->done[p] = TRUE;
  if (!state->done[1 - p])
    state->player = 1 - p;
}

static guint
toy_current_player (const void *data)
{
  return ((const ToyState *) data)->player;
}

static void
toy_scores (const void *data,
            int        *scores)
{
  const ToyState *state = data;

  for (guint i = 0; i < 2; i++)
    scores[i] = state->total[i] > TOY_LIMIT ? 0 : state->total[i];
}

static guint32
toy_winners (const void *data)
{
  int scores[2];

  toy_scores (data, scores);
  if (scores[0] == scores[1])
    return 3;
  return scores[0] > scores[1] ? 1 : 2;
}

static int
compare_bytes (gconstpointer a,
               gconstpointer b)
{
  return *(const guint8 *) a - *(const guint8 *) b;
}

/* Canonical: the result depends only on which cards are unseen and on rng. */
static void
toy_determinize (void     *data,
                 guint     observer,
                 LudusRng *rng)
{
  ToyState *state = data;

  qsort (state->deck, state->n_deck, 1, compare_bytes);
  ludus_rng_shuffle (rng, state->deck, state->n_deck, 1);
  ludus_rng_seed (&state->rng, ludus_rng_next64 (rng));
}

static const LudusRules toy_rules = {
  .id = "toy",
  .min_players = 2,
  .max_players = 2,
  .state_size = sizeof (ToyState),
  .init = toy_init,
  .legal_moves = toy_legal_moves,
  .apply = toy_apply,
  .current_player = toy_current_player,
  .is_over = toy_is_over,
  .scores = toy_scores,
  .winners = toy_winners,
  .determinize = toy_determinize,
};

static guint
toy_reveal_count (const void *data)
{
  return TOY_CARDS - ((const ToyState *) data)->n_deck;
}

static guint64
toy_reveal_outcome (const void *data)
{
  return ((const ToyState *) data)->last;
}

static void
toy_new (ToyState *state,
         guint64   seed)
{
  LudusSetup setup = { .n_players = 2, .shuffle = TRUE, .seed = seed };

  g_assert_true (toy_init (state, NULL, &setup, NULL));
}

static void
toy_params (LudusAiParams *params,
            guint          iterations)
{
  memset (params, 0, sizeof *params);
  params->iterations = iterations;
  params->exploration = 0.7;
  params->widening = 2.0;
}

static void
test_toy_determinism (void)
{
  LudusAiParams params;
  ToyState state;
  guint draws = 0;

  toy_params (&params, 400);
  for (guint64 seed = 0; seed < 20; seed++)
    {
      LudusMove a, b, c;

      toy_new (&state, seed);
      state.total[0] = 7 + seed % 6;
      params.n_threads = 1;
      g_assert_true (ludus_ai_search (&toy_rules, &state, &params, seed, NULL, &a, NULL));
      g_assert_true (ludus_ai_search (&toy_rules, &state, &params, seed, NULL, &b, NULL));
      /* Two trees in two threads or in one: the same move. */
      params.n_threads = 2;
      g_assert_true (ludus_ai_search (&toy_rules, &state, &params, seed, NULL, &c, NULL));
      g_assert_true (ludus_move_equal (&a, &b));
      g_assert_true (ludus_move_equal (&a, &c));
      draws += a.bytes[0] == TOY_DRAW;
    }
  /* At totals 7 to 12 with cards 1 to 10 left the choice is not forced. */
  g_assert_cmpuint (draws, >, 0);
  g_assert_cmpuint (draws, <, 20);
}

static void
test_toy_fairness (void)
{
  LudusAiParams params;

  toy_params (&params, 300);
  for (guint64 seed = 0; seed < 20; seed++)
    {
      ToyState a, b;
      LudusMove move_a, move_b;

      toy_new (&a, seed);
      a.total[0] = 6 + seed % 8;
      b = a;
      /* Same public information, another deck order and RNG. */
      ludus_rng_shuffle (&b.rng, b.deck, b.n_deck, 1);
      ludus_rng_seed (&b.rng, seed + 1000);
      g_assert_true (memcmp (a.deck, b.deck, sizeof a.deck) != 0);
      g_assert_true (ludus_ai_search (&toy_rules, &a, &params, 99, NULL, &move_a, NULL));
      g_assert_true (ludus_ai_search (&toy_rules, &b, &params, 99, NULL, &move_b, NULL));
      g_assert_true (ludus_move_equal (&move_a, &move_b));
    }
}

/* The share of games a search with this many iterations wins against
 * uniform random play, seats alternating. */
static double
toy_win_share (guint iterations,
               guint n_games)
{
  LudusAiParams params;
  double wins = 0;

  toy_params (&params, iterations);
  for (guint g = 0; g < n_games; g++)
    {
      ToyState state;
      guint searcher = g % 2;
      LudusRng rng;

      toy_new (&state, g + 1);
      ludus_rng_seed (&rng, g);
      while (!toy_is_over (&state))
        {
          LudusMove moves[2];
          LudusMove move;

          if (toy_current_player (&state) == searcher)
            g_assert_true (ludus_ai_search (&toy_rules, &state, &params, g, NULL, &move, NULL));
          else
            {
              guint n = toy_legal_moves (&state, moves);

              move = moves[ludus_rng_below (&rng, n)];
            }
          toy_apply (&state, &move);
        }
      if (toy_winners (&state) & (1u << searcher))
        wins += toy_winners (&state) == 3 ? 0.5 : 1.0;
    }
  return wins / n_games;
}

static void
test_toy_strength (void)
{
  double share = toy_win_share (300, 200);

  g_test_message ("search vs random at Fifteen: %.2f", share);
  g_assert_cmpfloat (share, >=, 0.7);
}

typedef struct
{
  GCancellable *cancellable;
  guint         delay_ms;
} Canceller;

static gpointer
cancel_later (gpointer data)
{
  Canceller *canceller = data;

  g_usleep (canceller->delay_ms * 1000);
  g_cancellable_cancel (canceller->cancellable);
  return NULL;
}

/* Cancels a search that would otherwise run for 20 s; checks it returns
 * promptly with a legal move (or none), then that a cancelled cancellable
 * stops a search before it starts. */
static void
check_cancellation (const LudusRules *rules,
                    const void       *state)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autofree LudusMove *moves = g_new (LudusMove, LUDUS_MAX_MOVES);
  Canceller canceller = { cancellable, 50 };
  LudusAiParams params;
  LudusAiStats stats;
  LudusMove move;
  GThread *thread;
  gint64 start;
  gboolean found;
  guint n;

  ludus_ai_params_for_level (rules, LUDUS_AI_HARD, &params);
  params.iterations = 0;
  params.max_ms = 20000;
  n = rules->legal_moves (state, moves);
  g_assert_cmpuint (n, >, 1);

  start = g_get_monotonic_time ();
  thread = g_thread_new ("canceller", cancel_later, &canceller);
  found = ludus_ai_search (rules, state, &params, 1, cancellable, &move, &stats);
  g_thread_join (thread);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 2 * G_USEC_PER_SEC);
  g_assert_true (stats.cancelled);
  if (found)
    {
      gboolean legal = FALSE;

      for (guint i = 0; i < n; i++)
        legal |= ludus_move_equal (&moves[i], &move);
      g_assert_true (legal);
    }

  g_assert_false (ludus_ai_search (rules, state, &params, 1, cancellable, &move, &stats));
  g_assert_false (ludus_ai_choose_move (rules, state, LUDUS_AI_HARD, 1, cancellable, &move, NULL));
}

static void
test_toy_cancellation (void)
{
  ToyState state;

  toy_new (&state, 5);
  check_cancellation (&toy_rules, &state);
}

/* ---- The registered games ------------------------------------------------ */

typedef struct
{
  const LudusRules *rules;
  gpointer          content;
} Game;

static void
game_load (Game             *game,
           const LudusRules *rules)
{
  game->rules = rules;
  game->content = ludus_test_default_content (rules);
}

static void
game_clear (Game *game)
{
  game->rules->content_free (game->content);
}

/* A quick search, cheap enough for thousands of moves in a test. */
static void
quick_level_params (const LudusRules *rules,
                    LudusAiLevel      level,
                    LudusAiParams    *params,
                    guint             iterations)
{
  ludus_ai_params_for_level (rules, level, params);
  params->iterations = iterations;
  params->max_ms = 0;
}

static void
quick_params (const LudusRules *rules,
              LudusAiParams    *params,
              guint             iterations)
{
  quick_level_params (rules, LUDUS_AI_NORMAL, params, iterations);
}

/* The number of players the tests use: two when the game allows it. */
static guint
test_players (const LudusRules *rules)
{
  return MAX (rules->min_players, 2);
}

/* Plays one game; seat i plays levels[i] (LUDUS_AI_NORMAL here stands for a
 * quick search).  Checks every move is legal; returns the winners and adds
 * the number of computer moves to *n_moves. */
static guint32
play_game (const Game         *game,
           guint               n_players,
           const LudusAiLevel *levels,
           guint64             seed,
           guint              *n_moves)
{
  const LudusRules *rules = game->rules;
  g_autofree void *state = ludus_test_new_state (rules, game->content, n_players, seed);
  LudusAiParams params;
  guint turn = 0;
  guint32 winners;

  quick_params (rules, &params, 24);
  while (!rules->is_over (state))
    {
      guint player = rules->current_player (state);
      LudusMove move;

      g_assert_cmpuint (player, <, n_players);
      if (levels[player] == LUDUS_AI_NORMAL || levels[player] == LUDUS_AI_HARD)
        g_assert_true (ludus_ai_search (rules, state, &params, seed + turn, NULL, &move, NULL));
      else
        g_assert_true (ludus_ai_choose_move (rules, state, levels[player], seed + turn, NULL, &move, NULL));
      g_assert_true (ludus_test_is_legal (rules, state, &move));
      rules->apply (state, &move);
      turn++;
      g_assert_cmpuint (turn, <, 100000);
    }
  *n_moves += turn;
  winners = rules->winners (state);
  g_assert_cmpuint (winners, !=, 0);
  return winners;
}

static gboolean
game_is_ready (const LudusRules *rules)
{
  if (rules->legal_moves == NULL || rules->content_new == NULL || rules->determinize == NULL)
    {
      g_test_skip ("the rules engine has not landed yet");
      return FALSE;
    }
  return TRUE;
}

static void
test_game_legality (gconstpointer data)
{
  const LudusRules *rules = data;
  guint n_moves = 0;
  Game game;

  if (!game_is_ready (rules))
    return;
  game_load (&game, rules);
  /* Every level, every player count, until a few thousand moves. */
  for (guint64 seed = 1; n_moves < 3000; seed++)
    {
      guint n_players = rules->min_players + seed % (rules->max_players - rules->min_players + 1);
      LudusAiLevel levels[LUDUS_MAX_PLAYERS];

      for (guint i = 0; i < n_players; i++)
        levels[i] = (seed + i) % 3 == 0 ? LUDUS_AI_RANDOM
                    : (seed + i) % 3 == 1 ? LUDUS_AI_EASY : LUDUS_AI_NORMAL;
      play_game (&game, n_players, levels, seed, &n_moves);
    }
  g_test_message ("%s: %u legal moves", rules->id, n_moves);
  game_clear (&game);
}

/* Random states along a few games, each with more than one legal move. */
static GPtrArray *
sample_states (const Game *game,
               guint       n_states,
               guint64     seed)
{
  const LudusRules *rules = game->rules;
  GPtrArray *states = g_ptr_array_new_with_free_func (g_free);
  g_autofree LudusMove *moves = g_new (LudusMove, LUDUS_MAX_MOVES);
  LudusRng rng;

  ludus_rng_seed (&rng, seed);
  while (states->len < n_states)
    {
      g_autofree void *state = ludus_test_new_state (rules, game->content, test_players (rules),
                                                     ludus_rng_next64 (&rng));

      while (!rules->is_over (state) && states->len < n_states)
        {
          guint n = rules->legal_moves (state, moves);

          if (n > 1 && ludus_rng_below (&rng, 8) == 0)
            g_ptr_array_add (states, g_memdup2 (state, rules->state_size));
          rules->apply (state, &moves[ludus_rng_below (&rng, n)]);
        }
    }
  return states;
}

static gboolean
determinize_is_canonical (const LudusRules *rules,
                          const void       *a,
                          const void       *b,
                          guint             observer)
{
  g_autofree void *da = g_memdup2 (a, rules->state_size);
  g_autofree void *db = g_memdup2 (b, rules->state_size);
  LudusRng rng_a, rng_b;

  ludus_rng_seed (&rng_a, 77);
  ludus_rng_seed (&rng_b, 77);
  rules->determinize (da, observer, &rng_a);
  rules->determinize (db, observer, &rng_b);
  return memcmp (da, db, rules->state_size) == 0;
}

static void
test_game_fairness (gconstpointer data)
{
  const LudusRules *rules = data;
  g_autoptr(GPtrArray) states = NULL;
  g_autofree void *other = NULL;
  LudusAiParams normal, hard;
  Game game;

  if (!game_is_ready (rules))
    return;
  game_load (&game, rules);
  /* Hard's rollouts may end in the game's evaluation: it must not peek
   * either. */
  quick_level_params (rules, LUDUS_AI_NORMAL, &normal, 64);
  quick_level_params (rules, LUDUS_AI_HARD, &hard, 64);
  states = sample_states (&game, 12, 7);
  other = g_malloc (rules->state_size);
  for (guint i = 0; i < states->len; i++)
    {
      const void *state = states->pdata[i];
      guint observer = rules->current_player (state);
      const LudusAiParams *params = i % 2 == 0 ? &normal : &hard;
      LudusMove a, b;
      LudusRng rng;

      /* The same public information, hidden information drawn anew. */
      memcpy (other, state, rules->state_size);
      ludus_rng_seed (&rng, 1000 + i);
      rules->determinize (other, observer, &rng);

      /* The search can only be fair if the game's determinize is: its
       * result may depend on the public information and rng alone. */
      g_assert_true (determinize_is_canonical (rules, state, other, observer));

      g_assert_true (ludus_ai_search (rules, state, params, i, NULL, &a, NULL));
      g_assert_true (ludus_ai_search (rules, other, params, i, NULL, &b, NULL));
      g_assert_true (ludus_move_equal (&a, &b));
      if (rules->evaluate != NULL)
        {
          double va[LUDUS_MAX_PLAYERS], vb[LUDUS_MAX_PLAYERS];
          gboolean judged = rules->evaluate (state, va);

          g_assert_cmpint (judged, ==, rules->evaluate (other, vb));
          if (judged)
            g_assert_cmpmem (va, sizeof (double) * test_players (rules), vb, sizeof (double) * test_players (rules));
        }
      g_assert_true (ludus_ai_choose_move (rules, state, LUDUS_AI_EASY, i, NULL, &a, NULL));
      g_assert_true (ludus_ai_choose_move (rules, other, LUDUS_AI_EASY, i, NULL, &b, NULL));
      g_assert_true (ludus_move_equal (&a, &b));
    }
  game_clear (&game);
}

static void
test_game_determinism (gconstpointer data)
{
  const LudusRules *rules = data;
  g_autoptr(GPtrArray) states = NULL;
  LudusAiParams params;
  guint differ = 0;
  Game game;

  if (!game_is_ready (rules))
    return;
  game_load (&game, rules);
  states = sample_states (&game, 8, 3);
  for (guint i = 0; i < states->len; i++)
    {
      LudusMove a, b, c;

      quick_level_params (rules, i % 2 == 0 ? LUDUS_AI_NORMAL : LUDUS_AI_HARD, &params, 64);

      params.n_threads = 1;
      g_assert_true (ludus_ai_search (rules, states->pdata[i], &params, 5, NULL, &a, NULL));
      params.n_threads = 2;
      g_assert_true (ludus_ai_search (rules, states->pdata[i], &params, 5, NULL, &b, NULL));
      g_assert_true (ludus_move_equal (&a, &b));
      g_assert_true (ludus_ai_search (rules, states->pdata[i], &params, 6, NULL, &c, NULL));
      differ += !ludus_move_equal (&a, &c);
    }
  g_test_message ("%s: another seed chose another move in %u of %u states", rules->id, differ, states->len);
  game_clear (&game);
}

/* Stopping once the leading move is out of reach saves iterations and never
 * changes the move the whole budget chooses. */
static void
test_game_stop_when_decided (gconstpointer data)
{
  const LudusRules *rules = data;
  g_autoptr(GPtrArray) states = NULL;
  LudusAiParams params;
  guint64 full = 0, stopped = 0;
  Game game;

  if (!game_is_ready (rules))
    return;
  game_load (&game, rules);
  quick_params (rules, &params, 600);
  states = sample_states (&game, 10, 13);
  for (guint i = 0; i < states->len; i++)
    {
      LudusAiStats a_stats, b_stats;
      LudusMove a, b;

      params.stop_when_decided = FALSE;
      g_assert_true (ludus_ai_search (rules, states->pdata[i], &params, i, NULL, &a, &a_stats));
      params.stop_when_decided = TRUE;
      g_assert_true (ludus_ai_search (rules, states->pdata[i], &params, i, NULL, &b, &b_stats));
      g_assert_true (ludus_move_equal (&a, &b));
      g_assert_cmpuint (a_stats.iterations, ==, params.iterations);
      g_assert_cmpuint (b_stats.iterations, <=, a_stats.iterations);
      /* No move can be out of reach before half the budget has run. */
      g_assert_cmpuint (b_stats.iterations, >, params.iterations / 2);
      full += a_stats.iterations;
      stopped += b_stats.iterations;
    }
  g_test_message ("%s: %" G_GUINT64_FORMAT " of %" G_GUINT64_FORMAT " iterations run",
                  rules->id, stopped, full);
  g_assert_cmpuint (stopped, <, full);
  game_clear (&game);
}

static void
test_game_cancellation (gconstpointer data)
{
  const LudusRules *rules = data;
  g_autoptr(GPtrArray) states = NULL;
  Game game;

  if (!game_is_ready (rules))
    return;
  game_load (&game, rules);
  states = sample_states (&game, 1, 11);
  check_cancellation (rules, states->pdata[0]);
  game_clear (&game);
}

static guint
count_bits (guint32 bits)
{
  guint n = 0;

  for (; bits != 0; bits &= bits - 1)
    n++;
  return n;
}

/* Easy against random, two players, seats alternating. */
static void
test_game_strength (gconstpointer data)
{
  const LudusRules *rules = data;
  guint n_players = test_players (rules);
  guint n_moves = 0;
  double wins = 0;
  Game game;

  if (!game_is_ready (rules))
    return;
  game_load (&game, rules);
  for (guint g = 0; g < 100; g++)
    {
      LudusAiLevel levels[LUDUS_MAX_PLAYERS];
      guint easy = g % n_players;
      guint32 winners;

      for (guint i = 0; i < n_players; i++)
        levels[i] = i == easy ? LUDUS_AI_EASY : LUDUS_AI_RANDOM;
      winners = play_game (&game, n_players, levels, 500 + g, &n_moves);
      if (winners & (1u << easy))
        wins += 1.0 / count_bits (winners);  /* a shared victory counts in part */
    }
  g_test_message ("%s: easy won %.1f of 100 games against random", rules->id, wins);
  g_assert_cmpfloat (wins, >=, 60);
  game_clear (&game);
}

/* Hard's rollouts stop where the game's evaluation can judge the state:
 * they play fewer moves than rollouts to the end, and the evaluation's
 * rewards are rewards, in [0, 1]. */
static void
test_game_evaluation (gconstpointer data)
{
  const LudusRules *rules = data;
  g_autoptr(GPtrArray) states = NULL;
  LudusAiParams params;
  guint64 all_played_out = 0, all_cut = 0;
  guint judged = 0;
  Game game;

  if (!game_is_ready (rules))
    return;
  ludus_ai_params_for_level (rules, LUDUS_AI_HARD, &params);
  if (params.rollout_depth == 0)
    {
      g_test_skip ("hard rollouts play out in this game");
      return;
    }
  game_load (&game, rules);
  states = sample_states (&game, 10, 17);
  for (guint i = 0; i < states->len; i++)
    {
      LudusAiStats played_out, cut;
      LudusMove a, b;
      double values[LUDUS_MAX_PLAYERS];

      params.iterations = 200;
      params.stop_when_decided = FALSE;
      params.rollout_depth = 0;
      g_assert_true (ludus_ai_search (rules, states->pdata[i], &params, i, NULL, &a, &played_out));
      ludus_ai_params_for_level (rules, LUDUS_AI_HARD, &params);
      params.iterations = 200;
      params.stop_when_decided = FALSE;
      g_assert_true (ludus_ai_search (rules, states->pdata[i], &params, i, NULL, &b, &cut));
      g_assert_cmpuint (cut.iterations, ==, played_out.iterations);
      /* Equal in the last stretch, where no state can be judged before
       * the end. */
      g_assert_cmpuint (cut.moves_played, <=, played_out.moves_played);
      all_played_out += played_out.moves_played;
      all_cut += cut.moves_played;

      if (rules->evaluate (states->pdata[i], values))
        {
          judged++;
          for (guint p = 0; p < test_players (rules); p++)
            {
              g_assert_cmpfloat (values[p], >=, 0.0);
              g_assert_cmpfloat (values[p], <=, 1.0);
            }
        }
    }
  g_test_message ("%s: the evaluation judged %u of %u sampled states; rollouts played %"
                  G_GUINT64_FORMAT " moves instead of %" G_GUINT64_FORMAT,
                  rules->id, judged, states->len, all_cut, all_played_out);
  g_assert_cmpuint (all_cut, <, all_played_out * 3 / 4);
  game_clear (&game);
}

static void
test_rewards_from_scores (void)
{
  const double even[] = { 40, 40 };
  const double ahead[] = { 50, 40 };
  const double far_ahead[] = { 1e6, 0 };
  const double three[] = { 30, 20, 10 };
  double r[LUDUS_MAX_PLAYERS];

  ludus_rewards_from_scores (even, 2, 5.0, r);
  g_assert_cmpfloat_with_epsilon (r[0], 0.5, 1e-9);
  g_assert_cmpfloat_with_epsilon (r[1], 0.5, 1e-9);

  /* The leader is favoured, the more so the less is left to play. */
  ludus_rewards_from_scores (ahead, 2, 5.0, r);
  g_assert_cmpfloat (r[0], >, 0.8);
  g_assert_cmpfloat_with_epsilon (r[0] + r[1], 1.0, 1e-9);
  ludus_rewards_from_scores (ahead, 2, 20.0, r);
  g_assert_cmpfloat (r[0], >, 0.5);
  g_assert_cmpfloat (r[0], <, 0.8);

  ludus_rewards_from_scores (far_ahead, 2, 1.0, r);
  g_assert_cmpfloat_with_epsilon (r[0], 1.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (r[1], 0.0, 1e-9);

  ludus_rewards_from_scores (three, 3, 8.0, r);
  g_assert_cmpfloat (r[0], >, r[1]);
  g_assert_cmpfloat (r[1], >, r[2]);
  g_assert_cmpfloat (r[2], >, 0.0);
}

/* Player 0 at 8 against a stand at 12, drawing from 1 to 5, 9 and 10: a
 * draw wins when the next card (or the one after) lands on 13 to 15.  The
 * player sees each card before choosing again, which only a tree that
 * branches on the card drawn weighs: with one node for "draw again"
 * whatever the card, the draw looks worse than it is. */
static void
test_toy_chance_nodes (void)
{
  static const guint8 deck[] = { 1, 2, 3, 4, 5, 9, 10 };
  LudusAiAnalysis fused, branched;
  LudusAiParams params;
  LudusRules toy_chance_rules = toy_rules;  /* telling what each draw shows */
  ToyState state;
  double draw[2] = { 0 };

  toy_chance_rules.reveal_count = toy_reveal_count;
  toy_chance_rules.reveal_outcome = toy_reveal_outcome;

  toy_new (&state, 1);
  memcpy (state.deck, deck, sizeof deck);
  state.n_deck = sizeof deck;
  state.total[0] = 8;
  state.total[1] = 12;
  state.done[1] = TRUE;

  toy_params (&params, 4000);
  g_assert_true (ludus_ai_analyse (&toy_chance_rules, &state, &params, 3, NULL, &fused));
  params.chance_nodes = TRUE;
  g_assert_true (ludus_ai_analyse (&toy_chance_rules, &state, &params, 3, NULL, &branched));
  for (guint i = 0; i < fused.n_moves; i++)
    if (fused.moves[i].move.bytes[0] == TOY_DRAW)
      draw[0] = fused.moves[i].value;
  for (guint i = 0; i < branched.n_moves; i++)
    if (branched.moves[i].move.bytes[0] == TOY_DRAW)
      draw[1] = branched.moves[i].value;
  g_test_message ("the draw is worth %.3f, %.3f with chance nodes", draw[0], draw[1]);
  g_assert_cmpuint (branched.chosen.bytes[0], ==, TOY_DRAW);
  g_assert_cmpfloat (draw[1], >, draw[0] + 0.05);
  ludus_ai_analysis_clear (&fused);
  ludus_ai_analysis_clear (&branched);
}

/* A time-only search stops at its cap and still answers. */
static void
test_toy_time_cap (void)
{
  LudusAiParams params;
  LudusAiStats stats;
  ToyState state;
  LudusMove move;

  toy_new (&state, 9);
  toy_params (&params, 0);
  params.max_ms = 100;
  params.n_threads = 2;
  g_assert_true (ludus_ai_search (&toy_rules, &state, &params, 1, NULL, &move, &stats));
  g_assert_true (stats.out_of_time);
  g_assert_false (stats.cancelled);
  g_assert_cmpuint (stats.iterations, >, 0);
  g_assert_cmpint (stats.elapsed_us, >=, 100 * 1000);
  g_assert_cmpint (stats.elapsed_us, <, 2 * G_USEC_PER_SEC);
  g_assert_cmpuint (stats.nodes, >, 1);
  /* Both threads' processor time, and no more than two threads can use
   * in that time (with the clocks' granularity). */
  g_test_message ("%" G_GINT64_FORMAT " µs of processor time in %" G_GINT64_FORMAT " µs",
                  stats.processor_us, stats.elapsed_us);
  g_assert_cmpint (stats.processor_us, >, 0);
  g_assert_cmpint (stats.processor_us, <=, 2 * stats.elapsed_us + 10 * 1000);
}

/* The levels stop at iteration budgets only, so that a seed gives the same
 * games on any machine and under any load; the app's time cap is separate
 * and only for the searching levels. */
static void
test_budgets_only (void)
{
  const LudusRules * const *all;
  guint n_rules;

  all = ludus_rules_get_all (&n_rules);
  for (guint i = 0; i < n_rules; i++)
    for (LudusAiLevel level = LUDUS_AI_NORMAL; level <= LUDUS_AI_HARD; level++)
      {
        LudusAiParams params;

        ludus_ai_params_for_level (all[i], level, &params);
        g_assert_cmpuint (params.iterations, >, 0);
        g_assert_cmpuint (params.max_ms, ==, 0);
        g_assert_cmpuint (ludus_ai_level_get_time_cap (level), >, 0);
      }
  g_assert_cmpuint (ludus_ai_level_get_time_cap (LUDUS_AI_RANDOM), ==, 0);
  g_assert_cmpuint (ludus_ai_level_get_time_cap (LUDUS_AI_EASY), ==, 0);
}

/* With a tiny cap the app's search stops early and says so; without one
 * the same search runs its whole budget, whatever the clock says. */
static void
test_capped_choice (void)
{
  const LudusRules *rules = ludus_rules_lookup ("mykerinos");
  g_autoptr(LudusContent) content = ludus_content_new_default (rules, NULL);
  g_autofree void *state = g_malloc0 (rules->state_size);
  LudusSetup setup = { 2, 0, TRUE, 11 };
  LudusAiStats capped, uncapped;
  LudusMove move;

  g_assert_true (rules->init (state, ludus_content_get_compiled (content), &setup, NULL));
  g_assert_true (ludus_ai_choose_move_capped (rules, state, LUDUS_AI_NORMAL, 3, 1, NULL, &move, &capped));
  g_assert_true (capped.out_of_time);
  g_assert_true (ludus_ai_choose_move (rules, state, LUDUS_AI_NORMAL, 3, NULL, &move, &uncapped));
  g_assert_false (uncapped.out_of_time);
  g_assert_cmpuint (capped.iterations, <, uncapped.iterations);
}

/* The process's thread count reaches the levels' searches and never
 * changes their move. */
static void
test_threads (void)
{
  LudusAiParams params;
  ToyState state;
  guint draws = 0;

  ludus_ai_set_threads (0);
  g_assert_cmpuint (ludus_ai_get_threads (), >=, 1);
  g_assert_cmpuint (ludus_ai_get_threads (), <=, LUDUS_AI_MAX_THREADS);
  ludus_ai_set_threads (LUDUS_AI_MAX_THREADS + 5);
  g_assert_cmpuint (ludus_ai_get_threads (), ==, LUDUS_AI_MAX_THREADS);

  for (guint64 seed = 0; seed < 12; seed++)
    {
      LudusMove one, two;

      toy_new (&state, seed);
      state.total[0] = 7 + seed % 6;
      ludus_ai_set_threads (1);
      ludus_ai_params_for_level (&toy_rules, LUDUS_AI_NORMAL, &params);
      g_assert_cmpuint (params.n_threads, ==, 1);
      g_assert_true (ludus_ai_choose_move (&toy_rules, &state, LUDUS_AI_NORMAL, seed, NULL, &one, NULL));
      ludus_ai_set_threads (2);
      ludus_ai_params_for_level (&toy_rules, LUDUS_AI_NORMAL, &params);
      g_assert_cmpuint (params.n_threads, ==, 2);
      g_assert_true (ludus_ai_choose_move (&toy_rules, &state, LUDUS_AI_NORMAL, seed, NULL, &two, NULL));
      g_assert_true (ludus_move_equal (&one, &two));
      draws += one.bytes[0] == TOY_DRAW;
    }
  /* Not a forced choice: both moves were chosen. */
  g_assert_cmpuint (draws, >, 0);
  g_assert_cmpuint (draws, <, 12);
  ludus_ai_set_threads (0);
}

static void
test_levels (void)
{
  for (LudusAiLevel level = 0; level < LUDUS_AI_N_LEVELS; level++)
    {
      LudusAiLevel parsed;

      g_assert_true (ludus_ai_level_from_string (ludus_ai_level_to_string (level), &parsed));
      g_assert_cmpint (parsed, ==, level);
      g_assert_nonnull (ludus_ai_level_get_name (level));
    }
  g_assert_false (ludus_ai_level_from_string ("expert", NULL));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ai/levels", test_levels);
  g_test_add_func ("/ai/threads", test_threads);
  g_test_add_func ("/ai/budgets-only", test_budgets_only);
  g_test_add_func ("/ai/capped-choice", test_capped_choice);
  g_test_add_func ("/ai/rewards-from-scores", test_rewards_from_scores);
  g_test_add_func ("/ai/toy/determinism", test_toy_determinism);
  g_test_add_func ("/ai/toy/fairness", test_toy_fairness);
  g_test_add_func ("/ai/toy/strength", test_toy_strength);
  g_test_add_func ("/ai/toy/cancellation", test_toy_cancellation);
  g_test_add_func ("/ai/toy/time-cap", test_toy_time_cap);
  g_test_add_func ("/ai/toy/chance-nodes", test_toy_chance_nodes);

  {
    const LudusRules * const *all;
    guint n_rules;

    all = ludus_rules_get_all (&n_rules);
    for (guint i = 0; i < n_rules; i++)
      {
        static const struct { const char *name; GTestDataFunc func; } tests[] = {
          { "legality", test_game_legality },
          { "fairness", test_game_fairness },
          { "determinism", test_game_determinism },
          { "stop-when-decided", test_game_stop_when_decided },
          { "cancellation", test_game_cancellation },
          { "evaluation", test_game_evaluation },
          { "strength", test_game_strength },
        };

        for (guint t = 0; t < G_N_ELEMENTS (tests); t++)
          {
            g_autofree char *path = g_strdup_printf ("/ai/%s/%s", all[i]->id, tests[t].name);

            g_test_add_data_func (path, all[i], tests[t].func);
          }
      }
  }

  return g_test_run ();
}
