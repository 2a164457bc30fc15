/* ludus-thebes-score.c: the Thebes final scoring (spec §7) and its breakdown
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-thebes"

#include "config.h"

#include <string.h>

#include "ludus-thebes-private.h"

void
ludus_thebes_score (const LudusThebesState *state,
                    LudusThebesScore       *scores)
{
  g_return_if_fail (state != NULL && scores != NULL);

  memset (scores, 0, sizeof (LudusThebesScore) * state->n_players);
  for (guint p = 0; p < state->n_players; p++)
    {
      const LudusThebesPlayer *pl = &state->players[p];

      scores[p].artifacts = pl->artifact_points;
      scores[p].exhibitions = pl->exhibition_points;
      scores[p].congress = ludus_thebes_congress_points (pl->congresses);
    }

  /* Closed books per site: 5 for the single most, 3 each when tied, never
   * for a player without a book of the site. */
  for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
    {
      guint most = 0, n_most = 0;

      for (guint p = 0; p < state->n_players; p++)
        most = MAX (most, state->players[p].books[site]);
      if (most == 0)
        continue;
      for (guint p = 0; p < state->n_players; p++)
        n_most += state->players[p].books[site] == most;
      for (guint p = 0; p < state->n_players; p++)
        if (state->players[p].books[site] == most)
          scores[p].majority[site] = n_most == 1 ? LUDUS_THEBES_MAJORITY_POINTS
                                                 : LUDUS_THEBES_SHARED_MAJORITY_POINTS;
    }

  for (guint p = 0; p < state->n_players; p++)
    {
      for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
        scores[p].majorities += scores[p].majority[site];
      scores[p].total = scores[p].artifacts + scores[p].exhibitions +
                        scores[p].congress + scores[p].majorities;
    }
}

void
ludus_thebes_scores (const void *state,
                     int        *scores)
{
  const LudusThebesState *s = state;
  LudusThebesScore score[LUDUS_THEBES_MAX_PLAYERS];

  ludus_thebes_score (s, score);
  for (guint p = 0; p < s->n_players; p++)
    scores[p] = score[p].total;
}

guint32
ludus_thebes_winners (const void *state)
{
  const LudusThebesState *s = state;
  int scores[LUDUS_THEBES_MAX_PLAYERS];
  int best = G_MININT;
  guint32 winners = 0;

  ludus_thebes_scores (s, scores);
  for (guint p = 0; p < s->n_players; p++)
    best = MAX (best, scores[p]);
  for (guint p = 0; p < s->n_players; p++)
    if (scores[p] == best)
      winners |= 1u << p;
  return winners;
}

JsonNode *
ludus_thebes_breakdown (const void *state)
{
  const LudusThebesState *s = state;
  LudusThebesScore score[LUDUS_THEBES_MAX_PLAYERS];
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  ludus_thebes_score (s, score);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < s->n_players; p++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "artifacts");
      json_builder_add_int_value (builder, score[p].artifacts);
      json_builder_set_member_name (builder, "exhibitions");
      json_builder_add_int_value (builder, score[p].exhibitions);
      json_builder_set_member_name (builder, "congress");
      json_builder_add_int_value (builder, score[p].congress);
      json_builder_set_member_name (builder, "majority");
      json_builder_begin_object (builder);
      for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
        {
          json_builder_set_member_name (builder, ludus_thebes_place_id (LUDUS_THEBES_SITE_PLACE (site)));
          json_builder_add_int_value (builder, score[p].majority[site]);
        }
      json_builder_end_object (builder);
      json_builder_set_member_name (builder, "majorities");
      json_builder_add_int_value (builder, score[p].majorities);
      json_builder_set_member_name (builder, "total");
      json_builder_add_int_value (builder, score[p].total);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}
