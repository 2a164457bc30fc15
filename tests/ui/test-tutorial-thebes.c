/* test-tutorial-thebes.c: the Thebes guided game, end to end, as a person plays it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * From the library's Learn to Play button to the final score sheet: every
 * text read and continued with the coach's button, every move of the
 * person made by clicking what the board outlines (the place on the map,
 * then the card, exhibition, swap, zeppelin or the weeks on the time
 * wheel, then Confirm), the parts of the table a text speaks of outlined.
 * A click the rules refuse says why; a legal move off the script is
 * refused by the coach.  Left for the library and continued there, the
 * tutorial is at the same step; skipped step by step, it reaches free
 * play with the whole script played.  Screenshots of three steps.
 */

#define G_LOG_DOMAIN "test-tutorial-thebes"

#include "config.h"

#include "ludus-board-view.h"
#include "ludus-coach-panel.h"
#include "ludus-game-page.h"
#include "ludus-test-utils.h"
#include "ludus-tutorial.h"
#include "thebes/ludus-thebes-game.h"
#include "thebes/ludus-thebes-map.h"

/* What the person sees of the tutorial, found again after Continue. */
typedef struct
{
  LudusWindow     *window;
  LudusCoachPanel *coach;
  LudusTutorial   *tutorial;
  LudusGame       *game;
  GtkWidget       *board;
} Table;

/* The widgets under @root the board outlines now. */
static GPtrArray *
outlined (GtkWidget *root)
{
  g_autoptr(GPtrArray) all = ludus_test_list_widgets (root);
  GPtrArray *marked = g_ptr_array_new ();

  for (guint i = 0; i < all->len; i++)
    if (gtk_widget_has_css_class (all->pdata[i], "hint") && gtk_widget_get_mapped (all->pdata[i]))
      g_ptr_array_add (marked, all->pdata[i]);
  return marked;
}

/* The first widget under @root that activates @action_name, with the
 * target @target unless it is %NULL: the Learn to Play button, the row of
 * the unfinished game. */
static GtkWidget *
find_actionable (GtkWidget  *root,
                 const char *action_name,
                 const char *target)
{
  g_autoptr(GPtrArray) all = ludus_test_list_widgets (root);

  for (guint i = 0; i < all->len; i++)
    if (GTK_IS_ACTIONABLE (all->pdata[i]) && gtk_widget_get_visible (all->pdata[i]) &&
        g_strcmp0 (gtk_actionable_get_action_name (all->pdata[i]), action_name) == 0)
      {
        GVariant *value = gtk_actionable_get_action_target_value (all->pdata[i]);

        if (target == NULL || g_str_equal (g_variant_get_string (value, NULL), target))
          return all->pdata[i];
      }
  g_error ("nothing activates %s", action_name);
}

static gboolean
flag_set (gpointer data)
{
  return *(gboolean *) data;
}

static void
set_flag (gboolean *flag)
{
  *flag = TRUE;
}

/* Clicks @widget as a person does: a button's "clicked" comes a moment
 * after its activation. */
static void
click (GtkWidget *widget)
{
  gboolean clicked = FALSE;
  gulong id = 0;

  if (GTK_IS_BUTTON (widget))
    id = g_signal_connect_swapped (widget, "clicked", G_CALLBACK (set_flag), &clicked);
  g_assert_true (gtk_widget_activate (widget));
  if (id != 0)
    {
      ludus_test_wait_until (flag_set, &clicked);
      g_signal_handler_disconnect (widget, id);
    }
  ludus_test_iterate ();
}

static gboolean
has_tutorial (gpointer data)
{
  LudusWindow *window = data;
  GtkWidget *page = ludus_test_find_widget (GTK_WIDGET (window), LUDUS_TYPE_GAME_PAGE);

  return ludus_window_get_game (window) != NULL && page != NULL &&
         ludus_game_page_get_coach (LUDUS_GAME_PAGE (page)) != NULL;
}

/* A tutorial continued from the library: another than the one left,
 * which the table holds. */
static gboolean
has_other_tutorial (gpointer data)
{
  Table *table = data;
  GtkWidget *page = ludus_test_find_widget (GTK_WIDGET (table->window), LUDUS_TYPE_GAME_PAGE);

  return has_tutorial (table->window) && page != NULL &&
         ludus_coach_panel_get_tutorial (LUDUS_COACH_PANEL (ludus_game_page_get_coach (LUDUS_GAME_PAGE (page))))
         != table->tutorial;
}

static void
table_find (Table *table)
{
  LudusGamePage *page = LUDUS_GAME_PAGE (ludus_test_find_widget (GTK_WIDGET (table->window),
                                                                 LUDUS_TYPE_GAME_PAGE));

  table->coach = LUDUS_COACH_PANEL (ludus_game_page_get_coach (page));
  table->tutorial = ludus_coach_panel_get_tutorial (table->coach);
  table->game = ludus_tutorial_get_game (table->tutorial);
  table->board = ludus_game_page_get_board (page);
}

/* The library's Learn to Play button for Thebes clicked in @window, a
 * new one if %NULL. */
static void
table_start (Table       *table,
             LudusWindow *window)
{
  ludus_test_remove_unfinished_games ();
  table->window = window != NULL ? window : ludus_test_new_window ();
  click (find_actionable (GTK_WIDGET (table->window), "win.learn", "thebes"));
  ludus_test_wait_until (has_tutorial, table->window);
  table_find (table);
  g_assert_true (ludus_game_get_options (table->game)->tutorial);
}

static gboolean
person_to_act (gpointer data)
{
  Table *table = data;

  return ludus_game_is_over (table->game) ||
         ludus_tutorial_get_wait (table->tutorial) == LUDUS_TUTORIAL_READ ||
         !ludus_game_current_seat_is_computer (table->game);
}

/* Waits for the computer's scripted moves, until the person reads or plays. */
static void
table_wait (Table *table)
{
  ludus_test_wait_until (person_to_act, table);
  ludus_test_iterate ();
}

typedef struct
{
  LudusTutorial *tutorial;
  guint          step;
  LudusGame     *game;
  guint          n_moves;
} Progress;

static gboolean
progressed (gpointer data)
{
  Progress *progress = data;

  return ludus_tutorial_get_step (progress->tutorial) != progress->step ||
         ludus_game_get_n_moves (progress->game) != progress->n_moves;
}

/* Clicks the button under @root that activates @action_name, which
 * must be shown and sensitive. */
static void
click_button (GtkWidget  *root,
              const char *action_name)
{
  GtkWidget *button = ludus_test_find_button (root, action_name);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button) && gtk_widget_is_sensitive (button));
  click (button);
}

/* The coach's Continue or Skip Step button: the tutorial moves on. */
static void
table_coach_button (Table      *table,
                    const char *action_name)
{
  Progress progress = { table->tutorial, ludus_tutorial_get_step (table->tutorial),
                        table->game, ludus_game_get_n_moves (table->game) };

  click_button (GTK_WIDGET (table->coach), action_name);
  ludus_test_wait_until (progressed, &progress);
}

/* Whether the widgets the step's text speaks of are outlined: every one
 * of its names, in the board or its sheet. */
static void
assert_shown (Table *table)
{
  const char * const *names = ludus_tutorial_get_show (table->tutorial);
  GtkWindow *sheet = ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (table->board));
  g_autoptr(GPtrArray) marked = outlined (table->board);

  if (sheet != NULL)
    {
      g_autoptr(GPtrArray) in_sheet = outlined (GTK_WIDGET (sheet));

      g_ptr_array_extend (marked, in_sheet, NULL, NULL);
    }
  for (guint i = 0; names != NULL && names[i] != NULL; i++)
    {
      gboolean found = FALSE;

      for (guint j = 0; j < marked->len && !found; j++)
        found = g_str_equal (gtk_widget_get_name (marked->pdata[j]), names[i]);
      if (!found)
        g_error ("step %s: %s is not outlined", ludus_tutorial_get_step_id (table->tutorial), names[i]);
    }
}

static gboolean
on_map (GtkWidget *widget)
{
  return gtk_widget_get_ancestor (widget, LUDUS_TYPE_THEBES_MAP) != NULL;
}

static gboolean
clickable (GtkWidget *widget)
{
  return gtk_widget_class_get_activate_signal (GTK_WIDGET_GET_CLASS (widget)) != 0 &&
         gtk_widget_is_sensitive (widget);
}

/* Clicks what the board outlines, as a person does: the place on the map,
 * then what to do there, then Confirm.  Returns how many it clicked. */
static guint
click_outlined (Table *table)
{
  GtkWidget *confirm = ludus_test_find_button (table->board, "thebes.confirm");
  guint n_moves = ludus_game_get_n_moves (table->game);
  guint n_clicked = 0;

  for (guint pass = 0; pass < 3; pass++)
    {
      g_autoptr(GPtrArray) marked = outlined (table->board);

      for (guint i = 0; i < marked->len; i++)
        {
          GtkWidget *widget = marked->pdata[i];

          if (on_map (widget) != (pass == 0) || (widget == confirm) != (pass == 2) || !clickable (widget))
            continue;
          /* Once the place is chosen, the board scrolls to what is left
           * to choose (a dig's weeks at the foot of the dig panel), or to
           * the button that plays. */
          if (pass > 0)
            ludus_test_wait_until (ludus_test_first_mark_in_view, table->board);
          click (widget);
          n_clicked++;
        }
    }
  g_assert_cmpuint (ludus_game_get_n_moves (table->game), >, n_moves);
  return n_clicked;
}

/* A click the rules refuse says why; a legal move off the script is
 * refused by the coach, kindly, and the turn starts again.  For the first
 * step, which outlines Berlin and its first card on display. */
static void
assert_refusals (Table *table)
{
  LudusThebesMap *map = LUDUS_THEBES_MAP (ludus_test_find_widget (table->board, LUDUS_TYPE_THEBES_MAP));
  g_autoptr(GPtrArray) marked = outlined (table->board);
  GtkWidget *place = NULL, *card = NULL;
  guint n_moves = ludus_game_get_n_moves (table->game);
  GtkLabel *why;

  click (ludus_thebes_map_get_place_widget (map, LUDUS_THEBES_PLACE_EGY));
  why = ludus_test_find_label (table->board, "A dig needs specialized knowledge of its site: you have none of "
                                             "this one yet.");
  g_assert_nonnull (why);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (why), "error"));
  g_assert_null (ludus_coach_panel_get_status (table->coach));

  /* Berlin, then the card beside the outlined one, Berlin's too. */
  for (guint i = 0; i < marked->len; i++)
    if (on_map (marked->pdata[i]))
      place = marked->pdata[i];
    else if (g_strcmp0 (gtk_widget_get_name (gtk_widget_get_parent (marked->pdata[i])), "display") == 0)
      card = gtk_widget_get_next_sibling (marked->pdata[i]);
  g_assert_nonnull (place);
  g_assert_nonnull (card);
  click (place);
  /* Vienna's assistant, two cards on: not where the trip ends. */
  click (gtk_widget_get_next_sibling (card));
  g_assert_nonnull (ludus_test_find_label (table->board, "A turn’s one action is taken where its trip ends, and "
                                                         "that card is in another city: cancel the trip to take "
                                                         "it instead."));
  click (card);
  click_button (table->board, "thebes.confirm");
  g_assert_cmpuint (ludus_game_get_n_moves (table->game), ==, n_moves);
  g_assert_nonnull (ludus_coach_panel_get_status (table->coach));
}

static gboolean
game_over (gpointer data)
{
  return ludus_game_is_over (data);
}

/* Free play: the person ends the expedition with its button, the
 * computer plays on to the end of time. */
static void
table_play_to_end (Table *table)
{
  g_assert_cmpint (ludus_tutorial_get_wait (table->tutorial), ==, LUDUS_TUTORIAL_FREE);
  click_button (table->board, "thebes.end-expedition");
  click_button (table->board, "thebes.confirm");
  g_assert_null (ludus_coach_panel_get_status (table->coach));
  ludus_test_wait_until (game_over, table->game);
  ludus_test_iterate ();
}

/* Skips or continues every step with the coach's buttons, up to @step_id
 * (free play if %NULL). */
static void
table_skip_to (Table      *table,
               const char *step_id)
{
  for (table_wait (table);
       ludus_tutorial_get_wait (table->tutorial) != LUDUS_TUTORIAL_FREE &&
       g_strcmp0 (ludus_tutorial_get_step_id (table->tutorial), step_id) != 0;
       table_wait (table))
    table_coach_button (table, ludus_tutorial_get_wait (table->tutorial) == LUDUS_TUTORIAL_READ
                               ? "coach.continue" : "coach.skip");
}

static void
test_script (void)
{
  Table table = { 0 };
  gboolean refused = FALSE, resumed = FALSE;
  guint n_read = 0, n_moves = 0, n_clicks = 0;

  table_start (&table, NULL);
  while (TRUE)
    {
      table_wait (&table);
      if (ludus_tutorial_get_wait (table.tutorial) == LUDUS_TUTORIAL_FREE)
        break;
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (table.coach)));
      assert_shown (&table);

      if (ludus_tutorial_get_wait (table.tutorial) == LUDUS_TUTORIAL_READ)
        {
          table_coach_button (&table, "coach.continue");
          n_read++;
          continue;
        }

      g_assert_cmpint (ludus_tutorial_get_wait (table.tutorial), ==, LUDUS_TUTORIAL_MOVE);
      if (!refused)
        {
          assert_refusals (&table);
          refused = TRUE;
        }
      n_clicks += click_outlined (&table);
      n_moves++;

      /* Once: leave for the library and continue there, at the same step. */
      if (!resumed && n_moves == 3)
        {
          g_autofree char *step_id = NULL;
          g_autoptr(LudusTutorial) left = NULL;

          table_wait (&table);
          step_id = g_strdup (ludus_tutorial_get_step_id (table.tutorial));
          left = g_object_ref (table.tutorial);
          click_button (GTK_WIDGET (table.window), "win.show-library");
          click (find_actionable (GTK_WIDGET (table.window), "win.continue-file", NULL));
          ludus_test_wait_until (has_other_tutorial, &table);
          table_find (&table);
          g_assert_cmpstr (ludus_tutorial_get_step_id (table.tutorial), ==, step_id);
          resumed = TRUE;
        }
    }
  g_assert_true (resumed);
  g_test_message ("thebes: %u of %u steps read, %u moves in %u clicks on outlined widgets", n_read,
                  ludus_tutorial_get_n_steps (table.tutorial), n_moves, n_clicks);

  table_play_to_end (&table);

  /* The last step explains the score sheet, open, its lines outlined. */
  g_assert_cmpuint (ludus_tutorial_get_step (table.tutorial), ==, ludus_tutorial_get_n_steps (table.tutorial) - 1);
  g_assert_nonnull (ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (table.board)));
  g_assert_nonnull (ludus_tutorial_get_show (table.tutorial));
  assert_shown (&table);
  gtk_window_close (ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (table.board)));
  ludus_test_wait_until (ludus_test_ranking_shown, NULL);
  gtk_window_close (ludus_test_find_ranking ());
  ludus_test_destroy_window (GTK_WINDOW (table.window));
}

/* Skip Step plays the person's moves and the computer's: skipped to the
 * end, the script is played, up to the exhibition the person stages. */
static void
test_skip (void)
{
  Table table = { 0 };
  const LudusThebesState *state;

  table_start (&table, NULL);
  table_skip_to (&table, NULL);
  state = ludus_thebes_game_get_state (LUDUS_THEBES_GAME (table.game));
  g_assert_cmpuint (state->players[0].exhibitions, ==, 1);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (table.coach)));
  g_assert_false (gtk_widget_get_visible (ludus_test_find_button (GTK_WIDGET (table.coach), "coach.skip")));
  ludus_test_destroy_window (GTK_WINDOW (table.window));
}

/* The tutorial @window shows, started if it shows none: the screenshots'
 * steps are reached in one play-through per language. */
static void
table_take_on (Table       *table,
               LudusWindow *window)
{
  if (has_tutorial (window))
    {
      table->window = window;
      table_find (table);
    }
  else
    table_start (table, window);
}

/* Screenshots, one after another: a text about the time track, the first
 * dig with Crete chosen and its weeks outlined on the wheel, the final
 * score sheet. */
static GtkWindow *
setup_time_track (LudusWindow *window)
{
  Table table = { 0 };

  table_take_on (&table, window);
  table_skip_to (&table, "time-track");
  ludus_test_wait_for_frames (GTK_WIDGET (window), 20);
  return NULL;
}

static GtkWindow *
setup_dig (LudusWindow *window)
{
  Table table = { 0 };
  g_autoptr(GPtrArray) marked = NULL;

  table_take_on (&table, window);
  table_skip_to (&table, "dig");
  marked = outlined (table.board);
  for (guint i = 0; i < marked->len; i++)
    if (on_map (marked->pdata[i]))
      click (marked->pdata[i]);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 20);
  return NULL;
}

static GtkWindow *
setup_end (LudusWindow *window)
{
  Table table = { 0 };

  table_take_on (&table, window);
  table_skip_to (&table, NULL);
  table_play_to_end (&table);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 20);
  return ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (table.board));
}

int
main (int   argc,
      char *argv[])
{
  ludus_test_init (&argc, &argv);
  ludus_test_play_without_pauses ();

  g_test_add_func ("/tutorial-thebes/script", test_script);
  g_test_add_func ("/tutorial-thebes/skip", test_skip);
  ludus_test_add_screenshots ("tutorial-thebes-time-track", setup_time_track);
  ludus_test_add_screenshots_after ("tutorial-thebes-dig", setup_dig, "tutorial-thebes-time-track");
  ludus_test_add_screenshots_after ("tutorial-thebes-end", setup_end, "tutorial-thebes-dig");

  return g_test_run ();
}
