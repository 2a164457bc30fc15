/* ludus-thebes-state-json.c: the whole public position as JSON
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For `ludus-cli show --json`; doc/cli-show.md is the schema, so a change
 * here is a change there.  Only what every player sees: the draw pile is
 * a count, never an order; the bags' contents are public.  And what one
 * player sees of it, in canonical form (rules->observer_view), for the
 * conformance test.
 */

#define G_LOG_DOMAIN "ludus-thebes-state-json"

#include "config.h"

#include <string.h>

#include "ludus-json.h"
#include "ludus-thebes.h"

typedef LudusThebesState State;

static void
add_string (JsonBuilder *builder,
            const char  *name,
            const char  *value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_string_value (builder, value);
}

static const char *
site_id (guint site)
{
  return ludus_thebes_place_id (LUDUS_THEBES_SITE_PLACE (site));
}

/* A count per site, every site named. */
static void
add_sites (JsonBuilder  *builder,
           const char   *name,
           const guint8 *values)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_object (builder);
  for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
    ludus_json_builder_add_int (builder, site_id (site), values[site]);
  json_builder_end_object (builder);
}

/* A time as its absolute week, year and week of the year. */
static void
add_time (JsonBuilder *builder,
          int          time)
{
  ludus_json_builder_add_int (builder, "time", time);
  ludus_json_builder_add_int (builder, "year", ludus_thebes_year (time));
  ludus_json_builder_add_int (builder, "week", ludus_thebes_week (time));
}

/* A card, or null for LUDUS_THEBES_NONE. */
static void
add_card (JsonBuilder *builder,
          const State *state,
          guint        card)
{
  const LudusThebesCard *c;

  if (card == LUDUS_THEBES_NONE)
    {
      json_builder_add_null_value (builder);
      return;
    }
  c = &state->content->cards[card];
  json_builder_begin_object (builder);
  ludus_json_builder_add_int (builder, "index", card);
  add_string (builder, "type", ludus_thebes_card_type_id (c->type));
  add_string (builder, "city", ludus_thebes_place_id (c->city));
  json_builder_set_member_name (builder, "site");
  if (c->type == LUDUS_THEBES_CARD_SPECIALIZED || c->type == LUDUS_THEBES_CARD_RUMOUR)
    json_builder_add_string_value (builder, site_id (c->site));
  else
    json_builder_add_null_value (builder);
  ludus_json_builder_add_int (builder, "value", c->value);
  ludus_json_builder_add_int (builder, "weeks", c->weeks);
  if (c->type == LUDUS_THEBES_CARD_EXHIBITION)
    {
      ludus_json_builder_add_boolean (builder, "large", c->large);
      add_sites (builder, "requires", c->requires);
    }
  json_builder_end_object (builder);
}

/* Markers by week, rearmost first; on a shared week, the top one first. */
static void
add_time_track (JsonBuilder *builder,
                const State *state)
{
  guint order[LUDUS_THEBES_MAX_PLAYERS];

  ludus_thebes_turn_order (state, order);
  json_builder_set_member_name (builder, "time_track");
  json_builder_begin_array (builder);
  for (guint i = 0; i < state->n_players;)
    {
      int time = state->players[order[i]].time;

      json_builder_begin_object (builder);
      add_time (builder, time);
      json_builder_set_member_name (builder, "stack");
      json_builder_begin_array (builder);
      for (; i < state->n_players && state->players[order[i]].time == time; i++)
        json_builder_add_int_value (builder, order[i]);
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_bag (JsonBuilder *builder,
         const State *state,
         guint        site)
{
  guint artifacts[16] = { 0 };
  guint books[LUDUS_THEBES_N_SITES] = { 0 };
  guint dirt = 0, general = 0;

  for (guint i = 0; i < state->n_bag[site]; i++)
    {
      guint8 token = state->bag[site][i];

      if (token & LUDUS_THEBES_TOKEN_GENERAL)
        general++;
      else if (token & LUDUS_THEBES_TOKEN_BOOK)
        books[token & 0x0f]++;
      else if (token == LUDUS_THEBES_TOKEN_DIRT)
        dirt++;
      else
        artifacts[token]++;
    }

  json_builder_set_member_name (builder, site_id (site));
  json_builder_begin_object (builder);
  ludus_json_builder_add_int (builder, "tokens", state->n_bag[site]);
  ludus_json_builder_add_int (builder, "dirt", dirt);
  json_builder_set_member_name (builder, "artifacts");
  json_builder_begin_array (builder);
  for (guint value = 1; value < G_N_ELEMENTS (artifacts); value++)
    if (artifacts[value] > 0)
      {
        json_builder_begin_object (builder);
        ludus_json_builder_add_int (builder, "value", value);
        ludus_json_builder_add_int (builder, "count", artifacts[value]);
        json_builder_end_object (builder);
      }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "special_knowledge");
  json_builder_begin_array (builder);
  for (guint s = 0; s < LUDUS_THEBES_N_SITES; s++)
    if (books[s] > 0)
      {
        json_builder_begin_object (builder);
        add_string (builder, "site", site_id (s));
        ludus_json_builder_add_int (builder, "count", books[s]);
        json_builder_end_object (builder);
      }
  json_builder_end_array (builder);
  ludus_json_builder_add_int (builder, "general_knowledge", general);
  /* The 1-point artifact set aside for the first dig here. */
  ludus_json_builder_add_boolean (builder, "first_dig_bonus", !(state->bonus_taken & (1u << site)));
  json_builder_end_object (builder);
}

static void
add_player (JsonBuilder            *builder,
            const State            *state,
            guint                   p,
            const LudusThebesScore *score)
{
  const LudusThebesPlayer *pl = &state->players[p];

  json_builder_begin_object (builder);
  add_string (builder, "place", ludus_thebes_place_id (pl->place));
  add_time (builder, pl->time);
  ludus_json_builder_add_int (builder, "arrival", pl->arrival);

  json_builder_set_member_name (builder, "cards");
  json_builder_begin_array (builder);
  for (guint i = 0; i < pl->n_hand; i++)
    add_card (builder, state, pl->hand[i]);
  json_builder_end_array (builder);

  /* Valid: not used yet this year. */
  json_builder_set_member_name (builder, "permits");
  json_builder_begin_object (builder);
  for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
    ludus_json_builder_add_boolean (builder, site_id (site), ludus_thebes_permit_valid (state, p, site));
  json_builder_end_object (builder);
  ludus_json_builder_add_int (builder, "special_permits", pl->special_permits);

  /* Closed books per site (guint16, unlike the other counts). */
  json_builder_set_member_name (builder, "knowledge");
  json_builder_begin_object (builder);
  for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
    ludus_json_builder_add_int (builder, site_id (site), pl->books[site]);
  json_builder_end_object (builder);
  ludus_json_builder_add_int (builder, "general_knowledge", pl->general);
  add_sites (builder, "rumours", pl->rumours);
  ludus_json_builder_add_int (builder, "assistants", pl->assistants);
  ludus_json_builder_add_int (builder, "shovels", pl->shovels);
  ludus_json_builder_add_int (builder, "cars", pl->cars);
  ludus_json_builder_add_int (builder, "zeppelins", pl->zeppelins);
  ludus_json_builder_add_int (builder, "congresses", pl->congresses);
  ludus_json_builder_add_int (builder, "exhibitions", pl->exhibitions);

  json_builder_set_member_name (builder, "tokens");
  json_builder_begin_object (builder);
  add_sites (builder, "from", pl->tokens_from);
  add_sites (builder, "artifacts", pl->artifacts);
  ludus_json_builder_add_int (builder, "artifact_points", pl->artifact_points);
  add_sites (builder, "special_knowledge", pl->book_tokens);
  ludus_json_builder_add_int (builder, "general_knowledge", pl->general_tokens);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "points");
  json_builder_begin_object (builder);
  ludus_json_builder_add_int (builder, "artifacts", score->artifacts);
  ludus_json_builder_add_int (builder, "exhibitions", score->exhibitions);
  ludus_json_builder_add_int (builder, "congress", score->congress);
  json_builder_set_member_name (builder, "majority");
  json_builder_begin_object (builder);
  for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
    ludus_json_builder_add_int (builder, site_id (site), score->majority[site]);
  json_builder_end_object (builder);
  ludus_json_builder_add_int (builder, "majorities", score->majorities);
  ludus_json_builder_add_int (builder, "total", score->total);
  json_builder_end_object (builder);
  json_builder_end_object (builder);
}

JsonNode *
ludus_thebes_state_to_json (const LudusThebesState *state)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  LudusThebesScore scores[LUDUS_THEBES_MAX_PLAYERS];
  guint order[LUDUS_THEBES_MAX_PLAYERS];

  g_return_val_if_fail (state != NULL, NULL);

  ludus_thebes_score (state, scores);
  ludus_thebes_turn_order (state, order);

  json_builder_begin_object (builder);
  /* The current year is the year of the rearmost marker, the one to move. */
  ludus_json_builder_add_int (builder, "year", ludus_thebes_year (state->players[order[0]].time));
  json_builder_set_member_name (builder, "start");
  json_builder_begin_object (builder);
  add_time (builder, ludus_thebes_start_time (state->n_players));
  json_builder_end_object (builder);
  json_builder_set_member_name (builder, "end");
  json_builder_begin_object (builder);
  add_time (builder, LUDUS_THEBES_END_TIME);
  json_builder_end_object (builder);
  add_time_track (builder, state);

  json_builder_set_member_name (builder, "display");
  json_builder_begin_array (builder);
  for (guint i = 0; i < LUDUS_THEBES_DISPLAY_SIZE; i++)
    add_card (builder, state, state->display[i]);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "exhibitions");
  json_builder_begin_array (builder);
  for (guint i = 0; i < LUDUS_THEBES_N_SLOTS; i++)
    add_card (builder, state, state->slots[i]);
  json_builder_end_array (builder);

  ludus_json_builder_add_int (builder, "draw_pile", state->n_pile);
  ludus_json_builder_add_int (builder, "stack3", state->n_stack3);
  ludus_json_builder_add_int (builder, "discards", state->n_discards);

  json_builder_set_member_name (builder, "bags");
  json_builder_begin_object (builder);
  for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
    add_bag (builder, state, site);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < state->n_players; p++)
    add_player (builder, state, p, &scores[p]);
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/* Sorts cards[0..n) with every research card (face down, one like another)
 * as LUDUS_THEBES_NONE: an exhibition's place among them is not known. */
static void
hide_part (guint8 *cards,
           guint   n,
           guint   n_research)
{
  for (guint i = 0; i < n; i++)
    if (cards[i] < n_research)
      cards[i] = LUDUS_THEBES_NONE;
  ludus_sort_bytes (cards, n);
}

/* Hidden: which research cards are in the pile and stack 3 (which ones are
 * left is known from the rest), where exhibitions lie within each part of
 * the pile, and the order of the tokens in the bags. */
void
ludus_thebes_observer_view (void  *data,
                            guint  observer)
{
  LudusThebesState *s = data;
  guint n_research = s->content->n_research;

  hide_part (s->stack3, s->n_stack3, n_research);
  hide_part (s->pile, s->pile_stack2, n_research);
  hide_part (s->pile + s->pile_stack2, s->n_pile - s->pile_stack2, n_research);
  for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
    ludus_sort_bytes (s->bag[site], s->n_bag[site]);
  memset (&s->rng, 0, sizeof s->rng);

  /* What lies past the end of each row is no card: leftovers of draws and
   * reshuffles, which a guest dealt from its own seed has in another order. */
  memset (s->pile + s->n_pile, 0, sizeof s->pile - s->n_pile);
  memset (s->stack3 + s->n_stack3, 0, sizeof s->stack3 - s->n_stack3);
  memset (s->discards + s->n_discards, 0, sizeof s->discards - s->n_discards);
  for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
    memset (s->bag[site] + s->n_bag[site], 0, sizeof s->bag[site] - s->n_bag[site]);
}
