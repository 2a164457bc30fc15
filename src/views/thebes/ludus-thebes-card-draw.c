/* ludus-thebes-card-draw.c: one Thebes card, drawn with cairo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one drawing of a card: the board's card widget, the editor's grid
 * and a printed sheet all call it.  ludus_thebes_card_draw() draws the
 * card in its printed colours, ludus_thebes_card_draw_styled() also in
 * the dark style's; the text with Pango, scaled to any size.
 */

#define G_LOG_DOMAIN "ludus-thebes-card-draw"

#include "config.h"
#include "ludus-cairo.h"

#include <glib/gi18n.h>
#include <pango/pangocairo.h>

#include "ludus-thebes-card-draw.h"

typedef struct { double r, g, b; } Colour;

typedef struct
{
  Colour sites[LUDUS_THEBES_N_SITES][2];  /* a site's paper, then its ink */
  Colour paper;                           /* a card of no kind below */
  Colour general;
  Colour exhibition;
  Colour exhibition_border;
  Colour congress;
  Colour tool;                            /* assistants, shovels, cars, … */
  Colour ink;
} Palette;

/* thebes.css's colours, and thebes-dark.css's. */
static const Palette palettes[2] = {
  {
    { { { 1.00, 0.64, 0.28 }, { 0.29, 0.13, 0.00 } },
      { { 0.75, 0.38, 0.80 }, { 1.00, 1.00, 1.00 } },
      { { 0.97, 0.89, 0.36 }, { 0.24, 0.19, 0.00 } },
      { { 0.34, 0.89, 0.54 }, { 0.04, 0.24, 0.11 } },
      { { 0.38, 0.63, 0.92 }, { 0.04, 0.17, 0.34 } } },
    { 0.96, 0.93, 0.85 }, { 0.96, 0.96, 0.96 }, { 0.91, 0.85, 0.72 }, { 0.60, 0.42, 0.27 },
    { 0.86, 0.84, 0.93 }, { 0.88, 0.93, 0.89 }, { 0.24, 0.22, 0.27 },
  },
  {
    { { { 0.71, 0.32, 0.06 }, { 1.00, 0.94, 0.88 } },
      { { 0.51, 0.24, 0.61 }, { 1.00, 1.00, 1.00 } },
      { { 0.61, 0.51, 0.00 }, { 1.00, 0.97, 0.82 } },
      { { 0.12, 0.54, 0.29 }, { 0.88, 1.00, 0.91 } },
      { { 0.11, 0.36, 0.68 }, { 0.88, 0.93, 1.00 } } },
    { 0.29, 0.26, 0.22 }, { 0.24, 0.22, 0.27 }, { 0.37, 0.29, 0.18 }, { 0.77, 0.60, 0.42 },
    { 0.25, 0.23, 0.35 }, { 0.18, 0.29, 0.23 }, { 0.96, 0.96, 0.96 },
  },
};

static Colour
paper_colour (const Palette         *palette,
              const LudusThebesCard *card)
{
  switch (card->type)
    {
    case LUDUS_THEBES_CARD_SPECIALIZED:
    case LUDUS_THEBES_CARD_RUMOUR:
      return palette->sites[card->site % LUDUS_THEBES_N_SITES][0];
    case LUDUS_THEBES_CARD_GENERAL:
      return palette->general;
    case LUDUS_THEBES_CARD_EXHIBITION:
      return palette->exhibition;
    case LUDUS_THEBES_CARD_CONGRESS:
      return palette->congress;
    case LUDUS_THEBES_CARD_ASSISTANT:
    case LUDUS_THEBES_CARD_SHOVEL:
    case LUDUS_THEBES_CARD_CAR:
    case LUDUS_THEBES_CARD_ZEPPELIN:
    case LUDUS_THEBES_CARD_SPECIAL_PERMIT:
      return palette->tool;
    default:
      return palette->paper;
    }
}

static Colour
ink_colour (const Palette         *palette,
            const LudusThebesCard *card)
{
  if (card->type == LUDUS_THEBES_CARD_SPECIALIZED || card->type == LUDUS_THEBES_CARD_RUMOUR)
    return palette->sites[card->site % LUDUS_THEBES_N_SITES][1];
  return palette->ink;
}

/* The short title in the middle of the card. */
static char *
card_title (const LudusThebesCard *card)
{
  const char *site = ludus_thebes_place_name (LUDUS_THEBES_SITE_PLACE (card->site % LUDUS_THEBES_N_SITES));

  switch (card->type)
    {
    case LUDUS_THEBES_CARD_SPECIALIZED:
      /* Translators: a specialized knowledge card's title: the site and the books, "Egypt ×3" */
      return g_strdup_printf (_("%s ×%u"), site, card->value);
    case LUDUS_THEBES_CARD_GENERAL:
      /* Translators: a general knowledge card's title, "General ×2" */
      return g_strdup_printf (_("General ×%u"), card->value);
    case LUDUS_THEBES_CARD_RUMOUR:
      return g_strdup (site);
    case LUDUS_THEBES_CARD_EXHIBITION:
      return g_strdup (card->large ? _("Large exhibition") : _("Small exhibition"));
    default:
      {
        const char *name = ludus_thebes_card_type_name (MIN (card->type, LUDUS_THEBES_N_CARD_TYPES - 1));
        char first[8] = { 0 };

        /* The core's names are lower case, for use inside sentences. */
        g_unichar_to_utf8 (g_unichar_totitle (g_utf8_get_char (name)), first);
        return g_strconcat (first, g_utf8_next_char (name), NULL);
      }
    }
}

/* What the card does, in a few words. */
static const char *
card_effect (const LudusThebesCard *card)
{
  switch (card->type)
    {
    case LUDUS_THEBES_CARD_SPECIALIZED:
      return _("specialized knowledge");
    case LUDUS_THEBES_CARD_GENERAL:
      return _("general knowledge");
    case LUDUS_THEBES_CARD_RUMOUR:
      return _("rumours: +2 for one dig");
    case LUDUS_THEBES_CARD_ASSISTANT:
      return _("knowledge at every dig");
    case LUDUS_THEBES_CARD_SHOVEL:
      return _("more tokens at every dig");
    case LUDUS_THEBES_CARD_CAR:
      return _("trips of 3+ weeks: 1 less");
    case LUDUS_THEBES_CARD_ZEPPELIN:
      return _("one trip for 0 weeks");
    case LUDUS_THEBES_CARD_SPECIAL_PERMIT:
      return _("a second dig in a year");
    case LUDUS_THEBES_CARD_CONGRESS:
      return _("points at the end");
    case LUDUS_THEBES_CARD_EXHIBITION:
    default:
      return _("needs artifacts:");
    }
}

/* Lays out @text in @width at @size pixels; the caller frees it. */
static PangoLayout *
make_layout (cairo_t    *cr,
             const char *text,
             double      size,
             gboolean    bold,
             double      width,
             int         lines)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string ("Sans");

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_height (layout, -lines);
  return layout;
}

/* The largest size, from @size down to two thirds of it, at which every
 * word of @text fits in @width: a title breaks between words only. */
static double
fit_words (cairo_t    *cr,
           const char *text,
           double      size,
           double      width)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);
  double fitted;

  for (fitted = size; fitted > size * 2 / 3; fitted -= size / 12)
    {
      gboolean fits = TRUE;

      for (guint i = 0; words[i] != NULL && fits; i++)
        {
          g_autoptr(PangoLayout) layout = make_layout (cr, words[i], fitted, TRUE, -1, 1);
          int word_width;

          pango_layout_set_width (layout, -1);
          pango_layout_get_pixel_size (layout, &word_width, NULL);
          fits = word_width <= width;
        }
      if (fits)
        break;
    }
  return fitted;
}

/* What the card does in @lines lines of @width: a little smaller rather
 * than cut, down to 8/9 of the usual size (a long translation). */
static PangoLayout *
make_effect_layout (cairo_t    *cr,
                    const char *text,
                    double      k,
                    double      width,
                    int         lines)
{
  PangoLayout *layout = NULL;

  for (double size = 9; size >= 8; size -= 0.5)
    {
      g_clear_object (&layout);
      layout = make_layout (cr, text, size * k, FALSE, width, lines);
      if (!pango_layout_is_ellipsized (layout))
        break;
    }
  return layout;
}

/* Draws @layout with its top (valign 0), middle (0.5) or bottom (1) at @y. */
static double
show_layout (cairo_t     *cr,
             PangoLayout *layout,
             double       x,
             double       y,
             double       valign)
{
  int width, height;

  pango_layout_get_pixel_size (layout, &width, &height);
  cairo_move_to (cr, x, y - valign * height);
  pango_cairo_show_layout (cr, layout);
  return height;
}

static void
draw_needs (cairo_t               *cr,
            const Palette         *palette,
            const LudusThebesCard *card,
            double                 width,
            double                 y,
            double                 k)
{
  double chip = 15 * k, gap = 3 * k, total = 0;
  guint n = 0;

  for (guint s = 0; s < LUDUS_THEBES_N_SITES; s++)
    n += card->requires[s] > 0;
  if (n == 0)
    return;
  total = n * chip + (n - 1) * gap;
  for (guint s = 0, i = 0; s < LUDUS_THEBES_N_SITES; s++)
    {
      g_autofree char *count = NULL;
      g_autoptr(PangoLayout) layout = NULL;
      double x;

      if (card->requires[s] == 0)
        continue;
      x = (width - total) / 2 + i++ * (chip + gap);
      ludus_cairo_rounded_rectangle (cr, x, y, chip, chip, 3 * k);
      cairo_set_source_rgb (cr, palette->sites[s][0].r, palette->sites[s][0].g, palette->sites[s][0].b);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
      cairo_set_line_width (cr, MAX (1, k));
      cairo_stroke (cr);
      count = g_strdup_printf ("%u", card->requires[s]);
      layout = make_layout (cr, count, 10 * k, TRUE, chip, 1);
      cairo_set_source_rgb (cr, palette->sites[s][1].r, palette->sites[s][1].g, palette->sites[s][1].b);
      show_layout (cr, layout, x, y + chip / 2, 0.5);
    }
}

/**
 * ludus_thebes_card_draw:
 * @cr: where to draw, with the card's top left corner at (0, 0)
 * @card: the research card or exhibition
 * @width: the card's width in @cr's units
 * @height: its height
 *
 * Draws @card in its printed colours: its city at the top, what it gives
 * in the middle (an exhibition: the artifacts it needs, per site colour),
 * its weeks and an exhibition's points at the bottom.  Leaves @cr as it
 * found it.
 */
void
ludus_thebes_card_draw (cairo_t               *cr,
                        const LudusThebesCard *card,
                        double                 width,
                        double                 height)
{
  ludus_thebes_card_draw_styled (cr, card, width, height, FALSE);
}

/* Draws @card; @overrun (if not NULL) is set to how far its middle
 * reaches into the cost line at the bottom. */
static void
draw_card (cairo_t               *cr,
           const LudusThebesCard *card,
           double                 width,
           double                 height,
           gboolean               dark,
           double                *overrun)
{
  const Palette *palette = &palettes[dark ? 1 : 0];
  double k, pad, line, y;
  Colour paper, text;
  g_autofree char *city = NULL;
  g_autofree char *title = NULL;
  g_autofree char *weeks = NULL;
  g_autoptr(PangoLayout) layout = NULL;
  g_autoptr(PangoLayout) effect = NULL;
  double bottom;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (card != NULL);

  if (width <= 0 || height <= 0)
    return;
  k = MIN (width / LUDUS_THEBES_CARD_WIDTH, height / LUDUS_THEBES_CARD_HEIGHT);
  pad = 5 * k;
  paper = paper_colour (palette, card);
  text = ink_colour (palette, card);

  cairo_save (cr);
  ludus_cairo_rounded_rectangle (cr, 0.5 * k, 0.5 * k, width - k, height - k, 7 * k);
  cairo_set_source_rgb (cr, paper.r, paper.g, paper.b);
  cairo_fill_preserve (cr);
  if (card->type == LUDUS_THEBES_CARD_EXHIBITION)
    {
      cairo_set_source_rgb (cr, palette->exhibition_border.r, palette->exhibition_border.g,
                            palette->exhibition_border.b);
      cairo_set_line_width (cr, 2 * k);
    }
  else
    {
      cairo_set_source_rgba (cr, dark, dark, dark, dark ? 0.15 : 0.25);
      cairo_set_line_width (cr, k);
    }
  cairo_stroke (cr);

  cairo_set_source_rgb (cr, text.r, text.g, text.b);
  line = width - 2 * pad;

  /* The city, at the top. */
  city = g_utf8_strup (ludus_thebes_place_name (card->city % LUDUS_THEBES_N_PLACES), -1);
  layout = make_layout (cr, city, 9.5 * k, TRUE, line, 1);
  y = pad + show_layout (cr, layout, pad, pad, 0);

  /* Its weeks and points, at the bottom. */
  weeks = g_strdup_printf (C_("weeks, short", "%d wk"), (int) card->weeks);
  g_clear_object (&layout);
  layout = make_layout (cr, weeks, 10 * k, TRUE, line, 1);
  pango_layout_set_alignment (layout, PANGO_ALIGN_LEFT);
  bottom = height - pad - show_layout (cr, layout, pad, height - pad, 1);
  if (card->type == LUDUS_THEBES_CARD_EXHIBITION)
    {
      /* Translators: victory points, short, on a card: "5 VP" */
      g_autofree char *points = g_strdup_printf (C_("points, short", "%u VP"), card->value);

      g_clear_object (&layout);
      layout = make_layout (cr, points, 10 * k, TRUE, line, 1);
      pango_layout_set_alignment (layout, PANGO_ALIGN_RIGHT);
      show_layout (cr, layout, pad, height - pad, 1);
    }

  /* The title and what the card does, centred in what is left.  A long
   * translation takes fewer lines, the effect's first (the tooltip has it
   * all), so the artifacts an exhibition needs stay above its cost. */
  title = card_title (card);
  {
    static const int lines[][2] = { { 2, 2 }, { 2, 1 }, { 1, 1 }, { 1, 0 } };
    int title_height = 0, effect_height = 0;
    double needs = card->type == LUDUS_THEBES_CARD_EXHIBITION ? 18 * k : 0;
    double block = 0, top;

    for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
      {
        g_clear_object (&layout);
        g_clear_object (&effect);
        layout = make_layout (cr, title, fit_words (cr, title, 12 * k, line), TRUE, line, lines[i][0]);
        pango_layout_get_pixel_size (layout, NULL, &title_height);
        effect_height = 0;
        if (lines[i][1] > 0)
          {
            effect = make_effect_layout (cr, card_effect (card), k, line, lines[i][1]);
            pango_layout_get_pixel_size (effect, NULL, &effect_height);
          }
        block = title_height + 2 * k + effect_height + needs;
        if (block <= bottom - y)
          break;
      }
    top = y + MAX (0, (bottom - y - block) / 2);
    if (overrun != NULL)
      *overrun = top + block - bottom;
    show_layout (cr, layout, pad, top, 0);
    if (effect != NULL)
      show_layout (cr, effect, pad, top + title_height + 2 * k, 0);
    if (needs > 0)
      draw_needs (cr, palette, card, width, top + title_height + 2 * k + effect_height + 3 * k, k);
  }
  cairo_restore (cr);
}

/**
 * ludus_thebes_card_draw_styled:
 * @dark: whether in the dark style's colours (the app's), or the printed
 *
 * The same as ludus_thebes_card_draw(), for a widget.
 */
void
ludus_thebes_card_draw_styled (cairo_t               *cr,
                               const LudusThebesCard *card,
                               double                 width,
                               double                 height,
                               gboolean               dark)
{
  g_return_if_fail (cr != NULL);
  g_return_if_fail (card != NULL);

  draw_card (cr, card, width, height, dark, NULL);
}

/**
 * ludus_thebes_card_draw_overrun:
 *
 * For tests: how far the middle of @card drawn at @width × @height (its
 * title, effect and the artifacts an exhibition needs) reaches into the
 * line of its cost at the bottom; 0 or less when it stays above.
 */
double
ludus_thebes_card_draw_overrun (const LudusThebesCard *card,
                                double                 width,
                                double                 height)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  double overrun = 0;

  g_return_val_if_fail (card != NULL, 0);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) width, (int) height);
  cr = cairo_create (surface);
  draw_card (cr, card, width, height, FALSE, &overrun);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return overrun;
}

/**
 * ludus_thebes_card_draw_site_colours:
 * @site: a dig site
 * @paper: (out caller-allocates) (array fixed-size=3): its colour, red, green, blue
 * @ink: (out caller-allocates) (array fixed-size=3): the colour of text on it
 *
 * A site's printed colours, the cards' own, for other printed drawings.
 */
void
ludus_thebes_card_draw_site_colours (LudusThebesSite  site,
                                     double          *paper,
                                     double          *ink)
{
  const Colour *colours;

  g_return_if_fail (site < LUDUS_THEBES_N_SITES);

  colours = palettes[0].sites[site];
  paper[0] = colours[0].r;
  paper[1] = colours[0].g;
  paper[2] = colours[0].b;
  ink[0] = colours[1].r;
  ink[1] = colours[1].g;
  ink[2] = colours[1].b;
}
