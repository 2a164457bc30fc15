/* ludus-save.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-save"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ludus-autosave.h"
#include "ludus-json.h"
#include "ludus-save.h"
#include "ludus-table-message.h"

/* An online game's chance, "online.chance" in its save. */
static const char * const chance_names[] = {
  [LUDUS_GAME_CHANCE_TOLD] = "told",
  [LUDUS_GAME_CHANCE_IMPOSED] = "imposed",
  NULL
};

/* Every save Ludus writes fits its own limits: the content (each document
 * at most LUDUS_CONTENT_MAX_SAVED_SIZE as saved, LudusContent checks it),
 * the moves (a notation line is at most LUDUS_NOTATION_SIZE + 8 bytes)
 * and the rest (options, seed: a few KB). */
G_STATIC_ASSERT (LUDUS_SAVE_MAX_FILE_SIZE >= 2 * LUDUS_CONTENT_MAX_SAVED_SIZE +
                 LUDUS_SAVE_MAX_MOVES * (LUDUS_NOTATION_SIZE + 8) + 64 * 1024);
G_STATIC_ASSERT (LUDUS_SAVE_MAX_MOVES < LUDUS_JSON_MAX_ELEMENTS + 1);

/* Temporary files of atomic writes: a recognisable name of our own, so that
 * those a killed writer leaves behind can be cleaned up. */
#define TEMP_PREFIX   ".ludus-save-tmp-"
#define TEMP_STALE_S  60  /* a save takes milliseconds */
/* What g_file_set_contents() left of the statistics before they were
 * written here: "statistics.json.XXXXXX". */
#define LEGACY_STATISTICS_TEMP_PREFIX "statistics.json."

/* The data folder and all in it are private to the user: saves and
 * statistics say who played what and when.  Files written elsewhere (an
 * export, a save in ~/Documents) get the usual 0644. */
#define PRIVATE_DIR_MODE  0700
#define PRIVATE_FILE_MODE 0600
#define SHARED_FILE_MODE  0644

/**
 * ludus_save_get_data_dir:
 *
 * Returns: (transfer full): $XDG_DATA_HOME/ludus, where Ludus keeps the
 *   autosaves, the statistics and custom content
 */
char *
ludus_save_get_data_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "ludus", NULL);
}

/* Whether @dir is the data folder or inside it. */
static gboolean
is_data_dir (const char *dir)
{
  g_autofree char *data_dir = ludus_save_get_data_dir ();
  g_autofree char *canonical_data_dir = g_canonicalize_filename (data_dir, NULL);
  g_autofree char *canonical = g_canonicalize_filename (dir, NULL);
  gsize n = strlen (canonical_data_dir);

  return strncmp (canonical, canonical_data_dir, n) == 0 &&
         (canonical[n] == '\0' || canonical[n] == G_DIR_SEPARATOR);
}

/* A folder older versions made open to others (0755) becomes private. */
static void
make_private (const char *dir)
{
  GStatBuf st;

  if (g_stat (dir, &st) == 0 && S_ISDIR (st.st_mode) && (st.st_mode & 077) != 0)
    g_chmod (dir, PRIVATE_DIR_MODE);
}

/**
 * ludus_save_make_dir:
 * @dir: a folder in the data folder
 * @error: return location for an error
 *
 * Creates @dir and its missing parents, private to the user (0700),
 * whichever part of Ludus writes there first; the data folder and @dir
 * are made private if an older version left them open.
 *
 * Returns: whether @dir exists now
 */
gboolean
ludus_save_make_dir (const char  *dir,
                     GError     **error)
{
  g_return_val_if_fail (dir != NULL, FALSE);

  if (g_mkdir_with_parents (dir, PRIVATE_DIR_MODE) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "%s: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }
  if (is_data_dir (dir))
    {
      g_autofree char *data_dir = ludus_save_get_data_dir ();

      make_private (data_dir);
      make_private (dir);
    }
  return TRUE;
}

/* "online.table": where an online game is played, to resume it. */
static void
build_table (JsonBuilder          *builder,
             const LudusGameTable *table)
{
  json_builder_set_member_name (builder, "table");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "room");
  json_builder_add_string_value (builder, table->room);
  json_builder_set_member_name (builder, "nick");
  json_builder_add_string_value (builder, table->nick);
  json_builder_set_member_name (builder, "guests");
  json_builder_add_int_value (builder, table->guest_seats);
  json_builder_set_member_name (builder, "seat");
  json_builder_add_int_value (builder, table->seat);
  json_builder_end_object (builder);
}

/* "online.chat": the table's chat, the oldest line first. */
static void
build_chat (JsonBuilder *builder,
            LudusGame   *game)
{
  json_builder_set_member_name (builder, "chat");
  json_builder_begin_array (builder);
  for (guint i = 0; i < ludus_game_get_n_chat_lines (game); i++)
    {
      const LudusChatLine *line = ludus_game_get_chat_line (game, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, line->name);
      json_builder_set_member_name (builder, "text");
      json_builder_add_string_value (builder, line->text);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/**
 * ludus_save_to_json:
 * @game: a game
 *
 * Returns: (transfer full): the save document, with the moves played so
 *   far (undone moves are not saved)
 */
JsonNode *
ludus_save_to_json (LudusGame *game)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *seed = NULL;
  const LudusRules *rules;
  const LudusOptions *options;
  LudusContent *content;
  guint n_moves;

  g_return_val_if_fail (LUDUS_IS_GAME (game), NULL);

  rules = ludus_game_get_rules (game);
  options = ludus_game_get_options (game);
  content = ludus_game_get_content (game);
  n_moves = ludus_game_get_n_moves (game);
  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, options->seed);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, "save");
  json_builder_set_member_name (builder, "format");
  json_builder_add_int_value (builder, LUDUS_SAVE_FORMAT);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, rules->id);

  json_builder_set_member_name (builder, "options");
  json_builder_add_value (builder, ludus_options_to_json (options, rules));

  json_builder_set_member_name (builder, "content");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "deck");
  json_builder_add_value (builder, json_node_copy (ludus_content_get_deck (content)));
  if (ludus_content_get_layout (content) != NULL)
    {
      json_builder_set_member_name (builder, "layout");
      json_builder_add_value (builder, json_node_copy (ludus_content_get_layout (content)));
    }
  json_builder_end_object (builder);

  /* A string: JSON numbers lose precision past 2^53. */
  json_builder_set_member_name (builder, "seed");
  json_builder_add_string_value (builder, seed);

  json_builder_set_member_name (builder, "moves");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_moves; i++)
    json_builder_add_string_value (builder, ludus_game_get_move_notation (game, i));
  json_builder_end_array (builder);

  /* An online game's outcomes: a guest's game replays from them (its seed
   * is its own); a host's replays from its seed, which gives them again. */
  if (ludus_game_get_chance (game) != LUDUS_GAME_CHANCE_SEED)
    {
      json_builder_set_member_name (builder, "online");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "chance");
      json_builder_add_string_value (builder, chance_names[ludus_game_get_chance (game)]);
      json_builder_set_member_name (builder, "setup");
      ludus_outcome_build (builder, ludus_game_get_setup_outcome (game));
      json_builder_set_member_name (builder, "outcomes");
      json_builder_begin_array (builder);
      for (guint i = 0; i < n_moves; i++)
        ludus_outcome_build (builder, ludus_game_get_move_outcome (game, i));
      json_builder_end_array (builder);
      if (ludus_game_get_table (game) != NULL)
        build_table (builder, ludus_game_get_table (game));
      if (ludus_game_get_n_chat_lines (game) > 0)
        build_chat (builder, game);
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/**
 * ludus_save_to_data:
 * @game: a game
 * @length: (out) (optional): the length of the text
 *
 * Returns: (transfer full): the save as pretty-printed JSON
 */
char *
ludus_save_to_data (LudusGame *game,
                    gsize     *length)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (LUDUS_IS_GAME (game), NULL);

  root = ludus_save_to_json (game);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 1);
  return json_generator_to_data (generator, length);
}

static gboolean
write_all (int         fd,
           const char *data,
           gsize       length)
{
  while (length > 0)
    {
      gssize n = write (fd, data, length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return FALSE;
      data += n;
      length -= n;
    }
  return TRUE;
}

/* Writes @data to a temporary file next to @path, then moves it to @path:
 * renamed over it if @replace, else linked, which fails with EEXIST if
 * @path exists, so a new file appears whole or not at all. */
static gboolean
write_through_temporary (const char  *path,
                         const char  *data,
                         gsize        length,
                         gboolean     replace,
                         GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *basename = g_path_get_basename (path);
  g_autofree char *temp = g_build_filename (dir, TEMP_PREFIX "XXXXXX", NULL);
  GStatBuf st;
  gboolean exists = replace && g_stat (path, &st) == 0 && S_ISREG (st.st_mode);
  int saved_errno;
  int fd;

  /* A new file gets 0600 in the data folder, 0644 less the umask
   * elsewhere; an existing one keeps its mode exactly (fchmod: the umask
   * must not narrow it). */
  if ((fd = g_mkstemp_full (temp, O_WRONLY | O_CLOEXEC,
                            is_data_dir (dir) ? PRIVATE_FILE_MODE : SHARED_FILE_MODE)) < 0)
    goto failed;
  if ((exists && fchmod (fd, st.st_mode & 07777) != 0) ||
      !write_all (fd, data, length) ||
      (exists && fsync (fd) != 0))
    {
      saved_errno = errno;
      close (fd);
      g_unlink (temp);
      errno = saved_errno;
      goto failed;
    }
  if (close (fd) != 0 || (replace ? g_rename (temp, path) : link (temp, path)) != 0)
    {
      saved_errno = errno;
      g_unlink (temp);
      errno = saved_errno;
      goto failed;
    }
  if (!replace)
    g_unlink (temp);
  return TRUE;

failed:
  saved_errno = errno;
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               /* Translators: "autosave.json: could not save: No space left on device" */
               _("%s: could not save: %s"), basename, g_strerror (saved_errno));
  return FALSE;
}

/**
 * ludus_save_write_atomically:
 * @path: the file to write
 * @data: what to write
 * @length: its length
 * @error: return location for an error
 *
 * Writes a temporary file next to @path, then renames it over @path, so a
 * failed write never damages the previous file.  Errors name the file,
 * never the temporary one, and the file keeps the permissions it had.
 * Saves and custom content (LudusContentDocument) are written this way.
 *
 * Returns: whether the file was written
 */
gboolean
ludus_save_write_atomically (const char  *path,
                             const char  *data,
                             gsize        length,
                             GError     **error)
{
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);

  return write_through_temporary (path, data, length, TRUE, error);
}

/**
 * ludus_save_write_new:
 * @path: the file to create
 * @data: what to write
 * @length: its length
 * @error: return location for an error
 *
 * Like ludus_save_write_atomically(), but never over an existing file
 * (%G_IO_ERROR_EXISTS): the name is taken only with the whole contents,
 * and a failed or killed write leaves no empty file of that name.
 *
 * Returns: whether the file was created
 */
gboolean
ludus_save_write_new (const char  *path,
                      const char  *data,
                      gsize        length,
                      GError     **error)
{
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);

  return write_through_temporary (path, data, length, FALSE, error);
}

/**
 * ludus_save_write:
 * @game: a game
 * @file: where to save
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for an error
 *
 * Writes atomically: a temporary file next to @file, then a rename over
 * it, so a failed write never damages the previous save.
 *
 * Returns: whether the save was written
 */
gboolean
ludus_save_write (LudusGame     *game,
                  GFile         *file,
                  GCancellable  *cancellable,
                  GError       **error)
{
  g_autofree char *data = NULL;
  g_autofree char *path = NULL;
  gsize length;

  g_return_val_if_fail (LUDUS_IS_GAME (game), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  data = ludus_save_to_data (game, &length);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;

  if ((path = g_file_get_path (file)) != NULL)
    return ludus_save_write_atomically (path, data, length, error);

  return g_file_replace_contents (file, data, length, NULL, FALSE, G_FILE_CREATE_NONE,
                                  NULL, cancellable, error);
}

static gboolean
read_seed (JsonObject  *object,
           guint64     *seed,
           GError     **error)
{
  const char *text;

  if (!ludus_json_get_string (object, "", "seed", &text, error))
    return FALSE;
  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, seed, NULL))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("seed: expected a whole number from 0 to %llu in a string, got “%s”"),
                   (unsigned long long) G_MAXUINT64, text);
      return FALSE;
    }
  return TRUE;
}

static const LudusRules *
read_game (JsonObject  *object,
           GError     **error)
{
  const LudusRules *rules;
  const char *id;

  if (!ludus_json_get_string (object, "", "game", &id, error))
    return NULL;
  if ((rules = ludus_rules_lookup (id)) == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("game: unknown game “%s”"), id);
      return NULL;
    }
  if (rules->legal_moves == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("game: “%s” cannot be played yet"), id);
      return NULL;
    }
  return rules;
}

/* What build_table() writes, checked. */
static LudusGameTable *
read_table (JsonObject  *online,
            guint        n_seats,
            GError     **error)
{
  g_autoptr(LudusGameTable) table = g_new0 (LudusGameTable, 1);
  JsonObject *object;
  const char *room, *nick;
  gint64 guests, seat;

  if ((object = ludus_json_get_object (online, "online", "table", error)) == NULL ||
      !ludus_json_get_string (object, "online.table", "room", &room, error) ||
      !ludus_json_get_string (object, "online.table", "nick", &nick, error) ||
      !ludus_json_get_int (object, "online.table", "guests", 1, (1 << n_seats) - 1, &guests, error) ||
      !ludus_json_get_int (object, "online.table", "seat", 0, n_seats - 1, &seat, error))
    return NULL;
  table->room = g_strdup (room);
  table->nick = g_strdup (nick);
  table->guest_seats = guests;
  table->seat = seat;
  if (!ludus_game_table_check (table, n_seats, error))
    return NULL;
  return g_steal_pointer (&table);
}

/* What build_chat() writes, its shape checked: the game cleans the text
 * as it takes each line (ludus_game_add_chat_line()). */
static JsonArray *
read_chat (JsonObject  *online,
           GError     **error)
{
  JsonArray *lines = ludus_json_get_array (online, "online", "chat", 0, LUDUS_GAME_MAX_CHAT, error);

  for (guint i = 0; lines != NULL && i < json_array_get_length (lines); i++)
    {
      g_autofree char *path = ludus_json_path_index ("online.chat", i);
      JsonObject *line;
      const char *text;

      if ((line = ludus_json_array_object (lines, "online.chat", i, error)) == NULL ||
          !ludus_json_get_string (line, path, "name", &text, error) ||
          !ludus_json_get_string (line, path, "text", &text, error))
        return NULL;
    }
  return lines;
}

/* An online game's save: its chance, the set-up's outcome, the array of
 * the moves' outcomes (n_moves of them, read by read_move_outcome()),
 * where it is played and its chat, if said. */
static gboolean
read_online (JsonObject       *object,
             guint             n_moves,
             guint             n_seats,
             LudusGameChance  *chance,
             LudusOutcome     *setup,
             JsonArray       **outcomes,
             LudusGameTable  **table,
             JsonArray       **chat,
             GError          **error)
{
  JsonObject *online;
  JsonArray *values;
  guint index;

  *chance = LUDUS_GAME_CHANCE_SEED;
  if (!json_object_has_member (object, "online"))
    return TRUE;
  if ((online = ludus_json_get_object (object, "", "online", error)) == NULL ||
      !ludus_json_get_choice (online, "online", "chance", chance_names + 1, &index, error) ||
      (values = ludus_json_get_array (online, "online", "setup", 0, LUDUS_OUTCOME_SIZE, error)) == NULL ||
      !ludus_outcome_read (values, "online.setup", setup, error) ||
      (*outcomes = ludus_json_get_array (online, "online", "outcomes", n_moves, n_moves, error)) == NULL)
    return FALSE;
  if (json_object_has_member (online, "table") &&
      (*table = read_table (online, n_seats, error)) == NULL)
    return FALSE;
  if (json_object_has_member (online, "chat") &&
      (*chat = read_chat (online, error)) == NULL)
    return FALSE;
  *chance = index + 1;
  return TRUE;
}

/* Move i's outcome in an online game's save. */
static gboolean
read_move_outcome (JsonArray     *outcomes,
                   guint          i,
                   LudusOutcome  *outcome,
                   GError       **error)
{
  g_autofree char *path = ludus_json_path_index ("online.outcomes", i);
  JsonNode *node = json_array_get_element (outcomes, i);

  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      ludus_json_set_error (error, path, _("expected an array"));
      return FALSE;
    }
  return ludus_outcome_read (json_node_get_array (node), path, outcome, error);
}

/**
 * ludus_save_load_json:
 * @root: a parsed save document
 * @error: return location for an error
 *
 * Validates every field, then replays the moves from the seed, refusing a
 * move that is not legal at its point: "moves[17]: “t1.2” is not a legal
 * move here".
 *
 * Returns: (transfer full): the game, at the end of the saved moves
 */
LudusGame *
ludus_save_load_json (JsonNode  *root,
                      GError   **error)
{
  static const char * const kinds[] = { "deck", "layout", "save", NULL };
  g_autoptr(LudusOptions) options = NULL;
  g_autoptr(LudusContent) content = NULL;
  g_autoptr(LudusGame) game = NULL;
  const LudusRules *rules;
  JsonObject *object;
  JsonObject *options_object;
  JsonObject *content_object;
  JsonNode *deck;
  JsonNode *layout;
  JsonArray *moves;
  gint64 format;
  guint64 seed;
  guint kind;
  LudusGameChance chance;
  LudusOutcome setup = { 0 };
  JsonArray *outcomes = NULL;
  g_autoptr(LudusGameTable) table = NULL;
  JsonArray *chat = NULL;

  g_return_val_if_fail (root != NULL, NULL);

  if ((object = ludus_json_root_object (root, error)) == NULL)
    return NULL;

  if (!ludus_json_get_choice (object, "", "kind", kinds, &kind, error))
    return NULL;
  if (strcmp (kinds[kind], "save") != 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("kind: expected %s, got %s"), "save", kinds[kind]);
      return NULL;
    }

  if (!ludus_json_get_int (object, "", "format", 1, G_MAXINT32, &format, error))
    return NULL;
  if (format != LUDUS_SAVE_FORMAT)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("format: version %lld is not supported (this version of Ludus reads version %d)"),
                   (long long) format, LUDUS_SAVE_FORMAT);
      return NULL;
    }

  if ((rules = read_game (object, error)) == NULL)
    return NULL;

  if ((options_object = ludus_json_get_object (object, "", "options", error)) == NULL ||
      (options = ludus_options_new_from_json (rules, options_object, "options", error)) == NULL)
    return NULL;

  if ((content_object = ludus_json_get_object (object, "", "content", error)) == NULL)
    return NULL;
  if ((deck = json_object_get_member (content_object, "deck")) == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("content.deck: missing"));
      return NULL;
    }
  layout = json_object_get_member (content_object, "layout");

  if (!read_seed (object, &seed, error))
    return NULL;
  options->seed = seed;

  if ((moves = ludus_json_get_array (object, "", "moves", 0, LUDUS_SAVE_MAX_MOVES, error)) == NULL)
    return NULL;
  for (guint i = 0; i < json_array_get_length (moves); i++)
    if (ludus_json_array_string (moves, "moves", i, error) == NULL)
      return NULL;

  if (!read_online (object, json_array_get_length (moves), options->n_seats, &chance, &setup,
                    &outcomes, &table, &chat, error))
    return NULL;

  if ((content = ludus_content_new_from_json (rules, deck, layout, error)) == NULL)
    return NULL;
  if (chance != LUDUS_GAME_CHANCE_SEED && rules->chance == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("online: “%s” cannot be played online"), rules->id);
      return NULL;
    }

  /* The content can refuse these options (a deck too small for six
   * players): the error is the content's, so name it. */
  if ((game = chance == LUDUS_GAME_CHANCE_SEED
              ? ludus_game_new (content, options, error)
              : ludus_game_new_online (content, options,
                                       chance == LUDUS_GAME_CHANCE_IMPOSED ? &setup : NULL,
                                       error)) == NULL)
    {
      g_prefix_error (error, "content: ");
      return NULL;
    }
  ludus_game_set_table (game, table);
  for (guint i = 0; chat != NULL && i < json_array_get_length (chat); i++)
    {
      JsonObject *line = json_array_get_object_element (chat, i);

      ludus_game_add_chat_line (game, json_object_get_string_member (line, "name"),
                                json_object_get_string_member (line, "text"));
    }

  for (guint i = 0; i < json_array_get_length (moves); i++)
    {
      const char *notation = json_array_get_string_element (moves, i);
      LudusOutcome outcome;
      LudusMove move;

      if (chance != LUDUS_GAME_CHANCE_IMPOSED)
        {
          if (!ludus_game_apply_notation (game, notation, error))
            {
              g_prefix_error (error, "moves[%u]: ", i);
              return NULL;
            }
        }
      else if (!read_move_outcome (outcomes, i, &outcome, error) ||
               !ludus_game_parse_notation (game, notation, &move, error) ||
               !ludus_game_apply_move_imposed (game, &move, &outcome, error))
        {
          g_prefix_error (error, "moves[%u]: ", i);
          return NULL;
        }
    }

  return g_steal_pointer (&game);
}

/**
 * ludus_save_load_data:
 * @data: the file's contents
 * @length: its length, or -1 when nul-terminated
 * @error: return location for an error
 *
 * Returns: (transfer full): the game, or %NULL
 */
LudusGame *
ludus_save_load_data (const char  *data,
                      gssize       length,
                      GError     **error)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  if ((root = ludus_json_parse_data (data, length < 0 ? strlen (data) : (gsize) length,
                                     LUDUS_JSON_FILE_SAVE, error)) == NULL)
    return NULL;
  return ludus_save_load_json (root, error);
}

/**
 * ludus_save_load_file:
 * @file: a save file
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for an error
 *
 * Errors start with the file name: "game.json: moves[17]: “t1.2” is not
 * a legal move here".
 *
 * Returns: (transfer full): the game, or %NULL
 */
LudusGame *
ludus_save_load_file (GFile         *file,
                      GCancellable  *cancellable,
                      GError       **error)
{
  g_autoptr(JsonNode) root = NULL;
  LudusGame *game;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  if ((root = ludus_json_parse_file (file, LUDUS_JSON_FILE_SAVE, cancellable, error)) == NULL)
    return NULL;

  if ((game = ludus_save_load_json (root, error)) == NULL)
    {
      g_autofree char *basename = g_file_get_basename (file);

      g_prefix_error (error, "%s: ", basename);
    }
  return game;
}

/**
 * ludus_save_clean_stale_temporaries:
 * @dir: a folder where saves are written
 *
 * Removes the temporary files that saves killed mid-write left in @dir
 * (only ours, by their name, and only those older than a minute, which no
 * running save still writes).
 *
 * Returns: how many were removed
 */
guint
ludus_save_clean_stale_temporaries (const char *dir)
{
  g_autoptr(GDir) listing = NULL;
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  const char *name;
  guint n = 0;

  g_return_val_if_fail (dir != NULL, 0);

  if ((listing = g_dir_open (dir, 0, NULL)) == NULL)
    return 0;
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = NULL;
      GStatBuf st;

      if (!(g_str_has_prefix (name, TEMP_PREFIX) && strlen (name) == strlen (TEMP_PREFIX) + 6) &&
          !(g_str_has_prefix (name, LEGACY_STATISTICS_TEMP_PREFIX) &&
            strlen (name) == strlen (LEGACY_STATISTICS_TEMP_PREFIX) + 6))
        continue;
      path = g_build_filename (dir, name, NULL);
      if (g_lstat (path, &st) == 0 && S_ISREG (st.st_mode) &&
          now - (gint64) st.st_mtime > TEMP_STALE_S && g_unlink (path) == 0)
        n++;
    }
  return n;
}

/**
 * ludus_save_clean_all_stale_temporaries:
 *
 * ludus_save_clean_stale_temporaries() on every folder Ludus writes in:
 * the data folder (statistics), the autosaves and each game's custom
 * content.  Call it once at start-up.
 *
 * Returns: how many were removed
 */
guint
ludus_save_clean_all_stale_temporaries (void)
{
  g_autofree char *data_dir = ludus_save_get_data_dir ();
  g_autofree char *autosave_dir = ludus_autosave_get_dir ();
  const LudusRules * const *all;
  guint n_rules;
  guint n;

  n = ludus_save_clean_stale_temporaries (data_dir) +
      ludus_save_clean_stale_temporaries (autosave_dir);
  all = ludus_rules_get_all (&n_rules);
  for (guint i = 0; i < n_rules; i++)
    {
      g_autofree char *dir = ludus_content_get_user_dir (all[i]);

      n += ludus_save_clean_stale_temporaries (dir);
    }
  return n;
}
