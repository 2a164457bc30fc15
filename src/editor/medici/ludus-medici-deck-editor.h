/* ludus-medici-deck-editor.h: the form editing a Medici deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludus-content-document.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_MEDICI_DECK_EDITOR (ludus_medici_deck_editor_get_type ())

G_DECLARE_FINAL_TYPE (LudusMediciDeckEditor, ludus_medici_deck_editor, LUDUS, MEDICI_DECK_EDITOR, GtkBox)

GtkWidget            *ludus_medici_deck_editor_new          (LudusContentDocument  *document);
LudusContentDocument *ludus_medici_deck_editor_get_document (LudusMediciDeckEditor *self);
int                   ludus_medici_deck_editor_get_selected (LudusMediciDeckEditor *self);
void                  ludus_medici_deck_editor_select       (LudusMediciDeckEditor *self,
                                                             int                    index);
gboolean              ludus_medici_deck_editor_print        (LudusContentDocument  *document,
                                                             const char            *path,
                                                             GError               **error);

G_END_DECLS
