/* ludus-editor-form.h: pieces every game's editor form shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ludus-content-document.h"

G_BEGIN_DECLS

GtkWidget *ludus_editor_form_document_tools_new (void);
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
/* Says a deck is playable by @players players, a new string. */
typedef char *(*LudusEditorPlayersSentence) (guint players);

void       ludus_editor_form_append_entry       (GString               *text,
                                                 char                  *entry);
void       ludus_editor_form_append_players     (GString               *text,
                                                 LudusContentDocument  *document,
                                                 LudusEditorPlayersSentence playable);
void       ludus_editor_form_name_activatable   (GtkWidget             *row);
GtkWidget *ludus_editor_form_icon_button_new    (const char            *icon,
                                                 const char            *tooltip,
                                                 const char            *action);

/* Rows titled with a mnemonic, bound to nothing. */
GtkWidget *ludus_editor_form_titled_row         (GtkWidget             *row,
                                                 const char            *title);
GtkWidget *ludus_editor_form_suffix_row_new     (const char            *title,
                                                 GtkWidget             *widget);

/* Rows bound to a member of a JSON object (a card: "value", "green"). */
GtkWidget *ludus_editor_form_spin_row_new       (const char            *title,
                                                 const char            *member,
                                                 int                    min,
                                                 int                    max);
GtkWidget *ludus_editor_form_switch_row_new     (const char            *title,
                                                 const char            *member);
GtkWidget *ludus_editor_form_combo_row_new      (const char            *title,
                                                 const char            *member,
                                                 const char * const    *ids,
                                                 const char * const    *names,
                                                 guint                  n_items,
                                                 guint                  fallback);
/* The same for rows of a template: an action row whose activatable widget
 * is the spin button or the switch, or a combo row. */
void       ludus_editor_form_bind_spin          (GtkWidget             *row,
                                                 const char            *member,
                                                 int                    min,
                                                 int                    max);
void       ludus_editor_form_bind_switch        (GtkWidget             *row,
                                                 const char            *member);
void       ludus_editor_form_bind_combo         (GtkWidget             *row,
                                                 const char            *member,
                                                 const char * const    *ids,
                                                 const char * const    *names,
                                                 guint                  n_items,
                                                 guint                  fallback);
const char *ludus_editor_form_row_get_member    (GtkWidget             *row);
GtkWidget *ludus_editor_form_row_get_spin       (GtkWidget             *row);
void       ludus_editor_form_row_load           (GtkWidget             *row,
                                                 JsonObject            *object);
JsonNode  *ludus_editor_form_row_get_value      (GtkWidget             *row);
void       ludus_editor_form_row_connect        (GtkWidget             *row,
                                                 GCallback              changed);

G_END_DECLS
