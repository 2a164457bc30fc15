/* ludus-flight-layer.h: pieces travelling over a board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Called once a piece has landed, or was landed at once (a new move, no
 * motion): the view shows the piece at its place from then on. */
typedef void (*LudusLandedFunc) (gpointer user_data);

#define LUDUS_TYPE_FLIGHT_LAYER (ludus_flight_layer_get_type ())

G_DECLARE_FINAL_TYPE (LudusFlightLayer, ludus_flight_layer, LUDUS, FLIGHT_LAYER, GtkWidget)

GtkWidget *ludus_flight_layer_new           (void);
void       ludus_flight_layer_fly           (LudusFlightLayer      *self,
                                             GdkPaintable          *piece,
                                             const graphene_rect_t *path,
                                             guint                  n_stops,
                                             guint                  normal_ms,
                                             LudusLandedFunc        landed,
                                             gpointer               user_data);
void       ludus_flight_layer_land_all      (LudusFlightLayer      *self);
guint      ludus_flight_layer_get_n_flights (LudusFlightLayer      *self);

G_END_DECLS
