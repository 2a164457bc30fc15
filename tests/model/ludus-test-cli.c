/* ludus-test-cli.c: running the built ludus-cli in tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-test-cli"

#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "ludus-test-cli.h"

void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

/* Runs ludus-cli with args (NULL-terminated). */
void
run_cliv (Run                *run,
          const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  const char *cli = g_getenv ("LUDUS_CLI");

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (gpointer) cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  process = g_subprocess_newv ((const char * const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                               &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (process, NULL, NULL, &run->out, &run->err, &error));
  g_assert_no_error (error);
  /* Never a crash: a normal exit every time. */
  g_assert_true (g_subprocess_get_if_exited (process));
  run->status = g_subprocess_get_exit_status (process);
}

void
run_cli (Run        *run,
         const char *first,
         ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  const char *arg;
  va_list ap;

  va_start (ap, first);
  for (arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (args, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  run_cliv (run, (const char * const *) args->pdata);
}

JsonObject *
parse_object (const char *text,
              JsonNode  **root)
{
  g_autoptr(GError) error = NULL;

  *root = json_from_string (text, &error);
  g_assert_no_error (error);
  g_assert_nonnull (*root);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (*root));
  return json_node_get_object (*root);
}

/* The object has exactly these members. */
void
assert_members (JsonObject         *object,
                const char * const *names)
{
  guint n = 0;

  for (; names[n] != NULL; n++)
    if (!json_object_has_member (object, names[n]))
      g_error ("missing member “%s”", names[n]);
  g_assert_cmpuint (json_object_get_size (object), ==, n);
}

/* Writes text to a new temporary file; returns its path. */
char *
write_temp (const char *template,
            const char *text)
{
  g_autoptr(GError) error = NULL;
  char *path = NULL;
  int fd = g_file_open_tmp (template, &path, &error);

  g_assert_no_error (error);
  g_close (fd, NULL);
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);
  return path;
}
