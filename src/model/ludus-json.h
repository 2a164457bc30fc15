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

/* Limits on what Ludus reads, far above real content (a deck or layout is
 * under 10 KB, nests 4 levels and holds about 2,000 values; a finished
 * game's save is under 20 KB), checked before anything is built so that no
 * file can crash, hang or exhaust memory.  Everything Ludus writes stays
 * within them: LudusContent refuses content that would not fit in a save
 * (see ludus-content.c), and a save holds at most LUDUS_SAVE_MAX_MOVES. */
#define LUDUS_JSON_MAX_DEPTH          64       /* nesting of arrays and objects */
#define LUDUS_JSON_MAX_ELEMENTS       10000    /* in one array or object */
#define LUDUS_CONTENT_MAX_DEPTH       32       /* saves embed content 2 levels down */
#define LUDUS_CONTENT_MAX_VALUES      20000    /* values and member names */
#define LUDUS_CONTENT_MAX_FILE_SIZE   (256 * 1024)
#define LUDUS_CONTENT_MAX_SAVED_SIZE  (512 * 1024)  /* pretty-printed in a save */
#define LUDUS_SAVE_MAX_MOVES          10000
#define LUDUS_SAVE_MAX_VALUES         (2 * LUDUS_CONTENT_MAX_VALUES + LUDUS_SAVE_MAX_MOVES + 1000)
#define LUDUS_SAVE_MAX_FILE_SIZE      (2 * 1024 * 1024)
/* The statistics keep 5,000 games, each at most about 66 values (6 seats). */
#define LUDUS_STATISTICS_MAX_VALUES     400000
#define LUDUS_STATISTICS_MAX_FILE_SIZE  (8 * 1024 * 1024)
/* A JSON value of the settings: one game's options and two paths. */
#define LUDUS_SETTINGS_MAX_VALUES       1000
#define LUDUS_SETTINGS_MAX_SIZE         (64 * 1024)
#define LUDUS_MESSAGE_MAX_VALUES        (2 * LUDUS_CONTENT_MAX_VALUES + 1000)
#define LUDUS_MESSAGE_MAX_SIZE          (2 * LUDUS_CONTENT_MAX_FILE_SIZE + 64 * 1024)

/* What a file is expected to be, for its limits. */
typedef enum
{
  LUDUS_JSON_FILE_DECK,
  LUDUS_JSON_FILE_LAYOUT,
  LUDUS_JSON_FILE_SAVE,
  LUDUS_JSON_FILE_ANY,  /* a save or content, not known yet: a save's limits */
  LUDUS_JSON_FILE_STATISTICS,
  LUDUS_JSON_FILE_SETTINGS,  /* a JSON value kept in GSettings */
  LUDUS_JSON_FILE_MESSAGE,   /* from another machine at an online table */
} LudusJsonFile;

JsonNode   *ludus_json_parse_data    (const char   *data,
                                      gsize         length,
                                      LudusJsonFile kind,
                                      GError      **error);
JsonNode   *ludus_json_parse_file    (GFile        *file,
                                      LudusJsonFile kind,
                                      GCancellable *cancellable,
                                      GError      **error);
void        ludus_json_set_file_error (GError      **error,
                                       const char   *basename,
                                       const GError *io_error);
gsize       ludus_json_count_values  (JsonNode     *node,
                                      guint        *depth);

/* Every content error with a path is set through ludus_json_set_error(),
 * so that ludus_json_split_error() can give its path and message apart
 * (the editor points at the field). */
void        ludus_json_set_error     (GError      **error,
                                      const char   *path,
                                      const char   *message);
gboolean    ludus_json_split_error   (const char   *text,
                                      char        **path,
                                      char        **message);

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
/* A string, integer or boolean member, or @fallback where it is missing or of
 * another type: for what is not checked yet (json-glib's
 * get_*_member_with_default() are critical about a member that holds an
 * object or an array). */
const char *ludus_json_peek_string   (JsonObject   *object,
                                      const char   *member,
                                      const char   *fallback);
gint64      ludus_json_peek_int      (JsonObject   *object,
                                      const char   *member,
                                      gint64        fallback);
gboolean    ludus_json_peek_bool     (JsonObject   *object,
                                      const char   *member,
                                      gboolean      fallback);
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

void        ludus_json_builder_add_int     (JsonBuilder  *builder,
                                            const char   *name,
                                            gint64        value);
void        ludus_json_builder_add_boolean (JsonBuilder  *builder,
                                            const char   *name,
                                            gboolean      value);

G_END_DECLS
