/* test-thebes-steps.c: a computer's Thebes move shown in two steps
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With a computer delay, the table first shows a computer's trip (the
 * archaeologist at its destination, its marker advanced by the trip's
 * weeks) and only then the move played; undo and leaving the game while
 * the trip is on show drop the move.
 */

#define G_LOG_DOMAIN "test-thebes-steps"

#include "config.h"

#include <string.h>

#include "thebes/ludus-thebes-game.h"
#include "thebes/ludus-thebes-map.h"
#include "thebes/ludus-thebes-time-track.h"
#include "thebes/ludus-thebes-view.h"
#include "ludus-test-utils.h"

#define SEED  20261124
#define DELAY 400   /* ms: the trip shows for half of it */

static LudusGame *
new_game (guint    n_humans,
          gboolean practice)
{
  static const char * const names[] = { "Anna", "Béla" };

  return ludus_test_new_game ("thebes", 2, n_humans, names, SEED, practice);
}

static LudusThebesView *
start (LudusWindow *window,
       LudusGame   *game)
{
  LudusThebesView *view = LUDUS_THEBES_VIEW (ludus_window_play (window, game));

  ludus_session_set_computer_delay (ludus_board_view_get_session (LUDUS_BOARD_VIEW (view)), DELAY);
  return view;
}

static const LudusThebesState *
game_state (LudusThebesView *view)
{
  return ludus_thebes_game_get_state (LUDUS_THEBES_GAME (ludus_board_view_get_game (LUDUS_BOARD_VIEW (view))));
}

/* The table shows a computer's trip, not the game's state. */
static gboolean
stepping (gpointer data)
{
  LudusThebesView *view = data;

  return ludus_thebes_view_get_shown_state (view) != game_state (view);
}

static gboolean
stepping_or_human (gpointer data)
{
  LudusGame *game = ludus_board_view_get_game (data);

  return stepping (data) || ludus_game_is_over (game) || !ludus_game_current_seat_is_computer (game);
}

/* Whether a widget at or under root has tooltip (the time track's markers)
 * or a label text containing text (the header). */
static gboolean
find_text (GtkWidget  *root,
           const char *text)
{
  const char *tooltip = gtk_widget_get_tooltip_text (root);

  if (gtk_widget_get_visible (root) &&
      ((tooltip != NULL && strcmp (tooltip, text) == 0) ||
       (GTK_IS_LABEL (root) && strstr (gtk_label_get_text (GTK_LABEL (root)), text) != NULL)))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (find_text (child, text))
      return TRUE;
  return FALSE;
}

/* A human's move that travels, so the computer's reply follows. */
static void
play_human (LudusGame *game)
{
  guint n_moves;
  const LudusMove *moves = ludus_game_get_legal_moves (game, &n_moves);
  g_autoptr(GError) error = NULL;

  for (guint i = n_moves; i-- > 0;)
    if (((const LudusThebesMove *) moves[i].bytes)->action != LUDUS_THEBES_ACTION_END)
      {
        g_assert_true (ludus_game_apply_move (game, &moves[i], &error));
        g_assert_no_error (error);
        return;
      }
  g_assert_not_reached ();
}

static gboolean
not_stepping (gpointer data)
{
  return !stepping (data);
}

/* Waits for a computer's trip on show (with something to undo, if
 * undoable), the human playing when it is their turn. */
static void
wait_for_step (LudusThebesView *view,
               gboolean         undoable)
{
  LudusGame *game = ludus_board_view_get_game (LUDUS_BOARD_VIEW (view));

  for (guint tries = 0; tries < 20; tries++)
    {
      ludus_test_wait_until (stepping_or_human, view);
      if (stepping (view) &&
          (!undoable || ludus_session_get_undo_target (ludus_board_view_get_session (LUDUS_BOARD_VIEW (view)),
                                                       NULL, NULL)))
        return;
      if (stepping (view))
        ludus_test_wait_until (not_stepping, view);
      else
        {
          g_assert_false (ludus_game_is_over (game));
          play_human (game);
        }
    }
  g_assert_not_reached ();
}

/* Two computers: each trip shows first, on the map, the time track and in
 * the header, then the move played is the one whose trip was shown. */
static void
test_trip_then_action (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (0, FALSE);
  LudusThebesView *view = start (window, game);
  LudusThebesMap *map = LUDUS_THEBES_MAP (ludus_test_find_widget (GTK_WIDGET (view), LUDUS_TYPE_THEBES_MAP));
  GtkWidget *track = ludus_test_find_widget (GTK_WIDGET (view), LUDUS_TYPE_THEBES_TIME_TRACK);
  LudusSession *session = ludus_board_view_get_session (LUDUS_BOARD_VIEW (view));

  for (guint step = 0; step < 4; step++)
    {
      LudusThebesState before, trip;
      guint n_moves, mover, dest;
      const LudusThebesMove *played;
      const char *name;
      g_autofree char *marker = NULL;
      g_autofree char *travels = NULL;
      g_autofree char *flies = NULL;

      ludus_test_wait_until (stepping, view);
      n_moves = ludus_game_get_n_moves (game);
      mover = ludus_game_get_current_player (game);
      name = ludus_board_view_player_name (LUDUS_BOARD_VIEW (view), mover);
      before = *game_state (view);
      trip = *ludus_thebes_view_get_shown_state (view);
      dest = trip.players[mover].place;

      /* The trip alone: the mover elsewhere, nobody else, no action yet. */
      g_assert_cmpuint (dest, !=, before.players[mover].place);
      g_assert_cmpint (trip.players[mover].time, >=, before.players[mover].time);
      g_assert_cmpuint (trip.players[1 - mover].place, ==, before.players[1 - mover].place);
      g_assert_cmpmem (trip.display, sizeof trip.display, before.display, sizeof before.display);
      g_assert_true (ludus_session_get_thinking (session));

      /* On show: the destination marked on the map, the marker on the
       * trip's week, the trip in the header. */
      g_assert_true (gtk_widget_has_css_class (ludus_thebes_map_get_place_widget (map, dest), "last-move"));
      marker = g_strdup_printf ("%s: week %u of %u", name, ludus_thebes_week (trip.players[mover].time),
                                ludus_thebes_year (trip.players[mover].time));
      g_assert_true (find_text (track, marker));
      travels = g_strdup_printf ("%s travels to %s", name, ludus_thebes_place_name (dest));
      flies = g_strdup_printf ("%s flies to %s by zeppelin", name, ludus_thebes_place_name (dest));
      g_assert_true (find_text (GTK_WIDGET (view), travels) || find_text (GTK_WIDGET (view), flies));

      /* Then the move: the trip shown was its trip. */
      while (ludus_game_get_n_moves (game) == n_moves)
        g_main_context_iteration (NULL, TRUE);
      g_assert_false (stepping (view));
      played = (const LudusThebesMove *) ludus_game_get_move (game, n_moves)->bytes;
      g_assert_cmpuint (played->dest, ==, dest);
      g_assert_cmpint (trip.players[mover].time, ==,
                       before.players[mover].time +
                       (played->zeppelin ? 0 : (int) ludus_thebes_travel_weeks (&before, mover, dest)));
      g_assert_cmpint (game_state (view)->players[mover].time, ==,
                       before.players[mover].time + (int) ludus_thebes_move_weeks (&before, played));
      g_assert_false (find_text (GTK_WIDGET (view), travels) || find_text (GTK_WIDGET (view), flies));
    }

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

/* Undo while a computer's trip shows: the move is dropped, the table
 * shows the game again, and it is the human's turn. */
static void
test_undo_during_trip (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (1, TRUE);
  LudusThebesView *view = start (window, game);
  guint n_moves;

  wait_for_step (view, TRUE);
  n_moves = ludus_game_get_n_moves (game);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_false (stepping (view));
  g_assert_cmpuint (ludus_game_get_n_moves (game), <, n_moves);
  g_assert_false (ludus_game_current_seat_is_computer (game));
  g_assert_false (ludus_session_get_thinking (ludus_board_view_get_session (LUDUS_BOARD_VIEW (view))));
  n_moves = ludus_game_get_n_moves (game);
  ludus_test_run_for (DELAY * 2);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves);
  g_assert_false (stepping (view));

  /* The human plays on; the computer's next trip shows as before. */
  wait_for_step (view, FALSE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

/* Leaving while a computer's trip shows: nothing is played afterwards. */
static void
test_leave_during_trip (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (1, FALSE);
  LudusThebesView *view = start (window, game);
  guint n_moves;

  wait_for_step (view, FALSE);
  n_moves = ludus_game_get_n_moves (game);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  g_assert_null (ludus_window_get_game (window));
  ludus_test_run_for (DELAY * 2);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves);
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

int
main (int   argc,
      char *argv[])
{
  ludus_test_init (&argc, &argv);

  g_test_add_func ("/thebes/steps/trip-then-action", test_trip_then_action);
  g_test_add_func ("/thebes/steps/undo", test_undo_during_trip);
  g_test_add_func ("/thebes/steps/leave", test_leave_during_trip);

  return g_test_run ();
}
