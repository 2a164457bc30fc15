/* ludus-review-chart.h: every player's win chance over the moves of a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define LUDUS_TYPE_REVIEW_CHART (ludus_review_chart_get_type ())

G_DECLARE_FINAL_TYPE (LudusReviewChart, ludus_review_chart, LUDUS, REVIEW_CHART, GtkWidget)

GtkWidget *ludus_review_chart_new          (void);
void       ludus_review_chart_set_data     (LudusReviewChart   *self,
                                            guint               n_players,
                                            const char * const *names,
                                            const guint        *colours,
                                            guint               n_points,
                                            const double       *values);
void       ludus_review_chart_add_mark     (LudusReviewChart   *self,
                                            guint               point,
                                            guint               player);
guint      ludus_review_chart_get_n_points (LudusReviewChart   *self);
double     ludus_review_chart_get_value    (LudusReviewChart   *self,
                                            guint               point,
                                            guint               player);
int        ludus_review_chart_get_selected (LudusReviewChart   *self);
void       ludus_review_chart_set_selected (LudusReviewChart   *self,
                                            int                 point);
double     ludus_review_chart_get_point_x  (LudusReviewChart   *self,
                                            guint               point);
void       ludus_review_chart_select_at    (LudusReviewChart   *self,
                                            double              x);

G_END_DECLS
