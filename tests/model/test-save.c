/* test-save.c: content files, options and save files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-save"

#include "config.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <utime.h>

#include "bad-saves.h"
#include "ludus-content-library.h"
#include "ludus-save.h"
#include "ludus-test-rules.h"
#include "toy-rules.h"

#define N_ROUND_TRIPS 1000

static char *
fixture_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "fixtures", name, NULL);
}

/* Compares two states of rules that may point to different (but equal)
 * compiled content: every aligned copy of one content pointer is swapped
 * for the other before comparing bytes. */
static void
assert_same_state (const LudusRules *rules,
                   gconstpointer     a,
                   gconstpointer     content_a,
                   gconstpointer     b,
                   gconstpointer     content_b)
{
  g_autofree guint8 *copy = g_memdup2 (a, rules->state_size);

  for (gsize offset = 0; offset + sizeof (gpointer) <= rules->state_size; offset += sizeof (gpointer))
    {
      gconstpointer value;

      memcpy (&value, copy + offset, sizeof value);
      if (value == content_a)
        memcpy (copy + offset, &content_b, sizeof content_b);
    }
  g_assert_cmpmem (copy, rules->state_size, b, rules->state_size);
}

static void
test_round_trip (gconstpointer data)
{
  const LudusRules *rules = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusContent) content = ludus_content_new_default (rules, &error);
  g_autofree LudusMove *moves = g_new (LudusMove, LUDUS_MAX_MOVES);
  guint n_games = g_test_thorough () ? 10 * N_ROUND_TRIPS : N_ROUND_TRIPS;
  LudusRng rng;

  g_assert_no_error (error);
  ludus_rng_seed (&rng, 2024);

  for (guint g = 0; g < n_games; g++)
    {
      guint n_players = rules->min_players +
                        ludus_rng_below (&rng, rules->max_players - rules->min_players + 1);
      g_autoptr(LudusOptions) options = ludus_options_new (rules, n_players);
      g_autoptr(LudusGame) game = NULL;
      g_autoptr(LudusGame) loaded = NULL;
      g_autofree char *text = NULL;
      g_autofree char *text_again = NULL;
      /* A quarter of the saves are of games in progress. */
      guint stop_after = ludus_rng_below (&rng, 4) == 0 ? ludus_rng_below (&rng, 200) : G_MAXUINT;
      int scores_a[LUDUS_MAX_PLAYERS], scores_b[LUDUS_MAX_PLAYERS];

      options->seed = ludus_rng_next64 (&rng);
      options->shuffle = ludus_rng_below (&rng, 8) != 0;
      options->practice = ludus_rng_below (&rng, 2);
      for (guint v = 0; v < rules->n_variants; v++)
        if (ludus_rng_below (&rng, 2))
          options->variants |= 1u << v;
      for (guint i = 0; i < n_players; i++)
        options->seats[i].human = ludus_rng_below (&rng, 2);

      game = ludus_game_new (content, options, &error);
      if (game == NULL && !options->shuffle)
        {
          /* Some games refuse file order for some player counts; fine. */
          g_clear_error (&error);
          continue;
        }
      g_assert_no_error (error);

      for (guint i = 0; i < stop_after && !ludus_game_is_over (game); i++)
        {
          guint n = rules->legal_moves (ludus_game_get_state (game), moves);

          g_assert_true (ludus_game_apply_move (game, &moves[ludus_rng_below (&rng, n)], &error));
          g_assert_no_error (error);
        }

      text = ludus_save_to_data (game, NULL);
      loaded = ludus_save_load_data (text, -1, &error);
      g_assert_no_error (error);
      g_assert_nonnull (loaded);

      g_assert_cmpuint (ludus_game_get_n_moves (loaded), ==, ludus_game_get_n_moves (game));
      g_assert_cmpint (ludus_game_get_practice (loaded), ==, options->practice);
      g_assert_cmpint (ludus_game_is_over (loaded), ==, ludus_game_is_over (game));
      g_assert_cmpuint (ludus_game_get_current_player (loaded), ==, ludus_game_get_current_player (game));
      ludus_game_get_scores (game, scores_a);
      ludus_game_get_scores (loaded, scores_b);
      g_assert_cmpmem (scores_a, n_players * sizeof (int), scores_b, n_players * sizeof (int));
      g_assert_cmpuint (ludus_game_get_winners (loaded), ==, ludus_game_get_winners (game));
      assert_same_state (rules,
                         ludus_game_get_state (game),
                         ludus_content_get_compiled (ludus_game_get_content (game)),
                         ludus_game_get_state (loaded),
                         ludus_content_get_compiled (ludus_game_get_content (loaded)));

      /* Saving the loaded game gives the same file. */
      text_again = ludus_save_to_data (loaded, NULL);
      g_assert_cmpstr (text, ==, text_again);
    }
}

static void
test_bad_save (gconstpointer data)
{
  const BadSave *bad = data;
  g_autofree char *path = fixture_path (bad->file);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusGame) game = ludus_save_load_file (file, NULL, &error);

  g_assert_null (game);
  g_assert_nonnull (error);
  if (!g_pattern_match_simple (bad->message, error->message))
    g_error ("%s: expected “%s”, got “%s”", bad->file, bad->message, error->message);
}

static void
test_good_save (void)
{
  g_autofree char *path = fixture_path ("medici/saves/3-players.json");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusGame) game = ludus_save_load_file (file, NULL, &error);
  const LudusOptions *options;

  g_assert_no_error (error);
  g_assert_true (LUDUS_IS_GAME (game));
  g_assert_cmpstr (ludus_game_get_rules (game)->id, ==, "medici");
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 9);
  g_assert_cmpstr (ludus_game_get_move_notation (game, 8), ==, "t1.2.3");
  options = ludus_game_get_options (game);
  g_assert_cmpuint (options->n_seats, ==, 3);
  g_assert_cmpstr (options->seats[0].name, ==, "Anna");
  g_assert_false (options->seats[2].human);
  g_assert_cmpint (options->seats[2].level, ==, LUDUS_AI_EASY);
  g_assert_cmpuint (options->seed, ==, 12345);
  g_assert_true (options->shuffle);
  /* Saves from before practice mode have no "practice": not practice. */
  g_assert_false (options->practice);
  g_assert_false (ludus_game_get_practice (game));
  /* The log uses the seat names. */
  g_assert_true (strstr (ludus_game_get_log_entry (game, 0), "Anna") != NULL ||
                 strstr (ludus_game_get_log_entry (game, 0), "Britta") != NULL ||
                 strstr (ludus_game_get_log_entry (game, 0), "Carlos") != NULL);
}

/* The rulebook turns of spec/medici.md §3 through LudusGame, with the deck
 * in file order (shuffle: false): each move's log sentence, the undo
 * barrier between three humans, and the same game after a save. */
static void
test_medici_rulebook_game (void)
{
  static const char * const names[] = { "Anna", "Britta", "Carlos" };
  static const struct { const char *move; const char *log; } turns[] = {
    { "r", "Anna revealed Cloth 0" },
    { "r", "Anna revealed Fur 3" },
    { "r", "Anna revealed Green 2" },
    { "t1.2", "Anna took Fur 3 and Green 2" },
    { "r", "Britta revealed Grain 5" },
    { "r", "Britta revealed Cloth 4" },
    { "t1.3", "Britta took Cloth 0 and Cloth 4" },
    { "t1", "Carlos took Grain 5" },
  };
  const LudusRules *rules = ludus_rules_lookup ("medici");
  g_autofree char *deck = g_test_build_filename (G_TEST_DIST, "fixtures", "medici", "decks",
                                                 "rulebook-example.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusContent) content = ludus_content_new_from_files (rules, deck, NULL, &error);
  g_autoptr(LudusOptions) options = ludus_options_new (rules, 3);
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(LudusGame) loaded = NULL;
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    ludus_options_set_seat (options, i, names[i], TRUE, LUDUS_AI_NORMAL);
  options->shuffle = FALSE;

  /* The start player is drawn from the seed: find one where Anna starts. */
  for (options->seed = 0; options->seed < 100; options->seed++)
    {
      g_clear_object (&game);
      game = ludus_game_new (content, options, &error);
      g_assert_no_error (error);
      if (ludus_game_get_current_player (game) == 0)
        break;
    }
  g_assert_cmpuint (ludus_game_get_current_player (game), ==, 0);

  for (guint i = 0; i < G_N_ELEMENTS (turns); i++)
    {
      g_assert_true (ludus_game_apply_notation (game, turns[i].move, &error));
      g_assert_no_error (error);
      g_assert_cmpstr (ludus_game_get_log_entry (game, i), ==, turns[i].log);
      /* Three humans: a reveal cannot be taken back, a take can. */
      g_assert_cmpint (ludus_game_get_can_undo (game), ==, turns[i].move[0] != 'r');
    }
  g_assert_cmpuint (ludus_game_get_current_player (game), ==, 0);

  /* Undo stops at the last reveal, Britta's Cloth 4. */
  g_assert_true (ludus_game_undo (game));
  g_assert_true (ludus_game_undo (game));
  g_assert_false (ludus_game_get_can_undo (game));
  g_assert_false (ludus_game_undo (game));
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 6);
  g_assert_true (ludus_game_redo (game));
  g_assert_true (ludus_game_redo (game));
  g_assert_false (ludus_game_get_can_redo (game));

  text = ludus_save_to_data (game, NULL);
  loaded = ludus_save_load_data (text, -1, &error);
  g_assert_no_error (error);
  g_assert_false (ludus_game_get_options (loaded)->shuffle);
  g_assert_cmpuint (ludus_game_get_n_moves (loaded), ==, G_N_ELEMENTS (turns));
  for (guint i = 0; i < G_N_ELEMENTS (turns); i++)
    g_assert_cmpstr (ludus_game_get_log_entry (loaded, i), ==, turns[i].log);
}

static void
test_missing_file (void)
{
  g_autoptr(GFile) file = g_file_new_for_path ("/nonexistent/ludus/save.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusGame) game = ludus_save_load_file (file, NULL, &error);

  g_assert_null (game);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
}

static LudusGame *
medici_game (guint n_moves)
{
  const LudusRules *rules = ludus_rules_lookup ("medici");
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusContent) content = ludus_content_new_default (rules, &error);
  g_autoptr(LudusOptions) options = ludus_options_new (rules, 3);
  LudusGame *game;

  g_assert_no_error (error);
  options->seed = 99;
  game = ludus_game_new (content, options, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < n_moves; i++)
    {
      guint n;
      const LudusMove *moves = ludus_game_get_legal_moves (game, &n);
      LudusMove move = moves[0];

      g_assert_true (ludus_game_apply_move (game, &move, &error));
    }
  return game;
}

static char *
read_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  return text;
}

static void
test_atomic_write (void)
{
  g_autoptr(LudusGame) old_game = medici_game (3);
  g_autoptr(LudusGame) new_game = medici_game (10);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "saves", NULL);
  g_autofree char *path = g_build_filename (dir, "autosave.json", NULL);
  g_autofree char *blocker = g_build_filename (dir, "blocker", NULL);
  g_autofree char *under_file = g_build_filename (blocker, "save.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) file_under_file = g_file_new_for_path (under_file);
  g_autoptr(GCancellable) cancelled = g_cancellable_new ();
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GDir) listing = NULL;
  g_autoptr(LudusGame) loaded = NULL;
  const char *name;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (ludus_save_write (old_game, file, NULL, &error));
  g_assert_no_error (error);
  before = read_file (path);

  /* A path whose parent is a file: fails cleanly. */
  g_assert_true (g_file_set_contents (blocker, "not a folder", -1, NULL));
  g_assert_false (ludus_save_write (new_game, file_under_file, NULL, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  /* A cancelled write leaves the old save as it was. */
  g_cancellable_cancel (cancelled);
  g_assert_false (ludus_save_write (new_game, file, cancelled, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  after = read_file (path);
  g_assert_cmpstr (before, ==, after);
  g_clear_pointer (&after, g_free);

  /* A read-only folder (meaningless for root, who may write anyway). */
  if (geteuid () != 0)
    {
      g_assert_cmpint (g_chmod (dir, 0555), ==, 0);
      g_assert_false (ludus_save_write (new_game, file, NULL, &error));
      g_assert_nonnull (error);
      g_clear_error (&error);
      g_assert_cmpint (g_chmod (dir, 0755), ==, 0);
      after = read_file (path);
      g_assert_cmpstr (before, ==, after);
      g_clear_pointer (&after, g_free);
    }

  /* A successful write replaces the file and leaves no temporary file. */
  g_assert_true (ludus_save_write (new_game, file, NULL, &error));
  g_assert_no_error (error);
  loaded = ludus_save_load_file (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ludus_game_get_n_moves (loaded), ==, 10);

  listing = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (listing)) != NULL)
    g_assert_true (strcmp (name, "autosave.json") == 0 || strcmp (name, "blocker") == 0);
}

static void
test_options_json (void)
{
  const LudusRules *rules = ludus_rules_lookup ("medici");
  g_autoptr(LudusOptions) options = ludus_options_new (rules, 4);
  g_autoptr(LudusOptions) back = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;

  ludus_options_set_seat (options, 2, "Zoë", FALSE, LUDUS_AI_HARD);
  options->seats[2].colour = 5;
  options->shuffle = FALSE;
  options->practice = TRUE;
  g_assert_true (ludus_options_set_variant (options, rules, rules->variants[0].id, TRUE));
  g_assert_false (ludus_options_set_variant (options, rules, "no-such-variant", TRUE));

  node = ludus_options_to_json (options, rules);
  back = ludus_options_new_from_json (rules, json_node_get_object (node), "options", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (back->n_seats, ==, 4);
  g_assert_cmpstr (back->seats[2].name, ==, "Zoë");
  g_assert_false (back->seats[2].human);
  g_assert_cmpint (back->seats[2].level, ==, LUDUS_AI_HARD);
  g_assert_cmpuint (back->seats[2].colour, ==, 5);
  g_assert_true (back->seats[0].human);
  g_assert_cmpuint (back->variants, ==, options->variants);
  g_assert_false (back->shuffle);
  g_assert_true (back->practice);
  g_assert_false (back->hints_used);
  g_assert_false (json_object_has_member (json_node_get_object (node), "hints"));
  g_assert_cmpuint (ludus_options_get_n_humans (back), ==, 1);

  /* Hints are written only when used, and read back. */
  options->hints_used = TRUE;
  g_clear_pointer (&node, json_node_unref);
  g_clear_pointer (&back, ludus_options_free);
  node = ludus_options_to_json (options, rules);
  g_assert_true (json_object_get_boolean_member (json_node_get_object (node), "hints"));
  back = ludus_options_new_from_json (rules, json_node_get_object (node), "options", &error);
  g_assert_no_error (error);
  g_assert_true (back->hints_used);
}

/* Every name is cleaned on the way in: valid UTF-8, no controls, no bidi
 * overrides; real right-to-left text and the length limit kept. */
static void
test_clean_names (void)
{
  const LudusRules *rules = ludus_rules_lookup ("medici");
  const struct { const char *in; const char *out; } cases[] = {
    { "Anna", "Anna" },
    { "  Anna \n", "Anna" },
    { "An\nna\tB\r", "AnnaB" },
    { "\xe2\x80\xae" "anna", "anna" },                /* U+202E right-to-left override */
    { "a\xe2\x81\xa6" "b\xe2\x81\xa9", "ab" },         /* U+2066, U+2069 isolates */
    { "x\xc2\x85y\x7f", "xy" },                       /* U+0085 (C1), DEL */
    { "\xd7\xa9\xd7\x9c\xd7\x95\xd7\x9d", "\xd7\xa9\xd7\x9c\xd7\x95\xd7\x9d" }, /* Hebrew */
    { "\xe2\x80\x8f" "Zo\xc3\xab", "\xe2\x80\x8f" "Zo\xc3\xab" },     /* U+200F mark kept */
    { "A\xed\xa0\x80" "B", "A\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd" "B" }, /* lone surrogate */
    { "\t\n\xe2\x80\xae", NULL },
    { "", NULL },
  };
  g_autoptr(LudusOptions) options = ludus_options_new (rules, 2);
  g_autofree char *long_name = g_strnfill (LUDUS_SEAT_NAME_MAX + 10, 'x');

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *clean = ludus_options_clean_name (cases[i].in, -1);

      g_assert_cmpstr (clean, ==, cases[i].out);
      ludus_options_set_seat (options, 1, cases[i].in, TRUE, LUDUS_AI_NORMAL);
      g_assert_cmpstr (options->seats[1].name, ==, cases[i].out);
    }

  /* Typed names are cut to the limit. */
  ludus_options_set_seat (options, 1, long_name, TRUE, LUDUS_AI_NORMAL);
  g_assert_cmpint (g_utf8_strlen (options->seats[1].name, -1), ==, LUDUS_SEAT_NAME_MAX);

  /* A save's names are cleaned too: a lone surrogate escaped in JSON, a
   * newline, an override. */
  {
    const char *json =
      "{\"seats\": [{\"name\": \"\\ud800A\\n\\u202eB\", \"human\": true, \"level\": \"easy\", \"colour\": 0},"
      "{\"name\": \"C\", \"human\": true, \"level\": \"easy\", \"colour\": 1}], \"variants\": [], \"shuffle\": true}";
    g_autoptr(JsonNode) node = json_from_string (json, NULL);
    g_autoptr(LudusOptions) back = NULL;
    g_autoptr(GError) error = NULL;

    g_assert_nonnull (node);
    back = ludus_options_new_from_json (rules, json_node_get_object (node), "options", &error);
    g_assert_no_error (error);
    g_assert_true (g_utf8_validate (back->seats[0].name, -1, NULL));
    g_assert_true (g_str_has_suffix (back->seats[0].name, "B"));
    g_assert_null (strchr (back->seats[0].name, '\n'));
  }
}

static void
test_options_json_errors (void)
{
  const LudusRules *rules = ludus_rules_lookup ("medici");
  const struct { const char *json; const char *message; } cases[] = {
    { "{\"seats\": [], \"variants\": [], \"shuffle\": true}",
      "options.seats: expected from 2 to 6 elements, got 0" },
    { "{\"seats\": [{\"name\": \"A\", \"human\": true, \"level\": \"easy\", \"colour\": 0},"
      "{\"name\": \"\", \"human\": true, \"level\": \"easy\", \"colour\": 1}], \"variants\": [], \"shuffle\": true}",
      "options.seats[1].name: expected a name of 1 to 64 characters" },
    { "{\"seats\": [{\"name\": \"A\", \"human\": true, \"level\": \"easy\", \"colour\": 0},"
      "{\"name\": \"B\", \"human\": 1, \"level\": \"easy\", \"colour\": 1}], \"variants\": [], \"shuffle\": true}",
      "options.seats[1].human: expected true or false, got a number" },
    { "{\"seats\": [{\"name\": \"A\", \"human\": true, \"level\": \"easy\", \"colour\": 0},"
      "{\"name\": \"B\", \"human\": true, \"level\": \"easy\", \"colour\": 9}], \"variants\": [], \"shuffle\": true}",
      "options.seats[1].colour: expected an integer from 0 to 6, got 9" },
    { "{\"seats\": [{\"name\": \"A\", \"human\": true, \"level\": \"easy\", \"colour\": 0},"
      "{\"name\": \"B\", \"human\": true, \"level\": \"easy\", \"colour\": 1}], \"variants\": []}",
      "options.shuffle: missing" },
    { "{\"seats\": [{\"name\": \"A\", \"human\": true, \"level\": \"easy\", \"colour\": 0},"
      "{\"name\": \"B\", \"human\": true, \"level\": \"easy\", \"colour\": 1}], \"variants\": [],"
      " \"shuffle\": true, \"practice\": 1}",
      "options.practice: expected true or false, got a number" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonNode) node = json_from_string (cases[i].json, NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(LudusOptions) options = NULL;

      options = ludus_options_new_from_json (rules, json_node_get_object (node), "options", &error);
      g_assert_null (options);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

/* The set-up the new-game dialog remembers in the settings is read as
 * strictly as a file: a deep one crashed the dialog. */
static void
test_options_setup (void)
{
  const LudusRules *rules = ludus_rules_lookup ("medici");
  g_autoptr(LudusOptions) options = ludus_options_new (rules, 3);
  g_autoptr(JsonNode) node = ludus_options_to_json (options, rules);
  g_autofree char *options_json = json_to_string (node, FALSE);
  g_autofree char *deep = NULL;
  g_autofree char *good = g_strdup_printf ("{\"options\": %s, \"deck\": \"/d.json\", \"layout\": \"\"}",
                                           options_json);
  g_autofree char *deck_not_string = g_strdup_printf ("{\"options\": %s, \"deck\": {}}", options_json);
  g_autofree char *twice = g_strdup_printf ("{\"options\": %s, \"deck\": \"\", \"deck\": \"/d.json\"}",
                                            options_json);
  const struct { const char *json; const char *message; } cases[] = {
    { NULL, "line 1, column 65: nested deeper than 64 levels" },
    { "{\"options\": [] /* \" */}", "line 1, column 16: not valid JSON: a comment (JSON has none)" },
    { "[]", "top level: expected an object, got an array" },
    { "{\"options\": 1}", "options: expected an object, got a number" },
    { deck_not_string, "deck: expected a string, got an object" },
    { twice, "line 1, column *: not valid JSON: the member “deck” appears twice" },
  };
  char *deck_path = NULL, *layout_path = NULL;
  g_autoptr(LudusOptions) back = NULL;
  g_autoptr(GError) error = NULL;

  /* 30,000 levels, within the size allowed to a setting. */
  deep = g_malloc (60001);
  memset (deep, '[', 30000);
  memset (deep + 30000, ']', 30000);
  deep[60000] = '\0';

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *json = cases[i].json != NULL ? cases[i].json : deep;
      g_autoptr(GError) local_error = NULL;
      g_autoptr(LudusOptions) refused = ludus_options_new_from_setup (rules, json, &deck_path,
                                                                      &layout_path, &local_error);

      g_assert_null (refused);
      g_assert_null (deck_path);
      g_assert_null (layout_path);
      g_assert_error (local_error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
      if (!g_pattern_match_simple (cases[i].message, local_error->message))
        g_error ("expected “%s”, got “%s”", cases[i].message, local_error->message);
    }

  back = ludus_options_new_from_setup (rules, good, &deck_path, &layout_path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (back->n_seats, ==, 3);
  g_assert_cmpstr (deck_path, ==, "/d.json");
  g_assert_null (layout_path);
  g_free (deck_path);
}

static void
test_content_files (void)
{
  const LudusRules *rules = ludus_rules_lookup ("medici");
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusContent) builtin = ludus_content_new_default (rules, &error);
  g_autoptr(LudusContent) custom = NULL;
  g_autoptr(JsonNode) deck = NULL;
  g_autofree char *dir = ludus_content_get_user_dir (rules);
  g_autofree char *good = g_build_filename (dir, "my-deck.json", NULL);
  g_autofree char *bad = g_build_filename (dir, "medici-deck.json", NULL);
  g_autofree char *other = g_build_filename (dir, "notes.txt", NULL);
  g_autofree char *broken = g_build_filename (dir, "truncated.json", NULL);
  g_autofree char *layout = g_build_filename (dir, "z-layout.json", NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) all = NULL;
  g_auto(GStrv) decks = NULL;
  g_auto(GStrv) layouts = NULL;
  JsonObject *card;

  g_assert_no_error (error);
  g_assert_true (ludus_content_get_rules (builtin) == rules);
  g_assert_cmpint (ludus_content_get_provenance (builtin), ==, LUDUS_PROVENANCE_RECONSTRUCTED);
  g_assert_null (ludus_content_get_deck_path (builtin));
  g_assert_null (ludus_content_get_layout (builtin));
  g_assert_cmpstr (ludus_content_get_name (builtin), !=, "");

  /* The custom content folder is $XDG_DATA_HOME/ludus/<game>. */
  g_assert_true (g_str_has_prefix (dir, g_get_user_data_dir ()));
  g_assert_true (g_str_has_suffix (dir, "/ludus/medici"));
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);

  deck = json_node_copy (ludus_content_get_deck (builtin));
  json_object_set_string_member (json_node_get_object (deck), "name", "My deck");
  json_object_set_string_member (json_node_get_object (deck), "provenance", "custom");
  text = json_to_string (deck, TRUE);
  g_assert_true (g_file_set_contents (good, text, -1, NULL));
  g_clear_pointer (&text, g_free);

  custom = ludus_content_new_from_files (rules, good, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ludus_content_get_name (custom), ==, "My deck");
  g_assert_cmpint (ludus_content_get_provenance (custom), ==, LUDUS_PROVENANCE_CUSTOM);
  g_assert_cmpstr (ludus_content_get_deck_path (custom), ==, good);

  /* Errors name the file, the JSON path and what was expected. */
  card = json_array_get_object_element (json_object_get_array_member (json_node_get_object (deck), "cards"), 12);
  json_object_set_int_member (card, "value", -1);
  text = json_to_string (deck, FALSE);
  g_assert_true (g_file_set_contents (bad, text, -1, NULL));
  g_assert_null (ludus_content_new_from_files (rules, bad, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_cmpstr (error->message, ==,
                   "medici-deck.json: cards[12].value: expected an integer from 0 to 9, got -1");
  g_clear_error (&error);

  /* Listing keeps a broken file, so that choosing it says what is wrong,
   * and leaves out only what says it is another kind. */
  g_assert_true (g_file_set_contents (other, "hello", -1, NULL));
  g_assert_true (g_file_set_contents (broken, "{ \"kind\": \"deck\", \"cards\": [", -1, NULL));
  g_assert_true (g_file_set_contents (layout, "{ \"kind\": \"layout\" }", -1, NULL));
  all = ludus_content_list_user_files (rules, NULL);
  g_assert_cmpuint (g_strv_length (all), ==, 4);
  g_assert_cmpstr (all[0], ==, bad);
  g_assert_cmpstr (all[1], ==, good);
  g_assert_cmpstr (all[2], ==, broken);
  g_assert_cmpstr (all[3], ==, layout);
  decks = ludus_content_list_user_files (rules, "deck");
  g_assert_cmpuint (g_strv_length (decks), ==, 3);
  g_assert_cmpstr (decks[2], ==, broken);
  layouts = ludus_content_list_user_files (rules, "layout");
  g_assert_cmpuint (g_strv_length (layouts), ==, 2);
  g_assert_cmpstr (layouts[0], ==, broken);
  g_assert_cmpstr (layouts[1], ==, layout);
  g_assert_null (ludus_content_new_from_files (rules, broken, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_true (g_str_has_prefix (error->message, "truncated.json:"));
  g_clear_error (&error);
  g_assert_cmpint (g_remove (broken), ==, 0);
  g_assert_cmpint (g_remove (layout), ==, 0);

  /* A kind or a name of another type is no kind or name, not a GLib
   * critical (json-glib's get_string_member_with_default() has one). */
  g_assert_true (g_file_set_contents (layout, "{ \"kind\": {\"a\": 1}, \"name\": [] }", -1, NULL));
  g_strfreev (decks);
  decks = ludus_content_list_user_files (rules, "deck");
  g_assert_true (g_strv_contains ((const char * const *) decks, layout));
  g_assert_null (ludus_content_read_display_name (layout, LUDUS_JSON_FILE_DECK));
  g_assert_cmpint (g_remove (layout), ==, 0);
}

static void
test_content_builtin (void)
{
  const LudusRules *mykerinos = ludus_rules_lookup ("mykerinos");
  const LudusRules *medici = ludus_rules_lookup ("medici");
  g_auto(GStrv) layouts = ludus_content_list_builtin_files (mykerinos, "layout");
  g_auto(GStrv) decks = ludus_content_list_builtin_files (mykerinos, "deck");
  g_auto(GStrv) medici_decks = ludus_content_list_builtin_files (medici, "deck");
  g_auto(GStrv) medici_layouts = ludus_content_list_builtin_files (medici, "layout");

  g_assert_cmpuint (g_strv_length (decks), ==, 1);
  g_assert_cmpuint (g_strv_length (layouts), >=, 2);
  g_assert_cmpuint (g_strv_length (medici_decks), ==, 1);
  g_assert_cmpuint (g_strv_length (medici_layouts), ==, 0);
  g_assert_true (g_str_has_prefix (medici_decks[0], "resource:///"));
  g_assert_true (g_str_has_suffix (medici_decks[0], "/medici-deck.json"));

  /* Every built-in layout loads through its URI. */
  for (guint i = 0; layouts[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(LudusContent) content = ludus_content_new_from_files (mykerinos, NULL, layouts[i], &error);

      g_assert_no_error (error);
      g_assert_cmpstr (ludus_content_get_layout_path (content), ==, layouts[i]);
      g_assert_nonnull (ludus_content_get_layout (content));
    }
}

static void
test_content_parse_errors (void)
{
  const struct { const char *data; const char *message; } cases[] = {
    { "", "the file is empty" },
    { "   \n", "the file is empty" },
    { "{\"a\": }", "line 1, column 7: not valid JSON: *" },
    { "{\"a\": 1", "line 1, column *: not valid JSON: *" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) root = ludus_json_parse_data (cases[i].data, strlen (cases[i].data),
                                                        LUDUS_JSON_FILE_ANY, &error);

      g_assert_null (root);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
      if (!g_pattern_match_simple (cases[i].message, error->message))
        g_error ("expected “%s”, got “%s”", cases[i].message, error->message);
    }
}

static guint
file_mode (const char *path)
{
  GStatBuf st;

  g_assert_cmpint (g_stat (path, &st), ==, 0);
  return st.st_mode & 0777;
}

/* The data folder and all Ludus writes in it are the user's alone,
 * whichever part creates them first; files elsewhere are not narrowed. */
static void
test_private_files (void)
{
  const LudusRules *rules = ludus_rules_lookup ("medici");
  g_autofree char *data_dir = ludus_save_get_data_dir ();
  g_autofree char *user_dir = ludus_content_get_user_dir (rules);
  g_autofree char *saves = g_build_filename (data_dir, "games", NULL);
  g_autofree char *save = g_build_filename (saves, "a.json", NULL);
  g_autofree char *outside = g_build_filename (g_get_user_data_dir (), "export.json", NULL);
  g_autofree char *deck = NULL;
  g_autoptr(GError) error = NULL;
  mode_t old_umask = umask (022);

  g_assert_true (ludus_save_write_atomically (outside, "{}", 2, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (file_mode (outside), ==, 0644);

  /* The content folder first: the data folder is created with it. */
  deck = ludus_content_library_write_new (rules, "Deck", "deck", "{}", 2, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (file_mode (data_dir), ==, 0700);
  g_assert_cmpuint (file_mode (user_dir), ==, 0700);
  g_assert_cmpuint (file_mode (deck), ==, 0600);

  g_assert_true (ludus_save_make_dir (saves, &error));
  g_assert_true (ludus_save_write_atomically (save, "{}", 2, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (file_mode (saves), ==, 0700);
  g_assert_cmpuint (file_mode (save), ==, 0600);

  /* Folders an older version left open are made private. */
  g_assert_cmpint (g_chmod (data_dir, 0755), ==, 0);
  g_assert_cmpint (g_chmod (saves, 0755), ==, 0);
  g_assert_true (ludus_save_make_dir (saves, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (file_mode (data_dir), ==, 0700);
  g_assert_cmpuint (file_mode (saves), ==, 0700);

  umask (old_umask);
  g_assert_cmpint (g_remove (save), ==, 0);
  g_assert_cmpint (g_remove (saves), ==, 0);
  g_assert_cmpint (g_remove (deck), ==, 0);
  g_assert_cmpint (g_remove (user_dir), ==, 0);
  g_assert_cmpint (g_remove (outside), ==, 0);
}

/* "Save as New" killed mid-write (here by the file size limit, SIGXFSZ)
 * leaves no empty deck in the library: only a temporary file, which the
 * next start removes. */
static void
test_killed_write_new (void)
{
  const LudusRules *rules = ludus_rules_lookup ("thebes");
  g_autofree char *dir = ludus_content_get_user_dir (rules);
  g_autofree char *deck = g_build_filename (dir, "killed.json", NULL);
  g_autoptr(GDir) listing = NULL;
  const char *name;

  int status;
  pid_t pid;

  g_assert_true (ludus_save_make_dir (dir, NULL));
  if ((pid = fork ()) == 0)
    {
      struct rlimit limit = { 16, 16 };
      char data[4096];

      memset (data, ' ', sizeof data);
      /* Killed even if whatever started the tests ignores it (Python does). */
      signal (SIGXFSZ, SIG_DFL);
      setrlimit (RLIMIT_FSIZE, &limit);
      ludus_content_library_write_new (rules, "Killed", "deck", data, sizeof data, NULL);
      _exit (0);
    }
  g_assert_cmpint (pid, >, 0);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFSIGNALED (status));
  g_assert_cmpint (WTERMSIG (status), ==, SIGXFSZ);
  g_assert_false (g_file_test (deck, G_FILE_TEST_EXISTS));
  listing = g_dir_open (dir, 0, NULL);
  g_assert_nonnull (listing);
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_assert_true (g_str_has_prefix (name, ".ludus-save-tmp-"));
      g_assert_cmpint (g_remove (path), ==, 0);
    }
}

/* Exports suggest the library's file names: never a path. */
static void
test_content_file_name (void)
{
  const struct { const char *name; const char *extension; const char *file; } cases[] = {
    { "../../../../tmp/x", "json", "tmp-x.json" },
    { "Zo\xc3\xab's Deck!", "json", "zoe-s-deck.json" },
    { "/", "pdf", "deck.pdf" },
    { "..", "json", "deck.json" },
    { NULL, "json", "deck.json" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *file = ludus_content_library_file_name (cases[i].name, "deck", cases[i].extension);

      g_assert_cmpstr (file, ==, cases[i].file);
    }
}

/* In a Hungarian locale GLib spells "ú" as "u'": the file name must not
 * split the words at the accents ("tu-l-the-ba-n-ma-solat"). */
static void
test_content_file_name_hungarian (void)
{
  g_autofree char *saved = g_strdup (setlocale (LC_CTYPE, NULL));
  g_autofree char *file = NULL;

  if (setlocale (LC_CTYPE, "hu_HU.UTF-8") == NULL)
    {
      g_test_skip ("the hu_HU.UTF-8 locale is not installed");
      return;
    }
  file = ludus_content_library_file_name ("T\xc3\xbal Th\xc3\xa9" "b\xc3\xa1" "n m\xc3\xa1" "solat", "deck", "json");
  setlocale (LC_CTYPE, saved);
  g_assert_cmpstr (file, ==, "tul-theban-masolat.json");
}

/* A killed write leaves a temporary file in whichever folder it wrote:
 * the start-up cleaning covers them all, the statistics' old ones too. */
static void
test_clean_all_temporaries (void)
{
  const LudusRules * const *all;
  guint n_rules;
  g_autofree char *data_dir = ludus_save_get_data_dir ();
  g_autoptr(GPtrArray) stale = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) keep = g_ptr_array_new_with_free_func (g_free);
  struct utimbuf old = { time (NULL) - 3600, time (NULL) - 3600 };

  all = ludus_rules_get_all (&n_rules);
  for (guint i = 0; i < n_rules; i++)
    {
      g_autofree char *dir = ludus_content_get_user_dir (all[i]);

      g_assert_true (ludus_save_make_dir (dir, NULL));
      g_ptr_array_add (stale, g_build_filename (dir, ".ludus-save-tmp-AbC123", NULL));
      g_ptr_array_add (keep, g_build_filename (dir, "deck.json", NULL));
    }
  g_ptr_array_add (stale, g_build_filename (data_dir, "statistics.json.Q1W2E3", NULL));
  g_ptr_array_add (stale, g_build_filename (data_dir, ".ludus-save-tmp-Q1W2E3", NULL));
  g_ptr_array_add (keep, g_build_filename (data_dir, "statistics.json", NULL));
  g_ptr_array_add (keep, g_build_filename (data_dir, "other.json.Q1W2E3", NULL));

  for (guint i = 0; i < stale->len; i++)
    {
      g_assert_true (g_file_set_contents (stale->pdata[i], "{", -1, NULL));
      g_assert_cmpint (g_utime (stale->pdata[i], &old), ==, 0);
    }
  for (guint i = 0; i < keep->len; i++)
    {
      g_assert_true (g_file_set_contents (keep->pdata[i], "{", -1, NULL));
      g_assert_cmpint (g_utime (keep->pdata[i], &old), ==, 0);
    }

  g_assert_cmpuint (ludus_save_clean_all_stale_temporaries (), ==, stale->len);
  for (guint i = 0; i < stale->len; i++)
    g_assert_false (g_file_test (stale->pdata[i], G_FILE_TEST_EXISTS));
  for (guint i = 0; i < keep->len; i++)
    {
      g_assert_true (g_file_test (keep->pdata[i], G_FILE_TEST_EXISTS));
      g_assert_cmpint (g_remove (keep->pdata[i]), ==, 0);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GFile) data_home = NULL;
  const LudusRules * const *all;
  guint n_rules;
  int status;

  data_home = ludus_test_private_data_home ();

  g_test_init (&argc, &argv, NULL);
  toy_rules_register ();

  all = ludus_rules_get_all (&n_rules);
  for (guint i = 0; i < n_rules; i++)
    {
      g_autofree char *path = g_strdup_printf ("/save/%s/round-trip", all[i]->id);

      if (all[i]->legal_moves != NULL)
        g_test_add_data_func (path, all[i], test_round_trip);
    }

  for (guint i = 0; i < G_N_ELEMENTS (bad_saves); i++)
    {
      g_autofree char *path = bad_save_test_path ("/save/bad", &bad_saves[i]);

      g_test_add_data_func (path, &bad_saves[i], test_bad_save);
    }
  g_test_add_func ("/save/good", test_good_save);
  g_test_add_func ("/save/medici-rulebook", test_medici_rulebook_game);
  g_test_add_func ("/save/missing-file", test_missing_file);
  g_test_add_func ("/save/atomic-write", test_atomic_write);
  g_test_add_func ("/options/json", test_options_json);
  g_test_add_func ("/options/json-errors", test_options_json_errors);
  g_test_add_func ("/options/clean-names", test_clean_names);
  g_test_add_func ("/save/private-files", test_private_files);
  g_test_add_func ("/save/clean-all-temporaries", test_clean_all_temporaries);
  g_test_add_func ("/save/killed-write-new", test_killed_write_new);
  g_test_add_func ("/content/file-name", test_content_file_name);
  g_test_add_func ("/content/file-name-hungarian", test_content_file_name_hungarian);
  g_test_add_func ("/options/setup", test_options_setup);
  g_test_add_func ("/content/files", test_content_files);
  g_test_add_func ("/content/builtin", test_content_builtin);
  g_test_add_func ("/content/parse-errors", test_content_parse_errors);

  status = g_test_run ();
  ludus_test_remove_tree (data_home);
  return status;
}
