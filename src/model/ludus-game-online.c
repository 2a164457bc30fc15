/* ludus-game-online.c: a game as an online table's machine sees it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table (ludus-table.c) is the authority; a LudusGame that follows it
 * gives the views what they read of any game (history, log, signals).
 */

#define G_LOG_DOMAIN "ludus-game"

#include "config.h"

#include <string.h>

#include "ludus-game-private.h"

/**
 * ludus_game_set_relay:
 * @remote_seats: bit i set: seat i is played on another machine
 * @relay: where the moves this machine chooses go instead of being applied
 *
 * Makes the game an online table's view of its game: the remote seats count
 * as computers here (nobody at this screen plays them, ludus_game_current_seat_is_remote()
 * says that no computer here does either), the moves chosen here go to
 * @relay, and the table's moves come back through ludus_game_follow().
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

/**
 * ludus_game_follow_start:
 * @state: the online table's state at the start
 *
 * Starts from the table's set-up: a guest's hidden parts are arranged from
 * the host's outcomes, not from this game's seed.
 */
void
ludus_game_follow_start (LudusGame     *self,
                         gconstpointer  state)
{
  LudusGamePrivate *priv;

  g_return_if_fail (LUDUS_IS_GAME (self));
  g_return_if_fail (state != NULL);
  priv = ludus_game_get_private (self);
  g_return_if_fail (priv->history->len == 0);

  memcpy (priv->state, state, priv->rules->state_size);
  _ludus_game_state_changed (self);
  g_signal_emit_by_name (self, "changed");
}

/**
 * ludus_game_follow:
 * @move: a move the online table applied
 * @state_after: the table's state after it
 *
 * Plays a move of the table as if it were played here (history, log,
 * signals), taking the table's state: a guest's chance is the host's.
 *
 * Returns: FALSE (and nothing changes) when @move is not legal here
 */
gboolean
ludus_game_follow (LudusGame       *self,
                   const LudusMove *move,
                   gconstpointer    state_after)
{
  g_return_val_if_fail (LUDUS_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL && state_after != NULL, FALSE);

  if (!ludus_game_is_legal (self, move))
    return FALSE;
  _ludus_game_follow_entry (self, move, state_after);
  return TRUE;
}
