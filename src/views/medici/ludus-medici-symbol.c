/* ludus-medici-symbol.c: the drawn symbol of one good of Medici
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each good has its own shape as well as its own colour, so the goods stay
 * apart for players who do not tell the colours apart.
 */

#define G_LOG_DOMAIN "ludus-medici-symbol"

#include "config.h"

#include <math.h>

#include "ludus-medici-symbol.h"

struct _LudusMediciSymbol
{
  GtkWidget        parent_instance;

  LudusMediciGoods goods;
};

G_DEFINE_FINAL_TYPE (LudusMediciSymbol, ludus_medici_symbol, GTK_TYPE_WIDGET)

/* The CSS class that gives a good its colour: "grain", "spice", … */
const char *
ludus_medici_goods_css_class (LudusMediciGoods goods)
{
  g_return_val_if_fail (goods <= LUDUS_MEDICI_NO_GOODS, "none");

  return ludus_medici_goods_ids[goods];
}

/* An ear of wheat: a stem with grains on both sides. */
static void
draw_grain (cairo_t *cr,
            double   s)
{
  cairo_set_line_width (cr, s * 0.08);
  cairo_move_to (cr, s * 0.5, s * 0.95);
  cairo_line_to (cr, s * 0.5, s * 0.1);
  cairo_stroke (cr);
  for (int i = 0; i < 3; i++)
    for (int side = -1; side <= 1; side += 2)
      {
        cairo_save (cr);
        cairo_translate (cr, s * (0.5 + side * 0.14), s * (0.25 + i * 0.2));
        cairo_rotate (cr, side * 0.5);
        cairo_scale (cr, s * 0.1, s * 0.17);
        cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
        cairo_restore (cr);
        cairo_fill (cr);
      }
}

/* A heap of spice in a bowl. */
static void
draw_spice (cairo_t *cr,
            double   s)
{
  cairo_move_to (cr, s * 0.1, s * 0.55);
  cairo_curve_to (cr, s * 0.3, s * 0.15, s * 0.7, s * 0.15, s * 0.9, s * 0.55);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_move_to (cr, s * 0.05, s * 0.6);
  cairo_line_to (cr, s * 0.95, s * 0.6);
  cairo_curve_to (cr, s * 0.9, s * 0.95, s * 0.1, s * 0.95, s * 0.05, s * 0.6);
  cairo_close_path (cr);
  cairo_fill (cr);
}

/* A pelt: a body with four legs. */
static void
draw_fur (cairo_t *cr,
          double   s)
{
  cairo_move_to (cr, s * 0.5, s * 0.05);
  cairo_curve_to (cr, s * 0.65, s * 0.1, s * 0.7, s * 0.2, s * 0.9, s * 0.2);
  cairo_line_to (cr, s * 0.75, s * 0.4);
  cairo_line_to (cr, s * 0.75, s * 0.7);
  cairo_line_to (cr, s * 0.9, s * 0.85);
  cairo_curve_to (cr, s * 0.7, s * 0.95, s * 0.6, s * 0.85, s * 0.5, s * 0.95);
  cairo_curve_to (cr, s * 0.4, s * 0.85, s * 0.3, s * 0.95, s * 0.1, s * 0.85);
  cairo_line_to (cr, s * 0.25, s * 0.7);
  cairo_line_to (cr, s * 0.25, s * 0.4);
  cairo_line_to (cr, s * 0.1, s * 0.2);
  cairo_curve_to (cr, s * 0.3, s * 0.2, s * 0.35, s * 0.1, s * 0.5, s * 0.05);
  cairo_close_path (cr);
  cairo_fill (cr);
}

/* A drop of dye. */
static void
draw_dye (cairo_t *cr,
          double   s)
{
  cairo_move_to (cr, s * 0.5, s * 0.05);
  cairo_curve_to (cr, s * 0.6, s * 0.3, s * 0.85, s * 0.45, s * 0.85, s * 0.65);
  cairo_arc (cr, s * 0.5, s * 0.65, s * 0.35, 0, G_PI);
  cairo_curve_to (cr, s * 0.15, s * 0.45, s * 0.4, s * 0.3, s * 0.5, s * 0.05);
  cairo_close_path (cr);
  cairo_fill (cr);
}

/* A bolt of cloth: a roll seen from the side with its loose end. */
static void
draw_cloth (cairo_t *cr,
            double   s)
{
  cairo_rectangle (cr, s * 0.1, s * 0.2, s * 0.8, s * 0.45);
  cairo_fill (cr);
  cairo_move_to (cr, s * 0.1, s * 0.65);
  cairo_line_to (cr, s * 0.45, s * 0.65);
  cairo_line_to (cr, s * 0.35, s * 0.92);
  cairo_line_to (cr, s * 0.1, s * 0.92);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_set_line_width (cr, s * 0.05);
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_move_to (cr, s * 0.35, s * 0.2);
  cairo_line_to (cr, s * 0.35, s * 0.65);
  cairo_move_to (cr, s * 0.6, s * 0.2);
  cairo_line_to (cr, s * 0.6, s * 0.65);
  cairo_stroke (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
}

/**
 * ludus_medici_symbol_draw:
 * @cr: where to draw, its source set to the symbol's colour
 *
 * Draws the symbol of @goods in the square (@x, @y, @size).
 */
void
ludus_medici_symbol_draw (cairo_t          *cr,
                          LudusMediciGoods  goods,
                          double            x,
                          double            y,
                          double            size)
{
  g_return_if_fail (cr != NULL);

  cairo_save (cr);
  cairo_translate (cr, x, y);
  switch (goods)
    {
    case LUDUS_MEDICI_GRAIN:
      draw_grain (cr, size);
      break;

    case LUDUS_MEDICI_SPICE:
      draw_spice (cr, size);
      break;

    case LUDUS_MEDICI_FUR:
      draw_fur (cr, size);
      break;

    case LUDUS_MEDICI_DYE:
      draw_dye (cr, size);
      break;

    case LUDUS_MEDICI_CLOTH:
      draw_cloth (cr, size);
      break;

    case LUDUS_MEDICI_NO_GOODS:
    default:
      break;
    }
  cairo_restore (cr);
}

static void
ludus_medici_symbol_snapshot (GtkWidget   *widget,
                              GtkSnapshot *snapshot)
{
  LudusMediciSymbol *self = LUDUS_MEDICI_SYMBOL (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  double size = MIN (width, height);
  GdkRGBA colour;
  cairo_t *cr;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &colour);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gdk_cairo_set_source_rgba (cr, &colour);
  ludus_medici_symbol_draw (cr, self->goods, (width - size) / 2, (height - size) / 2, size);
  cairo_destroy (cr);
}

static void
ludus_medici_symbol_class_init (LudusMediciSymbolClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = ludus_medici_symbol_snapshot;
  gtk_widget_class_set_css_name (widget_class, "medici-symbol");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
ludus_medici_symbol_init (LudusMediciSymbol *self)
{
}

GtkWidget *
ludus_medici_symbol_new (LudusMediciGoods goods)
{
  LudusMediciSymbol *self;

  g_return_val_if_fail (goods < LUDUS_MEDICI_N_GOODS, NULL);

  self = g_object_new (LUDUS_TYPE_MEDICI_SYMBOL, NULL);
  self->goods = goods;
  gtk_widget_add_css_class (GTK_WIDGET (self), ludus_medici_goods_css_class (goods));
  gtk_widget_set_size_request (GTK_WIDGET (self), 16, 16);
  return GTK_WIDGET (self);
}
