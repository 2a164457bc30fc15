/* ludus-mykerinos-game.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The views read the typed core state through this subclass; every rule
 * lives in the rules core (mykerinos/ludus-mykerinos.h).
 */

#define G_LOG_DOMAIN "ludus-mykerinos-game"

#include "config.h"

#include "ludus-mykerinos-game.h"

struct _LudusMykerinosGame
{
  LudusGame parent_instance;
};

G_DEFINE_FINAL_TYPE (LudusMykerinosGame, ludus_mykerinos_game, LUDUS_TYPE_GAME)

static void
ludus_mykerinos_game_class_init (LudusMykerinosGameClass *klass)
{
}

static void
ludus_mykerinos_game_init (LudusMykerinosGame *self)
{
}

/* Valid until the next change of the game (a move, undo or redo). */
const LudusMykerinosState *
ludus_mykerinos_game_get_state (LudusMykerinosGame *self)
{
  g_return_val_if_fail (LUDUS_IS_MYKERINOS_GAME (self), NULL);

  return ludus_game_get_state (LUDUS_GAME (self));
}
