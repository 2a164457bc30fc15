/* ludus-medici-game.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The views read the typed core state through this subclass; every rule
 * lives in the rules core (medici/ludus-medici.h).
 */

#define G_LOG_DOMAIN "ludus-medici-game"

#include "config.h"

#include "ludus-medici-game.h"

struct _LudusMediciGame
{
  LudusGame parent_instance;
};

G_DEFINE_FINAL_TYPE (LudusMediciGame, ludus_medici_game, LUDUS_TYPE_GAME)

static void
ludus_medici_game_class_init (LudusMediciGameClass *klass)
{
}

static void
ludus_medici_game_init (LudusMediciGame *self)
{
}

/* Valid until the next change of the game (a move, undo or redo). */
const LudusMediciState *
ludus_medici_game_get_state (LudusMediciGame *self)
{
  g_return_val_if_fail (LUDUS_IS_MEDICI_GAME (self), NULL);

  return ludus_game_get_state (LUDUS_GAME (self));
}
