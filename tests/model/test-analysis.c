/* test-analysis.c: hints and game reviews, in the model and through ludus-cli
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-analysis"

#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "ludus-analysis.h"
#include "ludus-save.h"
#include "ludus-test-cli.h"
#include "ludus-test-rules.h"
#include "thebes/ludus-thebes.h"

/* The move's outcome when it ends the game at once whatever the hidden
 * information: 1 the mover wins, 0 the mover loses; -1 otherwise. */
static int
immediate_outcome (const LudusRules *rules,
                   const void       *state,
                   const LudusMove  *move)
{
  g_autofree void *copy = g_malloc (rules->state_size);
  guint player = rules->current_player (state);
  int first = -1;

  for (guint d = 0; d < 8; d++)
    {
      LudusRng rng;
      int win;

      memcpy (copy, state, rules->state_size);
      if (d > 0)
        {
          ludus_rng_seed (&rng, d);
          rules->determinize (copy, player, &rng);
        }
      rules->apply (copy, move);
      if (!rules->is_over (copy))
        return -1;
      win = (rules->winners (copy) >> player) & 1;
      if (d > 0 && win != first)
        return -1;
      first = win;
    }
  return first;
}

/* Whether exactly one legal move wins at once and every other one loses at
 * once; that move in winning. */
static gboolean
has_one_winning_move (const LudusRules *rules,
                      const void       *state,
                      LudusMove        *winning)
{
  g_autofree LudusMove *moves = g_new (LudusMove, LUDUS_MAX_MOVES);
  guint n = rules->is_over (state) ? 0 : rules->legal_moves (state, moves);
  guint n_wins = 0;

  if (n < 2)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      int outcome = immediate_outcome (rules, state, &moves[i]);

      if (outcome < 0)
        return FALSE;
      if (outcome == 1)
        {
          *winning = moves[i];
          n_wins++;
        }
    }
  return n_wins == 1;
}

/* A game of n_players played with the rules' heuristic from seed, stopped
 * after max_moves moves or at its end. */
static LudusGame *
play_game (const LudusRules *rules,
           guint             n_players,
           guint64           seed,
           guint             max_moves)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusContent) content = ludus_content_new_default (rules, &error);
  g_autoptr(LudusOptions) options = ludus_options_new (rules, n_players);
  LudusGame *game;
  LudusRng rng;

  g_assert_no_error (error);
  options->seed = seed;
  game = ludus_game_new (content, options, &error);
  g_assert_no_error (error);
  ludus_rng_seed (&rng, seed);
  while (!ludus_game_is_over (game) && ludus_game_get_n_moves (game) < max_moves)
    {
      guint n;
      const LudusMove *moves = ludus_game_get_legal_moves (game, &n);
      guint k = rules->policy_move (ludus_game_get_state (game), moves, n, &rng);

      g_assert_true (ludus_game_apply_move (game, &moves[k], &error));
      g_assert_no_error (error);
    }
  return game;
}

/* The first position of the games played from seeds 1, 2, … where exactly
 * one move wins at once and every other one loses at once. */
static LudusGame *
find_winning_position (const LudusRules *rules,
                       guint             n_players,
                       LudusMove        *winning)
{
  for (guint64 seed = 1; seed <= 100; seed++)
    {
      g_autoptr(LudusGame) game = play_game (rules, n_players, seed, 0);
      LudusRng rng;

      ludus_rng_seed (&rng, seed);
      while (!ludus_game_is_over (game))
        {
          g_autoptr(GError) error = NULL;
          guint n;
          const LudusMove *moves;

          if (has_one_winning_move (rules, ludus_game_get_state (game), winning))
            return g_steal_pointer (&game);
          moves = ludus_game_get_legal_moves (game, &n);
          g_assert_true (ludus_game_apply_move (game, &moves[rules->policy_move (ludus_game_get_state (game),
                                                                                 moves, n, &rng)], &error));
          g_assert_no_error (error);
        }
    }
  return NULL;
}

/* The game's first position, to replay it; free with g_free. */
static void *
start_state (LudusGame *game)
{
  const LudusRules *rules = ludus_game_get_rules (game);
  g_autoptr(GError) error = NULL;
  void *state = g_malloc0 (rules->state_size);
  LudusSetup setup;

  ludus_options_to_setup (ludus_game_get_options (game), &setup);
  g_assert_true (rules->init (state, ludus_content_get_compiled (ludus_game_get_content (game)),
                              &setup, &error));
  g_assert_no_error (error);
  return state;
}

static char *
save_to_temp (LudusGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  char *path = NULL;
  int fd = g_file_open_tmp ("ludus-test-analysis-XXXXXX.json", &path, &error);

  g_assert_no_error (error);
  g_close (fd, NULL);
  file = g_file_new_for_path (path);
  g_assert_true (ludus_save_write (game, file, NULL, &error));
  g_assert_no_error (error);
  return path;
}

/* The hint's root statistics are sane: the chosen move first, values in
 * [0, 1], most visited first. */
static void
assert_analysis (const LudusRules      *rules,
                 const void            *state,
                 const LudusAiAnalysis *analysis)
{
  g_assert_cmpuint (analysis->player, ==, rules->current_player (state));
  g_assert_cmpuint (analysis->n_moves, >=, 1);
  g_assert_true (ludus_move_equal (&analysis->moves[0].move, &analysis->chosen));
  g_assert_true (ludus_test_is_legal (rules, state, &analysis->chosen));
  for (guint i = 0; i < analysis->n_moves; i++)
    {
      const LudusAiMoveValue *value = &analysis->moves[i];

      g_assert_cmpuint (value->visits, >, 0);
      if (i > 0)
        g_assert_cmpuint (value->visits, <=, analysis->moves[i - 1].visits);
      g_assert_cmpfloat (value->value, >=, 0.0);
      g_assert_cmpfloat (value->value, <=, 1.0);
      g_assert_cmpfloat_with_epsilon (value->value, value->values[analysis->player], 1e-9);
      for (guint p = 0; p < analysis->n_players; p++)
        {
          g_assert_cmpfloat (value->values[p], >=, 0.0);
          g_assert_cmpfloat (value->values[p], <=, 1.0);
        }
    }
}

/* In a position where one move wins and every other one loses, the hard
 * level's hint is that move, with a winner's value, and every alternative
 * has a loser's. */
static void
assert_hint_finds (const LudusRules *rules,
                   const void       *state,
                   const LudusMove  *winning)
{
  g_autoptr(GError) error = NULL;
  LudusAiAnalysis analysis;

  g_assert_true (ludus_analysis_hint (rules, state, LUDUS_AI_HARD, 7, NULL, &analysis, &error));
  g_assert_no_error (error);
  assert_analysis (rules, state, &analysis);
  if (!ludus_move_equal (&analysis.chosen, winning))
    {
      char chosen[LUDUS_NOTATION_SIZE], wanted[LUDUS_NOTATION_SIZE];

      rules->format_move (state, &analysis.chosen, chosen);
      rules->format_move (state, winning, wanted);
      g_error ("%s: the hint is %s, the winning move %s", rules->id, chosen, wanted);
    }
  /* A win is worth at least WIN_WEIGHT / 2 (a shared one), a loss at most
   * the score's rank, 1 − WIN_WEIGHT. */
  g_assert_cmpfloat (analysis.moves[0].value, >, 0.35);
  for (guint i = 1; i < analysis.n_moves; i++)
    g_assert_cmpfloat (analysis.moves[i].value, <=, 0.25 + 1e-9);
  ludus_ai_analysis_clear (&analysis);
}

/* Medici and Mykerinos: real positions of games played by the heuristic,
 * found by trying every move; the hint finds the winning one, in the model
 * and through `ludus-cli hint`. */
static void
test_hint_winning_move (gconstpointer data)
{
  const LudusRules *rules = ludus_rules_lookup (data);
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *path = NULL;
  g_autofree char *notation = NULL;
  g_auto(Run) run = { 0 };
  g_auto(Run) again = { 0 };
  g_auto(Run) text = { 0 };
  const char * const members[] = { "game", "moves", "player", "level", "seed", "iterations",
                                   "move", "reason", "alternatives", NULL };
  const char * const move_members[] = { "notation", "description", "win_chance", "visits", NULL };
  JsonObject *object, *move;
  JsonArray *alternatives;
  LudusMove winning;

  game = find_winning_position (rules, 2, &winning);
  g_assert_nonnull (game);
  assert_hint_finds (rules, ludus_game_get_state (game), &winning);

  notation = ludus_game_format_move (game, &winning);
  path = save_to_temp (game);
  run_cli (&run, "hint", path, "--json", NULL);
  run_cli (&again, "hint", path, "--json", NULL);
  run_cli (&text, "hint", path, NULL);
  g_remove (path);

  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpstr (run.out, ==, again.out);
  object = parse_object (run.out, &root);
  assert_members (object, members);
  g_assert_cmpstr (json_object_get_string_member (object, "game"), ==, rules->id);
  g_assert_cmpint (json_object_get_int_member (object, "moves"), ==, ludus_game_get_n_moves (game));
  g_assert_cmpint (json_object_get_int_member (object, "player"), ==, ludus_game_get_current_player (game));
  g_assert_cmpstr (json_object_get_string_member (object, "level"), ==, "hard");
  g_assert_cmpint (json_object_get_int_member (object, "seed"), ==, ludus_game_get_options (game)->seed);
  move = json_object_get_object_member (object, "move");
  assert_members (move, move_members);
  g_assert_cmpstr (json_object_get_string_member (move, "notation"), ==, notation);
  g_assert_cmpfloat (json_object_get_double_member (move, "win_chance"), >, 0.35);
  g_assert_cmpfloat (json_object_get_double_member (move, "win_chance"), <=, 1.0);
  alternatives = json_object_get_array_member (object, "alternatives");
  g_assert_cmpuint (json_array_get_length (alternatives), >=, 1);
  for (guint i = 0; i < json_array_get_length (alternatives); i++)
    {
      JsonObject *other = json_array_get_object_element (alternatives, i);

      assert_members (other, move_members);
      g_assert_cmpstr (json_object_get_string_member (other, "notation"), !=, notation);
      g_assert_cmpfloat (json_object_get_double_member (other, "win_chance"), >=, 0.0);
      g_assert_cmpfloat (json_object_get_double_member (other, "win_chance"), <=, 0.25 + 1e-9);
    }

  /* The text names the move and gives the reason. */
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, notation));
  g_assert_nonnull (strstr (text.out, json_object_get_string_member (object, "reason")));
  g_assert_nonnull (strstr (text.out, json_object_get_string_member (move, "description")));
}

/* Thebes: the heuristic's games never end on such a choice (the last
 * player can always go on), so the position is built: the last player in
 * London three weeks before the end, trailing by 2 points, with the
 * artifacts a small London exhibition needs; it wins, anything else loses. */
static void
test_hint_winning_move_thebes (void)
{
  const LudusRules *rules = &ludus_thebes_rules;
  gpointer content = ludus_test_default_content (rules);
  g_autofree LudusThebesState *state = ludus_test_new_state (rules, content, 2, 3);
  const LudusThebesContent *c = state->content;
  guint exhibition = LUDUS_THEBES_NONE;
  LudusMove winning = { 0 };
  LudusMove found;

  for (guint e = c->n_research; e < c->n_cards; e++)
    if (c->cards[e].city == LUDUS_THEBES_PLACE_LON && !c->cards[e].large)
      exhibition = e;
  g_assert_cmpuint (exhibition, !=, LUDUS_THEBES_NONE);

  /* Take the exhibition from the piles, where the game put it. */
  for (guint i = 0; i < state->n_pile; i++)
    if (state->pile[i] == exhibition)
      {
        memmove (&state->pile[i], &state->pile[i + 1], state->n_pile - i - 1);
        state->n_pile--;
        state->pile_stack2 = MIN (state->pile_stack2, state->n_pile);
      }
  for (guint i = 0; i < state->n_stack3; i++)
    if (state->stack3[i] == exhibition)
      {
        memmove (&state->stack3[i], &state->stack3[i + 1], state->n_stack3 - i - 1);
        state->n_stack3--;
      }
  for (guint i = 0; i < LUDUS_THEBES_DISPLAY_SIZE; i++)
    state->display[i] = LUDUS_THEBES_NONE;
  state->slots[0] = exhibition;
  state->slots[1] = state->slots[2] = LUDUS_THEBES_NONE;

  for (guint p = 0; p < 2; p++)
    {
      LudusThebesPlayer *pl = &state->players[p];

      memset (pl->books, 0, sizeof pl->books);
      memset (pl->rumours, 0, sizeof pl->rumours);
      pl->general = pl->assistants = pl->shovels = pl->cars = pl->zeppelins = 0;
      pl->congresses = pl->special_permits = 0;
      pl->place = LUDUS_THEBES_PLACE_LON;
    }
  state->players[0].time = LUDUS_THEBES_END_TIME - c->cards[exhibition].weeks;
  state->players[1].time = LUDUS_THEBES_END_TIME;
  memcpy (state->players[0].artifacts, c->cards[exhibition].requires, LUDUS_THEBES_N_SITES);
  state->players[0].artifact_points = 10;
  state->players[1].artifact_points = 12;

  g_assert_cmpuint (rules->current_player (state), ==, 0);
  winning.bytes[0] = LUDUS_THEBES_ACTION_EXHIBITION;
  winning.bytes[1] = LUDUS_THEBES_PLACE_LON;
  g_assert_true (has_one_winning_move (rules, state, &found));
  g_assert_true (ludus_move_equal (&found, &winning));

  assert_hint_finds (rules, state, &winning);
  rules->content_free (content);
}

/* A hint names a legal move of the player to move, the same for a seed,
 * the very move the level's search chooses there; and it never depends on
 * what the player cannot see: the position re-dealt from their point of
 * view gets the same figures. */
static void
test_hint_is_computer_move (gconstpointer data)
{
  const LudusRules *rules = ludus_rules_lookup (data);
  g_autoptr(LudusGame) game = play_game (rules, 3, 11, 12);
  g_autoptr(GError) error = NULL;
  guint64 seed = ludus_ai_seed_for_position (ludus_game_get_options (game)->seed,
                                             ludus_game_get_n_moves (game));
  const void *state = ludus_game_get_state (game);
  g_autofree void *redealt = g_memdup2 (state, rules->state_size);
  LudusAiAnalysis first, second, third;
  LudusAiParams params;
  LudusMove move;
  LudusRng rng;

  g_assert_true (ludus_analysis_hint (rules, state, LUDUS_AI_NORMAL, seed, NULL, &first, &error));
  g_assert_no_error (error);
  assert_analysis (rules, state, &first);
  g_assert_true (ludus_analysis_hint (rules, state, LUDUS_AI_NORMAL, seed, NULL, &second, &error));
  g_assert_cmpuint (first.n_moves, ==, second.n_moves);
  g_assert_cmpmem (first.moves, first.n_moves * sizeof (LudusAiMoveValue),
                   second.moves, second.n_moves * sizeof (LudusAiMoveValue));
  g_assert_true (ludus_analysis_params_for_level (rules, LUDUS_AI_NORMAL, &params, &error));
  g_assert_true (ludus_ai_search (rules, state, &params, seed, NULL, &move, NULL));
  g_assert_true (ludus_move_equal (&move, &first.chosen));

  ludus_rng_seed (&rng, 1234);
  rules->determinize (redealt, rules->current_player (state), &rng);
  g_assert_true (memcmp (redealt, state, rules->state_size) != 0);
  g_assert_true (ludus_analysis_hint (rules, redealt, LUDUS_AI_NORMAL, seed, NULL, &third, &error));
  g_assert_cmpuint (first.n_moves, ==, third.n_moves);
  g_assert_cmpmem (first.moves, first.n_moves * sizeof (LudusAiMoveValue),
                   third.moves, third.n_moves * sizeof (LudusAiMoveValue));
  ludus_ai_analysis_clear (&first);
  ludus_ai_analysis_clear (&second);
  ludus_ai_analysis_clear (&third);
}

static void
hint_ready_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

static GAsyncResult *
wait_for_hint (LudusGame    *game,
               GCancellable *cancellable)
{
  GAsyncResult *result = NULL;

  ludus_analysis_hint_async (game, LUDUS_AI_NORMAL, cancellable, hint_ready_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return result;
}

/* The window's hint: the same analysis as the search at the position with
 * the computer player's seed, from a worker; told in words; cancellable. */
static void
test_hint_async (gconstpointer data)
{
  const LudusRules *rules = ludus_rules_lookup (data);
  g_autoptr(LudusGame) game = play_game (rules, 3, 11, 12);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *words = NULL;
  guint64 seed = ludus_ai_seed_for_position (ludus_game_get_options (game)->seed,
                                             ludus_game_get_n_moves (game));
  LudusAiAnalysis async, sync;

  result = wait_for_hint (game, NULL);
  g_assert_true (ludus_analysis_hint_finish (game, result, &async, &error));
  g_assert_no_error (error);
  g_assert_true (ludus_analysis_hint (rules, ludus_game_get_state (game), LUDUS_AI_NORMAL, seed,
                                      NULL, &sync, &error));
  g_assert_true (ludus_move_equal (&async.chosen, &sync.chosen));
  g_assert_cmpuint (async.n_moves, ==, sync.n_moves);
  g_assert_cmpmem (async.moves, async.n_moves * sizeof (LudusAiMoveValue),
                   sync.moves, sync.n_moves * sizeof (LudusAiMoveValue));
  g_assert_true (ludus_game_is_legal (game, &async.chosen));

  words = ludus_analysis_hint_describe (game, &async);
  g_assert_nonnull (strstr (words, "% to win"));
  ludus_ai_analysis_clear (&async);
  ludus_ai_analysis_clear (&sync);

  g_clear_object (&result);
  g_cancellable_cancel (cancellable);
  result = wait_for_hint (game, cancellable);
  g_assert_false (ludus_analysis_hint_finish (game, result, &async, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (async.n_moves, ==, 0);
}

/* A finished game: over, no hint; levels that do not search are refused. */
static void
test_hint_errors (void)
{
  const LudusRules *rules = ludus_rules_lookup ("medici");
  g_autoptr(LudusGame) over = play_game (rules, 2, 5, G_MAXUINT);
  g_autoptr(LudusGame) going = play_game (rules, 2, 5, 4);
  g_autoptr(GError) error = NULL;
  g_autofree char *over_path = save_to_temp (over);
  g_autofree char *path = save_to_temp (going);
  LudusAiAnalysis analysis;
  const struct { const char *args[6]; int status; const char *message; } cases[] = {
    { { "hint", over_path, NULL }, 1, "The game is over: there is no move to hint" },
    { { "hint", path, "--level", "easy", NULL }, 2, "The Easy level does not search" },
    { { "hint", path, "--level", "expert", NULL }, 2, "--level: expected normal or hard, got “expert”" },
    { { "analyse", path, "--seed", "x", NULL }, 2, "--seed: expected a whole number" },
    { { "analyse", path, "--level", "random", NULL }, 2, "The Random level does not search" },
    { { "analyse", path, "--iterations", "0", NULL }, 2,
      "--iterations: expected a whole number from 1 to 1000000, got “0”" },
    /* hint follows its level's computer player: no budget of its own. */
    { { "hint", path, "--iterations", "9", NULL }, 2, "Unknown option --iterations" },
  };

  g_assert_true (ludus_game_is_over (over));
  g_assert_false (ludus_analysis_hint (rules, ludus_game_get_state (over), LUDUS_AI_HARD, 1, NULL,
                                       &analysis, &error));
  g_assert_error (error, LUDUS_ANALYSIS_ERROR, LUDUS_ANALYSIS_ERROR_OVER);
  g_clear_error (&error);
  g_assert_false (ludus_analysis_hint (rules, ludus_game_get_state (going), LUDUS_AI_EASY, 1, NULL,
                                       &analysis, &error));
  g_assert_error (error, LUDUS_ANALYSIS_ERROR, LUDUS_ANALYSIS_ERROR_LEVEL);
  g_clear_error (&error);

  /* Rules without a computer player (no determinize), and cancellation. */
  {
    LudusRules without = *rules;
    g_autoptr(GCancellable) cancellable = g_cancellable_new ();
    g_autoptr(LudusAnalysis) review = ludus_analysis_new (going, &error);
    LudusAiParams params;

    without.determinize = NULL;
    g_assert_false (ludus_analysis_hint (&without, ludus_game_get_state (going), LUDUS_AI_HARD, 1,
                                         NULL, &analysis, &error));
    g_assert_error (error, LUDUS_ANALYSIS_ERROR, LUDUS_ANALYSIS_ERROR_NO_COMPUTER);
    g_clear_error (&error);

    g_cancellable_cancel (cancellable);
    g_assert_false (ludus_analysis_hint (rules, ludus_game_get_state (going), LUDUS_AI_HARD, 1,
                                         cancellable, &analysis, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    g_assert_cmpuint (analysis.n_moves, ==, 0);
    g_assert_null (analysis.moves);
    g_clear_error (&error);
    g_assert_nonnull (review);
    g_assert_true (ludus_analysis_params_for_level (rules, LUDUS_AI_NORMAL, &params, &error));
    g_assert_false (ludus_analysis_run (review, &params, 1, cancellable, NULL, NULL, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    g_clear_error (&error);
  }

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0 };

      run_cliv (&run, cases[i].args);
      g_assert_cmpint (run.status, ==, cases[i].status);
      g_assert_cmpstr (run.out, ==, "");
      if (strstr (run.err, cases[i].message) == NULL)
        g_error ("expected “%s” in: %s", cases[i].message, run.err);
    }
  g_remove (over_path);
  g_remove (path);
}

static void
assert_chance (JsonNode *node)
{
  double value = json_node_get_double (node);

  g_assert_cmpfloat (value, >=, 0.0);
  g_assert_cmpfloat (value, <=, 1.0);
}

/* The figures of `ludus-cli analyse` are checked for consistency, not
 * strength: a search of 25 iterations a position (the normal level's is
 * 500 to 1,000) keeps the whole game's analysis quick. */
#define ANALYSE_ITERATIONS "25"

/* `ludus-cli analyse` of a finished game: one entry per move, by the player
 * who made it, win chances in [0, 1] ending at 1 for the winners and 0 for
 * the others; what the text form says agrees. */
static void
test_analyse_finished (gconstpointer data)
{
  const LudusRules *rules = ludus_rules_lookup (data);
  g_autoptr(LudusGame) game = play_game (rules, 2, 21, G_MAXUINT);
  g_autofree char *path = save_to_temp (game);
  g_autoptr(JsonNode) root = NULL;
  g_auto(Run) run = { 0 };
  g_auto(Run) text = { 0 };
  const char * const members[] = { "game", "level", "seed", "players", "over", "winners",
                                   "moves", "final_chances", NULL };
  const char * const move_members[] = { "index", "player", "move", "description", "legal_moves",
                                        "before", "after", "loss", "mistake", "best",
                                        "best_description", "chances", NULL };
  guint32 winners = ludus_game_get_winners (game);
  g_autofree void *state = NULL;
  JsonObject *object;
  JsonArray *moves, *final, *json_winners;
  guint n_moves = ludus_game_get_n_moves (game);
  guint n_mistakes = 0, n_winners = 0;
  gint64 start = g_get_monotonic_time ();

  g_assert_true (ludus_game_is_over (game));
  run_cli (&run, "analyse", path, "--iterations", ANALYSE_ITERATIONS, "--json", NULL);
  g_test_message ("%s: analyse of %u moves took %.1f s", rules->id, n_moves,
                  (g_get_monotonic_time () - start) / 1e6);
  /* The text is the same in every game: one is enough, and saves time. */
  if (strcmp (rules->id, "medici") == 0)
    run_cli (&text, "analyse", path, "--iterations", ANALYSE_ITERATIONS, NULL);
  g_remove (path);

  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  object = parse_object (run.out, &root);
  assert_members (object, members);
  g_assert_cmpstr (json_object_get_string_member (object, "level"), ==, "normal");
  g_assert_true (json_object_get_boolean_member (object, "over"));
  json_winners = json_object_get_array_member (object, "winners");
  for (guint w = 0; w < json_array_get_length (json_winners); w++)
    g_assert_true (winners & (1u << json_array_get_int_element (json_winners, w)));
  for (guint p = 0; p < 2; p++)
    n_winners += (winners >> p) & 1;
  g_assert_cmpuint (json_array_get_length (json_winners), ==, n_winners);

  moves = json_object_get_array_member (object, "moves");
  g_assert_cmpuint (json_array_get_length (moves), ==, n_moves);
  state = start_state (game);
  for (guint i = 0; i < n_moves; i++)
    {
      JsonObject *move = json_array_get_object_element (moves, i);
      JsonArray *chances = json_object_get_array_member (move, "chances");
      double before = json_object_get_double_member (move, "before");
      double after = json_object_get_double_member (move, "after");

      assert_members (move, move_members);
      g_assert_cmpint (json_object_get_int_member (move, "index"), ==, i);
      g_assert_cmpint (json_object_get_int_member (move, "player"), ==, rules->current_player (state));
      g_assert_cmpstr (json_object_get_string_member (move, "move"), ==,
                       ludus_game_get_move_notation (game, i));
      g_assert_cmpstr (json_object_get_string_member (move, "description"), ==,
                       ludus_game_get_log_entry (game, i));
      assert_chance (json_object_get_member (move, "before"));
      assert_chance (json_object_get_member (move, "after"));
      g_assert_cmpfloat_with_epsilon (json_object_get_double_member (move, "loss"), before - after, 1e-9);
      g_assert_cmpint (json_object_get_boolean_member (move, "mistake"), ==,
                       before - after > LUDUS_ANALYSIS_MISTAKE);
      n_mistakes += json_object_get_boolean_member (move, "mistake");
      /* The preferred move is legal there; when it is the move played, the
       * figures are the same. */
      {
        LudusMove best;

        g_assert_true (rules->parse_move (state, json_object_get_string_member (move, "best"), &best));
        g_assert_true (ludus_test_is_legal (rules, state, &best));
        if (ludus_move_equal (&best, ludus_game_get_move (game, i)))
          g_assert_cmpfloat (before, ==, after);
      }
      g_assert_cmpuint (json_array_get_length (chances), ==, 2);
      for (guint p = 0; p < 2; p++)
        assert_chance (json_array_get_element (chances, p));
      g_assert_cmpfloat_with_epsilon (json_array_get_double_element (chances, rules->current_player (state)),
                                      after, 1e-9);
      rules->apply (state, ludus_game_get_move (game, i));
    }

  final = json_object_get_array_member (object, "final_chances");
  g_assert_cmpuint (json_array_get_length (final), ==, 2);
  for (guint p = 0; p < 2; p++)
    g_assert_cmpfloat (json_array_get_double_element (final, p), ==, (winners & (1u << p)) ? 1.0 : 0.0);

  /* The text: a header, a line per move, the end; the mistakes marked. */
  if (text.out != NULL)
    {
      g_auto(GStrv) lines = g_strsplit (text.out, "\n", -1);
      guint n_marked = 0;

      g_assert_cmpint (text.status, ==, 0);
      g_assert_cmpuint (g_strv_length (lines), ==, n_moves + 4);
      for (guint i = 0; lines[i] != NULL; i++)
        n_marked += strstr (lines[i], "← mistake") != NULL;
      g_assert_cmpuint (n_marked, ==, n_mistakes);
      g_assert_true (g_str_has_prefix (lines[n_moves + 2], "Game over: "));
    }
}

/* Progress comes once per position, in order: 15 moves and the end. */
static void
count_progress (guint    done,
                guint    total,
                gpointer user_data)
{
  guint *n_progress = user_data;

  g_assert_cmpuint (total, ==, 16);
  g_assert_cmpuint (done, ==, *n_progress + 1);
  (*n_progress)++;
}

/* The reviews check that figures are consistent, not that they are
 * good: budgets below the normal level's keep them quick.  Medici's
 * leaves most preferred moves at the analysis' 100 visits or more (the
 * rest under, weighed by a search of their own); the other games leave
 * every one under, at 250 as well, so 50 checks the same there. */
static guint
review_iterations (const LudusRules *rules)
{
  return strcmp (rules->id, "medici") == 0 ? 250 : 50;
}

static void
review_params (const LudusRules *rules,
               LudusAiParams    *params)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ludus_analysis_params_for_level (rules, LUDUS_AI_NORMAL, params, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (params->max_ms, ==, 0);
  params->iterations = MIN (params->iterations, review_iterations (rules));
}

#define REVIEW_SEED 99

typedef struct
{
  LudusGame     *game;
  LudusAnalysis *analysis;
} Review;

/* A game of 3 stopped after 15 moves, and its review with REVIEW_SEED,
 * one position at a time, its progress counted: made once per game and
 * process, for the tests that compare with it. */
static const Review *
reviewed_game (const LudusRules *rules)
{
  static GHashTable *reviews;
  g_autoptr(GError) error = NULL;
  LudusAiParams params;
  Review *review;
  guint n_progress = 0;

  if (reviews == NULL)
    reviews = g_hash_table_new (g_str_hash, g_str_equal);
  review = g_hash_table_lookup (reviews, rules->id);
  if (review != NULL)
    return review;

  review = g_new0 (Review, 1);
  review->game = play_game (rules, 3, 8, 15);
  review->analysis = ludus_analysis_new (review->game, &error);
  g_assert_no_error (error);
  review_params (rules, &params);
  params.n_threads = 1;
  g_assert_true (ludus_analysis_run (review->analysis, &params, REVIEW_SEED, NULL, count_progress, &n_progress,
                                     &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_progress, ==, 16);
  g_hash_table_insert (reviews, (gpointer) rules->id, review);
  return review;
}

/* The model's review: the same for a seed, its figures those of the
 * searches at each position, and in an unfinished game the end is weighed
 * too. */
static void
test_analysis_model (gconstpointer data)
{
  const LudusRules *rules = ludus_rules_lookup (data);
  const Review *review = reviewed_game (rules);
  LudusGame *game = review->game;
  LudusAnalysis *first = review->analysis;
  g_autoptr(LudusAnalysis) second = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree void *state = NULL;
  LudusAiParams params;
  guint n_alone = 0;

  g_assert_false (ludus_game_is_over (game));
  g_assert_cmpuint (first->n_moves, ==, 15);
  g_assert_false (first->over);
  /* Positions weighed one at a time (the first review) or two at once, in
   * another run: the same figures. */
  review_params (rules, &params);
  params.n_threads = 2;
  second = ludus_analysis_new (game, &error);
  g_assert_no_error (error);
  g_assert_true (ludus_analysis_run (second, &params, REVIEW_SEED, NULL, NULL, NULL, &error));
  g_assert_cmpmem (first->moves, first->n_moves * sizeof (LudusAnalysisMove),
                   second->moves, second->n_moves * sizeof (LudusAnalysisMove));
  g_assert_cmpmem (first->final_chances, sizeof first->final_chances,
                   second->final_chances, sizeof second->final_chances);

  /* Position i's preferred move and value are what the search there says. */
  state = start_state (game);
  for (guint i = 0; i < first->n_moves; i++)
    {
      LudusAiAnalysis search;

      g_assert_true (ludus_ai_analyse (rules, state, &params, ludus_ai_seed_for_position (REVIEW_SEED, i),
                                       NULL, &search));
      g_assert_true (ludus_move_equal (&search.chosen, &first->moves[i].best));
      if (search.moves[0].visits >= 100)
        g_assert_cmpfloat (search.moves[0].value, ==, first->moves[i].before);
      else
        {
          LudusAiAnalysis alone;

          g_assert_true (ludus_ai_analyse_move (rules, state, &params, ludus_ai_seed_for_position (REVIEW_SEED, i),
                                                &search.chosen, NULL, &alone));
          n_alone++;
          g_assert_cmpfloat (alone.moves[0].value, ==, first->moves[i].before);
          ludus_ai_analysis_clear (&alone);
        }
      g_assert_cmpuint (first->moves[i].player, ==, rules->current_player (state));
      ludus_ai_analysis_clear (&search);
      rules->apply (state, ludus_game_get_move (game, i));
    }
  g_test_message ("%s: %u of %u preferred moves weighed alone", rules->id, n_alone, first->n_moves);
  /* Both ways of weighing are checked (see review_iterations). */
  g_assert_cmpuint (n_alone, >, 0);
  if (strcmp (rules->id, "medici") == 0)
    g_assert_cmpuint (n_alone, <, first->n_moves);
  for (guint p = 0; p < 3; p++)
    {
      g_assert_cmpfloat (first->final_chances[p], >=, 0.0);
      g_assert_cmpfloat (first->final_chances[p], <=, 1.0);
    }
}

typedef struct
{
  GAsyncResult *result;
  guint         n_progress;
  guint         last_done;
  GCancellable *cancel_at_first;  /* cancelled at the first progress */
} AsyncRun;

static void
async_progress (guint    done,
                guint    total,
                gpointer user_data)
{
  AsyncRun *run = user_data;

  /* In this thread, in order, and never after the result. */
  g_assert_null (run->result);
  g_assert_cmpuint (total, ==, 16);
  g_assert_cmpuint (done, >, run->last_done);
  g_assert_cmpuint (done, <=, total);
  run->last_done = done;
  run->n_progress++;
  if (run->cancel_at_first != NULL)
    g_cancellable_cancel (run->cancel_at_first);
}

static void
async_ready_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  AsyncRun *run = user_data;

  g_assert_null (source);
  run->result = g_object_ref (result);
}

/* The review from a worker: the same figures as ludus_analysis_run, its
 * progress in the caller's main context up to the end; cancelled, it
 * fails with G_IO_ERROR_CANCELLED and reports no more progress. */
static void
test_analysis_async (gconstpointer data)
{
  const LudusRules *rules = ludus_rules_lookup (data);
  const Review *review = reviewed_game (rules);
  LudusAnalysis *sync = review->analysis;
  g_autoptr(LudusAnalysis) async = ludus_analysis_new (review->game, NULL);
  g_autoptr(LudusAnalysis) cancelled = ludus_analysis_new (review->game, NULL);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  AsyncRun run = { 0 };
  LudusAiParams params;

  review_params (rules, &params);
  ludus_analysis_run_async (async, &params, REVIEW_SEED, NULL, async_progress, &run, async_ready_cb, &run);
  while (run.result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (ludus_analysis_run_finish (async, run.result, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (run.n_progress, ==, 16);
  g_assert_cmpuint (run.last_done, ==, 16);
  g_assert_cmpuint (async->n_moves, ==, sync->n_moves);
  g_assert_cmpmem (async->moves, async->n_moves * sizeof (LudusAnalysisMove),
                   sync->moves, sync->n_moves * sizeof (LudusAnalysisMove));
  g_clear_object (&run.result);

  run = (AsyncRun) { .cancel_at_first = cancellable };
  ludus_analysis_run_async (cancelled, &params, REVIEW_SEED, cancellable, async_progress, &run,
                            async_ready_cb, &run);
  while (run.result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (ludus_analysis_run_finish (cancelled, run.result, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (run.n_progress, ==, 1);
  /* Nothing more comes once the result is in. */
  for (guint i = 0; i < 10; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (run.n_progress, ==, 1);
  g_clear_object (&run.result);
}

/* A move the search barely tried is weighed by a search of that move
 * alone: at the root, only that move. */
static void
test_analyse_move (gconstpointer data)
{
  const LudusRules *rules = ludus_rules_lookup (data);
  g_autoptr(LudusGame) game = play_game (rules, 2, 4, 6);
  g_autoptr(GError) error = NULL;
  const void *state = ludus_game_get_state (game);
  LudusAiParams params;
  LudusAiAnalysis alone;
  guint n;
  const LudusMove *legal = ludus_game_get_legal_moves (game, &n);
  const LudusMove *last = &legal[n - 1];

  g_assert_true (ludus_analysis_params_for_level (rules, LUDUS_AI_NORMAL, &params, &error));
  g_assert_true (ludus_ai_analyse_move (rules, state, &params, 5, last, NULL, &alone));
  g_assert_cmpuint (alone.n_moves, ==, 1);
  g_assert_true (ludus_move_equal (&alone.chosen, last));
  g_assert_true (ludus_move_equal (&alone.moves[0].move, last));
  /* Stopping early is off: the whole budget went to the move. */
  g_assert_cmpuint (alone.moves[0].visits, ==, params.iterations);
  g_assert_cmpfloat (alone.moves[0].value, >=, 0.0);
  g_assert_cmpfloat (alone.moves[0].value, <=, 1.0);
  ludus_ai_analysis_clear (&alone);
}

int
main (int   argc,
      char *argv[])
{
  const char * const games[] = { "medici", "mykerinos", "thebes" };

  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/analysis/hint/winning-move/medici", "medici", test_hint_winning_move);
  g_test_add_data_func ("/analysis/hint/winning-move/mykerinos", "mykerinos", test_hint_winning_move);
  g_test_add_func ("/analysis/hint/winning-move/thebes", test_hint_winning_move_thebes);
  g_test_add_func ("/analysis/hint/errors", test_hint_errors);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      const struct { const char *name; GTestDataFunc func; } tests[] = {
        { "hint/is-computer-move", test_hint_is_computer_move },
        { "hint/async", test_hint_async },
        { "analyse-move", test_analyse_move },
        { "review/model", test_analysis_model },
        { "review/async", test_analysis_async },
        { "review/cli-finished", test_analyse_finished },
      };

      for (guint t = 0; t < G_N_ELEMENTS (tests); t++)
        {
          g_autofree char *path = g_strdup_printf ("/analysis/%s/%s", tests[t].name, games[i]);

          g_test_add_data_func (path, games[i], tests[t].func);
        }
    }
  return g_test_run ();
}
