/* test-table-message.c: an online table's messages, written and read back,
 * and everything else refused
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Ludus"

#include <string.h>

#include "ludus-json.h"
#include "ludus-table-message.h"
#include "ludus-table-parts.h"
#include "ludus-test-rules.h"

static LudusTableMessage *
round_trip (const LudusTableMessage *message)
{
  g_autofree char *text = ludus_table_message_to_string (message);
  g_autoptr(GError) error = NULL;
  LudusTableMessage *read = ludus_table_message_parse (text, strlen (text), &error);

  g_assert_no_error (error);
  g_assert_nonnull (read);
  g_assert_cmpint (read->type, ==, message->type);
  return read;
}

static void
test_round_trip (void)
{
  g_autoptr(LudusTableMessage) join = ludus_table_message_new (LUDUS_TABLE_JOIN);
  g_autoptr(LudusTableMessage) move = ludus_table_message_new (LUDUS_TABLE_MOVE);
  g_autoptr(LudusTableMessage) refused = ludus_table_message_new (LUDUS_TABLE_REFUSED);
  g_autoptr(LudusTableMessage) chat = ludus_table_message_new (LUDUS_TABLE_CHAT);
  g_autoptr(LudusTableMessage) answer = ludus_table_message_new (LUDUS_TABLE_UNDO_ANSWER);
  g_autoptr(LudusTableMessage) presence = ludus_table_message_new (LUDUS_TABLE_PRESENCE);
  g_autoptr(LudusTableMessage) read = NULL;

  join->text = g_strdup ("Zsófia");
  join->seat = 2;
  read = round_trip (join);
  g_assert_cmpstr (read->text, ==, "Zsófia");
  g_assert_cmpint (read->seat, ==, 2);
  g_clear_pointer (&read, ludus_table_message_free);

  move->seq = 41;
  strcpy (move->move, "t1.2");
  move->outcome.n = 3;
  move->outcome.values[0] = 0;
  move->outcome.values[1] = 17;
  move->outcome.values[2] = 255;
  read = round_trip (move);
  g_assert_cmpuint (read->seq, ==, 41);
  g_assert_cmpstr (read->move, ==, "t1.2");
  g_assert_cmpmem (&read->outcome, 1 + 3, &move->outcome, 1 + 3);
  g_clear_pointer (&read, ludus_table_message_free);

  refused->after = 40;
  strcpy (refused->move, "r");
  refused->reason = LUDUS_TABLE_REFUSED_NOT_YOUR_TURN;
  read = round_trip (refused);
  g_assert_cmpuint (read->after, ==, 40);
  g_assert_cmpint (read->reason, ==, LUDUS_TABLE_REFUSED_NOT_YOUR_TURN);
  g_clear_pointer (&read, ludus_table_message_free);

  /* Markup and format directives are only text. */
  chat->text = g_strdup ("<b>%s %n</b> & “jó” játék");
  read = round_trip (chat);
  g_assert_cmpstr (read->text, ==, chat->text);
  g_clear_pointer (&read, ludus_table_message_free);

  answer->seq = 12;
  answer->agree = TRUE;
  read = round_trip (answer);
  g_assert_cmpuint (read->seq, ==, 12);
  g_assert_true (read->agree);
  g_clear_pointer (&read, ludus_table_message_free);

  presence->missing = 0x5;
  presence->away = 0x2;
  read = round_trip (presence);
  g_assert_cmphex (read->missing, ==, 0x5);
  g_assert_cmphex (read->away, ==, 0x2);
}

/* The start of a real game: its options and content travel whole. */
static void
test_start (void)
{
  g_autoptr(LudusTableMessage) start = ludus_table_message_new (LUDUS_TABLE_START);
  g_autoptr(LudusTableMessage) read = NULL;
  const LudusRules *rules = ludus_rules_lookup ("mykerinos");

  start->game = g_strdup (rules->id);
  start->options = json_from_string ("{\"seats\": [{\"name\": \"Anna\"}, {\"name\": \"Béla\"}]}", NULL);
  start->deck = ludus_test_load_resource (rules->default_deck);
  start->layout = ludus_test_load_resource (rules->default_layout);
  start->outcome.n = 2;
  start->outcome.values[1] = 3;
  read = round_trip (start);
  g_assert_cmpstr (read->game, ==, "mykerinos");
  g_assert_true (json_node_equal (read->deck, start->deck));
  g_assert_true (json_node_equal (read->layout, start->layout));
  g_assert_true (json_node_equal (read->options, start->options));
  g_assert_cmpuint (read->outcome.n, ==, 2);
  g_assert_cmpuint (read->outcome.values[1], ==, 3);
}

/* The seats before the start: free ones empty, names plain text. */
static void
test_seats (void)
{
  g_autoptr(LudusTableMessage) seats = ludus_table_message_new (LUDUS_TABLE_SEATS);
  g_autoptr(LudusTableMessage) read = NULL;

  seats->game = g_strdup ("medici");
  seats->n_seats = 3;
  seats->names[0] = g_strdup ("Anna");
  seats->names[1] = g_strdup ("");
  seats->names[2] = g_strdup ("Zsófia");
  seats->guests = 0x6;
  seats->seat = 0;
  read = round_trip (seats);
  g_assert_cmpstr (read->game, ==, "medici");
  g_assert_cmpuint (read->n_seats, ==, 3);
  g_assert_cmpstr (read->names[0], ==, "Anna");
  g_assert_cmpstr (read->names[1], ==, "");
  g_assert_cmpstr (read->names[2], ==, "Zsófia");
  g_assert_null (read->names[3]);
  g_assert_cmphex (read->guests, ==, 0x6);
  g_assert_cmpint (read->seat, ==, 0);
}

static void
test_refused (void)
{
  static const struct
  {
    const char *text;
    const char *error;  /* a part of the message */
  } cases[] = {
    { "", "" },
    { "[]", "" },
    { "{\"ludus\": 1, \"type\": \"chat\", \"text\": \"hi\"", "" },
    { "{\"type\": \"chat\", \"text\": \"hi\"}", "ludus" },
    { "{\"ludus\": 2, \"type\": \"leave\"}", "version 2" },
    { "{\"ludus\": 1, \"type\": \"dance\"}", "type" },
    { "{\"ludus\": 1, \"type\": \"leave\", \"x\": 1}", "x" },
    { "{\"ludus\": 1, \"type\": \"chat\", \"text\": \"hi\", \"text\": \"ho\"}", "" },
    { "{\"ludus\": 1, \"type\": \"chat\"}", "text" },
    { "{\"ludus\": 1, \"type\": \"chat\", \"text\": \"\"}", "text" },
    { "{\"ludus\": 1, \"type\": \"chat\", \"text\": \"a\\nb\"}", "text" },
    { "{\"ludus\": 1, \"type\": \"chat\", \"text\": \"a\\u0000b\"}", "" },
    { "{\"ludus\": 1, \"type\": \"chat\", \"text\": \"\\u202egnp.exe\"}", "text" },
    { "{\"ludus\": 1, \"type\": \"chat\", \"text\": 7}", "text" },
    { "{\"ludus\": 1, \"type\": \"join\", \"name\": \"A\", \"seat\": 6}", "seat" },
    { "{\"ludus\": 1, \"type\": \"move\", \"seq\": -1, \"move\": \"r\", \"outcome\": []}", "seq" },
    { "{\"ludus\": 1, \"type\": \"move\", \"seq\": 1e3, \"move\": \"r\", \"outcome\": []}", "seq" },
    { "{\"ludus\": 1, \"type\": \"move\", \"seq\": 1, \"move\": \"r r\", \"outcome\": []}", "move" },
    { "{\"ludus\": 1, \"type\": \"move\", \"seq\": 1, \"move\": \"\", \"outcome\": []}", "move" },
    { "{\"ludus\": 1, \"type\": \"move\", \"seq\": 1, \"move\": \"r\", \"outcome\": [256]}", "outcome" },
    { "{\"ludus\": 1, \"type\": \"move\", \"seq\": 1, \"move\": \"r\"}", "outcome" },
    { "{\"ludus\": 1, \"type\": \"refused\", \"after\": 1, \"move\": \"r\", \"reason\": \"rude\"}", "reason" },
    { "{\"ludus\": 1, \"type\": \"seats\", \"game\": \"medici\", \"names\": [], \"guests\": 2, \"host\": 0}", "names" },
    { "{\"ludus\": 1, \"type\": \"seats\", \"game\": \"medici\", \"names\": [\"a\\nb\"], \"guests\": 2, \"host\": 0}", "names" },
    { "{\"ludus\": 1, \"type\": \"seats\", \"game\": \"medici\", \"names\": [\"a\"], \"guests\": -1, \"host\": 0}", "guests" },
    { "{\"ludus\": 1, \"type\": \"seats\", \"game\": \"chess\", \"names\": [\"a\"], \"guests\": 2, \"host\": 0}", "game" },
    { "{\"ludus\": 1, \"type\": \"seats\", \"game\": \"medici\", \"names\": [\"a\"], \"guests\": 2}", "host" },
    { "{\"ludus\": 1, \"type\": \"start\", \"seq\": 0, \"game\": \"chess\", \"options\": {}, \"deck\": {}, \"outcome\": []}", "game" },
    { "{\"ludus\": 1, \"type\": \"start\", \"seq\": 0, \"game\": \"medici\", \"options\": {}, \"deck\": [], \"outcome\": []}", "deck" },
    { "{\"ludus\": 1, \"type\": \"part\", \"index\": 2, \"count\": 2, \"data\": \"AAAA\"}", "index" },
    { "{\"ludus\": 1, \"type\": \"part\", \"index\": 0, \"count\": 65, \"data\": \"AAAA\"}", "count" },
    { "{\"ludus\": 1, \"type\": \"part\", \"index\": 0, \"count\": 0, \"data\": \"AAAA\"}", "count" },
    { "{\"ludus\": 1, \"type\": \"part\", \"index\": 0, \"count\": 1, \"data\": \"\"}", "data" },
    { "{\"ludus\": 1, \"type\": \"part\", \"index\": 0, \"count\": 1, \"data\": \"AA AA\"}", "data" },
    { "{\"ludus\": 1, \"type\": \"part\", \"index\": 0, \"count\": 1, \"data\": \"A=AA\"}", "data" },
    { "{\"ludus\": 1, \"type\": \"part\", \"index\": 0, \"count\": 1, \"data\": \"A===\"}", "data" },
    { "{\"ludus\": 1, \"type\": \"part\", \"index\": 0, \"count\": 1}", "data" },
    { "{\"ludus\": 1, \"type\": \"presence\", \"missing\": 64, \"away\": 0}", "missing" },
    { "{\"ludus\": 1, \"type\": \"presence\", \"missing\": 0}", "away" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(LudusTableMessage) message = NULL;

      g_test_message ("%s", cases[i].text);
      message = ludus_table_message_parse (cases[i].text, strlen (cases[i].text), &error);
      g_assert_null (message);
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, cases[i].error));
    }
}

static void
test_too_long (void)
{
  g_autoptr(GString) text = g_string_new ("{\"ludus\": 1, \"type\": \"chat\", \"text\": \"");
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusTableMessage) message = NULL;

  for (guint i = 0; i <= LUDUS_TABLE_MAX_CHAT; i++)
    g_string_append (text, "é");
  g_string_append (text, "\"}");
  message = ludus_table_message_parse (text->str, text->len, &error);
  g_assert_null (message);
  g_assert_nonnull (strstr (error->message, "text"));
  g_clear_error (&error);

  /* Beyond the size limit, nothing is even parsed. */
  g_string_set_size (text, 0);
  g_string_append (text, "{\"ludus\": 1, \"type\": \"leave\"}");
  while (text->len <= LUDUS_MESSAGE_MAX_SIZE)
    g_string_append (text, "                ");
  message = ludus_table_message_parse (text->str, text->len, &error);
  g_assert_null (message);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
}

/* The start of a Medici game with a custom deck far larger than a stanza
 * may be: every card's id long and random (compressed, still about
 * half its size). */
static char *
large_start_text (LudusTableMessage **start_out)
{
  g_autoptr(LudusTableMessage) start = ludus_table_message_new (LUDUS_TABLE_START);
  const LudusRules *rules = ludus_rules_lookup ("medici");
  g_autoptr(GRand) rand = g_rand_new_with_seed (32);
  JsonArray *cards;
  char *text;

  start->game = g_strdup (rules->id);
  start->options = json_from_string ("{\"seats\": [{\"name\": \"Anna\"}, {\"name\": \"Béla\"}]}", NULL);
  start->deck = ludus_test_load_resource (rules->default_deck);
  cards = json_object_get_array_member (json_node_get_object (start->deck), "cards");
  for (guint i = 0; i < json_array_get_length (cards); i++)
    {
      g_autoptr(GString) id = g_string_new (NULL);

      for (guint c = 0; c < 2000; c++)
        g_string_append_c (id, "0123456789abcdef"[g_rand_int_range (rand, 0, 16)]);
      json_object_set_string_member (json_array_get_object_element (cards, i), "id", id->str);
    }
  text = ludus_table_message_to_string (start);
  g_assert_cmpuint (strlen (text), >, 128 * 1024);
  if (start_out != NULL)
    *start_out = g_steal_pointer (&start);
  return text;
}

static LudusTableMessage *
parse_part (const char *text)
{
  g_autoptr(GError) error = NULL;
  LudusTableMessage *part = ludus_table_message_parse (text, strlen (text), &error);

  g_assert_no_error (error);
  g_assert_cmpint (part->type, ==, LUDUS_TABLE_PART);
  return part;
}

/* A large start in parts small enough for any server, put together in any
 * order, parts sent twice changing nothing. */
static void
test_parts (void)
{
  g_autoptr(LudusTableMessage) start = NULL;
  g_autofree char *text = large_start_text (&start);
  g_autoptr(GPtrArray) parts = ludus_table_parts_split (text);
  g_autoptr(LudusTableParts) assembler = ludus_table_parts_new ();
  g_autoptr(LudusTableMessage) read = NULL;

  g_test_message ("a start of %zu bytes in %u parts", strlen (text), parts->len);
  g_assert_cmpuint (parts->len, >, 1);
  g_assert_cmpuint (parts->len, <=, LUDUS_TABLE_MAX_PARTS);
  for (guint i = 0; i < parts->len; i++)
    g_assert_cmpuint (strlen (parts->pdata[i]), <, 17 * 1024);

  /* Backwards, the first one twice. */
  for (guint i = parts->len; i-- > 0;)
    {
      g_autoptr(LudusTableMessage) part = parse_part (parts->pdata[i]);
      g_autoptr(GError) error = NULL;

      g_assert_cmpuint (part->index, ==, i);
      g_assert_cmpuint (part->count, ==, parts->len);
      g_assert_null (read);
      read = ludus_table_parts_add (assembler, part, &error);
      g_assert_no_error (error);
      if (i == parts->len - 1)
        {
          g_assert_null (ludus_table_parts_add (assembler, part, &error));
          g_assert_no_error (error);
        }
    }
  g_assert_nonnull (read);
  g_assert_cmpint (read->type, ==, LUDUS_TABLE_START);
  g_assert_true (json_node_equal (read->deck, start->deck));
  g_assert_true (json_node_equal (read->options, start->options));

  /* The built-in content's start is a single part. */
  {
    g_autoptr(LudusTableMessage) small = ludus_table_message_new (LUDUS_TABLE_START);
    g_autofree char *small_text = NULL;
    g_autoptr(GPtrArray) small_parts = NULL;

    small->game = g_strdup ("thebes");
    small->options = json_from_string ("{}", NULL);
    small->deck = ludus_test_load_resource (ludus_rules_lookup ("thebes")->default_deck);
    small_text = ludus_table_message_to_string (small);
    small_parts = ludus_table_parts_split (small_text);
    g_assert_cmpuint (small_parts->len, ==, 1);
  }
}

/* Adds the parts of texts but skip, in order, with part index changed by
 * change (if not NULL), until one is refused; the start if it came. */
static LudusTableMessage *
assemble (GPtrArray  *texts,
          guint       skip,
          void      (*change) (LudusTableMessage *part),
          guint       changed,
          GError    **error)
{
  g_autoptr(LudusTableParts) assembler = ludus_table_parts_new ();
  LudusTableMessage *start = NULL;

  for (guint i = 0; i < texts->len && start == NULL && *error == NULL; i++)
    {
      g_autoptr(LudusTableMessage) part = parse_part (texts->pdata[i]);

      if (i == skip)
        continue;
      if (i == changed && change != NULL)
        change (part);
      start = ludus_table_parts_add (assembler, part, error);
    }
  return start;
}

static void
truncate_data (LudusTableMessage *part)
{
  GBytes *shorter = g_bytes_new_from_bytes (part->data, 0, g_bytes_get_size (part->data) - 100);

  g_bytes_unref (part->data);
  part->data = shorter;
}

static void
flip_byte (LudusTableMessage *part)
{
  gsize size;
  guint8 *data = g_bytes_unref_to_data (part->data, &size);

  data[size / 2] ^= 0x5a;
  part->data = g_bytes_new_take (data, size);
}

static void
append_byte (LudusTableMessage *part)
{
  gsize size;
  guint8 *data = g_bytes_unref_to_data (part->data, &size);

  data = g_realloc (data, size + 1);
  data[size] = 0;
  part->data = g_bytes_new_take (data, size + 1);
}

static void
one_more (LudusTableMessage *part)
{
  part->count++;
}

/* The parts of texts, the one at index changed by change: refused with code. */
static void
assert_refused (GPtrArray  *texts,
                void      (*change) (LudusTableMessage *part),
                guint       changed,
                int         code)
{
  GError *error = NULL;
  LudusTableMessage *start = assemble (texts, G_MAXUINT, change, changed, &error);

  g_assert_null (start);
  g_assert_error (error, G_IO_ERROR, code);
  g_clear_error (&error);
}

/* Parts the host never sent: each refused, none taken for a start. */
static void
test_parts_refused (void)
{
  g_autofree char *text = large_start_text (NULL);
  g_autoptr(GPtrArray) parts = ludus_table_parts_split (text);
  g_autoptr(LudusTableParts) assembler = ludus_table_parts_new ();
  guint last = parts->len - 1;
  LudusTableMessage *start;
  GError *error = NULL;

  /* A part missing: no start, and no error either (it may yet come). */
  start = assemble (parts, 1, NULL, G_MAXUINT, &error);
  g_assert_null (start);
  g_assert_no_error (error);

  /* The last one cut short or with a byte after the end, one in the
   * middle truncated, one damaged, one with another count than the
   * others'. */
  assert_refused (parts, truncate_data, last, G_IO_ERROR_PARTIAL_INPUT);
  assert_refused (parts, append_byte, last, G_IO_ERROR_INVALID_DATA);
  assert_refused (parts, truncate_data, 1, G_IO_ERROR_INVALID_DATA);
  assert_refused (parts, flip_byte, 1, G_IO_ERROR_INVALID_DATA);
  assert_refused (parts, one_more, 1, G_IO_ERROR_INVALID_DATA);

  /* The same index twice with other bytes: refused, and everything before
   * forgotten; sent whole again, the start comes. */
  {
    g_autoptr(LudusTableMessage) first = parse_part (parts->pdata[0]);
    g_autoptr(LudusTableMessage) other = parse_part (parts->pdata[0]);

    flip_byte (other);
    g_assert_null (ludus_table_parts_add (assembler, first, &error));
    g_assert_no_error (error);
    g_assert_null (ludus_table_parts_add (assembler, other, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
    g_clear_error (&error);
    for (guint i = 0; i <= last; i++)
      {
        g_autoptr(LudusTableMessage) part = parse_part (parts->pdata[i]);

        start = ludus_table_parts_add (assembler, part, &error);
        g_assert_no_error (error);
        g_assert_true ((start != NULL) == (i == last));
      }
    ludus_table_message_free (start);
  }

  /* Parts whose whole is not a start, or inflates beyond any message. */
  {
    g_autoptr(GString) spaces = g_string_new ("{\"ludus\": 1, \"type\": \"leave\"}");
    g_autoptr(GPtrArray) leave = ludus_table_parts_split (spaces->str);
    g_autoptr(LudusTableMessage) part = parse_part (leave->pdata[0]);
    g_autoptr(LudusTableMessage) bomb_part = NULL;

    g_assert_null (ludus_table_parts_add (assembler, part, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
    g_clear_error (&error);
    while (spaces->len <= LUDUS_MESSAGE_MAX_SIZE)
      g_string_append (spaces, "                ");
    /* (The host never splits so much: written here by hand.) */
    {
      g_autoptr(GZlibCompressor) compressor = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_ZLIB, 9);
      g_autoptr(GOutputStream) memory = g_memory_output_stream_new_resizable ();
      g_autoptr(GOutputStream) out = g_converter_output_stream_new (memory, G_CONVERTER (compressor));

      g_assert_true (g_output_stream_write_all (out, spaces->str, spaces->len, NULL, NULL, NULL));
      g_assert_true (g_output_stream_close (out, NULL, NULL));
      bomb_part = ludus_table_message_new (LUDUS_TABLE_PART);
      bomb_part->count = 1;
      bomb_part->data = g_memory_output_stream_steal_as_bytes (G_MEMORY_OUTPUT_STREAM (memory));
      g_assert_cmpuint (g_bytes_get_size (bomb_part->data), <, LUDUS_TABLE_PART_SIZE);
    }
    g_assert_null (ludus_table_parts_add (assembler, bomb_part, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
    g_clear_error (&error);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/table-message/round-trip", test_round_trip);
  g_test_add_func ("/table-message/start", test_start);
  g_test_add_func ("/table-message/refused", test_refused);
  g_test_add_func ("/table-message/seats", test_seats);
  g_test_add_func ("/table-message/too-long", test_too_long);
  g_test_add_func ("/table-message/parts", test_parts);
  g_test_add_func ("/table-message/parts-refused", test_parts_refused);

  return g_test_run ();
}
