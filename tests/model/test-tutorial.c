/* test-tutorial.c: every game's guided first game, played to its end
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each script is played through a LudusSession as a person would: the
 * person's moves are the script's (each must be legal where it stands),
 * the computer seats play theirs through the session, the scores a step
 * states must be the game's, and free play goes on to the end, where the
 * last step explains the final scoring.  What a script teaches by use, its
 * moves must show: each power the person is asked to use, in notation.
 */

#define G_LOG_DOMAIN "test-tutorial"

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "ludus-save.h"
#include "ludus-session.h"
#include "ludus-tutorial.h"

/* The moves a script must have the person play (one line of notation
 * each, matched as a whole line), and those either side may play: the
 * rules it teaches by use rather than by words alone. */
static const struct {
  const char *game_id;
  const char *person;
  const char *anyone;
} taught[] = {
  /* Sir Brown, Mrs Blackmore, Colonel Tangerine, a Museum room, a parcel
   * for the neutral; Lady Violet and Lord Lemon. */
  { "mykerinos", "^S\\d+$|^K[\\d.]+$|^T\\d+\\.\\d+\\.\\d+$|^m\\d+$|^x[01]$", "^V[ab][\\d.]+$|^L[ab][\\d.]+$" },
  /* A dig on a special permit, a swap, an exhibition; a zeppelin. */
  { "thebes", "^[A-Z]{3}\\.d\\d+\\D*p$|^WAR\\.s$|^[A-Z]{3}\\.e[abc]$", "^[A-Z]{3}z\\." },
};

/* Every alternative of @pattern matches a line of @lines. */
static void
assert_each_played (const char *game_id,
                    const char *pattern,
                    const char *lines)
{
  g_auto(GStrv) alternatives = g_strsplit (pattern, "|", -1);

  for (guint i = 0; alternatives[i] != NULL; i++)
    if (!g_regex_match_simple (alternatives[i], lines, G_REGEX_MULTILINE, 0))
      g_error ("%s: the script never plays %s", game_id, alternatives[i]);
}

/* Runs the main context until the game has n moves, or is over. */
static void
run_until_moves (LudusGame *game,
                 guint      n)
{
  while (ludus_game_get_n_moves (game) < n && !ludus_game_is_over (game))
    g_main_context_iteration (NULL, TRUE);
}

/* Some other legal move than @expected, if any, is refused. */
static void
assert_refuses_others (LudusTutorial   *tutorial,
                       LudusGame       *game,
                       const LudusMove *expected)
{
  guint n_moves;
  const LudusMove *moves = ludus_game_get_legal_moves (game, &n_moves);

  g_assert_true (ludus_tutorial_allows (tutorial, expected));
  for (guint i = 0; i < n_moves; i++)
    if (!ludus_move_equal (&moves[i], expected))
      {
        g_assert_false (ludus_tutorial_allows (tutorial, &moves[i]));
        break;
      }
}

/* The game saved and continued finds the same step again. */
static void
assert_resumes (LudusTutorial *tutorial,
                LudusGame     *game)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = ludus_save_to_data (game, NULL);
  g_autoptr(LudusGame) copy = ludus_save_load_data (data, -1, &error);
  g_autoptr(LudusTutorial) again = NULL;

  g_assert_no_error (error);
  g_assert_true (ludus_game_get_options (copy)->tutorial);
  again = ludus_tutorial_new_for_game_id (ludus_game_get_rules (copy)->id, &error);
  g_assert_no_error (error);
  ludus_tutorial_follow (again, copy);
  g_assert_cmpstr (ludus_tutorial_get_step_id (again), ==, ludus_tutorial_get_step_id (tutorial));
}

static void
check_scores (LudusTutorial *tutorial,
              LudusGame     *game,
              guint          step)
{
  int expected[LUDUS_MAX_PLAYERS], scores[LUDUS_MAX_PLAYERS];

  if (!ludus_tutorial_get_scores (tutorial, step, expected))
    return;
  ludus_game_get_scores (game, scores);
  for (guint p = 0; p < ludus_game_get_n_players (game); p++)
    {
      if (scores[p] != expected[p])
        g_test_message ("step %u: player %u has %d, the script says %d", step, p,
                        scores[p], expected[p]);
      g_assert_cmpint (scores[p], ==, expected[p]);
    }
}

static void
test_script (gconstpointer data)
{
  const char *game_id = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusTutorial) tutorial = ludus_tutorial_new_for_game_id (game_id, &error);
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(LudusSession) session = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ludus-tutorial-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "autosave.json", NULL);
  g_autoptr(GString) person = g_string_new (NULL);
  g_autoptr(GString) anyone = g_string_new (NULL);
  guint n_read = 0, n_person = 0, n_computer = 0;
  gboolean resumed = FALSE, undone = FALSE;

  g_assert_no_error (error);
  g_assert_true (ludus_tutorial_exists (game_id));
  game = ludus_tutorial_new_game (tutorial, &error);
  g_assert_no_error (error);
  g_assert_true (ludus_game_get_options (game)->tutorial);
  ludus_tutorial_follow (tutorial, game);
  g_assert_cmpuint (ludus_tutorial_get_step (tutorial), ==, 0);

  session = ludus_session_new (game);
  ludus_session_set_computer_delay (session, 0);
  ludus_session_set_autosave_path (session, path);
  ludus_session_set_tutorial (session, tutorial);
  ludus_session_start (session);

  while (ludus_tutorial_get_wait (tutorial) != LUDUS_TUTORIAL_FINISHED)
    {
      guint step = ludus_tutorial_get_step (tutorial);
      guint n = ludus_game_get_n_moves (game);
      LudusMove move;

      g_assert_nonnull (ludus_tutorial_get_text (tutorial));
      switch (ludus_tutorial_get_wait (tutorial))
        {
        case LUDUS_TUTORIAL_READ:
          /* Nobody moves while the person reads, whatever is pending. */
          while (g_main_context_iteration (NULL, FALSE))
            ;
          g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n);
          g_assert_false (ludus_session_get_thinking (session));
          ludus_tutorial_continue (tutorial);
          g_assert_cmpuint (ludus_tutorial_get_step (tutorial), >, step);
          n_read++;
          break;

        case LUDUS_TUTORIAL_MOVE:
          if (!ludus_tutorial_get_expected (tutorial, &move))
            g_error ("%s, step %s: the script's move %u is not legal", game_id,
                     ludus_tutorial_get_step_id (tutorial), n);
          if (ludus_game_current_seat_is_computer (game))
            {
              run_until_moves (game, n + 1);
              n_computer++;
            }
          else
            {
              assert_refuses_others (tutorial, game, &move);
              g_assert_true (ludus_game_apply_move (game, &move, &error));
              g_assert_no_error (error);
              n_person++;

              /* Once: undo takes the move back to its step. */
              if (!undone)
                {
                  g_assert_true (ludus_session_undo (session));
                  g_assert_cmpuint (ludus_tutorial_get_step (tutorial), ==, step);
                  g_assert_true (ludus_game_apply_move (game, &move, &error));
                  undone = TRUE;
                }
            }
          g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n + 1);
          g_string_append_printf (ludus_game_get_move_player (game, n) == 0 ? person : anyone,
                                  "%s\n", ludus_game_get_move_notation (game, n));
          if (ludus_tutorial_get_step (tutorial) != step)
            check_scores (tutorial, game, step);
          if (!resumed && n_person == 1)
            {
              assert_resumes (tutorial, game);
              resumed = TRUE;
            }
          break;

        case LUDUS_TUTORIAL_FREE:
          /* Plays on to the end: the first legal move for the person. */
          if (!ludus_game_current_seat_is_computer (game))
            {
              guint n_moves;
              const LudusMove *moves = ludus_game_get_legal_moves (game, &n_moves);

              g_assert_true (ludus_tutorial_allows (tutorial, &moves[0]));
              g_assert_true (ludus_game_apply_move (game, &moves[0], &error));
              g_assert_no_error (error);
            }
          else
            run_until_moves (game, n + 1);
          break;

        case LUDUS_TUTORIAL_FINISHED:
        default:
          g_assert_not_reached ();
        }
    }

  g_assert_true (ludus_game_is_over (game));
  /* The last step explains the final scoring. */
  g_assert_cmpuint (ludus_tutorial_get_step (tutorial), ==,
                    ludus_tutorial_get_n_steps (tutorial) - 1);
  g_assert_nonnull (ludus_tutorial_get_text (tutorial));
  g_assert_true (resumed);
  g_assert_true (undone);
  g_string_append (anyone, person->str);
  for (guint i = 0; i < G_N_ELEMENTS (taught); i++)
    if (g_str_equal (taught[i].game_id, game_id))
      {
        assert_each_played (game_id, taught[i].person, person->str);
        assert_each_played (game_id, taught[i].anyone, anyone->str);
      }
  g_test_message ("%s: %u steps to read, %u moves of the person, %u of the computer",
                  game_id, n_read, n_person, n_computer);

  ludus_session_stop (session);
  g_remove (path);
  g_rmdir (dir);
}

static void
test_skip (gconstpointer data)
{
  const char *game_id = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusTutorial) tutorial = ludus_tutorial_new_for_game_id (game_id, &error);
  g_autoptr(LudusGame) game = ludus_tutorial_new_game (tutorial, &error);

  g_assert_no_error (error);
  ludus_tutorial_follow (tutorial, game);
  /* Skipping every step reaches free play with the script played. */
  while (ludus_tutorial_get_wait (tutorial) == LUDUS_TUTORIAL_READ ||
         ludus_tutorial_get_wait (tutorial) == LUDUS_TUTORIAL_MOVE)
    {
      guint step = ludus_tutorial_get_step (tutorial);

      g_assert_true (ludus_tutorial_skip (tutorial, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (ludus_tutorial_get_step (tutorial), >, step);
    }
  g_assert_cmpint (ludus_tutorial_get_wait (tutorial), ==, LUDUS_TUTORIAL_FREE);
  g_assert_false (ludus_tutorial_skip (tutorial, NULL));
}

static void
test_bad_scripts (void)
{
  static const struct {
    const char *json;
    const char *message;
  } bad[] = {
    { "{\"game\": \"chess\", \"players\": 2, \"seed\": 1, \"variants\": [], \"steps\": []}", "game" },
    { "{\"game\": \"medici\", \"players\": 2, \"seed\": 1, \"variants\": [],"
      " \"steps\": [{\"id\": \"a\", \"text\": \"A\"}, {\"id\": \"a\", \"text\": \"B\"}]}",
      "steps[1]" },
    { "{\"game\": \"medici\", \"players\": 2, \"seed\": 1, \"variants\": [],"
      " \"steps\": [{\"id\": \"a\", \"text\": \"A\", \"end\": true}, {\"id\": \"b\", \"text\": \"B\"}]}",
      "steps[0]" },
    { "{\"game\": \"medici\", \"players\": 2, \"seed\": 1, \"variants\": [],"
      " \"steps\": [{\"id\": \"a\", \"text\": \"A\", \"free\": true, \"moves\": [\"r\"]}]}",
      "steps[0]" },
    { "{\"game\": \"medici\", \"players\": 2, \"seed\": 1, \"variants\": [],"
      " \"steps\": [{\"id\": \"a\", \"text\": \"A\", \"scores\": [1]}]}",
      "scores" },
    { "{\"game\": \"medici\", \"players\": 2, \"seed\": 1, \"variants\": [],"
      " \"steps\": [{\"id\": \"a\", \"text\": \"A\", \"show\": [\"deck\", 2]}]}",
      "show[1]" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(LudusTutorial) tutorial = ludus_tutorial_new_from_data (bad[i].json, strlen (bad[i].json),
                                                                         &error);

      g_assert_null (tutorial);
      g_assert_nonnull (error);
      if (strstr (error->message, bad[i].message) == NULL)
        g_error ("script %u: “%s” does not name %s", i, error->message, bad[i].message);
    }
  g_assert_false (ludus_tutorial_exists ("chess"));
}

/* A step's "show": the names of what its text speaks of, for the board
 * to outline; none on a step without. */
static void
test_show (void)
{
  static const char json[] =
    "{\"game\": \"medici\", \"players\": 2, \"seed\": 1, \"variants\": [],"
    " \"steps\": [{\"id\": \"a\", \"text\": \"A\", \"show\": [\"deck\", \"ship\"]},"
    " {\"id\": \"b\", \"text\": \"B\"}]}";
  static const char * const names[] = { "deck", "ship", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusTutorial) tutorial = ludus_tutorial_new_from_data (json, strlen (json), &error);
  g_autoptr(LudusGame) game = NULL;

  g_assert_no_error (error);
  game = ludus_tutorial_new_game (tutorial, &error);
  g_assert_no_error (error);
  ludus_tutorial_follow (tutorial, game);
  g_assert_true (g_strv_equal (ludus_tutorial_get_show (tutorial), names));
  ludus_tutorial_continue (tutorial);
  g_assert_cmpstr (ludus_tutorial_get_step_id (tutorial), ==, "b");
  g_assert_null (ludus_tutorial_get_show (tutorial));
}

int
main (int   argc,
      char *argv[])
{
  static const char * const games[] = { "medici", "mykerinos", "thebes" };

  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *script = g_strdup_printf ("/tutorial/%s/script", games[i]);
      g_autofree char *skip = g_strdup_printf ("/tutorial/%s/skip", games[i]);

      g_test_add_data_func (script, games[i], test_script);
      g_test_add_data_func (skip, games[i], test_skip);
    }
  g_test_add_func ("/tutorial/bad-scripts", test_bad_scripts);
  g_test_add_func ("/tutorial/show", test_show);

  return g_test_run ();
}
