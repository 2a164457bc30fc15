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
#include "ludus-table-private.h"

G_DEFINE_FINAL_TYPE (LudusTable, ludus_table, G_TYPE_OBJECT)

guint ludus_table_signals[N_SIGNALS];

static void
ludus_table_finalize (GObject *object)
{
  LudusTable *self = LUDUS_TABLE (object);

  g_clear_pointer (&self->content, ludus_content_unref);
  g_free (self->state);
  g_clear_pointer (&self->sent, g_ptr_array_unref);
  g_clear_pointer (&self->start_parts, g_ptr_array_unref);
  g_clear_pointer (&self->parts, ludus_table_parts_free);
  g_clear_pointer (&self->early, g_hash_table_unref);
  g_clear_pointer (&self->snapshots, g_ptr_array_unref);
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
  ludus_table_signals[SEND] = g_signal_new ("send", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                            0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                            G_TYPE_UINT, G_TYPE_STRING);
  /* A move (or the start) was applied: the state changed. */
  ludus_table_signals[MOVED] = g_signal_new ("moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                             0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* A guest's intended move was refused (LudusTableRefusal, the move). */
  ludus_table_signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                               0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                               G_TYPE_INT, G_TYPE_STRING);
  /* A message that made no sense was dropped (the seat, why). */
  ludus_table_signals[IGNORED] = g_signal_new ("ignored", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                               0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                               G_TYPE_UINT, G_TYPE_ERROR);
  /* A guest's table stopped: the host sent an illegal move or outcome. */
  ludus_table_signals[FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                              0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
  /* A guest's seat went missing (TRUE) or came back: on a guest's table, as
   * the host told. */
  ludus_table_signals[SEAT_MISSING] = g_signal_new ("seat-missing", G_TYPE_FROM_CLASS (klass),
                                                    G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                    G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_BOOLEAN);
  /* Another machine asks to take the moves after seq back: answer with
   * ludus_table_answer_undo(). */
  ludus_table_signals[UNDO_REQUESTED] = g_signal_new ("undo-requested", G_TYPE_FROM_CLASS (klass),
                                                      G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                      G_TYPE_NONE, 1, G_TYPE_UINT);
  /* The request to go back to seq was agreed (the game is back there, and
   * "moved" follows) or refused. */
  ludus_table_signals[UNDO_DECIDED] = g_signal_new ("undo-decided", G_TYPE_FROM_CLASS (klass),
                                                    G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                    G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_BOOLEAN);
  /* A seat's presence (ludus_table_get_presence()) changed. */
  ludus_table_signals[PRESENCE_CHANGED] = g_signal_new ("presence-changed", G_TYPE_FROM_CLASS (klass),
                                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                        G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
ludus_table_init (LudusTable *self)
{
  self->undo_target = NO_UNDO;
  self->snapshots = g_ptr_array_new_with_free_func (g_free);
}

/* The state has just become move seq's: keeps it for undo, or starts
 * afresh after a step where chance revealed something. */
void
ludus_table_remember (LudusTable         *self,
                      const LudusOutcome *outcome)
{
  const LudusRules *rules = self->rules;
  const void *before = self->snapshots->len > 0
                     ? g_ptr_array_index (self->snapshots, self->snapshots->len - 1) : NULL;

  if (before == NULL || outcome->n > 0 ||
      (rules->reveal_count != NULL && rules->reveal_count (before) != rules->reveal_count (self->state)))
    {
      g_ptr_array_set_size (self->snapshots, 0);
      self->undo_limit = self->seq;
    }
  g_ptr_array_add (self->snapshots, g_memdup2 (self->state, rules->state_size));
}

static void ask_resend (LudusTable *self);

void
ludus_table_send_message (LudusTable              *self,
                          guint                    to,
                          const LudusTableMessage *message)
{
  g_autofree char *text = ludus_table_message_to_string (message);

  if (self->host && (message->type == LUDUS_TABLE_START || message->type == LUDUS_TABLE_MOVE))
    g_ptr_array_add (self->sent, g_strdup (text));
  g_signal_emit (self, ludus_table_signals[SEND], 0, to, text);
}

/* The host's start, kept as sent[0] and in the parts it travels in. */
static void
keep_start (LudusTable              *self,
            const LudusTableMessage *start)
{
  g_ptr_array_add (self->sent, ludus_table_message_to_string (start));
  self->start_parts = ludus_table_parts_split (self->sent->pdata[0]);
}

/* The host's: sends what it sent as seq to, again. */
static void
send_kept (LudusTable *self,
           guint       to,
           guint       seq)
{
  if (seq > 0)
    g_signal_emit (self, ludus_table_signals[SEND], 0, to, self->sent->pdata[seq]);
  else
    for (guint i = 0; i < self->start_parts->len; i++)
      g_signal_emit (self, ludus_table_signals[SEND], 0, to, self->start_parts->pdata[i]);
}

/* A host's table for options on content, whose start (the set-up's
 * outcome aside) is ready to send. */
static LudusTable *
host_new (LudusContent       *content,
          const LudusOptions *options,
          guint32             guest_seats,
          LudusTableMessage  *start)
{
  LudusTable *self = g_object_new (LUDUS_TYPE_TABLE, NULL);

  self->host = TRUE;
  self->guest_seats = guest_seats;
  self->content = ludus_content_ref (content);
  self->rules = ludus_content_get_rules (content);
  self->sent = g_ptr_array_new_with_free_func (g_free);
  self->state = g_malloc0 (self->rules->state_size);
  self->n_players = options->n_seats;
  self->options = ludus_options_copy (options);

  start->game = g_strdup (self->rules->id);
  start->options = ludus_options_to_json (options, self->rules);
  start->deck = json_node_copy (ludus_content_get_deck (content));
  if (ludus_content_get_layout (content) != NULL)
    start->layout = json_node_copy (ludus_content_get_layout (content));
  return self;
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
  g_return_val_if_fail (ludus_content_get_rules (content)->chance != NULL, NULL);

  self = host_new (content, options, guest_seats, start);
  ludus_options_to_setup (options, &setup);
  if (!ludus_chance_init (self->rules, self->state, ludus_content_get_compiled (content),
                          &setup, NULL, &start->outcome, error))
    return NULL;
  ludus_table_remember (self, &start->outcome);
  self->setup_outcome = start->outcome;
  /* Kept for resends; "begin" sends it to everyone. */
  keep_start (self, start);
  return g_steal_pointer (&self);
}

/**
 * ludus_table_new_host_resumed:
 * @game: an online host's game (%LUDUS_GAME_CHANCE_TOLD), as its save kept it
 * @guest_seats: bit i set: seat i is played on a guest's machine
 *
 * Opens the table of @game again, later, with the same friends: their
 * machines catch up from the start and every move with its outcome, as
 * after a lost connection, and the game goes on from where it was.
 */
LudusTable *
ludus_table_new_host_resumed (LudusGame *game,
                              guint32    guest_seats)
{
  g_autoptr(LudusTableMessage) start = ludus_table_message_new (LUDUS_TABLE_START);
  LudusTable *self;

  g_return_val_if_fail (LUDUS_IS_GAME (game), NULL);
  g_return_val_if_fail (ludus_game_get_chance (game) == LUDUS_GAME_CHANCE_TOLD, NULL);

  self = host_new (ludus_game_get_content (game), ludus_game_get_options (game),
                   guest_seats, start);
  start->outcome = *ludus_game_get_setup_outcome (game);
  keep_start (self, start);
  for (guint i = 0; i < ludus_game_get_n_moves (game); i++)
    {
      g_autoptr(LudusTableMessage) move = ludus_table_message_new (LUDUS_TABLE_MOVE);

      move->seq = i + 1;
      g_strlcpy (move->move, ludus_game_get_move_notation (game, i), sizeof move->move);
      move->outcome = *ludus_game_get_move_outcome (game, i);
      g_ptr_array_add (self->sent, ludus_table_message_to_string (move));
    }
  self->seq = ludus_game_get_n_moves (game);
  memcpy (self->state, ludus_game_get_state (game), self->rules->state_size);
  /* Undo goes back no further than the resumed position. */
  ludus_table_remember (self, &start->outcome);
  self->setup_outcome = start->outcome;
  return self;
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
  self->parts = ludus_table_parts_new ();
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
      gint64 now = g_get_monotonic_time ();

      /* Silence is counted from the start. */
      for (guint s = 0; s < LUDUS_MAX_PLAYERS; s++)
        self->heard[s] = now;
      send_kept (self, LUDUS_TABLE_EVERYONE, 0);
      g_signal_emit (self, ludus_table_signals[MOVED], 0);
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
  /* The game moved on: a pending undo asked about another position. */
  if (self->undo_target != NO_UNDO)
    ludus_table_decide_undo (self, FALSE);
  self->last_move = *move;
  self->last_outcome = message->outcome;
  message->seq = ++self->seq;
  ludus_table_remember (self, &message->outcome);
  ludus_table_send_message (self, LUDUS_TABLE_EVERYONE, message);
  g_signal_emit (self, ludus_table_signals[MOVED], 0);
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
      ludus_table_send_message (self, LUDUS_TABLE_EVERYONE, intent);
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
  ludus_table_send_message (self, seat, refused);
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
        send_kept (self, seat, i);
      /* A guest that starts afresh learns who is missing or away now. */
      if (message->seq == 0 && (self->missing | self->away) != 0)
        ludus_table_send_presence (self, seat);
      return;
    case LUDUS_TABLE_UNDO_REQUEST:
      if (seat >= LUDUS_MAX_PLAYERS || (self->guest_seats & (1u << seat)) == 0)
        return;
      if (self->undo_target != NO_UNDO || !ludus_table_can_undo_to (self, message->seq))
        ludus_table_send_undo (self, seat, LUDUS_TABLE_UNDO_ANSWER, message->seq, FALSE);
      else
        ludus_table_host_start_undo (self, seat, message->seq);
      return;
    case LUDUS_TABLE_UNDO_ANSWER:
      if (seat < LUDUS_MAX_PLAYERS)
        ludus_table_host_count_answer (self, seat, message->seq, message->agree);
      return;
    case LUDUS_TABLE_LEAVE:
      ludus_table_set_missing (self, seat, TRUE);
      return;
    default:
      return;
    }
}

void
ludus_table_fail (LudusTable *self,
                  GError     *error)
{
  self->failure = error;
  g_signal_emit (self, ludus_table_signals[FAILED], 0, self->failure);
}

static void
ask_resend (LudusTable *self)
{
  g_autoptr(LudusTableMessage) resend = ludus_table_message_new (LUDUS_TABLE_RESEND);

  resend->seq = self->state == NULL ? 0 : self->seq + 1;
  if (self->asked == resend->seq + 1)
    return;
  self->asked = resend->seq + 1;
  ludus_table_send_message (self, LUDUS_TABLE_EVERYONE, resend);
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
      ludus_table_fail (self, g_steal_pointer (&error));
      return;
    }
  if (rules->chance == NULL || options->n_seats <= self->seat)
    {
      ludus_table_fail (self, g_error_new_literal (G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
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
      ludus_table_fail (self, g_steal_pointer (&error));
      return;
    }
  self->seq = 0;
  self->options = g_steal_pointer (&options);
  self->setup_outcome = start->outcome;
  ludus_table_remember (self, &start->outcome);
  g_signal_emit (self, ludus_table_signals[MOVED], 0);
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
      ludus_table_fail (self, g_error_new (G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                                           /* Translators: %s is a move in the game's notation */
                                           _("The host sent a move that is not legal here: %s"),
                                           message->move));
      return FALSE;
    }
  if (!ludus_chance_apply (self->rules, self->state, &move, &message->outcome, NULL, &error))
    {
      ludus_table_fail (self, g_steal_pointer (&error));
      return FALSE;
    }
  self->last_move = move;
  self->last_outcome = message->outcome;
  self->seq = message->seq;
  self->asked = 0;
  ludus_table_remember (self, &message->outcome);
  g_signal_emit (self, ludus_table_signals[MOVED], 0);
  return TRUE;
}

/* Takes message. */
static void
guest_receive (LudusTable        *self,
               guint              from_seat,
               LudusTableMessage *taken)
{
  g_autoptr(LudusTableMessage) message = taken;
  LudusTableMessage *next;

  switch (message->type)
    {
    case LUDUS_TABLE_PART:
      {
        g_autoptr(LudusTableMessage) start = NULL;
        g_autoptr(GError) error = NULL;

        /* Resent with the moves after it, once started. */
        if (self->state != NULL)
          return;
        if ((start = ludus_table_parts_add (self->parts, message, &error)) == NULL)
          {
            if (error != NULL)
              g_signal_emit (self, ludus_table_signals[IGNORED], 0, from_seat, error);
            return;
          }
        guest_start (self, start);
      }
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
      g_signal_emit (self, ludus_table_signals[REFUSED], 0, (int) message->reason, message->move);
      return;
    case LUDUS_TABLE_PRESENCE:
      ludus_table_guest_presence (self, message);
      return;
    case LUDUS_TABLE_UNDO_REQUEST:
      /* Our own, told to everyone, needs no answer from us. */
      if (self->undo_target == message->seq)
        return;
      self->undo_target = message->seq;
      g_signal_emit (self, ludus_table_signals[UNDO_REQUESTED], 0, message->seq);
      return;
    case LUDUS_TABLE_UNDO_ANSWER:
      ludus_table_guest_undo_decided (self, message->seq, message->agree);
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
      g_signal_emit (self, ludus_table_signals[IGNORED], 0, from_seat, error);
      return;
    }
  if (self->host)
    {
      /* Any message says the seat is there. */
      if (from_seat < LUDUS_MAX_PLAYERS && message->type != LUDUS_TABLE_LEAVE)
        {
          self->heard[from_seat] = g_get_monotonic_time ();
          ludus_table_set_missing (self, from_seat, FALSE);
        }
      host_receive (self, from_seat, message);
    }
  else
    guest_receive (self, from_seat, g_steal_pointer (&message));
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

/* What chance decided in the last move applied (ludus_table_get_last_move()),
 * for a game that follows the table (ludus_game_apply_move_imposed()). */
const LudusOutcome *
ludus_table_get_last_outcome (LudusTable *self)
{
  g_return_val_if_fail (LUDUS_IS_TABLE (self), NULL);
  return &self->last_outcome;
}

/* What chance decided in the set-up, for a guest's game that follows the
 * table (ludus_game_new_online()); empty until the start. */
const LudusOutcome *
ludus_table_get_setup_outcome (LudusTable *self)
{
  g_return_val_if_fail (LUDUS_IS_TABLE (self), NULL);
  return &self->setup_outcome;
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

/**
 * ludus_table_hand_to_computer:
 * @seat: a seat played on a guest's machine
 *
 * The host's: from now on the host plays @seat (with a computer player):
 * the table no longer waits for its guest, whose intents are refused.
 */
void
ludus_table_hand_to_computer (LudusTable *self,
                              guint       seat)
{
  g_return_if_fail (LUDUS_IS_TABLE (self));
  g_return_if_fail (self->host);
  g_return_if_fail (seat < LUDUS_MAX_PLAYERS && (self->guest_seats & (1u << seat)) != 0);

  ludus_table_set_missing (self, seat, FALSE);
  self->guest_seats &= ~(1u << seat);
  /* Its answer to a pending undo is no longer awaited. */
  if ((self->undo_waiting & (1u << seat)) != 0)
    ludus_table_host_count_answer (self, seat, self->undo_target, TRUE);
}

/* Bit i set: seat i is played on a guest's machine.  The host's. */
guint32
ludus_table_get_guest_seats (LudusTable *self)
{
  g_return_val_if_fail (LUDUS_IS_TABLE (self), 0);
  return self->guest_seats;
}

/**
 * ludus_table_keep_alive:
 *
 * A guest's: tells the host it is still there (every
 * LUDUS_TABLE_KEEP_ALIVE_MS), by asking for any move it has missed.
 */
void
ludus_table_keep_alive (LudusTable *self)
{
  g_return_if_fail (LUDUS_IS_TABLE (self));
  g_return_if_fail (!self->host);

  self->asked = 0;
  ask_resend (self);
}
