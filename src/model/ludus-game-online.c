/* ludus-game-online.c: a game as an online table's machine sees it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table (ludus-table.c) is the authority; a LudusGame that follows it
 * gives the views what they read of any game (history, log, signals).
 * It is made with ludus_game_new_online(), the moves chosen here go to the
 * table (the relay), and the table's moves come back with their outcome
 * (ludus_game_apply_move_imposed()), so that it saves as any online game.
 */

#define G_LOG_DOMAIN "ludus-game"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-game-private.h"
#include "ludus-table-message.h"

/**
 * ludus_game_set_relay:
 * @remote_seats: bit i set: seat i is played on another machine
 * @relay: where the moves this machine chooses go instead of being applied
 *
 * Makes the game an online table's view of its game: the remote seats count
 * as computers here (nobody at this screen plays them, ludus_game_current_seat_is_remote()
 * says that no computer here does either), the moves chosen here go to
 * @relay, and the table's moves come back through
 * ludus_game_apply_move_imposed().
 * Undo is the table's, never this game's.
 */
void
ludus_game_set_relay (LudusGame      *self,
                      guint32         remote_seats,
                      LudusGameRelay  relay,
                      gpointer        user_data)
{
  LudusGamePrivate *priv;

  g_return_if_fail (LUDUS_IS_GAME (self));
  g_return_if_fail (relay != NULL);
  priv = ludus_game_get_private (self);

  priv->remote_seats = remote_seats;
  priv->relay = relay;
  priv->relay_data = user_data;
  _ludus_game_state_changed (self);
}

/* Whether another machine of the online table plays the seat to move. */
gboolean
ludus_game_current_seat_is_remote (LudusGame *self)
{
  LudusGamePrivate *priv;

  g_return_val_if_fail (LUDUS_IS_GAME (self), FALSE);
  priv = ludus_game_get_private (self);
  return !priv->is_over && (priv->remote_seats & (1u << priv->current_player)) != 0;
}

/* Whether the game follows an online table (ludus_game_set_relay()). */
gboolean
ludus_game_is_online (LudusGame *self)
{
  g_return_val_if_fail (LUDUS_IS_GAME (self), FALSE);
  return ludus_game_get_private (self)->relay != NULL;
}

/* Whether a person at this screen plays the seat: a human seat, not
 * another machine's.  The others' moves show as computers' do. */
gboolean
ludus_game_seat_plays_here (LudusGame *self,
                            guint      seat)
{
  LudusGamePrivate *priv;

  g_return_val_if_fail (LUDUS_IS_GAME (self), FALSE);
  priv = ludus_game_get_private (self);
  g_return_val_if_fail (seat < priv->options->n_seats, FALSE);
  return priv->options->seats[seat].human && (priv->remote_seats & (1u << seat)) == 0;
}

/**
 * ludus_game_hand_to_computer:
 * @seat: a seat another machine played
 *
 * The host's: this machine's computer player plays @seat from now on, at
 * the seat's level (ludus_table_hand_to_computer() on the table).
 */
void
ludus_game_hand_to_computer (LudusGame *self,
                             guint      seat)
{
  LudusGamePrivate *priv;

  g_return_if_fail (LUDUS_IS_GAME (self));
  priv = ludus_game_get_private (self);
  g_return_if_fail (seat < priv->options->n_seats && (priv->remote_seats & (1u << seat)) != 0);

  priv->remote_seats &= ~(1u << seat);
  priv->options->seats[seat].human = FALSE;
  _ludus_game_state_changed (self);
  /* The session plays the seat if it is to move now. */
  g_signal_emit_by_name (self, "changed");
}

LudusGameTable *
ludus_game_table_copy (const LudusGameTable *table)
{
  LudusGameTable *copy;

  g_return_val_if_fail (table != NULL, NULL);

  copy = g_new0 (LudusGameTable, 1);
  *copy = *table;
  copy->room = g_strdup (table->room);
  copy->nick = g_strdup (table->nick);
  return copy;
}

void
ludus_game_table_free (LudusGameTable *table)
{
  if (table == NULL)
    return;
  g_free (table->room);
  g_free (table->nick);
  g_free (table);
}

/* Text from a save that becomes an address: printable, without what an
 * XMPP address or a resource must not hold. */
static gboolean
is_address_text (const char *text,
                 gsize       max)
{
  gsize length = strlen (text);

  if (length == 0 || length > max || !g_utf8_validate (text, length, NULL))
    return FALSE;
  for (const char *p = text; *p != '\0'; p++)
    if (g_ascii_isspace (*p) || g_ascii_iscntrl (*p) || strchr ("/\"<>'&", *p) != NULL)
      return FALSE;
  return TRUE;
}

/**
 * ludus_game_table_check:
 *
 * Whether a table read from a save can be a table of a game of @n_seats:
 * a room address, a nick, guest seats and this machine's seat among them
 * or not, as a host's or a guest's.
 *
 * Returns: FALSE with @error set (G_IO_ERROR_INVALID_DATA) if it cannot
 */
gboolean
ludus_game_table_check (const LudusGameTable  *table,
                        guint                  n_seats,
                        GError               **error)
{
  const char *at;

  g_return_val_if_fail (table != NULL, FALSE);

  at = table->room != NULL ? strchr (table->room, '@') : NULL;
  if (at == NULL || at == table->room || at[1] == '\0' || strchr (at + 1, '@') != NULL ||
      !is_address_text (table->room, LUDUS_GAME_TABLE_MAX_ROOM))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("online.table.room: not a chat room’s address"));
      return FALSE;
    }
  if (table->nick == NULL || g_utf8_strlen (table->nick, -1) > LUDUS_GAME_TABLE_MAX_NICK ||
      !is_address_text (table->nick, LUDUS_GAME_TABLE_MAX_NICK * 4))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("online.table.nick: not a name in a chat room"));
      return FALSE;
    }
  if (table->guest_seats == 0 || table->guest_seats >= (1u << n_seats) || table->seat >= n_seats)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("online.table: seats that the game does not have"));
      return FALSE;
    }
  return TRUE;
}

/**
 * ludus_game_set_table:
 * @table: (nullable): where the game is played, or %NULL
 *
 * Says where an online game is played, for its save.
 */
void
ludus_game_set_table (LudusGame            *self,
                      const LudusGameTable *table)
{
  LudusGamePrivate *priv;

  g_return_if_fail (LUDUS_IS_GAME (self));
  priv = ludus_game_get_private (self);
  g_return_if_fail (table == NULL || ludus_game_table_check (table, priv->options->n_seats, NULL));

  g_clear_pointer (&priv->table, ludus_game_table_free);
  if (table != NULL)
    priv->table = ludus_game_table_copy (table);
}

static void
chat_line_free (gpointer data)
{
  LudusChatLine *line = data;

  g_free (line->name);
  g_free (line->text);
  g_free (line);
}

/**
 * ludus_game_add_chat_line:
 * @name: who said it
 * @text: what they said
 *
 * Keeps a line of an online game's chat for its save: plain text, cleaned
 * as names are and cut as the table cuts it; an empty one is dropped, and
 * past LUDUS_GAME_MAX_CHAT lines the oldest goes.
 */
void
ludus_game_add_chat_line (LudusGame  *self,
                          const char *name,
                          const char *text)
{
  LudusGamePrivate *priv;
  g_autofree char *clean_name = NULL;
  g_autofree char *clean_line = NULL;
  LudusChatLine *line;

  g_return_if_fail (LUDUS_IS_GAME (self));
  g_return_if_fail (name != NULL && text != NULL);
  priv = ludus_game_get_private (self);

  if ((clean_name = ludus_options_clean_text (name, -1, LUDUS_TABLE_MAX_NAME)) == NULL ||
      (clean_line = ludus_options_clean_text (text, -1, LUDUS_TABLE_MAX_CHAT)) == NULL)
    return;
  if (priv->chat == NULL)
    priv->chat = g_ptr_array_new_with_free_func (chat_line_free);
  if (priv->chat->len == LUDUS_GAME_MAX_CHAT)
    g_ptr_array_remove_index (priv->chat, 0);
  line = g_new0 (LudusChatLine, 1);
  line->name = g_steal_pointer (&clean_name);
  line->text = g_steal_pointer (&clean_line);
  g_ptr_array_add (priv->chat, line);
}

guint
ludus_game_get_n_chat_lines (LudusGame *self)
{
  g_return_val_if_fail (LUDUS_IS_GAME (self), 0);
  return ludus_game_get_private (self)->chat != NULL ? ludus_game_get_private (self)->chat->len : 0;
}

/* The chat's line @index, the oldest first. */
const LudusChatLine *
ludus_game_get_chat_line (LudusGame *self,
                          guint      index)
{
  g_return_val_if_fail (LUDUS_IS_GAME (self), NULL);
  g_return_val_if_fail (index < ludus_game_get_n_chat_lines (self), NULL);
  return g_ptr_array_index (ludus_game_get_private (self)->chat, index);
}

/* (nullable): where an online game is played, as its save said */
const LudusGameTable *
ludus_game_get_table (LudusGame *self)
{
  g_return_val_if_fail (LUDUS_IS_GAME (self), NULL);
  return ludus_game_get_private (self)->table;
}
