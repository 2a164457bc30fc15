/* ludus-log-entry.h: one line of a game's log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define LUDUS_TYPE_LOG_ENTRY (ludus_log_entry_get_type ())

G_DECLARE_FINAL_TYPE (LudusLogEntry, ludus_log_entry, LUDUS, LOG_ENTRY, GObject)

LudusLogEntry *ludus_log_entry_new             (const char    *text,
                                                guint          move,
                                                gboolean       consequence);
const char    *ludus_log_entry_get_text        (LudusLogEntry *self);
guint          ludus_log_entry_get_move        (LudusLogEntry *self);
gboolean       ludus_log_entry_get_consequence (LudusLogEntry *self);

G_END_DECLS
