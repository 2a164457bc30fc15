/* ludus-editor-form.h: pieces every game's editor form shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludus-content-document.h"

G_BEGIN_DECLS

GtkWidget *ludus_editor_form_button_new         (const char *label,
                                                 const char *action);
GtkWidget *ludus_editor_form_tools_new          (void);
GtkWidget *ludus_editor_form_document_tools_new (void);
GtkWidget *ludus_editor_form_summary_new        (void);
void       ludus_editor_form_add_panes          (GtkBox                *form,
                                                 GtkWidget             *start,
                                                 GtkWidget             *side);
char      *ludus_editor_form_new_card_id        (JsonArray             *cards,
                                                 const char            *prefix,
                                                 guint                  digits);
void       ludus_editor_form_watch              (GtkBox                *form,
                                                 LudusContentDocument  *document,
                                                 GCallback              changed,
                                                 GCallback              problem_changed,
                                                 GCallback              show_problem);
void       ludus_editor_form_unwatch            (gpointer               form,
                                                 LudusContentDocument **document);

G_END_DECLS
