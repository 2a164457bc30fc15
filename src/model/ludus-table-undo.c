/* ludus-table-undo.c: undo by agreement at an online table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Any machine may ask to take moves back; the host asks every other
 * machine with a person at it, and decides: all agree, or one says no, or
 * a move is played meanwhile.  Never past a step where chance revealed
 * something: every table keeps the states since that step, no more.
 * Requests and decisions travel in the host's one stream, which XMPP keeps
 * in order (RFC 6120, 10.1), so a decision never overtakes a move.
 */

#define G_LOG_DOMAIN "Ludus"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-table-private.h"

/* Whether the game can go back to the position after move seq. */
gboolean
ludus_table_can_undo_to (LudusTable *self,
                         guint       seq)
{
  return self->state != NULL && seq >= self->undo_limit && seq < self->seq &&
         !self->rules->is_over (self->state);
}

/* Puts the game back to the position after move seq (can_undo_to()). */
static void
undo_to (LudusTable *self,
         guint       seq)
{
  g_ptr_array_set_size (self->snapshots, seq - self->undo_limit + 1);
  memcpy (self->state, g_ptr_array_index (self->snapshots, self->snapshots->len - 1),
          self->rules->state_size);
  self->seq = seq;
  if (self->host)
    g_ptr_array_set_size (self->sent, seq + 1);
  else
    {
      /* What came early belongs to the moves taken back. */
      g_hash_table_remove_all (self->early);
      self->asked = 0;
    }
}

void
ludus_table_send_undo (LudusTable            *self,
                       guint                  to,
                       LudusTableMessageType  type,
                       guint                  seq,
                       gboolean               agree)
{
  g_autoptr(LudusTableMessage) message = ludus_table_message_new (type);

  message->seq = seq;
  message->agree = agree;
  ludus_table_send_message (self, to, message);
}

/* The host's: ends the pending request, agreed by all or not, and tells
 * everyone (an undo-answer from the host is the decision). */
void
ludus_table_decide_undo (LudusTable *self,
                         gboolean    agreed)
{
  guint target = self->undo_target;

  self->undo_target = NO_UNDO;
  self->undo_waiting = 0;
  self->undo_host_waits = FALSE;
  if (agreed)
    undo_to (self, target);
  ludus_table_send_undo (self, LUDUS_TABLE_EVERYONE, LUDUS_TABLE_UNDO_ANSWER, target, agreed);
  g_signal_emit (self, ludus_table_signals[UNDO_DECIDED], 0, target, agreed);
  if (agreed)
    g_signal_emit (self, ludus_table_signals[MOVED], 0);
}

/* The host's: asker (a guest's seat, or HOST_ASKED) asks to go back to seq;
 * every other machine with a person must agree. */
void
ludus_table_host_start_undo (LudusTable *self,
                             guint       asker,
                             guint       seq)
{
  self->undo_target = seq;
  self->undo_waiting = self->guest_seats & ~(asker < LUDUS_MAX_PLAYERS ? 1u << asker : 0);
  self->undo_host_waits = asker != HOST_ASKED;
  ludus_table_send_undo (self, LUDUS_TABLE_EVERYONE, LUDUS_TABLE_UNDO_REQUEST, seq, FALSE);
  if (self->undo_host_waits)
    g_signal_emit (self, ludus_table_signals[UNDO_REQUESTED], 0, seq);
  else if (self->undo_waiting == 0)
    ludus_table_decide_undo (self, TRUE);
}

/* The host's: seat (or HOST_ASKED, the host itself) answers. */
void
ludus_table_host_count_answer (LudusTable *self,
                               guint       seat,
                               guint       seq,
                               gboolean    agree)
{
  if (self->undo_target == NO_UNDO || seq != self->undo_target)
    return;
  if (seat == HOST_ASKED)
    {
      if (!self->undo_host_waits)
        return;
      self->undo_host_waits = FALSE;
    }
  else
    {
      if ((self->undo_waiting & (1u << seat)) == 0)
        return;
      self->undo_waiting &= ~(1u << seat);
    }
  if (!agree)
    ludus_table_decide_undo (self, FALSE);
  else if (self->undo_waiting == 0 && !self->undo_host_waits)
    ludus_table_decide_undo (self, TRUE);
}

/**
 * ludus_table_request_undo:
 * @seq: the move to go back to: the moves after it are taken back
 *
 * Asks every other machine at the table to take back the moves after
 * @seq; "undo-decided" says what they answered.  Never past a step where
 * chance revealed something (ludus_table_get_undo_limit()), and one
 * request at a time; a move played meanwhile refuses it.
 */
gboolean
ludus_table_request_undo (LudusTable  *self,
                          guint        seq,
                          GError     **error)
{
  g_return_val_if_fail (LUDUS_IS_TABLE (self), FALSE);

  if (self->failure != NULL || !ludus_table_can_undo_to (self, seq))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("Those moves cannot be taken back: chance has revealed something since"));
      return FALSE;
    }
  if (self->undo_target != NO_UNDO)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_PENDING,
                           _("The table is still answering another request to take moves back"));
      return FALSE;
    }
  if (self->host)
    ludus_table_host_start_undo (self, HOST_ASKED, seq);
  else
    {
      self->undo_target = seq;
      ludus_table_send_undo (self, LUDUS_TABLE_EVERYONE, LUDUS_TABLE_UNDO_REQUEST, seq, FALSE);
    }
  return TRUE;
}

/* Whether a request to take moves back waits for its answers. */
gboolean
ludus_table_get_undo_pending (LudusTable *self)
{
  g_return_val_if_fail (LUDUS_IS_TABLE (self), FALSE);
  return self->undo_target != NO_UNDO;
}

/* Answers the request "undo-requested" told; nothing if none is pending. */
void
ludus_table_answer_undo (LudusTable *self,
                         gboolean    agree)
{
  g_return_if_fail (LUDUS_IS_TABLE (self));

  if (self->undo_target == NO_UNDO)
    return;
  if (self->host)
    ludus_table_host_count_answer (self, HOST_ASKED, self->undo_target, agree);
  else
    ludus_table_send_undo (self, LUDUS_TABLE_EVERYONE, LUDUS_TABLE_UNDO_ANSWER, self->undo_target, agree);
}

/* The host decided the request to go back to seq. */
void
ludus_table_guest_undo_decided (LudusTable *self,
                                guint       seq,
                                gboolean    agreed)
{
  /* (Another machine's request may have come since this one was refused.) */
  if (self->undo_target == seq)
    self->undo_target = NO_UNDO;
  if (agreed && self->state != NULL && seq < self->seq)
    {
      if (seq < self->undo_limit)
        {
          ludus_table_fail (self, g_error_new_literal (G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                                                       _("The host took moves back past what chance revealed")));
          return;
        }
      undo_to (self, seq);
    }
  g_signal_emit (self, ludus_table_signals[UNDO_DECIDED], 0, seq, agreed);
  if (agreed)
    g_signal_emit (self, ludus_table_signals[MOVED], 0);
}

/* The earliest move undo can go back to: the last where chance revealed
 * something (0: the start). */
guint
ludus_table_get_undo_limit (LudusTable *self)
{
  g_return_val_if_fail (LUDUS_IS_TABLE (self), 0);
  return self->undo_limit;
}

