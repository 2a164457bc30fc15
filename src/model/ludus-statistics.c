/* ludus-statistics.c: who played what, and how well, kept offline
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every finished game adds one record to $XDG_DATA_HOME/ludus/statistics.json
 * (the game, its content's kind, and each seat's name, score and whether
 * it won).  The totals per player, game and player count are worked out
 * when they are shown, so the file stays a plain history.  It keeps the
 * last MAX_RECORDS games; a longer file (written by hand, or by another
 * program) is cut to them when read, and the loader says how many it left
 * out.
 *
 * People are counted by name; computer seats by level, apart from people.
 * "You", the person at this desk, is the first human seat of the last game
 * recorded that was played here: whoever sets up games here sits in the
 * first seat by default, and the last game is the best guess of who looks
 * now.  The seats of an online game's friends, played at other computers,
 * are marked "online" and are never "you".  A first seat played here left
 * with its default name ("Player 1") is recorded under the user's real
 * name, so that the same person is one row whatever the seat.
 */

#define G_LOG_DOMAIN "ludus-statistics"

#include "config.h"

#include <errno.h>
#include <math.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "ludus-options.h"
#include "ludus-save.h"
#include "ludus-json.h"
#include "ludus-statistics.h"

#define FORMAT      1
#define MAX_RECORDS LUDUS_STATISTICS_MAX_RECORDS
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
      ludus_json_peek_int ((object = json_node_get_object (root)), "format", 0) != FORMAT ||
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

/* Only the last MAX_RECORDS of @records: the memory of a game's end and
 * of the window stays bounded whatever the file holds. */
static JsonArray *
bound_records (JsonArray *records,
               guint     *n_left_out)
{
  guint length = json_array_get_length (records);
  JsonArray *bounded;

  *n_left_out = length > MAX_RECORDS ? length - MAX_RECORDS : 0;
  if (*n_left_out == 0)
    return records;
  bounded = json_array_sized_new (MAX_RECORDS);
  for (guint i = *n_left_out; i < length; i++)
    json_array_add_element (bounded, json_array_dup_element (records, i));
  json_array_unref (records);
  return bounded;
}

/* The records so far, at most MAX_RECORDS: an empty array when there is
 * no file yet. */
static JsonArray *
load_records (const char  *path,
              guint       *n_left_out,
              GError     **error)
{
  JsonArray *records;

  g_autofree char *base = g_path_get_basename (path);
  GStatBuf st;

  *n_left_out = 0;
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
  if ((records = parse_records (path, base, error)) == NULL)
    return NULL;
  return bound_records (records, n_left_out);
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

  /* Through the saves' writer: private, and its temporary files are
   * cleaned at start-up if a write is killed. */
  return ludus_save_make_dir (dir, error) &&
         ludus_save_write_atomically (path, data, length, error);
}

/* The user's real name, cleaned as every name, or the login name when
 * the system knows none. */
static char *
dup_user_name (void)
{
  const char *real = g_get_real_name ();
  char *name = NULL;

  if (g_strcmp0 (real, "Unknown") != 0)
    name = ludus_options_clean_text (real, -1, LUDUS_SEAT_NAME_MAX);
  if (name == NULL)
    name = ludus_options_clean_text (g_get_user_name (), -1, LUDUS_SEAT_NAME_MAX);
  return name != NULL ? name : g_strdup ("?");
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
  guint n_left_out;
  gboolean first_here = TRUE;

  g_return_val_if_fail (LUDUS_IS_GAME (game), FALSE);
  g_return_val_if_fail (ludus_game_is_over (game), FALSE);

  if ((records = load_records (path, &n_left_out, error)) == NULL)
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
  if (options->practice)
    json_object_set_boolean_member (record, "practice", TRUE);
  seats = json_array_new ();
  for (guint i = 0; i < ludus_game_get_n_players (game); i++)
    {
      g_autofree char *name = NULL;
      gboolean here = ludus_game_seat_plays_here (game, i);

      /* The person at this desk, with no name typed: their real name
       * (see the top of the file). */
      if (here && first_here && options->seats[i].name == NULL)
        name = dup_user_name ();
      else
        name = g_strdup (ludus_game_get_player_name (game, i));
      first_here &= !here;

      seat = json_object_new ();
      json_object_set_string_member (seat, "name", name);
      json_object_set_boolean_member (seat, "human", options->seats[i].human);
      /* Only when set: the records before online play read the same. */
      if (options->seats[i].human && !here)
        json_object_set_boolean_member (seat, "online", TRUE);
      if (!options->seats[i].human)
        json_object_set_string_member (seat, "level", ludus_ai_level_to_string (options->seats[i].level));
      json_object_set_int_member (seat, "score", scores[i]);
      json_object_set_boolean_member (seat, "won", (winners & (1u << i)) != 0);
      json_array_add_object_element (seats, seat);
    }
  json_object_set_array_member (record, "players", seats);
  json_array_add_object_element (records, record);

  /* The oldest go first: at most one, the others went on reading. */
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
  if (ra->practice != rb->practice)
    return ra->practice ? 1 : -1;
  /* You first, then people, then the computers by level. */
  if (ra->you != rb->you)
    return ra->you ? -1 : 1;
  if ((ra->player == NULL) != (rb->player == NULL))
    return ra->player == NULL ? 1 : -1;
  if (ra->player == NULL && ra->level != rb->level)
    return (int) ra->level - (int) rb->level;
  if (ra->played != rb->played)
    return ra->played > rb->played ? -1 : 1;
  if (ra->player != NULL && (c = g_utf8_collate (ra->player, rb->player)) != 0)
    return c;
  return (int) ra->n_players - (int) rb->n_players;
}

/* A seat's level, LUDUS_AI_N_LEVELS when the record has none. */
static LudusAiLevel
seat_level (JsonObject *seat)
{
  LudusAiLevel level;

  if (!ludus_ai_level_from_string (ludus_json_peek_string (seat, "level", NULL),
                                   &level))
    return LUDUS_AI_N_LEVELS;
  return level;
}

/* The clean name of the first human seat played here in the last record:
 * "you". */
static char *
find_you (JsonArray *records)
{
  for (guint i = json_array_get_length (records); i-- > 0;)
    {
      JsonNode *node = json_array_get_element (records, i);
      JsonNode *seats_node;
      JsonArray *seats;

      if (!JSON_NODE_HOLDS_OBJECT (node) ||
          (seats_node = json_object_get_member (json_node_get_object (node), "players")) == NULL ||
          !JSON_NODE_HOLDS_ARRAY (seats_node))
        continue;
      seats = json_node_get_array (seats_node);
      for (guint s = 0; s < json_array_get_length (seats); s++)
        {
          JsonNode *seat_node = json_array_get_element (seats, s);
          JsonObject *seat;

          if (!JSON_NODE_HOLDS_OBJECT (seat_node))
            continue;
          seat = json_node_get_object (seat_node);
          if (ludus_json_peek_bool (seat, "human", TRUE) && !ludus_json_peek_bool (seat, "online", FALSE))
            return ludus_options_clean_name (ludus_json_peek_string (seat, "name", NULL), -1);
        }
    }
  return NULL;
}

/**
 * ludus_statistics_load:
 *
 * ludus_statistics_load_full() without the count of records left out.
 */
GPtrArray *
ludus_statistics_load (GError **error)
{
  guint n_left_out;

  return ludus_statistics_load_full (&n_left_out, error);
}

/**
 * ludus_statistics_load_full:
 * @n_left_out: (out): how many of the oldest records the file holds past
 *   the last LUDUS_STATISTICS_MAX_RECORDS, which are not counted
 *
 * The totals per person (by name) or computer level, game, player count
 * and kind of game (custom content, practice).  Each game counts once per
 * row: two computers of a level that share a victory make one game won.
 *
 * Returns: (transfer full) (element-type LudusStatisticsRow): the rows, by
 *   game and kind, then you, the other people (the most played first) and
 *   the computers; %NULL with @error if the file cannot be read
 */
GPtrArray *
ludus_statistics_load_full (guint   *n_left_out,
                            GError **error)
{
  g_autofree char *path = ludus_statistics_get_path ();
  g_autoptr(JsonArray) records = NULL;
  g_autoptr(GHashTable) by_key = NULL;
  g_autofree char *you = NULL;
  GPtrArray *rows;

  g_return_val_if_fail (n_left_out != NULL, NULL);

  if ((records = load_records (path, n_left_out, error)) == NULL)
    return NULL;

  you = find_you (records);
  rows = g_ptr_array_new_with_free_func ((GDestroyNotify) ludus_statistics_row_free);
  by_key = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < json_array_get_length (records); i++)
    {
      JsonNode *node = json_array_get_element (records, i);
      JsonObject *record;
      JsonArray *seats;
      const char *game_id;
      gboolean custom, practice;
      guint n_seats;
      /* This game's rows, each counted once, with its best seat. */
      LudusStatisticsRow *seen[LUDUS_MAX_PLAYERS];
      gboolean won[LUDUS_MAX_PLAYERS];
      int scores[LUDUS_MAX_PLAYERS];
      guint n_seen = 0;

      /* A record this version does not understand is passed over. */
      if (!JSON_NODE_HOLDS_OBJECT (node))
        continue;
      record = json_node_get_object (node);
      game_id = ludus_json_peek_string (record, "game", NULL);
      custom = ludus_json_peek_bool (record, "custom", FALSE);
      practice = ludus_json_peek_bool (record, "practice", FALSE);
      if (game_id == NULL || !json_object_has_member (record, "players") ||
          !JSON_NODE_HOLDS_ARRAY (json_object_get_member (record, "players")))
        continue;
      seats = json_object_get_array_member (record, "players");
      n_seats = json_array_get_length (seats);
      if (n_seats > LUDUS_MAX_PLAYERS)
        continue;

      for (guint s = 0; s < n_seats; s++)
        {
          JsonNode *seat_node = json_array_get_element (seats, s);
          JsonObject *seat;
          g_autofree char *name = NULL;
          g_autofree char *key = NULL;
          LudusStatisticsRow *row;
          gboolean human;
          LudusAiLevel level = LUDUS_AI_N_LEVELS;
          int score;
          guint k;

          if (!JSON_NODE_HOLDS_OBJECT (seat_node))
            continue;
          seat = json_node_get_object (seat_node);
          human = ludus_json_peek_bool (seat, "human", TRUE);
          if (human)
            {
              /* The file may hold anything: names are cleaned as typed ones. */
              name = ludus_options_clean_name (ludus_json_peek_string (seat, "name", NULL), -1);
              if (name == NULL)
                continue;
            }
          else
            level = seat_level (seat);
          score = ludus_json_peek_int (seat, "score", 0);

          key = g_strdup_printf ("%s\x1f%u\x1f%d\x1f%d\x1f%s\x1f%d", game_id, n_seats, custom, practice,
                                 human ? name : "", human ? -1 : (int) level);
          if ((row = g_hash_table_lookup (by_key, key)) == NULL)
            {
              row = g_new0 (LudusStatisticsRow, 1);
              row->player = g_strdup (name);
              row->level = level;
              row->you = human && g_strcmp0 (name, you) == 0;
              row->game_id = g_strdup (game_id);
              row->n_players = n_seats;
              row->custom = custom;
              row->practice = practice;
              row->best = score;
              g_hash_table_insert (by_key, g_steal_pointer (&key), row);
              g_ptr_array_add (rows, row);
            }

          for (k = 0; k < n_seen && seen[k] != row; k++)
            ;
          if (k == n_seen)
            {
              seen[n_seen] = row;
              won[n_seen] = FALSE;
              scores[n_seen] = score;
              n_seen++;
            }
          won[k] |= ludus_json_peek_bool (seat, "won", FALSE);
          scores[k] = MAX (scores[k], score);
        }

      for (guint k = 0; k < n_seen; k++)
        {
          seen[k]->played++;
          seen[k]->won += won[k] ? 1 : 0;
          seen[k]->best = MAX (seen[k]->best, scores[k]);
          seen[k]->total += scores[k];
        }
    }

  g_ptr_array_sort (rows, compare_rows);
  return rows;
}

/**
 * ludus_statistics_format_average:
 * @row: a row
 *
 * The average score in the current locale: "41", "41.3" (one decimal
 * only when it is not a whole number).
 *
 * Returns: (transfer full): the average
 */
char *
ludus_statistics_format_average (const LudusStatisticsRow *row)
{
  double tenths;

  g_return_val_if_fail (row != NULL, NULL);

  tenths = row->played > 0 ? round ((double) row->total * 10 / row->played) : 0;
  /* + 0.0: never "-0". */
  if (fmod (tenths, 10) == 0)
    return g_strdup_printf ("%.0f", tenths / 10 + 0.0);
  return g_strdup_printf ("%.1f", tenths / 10);
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
