/* ludus-mykerinos-layout-sheet.c: a Mykerinos layout printed, a season a page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each season as the board draws it (LudusMykerinosRegion): its slots on
 * the space grid, with a gap where two areas meet, on the board's sand, and
 * each area's number, its place in the survey order, on a disc at its top
 * left corner.  The slots are empty, ready for the cards.  The colours are
 * mykerinos.css's light ones; the unit is one space.
 */

#define G_LOG_DOMAIN "ludus-editor"

#include <glib/gi18n.h>

#include "ludus-mykerinos-layout-sheet.h"
#include "ludus-cairo.h"
#include "ludus-print-and-play.h"
#include "mykerinos/ludus-mykerinos-region.h"

#define GAP    LUDUS_MYKERINOS_REGION_GAP_RATIO
#define MARGIN 0.6   /* around the board */
#define TITLE  1.2   /* the band above it: the season and the layout's name */
#define FOOTER 0.6   /* the band below it: how to read it */
#define DISC   0.4   /* an area's number */

typedef struct
{
  const char                 *name;
  const LudusMykerinosSeason *seasons;
  double                      column_x[LUDUS_MYKERINOS_MAX_GRID + 1];
  double                      row_y[LUDUS_MYKERINOS_MAX_GRID + 1];
} Sheet;

/* Each column's and row's left or top edge; returns the grid's size. */
static void
grid (const LudusMykerinosSeason *season,
      double                     *column_x,
      double                     *row_y,
      double                     *width,
      double                     *height)
{
  gboolean gap_x[LUDUS_MYKERINOS_MAX_GRID], gap_y[LUDUS_MYKERINOS_MAX_GRID];
  double offset = 0;

  ludus_mykerinos_region_find_gaps (season, gap_x, gap_y);
  for (guint x = 0; x < season->width && x < LUDUS_MYKERINOS_MAX_GRID; x++)
    {
      offset += gap_x[x] ? GAP : 0;
      column_x[x] = offset;
      offset += 1;
    }
  *width = offset;
  offset = 0;
  for (guint y = 0; y < season->height && y < LUDUS_MYKERINOS_MAX_GRID; y++)
    {
      offset += gap_y[y] ? GAP : 0;
      row_y[y] = offset;
      offset += 1;
    }
  *height = offset;
}

/* Shows @text from (@x, @y), smaller than @size if need be to fit @width. */
static void
show_text (cairo_t    *cr,
           const char *text,
           double      size,
           gboolean    bold,
           double      x,
           double      y,
           double      width)
{
  cairo_text_extents_t extents;

  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL,
                          bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, size);
  cairo_text_extents (cr, text, &extents);
  if (extents.x_advance > width)
    cairo_set_font_size (cr, size * width / extents.x_advance);
  cairo_move_to (cr, x, y);
  cairo_show_text (cr, text);
}

static void
draw_slot (cairo_t                  *cr,
           Sheet                    *sheet,
           const LudusMykerinosSlot *slot)
{
  guint w = slot->portrait ? 2 : 3, h = slot->portrait ? 3 : 2;
  double inset = 0.03;
  double x0 = sheet->column_x[slot->x] + inset, y0 = sheet->row_y[slot->y] + inset;
  double x1 = sheet->column_x[slot->x + w - 1] + 1 - inset, y1 = sheet->row_y[slot->y + h - 1] + 1 - inset;

  ludus_cairo_rounded_rectangle (cr, x0, y0, x1 - x0, y1 - y0, 0.09);
  cairo_set_source_rgb (cr, 0xf7 / 255., 0xec / 255., 0xd0 / 255.);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0x6b / 255., 0x4c / 255., 0x12 / 255., 0.6);
  cairo_set_line_width (cr, 0.025);
  cairo_stroke (cr);

  /* Its six spaces, faintly, for the card's pyramids to match. */
  cairo_set_source_rgba (cr, 0x6b / 255., 0x4c / 255., 0x12 / 255., 0.25);
  cairo_set_line_width (cr, 0.015);
  for (guint r = 0; r < h; r++)
    for (guint c = 0; c < w; c++)
      ludus_cairo_rounded_rectangle (cr, sheet->column_x[slot->x + c] + 0.08, sheet->row_y[slot->y + r] + 0.08,
                         0.84, 0.84, 0.07);
  cairo_stroke (cr);
}

static void
draw_area_number (cairo_t                    *cr,
                  Sheet                      *sheet,
                  const LudusMykerinosSeason *season,
                  guint                       area)
{
  double x = G_MAXDOUBLE, y = G_MAXDOUBLE;
  g_autofree char *number = g_strdup_printf ("%u", area + 1);
  cairo_text_extents_t extents;

  for (guint k = 0; k < 2; k++)
    {
      const LudusMykerinosSlot *slot = &season->slots[season->areas[area][k]];

      x = MIN (x, sheet->column_x[slot->x]);
      y = MIN (y, sheet->row_y[slot->y]);
    }
  /* As the region places it: over the corner, a little outside. */
  x += DISC * 0.2;
  y += DISC * 0.2;
  cairo_new_path (cr);
  cairo_arc (cr, x, y, DISC / 2, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0x5e / 255., 0x4a / 255., 0x22 / 255.);
  cairo_fill (cr);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, DISC * 0.6);
  cairo_text_extents (cr, number, &extents);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_move_to (cr, x - extents.width / 2 - extents.x_bearing, y - extents.height / 2 - extents.y_bearing);
  cairo_show_text (cr, number);
}

static void
draw_season (cairo_t  *cr,
             guint     index,
             double    width,
             double    height,
             gpointer  user_data)
{
  Sheet *sheet = user_data;
  const LudusMykerinosSeason *season = &sheet->seasons[index];
  g_autofree char *title = g_strdup_printf (_("Season %u"), index + 1);
  double grid_width, grid_height, x, y, left;

  grid (season, sheet->column_x, sheet->row_y, &grid_width, &grid_height);
  /* The board, centred between the title and the footer; the texts start
   * at its left edge and follow it. */
  x = (width - grid_width) / 2;
  y = MARGIN + TITLE + (height - 2 * MARGIN - TITLE - FOOTER - grid_height) / 2;
  left = x - GAP;
  cairo_set_source_rgb (cr, 0x24 / 255., 0x1f / 255., 0x31 / 255.);
  show_text (cr, title, 0.5, TRUE, left, y - GAP - 0.65, width - MARGIN - left);
  cairo_set_source_rgba (cr, 0x24 / 255., 0x1f / 255., 0x31 / 255., 0.7);
  if (sheet->name != NULL)
    show_text (cr, sheet->name, 0.3, FALSE, left, y - GAP - 0.2, width - MARGIN - left);
  show_text (cr, _("The areas are surveyed in the order of their numbers."), 0.24, FALSE,
             left, y + grid_height + GAP + 0.45, width - MARGIN - left);
  cairo_translate (cr, x, y);
  ludus_cairo_rounded_rectangle (cr, -GAP, -GAP, grid_width + 2 * GAP, grid_height + 2 * GAP, 0.15);
  cairo_set_source_rgb (cr, 0xe9 / 255., 0xd9 / 255., 0xb0 / 255.);
  cairo_fill (cr);
  for (guint slot = 0; slot < season->n_slots; slot++)
    draw_slot (cr, sheet, &season->slots[slot]);
  for (guint area = 0; area < season->n_areas; area++)
    draw_area_number (cr, sheet, season, area);
}

/**
 * ludus_mykerinos_layout_sheet_write:
 * @path: the PDF file to write
 * @name: (nullable): the layout's name, printed on every page
 * @seasons: the layout's seasons
 * @n_seasons: how many
 * @error: return location for an error
 *
 * Writes each season on an A4 page, all at the same scale.
 *
 * Returns: whether the file was written
 */
gboolean
ludus_mykerinos_layout_sheet_write (const char                 *path,
                                    const char                 *name,
                                    const LudusMykerinosSeason *seasons,
                                    guint                       n_seasons,
                                    GError                    **error)
{
  Sheet sheet = { name, seasons, { 0 }, { 0 } };
  double width = 1, height = 1;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (seasons != NULL && n_seasons > 0, FALSE);

  for (guint s = 0; s < n_seasons; s++)
    {
      double w, h;

      grid (&seasons[s], sheet.column_x, sheet.row_y, &w, &h);
      width = MAX (width, w);
      height = MAX (height, h);
    }
  return ludus_print_and_play_write_sheets (path, n_seasons, width + 2 * MARGIN,
                                            height + 2 * MARGIN + TITLE + FOOTER, draw_season, &sheet, error);
}
