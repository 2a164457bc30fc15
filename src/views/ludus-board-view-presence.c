/* ludus-board-view-presence.c: where an online game's players are
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window tells the board which players are away or disconnected, and
 * each view shows it in that player's panel (show_presence()); refresh()
 * shows it too, for the panels it makes.
 */

#define G_LOG_DOMAIN "ludus-board-view"

#include "config.h"

#include "ludus-board-view-private.h"

/**
 * ludus_board_view_set_presence:
 * @presence: (nullable): where the player of @player is, e.g. "away", or
 *   %NULL at the table
 *
 * In an online game, shows in @player's panel that they are not at the
 * table.
 */
void
ludus_board_view_set_presence (LudusBoardView *self,
                               guint           player,
                               const char     *presence)
{
  LudusBoardViewPrivate *priv = _ludus_board_view_get_private (self);

  g_return_if_fail (LUDUS_IS_BOARD_VIEW (self));
  g_return_if_fail (player < LUDUS_MAX_PLAYERS);

  if (g_strcmp0 (priv->presence[player], presence) == 0)
    return;
  g_free (priv->presence[player]);
  priv->presence[player] = g_strdup (presence);
  /* Only the panel: a whole refresh would take away a hint or a motion
   * whenever another player switches windows. */
  if (priv->game != NULL && LUDUS_BOARD_VIEW_GET_CLASS (self)->show_presence != NULL)
    LUDUS_BOARD_VIEW_GET_CLASS (self)->show_presence (self, player);
}

/* Where the player of @player is (ludus_board_view_set_presence()), or NULL. */
const char *
ludus_board_view_get_presence (LudusBoardView *self,
                               guint           player)
{
  LudusBoardViewPrivate *priv = _ludus_board_view_get_private (self);

  g_return_val_if_fail (LUDUS_IS_BOARD_VIEW (self), NULL);
  g_return_val_if_fail (player < LUDUS_MAX_PLAYERS, NULL);

  return priv->presence[player];
}
