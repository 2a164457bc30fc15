/* ludus-thebes-map.c: the Thebes map, drawn from a layout
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every place of the layout is a button at its drawing position, scaled to
 * the widget's size; the roads are lines between them.  The map is never
 * so small that two places overlap (its minimum comes from the layout and
 * the places' sizes), and it keeps the layout's proportions.  It takes
 * a layout and a position (where the archaeologists stand, what each place
 * costs), never a game, so the editor can draw a layout it is editing.
 * The buttons are made once: focus and accessible names survive a move,
 * and the arrow keys move between places by their position on the map.
 */

#define G_LOG_DOMAIN "ludus-thebes-map"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "ludus-player-colours.h"
#include "ludus-thebes-map.h"
#include "ludus-rule-help.h"
#include "ludus-thebes-rule-text.h"
#include "ludus-thebes-widgets.h"

typedef struct
{
  GtkWidget *button;
  GtkLabel  *name;
  GtkWidget *pieces;
  GtkWidget *dots[LUDUS_THEBES_MAX_PLAYERS];
  GtkLabel  *cost;
} Place;

struct _LudusThebesMap
{
  GtkWidget                 parent_instance;

  const LudusThebesContent *content;
  Place                     places[LUDUS_THEBES_N_PLACES];
  /* The pieces last set, and those hidden while they travel. */
  guint                     n_pieces;
  guint8                    piece_places[LUDUS_THEBES_MAX_PLAYERS];
  guint                     piece_colours[LUDUS_THEBES_MAX_PLAYERS];
  guint                     hidden;
  /* The roads as last drawn, kept while the size, the layout and the
   * colour stay: the same node each frame, which GTK need not draw
   * again under the pieces moving over the map. */
  GskRenderNode            *roads;
  int                       roads_width;
  int                       roads_height;
  GdkRGBA                   roads_colour;
  int                       max_natural_height;
};

G_DEFINE_FINAL_TYPE (LudusThebesMap, ludus_thebes_map, GTK_TYPE_WIDGET)

enum {
  PLACE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

#define MIN_WIDTH  320
#define MIN_HEIGHT 330
#define MAX_STRETCH 1.5   /* how much more one direction may be scaled */

static void
place_clicked_cb (LudusThebesMap *self,
                  GtkButton      *button)
{
  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    if (self->places[p].button == GTK_WIDGET (button))
      g_signal_emit (self, signals[PLACE_ACTIVATED], 0, p);
}

static void
make_place (LudusThebesMap   *self,
            LudusThebesPlace  p)
{
  Place *place = &self->places[p];
  GtkWidget *box;

  place->button = gtk_button_new ();
  gtk_widget_add_css_class (place->button, "thebes-place");
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 1);
  place->name = GTK_LABEL (gtk_label_new (ludus_thebes_place_name (p)));
  gtk_widget_add_css_class (GTK_WIDGET (place->name), "place-name");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (place->name));

  /* In play the row of pieces and the cost keep their room when empty: a
   * place keeps its size, and the map holds still, whoever stands there
   * and whoever is to move.  The editor's map has neither. */
  place->pieces = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  gtk_widget_add_css_class (place->pieces, "pieces");
  gtk_widget_set_visible (place->pieces, FALSE);
  gtk_widget_set_halign (place->pieces, GTK_ALIGN_CENTER);
  for (guint i = 0; i < LUDUS_THEBES_MAX_PLAYERS; i++)
    {
      place->dots[i] = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      gtk_widget_set_visible (place->dots[i], FALSE);
      gtk_box_append (GTK_BOX (place->pieces), place->dots[i]);
    }
  gtk_box_append (GTK_BOX (box), place->pieces);

  place->cost = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (place->cost), "place-cost");
  gtk_widget_set_visible (GTK_WIDGET (place->cost), FALSE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (place->cost));

  gtk_button_set_child (GTK_BUTTON (place->button), box);
  gtk_widget_set_parent (place->button, GTK_WIDGET (self));
  g_signal_connect_object (place->button, "clicked", G_CALLBACK (place_clicked_cb), self,
                           G_CONNECT_SWAPPED);
}

/* The layout's bounding box of drawing positions. */
static void
get_bounds (LudusThebesMap *self,
            int            *x0,
            int            *y0,
            int            *x1,
            int            *y1)
{
  *x0 = *y0 = G_MAXINT;
  *x1 = *y1 = G_MININT;
  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    {
      const LudusThebesPlaceInfo *info = &self->content->places[p];

      *x0 = MIN (*x0, info->x);
      *y0 = MIN (*y0, info->y);
      *x1 = MAX (*x1, info->x);
      *y1 = MAX (*y1, info->y);
    }
  if (*x1 <= *x0)
    *x1 = *x0 + 1;
  if (*y1 <= *y0)
    *y1 = *y0 + 1;
}

#define MARGIN_X 48.0
#define MARGIN_Y 26.0
/* Between a place and the map's edge, which clips: the room of the rings
 * around a place (.changed, .hint in thebes.css: 3px and a blur of 8px). */
#define RING_ROOM 11
/* Between two places' buttons at the map's smallest: room for their rings
 * too, so that neither a name nor a ring covers its neighbour. */
#define PLACE_SPACING 6
/* A layout being edited may put two places almost on each other: its
 * map does not grow past this to keep them apart. */
#define MAX_MIN_WIDTH  640
#define MAX_MIN_HEIGHT 600
/* How tall the map asks to be at most, when it could be as tall as its
 * width asks: the rest of the table stays in view.  A window too low for
 * this and the cards below the map asks for less (set_max_natural_height). */
#define MAX_NATURAL_HEIGHT 400

/* From each edge to the nearest place's centre: the fixed margins, or
 * more where a place's button is wider, so that no place is pushed in
 * from the edge onto its neighbour. */
static void
get_margins (LudusThebesMap *self,
             double         *margin_x,
             double         *margin_y)
{
  *margin_x = MARGIN_X;
  *margin_y = MARGIN_Y;
  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    {
      GtkRequisition natural;

      gtk_widget_get_preferred_size (self->places[p].button, NULL, &natural);
      *margin_x = MAX (*margin_x, natural.width / 2.0 + RING_ROOM);
      *margin_y = MAX (*margin_y, natural.height / 2.0 + RING_ROOM);
    }
}

/* Pixels per layout unit in a widget of width × height, across and down.
 * A narrow map (in a small window) spreads the places out the other way,
 * a little, so that their names do not overlap. */
static void
get_scales (LudusThebesMap *self,
            int             width,
            int             height,
            double         *scale_x,
            double         *scale_y)
{
  int x0, y0, x1, y1;
  double scale, margin_x, margin_y;

  get_bounds (self, &x0, &y0, &x1, &y1);
  get_margins (self, &margin_x, &margin_y);
  *scale_x = (width - 2 * margin_x) / (x1 - x0);
  *scale_y = (height - 2 * margin_y) / (y1 - y0);
  scale = MAX (MIN (*scale_x, *scale_y), 0.01);
  *scale_x = CLAMP (*scale_x, scale, scale * MAX_STRETCH);
  *scale_y = CLAMP (*scale_y, scale, scale * MAX_STRETCH);
}

/* The smallest scale, the same both ways, at which no two places' buttons
 * overlap: each pair apart across or down by their half sizes and the
 * spacing. */
static double
get_min_scale (LudusThebesMap *self)
{
  GtkRequisition sizes[LUDUS_THEBES_N_PLACES];
  double scale = 0;

  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    gtk_widget_get_preferred_size (self->places[p].button, NULL, &sizes[p]);
  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    for (guint q = p + 1; q < LUDUS_THEBES_N_PLACES; q++)
      {
        const LudusThebesPlaceInfo *a = &self->content->places[p];
        const LudusThebesPlaceInfo *b = &self->content->places[q];
        int dx = ABS (a->x - b->x), dy = ABS (a->y - b->y);
        double across = dx > 0 ? ((sizes[p].width + sizes[q].width) / 2.0 + PLACE_SPACING) / dx : G_MAXDOUBLE;
        double down = dy > 0 ? ((sizes[p].height + sizes[q].height) / 2.0 + PLACE_SPACING) / dy : G_MAXDOUBLE;
        double pair = MIN (across, down);

        if (pair < G_MAXDOUBLE)
          scale = MAX (scale, pair);
      }
  return scale;
}

/* Where a place's centre goes in a widget of width × height. */
static void
place_point (LudusThebesMap *self,
             guint           p,
             int             width,
             int             height,
             double         *x,
             double         *y)
{
  int x0, y0, x1, y1;
  double scale_x, scale_y;

  get_scales (self, width, height, &scale_x, &scale_y);
  get_bounds (self, &x0, &y0, &x1, &y1);
  *x = (width - scale_x * (x1 - x0)) / 2 + scale_x * (self->content->places[p].x - x0);
  *y = (height - scale_y * (y1 - y0)) / 2 + scale_y * (self->content->places[p].y - y0);
}

/**
 * ludus_thebes_map_set_max_natural_height:
 * @self: a map
 * @height: the most it asks for, in pixels
 *
 * Keeps the map's natural height at @height at most (and at 400 pixels),
 * or at its smallest where that is more: the view keeps the cards below
 * the map in sight in a low window.
 */
void
ludus_thebes_map_set_max_natural_height (LudusThebesMap *self,
                                         int             height)
{
  g_return_if_fail (LUDUS_IS_THEBES_MAP (self));

  height = MIN (height, MAX_NATURAL_HEIGHT);
  if (height == self->max_natural_height)
    return;
  self->max_natural_height = height;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static GtkSizeRequestMode
ludus_thebes_map_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* The map's smallest size keeps every place apart from the others; its
 * natural height, for a width, keeps the layout's proportions. */
static void
ludus_thebes_map_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  LudusThebesMap *self = LUDUS_THEBES_MAP (widget);
  int x0, y0, x1, y1;
  double scale, margin_x, margin_y;

  /* Keep the children measured, as GTK expects of a container. */
  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    gtk_widget_measure (self->places[p].button, orientation, -1, NULL, NULL, NULL, NULL);

  if (self->content == NULL)
    {
      *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? MIN_WIDTH : MIN_HEIGHT;
      *natural = *minimum + 80;
      return;
    }

  get_bounds (self, &x0, &y0, &x1, &y1);
  get_margins (self, &margin_x, &margin_y);
  scale = get_min_scale (self);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = CLAMP ((int) ceil (scale * (x1 - x0) + 2 * margin_x), MIN_WIDTH, MAX_MIN_WIDTH);
      *natural = *minimum + 80;
    }
  else
    {
      *minimum = CLAMP ((int) ceil (scale * (y1 - y0) + 2 * margin_y), MIN_HEIGHT, MAX_MIN_HEIGHT);
      *natural = *minimum;
      if (for_size > 0)
        {
          double across = (for_size - 2 * margin_x) / (x1 - x0);

          *natural = CLAMP ((int) (across * (y1 - y0) + 2 * margin_y), *minimum,
                            MAX (*minimum, self->max_natural_height));
        }
    }
}

static void
ludus_thebes_map_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  LudusThebesMap *self = LUDUS_THEBES_MAP (widget);

  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    {
      GtkWidget *button = self->places[p].button;
      GtkRequisition natural;
      double x = width / 2.0, y = height / 2.0;
      int left, top;

      gtk_widget_get_preferred_size (button, NULL, &natural);
      if (self->content != NULL)
        place_point (self, p, width, height, &x, &y);
      left = CLAMP ((int) (x - natural.width / 2.0), RING_ROOM, MAX (RING_ROOM, width - natural.width - RING_ROOM));
      top = CLAMP ((int) (y - natural.height / 2.0), RING_ROOM, MAX (RING_ROOM, height - natural.height - RING_ROOM));
      gtk_widget_size_allocate (button,
                                &(GtkAllocation) { left, top, natural.width, natural.height },
                                -1);
    }
}

static GskRenderNode *
draw_roads (LudusThebesMap *self,
            int             width,
            int             height,
            const GdkRGBA  *colour)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  cairo_set_source_rgba (cr, colour->red, colour->green, colour->blue, colour->alpha * 0.4);
  cairo_set_line_width (cr, 3);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint r = 0; r < self->content->n_roads; r++)
    {
      double ax, ay, bx, by;

      place_point (self, self->content->roads[r][0], width, height, &ax, &ay);
      place_point (self, self->content->roads[r][1], width, height, &bx, &by);
      cairo_move_to (cr, ax, ay);
      cairo_line_to (cr, bx, by);
    }
  cairo_stroke (cr);
  cairo_destroy (cr);
  return gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
}

static void
ludus_thebes_map_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  LudusThebesMap *self = LUDUS_THEBES_MAP (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);

  if (self->content != NULL && width > 0 && height > 0)
    {
      GdkRGBA colour;

      gtk_style_context_get_color (gtk_widget_get_style_context (widget), &colour);
      if (self->roads == NULL || width != self->roads_width || height != self->roads_height ||
          !gdk_rgba_equal (&colour, &self->roads_colour))
        {
          g_clear_pointer (&self->roads, gsk_render_node_unref);
          self->roads = draw_roads (self, width, height, &colour);
          self->roads_width = width;
          self->roads_height = height;
          self->roads_colour = colour;
        }
      if (self->roads != NULL)
        gtk_snapshot_append_node (snapshot, self->roads);
    }

  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    gtk_widget_snapshot_child (widget, self->places[p].button, snapshot);
}

static void
ludus_thebes_map_dispose (GObject *object)
{
  LudusThebesMap *self = LUDUS_THEBES_MAP (object);

  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    g_clear_pointer (&self->places[p].button, gtk_widget_unparent);
  g_clear_pointer (&self->roads, gsk_render_node_unref);

  G_OBJECT_CLASS (ludus_thebes_map_parent_class)->dispose (object);
}

static void
ludus_thebes_map_class_init (LudusThebesMapClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_thebes_map_dispose;
  widget_class->get_request_mode = ludus_thebes_map_get_request_mode;
  widget_class->measure = ludus_thebes_map_measure;
  widget_class->size_allocate = ludus_thebes_map_size_allocate;
  widget_class->snapshot = ludus_thebes_map_snapshot;

  /**
   * LudusThebesMap::place-activated:
   * @place: the LudusThebesPlace clicked or activated from the keyboard
   */
  signals[PLACE_ACTIVATED] = g_signal_new ("place-activated",
                                           G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "thebes-map");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ludus_thebes_map_init (LudusThebesMap *self)
{
  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    make_place (self, p);
  self->max_natural_height = MAX_NATURAL_HEIGHT;
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
}

GtkWidget *
ludus_thebes_map_new (void)
{
  return g_object_new (LUDUS_TYPE_THEBES_MAP, NULL);
}

/**
 * ludus_thebes_map_set_layout:
 * @content: (nullable): the places and roads to draw; it must outlive the
 *   map, or be replaced first
 */
void
ludus_thebes_map_set_layout (LudusThebesMap           *self,
                             const LudusThebesContent *content)
{
  g_return_if_fail (LUDUS_IS_THEBES_MAP (self));

  self->content = content;
  g_clear_pointer (&self->roads, gsk_render_node_unref);
  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    {
      GtkWidget *button = self->places[p].button;
      gboolean site = content != NULL && content->places[p].is_site;

      gtk_widget_set_css_classes (button, (const char *[]) {
                                    "thebes-place",
                                    site ? "site" : "city",
                                    site ? ludus_thebes_site_css_class (p - LUDUS_THEBES_FIRST_SITE) : "no-site",
                                    NULL });
    }
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/**
 * ludus_thebes_map_set_pieces:
 * @places: where each archaeologist stands
 * @colours: each archaeologist's player colour (ludus-player-colours.h)
 *
 * Shows @n_pieces archaeologists, in the order given.
 */
void
ludus_thebes_map_set_pieces (LudusThebesMap *self,
                             guint           n_pieces,
                             const guint8   *places,
                             const guint    *colours)
{
  g_return_if_fail (LUDUS_IS_THEBES_MAP (self));
  g_return_if_fail (n_pieces <= LUDUS_THEBES_MAX_PLAYERS);

  self->n_pieces = n_pieces;
  memcpy (self->piece_places, places, n_pieces * sizeof *places);
  memcpy (self->piece_colours, colours, n_pieces * sizeof *colours);
  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    {
      guint shown = 0;

      gtk_widget_set_visible (self->places[p].pieces, n_pieces > 0);
      for (guint i = 0; i < n_pieces; i++)
        if (places[i] == p)
          {
            GtkWidget *dot = self->places[p].dots[shown++];

            gtk_widget_set_css_classes (dot, (const char *[]) {
                                          "player-dot",
                                          ludus_player_colour_css_class (MIN (colours[i], LUDUS_N_PLAYER_COLOURS - 1)),
                                          NULL });
            /* On its way there: in the air over the map, not yet here. */
            gtk_widget_set_opacity (dot, (self->hidden & (1u << i)) ? 0.0 : 1.0);
            gtk_widget_set_visible (dot, TRUE);
          }
      for (guint i = shown; i < LUDUS_THEBES_MAX_PLAYERS; i++)
        gtk_widget_set_visible (self->places[p].dots[i], FALSE);
    }
}

/**
 * ludus_thebes_map_set_piece_hidden:
 * @piece: an archaeologist, by its index in ludus_thebes_map_set_pieces()
 *
 * Hides @piece at its place, keeping its room, while it travels there
 * over the map.
 */
void
ludus_thebes_map_set_piece_hidden (LudusThebesMap *self,
                                   guint           piece,
                                   gboolean        hidden)
{
  g_return_if_fail (LUDUS_IS_THEBES_MAP (self));
  g_return_if_fail (piece < LUDUS_THEBES_MAX_PLAYERS);

  if (hidden)
    self->hidden |= 1u << piece;
  else
    self->hidden &= ~(1u << piece);
  ludus_thebes_map_set_pieces (self, self->n_pieces, self->piece_places, self->piece_colours);
}

/* What @place shows: its cost, whether it can be chosen, what it holds. */
void
ludus_thebes_map_set_place (LudusThebesMap            *self,
                            LudusThebesPlace           place,
                            const LudusThebesMapPlace *info)
{
  Place *p;
  g_autofree char *cost = NULL;
  g_autofree char *label = NULL;
  g_autofree char *rule = NULL;
  g_autoptr(GString) name = NULL;

  g_return_if_fail (LUDUS_IS_THEBES_MAP (self));
  g_return_if_fail (place < LUDUS_THEBES_N_PLACES);
  g_return_if_fail (info != NULL);

  p = &self->places[place];
  if (info->cost >= 0)
    /* Translators: the weeks a trip takes, short, under a place on the map: "2 wk" */
    cost = g_strdup_printf (C_("weeks, short", "%d wk"), info->cost);
  gtk_label_set_text (p->cost, cost != NULL ? cost : "");
  gtk_widget_set_visible (GTK_WIDGET (p->cost), cost != NULL || self->n_pieces > 0);

  ludus_thebes_set_class (p->button, "selectable", info->selectable);
  ludus_thebes_set_class (p->button, "selected", info->selected);
  ludus_thebes_set_class (p->button, "last-move", info->last_move);

  /* Greyed-out places are still read and reached by Tab. */
  name = g_string_new (NULL);
  if (self->content != NULL && self->content->places[place].is_site)
    /* Translators: a place on the map, "Egypt dig site" */
    g_string_append_printf (name, _("%s dig site"), ludus_thebes_place_name (place));
  else
    g_string_append (name, ludus_thebes_place_name (place));
  if (info->detail != NULL && info->detail[0] != '\0')
    /* Translators: a place and what it holds, "Egypt dig site: 12 tokens left, permit valid" */
    label = g_strdup_printf (_("%s: %s"), name->str, info->detail);
  else
    label = g_strdup (name->str);
  if (cost != NULL)
    {
      g_autofree char *with_cost =
        /* Translators: a place and the weeks it takes to get there, "Paris, 2 weeks away" */
        g_strdup_printf (ngettext ("%s, %d week away", "%s, %d weeks away", info->cost),
                         label, info->cost);

      g_free (label);
      label = g_steal_pointer (&with_cost);
    }
  rule = self->content != NULL ? ludus_thebes_rule_place (self->content, place) : NULL;
  ludus_rule_help_set (p->button, label, rule);
  gtk_accessible_update_property (GTK_ACCESSIBLE (p->button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

/* The button of @place, for tests and focus. */
GtkWidget *
ludus_thebes_map_get_place_widget (LudusThebesMap   *self,
                                   LudusThebesPlace  place)
{
  g_return_val_if_fail (LUDUS_IS_THEBES_MAP (self), NULL);
  g_return_val_if_fail (place < LUDUS_THEBES_N_PLACES, NULL);

  return self->places[place].button;
}

/**
 * ludus_thebes_map_get_scale:
 *
 * @scale_x: (out): the pixels per layout unit across the map, now
 * @scale_y: (out): the same down the map
 *
 * The editor turns a drag into a move of the place with these.
 */
void
ludus_thebes_map_get_scale (LudusThebesMap *self,
                            double         *scale_x,
                            double         *scale_y)
{
  *scale_x = *scale_y = 1;
  g_return_if_fail (LUDUS_IS_THEBES_MAP (self));

  if (self->content != NULL)
    get_scales (self, gtk_widget_get_width (GTK_WIDGET (self)),
                gtk_widget_get_height (GTK_WIDGET (self)), scale_x, scale_y);
}
