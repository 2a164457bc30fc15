/* test-rules.c: every game in the registry keeps the rules vtable's promises
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The conformance test (after OpenSpiel's basic_tests): for every game and
 * every player count, random play-outs with sound legal moves, notation
 * round trips, reproducible games, undo and redo through LudusGame, and a
 * determinize that changes nothing the observer has seen.  What is special
 * to one game is tested in test-<game>.c.
 */

#define G_LOG_DOMAIN "ludus-test"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ludus-game.h"
#include "ludus-test-rules.h"
#include "toy-rules.h"

/* Enough play-outs to reach every phase of every game, few enough for the
 * whole suite to stay quick; LUDUS_TEST_GAMES asks for more or fewer. */
#define N_GAMES    ludus_test_n_games (100)
#define MAX_LENGTH 100000

typedef struct
{
  const LudusRules *rules;
  guint             n_players;
} Case;

/* Uniform in even games; in odd games the game's own rollout policy, when it
 * has one, which plays longer and more purposeful games (a uniform Thebes
 * player soon ends their expedition). */
static guint
pick_move (const LudusRules *rules,
           const void       *state,
           const LudusMove  *moves,
           guint             n,
           guint             game,
           LudusRng         *rng)
{
  guint i;

  if (game % 2 == 0 || rules->policy_move == NULL)
    return ludus_rng_below (rng, n);
  i = rules->policy_move (state, moves, n, rng);
  g_assert_cmpuint (i, <, n);
  return i;
}

static int
compare_moves (gconstpointer a,
               gconstpointer b)
{
  return memcmp (a, b, sizeof (LudusMove));
}

/* The legal moves of a position: none exactly when the game is over, each
 * at most once, each applicable; the current player is a player. */
static guint
check_legal_moves (const Case *c,
                   const void *state,
                   LudusMove  *moves,
                   void       *scratch)
{
  const LudusRules *rules = c->rules;
  g_autofree LudusMove *sorted = NULL;
  guint n = rules->legal_moves (state, moves);

  g_assert_cmpuint (n, <=, LUDUS_MAX_MOVES);
  if (rules->is_over (state))
    {
      g_assert_cmpuint (n, ==, 0);
      return 0;
    }
  g_assert_cmpuint (n, >, 0);
  g_assert_cmpuint (rules->current_player (state), <, c->n_players);

  sorted = g_memdup2 (moves, n * sizeof (LudusMove));
  qsort (sorted, n, sizeof (LudusMove), compare_moves);
  for (guint i = 1; i < n; i++)
    g_assert_false (ludus_move_equal (&sorted[i - 1], &sorted[i]));

  for (guint i = 0; i < n; i++)
    {
      memcpy (scratch, state, rules->state_size);
      rules->apply (scratch, &moves[i]);
      g_assert_cmpuint (rules->reveal_count (scratch), >=, rules->reveal_count (state));
      if (!rules->is_over (scratch))
        g_assert_cmpuint (rules->current_player (scratch), <, c->n_players);
    }
  return n;
}

/* At the end: there are winners, all of them players with the top score
 * (a game may break a tie, so not every top scorer need win). */
static void
check_end (const Case *c,
           const void *state)
{
  const LudusRules *rules = c->rules;
  int scores[LUDUS_MAX_PLAYERS];
  guint32 winners = rules->winners (state);
  int best = G_MININT;

  g_assert_true (rules->is_over (state));
  g_assert_cmpuint (winners, !=, 0);
  g_assert_cmpuint (winners >> c->n_players, ==, 0);
  rules->scores (state, scores);
  for (guint p = 0; p < c->n_players; p++)
    best = MAX (best, scores[p]);
  for (guint p = 0; p < c->n_players; p++)
    if (winners & (1u << p))
      g_assert_cmpint (scores[p], ==, best);
}

/* The projection (if the game has one): its lines add up to its total;
 * at the end it is the final score; before, never below the score so far. */
static void
check_projection (const Case *c,
                  const void *state)
{
  const LudusRules *rules = c->rules;
  LudusProjection projections[LUDUS_MAX_PLAYERS];
  int scores[LUDUS_MAX_PLAYERS];

  if (rules->project_scores == NULL)
    return;
  rules->project_scores (state, projections);
  rules->scores (state, scores);
  for (guint p = 0; p < c->n_players; p++)
    {
      int sum = 0;

      g_assert_cmpuint (projections[p].n_lines, >, 0);
      g_assert_cmpuint (projections[p].n_lines, <=, LUDUS_PROJECTION_MAX_LINES);
      for (guint i = 0; i < projections[p].n_lines; i++)
        {
          g_assert_cmpstr (projections[p].lines[i].label, !=, "");
          sum += projections[p].lines[i].points;
        }
      g_assert_cmpint (sum, ==, projections[p].total);
      if (rules->is_over (state))
        g_assert_cmpint (projections[p].total, ==, scores[p]);
      else
        g_assert_cmpint (projections[p].total, >=, scores[p]);
    }
}

static void
test_playouts (gconstpointer data)
{
  const Case *c = data;
  const LudusRules *rules = c->rules;
  gpointer content = ludus_test_default_content (rules);
  g_autofree LudusMove *moves = g_new (LudusMove, LUDUS_MAX_MOVES);
  g_autofree void *scratch = g_malloc (rules->state_size);
  const char *names[LUDUS_MAX_PLAYERS] = { "A", "B", "C", "D", "E", "F" };
  guint64 total = 0;
  guint n_games = N_GAMES;
  LudusRng rng;

  ludus_rng_seed (&rng, c->n_players);
  for (guint g = 0; g < n_games; g++)
    {
      g_autofree void *state = ludus_test_new_state (rules, content, c->n_players, g);
      guint length = 0;
      guint n;

      while ((n = check_legal_moves (c, state, moves, scratch)) > 0)
        {
          const LudusMove *move = &moves[pick_move (rules, state, moves, n, g, &rng)];
          g_autofree char *sentence = rules->describe_move (state, move, names);

          g_assert_nonnull (sentence);
          g_assert_cmpstr (sentence, !=, "");
          if (rules->describe_choice != NULL)
            {
              g_autofree char *choice = rules->describe_choice (state, move, names);

              g_assert_nonnull (choice);
              g_assert_cmpstr (choice, !=, "");
            }
          check_projection (c, state);
          if (rules->describe_played != NULL)
            {
              /* Told after the move, the sentence is the one told before. */
              g_autofree void *before = g_memdup2 (state, rules->state_size);
              g_autofree char *played = NULL;

              rules->apply (state, move);
              played = rules->describe_played (before, state, move, names);
              g_assert_cmpstr (played, ==, sentence);
            }
          else
            rules->apply (state, move);
          g_assert_cmpuint (++length, <, MAX_LENGTH);
        }
      check_end (c, state);
      check_projection (c, state);
      total += length;
    }
  g_test_message ("%s, %u players: %u games, %.1f moves a game", rules->id, c->n_players,
                  n_games, (double) total / MAX (n_games, 1));
  rules->content_free (content);
}

/* Every legal move at every position reached: its notation is a short
 * printable token, and parses back to the same move. */
static void
test_notation (gconstpointer data)
{
  const Case *c = data;
  const LudusRules *rules = c->rules;
  gpointer content = ludus_test_default_content (rules);
  g_autofree LudusMove *moves = g_new (LudusMove, LUDUS_MAX_MOVES);
  guint64 checked = 0;
  LudusRng rng;

  ludus_rng_seed (&rng, 100 + c->n_players);
  for (guint g = 0; g < MAX (N_GAMES / 4, 2); g++)
    {
      g_autofree void *state = ludus_test_new_state (rules, content, c->n_players, 1000 + g);
      guint n;

      while ((n = rules->legal_moves (state, moves)) > 0)
        {
          for (guint i = 0; i < n; i++)
            {
              char buffer[LUDUS_NOTATION_SIZE];
              LudusMove parsed;
              gsize length;

              memset (buffer, 0xff, sizeof buffer);
              rules->format_move (state, &moves[i], buffer);
              length = strnlen (buffer, sizeof buffer);
              g_assert_cmpuint (length, >, 0);
              g_assert_cmpuint (length, <, sizeof buffer);
              for (gsize k = 0; k < length; k++)
                if (!g_ascii_isgraph (buffer[k]))
                  g_error ("%s: notation “%s” is not one printable ASCII token", rules->id, buffer);
              memset (&parsed, 0xff, sizeof parsed);
              if (!rules->parse_move (state, buffer, &parsed))
                g_error ("%s: “%s” does not parse back", rules->id, buffer);
              if (!ludus_move_equal (&parsed, &moves[i]))
                g_error ("%s: “%s” parses to another move", rules->id, buffer);
              checked++;
            }
          rules->apply (state, &moves[pick_move (rules, state, moves, n, g, &rng)]);
        }
    }
  g_test_message ("%s, %u players: %" G_GUINT64_FORMAT " notations", rules->id, c->n_players, checked);
  g_assert_cmpuint (checked, >, 0);
  rules->content_free (content);
}

/* The same seed and the same choices give the same game, byte for byte. */
static void
test_same_seed (gconstpointer data)
{
  const Case *c = data;
  const LudusRules *rules = c->rules;
  gpointer content = ludus_test_default_content (rules);
  g_autofree LudusMove *moves = g_new (LudusMove, LUDUS_MAX_MOVES);

  for (guint64 seed = 0; seed < 3; seed++)
    {
      g_autofree void *a = ludus_test_new_state (rules, content, c->n_players, seed);
      g_autofree void *b = ludus_test_new_state (rules, content, c->n_players, seed);
      LudusRng ra, rb;

      ludus_rng_seed (&ra, seed);
      ludus_rng_seed (&rb, seed);
      g_assert_cmpmem (a, rules->state_size, b, rules->state_size);
      while (!rules->is_over (a))
        {
          guint n = rules->legal_moves (a, moves);

          rules->apply (a, &moves[ludus_rng_below (&ra, n)]);
          n = rules->legal_moves (b, moves);
          rules->apply (b, &moves[ludus_rng_below (&rb, n)]);
          g_assert_cmpmem (a, rules->state_size, b, rules->state_size);
        }
      g_assert_true (rules->is_over (b));
    }
  rules->content_free (content);
}

/* Through LudusGame: undo gives back the state before the move, redo the
 * state after it and the same log line; at the end, undo back to the start
 * and redo to the end again. */
static void
test_undo_redo (gconstpointer data)
{
  const Case *c = data;
  const LudusRules *rules = c->rules;
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusContent) content = ludus_content_new_default (rules, &error);
  g_autoptr(LudusOptions) options = ludus_options_new (rules, c->n_players);
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(GPtrArray) states = g_ptr_array_new_with_free_func (g_free);
  gsize size = rules->state_size;
  LudusRng rng;
  guint n_moves;

  g_assert_no_error (error);
  options->seed = 4242 + c->n_players;
  /* Practice mode: undo may cross every reveal (the barrier is tested in
   * test-game.c). */
  options->practice = TRUE;
  game = ludus_game_new (content, options, &error);
  g_assert_no_error (error);
  ludus_rng_seed (&rng, options->seed);
  g_assert_false (ludus_game_get_can_undo (game));
  g_ptr_array_add (states, g_memdup2 (ludus_game_get_state (game), size));

  while (!ludus_game_is_over (game))
    {
      guint n, position = ludus_game_get_n_moves (game);
      const LudusMove *moves = ludus_game_get_legal_moves (game, &n);
      LudusMove move = moves[ludus_rng_below (&rng, n)];
      g_autofree void *after = NULL;
      g_autofree char *log = NULL;

      g_assert_true (ludus_game_apply_move (game, &move, &error));
      g_assert_no_error (error);
      after = g_memdup2 (ludus_game_get_state (game), size);
      log = g_strdup (ludus_game_get_log_entry (game, position));

      g_assert_true (ludus_game_get_can_undo (game));
      g_assert_true (ludus_game_undo (game));
      g_assert_cmpuint (ludus_game_get_n_moves (game), ==, position);
      g_assert_cmpmem (ludus_game_get_state (game), size, states->pdata[position], size);
      g_assert_true (ludus_game_get_can_redo (game));

      g_assert_true (ludus_game_redo (game));
      g_assert_cmpuint (ludus_game_get_n_moves (game), ==, position + 1);
      g_assert_cmpmem (ludus_game_get_state (game), size, after, size);
      g_assert_true (ludus_move_equal (ludus_game_get_move (game, position), &move));
      g_assert_cmpstr (ludus_game_get_log_entry (game, position), ==, log);
      g_assert_false (ludus_game_get_can_redo (game));
      g_ptr_array_add (states, g_steal_pointer (&after));
      g_assert_cmpuint (position, <, MAX_LENGTH);
    }

  n_moves = ludus_game_get_n_moves (game);
  g_assert_cmpuint (states->len, ==, n_moves + 1);
  for (guint i = n_moves; i > 0; i--)
    {
      g_assert_true (ludus_game_undo (game));
      g_assert_cmpmem (ludus_game_get_state (game), size, states->pdata[i - 1], size);
    }
  g_assert_false (ludus_game_get_can_undo (game));
  for (guint i = 1; i <= n_moves; i++)
    {
      g_assert_true (ludus_game_redo (game));
      g_assert_cmpmem (ludus_game_get_state (game), size, states->pdata[i], size);
    }
  g_assert_true (ludus_game_is_over (game));
}

/* What an observer sees of a state, through the vtable alone: whose turn,
 * the legal moves and their notation, the scores, the reveals so far. */
static void
assert_same_to_observer (const Case *c,
                         const void *a,
                         const void *b)
{
  const LudusRules *rules = c->rules;
  g_autofree LudusMove *moves_a = g_new (LudusMove, LUDUS_MAX_MOVES);
  g_autofree LudusMove *moves_b = g_new (LudusMove, LUDUS_MAX_MOVES);
  int scores_a[LUDUS_MAX_PLAYERS], scores_b[LUDUS_MAX_PLAYERS];
  guint n = rules->legal_moves (a, moves_a);

  g_assert_cmpuint (rules->legal_moves (b, moves_b), ==, n);
  g_assert_cmpmem (moves_a, n * sizeof (LudusMove), moves_b, n * sizeof (LudusMove));
  for (guint i = 0; i < n; i++)
    {
      char notation_a[LUDUS_NOTATION_SIZE], notation_b[LUDUS_NOTATION_SIZE];

      rules->format_move (a, &moves_a[i], notation_a);
      rules->format_move (b, &moves_b[i], notation_b);
      g_assert_cmpstr (notation_a, ==, notation_b);
    }
  g_assert_cmpint (rules->is_over (a), ==, rules->is_over (b));
  if (!rules->is_over (a))
    g_assert_cmpuint (rules->current_player (a), ==, rules->current_player (b));
  g_assert_cmpuint (rules->reveal_count (a), ==, rules->reveal_count (b));
  rules->scores (a, scores_a);
  rules->scores (b, scores_b);
  g_assert_cmpmem (scores_a, c->n_players * sizeof (int), scores_b, c->n_players * sizeof (int));
}

/* At positions along random games, for every observer: determinize leaves
 * all the observer has seen as it was (the game's observer_view, and what
 * the vtable shows), and the result plays on
 * to a sound end. */
static void
test_determinize (gconstpointer data)
{
  const Case *c = data;
  const LudusRules *rules = c->rules;
  gpointer content = ludus_test_default_content (rules);
  g_autofree LudusMove *moves = g_new (LudusMove, LUDUS_MAX_MOVES);
  g_autofree void *view = g_malloc (rules->state_size);
  g_autofree void *determinized = g_malloc (rules->state_size);
  g_autofree void *determinized_view = g_malloc (rules->state_size);
  guint checked = 0;
  LudusRng pick, rng;

  ludus_rng_seed (&pick, 200 + c->n_players);
  ludus_rng_seed (&rng, 300 + c->n_players);
  for (guint g = 0; g < MAX (N_GAMES / 10, 2); g++)
    {
      g_autofree void *state = ludus_test_new_state (rules, content, c->n_players, 2000 + g);

      for (;;)
        {
          guint n;

          if (rules->is_over (state) || ludus_rng_below (&pick, 4) == 0)
            for (guint observer = 0; observer < c->n_players; observer++)
              {
                if (!ludus_test_observer_view (rules, state, observer, view))
                  g_error ("%s: say what it hides in rules->observer_view", rules->id);
                memcpy (determinized, state, rules->state_size);
                rules->determinize (determinized, observer, &rng);
                g_assert_true (ludus_test_observer_view (rules, determinized, observer, determinized_view));
                g_assert_cmpmem (determinized_view, rules->state_size, view, rules->state_size);
                assert_same_to_observer (c, state, determinized);
                checked++;

                /* The AI plays on from there. */
                if (observer == 0 && ludus_rng_below (&pick, 8) == 0)
                  {
                    ludus_test_play_random (rules, determinized, &pick, MAX_LENGTH);
                    check_end (c, determinized);
                  }
              }
          if ((n = rules->legal_moves (state, moves)) == 0)
            break;
          rules->apply (state, &moves[pick_move (rules, state, moves, n, g, &pick)]);
        }
    }
  g_test_message ("%s, %u players: %u determinizations", rules->id, c->n_players, checked);
  g_assert_cmpuint (checked, >, 0);
  rules->content_free (content);
}

/* What the library page and the new-game dialog show. */
static void
test_box_facts (gconstpointer data)
{
  const LudusRules *rules = data;

  g_assert_nonnull (rules->id);
  g_assert_nonnull (rules->name);
  g_assert_nonnull (rules->description);
  g_assert_true (ludus_rules_lookup (rules->id) == rules);
  g_assert_cmpuint (rules->min_players, >=, 1);
  g_assert_cmpuint (rules->min_players, <=, rules->max_players);
  g_assert_cmpuint (rules->max_players, <=, LUDUS_MAX_PLAYERS);
  g_assert_cmpuint (rules->min_minutes, >, 0);
  g_assert_cmpuint (rules->min_minutes, <=, rules->max_minutes);
  /* A colour for every seat, each its own. */
  g_assert_cmpuint (rules->n_colours, >=, rules->max_players);
  for (guint i = 0; i < rules->n_colours; i++)
    {
      g_assert_cmpuint (rules->colours[i], <, LUDUS_N_PLAYER_COLOURS);
      for (guint j = 0; j < i; j++)
        g_assert_cmpuint (rules->colours[j], !=, rules->colours[i]);
    }
  g_assert_cmpuint (rules->n_variants, <=, 32);  /* LudusSetup.variants is a bit set */
  for (guint i = 0; i < rules->n_variants; i++)
    {
      g_assert_nonnull (rules->variants[i].id);
      g_assert_nonnull (rules->variants[i].name);
      for (guint j = 0; j < i; j++)
        g_assert_cmpstr (rules->variants[j].id, !=, rules->variants[i].id);
    }
}

/* Texts that list the games read as lists, and know every registered
 * game: the toy too (ludus-cli's --game help is made of this). */
static void
test_list_ids (void)
{
  g_autofree char *ids = ludus_rules_list_ids ();
  g_autofree char *one = ludus_list_join ((const char *[]) { "a", NULL }, TRUE);
  g_autofree char *two = ludus_list_join ((const char *[]) { "a", "b", NULL }, FALSE);
  g_autofree char *three = ludus_list_join ((const char *[]) { "a", "b", "c", NULL }, TRUE);
  g_autofree char *none = ludus_list_join ((const char *[]) { NULL }, TRUE);

  g_assert_cmpstr (ids, ==, "mykerinos, medici, thebes or toy");
  g_assert_cmpstr (one, ==, "a");
  g_assert_cmpstr (two, ==, "a and b");
  g_assert_cmpstr (three, ==, "a, b or c");
  g_assert_cmpstr (none, ==, "");
}

int
main (int   argc,
      char *argv[])
{
  static const struct { const char *name; GTestDataFunc func; } tests[] = {
    { "playouts", test_playouts },
    { "notation", test_notation },
    { "same-seed", test_same_seed },
    { "undo-redo", test_undo_redo },
    { "determinize", test_determinize },
  };
  g_autoptr(GPtrArray) cases = g_ptr_array_new_with_free_func (g_free);
  const LudusRules * const *all;
  guint n_rules;

  g_test_init (&argc, &argv, NULL);
  toy_rules_register ();

  g_test_add_func ("/rules/list-ids", test_list_ids);

  all = ludus_rules_get_all (&n_rules);
  g_assert_cmpuint (n_rules, >, 0);
  for (guint i = 0; i < n_rules; i++)
    {
      g_autofree char *facts = g_strdup_printf ("/rules/%s/box-facts", all[i]->id);

      g_test_add_data_func (facts, all[i], test_box_facts);
      for (guint n = all[i]->min_players; n <= all[i]->max_players; n++)
        {
          Case *c = g_new (Case, 1);

          c->rules = all[i];
          c->n_players = n;
          g_ptr_array_add (cases, c);
          for (guint t = 0; t < G_N_ELEMENTS (tests); t++)
            {
              g_autofree char *path = g_strdup_printf ("/rules/%s/%u-players/%s", all[i]->id, n,
                                                       tests[t].name);

              g_test_add_data_func (path, c, tests[t].func);
            }
        }
    }

  return g_test_run ();
}
