/* ludus-medici.h: Medici: The Card Game, the rules core
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The state is one fixed-size struct (about 1 KB) that the AI copies with
 * memcpy.  Cards are bytes indexing the content's card table; every card has
 * exactly one location (deck, market, a ship, a warehouse, removed), and the
 * deck and market also keep their order in small arrays.
 *
 * Moves (LudusMove overlaid by LudusMediciMove) and their notation:
 *   "r"        reveal the top card of the deck onto the end of the market
 *              (at most 3 per turn; none possible with an empty deck);
 *   "t1"       take the last card of the market;
 *   "t1.2"     take the last and the 2nd-last card;
 *   "t1.3"     take the last and the 3rd-last card;
 *   "t1.2.3"   take the last three cards.
 * Positions count from the end of the market row.  A take ends the turn;
 * end of day, scoring, the next day's set-up and the end of the game happen
 * inside that take's apply (no extra move shapes: chance uses the state's RNG).
 */

#pragma once

#include <json-glib/json-glib.h>

#include "ludus-json.h"
#include "ludus-rules.h"

G_BEGIN_DECLS

#define LUDUS_MEDICI_MIN_PLAYERS 2
#define LUDUS_MEDICI_MAX_PLAYERS 6
#define LUDUS_MEDICI_MAX_CARDS   160
#define LUDUS_MEDICI_MAX_VALUE   9
#define LUDUS_MEDICI_N_DAYS      3
#define LUDUS_MEDICI_MAX_REVEALS 3
/* Cards at the end of the market a player may take: the last and the two before it. */
#define LUDUS_MEDICI_TAKE_REACH  3

/* Bit of setup->variants. */
#define LUDUS_MEDICI_VARIANT_BIG_STOCKS (1u << 0)

/* Spec §4 (d): florins for a good whose symbols reach the bonus threshold,
 * and for one that reaches the big threshold with big stocks. */
#define LUDUS_MEDICI_BONUS              10
#define LUDUS_MEDICI_BIG_STOCKS_BONUS   20

typedef enum
{
  LUDUS_MEDICI_GRAIN,
  LUDUS_MEDICI_SPICE,
  LUDUS_MEDICI_FUR,
  LUDUS_MEDICI_DYE,
  LUDUS_MEDICI_CLOTH,
  LUDUS_MEDICI_N_GOODS,
  /* A card without goods (green 2, black 7). */
  LUDUS_MEDICI_NO_GOODS = LUDUS_MEDICI_N_GOODS,
} LudusMediciGoods;

/* JSON ids ("grain", …, "none") and display names (marked with N_: "Grain", …). */
extern const char * const ludus_medici_goods_ids[LUDUS_MEDICI_N_GOODS + 2];
extern const char * const ludus_medici_goods_names[LUDUS_MEDICI_N_GOODS];

typedef struct
{
  guint8 goods;    /* LudusMediciGoods, LUDUS_MEDICI_NO_GOODS for none */
  guint8 symbols;  /* 1 or 2 for goods cards, 0 otherwise */
  guint8 value;    /* 0 to LUDUS_MEDICI_MAX_VALUE */
  guint8 green;    /* takes no ship space */
} LudusMediciCard;

typedef struct
{
  char            *name;
  LudusProvenance  provenance;
  guint            n_cards;
  guint            n_space_cards;   /* cards that take ship space (not green) */
  LudusMediciCard  cards[LUDUS_MEDICI_MAX_CARDS];
  char            *ids[LUDUS_MEDICI_MAX_CARDS];  /* NULL where the file gives none */
} LudusMediciContent;

/* Card locations: one byte per card. */
enum
{
  LUDUS_MEDICI_LOC_DECK,
  LUDUS_MEDICI_LOC_MARKET,
  LUDUS_MEDICI_LOC_REMOVED,
  LUDUS_MEDICI_LOC_SHIP      = 0x10,  /* + player */
  LUDUS_MEDICI_LOC_WAREHOUSE = 0x20,  /* + player */
};

#define LUDUS_MEDICI_LOC_SHIP_OF(p)      (LUDUS_MEDICI_LOC_SHIP + (p))
#define LUDUS_MEDICI_LOC_WAREHOUSE_OF(p) (LUDUS_MEDICI_LOC_WAREHOUSE + (p))

/* One player's scoring for one day, in the order of spec §4. */
typedef struct
{
  guint16 ship_value;                          /* sum of printed values */
  guint8  ship_cards;                          /* cards on the ship, green included */
  guint8  ship_rank;                           /* 1 = highest; tied ships share a rank */
  guint8  ship_payout;
  guint8  symbols[LUDUS_MEDICI_N_GOODS];       /* in the warehouse after unloading */
  guint8  majority[LUDUS_MEDICI_N_GOODS];      /* 10/5 for most/second most, tie-split */
  guint8  bonus[LUDUS_MEDICI_N_GOODS];         /* 10 (or 20 with big stocks) */
  guint16 total;                               /* florins earned this day */
} LudusMediciPlayerDay;

typedef struct
{
  LudusMediciPlayerDay players[LUDUS_MEDICI_MAX_PLAYERS];
} LudusMediciDay;

typedef struct
{
  const LudusMediciContent *content;
  LudusRng                  rng;
  LudusChance               chance;          /* online play: ludus-chance.h */
  guint32                   n_reveals;       /* cards turned so far, for undo */

  guint8  n_players;
  guint8  capacity;                          /* 7 with 2 players, else 5 */
  guint8  big_stocks;
  guint8  shuffle;
  guint8  day;                               /* 0, 1, 2; LUDUS_MEDICI_N_DAYS when over */
  guint8  current;
  guint8  turn_reveals;                      /* reveals so far this turn */
  guint8  final_turn;                        /* the last open ship's last turn */

  guint8  deck_len;
  guint8  market_len;
  guint8  deck[LUDUS_MEDICI_MAX_CARDS];      /* the top card is deck[deck_len - 1] */
  guint8  market[LUDUS_MEDICI_MAX_CARDS];    /* the last card is market[market_len - 1] */
  guint8  location[LUDUS_MEDICI_MAX_CARDS];

  guint8  ship_cards[LUDUS_MEDICI_MAX_PLAYERS];
  guint8  ship_space[LUDUS_MEDICI_MAX_PLAYERS];   /* non-green cards on the ship */
  guint16 ship_value[LUDUS_MEDICI_MAX_PLAYERS];
  guint8  ship_symbols[LUDUS_MEDICI_MAX_PLAYERS][LUDUS_MEDICI_N_GOODS];
  guint8  warehouse_cards[LUDUS_MEDICI_MAX_PLAYERS];
  guint8  stock[LUDUS_MEDICI_MAX_PLAYERS][LUDUS_MEDICI_N_GOODS];  /* symbols */
  guint16 florins[LUDUS_MEDICI_MAX_PLAYERS];

  LudusMediciDay days[LUDUS_MEDICI_N_DAYS];  /* valid for days before `day` */
} LudusMediciState;

typedef enum
{
  LUDUS_MEDICI_MOVE_REVEAL = 1,
  LUDUS_MEDICI_MOVE_TAKE   = 2,
} LudusMediciMoveKind;

/* Take bits: the last card (always set), the 2nd-last, the 3rd-last. */
#define LUDUS_MEDICI_TAKE_LAST   (1u << 0)
#define LUDUS_MEDICI_TAKE_SECOND (1u << 1)
#define LUDUS_MEDICI_TAKE_THIRD  (1u << 2)

/* Overlaid on LudusMove; every other byte is zero. */
typedef struct
{
  guint8 kind;   /* LudusMediciMoveKind */
  guint8 take;   /* LUDUS_MEDICI_TAKE_* bits for a take */
} LudusMediciMove;

G_STATIC_ASSERT (sizeof (LudusMediciMove) <= LUDUS_MOVE_SIZE);

static inline LudusMove
ludus_medici_move_reveal (void)
{
  LudusMove m = { 0 };

  m.bytes[0] = LUDUS_MEDICI_MOVE_REVEAL;
  return m;
}

static inline LudusMove
ludus_medici_move_take (guint take)
{
  LudusMove m = { 0 };

  m.bytes[0] = LUDUS_MEDICI_MOVE_TAKE;
  m.bytes[1] = (guint8) take;
  return m;
}

extern const LudusRules ludus_medici_rules;

/* Content (ludus-medici-content.c). */
LudusMediciContent *ludus_medici_content_new       (JsonNode                  *deck,
                                                    GError                   **error);
void                ludus_medici_content_free      (LudusMediciContent        *content);
/* The names of the built-in decks and layouts, for LudusRules. */
extern const LudusBuiltinName ludus_medici_builtin_names[];
G_DEFINE_AUTOPTR_CLEANUP_FUNC (LudusMediciContent, ludus_medici_content_free)
/* Whether the deck can serve n_players: players × capacity × 3 cards that take space. */
gboolean            ludus_medici_content_check_players (const LudusMediciContent *content,
                                                        guint                     n_players,
                                                        GError                  **error);
guint               ludus_medici_capacity_for      (guint                      n_players);
/* Symbols of one good that earn LUDUS_MEDICI_BONUS (5, 7 with 2 players)
 * and, with big stocks, LUDUS_MEDICI_BIG_STOCKS_BONUS (8, 10 with 2). */
guint               ludus_medici_bonus_threshold   (guint                      n_players);
guint               ludus_medici_big_bonus_threshold (guint                    n_players);
/* Florins the ship ranked @rank (0 the most valuable) earns with @n_players,
 * and the goods majority ranked @rank (0 most symbols, 1 second; 0 beyond). */
guint               ludus_medici_ship_payout       (guint                      n_players,
                                                    guint                      rank);
guint               ludus_medici_majority_payout   (guint                      rank);
/* A translated name such as "Fur 3", "Cloth 0 (double)", "Green 2", "Black 7". */
char               *ludus_medici_card_name         (const LudusMediciCard     *card);

/* Accessors for the views. */
guint               ludus_medici_state_get_ship    (const LudusMediciState    *state,
                                                    guint                      player,
                                                    guint8                    *cards);
guint               ludus_medici_state_free_space  (const LudusMediciState    *state,
                                                    guint                      player);
gboolean            ludus_medici_state_is_full     (const LudusMediciState    *state,
                                                    guint                      player);
/* The market cards a take move would take, last first; returns how many. */
guint               ludus_medici_state_take_cards  (const LudusMediciState    *state,
                                                    const LudusMove           *move,
                                                    guint8                    *cards);
/* The first day_count days' breakdowns as JSON ({"days": [...], "florins": [...]}). */
JsonNode           *ludus_medici_breakdown_to_json (const LudusMediciState    *state);
/* The whole public position as JSON (ludus-medici-state-json.c; the
 * schema is in doc/cli-show.md). */
JsonNode           *ludus_medici_state_to_json     (const LudusMediciState    *state);
/* rules->observer_view: what one player sees, in canonical form. */
void                ludus_medici_observer_view     (void                      *state,
                                                    guint                      observer);

/* For tests, tutorials and puzzles: move one card to a new location keeping
 * every count right (into the market it goes to the end, into the deck on
 * top), and end the current day at once, scoring it. */
void                ludus_medici_state_move_card   (LudusMediciState          *state,
                                                    guint                      card,
                                                    guint                      location);
void                ludus_medici_state_end_day     (LudusMediciState          *state);
/* The rules' project_scores: the days scored and the current day as if it
 * ended now. */
void                ludus_medici_project_scores    (const void                *state,
                                                    LudusProjection           *projections);

/* Splits rank payouts among n players (spec §4, ties): players whose bit is
 * not in eligible are not ranked and get 0.  payouts has n_payouts entries;
 * positions past the end pay 0.  ranks gets 1-based ranks (0 when unranked)
 * and may be NULL. */
void                ludus_medici_split_payouts     (guint                      n,
                                                    const guint               *values,
                                                    guint32                    eligible,
                                                    const guint8              *payouts,
                                                    guint                      n_payouts,
                                                    guint8                    *out,
                                                    guint8                    *ranks);

/* Why the market card at @position (1 the last) is out of reach, and why
 * the take (LUDUS_MEDICI_TAKE_* bits) cannot be played now, in words
 * naming the rule (translated); NULL when it can. */
char *ludus_medici_explain_reach (const LudusMediciState *state,
                                  guint                   position);
char *ludus_medici_explain_take (const LudusMediciState *state,
                                 guint                   take);

G_END_DECLS
