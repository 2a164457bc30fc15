/* ludus-content-document-edit.c: reading a content document and editing it
 * by JSON path, each edit one undo step
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-content-document"

#include "config.h"

#include "ludus-content-document-private.h"
#include "ludus-json-edit.h"

/**
 * ludus_content_document_get_root:
 *
 * Returns: (transfer none): the document; read it, never change it (edit
 *   through ludus_content_document_set() and its siblings)
 */
JsonNode *
ludus_content_document_get_root (LudusContentDocument *self)
{
  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (self), NULL);
  return self->root;
}

/**
 * ludus_content_document_get:
 * @self: a document
 * @path: a JSON path such as "cards[3].value" ("" for the root)
 *
 * Returns: (transfer none) (nullable): the node at @path, or %NULL if
 *   there is none; never change it
 */
JsonNode *
ludus_content_document_get (LudusContentDocument *self,
                            const char           *path)
{
  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (self), NULL);
  g_return_val_if_fail (path != NULL, NULL);

  return ludus_json_lookup (self->root, path);
}

/**
 * ludus_content_document_to_data:
 * @self: a document
 * @length: (out) (optional): the length of the text
 *
 * Returns: (transfer full): the document as saved: pretty-printed JSON
 */
char *
ludus_content_document_to_data (LudusContentDocument *self,
                                gsize                *length)
{
  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (self), NULL);
  return ludus_json_to_data (self->root, TRUE, length);
}

static gboolean
edit (LudusContentDocument  *self,
      LudusJsonEdit          op,
      const char            *path,
      JsonNode              *value,
      GError               **error)
{
  g_autofree char *changed_path = NULL;

  if (!ludus_json_edit (&self->root, op, path, value, &changed_path, error))
    return FALSE;
  ludus_content_document_finish_edit (self, changed_path);
  return TRUE;
}

/**
 * ludus_content_document_set:
 * @self: a document
 * @path: where: "cards[3].value", "name", "seasons[0].slots[2]", or "" for
 *   the whole document
 * @value: the new value (copied)
 * @error: return location for an error
 *
 * Replaces the member or array element at @path, or adds the member; its
 * parent must exist.  Setting what is already there is not an edit.  Each
 * edit is one undo step: to change several members at once, set their
 * object.
 *
 * Returns: whether @path could be set
 */
gboolean
ludus_content_document_set (LudusContentDocument  *self,
                            const char            *path,
                            JsonNode              *value,
                            GError               **error)
{
  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (value != NULL, FALSE);

  return edit (self, LUDUS_JSON_EDIT_SET, path, value, error);
}

gboolean
ludus_content_document_set_int (LudusContentDocument  *self,
                                const char            *path,
                                gint64                 value,
                                GError               **error)
{
  g_autoptr(JsonNode) node = json_node_init_int (json_node_alloc (), value);

  return ludus_content_document_set (self, path, node, error);
}

gboolean
ludus_content_document_set_boolean (LudusContentDocument  *self,
                                    const char            *path,
                                    gboolean               value,
                                    GError               **error)
{
  g_autoptr(JsonNode) node = json_node_init_boolean (json_node_alloc (), value);

  return ludus_content_document_set (self, path, node, error);
}

gboolean
ludus_content_document_set_string (LudusContentDocument  *self,
                                   const char            *path,
                                   const char            *value,
                                   GError               **error)
{
  g_autoptr(JsonNode) node = NULL;

  g_return_val_if_fail (value != NULL, FALSE);

  node = json_node_init_string (json_node_alloc (), value);
  return ludus_content_document_set (self, path, node, error);
}

/**
 * ludus_content_document_insert:
 * @self: a document
 * @path: an array element, "cards[3]", or one past the last to append
 * @value: the new element (copied)
 * @error: return location for an error
 *
 * Inserts @value into the array so that it is at @path (adds a card, a
 * place, a slot).
 *
 * Returns: whether it could be inserted
 */
gboolean
ludus_content_document_insert (LudusContentDocument  *self,
                               const char            *path,
                               JsonNode              *value,
                               GError               **error)
{
  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (value != NULL, FALSE);

  return edit (self, LUDUS_JSON_EDIT_INSERT, path, value, error);
}

/**
 * ludus_content_document_remove:
 * @self: a document
 * @path: an array element ("cards[3]") or an object member
 * @error: return location for an error
 *
 * Returns: whether there was something to remove at @path
 */
gboolean
ludus_content_document_remove (LudusContentDocument  *self,
                               const char            *path,
                               GError               **error)
{
  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  return edit (self, LUDUS_JSON_EDIT_REMOVE, path, NULL, error);
}
