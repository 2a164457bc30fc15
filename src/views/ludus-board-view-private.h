/* ludus-board-view-private.h: what the board view's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-board-view.h"
#include "ludus-flight-layer.h"

G_BEGIN_DECLS

LudusFlightLayer *_ludus_board_view_get_flight_layer (LudusBoardView *self);

G_END_DECLS
