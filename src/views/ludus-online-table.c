/* ludus-online-table.c: this machine's place at an online table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Owns the connection (LudusXmpp, the player's account in the table's
 * multi-user chat room) and, once the game starts, the table's engine
 * (LudusTable, the authority on the host's machine) and the LudusGame the
 * window plays: the game follows the table's moves, and the moves chosen
 * here go to the table (ludus_game_set_relay()).  Before the start the
 * host seats the guests who ask ("join") and tells the room who holds each
 * seat ("seats").  The host is "host" in the room, as for ludus-cli.
 */

#define G_LOG_DOMAIN "ludus-online-table"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ludus-online-account.h"
#include "ludus-online-table.h"
#include "ludus-table.h"
#include "ludus-xmpp.h"

#define HOST_NICK "host"
/* How often a seated guest asks for the game until it has it. */
#define RETRY_MS 2000
#define MAX_ADDRESS 512

struct _LudusOnlineTable
{
  GObject        parent_instance;

  gboolean       host;
  LudusXmpp     *xmpp;
  LudusTable    *table;
  LudusGame     *game;
  LudusContent  *content;         /* a host's, until the start */
  LudusOptions  *options;         /* a host's, names filled as guests come */
  char          *room;            /* room@service */
  char          *address;         /* xmpp:room@service?join */
  char          *nick;
  char          *name;            /* this player's name at the table */
  char          *game_id;
  char          *status;
  guint          n_seats;
  char          *names[LUDUS_MAX_PLAYERS];     /* who holds each seat; NULL: free */
  char          *seat_nicks[LUDUS_MAX_PLAYERS]; /* a host's: each guest seat's nick */
  LudusPresence  presence[LUDUS_MAX_PLAYERS];
  guint32        guest_seats;
  guint          host_seat;
  int            own_seat;        /* -1: none yet */
  int            asked_seat;      /* a guest's, -1: none */
  guint          followed;        /* the table's moves the game has followed */
  guint          retry_id;
  guint          tick_id;         /* the host's silence check, a guest's keep-alive */
  gboolean       failed;
};

G_DEFINE_FINAL_TYPE (LudusOnlineTable, ludus_online_table, G_TYPE_OBJECT)

enum
{
  CHANGED,
  STARTED,
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
ludus_online_table_dispose (GObject *object)
{
  LudusOnlineTable *self = LUDUS_ONLINE_TABLE (object);

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
  g_clear_object (&self->game);

  G_OBJECT_CLASS (ludus_online_table_parent_class)->dispose (object);
}

static void
ludus_online_table_finalize (GObject *object)
{
  LudusOnlineTable *self = LUDUS_ONLINE_TABLE (object);

  g_clear_pointer (&self->content, ludus_content_unref);
  g_clear_pointer (&self->options, ludus_options_free);
  g_free (self->room);
  g_free (self->address);
  g_free (self->nick);
  g_free (self->name);
  g_free (self->game_id);
  g_free (self->status);
  for (guint i = 0; i < LUDUS_MAX_PLAYERS; i++)
    {
      g_free (self->names[i]);
      g_free (self->seat_nicks[i]);
    }

  G_OBJECT_CLASS (ludus_online_table_parent_class)->finalize (object);
}

static void
ludus_online_table_class_init (LudusOnlineTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ludus_online_table_dispose;
  object_class->finalize = ludus_online_table_finalize;

  /* The seats, the status or a presence changed. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The game began: ludus_online_table_get_game() has it. */
  signals[STARTED] = g_signal_new ("started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* A chat line: who (plain text), what (plain text). */
  signals[CHAT] = g_signal_new ("chat", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                G_TYPE_STRING, G_TYPE_STRING);
  /* The connection or the table failed (a translated GError). */
  signals[FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
ludus_online_table_init (LudusOnlineTable *self)
{
  self->own_seat = -1;
  self->asked_seat = -1;
}

static void
set_status (LudusOnlineTable *self,
            const char       *status)
{
  g_free (self->status);
  self->status = g_strdup (status);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
fail (LudusOnlineTable *self,
      const GError     *error)
{
  if (self->failed)
    return;
  self->failed = TRUE;
  g_clear_handle_id (&self->retry_id, g_source_remove);
  set_status (self, error->message);
  g_signal_emit (self, signals[FAILED], 0, error);
}

/* The account's name part, the name a player is seated by. */
static char *
name_of_account (LudusOnlineAccount *account)
{
  const char *address = ludus_online_account_get_address (account);
  const char *at = strchr (address, '@');
  char *name = ludus_options_clean_name (address, at != NULL ? at - address : -1);

  if (name == NULL)
    return g_strdup (_("Guest"));
  if (g_utf8_strlen (name, -1) > LUDUS_SEAT_NAME_MAX)
    *g_utf8_offset_to_pointer (name, LUDUS_SEAT_NAME_MAX) = '\0';
  return name;
}

/* The room of "xmpp:room@service?join" (or of the room's address alone),
 * or NULL if address is not one. */
char *
ludus_online_table_parse_address (const char *address)
{
  g_autofree char *room = NULL;
  const char *at;
  char *query;

  g_return_val_if_fail (address != NULL, NULL);

  room = g_strstrip (g_strdup (address));
  if (g_str_has_prefix (room, "xmpp:"))
    memmove (room, room + 5, strlen (room + 5) + 1);
  if ((query = strchr (room, '?')) != NULL)
    *query = '\0';
  at = strchr (room, '@');
  if (strlen (room) > MAX_ADDRESS || at == NULL || at == room || at[1] == '\0' ||
      strchr (at + 1, '@') != NULL)
    return NULL;
  for (const char *p = room; *p != '\0'; p++)
    if (g_ascii_isspace (*p) || g_ascii_iscntrl (*p) || *p == '/' || *p == '"' ||
        *p == '<' || *p == '>' || *p == '\'' || *p == '&')
      return NULL;
  return g_steal_pointer (&room);
}

static gboolean connect_xmpp (LudusOnlineTable  *self,
                              GError           **error);

/**
 * ludus_online_table_new_host:
 * @options: the game's; its human seats but the first are the guests'
 *
 * A new table in a new room of the account's chat room service.
 */
LudusOnlineTable *
ludus_online_table_new_host (LudusContent        *content,
                             const LudusOptions  *options,
                             GError             **error)
{
  LudusOnlineAccount *account = ludus_online_account_get_default ();
  g_autoptr(LudusOnlineTable) self = g_object_new (LUDUS_TYPE_ONLINE_TABLE, NULL);
  g_autofree char *service = NULL;
  const char *address = ludus_online_account_get_address (account);
  gboolean host_seated = FALSE;

  g_return_val_if_fail (content != NULL && options != NULL, NULL);

  self->host = TRUE;
  if (!connect_xmpp (self, error))
    return NULL;
  self->content = ludus_content_ref (content);
  self->options = ludus_options_copy (options);
  self->game_id = g_strdup (ludus_content_get_rules (content)->id);
  self->n_seats = options->n_seats;
  self->name = name_of_account (account);
  for (guint i = 0; i < options->n_seats; i++)
    {
      if (!options->seats[i].human)
        self->names[i] = ludus_options_dup_seat_name (options, i);
      else if (!host_seated)
        {
          host_seated = TRUE;
          self->host_seat = i;
          if (options->seats[i].name == NULL)
            ludus_options_set_seat (self->options, i, self->name, TRUE, options->seats[i].level);
          self->names[i] = ludus_options_dup_seat_name (self->options, i);
          self->presence[i] = LUDUS_PRESENCE_ONLINE;
        }
      else
        self->guest_seats |= 1u << i;
    }
  if (self->guest_seats == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("An online game needs a seat for a friend: make a seat a person’s"));
      return NULL;
    }

  service = g_settings_get_string (ludus_online_account_get_settings (account), "xmpp-rooms");
  g_strstrip (service);
  if (*service == '\0')
    {
      g_free (service);
      service = g_strconcat ("conference.", strchr (address, '@') + 1, NULL);
    }
  self->room = g_strdup_printf ("ludus-%08x@%s", g_random_int (), service);
  self->address = g_strdup_printf ("xmpp:%s?join", self->room);
  self->nick = g_strdup (HOST_NICK);
  return g_steal_pointer (&self);
}

/**
 * ludus_online_table_new_guest:
 * @address: the table's address, as the host shared it
 *
 * A place at a friend's table, without a seat until one is taken.
 */
LudusOnlineTable *
ludus_online_table_new_guest (const char  *address,
                              GError     **error)
{
  LudusOnlineAccount *account = ludus_online_account_get_default ();
  g_autoptr(LudusOnlineTable) self = g_object_new (LUDUS_TYPE_ONLINE_TABLE, NULL);

  g_return_val_if_fail (address != NULL, NULL);

  if ((self->room = ludus_online_table_parse_address (address)) == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("This is not a table’s address: it looks like xmpp:room@server?join"));
      return NULL;
    }
  if (!connect_xmpp (self, error))
    return NULL;
  self->address = g_strdup_printf ("xmpp:%s?join", self->room);
  self->name = name_of_account (account);
  /* Unique in the room, whatever the name. */
  self->nick = g_strdup_printf ("%s-%04x", self->name, g_random_int_range (0, 0x10000));
  return g_steal_pointer (&self);
}

gboolean
ludus_online_table_is_host (LudusOnlineTable *self)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (self), FALSE);
  return self->host;
}

const char *
ludus_online_table_get_address (LudusOnlineTable *self)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (self), NULL);
  return self->address;
}

/* What the table waits for, or what went wrong, in a sentence. */
const char *
ludus_online_table_get_status (LudusOnlineTable *self)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (self), NULL);
  return self->status != NULL ? self->status : "";
}

/* NULL until a guest knows the host's game. */
const char *
ludus_online_table_get_game_id (LudusOnlineTable *self)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (self), NULL);
  return self->game_id;
}

guint
ludus_online_table_get_n_seats (LudusOnlineTable *self)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (self), 0);
  return self->n_seats;
}

/* The name of the seat's player, "" while a guest's seat is free. */
const char *
ludus_online_table_get_seat_name (LudusOnlineTable *self,
                                  guint             seat)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (self), "");
  g_return_val_if_fail (seat < LUDUS_MAX_PLAYERS, "");
  return self->names[seat] != NULL ? self->names[seat] : "";
}

gboolean
ludus_online_table_seat_is_guest (LudusOnlineTable *self,
                                  guint             seat)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (self), FALSE);
  return seat < self->n_seats && (self->guest_seats & (1u << seat)) != 0;
}

gboolean
ludus_online_table_seat_is_free (LudusOnlineTable *self,
                                 guint             seat)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (self), FALSE);
  return ludus_online_table_seat_is_guest (self, seat) && self->names[seat] == NULL;
}

/* The seat this machine plays, -1 for a guest without one yet. */
int
ludus_online_table_get_own_seat (LudusOnlineTable *self)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (self), -1);
  return self->host ? (int) self->host_seat : self->own_seat;
}

guint
ludus_online_table_get_host_seat (LudusOnlineTable *self)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (self), 0);
  return self->host_seat;
}

/* Whether the host may start: every guest's seat is taken. */
gboolean
ludus_online_table_get_can_start (LudusOnlineTable *self)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (self), FALSE);

  if (!self->host || self->table != NULL || self->failed || !ludus_xmpp_is_connected (self->xmpp))
    return FALSE;
  for (guint i = 0; i < self->n_seats; i++)
    if (ludus_online_table_seat_is_free (self, i))
      return FALSE;
  return TRUE;
}

LudusPresence
ludus_online_table_get_presence (LudusOnlineTable *self,
                                 guint             seat)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (self), LUDUS_PRESENCE_NONE);
  g_return_val_if_fail (seat < LUDUS_MAX_PLAYERS, LUDUS_PRESENCE_NONE);
  return self->presence[seat];
}

/* Bit i set: the player of seat i is gone since the start, and the table
 * waits for them. */
guint32
ludus_online_table_get_missing (LudusOnlineTable *self)
{
  guint32 missing = 0;

  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (self), 0);

  if (self->table == NULL || self->game == NULL || ludus_game_is_over (self->game))
    return 0;
  for (guint i = 0; i < self->n_seats; i++)
    if (self->presence[i] == LUDUS_PRESENCE_DISCONNECTED)
      missing |= 1u << i;
  return missing;
}

/**
 * ludus_online_table_hand_to_computer:
 * @seat: a guest's seat
 *
 * The host's: this machine's computer player plays @seat from now on, so
 * that the game goes on without its missing player.
 */
void
ludus_online_table_hand_to_computer (LudusOnlineTable *self,
                                     guint             seat)
{
  g_return_if_fail (LUDUS_IS_ONLINE_TABLE (self));
  g_return_if_fail (self->host && self->table != NULL);
  g_return_if_fail (ludus_online_table_seat_is_guest (self, seat));

  self->guest_seats &= ~(1u << seat);
  self->presence[seat] = LUDUS_PRESENCE_NONE;
  ludus_table_hand_to_computer (self->table, seat);
  ludus_game_hand_to_computer (self->game, seat);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* NULL until the game starts. */
LudusGame *
ludus_online_table_get_game (LudusOnlineTable *self)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (self), NULL);
  return self->game;
}

static void
send_text (LudusOnlineTable *self,
           const char       *nick,
           const char       *text)
{
  if (nick != NULL)
    ludus_xmpp_send_private (self->xmpp, nick, text);
  else
    ludus_xmpp_send_room (self->xmpp, text);
}

static void
send_message (LudusOnlineTable        *self,
              const char              *nick,
              const LudusTableMessage *message)
{
  g_autofree char *text = ludus_table_message_to_string (message);

  send_text (self, nick, text);
}

/* The host tells the room who holds each seat. */
static void
send_seats (LudusOnlineTable *self)
{
  g_autoptr(LudusTableMessage) seats = ludus_table_message_new (LUDUS_TABLE_SEATS);

  seats->game = g_strdup (self->game_id);
  seats->n_seats = self->n_seats;
  seats->guests = self->guest_seats;
  seats->seat = self->host_seat;
  for (guint i = 0; i < self->n_seats; i++)
    seats->names[i] = g_strdup (ludus_online_table_get_seat_name (self, i));
  send_message (self, NULL, seats);
}

static void
update_host_status (LudusOnlineTable *self)
{
  if (self->table != NULL || self->failed)
    return;
  set_status (self, ludus_online_table_get_can_start (self)
                    ? _("Every seat is taken: start the game when you are ready.")
                    : _("Share the table’s address with your friends. They join with it from “Join Online Game”."));
}

static int
seat_of_nick (LudusOnlineTable *self,
              const char       *nick)
{
  if (!self->host)
    return g_strcmp0 (nick, HOST_NICK) == 0 ? (int) self->host_seat : -1;
  for (guint i = 0; i < self->n_seats; i++)
    if (g_strcmp0 (self->seat_nicks[i], nick) == 0)
      return i;
  return -1;
}

/* The host seats a guest who asks: a free seat, or its own again. */
static void
host_seat (LudusOnlineTable        *self,
           const char              *nick,
           const LudusTableMessage *join)
{
  int seat = join->seat;
  int held = seat_of_nick (self, nick);

  if (seat < 0)
    for (guint i = 0; i < self->n_seats && seat < 0; i++)
      if (ludus_online_table_seat_is_free (self, i))
        seat = i;
  if (seat < 0 || !ludus_online_table_seat_is_guest (self, seat) ||
      (self->seat_nicks[seat] != NULL && held != seat) || (self->table != NULL && held != seat))
    {
      send_seats (self);
      return;
    }
  if (held >= 0 && held != seat)
    {
      g_clear_pointer (&self->seat_nicks[held], g_free);
      g_clear_pointer (&self->names[held], g_free);
    }
  g_free (self->seat_nicks[seat]);
  self->seat_nicks[seat] = g_strdup (nick);
  g_free (self->names[seat]);
  self->names[seat] = g_strdup (join->text);
  self->presence[seat] = LUDUS_PRESENCE_ONLINE;
  if (self->table == NULL)
    ludus_options_set_seat (self->options, seat, join->text, TRUE, self->options->seats[seat].level);
  send_seats (self);
  update_host_status (self);
}

/* A guest learns the seats from the host. */
static void
guest_seats (LudusOnlineTable        *self,
             const LudusTableMessage *seats)
{
  if (self->game != NULL)
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
    {
      self->own_seat = self->asked_seat;
      set_status (self, _("Seated: waiting for the host to start the game."));
    }
  else
    set_status (self, _("Choose a free seat."));
}

static void
relay_cb (LudusGame       *game,
          const LudusMove *move,
          gpointer         user_data)
{
  LudusOnlineTable *self = user_data;
  g_autoptr(GError) error = NULL;

  if (!ludus_table_play (self->table, move, &error))
    fail (self, error);
}

/* The game the window plays, from the table's start. */
static gboolean
make_game (LudusOnlineTable *self)
{
  g_autoptr(GError) error = NULL;
  guint32 remote = 0;
  LudusContent *content = ludus_table_get_content (self->table);
  const LudusOptions *options = ludus_table_get_options (self->table);

  if ((self->game = ludus_game_new (content, options, &error)) == NULL)
    {
      fail (self, error);
      return FALSE;
    }
  self->n_seats = options->n_seats;
  for (guint i = 0; i < options->n_seats; i++)
    if ((int) i != ludus_online_table_get_own_seat (self) &&
        (!self->host || (self->guest_seats & (1u << i)) != 0))
      remote |= 1u << i;
  ludus_game_follow_start (self->game, ludus_table_get_state (self->table));
  ludus_game_set_relay (self->game, remote, relay_cb, self);
  self->followed = ludus_table_get_seq (self->table);
  return TRUE;
}

static void
table_moved_cb (LudusTable       *table,
                LudusOnlineTable *self)
{
  LudusMove move;

  if (self->game == NULL)
    {
      /* A guest's table started. */
      if (self->host || ludus_table_get_state (table) == NULL || !make_game (self))
        return;
      g_clear_handle_id (&self->retry_id, g_source_remove);
      set_status (self, "");
      g_signal_emit (self, signals[STARTED], 0);
      return;
    }
  if (ludus_table_get_seq (table) != self->followed + 1 || !ludus_table_get_last_move (table, &move))
    return;
  self->followed++;
  if (!ludus_game_follow (self->game, &move, ludus_table_get_state (table)))
    {
      g_autoptr(GError) error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                                                     _("This machine’s game no longer matches the table’s"));
      fail (self, error);
    }
}

static void
table_failed_cb (LudusTable       *table,
                 const GError     *error,
                 LudusOnlineTable *self)
{
  fail (self, error);
}

static void
table_send_cb (LudusTable       *table,
               guint             to,
               const char       *text,
               LudusOnlineTable *self)
{
  if (!self->host)
    send_text (self, HOST_NICK, text);
  else if (to == LUDUS_TABLE_EVERYONE)
    send_text (self, NULL, text);
  else if (to < LUDUS_MAX_PLAYERS && self->seat_nicks[to] != NULL)
    send_text (self, self->seat_nicks[to], text);
}

/* The host's table counts a guest missing, or back. */
static void
table_seat_missing_cb (LudusTable       *table,
                       guint             seat,
                       gboolean          missing,
                       LudusOnlineTable *self)
{
  if (seat >= LUDUS_MAX_PLAYERS)
    return;
  if (!ludus_online_table_seat_is_guest (self, seat))
    self->presence[seat] = LUDUS_PRESENCE_NONE;  /* the computer's now */
  else
    self->presence[seat] = missing ? LUDUS_PRESENCE_DISCONNECTED : LUDUS_PRESENCE_ONLINE;
  g_signal_emit (self, signals[CHANGED], 0);
}

static gboolean
tick_cb (gpointer data)
{
  LudusOnlineTable *self = data;

  if (self->host)
    ludus_table_check_silence (self->table, g_get_monotonic_time ());
  else if (ludus_table_get_state (self->table) != NULL)
    ludus_table_keep_alive (self->table);
  return G_SOURCE_CONTINUE;
}

static void
connect_table (LudusOnlineTable *self)
{
  g_signal_connect (self->table, "send", G_CALLBACK (table_send_cb), self);
  g_signal_connect (self->table, "moved", G_CALLBACK (table_moved_cb), self);
  g_signal_connect (self->table, "failed", G_CALLBACK (table_failed_cb), self);
  g_signal_connect (self->table, "seat-missing", G_CALLBACK (table_seat_missing_cb), self);
  g_clear_handle_id (&self->tick_id, g_source_remove);
  self->tick_id = g_timeout_add (self->host ? 1000 : LUDUS_TABLE_KEEP_ALIVE_MS, tick_cb, self);
}

static void
received_cb (LudusXmpp        *xmpp,
             const char       *nick,
             gboolean          private,
             const char       *text,
             LudusOnlineTable *self)
{
  g_autoptr(LudusTableMessage) message = NULL;
  int seat = seat_of_nick (self, nick);

  message = ludus_table_message_parse (text, strlen (text), NULL);
  if (message == NULL)
    return;
  if (message->type == LUDUS_TABLE_CHAT)
    {
      const char *name = seat >= 0 ? ludus_online_table_get_seat_name (self, seat) : nick;

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
  if (g_strcmp0 (nick, HOST_NICK) != 0)
    return;
  if (message->type == LUDUS_TABLE_SEATS)
    guest_seats (self, message);
  else if (self->table != NULL)
    ludus_table_receive (self->table, 0, text, strlen (text));
}

static void
presence_cb (LudusXmpp        *xmpp,
             const char       *nick,
             gboolean          available,
             LudusOnlineTable *self)
{
  int seat = seat_of_nick (self, nick);

  if (seat >= 0 && self->host && self->table != NULL)
    {
      /* The table tells, through "seat-missing", unless the seat is the
       * computer's now. */
      if (ludus_online_table_seat_is_guest (self, seat))
        ludus_table_set_present (self->table, seat, available);
    }
  else if (seat >= 0)
    {
      self->presence[seat] = available ? LUDUS_PRESENCE_ONLINE : LUDUS_PRESENCE_DISCONNECTED;
      /* Before the start a guest who leaves gives the seat back. */
      if (self->host && !available && self->table == NULL)
        {
          g_clear_pointer (&self->seat_nicks[seat], g_free);
          g_clear_pointer (&self->names[seat], g_free);
          self->presence[seat] = LUDUS_PRESENCE_NONE;
          ludus_options_set_seat (self->options, seat, NULL, TRUE, self->options->seats[seat].level);
          update_host_status (self);
        }
      g_signal_emit (self, signals[CHANGED], 0);
    }
  /* Someone new: the seats as they are. */
  if (self->host && available && self->table == NULL && g_strcmp0 (nick, self->nick) != 0)
    send_seats (self);
}

static void
connected_cb (LudusXmpp        *xmpp,
              LudusOnlineTable *self)
{
  ludus_xmpp_join (xmpp, self->room, self->nick);
  if (self->host)
    update_host_status (self);
  else
    set_status (self, _("Waiting for the host…"));
}

static void
xmpp_failed_cb (LudusXmpp        *xmpp,
                const GError     *error,
                LudusOnlineTable *self)
{
  fail (self, error);
}

static gboolean
connect_xmpp (LudusOnlineTable  *self,
              GError           **error)
{
  self->xmpp = ludus_online_account_new_xmpp (ludus_online_account_get_default (), error);
  if (self->xmpp == NULL)
    return FALSE;
  g_signal_connect (self->xmpp, "connected", G_CALLBACK (connected_cb), self);
  g_signal_connect (self->xmpp, "failed", G_CALLBACK (xmpp_failed_cb), self);
  g_signal_connect (self->xmpp, "received", G_CALLBACK (received_cb), self);
  g_signal_connect (self->xmpp, "presence", G_CALLBACK (presence_cb), self);
  return TRUE;
}

/* Connects to the server and enters the table's room. */
void
ludus_online_table_connect (LudusOnlineTable *self)
{
  g_return_if_fail (LUDUS_IS_ONLINE_TABLE (self));

  set_status (self, _("Connecting…"));
  ludus_xmpp_connect (self->xmpp);
}

static gboolean
retry_cb (gpointer data)
{
  LudusOnlineTable *self = data;
  g_autoptr(LudusTableMessage) join = ludus_table_message_new (LUDUS_TABLE_JOIN);

  /* Until the host has seated us and the game has come: ask again. */
  join->seat = self->asked_seat;
  join->text = g_strdup (self->name);
  send_message (self, HOST_NICK, join);
  if (self->table != NULL)
    ludus_table_begin (self->table);
  return G_SOURCE_CONTINUE;
}

/**
 * ludus_online_table_take_seat:
 *
 * A guest asks the host for a free seat; it is this player's when the
 * host's next "seats" says so.
 *
 * Returns: FALSE if the seat is not free
 */
gboolean
ludus_online_table_take_seat (LudusOnlineTable *self,
                              guint             seat)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (self), FALSE);
  g_return_val_if_fail (!self->host, FALSE);

  if (!ludus_online_table_seat_is_free (self, seat) || self->game != NULL)
    return FALSE;
  self->asked_seat = seat;
  g_clear_object (&self->table);
  self->table = ludus_table_new_guest (seat);
  connect_table (self);
  g_clear_handle_id (&self->retry_id, g_source_remove);
  retry_cb (self);
  self->retry_id = g_timeout_add (RETRY_MS, retry_cb, self);
  set_status (self, _("Asking the host for the seat…"));
  return TRUE;
}

/**
 * ludus_online_table_start:
 *
 * The host starts the game with the seats as they are.
 */
gboolean
ludus_online_table_start (LudusOnlineTable  *self,
                          GError           **error)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (self), FALSE);
  g_return_val_if_fail (self->host, FALSE);

  if (!ludus_online_table_get_can_start (self))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_PENDING,
                           _("Every seat must be taken before the game starts"));
      return FALSE;
    }
  if ((self->table = ludus_table_new_host (self->content, self->options, self->guest_seats,
                                           error)) == NULL)
    return FALSE;
  connect_table (self);
  if (!make_game (self))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, self->status);
      return FALSE;
    }
  ludus_table_begin (self->table);
  set_status (self, "");
  g_signal_emit (self, signals[STARTED], 0);
  return TRUE;
}

/* Says text to everyone at the table, and here. */
void
ludus_online_table_send_chat (LudusOnlineTable *self,
                              const char       *text)
{
  g_autoptr(LudusTableMessage) chat = ludus_table_message_new (LUDUS_TABLE_CHAT);
  g_autofree char *line = NULL;
  int own;

  g_return_if_fail (LUDUS_IS_ONLINE_TABLE (self));
  g_return_if_fail (text != NULL);

  /* What the other machines would refuse, refused here first. */
  line = ludus_options_clean_name (text, -1);
  if (line == NULL)
    return;
  if (g_utf8_strlen (line, -1) > LUDUS_TABLE_MAX_CHAT)
    *g_utf8_offset_to_pointer (line, LUDUS_TABLE_MAX_CHAT) = '\0';
  chat->text = g_strdup (line);
  send_message (self, NULL, chat);
  own = ludus_online_table_get_own_seat (self);
  g_signal_emit (self, signals[CHAT], 0,
                 own >= 0 ? ludus_online_table_get_seat_name (self, own) : self->name, line);
}

/* Leaves the room; the table is over for this machine. */
void
ludus_online_table_leave (LudusOnlineTable *self)
{
  g_return_if_fail (LUDUS_IS_ONLINE_TABLE (self));

  g_clear_handle_id (&self->retry_id, g_source_remove);
  g_clear_handle_id (&self->tick_id, g_source_remove);
  if (self->xmpp != NULL && ludus_xmpp_is_connected (self->xmpp))
    {
      g_autoptr(LudusTableMessage) leave = ludus_table_message_new (LUDUS_TABLE_LEAVE);

      send_message (self, NULL, leave);
      ludus_xmpp_disconnect (self->xmpp);
    }
}
