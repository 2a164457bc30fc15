/* test-online.c: online play in the app, against a local XMPP server
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Against a prosody on 127.0.0.1 (ludus-test-online.c), through the
 * widgets: Preferences → Online and its Test Connection
 * for each failure; Play Online, a `ludus-cli join` guest taking the free
 * seat, Start, moves both ways, chat and presence; the join dialog.  With
 * no prosody every test says so and is skipped.
 */

#define G_LOG_DOMAIN "test-online"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ludus-board-view.h"
#include "ludus-game-page.h"
#include "ludus-online-account.h"
#include "ludus-online-banner.h"
#include "ludus-online-panel.h"
#include "ludus-preferences-window.h"
#include "ludus-test-online.h"
#include "ludus-test-prosody.h"
#include "ludus-test-utils.h"

static GtkWindow *
open_preferences (void)
{
  g_action_group_activate_action (G_ACTION_GROUP (ludus_test_get_application ()), "preferences", NULL);
  ludus_test_iterate ();
  return ludus_test_find_window (LUDUS_TYPE_PREFERENCES_WINDOW);
}

static gboolean
label_settled (gpointer data)
{
  const char *text = gtk_label_get_text (data);

  return *text != '\0' && !g_str_equal (text, _("Connecting…"));
}

static GtkLabel *
find_label_named (GtkWidget  *root,
                  const char *accessible_or_prefix)
{
  g_autoptr(GPtrArray) widgets = ludus_test_list_widgets (root);

  for (guint i = 0; i < widgets->len; i++)
    if (GTK_IS_LABEL (widgets->pdata[i]) &&
        g_str_has_prefix (gtk_label_get_text (widgets->pdata[i]), accessible_or_prefix))
      return widgets->pdata[i];
  return NULL;
}

static gboolean
connecting_shown (gpointer data)
{
  return find_label_named (data, _("Connecting…")) != NULL;
}

/* The test connection's answer for the account as filled in. */
static char *
test_connection (GtkWindow *preferences)
{
  GtkWidget *button = ludus_test_find_button (GTK_WIDGET (preferences), "preferences.test-connection");
  GtkLabel *result;

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  gtk_widget_activate (button);
  /* A button activated shows itself pressed a moment, then clicks. */
  ludus_test_wait_until (connecting_shown, preferences);
  result = find_label_named (GTK_WIDGET (preferences), _("Connecting…"));
  ludus_test_wait_until (label_settled, result);
  return g_strdup (gtk_label_get_text (result));
}

/* A main loop as busy as a slow machine's redrawing a spinner: always
 * something to do at the redraw's priority. */
static gboolean
keep_busy_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

static gboolean
stored_this_run (gpointer data)
{
  return ludus_online_account_get_storage (data) == LUDUS_PASSWORD_THIS_RUN;
}

static void
test_preferences (void)
{
  LudusOnlineAccount *account = ludus_online_account_get_default ();
  g_autofree char *server_text = NULL;
  g_autofree char *wrong = NULL;
  g_autofree char *right = NULL;
  g_autofree char *right_when_busy = NULL;
  g_autofree char *unreachable = NULL;
  GtkWindow *preferences;
  GtkWidget *root;
  guint busy;

  if (!ensure_server ())
    return;
  preferences = open_preferences ();
  g_assert_nonnull (preferences);
  root = GTK_WIDGET (preferences);
  adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (preferences), "online");

  server_text = g_strdup_printf ("127.0.0.1:%u", online_server_port ());
  type_in_row (GTK_WIDGET (find_entry_row (root, _("Address"))), "anna@localhost");
  type_in_row (GTK_WIDGET (find_entry_row (root, _("Server (Optional)"))), server_text);
  g_assert_cmpstr (ludus_online_account_get_address (account), ==, "anna@localhost");

  /* A wrong password: said so, and kept for this run only (the tests'
   * D-Bus session has no secret store). */
  type_in_row (GTK_WIDGET (find_entry_row (root, _("Password"))), "not-the-password");
  wrong = test_connection (preferences);
  /* The tests' server offers no encryption, so the account goes without. */
  g_assert_cmpstr (wrong, ==, _("The XMPP server refused the address or the password, or it "
                                "takes no password without an encrypted connection"));
  g_free (ludus_test_save_screenshot (preferences, NULL, "online-refused"));
  ludus_test_wait_until (stored_this_run, account);
  g_assert_nonnull (ludus_test_find_label (root, ludus_online_account_get_storage_text (account)));

  type_in_row (GTK_WIDGET (find_entry_row (root, _("Password"))), "anna-password");
  right = test_connection (preferences);
  g_assert_cmpstr (right, ==, _("Connected: the account works."));
  /* The answer comes though the main loop never rests: it was handed
   * over at the idle priority, below the redraws, and never came. */
  busy = g_idle_add_full (GDK_PRIORITY_REDRAW, keep_busy_cb, NULL, NULL);
  right_when_busy = test_connection (preferences);
  g_source_remove (busy);
  g_assert_cmpstr (right_when_busy, ==, _("Connected: the account works."));

  /* Nobody listens on port 1. */
  type_in_row (GTK_WIDGET (find_entry_row (root, _("Server (Optional)"))), "127.0.0.1:1");
  unreachable = test_connection (preferences);
  g_test_message ("unreachable: %s", unreachable);
  g_assert_true (g_str_has_prefix (unreachable, _("Could not reach the XMPP server: ")));

  type_in_row (GTK_WIDGET (find_entry_row (root, _("Server (Optional)"))), server_text);
  gtk_window_destroy (preferences);
  ludus_test_iterate ();
}

/* Before its text, a translated message with one %s. */
static char *
message_prefix (const char *message)
{
  const char *at = strstr (message, "%s");

  g_assert_nonnull (at);
  return g_strndup (message, at - message);
}

/* Test Connection, in Hungarian, to servers the account must not trust:
 * one that offers no TLS, one whose certificate is self-signed (at
 * 127.0.0.2, which the account treats as any server elsewhere). */
static void
test_tls (void)
{
  static const char * const tls_accounts[] = { "anna", NULL };
  g_autofree char *tls_dir = NULL;
  g_autoptr(GSubprocess) tls_server = NULL;
  g_autofree char *plain_text = NULL;
  g_autofree char *tls_text = NULL;
  g_autofree char *no_tls = NULL;
  g_autofree char *untrusted = NULL;
  g_autofree char *untrusted_prefix = NULL;
  guint16 tls_port;
  GtkWindow *preferences;
  GtkWidget *root;

  if (!ensure_server ())
    return;
  tls_server = ludus_test_start_prosody (TRUE, tls_accounts, &tls_dir, &tls_port);
  ludus_test_set_language ("hu");
  preferences = open_preferences ();
  root = GTK_WIDGET (preferences);
  adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (preferences), "online");
  type_in_row (GTK_WIDGET (find_entry_row (root, _("Address"))), "anna@localhost");
  type_in_row (GTK_WIDGET (find_entry_row (root, _("Password"))), "anna-password");

  plain_text = g_strdup_printf ("127.0.0.2:%u", online_server_port ());
  type_in_row (GTK_WIDGET (find_entry_row (root, _("Server (Optional)"))), plain_text);
  no_tls = test_connection (preferences);
  g_assert_cmpstr (no_tls, ==, _("The XMPP server offers no encrypted connection, and "
                                 "Ludus does not send a password without one"));
  g_assert_false (g_str_has_prefix (no_tls, "The XMPP server"));

  tls_text = g_strdup_printf ("127.0.0.2:%u", tls_port);
  type_in_row (GTK_WIDGET (find_entry_row (root, _("Server (Optional)"))), tls_text);
  untrusted = test_connection (preferences);
  g_test_message ("untrusted: %s", untrusted);
  untrusted_prefix = message_prefix (_("The XMPP server’s certificate is not valid: %s"));
  g_assert_true (g_str_has_prefix (untrusted, untrusted_prefix));
  g_assert_false (g_str_has_prefix (untrusted, "The XMPP server"));
  /* OpenSSL's reason in Hungarian too. */
  g_assert_cmpstr (untrusted + strlen (untrusted_prefix), ==,
                   _("it is signed by the server itself, not by an authority this computer trusts"));
  g_assert_false (g_str_has_prefix (untrusted + strlen (untrusted_prefix), "it is"));
  /* The longest of them, as the player reads it. */
  g_free (ludus_test_save_screenshot (preferences, NULL, "online-untrusted-hu"));

  gtk_window_destroy (preferences);
  ludus_test_iterate ();
  ludus_test_set_language ("en");
  set_account ("anna@localhost", "anna-password", online_server_port ());
  ludus_test_stop_prosody (&tls_server, &tls_dir);
}

/* What the widget's clipboard holds, if this process put it there. */
static const char *
copied_text (GtkWidget *widget)
{
  GdkContentProvider *content = gdk_clipboard_get_content (gtk_widget_get_clipboard (widget));
  static GValue value = G_VALUE_INIT;

  if (content == NULL)
    return NULL;
  if (G_IS_VALUE (&value))
    g_value_unset (&value);
  g_value_init (&value, G_TYPE_STRING);
  if (!gdk_content_provider_get_value (content, &value, NULL))
    return NULL;
  return g_value_get_string (&value);
}

static gboolean
clipboard_has_text (gpointer data)
{
  return copied_text (data) != NULL;
}

static gboolean
has_last_move_by (gpointer data)
{
  PlayerWait *wait = data;
  guint n_moves = ludus_game_get_n_moves (wait->game);

  return n_moves > 0 && ludus_game_get_move_player (wait->game, n_moves - 1) == wait->player;
}

static gboolean
has_changed_mark (GtkWidget *view)
{
  g_autoptr(GPtrArray) widgets = ludus_test_list_widgets (view);

  for (guint i = 0; i < widgets->len; i++)
    if (gtk_widget_has_css_class (widgets->pdata[i], "changed"))
      return TRUE;
  return FALSE;
}

static gboolean
presence_is (gpointer data)
{
  LudusOnlinePanel *panel = data;

  return g_strcmp0 (ludus_online_panel_get_presence_text (panel, 1), _("disconnected")) == 0;
}

static void
test_host (void)
{
  LudusWindow *window;
  LudusOnlineDialog *dialog;
  LudusOnlineTable *table;
  GSubprocess *guest;
  GtkWidget *view, *panel, *entry, *row;
  LudusGame *game;
  PlayerWait wait;
  guint n_host_moves = 0;

  if (!ensure_server ())
    return;
  set_account ("anna@localhost", "anna-password", online_server_port ());
  window = ludus_test_new_window ();
  dialog = host_medici (window);
  table = g_object_ref (ludus_online_dialog_get_table (dialog));
  g_assert_true (g_str_has_prefix (ludus_online_table_get_address (table), "xmpp:ludus-"));
  g_assert_true (g_str_has_suffix (ludus_online_table_get_address (table), "@rooms.localhost?join"));
  g_assert_true (ludus_net_table_seat_is_free (ludus_online_table_get_net_table (table), 1));
  ludus_test_wait_until (connected_waiting, table);
  g_assert_false (gtk_widget_is_sensitive (ludus_test_find_button (GTK_WIDGET (dialog), "online.start")));

  /* The address to share, copied by its button. */
  gtk_widget_activate (ludus_test_find_button (GTK_WIDGET (dialog), "online.copy"));
  ludus_test_wait_until (clipboard_has_text, dialog);
  g_assert_cmpstr (copied_text (GTK_WIDGET (dialog)), ==, ludus_online_table_get_address (table));

  guest = start_guest (table, 2);
  ludus_test_wait_until (can_start, table);
  g_assert_cmpstr (ludus_net_table_get_seat_name (ludus_online_table_get_net_table (table), 1), ==, "bela");
  gtk_widget_activate (ludus_test_find_button (GTK_WIDGET (dialog), "online.start"));
  ludus_test_wait_until (window_online, window);
  g_assert_true (ludus_window_get_online_table (window) == table);
  game = ludus_window_get_game (window);
  g_assert_true (game == ludus_online_table_get_game (table));
  view = ludus_game_page_get_board (LUDUS_GAME_PAGE (ludus_test_find_widget (GTK_WIDGET (window),
                                                                             LUDUS_TYPE_GAME_PAGE)));

  /* The host's moves through the board; the guest's arrive as a
   * computer's would. */
  while (n_host_moves < 4 && !ludus_game_is_over (game))
    {
      guint n_legal;
      const LudusMove *legal;

      ludus_test_wait_until (host_to_play, game);
      if (ludus_game_is_over (game))
        break;
      legal = ludus_game_get_legal_moves (game, &n_legal);
      g_assert_cmpuint (n_legal, >, 0);
      g_assert_true (ludus_board_view_play (LUDUS_BOARD_VIEW (view), &legal[0]));
      n_host_moves++;
    }
  wait = (PlayerWait) { game, 1 };
  ludus_test_wait_until (has_last_move_by, &wait);
  /* The guest's moves are marked on the board as a computer's are. */
  ludus_test_wait_until_drawn (view, 10);
  g_assert_true (has_changed_mark (view));

  /* Chat: plain text, both ways of the panel. */
  panel = ludus_game_page_get_table_panel (LUDUS_GAME_PAGE (ludus_test_find_widget (GTK_WIDGET (window),
                                                                                    LUDUS_TYPE_GAME_PAGE)));
  g_assert_true (LUDUS_IS_ONLINE_PANEL (panel));
  g_assert_cmpstr (ludus_online_panel_get_presence_text (LUDUS_ONLINE_PANEL (panel), 1), ==, _("online"));
  /* Undo is the table's, by agreement: as it allows, not as this window's
   * game would (/online/undo asks). */
  g_assert_true (gtk_widget_is_sensitive (ludus_test_find_button (GTK_WIDGET (window), "win.undo")) ==
                 ludus_online_table_get_undo_target (table, NULL));
  g_assert_false (ludus_game_get_can_undo (game));

  entry = GTK_WIDGET (ludus_online_panel_get_entry (LUDUS_ONLINE_PANEL (panel)));
  /* Nor saved or reviewed yet: a guest's game is not replayable from its
   * options. */
  g_assert_false (ludus_test_action_enabled (GTK_BOX (gtk_widget_get_parent (entry)), "win.save"));
  g_assert_false (ludus_test_action_enabled (GTK_BOX (gtk_widget_get_parent (entry)), "win.review"));
  g_assert_true (ludus_test_action_enabled (GTK_BOX (gtk_widget_get_parent (entry)), "win.show-rules"));
  gtk_editable_set_text (GTK_EDITABLE (entry), "Good luck, <b>Bela</b>!");
  press_enter (entry);
  ludus_test_iterate ();
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  row = GTK_WIDGET (gtk_list_box_get_row_at_index (ludus_online_panel_get_chat (LUDUS_ONLINE_PANEL (panel)), 0));
  g_assert_nonnull (row);
  g_assert_nonnull (ludus_test_find_label (row, "Anna: Good luck, <b>Bela</b>!"));

  /* The guest gone: the panel says so. */
  g_subprocess_force_exit (guest);
  ludus_test_wait_until (presence_is, panel);

  ludus_test_destroy_window (GTK_WINDOW (window));
  g_object_unref (table);
}

/* The guest killed mid-game: the banner over the board names it, the
 * panel says it is disconnected, and the host's button hands its seat to
 * the computer, which plays it to the end. */
static void
test_missing_player (void)
{
  LudusWindow *window;
  LudusOnlineTable *table;
  GSubprocess *guest;
  GtkWidget *page, *banner, *panel, *button;
  LudusGame *game;
  PlayerWait wait;
  guint handed_at;
  gboolean played_by_computer;

  if (!ensure_server ())
    return;
  set_account ("anna@localhost", "anna-password", online_server_port ());
  window = ludus_test_new_window ();
  table = g_object_ref (play_with_guest (window, "medici", LUDUS_AI_EASY, &guest));
  game = ludus_window_get_game (window);
  page = ludus_test_find_widget (GTK_WIDGET (window), LUDUS_TYPE_GAME_PAGE);
  banner = ludus_game_page_get_table_banner (LUDUS_GAME_PAGE (page));
  panel = ludus_game_page_get_table_panel (LUDUS_GAME_PAGE (page));
  g_assert_true (LUDUS_IS_ONLINE_BANNER (banner));
  g_assert_false (ludus_online_banner_is_shown (LUDUS_ONLINE_BANNER (banner)));

  play_until_guest_moved (window);
  wait = (PlayerWait) { game, 1 };
  g_assert_true (has_move_by (&wait));
  g_assert_false (ludus_game_is_over (game));
  g_assert_false (ludus_online_banner_is_shown (LUDUS_ONLINE_BANNER (banner)));

  g_subprocess_force_exit (guest);
  ludus_test_wait_until (banner_names_guest, banner);
  g_assert_cmpstr (ludus_online_panel_get_presence_text (LUDUS_ONLINE_PANEL (panel), 1), ==,
                   _("disconnected"));
  button = ludus_test_find_button (banner, "online.hand-to-computer");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_nonnull (strstr (gtk_button_get_label (GTK_BUTTON (button)), "bela"));
  handed_at = ludus_game_get_n_moves (game);
  gtk_widget_activate (button);
  ludus_test_wait_until (banner_hidden, banner);
  g_assert_cmpstr (ludus_online_panel_get_presence_text (LUDUS_ONLINE_PANEL (panel), 1), ==,
                   _("computer player"));

  /* The game goes on to its end, the computer playing the guest's seat. */
  while (!ludus_game_is_over (game))
    {
      const LudusMove *legal;
      guint n_legal;

      ludus_test_wait_until (host_to_play, game);
      if (ludus_game_is_over (game))
        break;
      if (close_sheet (window))
        continue;
      legal = ludus_game_get_legal_moves (game, &n_legal);
      g_assert_true (ludus_board_view_play (LUDUS_BOARD_VIEW (board_of (window)), &legal[0]));
    }
  g_assert_true (ludus_game_is_over (game));
  for (played_by_computer = FALSE; handed_at < ludus_game_get_n_moves (game); handed_at++)
    played_by_computer |= ludus_game_get_move_player (game, handed_at) == 1;
  g_assert_true (played_by_computer);
  g_assert_cmpstr (ludus_online_table_get_status (table), ==, "");

  ludus_test_destroy_window (GTK_WINDOW (window));
  g_object_unref (table);
}

static gboolean
game_has_moves (gpointer data)
{
  LudusWindow *window = data;
  LudusGame *game = ludus_window_get_game (window);

  return game != NULL && ludus_game_get_n_moves (game) > GPOINTER_TO_UINT (g_object_get_data (data, "moves"));
}

/* Two windows on one display: one hosts, the other joins through its
 * dialog, takes the free seat, and each sees the other's moves. */
static void
test_two_windows (void)
{
  LudusWindow *host_window, *guest_window;
  LudusOnlineTable *host_table, *guest_table;
  LudusGame *host_game, *guest_game;
  const LudusMove *legal;
  guint n_legal;

  if (!ensure_server ())
    return;
  set_account ("anna@localhost", "anna-password", online_server_port ());
  start_two_windows ("medici", &host_window, &guest_window, &host_table, &guest_table);
  host_game = ludus_window_get_game (host_window);
  guest_game = ludus_window_get_game (guest_window);
  g_assert_cmpint (ludus_net_table_get_own_seat (ludus_online_table_get_net_table (guest_table)), ==, 1);

  /* Whoever is to play moves through their board; the other window
   * follows.  Medici's first player is drawn: either may begin. */
  for (guint i = 0; i < 4 && !ludus_game_is_over (host_game); i++)
    {
      gboolean host_turn = ludus_game_get_current_player (host_game) == 0;
      LudusWindow *mover = host_turn ? host_window : guest_window;
      LudusWindow *follower = host_turn ? guest_window : host_window;
      LudusGame *game = host_turn ? host_game : guest_game;

      g_assert_false (ludus_game_current_seat_is_computer (game));
      g_assert_true (ludus_game_current_seat_is_computer (host_turn ? guest_game : host_game));
      legal = ludus_game_get_legal_moves (game, &n_legal);
      g_object_set_data (G_OBJECT (follower), "moves",
                         GUINT_TO_POINTER (ludus_game_get_n_moves (ludus_window_get_game (follower))));
      g_object_set_data (G_OBJECT (mover), "moves", GUINT_TO_POINTER (ludus_game_get_n_moves (game)));
      g_assert_true (ludus_board_view_play (LUDUS_BOARD_VIEW (board_of (mover)), &legal[0]));
      ludus_test_wait_until (game_has_moves, mover);
      ludus_test_wait_until (game_has_moves, follower);
      g_assert_cmpuint (ludus_game_get_n_moves (host_game), ==, ludus_game_get_n_moves (guest_game));
      g_assert_cmpstr (ludus_game_get_move_notation (host_game, ludus_game_get_n_moves (host_game) - 1), ==,
                       ludus_game_get_move_notation (guest_game, ludus_game_get_n_moves (guest_game) - 1));
    }
  /* The guest's hidden deck is not the host's, yet its log names the
   * cards revealed as the host's does. */
  g_assert_true (g_str_has_prefix (ludus_game_get_move_notation (guest_game, 0), "r"));
  for (guint i = 0; i < ludus_game_get_n_moves (host_game); i++)
    g_assert_cmpstr (ludus_game_get_log_entry (guest_game, i), ==, ludus_game_get_log_entry (host_game, i));

  ludus_test_destroy_window (GTK_WINDOW (guest_window));
  ludus_test_destroy_window (GTK_WINDOW (host_window));
}

static GtkWidget *
banner_of (LudusWindow *window)
{
  GtkWidget *page = ludus_test_find_widget (GTK_WIDGET (window), LUDUS_TYPE_GAME_PAGE);

  return ludus_game_page_get_table_banner (LUDUS_GAME_PAGE (page));
}

static LudusOnlinePanel *
panel_of (LudusWindow *window)
{
  GtkWidget *page = ludus_test_find_widget (GTK_WIDGET (window), LUDUS_TYPE_GAME_PAGE);

  return LUDUS_ONLINE_PANEL (ludus_game_page_get_table_panel (LUDUS_GAME_PAGE (page)));
}

/* A guest's window names the player the table waits for, as the host's
 * does: the host tells every guest who is missing.  Three seats: the
 * host's, a second window's, a `ludus-cli join` guest's, killed. */
static void
test_guest_sees_missing (void)
{
  LudusWindow *host_window, *guest_window;
  LudusOnlineDialog *host_dialog;
  LudusOnlineTable *host_table, *guest_table;
  GSubprocess *cli_guest;
  GtkWidget *banner, *button;

  if (!ensure_server ())
    return;
  set_account ("anna@localhost", "anna-password", online_server_port ());
  host_window = ludus_test_new_window ();
  host_dialog = host_game_with (host_window, "medici", LUDUS_AI_EASY, 2, FALSE);
  host_table = ludus_online_dialog_get_table (host_dialog);
  ludus_test_wait_until (connected_waiting, host_table);
  guest_window = join_in_window (host_table, "medici", &guest_table);
  cli_guest = start_guest (host_table, 3);
  ludus_test_wait_until (can_start, host_table);
  gtk_widget_activate (ludus_test_find_button (GTK_WIDGET (host_dialog), "online.start"));
  ludus_test_wait_until (window_online, host_window);
  ludus_test_wait_until (window_online, guest_window);
  banner = banner_of (guest_window);
  g_assert_false (ludus_online_banner_is_shown (LUDUS_ONLINE_BANNER (banner)));

  g_subprocess_force_exit (cli_guest);
  ludus_test_wait_until (banner_names_guest, banner);
  ludus_test_wait_until (banner_names_guest, banner_of (host_window));
  g_assert_cmpstr (ludus_online_panel_get_presence_text (panel_of (guest_window), 2), ==,
                   _("disconnected"));
  /* Its panel on both boards says so too. */
  g_assert_nonnull (ludus_test_find_label (board_of (guest_window), _("disconnected")));
  g_assert_nonnull (ludus_test_find_label (board_of (host_window), _("disconnected")));
  /* Only the host hands a seat to its computer. */
  button = ludus_test_find_button (banner, "online.hand-to-computer");
  g_assert_nonnull (button);
  g_assert_false (gtk_widget_get_visible (button));
  g_free (ludus_test_save_screenshot (GTK_WINDOW (guest_window), NULL, "online-guest-missing"));

  ludus_test_destroy_window (GTK_WINDOW (guest_window));
  ludus_test_destroy_window (GTK_WINDOW (host_window));
}

static gboolean
window_is_active (gpointer window)
{
  return gtk_window_is_active (window);
}

typedef struct
{
  LudusWindow *window;
  guint        seat;
  const char  *text;
} PresenceWait;

static gboolean
presence_reads (gpointer data)
{
  PresenceWait *wait = data;

  return g_strcmp0 (ludus_online_panel_get_presence_text (panel_of (wait->window), wait->seat),
                    wait->text) == 0;
}

/* A player whose Ludus window is not the active one is away for the
 * others, host and guest alike, in the table's panel and in their panel on
 * the board, and back when it is active again. */
static void
test_away (void)
{
  LudusWindow *host_window, *guest_window;
  LudusOnlineTable *host_table, *guest_table;
  PresenceWait wait;

  if (!ensure_server ())
    return;
  set_account ("anna@localhost", "anna-password", online_server_port ());
  start_two_windows ("medici", &host_window, &guest_window, &host_table, &guest_table);

  gtk_window_present (GTK_WINDOW (guest_window));
  ludus_test_wait_until (window_is_active, guest_window);
  wait = (PresenceWait) { guest_window, 0, _("away") };
  ludus_test_wait_until (presence_reads, &wait);
  wait = (PresenceWait) { host_window, 1, _("online") };
  ludus_test_wait_until (presence_reads, &wait);
  /* The host's panel on the guest's board says so too. */
  g_assert_nonnull (ludus_test_find_label (board_of (guest_window), _("away")));
  g_assert_null (ludus_test_find_label (board_of (host_window), _("away")));
  g_free (ludus_test_save_screenshot (GTK_WINDOW (guest_window), NULL, "online-away"));

  gtk_window_present (GTK_WINDOW (host_window));
  ludus_test_wait_until (window_is_active, host_window);
  wait = (PresenceWait) { host_window, 1, _("away") };
  ludus_test_wait_until (presence_reads, &wait);
  wait = (PresenceWait) { guest_window, 0, _("online") };
  ludus_test_wait_until (presence_reads, &wait);
  g_assert_nonnull (ludus_test_find_label (board_of (host_window), _("away")));
  g_assert_null (ludus_test_find_label (board_of (guest_window), _("away")));

  ludus_test_destroy_window (GTK_WINDOW (guest_window));
  ludus_test_destroy_window (GTK_WINDOW (host_window));
}

static gboolean
label_shown (gpointer data)
{
  GtkLabel *label = ludus_test_find_label (data, _("An online game needs a seat for a friend: set another seat to Human"));

  return label != NULL && gtk_widget_get_visible (GTK_WIDGET (label));
}

/* The room's refusal, quoting what the server said. */
static gboolean
refusal_shown (gpointer dialog)
{
  g_autoptr(GPtrArray) widgets = ludus_test_list_widgets (dialog);
  g_autofree char *prefix = message_prefix (_("The table’s chat room refused to let this player in: “%s”"));

  for (guint i = 0; i < widgets->len; i++)
    if (GTK_IS_LABEL (widgets->pdata[i]) && gtk_widget_is_visible (widgets->pdata[i]) &&
        g_str_has_prefix (gtk_label_get_text (widgets->pdata[i]), prefix) &&
        strlen (gtk_label_get_text (widgets->pdata[i])) > strlen (prefix) + 4)
      return TRUE;
  return FALSE;
}

static gboolean
nobody_answers_shown (gpointer dialog)
{
  return ludus_test_find_label (dialog, _("Nobody answers at this table yet. Check the address with the "
                                          "host, and that their table is still open.")) != NULL;
}

static void
test_join_address (void)
{
  LudusWindow *window;
  LudusOnlineDialog *dialog;
  GtkWidget *entry;

  if (!ensure_server ())
    return;
  set_account ("anna@localhost", "anna-password", online_server_port ());
  window = ludus_test_new_window ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.join-online", NULL);
  ludus_test_iterate ();
  dialog = LUDUS_ONLINE_DIALOG (ludus_test_find_window (LUDUS_TYPE_ONLINE_DIALOG));
  g_assert_nonnull (dialog);
  entry = GTK_WIDGET (find_entry_row (GTK_WIDGET (dialog), _("Table Address")));
  /* The address can be pasted at once. */
  g_assert_nonnull (gtk_root_get_focus (GTK_ROOT (dialog)));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (dialog)), entry));
  type_in_row (entry, "not an address");
  g_assert_null (ludus_online_dialog_get_table (dialog));
  g_assert_nonnull (ludus_test_find_label (GTK_WIDGET (dialog),
                                           _("This is not a table’s address: it looks like xmpp:room@server?join")));
  g_assert_null (ludus_online_table_parse_address ("xmpp:a@b/c?join"));
  g_assert_cmpstr (ludus_online_table_parse_address (" xmpp:t-1@rooms.example.org?join "), ==,
                   "t-1@rooms.example.org");

  /* A table nobody hosts: the server lets the guest in all the same, and
   * the dialog says so after a while rather than wait for ever. */
  /* A server out of reach (this one talks to no other): said, with the
   * server's own words, not waited for. */
  type_in_row (entry, "xmpp:t-1@rooms.nowhere.invalid?join");
  ludus_test_wait_until (refusal_shown, dialog);
  g_free (ludus_test_save_screenshot (GTK_WINDOW (dialog), NULL, "online-refused"));

  type_in_row (entry, "xmpp:nobody-hosts-this@rooms.localhost?join");
  g_assert_nonnull (ludus_online_dialog_get_table (dialog));
  ludus_test_wait_until (nobody_answers_shown, dialog);
  gtk_window_destroy (GTK_WINDOW (dialog));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

typedef struct
{
  LudusOnlineDialog *dialog;
  LudusOnlineTable  *table;   /* the dialog's before, held */
} TableWait;

static gboolean
table_replaced (gpointer data)
{
  TableWait *wait = data;

  return ludus_online_dialog_get_table (wait->dialog) != wait->table;
}

static gboolean
table_in_room (gpointer data)
{
  return !ludus_online_table_get_failed (data) &&
         ludus_net_table_is_connected (ludus_online_table_get_net_table (data));
}

/* Play Online before the account is set up: the error offers to open
 * Preferences at the online page, where a button click goes. */
static void
test_no_account (void)
{
  LudusOnlineAccount *account = ludus_online_account_get_default ();
  GSettings *settings = ludus_online_account_get_settings (account);
  g_autofree char *address = g_settings_get_string (settings, "xmpp-address");
  static const char * const names[] = { "Anna", "Béla" };
  g_autoptr(LudusGame) game = ludus_test_new_game ("medici", 2, 2, names, 31, FALSE);
  LudusWindow *window = ludus_test_new_window ();
  GtkWindow *dialog;
  GtkWidget *open = NULL;
  g_autoptr(GPtrArray) widgets = NULL;

  g_settings_set_string (settings, "xmpp-address", "");
  g_assert_null (ludus_window_host_online (window, game));
  dialog = ludus_test_find_window (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, _("Cannot Open an Online Table"));
  g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), ==,
                   _("Enter your XMPP address in Preferences → Online"));
  /* The dialog keeps a row and a column of buttons, showing one: the
   * button on screen, which clicks once the dialog is. */
  ludus_test_wait_until (widget_mapped, dialog);
  widgets = ludus_test_list_widgets (GTK_WIDGET (dialog));
  for (guint i = 0; i < widgets->len; i++)
    if (GTK_IS_BUTTON (widgets->pdata[i]) && gtk_widget_get_mapped (widgets->pdata[i]) &&
        g_strcmp0 (gtk_button_get_label (widgets->pdata[i]), _("_Open Preferences")) == 0)
      open = widgets->pdata[i];
  g_assert_nonnull (open);
  g_assert_true (gtk_widget_activate (open));
  ludus_test_wait_until (online_page_open, NULL);

  gtk_window_destroy (ludus_test_find_window (LUDUS_TYPE_PREFERENCES_WINDOW));

  /* So does Join Online Game, beside what it says. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.join-online", NULL);
  ludus_test_iterate ();
  dialog = ludus_test_find_window (LUDUS_TYPE_ONLINE_DIALOG);
  g_assert_nonnull (dialog);
  open = ludus_test_find_button (GTK_WIDGET (dialog), "online.preferences");
  g_assert_nonnull (open);
  g_assert_false (gtk_widget_get_visible (open));
  type_in_row (GTK_WIDGET (find_entry_row (GTK_WIDGET (dialog), _("Table Address"))),
               "xmpp:t-1@rooms.localhost?join");
  g_assert_nonnull (ludus_test_find_label (GTK_WIDGET (dialog), _("Enter your XMPP address in Preferences → Online")));
  ludus_test_wait_until (widget_mapped, open);
  g_free (ludus_test_save_screenshot (dialog, NULL, "online-no-account"));
  g_assert_true (gtk_widget_activate (open));
  ludus_test_wait_until (online_page_open, NULL);
  gtk_window_destroy (ludus_test_find_window (LUDUS_TYPE_PREFERENCES_WINDOW));
  gtk_window_destroy (dialog);

  /* A password the server refuses, found once connecting: the same. */
  if (ensure_server ())
    {
      LudusOnlineDialog *host;
      LudusOnlineTable *table;
      GtkWidget *again;
      g_autofree char *refused = NULL;
      g_autoptr(LudusOnlineTable) refused_table = NULL;

      set_account ("anna@localhost", "not-anna-password", online_server_port ());
      host = ludus_window_host_online (window, game);
      g_assert_nonnull (host);
      open = ludus_test_find_button (GTK_WIDGET (host), "online.preferences");
      ludus_test_wait_until (widget_mapped, open);
      /* The test's server, on this machine, takes passwords unencrypted. */
      g_assert_nonnull (ludus_test_find_label (GTK_WIDGET (host),
                                               _("The XMPP server refused the address or the password, or it "
                                                 "takes no password without an encrypted connection")));
      g_assert_true (gtk_widget_activate (open));
      ludus_test_wait_until (online_page_open, NULL);
      gtk_window_destroy (ludus_test_find_window (LUDUS_TYPE_PREFERENCES_WINDOW));

      /* The password mended, Try Again opens the table in a new room,
       * whose address the dialog shows to share. */
      set_account ("anna@localhost", "anna-password", online_server_port ());
      again = ludus_test_find_button (GTK_WIDGET (host), "online.try-again");
      g_assert_true (gtk_widget_get_mapped (again));
      refused_table = g_object_ref (ludus_online_dialog_get_table (host));
      refused = g_strdup (ludus_online_table_get_address (refused_table));
      g_assert_true (gtk_widget_activate (again));
      /* A button's activation clicks once its press has shown. */
      ludus_test_wait_until (table_replaced, &(TableWait) { host, refused_table });
      table = ludus_online_dialog_get_table (host);
      ludus_test_wait_until (connected_waiting, table);
      g_assert_false (ludus_online_table_get_failed (table));
      g_assert_false (gtk_widget_get_visible (again));
      g_assert_cmpstr (ludus_online_table_get_address (table), !=, refused);
      g_assert_nonnull (ludus_test_find_label (GTK_WIDGET (host), ludus_online_table_get_address (table)));
      gtk_window_destroy (GTK_WINDOW (host));

      /* A guest's join refused, then tried again at the same address. */
      set_account ("anna@localhost", "not-anna-password", online_server_port ());
      gtk_widget_activate_action (GTK_WIDGET (window), "win.join-online", NULL);
      ludus_test_iterate ();
      dialog = ludus_test_find_window (LUDUS_TYPE_ONLINE_DIALOG);
      type_in_row (GTK_WIDGET (find_entry_row (GTK_WIDGET (dialog), _("Table Address"))),
                   "xmpp:t-2@rooms.localhost?join");
      again = ludus_test_find_button (GTK_WIDGET (dialog), "online.try-again");
      ludus_test_wait_until (widget_mapped, again);
      set_account ("anna@localhost", "anna-password", online_server_port ());
      g_clear_object (&refused_table);
      refused_table = g_object_ref (ludus_online_dialog_get_table (LUDUS_ONLINE_DIALOG (dialog)));
      g_assert_true (gtk_widget_activate (again));
      ludus_test_wait_until (table_replaced, &(TableWait) { LUDUS_ONLINE_DIALOG (dialog), refused_table });
      table = ludus_online_dialog_get_table (LUDUS_ONLINE_DIALOG (dialog));
      g_assert_cmpstr (ludus_online_table_get_address (table), ==, "xmpp:t-2@rooms.localhost?join");
      ludus_test_wait_until (table_in_room, table);
      gtk_window_destroy (dialog);
    }

  g_settings_set_string (settings, "xmpp-address", address);
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* Play Online in a new game of six seats, all but the first the
 * computer's: the dialog says why not. */
static LudusNewGameDialog *
play_online_without_friend (LudusWindow *window)
{
  LudusNewGameDialog *new_game = ludus_window_new_game (window, "medici");

  ludus_new_game_dialog_set_n_players (new_game, 6);
  for (guint seat = 1; seat < 6; seat++)
    ludus_new_game_dialog_set_seat (new_game, seat, "", FALSE, LUDUS_AI_EASY);
  g_assert_false (label_shown (new_game));
  gtk_widget_activate (ludus_test_find_button (GTK_WIDGET (new_game), "new-game.play-online"));
  ludus_test_wait_until (label_shown, new_game);
  ludus_test_wait_for_frames (GTK_WIDGET (new_game), 3);
  return new_game;
}

/* Play Online without a seat for a friend: said in the dialog, where
 * it shows though the seats fill more than the window. */
static void
test_no_friend_seat (void)
{
  LudusWindow *window = ludus_test_new_window ();
  LudusNewGameDialog *new_game = play_online_without_friend (window);
  const char *error = _("An online game needs a seat for a friend: set another seat to Human");

  g_assert_true (ludus_test_in_view (ludus_test_find_label (GTK_WIDGET (new_game), error)));
  g_assert_null (ludus_test_find_window (LUDUS_TYPE_ONLINE_DIALOG));
  /* A seat made a person's: the error, answered, goes. */
  ludus_new_game_dialog_set_seat (new_game, 1, "", TRUE, LUDUS_AI_NORMAL);
  g_assert_false (label_shown (new_game));
  gtk_window_destroy (GTK_WINDOW (new_game));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

static GtkWindow *
setup_host_dialog (LudusWindow *window)
{
  LudusOnlineDialog *dialog;

  if (!ensure_server ())
    return NULL;
  set_account ("anna@localhost", "anna-password", online_server_port ());
  dialog = host_medici (window);
  ludus_test_wait_until (connected_waiting, ludus_online_dialog_get_table (dialog));
  return GTK_WINDOW (dialog);
}

static GtkWindow *
setup_no_friend_seat (LudusWindow *window)
{
  return GTK_WINDOW (play_online_without_friend (window));
}

static GtkWindow *
setup_join_dialog (LudusWindow *window)
{
  GtkWindow *dialog;

  if (!ensure_server ())
    return NULL;
  set_account ("anna@localhost", "anna-password", online_server_port ());
  dialog = GTK_WINDOW (ludus_window_join_online (window));
  gtk_editable_set_text (GTK_EDITABLE (find_entry_row (GTK_WIDGET (dialog), _("Table Address"))),
                         "xmpp:ludus-12ab34cd@rooms.example.org?join");
  return dialog;
}

static GtkWindow *
setup_online_preferences (LudusWindow *window)
{
  GtkWindow *preferences;

  if (!ensure_server ())
    return NULL;
  set_account ("anna@localhost", "anna-password", online_server_port ());
  preferences = open_preferences ();
  adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (preferences), "online");
  g_free (test_connection (preferences));
  return preferences;
}

/* A table in play: a guest's move, a chat line each way, presence. */
static GtkWindow *
setup_online_table (LudusWindow *window)
{
  LudusOnlineDialog *dialog;
  LudusOnlineTable *table;
  GtkWidget *panel, *entry;

  if (!ensure_server ())
    return NULL;
  set_account ("anna@localhost", "anna-password", online_server_port ());
  dialog = host_medici (window);
  table = ludus_online_dialog_get_table (dialog);
  /* A name as a player writes it: this is a store page's picture. */
  start_guest_with (table, 2, "--nick=Béla");
  ludus_test_wait_until (can_start, table);
  gtk_widget_activate (ludus_test_find_button (GTK_WIDGET (dialog), "online.start"));
  ludus_test_wait_until (window_online, window);
  play_until_guest_moved (window);
  panel = ludus_game_page_get_table_panel (LUDUS_GAME_PAGE (ludus_test_find_widget (GTK_WIDGET (window),
                                                                                    LUDUS_TYPE_GAME_PAGE)));
  entry = GTK_WIDGET (ludus_online_panel_get_entry (LUDUS_ONLINE_PANEL (panel)));
  gtk_editable_set_text (GTK_EDITABLE (entry), "Good luck!");
  press_enter (entry);
  return NULL;
}

/* The guest gone mid-game: the banner above the board. */
static GtkWindow *
setup_online_missing (LudusWindow *window)
{
  LudusOnlineDialog *dialog;
  LudusOnlineTable *table;
  GSubprocess *guest;

  if (!ensure_server ())
    return NULL;
  set_account ("anna@localhost", "anna-password", online_server_port ());
  dialog = host_medici (window);
  table = ludus_online_dialog_get_table (dialog);
  guest = start_guest (table, 2);
  ludus_test_wait_until (can_start, table);
  gtk_widget_activate (ludus_test_find_button (GTK_WIDGET (dialog), "online.start"));
  ludus_test_wait_until (window_online, window);
  play_until_guest_moved (window);
  g_subprocess_force_exit (guest);
  ludus_test_wait_until (banner_names_guest,
                         ludus_game_page_get_table_banner (LUDUS_GAME_PAGE (
                           ludus_test_find_widget (GTK_WIDGET (window), LUDUS_TYPE_GAME_PAGE))));
  return NULL;
}

int
main (int   argc,
      char *argv[])
{
  int status;

  ludus_test_init (&argc, &argv);

  g_test_add_func ("/online/preferences", test_preferences);
  g_test_add_func ("/online/tls", test_tls);
  g_test_add_func ("/online/host", test_host);
  g_test_add_func ("/online/join-address", test_join_address);
  g_test_add_func ("/online/two-windows", test_two_windows);
  g_test_add_func ("/online/no-friend-seat", test_no_friend_seat);
  g_test_add_func ("/online/no-account", test_no_account);
  g_test_add_func ("/online/missing-player", test_missing_player);
  g_test_add_func ("/online/guest-sees-missing", test_guest_sees_missing);
  g_test_add_func ("/online/away", test_away);

  ludus_test_add_screenshots ("online-preferences", setup_online_preferences);
  ludus_test_add_screenshots_at ("online-host", setup_host_dialog, 800, 600);
  ludus_test_add_screenshots_at ("online-join", setup_join_dialog, 800, 600);
  ludus_test_add_screenshots_at ("online-no-friend-seat", setup_no_friend_seat, 800, 600);
  ludus_test_add_screenshots_at ("online-table", setup_online_table, 1440, 900);
  /* A store page's picture (data/screenshots/online.png). */
  ludus_test_add_screenshots_at ("online-table", setup_online_table, 1280, 800);
  ludus_test_add_screenshots_at ("online-missing", setup_online_missing, 1440, 900);

  status = g_test_run ();
  stop_server ();
  return status;
}
