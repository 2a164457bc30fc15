/* ludus-thebes-private.h: shared between the files of the Thebes rules core
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-thebes.h"

G_BEGIN_DECLS

/* Hot helpers of the rules: inline, as they were before the split. */
static inline guint
year_index (int time)
{
  return (guint) time / LUDUS_THEBES_WEEKS_PER_YEAR;
}

static inline const LudusThebesMove *
as_thebes_move (const LudusMove *move)
{
  return (const LudusThebesMove *) move->bytes;
}

static inline guint
current_player (const LudusThebesState *s)
{
  guint best = 0;
  gboolean found = FALSE;

  /* The rearmost marker moves; on a shared week the one on top (the last to
   * arrive).  Once every marker is at the end, the same rule names the top. */
  for (guint pass = 0; pass < 2 && !found; pass++)
    for (guint p = 0; p < s->n_players; p++)
      {
        const LudusThebesPlayer *pl = &s->players[p];

        if (pass == 0 && pl->time >= LUDUS_THEBES_END_TIME)
          continue;
        if (!found || pl->time < s->players[best].time ||
            (pl->time == s->players[best].time && pl->arrival > s->players[best].arrival))
          best = p;
        found = TRUE;
      }
  return best;
}

static inline gboolean
is_over (const LudusThebesState *s)
{
  for (guint p = 0; p < s->n_players; p++)
    if (s->players[p].time < LUDUS_THEBES_END_TIME)
      return FALSE;
  return TRUE;
}

static inline guint
assistant_bonus (const LudusThebesPlayer *pl,
                 gboolean                 discard)
{
  if (pl->assistants >= LUDUS_THEBES_HELPERS_MOST)
    return 2;
  if (pl->assistants == LUDUS_THEBES_HELPERS_PAIR)
    return 1;
  return pl->assistants == 1 && discard ? 1 : 0;
}

static inline guint
shovel_bonus (const LudusThebesPlayer *pl,
              gboolean                 discard)
{
  if (pl->shovels >= LUDUS_THEBES_HELPERS_MOST)
    return 2;
  if (pl->shovels == LUDUS_THEBES_HELPERS_PAIR)
    return 1;
  return pl->shovels == 1 && discard ? 1 : 0;
}

static inline guint
dig_knowledge (const LudusThebesPlayer *pl,
               guint                    site,
               guint                    rumours,
               gboolean                 discard_assistant)
{
  guint specialized, total;

  /* Books or rumours must give at least one point: assistants alone don't. */
  if (pl->books[site] + LUDUS_THEBES_RUMOUR_KNOWLEDGE * rumours == 0)
    return 0;
  specialized = pl->books[site] + LUDUS_THEBES_RUMOUR_KNOWLEDGE * rumours + assistant_bonus (pl, discard_assistant);
  total = specialized + MIN (pl->general, specialized);
  return MIN (total, LUDUS_THEBES_WHEEL_SIZE);
}

static inline guint
travel_weeks (const LudusThebesState  *s,
              const LudusThebesPlayer *pl,
              guint                    dest,
              gboolean                 zeppelin)
{
  guint steps = s->content->distance[pl->place][dest];

  if (zeppelin)
    return 0;
  if (steps >= LUDUS_THEBES_CAR_STEPS && pl->cars > 0)
    return steps - 1;
  return steps;
}

static inline guint
wheel_tokens (const LudusThebesContent *content,
              guint                     knowledge,
              guint                     weeks)
{
  if (knowledge == 0 || weeks == 0 || weeks > LUDUS_THEBES_WHEEL_SIZE)
    return 0;
  return content->wheel[MIN (knowledge, LUDUS_THEBES_WHEEL_SIZE) - 1][weeks - 1];
}

/* ludus_thebes_dig_tokens(), for player pl of s. */
static inline guint
dig_tokens (const LudusThebesState  *s,
            const LudusThebesPlayer *pl,
            guint                    site,
            guint                    rumours,
            gboolean                 discard_assistant,
            gboolean                 discard_shovel,
            guint                    weeks)
{
  guint tokens = wheel_tokens (s->content, dig_knowledge (pl, site, rumours, discard_assistant), weeks);

  return tokens > 0 ? tokens + shovel_bonus (pl, discard_shovel) : 0;
}

/* ludus_thebes_move_weeks(), for the player to move, given: the search's
 * heuristic weighs hundreds of moves at every step of a rollout. */
static inline guint
move_weeks (const LudusThebesState *s,
            guint                   player,
            const LudusThebesMove  *move)
{
  const LudusThebesPlayer *pl = &s->players[player];
  guint weeks;

  if (move->action == LUDUS_THEBES_ACTION_END)
    return LUDUS_THEBES_END_TIME - MIN (pl->time, LUDUS_THEBES_END_TIME);
  weeks = travel_weeks (s, pl, move->dest, move->zeppelin);
  switch (move->action)
    {
    case LUDUS_THEBES_ACTION_CARD:
      return weeks + s->content->cards[s->display[move->slot]].weeks;
    case LUDUS_THEBES_ACTION_SWAP:
      return weeks + ludus_thebes_swap_cost (s, player);
    case LUDUS_THEBES_ACTION_EXHIBITION:
      return weeks + s->content->cards[s->slots[move->slot]].weeks;
    default:
      return weeks + move->weeks;
    }
}

/* ludus-thebes-score.c */
void      ludus_thebes_scores           (const void         *state,
                                         int                *scores);
guint32   ludus_thebes_winners          (const void         *state);
JsonNode *ludus_thebes_breakdown        (const void         *state);

/* ludus-thebes-narrate.c */
void      ludus_thebes_format_move      (const void         *state,
                                         const LudusMove    *move,
                                         char               *buffer);
gboolean  ludus_thebes_parse_move       (const void         *state,
                                         const char         *notation,
                                         LudusMove          *move);
char     *ludus_thebes_describe_move    (const void         *state,
                                         const LudusMove    *move,
                                         const char * const *names);
char    **ludus_thebes_describe_outcome (const void         *before,
                                         const void         *after,
                                         const LudusMove    *move,
                                         const char * const *names);

/* ludus-thebes-hidden.c */
void      ludus_thebes_determinize      (void               *state,
                                         guint               observer,
                                         LudusRng           *rng);
void      ludus_thebes_impose_draw      (LudusThebesState   *state,
                                         guint               wanted);

G_END_DECLS
