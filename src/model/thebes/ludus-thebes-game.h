/* ludus-thebes-game.h: a game of Thebes in progress
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-game.h"
#include "thebes/ludus-thebes.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_THEBES_GAME (ludus_thebes_game_get_type ())

G_DECLARE_FINAL_TYPE (LudusThebesGame, ludus_thebes_game, LUDUS, THEBES_GAME, LudusGame)

const LudusThebesState *ludus_thebes_game_get_state (LudusThebesGame *self);

G_END_DECLS
