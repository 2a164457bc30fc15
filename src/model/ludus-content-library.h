/* ludus-content-library.h: the user's decks and layouts, as files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Custom content lives in ludus_content_get_user_dir(); these functions
 * change files there only (never a built-in or a file elsewhere).  Listing
 * is ludus_content_list_user_files() and ludus_content_list_builtin_files().
 */

#pragma once

#include <gio/gio.h>

#include "ludus-content.h"

G_BEGIN_DECLS

gboolean  ludus_content_library_is_user_file (const LudusRules  *rules,
                                              const char        *path);
char     *ludus_content_library_file_name    (const char        *name,
                                              const char        *fallback,
                                              const char        *extension);
char     *ludus_content_library_write_new    (const LudusRules  *rules,
                                              const char        *name,
                                              const char        *fallback,
                                              const char        *data,
                                              gsize              length,
                                              GError           **error);
gboolean  ludus_content_library_rename       (const LudusRules  *rules,
                                              const char        *path,
                                              const char        *name,
                                              GError           **error);
GBytes   *ludus_content_library_delete       (const LudusRules  *rules,
                                              const char        *path,
                                              GError           **error);
gboolean  ludus_content_library_restore      (const LudusRules  *rules,
                                              const char        *path,
                                              GBytes            *contents,
                                              GError           **error);

G_END_DECLS
