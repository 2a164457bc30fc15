/* ludus-net-table.h: an online table over XMPP, for ludus-cli and the app
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "ludus-table.h"
#include "ludus-xmpp.h"

G_BEGIN_DECLS

/* The host's nick in the room, unless told otherwise. */
#define LUDUS_NET_TABLE_HOST_NICK "host"

typedef enum
{
  LUDUS_PRESENCE_NONE,          /* a computer's seat, or not known */
  LUDUS_PRESENCE_ONLINE,
  LUDUS_PRESENCE_AWAY,          /* in the room, Ludus's window not active */
  LUDUS_PRESENCE_DISCONNECTED,
} LudusPresence;

#define LUDUS_TYPE_NET_TABLE (ludus_net_table_get_type ())

G_DECLARE_FINAL_TYPE (LudusNetTable, ludus_net_table, LUDUS, NET_TABLE, GObject)

LudusNetTable *ludus_net_table_new_host       (LudusXmpp      *xmpp,
                                               const char     *room,
                                               const char     *nick,
                                               const char     *game_id,
                                               guint           n_seats,
                                               guint32         guest_seats,
                                               guint           host_seat);
LudusNetTable *ludus_net_table_new_guest      (LudusXmpp      *xmpp,
                                               const char     *room,
                                               const char     *nick,
                                               const char     *host_nick,
                                               const char     *name);

void           ludus_net_table_connect        (LudusNetTable  *self);
void           ludus_net_table_set_seat_name  (LudusNetTable  *self,
                                               guint           seat,
                                               const char     *name);
gboolean       ludus_net_table_take_seat      (LudusNetTable  *self,
                                               guint           seat);
void           ludus_net_table_begin          (LudusNetTable  *self,
                                               LudusTable     *table);
void           ludus_net_table_send_chat      (LudusNetTable  *self,
                                               const char     *text);
void           ludus_net_table_send_to_host   (LudusNetTable  *self,
                                               const char     *text);
void           ludus_net_table_hand_to_computer (LudusNetTable *self,
                                               guint           seat);
void           ludus_net_table_leave          (LudusNetTable  *self);
void           ludus_net_table_set_away       (LudusNetTable  *self,
                                               gboolean        away);

gboolean       ludus_net_table_is_host        (LudusNetTable  *self);
gboolean       ludus_net_table_is_connected   (LudusNetTable  *self);
gboolean       ludus_net_table_has_failed     (LudusNetTable  *self);
const char    *ludus_net_table_get_room       (LudusNetTable  *self);
const char    *ludus_net_table_get_nick       (LudusNetTable  *self);
LudusTable    *ludus_net_table_get_table      (LudusNetTable  *self);
const char    *ludus_net_table_get_game_id    (LudusNetTable  *self);
guint          ludus_net_table_get_n_seats    (LudusNetTable  *self);
const char    *ludus_net_table_get_seat_name  (LudusNetTable  *self,
                                               guint           seat);
const char    *ludus_net_table_get_seat_nick  (LudusNetTable  *self,
                                               guint           seat);
guint32        ludus_net_table_get_guest_seats (LudusNetTable *self);
gboolean       ludus_net_table_seat_is_guest  (LudusNetTable  *self,
                                               guint           seat);
gboolean       ludus_net_table_seat_is_free   (LudusNetTable  *self,
                                               guint           seat);
gboolean       ludus_net_table_get_seated     (LudusNetTable  *self);
int            ludus_net_table_get_own_seat   (LudusNetTable  *self);
guint          ludus_net_table_get_host_seat  (LudusNetTable  *self);
LudusPresence  ludus_net_table_get_presence   (LudusNetTable  *self,
                                               guint           seat);

G_END_DECLS
