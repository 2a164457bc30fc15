/* ludus-mykerinos-game.h: a game of Mykerinos in progress
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-game.h"
#include "mykerinos/ludus-mykerinos.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_MYKERINOS_GAME (ludus_mykerinos_game_get_type ())

G_DECLARE_FINAL_TYPE (LudusMykerinosGame, ludus_mykerinos_game, LUDUS, MYKERINOS_GAME, LudusGame)

const LudusMykerinosState *ludus_mykerinos_game_get_state (LudusMykerinosGame *self);

G_END_DECLS
