/* ludus-game-page.h: a game in play, with its log beside it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ludus-session.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_GAME_PAGE (ludus_game_page_get_type ())

G_DECLARE_FINAL_TYPE (LudusGamePage, ludus_game_page, LUDUS, GAME_PAGE, AdwBin)

void          ludus_game_page_show        (LudusGamePage *self,
                                           LudusSession  *session,
                                           GtkWidget     *board_view);
void          ludus_game_page_clear       (LudusGamePage *self);
LudusSession *ludus_game_page_get_session (LudusGamePage *self);
GtkWidget    *ludus_game_page_get_board   (LudusGamePage *self);
GtkListBox   *ludus_game_page_get_log     (LudusGamePage *self);
void          ludus_game_page_toggle_log  (LudusGamePage *self);
GtkToggleButton *ludus_game_page_get_log_button (LudusGamePage *self);
void          ludus_game_page_set_hinting (LudusGamePage *self,
                                           gboolean       hinting);
void          ludus_game_page_set_undo_move (LudusGamePage *self,
                                             const char    *move);
void          ludus_game_page_set_hint_text (LudusGamePage *self,
                                             const char    *text);
const char   *ludus_game_page_get_hint_text (LudusGamePage *self);

void        ludus_game_page_set_menu (LudusGamePage *self,
                                      GMenuModel    *menu);
void        ludus_game_page_set_coach (LudusGamePage *self,
                                       GtkWidget     *coach);
GtkWidget  *ludus_game_page_get_coach (LudusGamePage *self);
void        ludus_game_page_set_table_panel (LudusGamePage *self,
                                             GtkWidget     *panel);
GtkWidget  *ludus_game_page_get_table_panel (LudusGamePage *self);
void        ludus_game_page_set_table_banner (LudusGamePage *self,
                                              GtkWidget     *banner);
GtkWidget  *ludus_game_page_get_table_banner (LudusGamePage *self);

G_END_DECLS
