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

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
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
  lay_out (LUDUS_WRAP_LAYOUT (manager), widget, width, TRUE);
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
