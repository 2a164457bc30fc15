/* ludus-table-message.c: reading and writing an online table's messages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Ludus"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-json.h"
#include "ludus-table-message.h"

static const char * const type_names[] = {
  "join", "start", "move", "intent", "resend", "refused", "chat",
  "undo-request", "undo-answer", "leave", "seats", "part", "presence", NULL
};

static const char * const reason_names[] = {
  "illegal", "not-your-turn", "stale", NULL
};

/* The members each type has, besides "ludus" and "type"; every one is
 * required but "layout". */
static const char * const members[][7] = {
  [LUDUS_TABLE_JOIN] = { "name", "seat" },
  [LUDUS_TABLE_START] = { "seq", "game", "options", "deck", "layout", "outcome" },
  [LUDUS_TABLE_MOVE] = { "seq", "move", "outcome" },
  [LUDUS_TABLE_INTENT] = { "after", "move" },
  [LUDUS_TABLE_RESEND] = { "seq" },
  [LUDUS_TABLE_REFUSED] = { "after", "move", "reason" },
  [LUDUS_TABLE_CHAT] = { "text" },
  [LUDUS_TABLE_UNDO_REQUEST] = { "seq" },
  [LUDUS_TABLE_UNDO_ANSWER] = { "seq", "agree" },
  [LUDUS_TABLE_LEAVE] = { NULL },
  [LUDUS_TABLE_SEATS] = { "game", "names", "guests", "host" },
  [LUDUS_TABLE_PART] = { "index", "count", "data" },
  [LUDUS_TABLE_PRESENCE] = { "missing", "away" },
};

LudusTableMessage *
ludus_table_message_new (LudusTableMessageType type)
{
  LudusTableMessage *message = g_new0 (LudusTableMessage, 1);

  message->type = type;
  message->seat = -1;
  return message;
}

void
ludus_table_message_free (LudusTableMessage *message)
{
  if (message == NULL)
    return;
  g_free (message->text);
  g_free (message->game);
  g_clear_pointer (&message->options, json_node_unref);
  g_clear_pointer (&message->deck, json_node_unref);
  g_clear_pointer (&message->layout, json_node_unref);
  g_clear_pointer (&message->data, g_bytes_unref);
  for (guint i = 0; i < LUDUS_MAX_PLAYERS; i++)
    g_free (message->names[i]);
  g_free (message);
}

static void
set_member_error (GError     **error,
                  const char  *member,
                  const char  *message)
{
  g_autofree char *path = ludus_json_path_member ("", member);

  ludus_json_set_error (error, path, message);
}

static gboolean
check_members (JsonObject             *object,
               LudusTableMessageType   type,
               GError                **error)
{
  g_autoptr(GList) names = json_object_get_members (object);

  for (GList *l = names; l != NULL; l = l->next)
    {
      const char *name = l->data;
      gboolean known = strcmp (name, "ludus") == 0 || strcmp (name, "type") == 0;

      for (guint i = 0; !known && i < G_N_ELEMENTS (members[type]) && members[type][i] != NULL; i++)
        known = strcmp (name, members[type][i]) == 0;
      if (!known)
        {
          set_member_error (error, name, _("not part of this message"));
          return FALSE;
        }
    }
  return TRUE;
}

/* Whether value is plain text of min_chars to max_chars characters, none
 * of them a control character (no line breaks either). */
static gboolean
check_text (const char  *value,
            const char  *member,
            guint        min_chars,
            guint        max_chars,
            GError     **error)
{
  glong length = g_utf8_strlen (value, -1);

  if (length < min_chars || length > max_chars)
    {
      g_autofree char *message = g_strdup_printf (_("expected from %u to %u characters"),
                                                  min_chars, max_chars);

      set_member_error (error, member, message);
      return FALSE;
    }
  for (const char *p = value; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iscntrl (c) || g_unichar_type (c) == G_UNICODE_FORMAT)
        {
          set_member_error (error, member, _("contains a control character"));
          return FALSE;
        }
    }
  return TRUE;
}

/* Plain text a person wrote: at most max_chars characters, none of them a
 * control character, and not empty. */
static gboolean
get_text (JsonObject  *object,
          const char  *member,
          guint        max_chars,
          char       **text,
          GError     **error)
{
  const char *value;

  if (!ludus_json_get_string (object, "", member, &value, error) ||
      !check_text (value, member, 1, max_chars, error))
    return FALSE;
  *text = g_strdup (value);
  return TRUE;
}

/* The seats before a game starts: each one's holder ("" while free). */
static gboolean
get_seats (JsonObject         *object,
           LudusTableMessage  *m,
           GError            **error)
{
  JsonArray *names = ludus_json_get_array (object, "", "names", 1, LUDUS_MAX_PLAYERS, error);
  const char *game;
  gint64 guests, host;

  if (names == NULL ||
      !ludus_json_get_string (object, "", "game", &game, error) ||
      !ludus_json_get_int (object, "", "guests", 0, (1 << LUDUS_MAX_PLAYERS) - 1, &guests, error) ||
      !ludus_json_get_int (object, "", "host", 0, LUDUS_MAX_PLAYERS - 1, &host, error))
    return FALSE;
  if (ludus_rules_lookup (game) == NULL)
    {
      set_member_error (error, "game", _("not a game this version of Ludus plays"));
      return FALSE;
    }
  m->game = g_strdup (game);
  m->guests = guests;
  m->seat = host;
  m->n_seats = json_array_get_length (names);
  for (guint i = 0; i < m->n_seats; i++)
    {
      const char *name = ludus_json_array_string (names, "names", i, error);

      if (name == NULL || !check_text (name, "names", 0, LUDUS_TABLE_MAX_NAME, error))
        return FALSE;
      m->names[i] = g_strdup (name);
    }
  return TRUE;
}

/* A move in the game's notation: printable ASCII, no spaces. */
static gboolean
get_move (JsonObject  *object,
          char        *move,
          GError     **error)
{
  const char *value;
  gsize length;

  if (!ludus_json_get_string (object, "", "move", &value, error))
    return FALSE;
  length = strlen (value);
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isgraph (value[i]))
      length = 0;
  if (length == 0 || length >= LUDUS_NOTATION_SIZE)
    {
      set_member_error (error, "move", _("expected a move in the game’s notation"));
      return FALSE;
    }
  memcpy (move, value, length + 1);
  return TRUE;
}

/**
 * ludus_outcome_read:
 * @values: a JSON array of what chance decided, as ludus_outcome_build() writes it
 * @path: its path, for errors
 *
 * Shared by the table's messages and the saves of online games.
 */
gboolean
ludus_outcome_read (JsonArray     *values,
                    const char    *path,
                    LudusOutcome  *outcome,
                    GError       **error)
{
  guint length = json_array_get_length (values);

  if (length > LUDUS_OUTCOME_SIZE)
    {
      g_autofree char *message =
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "expected from %u to %u element, got %u",
                                      "expected from %u to %u elements, got %u", LUDUS_OUTCOME_SIZE),
                         0, LUDUS_OUTCOME_SIZE, length);

      ludus_json_set_error (error, path, message);
      return FALSE;
    }
  /* Outcomes compare as bytes: nothing is left from before. */
  memset (outcome, 0, sizeof *outcome);
  outcome->n = length;
  for (guint i = 0; i < outcome->n; i++)
    {
      gint64 value;

      if (!ludus_json_array_int (values, path, i, 0, 255, &value, error))
        return FALSE;
      outcome->values[i] = value;
    }
  return TRUE;
}

static gboolean
get_outcome (JsonObject    *object,
             LudusOutcome  *outcome,
             GError       **error)
{
  JsonArray *values = ludus_json_get_array (object, "", "outcome", 0, LUDUS_OUTCOME_SIZE, error);
  g_autofree char *path = ludus_json_path_member ("", "outcome");

  return values != NULL && ludus_outcome_read (values, path, outcome, error);
}

static gboolean
get_uint (JsonObject  *object,
          const char  *member,
          guint       *value,
          GError     **error)
{
  gint64 v;

  if (!ludus_json_get_int (object, "", member, 0, LUDUS_TABLE_MAX_SEQ, &v, error))
    return FALSE;
  *value = v;
  return TRUE;
}

/* A part of a start: its number, the count, and base64 of at most
 * LUDUS_TABLE_PART_SIZE bytes, nothing else in it. */
static gboolean
get_part (JsonObject         *object,
          LudusTableMessage  *m,
          GError            **error)
{
  gint64 index, count;
  const char *text, *padding;
  gsize length, padding_length, size;
  guchar *data;

  if (!ludus_json_get_int (object, "", "count", 1, LUDUS_TABLE_MAX_PARTS, &count, error) ||
      !ludus_json_get_int (object, "", "index", 0, count - 1, &index, error) ||
      !ludus_json_get_string (object, "", "data", &text, error))
    return FALSE;
  length = strlen (text);
  padding = strchr (text, '=');
  padding_length = padding != NULL ? length - (padding - text) : 0;
  /* g_base64_decode() skips what is not base64: check it is all base64,
   * padded at the end only. */
  if (length == 0 || length % 4 != 0 || length > (LUDUS_TABLE_PART_SIZE + 2) / 3 * 4 ||
      strspn (text, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=") != length ||
      padding_length > 2 || (padding != NULL && strspn (padding, "=") != padding_length))
    {
      set_member_error (error, "data", _("expected a part of the start in base64"));
      return FALSE;
    }
  data = g_base64_decode (text, &size);
  if (size == 0 || size > LUDUS_TABLE_PART_SIZE)
    {
      g_free (data);
      set_member_error (error, "data", _("expected a part of the start in base64"));
      return FALSE;
    }
  m->index = index;
  m->count = count;
  m->data = g_bytes_new_take (data, size);
  return TRUE;
}

static JsonNode *
get_document (JsonObject  *object,
              const char  *member,
              GError     **error)
{
  if (ludus_json_get_object (object, "", member, error) == NULL)
    return NULL;
  return json_node_copy (json_object_get_member (object, member));
}

static gboolean
read_members (JsonObject         *object,
              LudusTableMessage  *m,
              GError            **error)
{
  gint64 seat;

  switch (m->type)
    {
    case LUDUS_TABLE_JOIN:
      if (!ludus_json_get_int (object, "", "seat", -1, LUDUS_MAX_PLAYERS - 1, &seat, error))
        return FALSE;
      m->seat = seat;
      return get_text (object, "name", LUDUS_TABLE_MAX_NAME, &m->text, error);
    case LUDUS_TABLE_START:
      {
        const char *game;

        if (!get_uint (object, "seq", &m->seq, error) ||
            !ludus_json_get_string (object, "", "game", &game, error) ||
            !get_outcome (object, &m->outcome, error))
          return FALSE;
        if (ludus_rules_lookup (game) == NULL)
          {
            set_member_error (error, "game", _("not a game this version of Ludus plays"));
            return FALSE;
          }
        m->game = g_strdup (game);
        if ((m->options = get_document (object, "options", error)) == NULL ||
            (m->deck = get_document (object, "deck", error)) == NULL)
          return FALSE;
        if (json_object_has_member (object, "layout") &&
            (m->layout = get_document (object, "layout", error)) == NULL)
          return FALSE;
        return TRUE;
      }
    case LUDUS_TABLE_MOVE:
      return get_uint (object, "seq", &m->seq, error) &&
             get_move (object, m->move, error) &&
             get_outcome (object, &m->outcome, error);
    case LUDUS_TABLE_INTENT:
      return get_uint (object, "after", &m->after, error) &&
             get_move (object, m->move, error);
    case LUDUS_TABLE_REFUSED:
      {
        guint reason;

        if (!ludus_json_get_choice (object, "", "reason", reason_names, &reason, error))
          return FALSE;
        m->reason = reason;
        return get_uint (object, "after", &m->after, error) &&
               get_move (object, m->move, error);
      }
    case LUDUS_TABLE_RESEND:
    case LUDUS_TABLE_UNDO_REQUEST:
      return get_uint (object, "seq", &m->seq, error);
    case LUDUS_TABLE_UNDO_ANSWER:
      return get_uint (object, "seq", &m->seq, error) &&
             ludus_json_get_bool (object, "", "agree", &m->agree, error);
    case LUDUS_TABLE_CHAT:
      return get_text (object, "text", LUDUS_TABLE_MAX_CHAT, &m->text, error);
    case LUDUS_TABLE_SEATS:
      return get_seats (object, m, error);
    case LUDUS_TABLE_PART:
      return get_part (object, m, error);
    case LUDUS_TABLE_PRESENCE:
      {
        gint64 missing, away;

        if (!ludus_json_get_int (object, "", "missing", 0, (1 << LUDUS_MAX_PLAYERS) - 1, &missing, error) ||
            !ludus_json_get_int (object, "", "away", 0, (1 << LUDUS_MAX_PLAYERS) - 1, &away, error))
          return FALSE;
        m->missing = missing;
        m->away = away;
        return TRUE;
      }
    case LUDUS_TABLE_LEAVE:
    default:
      return TRUE;
    }
}

/**
 * ludus_table_message_parse:
 * @data: the text of a stanza's body, from the network
 *
 * Reads one message, refusing anything outside its schema with a
 * translated error that names the member.
 *
 * Returns: (transfer full): the message, or %NULL
 */
LudusTableMessage *
ludus_table_message_parse (const char  *data,
                           gsize        length,
                           GError     **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(LudusTableMessage) message = NULL;
  JsonObject *object;
  gint64 version;
  guint type;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  if ((root = ludus_json_parse_data (data, length, LUDUS_JSON_FILE_MESSAGE, error)) == NULL ||
      (object = ludus_json_root_object (root, error)) == NULL)
    return NULL;
  if (!ludus_json_get_int (object, "", "ludus", 1, G_MAXINT, &version, error) ||
      !ludus_json_get_choice (object, "", "type", type_names, &type, error))
    return NULL;
  if (version != LUDUS_TABLE_PROTOCOL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("version %lld is not supported (this version of Ludus reads version %d)"),
                   (long long) version, LUDUS_TABLE_PROTOCOL);
      return NULL;
    }
  if (!check_members (object, type, error))
    return NULL;
  message = ludus_table_message_new (type);
  if (!read_members (object, message, error))
    return NULL;
  return g_steal_pointer (&message);
}

/* Adds outcome as an array of numbers (the value of a member, or an element). */
void
ludus_outcome_build (JsonBuilder        *builder,
                     const LudusOutcome *outcome)
{
  json_builder_begin_array (builder);
  for (guint i = 0; i < outcome->n; i++)
    json_builder_add_int_value (builder, outcome->values[i]);
  json_builder_end_array (builder);
}

static void
add_outcome (JsonBuilder        *builder,
             const LudusOutcome *outcome)
{
  json_builder_set_member_name (builder, "outcome");
  ludus_outcome_build (builder, outcome);
}

static void
add_string (JsonBuilder *builder,
            const char  *name,
            const char  *value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_string_value (builder, value);
}

static void
add_document (JsonBuilder *builder,
              const char  *name,
              JsonNode    *document)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_value (builder, json_node_copy (document));
}

/**
 * ludus_table_message_to_string:
 *
 * Writes message compactly, as ludus_table_message_parse() reads it.
 *
 * Returns: (transfer full): the text
 */
char *
ludus_table_message_to_string (const LudusTableMessage *m)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (m != NULL, NULL);

  json_builder_begin_object (builder);
  ludus_json_builder_add_int (builder, "ludus", LUDUS_TABLE_PROTOCOL);
  add_string (builder, "type", type_names[m->type]);
  switch (m->type)
    {
    case LUDUS_TABLE_JOIN:
      add_string (builder, "name", m->text);
      ludus_json_builder_add_int (builder, "seat", m->seat);
      break;
    case LUDUS_TABLE_START:
      ludus_json_builder_add_int (builder, "seq", m->seq);
      add_string (builder, "game", m->game);
      add_document (builder, "options", m->options);
      add_document (builder, "deck", m->deck);
      if (m->layout != NULL)
        add_document (builder, "layout", m->layout);
      add_outcome (builder, &m->outcome);
      break;
    case LUDUS_TABLE_MOVE:
      ludus_json_builder_add_int (builder, "seq", m->seq);
      add_string (builder, "move", m->move);
      add_outcome (builder, &m->outcome);
      break;
    case LUDUS_TABLE_INTENT:
    case LUDUS_TABLE_REFUSED:
      ludus_json_builder_add_int (builder, "after", m->after);
      add_string (builder, "move", m->move);
      if (m->type == LUDUS_TABLE_REFUSED)
        add_string (builder, "reason", reason_names[m->reason]);
      break;
    case LUDUS_TABLE_RESEND:
    case LUDUS_TABLE_UNDO_REQUEST:
      ludus_json_builder_add_int (builder, "seq", m->seq);
      break;
    case LUDUS_TABLE_UNDO_ANSWER:
      ludus_json_builder_add_int (builder, "seq", m->seq);
      ludus_json_builder_add_boolean (builder, "agree", m->agree);
      break;
    case LUDUS_TABLE_CHAT:
      add_string (builder, "text", m->text);
      break;
    case LUDUS_TABLE_SEATS:
      add_string (builder, "game", m->game);
      json_builder_set_member_name (builder, "names");
      json_builder_begin_array (builder);
      for (guint i = 0; i < m->n_seats; i++)
        json_builder_add_string_value (builder, m->names[i] != NULL ? m->names[i] : "");
      json_builder_end_array (builder);
      ludus_json_builder_add_int (builder, "guests", m->guests);
      ludus_json_builder_add_int (builder, "host", m->seat);
      break;
    case LUDUS_TABLE_PART:
      {
        gsize size;
        const guchar *data = g_bytes_get_data (m->data, &size);
        g_autofree char *text = g_base64_encode (data, size);

        ludus_json_builder_add_int (builder, "index", m->index);
        ludus_json_builder_add_int (builder, "count", m->count);
        add_string (builder, "data", text);
      }
      break;
    case LUDUS_TABLE_PRESENCE:
      ludus_json_builder_add_int (builder, "missing", m->missing);
      ludus_json_builder_add_int (builder, "away", m->away);
      break;
    case LUDUS_TABLE_LEAVE:
    default:
      break;
    }
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, NULL);
}
