/* ludus-player-colours.h: the colours players choose for their pieces
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "ludus-rules.h"

G_BEGIN_DECLS

const char *ludus_player_colour_name      (guint colour);
const char *ludus_player_colour_css_class (guint colour);
const char *ludus_player_colour_spec      (guint colour);

G_END_DECLS
