/* ludus-medici-ai.c: the Medici rollout and easy-level heuristic
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Greedy and cheap, and it looks only at what every player sees (ships,
 * warehouses, the market; never the order of the deck).  A take is worth
 * the ship value it adds, what its symbols do to the player's goods
 * majorities and bonuses, minus the ship space it uses; the player keeps
 * revealing unless a take is exceptional: turns, not ship space, are what
 * runs short, and three reveals offer the widest choice.
 * A little noise keeps rollouts varied and the easy level unpredictable.
 */

#define G_LOG_DOMAIN "ludus-medici-ai"

#include "config.h"

#include "ludus-medici.h"
#include "ludus-medici-ai.h"

/* Weights tuned in head-to-head games against the first version. */
#define SHIP_POINT   1.2    /* florins per point of ship value, roughly */
#define SYMBOL       2.0    /* a symbol short of any majority change */
#define SHIP_SLOTS   35.0   /* a slot costs this / capacity: 5 at 2 players, 7 at more */
#define REVEAL_BELOW 30.0   /* reveal unless a take is worth about this much */
#define REVEAL_NOISE 4.0
#define NOISE_MOVES  20    /* one move in this many is uniform */

typedef struct
{
  guint symbols[LUDUS_MEDICI_MAX_PLAYERS][LUDUS_MEDICI_N_GOODS];  /* warehouse + ship */
} Projection;

static void
project (const LudusMediciState *s,
         Projection             *projection)
{
  for (guint p = 0; p < s->n_players; p++)
    for (guint g = 0; g < LUDUS_MEDICI_N_GOODS; g++)
      projection->symbols[p][g] = s->stock[p][g] + s->ship_symbols[p][g];
}

/* Majority florins player p would get for good g holding `mine` symbols. */
static double
majority_worth (const LudusMediciState *s,
                const Projection       *projection,
                guint                   p,
                guint                   g,
                guint                   mine)
{
  guint above = 0, level = 0;

  if (mine == 0)
    return 0;
  for (guint q = 0; q < s->n_players; q++)
    if (q != p)
      {
        above += projection->symbols[q][g] > mine;
        level += projection->symbols[q][g] == mine;
      }
  if (above == 0)
    return level == 0 ? 10 : 5;
  if (above == 1)
    return level == 0 ? 5 : 2;
  return 0;
}

/* What the cards of one take bring to the current player, before space. */
static double
take_worth (const LudusMediciState *s,
            const Projection       *projection,
            const guint8           *cards,
            guint                   n_cards,
            guint                  *space)
{
  guint p = s->current;
  guint added[LUDUS_MEDICI_N_GOODS] = { 0 };
  guint threshold = s->n_players == 2 ? 7 : 5;
  /* Stocks stay for the rest of the game: later days score them again. */
  double days = 1.0 + 0.6 * (LUDUS_MEDICI_N_DAYS - 1 - s->day);
  double worth = 0;

  *space = 0;
  for (guint i = 0; i < n_cards; i++)
    {
      const LudusMediciCard *card = &s->content->cards[cards[i]];

      worth += SHIP_POINT * card->value;
      *space += !card->green;
      if (card->goods != LUDUS_MEDICI_NO_GOODS)
        added[card->goods] += card->symbols;
    }

  for (guint g = 0; g < LUDUS_MEDICI_N_GOODS; g++)
    {
      guint before = projection->symbols[p][g];
      guint after = before + added[g];

      if (added[g] == 0)
        continue;
      worth += days * (majority_worth (s, projection, p, g, after) -
                       majority_worth (s, projection, p, g, before));
      if (before < threshold && after >= threshold)
        worth += 10 * days;
      else if (after < threshold)
        worth += SYMBOL * added[g] * days;
    }
  return worth;
}

guint
ludus_medici_policy_move (const void      *state,
                          const LudusMove *moves,
                          guint            n_moves,
                          LudusRng        *rng)
{
  const LudusMediciState *s = state;
  Projection projection;
  double best_net = -G_MAXDOUBLE;
  double slot;
  guint best = G_MAXUINT;
  guint reveal = G_MAXUINT;

  g_return_val_if_fail (n_moves > 0, 0);

  if (n_moves == 1)
    return 0;
  if (ludus_rng_below (rng, NOISE_MOVES) == 0)
    return ludus_rng_below (rng, n_moves);

  project (s, &projection);
  /* Space left after the day's last turn is worth nothing. */
  slot = s->final_turn ? 0.0 : SHIP_SLOTS / s->capacity;

  for (guint i = 0; i < n_moves; i++)
    {
      guint8 cards[3];
      guint n, space;
      double net;

      if (moves[i].bytes[0] == LUDUS_MEDICI_MOVE_REVEAL)
        {
          reveal = i;
          continue;
        }
      n = ludus_medici_state_take_cards (s, &moves[i], cards);
      net = take_worth (s, &projection, cards, n, &space) - slot * space;
      if (net > best_net)
        {
          best_net = net;
          best = i;
        }
    }

  /* Reveal while the market offers less than an average slot, with a
   * random margin so the gamble is not always the same. */
  if (reveal != G_MAXUINT &&
      (best == G_MAXUINT || best_net < REVEAL_BELOW + ludus_rng_double (rng) * REVEAL_NOISE))
    return reveal;
  return best != G_MAXUINT ? best : 0;
}
