/* ludus-medici-game.h: a game of Medici: The Card Game in progress
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-game.h"
#include "medici/ludus-medici.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_MEDICI_GAME (ludus_medici_game_get_type ())

G_DECLARE_FINAL_TYPE (LudusMediciGame, ludus_medici_game, LUDUS, MEDICI_GAME, LudusGame)

const LudusMediciState *ludus_medici_game_get_state (LudusMediciGame *self);

G_END_DECLS
