/* ludus-combo-row.h: combo rows that show their value whole
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void ludus_combo_row_show_whole (GtkWidget *row);

G_END_DECLS
