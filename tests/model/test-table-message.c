/* test-table-message.c: an online table's messages, written and read back,
 * and everything else refused
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Ludus"

#include <string.h>

#include "ludus-json.h"
#include "ludus-table-message.h"
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

  return g_test_run ();
}
