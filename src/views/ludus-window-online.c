/* ludus-window-online.c: online tables in the game window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * win.join-online and the new-game dialog's Play Online open a table's
 * dialog (ludus-online-dialog.c); when its game starts the window plays
 * the table's LudusGame like any other, with the table's players and chat
 * below the log.  The moves of the other machines arrive as the game's
 * moves, so the board shows them as it shows a computer's.
 */

#define G_LOG_DOMAIN "ludus-window"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-application.h"
#include "ludus-board-view.h"
#include "ludus-online-account.h"
#include "ludus-online-banner.h"
#include "ludus-online-dialog.h"
#include "ludus-online-panel.h"
#include "ludus-window-private.h"

static void
undo_answered_cb (AdwMessageDialog *dialog,
                  const char       *response,
                  LudusWindow      *self)
{
  if (self->online != NULL)
    ludus_online_table_answer_undo (self->online, g_strcmp0 (response, "agree") == 0);
}

/* Another player asks to take moves back: agree or refuse. */
static void
undo_requested_cb (LudusWindow      *self,
                   guint             seq,
                   LudusOnlineTable *table)
{
  g_autofree char *body = NULL;
  GtkWidget *dialog;
  const char *name, *move;
  guint n_after;

  if (table != self->online || self->game == NULL || seq >= ludus_game_get_n_moves (self->game))
    return;
  /* A player asks to take back their own last move (and what followed),
   * named as the game log says it: the moves have no numbers to see. */
  name = ludus_game_get_player_name (self->game, ludus_game_get_move_player (self->game, seq));
  move = ludus_game_get_log_entry (self->game, seq);
  n_after = ludus_game_get_n_moves (self->game) - seq - 1;
  if (n_after == 0)
    /* Translators: "Béla asks to take back the last move, “Béla took Dye 3”. …" */
    body = g_strdup_printf (_("%s asks to take back the last move, “%s”. "
                              "It is taken back only if everyone agrees."), name, move);
  else
    /* Translators: "Béla asks to take back “Béla took Dye 3” and the 2 moves after it. …" */
    body = g_strdup_printf (ngettext ("%s asks to take back “%s” and the move after it. "
                                      "They are taken back only if everyone agrees.",
                                      "%s asks to take back “%s” and the %u moves after it. "
                                      "They are taken back only if everyone agrees.", n_after),
                            name, move, n_after);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Take Back Moves?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "refuse", _("_Refuse"),
                                    "agree", _("_Agree"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "agree",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "agree");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "refuse");
  g_signal_connect_object (dialog, "response", G_CALLBACK (undo_answered_cb), self, 0);
  g_set_weak_pointer (&self->undo_question, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The table's decision, told on every machine. */
static void
undo_decided_cb (LudusWindow      *self,
                 guint             seq,
                 gboolean          agreed,
                 LudusOnlineTable *table)
{
  if (table != self->online)
    return;
  /* Decided without this player's answer: a move came first, or another
   * said no. */
  if (self->undo_question != NULL)
    gtk_window_destroy (self->undo_question);
  adw_toast_overlay_add_toast (self->toast_overlay,
                               adw_toast_new (agreed ? _("The moves were taken back: everyone agreed")
                                                     : _("The moves stay: the table did not agree to take them back")));
  _ludus_window_update_actions (self);
}

/* win.undo in an online game: asks the others.  FALSE if not online. */
gboolean
_ludus_window_undo_online (LudusWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (self->online == NULL || self->game == NULL || !ludus_game_is_online (self->game))
    return FALSE;
  if (ludus_online_table_request_undo (self->online, &error))
    adw_toast_overlay_add_toast (self->toast_overlay,
                                 adw_toast_new (_("Asked the other players to take back your last move")));
  else
    _ludus_window_show_error (self, _("Cannot Take Back Moves"), error->message);
  return TRUE;
}

/* The host's computer seats wait while a guest is missing, as those of
 * ludus-cli host do: the game goes on when the guest is back, or when
 * the host hands the seat to the computer. */
static void
hold_while_missing (LudusWindow *self)
{
  gboolean missing = self->online != NULL && ludus_online_table_is_host (self->online) &&
                     ludus_online_table_get_missing (self->online) != 0;

  if (missing && self->missing_hold == NULL && self->session != NULL)
    {
      self->missing_hold = g_object_ref (self->session);
      ludus_session_hold (self->missing_hold);
    }
  else if (!missing && self->missing_hold != NULL)
    {
      ludus_session_release (self->missing_hold);
      g_clear_object (&self->missing_hold);
    }
}

/* Each player not at the table says so in their panel on the board. */
static void
show_presence (LudusWindow *self)
{
  GtkWidget *board = ludus_game_page_get_board (self->game_page);
  LudusNetTable *net;

  if (self->online == NULL || !LUDUS_IS_BOARD_VIEW (board))
    return;
  net = ludus_online_table_get_net_table (self->online);
  for (guint i = 0; i < ludus_net_table_get_n_seats (net); i++)
    ludus_board_view_set_presence (LUDUS_BOARD_VIEW (board), i,
                                   (int) i != ludus_net_table_get_own_seat (net)
                                   ? ludus_net_table_get_presence (net, i)
                                   : LUDUS_PRESENCE_ONLINE);
}

static void
table_changed_cb (LudusWindow      *self,
                  LudusOnlineTable *table)
{
  if (table != self->online)
    return;
  hold_while_missing (self);
  show_presence (self);
  _ludus_window_update_actions (self);
}

/* The others see this player away while Ludus's window is not in use. */
static void
active_changed_cb (LudusWindow      *self,
                   GParamSpec       *pspec,
                   LudusOnlineTable *table)
{
  if (table == self->online)
    ludus_online_table_set_away (table, !gtk_window_is_active (GTK_WINDOW (self)));
}

/* A chat line, which the game keeps (ludus-online-table.c), saved at once
 * as a move is: the game may not go on before the window closes. */
static void
chat_cb (LudusWindow   *self,
         const char    *name,
         const char    *text)
{
  if (self->session != NULL)
    ludus_session_autosave (self->session, NULL);
}

/* Plays the table's game, saving it to autosave_path (NULL: a new one). */
static GtkWidget *
play_online (LudusWindow      *self,
             LudusOnlineTable *table,
             const char       *autosave_path)
{
  GtkWidget *view;

  view = _ludus_window_play_game (self, ludus_online_table_get_game (table), autosave_path);
  g_set_object (&self->online, table);
  /* One person at each screen, and nobody to wait for but the table. */
  g_settings_unbind (self->session, "hand-over");
  g_settings_unbind (self->session, "pause-after-computer");
  ludus_session_set_hand_over (self->session, FALSE);
  ludus_session_set_pause_after_computer (self->session, FALSE);
  ludus_game_page_set_table_panel (self->game_page, ludus_online_panel_new (table));
  ludus_game_page_set_table_banner (self->game_page, ludus_online_banner_new (table));
  g_signal_connect_object (table, "changed", G_CALLBACK (table_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (table, "undo-requested", G_CALLBACK (undo_requested_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (table, "undo-decided", G_CALLBACK (undo_decided_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (ludus_online_table_get_net_table (table), "chat", G_CALLBACK (chat_cb),
                           self, G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_connect_object (self, "notify::is-active", G_CALLBACK (active_changed_cb), table, 0);
  active_changed_cb (self, NULL, table);
  show_presence (self);
  _ludus_window_update_actions (self);
  return view;
}

static void
online_started_cb (LudusWindow       *self,
                   LudusOnlineTable  *table)
{
  ludus_window_play_online (self, table);
}

static LudusOnlineDialog *
present_dialog (LudusWindow       *self,
                LudusOnlineDialog *dialog)
{
  g_signal_connect_object (dialog, "started", G_CALLBACK (online_started_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

/**
 * ludus_window_join_online:
 *
 * Asks for a table's address and a seat at it.
 *
 * Returns: (transfer none): the dialog
 */
LudusOnlineDialog *
ludus_window_join_online (LudusWindow *self)
{
  g_return_val_if_fail (LUDUS_IS_WINDOW (self), NULL);

  return present_dialog (self, ludus_online_dialog_new_join (GTK_WINDOW (self)));
}

static void
account_error_response_cb (AdwMessageDialog *dialog,
                           const char       *response,
                           LudusWindow      *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (g_str_equal (response, "preferences") && LUDUS_IS_APPLICATION (app))
    ludus_application_show_preferences (LUDUS_APPLICATION (app), "online");
}

/* An online table could not be opened: when the account is not set up,
 * the dialog offers to open Preferences at its page. */
static void
show_online_error (LudusWindow  *self,
                   const char   *title,
                   const GError *error)
{
  GtkWidget *dialog;

  if (!g_error_matches (error, LUDUS_ONLINE_ACCOUNT_ERROR, LUDUS_ONLINE_ACCOUNT_ERROR_NOT_SET_UP))
    {
      _ludus_window_show_error (self, title, error->message);
      return;
    }
  dialog = adw_message_dialog_new (GTK_WINDOW (self), title, error->message);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "close", _("_Close"),
                                    "preferences", _("_Open Preferences"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "preferences",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "preferences");
  g_signal_connect_object (dialog, "response", G_CALLBACK (account_error_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * ludus_window_host_online:
 * @game: a new game, its human seats but the first for friends
 *
 * Opens a table for @game's content and options and waits for friends.
 *
 * Returns: (transfer none) (nullable): the dialog, or %NULL when the
 *   account is not set up (a dialog says so)
 */
LudusOnlineDialog *
ludus_window_host_online (LudusWindow *self,
                          LudusGame   *game)
{
  g_autoptr(LudusOnlineTable) table = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (LUDUS_IS_WINDOW (self), NULL);
  g_return_val_if_fail (LUDUS_IS_GAME (game), NULL);

  table = ludus_online_table_new_host (ludus_game_get_content (game),
                                       ludus_game_get_options (game), &error);
  if (table == NULL)
    {
      show_online_error (self, _("Cannot Open an Online Table"), error);
      return NULL;
    }
  return present_dialog (self, ludus_online_dialog_new_host (GTK_WINDOW (self), table));
}

/**
 * ludus_window_play_online:
 * @table: a table whose game has started
 *
 * Plays the table's game: this machine's seat here, the others as they
 * arrive.
 *
 * Returns: (transfer none): the board view
 */
GtkWidget *
ludus_window_play_online (LudusWindow      *self,
                          LudusOnlineTable *table)
{
  g_return_val_if_fail (LUDUS_IS_WINDOW (self), NULL);
  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (table), NULL);
  g_return_val_if_fail (ludus_online_table_get_game (table) != NULL, NULL);

  return play_online (self, table, NULL);
}

/* Continues an online game from its autosave: its table again (the
 * host's opened, a guest's joined), the game going on as it does. */
gboolean
_ludus_window_resume_online (LudusWindow *self,
                             LudusGame   *game,
                             const char  *autosave_path)
{
  g_autoptr(LudusOnlineTable) table = NULL;
  g_autoptr(GError) error = NULL;

  if ((table = ludus_online_table_new_resumed (game, &error)) == NULL)
    {
      show_online_error (self, _("Cannot Resume the Online Game"), error);
      return FALSE;
    }
  ludus_online_table_connect (table);
  play_online (self, table, autosave_path);
  return TRUE;
}

/* Leaves the table of the game the window no longer plays. */
void
_ludus_window_leave_online (LudusWindow *self)
{
  /* The question was about this table's moves. */
  if (self->undo_question != NULL)
    gtk_window_destroy (self->undo_question);
  g_clear_weak_pointer (&self->undo_question);
  if (self->missing_hold != NULL)
    ludus_session_release (self->missing_hold);
  g_clear_object (&self->missing_hold);
  if (self->online == NULL)
    return;
  ludus_online_table_leave (self->online);
  g_clear_object (&self->online);
}

/* The table being played, or NULL. */
LudusOnlineTable *
ludus_window_get_online_table (LudusWindow *self)
{
  g_return_val_if_fail (LUDUS_IS_WINDOW (self), NULL);
  return self->online;
}

static void
join_online_activated_cb (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  ludus_window_join_online (LUDUS_WINDOW (widget));
}

/* The table lost or never reached: the game goes on from its autosave
 * at a new table, as Continue has it, with the account as it is now. */
static void
reconnect_online_activated_cb (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  LudusWindow *self = LUDUS_WINDOW (widget);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  if (self->online == NULL || !ludus_online_table_get_failed (self->online))
    return;
  /* A game lost before its first move has no autosave yet. */
  if (!ludus_session_autosave (self->session, &error))
    {
      _ludus_window_show_error (self, _("Cannot Connect Again"), error->message);
      return;
    }
  file = g_file_new_for_path (ludus_session_get_autosave_path (self->session));
  ludus_window_open_file (self, file);
}

void
_ludus_window_class_add_online_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.join-online", NULL, join_online_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.reconnect-online", NULL,
                                   reconnect_online_activated_cb);
}
