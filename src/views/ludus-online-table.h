/* ludus-online-table.h: this machine's place at an online table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "ludus-game.h"
#include "ludus-net-table.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_ONLINE_TABLE (ludus_online_table_get_type ())

G_DECLARE_FINAL_TYPE (LudusOnlineTable, ludus_online_table, LUDUS, ONLINE_TABLE, GObject)

LudusOnlineTable *ludus_online_table_new_host       (LudusContent        *content,
                                                     const LudusOptions  *options,
                                                     GError             **error);
LudusOnlineTable *ludus_online_table_new_guest      (const char          *address,
                                                     GError             **error);
LudusOnlineTable *ludus_online_table_new_resumed    (LudusGame           *game,
                                                     GError             **error);
LudusOnlineTable *ludus_online_table_new_again      (LudusOnlineTable    *failed,
                                                     GError             **error);
char             *ludus_online_table_parse_address  (const char          *address);

gboolean          ludus_online_table_is_host        (LudusOnlineTable    *self);
const char       *ludus_online_table_get_address    (LudusOnlineTable    *self);
const char       *ludus_online_table_get_status     (LudusOnlineTable    *self);
gboolean          ludus_online_table_get_can_start  (LudusOnlineTable    *self);
gboolean          ludus_online_table_get_failed     (LudusOnlineTable    *self);
gboolean          ludus_online_table_get_account_failed (LudusOnlineTable *self);
guint32           ludus_online_table_get_missing    (LudusOnlineTable    *self);
void              ludus_online_table_hand_to_computer (LudusOnlineTable  *self,
                                                     guint                seat);

void              ludus_online_table_connect        (LudusOnlineTable    *self);
gboolean          ludus_online_table_take_seat      (LudusOnlineTable    *self,
                                                     guint                seat);
gboolean          ludus_online_table_start          (LudusOnlineTable    *self,
                                                     GError             **error);
LudusGame        *ludus_online_table_get_game       (LudusOnlineTable    *self);
LudusNetTable    *ludus_online_table_get_net_table  (LudusOnlineTable    *self);
gboolean          ludus_online_table_get_undo_target (LudusOnlineTable   *self,
                                                     guint               *seq);
gboolean          ludus_online_table_request_undo   (LudusOnlineTable    *self,
                                                     GError             **error);
void              ludus_online_table_answer_undo    (LudusOnlineTable    *self,
                                                     gboolean             agree);
void              ludus_online_table_send_chat      (LudusOnlineTable    *self,
                                                     const char          *text);
void              ludus_online_table_leave          (LudusOnlineTable    *self);
void              ludus_online_table_set_away       (LudusOnlineTable    *self,
                                                     gboolean             away);

G_END_DECLS
