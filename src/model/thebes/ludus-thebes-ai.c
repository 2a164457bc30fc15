/* ludus-thebes-ai.c: the Thebes rollout heuristic
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A greedy rate: roughly how many victory points a move is worth per week
 * it costs, with some noise.  Cheap enough for Monte Carlo rollouts and the
 * easy level on its own.
 */

#define G_LOG_DOMAIN "ludus-thebes-ai"

#include "config.h"

#include "ludus-thebes-private.h"
#include "ludus-thebes-ai.h"

/* The points in a site's bag, counting each knowledge token as about 2
 * since it helps later digs. */
static guint
bag_points (const LudusThebesState *s,
            guint                   site)
{
  guint points = 0;

  for (guint i = 0; i < s->n_bag[site]; i++)
    {
      guint8 token = s->bag[site][i];

      if (token != LUDUS_THEBES_TOKEN_DIRT)
        points += token < LUDUS_THEBES_TOKEN_BOOK ? token : 2;
    }
  return points;
}

/* Expected victory points of n tokens from a bag: its valuables' share. */
static double
dig_value (const LudusThebesState *s,
           const guint            *points,
           guint                   site,
           guint                   n_tokens)
{
  guint n = s->n_bag[site];

  if (n == 0)
    return 0.0;
  return (double) points[site] * MIN (n_tokens, n) / n;
}

/* The tokens a dig draws, 0 when it is not a legal dig. */
static guint
move_tokens (const LudusThebesState *s,
             guint                   player,
             const LudusThebesMove  *m)
{
  return dig_tokens (s, &s->players[player], m->dest - LUDUS_THEBES_FIRST_SITE, m->rumours,
                     m->assistant, m->shovel, m->weeks);
}

static double
card_value (const LudusThebesState  *s,
            const LudusThebesPlayer *pl,
            const LudusThebesCard   *card)
{
  double left = (LUDUS_THEBES_END_TIME - pl->time) / (double) LUDUS_THEBES_END_TIME;

  switch (card->type)
    {
    case LUDUS_THEBES_CARD_SPECIALIZED:
      return 1.2 * card->value + (pl->books[card->site] > 0 ? 1.0 : 0.0);
    case LUDUS_THEBES_CARD_GENERAL:
      return 1.5 * card->value * left;
    case LUDUS_THEBES_CARD_RUMOUR:
      return 2.0 * left;
    case LUDUS_THEBES_CARD_ASSISTANT:
    case LUDUS_THEBES_CARD_SHOVEL:
      return (pl->assistants + pl->shovels < 6 ? 3.0 : 1.0) * left;
    case LUDUS_THEBES_CARD_CAR:
      return pl->cars == 0 ? 3.0 * left : 0.1;
    case LUDUS_THEBES_CARD_ZEPPELIN:
    case LUDUS_THEBES_CARD_SPECIAL_PERMIT:
      return 2.0 * left;
    case LUDUS_THEBES_CARD_CONGRESS:
      return 1.0 + pl->congresses;
    default:
      return 0.0;
    }
}

/* Whether m takes a face-up card identical to one in an earlier slot. */
static gboolean
is_second_alike (const LudusThebesState *s,
                 const LudusThebesMove  *m)
{
  return m->action == LUDUS_THEBES_ACTION_CARD && ludus_thebes_display_first_alike (s, m->slot) != m->slot;
}

guint
ludus_thebes_policy_move (const void      *state,
                          const LudusMove *moves,
                          guint            n_moves,
                          LudusRng        *rng)
{
  const LudusThebesState *s = state;
  const LudusThebesContent *c = s->content;
  guint player = ludus_thebes_rules.current_player (s);
  const LudusThebesPlayer *pl = &s->players[player];
  double best_rate = -1.0;
  guint best = 0;
  guint points[LUDUS_THEBES_N_SITES];

  /* Once per call, not per dig: a site has dozens of dig moves. */
  for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
    points[site] = bag_points (s, site);

  for (guint i = 0; i < n_moves; i++)
    {
      const LudusThebesMove *m = (const LudusThebesMove *) moves[i].bytes;
      guint weeks;
      double value = 0.0, rate;

      /* Of two identical face-up cards only the first is weighed, and
       * before any noise is drawn, so the choice is the same as with one. */
      if (is_second_alike (s, m))
        continue;
      weeks = move_weeks (s, player, m);
      switch (m->action)
        {
        case LUDUS_THEBES_ACTION_END:
          value = -1.0;
          break;
        case LUDUS_THEBES_ACTION_CARD:
          value = card_value (s, pl, &c->cards[s->display[m->slot]]);
          break;
        case LUDUS_THEBES_ACTION_SWAP:
          value = 0.3;
          break;
        case LUDUS_THEBES_ACTION_EXHIBITION:
          value = 2.0 * c->cards[s->slots[m->slot]].value;
          break;
        case LUDUS_THEBES_ACTION_DIG:
          {
            guint site = m->dest - LUDUS_THEBES_FIRST_SITE;
            guint spent = m->rumours + m->assistant + m->shovel + m->special;

            value = dig_value (s, points, site, move_tokens (s, player, m)) - 1.5 * spent;
          }
          break;
        default:
          break;
        }
      if (m->zeppelin)
        value -= 1.0;
      rate = value / MAX (weeks, 1u) * (0.8 + 0.4 * ludus_rng_double (rng));
      if (rate > best_rate)
        {
          best_rate = rate;
          best = i;
        }
    }
  return best;
}

/* Whether one week less, or one card fewer spent, draws as many tokens. */
static gboolean
dig_is_dominated (const LudusThebesState *s,
                  guint                   player,
                  const LudusThebesMove  *m)
{
  guint tokens = move_tokens (s, player, m);
  LudusThebesMove cheaper[4];
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (cheaper); i++)
    cheaper[i] = *m;
  if (m->weeks > 1)
    cheaper[n++].weeks--;
  if (m->rumours > 0)
    cheaper[n++].rumours--;
  if (m->assistant)
    cheaper[n++].assistant = 0;
  if (m->shovel)
    cheaper[n++].shovel = 0;
  for (guint i = 0; i < n; i++)
    if (move_tokens (s, player, &cheaper[i]) >= tokens)
      return TRUE;
  return FALSE;
}

guint
ludus_thebes_search_moves (const void *state,
                           LudusMove  *moves,
                           guint       n_moves)
{
  const LudusThebesState *s = state;
  guint player = ludus_thebes_rules.current_player (s);
  guint n = 0;

  for (guint i = 0; i < n_moves; i++)
    {
      const LudusThebesMove *m = (const LudusThebesMove *) moves[i].bytes;

      if (m->action == LUDUS_THEBES_ACTION_DIG && dig_is_dominated (s, player, m))
        continue;
      if (is_second_alike (s, m))
        continue;
      moves[n++] = moves[i];
    }
  return n;
}
