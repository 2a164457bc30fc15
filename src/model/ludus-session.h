/* ludus-session.h: the session of one game: computer turns, undo, log, autosave
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "ludus-game.h"
#include "ludus-tutorial.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_SESSION (ludus_session_get_type ())

G_DECLARE_FINAL_TYPE (LudusSession, ludus_session, LUDUS, SESSION, GObject)

LudusSession *ludus_session_new                (LudusGame     *game);
LudusGame    *ludus_session_get_game           (LudusSession  *self);
gboolean      ludus_session_get_thinking       (LudusSession  *self);
guint         ludus_session_get_computer_delay (LudusSession  *self);
void          ludus_session_set_computer_delay (LudusSession  *self,
                                                guint          delay);
guint         ludus_session_delay_for_speed    (const char    *speed);

void          ludus_session_start              (LudusSession  *self);
void          ludus_session_stop               (LudusSession  *self);
void          ludus_session_hold               (LudusSession  *self);
void          ludus_session_release            (LudusSession  *self);
gboolean      ludus_session_get_undo_target    (LudusSession  *self,
                                                guint         *seat,
                                                const char   **move);
gboolean      ludus_session_undo_asks_first    (LudusSession  *self);
gboolean      ludus_session_undo               (LudusSession  *self);
gboolean      ludus_session_redo               (LudusSession  *self);

GListModel   *ludus_session_get_log            (LudusSession  *self);
const char   *ludus_session_get_autosave_path  (LudusSession  *self);
void          ludus_session_set_autosave_path  (LudusSession  *self,
                                                const char    *path);
gboolean      ludus_session_autosave           (LudusSession  *self,
                                                GError       **error);
void          ludus_session_set_tutorial       (LudusSession  *self,
                                                LudusTutorial *tutorial);
LudusTutorial *ludus_session_get_tutorial      (LudusSession  *self);

gboolean      ludus_session_get_pause_after_computer (LudusSession *self);
void          ludus_session_set_pause_after_computer (LudusSession *self,
                                                      gboolean      pause);
gboolean      ludus_session_get_paused         (LudusSession  *self);
void          ludus_session_continue           (LudusSession  *self);
gboolean      ludus_session_get_hand_over      (LudusSession  *self);
void          ludus_session_set_hand_over      (LudusSession  *self,
                                                gboolean       hand_over);
gboolean      ludus_session_get_handing_over   (LudusSession  *self);
void          ludus_session_take_turn          (LudusSession  *self);
guint         ludus_session_get_moves_since    (LudusSession  *self,
                                                int            seat);

G_END_DECLS
