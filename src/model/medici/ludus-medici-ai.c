/* ludus-medici-ai.c: the Medici rollout and easy-level heuristic
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Greedy and cheap: value each take by the printed values and symbols it
 * loads per unit of ship space, and keep revealing while the market offers
 * little.  A small chance of a uniform move keeps rollouts varied.
 */

#include "config.h"

#include "ludus-medici.h"
#include "ludus-medici-ai.h"

/* Worth of one card to its taker, in rough florin-like units. */
static int
card_worth (const LudusMediciState *s,
            guint                   card)
{
  const LudusMediciCard *c = &s->content->cards[card];
  int worth = c->value;

  if (c->goods != LUDUS_MEDICI_NO_GOODS)
    worth += 3 * c->symbols + s->stock[s->current][c->goods];
  if (c->green)
    worth += 3;
  return worth;
}

guint
ludus_medici_policy_move (const void      *state,
                          const LudusMove *moves,
                          guint            n_moves,
                          LudusRng        *rng)
{
  const LudusMediciState *s = state;
  guint free_space = ludus_medici_state_free_space (s, s->current);
  guint best = 0;
  int best_score = G_MININT;
  gboolean can_reveal = FALSE;
  guint reveal = 0;

  g_return_val_if_fail (n_moves > 0, 0);

  if (ludus_rng_below (rng, 10) == 0)
    return ludus_rng_below (rng, n_moves);

  for (guint i = 0; i < n_moves; i++)
    {
      guint8 cards[3];
      guint n;
      int score = 0;
      guint space = 0;

      if (moves[i].bytes[0] == LUDUS_MEDICI_MOVE_REVEAL)
        {
          can_reveal = TRUE;
          reveal = i;
          continue;
        }
      n = ludus_medici_state_take_cards (s, &moves[i], cards);
      for (guint j = 0; j < n; j++)
        {
          score += card_worth (s, cards[j]);
          space += !s->content->cards[cards[j]].green;
        }
      /* Space is precious when little is left: charge for it. */
      score -= (int) space * (8 - (int) MIN (free_space, 7u));
      if (score > best_score)
        {
          best_score = score;
          best = i;
        }
    }

  /* Reveal while the best take is poor and there is still room to gamble. */
  if (can_reveal && (best_score == G_MININT ||
                     best_score < 6 + (int) ludus_rng_below (rng, 6)))
    return reveal;
  return best;
}
