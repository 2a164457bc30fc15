/* ludus-table-presence.c: who is at an online table, away, or missing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The host decides who is missing (gone from the room, said goodbye, or
 * silent too long) and hears from the transport who is away (XMPP's
 * <show/>); it tells every guest with a `presence` message on each
 * change, and a guest that starts afresh when it asks for the start.  A
 * guest knows its players' nicks, not which seat each one has, so it
 * learns the others' presence from the host alone.
 */

#define G_LOG_DOMAIN "Ludus"

#include "config.h"

#include "ludus-table-private.h"

/* The host's: tells to (a seat, or everyone) who is missing and away. */
void
ludus_table_send_presence (LudusTable *self,
                           guint       to)
{
  g_autoptr(LudusTableMessage) presence = ludus_table_message_new (LUDUS_TABLE_PRESENCE);

  presence->missing = self->missing;
  presence->away = self->away;
  ludus_table_send_message (self, to, presence);
}

static void
emit_changes (LudusTable *self,
              guint32     missing_before,
              guint32     away_before)
{
  for (guint s = 0; s < LUDUS_MAX_PLAYERS; s++)
    {
      guint32 bit = 1u << s;

      if ((missing_before ^ self->missing) & bit)
        g_signal_emit (self, ludus_table_signals[SEAT_MISSING], 0, s, (self->missing & bit) != 0);
      if (((missing_before ^ self->missing) | (away_before ^ self->away)) & bit)
        g_signal_emit (self, ludus_table_signals[PRESENCE_CHANGED], 0, s);
    }
}

/* The host's: seat's bit of bits (its missing or away) set to on; every
 * guest and this machine are told if that changed it. */
static void
host_change (LudusTable *self,
             guint32    *bits,
             guint       seat,
             gboolean    on)
{
  guint32 bit = 1u << seat, missing = self->missing, away = self->away;

  if (((*bits & bit) != 0) == on)
    return;
  *bits = on ? *bits | bit : *bits & ~bit;
  ludus_table_send_presence (self, LUDUS_TABLE_EVERYONE);
  emit_changes (self, missing, away);
}

/* The host's: a guest's seat went missing or came back. */
void
ludus_table_set_missing (LudusTable *self,
                         guint       seat,
                         gboolean    missing)
{
  if (seat < LUDUS_MAX_PLAYERS && (self->guest_seats & (1u << seat)) != 0)
    host_change (self, &self->missing, seat, missing != FALSE);
}

/* A guest's: what the host told.  Its own seat is never missing here,
 * whatever the host thought a moment ago: this machine is at the table. */
void
ludus_table_guest_presence (LudusTable              *self,
                            const LudusTableMessage *message)
{
  guint32 seats = self->n_players > 0 ? (1u << self->n_players) - 1 : (1u << LUDUS_MAX_PLAYERS) - 1;
  guint32 missing_before = self->missing, away_before = self->away;

  self->missing = message->missing & seats & ~(1u << self->seat);
  self->away = message->away & seats;
  emit_changes (self, missing_before, away_before);
}

/**
 * ludus_table_set_present:
 * @seat: a seat played on a guest's machine
 * @present: whether its player is at the table (in the room)
 *
 * The host's: tells the table what the transport saw, a player leaving
 * the room (or their server saying they are gone) or coming back.
 */
void
ludus_table_set_present (LudusTable *self,
                         guint       seat,
                         gboolean    present)
{
  g_return_if_fail (LUDUS_IS_TABLE (self));
  g_return_if_fail (self->host);

  if (present && seat < LUDUS_MAX_PLAYERS)
    self->heard[seat] = g_get_monotonic_time ();
  ludus_table_set_missing (self, seat, !present);
}

/**
 * ludus_table_set_away:
 * @seat: a seat of the game
 * @away: whether its player is away (the app's window not active)
 *
 * The host's: tells the table what the transport saw of a guest seat's
 * player (XMPP's <show/>), or what this machine knows of its own seats'.
 * Every guest hears of it.
 */
void
ludus_table_set_away (LudusTable *self,
                      guint       seat,
                      gboolean    away)
{
  g_return_if_fail (LUDUS_IS_TABLE (self));
  g_return_if_fail (self->host);
  g_return_if_fail (seat < self->n_players);

  host_change (self, &self->away, seat, away != FALSE);
}

/**
 * ludus_table_get_presence:
 * @seat: a seat of the game
 *
 * Whether the player of @seat is at the table, away from it, or gone (the
 * table waits for them): the host's view, which every guest is told.
 */
LudusSeatPresence
ludus_table_get_presence (LudusTable *self,
                          guint       seat)
{
  g_return_val_if_fail (LUDUS_IS_TABLE (self), LUDUS_SEAT_ONLINE);
  g_return_val_if_fail (seat < LUDUS_MAX_PLAYERS, LUDUS_SEAT_ONLINE);

  if ((self->missing & (1u << seat)) != 0)
    return LUDUS_SEAT_DISCONNECTED;
  if ((self->away & (1u << seat)) != 0)
    return LUDUS_SEAT_AWAY;
  return LUDUS_SEAT_ONLINE;
}

/**
 * ludus_table_check_silence:
 * @now: g_get_monotonic_time(), or later
 *
 * The host's: a guest's seat not heard of for LUDUS_TABLE_SILENCE_MS
 * (guests say they are there every LUDUS_TABLE_KEEP_ALIVE_MS) is missing
 * until its next message.  Call it every second or so.
 */
void
ludus_table_check_silence (LudusTable *self,
                           gint64      now)
{
  g_return_if_fail (LUDUS_IS_TABLE (self));
  g_return_if_fail (self->host);

  for (guint s = 0; s < LUDUS_MAX_PLAYERS; s++)
    if ((self->guest_seats & (1u << s)) != 0 &&
        now - self->heard[s] > (gint64) LUDUS_TABLE_SILENCE_MS * 1000)
      ludus_table_set_missing (self, s, TRUE);
}

/* Bit i set: the player of seat i is missing (on a guest's table, as the
 * host last told; never its own seat). */
guint32
ludus_table_get_missing (LudusTable *self)
{
  g_return_val_if_fail (LUDUS_IS_TABLE (self), 0);
  return self->missing;
}
