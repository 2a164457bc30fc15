/* ludus-mykerinos-ui.h: Mykerinos's views, as the window knows them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-game-ui.h"

G_BEGIN_DECLS

extern const LudusGameUi ludus_mykerinos_ui;

G_END_DECLS
