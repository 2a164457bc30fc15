/* ludus-mykerinos-museum.c: the Museum, its wings and rooms, drawn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The central hall with the five wings in a ring around it, wing 1 at the
 * top and the others clockwise.  Each wing has its 3-room next to the
 * hall and its 5-room beyond; a corridor room lies between two wings'
 * 5-rooms.  The doors are drawn as passages between the rooms they join
 * (3-room to 5-room, 5-room to the corridors on either side), so that a
 * player sees why a 5-room is open to them or not.  The patron markers sit
 * at the outer end of their wings.
 *
 * Rooms are focusable buttons: arrows move the cursor, Enter or Space
 * activates, as in the region.
 */

#define G_LOG_DOMAIN "ludus-mykerinos-museum"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "ludus-mykerinos-museum.h"
#include "ludus-rule-help.h"
#include "ludus-mykerinos-rule-text.h"

#define N_ROOMS LUDUS_MYKERINOS_N_ROOMS
#define N_WINGS LUDUS_MYKERINOS_N_WINGS

struct _LudusMykerinosMuseum
{
  LudusMykerinosBoard parent_instance;

  guint8     wing_patron[N_WINGS];
  guint8     rooms[N_ROOMS];
  guint32    candidates;
  guint32    hidden;      /* rooms whose cubes fly there, not drawn yet */

  /* Centres of the rooms and the hall from the last allocation. */
  double     centre_x[N_ROOMS];
  double     centre_y[N_ROOMS];
  double     hall_x, hall_y, hall_radius, room_size;

  GtkWidget *room_widgets[N_ROOMS];
  GtkWidget *cubes[N_ROOMS];
  GtkWidget *markers[N_WINGS];
  GtkWidget *hall;
};

G_DEFINE_FINAL_TYPE (LudusMykerinosMuseum, ludus_mykerinos_museum, LUDUS_TYPE_MYKERINOS_BOARD)

static const char * const patron_classes[LUDUS_MYKERINOS_N_PATRONS + 1] = {
  "patron-violet", "patron-lemon", "patron-brown", "patron-blackmore", "patron-tangerine",
  "patron-none",
};

/* Translators: short names of the patrons, on their markers in the Museum */
static void
update_widgets (LudusMykerinosMuseum *self)
{
  LudusMykerinosBoard *board = LUDUS_MYKERINOS_BOARD (self);

  for (guint w = 0; w < N_WINGS; w++)
    {
      guint patron = MIN (self->wing_patron[w], LUDUS_MYKERINOS_N_PATRONS - 1);
      g_autofree char *tooltip = g_strdup_printf (_("Wing %u: %s"), w + 1, _(ludus_mykerinos_patron_names[patron]));
      g_autofree char *rule = ludus_mykerinos_rule_wing (patron);

      gtk_widget_set_css_classes (self->markers[w], (const char *[]) {
                                    "patron-marker", patron_classes[patron], NULL });
      gtk_label_set_text (GTK_LABEL (self->markers[w]), _(ludus_mykerinos_patron_short_names[patron]));
      ludus_rule_help_set (self->markers[w], tooltip, rule);
    }

  for (guint r = 0; r < N_ROOMS; r++)
    {
      guint holder = self->rooms[r];
      const char *who = NULL;
      g_autofree char *name = ludus_mykerinos_room_name (self->wing_patron, r);
      g_autofree char *label = NULL;
      g_autofree char *rule = ludus_mykerinos_rule_room (r);
      const char *kind = r >= LUDUS_MYKERINOS_ROOM_C (0) ? "room-2"
                       : r >= LUDUS_MYKERINOS_ROOM_R5 (0) ? "room-5" : "room-3";

      if (holder != 0 && holder <= LUDUS_MYKERINOS_N_COLOURS)
        who = ludus_mykerinos_board_get_colour_name (board, holder - 1) != NULL
              ? ludus_mykerinos_board_get_colour_name (board, holder - 1) : "";
      gtk_widget_set_css_classes (self->room_widgets[r], (const char *[]) {
                                    "room", kind,
                                    (self->candidates >> r) & 1 ? "candidate" : "not-candidate",
                                    holder != 0 ? "taken" : "free",
                                    /* The board's outlines stay until it takes them off. */
                                    gtk_widget_has_css_class (self->room_widgets[r], "hint") ? "hint" : "no-hint",
                                    gtk_widget_has_css_class (self->room_widgets[r], "changed") ? "changed" : NULL,
                                    NULL });
      gtk_widget_set_visible (self->cubes[r], holder != 0 && ((self->hidden >> r) & 1) == 0);
      if (holder != 0)
        gtk_widget_set_css_classes (self->cubes[r], (const char *[]) {
                                      "cube",
                                      ludus_mykerinos_board_get_colour_class (board, holder - 1) != NULL
                                        ? ludus_mykerinos_board_get_colour_class (board, holder - 1) : "neutral-cube",
                                      NULL });

      /* Translators: a Museum room and who holds it: "Room 5 of the Lemon wing: Anna" */
      label = g_strdup_printf (_("%s: %s"), name, who != NULL ? who : _("free"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->room_widgets[r]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);
      ludus_rule_help_set (self->room_widgets[r], label, rule);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
ludus_mykerinos_museum_measure (GtkWidget      *widget,
                                GtkOrientation  orientation,
                                int             for_size,
                                int            *minimum,
                                int            *natural,
                                int            *minimum_baseline,
                                int            *natural_baseline)
{
  /* Nearly square, growing with the column on a large screen.  The side
   * column scrolls, which gives its children their minimum height: that
   * is the size that counts. */
  if (orientation == GTK_ORIENTATION_VERTICAL && for_size > 0)
    *minimum = *natural = MAX (for_size * 0.8, 220);
  else
    {
      *minimum = 220;
      *natural = 300;
    }
}

static GtkSizeRequestMode
ludus_mykerinos_museum_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* Allocates @child at least @width × @height, centred on (@x, @y). */
static void
place_centred (GtkWidget *child,
               double     x,
               double     y,
               double     width,
               double     height)
{
  ludus_mykerinos_board_place (child, x - width / 2, y - height / 2, width, height);
}

/* Wing w points this way: wing 1 up, then clockwise. */
static double
wing_angle (double wing)
{
  return -G_PI / 2 + wing * 2 * G_PI / N_WINGS;
}

static void
ludus_mykerinos_museum_size_allocate (GtkWidget *widget,
                                      int        width,
                                      int        height,
                                      int        baseline)
{
  LudusMykerinosMuseum *self = LUDUS_MYKERINOS_MUSEUM (widget);
  double size = MIN (width, height);
  double cx = width / 2.0, cy = height / 2.0;
  int marker_width, marker_height;
  double x, y;

  self->room_size = size * 0.135;
  self->hall_x = cx;
  self->hall_y = cy;
  self->hall_radius = size * 0.11;
  for (guint w = 0; w < N_WINGS; w++)
    {
      double a = wing_angle (w), c = wing_angle (w + 0.5);

      self->centre_x[LUDUS_MYKERINOS_ROOM_R3 (w)] = cx + cos (a) * size * 0.2;
      self->centre_y[LUDUS_MYKERINOS_ROOM_R3 (w)] = cy + sin (a) * size * 0.2;
      self->centre_x[LUDUS_MYKERINOS_ROOM_R5 (w)] = cx + cos (a) * size * 0.33;
      self->centre_y[LUDUS_MYKERINOS_ROOM_R5 (w)] = cy + sin (a) * size * 0.33;
      self->centre_x[LUDUS_MYKERINOS_ROOM_C (w)] = cx + cos (c) * size * 0.35;
      self->centre_y[LUDUS_MYKERINOS_ROOM_C (w)] = cy + sin (c) * size * 0.35;
      /* A marker takes the room its name needs, beyond its wing's 5-room;
       * a wing pointing sideways has it above the room, where the name
       * does not run out of the Museum. */
      gtk_widget_measure (self->markers[w], GTK_ORIENTATION_HORIZONTAL, -1, NULL, &marker_width, NULL, NULL);
      gtk_widget_measure (self->markers[w], GTK_ORIENTATION_VERTICAL, -1, NULL, &marker_height, NULL, NULL);
      marker_width = MIN (marker_width, width - 2);
      if (ABS (cos (a)) > 0.8)
        {
          x = cx + cos (a) * size * 0.33;
          y = cy + sin (a) * size * 0.33 - self->room_size / 2 - marker_height / 2.0 - 2;
        }
      else
        {
          x = cx + cos (a) * size * 0.45;
          y = cy + sin (a) * size * 0.45;
        }
      x = CLAMP (x, marker_width / 2.0 + 1, width - marker_width / 2.0 - 1);
      place_centred (self->markers[w], x, y, marker_width, 0);
    }
  for (guint r = 0; r < N_ROOMS; r++)
    {
      double room = r >= LUDUS_MYKERINOS_ROOM_C (0) ? self->room_size * 0.85 : self->room_size;

      place_centred (self->room_widgets[r], self->centre_x[r], self->centre_y[r], room, room);
      place_centred (self->cubes[r], self->centre_x[r], self->centre_y[r], room * 0.5, room * 0.5);
    }
  place_centred (self->hall, cx, cy, self->hall_radius * 1.6, self->hall_radius * 0.8);
}

static void
door (cairo_t *cr,
      double   x0,
      double   y0,
      double   x1,
      double   y1)
{
  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, x1, y1);
  cairo_stroke (cr);
}

static void
ludus_mykerinos_museum_snapshot (GtkWidget   *widget,
                                 GtkSnapshot *snapshot)
{
  LudusMykerinosMuseum *self = LUDUS_MYKERINOS_MUSEUM (widget);
  GdkRGBA colour;
  cairo_t *cr;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &colour);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                                 gtk_widget_get_height (widget)));
  /* The floor of the wings, then the doors as passages. */
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  gdk_cairo_set_source_rgba (cr, &(GdkRGBA) { colour.red, colour.green, colour.blue, colour.alpha * 0.12 });
  cairo_arc (cr, self->hall_x, self->hall_y, self->hall_radius, 0, 2 * G_PI);
  cairo_fill (cr);
  gdk_cairo_set_source_rgba (cr, &(GdkRGBA) { colour.red, colour.green, colour.blue, colour.alpha * 0.35 });
  cairo_set_line_width (cr, MAX (3, self->room_size * 0.22));
  for (guint w = 0; w < N_WINGS; w++)
    {
      guint r3 = LUDUS_MYKERINOS_ROOM_R3 (w), r5 = LUDUS_MYKERINOS_ROOM_R5 (w);
      guint c = LUDUS_MYKERINOS_ROOM_C (w), c_before = LUDUS_MYKERINOS_ROOM_C ((w + N_WINGS - 1) % N_WINGS);

      door (cr, self->hall_x + (self->centre_x[r3] - self->hall_x) * 0.55,
            self->hall_y + (self->centre_y[r3] - self->hall_y) * 0.55,
            self->centre_x[r3], self->centre_y[r3]);
      door (cr, self->centre_x[r3], self->centre_y[r3], self->centre_x[r5], self->centre_y[r5]);
      door (cr, self->centre_x[r5], self->centre_y[r5], self->centre_x[c], self->centre_y[c]);
      door (cr, self->centre_x[r5], self->centre_y[r5], self->centre_x[c_before], self->centre_y[c_before]);
    }
  cairo_destroy (cr);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_snapshot_child (widget, child, snapshot);
}

static GtkWidget * const *
ludus_mykerinos_museum_get_targets (LudusMykerinosBoard *board,
                                    guint               *n_targets)
{
  *n_targets = N_ROOMS;
  return LUDUS_MYKERINOS_MUSEUM (board)->room_widgets;
}

static void
ludus_mykerinos_museum_colours_changed (LudusMykerinosBoard *board)
{
  update_widgets (LUDUS_MYKERINOS_MUSEUM (board));
}

static void
ludus_mykerinos_museum_class_init (LudusMykerinosMuseumClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  LudusMykerinosBoardClass *board_class = LUDUS_MYKERINOS_BOARD_CLASS (klass);

  widget_class->get_request_mode = ludus_mykerinos_museum_get_request_mode;
  widget_class->measure = ludus_mykerinos_museum_measure;
  widget_class->size_allocate = ludus_mykerinos_museum_size_allocate;
  widget_class->snapshot = ludus_mykerinos_museum_snapshot;
  board_class->get_targets = ludus_mykerinos_museum_get_targets;
  board_class->colours_changed = ludus_mykerinos_museum_colours_changed;
  gtk_widget_class_set_css_name (widget_class, "mykerinos-museum");

  /**
   * LudusMykerinosMuseum::room-activated:
   * @room: the room clicked, or activated with Enter or Space
   */
  ludus_mykerinos_board_class_add_activated (board_class, "room-activated");
}

static void
ludus_mykerinos_museum_init (LudusMykerinosMuseum *self)
{
  self->hall = gtk_label_new (_("Hall"));
  gtk_widget_add_css_class (self->hall, "hall");
  gtk_widget_set_can_target (self->hall, FALSE);
  gtk_widget_set_parent (self->hall, GTK_WIDGET (self));

  for (guint r = 0; r < N_ROOMS; r++)
    {
      GtkWidget *value;
      g_autofree char *text = g_strdup_printf ("%u", ludus_mykerinos_room_value (r));

      self->room_widgets[r] = g_object_new (GTK_TYPE_BOX,
                                            "accessible-role", GTK_ACCESSIBLE_ROLE_BUTTON,
                                            "focusable", TRUE,
                                            NULL);
      value = gtk_label_new (text);
      gtk_widget_set_hexpand (value, TRUE);
      gtk_widget_add_css_class (value, "room-value");
      gtk_box_append (GTK_BOX (self->room_widgets[r]), value);
      gtk_widget_set_parent (self->room_widgets[r], GTK_WIDGET (self));
    }
  for (guint r = 0; r < N_ROOMS; r++)
    {
      self->cubes[r] = g_object_new (GTK_TYPE_BOX, "can-target", FALSE, "visible", FALSE, NULL);
      gtk_widget_set_parent (self->cubes[r], GTK_WIDGET (self));
    }
  for (guint w = 0; w < N_WINGS; w++)
    {
      self->markers[w] = gtk_label_new (NULL);
      gtk_label_set_ellipsize (GTK_LABEL (self->markers[w]), PANGO_ELLIPSIZE_END);
      gtk_widget_set_parent (self->markers[w], GTK_WIDGET (self));
      self->wing_patron[w] = w;
    }
  update_widgets (self);
}

GtkWidget *
ludus_mykerinos_museum_new (void)
{
  return g_object_new (LUDUS_TYPE_MYKERINOS_MUSEUM, NULL);
}

void
ludus_mykerinos_museum_set_wings (LudusMykerinosMuseum *self,
                                  const guint8         *wing_patron)
{
  g_return_if_fail (LUDUS_IS_MYKERINOS_MUSEUM (self));

  memcpy (self->wing_patron, wing_patron, sizeof self->wing_patron);
  update_widgets (self);
}

void
ludus_mykerinos_museum_set_rooms (LudusMykerinosMuseum *self,
                                  const guint8         *rooms)
{
  g_return_if_fail (LUDUS_IS_MYKERINOS_MUSEUM (self));

  memcpy (self->rooms, rooms, sizeof self->rooms);
  update_widgets (self);
}

void
ludus_mykerinos_museum_set_candidates (LudusMykerinosMuseum *self,
                                       guint32               rooms)
{
  g_return_if_fail (LUDUS_IS_MYKERINOS_MUSEUM (self));

  self->candidates = rooms;
  update_widgets (self);
}

/* The widget of a room: for the view to mark a hinted move's room. */
GtkWidget *
ludus_mykerinos_museum_get_room_widget (LudusMykerinosMuseum *self,
                                        guint                 room)
{
  g_return_val_if_fail (LUDUS_IS_MYKERINOS_MUSEUM (self), NULL);
  g_return_val_if_fail (room < N_ROOMS, NULL);

  return self->room_widgets[room];
}

gboolean
ludus_mykerinos_museum_focus_room (LudusMykerinosMuseum *self,
                                   guint                 room)
{
  g_return_val_if_fail (LUDUS_IS_MYKERINOS_MUSEUM (self), FALSE);

  return room < N_ROOMS && gtk_widget_grab_focus (self->room_widgets[room]);
}

/**
 * ludus_mykerinos_museum_set_hidden:
 * @rooms: bit r when the cube of room r is not drawn (yet)
 *
 * Keeps the cubes of @rooms off the Museum while they fly there.
 */
void
ludus_mykerinos_museum_set_hidden (LudusMykerinosMuseum *self,
                                   guint32               rooms)
{
  g_return_if_fail (LUDUS_IS_MYKERINOS_MUSEUM (self));

  self->hidden = rooms;
  update_widgets (self);
}
