/* ludus-review-window.h: the review of a game: win chances, mistakes, positions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ludus-analysis.h"
#include "ludus-game.h"
#include "ludus-review-chart.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_REVIEW_WINDOW (ludus_review_window_get_type ())

G_DECLARE_FINAL_TYPE (LudusReviewWindow, ludus_review_window, LUDUS, REVIEW_WINDOW, AdwWindow)

/* The level whose search weighs the moves: as `ludus-cli analyse`'s. */
#define LUDUS_REVIEW_LEVEL LUDUS_AI_NORMAL

LudusReviewWindow *ludus_review_window_new               (GtkWindow         *parent,
                                                          LudusGame         *game);
LudusReviewWindow *ludus_review_window_new_analysed      (GtkWindow           *parent,
                                                          LudusGame           *game,
                                                          const LudusAnalysis *analysis);
gboolean           ludus_review_window_get_done          (LudusReviewWindow *self);
gboolean           ludus_review_window_get_weighing      (LudusReviewWindow *self);
LudusReviewChart  *ludus_review_window_get_chart         (LudusReviewWindow *self);
GtkListBox        *ludus_review_window_get_mistake_list  (LudusReviewWindow *self);
int                ludus_review_window_get_row_move      (GtkListBoxRow     *row);
GtkWidget         *ludus_review_window_get_board         (LudusReviewWindow *self);
GtkListBox        *ludus_review_window_get_log_list      (LudusReviewWindow *self);

G_END_DECLS
