/* ludus-mykerinos-layout-sheet.h: a Mykerinos layout printed, a season a page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "mykerinos/ludus-mykerinos.h"

G_BEGIN_DECLS

gboolean ludus_mykerinos_layout_sheet_write (const char                 *path,
                                             const char                 *name,
                                             const LudusMykerinosSeason *seasons,
                                             guint                       n_seasons,
                                             GError                    **error);

G_END_DECLS
