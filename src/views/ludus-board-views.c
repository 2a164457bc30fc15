/* ludus-board-views.c: which games have a board view
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game is offered in the library only once it has a board view.  Add one
 * line per game here as its view lands, e.g. { "medici", ludus_medici_view_new },
 * where ludus_medici_view_new (LudusGame *game) returns a floating widget.
 */

#define G_LOG_DOMAIN "ludus-board-views"

#include "config.h"

#include <string.h>

#include "ludus-board-views.h"
#include "ludus-medici-view.h"

static const LudusBoardViewEntry board_views[] = {
  { "medici", ludus_medici_view_new },
  { NULL, NULL }
};

/**
 * ludus_board_view_lookup:
 * @game_id: a game id from the rules registry
 *
 * Returns: (nullable): the board view of @game_id, or %NULL if the game
 *   cannot be played in the window yet
 */
const LudusBoardViewEntry *
ludus_board_view_lookup (const char *game_id)
{
  g_return_val_if_fail (game_id != NULL, NULL);

  for (guint i = 0; board_views[i].game_id != NULL; i++)
    if (strcmp (board_views[i].game_id, game_id) == 0)
      return &board_views[i];

  return NULL;
}
