/* test-online.c: online play in the app, against a local XMPP server
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Starts prosody on 127.0.0.1 (a free port, a configuration generated in a
 * temporary folder, accounts made with prosodyctl, as tests/online does),
 * then, through the widgets: Preferences → Online and its Test Connection
 * for each failure; Play Online, a `ludus-cli join` guest taking the free
 * seat, Start, moves both ways, chat and presence; the join dialog.  With
 * no prosody every test says so and is skipped.
 */

#define G_LOG_DOMAIN "test-online"

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "ludus-autosave.h"
#include "ludus-board-view.h"
#include "ludus-game-page.h"
#include "ludus-online-account.h"
#include "ludus-online-banner.h"
#include "ludus-online-dialog.h"
#include "ludus-online-panel.h"
#include "ludus-preferences-window.h"
#include "ludus-save.h"
#include "ludus-test-utils.h"

static const char * const accounts[] = { "anna", "bela", NULL };

static char *server_dir;
static GSubprocess *server;
static guint16 server_port;
static GPtrArray *guests;   /* the ludus-cli processes started */

static guint16
free_port (void)
{
  struct sockaddr_in address = { .sin_family = AF_INET, .sin_addr.s_addr = htonl (INADDR_LOOPBACK) };
  socklen_t length = sizeof address;
  int fd = socket (AF_INET, SOCK_STREAM, 0);
  guint16 port;

  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (bind (fd, (struct sockaddr *) &address, sizeof address), ==, 0);
  g_assert_cmpint (getsockname (fd, (struct sockaddr *) &address, &length), ==, 0);
  port = ntohs (address.sin_port);
  close (fd);
  return port;
}

static gboolean
port_open (guint16 port)
{
  struct sockaddr_in address = { .sin_family = AF_INET, .sin_port = htons (port),
                                 .sin_addr.s_addr = htonl (INADDR_LOOPBACK) };
  int fd = socket (AF_INET, SOCK_STREAM, 0);
  gboolean open = connect (fd, (struct sockaddr *) &address, sizeof address) == 0;

  close (fd);
  return open;
}

static void
run (const char * const *argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH |
                               G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

/* prosody on 127.0.0.1, once per process; FALSE (the test skipped) without it. */
static gboolean
ensure_server (void)
{
  g_autofree char *prosody = g_find_program_in_path ("prosody");
  g_autofree char *prosodyctl = g_find_program_in_path ("prosodyctl");
  g_autofree char *config = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  gint64 deadline;

  if (server != NULL)
    return TRUE;
  if (prosody == NULL || prosodyctl == NULL)
    {
      g_test_skip ("prosody is not installed (./run installs it): no XMPP server to play through");
      return FALSE;
    }
  server_dir = g_dir_make_tmp ("ludus-prosody-XXXXXX", &error);
  g_assert_no_error (error);
  server_port = free_port ();
  config = g_build_filename (server_dir, "prosody.cfg.lua", NULL);
  text = g_strdup_printf ("prosody_user = \"%s\"\n"
                          "prosody_group = \"%s\"\n"
                          "run_as_root = %s\n"
                          "pidfile = \"%s/prosody.pid\"\n"
                          "data_path = \"%s\"\n"
                          "daemonize = false\n"
                          "log = { info = \"%s/prosody.log\" }\n"
                          "interfaces = { \"127.0.0.1\" }\n"
                          "c2s_ports = { %u }\n"
                          "s2s_ports = {}\ncomponent_ports = {}\nhttp_ports = {}\nhttps_ports = {}\n"
                          "c2s_require_encryption = false\n"
                          "allow_unencrypted_plain_auth = true\n"
                          "authentication = \"internal_hashed\"\n"
                          "modules_enabled = { \"roster\", \"saslauth\", \"disco\", \"ping\", \"presence\", \"message\", \"iq\" }\n"
                          "modules_disabled = { \"s2s\", \"tls\", \"posix\" }\n"
                          "VirtualHost \"localhost\"\n"
                          "Component \"rooms.localhost\" \"muc\"\n"
                          "  restrict_room_creation = false\n"
                          "  muc_room_locking = false\n",
                          g_get_user_name (), g_get_user_name (),
                          getuid () == 0 ? "true" : "false",
                          server_dir, server_dir, server_dir, server_port);
  g_assert_true (g_file_set_contents (config, text, -1, NULL));
  for (guint i = 0; accounts[i] != NULL; i++)
    {
      g_autofree char *password = g_strconcat (accounts[i], "-password", NULL);
      const char *argv[] = { prosodyctl, "--config", config, "register", accounts[i], "localhost",
                             password, NULL };

      run (argv);
    }
  server = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                             &error, prosody, "--config", config, NULL);
  g_assert_no_error (error);
  deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  while (!port_open (server_port))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_usleep (100000);
    }
  return TRUE;
}

static void
stop_server (void)
{
  for (guint i = 0; guests != NULL && i < guests->len; i++)
    g_subprocess_force_exit (g_ptr_array_index (guests, i));
  g_clear_pointer (&guests, g_ptr_array_unref);
  if (server == NULL)
    return;
  g_subprocess_send_signal (server, SIGTERM);
  g_subprocess_wait (server, NULL, NULL);
  g_clear_object (&server);
  if (server_dir != NULL)
    {
      g_autofree char *command = g_strdup_printf ("rm -rf '%s'", server_dir);

      /* Our own temporary folder, named by g_dir_make_tmp(). */
      g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL));
    }
  g_clear_pointer (&server_dir, g_free);
}

/* The account as a person fills it in Preferences → Online. */
static void
set_account (const char *address,
             const char *password,
             guint16     port)
{
  LudusOnlineAccount *account = ludus_online_account_get_default ();
  GSettings *settings = ludus_online_account_get_settings (account);
  g_autofree char *server_text = g_strdup_printf ("127.0.0.1:%u", port);

  g_settings_set_string (settings, "xmpp-address", address);
  g_settings_set_string (settings, "xmpp-server", server_text);
  g_settings_set_string (settings, "xmpp-rooms", "rooms.localhost");
  ludus_online_account_set_password (account, password);
}

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

/* Enter in a text field (GtkText has no activation gtk_widget_activate()
 * would run). */
static void
press_enter (GtkWidget *field)
{
  g_signal_emit_by_name (ludus_test_find_widget (field, GTK_TYPE_TEXT), "activate");
  ludus_test_iterate ();
}

/* Types text in an entry row and presses Enter, as a person does. */
static void
type_in_row (GtkWidget  *row,
             const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (row), text);
  press_enter (row);
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

static AdwEntryRow *
find_entry_row (GtkWidget  *root,
                const char *title)
{
  g_autoptr(GPtrArray) widgets = ludus_test_list_widgets (root);

  for (guint i = 0; i < widgets->len; i++)
    if (ADW_IS_ENTRY_ROW (widgets->pdata[i]) &&
        g_strcmp0 (adw_preferences_row_get_title (widgets->pdata[i]), title) == 0)
      return widgets->pdata[i];
  g_assert_not_reached ();
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
  g_autofree char *unreachable = NULL;
  GtkWindow *preferences;
  GtkWidget *root;

  if (!ensure_server ())
    return;
  preferences = open_preferences ();
  g_assert_nonnull (preferences);
  root = GTK_WIDGET (preferences);
  adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (preferences), "online");

  server_text = g_strdup_printf ("127.0.0.1:%u", server_port);
  type_in_row (GTK_WIDGET (find_entry_row (root, _("Address"))), "anna@localhost");
  type_in_row (GTK_WIDGET (find_entry_row (root, _("Server (Optional)"))), server_text);
  g_assert_cmpstr (ludus_online_account_get_address (account), ==, "anna@localhost");

  /* A wrong password: said so, and kept for this run only (the tests'
   * D-Bus session has no secret store). */
  type_in_row (GTK_WIDGET (find_entry_row (root, _("Password"))), "not-the-password");
  wrong = test_connection (preferences);
  g_assert_cmpstr (wrong, ==, _("The XMPP server refused the address or the password"));
  ludus_test_wait_until (stored_this_run, account);
  g_assert_nonnull (ludus_test_find_label (root, ludus_online_account_get_storage_text (account)));

  type_in_row (GTK_WIDGET (find_entry_row (root, _("Password"))), "anna-password");
  right = test_connection (preferences);
  g_assert_cmpstr (right, ==, _("Connected: the account works."));

  /* Nobody listens on port 1. */
  type_in_row (GTK_WIDGET (find_entry_row (root, _("Server (Optional)"))), "127.0.0.1:1");
  unreachable = test_connection (preferences);
  g_test_message ("unreachable: %s", unreachable);
  g_assert_true (g_str_has_prefix (unreachable, _("Could not reach the XMPP server: ")));

  type_in_row (GTK_WIDGET (find_entry_row (root, _("Server (Optional)"))), server_text);
  gtk_window_destroy (preferences);
  ludus_test_iterate ();
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
window_online (gpointer data)
{
  return ludus_window_get_online_table (data) != NULL;
}

static gboolean
can_start (gpointer data)
{
  return ludus_online_table_get_can_start (data);
}

static gboolean
connected_waiting (gpointer data)
{
  const char *status = ludus_online_table_get_status (data);

  return *status != '\0' && !g_str_equal (status, _("Connecting…"));
}

/* A `ludus-cli join` guest for seat (1 for the first) of the table, with
 * an option more (or NULL). */
static GSubprocess *
start_guest_with (LudusOnlineTable *table,
                  guint             seat,
                  const char       *option)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE);
  g_autofree char *room = ludus_online_table_parse_address (ludus_online_table_get_address (table));
  g_autofree char *server_text = g_strdup_printf ("127.0.0.1:%u", server_port);
  g_autofree char *seat_text = g_strdup_printf ("%u", seat);
  g_autoptr(GError) error = NULL;
  GSubprocess *guest;

  g_subprocess_launcher_setenv (launcher, "LUDUS_XMPP_PASSWORD", "bela-password", TRUE);
  guest = g_subprocess_launcher_spawn (launcher, &error, LUDUS_BUILD_ROOT "/src/cli/ludus-cli", "join",
                                       "--jid", "bela@localhost", "--server", server_text,
                                       "--without-tls", "--room", room, "--seat", seat_text,
                                       "--nick", "bela", "--level", "easy", option, NULL);
  g_assert_no_error (error);
  if (guests == NULL)
    guests = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_add (guests, guest);
  return guest;
}

static GSubprocess *
start_guest (LudusOnlineTable *table,
             guint             seat)
{
  return start_guest_with (table, seat, NULL);
}

static gboolean
online_dialog_shown (gpointer data)
{
  return ludus_test_find_window (LUDUS_TYPE_ONLINE_DIALOG) != NULL;
}

/* New Game → Play Online for a two-player game, the second seat a
 * friend's (played at level if it is handed to the computer); the table's
 * dialog. */
static LudusOnlineDialog *
host_game_with (LudusWindow  *window,
                const char   *game_id,
                LudusAiLevel  level,
                gboolean      computer)
{
  LudusNewGameDialog *new_game = ludus_window_new_game (window, game_id);
  GtkWidget *button;
  LudusOnlineDialog *dialog;
  guint friend = computer ? 2 : 1;

  /* With a computer: the host's machine plays the second seat. */
  ludus_new_game_dialog_set_n_players (new_game, friend + 1);
  ludus_new_game_dialog_set_seat (new_game, 0, "Anna", TRUE, LUDUS_AI_NORMAL);
  if (computer)
    ludus_new_game_dialog_set_seat (new_game, 1, "", FALSE, LUDUS_AI_EASY);
  ludus_new_game_dialog_set_seat (new_game, friend, "", TRUE, level);
  button = ludus_test_find_button (GTK_WIDGET (new_game), "new-game.play-online");
  g_assert_nonnull (button);
  gtk_widget_activate (button);
  ludus_test_wait_until (online_dialog_shown, NULL);
  dialog = LUDUS_ONLINE_DIALOG (ludus_test_find_window (LUDUS_TYPE_ONLINE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_true (ludus_online_table_is_host (ludus_online_dialog_get_table (dialog)));
  return dialog;
}

static LudusOnlineDialog *
host_game_at (LudusWindow  *window,
              const char   *game_id,
              LudusAiLevel  level)
{
  return host_game_with (window, game_id, level, FALSE);
}

static LudusOnlineDialog *
host_medici_at (LudusWindow *window,
                LudusAiLevel level)
{
  return host_game_at (window, "medici", level);
}

static LudusOnlineDialog *
host_medici (LudusWindow *window)
{
  return host_medici_at (window, LUDUS_AI_NORMAL);
}

/* Play Online for a two-player game (the second seat a friend's, played
 * at level if it is handed to the computer), a `ludus-cli join` guest at
 * it, and Start: the window plays the table's game. */
static LudusOnlineTable *
play_with_guest (LudusWindow  *window,
                 const char   *game_id,
                 LudusAiLevel  level,
                 GSubprocess **guest)
{
  LudusOnlineDialog *dialog = host_game_at (window, game_id, level);
  LudusOnlineTable *table = ludus_online_dialog_get_table (dialog);

  ludus_test_wait_until (connected_waiting, table);
  *guest = start_guest (table, 2);
  ludus_test_wait_until (can_start, table);
  gtk_widget_activate (ludus_test_find_button (GTK_WIDGET (dialog), "online.start"));
  ludus_test_wait_until (window_online, window);
  return table;
}

typedef struct
{
  LudusGame *game;
  guint      player;
} PlayerWait;

static gboolean
has_move_by (gpointer data)
{
  PlayerWait *wait = data;

  for (guint i = 0; i < ludus_game_get_n_moves (wait->game); i++)
    if (ludus_game_get_move_player (wait->game, i) == wait->player)
      return TRUE;
  return FALSE;
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
host_to_play (gpointer data)
{
  LudusGame *game = data;

  return ludus_game_is_over (game) || !ludus_game_current_seat_is_computer (game);
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
  set_account ("anna@localhost", "anna-password", server_port);
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

static GtkWidget *board_of (LudusWindow *window);

/* A day's scoring sheet over the board, closed as a person would. */
static gboolean
close_sheet (LudusWindow *window)
{
  GtkWindow *sheet = ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (board_of (window)));

  if (sheet == NULL)
    return FALSE;
  gtk_window_close (sheet);
  ludus_test_iterate ();
  return TRUE;
}

/* The host plays through the board until the guest has moved (or the
 * game is over). */
static void
play_until_guest_moved (LudusWindow *window)
{
  LudusGame *game = ludus_window_get_game (window);
  PlayerWait wait = { game, 1 };

  while (!ludus_game_is_over (game) && !has_move_by (&wait))
    {
      const LudusMove *legal;
      guint n_legal;

      ludus_test_wait_until (host_to_play, game);
      if (has_move_by (&wait) || ludus_game_is_over (game))
        break;
      if (close_sheet (window))
        continue;
      legal = ludus_game_get_legal_moves (game, &n_legal);
      g_assert_true (ludus_board_view_play (LUDUS_BOARD_VIEW (board_of (window)), &legal[0]));
    }
}

static gboolean
banner_names_guest (gpointer data)
{
  return ludus_online_banner_is_shown (data) &&
         strstr (ludus_online_banner_get_text (data), "bela") != NULL;
}

static gboolean
banner_names_guest_anna (gpointer data)
{
  return ludus_online_banner_is_shown (data) &&
         strstr (ludus_online_banner_get_text (data), "anna") != NULL;
}

static gboolean
banner_hidden (gpointer data)
{
  return !ludus_online_banner_is_shown (data);
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
  set_account ("anna@localhost", "anna-password", server_port);
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

/* The Continue row of the library for the online game at room, or NULL. */
static GtkWidget *
find_online_row (LudusWindow *window,
                 const char  *room)
{
  g_autoptr(GPtrArray) widgets = NULL;

  ludus_window_show_library (window);
  ludus_test_iterate ();
  widgets = ludus_test_list_widgets (GTK_WIDGET (window));
  for (guint i = 0; i < widgets->len; i++)
    {
      GtkWidget *row = widgets->pdata[i];

      if (ADW_IS_ACTION_ROW (row) && gtk_widget_has_css_class (row, "online") &&
          strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), room) != NULL)
        return row;
    }
  return NULL;
}

typedef struct
{
  LudusGame *game;
  guint      from;    /* the first move to look at */
} MoveWait;

static gboolean
guest_moved_since (gpointer data)
{
  MoveWait *wait = data;

  for (guint i = wait->from; i < ludus_game_get_n_moves (wait->game); i++)
    if (ludus_game_get_move_player (wait->game, i) == 1)
      return TRUE;
  return ludus_game_is_over (wait->game);
}

/* The host and the guest both gone mid-game; later the host continues
 * the game from the library: the table opens again, waits for the guest,
 * which joins again, and the game goes on from where it was. */
static void
test_resume (void)
{
  LudusWindow *window;
  LudusOnlineTable *table;
  GSubprocess *guest;
  GtkWidget *row, *banner;
  LudusGame *game;
  g_autofree char *room = NULL;
  g_autofree char *subtitle = NULL;
  MoveWait wait;
  guint n_moves;

  if (!ensure_server ())
    return;
  set_account ("anna@localhost", "anna-password", server_port);
  window = ludus_test_new_window ();
  table = play_with_guest (window, "medici", LUDUS_AI_EASY, &guest);
  room = ludus_online_table_parse_address (ludus_online_table_get_address (table));
  game = ludus_window_get_game (window);
  play_until_guest_moved (window);
  g_assert_false (ludus_game_is_over (game));
  n_moves = ludus_game_get_n_moves (game);
  g_assert_cmpstr (ludus_game_get_table (game)->room, ==, room);
  g_subprocess_force_exit (guest);
  ludus_test_destroy_window (GTK_WINDOW (window));

  /* Continue: the row says the game is online, and at which table. */
  window = ludus_test_new_window ();
  row = find_online_row (window, room);
  g_assert_nonnull (row);
  subtitle = g_strdup_printf (_("Online at %s · %s"), room, "");
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), subtitle));
  gtk_widget_activate (row);
  ludus_test_wait_until (window_online, window);
  table = ludus_window_get_online_table (window);
  g_assert_true (ludus_online_table_is_host (table));
  game = ludus_window_get_game (window);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves);
  g_assert_cmpint (ludus_game_get_chance (game), ==, LUDUS_GAME_CHANCE_TOLD);

  /* The table waits for the guest, who comes back. */
  banner = ludus_game_page_get_table_banner (LUDUS_GAME_PAGE (ludus_test_find_widget (GTK_WIDGET (window),
                                                                                      LUDUS_TYPE_GAME_PAGE)));
  ludus_test_wait_until (banner_names_guest, banner);
  start_guest (table, 2);
  ludus_test_wait_until (banner_hidden, banner);

  /* The game goes on: the guest plays its seat again. */
  wait = (MoveWait) { game, n_moves };
  while (!guest_moved_since (&wait))
    {
      const LudusMove *legal;
      guint n_legal;

      ludus_test_wait_until (host_to_play, game);
      if (guest_moved_since (&wait))
        break;
      if (close_sheet (window))
        continue;
      legal = ludus_game_get_legal_moves (game, &n_legal);
      g_assert_true (ludus_board_view_play (LUDUS_BOARD_VIEW (board_of (window)), &legal[0]));
    }
  g_assert_cmpuint (ludus_game_get_n_moves (game), >, n_moves);
  g_assert_cmpstr (ludus_online_table_get_status (table), ==, "");

  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* A legal move of the game that reveals nothing, which undo may take
 * back, and after which the same player is to move if there is one such;
 * FALSE if every move reveals something. */
static gboolean
find_quiet_move (LudusGame *game,
                 LudusMove *quiet)
{
  const LudusRules *rules = ludus_game_get_rules (game);
  gconstpointer now = ludus_game_get_state (game);
  g_autofree void *state = g_malloc (rules->state_size);
  gboolean found = FALSE;
  const LudusMove *legal;
  guint n_legal;

  legal = ludus_game_get_legal_moves (game, &n_legal);
  for (guint i = 0; i < n_legal; i++)
    {
      LudusOutcome outcome = { 0 };

      memcpy (state, now, rules->state_size);
      g_assert_true (ludus_chance_apply (rules, state, &legal[i], NULL, &outcome, NULL));
      if (outcome.n > 0 ||
          (rules->reveal_count != NULL && rules->reveal_count (state) != rules->reveal_count (now)))
        continue;
      *quiet = legal[i];
      found = TRUE;
      if (!rules->is_over (state) && rules->current_player (state) == rules->current_player (now))
        break;
    }
  return found;
}

typedef struct
{
  LudusOnlineTable *table;
  LudusGame        *game;
  guint             n_decided;  /* "undo-decided" so far */
  guint             n_seen;     /* of them, before the last request */
  gboolean          agreed;     /* the last one's */
} UndoWait;

/* The host to play, and allowed to ask to take its last move back. */
static gboolean
host_may_undo (gpointer data)
{
  UndoWait *wait = data;

  return host_to_play (wait->game) && ludus_online_table_get_undo_target (wait->table, NULL);
}

/* The host plays quiet moves through the board until it may ask to take
 * its last one back at its own turn (no other move can come meanwhile). */
static void
play_until_undo_allowed (LudusWindow *window,
                         UndoWait    *wait)
{
  while (!host_may_undo (wait))
    {
      LudusMove move;
      guint n_legal;

      ludus_test_wait_until (host_to_play, wait->game);
      g_assert_false (ludus_game_is_over (wait->game));
      if (host_may_undo (wait))
        break;
      if (close_sheet (window))
        continue;
      if (!find_quiet_move (wait->game, &move))
        move = ludus_game_get_legal_moves (wait->game, &n_legal)[0];
      g_assert_true (ludus_board_view_play (LUDUS_BOARD_VIEW (board_of (window)), &move));
      ludus_test_iterate ();
    }
}

static void
undo_decided_cb (LudusOnlineTable *table,
                 guint             seq,
                 gboolean          agreed,
                 UndoWait         *wait)
{
  wait->n_decided++;
  wait->agreed = agreed;
}

static gboolean
undo_decided (gpointer data)
{
  UndoWait *wait = data;

  return wait->n_decided > wait->n_seen;
}

/* Undo through the header's button, and the table's decision. */
static gboolean
undo_by_button (GtkWidget *undo,
                UndoWait  *wait)
{
  g_assert_true (gtk_widget_is_sensitive (undo));
  wait->n_seen = wait->n_decided;
  /* A button activated shows itself pressed a moment, then clicks. */
  gtk_widget_activate (undo);
  ludus_test_wait_until (undo_decided, wait);
  return wait->agreed;
}

/* Undo by agreement, through the header's Undo button: a guest that
 * agrees takes the move back with the host, one that refuses keeps it. */
static void
test_undo (void)
{
  LudusWindow *window;
  LudusOnlineTable *table;
  GtkWidget *undo, *banner;
  GSubprocess *guest;
  UndoWait wait;
  guint target, n_moves;

  if (!ensure_server ())
    return;
  set_account ("anna@localhost", "anna-password", server_port);
  window = ludus_test_new_window ();
  /* Mykerinos: nothing is revealed within a season, so undo can reach. */
  table = g_object_ref (play_with_guest (window, "mykerinos", LUDUS_AI_EASY, &guest));
  wait = (UndoWait) { table, ludus_window_get_game (window), 0, 0, FALSE };
  g_signal_connect (table, "undo-decided", G_CALLBACK (undo_decided_cb), &wait);
  undo = ludus_test_find_button (GTK_WIDGET (window), "win.undo");
  g_assert_nonnull (undo);
  g_assert_false (gtk_widget_is_sensitive (undo));

  /* The guest agrees: the move is taken back here and there. */
  play_until_undo_allowed (window, &wait);
  g_assert_true (ludus_online_table_get_undo_target (table, &target));
  g_assert_true (undo_by_button (undo, &wait));
  g_assert_cmpuint (ludus_game_get_n_moves (wait.game), ==, target);
  g_assert_true (host_to_play (wait.game));

  /* A guest that refuses: the move stays. */
  g_subprocess_force_exit (guest);
  banner = ludus_game_page_get_table_banner (LUDUS_GAME_PAGE (ludus_test_find_widget (GTK_WIDGET (window),
                                                                                      LUDUS_TYPE_GAME_PAGE)));
  ludus_test_wait_until (banner_names_guest, banner);
  start_guest_with (table, 2, "--refuse-undo");
  ludus_test_wait_until (banner_hidden, banner);
  play_until_undo_allowed (window, &wait);
  n_moves = ludus_game_get_n_moves (wait.game);
  g_assert_false (undo_by_button (undo, &wait));
  g_assert_cmpuint (ludus_game_get_n_moves (wait.game), ==, n_moves);
  g_assert_true (gtk_widget_is_sensitive (undo));

  g_signal_handlers_disconnect_by_data (table, &wait);
  ludus_test_destroy_window (GTK_WINDOW (window));
  g_object_unref (table);
}

static gboolean
seats_known (gpointer data)
{
  return ludus_net_table_get_n_seats (ludus_online_table_get_net_table (data)) == 2;
}

static gboolean
game_has_moves (gpointer data)
{
  LudusWindow *window = data;
  LudusGame *game = ludus_window_get_game (window);

  return game != NULL && ludus_game_get_n_moves (game) > GPOINTER_TO_UINT (g_object_get_data (data, "moves"));
}

static GtkWidget *
board_of (LudusWindow *window)
{
  return ludus_game_page_get_board (LUDUS_GAME_PAGE (ludus_test_find_widget (GTK_WIDGET (window),
                                                                             LUDUS_TYPE_GAME_PAGE)));
}

/* A second window joins the host's table through its join dialog, takes
 * the free seat and waits with the host for the start. */
static LudusWindow *
join_in_window (LudusOnlineTable  *host_table,
                const char        *game_id,
                LudusOnlineTable **guest_table_out)
{
  LudusWindow *guest_window;
  LudusOnlineDialog *join_dialog;
  LudusOnlineTable *guest_table;
  GtkWidget *take = NULL;
  g_autoptr(GPtrArray) widgets = NULL;

  guest_window = ludus_test_new_window ();
  join_dialog = ludus_window_join_online (guest_window);
  type_in_row (GTK_WIDGET (find_entry_row (GTK_WIDGET (join_dialog), _("Table Address"))),
               ludus_online_table_get_address (host_table));
  guest_table = ludus_online_dialog_get_table (join_dialog);
  g_assert_nonnull (guest_table);
  g_assert_false (ludus_online_table_is_host (guest_table));
  ludus_test_wait_until (seats_known, guest_table);
  g_assert_cmpstr (ludus_net_table_get_game_id (ludus_online_table_get_net_table (guest_table)), ==, game_id);
  g_assert_true (ludus_net_table_seat_is_free (ludus_online_table_get_net_table (guest_table), 1));
  g_assert_false (ludus_net_table_seat_is_free (ludus_online_table_get_net_table (guest_table), 0));

  /* The free seat's Take button. */
  widgets = ludus_test_list_widgets (GTK_WIDGET (join_dialog));
  for (guint i = 0; i < widgets->len && take == NULL; i++)
    if (GTK_IS_BUTTON (widgets->pdata[i]) && gtk_widget_get_visible (widgets->pdata[i]) &&
        g_strcmp0 (gtk_button_get_label (widgets->pdata[i]), _("_Take")) == 0)
      take = widgets->pdata[i];
  g_assert_nonnull (take);
  gtk_widget_activate (take);
  ludus_test_wait_until (can_start, host_table);
  g_assert_cmpstr (ludus_net_table_get_seat_name (ludus_online_table_get_net_table (host_table), 1), ==, "anna");
  *guest_table_out = guest_table;
  return guest_window;
}

/* A host's window and a guest's at the same table, started. */
static void
start_two_windows (const char        *game_id,
                   LudusWindow      **host_window,
                   LudusWindow      **guest_window,
                   LudusOnlineTable **host_table,
                   LudusOnlineTable **guest_table)
{
  LudusOnlineDialog *host_dialog;

  *host_window = ludus_test_new_window ();
  host_dialog = host_game_at (*host_window, game_id, LUDUS_AI_EASY);
  *host_table = ludus_online_dialog_get_table (host_dialog);
  ludus_test_wait_until (connected_waiting, *host_table);
  *guest_window = join_in_window (*host_table, game_id, guest_table);
  gtk_widget_activate (ludus_test_find_button (GTK_WIDGET (host_dialog), "online.start"));
  ludus_test_wait_until (window_online, *host_window);
  ludus_test_wait_until (window_online, *guest_window);
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
  set_account ("anna@localhost", "anna-password", server_port);
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

static gboolean
label_shown (gpointer data)
{
  GtkLabel *label = ludus_test_find_label (data, _("An online game needs a seat for a friend: make a seat a person’s"));

  return label != NULL && gtk_widget_get_visible (GTK_WIDGET (label));
}

static void
test_join_address (void)
{
  LudusWindow *window;
  LudusOnlineDialog *dialog;
  GtkWidget *entry;

  if (!ensure_server ())
    return;
  set_account ("anna@localhost", "anna-password", server_port);
  window = ludus_test_new_window ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.join-online", NULL);
  ludus_test_iterate ();
  dialog = LUDUS_ONLINE_DIALOG (ludus_test_find_window (LUDUS_TYPE_ONLINE_DIALOG));
  g_assert_nonnull (dialog);
  entry = GTK_WIDGET (find_entry_row (GTK_WIDGET (dialog), _("Table Address")));
  type_in_row (entry, "not an address");
  g_assert_null (ludus_online_dialog_get_table (dialog));
  g_assert_nonnull (ludus_test_find_label (GTK_WIDGET (dialog),
                                           _("This is not a table’s address: it looks like xmpp:room@server?join")));
  g_assert_null (ludus_online_table_parse_address ("xmpp:a@b/c?join"));
  g_assert_cmpstr (ludus_online_table_parse_address (" xmpp:t-1@rooms.example.org?join "), ==,
                   "t-1@rooms.example.org");
  gtk_window_destroy (GTK_WINDOW (dialog));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* Play Online without a seat for a friend: said in the dialog. */
static void
test_no_friend_seat (void)
{
  LudusWindow *window = ludus_test_new_window ();
  LudusNewGameDialog *new_game = ludus_window_new_game (window, "medici");
  const char *error = _("An online game needs a seat for a friend: make a seat a person’s");

  ludus_new_game_dialog_set_n_players (new_game, 2);
  ludus_new_game_dialog_set_seat (new_game, 1, "", FALSE, LUDUS_AI_EASY);
  g_assert_null (ludus_test_find_label (GTK_WIDGET (new_game), error));
  gtk_widget_activate (ludus_test_find_button (GTK_WIDGET (new_game), "new-game.play-online"));
  ludus_test_wait_until (label_shown, new_game);
  g_assert_null (ludus_test_find_window (LUDUS_TYPE_ONLINE_DIALOG));
  gtk_window_destroy (GTK_WINDOW (new_game));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

static GtkWindow *
setup_host_dialog (LudusWindow *window)
{
  LudusOnlineDialog *dialog;

  if (!ensure_server ())
    return NULL;
  set_account ("anna@localhost", "anna-password", server_port);
  dialog = host_medici (window);
  ludus_test_wait_until (connected_waiting, ludus_online_dialog_get_table (dialog));
  return GTK_WINDOW (dialog);
}

static GtkWindow *
setup_join_dialog (LudusWindow *window)
{
  GtkWindow *dialog;

  if (!ensure_server ())
    return NULL;
  set_account ("anna@localhost", "anna-password", server_port);
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
  set_account ("anna@localhost", "anna-password", server_port);
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
  set_account ("anna@localhost", "anna-password", server_port);
  dialog = host_medici (window);
  table = ludus_online_dialog_get_table (dialog);
  start_guest (table, 2);
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

/* Another machine's undo request, asked over the window data. */
static gboolean
question_shown (gpointer data)
{
  GtkWindow *question = ludus_test_find_window (ADW_TYPE_MESSAGE_DIALOG);

  return question != NULL && gtk_window_get_transient_for (question) == data;
}

/* Another player's request to take moves back, asked over the table. */
static GtkWindow *
setup_undo_question (LudusWindow *window)
{
  LudusOnlineTable *table;
  GSubprocess *guest;

  if (!ensure_server ())
    return NULL;
  set_account ("anna@localhost", "anna-password", server_port);
  table = play_with_guest (window, "medici", LUDUS_AI_EASY, &guest);
  play_until_guest_moved (window);
  /* As the table tells it when the guest asks. */
  g_signal_emit_by_name (table, "undo-requested", ludus_game_get_n_moves (ludus_window_get_game (window)) - 1);
  ludus_test_wait_until (question_shown, window);
  return ludus_test_find_window (ADW_TYPE_MESSAGE_DIALOG);
}

/* The library's Continue list with an online game to resume. */
static GtkWindow *
setup_online_continue (LudusWindow *window)
{
  const LudusRules *rules = ludus_rules_lookup ("medici");
  g_autoptr(LudusContent) content = ludus_content_new_default (rules, NULL);
  g_autoptr(LudusOptions) options = ludus_options_new (rules, 2);
  g_autoptr(LudusGame) game = NULL;
  g_autofree char *path = ludus_autosave_new_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  const LudusGameTable table = { "ludus-12ab34cd@rooms.example.org", "host", 1u << 1, 0 };
  g_autoptr(GPtrArray) others = ludus_autosave_list ();

  /* Only this one: not the games the other shots left unfinished. */
  for (guint i = 0; i < others->len; i++)
    g_assert_cmpint (g_unlink (others->pdata[i]), ==, 0);
  ludus_options_set_seat (options, 0, "Anna", TRUE, LUDUS_AI_NORMAL);
  ludus_options_set_seat (options, 1, "Béla", TRUE, LUDUS_AI_NORMAL);
  game = ludus_game_new_online (content, options, NULL, NULL);
  ludus_game_set_table (game, &table);
  for (guint i = 0; i < 6; i++)
    {
      guint n_legal;
      const LudusMove *legal = ludus_game_get_legal_moves (game, &n_legal);

      g_assert_true (ludus_game_apply_move (game, &legal[0], NULL));
    }
  g_assert_true (ludus_save_make_dir (dir, NULL));
  g_assert_true (ludus_save_write (game, file, NULL, NULL));
  ludus_window_show_library (window);
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
  set_account ("anna@localhost", "anna-password", server_port);
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

static gboolean
same_moves (gpointer data)
{
  LudusGame **games = data;

  return ludus_game_get_n_moves (games[0]) == ludus_game_get_n_moves (games[1]);
}

/* The host asks to take its move back: the guest's window asks its
 * player, who agrees through the dialog's button, and both games go back. */
static void
test_undo_question (void)
{
  LudusWindow *host_window, *guest_window;
  LudusOnlineTable *host_table, *guest_table;
  LudusGame *games[2];
  GtkWidget *agree = NULL;
  g_autoptr(GPtrArray) widgets = NULL;
  UndoWait wait;
  guint target;

  if (!ensure_server ())
    return;
  set_account ("anna@localhost", "anna-password", server_port);
  start_two_windows ("mykerinos", &host_window, &guest_window, &host_table, &guest_table);
  games[0] = ludus_window_get_game (host_window);
  games[1] = ludus_window_get_game (guest_window);
  wait = (UndoWait) { host_table, games[0], 0, 0, FALSE };
  g_signal_connect (host_table, "undo-decided", G_CALLBACK (undo_decided_cb), &wait);

  /* Quiet moves from both boards, until the host may take its back. */
  while (!host_may_undo (&wait))
    {
      gboolean host_turn = ludus_game_get_current_player (games[0]) == 0;
      LudusMove move;

      g_assert_false (ludus_game_is_over (games[0]));
      g_assert_true (find_quiet_move (games[host_turn ? 0 : 1], &move));
      g_assert_true (ludus_board_view_play (LUDUS_BOARD_VIEW (board_of (host_turn ? host_window : guest_window)),
                                            &move));
      ludus_test_iterate ();
      ludus_test_wait_until (same_moves, games);
    }
  g_assert_true (ludus_online_table_get_undo_target (host_table, &target));
  gtk_widget_activate (ludus_test_find_button (GTK_WIDGET (host_window), "win.undo"));
  ludus_test_wait_until (question_shown, guest_window);

  widgets = ludus_test_list_widgets (GTK_WIDGET (ludus_test_find_window (ADW_TYPE_MESSAGE_DIALOG)));
  for (guint i = 0; i < widgets->len && agree == NULL; i++)
    if (GTK_IS_BUTTON (widgets->pdata[i]) &&
        g_strcmp0 (gtk_button_get_label (widgets->pdata[i]), _("_Agree")) == 0)
      agree = widgets->pdata[i];
  g_assert_nonnull (agree);
  gtk_widget_activate (agree);
  ludus_test_wait_until (undo_decided, &wait);
  g_assert_true (wait.agreed);
  /* Answered, the question is gone. */
  g_assert_false (question_shown (guest_window));
  g_assert_cmpuint (ludus_game_get_n_moves (games[0]), ==, target);
  ludus_test_wait_until (same_moves, games);

  g_signal_handlers_disconnect_by_data (host_table, &wait);
  ludus_test_destroy_window (GTK_WINDOW (guest_window));
  ludus_test_destroy_window (GTK_WINDOW (host_window));
}

/* Each window plays its seat's first legal move in turn, until the
 * games have both made moves more. */
static void
play_both_until (LudusWindow *host_window,
                 LudusWindow *guest_window,
                 LudusGame  **games,
                 guint        n_moves)
{
  while (ludus_game_get_n_moves (games[0]) < n_moves && !ludus_game_is_over (games[0]))
    {
      gboolean host_turn = ludus_game_get_current_player (games[0]) == 0;
      LudusWindow *mover = host_turn ? host_window : guest_window;
      const LudusMove *legal;
      guint n_legal;

      if (close_sheet (host_window) || close_sheet (guest_window))
        continue;
      legal = ludus_game_get_legal_moves (games[host_turn ? 0 : 1], &n_legal);
      g_assert_true (ludus_board_view_play (LUDUS_BOARD_VIEW (board_of (mover)), &legal[0]));
      ludus_test_iterate ();
      ludus_test_wait_until (same_moves, games);
    }
}

/* The guest's window closed mid-game; the guest continues it from the
 * library: its window joins the table again, takes its seat, and the game
 * goes on from where it was on both machines. */
static void
test_guest_resume (void)
{
  LudusWindow *host_window, *guest_window;
  LudusOnlineTable *host_table, *guest_table;
  LudusGame *games[2];
  GtkWidget *banner;
  g_autofree char *path = NULL;
  g_autoptr(GPtrArray) widgets = NULL;
  GtkWidget *row = NULL;
  guint n_moves;

  if (!ensure_server ())
    return;
  set_account ("anna@localhost", "anna-password", server_port);
  start_two_windows ("medici", &host_window, &guest_window, &host_table, &guest_table);
  games[0] = ludus_window_get_game (host_window);
  games[1] = ludus_window_get_game (guest_window);
  play_both_until (host_window, guest_window, games, 4);
  n_moves = ludus_game_get_n_moves (games[1]);
  g_assert_cmpint (ludus_game_get_chance (games[1]), ==, LUDUS_GAME_CHANCE_IMPOSED);
  path = g_strdup (ludus_session_get_autosave_path (ludus_window_get_session (guest_window)));
  g_assert_nonnull (path);
  ludus_test_destroy_window (GTK_WINDOW (guest_window));
  banner = ludus_game_page_get_table_banner (LUDUS_GAME_PAGE (ludus_test_find_widget (GTK_WIDGET (host_window),
                                                                                      LUDUS_TYPE_GAME_PAGE)));
  ludus_test_wait_until (banner_names_guest_anna, banner);

  /* Continue: the guest's own autosave's row. */
  guest_window = ludus_test_new_window ();
  ludus_window_show_library (guest_window);
  ludus_test_iterate ();
  widgets = ludus_test_list_widgets (GTK_WIDGET (guest_window));
  for (guint i = 0; i < widgets->len && row == NULL; i++)
    {
      GVariant *target;

      if (!ADW_IS_ACTION_ROW (widgets->pdata[i]) || !gtk_widget_has_css_class (widgets->pdata[i], "online"))
        continue;
      target = gtk_actionable_get_action_target_value (widgets->pdata[i]);
      if (target != NULL && g_strcmp0 (g_variant_get_string (target, NULL), path) == 0)
        row = widgets->pdata[i];
    }
  g_assert_nonnull (row);
  gtk_widget_activate (row);
  ludus_test_wait_until (window_online, guest_window);
  guest_table = ludus_window_get_online_table (guest_window);
  g_assert_false (ludus_online_table_is_host (guest_table));
  games[1] = ludus_window_get_game (guest_window);
  g_assert_cmpuint (ludus_game_get_n_moves (games[1]), ==, n_moves);
  ludus_test_wait_until (banner_hidden, banner);

  /* The game goes on, the same on both machines. */
  play_both_until (host_window, guest_window, games, n_moves + 3);
  g_assert_cmpuint (ludus_game_get_n_moves (games[1]), >=, n_moves + 3);
  for (guint i = 0; i < ludus_game_get_n_moves (games[0]); i++)
    g_assert_cmpstr (ludus_game_get_log_entry (games[1], i), ==, ludus_game_get_log_entry (games[0], i));

  ludus_test_destroy_window (GTK_WINDOW (guest_window));
  ludus_test_destroy_window (GTK_WINDOW (host_window));
}

static gboolean
host_turn (gpointer data)
{
  LudusGame *game = data;

  return ludus_game_is_over (game) || ludus_game_get_current_player (game) == 0;
}

/* The host's own computer seat waits while the guest is missing, as
 * ludus-cli host's do, and plays again once the guest is back. */
static void
test_hold_while_missing (void)
{
  LudusWindow *window;
  LudusOnlineDialog *dialog;
  LudusOnlineTable *table;
  GtkWidget *banner;
  LudusGame *game;
  guint n_moves;
  const LudusMove *legal;
  guint n_legal;

  if (!ensure_server ())
    return;
  set_account ("anna@localhost", "anna-password", server_port);
  window = ludus_test_new_window ();
  dialog = host_game_with (window, "medici", LUDUS_AI_EASY, TRUE);
  table = g_object_ref (ludus_online_dialog_get_table (dialog));
  ludus_test_wait_until (connected_waiting, table);
  start_guest (table, 3);
  ludus_test_wait_until (can_start, table);
  gtk_widget_activate (ludus_test_find_button (GTK_WIDGET (dialog), "online.start"));
  ludus_test_wait_until (window_online, window);
  game = ludus_window_get_game (window);
  banner = ludus_game_page_get_table_banner (LUDUS_GAME_PAGE (ludus_test_find_widget (GTK_WIDGET (window),
                                                                                      LUDUS_TYPE_GAME_PAGE)));

  /* At Anna's turn the guest goes; her move passes the turn to the
   * computer seat, which waits. */
  ludus_test_wait_until (host_turn, game);
  g_assert_false (ludus_game_is_over (game));
  g_subprocess_force_exit (g_ptr_array_index (guests, guests->len - 1));
  ludus_test_wait_until (banner_names_guest, banner);
  while (ludus_game_get_current_player (game) == 0)
    {
      legal = ludus_game_get_legal_moves (game, &n_legal);
      g_assert_true (ludus_board_view_play (LUDUS_BOARD_VIEW (board_of (window)), &legal[0]));
      ludus_test_iterate ();
    }
  g_assert_cmpuint (ludus_game_get_current_player (game), ==, 1);
  n_moves = ludus_game_get_n_moves (game);
  ludus_test_run_for (3000);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves);

  /* The guest back, the computer plays. */
  start_guest (table, 3);
  ludus_test_wait_until (banner_hidden, banner);
  ludus_test_wait_for_moves (game, n_moves + 1);
  g_assert_cmpuint (ludus_game_get_move_player (game, n_moves), ==, 1);

  ludus_test_destroy_window (GTK_WINDOW (window));
  g_object_unref (table);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  ludus_test_init (&argc, &argv);

  g_test_add_func ("/online/preferences", test_preferences);
  g_test_add_func ("/online/host", test_host);
  g_test_add_func ("/online/join-address", test_join_address);
  g_test_add_func ("/online/two-windows", test_two_windows);
  g_test_add_func ("/online/no-friend-seat", test_no_friend_seat);
  g_test_add_func ("/online/missing-player", test_missing_player);
  g_test_add_func ("/online/resume", test_resume);
  g_test_add_func ("/online/undo", test_undo);
  g_test_add_func ("/online/undo-question", test_undo_question);
  g_test_add_func ("/online/guest-resume", test_guest_resume);
  g_test_add_func ("/online/hold-while-missing", test_hold_while_missing);

  ludus_test_add_screenshots ("online-preferences", setup_online_preferences);
  ludus_test_add_screenshots_at ("online-host", setup_host_dialog, 800, 600);
  ludus_test_add_screenshots_at ("online-join", setup_join_dialog, 800, 600);
  ludus_test_add_screenshots_at ("online-table", setup_online_table, 1440, 900);
  ludus_test_add_screenshots_at ("online-missing", setup_online_missing, 1440, 900);
  ludus_test_add_screenshots ("online-continue", setup_online_continue);
  ludus_test_add_screenshots_at ("online-undo-question", setup_undo_question, 1440, 900);

  status = g_test_run ();
  stop_server ();
  return status;
}
