/* ludus-medici-card-widget.h: one Medici card, drawn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "medici/ludus-medici.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_MEDICI_CARD_WIDGET (ludus_medici_card_widget_get_type ())

G_DECLARE_FINAL_TYPE (LudusMediciCardWidget, ludus_medici_card_widget, LUDUS, MEDICI_CARD_WIDGET, GtkWidget)

GtkWidget *ludus_medici_card_widget_new          (const LudusMediciCard *card,
                                                  gboolean               small);
void       ludus_medici_card_widget_set_card     (LudusMediciCardWidget *self,
                                                  const LudusMediciCard *card);
const LudusMediciCard *ludus_medici_card_widget_get_card (LudusMediciCardWidget *self);
void       ludus_medici_card_widget_arrive       (LudusMediciCardWidget *self);
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
