/* test-statistics.c: the offline statistics of finished games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-statistics"

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "ludus-statistics.h"
#include "ludus-test-rules.h"
#include "toy-rules.h"

/* A toy game of Anna (human) and Britta, played to its end. */
static LudusGame *
finished_game (guint   n_players,
               guint32 humans)
{
  LudusGame *game = toy_game_new (4, n_players, humans);
  while (!ludus_game_is_over (game))
    {
      guint n_moves;
      const LudusMove *moves = ludus_game_get_legal_moves (game, &n_moves);
      g_autoptr(GError) error = NULL;

      g_assert_true (ludus_game_apply_move (game, &moves[0], &error));
      g_assert_no_error (error);
    }
  return game;
}

static const LudusStatisticsRow *
find_row (GPtrArray  *rows,
          const char *player)
{
  for (guint i = 0; i < rows->len; i++)
    {
      const LudusStatisticsRow *row = g_ptr_array_index (rows, i);

      if (g_strcmp0 (row->player, player) == 0)
        return row;
    }
  return NULL;
}

static const LudusStatisticsRow *
find_computer (GPtrArray    *rows,
               LudusAiLevel  level)
{
  for (guint i = 0; i < rows->len; i++)
    {
      const LudusStatisticsRow *row = g_ptr_array_index (rows, i);

      if (row->player == NULL && row->level == level)
        return row;
    }
  return NULL;
}

/* Each finished game counts for every player: played, won, best, total. */
static void
test_record_and_load (void)
{
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GError) error = NULL;
  int scores[LUDUS_MAX_PLAYERS];
  int best = G_MININT;
  gint64 total = 0;
  guint won = 0;
  gboolean custom = FALSE;

  rows = ludus_statistics_load (&error);
  g_assert_no_error (error);
  g_assert_cmpuint (rows->len, ==, 0);
  g_clear_pointer (&rows, g_ptr_array_unref);

  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(LudusGame) game = finished_game (2, 1);

      g_assert_true (ludus_statistics_record (game, &error));
      g_assert_no_error (error);
      ludus_game_get_scores (game, scores);
      best = MAX (best, scores[0]);
      total += scores[0];
      won += (ludus_game_get_winners (game) & 1) != 0;
      custom = ludus_content_get_provenance (ludus_game_get_content (game)) == LUDUS_PROVENANCE_CUSTOM;
    }

  rows = ludus_statistics_load (&error);
  g_assert_no_error (error);
  g_assert_cmpuint (rows->len, ==, 2);
  {
    const LudusStatisticsRow *anna = find_row (rows, "Anna");

    g_assert_nonnull (anna);
    g_assert_cmpstr (anna->game_id, ==, "toy");
    g_assert_cmpuint (anna->n_players, ==, 2);
    g_assert_cmpint (anna->custom, ==, custom);
    g_assert_cmpuint (anna->played, ==, 3);
    g_assert_cmpuint (anna->won, ==, won);
    g_assert_cmpint (anna->best, ==, best);
    g_assert_cmpint (anna->total, ==, total);
    /* Britta is a computer: counted by level, not by name. */
    g_assert_null (find_row (rows, "Britta"));
    g_assert_nonnull (find_computer (rows, LUDUS_AI_RANDOM));
  }

  /* A game played with hints says so in its record; the others do not. */
  {
    g_autoptr(LudusGame) game = finished_game (2, 1);
    g_autofree char *path = ludus_statistics_get_path ();
    g_autoptr(JsonParser) parser = json_parser_new ();
    JsonArray *games;

    g_assert_true (ludus_statistics_record (game, &error));
    ludus_game_mark_hints_used (game);
    g_assert_true (ludus_statistics_record (game, &error));
    g_assert_no_error (error);
    g_assert_true (json_parser_load_from_file (parser, path, &error));
    g_assert_no_error (error);
    games = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "games");
    g_assert_cmpuint (json_array_get_length (games), ==, 5);
    g_assert_false (json_object_has_member (json_array_get_object_element (games, 3), "hints"));
    g_assert_true (json_object_get_boolean_member (json_array_get_object_element (games, 4), "hints"));
  }

  /* Reset forgets them all. */
  g_assert_true (ludus_statistics_reset (&error));
  g_assert_no_error (error);
  g_clear_pointer (&rows, g_ptr_array_unref);
  rows = ludus_statistics_load (&error);
  g_assert_no_error (error);
  g_assert_cmpuint (rows->len, ==, 0);
}

/* A broken statistics file is reported, naming it, and never replaced. */
static void
test_broken_file (void)
{
  g_autofree char *path = ludus_statistics_get_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(LudusGame) game = finished_game (2, 1);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "{\"format\": 99}", -1, NULL));

  g_assert_null (ludus_statistics_load (&error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "statistics.json"));
  g_clear_error (&error);

  g_assert_false (ludus_statistics_record (game, &error));
  g_assert_nonnull (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "{\"format\": 99}");
  g_assert_cmpint (g_remove (path), ==, 0);
}

static void
write_statistics (const char *text)
{
  g_autofree char *path = ludus_statistics_get_path ();
  g_autofree char *dir = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

/* People are counted by name, computers by level and apart, each game
 * once per row (a victory two hard computers share is one); the first
 * human seat of the last game is "you". */
static void
test_people_and_computers (void)
{
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GError) error = NULL;
  const LudusStatisticsRow *row;
  guint n_left_out = 99;

  write_statistics (
    "{\"format\": 1, \"games\": ["
    " {\"game\": \"toy\", \"custom\": false, \"players\": ["
    "  {\"name\": \"Anna\", \"human\": true, \"score\": 3, \"won\": false},"
    "  {\"name\": \"Player 2\", \"human\": false, \"level\": \"hard\", \"score\": 8, \"won\": true},"
    "  {\"name\": \"Player 3\", \"human\": false, \"level\": \"hard\", \"score\": 8, \"won\": true}]},"
    " {\"game\": \"toy\", \"custom\": false, \"players\": ["
    "  {\"name\": \"An\\nna\", \"human\": true, \"score\": 4, \"won\": true},"
    "  {\"name\": \"Player 2\", \"human\": false, \"level\": \"hard\", \"score\": 2, \"won\": false},"
    "  {\"name\": \"Old\", \"human\": false, \"score\": 1, \"won\": false}]},"
    " {\"game\": \"toy\", \"custom\": false, \"practice\": true, \"players\": ["
    "  {\"name\": \"Dora\", \"human\": true, \"score\": 5, \"won\": true},"
    "  {\"name\": \"Anna\", \"human\": true, \"score\": 1, \"won\": false},"
    "  {\"name\": \"Player 3\", \"human\": false, \"level\": \"easy\", \"score\": 0, \"won\": false}]}"
    "]}");

  rows = ludus_statistics_load_full (&n_left_out, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n_left_out, ==, 0);

  /* Anna (her name cleaned of the newline) in the two normal games. */
  row = g_ptr_array_index (rows, 0);
  g_assert_cmpstr (row->player, ==, "Anna");
  g_assert_false (row->practice);
  g_assert_false (row->you);
  g_assert_cmpuint (row->played, ==, 2);
  g_assert_cmpuint (row->won, ==, 1);
  g_assert_cmpint (row->total, ==, 7);
  g_assert_cmpint (row->best, ==, 4);

  /* The hard computers: two games, one victory (shared by two seats). */
  row = find_computer (rows, LUDUS_AI_HARD);
  g_assert_nonnull (row);
  g_assert_cmpuint (row->played, ==, 2);
  g_assert_cmpuint (row->won, ==, 1);
  g_assert_cmpint (row->best, ==, 8);
  g_assert_cmpint (row->total, ==, 10);
  /* A computer seat of a record without levels, apart. */
  row = find_computer (rows, LUDUS_AI_N_LEVELS);
  g_assert_nonnull (row);
  g_assert_cmpuint (row->played, ==, 1);
  g_assert_null (find_row (rows, "Player 2"));
  g_assert_null (find_row (rows, "Old"));

  /* The practice game, apart; Dora sat first in the last game: you. */
  row = find_row (rows, "Dora");
  g_assert_nonnull (row);
  g_assert_true (row->practice);
  g_assert_true (row->you);
  g_assert_cmpuint (rows->len, ==, 6);
  for (guint i = 0; i < rows->len; i++)
    {
      const LudusStatisticsRow *other = g_ptr_array_index (rows, i);

      g_assert_true (other->you == (other == row));
    }
  /* Within the practice group, you come first. */
  g_assert_true (g_ptr_array_index (rows, 3) == row);
  g_assert_true (ludus_statistics_reset (NULL));
}

/* Practice games are recorded as such; a first human seat left with its
 * default name is recorded under the user's real name and is "you". */
static void
test_record_practice_and_you (void)
{
  g_autoptr(LudusGame) game = toy_game_new_full (4, 2, 1, TRUE);
  g_autoptr(LudusOptions) options = NULL;
  g_autoptr(LudusGame) unnamed = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *real = NULL;
  g_autofree char *path = ludus_statistics_get_path ();
  const LudusStatisticsRow *row;
  GStatBuf st;

  while (!ludus_game_is_over (game))
    {
      guint n_moves;
      const LudusMove *moves = ludus_game_get_legal_moves (game, &n_moves);

      g_assert_true (ludus_game_apply_move (game, &moves[0], NULL));
    }
  g_assert_true (ludus_statistics_record (game, &error));
  g_assert_no_error (error);
  rows = ludus_statistics_load (&error);
  row = find_row (rows, "Anna");
  g_assert_true (row->practice);
  g_assert_true (row->you);
  g_assert_true (find_computer (rows, LUDUS_AI_RANDOM)->practice);
  g_clear_pointer (&rows, g_ptr_array_unref);

  /* The file is the user's alone. */
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpuint (st.st_mode & 0777, ==, 0600);

  unnamed = finished_game (2, 1);
  options = ludus_options_copy (ludus_game_get_options (unnamed));
  g_clear_object (&unnamed);
  ludus_options_set_seat (options, 0, NULL, TRUE, LUDUS_AI_NORMAL);
  {
    g_autoptr(LudusContent) content = toy_content_new (4);

    unnamed = ludus_game_new (content, options, &error);
    g_assert_no_error (error);
  }
  while (!ludus_game_is_over (unnamed))
    {
      guint n_moves;
      const LudusMove *moves = ludus_game_get_legal_moves (unnamed, &n_moves);

      g_assert_true (ludus_game_apply_move (unnamed, &moves[0], NULL));
    }
  g_assert_true (ludus_statistics_record (unnamed, &error));
  rows = ludus_statistics_load (&error);
  g_assert_no_error (error);
  real = ludus_options_clean_name (g_get_real_name (), -1);
  if (real == NULL || g_str_equal (real, "Unknown"))
    {
      g_free (real);
      real = ludus_options_clean_name (g_get_user_name (), -1);
    }
  row = find_row (rows, real);
  g_assert_nonnull (row);
  g_assert_true (row->you);
  g_assert_false (row->practice);
  g_assert_false (find_row (rows, "Anna")->you);
  g_assert_null (find_row (rows, "Player 1"));
  g_assert_true (ludus_statistics_reset (NULL));
}

static void
ignore_move (LudusGame       *game,
             const LudusMove *move,
             gpointer         user_data)
{
}

/* A guest's online game: the host, in the first seat, played at another
 * computer and is not "you"; the guest's own seat is, though it is not
 * the first. */
static void
test_online_you (void)
{
  g_autoptr(LudusGame) game = toy_game_new (4, 3, 0x3);
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GError) error = NULL;

  ludus_game_set_relay (game, 1u << 0, ignore_move, NULL);
  while (!ludus_game_is_over (game))
    {
      static const LudusOutcome no_outcome = { 0 };
      guint n_moves;
      const LudusMove *moves = ludus_game_get_legal_moves (game, &n_moves);

      /* As the table plays them: a relayed move waits for its echo. */
      g_assert_true (ludus_game_apply_move_imposed (game, &moves[0], &no_outcome, NULL));
    }
  g_assert_true (ludus_statistics_record (game, &error));
  g_assert_no_error (error);
  rows = ludus_statistics_load (&error);
  g_assert_no_error (error);
  g_assert_false (find_row (rows, "Anna")->you);
  g_assert_true (find_row (rows, "Britta")->you);
  g_assert_true (ludus_statistics_reset (NULL));
}

/* A file longer than the statistics keep is cut when read, and the
 * loader says by how much; the next record writes the bounded file. */
static void
test_bounded (void)
{
  GString *text = g_string_new ("{\"format\": 1, \"games\": [");
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(LudusGame) game = finished_game (2, 1);
  g_autoptr(GError) error = NULL;
  guint n_left_out = 0;
  guint n = LUDUS_STATISTICS_MAX_RECORDS + 3;
  g_autofree char *path = ludus_statistics_get_path ();
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonArray *games;

  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "%s{\"game\": \"toy\", \"players\": [{\"name\": \"%s\", \"human\": true, \"score\": 1}]}",
                            i > 0 ? "," : "", i < 3 ? "Oldest" : "Anna");
  g_string_append (text, "]}");
  write_statistics (text->str);
  g_string_free (text, TRUE);

  rows = ludus_statistics_load_full (&n_left_out, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n_left_out, ==, 3);
  g_assert_null (find_row (rows, "Oldest"));
  g_assert_cmpuint (find_row (rows, "Anna")->played, ==, LUDUS_STATISTICS_MAX_RECORDS);

  g_assert_true (ludus_statistics_record (game, &error));
  g_assert_no_error (error);
  g_assert_true (json_parser_load_from_file (parser, path, &error));
  games = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "games");
  g_assert_cmpuint (json_array_get_length (games), ==, LUDUS_STATISTICS_MAX_RECORDS);
  g_assert_true (ludus_statistics_reset (NULL));
}

/* Averages have a decimal only when they need one. */
static void
test_average (void)
{
  const struct { gint64 total; guint played; const char *text; } cases[] = {
    { 180, 2, "90" }, { 7, 2, "3.5" }, { 2, 3, "0.7" }, { 299, 100, "3" }, { -3, 2, "-1.5" },
    { 0, 0, "0" }, { -1, 100, "0" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      LudusStatisticsRow row = { .total = cases[i].total, .played = cases[i].played };
      g_autofree char *text = ludus_statistics_format_average (&row);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

/* The statistics file is read as strictly as any: a deep one crashed
 * json-glib's parser at the end of every game. */
static void
test_strict_file (void)
{
  const struct { const char *start; const char *message; } cases[] = {
    { "", "statistics.json: line 1, column 65: nested deeper than 64 levels" },
    { "/* \" */", "statistics.json: line 1, column 1: not valid JSON: a comment (JSON has none)" },
  };
  g_autofree char *path = ludus_statistics_get_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(LudusGame) game = finished_game (2, 1);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GString) text = g_string_new (cases[i].start);
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) rows = NULL;

      for (guint d = 0; d < 100000; d++)
        g_string_append_c (text, '[');
      for (guint d = 0; d < 100000; d++)
        g_string_append_c (text, ']');
      g_assert_true (g_file_set_contents (path, text->str, text->len, NULL));

      g_assert_false (ludus_statistics_record (game, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
      g_assert_cmpstr (error->message, ==, cases[i].message);
      g_clear_error (&error);
      rows = ludus_statistics_load (&error);
      g_assert_null (rows);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }

  /* Duplicate members: the last "games" would have won. */
  {
    g_autoptr(GError) error = NULL;

    g_assert_true (g_file_set_contents (path, "{\"format\": 1, \"games\": [], \"games\": []}", -1, NULL));
    g_assert_false (ludus_statistics_record (game, &error));
    g_assert_cmpstr (error->message, ==,
                     "statistics.json: line 1, column 28: not valid JSON: the member “games” appears twice");
  }
  g_assert_cmpint (g_remove (path), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GFile) data_home = ludus_test_private_data_home ();
  int status;

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/statistics/record-and-load", test_record_and_load);
  g_test_add_func ("/statistics/broken-file", test_broken_file);
  g_test_add_func ("/statistics/people-and-computers", test_people_and_computers);
  g_test_add_func ("/statistics/record-practice-and-you", test_record_practice_and_you);
  g_test_add_func ("/statistics/online-you", test_online_you);
  g_test_add_func ("/statistics/bounded", test_bounded);
  g_test_add_func ("/statistics/average", test_average);
  g_test_add_func ("/statistics/strict-file", test_strict_file);

  status = g_test_run ();
  ludus_test_remove_tree (data_home);
  return status;
}
