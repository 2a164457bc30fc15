/* ludus-editor-form.h: pieces every game's editor form shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GtkWidget *ludus_editor_form_button_new       (const char *label,
                                               const char *action);
void       ludus_editor_form_add_play_buttons (GtkBox     *tools,
                                               const char *play_action);

G_END_DECLS
