/* ludus-mykerinos-ai.c: a cheap greedy heuristic for rollouts and the easy level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludus-mykerinos.h"
#include "ludus-mykerinos-ai.h"

typedef LudusMykerinosState State;
typedef LudusMykerinosMove  Move;

#define N_SAMPLES 8

/* How much one more cube of colour helps in area: most where it takes or
 * keeps a lead by a little, least where the lead is already safe. */
static int
cube_value (guint8 counts[][LUDUS_MYKERINOS_N_COLOURS],
            guint  n_colours,
            guint  area,
            guint  colour)
{
  int best_other = 0;
  int mine = counts[area][colour];

  for (guint c = 0; c < n_colours; c++)
    if (c != colour)
      best_other = MAX (best_other, counts[area][c]);
  if (mine > best_other + 2)
    return 1;
  if (mine + 1 >= best_other)
    return 4;
  return 2;
}

static int
survey_value (const State *s,
              const Move  *mv,
              LudusRng    *rng)
{
  const LudusMykerinosSeason *season = ludus_mykerinos_state_season (s);

  switch (mv->kind)
    {
    case LUDUS_MYKERINOS_MOVE_CLAIM:
      {
        guint slot = season->areas[s->survey_area][mv->parcel];
        const LudusMykerinosCard *card = &s->content->cards[s->slot_card[slot]];

        return 2 * card->prestige + (card->patron != LUDUS_MYKERINOS_PATRON_NONE ? 4 : 0);
      }
    case LUDUS_MYKERINOS_MOVE_MUSEUM:
      return mv->room < 5 ? 5 : mv->room < 10 ? 8 : 4;
    case LUDUS_MYKERINOS_MOVE_DISCARD:
      return ludus_rng_below (rng, 4);
    default:
      return 0;
    }
}

guint
ludus_mykerinos_policy_move (const void      *state,
                             const LudusMove *moves,
                             guint            n_moves,
                             LudusRng        *rng)
{
  const State *s = state;
  const LudusMykerinosSeason *season = ludus_mykerinos_state_season (s);
  guint8 counts[LUDUS_MYKERINOS_MAX_AREAS][LUDUS_MYKERINOS_N_COLOURS] = { { 0 } };
  guint best = 0;
  int best_value = G_MININT;

  if (n_moves <= 1)
    return 0;
  if (ludus_rng_below (rng, 10) == 0)
    return ludus_rng_below (rng, n_moves);

  if (s->phase == LUDUS_MYKERINOS_PHASE_SURVEY)
    {
      for (guint i = 0; i < n_moves; i++)
        {
          int value = survey_value (s, (const Move *) &moves[i], rng);

          if (value > best_value)
            {
              best_value = value;
              best = i;
            }
        }
      return best;
    }

  for (guint sp = 0; sp < season->n_slots * 6; sp++)
    if (s->region[sp] != 0)
      counts[season->slot_area[sp / 6]][s->region[sp] - 1]++;

  for (guint k = 0; k < N_SAMPLES; k++)
    {
      guint i = ludus_rng_below (rng, n_moves);
      const Move *mv = (const Move *) &moves[i];
      int value = ludus_rng_below (rng, 3);

      switch (mv->kind)
        {
        case LUDUS_MYKERINOS_MOVE_PASS:
          value -= 6;
          break;
        case LUDUS_MYKERINOS_MOVE_SKIP:
          value -= 1;
          break;
        case LUDUS_MYKERINOS_MOVE_BROWN:
          value += mv->room >= 5 && mv->room < 10 ? 9 : 5;
          break;
        case LUDUS_MYKERINOS_MOVE_NEUTRAL:
          /* The neutral blocks best where another player leads. */
          for (guint j = 0; j < mv->n_cells; j++)
            value += 5 - cube_value (counts, s->n_colours,
                                     season->slot_area[mv->cells[j] / 6], s->current);
          break;
        default:
          for (guint j = 0; j < mv->n_cells; j++)
            value += cube_value (counts, s->n_colours,
                                 season->slot_area[mv->cells[j] / 6], s->current);
          if (mv->patron == LUDUS_MYKERINOS_VIOLET)
            value += 2;
          break;
        }
      if (value > best_value)
        {
          best_value = value;
          best = i;
        }
    }
  return best;
}
