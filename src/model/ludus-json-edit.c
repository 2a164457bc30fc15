/* ludus-json-edit.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-json"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-json-edit.h"

/**
 * ludus_json_deep_copy:
 * @node: a node
 *
 * json_node_copy() shares objects, arrays and values: this copies all.
 *
 * Returns: (transfer full): a mutable copy sharing nothing with @node,
 *   members in the same order
 */
JsonNode *
ludus_json_deep_copy (JsonNode *node)
{
  JsonNode *copy;

  switch (JSON_NODE_TYPE (node))
    {
    case JSON_NODE_OBJECT:
      {
        JsonObject *object = json_object_new ();
        JsonObjectIter iter;
        const char *name;
        JsonNode *member;

        /* In the order of the file: documents are read and compared as text. */
        json_object_iter_init_ordered (&iter, json_node_get_object (node));
        while (json_object_iter_next_ordered (&iter, &name, &member))
          json_object_set_member (object, name, ludus_json_deep_copy (member));
        copy = json_node_new (JSON_NODE_OBJECT);
        json_node_take_object (copy, object);
        return copy;
      }

    case JSON_NODE_ARRAY:
      {
        JsonArray *array = json_node_get_array (node);
        guint length = json_array_get_length (array);
        JsonArray *array_copy = json_array_sized_new (length);

        for (guint i = 0; i < length; i++)
          json_array_add_element (array_copy, ludus_json_deep_copy (json_array_get_element (array, i)));
        copy = json_node_new (JSON_NODE_ARRAY);
        json_node_take_array (copy, array_copy);
        return copy;
      }

    case JSON_NODE_VALUE:
      {
        g_auto(GValue) value = G_VALUE_INIT;

        json_node_get_value (node, &value);
        copy = json_node_new (JSON_NODE_VALUE);
        json_node_set_value (copy, &value);
        return copy;
      }

    case JSON_NODE_NULL:
    default:
      return json_node_new (JSON_NODE_NULL);
    }
}

/**
 * ludus_json_to_data:
 * @root: a document
 * @pretty: whether to indent it (as content files are saved)
 * @length: (out) (optional): the length of the text
 *
 * Returns: (transfer full): @root as JSON text
 */
char *
ludus_json_to_data (JsonNode *root,
                    gboolean  pretty,
                    gsize    *length)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  g_return_val_if_fail (root != NULL, NULL);

  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, pretty);
  json_generator_set_indent (generator, 2);
  return json_generator_to_data (generator, length);
}

/* A JSON path, "seasons[0].slots[2].x", as steps: a member name, or an
 * index when member is NULL. */
typedef struct
{
  char  *member;
  guint  index;
} Step;

static void
clear_step (gpointer data)
{
  g_free (((Step *) data)->member);
}

/* NULL when path is malformed; "" is the root, no steps. */
static GArray *
parse_path (const char *path)
{
  g_autoptr(GArray) steps = g_array_new (FALSE, FALSE, sizeof (Step));
  const char *p = path;

  g_array_set_clear_func (steps, clear_step);
  while (*p != '\0')
    {
      Step step = { NULL, 0 };

      if (*p == '[')
        {
          char *end;
          guint64 index;

          if (!g_ascii_isdigit (p[1]))
            return NULL;
          index = g_ascii_strtoull (p + 1, &end, 10);
          if (*end != ']' || index > G_MAXUINT)
            return NULL;
          step.index = index;
          p = end + 1;
        }
      else
        {
          const char *start;

          if (steps->len > 0 && *p++ != '.')
            return NULL;
          start = p;
          while (*p != '\0' && *p != '.' && *p != '[')
            p++;
          if (p == start)
            return NULL;
          step.member = g_strndup (start, p - start);
        }
      g_array_append_val (steps, step);
    }
  return g_steal_pointer (&steps);
}

/* The node the first n steps lead to, or NULL. */
static JsonNode *
walk (JsonNode *node,
      GArray   *steps,
      guint     n)
{
  for (guint i = 0; i < n && node != NULL; i++)
    {
      Step *step = &g_array_index (steps, Step, i);

      if (step->member != NULL)
        {
          if (!JSON_NODE_HOLDS_OBJECT (node))
            return NULL;
          node = json_object_get_member (json_node_get_object (node), step->member);
        }
      else
        {
          JsonArray *array;

          if (!JSON_NODE_HOLDS_ARRAY (node))
            return NULL;
          array = json_node_get_array (node);
          if (step->index >= json_array_get_length (array))
            return NULL;
          node = json_array_get_element (array, step->index);
        }
    }
  return node;
}

/**
 * ludus_json_lookup:
 * @root: a document
 * @path: a JSON path such as "cards[3].value" ("" for @root)
 *
 * Returns: (transfer none) (nullable): the node at @path, or %NULL
 */
JsonNode *
ludus_json_lookup (JsonNode   *root,
                   const char *path)
{
  g_autoptr(GArray) steps = NULL;

  g_return_val_if_fail (root != NULL, NULL);
  g_return_val_if_fail (path != NULL, NULL);

  if ((steps = parse_path (path)) == NULL)
    return NULL;
  return walk (root, steps, steps->len);
}

/**
 * ludus_json_edit:
 * @root: (inout): the document, mutable (replaced when @path is "")
 * @op: what to do
 * @path: a JSON path such as "cards[3].value", "seasons[0].slots[2]", or ""
 *   for the whole document
 * @value: (nullable): the new value for SET and INSERT (copied)
 * @changed_path: (out) (optional): what changed: @path for SET, the
 *   array or object for INSERT and REMOVE, %NULL for the whole document
 * @error: return location for an error
 *
 * SET replaces the member or array element at @path, or adds the member;
 * INSERT puts @value into an array so that it is at @path (one past the
 * last appends); REMOVE takes an element or member out.  The parent must
 * exist.
 *
 * Returns: whether @root was edited
 */
gboolean
ludus_json_edit (JsonNode      **root,
                 LudusJsonEdit   op,
                 const char     *path,
                 JsonNode       *value,
                 char          **changed_path,
                 GError        **error)
{
  g_autoptr(GArray) steps = NULL;
  g_autofree char *parent_path = NULL;
  JsonNode *parent;
  Step *last;

  g_return_val_if_fail (root != NULL && *root != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (value != NULL || op == LUDUS_JSON_EDIT_REMOVE, FALSE);

  steps = parse_path (path);

  if (steps == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   /* Translators: %s is a JSON path such as cards[3].value */
                   _("“%s” is not a valid path"), path);
      return FALSE;
    }

  if (steps->len == 0 && op != LUDUS_JSON_EDIT_SET)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("The whole document can only be replaced"));
      return FALSE;
    }
  if (steps->len == 0)
    {
      JsonNode *copy = ludus_json_deep_copy (value);  /* value may be in root */

      json_node_unref (*root);
      *root = copy;
      if (changed_path != NULL)
        *changed_path = NULL;
      return TRUE;
    }

  last = &g_array_index (steps, Step, steps->len - 1);
  parent = walk (*root, steps, steps->len - 1);
  /* Member names hold no '.' or '[' (see parse_path). */
  {
    const char *end = last->member != NULL ? strrchr (path, '.') : strrchr (path, '[');

    parent_path = g_strndup (path, end != NULL ? end - path : 0);
  }

  if (last->member != NULL && parent != NULL && JSON_NODE_HOLDS_OBJECT (parent) &&
      op != LUDUS_JSON_EDIT_INSERT)
    {
      JsonObject *object = json_node_get_object (parent);

      if (op == LUDUS_JSON_EDIT_SET)
        json_object_set_member (object, last->member, ludus_json_deep_copy (value));
      else if (json_object_has_member (object, last->member))
        json_object_remove_member (object, last->member);
      else
        parent = NULL;
    }
  else if (last->member == NULL && parent != NULL && JSON_NODE_HOLDS_ARRAY (parent))
    {
      JsonArray *array = json_node_get_array (parent);
      guint length = json_array_get_length (array);
      JsonArray *edited;

      if (last->index > length || (last->index == length && op != LUDUS_JSON_EDIT_INSERT))
        parent = NULL;
      else
        {
          /* JsonArray cannot insert or replace: build the new array. */
          edited = json_array_sized_new (length + 1);
          for (guint i = 0; i <= length; i++)
            {
              if (i == last->index && op != LUDUS_JSON_EDIT_REMOVE)
                json_array_add_element (edited, ludus_json_deep_copy (value));
              if (i < length && (i != last->index || op == LUDUS_JSON_EDIT_INSERT))
                json_array_add_element (edited, json_node_ref (json_array_get_element (array, i)));
            }
          json_node_take_array (parent, edited);
        }
    }
  else if (parent != NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   op == LUDUS_JSON_EDIT_INSERT
                   ? _("“%s” is not an element of a list: it cannot be inserted")
                   : _("The document has no object or list to hold “%s”"),
                   path);
      return FALSE;
    }

  if (parent == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   _("The document has nothing at “%s”"), path);
      return FALSE;
    }

  if (changed_path != NULL)
    *changed_path = op == LUDUS_JSON_EDIT_SET ? g_strdup (path) : g_steal_pointer (&parent_path);
  return TRUE;
}
