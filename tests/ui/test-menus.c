/* test-menus.c: every header-bar button and menu, used as a person does
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * In the library, in a game of each kind and in the editor, every button
 * of the header bar is found by walking the widgets, must be sensitive
 * (or be one the test expects off), and is activated as a click does.  A
 * menu button must pop up its menu; the menu must hold exactly the
 * expected items, and each item's action, activated from the popover as
 * the menu would, must do what it says (a window opens, …).  A button the
 * test does not know fails it, so a new one cannot go untested.  F10 opens
 * the main menu.
 */

#define G_LOG_DOMAIN "test-menus"

#include "config.h"

#include <string.h>

#include "ludus-balance-dialog.h"
#include "ludus-content.h"
#include "ludus-board-view.h"
#include "ludus-editor-window.h"
#include "ludus-game-page.h"
#include "ludus-recent-moves.h"
#include "ludus-help.h"
#include "ludus-new-game-dialog.h"
#include "ludus-online-dialog.h"
#include "ludus-preferences-window.h"
#include "ludus-ranking-dialog.h"
#include "ludus-review-window.h"
#include "ludus-rules-window.h"
#include "ludus-statistics-window.h"
#include "ludus-test-utils.h"
#include "ludus-window-private.h"

#define SEED 20261126

/* The main menu, in order: its items' actions. */
static const char * const primary_menu[] = {
  "win.new-game", "win.join-online", "win.open", "win.review", "win.review-file", "win.save",
  "win.show-ranking", "win.show-rules", "win.show-statistics",
  "app.preferences", "app.shortcuts", "win.show-help", "app.about", NULL
};

static const char * const editor_menu[] = {
  "editor.rename", "editor.import", "editor.export", "editor.export-pdf", "editor.balance", NULL
};

/* What each action opens, as a new visible toplevel. */
static GType
opened_type (const char *action)
{
  static const struct {
    const char *action;
    GType     (*get_type) (void);
  } opens[] = {
    { "win.new-game", ludus_new_game_dialog_get_type },
    { "win.join-online", ludus_online_dialog_get_type },
    { "win.open", gtk_file_chooser_dialog_get_type },
    { "win.review", ludus_review_window_get_type },
    { "win.review-file", gtk_file_chooser_dialog_get_type },
    { "win.save", gtk_file_chooser_dialog_get_type },
    { "win.show-ranking", adw_message_dialog_get_type },
    { "win.show-rules", ludus_rules_window_get_type },
    { "win.show-statistics", ludus_statistics_window_get_type },
    { "app.preferences", ludus_preferences_window_get_type },
    { "app.shortcuts", gtk_shortcuts_window_get_type },
    { "app.about", adw_about_window_get_type },
    { "editor.rename", adw_message_dialog_get_type },
    { "editor.import", gtk_file_chooser_dialog_get_type },
    { "editor.export", gtk_file_chooser_dialog_get_type },
    { "editor.export-pdf", gtk_file_chooser_dialog_get_type },
    { "editor.balance", ludus_balance_dialog_get_type },
  };

  for (guint i = 0; i < G_N_ELEMENTS (opens); i++)
    if (g_str_equal (opens[i].action, action))
      return opens[i].get_type ();
  return G_TYPE_INVALID;
}

static GPtrArray *
visible_toplevels (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GPtrArray *visible = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      GtkWidget *window = g_list_model_get_item (toplevels, i);

      if (gtk_widget_get_visible (window))
        g_ptr_array_add (visible, window);
      else
        g_object_unref (window);
    }
  return visible;
}

/* The one visible toplevel that is not in @before. */
static GtkWindow *
find_new_window (GPtrArray *before)
{
  g_autoptr(GPtrArray) now = visible_toplevels ();
  GtkWindow *found = NULL;

  for (guint i = 0; i < now->len; i++)
    if (!g_ptr_array_find (before, now->pdata[i], NULL))
      {
        g_assert_null (found);
        found = now->pdata[i];
      }
  return found;
}

/* Closes @window as Escape would; a file chooser answers Cancel,
 * so the GtkFileChooserNative behind it lets go. */
static void
close_window (GtkWindow *window)
{
  g_object_ref (window);
  if (GTK_IS_FILE_CHOOSER_DIALOG (window))
    gtk_dialog_response (GTK_DIALOG (window), GTK_RESPONSE_CANCEL);
  else
    gtk_window_close (window);
  ludus_test_iterate ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_object_unref (window);
}

/* Activates @action from @source as a menu item does, and checks that it
 * opens its window; closes it again. */
static void
check_opens (GtkWidget  *source,
             const char *action,
             GVariant   *target)
{
  g_autoptr(GPtrArray) before = visible_toplevels ();
  GType type = opened_type (action);
  GtkWindow *opened;

  g_test_message ("activating %s", action);
  g_assert_true (type != G_TYPE_INVALID);
  g_assert_true (gtk_widget_activate_action_variant (source, action, target));
  ludus_test_iterate ();
  opened = find_new_window (before);
  g_assert_nonnull (opened);
  g_assert_true (G_TYPE_CHECK_INSTANCE_TYPE (opened, type));
  close_window (opened);
}

static void
clicked_cb (GtkButton *button,
            gpointer   data)
{
  *(gboolean *) data = TRUE;
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

/* Activates @widget as a click, Enter or Space does: a button shows itself
 * pressed for a moment (GTK's quarter of a second) before it acts.  Waits
 * for that "clicked" (a menu button's, its inner toggle's), not a fixed time. */
static void
click (GtkWidget *widget)
{
  g_autoptr(GtkWidget) button = NULL;
  GtkWidget *inner = GTK_IS_MENU_BUTTON (widget) ? gtk_widget_get_first_child (widget) : widget;
  gboolean clicked = FALSE;
  gulong id;

  while (inner != NULL && !GTK_IS_BUTTON (inner))
    inner = gtk_widget_get_next_sibling (inner);
  g_assert_nonnull (inner);
  /* Held: what the click does may take the button away. */
  button = g_object_ref (inner);
  id = g_signal_connect (button, "clicked", G_CALLBACK (clicked_cb), &clicked);
  g_assert_true (gtk_widget_is_sensitive (widget));
  g_assert_true (gtk_widget_activate (widget));
  ludus_test_wait_until (is_true, &clicked);
  g_signal_handler_disconnect (button, id);
  ludus_test_iterate ();
}

/* Every button and menu button in the header bars under @root, in tree
 * order; not the window's own controls, nor a menu button's inner toggle. */
static void
collect_header_buttons (GtkWidget *root,
                        gboolean   in_header,
                        GPtrArray *buttons)
{
  /* Only what is on screen: not the other page of a stack. */
  if (!gtk_widget_get_mapped (root) || GTK_IS_WINDOW_CONTROLS (root))
    return;
  /* The board and the log are the tests of each game. */
  if (GTK_IS_WINDOW (root) && in_header)
    return;
  in_header = in_header || ADW_IS_HEADER_BAR (root) || GTK_IS_HEADER_BAR (root);
  if (in_header && (GTK_IS_MENU_BUTTON (root) || GTK_IS_BUTTON (root)))
    {
      g_ptr_array_add (buttons, root);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_header_buttons (child, in_header, buttons);
}

static GPtrArray *
header_buttons (GtkWidget *root)
{
  GPtrArray *buttons = g_ptr_array_new ();

  collect_header_buttons (root, FALSE, buttons);
  g_assert_cmpuint (buttons->len, >, 0);
  return buttons;
}

/* @widget and every widget in it are told disabled to screen readers, or
 * none of them. */
static void
assert_disabled_for_screen_readers (GtkWidget *widget,
                                    gboolean   disabled)
{
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_DISABLED, disabled);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_disabled_for_screen_readers (child, disabled);
}

/* "What Happened Since Your Turn": off until someone else has moved since
 * the last human decision; then its popover lists those moves' lines. */
static void
check_recent_button (GtkMenuButton *button,
                     LudusWindow   *window)
{
  LudusSession *session = ludus_game_page_get_session (LUDUS_GAME_PAGE (
    ludus_test_find_widget (GTK_WIDGET (window), LUDUS_TYPE_GAME_PAGE)));
  LudusGame *game = ludus_session_get_game (session);
  guint since = ludus_session_get_moves_since (session, -1);
  GtkWidget *moves;
  guint n_lines = 0, n_shown = 0;

  if (since == ludus_game_get_n_moves (game))
    {
      g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (button)));
      /* Screen readers reach the toggle inside, which GTK 4.8 tells
       * enabled unless it is told otherwise. */
      assert_disabled_for_screen_readers (GTK_WIDGET (button), TRUE);
      return;
    }
  assert_disabled_for_screen_readers (GTK_WIDGET (button), FALSE);
  click (GTK_WIDGET (button));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (gtk_menu_button_get_popover (button))));
  moves = ludus_test_find_widget (GTK_WIDGET (gtk_menu_button_get_popover (button)),
                                  LUDUS_TYPE_RECENT_MOVES);
  for (guint i = since; i < ludus_game_get_n_moves (game); i++)
    n_lines += g_strv_length ((char **) ludus_game_get_log_lines (game, i));
  for (GtkWidget *child = gtk_widget_get_first_child (moves); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n_shown++;
  g_assert_cmpuint (n_shown, ==, n_lines);
  gtk_menu_button_popdown (button);
  ludus_test_iterate ();
}

/* Clicks @button's menu button: its popover shows the menu, with exactly
 * @expected's actions; each one, activated from the popover, opens its
 * window.  Actions in @disabled are expected off (hidden from the menu). */
static void
check_menu_button (GtkMenuButton      *button,
                   const char * const *expected,
                   const char * const *disabled)
{
  GMenuModel *model = gtk_menu_button_get_menu_model (button);
  GtkPopover *popover;
  guint n = 0;

  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (button)));
  g_assert_nonnull (model);
  click (GTK_WIDGET (button));
  popover = gtk_menu_button_get_popover (button);
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (popover)));

  /* Every item, through the sections, against the list. */
  for (int s = 0; s < g_menu_model_get_n_items (model); s++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, s, G_MENU_LINK_SECTION);
      GMenuModel *items = section != NULL ? section : model;
      int n_items = section != NULL ? g_menu_model_get_n_items (section) : 1;

      for (int i = 0; i < n_items; i++)
        {
          int index = section != NULL ? i : s;
          g_autofree char *action = NULL;
          g_autofree char *label = NULL;
          g_autoptr(GVariant) target = NULL;

          g_assert_true (g_menu_model_get_item_attribute (items, index, G_MENU_ATTRIBUTE_ACTION, "s", &action));
          g_assert_true (g_menu_model_get_item_attribute (items, index, G_MENU_ATTRIBUTE_LABEL, "s", &label));
          g_assert_cmpstr (label, !=, "");
          g_assert_nonnull (expected[n]);
          g_assert_cmpstr (action, ==, expected[n]);
          n++;
          target = g_menu_model_get_item_attribute_value (items, index, G_MENU_ATTRIBUTE_TARGET, NULL);
          if (disabled != NULL && g_strv_contains (disabled, action))
            {
              /* Off: activating does nothing (the menu hides the item). */
              g_autoptr(GPtrArray) before = visible_toplevels ();

              gtk_widget_activate_action_variant (GTK_WIDGET (popover), action, target);
              ludus_test_iterate ();
              g_assert_null (find_new_window (before));
              continue;
            }
          /* Help opens the help viewer, outside the app: /menus/help
           * checks the page it opens. */
          if (g_str_equal (action, "win.show-help"))
            continue;
          /* The menu closes as the item is chosen. */
          gtk_popover_popdown (popover);
          check_opens (GTK_WIDGET (popover), action, target);
          click (GTK_WIDGET (button));
          g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
        }
    }
  g_assert_null (expected[n]);
  gtk_popover_popdown (popover);
  ludus_test_iterate ();
}

/* Runs the shortcut for @accelerator that @widget's controllers hold, as
 * a key press would. */
static gboolean
run_shortcut (GtkWidget  *widget,
              const char *accelerator)
{
  GtkShortcut *shortcut = ludus_test_find_shortcut (widget, accelerator, NULL);

  return shortcut != NULL &&
         gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                       gtk_shortcut_get_arguments (shortcut));
}

/* F10, the window's key for the primary menu, pops up @button's menu. */
static void
check_f10 (GtkMenuButton *button)
{
  GtkPopover *popover;

  g_assert_true (gtk_menu_button_get_primary (button));
  g_assert_true (run_shortcut (GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (button))), "F10"));
  ludus_test_iterate ();
  popover = gtk_menu_button_get_popover (button);
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  gtk_popover_popdown (popover);
  ludus_test_iterate ();
}

static void
test_library (void)
{
  LudusWindow *window = ludus_test_new_window ();
  static const char * const off[] = { "win.new-game", "win.review", "win.save", "win.show-ranking", NULL };
  g_autoptr(GPtrArray) buttons = header_buttons (GTK_WIDGET (window));

  ludus_test_assert_names_clean (GTK_WIDGET (window));

  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = buttons->pdata[i];

      g_assert_true (GTK_IS_MENU_BUTTON (button));
      check_menu_button (GTK_MENU_BUTTON (button), primary_menu, off);
      check_f10 (GTK_MENU_BUTTON (button));
    }

  ludus_test_destroy_window (GTK_WINDOW (window));
}

static LudusGame *
new_game (const char *game_id)
{
  /* Practice: any move can be taken back, so Undo is on. */
  return ludus_test_new_game (game_id, 0, 1, NULL, SEED, TRUE);
}

/* Waits until the person is to move, closing the sheets on the way. */
static void
wait_for_person (GtkWidget *view,
                 LudusGame *game)
{
  for (guint64 start = g_get_monotonic_time ();
       ludus_game_current_seat_is_computer (game) ||
       ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (view)) != NULL; )
    {
      GtkWindow *sheet = ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (view));

      g_assert_cmpint (g_get_monotonic_time () - start, <, 60 * G_USEC_PER_SEC);
      g_assert_false (ludus_game_is_over (game));
      if (sheet != NULL)
        gtk_window_close (sheet);
      ludus_test_iterate_once ();
    }
  ludus_test_iterate ();
}

static gboolean
hint_shown (gpointer data)
{
  return ludus_board_view_get_hint (data) != NULL;
}

/* A game with one human move made: every button of the game page. */
static void
test_game (gconstpointer data)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (data);
  static const char * const off[] = { "win.show-ranking", NULL };
  GtkWidget *view = ludus_window_play (window, game);
  GtkWidget *back = NULL;
  g_autoptr(GPtrArray) buttons = NULL;
  const LudusMove *moves;
  guint n;

  /* The hint button needs a hint on show, not the hard level's choice
   * (test-hint's). */
  _ludus_window_set_hint_level (window, LUDUS_AI_NORMAL);
  /* One move of the person's, so that there is something to undo and to
   * review; nothing to redo yet. */
  wait_for_person (view, game);
  moves = ludus_game_get_legal_moves (game, &n);
  g_assert_true (ludus_game_apply_move (game, &moves[n / 2], NULL));
  wait_for_person (view, game);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 2);

  ludus_test_assert_names_clean (GTK_WIDGET (window));
  buttons = header_buttons (GTK_WIDGET (window));
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = buttons->pdata[i];
      const char *action = GTK_IS_ACTIONABLE (button)
                           ? gtk_actionable_get_action_name (GTK_ACTIONABLE (button)) : NULL;

      g_test_message ("header button %s, %s", G_OBJECT_TYPE_NAME (button), action);
      if (GTK_IS_MENU_BUTTON (button) &&
          g_strcmp0 (gtk_widget_get_tooltip_text (button), "What Happened Since Your Turn") == 0)
        check_recent_button (GTK_MENU_BUTTON (button), window);
      else if (GTK_IS_MENU_BUTTON (button))
        {
          check_menu_button (GTK_MENU_BUTTON (button), primary_menu, off);
          check_f10 (GTK_MENU_BUTTON (button));
        }
      else if (g_strcmp0 (action, "win.redo") == 0)
        g_assert_false (gtk_widget_is_sensitive (button));
      else if (g_strcmp0 (action, "win.undo") == 0)
        {
          guint before = ludus_game_get_n_moves (game);

          click (button);
          wait_for_person (view, game);
          g_assert_cmpuint (ludus_game_get_n_moves (game), <, before);
          g_assert_true (ludus_game_get_can_redo (game));
          /* Redo, through its button: the same position again. */
          click (buttons->pdata[i + 1]);
          wait_for_person (view, game);
          g_assert_cmpuint (ludus_game_get_n_moves (game), ==, before);
        }
      else if (g_strcmp0 (action, "win.hint") == 0)
        {
          click (button);
          ludus_test_wait_until (hint_shown, view);
        }
      else if (g_strcmp0 (action, "win.show-library") == 0)
        back = button;  /* last: it leaves the game */
      else if (GTK_IS_TOGGLE_BUTTON (button))
        {
          /* The log: hidden and shown again. */
          gboolean active = gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button));
          GtkWidget *log = GTK_WIDGET (ludus_game_page_get_log (LUDUS_GAME_PAGE (
            ludus_test_find_widget (GTK_WIDGET (window), LUDUS_TYPE_GAME_PAGE))));

          g_assert_true (active);
          click (button);
          ludus_test_wait_for_frames (GTK_WIDGET (window), 2);
          g_assert_false (gtk_widget_get_mapped (log));
          click (button);
          ludus_test_wait_for_frames (GTK_WIDGET (window), 2);
          g_assert_true (gtk_widget_get_mapped (log));
        }
      else
        g_error ("a header button the test does not know: %s, %s", G_OBJECT_TYPE_NAME (button), action);
    }

  g_assert_nonnull (back);
  click (back);
  g_assert_null (ludus_window_get_game (window));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

static guint
n_user_files (void)
{
  g_auto(GStrv) paths = ludus_content_list_user_files (ludus_rules_lookup ("medici"), "deck");

  return paths != NULL ? g_strv_length (paths) : 0;
}

/* The editor on a deck of the user's: New, Duplicate, Delete, Save and
 * the More menu. */
static void
test_editor (void)
{
  LudusWindow *window = ludus_test_new_window ();
  LudusEditorWindow *editor = ludus_editor_window_new (GTK_WINDOW (window));
  g_autoptr(GPtrArray) buttons = NULL;
  GtkWidget *delete = NULL;

  ludus_test_remove_user_content ("medici");
  g_assert_true (ludus_editor_window_open (editor, "medici", NULL));
  gtk_window_present (GTK_WINDOW (editor));
  ludus_test_wait_for_frames (GTK_WIDGET (editor), 2);

  /* Icon buttons have names, not "GtkImage"; text buttons theirs once. */
  ludus_test_assert_controls_named (ludus_test_find_widget (GTK_WIDGET (editor), ADW_TYPE_HEADER_BAR));
  ludus_test_assert_names_clean (GTK_WIDGET (editor));
  buttons = header_buttons (GTK_WIDGET (editor));
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = buttons->pdata[i];
      const char *action = GTK_IS_ACTIONABLE (button)
                           ? gtk_actionable_get_action_name (GTK_ACTIONABLE (button)) : NULL;
      guint before = n_user_files ();

      g_test_message ("header button %s, %s", G_OBJECT_TYPE_NAME (button), action);
      if (GTK_IS_MENU_BUTTON (button) &&
          g_strcmp0 (gtk_widget_get_tooltip_text (button), "What Happened Since Your Turn") == 0)
        check_recent_button (GTK_MENU_BUTTON (button), window);
      else if (GTK_IS_MENU_BUTTON (button))
        {
          check_menu_button (GTK_MENU_BUTTON (button), editor_menu, NULL);
          continue;
        }
      if (g_strcmp0 (action, "editor.delete") == 0)
        {
          delete = button;  /* last: it takes the deck away */
          continue;
        }
      click (button);
      if (g_strcmp0 (action, "editor.new") == 0 || g_strcmp0 (action, "editor.duplicate") == 0)
        g_assert_cmpuint (n_user_files (), ==, before + 1);
      else if (g_strcmp0 (action, "editor.save") == 0)
        g_assert_false (ludus_content_document_get_modified (ludus_editor_window_get_document (editor)));
      else
        g_error ("a header button the test does not know: %s, %s", G_OBJECT_TYPE_NAME (button), action);
    }

  g_assert_nonnull (delete);
  {
    guint before = n_user_files ();

    click (delete);
    g_assert_cmpuint (n_user_files (), ==, before - 1);
  }

  ludus_test_destroy_window (GTK_WINDOW (editor));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_user_content ("medici");
}

/* The subtitle of the ranking's row of @name. */
static const char *
ranking_note (GtkWindow  *ranking,
              const char *name)
{
  GtkWidget *list = adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (ranking));

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    if (ADW_IS_ACTION_ROW (row) &&
        g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), name) == 0)
      return adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
  g_assert_not_reached ();
}

static void
ignore_move (LudusGame       *game,
             const LudusMove *move,
             gpointer         user_data)
{
}

/* An online game's ranking on the host's screen: "You" for the host, not
 * "Human player" as at a hot-seat table; the friend who played from another
 * computer and the computer each named for what they were. */
static void
test_ranking_online (void)
{
  static const char * const names[] = { "Anna", "Béla", "Carlos" };
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = ludus_test_new_game ("medici", 3, 2, names, SEED, FALSE);
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED);
  GtkWidget *ranking;

  ludus_game_set_relay (game, 1u << 1, ignore_move, NULL);
  /* As the table plays them (a relayed move waits for the table's echo). */
  while (!ludus_game_is_over (game))
    {
      static const LudusOutcome no_outcome = { 0 };
      guint n;
      const LudusMove *moves = ludus_game_get_legal_moves (game, &n);

      g_assert_true (ludus_game_apply_move_imposed (game, &moves[g_rand_int_range (rand, 0, n)],
                                                    &no_outcome, NULL));
    }
  ranking = ludus_ranking_dialog_new (GTK_WINDOW (window), game);
  g_assert_nonnull (strstr (ranking_note (GTK_WINDOW (ranking), "Anna"), "You"));
  g_assert_nonnull (strstr (ranking_note (GTK_WINDOW (ranking), "Béla"), "Online player"));
  g_assert_nonnull (strstr (ranking_note (GTK_WINDOW (ranking), "Carlos"), "Computer, easy"));
  gtk_window_destroy (GTK_WINDOW (ranking));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* A game played to its end by the person (first seat) and a computer: the
 * ranking marks the person's seat; closed, it comes back from the menu. */
static void
test_ranking (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game ("medici");
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED);
  GtkWidget *view = ludus_window_play (window, game);
  GtkWidget *menu_button;
  GtkWindow *ranking;
  const char *note, *other;

  for (guint64 start = g_get_monotonic_time (); ludus_test_find_ranking () == NULL; )
    {
      GtkWindow *sheet = ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (view));

      g_assert_cmpint (g_get_monotonic_time () - start, <, 120 * G_USEC_PER_SEC);
      if (sheet != NULL)
        gtk_window_close (sheet);
      else if (!ludus_game_is_over (game) && !ludus_game_current_seat_is_computer (game))
        ludus_test_apply_random_move (game, rand);
      ludus_test_iterate_once ();
    }
  ranking = ludus_test_find_ranking ();
  ludus_test_assert_names_clean (GTK_WIDGET (ranking));
  ludus_test_wait_for_frames (GTK_WIDGET (ranking), 3);
  g_free (ludus_test_save_screenshot (GTK_WINDOW (window), ranking, "menus-ranking-you"));
  note = ranking_note (ranking, ludus_game_get_player_name (game, 0));
  g_assert_nonnull (note);
  g_assert_nonnull (strstr (note, "You"));
  other = ranking_note (ranking, ludus_game_get_player_name (game, 1));
  g_assert_true (other == NULL || strstr (other, "You") == NULL);

  /* Escape: the finished game stays on screen. */
  close_window (ranking);
  g_assert_true (ludus_window_get_game (window) == game);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 2);
  g_free (ludus_test_save_screenshot (GTK_WINDOW (window), NULL, "menus-finished-game"));

  /* The header bar has a button for it, which opens it again… */
  {
    g_autoptr(GPtrArray) buttons = header_buttons (GTK_WIDGET (window));
    GtkWidget *button = NULL;

    for (guint i = 0; i < buttons->len; i++)
      if (GTK_IS_ACTIONABLE (buttons->pdata[i]) &&
          g_strcmp0 (gtk_actionable_get_action_name (buttons->pdata[i]), "win.show-ranking") == 0)
        button = buttons->pdata[i];
    g_assert_nonnull (button);
    click (button);
    ranking = ludus_test_find_ranking ();
    g_assert_nonnull (ranking);
    close_window (ranking);
  }

  /* … and so has the menu. */
  {
    g_autoptr(GPtrArray) buttons = header_buttons (GTK_WIDGET (window));

    menu_button = NULL;
    for (guint i = 0; i < buttons->len; i++)
      if (GTK_IS_MENU_BUTTON (buttons->pdata[i]) &&
          gtk_menu_button_get_primary (buttons->pdata[i]))
        menu_button = buttons->pdata[i];
    g_assert_nonnull (menu_button);
  }
  check_menu_button (GTK_MENU_BUTTON (menu_button), primary_menu, NULL);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL);
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

/* A finished game's heading names who won, whole in an 800 × 600 window,
 * in every game, ties sharing the victory: the ranking, once closed, is
 * gone from the table. */
static void
test_game_over_heading (void)
{
  static const char * const game_ids[] = { "medici", "mykerinos", "thebes" };
  static const char * const names[] = { "Annamária Kovács", "Béla Szabó-Nagy", "Carlos Fernández" };

  for (guint g = 0; g < G_N_ELEMENTS (game_ids); g++)
    {
      LudusWindow *window = ludus_test_new_window_sized (800, 600);
      g_autoptr(LudusGame) game = ludus_test_new_game (game_ids[g], 3, 3, names, SEED + g, FALSE);
      g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + g);
      g_autoptr(GPtrArray) winners = g_ptr_array_new ();
      g_autofree char *expected = NULL;
      GtkWidget *view;
      GtkLabel *heading;

      while (!ludus_game_is_over (game))
        ludus_test_apply_random_move (game, rand);
      for (guint i = 0; i < ludus_game_get_n_players (game); i++)
        if ((ludus_game_get_winners (game) & (1u << i)) != 0)
          g_ptr_array_add (winners, (char *) names[i]);
      g_ptr_array_add (winners, NULL);
      if (winners->len == 2)
        expected = g_strdup_printf ("The game is over · %s wins", (char *) winners->pdata[0]);
      else
        {
          g_autofree char *list = g_strjoinv (", ", (char **) winners->pdata);

          expected = g_strconcat ("The game is over · shared victory: ", list, NULL);
        }
      g_test_message ("%s: %s", game_ids[g], expected);

      view = ludus_window_play (window, game);
      ludus_test_wait_for_frames (GTK_WIDGET (window), 2);
      heading = ludus_test_find_label (view, expected);
      g_assert_nonnull (heading);
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (heading)));

      gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL);
      ludus_test_destroy_window (GTK_WINDOW (window));
    }
  ludus_test_remove_unfinished_games ();
}

static void
collect_shortcuts (GtkWidget *root,
                   GPtrArray *actions,
                   GPtrArray *groups)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (root))
    {
      char *action = NULL;

      g_object_get (root, "action-name", &action, NULL);
      if (action != NULL)
        g_ptr_array_add (actions, action);
    }
  if (GTK_IS_SHORTCUTS_GROUP (root))
    {
      char *title = NULL;

      g_object_get (root, "title", &title, NULL);
      g_ptr_array_add (groups, title);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_shortcuts (child, actions, groups);
}

/* Statistics and Review a Saved Game have keys of their own, which open
 * them, and the Keyboard Shortcuts window lists them, with the keys of
 * every game and of the editor. */
static void
test_shortcuts (void)
{
  static const struct {
    const char *action;
    const char *trigger;
  } keys[] = {
    { "win.show-statistics", "<Control>i" },
    { "win.review-file", "<Shift><Control>o" },
  };
  static const char * const groups_expected[] = { "Medici", "Mykerinos", "Thebes", "Editor", NULL };
  LudusWindow *window = ludus_test_new_window ();
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  g_autoptr(GPtrArray) actions = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) groups = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) close_accels = NULL;

  g_assert_nonnull (overlay);
  collect_shortcuts (GTK_WIDGET (overlay), actions, groups);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (ludus_test_get_application ()),
                                                                    keys[i].action);
      g_autoptr(GPtrArray) before = visible_toplevels ();
      GtkWindow *opened;

      g_assert_nonnull (accels);
      g_assert_nonnull (accels[0]);
      g_assert_true (g_ptr_array_find_with_equal_func (actions, keys[i].action, g_str_equal, NULL));
      /* The key, as the window's shortcuts run it. */
      g_assert_true (run_shortcut (GTK_WIDGET (window), keys[i].trigger));
      ludus_test_iterate ();
      opened = find_new_window (before);
      g_assert_nonnull (opened);
      g_assert_true (G_TYPE_CHECK_INSTANCE_TYPE (opened, opened_type (keys[i].action)));
      close_window (opened);
    }
  for (guint i = 0; groups_expected[i] != NULL; i++)
    g_assert_true (g_ptr_array_find_with_equal_func (groups, groups_expected[i], g_str_equal, NULL));

  /* Ctrl+W closes a window. */
  close_accels = gtk_application_get_accels_for_action (GTK_APPLICATION (ludus_test_get_application ()),
                                                        "window.close");
  g_assert_nonnull (close_accels);
  g_assert_cmpstr (close_accels[0], ==, "<Control>w");

  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* Each window keeps its own size; the one closed last leaves its size for
 * the next to open with. */
static void
test_window_size (void)
{
  GSettings *settings = g_settings_new (APP_ID);
  LudusWindow *window = ludus_test_new_window ();
  int width, height, shown = gtk_widget_get_width (GTK_WIDGET (window));

  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  /* Another window closing, or growing. */
  g_settings_set_int (settings, "window-width", width + 100);
  g_settings_set_boolean (settings, "window-maximized", TRUE);
  ludus_test_iterate ();
  ludus_test_wait_for_frames (GTK_WIDGET (window), 2);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==, shown);
  g_assert_false (gtk_window_is_maximized (GTK_WINDOW (window)));
  {
    int now_width, now_height;

    gtk_window_get_default_size (GTK_WINDOW (window), &now_width, &now_height);
    g_assert_cmpint (now_width, ==, width);
  }

  /* Closed, it leaves its size. */
  g_object_ref (window);
  gtk_window_close (GTK_WINDOW (window));
  ludus_test_iterate ();
  g_assert_finalize_object (window);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, width);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, height);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));
  g_object_unref (settings);
}

static gboolean
has_unfinished_game (gpointer data)
{
  return ludus_test_n_unfinished_games () > 0;
}

static GtkWidget *
find_css_class (GtkWidget  *root,
                const char *css_class)
{
  if (gtk_widget_has_css_class (root, css_class))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_css_class (child, css_class);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* An unfinished practice game says so in the library, not only in its log. */
static void
test_practice_row (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game ("medici");
  GtkWidget *view, *row;
  const LudusMove *moves;
  guint n;

  ludus_test_remove_unfinished_games ();
  g_assert_true (ludus_game_get_practice (game));
  view = ludus_window_play (window, game);
  wait_for_person (view, game);
  moves = ludus_game_get_legal_moves (game, &n);
  g_assert_true (ludus_game_apply_move (game, &moves[0], NULL));
  wait_for_person (view, game);
  ludus_test_wait_until (has_unfinished_game, NULL);
  ludus_window_show_library (window);
  ludus_test_iterate ();

  row = find_css_class (GTK_WIDGET (window), "practice");
  g_assert_nonnull (row);
  g_assert_true (ADW_IS_ACTION_ROW (row));
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "Practice · "));

  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

/* F1 and the main menu's Help open the manual at the page for what is on
 * screen (the library: the front page; a game: its page; the editor: the
 * editor's), and the page is in help/C; Shift+F1 keeps the rules summary. */
static void
test_help (void)
{
  static const char * const games[] = { "medici", "mykerinos", "thebes" };
  LudusWindow *window = ludus_test_new_window ();
  LudusEditorWindow *editor = ludus_editor_window_new (GTK_WINDOW (window));
  GtkApplication *app = GTK_APPLICATION (ludus_test_get_application ());
  g_auto(GStrv) help_accels = gtk_application_get_accels_for_action (app, "win.show-help");
  g_auto(GStrv) rules_accels = gtk_application_get_accels_for_action (app, "win.show-rules");
  g_autofree char *uri = ludus_help_get_uri (_ludus_window_help_page (window));

  g_assert_cmpstr (help_accels[0], ==, "F1");
  g_assert_cmpstr (rules_accels[0], ==, "<Shift>F1");
  g_assert_cmpstr (uri, ==, "help:io.github.ludus_games.Ludus");

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autoptr(LudusGame) game = new_game (games[i]);
      g_autofree char *page = g_strconcat (games[i], ".page", NULL);
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "help", "C", page, NULL);
      g_autofree char *expected = g_strconcat ("help:io.github.ludus_games.Ludus/", games[i], NULL);
      g_autofree char *game_uri = NULL;

      ludus_window_play (window, game);
      game_uri = ludus_help_get_uri (_ludus_window_help_page (window));
      g_assert_cmpstr (game_uri, ==, expected);
      g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
    }

  /* The editor has F1 of its own, for its page. */
  g_assert_true (ludus_test_find_shortcut (GTK_WIDGET (editor), "F1", "editor.help") != NULL);
  g_clear_pointer (&uri, g_free);
  uri = ludus_help_get_uri ("editor");
  g_assert_cmpstr (uri, ==, "help:io.github.ludus_games.Ludus/editor");
  {
    g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "help", "C", "editor.page", NULL);

    g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  }

  ludus_test_destroy_window (GTK_WINDOW (editor));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

/* `ludus --help` says that ludus opens the files it is given. */
static void
test_help_option (void)
{
  const char *argv[] = { LUDUS_BUILD_ROOT "/src/ludus", "--help", NULL };
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  int status = -1;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (strstr (out, "[FILE…]"));
}

/* The Keyboard Shortcuts window, as Ctrl+? opens it, at @section. */
static GtkWindow *
show_shortcuts (LudusWindow *window,
                const char  *section)
{
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  g_object_set (overlay, "section-name", section, NULL);
  return GTK_WINDOW (overlay);
}

static GtkWindow *
setup_shortcuts (LudusWindow *window)
{
  return show_shortcuts (window, "shortcuts");
}

static GtkWindow *
setup_shortcuts_games (LudusWindow *window)
{
  return show_shortcuts (window, "games");
}

static GtkWindow *
setup_shortcuts_editor (LudusWindow *window)
{
  return show_shortcuts (window, "editor");
}

int
main (int   argc,
      char *argv[])
{
  ludus_test_init (&argc, &argv);
  g_settings_set_string (ludus_application_get_settings (ludus_test_get_application ()),
                         "computer-speed", "instant");
  g_settings_set_boolean (ludus_application_get_settings (ludus_test_get_application ()),
                          "confirm-end-turn", FALSE);

  g_test_add_func ("/menus/library", test_library);
  g_test_add_data_func ("/menus/game/medici", "medici", test_game);
  g_test_add_data_func ("/menus/game/mykerinos", "mykerinos", test_game);
  g_test_add_data_func ("/menus/game/thebes", "thebes", test_game);
  g_test_add_func ("/menus/editor", test_editor);
  g_test_add_func ("/menus/shortcuts", test_shortcuts);
  g_test_add_func ("/menus/ranking", test_ranking);
  g_test_add_func ("/menus/ranking-online", test_ranking_online);
  g_test_add_func ("/menus/game-over-heading", test_game_over_heading);
  g_test_add_func ("/menus/help-option", test_help_option);
  g_test_add_func ("/menus/help", test_help);
  g_test_add_func ("/menus/window-size", test_window_size);
  g_test_add_func ("/menus/practice-row", test_practice_row);
  ludus_test_add_screenshots_at ("shortcuts", setup_shortcuts, 1440, 900);
  ludus_test_add_screenshots_at ("shortcuts-games", setup_shortcuts_games, 1440, 900);
  ludus_test_add_screenshots_at ("shortcuts-editor", setup_shortcuts_editor, 1440, 900);

  return g_test_run ();
}
