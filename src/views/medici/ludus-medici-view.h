/* ludus-medici-view.h: the Medici table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-board-view.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_MEDICI_VIEW (ludus_medici_view_get_type ())

G_DECLARE_FINAL_TYPE (LudusMediciView, ludus_medici_view, LUDUS, MEDICI_VIEW, LudusBoardView)

guint ludus_medici_view_get_selection (LudusMediciView *self);

G_END_DECLS
