/* ludus-cairo.h: small drawing helpers every cairo drawing shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

void ludus_cairo_rounded_rectangle (cairo_t *cr,
                                    double   x,
                                    double   y,
                                    double   width,
                                    double   height,
                                    double   radius);

G_END_DECLS
