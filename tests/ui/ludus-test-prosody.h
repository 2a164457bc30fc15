/* ludus-test-prosody.h: an XMPP server of the ui suite's own
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

GSubprocess *ludus_test_start_prosody (gboolean             tls,
                                       const char * const  *names,
                                       char               **dir,
                                       guint16             *port);
void         ludus_test_stop_prosody  (GSubprocess        **process,
                                       char               **dir);

G_END_DECLS
