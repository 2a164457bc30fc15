/* ludus-statistics-window.h: games played and won, per player and game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define LUDUS_TYPE_STATISTICS_WINDOW (ludus_statistics_window_get_type ())

G_DECLARE_FINAL_TYPE (LudusStatisticsWindow, ludus_statistics_window, LUDUS, STATISTICS_WINDOW, AdwWindow)

GtkWidget *ludus_statistics_window_new       (GtkWindow             *parent);
guint      ludus_statistics_window_get_n_rows (LudusStatisticsWindow *self);

G_END_DECLS
