/* ludus-mykerinos-ai.c: a cheap greedy heuristic for rollouts and the easy level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * It reads only the board everyone sees (never the order of the deck).
 * A cube is worth what it does to the player's standing in its area times
 * what the area's parcels are worth; a neutral cube what it takes from the
 * opponent; a parcel its prestige plus what its patron adds to the final
 * exhibition and sets; a Museum room what its multiplier adds to the
 * parcels the player owns.  Passing wins when nothing else is worth much.
 * A little noise keeps rollouts varied and the easy level unpredictable.
 *
 * The hard level's rollouts stop at the start of a season, where the
 * score if the game ended now, and the cubes left for the seasons to come,
 * tell the players' chances without the survey that a half-played season
 * still owes.
 */

#define G_LOG_DOMAIN "ludus-mykerinos-ai"

#include "config.h"

#include <math.h>

#include "ludus-mykerinos.h"
#include "ludus-mykerinos-ai.h"
#include "ludus-mykerinos-private.h"

typedef LudusMykerinosState State;
typedef LudusMykerinosMove  Move;

#define NOISE_MOVES  20    /* one move in this many is uniform */
#define PASS_WORTH   0.6   /* a cube move must beat this to be played */
#define CUBE_COST    0.25  /* a cube spent now is missing next season */
#define CUBE_POINTS  0.5   /* a cube in reserve at a season's start, in points */
#define SEASON_SPREAD 4.0  /* logistic spread of the final scores, per √season left */

typedef struct
{
  const LudusMykerinosSeason *season;
  guint  colour;
  guint8 counts[LUDUS_MYKERINOS_MAX_AREAS][LUDUS_MYKERINOS_N_COLOURS];
  double area_worth[LUDUS_MYKERINOS_MAX_AREAS];
  /* standing() of the player with 0 to 3 more cubes in each area: a
   * placement adds at most 3, and hundreds of placements are rated. */
  double my_standing[LUDUS_MYKERINOS_MAX_AREAS][4];
  guint  owned[LUDUS_MYKERINOS_N_PATRONS];
  guint  fewest_owned;
  guint  multiplier[LUDUS_MYKERINOS_N_WINGS];
  /* With 2 players, standing() of the opponent with 0 to 3 more neutral
   * cubes in each area, worked out at the first neutral move rated. */
  gboolean opponent_ready;
  double   opponent_standing[LUDUS_MYKERINOS_MAX_AREAS][4];
} Outlook;

static guint
room_value (guint room)
{
  return room < LUDUS_MYKERINOS_ROOM_R5 (0) ? 3 : room < LUDUS_MYKERINOS_ROOM_C (0) ? 5 : 2;
}

/* The wings a room counts for: one, or two for a corridor. */
static guint
room_wings (guint  room,
            guint *wings)
{
  if (room < LUDUS_MYKERINOS_ROOM_R5 (0))
    wings[0] = room;
  else if (room < LUDUS_MYKERINOS_ROOM_C (0))
    wings[0] = room - LUDUS_MYKERINOS_ROOM_R5 (0);
  else
    {
      wings[0] = room - LUDUS_MYKERINOS_ROOM_C (0);
      wings[1] = (wings[0] + 1) % LUDUS_MYKERINOS_N_WINGS;
      return 2;
    }
  return 1;
}

static guint
wing_of_patron (const State *s,
                guint        patron)
{
  for (guint w = 0; w < LUDUS_MYKERINOS_N_WINGS; w++)
    if (s->wing_patron[w] == patron)
      return w;
  return 0;
}

/* What one more parcel of patron is worth to the player at the end. */
static double
patron_worth (const State   *s,
              const Outlook *o,
              guint          patron)
{
  if (patron >= LUDUS_MYKERINOS_N_PATRONS)
    return 0;
  return o->multiplier[wing_of_patron (s, patron)]
         + (o->owned[patron] == o->fewest_owned ? 2.5 : 0.5)  /* sets */
         + 1.0;                                                 /* its power */
}

static double
parcel_worth (const State   *s,
              const Outlook *o,
              guint          slot)
{
  const LudusMykerinosCard *card = &s->content->cards[s->slot_card[slot]];

  return card->prestige + patron_worth (s, o, card->patron);
}

static double
museum_worth (const State   *s,
              const Outlook *o,
              guint          room)
{
  guint wings[2];
  guint n = room_wings (room, wings);
  double worth = 0;

  for (guint i = 0; i < n; i++)
    {
      guint patron = s->wing_patron[wings[i]];
      guint gain = room_value (room) > o->multiplier[wings[i]]
                   ? room_value (room) - o->multiplier[wings[i]] : 0;

      /* Parcels owned now and about one more to come. */
      worth += gain * (o->owned[patron] + 1.0);
    }
  /* A 2- or 3-room opens the 5-rooms next to it. */
  if (room < LUDUS_MYKERINOS_ROOM_R5 (0) || room >= LUDUS_MYKERINOS_ROOM_C (0))
    worth += 1.0;
  return worth;
}

/* How well `mine` cubes fare against every other colour in an area: about
 * the chance of ranking above each, plus something for being ranked. */
static double
standing (const State   *s,
          const Outlook *o,
          guint          area,
          guint          colour,
          int            mine)
{
  double sum = 0;
  guint rivals = 0;

  if (mine == 0)
    return 0;
  for (guint c = 0; c < s->n_colours; c++)
    {
      int d;

      if (c == colour || o->counts[area][c] == 0)
        continue;
      d = mine - o->counts[area][c];
      rivals++;
      sum += d >= 2 ? 1.0 : d == 1 ? 0.8 : d == 0 ? 0.45 : d == -1 ? 0.15 : 0.05;
    }
  return rivals == 0 ? 1.0 : 0.3 + 0.7 * sum / rivals;
}

/* standing() of colour with `mine` to mine + 3 cubes in an area, in one
 * pass over the rivals (the same sums, in the same order): rollouts work
 * these out for every area at every step. */
static void
standings (const State   *s,
           const Outlook *o,
           guint          area,
           guint          colour,
           int            mine,
           double        *out)
{
  double sum[4] = { 0 };
  guint rivals = 0;

  for (guint c = 0; c < s->n_colours; c++)
    {
      if (c == colour || o->counts[area][c] == 0)
        continue;
      rivals++;
      for (guint more = 0; more < 4; more++)
        {
          int d = mine + (int) more - o->counts[area][c];

          sum[more] += d >= 2 ? 1.0 : d == 1 ? 0.8 : d == 0 ? 0.45 : d == -1 ? 0.15 : 0.05;
        }
    }
  for (guint more = 0; more < 4; more++)
    out[more] = mine + more == 0 ? 0 : rivals == 0 ? 1.0 : 0.3 + 0.7 * sum[more] / rivals;
}

static void
outlook_init (const State *s,
              Outlook     *o)
{
  const LudusMykerinosSeason *season = ludus_mykerinos_state_season (s);

  memset (o, 0, sizeof *o);
  o->season = season;
  o->colour = s->current;

  for (guint i = 0; i < s->content->n_cards; i++)
    {
      guint owner = s->card_owner[i];

      if (owner < LUDUS_MYKERINOS_CARD_DISCARDED &&
          (owner & ~LUDUS_MYKERINOS_CARD_TILTED) == o->colour &&
          s->content->cards[i].patron < LUDUS_MYKERINOS_N_PATRONS)
        o->owned[s->content->cards[i].patron]++;
    }
  o->fewest_owned = G_MAXUINT;
  for (guint p = 0; p < LUDUS_MYKERINOS_N_PATRONS; p++)
    o->fewest_owned = MIN (o->fewest_owned, o->owned[p]);

  for (guint w = 0; w < LUDUS_MYKERINOS_N_WINGS; w++)
    o->multiplier[w] = 1;
  for (guint room = 0; room < LUDUS_MYKERINOS_N_ROOMS; room++)
    if (s->museum[room] == o->colour + 1)
      {
        guint wings[2];
        guint n = room_wings (room, wings);

        for (guint i = 0; i < n; i++)
          o->multiplier[wings[i]] = MAX (o->multiplier[wings[i]], room_value (room));
      }

  for (guint a = 0; a < season->n_areas; a++)
    {
      for (guint c = 0; c < s->n_colours; c++)
        o->counts[a][c] = bits_count_and (&s->cubes_of[c], &season->area_spaces[a]);
      o->area_worth[a] = MAX (parcel_worth (s, o, season->areas[a][0]),
                              parcel_worth (s, o, season->areas[a][1]));
      G_STATIC_ASSERT (G_N_ELEMENTS (o->my_standing[a]) == 4);
      standings (s, o, a, o->colour, o->counts[a][o->colour], o->my_standing[a]);
    }
}

/* The gain of putting the player's cubes on cells, counted one after the
 * other. */
static double
cells_gain (const State   *s,
            const Outlook *o,
            const Move    *mv)
{
  const LudusMykerinosSeason *season = o->season;
  guint areas[3];
  double gain = 0;

  for (guint j = 0; j < mv->n_cells && j < 3; j++)
    {
      guint more = 0;

      areas[j] = season->slot_area[mv->cells[j] / 6];
      for (guint k = 0; k < j; k++)
        more += areas[k] == areas[j];
      gain += o->area_worth[areas[j]] * (o->my_standing[areas[j]][more + 1] -
                                         o->my_standing[areas[j]][more]);
    }
  return gain;
}

/* The 2-player neutral: the opponent's loss from neutral cubes on cells. */
static double
neutral_gain (const State *s,
              Outlook     *o,
              const Move  *mv)
{
  const LudusMykerinosSeason *season = o->season;
  guint opponent = 1 - o->colour;
  guint areas[3];
  double before = 0, after = 0;

  if (!o->opponent_ready)
    {
      for (guint a = 0; a < season->n_areas; a++)
        {
          for (guint more = 0; more < G_N_ELEMENTS (o->opponent_standing[a]); more++)
            {
              o->opponent_standing[a][more] = standing (s, o, a, opponent, o->counts[a][opponent]);
              o->counts[a][s->neutral]++;
            }
          o->counts[a][s->neutral] -= G_N_ELEMENTS (o->opponent_standing[a]);
        }
      o->opponent_ready = TRUE;
    }

  for (guint j = 0; j < mv->n_cells && j < 3; j++)
    {
      guint more = 0;

      areas[j] = season->slot_area[mv->cells[j] / 6];
      for (guint k = 0; k < j; k++)
        more += areas[k] == areas[j];
      before += o->area_worth[areas[j]] * o->opponent_standing[areas[j]][more];
      after += o->area_worth[areas[j]] * o->opponent_standing[areas[j]][more + 1];
    }
  return before - after;
}

static double
move_worth (const State *s,
            Outlook     *o,
            const Move  *mv)
{
  const LudusMykerinosSeason *season = o->season;

  switch (mv->kind)
    {
    case LUDUS_MYKERINOS_MOVE_PASS:
      return PASS_WORTH;
    case LUDUS_MYKERINOS_MOVE_SKIP:
      return 0.1;
    case LUDUS_MYKERINOS_MOVE_PLACE:
      {
        double worth = cells_gain (s, o, mv) - CUBE_COST * mv->n_cells;

        /* Lady Violet brings a cube; other powers only spend a tilt. */
        if (mv->patron == LUDUS_MYKERINOS_VIOLET)
          worth += CUBE_COST;
        else if (mv->patron < LUDUS_MYKERINOS_N_PATRONS)
          worth -= 0.2;
        return worth;
      }
    case LUDUS_MYKERINOS_MOVE_NEUTRAL:
      return neutral_gain (s, o, mv);
    case LUDUS_MYKERINOS_MOVE_BROWN:
      return museum_worth (s, o, mv->room) - CUBE_COST;
    case LUDUS_MYKERINOS_MOVE_CLAIM:
      return parcel_worth (s, o, season->areas[s->survey_area][mv->parcel]);
    case LUDUS_MYKERINOS_MOVE_MUSEUM:
      return museum_worth (s, o, mv->room);
    case LUDUS_MYKERINOS_MOVE_DISCARD:
      /* The neutral takes this parcel: keep the better one from the opponent. */
      return parcel_worth (s, o, season->areas[s->survey_area][mv->parcel]);
    case LUDUS_MYKERINOS_MOVE_DECLINE:
      return 0;
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
  Outlook outlook;
  double best_worth = -G_MAXDOUBLE;
  guint best = 0;

  if (n_moves <= 1)
    return 0;
  if (ludus_rng_below (rng, NOISE_MOVES) == 0)
    return ludus_rng_below (rng, n_moves);

  outlook_init (s, &outlook);
  for (guint i = 0; i < n_moves; i++)
    {
      double worth = move_worth (s, &outlook, (const Move *) &moves[i])
                     + 0.3 * ludus_rng_double (rng);

      if (worth > best_worth)
        {
          best_worth = worth;
          best = i;
        }
    }
  return best;
}

gboolean
ludus_mykerinos_evaluate (const void *state,
                          double     *values)
{
  const State *s = state;
  double scores[LUDUS_MYKERINOS_N_COLOURS];

  if (s->phase != LUDUS_MYKERINOS_PHASE_EXCAVATION || s->season >= LUDUS_MYKERINOS_N_SEASONS)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (s->occupied.w); i++)
    if (s->occupied.w[i] != 0)
      return FALSE;
  for (guint p = 0; p < s->n_players; p++)
    if (s->passing[p] != 0)
      return FALSE;

  for (guint p = 0; p < s->n_players; p++)
    {
      LudusMykerinosScore score;

      ludus_mykerinos_score_player (s, p, &score);
      scores[p] = score.total + CUBE_POINTS * (s->general[p] + s->stock[p]);
    }
  ludus_rewards_from_scores (scores, s->n_players,
                             SEASON_SPREAD * sqrt (LUDUS_MYKERINOS_N_SEASONS - s->season),
                             values);
  return TRUE;
}
