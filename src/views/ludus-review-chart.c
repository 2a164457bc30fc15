/* ludus-review-chart.c: every player's win chance over the moves of a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A line a player, in the player's colour and with a marker shape of its
 * own (colour is never the only difference; the legend above shows
 * both), over one point a move: the
 * chances after that move.  Marked points (the moves that lost the most)
 * get a numbered ring.  A click, or the arrow keys, select a point; the
 * "selected" property follows.  Text and grid take the widget's colour,
 * so the chart reads in the dark style too.
 */

#define G_LOG_DOMAIN "ludus-review-chart"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ludus-player-colours.h"
#include "ludus-review-chart.h"

#define MARGIN_LEFT   48.0
#define MARGIN_RIGHT  16.0
#define MARGIN_TOP    40.0  /* the legend above the lines */
#define MARGIN_BOTTOM 28.0
#define MAX_PLAYERS   6

typedef struct
{
  guint point;
  guint player;
} Mark;

struct _LudusReviewChart
{
  GtkWidget  parent_instance;

  guint      n_players;
  char      *names[MAX_PLAYERS];
  guint      colours[MAX_PLAYERS];
  guint      n_points;
  double    *values;      /* n_points × n_players */
  GArray    *marks;
  int        selected;    /* -1: none */
};

G_DEFINE_FINAL_TYPE (LudusReviewChart, ludus_review_chart, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SELECTED,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

static double
plot_width (LudusReviewChart *self)
{
  return MAX (gtk_widget_get_width (GTK_WIDGET (self)) - MARGIN_LEFT - MARGIN_RIGHT, 1.0);
}

static double
plot_height (LudusReviewChart *self)
{
  return MAX (gtk_widget_get_height (GTK_WIDGET (self)) - MARGIN_TOP - MARGIN_BOTTOM, 1.0);
}

static double
point_x (LudusReviewChart *self,
         guint             point)
{
  if (self->n_points < 2)
    return MARGIN_LEFT + plot_width (self) / 2;
  return MARGIN_LEFT + plot_width (self) * point / (self->n_points - 1);
}

static double
value_y (LudusReviewChart *self,
         double            value)
{
  return MARGIN_TOP + plot_height (self) * (1.0 - CLAMP (value, 0.0, 1.0));
}

/* What a screen reader says of the selected point. */
static void
update_accessible (LudusReviewChart *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (self->selected >= 0)
    {
      /* Translators: a move of a reviewed game, "Move 12" */
      g_string_append_printf (text, _("Move %d"), self->selected + 1);
      for (guint p = 0; p < self->n_players; p++)
        /* Translators: a player's win chance on the review chart, ", Anna 62%" */
        g_string_append_printf (text, _(", %s %d%%"), self->names[p],
                                (int) (ludus_review_chart_get_value (self, self->selected, p) * 100 + 0.5));
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0.0,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, (double) self->n_points,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, (double) (self->selected + 1),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text->str,
                                  -1);
}

static void
draw_marker (cairo_t *cr,
             guint    shape,
             double   x,
             double   y,
             double   r)
{
  switch (shape % 4)
    {
    case 0:
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      break;
    case 1:
      cairo_rectangle (cr, x - r, y - r, 2 * r, 2 * r);
      break;
    case 2:
      cairo_move_to (cr, x, y - r * 1.2);
      cairo_line_to (cr, x + r * 1.2, y + r);
      cairo_line_to (cr, x - r * 1.2, y + r);
      cairo_close_path (cr);
      break;
    default:
      cairo_move_to (cr, x, y - r * 1.3);
      cairo_line_to (cr, x + r * 1.3, y);
      cairo_line_to (cr, x, y + r * 1.3);
      cairo_line_to (cr, x - r * 1.3, y);
      cairo_close_path (cr);
      break;
    }
}

static void
draw_text (LudusReviewChart *self,
           cairo_t          *cr,
           const char       *text,
           double            x,
           double            y,
           double            xalign)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  int width, height;

  pango_layout_get_pixel_size (layout, &width, &height);
  cairo_move_to (cr, x - width * xalign, y - height / 2.0);
  pango_cairo_show_layout (cr, layout);
  g_object_unref (layout);
}

static void
draw_axes (LudusReviewChart *self,
           cairo_t          *cr,
           const GdkRGBA    *fg)
{
  double left = MARGIN_LEFT, right = MARGIN_LEFT + plot_width (self);
  guint step;

  cairo_set_line_width (cr, 1);
  for (guint i = 0; i <= 4; i++)
    {
      double y = round (value_y (self, i / 4.0)) + 0.5;
      g_autofree char *label = g_strdup_printf ("%d%%", i * 25);

      gdk_cairo_set_source_rgba (cr, &(GdkRGBA) { fg->red, fg->green, fg->blue, i == 2 ? 0.35 : 0.15 });
      cairo_move_to (cr, left, y);
      cairo_line_to (cr, right, y);
      cairo_stroke (cr);
      gdk_cairo_set_source_rgba (cr, &(GdkRGBA) { fg->red, fg->green, fg->blue, 0.7 });
      draw_text (self, cr, label, left - 6, y, 1.0);
    }

  /* Move numbers, about one every 60 pixels. */
  step = MAX (1, (guint) ceil (self->n_points / MAX (plot_width (self) / 60.0, 1.0)));
  if (step > 5)
    step = (step + 9) / 10 * 10;
  for (guint i = 0; i < self->n_points; i += step)
    {
      g_autofree char *label = g_strdup_printf ("%u", i + 1);

      draw_text (self, cr, label, point_x (self, i),
                 MARGIN_TOP + plot_height (self) + MARGIN_BOTTOM / 2.0, 0.5);
    }
}

static void
draw_lines (LudusReviewChart *self,
            cairo_t          *cr,
            const GdkRGBA    *fg)
{
  gboolean markers = self->n_points <= plot_width (self) / 14;

  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint p = 0; p < self->n_players; p++)
    {
      GdkRGBA colour;

      gdk_rgba_parse (&colour, ludus_player_colour_spec (MIN (self->colours[p], LUDUS_N_PLAYER_COLOURS - 1)));
      /* A thin outline in the text colour keeps light colours (yellow)
       * apart from the background, in either style. */
      for (guint pass = 0; pass < 2; pass++)
        {
          if (pass == 0)
            gdk_cairo_set_source_rgba (cr, &(GdkRGBA) { fg->red, fg->green, fg->blue, 0.35 });
          else
            gdk_cairo_set_source_rgba (cr, &colour);
          cairo_set_line_width (cr, pass == 0 ? 4.5 : 2.5);
          for (guint i = 0; i < self->n_points; i++)
            {
              double x = point_x (self, i), y = value_y (self, ludus_review_chart_get_value (self, i, p));

              if (i == 0)
                cairo_move_to (cr, x, y);
              else
                cairo_line_to (cr, x, y);
            }
          cairo_stroke (cr);
        }
      for (guint i = 0; i < self->n_points; i++)
        {
          if (!markers && (int) i != self->selected && i != self->n_points - 1)
            continue;
          cairo_new_path (cr);
          draw_marker (cr, p, point_x (self, i), value_y (self, ludus_review_chart_get_value (self, i, p)),
                       (int) i == self->selected ? 5.0 : 3.5);
          gdk_cairo_set_source_rgba (cr, &colour);
          cairo_fill_preserve (cr);
          gdk_cairo_set_source_rgba (cr, fg);
          cairo_set_line_width (cr, 1);
          cairo_stroke (cr);
        }
    }
}

/* Each player's marker and name, in a row above the plot. */
static void
draw_legend (LudusReviewChart *self,
             cairo_t          *cr,
             const GdkRGBA    *fg)
{
  double x = MARGIN_LEFT;

  for (guint p = 0; p < self->n_players; p++)
    {
      PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), self->names[p]);
      GdkRGBA colour;
      int width, height;

      gdk_rgba_parse (&colour, ludus_player_colour_spec (MIN (self->colours[p], LUDUS_N_PLAYER_COLOURS - 1)));
      cairo_new_path (cr);
      draw_marker (cr, p, x + 6, 14, 5);
      gdk_cairo_set_source_rgba (cr, &colour);
      cairo_fill_preserve (cr);
      gdk_cairo_set_source_rgba (cr, fg);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      pango_layout_get_pixel_size (layout, &width, &height);
      cairo_move_to (cr, x + 16, 14 - height / 2.0);
      pango_cairo_show_layout (cr, layout);
      g_object_unref (layout);
      x += 16 + width + 24;
    }
}

static void
draw_marks (LudusReviewChart *self,
            cairo_t          *cr,
            const GdkRGBA    *fg)
{
  for (guint m = 0; m < self->marks->len; m++)
    {
      const Mark *mark = &g_array_index (self->marks, Mark, m);
      double x = point_x (self, mark->point);
      double y = value_y (self, ludus_review_chart_get_value (self, mark->point, mark->player));
      g_autofree char *number = g_strdup_printf ("%u", m + 1);

      gdk_cairo_set_source_rgba (cr, fg);
      cairo_set_line_width (cr, 2);
      /* Not joined to where the last text was drawn. */
      cairo_new_path (cr);
      cairo_arc (cr, x, y, 8, 0, 2 * G_PI);
      cairo_stroke (cr);
      draw_text (self, cr, number, x, y < MARGIN_TOP + 20 ? y + 18 : y - 18, 0.5);
    }
}

static void
ludus_review_chart_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  LudusReviewChart *self = LUDUS_REVIEW_CHART (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  GdkRGBA fg;
  cairo_t *cr;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  draw_legend (self, cr, &fg);
  draw_axes (self, cr, &fg);
  if (self->selected >= 0)
    {
      double x = round (point_x (self, self->selected)) + 0.5;

      gdk_cairo_set_source_rgba (cr, &(GdkRGBA) { fg.red, fg.green, fg.blue, 0.6 });
      cairo_set_line_width (cr, 1);
      cairo_set_dash (cr, (double[]) { 4, 3 }, 2, 0);
      cairo_move_to (cr, x, MARGIN_TOP);
      cairo_line_to (cr, x, MARGIN_TOP + plot_height (self));
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  draw_lines (self, cr, &fg);
  draw_marks (self, cr, &fg);

  if (gtk_widget_has_visible_focus (widget))
    {
      gdk_cairo_set_source_rgba (cr, &(GdkRGBA) { fg.red, fg.green, fg.blue, 0.5 });
      cairo_set_line_width (cr, 2);
      cairo_rectangle (cr, 1, 1, width - 2, height - 2);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

static void
ludus_review_chart_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 240 : 160;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 600 : 200;
}

static void
pressed_cb (GtkGestureClick  *gesture,
            int               n_press,
            double            x,
            double            y,
            LudusReviewChart *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
  ludus_review_chart_select_at (self, x);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                LudusReviewChart      *self)
{
  int last = (int) self->n_points - 1;
  int selected = self->selected;

  if (self->n_points == 0)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      selected = selected < 0 ? last : MAX (selected - 1, 0);
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      selected = MIN (selected + 1, last);
      break;
    case GDK_KEY_Page_Up:
      selected = MAX (selected - 10, 0);
      break;
    case GDK_KEY_Page_Down:
      selected = MIN (selected + 10, last);
      break;
    case GDK_KEY_Home:
      selected = 0;
      break;
    case GDK_KEY_End:
      selected = last;
      break;
    default:
      return FALSE;
    }
  ludus_review_chart_set_selected (self, selected);
  return TRUE;
}

static void
ludus_review_chart_finalize (GObject *object)
{
  LudusReviewChart *self = LUDUS_REVIEW_CHART (object);

  for (guint p = 0; p < MAX_PLAYERS; p++)
    g_free (self->names[p]);
  g_free (self->values);
  g_array_unref (self->marks);

  G_OBJECT_CLASS (ludus_review_chart_parent_class)->finalize (object);
}

static void
ludus_review_chart_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  LudusReviewChart *self = LUDUS_REVIEW_CHART (object);

  switch (prop_id)
    {
    case PROP_SELECTED:
      g_value_set_int (value, self->selected);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludus_review_chart_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  LudusReviewChart *self = LUDUS_REVIEW_CHART (object);

  switch (prop_id)
    {
    case PROP_SELECTED:
      ludus_review_chart_set_selected (self, g_value_get_int (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludus_review_chart_class_init (LudusReviewChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = ludus_review_chart_finalize;
  object_class->get_property = ludus_review_chart_get_property;
  object_class->set_property = ludus_review_chart_set_property;
  widget_class->snapshot = ludus_review_chart_snapshot;
  widget_class->measure = ludus_review_chart_measure;

  /**
   * LudusReviewChart:selected:
   *
   * The selected point (the position after that move), or -1.
   */
  properties[PROP_SELECTED] =
    g_param_spec_int ("selected", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "review-chart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_SLIDER);
}

static void
ludus_review_chart_init (LudusReviewChart *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->selected = -1;
  self->marks = g_array_new (FALSE, FALSE, sizeof (Mark));
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);

  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Win chances over the moves"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Left and Right choose a move to show on the board"),
                                  -1);
}

GtkWidget *
ludus_review_chart_new (void)
{
  return g_object_new (LUDUS_TYPE_REVIEW_CHART, NULL);
}

/**
 * ludus_review_chart_set_data:
 * @names: the players' names
 * @colours: the players' colours (LUDUS_N_PLAYER_COLOURS indices)
 * @values: @n_points × @n_players win chances in [0, 1], a point's after
 *   another's
 *
 * Shows the chances, without marks or selection.
 */
void
ludus_review_chart_set_data (LudusReviewChart   *self,
                             guint               n_players,
                             const char * const *names,
                             const guint        *colours,
                             guint               n_points,
                             const double       *values)
{
  g_return_if_fail (LUDUS_IS_REVIEW_CHART (self));
  g_return_if_fail (n_players <= MAX_PLAYERS);
  g_return_if_fail (n_points == 0 || values != NULL);

  self->n_players = n_players;
  for (guint p = 0; p < MAX_PLAYERS; p++)
    {
      g_free (self->names[p]);
      self->names[p] = p < n_players ? g_strdup (names[p]) : NULL;
      self->colours[p] = p < n_players ? colours[p] : 0;
    }
  self->n_points = n_points;
  g_free (self->values);
  self->values = g_memdup2 (values, sizeof (double) * MAX (n_points * n_players, 1));
  g_array_set_size (self->marks, 0);
  self->selected = -1;
  update_accessible (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Rings @point on @player's line, numbered in the order of the calls. */
void
ludus_review_chart_add_mark (LudusReviewChart *self,
                             guint             point,
                             guint             player)
{
  g_return_if_fail (LUDUS_IS_REVIEW_CHART (self));
  g_return_if_fail (point < self->n_points && player < self->n_players);

  g_array_append_val (self->marks, ((Mark) { point, player }));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
ludus_review_chart_get_n_points (LudusReviewChart *self)
{
  g_return_val_if_fail (LUDUS_IS_REVIEW_CHART (self), 0);

  return self->n_points;
}

double
ludus_review_chart_get_value (LudusReviewChart *self,
                              guint             point,
                              guint             player)
{
  g_return_val_if_fail (LUDUS_IS_REVIEW_CHART (self), 0.0);
  g_return_val_if_fail (point < self->n_points && player < self->n_players, 0.0);

  return self->values[point * self->n_players + player];
}

int
ludus_review_chart_get_selected (LudusReviewChart *self)
{
  g_return_val_if_fail (LUDUS_IS_REVIEW_CHART (self), -1);

  return self->selected;
}

void
ludus_review_chart_set_selected (LudusReviewChart *self,
                                 int               point)
{
  g_return_if_fail (LUDUS_IS_REVIEW_CHART (self));
  g_return_if_fail (point >= -1 && point < (int) self->n_points);

  if (self->selected == point)
    return;
  self->selected = point;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

/* Where @point is drawn across the widget. */
double
ludus_review_chart_get_point_x (LudusReviewChart *self,
                                guint             point)
{
  g_return_val_if_fail (LUDUS_IS_REVIEW_CHART (self), 0.0);

  return point_x (self, point);
}

/* Selects the point nearest to @x, as a click there does. */
void
ludus_review_chart_select_at (LudusReviewChart *self,
                              double            x)
{
  double position;

  g_return_if_fail (LUDUS_IS_REVIEW_CHART (self));

  if (self->n_points == 0)
    return;
  position = self->n_points < 2 ? 0 : (x - MARGIN_LEFT) / plot_width (self) * (self->n_points - 1);
  ludus_review_chart_set_selected (self, (int) CLAMP (round (position), 0, self->n_points - 1));
}
