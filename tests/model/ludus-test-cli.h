/* ludus-test-cli.h: running the built ludus-cli in tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The path of ludus-cli comes from meson in LUDUS_CLI.
 */

#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

typedef struct
{
  int   status;
  char *out;
  char *err;
} Run;

void        run_clear      (Run                *run);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* Runs ludus-cli with args (NULL-terminated); asserts it exited normally. */
void        run_cliv       (Run                *run,
                            const char * const *args);
void        run_cli        (Run                *run,
                            const char         *first,
                            ...) G_GNUC_NULL_TERMINATED;

/* text's top-level object; root keeps it alive. */
JsonObject *parse_object   (const char         *text,
                            JsonNode          **root);
/* The object has exactly these members (names is NULL-terminated). */
void        assert_members (JsonObject         *object,
                            const char * const *names);

/* Writes text to a new temporary file; returns its path. */
char       *write_temp     (const char         *template,
                            const char         *text);

G_END_DECLS
