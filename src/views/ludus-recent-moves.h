/* ludus-recent-moves.h: the log's lines since a move, for a summary
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludus-session.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_RECENT_MOVES (ludus_recent_moves_get_type ())

G_DECLARE_FINAL_TYPE (LudusRecentMoves, ludus_recent_moves, LUDUS, RECENT_MOVES, GtkBox)

GtkWidget *ludus_recent_moves_new  (void);
guint      ludus_recent_moves_show (LudusRecentMoves *self,
                                    LudusGame        *game,
                                    guint             first_move);

G_END_DECLS
