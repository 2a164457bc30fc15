/* ludus-thebes-deck-editor.h: the form editing a Thebes deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-deck-form.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_THEBES_DECK_EDITOR (ludus_thebes_deck_editor_get_type ())

G_DECLARE_FINAL_TYPE (LudusThebesDeckEditor, ludus_thebes_deck_editor, LUDUS, THEBES_DECK_EDITOR, LudusDeckForm)

/* What the editor shows: the research cards, the exhibitions (the form's
 * lists 0 and 1) or the bags. */
typedef enum
{
  LUDUS_THEBES_DECK_CARDS,
  LUDUS_THEBES_DECK_EXHIBITIONS,
  LUDUS_THEBES_DECK_BAGS,
} LudusThebesDeckPart;

GtkWidget           *ludus_thebes_deck_editor_new         (LudusContentDocument  *document);
LudusThebesDeckPart  ludus_thebes_deck_editor_get_part    (LudusThebesDeckEditor *self);
void                 ludus_thebes_deck_editor_select      (LudusThebesDeckEditor *self,
                                                           LudusThebesDeckPart    part,
                                                           int                    index);
char                *ludus_thebes_deck_editor_get_summary (LudusThebesDeckEditor *self);

G_END_DECLS
