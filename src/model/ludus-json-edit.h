/* ludus-json-edit.h: reading and editing JSON documents by path
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The paths are those of the readers' errors (ludus-json.h):
 * "cards[12].value", "seasons[0].slots[2]", "wheel[3][4]"; "" is the root.
 * Member names with '.' or '[' cannot be reached.
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

typedef enum
{
  LUDUS_JSON_EDIT_SET,
  LUDUS_JSON_EDIT_INSERT,
  LUDUS_JSON_EDIT_REMOVE,
} LudusJsonEdit;

JsonNode *ludus_json_deep_copy (JsonNode       *node);
char     *ludus_json_to_data   (JsonNode       *root,
                                gboolean        pretty,
                                gsize          *length);
JsonNode *ludus_json_lookup    (JsonNode       *root,
                                const char     *path);
gboolean  ludus_json_edit      (JsonNode      **root,
                                LudusJsonEdit   op,
                                const char     *path,
                                JsonNode       *value,
                                char          **changed_path,
                                GError        **error);

G_END_DECLS
