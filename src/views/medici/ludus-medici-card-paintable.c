/* ludus-medici-card-paintable.c: a Medici card as a piece that flies
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the board view's flight layer draws of a card on its way from the
 * deck to the market, the market to a ship or a ship to the warehouse: the
 * printed card (ludus_medici_card_draw), and while it is turned over its
 * back, narrowing and widening about its middle as if it turned.
 */

#define G_LOG_DOMAIN "ludus-medici-card-paintable"

#include "config.h"

#include <math.h>

#include "ludus-cairo.h"
#include "ludus-medici-card-paintable.h"
#include "ludus-medici-card-widget.h"

struct _LudusMediciCardPaintable
{
  GObject         parent_instance;

  LudusMediciCard card;
  gboolean        small;
  double          turn;   /* 0 face down, 1 face up */
  GdkTexture     *face;
  GdkTexture     *back;
};

static void paintable_iface_init (GdkPaintableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (LudusMediciCardPaintable, ludus_medici_card_paintable, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (GDK_TYPE_PAINTABLE, paintable_iface_init))

/* The back, as medici.css paints the deck. */
static void
draw_back (cairo_t *cr,
           double   width,
           double   height,
           double   radius)
{
  ludus_cairo_rounded_rectangle (cr, 0.5, 0.5, width - 1, height - 1, radius);
  cairo_set_source_rgb (cr, 0x7a / 255.0, 0x4a / 255.0, 0x2a / 255.0);
  cairo_fill_preserve (cr);
  cairo_save (cr);
  cairo_clip_preserve (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.08);
  cairo_set_line_width (cr, 6 / G_SQRT2);
  for (double x = -height; x < width; x += 12)
    {
      cairo_move_to (cr, x, height);
      cairo_line_to (cr, x + height, 0);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

/* The card's face or back as a texture, drawn once at twice its natural
 * size: a texture keeps its place under the flight's transforms. */
static GdkTexture *
get_texture (LudusMediciCardPaintable *self,
             gboolean                  face)
{
  GdkTexture **texture = face ? &self->face : &self->back;
  int width = self->small ? LUDUS_MEDICI_CARD_SMALL_WIDTH : LUDUS_MEDICI_CARD_WIDTH;
  int height = self->small ? LUDUS_MEDICI_CARD_SMALL_HEIGHT : LUDUS_MEDICI_CARD_HEIGHT;
  cairo_surface_t *surface;
  cairo_t *cr;
  g_autoptr(GBytes) bytes = NULL;

  if (*texture != NULL)
    return *texture;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 2 * width, 2 * height);
  cr = cairo_create (surface);
  cairo_scale (cr, 2, 2);
  if (face)
    ludus_medici_card_draw (cr, &self->card, width, height, NULL,
                            LUDUS_MEDICI_CARD_DRAW_FACE | (self->small ? LUDUS_MEDICI_CARD_DRAW_SMALL : 0));
  else
    draw_back (cr, width, height, self->small ? 5 : 7);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize) cairo_image_surface_get_stride (surface) * 2 * height);
  *texture = gdk_memory_texture_new (2 * width, 2 * height, GDK_MEMORY_DEFAULT, bytes,
                                     cairo_image_surface_get_stride (surface));
  cairo_surface_destroy (surface);
  return *texture;
}

static void
ludus_medici_card_paintable_snapshot (GdkPaintable *paintable,
                                      GdkSnapshot  *snapshot,
                                      double        width,
                                      double        height)
{
  LudusMediciCardPaintable *self = LUDUS_MEDICI_CARD_PAINTABLE (paintable);
  double natural_width = self->small ? LUDUS_MEDICI_CARD_SMALL_WIDTH : LUDUS_MEDICI_CARD_WIDTH;
  double natural_height = self->small ? LUDUS_MEDICI_CARD_SMALL_HEIGHT : LUDUS_MEDICI_CARD_HEIGHT;
  /* The card keeps its proportions in any rect (the deck is shorter than
   * a card): as large as fits, in the middle. */
  double k = MIN (width / natural_width, height / natural_height);
  /* Edge on half-way through the turn: the back before, the face after. */
  double narrow = fabs (cos (G_PI * self->turn));
  double card_width = natural_width * k * narrow;
  double card_height = natural_height * k;

  if (width <= 0 || height <= 0 || narrow < 0.01)
    return;

  gtk_snapshot_append_texture (GTK_SNAPSHOT (snapshot), get_texture (self, self->turn >= 0.5),
                               &GRAPHENE_RECT_INIT ((width - card_width) / 2, (height - card_height) / 2,
                                                    card_width, card_height));
}

static int
ludus_medici_card_paintable_get_intrinsic_width (GdkPaintable *paintable)
{
  return LUDUS_MEDICI_CARD_PAINTABLE (paintable)->small ? LUDUS_MEDICI_CARD_SMALL_WIDTH : LUDUS_MEDICI_CARD_WIDTH;
}

static int
ludus_medici_card_paintable_get_intrinsic_height (GdkPaintable *paintable)
{
  return LUDUS_MEDICI_CARD_PAINTABLE (paintable)->small ? LUDUS_MEDICI_CARD_SMALL_HEIGHT : LUDUS_MEDICI_CARD_HEIGHT;
}

static void
paintable_iface_init (GdkPaintableInterface *iface)
{
  iface->snapshot = ludus_medici_card_paintable_snapshot;
  iface->get_intrinsic_width = ludus_medici_card_paintable_get_intrinsic_width;
  iface->get_intrinsic_height = ludus_medici_card_paintable_get_intrinsic_height;
}

static void
ludus_medici_card_paintable_finalize (GObject *object)
{
  LudusMediciCardPaintable *self = LUDUS_MEDICI_CARD_PAINTABLE (object);

  g_clear_object (&self->face);
  g_clear_object (&self->back);

  G_OBJECT_CLASS (ludus_medici_card_paintable_parent_class)->finalize (object);
}

static void
ludus_medici_card_paintable_class_init (LudusMediciCardPaintableClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ludus_medici_card_paintable_finalize;
}

static void
ludus_medici_card_paintable_init (LudusMediciCardPaintable *self)
{
  self->turn = 1;
}

/**
 * ludus_medici_card_paintable_new:
 * @card: the card
 * @small: the size of a card on a ship rather than in the market
 *
 * Returns: (transfer full): the card, face up
 */
GdkPaintable *
ludus_medici_card_paintable_new (const LudusMediciCard *card,
                                 gboolean               small)
{
  LudusMediciCardPaintable *self;

  g_return_val_if_fail (card != NULL, NULL);

  self = g_object_new (LUDUS_TYPE_MEDICI_CARD_PAINTABLE, NULL);
  self->card = *card;
  self->small = !!small;
  return GDK_PAINTABLE (self);
}

/**
 * ludus_medici_card_paintable_set_turn:
 * @turn: how far the card is turned over, from 0 (face down) to 1 (face up)
 */
void
ludus_medici_card_paintable_set_turn (LudusMediciCardPaintable *self,
                                      double                    turn)
{
  g_return_if_fail (LUDUS_IS_MEDICI_CARD_PAINTABLE (self));

  self->turn = CLAMP (turn, 0.0, 1.0);
  gdk_paintable_invalidate_contents (GDK_PAINTABLE (self));
}
