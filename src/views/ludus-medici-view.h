/* ludus-medici-view.h: the Medici table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ludus-game.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_MEDICI_VIEW (ludus_medici_view_get_type ())

G_DECLARE_FINAL_TYPE (LudusMediciView, ludus_medici_view, LUDUS, MEDICI_VIEW, AdwBin)

GtkWidget *ludus_medici_view_new        (LudusGame       *game);
LudusGame *ludus_medici_view_get_game   (LudusMediciView *self);
void       ludus_medici_view_set_game   (LudusMediciView *self,
                                         LudusGame       *game);
guint      ludus_medici_view_get_selection (LudusMediciView *self);
GtkWindow *ludus_medici_view_get_day_sheet (LudusMediciView *self);

G_END_DECLS
