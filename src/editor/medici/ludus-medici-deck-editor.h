/* ludus-medici-deck-editor.h: the form editing a Medici deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-deck-form.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_MEDICI_DECK_EDITOR (ludus_medici_deck_editor_get_type ())

G_DECLARE_FINAL_TYPE (LudusMediciDeckEditor, ludus_medici_deck_editor, LUDUS, MEDICI_DECK_EDITOR, LudusDeckForm)

GtkWidget *ludus_medici_deck_editor_new   (LudusContentDocument  *document);
gboolean   ludus_medici_deck_editor_print (LudusContentDocument  *document,
                                           const char            *path,
                                           GError               **error);

G_END_DECLS
