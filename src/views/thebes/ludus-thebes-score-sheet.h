/* ludus-thebes-score-sheet.h: the final scoring of a Thebes game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ludus-game.h"
#include "ludus-score-sheet.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_THEBES_SCORE_SHEET (ludus_thebes_score_sheet_get_type ())

G_DECLARE_FINAL_TYPE (LudusThebesScoreSheet, ludus_thebes_score_sheet, LUDUS, THEBES_SCORE_SHEET, LudusScoreSheet)

GtkWidget *ludus_thebes_score_sheet_new (LudusGame *game);

G_END_DECLS
