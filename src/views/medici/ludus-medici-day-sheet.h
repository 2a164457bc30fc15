/* ludus-medici-day-sheet.h: the scoring of one Medici day
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ludus-game.h"
#include "ludus-score-sheet.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_MEDICI_DAY_SHEET (ludus_medici_day_sheet_get_type ())

G_DECLARE_FINAL_TYPE (LudusMediciDaySheet, ludus_medici_day_sheet, LUDUS, MEDICI_DAY_SHEET, LudusScoreSheet)

GtkWidget *ludus_medici_day_sheet_new (LudusGame *game,
                                       guint      day);

G_END_DECLS
