/* test-cli.c: runs the built ludus-cli (its path comes from meson in LUDUS_CLI)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-cli"

#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "bad-saves.h"
#include "ludus-test-cli.h"
#include "ludus-medici.h"
#include "ludus-mykerinos.h"
#include "ludus-thebes.h"
#include "ludus-save.h"

static char *
fixture (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "fixtures", name, NULL);
}

static void
test_help (void)
{
  const char *commands[] = { "games", "simulate", "tournament", "replay", "moves", "show", "hint",
                             "analyse", "validate", "bench" };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(Run) run = { 0 };
      g_autofree char *usage = g_strdup_printf ("ludus-cli %s [OPTION…]", commands[i]);

      run_cli (&run, commands[i], "--help", NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_nonnull (strstr (run.out, usage));
    }

  {
    g_auto(Run) run = { 0 };

    run_cli (&run, "--help", NULL);
    g_assert_cmpint (run.status, ==, 0);
    for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
      g_assert_nonnull (strstr (run.out, commands[i]));
  }
}

/* ludus-cli games lists the registry, in its order, as the --game help
 * does: what scripts (tools/strength.py, the bash completion) ask. */
static void
test_games (void)
{
  g_auto(Run) json = { 0 };
  g_auto(Run) text = { 0 };
  g_auto(Run) help = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  g_autofree char *ids = ludus_rules_list_ids ();
  const LudusRules * const *all;
  JsonArray *games;
  guint n_rules;

  run_cli (&json, "games", "--json", NULL);
  g_assert_cmpint (json.status, ==, 0);
  json_parser_load_from_data (parser, json.out, -1, &error);
  g_assert_no_error (error);
  games = json_node_get_array (json_parser_get_root (parser));
  all = ludus_rules_get_all (&n_rules);
  g_assert_cmpuint (json_array_get_length (games), ==, n_rules);
  for (guint i = 0; i < n_rules; i++)
    {
      JsonObject *game = json_array_get_object_element (games, i);

      assert_members (game, (const char *[]) { "id", "name", "min_players", "max_players",
                                               "variants", NULL });
      g_assert_cmpstr (json_object_get_string_member (game, "id"), ==, all[i]->id);
      g_assert_cmpstr (json_object_get_string_member (game, "name"), ==, all[i]->name);
      g_assert_cmpint (json_object_get_int_member (game, "min_players"), ==, all[i]->min_players);
      g_assert_cmpint (json_object_get_int_member (game, "max_players"), ==, all[i]->max_players);
      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (game, "variants")),
                        ==, all[i]->n_variants);
    }

  /* The text: one game a line, its id first. */
  run_cli (&text, "games", NULL);
  g_assert_cmpint (text.status, ==, 0);
  lines = g_strsplit (g_strchomp (text.out), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, n_rules);
  for (guint i = 0; i < n_rules; i++)
    g_assert_true (g_str_has_prefix (lines[i], all[i]->id));

  run_cli (&help, "simulate", "--help", NULL);
  g_assert_nonnull (strstr (help.out, ids));
}

static void
test_usage_errors (void)
{
  g_autofree char *good = fixture ("medici/saves/3-players.json");
  const struct { const char *args[8]; const char *message; } cases[] = {
    { { NULL }, "Usage:" },
    { { "deal", NULL }, "unknown command “deal”" },
    { { "simulate", "--bogus", NULL }, "Unknown option --bogus" },
    { { "simulate", NULL }, "--game is required" },
    { { "simulate", "--game", "chess", NULL }, "unknown or unplayable game “chess”" },
    { { "simulate", "--game", "medici", "--players", "9", NULL }, "--players: medici is for 2 to 6 players, got 9" },
    { { "simulate", "--game", "medici", "--games", "0", NULL }, "--games: expected a number from 1 to" },
    { { "simulate", "--game", "medici", "--games", "many", NULL }, "--games" },
    { { "simulate", "--game", "medici", "--seats", "random,genius", NULL }, "unknown level “genius”" },
    { { "simulate", "--game", "medici", "--players", "3", "--seats", "random,easy", NULL }, "--seats: expected 3 levels" },
    { { "simulate", "--game", "medici", "--seed", "-4", NULL }, "--seed: expected a whole number" },
    { { "simulate", "--game", "medici", "--variant", "nope", NULL }, "--variant: medici has no such variant" },
    { { "simulate", "--game", "medici", "extra", NULL }, "Unexpected argument “extra”" },
    { { "tournament", "--game", "medici", NULL }, "--seats is required" },
    { { "bench", "--game", "medici", "--seconds", "0", NULL }, "--seconds" },
    { { "bench", NULL }, "--game is required" },
    { { "bench", "--game", "medici", "--threads", "5", NULL }, "--threads: expected a number from 1 to 4, got 5" },
    { { "tournament", "--game", "medici", "--seats", "hard", "--threads", "-1", NULL }, "--threads: expected a number from 1 to 4, got -1" },
    { { "replay", NULL }, "Missing argument FILE" },
    { { "replay", good, "--verbose", NULL }, "Unknown option --verbose" },
    { { "moves", good, good, NULL }, "Unexpected argument" },
    { { "validate", NULL }, "Missing argument FILE" },
    { { "show", NULL }, "Missing argument FILE" },
    { { "show", good, "--at", NULL }, "Missing argument for --at" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0 };

      run_cliv (&run, cases[i].args);
      if (run.status != 2 || strstr (run.err, cases[i].message) == NULL)
        g_error ("case %u: expected exit 2 with “%s”, got %d: %s", i, cases[i].message,
                 run.status, run.err);
    }
}

static void
test_simulate_json (void)
{
  g_auto(Run) run = { 0 };
  g_auto(Run) again = { 0 };
  g_autoptr(JsonNode) root = NULL;
  const char * const top[] = { "game", "players", "games", "seed", "seats", "results", NULL };
  const char * const seat_members[] = { "seat", "ai", "wins", "win_share", "mean_score", "stdev_score", NULL };
  const char * const result_members[] = { "seed", "scores", "winners", NULL };
  JsonObject *object;
  JsonArray *seats, *results;
  double total_share = 0;

  run_cli (&run, "simulate", "--game", "medici", "--players", "3", "--seats", "random,easy,random",
           "--games", "6", "--seed", "42", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  object = parse_object (run.out, &root);
  assert_members (object, top);
  g_assert_cmpstr (json_object_get_string_member (object, "game"), ==, "medici");
  g_assert_cmpint (json_object_get_int_member (object, "players"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (object, "games"), ==, 6);
  g_assert_cmpint (json_object_get_int_member (object, "seed"), ==, 42);

  seats = json_object_get_array_member (object, "seats");
  results = json_object_get_array_member (object, "results");
  g_assert_cmpuint (json_array_get_length (seats), ==, 3);
  g_assert_cmpuint (json_array_get_length (results), ==, 6);

  for (guint s = 0; s < 3; s++)
    {
      JsonObject *seat = json_array_get_object_element (seats, s);
      double sum = 0, wins = 0, share = 0;

      assert_members (seat, seat_members);
      g_assert_cmpint (json_object_get_int_member (seat, "seat"), ==, s);
      g_assert_cmpstr (json_object_get_string_member (seat, "ai"), ==, s == 1 ? "easy" : "random");

      /* The per-seat figures agree with the results. */
      for (guint g = 0; g < 6; g++)
        {
          JsonObject *result = json_array_get_object_element (results, g);
          JsonArray *winners = json_object_get_array_member (result, "winners");

          sum += json_array_get_int_element (json_object_get_array_member (result, "scores"), s);
          for (guint w = 0; w < json_array_get_length (winners); w++)
            if (json_array_get_int_element (winners, w) == s)
              {
                wins++;
                share += 1.0 / json_array_get_length (winners);
              }
        }
      g_assert_cmpfloat_with_epsilon (json_object_get_double_member (seat, "mean_score"), sum / 6, 1e-9);
      g_assert_cmpint (json_object_get_int_member (seat, "wins"), ==, wins);
      g_assert_cmpfloat_with_epsilon (json_object_get_double_member (seat, "win_share"), share / 6, 1e-9);
      g_assert_cmpfloat (json_object_get_double_member (seat, "stdev_score"), >=, 0);
      total_share += share;
    }
  /* Every game has a winner, shared or not. */
  g_assert_cmpfloat_with_epsilon (total_share, 6, 1e-9);

  for (guint g = 0; g < 6; g++)
    {
      JsonObject *result = json_array_get_object_element (results, g);

      assert_members (result, result_members);
      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (result, "scores")), ==, 3);
      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (result, "winners")), >=, 1);
    }

  /* The same seed gives the same run. */
  run_cli (&again, "simulate", "--game", "medici", "--players", "3", "--seats", "random,easy,random",
           "--games", "6", "--seed", "42", "--json", NULL);
  g_assert_cmpstr (run.out, ==, again.out);
}

/* A short run of normal searches: a Thebes game against easy, whose scores
 * change with any move a search would choose otherwise; then --threads. */
#define SEARCH_RUN "simulate", "--game", "thebes", "--seats", "normal,easy", "--games", "1", \
                   "--seed", "17", "--json", "--threads"

/* SEARCH_RUN on one thread, quiet: played once per process, the run the
 * others are compared with. */
static const char *
quiet_search_run (void)
{
  static char *out;

  if (out == NULL)
    {
      g_auto(Run) run = { 0 };

      run_cli (&run, SEARCH_RUN, "1", NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.err, ==, "");
      out = g_steal_pointer (&run.out);
    }
  return out;
}

/* The same seed gives the same games on any machine and under any load:
 * the computer players stop at iteration budgets, never at a clock.  Here
 * the process is stopped again and again for longer than the app's time
 * cap (0.5 s at normal), so the searches it is in last far past the cap by
 * the clock (a build whose searches stop at the cap failed here every time:
 * its moves and so its scores differed).  Stopping it, rather than loading
 * the machine, costs no CPU. */
static void
test_simulate_under_load (void)
{
  const char *args[] = { g_getenv ("LUDUS_CLI"), SEARCH_RUN, "1", NULL };
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *loaded = NULL;

  process = g_subprocess_newv (args, G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error);
  g_assert_no_error (error);
  /* Race-free: a process that has ended is not signalled. */
  for (guint i = 0; i < 8; i++)
    {
      g_usleep (20 * 1000);
      g_subprocess_send_signal (process, SIGSTOP);
      g_usleep (600 * 1000);
      g_subprocess_send_signal (process, SIGCONT);
    }

  g_assert_true (g_subprocess_communicate_utf8 (process, NULL, NULL, &loaded, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_successful (process));
  g_assert_cmpstr (loaded, ==, quiet_search_run ());
}

/* The searches' threads change no move: the same game on one thread or
 * two. */
static void
test_simulate_threads (void)
{
  g_auto(Run) two = { 0 };

  run_cli (&two, SEARCH_RUN, "2", NULL);
  g_assert_cmpint (two.status, ==, 0);
  g_assert_cmpstr (two.out, ==, quiet_search_run ());
}

/* ludus-cli shares the model's limits: what crashed or hung it before. */
static void
test_validate_hostile (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ludus-cli-XXXXXX", NULL);
  g_autofree char *deep = g_build_filename (dir, "deep.json", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo.json", NULL);
  g_autofree char *hidden = g_build_filename (dir, "hidden.json", NULL);
  g_autofree char *text = g_malloc (150000);
  g_autofree char *hidden_text = NULL;
  const struct { const char *path; const char *message; } cases[] = {
    { deep, "deep.json: line 1, column 65: nested deeper than 64 levels\n" },
    { fifo, "fifo.json: not a regular file\n" },
    { "/dev/zero", "zero: not a regular file\n" },
    /* The nesting hidden from the old limits by a '"' in a comment. */
    { hidden, "hidden.json: line 1, column 2: not valid JSON: a comment (JSON has none)\n" },
  };

  memset (text, '[', 75000);
  memset (text + 75000, ']', 75000);
  g_assert_true (g_file_set_contents (deep, text, 150000, NULL));
  hidden_text = g_strdup_printf ("[/* \" */%.*s/* \" */]", 150000, text);
  g_assert_true (g_file_set_contents (hidden, hidden_text, -1, NULL));
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0 };

      run_cli (&run, "validate", cases[i].path, NULL);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpstr (run.err, ==, cases[i].message);
    }
  g_remove (deep);
  g_remove (fifo);
  g_remove (hidden);
  g_rmdir (dir);
}

static void
test_simulate_text (void)
{
  g_auto(Run) run = { 0 };

  run_cli (&run, "simulate", "--game", "medici", "--games", "4", "--seed", "1", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "medici, 2 players, 4 games, seed 1"));
  g_assert_nonnull (strstr (run.out, "win share"));
}

/* --deck plays with that deck, --variant with that variant. */
static void
test_simulate_deck_and_variant (void)
{
  g_autofree char *deck = g_test_build_filename (G_TEST_DIST, "..", "data", "content",
                                                 "medici-deck.json", NULL);
  g_autofree char *text = NULL;
  g_autofree char *reversed_text = NULL;
  g_autofree char *small_text = NULL;
  g_autofree char *reversed = NULL;
  g_autofree char *small = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonArray) backwards = json_array_new ();
  g_autoptr(JsonArray) few = json_array_new ();
  g_auto(Run) builtin = { 0 };
  g_auto(Run) same = { 0 };
  g_auto(Run) other = { 0 };
  g_auto(Run) variant = { 0 };
  g_auto(Run) refused = { 0 };
  JsonObject *object;
  JsonArray *cards;
  guint n;

  /* The built-in deck from its file plays exactly the built-in games. */
  run_cli (&builtin, "simulate", "--game", "medici", "--players", "2", "--games", "20",
           "--seed", "3", "--json", NULL);
  g_assert_cmpint (builtin.status, ==, 0);
  run_cli (&same, "simulate", "--game", "medici", "--players", "2", "--games", "20",
           "--seed", "3", "--deck", deck, "--json", NULL);
  g_assert_cmpint (same.status, ==, 0);
  g_assert_cmpstr (same.out, ==, builtin.out);

  /* The same cards in another order deal other games. */
  g_assert_true (g_file_get_contents (deck, &text, NULL, &error));
  g_assert_no_error (error);
  object = parse_object (text, &root);
  cards = json_object_get_array_member (object, "cards");
  n = json_array_get_length (cards);
  g_assert_cmpuint (n, ==, 110);
  for (guint i = 0; i < n; i++)
    json_array_add_element (backwards, json_node_copy (json_array_get_element (cards, n - 1 - i)));
  for (guint i = 0; i < 60; i++)
    json_array_add_element (few, json_node_copy (json_array_get_element (cards, i)));

  json_object_set_array_member (object, "cards", json_array_ref (backwards));
  reversed_text = json_to_string (root, FALSE);
  reversed = write_temp ("ludus-test-cli-XXXXXX.json", reversed_text);
  run_cli (&other, "simulate", "--game", "medici", "--players", "2", "--games", "20",
           "--seed", "3", "--deck", reversed, "--json", NULL);
  g_remove (reversed);
  g_assert_cmpint (other.status, ==, 0);
  g_assert_cmpstr (other.out, !=, builtin.out);

  /* Big stocks pays 20 where the plain game pays 10. */
  run_cli (&variant, "simulate", "--game", "medici", "--players", "2", "--games", "20",
           "--seed", "3", "--variant", "big-stocks", "--json", NULL);
  g_assert_cmpint (variant.status, ==, 0);
  g_assert_cmpstr (variant.out, !=, builtin.out);

  /* A deck too small for the player count is refused. */
  json_object_set_array_member (object, "cards", json_array_ref (few));
  small_text = json_to_string (root, FALSE);
  small = write_temp ("ludus-test-cli-XXXXXX.json", small_text);
  run_cli (&refused, "simulate", "--game", "medici", "--players", "6", "--games", "2",
           "--deck", small, NULL);
  g_remove (small);
  g_assert_cmpint (refused.status, ==, 1);
  g_assert_cmpstr (refused.out, ==, "");
  g_assert_nonnull (strstr (refused.err, "6 players need at least 90"));
}

static void
test_tournament_json (void)
{
  g_auto(Run) run = { 0 };
  g_autoptr(JsonNode) root = NULL;
  const char * const top[] = { "game", "players", "games", "seed", "levels", NULL };
  const char * const level_members[] = { "level", "seats", "win_share", "ci95", "fair_share", "thinking", NULL };
  JsonObject *object;
  JsonArray *levels;
  double total = 0;

  run_cli (&run, "tournament", "--game", "medici", "--players", "4", "--seats", "random,easy",
           "--games", "8", "--seed", "5", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  object = parse_object (run.out, &root);
  assert_members (object, top);
  levels = json_object_get_array_member (object, "levels");
  g_assert_cmpuint (json_array_get_length (levels), ==, 2);
  for (guint l = 0; l < 2; l++)
    {
      JsonObject *level = json_array_get_object_element (levels, l);
      JsonArray *ci = json_object_get_array_member (level, "ci95");
      double share = json_object_get_double_member (level, "win_share");

      assert_members (level, level_members);
      g_assert_cmpstr (json_object_get_string_member (level, "level"), ==, l == 0 ? "random" : "easy");
      g_assert_cmpint (json_object_get_int_member (level, "seats"), ==, 2);
      g_assert_cmpfloat_with_epsilon (json_object_get_double_member (level, "fair_share"), 0.5, 1e-9);
      g_assert_cmpfloat (json_array_get_double_element (ci, 0), <=, share);
      g_assert_cmpfloat (json_array_get_double_element (ci, 1), >=, share);
      /* Eight games never make a level's share certain, even 8 wins of 8. */
      g_assert_cmpfloat (json_array_get_double_element (ci, 1) - json_array_get_double_element (ci, 0),
                         >, 0.1);
      total += share;
    }
  g_assert_cmpfloat_with_epsilon (total, 1, 1e-9);
}

/* Each level's thinking time; only the searching levels iterate. */
static void
test_tournament_thinking (void)
{
  g_auto(Run) run = { 0 };
  g_autoptr(JsonNode) root = NULL;
  const char * const members[] = { "decisions", "median_seconds", "p95_seconds", "max_seconds",
                                   "median_processor_seconds", "p95_processor_seconds",
                                   "median_iterations", "p95_iterations", "iterations_per_second",
                                   NULL };
  LudusAiParams normal;
  JsonArray *levels;

  ludus_ai_params_for_level (ludus_rules_lookup ("medici"), LUDUS_AI_NORMAL, &normal);
  run_cli (&run, "tournament", "--game", "medici", "--seats", "normal,random",
           "--games", "2", "--seed", "9", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  levels = json_object_get_array_member (parse_object (run.out, &root), "levels");
  for (guint l = 0; l < 2; l++)
    {
      JsonObject *level = json_array_get_object_element (levels, l);
      JsonObject *thinking = json_object_get_object_member (level, "thinking");
      double median, p95, max, median_processor, p95_processor, iterations_per_second;
      gint64 median_iterations, p95_iterations;

      g_assert_nonnull (thinking);
      assert_members (thinking, members);
      median = json_object_get_double_member (thinking, "median_seconds");
      p95 = json_object_get_double_member (thinking, "p95_seconds");
      max = json_object_get_double_member (thinking, "max_seconds");
      median_processor = json_object_get_double_member (thinking, "median_processor_seconds");
      p95_processor = json_object_get_double_member (thinking, "p95_processor_seconds");
      iterations_per_second = json_object_get_double_member (thinking, "iterations_per_second");
      median_iterations = json_object_get_int_member (thinking, "median_iterations");
      p95_iterations = json_object_get_int_member (thinking, "p95_iterations");
      g_assert_cmpint (json_object_get_int_member (thinking, "decisions"), >, 10);
      g_assert_cmpint (0, <=, median_iterations);
      g_assert_cmpint (median_iterations, <=, p95_iterations);
      /* A search stops at its budget, or before once its move is decided. */
      g_assert_cmpint (p95_iterations, <=, normal.iterations);
      g_assert_cmpfloat (0, <=, median);
      g_assert_cmpfloat (median, <=, p95);
      g_assert_cmpfloat (p95, <=, max);
      g_assert_cmpfloat (0, <=, median_processor);
      g_assert_cmpfloat (median_processor, <=, p95_processor);
      if (l == 0)
        {
          g_assert_cmpfloat (median, >, 0);
          g_assert_cmpfloat (median_processor, >, 0);
          g_assert_cmpfloat (iterations_per_second, >, 0);
          g_assert_cmpint (median_iterations, >, normal.iterations / 2);
        }
      else
        {
          g_assert_cmpfloat (iterations_per_second, ==, 0);
          g_assert_cmpint (p95_iterations, ==, 0);
        }
    }
}

static void
test_replay (void)
{
  g_autofree char *good = fixture ("medici/saves/3-players.json");
  g_auto(Run) run = { 0 };
  g_auto(Run) text = { 0 };
  g_autoptr(JsonNode) root = NULL;
  const char * const top[] = { "game", "over", "current_player", "scores", "winners", "breakdown", NULL };
  JsonObject *object;

  run_cli (&run, "replay", good, "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  object = parse_object (run.out, &root);
  assert_members (object, top);
  g_assert_cmpstr (json_object_get_string_member (object, "game"), ==, "medici");
  g_assert_false (json_object_get_boolean_member (object, "over"));
  g_assert_cmpint (json_object_get_int_member (object, "current_player"), <, 3);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "scores")), ==, 3);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "winners")), ==, 0);

  run_cli (&text, "replay", good, NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "medici: 9 moves, in progress"));
  g_assert_nonnull (strstr (text.out, "Anna"));
}

/* The game's log lines, each followed by a newline: what replay --log prints. */
static char *
log_text (LudusGame *game)
{
  GString *text = g_string_new (NULL);

  if (ludus_game_get_log_header (game) != NULL)
    g_string_append_printf (text, "%s\n", ludus_game_get_log_header (game));
  for (guint i = 0; i < ludus_game_get_n_moves (game); i++)
    {
      const char * const *lines = ludus_game_get_log_lines (game, i);

      for (guint l = 0; lines[l] != NULL; l++)
        g_string_append_printf (text, "%s\n", lines[l]);
    }
  return g_string_free (text, FALSE);
}

/* replay --log prints the save's log lines and nothing else; each player's
 * final line ("Anna ends with 57 points…") gives the model's score. */
static void
assert_replay_log (const char *path,
                   gboolean    final_lines)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusGame) game = ludus_save_load_file (file, NULL, &error);
  g_autofree char *expected = NULL;
  g_auto(GStrv) lines = NULL;
  g_auto(Run) run = { 0 };
  int scores[LUDUS_MAX_PLAYERS];

  g_assert_no_error (error);
  run_cli (&run, "replay", "--log", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  expected = log_text (game);
  g_assert_cmpstr (run.out, ==, expected);

  /* More lines than moves: the outcomes are narrated. */
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines) - 1, >, ludus_game_get_n_moves (game));
  g_assert_cmpstr (lines[0], ==, ludus_game_get_log_entry (game, 0));

  if (!final_lines)
    return;
  ludus_game_get_scores (game, scores);
  for (guint p = 0; p < ludus_game_get_n_players (game); p++)
    {
      g_autofree char *prefix = g_strdup_printf ("%s ends with %d point",
                                                 ludus_game_get_player_name (game, p), scores[p]);
      guint found = 0;

      for (guint l = 0; lines[l] != NULL; l++)
        found += g_str_has_prefix (lines[l], prefix);
      g_assert_cmpuint (found, ==, 1);
    }
}

/* A practice game's log says so first, as the window's does. */
static void
test_replay_log_practice (void)
{
  const LudusRules *rules = ludus_rules_lookup ("medici");
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusContent) content = ludus_content_new_default (rules, &error);
  g_autoptr(LudusOptions) options = ludus_options_new (rules, 2);
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  g_autofree char *expected = NULL;
  g_auto(Run) run = { 0 };
  int fd;

  g_assert_no_error (error);
  options->practice = TRUE;
  game = ludus_game_new (content, options, &error);
  g_assert_no_error (error);
  g_assert_true (ludus_game_apply_notation (game, "r", &error));
  g_assert_no_error (error);

  fd = g_file_open_tmp ("ludus-test-cli-XXXXXX.json", &path, &error);
  g_assert_no_error (error);
  g_close (fd, NULL);
  file = g_file_new_for_path (path);
  g_assert_true (ludus_save_write (game, file, NULL, &error));
  g_assert_no_error (error);

  run_cli (&run, "replay", "--log", path, NULL);
  g_remove (path);
  g_assert_cmpint (run.status, ==, 0);
  expected = log_text (game);
  g_assert_cmpstr (run.out, ==, expected);
  g_assert_true (g_str_has_prefix (run.out, "Practice game: "));
}

/* A finished Medici game's log: every day's scoring, whose totals add up
 * to each player's florins; the seats without a typed name read "Player 2". */
static void
test_replay_log_medici (void)
{
  const LudusRules *rules = ludus_rules_lookup ("medici");
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusContent) content = ludus_content_new_default (rules, &error);
  g_autoptr(LudusOptions) options = ludus_options_new (rules, 3);
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  g_auto(Run) run = { 0 };
  g_auto(GStrv) lines = NULL;
  int scores[LUDUS_MAX_PLAYERS];
  LudusRng rng;
  int fd;

  g_assert_no_error (error);
  options->seed = 17;
  ludus_options_set_seat (options, 0, "Anna", TRUE, LUDUS_AI_NORMAL);
  game = ludus_game_new (content, options, &error);
  g_assert_no_error (error);
  ludus_rng_seed (&rng, 17);
  while (!ludus_game_is_over (game))
    {
      guint n;
      const LudusMove *moves = ludus_game_get_legal_moves (game, &n);
      LudusMove move = moves[ludus_rng_below (&rng, n)];

      g_assert_true (ludus_game_apply_move (game, &move, &error));
      g_assert_no_error (error);
    }
  ludus_game_get_scores (game, scores);

  fd = g_file_open_tmp ("ludus-test-cli-XXXXXX.json", &path, &error);
  g_assert_no_error (error);
  g_close (fd, NULL);
  file = g_file_new_for_path (path);
  g_assert_true (ludus_save_write (game, file, NULL, &error));
  g_assert_no_error (error);

  assert_replay_log (path, FALSE);
  run_cli (&run, "replay", "--log", path, NULL);
  g_remove (path);

  lines = g_strsplit (run.out, "\n", -1);
  for (guint d = 1; d <= 3; d++)
    {
      g_autofree char *heading = g_strdup_printf ("End of day %u: scoring", d);

      g_assert_true (g_strv_contains ((const char * const *) lines, heading));
    }
  for (guint p = 0; p < 3; p++)
    {
      const char *name = p == 0 ? "Anna" : p == 1 ? "Player 2" : "Player 3";
      g_autofree char *prefix = g_strdup_printf ("%s earns ", name);
      int florins = 0;

      g_assert_cmpstr (ludus_game_get_player_name (game, p), ==, name);
      for (guint l = 0; lines[l] != NULL; l++)
        if (g_str_has_prefix (lines[l], prefix) && strstr (lines[l], " on day ") != NULL)
          florins += atoi (lines[l] + strlen (prefix));
      g_assert_cmpint (florins, ==, scores[p]);
    }
}

/* A finished game: over, its winners, and a breakdown of the three days
 * that adds up to the scores. */
static void
test_replay_finished (void)
{
  const LudusRules *rules = ludus_rules_lookup ("medici");
  const char * const top[] = { "game", "over", "current_player", "scores", "winners", "breakdown", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusContent) content = ludus_content_new_default (rules, &error);
  g_autoptr(LudusOptions) options = ludus_options_new (rules, 4);
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *path = NULL;
  g_auto(Run) run = { 0 };
  g_auto(Run) text = { 0 };
  int scores[LUDUS_MAX_PLAYERS];
  int best = 0;
  JsonObject *object, *breakdown;
  JsonArray *json_scores, *winners, *florins, *days;
  LudusRng rng;
  guint n_winners = 0;
  int fd;

  g_assert_no_error (error);
  options->seed = 31;
  game = ludus_game_new (content, options, &error);
  g_assert_no_error (error);
  ludus_rng_seed (&rng, 31);
  while (!ludus_game_is_over (game))
    {
      guint n;
      const LudusMove *moves = ludus_game_get_legal_moves (game, &n);
      LudusMove move = moves[ludus_rng_below (&rng, n)];

      g_assert_true (ludus_game_apply_move (game, &move, &error));
      g_assert_no_error (error);
    }
  ludus_game_get_scores (game, scores);

  fd = g_file_open_tmp ("ludus-test-cli-XXXXXX.json", &path, &error);
  g_assert_no_error (error);
  g_close (fd, NULL);
  file = g_file_new_for_path (path);
  g_assert_true (ludus_save_write (game, file, NULL, &error));
  g_assert_no_error (error);
  run_cli (&run, "replay", path, "--json", NULL);
  run_cli (&text, "replay", path, NULL);
  g_remove (path);

  g_assert_cmpint (run.status, ==, 0);
  object = parse_object (run.out, &root);
  assert_members (object, top);
  g_assert_true (json_object_get_boolean_member (object, "over"));
  json_scores = json_object_get_array_member (object, "scores");
  winners = json_object_get_array_member (object, "winners");
  g_assert_cmpuint (json_array_get_length (json_scores), ==, 4);
  for (guint p = 0; p < 4; p++)
    {
      g_assert_cmpint (json_array_get_int_element (json_scores, p), ==, scores[p]);
      best = MAX (best, scores[p]);
    }
  /* The winners are exactly the players with the most florins. */
  for (guint p = 0; p < 4; p++)
    if (scores[p] == best)
      {
        g_assert_cmpuint (n_winners, <, json_array_get_length (winners));
        g_assert_cmpint (json_array_get_int_element (winners, n_winners), ==, p);
        n_winners++;
      }
  g_assert_cmpuint (json_array_get_length (winners), ==, n_winners);

  breakdown = json_object_get_object_member (object, "breakdown");
  florins = json_object_get_array_member (breakdown, "florins");
  days = json_object_get_array_member (breakdown, "days");
  g_assert_cmpuint (json_array_get_length (days), ==, 3);
  for (guint p = 0; p < 4; p++)
    {
      int sum = 0;

      g_assert_cmpint (json_array_get_int_element (florins, p), ==, scores[p]);
      for (guint d = 0; d < 3; d++)
        {
          JsonObject *day = json_array_get_object_element (days, d);
          JsonObject *player = json_array_get_object_element (json_object_get_array_member (day, "players"), p);
          JsonObject *goods = json_object_get_object_member (player, "goods");
          int total = json_object_get_int_member (player, "ship_payout");

          g_assert_cmpint (json_object_get_int_member (day, "day"), ==, d + 1);
          g_assert_cmpuint (json_object_get_size (goods), ==, LUDUS_MEDICI_N_GOODS);
          for (guint g = 0; g < LUDUS_MEDICI_N_GOODS; g++)
            {
              JsonObject *good = json_object_get_object_member (goods, ludus_medici_goods_ids[g]);

              g_assert_nonnull (good);
              total += json_object_get_int_member (good, "majority") +
                       json_object_get_int_member (good, "bonus");
            }
          g_assert_cmpint (json_object_get_int_member (player, "total"), ==, total);
          sum += total;
        }
      g_assert_cmpint (sum, ==, scores[p]);
    }

  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "game over"));
  g_assert_nonnull (strstr (text.out, "winner"));
}

/* printf pads by bytes; the table must pad by characters so that names with
 * accents line up with the others. */
static void
test_replay_aligns_names (void)
{
  const char * const names[] = { "Ágnes", "Ľubica", "Carlos" };
  g_autofree char *good = fixture ("medici/saves/3-players.json");
  g_autofree char *text = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_auto(GStrv) lines = NULL;
  g_auto(Run) run = { 0 };
  JsonArray *seats;
  glong width = -1;
  guint n_rows = 0;
  int fd;

  g_assert_true (g_file_get_contents (good, &text, NULL, &error));
  g_assert_no_error (error);
  seats = json_object_get_array_member (json_object_get_object_member (parse_object (text, &root),
                                                                       "options"),
                                        "seats");
  g_assert_cmpuint (json_array_get_length (seats), ==, G_N_ELEMENTS (names));
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    json_object_set_string_member (json_array_get_object_element (seats, i), "name", names[i]);
  g_clear_pointer (&text, g_free);
  text = json_to_string (root, FALSE);

  fd = g_file_open_tmp ("ludus-test-cli-XXXXXX.json", &path, &error);
  g_assert_no_error (error);
  g_close (fd, NULL);
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);

  run_cli (&run, "replay", path, NULL);
  g_remove (path);
  g_assert_cmpint (run.status, ==, 0);

  /* One row per player ("  0 Ágnes … 12"), all as wide on screen. */
  lines = g_strsplit (run.out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    for (guint p = 0; p < G_N_ELEMENTS (names); p++)
      if (strstr (lines[i], names[p]) != NULL && g_str_has_prefix (lines[i], "  "))
        {
          if (width < 0)
            width = g_utf8_strlen (lines[i], -1);
          else if (g_utf8_strlen (lines[i], -1) != width)
            g_error ("misaligned row “%s”:\n%s", lines[i], run.out);
          n_rows++;
        }
  g_assert_cmpuint (n_rows, ==, G_N_ELEMENTS (names));
}

static void
test_moves (void)
{
  g_autofree char *good = fixture ("medici/saves/3-players.json");
  g_auto(Run) run = { 0 };
  g_auto(GStrv) lines = NULL;
  guint n = 0;

  run_cli (&run, "moves", good, NULL);
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\n", -1);
  for (guint i = 0; lines[i] != NULL && lines[i][0] != '\0'; i++, n++)
    {
      const char *tab = strchr (lines[i], '\t');

      /* Notation, a tab, a description. */
      g_assert_nonnull (tab);
      g_assert_cmpuint (tab - lines[i], >, 0);
      g_assert_cmpuint (strlen (tab + 1), >, 0);
    }
  g_assert_cmpuint (n, >=, 1);
}

/* In medici/saves/3-players.json the next move is a reveal: `moves` must not name the card on
 * top of the deck, which nobody can know before it is revealed. */
static void
test_moves_hide_next_card (void)
{
  g_autofree char *good = fixture ("medici/saves/3-players.json");
  g_autoptr(GFile) file = g_file_new_for_path (good);
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *top_card = NULL;
  g_auto(Run) run = { 0 };
  const LudusMediciState *state;
  guint n;

  game = ludus_save_load_file (file, NULL, &error);
  g_assert_no_error (error);
  n = ludus_game_get_n_moves (game);
  state = ludus_game_get_state (game);
  g_assert_cmpuint (state->deck_len, >, 0);
  top_card = ludus_medici_card_name (&state->content->cards[state->deck[state->deck_len - 1]]);

  /* The log of the reveal, once played, does name it. */
  g_assert_true (ludus_game_apply_notation (game, "r", &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (ludus_game_get_log_entry (game, n), top_card));

  run_cli (&run, "moves", good, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "r\t"));
  if (strstr (run.out, top_card) != NULL)
    g_error ("`moves` names the hidden card “%s”:\n%s", top_card, run.out);
}

static void
test_validate_good (void)
{
  g_autofree char *good = fixture ("medici/saves/3-players.json");
  g_autofree char *deck = g_test_build_filename (G_TEST_DIST, "..", "data", "content",
                                                 "medici-deck.json", NULL);
  g_auto(Run) run = { 0 };
  g_auto(Run) deck_run = { 0 };

  run_cli (&run, "validate", good, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "3-players.json: a valid medici save: 3 players, 9 moves, in progress\n");

  run_cli (&deck_run, "validate", deck, NULL);
  g_assert_cmpint (deck_run.status, ==, 0);
  g_assert_true (g_str_has_prefix (deck_run.out, "medici-deck.json: a valid medici deck"));
  g_assert_nonnull (strstr (deck_run.out, "(reconstructed)"));
}

static void
test_validate_bad (gconstpointer data)
{
  const BadSave *bad = data;
  g_autofree char *path = fixture (bad->file);
  g_autofree char *pattern = g_strdup_printf ("%s\n", bad->message);
  g_auto(Run) run = { 0 };

  /* A deck is a valid file to validate; only replay refuses it as a save. */
  run_cli (&run, strcmp (bad->file, "saves/deck-instead.json") == 0 ? "replay" : "validate", path, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  if (!g_pattern_match_simple (pattern, run.err))
    g_error ("%s: expected “%s”, got “%s”", bad->file, bad->message, run.err);
}

/* Thebes and Mykerinos: each has its fixtures in tests/fixtures/ID and its
 * content in data/content, and the same commands are checked on both. */

/* Checks the game-specific "breakdown" of `replay --json` against the
 * library's end state; scores are the library's scores. */
typedef void (*CheckBreakdown) (LudusGame  *game,
                                JsonObject *breakdown,
                                const int  *scores);

typedef struct
{
  const char *file;     /* in tests/fixtures/ID */
  const char *message;  /* what validate prints on stderr */
} BadContent;

typedef struct
{
  const char         *id;
  const char         *save;           /* a finished game, in tests/fixtures/ID */
  const char         *seats;          /* simulate --seats for three players */
  gboolean            shared_wins;    /* every top scorer wins (no tie-break) */
  const guint        *cuts;           /* moves: after how many moves of save */
  guint               n_cuts;
  const char * const *decks;          /* good decks, relative to tests/ */
  const char * const *layouts;        /* good layouts, relative to tests/ */
  const BadContent   *bad_content;    /* bad decks and layouts */
  guint               n_bad_content;
  CheckBreakdown      check_breakdown;
} CliGame;

static char *
game_fixture (const CliGame *cli_game,
              const char    *name)
{
  return g_test_build_filename (G_TEST_DIST, "fixtures", cli_game->id, name, NULL);
}

/* The file's top-level object; root keeps it alive. */
static JsonObject *
load_object (const char  *path,
             JsonNode   **root)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  return parse_object (text, root);
}

static LudusGame *
load_game (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  LudusGame *game = ludus_save_load_file (file, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/* winners lists, in seat order, players with the top score of scores (all
 * of them unless a tie-break picks among them); returns their bits. */
static guint32
assert_top_scorers (const CliGame *cli_game,
                    JsonArray     *scores,
                    JsonArray     *winners)
{
  guint n_players = json_array_get_length (scores);
  gint64 best = G_MININT64;
  guint n_best = 0;
  guint32 bits = 0;

  for (guint p = 0; p < n_players; p++)
    best = MAX (best, json_array_get_int_element (scores, p));
  for (guint p = 0; p < n_players; p++)
    n_best += json_array_get_int_element (scores, p) == best;

  g_assert_cmpuint (json_array_get_length (winners), >=, 1);
  for (guint w = 0; w < json_array_get_length (winners); w++)
    {
      gint64 p = json_array_get_int_element (winners, w);

      g_assert_cmpint (p, >=, 0);
      g_assert_cmpint (p, <, n_players);
      if (w > 0)
        g_assert_cmpint (p, >, json_array_get_int_element (winners, w - 1));
      g_assert_cmpint (json_array_get_int_element (scores, p), ==, best);
      bits |= 1u << p;
    }
  if (cli_game->shared_wins || n_best == 1)
    g_assert_cmpuint (json_array_get_length (winners), ==, n_best);
  return bits;
}

/* Every seat's figures agree with the games' results, and each game's
 * winners are players with the top score. */
static void
test_game_simulate_json (gconstpointer data)
{
  const CliGame *cli_game = data;
  const char * const top[] = { "game", "players", "games", "seed", "seats", "results", NULL };
  const char * const seat_members[] = { "seat", "ai", "wins", "win_share", "mean_score", "stdev_score", NULL };
  const char * const result_members[] = { "seed", "scores", "winners", NULL };
  const guint n_games = 8;
  g_auto(GStrv) levels = g_strsplit (cli_game->seats, ",", -1);
  g_auto(Run) run = { 0 };
  g_auto(Run) again = { 0 };
  g_auto(Run) other = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonObject *object;
  JsonArray *seats, *results;
  double total_share = 0;

  g_assert_cmpuint (g_strv_length (levels), ==, 3);
  run_cli (&run, "simulate", "--game", cli_game->id, "--players", "3", "--seats", cli_game->seats,
           "--games", "8", "--seed", "42", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  object = parse_object (run.out, &root);
  assert_members (object, top);
  g_assert_cmpstr (json_object_get_string_member (object, "game"), ==, cli_game->id);
  g_assert_cmpint (json_object_get_int_member (object, "players"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (object, "games"), ==, n_games);
  g_assert_cmpint (json_object_get_int_member (object, "seed"), ==, 42);

  seats = json_object_get_array_member (object, "seats");
  results = json_object_get_array_member (object, "results");
  g_assert_cmpuint (json_array_get_length (seats), ==, 3);
  g_assert_cmpuint (json_array_get_length (results), ==, n_games);

  for (guint g = 0; g < n_games; g++)
    {
      JsonObject *result = json_array_get_object_element (results, g);
      JsonArray *scores = json_object_get_array_member (result, "scores");

      assert_members (result, result_members);
      g_assert_cmpuint (json_array_get_length (scores), ==, 3);
      for (guint p = 0; p < 3; p++)
        g_assert_cmpint (json_array_get_int_element (scores, p), >=, 0);
      assert_top_scorers (cli_game, scores, json_object_get_array_member (result, "winners"));
    }

  for (guint s = 0; s < 3; s++)
    {
      JsonObject *seat = json_array_get_object_element (seats, s);
      double sum = 0, squares = 0, mean, wins = 0, share = 0;

      assert_members (seat, seat_members);
      g_assert_cmpint (json_object_get_int_member (seat, "seat"), ==, s);
      g_assert_cmpstr (json_object_get_string_member (seat, "ai"), ==, levels[s]);

      for (guint g = 0; g < n_games; g++)
        {
          JsonObject *result = json_array_get_object_element (results, g);
          JsonArray *winners = json_object_get_array_member (result, "winners");

          sum += json_array_get_int_element (json_object_get_array_member (result, "scores"), s);
          for (guint w = 0; w < json_array_get_length (winners); w++)
            if (json_array_get_int_element (winners, w) == s)
              {
                wins++;
                share += 1.0 / json_array_get_length (winners);
              }
        }
      mean = sum / n_games;
      for (guint g = 0; g < n_games; g++)
        {
          JsonObject *result = json_array_get_object_element (results, g);
          double d = json_array_get_int_element (json_object_get_array_member (result, "scores"), s) - mean;

          squares += d * d;
        }
      g_assert_cmpfloat_with_epsilon (json_object_get_double_member (seat, "mean_score"), mean, 1e-9);
      /* The sample standard deviation. */
      g_assert_cmpfloat_with_epsilon (json_object_get_double_member (seat, "stdev_score"),
                                      sqrt (squares / (n_games - 1)), 1e-9);
      g_assert_cmpint (json_object_get_int_member (seat, "wins"), ==, wins);
      g_assert_cmpfloat_with_epsilon (json_object_get_double_member (seat, "win_share"), share / n_games, 1e-9);
      total_share += share;
    }
  g_assert_cmpfloat_with_epsilon (total_share, n_games, 1e-9);

  /* The same seed gives the same run, another seed other games. */
  run_cli (&again, "simulate", "--game", cli_game->id, "--players", "3", "--seats", cli_game->seats,
           "--games", "8", "--seed", "42", "--json", NULL);
  g_assert_cmpstr (run.out, ==, again.out);
  run_cli (&other, "simulate", "--game", cli_game->id, "--players", "3", "--seats", cli_game->seats,
           "--games", "8", "--seed", "43", "--json", NULL);
  g_assert_cmpint (other.status, ==, 0);
  g_assert_cmpstr (run.out, !=, other.out);
}

/* Every game's bench: the rules core and the hard search both run. */
static void
test_bench_json (gconstpointer data)
{
  const char *game = data;
  g_auto(Run) run = { 0 };
  g_autoptr(JsonNode) root = NULL;
  const char * const top[] = { "game", "random_games_per_second", "moves_per_second",
                               "search_iterations_per_second",
                               "search_iterations_per_processor_second", NULL };
  JsonObject *object;

  run_cli (&run, "bench", "--game", game, "--seconds", "0.05", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  object = parse_object (run.out, &root);
  assert_members (object, top);
  g_assert_cmpstr (json_object_get_string_member (object, "game"), ==, game);
  g_assert_cmpfloat (json_object_get_double_member (object, "random_games_per_second"), >, 0);
  /* Every game takes more than one move. */
  g_assert_cmpfloat (json_object_get_double_member (object, "moves_per_second"), >,
                     json_object_get_double_member (object, "random_games_per_second"));
  g_assert_cmpfloat (json_object_get_double_member (object, "search_iterations_per_second"), >, 0);
  g_assert_cmpfloat (json_object_get_double_member (object, "search_iterations_per_processor_second"), >, 0);
}

/* bench --analyse times the review of the same whole game every time. */
static void
test_bench_analyse (void)
{
  g_auto(Run) run = { 0 };
  g_auto(Run) again = { 0 };
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) again_root = NULL;
  const char * const top[] = { "game", "random_games_per_second", "moves_per_second",
                               "search_iterations_per_second",
                               "search_iterations_per_processor_second", "analyse_moves",
                               "analyse_seconds", "analyse_processor_seconds", NULL };
  JsonObject *object, *again_object;

  run_cli (&run, "bench", "--game", "medici", "--seconds", "0.01", "--analyse", "--json", NULL);
  run_cli (&again, "bench", "--game", "medici", "--seconds", "0.01", "--analyse", "--threads", "1",
           "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpint (again.status, ==, 0);
  object = parse_object (run.out, &root);
  again_object = parse_object (again.out, &again_root);
  assert_members (object, top);
  /* A Medici game between two players takes dozens of moves. */
  g_assert_cmpint (json_object_get_int_member (object, "analyse_moves"), >, 20);
  g_assert_cmpint (json_object_get_int_member (object, "analyse_moves"), ==,
                   json_object_get_int_member (again_object, "analyse_moves"));
  g_assert_cmpfloat (json_object_get_double_member (object, "analyse_seconds"), >, 0);
  g_assert_cmpfloat (json_object_get_double_member (object, "analyse_processor_seconds"), >, 0);
}

/* Artifacts and exhibitions as the players hold them, 5 for the single most
 * closed books of a site and 3 each when tied; the parts add up to the
 * score. */
static void
check_thebes_breakdown (LudusGame  *game,
                        JsonObject *breakdown,
                        const int  *scores)
{
  const char * const score_members[] = { "artifacts", "exhibitions", "congress", "majority",
                                         "majorities", "total", NULL };
  const LudusThebesState *state = ludus_game_get_state (game);
  guint n_players = ludus_game_get_n_players (game);
  JsonArray *players;

  g_assert_cmpuint (json_object_get_size (breakdown), ==, 1);
  players = json_object_get_array_member (breakdown, "players");
  g_assert_cmpuint (json_array_get_length (players), ==, n_players);
  for (guint p = 0; p < n_players; p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);
      JsonObject *majority = json_object_get_object_member (player, "majority");
      gint64 majorities = 0, total;

      assert_members (player, score_members);
      g_assert_cmpint (json_object_get_int_member (player, "artifacts"), ==,
                       state->players[p].artifact_points);
      g_assert_cmpint (json_object_get_int_member (player, "exhibitions"), ==,
                       state->players[p].exhibition_points);
      g_assert_cmpint (json_object_get_int_member (player, "congress"), >=, 0);
      g_assert_cmpuint (json_object_get_size (majority), ==, LUDUS_THEBES_N_SITES);
      for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
        {
          const char *id = ludus_thebes_place_id (LUDUS_THEBES_SITE_PLACE (site));
          guint most = 0, n_most = 0;
          int expected = 0;

          for (guint q = 0; q < n_players; q++)
            most = MAX (most, state->players[q].books[site]);
          for (guint q = 0; q < n_players; q++)
            n_most += state->players[q].books[site] == most;
          if (most > 0 && state->players[p].books[site] == most)
            expected = n_most == 1 ? 5 : 3;
          g_assert_true (json_object_has_member (majority, id));
          g_assert_cmpint (json_object_get_int_member (majority, id), ==, expected);
          majorities += expected;
        }
      g_assert_cmpint (json_object_get_int_member (player, "majorities"), ==, majorities);
      total = json_object_get_int_member (player, "artifacts") +
              json_object_get_int_member (player, "exhibitions") +
              json_object_get_int_member (player, "congress") + majorities;
      g_assert_cmpint (json_object_get_int_member (player, "total"), ==, total);
      g_assert_cmpint (total, ==, scores[p]);
    }
}

/* The season and wings as the rules hold them; per player the prestige,
 * each wing's exhibition and the sets the library scores (5 per full set
 * of the five patrons' parcels), adding up to the score. */
static void
check_mykerinos_breakdown (LudusGame  *game,
                           JsonObject *breakdown,
                           const int  *scores)
{
  const char * const top[] = { "season", "final", "wings", "players", NULL };
  const char * const score_members[] = { "colour", "prestige", "exhibition", "sets", "total",
                                         "score", "stock", NULL };
  const LudusMykerinosState *state = ludus_game_get_state (game);
  guint n_players = ludus_game_get_n_players (game);
  JsonArray *wings, *players;
  guint seen = 0;

  assert_members (breakdown, top);
  g_assert_cmpint (json_object_get_int_member (breakdown, "season"), ==,
                   MIN (state->season + 1, LUDUS_MYKERINOS_N_SEASONS));
  g_assert_cmpint (json_object_get_boolean_member (breakdown, "final"), ==,
                   ludus_game_is_over (game));

  /* Each patron has one wing. */
  wings = json_object_get_array_member (breakdown, "wings");
  g_assert_cmpuint (json_array_get_length (wings), ==, LUDUS_MYKERINOS_N_WINGS);
  for (guint w = 0; w < LUDUS_MYKERINOS_N_WINGS; w++)
    {
      g_assert_cmpuint (state->wing_patron[w], <, LUDUS_MYKERINOS_N_PATRONS);
      g_assert_cmpstr (json_array_get_string_element (wings, w), ==,
                       ludus_mykerinos_patron_ids[state->wing_patron[w]]);
      seen |= 1u << state->wing_patron[w];
    }
  g_assert_cmpuint (seen, ==, (1u << LUDUS_MYKERINOS_N_PATRONS) - 1);

  players = json_object_get_array_member (breakdown, "players");
  g_assert_cmpuint (json_array_get_length (players), ==, n_players);
  for (guint p = 0; p < n_players; p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);
      JsonArray *exhibition = json_object_get_array_member (player, "exhibition");
      LudusMykerinosScore score;
      guint sets = G_MAXUINT;
      gint64 total;

      ludus_mykerinos_score_player (state, p, &score);
      assert_members (player, score_members);
      g_assert_cmpstr (json_object_get_string_member (player, "colour"), ==,
                       ludus_mykerinos_colour_ids[p]);
      g_assert_cmpint (json_object_get_int_member (player, "prestige"), ==, state->prestige[p]);
      g_assert_cmpint (json_object_get_int_member (player, "stock"), ==, state->stock[p]);
      total = json_object_get_int_member (player, "prestige");

      g_assert_cmpuint (json_array_get_length (exhibition), ==, LUDUS_MYKERINOS_N_WINGS);
      for (guint w = 0; w < LUDUS_MYKERINOS_N_WINGS; w++)
        {
          gint64 points = json_array_get_int_element (exhibition, w);
          guint owned = ludus_mykerinos_state_owned (state, p, state->wing_patron[w]);

          g_assert_cmpint (points, ==, score.exhibition[w]);
          /* The wing's patron's parcels, times a room's worth. */
          g_assert_cmpint (points, >=, 0);
          if (owned == 0)
            g_assert_cmpint (points, ==, 0);
          else
            g_assert_cmpint (points % owned, ==, 0);
          total += points;
        }

      for (guint patron = 0; patron < LUDUS_MYKERINOS_N_PATRONS; patron++)
        sets = MIN (sets, ludus_mykerinos_state_owned (state, p, patron));
      g_assert_cmpint (json_object_get_int_member (player, "sets"), ==, 5 * sets);
      total += 5 * sets;

      g_assert_cmpint (json_object_get_int_member (player, "total"), ==, total);
      g_assert_cmpint (json_object_get_int_member (player, "total"), ==, score.total);
      g_assert_cmpint (json_object_get_int_member (player, "score"), ==, scores[p]);
      /* At the end, the whole worth is on the score track. */
      if (ludus_game_is_over (game))
        g_assert_cmpint (total, ==, scores[p]);
    }
}

/* The finished game: what the rules say of its end state, and a breakdown
 * that adds up to the scores. */
/* The log of each game's finished save, as the window shows it. */
static void
test_game_replay_log (gconstpointer data)
{
  const CliGame *cli_game = data;
  g_autofree char *path = game_fixture (cli_game, cli_game->save);

  assert_replay_log (path, TRUE);
}

static void
test_game_replay (gconstpointer data)
{
  const CliGame *cli_game = data;
  const char * const top[] = { "game", "over", "current_player", "scores", "winners", "breakdown", NULL };
  g_autofree char *path = game_fixture (cli_game, cli_game->save);
  g_autoptr(JsonNode) file_root = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(LudusGame) game = load_game (path);
  g_autofree char *first_line = NULL;
  g_auto(GStrv) lines = NULL;
  g_auto(Run) run = { 0 };
  g_auto(Run) text = { 0 };
  JsonObject *file, *object;
  JsonArray *seats, *json_scores, *winners;
  int scores[LUDUS_MAX_PLAYERS];
  guint32 library_winners = ludus_game_get_winners (game);
  guint n_players;

  file = load_object (path, &file_root);
  seats = json_object_get_array_member (json_object_get_object_member (file, "options"), "seats");
  n_players = json_array_get_length (seats);
  g_assert_cmpuint (n_players, ==, ludus_game_get_n_players (game));
  ludus_game_get_scores (game, scores);

  run_cli (&run, "replay", path, "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  object = parse_object (run.out, &root);
  assert_members (object, top);
  g_assert_cmpstr (json_object_get_string_member (object, "game"), ==,
                   json_object_get_string_member (file, "game"));
  g_assert_cmpstr (json_object_get_string_member (object, "game"), ==, cli_game->id);
  g_assert_true (ludus_game_is_over (game));
  g_assert_true (json_object_get_boolean_member (object, "over"));
  g_assert_cmpint (json_object_get_int_member (object, "current_player"), ==,
                   ludus_game_get_current_player (game));

  /* The scores are the library's; the winners are the library's, and
   * players with the top score. */
  json_scores = json_object_get_array_member (object, "scores");
  winners = json_object_get_array_member (object, "winners");
  g_assert_cmpuint (json_array_get_length (json_scores), ==, n_players);
  for (guint p = 0; p < n_players; p++)
    g_assert_cmpint (json_array_get_int_element (json_scores, p), ==, scores[p]);
  g_assert_cmphex (assert_top_scorers (cli_game, json_scores, winners), ==, library_winners);

  cli_game->check_breakdown (game, json_object_get_object_member (object, "breakdown"), scores);

  /* The text: the move count from the file, a row per seat, the winners. */
  run_cli (&text, "replay", path, NULL);
  g_assert_cmpint (text.status, ==, 0);
  first_line = g_strdup_printf ("%s: %u moves, game over\n", cli_game->id,
                                json_array_get_length (json_object_get_array_member (file, "moves")));
  g_assert_true (g_str_has_prefix (text.out, first_line));
  lines = g_strsplit (text.out, "\n", -1);
  for (guint p = 0; p < n_players; p++)
    {
      const char *name = json_object_get_string_member (json_array_get_object_element (seats, p), "name");
      g_autofree char *row = g_strdup_printf ("  %u %s ", p, name);
      g_autofree char *end = g_strdup_printf (" %d%s", scores[p],
                                              library_winners & (1u << p) ? "  winner" : "");
      guint n_rows = 0;

      for (guint i = 0; lines[i] != NULL; i++)
        if (g_str_has_prefix (lines[i], row))
          {
            if (!g_str_has_suffix (lines[i], end))
              g_error ("row “%s” does not end in “%s”", lines[i], end);
            n_rows++;
          }
      g_assert_cmpuint (n_rows, ==, 1);
    }
}

/* Writes path's save with only its first n_moves moves to a temporary
 * file; returns the new path and the move played next in next_move. */
static char *
write_save_prefix (const char  *path,
                   guint        n_moves,
                   char       **next_move)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonArray) kept = json_array_new ();
  g_autofree char *text = NULL;
  JsonObject *object = load_object (path, &root);
  JsonArray *moves = json_object_get_array_member (object, "moves");

  g_assert_cmpuint (n_moves, <, json_array_get_length (moves));
  for (guint i = 0; i < n_moves; i++)
    json_array_add_element (kept, json_node_copy (json_array_get_element (moves, i)));
  *next_move = g_strdup (json_array_get_string_element (moves, n_moves));
  json_object_set_array_member (object, "moves", json_array_ref (kept));
  text = json_to_string (root, FALSE);
  return write_temp ("ludus-test-cli-XXXXXX.json", text);
}

/* At points along the recorded game, `moves` lists exactly the legal
 * moves, in notation the rules read back, including the one played next;
 * at its end, none. */
static void
test_game_moves (gconstpointer data)
{
  const CliGame *cli_game = data;
  g_autofree char *path = game_fixture (cli_game, cli_game->save);

  for (guint c = 0; c < cli_game->n_cuts; c++)
    {
      guint cut = cli_game->cuts[c];
      g_autofree char *next_move = NULL;
      g_autofree char *prefix = write_save_prefix (path, cut, &next_move);
      g_autoptr(LudusGame) game = load_game (prefix);
      g_autoptr(GHashTable) listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      const LudusRules *rules = ludus_game_get_rules (game);
      g_auto(Run) run = { 0 };
      g_auto(GStrv) lines = NULL;
      guint n_legal;

      run_cli (&run, "moves", prefix, NULL);
      g_remove (prefix);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.err, ==, "");
      g_assert_cmpstr (rules->id, ==, cli_game->id);
      g_assert_cmpuint (ludus_game_get_n_moves (game), ==, cut);
      ludus_game_get_legal_moves (game, &n_legal);

      g_assert_true (g_str_has_suffix (run.out, "\n"));
      lines = g_strsplit (run.out, "\n", -1);
      for (guint i = 0; lines[i] != NULL && lines[i][0] != '\0'; i++)
        {
          const char *tab = strchr (lines[i], '\t');
          g_autofree char *notation = NULL;
          g_autofree char *again = NULL;
          LudusMove move = { 0 };

          /* Notation, a tab, a description. */
          g_assert_nonnull (tab);
          g_assert_cmpuint (tab - lines[i], >, 0);
          g_assert_cmpuint (strlen (tab + 1), >, 0);
          notation = g_strndup (lines[i], tab - lines[i]);
          if (!rules->parse_move (ludus_game_get_state (game), notation, &move))
            g_error ("after %u moves: “%s” is not in %s notation", cut, notation, cli_game->id);
          if (!ludus_game_is_legal (game, &move))
            g_error ("after %u moves: “%s” is not legal", cut, notation);
          again = ludus_game_format_move (game, &move);
          g_assert_cmpstr (again, ==, notation);
          if (!g_hash_table_add (listed, g_steal_pointer (&notation)))
            g_error ("after %u moves: “%s” is listed twice", cut, again);
        }
      g_assert_cmpuint (g_hash_table_size (listed), >=, 1);
      g_assert_cmpuint (g_hash_table_size (listed), ==, n_legal);
      if (!g_hash_table_contains (listed, next_move))
        g_error ("after %u moves: the move played next, “%s”, is not listed:\n%s",
                 cut, next_move, run.out);
    }

  /* The game is over at the end of the save: nothing is legal. */
  {
    g_autoptr(LudusGame) game = load_game (path);
    g_auto(Run) run = { 0 };
    guint n_legal;

    ludus_game_get_legal_moves (game, &n_legal);
    g_assert_cmpuint (n_legal, ==, 0);
    run_cli (&run, "moves", path, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.out, ==, "");
  }
}

/* The decks and layouts in data/content and the fixtures, and the save:
 * exit 0 and a one-line summary built from what the file says. */
static void
test_game_validate_good (gconstpointer data)
{
  const CliGame *cli_game = data;
  g_autofree char *save = game_fixture (cli_game, cli_game->save);
  g_autofree char *save_basename = g_path_get_basename (save);

  for (guint i = 0; cli_game->decks[i] != NULL; i++)
    {
      g_autofree char *deck = g_test_build_filename (G_TEST_DIST, cli_game->decks[i], NULL);
      g_autofree char *basename = g_path_get_basename (deck);
      g_autoptr(JsonNode) root = NULL;
      g_autofree char *expected = NULL;
      g_auto(Run) run = { 0 };
      JsonObject *object = load_object (deck, &root);

      g_assert_cmpstr (json_object_get_string_member (object, "kind"), ==, "deck");
      expected = g_strdup_printf ("%s: a valid %s deck “%s” (%s)\n", basename, cli_game->id,
                                  json_object_get_string_member (object, "name"),
                                  json_object_get_string_member (object, "provenance"));
      run_cli (&run, "validate", deck, NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.err, ==, "");
      g_assert_cmpstr (run.out, ==, expected);
    }

  for (guint i = 0; cli_game->layouts[i] != NULL; i++)
    {
      g_autofree char *layout = g_test_build_filename (G_TEST_DIST, cli_game->layouts[i], NULL);
      g_autofree char *basename = g_path_get_basename (layout);
      g_autoptr(JsonNode) root = NULL;
      g_autofree char *expected = NULL;
      g_auto(Run) run = { 0 };
      JsonObject *object = load_object (layout, &root);

      g_assert_cmpstr (json_object_get_string_member (object, "kind"), ==, "layout");
      expected = g_strdup_printf ("%s: a valid %s layout\n", basename, cli_game->id);
      run_cli (&run, "validate", layout, NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.err, ==, "");
      g_assert_cmpstr (run.out, ==, expected);
    }

  {
    g_autoptr(JsonNode) root = NULL;
    g_autoptr(LudusGame) game = load_game (save);
    g_autofree char *expected = NULL;
    g_auto(Run) run = { 0 };
    JsonObject *object = load_object (save, &root);

    g_assert_cmpstr (json_object_get_string_member (object, "game"), ==, cli_game->id);
    expected = g_strdup_printf ("%s: a valid %s save: %u players, %u moves, %s\n",
                                save_basename, cli_game->id,
                                json_array_get_length (json_object_get_array_member (
                                  json_object_get_object_member (object, "options"), "seats")),
                                json_array_get_length (json_object_get_array_member (object, "moves")),
                                ludus_game_is_over (game) ? "game over" : "in progress");
    run_cli (&run, "validate", save, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.err, ==, "");
    g_assert_cmpstr (run.out, ==, expected);
  }
}

/* Bad layouts are checked against the built-in deck and bad decks against
 * the built-in layout; the message names the file at fault, or both files
 * when each is valid but they do not fit together. */
static void
test_game_validate_bad_content (gconstpointer data)
{
  const CliGame *cli_game = data;

  for (guint i = 0; i < cli_game->n_bad_content; i++)
    {
      g_autofree char *path = game_fixture (cli_game, cli_game->bad_content[i].file);
      g_autofree char *message = g_strdup_printf ("%s\n", cli_game->bad_content[i].message);
      g_auto(Run) run = { 0 };

      run_cli (&run, "validate", path, NULL);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_cmpstr (run.err, ==, message);
    }
}

static const guint thebes_cuts[] = { 0, 1, 20, 40, 64 };
static const char * const thebes_decks[] = { "../data/content/thebes-deck.json",
                                             "fixtures/thebes/decks/tiny.json", NULL };
static const char * const thebes_layouts[] = { "../data/content/thebes-layout.json", NULL };
static const BadContent thebes_bad_content[] = {
  { "layouts/disconnected.json",
    "disconnected.json: roads: the map is not connected: "
    "“Moscow” cannot be reached from “Warsaw”" },
  { "layouts/short-wheel.json",
    "short-wheel.json: wheel[11]: expected 12 elements, got 11" },
};

static const CliGame thebes_game = {
  .id = "thebes",
  .save = "saves/3-players.json",
  .seats = "random,easy,random",
  .shared_wins = TRUE,
  .cuts = thebes_cuts,
  .n_cuts = G_N_ELEMENTS (thebes_cuts),
  .decks = thebes_decks,
  .layouts = thebes_layouts,
  .bad_content = thebes_bad_content,
  .n_bad_content = G_N_ELEMENTS (thebes_bad_content),
  .check_breakdown = check_thebes_breakdown,
};

/* The save has 120 moves: cuts in every season, and before the last move. */
static const guint mykerinos_cuts[] = { 0, 1, 2, 30, 60, 90, 119 };
static const char * const mykerinos_decks[] = { "../data/content/mykerinos-deck.json", NULL };
static const char * const mykerinos_layouts[] = { "../data/content/mykerinos-layout-standard.json",
                                                  "../data/content/mykerinos-layout-portrait.json",
                                                  "../data/content/mykerinos-layout-strip.json",
                                                  NULL };
static const BadContent mykerinos_bad_content[] = {
  { "layouts/lone-slot.json",
    "lone-slot.json: seasons[0].areas: slot 8 is in no area" },
  { "layouts/overlap.json",
    "overlap.json: seasons[1].slots[2]: slot 3 overlaps slot 1 at x 0, y 0" },
  { "decks/35-cards.json",
    "35-cards.json + mykerinos-layout-standard.json: cards: the layout “standard” has "
    "36 card slots but the deck has only 35 cards" },
  { "decks/bad-prestige.json",
    "bad-prestige.json: cards[0].prestige: expected 0, 2, 3 or 5, got 1" },
};

/* The most cubes left in stock break a tie for the top score. */
static const CliGame mykerinos_game = {
  .id = "mykerinos",
  .save = "saves/2-players-strip.json",
  .seats = "random,easy,random",
  .shared_wins = FALSE,
  .cuts = mykerinos_cuts,
  .n_cuts = G_N_ELEMENTS (mykerinos_cuts),
  .decks = mykerinos_decks,
  .layouts = mykerinos_layouts,
  .bad_content = mykerinos_bad_content,
  .n_bad_content = G_N_ELEMENTS (mykerinos_bad_content),
  .check_breakdown = check_mykerinos_breakdown,
};

static const CliGame * const cli_games[] = { &thebes_game, &mykerinos_game };

/* --layout plays on that layout: the standard layout's file plays exactly
 * the built-in games, the strip other games, a bad layout none. */
static void
test_mykerinos_simulate_layout (void)
{
  g_autofree char *standard = g_test_build_filename (G_TEST_DIST, "..", "data", "content",
                                                     "mykerinos-layout-standard.json", NULL);
  g_autofree char *strip = g_test_build_filename (G_TEST_DIST, "..", "data", "content",
                                                  "mykerinos-layout-strip.json", NULL);
  g_autofree char *overlap = g_test_build_filename (G_TEST_DIST, "fixtures", "mykerinos",
                                                    "layouts", "overlap.json", NULL);
  g_auto(Run) builtin = { 0 };
  g_auto(Run) same = { 0 };
  g_auto(Run) other = { 0 };
  g_auto(Run) text = { 0 };
  g_auto(Run) refused = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonObject *object;
  JsonArray *results;

  run_cli (&builtin, "simulate", "--game", "mykerinos", "--players", "2", "--games", "4",
           "--seed", "7", "--json", NULL);
  g_assert_cmpint (builtin.status, ==, 0);
  run_cli (&same, "simulate", "--game", "mykerinos", "--players", "2", "--games", "4",
           "--seed", "7", "--layout", standard, "--json", NULL);
  g_assert_cmpint (same.status, ==, 0);
  g_assert_cmpstr (same.out, ==, builtin.out);

  run_cli (&other, "simulate", "--game", "mykerinos", "--players", "2", "--games", "4",
           "--seed", "7", "--layout", strip, "--json", NULL);
  g_assert_cmpint (other.status, ==, 0);
  g_assert_cmpstr (other.err, ==, "");
  g_assert_cmpstr (other.out, !=, builtin.out);
  object = parse_object (other.out, &root);
  g_assert_cmpstr (json_object_get_string_member (object, "game"), ==, "mykerinos");
  results = json_object_get_array_member (object, "results");
  g_assert_cmpuint (json_array_get_length (results), ==, 4);
  for (guint g = 0; g < 4; g++)
    {
      JsonObject *result = json_array_get_object_element (results, g);

      assert_top_scorers (&mykerinos_game, json_object_get_array_member (result, "scores"),
                          json_object_get_array_member (result, "winners"));
    }

  /* The text table, with three players on the strip. */
  run_cli (&text, "simulate", "--game", "mykerinos", "--players", "3", "--games", "2",
           "--seed", "7", "--layout", strip, NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_cmpstr (text.err, ==, "");
  g_assert_true (g_str_has_prefix (text.out, "mykerinos, 3 players, 2 games, seed 7\n"));

  run_cli (&refused, "simulate", "--game", "mykerinos", "--players", "2", "--games", "1",
           "--layout", overlap, NULL);
  g_assert_cmpint (refused.status, ==, 1);
  g_assert_cmpstr (refused.out, ==, "");
  g_assert_cmpstr (refused.err, ==, "overlap.json: seasons[1].slots[2]: "
                                    "slot 3 overlaps slot 1 at x 0, y 0\n");
}

/* show: the position after N moves, checked against the model's own state
 * after the same moves played through LudusGame. */

typedef void (*CheckShowState) (LudusGame  *game,
                                JsonObject *state);

/* A new game from saved's content and options, with its first n moves. */
static LudusGame *
game_after (LudusGame *saved,
            guint      n)
{
  g_autoptr(GError) error = NULL;
  LudusGame *game = ludus_game_new (ludus_game_get_content (saved),
                                    ludus_game_get_options (saved), &error);

  g_assert_no_error (error);
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (ludus_game_apply_move (game, ludus_game_get_move (saved, i), &error));
      g_assert_no_error (error);
    }
  return game;
}

static void
run_show (Run        *run,
          const char *path,
          guint       at,
          gboolean    json)
{
  g_autofree char *at_text = g_strdup_printf ("%u", at);
  const char *args[] = { "show", path, json ? "--json" : NULL, NULL, NULL, NULL };

  if (at != G_MAXUINT)
    {
      args[json ? 3 : 2] = "--at";
      args[json ? 4 : 3] = at_text;
    }
  run_cliv (run, args);
}

/* `show --json` of path after at moves (G_MAXUINT: no --at, all of them). */
static void
check_show (const char     *path,
            guint           at,
            CheckShowState  check)
{
  const char * const top[] = { "game", "moves", "save_moves", "over", "to_move", "scores",
                               "state", NULL };
  g_autoptr(LudusGame) saved = load_game (path);
  guint n_saved = ludus_game_get_n_moves (saved);
  guint n = at == G_MAXUINT ? n_saved : at;
  g_autoptr(LudusGame) game = game_after (saved, n);
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *first_line = NULL;
  g_auto(Run) run = { 0 };
  g_auto(Run) text = { 0 };
  int scores[LUDUS_MAX_PLAYERS];
  JsonObject *object;
  JsonArray *json_scores;

  run_show (&run, path, at, TRUE);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  object = parse_object (run.out, &root);
  assert_members (object, top);
  g_assert_cmpstr (json_object_get_string_member (object, "game"), ==,
                   ludus_game_get_rules (game)->id);
  g_assert_cmpint (json_object_get_int_member (object, "moves"), ==, n);
  g_assert_cmpint (json_object_get_int_member (object, "save_moves"), ==, n_saved);
  g_assert_cmpint (json_object_get_boolean_member (object, "over"), ==, ludus_game_is_over (game));
  if (ludus_game_is_over (game))
    g_assert_true (json_object_get_null_member (object, "to_move"));
  else
    g_assert_cmpint (json_object_get_int_member (object, "to_move"), ==,
                     ludus_game_get_current_player (game));
  ludus_game_get_scores (game, scores);
  json_scores = json_object_get_array_member (object, "scores");
  g_assert_cmpuint (json_array_get_length (json_scores), ==, ludus_game_get_n_players (game));
  for (guint p = 0; p < ludus_game_get_n_players (game); p++)
    g_assert_cmpint (json_array_get_int_element (json_scores, p), ==, scores[p]);
  check (game, json_object_get_object_member (object, "state"));

  /* The end of the save is the default. */
  if (at == n_saved)
    {
      g_auto(Run) all = { 0 };

      run_show (&all, path, G_MAXUINT, TRUE);
      g_assert_cmpint (all.status, ==, 0);
      g_assert_cmpstr (all.out, ==, run.out);
    }

  /* The text: a summary line, then the same members. */
  run_show (&text, path, at, FALSE);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_cmpstr (text.err, ==, "");
  first_line = g_strdup_printf ("%s: after %u of %u moves, %s\n", ludus_game_get_rules (game)->id,
                                n, n_saved, ludus_game_is_over (game) ? "game over" : "in progress");
  g_assert_true (g_str_has_prefix (text.out, first_line));
  g_assert_nonnull (strstr (text.out, "\nplayers:\n"));
}

/* --at outside 0 to the number of moves, or not a number: a usage error
 * naming the option, the range and the value. */
static void
check_show_bad_at (const char *path)
{
  g_autoptr(LudusGame) saved = load_game (path);
  guint n_saved = ludus_game_get_n_moves (saved);
  g_autofree char *past = g_strdup_printf ("%u", n_saved + 1);
  const char * const bad[] = { past, "-1", "many", "", "3x" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *message = g_strdup_printf ("ludus-cli show: --at: expected a number from 0 "
                                                  "to %u (the moves in the save), got “%s”\n",
                                                  n_saved, bad[i]);
      g_auto(Run) run = { 0 };

      run_cli (&run, "show", path, "--at", bad[i], "--json", NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      if (!g_str_has_prefix (run.err, message))
        g_error ("--at %s: expected “%s”, got “%s”", bad[i], message, run.err);
    }
}

static void
assert_medici_card (const LudusMediciState *state,
                    JsonObject             *object,
                    guint                   card)
{
  const LudusMediciCard *c = &state->content->cards[card];

  g_assert_cmpint (json_object_get_int_member (object, "index"), ==, card);
  g_assert_cmpstr (json_object_get_string_member (object, "goods"), ==, ludus_medici_goods_ids[c->goods]);
  g_assert_cmpint (json_object_get_int_member (object, "symbols"), ==, c->symbols);
  g_assert_cmpint (json_object_get_int_member (object, "value"), ==, c->value);
  g_assert_cmpint (json_object_get_boolean_member (object, "green"), ==, c->green);
  if (state->content->ids[card] != NULL)
    g_assert_cmpstr (json_object_get_string_member (object, "id"), ==, state->content->ids[card]);
  else
    g_assert_true (json_object_get_null_member (object, "id"));
}

static void
check_medici_show (LudusGame  *game,
                   JsonObject *object)
{
  const LudusMediciState *state = ludus_game_get_state (game);
  guint n = state->n_players;
  JsonArray *market = json_object_get_array_member (object, "market");
  JsonArray *players = json_object_get_array_member (object, "players");

  g_assert_cmpint (json_object_get_int_member (object, "day"), ==, MIN (state->day + 1, LUDUS_MEDICI_N_DAYS));
  g_assert_cmpint (json_object_get_int_member (object, "capacity"), ==, ludus_medici_capacity_for (n));
  g_assert_cmpint (json_object_get_boolean_member (object, "big_stocks"), ==, state->big_stocks);
  g_assert_cmpint (json_object_get_int_member (object, "bonus_threshold"), ==, ludus_medici_bonus_threshold (n));
  g_assert_cmpint (json_object_get_int_member (object, "big_bonus_threshold"), ==,
                   ludus_medici_big_bonus_threshold (n));
  g_assert_cmpint (json_object_get_int_member (object, "deck"), ==, state->deck_len);
  g_assert_cmpint (json_object_get_int_member (object, "turn_reveals"), ==, state->turn_reveals);

  g_assert_cmpuint (json_array_get_length (market), ==, state->market_len);
  for (guint i = 0; i < state->market_len; i++)
    assert_medici_card (state, json_array_get_object_element (market, i), state->market[i]);

  g_assert_cmpuint (json_array_get_length (players), ==, n);
  for (guint p = 0; p < n; p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);
      JsonObject *ship = json_object_get_object_member (player, "ship");
      JsonObject *warehouse = json_object_get_object_member (player, "warehouse");
      JsonObject *stock = json_object_get_object_member (warehouse, "symbols");
      JsonArray *cards = json_object_get_array_member (ship, "cards");
      guint8 ship_cards[LUDUS_MEDICI_MAX_CARDS];
      guint n_cards = ludus_medici_state_get_ship (state, p, ship_cards);
      guint value = 0;

      g_assert_cmpint (json_object_get_int_member (player, "florins"), ==, state->florins[p]);
      g_assert_cmpuint (json_array_get_length (cards), ==, n_cards);
      for (guint i = 0; i < n_cards; i++)
        {
          assert_medici_card (state, json_array_get_object_element (cards, i), ship_cards[i]);
          value += state->content->cards[ship_cards[i]].value;
        }
      g_assert_cmpint (json_object_get_int_member (ship, "value"), ==, value);
      g_assert_cmpint (json_object_get_int_member (ship, "free_space"), ==,
                       ludus_medici_state_free_space (state, p));
      g_assert_cmpint (json_object_get_boolean_member (ship, "full"), ==,
                       ludus_medici_state_is_full (state, p));
      g_assert_cmpuint (json_object_get_size (stock), ==, LUDUS_MEDICI_N_GOODS);
      for (guint g = 0; g < LUDUS_MEDICI_N_GOODS; g++)
        g_assert_cmpint (json_object_get_int_member (stock, ludus_medici_goods_ids[g]), ==,
                         state->stock[p][g]);
    }
}

/* A finished 4-player game and cuts in it: the start, a position with a
 * market on day 2 (goods in the warehouses), the end. */
static void
test_show_medici (void)
{
  const LudusRules *rules = ludus_rules_lookup ("medici");
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusContent) content = ludus_content_new_default (rules, &error);
  g_autoptr(LudusOptions) options = ludus_options_new (rules, 4);
  g_autoptr(LudusGame) game = NULL;
  g_autofree char *text = NULL;
  g_autofree char *path = NULL;
  guint day_two = 0;
  LudusRng rng;

  g_assert_no_error (error);
  options->seed = 31;
  game = ludus_game_new (content, options, &error);
  g_assert_no_error (error);
  ludus_rng_seed (&rng, 31);
  while (!ludus_game_is_over (game))
    {
      const LudusMediciState *state = ludus_game_get_state (game);
      guint n;
      const LudusMove *moves = ludus_game_get_legal_moves (game, &n);
      LudusMove move = moves[ludus_rng_below (&rng, n)];

      if (day_two == 0 && state->day == 1 && state->market_len > 0)
        day_two = ludus_game_get_n_moves (game);
      g_assert_true (ludus_game_apply_move (game, &move, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (day_two, >, 0);
  text = ludus_save_to_data (game, NULL);
  path = write_temp ("ludus-test-cli-XXXXXX.json", text);

  check_show (path, 0, check_medici_show);
  check_show (path, day_two, check_medici_show);
  check_show (path, ludus_game_get_n_moves (game), check_medici_show);
  check_show_bad_at (path);
  g_remove (path);
}

static const char * const mykerinos_phases[] = { NULL, "excavation", "neutral", "survey", "over" };

static void
check_mykerinos_show (LudusGame  *game,
                      JsonObject *object)
{
  const LudusMykerinosState *state = ludus_game_get_state (game);
  const LudusMykerinosSeason *season = ludus_mykerinos_state_season (state);
  gboolean over = state->phase == LUDUS_MYKERINOS_PHASE_OVER;
  JsonObject *general = json_object_get_object_member (object, "general_stock");
  JsonArray *track = json_object_get_array_member (object, "passing_track");
  JsonArray *areas = json_object_get_array_member (json_object_get_object_member (object, "region"), "areas");
  JsonObject *museum = json_object_get_object_member (object, "museum");
  JsonArray *wings = json_object_get_array_member (museum, "wings");
  JsonArray *rooms = json_object_get_array_member (museum, "rooms");
  JsonArray *players = json_object_get_array_member (object, "players");
  guint on_board[LUDUS_MYKERINOS_N_COLOURS] = { 0 };

  g_assert_cmpint (json_object_get_int_member (object, "season"), ==,
                   MIN (state->season + 1, LUDUS_MYKERINOS_N_SEASONS));
  g_assert_cmpstr (json_object_get_string_member (object, "phase"), ==, mykerinos_phases[state->phase]);
  g_assert_cmpint (json_object_get_int_member (object, "deck"), ==, state->n_cards - state->next_card);
  g_assert_cmpuint (json_object_get_size (general), ==, state->n_colours);
  for (guint c = 0; c < state->n_colours; c++)
    g_assert_cmpint (json_object_get_int_member (general, ludus_mykerinos_colour_ids[c]), ==,
                     state->general[c]);
  g_assert_cmpuint (json_array_get_length (track), ==, state->n_colours);
  for (guint c = 0; c < state->n_colours; c++)
    if (state->passing[c] != 0)
      g_assert_cmpstr (json_array_get_string_element (track, state->passing[c] - 1), ==,
                       ludus_mykerinos_colour_ids[c]);
  g_assert_cmpint (json_object_get_null_member (object, "survey"), ==,
                   state->phase != LUDUS_MYKERINOS_PHASE_SURVEY);
  if (state->phase == LUDUS_MYKERINOS_PHASE_SURVEY)
    g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (object, "survey"), "area"),
                     ==, state->survey_area);

  /* The region: every slot of every area, every space of every slot. */
  g_assert_cmpuint (json_array_get_length (areas), ==, over ? 0 : season->n_areas);
  for (guint a = 0; a < json_array_get_length (areas); a++)
    {
      JsonArray *parcels = json_object_get_array_member (json_array_get_object_element (areas, a), "parcels");

      g_assert_cmpuint (json_array_get_length (parcels), ==, 2);
      for (guint k = 0; k < 2; k++)
        {
          JsonObject *parcel = json_array_get_object_element (parcels, k);
          JsonObject *card = json_object_get_object_member (parcel, "card");
          JsonArray *spaces = json_object_get_array_member (parcel, "spaces");
          JsonObject *cubes = json_object_get_object_member (parcel, "cubes");
          guint slot = season->areas[a][k];
          int index = ludus_mykerinos_state_slot_card (state, slot);
          guint counts[LUDUS_MYKERINOS_N_COLOURS] = { 0 };
          guint pyramids = 0;

          g_assert_cmpint (json_object_get_int_member (parcel, "slot"), ==, slot);
          g_assert_cmpint (index, >=, 0);
          g_assert_cmpint (json_object_get_int_member (card, "index"), ==, index);
          g_assert_cmpstr (json_object_get_string_member (card, "patron"), ==,
                           ludus_mykerinos_patron_ids[state->content->cards[index].patron]);
          g_assert_cmpuint (json_array_get_length (spaces), ==, 6);
          for (guint i = 0; i < 6; i++)
            {
              JsonObject *space = json_array_get_object_element (spaces, i);
              guint cube = ludus_mykerinos_state_cube (state, slot * 6 + i);

              g_assert_cmpint (json_object_get_int_member (space, "space"), ==, slot * 6 + i);
              g_assert_cmpint (json_object_get_boolean_member (space, "pyramid"), ==,
                               ludus_mykerinos_state_pyramid (state, slot * 6 + i));
              pyramids += ludus_mykerinos_state_pyramid (state, slot * 6 + i);
              if (cube == 0)
                g_assert_true (json_object_get_null_member (space, "cube"));
              else
                {
                  g_assert_cmpstr (json_object_get_string_member (space, "cube"), ==,
                                   ludus_mykerinos_colour_ids[cube - 1]);
                  counts[cube - 1]++;
                  on_board[cube - 1]++;
                }
            }
          g_assert_cmpint (json_object_get_int_member (parcel, "pyramids"), ==, pyramids);
          for (guint c = 0; c < state->n_colours; c++)
            g_assert_cmpint (json_object_get_int_member (cubes, ludus_mykerinos_colour_ids[c]), ==, counts[c]);
        }
    }

  /* The surveys so far, as the state records them. */
  {
    JsonArray *surveys = json_object_get_array_member (object, "surveys");
    guint n_surveys = 0;

    for (guint i = 0; i < LUDUS_MYKERINOS_N_SEASONS; i++)
      n_surveys += ludus_mykerinos_state_record (state, i) != NULL
                   && ludus_mykerinos_state_record (state, i)->n_areas > 0;
    g_assert_cmpuint (json_array_get_length (surveys), ==, n_surveys);
    for (guint i = 0; i < n_surveys; i++)
      {
        const LudusMykerinosSeasonRecord *record = ludus_mykerinos_state_record (state, i);
        JsonObject *survey = json_array_get_object_element (surveys, i);
        JsonArray *survey_areas = json_object_get_array_member (survey, "areas");
        JsonArray *events = json_object_get_array_member (survey, "events");

        g_assert_cmpint (json_object_get_int_member (survey, "season"), ==, i + 1);
        g_assert_cmpuint (json_array_get_length (survey_areas), ==, record->n_areas);
        for (guint a = 0; a < record->n_areas; a++)
          {
            JsonObject *area = json_array_get_object_element (survey_areas, a);
            JsonArray *ranking = json_object_get_array_member (area, "ranking");
            JsonObject *cubes = json_object_get_object_member (area, "cubes");

            g_assert_cmpuint (json_array_get_length (ranking), ==, record->areas[a].n_ranked);
            for (guint r = 0; r < record->areas[a].n_ranked; r++)
              {
                guint c = record->areas[a].rank[r];

                g_assert_cmpstr (json_array_get_string_element (ranking, r), ==, ludus_mykerinos_colour_ids[c]);
                g_assert_cmpint (json_object_get_int_member (cubes, ludus_mykerinos_colour_ids[c]), ==,
                                 record->areas[a].cubes[c]);
              }
          }
        g_assert_cmpuint (json_array_get_length (events), ==, record->n_events);
        for (guint e = 0; e < record->n_events; e++)
          {
            JsonObject *event = json_array_get_object_element (events, e);
            const LudusMykerinosSurveyEvent *recorded = &record->events[e];

            g_assert_cmpint (json_object_get_int_member (event, "area"), ==, recorded->area);
            if (recorded->colour == LUDUS_MYKERINOS_NO_PLAYER)
              g_assert_true (json_object_get_null_member (event, "colour"));
            else
              g_assert_cmpstr (json_object_get_string_member (event, "colour"), ==,
                               ludus_mykerinos_colour_ids[recorded->colour]);
            if (recorded->kind == LUDUS_MYKERINOS_EVENT_MUSEUM)
              g_assert_cmpint (json_object_get_int_member (event, "room"), ==, recorded->room);
            else if (recorded->kind != LUDUS_MYKERINOS_EVENT_DECLINE)
              g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (event, "card"), "index"),
                               ==, recorded->card);
          }
        if (i < state->season)
          {
            JsonArray *prestige = json_object_get_array_member (survey, "prestige");

            g_assert_cmpint (json_object_get_int_member (survey, "next_start_player"), ==, record->start_player);
            for (guint p = 0; p < state->n_players; p++)
              g_assert_cmpint (json_array_get_int_element (prestige, p), ==, record->prestige[p]);
          }
        else
          g_assert_true (json_object_get_null_member (survey, "prestige"));
      }
    /* Over: all four seasons. */
    if (over)
      g_assert_cmpuint (n_surveys, ==, LUDUS_MYKERINOS_N_SEASONS);
  }

  g_assert_cmpuint (json_array_get_length (wings), ==, LUDUS_MYKERINOS_N_WINGS);
  for (guint w = 0; w < LUDUS_MYKERINOS_N_WINGS; w++)
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (wings, w), "patron"),
                     ==, ludus_mykerinos_patron_ids[state->wing_patron[w]]);
  g_assert_cmpuint (json_array_get_length (rooms), ==, LUDUS_MYKERINOS_N_ROOMS);
  for (guint room = 0; room < LUDUS_MYKERINOS_N_ROOMS; room++)
    {
      JsonObject *r = json_array_get_object_element (rooms, room);

      g_assert_cmpint (json_object_get_int_member (r, "value"), ==, ludus_mykerinos_room_value (room));
      if (state->museum[room] == 0)
        g_assert_true (json_object_get_null_member (r, "cube"));
      else
        {
          g_assert_cmpstr (json_object_get_string_member (r, "cube"), ==,
                           ludus_mykerinos_colour_ids[state->museum[room] - 1]);
          on_board[state->museum[room] - 1]++;
        }
    }

  g_assert_cmpuint (json_array_get_length (players), ==, state->n_players);
  for (guint p = 0; p < state->n_players; p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);
      JsonArray *parcels = json_object_get_array_member (player, "parcels");
      guint owned[LUDUS_MYKERINOS_N_PATRONS + 1] = { 0 };
      gint64 personal = json_object_get_int_member (player, "personal_stock");

      g_assert_cmpint (personal, ==, state->stock[p]);
      g_assert_cmpint (json_object_get_int_member (player, "score"), ==, state->score[p]);
      g_assert_cmpint (json_object_get_int_member (player, "passing"), ==, state->passing[p]);
      for (guint i = 0; i < json_array_get_length (parcels); i++)
        {
          JsonObject *parcel = json_array_get_object_element (parcels, i);
          gint64 index = json_object_get_int_member (parcel, "index");

          owned[state->content->cards[index].patron]++;
          g_assert_cmpint (json_object_get_boolean_member (parcel, "tilted"), ==,
                           (state->card_owner[index] & LUDUS_MYKERINOS_CARD_TILTED) != 0);
        }
      for (guint patron = 0; patron <= LUDUS_MYKERINOS_N_PATRONS; patron++)
        g_assert_cmpuint (owned[patron], ==, ludus_mykerinos_state_owned (state, p, patron));
      /* Every cube of the colour is somewhere: stocks, region, Museum. */
      if (!over)
        g_assert_cmpint (json_object_get_int_member (general, ludus_mykerinos_colour_ids[p]) + personal +
                         on_board[p], ==, LUDUS_MYKERINOS_CUBES);
    }
}

/* The recorded 2-player game: the start, mid-season, the first survey
 * (parcels claimed, cubes leaving), the end. */
static void
test_show_mykerinos (void)
{
  g_autofree char *path = game_fixture (&mykerinos_game, mykerinos_game.save);
  g_autoptr(LudusGame) saved = load_game (path);
  g_autoptr(LudusGame) game = game_after (saved, 0);
  guint survey = 0;
  g_autoptr(GError) error = NULL;

  /* Into the first survey, past its first choice. */
  for (guint i = 0; survey == 0 && i < ludus_game_get_n_moves (saved); i++)
    {
      const LudusMykerinosState *state = ludus_game_get_state (game);

      if (state->phase == LUDUS_MYKERINOS_PHASE_SURVEY && state->survey_pos > 0)
        survey = i;
      g_assert_true (ludus_game_apply_move (game, ludus_game_get_move (saved, i), &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (survey, >, 0);

  check_show (path, 0, check_mykerinos_show);
  check_show (path, 30, check_mykerinos_show);
  check_show (path, survey, check_mykerinos_show);
  check_show (path, ludus_game_get_n_moves (saved), check_mykerinos_show);
  check_show_bad_at (path);
}

static void
assert_thebes_card (const LudusThebesState *state,
                    JsonNode               *node,
                    guint                   card)
{
  JsonObject *object;

  if (card == LUDUS_THEBES_NONE)
    {
      g_assert_true (JSON_NODE_HOLDS_NULL (node));
      return;
    }
  object = json_node_get_object (node);
  g_assert_cmpint (json_object_get_int_member (object, "index"), ==, card);
  g_assert_cmpstr (json_object_get_string_member (object, "type"), ==,
                   ludus_thebes_card_type_id (state->content->cards[card].type));
  g_assert_cmpstr (json_object_get_string_member (object, "city"), ==,
                   ludus_thebes_place_id (state->content->cards[card].city));
  g_assert_cmpint (json_object_get_int_member (object, "weeks"), ==, state->content->cards[card].weeks);
}

static void
check_thebes_show (LudusGame  *game,
                   JsonObject *object)
{
  const LudusThebesState *state = ludus_game_get_state (game);
  JsonArray *track = json_object_get_array_member (object, "time_track");
  JsonArray *display = json_object_get_array_member (object, "display");
  JsonArray *slots = json_object_get_array_member (object, "exhibitions");
  JsonObject *bags = json_object_get_object_member (object, "bags");
  JsonArray *players = json_object_get_array_member (object, "players");
  LudusThebesScore scores[LUDUS_THEBES_MAX_PLAYERS];
  guint order[LUDUS_THEBES_MAX_PLAYERS];
  guint next = 0;
  gint64 last_time = -1;

  ludus_thebes_turn_order (state, order);
  ludus_thebes_score (state, scores);
  g_assert_cmpint (json_object_get_int_member (object, "year"), ==,
                   ludus_thebes_year (state->players[order[0]].time));
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (object, "end"), "time"),
                   ==, LUDUS_THEBES_END_TIME);

  /* The stacks, read in order, are the turn order. */
  for (guint i = 0; i < json_array_get_length (track); i++)
    {
      JsonObject *stack = json_array_get_object_element (track, i);
      JsonArray *markers = json_object_get_array_member (stack, "stack");
      gint64 time = json_object_get_int_member (stack, "time");

      g_assert_cmpint (time, >, last_time);
      last_time = time;
      g_assert_cmpuint (json_array_get_length (markers), >=, 1);
      for (guint j = 0; j < json_array_get_length (markers); j++)
        {
          g_assert_cmpuint (next, <, state->n_players);
          g_assert_cmpint (json_array_get_int_element (markers, j), ==, order[next]);
          g_assert_cmpint (state->players[order[next]].time, ==, time);
          next++;
        }
    }
  g_assert_cmpuint (next, ==, state->n_players);

  g_assert_cmpuint (json_array_get_length (display), ==, LUDUS_THEBES_DISPLAY_SIZE);
  for (guint i = 0; i < LUDUS_THEBES_DISPLAY_SIZE; i++)
    assert_thebes_card (state, json_array_get_element (display, i), state->display[i]);
  g_assert_cmpuint (json_array_get_length (slots), ==, LUDUS_THEBES_N_SLOTS);
  for (guint i = 0; i < LUDUS_THEBES_N_SLOTS; i++)
    assert_thebes_card (state, json_array_get_element (slots, i), state->slots[i]);
  g_assert_cmpint (json_object_get_int_member (object, "draw_pile"), ==, state->n_pile);

  /* Each bag by value: the counts of the tokens still in it. */
  g_assert_cmpuint (json_object_get_size (bags), ==, LUDUS_THEBES_N_SITES);
  for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
    {
      JsonObject *bag = json_object_get_object_member (bags, ludus_thebes_place_id (LUDUS_THEBES_SITE_PLACE (site)));
      JsonArray *artifacts = json_object_get_array_member (bag, "artifacts");
      guint by_value[16] = { 0 };
      guint dirt = 0, listed = 0;

      for (guint i = 0; i < state->n_bag[site]; i++)
        {
          guint8 token = state->bag[site][i];

          if (token == LUDUS_THEBES_TOKEN_DIRT)
            dirt++;
          else if (token < LUDUS_THEBES_TOKEN_BOOK)
            by_value[token]++;
        }
      g_assert_cmpint (json_object_get_int_member (bag, "tokens"), ==, state->n_bag[site]);
      g_assert_cmpint (json_object_get_int_member (bag, "dirt"), ==, dirt);
      for (guint i = 0; i < json_array_get_length (artifacts); i++)
        {
          JsonObject *entry = json_array_get_object_element (artifacts, i);
          gint64 value = json_object_get_int_member (entry, "value");

          g_assert_cmpint (value, >=, 1);
          g_assert_cmpint (value, <, 16);
          g_assert_cmpint (json_object_get_int_member (entry, "count"), ==, by_value[value]);
          listed += by_value[value];
        }
      for (guint v = 1; v < 16; v++)
        dirt += by_value[v];
      g_assert_cmpuint (listed, ==, dirt - json_object_get_int_member (bag, "dirt"));
      g_assert_cmpint (json_object_get_boolean_member (bag, "first_dig_bonus"), ==,
                       !(state->bonus_taken & (1u << site)));
    }

  g_assert_cmpuint (json_array_get_length (players), ==, state->n_players);
  for (guint p = 0; p < state->n_players; p++)
    {
      const LudusThebesPlayer *pl = &state->players[p];
      JsonObject *player = json_array_get_object_element (players, p);
      JsonArray *cards = json_object_get_array_member (player, "cards");
      JsonObject *permits = json_object_get_object_member (player, "permits");
      JsonObject *points = json_object_get_object_member (player, "points");

      g_assert_cmpstr (json_object_get_string_member (player, "place"), ==, ludus_thebes_place_id (pl->place));
      g_assert_cmpint (json_object_get_int_member (player, "time"), ==, pl->time);
      g_assert_cmpuint (json_array_get_length (cards), ==, pl->n_hand);
      for (guint i = 0; i < pl->n_hand; i++)
        assert_thebes_card (state, json_array_get_element (cards, i), pl->hand[i]);
      for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
        g_assert_cmpint (json_object_get_boolean_member (permits, ludus_thebes_place_id (LUDUS_THEBES_SITE_PLACE (site))),
                         ==, ludus_thebes_permit_valid (state, p, site));
      g_assert_cmpint (json_object_get_int_member (player, "special_permits"), ==, pl->special_permits);
      g_assert_cmpint (json_object_get_int_member (points, "congress"), ==,
                       ludus_thebes_congress_points (pl->congresses));
      g_assert_cmpint (json_object_get_int_member (points, "total"), ==, scores[p].total);
    }
}

/* The recorded 3-player game: the start, the middle, the end. */
static void
test_show_thebes (void)
{
  g_autofree char *path = game_fixture (&thebes_game, thebes_game.save);
  g_autoptr(LudusGame) saved = load_game (path);

  check_show (path, 0, check_thebes_show);
  check_show (path, 40, check_thebes_show);
  check_show (path, ludus_game_get_n_moves (saved), check_thebes_show);
  check_show_bad_at (path);
}

int
main (int   argc,
      char *argv[])
{
  guint n_rules;
  const LudusRules * const *all_rules = ludus_rules_get_all (&n_rules);

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/games", test_games);
  g_test_add_func ("/cli/usage-errors", test_usage_errors);
  g_test_add_func ("/cli/simulate/json", test_simulate_json);
  g_test_add_func ("/cli/simulate/text", test_simulate_text);
  g_test_add_func ("/cli/simulate/deck-and-variant", test_simulate_deck_and_variant);
  g_test_add_func ("/cli/tournament/json", test_tournament_json);
  g_test_add_func ("/cli/tournament/thinking", test_tournament_thinking);
  for (guint i = 0; i < n_rules; i++)
    {
      g_autofree char *path = g_strdup_printf ("/cli/bench/json/%s", all_rules[i]->id);

      g_test_add_data_func (path, all_rules[i]->id, test_bench_json);
    }
  g_test_add_func ("/cli/replay", test_replay);
  g_test_add_func ("/cli/replay/finished", test_replay_finished);
  g_test_add_func ("/cli/replay/log/medici", test_replay_log_medici);
  g_test_add_func ("/cli/replay/log/practice", test_replay_log_practice);
  g_test_add_func ("/cli/replay/aligns-names", test_replay_aligns_names);
  g_test_add_func ("/cli/moves", test_moves);
  g_test_add_func ("/cli/moves/hide-next-card", test_moves_hide_next_card);
  g_test_add_func ("/cli/simulate/under-load", test_simulate_under_load);
  g_test_add_func ("/cli/simulate/threads", test_simulate_threads);
  g_test_add_func ("/cli/bench/analyse", test_bench_analyse);
  g_test_add_func ("/cli/validate/good", test_validate_good);
  g_test_add_func ("/cli/validate/hostile", test_validate_hostile);
  for (guint i = 0; i < G_N_ELEMENTS (bad_saves); i++)
    {
      g_autofree char *path = bad_save_test_path ("/cli/validate/bad", &bad_saves[i]);

      g_test_add_data_func (path, &bad_saves[i], test_validate_bad);
    }
  for (guint i = 0; i < G_N_ELEMENTS (cli_games); i++)
    {
      const struct { const char *name; GTestDataFunc func; } tests[] = {
        { "simulate/json", test_game_simulate_json },
        { "replay", test_game_replay },
        { "replay/log", test_game_replay_log },
        { "moves", test_game_moves },
        { "validate/good", test_game_validate_good },
        { "validate/bad-content", test_game_validate_bad_content },
      };

      for (guint t = 0; t < G_N_ELEMENTS (tests); t++)
        {
          g_autofree char *path = g_strdup_printf ("/cli/%s/%s", cli_games[i]->id, tests[t].name);

          g_test_add_data_func (path, cli_games[i], tests[t].func);
        }
    }
  g_test_add_func ("/cli/mykerinos/simulate/layout", test_mykerinos_simulate_layout);
  g_test_add_func ("/cli/show/medici", test_show_medici);
  g_test_add_func ("/cli/show/mykerinos", test_show_mykerinos);
  g_test_add_func ("/cli/show/thebes", test_show_thebes);

  return g_test_run ();
}
