/* ludus-thebes-view.h: the Thebes table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-board-view.h"
#include "thebes/ludus-thebes-turn.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_THEBES_VIEW (ludus_thebes_view_get_type ())

G_DECLARE_FINAL_TYPE (LudusThebesView, ludus_thebes_view, LUDUS, THEBES_VIEW, LudusBoardView)

const LudusThebesTurn *ludus_thebes_view_get_turn       (LudusThebesView *self);
guint                  ludus_thebes_view_get_n_drawn    (LudusThebesView *self);
guint                  ludus_thebes_view_get_n_revealed (LudusThebesView *self);
const LudusThebesState *ludus_thebes_view_get_shown_state (LudusThebesView *self);

G_END_DECLS
