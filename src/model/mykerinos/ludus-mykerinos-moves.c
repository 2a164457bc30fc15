/* ludus-mykerinos-moves.c: the Mykerinos legal moves of every phase
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-mykerinos"

#include "config.h"

#include <string.h>

#include "ludus-mykerinos-private.h"

typedef LudusMykerinosState  State;
typedef LudusMykerinosMove   Move;
typedef LudusMykerinosSeason Season;
typedef LudusMykerinosBits   Bits;

#define NONE          LUDUS_MYKERINOS_PATRON_NONE

typedef struct
{
  LudusMove *moves;
  guint      n;
} Out;

/* The longest list: pass, A three ways (plain, Violet, Lemon), B four ways
 * (plain, Violet, Lemon, Blackmore) over every edge, a Tangerine chain for
 * each middle space and pair of its neighbours, every Museum room. */
G_STATIC_ASSERT (1 + 3 * LUDUS_MYKERINOS_MAX_SPACES + 4 * LUDUS_MYKERINOS_MAX_EDGES
                 + 6 * LUDUS_MYKERINOS_MAX_SPACES + LUDUS_MYKERINOS_N_ROOMS < LUDUS_MAX_MOVES);

/* A move as its first word: kind, patron, cells, cells[3], room, parcel. */
#define WORD(kind, patron, n, a, b, c) \
  ((guint64) (kind) | (guint64) (patron) << 8 | (guint64) (n) << 16 \
   | (guint64) (a) << 24 | (guint64) (b) << 32 | (guint64) (c) << 40)

G_STATIC_ASSERT (G_STRUCT_OFFSET (Move, cells) == 3 && G_STRUCT_OFFSET (Move, room) == 6
                 && G_STRUCT_OFFSET (Move, parcel) == 7);

static inline void
emit (Out     *out,
      guint64  word)
{
  LudusMove *m = &out->moves[out->n++];

  m->words[0] = GUINT64_TO_LE (word);
  m->words[1] = 0;
}

static inline void
emit_value (Out    *out,
            guint8  kind,
            guint8  room,
            guint8  parcel)
{
  emit (out, WORD (kind, NONE, 0, 0, 0, 0) | (guint64) room << 48 | (guint64) parcel << 56);
}

static inline void
emit_pair (Out     *out,
           guint64  head,
           guint    a,
           guint    b)
{
  emit (out, head | (guint64) MIN (a, b) << 24 | (guint64) MAX (a, b) << 32);
}

typedef struct
{
  Bits free_;  /* empty */
  Bits open;   /* empty, no pyramid */
  Bits near;   /* next to one of the colour's cubes */
} Masks;

static void
compute_masks (const State *s,
               guint        colour,
               Masks       *masks)
{
  const Season *season = season_of (s);

  memset (masks, 0, sizeof *masks);
  for (guint i = 0; i < G_N_ELEMENTS (masks->free_.w); i++)
    {
      masks->free_.w[i] = season->all_spaces.w[i] & ~s->occupied.w[i];
      masks->open.w[i] = masks->free_.w[i] & ~s->pyramids.w[i];
    }
  FOREACH_BIT (s->cubes_of[colour], sp)
    for (guint i = 0; i < G_N_ELEMENTS (masks->near.w); i++)
      masks->near.w[i] |= season->adjacent_bits[sp].w[i];
}

/* Single cubes on space, and chains of two whose first space is next to
 * the colour's cubes (each pair once); within allows only those spaces. */
static void
emit_a_b (Out          *out,
          const Season *season,
          guint8        kind,
          guint8        patron,
          guint         cubes,
          Bits          within,
          const Masks  *masks)
{
  if (cubes < 1)
    return;
  FOREACH_BIT (within, sp)
    emit (out, WORD (kind, patron, 1, sp, 0, 0));
  if (cubes < 2)
    return;
  FOREACH_BIT (bits_and (within, masks->near), a)
    FOREACH_BIT (bits_and (within, season->adjacent_bits[a]), b)
      if (a < b || !bits_has (&masks->near, b))
        emit_pair (out, WORD (kind, patron, 2, 0, 0, 0), a, b);
}

static void
sort3 (guint8 *v)
{
  guint8 t;

  if (v[0] > v[1])
    t = v[0], v[0] = v[1], v[1] = t;
  if (v[1] > v[2])
    t = v[1], v[1] = v[2], v[2] = t;
  if (v[0] > v[1])
    t = v[0], v[0] = v[1], v[1] = t;
}

static void
excavation_moves (const State *s,
                  Out         *out)
{
  const Season *season = season_of (s);
  guint c = s->current;
  guint cubes = s->stock[c];
  const guint8 *usable = s->usable[c];
  Masks masks;

  emit_value (out, LUDUS_MYKERINOS_MOVE_PASS, 0, 0);
  if (cubes == 0)
    return;

  compute_masks (s, c, &masks);
  emit_a_b (out, season, LUDUS_MYKERINOS_MOVE_PLACE, NONE, cubes, masks.open, &masks);

  if (usable[LUDUS_MYKERINOS_VIOLET] && s->general[c] > 0)
    emit_a_b (out, season, LUDUS_MYKERINOS_MOVE_PLACE, LUDUS_MYKERINOS_VIOLET,
              cubes + 1, masks.open, &masks);

  /* Lord Lemon reaches a pyramid: an A on one, or a B with exactly one of
   * its two cubes on one (spec §4 D). */
  if (usable[LUDUS_MYKERINOS_LEMON])
    {
      guint64 head = WORD (LUDUS_MYKERINOS_MOVE_PLACE, LUDUS_MYKERINOS_LEMON, 2, 0, 0, 0);

      FOREACH_BIT (bits_and (masks.free_, s->pyramids), sp)
        emit (out, WORD (LUDUS_MYKERINOS_MOVE_PLACE, LUDUS_MYKERINOS_LEMON, 1, sp, 0, 0));
      if (cubes >= 2)
        FOREACH_BIT (bits_and (masks.free_, masks.near), a)
          FOREACH_BIT (bits_and (masks.free_, season->adjacent_bits[a]), b)
            if ((a < b || !bits_has (&masks.near, b))
                && bits_has (&s->pyramids, a) != bits_has (&s->pyramids, b))
              emit_pair (out, head, a, b);
    }

  if (usable[LUDUS_MYKERINOS_BROWN])
    for (guint room = 0; room < LUDUS_MYKERINOS_N_ROOMS; room++)
      if (ludus_mykerinos_room_allowed (s, c, room))
        emit_value (out, LUDUS_MYKERINOS_MOVE_BROWN, room, 0);

  if (usable[LUDUS_MYKERINOS_BLACKMORE] && cubes >= LUDUS_MYKERINOS_BLACKMORE_CUBES)
    {
      guint64 head = WORD (LUDUS_MYKERINOS_MOVE_PLACE, LUDUS_MYKERINOS_BLACKMORE,
                           LUDUS_MYKERINOS_BLACKMORE_CUBES, 0, 0, 0);

      FOREACH_BIT (masks.open, a)
        FOREACH_BIT (bits_and (masks.open, season->adjacent_bits[a]), b)
          if (a < b)
            emit_pair (out, head, a, b);
    }

  /* Three spaces in a chain: a middle space and two of its neighbours (the
   * grid has no triangles, so each chain has exactly one middle); the first
   * cube goes on an end next to one of the player's cubes. */
  if (usable[LUDUS_MYKERINOS_TANGERINE] && cubes >= LUDUS_MYKERINOS_TANGERINE_CUBES)
    FOREACH_BIT (masks.open, m)
      {
        guint8 ends[4];
        guint n_ends = 0;

        FOREACH_BIT (bits_and (masks.open, season->adjacent_bits[m]), e)
          ends[n_ends++] = e;
        for (guint i = 0; i < n_ends; i++)
          for (guint j = i + 1; j < n_ends; j++)
            if (bits_has (&masks.near, ends[i]) || bits_has (&masks.near, ends[j]))
              {
                guint8 v[3] = { ends[i], m, ends[j] };

                sort3 (v);
                emit (out, WORD (LUDUS_MYKERINOS_MOVE_PLACE, LUDUS_MYKERINOS_TANGERINE,
                                 LUDUS_MYKERINOS_TANGERINE_CUBES,
                                 v[0], v[1], v[2]));
              }
      }
}

static void
neutral_moves (const State *s,
               Out         *out)
{
  Masks masks;

  emit_value (out, LUDUS_MYKERINOS_MOVE_SKIP, 0, 0);
  compute_masks (s, s->neutral, &masks);
  emit_a_b (out, season_of (s), LUDUS_MYKERINOS_MOVE_NEUTRAL, NONE,
            s->neutral_stock[s->current], masks.open, &masks);
}

static void
survey_moves (const State *s,
              Out         *out)
{
  guint c = s->current;

  for (guint k = 0; k < 2; k++)
    if (s->survey_left & (1 << k))
      emit_value (out, s->survey_choice == LUDUS_MYKERINOS_CHOICE_NEUTRAL
                         ? LUDUS_MYKERINOS_MOVE_DISCARD : LUDUS_MYKERINOS_MOVE_CLAIM, 0, k);
  if (s->survey_choice == LUDUS_MYKERINOS_CHOICE_OWN && s->general[c] > 0)
    for (guint room = 0; room < LUDUS_MYKERINOS_N_ROOMS; room++)
      if (ludus_mykerinos_room_allowed (s, c, room))
        emit_value (out, LUDUS_MYKERINOS_MOVE_MUSEUM, room, 0);
  if (s->survey_choice == LUDUS_MYKERINOS_CHOICE_LEFTOVER)
    emit_value (out, LUDUS_MYKERINOS_MOVE_DECLINE, 0, 0);
}

guint
ludus_mykerinos_legal_moves (const void *state,
                             LudusMove  *moves)
{
  const State *s = state;
  Out out = { moves, 0 };

  switch (s->phase)
    {
    case LUDUS_MYKERINOS_PHASE_EXCAVATION:
      excavation_moves (s, &out);
      break;
    case LUDUS_MYKERINOS_PHASE_NEUTRAL:
      neutral_moves (s, &out);
      break;
    case LUDUS_MYKERINOS_PHASE_SURVEY:
      survey_moves (s, &out);
      break;
    default:
      break;
    }
  g_assert (out.n <= LUDUS_MAX_MOVES);
  return out.n;
}
