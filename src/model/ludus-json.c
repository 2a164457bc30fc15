/* ludus-json.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-json"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-json.h"
#include "ludus-json-scan.h"
#include "ludus-rules.h"

G_DEFINE_QUARK (ludus-content-error-quark, ludus_content_error)

char *
ludus_json_path_member (const char *path,
                        const char *member)
{
  if (path == NULL || path[0] == '\0')
    return g_strdup (member);
  return g_strdup_printf ("%s.%s", path, member);
}

char *
ludus_json_path_index (const char *path,
                       guint       index)
{
  return g_strdup_printf ("%s[%u]", path != NULL ? path : "", index);
}

static const char *
node_type_name (JsonNode *node)
{
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return _("null");
  if (JSON_NODE_HOLDS_OBJECT (node))
    return _("an object");
  if (JSON_NODE_HOLDS_ARRAY (node))
    return _("an array");
  switch (json_node_get_value_type (node))
    {
    case G_TYPE_BOOLEAN:
      return _("a boolean");
    case G_TYPE_STRING:
      return _("a string");
    case G_TYPE_DOUBLE:
      return _("a fractional number");
    default:
      return _("a number");
    }
}

/* The last error ludus_json_set_error() set on this thread, so that
 * ludus_json_split_error() can take its text apart again exactly: the
 * error itself carries only the text, which callers pass on and prefix.
 * Fixed buffers, so that nothing allocated outlives a thread; a longer
 * text is not split. */
#define LAST_ERROR_SIZE 1024
static _Thread_local char last_text[LAST_ERROR_SIZE];
static _Thread_local gsize last_prefix_length;  /* before ": " */
static _Thread_local gboolean last_top_level;

/**
 * ludus_json_set_error:
 * @error: return location for an error
 * @path: the JSON path at fault ("cards[12].value"; "" or %NULL for the
 *   top level)
 * @message: what is wrong, translated
 *
 * Sets the G_IO_ERROR_INVALID_DATA error "cards[12].value: expected …"
 * that every content reader reports, and remembers its parts for
 * ludus_json_split_error().
 */
void
ludus_json_set_error (GError    **error,
                      const char *path,
                      const char *message)
{
  const char *where;
  gsize length;

  g_return_if_fail (message != NULL);

  if (error == NULL)
    return;
  g_return_if_fail (*error == NULL);

  last_top_level = path == NULL || path[0] == '\0';
  where = last_top_level ? _("top level") : path;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: %s", where, message);
  last_prefix_length = strlen (where);
  length = strlen ((*error)->message);
  if (length < LAST_ERROR_SIZE)
    memcpy (last_text, (*error)->message, length + 1);
  else
    last_text[0] = '\0';
}

/**
 * ludus_json_split_error:
 * @text: an error message, or what follows the prefix a caller added
 * @path: (out) (optional): the JSON path ("" for the top level)
 * @message: (out) (optional): the message without the path
 *
 * Takes apart the text of the last error ludus_json_set_error() set on
 * this thread.  Any other text (a message without a path, an older error)
 * is not split.
 *
 * Returns: whether @text was split
 */
gboolean
ludus_json_split_error (const char  *text,
                        char       **path,
                        char       **message)
{
  g_return_val_if_fail (text != NULL, FALSE);

  if (last_text[0] == '\0' || strcmp (last_text, text) != 0)
    return FALSE;
  if (path != NULL)
    *path = last_top_level ? g_strdup ("") : g_strndup (text, last_prefix_length);
  if (message != NULL)
    *message = g_strdup (text + last_prefix_length + 2);
  return TRUE;
}

static JsonNode *
get_member (JsonObject  *object,
            const char  *path,
            const char  *member,
            GError     **error)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL)
    {
      g_autofree char *where = ludus_json_path_member (path, member);

      ludus_json_set_error (error, where, _("missing"));
    }
  return node;
}

JsonObject *
ludus_json_root_object (JsonNode  *root,
                        GError   **error)
{
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_autofree char *message = g_strdup_printf (_("expected an object, got %s"),
                                                  node_type_name (root));
      ludus_json_set_error (error, NULL, message);
      return NULL;
    }
  return json_node_get_object (root);
}

static gboolean
node_to_int (JsonNode   *node,
             const char *where,
             gint64      min,
             gint64      max,
             gint64     *value,
             GError    **error)
{
  gint64 v;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_INT64)
    {
      g_autofree char *message = g_strdup_printf (_("expected an integer from %lld to %lld, got %s"),
                                                  (long long) min, (long long) max,
                                                  node_type_name (node));
      ludus_json_set_error (error, where, message);
      return FALSE;
    }

  v = json_node_get_int (node);
  if (v < min || v > max)
    {
      g_autofree char *message = g_strdup_printf (_("expected an integer from %lld to %lld, got %lld"),
                                                  (long long) min, (long long) max, (long long) v);
      ludus_json_set_error (error, where, message);
      return FALSE;
    }

  *value = v;
  return TRUE;
}

gboolean
ludus_json_get_int (JsonObject  *object,
                    const char  *path,
                    const char  *member,
                    gint64       min,
                    gint64       max,
                    gint64      *value,
                    GError     **error)
{
  g_autofree char *where = ludus_json_path_member (path, member);
  JsonNode *node = get_member (object, path, member, error);

  return node != NULL && node_to_int (node, where, min, max, value, error);
}

gboolean
ludus_json_get_bool (JsonObject  *object,
                     const char  *path,
                     const char  *member,
                     gboolean    *value,
                     GError     **error)
{
  JsonNode *node = get_member (object, path, member, error);

  if (node == NULL)
    return FALSE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    {
      g_autofree char *where = ludus_json_path_member (path, member);
      g_autofree char *message = g_strdup_printf (_("expected true or false, got %s"),
                                                  node_type_name (node));
      ludus_json_set_error (error, where, message);
      return FALSE;
    }
  *value = json_node_get_boolean (node);
  return TRUE;
}

static const char *
node_to_string (JsonNode   *node,
                const char *where,
                GError    **error)
{
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_STRING)
    {
      g_autofree char *message = g_strdup_printf (_("expected a string, got %s"),
                                                  node_type_name (node));
      ludus_json_set_error (error, where, message);
      return NULL;
    }
  return json_node_get_string (node);
}

/* @member's node if it holds a value of @type, else NULL. */
static JsonNode *
peek_member (JsonObject *object,
             const char *member,
             GType       type)
{
  JsonNode *node = json_object_get_member (object, member);

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == type ? node : NULL;
}

const char *
ludus_json_peek_string (JsonObject *object,
                        const char *member,
                        const char *fallback)
{
  JsonNode *node;

  g_return_val_if_fail (object != NULL && member != NULL, fallback);

  node = peek_member (object, member, G_TYPE_STRING);
  return node != NULL ? json_node_get_string (node) : fallback;
}

gint64
ludus_json_peek_int (JsonObject *object,
                     const char *member,
                     gint64      fallback)
{
  JsonNode *node;

  g_return_val_if_fail (object != NULL && member != NULL, fallback);

  node = peek_member (object, member, G_TYPE_INT64);
  return node != NULL ? json_node_get_int (node) : fallback;
}

gboolean
ludus_json_peek_bool (JsonObject *object,
                      const char *member,
                      gboolean    fallback)
{
  JsonNode *node;

  g_return_val_if_fail (object != NULL && member != NULL, fallback);

  node = peek_member (object, member, G_TYPE_BOOLEAN);
  return node != NULL ? json_node_get_boolean (node) : fallback;
}

gboolean
ludus_json_get_string (JsonObject   *object,
                       const char   *path,
                       const char   *member,
                       const char  **value,
                       GError      **error)
{
  g_autofree char *where = ludus_json_path_member (path, member);
  JsonNode *node = get_member (object, path, member, error);

  if (node == NULL)
    return FALSE;
  *value = node_to_string (node, where, error);
  return *value != NULL;
}

gboolean
ludus_json_get_choice (JsonObject         *object,
                       const char         *path,
                       const char         *member,
                       const char * const *choices,
                       guint              *index,
                       GError            **error)
{
  const char *value;
  g_autofree char *list = NULL;
  g_autofree char *message = NULL;
  g_autofree char *where = NULL;

  if (!ludus_json_get_string (object, path, member, &value, error))
    return FALSE;

  for (guint i = 0; choices[i] != NULL; i++)
    if (strcmp (choices[i], value) == 0)
      {
        *index = i;
        return TRUE;
      }

  list = g_strjoinv (", ", (char **) choices);
  /* Translators: %s is a comma-separated list of identifiers, then the bad value. */
  message = g_strdup_printf (_("expected one of %s, got “%s”"), list, value);
  where = ludus_json_path_member (path, member);
  ludus_json_set_error (error, where, message);
  return FALSE;
}

JsonArray *
ludus_json_get_array (JsonObject  *object,
                      const char  *path,
                      const char  *member,
                      guint        min_length,
                      guint        max_length,
                      GError     **error)
{
  g_autofree char *where = ludus_json_path_member (path, member);
  JsonNode *node = get_member (object, path, member, error);
  JsonArray *array;
  guint length;

  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      g_autofree char *message = g_strdup_printf (_("expected an array, got %s"),
                                                  node_type_name (node));
      ludus_json_set_error (error, where, message);
      return NULL;
    }

  array = json_node_get_array (node);
  length = json_array_get_length (array);
  if (length < min_length || length > max_length)
    {
      g_autofree char *message = NULL;

      if (min_length == max_length)
        message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "expected %u element, got %u",
                                                "expected %u elements, got %u", min_length),
                                   min_length, length);
      else
        message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "expected from %u to %u element, got %u",
                                                "expected from %u to %u elements, got %u", max_length),
                                   min_length, max_length, length);
      ludus_json_set_error (error, where, message);
      return NULL;
    }
  return array;
}

JsonObject *
ludus_json_get_object (JsonObject  *object,
                       const char  *path,
                       const char  *member,
                       GError     **error)
{
  JsonNode *node = get_member (object, path, member, error);

  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autofree char *where = ludus_json_path_member (path, member);
      g_autofree char *message = g_strdup_printf (_("expected an object, got %s"),
                                                  node_type_name (node));
      ludus_json_set_error (error, where, message);
      return NULL;
    }
  return json_node_get_object (node);
}

JsonObject *
ludus_json_array_object (JsonArray   *array,
                         const char  *path,
                         guint        index,
                         GError     **error)
{
  JsonNode *node = json_array_get_element (array, index);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autofree char *where = ludus_json_path_index (path, index);
      g_autofree char *message = g_strdup_printf (_("expected an object, got %s"),
                                                  node_type_name (node));
      ludus_json_set_error (error, where, message);
      return NULL;
    }
  return json_node_get_object (node);
}

gboolean
ludus_json_array_int (JsonArray   *array,
                      const char  *path,
                      guint        index,
                      gint64       min,
                      gint64       max,
                      gint64      *value,
                      GError     **error)
{
  g_autofree char *where = ludus_json_path_index (path, index);

  return node_to_int (json_array_get_element (array, index), where, min, max, value, error);
}

const char *
ludus_json_array_string (JsonArray   *array,
                         const char  *path,
                         guint        index,
                         GError     **error)
{
  g_autofree char *where = ludus_json_path_index (path, index);

  return node_to_string (json_array_get_element (array, index), where, error);
}

gboolean
ludus_json_check_content (JsonNode         *root,
                          const char       *game,
                          const char       *kind,
                          LudusProvenance  *provenance,
                          GError          **error)
{
  static const char * const provenances[] = { "published", "reconstructed", "custom", NULL };
  static const char * const kinds[] = { "deck", "layout", "save", NULL };
  JsonObject *object;
  const char *value;
  gint64 format;
  guint index;

  if ((object = ludus_json_root_object (root, error)) == NULL)
    return FALSE;

  if (!ludus_json_get_choice (object, "", "kind", kinds, &index, error))
    return FALSE;
  value = kinds[index];
  if (strcmp (value, kind) != 0)
    {
      /* Translators: after “kind: ”, e.g. “kind: expected deck, got layout” */
      g_autofree char *message = g_strdup_printf (_("expected %s, got %s"), kind, value);

      ludus_json_set_error (error, "kind", message);
      return FALSE;
    }

  if (!ludus_json_get_string (object, "", "game", &value, error))
    return FALSE;
  if (strcmp (value, game) != 0)
    {
      /* Translators: after “game: ”, e.g. “game: expected “medici”, got “thebes”” */
      g_autofree char *message = g_strdup_printf (_("expected “%s”, got “%s”"), game, value);

      ludus_json_set_error (error, "game", message);
      return FALSE;
    }

  if (!ludus_json_get_int (object, "", "format", 1, G_MAXINT32, &format, error))
    return FALSE;
  if (format != LUDUS_CONTENT_FORMAT)
    {
      /* Translators: after “format: ” */
      g_autofree char *message = g_strdup_printf (_("version %lld is not supported (this version of Ludus reads version %d)"),
                                                  (long long) format, LUDUS_CONTENT_FORMAT);

      ludus_json_set_error (error, "format", message);
      return FALSE;
    }

  if (!ludus_json_get_choice (object, "", "provenance", provenances, &index, error))
    return FALSE;
  if (provenance != NULL)
    *provenance = index;
  return TRUE;
}

/* Parsing, within the limits of each kind of file. */

typedef struct
{
  guint64 max_values;
  gsize   max_size;
} Limits;

static Limits
limits_for (LudusJsonFile kind)
{
  switch (kind)
    {
    case LUDUS_JSON_FILE_DECK:
    case LUDUS_JSON_FILE_LAYOUT:
      return (Limits) { LUDUS_CONTENT_MAX_VALUES, LUDUS_CONTENT_MAX_FILE_SIZE };
    case LUDUS_JSON_FILE_STATISTICS:
      return (Limits) { LUDUS_STATISTICS_MAX_VALUES, LUDUS_STATISTICS_MAX_FILE_SIZE };
    case LUDUS_JSON_FILE_SETTINGS:
      return (Limits) { LUDUS_SETTINGS_MAX_VALUES, LUDUS_SETTINGS_MAX_SIZE };
    case LUDUS_JSON_FILE_MESSAGE:
      return (Limits) { LUDUS_MESSAGE_MAX_VALUES, LUDUS_MESSAGE_MAX_SIZE };
    case LUDUS_JSON_FILE_SAVE:
    case LUDUS_JSON_FILE_ANY:
    default:
      return (Limits) { LUDUS_SAVE_MAX_VALUES, LUDUS_SAVE_MAX_FILE_SIZE };
    }
}

static void
set_too_large (GError        **error,
               LudusJsonFile   kind,
               guint64         size)
{
  guint64 max = limits_for (kind).max_size;

  switch (kind)
    {
    case LUDUS_JSON_FILE_DECK:
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("too large for a deck: %llu bytes, the limit is %llu"),
                   (unsigned long long) size, (unsigned long long) max);
      break;
    case LUDUS_JSON_FILE_LAYOUT:
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("too large for a layout: %llu bytes, the limit is %llu"),
                   (unsigned long long) size, (unsigned long long) max);
      break;
    default:
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("too large: %llu bytes, the limit is %llu"),
                   (unsigned long long) size, (unsigned long long) max);
      break;
    }
}

/**
 * ludus_json_parse_data:
 * @data: the text
 * @length: its length in bytes
 * @kind: what it should be, for its limits
 * @error: return location for an error
 *
 * Parses a whole JSON document of RFC 8259 (no comments, single quotes,
 * duplicate members, hexadecimal numbers or unknown escapes) within the
 * limits of @kind: size, nesting, elements per array or object, values,
 * integers in the 64-bit range, numbers within a double's.  Every reader
 * of Ludus goes through here.  Errors are translated and say where:
 * "line 3, column 14: not valid JSON: a comma is missing".
 *
 * Returns: (transfer full): the root, or %NULL
 */
JsonNode *
ludus_json_parse_data (const char     *data,
                       gsize           length,
                       LudusJsonFile   kind,
                       GError        **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;
  Limits limits = limits_for (kind);

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  if (length > limits.max_size)
    {
      set_too_large (error, kind, length);
      return NULL;
    }
  if (length == 0)
    data = "";

  if (!ludus_json_scan (data, length, limits.max_values, error))
    return NULL;

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, data, length, &local_error) ||
      json_parser_get_root (parser) == NULL)
    {
      /* The scan should have refused it first. */
      g_warning ("json-glib refused a text the strict scan accepted: %s",
                 local_error != NULL ? local_error->message : "no root");
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("not valid JSON: %s"),
                   _("unexpected character"));
      return NULL;
    }
  return json_node_copy (json_parser_get_root (parser));
}

/* Reads at most max_size + 1 bytes, so a file that grows while being read
 * cannot make us read it all. */
static GBytes *
read_bounded (GFile         *file,
              gsize          max_size,
              GCancellable  *cancellable,
              GError       **error)
{
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  guint8 buffer[16384];

  if ((stream = g_file_read (file, cancellable, error)) == NULL)
    return NULL;
  while (bytes->len <= max_size)
    {
      gssize n = g_input_stream_read (G_INPUT_STREAM (stream), buffer,
                                      MIN (sizeof buffer, max_size + 1 - bytes->len),
                                      cancellable, error);

      if (n < 0)
        return NULL;
      if (n == 0)
        break;
      g_byte_array_append (bytes, buffer, n);
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&bytes));
}

/**
 * ludus_json_set_file_error:
 * @error: return location for an error
 * @basename: the file's name
 * @io_error: the error of GIO
 *
 * GIO's messages name the whole path in words of their own: this says
 * "save.json: no such file" like every other message, keeping the code.
 */
void
ludus_json_set_file_error (GError       **error,
                           const char    *basename,
                           const GError  *io_error)
{
  if (g_error_matches (io_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("%s: no such file"), basename);
  else if (g_error_matches (io_error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED))
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED, _("%s: permission denied"), basename);
  else if (io_error->domain == G_IO_ERROR)
    g_set_error (error, G_IO_ERROR, io_error->code, "%s: %s", basename, io_error->message);
  else
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: %s", basename, io_error->message);
}

/**
 * ludus_json_parse_file:
 * @file: a file
 * @kind: what it should be, for its limits
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for an error
 *
 * Reads only regular files (a FIFO or a device would hang or never end)
 * and checks the size before reading.  Errors start with the file's name:
 * "deck.json: line 3, column 14: not valid JSON: a comma is missing".
 *
 * Returns: (transfer full): the root, or %NULL
 */
JsonNode *
ludus_json_parse_file (GFile          *file,
                       LudusJsonFile   kind,
                       GCancellable   *cancellable,
                       GError        **error)
{
  g_autofree char *basename = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize max_size = limits_for (kind).max_size;
  JsonNode *root;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  basename = g_file_get_basename (file);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, cancellable, &local_error);
  if (info == NULL)
    {
      ludus_json_set_file_error (error, basename, local_error);
      return NULL;
    }
  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                   _("%s: not a regular file"), basename);
      return NULL;
    }
  if ((guint64) g_file_info_get_size (info) > max_size)
    {
      set_too_large (error, kind, g_file_info_get_size (info));
      g_prefix_error (error, "%s: ", basename);
      return NULL;
    }

  if ((bytes = read_bounded (file, max_size, cancellable, &local_error)) == NULL)
    {
      ludus_json_set_file_error (error, basename, local_error);
      return NULL;
    }

  root = ludus_json_parse_data (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), kind, error);
  if (root == NULL)
    g_prefix_error (error, "%s: ", basename);
  return root;
}

static gsize
count_values (JsonNode *node,
              guint     level,
              guint    *depth)
{
  gsize n = 1;

  if (JSON_NODE_HOLDS_OBJECT (node) || JSON_NODE_HOLDS_ARRAY (node))
    *depth = MAX (*depth, level + 1);
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObjectIter iter;
      JsonNode *member;

      json_object_iter_init (&iter, json_node_get_object (node));
      while (json_object_iter_next (&iter, NULL, &member))
        n += 1 + count_values (member, level + 1, depth);
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        n += count_values (json_array_get_element (array, i), level + 1, depth);
    }
  return n;
}

/**
 * ludus_json_count_values:
 * @node: a document, at most LUDUS_JSON_MAX_DEPTH deep
 * @depth: (out): how deep arrays and objects nest (0 for a scalar)
 *
 * Returns: how many values and member names @node holds, as
 *   ludus_json_parse_data() counts them
 */
gsize
ludus_json_count_values (JsonNode *node,
                         guint    *depth)
{
  guint deepest = 0;
  gsize n;

  g_return_val_if_fail (node != NULL, 0);

  n = count_values (node, 0, &deepest);
  if (depth != NULL)
    *depth = deepest;
  return n;
}

/* Adds @name: @value to the object @builder is building. */
void
ludus_json_builder_add_int (JsonBuilder *builder,
                            const char  *name,
                            gint64       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

void
ludus_json_builder_add_boolean (JsonBuilder *builder,
                                const char  *name,
                                gboolean     value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_boolean_value (builder, value);
}
