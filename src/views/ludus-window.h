/* ludus-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ludus-application.h"
#include "ludus-game.h"
#include "ludus-session.h"
#include "ludus-new-game-dialog.h"
#include "ludus-online-dialog.h"
#include "ludus-review-window.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_WINDOW (ludus_window_get_type ())

G_DECLARE_FINAL_TYPE (LudusWindow, ludus_window, LUDUS, WINDOW, AdwApplicationWindow)

LudusWindow *ludus_window_new          (LudusApplication *application);
guint        ludus_window_get_n_games  (LudusWindow      *self);
LudusGame   *ludus_window_get_game     (LudusWindow      *self);
GtkWidget   *ludus_window_start_game   (LudusWindow      *self,
                                        const char       *game_id);
GtkWidget   *ludus_window_learn        (LudusWindow      *self,
                                        const char       *game_id);
GtkWidget   *ludus_window_play         (LudusWindow      *self,
                                        LudusGame        *game);
void         ludus_window_show_game    (LudusWindow      *self,
                                        LudusGame        *game,
                                        GtkWidget        *board_view);
void         ludus_window_show_library (LudusWindow      *self);
LudusSession        *ludus_window_get_session    (LudusWindow *self);
LudusNewGameDialog  *ludus_window_new_game       (LudusWindow *self,
                                                  const char  *game_id);
gboolean             ludus_window_open_file      (LudusWindow *self,
                                                  GFile       *file);
LudusReviewWindow   *ludus_window_review_file    (LudusWindow *self,
                                                  GFile       *file);
gboolean             ludus_window_save_file      (LudusWindow *self,
                                                  GFile       *file);
gboolean             ludus_window_continue_file  (LudusWindow *self,
                                                  GFile       *file);
gboolean             ludus_window_continue_game  (LudusWindow *self);
LudusOnlineDialog   *ludus_window_host_online    (LudusWindow *self,
                                                  LudusGame   *game);
LudusOnlineDialog   *ludus_window_join_online    (LudusWindow *self);
GtkWidget           *ludus_window_play_online    (LudusWindow *self,
                                                  LudusOnlineTable *table);
LudusOnlineTable    *ludus_window_get_online_table (LudusWindow *self);

G_END_DECLS
