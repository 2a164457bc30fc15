/* ludus-thebes-hidden.c: what the Thebes players cannot see
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The order of the draw pile and of stack 3: dealt anew for a search
 * (determinize), and arranged on a guest's machine so that a draw reveals
 * the card the online table's host drew.
 */

#define G_LOG_DOMAIN "Ludus"

#include "config.h"

#include <stdlib.h>

#include "ludus-thebes-private.h"

/* Hidden information: the order of the draw pile and of stack 3 (and, via
 * the reseeded RNG, future bag draws).  The observer knows which cards are
 * unseen and that exhibitions lie only in stack 3 and in the stack-2 part of
 * the pile, so the unseen research cards are dealt anew around the
 * exhibitions of each part.  Every part is sorted before it is shuffled: the
 * result depends on the public information and rng alone. */
static int
compare_cards (gconstpointer a,
               gconstpointer b)
{
  return *(const guint8 *) a - *(const guint8 *) b;
}

/* Refills cards[0..n) with its own exhibitions and research cards from the
 * pool, sorted, then shuffled. */
static void
deal_part (guint8       *cards,
           guint         n,
           guint         n_research,
           const guint8 *pool,
           guint        *next,
           LudusRng     *rng)
{
  guint n_exhibitions = 0;

  for (guint i = 0; i < n; i++)
    if (cards[i] >= n_research)
      cards[n_exhibitions++] = cards[i];
  qsort (cards, n_exhibitions, 1, compare_cards);
  for (guint i = n_exhibitions; i < n; i++)
    cards[i] = pool[(*next)++];
  ludus_rng_shuffle (rng, cards, n, 1);
}

void
ludus_thebes_determinize (void     *state,
                          guint     observer,
                          LudusRng *rng)
{
  LudusThebesState *s = state;
  guint8 pool[LUDUS_THEBES_MAX_CARDS];
  guint n_pool = 0, next = 0;
  guint n_research = s->content->n_research;

  for (guint i = 0; i < s->n_pile; i++)
    if (s->pile[i] < n_research)
      pool[n_pool++] = s->pile[i];
  for (guint i = 0; i < s->n_stack3; i++)
    if (s->stack3[i] < n_research)
      pool[n_pool++] = s->stack3[i];
  qsort (pool, n_pool, 1, compare_cards);
  ludus_rng_shuffle (rng, pool, n_pool, 1);

  deal_part (s->stack3, s->n_stack3, n_research, pool, &next, rng);
  deal_part (s->pile, s->pile_stack2, n_research, pool, &next, rng);
  deal_part (s->pile + s->pile_stack2, s->n_pile - s->pile_stack2, n_research, pool, &next, rng);
  g_assert (next == n_pool);

  /* Bag contents are public, but the order past draws left them in is not
   * information anyone has: future draws come from the bag in sorted
   * order and the reseeded RNG. */
  for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
    qsort (s->bag[site], s->n_bag[site], 1, compare_cards);

  ludus_rng_seed (&s->rng, ludus_rng_next64 (rng));
}

/* Where a hidden card lies: in the pile's stack-2 part, its stack-1 part
 * (research cards only), or stack 3.  Exhibitions never change part;
 * research cards can be anywhere unseen (as thebes_determinize deals them). */
static guint8 *
hidden_card (LudusThebesState *s,
             guint             card,
             guint            *part)
{
  guint n_stack3 = s->stack3_used ? 0 : s->n_stack3;

  for (guint i = 0; i < s->n_pile; i++)
    if (s->pile[i] == card)
      {
        *part = i < s->pile_stack2 ? 2 : 1;
        return &s->pile[i];
      }
  for (guint i = 0; i < n_stack3; i++)
    if (s->stack3[i] == card)
      {
        *part = 3;
        return &s->stack3[i];
      }
  return NULL;
}

/* Online play, as a guest: brings the card the host drew to the top of the
 * pile, from wherever the guest's own deal put it. */
void
ludus_thebes_impose_draw (LudusThebesState *s,
                          guint             wanted)
{
  guint8 *top = &s->pile[s->n_pile - 1];
  guint top_part = s->n_pile - 1 < s->pile_stack2 ? 2 : 1;
  gboolean research = wanted < s->content->n_research;
  guint part;
  guint8 *at = wanted == G_MAXUINT ? NULL : hidden_card (s, wanted, &part);

  if (at == NULL || (!research && part != top_part))
    {
      s->chance.failed = TRUE;
      return;
    }
  /* A research card cannot take an exhibition's place in another part:
   * first swap the top for a research card of its own part. */
  if (research && *top >= s->content->n_research)
    {
      guint from = top_part == 2 ? 0 : s->pile_stack2;
      guint to = top_part == 2 ? s->pile_stack2 : s->n_pile;
      guint8 research_card;
      guint i;

      for (i = from; i < to && s->pile[i] >= s->content->n_research; i++)
        ;
      if (i == to)
        {
          s->chance.failed = TRUE;
          return;
        }
      research_card = s->pile[i];
      s->pile[i] = *top;
      *top = research_card;
      /* Only these two places changed: the wanted card moved if it was
       * the one swapped up. */
      if (at == &s->pile[i])
        at = top;
    }
  *at = *top;
  *top = wanted;
}
