/* fuzz-statistics.c: a fuzz target for the statistics file's reader
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The reader takes its file from $XDG_DATA_HOME/ludus: the input is
 * written there, to a folder of this process's own.
 */

#define G_LOG_DOMAIN "fuzz-statistics"

#include "config.h"

#include <glib/gstdio.h>
#include <stdlib.h>

#include "fuzz.h"
#include "ludus-statistics.h"

static char *path;

static void
remove_data_home (void)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *home = g_path_get_dirname (dir);

  g_remove (path);
  g_rmdir (dir);
  g_rmdir (home);
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) rows = NULL;

  fuzz_init ();
  if (path == NULL)
    {
      g_autofree char *home = g_dir_make_tmp ("fuzz-statistics-XXXXXX", &error);
      g_autofree char *dir = NULL;

      g_assert_no_error (error);
      /* Before GLib reads it, once. */
      g_setenv ("XDG_DATA_HOME", home, TRUE);
      path = ludus_statistics_get_path ();
      g_assert_true (g_str_has_prefix (path, home));
      dir = g_path_get_dirname (path);
      g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
      atexit (remove_data_home);
    }

  /* No fsync: thousands of runs a second. */
  g_assert_true (g_file_set_contents_full (path, (const char *) data, size,
                                           G_FILE_SET_CONTENTS_NONE, 0600, &error));
  rows = ludus_statistics_load (&error);
  /* Exactly one of the rows and an error. */
  g_assert ((rows != NULL) != (error != NULL));
  return 0;
}
