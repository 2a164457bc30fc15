/* ludus-wrap-layout.c: children in lines that wrap at the widget's width
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Children keep their natural size, left to right, and go on a new line
 * when the next would not fit; each is centred in its line's height.  A
 * row of markers that grows through a game (parcel cards on a player's
 * card) then takes more lines, never more width: its minimum is the widest
 * child, so the window never widens for it.  (GTK 4.8 has no
 * wrap box; a GtkFlowBox would add a focusable cell around every child.)
 */

#define G_LOG_DOMAIN "ludus-wrap-layout"

#include "config.h"

#include "ludus-wrap-layout.h"

struct _LudusWrapLayout
{
  GtkLayoutManager parent_instance;

  int      spacing;
  gboolean narrow;
  guint    max_columns;  /* > 0: equal columns, as many as fit */
};

G_DEFINE_FINAL_TYPE (LudusWrapLayout, ludus_wrap_layout, GTK_TYPE_LAYOUT_MANAGER)

static GtkSizeRequestMode
ludus_wrap_layout_get_request_mode (GtkLayoutManager *manager,
                                    GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* A child's size in a line at most @width wide (no limit if negative). */
static void
child_size (GtkWidget *child,
            int        width,
            int       *child_width,
            int       *child_height)
{
  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, child_width, NULL, NULL);
  if (width >= 0)
    *child_width = MIN (*child_width, width);
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, *child_width, NULL, child_height, NULL, NULL);
}

/* Places the children from @start to @end (excluded) in a line at @y. */
static void
place_line (LudusWrapLayout *self,
            GtkWidget       *start,
            GtkWidget       *end,
            int              width,
            int              y,
            int              line_height)
{
  int x = 0;

  for (GtkWidget *child = start; child != end; child = gtk_widget_get_next_sibling (child))
    {
      int child_width, child_height;

      if (!gtk_widget_should_layout (child))
        continue;
      child_size (child, width, &child_width, &child_height);
      gtk_widget_size_allocate (child,
                                &(GtkAllocation) { x, y + (line_height - child_height) / 2,
                                                   child_width, child_height },
                                -1);
      x += child_width + self->spacing;
    }
}

/* Lays the children out in @width (no limit if negative); returns the
 * height taken, and places them when @allocate. */
static int
lay_out (LudusWrapLayout *self,
         GtkWidget       *widget,
         int              width,
         gboolean         allocate)
{
  int x = 0, y = 0, line_height = 0;
  GtkWidget *line_start = NULL;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int child_width, child_height;

      if (!gtk_widget_should_layout (child))
        continue;
      child_size (child, width, &child_width, &child_height);
      if (line_start != NULL && width >= 0 && x + self->spacing + child_width > width)
        {
          if (allocate)
            place_line (self, line_start, child, width, y, line_height);
          x = 0;
          y += line_height + self->spacing;
          line_height = 0;
          line_start = NULL;
        }
      else if (line_start != NULL)
        x += self->spacing;
      if (line_start == NULL)
        line_start = child;
      line_height = MAX (line_height, child_height);
      x += child_width;
    }
  if (allocate && line_start != NULL)
    place_line (self, line_start, NULL, width, y, line_height);
  return y + line_height;
}

/* Column mode: the widest child's minimum and natural widths, and how
 * many children are laid out. */
static guint
widest_child (GtkWidget *widget,
              int       *minimum,
              int       *natural)
{
  guint n = 0;

  *minimum = *natural = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int child_min, child_nat;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &child_min, &child_nat, NULL, NULL);
      *minimum = MAX (*minimum, child_min);
      *natural = MAX (*natural, child_nat);
      n++;
    }
  return n;
}

/* Column mode: lays the children out in equal columns, as many as fit in
 * @width (up to max_columns); returns the height taken, and places them
 * when @allocate. */
static int
lay_out_columns (LudusWrapLayout *self,
                 GtkWidget       *widget,
                 int              width,
                 gboolean         allocate)
{
  int minimum, natural, column_width, y = 0, line_height = 0;
  guint n = widest_child (widget, &minimum, &natural);
  guint columns, i = 0;

  if (n == 0)
    return 0;
  columns = MIN (self->max_columns, n);
  if (width >= 0)
    while (columns > 1 && (int) columns * minimum + ((int) columns - 1) * self->spacing > width)
      columns--;
  column_width = width >= 0 ? (width - ((int) columns - 1) * self->spacing) / (int) columns : natural;
  column_width = MAX (column_width, minimum);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int child_height;

      if (!gtk_widget_should_layout (child))
        continue;
      if (i > 0 && i % columns == 0)
        {
          y += line_height + self->spacing;
          line_height = 0;
        }
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, column_width, NULL, &child_height, NULL, NULL);
      line_height = MAX (line_height, child_height);
      i++;
    }
  if (allocate)
    {
      int row_y = 0;

      /* Again, now that each row's height is known. */
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;)
        {
          int row_height = 0;
          guint k = 0;
          GtkWidget *row_start, *c;

          if (!gtk_widget_should_layout (child))
            {
              child = gtk_widget_get_next_sibling (child);
              continue;
            }
          row_start = child;
          for (c = row_start; c != NULL && k < columns; c = gtk_widget_get_next_sibling (c))
            if (gtk_widget_should_layout (c))
              {
                int h;

                gtk_widget_measure (c, GTK_ORIENTATION_VERTICAL, column_width, NULL, &h, NULL, NULL);
                row_height = MAX (row_height, h);
                k++;
              }
          k = 0;
          for (c = row_start; c != NULL && k < columns; c = gtk_widget_get_next_sibling (c))
            if (gtk_widget_should_layout (c))
              {
                gtk_widget_size_allocate (c,
                                          &(GtkAllocation) { (int) k * (column_width + self->spacing), row_y,
                                                             column_width, row_height },
                                          -1);
                k++;
              }
          row_y += row_height + self->spacing;
          child = c;
        }
    }
  return y + line_height;
}

static void
ludus_wrap_layout_measure (GtkLayoutManager *manager,
                           GtkWidget        *widget,
                           GtkOrientation    orientation,
                           int               for_size,
                           int              *minimum,
                           int              *natural,
                           int              *minimum_baseline,
                           int              *natural_baseline)
{
  LudusWrapLayout *self = LUDUS_WRAP_LAYOUT (manager);

  if (self->max_columns > 0 && orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int child_min, child_nat;
      guint n = MIN (widest_child (widget, &child_min, &child_nat), self->max_columns);

      *minimum = child_min;
      *natural = n == 0 ? 0 : (int) n * child_nat + ((int) n - 1) * self->spacing;
    }
  else if (self->max_columns > 0)
    *minimum = *natural = lay_out_columns (self, widget, for_size, FALSE);
  else if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int widest_min = 0, widest_nat = 0, line_nat = 0;

      for (GtkWidget *child = gtk_widget_get_first_child (widget);
           child != NULL;
           child = gtk_widget_get_next_sibling (child))
        {
          int child_min, child_nat;

          if (!gtk_widget_should_layout (child))
            continue;
          gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &child_min, &child_nat, NULL, NULL);
          widest_min = MAX (widest_min, child_min);
          widest_nat = MAX (widest_nat, child_nat);
          line_nat += (line_nat > 0 ? self->spacing : 0) + child_nat;
        }
      *minimum = widest_min;
      /* A narrow layout asks for its widest child only, else for one line. */
      *natural = self->narrow ? widest_nat : line_nat;
    }
  else
    {
      int height = lay_out (self, widget, for_size, FALSE);

      *minimum = height;
      *natural = height;
    }
}

static void
ludus_wrap_layout_allocate (GtkLayoutManager *manager,
                            GtkWidget        *widget,
                            int               width,
                            int               height,
                            int               baseline)
{
  LudusWrapLayout *self = LUDUS_WRAP_LAYOUT (manager);

  if (self->max_columns > 0)
    lay_out_columns (self, widget, width, TRUE);
  else
    lay_out (self, widget, width, TRUE);
}

static void
ludus_wrap_layout_class_init (LudusWrapLayoutClass *klass)
{
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  layout_class->get_request_mode = ludus_wrap_layout_get_request_mode;
  layout_class->measure = ludus_wrap_layout_measure;
  layout_class->allocate = ludus_wrap_layout_allocate;
}

static void
ludus_wrap_layout_init (LudusWrapLayout *self)
{
}

/**
 * ludus_wrap_layout_new:
 * @spacing: between children, in both directions
 * @narrow: whether the natural width is the widest child's (the widget
 *   then never asks for more room as children are added) rather than
 *   all children in one line
 */
GtkLayoutManager *
ludus_wrap_layout_new (int      spacing,
                       gboolean narrow)
{
  LudusWrapLayout *self = g_object_new (LUDUS_TYPE_WRAP_LAYOUT, NULL);

  self->spacing = MAX (spacing, 0);
  self->narrow = narrow;
  return GTK_LAYOUT_MANAGER (self);
}

/**
 * ludus_wrap_layout_new_columns:
 * @spacing: between children, in both directions
 * @max_columns: at most this many children in a row
 *
 * Equal columns, as many as fit (at most @max_columns), filling the
 * width; children go on as many rows as they need.
 */
GtkLayoutManager *
ludus_wrap_layout_new_columns (int   spacing,
                               guint max_columns)
{
  LudusWrapLayout *self = LUDUS_WRAP_LAYOUT (ludus_wrap_layout_new (spacing, FALSE));

  self->max_columns = MAX (max_columns, 1);
  return GTK_LAYOUT_MANAGER (self);
}
