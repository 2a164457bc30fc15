/* test-medici.c: Medici: The Card Game, every rule of spec/medici.md
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-medici"

#include "config.h"

#include <string.h>

#include "ludus-medici.h"
#include "ludus-test-rules.h"

static const LudusRules *rules = &ludus_medici_rules;

/* Helpers: content */

static LudusMediciContent *
content_from_string (const char  *json,
                     GError     **error)
{
  g_autoptr(JsonNode) root = json_from_string (json, error);

  if (root == NULL)
    return NULL;
  return ludus_medici_content_new (root, error);
}

static LudusMediciContent *
load_default (void)
{
  return ludus_test_default_content (rules);
}

static LudusMediciContent *
load_fixture (const char *name)
{
  g_autoptr(JsonNode) deck = ludus_test_load_fixture ("medici", "decks", name);
  g_autoptr(GError) error = NULL;
  LudusMediciContent *content = ludus_medici_content_new (deck, &error);

  g_assert_no_error (error);
  return content;
}

static char *
deck_json_with_cards (const char *cards)
{
  return g_strdup_printf ("{\"game\": \"medici\", \"kind\": \"deck\", \"format\": 1, "
                          "\"provenance\": \"custom\", \"name\": \"Test\", \"cards\": [%s]}",
                          cards);
}

/* A deck in file order from tokens: a good letter (g s f d c, or n for no
 * goods), the value, then x for a double and * for a green card, e.g.
 * "f3 c0x n2* n7".  n_filler neutral cards (no goods, value 0, taking
 * space) follow, so a game can be started. */
static LudusMediciContent *
make_content_full (const char  *spec,
                   guint        n_filler,
                   GError     **error)
{
  static const char letters[] = "gsfdcn";
  g_autoptr(GString) cards = g_string_new (NULL);
  g_auto(GStrv) tokens = g_strsplit (spec, " ", -1);
  g_autofree char *json = NULL;

  for (guint i = 0; tokens[i] != NULL; i++)
    {
      const char *t = tokens[i];
      const char *letter;
      guint goods, symbols;

      if (t[0] == '\0')
        continue;
      letter = strchr (letters, t[0]);
      g_assert_nonnull (letter);
      goods = letter - letters;
      symbols = goods == LUDUS_MEDICI_NO_GOODS ? 0 : (strchr (t, 'x') != NULL ? 2 : 1);
      g_string_append_printf (cards, "%s{\"goods\": \"%s\", \"symbols\": %u, \"value\": %d, \"green\": %s}",
                              cards->len > 0 ? ", " : "", ludus_medici_goods_ids[goods], symbols,
                              t[1] - '0', strchr (t, '*') != NULL ? "true" : "false");
    }
  for (guint i = 0; i < n_filler; i++)
    g_string_append_printf (cards, "%s{\"goods\": \"none\", \"symbols\": 0, \"value\": 0, \"green\": false}",
                            cards->len > 0 ? ", " : "");

  json = deck_json_with_cards (cards->str);
  return content_from_string (json, error);
}

static LudusMediciContent *
make_content (const char *spec,
              guint       n_filler)
{
  g_autoptr(GError) error = NULL;
  LudusMediciContent *content = make_content_full (spec, n_filler, &error);

  g_assert_no_error (error);
  return content;
}

/* Helpers: games */

static void
new_game (LudusMediciState         *s,
          const LudusMediciContent *content,
          guint                     n_players,
          guint64                   seed,
          gboolean                  shuffle,
          guint32                   variants)
{
  ludus_test_start (rules, s, content, n_players, shuffle, seed, variants);
}

/* A file-order game whose day 1 starts with player first (searching the
 * seed: the start player is random). */
static void
new_game_starting (LudusMediciState         *s,
                   const LudusMediciContent *content,
                   guint                     n_players,
                   guint                     first,
                   guint32                   variants)
{
  for (guint64 seed = 0; seed < 1000; seed++)
    {
      new_game (s, content, n_players, seed, FALSE, variants);
      if (rules->current_player (s) == first)
        return;
    }
  g_assert_not_reached ();
}

static gboolean
is_legal (const LudusMediciState *s,
          const char             *notation)
{
  LudusMove moves[LUDUS_MAX_MOVES];
  LudusMove move;
  guint n = rules->legal_moves (s, moves);

  g_assert_true (rules->parse_move (s, notation, &move));
  for (guint i = 0; i < n; i++)
    if (ludus_move_equal (&moves[i], &move))
      return TRUE;
  return FALSE;
}

/* The legal moves in notation, space separated: "r t1 t1.2". */
static char *
legal_string (const LudusMediciState *s)
{
  LudusMove moves[LUDUS_MAX_MOVES];
  guint n = rules->legal_moves (s, moves);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      char buffer[LUDUS_NOTATION_SIZE];

      rules->format_move (s, &moves[i], buffer);
      g_string_append_printf (text, "%s%s", i > 0 ? " " : "", buffer);
    }
  return g_string_free (text, FALSE);
}

/* Plays space-separated moves, each of which must be legal. */
static void
play (LudusMediciState *s,
      const char       *moves)
{
  g_auto(GStrv) tokens = g_strsplit (moves, " ", -1);

  for (guint i = 0; tokens[i] != NULL; i++)
    {
      LudusMove move;

      if (!is_legal (s, tokens[i]))
        g_error ("move %s is not legal; legal: %s", tokens[i], legal_string (s));
      rules->parse_move (s, tokens[i], &move);
      rules->apply (s, &move);
    }
}

static void
assert_legal (const LudusMediciState *s,
              const char             *expected)
{
  g_autofree char *legal = legal_string (s);

  g_assert_cmpstr (legal, ==, expected);
}

static void
put_on_ship (LudusMediciState *s,
             guint             player,
             guint             card)
{
  ludus_medici_state_move_card (s, card, LUDUS_MEDICI_LOC_SHIP_OF (player));
}

/* Deck */

static void
test_deck_default (void)
{
  g_autoptr(LudusMediciContent) content = load_default ();
  guint doubles[LUDUS_MEDICI_N_GOODS] = { 0 };
  guint by_value[LUDUS_MEDICI_N_GOODS][6] = { { 0 } };
  guint green_flags[LUDUS_MEDICI_N_GOODS] = { 0 };
  guint green_2 = 0, black_7 = 0;

  g_assert_cmpuint (content->n_cards, ==, 110);
  g_assert_cmpint (content->provenance, ==, LUDUS_PROVENANCE_RECONSTRUCTED);
  g_assert_cmpuint (content->n_space_cards, ==, 95);

  for (guint i = 0; i < content->n_cards; i++)
    {
      const LudusMediciCard *c = &content->cards[i];

      g_assert_nonnull (content->ids[i]);
      if (c->goods == LUDUS_MEDICI_NO_GOODS)
        {
          g_assert_cmpuint (c->symbols, ==, 0);
          if (c->green && c->value == 2)
            green_2++;
          else if (!c->green && c->value == 7)
            black_7++;
          else
            g_assert_not_reached ();
        }
      else if (c->green)
        {
          g_assert_cmpuint (c->symbols, ==, 1);
          g_assert_cmpuint (c->value, ==, 0);
          green_flags[c->goods]++;
        }
      else if (c->symbols == 2)
        {
          g_assert_cmpuint (c->value, ==, 0);
          doubles[c->goods]++;
        }
      else
        {
          g_assert_cmpuint (c->value, >=, 2);
          g_assert_cmpuint (c->value, <=, 5);
          by_value[c->goods][c->value]++;
        }
    }

  g_assert_cmpuint (green_2, ==, 5);
  g_assert_cmpuint (black_7, ==, 5);
  for (guint g = 0; g < LUDUS_MEDICI_N_GOODS; g++)
    {
      g_assert_cmpuint (doubles[g], ==, 2);
      g_assert_cmpuint (green_flags[g], ==, 2);
      for (guint v = 2; v <= 5; v++)
        g_assert_cmpuint (by_value[g][v], ==, 4);
    }
}

static void
test_deck_errors (void)
{
  static const struct
  {
    const char *cards;
    const char *message;
  } cases[] = {
    { "{\"goods\": \"silk\", \"symbols\": 1, \"value\": 2, \"green\": false}",
      "cards[0].goods: expected one of grain, spice, fur, dye, cloth, none, got “silk”" },
    { "{\"symbols\": 1, \"value\": 2, \"green\": false}",
      "cards[0].goods: missing" },
    { "{\"goods\": \"fur\", \"symbols\": 0, \"value\": 2, \"green\": false}",
      "cards[0].symbols: a goods card needs 1 or 2 symbols, got 0" },
    { "{\"goods\": \"fur\", \"symbols\": 3, \"value\": 2, \"green\": false}",
      "cards[0].symbols: expected an integer from 0 to 2, got 3" },
    { "{\"goods\": \"none\", \"symbols\": 1, \"value\": 7, \"green\": false}",
      "cards[0].symbols: a card without goods needs 0 symbols, got 1" },
    { "{\"goods\": \"fur\", \"symbols\": 1, \"value\": 3, \"green\": false}, "
      "{\"goods\": \"fur\", \"symbols\": 1, \"value\": -1, \"green\": false}",
      "cards[1].value: expected an integer from 0 to 9, got -1" },
    { "{\"goods\": \"fur\", \"symbols\": 1, \"value\": 10, \"green\": false}",
      "cards[0].value: expected an integer from 0 to 9, got 10" },
    { "{\"goods\": \"fur\", \"symbols\": 1, \"value\": \"3\", \"green\": false}",
      "cards[0].value: expected an integer from 0 to 9, got a string" },
    { "{\"goods\": \"fur\", \"symbols\": 1, \"value\": 3}",
      "cards[0].green: missing" },
    { "{\"goods\": \"fur\", \"symbols\": 1, \"value\": 3, \"green\": 1}",
      "cards[0].green: expected true or false, got a number" },
    { "{\"id\": \"a\", \"goods\": \"fur\", \"symbols\": 1, \"value\": 3, \"green\": false}, "
      "{\"id\": \"a\", \"goods\": \"dye\", \"symbols\": 1, \"value\": 3, \"green\": false}",
      "cards[1].id: “a” is already the id of card 1" },
    { "{\"id\": 5, \"goods\": \"fur\", \"symbols\": 1, \"value\": 3, \"green\": false}",
      "cards[0].id: expected a string, got a number" },
    { "7", "cards[0]: expected an object, got a number" },
    { "", "cards: expected from 1 to 160 elements, got 0" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *json = deck_json_with_cards (cases[i].cards);
      g_autoptr(LudusMediciContent) content = content_from_string (json, &error);

      g_assert_null (content);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

static void
test_deck_header_errors (void)
{
  static const struct
  {
    const char *json;
    const char *message;
  } cases[] = {
    { "{\"game\": \"thebes\", \"kind\": \"deck\", \"format\": 1, \"provenance\": \"custom\", \"name\": \"x\", \"cards\": []}",
      "game: expected “medici”, got “thebes”" },
    { "{\"game\": \"medici\", \"kind\": \"layout\", \"format\": 1, \"provenance\": \"custom\", \"name\": \"x\", \"cards\": []}",
      "kind: expected deck, got layout" },
    { "{\"game\": \"medici\", \"kind\": \"deck\", \"format\": 1, \"provenance\": \"custom\", \"cards\": []}",
      "name: missing" },
    { "{\"game\": \"medici\", \"kind\": \"deck\", \"format\": 1, \"provenance\": \"custom\", \"name\": \"x\"}",
      "cards: missing" },
    { "[]", "top level: expected an object, got an array" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(LudusMediciContent) content = content_from_string (cases[i].json, &error);

      g_assert_null (content);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

/* Spec §7: at least players × capacity × 3 cards that take space. */
static void
test_deck_player_count (void)
{
  g_autoptr(LudusMediciContent) def = load_default ();
  g_autoptr(LudusMediciContent) small = make_content ("", 60);
  LudusMediciState s;
  static const struct
  {
    guint n;
    gboolean ok;
    const char *message;
  } small_cases[] = {
    { 2, TRUE, NULL },   /* 2 × 7 × 3 = 42 */
    { 3, TRUE, NULL },   /* 45 */
    { 4, TRUE, NULL },   /* 60 */
    { 5, FALSE, "This deck has 60 cards that take ship space; 5 players need at least 75" },
    { 6, FALSE, "This deck has 60 cards that take ship space; 6 players need at least 90" },
    { 1, FALSE, "Medici is played by 2 to 6 players, not 1" },
    { 7, FALSE, "Medici is played by 2 to 6 players, not 7" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (small_cases); i++)
    {
      g_autoptr(GError) error = NULL;
      LudusSetup setup = { small_cases[i].n, 0, TRUE, 1 };
      gboolean ok = rules->init (&s, small, &setup, &error);

      g_assert_cmpint (ok, ==, small_cases[i].ok);
      if (ok)
        g_assert_no_error (error);
      else
        {
          g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
          g_assert_cmpstr (error->message, ==, small_cases[i].message);
        }
    }

  /* Green cards take no space, so they do not count; a deck no player
   * count can use is refused with the content, not at the start. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(LudusMediciContent) greens = NULL;

    greens = make_content_full ("n2* n2* n2* n2* n2* n2* n2* n2* n2* n2*", 41, &error);
    g_assert_null (greens);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
    g_assert_cmpstr (error->message, ==, "This deck has 41 cards that take ship space; even 2 players need at least 42");
  }

  /* The default deck serves every player count. */
  for (guint n = rules->min_players; n <= rules->max_players; n++)
    new_game (&s, def, n, 5, TRUE, 0);
}

/* Setup */

/* The box facts the library page shows (spec/medici.md): 2–6 players,
 * 30–45 minutes. */
static void
test_box_facts (void)
{
  g_assert_cmpuint (rules->min_players, ==, 2);
  g_assert_cmpuint (rules->max_players, ==, 6);
  g_assert_cmpuint (rules->min_minutes, ==, 30);
  g_assert_cmpuint (rules->max_minutes, ==, 45);
}

static void
test_setup (void)
{
  g_autoptr(LudusMediciContent) content = load_default ();

  g_assert_cmpuint (rules->min_players, ==, 2);
  g_assert_cmpuint (rules->max_players, ==, 6);
  g_assert_cmpuint (rules->state_size, ==, sizeof (LudusMediciState));

  for (guint n = 2; n <= 6; n++)
    {
      LudusMediciState s;
      int scores[LUDUS_MAX_PLAYERS];

      new_game (&s, content, n, 11, TRUE, 0);
      /* Capacity 7 with 2 players, else 5. */
      g_assert_cmpuint (s.capacity, ==, n == 2 ? 7 : 5);
      g_assert_cmpuint (ludus_medici_state_free_space (&s, 0), ==, n == 2 ? 7 : 5);
      g_assert_cmpuint (s.deck_len, ==, 110);
      g_assert_cmpuint (s.market_len, ==, 0);
      g_assert_cmpuint (s.day, ==, 0);
      g_assert_false (rules->is_over (&s));
      rules->scores (&s, scores);
      for (guint p = 0; p < n; p++)
        {
          g_assert_cmpint (scores[p], ==, 0);
          g_assert_cmpuint (s.ship_cards[p], ==, 0);
          g_assert_cmpuint (s.warehouse_cards[p], ==, 0);
        }
    }
}

static void
test_setup_random_start (void)
{
  g_autoptr(LudusMediciContent) content = load_default ();
  guint starts[4] = { 0 };

  for (guint64 seed = 0; seed < 400; seed++)
    {
      LudusMediciState a, b;

      new_game (&a, content, 4, seed, TRUE, 0);
      new_game (&b, content, 4, seed, TRUE, 0);
      g_assert_cmpuint (rules->current_player (&a), ==, rules->current_player (&b));
      starts[rules->current_player (&a)]++;
    }
  for (guint p = 0; p < 4; p++)
    g_assert_cmpuint (starts[p], >, 50);
}

static void
test_setup_shuffle (void)
{
  g_autoptr(LudusMediciContent) content = load_default ();
  LudusMediciState s;
  gboolean differs = FALSE;

  /* shuffle = FALSE deals in file order. */
  new_game (&s, content, 3, 9, FALSE, 0);
  play (&s, "r r r");
  g_assert_cmpuint (s.market[0], ==, 0);
  g_assert_cmpuint (s.market[1], ==, 1);
  g_assert_cmpuint (s.market[2], ==, 2);

  new_game (&s, content, 3, 9, TRUE, 0);
  for (guint i = 0; i < s.deck_len; i++)
    differs |= s.deck[s.deck_len - 1 - i] != i;
  g_assert_true (differs);
}

/* Spec §3.1: at least one reveal on an empty market, at most three. */
static void
test_turn_reveal (void)
{
  g_autoptr(LudusMediciContent) content = load_default ();
  LudusMediciState s;

  new_game (&s, content, 3, 1, TRUE, 0);
  assert_legal (&s, "r");
  play (&s, "r");
  assert_legal (&s, "r t1");
  play (&s, "r");
  assert_legal (&s, "r t1 t1.2");
  play (&s, "r");
  g_assert_false (is_legal (&s, "r"));
  g_assert_cmpuint (s.market_len, ==, 3);
  g_assert_cmpuint (rules->reveal_count (&s), ==, 3);
}

/* Spec §3.1: a turn starting with a non-empty market may reveal none. */
static void
test_turn_reveal_none (void)
{
  g_autoptr(LudusMediciContent) content = make_content ("", 60);
  LudusMediciState s;
  guint first;

  new_game_starting (&s, content, 3, 0, 0);
  play (&s, "r r t1");
  first = rules->current_player (&s);
  g_assert_cmpuint (first, ==, 1);
  g_assert_cmpuint (s.market_len, ==, 1);
  assert_legal (&s, "r t1");
  play (&s, "t1");
  /* Market empty again: a reveal is needed. */
  assert_legal (&s, "r");
}

/* Spec §3.1 and §5: no reveal with an empty deck; players take from the market. */
static void
test_turn_empty_deck (void)
{
  g_autoptr(LudusMediciContent) content = load_default ();
  LudusMediciState s;

  new_game (&s, content, 6, 3, TRUE, 0);
  play (&s, "r r");
  while (s.deck_len > 0)
    ludus_medici_state_move_card (&s, s.deck[0], LUDUS_MEDICI_LOC_REMOVED);
  assert_legal (&s, "t1 t1.2");
  play (&s, "t1");
  assert_legal (&s, "t1");
}

/* Spec §3.2: the last card is mandatory, the 2nd- and 3rd-last optional,
 * nothing further back. */
static void
test_turn_take_choices (void)
{
  g_autoptr(LudusMediciContent) content = make_content ("f2 f3 f4 f5 d2", 60);
  LudusMediciState s;
  LudusMove move;
  guint8 cards[3];

  new_game_starting (&s, content, 3, 0, 0);
  play (&s, "r r r t1.2");  /* leaves f2 */
  play (&s, "r r");         /* f2 f5 d2 in the market... */
  g_assert_cmpuint (s.market_len, ==, 3);
  assert_legal (&s, "r t1 t1.2 t1.3 t1.2.3");
  play (&s, "r");           /* f2 f5 d2 + the first filler: 4 cards */
  g_assert_cmpuint (s.market_len, ==, 4);
  assert_legal (&s, "t1 t1.2 t1.3 t1.2.3");

  /* t1.3 takes the last and the 3rd-last; the others keep their order. */
  g_assert_true (rules->parse_move (&s, "t1.3", &move));
  g_assert_cmpuint (ludus_medici_state_take_cards (&s, &move, cards), ==, 2);
  g_assert_cmpuint (cards[0], ==, 5);
  g_assert_cmpuint (cards[1], ==, 3);
  play (&s, "t1.3");
  g_assert_cmpuint (s.market_len, ==, 2);
  g_assert_cmpuint (s.market[0], ==, 0);
  g_assert_cmpuint (s.market[1], ==, 4);
  g_assert_cmpuint (s.location[5], ==, LUDUS_MEDICI_LOC_SHIP_OF (1));
  g_assert_cmpuint (s.location[3], ==, LUDUS_MEDICI_LOC_SHIP_OF (1));
}

/* Spec §3.2: a card further back than the 3rd-last is out of reach, and
 * the explanation names the rule; the payouts the views quote are the
 * scoring's. */
static void
test_turn_explain_reach (void)
{
  g_autoptr(LudusMediciContent) content = make_content ("f2 f3 f4 f5 d2", 60);
  LudusMediciState s;
  g_autofree char *reason = NULL;

  new_game_starting (&s, content, 3, 0, 0);
  play (&s, "r r r t1");
  play (&s, "r r");
  g_assert_cmpuint (s.market_len, ==, 4);
  for (guint position = 1; position <= LUDUS_MEDICI_TAKE_REACH; position++)
    g_assert_null (ludus_medici_explain_reach (&s, position));
  reason = ludus_medici_explain_reach (&s, 4);
  g_assert_cmpstr (reason, ==, "Only the last 3 cards of the market can be taken: the last one, and the ones "
                               "just before it if you like. This card lies further back.");
  g_assert_null (ludus_medici_explain_reach (&s, 5));

  g_assert_cmpuint (ludus_medici_ship_payout (4, 0), ==, 30);
  g_assert_cmpuint (ludus_medici_ship_payout (4, 2), ==, 10);
  g_assert_cmpuint (ludus_medici_ship_payout (2, 5), ==, 0);
  g_assert_cmpuint (ludus_medici_majority_payout (0), ==, 10);
  g_assert_cmpuint (ludus_medici_majority_payout (1), ==, 5);
  g_assert_cmpuint (ludus_medici_majority_payout (2), ==, 0);
}

/* Spec §2, §3.2: non-green cards taken may not exceed the free space;
 * green cards take none. */
static void
test_turn_capacity (void)
{
  g_autoptr(LudusMediciContent) content = make_content ("f2 f3 f4 f5 n2* f2* d2 d3 d4 d5", 60);
  LudusMediciState s;

  new_game_starting (&s, content, 3, 0, 0);
  /* Player 0 has 4 of 5 spaces used (plus a green card, which is free). */
  put_on_ship (&s, 0, 6);
  put_on_ship (&s, 0, 7);
  put_on_ship (&s, 0, 8);
  put_on_ship (&s, 0, 9);
  put_on_ship (&s, 0, 4);
  g_assert_cmpuint (s.ship_cards[0], ==, 5);
  g_assert_cmpuint (ludus_medici_state_free_space (&s, 0), ==, 1);

  play (&s, "r r r");  /* f2 f3 f4 */
  assert_legal (&s, "t1");

  /* With green cards behind the last one, all three fit. */
  new_game_starting (&s, content, 3, 0, 0);
  put_on_ship (&s, 0, 6);
  put_on_ship (&s, 0, 7);
  put_on_ship (&s, 0, 8);
  put_on_ship (&s, 0, 9);
  ludus_medici_state_move_card (&s, 4, LUDUS_MEDICI_LOC_DECK);   /* n2* on top */
  ludus_medici_state_move_card (&s, 5, LUDUS_MEDICI_LOC_DECK);   /* f2* on top */
  play (&s, "r r r");  /* f2* n2* f2 */
  assert_legal (&s, "t1 t1.2 t1.3 t1.2.3");
  play (&s, "t1.2.3");
  g_assert_cmpuint (s.ship_space[0], ==, 5);
  g_assert_cmpuint (s.ship_cards[0], ==, 7);
  g_assert_true (ludus_medici_state_is_full (&s, 0));

  /* Two players: capacity 7. */
  new_game_starting (&s, content, 2, 0, 0);
  for (guint c = 6; c < 10; c++)
    put_on_ship (&s, 0, c);
  put_on_ship (&s, 0, 10);
  g_assert_cmpuint (ludus_medici_state_free_space (&s, 0), ==, 2);
  play (&s, "r r r");
  assert_legal (&s, "t1 t1.2 t1.3");
}

/* Spec §3.3: the turn passes clockwise, skipping full ships. */
static void
test_turn_skip_full (void)
{
  g_autoptr(LudusMediciContent) content = make_content ("", 80);
  LudusMediciState s;

  new_game_starting (&s, content, 4, 0, 0);
  /* Player 0 takes two cards a turn, the others one. */
  play (&s, "r r t1.2 r t1 r t1 r t1");
  play (&s, "r r t1.2 r t1 r t1 r t1");
  play (&s, "r t1");
  g_assert_true (ludus_medici_state_is_full (&s, 0));
  g_assert_cmpuint (rules->current_player (&s), ==, 1);
  play (&s, "r t1 r t1 r t1");
  g_assert_cmpuint (rules->current_player (&s), ==, 1);
  play (&s, "r t1");
  g_assert_cmpuint (rules->current_player (&s), ==, 2);
  g_assert_cmpuint (s.day, ==, 0);
}

/* Spec §3, end of day: the last open ship takes one final turn. */
static void
test_turn_final (void)
{
  g_autoptr(LudusMediciContent) content = make_content ("", 60);
  LudusMediciState s;

  new_game_starting (&s, content, 3, 0, 0);
  /* Players 0 and 1 take two cards a turn, player 2 one. */
  play (&s, "r r t1.2 r r t1.2 r t1");
  play (&s, "r r t1.2 r r t1.2 r t1");
  play (&s, "r t1");
  g_assert_true (ludus_medici_state_is_full (&s, 0));
  g_assert_cmpuint (rules->current_player (&s), ==, 1);
  play (&s, "r t1");
  g_assert_true (ludus_medici_state_is_full (&s, 1));
  /* Only player 2 has space: one final turn, then the day ends. */
  g_assert_cmpuint (rules->current_player (&s), ==, 2);
  g_assert_true (s.final_turn);
  play (&s, "r r t1.2");
  g_assert_cmpuint (s.day, ==, 1);
  g_assert_cmpuint (s.days[0].players[0].ship_cards, ==, 5);
  g_assert_cmpuint (s.days[0].players[1].ship_cards, ==, 5);
  g_assert_cmpuint (s.days[0].players[2].ship_cards, ==, 4);
  for (guint p = 0; p < 3; p++)
    g_assert_cmpuint (s.ship_cards[p], ==, 0);
}

/* Spec §3: with 2 players, once one ship is full the other gets one last turn. */
static void
test_turn_final_two_players (void)
{
  g_autoptr(LudusMediciContent) content = make_content ("", 60);
  LudusMediciState s;

  new_game_starting (&s, content, 2, 0, 0);
  play (&s, "r r t1.2 r t1 r r t1.2 r t1 r r t1.2 r t1");
  g_assert_cmpuint (s.ship_space[0], ==, 6);
  play (&s, "r r t1");
  g_assert_true (ludus_medici_state_is_full (&s, 0));
  g_assert_cmpuint (s.market_len, ==, 1);
  g_assert_cmpuint (rules->current_player (&s), ==, 1);
  g_assert_true (s.final_turn);
  play (&s, "t1");
  g_assert_cmpuint (s.day, ==, 1);
  g_assert_cmpuint (s.days[0].players[0].ship_cards, ==, 7);
  g_assert_cmpuint (s.days[0].players[1].ship_cards, ==, 4);
}

/* Spec §3: the day also ends when the deck and the market are both empty. */
static void
test_turn_defensive_end (void)
{
  g_autoptr(LudusMediciContent) content = make_content ("f3 d4", 60);
  LudusMediciState s;

  new_game_starting (&s, content, 3, 0, 0);
  while (s.deck_len > 2)
    ludus_medici_state_move_card (&s, s.deck[0], LUDUS_MEDICI_LOC_REMOVED);
  play (&s, "r t1");
  g_assert_cmpuint (s.day, ==, 0);
  play (&s, "r t1");
  /* Nobody is full, but nothing is left to reveal or take; the next days
   * start with an empty deck too, so they end at once. */
  g_assert_cmpuint (s.day, ==, 3);
  g_assert_cmpuint (s.days[0].players[2].ship_cards, ==, 0);
  g_assert_cmpuint (s.days[0].players[0].ship_value, ==, 3);
  g_assert_cmpuint (s.days[0].players[1].ship_value, ==, 4);
}

/* Spec §3: the rulebook example. */
static void
test_rulebook_turns (void)
{
  g_autoptr(LudusMediciContent) content = load_fixture ("rulebook-example.json");
  static const char * const names[] = { "Anna", "Britta", "Carlos" };
  LudusMediciState s;
  LudusMove move;
  guint8 ship[LUDUS_MEDICI_MAX_CARDS];
  char *text;

  new_game_starting (&s, content, 3, 0, 0);

  /* Anna reveals Cloth 0, Fur 3, green 2, takes the green 2 and Fur 3. */
  rules->parse_move (&s, "r", &move);
  text = rules->describe_move (&s, &move, names);
  g_assert_cmpstr (text, ==, "Anna revealed Cloth 0");
  g_free (text);
  play (&s, "r r r");
  rules->parse_move (&s, "t1.2", &move);
  text = rules->describe_move (&s, &move, names);
  g_assert_cmpstr (text, ==, "Anna took Fur 3 and Green 2");
  g_free (text);
  play (&s, "t1.2");
  g_assert_cmpuint (s.market_len, ==, 1);
  g_assert_cmpuint (s.market[0], ==, 0);
  g_assert_cmpuint (ludus_medici_state_get_ship (&s, 0, ship), ==, 2);
  g_assert_cmpuint (ship[0], ==, 1);
  g_assert_cmpuint (ship[1], ==, 2);
  g_assert_cmpuint (s.ship_value[0], ==, 5);
  g_assert_cmpuint (s.ship_space[0], ==, 1);

  /* Britta reveals Grain 5, Cloth 4, takes Cloth 4 and Cloth 0. */
  g_assert_cmpuint (rules->current_player (&s), ==, 1);
  play (&s, "r r");
  rules->parse_move (&s, "t1.3", &move);
  text = rules->describe_move (&s, &move, names);
  g_assert_cmpstr (text, ==, "Britta took Cloth 0 and Cloth 4");
  g_free (text);
  play (&s, "t1.3");
  g_assert_cmpuint (s.market_len, ==, 1);
  g_assert_cmpuint (s.market[0], ==, 3);
  g_assert_cmpuint (ludus_medici_state_get_ship (&s, 1, ship), ==, 2);
  g_assert_cmpuint (ship[0], ==, 0);
  g_assert_cmpuint (ship[1], ==, 4);

  /* Carlos reveals nothing and takes Grain 5. */
  g_assert_cmpuint (rules->current_player (&s), ==, 2);
  play (&s, "t1");
  g_assert_cmpuint (ludus_medici_state_get_ship (&s, 2, ship), ==, 1);
  g_assert_cmpuint (ship[0], ==, 3);
  g_assert_cmpuint (s.market_len, ==, 0);
  g_assert_cmpuint (rules->current_player (&s), ==, 0);
  g_assert_cmpuint (rules->reveal_count (&s), ==, 5);
}

/* Scoring */

/* Spec §4 (a): the ship table, distinct values. */
static void
test_scoring_ship_table (void)
{
  static const guint table[7][6] = {
    [2] = { 20, 0 },
    [3] = { 30, 15, 0 },
    [4] = { 30, 20, 10, 0 },
    [5] = { 30, 20, 10, 5, 0 },
    [6] = { 30, 20, 15, 10, 5, 0 },
  };
  g_autoptr(LudusMediciContent) content = make_content ("n9 n8 n6 n5 n2 n4 n3", 90);

  for (guint n = 2; n <= 6; n++)
    {
      LudusMediciState s;

      new_game (&s, content, n, 2, TRUE, 0);
      /* Players 1…5 get 9, 8, 6, 5, 2; player 0 gets 4 + 3 = 7. */
      for (guint p = 1; p < n; p++)
        put_on_ship (&s, p, p - 1);
      put_on_ship (&s, 0, 5);
      put_on_ship (&s, 0, 6);
      ludus_medici_state_end_day (&s);
      g_assert_cmpuint (s.days[0].players[0].ship_value, ==, 7);
      /* Ranks by value, then payouts from the table. */
      for (guint p = 0; p < n; p++)
        {
          guint above = 0;

          for (guint q = 0; q < n; q++)
            above += s.days[0].players[q].ship_value > s.days[0].players[p].ship_value;
          g_assert_cmpuint (s.days[0].players[p].ship_rank, ==, above + 1);
          g_assert_cmpuint (s.days[0].players[p].ship_payout, ==, table[n][above]);
          g_assert_cmpuint (s.florins[p], ==, table[n][above]);
        }
    }
}

/* Spec §4 ties: 4 players, ship values 20, 16, 16, 13 → 30, 15, 15, 0. */
static void
test_scoring_tie_ships (void)
{
  g_autoptr(LudusMediciContent) content = make_content ("n9 n9 n2 n9 n7 n9 n7 n9 n4", 60);
  LudusMediciState s;
  LudusProjection projections[LUDUS_MAX_PLAYERS];

  new_game (&s, content, 4, 1, TRUE, 0);
  put_on_ship (&s, 0, 0);
  put_on_ship (&s, 0, 1);
  put_on_ship (&s, 0, 2);
  put_on_ship (&s, 1, 3);
  put_on_ship (&s, 1, 4);
  put_on_ship (&s, 2, 5);
  put_on_ship (&s, 2, 6);
  put_on_ship (&s, 3, 7);
  put_on_ship (&s, 3, 8);
  /* If the day ended now: the florins the day's end gives. */
  rules->project_scores (&s, projections);
  g_assert_cmpuint (s.day, ==, 0);
  ludus_medici_state_end_day (&s);
  for (guint p = 0; p < 4; p++)
    {
      g_assert_cmpint (projections[p].total, ==, s.florins[p]);
      g_assert_cmpstr (projections[p].lines[1].label, ==, "Ship");
      g_assert_cmpint (projections[p].lines[1].points, ==, s.days[0].players[p].ship_payout);
    }
  g_assert_cmpuint (s.days[0].players[0].ship_value, ==, 20);
  g_assert_cmpuint (s.days[0].players[1].ship_value, ==, 16);
  g_assert_cmpuint (s.days[0].players[2].ship_value, ==, 16);
  g_assert_cmpuint (s.days[0].players[3].ship_value, ==, 13);
  g_assert_cmpuint (s.days[0].players[0].ship_payout, ==, 30);
  g_assert_cmpuint (s.days[0].players[1].ship_payout, ==, 15);
  g_assert_cmpuint (s.days[0].players[2].ship_payout, ==, 15);
  g_assert_cmpuint (s.days[0].players[3].ship_payout, ==, 0);
  /* Tied ships share rank 2; the next is placed two positions lower. */
  g_assert_cmpuint (s.days[0].players[1].ship_rank, ==, 2);
  g_assert_cmpuint (s.days[0].players[2].ship_rank, ==, 2);
  g_assert_cmpuint (s.days[0].players[3].ship_rank, ==, 4);
  g_assert_cmpuint (s.florins[0], ==, 30);
  g_assert_cmpuint (s.florins[3], ==, 0);
}

/* Spec §4 ties: two tie for the most dye → 5 each; the third gets 0. */
static void
test_scoring_tie_dye (void)
{
  g_autoptr(LudusMediciContent) content = make_content ("d0 d0 d0 d0 d0", 60);
  LudusMediciState s;

  new_game (&s, content, 3, 1, TRUE, 0);
  put_on_ship (&s, 0, 0);
  put_on_ship (&s, 0, 1);
  put_on_ship (&s, 1, 2);
  put_on_ship (&s, 1, 3);
  put_on_ship (&s, 2, 4);
  ludus_medici_state_end_day (&s);
  g_assert_cmpuint (s.days[0].players[0].majority[LUDUS_MEDICI_DYE], ==, 5);
  g_assert_cmpuint (s.days[0].players[1].majority[LUDUS_MEDICI_DYE], ==, 5);
  g_assert_cmpuint (s.days[0].players[2].majority[LUDUS_MEDICI_DYE], ==, 0);
}

/* Spec §4 ties: one has the most grain, two tie for second → 0 each. */
static void
test_scoring_tie_grain (void)
{
  g_autoptr(LudusMediciContent) content = make_content ("g0 g0 g0 g0", 60);
  LudusMediciState s;

  new_game (&s, content, 3, 1, TRUE, 0);
  put_on_ship (&s, 0, 0);
  put_on_ship (&s, 0, 1);
  put_on_ship (&s, 1, 2);
  put_on_ship (&s, 2, 3);
  ludus_medici_state_end_day (&s);
  g_assert_cmpuint (s.days[0].players[0].majority[LUDUS_MEDICI_GRAIN], ==, 10);
  g_assert_cmpuint (s.days[0].players[1].majority[LUDUS_MEDICI_GRAIN], ==, 0);
  g_assert_cmpuint (s.days[0].players[2].majority[LUDUS_MEDICI_GRAIN], ==, 0);
}

/* The tie rule on its own: payouts of occupied positions, split, floored to 5. */
static void
test_scoring_split_payouts (void)
{
  static const guint8 ships6[] = { 30, 20, 15, 10, 5, 0 };
  static const guint8 majority[] = { 10, 5 };
  guint values[6];
  guint8 out[6], ranks[6];

  /* Three tie for first of six: (30 + 20 + 15) / 3 = 21.67 → 20. */
  memcpy (values, (guint[]) { 9, 9, 9, 4, 4, 1 }, sizeof values);
  ludus_medici_split_payouts (6, values, 0x3f, ships6, 6, out, ranks);
  g_assert_cmpmem (out, 6, ((guint8[]) { 20, 20, 20, 5, 5, 0 }), 6);
  g_assert_cmpmem (ranks, 6, ((guint8[]) { 1, 1, 1, 4, 4, 6 }), 6);

  /* Unranked players get nothing and take no position. */
  memcpy (values, (guint[]) { 0, 3, 0, 0, 0, 0 }, sizeof values);
  ludus_medici_split_payouts (2, values, 0x2, majority, 2, out, ranks);
  g_assert_cmpmem (out, 2, ((guint8[]) { 0, 10 }), 2);
  g_assert_cmpmem (ranks, 2, ((guint8[]) { 0, 1 }), 2);
}

/* Spec §4 (b): goods into the warehouse, green 2s and black 7s out. */
static void
test_scoring_unload (void)
{
  g_autoptr(LudusMediciContent) content = make_content ("f3 c0x n2* n7 s0*", 60);
  LudusMediciState s;

  new_game (&s, content, 3, 1, TRUE, 0);
  for (guint c = 0; c < 5; c++)
    put_on_ship (&s, 1, c);
  g_assert_cmpuint (s.ship_value[1], ==, 12);
  g_assert_cmpuint (s.ship_space[1], ==, 3);
  ludus_medici_state_end_day (&s);
  g_assert_cmpuint (s.ship_cards[1], ==, 0);
  g_assert_cmpuint (s.ship_space[1], ==, 0);
  g_assert_cmpuint (s.ship_value[1], ==, 0);
  g_assert_cmpuint (s.location[0], ==, LUDUS_MEDICI_LOC_WAREHOUSE_OF (1));
  g_assert_cmpuint (s.location[1], ==, LUDUS_MEDICI_LOC_WAREHOUSE_OF (1));
  g_assert_cmpuint (s.location[2], ==, LUDUS_MEDICI_LOC_REMOVED);
  g_assert_cmpuint (s.location[3], ==, LUDUS_MEDICI_LOC_REMOVED);
  g_assert_cmpuint (s.location[4], ==, LUDUS_MEDICI_LOC_WAREHOUSE_OF (1));
  g_assert_cmpuint (s.warehouse_cards[1], ==, 3);
  g_assert_cmpuint (s.stock[1][LUDUS_MEDICI_FUR], ==, 1);
  g_assert_cmpuint (s.stock[1][LUDUS_MEDICI_CLOTH], ==, 2);
  g_assert_cmpuint (s.stock[1][LUDUS_MEDICI_SPICE], ==, 1);
  g_assert_cmpuint (s.days[0].players[1].ship_value, ==, 12);
  g_assert_cmpuint (s.days[0].players[1].ship_cards, ==, 5);

  /* The warehouse stays: day 2 counts day 1's goods again. */
  ludus_medici_state_end_day (&s);
  g_assert_cmpuint (s.days[1].players[1].symbols[LUDUS_MEDICI_CLOTH], ==, 2);
  g_assert_cmpuint (s.days[1].players[1].majority[LUDUS_MEDICI_CLOTH], ==, 10);
}

/* Spec §4 (c): majorities count symbols, not cards. */
static void
test_scoring_majority_symbols (void)
{
  g_autoptr(LudusMediciContent) content = make_content ("f0x f0x f0 f0 f0", 60);
  LudusMediciState s;

  new_game (&s, content, 3, 1, TRUE, 0);
  put_on_ship (&s, 0, 0);
  put_on_ship (&s, 0, 1);  /* 2 cards, 4 symbols */
  put_on_ship (&s, 1, 2);
  put_on_ship (&s, 1, 3);
  put_on_ship (&s, 1, 4);  /* 3 cards, 3 symbols */
  ludus_medici_state_end_day (&s);
  g_assert_cmpuint (s.days[0].players[0].symbols[LUDUS_MEDICI_FUR], ==, 4);
  g_assert_cmpuint (s.days[0].players[1].symbols[LUDUS_MEDICI_FUR], ==, 3);
  g_assert_cmpuint (s.days[0].players[0].majority[LUDUS_MEDICI_FUR], ==, 10);
  g_assert_cmpuint (s.days[0].players[1].majority[LUDUS_MEDICI_FUR], ==, 5);
  g_assert_cmpuint (s.days[0].players[2].majority[LUDUS_MEDICI_FUR], ==, 0);
}

/* Spec §4 (c): a player with 0 symbols of a good is not ranked for it. */
static void
test_scoring_majority_unranked (void)
{
  g_autoptr(LudusMediciContent) content = make_content ("f0 f0", 60);
  LudusMediciState s;

  new_game (&s, content, 2, 1, TRUE, 0);
  put_on_ship (&s, 0, 0);
  ludus_medici_state_end_day (&s);
  g_assert_cmpuint (s.days[0].players[0].majority[LUDUS_MEDICI_FUR], ==, 10);
  /* Ranked, player 1 would have been second with 5. */
  g_assert_cmpuint (s.days[0].players[1].majority[LUDUS_MEDICI_FUR], ==, 0);
  for (guint g = 0; g < LUDUS_MEDICI_N_GOODS; g++)
    if (g != LUDUS_MEDICI_FUR)
      {
        g_assert_cmpuint (s.days[0].players[0].majority[g], ==, 0);
        g_assert_cmpuint (s.days[0].players[1].majority[g], ==, 0);
      }
}

/* Puts symbols of a good into a player's warehouse: cards first..first+n-1. */
static void
stock_up (LudusMediciState *s,
          guint             player,
          guint             first,
          guint             n)
{
  for (guint c = first; c < first + n; c++)
    ludus_medici_state_move_card (s, c, LUDUS_MEDICI_LOC_WAREHOUSE_OF (player));
}

/* Spec §4 (d): 10 per good with at least 5 symbols, every day. */
static void
test_scoring_bonus (void)
{
  g_autoptr(LudusMediciContent) content = make_content ("s0 s0 s0 s0 s0 s0 s0 s0 s0 "
                                                        "d0 d0 d0 d0 d0", 60);
  LudusMediciState s;

  new_game (&s, content, 3, 1, TRUE, 0);
  stock_up (&s, 0, 0, 5);  /* 5 spice */
  stock_up (&s, 1, 5, 4);  /* 4 spice */
  stock_up (&s, 0, 9, 5);  /* 5 dye */
  ludus_medici_state_end_day (&s);
  g_assert_cmpuint (s.days[0].players[0].bonus[LUDUS_MEDICI_SPICE], ==, 10);
  g_assert_cmpuint (s.days[0].players[0].bonus[LUDUS_MEDICI_DYE], ==, 10);
  g_assert_cmpuint (s.days[0].players[1].bonus[LUDUS_MEDICI_SPICE], ==, 0);
  ludus_medici_state_end_day (&s);
  g_assert_cmpuint (s.days[1].players[0].bonus[LUDUS_MEDICI_SPICE], ==, 10);
  g_assert_cmpuint (s.days[1].players[0].bonus[LUDUS_MEDICI_DYE], ==, 10);
  /* Independent of rank: ship tie 15, spice 10 + 10, dye 10 + 10. */
  g_assert_cmpuint (s.days[1].players[0].total, ==, 15 + 20 + 20);
}

/* Spec §4 (d): with 2 players the bonus needs 7 symbols. */
static void
test_scoring_bonus_two_players (void)
{
  g_autoptr(LudusMediciContent) content = make_content ("s0 s0 s0 s0 s0 s0 s0 "
                                                        "d0 d0 d0 d0 d0 d0", 60);
  LudusMediciState s;

  new_game (&s, content, 2, 1, TRUE, 0);
  stock_up (&s, 0, 0, 7);
  stock_up (&s, 1, 7, 6);
  ludus_medici_state_end_day (&s);
  g_assert_cmpuint (s.days[0].players[0].bonus[LUDUS_MEDICI_SPICE], ==, 10);
  g_assert_cmpuint (s.days[0].players[1].bonus[LUDUS_MEDICI_DYE], ==, 0);
}

/* Spec §6: big stocks pays 20 at 8 (10 with 2 players), 10 below. */
static void
test_scoring_big_stocks (void)
{
  g_autoptr(LudusMediciContent) content = make_content ("s0 s0 s0 s0 s0 s0 s0 s0 s0 s0 "
                                                        "d0 d0 d0 d0 d0 d0 d0 d0 d0", 60);
  static const struct
  {
    guint n_players;
    gboolean variant;
    guint spice, dye;
    guint spice_bonus, dye_bonus;
  } cases[] = {
    { 3, TRUE,  8, 7,  20, 10 },
    { 3, FALSE, 8, 7,  10, 10 },
    { 3, TRUE,  10, 5, 20, 10 },
    { 2, TRUE,  10, 9, 20, 10 },
    { 2, FALSE, 10, 9, 10, 10 },
    { 2, TRUE,  9, 6,  10, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      LudusMediciState s;

      new_game (&s, content, cases[i].n_players, 1, TRUE,
                cases[i].variant ? LUDUS_MEDICI_VARIANT_BIG_STOCKS : 0);
      stock_up (&s, 0, 0, cases[i].spice);
      stock_up (&s, 1, 10, cases[i].dye);
      ludus_medici_state_end_day (&s);
      g_assert_cmpuint (s.days[0].players[0].bonus[LUDUS_MEDICI_SPICE], ==, cases[i].spice_bonus);
      g_assert_cmpuint (s.days[0].players[1].bonus[LUDUS_MEDICI_DYE], ==, cases[i].dye_bonus);
    }
  g_assert_cmpstr (rules->variants[0].id, ==, "big-stocks");
}

/* Days */

/* Spec §5: the market goes back into the deck, which is shuffled. */
static void
test_days_market_returns (void)
{
  g_autoptr(LudusMediciContent) content = load_default ();
  LudusMediciState s;
  guint8 market[3];
  guint8 deck[LUDUS_MEDICI_MAX_CARDS];
  gboolean found[3] = { FALSE, FALSE, FALSE };

  new_game (&s, content, 3, 4, TRUE, 0);
  play (&s, "r r r t1");
  memcpy (market, s.market, 2);
  put_on_ship (&s, 0, s.deck[0]);
  memcpy (deck, s.deck, s.deck_len);
  ludus_medici_state_end_day (&s);
  /* Reshuffled, not just put back on top or underneath. */
  g_assert_true (memcmp (deck, s.deck, 106) != 0);
  g_assert_true (memcmp (deck, s.deck + 2, 106) != 0);
  g_assert_cmpuint (s.day, ==, 1);
  g_assert_cmpuint (s.market_len, ==, 0);
  g_assert_cmpuint (s.deck_len, ==, 110 - 2);
  for (guint i = 0; i < s.deck_len; i++)
    for (guint j = 0; j < 2; j++)
      found[j] |= s.deck[i] == market[j];
  g_assert_true (found[0] && found[1]);
  g_assert_cmpuint (s.turn_reveals, ==, 0);
  assert_legal (&s, "r");
}

/* In a file-order game (shuffle = FALSE) the market goes under the deck,
 * in market order, and the deck keeps its order. */
static void
test_days_file_order (void)
{
  g_autoptr(LudusMediciContent) content = load_default ();
  LudusMediciState s;

  new_game (&s, content, 3, 4, FALSE, 0);
  play (&s, "r r r t1");
  ludus_medici_state_end_day (&s);
  g_assert_cmpuint (s.deck_len, ==, 109);
  g_assert_cmpuint (s.deck[0], ==, 0);
  g_assert_cmpuint (s.deck[1], ==, 1);
  g_assert_cmpuint (s.deck[s.deck_len - 1], ==, 3);
  g_assert_cmpuint (s.deck[2], ==, 109);
}

/* Spec §5: the fewest florins starts the next day. */
static void
test_days_fewest_starts (void)
{
  g_autoptr(LudusMediciContent) content = load_default ();

  for (guint poorest = 0; poorest < 3; poorest++)
    {
      LudusMediciState s;

      new_game (&s, content, 3, 4, TRUE, 0);
      for (guint p = 0; p < 3; p++)
        s.florins[p] = p == poorest ? 10 : 40 + 5 * p;
      /* Empty ships tie: (30 + 15 + 0) / 3 = 15 each. */
      ludus_medici_state_end_day (&s);
      g_assert_cmpuint (s.florins[poorest], ==, 25);
      g_assert_cmpuint (rules->current_player (&s), ==, poorest);
    }
}

/* Spec §5: ties for the fewest florins are broken at random. */
static void
test_days_fewest_tie (void)
{
  g_autoptr(LudusMediciContent) content = load_default ();
  guint starts[4] = { 0 };

  for (guint64 seed = 0; seed < 200; seed++)
    {
      LudusMediciState s;

      new_game (&s, content, 4, seed, TRUE, 0);
      s.florins[0] = 30;
      s.florins[1] = 5;
      s.florins[2] = 30;
      s.florins[3] = 5;
      ludus_medici_state_end_day (&s);
      starts[rules->current_player (&s)]++;
    }
  g_assert_cmpuint (starts[0], ==, 0);
  g_assert_cmpuint (starts[2], ==, 0);
  g_assert_cmpuint (starts[1], >, 50);
  g_assert_cmpuint (starts[3], >, 50);
}

/* Spec §5: three days, then most florins wins; ties share the victory. */
static void
test_game_three_days (void)
{
  g_autoptr(LudusMediciContent) content = load_default ();
  LudusMediciState s;
  LudusMove moves[LUDUS_MAX_MOVES];

  new_game (&s, content, 3, 4, TRUE, 0);
  ludus_medici_state_end_day (&s);
  ludus_medici_state_end_day (&s);
  g_assert_false (rules->is_over (&s));
  g_assert_cmpuint (rules->legal_moves (&s, moves), >, 0);
  s.florins[0] = 80;
  s.florins[1] = 80;
  s.florins[2] = 20;
  ludus_medici_state_end_day (&s);
  g_assert_true (rules->is_over (&s));
  g_assert_cmpuint (s.day, ==, 3);
  g_assert_cmpuint (rules->legal_moves (&s, moves), ==, 0);
  g_assert_cmpuint (rules->winners (&s), ==, 0x3);

  s.florins[1] = 75;
  g_assert_cmpuint (rules->winners (&s), ==, 0x1);
}

/* Notation and descriptions */

static void
test_notation (void)
{
  g_autoptr(LudusMediciContent) content = load_default ();
  static const char * const good[] = { "r", "t1", "t1.2", "t1.3", "t1.2.3" };
  static const char * const garbage[] = {
    "", "x", "t", "t2", "t0", "t1.", "t1.2.3.4", "t1.3.2", "t2.1", "r ", " r", "T1", "rr", "t1,2",
  };
  LudusMediciState s;

  new_game (&s, content, 3, 4, TRUE, 0);
  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      LudusMove move, zero = { 0 };
      char buffer[LUDUS_NOTATION_SIZE];

      g_assert_true (rules->parse_move (&s, good[i], &move));
      rules->format_move (&s, &move, buffer);
      g_assert_cmpstr (buffer, ==, good[i]);
      /* Only the first two bytes are used. */
      g_assert_cmpmem (move.bytes + 2, LUDUS_MOVE_SIZE - 2, zero.bytes + 2, LUDUS_MOVE_SIZE - 2);
    }
  for (guint i = 0; i < G_N_ELEMENTS (garbage); i++)
    {
      LudusMove move;

      g_assert_false (rules->parse_move (&s, garbage[i], &move));
    }
}

static void
test_describe_take_three (void)
{
  g_autoptr(LudusMediciContent) content = make_content ("f3 c0x n2*", 60);
  static const char * const names[] = { "Anna", "Britta" };
  LudusMediciState s;
  LudusMove move = ludus_medici_move_take (LUDUS_MEDICI_TAKE_LAST |
                                           LUDUS_MEDICI_TAKE_SECOND |
                                           LUDUS_MEDICI_TAKE_THIRD);
  g_autofree char *text = NULL;

  new_game_starting (&s, content, 2, 1, 0);
  play (&s, "r r r");
  text = rules->describe_move (&s, &move, names);
  g_assert_cmpstr (text, ==, "Britta took Fur 3, Cloth 0 (double) and Green 2");
}

static void
test_card_names (void)
{
  g_autoptr(LudusMediciContent) content = make_content ("f3 c0x n2* n7 s0* d1x*", 60);
  static const char * const expected[] = {
    "Fur 3", "Cloth 0 (double)", "Green 2", "Black 7", "Spice 0 (green flag)", "Dye 1 (double, green flag)",
  };

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *name = ludus_medici_card_name (&content->cards[i]);

      g_assert_cmpstr (name, ==, expected[i]);
    }
}

static void
test_breakdown_json (void)
{
  g_autoptr(LudusMediciContent) content = make_content ("f3 f0x n7", 60);
  g_autoptr(JsonNode) before = NULL;
  g_autoptr(JsonNode) after = NULL;
  g_autofree char *text = NULL;
  LudusMediciState s;
  JsonObject *root, *player, *fur;
  JsonArray *days;

  new_game (&s, content, 2, 1, TRUE, 0);
  before = rules->breakdown (&s);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_node_get_object (before), "days")), ==, 0);

  put_on_ship (&s, 0, 0);
  put_on_ship (&s, 0, 1);
  put_on_ship (&s, 1, 2);
  ludus_medici_state_end_day (&s);
  after = rules->breakdown (&s);
  text = json_to_string (after, FALSE);
  root = json_node_get_object (after);
  days = json_object_get_array_member (root, "days");
  g_assert_cmpuint (json_array_get_length (days), ==, 1);
  player = json_array_get_object_element (json_object_get_array_member (json_array_get_object_element (days, 0), "players"), 0);
  g_assert_cmpint (json_object_get_int_member (player, "ship_value"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (player, "ship_payout"), ==, 0);
  fur = json_object_get_object_member (json_object_get_object_member (player, "goods"), "fur");
  g_assert_cmpint (json_object_get_int_member (fur, "symbols"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (fur, "majority"), ==, 10);
  g_assert_cmpint (json_object_get_int_member (fur, "bonus"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (player, "total"), ==, 10);
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (root, "florins"), 1), ==, 20);
}

/* Random games */

static void
check_invariants (const LudusMediciState *s)
{
  const LudusMediciContent *content = s->content;
  guint ship_cards[LUDUS_MEDICI_MAX_PLAYERS] = { 0 };
  guint ship_space[LUDUS_MEDICI_MAX_PLAYERS] = { 0 };
  guint ship_value[LUDUS_MEDICI_MAX_PLAYERS] = { 0 };
  guint ship_symbols[LUDUS_MEDICI_MAX_PLAYERS][LUDUS_MEDICI_N_GOODS] = { { 0 } };
  guint warehouse[LUDUS_MEDICI_MAX_PLAYERS] = { 0 };
  guint stock[LUDUS_MEDICI_MAX_PLAYERS][LUDUS_MEDICI_N_GOODS] = { { 0 } };
  guint in_deck = 0, in_market = 0, removed = 0, total = 0;

  for (guint i = 0; i < s->deck_len; i++)
    g_assert_cmpuint (s->location[s->deck[i]], ==, LUDUS_MEDICI_LOC_DECK);
  for (guint i = 0; i < s->market_len; i++)
    g_assert_cmpuint (s->location[s->market[i]], ==, LUDUS_MEDICI_LOC_MARKET);

  for (guint c = 0; c < content->n_cards; c++)
    {
      const LudusMediciCard *card = &content->cards[c];
      guint location = s->location[c];
      guint p = location & 0x0f;

      if (location == LUDUS_MEDICI_LOC_DECK)
        in_deck++;
      else if (location == LUDUS_MEDICI_LOC_MARKET)
        in_market++;
      else if (location == LUDUS_MEDICI_LOC_REMOVED)
        {
          g_assert_cmpuint (card->goods, ==, LUDUS_MEDICI_NO_GOODS);
          removed++;
        }
      else if ((location & 0xf0) == LUDUS_MEDICI_LOC_SHIP)
        {
          g_assert_cmpuint (p, <, s->n_players);
          ship_cards[p]++;
          ship_space[p] += !card->green;
          ship_value[p] += card->value;
          if (card->goods != LUDUS_MEDICI_NO_GOODS)
            ship_symbols[p][card->goods] += card->symbols;
        }
      else
        {
          g_assert_cmpuint (location & 0xf0, ==, LUDUS_MEDICI_LOC_WAREHOUSE);
          g_assert_cmpuint (p, <, s->n_players);
          g_assert_cmpuint (card->goods, !=, LUDUS_MEDICI_NO_GOODS);
          warehouse[p]++;
          stock[p][card->goods] += card->symbols;
        }
    }

  /* Every card is in exactly one place. */
  g_assert_cmpuint (in_deck, ==, s->deck_len);
  g_assert_cmpuint (in_market, ==, s->market_len);
  total = s->deck_len + s->market_len + removed;
  for (guint p = 0; p < s->n_players; p++)
    {
      g_assert_cmpuint (ship_cards[p], ==, s->ship_cards[p]);
      g_assert_cmpuint (ship_space[p], ==, s->ship_space[p]);
      g_assert_cmpuint (ship_value[p], ==, s->ship_value[p]);
      g_assert_cmpuint (warehouse[p], ==, s->warehouse_cards[p]);
      for (guint g = 0; g < LUDUS_MEDICI_N_GOODS; g++)
        {
          g_assert_cmpuint (stock[p][g], ==, s->stock[p][g]);
          g_assert_cmpuint (ship_symbols[p][g], ==, s->ship_symbols[p][g]);
        }
      /* No ship over capacity. */
      g_assert_cmpuint (s->ship_space[p], <=, s->capacity);
      total += s->ship_cards[p] + s->warehouse_cards[p];
    }
  g_assert_cmpuint (total, ==, content->n_cards);

  g_assert_cmpuint (s->turn_reveals, <=, LUDUS_MEDICI_MAX_REVEALS);
  g_assert_cmpuint (s->day, <=, LUDUS_MEDICI_N_DAYS);
  if (s->day < LUDUS_MEDICI_N_DAYS)
    g_assert_cmpuint (s->ship_space[s->current], <, s->capacity);
  else
    for (guint p = 0; p < s->n_players; p++)
      g_assert_cmpuint (s->ship_cards[p], ==, 0);
}

static void
check_day_breakdown (const LudusMediciState *s,
                     const guint16          *florins_before)
{
  static const guint table_sum[] = { 0, 0, 20, 45, 60, 65, 80 };
  const LudusMediciDay *day = &s->days[s->day - 1];
  guint ship_sum = 0;

  for (guint p = 0; p < s->n_players; p++)
    {
      const LudusMediciPlayerDay *pd = &day->players[p];
      guint sum = pd->ship_payout;

      for (guint g = 0; g < LUDUS_MEDICI_N_GOODS; g++)
        {
          sum += pd->majority[g] + pd->bonus[g];
          g_assert_cmpuint (pd->symbols[g], ==, s->stock[p][g]);
          g_assert_cmpuint (pd->majority[g] % 5, ==, 0);
        }
      g_assert_cmpuint (pd->ship_payout % 5, ==, 0);
      g_assert_cmpuint (sum, ==, pd->total);
      g_assert_cmpuint (s->florins[p] - florins_before[p], ==, pd->total);
      ship_sum += pd->ship_payout;
    }
  /* Ties round shares down, so the ships never pay more than the table. */
  g_assert_cmpuint (ship_sum, <=, table_sum[s->n_players]);
}

/* Plays one random game, checking every listed move and the invariants
 * after every move; returns the number of moves. */
static guint
play_random_game (const LudusMediciContent *content,
                  guint                     n_players,
                  guint32                   variants,
                  guint64                   seed,
                  gboolean                  check)
{
  LudusMediciState s;
  LudusRng rng;
  LudusMove moves[LUDUS_MAX_MOVES];
  guint n_moves = 0;
  guint day_ends = 0;

  new_game (&s, content, n_players, seed, TRUE, variants);
  ludus_rng_seed (&rng, seed ^ 0x5eed);
  if (check)
    check_invariants (&s);

  while (!rules->is_over (&s))
    {
      guint n = rules->legal_moves (&s, moves);
      guint16 florins[LUDUS_MEDICI_MAX_PLAYERS];
      guint day = s.day;

      g_assert_cmpuint (n, >, 0);
      if (check)
        for (guint i = 0; i < n; i++)
          {
            char buffer[LUDUS_NOTATION_SIZE];
            LudusMove parsed;
            LudusMediciState copy;

            rules->format_move (&s, &moves[i], buffer);
            g_assert_true (rules->parse_move (&s, buffer, &parsed));
            g_assert_true (ludus_move_equal (&parsed, &moves[i]));
            memcpy (&copy, &s, sizeof s);
            rules->apply (&copy, &moves[i]);
            check_invariants (&copy);
          }

      memcpy (florins, s.florins, sizeof florins);
      rules->apply (&s, &moves[ludus_rng_below (&rng, n)]);
      n_moves++;
      g_assert_cmpuint (n_moves, <, 2000);

      if (check)
        {
          check_invariants (&s);
          for (guint p = 0; p < n_players; p++)
            g_assert_cmpuint (s.florins[p], >=, florins[p]);
          if (s.day != day)
            {
              g_assert_cmpuint (s.day, ==, day + 1);
              day_ends++;
              check_day_breakdown (&s, florins);
            }
          else
            g_assert_cmpmem (florins, sizeof florins, s.florins, sizeof florins);
        }
    }

  if (check)
    {
      g_assert_cmpuint (day_ends, ==, LUDUS_MEDICI_N_DAYS);
      g_assert_cmpuint (rules->winners (&s), !=, 0);
    }
  return n_moves;
}

static void
test_random_invariants (void)
{
  g_autoptr(LudusMediciContent) content = load_default ();
  guint n_games = ludus_test_n_games (10000);

  for (guint i = 0; i < n_games; i++)
    play_random_game (content, 2 + i % 5, (i / 5) % 2 ? LUDUS_MEDICI_VARIANT_BIG_STOCKS : 0, i, TRUE);
}

static void
test_random_same_seed (void)
{
  g_autoptr(LudusMediciContent) content = load_default ();

  for (guint64 seed = 100; seed < 120; seed++)
    {
      LudusMediciState a, b;
      LudusRng ra, rb;
      LudusMove moves[LUDUS_MAX_MOVES];

      new_game (&a, content, 4, seed, TRUE, 0);
      new_game (&b, content, 4, seed, TRUE, 0);
      ludus_rng_seed (&ra, seed);
      ludus_rng_seed (&rb, seed);
      while (!rules->is_over (&a))
        {
          guint n = rules->legal_moves (&a, moves);

          rules->apply (&a, &moves[ludus_rng_below (&ra, n)]);
          n = rules->legal_moves (&b, moves);
          rules->apply (&b, &moves[ludus_rng_below (&rb, n)]);
          g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
        }
      g_assert_true (rules->is_over (&b));

      /* Another seed deals another game. */
      new_game (&b, content, 4, seed + 1000, TRUE, 0);
      new_game (&a, content, 4, seed, TRUE, 0);
      g_assert_true (memcmp (a.deck, b.deck, sizeof a.deck) != 0);
    }
}

/* Determinize keeps all the observer sees and redraws only the deck order. */
static void
test_determinize (void)
{
  g_autoptr(LudusMediciContent) content = load_default ();
  LudusMediciState s, d;
  LudusRng rng;
  guint counts[LUDUS_MEDICI_MAX_CARDS] = { 0 };

  new_game (&s, content, 4, 77, TRUE, 0);
  play (&s, "r r t1 r t1.2 r r r t1.3");
  ludus_medici_state_end_day (&s);
  play (&s, "r r t1");
  memcpy (&d, &s, sizeof s);
  ludus_rng_seed (&rng, 5);
  rules->determinize (&d, rules->current_player (&s), &rng);

  /* The deck holds the same cards in another order. */
  g_assert_cmpuint (d.deck_len, ==, s.deck_len);
  g_assert_true (memcmp (d.deck, s.deck, s.deck_len) != 0);
  for (guint i = 0; i < s.deck_len; i++)
    {
      counts[s.deck[i]]++;
      counts[d.deck[i]]--;
    }
  for (guint c = 0; c < LUDUS_MEDICI_MAX_CARDS; c++)
    g_assert_cmpuint (counts[c], ==, 0);

  /* Everything else is untouched, except the state's own RNG. */
  memcpy (d.deck, s.deck, sizeof s.deck);
  d.rng = s.rng;
  g_assert_cmpmem (&d, sizeof d, &s, sizeof s);

  /* The result does not depend on the true order: another order of the
   * same unseen cards determinizes to the same state. */
  memcpy (&d, &s, sizeof s);
  ludus_rng_seed (&rng, 6);
  ludus_rng_shuffle (&rng, d.deck, d.deck_len, 1);
  g_assert_true (memcmp (d.deck, s.deck, s.deck_len) != 0);
  ludus_rng_seed (&rng, 5);
  rules->determinize (&d, rules->current_player (&s), &rng);
  ludus_rng_seed (&rng, 5);
  rules->determinize (&s, rules->current_player (&s), &rng);
  g_assert_cmpmem (&d, sizeof d, &s, sizeof s);
}

/* Defensive rule at the start of a day: an empty deck ends it at once. */
static void
test_days_empty_deck (void)
{
  g_autoptr(LudusMediciContent) content = make_content ("f3", 60);
  LudusMediciState s;

  new_game (&s, content, 3, 1, TRUE, 0);
  put_on_ship (&s, 0, 0);
  while (s.deck_len > 0)
    ludus_medici_state_move_card (&s, s.deck[0], LUDUS_MEDICI_LOC_REMOVED);
  ludus_medici_state_end_day (&s);
  g_assert_true (rules->is_over (&s));
  g_assert_cmpuint (s.days[0].players[0].ship_value, ==, 3);
  /* Fur: 10 for the majority on each of the three days. */
  g_assert_cmpuint (s.florins[0], ==, 30 + 15 + 15 + 10 + 10 + 10);
}

static void
test_policy (void)
{
  g_autoptr(LudusMediciContent) content = load_default ();
  LudusRng rng;

  ludus_rng_seed (&rng, 3);
  for (guint64 seed = 0; seed < 50; seed++)
    {
      LudusMediciState s;
      LudusMove moves[LUDUS_MAX_MOVES];

      new_game (&s, content, 2 + seed % 5, seed, TRUE, 0);
      while (!rules->is_over (&s))
        {
          guint n = rules->legal_moves (&s, moves);
          guint i = rules->policy_move (&s, moves, n, &rng);

          g_assert_cmpuint (i, <, n);
          rules->apply (&s, &moves[i]);
        }
    }
}

static void
test_perf_random_games (void)
{
  g_autoptr(LudusMediciContent) content = load_default ();
  guint64 moves = 0;
  guint games = 0;
  double elapsed;
  g_autoptr(GTimer) timer = g_timer_new ();

  while (g_timer_elapsed (timer, NULL) < 3.0)
    for (guint i = 0; i < 1000; i++, games++)
      moves += play_random_game (content, 4, 0, games, FALSE);
  elapsed = g_timer_elapsed (timer, NULL);
  g_test_minimized_result (elapsed / games, "%.0f random 4-player games per second, %.0f moves per second",
                           games / elapsed, moves / elapsed);
}

/* The log lines of a day's scoring (spec §4, in its order): ships, each
 * good's majorities (first, second, a share) and bonuses, the totals. */
static void
test_scoring_narration (void)
{
  static const char * const names[] = { "Anna", "Béla", "Carlos" };
  static const char * const expected[] = {
    "End of day 1: scoring",
    "Anna’s ship (value 0) earns 5 florins",
    "Anna earns 10 florins for the most Spice (5 symbols)",
    "Anna earns a bonus of 10 florins for Spice (5 symbols)",
    "Anna earns 10 florins for the most Fur (2 symbols)",
    "Anna earns 5 florins for a share of the most Dye (1 symbol)",
    "Anna earns 40 florins on day 1",
    "Béla’s ship (value 3) earns 30 florins",
    "Béla earns 5 florins for the second most Fur (1 symbol)",
    "Béla earns 35 florins on day 1",
    "Carlos’s ship (value 0) earns 5 florins",
    "Carlos earns 5 florins for a share of the most Dye (1 symbol)",
    "Carlos earns 10 florins on day 1",
    NULL
  };
  g_autoptr(LudusMediciContent) content = make_content ("f0 f0 f3 d0 d0 s0 s0 s0 s0 s0", 60);
  LudusMove take = ludus_medici_move_take (LUDUS_MEDICI_TAKE_LAST);
  LudusMove reveal = ludus_medici_move_reveal ();
  LudusMediciState before, after;
  g_auto(GStrv) lines = NULL;

  new_game (&before, content, 3, 1, TRUE, 0);
  put_on_ship (&before, 0, 0);
  put_on_ship (&before, 0, 1);
  put_on_ship (&before, 1, 2);
  put_on_ship (&before, 0, 3);
  put_on_ship (&before, 2, 4);
  stock_up (&before, 0, 5, 5);
  after = before;
  ludus_medici_state_end_day (&after);

  lines = rules->describe_outcome (&before, &after, &take, names);
  g_assert_nonnull (lines);
  for (guint i = 0; expected[i] != NULL || lines[i] != NULL; i++)
    g_assert_cmpstr (lines[i], ==, expected[i]);
  g_assert_cmpuint (after.florins[0], ==, 40);

  /* A move that ends no day says nothing more than its sentence. */
  g_assert_null (rules->describe_outcome (&after, &after, &reveal, names));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/medici/deck/default", test_deck_default);
  g_test_add_func ("/medici/deck/errors", test_deck_errors);
  g_test_add_func ("/medici/deck/header-errors", test_deck_header_errors);
  g_test_add_func ("/medici/deck/player-count", test_deck_player_count);
  g_test_add_func ("/medici/box-facts", test_box_facts);
  g_test_add_func ("/medici/setup/basics", test_setup);
  g_test_add_func ("/medici/setup/random-start", test_setup_random_start);
  g_test_add_func ("/medici/setup/shuffle", test_setup_shuffle);
  g_test_add_func ("/medici/turn/reveal", test_turn_reveal);
  g_test_add_func ("/medici/turn/reveal-none", test_turn_reveal_none);
  g_test_add_func ("/medici/turn/empty-deck", test_turn_empty_deck);
  g_test_add_func ("/medici/turn/explain-reach", test_turn_explain_reach);
  g_test_add_func ("/medici/turn/take-choices", test_turn_take_choices);
  g_test_add_func ("/medici/turn/capacity", test_turn_capacity);
  g_test_add_func ("/medici/turn/skip-full", test_turn_skip_full);
  g_test_add_func ("/medici/turn/final", test_turn_final);
  g_test_add_func ("/medici/turn/final-two-players", test_turn_final_two_players);
  g_test_add_func ("/medici/turn/defensive-end", test_turn_defensive_end);
  g_test_add_func ("/medici/rulebook/turns", test_rulebook_turns);
  g_test_add_func ("/medici/scoring/ship-table", test_scoring_ship_table);
  g_test_add_func ("/medici/scoring/tie-ships", test_scoring_tie_ships);
  g_test_add_func ("/medici/scoring/tie-dye", test_scoring_tie_dye);
  g_test_add_func ("/medici/scoring/tie-grain", test_scoring_tie_grain);
  g_test_add_func ("/medici/scoring/split-payouts", test_scoring_split_payouts);
  g_test_add_func ("/medici/scoring/unload", test_scoring_unload);
  g_test_add_func ("/medici/scoring/majority-symbols", test_scoring_majority_symbols);
  g_test_add_func ("/medici/scoring/majority-unranked", test_scoring_majority_unranked);
  g_test_add_func ("/medici/scoring/bonus", test_scoring_bonus);
  g_test_add_func ("/medici/scoring/narration", test_scoring_narration);
  g_test_add_func ("/medici/scoring/bonus-two-players", test_scoring_bonus_two_players);
  g_test_add_func ("/medici/scoring/big-stocks", test_scoring_big_stocks);
  g_test_add_func ("/medici/days/market-returns", test_days_market_returns);
  g_test_add_func ("/medici/days/file-order", test_days_file_order);
  g_test_add_func ("/medici/days/fewest-starts", test_days_fewest_starts);
  g_test_add_func ("/medici/days/fewest-tie", test_days_fewest_tie);
  g_test_add_func ("/medici/days/empty-deck", test_days_empty_deck);
  g_test_add_func ("/medici/game/three-days", test_game_three_days);
  g_test_add_func ("/medici/notation", test_notation);
  g_test_add_func ("/medici/card-names", test_card_names);
  g_test_add_func ("/medici/describe-take-three", test_describe_take_three);
  g_test_add_func ("/medici/breakdown-json", test_breakdown_json);
  g_test_add_func ("/medici/random/invariants", test_random_invariants);
  g_test_add_func ("/medici/random/same-seed", test_random_same_seed);
  g_test_add_func ("/medici/determinize", test_determinize);
  g_test_add_func ("/medici/policy", test_policy);
  if (g_test_perf ())
    g_test_add_func ("/medici/perf/random-games", test_perf_random_games);

  return g_test_run ();
}
