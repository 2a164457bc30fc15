/* ludus-flight-layer.c: pieces travelling over a board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board view lays this layer over its board.  A flight draws a piece
 * (any GdkPaintable: a cube, a card's snapshot) along a path of rects in
 * the layer's coordinates, from the first to the last, growing a little
 * half-way as if lifted; the piece's size follows the rects.  The layer
 * takes no input: the board under it stays usable.
 */

#define G_LOG_DOMAIN "ludus-flight-layer"

#include "config.h"

#include <math.h>

#include "ludus-flight-layer.h"
#include "ludus-motion.h"

/* How much a piece grows at the top of its flight. */
#define LIFT 0.15

typedef struct
{
  LudusFlightLayer *layer;
  GdkPaintable     *piece;
  graphene_rect_t  *path;
  double           *at;          /* where each stop is along the path, 0 to 1 */
  guint             n_stops;
  double            progress;
  AdwAnimation     *animation;
  LudusLandedFunc   landed;
  gpointer          user_data;
} Flight;

struct _LudusFlightLayer
{
  GtkWidget  parent_instance;

  GPtrArray *flights;
};

G_DEFINE_FINAL_TYPE (LudusFlightLayer, ludus_flight_layer, GTK_TYPE_WIDGET)

static void
flight_free (Flight *flight)
{
  g_clear_object (&flight->animation);
  g_clear_object (&flight->piece);
  g_free (flight->path);
  g_free (flight->at);
  g_free (flight);
}

static void
progress_cb (double   value,
             gpointer user_data)
{
  Flight *flight = user_data;

  flight->progress = value;
  gtk_widget_queue_draw (GTK_WIDGET (flight->layer));
}

static void
flight_done_cb (Flight *flight)
{
  LudusFlightLayer *self = flight->layer;

  /* Off the list first: landed() may start another flight. */
  g_ptr_array_remove (self->flights, flight);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (flight->landed != NULL)
    flight->landed (flight->user_data);
  flight_free (flight);
}

/* Where the piece is at @progress: between two stops, by the distance. */
static void
flight_rect (Flight          *flight,
             double           progress,
             graphene_rect_t *rect)
{
  guint i = 1;
  double t;

  while (i < flight->n_stops - 1 && flight->at[i] < progress)
    i++;
  t = flight->at[i] > flight->at[i - 1]
      ? (progress - flight->at[i - 1]) / (flight->at[i] - flight->at[i - 1])
      : 1.0;
  graphene_rect_interpolate (&flight->path[i - 1], &flight->path[i], CLAMP (t, 0.0, 1.0), rect);
}

static void
ludus_flight_layer_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  LudusFlightLayer *self = LUDUS_FLIGHT_LAYER (widget);

  for (guint i = 0; i < self->flights->len; i++)
    {
      Flight *flight = g_ptr_array_index (self->flights, i);
      graphene_rect_t rect;
      graphene_point_t centre;
      double lift = 1.0 + LIFT * sin (G_PI * flight->progress);

      flight_rect (flight, flight->progress, &rect);
      graphene_rect_get_center (&rect, &centre);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &centre);
      gtk_snapshot_scale (snapshot, lift, lift);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-rect.size.width / 2,
                                                              -rect.size.height / 2));
      gdk_paintable_snapshot (flight->piece, snapshot, rect.size.width, rect.size.height);
      gtk_snapshot_restore (snapshot);
    }
}

/* Never picked, whatever the picking asks for: the board's elements under
 * the layer keep the pointer (and their tooltips). */
static gboolean
ludus_flight_layer_contains (GtkWidget *widget,
                             double     x,
                             double     y)
{
  return FALSE;
}

static void
ludus_flight_layer_dispose (GObject *object)
{
  LudusFlightLayer *self = LUDUS_FLIGHT_LAYER (object);

  /* Nobody is left to show the pieces landing. */
  if (self->flights != NULL)
    {
      for (guint i = 0; i < self->flights->len; i++)
        {
          Flight *flight = g_ptr_array_index (self->flights, i);

          /* Stopped: no frame may reach the flight once it is freed. */
          g_signal_handlers_disconnect_by_data (flight->animation, flight);
          adw_animation_reset (flight->animation);
          flight_free (flight);
        }
      g_clear_pointer (&self->flights, g_ptr_array_unref);
    }

  G_OBJECT_CLASS (ludus_flight_layer_parent_class)->dispose (object);
}

static void
ludus_flight_layer_class_init (LudusFlightLayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_flight_layer_dispose;
  widget_class->snapshot = ludus_flight_layer_snapshot;
  widget_class->contains = ludus_flight_layer_contains;
  gtk_widget_class_set_css_name (widget_class, "flight-layer");
  /* The pieces in flight are seen; their places say what they are. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_PRESENTATION);
}

static void
ludus_flight_layer_init (LudusFlightLayer *self)
{
  self->flights = g_ptr_array_new ();
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
  gtk_widget_set_can_focus (GTK_WIDGET (self), FALSE);
}

GtkWidget *
ludus_flight_layer_new (void)
{
  return g_object_new (LUDUS_TYPE_FLIGHT_LAYER, NULL);
}

/**
 * ludus_flight_layer_fly:
 * @piece: what travels
 * @path: (array length=n_stops): where it is drawn on its way, in the
 *   layer's coordinates, from the start to the end
 * @n_stops: at least 2
 * @normal_ms: how long the flight lasts at normal speed
 * @landed: (nullable) (scope async): called when it has landed
 *
 * Flies @piece along @path.  Without motion (ludus_motion_duration() is
 * 0, or the layer is not on screen), it lands before this returns.
 */
void
ludus_flight_layer_fly (LudusFlightLayer      *self,
                        GdkPaintable          *piece,
                        const graphene_rect_t *path,
                        guint                  n_stops,
                        guint                  normal_ms,
                        LudusLandedFunc        landed,
                        gpointer               user_data)
{
  Flight *flight;
  double length = 0;

  g_return_if_fail (LUDUS_IS_FLIGHT_LAYER (self));
  g_return_if_fail (GDK_IS_PAINTABLE (piece));
  g_return_if_fail (path != NULL && n_stops >= 2);

  flight = g_new0 (Flight, 1);
  flight->layer = self;
  flight->piece = g_object_ref (piece);
  flight->path = g_memdup2 (path, n_stops * sizeof *path);
  flight->at = g_new0 (double, n_stops);
  flight->n_stops = n_stops;
  flight->landed = landed;
  flight->user_data = user_data;

  /* Even speed along the way: each stop at its share of the distance. */
  for (guint i = 1; i < n_stops; i++)
    {
      graphene_point_t a, b;

      graphene_rect_get_center (&path[i - 1], &a);
      graphene_rect_get_center (&path[i], &b);
      length += graphene_point_distance (&a, &b, NULL, NULL);
      flight->at[i] = length;
    }
  for (guint i = 1; i < n_stops; i++)
    flight->at[i] = length > 0 ? flight->at[i] / length : 1.0;

  flight->animation = ludus_motion_new (GTK_WIDGET (self), 0, 1, normal_ms,
                                        adw_callback_animation_target_new (progress_cb, flight, NULL));
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (flight->animation), ADW_EASE_IN_OUT_CUBIC);
  g_signal_connect_swapped (flight->animation, "done", G_CALLBACK (flight_done_cb), flight);
  g_ptr_array_add (self->flights, flight);
  ludus_motion_play (flight->animation);
}

/**
 * ludus_flight_layer_land_all:
 *
 * Lands every piece in flight at once, in the order they took off.
 */
void
ludus_flight_layer_land_all (LudusFlightLayer *self)
{
  g_return_if_fail (LUDUS_IS_FLIGHT_LAYER (self));

  /* A landing may start a flight: land until none is left in the air. */
  while (self->flights->len > 0)
    {
      Flight *flight = g_ptr_array_index (self->flights, 0);

      adw_animation_skip (flight->animation);
    }
}

/* How many pieces are in the air. */
guint
ludus_flight_layer_get_n_flights (LudusFlightLayer *self)
{
  g_return_val_if_fail (LUDUS_IS_FLIGHT_LAYER (self), 0);

  return self->flights->len;
}
