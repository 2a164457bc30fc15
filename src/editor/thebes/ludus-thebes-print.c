/* ludus-thebes-print.c: a Thebes deck and map to print and play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The deck: every research card, then every exhibition, at a card's real
 * size with cut marks, drawn by ludus_thebes_card_draw() as on the board.
 * The map: one sheet with the layout's name, the map as the board draws
 * it (roads as lines between the places, each place a rounded box with
 * its name, in its site's colour) and the time wheel as a table.  Both
 * print what the game plays: the document's content as last validated.
 */

#define G_LOG_DOMAIN "ludus-editor"

#include <glib/gi18n.h>
#include <pango/pangocairo.h>

#include "ludus-print-and-play.h"
#include "ludus-cairo.h"
#include "ludus-thebes-print.h"
#include "thebes/ludus-thebes.h"
#include "thebes/ludus-thebes-card-draw.h"

/* The rules and the specification give no card size: this one, about a
 * standard card's width, keeps the app's drawing's proportions (86 × 100)
 * and fits twelve cards on an A4 page. */
#define CARD_WIDTH_MM  57
#define CARD_HEIGHT_MM 66

/* The map sheet, in points (1/72 in), the width of A4's printable part;
 * ludus_print_and_play_write_sheet() scales it down if it is too tall. */
#define SHEET_WIDTH     510.0
#define TITLE_HEIGHT    30.0
#define MAP_MARGIN_X    44.0   /* room for half a place's name beside its point */
#define MAP_MARGIN_Y    18.0
#define MAP_MAX_HEIGHT  430.0
#define GAP             10.0
#define CAPTION_HEIGHT  16.0
#define HEADING_HEIGHT  34.0
#define ROW_HEIGHT      15.0

/* thebes.css's colours of the map: the sea, a city, the roads. */
static const double sea[3] = { 0.85, 0.906, 0.937 };
static const double city_paper[3] = { 0.984, 0.965, 0.914 };
static const double city_ink[3] = { 0.239, 0.220, 0.275 };
static const double road[3] = { 0.369, 0.361, 0.392 };

/* The document's content, as the game would play it, or NULL with the
 * document's problem as the error. */
static const LudusThebesContent *
get_content (LudusContentDocument  *document,
             GError               **error)
{
  LudusContent *content;

  ludus_content_document_validate_now (document);
  content = ludus_content_document_get_content (document);
  if (content == NULL)
    {
      const LudusContentProblem *problem = ludus_content_document_get_problem (document);

      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           problem != NULL ? problem->message : "");
      return NULL;
    }
  return ludus_content_get_compiled (content);
}

/* The deck ----------------------------------------------------------------- */

static void
print_card (cairo_t  *cr,
            guint     index,
            double    width,
            double    height,
            gpointer  user_data)
{
  const LudusThebesContent *content = user_data;

  ludus_thebes_card_draw (cr, &content->cards[index], width, height);
}

/**
 * ludus_thebes_deck_editor_print:
 * @document: a Thebes deck
 * @path: the PDF file to write
 * @error: return location for an error
 *
 * Writes the research cards, then the exhibitions, of @document at their
 * real size on A4, with cut marks: the deck's LudusEditorPrint.
 *
 * Returns: whether the file was written
 */
gboolean
ludus_thebes_deck_editor_print (LudusContentDocument  *document,
                                const char            *path,
                                GError               **error)
{
  const LudusThebesContent *content;

  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (document), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if ((content = get_content (document, error)) == NULL)
    return FALSE;
  return ludus_print_and_play_write (path, content->n_cards, CARD_WIDTH_MM, CARD_HEIGHT_MM,
                                     print_card, (gpointer) content, error);
}

/* The map ------------------------------------------------------------------ */

typedef struct
{
  const LudusThebesContent *content;
  const char               *name;
  int                       x0, y0, x1, y1;  /* the places' bounding box */
  double                    scale;           /* points per layout unit */
  double                    map_height;
} Sheet;

static void
sheet_init (Sheet                    *sheet,
            const LudusThebesContent *content,
            const char               *name)
{
  sheet->content = content;
  sheet->name = name;
  sheet->x0 = sheet->y0 = G_MAXINT;
  sheet->x1 = sheet->y1 = G_MININT;
  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    {
      sheet->x0 = MIN (sheet->x0, content->places[p].x);
      sheet->y0 = MIN (sheet->y0, content->places[p].y);
      sheet->x1 = MAX (sheet->x1, content->places[p].x);
      sheet->y1 = MAX (sheet->y1, content->places[p].y);
    }
  sheet->x1 = MAX (sheet->x1, sheet->x0 + 1);
  sheet->y1 = MAX (sheet->y1, sheet->y0 + 1);
  /* One scale both ways, so that the map keeps its shape. */
  sheet->scale = MIN ((SHEET_WIDTH - 2 * MAP_MARGIN_X) / (sheet->x1 - sheet->x0),
                      (MAP_MAX_HEIGHT - 2 * MAP_MARGIN_Y) / (sheet->y1 - sheet->y0));
  sheet->map_height = 2 * MAP_MARGIN_Y + sheet->scale * (sheet->y1 - sheet->y0);
}

static double
sheet_height (const Sheet *sheet)
{
  return TITLE_HEIGHT + sheet->map_height + GAP + CAPTION_HEIGHT + GAP + HEADING_HEIGHT
         + (LUDUS_THEBES_WHEEL_SIZE + 1) * ROW_HEIGHT;
}

static void
set_rgb (cairo_t      *cr,
         const double *rgb)
{
  cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
}

/* @text at @size points, laid out in @width (-1: one line); the caller
 * frees it. */
static PangoLayout *
make_layout (cairo_t    *cr,
             const char *text,
             double      size,
             gboolean    bold,
             double      width)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string ("Sans");

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  if (width > 0)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
    }
  return layout;
}

/* Shows @text with its top left corner at (@x, @y); returns its height. */
static double
show_text (cairo_t    *cr,
           const char *text,
           double      size,
           gboolean    bold,
           double      x,
           double      y,
           double      width)
{
  g_autoptr(PangoLayout) layout = make_layout (cr, text, size, bold, width);
  int height;

  pango_layout_get_pixel_size (layout, NULL, &height);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
  return height;
}

/* Shows @text centred on (@x, @y). */
static void
show_centred (cairo_t    *cr,
              const char *text,
              double      size,
              gboolean    bold,
              double      x,
              double      y)
{
  g_autoptr(PangoLayout) layout = make_layout (cr, text, size, bold, -1);
  int width, height;

  pango_layout_get_pixel_size (layout, &width, &height);
  cairo_move_to (cr, x - width / 2.0, y - height / 2.0);
  pango_cairo_show_layout (cr, layout);
}

static void
place_point (const Sheet *sheet,
             guint        p,
             double       top,
             double      *x,
             double      *y)
{
  double content_width = sheet->scale * (sheet->x1 - sheet->x0);

  *x = (SHEET_WIDTH - content_width) / 2 + sheet->scale * (sheet->content->places[p].x - sheet->x0);
  *y = top + MAP_MARGIN_Y + sheet->scale * (sheet->content->places[p].y - sheet->y0);
}

/* A place as the board shows it: its name in a rounded box, a site in its
 * colour; the start city's border dashed. */
static void
draw_place (cairo_t     *cr,
            const Sheet *sheet,
            guint        p,
            double       top)
{
  const LudusThebesContent *content = sheet->content;
  g_autoptr(PangoLayout) layout = make_layout (cr, ludus_thebes_place_name (p), 9, TRUE, -1);
  double paper[3], ink[3];
  double x, y, left, box_top, width, height;
  int text_width, text_height;

  if (content->places[p].is_site && LUDUS_THEBES_PLACE_IS_SITE (p))
    ludus_thebes_card_draw_site_colours (p - LUDUS_THEBES_FIRST_SITE, paper, ink);
  else
    {
      memcpy (paper, city_paper, sizeof paper);
      memcpy (ink, city_ink, sizeof ink);
    }
  pango_layout_get_pixel_size (layout, &text_width, &text_height);
  width = text_width + 12;
  height = text_height + 6;
  place_point (sheet, p, top, &x, &y);
  /* Inside the map, as the board keeps its buttons. */
  left = CLAMP (x - width / 2, 0, SHEET_WIDTH - width);
  box_top = CLAMP (y - height / 2, top, top + sheet->map_height - height);

  ludus_cairo_rounded_rectangle (cr, left, box_top, width, height, 6);
  set_rgb (cr, paper);
  cairo_fill_preserve (cr);
  if (p == content->start)
    {
      set_rgb (cr, city_ink);
      cairo_set_dash (cr, (double[]) { 3, 2 }, 2, 0);
    }
  else
    cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  set_rgb (cr, ink);
  cairo_move_to (cr, left + 6, box_top + 3);
  pango_cairo_show_layout (cr, layout);
}

static void
draw_map (cairo_t     *cr,
          const Sheet *sheet,
          double       top)
{
  const LudusThebesContent *content = sheet->content;

  ludus_cairo_rounded_rectangle (cr, 0, top, SHEET_WIDTH, sheet->map_height, 8);
  set_rgb (cr, sea);
  cairo_fill (cr);

  cairo_set_source_rgba (cr, road[0], road[1], road[2], 0.55);
  cairo_set_line_width (cr, 2.5);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint r = 0; r < content->n_roads; r++)
    {
      double ax, ay, bx, by;

      place_point (sheet, content->roads[r][0], top, &ax, &ay);
      place_point (sheet, content->roads[r][1], top, &bx, &by);
      cairo_move_to (cr, ax, ay);
      cairo_line_to (cr, bx, by);
    }
  cairo_stroke (cr);

  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    draw_place (cr, sheet, p, top);
}

/* The time wheel: a row per knowledge, a column per week of digging. */
static void
draw_wheel (cairo_t     *cr,
            const Sheet *sheet,
            double       top)
{
  double column = SHEET_WIDTH / (LUDUS_THEBES_WHEEL_SIZE + 1);
  double bottom = top + (LUDUS_THEBES_WHEEL_SIZE + 1) * ROW_HEIGHT;

  /* The header row, and every other row, shaded. */
  cairo_set_source_rgb (cr, 0.88, 0.88, 0.88);
  cairo_rectangle (cr, 0, top, SHEET_WIDTH, ROW_HEIGHT);
  cairo_rectangle (cr, 0, top, column, bottom - top);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.96, 0.96, 0.96);
  for (guint k = 1; k < LUDUS_THEBES_WHEEL_SIZE; k += 2)
    cairo_rectangle (cr, column, top + (k + 1) * ROW_HEIGHT, SHEET_WIDTH - column, ROW_HEIGHT);
  cairo_fill (cr);

  cairo_set_source_rgb (cr, 0.6, 0.6, 0.6);
  cairo_set_line_width (cr, 0.5);
  cairo_rectangle (cr, 0, top, SHEET_WIDTH, bottom - top);
  cairo_move_to (cr, column, top);
  cairo_line_to (cr, column, bottom);
  cairo_move_to (cr, 0, top + ROW_HEIGHT);
  cairo_line_to (cr, SHEET_WIDTH, top + ROW_HEIGHT);
  cairo_stroke (cr);

  set_rgb (cr, city_ink);
  for (guint i = 0; i < LUDUS_THEBES_WHEEL_SIZE; i++)
    {
      g_autofree char *weeks = g_strdup_printf (C_("weeks, short", "%d wk"), (int) i + 1);
      g_autofree char *knowledge = g_strdup_printf (C_("knowledge, short", "K%u"), i + 1);
      double y = top + (i + 1.5) * ROW_HEIGHT;

      show_centred (cr, weeks, 8, TRUE, (i + 1.5) * column, top + ROW_HEIGHT / 2);
      show_centred (cr, knowledge, 8, TRUE, column / 2, y);
      for (guint w = 0; w < LUDUS_THEBES_WHEEL_SIZE; w++)
        {
          guint8 tokens = sheet->content->wheel[i][w];
          g_autofree char *text = g_strdup_printf ("%u", tokens);

          /* No dig of those weeks: faint. */
          if (tokens > 0)
            set_rgb (cr, city_ink);
          else
            cairo_set_source_rgb (cr, 0.7, 0.7, 0.7);
          show_centred (cr, text, 8.5, tokens > 0, (w + 1.5) * column, y);
        }
      set_rgb (cr, city_ink);
    }
}

static void
draw_sheet (cairo_t  *cr,
            double    width,
            double    height,
            gpointer  user_data)
{
  const Sheet *sheet = user_data;
  g_autofree char *start = NULL;
  double y = 0;

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  set_rgb (cr, city_ink);
  show_text (cr, sheet->name, 16, TRUE, 0, y, SHEET_WIDTH);
  y += TITLE_HEIGHT;

  draw_map (cr, sheet, y);
  y += sheet->map_height + GAP;

  set_rgb (cr, city_ink);
  /* TRANSLATORS: under the printed map: the start city (dashed on the map) */
  start = g_strdup_printf (_("Every archaeologist starts in %s, the dashed place."),
                           ludus_thebes_place_name (sheet->content->start));
  show_text (cr, start, 9, FALSE, 0, y, SHEET_WIDTH);
  y += CAPTION_HEIGHT + GAP;

  show_text (cr, _("Time Wheel"), 12, TRUE, 0, y, SHEET_WIDTH);
  show_text (cr, _("Tokens drawn for a dig: a row per knowledge, a column per week spent digging."),
             9, FALSE, 0, y + 16, SHEET_WIDTH);
  y += HEADING_HEIGHT;
  draw_wheel (cr, sheet, y);
}

/**
 * ludus_thebes_map_editor_print:
 * @document: a Thebes layout
 * @path: the PDF file to write
 * @error: return location for an error
 *
 * Writes @document as one printable A4 sheet: the map with its places and
 * roads, and the time wheel.  The layout's LudusEditorPrint.
 *
 * Returns: whether the file was written
 */
gboolean
ludus_thebes_map_editor_print (LudusContentDocument  *document,
                               const char            *path,
                               GError               **error)
{
  const LudusThebesContent *content;
  Sheet sheet;

  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (document), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if ((content = get_content (document, error)) == NULL)
    return FALSE;
  sheet_init (&sheet, content, ludus_content_document_get_name (document));
  return ludus_print_and_play_write_sheet (path, SHEET_WIDTH, sheet_height (&sheet),
                                           draw_sheet, &sheet, error);
}
