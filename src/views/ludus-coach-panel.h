/* ludus-coach-panel.h: a tutorial's coach, above the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ludus-board-view.h"
#include "ludus-tutorial.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_COACH_PANEL (ludus_coach_panel_get_type ())

G_DECLARE_FINAL_TYPE (LudusCoachPanel, ludus_coach_panel, LUDUS, COACH_PANEL, AdwBin)

GtkWidget     *ludus_coach_panel_new          (LudusTutorial   *tutorial,
                                               LudusBoardView  *board);
LudusTutorial *ludus_coach_panel_get_tutorial (LudusCoachPanel *self);
const char    *ludus_coach_panel_get_status   (LudusCoachPanel *self);

G_END_DECLS
