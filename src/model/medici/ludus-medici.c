/* ludus-medici.c: Medici: The Card Game, turns, days and scoring
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Follows spec/medici.md §2–§6.  See ludus-medici.h for the state layout and
 * the move notation.
 */

#define G_LOG_DOMAIN "ludus-medici"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-medici-private.h"
#include "ludus-medici-ai.h"

#define CONTENT_BASE "/io/github/ludus_games/Ludus/content/"

/* Spec §4 (a): ship rank payouts by player count. */
static const guint8 ship_payouts[LUDUS_MEDICI_MAX_PLAYERS + 1][LUDUS_MEDICI_MAX_PLAYERS] = {
  [2] = { 20, 0 },
  [3] = { 30, 15, 0 },
  [4] = { 30, 20, 10, 0 },
  [5] = { 30, 20, 10, 5, 0 },
  [6] = { 30, 20, 15, 10, 5, 0 },
};

/* Spec §4 (c): most and second most symbols of a good. */
static const guint8 majority_payouts[] = { 10, 5 };

guint
ludus_medici_ship_payout (guint n_players,
                          guint rank)
{
  g_return_val_if_fail (n_players >= LUDUS_MEDICI_MIN_PLAYERS && n_players <= LUDUS_MEDICI_MAX_PLAYERS, 0);
  return rank < n_players ? ship_payouts[n_players][rank] : 0;
}

guint
ludus_medici_majority_payout (guint rank)
{
  return rank < G_N_ELEMENTS (majority_payouts) ? majority_payouts[rank] : 0;
}

static const LudusVariant medici_variants[] = {
  {
    "big-stocks",
    N_("Big stocks"),
    N_("A good with at least 8 symbols (10 with 2 players) pays a bonus of 20 florins instead of 10."),
  },
};

static void
remove_from_row (guint8 *row,
                 guint8 *len,
                 guint8  card)
{
  for (guint i = 0; i < *len; i++)
    if (row[i] == card)
      {
        memmove (row + i, row + i + 1, *len - i - 1);
        (*len)--;
        return;
      }
  g_assert_not_reached ();
}

static void
leave_location (LudusMediciState *s,
                guint8            card)
{
  const LudusMediciCard *c = card_of (s, card);
  guint location = s->location[card];
  guint p = location & 0x0f;

  switch (location & 0xf0)
    {
    case LUDUS_MEDICI_LOC_SHIP:
      s->ship_cards[p]--;
      s->ship_space[p] -= !c->green;
      s->ship_value[p] -= c->value;
      if (c->goods != LUDUS_MEDICI_NO_GOODS)
        s->ship_symbols[p][c->goods] -= c->symbols;
      return;
    case LUDUS_MEDICI_LOC_WAREHOUSE:
      s->warehouse_cards[p]--;
      if (c->goods != LUDUS_MEDICI_NO_GOODS)
        s->stock[p][c->goods] -= c->symbols;
      return;
    default:
      break;
    }

  if (location == LUDUS_MEDICI_LOC_DECK)
    remove_from_row (s->deck, &s->deck_len, card);
  else if (location == LUDUS_MEDICI_LOC_MARKET)
    remove_from_row (s->market, &s->market_len, card);
}

static void
enter_location (LudusMediciState *s,
                guint8            card,
                guint             location)
{
  const LudusMediciCard *c = card_of (s, card);
  guint p = location & 0x0f;

  s->location[card] = location;
  switch (location & 0xf0)
    {
    case LUDUS_MEDICI_LOC_SHIP:
      s->ship_cards[p]++;
      s->ship_space[p] += !c->green;
      s->ship_value[p] += c->value;
      if (c->goods != LUDUS_MEDICI_NO_GOODS)
        s->ship_symbols[p][c->goods] += c->symbols;
      return;
    case LUDUS_MEDICI_LOC_WAREHOUSE:
      s->warehouse_cards[p]++;
      if (c->goods != LUDUS_MEDICI_NO_GOODS)
        s->stock[p][c->goods] += c->symbols;
      return;
    default:
      break;
    }

  if (location == LUDUS_MEDICI_LOC_DECK)
    s->deck[s->deck_len++] = card;
  else if (location == LUDUS_MEDICI_LOC_MARKET)
    s->market[s->market_len++] = card;
}

static gboolean
location_is_valid (const LudusMediciState *s,
                   guint                   location)
{
  guint p = location & 0x0f;

  switch (location & 0xf0)
    {
    case LUDUS_MEDICI_LOC_SHIP:
    case LUDUS_MEDICI_LOC_WAREHOUSE:
      return p < s->n_players;
    default:
      return location <= LUDUS_MEDICI_LOC_REMOVED;
    }
}

void
ludus_medici_state_move_card (LudusMediciState *state,
                              guint             card,
                              guint             location)
{
  g_return_if_fail (state != NULL);
  g_return_if_fail (card < state->content->n_cards);
  g_return_if_fail (location_is_valid (state, location));
  g_return_if_fail ((location & 0xf0) != LUDUS_MEDICI_LOC_WAREHOUSE ||
                    card_of (state, card)->goods != LUDUS_MEDICI_NO_GOODS);

  leave_location (state, card);
  enter_location (state, card, location);
}

void
ludus_medici_split_payouts (guint         n,
                            const guint  *values,
                            guint32       eligible,
                            const guint8 *payouts,
                            guint         n_payouts,
                            guint8       *out,
                            guint8       *ranks)
{
  guint8 order[LUDUS_MEDICI_MAX_PLAYERS];
  guint m = 0;

  g_return_if_fail (n <= LUDUS_MEDICI_MAX_PLAYERS);

  /* Ranked players, highest value first (insertion sort: n ≤ 6). */
  for (guint p = 0; p < n; p++)
    {
      out[p] = 0;
      if (ranks != NULL)
        ranks[p] = 0;
      if (eligible & (1u << p))
        {
          guint j = m++;

          while (j > 0 && values[order[j - 1]] < values[p])
            {
              order[j] = order[j - 1];
              j--;
            }
          order[j] = p;
        }
    }

  /* A group of k tied players shares the payouts of the k positions it
   * occupies, each share rounded down to a multiple of 5; the next player
   * is placed k positions lower. */
  for (guint pos = 0; pos < m;)
    {
      guint k = 1;
      guint sum = 0;
      guint share;

      while (pos + k < m && values[order[pos + k]] == values[order[pos]])
        k++;
      for (guint j = pos; j < pos + k && j < n_payouts; j++)
        sum += payouts[j];
      share = sum / k / 5 * 5;
      for (guint j = pos; j < pos + k; j++)
        {
          out[order[j]] = share;
          if (ranks != NULL)
            ranks[order[j]] = pos + 1;
        }
      pos += k;
    }
}

static void
start_next_day (LudusMediciState *s)
{
  guint fewest = G_MAXUINT;
  guint n_fewest = 0;
  guint pick;

  /* Cards left in the market go back into the deck. */
  if (s->shuffle)
    {
      memcpy (s->deck + s->deck_len, s->market, s->market_len);
      s->deck_len += s->market_len;
      ludus_rng_shuffle (&s->rng, s->deck, s->deck_len, 1);
    }
  else
    {
      /* In file-order games they go under the deck, in market order. */
      memmove (s->deck + s->market_len, s->deck, s->deck_len);
      memcpy (s->deck, s->market, s->market_len);
      s->deck_len += s->market_len;
    }
  for (guint i = 0; i < s->market_len; i++)
    s->location[s->market[i]] = LUDUS_MEDICI_LOC_DECK;
  s->market_len = 0;

  /* The fewest florins starts; ties are broken at random. */
  for (guint p = 0; p < s->n_players; p++)
    {
      if (s->florins[p] < fewest)
        {
          fewest = s->florins[p];
          n_fewest = 0;
        }
      if (s->florins[p] == fewest)
        n_fewest++;
    }
  pick = n_fewest > 1 ? ludus_chance_below (&s->chance, &s->rng, n_fewest) : 0;
  for (guint p = 0; p < s->n_players; p++)
    if (s->florins[p] == fewest && pick-- == 0)
      {
        s->current = p;
        break;
      }
}

void
ludus_medici_state_end_day (LudusMediciState *state)
{
  LudusMediciState *s = state;
  LudusMediciDay *day;
  guint values[LUDUS_MEDICI_MAX_PLAYERS];
  guint8 out[LUDUS_MEDICI_MAX_PLAYERS];
  guint8 ranks[LUDUS_MEDICI_MAX_PLAYERS];
  guint32 everyone;
  guint threshold, big_threshold;

  g_return_if_fail (state != NULL);
  g_return_if_fail (!is_over (state));

  day = &s->days[s->day];
  memset (day, 0, sizeof *day);
  everyone = (1u << s->n_players) - 1;

  /* (a) Ship value and rank. */
  for (guint p = 0; p < s->n_players; p++)
    {
      values[p] = s->ship_value[p];
      day->players[p].ship_value = s->ship_value[p];
      day->players[p].ship_cards = s->ship_cards[p];
    }
  ludus_medici_split_payouts (s->n_players, values, everyone,
                              ship_payouts[s->n_players], s->n_players, out, ranks);
  for (guint p = 0; p < s->n_players; p++)
    {
      day->players[p].ship_payout = out[p];
      day->players[p].ship_rank = ranks[p];
      day->players[p].total = out[p];
    }

  /* (b) Unload: goods into the warehouse, cards without goods out of the game. */
  for (guint c = 0; c < s->content->n_cards; c++)
    {
      guint location = s->location[c];

      if ((location & 0xf0) == LUDUS_MEDICI_LOC_SHIP)
        {
          guint p = location & 0x0f;

          leave_location (s, c);
          if (card_of (s, c)->goods == LUDUS_MEDICI_NO_GOODS)
            enter_location (s, c, LUDUS_MEDICI_LOC_REMOVED);
          else
            enter_location (s, c, LUDUS_MEDICI_LOC_WAREHOUSE_OF (p));
        }
    }

  /* (c) Majorities in symbols, players without any unranked; (d) bonus. */
  threshold = ludus_medici_bonus_threshold (s->n_players);
  big_threshold = ludus_medici_big_bonus_threshold (s->n_players);
  for (guint g = 0; g < LUDUS_MEDICI_N_GOODS; g++)
    {
      guint32 holders = 0;

      for (guint p = 0; p < s->n_players; p++)
        {
          values[p] = s->stock[p][g];
          if (values[p] > 0)
            holders |= 1u << p;
        }
      ludus_medici_split_payouts (s->n_players, values, holders, majority_payouts,
                                  G_N_ELEMENTS (majority_payouts), out, NULL);
      for (guint p = 0; p < s->n_players; p++)
        {
          LudusMediciPlayerDay *pd = &day->players[p];

          pd->symbols[g] = values[p];
          pd->majority[g] = out[p];
          if (s->big_stocks && values[p] >= big_threshold)
            pd->bonus[g] = LUDUS_MEDICI_BIG_STOCKS_BONUS;
          else if (values[p] >= threshold)
            pd->bonus[g] = LUDUS_MEDICI_BONUS;
          pd->total += pd->majority[g] + pd->bonus[g];
        }
    }

  for (guint p = 0; p < s->n_players; p++)
    s->florins[p] += day->players[p].total;

  s->day++;
  s->turn_reveals = 0;
  s->final_turn = FALSE;
  if (is_over (s))
    return;
  start_next_day (s);
  /* Defensive rule: nothing to reveal or take ends the new day at once. */
  if (s->deck_len == 0)
    ludus_medici_state_end_day (s);
}

/* After a take: pass the turn clockwise, skipping full ships, or end the day. */
static void
end_turn (LudusMediciState *s)
{
  guint open = 0;
  guint last_open = 0;

  if (s->final_turn)
    {
      ludus_medici_state_end_day (s);
      return;
    }

  for (guint p = 0; p < s->n_players; p++)
    if (s->ship_space[p] < s->capacity)
      {
        open++;
        last_open = p;
      }

  if (open == 0 || (s->deck_len == 0 && s->market_len == 0))
    {
      ludus_medici_state_end_day (s);
      return;
    }

  s->turn_reveals = 0;
  if (open == 1)
    {
      /* The last open ship takes one final turn. */
      s->final_turn = TRUE;
      s->current = last_open;
      return;
    }

  do
    s->current = (s->current + 1) % s->n_players;
  while (s->ship_space[s->current] >= s->capacity);
}

static gboolean
medici_init (void              *state,
             gconstpointer      content,
             const LudusSetup  *setup,
             GError           **error)
{
  LudusMediciState *s = state;
  const LudusMediciContent *c = content;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (content != NULL, FALSE);
  g_return_val_if_fail (setup != NULL, FALSE);

  if (!ludus_medici_content_check_players (c, setup->n_players, error))
    return FALSE;

  memset (s, 0, sizeof *s);
  ludus_chance_begin (&s->chance);
  s->content = c;
  ludus_rng_seed (&s->rng, setup->seed);
  s->n_players = setup->n_players;
  s->capacity = ludus_medici_capacity_for (setup->n_players);
  s->big_stocks = (setup->variants & LUDUS_MEDICI_VARIANT_BIG_STOCKS) != 0;
  s->shuffle = setup->shuffle != FALSE;

  /* Card 0 on top, so an unshuffled deck deals in file order. */
  s->deck_len = c->n_cards;
  for (guint i = 0; i < c->n_cards; i++)
    {
      s->deck[i] = c->n_cards - 1 - i;
      s->location[i] = LUDUS_MEDICI_LOC_DECK;
    }
  if (s->shuffle)
    ludus_rng_shuffle (&s->rng, s->deck, s->deck_len, 1);

  s->current = ludus_chance_below (&s->chance, &s->rng, s->n_players);
  return TRUE;
}

/* Why take (TAKE_* bits) cannot be played now, naming the rule; NULL when
 * it can. */
/**
 * ludus_medici_explain_reach:
 * @position: a market card's place from the end, 1 for the last card
 *
 * Returns: (transfer full) (nullable): why the card at @position cannot be
 *   taken however the ship is loaded, or %NULL if it is within reach
 */
char *
ludus_medici_explain_reach (const LudusMediciState *state,
                            guint                   position)
{
  g_return_val_if_fail (state != NULL, NULL);

  if (position <= LUDUS_MEDICI_TAKE_REACH || position > state->market_len)
    return NULL;
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Only the last %u card of the market can be taken: the last one, "
                                       "and the ones just before it if you like. This card lies further back.",
                                       "Only the last %u cards of the market can be taken: the last one, "
                                       "and the ones just before it if you like. This card lies further back.",
                                       LUDUS_MEDICI_TAKE_REACH),
                          LUDUS_MEDICI_TAKE_REACH);
}

char *
ludus_medici_explain_take (const LudusMediciState *state,
                           guint                   take)
{
  guint free_space, needed = 0;

  g_return_val_if_fail (state != NULL, NULL);

  if (is_over (state))
    return g_strdup (_("The game is over."));
  for (guint k = 0; k < 3; k++)
    if ((take >> k) & 1)
      {
        if (k >= state->market_len)
          return g_strdup (_("The market has no card there."));
        needed += !card_of (state, state->market[state->market_len - 1 - k])->green;
      }
  free_space = state->capacity - MIN (state->ship_space[state->current], state->capacity);
  if (needed > free_space)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Your ship has room for %u more card that takes space, and the last card must go too (green cards always fit).",
                                         "Your ship has room for %u more cards that take space, and the last card must go too (green cards always fit).",
                                         free_space),
                            free_space);
  return NULL;
}

static guint
medici_legal_moves (const void *state,
                    LudusMove  *moves)
{
  const LudusMediciState *s = state;
  guint n = 0;

  if (is_over (s))
    return 0;

  if (s->turn_reveals < LUDUS_MEDICI_MAX_REVEALS && s->deck_len > 0)
    moves[n++] = ludus_medici_move_reveal ();

  if (s->market_len > 0)
    {
      guint free_space = s->capacity - s->ship_space[s->current];
      guint last = !card_of (s, s->market[s->market_len - 1])->green;

      /* The last card always fits: only ships with free space take turns. */
      moves[n++] = ludus_medici_move_take (LUDUS_MEDICI_TAKE_LAST);
      if (s->market_len >= 2)
        {
          guint second = !card_of (s, s->market[s->market_len - 2])->green;

          if (last + second <= free_space)
            moves[n++] = ludus_medici_move_take (LUDUS_MEDICI_TAKE_LAST | LUDUS_MEDICI_TAKE_SECOND);
          if (s->market_len >= 3)
            {
              guint third = !card_of (s, s->market[s->market_len - 3])->green;

              if (last + third <= free_space)
                moves[n++] = ludus_medici_move_take (LUDUS_MEDICI_TAKE_LAST | LUDUS_MEDICI_TAKE_THIRD);
              if (last + second + third <= free_space)
                moves[n++] = ludus_medici_move_take (LUDUS_MEDICI_TAKE_LAST |
                                                     LUDUS_MEDICI_TAKE_SECOND |
                                                     LUDUS_MEDICI_TAKE_THIRD);
            }
        }
    }
  return n;
}

static void
medici_apply (void            *state,
              const LudusMove *move)
{
  LudusMediciState *s = state;
  guint take = move->bytes[1];
  guint start, kept;

  g_return_if_fail (!is_over (s));

  if (move->bytes[0] == LUDUS_MEDICI_MOVE_REVEAL)
    {
      guint8 card;

      g_return_if_fail (s->deck_len > 0 && s->turn_reveals < LUDUS_MEDICI_MAX_REVEALS);

      card = ludus_chance_turn (&s->chance, s->deck, s->deck_len, s->deck_len - 1);
      s->deck_len--;
      s->market[s->market_len++] = card;
      s->location[card] = LUDUS_MEDICI_LOC_MARKET;
      s->turn_reveals++;
      s->n_reveals++;
      return;
    }

  g_return_if_fail (move->bytes[0] == LUDUS_MEDICI_MOVE_TAKE);
  g_return_if_fail ((take & LUDUS_MEDICI_TAKE_LAST) && take < 8);
  g_return_if_fail (s->market_len >= g_bit_storage (take));

  /* Bit i of take is the card i places from the end; the rest keep their order. */
  start = s->market_len >= 3 ? s->market_len - 3 : 0;
  kept = start;
  for (guint i = start; i < s->market_len; i++)
    {
      guint8 card = s->market[i];

      if (take & (1u << (s->market_len - 1 - i)))
        enter_location (s, card, LUDUS_MEDICI_LOC_SHIP_OF (s->current));
      else
        s->market[kept++] = card;
    }
  s->market_len = kept;

  end_turn (s);
}

static guint
medici_current_player (const void *state)
{
  return ((const LudusMediciState *) state)->current;
}

static gboolean
medici_is_over (const void *state)
{
  return is_over (state);
}

static void
medici_scores (const void *state,
               int        *scores)
{
  const LudusMediciState *s = state;

  for (guint p = 0; p < s->n_players; p++)
    scores[p] = s->florins[p];
}

/* The players with the most florins (the winners once the game is over). */
static guint32
medici_winners (const void *state)
{
  const LudusMediciState *s = state;
  guint most = 0;
  guint32 mask = 0;

  for (guint p = 0; p < s->n_players; p++)
    most = MAX (most, s->florins[p]);
  for (guint p = 0; p < s->n_players; p++)
    if (s->florins[p] == most)
      mask |= 1u << p;
  return mask;
}

/* Everything is face up except the order of the deck.  The deck is put in
 * card order before the shuffle, so the result depends only on what the
 * observer knows and on rng, never on the true order. */
static void
medici_determinize (void     *state,
                    guint     observer,
                    LudusRng *rng)
{
  LudusMediciState *s = state;
  guint n = 0;

  for (guint c = 0; c < s->content->n_cards; c++)
    if (s->location[c] == LUDUS_MEDICI_LOC_DECK)
      s->deck[n++] = c;
  g_assert (n == s->deck_len);
  ludus_rng_shuffle (rng, s->deck, s->deck_len, 1);
  ludus_rng_seed (&s->rng, ludus_rng_next64 (rng));
}

static LudusChance *
medici_chance (void *state)
{
  return &((LudusMediciState *) state)->chance;
}

static guint
medici_reveal_count (const void *state)
{
  return ((const LudusMediciState *) state)->n_reveals;
}

guint
ludus_medici_state_take_cards (const LudusMediciState *state,
                               const LudusMove        *move,
                               guint8                 *cards)
{
  guint n = 0;

  g_return_val_if_fail (state != NULL, 0);

  if (move->bytes[0] != LUDUS_MEDICI_MOVE_TAKE)
    return 0;
  for (guint i = 0; i < 3 && i < state->market_len; i++)
    if (move->bytes[1] & (1u << i))
      cards[n++] = state->market[state->market_len - 1 - i];
  return n;
}

JsonNode *
ludus_medici_breakdown_to_json (const LudusMediciState *state)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (state != NULL, NULL);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "florins");
  json_builder_begin_array (builder);
  for (guint p = 0; p < state->n_players; p++)
    json_builder_add_int_value (builder, state->florins[p]);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "days");
  json_builder_begin_array (builder);
  for (guint d = 0; d < state->day && d < LUDUS_MEDICI_N_DAYS; d++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "day");
      json_builder_add_int_value (builder, d + 1);
      json_builder_set_member_name (builder, "players");
      json_builder_begin_array (builder);
      for (guint p = 0; p < state->n_players; p++)
        {
          const LudusMediciPlayerDay *pd = &state->days[d].players[p];

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "ship_value");
          json_builder_add_int_value (builder, pd->ship_value);
          json_builder_set_member_name (builder, "ship_cards");
          json_builder_add_int_value (builder, pd->ship_cards);
          json_builder_set_member_name (builder, "ship_rank");
          json_builder_add_int_value (builder, pd->ship_rank);
          json_builder_set_member_name (builder, "ship_payout");
          json_builder_add_int_value (builder, pd->ship_payout);
          json_builder_set_member_name (builder, "goods");
          json_builder_begin_object (builder);
          for (guint g = 0; g < LUDUS_MEDICI_N_GOODS; g++)
            {
              json_builder_set_member_name (builder, ludus_medici_goods_ids[g]);
              json_builder_begin_object (builder);
              json_builder_set_member_name (builder, "symbols");
              json_builder_add_int_value (builder, pd->symbols[g]);
              json_builder_set_member_name (builder, "majority");
              json_builder_add_int_value (builder, pd->majority[g]);
              json_builder_set_member_name (builder, "bonus");
              json_builder_add_int_value (builder, pd->bonus[g]);
              json_builder_end_object (builder);
            }
          json_builder_end_object (builder);
          json_builder_set_member_name (builder, "total");
          json_builder_add_int_value (builder, pd->total);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static JsonNode *
medici_breakdown (const void *state)
{
  return ludus_medici_breakdown_to_json (state);
}

static JsonNode *
medici_state_to_json (const void *state)
{
  return ludus_medici_state_to_json (state);
}

guint
ludus_medici_state_get_ship (const LudusMediciState *state,
                             guint                   player,
                             guint8                 *cards)
{
  guint n = 0;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (player < state->n_players, 0);

  for (guint c = 0; c < state->content->n_cards; c++)
    if (state->location[c] == LUDUS_MEDICI_LOC_SHIP_OF (player))
      cards[n++] = c;
  return n;
}

guint
ludus_medici_state_free_space (const LudusMediciState *state,
                               guint                   player)
{
  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (player < state->n_players, 0);

  return state->capacity - state->ship_space[player];
}

gboolean
ludus_medici_state_is_full (const LudusMediciState *state,
                            guint                   player)
{
  return ludus_medici_state_free_space (state, player) == 0;
}

static gpointer
medici_content_new (JsonNode  *deck,
                    JsonNode  *layout,
                    GError   **error)
{
  return ludus_medici_content_new (deck, error);
}

static void
medici_content_free (gpointer content)
{
  ludus_medici_content_free (content);
}

static const LudusPlayerColour medici_colours[] = {
  LUDUS_PLAYER_COLOUR_RED, LUDUS_PLAYER_COLOUR_BLUE, LUDUS_PLAYER_COLOUR_GREEN,
  LUDUS_PLAYER_COLOUR_YELLOW, LUDUS_PLAYER_COLOUR_PURPLE, LUDUS_PLAYER_COLOUR_ORANGE,
};

const LudusRules ludus_medici_rules = {
  .id = "medici",
  .name = N_("Medici: The Card Game"),
  .description = N_("Load goods from the market onto your ship, push your luck, and earn the most florins in three days."),
  .min_players = LUDUS_MEDICI_MIN_PLAYERS,
  .max_players = LUDUS_MEDICI_MAX_PLAYERS,
  .min_minutes = 30,
  .max_minutes = 45,
  .variants = medici_variants,
  .n_variants = G_N_ELEMENTS (medici_variants),
  .colours = medici_colours,
  .n_colours = G_N_ELEMENTS (medici_colours),
  .default_deck = CONTENT_BASE "medici-deck.json",
  .default_layout = NULL,
  .builtin_names = ludus_medici_builtin_names,
  .content_new = medici_content_new,
  .content_free = medici_content_free,
  .state_size = sizeof (LudusMediciState),
  .init = medici_init,
  .legal_moves = medici_legal_moves,
  .apply = medici_apply,
  .current_player = medici_current_player,
  .is_over = medici_is_over,
  .scores = medici_scores,
  .winners = medici_winners,
  .determinize = medici_determinize,
  .chance = medici_chance,
  .reveal_count = medici_reveal_count,
  .format_move = ludus_medici_format_move,
  .parse_move = ludus_medici_parse_move,
  .describe_move = ludus_medici_describe_move,
  .describe_outcome = ludus_medici_describe_outcome,
  .describe_choice = ludus_medici_describe_choice,
  .describe_played = ludus_medici_describe_played,
  .project_scores = ludus_medici_project_scores,
  .breakdown = medici_breakdown,
  .state_to_json = medici_state_to_json,
  .observer_view = ludus_medici_observer_view,
  .policy_move = ludus_medici_policy_move,
  /* An iteration costs about 5 µs of one processor.  Hard with a tree
   * that branches on the card a reveal turns (reveal_outcome) and 150,000
   * iterations won 10 of 16 games against normal where this won 11.5 of the
   * same 16, in 2.3 times the time: not kept.  Nor were 120,000
   * iterations with rollouts stopped when a day starts and judged by the
   * florins and what the warehouses would earn (an evaluate hook): 10 and
   * 9 of 16 games with the same seeds (doc/strength/README.md).  Nor a
   * tree that branches only on the cards the searcher turns on its own
   * turn (93eeda4): 34 of 44 games against normal where this won 31,
   * then 0.594 over 48 against normal and 0.819 over 72 against easy.
   * Hard's choice no longer changes with the budget (60,000 and 240,000
   * agree on 96% of positions): the rollout policy is what limits it. */
  .ai_normal_iterations = 1000,
  .ai_hard_iterations = 60000,
};
