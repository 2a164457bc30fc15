/* ludus-chance.h: chance outcomes as explicit input, for online play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * In an online game only the host's engine resolves chance.  With each
 * move (and with the set-up) it tells the others what chance decided: the
 * card turned, the tokens drawn, the start player, never the order of
 * anything still hidden.  The others' engines, which know no seed, apply
 * the same move with that outcome imposed: their hidden parts (dealt from
 * a seed of their own) are rearranged so that the move reveals exactly
 * what the host's did.  An outcome no arrangement can give (a card already
 * in play, a token not in the bag) is refused, so a host can choose chance
 * but never break the rules.
 *
 * Each core keeps a LudusChance in its state, returned by rules->chance,
 * and resolves every chance that players see through the helpers below.
 * With the chance free (the default, and in every search) they cost one
 * test and give exactly the results of the plain LudusRng calls.
 */

#pragma once

#include <glib.h>

#include "ludus-rng.h"

G_BEGIN_DECLS

#define LUDUS_OUTCOME_SIZE 48

/* What chance decided in one step of a game, in the order the step met it.
 * The values are the core's own (card ids, token values, a player). */
typedef struct
{
  guint8 n;
  guint8 values[LUDUS_OUTCOME_SIZE];
} LudusOutcome;

typedef enum
{
  LUDUS_CHANCE_FREE,    /* resolve with the state's RNG, tell nobody */
  LUDUS_CHANCE_TELL,    /* resolve with the RNG and record the outcome */
  LUDUS_CHANCE_IMPOSE,  /* take every result from the imposed outcome */
} LudusChanceMode;

typedef struct
{
  guint8       mode;     /* LudusChanceMode */
  guint8       next;     /* imposed values used so far */
  guint8       failed;   /* an imposed value was impossible, or missing */
  LudusOutcome outcome;  /* told so far, or imposed */
} LudusChance;

/* Records value (when telling); returns it. */
static inline guint
ludus_chance_tell (LudusChance *chance,
                   guint        value)
{
  if (chance->mode == LUDUS_CHANCE_TELL)
    {
      if (chance->outcome.n < LUDUS_OUTCOME_SIZE)
        chance->outcome.values[chance->outcome.n++] = value;
      else
        chance->failed = TRUE;
    }
  return value;
}

/* When imposing, the next imposed value, or G_MAXUINT (and the step fails)
 * when there is none left. */
static inline guint
ludus_chance_take (LudusChance *chance)
{
  if (chance->next >= chance->outcome.n)
    {
      chance->failed = TRUE;
      return G_MAXUINT;
    }
  return chance->outcome.values[chance->next++];
}

/* A result that players see, uniform in [0, bound): ludus_rng_below() but
 * told or imposed. */
static inline guint
ludus_chance_below (LudusChance *chance,
                    LudusRng    *rng,
                    guint        bound)
{
  guint value;

  if (chance->mode != LUDUS_CHANCE_IMPOSE)
    return ludus_chance_tell (chance, ludus_rng_below (rng, bound));

  value = ludus_chance_take (chance);
  if (value >= bound)
    {
      chance->failed = TRUE;
      return 0;
    }
  return value;
}

/* The card at cards[top] is turned face up, from hidden cards[0..n) in an
 * order nobody knows.  When imposing, the imposed card is first swapped
 * into place from wherever it lies among them. */
static inline guint8
ludus_chance_turn (LudusChance *chance,
                   guint8      *cards,
                   guint        n,
                   guint        top)
{
  if (chance->mode == LUDUS_CHANCE_IMPOSE)
    {
      guint wanted = ludus_chance_take (chance);
      guint i;

      for (i = 0; i < n && cards[i] != wanted; i++)
        ;
      if (i == n)
        {
          chance->failed = TRUE;
          return cards[top];
        }
      cards[i] = cards[top];
      cards[top] = wanted;
    }
  return ludus_chance_tell (chance, cards[top]);
}

/* Draws one of items[0..n), whose order means nothing (a bag): the index
 * of the drawn item.  Told and imposed by the item's value. */
static inline guint
ludus_chance_pick (LudusChance  *chance,
                   LudusRng     *rng,
                   const guint8 *items,
                   guint         n)
{
  guint wanted;

  if (chance->mode != LUDUS_CHANCE_IMPOSE)
    {
      guint i = ludus_rng_below (rng, n);

      ludus_chance_tell (chance, items[i]);
      return i;
    }

  wanted = ludus_chance_take (chance);
  for (guint i = 0; i < n; i++)
    if (items[i] == wanted)
      return i;
  chance->failed = TRUE;
  return 0;
}

/* Shuffles cards[0..n) in the open (the wings' patrons, the order of the
 * time markers): ludus_rng_shuffle(), told or imposed as the new order. */
void ludus_chance_shuffle (LudusChance *chance,
                           LudusRng    *rng,
                           guint8      *cards,
                           guint        n);

/* Called by each core's init, after it clears the state and before it
 * deals: starts chance as ludus_chance_init() asked (free otherwise). */
void ludus_chance_begin   (LudusChance *chance);

G_END_DECLS
