/* ludus-mykerinos-parcel.c: a parcel card, drawn with cairo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One drawing for the region on the board, the deck editor's grid and the
 * printed cards: no widget and no stylesheet, so the colours are those of
 * mykerinos.css and mykerinos-dark.css, kept in step by hand.
 */

#define G_LOG_DOMAIN "ludus-mykerinos-parcel"

#include "config.h"
#include "ludus-cairo.h"

#include <math.h>

#include "ludus-mykerinos-parcel.h"

typedef struct
{
  guint32 face;
  guint32 edge;        /* drawn at EDGE_ALPHA */
  guint32 pyramid;
} Palette;

#define EDGE_ALPHA  0.45
#define SPACE_ALPHA 0.6   /* of EDGE_ALPHA */

static const Palette palettes[2] = {
  { 0xf7ecd0, 0x6b4c12, 0x9a7428 },
  { 0x5a4b30, 0xf0d9a0, 0xe0b65a },
};

/* Background and text of each patron's cartouche, light then dark. */
static const guint32 patron_colours[2][LUDUS_MYKERINOS_N_PATRONS + 1][2] = {
  {
    { 0x8e49b8, 0xffffff }, { 0xf5d33a, 0x3d3100 }, { 0x8a5a2b, 0xffffff },
    { 0x241f31, 0xffffff }, { 0xf28322, 0x2e1400 }, { 0xdeddda, 0x241f31 },
  },
  {
    { 0x8e49b8, 0xffffff }, { 0xf5d33a, 0x3d3100 }, { 0x8a5a2b, 0xffffff },
    { 0x0b0a10, 0xffffff }, { 0xf28322, 0x2e1400 }, { 0x9a9996, 0x241f31 },
  },
};

static void
set_rgb (cairo_t *cr,
         guint32  rgb,
         double   alpha)
{
  cairo_set_source_rgba (cr, ((rgb >> 16) & 0xff) / 255.0, ((rgb >> 8) & 0xff) / 255.0,
                         (rgb & 0xff) / 255.0, alpha);
}

/* Turns @cr about (@x, @y) so that what follows is upright on the device
 * whatever turn @cr had (a portrait slot). */
static void
stand_upright (cairo_t *cr,
               double   x,
               double   y)
{
  cairo_matrix_t matrix;

  cairo_translate (cr, x, y);
  cairo_get_matrix (cr, &matrix);
  cairo_rotate (cr, -atan2 (matrix.yx, matrix.xx));
}

/* A pyramid, upright: a triangle with its shaded east face. */
static void
draw_pyramid (cairo_t *cr,
              double   x,
              double   y,
              double   cell,
              guint32  rgb)
{
  double left = -cell * 0.36, right = cell * 0.36;
  double base = cell * 0.34, top = -cell * 0.34;
  double apex = 0;
  guint32 shade = (((rgb >> 16) & 0xff) * 7 / 10) << 16
                  | (((rgb >> 8) & 0xff) * 7 / 10) << 8
                  | ((rgb & 0xff) * 7 / 10);

  cairo_save (cr);
  stand_upright (cr, x + cell / 2, y + cell / 2);
  cairo_move_to (cr, left, base);
  cairo_line_to (cr, apex, top);
  cairo_line_to (cr, right, base);
  cairo_close_path (cr);
  set_rgb (cr, rgb, 0.55);
  cairo_fill (cr);

  cairo_move_to (cr, apex, top);
  cairo_line_to (cr, right, base);
  cairo_line_to (cr, apex + cell * 0.08, base);
  cairo_close_path (cr);
  set_rgb (cr, shade, 0.75);
  cairo_fill (cr);
  cairo_restore (cr);
}

/* The patron's colour and the prestige, upright on the device whatever
 * turn @cr has (a portrait slot). */
static void
draw_cartouche (cairo_t                  *cr,
                const LudusMykerinosCard *card,
                gboolean                  dark,
                double                    cx,
                double                    cy,
                double                    size)
{
  guint patron = MIN (card->patron, LUDUS_MYKERINOS_PATRON_NONE);
  const guint32 *colours = patron_colours[dark ? 1 : 0][patron];
  char text[8] = "";
  cairo_text_extents_t extents;
  double width = size * 1.2;

  cairo_save (cr);
  stand_upright (cr, cx, cy);

  if (card->prestige > 0)
    g_snprintf (text, sizeof text, "%u", card->prestige);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, size * 0.8);
  cairo_text_extents (cr, text, &extents);
  width = MAX (width, extents.x_advance + size * 0.6);

  ludus_cairo_rounded_rectangle (cr, -width / 2, -size / 2, width, size, size / 2);
  set_rgb (cr, colours[0], 1);
  cairo_fill_preserve (cr);
  set_rgb (cr, dark && patron == LUDUS_MYKERINOS_BLACKMORE ? 0xffffff : 0x000000,
           dark && patron == LUDUS_MYKERINOS_BLACKMORE ? 0.5 : 0.4);
  cairo_set_line_width (cr, MAX (1, size * 0.05));
  cairo_stroke (cr);

  if (text[0] != '\0')
    {
      set_rgb (cr, colours[1], 1);
      cairo_move_to (cr, -(extents.x_bearing + extents.width / 2),
                     -(extents.y_bearing + extents.height / 2));
      cairo_show_text (cr, text);
    }
  cairo_restore (cr);
}

/**
 * ludus_mykerinos_parcel_draw:
 * @cr: where to draw
 * @card: the parcel: its patron, prestige and pyramids (bit r * 3 + c)
 * @dark: whether to use the dark palette
 * @width: of the card lying landscape (3 spaces wide)
 * @height: of the card (2 spaces high)
 *
 * Draws @card in (0, 0, @width, @height) of @cr's user space.
 */
void
ludus_mykerinos_parcel_draw (cairo_t                  *cr,
                             const LudusMykerinosCard *card,
                             gboolean                  dark,
                             double                    width,
                             double                    height)
{
  const Palette *palette = &palettes[dark ? 1 : 0];
  double cell = MIN (width / 3, height / 2);
  double x0 = (width - cell * 3) / 2, y0 = (height - cell * 2) / 2;
  double line = MAX (1, cell / 60);
  double inset = cell * 0.05;
  static const double dashes[] = { 3, 2 };

  g_return_if_fail (cr != NULL);
  g_return_if_fail (card != NULL);

  if (width <= 0 || height <= 0)
    return;

  cairo_save (cr);
  ludus_cairo_rounded_rectangle (cr, line / 2, line / 2, width - line, height - line, MAX (2, cell * 0.08));
  set_rgb (cr, palette->face, 1);
  cairo_fill_preserve (cr);
  set_rgb (cr, palette->edge, EDGE_ALPHA);
  cairo_set_line_width (cr, line);
  cairo_stroke (cr);

  cairo_set_dash (cr, dashes, G_N_ELEMENTS (dashes), 0);
  for (guint k = 0; k < 6; k++)
    {
      double x = x0 + (k % 3) * cell, y = y0 + (k / 3) * cell;

      ludus_cairo_rounded_rectangle (cr, x + inset, y + inset, cell - 2 * inset, cell - 2 * inset, cell * 0.06);
      set_rgb (cr, palette->edge, EDGE_ALPHA * SPACE_ALPHA);
      cairo_stroke (cr);
      if ((card->pyramids >> k) & 1)
        draw_pyramid (cr, x, y, cell, palette->pyramid);
    }
  cairo_set_dash (cr, NULL, 0, 0);

  draw_cartouche (cr, card, dark, x0 + cell * 1.5, y0 + cell, cell * 0.42);
  cairo_restore (cr);
}

/**
 * ludus_mykerinos_parcel_draw_cartouche:
 *
 * Draws only @card's cartouche, as ludus_mykerinos_parcel_draw() does: the
 * board draws it again over the cubes.
 */
void
ludus_mykerinos_parcel_draw_cartouche (cairo_t                  *cr,
                                       const LudusMykerinosCard *card,
                                       gboolean                  dark,
                                       double                    width,
                                       double                    height)
{
  double cell = MIN (width / 3, height / 2);

  g_return_if_fail (cr != NULL);
  g_return_if_fail (card != NULL);

  if (width <= 0 || height <= 0)
    return;
  draw_cartouche (cr, card, dark, width / 2, height / 2, cell * 0.42);
}
