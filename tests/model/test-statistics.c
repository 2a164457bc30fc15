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

      if (g_str_equal (row->player, player))
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
    g_assert_nonnull (find_row (rows, "Britta"));
  }

  /* A game played with hints says so in its record; the others do not. */
  {
    g_autoptr(LudusGame) game = finished_game (2, 1);
    g_autofree char *path = ludus_statistics_get_path ();
    g_autofree char *text = NULL;
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
  g_test_add_func ("/statistics/strict-file", test_strict_file);

  status = g_test_run ();
  ludus_test_remove_tree (data_home);
  return status;
}
