/* ludus-cairo.c: small drawing helpers every cairo drawing shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The cards, boards and printed sheets are drawn with cairo, on screen and
 * in PDFs alike; their shared shapes live here.
 */

#define G_LOG_DOMAIN "ludus-views"

#include <glib.h>

#include "ludus-cairo.h"

/**
 * ludus_cairo_rounded_rectangle:
 *
 * Adds a closed rectangle with rounded corners to @cr's path; @radius is
 * at most half the shorter side.
 */
void
ludus_cairo_rounded_rectangle (cairo_t *cr,
                               double   x,
                               double   y,
                               double   width,
                               double   height,
                               double   radius)
{
  radius = MIN (radius, MIN (width, height) / 2);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + width - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + width - radius, y + height - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + height - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}
