/* ludus-content-library.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The library changes only files directly in the game's user content
 * folder: built-ins (resources) and files elsewhere are never written.
 */

#define G_LOG_DOMAIN "ludus-content-library"

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "ludus-content-library.h"
#include "ludus-json-edit.h"
#include "ludus-save.h"

#define RESOURCE_SCHEME "resource://"

/* A file name's stem from the document's name: "my-deck".  Transliterated
 * in the C locale: the user's own locale may spell "ú" as "u'" (Hungarian),
 * and the apostrophe would split the word. */
static char *
slug_for (const char *name,
          const char *fallback)
{
  g_autofree char *ascii = g_str_to_ascii (name != NULL ? name : "", "C");
  GString *slug = g_string_new (NULL);
  gboolean separate = FALSE;

  for (const char *p = ascii; *p != '\0' && slug->len < 40; p++)
    {
      if (!g_ascii_isalnum (*p))
        {
          separate = slug->len > 0;
          continue;
        }
      if (separate)
        g_string_append_c (slug, '-');
      g_string_append_c (slug, g_ascii_tolower (*p));
      separate = FALSE;
    }
  if (slug->len == 0)
    g_string_append (slug, fallback);
  return g_string_free (slug, FALSE);
}

/**
 * ludus_content_library_file_name:
 * @name: (nullable): a deck's or layout's name
 * @fallback: the stem when @name gives none ("deck", "layout")
 * @extension: the file's extension, without the dot ("json", "pdf")
 *
 * A file name made of @name's letters and digits only, as the library
 * names its files: "../../tmp/x" gives "tmp-x.json", never a path.
 *
 * Returns: (transfer full): the file name
 */
char *
ludus_content_library_file_name (const char *name,
                                 const char *fallback,
                                 const char *extension)
{
  g_autofree char *slug = NULL;

  g_return_val_if_fail (fallback != NULL, NULL);
  g_return_val_if_fail (extension != NULL, NULL);

  slug = slug_for (name, fallback);
  return g_strdup_printf ("%s.%s", slug, extension);
}

/* Writes a new file of a free name in dir and returns its path.  The name
 * is taken with the whole contents (ludus_save_write_new()), so that no
 * other writer takes it and a killed write leaves no empty file. */
static char *
write_free_path (const char  *dir,
                 const char  *name,
                 const char  *fallback,
                 const char  *data,
                 gsize        length,
                 GError     **error)
{
  g_autofree char *slug = slug_for (name, fallback);

  for (guint i = 1; ; i++)
    {
      g_autofree char *basename = i == 1 ? g_strdup_printf ("%s.json", slug)
                                         : g_strdup_printf ("%s-%u.json", slug, i);
      g_autofree char *path = g_build_filename (dir, basename, NULL);
      g_autoptr(GError) local_error = NULL;

      if (ludus_save_write_new (path, data, length, &local_error))
        return g_steal_pointer (&path);
      if (!g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS) || i == 10000)
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
    }
}

/**
 * ludus_content_library_write_new:
 * @rules: the game
 * @name: (nullable): the deck's or layout's name, for the file name
 * @fallback: the file name when @name gives none ("deck", "layout")
 * @data: what to write
 * @length: its length
 * @error: return location for an error
 *
 * Writes a new file in the game's user content folder, named after @name
 * ("my-deck.json", "my-deck-2.json"), never over an existing file.
 *
 * Returns: (transfer full): the new file's path, or %NULL
 */
char *
ludus_content_library_write_new (const LudusRules  *rules,
                                 const char        *name,
                                 const char        *fallback,
                                 const char        *data,
                                 gsize              length,
                                 GError           **error)
{
  g_autofree char *dir = NULL;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (fallback != NULL, NULL);
  g_return_val_if_fail (data != NULL, NULL);

  dir = ludus_content_get_user_dir (rules);
  if (!ludus_save_make_dir (dir, error))
    return NULL;
  return write_free_path (dir, name, fallback, data, length, error);
}

/**
 * ludus_content_library_is_user_file:
 * @rules: the game
 * @path: a path or URI
 *
 * Returns: whether @path is a JSON file directly in the game's user
 *   content folder: the files the library may change and delete
 */
gboolean
ludus_content_library_is_user_file (const LudusRules *rules,
                                    const char       *path)
{
  g_autofree char *user_dir = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *file = NULL;
  g_autofree char *parent = NULL;

  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (g_str_has_prefix (path, RESOURCE_SCHEME) || !g_str_has_suffix (path, ".json"))
    return FALSE;
  user_dir = ludus_content_get_user_dir (rules);
  dir = g_canonicalize_filename (user_dir, NULL);
  file = g_canonicalize_filename (path, NULL);
  parent = g_path_get_dirname (file);
  return strcmp (parent, dir) == 0;
}

static gboolean
check_user_file (const LudusRules  *rules,
                 const char        *path,
                 GError           **error)
{
  g_autofree char *basename = NULL;

  if (ludus_content_library_is_user_file (rules, path))
    return TRUE;
  basename = g_path_get_basename (path);
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
               _("%s: only your own decks and layouts can be changed"), basename);
  return FALSE;
}

/**
 * ludus_content_library_rename:
 * @rules: the game
 * @path: a file of the user's content folder
 * @name: its new name
 * @error: return location for an error
 *
 * Renames a deck or layout without opening it: sets its "name" (the name
 * the library shows), keeping its file.  A document open on it is not
 * told: rename an open one by setting its "name".
 *
 * Returns: whether it was renamed
 */
gboolean
ludus_content_library_rename (const LudusRules  *rules,
                              const char        *path,
                              const char        *name,
                              GError           **error)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) copy = NULL;
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  if (!check_user_file (rules, path, error))
    return FALSE;
  file = g_file_new_for_path (path);
  if ((root = ludus_json_parse_file (file, LUDUS_JSON_FILE_ANY, NULL, error)) == NULL)
    return FALSE;
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_autofree char *basename = g_path_get_basename (path);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s: not a deck or a layout"), basename);
      return FALSE;
    }
  copy = ludus_json_deep_copy (root);
  json_object_set_string_member (json_node_get_object (copy), "name", name);
  data = ludus_json_to_data (copy, TRUE, &length);
  return ludus_save_write_atomically (path, data, length, error);
}

/**
 * ludus_content_library_delete:
 * @rules: the game
 * @path: a file of the user's content folder
 * @error: return location for an error
 *
 * Deletes a deck or layout of the user's, returning what it held so that
 * ludus_content_library_restore() can undo it.
 *
 * Returns: (transfer full): the file's contents, or %NULL
 */
GBytes *
ludus_content_library_delete (const LudusRules  *rules,
                              const char        *path,
                              GError           **error)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *basename = NULL;
  g_autoptr(GBytes) contents = NULL;
  char *data;
  gsize length;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (path != NULL, NULL);

  if (!check_user_file (rules, path, error))
    return NULL;
  basename = g_path_get_basename (path);
  file = g_file_new_for_path (path);
  if (!g_file_load_contents (file, NULL, &data, &length, NULL, &local_error))
    {
      ludus_json_set_file_error (error, basename, local_error);
      return NULL;
    }
  contents = g_bytes_new_take (data, length);
  if (g_unlink (path) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   _("%s: could not delete: %s"), basename, g_strerror (saved_errno));
      return NULL;
    }
  return g_steal_pointer (&contents);
}

/**
 * ludus_content_library_restore:
 * @rules: the game
 * @path: the file deleted
 * @contents: what ludus_content_library_delete() returned
 * @error: return location for an error
 *
 * Undoes ludus_content_library_delete(), unless another file has taken
 * the name since.
 *
 * Returns: whether the file is back
 */
gboolean
ludus_content_library_restore (const LudusRules  *rules,
                               const char        *path,
                               GBytes            *contents,
                               GError           **error)
{
  gsize length;
  const char *data;

  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (contents != NULL, FALSE);

  if (!check_user_file (rules, path, error))
    return FALSE;
  data = g_bytes_get_data (contents, &length);
  return ludus_save_write_new (path, data != NULL ? data : "", length, error);
}
