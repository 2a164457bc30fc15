/* ludus-table.c: an online table's game, kept in step between machines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The host's table is the authority: it starts the game with chance told,
 * applies its own seats' moves and the guests' intended moves when they are
 * legal and in turn, and numbers each move it sends.  A guest's table plays
 * nothing itself: it sends its intended moves, and applies the host's in
 * order, with their outcomes imposed and checked by its own rules, ignoring
 * duplicates and asking again for what it missed.  What goes over the
 * network is the transport's business: the "send" signal gives the text and
 * its recipient, ludus_table_receive() takes what arrived.  doc/online.md
 * describes the protocol.
 */

#define G_LOG_DOMAIN "Ludus"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-json.h"
#include "ludus-table.h"

/* Moves that arrived ahead of a gap, kept until it is filled. */
#define MAX_EARLY 64

struct _LudusTable
{
  GObject           parent_instance;

  gboolean          host;
  guint             seat;         /* a guest's own seat */
  guint32           guest_seats;  /* a host's: bit per seat a guest plays */
  LudusContent     *content;
  const LudusRules *rules;
  guint             n_players;
  void             *state;        /* NULL until a guest's table starts */
  guint             seq;          /* the last move applied (0: the start) */
  GPtrArray        *sent;         /* a host's messages by seq, for resends */
  GHashTable       *early;        /* a guest's: seq → LudusTableMessage */
  guint             asked;        /* a guest's last resend request, 0: none */
  GError           *failure;      /* a guest's: the host broke the rules */
  LudusOptions     *options;      /* the game's (a guest's seed is its own) */
  LudusMove         last_move;    /* the move of seq, for whoever follows the table */
};

G_DEFINE_FINAL_TYPE (LudusTable, ludus_table, G_TYPE_OBJECT)

enum
{
  SEND,
  MOVED,
  REFUSED,
  IGNORED,
  FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
ludus_table_finalize (GObject *object)
{
  LudusTable *self = LUDUS_TABLE (object);

  g_clear_pointer (&self->content, ludus_content_unref);
  g_free (self->state);
  g_clear_pointer (&self->sent, g_ptr_array_unref);
  g_clear_pointer (&self->early, g_hash_table_unref);
  g_clear_error (&self->failure);
  g_clear_pointer (&self->options, ludus_options_free);

  G_OBJECT_CLASS (ludus_table_parent_class)->finalize (object);
}

static void
ludus_table_class_init (LudusTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ludus_table_finalize;

  /* Sends text to one seat's machine, or to LUDUS_TABLE_EVERYONE. */
  signals[SEND] = g_signal_new ("send", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                G_TYPE_UINT, G_TYPE_STRING);
  /* A move (or the start) was applied: the state changed. */
  signals[MOVED] = g_signal_new ("moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* A guest's intended move was refused (LudusTableRefusal, the move). */
  signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                   G_TYPE_INT, G_TYPE_STRING);
  /* A message that made no sense was dropped (the seat, why). */
  signals[IGNORED] = g_signal_new ("ignored", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                   G_TYPE_UINT, G_TYPE_ERROR);
  /* A guest's table stopped: the host sent an illegal move or outcome. */
  signals[FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
ludus_table_init (LudusTable *self)
{
}

static void ask_resend (LudusTable *self);

static void
send_message (LudusTable              *self,
              guint                    to,
              const LudusTableMessage *message)
{
  g_autofree char *text = ludus_table_message_to_string (message);

  if (self->host && (message->type == LUDUS_TABLE_START || message->type == LUDUS_TABLE_MOVE))
    g_ptr_array_add (self->sent, g_strdup (text));
  g_signal_emit (self, signals[SEND], 0, to, text);
}

/**
 * ludus_table_new_host:
 * @guest_seats: bit i set: seat i is played on a guest's machine
 *
 * Starts the game of options on content as a table's host: chance is
 * resolved here, from the options' seed, which never leaves this machine.
 */
LudusTable *
ludus_table_new_host (LudusContent        *content,
                      const LudusOptions  *options,
                      guint32              guest_seats,
                      GError             **error)
{
  g_autoptr(LudusTable) self = NULL;
  g_autoptr(LudusTableMessage) start = ludus_table_message_new (LUDUS_TABLE_START);
  LudusSetup setup;

  g_return_val_if_fail (content != NULL && options != NULL, NULL);

  self = g_object_new (LUDUS_TYPE_TABLE, NULL);
  self->host = TRUE;
  self->guest_seats = guest_seats;
  self->content = ludus_content_ref (content);
  self->rules = ludus_content_get_rules (content);
  self->sent = g_ptr_array_new_with_free_func (g_free);
  g_return_val_if_fail (self->rules->chance != NULL, NULL);

  self->state = g_malloc0 (self->rules->state_size);
  self->n_players = options->n_seats;
  self->options = ludus_options_copy (options);
  ludus_options_to_setup (options, &setup);
  if (!ludus_chance_init (self->rules, self->state, ludus_content_get_compiled (content),
                          &setup, NULL, &start->outcome, error))
    return NULL;

  start->game = g_strdup (self->rules->id);
  start->options = ludus_options_to_json (options, self->rules);
  start->deck = json_node_copy (ludus_content_get_deck (content));
  if (ludus_content_get_layout (content) != NULL)
    start->layout = json_node_copy (ludus_content_get_layout (content));
  /* Kept for resends; "begin" sends it to everyone. */
  g_ptr_array_add (self->sent, ludus_table_message_to_string (start));
  return g_steal_pointer (&self);
}

/**
 * ludus_table_new_guest:
 * @seat: the seat this machine plays
 *
 * A guest's table, empty until the host's start arrives.
 */
LudusTable *
ludus_table_new_guest (guint seat)
{
  LudusTable *self = g_object_new (LUDUS_TYPE_TABLE, NULL);

  self->seat = seat;
  self->early = g_hash_table_new_full (NULL, NULL, NULL,
                                       (GDestroyNotify) ludus_table_message_free);
  return self;
}

/* The host tells everyone the start; a guest asks for it. */
void
ludus_table_begin (LudusTable *self)
{
  g_return_if_fail (LUDUS_IS_TABLE (self));

  if (self->host)
    {
      g_signal_emit (self, signals[SEND], 0, LUDUS_TABLE_EVERYONE, self->sent->pdata[0]);
      g_signal_emit (self, signals[MOVED], 0);
    }
  else
    {
      /* Also after a lost connection: ask for whatever was missed. */
      self->asked = 0;
      ask_resend (self);
    }
}

/* The host applies move, if legal, and tells everyone. */
static gboolean
host_apply (LudusTable       *self,
            const LudusMove  *move,
            GError          **error)
{
  g_autoptr(LudusTableMessage) message = ludus_table_message_new (LUDUS_TABLE_MOVE);

  self->rules->format_move (self->state, move, message->move);
  if (!ludus_chance_apply (self->rules, self->state, move, NULL, &message->outcome, error))
    return FALSE;
  self->last_move = *move;
  message->seq = ++self->seq;
  send_message (self, LUDUS_TABLE_EVERYONE, message);
  g_signal_emit (self, signals[MOVED], 0);
  return TRUE;
}

/**
 * ludus_table_play:
 *
 * Plays move for this machine: the host applies it (for one of its own
 * seats), a guest sends it to the host as its intention (for its seat),
 * and applies it when the host's numbered move comes back.
 */
gboolean
ludus_table_play (LudusTable       *self,
                  const LudusMove  *move,
                  GError          **error)
{
  guint player;

  g_return_val_if_fail (LUDUS_IS_TABLE (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (self->state == NULL || self->failure != NULL || self->rules->is_over (self->state))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED,
                           _("The table’s game is not being played"));
      return FALSE;
    }
  player = self->rules->current_player (self->state);
  if (self->host ? (self->guest_seats & (1u << player)) != 0 : player != self->seat)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                           _("It is another player’s turn"));
      return FALSE;
    }
  if (self->host)
    return host_apply (self, move, error);
  else
    {
      g_autoptr(LudusTableMessage) intent = ludus_table_message_new (LUDUS_TABLE_INTENT);

      intent->after = self->seq;
      self->rules->format_move (self->state, move, intent->move);
      send_message (self, LUDUS_TABLE_EVERYONE, intent);
    }
  return TRUE;
}

static void
refuse (LudusTable              *self,
        guint                    seat,
        const LudusTableMessage *intent,
        LudusTableRefusal        reason)
{
  g_autoptr(LudusTableMessage) refused = ludus_table_message_new (LUDUS_TABLE_REFUSED);

  refused->after = self->seq;
  refused->reason = reason;
  memcpy (refused->move, intent->move, sizeof refused->move);
  send_message (self, seat, refused);
}

static void
host_receive (LudusTable              *self,
              guint                    seat,
              const LudusTableMessage *message)
{
  LudusMove move;

  switch (message->type)
    {
    case LUDUS_TABLE_INTENT:
      if (message->after != self->seq)
        refuse (self, seat, message, LUDUS_TABLE_REFUSED_STALE);
      else if (seat >= LUDUS_MAX_PLAYERS || (self->guest_seats & (1u << seat)) == 0 ||
               self->rules->is_over (self->state) ||
               self->rules->current_player (self->state) != seat)
        refuse (self, seat, message, LUDUS_TABLE_REFUSED_NOT_YOUR_TURN);
      else if (!self->rules->parse_move (self->state, message->move, &move) ||
               !host_apply (self, &move, NULL))
        refuse (self, seat, message, LUDUS_TABLE_REFUSED_ILLEGAL);
      return;
    case LUDUS_TABLE_RESEND:
      for (guint i = message->seq; i < self->sent->len; i++)
        g_signal_emit (self, signals[SEND], 0, seat, self->sent->pdata[i]);
      return;
    default:
      return;
    }
}

static void
fail (LudusTable *self,
      GError     *error)
{
  self->failure = error;
  g_signal_emit (self, signals[FAILED], 0, self->failure);
}

static void
ask_resend (LudusTable *self)
{
  g_autoptr(LudusTableMessage) resend = ludus_table_message_new (LUDUS_TABLE_RESEND);

  resend->seq = self->state == NULL ? 0 : self->seq + 1;
  if (self->asked == resend->seq + 1)
    return;
  self->asked = resend->seq + 1;
  send_message (self, LUDUS_TABLE_EVERYONE, resend);
}

static void
guest_start (LudusTable        *self,
             LudusTableMessage *start)
{
  const LudusRules *rules = ludus_rules_lookup (start->game);
  g_autoptr(LudusOptions) options = NULL;
  g_autoptr(GError) error = NULL;
  LudusSetup setup;

  if (start->seq != 0)
    return;
  if ((options = ludus_options_new_from_json (rules, json_node_get_object (start->options),
                                              "options", &error)) == NULL ||
      (self->content = ludus_content_new_from_json (rules, start->deck, start->layout,
                                                    &error)) == NULL)
    {
      fail (self, g_steal_pointer (&error));
      return;
    }
  if (rules->chance == NULL || options->n_seats <= self->seat)
    {
      fail (self, g_error_new_literal (G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                                       _("The host’s game has no seat for this player")));
      return;
    }
  /* The seed only orders what stays hidden here: a new one, not the host's. */
  options->seed = ((guint64) g_random_int () << 32) | g_random_int ();
  ludus_options_to_setup (options, &setup);
  self->rules = rules;
  self->n_players = options->n_seats;
  self->state = g_malloc0 (rules->state_size);
  if (!ludus_chance_init (rules, self->state, ludus_content_get_compiled (self->content),
                          &setup, &start->outcome, NULL, &error))
    {
      g_clear_pointer (&self->state, g_free);
      fail (self, g_steal_pointer (&error));
      return;
    }
  self->seq = 0;
  self->options = g_steal_pointer (&options);
  g_signal_emit (self, signals[MOVED], 0);
}

/* Applies the host's move seq, the next one; FALSE when the table failed. */
static gboolean
guest_apply (LudusTable              *self,
             const LudusTableMessage *message)
{
  g_autoptr(GError) error = NULL;
  LudusMove move;

  if (!self->rules->parse_move (self->state, message->move, &move))
    {
      fail (self, g_error_new (G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                               /* Translators: %s is a move in the game's notation */
                               _("The host sent a move that is not legal here: %s"), message->move));
      return FALSE;
    }
  if (!ludus_chance_apply (self->rules, self->state, &move, &message->outcome, NULL, &error))
    {
      fail (self, g_steal_pointer (&error));
      return FALSE;
    }
  self->last_move = move;
  self->seq = message->seq;
  self->asked = 0;
  g_signal_emit (self, signals[MOVED], 0);
  return TRUE;
}

/* Takes message. */
static void
guest_receive (LudusTable        *self,
               LudusTableMessage *taken)
{
  g_autoptr(LudusTableMessage) message = taken;
  LudusTableMessage *next;

  switch (message->type)
    {
    case LUDUS_TABLE_START:
      if (self->state == NULL)
        guest_start (self, message);
      break;
    case LUDUS_TABLE_MOVE:
      if (self->state != NULL && message->seq <= self->seq)
        return;  /* a duplicate */
      if (self->state == NULL || message->seq > self->seq + 1)
        {
          guint seq = message->seq;

          /* (seq first: the order arguments are evaluated in is not known.) */
          if (g_hash_table_size (self->early) < MAX_EARLY)
            g_hash_table_insert (self->early, GUINT_TO_POINTER (seq), g_steal_pointer (&message));
          ask_resend (self);
          return;
        }
      if (!guest_apply (self, message))
        return;
      break;
    case LUDUS_TABLE_REFUSED:
      g_signal_emit (self, signals[REFUSED], 0, (int) message->reason, message->move);
      return;
    default:
      return;
    }

  /* What came early may follow now. */
  while (self->failure == NULL && self->state != NULL &&
         (next = g_hash_table_lookup (self->early, GUINT_TO_POINTER (self->seq + 1))) != NULL)
    {
      if (!guest_apply (self, next))
        return;
      g_hash_table_remove (self->early, GUINT_TO_POINTER (self->seq));
    }
  if (self->state != NULL)
    {
      GHashTableIter iter;
      gpointer key;

      /* Forget what is now behind. */
      g_hash_table_iter_init (&iter, self->early);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        if (GPOINTER_TO_UINT (key) <= self->seq)
          g_hash_table_iter_remove (&iter);
    }
}

/**
 * ludus_table_receive:
 * @from_seat: the seat of the machine it came from (the host's tables need it)
 * @data: a message's text, from the network
 *
 * Takes a message that arrived.  What cannot be read is dropped and told by
 * "ignored"; a guest's table stops ("failed") if the host broke the rules.
 */
void
ludus_table_receive (LudusTable *self,
                     guint       from_seat,
                     const char *data,
                     gsize       length)
{
  g_autoptr(LudusTableMessage) message = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (LUDUS_IS_TABLE (self));

  if (self->failure != NULL)
    return;
  if ((message = ludus_table_message_parse (data, length, &error)) == NULL)
    {
      g_signal_emit (self, signals[IGNORED], 0, from_seat, error);
      return;
    }
  if (self->host)
    host_receive (self, from_seat, message);
  else
    guest_receive (self, g_steal_pointer (&message));
}

gboolean
ludus_table_is_host (LudusTable *self)
{
  g_return_val_if_fail (LUDUS_IS_TABLE (self), FALSE);
  return self->host;
}

const LudusRules *
ludus_table_get_rules (LudusTable *self)
{
  g_return_val_if_fail (LUDUS_IS_TABLE (self), NULL);
  return self->rules;
}

/* 0 until a guest's table has started. */
guint
ludus_table_get_n_players (LudusTable *self)
{
  g_return_val_if_fail (LUDUS_IS_TABLE (self), 0);
  return self->n_players;
}

/* NULL until a guest's table has started. */
LudusContent *
ludus_table_get_content (LudusTable *self)
{
  g_return_val_if_fail (LUDUS_IS_TABLE (self), NULL);
  return self->content;
}

/* The game's options (names, seats, variants); NULL until a guest's table
 * has started. */
const LudusOptions *
ludus_table_get_options (LudusTable *self)
{
  g_return_val_if_fail (LUDUS_IS_TABLE (self), NULL);
  return self->options;
}

/* NULL until a guest's table has started. */
gconstpointer
ludus_table_get_state (LudusTable *self)
{
  g_return_val_if_fail (LUDUS_IS_TABLE (self), NULL);
  return self->state;
}

/* The move of seq, the last one applied; FALSE at the start. */
gboolean
ludus_table_get_last_move (LudusTable *self,
                           LudusMove  *move)
{
  g_return_val_if_fail (LUDUS_IS_TABLE (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (self->seq == 0)
    return FALSE;
  *move = self->last_move;
  return TRUE;
}

/* The number of the last move applied; 0 at the start. */
guint
ludus_table_get_seq (LudusTable *self)
{
  g_return_val_if_fail (LUDUS_IS_TABLE (self), 0);
  return self->seq;
}

/* Why a guest's table stopped; NULL while it plays. */
const GError *
ludus_table_get_failure (LudusTable *self)
{
  g_return_val_if_fail (LUDUS_IS_TABLE (self), NULL);
  return self->failure;
}
