/* test-medici.c: Medici played in the window, through its actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A whole 3-player game (the test plays the human seat through the view's
 * actions, two easy computers play themselves at the "instant" speed) to
 * the final ranking, then save, reopen and compare; undo back to the human;
 * the new-game dialog and its remembered set-up; a corrupt save; and
 * screenshots of the table, a day's scoring sheet and the final ranking.
 */

#define G_LOG_DOMAIN "test-medici"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <utime.h>

#include "medici/ludus-medici-card-widget.h"
#include "medici/ludus-medici-day-sheet.h"
#include "medici/ludus-medici-game.h"
#include "medici/ludus-medici-view.h"
#include "ludus-ranking-dialog.h"
#include "ludus-rule-help.h"
#include "ludus-rules-window.h"
#include "ludus-autosave.h"
#include "ludus-game-emblem.h"
#include "ludus-library-page.h"
#include "ludus-save.h"
#include "ludus-statistics.h"
#include "ludus-statistics-window.h"
#include "ludus-test-utils.h"

#define SEED 20261122

static const char *data_dir;  /* $XDG_DATA_HOME */

static LudusGame *
new_game_full (guint    n_seats,
               gboolean computers,
               guint64  seed,
               gboolean practice)
{
  /* "Carlos & <Co>": names are text, never markup, wherever they are shown. */
  static const char * const names[] = { "Anna", "Béla", "Carlos & <Co>", "Dóra", "Emese", "Ferenc" };

  return ludus_test_new_game ("medici", n_seats, computers ? 1 : n_seats, names, seed, practice);
}

static LudusGame *
new_game (guint    n_seats,
          gboolean computers,
          guint64  seed)
{
  return new_game_full (n_seats, computers, seed, FALSE);
}

static const LudusMediciState *
state_of (LudusGame *game)
{
  return ludus_medici_game_get_state (LUDUS_MEDICI_GAME (game));
}

/* The board view is the only LudusMediciView in the window. */
static LudusMediciView *
get_view (LudusWindow *window)
{
  GtkWidget *view = ludus_test_find_widget (GTK_WIDGET (window), LUDUS_TYPE_MEDICI_VIEW);

  g_assert_nonnull (view);
  return LUDUS_MEDICI_VIEW (view);
}

static gboolean
is_legal (LudusGame *game,
          LudusMove  move)
{
  return ludus_game_is_legal (game, &move);
}

/* The test's human: reveals up to two cards, then takes the last card and
 * the 2nd-last one too when the view lets it mark that card. */
static void
play_human_step (LudusWindow *window)
{
  LudusGame *game = ludus_window_get_game (window);
  GtkWidget *view = GTK_WIDGET (get_view (window));
  const LudusMediciState *state = state_of (game);
  guint n_moves = ludus_game_get_n_moves (game);

  if (is_legal (game, ludus_medici_move_reveal ()) &&
      (state->turn_reveals < 2 || !is_legal (game, ludus_medici_move_take (LUDUS_MEDICI_TAKE_LAST))))
    {
      g_assert_true (gtk_widget_activate_action (view, "medici.reveal", NULL));
      g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves + 1);
      return;
    }

  g_assert_true (gtk_widget_activate_action (view, "medici.toggle-card", "u", 2));
  if (is_legal (game, ludus_medici_move_take (LUDUS_MEDICI_TAKE_LAST | LUDUS_MEDICI_TAKE_SECOND)))
    g_assert_cmpuint (ludus_medici_view_get_selection (LUDUS_MEDICI_VIEW (view)), ==,
                      LUDUS_MEDICI_TAKE_SECOND);
  else
    /* Not offered: the view refuses the mark. */
    g_assert_cmpuint (ludus_medici_view_get_selection (LUDUS_MEDICI_VIEW (view)), ==, 0);

  g_assert_true (gtk_widget_activate_action (view, "medici.take", NULL));
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves + 1);
}

/* The file the window's game is kept in for Continue (after its first move). */
static char *
session_autosave (LudusWindow *window)
{
  LudusSession *session = ludus_window_get_session (window);

  g_assert_nonnull (session);
  return g_strdup (ludus_session_get_autosave_path (session));
}

static void
count_cb (guint *count)
{
  (*count)++;
}

static gboolean
file_exists (gpointer data)
{
  return g_file_test (data, G_FILE_TEST_IS_REGULAR);
}

/* The text of every row of the window's log, in order. */
static GPtrArray *
log_rows (LudusWindow *window)
{
  GPtrArray *rows = g_ptr_array_new ();
  GtkWidget *w = GTK_WIDGET (window);

  while (w != NULL)
    {
      if (GTK_IS_LABEL (w) && gtk_widget_has_css_class (w, "log-entry"))
        g_ptr_array_add (rows, (char *) gtk_label_get_text (GTK_LABEL (w)));
      if (gtk_widget_get_first_child (w) != NULL)
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != NULL && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          if (w != NULL)
            w = gtk_widget_get_next_sibling (w);
        }
    }
  return rows;
}

/* The lines of `ludus-cli replay --log` for a save, in @language. */
static char **
cli_log (const char *path,
         const char *language)
{
  const char *argv[] = { LUDUS_BUILD_ROOT "/src/cli/ludus-cli", "replay", "--log", path, NULL };
  g_auto(GStrv) env = g_environ_setenv (g_get_environ (), "LANGUAGE", language, TRUE);
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  env = g_environ_setenv (env, "LC_ALL", "C.UTF-8", TRUE);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_DEFAULT, NULL, NULL,
                               &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_strchomp (out);
  return g_strsplit (out, "\n", -1);
}

static void
test_full_game (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (3, TRUE, SEED);
  g_autofree char *autosave = NULL;
  g_autofree char *save_path = g_build_filename (data_dir, "finished.json", NULL);
  g_autoptr(GFile) save_file = g_file_new_for_path (save_path);
  LudusSession *controller;
  GtkWindow *ranking;
  LudusGame *reopened;
  int scores[LUDUS_MAX_PLAYERS], reopened_scores[LUDUS_MAX_PLAYERS];
  guint n_sheets = 0, n_human_moves = 0, n_thinking = 0;

  ludus_window_play (window, game);
  controller = ludus_window_get_session (window);
  g_assert_nonnull (controller);
  g_signal_connect_swapped (controller, "notify::thinking", G_CALLBACK (count_cb), &n_thinking);

  while (!ludus_game_is_over (game) || ludus_test_find_ranking () == NULL)
    {
      LudusMediciView *view;
      GtkWindow *sheet;

      ludus_test_wait_until (ludus_test_needs_players, window);
      view = get_view (window);
      if ((sheet = ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (view))) != NULL)
        {
          /* The computers wait while the players read the scores. */
          g_assert_false (ludus_session_get_thinking (controller));
          g_assert_true (LUDUS_IS_MEDICI_DAY_SHEET (sheet));
          n_sheets++;
          gtk_window_close (sheet);
          ludus_test_iterate ();
          continue;
        }
      if (ludus_game_is_over (game))
        break;

      play_human_step (window);
      n_human_moves++;
      /* Every move is autosaved at once (until the game is over), in a
       * file of the game's own. */
      if (autosave == NULL)
        {
          autosave = session_autosave (window);
          g_assert_true (g_str_has_prefix (autosave, data_dir));
        }
      g_assert_cmpstr (ludus_session_get_autosave_path (controller), ==, autosave);
      g_assert_true (ludus_game_is_over (game) || file_exists (autosave));
    }

  g_assert_true (ludus_game_is_over (game));
  g_assert_cmpuint (n_sheets, ==, LUDUS_MEDICI_N_DAYS);
  g_assert_cmpuint (n_human_moves, >, 6);
  /* The thinking state came and went for every computer move. */
  g_assert_cmpuint (n_thinking, >=, 2 * (ludus_game_get_n_moves (game) - n_human_moves) / 3);
  /* A finished game leaves nothing to continue. */
  g_assert_false (file_exists (autosave));

  /* The log: one line per move, plus the scoring of every day, as the
   * window shows it. */
  {
    g_autoptr(GPtrArray) rows = log_rows (window);
    GListModel *log = ludus_session_get_log (controller);

    g_assert_cmpuint (g_list_model_get_n_items (log), >, ludus_game_get_n_moves (game) + 3 * 4);
    g_assert_cmpuint (rows->len, ==, g_list_model_get_n_items (log));
    g_assert_cmpstr (g_ptr_array_index (rows, 0), ==, ludus_game_get_log_entry (game, 0));
  }

  /* The final ranking names the winners. */
  ranking = ludus_test_find_ranking ();
  g_assert_nonnull (ranking);
  ludus_game_get_scores (game, scores);
  for (guint i = 0; i < 3; i++)
    if ((ludus_game_get_winners (game) & (1u << i)) != 0)
      g_assert_nonnull (strstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (ranking)),
                                ludus_game_get_options (game)->seats[i].name));
  /* Each row says who played the seat: you, or a computer of its level. */
  {
    g_autoptr(GPtrArray) widgets = ludus_test_list_widgets (GTK_WIDGET (ranking));
    guint n_rows = 0;

    for (guint i = 0; i < widgets->len; i++)
      {
        const LudusOptions *options = ludus_game_get_options (game);
        const char *subtitle;

        if (!ADW_IS_ACTION_ROW (widgets->pdata[i]))
          continue;
        subtitle = adw_action_row_get_subtitle (widgets->pdata[i]);
        for (guint seat = 0; seat < options->n_seats; seat++)
          if (g_strcmp0 (adw_preferences_row_get_title (widgets->pdata[i]), options->seats[seat].name) == 0)
            {
              g_assert_true (g_str_has_suffix (subtitle, options->seats[seat].human
                                                         ? _("You")
                                                         : ludus_ai_level_get_player_name (options->seats[seat].level)));
              n_rows++;
            }
      }
    g_assert_cmpuint (n_rows, ==, 3);
  }

  /* Save, go back to the library, reopen. */
  g_assert_true (ludus_window_save_file (window, save_file));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (ranking), LUDUS_RANKING_RESPONSE_LIBRARY);
  ludus_test_iterate ();
  g_assert_null (ludus_window_get_game (window));

  g_assert_true (ludus_window_open_file (window, save_file));
  reopened = ludus_window_get_game (window);
  g_assert_nonnull (reopened);
  g_assert_true (reopened != game);
  g_assert_true (ludus_game_is_over (reopened));
  g_assert_cmpuint (ludus_game_get_n_moves (reopened), ==, ludus_game_get_n_moves (game));
  for (guint i = 0; i < ludus_game_get_n_moves (game); i++)
    g_assert_cmpstr (ludus_game_get_move_notation (reopened, i), ==,
                     ludus_game_get_move_notation (game, i));
  ludus_game_get_scores (reopened, reopened_scores);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (reopened_scores[i], ==, scores[i]);
  g_assert_cmpuint (ludus_game_get_winners (reopened), ==, ludus_game_get_winners (game));
  g_assert_cmpint (memcmp (state_of (reopened)->florins, state_of (game)->florins,
                           sizeof state_of (game)->florins), ==, 0);

  /* Reopening a finished game shows its ranking again. */
  ludus_test_wait_until (ludus_test_ranking_shown, NULL);
  gtk_window_destroy (ludus_test_find_ranking ());

  /* The window's log and `ludus-cli replay --log` say the same, in
   * English and in Hungarian. */
  for (guint l = 0; l < 2; l++)
    {
      const char *language = l == 0 ? "en" : "hu";
      g_autoptr(GPtrArray) rows = NULL;
      g_auto(GStrv) lines = NULL;

      ludus_test_set_language (language);
      ludus_window_show_library (window);
      g_assert_true (ludus_window_open_file (window, save_file));
      ludus_test_wait_until (ludus_test_ranking_shown, NULL);
      gtk_window_destroy (ludus_test_find_ranking ());
      rows = log_rows (window);
      lines = cli_log (save_path, language);
      g_assert_cmpuint (rows->len, ==, g_strv_length (lines));
      for (guint i = 0; i < rows->len; i++)
        g_assert_cmpstr (g_ptr_array_index (rows, i), ==, lines[i]);
      if (l == 1)
        g_assert_nonnull (strstr (lines[rows->len - 1], "forint"));
    }
  ludus_test_set_language ("en");

  ludus_test_destroy_window (GTK_WINDOW (window));
}

static gboolean
human_to_move (gpointer data)
{
  LudusGame *game = data;

  return ludus_game_is_over (game) || !ludus_game_current_seat_is_computer (game);
}

static GtkWidget *
get_focus (LudusWindow *window)
{
  return gtk_root_get_focus (GTK_ROOT (window));
}

static gboolean
focus_on_board (LudusWindow *window)
{
  GtkWidget *focus = get_focus (window);

  return focus != NULL &&
         gtk_widget_is_ancestor (focus, GTK_WIDGET (get_view (window))) &&
         gtk_widget_get_focusable (focus) &&
         gtk_widget_is_sensitive (focus);
}

/* A take and Ctrl+Z take away the card that had the focus; the focus
 * stays on the board (not on Back to Library, where Space would leave). */
static void
test_undo_keeps_focus (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (2, FALSE, SEED + 2);
  LudusMediciView *view;
  GtkWidget *card = NULL;
  GtkWindow *dialog;
  guint n_moves;

  ludus_window_play (window, game);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 2);
  view = get_view (window);

  while (is_legal (game, ludus_medici_move_reveal ()) && state_of (game)->turn_reveals < 3)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "medici.reveal", NULL));
  ludus_test_wait_for_frames (GTK_WIDGET (window), 2);

  /* Space on an optional card of the market marks it; the card keeps the
   * focus. */
  for (GtkWidget *w = GTK_WIDGET (view); w != NULL; )
    {
      if (LUDUS_IS_MEDICI_CARD_WIDGET (w) && gtk_widget_get_focusable (w) &&
          gtk_widget_has_css_class (w, "takeable"))
        card = w;
      if (gtk_widget_get_first_child (w) != NULL)
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != NULL && w != GTK_WIDGET (view) && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          w = (w == NULL || w == GTK_WIDGET (view)) ? NULL : gtk_widget_get_next_sibling (w);
        }
    }
  g_assert_nonnull (card);
  g_assert_true (gtk_widget_grab_focus (card));
  g_assert_true (gtk_widget_activate (card));
  g_assert_cmpuint (ludus_medici_view_get_selection (view), !=, 0);
  g_assert_true (get_focus (window) == card);

  /* The take loads the marked card: its widget leaves the market. */
  n_moves = ludus_game_get_n_moves (game);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "medici.take", NULL));
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves + 1);
  g_assert_true (focus_on_board (window));

  /* Ctrl+Z gives the turn back, once the other player agrees (two people
   * at one screen); the focus is still on the board. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  dialog = ludus_test_find_window (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "undo");
  ludus_test_wait_for_frames (GTK_WIDGET (window), 2);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves);
  g_assert_true (focus_on_board (window));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

static void apply_scripted     (LudusGame *game);
static void play_to_end_of_day (LudusGame *game,
                                guint      day);

/* The library, the game page with the table, and the day sheet: every
 * control has a name a screen reader can say. */
static void
test_accessible_names (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (4, FALSE, SEED + 3);

  ludus_test_assert_controls_named (GTK_WIDGET (window));
  play_to_end_of_day (game, 0);
  ludus_window_play (window, game);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 2);
  ludus_test_assert_controls_named (GTK_WIDGET (window));
  apply_scripted (game);
  g_assert_nonnull (ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (get_view (window))));
  ludus_test_assert_controls_named (GTK_WIDGET (ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (get_view (window)))));

  ludus_window_show_library (window);
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

/* Undo goes back to the human's last decision, past the computers' moves
 * (in practice mode: otherwise their reveals are barriers). */
static void
test_undo (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game_full (3, TRUE, SEED + 1, TRUE);
  g_autofree char *autosave = NULL;
  guint before;

  ludus_window_play (window, game);
  ludus_test_wait_until (human_to_move, game);

  /* A reveal by the human, then the take that hands over to the computers. */
  play_human_step (window);
  g_assert_true (ludus_game_get_can_undo (game));
  while (!ludus_game_current_seat_is_computer (game))
    {
      before = ludus_game_get_n_moves (game);
      play_human_step (window);
      if (ludus_game_get_n_moves (game) > before &&
          ludus_game_current_seat_is_computer (game))
        break;
    }
  before = ludus_game_get_n_moves (game);
  ludus_test_wait_until (human_to_move, game);
  g_assert_cmpuint (ludus_game_get_n_moves (game), >, before);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_false (ludus_game_current_seat_is_computer (game));
  g_assert_cmpuint (ludus_game_get_n_moves (game), <, before);
  g_assert_true (ludus_game_get_can_redo (game));

  /* Leaving while the computers play stops them; the game stays saved. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  ludus_test_iterate ();
  autosave = session_autosave (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  g_assert_null (ludus_window_get_session (window));
  g_assert_true (file_exists (autosave));

  /* …and Continue picks it up after a restart. */
  ludus_test_destroy_window (GTK_WINDOW (window));
  window = ludus_test_new_window ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL));
  g_assert_nonnull (ludus_window_get_game (window));
  g_assert_cmpuint (ludus_game_get_n_moves (ludus_window_get_game (window)), >=,
                    ludus_game_get_n_moves (game) - 1);
  /* It goes on saving to its own file. */
  g_assert_cmpstr (ludus_session_get_autosave_path (ludus_window_get_session (window)), ==, autosave);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
  g_assert_cmpint (g_remove (autosave), ==, 0);
}

/* Two people at one screen: plays the first one's turn; returns their seat. */
static guint
play_first_turn (LudusWindow *window,
                 LudusGame   *game)
{
  guint first = ludus_game_get_current_player (game);

  while (ludus_game_get_current_player (game) == first)
    play_human_step (window);
  return first;
}

/* Hot-seat: on the second player's turn the Undo button names the first
 * one's take, and asks before taking it back; Cancel keeps it. */
static void
test_undo_hot_seat (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (2, FALSE, SEED + 9);
  g_autofree char *tooltip = NULL;
  g_autofree char *heading = NULL;
  GtkWidget *button;
  GtkWindow *dialog;
  guint n_moves, first;

  ludus_window_play (window, game);
  button = ludus_test_find_button (GTK_WIDGET (window), "win.undo");
  g_assert_nonnull (button);
  /* Nothing of anyone's to take back yet. */
  g_assert_false (gtk_widget_is_sensitive (button));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "Undo Move");

  first = play_first_turn (window, game);
  n_moves = ludus_game_get_n_moves (game);
  g_assert_true (gtk_widget_is_sensitive (button));
  tooltip = g_strdup_printf ("Undo: %s", ludus_game_get_log_entry (game, n_moves - 1));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, tooltip);

  g_signal_emit_by_name (button, "clicked");
  dialog = ludus_test_find_window (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  heading = g_strdup_printf ("Take Back %s’s Move?", ludus_game_get_player_name (game, first));
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, heading);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  ludus_test_iterate ();
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves);
  g_assert_cmpuint (ludus_game_get_current_player (game), !=, first);

  /* The first player agrees: their take goes back, not the card revealed. */
  g_signal_emit_by_name (button, "clicked");
  dialog = ludus_test_find_window (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "undo");
  ludus_test_iterate ();
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves - 1);
  g_assert_cmpuint (ludus_game_get_current_player (game), ==, first);
  g_assert_false (gtk_widget_is_sensitive (button));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

/* A save cut off in the middle. */
static const char corrupt_save[] = "{\"kind\": \"save\", \"format\": 1, \"game\": \"medici\", \"moves\": [";

/* The error dialog now open, checked to name what it is about. */
static GtkWindow *
find_error_dialog (const char *named)
{
  GtkWindow *dialog = ludus_test_find_window (ADW_TYPE_MESSAGE_DIALOG);

  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), named));
  return dialog;
}

/* Puts a file where the folder of unfinished games goes: even root cannot
 * save there. */
static void
block_autosave (void)
{
  g_autofree char *dir = ludus_autosave_get_dir ();
  g_autofree char *parent = g_path_get_dirname (dir);

  ludus_test_remove_unfinished_games ();
  g_rmdir (dir);
  g_assert_cmpint (g_mkdir_with_parents (parent, 0700), ==, 0);
  g_assert_true (g_file_set_contents (dir, "", -1, NULL));
}

static void
unblock_autosave (void)
{
  g_autofree char *dir = ludus_autosave_get_dir ();

  g_assert_cmpint (g_remove (dir), ==, 0);
}

/* An unfinished game's file that cannot be read. */
static char *
write_corrupt_autosave (void)
{
  g_autofree char *dir = ludus_autosave_get_dir ();
  char *path = g_build_filename (dir, "corrupt.ludus", NULL);

  /* A blocked folder (block_autosave()) first becomes a folder again. */
  if (g_file_test (dir, G_FILE_TEST_IS_REGULAR))
    unblock_autosave ();
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, corrupt_save, -1, NULL));
  return path;
}

/* A visible Continue row saying a game cannot be continued, and why. */
static gboolean
shows_broken_continue (GtkWidget *widget)
{
  if (ADW_IS_ACTION_ROW (widget) && gtk_widget_is_visible (widget) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)),
                 "A game that cannot be continued") == 0 &&
      strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)), "corrupt.ludus") != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_broken_continue (child))
      return TRUE;
  return FALSE;
}

/* An autosave that cannot be written is reported once, not after every
 * move, and the game goes on; once writing works again, so does Continue. */
static void
test_autosave_failure (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (2, FALSE, SEED + 21);
  g_autofree char *autosave = NULL;
  guint n_failures = 0;

  block_autosave ();

  ludus_window_play (window, game);
  g_signal_connect_swapped (ludus_window_get_session (window), "autosave-failed",
                            G_CALLBACK (count_cb), &n_failures);
  for (guint i = 0; i < 4; i++)
    play_human_step (window);
  g_assert_cmpuint (n_failures, ==, 1);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 4);
  /* The toast's Details button tells why, naming the folder. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.autosave-details", NULL));
  gtk_window_destroy (find_error_dialog ("games"));

  unblock_autosave ();
  play_human_step (window);
  autosave = session_autosave (window);
  g_assert_true (file_exists (autosave));
  g_assert_cmpuint (n_failures, ==, 1);

  ludus_window_show_library (window);
  ludus_test_destroy_window (GTK_WINDOW (window));
  g_assert_cmpint (g_remove (autosave), ==, 0);
}

/* An unfinished game that cannot be read still has its row, which says
 * why; Continue says what is wrong and leaves the file alone, and a new
 * game never overwrites it. */
static void
test_corrupt_autosave (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autofree char *autosave = write_corrupt_autosave ();
  g_autoptr(LudusGame) game = new_game (2, FALSE, SEED + 22);
  g_autofree char *contents = NULL;
  GtkWindow *dialog;

  ludus_window_show_library (window);
  g_assert_true (shows_broken_continue (GTK_WIDGET (window)));

  g_assert_false (ludus_window_continue_game (window));
  dialog = find_error_dialog ("corrupt.ludus");
  g_assert_null (ludus_window_get_game (window));
  gtk_window_destroy (dialog);

  /* A new game saves elsewhere. */
  ludus_window_play (window, game);
  play_human_step (window);
  g_assert_cmpstr (ludus_session_get_autosave_path (ludus_window_get_session (window)), !=, autosave);
  ludus_window_show_library (window);
  g_assert_true (shows_broken_continue (GTK_WIDGET (window)));
  g_assert_true (g_file_get_contents (autosave, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, corrupt_save);

  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

static GtkWidget *
find_row_about (GtkWidget  *root,
                const char *file_name)
{
  g_autoptr(GPtrArray) widgets = ludus_test_list_widgets (root);

  for (guint i = 0; i < widgets->len; i++)
    if (ADW_IS_ACTION_ROW (widgets->pdata[i]) && gtk_widget_is_visible (widgets->pdata[i]) &&
        strstr (adw_action_row_get_subtitle (widgets->pdata[i]), file_name) != NULL)
      return widgets->pdata[i];
  return NULL;
}

/* A save whose error quotes a long value (a game's name of 600 letters)
 * keeps its row a few lines high, the whole message in its tooltip. */
static void
test_long_error_row (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autofree char *dir = ludus_autosave_get_dir ();
  g_autofree char *path = g_build_filename (dir, "long.ludus", NULL);
  g_autofree char *name = g_strnfill (600, 'x');
  g_autofree char *contents = g_strdup_printf ("{\"kind\": \"save\", \"format\": 1, \"game\": \"%s\"}", name);
  GtkWidget *row;

  ludus_test_remove_unfinished_games ();
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  ludus_window_show_library (window);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 3);
  row = find_row_about (GTK_WIDGET (window), "long.ludus");
  g_assert_nonnull (row);
  g_test_message ("%s: %d px high", adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), gtk_widget_get_height (row));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), name));
  g_assert_cmpint (gtk_widget_get_height (row), <, 100);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (row), ==, adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));

  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

/* Every unfinished game is kept: starting another never replaces one; a
 * row can be deleted, and Undo brings it back. */
static void
test_unfinished_games (void)
{
  LudusWindow *window = ludus_test_new_window ();
  LudusWindow *other;
  LudusLibraryPage *library;
  g_autoptr(LudusGame) first = new_game (2, FALSE, SEED + 23);
  g_autoptr(LudusGame) second = new_game (3, FALSE, SEED + 24);
  g_autofree char *first_path = NULL;
  g_autofree char *second_path = NULL;
  g_autoptr(GFile) first_file = NULL;
  g_autoptr(GFile) second_file = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  ludus_test_remove_unfinished_games ();
  ludus_window_play (window, first);
  play_human_step (window);
  first_path = session_autosave (window);
  ludus_window_play (window, second);
  play_human_step (window);
  second_path = session_autosave (window);
  g_assert_cmpstr (first_path, !=, second_path);
  first_file = g_file_new_for_path (first_path);
  second_file = g_file_new_for_path (second_path);
  g_assert_true (file_exists (first_path));

  ludus_window_show_library (window);
  library = LUDUS_LIBRARY_PAGE (ludus_test_find_widget (GTK_WIDGET (window), LUDUS_TYPE_LIBRARY_PAGE));
  g_assert_nonnull (library);
  g_assert_cmpuint (ludus_library_page_get_n_unfinished (library), ==, 2);

  /* Delete, then Undo. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.delete-unfinished", "s",
                                             first_path));
  g_assert_false (file_exists (first_path));
  g_assert_cmpuint (ludus_library_page_get_n_unfinished (library), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undelete-unfinished", "s",
                                             first_path));
  g_assert_true (file_exists (first_path));
  g_assert_cmpuint (ludus_library_page_get_n_unfinished (library), ==, 2);

  /* Continue the first: it goes on in its own file. */
  g_assert_true (g_file_get_contents (first_path, &before, NULL, NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.continue-file", "s",
                                             first_path));
  g_assert_nonnull (ludus_window_get_game (window));
  g_assert_cmpuint (ludus_game_get_n_moves (ludus_window_get_game (window)), ==, 1);
  play_human_step (window);
  g_assert_cmpstr (ludus_session_get_autosave_path (ludus_window_get_session (window)), ==, first_path);
  g_assert_true (g_file_get_contents (first_path, &after, NULL, NULL));
  g_assert_cmpstr (before, !=, after);

  /* Another window's Continue of it shows the window that plays it:
   * two windows would save over each other's moves. */
  other = ludus_test_new_window ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (other), "win.continue-file", "s", first_path));
  g_assert_null (ludus_window_get_game (other));
  g_assert_true (ludus_window_open_file (other, first_file));
  g_assert_null (ludus_window_get_game (other));
  g_assert_cmpstr (ludus_session_get_autosave_path (ludus_window_get_session (window)), ==, first_path);
  ludus_test_destroy_window (GTK_WINDOW (other));

  /* Open of an autosave by hand goes on in it, as Continue does, so that
   * Continue does not list the game twice. */
  ludus_window_show_library (window);
  g_assert_true (ludus_window_open_file (window, second_file));
  g_assert_cmpuint (ludus_game_get_n_moves (ludus_window_get_game (window)), ==, 1);
  play_human_step (window);
  g_assert_cmpstr (ludus_session_get_autosave_path (ludus_window_get_session (window)), ==, second_path);
  ludus_window_show_library (window);
  g_assert_cmpuint (ludus_library_page_get_n_unfinished (library), ==, 2);
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

/* The rows under @root that activate @action_name. */
static GPtrArray *
rows_with_action (GtkWidget  *root,
                  const char *action_name)
{
  g_autoptr(GPtrArray) widgets = ludus_test_list_widgets (root);
  GPtrArray *rows = g_ptr_array_new ();

  for (guint i = 0; i < widgets->len; i++)
    if (GTK_IS_LIST_BOX_ROW (widgets->pdata[i]) &&
        g_strcmp0 (gtk_actionable_get_action_name (widgets->pdata[i]), action_name) == 0)
      g_ptr_array_add (rows, widgets->pdata[i]);
  return rows;
}

/* Each Continue row shows its game's picture, as the games to choose from
 * do, and a save that cannot be read a warning as wide: every title starts
 * at the same place. */
static void
test_continue_pictures (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (2, FALSE, SEED + 27);
  g_autoptr(GPtrArray) rows = NULL;
  LudusLibraryPage *library;
  double title_x = -1;

  ludus_test_remove_unfinished_games ();
  g_free (write_corrupt_autosave ());
  ludus_window_play (window, game);
  play_human_step (window);
  ludus_window_show_library (window);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 3);
  library = LUDUS_LIBRARY_PAGE (ludus_test_find_widget (GTK_WIDGET (window), LUDUS_TYPE_LIBRARY_PAGE));
  rows = rows_with_action (GTK_WIDGET (library), "win.continue-file");
  g_assert_cmpuint (rows->len, ==, 2);
  for (guint i = 0; i < rows->len; i++)
    {
      GtkWidget *row = rows->pdata[i];
      const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
      gboolean readable = !gtk_widget_has_css_class (row, "unreadable");
      GtkWidget *emblem = ludus_test_find_widget (row, LUDUS_TYPE_GAME_EMBLEM);
      GtkWidget *warning = ludus_test_find_widget (row, GTK_TYPE_IMAGE);
      GtkLabel *label = ludus_test_find_label (row, title);
      graphene_point_t at;

      g_test_message ("%s", title);
      g_assert_true (readable == (emblem != NULL));
      if (!readable)
        g_assert_cmpstr (gtk_image_get_icon_name (GTK_IMAGE (warning)), ==, "dialog-warning-symbolic");
      g_assert_nonnull (label);
      g_assert_true (gtk_widget_compute_point (GTK_WIDGET (label), row, &GRAPHENE_POINT_INIT (0, 0), &at));
      if (title_x < 0)
        title_x = at.x;
      g_assert_cmpfloat_with_epsilon (at.x, title_x, 0.5);
    }
  /* The pictures add no control a screen reader would find unnamed. */
  ludus_test_assert_controls_named (GTK_WIDGET (library));
  g_free (ludus_test_save_screenshot (GTK_WINDOW (window), NULL, "library-continue-pictures"));

  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

/* Past four unfinished games the older ones wait behind a row that says
 * how many, so that the games to choose from stay in view; the row shows
 * them, the focus on the first it showed. */
static void
test_many_unfinished (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (2, FALSE, SEED + 25);
  g_autoptr(GPtrArray) continues = NULL;
  g_autoptr(GPtrArray) more = NULL;
  g_autofree char *path = NULL;
  g_autofree char *data = NULL;
  LudusLibraryPage *library;

  ludus_test_remove_unfinished_games ();
  ludus_window_play (window, game);
  play_human_step (window);
  path = session_autosave (window);
  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *copy = ludus_autosave_new_path ();

      g_assert_true (g_file_set_contents (copy, data, -1, NULL));
    }

  ludus_window_show_library (window);
  library = LUDUS_LIBRARY_PAGE (ludus_test_find_widget (GTK_WIDGET (window), LUDUS_TYPE_LIBRARY_PAGE));
  g_assert_cmpuint (ludus_library_page_get_n_unfinished (library), ==, 5);
  continues = rows_with_action (GTK_WIDGET (library), "win.continue-file");
  g_assert_cmpuint (continues->len, ==, 3);
  more = rows_with_action (GTK_WIDGET (library), "library.show-all-unfinished");
  g_assert_cmpuint (more->len, ==, 1);
  g_assert_nonnull (ludus_test_find_label (more->pdata[0], "Show 2 More Games"));
  g_assert_null (gtk_test_accessible_check_property (more->pdata[0], GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                     "Show 2 More Games"));
  g_free (ludus_test_save_screenshot (GTK_WINDOW (window), NULL, "library-many-unfinished"));

  g_assert_true (gtk_widget_grab_focus (more->pdata[0]));
  g_assert_true (gtk_widget_activate (more->pdata[0]));
  g_ptr_array_unref (continues);
  continues = rows_with_action (GTK_WIDGET (library), "win.continue-file");
  g_assert_cmpuint (continues->len, ==, 5);
  g_ptr_array_unref (more);
  more = rows_with_action (GTK_WIDGET (library), "library.show-all-unfinished");
  g_assert_cmpuint (more->len, ==, 0);
  g_assert_true (gtk_widget_has_focus (continues->pdata[3]));

  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

/* Sets when the unfinished game in @path was last played and returns
 * what its row says. */
static char *
last_played_after (LudusWindow *window,
                   const char  *path,
                   GDateTime   *when)
{
  struct utimbuf times;
  LudusLibraryPage *library;
  g_autoptr(GPtrArray) rows = NULL;

  times.actime = times.modtime = g_date_time_to_unix (when);
  g_assert_cmpint (g_utime (path, &times), ==, 0);
  ludus_window_show_library (window);
  library = LUDUS_LIBRARY_PAGE (ludus_test_find_widget (GTK_WIDGET (window), LUDUS_TYPE_LIBRARY_PAGE));
  rows = rows_with_action (GTK_WIDGET (library), "win.continue-file");
  g_assert_cmpuint (rows->len, ==, 1);
  return g_strdup (adw_action_row_get_subtitle (rows->pdata[0]));
}

/* A Continue row says when its game was last played as a person would:
 * today, yesterday, the weekday within a week, the date before that. */
static void
test_last_played (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (2, FALSE, SEED + 26);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *path = NULL;
  struct { const char *language; int days_ago; const char *format; } cases[] = {
    { "en", 0, "Anna, Béla · 1 move · Today, %H:%M" },
    { "en", 1, "Anna, Béla · 1 move · Yesterday, %H:%M" },
    { "en", 3, "Anna, Béla · 1 move · %A, %H:%M" },
    { "en", 6, "Anna, Béla · 1 move · %A, %H:%M" },
    { "en", 7, "Anna, Béla · 1 move · %x, %H:%M" },
    { "en", 40, "Anna, Béla · 1 move · %x, %H:%M" },
    /* A clock set wrong: the date, never "Today" for a time to come. */
    { "en", -2, "Anna, Béla · 1 move · %x, %H:%M" },
    /* In lower case, as the locale's weekday ("hétfő") beside it. */
    { "hu", 0, "Anna, Béla · 1 lépés · ma %H:%M" },
    { "hu", 1, "Anna, Béla · 1 lépés · tegnap %H:%M" },
    { "hu", 3, "Anna, Béla · 1 lépés · %A %H:%M" },
  };

  ludus_test_remove_unfinished_games ();
  ludus_window_play (window, game);
  play_human_step (window);
  path = session_autosave (window);
  ludus_window_show_library (window);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GDateTime) when = g_date_time_add_days (now, -cases[i].days_ago);
      g_autofree char *expected = NULL;
      g_autofree char *subtitle = NULL;

      ludus_test_set_language (cases[i].language);
      expected = g_date_time_format (when, cases[i].format);
      subtitle = last_played_after (window, path, when);
      g_test_message ("%s, %d days ago", cases[i].language, cases[i].days_ago);
      g_assert_cmpstr (subtitle, ==, expected);
    }
  ludus_test_set_language ("en");
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

static gboolean
window_has_game (gpointer window)
{
  return ludus_window_get_game (window) != NULL;
}

/* The drop-downs of every seat with @tooltip start at the same x and are
 * as wide: the name entries, and their pencils, line up. */
static void
assert_column_aligned (GtkWidget  *dialog,
                       const char *tooltip)
{
  g_autoptr(GPtrArray) widgets = ludus_test_list_widgets (dialog);
  graphene_rect_t first = GRAPHENE_RECT_INIT (0, 0, 0, 0), bounds;
  guint n = 0;

  for (guint i = 0; i < widgets->len; i++)
    if (GTK_IS_DROP_DOWN (widgets->pdata[i]) && gtk_widget_get_mapped (widgets->pdata[i]) &&
        g_strcmp0 (gtk_widget_get_tooltip_text (widgets->pdata[i]), tooltip) == 0)
      {
        g_assert_true (gtk_widget_compute_bounds (widgets->pdata[i], dialog, &bounds));
        if (n++ == 0)
          first = bounds;
        g_assert_cmpfloat (bounds.origin.x, ==, first.origin.x);
        g_assert_cmpfloat (bounds.size.width, ==, first.size.width);
      }
  g_assert_cmpuint (n, >, 1);
}

/* A colour chosen for a seat that another has: that one takes another
 * colour, and no two seats share one. */
static void
assert_colours_apart (GtkWidget *dialog)
{
  g_autoptr(GPtrArray) colours = ludus_test_colour_drop_downs (dialog);
  guint taken;

  g_assert_cmpuint (colours->len, ==, 4);
  taken = gtk_drop_down_get_selected (colours->pdata[0]);
  gtk_drop_down_set_selected (colours->pdata[2], taken);
  g_assert_cmpuint (gtk_drop_down_get_selected (colours->pdata[2]), ==, taken);
  for (guint i = 0; i < colours->len; i++)
    for (guint j = i + 1; j < colours->len; j++)
      g_assert_cmpuint (gtk_drop_down_get_selected (colours->pdata[i]), !=,
                        gtk_drop_down_get_selected (colours->pdata[j]));
}

static const char same_name_error[] =
  "Players 1 and 4 are both called “ZSÓFIA”: give each a name of their own";

static gboolean
error_shown (gpointer dialog)
{
  GtkLabel *label = ludus_test_find_label (dialog, same_name_error);

  return label != NULL && gtk_widget_get_visible (GTK_WIDGET (label));
}

static void
test_new_game_dialog (void)
{
  LudusWindow *window = ludus_test_new_window ();
  GSettings *settings = ludus_application_get_settings (ludus_test_get_application ());
  LudusNewGameDialog *dialog;
  g_autoptr(GVariant) setups = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusGame) again = NULL;
  GtkWidget *focus;
  LudusGame *game;

  dialog = ludus_window_new_game (window, "medici");
  g_assert_true (LUDUS_IS_NEW_GAME_DIALOG (dialog));
  ludus_test_wait_for_frames (GTK_WIDGET (dialog), 2);
  ludus_new_game_dialog_set_n_players (dialog, 4);
  ludus_new_game_dialog_set_seat (dialog, 0, "Zsófia", TRUE, LUDUS_AI_NORMAL);
  ludus_new_game_dialog_set_seat (dialog, 1, "Gép", FALSE, LUDUS_AI_HARD);
  /* A name is cleaned of controls and bidi overrides. */
  ludus_new_game_dialog_set_seat (dialog, 2, "Har\tmadik\xe2\x80\xae", TRUE, LUDUS_AI_NORMAL);
  /* Two players of one name could not be told apart: Start says so. */
  ludus_new_game_dialog_set_seat (dialog, 3, " ZSÓFIA", TRUE, LUDUS_AI_NORMAL);
  ludus_new_game_dialog_set_seed (dialog, 42);
  ludus_test_wait_for_frames (GTK_WIDGET (dialog), 2);
  assert_column_aligned (GTK_WIDGET (dialog), _("Who plays this seat"));
  assert_column_aligned (GTK_WIDGET (dialog), _("Colour"));
  assert_colours_apart (GTK_WIDGET (dialog));
  /* Enter starts the game: the focus opens on Start, not on Cancel. */
  focus = gtk_root_get_focus (GTK_ROOT (dialog));
  g_assert_nonnull (focus);
  g_assert_true (focus == gtk_window_get_default_widget (GTK_WINDOW (dialog)));
  g_assert_true (gtk_widget_activate (focus));
  ludus_test_wait_until (error_shown, dialog);
  g_assert_null (ludus_window_get_game (window));
  {
    GtkLabel *label = ludus_test_find_label (GTK_WIDGET (dialog), same_name_error);

    g_assert_true (ludus_test_in_view (GTK_WIDGET (label)));
    /* Typing a name of its own clears the error. */
    ludus_new_game_dialog_set_seat (dialog, 3, "Negyedik", TRUE, LUDUS_AI_NORMAL);
    g_assert_false (gtk_widget_get_visible (GTK_WIDGET (label)));
  }
  g_assert_true (gtk_widget_activate (focus));
  /* A button activated shows itself pressed a moment, then clicks. */
  ludus_test_wait_until (window_has_game, window);

  game = ludus_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpuint (ludus_game_get_n_players (game), ==, 4);
  g_assert_cmpstr (ludus_game_get_options (game)->seats[0].name, ==, "Zsófia");
  g_assert_false (ludus_game_get_options (game)->seats[1].human);
  g_assert_cmpint (ludus_game_get_options (game)->seats[1].level, ==, LUDUS_AI_HARD);
  g_assert_cmpuint (ludus_game_get_options (game)->seed, ==, 42);
  g_assert_cmpstr (ludus_game_get_options (game)->seats[2].name, ==, "Harmadik");

  /* The set-up is remembered for the next game of Medici. */
  setups = g_settings_get_value (settings, "last-setups");
  g_assert_true (g_variant_lookup (setups, "medici", "&s", NULL));
  dialog = ludus_window_new_game (window, "medici");
  again = ludus_new_game_dialog_create_game (dialog, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ludus_game_get_n_players (again), ==, 4);
  g_assert_cmpstr (ludus_game_get_options (again)->seats[0].name, ==, "Zsófia");
  g_assert_false (ludus_game_get_options (again)->seats[1].human);
  g_assert_cmpint (ludus_game_get_options (again)->seats[1].level, ==, LUDUS_AI_HARD);
  g_assert_true (ludus_game_get_options (again)->seats[2].human);
  g_assert_cmpuint (ludus_game_get_options (again)->seed, !=, 42);
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "last-setups");
  ludus_test_remove_unfinished_games ();
}

/* With "confirm before ending a turn" on, Take asks first. */
static void
test_confirm_take (void)
{
  GSettings *settings = ludus_application_get_settings (ludus_test_get_application ());
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (2, FALSE, SEED + 9);
  GtkWidget *view;
  GtkWindow *dialog;
  guint n_moves;

  g_settings_set_boolean (settings, "confirm-end-turn", TRUE);
  ludus_window_play (window, game);
  view = GTK_WIDGET (get_view (window));
  g_assert_true (gtk_widget_activate_action (view, "medici.reveal", NULL));
  n_moves = ludus_game_get_n_moves (game);

  g_assert_true (gtk_widget_activate_action (view, "medici.take", NULL));
  dialog = ludus_test_find_window (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  ludus_test_iterate ();
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves);

  g_assert_true (gtk_widget_activate_action (view, "medici.take", NULL));
  dialog = ludus_test_find_window (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "take");
  ludus_test_iterate ();
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves + 1);

  g_settings_set_boolean (settings, "confirm-end-turn", FALSE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

static void
test_corrupt_save (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autofree char *path = g_build_filename (data_dir, "corrupt.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *contents = NULL;
  GtkWindow *dialog;
  g_autofree char *base = NULL;
  GStatBuf before, after;

  g_autoptr(GPtrArray) unfinished_before = ludus_autosave_list ();
  g_autoptr(GPtrArray) unfinished_after = NULL;

  g_assert_true (g_file_set_contents (path, corrupt_save, -1, NULL));
  g_assert_cmpint (g_stat (path, &before), ==, 0);

  g_assert_false (ludus_window_open_file (window, file));
  base = g_path_get_basename (path);
  dialog = find_error_dialog (base);
  g_assert_null (ludus_window_get_game (window));
  /* Said in words; the reader's text is under Details. */
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)),
                            "This file is not a Ludus save"));
  g_assert_null (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), "JSON"));
  {
    GtkWidget *expander = ludus_test_find_widget (GTK_WIDGET (dialog), GTK_TYPE_EXPANDER);

    g_assert_nonnull (expander);
    g_assert_false (gtk_expander_get_expanded (GTK_EXPANDER (expander)));
    g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (gtk_expander_get_child (GTK_EXPANDER (expander)))),
                              "JSON"));
  }

  /* Nothing changed on disk. */
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, corrupt_save);
  g_assert_cmpint (g_stat (path, &after), ==, 0);
  g_assert_cmpint (after.st_mtime, ==, before.st_mtime);
  unfinished_after = ludus_autosave_list ();
  g_assert_cmpuint (unfinished_after->len, ==, unfinished_before->len);

  gtk_window_destroy (dialog);
  ludus_test_destroy_window (GTK_WINDOW (window));
}

static void
test_cards (void)
{
  const LudusMediciCard fur = { LUDUS_MEDICI_FUR, 2, 3, FALSE };
  const LudusMediciCard green = { LUDUS_MEDICI_NO_GOODS, 0, 2, TRUE };
  g_autofree char *fur_name = ludus_medici_card_accessible_name (&fur);
  g_autofree char *green_name = ludus_medici_card_accessible_name (&green);
  GtkWidget *card = g_object_ref_sink (ludus_medici_card_widget_new (&fur, FALSE));
  g_autofree char *fur_tooltip = NULL;

  g_assert_cmpstr (fur_name, ==, "Fur, value 3, two goods");
  g_assert_cmpstr (green_name, ==, "Green card, value 2, takes no space");
  /* The card's name, then its kind's rule (test-rule-help.c checks those). */
  fur_tooltip = g_strconcat (fur_name, "\n", ludus_rule_help_get (card), NULL);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (card), ==, fur_tooltip);
  g_assert_false (gtk_widget_get_focusable (card));
  ludus_medici_card_widget_set_takeable (LUDUS_MEDICI_CARD_WIDGET (card), TRUE, TRUE);
  g_assert_true (gtk_widget_get_focusable (card));
  g_assert_true (gtk_widget_has_css_class (card, "fur"));
  g_assert_finalize_object (card);
}

static void
test_rules_window (void)
{
  LudusWindow *window = ludus_test_new_window ();
  GtkWindow *rules;

  g_assert_true (ludus_rules_window_has_rules ("medici"));
  /* From the library, the rules of Medici. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rules", NULL));
  rules = ludus_test_find_window (LUDUS_TYPE_RULES_WINDOW);
  g_assert_nonnull (rules);
  ludus_test_wait_for_frames (GTK_WIDGET (rules), 2);
  gtk_window_destroy (rules);
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* Screenshots --------------------------------------------------------------
 *
 * All seats human so that nothing moves by itself; the positions come from
 * the model's own moves: reveal twice, then take as much as is allowed. */

static LudusMove
scripted_move (LudusGame *game)
{
  const LudusMediciState *state = state_of (game);
  LudusMove best = ludus_medici_move_take (LUDUS_MEDICI_TAKE_LAST);

  if (is_legal (game, ludus_medici_move_reveal ()) &&
      (state->turn_reveals < 2 || !is_legal (game, best)))
    return ludus_medici_move_reveal ();

  for (guint take = 7; take > 0; take--)
    if ((take & 1) != 0 && is_legal (game, ludus_medici_move_take (take)))
      return ludus_medici_move_take (take);
  return best;
}

static void
apply_scripted (LudusGame *game)
{
  LudusMove move = scripted_move (game);
  g_autoptr(GError) error = NULL;

  g_assert_true (ludus_game_apply_move (game, &move, &error));
  g_assert_no_error (error);
}

/* Plays until the next move would end day @day. */
static void
play_to_end_of_day (LudusGame *game,
                    guint      day)
{
  for (;;)
    {
      g_autofree LudusMediciState *copy = g_memdup2 (state_of (game), sizeof (LudusMediciState));
      LudusMove move = scripted_move (game);

      ludus_medici_rules.apply (copy, &move);
      if (copy->day > day)
        return;
      apply_scripted (game);
    }
}

/* The market's 2nd-last card: the card widget followed by just one more. */
static GtkWidget *
find_second_last_card (GtkWidget *root)
{
  g_autoptr(GPtrArray) widgets = ludus_test_list_widgets (root);

  for (guint i = 0; i < widgets->len; i++)
    {
      GtkWidget *widget = widgets->pdata[i], *next;

      if (LUDUS_IS_MEDICI_CARD_WIDGET (widget) && gtk_widget_get_focusable (widget) &&
          (next = gtk_widget_get_next_sibling (widget)) != NULL && gtk_widget_get_next_sibling (next) == NULL)
        return widget;
    }
  return NULL;
}

static gboolean
space_card (const LudusMediciState *state,
            guint                   from_end)
{
  return !state->content->cards[state->market[state->market_len - from_end]].green;
}

/* Until a player with room for one more card faces two cards that take
 * space at the end of the market. */
static void
play_to_full_ship (LudusGame *game)
{
  const LudusMediciState *state = state_of (game);

  while (!(state->market_len >= 2 && state->capacity - state->ship_space[state->current] == 1 &&
           space_card (state, 1) && space_card (state, 2)))
    {
      g_assert_false (ludus_game_is_over (game));
      apply_scripted (game);
      state = state_of (game);
    }
}

/* A click on the 2nd-last card, which does not fit: the reason in the prompt. */
static GtkWindow *
setup_refused_card (LudusWindow *window)
{
  g_autoptr(LudusGame) game = new_game (3, FALSE, SEED);
  GtkWidget *view;

  play_to_full_ship (game);
  view = ludus_window_play (window, game);
  ludus_test_iterate ();
  g_signal_emit_by_name (find_second_last_card (view), "activate");
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
  return NULL;
}

/* A card that does not fit on the player's ship: not marked, and the
 * prompt line says which rule stands in the way. */
static void
test_refused_card (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (3, FALSE, SEED);
  const LudusMediciState *state = state_of (game);
  GtkWidget *view;
  GtkWidget *prompt = NULL;
  GtkWidget *card;
  guint player, space;
  const char *expected = "Your ship has room for 1 more card that takes space, "
                         "and the last card must go too (green cards always fit).";

  play_to_full_ship (game);
  state = state_of (game);
  player = state->current;
  space = state->ship_space[player];
  view = ludus_window_play (window, game);
  ludus_test_iterate ();

  /* A click on the card (its ::activate, as a click, Space or Enter sends). */
  card = find_second_last_card (view);
  g_assert_nonnull (card);
  g_signal_emit_by_name (card, "activate");
  prompt = GTK_WIDGET (ludus_test_find_label (view, expected));
  g_assert_nonnull (prompt);
  g_assert_true (gtk_widget_has_css_class (prompt, "error"));
  /* Nothing was marked: Take takes the last card alone. */
  g_assert_true (gtk_widget_activate_action (view, "medici.take", NULL));
  ludus_test_iterate ();
  g_assert_cmpuint (state_of (game)->ship_space[player], ==, space + 1);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* Two players who reveal three cards and take one can pass 32 cards in the
 * market: more than a take's bits.  Every card is shown, and only the last
 * three can be taken. */
static void
test_long_market (void)
{
  LudusWindow *window = ludus_test_new_window ();
  /* A deal whose first day runs long enough (39 cards at most). */
  g_autoptr(LudusGame) game = new_game (2, FALSE, SEED + 2);
  const LudusMediciState *state = state_of (game);
  GtkWidget *view;
  GtkWidget *market;
  guint position;

  while (state->market_len <= 32 && state->day == 0)
    {
      LudusMove reveal = ludus_medici_move_reveal ();
      LudusMove take = ludus_medici_move_take (LUDUS_MEDICI_TAKE_LAST);
      g_autoptr(GError) error = NULL;

      g_assert_true (ludus_game_apply_move (game, is_legal (game, reveal) ? &reveal : &take, &error));
      g_assert_no_error (error);
      state = state_of (game);
    }
  g_assert_cmpuint (state->market_len, >, 32);
  g_assert_cmpuint (state->day, ==, 0);

  view = ludus_window_play (window, game);
  ludus_test_iterate ();
  market = gtk_widget_get_parent (find_second_last_card (view));
  position = state->market_len;
  for (GtkWidget *card = gtk_widget_get_first_child (market);
       card != NULL;
       card = gtk_widget_get_next_sibling (card), position--)
    {
      g_assert_true (LUDUS_IS_MEDICI_CARD_WIDGET (card));
      if (position > LUDUS_MEDICI_TAKE_REACH)
        {
          g_assert_false (gtk_widget_has_css_class (card, "takeable"));
          g_assert_false (gtk_widget_get_focusable (card));
        }
    }
  g_assert_cmpuint (position, ==, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* Cards revealed one by one onto a market longer than an 800 × 600 window
 * shows: the market follows its end, so the card just turned is in sight
 * as soon as it is drawn. */
static void
test_market_follows (void)
{
  LudusWindow *window = ludus_test_new_window_sized (800, 600);
  g_autoptr(LudusGame) game = new_game (2, FALSE, SEED + 2);
  const LudusMediciState *state = state_of (game);
  GtkWidget *view = ludus_window_play (window, game);
  GtkWidget *market = NULL;
  guint n_out_of_sight = 0;

  ludus_test_play_without_pauses ();
  while (state->market_len <= 16 && state->day == 0)
    {
      LudusMove reveal = ludus_medici_move_reveal ();
      LudusMove take = ludus_medici_move_take (LUDUS_MEDICI_TAKE_LAST);
      gboolean revealing = is_legal (game, reveal);
      g_autoptr(GError) error = NULL;

      g_assert_true (ludus_game_apply_move (game, revealing ? &reveal : &take, &error));
      g_assert_no_error (error);
      state = state_of (game);
      ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
      if (market == NULL && state->market_len >= 2)
        market = gtk_widget_get_parent (find_second_last_card (view));
      if (revealing && market != NULL && !ludus_test_in_view (gtk_widget_get_last_child (market)))
        {
          g_test_message ("the card just turned, the market's %u., is out of sight", state->market_len);
          n_out_of_sight++;
        }
    }
  g_assert_cmpuint (state->market_len, >, 16);
  /* The market is longer than the window: its first card is out of sight. */
  g_assert_false (ludus_test_in_view (gtk_widget_get_first_child (market)));
  g_assert_cmpuint (n_out_of_sight, ==, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* With the most players, at every stage of a game, the table fits an
 * 800 × 600 window (the log open beside it): its minimum width, its
 * minimum height at that width, and no sideways scrolling. */
static void
test_sizes (void)
{
  LudusWindow *window = ludus_test_new_window_sized (800, 600);
  g_autoptr(LudusGame) game = new_game (6, FALSE, SEED);

  ludus_window_play (window, game);
  for (guint day = 0; day < 3; day++)
    {
      int min_width, min_height;

      play_to_end_of_day (game, day);
      ludus_test_wait_for_frames (GTK_WIDGET (window), 5);
      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, 800, &min_height, NULL, NULL, NULL);
      g_test_message ("day %u: minimum %d × %d", day + 1, min_width, min_height);
      /* The table itself never scrolls sideways, its 6 players included. */
      {
        GtkWidget *scroller = ludus_test_find_widget (GTK_WIDGET (get_view (window)), GTK_TYPE_SCROLLED_WINDOW);
        GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));

        g_assert_cmpfloat (gtk_adjustment_get_upper (h), <=, gtk_adjustment_get_page_size (h) + 0.5);
      }
      g_assert_cmpint (min_width, <=, 800);
      g_assert_cmpint (min_height, <=, 600);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 800);
    }

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* In a tall window the cards grow until the table fills it, and never so
 * much that it scrolls: with one row of ships (2 and 3 players) and two
 * (4 to 6), at the end of each day, when the ships hold the most, and in
 * the languages whose panels wrap most. */
static void
test_grows (void)
{
  static const struct
  {
    const char *language;
    int         width, height;
    double      scale;  /* at least, with two rows of ships */
  } cases[] = {
    { "en", 1920, 1080, 1.5 },
    { "en", 1366, 768, 1.125 },
    { "en", 1280, 800, 1.125 },
    { "hu", 1366, 768, 1.125 },
    { "sk", 1366, 768, 1.125 },
  };

  for (guint n_players = 2; n_players <= 6; n_players++)
    for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
      {
        LudusWindow *window;
        g_autoptr(LudusGame) game = new_game (n_players, FALSE, SEED + n_players);
        LudusMediciView *view;
        GtkWidget *scroller;
        GtkAdjustment *v;

        ludus_test_set_language (cases[k].language);
        window = ludus_test_new_window_sized (cases[k].width, cases[k].height);
        ludus_window_play (window, game);
        view = get_view (window);
        scroller = ludus_test_find_widget (GTK_WIDGET (view), GTK_TYPE_SCROLLED_WINDOW);
        v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
        for (guint day = 0; day < 3; day++)
          {
            double scale;

            play_to_end_of_day (game, day);
            ludus_test_wait_for_frames (GTK_WIDGET (window), 5);
            scale = ludus_board_view_get_scale (LUDUS_BOARD_VIEW (view));
            g_test_message ("%s, %u players, %d × %d, day %u: scale %.3f, table %.0f of %.0f px",
                            cases[k].language, n_players, cases[k].width, cases[k].height, day + 1,
                            scale, gtk_adjustment_get_upper (v), gtk_adjustment_get_page_size (v));
            g_assert_cmpfloat (scale, >=, cases[k].scale);
            g_assert_cmpfloat (gtk_adjustment_get_upper (v), <=, gtk_adjustment_get_page_size (v) + 0.5);
          }
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
        ludus_test_destroy_window (GTK_WINDOW (window));
      }
  ludus_test_set_language ("en");
}

static GtkWindow *
setup_table (LudusWindow *window)
{
  /* Plain names: this is the store page's first picture. */
  static const char * const names[] = { "Anna", "Béla", "Carlos", "Dóra" };
  g_autoptr(LudusGame) game = ludus_test_new_game ("medici", 4, 4, names, SEED + 7, FALSE);
  GtkWidget *view;

  /* Into the second day, then a turn begun with a reveal. */
  play_to_end_of_day (game, 0);
  apply_scripted (game);
  for (guint i = 0; i < 9; i++)
    apply_scripted (game);
  while (state_of (game)->turn_reveals > 0 || state_of (game)->market_len == 0)
    apply_scripted (game);
  ludus_window_play (window, game);
  view = GTK_WIDGET (get_view (window));
  gtk_widget_activate_action (view, "medici.reveal", NULL);
  gtk_widget_activate_action (view, "medici.toggle-card", "u", 2);
  /* Let the page transition end. */
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
  return NULL;
}

/* At the start of a game against computers who played first, Undo is off:
 * it used to take back a computer's take, which the computer replayed. */
static LudusGame *
computer_starts_game (void)
{
  LudusGame *game = NULL;
  guint64 seed = SEED;

  while (game == NULL || ludus_game_get_current_player (game) == 0)
    {
      g_clear_object (&game);
      game = new_game (3, TRUE, seed++);
    }
  return game;
}

static void
test_no_undo_at_start (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = computer_starts_game ();
  GtkWidget *button;

  ludus_window_play (window, game);
  ludus_test_wait_until (human_to_move, game);
  g_assert_cmpuint (ludus_game_get_n_moves (game), >, 0);
  g_assert_true (ludus_game_get_can_undo (game));

  button = ludus_test_find_button (GTK_WIDGET (window), "win.undo");
  g_assert_false (gtk_widget_is_sensitive (button));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "Undo Move");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

/* A game continued on day 2 starts at the table, not at the first day's
 * scoring sheet (which it used to reopen, with "Start the Next Day"). */
static void
test_resume_day_two (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (4, FALSE, SEED + 7);
  g_autofree char *path = g_build_filename (data_dir, "medici-day-two.ludus", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  LudusGame *resumed;

  play_to_end_of_day (game, 0);
  apply_scripted (game);
  apply_scripted (game);
  g_assert_cmpuint (state_of (game)->day, ==, 1);
  g_assert_true (ludus_save_write (game, file, NULL, &error));
  g_assert_no_error (error);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.continue-file", "s", path));
  ludus_test_wait_for_frames (GTK_WIDGET (window), 2);
  resumed = ludus_window_get_game (window);
  g_assert_nonnull (resumed);
  g_assert_cmpuint (ludus_game_get_n_moves (resumed), ==, ludus_game_get_n_moves (game));
  g_assert_null (ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (get_view (window))));
  g_assert_null (ludus_test_find_window (LUDUS_TYPE_MEDICI_DAY_SHEET));

  /* The next day's end still shows its sheet. */
  play_to_end_of_day (resumed, 1);
  apply_scripted (resumed);
  g_assert_true (LUDUS_IS_MEDICI_DAY_SHEET (ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (get_view (window)))));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
  g_remove (path);
}

/* The library after a game was left: the Continue row. */
/* The unfinished games as last played at one fixed time (2026-03-14
 * 15:09 UTC), so that the library's "when" reads the same in every run. */
static void
fix_unfinished_games_time (void)
{
  g_autoptr(GPtrArray) paths = ludus_autosave_list ();
  struct utimbuf when = { 1773500940, 1773500940 };

  g_assert_cmpuint (paths->len, >, 0);
  for (guint i = 0; i < paths->len; i++)
    g_assert_cmpint (g_utime (g_ptr_array_index (paths, i), &when), ==, 0);
}

static GtkWindow *
setup_continue (LudusWindow *window)
{
  g_autoptr(LudusGame) game = new_game (3, FALSE, SEED + 11);

  /* This one alone, not the games of the other screenshots. */
  ludus_test_remove_unfinished_games ();
  ludus_window_play (window, game);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (get_view (window)), "medici.reveal", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  fix_unfinished_games_time ();
  /* Listed again, with that time. */
  ludus_window_show_library (window);
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
  return NULL;
}

/* A game whose autosave failed: the toast. */
static GtkWindow *
setup_autosave_failed (LudusWindow *window)
{
  g_autoptr(LudusGame) game = new_game (2, FALSE, SEED + 21);

  block_autosave ();
  ludus_window_play (window, game);
  play_human_step (window);
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
  return NULL;
}

/* The library with an autosave that cannot be read. */
static GtkWindow *
setup_continue_broken (LudusWindow *window)
{
  g_autofree char *autosave = NULL;

  ludus_test_remove_unfinished_games ();
  autosave = write_corrupt_autosave ();

  ludus_window_show_library (window);
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
  return NULL;
}

static GtkWindow *
setup_day_sheet (LudusWindow *window)
{
  g_autoptr(LudusGame) game = new_game (4, FALSE, SEED + 3);

  play_to_end_of_day (game, 0);
  ludus_window_play (window, game);
  apply_scripted (game);
  return ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (get_view (window)));
}

/* Hot-seat: the second player pressed Undo on the first one's take. */
static GtkWindow *
setup_undo_hot_seat (LudusWindow *window)
{
  g_autoptr(LudusGame) game = new_game (2, FALSE, SEED + 9);

  ludus_window_play (window, game);
  play_first_turn (window, game);
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
  g_signal_emit_by_name (ludus_test_find_button (GTK_WIDGET (window), "win.undo"), "clicked");
  return ludus_test_find_window (ADW_TYPE_MESSAGE_DIALOG);
}

/* The day sheet is as wide as its grid: no column cut, no sideways
 * scrolling, with 4 and 6 players in the languages of long words, and with
 * large text (GNOME's Large Text, 1.25 times), which made the table wider
 * than the sheet's former fixed 860 pixels. */
static void
test_day_sheet_fits (void)
{
  static const char * const languages[] = { "es", "hu" };
  static const guint players[] = { 4, 6 };
  static const char * const fonts[] = { "Cantarell 11", "Cantarell 14" };

  for (guint f = 0; f < G_N_ELEMENTS (fonts); f++)
    for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
      for (guint p = 0; p < G_N_ELEMENTS (players); p++)
        {
          LudusWindow *window;
          g_autoptr(LudusGame) game = NULL;
          GtkWindow *sheet;

          g_object_set (gtk_settings_get_default (), "gtk-font-name", fonts[f], NULL);
          ludus_test_set_language (languages[l]);
          window = ludus_test_new_window ();
          game = new_game (players[p], FALSE, SEED + 3);
          play_to_end_of_day (game, 0);
          ludus_window_play (window, game);
          apply_scripted (game);
          sheet = ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (get_view (window)));
          g_assert_true (LUDUS_IS_MEDICI_DAY_SHEET (sheet));
          g_test_message ("%s, %s, %u players", fonts[f], languages[l], players[p]);
          ludus_test_assert_sheet_fits (sheet);

          gtk_window_destroy (sheet);
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
          ludus_test_destroy_window (GTK_WINDOW (window));
          ludus_test_remove_unfinished_games ();
        }
  g_object_set (gtk_settings_get_default (), "gtk-font-name", fonts[0], NULL);
  ludus_test_set_language ("en");
}

/* The first turn of the human, after the computers': Undo is off. */
static GtkWindow *
setup_start (LudusWindow *window)
{
  g_autoptr(LudusGame) game = computer_starts_game ();

  ludus_window_play (window, game);
  ludus_test_wait_until (human_to_move, game);
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
  return NULL;
}

/* A game played to its end off screen, by the script. */
static LudusGame *
finished_game (guint   n_seats,
               guint64 seed)
{
  LudusGame *game = new_game (n_seats, FALSE, seed);

  while (!ludus_game_is_over (game))
    apply_scripted (game);
  return game;
}

static guint
games_played_by (const char *player,
                 guint       n_players)
{
  g_autoptr(GPtrArray) rows = ludus_statistics_load (NULL);
  guint played = 0;

  g_assert_nonnull (rows);
  for (guint i = 0; i < rows->len; i++)
    {
      const LudusStatisticsRow *row = g_ptr_array_index (rows, i);

      if (g_strcmp0 (row->player, player) == 0 && row->n_players == n_players &&
          g_str_equal (row->game_id, "medici"))
        played += row->played;
    }
  return played;
}

/* A game finished in the window counts once, for every player; reopening
 * it does not count it again.  The statistics window shows the rows and
 * Reset, once confirmed, forgets them. */
static void
test_statistics (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (3, FALSE, SEED + 31);
  g_autofree char *path = g_build_filename (data_dir, "statistics-game.ludus", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  guint before = games_played_by ("Carlos & <Co>", 3);
  GtkWindow *statistics, *dialog;

  play_to_end_of_day (game, LUDUS_MEDICI_N_DAYS - 1);
  ludus_window_play (window, game);
  apply_scripted (game);
  g_assert_true (ludus_game_is_over (game));
  while (ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (get_view (window))) != NULL)
    {
      gtk_window_destroy (ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (get_view (window))));
      ludus_test_iterate ();
    }
  ludus_test_wait_until (ludus_test_ranking_shown, NULL);
  gtk_window_destroy (ludus_test_find_ranking ());
  g_assert_cmpuint (games_played_by ("Carlos & <Co>", 3), ==, before + 1);

  g_assert_true (ludus_window_save_file (window, file));
  ludus_window_show_library (window);
  g_assert_true (ludus_window_open_file (window, file));
  ludus_test_wait_until (ludus_test_ranking_shown, NULL);
  gtk_window_destroy (ludus_test_find_ranking ());
  g_assert_cmpuint (games_played_by ("Carlos & <Co>", 3), ==, before + 1);
  ludus_window_show_library (window);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-statistics", NULL));
  statistics = ludus_test_find_window (LUDUS_TYPE_STATISTICS_WINDOW);
  g_assert_nonnull (statistics);
  g_assert_cmpuint (ludus_statistics_window_get_n_rows (LUDUS_STATISTICS_WINDOW (statistics)), >=, 3);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (statistics), "statistics.reset", NULL));
  dialog = ludus_test_find_window (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  ludus_test_iterate ();
  g_assert_cmpuint (ludus_statistics_window_get_n_rows (LUDUS_STATISTICS_WINDOW (statistics)), >=, 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (statistics), "statistics.reset", NULL));
  dialog = ludus_test_find_window (ADW_TYPE_MESSAGE_DIALOG);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "reset");
  ludus_test_iterate ();
  g_assert_cmpuint (ludus_statistics_window_get_n_rows (LUDUS_STATISTICS_WINDOW (statistics)), ==, 0);
  g_assert_cmpuint (games_played_by ("Carlos & <Co>", 3), ==, 0);

  gtk_window_destroy (statistics);
  ludus_test_destroy_window (GTK_WINDOW (window));
  g_assert_cmpint (g_remove (path), ==, 0);
}

/* The statistics of a few games: the last against the computers, so
 * Anna, in its first seat, is "you". */
static GtkWindow *
setup_statistics (LudusWindow *window)
{
  ludus_statistics_reset (NULL);
  for (guint i = 0; i < 5; i++)
    {
      g_autoptr(LudusGame) game = i < 4 ? finished_game (i % 2 == 0 ? 3 : 4, SEED + 40 + i)
                                        : new_game (3, TRUE, SEED + 44);

      while (!ludus_game_is_over (game))
        apply_scripted (game);
      g_assert_true (ludus_statistics_record (game, NULL));
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-statistics", NULL));
  return ludus_test_find_window (LUDUS_TYPE_STATISTICS_WINDOW);
}

/* Whether @row shows the "You" badge. */
static gboolean
has_you_badge (GtkWidget *row)
{
  g_autoptr(GPtrArray) widgets = ludus_test_list_widgets (row);

  for (guint i = 0; i < widgets->len; i++)
    if (GTK_IS_LABEL (widgets->pdata[i]) && g_str_equal (gtk_widget_get_name (widgets->pdata[i]), "you-badge"))
      return gtk_widget_get_visible (widgets->pdata[i]);
  return FALSE;
}

/* The Statistics window counts people by name and computers per level,
 * apart, and marks the row of the person at this desk: the first human
 * seat of the last game. */
static void
test_statistics_you (void)
{
  LudusWindow *window = ludus_test_new_window ();
  GtkWindow *statistics = setup_statistics (window);
  g_autoptr(GPtrArray) widgets = NULL;
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  guint n_you = 0;
  gboolean computers = FALSE;

  g_assert_nonnull (statistics);
  widgets = ludus_test_list_widgets (GTK_WIDGET (statistics));
  for (guint i = 0; i < widgets->len; i++)
    if (ADW_IS_ACTION_ROW (widgets->pdata[i]))
      g_ptr_array_add (rows, widgets->pdata[i]);
  g_assert_cmpuint (rows->len, ==, ludus_statistics_window_get_n_rows (LUDUS_STATISTICS_WINDOW (statistics)));
  for (guint i = 0; i < rows->len; i++)
    {
      const char *title = adw_preferences_row_get_title (rows->pdata[i]);
      const char *subtitle = adw_action_row_get_subtitle (rows->pdata[i]);

      if (has_you_badge (rows->pdata[i]))
        {
          n_you++;
          g_assert_true (g_str_has_prefix (title, "Anna, "));
        }
      computers |= g_str_has_prefix (title, "Computer, easy, 3 players");
      /* No whole average is written "90.0". */
      g_assert_null (strstr (subtitle, ".0"));
    }
  /* Anna at three and at four players; the computers' seats' names,
   * Béla and Carlos, only where people sat in them. */
  g_assert_cmpuint (n_you, ==, 2);
  g_assert_true (computers);

  gtk_window_destroy (statistics);
  ludus_statistics_reset (NULL);
  ludus_test_destroy_window (GTK_WINDOW (window));
}

static gboolean
shows_label (GtkWidget  *widget,
             const char *text)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_is_visible (widget) &&
      strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_label (child, text))
      return TRUE;
  return FALSE;
}

/* A statistics file longer than the statistics keep is cut when read, and
 * the window says so. */
static void
test_statistics_too_long (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autofree char *path = ludus_statistics_get_path ();
  g_autofree char *folder = g_path_get_dirname (path);
  GString *text = g_string_new ("{\"format\": 1, \"games\": [");
  GtkWindow *statistics;

  for (guint i = 0; i < LUDUS_STATISTICS_MAX_RECORDS + 2; i++)
    g_string_append_printf (text, "%s{\"game\": \"medici\", \"players\": "
                            "[{\"name\": \"Anna\", \"human\": true, \"score\": 1}]}",
                            i > 0 ? "," : "");
  g_string_append (text, "]}");
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text->str, -1, NULL));
  g_string_free (text, TRUE);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-statistics", NULL));
  statistics = ludus_test_find_window (LUDUS_TYPE_STATISTICS_WINDOW);
  g_assert_nonnull (statistics);
  ludus_test_iterate ();
  g_assert_true (shows_label (GTK_WIDGET (statistics),
                              "Only the last 5000 games are counted: 2 older games in statistics.json are left out."));
  g_assert_true (shows_label (GTK_WIDGET (statistics), "5000 games"));

  gtk_window_destroy (statistics);
  ludus_statistics_reset (NULL);
  ludus_test_destroy_window (GTK_WINDOW (window));
}

static GtkWindow *
setup_ranking (LudusWindow *window)
{
  g_autoptr(LudusGame) game = new_game (3, TRUE, SEED + 5);

  play_to_end_of_day (game, LUDUS_MEDICI_N_DAYS - 1);
  ludus_window_play (window, game);
  apply_scripted (game);
  gtk_window_destroy (ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (get_view (window))));
  ludus_test_iterate ();
  return ludus_test_find_ranking ();
}

/* The warning that the reconstructed deck may differ from the printed
 * one is shown whole in every language, not cut off after three lines. */
static void
test_new_game_deck_warning (void)
{
  static const char * const languages[] = { "en", "hu", "sk", "es" };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      LudusWindow *window;
      LudusNewGameDialog *dialog;
      GtkLabel *label;
      const char *warning;

      ludus_test_set_language (languages[l]);
      window = ludus_test_new_window ();
      dialog = ludus_window_new_game (window, "medici");
      ludus_test_wait_for_frames (GTK_WIDGET (dialog), 3);
      warning = g_dgettext (GETTEXT_PACKAGE, "Reconstructed deck: edit it to match your copy. "
                                             "The printed card list is not public, so this deck "
                                             "follows the rulebook but may differ from yours.");
      label = ludus_test_find_label (GTK_WIDGET (dialog), warning);
      g_assert_nonnull (label);
      g_test_message ("%s: %d lines", languages[l],
                      pango_layout_get_line_count (gtk_label_get_layout (label)));
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (label)));
      gtk_window_destroy (GTK_WINDOW (dialog));
      ludus_test_destroy_window (GTK_WINDOW (window));
    }
  ludus_test_set_language ("en");
}

static GtkWindow *
setup_new_game (LudusWindow *window)
{
  return GTK_WINDOW (ludus_window_new_game (window, "medici"));
}

/* Start with two players of one name: the error under the header bar. */
static GtkWindow *
setup_same_name (LudusWindow *window)
{
  LudusNewGameDialog *dialog = ludus_window_new_game (window, "medici");

  ludus_new_game_dialog_set_n_players (dialog, 3);
  ludus_new_game_dialog_set_seat (dialog, 0, "Anna", TRUE, LUDUS_AI_NORMAL);
  ludus_new_game_dialog_set_seat (dialog, 1, "Béla", TRUE, LUDUS_AI_NORMAL);
  ludus_new_game_dialog_set_seat (dialog, 2, "anna", TRUE, LUDUS_AI_NORMAL);
  ludus_test_wait_for_frames (GTK_WIDGET (dialog), 2);
  g_assert_true (gtk_widget_activate (gtk_window_get_default_widget (GTK_WINDOW (dialog))));
  /* A button activated shows itself pressed a moment, then clicks. */
  ludus_test_run_for (400);
  return GTK_WINDOW (dialog);
}

static GtkWindow *
setup_rules (LudusWindow *window)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rules", NULL));
  return ludus_test_find_window (LUDUS_TYPE_RULES_WINDOW);
}

int
main (int   argc,
      char *argv[])
{
  /* ludus_test_init() gives the suite its own XDG folders: saves go there. */
  ludus_test_init (&argc, &argv);
  data_dir = g_get_user_data_dir ();
  g_settings_set_string (ludus_application_get_settings (ludus_test_get_application ()),
                         "computer-speed", "instant");
  g_settings_set_boolean (ludus_application_get_settings (ludus_test_get_application ()),
                          "confirm-end-turn", FALSE);

  g_test_add_func ("/medici/sizes", test_sizes);
  g_test_add_func ("/medici/grows", test_grows);
  g_test_add_func ("/medici/refused-card", test_refused_card);
  g_test_add_func ("/medici/long-market", test_long_market);
  g_test_add_func ("/medici/market-follows", test_market_follows);
  g_test_add_func ("/medici/cards", test_cards);
  g_test_add_func ("/medici/full-game", test_full_game);
  g_test_add_func ("/medici/undo-and-continue", test_undo);
  g_test_add_func ("/medici/undo-keeps-focus", test_undo_keeps_focus);
  g_test_add_func ("/medici/new-game-dialog", test_new_game_dialog);
  g_test_add_func ("/medici/new-game-deck-warning", test_new_game_deck_warning);
  g_test_add_func ("/medici/confirm-take", test_confirm_take);
  g_test_add_func ("/medici/undo-hot-seat", test_undo_hot_seat);
  g_test_add_func ("/medici/no-undo-at-start", test_no_undo_at_start);
  g_test_add_func ("/medici/resume-day-two", test_resume_day_two);
  g_test_add_func ("/medici/day-sheet-fits", test_day_sheet_fits);
  g_test_add_func ("/medici/corrupt-save", test_corrupt_save);
  g_test_add_func ("/medici/autosave-failure", test_autosave_failure);
  g_test_add_func ("/medici/corrupt-autosave", test_corrupt_autosave);
  g_test_add_func ("/medici/long-error-row", test_long_error_row);
  g_test_add_func ("/medici/unfinished-games", test_unfinished_games);
  g_test_add_func ("/medici/many-unfinished", test_many_unfinished);
  g_test_add_func ("/medici/last-played", test_last_played);
  g_test_add_func ("/medici/continue-pictures", test_continue_pictures);
  g_test_add_func ("/medici/statistics", test_statistics);
  g_test_add_func ("/medici/statistics-you", test_statistics_you);
  g_test_add_func ("/medici/statistics-too-long", test_statistics_too_long);
  g_test_add_func ("/medici/accessible-names", test_accessible_names);
  g_test_add_func ("/medici/rules", test_rules_window);

  ludus_test_add_screenshots_at ("medici-refused-card", setup_refused_card, 800, 600);
  ludus_test_add_screenshots_at ("medici-refused-card", setup_refused_card, 1920, 1080);
  ludus_test_add_screenshots ("medici-table", setup_table);
  ludus_test_add_screenshots_at ("medici-table", setup_table, 800, 600);
  ludus_test_add_screenshots_at ("medici-table", setup_table, 1920, 1080);
  ludus_test_add_screenshots_at ("medici-table", setup_table, 1280, 800);
  /* The window a new player first sees (the schema's window-width and -height). */
  ludus_test_add_screenshots_at ("medici-table", setup_table, 960, 720);
  ludus_test_add_screenshots ("medici-day-sheet", setup_day_sheet);
  ludus_test_add_screenshots_at ("medici-day-sheet", setup_day_sheet, 800, 600);
  ludus_test_add_screenshots_at ("medici-day-sheet", setup_day_sheet, 1920, 1080);
  ludus_test_add_screenshots_at ("medici-undo-hot-seat", setup_undo_hot_seat, 800, 600);
  ludus_test_add_screenshots_at ("medici-start", setup_start, 800, 600);
  ludus_test_add_screenshots_at ("medici-start", setup_start, 1920, 1080);
  ludus_test_add_screenshots_at ("medici-undo-hot-seat", setup_undo_hot_seat, 1920, 1080);
  ludus_test_add_screenshots ("medici-ranking", setup_ranking);
  ludus_test_add_screenshots ("new-game", setup_new_game);
  ludus_test_add_screenshots_at ("new-game-same-name", setup_same_name, 800, 600);
  ludus_test_add_screenshots ("medici-rules", setup_rules);
  ludus_test_add_screenshots ("statistics", setup_statistics);
  ludus_test_add_screenshots ("library-continue", setup_continue);
  /* These two leave a blocked or broken autosave behind: keep them last. */
  ludus_test_add_screenshots ("medici-autosave-failed", setup_autosave_failed);
  ludus_test_add_screenshots ("library-continue-broken", setup_continue_broken);

  return g_test_run ();
}
