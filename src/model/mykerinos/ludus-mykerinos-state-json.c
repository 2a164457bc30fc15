/* ludus-mykerinos-state-json.c: the whole public position as JSON
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For `ludus-cli show --json`; doc/cli-show.md is the schema, so a change
 * here is a change there.  Only what every player sees: the deck is a
 * count, never an order.  And what one player sees of it, in canonical form
 * (rules->observer_view), for the conformance test.
 */

#define G_LOG_DOMAIN "ludus-mykerinos-state-json"

#include "config.h"

#include <string.h>

#include "ludus-json.h"
#include "ludus-mykerinos.h"

typedef LudusMykerinosState State;

static const char * const phase_ids[] = {
  [LUDUS_MYKERINOS_PHASE_EXCAVATION] = "excavation",
  [LUDUS_MYKERINOS_PHASE_NEUTRAL] = "neutral",
  [LUDUS_MYKERINOS_PHASE_SURVEY] = "survey",
  [LUDUS_MYKERINOS_PHASE_OVER] = "over",
};

static const char * const choice_ids[] = {
  [LUDUS_MYKERINOS_CHOICE_OWN] = "own",
  [LUDUS_MYKERINOS_CHOICE_NEUTRAL] = "neutral",
  [LUDUS_MYKERINOS_CHOICE_LEFTOVER] = "leftover",
};

/* A colour (+1 as the state keeps it, 0 for none) as its id or null. */
static void
add_colour (JsonBuilder *builder,
            const char  *name,
            guint        colour_plus_one)
{
  json_builder_set_member_name (builder, name);
  if (colour_plus_one == 0)
    json_builder_add_null_value (builder);
  else
    json_builder_add_string_value (builder, ludus_mykerinos_colour_ids[colour_plus_one - 1]);
}

/* Counts per colour in play, every such colour named. */
static void
add_colour_counts (JsonBuilder  *builder,
                   const char   *name,
                   const State  *state,
                   const guint  *counts)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_object (builder);
  for (guint c = 0; c < state->n_colours; c++)
    ludus_json_builder_add_int (builder, ludus_mykerinos_colour_ids[c], counts[c]);
  json_builder_end_object (builder);
}

/* The card's members, inside an object the caller opened. */
static void
add_card_members (JsonBuilder *builder,
                  const State *state,
                  guint        card)
{
  const LudusMykerinosCard *c = &state->content->cards[card];

  ludus_json_builder_add_int (builder, "index", card);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, c->id);
  json_builder_set_member_name (builder, "patron");
  json_builder_add_string_value (builder, ludus_mykerinos_patron_ids[c->patron]);
  ludus_json_builder_add_int (builder, "prestige", c->prestige);
}

/* The player holding card, or LUDUS_MYKERINOS_NO_PLAYER. */
static guint
card_holder (const State *state,
             guint        card)
{
  guint8 owner = state->card_owner[card];

  if (owner >= LUDUS_MYKERINOS_CARD_DISCARDED)
    return LUDUS_MYKERINOS_NO_PLAYER;
  return owner & ~LUDUS_MYKERINOS_CARD_TILTED;
}

/* One parcel card slot of the region; adds its cubes to area_cubes. */
static void
add_slot (JsonBuilder *builder,
          const State *state,
          guint        slot,
          guint       *area_cubes)
{
  const LudusMykerinosSeason *season = ludus_mykerinos_state_season (state);
  const LudusMykerinosSlot *info = &season->slots[slot];
  int card = ludus_mykerinos_state_slot_card (state, slot);
  guint cubes[LUDUS_MYKERINOS_N_COLOURS] = { 0 };
  guint pyramids = 0;

  json_builder_begin_object (builder);
  ludus_json_builder_add_int (builder, "slot", slot);
  ludus_json_builder_add_int (builder, "x", info->x);
  ludus_json_builder_add_int (builder, "y", info->y);
  ludus_json_builder_add_boolean (builder, "portrait", info->portrait);
  ludus_json_builder_add_boolean (builder, "turned", state->slot_turned[slot]);

  json_builder_set_member_name (builder, "card");
  json_builder_begin_object (builder);
  add_card_members (builder, state, card);
  ludus_json_builder_add_boolean (builder, "in_region", state->card_owner[card] == LUDUS_MYKERINOS_CARD_IN_REGION);
  json_builder_set_member_name (builder, "owner");
  if (card_holder (state, card) == LUDUS_MYKERINOS_NO_PLAYER)
    json_builder_add_null_value (builder);
  else
    json_builder_add_int_value (builder, card_holder (state, card));
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "spaces");
  json_builder_begin_array (builder);
  for (guint k = 0; k < 6; k++)
    {
      guint space = slot * 6 + k;
      guint cube = ludus_mykerinos_state_cube (state, space);
      gboolean pyramid = ludus_mykerinos_state_pyramid (state, space);

      json_builder_begin_object (builder);
      ludus_json_builder_add_int (builder, "space", space);
      ludus_json_builder_add_int (builder, "x", season->space_x[space]);
      ludus_json_builder_add_int (builder, "y", season->space_y[space]);
      ludus_json_builder_add_boolean (builder, "pyramid", pyramid);
      add_colour (builder, "cube", cube);
      json_builder_end_object (builder);
      pyramids += pyramid;
      if (cube != 0)
        {
          cubes[cube - 1]++;
          area_cubes[cube - 1]++;
        }
    }
  json_builder_end_array (builder);
  ludus_json_builder_add_int (builder, "pyramids", pyramids);
  add_colour_counts (builder, "cubes", state, cubes);
  json_builder_end_object (builder);
}

static void
add_region (JsonBuilder *builder,
            const State *state)
{
  const LudusMykerinosSeason *season = ludus_mykerinos_state_season (state);
  gboolean over = state->phase == LUDUS_MYKERINOS_PHASE_OVER;

  json_builder_set_member_name (builder, "region");
  json_builder_begin_object (builder);
  ludus_json_builder_add_int (builder, "width", season->width);
  ludus_json_builder_add_int (builder, "height", season->height);
  json_builder_set_member_name (builder, "areas");
  json_builder_begin_array (builder);
  /* Areas are listed in survey order; none once the game is over. */
  for (guint a = 0; !over && a < season->n_areas; a++)
    {
      guint cubes[LUDUS_MYKERINOS_N_COLOURS] = { 0 };

      json_builder_begin_object (builder);
      ludus_json_builder_add_int (builder, "area", a);
      json_builder_set_member_name (builder, "parcels");
      json_builder_begin_array (builder);
      for (guint k = 0; k < 2; k++)
        add_slot (builder, state, season->areas[a][k], cubes);
      json_builder_end_array (builder);
      add_colour_counts (builder, "cubes", state, cubes);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static void
add_museum (JsonBuilder *builder,
            const State *state)
{
  json_builder_set_member_name (builder, "museum");
  json_builder_begin_object (builder);

  json_builder_set_member_name (builder, "wings");
  json_builder_begin_array (builder);
  for (guint w = 0; w < LUDUS_MYKERINOS_N_WINGS; w++)
    {
      json_builder_begin_object (builder);
      ludus_json_builder_add_int (builder, "wing", w);
      json_builder_set_member_name (builder, "patron");
      json_builder_add_string_value (builder, ludus_mykerinos_patron_ids[state->wing_patron[w]]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "rooms");
  json_builder_begin_array (builder);
  for (guint room = 0; room < LUDUS_MYKERINOS_N_ROOMS; room++)
    {
      gboolean corridor = room >= LUDUS_MYKERINOS_ROOM_C (0);
      guint w = room % LUDUS_MYKERINOS_N_WINGS;

      json_builder_begin_object (builder);
      ludus_json_builder_add_int (builder, "room", room);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, corridor ? "corridor"
                                              : room >= LUDUS_MYKERINOS_ROOM_R5 (0) ? "r5" : "r3");
      json_builder_set_member_name (builder, "wings");
      json_builder_begin_array (builder);
      json_builder_add_int_value (builder, w);
      if (corridor)
        json_builder_add_int_value (builder, (w + 1) % LUDUS_MYKERINOS_N_WINGS);
      json_builder_end_array (builder);
      ludus_json_builder_add_int (builder, "value", ludus_mykerinos_room_value (room));
      add_colour (builder, "cube", state->museum[room]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static void
add_survey (JsonBuilder *builder,
            const State *state)
{
  json_builder_set_member_name (builder, "survey");
  if (state->phase != LUDUS_MYKERINOS_PHASE_SURVEY)
    {
      json_builder_add_null_value (builder);
      return;
    }
  json_builder_begin_object (builder);
  ludus_json_builder_add_int (builder, "area", state->survey_area);
  json_builder_set_member_name (builder, "ranking");
  json_builder_begin_array (builder);
  for (guint i = 0; i < state->survey_n_ranked; i++)
    json_builder_add_string_value (builder, ludus_mykerinos_colour_ids[state->survey_rank[i]]);
  json_builder_end_array (builder);
  ludus_json_builder_add_int (builder, "position", state->survey_pos);
  json_builder_set_member_name (builder, "parcels_left");
  json_builder_begin_array (builder);
  for (guint k = 0; k < 2; k++)
    if (state->survey_left & (1u << k))
      json_builder_add_int_value (builder, k);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "choice");
  json_builder_add_string_value (builder, choice_ids[state->survey_choice]);
  json_builder_end_object (builder);
}

static const char * const event_ids[] = {
  [LUDUS_MYKERINOS_EVENT_CLAIM] = "claim",
  [LUDUS_MYKERINOS_EVENT_MUSEUM] = "museum",
  [LUDUS_MYKERINOS_EVENT_DECLINE] = "decline",
  [LUDUS_MYKERINOS_EVENT_DISCARD] = "discard",
  [LUDUS_MYKERINOS_EVENT_NEUTRAL] = "neutral",
  [LUDUS_MYKERINOS_EVENT_UNCLAIMED] = "unclaimed",
};

static void
add_event (JsonBuilder                     *builder,
           const State                     *state,
           const LudusMykerinosSurveyEvent *event)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, event_ids[event->kind]);
  ludus_json_builder_add_int (builder, "area", event->area);
  add_colour (builder, "colour", event->colour < state->n_colours ? event->colour + 1 : 0);
  json_builder_set_member_name (builder, "card");
  if (event->kind == LUDUS_MYKERINOS_EVENT_MUSEUM || event->kind == LUDUS_MYKERINOS_EVENT_DECLINE)
    json_builder_add_null_value (builder);
  else
    {
      json_builder_begin_object (builder);
      add_card_members (builder, state, event->card);
      json_builder_end_object (builder);
    }
  json_builder_set_member_name (builder, "room");
  if (event->kind == LUDUS_MYKERINOS_EVENT_MUSEUM)
    json_builder_add_int_value (builder, event->room);
  else
    json_builder_add_null_value (builder);
  json_builder_end_object (builder);
}

/* The record of every season whose survey began. */
static void
add_surveys (JsonBuilder *builder,
             const State *state)
{
  json_builder_set_member_name (builder, "surveys");
  json_builder_begin_array (builder);
  for (guint i = 0; i < LUDUS_MYKERINOS_N_SEASONS; i++)
    {
      const LudusMykerinosSeasonRecord *record = ludus_mykerinos_state_record (state, i);
      gboolean over = i < state->season;

      if (record == NULL || record->n_areas == 0)
        break;
      json_builder_begin_object (builder);
      ludus_json_builder_add_int (builder, "season", i + 1);
      json_builder_set_member_name (builder, "areas");
      json_builder_begin_array (builder);
      for (guint a = 0; a < record->n_areas; a++)
        {
          const LudusMykerinosAreaRecord *area = &record->areas[a];
          guint cubes[LUDUS_MYKERINOS_N_COLOURS];

          json_builder_begin_object (builder);
          ludus_json_builder_add_int (builder, "area", a);
          json_builder_set_member_name (builder, "ranking");
          json_builder_begin_array (builder);
          for (guint r = 0; r < area->n_ranked; r++)
            json_builder_add_string_value (builder, ludus_mykerinos_colour_ids[area->rank[r]]);
          json_builder_end_array (builder);
          for (guint c = 0; c < LUDUS_MYKERINOS_N_COLOURS; c++)
            cubes[c] = area->cubes[c];
          add_colour_counts (builder, "cubes", state, cubes);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "events");
      json_builder_begin_array (builder);
      for (guint e = 0; e < record->n_events; e++)
        add_event (builder, state, &record->events[e]);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "next_start_player");
      if (over)
        json_builder_add_int_value (builder, record->start_player);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "prestige");
      if (over)
        {
          json_builder_begin_array (builder);
          for (guint p = 0; p < state->n_players; p++)
            json_builder_add_int_value (builder, record->prestige[p]);
          json_builder_end_array (builder);
        }
      else
        json_builder_add_null_value (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_player (JsonBuilder *builder,
            const State *state,
            guint        p)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "colour");
  json_builder_add_string_value (builder, ludus_mykerinos_colour_ids[p]);
  ludus_json_builder_add_int (builder, "score", state->score[p]);
  ludus_json_builder_add_int (builder, "prestige", state->prestige[p]);
  ludus_json_builder_add_int (builder, "personal_stock", state->stock[p]);
  ludus_json_builder_add_int (builder, "neutral_cubes",
           state->neutral != LUDUS_MYKERINOS_NO_PLAYER ? state->neutral_stock[p] : 0);
  ludus_json_builder_add_int (builder, "passing", state->passing[p]);

  json_builder_set_member_name (builder, "parcels");
  json_builder_begin_array (builder);
  for (guint card = 0; card < state->content->n_cards; card++)
    if (card_holder (state, card) == p)
      {
        json_builder_begin_object (builder);
        add_card_members (builder, state, card);
        ludus_json_builder_add_boolean (builder, "tilted", state->card_owner[card] & LUDUS_MYKERINOS_CARD_TILTED);
        json_builder_end_object (builder);
      }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

JsonNode *
ludus_mykerinos_state_to_json (const LudusMykerinosState *state)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  guint general[LUDUS_MYKERINOS_N_COLOURS];

  g_return_val_if_fail (state != NULL, NULL);

  json_builder_begin_object (builder);
  ludus_json_builder_add_int (builder, "season", MIN (state->season + 1, LUDUS_MYKERINOS_N_SEASONS));
  ludus_json_builder_add_int (builder, "seasons", LUDUS_MYKERINOS_N_SEASONS);
  json_builder_set_member_name (builder, "phase");
  json_builder_add_string_value (builder, phase_ids[state->phase]);
  ludus_json_builder_add_int (builder, "start_player", state->start_player);
  ludus_json_builder_add_boolean (builder, "last_turn", state->last_turn);
  add_colour (builder, "neutral",
              state->neutral != LUDUS_MYKERINOS_NO_PLAYER ? state->neutral + 1 : 0);
  ludus_json_builder_add_int (builder, "deck", state->n_cards - state->next_card);
  ludus_json_builder_add_int (builder, "set_bonus", LUDUS_MYKERINOS_SET_BONUS);

  for (guint c = 0; c < state->n_colours; c++)
    general[c] = state->general[c];
  add_colour_counts (builder, "general_stock", state, general);

  /* Space i + 1 of the track, in order: who took it, or null. */
  json_builder_set_member_name (builder, "passing_track");
  json_builder_begin_array (builder);
  for (guint space = 1; space <= state->n_colours; space++)
    {
      guint holder = 0;

      for (guint c = 0; c < state->n_colours; c++)
        if (state->passing[c] == space)
          holder = c + 1;
      if (holder == 0)
        json_builder_add_null_value (builder);
      else
        json_builder_add_string_value (builder, ludus_mykerinos_colour_ids[holder - 1]);
    }
  json_builder_end_array (builder);

  add_region (builder, state);
  add_survey (builder, state);
  add_surveys (builder, state);
  add_museum (builder, state);

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < state->n_players; p++)
    add_player (builder, state, p);
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/* Only the order of the cards still to be dealt is hidden. */
void
ludus_mykerinos_observer_view (void  *data,
                               guint  observer)
{
  LudusMykerinosState *s = data;

  ludus_sort_bytes (s->order + s->next_card, s->n_cards - s->next_card);
  memset (&s->rng, 0, sizeof s->rng);
}
