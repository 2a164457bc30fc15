/* ludus-wrap-layout.h: children in lines that wrap at the widget's width
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define LUDUS_TYPE_WRAP_LAYOUT (ludus_wrap_layout_get_type ())

G_DECLARE_FINAL_TYPE (LudusWrapLayout, ludus_wrap_layout, LUDUS, WRAP_LAYOUT, GtkLayoutManager)

GtkLayoutManager *ludus_wrap_layout_new (int      spacing,
                                         gboolean narrow);
GtkLayoutManager *ludus_wrap_layout_new_columns (int   spacing,
                                                 guint max_columns);

G_END_DECLS
