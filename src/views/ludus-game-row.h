/* ludus-game-row.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ludus-rules.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_GAME_ROW (ludus_game_row_get_type ())

G_DECLARE_FINAL_TYPE (LudusGameRow, ludus_game_row, LUDUS, GAME_ROW, AdwActionRow)

GtkWidget        *ludus_game_row_new       (const LudusRules *rules);
const LudusRules *ludus_game_row_get_rules (LudusGameRow     *self);

G_END_DECLS
