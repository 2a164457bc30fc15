/* ludus-board-view-presence.c: where an online game's players are
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window tells the board which players are away or disconnected, and
 * each view shows it in that player's panel (show_presence()); refresh()
 * shows it too, for the panels it makes.  While a player is disconnected
 * the table waits for them, and the prompt says so
 * (ludus_board_view_computer_prompt()).
 */

#define G_LOG_DOMAIN "ludus-board-view"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-board-view-private.h"

/**
 * ludus_board_view_set_presence:
 * @presence: where the player of @player is
 *
 * In an online game, shows in @player's panel that they are not at the
 * table.
 */
void
ludus_board_view_set_presence (LudusBoardView *self,
                               guint           player,
                               LudusPresence   presence)
{
  LudusBoardViewPrivate *priv = _ludus_board_view_get_private (self);

  g_return_if_fail (LUDUS_IS_BOARD_VIEW (self));
  g_return_if_fail (player < LUDUS_MAX_PLAYERS);

  if (priv->presence[player] == presence)
    return;
  priv->presence[player] = presence;
  /* Only the panel and the prompt: a whole refresh would take away a hint
   * or a motion whenever another player switches windows. */
  if (priv->game != NULL && LUDUS_BOARD_VIEW_GET_CLASS (self)->show_presence != NULL)
    LUDUS_BOARD_VIEW_GET_CLASS (self)->show_presence (self, player);
  _ludus_board_view_update_prompt (self);
}

/**
 * ludus_board_view_get_presence:
 *
 * Returns: (nullable): where the player of @player is, as their panel
 *   says it ("away"), or %NULL at the table
 */
const char *
ludus_board_view_get_presence (LudusBoardView *self,
                               guint           player)
{
  LudusBoardViewPrivate *priv = _ludus_board_view_get_private (self);

  g_return_val_if_fail (LUDUS_IS_BOARD_VIEW (self), NULL);
  g_return_val_if_fail (player < LUDUS_MAX_PLAYERS, NULL);

  switch (priv->presence[player])
    {
    case LUDUS_PRESENCE_AWAY:
      return _("away");
    case LUDUS_PRESENCE_DISCONNECTED:
      return _("disconnected");
    case LUDUS_PRESENCE_NONE:
    case LUDUS_PRESENCE_ONLINE:
    default:
      return NULL;
    }
}
