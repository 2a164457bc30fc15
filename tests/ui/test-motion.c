/* test-motion.c: the motion every board shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The "Animation Speed" row of Preferences sets how long every motion
 * lasts (ludus-motion.c), and the desktop's animations switch turns it off,
 * GTK's own transitions in the window too.
 * Pieces fly over a board view along their path for that long, land when
 * the motion ends, and land at once when the next move comes or when
 * there is no motion.  The log selects the last computer move's line, and
 * the line under the pointer marks its move on the board.
 *
 * Mykerinos with motion on: a computer's cube is not on its space while it
 * flies there, then is, marked as changed until the person plays; the
 * survey's majority glows; screenshots of the marked last moves.  (The
 * frame rates are benchmarks: bench-frame-rate.c.)
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
#include "mykerinos/ludus-mykerinos-game.h"
#include "mykerinos/ludus-mykerinos-museum.h"
#include "mykerinos/ludus-mykerinos-region.h"
#include "mykerinos/ludus-mykerinos-view.h"

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

/* The transition's duration of each stack, revealer and flap in @widgets,
 * in their order; a flap's spring's stiffness in @stiffness. */
static void
get_transitions (GPtrArray *widgets,
                 guint     *durations,
                 double    *stiffness)
{
  for (guint i = 0; i < widgets->len; i++)
    {
      GtkWidget *widget = g_ptr_array_index (widgets, i);

      stiffness[i] = 0;
      if (GTK_IS_STACK (widget))
        durations[i] = gtk_stack_get_transition_duration (GTK_STACK (widget));
      else if (GTK_IS_REVEALER (widget))
        durations[i] = gtk_revealer_get_transition_duration (GTK_REVEALER (widget));
      else
        {
          durations[i] = adw_flap_get_fold_duration (ADW_FLAP (widget));
          stiffness[i] = adw_spring_params_get_stiffness (adw_flap_get_reveal_params (ADW_FLAP (widget)));
        }
    }
}

/* GTK's own transitions in the window (the library and the game sliding,
 * the game log's flap, the hint's revealer) follow "Animation speed" as
 * every motion does: none when off, half as long when fast. */
static void
test_transitions (void)
{
  GSettings *settings = ludus_application_get_settings (ludus_test_get_application ());
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = ludus_test_new_game ("mykerinos", 2, 2, names, 5, FALSE);
  g_autoptr(GPtrArray) all = ludus_test_list_widgets (GTK_WIDGET (window));
  g_autoptr(GPtrArray) widgets = g_ptr_array_new ();
  g_autofree guint *normal = NULL, *now = NULL;
  g_autofree double *normal_stiffness = NULL, *stiffness = NULL;
  GtkStack *main_stack = NULL;
  gboolean flap = FALSE, revealer = FALSE;

  for (guint i = 0; i < all->len; i++)
    {
      GtkWidget *widget = g_ptr_array_index (all, i);

      if (GTK_IS_STACK (widget) && main_stack == NULL)
        main_stack = GTK_STACK (widget);
      flap |= ADW_IS_FLAP (widget);
      revealer |= GTK_IS_REVEALER (widget);
      /* Not a stack that switches at once, nor a menu's own stack: GTK
       * slides it to a submenu, and Ludus's menus have none. */
      if (GTK_IS_STACK (widget) &&
          (gtk_stack_get_transition_type (GTK_STACK (widget)) == GTK_STACK_TRANSITION_TYPE_NONE ||
           gtk_widget_get_ancestor (widget, GTK_TYPE_POPOVER_MENU) != NULL))
        continue;
      if (GTK_IS_STACK (widget) || GTK_IS_REVEALER (widget) || ADW_IS_FLAP (widget))
        g_ptr_array_add (widgets, widget);
    }
  g_assert_nonnull (main_stack);
  g_assert_true (flap);
  g_assert_true (revealer);
  normal = g_new (guint, widgets->len);
  now = g_new (guint, widgets->len);
  normal_stiffness = g_new (double, widgets->len);
  stiffness = g_new (double, widgets->len);

  ludus_test_set_motion (TRUE);
  get_transitions (widgets, normal, normal_stiffness);
  g_assert_cmpuint (gtk_stack_get_transition_type (main_stack), !=, GTK_STACK_TRANSITION_TYPE_NONE);
  g_assert_cmpuint (gtk_stack_get_transition_duration (main_stack), >, 0);

  g_settings_set_string (settings, "animation-speed", "fast");
  get_transitions (widgets, now, stiffness);
  for (guint i = 0; i < widgets->len; i++)
    {
      g_assert_cmpuint (now[i], ==, normal[i] / 2);
      g_assert_cmpfloat_with_epsilon (stiffness[i], 4 * normal_stiffness[i], 1e-6 * normal_stiffness[i] + 1e-9);
    }

  /* Off: the game comes at once, with no slide. */
  g_settings_set_string (settings, "animation-speed", "off");
  get_transitions (widgets, now, stiffness);
  for (guint i = 0; i < widgets->len; i++)
    g_assert_cmpuint (now[i], ==, 0);
  ludus_window_play (window, game);
  g_assert_false (gtk_stack_get_transition_running (main_stack));

  /* Normal again: back to the library, sliding. */
  g_settings_set_string (settings, "animation-speed", "normal");
  get_transitions (widgets, now, stiffness);
  for (guint i = 0; i < widgets->len; i++)
    {
      g_assert_cmpuint (now[i], ==, normal[i]);
      g_assert_cmpfloat (stiffness[i], ==, normal_stiffness[i]);
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  g_assert_true (gtk_stack_get_transition_running (main_stack));

  /* The desktop's switch turns them off too. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  get_transitions (widgets, now, stiffness);
  for (guint i = 0; i < widgets->len; i++)
    g_assert_cmpuint (now[i], ==, 0);

  ludus_test_set_motion (FALSE);
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
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
  LudusTestFrameFigures figures;
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
  rate = ludus_test_frame_counter_finish (counter, &figures);
  n_frames = figures.n_frames;
  g_test_message ("a 400 ms flight: %u frames, %.1f per second", n_frames, rate);
  g_assert_cmpuint (n_landed, ==, 1);
  g_assert_cmpuint (ludus_board_view_get_n_flights (view), ==, 0);
  /* Drawn on the way, not only at the end (however loaded the machine). */
  g_assert_cmpuint (n_frames, >=, 2);

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

static const char * const four_names[] = { "Anna", "Béla", "Cecília", "Dávid" };

typedef struct
{
  LudusGame *game;
  guint      n_moves;
} MoveWait;

static gboolean
moved (gpointer data)
{
  MoveWait *wait = data;

  return ludus_game_get_n_moves (wait->game) != wait->n_moves || humans_turn (wait->game);
}

static gboolean
flying (gpointer data)
{
  return ludus_board_view_get_n_flights (data) > 0;
}

static const LudusMykerinosMove *
last_move (LudusGame *game)
{
  return (const LudusMykerinosMove *) ludus_game_get_move (game, ludus_game_get_n_moves (game) - 1)->bytes;
}

/* A computer's Mykerinos turn with motion on: each cube it places is not
 * on its space while it flies there from the stock, then is; what the
 * computers' moves changed is marked until the person plays. */
static void
test_mykerinos (void)
{
  GSettings *settings = ludus_application_get_settings (ludus_test_get_application ());
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = ludus_test_new_game ("mykerinos", 2, 1, names, 7, FALSE);
  LudusBoardView *view;
  LudusMykerinosRegion *region;
  MoveWait wait = { game, 0 };
  LudusSession *session;
  guint n_cubes_followed = 0, first;

  g_settings_set_string (settings, "computer-speed", "normal");
  view = LUDUS_BOARD_VIEW (ludus_window_play (window, game));
  session = ludus_window_get_session (window);
  region = LUDUS_MYKERINOS_REGION (ludus_test_find_widget (GTK_WIDGET (view), LUDUS_TYPE_MYKERINOS_REGION));
  g_assert_nonnull (region);
  ludus_test_wait_until_drawn (GTK_WIDGET (view), 10);
  ludus_test_set_motion (TRUE);

  while (ludus_game_get_current_player (game) == 0)
    play_policy_move (game);
  first = ludus_game_get_n_moves (game);
  ludus_test_wait_for_motion ();

  while (!humans_turn (game))
    {
      const LudusMykerinosState *state;
      const LudusMykerinosMove *m;
      guint space;

      wait.n_moves = ludus_game_get_n_moves (game);
      ludus_test_wait_until (moved, &wait);
      if (ludus_game_get_n_moves (game) == wait.n_moves)
        break;
      m = last_move (game);
      if ((m->kind != LUDUS_MYKERINOS_MOVE_PLACE && m->kind != LUDUS_MYKERINOS_MOVE_NEUTRAL) ||
          ludus_game_get_n_moves (game) != wait.n_moves + 1)
        continue;

      /* No computer moves on until the cube is checked. */
      ludus_session_hold (session);

      /* In between: the cube is on its space in the game, not yet on the
       * board; it takes off a frame later. */
      state = ludus_mykerinos_game_get_state (LUDUS_MYKERINOS_GAME (game));
      space = m->cells[0];
      g_assert_cmpuint (ludus_mykerinos_state_cube (state, space), !=, 0);
      g_assert_false (ludus_mykerinos_region_get_cube_visible (region, space));
      ludus_test_wait_until (flying, view);
      g_assert_false (ludus_mykerinos_region_get_cube_visible (region, space));
      g_assert_true (ludus_test_motion_running (NULL));
      if (n_cubes_followed == 0)
        {
          g_autofree char *path = NULL;

          /* Half-way, for a person to look at. */
          ludus_test_wait_for_frames (GTK_WIDGET (view), 6);
          path = ludus_test_save_screenshot (GTK_WINDOW (window), NULL, "motion-mykerinos-flight");
          g_assert_false (ludus_mykerinos_region_get_cube_visible (region, space));
        }

      /* Landed: on its space, marked as changed. */
      ludus_test_wait_for_motion ();
      g_assert_cmpuint (ludus_game_get_n_moves (game), ==, wait.n_moves + 1);
      g_assert_true (ludus_mykerinos_region_get_cube_visible (region, space));
      g_assert_cmpuint (ludus_board_view_get_n_flights (view), ==, 0);
      g_assert_true (gtk_widget_has_css_class (ludus_mykerinos_region_get_space_widget (region, space), "changed"));
      n_cubes_followed++;
      ludus_session_release (session);
    }
  g_assert_cmpuint (n_cubes_followed, >, 0);
  g_assert_cmpuint (ludus_game_get_n_moves (game), >, first);

  /* The person to play sees every computer move since theirs. */
  for (guint i = first; i < ludus_game_get_n_moves (game); i++)
    {
      const LudusMykerinosMove *m = (const LudusMykerinosMove *) ludus_game_get_move (game, i)->bytes;

      if (m->kind == LUDUS_MYKERINOS_MOVE_PLACE || m->kind == LUDUS_MYKERINOS_MOVE_NEUTRAL)
        for (guint c = 0; c < m->n_cells; c++)
          g_assert_true (gtk_widget_has_css_class (ludus_mykerinos_region_get_space_widget (region, m->cells[c]),
                                                   "changed"));
    }

  /* Their own move takes the marks off. */
  play_policy_move (game);
  for (guint i = first; i + 1 < ludus_game_get_n_moves (game); i++)
    {
      const LudusMykerinosMove *m = (const LudusMykerinosMove *) ludus_game_get_move (game, i)->bytes;

      if (m->kind == LUDUS_MYKERINOS_MOVE_PLACE || m->kind == LUDUS_MYKERINOS_MOVE_NEUTRAL)
        g_assert_false (gtk_widget_has_css_class (ludus_mykerinos_region_get_space_widget (region, m->cells[0]),
                                                  "changed"));
    }

  ludus_test_set_motion (FALSE);
  ludus_test_destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "computer-speed");
}

static gboolean
any_majority (LudusMykerinosRegion *region)
{
  for (guint i = 0; i < LUDUS_MYKERINOS_MAX_SPACES; i++)
    if (ludus_mykerinos_region_get_majority (region, i))
      return TRUE;
  return FALSE;
}

/* As the survey reaches an area, its majority's cubes glow for a moment. */
static void
test_mykerinos_survey (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = ludus_test_new_game ("mykerinos", 2, 2, names, 7, FALSE);
  const LudusMykerinosState *state = ludus_mykerinos_game_get_state (LUDUS_MYKERINOS_GAME (game));
  LudusBoardView *view;
  LudusMykerinosRegion *region;
  const LudusMykerinosAreaRecord *area;

  view = LUDUS_BOARD_VIEW (ludus_window_play (window, game));
  region = LUDUS_MYKERINOS_REGION (ludus_test_find_widget (GTK_WIDGET (view), LUDUS_TYPE_MYKERINOS_REGION));
  ludus_test_wait_until_drawn (GTK_WIDGET (view), 10);
  ludus_test_set_motion (TRUE);

  while (state->phase != LUDUS_MYKERINOS_PHASE_SURVEY)
    {
      g_assert_false (ludus_game_is_over (game));
      play_policy_move (game);
    }
  area = &ludus_mykerinos_state_record (state, state->season)->areas[state->survey_area];
  g_assert_cmpuint (area->n_ranked, >, 0);
  g_assert_true (any_majority (region));
  for (guint i = 0; i < LUDUS_MYKERINOS_MAX_SPACES; i++)
    if (ludus_mykerinos_region_get_majority (region, i))
      g_assert_cmpuint (ludus_mykerinos_state_cube (state, i), ==, area->rank[0] + 1u);
  ludus_test_wait_for_motion ();
  g_assert_false (any_majority (region));

  ludus_test_set_motion (FALSE);
  ludus_test_destroy_window (GTK_WINDOW (window));
}

static gboolean
has_changed (GtkWidget *widget)
{
  return gtk_widget_has_css_class (widget, "changed");
}

/* Two people play a season with motion on: a cube booking a Museum room
 * and a claimed parcel card fly too; then each move of the season shown
 * (as for its log line) marks its room, its spaces, or the owner's cards
 * of the parcel's patron. */
static void
test_mykerinos_season (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = ludus_test_new_game ("mykerinos", 2, 2, names, 11, FALSE);
  const LudusMykerinosState *state = ludus_mykerinos_game_get_state (LUDUS_MYKERINOS_GAME (game));
  LudusBoardView *view;
  LudusMykerinosRegion *region;
  LudusMykerinosMuseum *museum;
  guint n_flown[LUDUS_MYKERINOS_MOVE_DISCARD + 1] = { 0 };

  view = LUDUS_BOARD_VIEW (ludus_window_play (window, game));
  region = LUDUS_MYKERINOS_REGION (ludus_test_find_widget (GTK_WIDGET (view), LUDUS_TYPE_MYKERINOS_REGION));
  museum = LUDUS_MYKERINOS_MUSEUM (ludus_test_find_widget (GTK_WIDGET (view), LUDUS_TYPE_MYKERINOS_MUSEUM));
  ludus_test_wait_until_drawn (GTK_WIDGET (view), 10);
  ludus_test_set_motion (TRUE);

  while (state->season == 0 && ludus_board_view_get_sheet (view) == NULL)
    {
      const LudusMykerinosMove *m;

      g_assert_false (ludus_game_is_over (game));
      play_policy_move (game);
      m = last_move (game);
      if (m->kind == LUDUS_MYKERINOS_MOVE_CLAIM || m->kind == LUDUS_MYKERINOS_MOVE_MUSEUM ||
          m->kind == LUDUS_MYKERINOS_MOVE_BROWN)
        {
          ludus_test_wait_until (flying, view);
          n_flown[m->kind]++;
        }
      ludus_test_wait_for_motion ();
    }
  g_assert_cmpuint (n_flown[LUDUS_MYKERINOS_MOVE_CLAIM], >, 0);
  g_assert_cmpuint (n_flown[LUDUS_MYKERINOS_MOVE_MUSEUM] + n_flown[LUDUS_MYKERINOS_MOVE_BROWN], >, 0);

  for (guint i = 0; i < ludus_game_get_n_moves (game); i++)
    {
      const LudusMykerinosMove *m = (const LudusMykerinosMove *) ludus_game_get_move (game, i)->bytes;

      ludus_board_view_show_move (view, i);
      if (m->kind == LUDUS_MYKERINOS_MOVE_MUSEUM || m->kind == LUDUS_MYKERINOS_MOVE_BROWN)
        g_assert_true (has_changed (ludus_mykerinos_museum_get_room_widget (museum, m->room)));
      else if (m->kind == LUDUS_MYKERINOS_MOVE_PLACE && state->season == 0)
        g_assert_true (has_changed (ludus_mykerinos_region_get_space_widget (region, m->cells[0])));
      else if (m->kind == LUDUS_MYKERINOS_MOVE_CLAIM)
        {
          /* The owner's cards of some patron: a patron group, marked. */
          GtkWidget *marked = ludus_test_find_with_class (GTK_WIDGET (view), "changed");

          g_assert_nonnull (marked);
          g_assert_true (gtk_widget_has_css_class (marked, "patron-group") || gtk_widget_has_css_class (marked, "parcel"));
        }
    }
  ludus_board_view_show_move (view, -1);

  ludus_test_set_motion (FALSE);
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* Pointing at a log line marks its move on the board; leaving it, the
 * computers' last moves again. */
static void
test_log_hover (void)
{
  GSettings *settings = ludus_application_get_settings (ludus_test_get_application ());
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = ludus_test_new_game ("mykerinos", 2, 1, names, 7, FALSE);
  LudusGamePage *page;
  LudusMykerinosRegion *region;
  GtkListBox *log;
  const LudusMykerinosMove *mine;
  GtkWidget *my_space, *label = NULL;
  GtkEventController *motion = NULL;

  g_settings_set_string (settings, "computer-speed", "instant");
  ludus_window_play (window, game);
  page = LUDUS_GAME_PAGE (ludus_test_find_widget (GTK_WIDGET (window), LUDUS_TYPE_GAME_PAGE));
  log = ludus_game_page_get_log (page);
  region = LUDUS_MYKERINOS_REGION (ludus_test_find_widget (GTK_WIDGET (window), LUDUS_TYPE_MYKERINOS_REGION));

  /* Anna's first move places a cube. */
  while (ludus_game_get_current_player (game) == 0)
    play_policy_move (game);
  mine = (const LudusMykerinosMove *) ludus_game_get_move (game, 0)->bytes;
  g_assert_cmpint (mine->kind, ==, LUDUS_MYKERINOS_MOVE_PLACE);
  my_space = ludus_mykerinos_region_get_space_widget (region, mine->cells[0]);
  ludus_test_wait_until (humans_turn, game);
  g_assert_false (gtk_widget_has_css_class (my_space, "changed"));

  /* The log line of move 0 (after the game's header line, if any). */
  for (guint i = 0; label == NULL; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (log, i);
      LudusLogEntry *entry;

      g_assert_nonnull (row);
      entry = g_object_get_data (G_OBJECT (gtk_list_box_row_get_child (row)), "ludus-log-entry");
      if (ludus_log_entry_get_move (entry) == 0 && !ludus_log_entry_get_consequence (entry))
        label = gtk_list_box_row_get_child (row);
    }
  {
    g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (label);

    for (guint i = 0; i < g_list_model_get_n_items (controllers) && motion == NULL; i++)
      {
        g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

        if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
          motion = controller;
      }
  }
  /* What the pointer entering and leaving the line tells it. */
  g_assert_nonnull (motion);
  g_signal_emit_by_name (motion, "enter", 1.0, 1.0);
  g_assert_true (gtk_widget_has_css_class (my_space, "changed"));
  g_signal_emit_by_name (motion, "leave");
  g_assert_false (gtk_widget_has_css_class (my_space, "changed"));

  /* Selecting the line with the keyboard marks it too. */
  gtk_list_box_select_row (log, GTK_LIST_BOX_ROW (gtk_widget_get_parent (label)));
  g_assert_true (gtk_widget_has_css_class (my_space, "changed"));

  ludus_test_destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "computer-speed");
}

/* A human's turn after the computers': their moves marked. */
static GtkWindow *
setup_changes (LudusWindow *window)
{
  GSettings *settings = ludus_application_get_settings (ludus_test_get_application ());
  g_autoptr(LudusGame) game = ludus_test_new_game ("mykerinos", 3, 1, four_names, 21, FALSE);

  g_settings_set_string (settings, "computer-speed", "instant");
  ludus_window_play (window, game);
  while (ludus_game_get_n_moves (game) < 7)
    {
      while (!ludus_game_is_over (game) && ludus_game_get_current_player (game) == 0)
        play_policy_move (game);
      ludus_test_wait_until (humans_turn, game);
    }
  g_settings_reset (settings, "computer-speed");
  return NULL;
}

int
main (int   argc,
      char *argv[])
{
  ludus_test_init (&argc, &argv);

  g_test_add_func ("/motion/speed", test_speed);
  g_test_add_func ("/motion/transitions", test_transitions);
  g_test_add_func ("/motion/flight", test_flight);
  g_test_add_func ("/motion/log-selection", test_log_selection);
  g_test_add_func ("/motion/mykerinos", test_mykerinos);
  g_test_add_func ("/motion/log-hover", test_log_hover);
  g_test_add_func ("/motion/mykerinos-survey", test_mykerinos_survey);
  g_test_add_func ("/motion/mykerinos-season", test_mykerinos_season);
  ludus_test_add_screenshots ("motion-mykerinos-changes", setup_changes);

  return g_test_run ();
}
