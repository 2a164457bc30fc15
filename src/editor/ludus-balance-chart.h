/* ludus-balance-chart.h: the balance check's figures, drawn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludus-balance.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_BALANCE_CHART (ludus_balance_chart_get_type ())

G_DECLARE_FINAL_TYPE (LudusBalanceChart, ludus_balance_chart, LUDUS, BALANCE_CHART, GtkWidget)

/* The colours of a chart: the text and axes, this content's bars and the
 * built-in content's, and the page under them (for PNG). */
typedef struct
{
  GdkRGBA foreground;
  GdkRGBA custom;
  GdkRGBA builtin;
  GdkRGBA background;
} LudusBalanceChartColours;

GtkWidget *ludus_balance_chart_new        (void);
void       ludus_balance_chart_set_results (LudusBalanceChart             *self,
                                            const LudusBalance            *custom,
                                            const LudusBalance            *builtin);
void       ludus_balance_chart_draw        (cairo_t                       *cr,
                                            const LudusBalance            *custom,
                                            const LudusBalance            *builtin,
                                            double                         width,
                                            double                         height,
                                            const LudusBalanceChartColours *colours);
gboolean   ludus_balance_chart_write_png   (LudusBalanceChart             *self,
                                            const char                    *path,
                                            GError                       **error);

G_END_DECLS
