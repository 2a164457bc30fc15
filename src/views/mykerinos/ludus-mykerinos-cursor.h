/* ludus-mykerinos-cursor.h: the keyboard cursor and clicks over a board's
 * spaces or rooms
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The focusable children a board offers now, in index order. */
typedef GtkWidget * const *(*LudusMykerinosCursorTargets) (GtkWidget *board,
                                                           guint     *n_targets);

/* Emits @signal_id (one guint argument: the target's index) on @board for
 * a click on a target, or Enter or Space on the one with the focus. */
void       ludus_mykerinos_cursor_attach (GtkWidget                   *board,
                                          LudusMykerinosCursorTargets  targets,
                                          guint                        signal_id);
/* The index of the target with the keyboard focus, or -1. */
int        ludus_mykerinos_cursor_index  (GtkWidget                   *board,
                                          LudusMykerinosCursorTargets  targets);
/* A board class's focus handling, CSS name, role and activation signal;
 * returns the signal's id. */
guint      ludus_mykerinos_cursor_class_init (GtkWidgetClass          *widget_class,
                                              const char              *css_name,
                                              const char              *signal_name);
void       ludus_mykerinos_cursor_dispose    (GtkWidget               *board);

G_END_DECLS
