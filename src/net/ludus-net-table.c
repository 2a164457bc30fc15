/* ludus-net-table.c: an online table over XMPP, for ludus-cli and the app
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Joins a LudusTable (the engine, ludus-table.c) to a LudusXmpp (the
 * account in the table's multi-user chat room).  Before the start the host
 * seats the guests who ask ("join": a free seat, or their own again) and
 * tells the room who holds each seat ("seats"); a guest asks until the
 * game comes.  Then the host sends to everyone through the room and to one
 * seat privately, feeds the room's presence to its table and checks for
 * silent guests every second; a guest sends everything privately to the
 * host and says it is there every LUDUS_TABLE_KEEP_ALIVE_MS.  What only
 * ludus-cli or only the app does with the table stays with them.
 */

#define G_LOG_DOMAIN "Ludus"

#include "config.h"

#include <string.h>

#include "ludus-net-table.h"

/* How often a guest without the game asks the host again. */
#define RETRY_MS 1000
/* How often the host looks for silent guests. */
#define SILENCE_CHECK_MS 1000

struct _LudusNetTable
{
  GObject        parent_instance;

  LudusXmpp     *xmpp;
  LudusTable    *table;           /* NULL before the start (a guest's: before a seat) */
  gboolean       host;
  char          *room;
  char          *nick;
  char          *host_nick;
  char          *name;            /* a guest's, as it asks to be seated */
  char          *game_id;         /* a guest's: NULL until the host says */
  guint          n_seats;
  guint32        guest_seats;
  guint          host_seat;
  char          *names[LUDUS_MAX_PLAYERS];       /* who holds each seat; NULL: free */
  char          *seat_nicks[LUDUS_MAX_PLAYERS];  /* the host's: each guest seat's nick */
  LudusPresence  presence[LUDUS_MAX_PLAYERS];
  int            own_seat;        /* a guest's, once the host says; -1: none */
  int            asked_seat;      /* a guest's; -1: none */
  guint          retry_id;
  guint          tick_id;         /* the host's silence check, a guest's keep-alive */
  gboolean       failed;
};

G_DEFINE_FINAL_TYPE (LudusNetTable, ludus_net_table, G_TYPE_OBJECT)

enum
{
  CONNECTED,
  CHANGED,
  CHAT,
  FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
unref_later_cb (gpointer data)
{
  g_object_unref (data);
  return G_SOURCE_REMOVE;
}

static void
ludus_net_table_dispose (GObject *object)
{
  LudusNetTable *self = LUDUS_NET_TABLE (object);

  g_clear_handle_id (&self->retry_id, g_source_remove);
  g_clear_handle_id (&self->tick_id, g_source_remove);
  if (self->xmpp != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->xmpp, self);
      ludus_xmpp_disconnect (self->xmpp);
      /* Maybe from inside one of libstrophe's handlers: free it after. */
      g_idle_add (unref_later_cb, g_steal_pointer (&self->xmpp));
    }
  if (self->table != NULL)
    g_signal_handlers_disconnect_by_data (self->table, self);
  g_clear_object (&self->table);

  G_OBJECT_CLASS (ludus_net_table_parent_class)->dispose (object);
}

static void
ludus_net_table_finalize (GObject *object)
{
  LudusNetTable *self = LUDUS_NET_TABLE (object);

  g_free (self->room);
  g_free (self->nick);
  g_free (self->host_nick);
  g_free (self->name);
  g_free (self->game_id);
  for (guint i = 0; i < LUDUS_MAX_PLAYERS; i++)
    {
      g_free (self->names[i]);
      g_free (self->seat_nicks[i]);
    }

  G_OBJECT_CLASS (ludus_net_table_parent_class)->finalize (object);
}

static void
ludus_net_table_class_init (LudusNetTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ludus_net_table_dispose;
  object_class->finalize = ludus_net_table_finalize;

  /* In the room. */
  signals[CONNECTED] = g_signal_new ("connected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The seats, their names or a presence changed. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* A chat line: who (plain text), what (plain text). */
  signals[CHAT] = g_signal_new ("chat", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                G_TYPE_STRING, G_TYPE_STRING);
  /* The connection or the table failed, for good (a translated GError). */
  signals[FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
ludus_net_table_init (LudusNetTable *self)
{
  self->own_seat = -1;
  self->asked_seat = -1;
}

static void
fail (LudusNetTable *self,
      const GError  *error)
{
  if (self->failed)
    return;
  self->failed = TRUE;
  g_clear_handle_id (&self->retry_id, g_source_remove);
  g_clear_handle_id (&self->tick_id, g_source_remove);
  g_signal_emit (self, signals[FAILED], 0, error);
}

static void
send_text (LudusNetTable *self,
           const char    *nick,
           const char    *text)
{
  if (nick != NULL)
    ludus_xmpp_send_private (self->xmpp, nick, text);
  else
    ludus_xmpp_send_room (self->xmpp, text);
}

static void
send_message (LudusNetTable           *self,
              const char              *nick,
              const LudusTableMessage *message)
{
  g_autofree char *text = ludus_table_message_to_string (message);

  send_text (self, nick, text);
}

/* The host tells the room who holds each seat. */
static void
send_seats (LudusNetTable *self)
{
  g_autoptr(LudusTableMessage) seats = ludus_table_message_new (LUDUS_TABLE_SEATS);

  seats->game = g_strdup (self->game_id);
  seats->n_seats = self->n_seats;
  seats->guests = self->guest_seats;
  seats->seat = self->host_seat;
  for (guint i = 0; i < self->n_seats; i++)
    seats->names[i] = g_strdup (ludus_net_table_get_seat_name (self, i));
  send_message (self, NULL, seats);
}

static int
seat_of_nick (LudusNetTable *self,
              const char    *nick)
{
  if (!self->host)
    return g_strcmp0 (nick, self->host_nick) == 0 ? (int) self->host_seat : -1;
  for (guint i = 0; i < self->n_seats; i++)
    if (g_strcmp0 (self->seat_nicks[i], nick) == 0)
      return i;
  return -1;
}

static void
free_seat (LudusNetTable *self,
           guint          seat)
{
  g_clear_pointer (&self->seat_nicks[seat], g_free);
  g_clear_pointer (&self->names[seat], g_free);
  self->presence[seat] = LUDUS_PRESENCE_NONE;
}

/* A guest asks the host for the seat it asked for, by its player's name. */
static void
send_join (LudusNetTable *self)
{
  g_autoptr(LudusTableMessage) join = ludus_table_message_new (LUDUS_TABLE_JOIN);

  join->seat = self->asked_seat;
  join->text = g_strdup (self->name);
  send_message (self, self->host_nick, join);
}

/* The host seats a guest who asks: a free seat, or its own again. */
static void
host_seat (LudusNetTable           *self,
           const char              *nick,
           const LudusTableMessage *join)
{
  int seat = join->seat;
  int held = seat_of_nick (self, nick);

  if (seat < 0)
    for (guint i = 0; i < self->n_seats && seat < 0; i++)
      if (ludus_net_table_seat_is_free (self, i))
        seat = i;
  /* After the start a seat is its own player's: the same nick, or the
   * same name when nobody holds it yet (the host's game resumed). */
  if (seat < 0 || !ludus_net_table_seat_is_guest (self, seat) ||
      (self->seat_nicks[seat] != NULL && held != seat) ||
      (self->table != NULL && held != seat &&
       (self->seat_nicks[seat] != NULL || g_strcmp0 (self->names[seat], join->text) != 0)))
    {
      send_seats (self);
      return;
    }
  if (held >= 0 && held != seat)
    free_seat (self, held);
  g_free (self->seat_nicks[seat]);
  self->seat_nicks[seat] = g_strdup (nick);
  g_free (self->names[seat]);
  self->names[seat] = g_strdup (join->text);
  self->presence[seat] = LUDUS_PRESENCE_ONLINE;
  if (self->table != NULL)
    ludus_table_set_present (self->table, seat, TRUE);
  send_seats (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* A guest learns the seats from the host. */
static void
guest_seats (LudusNetTable           *self,
             const LudusTableMessage *seats)
{
  if (self->table != NULL && ludus_table_get_state (self->table) != NULL)
    return;
  g_free (self->game_id);
  self->game_id = g_strdup (seats->game);
  self->n_seats = seats->n_seats;
  self->guest_seats = seats->guests;
  self->host_seat = MIN ((guint) seats->seat, seats->n_seats - 1);
  self->presence[self->host_seat] = LUDUS_PRESENCE_ONLINE;
  for (guint i = 0; i < LUDUS_MAX_PLAYERS; i++)
    {
      g_free (self->names[i]);
      self->names[i] = i < seats->n_seats && *seats->names[i] != '\0' ? g_strdup (seats->names[i]) : NULL;
    }
  /* The seat asked for is this player's when the host says so. */
  if (self->asked_seat >= 0 && g_strcmp0 (self->names[self->asked_seat], self->name) == 0)
    self->own_seat = self->asked_seat;
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
received_cb (LudusXmpp     *xmpp,
             const char    *nick,
             gboolean       private,
             const char    *text,
             LudusNetTable *self)
{
  g_autoptr(LudusTableMessage) message = NULL;
  int seat = seat_of_nick (self, nick);

  /* The table reads it again, strictly; this is only to route it. */
  message = ludus_table_message_parse (text, strlen (text), NULL);
  if (message == NULL)
    {
      if (self->host && seat >= 0 && self->table != NULL)
        ludus_table_receive (self->table, seat, text, strlen (text));
      return;
    }
  if (message->type == LUDUS_TABLE_CHAT)
    {
      const char *name = seat >= 0 ? ludus_net_table_get_seat_name (self, seat) : nick;

      g_signal_emit (self, signals[CHAT], 0, name, message->text);
      return;
    }
  if (self->host)
    {
      if (message->type == LUDUS_TABLE_JOIN)
        host_seat (self, nick, message);
      else if (seat >= 0 && self->table != NULL)
        ludus_table_receive (self->table, seat, text, strlen (text));
      return;
    }
  if (seat < 0)
    return;
  if (message->type == LUDUS_TABLE_SEATS)
    guest_seats (self, message);
  else if (self->table != NULL)
    ludus_table_receive (self->table, 0, text, strlen (text));
}

static void
presence_cb (LudusXmpp     *xmpp,
             const char    *nick,
             gboolean       available,
             LudusNetTable *self)
{
  int seat = seat_of_nick (self, nick);
  gboolean was_missing = seat >= 0 && self->host && self->table != NULL &&
                         (ludus_table_get_missing (self->table) & (1u << seat)) != 0;

  if (seat >= 0 && self->host && self->table != NULL)
    {
      /* The table tells, through "seat-missing", unless the seat is the
       * computer's now. */
      if (ludus_net_table_seat_is_guest (self, seat))
        ludus_table_set_present (self->table, seat, available);
    }
  else if (seat >= 0)
    {
      gboolean back = available && self->presence[seat] == LUDUS_PRESENCE_DISCONNECTED;

      self->presence[seat] = available ? LUDUS_PRESENCE_ONLINE : LUDUS_PRESENCE_DISCONNECTED;
      /* A host back after a restart knows the seats by name only: a guest
       * who stayed says again who it is, as one who comes back does. */
      if (!self->host && back && self->table != NULL && ludus_table_get_state (self->table) != NULL)
        send_join (self);
      /* Before the start a guest who leaves gives the seat back. */
      if (self->host && !available)
        free_seat (self, seat);
      g_signal_emit (self, signals[CHANGED], 0);
    }
  /* Someone new, or back: the seats as they are (after the start too: a
   * guest back without its seat's number finds it by its name).  Not at
   * each of a seated player's away and back. */
  if (self->host && available && g_strcmp0 (nick, self->nick) != 0 &&
      (self->table == NULL || seat < 0 || was_missing))
    send_seats (self);
}

static void
connected_cb (LudusXmpp     *xmpp,
              LudusNetTable *self)
{
  ludus_xmpp_join (xmpp, self->room, self->nick);
  g_signal_emit (self, signals[CONNECTED], 0);
}

static void
xmpp_failed_cb (LudusXmpp     *xmpp,
                const GError  *error,
                LudusNetTable *self)
{
  fail (self, error);
}

/* The host's table hears that a guest's player is away, or back. */
static void
away_cb (LudusXmpp     *xmpp,
         const char    *nick,
         gboolean       away,
         LudusNetTable *self)
{
  int seat = seat_of_nick (self, nick);

  if (self->host && self->table != NULL && seat >= 0 && ludus_net_table_seat_is_guest (self, seat))
    ludus_table_set_away (self->table, seat, away);
}

static LudusNetTable *
net_table_new (LudusXmpp  *xmpp,
               const char *room,
               const char *nick)
{
  LudusNetTable *self = g_object_new (LUDUS_TYPE_NET_TABLE, NULL);

  self->xmpp = g_object_ref (xmpp);
  self->room = g_strdup (room);
  self->nick = g_strdup (nick);
  g_signal_connect (xmpp, "connected", G_CALLBACK (connected_cb), self);
  g_signal_connect (xmpp, "failed", G_CALLBACK (xmpp_failed_cb), self);
  g_signal_connect (xmpp, "received", G_CALLBACK (received_cb), self);
  g_signal_connect (xmpp, "presence", G_CALLBACK (presence_cb), self);
  g_signal_connect (xmpp, "away", G_CALLBACK (away_cb), self);
  return self;
}

/**
 * ludus_net_table_new_host:
 * @xmpp: the host's account, not connected yet
 * @room: the table's room, room@service
 * @nick: the host's nick in it
 * @game_id: the game's id, told to the guests before the start
 * @guest_seats: bit per seat a guest plays
 * @host_seat: the seat of the host's player
 *
 * The host's side of a table: it seats the guests who ask; name the
 * other seats with ludus_net_table_set_seat_name(), start the game with
 * ludus_net_table_begin().
 */
LudusNetTable *
ludus_net_table_new_host (LudusXmpp  *xmpp,
                          const char *room,
                          const char *nick,
                          const char *game_id,
                          guint       n_seats,
                          guint32     guest_seats,
                          guint       host_seat)
{
  LudusNetTable *self;

  g_return_val_if_fail (LUDUS_IS_XMPP (xmpp), NULL);
  g_return_val_if_fail (room != NULL && nick != NULL && game_id != NULL, NULL);
  g_return_val_if_fail (n_seats > 0 && n_seats <= LUDUS_MAX_PLAYERS, NULL);
  g_return_val_if_fail (host_seat < n_seats, NULL);

  self = net_table_new (xmpp, room, nick);
  self->host = TRUE;
  self->host_nick = g_strdup (nick);
  self->game_id = g_strdup (game_id);
  self->n_seats = n_seats;
  self->guest_seats = guest_seats & ((1u << n_seats) - 1) & ~(1u << host_seat);
  self->host_seat = host_seat;
  self->presence[host_seat] = LUDUS_PRESENCE_ONLINE;
  return self;
}

/**
 * ludus_net_table_new_guest:
 * @xmpp: the guest's account, not connected yet
 * @nick: the guest's nick in the room, unique in it
 * @name: the player's name, as the host seats them
 *
 * A guest's side of a table, without a seat until
 * ludus_net_table_take_seat().
 */
LudusNetTable *
ludus_net_table_new_guest (LudusXmpp  *xmpp,
                           const char *room,
                           const char *nick,
                           const char *host_nick,
                           const char *name)
{
  LudusNetTable *self;

  g_return_val_if_fail (LUDUS_IS_XMPP (xmpp), NULL);
  g_return_val_if_fail (room != NULL && nick != NULL && host_nick != NULL && name != NULL, NULL);

  self = net_table_new (xmpp, room, nick);
  self->host_nick = g_strdup (host_nick);
  self->name = g_strdup (name);
  return self;
}

/* Connects to the server; "connected" when in the room. */
void
ludus_net_table_connect (LudusNetTable *self)
{
  g_return_if_fail (LUDUS_IS_NET_TABLE (self));

  ludus_xmpp_connect (self->xmpp);
}

/* The host names a seat that is not a guest's (its own, a computer's). */
void
ludus_net_table_set_seat_name (LudusNetTable *self,
                               guint          seat,
                               const char    *name)
{
  g_return_if_fail (LUDUS_IS_NET_TABLE (self));
  g_return_if_fail (self->host && seat < self->n_seats);

  g_free (self->names[seat]);
  self->names[seat] = g_strdup (name);
}

static void
table_send_cb (LudusTable    *table,
               guint          to,
               const char    *text,
               LudusNetTable *self)
{
  if (!self->host)
    send_text (self, self->host_nick, text);
  else if (to == LUDUS_TABLE_EVERYONE)
    send_text (self, NULL, text);
  else if (to < LUDUS_MAX_PLAYERS && self->seat_nicks[to] != NULL)
    send_text (self, self->seat_nicks[to], text);
}

static void
table_failed_cb (LudusTable    *table,
                 const GError  *error,
                 LudusNetTable *self)
{
  fail (self, error);
}

/* The host's table counts a guest missing, or back. */
static void
table_seat_missing_cb (LudusTable    *table,
                       guint          seat,
                       gboolean       missing,
                       LudusNetTable *self)
{
  if (seat >= LUDUS_MAX_PLAYERS)
    return;
  if (!ludus_net_table_seat_is_guest (self, seat))
    self->presence[seat] = LUDUS_PRESENCE_NONE;  /* the computer's now */
  else
    self->presence[seat] = missing ? LUDUS_PRESENCE_DISCONNECTED : LUDUS_PRESENCE_ONLINE;
  g_signal_emit (self, signals[CHANGED], 0);
}

/* A seat's presence as the host's table has it (every guest is told):
 * a person's seat, not the computer's. */
static void
table_presence_changed_cb (LudusTable    *table,
                           guint          seat,
                           LudusNetTable *self)
{
  if (seat >= LUDUS_MAX_PLAYERS)
    return;
  if (!ludus_net_table_seat_is_guest (self, seat) && seat != self->host_seat)
    self->presence[seat] = LUDUS_PRESENCE_NONE;
  else
    switch (ludus_table_get_presence (table, seat))
      {
      case LUDUS_SEAT_AWAY:
        self->presence[seat] = LUDUS_PRESENCE_AWAY;
        break;
      case LUDUS_SEAT_DISCONNECTED:
        self->presence[seat] = LUDUS_PRESENCE_DISCONNECTED;
        break;
      case LUDUS_SEAT_ONLINE:
      default:
        self->presence[seat] = LUDUS_PRESENCE_ONLINE;
        break;
      }
  g_signal_emit (self, signals[CHANGED], 0);
}

static gboolean
tick_cb (gpointer data)
{
  LudusNetTable *self = data;

  if (self->host)
    ludus_table_check_silence (self->table, g_get_monotonic_time ());
  else if (ludus_table_get_state (self->table) != NULL)
    ludus_table_keep_alive (self->table);
  return G_SOURCE_CONTINUE;
}

static void
set_table (LudusNetTable *self,
           LudusTable    *table)
{
  if (self->table != NULL)
    g_signal_handlers_disconnect_by_data (self->table, self);
  g_set_object (&self->table, table);
  g_signal_connect (table, "send", G_CALLBACK (table_send_cb), self);
  g_signal_connect (table, "failed", G_CALLBACK (table_failed_cb), self);
  g_signal_connect (table, "seat-missing", G_CALLBACK (table_seat_missing_cb), self);
  g_signal_connect (table, "presence-changed", G_CALLBACK (table_presence_changed_cb), self);
  g_clear_handle_id (&self->tick_id, g_source_remove);
  self->tick_id = g_timeout_add (self->host ? SILENCE_CHECK_MS : LUDUS_TABLE_KEEP_ALIVE_MS,
                                 tick_cb, self);
}

/**
 * ludus_net_table_begin:
 * @table: the host's table, its guests' seats as this one's
 *
 * The host starts the game: the guests get it, and are held to it.
 */
void
ludus_net_table_begin (LudusNetTable *self,
                       LudusTable    *table)
{
  g_return_if_fail (LUDUS_IS_NET_TABLE (self));
  g_return_if_fail (self->host && self->table == NULL);
  g_return_if_fail (LUDUS_IS_TABLE (table) && ludus_table_is_host (table));

  set_table (self, table);
  ludus_table_begin (table);
}

static gboolean
retry_cb (gpointer data)
{
  LudusNetTable *self = data;

  /* Until the host has seated us and the game has come: ask again. */
  if (ludus_table_get_state (self->table) != NULL)
    {
      self->retry_id = 0;
      return G_SOURCE_REMOVE;
    }
  send_join (self);
  ludus_table_begin (self->table);
  return G_SOURCE_CONTINUE;
}

/**
 * ludus_net_table_take_seat:
 *
 * A guest asks the host for a seat, free or its own after a restart, and
 * for the game until it comes: ludus_net_table_get_table() is this seat's
 * table from now.  The seat is this player's when the host's "seats" says
 * so (ludus_net_table_get_own_seat()).
 *
 * Returns: FALSE if the host said the seat is not free, or the game came
 */
gboolean
ludus_net_table_take_seat (LudusNetTable *self,
                           guint          seat)
{
  g_autoptr(LudusTable) table = NULL;

  g_return_val_if_fail (LUDUS_IS_NET_TABLE (self), FALSE);
  g_return_val_if_fail (!self->host && seat < LUDUS_MAX_PLAYERS, FALSE);

  /* Before the host's "seats", whichever: the host decides.  A seat that
   * has this player's name is theirs again, after a restart. */
  if ((self->n_seats > 0 && !ludus_net_table_seat_is_free (self, seat) &&
       !(ludus_net_table_seat_is_guest (self, seat) && g_strcmp0 (self->names[seat], self->name) == 0)) ||
      (self->table != NULL && ludus_table_get_state (self->table) != NULL))
    return FALSE;
  self->asked_seat = seat;
  table = ludus_table_new_guest (seat);
  set_table (self, table);
  g_clear_handle_id (&self->retry_id, g_source_remove);
  retry_cb (self);
  self->retry_id = g_timeout_add (RETRY_MS, retry_cb, self);
  return TRUE;
}

/* Says text to everyone at the table, and here ("chat"). */
void
ludus_net_table_send_chat (LudusNetTable *self,
                           const char    *text)
{
  g_autoptr(LudusTableMessage) chat = ludus_table_message_new (LUDUS_TABLE_CHAT);
  g_autofree char *line = NULL;
  int own;

  g_return_if_fail (LUDUS_IS_NET_TABLE (self));
  g_return_if_fail (text != NULL);

  /* What the other machines would refuse, refused here first. */
  line = ludus_options_clean_text (text, -1, LUDUS_TABLE_MAX_CHAT);
  if (line == NULL)
    return;
  chat->text = g_strdup (line);
  send_message (self, NULL, chat);
  own = ludus_net_table_get_own_seat (self);
  g_signal_emit (self, signals[CHAT], 0,
                 own >= 0 ? ludus_net_table_get_seat_name (self, own) : self->name, line);
}

/* A guest's: text as it is, privately to the host (ludus-cli's faults). */
void
ludus_net_table_send_to_host (LudusNetTable *self,
                              const char    *text)
{
  g_return_if_fail (LUDUS_IS_NET_TABLE (self));
  g_return_if_fail (!self->host && text != NULL);

  send_text (self, self->host_nick, text);
}

/**
 * ludus_net_table_hand_to_computer:
 * @seat: a guest's seat
 *
 * The host's: its computer player plays @seat from now on (its guest's
 * intents are refused).
 */
void
ludus_net_table_hand_to_computer (LudusNetTable *self,
                                  guint          seat)
{
  g_return_if_fail (LUDUS_IS_NET_TABLE (self));
  g_return_if_fail (self->host && self->table != NULL);
  g_return_if_fail (ludus_net_table_seat_is_guest (self, seat));

  self->guest_seats &= ~(1u << seat);
  self->presence[seat] = LUDUS_PRESENCE_NONE;
  ludus_table_hand_to_computer (self->table, seat);
  g_signal_emit (self, signals[CHANGED], 0);
}

/**
 * ludus_net_table_set_away:
 * @away: whether this machine's player is away (Ludus's window not active)
 *
 * Tells the room, and on the host the table, which tells every guest.
 */
void
ludus_net_table_set_away (LudusNetTable *self,
                          gboolean       away)
{
  g_return_if_fail (LUDUS_IS_NET_TABLE (self));

  ludus_xmpp_set_away (self->xmpp, away);
  if (self->host && self->table != NULL && self->host_seat < ludus_table_get_n_players (self->table))
    ludus_table_set_away (self->table, self->host_seat, away);
}

/* Leaves the room, saying so; the table is over for this machine. */
void
ludus_net_table_leave (LudusNetTable *self)
{
  g_return_if_fail (LUDUS_IS_NET_TABLE (self));

  g_clear_handle_id (&self->retry_id, g_source_remove);
  g_clear_handle_id (&self->tick_id, g_source_remove);
  if (self->xmpp != NULL && ludus_xmpp_is_connected (self->xmpp))
    {
      g_autoptr(LudusTableMessage) leave = ludus_table_message_new (LUDUS_TABLE_LEAVE);

      send_message (self, NULL, leave);
      ludus_xmpp_disconnect (self->xmpp);
    }
}

gboolean
ludus_net_table_is_host (LudusNetTable *self)
{
  g_return_val_if_fail (LUDUS_IS_NET_TABLE (self), FALSE);
  return self->host;
}

gboolean
ludus_net_table_is_connected (LudusNetTable *self)
{
  g_return_val_if_fail (LUDUS_IS_NET_TABLE (self), FALSE);
  return self->xmpp != NULL && ludus_xmpp_is_connected (self->xmpp);
}

gboolean
ludus_net_table_has_failed (LudusNetTable *self)
{
  g_return_val_if_fail (LUDUS_IS_NET_TABLE (self), FALSE);
  return self->failed;
}

/* The table's room, room@service. */
const char *
ludus_net_table_get_room (LudusNetTable *self)
{
  g_return_val_if_fail (LUDUS_IS_NET_TABLE (self), NULL);
  return self->room;
}

/* This machine's nick in the room. */
const char *
ludus_net_table_get_nick (LudusNetTable *self)
{
  g_return_val_if_fail (LUDUS_IS_NET_TABLE (self), NULL);
  return self->nick;
}

/* (transfer none): the host's once begun, a guest's once it took a seat */
LudusTable *
ludus_net_table_get_table (LudusNetTable *self)
{
  g_return_val_if_fail (LUDUS_IS_NET_TABLE (self), NULL);
  return self->table;
}

/* NULL until a guest knows the host's game. */
const char *
ludus_net_table_get_game_id (LudusNetTable *self)
{
  g_return_val_if_fail (LUDUS_IS_NET_TABLE (self), NULL);
  return self->game_id;
}

/* 0 until a guest knows the seats. */
guint
ludus_net_table_get_n_seats (LudusNetTable *self)
{
  g_return_val_if_fail (LUDUS_IS_NET_TABLE (self), 0);
  return self->n_seats;
}

/* The name of the seat's player, "" while a guest's seat is free. */
const char *
ludus_net_table_get_seat_name (LudusNetTable *self,
                               guint          seat)
{
  g_return_val_if_fail (LUDUS_IS_NET_TABLE (self), "");
  g_return_val_if_fail (seat < LUDUS_MAX_PLAYERS, "");
  return self->names[seat] != NULL ? self->names[seat] : "";
}

/* The host's: the nick of the guest at the seat in the room, or NULL. */
const char *
ludus_net_table_get_seat_nick (LudusNetTable *self,
                               guint          seat)
{
  g_return_val_if_fail (LUDUS_IS_NET_TABLE (self), NULL);
  g_return_val_if_fail (seat < LUDUS_MAX_PLAYERS, NULL);
  return self->seat_nicks[seat];
}

/* Bit per seat a guest plays (not one handed to the computer). */
guint32
ludus_net_table_get_guest_seats (LudusNetTable *self)
{
  g_return_val_if_fail (LUDUS_IS_NET_TABLE (self), 0);
  return self->guest_seats;
}

gboolean
ludus_net_table_seat_is_guest (LudusNetTable *self,
                               guint          seat)
{
  g_return_val_if_fail (LUDUS_IS_NET_TABLE (self), FALSE);
  return seat < self->n_seats && (self->guest_seats & (1u << seat)) != 0;
}

gboolean
ludus_net_table_seat_is_free (LudusNetTable *self,
                              guint          seat)
{
  g_return_val_if_fail (LUDUS_IS_NET_TABLE (self), FALSE);
  return ludus_net_table_seat_is_guest (self, seat) && self->names[seat] == NULL;
}

/* The host's: every guest's seat is taken. */
gboolean
ludus_net_table_get_seated (LudusNetTable *self)
{
  g_return_val_if_fail (LUDUS_IS_NET_TABLE (self), FALSE);

  for (guint i = 0; i < self->n_seats; i++)
    if (ludus_net_table_seat_is_guest (self, i) && self->seat_nicks[i] == NULL)
      return FALSE;
  return self->n_seats > 0;
}

/* The seat this machine's player has, -1 for a guest without one yet. */
int
ludus_net_table_get_own_seat (LudusNetTable *self)
{
  g_return_val_if_fail (LUDUS_IS_NET_TABLE (self), -1);

  if (self->host)
    return self->host_seat;
  /* The game came for the seat asked: the host seated us. */
  if (self->own_seat < 0 && self->table != NULL && ludus_table_get_state (self->table) != NULL)
    return self->asked_seat;
  return self->own_seat;
}

guint
ludus_net_table_get_host_seat (LudusNetTable *self)
{
  g_return_val_if_fail (LUDUS_IS_NET_TABLE (self), 0);
  return self->host_seat;
}

LudusPresence
ludus_net_table_get_presence (LudusNetTable *self,
                              guint          seat)
{
  g_return_val_if_fail (LUDUS_IS_NET_TABLE (self), LUDUS_PRESENCE_NONE);
  g_return_val_if_fail (seat < LUDUS_MAX_PLAYERS, LUDUS_PRESENCE_NONE);
  return self->presence[seat];
}
