/* ludus-thebes-game.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The views read the typed core state through this subclass; every rule
 * lives in the rules core (thebes/ludus-thebes.h).
 */

#define G_LOG_DOMAIN "ludus-thebes-game"

#include "config.h"

#include "ludus-thebes-game.h"

struct _LudusThebesGame
{
  LudusGame parent_instance;
};

G_DEFINE_FINAL_TYPE (LudusThebesGame, ludus_thebes_game, LUDUS_TYPE_GAME)

static void
ludus_thebes_game_class_init (LudusThebesGameClass *klass)
{
}

static void
ludus_thebes_game_init (LudusThebesGame *self)
{
}

/* Valid until the next change of the game (a move, undo or redo). */
const LudusThebesState *
ludus_thebes_game_get_state (LudusThebesGame *self)
{
  g_return_val_if_fail (LUDUS_IS_THEBES_GAME (self), NULL);

  return ludus_game_get_state (LUDUS_GAME (self));
}
