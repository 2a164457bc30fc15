/* ludus-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ludus-application.h"
#include "ludus-rules.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_WINDOW (ludus_window_get_type ())

G_DECLARE_FINAL_TYPE (LudusWindow, ludus_window, LUDUS, WINDOW, AdwApplicationWindow)

LudusWindow *ludus_window_new           (LudusApplication *application);
guint        ludus_window_get_n_games   (LudusWindow      *self);
GtkWidget   *ludus_window_open_game     (LudusWindow      *self,
                                         const char       *game_id);
void         ludus_window_show_game     (LudusWindow      *self,
                                         const LudusRules *rules,
                                         GtkWidget        *board_view);
void         ludus_window_show_library  (LudusWindow      *self);
void         ludus_window_add_log_entry (LudusWindow      *self,
                                         const char       *text);
void         ludus_window_clear_log     (LudusWindow      *self);

G_END_DECLS
