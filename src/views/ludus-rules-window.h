/* ludus-rules-window.h: how to play a game, in short
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define LUDUS_TYPE_RULES_WINDOW (ludus_rules_window_get_type ())

G_DECLARE_FINAL_TYPE (LudusRulesWindow, ludus_rules_window, LUDUS, RULES_WINDOW, AdwWindow)

gboolean   ludus_rules_window_has_rules (const char *game_id);
GtkWidget *ludus_rules_window_new       (GtkWindow  *parent,
                                         const char *game_id);

G_END_DECLS
