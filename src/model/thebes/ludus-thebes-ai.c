/* ludus-thebes-ai.c: the Thebes rollout heuristic, and what a dig drew for
 * the hard search's chance nodes
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
 * since it helps later digs (dirt, 0, counts nothing). */
static guint
bag_points (const LudusThebesState *s,
            guint                   site)
{
  guint points = 0;

  for (guint i = 0; i < s->n_bag[site]; i++)
    {
      guint8 token = s->bag[site][i];

      points += token < LUDUS_THEBES_TOKEN_BOOK ? token : 2;
    }
  return points;
}

/* Expected victory points of n tokens from a bag: its valuables' share. */
static double
dig_value (const LudusThebesState *s,
           guint                   points,
           guint                   site,
           guint                   n_tokens)
{
  guint n = s->n_bag[site];

  if (n == 0)
    return 0.0;
  return (double) points * MIN (n_tokens, n) / n;
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

/* What the digs of one kind (site, trip and cards spent) share: legal_moves
 * lists them in a row, one per number of weeks, and rollouts weigh them by
 * the hundred. */
typedef struct
{
  LudusThebesMove kind;     /* weeks 0; action 0 (no dig) before the first */
  guint           site;
  guint           points;   /* bag_points () of the site */
  guint           travel;
  guint           bonus;    /* tokens the shovels add to a dig that draws any */
  double          spent;    /* the cards it discards, in points */
  const guint8   *wheel;    /* tokens by weeks, NULL: no knowledge */
} DigKind;

static gboolean
same_dig_kind (const LudusThebesMove *a,
               const LudusThebesMove *b)
{
  return a->dest == b->dest && a->zeppelin == b->zeppelin && a->rumours == b->rumours &&
         a->assistant == b->assistant && a->shovel == b->shovel && a->special == b->special;
}

/* The value of dig m, and through *weeks what it costs, as move_weeks () and
 * move_tokens () would tell, with *kind made m's when it was another's. */
static double
dig_move_value (const LudusThebesState *s,
                const LudusThebesPlayer *pl,
                guint                   *points,
                DigKind                 *kind,
                const LudusThebesMove   *m,
                guint                   *weeks)
{
  guint tokens = 0;

  if (kind->kind.action != LUDUS_THEBES_ACTION_DIG || !same_dig_kind (&kind->kind, m))
    {
      guint k;

      kind->kind = *m;
      kind->kind.weeks = 0;
      kind->site = m->dest - LUDUS_THEBES_FIRST_SITE;
      /* Once per call and site, not per dig. */
      if (points[kind->site] == G_MAXUINT)
        points[kind->site] = bag_points (s, kind->site);
      kind->points = points[kind->site];
      kind->travel = travel_weeks (s, pl, m->dest, m->zeppelin);
      kind->bonus = shovel_bonus (pl, m->shovel);
      kind->spent = 1.5 * (m->rumours + m->assistant + m->shovel + m->special);
      k = dig_knowledge (pl, kind->site, m->rumours, m->assistant);
      kind->wheel = k > 0 ? s->content->wheel[k - 1] : NULL;
    }
  if (kind->wheel != NULL && m->weeks >= 1 && m->weeks <= LUDUS_THEBES_WHEEL_SIZE)
    tokens = kind->wheel[m->weeks - 1];
  if (tokens > 0)
    tokens += kind->bonus;
  *weeks = kind->travel + m->weeks;
  return dig_value (s, kind->points, kind->site, tokens) - kind->spent;
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
  DigKind kind = { { 0 } };

  for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
    points[site] = G_MAXUINT;

  for (guint i = 0; i < n_moves; i++)
    {
      const LudusThebesMove *m = (const LudusThebesMove *) moves[i].bytes;
      guint weeks;
      double value = 0.0, rate;

      /* Of two identical face-up cards only the first is weighed, and
       * before any noise is drawn, so the choice is the same as with one. */
      if (is_second_alike (s, m))
        continue;
      if (m->action == LUDUS_THEBES_ACTION_DIG)
        value = dig_move_value (s, pl, points, &kind, m, &weeks);
      else
        {
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
            default:
              break;
            }
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

static inline guint64
mix_key (guint64 key,
         guint64 value)
{
  key = (key ^ value) * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);
  return key ^ (key >> 29);
}

guint64
ludus_thebes_reveal_outcome (const void *state)
{
  const LudusThebesState *s = state;
  const LudusThebesPlayer *pl;
  guint64 key;

  if (s->last_player >= s->n_players)
    return 0;
  pl = &s->players[s->last_player];
  /* A move in a city reveals the cards that refill the display: one
   * outcome, as branching on every card would spread the search thin. */
  if (!LUDUS_THEBES_PLACE_IS_SITE (pl->place))
    return 0;
  /* A dig: the rest of the position was the same before the draw, so what
   * the digger holds tells it, finds of the same worth being one outcome. */
  key = mix_key (1, pl->artifact_points);
  for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
    key = mix_key (mix_key (key, pl->artifacts[site]), pl->book_tokens[site]);
  /* Odd: never the refill's 0. */
  return mix_key (key, pl->general_tokens) << 1 | 1;
}

