/* test-board-still.c: the board under a view's header holds still
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Players mis-clicked when the board jumped between turns: the header
 * changed between one and two lines ("…is thinking…", a longer prompt).
 * Through a person's moves and the computers' turns, frame by frame, the
 * board below the header of every game keeps its place, at 800×600 and
 * in full HD.  (Thebes has its own, longer check in test-thebes-board.)
 */

#define G_LOG_DOMAIN "test-board-still"

#include "config.h"

#include "ludus-board-view.h"
#include "ludus-test-utils.h"

#define SEED 20261126
#define COMPUTER_DELAY_MS 60

typedef struct
{
  const char *game_id;
  int         width;
  int         height;
} Case;

/* The board: what follows the header (the box that holds the turn
 * heading) in the view. */
static GtkWidget *
find_board (GtkWidget *view)
{
  GtkWidget *heading = NULL;
  GtkWidget *header;

  for (GtkWidget *w = view; w != NULL && heading == NULL;)
    {
      if (GTK_IS_LABEL (w) && gtk_widget_has_css_class (w, "title-4"))
        heading = w;
      else if (gtk_widget_get_first_child (w) != NULL)
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != view && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          w = w == view ? NULL : gtk_widget_get_next_sibling (w);
        }
    }
  g_assert_nonnull (heading);
  /* heading → its column → the header row; the board comes after it. */
  header = gtk_widget_get_parent (gtk_widget_get_parent (heading));
  g_assert_nonnull (gtk_widget_get_next_sibling (header));
  return gtk_widget_get_next_sibling (header);
}

static void
assert_board_still (const graphene_rect_t *before,
                    GtkWidget             *board,
                    const char            *when)
{
  graphene_rect_t now = ludus_test_widget_bounds (board);

  if (before->origin.y != now.origin.y || before->origin.x != now.origin.x)
    g_error ("The board moved %s: from %g,%g to %g,%g", when,
             before->origin.x, before->origin.y, now.origin.x, now.origin.y);
}

static void
test_board_still (gconstpointer data)
{
  const Case *c = data;
  LudusWindow *window = ludus_test_new_window_sized (c->width, c->height);
  g_autoptr(LudusGame) game = ludus_test_new_game (c->game_id, 4, 1, NULL, SEED, FALSE);
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED);
  GSettings *settings = ludus_application_get_settings (ludus_test_get_application ());
  GtkWidget *view, *board;
  graphene_rect_t board_bounds;

  /* Slow enough that a computer's "…is thinking…" is on show: a speed
   * other than "instant", then a delay of a few frames rather than the
   * fast speed's quarter second, which would only make the test wait. */
  g_settings_set_string (settings, "computer-speed", "fast");
  ludus_window_play (window, game);
  ludus_session_set_computer_delay (ludus_window_get_session (window), COMPUTER_DELAY_MS);
  ludus_test_wait_until (ludus_test_needs_players, window);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 10);
  view = ludus_test_find_widget (GTK_WIDGET (window), LUDUS_TYPE_BOARD_VIEW);
  board = find_board (view);
  board_bounds = ludus_test_widget_bounds (board);

  for (guint turn = 0; turn < 12 && !ludus_game_is_over (game); turn++)
    {
      if (ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (view)) != NULL)
        {
          ludus_board_view_close_sheet (LUDUS_BOARD_VIEW (view));
          ludus_test_wait_for_frames (GTK_WIDGET (window), 3);
          assert_board_still (&board_bounds, board, "after a sheet");
          continue;
        }
      ludus_test_apply_random_move (game, rand);
      while (!ludus_test_needs_players (window))
        {
          ludus_test_wait_for_frames (GTK_WIDGET (window), 1);
          assert_board_still (&board_bounds, board, "on a computer's turn");
        }
      ludus_test_wait_for_frames (GTK_WIDGET (window), 2);
      assert_board_still (&board_bounds, board, "on a person's turn");
    }

  g_settings_set_string (settings, "computer-speed", "instant");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

int
main (int   argc,
      char *argv[])
{
  static const Case cases[] = {
    { "medici", 800, 600 }, { "medici", 1920, 1080 },
    { "mykerinos", 800, 600 }, { "mykerinos", 1920, 1080 },
  };

  ludus_test_init (&argc, &argv);
  g_settings_set_string (ludus_application_get_settings (ludus_test_get_application ()),
                         "computer-speed", "instant");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/board-still/%s/%dx%d", cases[i].game_id,
                                               cases[i].width, cases[i].height);

      g_test_add_data_func (path, &cases[i], test_board_still);
    }

  return g_test_run ();
}
