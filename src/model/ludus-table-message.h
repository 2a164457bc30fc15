/* ludus-table-message.h: what the machines at an online table tell each other
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One message is one JSON object, {"ludus": 1, "type": …, …}, carried in
 * the body of an XMPP stanza.  Everything comes from the network, so the
 * reader is strict: a size limit, the strict JSON scan, a schema per type
 * with no member unknown or missing, bounded numbers, plain-text strings
 * without control characters.  Nothing read becomes a path, markup or a
 * format string.  doc/online.md describes the protocol.
 */

#pragma once

#include <json-glib/json-glib.h>

#include "ludus-rules.h"

G_BEGIN_DECLS

#define LUDUS_TABLE_PROTOCOL         1
#define LUDUS_TABLE_MAX_NAME         64            /* characters */
#define LUDUS_TABLE_MAX_CHAT         1000          /* characters */
#define LUDUS_TABLE_MAX_SEQ          1000000
/* A part of a start: compressed bytes (in base64 on the wire, 16 KiB),
 * and how many parts at most: a whole message's worth, incompressible. */
#define LUDUS_TABLE_PART_SIZE        (12 * 1024)
#define LUDUS_TABLE_MAX_PARTS        64

typedef enum
{
  LUDUS_TABLE_JOIN,          /* guest → host: name, seat (-1: any free seat) */
  LUDUS_TABLE_START,         /* host → all: seq 0, game, options, deck, layout, outcome */
  LUDUS_TABLE_MOVE,          /* host → all: seq, move, outcome */
  LUDUS_TABLE_INTENT,        /* guest → host: move, after (the last seq it applied) */
  LUDUS_TABLE_RESEND,        /* guest → host: seq, the first one it misses */
  LUDUS_TABLE_REFUSED,       /* host → guest: move, after, reason */
  LUDUS_TABLE_CHAT,          /* anyone: text */
  LUDUS_TABLE_UNDO_REQUEST,  /* anyone: seq, the move to take back to */
  LUDUS_TABLE_UNDO_ANSWER,   /* anyone: seq, agree */
  LUDUS_TABLE_LEAVE,         /* anyone */
  LUDUS_TABLE_SEATS,         /* host → all, before the start: game, names, guests, host (seat) */
  LUDUS_TABLE_PART,          /* host → all: index, count, data, a part of the start (the start never travels whole) */
  LUDUS_TABLE_PRESENCE,      /* host → all: missing, away (bit per seat) */
} LudusTableMessageType;

typedef enum
{
  LUDUS_TABLE_REFUSED_ILLEGAL,       /* not a legal move now */
  LUDUS_TABLE_REFUSED_NOT_YOUR_TURN, /* the seat to move is someone else's */
  LUDUS_TABLE_REFUSED_STALE,         /* sent before the host's latest move */
} LudusTableRefusal;

typedef struct
{
  LudusTableMessageType type;
  guint                 seq;       /* start, move, resend, undo: the move's number */
  guint                 after;     /* intent, refused */
  int                   seat;      /* join; seats: the host's */
  gboolean              agree;     /* undo-answer */
  LudusTableRefusal     reason;    /* refused */
  char                  move[LUDUS_NOTATION_SIZE];  /* move, intent, refused */
  LudusOutcome          outcome;   /* start, move */
  char                 *text;      /* join: the name; chat: the text */
  char                 *game;      /* start: the rules' id */
  JsonNode             *options;   /* start: LudusOptions as in a save */
  JsonNode             *deck;      /* start */
  JsonNode             *layout;    /* start; NULL for a game without one */
  guint                 n_seats;   /* seats */
  char                 *names[LUDUS_MAX_PLAYERS];  /* seats: who holds each, "" free */
  guint32               guests;    /* seats: bit per seat a guest plays */
  guint                 index;     /* part: its number, from 0 */
  guint                 count;     /* part: how many there are */
  GBytes               *data;      /* part: compressed bytes of the start */
  guint32               missing;   /* presence: bit per seat whose player is gone */
  guint32               away;      /* presence: bit per seat whose player is away */
} LudusTableMessage;

void               ludus_table_message_free  (LudusTableMessage  *message);
LudusTableMessage *ludus_table_message_new   (LudusTableMessageType type);
LudusTableMessage *ludus_table_message_parse (const char         *data,
                                              gsize               length,
                                              GError            **error);
char              *ludus_table_message_to_string (const LudusTableMessage *message);

gboolean           ludus_outcome_read        (JsonArray          *values,
                                              const char         *path,
                                              LudusOutcome       *outcome,
                                              GError            **error);
void               ludus_outcome_build       (JsonBuilder        *builder,
                                              const LudusOutcome *outcome);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (LudusTableMessage, ludus_table_message_free)

G_END_DECLS
