/* ludus-board-view-motion.c: pieces flying over a board view
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A board view's flight layer (ludus-flight-layer.c) lies over its board;
 * the views fly their pieces there from place to place.  Places are rects
 * in the layer's coordinates, found with ludus_board_view_locate().
 */

#define G_LOG_DOMAIN "ludus-board-view"

#include "config.h"

#include "ludus-board-view-private.h"

/**
 * ludus_board_view_locate:
 * @widget: a widget of the board
 * @rect: (nullable): a rect in @widget's coordinates (a space of a
 *   drawing), or %NULL for the whole of @widget
 * @out_rect: (out): @rect in the coordinates of ludus_board_view_fly()
 *
 * Finds where a piece is drawn at a place of the board, to fly it there
 * or from there.
 */
void
ludus_board_view_locate (LudusBoardView        *self,
                         GtkWidget             *widget,
                         const graphene_rect_t *rect,
                         graphene_rect_t       *out_rect)
{
  graphene_rect_t bounds;

  g_return_if_fail (LUDUS_IS_BOARD_VIEW (self));
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (out_rect != NULL);

  if (rect == NULL)
    {
      graphene_rect_init (&bounds, 0, 0, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
      rect = &bounds;
    }
  if (!gtk_widget_compute_bounds (widget, GTK_WIDGET (_ludus_board_view_get_flight_layer (self)), out_rect))
    {
      /* Not on screen, it has no bounds: the piece starts or ends in a
       * corner rather than nowhere. */
      graphene_rect_init (out_rect, 0, 0, rect->size.width, rect->size.height);
      return;
    }
  graphene_rect_init (out_rect, out_rect->origin.x + rect->origin.x, out_rect->origin.y + rect->origin.y,
                      rect->size.width, rect->size.height);
}

/**
 * ludus_board_view_fly:
 * @piece: what travels (a cube, a card's snapshot)
 * @path: (array length=n_stops): where @piece is drawn on its way, from
 *   the start to the end, each rect from ludus_board_view_locate(): a
 *   Thebes archaeologist's road passes through its places
 * @n_stops: at least 2
 * @normal_ms: how long the flight lasts at normal speed (see
 *   ludus_motion_duration())
 * @landed: (nullable) (scope async): called once @piece has landed, where
 *   the view shows it at its place from then on
 * @user_data: for @landed; it must outlive the flight (the view itself,
 *   say: a view disposed lands nothing)
 *
 * Flies @piece over the board along @path, lifting it a little on the way.
 * Without motion it lands before this returns; the next refresh lands it
 * at once.
 */
void
ludus_board_view_fly (LudusBoardView        *self,
                      GdkPaintable          *piece,
                      const graphene_rect_t *path,
                      guint                  n_stops,
                      guint                  normal_ms,
                      LudusLandedFunc        landed,
                      gpointer               user_data)
{

  g_return_if_fail (LUDUS_IS_BOARD_VIEW (self));

  ludus_flight_layer_fly (_ludus_board_view_get_flight_layer (self), piece, path, n_stops,
                          normal_ms, landed, user_data);
}

/**
 * ludus_board_view_fly_between:
 * @from: where @piece takes off, drawn in the whole of it
 * @to: where @piece lands, drawn in the whole of it
 *
 * Flies @piece from @from to @to, as ludus_board_view_fly() does.
 */
void
ludus_board_view_fly_between (LudusBoardView  *self,
                              GdkPaintable    *piece,
                              GtkWidget       *from,
                              GtkWidget       *to,
                              guint            normal_ms,
                              LudusLandedFunc  landed,
                              gpointer         user_data)
{
  graphene_rect_t path[2];

  g_return_if_fail (LUDUS_IS_BOARD_VIEW (self));

  ludus_board_view_locate (self, from, NULL, &path[0]);
  ludus_board_view_locate (self, to, NULL, &path[1]);
  ludus_board_view_fly (self, piece, path, 2, normal_ms, landed, user_data);
}

/* Lands every piece in the air at once. */
void
ludus_board_view_land_all (LudusBoardView *self)
{

  g_return_if_fail (LUDUS_IS_BOARD_VIEW (self));

  ludus_flight_layer_land_all (_ludus_board_view_get_flight_layer (self));
}

/* How many pieces are in the air over the board. */
guint
ludus_board_view_get_n_flights (LudusBoardView *self)
{

  g_return_val_if_fail (LUDUS_IS_BOARD_VIEW (self), 0);

  return ludus_flight_layer_get_n_flights (_ludus_board_view_get_flight_layer (self));
}
