/* ludus-game-emblem.h: a game's picture in the library, drawn from its pieces
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludus-game-ui.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_GAME_EMBLEM (ludus_game_emblem_get_type ())

#define LUDUS_GAME_EMBLEM_WIDTH  64
#define LUDUS_GAME_EMBLEM_HEIGHT 48

G_DECLARE_FINAL_TYPE (LudusGameEmblem, ludus_game_emblem, LUDUS, GAME_EMBLEM, GtkWidget)

GtkWidget *ludus_game_emblem_new (const LudusGameUi *ui);

G_END_DECLS
