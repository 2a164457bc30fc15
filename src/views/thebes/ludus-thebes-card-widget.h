/* ludus-thebes-card-widget.h: one Thebes card
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "thebes/ludus-thebes.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_THEBES_CARD_WIDGET (ludus_thebes_card_widget_get_type ())

G_DECLARE_FINAL_TYPE (LudusThebesCardWidget, ludus_thebes_card_widget, LUDUS, THEBES_CARD_WIDGET, GtkButton)

GtkWidget *ludus_thebes_card_widget_new         (void);
void       ludus_thebes_card_widget_set_card    (LudusThebesCardWidget *self,
                                                 const LudusThebesCard *card);
void       ludus_thebes_card_widget_set_state   (LudusThebesCardWidget *self,
                                                 gboolean               selectable,
                                                 gboolean               selected);
void       ludus_thebes_card_widget_set_scale   (LudusThebesCardWidget *self,
                                                 double                 scale);
char      *ludus_thebes_card_accessible_name    (const LudusThebesCard *card);

G_END_DECLS
