/* ludus-game-ui.c: the games that have views
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The only shared file of the views that names a game, as all_rules[] is
 * in the model: a game is offered in the library once it has a line here.
 * Everything else about a game's views lives in src/views/<game>/ and
 * ui/<game>/, exported through one LudusGameUi.
 */

#define G_LOG_DOMAIN "ludus-game-ui"

#include "config.h"

#include <string.h>

#include "ludus-game-ui.h"
#include "medici/ludus-medici-ui.h"
#include "mykerinos/ludus-mykerinos-ui.h"
#include "thebes/ludus-thebes-ui.h"

static const LudusGameUi * const all_games[] = {
  &ludus_medici_ui,
  &ludus_mykerinos_ui,
  &ludus_thebes_ui,
};

const LudusGameUi * const *
ludus_game_ui_get_all (guint *n_games)
{
  if (n_games != NULL)
    *n_games = G_N_ELEMENTS (all_games);
  return all_games;
}

/**
 * ludus_game_ui_lookup:
 * @game_id: a game id from the rules registry
 *
 * Returns: (nullable): the views of @game_id, or %NULL if the game cannot
 *   be played in the window yet
 */
const LudusGameUi *
ludus_game_ui_lookup (const char *game_id)
{
  g_return_val_if_fail (game_id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (all_games); i++)
    if (strcmp (all_games[i]->game_id, game_id) == 0)
      return all_games[i];
  return NULL;
}
