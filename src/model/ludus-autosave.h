/* ludus-autosave.h: where unfinished games are kept for Continue
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "ludus-game.h"

G_BEGIN_DECLS

char      *ludus_autosave_get_dir  (void);
char      *ludus_autosave_new_path (void);
GPtrArray *ludus_autosave_list     (void);
gboolean   ludus_autosave_contains (const char *path);
char      *ludus_autosave_find_table (LudusGame  *game,
                                      LudusGame **kept);

G_END_DECLS
