/* ludus-medici-card-widget.h: one Medici card, drawn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "medici/ludus-medici.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_MEDICI_CARD_WIDGET (ludus_medici_card_widget_get_type ())

typedef enum
{
  LUDUS_MEDICI_CARD_DRAW_SMALL    = 1 << 0,  /* the size of a card on a ship */
  LUDUS_MEDICI_CARD_DRAW_SELECTED = 1 << 1,  /* the check mark of a card to take */
  LUDUS_MEDICI_CARD_DRAW_FACE     = 1 << 2,  /* the face and border, as printed */
} LudusMediciCardDrawFlags;

/* The natural size of a card, the units of ludus_medici_card_draw. */
#define LUDUS_MEDICI_CARD_WIDTH  58
#define LUDUS_MEDICI_CARD_HEIGHT 82
/* And of a card on a ship (LUDUS_MEDICI_CARD_DRAW_SMALL). */
#define LUDUS_MEDICI_CARD_SMALL_WIDTH  36
#define LUDUS_MEDICI_CARD_SMALL_HEIGHT 50

void       ludus_medici_card_draw                (cairo_t                  *cr,
                                                  const LudusMediciCard    *card,
                                                  double                    width,
                                                  double                    height,
                                                  const GdkRGBA            *ink,
                                                  LudusMediciCardDrawFlags  flags);

G_DECLARE_FINAL_TYPE (LudusMediciCardWidget, ludus_medici_card_widget, LUDUS, MEDICI_CARD_WIDGET, GtkWidget)

GtkWidget *ludus_medici_card_widget_new          (const LudusMediciCard *card,
                                                  gboolean               small);
void       ludus_medici_card_widget_set_card     (LudusMediciCardWidget *self,
                                                  const LudusMediciCard *card);
const LudusMediciCard *ludus_medici_card_widget_get_card (LudusMediciCardWidget *self);
void       ludus_medici_card_widget_set_scale    (LudusMediciCardWidget *self,
                                                  double                 scale);
char      *ludus_medici_card_accessible_name     (const LudusMediciCard *card);
void       ludus_medici_card_widget_set_takeable (LudusMediciCardWidget *self,
                                                  gboolean               takeable,
                                                  gboolean               optional);
void       ludus_medici_card_widget_set_selected (LudusMediciCardWidget *self,
                                                  gboolean               selected);
gboolean   ludus_medici_card_widget_get_selected (LudusMediciCardWidget *self);

G_END_DECLS
