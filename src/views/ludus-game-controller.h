/* ludus-game-controller.h: runs a game on the game page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludus-game.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_GAME_CONTROLLER (ludus_game_controller_get_type ())

G_DECLARE_FINAL_TYPE (LudusGameController, ludus_game_controller, LUDUS, GAME_CONTROLLER, GObject)

LudusGameController *ludus_game_controller_new          (LudusGame           *game,
                                                         GSettings           *settings);
LudusGame           *ludus_game_controller_get_game     (LudusGameController *self);
gboolean             ludus_game_controller_get_thinking (LudusGameController *self);
void                 ludus_game_controller_start        (LudusGameController *self);
void                 ludus_game_controller_stop         (LudusGameController *self);
void                 ludus_game_controller_hold         (LudusGameController *self);
void                 ludus_game_controller_release      (LudusGameController *self);
void                 ludus_game_controller_add_log_line (LudusGameController *self,
                                                         const char          *text);
guint                ludus_game_controller_get_n_log_lines (LudusGameController *self);
const char          *ludus_game_controller_get_log_line (LudusGameController *self,
                                                         guint                index);
gboolean             ludus_game_controller_undo         (LudusGameController *self);
gboolean             ludus_game_controller_redo         (LudusGameController *self);

char                *ludus_game_controller_get_autosave_path (void);
gboolean             ludus_game_controller_autosave     (LudusGameController *self,
                                                         GError             **error);

G_END_DECLS
