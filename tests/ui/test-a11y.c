/* test-a11y.c: what a screen reader finds on the Mykerinos and Thebes tables
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each table, and the first sheet it shows, walked through the
 * accessibility tree: every control a person can reach has a name (the
 * Medici table has the same test in test-medici.c).  Buttons made after
 * their window are named once too.  And a move reaches a screen reader
 * through the newest line of the log.
 */

#define G_LOG_DOMAIN "test-a11y"

#include "config.h"

#include "ludus-board-view.h"
#include "ludus-coach-panel.h"
#include "ludus-game-page.h"
#include "ludus-log-entry.h"
#include "ludus-preferences-window.h"
#include "ludus-rule-help.h"
#include "ludus-statistics.h"
#include "ludus-statistics-window.h"
#include "ludus-test-utils.h"
#include "medici/ludus-medici-card-widget.h"

#define SEED 20261124

static LudusGame *
new_game (const char *game_id,
          guint       n_computers)
{
  const LudusRules *rules = ludus_rules_lookup (game_id);
  g_autoptr(LudusContent) content = NULL;
  g_autoptr(LudusOptions) options = NULL;
  g_autoptr(GError) error = NULL;
  LudusGame *game;

  content = ludus_content_new_default (rules, &error);
  g_assert_no_error (error);
  options = ludus_options_new (rules, MAX (rules->min_players, 2));
  for (guint i = 0; i < options->n_seats; i++)
    ludus_options_set_seat (options, i, NULL, i >= n_computers, LUDUS_AI_EASY);
  options->seed = SEED;
  game = ludus_game_new (content, options, &error);
  g_assert_no_error (error);
  return game;
}

/* The table at the start and a few moves in, and the first sheet. */
static void
test_table_names (gconstpointer data)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (data, 0);
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED);
  LudusBoardView *view = LUDUS_BOARD_VIEW (ludus_window_play (window, game));

  ludus_test_wait_for_frames (GTK_WIDGET (window), 2);
  ludus_test_assert_controls_named (GTK_WIDGET (window));
  ludus_test_assert_names_clean (GTK_WIDGET (window));
  while (ludus_board_view_get_sheet (view) == NULL && !ludus_game_is_over (game))
    {
      ludus_test_apply_random_move (game, rand);
      if (ludus_game_get_n_moves (game) == 6)
        {
          ludus_test_wait_for_frames (GTK_WIDGET (window), 2);
          ludus_test_assert_controls_named (GTK_WIDGET (window));
        }
    }
  g_assert_nonnull (ludus_board_view_get_sheet (view));
  ludus_test_wait_for_frames (GTK_WIDGET (ludus_board_view_get_sheet (view)), 2);
  ludus_test_assert_controls_named (GTK_WIDGET (ludus_board_view_get_sheet (view)));
  ludus_test_assert_names_clean (GTK_WIDGET (ludus_board_view_get_sheet (view)));

  ludus_window_show_library (window);
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

/* Buttons made after their window still tell a screen reader their label
 * once, without the mnemonic's underscore: the coach of a tutorial,
 * Preferences, and the responses libadwaita makes for a question. */
static void
test_late_names (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game ("medici", 0);
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED);
  GtkWindow *preferences, *statistics, *question;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.learn", "s", "thebes"));
  ludus_test_wait_for_frames (GTK_WIDGET (window), 2);
  g_assert_nonnull (ludus_test_find_widget (GTK_WIDGET (window), LUDUS_TYPE_COACH_PANEL));
  ludus_test_assert_names_clean (GTK_WIDGET (window));

  g_action_group_activate_action (G_ACTION_GROUP (ludus_test_get_application ()), "preferences", NULL);
  ludus_test_iterate ();
  preferences = ludus_test_find_window (LUDUS_TYPE_PREFERENCES_WINDOW);
  g_assert_nonnull (preferences);
  ludus_test_wait_for_frames (GTK_WIDGET (preferences), 2);
  ludus_test_assert_names_clean (GTK_WIDGET (preferences));
  gtk_window_destroy (preferences);

  /* A finished game, so that there are statistics to reset. */
  while (!ludus_game_is_over (game))
    ludus_test_apply_random_move (game, rand);
  g_assert_true (ludus_statistics_record (game, NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-statistics", NULL));
  statistics = ludus_test_find_window (LUDUS_TYPE_STATISTICS_WINDOW);
  g_assert_nonnull (statistics);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (statistics), "statistics.reset", NULL));
  question = ludus_test_find_window (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (question);
  ludus_test_wait_for_frames (GTK_WIDGET (question), 2);
  ludus_test_assert_names_clean (GTK_WIDGET (question));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), "cancel");
  gtk_window_destroy (statistics);
  g_assert_true (ludus_statistics_reset (NULL));

  ludus_window_show_library (window);
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

static gboolean
person_to_move (gpointer data)
{
  LudusGame *game = data;

  return !ludus_game_current_seat_is_computer (game);
}

static GtkWidget *
focus_of (LudusWindow *window)
{
  return gtk_root_get_focus (GTK_ROOT (window));
}

static gboolean
focus_in (LudusWindow *window,
          GtkListBox  *log)
{
  GtkWidget *focus = focus_of (window);

  return focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (log));
}

/* The log names its newest line; while the focus is in the log, it moves
 * to every new line (a computer's move read out), never from the board. */
static void
test_newest_log_row (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game ("medici", 1);
  LudusGamePage *page = LUDUS_GAME_PAGE (ludus_test_find_widget (GTK_WIDGET (window), LUDUS_TYPE_GAME_PAGE));
  GtkListBox *log = ludus_game_page_get_log (page);
  GListModel *entries;
  g_autoptr(LudusLogEntry) newest = NULL;
  g_autofree char *expected = NULL;
  const char *problem;
  GtkListBoxRow *last;
  GtkWidget *board_focus;
  guint n, before;

  ludus_window_play (window, game);
  ludus_test_wait_until (person_to_move, game);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 2);
  entries = ludus_session_get_log (ludus_window_get_session (window));
  g_assert_cmpuint (g_list_model_get_n_items (entries), >, 0);

  /* A person reading the log: the computer's next turn comes in there. */
  last = gtk_list_box_get_row_at_index (log, g_list_model_get_n_items (entries) - 1);
  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (last)));
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (last)));
  before = ludus_game_get_n_moves (game);
  while (!ludus_game_current_seat_is_computer (game))
    {
      const LudusMove *moves = ludus_game_get_legal_moves (game, &n);

      /* Take as soon as possible: the computer's turn comes. */
      g_assert_true (ludus_game_apply_move (game, &moves[n - 1], NULL));
    }
  ludus_test_wait_until (person_to_move, game);
  ludus_test_iterate ();
  g_assert_cmpuint (ludus_game_get_n_moves (game), >, before + 1);
  n = g_list_model_get_n_items (entries);
  last = gtk_list_box_get_row_at_index (log, n - 1);
  g_assert_true (focus_of (window) == GTK_WIDGET (last));
  newest = g_list_model_get_item (entries, n - 1);
  expected = g_strdup_printf ("Newest: %s", ludus_log_entry_get_text (newest));
  problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (log), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                expected);
  g_assert_null (problem);

  /* On the board, the focus stays there. */
  board_focus = ludus_test_find_widget (ludus_game_page_get_board (page), GTK_TYPE_BUTTON);
  g_assert_nonnull (board_focus);
  gtk_widget_grab_focus (board_focus);
  g_assert_true (focus_of (window) == board_focus);
  while (!ludus_game_current_seat_is_computer (game))
    {
      const LudusMove *moves = ludus_game_get_legal_moves (game, &n);

      g_assert_true (ludus_game_apply_move (game, &moves[n - 1], NULL));
    }
  ludus_test_wait_until (person_to_move, game);
  ludus_test_iterate ();
  g_assert_false (focus_in (window, log));

  /* A new game: the log's description is the new log's, not the last
   * line of the game before. */
  {
    g_autoptr(LudusGame) next = new_game ("medici", 0);
    GListModel *next_entries;

    ludus_window_show_library (window);
    ludus_window_play (window, next);
    ludus_test_iterate ();
    next_entries = ludus_session_get_log (ludus_window_get_session (window));
    if (g_list_model_get_n_items (next_entries) == 0)
      g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (log),
                                                        GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
    else
      {
        g_autoptr(LudusLogEntry) first = g_list_model_get_item (next_entries,
                                                                g_list_model_get_n_items (next_entries) - 1);
        g_autofree char *next_expected = g_strdup_printf ("Newest: %s", ludus_log_entry_get_text (first));

        g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (log),
                                                           GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                           next_expected));
      }
  }

  ludus_window_show_library (window);
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

/* A Medici card tells a screen reader whether it is marked to be taken,
 * and its rule. */
static void
test_marked_card (void)
{
  const LudusMediciCard fur = { LUDUS_MEDICI_FUR, 2, 3, FALSE };
  GtkWidget *card = g_object_ref_sink (ludus_medici_card_widget_new (&fur, FALSE));
  const char *rule = ludus_rule_help_get (card);
  g_autofree char *marked = NULL;

  g_assert_nonnull (strstr (rule, "warehouse"));
  marked = g_strdup_printf ("Marked to be taken. %s", rule);

  ludus_medici_card_widget_set_takeable (LUDUS_MEDICI_CARD_WIDGET (card), TRUE, TRUE);
  ludus_medici_card_widget_set_selected (LUDUS_MEDICI_CARD_WIDGET (card), TRUE);
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                     marked));
  g_assert_null (gtk_test_accessible_check_state (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_STATE_PRESSED,
                                                  GTK_ACCESSIBLE_TRISTATE_TRUE));
  ludus_medici_card_widget_set_selected (LUDUS_MEDICI_CARD_WIDGET (card), FALSE);
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                     rule));
  g_assert_finalize_object (card);
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

  g_test_add_data_func ("/a11y/table/medici", "medici", test_table_names);
  g_test_add_data_func ("/a11y/table/mykerinos", "mykerinos", test_table_names);
  g_test_add_data_func ("/a11y/table/thebes", "thebes", test_table_names);
  g_test_add_func ("/a11y/late-names", test_late_names);
  g_test_add_func ("/a11y/newest-log-row", test_newest_log_row);
  g_test_add_func ("/a11y/medici-marked-card", test_marked_card);

  return g_test_run ();
}
