/* ludus-print-and-play.c: a deck's cards as a PDF to print, cut and play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A layout prints as sheets, one a page, as large as A4 takes them.  The cards are
 * at their real size on A4, side by side in a grid centred
 * on the page, so that one cut goes between two cards; cut marks in the
 * margin show where each cut goes.  Every game gives its own cairo
 * drawing of a card, the same function its widget draws with.
 */

#define G_LOG_DOMAIN "ludus-editor"

#include <cairo-pdf.h>
#include <glib/gi18n.h>

#include "ludus-print-and-play.h"

#define POINTS_PER_MM (72 / 25.4)
#define PAGE_WIDTH    (210 * POINTS_PER_MM)
#define PAGE_HEIGHT   (297 * POINTS_PER_MM)
/* Most printers leave this much blank; the cut marks sit in it. */
#define MARGIN        (12 * POINTS_PER_MM)
#define MARK_GAP      (1.5 * POINTS_PER_MM)
#define MARK_LENGTH   (6 * POINTS_PER_MM)

static void
grid (double  card_width,
      double  card_height,
      guint  *columns,
      guint  *rows)
{
  *columns = MAX (1, (guint) ((PAGE_WIDTH - 2 * MARGIN) / card_width));
  *rows = MAX (1, (guint) ((PAGE_HEIGHT - 2 * MARGIN) / card_height));
}

guint
ludus_print_and_play_cards_per_page (double card_width_mm,
                                     double card_height_mm)
{
  guint columns, rows;

  grid (card_width_mm * POINTS_PER_MM, card_height_mm * POINTS_PER_MM, &columns, &rows);
  return columns * rows;
}

/* A thin line at every cut, from the grid's edge outwards. */
static void
draw_cut_marks (cairo_t *cr,
                double   x0,
                double   y0,
                double   card_width,
                double   card_height,
                guint    columns,
                guint    rows)
{
  double x1 = x0 + columns * card_width, y1 = y0 + rows * card_height;

  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 0.5);
  for (guint c = 0; c <= columns; c++)
    {
      double x = x0 + c * card_width;

      cairo_move_to (cr, x, y0 - MARK_GAP);
      cairo_rel_line_to (cr, 0, -MARK_LENGTH);
      cairo_move_to (cr, x, y1 + MARK_GAP);
      cairo_rel_line_to (cr, 0, MARK_LENGTH);
    }
  for (guint r = 0; r <= rows; r++)
    {
      double y = y0 + r * card_height;

      cairo_move_to (cr, x0 - MARK_GAP, y);
      cairo_rel_line_to (cr, -MARK_LENGTH, 0);
      cairo_move_to (cr, x1 + MARK_GAP, y);
      cairo_rel_line_to (cr, MARK_LENGTH, 0);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* Finishes and frees surface; FALSE with error if it could not be written. */
static gboolean
finish (cairo_surface_t  *surface,
        const char       *path,
        GError          **error)
{
  cairo_status_t status;

  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_autofree char *name = g_filename_display_name (path);

      /* TRANSLATORS: the file name, then why it could not be written */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("Could not write “%s”: %s"),
                   name, cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

/**
 * ludus_print_and_play_write:
 * @path: the PDF file to write
 * @n_cards: how many cards
 * @card_width_mm: a card's real width
 * @card_height_mm: its real height
 * @draw: draws one card
 * @user_data: for @draw
 * @error: return location for an error
 *
 * Writes the cards on as many A4 pages as they need, with cut marks.
 *
 * Returns: whether the file was written
 */
gboolean
ludus_print_and_play_write (const char          *path,
                            guint                n_cards,
                            double               card_width_mm,
                            double               card_height_mm,
                            LudusPrintCardFunc   draw,
                            gpointer             user_data,
                            GError             **error)
{
  double card_width = card_width_mm * POINTS_PER_MM, card_height = card_height_mm * POINTS_PER_MM;
  cairo_surface_t *surface;
  guint columns, rows, per_page;
  double x0, y0;
  cairo_t *cr;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (draw != NULL, FALSE);
  g_return_val_if_fail (card_width_mm > 0 && card_height_mm > 0, FALSE);

  if (n_cards == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("The deck has no cards to print"));
      return FALSE;
    }

  grid (card_width, card_height, &columns, &rows);
  per_page = columns * rows;
  x0 = (PAGE_WIDTH - columns * card_width) / 2;
  y0 = (PAGE_HEIGHT - rows * card_height) / 2;

  surface = cairo_pdf_surface_create (path, PAGE_WIDTH, PAGE_HEIGHT);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Ludus");
  cr = cairo_create (surface);
  for (guint first = 0; first < n_cards; first += per_page)
    {
      guint on_page = MIN (per_page, n_cards - first);
      guint used_rows = (on_page + columns - 1) / columns;

      for (guint i = 0; i < on_page; i++)
        {
          cairo_save (cr);
          cairo_translate (cr, x0 + (i % columns) * card_width, y0 + (i / columns) * card_height);
          cairo_rectangle (cr, 0, 0, card_width, card_height);
          cairo_clip (cr);
          draw (cr, first + i, card_width, card_height, user_data);
          cairo_restore (cr);
        }
      draw_cut_marks (cr, x0, y0, card_width, card_height,
                      used_rows > 1 ? columns : on_page, used_rows);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  return finish (surface, path, error);
}

/**
 * ludus_print_and_play_write_sheets:
 * @path: the PDF file to write
 * @n_sheets: how many sheets, one a page
 * @width: a sheet's width, in any unit
 * @height: its height, in the same unit
 * @draw: draws sheet index in a box of @width × @height
 * @user_data: for @draw
 * @error: return location for an error
 *
 * Writes one A4 page a sheet (landscape for a wide sheet), each as
 * large as fits inside the margins, centred.
 *
 * Returns: whether the file was written
 */
gboolean
ludus_print_and_play_write_sheets (const char           *path,
                                   guint                 n_sheets,
                                   double                width,
                                   double                height,
                                   LudusPrintPageFunc    draw,
                                   gpointer              user_data,
                                   GError              **error)
{
  gboolean landscape = width > height;
  double page_width = landscape ? PAGE_HEIGHT : PAGE_WIDTH;
  double page_height = landscape ? PAGE_WIDTH : PAGE_HEIGHT;
  double k;
  cairo_surface_t *surface;
  cairo_t *cr;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (n_sheets > 0, FALSE);
  g_return_val_if_fail (draw != NULL, FALSE);
  g_return_val_if_fail (width > 0 && height > 0, FALSE);

  k = MIN ((page_width - 2 * MARGIN) / width, (page_height - 2 * MARGIN) / height);
  surface = cairo_pdf_surface_create (path, page_width, page_height);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Ludus");
  cr = cairo_create (surface);
  for (guint i = 0; i < n_sheets; i++)
    {
      cairo_save (cr);
      cairo_translate (cr, (page_width - k * width) / 2, (page_height - k * height) / 2);
      cairo_scale (cr, k, k);
      cairo_rectangle (cr, 0, 0, width, height);
      cairo_clip (cr);
      draw (cr, i, width, height, user_data);
      cairo_restore (cr);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  return finish (surface, path, error);
}

typedef struct
{
  LudusPrintSheetFunc draw;
  gpointer            user_data;
} OneSheet;

static void
draw_one_sheet (cairo_t  *cr,
                guint     index,
                double    width,
                double    height,
                gpointer  user_data)
{
  OneSheet *sheet = user_data;

  sheet->draw (cr, width, height, sheet->user_data);
}

/**
 * ludus_print_and_play_write_sheet:
 * @path: the PDF file to write
 * @width: the layout's width, in any unit
 * @height: its height, in the same unit
 * @draw: draws the layout in a box of @width × @height
 * @user_data: for @draw
 * @error: return location for an error
 *
 * Writes one A4 page (landscape for a wide layout) with the layout as
 * large as fits inside the margins, centred.
 *
 * Returns: whether the file was written
 */
gboolean
ludus_print_and_play_write_sheet (const char           *path,
                                  double                width,
                                  double                height,
                                  LudusPrintSheetFunc   draw,
                                  gpointer              user_data,
                                  GError              **error)
{
  OneSheet sheet = { draw, user_data };

  g_return_val_if_fail (draw != NULL, FALSE);

  return ludus_print_and_play_write_sheets (path, 1, width, height, draw_one_sheet, &sheet, error);
}
