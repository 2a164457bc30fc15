/* ludus-test-online.c: what the online ui tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A prosody on 127.0.0.1 (ludus-test-prosody.c), the account as
 * Preferences → Online fills it, `ludus-cli join` guests, tables opened
 * through New Game → Play Online and joined through the
 * join dialog, and the waits the tests share.
 */

#define G_LOG_DOMAIN "test-online"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ludus-board-view.h"
#include "ludus-game-page.h"
#include "ludus-online-account.h"
#include "ludus-online-banner.h"
#include "ludus-preferences-window.h"
#include "ludus-test-online.h"
#include "ludus-test-prosody.h"
#include "ludus-test-utils.h"

static const char * const accounts[] = { "anna", "bela", NULL };

static char *server_dir;
static GSubprocess *server;
static guint16 server_port;
static GPtrArray *guests;   /* the ludus-cli processes started */

/* The server's port, once ensure_server() started it. */
guint16
online_server_port (void)
{
  return server_port;
}

/* prosody on 127.0.0.1, once per process; FALSE (the test skipped) without it. */
gboolean
ensure_server (void)
{
  g_autofree char *prosody = g_find_program_in_path ("prosody");
  g_autofree char *prosodyctl = g_find_program_in_path ("prosodyctl");

  if (server != NULL)
    return TRUE;
  if (prosody == NULL || prosodyctl == NULL)
    {
      g_test_skip ("prosody is not installed (./run installs it): no XMPP server to play through");
      return FALSE;
    }
  server = ludus_test_start_prosody (FALSE, accounts, &server_dir, &server_port);
  return TRUE;
}

void
stop_server (void)
{
  for (guint i = 0; guests != NULL && i < guests->len; i++)
    g_subprocess_force_exit (g_ptr_array_index (guests, i));
  g_clear_pointer (&guests, g_ptr_array_unref);
  ludus_test_stop_prosody (&server, &server_dir);
}

/* The account as a person fills it in Preferences → Online. */
void
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

/* Enter in a text field (GtkText has no activation gtk_widget_activate()
 * would run). */
void
press_enter (GtkWidget *field)
{
  g_signal_emit_by_name (ludus_test_find_widget (field, GTK_TYPE_TEXT), "activate");
  ludus_test_iterate ();
}

/* Types text in an entry row and presses Enter, as a person does. */
void
type_in_row (GtkWidget  *row,
             const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (row), text);
  press_enter (row);
}

AdwEntryRow *
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

gboolean
window_online (gpointer data)
{
  return ludus_window_get_online_table (data) != NULL;
}

gboolean
can_start (gpointer data)
{
  return ludus_online_table_get_can_start (data);
}

gboolean
connected_waiting (gpointer data)
{
  const char *status = ludus_online_table_get_status (data);

  return *status != '\0' && !g_str_equal (status, _("Connecting…"));
}

/* A `ludus-cli join` guest for seat (1 for the first) of the table, with
 * an option more (or NULL). */
GSubprocess *
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

GSubprocess *
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

/* New Game → Play Online, the first seat the host's, then with computer
 * a seat the host's machine plays, then n_friends seats for friends
 * (played at level if one is handed to the computer); the table's dialog. */
LudusOnlineDialog *
host_game_with (LudusWindow  *window,
                const char   *game_id,
                LudusAiLevel  level,
                guint         n_friends,
                gboolean      computer)
{
  LudusNewGameDialog *new_game = ludus_window_new_game (window, game_id);
  GtkWidget *button;
  LudusOnlineDialog *dialog;
  guint first_friend = computer ? 2 : 1;

  ludus_new_game_dialog_set_n_players (new_game, first_friend + n_friends);
  ludus_new_game_dialog_set_seat (new_game, 0, "Anna", TRUE, LUDUS_AI_NORMAL);
  if (computer)
    ludus_new_game_dialog_set_seat (new_game, 1, "", FALSE, LUDUS_AI_EASY);
  for (guint seat = first_friend; seat < first_friend + n_friends; seat++)
    ludus_new_game_dialog_set_seat (new_game, seat, "", TRUE, level);
  button = ludus_test_find_button (GTK_WIDGET (new_game), "new-game.play-online");
  g_assert_nonnull (button);
  gtk_widget_activate (button);
  ludus_test_wait_until (online_dialog_shown, NULL);
  dialog = LUDUS_ONLINE_DIALOG (ludus_test_find_window (LUDUS_TYPE_ONLINE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_true (ludus_online_table_is_host (ludus_online_dialog_get_table (dialog)));
  return dialog;
}

LudusOnlineDialog *
host_game_at (LudusWindow  *window,
              const char   *game_id,
              LudusAiLevel  level)
{
  return host_game_with (window, game_id, level, 1, FALSE);
}

LudusOnlineDialog *
host_medici_at (LudusWindow *window,
                LudusAiLevel level)
{
  return host_game_at (window, "medici", level);
}

LudusOnlineDialog *
host_medici (LudusWindow *window)
{
  return host_medici_at (window, LUDUS_AI_NORMAL);
}

/* Play Online for a two-player game (the second seat a friend's, played
 * at level if it is handed to the computer), a `ludus-cli join` guest at
 * it, and Start: the window plays the table's game. */
LudusOnlineTable *
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

gboolean
has_move_by (gpointer data)
{
  PlayerWait *wait = data;

  for (guint i = 0; i < ludus_game_get_n_moves (wait->game); i++)
    if (ludus_game_get_move_player (wait->game, i) == wait->player)
      return TRUE;
  return FALSE;
}

gboolean
host_to_play (gpointer data)
{
  LudusGame *game = data;

  return ludus_game_is_over (game) || !ludus_game_current_seat_is_computer (game);
}

GtkWidget *
board_of (LudusWindow *window)
{
  return ludus_game_page_get_board (LUDUS_GAME_PAGE (ludus_test_find_widget (GTK_WIDGET (window),
                                                                             LUDUS_TYPE_GAME_PAGE)));
}

/* A day's scoring sheet over the board, closed as a person would. */
gboolean
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
void
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

gboolean
banner_names_guest (gpointer data)
{
  return ludus_online_banner_is_shown (data) &&
         strstr (ludus_online_banner_get_text (data), "bela") != NULL;
}

gboolean
widget_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

/* Preferences open at its Online page. */
gboolean
online_page_open (gpointer data)
{
  GtkWindow *preferences = ludus_test_find_window (LUDUS_TYPE_PREFERENCES_WINDOW);

  return preferences != NULL &&
         g_strcmp0 (adw_preferences_window_get_visible_page_name (ADW_PREFERENCES_WINDOW (preferences)), "online") == 0;
}

gboolean
banner_hidden (gpointer data)
{
  return !ludus_online_banner_is_shown (data);
}

gboolean
seats_known (gpointer data)
{
  return ludus_net_table_get_n_seats (ludus_online_table_get_net_table (data)) > 0;
}

/* A second window joins the host's table through its join dialog (the
 * address pasted) and takes the first free seat, the second, with its
 * button; the window, and its table in guest_table_out. */
LudusWindow *
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
  *guest_table_out = guest_table;
  return guest_window;
}

/* A host's window and a guest's at the same table, started. */
void
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
  ludus_test_wait_until (can_start, *host_table);
  g_assert_cmpstr (ludus_net_table_get_seat_name (ludus_online_table_get_net_table (*host_table), 1), ==, "anna");
  /* Enter starts: the focus went from Copy to Start once the seats were taken. */
  g_assert_true (gtk_root_get_focus (GTK_ROOT (host_dialog)) ==
                 ludus_test_find_button (GTK_WIDGET (host_dialog), "online.start"));
  gtk_widget_activate (gtk_root_get_focus (GTK_ROOT (host_dialog)));
  ludus_test_wait_until (window_online, *host_window);
  ludus_test_wait_until (window_online, *guest_window);
}
