/* ludus-xmpp.h: one XMPP account in one multi-user chat room, for online tables
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define LUDUS_XMPP_NS "urn:x-ludus:table:1"

#define LUDUS_TYPE_XMPP (ludus_xmpp_get_type ())

G_DECLARE_FINAL_TYPE (LudusXmpp, ludus_xmpp, LUDUS, XMPP, GObject)

LudusXmpp  *ludus_xmpp_new          (const char  *jid,
                                     const char  *password);
void        ludus_xmpp_set_server   (LudusXmpp   *self,
                                     const char  *host,
                                     guint16      port,
                                     gboolean     without_tls);
void        ludus_xmpp_connect      (LudusXmpp   *self);
void        ludus_xmpp_join         (LudusXmpp   *self,
                                     const char  *room,
                                     const char  *nick);
void        ludus_xmpp_send_room    (LudusXmpp   *self,
                                     const char  *text);
void        ludus_xmpp_send_private (LudusXmpp   *self,
                                     const char  *nick,
                                     const char  *text);
void        ludus_xmpp_set_away     (LudusXmpp   *self,
                                     gboolean     away);
gboolean    ludus_xmpp_get_away     (LudusXmpp   *self);
void        ludus_xmpp_disconnect   (LudusXmpp   *self);
gboolean    ludus_xmpp_is_connected (LudusXmpp   *self);

G_END_DECLS
