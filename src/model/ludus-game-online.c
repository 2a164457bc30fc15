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

#include "ludus-game-private.h"

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
