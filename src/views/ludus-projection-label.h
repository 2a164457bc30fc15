/* ludus-projection-label.h: a player's projected score on a panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludus-rules.h"

G_BEGIN_DECLS

GtkWidget *ludus_projection_label_new    (const char            *rule);
void       ludus_projection_label_update (GtkWidget             *line,
                                          GtkWidget             *panel,
                                          const LudusProjection *projection);

G_END_DECLS
