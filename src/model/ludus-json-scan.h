/* ludus-json-scan.h: the strict check before json-glib (private to
 * ludus-json.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean ludus_json_scan (const char  *data,
                          gsize        length,
                          guint64      max_values,
                          GError     **error);

G_END_DECLS
