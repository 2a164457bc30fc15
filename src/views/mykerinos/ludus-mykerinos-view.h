/* ludus-mykerinos-view.h: the Mykerinos table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-board-view.h"
#include "mykerinos/ludus-mykerinos-turn.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_MYKERINOS_VIEW (ludus_mykerinos_view_get_type ())

G_DECLARE_FINAL_TYPE (LudusMykerinosView, ludus_mykerinos_view, LUDUS, MYKERINOS_VIEW, LudusBoardView)

/* The move being built, as the view's actions left it. */
const LudusMykerinosTurn *ludus_mykerinos_view_get_turn (LudusMykerinosView *self);

G_END_DECLS
