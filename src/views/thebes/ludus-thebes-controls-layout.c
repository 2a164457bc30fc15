/* ludus-thebes-controls-layout.c: a turn's cost and buttons, in one or two rows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The first child (the label that says what the turn costs) and the
 * buttons after it share one row at the end of the widget where the row
 * fits, the label wrapped in less than its natural width if need be;
 * where the label would be squeezed narrower than a few words, it has a
 * row of its own, the whole width, above the buttons.  The minimum width
 * is the two rows', so a narrow window keeps the game log beside the
 * board.  Which of the two it is depends on the width alone: the
 * buttons' widths are the widest they have been (a button that comes and
 * goes in a turn neither turns the row nor widens the board, which would
 * turn the log below it), and the label's row keeps the room of a line
 * when it is empty, so the table below holds still between turns.
 */

#define G_LOG_DOMAIN "ludus-thebes-controls-layout"

#include "config.h"

#include "ludus-thebes-controls-layout.h"

struct _LudusThebesControlsLayout
{
  GtkLayoutManager parent_instance;

  int spacing;
  /* The buttons side by side, the widest yet: at their minimum widths
   * and at their natural ones. */
  int buttons_min_width;
  int buttons_width;
};

G_DEFINE_FINAL_TYPE (LudusThebesControlsLayout, ludus_thebes_controls_layout, GTK_TYPE_LAYOUT_MANAGER)

/* The buttons' minimum and natural widths side by side, and their height. */
static void
measure_buttons (LudusThebesControlsLayout *self,
                 GtkWidget                 *label,
                 int                       *minimum,
                 int                       *natural,
                 int                       *height)
{
  guint n = 0;

  *minimum = *natural = *height = 0;
  for (GtkWidget *child = gtk_widget_get_next_sibling (label); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int child_min, child_nat, child_height;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &child_min, &child_nat, NULL, NULL);
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, -1, NULL, &child_height, NULL, NULL);
      *minimum += child_min;
      *natural += child_nat;
      *height = MAX (*height, child_height);
      n++;
    }
  if (n > 1)
    {
      *minimum += (int) (n - 1) * self->spacing;
      *natural += (int) (n - 1) * self->spacing;
    }
}

/* The label's natural width: none when it is hidden. */
static int
label_natural_width (GtkWidget *label)
{
  int width = 0;

  if (gtk_widget_should_layout (label))
    gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  return width;
}

/* The label's row, alone: the whole width, and at least one line's
 * room, so the row keeps its height when the label is empty. */
static int
label_row_height (GtkWidget *label,
                  int        width)
{
  g_autoptr(PangoLayout) line = NULL;
  int height, line_height;

  if (!gtk_widget_should_layout (label))
    return 0;
  gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
  line = gtk_widget_create_pango_layout (label, "X");
  pango_layout_get_pixel_size (line, NULL, &line_height);
  return MAX (height, line_height);
}

/* The narrowest the label may be beside the buttons: a few words a line. */
static int
narrowest_label (GtkWidget *label)
{
  g_autoptr(PangoLayout) words = NULL;
  int width;

  if (!gtk_widget_should_layout (label))
    return 0;
  words = gtk_widget_create_pango_layout (label, "0000000000000000");
  pango_layout_get_pixel_size (words, &width, NULL);
  return width;
}

static gboolean
in_one_row (LudusThebesControlsLayout *self,
            GtkWidget                 *label,
            int                        width)
{
  return width < 0 || width >= narrowest_label (label) + self->spacing + self->buttons_width;
}

/* The label's width beside the buttons in @width. */
static int
label_width_in_row (LudusThebesControlsLayout *self,
                    GtkWidget                 *label,
                    int                        width)
{
  int buttons_min, buttons_nat, buttons_height;
  int natural = label_natural_width (label);

  measure_buttons (self, label, &buttons_min, &buttons_nat, &buttons_height);
  if (width < 0)
    return natural;
  return CLAMP (width - buttons_nat - self->spacing, 0, natural);
}

static void
ludus_thebes_controls_layout_measure (GtkLayoutManager *manager,
                                      GtkWidget        *widget,
                                      GtkOrientation    orientation,
                                      int               for_size,
                                      int              *minimum,
                                      int              *natural,
                                      int              *minimum_baseline,
                                      int              *natural_baseline)
{
  LudusThebesControlsLayout *self = LUDUS_THEBES_CONTROLS_LAYOUT (manager);
  GtkWidget *label = gtk_widget_get_first_child (widget);
  int buttons_min, buttons_nat, buttons_height;

  *minimum = *natural = 0;
  if (label == NULL)
    return;
  measure_buttons (self, label, &buttons_min, &buttons_nat, &buttons_height);
  self->buttons_min_width = MAX (self->buttons_min_width, buttons_min);
  self->buttons_width = MAX (self->buttons_width, buttons_nat);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int label_min = 0;

      if (gtk_widget_should_layout (label))
        gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, &label_min, NULL, NULL, NULL);
      *minimum = MAX (label_min, self->buttons_min_width);
      *natural = label_natural_width (label) + self->spacing + self->buttons_width;
    }
  else if (in_one_row (self, label, for_size))
    {
      int label_height = 0;

      if (gtk_widget_should_layout (label))
        gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, label_width_in_row (self, label, for_size),
                            NULL, &label_height, NULL, NULL);
      *minimum = *natural = MAX (label_height, buttons_height);
    }
  else
    *minimum = *natural = label_row_height (label, for_size) + self->spacing + buttons_height;
}

/* Children from @first on, from the end of the row at their natural
 * widths (the first at @first_width), or at their minimum where the row
 * is short. */
static void
place_row (GtkWidget *first,
           int        first_width,
           int        width,
           int        y,
           int        height,
           int        spacing)
{
  GtkWidget *children[8];
  int minimum[8], natural[8], x = width, row = 0;
  guint n = 0;

  for (GtkWidget *child = first; child != NULL && n < G_N_ELEMENTS (children);
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      {
        gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum[n], &natural[n], NULL, NULL);
        if (child == first && first_width >= 0)
          natural[n] = first_width;
        row += natural[n] + (n > 0 ? spacing : 0);
        children[n++] = child;
      }
  for (guint i = n; i-- > 0;)
    {
      int child_width = row > width ? minimum[i] : natural[i];

      x -= child_width;
      gtk_widget_size_allocate (children[i], &(GtkAllocation) { MAX (x, 0), y, child_width, height }, -1);
      x -= spacing;
    }
}

static void
ludus_thebes_controls_layout_allocate (GtkLayoutManager *manager,
                                       GtkWidget        *widget,
                                       int               width,
                                       int               height,
                                       int               baseline)
{
  LudusThebesControlsLayout *self = LUDUS_THEBES_CONTROLS_LAYOUT (manager);
  GtkWidget *label = gtk_widget_get_first_child (widget);
  GtkWidget *buttons;
  int label_height;

  if (label == NULL)
    return;
  if (in_one_row (self, label, width))
    {
      place_row (label, label_width_in_row (self, label, width), width, 0, height, self->spacing);
      return;
    }
  label_height = label_row_height (label, width);
  buttons = gtk_widget_get_next_sibling (label);
  if (gtk_widget_should_layout (label))
    gtk_widget_size_allocate (label, &(GtkAllocation) { 0, 0, width, label_height }, -1);
  if (buttons != NULL)
    place_row (buttons, -1, width, label_height + self->spacing, height - label_height - self->spacing,
               self->spacing);
}

static GtkSizeRequestMode
ludus_thebes_controls_layout_get_request_mode (GtkLayoutManager *manager,
                                               GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
ludus_thebes_controls_layout_class_init (LudusThebesControlsLayoutClass *klass)
{
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  layout_class->get_request_mode = ludus_thebes_controls_layout_get_request_mode;
  layout_class->measure = ludus_thebes_controls_layout_measure;
  layout_class->allocate = ludus_thebes_controls_layout_allocate;
}

static void
ludus_thebes_controls_layout_init (LudusThebesControlsLayout *self)
{
}

/**
 * ludus_thebes_controls_layout_new:
 * @spacing: between the children, and between the two rows
 */
GtkLayoutManager *
ludus_thebes_controls_layout_new (int spacing)
{
  LudusThebesControlsLayout *self = g_object_new (LUDUS_TYPE_THEBES_CONTROLS_LAYOUT, NULL);

  self->spacing = MAX (spacing, 0);
  return GTK_LAYOUT_MANAGER (self);
}
