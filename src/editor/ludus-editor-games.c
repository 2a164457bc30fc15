/* ludus-editor-games.c: the one table of the games' editor forms
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-editor"

#include <glib/gi18n.h>

#include "ludus-editor-games.h"
#include "medici/ludus-medici-deck-editor.h"
#include "mykerinos/ludus-mykerinos-deck-editor.h"
#include "mykerinos/ludus-mykerinos-layout-editor.h"
#include "thebes/ludus-thebes-deck-editor.h"
#include "thebes/ludus-thebes-map-editor.h"
#include "thebes/ludus-thebes-print.h"

static const LudusEditorGame games[] = {
  { "medici", "deck", N_("Medici Deck"), ludus_medici_deck_editor_new, ludus_medici_deck_editor_print },
  { "mykerinos", "deck", N_("Mykerinos Deck"), ludus_mykerinos_deck_editor_new,
    ludus_mykerinos_deck_editor_print },
  { "mykerinos", "layout", N_("Mykerinos Board"), ludus_mykerinos_layout_editor_new,
    ludus_mykerinos_layout_editor_print },
  { "thebes", "deck", N_("Thebes Deck"), ludus_thebes_deck_editor_new,
    ludus_thebes_deck_editor_print },
  { "thebes", "layout", N_("Thebes Board"), ludus_thebes_map_editor_new,
    ludus_thebes_map_editor_print },
};

const LudusEditorGame *
ludus_editor_games_get_all (guint *n_games)
{
  g_return_val_if_fail (n_games != NULL, NULL);

  *n_games = G_N_ELEMENTS (games);
  return games;
}

const LudusEditorGame *
ludus_editor_games_lookup (const char *game_id,
                           const char *kind)
{
  g_return_val_if_fail (game_id != NULL && kind != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    if (g_str_equal (games[i].game_id, game_id) && g_str_equal (games[i].kind, kind)
        && games[i].new_form != NULL)
      return &games[i];
  return NULL;
}
