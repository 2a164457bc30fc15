/* test-motion.c: the motion every board shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The "Animation Speed" row of Preferences sets how long every motion
 * lasts (ludus-motion.c), and the desktop's animations switch turns it off.
 * Pieces fly over a board view along their path for that long, land when
 * the motion ends, and land at once when the next move comes or when
 * there is no motion.
 */

#define G_LOG_DOMAIN "test-motion"

#include "config.h"

#include "ludus-board-view.h"
#include "ludus-game-page.h"
#include "ludus-log-entry.h"
#include "ludus-motion.h"
#include "ludus-preferences-window.h"
#include "ludus-window.h"
#include "ludus-test-utils.h"

static const char * const names[] = { "Anna", "Béla" };

static void
test_speed (void)
{
  GSettings *settings = ludus_application_get_settings (ludus_test_get_application ());
  GtkWindow *preferences;
  AdwComboRow *row;
  GtkWidget *widget;

  g_action_group_activate_action (G_ACTION_GROUP (ludus_test_get_application ()), "preferences", NULL);
  ludus_test_iterate ();
  preferences = ludus_test_find_window (LUDUS_TYPE_PREFERENCES_WINDOW);
  g_assert_nonnull (preferences);
  widget = GTK_WIDGET (preferences);
  row = ADW_COMBO_ROW (ludus_test_find_preference_row (widget, "Animation Speed"));
  g_assert_nonnull (row);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);

  /* The tests start with motion off. */
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);
  g_assert_cmpuint (ludus_motion_duration (widget, 400), ==, 0);

  adw_combo_row_set_selected (row, 2);
  g_assert_cmpstr (g_settings_get_string (settings, "animation-speed"), ==, "fast");
  g_assert_cmpint (ludus_motion_get_speed (), ==, LUDUS_MOTION_SPEED_FAST);
  g_assert_cmpuint (ludus_motion_duration (widget, 400), ==, 200);

  adw_combo_row_set_selected (row, 1);
  g_assert_cmpint (ludus_motion_get_speed (), ==, LUDUS_MOTION_SPEED_NORMAL);
  g_assert_cmpuint (ludus_motion_duration (widget, 400), ==, 400);

  /* The desktop's switch wins over the preference. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  g_assert_cmpuint (ludus_motion_duration (widget, 400), ==, 0);

  adw_combo_row_set_selected (row, 0);
  g_assert_cmpint (ludus_motion_get_speed (), ==, LUDUS_MOTION_SPEED_OFF);
  gtk_window_destroy (preferences);
  ludus_test_iterate ();
}

static void
landed_cb (gpointer user_data)
{
  guint *n_landed = user_data;

  (*n_landed)++;
}

/* A small square of colour: any paintable flies. */
static GdkPaintable *
new_piece (void)
{
  static const guint8 red[4 * 4 * 4] = {
    0xe0, 0x1b, 0x24, 0xff, 0xe0, 0x1b, 0x24, 0xff, 0xe0, 0x1b, 0x24, 0xff, 0xe0, 0x1b, 0x24, 0xff,
    0xe0, 0x1b, 0x24, 0xff, 0xe0, 0x1b, 0x24, 0xff, 0xe0, 0x1b, 0x24, 0xff, 0xe0, 0x1b, 0x24, 0xff,
    0xe0, 0x1b, 0x24, 0xff, 0xe0, 0x1b, 0x24, 0xff, 0xe0, 0x1b, 0x24, 0xff, 0xe0, 0x1b, 0x24, 0xff,
    0xe0, 0x1b, 0x24, 0xff, 0xe0, 0x1b, 0x24, 0xff, 0xe0, 0x1b, 0x24, 0xff, 0xe0, 0x1b, 0x24, 0xff,
  };
  g_autoptr(GBytes) bytes = g_bytes_new_static (red, sizeof red);

  return GDK_PAINTABLE (gdk_memory_texture_new (4, 4, GDK_MEMORY_R8G8B8A8, bytes, 16));
}

static void
play_policy_move (LudusGame *game)
{
  const LudusRules *rules = ludus_game_get_rules (game);
  guint n_moves;
  const LudusMove *moves = ludus_game_get_legal_moves (game, &n_moves);
  LudusMove move;
  g_autoptr(GError) error = NULL;
  LudusRng rng;

  ludus_rng_seed (&rng, 3);
  move = moves[rules->policy_move (ludus_game_get_state (game), moves, n_moves, &rng)];
  g_assert_true (ludus_game_apply_move (game, &move, &error));
  g_assert_no_error (error);
}

static void
test_flight (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = ludus_test_new_game ("mykerinos", 2, 2, names, 5, FALSE);
  g_autoptr(GdkPaintable) piece = new_piece ();
  LudusBoardView *view;
  GtkWidget *board, *corner;
  LudusTestFrameCounter *counter;
  graphene_rect_t path[3];
  guint n_landed = 0, n_frames = 0;
  double rate;

  view = LUDUS_BOARD_VIEW (ludus_window_play (window, game));
  ludus_test_wait_until_drawn (GTK_WIDGET (view), 10);
  board = adw_bin_get_child (ADW_BIN (view));
  corner = gtk_widget_get_first_child (board);
  g_assert_nonnull (corner);

  /* Motion on: the piece is in the air for a while, over frames. */
  ludus_test_set_motion (TRUE);
  ludus_board_view_locate (view, board, NULL, &path[0]);
  ludus_board_view_locate (view, corner, &GRAPHENE_RECT_INIT (0, 0, 16, 16), &path[1]);
  ludus_board_view_locate (view, board, &GRAPHENE_RECT_INIT (100, 100, 32, 32), &path[2]);
  g_assert_cmpfloat (path[2].size.width, ==, 32);
  counter = ludus_test_frame_counter_new (GTK_WIDGET (view));
  ludus_board_view_fly (view, piece, path, 3, 400, landed_cb, &n_landed);
  g_assert_cmpuint (ludus_board_view_get_n_flights (view), ==, 1);
  g_assert_true (ludus_test_motion_running (NULL));
  g_assert_cmpuint (n_landed, ==, 0);
  ludus_test_wait_for_motion ();
  rate = ludus_test_frame_counter_finish (counter, &n_frames);
  g_test_message ("a 400 ms flight: %u frames, %.1f per second", n_frames, rate);
  g_assert_cmpuint (n_landed, ==, 1);
  g_assert_cmpuint (ludus_board_view_get_n_flights (view), ==, 0);
  g_assert_cmpuint (n_frames, >=, 3);

  /* The next move lands what is in the air at once. */
  ludus_board_view_fly_between (view, piece, board, corner, 400, landed_cb, &n_landed);
  g_assert_cmpuint (ludus_board_view_get_n_flights (view), ==, 1);
  play_policy_move (game);
  g_assert_cmpuint (n_landed, ==, 2);
  g_assert_cmpuint (ludus_board_view_get_n_flights (view), ==, 0);
  g_assert_false (ludus_test_motion_running (NULL));

  /* With no motion, a piece lands before fly() returns. */
  ludus_test_set_motion (FALSE);
  ludus_board_view_fly_between (view, piece, corner, board, 400, landed_cb, &n_landed);
  g_assert_cmpuint (n_landed, ==, 3);
  g_assert_cmpuint (ludus_board_view_get_n_flights (view), ==, 0);

  ludus_test_destroy_window (GTK_WINDOW (window));
}

static gboolean
humans_turn (gpointer data)
{
  LudusGame *game = data;

  return ludus_game_is_over (game) || !ludus_game_current_seat_is_computer (game);
}

/* The log's line of the last computer move is selected: the move the
 * board's marks stand for.  A human move takes the selection away. */
static void
test_log_selection (void)
{
  GSettings *settings = ludus_application_get_settings (ludus_test_get_application ());
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = ludus_test_new_game ("mykerinos", 2, 1, names, 7, FALSE);
  LudusGamePage *page;
  GtkListBox *log;
  GtkListBoxRow *row;
  LudusLogEntry *entry;
  guint last;

  g_settings_set_string (settings, "computer-speed", "instant");
  ludus_window_play (window, game);
  page = LUDUS_GAME_PAGE (ludus_test_find_widget (GTK_WIDGET (window), LUDUS_TYPE_GAME_PAGE));
  log = ludus_game_page_get_log (page);

  /* Not a pass, which would start the survey and its sheet. */
  while (ludus_game_get_current_player (game) == 0)
    play_policy_move (game);
  g_assert_null (gtk_list_box_get_selected_row (log));
  ludus_test_wait_until (humans_turn, game);
  g_assert_false (ludus_game_is_over (game));

  last = ludus_game_get_n_moves (game) - 1;
  g_assert_false (ludus_game_get_options (game)->seats[ludus_game_get_move_player (game, last)].human);
  row = gtk_list_box_get_selected_row (log);
  g_assert_nonnull (row);
  entry = g_object_get_data (G_OBJECT (gtk_list_box_row_get_child (row)), "ludus-log-entry");
  g_assert_nonnull (entry);
  g_assert_cmpuint (ludus_log_entry_get_move (entry), ==, last);
  g_assert_false (ludus_log_entry_get_consequence (entry));

  ludus_test_destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "computer-speed");
}

int
main (int   argc,
      char *argv[])
{
  ludus_test_init (&argc, &argv);

  g_test_add_func ("/motion/speed", test_speed);
  g_test_add_func ("/motion/flight", test_flight);
  g_test_add_func ("/motion/log-selection", test_log_selection);

  return g_test_run ();
}
