/* ludus-statistics.c: who played what, and how well, kept offline
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every finished game adds one record to $XDG_DATA_HOME/ludus/statistics.json
 * (the game, its content's kind, and each seat's name, score and whether
 * it won).  The totals per player, game and player count are worked out
 * when they are shown, so the file stays a plain history.  It keeps the
 * last MAX_RECORDS games.
 */

#define G_LOG_DOMAIN "ludus-statistics"

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "ludus-json.h"
#include "ludus-statistics.h"

#define FORMAT      1
#define MAX_RECORDS 5000
#define MAX_SIZE    (8 * 1024 * 1024)  /* far above MAX_RECORDS of 6 players */

void
ludus_statistics_row_free (LudusStatisticsRow *row)
{
  if (row == NULL)
    return;
  g_free (row->player);
  g_free (row->game_id);
  g_free (row);
}

/**
 * ludus_statistics_get_path:
 *
 * Returns: (transfer full): $XDG_DATA_HOME/ludus/statistics.json
 */
char *
ludus_statistics_get_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "ludus", "statistics.json", NULL);
}

/* The records in the statistics file @path, known to be a small regular
 * file; @base names it in errors. */
static JsonArray *
parse_records (const char  *path,
               const char  *base,
               GError     **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *data = NULL;
  g_autoptr(GError) local_error = NULL;
  JsonObject *object;
  gsize length;

  if (!g_file_get_contents (path, &data, &length, &local_error))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: %s", base, local_error->message);
      return NULL;
    }

  /* Strict and bounded, like every file Ludus reads. */
  if ((root = ludus_json_parse_data (data, length, LUDUS_JSON_FILE_STATISTICS, &local_error)) == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: %s", base, local_error->message);
      return NULL;
    }
  if (!JSON_NODE_HOLDS_OBJECT (root) ||
      json_object_get_int_member_with_default ((object = json_node_get_object (root)), "format", 0) != FORMAT ||
      !json_object_has_member (object, "games") ||
      !JSON_NODE_HOLDS_ARRAY (json_object_get_member (object, "games")))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* Translators: %s is the statistics file's name */
                   _("%s: not a statistics file of Ludus"), base);
      return NULL;
    }
  return json_array_ref (json_object_get_array_member (object, "games"));
}

/* The records so far: an empty array when there is no file yet. */
static JsonArray *
load_records (const char  *path,
              GError     **error)
{
  g_autofree char *base = g_path_get_basename (path);
  GStatBuf st;

  if (g_stat (path, &st) != 0)
    {
      int saved_errno = errno;

      if (saved_errno == ENOENT)
        return json_array_new ();
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "%s: %s", base, g_strerror (saved_errno));
      return NULL;
    }
  /* Only a regular file, and never a huge one: the file must not hang or
   * exhaust Ludus. */
  if (!S_ISREG (st.st_mode) || st.st_size > MAX_SIZE)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s: not a statistics file of Ludus"), base);
      return NULL;
    }
  return parse_records (path, base, error);
}

static gboolean
write_records (const char  *path,
               JsonArray   *records,
               GError     **error)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *data = NULL;
  gsize length;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_int_value (builder, FORMAT);
  json_builder_set_member_name (builder, "games");
  json_builder_add_value (builder, json_node_init_array (json_node_alloc (), records));
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  data = json_generator_to_data (generator, &length);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "%s: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }
  return g_file_set_contents_full (path, data, length, G_FILE_SET_CONTENTS_CONSISTENT, 0644, error);
}

/**
 * ludus_statistics_record:
 * @game: a game that is over
 *
 * Adds @game's result to the statistics.
 */
gboolean
ludus_statistics_record (LudusGame  *game,
                         GError    **error)
{
  g_autofree char *path = ludus_statistics_get_path ();
  g_autoptr(JsonArray) records = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *date = g_date_time_format_iso8601 (now);
  const LudusOptions *options;
  JsonObject *record, *seat;
  JsonArray *seats;
  int scores[LUDUS_MAX_PLAYERS];
  guint32 winners;

  g_return_val_if_fail (LUDUS_IS_GAME (game), FALSE);
  g_return_val_if_fail (ludus_game_is_over (game), FALSE);

  if ((records = load_records (path, error)) == NULL)
    return FALSE;

  options = ludus_game_get_options (game);
  ludus_game_get_scores (game, scores);
  winners = ludus_game_get_winners (game);

  record = json_object_new ();
  json_object_set_string_member (record, "game", ludus_game_get_rules (game)->id);
  json_object_set_boolean_member (record, "custom",
                                  ludus_content_get_provenance (ludus_game_get_content (game)) ==
                                  LUDUS_PROVENANCE_CUSTOM);
  json_object_set_string_member (record, "date", date);
  /* Only when set: the records before hints existed read the same. */
  if (options->hints_used)
    json_object_set_boolean_member (record, "hints", TRUE);
  seats = json_array_new ();
  for (guint i = 0; i < ludus_game_get_n_players (game); i++)
    {
      seat = json_object_new ();
      json_object_set_string_member (seat, "name", ludus_game_get_player_name (game, i));
      json_object_set_boolean_member (seat, "human", options->seats[i].human);
      json_object_set_int_member (seat, "score", scores[i]);
      json_object_set_boolean_member (seat, "won", (winners & (1u << i)) != 0);
      json_array_add_object_element (seats, seat);
    }
  json_object_set_array_member (record, "players", seats);
  json_array_add_object_element (records, record);

  /* The oldest go first. */
  while (json_array_get_length (records) > MAX_RECORDS)
    json_array_remove_element (records, 0);

  return write_records (path, records, error);
}

static int
compare_rows (gconstpointer a,
              gconstpointer b)
{
  const LudusStatisticsRow *ra = *(LudusStatisticsRow * const *) a;
  const LudusStatisticsRow *rb = *(LudusStatisticsRow * const *) b;
  int c;

  if ((c = g_strcmp0 (ra->game_id, rb->game_id)) != 0)
    return c;
  if (ra->custom != rb->custom)
    return ra->custom ? 1 : -1;
  if (ra->played != rb->played)
    return ra->played > rb->played ? -1 : 1;
  if ((c = g_utf8_collate (ra->player, rb->player)) != 0)
    return c;
  return (int) ra->n_players - (int) rb->n_players;
}

/**
 * ludus_statistics_load:
 *
 * The totals per player name, game, player count and kind of content.
 *
 * Returns: (transfer full) (element-type LudusStatisticsRow): the rows, by
 *   game, then the most played first; %NULL with @error if the file cannot
 *   be read
 */
GPtrArray *
ludus_statistics_load (GError **error)
{
  g_autofree char *path = ludus_statistics_get_path ();
  g_autoptr(JsonArray) records = load_records (path, error);
  g_autoptr(GHashTable) by_key = NULL;
  GPtrArray *rows;

  if (records == NULL)
    return NULL;

  rows = g_ptr_array_new_with_free_func ((GDestroyNotify) ludus_statistics_row_free);
  by_key = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < json_array_get_length (records); i++)
    {
      JsonNode *node = json_array_get_element (records, i);
      JsonObject *record;
      JsonArray *seats;
      const char *game_id;
      gboolean custom;

      /* A record this version does not understand is passed over. */
      if (!JSON_NODE_HOLDS_OBJECT (node))
        continue;
      record = json_node_get_object (node);
      game_id = json_object_get_string_member_with_default (record, "game", NULL);
      custom = json_object_get_boolean_member_with_default (record, "custom", FALSE);
      if (game_id == NULL || !json_object_has_member (record, "players") ||
          !JSON_NODE_HOLDS_ARRAY (json_object_get_member (record, "players")))
        continue;
      seats = json_object_get_array_member (record, "players");

      for (guint s = 0; s < json_array_get_length (seats); s++)
        {
          JsonNode *seat_node = json_array_get_element (seats, s);
          JsonObject *seat;
          const char *name;
          g_autofree char *key = NULL;
          LudusStatisticsRow *row;
          int score;

          if (!JSON_NODE_HOLDS_OBJECT (seat_node))
            continue;
          seat = json_node_get_object (seat_node);
          if ((name = json_object_get_string_member_with_default (seat, "name", NULL)) == NULL)
            continue;
          score = json_object_get_int_member_with_default (seat, "score", 0);

          key = g_strdup_printf ("%s\x1f%s\x1f%u\x1f%d", game_id, name,
                                 json_array_get_length (seats), custom);
          if ((row = g_hash_table_lookup (by_key, key)) == NULL)
            {
              row = g_new0 (LudusStatisticsRow, 1);
              row->player = g_strdup (name);
              row->game_id = g_strdup (game_id);
              row->n_players = json_array_get_length (seats);
              row->custom = custom;
              row->best = score;
              g_hash_table_insert (by_key, g_steal_pointer (&key), row);
              g_ptr_array_add (rows, row);
            }
          row->played++;
          row->won += json_object_get_boolean_member_with_default (seat, "won", FALSE);
          row->best = MAX (row->best, score);
          row->total += score;
        }
    }

  g_ptr_array_sort (rows, compare_rows);
  return rows;
}

/* Forgets every game played. */
gboolean
ludus_statistics_reset (GError **error)
{
  g_autofree char *path = ludus_statistics_get_path ();

  if (g_unlink (path) != 0 && errno != ENOENT)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "%s: %s", path, g_strerror (saved_errno));
      return FALSE;
    }
  return TRUE;
}
