/* ludus-mykerinos-private.h: shared between the files of the rules core
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-mykerinos.h"

G_BEGIN_DECLS

/* Hot helpers of the rules and the move list: inline, as before the split. */
static inline const LudusMykerinosSeason *
season_of (const LudusMykerinosState *s)
{
  return &s->content->seasons[s->season];
}

static inline guint
card_holder (guint8 owner)
{
  if (owner >= LUDUS_MYKERINOS_CARD_DISCARDED)
    return LUDUS_MYKERINOS_NO_PLAYER;
  return owner & ~LUDUS_MYKERINOS_CARD_TILTED;
}

/* The best of the player's rooms of wing w: maximum, not sum. */
static inline guint
wing_multiplier (const LudusMykerinosState *s,
                 guint                      colour,
                 guint                      w)
{
  const guint rooms[] = { LUDUS_MYKERINOS_ROOM_R5 (w), LUDUS_MYKERINOS_ROOM_R3 (w),
                          LUDUS_MYKERINOS_ROOM_C (w), LUDUS_MYKERINOS_ROOM_C ((w + 4) % 5) };
  guint best = LUDUS_MYKERINOS_NO_ROOM_VALUE;

  for (guint i = 0; i < G_N_ELEMENTS (rooms); i++)
    if (s->museum[rooms[i]] == colour + 1)
      best = MAX (best, ludus_mykerinos_room_value (rooms[i]));
  return best;
}

G_STATIC_ASSERT (G_N_ELEMENTS (((LudusMykerinosBits *) NULL)->w) == 2);

static inline gboolean
bits_has (const LudusMykerinosBits *bits,
          guint                     i)
{
  return (bits->w[i >> 6] >> (i & 63)) & 1;
}

static inline void
bits_set (LudusMykerinosBits *bits,
          guint               i)
{
  bits->w[i >> 6] |= G_GUINT64_CONSTANT (1) << (i & 63);
}

static inline void
bits_clear (LudusMykerinosBits *bits,
            guint               i)
{
  bits->w[i >> 6] &= ~(G_GUINT64_CONSTANT (1) << (i & 63));
}

static inline LudusMykerinosBits
bits_and (LudusMykerinosBits a,
          LudusMykerinosBits b)
{
  return (LudusMykerinosBits) { { a.w[0] & b.w[0], a.w[1] & b.w[1] } };
}

static inline guint
bits_count_and (const LudusMykerinosBits *a,
                const LudusMykerinosBits *b)
{
  return __builtin_popcountll (a->w[0] & b->w[0]) + __builtin_popcountll (a->w[1] & b->w[1]);
}

/* Runs the statement after it for each set bit i of bits. */
#define FOREACH_BIT(bits, i) \
  for (guint i##_w = 0; i##_w < 2; i##_w++) \
    for (guint64 i##_m = (bits).w[i##_w]; i##_m != 0; i##_m &= i##_m - 1) \
      for (guint i = i##_w * 64 + __builtin_ctzll (i##_m), i##_once = 1; i##_once; i##_once = 0)


/* Where a replayed move's consequences are told (LudusMykerinosState). */
typedef struct _LudusMykerinosNarration
{
  GPtrArray          *lines;  /* of char *, translated */
  const char * const *names;  /* one per real player */
} LudusMykerinosNarration;

void      ludus_mykerinos_format_move   (const void         *state,
                                         const LudusMove    *move,
                                         char               *buffer);
gboolean  ludus_mykerinos_parse_move    (const void         *state,
                                         const char         *notation,
                                         LudusMove          *move);
char     *ludus_mykerinos_describe_move (const void         *state,
                                         const LudusMove    *move,
                                         const char * const *names);

/* ludus-mykerinos-score.c */
void      ludus_mykerinos_scores        (const void         *state,
                                         int                *scores);
guint32   ludus_mykerinos_winners       (const void         *state);
JsonNode *ludus_mykerinos_breakdown     (const void         *state);

/* ludus-mykerinos-moves.c */
guint     ludus_mykerinos_legal_moves   (const void         *state,
                                         LudusMove          *moves);

G_END_DECLS
