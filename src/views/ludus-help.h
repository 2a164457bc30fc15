/* ludus-help.h: the user manual, opened at the page for what is on screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

char *ludus_help_get_uri (const char *page);
void  ludus_help_show    (GtkWindow  *parent,
                          const char *page);

G_END_DECLS
