/* ludus-mykerinos-deck-editor.h: the form editing a Mykerinos deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludus-content-document.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_MYKERINOS_DECK_EDITOR (ludus_mykerinos_deck_editor_get_type ())

G_DECLARE_FINAL_TYPE (LudusMykerinosDeckEditor, ludus_mykerinos_deck_editor, LUDUS, MYKERINOS_DECK_EDITOR, GtkBox)

GtkWidget            *ludus_mykerinos_deck_editor_new          (LudusContentDocument     *document);
LudusContentDocument *ludus_mykerinos_deck_editor_get_document (LudusMykerinosDeckEditor *self);
int                   ludus_mykerinos_deck_editor_get_selected (LudusMykerinosDeckEditor *self);
void                  ludus_mykerinos_deck_editor_select       (LudusMykerinosDeckEditor *self,
                                                                int                       index);
/* The button toggling a pyramid on card space @space (r * 3 + c) of the
 * selected card. */
GtkWidget            *ludus_mykerinos_deck_editor_get_space    (LudusMykerinosDeckEditor *self,
                                                                guint                     space);

/* The deck's LudusEditorPrint: its print-and-play PDF. */
gboolean              ludus_mykerinos_deck_editor_print        (LudusContentDocument     *document,
                                                                const char               *path,
                                                                GError                  **error);

G_END_DECLS
