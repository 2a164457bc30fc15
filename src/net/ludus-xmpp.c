/* ludus-xmpp.c: one XMPP account in one multi-user chat room, for online tables
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libstrophe (0.12) speaks XMPP; it is driven from the GLib main loop by a
 * short timer, since that version does not give out its socket, and every
 * call happens on the main thread.  An online table's messages travel in a
 * <ludus xmlns='urn:x-ludus:table:1'> element of a groupchat message to the
 * room (for everyone) or of a private message to one occupant; other XMPP
 * clients in the room ignore it.  Text from the network is handed on as
 * text, within LUDUS_MESSAGE_MAX_SIZE, never interpreted here.
 */

#define G_LOG_DOMAIN "Ludus"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <signal.h>
#include <string.h>
#include <strophe.h>

#include "ludus-json.h"
#include "ludus-options.h"
#include "ludus-xmpp.h"
#include "ludus-xmpp-private.h"

#define POLL_MS 15

struct _LudusXmpp
{
  GObject      parent_instance;

  xmpp_ctx_t  *ctx;
  xmpp_conn_t *conn;
  char        *jid;          /* as given; a resource is added per connection */
  char        *server;       /* NULL: from the address's domain */
  guint16      port;
  gboolean     without_tls;  /* for a server on this machine, in tests */
  gboolean     connected;
  gboolean     ever_connected;
  gboolean     leaving;      /* a disconnection we asked for */
  gboolean     was_reached;  /* the server's stream was open at some poll */
  gboolean     was_secured;  /* TLS was up on this connection at some poll */
  char        *tls_failure;  /* why the server's certificate was refused */
  guint        poll_id;
  char        *room;
  char        *nick;
  gboolean     away;         /* this player's <show/>: away */
};

G_DEFINE_FINAL_TYPE (LudusXmpp, ludus_xmpp, G_TYPE_OBJECT)

enum
{
  CONNECTED,
  FAILED,
  RECEIVED,
  PRESENCE,
  AWAY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* libstrophe's certificate handler has no user data, and 0.12.2's
 * certificate does not know its connection either: the LudusXmpp whose
 * libstrophe loop runs (each has its own context), all on the main thread. */
static LudusXmpp *running;

static void
ludus_xmpp_dispose (GObject *object)
{
  LudusXmpp *self = LUDUS_XMPP (object);

  g_clear_handle_id (&self->poll_id, g_source_remove);
  if (self->conn != NULL)
    {
      xmpp_conn_release (self->conn);
      self->conn = NULL;
    }
  if (self->ctx != NULL)
    {
      xmpp_ctx_free (self->ctx);
      self->ctx = NULL;
    }

  G_OBJECT_CLASS (ludus_xmpp_parent_class)->dispose (object);
}

static void
ludus_xmpp_finalize (GObject *object)
{
  LudusXmpp *self = LUDUS_XMPP (object);

  g_free (self->jid);
  g_free (self->server);
  g_free (self->room);
  g_free (self->nick);
  g_free (self->tls_failure);

  G_OBJECT_CLASS (ludus_xmpp_parent_class)->finalize (object);
}

static void
ludus_xmpp_class_init (LudusXmppClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ludus_xmpp_dispose;
  object_class->finalize = ludus_xmpp_finalize;

  signals[CONNECTED] = g_signal_new ("connected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The connection failed or was lost (a translated GError). */
  signals[FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
  /* A table message from an occupant's nick, private or to the room. */
  signals[RECEIVED] = g_signal_new ("received", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                                    G_TYPE_STRING, G_TYPE_BOOLEAN, G_TYPE_STRING);
  /* An occupant came into the room (TRUE) or left it. */
  signals[PRESENCE] = g_signal_new ("presence", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                    G_TYPE_STRING, G_TYPE_BOOLEAN);
  /* An occupant in the room is away (XMPP's <show/> away or xa) or not:
   * told with every presence of theirs, changed or not. */
  signals[AWAY] = g_signal_new ("away", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                G_TYPE_STRING, G_TYPE_BOOLEAN);
}

static void
ludus_xmpp_init (LudusXmpp *self)
{
}

/* libstrophe is initialised once per process, and never shut down.  It
 * writes to its socket without MSG_NOSIGNAL: a server gone away must give
 * an error, not kill the process with SIGPIPE. */
static gpointer
initialize_once (gpointer data)
{
  signal (SIGPIPE, SIG_IGN);
  xmpp_initialize ();
  return NULL;
}

/* What OpenSSL says of a refused certificate, in the player's language
 * where it is one of the reasons a player meets; any other as it is. */
static const char *
certificate_problem (const char *reason)
{
  static const struct
  {
    const char *reason;
    const char *problem;
  } problems[] = {
    /* OpenSSL 3 hyphenates "self-signed", OpenSSL 1.1 did not.
     * Translators: these say why, after "The XMPP server’s certificate
     * is not valid: " */
    { "self-signed certificate", N_("it is signed by the server itself, not by an authority this computer trusts") },
    { "self signed certificate", N_("it is signed by the server itself, not by an authority this computer trusts") },
    { "self-signed certificate in certificate chain", N_("it is signed by an authority this computer does not trust") },
    { "self signed certificate in certificate chain", N_("it is signed by an authority this computer does not trust") },
    { "unable to get local issuer certificate", N_("it is signed by an authority this computer does not trust") },
    { "unable to get issuer certificate", N_("it is signed by an authority this computer does not trust") },
    { "unable to verify the first certificate", N_("it is signed by an authority this computer does not trust") },
    { "certificate has expired", N_("it has expired") },
    { "certificate is not yet valid", N_("it is not valid yet (is this computer’s clock right?)") },
    { "certificate revoked", N_("it has been revoked") },
    { "hostname mismatch", N_("it was made for another server name") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (problems); i++)
    if (g_ascii_strcasecmp (reason, problems[i].reason) == 0)
      return _(problems[i].problem);
  return reason;
}

/* Refuses a certificate the system does not trust, and keeps why, so that
 * the failure says it was TLS and not the password. */
static int
certfail_cb (const xmpp_tlscert_t *cert,
             const char           *errormsg)
{
  if (running != NULL)
    {
      g_free (running->tls_failure);
      running->tls_failure = g_strdup (errormsg != NULL ? errormsg : "");
    }
  return 0;
}

LudusXmpp *
ludus_xmpp_new (const char *jid,
                const char *password)
{
  static GOnce once = G_ONCE_INIT;
  LudusXmpp *self;

  g_return_val_if_fail (jid != NULL && password != NULL, NULL);

  g_once (&once, initialize_once, NULL);
  self = g_object_new (LUDUS_TYPE_XMPP, NULL);
  self->ctx = xmpp_ctx_new (NULL, NULL);
  self->conn = xmpp_conn_new (self->ctx);
  self->jid = g_strdup (jid);
  xmpp_conn_set_pass (self->conn, password);
  xmpp_conn_set_certfail_handler (self->conn, certfail_cb);
  return self;
}

/* A server other than the address's domain; without_tls only for a server
 * on this machine (the test suites'). */
void
ludus_xmpp_set_server (LudusXmpp  *self,
                       const char *host,
                       guint16     port,
                       gboolean    without_tls)
{
  g_return_if_fail (LUDUS_IS_XMPP (self));

  g_free (self->server);
  self->server = g_strdup (host);
  self->port = port;
  self->without_tls = without_tls;
}

/* The occupant's nick in our room, or NULL if from is not in it. */
static const char *
occupant (LudusXmpp  *self,
          const char *from)
{
  gsize length;

  if (from == NULL || self->room == NULL)
    return NULL;
  length = strlen (self->room);
  if (g_ascii_strncasecmp (from, self->room, length) != 0 || from[length] != '/')
    return NULL;
  return from + length + 1;
}

static int
message_cb (xmpp_conn_t   *conn,
            xmpp_stanza_t *stanza,
            void          *data)
{
  LudusXmpp *self = data;
  const char *type = xmpp_stanza_get_type (stanza);
  const char *nick = occupant (self, xmpp_stanza_get_from (stanza));
  xmpp_stanza_t *payload = xmpp_stanza_get_child_by_name_and_ns (stanza, "ludus", LUDUS_XMPP_NS);
  char *text;

  /* Our own messages come back from the room. */
  if (nick == NULL || payload == NULL || g_strcmp0 (nick, self->nick) == 0 ||
      g_strcmp0 (type, "error") == 0)
    return 1;
  text = xmpp_stanza_get_text (payload);
  g_debug ("from %s%s: %s", nick, g_strcmp0 (type, "groupchat") != 0 ? " (private)" : "", text);
  if (text != NULL && strlen (text) <= LUDUS_MESSAGE_MAX_SIZE)
    g_signal_emit (self, signals[RECEIVED], 0, nick, g_strcmp0 (type, "groupchat") != 0, text);
  if (text != NULL)
    xmpp_free (self->ctx, text);
  return 1;
}

/* The most of a server's own words that a refusal quotes, in characters. */
#define SERVER_WORDS_MAX 200

static gboolean
has_condition (xmpp_stanza_t *error,
               const char    *condition)
{
  return error != NULL && xmpp_stanza_get_child_by_name (error, condition) != NULL;
}

/**
 * _ludus_xmpp_join_failure:
 * @room: the room's address, "t-1@rooms.example.org"
 * @nick: our nick in it
 * @error: (nullable): the <error/> of the presence that refused us
 *
 * Why a table's room did not let us in, from the error that it (or our
 * own server for it) sent: XEP-0045 7.2, RFC 6120 8.3.3.
 */
GError *
_ludus_xmpp_join_failure (const char    *room,
                          const char    *nick,
                          xmpp_stanza_t *error)
{
  const char *at = strchr (room, '@');
  const char *server = at != NULL ? at + 1 : room;
  xmpp_stanza_t *text = error != NULL ? xmpp_stanza_get_child_by_name (error, "text") : NULL;
  g_autofree char *said = NULL;
  char *raw;

  /* Another occupant has our nick. */
  if (has_condition (error, "conflict"))
    return g_error_new (G_IO_ERROR, G_IO_ERROR_EXISTS,
                        /* Translators: %s is a player's name in the table's chat room */
                        _("Someone else at the table is already called “%s”"), nick);
  /* A mistyped server in the address. */
  if (has_condition (error, "remote-server-not-found") || has_condition (error, "remote-server-timeout"))
    return g_error_new (G_IO_ERROR, G_IO_ERROR_HOST_NOT_FOUND,
                        /* Translators: %s is the server of a table's address, "rooms.example.org" */
                        _("The server “%s” of the table’s address cannot be reached: check the address"),
                        server);
  /* A server that holds no chat rooms. */
  if (has_condition (error, "service-unavailable") || has_condition (error, "item-not-found") ||
      has_condition (error, "feature-not-implemented"))
    return g_error_new (G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                        /* Translators: %s is the server of a table's address, "rooms.example.org" */
                        _("The server “%s” of the table’s address holds no tables: check the address"),
                        server);
  /* Anything else, with the server's own words if it gave any (in its
   * language, as its administrator wrote them). */
  raw = text != NULL ? xmpp_stanza_get_text (text) : NULL;
  said = raw != NULL ? ludus_options_clean_name (raw, -1) : NULL;
  if (raw != NULL)
    xmpp_free (xmpp_stanza_get_context (text), raw);
  if (said == NULL)
    return g_error_new_literal (G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                                _("The table’s chat room refused to let this player in"));
  if (g_utf8_strlen (said, -1) > SERVER_WORDS_MAX)
    {
      g_autofree char *cut = g_utf8_substring (said, 0, SERVER_WORDS_MAX);

      g_free (said);
      said = g_strconcat (cut, "…", NULL);
    }
  return g_error_new (G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                      /* Translators: %s is what the XMPP server said, in its own words */
                      _("The table’s chat room refused to let this player in: “%s”"), said);
}

static int
presence_cb (xmpp_conn_t   *conn,
             xmpp_stanza_t *stanza,
             void          *data)
{
  LudusXmpp *self = data;
  const char *nick = occupant (self, xmpp_stanza_get_from (stanza));
  const char *type = xmpp_stanza_get_type (stanza);

  if (nick == NULL)
    return 1;
  if (g_strcmp0 (type, "error") != 0)
    {
      gboolean available = g_strcmp0 (type, "unavailable") != 0;
      xmpp_stanza_t *show = xmpp_stanza_get_child_by_name (stanza, "show");
      char *text = show != NULL ? xmpp_stanza_get_text (show) : NULL;
      /* RFC 6121 4.7.2.1: "dnd" is busy, still at the table. */
      gboolean away = g_strcmp0 (text, "away") == 0 || g_strcmp0 (text, "xa") == 0;

      if (text != NULL)
        xmpp_free (self->ctx, text);
      g_signal_emit (self, signals[PRESENCE], 0, nick, available);
      if (available)
        g_signal_emit (self, signals[AWAY], 0, nick, away);
    }
  else if (g_strcmp0 (nick, self->nick) == 0)
    {
      /* The room refused us: without this the table would wait forever. */
      g_autoptr(GError) failure = _ludus_xmpp_join_failure (self->room, self->nick,
                                                            xmpp_stanza_get_child_by_name (stanza, "error"));

      g_signal_emit (self, signals[FAILED], 0, failure);
    }
  return 1;
}

static void
connection_cb (xmpp_conn_t         *conn,
               xmpp_conn_event_t    event,
               int                  error,
               xmpp_stream_error_t *stream_error,
               void                *data)
{
  LudusXmpp *self = data;
  g_autoptr(GError) failure = NULL;

  if (event == XMPP_CONN_CONNECT)
    {
      self->connected = self->ever_connected = TRUE;
      xmpp_handler_add (conn, message_cb, NULL, "message", NULL, self);
      xmpp_handler_add (conn, presence_cb, NULL, "presence", NULL, self);
      g_signal_emit (self, signals[CONNECTED], 0);
      return;
    }
  if (event != XMPP_CONN_DISCONNECT && event != XMPP_CONN_FAIL)
    return;
  if (self->leaving)
    {
      self->connected = FALSE;
      return;
    }

  if (self->tls_failure != NULL && !self->ever_connected)
    /* Translators: %s says why, e.g. "it has expired" */
    failure = g_error_new (G_TLS_ERROR, G_TLS_ERROR_BAD_CERTIFICATE,
                           _("The XMPP server’s certificate is not valid: %s"),
                           certificate_problem (self->tls_failure));
  else if (!self->ever_connected && !self->without_tls && self->was_reached &&
           !self->was_secured && error == 0 && stream_error == NULL)
    /* The server answered, mandatory TLS never came up and nothing else
     * went wrong: it offered none (libstrophe closes the stream then,
     * before any password). */
    failure = g_error_new_literal (G_TLS_ERROR, G_TLS_ERROR_NOT_TLS,
                                   _("The XMPP server offers no encrypted connection, and "
                                     "Ludus does not send a password without one"));
  else if (error != 0 && !self->ever_connected)
    /* Translators: %s says why, e.g. "Connection refused" */
    failure = g_error_new (G_IO_ERROR, G_IO_ERROR_HOST_UNREACHABLE,
                           _("Could not reach the XMPP server: %s"), g_strerror (error));
  else if (!self->ever_connected && self->without_tls)
    /* A server that requires encryption refuses the password the same
     * way, and libstrophe keeps the reason to itself. */
    failure = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                                   _("The XMPP server refused the address or the password, or it "
                                     "takes no password without an encrypted connection"));
  else if (!self->ever_connected)
    failure = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                                   _("The XMPP server refused the address or the password"));
  else
    /* Reset or closed once in: the network, or the server, went away. */
    failure = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_CONNECTION_CLOSED,
                                   _("The connection to the XMPP server was lost"));
  self->connected = FALSE;
  g_signal_emit (self, signals[FAILED], 0, failure);
}

/* libstrophe's loop, once, for up to timeout ms. */
static void
run_once (LudusXmpp     *self,
          unsigned long  timeout)
{
  LudusXmpp *outer = running;

  running = self;
  xmpp_run_once (self->ctx, timeout);
  running = outer;
}

static gboolean
poll_cb (gpointer data)
{
  LudusXmpp *self = data;

  run_once (self, 0);
  /* libstrophe frees its TLS before it tells a failure: remember the
   * server answered and TLS was up, so that a refused password, a server
   * without TLS and one out of reach are told apart.  Each step waits for
   * the server's answer, so a poll sees it. */
  if (self->conn != NULL && xmpp_conn_is_connected (self->conn))
    self->was_reached = TRUE;
  if (self->conn != NULL && xmpp_conn_is_secured (self->conn))
    self->was_secured = TRUE;
  return G_SOURCE_CONTINUE;
}

void
ludus_xmpp_connect (LudusXmpp *self)
{
  g_autoptr(GError) failure = NULL;
  g_autofree char *full = NULL;

  g_return_if_fail (LUDUS_IS_XMPP (self));

  /* A fresh resource for every connection: a Ludus restarted after a crash
   * must not collide with its old session, which the server may not yet
   * know is gone (a stream conflict would reset one of them). */
  if (strchr (self->jid, '/') == NULL)
    full = g_strdup_printf ("%s/ludus-%08x%08x", self->jid, g_random_int (), g_random_int ());
  xmpp_conn_set_jid (self->conn, full != NULL ? full : self->jid);
  self->was_reached = self->was_secured = FALSE;
  g_clear_pointer (&self->tls_failure, g_free);

  if (self->without_tls)
    xmpp_conn_set_flags (self->conn, XMPP_CONN_FLAG_DISABLE_TLS);
  else
    xmpp_conn_set_flags (self->conn, XMPP_CONN_FLAG_MANDATORY_TLS);
  if (xmpp_connect_client (self->conn, self->server, self->port, connection_cb, self) != XMPP_EOK)
    {
      failure = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                                     _("Not an XMPP address"));
      g_signal_emit (self, signals[FAILED], 0, failure);
      return;
    }
  if (self->poll_id == 0)
    self->poll_id = g_timeout_add (POLL_MS, poll_cb, self);
}

/* Queues stanza; the next poll writes it.  Never runs libstrophe's loop
 * here: sends come from its own handlers too, and its parser must not be
 * entered again while it calls them. */
static void
send_and_release (LudusXmpp     *self,
                  xmpp_stanza_t *stanza)
{
  xmpp_send (self->conn, stanza);
  xmpp_stanza_release (stanza);
}

/* <show>away</show> in presence when this player is away. */
static void
add_show (LudusXmpp     *self,
          xmpp_stanza_t *presence)
{
  xmpp_stanza_t *show, *text;

  if (!self->away)
    return;
  show = xmpp_stanza_new (self->ctx);
  xmpp_stanza_set_name (show, "show");
  text = xmpp_stanza_new (self->ctx);
  xmpp_stanza_set_text (text, "away");
  xmpp_stanza_add_child (show, text);
  xmpp_stanza_release (text);
  xmpp_stanza_add_child (presence, show);
  xmpp_stanza_release (show);
}

/* Enters room (a multi-user chat's address) as nick, without its history:
 * tables ask for what they miss themselves. */
void
ludus_xmpp_join (LudusXmpp  *self,
                 const char *room,
                 const char *nick)
{
  g_autofree char *to = g_strdup_printf ("%s/%s", room, nick);
  xmpp_stanza_t *presence, *x, *history;

  g_return_if_fail (LUDUS_IS_XMPP (self));
  g_return_if_fail (self->connected);

  g_free (self->room);
  self->room = g_strdup (room);
  g_free (self->nick);
  self->nick = g_strdup (nick);

  presence = xmpp_presence_new (self->ctx);
  xmpp_stanza_set_to (presence, to);
  x = xmpp_stanza_new (self->ctx);
  xmpp_stanza_set_name (x, "x");
  xmpp_stanza_set_ns (x, "http://jabber.org/protocol/muc");
  history = xmpp_stanza_new (self->ctx);
  xmpp_stanza_set_name (history, "history");
  xmpp_stanza_set_attribute (history, "maxstanzas", "0");
  xmpp_stanza_add_child (x, history);
  xmpp_stanza_release (history);
  xmpp_stanza_add_child (presence, x);
  xmpp_stanza_release (x);
  add_show (self, presence);
  send_and_release (self, presence);
}

static void
send_payload (LudusXmpp  *self,
              const char *type,
              const char *to,
              const char *text)
{
  xmpp_stanza_t *message = xmpp_message_new (self->ctx, type, to, NULL);
  xmpp_stanza_t *payload = xmpp_stanza_new (self->ctx);
  xmpp_stanza_t *body = xmpp_stanza_new (self->ctx);

  g_debug ("to %s: %s", to, text);
  xmpp_stanza_set_name (payload, "ludus");
  xmpp_stanza_set_ns (payload, LUDUS_XMPP_NS);
  xmpp_stanza_set_text (body, text);
  xmpp_stanza_add_child (payload, body);
  xmpp_stanza_release (body);
  xmpp_stanza_add_child (message, payload);
  xmpp_stanza_release (payload);
  send_and_release (self, message);
}

void
ludus_xmpp_send_room (LudusXmpp  *self,
                      const char *text)
{
  g_return_if_fail (LUDUS_IS_XMPP (self));
  g_return_if_fail (self->room != NULL);

  /* A connection lost is reported once, by ::failed; what its owner still
   * sends until it has heard (a keep-alive, a computer's move) goes nowhere. */
  if (!self->connected)
    return;
  send_payload (self, "groupchat", self->room, text);
}

void
ludus_xmpp_send_private (LudusXmpp  *self,
                         const char *nick,
                         const char *text)
{
  g_autofree char *to = NULL;

  g_return_if_fail (LUDUS_IS_XMPP (self));
  g_return_if_fail (self->room != NULL);

  if (!self->connected)
    return;
  to = g_strdup_printf ("%s/%s", self->room, nick);
  send_payload (self, "chat", to, text);
}

/**
 * ludus_xmpp_set_away:
 * @away: whether this player is away (Ludus's window is not the active one)
 *
 * Tells the room, now if this connection is in one, else when it joins.
 */
void
ludus_xmpp_set_away (LudusXmpp *self,
                     gboolean   away)
{
  g_autofree char *to = NULL;
  xmpp_stanza_t *presence;

  g_return_if_fail (LUDUS_IS_XMPP (self));

  away = away != FALSE;
  if (self->away == away)
    return;
  self->away = away;
  if (!self->connected || self->room == NULL)
    return;
  /* XEP-0045 7.7: a change of presence goes to our occupant address. */
  to = g_strdup_printf ("%s/%s", self->room, self->nick);
  presence = xmpp_presence_new (self->ctx);
  xmpp_stanza_set_to (presence, to);
  add_show (self, presence);
  send_and_release (self, presence);
}

gboolean
ludus_xmpp_get_away (LudusXmpp *self)
{
  g_return_val_if_fail (LUDUS_IS_XMPP (self), FALSE);
  return self->away;
}

void
ludus_xmpp_disconnect (LudusXmpp *self)
{
  g_return_if_fail (LUDUS_IS_XMPP (self));

  if (self->connected)
    {
      self->leaving = TRUE;
      xmpp_disconnect (self->conn);
      for (guint i = 0; i < 20 && self->connected; i++)
        run_once (self, 10);
    }
  g_clear_handle_id (&self->poll_id, g_source_remove);
}

gboolean
ludus_xmpp_is_connected (LudusXmpp *self)
{
  g_return_val_if_fail (LUDUS_IS_XMPP (self), FALSE);
  return self->connected;
}
