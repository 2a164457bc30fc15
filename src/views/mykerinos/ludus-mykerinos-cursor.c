/* ludus-mykerinos-cursor.c: arrow keys over a board's spaces or rooms
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The region and the Museum lay their spaces and rooms out from data, not
 * on one grid, so the keyboard cursor (the focus, moved by GTK's arrow
 * key bindings through the widgets' focus()) moves by geometry: to the nearest
 * widget whose centre lies in the direction of the arrow, preferring the
 * ones straight ahead.
 */

#define G_LOG_DOMAIN "ludus-mykerinos-cursor"

#include "config.h"

#include "ludus-mykerinos-cursor.h"

static gboolean
centre_of (GtkWidget        *widget,
           GtkWidget        *relative,
           graphene_point_t *centre)
{
  graphene_rect_t bounds;

  if (!gtk_widget_get_visible (widget) ||
      !gtk_widget_compute_bounds (widget, relative, &bounds))
    return FALSE;
  graphene_rect_get_center (&bounds, centre);
  return TRUE;
}

GtkWidget *
ludus_mykerinos_cursor_next (GtkWidget * const *widgets,
                             guint              n_widgets,
                             GtkWidget         *from,
                             GtkDirectionType   direction)
{
  GtkWidget *parent = gtk_widget_get_parent (from);
  GtkWidget *best = NULL;
  double best_cost = G_MAXDOUBLE;
  graphene_point_t origin;
  double dx_sign = 0, dy_sign = 0;

  g_return_val_if_fail (GTK_IS_WIDGET (from), NULL);

  switch (direction)
    {
    case GTK_DIR_LEFT: dx_sign = -1; break;
    case GTK_DIR_RIGHT: dx_sign = 1; break;
    case GTK_DIR_UP: dy_sign = -1; break;
    case GTK_DIR_DOWN: dy_sign = 1; break;
    case GTK_DIR_TAB_FORWARD:
    case GTK_DIR_TAB_BACKWARD:
    default: return NULL;
    }
  if (parent == NULL || !centre_of (from, parent, &origin))
    return NULL;

  for (guint i = 0; i < n_widgets; i++)
    {
      graphene_point_t centre;
      double ahead, aside, cost;

      if (widgets[i] == from || widgets[i] == NULL || !centre_of (widgets[i], parent, &centre))
        continue;
      ahead = (centre.x - origin.x) * dx_sign + (centre.y - origin.y) * dy_sign;
      aside = ABS ((centre.x - origin.x) * dy_sign + (centre.y - origin.y) * dx_sign);
      /* Ahead, and within 60° of straight on. */
      if (ahead < 1 || aside > ahead * 1.8)
        continue;
      cost = ahead + 2 * aside;
      if (cost < best_cost)
        {
          best_cost = cost;
          best = widgets[i];
        }
    }
  return best;
}
