/* ludus-hand-over.h: the card that passes the screen to the next person
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ludus-session.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_HAND_OVER (ludus_hand_over_get_type ())

G_DECLARE_FINAL_TYPE (LudusHandOver, ludus_hand_over, LUDUS, HAND_OVER, AdwBin)

void ludus_hand_over_show_turn (LudusHandOver *self,
                                LudusSession  *session);

G_END_DECLS
