/* ludus-thebes-card-draw.h: one Thebes card, drawn with cairo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>

#include "thebes/ludus-thebes.h"

G_BEGIN_DECLS

/* The card's natural size in the app, in pixels: a drawing of another
 * size (a printed card) scales its text with the smaller ratio. */
#define LUDUS_THEBES_CARD_WIDTH  86.0
#define LUDUS_THEBES_CARD_HEIGHT 100.0

void ludus_thebes_card_draw (cairo_t               *cr,
                             const LudusThebesCard *card,
                             double                 width,
                             double                 height);
void ludus_thebes_card_draw_styled (cairo_t               *cr,
                                    const LudusThebesCard *card,
                                    double                 width,
                                    double                 height,
                                    gboolean               dark);
double ludus_thebes_card_draw_overrun (const LudusThebesCard *card,
                                       double                 width,
                                       double                 height);
void ludus_thebes_card_draw_site_colours (LudusThebesSite  site,
                                          double          *paper,
                                          double          *ink);

G_END_DECLS
