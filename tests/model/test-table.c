/* test-table.c: online tables kept in step over a lossy in-process network
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A host and its guests exchange messages through a queue that can drop,
 * duplicate and reorder them; whatever it does, every table must end with
 * the same game, and nothing a guest or a host sends out of the rules may
 * change anyone's game.
 */

#define G_LOG_DOMAIN "Ludus"

#include <string.h>

#include "ludus-game.h"
#include "ludus-table.h"
#include "ludus-test-rules.h"

#define MAX_GUESTS 3

typedef struct
{
  guint  to;    /* a guest's index, or MAX_GUESTS for the host */
  guint  from;  /* the sender's seat */
  char  *text;
} Packet;

typedef struct
{
  const LudusRules *rules;
  LudusTable       *host;
  LudusTable       *guests[MAX_GUESTS];
  guint             guest_seat[MAX_GUESTS];
  guint             n_guests;
  GPtrArray        *packets;
  LudusRng          rng;
  guint             drop;        /* per cent of packets lost */
  guint             duplicate;   /* per cent of packets sent twice */
  gboolean          reorder;
  guint             n_ignored;
  guint             n_refused;
  guint             n_failed;
  int               last_refusal;
  int               undo_answer[MAX_GUESTS + 1];  /* per guest, then the host: -1 none */
  guint             n_undo_requested;
  guint             n_undo_decided;
  gboolean          undo_agreed;
  guint             n_missing_told;
  guint             n_guest_missing_told;  /* "seat-missing" on the guests' tables */
  guint             n_presence_changed;    /* "presence-changed" on the guests' tables */
} Net;

static void
packet_free (Packet *packet)
{
  g_free (packet->text);
  g_free (packet);
}

static void
post (Net        *net,
      guint       to,
      guint       from,
      const char *text)
{
  Packet *packet = g_new (Packet, 1);

  packet->to = to;
  packet->from = from;
  packet->text = g_strdup (text);
  g_ptr_array_add (net->packets, packet);
}

static void
host_send_cb (LudusTable *table,
              guint       to,
              const char *text,
              Net        *net)
{
  for (guint g = 0; g < net->n_guests; g++)
    if (to == LUDUS_TABLE_EVERYONE || to == net->guest_seat[g])
      post (net, g, 0, text);
}

static void
guest_send_cb (LudusTable *table,
               guint       to,
               const char *text,
               Net        *net)
{
  for (guint g = 0; g < net->n_guests; g++)
    if (net->guests[g] == table)
      post (net, MAX_GUESTS, net->guest_seat[g], text);
}

static void
ignored_cb (LudusTable   *table,
            guint         seat,
            const GError *error,
            Net          *net)
{
  g_test_message ("ignored from seat %u: %s", seat, error->message);
  net->n_ignored++;
}

static void
refused_cb (LudusTable *table,
            int         reason,
            const char *move,
            Net        *net)
{
  net->n_refused++;
  net->last_refusal = reason;
}

static void
failed_cb (LudusTable   *table,
           const GError *error,
           Net          *net)
{
  g_test_message ("failed: %s", error->message);
  net->n_failed++;
}

static void
undo_requested_cb (LudusTable *table,
                   guint       seq,
                   Net        *net)
{
  int answer = net->undo_answer[MAX_GUESTS];

  net->n_undo_requested++;
  for (guint g = 0; g < net->n_guests; g++)
    if (net->guests[g] == table)
      answer = net->undo_answer[g];
  if (answer >= 0)
    ludus_table_answer_undo (table, answer);
}

static void
undo_decided_cb (LudusTable *table,
                 guint       seq,
                 gboolean    agreed,
                 Net        *net)
{
  net->n_undo_decided++;
  net->undo_agreed = agreed;
}

static void
seat_missing_cb (LudusTable *table,
                 guint       seat,
                 gboolean    missing,
                 Net        *net)
{
  net->n_missing_told++;
}

static void
guest_seat_missing_cb (LudusTable *table,
                       guint       seat,
                       gboolean    missing,
                       Net        *net)
{
  net->n_guest_missing_told++;
}

static void
presence_changed_cb (LudusTable *table,
                     guint       seat,
                     Net        *net)
{
  net->n_presence_changed++;
}

static void
add_guest (Net   *net,
           guint  index,
           guint  seat)
{
  g_clear_object (&net->guests[index]);
  net->guests[index] = ludus_table_new_guest (seat);
  net->guest_seat[index] = seat;
  g_signal_connect (net->guests[index], "send", G_CALLBACK (guest_send_cb), net);
  g_signal_connect (net->guests[index], "refused", G_CALLBACK (refused_cb), net);
  g_signal_connect (net->guests[index], "failed", G_CALLBACK (failed_cb), net);
  g_signal_connect (net->guests[index], "undo-requested", G_CALLBACK (undo_requested_cb), net);
  g_signal_connect (net->guests[index], "undo-decided", G_CALLBACK (undo_decided_cb), net);
  g_signal_connect (net->guests[index], "seat-missing", G_CALLBACK (guest_seat_missing_cb), net);
  g_signal_connect (net->guests[index], "presence-changed", G_CALLBACK (presence_changed_cb), net);
}

/* Around host, a guest on every seat but the first. */
static void
net_connect (Net        *net,
             LudusTable *host,
             guint       n_players,
             guint64     seed)
{
  memset (net, 0, sizeof *net);
  net->rules = ludus_table_get_rules (host);
  net->packets = g_ptr_array_new_with_free_func ((GDestroyNotify) packet_free);
  ludus_rng_seed (&net->rng, seed);
  net->host = host;
  g_signal_connect (net->host, "send", G_CALLBACK (host_send_cb), net);
  g_signal_connect (net->host, "ignored", G_CALLBACK (ignored_cb), net);
  g_signal_connect (net->host, "undo-requested", G_CALLBACK (undo_requested_cb), net);
  g_signal_connect (net->host, "undo-decided", G_CALLBACK (undo_decided_cb), net);
  g_signal_connect (net->host, "seat-missing", G_CALLBACK (seat_missing_cb), net);
  net->n_guests = n_players - 1;
  for (guint g = 0; g < net->n_guests; g++)
    {
      add_guest (net, g, g + 1);
      g_signal_connect (net->guests[g], "ignored", G_CALLBACK (ignored_cb), net);
    }
  for (guint g = 0; g <= MAX_GUESTS; g++)
    net->undo_answer[g] = TRUE;
  ludus_table_begin (net->host);
}

/* A host on seat 0 and a guest on every other seat. */
static void
net_init (Net              *net,
          const LudusRules *rules,
          guint             n_players,
          guint64           seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusContent) content = ludus_content_new_default (rules, &error);
  g_autoptr(LudusOptions) options = ludus_options_new (rules, n_players);
  LudusTable *host;

  g_assert_no_error (error);
  options->seed = seed;
  host = ludus_table_new_host (content, options, ((1u << n_players) - 1) & ~1u, &error);
  g_assert_no_error (error);
  net_connect (net, host, n_players, seed);
}

static void
net_clear (Net *net)
{
  g_clear_object (&net->host);
  for (guint g = 0; g < net->n_guests; g++)
    g_clear_object (&net->guests[g]);
  g_ptr_array_unref (net->packets);
}

/* Delivers one packet, perhaps a random one, perhaps lost or twice. */
static void
deliver (Net *net)
{
  guint i = net->reorder ? ludus_rng_below (&net->rng, net->packets->len) : 0;
  Packet *packet = g_ptr_array_steal_index (net->packets, i);
  LudusTable *to = packet->to == MAX_GUESTS ? net->host : net->guests[packet->to];
  guint copies = 1;

  if (ludus_rng_below (&net->rng, 100) < net->drop)
    copies = 0;
  else if (ludus_rng_below (&net->rng, 100) < net->duplicate)
    copies = 2;
  for (guint c = 0; c < copies; c++)
    ludus_table_receive (to, packet->from, packet->text, strlen (packet->text));
  packet_free (packet);
}

static void
play_random (Net        *net,
             LudusTable *table)
{
  g_autofree LudusMove *moves = g_new (LudusMove, LUDUS_MAX_MOVES);
  const void *state = ludus_table_get_state (table);
  guint n = net->rules->legal_moves (state, moves);
  g_autoptr(GError) error = NULL;

  g_assert_true (ludus_table_play (table, &moves[ludus_rng_below (&net->rng, n)], &error));
  g_assert_no_error (error);
}

/* The machine that plays seat now. */
static LudusTable *
seat_table (Net   *net,
            guint  seat)
{
  if ((ludus_table_get_guest_seats (net->host) & (1u << seat)) == 0)
    return net->host;
  return net->guests[seat - 1];
}

static void
deliver_all (Net *net)
{
  while (net->packets->len > 0)
    deliver (net);
}

/* Plays the game to its end: the network first; when it is quiet, a guest
 * that fell behind asks again (as after a time-out), else the seat to move
 * plays a random legal move on its own machine. */
static void
net_play (Net *net)
{
  const LudusRules *rules = net->rules;

  while (TRUE)
    {
      const void *state = ludus_table_get_state (net->host);
      gboolean behind = FALSE;
      guint player;

      if (net->packets->len > 0)
        {
          deliver (net);
          continue;
        }
      for (guint g = 0; g < net->n_guests; g++)
        if (ludus_table_get_state (net->guests[g]) == NULL ||
            ludus_table_get_seq (net->guests[g]) < ludus_table_get_seq (net->host))
          {
            ludus_table_begin (net->guests[g]);
            behind = TRUE;
          }
      if (behind)
        continue;
      if (rules->is_over (state))
        return;
      player = rules->current_player (state);
      play_random (net, seat_table (net, player));
    }
}

/* Every table has the same game, as every player sees it. */
static void
assert_in_step (Net   *net,
                guint  n_players)
{
  gsize size = net->rules->state_size;
  g_autofree void *a = g_malloc (size);
  g_autofree void *b = g_malloc (size);

  for (guint g = 0; g < net->n_guests; g++)
    {
      g_assert_cmpuint (ludus_table_get_seq (net->guests[g]), ==, ludus_table_get_seq (net->host));
      for (guint p = 0; p < n_players; p++)
        {
          g_assert_true (ludus_test_observer_view (net->rules, ludus_table_get_state (net->host), p, a));
          g_assert_true (ludus_test_observer_view (net->rules, ludus_table_get_state (net->guests[g]), p, b));
          /* Each machine compiled the content itself: every state starts
           * with its pointer, which is all that may differ. */
          g_assert_true (*(gconstpointer *) b ==
                         ludus_content_get_compiled (ludus_table_get_content (net->guests[g])));
          *(gconstpointer *) b = *(gconstpointer *) a;
          g_assert_true (memcmp (a, b, size) == 0);
        }
    }
}

static void
test_whole_games (void)
{
  const LudusRules * const *all;
  guint n_rules;

  all = ludus_rules_get_all (&n_rules);
  for (guint r = 0; r < n_rules; r++)
    for (guint n_players = all[r]->min_players; n_players <= MIN (all[r]->max_players, 3); n_players++)
      {
        Net net;

        g_test_message ("%s, %u players", all[r]->id, n_players);
        net_init (&net, all[r], n_players, 5 + n_players);
        net_play (&net);
        g_assert_true (all[r]->is_over (ludus_table_get_state (net.host)));
        assert_in_step (&net, n_players);
        g_assert_cmpuint (net.n_ignored + net.n_refused + net.n_failed, ==, 0);
        net_clear (&net);
      }
}

/* Lost, doubled and overtaking messages change nothing in the end. */
static void
test_lossy_network (void)
{
  const LudusRules * const *all;
  guint n_rules;

  all = ludus_rules_get_all (&n_rules);
  for (guint r = 0; r < n_rules; r++)
    {
      Net net;

      g_test_message ("%s", all[r]->id);
      net_init (&net, all[r], 3, 17);
      net.drop = 15;
      net.duplicate = 15;
      net.reorder = TRUE;
      net_play (&net);
      assert_in_step (&net, 3);
      g_assert_cmpuint (net.n_failed, ==, 0);
      net_clear (&net);
    }
}

/* A guest's machine restarts mid-game: a new table for the seat catches up. */
static void
test_rejoin (void)
{
  const LudusRules *rules = ludus_rules_lookup ("thebes");
  Net net;
  guint seq;

  net_init (&net, rules, 2, 23);
  for (guint i = 0; i < 40 && !rules->is_over (ludus_table_get_state (net.host)); i++)
    {
      guint player;

      while (net.packets->len > 0)
        deliver (&net);
      player = rules->current_player (ludus_table_get_state (net.host));
      play_random (&net, player == 0 ? net.host : net.guests[0]);
    }
  while (net.packets->len > 0)
    deliver (&net);
  seq = ludus_table_get_seq (net.host);
  g_assert_cmpuint (seq, >, 0);

  add_guest (&net, 0, 1);
  g_assert_null (ludus_table_get_state (net.guests[0]));
  ludus_table_begin (net.guests[0]);
  while (net.packets->len > 0)
    deliver (&net);
  g_assert_cmpuint (ludus_table_get_seq (net.guests[0]), ==, seq);
  assert_in_step (&net, 2);

  net_play (&net);
  assert_in_step (&net, 2);
  net_clear (&net);
}

/* A guest out of the rules: garbage, an illegal move, a move out of turn,
 * one sent before the host's latest; the host refuses, nothing changes. */
static void
test_guest_out_of_rules (void)
{
  const LudusRules *rules = ludus_rules_lookup ("medici");
  g_autoptr(LudusTableMessage) intent = ludus_table_message_new (LUDUS_TABLE_INTENT);
  g_autofree char *text = NULL;
  const char *garbage = "{\"ludus\": 1, \"type\": \"intent\", \"after\": \"soon\"}";
  Net net;

  net_init (&net, rules, 2, 29);
  while (net.packets->len > 0)
    deliver (&net);
  while (rules->current_player (ludus_table_get_state (net.host)) != 0)
    {
      play_random (&net, net.guests[0]);
      while (net.packets->len > 0)
        deliver (&net);
    }
  g_assert_cmpuint (rules->current_player (ludus_table_get_state (net.host)), ==, 0);

  ludus_table_receive (net.host, 1, garbage, strlen (garbage));
  g_assert_cmpuint (net.n_ignored, ==, 1);

  /* Out of turn. */
  intent->after = ludus_table_get_seq (net.host);
  strcpy (intent->move, "r");
  text = ludus_table_message_to_string (intent);
  ludus_table_receive (net.host, 1, text, strlen (text));
  while (net.packets->len > 0)
    deliver (&net);
  g_assert_cmpuint (net.n_refused, ==, 1);
  g_assert_cmpint (net.last_refusal, ==, LUDUS_TABLE_REFUSED_NOT_YOUR_TURN);
  g_assert_cmpuint (ludus_table_get_seq (net.host), ==, intent->after);

  /* The host's seat plays until it is the guest's turn. */
  while (rules->current_player (ludus_table_get_state (net.host)) == 0)
    {
      play_random (&net, net.host);
      while (net.packets->len > 0)
        deliver (&net);
    }

  /* Stale: sent before the host's latest move. */
  intent->after = ludus_table_get_seq (net.host) - 1;
  g_clear_pointer (&text, g_free);
  text = ludus_table_message_to_string (intent);
  ludus_table_receive (net.host, 1, text, strlen (text));
  while (net.packets->len > 0)
    deliver (&net);
  g_assert_cmpint (net.last_refusal, ==, LUDUS_TABLE_REFUSED_STALE);

  /* Illegal: no such move. */
  intent->after = ludus_table_get_seq (net.host);
  strcpy (intent->move, "t9.9");
  g_clear_pointer (&text, g_free);
  text = ludus_table_message_to_string (intent);
  ludus_table_receive (net.host, 1, text, strlen (text));
  while (net.packets->len > 0)
    deliver (&net);
  g_assert_cmpuint (net.n_refused, ==, 3);
  g_assert_cmpint (net.last_refusal, ==, LUDUS_TABLE_REFUSED_ILLEGAL);
  g_assert_cmpuint (ludus_table_get_seq (net.host), ==, intent->after);

  net_play (&net);
  assert_in_step (&net, 2);
  net_clear (&net);
}

/* A host that sends an illegal move or an impossible outcome stops the
 * guest's table, which says why and keeps its game as it was. */
static void
test_host_out_of_rules (void)
{
  const LudusRules *rules = ludus_rules_lookup ("medici");
  g_autoptr(LudusTableMessage) move = ludus_table_message_new (LUDUS_TABLE_MOVE);
  gsize size = rules->state_size;
  g_autofree void *before = g_malloc (size);
  g_autofree char *text = NULL;
  Net net;

  for (guint lie = 0; lie < 2; lie++)
    {
      net_init (&net, rules, 2, 31);
      while (net.packets->len > 0)
        deliver (&net);
      memcpy (before, ludus_table_get_state (net.guests[0]), size);

      move->seq = 1;
      /* Taking from an empty market; or a reveal with no card told. */
      strcpy (move->move, lie == 0 ? "t1" : "r");
      move->outcome.n = 0;
      g_clear_pointer (&text, g_free);
      text = ludus_table_message_to_string (move);
      ludus_table_receive (net.guests[0], 0, text, strlen (text));
      g_assert_cmpuint (net.n_failed, ==, 1);
      g_assert_nonnull (ludus_table_get_failure (net.guests[0]));
      g_assert_true (memcmp (before, ludus_table_get_state (net.guests[0]), size) == 0);
      g_assert_cmpuint (ludus_table_get_seq (net.guests[0]), ==, 0);
      net_clear (&net);
    }
}

/* Plays random moves until the host's game can go back two moves without
 * crossing a reveal; before holds the state after the move before last. */
static void
play_to_undoable (Net  *net,
                  void *before)
{
  const LudusRules *rules = net->rules;
  g_autofree void *older = g_malloc (rules->state_size);

  memcpy (before, ludus_table_get_state (net->host), rules->state_size);
  while (ludus_table_get_seq (net->host) < ludus_table_get_undo_limit (net->host) + 2)
    {
      const void *state = ludus_table_get_state (net->host);

      g_assert_false (rules->is_over (state));
      memcpy (older, before, rules->state_size);
      memcpy (before, state, rules->state_size);
      play_random (net, seat_table (net, rules->current_player (state)));
      deliver_all (net);
    }
}

/* Undo by agreement: refused when one machine says no, done when all agree,
 * never past a reveal, and cancelled by a move played meanwhile. */
static void
test_undo (void)
{
  const LudusRules *rules = ludus_rules_lookup ("medici");
  g_autofree void *before = g_malloc (rules->state_size);
  g_autoptr(LudusTableMessage) forged = ludus_table_message_new (LUDUS_TABLE_UNDO_REQUEST);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  guint seq;
  Net net;

  net_init (&net, rules, 3, 41);
  deliver_all (&net);
  play_to_undoable (&net, before);
  seq = ludus_table_get_seq (net.host);

  /* Guest 1 asks; the host agrees, guest 2 does not. */
  net.undo_answer[1] = FALSE;
  g_assert_true (ludus_table_request_undo (net.guests[0], seq - 1, &error));
  g_assert_no_error (error);
  deliver_all (&net);
  g_assert_cmpuint (net.n_undo_requested, ==, 2);
  g_assert_cmpuint (net.n_undo_decided, ==, 3);
  g_assert_false (net.undo_agreed);
  g_assert_cmpuint (ludus_table_get_seq (net.host), ==, seq);
  assert_in_step (&net, 3);

  /* Asked again, everyone agrees: every machine is back a move. */
  net.undo_answer[1] = TRUE;
  g_assert_true (ludus_table_request_undo (net.guests[0], seq - 1, &error));
  deliver_all (&net);
  g_assert_cmpuint (net.n_undo_decided, ==, 6);
  g_assert_true (net.undo_agreed);
  g_assert_cmpuint (ludus_table_get_seq (net.host), ==, seq - 1);
  g_assert_true (memcmp (before, ludus_table_get_state (net.host), rules->state_size) == 0);
  assert_in_step (&net, 3);

  /* Never past a reveal: the start told the first cards. */
  g_assert_false (ludus_table_request_undo (net.host, ludus_table_get_undo_limit (net.host) - 1, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  forged->seq = 0;
  text = ludus_table_message_to_string (forged);
  ludus_table_receive (net.host, 2, text, strlen (text));
  deliver_all (&net);
  g_assert_cmpuint (net.n_undo_decided, ==, 7);
  g_assert_false (net.undo_agreed);
  g_assert_cmpuint (ludus_table_get_seq (net.host), ==, seq - 1);

  /* The host asks, nobody answers yet, and a move is played: refused. */
  play_to_undoable (&net, before);
  seq = ludus_table_get_seq (net.host);
  for (guint g = 0; g <= MAX_GUESTS; g++)
    net.undo_answer[g] = -1;
  g_assert_true (ludus_table_request_undo (net.host, seq - 1, &error));
  g_assert_false (ludus_table_request_undo (net.host, seq - 1, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PENDING);
  g_clear_error (&error);
  deliver_all (&net);
  net.n_undo_decided = 0;
  play_random (&net, seat_table (&net, rules->current_player (ludus_table_get_state (net.host))));
  deliver_all (&net);
  g_assert_cmpuint (net.n_undo_decided, ==, 3);
  g_assert_false (net.undo_agreed);
  g_assert_cmpuint (ludus_table_get_seq (net.host), ==, seq + 1);

  net_play (&net);
  assert_in_step (&net, 3);
  g_assert_cmpuint (net.n_failed, ==, 0);
  net_clear (&net);
}

/* A guest gone (left the room, said so, or silent too long) is missing
 * until it speaks again; the host can hand its seat to a computer player. */
static void
test_missing_player (void)
{
  const LudusRules *rules = ludus_rules_lookup ("thebes");
  g_autoptr(LudusTableMessage) leave = ludus_table_message_new (LUDUS_TABLE_LEAVE);
  g_autofree char *text = ludus_table_message_to_string (leave);
  Net net;

  net_init (&net, rules, 3, 43);
  deliver_all (&net);
  g_assert_cmpuint (ludus_table_get_missing (net.host), ==, 0);

  ludus_table_set_present (net.host, 2, FALSE);
  g_assert_cmpuint (ludus_table_get_missing (net.host), ==, 1u << 2);
  g_assert_cmpuint (net.n_missing_told, ==, 1);
  ludus_table_keep_alive (net.guests[1]);
  deliver_all (&net);
  g_assert_cmpuint (ludus_table_get_missing (net.host), ==, 0);
  g_assert_cmpuint (net.n_missing_told, ==, 2);

  /* Silence: nobody is missing before the time-out, both after. */
  ludus_table_check_silence (net.host, g_get_monotonic_time ());
  g_assert_cmpuint (ludus_table_get_missing (net.host), ==, 0);
  ludus_table_check_silence (net.host, g_get_monotonic_time () + (LUDUS_TABLE_SILENCE_MS + 1) * 1000);
  g_assert_cmpuint (ludus_table_get_missing (net.host), ==, (1u << 1) | (1u << 2));
  ludus_table_keep_alive (net.guests[0]);
  deliver_all (&net);
  g_assert_cmpuint (ludus_table_get_missing (net.host), ==, 1u << 2);

  /* The seat's player said goodbye; the host's computer plays it now,
   * and its old machine only follows. */
  ludus_table_receive (net.host, 1, text, strlen (text));
  g_assert_cmpuint (ludus_table_get_missing (net.host), ==, (1u << 1) | (1u << 2));
  ludus_table_hand_to_computer (net.host, 2);
  g_assert_cmpuint (ludus_table_get_missing (net.host), ==, 1u << 1);
  g_assert_cmpuint (ludus_table_get_guest_seats (net.host), ==, 1u << 1);
  ludus_table_set_present (net.host, 1, TRUE);
  g_assert_cmpuint (ludus_table_get_missing (net.host), ==, 0);

  net_play (&net);
  g_assert_true (rules->is_over (ludus_table_get_state (net.host)));
  assert_in_step (&net, 3);
  g_assert_cmpuint (net.n_failed, ==, 0);
  net_clear (&net);
}

/* Every guest hears from the host who is missing and who is back (never
 * itself), a guest started afresh as soon as it asks for the start. */
static void
test_missing_told (void)
{
  const LudusRules *rules = ludus_rules_lookup ("medici");
  Net net;

  net_init (&net, rules, 3, 44);
  deliver_all (&net);
  g_assert_cmpuint (net.n_guest_missing_told, ==, 0);

  ludus_table_set_present (net.host, 2, FALSE);
  deliver_all (&net);
  g_assert_cmpuint (ludus_table_get_missing (net.guests[0]), ==, 1u << 2);
  g_assert_cmpint (ludus_table_get_presence (net.guests[0], 2), ==, LUDUS_SEAT_DISCONNECTED);
  g_assert_cmpint (ludus_table_get_presence (net.guests[0], 1), ==, LUDUS_SEAT_ONLINE);
  /* The missing guest's machine, still up, is not told it is missing. */
  g_assert_cmpuint (ludus_table_get_missing (net.guests[1]), ==, 0);
  g_assert_cmpuint (net.n_guest_missing_told, ==, 1);

  /* Seat 1's Ludus restarted: told at once. */
  add_guest (&net, 0, 1);
  ludus_table_begin (net.guests[0]);
  deliver_all (&net);
  g_assert_nonnull (ludus_table_get_state (net.guests[0]));
  g_assert_cmpuint (ludus_table_get_missing (net.guests[0]), ==, 1u << 2);
  g_assert_cmpuint (net.n_guest_missing_told, ==, 2);

  /* Back: everyone hears it. */
  ludus_table_keep_alive (net.guests[1]);
  deliver_all (&net);
  g_assert_cmpuint (ludus_table_get_missing (net.host), ==, 0);
  g_assert_cmpuint (ludus_table_get_missing (net.guests[0]), ==, 0);
  g_assert_cmpint (ludus_table_get_presence (net.guests[0], 2), ==, LUDUS_SEAT_ONLINE);
  g_assert_cmpuint (net.n_guest_missing_told, ==, 3);

  net_play (&net);
  assert_in_step (&net, 3);
  g_assert_cmpuint (net.n_failed + net.n_ignored, ==, 0);
  net_clear (&net);
}

/* Who is away, as the transport tells the host: every table says each
 * seat's presence the same, a missing seat above all. */
static void
test_away (void)
{
  const LudusRules *rules = ludus_rules_lookup ("thebes");
  Net net;

  net_init (&net, rules, 3, 45);
  deliver_all (&net);
  for (guint s = 0; s < 3; s++)
    g_assert_cmpint (ludus_table_get_presence (net.guests[0], s), ==, LUDUS_SEAT_ONLINE);

  /* A guest's window and the host's own. */
  ludus_table_set_away (net.host, 2, TRUE);
  ludus_table_set_away (net.host, 0, TRUE);
  ludus_table_set_away (net.host, 0, TRUE);
  deliver_all (&net);
  g_assert_cmpuint (net.n_presence_changed, ==, 2 * 2);
  for (guint g = 0; g < 2; g++)
    {
      g_assert_cmpint (ludus_table_get_presence (net.guests[g], 0), ==, LUDUS_SEAT_AWAY);
      g_assert_cmpint (ludus_table_get_presence (net.guests[g], 1), ==, LUDUS_SEAT_ONLINE);
      g_assert_cmpint (ludus_table_get_presence (net.guests[g], 2), ==, LUDUS_SEAT_AWAY);
    }
  g_assert_cmpint (ludus_table_get_presence (net.host, 2), ==, LUDUS_SEAT_AWAY);

  /* Gone, then back: away still, until the transport says otherwise. */
  ludus_table_set_present (net.host, 2, FALSE);
  deliver_all (&net);
  g_assert_cmpint (ludus_table_get_presence (net.host, 2), ==, LUDUS_SEAT_DISCONNECTED);
  g_assert_cmpint (ludus_table_get_presence (net.guests[0], 2), ==, LUDUS_SEAT_DISCONNECTED);
  ludus_table_set_present (net.host, 2, TRUE);
  deliver_all (&net);
  g_assert_cmpint (ludus_table_get_presence (net.guests[0], 2), ==, LUDUS_SEAT_AWAY);
  ludus_table_set_away (net.host, 2, FALSE);
  ludus_table_set_away (net.host, 0, FALSE);
  deliver_all (&net);
  for (guint s = 0; s < 3; s++)
    g_assert_cmpint (ludus_table_get_presence (net.guests[0], s), ==, LUDUS_SEAT_ONLINE);
  g_assert_cmpuint (net.n_failed + net.n_ignored, ==, 0);
  net_clear (&net);
}

/* A host's save, resumed later: the guests catch up from the start and
 * the game goes on. */
static void
test_resume (void)
{
  const LudusRules *rules = ludus_rules_lookup ("mykerinos");
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusContent) content = ludus_content_new_default (rules, &error);
  g_autoptr(LudusOptions) options = ludus_options_new (rules, 2);
  g_autoptr(LudusGame) game = NULL;
  g_autofree LudusMove *moves = g_new (LudusMove, LUDUS_MAX_MOVES);
  LudusRng rng;
  Net net;

  options->seed = 47;
  game = ludus_game_new_online (content, options, NULL, &error);
  g_assert_no_error (error);
  ludus_rng_seed (&rng, 47);
  for (guint i = 0; i < 30; i++)
    {
      guint n = rules->legal_moves (ludus_game_get_state (game), moves);

      g_assert_true (ludus_game_apply_move (game, &moves[ludus_rng_below (&rng, n)], &error));
    }

  net_connect (&net, ludus_table_new_host_resumed (game, 1u << 1), 2, 47);
  g_assert_cmpuint (ludus_table_get_seq (net.host), ==, 30);
  ludus_table_begin (net.guests[0]);
  deliver_all (&net);
  g_assert_cmpuint (ludus_table_get_seq (net.guests[0]), ==, 30);
  assert_in_step (&net, 2);
  net_play (&net);
  assert_in_step (&net, 2);
  g_assert_cmpuint (net.n_ignored + net.n_refused + net.n_failed, ==, 0);
  net_clear (&net);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/table/whole-games", test_whole_games);
  g_test_add_func ("/table/lossy-network", test_lossy_network);
  g_test_add_func ("/table/rejoin", test_rejoin);
  g_test_add_func ("/table/guest-out-of-rules", test_guest_out_of_rules);
  g_test_add_func ("/table/host-out-of-rules", test_host_out_of_rules);
  g_test_add_func ("/table/undo", test_undo);
  g_test_add_func ("/table/missing-player", test_missing_player);
  g_test_add_func ("/table/missing-told", test_missing_told);
  g_test_add_func ("/table/away", test_away);
  g_test_add_func ("/table/resume", test_resume);

  return g_test_run ();
}
