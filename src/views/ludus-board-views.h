/* ludus-board-views.h: which games have a board view
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludus-game.h"

G_BEGIN_DECLS

/* Creates a new, floating board view showing @game. */
typedef GtkWidget *(*LudusBoardViewNewFunc) (LudusGame *game);

typedef struct
{
  const char            *game_id;   /* LudusRules.id */
  LudusBoardViewNewFunc  new_view;
} LudusBoardViewEntry;

const LudusBoardViewEntry *ludus_board_view_lookup (const char *game_id);

G_END_DECLS
