/* ludus-xmpp-private.h: what ludus-xmpp.c lets its tests reach
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <strophe.h>

G_BEGIN_DECLS

GError *_ludus_xmpp_join_failure (const char    *room,
                                  const char    *nick,
                                  xmpp_stanza_t *error);

G_END_DECLS
