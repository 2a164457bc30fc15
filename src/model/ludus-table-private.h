/* ludus-table-private.h: what ludus-table.c and ludus-table-undo.c share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-table.h"
#include "ludus-table-parts.h"

G_BEGIN_DECLS

/* Moves that arrived ahead of a gap, kept until it is filled. */
#define MAX_EARLY 64
/* No undo request pending. */
#define NO_UNDO G_MAXUINT
/* The requester of an undo when it is the host's own machine. */
#define HOST_ASKED G_MAXUINT

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
  GPtrArray        *start_parts;  /* a host's: sent[0] as it travels, in parts */
  LudusTableParts  *parts;        /* a guest's: the start's parts until it starts */
  GHashTable       *early;        /* a guest's: seq → LudusTableMessage */
  guint             asked;        /* a guest's last resend request, 0: none */
  GError           *failure;      /* a guest's: the host broke the rules */
  LudusOptions     *options;      /* the game's (a guest's seed is its own) */
  LudusMove         last_move;    /* the move of seq, for whoever follows the table */
  LudusOutcome      last_outcome; /* what chance decided in it */
  LudusOutcome      setup_outcome; /* what chance decided in the set-up */

  /* Waiting for a missing player (the host's). */
  gint64            heard[LUDUS_MAX_PLAYERS];  /* monotonic time of a seat's last message */
  guint32           missing;      /* bit per guest seat gone (a guest's: as the host told) */
  guint32           away;         /* bit per seat whose player is away */

  /* Undo by agreement.  The states after each move since the last one
   * where chance revealed something: undo never goes further back. */
  GPtrArray        *snapshots;    /* [i]: the state after move undo_limit + i */
  guint             undo_limit;
  guint             undo_target;  /* the move a pending request takes back to, or NO_UNDO */
  guint32           undo_waiting; /* the host's: guest seats yet to answer */
  gboolean          undo_host_waits;  /* the host's: its own answer is yet to come */
};

enum
{
  SEND,
  MOVED,
  REFUSED,
  IGNORED,
  FAILED,
  SEAT_MISSING,
  UNDO_REQUESTED,
  UNDO_DECIDED,
  PRESENCE_CHANGED,
  N_SIGNALS
};

extern guint ludus_table_signals[];

void ludus_table_send_message (LudusTable              *self,
                               guint                    to,
                               const LudusTableMessage *message);
void ludus_table_remember     (LudusTable              *self,
                               const LudusOutcome      *outcome);
void ludus_table_fail         (LudusTable              *self,
                               GError                  *error);
void ludus_table_set_missing  (LudusTable              *self,
                               guint                    seat,
                               gboolean                 missing);
void ludus_table_send_presence (LudusTable             *self,
                                guint                   to);
void ludus_table_guest_presence (LudusTable              *self,
                                 const LudusTableMessage *message);

gboolean ludus_table_can_undo_to (LudusTable         *self,
                                  guint               seq);
void ludus_table_send_undo    (LudusTable              *self,
                               guint                    to,
                               LudusTableMessageType    type,
                               guint                    seq,
                               gboolean                 agree);
void ludus_table_decide_undo  (LudusTable              *self,
                               gboolean                 agreed);
void ludus_table_host_start_undo   (LudusTable         *self,
                                    guint               asker,
                                    guint               seq);
void ludus_table_host_count_answer (LudusTable         *self,
                                    guint               seat,
                                    guint               seq,
                                    gboolean            agree);
void ludus_table_guest_undo_decided (LudusTable        *self,
                                     guint              seq,
                                     gboolean           agreed);

G_END_DECLS
