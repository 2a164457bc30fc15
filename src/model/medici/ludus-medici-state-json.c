/* ludus-medici-state-json.c: the whole public position as JSON
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For `ludus-cli show --json`; doc/cli-show.md is the schema, so a change
 * here is a change there.  Only what every player sees: the deck is a
 * count, never an order.  And what one player sees of it, in canonical form
 * (rules->observer_view), for the conformance test.
 */

#define G_LOG_DOMAIN "ludus-medici-state-json"

#include "config.h"

#include <string.h>

#include "ludus-json.h"
#include "ludus-medici.h"

static void
add_card (JsonBuilder            *builder,
          const LudusMediciState *state,
          guint                   card)
{
  const LudusMediciCard *c = &state->content->cards[card];

  json_builder_begin_object (builder);
  ludus_json_builder_add_int (builder, "index", card);
  json_builder_set_member_name (builder, "id");
  if (state->content->ids[card] != NULL)
    json_builder_add_string_value (builder, state->content->ids[card]);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "goods");
  json_builder_add_string_value (builder, ludus_medici_goods_ids[c->goods]);
  ludus_json_builder_add_int (builder, "symbols", c->symbols);
  ludus_json_builder_add_int (builder, "value", c->value);
  json_builder_set_member_name (builder, "green");
  json_builder_add_boolean_value (builder, c->green);
  json_builder_end_object (builder);
}

/* Symbols per good, every good named. */
static void
add_goods (JsonBuilder  *builder,
           const char   *name,
           const guint8 *symbols)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_object (builder);
  for (guint g = 0; g < LUDUS_MEDICI_N_GOODS; g++)
    ludus_json_builder_add_int (builder, ludus_medici_goods_ids[g], symbols[g]);
  json_builder_end_object (builder);
}

static void
add_player (JsonBuilder            *builder,
            const LudusMediciState *state,
            guint                   p)
{
  guint8 cards[LUDUS_MEDICI_MAX_CARDS];
  guint n = ludus_medici_state_get_ship (state, p, cards);

  json_builder_begin_object (builder);
  ludus_json_builder_add_int (builder, "florins", state->florins[p]);

  json_builder_set_member_name (builder, "ship");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "cards");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    add_card (builder, state, cards[i]);
  json_builder_end_array (builder);
  ludus_json_builder_add_int (builder, "value", state->ship_value[p]);
  ludus_json_builder_add_int (builder, "space_used", state->ship_space[p]);
  ludus_json_builder_add_int (builder, "free_space", ludus_medici_state_free_space (state, p));
  json_builder_set_member_name (builder, "full");
  json_builder_add_boolean_value (builder, ludus_medici_state_is_full (state, p));
  add_goods (builder, "symbols", state->ship_symbols[p]);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "warehouse");
  json_builder_begin_object (builder);
  ludus_json_builder_add_int (builder, "cards", state->warehouse_cards[p]);
  add_goods (builder, "symbols", state->stock[p]);
  json_builder_end_object (builder);
  json_builder_end_object (builder);
}

JsonNode *
ludus_medici_state_to_json (const LudusMediciState *state)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  guint removed = 0;

  g_return_val_if_fail (state != NULL, NULL);

  for (guint c = 0; c < state->content->n_cards; c++)
    removed += state->location[c] == LUDUS_MEDICI_LOC_REMOVED;

  json_builder_begin_object (builder);
  ludus_json_builder_add_int (builder, "day", MIN (state->day + 1, LUDUS_MEDICI_N_DAYS));
  ludus_json_builder_add_int (builder, "days", LUDUS_MEDICI_N_DAYS);
  ludus_json_builder_add_int (builder, "capacity", state->capacity);
  json_builder_set_member_name (builder, "big_stocks");
  json_builder_add_boolean_value (builder, state->big_stocks);
  ludus_json_builder_add_int (builder, "bonus_threshold", ludus_medici_bonus_threshold (state->n_players));
  ludus_json_builder_add_int (builder, "bonus", LUDUS_MEDICI_BONUS);
  ludus_json_builder_add_int (builder, "big_bonus_threshold", ludus_medici_big_bonus_threshold (state->n_players));
  ludus_json_builder_add_int (builder, "big_bonus", LUDUS_MEDICI_BIG_STOCKS_BONUS);
  ludus_json_builder_add_int (builder, "deck", state->deck_len);
  ludus_json_builder_add_int (builder, "removed", removed);
  ludus_json_builder_add_int (builder, "turn_reveals", state->turn_reveals);
  ludus_json_builder_add_int (builder, "max_reveals", LUDUS_MEDICI_MAX_REVEALS);
  json_builder_set_member_name (builder, "final_turn");
  json_builder_add_boolean_value (builder, state->final_turn);

  json_builder_set_member_name (builder, "market");
  json_builder_begin_array (builder);
  for (guint i = 0; i < state->market_len; i++)
    add_card (builder, state, state->market[i]);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < state->n_players; p++)
    add_player (builder, state, p);
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/* Everything is face up except the order of the deck. */
void
ludus_medici_observer_view (void  *data,
                            guint  observer)
{
  LudusMediciState *s = data;

  ludus_sort_bytes (s->deck, s->deck_len);
  memset (&s->rng, 0, sizeof s->rng);
}
