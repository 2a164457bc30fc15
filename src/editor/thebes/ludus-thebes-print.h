/* ludus-thebes-print.h: a Thebes deck and map to print and play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "ludus-content-document.h"

G_BEGIN_DECLS

gboolean ludus_thebes_deck_editor_print (LudusContentDocument  *document,
                                         const char            *path,
                                         GError               **error);
gboolean ludus_thebes_map_editor_print  (LudusContentDocument  *document,
                                         const char            *path,
                                         GError               **error);

G_END_DECLS
