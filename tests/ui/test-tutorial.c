/* test-tutorial.c: Learn to Play, end to end, through the coach's outlines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For each game with a tutorial: start it from the library's Learn to Play
 * button, then play the script as a person does: Continue past each text,
 * and for each move activate the widgets the board outlines (cards and
 * spaces first, then the button that plays; again while a choice outlines
 * the next).  Another move is refused with a word from the coach; the
 * tutorial continues from the library at the same step; free play goes on
 * to the end, where the coach explains the final scoring beside the sheet.
 * Skip Step and Continue alone also reach free play.  Screenshots of three
 * steps of each.
 */

#define G_LOG_DOMAIN "test-tutorial"

#include "config.h"

#include "ludus-board-view.h"
#include "ludus-coach-panel.h"
#include "ludus-game-page.h"
#include "ludus-test-utils.h"
#include "ludus-tutorial.h"
#include "mykerinos/ludus-mykerinos-game.h"
#include "mykerinos/ludus-mykerinos-museum.h"
#include "mykerinos/ludus-mykerinos-player-panel.h"
#include "mykerinos/ludus-mykerinos-region.h"

typedef struct
{
  const char *game_id;
  /* A move of the game that the first move step does not expect. */
  const char *other_action;
  /* The steps of the screenshots, in the script's order. */
  const char *shots[4];
} TutorialGame;

static const TutorialGame games[] = {
  { "medici", "medici.take", { "reveal-more", "take", "day-scoring" } },
  { "mykerinos", "mykerinos.pass", { "extend", "museum", "patron", "tangerine" } },
};

static LudusGamePage *
find_game_page (LudusWindow *window)
{
  return LUDUS_GAME_PAGE (ludus_test_find_widget (GTK_WIDGET (window), LUDUS_TYPE_GAME_PAGE));
}

static LudusCoachPanel *
get_coach (LudusWindow *window)
{
  GtkWidget *coach = ludus_game_page_get_coach (find_game_page (window));

  g_assert_true (LUDUS_IS_COACH_PANEL (coach));
  return LUDUS_COACH_PANEL (coach);
}

static GtkWidget *
get_board (LudusWindow *window)
{
  return ludus_game_page_get_board (find_game_page (window));
}

/* A button's click comes a moment after its activation. */
static gboolean
has_coach (gpointer data)
{
  LudusWindow *window = data;

  return ludus_window_get_game (window) != NULL &&
         ludus_game_page_get_coach (find_game_page (window)) != NULL;
}

/* The library's Learn to Play button of @game_id. */
static GtkWidget *
find_learn_button (GtkWidget  *widget,
                   const char *game_id)
{
  if (GTK_IS_BUTTON (widget) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "win.learn") == 0 &&
      g_str_equal (g_variant_get_string (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (widget)),
                                         NULL), game_id))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_learn_button (child, game_id);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
collect_marked (GtkWidget *widget,
                GPtrArray *marked)
{
  if (gtk_widget_has_css_class (widget, "hint") && gtk_widget_get_mapped (widget))
    g_ptr_array_add (marked, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_marked (child, marked);
}

/* Clicks @widget: a control is activated; a space of the Mykerinos region
 * or a room of its Museum, which the region or Museum picks under the
 * pointer, tells its owner as a click does. */
static gboolean
click (GtkWidget *widget)
{
  GtkWidget *region = gtk_widget_get_ancestor (widget, LUDUS_TYPE_MYKERINOS_REGION);
  GtkWidget *museum = gtk_widget_get_ancestor (widget, LUDUS_TYPE_MYKERINOS_MUSEUM);

  if (GTK_IS_BUTTON (widget) || gtk_widget_class_get_activate_signal (GTK_WIDGET_GET_CLASS (widget)) != 0)
    return gtk_widget_activate (widget);
  for (guint i = 0; region != NULL && i < LUDUS_MYKERINOS_MAX_SPACES; i++)
    if (ludus_mykerinos_region_get_space_widget (LUDUS_MYKERINOS_REGION (region), i) == widget)
      {
        g_signal_emit_by_name (region, "space-activated", i);
        return TRUE;
      }
  for (guint r = 0; museum != NULL && r < LUDUS_MYKERINOS_N_ROOMS; r++)
    if (ludus_mykerinos_museum_get_room_widget (LUDUS_MYKERINOS_MUSEUM (museum), r) == widget)
      {
        g_signal_emit_by_name (museum, "room-activated", r);
        return TRUE;
      }
  return FALSE;
}

/* Activates what the board outlines, as a person clicks it: the pieces
 * first, then the button that plays them.  Returns how many it clicked. */
static guint
click_outlined (GtkWidget *board)
{
  LudusGame *game = ludus_board_view_get_game (LUDUS_BOARD_VIEW (board));
  guint n_moves = ludus_game_get_n_moves (game);
  guint n_clicked = 0;

  /* The buttons as they are once the pieces are chosen. */
  for (guint pass = 0; pass < 2; pass++)
    {
      g_autoptr(GPtrArray) marked = g_ptr_array_new ();

      collect_marked (board, marked);
      for (guint i = 0; i < marked->len; i++)
      {
        GtkWidget *widget = g_ptr_array_index (marked, i);

        if ((pass == 0) == GTK_IS_BUTTON (widget))
          continue;
        if ((GTK_IS_BUTTON (widget) && !gtk_widget_is_sensitive (widget)) ||
            ludus_game_get_n_moves (game) > n_moves)
          continue;
        if (click (widget))
          n_clicked++;
        ludus_test_iterate ();
      }
    }
  return n_clicked;
}

static void
close_sheet (GtkWidget *board)
{
  GtkWindow *sheet = ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (board));

  if (sheet != NULL)
    {
      gtk_window_close (sheet);
      ludus_test_iterate ();
    }
}

/* Waits until the tutorial waits for the person (or the game is over). */
static void
wait_for_person (LudusTutorial *tutorial,
                 LudusGame     *game,
                 GtkWidget     *board)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_TIME_SPAN_SECOND;

  while (!ludus_game_is_over (game) &&
         ludus_tutorial_get_wait (tutorial) != LUDUS_TUTORIAL_READ &&
         ludus_game_current_seat_is_computer (game))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      /* A season's or day's summary holds the computers until it is read. */
      close_sheet (board);
      ludus_test_iterate_once ();
    }
  ludus_test_iterate ();
}

typedef struct
{
  LudusTutorial *tutorial;
  guint          step;
} StepWait;

static gboolean
step_passed (gpointer data)
{
  StepWait *wait = data;

  return ludus_tutorial_get_step (wait->tutorial) != wait->step;
}

typedef struct
{
  GtkWidget *board;
  LudusGame *game;
  guint      n_moves;
  GPtrArray *marked;
} OutlineWait;

/* The move was played, or the board outlines something else: the next
 * choice of a move that takes several (a patron's card, then spaces). */
static gboolean
outline_changed (gpointer data)
{
  OutlineWait *wait = data;
  g_autoptr(GPtrArray) marked = g_ptr_array_new ();

  if (ludus_game_get_n_moves (wait->game) > wait->n_moves)
    return TRUE;
  collect_marked (wait->board, marked);
  if (marked->len != wait->marked->len)
    return TRUE;
  for (guint i = 0; i < marked->len; i++)
    if (g_ptr_array_index (marked, i) != g_ptr_array_index (wait->marked, i))
      return TRUE;
  return FALSE;
}

/* Clicks what the board outlines until the move is played: a choice may
 * outline the next one (Mykerinos: a patron's card, then its spaces or
 * room, then Place).  Returns how many widgets it clicked. */
static guint
play_outlined (GtkWidget *board,
               LudusGame *game)
{
  guint n_moves = ludus_game_get_n_moves (game);
  guint n_clicks = 0;

  while (ludus_game_get_n_moves (game) == n_moves)
    {
      g_autoptr(GPtrArray) marked = g_ptr_array_new ();
      guint n;

      ludus_test_wait_until (ludus_test_first_mark_in_view, board);
      collect_marked (board, marked);
      n = click_outlined (board);
      g_assert_cmpuint (n, >, 0);
      n_clicks += n;
      ludus_test_wait_until (outline_changed, &(OutlineWait) { board, game, n_moves, marked });
    }
  return n_clicks;
}

static gboolean
has_sheet (gpointer data)
{
  return ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (data)) != NULL;
}

static gboolean
tilted_said (gpointer board)
{
  return ludus_test_find_label (GTK_WIDGET (board),
                                "Each of these cards is tilted: it can be used again next season.") != NULL;
}

/* Mykerinos, once Sir Brown's card is tilted: a click on it is refused,
 * and the prompt names the rule. */
static void
assert_tilted_refused (GtkWidget *board,
                       LudusGame *game)
{
  GtkWidget *panel = ludus_test_find_widget (board, LUDUS_TYPE_MYKERINOS_PLAYER_PANEL);
  GtkWidget *brown = ludus_mykerinos_player_panel_get_patron_widget (LUDUS_MYKERINOS_PLAYER_PANEL (panel),
                                                                     LUDUS_MYKERINOS_BROWN);
  guint n_moves = ludus_game_get_n_moves (game);

  g_assert_true (gtk_widget_get_can_target (brown));
  g_assert_true (gtk_widget_activate (brown));
  ludus_test_wait_until (tilted_said, board);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves);
}

static LudusWindow *
start_tutorial (const char *game_id)
{
  LudusWindow *window = ludus_test_new_window ();
  GtkWidget *button = find_learn_button (GTK_WIDGET (window), game_id);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_true (gtk_widget_activate (button));
  ludus_test_wait_until (has_coach, window);
  g_assert_true (ludus_game_get_options (ludus_window_get_game (window))->tutorial);
  return window;
}

static void
assert_focus_in_tutorial (LudusWindow     *window,
                          LudusCoachPanel *coach,
                          GtkWidget       *board)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  g_assert_nonnull (focus);
  g_test_message ("focus after Continue: %s", G_OBJECT_TYPE_NAME (focus));
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (coach)) || gtk_widget_is_ancestor (focus, board));
}

/* Continues the tutorial in the library's first unfinished game. */
static void
continue_from_library (LudusWindow *window)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_iterate ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL));
  ludus_test_iterate ();
}

/* Tab and Shift+Tab from @from go from control to control: text, the
 * coach's included, is not one (a label focused selects all its text). */
static void
assert_tab_skips_labels (LudusWindow *window,
                         GtkWidget   *from)
{
  for (guint pass = 0; pass < 2; pass++)
    {
      g_assert_true (gtk_widget_grab_focus (from));
      for (guint i = 0; i < 12; i++)
        {
          GtkWidget *focus;

          gtk_widget_child_focus (GTK_WIDGET (window), pass == 0 ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD);
          focus = gtk_root_get_focus (GTK_ROOT (window));
          if (GTK_IS_LABEL (focus))
            g_error ("Tab focused the text “%s”", gtk_label_get_text (GTK_LABEL (focus)));
        }
    }
}

static void
test_tutorial (gconstpointer data)
{
  const TutorialGame *tg = data;
  LudusWindow *window;
  LudusTutorial *tutorial;
  LudusGame *game;
  GtkWidget *board, *ranking;
  gboolean refused = FALSE, resumed = FALSE, said_why = FALSE;
  guint n_read = 0, n_clicks = 0;

  ludus_test_remove_unfinished_games ();
  window = start_tutorial (tg->game_id);

  while (TRUE)
    {
      LudusCoachPanel *coach = get_coach (window);
      guint n_moves, step;

      tutorial = ludus_coach_panel_get_tutorial (coach);
      game = ludus_tutorial_get_game (tutorial);
      board = get_board (window);
      wait_for_person (tutorial, game, board);
      if (ludus_tutorial_get_wait (tutorial) == LUDUS_TUTORIAL_FREE)
        break;
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (coach)));
      n_moves = ludus_game_get_n_moves (game);
      step = ludus_tutorial_get_step (tutorial);

      switch (ludus_tutorial_get_wait (tutorial))
        {
        case LUDUS_TUTORIAL_READ:
          /* A sheet is modal: read, closed, then Continue. */
          close_sheet (board);
          if (n_read == 0)
            assert_tab_skips_labels (window, ludus_test_find_button (GTK_WIDGET (coach), "coach.continue"));
          /* Pressed as a person with a keyboard does: focused, Enter. */
          g_assert_true (gtk_widget_grab_focus (ludus_test_find_button (GTK_WIDGET (coach), "coach.continue")));
          g_assert_true (gtk_widget_activate (gtk_root_get_focus (GTK_ROOT (window))));
          ludus_test_wait_until (step_passed, &(StepWait) { tutorial, step });
          g_assert_cmpuint (ludus_tutorial_get_step (tutorial), >, step);
          /* The focus stays in the tutorial, on the coach or the board,
           * where the next Enter does what the next step asks. */
          assert_focus_in_tutorial (window, coach, board);
          n_read++;
          break;

        case LUDUS_TUTORIAL_MOVE:
          close_sheet (board);
          /* Once: another move than the outlined one is refused, kindly. */
          if (!refused && gtk_widget_activate_action (board, tg->other_action, NULL))
            {
              ludus_test_iterate ();
              /* Not played; said why, unless the rules did not allow it. */
              g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves);
              refused = ludus_coach_panel_get_status (coach) != NULL;
            }
          if (!said_why && g_strcmp0 (ludus_tutorial_get_step_id (tutorial), "blackmore") == 0)
            {
              assert_tilted_refused (board, game);
              said_why = TRUE;
            }
          n_clicks += play_outlined (board, game);
          break;

        case LUDUS_TUTORIAL_FREE:
        case LUDUS_TUTORIAL_FINISHED:
        default:
          g_assert_not_reached ();
        }

      /* Once: leave and continue from the library, at the same step. */
      if (!resumed && n_clicks >= 3 && ludus_tutorial_get_wait (tutorial) == LUDUS_TUTORIAL_MOVE)
        {
          g_autofree char *step_id = g_strdup (ludus_tutorial_get_step_id (tutorial));

          continue_from_library (window);
          g_assert_cmpstr (ludus_tutorial_get_step_id (ludus_coach_panel_get_tutorial (get_coach (window))),
                           ==, step_id);
          resumed = TRUE;
        }
    }
  g_assert_true (refused);
  g_assert_true (resumed);
  g_test_message ("%s: %u texts read, %u clicks on outlined widgets", tg->game_id, n_read, n_clicks);

  /* Free play, through the board, to the end. */
  for (gint64 deadline = g_get_monotonic_time () + 120 * G_TIME_SPAN_SECOND;
       !ludus_game_is_over (game); )
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      close_sheet (board);
      if (ludus_board_view_human_to_play (LUDUS_BOARD_VIEW (board)))
        {
          guint n;
          const LudusMove *moves = ludus_game_get_legal_moves (game, &n);

          g_assert_true (ludus_board_view_play (LUDUS_BOARD_VIEW (board), &moves[0]));
        }
      ludus_test_iterate_once ();
    }
  /* The last step explains the final scoring beside the sheet that
   * shows it. */
  ludus_test_wait_until (has_sheet, board);
  g_assert_cmpstr (ludus_tutorial_get_step_id (tutorial), ==, "end");
  {
    g_autofree char *name = g_strdup_printf ("tutorial-%s-end", tg->game_id);
    g_autofree char *path = ludus_test_save_screenshot (GTK_WINDOW (window),
                                                        ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (board)),
                                                        name);

    g_test_message ("%s", path);
  }
  close_sheet (board);
  ludus_test_wait_until (ludus_test_ranking_shown, NULL);
  ranking = GTK_WIDGET (ludus_test_find_ranking ());
  g_assert_cmpuint (ludus_tutorial_get_step (tutorial), ==, ludus_tutorial_get_n_steps (tutorial) - 1);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (get_coach (window))));
  gtk_window_close (GTK_WINDOW (ranking));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* Skip Step and Continue, pressed as a person does, take the script to
 * free play; left then and continued from the library, the tutorial is
 * still there. */
static void
test_skip_ahead (gconstpointer data)
{
  const TutorialGame *tg = data;
  LudusWindow *window;
  LudusTutorial *tutorial;
  guint n_pressed = 0;

  ludus_test_remove_unfinished_games ();
  window = start_tutorial (tg->game_id);
  tutorial = ludus_coach_panel_get_tutorial (get_coach (window));
  while (TRUE)
    {
      GtkWidget *coach = GTK_WIDGET (get_coach (window));
      GtkWidget *board = get_board (window);
      guint step;

      wait_for_person (tutorial, ludus_tutorial_get_game (tutorial), board);
      if (ludus_tutorial_get_wait (tutorial) == LUDUS_TUTORIAL_FREE)
        break;
      close_sheet (board);
      step = ludus_tutorial_get_step (tutorial);
      g_assert_true (gtk_widget_activate (ludus_test_find_button (coach,
                                                                  ludus_tutorial_get_wait (tutorial) == LUDUS_TUTORIAL_READ
                                                                  ? "coach.continue" : "coach.skip")));
      ludus_test_wait_until (step_passed, &(StepWait) { tutorial, step });
      n_pressed++;
    }
  g_assert_cmpuint (n_pressed, >, ludus_tutorial_get_n_steps (tutorial) / 2);
  g_assert_cmpstr (ludus_tutorial_get_step_id (tutorial), ==, "free");
  g_test_message ("%s: free play after %u presses", tg->game_id, n_pressed);

  continue_from_library (window);
  tutorial = ludus_coach_panel_get_tutorial (get_coach (window));
  g_assert_cmpstr (ludus_tutorial_get_step_id (tutorial), ==, "free");
  g_assert_cmpint (ludus_tutorial_get_wait (tutorial), ==, LUDUS_TUTORIAL_FREE);
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* Brings the tutorial @window shows, or a new one, to the step @step_id,
 * skipping the steps before: the screenshots' steps of a game are reached
 * in one play-through per language. */
static GtkWindow *
setup_step (LudusWindow *window,
            const char  *game_id,
            const char  *step_id)
{
  LudusTutorial *tutorial;
  LudusGame *game;
  GtkWidget *board;

  if (!has_coach (window))
    {
      ludus_test_remove_unfinished_games ();
      g_assert_true (gtk_widget_activate (find_learn_button (GTK_WIDGET (window), game_id)));
      ludus_test_wait_until (has_coach, window);
    }
  tutorial = ludus_coach_panel_get_tutorial (get_coach (window));
  game = ludus_tutorial_get_game (tutorial);
  board = get_board (window);
  while (g_strcmp0 (ludus_tutorial_get_step_id (tutorial), step_id) != 0)
    {
      wait_for_person (tutorial, game, board);
      if (g_strcmp0 (ludus_tutorial_get_step_id (tutorial), step_id) == 0)
        break;
      g_assert_cmpint (ludus_tutorial_get_wait (tutorial), <=, LUDUS_TUTORIAL_MOVE);
      close_sheet (board);
      g_assert_true (ludus_tutorial_skip (tutorial, NULL));
      ludus_test_iterate ();
    }
  wait_for_person (tutorial, game, board);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 20);
  return ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (board));
}

#define SHOT(n, g, i) \
  static GtkWindow * \
  setup_##n (LudusWindow *window) \
  { \
    return setup_step (window, games[g].game_id, games[g].shots[i]); \
  }

SHOT (medici_0, 0, 0)
SHOT (medici_1, 0, 1)
SHOT (medici_2, 0, 2)
SHOT (mykerinos_0, 1, 0)
SHOT (mykerinos_1, 1, 1)
SHOT (mykerinos_2, 1, 2)
SHOT (mykerinos_3, 1, 3)

int
main (int   argc,
      char *argv[])
{
  GSettings *settings;

  ludus_test_init (&argc, &argv);
  settings = ludus_application_get_settings (ludus_test_get_application ());
  g_settings_set_string (settings, "computer-speed", "instant");
  g_settings_set_boolean (settings, "confirm-end-turn", FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *path = g_strdup_printf ("/tutorial/%s", games[i].game_id);
      g_autofree char *skip_path = g_strdup_printf ("/tutorial/%s/skip", games[i].game_id);

      g_test_add_data_func (path, &games[i], test_tutorial);
      g_test_add_data_func (skip_path, &games[i], test_skip_ahead);
    }
  ludus_test_add_screenshots ("tutorial-medici-reveal", setup_medici_0);
  /* A store page's picture (data/screenshots/tutorial.png). */
  ludus_test_add_screenshots_at ("tutorial-medici-reveal", setup_medici_0, 1280, 800);
  ludus_test_add_screenshots_after ("tutorial-medici-take", setup_medici_1, "tutorial-medici-reveal");
  ludus_test_add_screenshots_after ("tutorial-medici-day", setup_medici_2, "tutorial-medici-take");
  ludus_test_add_screenshots ("tutorial-mykerinos-extend", setup_mykerinos_0);
  ludus_test_add_screenshots_after ("tutorial-mykerinos-museum", setup_mykerinos_1, "tutorial-mykerinos-extend");
  ludus_test_add_screenshots_after ("tutorial-mykerinos-patron", setup_mykerinos_2, "tutorial-mykerinos-museum");
  ludus_test_add_screenshots_after ("tutorial-mykerinos-tangerine", setup_mykerinos_3, "tutorial-mykerinos-patron");

  return g_test_run ();
}
