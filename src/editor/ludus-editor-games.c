/* ludus-editor-games.c: the one table of the games' editor forms
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-editor"

#include <glib/gi18n.h>

#include "ludus-editor-games.h"
#include "medici/ludus-medici-deck-editor.h"
#include "thebes/ludus-thebes-deck-editor.h"
#include "thebes/ludus-thebes-map-editor.h"

static const LudusEditorGame games[] = {
  { "medici", "deck", N_("Medici Deck"), ludus_medici_deck_editor_new },
  { "mykerinos", "layout", N_("Mykerinos Board"), NULL },
  { "thebes", "deck", N_("Thebes Deck"), ludus_thebes_deck_editor_new },
  { "thebes", "layout", N_("Thebes Board"), ludus_thebes_map_editor_new },
};

const LudusEditorGame *
ludus_editor_games_get_all (guint *n_games)
{
  g_return_val_if_fail (n_games != NULL, NULL);

  *n_games = G_N_ELEMENTS (games);
  return games;
}
