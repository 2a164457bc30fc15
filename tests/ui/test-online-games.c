/* test-online-games.c: online games in the app that go on later
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Against a prosody on 127.0.0.1 (ludus-test-online.c), through the
 * widgets: an online game continued from the library by the host and by a
 * guest, or opened by a guest, undo by agreement (asked through Undo,
 * answered by a `ludus-cli` guest or in another window), and the host's
 * computer seat waiting while a guest is missing; the chat showing its
 * newest line as lines arrive.  With no prosody every test says so and is
 * skipped.
 */

#define G_LOG_DOMAIN "test-online"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "ludus-autosave.h"
#include "ludus-board-view.h"
#include "ludus-game-page.h"
#include "ludus-online-banner.h"
#include "ludus-online-panel.h"
#include "ludus-preferences-window.h"
#include "ludus-save.h"
#include "ludus-test-online.h"
#include "ludus-test-utils.h"

static gboolean
banner_names_guest_anna (gpointer data)
{
  return ludus_online_banner_is_shown (data) &&
         strstr (ludus_online_banner_get_text (data), "anna") != NULL;
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

static LudusOnlinePanel *
panel_of (LudusWindow *window)
{
  return LUDUS_ONLINE_PANEL (ludus_game_page_get_table_panel (LUDUS_GAME_PAGE (ludus_test_find_widget (GTK_WIDGET (window),
                                                                                                     LUDUS_TYPE_GAME_PAGE))));
}

static GtkListBox *
chat_of (LudusWindow *window)
{
  return ludus_online_panel_get_chat (panel_of (window));
}

/* Says @text through the window's chat line, as a person does. */
static void
say_in_chat (LudusWindow *window,
             const char  *text)
{
  GtkWidget *entry = GTK_WIDGET (ludus_online_panel_get_entry (panel_of (window)));

  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  press_enter (entry);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
}

/* The banner above the window's board. */
static GtkWidget *
banner_of (LudusWindow *window)
{
  return ludus_game_page_get_table_banner (LUDUS_GAME_PAGE (ludus_test_find_widget (GTK_WIDGET (window),
                                                                                    LUDUS_TYPE_GAME_PAGE)));
}

enum { GUEST_GONE, GUEST_STAYS };

static gboolean
table_failed (gpointer data)
{
  return ludus_online_table_get_failed (data);
}

static gboolean
table_connected (gpointer data)
{
  LudusOnlineTable *table = ludus_window_get_online_table (data);

  return table != NULL && !ludus_online_table_get_failed (table) &&
         ludus_net_table_is_connected (ludus_online_table_get_net_table (table));
}

/* Continues the game of the library's @row with a password the server
 * refuses: the banner above the board says so and offers Preferences,
 * then with the password mended Connect Again reaches the table. */
static void
continue_with_password_mended (LudusWindow *window,
                               GtkWidget   *row)
{
  GtkWidget *banner, *button;
  LudusOnlineTable *refused;

  set_account ("anna@localhost", "not-anna-password", online_server_port ());
  gtk_widget_activate (row);
  ludus_test_wait_until (window_online, window);
  refused = ludus_window_get_online_table (window);
  ludus_test_wait_until (table_failed, refused);
  banner = banner_of (window);
  g_assert_true (ludus_online_banner_is_shown (LUDUS_ONLINE_BANNER (banner)));
  /* The test's server, on this machine, takes passwords unencrypted. */
  g_assert_cmpstr (ludus_online_banner_get_text (LUDUS_ONLINE_BANNER (banner)), ==,
                   _("The XMPP server refused the address or the password, or it "
                     "takes no password without an encrypted connection"));
  button = ludus_test_find_button (banner, "app.preferences-page");
  ludus_test_wait_until (widget_mapped, button);
  g_free (ludus_test_save_screenshot (GTK_WINDOW (window), NULL, "online-resume-refused"));
  g_assert_true (gtk_widget_activate (button));
  ludus_test_wait_until (online_page_open, NULL);
  gtk_window_destroy (ludus_test_find_window (LUDUS_TYPE_PREFERENCES_WINDOW));

  set_account ("anna@localhost", "anna-password", online_server_port ());
  button = ludus_test_find_button (banner, "win.reconnect-online");
  g_assert_true (gtk_widget_get_mapped (button));
  g_assert_true (gtk_widget_activate (button));
  ludus_test_wait_until (table_connected, window);
  g_assert_true (ludus_window_get_online_table (window) != refused);
}

typedef struct
{
  LudusWindow *window;
  const char  *text;
} ChatWait;

static gboolean
chat_has_line (gpointer data)
{
  ChatWait *wait = data;

  return ludus_test_find_label (GTK_WIDGET (chat_of (wait->window)), wait->text) != NULL;
}

/* Many lines said at the table: the chat shows the newest, as it comes. */
static void
test_chat_follows (void)
{
  LudusWindow *window;
  GSubprocess *guest;
  GtkListBoxRow *last;
  guint n_rows = 0;

  if (!ensure_server ())
    return;
  set_account ("anna@localhost", "anna-password", online_server_port ());
  window = ludus_test_new_window_sized (1024, 600);
  play_with_guest (window, "medici", LUDUS_AI_EASY, &guest);
  for (guint i = 1; i <= 20; i++)
    {
      g_autofree char *text = g_strdup_printf ("Line %u", i);
      g_autofree char *line = g_strdup_printf ("Anna: Line %u", i);
      ChatWait wait = { window, line };

      say_in_chat (window, text);
      ludus_test_wait_until (chat_has_line, &wait);
    }
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
  while (gtk_list_box_get_row_at_index (chat_of (window), n_rows) != NULL)
    n_rows++;
  last = gtk_list_box_get_row_at_index (chat_of (window), n_rows - 1);
  /* More lines than the chat shows at once, and the last in sight. */
  g_assert_false (ludus_test_in_view (gtk_list_box_get_row_at_index (chat_of (window), 0)));
  g_assert_nonnull (ludus_test_find_label (GTK_WIDGET (last), "Anna: Line 20"));
  g_assert_true (ludus_test_in_view (last));

  g_subprocess_force_exit (guest);
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

/* The host gone mid-game, and the guest gone too (GUEST_GONE) or still at
 * the table (GUEST_STAYS); later the host continues the game from the
 * library: the table opens again, waits for the guest, which joins again
 * or says again who it is, and the game goes on from where it was. */
static void
test_resume (gconstpointer data)
{
  gboolean guest_stays = GPOINTER_TO_INT (data) == GUEST_STAYS;
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
  set_account ("anna@localhost", "anna-password", online_server_port ());
  window = ludus_test_new_window ();
  table = play_with_guest (window, "medici", LUDUS_AI_EASY, &guest);
  room = ludus_online_table_parse_address (ludus_online_table_get_address (table));
  game = ludus_window_get_game (window);
  play_until_guest_moved (window);
  g_assert_false (ludus_game_is_over (game));
  n_moves = ludus_game_get_n_moves (game);
  g_assert_cmpstr (ludus_game_get_table (game)->room, ==, room);
  say_in_chat (window, "See you tomorrow");
  if (!guest_stays)
    g_subprocess_force_exit (guest);
  ludus_test_destroy_window (GTK_WINDOW (window));

  /* Continue: the row says the game is online, and at which table. */
  window = ludus_test_new_window ();
  row = find_online_row (window, room);
  g_assert_nonnull (row);
  subtitle = g_strdup_printf (_("Online at %s · %s"), room, "");
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), subtitle));
  if (!guest_stays)
    continue_with_password_mended (window, row);
  else
    {
      gtk_widget_activate (row);
      ludus_test_wait_until (window_online, window);
    }
  table = ludus_window_get_online_table (window);
  g_assert_true (ludus_online_table_is_host (table));
  game = ludus_window_get_game (window);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves);
  g_assert_cmpint (ludus_game_get_chance (game), ==, LUDUS_GAME_CHANCE_TOLD);
  /* What was said the day before is still there. */
  g_assert_nonnull (ludus_test_find_label (GTK_WIDGET (chat_of (window)), "Anna: See you tomorrow"));

  /* The table waits for the guest, who comes back, or who is known again
   * as soon as it hears the host is back. */
  banner = banner_of (window);
  if (!guest_stays)
    {
      ludus_test_wait_until (banner_names_guest, banner);
      start_guest (table, 2);
    }
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

enum { LOST_MID_GAME, LOST_AT_START };

/* The server gone mid-game, as when the network is, or before the first
 * move (when the game has no autosave yet): the banner says the
 * connection was lost and offers to connect again (not Preferences: the
 * account is fine), which reaches the table once the server is back;
 * the guest comes back and the game goes on from where it was. */
static void
test_connection_lost (gconstpointer data)
{
  LudusWindow *window;
  LudusOnlineTable *table;
  GSubprocess *guest;
  GtkWidget *banner, *button;
  LudusGame *game;
  guint n_moves;

  if (!ensure_server ())
    return;
  set_account ("anna@localhost", "anna-password", online_server_port ());
  window = ludus_test_new_window ();
  table = play_with_guest (window, "medici", LUDUS_AI_EASY, &guest);
  if (GPOINTER_TO_INT (data) == LOST_MID_GAME)
    play_until_guest_moved (window);
  game = ludus_window_get_game (window);
  n_moves = ludus_game_get_n_moves (game);
  if (GPOINTER_TO_INT (data) == LOST_AT_START)
    {
      g_assert_cmpuint (n_moves, ==, 0);
      g_assert_null (ludus_session_get_autosave_path (ludus_window_get_session (window)));
    }

  stop_server ();
  ludus_test_wait_until (table_failed, table);
  banner = banner_of (window);
  g_assert_true (ludus_online_banner_is_shown (LUDUS_ONLINE_BANNER (banner)));
  g_assert_cmpstr (ludus_online_banner_get_text (LUDUS_ONLINE_BANNER (banner)), ==,
                   _("The connection to the XMPP server was lost"));
  g_assert_false (gtk_widget_get_visible (ludus_test_find_button (banner, "app.preferences-page")));

  g_assert_true (ensure_server ());
  set_account ("anna@localhost", "anna-password", online_server_port ());
  button = ludus_test_find_button (banner, "win.reconnect-online");
  ludus_test_wait_until (widget_mapped, button);
  g_assert_true (gtk_widget_activate (button));
  ludus_test_wait_until (table_connected, window);
  table = ludus_window_get_online_table (window);
  game = ludus_window_get_game (window);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves);

  banner = banner_of (window);
  ludus_test_wait_until (banner_names_guest, banner);
  start_guest (table, 2);
  ludus_test_wait_until (banner_hidden, banner);
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
  set_account ("anna@localhost", "anna-password", online_server_port ());
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
  banner = banner_of (window);
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
  set_account ("anna@localhost", "anna-password", online_server_port ());
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

static gboolean
same_moves (gpointer data)
{
  LudusGame **games = data;

  return ludus_game_get_n_moves (games[0]) == ludus_game_get_n_moves (games[1]);
}

/* Plays a move through the board of the window whose seat is to play, and
 * waits until both machines have it. */
static void
play_and_wait (LudusWindow     *host_window,
               LudusWindow     *guest_window,
               LudusGame      **games,
               const LudusMove *move)
{
  gboolean host_turn = ludus_game_get_current_player (games[0]) == 0;
  guint n_moves = ludus_game_get_n_moves (games[0]) + 1;
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  g_assert_true (ludus_board_view_play (LUDUS_BOARD_VIEW (board_of (host_turn ? host_window : guest_window)),
                                        move));
  while (ludus_game_get_n_moves (games[0]) < n_moves || ludus_game_get_n_moves (games[1]) < n_moves)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      ludus_test_iterate ();
    }
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
  g_autofree char *asks = NULL;
  const char *body;
  AdwMessageDialog *question;
  UndoWait wait;
  guint target;

  if (!ensure_server ())
    return;
  set_account ("anna@localhost", "anna-password", online_server_port ());
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
      play_and_wait (host_window, guest_window, games, &move);
    }
  g_assert_true (ludus_online_table_get_undo_target (host_table, &target));
  gtk_widget_activate (ludus_test_find_button (GTK_WIDGET (host_window), "win.undo"));
  ludus_test_wait_until (question_shown, guest_window);
  /* It names who asks: the host's player, who made the move. */
  question = ADW_MESSAGE_DIALOG (ludus_test_find_window (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_cmpuint (ludus_game_get_move_player (games[1], target), ==, 0);
  /* It names the move as the game log says it: moves have no number a
   * player sees. */
  body = adw_message_dialog_get_body (question);
  g_test_message ("%s", body);
  g_assert_true (g_str_has_prefix (body, ludus_game_get_player_name (games[1], 0)));
  asks = g_strdup_printf ("“%s”", ludus_game_get_log_entry (games[1], target));
  g_assert_nonnull (strstr (body, asks));

  widgets = ludus_test_list_widgets (GTK_WIDGET (question));
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
      const LudusMove *legal;
      guint n_legal;

      if (close_sheet (host_window) || close_sheet (guest_window))
        continue;
      legal = ludus_game_get_legal_moves (games[host_turn ? 0 : 1], &n_legal);
      play_and_wait (host_window, guest_window, games, &legal[0]);
    }
}

/* Exactly one of the two machines plays the seat to move. */
static gboolean
one_machine_to_play (gpointer data)
{
  LudusGame **games = data;

  return ludus_game_current_seat_is_remote (games[0]) != ludus_game_current_seat_is_remote (games[1]);
}

/* A copy of the save at @path in a file of its own, and its text. */
static char *
save_copy (const char  *path,
           char       **text)
{
  g_autoptr(GError) error = NULL;
  char *copy = NULL;
  int fd = g_file_open_tmp ("guest-game-XXXXXX.ludus", &copy, &error);

  g_assert_no_error (error);
  g_close (fd, NULL);
  g_assert_true (g_file_get_contents (path, text, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (copy, *text, -1, &error));
  g_assert_no_error (error);
  return copy;
}

/* How the guest comes back to its game. */
typedef enum
{
  BACK_BY_CONTINUE,       /* the library's row of its autosave */
  BACK_BY_OPEN_AUTOSAVE,  /* Open of the autosave itself */
  BACK_BY_OPEN_COPY,      /* Open of a copy kept elsewhere, two moves behind */
  BACK_BY_OPEN_LONE_COPY, /* Open of a copy, the autosave deleted */
} BackBy;

/* The guest's window closed mid-game; the guest comes back to it: its
 * window joins the table again, takes its seat, and the game goes on from
 * where it was on both machines, saved to its autosave again.  A copy
 * opened stays as it was; the game goes on in the table's autosave, or in
 * one of its own when there is none. */
static void
guest_comes_back (gconstpointer data)
{
  BackBy back_by = GPOINTER_TO_INT (data);
  g_autofree char *copy = NULL;
  g_autofree char *copy_before = NULL;
  g_autofree char *copy_after = NULL;
  const char *autosave;
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
  set_account ("anna@localhost", "anna-password", online_server_port ());
  start_two_windows ("medici", &host_window, &guest_window, &host_table, &guest_table);
  games[0] = ludus_window_get_game (host_window);
  games[1] = ludus_window_get_game (guest_window);
  play_both_until (host_window, guest_window, games, 2);
  path = g_strdup (ludus_session_get_autosave_path (ludus_window_get_session (guest_window)));
  g_assert_nonnull (path);
  if (back_by == BACK_BY_OPEN_COPY)
    copy = save_copy (path, &copy_before);
  play_both_until (host_window, guest_window, games, 4);
  n_moves = ludus_game_get_n_moves (games[1]);
  g_assert_cmpint (ludus_game_get_chance (games[1]), ==, LUDUS_GAME_CHANCE_IMPOSED);
  g_assert_cmpstr (ludus_session_get_autosave_path (ludus_window_get_session (guest_window)), ==, path);
  ludus_test_destroy_window (GTK_WINDOW (guest_window));
  banner = banner_of (host_window);
  ludus_test_wait_until (banner_names_guest_anna, banner);

  guest_window = ludus_test_new_window ();
  if (back_by == BACK_BY_CONTINUE)
    {
      /* The guest's own autosave's row. */
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
    }
  else
    {
      g_autoptr(GFile) file = NULL;

      if (back_by == BACK_BY_OPEN_LONE_COPY)
        {
          copy = save_copy (path, &copy_before);
          g_assert_cmpint (g_remove (path), ==, 0);
        }
      file = g_file_new_for_path (copy != NULL ? copy : path);
      g_assert_true (ludus_window_open_file (guest_window, file));
    }
  ludus_test_wait_until (window_online, guest_window);
  guest_table = ludus_window_get_online_table (guest_window);
  g_assert_false (ludus_online_table_is_host (guest_table));
  games[1] = ludus_window_get_game (guest_window);
  g_assert_cmpuint (ludus_game_get_n_moves (games[1]), ==, n_moves);
  ludus_test_wait_until (banner_hidden, banner);
  /* Its seat is played in the window again once its table caught up. */
  ludus_test_wait_until (one_machine_to_play, games);

  /* The game goes on, the same on both machines. */
  play_both_until (host_window, guest_window, games, n_moves + 3);
  g_assert_cmpuint (ludus_game_get_n_moves (games[1]), >=, n_moves + 3);
  for (guint i = 0; i < ludus_game_get_n_moves (games[0]); i++)
    g_assert_cmpstr (ludus_game_get_log_entry (games[1], i), ==, ludus_game_get_log_entry (games[0], i));
  autosave = ludus_session_get_autosave_path (ludus_window_get_session (guest_window));
  g_assert_nonnull (autosave);
  if (back_by == BACK_BY_OPEN_LONE_COPY)
    {
      g_assert_cmpstr (autosave, !=, path);
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    }
  else
    g_assert_cmpstr (autosave, ==, path);
  g_assert_true (ludus_autosave_contains (autosave));

  ludus_test_destroy_window (GTK_WINDOW (guest_window));
  ludus_test_destroy_window (GTK_WINDOW (host_window));
  if (copy != NULL)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (g_file_get_contents (copy, &copy_after, NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpstr (copy_after, ==, copy_before);
      g_assert_cmpint (g_remove (copy), ==, 0);
    }
}

static gboolean
host_turn (gpointer data)
{
  LudusGame *game = data;

  return ludus_game_is_over (game) || ludus_game_get_current_player (game) == 0;
}

typedef struct
{
  LudusWindow *window;
  const char  *waiting;
} HoldWait;

static gboolean
guest_holds (gpointer data)
{
  HoldWait *wait = data;

  return !ludus_board_view_human_to_play (LUDUS_BOARD_VIEW (board_of (wait->window))) &&
         ludus_test_find_label (GTK_WIDGET (wait->window), wait->waiting) != NULL;
}

static gboolean
guest_plays (gpointer window)
{
  return ludus_board_view_human_to_play (LUDUS_BOARD_VIEW (board_of (window)));
}

/* The host's machine goes at the guest's turn: the guest's board waits
 * for the host, as for a computer, and takes no move (it would go to
 * nobody, and the host, back, would know nothing of it).  The host
 * continues the game from its autosave, and the guest plays on. */
static void
test_guest_holds_while_host_gone (void)
{
  LudusWindow *host_window, *guest_window;
  LudusOnlineTable *host_table, *guest_table;
  LudusGame *games[2];
  const LudusMove *legal;
  guint n_legal, n_moves;
  g_autofree char *waiting = NULL;
  g_autoptr(GFile) host_save = NULL;

  if (!ensure_server ())
    return;
  set_account ("anna@localhost", "anna-password", online_server_port ());
  start_two_windows ("medici", &host_window, &guest_window, &host_table, &guest_table);
  games[0] = ludus_window_get_game (host_window);
  games[1] = ludus_window_get_game (guest_window);
  play_both_until (host_window, guest_window, games, 2);
  while (ludus_game_get_current_player (games[1]) != 1)
    {
      legal = ludus_game_get_legal_moves (games[0], &n_legal);
      play_and_wait (host_window, guest_window, games, &legal[0]);
    }
  g_assert_true (ludus_board_view_human_to_play (LUDUS_BOARD_VIEW (board_of (guest_window))));

  waiting = g_strdup_printf (_("Waiting for %s to come back"), ludus_game_get_player_name (games[1], 0));
  host_save = g_file_new_for_path (ludus_session_get_autosave_path (ludus_window_get_session (host_window)));
  ludus_test_destroy_window (GTK_WINDOW (host_window));
  ludus_test_wait_until (guest_holds, &(HoldWait) { guest_window, waiting });
  n_moves = ludus_game_get_n_moves (games[1]);
  legal = ludus_game_get_legal_moves (games[1], &n_legal);
  g_assert_false (ludus_board_view_play (LUDUS_BOARD_VIEW (board_of (guest_window)), &legal[0]));
  ludus_test_run_for (300);
  g_assert_cmpuint (ludus_game_get_n_moves (games[1]), ==, n_moves);

  /* The host back, the guest plays on. */
  host_window = ludus_test_new_window ();
  g_assert_true (ludus_window_open_file (host_window, host_save));
  ludus_test_wait_until (window_online, host_window);
  games[0] = ludus_window_get_game (host_window);
  ludus_test_wait_until (guest_plays, guest_window);
  legal = ludus_game_get_legal_moves (games[1], &n_legal);
  play_and_wait (host_window, guest_window, games, &legal[0]);
  g_assert_cmpuint (ludus_game_get_n_moves (games[0]), ==, n_moves + 1);

  ludus_test_destroy_window (GTK_WINDOW (host_window));
  ludus_test_destroy_window (GTK_WINDOW (guest_window));
  ludus_test_remove_unfinished_games ();
}

/* The host's own computer seat waits while the guest is missing, as
 * ludus-cli host's do, and plays again once the guest is back. */
static void
test_hold_while_missing (void)
{
  GSubprocess *guest;
  LudusWindow *window;
  LudusOnlineDialog *dialog;
  LudusOnlineTable *table;
  GtkWidget *banner;
  LudusGame *game;
  guint n_moves;
  const LudusMove *legal;
  guint n_legal;
  guint32 missing;
  g_autofree char *waiting = NULL;

  if (!ensure_server ())
    return;
  set_account ("anna@localhost", "anna-password", online_server_port ());
  window = ludus_test_new_window ();
  dialog = host_game_with (window, "medici", LUDUS_AI_EASY, 1, TRUE);
  table = g_object_ref (ludus_online_dialog_get_table (dialog));
  ludus_test_wait_until (connected_waiting, table);
  guest = start_guest (table, 3);
  ludus_test_wait_until (can_start, table);
  gtk_widget_activate (ludus_test_find_button (GTK_WIDGET (dialog), "online.start"));
  ludus_test_wait_until (window_online, window);
  game = ludus_window_get_game (window);
  banner = banner_of (window);

  /* At Anna's turn the guest goes; her move passes the turn to the
   * computer seat, which waits. */
  ludus_test_wait_until (host_turn, game);
  g_assert_false (ludus_game_is_over (game));
  g_subprocess_force_exit (guest);
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
  /* The prompt says whom the computer waits for, not that it thinks. */
  missing = ludus_online_table_get_missing (table);
  g_assert_cmpuint (missing, !=, 0);
  waiting = g_strdup_printf (_("Waiting for %s to come back"),
                             ludus_game_get_player_name (game, g_bit_nth_lsf (missing, -1)));
  g_assert_nonnull (ludus_test_find_label (GTK_WIDGET (window), waiting));

  /* The guest back, the computer plays. */
  start_guest (table, 3);
  ludus_test_wait_until (banner_hidden, banner);
  g_assert_null (ludus_test_find_label (GTK_WIDGET (window), waiting));
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

  g_test_add_data_func ("/online-games/resume", GINT_TO_POINTER (GUEST_GONE), test_resume);
  g_test_add_data_func ("/online-games/resume-guest-stayed", GINT_TO_POINTER (GUEST_STAYS), test_resume);
  g_test_add_data_func ("/online-games/guest-resume", GINT_TO_POINTER (BACK_BY_CONTINUE), guest_comes_back);
  g_test_add_data_func ("/online-games/guest-open-autosave", GINT_TO_POINTER (BACK_BY_OPEN_AUTOSAVE), guest_comes_back);
  g_test_add_data_func ("/online-games/guest-open-copy", GINT_TO_POINTER (BACK_BY_OPEN_COPY), guest_comes_back);
  g_test_add_data_func ("/online-games/guest-open-lone-copy", GINT_TO_POINTER (BACK_BY_OPEN_LONE_COPY), guest_comes_back);
  g_test_add_data_func ("/online-games/connection-lost", GINT_TO_POINTER (LOST_MID_GAME),
                        test_connection_lost);
  g_test_add_data_func ("/online-games/connection-lost-at-start", GINT_TO_POINTER (LOST_AT_START),
                        test_connection_lost);
  g_test_add_func ("/online-games/undo", test_undo);
  g_test_add_func ("/online-games/chat-follows", test_chat_follows);
  g_test_add_func ("/online-games/undo-question", test_undo_question);
  g_test_add_func ("/online-games/hold-while-missing", test_hold_while_missing);
  g_test_add_func ("/online-games/guest-holds-while-host-gone", test_guest_holds_while_host_gone);

  ludus_test_add_screenshots ("online-continue", setup_online_continue);
  ludus_test_add_screenshots_at ("online-undo-question", setup_undo_question, 1440, 900);

  status = g_test_run ();
  stop_server ();
  return status;
}
