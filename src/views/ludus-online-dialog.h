/* ludus-online-dialog.h: an online table before its game starts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ludus-online-table.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_ONLINE_DIALOG (ludus_online_dialog_get_type ())

G_DECLARE_FINAL_TYPE (LudusOnlineDialog, ludus_online_dialog, LUDUS, ONLINE_DIALOG, AdwWindow)

LudusOnlineDialog *ludus_online_dialog_new_host  (GtkWindow        *parent,
                                                  LudusOnlineTable *table);
LudusOnlineDialog *ludus_online_dialog_new_join  (GtkWindow        *parent);
LudusOnlineTable  *ludus_online_dialog_get_table (LudusOnlineDialog *self);

G_END_DECLS
