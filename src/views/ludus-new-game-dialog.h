/* ludus-new-game-dialog.h: who plays, with which rules and deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ludus-game.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_NEW_GAME_DIALOG (ludus_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (LudusNewGameDialog, ludus_new_game_dialog, LUDUS, NEW_GAME_DIALOG, AdwWindow)

LudusNewGameDialog *ludus_new_game_dialog_new             (GtkWindow          *parent,
                                                           const LudusRules   *rules,
                                                           GSettings          *settings);
void                ludus_new_game_dialog_set_n_players   (LudusNewGameDialog *self,
                                                           guint               n_players);
void                ludus_new_game_dialog_set_seat        (LudusNewGameDialog *self,
                                                           guint               seat,
                                                           const char         *name,
                                                           gboolean            human,
                                                           LudusAiLevel        level);
void                ludus_new_game_dialog_set_seed        (LudusNewGameDialog *self,
                                                           guint64             seed);
LudusGame          *ludus_new_game_dialog_create_game     (LudusNewGameDialog *self,
                                                           GError            **error);

G_END_DECLS
