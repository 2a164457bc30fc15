/* ludus-online-table.c: this machine's place at an online table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Owns the table over XMPP (LudusNetTable: the player's account in the
 * table's room, the seats, and once the game starts the table's engine,
 * the authority on the host's machine) and the LudusGame the window plays:
 * the game follows the table's moves, and the moves chosen here go to the
 * table (ludus_game_set_relay()).  What is here is the app's own: the
 * account's names and rooms, the status told in the dialogs, the game.
 * The host is "host" in the room, as for ludus-cli.
 */

#define G_LOG_DOMAIN "ludus-online-table"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ludus-online-account.h"
#include "ludus-online-table.h"

#define MAX_ADDRESS 512

struct _LudusOnlineTable
{
  GObject        parent_instance;

  gboolean       host;
  LudusNetTable *net;
  LudusTable    *table;           /* the net table's, once there */
  LudusGame     *game;
  LudusContent  *content;         /* a host's, until the start */
  LudusOptions  *options;         /* a host's, until the start */
  char          *address;         /* xmpp:room@service?join */
  char          *status;
  gboolean       asking;          /* a guest's, until the host seats it */
  int            resumed_seat;    /* a resumed guest's, to take again; -1: none */
  guint          followed;        /* the table's moves the game has followed */
  gboolean       failed;
  gboolean       account_failed;  /* on what Preferences → Online sets */
  guint          host_silent_id;  /* a new guest's, until the host's seats come */
  gboolean       host_silent;     /* no host has answered for a while */
  gboolean       host_gone;       /* a guest's: the host is disconnected */
};

/* How long a guest in the room waits for a host before it says that
 * nobody answers: a host's seats come within a second or two. */
#define HOST_SILENT_S 10

G_DEFINE_FINAL_TYPE (LudusOnlineTable, ludus_online_table, G_TYPE_OBJECT)

enum
{
  CHANGED,
  STARTED,
  UNDO_REQUESTED,
  UNDO_DECIDED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
ludus_online_table_dispose (GObject *object)
{
  LudusOnlineTable *self = LUDUS_ONLINE_TABLE (object);

  g_clear_handle_id (&self->host_silent_id, g_source_remove);
  if (self->net != NULL)
    g_signal_handlers_disconnect_by_data (self->net, self);
  if (self->table != NULL)
    g_signal_handlers_disconnect_by_data (self->table, self);
  g_clear_object (&self->table);
  g_clear_object (&self->net);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (ludus_online_table_parent_class)->dispose (object);
}

static void
ludus_online_table_finalize (GObject *object)
{
  LudusOnlineTable *self = LUDUS_ONLINE_TABLE (object);

  g_clear_pointer (&self->content, ludus_content_unref);
  g_clear_pointer (&self->options, ludus_options_free);
  g_free (self->address);
  g_free (self->status);

  G_OBJECT_CLASS (ludus_online_table_parent_class)->finalize (object);
}

static void
ludus_online_table_class_init (LudusOnlineTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ludus_online_table_dispose;
  object_class->finalize = ludus_online_table_finalize;

  /* The seats, the status (a failure's message too) or a presence changed. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The game began: ludus_online_table_get_game() has it. */
  signals[STARTED] = g_signal_new ("started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* Another machine asks to take back the moves after seq: answer with
   * ludus_online_table_answer_undo(). */
  signals[UNDO_REQUESTED] = g_signal_new ("undo-requested", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, G_TYPE_UINT);
  /* A request to take back the moves after seq was agreed (the game went
   * back) or refused. */
  signals[UNDO_DECIDED] = g_signal_new ("undo-decided", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_BOOLEAN);
}

static void
ludus_online_table_init (LudusOnlineTable *self)
{
  self->resumed_seat = -1;
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
  /* The server's certificate or encryption, the server out of reach, the
   * address or the password refused, before any connection: all set in
   * Preferences → Online. */
  self->account_failed = self->net != NULL && !ludus_net_table_is_connected (self->net) &&
                         (error->domain == G_TLS_ERROR ||
                          g_error_matches (error, G_IO_ERROR, G_IO_ERROR_HOST_UNREACHABLE) ||
                          g_error_matches (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED));
  set_status (self, error->message);
}

/**
 * ludus_online_table_get_failed:
 *
 * Returns: whether this machine lost the table or never reached it (the
 *   status says why): connecting again takes a new table
 */
gboolean
ludus_online_table_get_failed (LudusOnlineTable *self)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (self), FALSE);

  return self->failed;
}

/**
 * ludus_online_table_get_account_failed:
 *
 * Returns: whether the table failed on the account's settings (server,
 *   address, password), which Preferences → Online can mend
 */
gboolean
ludus_online_table_get_account_failed (LudusOnlineTable *self)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (self), FALSE);

  return self->account_failed;
}

/* The account's name part, the name a player is seated by. */
static char *
name_of_account (LudusOnlineAccount *account)
{
  const char *address = ludus_online_account_get_address (account);
  const char *at = strchr (address, '@');
  char *name = ludus_options_clean_text (address, at != NULL ? at - address : -1, LUDUS_SEAT_NAME_MAX);

  return name != NULL ? name : g_strdup (_("Guest"));
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

static void connect_net (LudusOnlineTable *self);

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
  g_autoptr(LudusXmpp) xmpp = NULL;
  g_autofree char *service = NULL;
  g_autofree char *room = NULL;
  g_autofree char *name = NULL;
  const char *address = ludus_online_account_get_address (account);
  guint32 guest_seats = 0;
  int host_seat = -1;

  g_return_val_if_fail (content != NULL && options != NULL, NULL);

  if ((xmpp = ludus_online_account_new_xmpp (account, error)) == NULL)
    return NULL;
  self->host = TRUE;
  self->content = ludus_content_ref (content);
  self->options = ludus_options_copy (options);
  name = name_of_account (account);
  for (guint i = 0; i < options->n_seats; i++)
    {
      if (!options->seats[i].human)
        continue;
      if (host_seat < 0)
        {
          host_seat = i;
          if (options->seats[i].name == NULL)
            ludus_options_set_seat (self->options, i, name, TRUE, options->seats[i].level);
        }
      else
        guest_seats |= 1u << i;
    }
  if (guest_seats == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("An online game needs a seat for a friend: set another seat to Human"));
      return NULL;
    }

  service = g_settings_get_string (ludus_online_account_get_settings (account), "xmpp-rooms");
  g_strstrip (service);
  if (*service == '\0')
    {
      g_free (service);
      service = g_strconcat ("conference.", strchr (address, '@') + 1, NULL);
    }
  room = g_strdup_printf ("ludus-%08x@%s", g_random_int (), service);
  self->address = g_strdup_printf ("xmpp:%s?join", room);
  self->net = ludus_net_table_new_host (xmpp, room, LUDUS_NET_TABLE_HOST_NICK,
                                        ludus_content_get_rules (content)->id,
                                        options->n_seats, guest_seats, host_seat);
  for (guint i = 0; i < options->n_seats; i++)
    if ((guest_seats & (1u << i)) == 0)
      {
        g_autofree char *seat_name = ludus_options_dup_seat_name (self->options, i);

        ludus_net_table_set_seat_name (self->net, i, seat_name);
      }
  connect_net (self);
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
  g_autoptr(LudusXmpp) xmpp = NULL;
  g_autofree char *room = NULL;
  g_autofree char *name = NULL;
  g_autofree char *nick = NULL;

  g_return_val_if_fail (address != NULL, NULL);

  if ((room = ludus_online_table_parse_address (address)) == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("This is not a table’s address: it looks like xmpp:room@server?join"));
      return NULL;
    }
  if ((xmpp = ludus_online_account_new_xmpp (account, error)) == NULL)
    return NULL;
  self->address = g_strdup_printf ("xmpp:%s?join", room);
  name = name_of_account (account);
  /* Unique in the room, whatever the name. */
  nick = g_strdup_printf ("%s-%04x", name, g_random_int_range (0, 0x10000));
  self->net = ludus_net_table_new_guest (xmpp, room, nick, LUDUS_NET_TABLE_HOST_NICK, name);
  connect_net (self);
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

/* Whether the host may start: every guest's seat is taken. */
gboolean
ludus_online_table_get_can_start (LudusOnlineTable *self)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (self), FALSE);

  return self->host && self->table == NULL && !self->failed &&
         ludus_net_table_is_connected (self->net) && ludus_net_table_get_seated (self->net);
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
  for (guint i = 0; i < ludus_net_table_get_n_seats (self->net); i++)
    if (ludus_net_table_get_presence (self->net, i) == LUDUS_PRESENCE_DISCONNECTED)
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
  g_return_if_fail (ludus_net_table_seat_is_guest (self->net, seat));

  ludus_net_table_hand_to_computer (self->net, seat);
  ludus_game_hand_to_computer (self->game, seat);
}

/* (transfer none): the table over XMPP ("chat" tells its chat lines) */
LudusNetTable *
ludus_online_table_get_net_table (LudusOnlineTable *self)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (self), NULL);
  return self->net;
}

/* NULL until the game starts. */
LudusGame *
ludus_online_table_get_game (LudusOnlineTable *self)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (self), NULL);
  return self->game;
}

static void
update_status (LudusOnlineTable *self)
{
  if (self->table != NULL && ludus_table_get_state (self->table) != NULL)
    return;
  if (self->failed)
    return;
  if (self->host)
    set_status (self, ludus_online_table_get_can_start (self)
                      ? _("Every seat is taken: start the game when you are ready.")
                      : _("Share the table’s address with your friends. They join with it from “Join Online Game”."));
  else if (ludus_net_table_get_own_seat (self->net) >= 0)
    set_status (self, _("Seated: waiting for the host to start the game."));
  else if (self->asking)
    set_status (self, _("Asking the host for the seat…"));
  else if (ludus_net_table_get_n_seats (self->net) > 0)
    set_status (self, _("Choose a free seat."));
  else if (self->host_silent)
    set_status (self, _("Nobody answers at this table yet. Check the address with the host, "
                        "and that their table is still open."));
  else
    set_status (self, _("Waiting for the host…"));
}

static gboolean
host_silent_cb (gpointer data)
{
  LudusOnlineTable *self = data;

  self->host_silent_id = 0;
  self->host_silent = TRUE;
  update_status (self);
  g_signal_emit (self, signals[CHANGED], 0);
  return G_SOURCE_REMOVE;
}

static void
relay_cb (LudusGame       *game,
          const LudusMove *move,
          gpointer         user_data)
{
  LudusOnlineTable *self = user_data;
  g_autoptr(GError) error = NULL;

  /* A resumed guest's table not back yet: the move goes nowhere. */
  if (self->table == NULL || ludus_table_get_state (self->table) == NULL)
    return;
  if (!ludus_table_play (self->table, move, &error))
    fail (self, error);
}

/* The window's game: the seats played elsewhere are relayed, and it
 * follows the table from its move @followed on. */
static void
adopt_game (LudusOnlineTable *self,
            LudusGame        *game,
            guint             own_seat,
            guint32           guest_seats,
            guint             followed)
{
  guint32 remote = 0;

  g_set_object (&self->game, game);
  for (guint i = 0; i < ludus_game_get_n_players (game); i++)
    if (i != own_seat && (!self->host || (guest_seats & (1u << i)) != 0))
      remote |= 1u << i;
  ludus_game_set_relay (game, remote, relay_cb, self);
  self->followed = followed;
}

/* The game the window plays, from the table's start. */
static gboolean
make_game (LudusOnlineTable *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusGame) game = NULL;
  LudusContent *content = ludus_table_get_content (self->table);
  const LudusOptions *options = ludus_table_get_options (self->table);
  LudusGameTable table = {
    .room = (char *) ludus_net_table_get_room (self->net),
    .nick = (char *) ludus_net_table_get_nick (self->net),
  };
  int own;

  /* The host's game tells chance from the seed as its table does; a
   * guest's takes the host's, as its table does. */
  game = ludus_game_new_online (content, options,
                                self->host ? NULL : ludus_table_get_setup_outcome (self->table),
                                &error);
  if (game == NULL)
    {
      fail (self, error);
      return FALSE;
    }
  own = MAX (ludus_net_table_get_own_seat (self->net), 0);
  table.guest_seats = ludus_net_table_get_guest_seats (self->net) | (self->host ? 0 : 1u << own);
  table.seat = own;
  adopt_game (self, game, own, table.guest_seats, ludus_table_get_seq (self->table));
  /* Its saves say where it is played, to resume it. */
  if (ludus_game_table_check (&table, options->n_seats, NULL))
    ludus_game_set_table (game, &table);
  return TRUE;
}

static void
table_moved_cb (LudusTable       *table,
                LudusOnlineTable *self)
{
  g_autoptr(GError) error = NULL;
  LudusMove move;

  /* A resumed table is back. */
  if (self->status != NULL && *self->status != '\0' && !self->failed &&
      ludus_table_get_state (table) != NULL)
    set_status (self, "");
  /* A resumed guest's table caught up with its game: its seat is played
   * here again (until then a move would go nowhere). */
  if (!self->host && self->game != NULL && self->resumed_seat >= 0 &&
      ludus_table_get_state (table) != NULL && ludus_table_get_seq (table) >= self->followed)
    {
      adopt_game (self, self->game, self->resumed_seat, 0, self->followed);
      self->resumed_seat = -1;
    }
  if (self->game == NULL)
    {
      /* A guest's table started. */
      if (self->host || ludus_table_get_state (table) == NULL || !make_game (self))
        return;
      set_status (self, "");
      g_signal_emit (self, signals[STARTED], 0);
      return;
    }
  /* (A resumed guest's table catches up: the moves before are the game's.) */
  if (ludus_table_get_seq (table) != self->followed + 1 || !ludus_table_get_last_move (table, &move))
    return;
  self->followed++;
  if (!ludus_game_apply_move_imposed (self->game, &move, ludus_table_get_last_outcome (table), &error))
    {
      g_autoptr(GError) mismatch = g_error_new (G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                                                /* Translators: %s says why, e.g. "“b3” is not a legal move here" */
                                                _("This machine’s game no longer matches the table’s: %s"),
                                                error->message);
      fail (self, mismatch);
    }
}

static void
table_undo_requested_cb (LudusTable       *table,
                         guint             seq,
                         LudusOnlineTable *self)
{
  g_signal_emit (self, signals[UNDO_REQUESTED], 0, seq);
}

static void
table_undo_decided_cb (LudusTable       *table,
                       guint             seq,
                       gboolean          agreed,
                       LudusOnlineTable *self)
{
  /* The moves taken back, as everyone agreed (the table went back). */
  if (agreed && self->game != NULL && ludus_table_get_seq (table) == seq && seq < self->followed)
    {
      self->followed = seq;
      ludus_game_take_back (self->game, MIN (seq, ludus_game_get_n_moves (self->game)));
    }
  g_signal_emit (self, signals[UNDO_DECIDED], 0, seq, agreed);
}

/* Follows self->table, the host's or the guest's. */
static void
watch_table (LudusOnlineTable *self)
{
  g_signal_connect (self->table, "moved", G_CALLBACK (table_moved_cb), self);
  g_signal_connect (self->table, "undo-requested", G_CALLBACK (table_undo_requested_cb), self);
  g_signal_connect (self->table, "undo-decided", G_CALLBACK (table_undo_decided_cb), self);
}

/* A guest's table, the net table's once it took a seat. */
static void
connect_table (LudusOnlineTable *self)
{
  if (self->table != NULL)
    g_signal_handlers_disconnect_by_data (self->table, self);
  g_set_object (&self->table, ludus_net_table_get_table (self->net));
  watch_table (self);
}

/* A resumed table, once in the room: the host's opens again, its guests
 * missing until they are back; a guest takes its seat again. */
static void
net_connected_cb (LudusNetTable    *net,
                  LudusOnlineTable *self)
{
  if (self->host && self->table != NULL && ludus_net_table_get_table (net) == NULL)
    {
      ludus_net_table_begin (net, self->table);
      for (guint i = 0; i < ludus_net_table_get_n_seats (net); i++)
        if (ludus_net_table_seat_is_guest (net, i))
          ludus_table_set_present (self->table, i, FALSE);
    }
  else if (self->resumed_seat >= 0 && self->table == NULL &&
           ludus_net_table_take_seat (net, self->resumed_seat))
    connect_table (self);
  /* A room nobody hosts lets the guest in all the same (XMPP makes it). */
  else if (!self->host && self->resumed_seat < 0 && self->host_silent_id == 0)
    self->host_silent_id = g_timeout_add_seconds (HOST_SILENT_S, host_silent_cb, self);
}

/* A guest's seat waits while the host is disconnected, as a computer's
 * turn does ("Waiting for Anna to come back"): a move made then would go
 * to nobody, and the host, back, would know nothing of it. */
static void
hold_while_host_gone (LudusOnlineTable *self)
{
  LudusNetTable *net = self->net;
  int own = ludus_net_table_get_own_seat (net);
  gboolean gone;

  if (self->host || self->game == NULL || self->resumed_seat >= 0 || own < 0)
    return;
  gone = ludus_net_table_get_presence (net, ludus_net_table_get_host_seat (net)) == LUDUS_PRESENCE_DISCONNECTED;
  if (gone == self->host_gone)
    return;
  self->host_gone = gone;
  if (gone)
    ludus_game_set_relay (self->game, (1u << ludus_game_get_n_players (self->game)) - 1, relay_cb, self);
  else
    adopt_game (self, self->game, own, 0, self->followed);
}

static void
net_changed_cb (LudusNetTable    *net,
                LudusOnlineTable *self)
{
  if (!self->host && ludus_net_table_get_own_seat (net) >= 0)
    self->asking = FALSE;
  hold_while_host_gone (self);
  update_status (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
net_failed_cb (LudusNetTable    *net,
               const GError     *error,
               LudusOnlineTable *self)
{
  fail (self, error);
}

/* The game keeps the chat for its save, to show it again when it goes on. */
static void
net_chat_cb (LudusNetTable    *net,
             const char       *name,
             const char       *text,
             LudusOnlineTable *self)
{
  if (self->game != NULL)
    ludus_game_add_chat_line (self->game, name, text);
}

static void
connect_net (LudusOnlineTable *self)
{
  g_signal_connect (self->net, "connected", G_CALLBACK (net_connected_cb), self);
  g_signal_connect (self->net, "connected", G_CALLBACK (net_changed_cb), self);
  g_signal_connect (self->net, "changed", G_CALLBACK (net_changed_cb), self);
  g_signal_connect (self->net, "failed", G_CALLBACK (net_failed_cb), self);
  g_signal_connect (self->net, "chat", G_CALLBACK (net_chat_cb), self);
}

/**
 * ludus_online_table_new_resumed:
 * @game: an online game loaded from its save, which says where it is played
 *   (ludus_game_get_table())
 *
 * The table of @game again, later: the host's machine opens it again and
 * waits for the friends (missing until they are back; they catch up from
 * the start), a guest's joins it again and takes its seat.  The game goes
 * on as the table does; connect with ludus_online_table_connect().
 */
LudusOnlineTable *
ludus_online_table_new_resumed (LudusGame  *game,
                                GError    **error)
{
  LudusOnlineAccount *account = ludus_online_account_get_default ();
  g_autoptr(LudusOnlineTable) self = g_object_new (LUDUS_TYPE_ONLINE_TABLE, NULL);
  g_autoptr(LudusXmpp) xmpp = NULL;
  const LudusGameTable *table;
  const LudusOptions *options;

  g_return_val_if_fail (LUDUS_IS_GAME (game), NULL);
  g_return_val_if_fail ((table = ludus_game_get_table (game)) != NULL, NULL);

  if ((xmpp = ludus_online_account_new_xmpp (account, error)) == NULL)
    return NULL;
  options = ludus_game_get_options (game);
  self->host = ludus_game_get_chance (game) == LUDUS_GAME_CHANCE_TOLD;
  self->address = g_strdup_printf ("xmpp:%s?join", table->room);
  if (self->host)
    {
      self->net = ludus_net_table_new_host (xmpp, table->room, table->nick,
                                            ludus_game_get_rules (game)->id, options->n_seats,
                                            table->guest_seats, table->seat);
      /* The guests are seated again by their names. */
      for (guint i = 0; i < options->n_seats; i++)
        {
          g_autofree char *name = ludus_options_dup_seat_name (options, i);

          ludus_net_table_set_seat_name (self->net, i, name);
        }
      connect_net (self);
      self->table = ludus_table_new_host_resumed (game, table->guest_seats);
      watch_table (self);
      adopt_game (self, game, table->seat, table->guest_seats, ludus_game_get_n_moves (game));
    }
  else
    {
      g_autofree char *name = ludus_options_dup_seat_name (options, table->seat);

      self->net = ludus_net_table_new_guest (xmpp, table->room, table->nick,
                                             LUDUS_NET_TABLE_HOST_NICK, name);
      connect_net (self);
      self->resumed_seat = table->seat;
      /* Every seat played elsewhere until its table has caught up. */
      adopt_game (self, game, G_MAXUINT, table->guest_seats, ludus_game_get_n_moves (game));
    }
  return g_steal_pointer (&self);
}

/**
 * ludus_online_table_new_again:
 * @failed: a table that failed before its game started
 *
 * The same table once more, with the account as it is now: a host's in a
 * new room (its address to share again), a guest's at the same address.
 * Connect it with ludus_online_table_connect().
 */
LudusOnlineTable *
ludus_online_table_new_again (LudusOnlineTable  *failed,
                              GError           **error)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (failed), NULL);
  g_return_val_if_fail (failed->game == NULL, NULL);

  if (failed->host)
    return ludus_online_table_new_host (failed->content, failed->options, error);
  return ludus_online_table_new_guest (failed->address, error);
}

/* Connects to the server and enters the table's room. */
void
ludus_online_table_connect (LudusOnlineTable *self)
{
  g_return_if_fail (LUDUS_IS_ONLINE_TABLE (self));

  set_status (self, _("Connecting…"));
  ludus_net_table_connect (self->net);
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

  if (self->game != NULL ||
      !ludus_net_table_take_seat (self->net, seat))
    return FALSE;
  connect_table (self);
  self->asking = TRUE;
  update_status (self);
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
  g_autoptr(LudusTable) table = NULL;

  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (self), FALSE);
  g_return_val_if_fail (self->host, FALSE);

  if (!ludus_online_table_get_can_start (self))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_PENDING,
                           _("Every seat must be taken before the game starts"));
      return FALSE;
    }
  for (guint i = 0; i < self->options->n_seats; i++)
    if (ludus_net_table_seat_is_guest (self->net, i))
      ludus_options_set_seat (self->options, i, ludus_net_table_get_seat_name (self->net, i),
                              TRUE, self->options->seats[i].level);
  if ((table = ludus_table_new_host (self->content, self->options,
                                     ludus_net_table_get_guest_seats (self->net), error)) == NULL)
    return FALSE;
  self->table = g_steal_pointer (&table);
  watch_table (self);
  if (!make_game (self))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, self->status);
      return FALSE;
    }
  ludus_net_table_begin (self->net, self->table);
  set_status (self, "");
  g_signal_emit (self, signals[STARTED], 0);
  return TRUE;
}

/**
 * ludus_online_table_get_undo_target:
 * @seq: (out) (optional): the move the game would go back to
 *
 * Whether this player may ask to take back their last move (and every
 * move after it): the game goes on, no other request is pending, and no
 * chance has revealed anything since (ludus_table_get_undo_limit()).
 */
gboolean
ludus_online_table_get_undo_target (LudusOnlineTable *self,
                                    guint            *seq)
{
  int own;
  guint limit;

  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (self), FALSE);

  if (self->game == NULL || self->table == NULL || self->failed ||
      ludus_table_get_state (self->table) == NULL || ludus_table_get_undo_pending (self->table) ||
      ludus_game_is_over (self->game))
    return FALSE;
  own = ludus_net_table_get_own_seat (self->net);
  limit = ludus_table_get_undo_limit (self->table);
  for (guint i = MIN (self->followed, ludus_game_get_n_moves (self->game)); i > limit; i--)
    if ((int) ludus_game_get_move_player (self->game, i - 1) == own)
      {
        if (seq != NULL)
          *seq = i - 1;
        return TRUE;
      }
  return FALSE;
}

/* Asks the others to take back this player's last move and the moves
 * after it ("undo-decided" tells their answer). */
gboolean
ludus_online_table_request_undo (LudusOnlineTable  *self,
                                 GError           **error)
{
  guint seq;

  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (self), FALSE);

  if (!ludus_online_table_get_undo_target (self, &seq))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("Those moves cannot be taken back: chance has revealed something since"));
      return FALSE;
    }
  if (!ludus_table_request_undo (self->table, seq, error))
    return FALSE;
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

/* This player's answer to "undo-requested". */
void
ludus_online_table_answer_undo (LudusOnlineTable *self,
                                gboolean          agree)
{
  g_return_if_fail (LUDUS_IS_ONLINE_TABLE (self));

  if (self->table != NULL)
    ludus_table_answer_undo (self->table, agree);
}

/* Says text to everyone at the table, and here. */
void
ludus_online_table_send_chat (LudusOnlineTable *self,
                              const char       *text)
{
  g_return_if_fail (LUDUS_IS_ONLINE_TABLE (self));

  ludus_net_table_send_chat (self->net, text);
}

/* Whether this machine's player is away: Ludus's window not in use. */
void
ludus_online_table_set_away (LudusOnlineTable *self,
                             gboolean          away)
{
  g_return_if_fail (LUDUS_IS_ONLINE_TABLE (self));

  if (self->net != NULL)
    ludus_net_table_set_away (self->net, away);
}

/* Leaves the room; the table is over for this machine. */
void
ludus_online_table_leave (LudusOnlineTable *self)
{
  g_return_if_fail (LUDUS_IS_ONLINE_TABLE (self));

  ludus_net_table_leave (self->net);
}
