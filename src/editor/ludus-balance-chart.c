/* ludus-balance-chart.c: the balance check's figures, drawn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two plots side by side: the win share of each seat position with its
 * 95% interval (a dashed line at the fair share), and the distribution of
 * the scores; each beside the same figures for the built-in content.  One
 * cairo function draws them, in the widget with the style's colours (so
 * that the chart reads in the dark style too) and into a PNG.
 */

#define G_LOG_DOMAIN "ludus-editor"

#include <glib/gi18n.h>
#include <math.h>

#include "ludus-balance-chart.h"

struct _LudusBalanceChart
{
  GtkWidget           parent_instance;

  const LudusBalance *custom;
  const LudusBalance *builtin;
};

G_DEFINE_FINAL_TYPE (LudusBalanceChart, ludus_balance_chart, GTK_TYPE_WIDGET)

#define PAD        12.0
#define TITLE      22.0
#define AXIS_LEFT  40.0
#define AXIS_BELOW 36.0
#define LEGEND     26.0
#define MAX_BINS   30

static void
set_colour (cairo_t       *cr,
            const GdkRGBA *colour,
            double         alpha)
{
  cairo_set_source_rgba (cr, colour->red, colour->green, colour->blue, colour->alpha * alpha);
}

/* Text at (x, y), placed by xalign and yalign of its size; returns its
 * width. */
static double
text (cairo_t       *cr,
      const char    *string,
      gboolean       bold,
      double         x,
      double         y,
      double         xalign,
      double         yalign,
      const GdkRGBA *colour)
{
  g_autoptr(PangoLayout) layout = pango_cairo_create_layout (cr);
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string (bold ? "Sans Bold 10" : "Sans 9");
  int width, height;

  pango_cairo_context_set_resolution (pango_layout_get_context (layout), 96);
  pango_layout_context_changed (layout);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, string, -1);
  pango_layout_get_pixel_size (layout, &width, &height);
  set_colour (cr, colour, 1);
  cairo_move_to (cr, round (x - xalign * width), round (y - yalign * height));
  pango_cairo_show_layout (cr, layout);
  return width;
}

static void
legend_entry (cairo_t       *cr,
              double        *x,
              double         y,
              const char    *label,
              const GdkRGBA *swatch,
              gboolean       dashed,
              const GdkRGBA *foreground)
{
  double width;

  if (dashed)
    {
      double dash[] = { 4, 3 };

      cairo_save (cr);
      cairo_set_dash (cr, dash, 2, 0);
      cairo_set_line_width (cr, 1.5);
      set_colour (cr, swatch, 1);
      cairo_move_to (cr, *x, y);
      cairo_line_to (cr, *x + 14, y);
      cairo_stroke (cr);
      cairo_restore (cr);
    }
  else
    {
      set_colour (cr, swatch, 0.85);
      cairo_rectangle (cr, *x, y - 6, 14, 12);
      cairo_fill (cr);
    }
  width = text (cr, label, FALSE, *x + 20, y, 0, 0.5, foreground);
  *x += 20 + width + 18;
}

/* Horizontal grid lines and their labels, in percent, from 0 to top. */
static void
y_axis (cairo_t                        *cr,
        double                          x,
        double                          y,
        double                          width,
        double                          height,
        double                          top,
        const LudusBalanceChartColours *colours)
{
  for (guint i = 0; i <= 4; i++)
    {
      double value = top * i / 4, gy = round (y + height - height * i / 4) + 0.5;
      /* TRANSLATORS: a share on a chart's axis, e.g. "25%" */
      g_autofree char *label = g_strdup_printf (_("%.0f%%"), value * 100);

      set_colour (cr, &colours->foreground, i == 0 ? 0.6 : 0.15);
      cairo_set_line_width (cr, 1);
      cairo_move_to (cr, x, gy);
      cairo_line_to (cr, x + width, gy);
      cairo_stroke (cr);
      text (cr, label, FALSE, x - 6, gy, 1, 0.5, &colours->foreground);
    }
}

static void
draw_win_shares (cairo_t                        *cr,
                 const LudusBalance             *custom,
                 const LudusBalance             *builtin,
                 double                          x,
                 double                          y,
                 double                          width,
                 double                          height,
                 const LudusBalanceChartColours *colours)
{
  guint n = custom->n_players;
  double top = 0, group, bar, fair;
  double dash[] = { 5, 4 };

  text (cr, _("Win Share by Seat"), TRUE, x + width / 2, y, 0.5, 0, &colours->foreground);
  y += TITLE;
  height -= TITLE + AXIS_BELOW;
  x += AXIS_LEFT;
  width -= AXIS_LEFT;

  for (guint p = 0; p < n; p++)
    {
      top = MAX (top, custom->win_high[p]);
      if (builtin != NULL)
        top = MAX (top, builtin->win_high[p]);
    }
  /* A multiple of 20%, so that the quarter lines fall on round shares. */
  top = MIN (1, MAX (0.2, ceil (top * 5 - 1e-9) / 5));
  y_axis (cr, x, y, width, height, top, colours);

  group = width / n;
  bar = MIN (group * 0.35, 40);
  for (guint p = 0; p < n; p++)
    {
      double centre = x + group * (p + 0.5);
      g_autofree char *label = g_strdup_printf ("%u", p + 1);

      for (guint which = 0; which < 2; which++)
        {
          const LudusBalance *balance = which == 0 ? custom : builtin;
          double bx = which == 0 ? centre - bar - 1 : centre + 1;
          double share, low, high;

          if (balance == NULL || p >= balance->n_players)
            continue;
          share = balance->win_share[p] / top;
          low = balance->win_low[p] / top;
          high = balance->win_high[p] / top;
          set_colour (cr, which == 0 ? &colours->custom : &colours->builtin, 0.85);
          cairo_rectangle (cr, bx, y + height * (1 - share), bar, height * share);
          cairo_fill (cr);
          /* The 95% interval. */
          set_colour (cr, &colours->foreground, 0.9);
          cairo_set_line_width (cr, 1.5);
          cairo_move_to (cr, bx + bar / 2, y + height * (1 - high));
          cairo_line_to (cr, bx + bar / 2, y + height * (1 - low));
          cairo_move_to (cr, bx + bar / 2 - 4, y + height * (1 - high));
          cairo_line_to (cr, bx + bar / 2 + 4, y + height * (1 - high));
          cairo_move_to (cr, bx + bar / 2 - 4, y + height * (1 - low));
          cairo_line_to (cr, bx + bar / 2 + 4, y + height * (1 - low));
          cairo_stroke (cr);
        }
      text (cr, label, FALSE, centre, y + height + 4, 0.5, 0, &colours->foreground);
    }
  text (cr, _("Seat, in turn order"), FALSE, x + width / 2, y + height + 20, 0.5, 0,
        &colours->foreground);

  /* Everyone's fair share. */
  fair = 1.0 / n / top;
  cairo_save (cr);
  cairo_set_dash (cr, dash, 2, 0);
  set_colour (cr, &colours->foreground, 0.7);
  cairo_set_line_width (cr, 1.5);
  cairo_move_to (cr, x, y + height * (1 - fair));
  cairo_line_to (cr, x + width, y + height * (1 - fair));
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* The share of all scores in each bin, from low, bin_width points wide. */
static void
histogram (const LudusBalance *balance,
           int                 low,
           int                 bin_width,
           guint               n_bins,
           double             *shares)
{
  guint total = balance->n_games * balance->n_players;

  for (guint b = 0; b < n_bins; b++)
    shares[b] = 0;
  for (guint i = 0; i < total; i++)
    {
      guint b = MIN ((guint) ((balance->scores[i] - low) / bin_width), n_bins - 1);

      shares[b] += 1.0 / total;
    }
}

static void
draw_scores (cairo_t                        *cr,
             const LudusBalance             *custom,
             const LudusBalance             *builtin,
             double                          x,
             double                          y,
             double                          width,
             double                          height,
             const LudusBalanceChartColours *colours)
{
  int low = custom->min_score, high = custom->max_score, bin_width;
  double shares[2][MAX_BINS], top = 0;
  guint n_bins;
  g_autofree char *low_label = NULL;
  g_autofree char *high_label = NULL;

  text (cr, _("Score Distribution"), TRUE, x + width / 2, y, 0.5, 0, &colours->foreground);
  y += TITLE;
  height -= TITLE + AXIS_BELOW;
  x += AXIS_LEFT;
  width -= AXIS_LEFT;

  if (builtin != NULL)
    {
      low = MIN (low, builtin->min_score);
      high = MAX (high, builtin->max_score);
    }
  bin_width = MAX (1, (high - low + MAX_BINS) / MAX_BINS);
  n_bins = (high - low) / bin_width + 1;
  histogram (custom, low, bin_width, n_bins, shares[0]);
  if (builtin != NULL)
    histogram (builtin, low, bin_width, n_bins, shares[1]);
  for (guint b = 0; b < n_bins; b++)
    top = MAX (top, MAX (shares[0][b], builtin != NULL ? shares[1][b] : 0));
  /* A multiple of 4%, so that the quarter lines fall on whole percents. */
  top = MIN (1, MAX (0.04, ceil (top * 25 - 1e-9) / 25));
  y_axis (cr, x, y, width, height, top, colours);

  /* The built-in content behind, as an outline; this content as bars. */
  for (int which = builtin != NULL ? 1 : 0; which >= 0; which--)
    {
      double step = width / n_bins;

      for (guint b = 0; b < n_bins; b++)
        {
          double h = height * shares[which][b] / top;

          if (which == 0)
            {
              set_colour (cr, &colours->custom, 0.85);
              cairo_rectangle (cr, x + b * step + step * 0.15, y + height - h, step * 0.7, h);
              cairo_fill (cr);
            }
          else
            {
              if (b == 0)
                cairo_move_to (cr, x, y + height);
              cairo_line_to (cr, x + b * step, y + height - h);
              cairo_line_to (cr, x + (b + 1) * step, y + height - h);
            }
        }
      if (which == 1)
        {
          cairo_line_to (cr, x + width, y + height);
          cairo_close_path (cr);
          set_colour (cr, &colours->builtin, 0.35);
          cairo_fill_preserve (cr);
          set_colour (cr, &colours->builtin, 1);
          cairo_set_line_width (cr, 1.5);
          cairo_stroke (cr);
        }
    }

  low_label = g_strdup_printf ("%d", low);
  high_label = g_strdup_printf ("%d", low + (int) n_bins * bin_width - 1);
  text (cr, low_label, FALSE, x, y + height + 4, 0, 0, &colours->foreground);
  text (cr, high_label, FALSE, x + width, y + height + 4, 1, 0, &colours->foreground);
  text (cr, _("Score"), FALSE, x + width / 2, y + height + 20, 0.5, 0, &colours->foreground);
}

/**
 * ludus_balance_chart_draw:
 * @cr: where to draw
 * @custom: the check of the content being edited
 * @builtin: (nullable): the same check of the built-in content
 * @width: the chart's width
 * @height: its height
 * @colours: the colours to draw with
 *
 * Draws the legend, the win shares per seat and the score distribution.
 */
void
ludus_balance_chart_draw (cairo_t                        *cr,
                          const LudusBalance             *custom,
                          const LudusBalance             *builtin,
                          double                          width,
                          double                          height,
                          const LudusBalanceChartColours *colours)
{
  double lx = PAD, panel_width, panel_height;
  gboolean side_by_side = width >= 560;

  g_return_if_fail (cr != NULL && custom != NULL && colours != NULL);

  cairo_save (cr);
  legend_entry (cr, &lx, PAD + 8, _("This content"), &colours->custom, FALSE, &colours->foreground);
  if (builtin != NULL)
    legend_entry (cr, &lx, PAD + 8, _("Built-in"), &colours->builtin, FALSE, &colours->foreground);
  legend_entry (cr, &lx, PAD + 8, _("Fair share"), &colours->foreground, TRUE, &colours->foreground);

  panel_width = side_by_side ? (width - 3 * PAD) / 2 : width - 2 * PAD;
  panel_height = side_by_side ? height - LEGEND - 2 * PAD : (height - LEGEND - 3 * PAD) / 2;
  draw_win_shares (cr, custom, builtin, PAD, PAD + LEGEND, panel_width, panel_height, colours);
  if (side_by_side)
    draw_scores (cr, custom, builtin, 2 * PAD + panel_width, PAD + LEGEND,
                 panel_width, panel_height, colours);
  else
    draw_scores (cr, custom, builtin, PAD, 2 * PAD + LEGEND + panel_height,
                 panel_width, panel_height, colours);
  cairo_restore (cr);
}

/* The style's colours: the text, the accent and a neutral for the
 * built-in content, and the window's background. */
static void
get_colours (LudusBalanceChart        *self,
             LudusBalanceChartColours *colours)
{
  GtkStyleContext *style = gtk_widget_get_style_context (GTK_WIDGET (self));

  gtk_style_context_get_color (style, &colours->foreground);
  if (!gtk_style_context_lookup_color (style, "accent_color", &colours->custom))
    gdk_rgba_parse (&colours->custom, "#3584e4");
  colours->builtin = colours->foreground;
  colours->builtin.alpha *= 0.45;
  if (!gtk_style_context_lookup_color (style, "window_bg_color", &colours->background))
    gdk_rgba_parse (&colours->background, "#ffffff");
}

static void
ludus_balance_chart_snapshot (GtkWidget   *widget,
                              GtkSnapshot *snapshot)
{
  LudusBalanceChart *self = LUDUS_BALANCE_CHART (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  LudusBalanceChartColours colours;
  cairo_t *cr;

  if (self->custom == NULL)
    return;
  get_colours (self, &colours);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  ludus_balance_chart_draw (cr, self->custom, self->builtin, width, height, &colours);
  cairo_destroy (cr);
}

static void
ludus_balance_chart_class_init (LudusBalanceChartClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = ludus_balance_chart_snapshot;
  gtk_widget_class_set_css_name (widget_class, "balancechart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
ludus_balance_chart_init (LudusBalanceChart *self)
{
  gtk_widget_set_size_request (GTK_WIDGET (self), 420, 300);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Chart of the win share by seat and of the score distribution"),
                                  -1);
}

GtkWidget *
ludus_balance_chart_new (void)
{
  return g_object_new (LUDUS_TYPE_BALANCE_CHART, NULL);
}

/**
 * ludus_balance_chart_set_results:
 * @self: the chart
 * @custom: (nullable): the check of the content being edited
 * @builtin: (nullable): the same check of the built-in content
 *
 * Shows these results; they must outlive the chart or be replaced.
 */
void
ludus_balance_chart_set_results (LudusBalanceChart  *self,
                                 const LudusBalance *custom,
                                 const LudusBalance *builtin)
{
  g_return_if_fail (LUDUS_IS_BALANCE_CHART (self));

  self->custom = custom;
  self->builtin = builtin;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * ludus_balance_chart_write_png:
 * @self: a chart showing results
 * @path: the PNG file to write
 * @error: return location for an error
 *
 * Draws the chart as it looks now (in the style's colours, on the
 * window's background) at twice its size into a PNG file.
 *
 * Returns: whether the file was written
 */
gboolean
ludus_balance_chart_write_png (LudusBalanceChart  *self,
                               const char         *path,
                               GError            **error)
{
  int width = MAX (gtk_widget_get_width (GTK_WIDGET (self)), 720);
  int height = MAX (gtk_widget_get_height (GTK_WIDGET (self)), 360);
  LudusBalanceChartColours colours;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;

  g_return_val_if_fail (LUDUS_IS_BALANCE_CHART (self), FALSE);
  g_return_val_if_fail (self->custom != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  get_colours (self, &colours);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * 2, height * 2);
  cr = cairo_create (surface);
  cairo_scale (cr, 2, 2);
  gdk_cairo_set_source_rgba (cr, &colours.background);
  cairo_paint (cr);
  ludus_balance_chart_draw (cr, self->custom, self->builtin, width, height, &colours);
  cairo_destroy (cr);
  status = cairo_surface_write_to_png (surface, path);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_autofree char *name = g_filename_display_name (path);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("Could not write “%s”: %s"),
                   name, cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}
