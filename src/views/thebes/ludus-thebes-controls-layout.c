/* ludus-thebes-controls-layout.c: a turn's cost and buttons, in rows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The first child (the label that says what the turn costs) and the
 * buttons after it share one row at the end of the widget where the row
 * fits, the label wrapped in less than its natural width if need be;
 * where the label would be squeezed narrower than a few words, it has a
 * row of its own, the whole width, above the buttons, and where the
 * buttons do not fit in one row either, the first ones go to rows above
 * the last (Cancel and Confirm stay together at the foot).  The minimum
 * width is the widest button's, so a long translation keeps the game log
 * beside the board in a narrow window.  How the rows fall depends on the
 * width alone: each button counts at the widest it has been (a button
 * that comes and goes in a turn neither turns the rows nor widens the
 * board, which would turn the log below it), and the label's row keeps
 * the room of a line when it is empty, so the table below holds still
 * between turns.
 */

#define G_LOG_DOMAIN "ludus-thebes-controls-layout"

#include "config.h"

#include "ludus-thebes-controls-layout.h"

#define MAX_BUTTONS 8

struct _LudusThebesControlsLayout
{
  GtkLayoutManager parent_instance;

  int spacing;
  /* Each button (by its place after the label), the widest yet: at its
   * minimum width and its natural one; 0 for one never shown. */
  int button_min[MAX_BUTTONS];
  int button_natural[MAX_BUTTONS];
  guint n_buttons;
  int buttons_height;
};

G_DEFINE_FINAL_TYPE (LudusThebesControlsLayout, ludus_thebes_controls_layout, GTK_TYPE_LAYOUT_MANAGER)

/* Measures the buttons shown now, and keeps their widest widths. */
static void
measure_buttons (LudusThebesControlsLayout *self,
                 GtkWidget                 *label)
{
  guint i = 0;

  self->buttons_height = 0;
  for (GtkWidget *child = gtk_widget_get_next_sibling (label); child != NULL && i < MAX_BUTTONS;
       child = gtk_widget_get_next_sibling (child), i++)
    {
      int child_min, child_nat, child_height;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &child_min, &child_nat, NULL, NULL);
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, -1, NULL, &child_height, NULL, NULL);
      self->button_min[i] = MAX (self->button_min[i], child_min);
      self->button_natural[i] = MAX (self->button_natural[i], child_nat);
      self->buttons_height = MAX (self->buttons_height, child_height);
    }
  self->n_buttons = MAX (self->n_buttons, i);
}

/* The buttons side by side, each at the widest it has been. */
static int
buttons_width (LudusThebesControlsLayout *self)
{
  int width = 0;

  for (guint i = 0; i < self->n_buttons; i++)
    if (self->button_natural[i] > 0)
      width += (width > 0 ? self->spacing : 0) + self->button_natural[i];
  return width;
}

/* Which row each button takes in @width, counted from the last row up:
 * the last buttons fill the last row, the ones before them the row
 * above, and so on.  Returns the number of rows. */
static guint
fill_rows (LudusThebesControlsLayout *self,
           int                        width,
           guint                     *row_of)
{
  guint row = 0;
  int used = 0;

  for (guint i = self->n_buttons; i-- > 0;)
    {
      int button = self->button_natural[i];

      if (button == 0)
        {
          row_of[i] = row;
          continue;
        }
      if (used > 0 && used + self->spacing + button > width)
        {
          row++;
          used = 0;
        }
      used += (used > 0 ? self->spacing : 0) + button;
      row_of[i] = row;
    }
  return row + 1;
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
  return width < 0 || width >= narrowest_label (label) + self->spacing + buttons_width (self);
}

/* The label's width beside the buttons in @width. */
static int
label_width_in_row (LudusThebesControlsLayout *self,
                    GtkWidget                 *label,
                    int                        width)
{
  int natural = label_natural_width (label);
  int buttons = 0;

  if (width < 0)
    return natural;
  for (GtkWidget *child = gtk_widget_get_next_sibling (label); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      {
        int child_nat;

        gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &child_nat, NULL, NULL);
        buttons += child_nat + self->spacing;
      }
  return CLAMP (width - buttons, 0, natural);
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

  *minimum = *natural = 0;
  if (label == NULL)
    return;
  measure_buttons (self, label);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int label_min = 0;

      if (gtk_widget_should_layout (label))
        gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, &label_min, NULL, NULL, NULL);
      *minimum = label_min;
      for (guint i = 0; i < self->n_buttons; i++)
        *minimum = MAX (*minimum, self->button_min[i]);
      *natural = label_natural_width (label) + self->spacing + buttons_width (self);
    }
  else if (in_one_row (self, label, for_size))
    {
      int label_height = 0;

      if (gtk_widget_should_layout (label))
        gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, label_width_in_row (self, label, for_size),
                            NULL, &label_height, NULL, NULL);
      *minimum = *natural = MAX (label_height, self->buttons_height);
    }
  else
    {
      guint row_of[MAX_BUTTONS];
      guint n_rows = fill_rows (self, for_size, row_of);

      *minimum = *natural = label_row_height (label, for_size) +
                            (int) n_rows * (self->spacing + self->buttons_height);
    }
}

/* @n children from the end of a row at their natural widths (the first
 * at @first_width, if not -1), or at their minimum where the row is
 * short. */
static void
place_row (GtkWidget **children,
           guint       n,
           int         first_width,
           int         width,
           int         y,
           int         height,
           int         spacing)
{
  int minimum[MAX_BUTTONS + 1], natural[MAX_BUTTONS + 1], x = width, row = 0;

  for (guint i = 0; i < n; i++)
    {
      gtk_widget_measure (children[i], GTK_ORIENTATION_HORIZONTAL, -1, &minimum[i], &natural[i], NULL, NULL);
      if (i == 0 && first_width >= 0)
        natural[i] = first_width;
      row += natural[i] + (i > 0 ? spacing : 0);
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
  GtkWidget *children[MAX_BUTTONS + 1];
  guint row_of[MAX_BUTTONS], n_rows, n;
  int y;

  if (label == NULL)
    return;
  if (in_one_row (self, label, width))
    {
      n = 0;
      for (GtkWidget *child = label; child != NULL && n < G_N_ELEMENTS (children);
           child = gtk_widget_get_next_sibling (child))
        if (gtk_widget_should_layout (child))
          children[n++] = child;
      if (n > 0)
        place_row (children, n, children[0] == label ? label_width_in_row (self, label, width) : -1, width, 0,
                   height, self->spacing);
      return;
    }

  y = label_row_height (label, width);
  if (gtk_widget_should_layout (label))
    gtk_widget_size_allocate (label, &(GtkAllocation) { 0, 0, width, y }, -1);
  n_rows = fill_rows (self, width, row_of);
  for (guint row = n_rows; row-- > 0;)
    {
      guint i = 0;

      n = 0;
      for (GtkWidget *child = gtk_widget_get_next_sibling (label); child != NULL && i < self->n_buttons;
           child = gtk_widget_get_next_sibling (child), i++)
        if (row_of[i] == row && gtk_widget_should_layout (child))
          children[n++] = child;
      y += self->spacing;
      place_row (children, n, -1, width, y, self->buttons_height, self->spacing);
      y += self->buttons_height;
    }
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
 * @spacing: between the children, and between the rows
 */
GtkLayoutManager *
ludus_thebes_controls_layout_new (int spacing)
{
  LudusThebesControlsLayout *self = g_object_new (LUDUS_TYPE_THEBES_CONTROLS_LAYOUT, NULL);

  self->spacing = MAX (spacing, 0);
  return GTK_LAYOUT_MANAGER (self);
}
