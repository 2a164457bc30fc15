/* ludus-json.h: strict readers for content and save files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every reader takes the JSON path of the object it reads from ("" for the
 * root, "cards[12]" for an element) and, on failure, sets a translated
 * G_IO_ERROR_INVALID_DATA error such as
 *   cards[12].value: expected an integer from 0 to 9, got -1
 * The caller that knows the file name prefixes it with g_prefix_error().
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

typedef enum
{
  LUDUS_PROVENANCE_PUBLISHED,
  LUDUS_PROVENANCE_RECONSTRUCTED,
  LUDUS_PROVENANCE_CUSTOM,
} LudusProvenance;

#define LUDUS_CONTENT_FORMAT 1

char       *ludus_json_path_member   (const char   *path,
                                      const char   *member);
char       *ludus_json_path_index    (const char   *path,
                                      guint         index);

JsonObject *ludus_json_root_object   (JsonNode     *root,
                                      GError      **error);
gboolean    ludus_json_get_int       (JsonObject   *object,
                                      const char   *path,
                                      const char   *member,
                                      gint64        min,
                                      gint64        max,
                                      gint64       *value,
                                      GError      **error);
gboolean    ludus_json_get_bool      (JsonObject   *object,
                                      const char   *path,
                                      const char   *member,
                                      gboolean     *value,
                                      GError      **error);
gboolean    ludus_json_get_string    (JsonObject   *object,
                                      const char   *path,
                                      const char   *member,
                                      const char  **value,
                                      GError      **error);
/* Reads a string member that must be one of choices (NULL-terminated);
 * stores the index of the match. */
gboolean    ludus_json_get_choice    (JsonObject   *object,
                                      const char   *path,
                                      const char   *member,
                                      const char * const *choices,
                                      guint        *index,
                                      GError      **error);
JsonArray  *ludus_json_get_array     (JsonObject   *object,
                                      const char   *path,
                                      const char   *member,
                                      guint         min_length,
                                      guint         max_length,
                                      GError      **error);
JsonObject *ludus_json_get_object    (JsonObject   *object,
                                      const char   *path,
                                      const char   *member,
                                      GError      **error);
JsonObject *ludus_json_array_object  (JsonArray    *array,
                                      const char   *path,
                                      guint         index,
                                      GError      **error);
gboolean    ludus_json_array_int     (JsonArray    *array,
                                      const char   *path,
                                      guint         index,
                                      gint64        min,
                                      gint64        max,
                                      gint64       *value,
                                      GError      **error);
const char *ludus_json_array_string  (JsonArray    *array,
                                      const char   *path,
                                      guint         index,
                                      GError      **error);

/* Checks the header every content file carries: game, kind ("deck" or
 * "layout"), format (LUDUS_CONTENT_FORMAT) and provenance. */
gboolean    ludus_json_check_content (JsonNode         *root,
                                      const char       *game,
                                      const char       *kind,
                                      LudusProvenance  *provenance,
                                      GError          **error);

G_END_DECLS
