/* ludus-json.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-json.h"
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

static void
set_error (GError    **error,
           const char *where,
           const char *message)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: %s",
               where != NULL && where[0] != '\0' ? where : _("top level"), message);
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

      set_error (error, where, _("missing"));
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
      set_error (error, NULL, message);
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
      set_error (error, where, message);
      return FALSE;
    }

  v = json_node_get_int (node);
  if (v < min || v > max)
    {
      g_autofree char *message = g_strdup_printf (_("expected an integer from %lld to %lld, got %lld"),
                                                  (long long) min, (long long) max, (long long) v);
      set_error (error, where, message);
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
      set_error (error, where, message);
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
      set_error (error, where, message);
      return NULL;
    }
  return json_node_get_string (node);
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
  set_error (error, where, message);
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
      set_error (error, where, message);
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
      set_error (error, where, message);
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
      set_error (error, where, message);
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
      set_error (error, where, message);
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
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* Translators: “kind: expected deck, got layout” */
                   _("kind: expected %s, got %s"), kind, value);
      return FALSE;
    }

  if (!ludus_json_get_string (object, "", "game", &value, error))
    return FALSE;
  if (strcmp (value, game) != 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("game: expected “%s”, got “%s”"), game, value);
      return FALSE;
    }

  if (!ludus_json_get_int (object, "", "format", 1, G_MAXINT32, &format, error))
    return FALSE;
  if (format != LUDUS_CONTENT_FORMAT)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("format: version %lld is not supported (this version of Ludus reads version %d)"),
                   (long long) format, LUDUS_CONTENT_FORMAT);
      return FALSE;
    }

  if (!ludus_json_get_choice (object, "", "provenance", provenances, &index, error))
    return FALSE;
  if (provenance != NULL)
    *provenance = index;
  return TRUE;
}
