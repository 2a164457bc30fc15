/* ludus-medici-card-paintable.h: a Medici card as a piece that flies
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "medici/ludus-medici.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_MEDICI_CARD_PAINTABLE (ludus_medici_card_paintable_get_type ())

G_DECLARE_FINAL_TYPE (LudusMediciCardPaintable, ludus_medici_card_paintable, LUDUS, MEDICI_CARD_PAINTABLE, GObject)

GdkPaintable *ludus_medici_card_paintable_new      (const LudusMediciCard    *card,
                                                    gboolean                  small);
void          ludus_medici_card_paintable_set_turn (LudusMediciCardPaintable *self,
                                                    double                    turn);

G_END_DECLS
