/* ludus-table-parts.h: a table's start, compressed, in numbered parts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Custom decks and layouts travel in the start, which can pass what a
 * server lets through in one stanza (prosody 256 KiB, others often
 * 64 KiB).  The host compresses the start's text and sends it in `part`
 * messages of at most LUDUS_TABLE_PART_SIZE bytes each; a guest puts them
 * together again, strictly: a bounded count, every part once, a bounded
 * size once inflated, and nothing but a start inside.
 */

#pragma once

#include "ludus-table-message.h"

G_BEGIN_DECLS

typedef struct _LudusTableParts LudusTableParts;

LudusTableParts   *ludus_table_parts_new   (void);
void               ludus_table_parts_free  (LudusTableParts         *self);
LudusTableMessage *ludus_table_parts_add   (LudusTableParts         *self,
                                            const LudusTableMessage *part,
                                            GError                 **error);
GPtrArray         *ludus_table_parts_split (const char              *start);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (LudusTableParts, ludus_table_parts_free)

G_END_DECLS
