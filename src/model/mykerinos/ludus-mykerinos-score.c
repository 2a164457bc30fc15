/* ludus-mykerinos-score.c: the Mykerinos scoring (spec §6), the winners and
 * the score breakdown
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-mykerinos"

#include "config.h"

#include <string.h>

#include "ludus-mykerinos-private.h"

typedef LudusMykerinosState State;

guint
ludus_mykerinos_state_owned (const State *s,
                             guint        player,
                             guint        patron)
{
  guint n = 0;

  for (guint i = 0; i < s->content->n_cards; i++)
    if (card_holder (s->card_owner[i]) == player && s->content->cards[i].patron == patron)
      n++;
  return n;
}

guint
ludus_mykerinos_room_value (guint room)
{
  g_return_val_if_fail (room < LUDUS_MYKERINOS_N_ROOMS, 0);
  if (room >= LUDUS_MYKERINOS_ROOM_C (0))
    return 2;
  return room >= LUDUS_MYKERINOS_ROOM_R5 (0) ? 5 : 3;
}

void
ludus_mykerinos_score_player (const State         *s,
                              guint                player,
                              LudusMykerinosScore *score)
{
  guint counts[LUDUS_MYKERINOS_N_PATRONS + 1] = { 0 };
  guint sets = G_MAXUINT;

  g_return_if_fail (player < s->n_players);

  for (guint i = 0; i < s->content->n_cards; i++)
    if (card_holder (s->card_owner[i]) == player)
      counts[s->content->cards[i].patron]++;

  memset (score, 0, sizeof *score);
  score->prestige = s->prestige[player];
  score->total = score->prestige;
  for (guint w = 0; w < LUDUS_MYKERINOS_N_WINGS; w++)
    {
      score->exhibition[w] = counts[s->wing_patron[w]] * wing_multiplier (s, player, w);
      score->total += score->exhibition[w];
    }
  for (guint p = 0; p < LUDUS_MYKERINOS_N_PATRONS; p++)
    sets = MIN (sets, counts[p]);
  score->sets = LUDUS_MYKERINOS_SET_BONUS * sets;
  score->total += score->sets;
}

void
ludus_mykerinos_scores (const void *state,
                        int        *scores)
{
  const State *s = state;

  for (guint p = 0; p < s->n_players; p++)
    scores[p] = s->score[p];
}

guint32
ludus_mykerinos_winners (const void *state)
{
  const State *s = state;
  guint32 winners = 0;
  int best = G_MININT;
  int best_stock = -1;

  for (guint p = 0; p < s->n_players; p++)
    {
      if (s->score[p] > best || (s->score[p] == best && s->stock[p] > best_stock))
        {
          best = s->score[p];
          best_stock = s->stock[p];
          winners = 0;
        }
      if (s->score[p] == best && s->stock[p] == best_stock)
        winners |= 1u << p;
    }
  return winners;
}

JsonNode *
ludus_mykerinos_breakdown (const void *state)
{
  const State *s = state;
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "season");
  json_builder_add_int_value (builder, MIN (s->season + 1, LUDUS_MYKERINOS_N_SEASONS));
  json_builder_set_member_name (builder, "final");
  json_builder_add_boolean_value (builder, s->phase == LUDUS_MYKERINOS_PHASE_OVER);
  json_builder_set_member_name (builder, "wings");
  json_builder_begin_array (builder);
  for (guint w = 0; w < LUDUS_MYKERINOS_N_WINGS; w++)
    json_builder_add_string_value (builder, ludus_mykerinos_patron_ids[s->wing_patron[w]]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < s->n_players; p++)
    {
      LudusMykerinosScore score;

      ludus_mykerinos_score_player (s, p, &score);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "colour");
      json_builder_add_string_value (builder, ludus_mykerinos_colour_ids[p]);
      json_builder_set_member_name (builder, "prestige");
      json_builder_add_int_value (builder, score.prestige);
      json_builder_set_member_name (builder, "exhibition");
      json_builder_begin_array (builder);
      for (guint w = 0; w < LUDUS_MYKERINOS_N_WINGS; w++)
        json_builder_add_int_value (builder, score.exhibition[w]);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "sets");
      json_builder_add_int_value (builder, score.sets);
      json_builder_set_member_name (builder, "total");
      json_builder_add_int_value (builder, score.total);
      json_builder_set_member_name (builder, "score");
      json_builder_add_int_value (builder, s->score[p]);
      json_builder_set_member_name (builder, "stock");
      json_builder_add_int_value (builder, s->stock[p]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}
