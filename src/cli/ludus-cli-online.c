/* ludus-cli-online.c: host and join, online tables played headless
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each seat of this machine is played by a computer player of a level, so
 * that tests, benchmarks and bots can play online games through a real
 * XMPP server.  The host's table is the authority (ludus-table.c); the
 * room, the seats and the timers are the app's too (ludus-net-table.c).
 * What is here is ludus-cli's own: the options, the computer's moves, what
 * is printed, the hand-over after a while, and the faults of --faults.
 */

#define G_LOG_DOMAIN "Ludus"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "ludus-cli.h"
#include "ludus-net-table.h"

/* Time for the last messages to leave before the end. */
#define LINGER_MS 300
/* How often the host looks for seats to hand to the computer. */
#define HAND_OVER_CHECK_MS 1000

typedef struct
{
  const char    *command;
  LudusXmpp     *xmpp;
  LudusNetTable *net;
  LudusTable    *table;
  GMainLoop     *loop;
  LudusAiLevel   level;
  guint64        ai_seed;
  guint32        own_seats;          /* bit per seat this machine plays */
  char          *room;
  char          *xmpp_password;
  guint          seat;               /* a guest's, G_MAXUINT: the first free one */
  const char    *name;               /* a guest's player's */
  gboolean       json;
  gboolean       begun;              /* the host's */
  guint          move_id;
  guint          check_id;           /* the host's hand-over check */
  gint64         missing_since[LUDUS_MAX_PLAYERS];  /* the host's: 0 while present */
  int            hand_over_s;        /* the host's: -1, never */
  gboolean       faults;             /* a guest's: tests the host with bad stanzas */
  gboolean       refuse_undo;        /* a guest's: says no to taking moves back */
  GArray        *round_trips;        /* a guest's: µs from an intent to its move, or NULL */
  gint64         intent_time;        /* when the intent awaited was sent, 0: none */
  guint          intent_after;
  int            status;
} Online;

static void
online_clear (Online *online)
{
  g_clear_handle_id (&online->move_id, g_source_remove);
  g_clear_handle_id (&online->check_id, g_source_remove);
  g_clear_object (&online->net);
  g_clear_object (&online->table);
  g_clear_object (&online->xmpp);
  /* The connection is freed from the loop, once out of its handlers. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_clear_pointer (&online->loop, g_main_loop_unref);
  g_clear_pointer (&online->round_trips, g_array_unref);
  g_free (online->room);
  if (online->xmpp_password != NULL)
    memset (online->xmpp_password, 0, strlen (online->xmpp_password));
  g_free (online->xmpp_password);
}

static gboolean
quit_cb (gpointer data)
{
  Online *online = data;

  g_main_loop_quit (online->loop);
  return G_SOURCE_REMOVE;
}

static void
stop (Online *online,
      int     status)
{
  online->status = status;
  /* Nothing more to check while the last messages go out. */
  g_clear_handle_id (&online->check_id, g_source_remove);
  g_timeout_add (LINGER_MS, quit_cb, online);
}

/* "round_trip_ms": how long the host took to apply this machine's moves,
 * from the intent sent to the move back. */
static void
add_round_trips (JsonBuilder *builder,
                 GArray      *times)
{
  g_array_sort (times, cli_compare_int64);
  json_builder_set_member_name (builder, "round_trip_ms");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "n");
  json_builder_add_int_value (builder, times->len);
  if (times->len > 0)
    {
      json_builder_set_member_name (builder, "median");
      json_builder_add_double_value (builder, cli_quantile (times, 0.5) / 1000.0);
      json_builder_set_member_name (builder, "max");
      json_builder_add_double_value (builder, cli_quantile (times, 1) / 1000.0);
    }
  json_builder_end_object (builder);
}

static void
print_result (Online *online)
{
  const LudusRules *rules = ludus_table_get_rules (online->table);
  gconstpointer state = ludus_table_get_state (online->table);
  guint n_players = ludus_table_get_n_players (online->table);
  int scores[LUDUS_MAX_PLAYERS];

  rules->scores (state, scores);
  if (online->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "game");
      json_builder_add_string_value (builder, rules->id);
      json_builder_set_member_name (builder, "content");
      json_builder_add_string_value (builder,
                                     ludus_content_get_name (ludus_table_get_content (online->table)));
      json_builder_set_member_name (builder, "moves");
      json_builder_add_int_value (builder, ludus_table_get_seq (online->table));
      json_builder_set_member_name (builder, "scores");
      json_builder_begin_array (builder);
      for (guint p = 0; p < n_players; p++)
        json_builder_add_int_value (builder, scores[p]);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "state");
      json_builder_add_value (builder, rules->state_to_json (state));
      if (online->round_trips != NULL)
        add_round_trips (builder, online->round_trips);
      json_builder_end_object (builder);
      root = json_builder_get_root (builder);
      cli_print_json (root);
      return;
    }
  printf (g_dngettext (NULL, "The game is over after %u move. Scores:",
                       "The game is over after %u moves. Scores:",
                       ludus_table_get_seq (online->table)),
          ludus_table_get_seq (online->table));
  for (guint p = 0; p < n_players; p++)
    printf (" %d", scores[p]);
  printf ("\n");
}

/* Whether the game goes on with one of this machine's seats to move. */
static gboolean
own_turn (Online *online)
{
  const LudusRules *rules = ludus_table_get_rules (online->table);
  gconstpointer state = ludus_table_get_state (online->table);

  /* The host's table waits while a guest is missing; a guest, told who is
   * missing too, sends its moves on: the host holds them. */
  return state != NULL && !rules->is_over (state) &&
         (online->own_seats & (1u << rules->current_player (state))) != 0 &&
         (!ludus_table_is_host (online->table) || ludus_table_get_missing (online->table) == 0);
}

static gboolean
play_cb (gpointer data)
{
  Online *online = data;
  const LudusRules *rules = ludus_table_get_rules (online->table);
  gconstpointer state = ludus_table_get_state (online->table);
  g_autoptr(GError) error = NULL;
  LudusMove move;

  online->move_id = 0;
  /* A guest catching up applies a burst of moves before this runs: the
   * turn it was scheduled for may be long past ("moved" schedules again). */
  if (!own_turn (online))
    return G_SOURCE_REMOVE;
  if (!ludus_ai_choose_move (rules, state, online->level,
                             ludus_ai_seed_for_position (online->ai_seed,
                                                         ludus_table_get_seq (online->table)),
                             NULL, &move, NULL) ||
      !ludus_table_play (online->table, &move, &error))
    {
      if (error != NULL)
        fprintf (stderr, "ludus-cli %s: %s\n", online->command, error->message);
      stop (online, CLI_EXIT_FAILED);
    }
  return G_SOURCE_REMOVE;
}

/* Plays this machine's seat, if it is to move, once the loop is idle. */
static void
schedule_play (Online *online)
{
  if (own_turn (online) && online->move_id == 0)
    online->move_id = g_idle_add (play_cb, online);
}

static void
moved_cb (LudusTable *table,
          Online     *online)
{
  const LudusRules *rules = ludus_table_get_rules (table);
  gconstpointer state = ludus_table_get_state (table);

  if (online->intent_time != 0 && ludus_table_get_seq (table) == online->intent_after + 1)
    {
      gint64 elapsed = g_get_monotonic_time () - online->intent_time;

      if (online->round_trips != NULL)
        g_array_append_val (online->round_trips, elapsed);
      online->intent_time = 0;
    }

  if (rules->is_over (state))
    {
      print_result (online);
      stop (online, CLI_EXIT_OK);
      return;
    }
  schedule_play (online);
}

static void
refused_cb (LudusTable *table,
            int         reason,
            const char *move,
            Online     *online)
{
  /* A stale intention: the host moved on; the next move will ask again. */
  g_message ("the host refused %s (%d)", move, reason);
}

static void
ignored_cb (LudusTable   *table,
            guint         seat,
            const GError *error,
            Online       *online)
{
  g_message ("ignored a message from seat %u: %s", seat + 1, error->message);
}

/* The connection or the table failed for good. */
static void
failed_cb (LudusNetTable *net,
           const GError  *error,
           Online        *online)
{
  fprintf (stderr, "ludus-cli %s: %s\n", online->command, error->message);
  stop (online, CLI_EXIT_FAILED);
}

static void
seat_missing_cb (LudusTable *table,
                 guint       seat,
                 gboolean    missing,
                 Online     *online)
{
  online->missing_since[seat] = missing ? g_get_monotonic_time () : 0;
  if (missing)
    /* Translators: %u is a seat's number (1 for the first), %s the name its player had in the room */
    fprintf (stderr, _("ludus-cli host: seat %u (%s) is missing: waiting for its player\n"),
             seat + 1, ludus_net_table_get_seat_nick (online->net, seat));
  else
    fprintf (stderr, _("ludus-cli host: seat %u is back\n"), seat + 1);
  schedule_play (online);
}

/* Every second: whose seat the computer takes over. */
static gboolean
host_check_cb (gpointer data)
{
  Online *online = data;
  gint64 now = g_get_monotonic_time ();

  for (guint s = 0; s < LUDUS_MAX_PLAYERS; s++)
    if (online->missing_since[s] != 0 &&
        now - online->missing_since[s] >= (gint64) online->hand_over_s * G_USEC_PER_SEC)
      {
        online->missing_since[s] = 0;
        ludus_net_table_hand_to_computer (online->net, s);
        online->own_seats |= 1u << s;
        fprintf (stderr, _("ludus-cli host: seat %u is now played by the computer\n"), s + 1);
        schedule_play (online);
      }
  return G_SOURCE_CONTINUE;
}

/* The host begins once every guest's seat is taken. */
static void
host_changed_cb (LudusNetTable *net,
                 Online        *online)
{
  if (online->begun || !ludus_net_table_get_seated (net))
    return;
  online->begun = TRUE;
  fputs (_("ludus-cli host: every seat is taken: the game begins\n"), stderr);
  ludus_net_table_begin (net, online->table);
  if (online->hand_over_s >= 0)
    online->check_id = g_timeout_add (HAND_OVER_CHECK_MS, host_check_cb, online);
}

/* --faults: before each intent, what a broken or hostile guest might send:
 * garbage, a message too big for its schema, a request for moves far
 * ahead, and the intent as if sent a move ago; after it, the intent again.
 * The host must refuse them all and play on. */
static void
send_faults (Online                  *online,
             const LudusTableMessage *intent)
{
  g_autoptr(LudusTableMessage) stale = ludus_table_message_new (LUDUS_TABLE_INTENT);
  g_autoptr(LudusTableMessage) chat = ludus_table_message_new (LUDUS_TABLE_CHAT);
  g_autoptr(LudusTableMessage) ahead = ludus_table_message_new (LUDUS_TABLE_RESEND);
  g_autofree char *stale_text = NULL;
  g_autofree char *chat_text = NULL;
  g_autofree char *ahead_text = NULL;

  ludus_net_table_send_to_host (online->net, "{\"ludus\": 1, \"type\": [}");
  chat->text = g_strnfill (LUDUS_TABLE_MAX_CHAT * 50, 'x');
  chat_text = ludus_table_message_to_string (chat);
  ludus_net_table_send_to_host (online->net, chat_text);
  ahead->seq = LUDUS_TABLE_MAX_SEQ;
  ahead_text = ludus_table_message_to_string (ahead);
  ludus_net_table_send_to_host (online->net, ahead_text);
  if (intent->after > 0)
    {
      memcpy (stale->move, intent->move, sizeof stale->move);
      stale->after = intent->after - 1;
      stale_text = ludus_table_message_to_string (stale);
      ludus_net_table_send_to_host (online->net, stale_text);
    }
}

/* A guest's intent, sent to the host by its net table: timed for
 * --round-trips, and with --faults sent again after the faults. */
static void
guest_send_cb (LudusTable *table,
               guint       to,
               const char *text,
               Online     *online)
{
  g_autoptr(LudusTableMessage) message = ludus_table_message_parse (text, strlen (text), NULL);

  if (message == NULL || message->type != LUDUS_TABLE_INTENT)
    return;
  online->intent_time = g_get_monotonic_time ();
  online->intent_after = message->after;
  if (online->faults)
    {
      send_faults (online, message);
      ludus_net_table_send_to_host (online->net, text);
    }
}

static void connect_table (Online *online);

/* In the room: the seat asked for (once the host's seats are known, for
 * the first free one), the game waited for. */
static void
guest_connected_cb (LudusNetTable *net,
                    Online        *online)
{
  if (online->table != NULL || online->seat == G_MAXUINT ||
      !ludus_net_table_take_seat (net, online->seat))
    return;
  online->table = g_object_ref (ludus_net_table_get_table (net));
  connect_table (online);
  g_signal_connect (online->table, "send", G_CALLBACK (guest_send_cb), online);
}

/* Without --seat: the first guest's seat that is free or this player's
 * (a restart), once the host's seats are known. */
static void
guest_seats_cb (LudusNetTable *net,
                Online        *online)
{
  guint n_seats = ludus_net_table_get_n_seats (net);

  if (online->seat != G_MAXUINT || n_seats == 0)
    return;
  for (guint s = 0; s < n_seats && online->seat == G_MAXUINT; s++)
    if (ludus_net_table_seat_is_guest (net, s) &&
        (ludus_net_table_seat_is_free (net, s) ||
         g_strcmp0 (ludus_net_table_get_seat_name (net, s), online->name) == 0))
      online->seat = s;
  if (online->seat == G_MAXUINT)
    {
      fprintf (stderr, _("ludus-cli join: no seat is free at the table\n"));
      stop (online, CLI_EXIT_FAILED);
      return;
    }
  online->own_seats = 1u << online->seat;
  if (ludus_net_table_is_connected (net))
    guest_connected_cb (net, online);
}

typedef struct
{
  char     *jid;
  char     *password_file;
  char     *server;
  char     *room;
  char     *level;
  char     *nick;
  gboolean  without_tls;
  gboolean  json;
} ConnectionOptions;

static void
connection_options_clear (ConnectionOptions *options)
{
  g_free (options->jid);
  g_free (options->password_file);
  g_free (options->server);
  g_free (options->room);
  g_free (options->level);
  g_free (options->nick);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ConnectionOptions, connection_options_clear)

#define CONNECTION_ENTRIES(o) \
  { "jid", 0, 0, G_OPTION_ARG_STRING, &(o).jid, N_("This player’s XMPP address"), N_("ADDRESS") }, \
  { "password-file", 0, 0, G_OPTION_ARG_FILENAME, &(o).password_file, \
    N_("A file whose first line is the password (default: $LUDUS_XMPP_PASSWORD)"), N_("FILE") }, \
  { "server", 0, 0, G_OPTION_ARG_STRING, &(o).server, \
    N_("Connect to this server instead of the address’s"), N_("HOST:PORT") }, \
  { "without-tls", 0, 0, G_OPTION_ARG_NONE, &(o).without_tls, \
    N_("Do not encrypt (only for a server on this machine)"), NULL }, \
  { "room", 0, 0, G_OPTION_ARG_STRING, &(o).room, N_("The table: a multi-user chat room’s address"), N_("ROOM") }, \
  { "level", 0, 0, G_OPTION_ARG_STRING, &(o).level, \
    N_("Level of the computer player of this machine’s seats (default: normal)"), N_("LEVEL") }, \
  { "json", 0, 0, G_OPTION_ARG_NONE, &(o).json, N_("Print JSON"), NULL }

/* The password from file (its first line) or else the environment; NULL
 * with @error set when the file cannot be read, NULL alone when none. */
static char *
read_password (const char  *file,
               GError     **error)
{
  char *password = NULL;

  if (file == NULL)
    return g_strdup (g_getenv ("LUDUS_XMPP_PASSWORD"));
  if (!g_file_get_contents (file, &password, NULL, error))
    return NULL;
  password[strcspn (password, "\r\n")] = '\0';
  return password;
}

/* Makes online's account as options say; FALSE (usage) on bad values. */
static gboolean
make_account (Online            *online,
              ConnectionOptions *options)
{
  g_autoptr(GError) error = NULL;
  char *password;

  if (options->jid == NULL || options->room == NULL)
    {
      cli_usage_error (online->command, _("--jid and --room are required"));
      return FALSE;
    }
  if ((password = read_password (options->password_file, &error)) == NULL)
    {
      if (error != NULL)
        cli_failure (error);
      else
        cli_usage_error (online->command, _("no password: use --password-file or $LUDUS_XMPP_PASSWORD"));
      return FALSE;
    }
  online->xmpp_password = password;
  if (!ludus_ai_level_from_string (options->level != NULL ? options->level : "normal", &online->level))
    {
      cli_usage_error (online->command, _("unknown level “%s”"), options->level);
      return FALSE;
    }

  online->json = options->json;
  online->loop = g_main_loop_new (NULL, FALSE);
  online->xmpp = ludus_xmpp_new (options->jid, online->xmpp_password);
  online->room = g_strdup (options->room);
  if (options->server != NULL)
    {
      g_autofree char *host = g_strdup (options->server);
      char *colon = strrchr (host, ':');
      guint64 port = 0;

      if (colon != NULL)
        {
          *colon = '\0';
          if (!g_ascii_string_to_unsigned (colon + 1, 10, 1, 65535, &port, NULL))
            {
              cli_usage_error (online->command, _("not a server: “%s”"), options->server);
              return FALSE;
            }
        }
      ludus_xmpp_set_server (online->xmpp, host, port, options->without_tls);
    }
  online->ai_seed = ((guint64) g_random_int () << 32) | g_random_int ();
  return TRUE;
}

/* A computer player does not mind taking moves back, unless told to. */
static void
undo_requested_cb (LudusTable *table,
                   guint       seq,
                   Online     *online)
{
  ludus_table_answer_undo (table, !online->refuse_undo);
}

static void
connect_table (Online *online)
{
  g_signal_connect (online->table, "moved", G_CALLBACK (moved_cb), online);
  g_signal_connect (online->table, "undo-requested", G_CALLBACK (undo_requested_cb), online);
  g_signal_connect (online->table, "refused", G_CALLBACK (refused_cb), online);
}

int
cli_host (int    argc,
          char **argv)
{
  g_auto(ConnectionOptions) connection = { 0 };
  g_autofree char *game_id = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *deck = NULL;
  g_autofree char *layout = NULL;
  g_auto(GStrv) guests = NULL;
  int n_players = 0;
  int hand_over_s = -1;
  guint32 guest_seats = 0;
  const GOptionEntry entries[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_id, N_("The game"), N_("GAME") },
    { "players", 0, 0, G_OPTION_ARG_INT, &n_players, N_("Number of players (default: the minimum)"), N_("N") },
    { "guest", 0, 0, G_OPTION_ARG_STRING_ARRAY, &guests,
      N_("A seat (1 for the first) played on a guest’s machine; repeat for more (default: every seat but the first)"),
      N_("SEAT") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the game (default: random)"), N_("X") },
    { "deck", 0, 0, G_OPTION_ARG_FILENAME, &deck, N_("Play with this deck file"), N_("FILE") },
    { "layout", 0, 0, G_OPTION_ARG_FILENAME, &layout, N_("Play with this layout file"), N_("FILE") },
    { "nick", 0, 0, G_OPTION_ARG_STRING, &connection.nick, N_("The host’s name in the room (default: host)"), N_("NAME") },
    { "hand-over-after", 0, 0, G_OPTION_ARG_INT, &hand_over_s,
      N_("Play a seat whose player has been missing this long with the computer (default: wait for them)"),
      N_("SECONDS") },
    CONNECTION_ENTRIES (connection),
    { NULL }
  };
  Online online = { .command = "host" };
  g_autoptr(LudusContent) content = NULL;
  g_autoptr(LudusOptions) options = NULL;
  g_autoptr(GError) error = NULL;
  const LudusRules *rules;
  int status;

  if (!cli_parse_options ("host", NULL,
                          _("Opens an online table in a multi-user chat room and plays the seats "
                            "of this machine with a computer player until the game is over. "
                            "Guests join with “ludus-cli join”."),
                          entries, &argc, &argv, 0))
    return CLI_EXIT_USAGE;
  if ((rules = cli_lookup_game ("host", game_id)) == NULL)
    return CLI_EXIT_USAGE;
  if (n_players == 0)
    n_players = rules->min_players;
  if (n_players < (int) rules->min_players || n_players > (int) rules->max_players)
    return cli_usage_error ("host", g_dngettext (NULL, "%s is played by %u to %u player",
                                                 "%s is played by %u to %u players",
                                                 rules->max_players),
                            rules->id, rules->min_players, rules->max_players);

  options = ludus_options_new (rules, n_players);
  if (seed_text != NULL && !cli_parse_seed (seed_text, G_MAXUINT64, &options->seed))
    return cli_usage_error ("host", _("not a seed: “%s”"), seed_text);
  for (guint i = 0; guests != NULL && guests[i] != NULL; i++)
    {
      guint64 seat;

      if (!g_ascii_string_to_unsigned (guests[i], 10, 2, n_players, &seat, NULL))
        return cli_usage_error ("host", _("not a guest’s seat: “%s”"), guests[i]);
      guest_seats |= 1u << (seat - 1);
    }
  if (guest_seats == 0)
    guest_seats = ((1u << n_players) - 1) & ~1u;
  online.own_seats = ((1u << n_players) - 1) & ~guest_seats;

  if ((content = ludus_content_new_from_files (rules, deck, layout, &error)) == NULL ||
      (online.table = ludus_table_new_host (content, options, guest_seats, &error)) == NULL)
    return cli_failure (error);
  if (!make_account (&online, &connection))
    {
      online_clear (&online);
      return CLI_EXIT_USAGE;
    }
  online.hand_over_s = hand_over_s;
  online.net = ludus_net_table_new_host (online.xmpp, online.room,
                                         connection.nick != NULL ? connection.nick : LUDUS_NET_TABLE_HOST_NICK,
                                         rules->id, n_players, guest_seats, 0);
  for (int i = 0; i < n_players; i++)
    if ((online.own_seats & (1u << i)) != 0)
      {
        g_autofree char *name = ludus_options_dup_seat_name (options, i);

        ludus_net_table_set_seat_name (online.net, i, name);
      }
  connect_table (&online);
  g_signal_connect (online.table, "seat-missing", G_CALLBACK (seat_missing_cb), &online);
  g_signal_connect (online.table, "ignored", G_CALLBACK (ignored_cb), &online);
  g_signal_connect (online.net, "changed", G_CALLBACK (host_changed_cb), &online);
  g_signal_connect (online.net, "failed", G_CALLBACK (failed_cb), &online);

  ludus_net_table_connect (online.net);
  g_main_loop_run (online.loop);
  status = online.status;
  online_clear (&online);
  return status;
}

int
cli_join (int    argc,
          char **argv)
{
  g_auto(ConnectionOptions) connection = { 0 };
  g_autofree char *host_nick = NULL;
  int seat = 0;
  gboolean faults = FALSE;
  gboolean round_trips = FALSE;
  gboolean refuse_undo = FALSE;
  const GOptionEntry entries[] = {
    { "seat", 0, 0, G_OPTION_ARG_INT, &seat,
      N_("The seat to play, from 2 (default: the first free one)"), N_("SEAT") },
    { "nick", 0, 0, G_OPTION_ARG_STRING, &connection.nick,
      N_("This player’s name (default: guest)"), N_("NAME") },
    { "refuse-undo", 0, 0, G_OPTION_ARG_NONE, &refuse_undo,
      N_("Refuse every request to take moves back (default: agree)"), NULL },
    { "host", 0, 0, G_OPTION_ARG_STRING, &host_nick, N_("The host’s name in the room (default: host)"), N_("NAME") },
    /* For the tests: bad stanzas the host must refuse, and the time its
     * moves take (untranslated, as they are hidden). */
    { "faults", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_NONE, &faults, "Send bad stanzas too", NULL },
    { "round-trips", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_NONE, &round_trips,
      "Print the round-trip times of the moves", NULL },
    CONNECTION_ENTRIES (connection),
    { NULL }
  };
  Online online = { .command = "join" };
  g_autofree char *nick = NULL;
  const char *name;
  int status;

  if (!cli_parse_options ("join", NULL,
                          _("Joins an online table opened with “ludus-cli host” and plays one seat "
                            "with a computer player until the game is over."),
                          entries, &argc, &argv, 0))
    return CLI_EXIT_USAGE;
  if (seat != 0 && (seat < 2 || seat > LUDUS_MAX_PLAYERS))
    return cli_usage_error ("join", _("--seat must be a guest’s seat, from 2"));
  if (!make_account (&online, &connection))
    {
      online_clear (&online);
      return CLI_EXIT_USAGE;
    }
  name = connection.nick != NULL ? connection.nick : "guest";
  online.name = name;
  /* The same nick after a restart: the host gives the seat back to it. */
  if (seat != 0)
    {
      online.seat = seat - 1;
      online.own_seats = 1u << online.seat;
      nick = g_strdup_printf ("%s-%u", name, online.seat + 1);
    }
  else
    {
      online.seat = G_MAXUINT;
      nick = g_strdup (name);
    }
  online.net = ludus_net_table_new_guest (online.xmpp, online.room, nick,
                                          host_nick != NULL ? host_nick : LUDUS_NET_TABLE_HOST_NICK,
                                          name);
  online.faults = faults;
  online.refuse_undo = refuse_undo;
  if (round_trips)
    online.round_trips = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_signal_connect (online.net, "connected", G_CALLBACK (guest_connected_cb), &online);
  g_signal_connect (online.net, "changed", G_CALLBACK (guest_seats_cb), &online);
  g_signal_connect (online.net, "failed", G_CALLBACK (failed_cb), &online);

  ludus_net_table_connect (online.net);
  g_main_loop_run (online.loop);
  status = online.status;
  online_clear (&online);
  return status;
}
