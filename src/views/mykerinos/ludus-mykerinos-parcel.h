/* ludus-mykerinos-parcel.h: a parcel card, drawn with cairo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>

#include "mykerinos/ludus-mykerinos.h"

G_BEGIN_DECLS

/* Draws @card's face (its 2 × 3 spaces, pyramids and cartouche) lying
 * landscape in the rectangle (0, 0, @width, @height), in the light or the
 * dark palette.  To lay it portrait, rotate @cr first: the cartouche's
 * number stays upright whatever the transformation. */
void ludus_mykerinos_parcel_draw (cairo_t                  *cr,
                                  const LudusMykerinosCard *card,
                                  gboolean                  dark,
                                  double                    width,
                                  double                    height);
/* Only the cartouche of the same drawing (the board puts it over cubes). */
void ludus_mykerinos_parcel_draw_cartouche (cairo_t                  *cr,
                                            const LudusMykerinosCard *card,
                                            gboolean                  dark,
                                            double                    width,
                                            double                    height);

G_END_DECLS
