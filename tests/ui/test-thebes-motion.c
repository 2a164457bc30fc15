/* test-thebes-motion.c: a Thebes computer turn a person can follow
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With motion on, a card a person takes slides to their tableau; the
 * computer's archaeologist travels the roads to its destination while its
 * marker steps along the time track, then the table holds the move's
 * marks until the person decides.  The map holds still all along, in the
 * window too, turn after turn.  (The frame rate is a benchmark:
 * bench-frame-rate.c.)
 */

#define G_LOG_DOMAIN "test-thebes-motion"

#include "config.h"


#include "thebes/ludus-thebes-card-widget.h"
#include "thebes/ludus-thebes-game.h"
#include "thebes/ludus-thebes-map.h"
#include "thebes/ludus-thebes-tableau.h"
#include "thebes/ludus-thebes-time-track.h"
#include "thebes/ludus-thebes-view.h"
#include "ludus-board-view.h"
#include "ludus-game-page.h"
#include "ludus-log-entry.h"
#include "ludus-motion.h"
#include "ludus-test-utils.h"

#define SEED 20261128

static const char * const names[] = { "Anna", "Béla", "Carlos", "Dóra" };

static const LudusThebesState *
state_of (LudusGame *game)
{
  return ludus_thebes_game_get_state (LUDUS_THEBES_GAME (game));
}

/* The pieces drawn at @place: its player dots that show. */
static guint
n_pieces_shown (LudusThebesMap *map,
                guint           place)
{
  GtkWidget *button = ludus_thebes_map_get_place_widget (map, place);
  GtkWidget *box = gtk_widget_get_first_child (gtk_button_get_child (GTK_BUTTON (button)));
  guint n = 0;

  /* The name, then the row of pieces. */
  box = gtk_widget_get_next_sibling (box);
  for (GtkWidget *dot = gtk_widget_get_first_child (box); dot != NULL; dot = gtk_widget_get_next_sibling (dot))
    if (gtk_widget_get_visible (dot) && gtk_widget_get_opacity (dot) > 0)
      n++;
  return n;
}

typedef struct
{
  LudusWindow          *window;
  LudusGame            *game;
  LudusThebesView      *view;
  LudusThebesMap       *map;
  LudusThebesTimeTrack *track;
} Table;

/* A game of @n_seats on screen in a window of @width × @height (0: the
 * suite's size), the first @n_humans people (Anna first), the computers
 * waiting @delay ms before each move (0: none). */
static void
open_table_sized (Table *table,
                  guint  n_seats,
                  guint  n_humans,
                  guint  delay,
                  int    width,
                  int    height)
{
  table->window = width > 0 ? ludus_test_new_window_sized (width, height) : ludus_test_new_window ();
  table->game = ludus_test_new_game ("thebes", n_seats, n_humans, names, SEED, FALSE);
  table->view = LUDUS_THEBES_VIEW (ludus_window_play (table->window, table->game));
  ludus_session_set_computer_delay (ludus_window_get_session (table->window), delay);
  ludus_test_wait_until_drawn (GTK_WIDGET (table->view), 10);
  table->map = LUDUS_THEBES_MAP (ludus_test_find_widget (GTK_WIDGET (table->view), LUDUS_TYPE_THEBES_MAP));
  table->track = LUDUS_THEBES_TIME_TRACK (ludus_test_find_widget (GTK_WIDGET (table->view),
                                                                  LUDUS_TYPE_THEBES_TIME_TRACK));
}

static void
open_table (Table *table,
            guint  n_seats,
            guint  n_humans,
            guint  delay)
{
  open_table_sized (table, n_seats, n_humans, delay, 0, 0);
}

static void
close_table (Table *table)
{
  ludus_test_set_motion (FALSE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table->window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (table->window));
  g_clear_object (&table->game);
  ludus_test_remove_unfinished_games ();
}

/* A computer's trip is on show before its action. */
static gboolean
trip_shown (gpointer data)
{
  Table *table = data;

  return ludus_thebes_view_get_shown_state (table->view) != state_of (table->game);
}

static gboolean
has_moved (gpointer data)
{
  return ludus_game_get_n_moves (data) > 0;
}

static gboolean
humans_turn (gpointer data)
{
  LudusGame *game = data;

  return ludus_game_is_over (game) || !ludus_game_current_seat_is_computer (game);
}

/* Where a place lies on the map itself: what must not reflow.  (The map
 * as a whole may still settle in the window while the first frames lay
 * out the panels beside it.) */
static graphene_rect_t
place_bounds (LudusThebesMap *map,
              guint           place)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (ludus_thebes_map_get_place_widget (map, place),
                                            GTK_WIDGET (map), &bounds));
  return bounds;
}

static void
get_place_bounds (LudusThebesMap  *map,
                  graphene_rect_t *bounds)
{
  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    bounds[p] = place_bounds (map, p);
}

static void
assert_places_still (LudusThebesMap        *map,
                     const graphene_rect_t *before)
{
  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    {
      graphene_rect_t now = place_bounds (map, p);

      if (!graphene_rect_equal (&before[p], &now))
        g_error ("%s moved: %g,%g %gx%g, then %g,%g %gx%g", ludus_thebes_place_name (p),
                 before[p].origin.x, before[p].origin.y, before[p].size.width, before[p].size.height,
                 now.origin.x, now.origin.y, now.size.width, now.size.height);
    }
}

/* The map clips what it draws: every place leaves room at its edges for
 * a ring (3px and a glow of 8px in thebes.css), Egypt at the foot too. */
static void
assert_rings_inside (LudusThebesMap *map)
{
  double width = gtk_widget_get_width (GTK_WIDGET (map));
  double height = gtk_widget_get_height (GTK_WIDGET (map));

  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    {
      graphene_rect_t bounds = place_bounds (map, p);

      if (bounds.origin.x < 11 || bounds.origin.y < 11 ||
          bounds.origin.x + bounds.size.width > width - 11 ||
          bounds.origin.y + bounds.size.height > height - 11)
        g_error ("%s's ring is clipped: %g,%g %gx%g on a map of %gx%g", ludus_thebes_place_name (p),
                 bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height, width, height);
    }
}

/* Anna takes a card; Béla, the computer, travels and acts. */
static void
test_computer_turn (void)
{
  Table table;
  LudusGame *game;
  LudusThebesView *view;
  LudusThebesMap *map;
  LudusThebesTimeTrack *track;
  LudusGamePage *page;
  GtkListBoxRow *row;
  GtkWidget *card;
  graphene_rect_t places[LUDUS_THEBES_N_PLACES];
  const LudusThebesState *step;
  const LudusThebesMove *m;
  guint from, to, last;
  int from_time;

  ludus_test_set_motion (TRUE);
  /* Long enough for the trip to show before the action. */
  open_table (&table, 2, 1, 1600);
  game = table.game;
  view = table.view;
  map = table.map;
  track = table.track;
  page = LUDUS_GAME_PAGE (ludus_test_find_widget (GTK_WIDGET (table.window), LUDUS_TYPE_GAME_PAGE));
  get_place_bounds (map, places);
  g_assert_false (ludus_game_current_seat_is_computer (game));

  /* Anna takes the first card: it slides from the display to her. */
  card = ludus_test_find_widget (GTK_WIDGET (view), LUDUS_TYPE_THEBES_CARD_WIDGET);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "thebes.choose-card", "u", 0));
  g_assert_true (gtk_widget_activate (ludus_test_find_button (GTK_WIDGET (view), "thebes.confirm")));
  /* A button activated plays after its pressed look. */
  ludus_test_wait_until (has_moved, game);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 1);
  g_assert_cmpuint (ludus_board_view_get_n_flights (LUDUS_BOARD_VIEW (view)), >=, 1);
  g_assert_true (ludus_test_motion_running (NULL));
  g_assert_true (gtk_widget_get_mapped (card));

  /* Béla's trip, in between: his archaeologist is on the road, not yet
   * at his destination, and his marker has not reached its week. */
  from = state_of (game)->players[1].place;
  from_time = state_of (game)->players[1].time;
  ludus_test_wait_until (trip_shown, &table);
  step = ludus_thebes_view_get_shown_state (view);
  to = step->players[1].place;
  g_assert_cmpuint (to, !=, from);
  g_assert_cmpint (step->players[1].time, >, from_time);
  g_assert_cmpuint (ludus_board_view_get_n_flights (LUDUS_BOARD_VIEW (view)), >=, 1);
  g_assert_cmpuint (n_pieces_shown (map, to), ==, 0);
  g_assert_cmpuint (n_pieces_shown (map, from), ==, 0);
  g_assert_cmpint (ludus_thebes_time_track_get_shown_time (track, 1), <, step->players[1].time);
  g_assert_cmpint (ludus_thebes_time_track_get_shown_time (track, 1), >=, from_time);
  assert_places_still (map, places);

  /* The end: Béla stands at his destination, the marker on his week, and
   * the table marks his move until Anna decides. */
  ludus_test_wait_until (humans_turn, game);
  ludus_test_wait_for_motion ();
  assert_places_still (map, places);
  g_assert_cmpuint (ludus_board_view_get_n_flights (LUDUS_BOARD_VIEW (view)), ==, 0);
  last = ludus_game_get_n_moves (game) - 1;
  g_assert_cmpuint (ludus_game_get_move_player (game, last), ==, 1);
  m = (const LudusThebesMove *) ludus_game_get_move (game, last)->bytes;
  g_assert_cmpuint (m->dest, ==, to);
  g_assert_cmpuint (n_pieces_shown (map, to), >=, 1);
  g_assert_cmpint (ludus_thebes_time_track_get_shown_time (track, 1), ==, state_of (game)->players[1].time);
  g_assert_cmpint (ludus_thebes_time_track_get_shown_time (track, 0), ==, state_of (game)->players[0].time);
  g_assert_true (gtk_widget_has_css_class (ludus_thebes_map_get_place_widget (map, to), "changed"));
  assert_rings_inside (map);
  g_assert_true (gtk_widget_has_css_class (ludus_thebes_time_track_get_week (track, state_of (game)->players[1].time),
                                           "changed"));
  /* Anna's own move is hers to remember: not marked. */
  if (state_of (game)->players[0].place != to)
    g_assert_false (gtk_widget_has_css_class (ludus_thebes_map_get_place_widget (map, state_of (game)->players[0].place),
                                              "changed"));
  row = gtk_list_box_get_selected_row (ludus_game_page_get_log (page));
  g_assert_nonnull (row);
  g_assert_cmpuint (ludus_log_entry_get_move (g_object_get_data (G_OBJECT (gtk_list_box_row_get_child (row)),
                                                                 "ludus-log-entry")), ==, last);

  /* Pointing at Anna's line marks her move instead. */
  ludus_board_view_show_move (LUDUS_BOARD_VIEW (view), 0);
  g_assert_true (gtk_widget_has_css_class (ludus_thebes_map_get_place_widget (map, state_of (game)->players[0].place),
                                           "changed"));
  ludus_board_view_show_move (LUDUS_BOARD_VIEW (view), -1);

  close_table (&table);
}

/* With no motion, the same turn is there at once: nothing in the air. */
static void
test_instant (void)
{
  Table table;
  LudusBoardView *board;

  open_table (&table, 2, 1, 0);
  board = LUDUS_BOARD_VIEW (table.view);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.view), "thebes.choose-card", "u", 0));
  g_assert_true (gtk_widget_activate (ludus_test_find_button (GTK_WIDGET (table.view), "thebes.confirm")));
  ludus_test_wait_until (has_moved, table.game);
  g_assert_cmpuint (ludus_board_view_get_n_flights (board), ==, 0);
  g_assert_false (ludus_test_motion_running (NULL));
  g_assert_cmpuint (n_pieces_shown (table.map, state_of (table.game)->players[0].place), >=, 1);
  g_assert_cmpint (ludus_thebes_time_track_get_shown_time (table.track, 0), ==,
                   state_of (table.game)->players[0].time);

  ludus_test_wait_until (humans_turn, table.game);
  g_assert_cmpuint (ludus_board_view_get_n_flights (board), ==, 0);
  g_assert_cmpuint (n_pieces_shown (table.map, state_of (table.game)->players[1].place), >=, 1);
  g_assert_cmpint (ludus_thebes_time_track_get_shown_time (table.track, 1), ==,
                   state_of (table.game)->players[1].time);

  close_table (&table);
}

typedef struct
{
  GtkWidget       *map;
  GtkWidget       *window;
  graphene_rect_t  first;
  guint            n_frames;
  guint            n_moved;
  graphene_rect_t  moved;     /* the first place it moved to */
} MapWatch;

/* After every frame painted: where the map is in the window. */
static void
map_painted_cb (GdkFrameClock *clock,
                MapWatch      *watch)
{
  graphene_rect_t now;

  g_assert_true (gtk_widget_compute_bounds (watch->map, watch->window, &now));
  watch->n_frames++;
  if (!graphene_rect_equal (&now, &watch->first) && watch->n_moved++ == 0)
    watch->moved = now;
}

static gboolean
stack_still (gpointer stack)
{
  return !gtk_stack_get_transition_running (stack);
}

/* Four computers play several turns with motion on: the map itself keeps
 * its place and its size in the window, frame after frame, whatever the
 * prompt says and whatever moves over it. */
static void
test_map_holds_still (gconstpointer data)
{
  const int *size = data;
  Table table;
  MapWatch watch = { 0, };
  GdkFrameClock *clock;
  gulong handler;
  guint n_moves = 0;

  ludus_test_set_motion (TRUE);
  open_table_sized (&table, 4, 0, 400, size[0], size[1]);
  watch.map = GTK_WIDGET (table.map);
  watch.window = GTK_WIDGET (table.window);
  /* Once the game page has slid in from the library. */
  ludus_test_wait_until (stack_still, ludus_test_find_widget (watch.window, GTK_TYPE_STACK));
  g_assert_true (gtk_widget_compute_bounds (watch.map, watch.window, &watch.first));
  clock = gtk_widget_get_frame_clock (watch.map);
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (map_painted_cb), &watch);

  /* Eight computer moves, each with its trip and its action. */
  while (n_moves < 8 && !ludus_game_is_over (table.game))
    {
      ludus_test_wait_for_moves (table.game, ++n_moves);
      ludus_test_wait_for_motion ();
    }
  g_signal_handler_disconnect (clock, handler);

  g_test_message ("%d×%d: %u frames, the map at %g,%g %gx%g", gtk_widget_get_width (watch.window),
                  gtk_widget_get_height (watch.window), watch.n_frames,
                  watch.first.origin.x, watch.first.origin.y, watch.first.size.width, watch.first.size.height);
  if (watch.n_moved > 0)
    g_error ("the map moved in %u of %u frames: %g,%g %gx%g, then %g,%g %gx%g", watch.n_moved,
             watch.n_frames, watch.first.origin.x, watch.first.origin.y, watch.first.size.width,
             watch.first.size.height, watch.moved.origin.x, watch.moved.origin.y,
             watch.moved.size.width, watch.moved.size.height);
  /* Watched while things moved, not only at the end. */
  g_assert_cmpuint (n_moves, ==, 8);
  g_assert_cmpuint (watch.n_frames, >=, 8 * 3);

  close_table (&table);
}

/* The table after three computers' turns: their moves marked. */
static GtkWindow *
setup_last_move (LudusWindow *window)
{
  g_autoptr(LudusGame) game = ludus_test_new_game ("thebes", 4, 1, names, SEED, FALSE);
  LudusThebesView *view;

  view = LUDUS_THEBES_VIEW (ludus_window_play (window, game));
  /* Anna takes cards until the computers have played after her. */
  while (ludus_game_get_n_moves (game) == 0 ||
         ludus_game_get_move_player (game, ludus_game_get_n_moves (game) - 1) == 0)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "thebes.choose-card", "u", 1));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "thebes.confirm", NULL));
      ludus_test_wait_until (humans_turn, game);
    }
  g_assert_false (ludus_game_is_over (game));
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
  return NULL;
}

int
main (int   argc,
      char *argv[])
{
  ludus_test_init (&argc, &argv);
  g_settings_set_string (ludus_application_get_settings (ludus_test_get_application ()),
                         "computer-speed", "instant");

  g_test_add_func ("/thebes-motion/computer-turn", test_computer_turn);
  g_test_add_func ("/thebes-motion/instant", test_instant);
  /* The suite's window, and a small laptop's. */
  g_test_add_data_func ("/thebes-motion/map-holds-still/default", (const int[]) { 0, 0 }, test_map_holds_still);
  g_test_add_data_func ("/thebes-motion/map-holds-still/1024x700", (const int[]) { 1024, 700 },
                        test_map_holds_still);
  ludus_test_add_screenshots ("thebes-last-move", setup_last_move);

  return g_test_run ();
}
