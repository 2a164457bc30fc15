/* ludus-save.h: save files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A save is JSON:
 *   {"kind": "save", "format": 1, "game": "medici",
 *    "options": {…}, "content": {"deck": {…}, "layout": {…}},
 *    "seed": "1234567890123", "moves": ["r", "r", "t1.2", …]}
 * and an online game's "online": {"chance": "told" | "imposed", "setup": […],
 * "outcomes": [[…], …], "table": {"room": …, "nick": …, "guests": bits,
 * "seat": n}} (doc/online.md).  Loading validates everything and
 * replays the moves from the seed, or a guest's from the outcomes.
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "ludus-game.h"

G_BEGIN_DECLS

#define LUDUS_SAVE_FORMAT 1

JsonNode  *ludus_save_to_json      (LudusGame     *game);
char      *ludus_save_to_data      (LudusGame     *game,
                                    gsize         *length);
gboolean   ludus_save_write        (LudusGame     *game,
                                    GFile         *file,
                                    GCancellable  *cancellable,
                                    GError       **error);
gboolean   ludus_save_write_atomically (const char *path,
                                        const char *data,
                                        gsize       length,
                                        GError    **error);
gboolean   ludus_save_write_new    (const char    *path,
                                    const char    *data,
                                    gsize          length,
                                    GError       **error);

LudusGame *ludus_save_load_json    (JsonNode      *root,
                                    GError       **error);
LudusGame *ludus_save_load_data    (const char    *data,
                                    gssize         length,
                                    GError       **error);
LudusGame *ludus_save_load_file    (GFile         *file,
                                    GCancellable  *cancellable,
                                    GError       **error);

char      *ludus_save_get_data_dir  (void);
gboolean   ludus_save_make_dir      (const char    *dir,
                                     GError       **error);

guint      ludus_save_clean_stale_temporaries (const char *dir);
guint      ludus_save_clean_all_stale_temporaries (void);

G_END_DECLS
