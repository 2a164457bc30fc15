/* ludus-autosave.c: where unfinished games are kept for Continue
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every game in play is saved after each move to a file of its own in
 * $XDG_DATA_HOME/ludus/games/, so starting a new game never replaces an
 * unfinished one, and a file that cannot be read is never overwritten: it
 * stays where it is until the player deletes it.  Ludus 0.1 kept a single
 * $XDG_DATA_HOME/ludus/autosave.json; it is listed too.
 */

#define G_LOG_DOMAIN "ludus-autosave"

#include "config.h"

#include <gio/gio.h>

#include "ludus-autosave.h"
#include "ludus-save.h"

#define EXTENSION ".ludus"

/**
 * ludus_autosave_get_dir:
 *
 * Returns: (transfer full): $XDG_DATA_HOME/ludus/games
 */
char *
ludus_autosave_get_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "ludus", "games", NULL);
}

/**
 * ludus_autosave_new_path:
 *
 * A file name no game uses yet, for a game that starts now: the time it
 * started, then a random part.  The file is not created.
 *
 * Returns: (transfer full): a path in ludus_autosave_get_dir()
 */
char *
ludus_autosave_new_path (void)
{
  g_autofree char *dir = ludus_autosave_get_dir ();
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");

  for (;;)
    {
      g_autofree char *name = g_strdup_printf ("%s-%08x" EXTENSION, stamp, g_random_int ());
      char *path = g_build_filename (dir, name, NULL);

      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        return path;
      g_free (path);
    }
}

/* In microseconds: two games saved within the same second still sort. */
static gint64
modified_time (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED ","
                                                 G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                                                 G_FILE_QUERY_INFO_NONE, NULL, NULL);
  g_autoptr(GDateTime) modified = info != NULL ? g_file_info_get_modification_date_time (info) : NULL;

  return modified != NULL ? g_date_time_to_unix (modified) * G_USEC_PER_SEC +
                            g_date_time_get_microsecond (modified)
                          : 0;
}

typedef struct
{
  char   *path;
  gint64  modified;
} Entry;

static int
compare_newest_first (gconstpointer a,
                      gconstpointer b)
{
  const Entry *ea = a, *eb = b;

  if (ea->modified != eb->modified)
    return ea->modified > eb->modified ? -1 : 1;
  return g_strcmp0 (eb->path, ea->path);
}

static void
add_entry (GArray *entries,
           char   *path)
{
  Entry entry = { path, modified_time (path) };

  g_array_append_val (entries, entry);
}

/* Whether a file of the folder is an unfinished game's: one place for the
 * rule that ludus_autosave_list() and ludus_autosave_contains() share. */
static gboolean
is_autosave_name (const char *name)
{
  return g_str_has_suffix (name, EXTENSION) && name[0] != '.';
}

/* Where Ludus 0.1 kept its one unfinished game. */
static char *
legacy_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "ludus", "autosave.json", NULL);
}

/**
 * ludus_autosave_list:
 *
 * The unfinished games' files, whatever they hold (a file that cannot be
 * read is listed too, so that the library can say why).
 *
 * Returns: (transfer full) (element-type filename): their paths, the
 *   game played last first
 */
GPtrArray *
ludus_autosave_list (void)
{
  g_autoptr(GArray) entries = g_array_new (FALSE, FALSE, sizeof (Entry));
  GPtrArray *paths;
  g_autofree char *dir_path = ludus_autosave_get_dir ();
  char *legacy = legacy_path ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      char *path;

      if (!is_autosave_name (name))
        continue;
      path = g_build_filename (dir_path, name, NULL);
      if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
        add_entry (entries, path);
      else
        g_free (path);
    }
  if (g_file_test (legacy, G_FILE_TEST_IS_REGULAR))
    add_entry (entries, legacy);
  else
    g_free (legacy);

  g_array_sort (entries, compare_newest_first);
  paths = g_ptr_array_new_full (entries->len, g_free);
  for (guint i = 0; i < entries->len; i++)
    g_ptr_array_add (paths, g_array_index (entries, Entry, i).path);
  return paths;
}

/**
 * ludus_autosave_contains:
 * @path: a file's path
 *
 * Returns: whether @path is one of the files ludus_autosave_list() lists,
 *   or would list once written
 */
gboolean
ludus_autosave_contains (const char *path)
{
  g_autofree char *dir_path = ludus_autosave_get_dir ();
  g_autofree char *legacy_file = legacy_path ();
  g_autofree char *dir = NULL;
  g_autofree char *legacy = NULL;
  g_autofree char *canonical = NULL;
  g_autofree char *parent = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (path != NULL, FALSE);

  /* Compared canonical: any of them may have "..", "." or "//". */
  dir = g_canonicalize_filename (dir_path, NULL);
  legacy = g_canonicalize_filename (legacy_file, NULL);
  canonical = g_canonicalize_filename (path, NULL);
  parent = g_path_get_dirname (canonical);
  name = g_path_get_basename (canonical);
  return (g_strcmp0 (parent, dir) == 0 && is_autosave_name (name)) ||
         g_strcmp0 (canonical, legacy) == 0;
}

/**
 * ludus_autosave_find_table:
 * @game: an online game (ludus_game_get_table())
 * @kept: (out) (optional) (transfer full): the game kept there
 *
 * The file where the unfinished game at @game's table is kept, played from
 * the same seat on the same side (host or guest): an online game has one
 * autosave, whichever file it was opened from.  Files that cannot be read
 * are passed over.
 *
 * Returns: (transfer full) (nullable): its path, or %NULL if it has none
 */
char *
ludus_autosave_find_table (LudusGame  *game,
                           LudusGame **kept)
{
  g_autoptr(GPtrArray) paths = ludus_autosave_list ();
  const LudusGameTable *table;

  g_return_val_if_fail (LUDUS_IS_GAME (game), NULL);
  g_return_val_if_fail ((table = ludus_game_get_table (game)) != NULL, NULL);

  for (guint i = 0; i < paths->len; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_path (g_ptr_array_index (paths, i));
      g_autoptr(LudusGame) other = ludus_save_load_file (file, NULL, NULL);
      const LudusGameTable *other_table = other != NULL ? ludus_game_get_table (other) : NULL;

      if (other_table != NULL && !ludus_game_is_over (other) &&
          g_strcmp0 (other_table->room, table->room) == 0 && other_table->seat == table->seat &&
          ludus_game_get_chance (other) == ludus_game_get_chance (game))
        {
          if (kept != NULL)
            *kept = g_steal_pointer (&other);
          return g_steal_pointer (&paths->pdata[i]);
        }
    }
  return NULL;
}
