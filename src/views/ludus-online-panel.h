/* ludus-online-panel.h: an online table's players and chat, beside the log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludus-online-table.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_ONLINE_PANEL (ludus_online_panel_get_type ())

G_DECLARE_FINAL_TYPE (LudusOnlinePanel, ludus_online_panel, LUDUS, ONLINE_PANEL, GtkWidget)

GtkWidget  *ludus_online_panel_new          (LudusOnlineTable *table);
GtkEntry   *ludus_online_panel_get_entry    (LudusOnlinePanel *self);
GtkListBox *ludus_online_panel_get_chat     (LudusOnlinePanel *self);
const char *ludus_online_panel_get_presence_text (LudusOnlinePanel *self,
                                                  guint             seat);

G_END_DECLS
