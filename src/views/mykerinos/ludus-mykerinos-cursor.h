/* ludus-mykerinos-cursor.h: arrow keys over a board's spaces or rooms
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The widget of @widgets nearest to @from in @direction (up, down,
 * left or right), among the visible ones, or NULL. */
GtkWidget *ludus_mykerinos_cursor_next (GtkWidget * const *widgets,
                                        guint              n_widgets,
                                        GtkWidget         *from,
                                        GtkDirectionType   direction);

G_END_DECLS
