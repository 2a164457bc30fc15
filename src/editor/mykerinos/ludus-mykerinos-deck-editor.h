/* ludus-mykerinos-deck-editor.h: the form editing a Mykerinos deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-deck-form.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_MYKERINOS_DECK_EDITOR (ludus_mykerinos_deck_editor_get_type ())

G_DECLARE_FINAL_TYPE (LudusMykerinosDeckEditor, ludus_mykerinos_deck_editor, LUDUS, MYKERINOS_DECK_EDITOR, LudusDeckForm)

GtkWidget *ludus_mykerinos_deck_editor_new       (LudusContentDocument     *document);
/* The button toggling a pyramid on card space @space (r * 3 + c) of the
 * selected card. */
GtkWidget *ludus_mykerinos_deck_editor_get_space (LudusMykerinosDeckEditor *self,
                                                  guint                     space);

/* The deck's LudusEditorPrint: its print-and-play PDF. */
gboolean   ludus_mykerinos_deck_editor_print     (LudusContentDocument     *document,
                                                  const char               *path,
                                                  GError                  **error);

G_END_DECLS
