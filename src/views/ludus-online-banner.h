/* ludus-online-banner.h: who is missing from an online table, above the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludus-online-table.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_ONLINE_BANNER (ludus_online_banner_get_type ())

G_DECLARE_FINAL_TYPE (LudusOnlineBanner, ludus_online_banner, LUDUS, ONLINE_BANNER, GtkWidget)

GtkWidget  *ludus_online_banner_new      (LudusOnlineTable  *table);
gboolean    ludus_online_banner_is_shown (LudusOnlineBanner *self);
const char *ludus_online_banner_get_text (LudusOnlineBanner *self);

G_END_DECLS
