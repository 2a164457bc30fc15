/* test-mykerinos.c: the Mykerinos rules (shared/spec/mykerinos.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-mykerinos"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ludus-json.h"
#include "ludus-mykerinos.h"
#include "ludus-mykerinos-turn.h"
#include "ludus-test-rules.h"

typedef LudusMykerinosState State;
typedef LudusMykerinosMove  Move;

#define RULES (&ludus_mykerinos_rules)

enum { BLUE, RED, GREEN, WHITE };

/* ---- helpers ---------------------------------------------------------- */

static LudusMykerinosContent *
content_for_layout (const char *layout_name)
{
  g_autoptr(JsonNode) deck = ludus_test_load_resource ("mykerinos-deck.json");
  g_autoptr(JsonNode) layout = NULL;
  g_autoptr(GError) error = NULL;
  LudusMykerinosContent *content;

  if (layout_name != NULL)
    {
      g_autofree char *file = g_strdup_printf ("mykerinos-layout-%s.json", layout_name);

      layout = ludus_test_load_resource (file);
    }
  content = RULES->content_new (deck, layout, &error);
  g_assert_no_error (error);
  return content;
}

static LudusMykerinosContent *default_content;

static void
new_game (State    *s,
          guint     n_players,
          gboolean  shuffle,
          guint64   seed)
{
  ludus_test_start (RULES, s, default_content, n_players, shuffle, seed, 0);
}

static int
space_at (const State *s,
          guint        x,
          guint        y)
{
  int sp = ludus_mykerinos_season_space_at (ludus_mykerinos_state_season (s), x, y);

  g_assert_cmpint (sp, >=, 0);
  return sp;
}

/* The tests edit states by hand: bring the space sets in step first. */
static guint
list_notations (const State *s,
                GPtrArray   *out)
{
  static LudusMove moves[LUDUS_MAX_MOVES];
  State synced = *s;
  guint n;

  ludus_mykerinos_state_sync (&synced);
  n = RULES->legal_moves (&synced, moves);
  for (guint i = 0; i < n; i++)
    {
      char buffer[LUDUS_NOTATION_SIZE];

      RULES->format_move (&synced, &moves[i], buffer);
      g_ptr_array_add (out, g_strdup (buffer));
    }
  return n;
}

static gboolean
has_move (const State *s,
          const char  *notation)
{
  g_autoptr(GPtrArray) list = g_ptr_array_new_with_free_func (g_free);

  list_notations (s, list);
  for (guint i = 0; i < list->len; i++)
    if (strcmp (list->pdata[i], notation) == 0)
      return TRUE;
  return FALSE;
}

static guint
count_moves (const State *s,
             const char  *prefix)
{
  g_autoptr(GPtrArray) list = g_ptr_array_new_with_free_func (g_free);
  guint n = 0;

  list_notations (s, list);
  for (guint i = 0; i < list->len; i++)
    n += g_str_has_prefix (list->pdata[i], prefix);
  return n;
}

static void
play (State      *s,
      const char *notation)
{
  LudusMove move;

  if (!has_move (s, notation))
    g_error ("“%s” is not a legal move for player %u", notation, s->current);
  g_assert_true (RULES->parse_move (s, notation, &move));
  ludus_mykerinos_state_sync (s);
  RULES->apply (s, &move);
}

/* Plays a move and returns what the rules narrate of it, joined by "|". */
static char *
play_narrated (State      *s,
               const char *notation)
{
  static const char * const names[] = { "Anna", "Béla", "Carlos", "Dóra" };
  g_auto(GStrv) lines = NULL;
  State before;
  LudusMove move;

  ludus_mykerinos_state_sync (s);
  before = *s;
  g_assert_true (RULES->parse_move (s, notation, &move));
  play (s, notation);
  lines = RULES->describe_outcome (&before, s, &move, names);
  g_assert_null (s->narration);
  return lines != NULL ? g_strjoinv ("|", lines) : NULL;
}

/* Every player passes, in seat order from the start player. */
static void
all_pass (State *s)
{
  guint season = s->season;

  while (s->phase == LUDUS_MYKERINOS_PHASE_EXCAVATION && s->season == season)
    play (s, "p");
}

/* Puts a cube of colour from its owner's stock straight on space. */
static void
put_cube (State *s,
          guint  colour,
          guint  space)
{
  g_assert_cmpuint (s->region[space], ==, 0);
  s->region[space] = colour + 1;
  if (colour == s->neutral)
    s->neutral_stock[0]--;
  else
    s->stock[colour]--;
}

/* The first card of the deck with patron and prestige. */
static guint
find_card (guint patron,
           guint prestige,
           guint skip)
{
  for (guint i = 0; i < default_content->n_cards; i++)
    if (default_content->cards[i].patron == patron
        && default_content->cards[i].prestige == prestige && skip-- == 0)
      return i;
  g_assert_not_reached ();
}

/* Gives player a card as if claimed in an earlier season (cards of the
 * region too: the tests that do so never survey that card). */
static void
give_card (State *s,
           guint  player,
           guint  card)
{
  g_assert_cmpuint (s->card_owner[card], >=, LUDUS_MYKERINOS_CARD_IN_REGION);
  s->card_owner[card] = player;
  if (default_content->cards[card].patron != LUDUS_MYKERINOS_PATRON_NONE)
    s->usable[player][default_content->cards[card].patron]++;
}

/* Replaces the card of a slot in the region (an unused card). */
static void
set_slot (State *s,
          guint  slot,
          guint  card)
{
  g_assert_cmpuint (s->card_owner[card], ==, LUDUS_MYKERINOS_CARD_UNUSED);
  /* The card the slot held goes back in the deck where card was. */
  for (guint i = s->next_card; i < s->n_cards; i++)
    if (s->order[i] == card)
      s->order[i] = s->slot_card[slot];
  s->card_owner[s->slot_card[slot]] = LUDUS_MYKERINOS_CARD_UNUSED;
  s->slot_card[slot] = card;
  s->card_owner[card] = LUDUS_MYKERINOS_CARD_IN_REGION;
  for (guint k = 0; k < 6; k++)
    s->pyramid[slot * 6 + k] = (default_content->cards[card].pyramids >> k) & 1;
}

/* ---- content ---------------------------------------------------------- */

static void
test_content_default (void)
{
  const LudusMykerinosSeason *season;
  int pyramids = 0;
  int prestige[6] = { 0 };
  guint per_patron[6] = { 0 };

  g_assert_cmpuint (default_content->n_cards, ==, 36);
  g_assert_cmpuint (default_content->n_slots, ==, 36);
  g_assert_cmpstr (default_content->layout_name, ==, "standard");
  for (guint i = 0; i < 36; i++)
    {
      const LudusMykerinosCard *card = &default_content->cards[i];

      per_patron[card->patron]++;
      prestige[card->patron] += card->prestige;
      if (card->patron != LUDUS_MYKERINOS_PATRON_NONE)
        for (guint k = 0; k < 6; k++)
          pyramids += (card->pyramids >> k) & 1;
    }
  for (guint p = 0; p < 5; p++)
    {
      g_assert_cmpuint (per_patron[p], ==, 7);
      g_assert_cmpint (prestige[p], ==, 2 * 2 + 2 * 3);
    }
  g_assert_cmpuint (per_patron[LUDUS_MYKERINOS_PATRON_NONE], ==, 1);
  g_assert_cmpint (prestige[LUDUS_MYKERINOS_PATRON_NONE], ==, 5);
  g_assert_cmpint (pyramids, ==, 5 * 7);
  /* M36 .P./.P. */
  g_assert_cmpuint (default_content->cards[35].pyramids, ==, (1 << 1) | (1 << 4));

  season = &default_content->seasons[0];
  g_assert_cmpuint (season->n_slots, ==, 8);
  g_assert_cmpuint (season->n_areas, ==, 4);
  g_assert_cmpuint (season->width, ==, 6);
  g_assert_cmpuint (season->height, ==, 8);
  /* Every orthogonal pair of a full 6 × 8 grid. */
  g_assert_cmpuint (season->n_edges, ==, 5 * 8 + 6 * 7);
  season = &default_content->seasons[3];
  g_assert_cmpuint (season->n_areas, ==, 6);
  g_assert_cmpuint (season->height, ==, 12);
  g_assert_cmpuint (season->n_edges, ==, 5 * 12 + 6 * 11);
}

static void
test_content_presets (void)
{
  struct { const char *name; guint w, h, w4, h4; } presets[] = {
    { "standard", 6, 8, 6, 12 },
    { "strip", 12, 4, 12, 6 },
    { "portrait", 8, 6, 8, 9 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    {
      LudusMykerinosContent *content = content_for_layout (presets[i].name);
      const LudusMykerinosSeason *s1 = &content->seasons[0];
      const LudusMykerinosSeason *s4 = &content->seasons[3];

      g_assert_cmpstr (content->layout_name, ==, presets[i].name);
      g_assert_cmpuint (content->n_slots, ==, 36);
      g_assert_cmpuint (s1->width, ==, presets[i].w);
      g_assert_cmpuint (s1->height, ==, presets[i].h);
      g_assert_cmpuint (s4->width, ==, presets[i].w4);
      g_assert_cmpuint (s4->height, ==, presets[i].h4);
      /* The slots tile a full rectangle, so adjacency is the full grid. */
      g_assert_cmpuint (s1->n_edges, ==, (s1->width - 1) * s1->height + s1->width * (s1->height - 1));
      g_assert_cmpuint (s4->n_edges, ==, (s4->width - 1) * s4->height + s4->width * (s4->height - 1));
      /* Survey order: area 0 at the top left, area 1 to its right. */
      g_assert_cmpuint (s1->slots[s1->areas[0][0]].x, ==, 0);
      g_assert_cmpuint (s1->slots[s1->areas[0][0]].y, ==, 0);
      g_assert_cmpuint (s1->slots[s1->areas[1][0]].y, ==, 0);
      g_assert_cmpuint (s1->slots[s1->areas[1][0]].x, >, 0);
      ludus_mykerinos_content_free (content);
    }
}

/* Each preset places card k of area a as the spec says: area a in line
 * a / 2, column a % 2; standard stacks the two landscape cards (area 3 × 4),
 * strip puts them side by side (6 × 2), portrait puts two portrait cards
 * side by side (4 × 3). */
static void
test_content_preset_geometry (void)
{
  static const struct
  {
    const char *name;
    guint       area_w, area_h;  /* spaces */
    guint       card_dx, card_dy;  /* offset of card 1 from card 0 */
    gboolean    portrait;
  } presets[] = {
    { "standard", 3, 4, 0, 2, FALSE },
    { "strip",    6, 2, 3, 0, FALSE },
    { "portrait", 4, 3, 2, 0, TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    {
      LudusMykerinosContent *content = content_for_layout (presets[i].name);

      for (guint season = 0; season < LUDUS_MYKERINOS_N_SEASONS; season++)
        {
          const LudusMykerinosSeason *s = &content->seasons[season];
          guint n_areas = season < 3 ? 4 : 6;

          g_assert_cmpuint (s->n_areas, ==, n_areas);
          g_assert_cmpuint (s->n_slots, ==, 2 * n_areas);
          for (guint a = 0; a < n_areas; a++)
            for (guint k = 0; k < 2; k++)
              {
                const LudusMykerinosSlot *slot = &s->slots[s->areas[a][k]];

                g_assert_cmpuint (slot->portrait, ==, presets[i].portrait);
                g_assert_cmpuint (slot->x, ==, (a % 2) * presets[i].area_w + k * presets[i].card_dx);
                g_assert_cmpuint (slot->y, ==, (a / 2) * presets[i].area_h + k * presets[i].card_dy);
                g_assert_cmpuint (s->slot_area[s->areas[a][k]], ==, a);
              }
        }
      ludus_mykerinos_content_free (content);
    }

  /* A portrait card turns a quarter: card space (r, c) at (x + 1 − r, y + c). */
  {
    LudusMykerinosContent *content = content_for_layout ("portrait");
    const LudusMykerinosSeason *s = &content->seasons[0];

    /* Slot 1 at (2, 0): space k = 0 (r 0, c 0) at (3, 0); k = 5 (r 1, c 2) at (2, 2). */
    g_assert_cmpint (ludus_mykerinos_season_space_at (s, 3, 0), ==, 6 + 0);
    g_assert_cmpint (ludus_mykerinos_season_space_at (s, 2, 2), ==, 6 + 5);
    g_assert_cmpint (ludus_mykerinos_season_space_at (s, 3, 1), ==, 6 + 1);
    ludus_mykerinos_content_free (content);
  }
}

/* One season read on its own (the layout editor's): the same season as
 * the whole layout's, and its problems with their paths. */
static void
test_content_season_read (void)
{
  LudusMykerinosContent *content = content_for_layout ("portrait");
  g_autoptr(JsonNode) layout = ludus_test_load_resource ("mykerinos-layout-portrait.json");
  JsonArray *seasons = json_object_get_array_member (json_node_get_object (layout), "seasons");
  LudusMykerinosSeason season;
  LudusMykerinosSlot portrait = { 4, 2, TRUE };
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *message = NULL;
  JsonObject *slot;
  guint x, y;

  for (guint i = 0; i < LUDUS_MYKERINOS_N_SEASONS; i++)
    {
      g_assert_true (ludus_mykerinos_season_read (&season, json_array_get_object_element (seasons, i),
                                                  "seasons[0]", &error));
      g_assert_no_error (error);
      g_assert_cmpuint (season.n_slots, ==, content->seasons[i].n_slots);
      g_assert_cmpuint (season.n_edges, ==, content->seasons[i].n_edges);
      g_assert_cmpmem (season.space_x, season.n_slots * 6,
                       content->seasons[i].space_x, season.n_slots * 6);
      g_assert_cmpmem (season.space_y, season.n_slots * 6,
                       content->seasons[i].space_y, season.n_slots * 6);
    }

  /* Card space (r 1, c 2) of a portrait slot at (4, 2): x 4 + 1 − 1, y 2 + 2. */
  ludus_mykerinos_slot_space_cell (&portrait, 5, &x, &y);
  g_assert_cmpuint (x, ==, 4);
  g_assert_cmpuint (y, ==, 4);

  /* Slot 1 moved onto slot 0: the problem is at slot 1. */
  slot = json_array_get_object_element (json_object_get_array_member (json_array_get_object_element (seasons, 1),
                                                                      "slots"), 1);
  json_object_set_int_member (slot, "x", 1);
  json_object_set_int_member (slot, "y", 0);
  g_assert_false (ludus_mykerinos_season_read (&season, json_array_get_object_element (seasons, 1),
                                               "seasons[1]", &error));
  g_assert_nonnull (error);
  g_assert_true (ludus_json_split_error (error->message, &path, &message));
  g_assert_cmpstr (path, ==, "seasons[1].slots[1]");
  g_assert_nonnull (strstr (message, "slot 1 "));
  ludus_mykerinos_content_free (content);
}

static void
test_content_adjacency (void)
{
  const LudusMykerinosSeason *season = &default_content->seasons[0];
  int a = ludus_mykerinos_season_space_at (season, 0, 1);  /* slot 0, bottom row */
  int b = ludus_mykerinos_season_space_at (season, 0, 2);  /* slot 1, top row */
  int c = ludus_mykerinos_season_space_at (season, 2, 0);  /* area 0 */
  int d = ludus_mykerinos_season_space_at (season, 3, 0);  /* area 1 */
  int e = ludus_mykerinos_season_space_at (season, 3, 1);
  gboolean ab = FALSE, cd = FALSE, ce = FALSE;

  g_assert_cmpint (a, ==, 3);
  g_assert_cmpint (b, ==, 6);
  for (guint i = 0; i < season->n_adjacent[a]; i++)
    ab |= season->adjacent[a][i] == b;
  for (guint i = 0; i < season->n_adjacent[c]; i++)
    {
      cd |= season->adjacent[c][i] == d;
      ce |= season->adjacent[c][i] == e;
    }
  g_assert_true (ab);   /* across a card edge */
  g_assert_true (cd);   /* across an area boundary */
  g_assert_false (ce);  /* never diagonally */

  /* Slots that do not touch: a column of no spaces between the areas. */
  {
    g_autoptr(JsonNode) deck = ludus_test_load_resource ("mykerinos-deck.json");
    g_autoptr(JsonNode) layout = ludus_test_load_fixture ("mykerinos", "layouts", "gaps.json");
    g_autoptr(GError) error = NULL;
    LudusMykerinosContent *content = RULES->content_new (deck, layout, &error);
    const LudusMykerinosSeason *gaps;
    int left, right;

    g_assert_no_error (error);
    gaps = &content->seasons[0];
    left = ludus_mykerinos_season_space_at (gaps, 2, 0);
    right = ludus_mykerinos_season_space_at (gaps, 4, 0);
    g_assert_cmpint (left, >=, 0);
    g_assert_cmpint (right, >=, 0);
    g_assert_cmpint (ludus_mykerinos_season_space_at (gaps, 3, 0), ==, -1);
    g_assert_cmpuint (gaps->width, ==, 7);
    for (guint i = 0; i < gaps->n_adjacent[left]; i++)
      g_assert_cmpuint (gaps->space_x[gaps->adjacent[left][i]], <=, 2);
    /* The full 6 × 8 grid less the 8 edges across the gap. */
    g_assert_cmpuint (gaps->n_edges, ==, 5 * 8 + 6 * 7 - 8);
    ludus_mykerinos_content_free (content);
  }
}

typedef struct
{
  const char *file;
  gboolean    is_layout;
  const char *path;     /* a member to change, "cards[3].prestige" style, or NULL */
  const char *json;     /* its new value */
  const char *message;  /* expected in the error */
} BadContent;

static JsonNode *
walk (JsonNode   *node,
      const char *path,
      char      **last)
{
  g_auto(GStrv) parts = g_strsplit_set (path, ".[]", -1);
  guint n = g_strv_length (parts);
  guint i = 0;

  /* Every part but the last; empty parts come from "]." pairs. */
  while (n > 0 && parts[n - 1][0] == '\0')
    n--;
  for (; i + 1 < n; i++)
    {
      if (parts[i][0] == '\0')
        continue;
      if (JSON_NODE_HOLDS_ARRAY (node))
        node = json_array_get_element (json_node_get_array (node), atoi (parts[i]));
      else
        node = json_object_get_member (json_node_get_object (node), parts[i]);
    }
  *last = g_strdup (parts[n - 1]);
  return node;
}

static void
test_content_errors (void)
{
  static const BadContent cases[] = {
    { "mykerinos-deck.json", FALSE, "cards[3].prestige", "4",
      "cards[3].prestige: expected 0, 2, 3 or 5, got 4" },
    { "mykerinos-deck.json", FALSE, "cards[0].pattern", "\"..P/..\"",
      "cards[0].pattern: expected two rows of three spaces" },
    { "mykerinos-deck.json", FALSE, "cards[0].pattern", "\"..X/...\"",
      "cards[0].pattern: expected two rows" },
    { "mykerinos-deck.json", FALSE, "cards[5].patron", "\"purple\"",
      "cards[5].patron: expected one of violet, lemon, brown, blackmore, tangerine, none, got “purple”" },
    { "mykerinos-deck.json", FALSE, "cards[1].id", "\"M01\"",
      "cards[1].id: “M01” is already the id of card 1" },
    { "mykerinos-deck.json", FALSE, "kind", "\"layout\"", "kind: expected deck, got layout" },
    { "mykerinos-deck.json", FALSE, "cards", "[]", "cards: expected from 1 to 128 elements, got 0" },
    { "mykerinos-layout-standard.json", TRUE, "seasons[0].slots[1].y", "1",
      "seasons[0].slots[1]: slot 2 overlaps slot 1" },
    { "mykerinos-layout-standard.json", TRUE, "seasons[2].areas[1]", "[2, 3, 4]",
      "seasons[2].areas[1]: expected an array of two slot numbers" },
    { "mykerinos-layout-standard.json", TRUE, "seasons[0].areas[1]", "[2]",
      "seasons[0].areas[1]: expected an array of two slot numbers" },
    { "mykerinos-layout-standard.json", TRUE, "seasons[0].areas[1]", "[0, 3]",
      "seasons[0].areas[1][0]: slot 0 is already in areas[0]" },
    { "mykerinos-layout-standard.json", TRUE, "seasons[0].areas[1]", "[2, 8]",
      "seasons[0].areas[1][1]: expected an integer from 0 to 7, got 8" },
    { "mykerinos-layout-standard.json", TRUE, "seasons[0].slots[3].orientation", "\"upright\"",
      "seasons[0].slots[3].orientation: expected one of landscape, portrait, got “upright”" },
    { "mykerinos-layout-standard.json", TRUE, "seasons", "[]", "seasons: expected 4 elements, got 0" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonNode) deck = ludus_test_load_resource ("mykerinos-deck.json");
      g_autoptr(JsonNode) layout = ludus_test_load_resource ("mykerinos-layout-standard.json");
      g_autoptr(JsonNode) value = json_from_string (cases[i].json, NULL);
      g_autoptr(GError) error = NULL;
      g_autofree char *last = NULL;
      JsonNode *parent = walk (cases[i].is_layout ? layout : deck, cases[i].path, &last);
      gpointer content;

      if (JSON_NODE_HOLDS_ARRAY (parent))
        {
          JsonNode *element = json_array_get_element (json_node_get_array (parent), atoi (last));

          g_assert_true (JSON_NODE_HOLDS_ARRAY (value) && JSON_NODE_HOLDS_ARRAY (element));
          json_node_set_array (element, json_node_get_array (value));
        }
      else
        json_object_set_member (json_node_get_object (parent), last, json_node_copy (value));

      content = RULES->content_new (deck, layout, &error);
      g_assert_null (content);
      g_assert_error (error, LUDUS_CONTENT_ERROR,
                      (int) (cases[i].is_layout ? LUDUS_CONTENT_ERROR_LAYOUT : LUDUS_CONTENT_ERROR_DECK));
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("case %u: “%s” does not contain “%s”", i, error->message, cases[i].message);
    }
}

static void
test_content_fixtures (void)
{
  static const struct { const char *deck, *layout; LudusContentError part; const char *message; } cases[] = {
    { "35-cards.json", NULL, LUDUS_CONTENT_ERROR_MISMATCH,
      "cards: the layout “standard” has 36 card slots but the deck has only 35 cards" },
    { "bad-prestige.json", NULL, LUDUS_CONTENT_ERROR_DECK,
      "cards[0].prestige: expected 0, 2, 3 or 5, got 1" },
    { NULL, "overlap.json", LUDUS_CONTENT_ERROR_LAYOUT,
      "seasons[1].slots[2]: slot 3 overlaps slot 1 at x 0, y 0" },
    { NULL, "lone-slot.json", LUDUS_CONTENT_ERROR_LAYOUT, "seasons[0].areas: slot 8 is in no area" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonNode) deck = cases[i].deck ? ludus_test_load_fixture ("mykerinos", "decks", cases[i].deck)
                                               : ludus_test_load_resource ("mykerinos-deck.json");
      g_autoptr(JsonNode) layout = cases[i].layout ? ludus_test_load_fixture ("mykerinos", "layouts", cases[i].layout)
                                                   : NULL;
      g_autoptr(GError) error = NULL;

      g_assert_null (RULES->content_new (deck, layout, &error));
      g_assert_error (error, LUDUS_CONTENT_ERROR, (int) cases[i].part);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }

  /* More cards than slots: playable, the extra cards are never dealt. */
  {
    g_autoptr(JsonNode) deck = ludus_test_load_fixture ("mykerinos", "decks", "40-cards.json");
    g_autoptr(GError) error = NULL;
    LudusMykerinosContent *content = RULES->content_new (deck, NULL, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (content->n_cards, ==, 40);
    ludus_mykerinos_content_free (content);
  }
}

/* ---- setup and seasons ------------------------------------------------ */

static void
test_setup_supply (void)
{
  State s;

  new_game (&s, 3, TRUE, 1);
  for (guint p = 0; p < 3; p++)
    {
      g_assert_cmpuint (s.stock[p], ==, 11);
      g_assert_cmpuint (s.general[p], ==, 14);
    }
  g_assert_cmpuint (s.general[WHITE], ==, 25);

  new_game (&s, 4, TRUE, 1);
  for (guint p = 0; p < 4; p++)
    g_assert_cmpuint (s.stock[p], ==, 8);

  new_game (&s, 2, TRUE, 1);
  g_assert_cmpuint (s.neutral, ==, GREEN);
  for (guint p = 0; p < 2; p++)
    {
      g_assert_cmpuint (s.stock[p], ==, 11);
      g_assert_cmpuint (s.neutral_stock[p], ==, 4);
    }
  g_assert_cmpuint (s.general[GREEN], ==, 17);
  g_assert_cmpuint (s.passing[GREEN], ==, 2);

  /* Too few or too many players. */
  {
    LudusSetup setup = { 5, 0, TRUE, 1 };
    g_autoptr(GError) error = NULL;

    g_assert_false (RULES->init (&s, default_content, &setup, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  }
}

static void
test_setup_general_stock_limit (void)
{
  State s;

  /* Fewer cubes than the quota: take what is left. */
  new_game (&s, 3, FALSE, 1);
  s.general[RED] = 5;
  all_pass (&s);
  g_assert_cmpuint (s.season, ==, 1);
  g_assert_cmpuint (s.stock[RED], ==, 11 + 5);
  g_assert_cmpuint (s.general[RED], ==, 0);
  g_assert_cmpuint (s.stock[BLUE], ==, 22);

  /* 2 players: the start player takes the neutral cubes first. */
  new_game (&s, 2, FALSE, 1);
  s.general[GREEN] = 6;
  all_pass (&s);
  g_assert_cmpuint (s.start_player, ==, RED);
  g_assert_cmpuint (s.neutral_stock[RED], ==, 4 + 4);
  g_assert_cmpuint (s.neutral_stock[BLUE], ==, 4 + 2);
  g_assert_cmpuint (s.general[GREEN], ==, 0);
}

static void
test_setup_random (void)
{
  guint starts[4] = { 0 };
  guint wing0[5] = { 0 };
  guint turned = 0, straight = 0;

  for (guint seed = 0; seed < 400; seed++)
    {
      State s, t;
      guint seen = 0;

      new_game (&s, 4, TRUE, seed);
      new_game (&t, 4, TRUE, seed);
      g_assert_cmpmem (&s, sizeof s, &t, sizeof t);  /* same seed, same game */
      starts[s.start_player]++;
      wing0[s.wing_patron[0]]++;
      for (guint w = 0; w < 5; w++)
        seen |= 1 << s.wing_patron[w];
      g_assert_cmpuint (seen, ==, 0x1f);  /* a permutation */
      g_assert_cmpuint (s.current, ==, s.start_player);

      /* Pyramids follow the card, turned 180° or not. */
      for (guint slot = 0; slot < 8; slot++)
        {
          const LudusMykerinosCard *card = &default_content->cards[s.slot_card[slot]];

          for (guint k = 0; k < 6; k++)
            g_assert_cmpuint (s.pyramid[slot * 6 + k], ==,
                              (card->pyramids >> (s.slot_turned[slot] ? 5 - k : k)) & 1);
          if (s.slot_turned[slot])
            turned++;
          else
            straight++;
        }
    }
  for (guint p = 0; p < 4; p++)
    g_assert_cmpuint (starts[p], >, 50);
  for (guint w = 0; w < 5; w++)
    g_assert_cmpuint (wing0[w], >, 40);
  g_assert_cmpuint (turned, >, 1200);
  g_assert_cmpuint (straight, >, 1200);
}

static void
test_setup_file_order (void)
{
  State s;

  new_game (&s, 3, FALSE, 99);
  g_assert_cmpuint (s.start_player, ==, 0);
  for (guint slot = 0; slot < 8; slot++)
    {
      g_assert_cmpuint (s.slot_card[slot], ==, slot);
      g_assert_false (s.slot_turned[slot]);
    }
  /* M02 P../... in slot 1: space 6 is a pyramid. */
  g_assert_true (ludus_mykerinos_state_pyramid (&s, 6));
  g_assert_false (ludus_mykerinos_state_pyramid (&s, 7));
}

/* ---- actions ---------------------------------------------------------- */

static void
test_action_a (void)
{
  State s;

  new_game (&s, 3, FALSE, 1);
  /* Anywhere empty without a pyramid. */
  g_assert_cmpuint (count_moves (&s, "a"), ==, 48 - 7);
  g_assert_true (has_move (&s, "a0"));
  g_assert_false (has_move (&s, "a6"));  /* pyramid */
  g_assert_true (has_move (&s, "p"));
  play (&s, "a0");
  g_assert_cmpuint (s.stock[BLUE], ==, 10);
  g_assert_cmpuint (ludus_mykerinos_state_cube (&s, 0), ==, BLUE + 1);
  g_assert_cmpuint (s.current, ==, RED);
  g_assert_false (has_move (&s, "a0"));  /* occupied */
  /* No B without an own cube in the region. */
  g_assert_cmpuint (count_moves (&s, "b"), ==, 0);
}

static void
test_action_b (void)
{
  State s;

  new_game (&s, 3, FALSE, 1);
  play (&s, "a0");   /* blue at (0,0) */
  play (&s, "a47");  /* red far away */
  play (&s, "a46");  /* green */
  /* First next to (0,0): 1 or 3; the second next to the first. */
  g_assert_true (has_move (&s, "b1.2"));
  g_assert_true (has_move (&s, "b3.4"));
  g_assert_true (has_move (&s, "b1.4"));
  g_assert_false (has_move (&s, "b3.6"));  /* 6 is a pyramid */
  g_assert_false (has_move (&s, "b4.5"));  /* neither next to blue */
  g_assert_false (has_move (&s, "b0.1"));  /* occupied */
  g_assert_false (has_move (&s, "b1.3"));  /* diagonal */
  play (&s, "b3.4");
  g_assert_cmpuint (s.stock[BLUE], ==, 8);

  /* Across the card edge: (1,1) is next to (1,2) of the card below. */
  s.current = BLUE;
  g_assert_true (has_move (&s, "b7.8"));
  g_assert_false (has_move (&s, "b8.11"));

  /* Exactly 2 cubes: no B with one cube left. */
  s.stock[BLUE] = 1;
  g_assert_cmpuint (count_moves (&s, "b"), ==, 0);
  g_assert_cmpuint (count_moves (&s, "a"), >, 0);
  /* An empty personal stock: only pass, Lady Violet included. */
  give_card (&s, BLUE, find_card (LUDUS_MYKERINOS_VIOLET, 0, 0));
  s.stock[BLUE] = 0;
  {
    g_autoptr(GPtrArray) list = g_ptr_array_new_with_free_func (g_free);

    g_assert_cmpuint (list_notations (&s, list), ==, 1);
    g_assert_cmpstr (list->pdata[0], ==, "p");
  }
}

static void
test_action_pass_and_last (void)
{
  State s;

  new_game (&s, 3, FALSE, 1);
  play (&s, "p");
  g_assert_cmpuint (s.passing[BLUE], ==, 1);
  g_assert_cmpuint (s.current, ==, RED);
  play (&s, "a0");
  g_assert_cmpuint (s.current, ==, GREEN);  /* blue has passed */
  play (&s, "a20");
  g_assert_cmpuint (s.current, ==, RED);
  play (&s, "p");
  g_assert_cmpuint (s.passing[RED], ==, 2);
  /* Green alone: exactly one more action, then the next passing space. */
  g_assert_cmpuint (s.current, ==, GREEN);
  g_assert_true (s.last_turn);
  play (&s, "a2");
  g_assert_cmpuint (s.passing[GREEN], ==, 3);
  g_assert_cmpuint (s.phase, ==, LUDUS_MYKERINOS_PHASE_SURVEY);
  /* Area 0: red and green have one cube each, red passed first. */
  g_assert_cmpuint (s.survey_n_ranked, ==, 2);
  g_assert_cmpuint (s.survey_rank[0], ==, RED);
  g_assert_cmpuint (s.survey_rank[1], ==, GREEN);
  g_assert_cmpuint (s.current, ==, RED);
}

static void
test_action_last_pass (void)
{
  State s;

  /* 4 players; the last active player may pass too. */
  new_game (&s, 4, FALSE, 1);
  play (&s, "p");
  play (&s, "p");
  play (&s, "p");
  g_assert_cmpuint (s.current, ==, WHITE);
  g_assert_true (s.last_turn);
  play (&s, "p");
  /* Nobody in any area: straight to season 2; white passed last and
   * starts; the passing track is clear again. */
  g_assert_cmpuint (s.passing[WHITE], ==, 0);
  g_assert_cmpuint (s.season, ==, 1);
  g_assert_cmpuint (s.start_player, ==, WHITE);
  g_assert_cmpuint (s.current, ==, WHITE);
  g_assert_cmpuint (s.stock[WHITE], ==, 16);
  g_assert_cmpuint (s.general[WHITE], ==, 9);
  for (guint i = 0; i < 8; i++)
    g_assert_cmpuint (s.card_owner[i], ==, LUDUS_MYKERINOS_CARD_DISCARDED);
  g_assert_cmpuint (RULES->reveal_count (&s), ==, 2);
}

/* ---- patrons ---------------------------------------------------------- */

static void
test_patron_violet (void)
{
  State s;

  new_game (&s, 3, FALSE, 1);
  give_card (&s, BLUE, find_card (LUDUS_MYKERINOS_VIOLET, 3, 0));
  play (&s, "a14");
  s.current = BLUE;
  s.stock[BLUE] = 1;
  /* One cube plus Lady Violet's: B becomes possible. */
  g_assert_true (has_move (&s, "Vb13.16"));
  g_assert_false (has_move (&s, "Vb15.16"));  /* neither next to blue */
  g_assert_true (has_move (&s, "Va0"));
  g_assert_false (has_move (&s, "Va6"));  /* no pyramids */
  play (&s, "Vb13.16");
  g_assert_cmpuint (s.stock[BLUE], ==, 0);
  g_assert_cmpuint (s.general[BLUE], ==, 13);
  g_assert_cmpuint (s.card_owner[find_card (LUDUS_MYKERINOS_VIOLET, 3, 0)], ==,
                    BLUE | LUDUS_MYKERINOS_CARD_TILTED);
  /* Tilted: not again this season. */
  s.current = BLUE;
  s.stock[BLUE] = 3;
  g_assert_cmpuint (count_moves (&s, "V"), ==, 0);

  /* Not allowed when the general stock has no cube of the colour. */
  new_game (&s, 3, FALSE, 1);
  give_card (&s, BLUE, find_card (LUDUS_MYKERINOS_VIOLET, 3, 0));
  g_assert_cmpuint (count_moves (&s, "Va"), ==, 41);
  s.general[BLUE] = 0;
  g_assert_cmpuint (count_moves (&s, "V"), ==, 0);
}

/* Lord Lemon (spec §4 D): an A with its cube on a pyramid, or a B with
 * exactly one of its two cubes on a pyramid; everything else as A and B.
 * Season 1 in file order has pyramids on 6, 17, 19, 24, 29, 38 and 39. */
static void
test_patron_lemon (void)
{
  State s;
  guint lemon = find_card (LUDUS_MYKERINOS_LEMON, 3, 0);
  guint second = find_card (LUDUS_MYKERINOS_LEMON, 2, 0);

  new_game (&s, 3, FALSE, 1);
  give_card (&s, BLUE, lemon);
  g_assert_cmpint (space_at (&s, 0, 1), ==, 3);
  g_assert_cmpint (space_at (&s, 0, 2), ==, 6);
  g_assert_cmpint (space_at (&s, 0, 3), ==, 9);
  g_assert_true (ludus_mykerinos_state_pyramid (&s, 6));

  /* A: on any empty pyramid (no cube of blue's needed), never off one. */
  g_assert_cmpuint (count_moves (&s, "La"), ==, 7);
  g_assert_true (has_move (&s, "La6"));
  g_assert_true (has_move (&s, "La39"));
  g_assert_false (has_move (&s, "La0"));
  g_assert_false (has_move (&s, "La7"));
  g_assert_false (has_move (&s, "a6"));  /* a pyramid needs Lord Lemon */
  /* No cube of blue's in the region yet: no B. */
  g_assert_cmpuint (count_moves (&s, "Lb"), ==, 0);

  play (&s, "a3");   /* blue at (0,1): 0, 4 and the pyramid 6 are next to it */
  play (&s, "a47");
  play (&s, "a46");
  g_assert_cmpuint (s.current, ==, BLUE);

  /* B with exactly one pyramid: 6 (pyramid, next to blue) and 9 or 7. */
  g_assert_true (has_move (&s, "Lb6.9"));
  g_assert_true (has_move (&s, "Lb6.7"));
  g_assert_false (has_move (&s, "b6.9"));
  /* B with no pyramid: a plain B, not Lord Lemon's. */
  g_assert_true (has_move (&s, "b4.7"));
  g_assert_false (has_move (&s, "Lb4.7"));
  g_assert_false (has_move (&s, "Lb0.1"));
  /* Those are all: every other pair next to blue has no pyramid. */
  g_assert_cmpuint (count_moves (&s, "Lb"), ==, 2);

  /* B with two pyramids: make 9 a pyramid too. */
  s.pyramid[9] = 1;
  g_assert_false (has_move (&s, "Lb6.9"));
  g_assert_true (has_move (&s, "Lb6.7"));
  g_assert_true (has_move (&s, "La9"));
  s.pyramid[9] = 0;

  /* The pyramid may take the second cube: 4 is next to blue's 3, a
   * pyramid on 5 is next to 4 but not to blue. */
  s.pyramid[5] = 1;
  g_assert_true (has_move (&s, "Lb4.5"));
  g_assert_false (has_move (&s, "b4.5"));
  g_assert_true (has_move (&s, "La5"));
  g_assert_false (has_move (&s, "a5"));
  s.pyramid[5] = 0;

  /* The first cube must still be next to one of blue's cubes: 16 and the
   * pyramid 17 are far from blue. */
  g_assert_true (ludus_mykerinos_state_pyramid (&s, 17));
  g_assert_false (has_move (&s, "Lb16.17"));

  /* A B needs two cubes in the personal stock; an A one. */
  s.stock[BLUE] = 1;
  g_assert_cmpuint (count_moves (&s, "Lb"), ==, 0);
  g_assert_cmpuint (count_moves (&s, "La"), ==, 7);
  s.stock[BLUE] = 10;

  /* No empty pyramid anywhere: Lord Lemon cannot be called on at all. */
  {
    State flat = s;

    memset (flat.pyramid, 0, sizeof flat.pyramid);
    g_assert_cmpuint (count_moves (&flat, "L"), ==, 0);
    g_assert_cmpuint (count_moves (&flat, "b"), >, 0);
  }

  play (&s, "Lb6.9");
  g_assert_cmpuint (ludus_mykerinos_state_cube (&s, 6), ==, BLUE + 1);
  g_assert_cmpuint (ludus_mykerinos_state_cube (&s, 9), ==, BLUE + 1);
  g_assert_cmpuint (s.stock[BLUE], ==, 8);
  g_assert_cmpuint (s.card_owner[lemon], ==, BLUE | LUDUS_MYKERINOS_CARD_TILTED);
  g_assert_cmpuint (s.usable[BLUE][LUDUS_MYKERINOS_LEMON], ==, 0);
  s.current = BLUE;
  g_assert_cmpuint (count_moves (&s, "L"), ==, 0);
  g_assert_cmpuint (count_moves (&s, "a"), >, 0);

  /* A second Lemon card is used once more; the pyramid 6 is taken now. */
  give_card (&s, BLUE, second);
  g_assert_false (has_move (&s, "La6"));
  g_assert_cmpuint (count_moves (&s, "La"), ==, 6);
  play (&s, "La17");
  g_assert_cmpuint (ludus_mykerinos_state_cube (&s, 17), ==, BLUE + 1);
  g_assert_cmpuint (s.stock[BLUE], ==, 7);
  s.current = BLUE;
  g_assert_cmpuint (count_moves (&s, "L"), ==, 0);
}

static void
test_patron_brown (void)
{
  State s;

  new_game (&s, 3, FALSE, 1);
  give_card (&s, BLUE, find_card (LUDUS_MYKERINOS_BROWN, 3, 0));
  give_card (&s, BLUE, find_card (LUDUS_MYKERINOS_BROWN, 2, 0));
  /* Ten 2- and 3-rooms, no 5-room yet. */
  g_assert_cmpuint (count_moves (&s, "S"), ==, 10);
  g_assert_false (has_move (&s, "S51"));
  play (&s, "S21");  /* corridor between wings 1 and 2 */
  g_assert_cmpuint (s.museum[LUDUS_MYKERINOS_ROOM_C (0)], ==, BLUE + 1);
  g_assert_cmpuint (s.stock[BLUE], ==, 10);
  g_assert_cmpuint (s.general[BLUE], ==, 14);  /* from the personal stock */
  play (&s, "p");
  play (&s, "p");
  /* The second Brown card: now the 5-rooms of wings 1 and 2 too. */
  g_assert_cmpuint (s.current, ==, BLUE);
  g_assert_true (has_move (&s, "S51"));
  g_assert_true (has_move (&s, "S52"));
  g_assert_false (has_move (&s, "S53"));
  g_assert_false (has_move (&s, "S21"));
  play (&s, "S52");
  g_assert_cmpuint (s.season, ==, 1);  /* an empty region: nothing to survey */
  g_assert_cmpuint (s.museum[LUDUS_MYKERINOS_ROOM_R5 (1)], ==, BLUE + 1);
}

static void
test_patron_blackmore (void)
{
  State s;

  new_game (&s, 3, FALSE, 1);
  give_card (&s, BLUE, find_card (LUDUS_MYKERINOS_BLACKMORE, 3, 0));
  /* Two adjacent cubes anywhere, no own cube needed, no pyramids. */
  g_assert_true (has_move (&s, "K0.1"));
  g_assert_true (has_move (&s, "K43.44"));
  g_assert_false (has_move (&s, "K0.2"));  /* not adjacent */
  g_assert_false (has_move (&s, "K3.6"));  /* pyramid */
  s.stock[BLUE] = 1;
  g_assert_cmpuint (count_moves (&s, "K"), ==, 0);
  s.stock[BLUE] = 2;
  play (&s, "K43.44");
  g_assert_cmpuint (s.stock[BLUE], ==, 0);
  g_assert_cmpuint (ludus_mykerinos_state_cube (&s, 44), ==, BLUE + 1);
}

static void
test_patron_tangerine (void)
{
  State s;

  new_game (&s, 3, FALSE, 1);
  give_card (&s, BLUE, find_card (LUDUS_MYKERINOS_TANGERINE, 3, 0));
  /* Spaces of the top left card: k = y * 3 + x; 6 and 9 lie below 3. */
  g_assert_cmpint (space_at (&s, 0, 1), ==, 3);
  g_assert_cmpint (space_at (&s, 1, 1), ==, 4);
  g_assert_cmpint (space_at (&s, 0, 2), ==, 6);
  g_assert_cmpint (space_at (&s, 0, 3), ==, 9);
  s.pyramid[6] = 0;  /* free the column for this test */
  /* No own cube: no chain. */
  g_assert_cmpuint (count_moves (&s, "T"), ==, 0);
  put_cube (&s, BLUE, 0);
  g_assert_true (has_move (&s, "T3.6.9"));    /* straight, 3 next to blue */
  g_assert_true (has_move (&s, "T1.3.4"));    /* an L around 4 */
  g_assert_true (has_move (&s, "T1.2.5"));    /* an L around 2 */
  g_assert_false (has_move (&s, "T1.2.9"));   /* not a chain */
  g_assert_false (has_move (&s, "T4.5.8"));   /* not next to blue */
  /* Only the middle (3) touches blue: the first cube must be an end. */
  put_cube (&s, RED, 1);
  g_assert_false (has_move (&s, "T3.4.6"));
  g_assert_true (has_move (&s, "T3.4.7"));    /* 3 - 4 - 7 */
  s.pyramid[9] = 1;
  g_assert_false (has_move (&s, "T3.6.9"));   /* no pyramids */
  s.pyramid[9] = 0;
  /* Needs 3 cubes. */
  s.stock[BLUE] = 2;
  g_assert_cmpuint (count_moves (&s, "T"), ==, 0);
  s.stock[BLUE] = 3;
  play (&s, "T3.6.9");
  g_assert_cmpuint (s.stock[BLUE], ==, 0);
  g_assert_cmpuint (ludus_mykerinos_state_cube (&s, 9), ==, BLUE + 1);
}

static void
test_patron_tilt_seasons (void)
{
  State s;
  guint card = find_card (LUDUS_MYKERINOS_BLACKMORE, 0, 0);

  /* A card claimed in a survey can be tilted only from the next season. */
  new_game (&s, 3, FALSE, 1);
  set_slot (&s, 0, card);
  play (&s, "a0");
  play (&s, "p");
  play (&s, "p");
  g_assert_true (s.last_turn);
  play (&s, "p");
  g_assert_cmpuint (s.phase, ==, LUDUS_MYKERINOS_PHASE_SURVEY);
  g_assert_cmpuint (s.current, ==, BLUE);
  play (&s, "c0");
  g_assert_cmpuint (s.card_owner[card], ==, BLUE);
  g_assert_cmpuint (ludus_mykerinos_state_owned (&s, BLUE, LUDUS_MYKERINOS_BLACKMORE), ==, 1);
  /* Season 2: blue passed last and starts; Mrs Blackmore is usable. */
  g_assert_cmpuint (s.season, ==, 1);
  g_assert_cmpuint (s.start_player, ==, BLUE);
  g_assert_cmpuint (s.usable[BLUE][LUDUS_MYKERINOS_BLACKMORE], ==, 1);
  g_assert_cmpuint (count_moves (&s, "K"), >, 0);

  /* Tilted once this season; straightened, and usable again, the next. */
  {
    g_autoptr(GPtrArray) list = g_ptr_array_new_with_free_func (g_free);
    guint i;

    list_notations (&s, list);
    for (i = 0; i < list->len && ((char *) list->pdata[i])[0] != 'K'; i++)
      ;
    g_assert_cmpuint (i, <, list->len);
    play (&s, list->pdata[i]);
  }
  g_assert_cmpuint (s.card_owner[card], ==, BLUE | LUDUS_MYKERINOS_CARD_TILTED);
  g_assert_cmpuint (s.usable[BLUE][LUDUS_MYKERINOS_BLACKMORE], ==, 0);
  g_assert_cmpuint (ludus_mykerinos_state_owned (&s, BLUE, LUDUS_MYKERINOS_BLACKMORE), ==, 1);
  all_pass (&s);
  g_assert_cmpuint (s.card_owner[card], ==, BLUE | LUDUS_MYKERINOS_CARD_TILTED);
  while (s.phase == LUDUS_MYKERINOS_PHASE_SURVEY)
    play (&s, "c0");
  g_assert_cmpuint (s.season, ==, 2);
  g_assert_cmpuint (s.card_owner[card], ==, BLUE);
  g_assert_cmpuint (s.usable[BLUE][LUDUS_MYKERINOS_BLACKMORE], ==, 1);
}

/* ---- Museum ----------------------------------------------------------- */

static void
test_museum_example (void)
{
  State s;
  /* Lemon and Blackmore on neighbouring wings 2 and 3. */
  const guint8 wings[5] = { LUDUS_MYKERINOS_VIOLET, LUDUS_MYKERINOS_LEMON,
                            LUDUS_MYKERINOS_BLACKMORE, LUDUS_MYKERINOS_BROWN,
                            LUDUS_MYKERINOS_TANGERINE };

  new_game (&s, 4, FALSE, 1);
  memcpy (s.wing_patron, wings, sizeof wings);
  /* First cube: no 5-room, every 2- and 3-room. */
  for (guint w = 0; w < 5; w++)
    {
      g_assert_false (ludus_mykerinos_room_allowed (&s, GREEN, LUDUS_MYKERINOS_ROOM_R5 (w)));
      g_assert_true (ludus_mykerinos_room_allowed (&s, GREEN, LUDUS_MYKERINOS_ROOM_R3 (w)));
      g_assert_true (ludus_mykerinos_room_allowed (&s, GREEN, LUDUS_MYKERINOS_ROOM_C (w)));
    }
  /* The corridor between the Lemon and Blackmore wings. */
  s.museum[LUDUS_MYKERINOS_ROOM_C (1)] = GREEN + 1;
  for (guint w = 0; w < 5; w++)
    {
      gboolean neighbour = s.wing_patron[w] == LUDUS_MYKERINOS_LEMON
                           || s.wing_patron[w] == LUDUS_MYKERINOS_BLACKMORE;

      g_assert_cmpint (ludus_mykerinos_room_allowed (&s, GREEN, LUDUS_MYKERINOS_ROOM_R5 (w)), ==,
                       neighbour);
      g_assert_true (ludus_mykerinos_room_allowed (&s, GREEN, LUDUS_MYKERINOS_ROOM_R3 (w)));
      /* Another player gains nothing from green's room. */
      g_assert_false (ludus_mykerinos_room_allowed (&s, BLUE, LUDUS_MYKERINOS_ROOM_R5 (w)));
    }
  g_assert_false (ludus_mykerinos_room_allowed (&s, GREEN, LUDUS_MYKERINOS_ROOM_C (1)));
  /* A 3-room opens only onto its own 5-room. */
  s.museum[LUDUS_MYKERINOS_ROOM_R3 (4)] = BLUE + 1;
  for (guint w = 0; w < 5; w++)
    g_assert_cmpint (ludus_mykerinos_room_allowed (&s, BLUE, LUDUS_MYKERINOS_ROOM_R5 (w)), ==, w == 4);
  /* Corridor 5 (between wings 5 and 1) opens onto R5 of wings 5 and 1. */
  s.museum[LUDUS_MYKERINOS_ROOM_C (4)] = RED + 1;
  g_assert_true (ludus_mykerinos_room_allowed (&s, RED, LUDUS_MYKERINOS_ROOM_R5 (0)));
  g_assert_true (ludus_mykerinos_room_allowed (&s, RED, LUDUS_MYKERINOS_ROOM_R5 (4)));
  g_assert_false (ludus_mykerinos_room_allowed (&s, RED, LUDUS_MYKERINOS_ROOM_R5 (3)));
}

/* ---- survey ----------------------------------------------------------- */

static void
test_survey_example (void)
{
  g_autofree char *narration = NULL;
  State s;
  guint three = find_card (LUDUS_MYKERINOS_BROWN, 3, 0);
  guint blank = find_card (LUDUS_MYKERINOS_BLACKMORE, 0, 0);
  int area0[12];
  guint k = 0;

  new_game (&s, 4, FALSE, 1);
  set_slot (&s, 0, three);
  set_slot (&s, 1, blank);
  for (guint slot = 0; slot < 2; slot++)
    for (guint i = 0; i < 6; i++)
      if (!s.pyramid[slot * 6 + i])
        area0[k++] = slot * 6 + i;
  g_assert_cmpuint (k, >=, 9);
  /* Blue 4 cubes, Red 2, Green 2, White 1. */
  for (guint i = 0; i < 4; i++)
    put_cube (&s, BLUE, area0[i]);
  put_cube (&s, RED, area0[4]);
  put_cube (&s, RED, area0[5]);
  put_cube (&s, GREEN, area0[6]);
  put_cube (&s, GREEN, area0[7]);
  put_cube (&s, WHITE, area0[8]);
  /* Green passes before red. */
  play (&s, "p");                 /* blue 1 */
  play (&s, "a47");               /* red, in area 3 */
  play (&s, "p");                 /* green 2 */
  play (&s, "p");                 /* white 3 */
  narration = play_narrated (&s, "p");  /* red, last action: 4 */
  g_assert_cmpstr (narration, ==, "Survey of area 1|1. Anna with 4 cubes|2. Carlos with 2 cubes|"
                                  "3. Béla with 2 cubes|4. Dóra with 1 cube");
  g_clear_pointer (&narration, g_free);
  g_assert_cmpuint (s.passing[GREEN], <, s.passing[RED]);
  g_assert_cmpuint (s.phase, ==, LUDUS_MYKERINOS_PHASE_SURVEY);
  g_assert_cmpuint (s.survey_area, ==, 0);
  g_assert_cmpuint (s.survey_rank[0], ==, BLUE);
  g_assert_cmpuint (s.survey_rank[1], ==, GREEN);
  g_assert_cmpuint (s.survey_rank[2], ==, RED);
  g_assert_cmpuint (s.survey_rank[3], ==, WHITE);

  g_assert_cmpuint (s.current, ==, BLUE);
  g_assert_true (has_move (&s, "c0"));
  g_assert_true (has_move (&s, "c1"));
  g_assert_true (has_move (&s, "m31"));
  g_assert_false (has_move (&s, "d"));  /* 1st cannot decline */
  play (&s, "c0");
  g_assert_cmpint (s.score[BLUE], ==, 3);
  g_assert_cmpuint (s.current, ==, GREEN);
  play (&s, "m22");
  g_assert_cmpuint (s.museum[LUDUS_MYKERINOS_ROOM_C (1)], ==, GREEN + 1);
  g_assert_cmpuint (s.current, ==, RED);
  g_assert_false (has_move (&s, "m31"));  /* 3rd: no Museum */
  g_assert_true (has_move (&s, "d"));
  narration = play_narrated (&s, "c1");
  /* Both parcels of area 1 are taken; areas 2 and 3 are empty. */
  g_assert_true (g_str_has_prefix (narration, "Survey of area 2: nobody excavated there|Nobody took the parcel "));
  g_assert_nonnull (strstr (narration, "|Survey of area 3: nobody excavated there|Nobody took the parcel "));
  g_assert_true (g_str_has_suffix (narration, "|Survey of area 4|1. Béla with 1 cube"));
  g_clear_pointer (&narration, g_free);
  g_assert_cmpint (s.score[RED], ==, 0);
  g_assert_cmpuint (s.card_owner[blank], ==, RED);
  g_assert_cmpuint (s.card_owner[three], ==, BLUE);
  /* White gets nothing; area 0's cubes are back in the general stock. */
  g_assert_cmpuint (s.survey_area, ==, 3);  /* red alone in area 3 */
  g_assert_cmpuint (s.current, ==, RED);
  g_assert_cmpuint (s.general[BLUE], ==, 17 + 4);
  g_assert_cmpuint (s.general[GREEN], ==, 17 + 2 - 1);
  g_assert_cmpuint (s.general[WHITE], ==, 17 + 1);
  for (guint i = 0; i < 9; i++)
    g_assert_cmpuint (s.region[area0[i]], ==, 0);

  /* Alone: only the 1st choice; the other parcel leaves the game. */
  narration = play_narrated (&s, "c1");
  g_assert_nonnull (strstr (narration, "|End of season 1: Béla, last on the passing track, starts season 2"));
  g_clear_pointer (&narration, g_free);
  g_assert_cmpuint (s.season, ==, 1);
  g_assert_cmpuint (s.card_owner[6], ==, LUDUS_MYKERINOS_CARD_DISCARDED);
  g_assert_cmpuint (s.card_owner[7], ==, RED);
  /* Red passed last: red starts season 2. */
  g_assert_cmpuint (s.start_player, ==, RED);
  g_assert_cmpuint (s.current, ==, RED);

  /* The season's record, as the views show it and the log told it. */
  {
    static const char * const names[] = { "Anna", "Béla", "Carlos", "Dóra" };
    static const struct { guint kind, area, colour; } expected[] = {
      { LUDUS_MYKERINOS_EVENT_CLAIM, 0, BLUE },
      { LUDUS_MYKERINOS_EVENT_MUSEUM, 0, GREEN },
      { LUDUS_MYKERINOS_EVENT_CLAIM, 0, RED },
      { LUDUS_MYKERINOS_EVENT_UNCLAIMED, 1, LUDUS_MYKERINOS_NO_PLAYER },
      { LUDUS_MYKERINOS_EVENT_UNCLAIMED, 1, LUDUS_MYKERINOS_NO_PLAYER },
      { LUDUS_MYKERINOS_EVENT_UNCLAIMED, 2, LUDUS_MYKERINOS_NO_PLAYER },
      { LUDUS_MYKERINOS_EVENT_UNCLAIMED, 2, LUDUS_MYKERINOS_NO_PLAYER },
      { LUDUS_MYKERINOS_EVENT_CLAIM, 3, RED },
      { LUDUS_MYKERINOS_EVENT_UNCLAIMED, 3, LUDUS_MYKERINOS_NO_PLAYER },
    };
    const LudusMykerinosSeasonRecord *record = ludus_mykerinos_state_record (&s, 0);
    const LudusMykerinosAreaRecord *area = &record->areas[0];
    g_autofree char *claim = NULL;
    g_autofree char *museum = NULL;
    g_autofree char *third = NULL;
    g_autofree char *rank = NULL;

    g_assert_cmpuint (record->n_areas, ==, 4);
    g_assert_cmpuint (area->n_ranked, ==, 4);
    g_assert_cmpuint (area->rank[0], ==, BLUE);
    g_assert_cmpuint (area->rank[1], ==, GREEN);
    g_assert_cmpuint (area->rank[2], ==, RED);
    g_assert_cmpuint (area->rank[3], ==, WHITE);
    g_assert_cmpuint (area->cubes[BLUE], ==, 4);
    g_assert_cmpuint (area->cubes[GREEN], ==, 2);
    g_assert_cmpuint (area->cubes[RED], ==, 2);
    g_assert_cmpuint (area->cubes[WHITE], ==, 1);
    g_assert_cmpuint (record->areas[1].n_ranked, ==, 0);
    g_assert_cmpuint (record->areas[3].n_ranked, ==, 1);

    g_assert_cmpuint (record->n_events, ==, G_N_ELEMENTS (expected));
    for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
      {
        g_assert_cmpuint (record->events[i].kind, ==, expected[i].kind);
        g_assert_cmpuint (record->events[i].area, ==, expected[i].area);
        g_assert_cmpuint (record->events[i].colour, ==, expected[i].colour);
      }
    g_assert_cmpuint (record->events[0].card, ==, three);
    g_assert_cmpuint (record->events[1].room, ==, LUDUS_MYKERINOS_ROOM_C (1));
    g_assert_cmpuint (record->events[2].card, ==, blank);
    g_assert_cmpuint (record->events[8].card, ==, 6);

    /* Blue +3, red +0 in area 1, then red's claim in area 4. */
    g_assert_cmpint (record->prestige[BLUE], ==, 3);
    g_assert_cmpint (record->prestige[GREEN], ==, 0);
    g_assert_cmpint (record->prestige[RED], ==, s.prestige[RED]);
    g_assert_cmpint (record->prestige[WHITE], ==, 0);
    g_assert_cmpuint (record->start_player, ==, RED);

    claim = ludus_mykerinos_describe_event (&s, &record->events[0], names);
    g_assert_cmpstr (claim, ==, "Anna claimed the parcel of Sir Brown worth 3 prestige, in area 1");
    museum = ludus_mykerinos_describe_event (&s, &record->events[1], names);
    g_assert_true (g_str_has_prefix (museum, "Carlos booked "));
    third = ludus_mykerinos_describe_event (&s, &record->events[2], names);
    g_assert_cmpstr (third, ==, "Béla claimed the parcel of Mrs Blackmore worth 0 prestige, in area 1");
    rank = ludus_mykerinos_describe_rank (&s, area, 1, names);
    g_assert_cmpstr (rank, ==, "2. Carlos with 2 cubes");
    /* Season 2 has not come to its survey. */
    g_assert_cmpuint (ludus_mykerinos_state_record (&s, 1)->n_areas, ==, 0);
    g_assert_null (ludus_mykerinos_state_record (&s, 2));
  }
}

/* Four players in the first area, blue with the most cubes, then red,
 * green and white: the survey starts with blue. */
static void
start_four_player_survey (State *s)
{
  new_game (s, 4, FALSE, 1);
  put_cube (s, BLUE, 0);
  put_cube (s, BLUE, 1);
  put_cube (s, BLUE, 2);
  put_cube (s, RED, 3);
  put_cube (s, RED, 4);
  put_cube (s, GREEN, 5);
  put_cube (s, WHITE, 7);
  all_pass (s);
}

static void
test_survey_leftovers (void)
{
  State s;

  /* 1st and 2nd go to the Museum: 3rd picks either parcel, 4th declines. */
  start_four_player_survey (&s);
  g_assert_cmpuint (s.current, ==, BLUE);
  play (&s, "m31");
  play (&s, "m32");
  g_assert_cmpuint (s.current, ==, GREEN);
  g_assert_true (has_move (&s, "c0"));
  g_assert_true (has_move (&s, "c1"));
  g_assert_true (has_move (&s, "d"));
  play (&s, "c1");
  g_assert_cmpuint (s.current, ==, WHITE);
  g_assert_true (has_move (&s, "c0"));
  g_assert_false (has_move (&s, "c1"));
  play (&s, "d");
  /* Declined: the parcel leaves the game; the survey is over (one area). */
  g_assert_cmpuint (s.card_owner[0], ==, LUDUS_MYKERINOS_CARD_DISCARDED);
  g_assert_cmpuint (s.card_owner[1], ==, GREEN);
  g_assert_cmpuint (s.season, ==, 1);

  /* After the 1st went to the Museum the 2nd may take either parcel; a 3rd
   * who declines leaves both to the 4th, who takes one: the other leaves. */
  start_four_player_survey (&s);
  play (&s, "m31");
  g_assert_cmpuint (s.current, ==, RED);
  g_assert_true (has_move (&s, "c0"));
  g_assert_true (has_move (&s, "c1"));
  g_assert_true (has_move (&s, "m32"));
  g_assert_false (has_move (&s, "d"));
  play (&s, "m32");
  g_assert_cmpuint (s.current, ==, GREEN);
  play (&s, "d");
  g_assert_cmpuint (s.current, ==, WHITE);
  g_assert_cmpuint (s.survey_choice, ==, LUDUS_MYKERINOS_CHOICE_LEFTOVER);
  g_assert_true (has_move (&s, "c0"));
  g_assert_true (has_move (&s, "c1"));
  g_assert_false (has_move (&s, "m33"));  /* 4th: no Museum */
  play (&s, "c0");
  g_assert_cmpuint (s.card_owner[0], ==, WHITE);
  g_assert_cmpuint (s.card_owner[1], ==, LUDUS_MYKERINOS_CARD_DISCARDED);
  g_assert_cmpuint (ludus_mykerinos_state_owned (&s, GREEN, LUDUS_MYKERINOS_VIOLET), ==, 0);
  g_assert_cmpuint (s.season, ==, 1);
}

static void
test_survey_no_museum (void)
{
  State s;

  /* General stock empty: the Museum is not offered in a survey. */
  new_game (&s, 3, FALSE, 1);
  put_cube (&s, BLUE, 0);
  put_cube (&s, RED, 12);
  put_cube (&s, RED, 13);
  all_pass (&s);
  g_assert_cmpuint (s.current, ==, BLUE);
  s.general[BLUE] = 0;
  g_assert_cmpuint (count_moves (&s, "m"), ==, 0);
  g_assert_cmpuint (count_moves (&s, "c"), ==, 2);
  play (&s, "c0");

  /* A full Museum (or no legal room): a 2nd with no parcel left gets nothing. */
  new_game (&s, 3, FALSE, 1);
  put_cube (&s, BLUE, 0);
  put_cube (&s, BLUE, 1);
  put_cube (&s, RED, 2);
  put_cube (&s, GREEN, 12);
  for (guint room = 0; room < LUDUS_MYKERINOS_N_ROOMS; room++)
    if (room < 5 || room >= 10)
      s.museum[room] = WHITE + 1;
  all_pass (&s);
  g_assert_cmpuint (s.current, ==, BLUE);
  g_assert_cmpuint (count_moves (&s, "m"), ==, 0);
  /* 5-rooms are free but blue holds no room next to any. */
  g_assert_false (ludus_mykerinos_room_allowed (&s, BLUE, LUDUS_MYKERINOS_ROOM_R5 (0)));
  play (&s, "c0");
  g_assert_cmpuint (s.current, ==, RED);
  play (&s, "c1");
  /* Area 1: green alone. */
  g_assert_cmpuint (s.survey_area, ==, 1);
  g_assert_cmpuint (s.current, ==, GREEN);
  play (&s, "c0");

  /* 1st took the last... a 2nd with nothing left and no Museum is skipped. */
  new_game (&s, 3, FALSE, 1);
  put_cube (&s, BLUE, 0);
  put_cube (&s, BLUE, 1);
  put_cube (&s, RED, 2);
  all_pass (&s);
  s.survey_left = 1;  /* parcel 1 already gone */
  s.general[RED] = 0;
  play (&s, "c0");
  g_assert_cmpuint (s.season, ==, 1);  /* red had no choice to make */
}

static void
test_survey_cubes_back (void)
{
  State s;

  new_game (&s, 3, FALSE, 1);
  put_cube (&s, BLUE, 0);
  put_cube (&s, RED, 20);
  all_pass (&s);
  g_assert_cmpuint (s.general[RED], ==, 14);
  play (&s, "c1");  /* blue, area 0 */
  g_assert_cmpuint (s.general[BLUE], ==, 15);
  g_assert_cmpuint (s.current, ==, RED);
  play (&s, "m33");
  g_assert_cmpuint (s.museum[LUDUS_MYKERINOS_ROOM_R3 (2)], ==, RED + 1);
  /* Red's region cube came back and season 2 dealt 11 more: 25 less the
   * personal stock (10 kept + 11) less the Museum cube. */
  g_assert_cmpuint (s.season, ==, 1);
  g_assert_cmpuint (s.stock[RED], ==, 21);
  g_assert_cmpuint (s.general[RED], ==, 25 - 21 - 1);
}

/* ---- 2 players -------------------------------------------------------- */

static void
test_neutral_turns (void)
{
  State s;

  new_game (&s, 2, FALSE, 1);
  give_card (&s, BLUE, find_card (LUDUS_MYKERINOS_LEMON, 3, 0));
  give_card (&s, BLUE, find_card (LUDUS_MYKERINOS_BLACKMORE, 3, 0));
  play (&s, "a0");
  /* After an own action: the optional neutral action, same player. */
  g_assert_cmpuint (s.phase, ==, LUDUS_MYKERINOS_PHASE_NEUTRAL);
  g_assert_cmpuint (s.current, ==, BLUE);
  g_assert_true (has_move (&s, "ns"));
  g_assert_true (has_move (&s, "na1"));
  /* Normal placement rules (no pyramid); patrons never act for it. */
  g_assert_false (has_move (&s, "na6"));
  g_assert_cmpuint (count_moves (&s, "L"), ==, 0);
  g_assert_cmpuint (count_moves (&s, "K"), ==, 0);
  g_assert_cmpuint (count_moves (&s, "a"), ==, 0);
  g_assert_cmpuint (count_moves (&s, "n"), ==, 1 + 48 - 7 - 1);
  g_assert_false (has_move (&s, "nb1.2"));  /* no neutral cube yet */
  g_assert_false (has_move (&s, "p"));
  play (&s, "na1");
  g_assert_cmpuint (s.neutral_stock[BLUE], ==, 3);
  g_assert_cmpuint (ludus_mykerinos_state_cube (&s, 1), ==, GREEN + 1);
  g_assert_cmpuint (s.current, ==, RED);
  play (&s, "a20");
  g_assert_true (has_move (&s, "nb2.5"));  /* next to the neutral's cube */
  play (&s, "ns");
  g_assert_cmpuint (s.current, ==, BLUE);
  /* A pass has no neutral action. */
  play (&s, "p");
  g_assert_cmpuint (s.passing[BLUE], ==, 1);
  g_assert_cmpuint (s.current, ==, RED);
  g_assert_true (s.last_turn);
  play (&s, "a21");
  g_assert_cmpuint (s.phase, ==, LUDUS_MYKERINOS_PHASE_NEUTRAL);
  play (&s, "na22");
  /* Red takes space 3: the neutral sits on 2. */
  g_assert_cmpuint (s.passing[RED], ==, 3);
  g_assert_cmpuint (s.passing[GREEN], ==, 2);
  g_assert_cmpuint (s.phase, ==, LUDUS_MYKERINOS_PHASE_SURVEY);

  /* No neutral cube left in the personal stock: no neutral action. */
  new_game (&s, 2, FALSE, 1);
  s.general[GREEN] += s.neutral_stock[BLUE];
  s.neutral_stock[BLUE] = 0;
  play (&s, "a0");
  g_assert_cmpuint (s.phase, ==, LUDUS_MYKERINOS_PHASE_EXCAVATION);
  g_assert_cmpuint (s.current, ==, RED);
  play (&s, "a20");
  g_assert_cmpuint (s.phase, ==, LUDUS_MYKERINOS_PHASE_NEUTRAL);
}

static void
test_neutral_picks (void)
{
  State s;

  /* Neutral 1st, both players present: the 3rd ranked picks its parcel. */
  new_game (&s, 2, FALSE, 1);
  s.neutral_stock[0] = 8;
  put_cube (&s, GREEN, 0);
  put_cube (&s, GREEN, 1);
  put_cube (&s, GREEN, 2);
  put_cube (&s, RED, 3);
  put_cube (&s, RED, 4);
  put_cube (&s, BLUE, 5);
  play (&s, "p");
  play (&s, "p");
  g_assert_cmpuint (s.survey_rank[0], ==, GREEN);
  g_assert_cmpuint (s.survey_rank[2], ==, BLUE);
  g_assert_cmpuint (s.survey_choice, ==, LUDUS_MYKERINOS_CHOICE_NEUTRAL);
  {
    const char * const names[] = { "Anna", "Béla", "Carlos", "Dóra" };
    g_autofree char *rank = ludus_mykerinos_describe_rank (&s, &ludus_mykerinos_state_record (&s, 0)->areas[0],
                                                           0, names);

    /* A line's first word, and the name of the neutral's panel. */
    g_assert_cmpstr (rank, ==, "1. Neutral with 3 cubes");
  }
  g_assert_cmpuint (s.current, ==, BLUE);
  g_assert_true (has_move (&s, "x0"));
  g_assert_true (has_move (&s, "x1"));
  play (&s, "x1");
  g_assert_cmpuint (s.card_owner[1], ==, LUDUS_MYKERINOS_CARD_DISCARDED);
  /* Then red, 2nd, chooses among the rest. */
  g_assert_cmpuint (s.current, ==, RED);
  g_assert_true (has_move (&s, "c0"));
  g_assert_false (has_move (&s, "c1"));
  play (&s, "c0");
  g_assert_cmpuint (s.card_owner[0], ==, RED);

  /* Neutral 1st and one player: the player not in the area picks. */
  new_game (&s, 2, FALSE, 1);
  s.neutral_stock[0] = 8;
  put_cube (&s, GREEN, 0);
  put_cube (&s, GREEN, 1);
  put_cube (&s, RED, 3);
  play (&s, "p");
  play (&s, "p");
  g_assert_cmpuint (s.survey_n_ranked, ==, 2);
  g_assert_cmpuint (s.current, ==, BLUE);
  play (&s, "x0");
  g_assert_cmpuint (s.current, ==, RED);
  play (&s, "c1");

  /* Neutral 2nd: the 1st picks for it after its own choice. */
  new_game (&s, 2, FALSE, 1);
  s.neutral_stock[0] = 8;
  put_cube (&s, RED, 0);
  put_cube (&s, RED, 1);
  put_cube (&s, RED, 2);
  put_cube (&s, GREEN, 3);
  put_cube (&s, GREEN, 4);
  put_cube (&s, BLUE, 5);
  play (&s, "p");
  play (&s, "p");
  g_assert_cmpuint (s.current, ==, RED);
  play (&s, "m31");  /* the Museum: both parcels left */
  g_assert_cmpuint (s.current, ==, RED);
  g_assert_cmpuint (s.survey_choice, ==, LUDUS_MYKERINOS_CHOICE_NEUTRAL);
  play (&s, "x0");
  /* Blue, 3rd, gets the leftover. */
  g_assert_cmpuint (s.current, ==, BLUE);
  g_assert_cmpuint (s.survey_choice, ==, LUDUS_MYKERINOS_CHOICE_LEFTOVER);
  play (&s, "c1");
  g_assert_cmpint (s.score[BLUE], ==, default_content->cards[1].prestige);

  /* Neutral 2nd after a parcel: it takes the other, no choice; neutral
   * alone: both parcels leave.  Neutral 3rd: nothing. */
  new_game (&s, 2, FALSE, 1);
  s.neutral_stock[0] = 8;
  put_cube (&s, RED, 0);
  put_cube (&s, RED, 1);
  put_cube (&s, GREEN, 2);
  put_cube (&s, GREEN, 12);  /* area 1: neutral alone */
  put_cube (&s, BLUE, 25);   /* area 2: blue 2, red 2, neutral 1 (3rd) */
  put_cube (&s, BLUE, 26);
  put_cube (&s, RED, 27);
  put_cube (&s, RED, 28);
  put_cube (&s, GREEN, 30);
  play (&s, "p");
  play (&s, "p");
  g_assert_cmpuint (s.current, ==, RED);
  play (&s, "c0");
  g_assert_cmpuint (s.card_owner[1], ==, LUDUS_MYKERINOS_CARD_DISCARDED);
  g_assert_cmpuint (s.card_owner[2], ==, LUDUS_MYKERINOS_CARD_DISCARDED);
  g_assert_cmpuint (s.card_owner[3], ==, LUDUS_MYKERINOS_CARD_DISCARDED);
  g_assert_cmpuint (s.survey_area, ==, 2);
  g_assert_cmpuint (s.current, ==, BLUE);
  play (&s, "m31");
  g_assert_cmpuint (s.current, ==, RED);
  play (&s, "c0");
  /* Neutral 3rd takes nothing; parcel 1 leaves the game. */
  g_assert_cmpuint (s.card_owner[5], ==, LUDUS_MYKERINOS_CARD_DISCARDED);
  g_assert_cmpuint (s.season, ==, 1);
  /* Blue passed first (1), red last (3): red starts. */
  g_assert_cmpuint (s.start_player, ==, RED);
}

/* ---- scoring ---------------------------------------------------------- */

static void
test_scoring_example (void)
{
  const guint8 base[5] = { LUDUS_MYKERINOS_VIOLET, LUDUS_MYKERINOS_LEMON,
                           LUDUS_MYKERINOS_BLACKMORE, LUDUS_MYKERINOS_BROWN,
                           LUDUS_MYKERINOS_TANGERINE };

  /* Every rotation of the wings: Brown and Tangerine stay neighbours. */
  for (guint r = 0; r < 5; r++)
    {
      State s;
      LudusMykerinosScore score;
      LudusProjection projections[LUDUS_MAX_PLAYERS];
      guint wing_of[5];
      guint brown, tangerine, corridor;

      new_game (&s, 3, FALSE, 1);
      for (guint w = 0; w < 5; w++)
        {
          s.wing_patron[w] = base[(w + r) % 5];
          wing_of[s.wing_patron[w]] = w;
        }
      give_card (&s, BLUE, find_card (LUDUS_MYKERINOS_LEMON, 0, 0));
      give_card (&s, BLUE, find_card (LUDUS_MYKERINOS_LEMON, 0, 1));
      give_card (&s, BLUE, find_card (LUDUS_MYKERINOS_BLACKMORE, 2, 0));
      give_card (&s, BLUE, find_card (LUDUS_MYKERINOS_BROWN, 0, 0));
      give_card (&s, BLUE, find_card (LUDUS_MYKERINOS_BROWN, 0, 1));
      give_card (&s, BLUE, find_card (LUDUS_MYKERINOS_BROWN, 3, 0));
      give_card (&s, BLUE, find_card (LUDUS_MYKERINOS_TANGERINE, 0, 0));
      give_card (&s, BLUE, find_card (LUDUS_MYKERINOS_TANGERINE, 2, 0));
      give_card (&s, BLUE, find_card (LUDUS_MYKERINOS_VIOLET, 0, 0));
      brown = wing_of[LUDUS_MYKERINOS_BROWN];
      tangerine = wing_of[LUDUS_MYKERINOS_TANGERINE];
      corridor = (brown + 1) % 5 == tangerine ? brown : tangerine;
      s.museum[LUDUS_MYKERINOS_ROOM_R3 (wing_of[LUDUS_MYKERINOS_LEMON])] = BLUE + 1;
      s.museum[LUDUS_MYKERINOS_ROOM_R3 (wing_of[LUDUS_MYKERINOS_BLACKMORE])] = BLUE + 1;
      s.museum[LUDUS_MYKERINOS_ROOM_R5 (brown)] = BLUE + 1;
      s.museum[LUDUS_MYKERINOS_ROOM_C (corridor)] = BLUE + 1;
      /* Red holds the Violet 5-room: it does not count for blue. */
      s.museum[LUDUS_MYKERINOS_ROOM_R5 (wing_of[LUDUS_MYKERINOS_VIOLET])] = RED + 1;

      ludus_mykerinos_score_player (&s, BLUE, &score);
      g_assert_cmpint (score.exhibition[wing_of[LUDUS_MYKERINOS_LEMON]], ==, 2 * 3);
      g_assert_cmpint (score.exhibition[wing_of[LUDUS_MYKERINOS_BLACKMORE]], ==, 1 * 3);
      g_assert_cmpint (score.exhibition[brown], ==, 3 * 5);
      g_assert_cmpint (score.exhibition[tangerine], ==, 2 * 2);
      g_assert_cmpint (score.exhibition[wing_of[LUDUS_MYKERINOS_VIOLET]], ==, 1 * 1);
      g_assert_cmpint (score.sets, ==, 5);
      g_assert_cmpint (score.prestige, ==, 0);
      g_assert_cmpint (score.total, ==, 34);

      /* The projection: the same, line by line (prestige, the wings in
       * order, the sets), while the score track still says 0. */
      RULES->project_scores (&s, projections);
      g_assert_cmpint (projections[BLUE].total, ==, 34);
      g_assert_cmpuint (projections[BLUE].n_lines, ==, 7);
      g_assert_cmpstr (projections[BLUE].lines[0].label, ==, "Prestige");
      g_assert_cmpint (projections[BLUE].lines[0].points, ==, 0);
      g_assert_cmpstr (projections[BLUE].lines[1 + brown].label, ==, "Wing of Sir Brown");
      g_assert_cmpint (projections[BLUE].lines[1 + brown].points, ==, 15);
      g_assert_cmpstr (projections[BLUE].lines[6].label, ==, "Sets of the five patrons");
      g_assert_cmpint (projections[BLUE].lines[6].points, ==, 5);
      g_assert_cmpint (s.score[BLUE], ==, 0);
    }
}

static void
test_scoring_sets_and_winners (void)
{
  State s;
  LudusMykerinosScore score;
  g_autoptr(JsonNode) breakdown = NULL;
  JsonObject *player;

  new_game (&s, 3, FALSE, 1);
  /* Two full sets plus the patronless card (which counts for neither). */
  for (guint p = 0; p < 5; p++)
    {
      give_card (&s, RED, find_card (p, 0, 0));
      give_card (&s, RED, find_card (p, 2, 0));
    }
  give_card (&s, RED, find_card (LUDUS_MYKERINOS_PATRON_NONE, 5, 0));
  s.prestige[RED] = s.score[RED] = 25;
  ludus_mykerinos_score_player (&s, RED, &score);
  g_assert_cmpint (score.sets, ==, 10);
  g_assert_cmpint (score.total, ==, 25 + 10 + 10);

  breakdown = RULES->breakdown (&s);
  player = json_array_get_object_element (
    json_object_get_array_member (json_node_get_object (breakdown), "players"), RED);
  g_assert_cmpint (json_object_get_int_member (player, "prestige"), ==, 25);
  g_assert_cmpint (json_object_get_int_member (player, "sets"), ==, 10);
  g_assert_cmpint (json_object_get_int_member (player, "total"), ==, 45);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (player, "exhibition")), ==, 5);

  /* Most points wins; then most cubes in the personal stock; then shared. */
  s.score[BLUE] = 10; s.score[RED] = 12; s.score[GREEN] = 12;
  s.stock[BLUE] = 9; s.stock[RED] = 2; s.stock[GREEN] = 3;
  g_assert_cmpuint (RULES->winners (&s), ==, 1 << GREEN);
  s.stock[RED] = 3;
  g_assert_cmpuint (RULES->winners (&s), ==, (1 << GREEN) | (1 << RED));
}

/* ---- random games ----------------------------------------------------- */

typedef struct
{
  int      scores[LUDUS_MYKERINOS_N_COLOURS];
  guint    on_pyramids;
  guint    reveals;
  guint8   dealt[LUDUS_MYKERINOS_MAX_CARDS];
  guint    max_moves;
} Tracker;

static void
check_invariants (const State    *s,
                  Tracker        *t,
                  const Move     *last)
{
  const LudusMykerinosSeason *season = ludus_mykerinos_state_season (s);
  guint n_spaces = season->n_slots * 6;
  guint on_pyramids = 0;
  /* Cubes of each colour (from 1; 0 counts the empty spaces and rooms)
   * in the region and in the Museum. */
  guint placed[LUDUS_MYKERINOS_N_COLOURS + 1] = { 0 };

  for (guint sp = 0; sp < LUDUS_MYKERINOS_MAX_SPACES; sp++)
    {
      /* One cube per space (a byte per space) of a known colour. */
      g_assert_cmpuint (s->region[sp], <=, s->n_colours);
      if (sp >= n_spaces)
        g_assert_cmpuint (s->region[sp], ==, 0);
      on_pyramids += s->region[sp] != 0 && s->pyramid[sp];
      placed[s->region[sp]]++;
    }
  for (guint room = 0; room < LUDUS_MYKERINOS_N_ROOMS; room++)
    {
      g_assert_cmpuint (s->museum[room], <=, s->n_colours);
      placed[s->museum[room]]++;
    }
  for (guint c = 0; c < LUDUS_MYKERINOS_N_COLOURS; c++)
    {
      guint total = s->general[c] + placed[c + 1];

      if (c < s->n_players)
        total += s->stock[c];
      if (c == s->neutral)
        total += s->neutral_stock[0] + s->neutral_stock[1];
      g_assert_cmpuint (total, ==, LUDUS_MYKERINOS_CUBES);
      if (c >= s->n_colours)
        g_assert_cmpuint (s->general[c], ==, LUDUS_MYKERINOS_CUBES);
    }
  /* A cube lands on a pyramid only through Lord Lemon, one at a time; and
   * Lord Lemon always puts one there (unless the survey that followed his
   * move cleared the region). */
  if (on_pyramids > t->on_pyramids)
    {
      g_assert_nonnull (last);
      g_assert_cmpuint (last->kind, ==, LUDUS_MYKERINOS_MOVE_PLACE);
      g_assert_cmpuint (last->patron, ==, LUDUS_MYKERINOS_LEMON);
      g_assert_cmpuint (on_pyramids, ==, t->on_pyramids + 1);
    }
  else if (last != NULL && last->kind == LUDUS_MYKERINOS_MOVE_PLACE
           && last->patron == LUDUS_MYKERINOS_LEMON)
    g_assert_cmpuint (s->phase, ==, LUDUS_MYKERINOS_PHASE_SURVEY);
  t->on_pyramids = on_pyramids;

  /* Each card is dealt once; each region holds the cards of its slots. */
  if (s->reveals != t->reveals && s->phase != LUDUS_MYKERINOS_PHASE_OVER)
    {
      g_assert_cmpuint (s->reveals, ==, t->reveals + 1);
      for (guint slot = 0; slot < season->n_slots; slot++)
        {
          g_assert_false (t->dealt[s->slot_card[slot]]);
          t->dealt[s->slot_card[slot]] = 1;
        }
      t->reveals = s->reveals;
    }
  for (guint i = 0; i < s->n_cards; i++)
    {
      guint8 owner = s->card_owner[i];

      if (!t->dealt[i])
        g_assert_cmpuint (owner, ==, LUDUS_MYKERINOS_CARD_UNUSED);
      else if (owner < LUDUS_MYKERINOS_CARD_DISCARDED)
        g_assert_cmpuint (owner & ~LUDUS_MYKERINOS_CARD_TILTED, <, s->n_players);
    }

  /* Scores never go down; before the end they are the prestige. */
  for (guint p = 0; p < s->n_players; p++)
    {
      g_assert_cmpint (s->score[p], >=, t->scores[p]);
      if (s->phase != LUDUS_MYKERINOS_PHASE_OVER)
        g_assert_cmpint (s->score[p], ==, s->prestige[p]);
      t->scores[p] = s->score[p];
    }
  g_assert_cmpuint (RULES->current_player (s), <, s->n_players);

  /* The space sets agree with the region. */
  {
    State synced = *s;

    ludus_mykerinos_state_sync (&synced);
    g_assert_cmpmem (&synced.occupied, sizeof synced.occupied, &s->occupied, sizeof s->occupied);
    g_assert_cmpmem (&synced.pyramids, sizeof synced.pyramids, &s->pyramids, sizeof s->pyramids);
    g_assert_cmpmem (synced.cubes_of, sizeof synced.cubes_of, s->cubes_of, sizeof s->cubes_of);
  }
}

static gboolean
spaces_adjacent (const LudusMykerinosSeason *season,
                 guint                       a,
                 guint                       b)
{
  /* From the grid positions, independently of the adjacency lists. */
  int dx = (int) season->space_x[a] - (int) season->space_x[b];
  int dy = (int) season->space_y[a] - (int) season->space_y[b];

  return ABS (dx) + ABS (dy) == 1;
}

static gboolean
next_to_colour (const State *s,
                guint        space,
                guint        colour)
{
  const LudusMykerinosSeason *season = ludus_mykerinos_state_season (s);

  for (guint sp = 0; sp < season->n_slots * 6; sp++)
    if (s->region[sp] == colour + 1 && spaces_adjacent (season, sp, space))
      return TRUE;
  return FALSE;
}

/* Is a placement legal?  The rules written out the long way, to check
 * the move lists against. */
static gboolean
placement_legal (const State *s,
                 const Move  *mv)
{
  const LudusMykerinosSeason *season = ludus_mykerinos_state_season (s);
  gboolean neutral = mv->kind == LUDUS_MYKERINOS_MOVE_NEUTRAL;
  guint colour = neutral ? s->neutral : s->current;
  guint cubes;
  guint pyramids = 0;
  const guint8 *v = mv->cells;

  if (s->phase != (neutral ? LUDUS_MYKERINOS_PHASE_NEUTRAL : LUDUS_MYKERINOS_PHASE_EXCAVATION))
    return FALSE;
  cubes = neutral ? s->neutral_stock[s->current] : s->stock[s->current];
  if (mv->n_cells < 1 || mv->n_cells > 3)
    return FALSE;
  if (mv->patron != LUDUS_MYKERINOS_PATRON_NONE
      && (neutral || s->usable[colour][mv->patron] == 0))
    return FALSE;
  if (mv->patron == LUDUS_MYKERINOS_VIOLET)
    {
      if (s->general[colour] == 0 || cubes == 0)
        return FALSE;
      cubes++;
    }
  if (cubes < mv->n_cells)
    return FALSE;
  for (guint i = 0; i < mv->n_cells; i++)
    {
      if (v[i] >= season->n_slots * 6 || s->region[v[i]] != 0 || (i > 0 && v[i] <= v[i - 1]))
        return FALSE;
      pyramids += s->pyramid[v[i]];
    }
  /* Lord Lemon puts exactly one cube on a pyramid; nobody else any. */
  if (pyramids != (mv->patron == LUDUS_MYKERINOS_LEMON ? 1u : 0u))
    return FALSE;

  switch (mv->n_cells)
    {
    case 1:
      return mv->patron != LUDUS_MYKERINOS_BLACKMORE && mv->patron != LUDUS_MYKERINOS_TANGERINE;
    case 2:
      if (mv->patron == LUDUS_MYKERINOS_TANGERINE || !spaces_adjacent (season, v[0], v[1]))
        return FALSE;
      return mv->patron == LUDUS_MYKERINOS_BLACKMORE
             || next_to_colour (s, v[0], colour) || next_to_colour (s, v[1], colour);
    default:
      {
        /* Some order x, y, z: x next to the player's cubes, then a chain. */
        static const guint8 orders[6][3] = {
          { 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 }, { 1, 2, 0 }, { 2, 0, 1 }, { 2, 1, 0 },
        };

        if (mv->patron != LUDUS_MYKERINOS_TANGERINE)
          return FALSE;
        for (guint o = 0; o < 6; o++)
          {
            guint x = v[orders[o][0]], y = v[orders[o][1]], z = v[orders[o][2]];

            if (next_to_colour (s, x, colour) && spaces_adjacent (season, x, y)
                && spaces_adjacent (season, y, z))
              return TRUE;
          }
        return FALSE;
      }
    }
}

/* Every legal placement, found by trying every set of spaces. */
static guint
count_placements_brute_force (const State *s)
{
  static const struct { guint8 kind, patron, n; } kinds[] = {
    { LUDUS_MYKERINOS_MOVE_PLACE, LUDUS_MYKERINOS_PATRON_NONE, 1 },
    { LUDUS_MYKERINOS_MOVE_PLACE, LUDUS_MYKERINOS_PATRON_NONE, 2 },
    { LUDUS_MYKERINOS_MOVE_PLACE, LUDUS_MYKERINOS_VIOLET, 1 },
    { LUDUS_MYKERINOS_MOVE_PLACE, LUDUS_MYKERINOS_VIOLET, 2 },
    { LUDUS_MYKERINOS_MOVE_PLACE, LUDUS_MYKERINOS_LEMON, 1 },
    { LUDUS_MYKERINOS_MOVE_PLACE, LUDUS_MYKERINOS_LEMON, 2 },
    { LUDUS_MYKERINOS_MOVE_PLACE, LUDUS_MYKERINOS_BLACKMORE, 2 },
    { LUDUS_MYKERINOS_MOVE_PLACE, LUDUS_MYKERINOS_TANGERINE, 3 },
    { LUDUS_MYKERINOS_MOVE_NEUTRAL, LUDUS_MYKERINOS_PATRON_NONE, 1 },
    { LUDUS_MYKERINOS_MOVE_NEUTRAL, LUDUS_MYKERINOS_PATRON_NONE, 2 },
  };
  guint n_spaces = ludus_mykerinos_state_season (s)->n_slots * 6;
  guint count = 0;

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      Move mv = { kinds[k].kind, kinds[k].patron, kinds[k].n, { 0 } };

      for (guint a = 0; a < n_spaces; a++)
        for (guint b = kinds[k].n >= 2 ? a + 1 : 0; b < (kinds[k].n >= 2 ? n_spaces : 1); b++)
          for (guint c = kinds[k].n == 3 ? b + 1 : 0; c < (kinds[k].n == 3 ? n_spaces : 1); c++)
            {
              mv.cells[0] = a;
              mv.cells[1] = b;
              mv.cells[2] = c;
              count += placement_legal (s, &mv);
            }
    }
  return count;
}

static gboolean
mv_places (const LudusMove *move)
{
  const Move *mv = (const Move *) move;

  return mv->kind == LUDUS_MYKERINOS_MOVE_PLACE || mv->kind == LUDUS_MYKERINOS_MOVE_NEUTRAL;
}

/* A set of moves by their bytes (two moves are the same exactly when
 * their bytes are): an open hash set, emptied by a new stamp rather than
 * cleared, since the random games and the turn walks fill one at every
 * position of thousands of games. */
#define MOVE_SET_BITS 13

typedef struct
{
  LudusMove moves[1 << MOVE_SET_BITS];
  guint     stamps[1 << MOVE_SET_BITS];
  guint     stamp;
  guint     size;
} MoveSet;

G_STATIC_ASSERT ((1 << MOVE_SET_BITS) >= 2 * LUDUS_MAX_MOVES);

static void
move_set_empty (MoveSet *set)
{
  set->stamp++;
  set->size = 0;
}

/* The slot of move in set: where it is, or the free one where it goes. */
static guint
move_set_slot (const MoveSet   *set,
               const LudusMove *move)
{
  guint64 hash = (move->words[0] ^ move->words[1] * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15))
                 * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  guint slot = hash >> (64 - MOVE_SET_BITS);

  while (set->stamps[slot] == set->stamp && !ludus_move_equal (&set->moves[slot], move))
    slot = (slot + 1) % G_N_ELEMENTS (set->moves);
  return slot;
}

/* Adds move to set; FALSE if it was there already. */
static gboolean
move_set_add (MoveSet         *set,
              const LudusMove *move)
{
  guint slot = move_set_slot (set, move);

  if (set->stamps[slot] == set->stamp)
    return FALSE;
  set->stamps[slot] = set->stamp;
  set->moves[slot] = *move;
  set->size++;
  return TRUE;
}

static gboolean
move_set_contains (const MoveSet   *set,
                   const LudusMove *move)
{
  return set->stamps[move_set_slot (set, move)] == set->stamp;
}

static void
play_random_games (const LudusMykerinosContent *content,
                   guint                        n_players,
                   guint                        n_games)
{
  static LudusMove moves[LUDUS_MAX_MOVES];
  guint max_moves = 0;
  guint64 total_moves = 0;
  guint brute_force_checks = 0;
  guint wins[4] = { 0 };
  static MoveSet distinct;
  LudusRng pick;

  ludus_rng_seed (&pick, 1000 + n_players);
  for (guint game = 0; game < n_games; game++)
    {
      State s;
      Tracker t = { { 0 } };
      /* Every listed move round-trips through the notation in the first
       * games; the later ones check the move played (keeps the suite fast). */
      gboolean check_all = game < 500;

      LudusSetup setup = { n_players, 0, TRUE, game * 7919 + n_players };

      g_assert_true (RULES->init (&s, content, &setup, NULL));
      t.reveals = 0;
      check_invariants (&s, &t, NULL);
      while (!RULES->is_over (&s))
        {
          guint n = RULES->legal_moves (&s, moves);
          guint i;
          char buffer[LUDUS_NOTATION_SIZE];
          LudusMove parsed;

          g_assert_cmpuint (n, >, 0);
          g_assert_cmpuint (n, <, LUDUS_MAX_MOVES);
          max_moves = MAX (max_moves, n);
          i = ludus_rng_below (&pick, n);
          move_set_empty (&distinct);
          for (guint j = check_all ? 0 : i; j < (check_all ? n : i + 1); j++)
            {
              RULES->format_move (&s, &moves[j], buffer);
              g_assert_true (RULES->parse_move (&s, buffer, &parsed));
              g_assert_true (ludus_move_equal (&parsed, &moves[j]));
              if (mv_places (&moves[j]))
                g_assert_true (placement_legal (&s, (const Move *) &moves[j]));
              /* No move is listed twice; as each notation is parsed back
               * to its move, no two share a notation either. */
              if (check_all)
                g_assert_true (move_set_add (&distinct, &moves[j]));
            }
          /* Now and then: no legal placement is missing from the list. */
          if (game < 12 && total_moves % 23 == 0)
            {
              guint listed = 0;

              for (guint j = 0; j < n; j++)
                listed += mv_places (&moves[j]);
              g_assert_cmpuint (count_placements_brute_force (&s), ==, listed);
              brute_force_checks++;
            }
          RULES->apply (&s, &moves[i]);
          total_moves++;
          check_invariants (&s, &t, (const Move *) &moves[i]);
        }
      g_assert_cmpuint (RULES->legal_moves (&s, moves), ==, 0);
      /* The final score is the breakdown: prestige of the parcels claimed,
       * exhibition and sets. */
      for (guint p = 0; p < n_players; p++)
        {
          LudusMykerinosScore score;
          int prestige = 0;

          for (guint c = 0; c < content->n_cards; c++)
            if (s.card_owner[c] < LUDUS_MYKERINOS_CARD_DISCARDED
                && (s.card_owner[c] & ~LUDUS_MYKERINOS_CARD_TILTED) == p)
              prestige += content->cards[c].prestige;
          ludus_mykerinos_score_player (&s, p, &score);
          g_assert_cmpint (score.prestige, ==, prestige);
          g_assert_cmpint (s.score[p], ==, score.total);
        }
      /* Every card was dealt. */
      for (guint c = 0; c < content->n_slots; c++)
        g_assert_true (t.dealt[s.order[c]]);
      for (guint p = 0; p < n_players; p++)
        if (RULES->winners (&s) & (1u << p))
          wins[p]++;
      g_assert_cmpuint (RULES->winners (&s), !=, 0);
    }
  g_test_message ("%s, %u players: %u games, %.1f moves a game, at most %u legal moves, "
                  "%u move lists checked against brute force",
                  content->layout_name, n_players, n_games, (double) total_moves / MAX (n_games, 1), max_moves,
                  brute_force_checks);
}

static void
random_games (gconstpointer data)
{
  play_random_games (default_content, GPOINTER_TO_UINT (data), ludus_test_n_games (10000));
}

/* The other preset layouts, portrait cards included, and one with gaps. */
static void
random_games_layouts (void)
{
  static const char * const names[] = { "strip", "portrait" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      LudusMykerinosContent *content = content_for_layout (names[i]);

      for (guint n = 2; n <= 4; n++)
        play_random_games (content, n, MAX (ludus_test_n_games (10000) / 20, 1));
      ludus_mykerinos_content_free (content);
    }

  /* Areas apart from each other. */
  {
    g_autoptr(JsonNode) deck = ludus_test_load_resource ("mykerinos-deck.json");
    g_autoptr(JsonNode) layout = ludus_test_load_fixture ("mykerinos", "layouts", "gaps.json");
    LudusMykerinosContent *content = RULES->content_new (deck, layout, NULL);

    play_random_games (content, 3, MAX (ludus_test_n_games (10000) / 20, 1));
    ludus_mykerinos_content_free (content);
  }
}

/* The largest move lists: everything usable, an open region. */
static void
test_max_moves (void)
{
  static LudusMove moves[LUDUS_MAX_MOVES];
  State s;
  guint n;

  new_game (&s, 3, FALSE, 1);
  s.season = 3;
  for (guint p = 0; p < 5; p++)
    give_card (&s, BLUE, find_card (p, 0, 0));
  s.stock[BLUE] = 25;
  /* No pyramids: each one takes more plain moves away than it gives Lord
   * Lemon (481 moves without, under 400 with one space in ten). */
  memset (s.pyramid, 0, sizeof s.pyramid);
  /* A cube on one space in five: every open space is next to blue. */
  for (guint sp = 0; sp < 72; sp++)
    {
      const LudusMykerinosSeason *season = ludus_mykerinos_state_season (&s);

      if ((season->space_x[sp] + 2 * season->space_y[sp]) % 5 == 0)
        put_cube (&s, BLUE, sp);
    }
  ludus_mykerinos_state_sync (&s);
  n = RULES->legal_moves (&s, moves);
  g_test_message ("%u legal moves in a 6 x 12 region", n);
  {
    guint listed = 0;

    for (guint j = 0; j < n; j++)
      listed += mv_places (&moves[j]);
    g_assert_cmpuint (count_placements_brute_force (&s), ==, listed);
  }
  g_assert_cmpuint (n, <, LUDUS_MAX_MOVES);
  g_assert_cmpuint (n, >, 450);
}

static void
test_notation (void)
{
  static const char * const garbage[] = {
    "", "q", "a", "a-1", "a01", "a72", "b3", "b3.3", "b4.3", "b1.2.3", "T1.2", "K1",
    "Va", "Vc1", "S", "S61", "S36", "S50", "m", "m26x", "c2", "c", "x", "dd", "pp",
    "nb1", "n", "nsx", "a1 ", " a1", "La6.", NULL,
  };
  static const char * const good[] = {
    "p", "a0", "a71", "b0.1", "Va3", "Vb3.4", "La6", "Lb6.9", "K44.45", "T0.1.2",
    "S21", "S55", "S31", "na1", "nb2.5", "ns", "c0", "c1", "m52", "d", "x1", NULL,
  };
  State s;

  new_game (&s, 3, FALSE, 1);
  s.season = 3;
  for (guint i = 0; garbage[i] != NULL; i++)
    {
      LudusMove move;

      if (RULES->parse_move (&s, garbage[i], &move))
        g_error ("“%s” parsed", garbage[i]);
    }
  for (guint i = 0; good[i] != NULL; i++)
    {
      LudusMove move;
      char buffer[LUDUS_NOTATION_SIZE];

      g_assert_true (RULES->parse_move (&s, good[i], &move));
      RULES->format_move (&s, &move, buffer);
      g_assert_cmpstr (buffer, ==, good[i]);
    }
}

static void
test_describe (void)
{
  const char * const names[] = { "Anna", "Béla", "Cili" };
  State s;
  LudusMove move;
  g_autofree char *a = NULL;
  g_autofree char *c = NULL;

  new_game (&s, 3, FALSE, 1);
  set_slot (&s, 1, find_card (LUDUS_MYKERINOS_LEMON, 2, 0));
  /* Places are named as the board shows them: the area's number, the
   * parcel's patron, where the space lies in the parcel. */
  g_assert_true (RULES->parse_move (&s, "a0", &move));
  a = RULES->describe_move (&s, &move, names);
  g_assert_cmpstr (a, ==, "Anna started a new excavation on the top-left space of the parcel of Lady Violet in area 1");
  g_assert_true (RULES->parse_move (&s, "b3.4", &move));
  g_free (a);
  a = RULES->describe_move (&s, &move, names);
  g_assert_cmpstr (a, ==, "Anna extended an excavation on the bottom-left and bottom-middle spaces of the parcel of Lady Violet in area 1");
  g_assert_true (RULES->parse_move (&s, "T4.7.8", &move));
  g_free (a);
  a = RULES->describe_move (&s, &move, names);
  g_assert_cmpstr (a, ==, "Anna called on Colonel Tangerine for an extension with three cubes on "
                          "the bottom-middle space of the parcel of Lady Violet in area 1 and "
                          "the top-middle and top-right spaces of the parcel of Lord Lemon in area 1");
  g_assert_true (RULES->parse_move (&s, "S52", &move));
  g_free (a);
  a = RULES->describe_move (&s, &move, names);
  g_assert_cmpstr (a, ==, "Anna called on Sir Brown and put a cube in Room 5 of the Lemon wing");
  put_cube (&s, BLUE, 1);
  all_pass (&s);
  g_assert_true (RULES->parse_move (&s, "c0", &move));
  c = RULES->describe_move (&s, &move, names);
  g_assert_cmpstr (c, ==, "Anna claimed the parcel of Lady Violet worth 0 prestige, in area 1");
  g_assert_true (RULES->parse_move (&s, "m52", &move));
  g_free (a);
  a = RULES->describe_move (&s, &move, names);
  g_assert_cmpstr (a, ==, "Anna booked Room 5 of the Lemon wing");
  set_slot (&s, 1, find_card (LUDUS_MYKERINOS_PATRON_NONE, 5, 0));
  g_assert_true (RULES->parse_move (&s, "c1", &move));
  g_free (c);
  c = RULES->describe_move (&s, &move, names);
  g_assert_cmpstr (c, ==, "Anna claimed the parcel without a patron worth 5 prestige, in area 1");
}

/* Replays a save file on the rules core alone (its embedded deck and
 * layout, its seed); returns how many moves were legal, and the state. */
static guint
replay_fixture (const char             *name,
                LudusMykerinosContent **content,
                State                  *s)
{
  g_autoptr(JsonNode) root = ludus_test_load_fixture ("mykerinos", "saves", name);
  g_autoptr(GError) error = NULL;
  JsonObject *save = json_node_get_object (root);
  JsonObject *content_object = json_object_get_object_member (save, "content");
  JsonArray *moves = json_object_get_array_member (save, "moves");
  LudusSetup setup = { 0 };
  guint i;

  *content = RULES->content_new (json_object_get_member (content_object, "deck"),
                                 json_object_get_member (content_object, "layout"), &error);
  g_assert_no_error (error);
  setup.n_players = json_array_get_length (
    json_object_get_array_member (json_object_get_object_member (save, "options"), "seats"));
  setup.shuffle = TRUE;
  setup.seed = g_ascii_strtoull (json_object_get_string_member (save, "seed"), NULL, 10);
  g_assert_true (RULES->init (s, *content, &setup, &error));

  for (i = 0; i < json_array_get_length (moves); i++)
    {
      const char *notation = json_array_get_string_element (moves, i);
      char buffer[LUDUS_NOTATION_SIZE];
      LudusMove move;

      /* A save stops being playable at a move after the end, a move that
       * is not notation or one that is not legal. */
      if (RULES->is_over (s) || !RULES->parse_move (s, notation, &move)
          || !ludus_test_is_legal (RULES, s, &move))
        break;
      RULES->format_move (s, &move, buffer);
      g_assert_cmpstr (buffer, ==, notation);
      RULES->apply (s, &move);
    }
  return i;
}

static void
test_replay_save (void)
{
  LudusMykerinosContent *content;
  g_autoptr(JsonNode) breakdown = NULL;
  JsonArray *players;
  int scores[2];
  State s;

  /* A whole 2-player game on the strip layout. */
  g_assert_cmpuint (replay_fixture ("2-players-strip.json", &content, &s), ==, 120);
  g_assert_cmpstr (content->layout_name, ==, "strip");
  g_assert_true (RULES->is_over (&s));
  RULES->scores (&s, scores);
  breakdown = RULES->breakdown (&s);
  g_assert_true (json_object_get_boolean_member (json_node_get_object (breakdown), "final"));
  players = json_object_get_array_member (json_node_get_object (breakdown), "players");
  for (guint p = 0; p < 2; p++)
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (players, p), "total"),
                     ==, scores[p]);
  g_assert_cmpuint (RULES->winners (&s), !=, 0);
  ludus_mykerinos_content_free (content);

  /* The same game with a cube put on an occupied space as its 5th move. */
  g_assert_cmpuint (replay_fixture ("illegal-move.json", &content, &s), ==, 4);
  g_assert_cmpuint (ludus_mykerinos_state_cube (&s, 22), !=, 0);
  ludus_mykerinos_content_free (content);
}

/* The records of a whole game saved before they existed, against what an
 * observer of its moves sees: every survey move is an event with the log's
 * sentence, every parcel's fate is one event, each season's prestige and
 * next start player are the state's when it ended. */
static void
test_records_of_saved_game (void)
{
  static const char * const names[] = { "Anna", "Béla" };
  g_autoptr(JsonNode) root = ludus_test_load_fixture ("mykerinos", "saves", "2-players-strip.json");
  JsonArray *moves = json_object_get_array_member (json_node_get_object (root), "moves");
  guint events_seen[LUDUS_MYKERINOS_N_SEASONS] = { 0 };
  guint fates[LUDUS_MYKERINOS_MAX_CARDS] = { 0 };
  LudusMykerinosContent *content;
  State s, replayed;

  g_assert_cmpuint (replay_fixture ("2-players-strip.json", &content, &s), ==, 120);
  g_assert_true (RULES->is_over (&s));

  /* Again, move by move. */
  {
    LudusSetup setup = { 2, 0, TRUE,
                         g_ascii_strtoull (json_object_get_string_member (json_node_get_object (root), "seed"),
                                           NULL, 10) };

    g_assert_true (RULES->init (&replayed, content, &setup, NULL));
  }
  for (guint i = 0; i < json_array_get_length (moves); i++)
    {
      const LudusMykerinosSeasonRecord *record = &s.records[replayed.season];
      guint season = replayed.season;
      gboolean choice = replayed.phase == LUDUS_MYKERINOS_PHASE_SURVEY;
      guint chooser = replayed.current;
      g_autofree char *sentence = NULL;
      State before = replayed;
      LudusMove move;

      g_assert_true (RULES->parse_move (&replayed, json_array_get_string_element (moves, i), &move));
      if (choice)
        sentence = RULES->describe_move (&before, &move, names);
      RULES->apply (&replayed, &move);

      /* The events this move brought, in order: the choice first. */
      for (guint e = events_seen[season]; e < replayed.records[season].n_events; e++)
        {
          const LudusMykerinosSurveyEvent *event = &record->events[e];

          g_assert_cmpmem (event, sizeof *event, &replayed.records[season].events[e], sizeof *event);
          if (e == events_seen[season] && choice)
            {
              g_autofree char *told = ludus_mykerinos_describe_event (&before, event, names);

              g_assert_cmpuint (event->colour, ==, chooser);
              g_assert_cmpstr (told, ==, sentence);
            }
          else
            g_assert_true (event->kind == LUDUS_MYKERINOS_EVENT_NEUTRAL
                           || event->kind == LUDUS_MYKERINOS_EVENT_UNCLAIMED);
          if (event->kind != LUDUS_MYKERINOS_EVENT_MUSEUM && event->kind != LUDUS_MYKERINOS_EVENT_DECLINE)
            fates[event->card]++;
          if (event->kind == LUDUS_MYKERINOS_EVENT_CLAIM)
            g_assert_cmpuint (s.card_owner[event->card] & ~LUDUS_MYKERINOS_CARD_TILTED, ==, event->colour);
          else if (event->kind != LUDUS_MYKERINOS_EVENT_MUSEUM && event->kind != LUDUS_MYKERINOS_EVENT_DECLINE)
            g_assert_cmpuint (s.card_owner[event->card], ==, LUDUS_MYKERINOS_CARD_DISCARDED);
        }
      g_assert_cmpuint (events_seen[season] + (choice ? 1 : 0), <=, replayed.records[season].n_events);
      events_seen[season] = replayed.records[season].n_events;

      if (replayed.season != season)
        {
          g_assert_cmpuint (record->start_player, ==, replayed.start_player);
          for (guint p = 0; p < 2; p++)
            g_assert_cmpint (record->prestige[p], ==, replayed.prestige[p]);
          g_assert_cmpuint (record->n_areas, ==, content->seasons[season].n_areas);
        }
    }
  g_assert_cmpmem (&replayed, sizeof replayed, &s, sizeof s);

  /* Every card dealt met one fate, recorded once. */
  g_assert_cmpuint (s.next_card, ==, content->n_slots);
  for (guint i = 0; i < s.next_card; i++)
    g_assert_cmpuint (fates[s.order[i]], ==, 1);
  ludus_mykerinos_content_free (content);
}

/* Bad saves of this game: each fails where the loader would stop (the
 * loader's own messages are checked by ludus-cli validate on the same
 * files). */
static void
test_bad_saves (void)
{
  static const struct { const char *file; LudusContentError part; const char *content_error; } bad_content[] = {
    { "bad-area.json", LUDUS_CONTENT_ERROR_LAYOUT,
      "seasons[2].areas[1]: expected an array of two slot numbers" },
    { "too-few-cards.json", LUDUS_CONTENT_ERROR_MISMATCH,
      "cards: the layout “strip” has 36 card slots but the deck has only 30 cards" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad_content); i++)
    {
      g_autoptr(JsonNode) root = ludus_test_load_fixture ("mykerinos", "saves", bad_content[i].file);
      g_autoptr(GError) error = NULL;
      JsonObject *content = json_object_get_object_member (json_node_get_object (root), "content");

      g_assert_null (RULES->content_new (json_object_get_member (content, "deck"),
                                         json_object_get_member (content, "layout"), &error));
      g_assert_error (error, LUDUS_CONTENT_ERROR, (int) bad_content[i].part);
      g_assert_cmpstr (error->message, ==, bad_content[i].content_error);
    }

  /* Six seats: the rules refuse the player count. */
  {
    g_autoptr(JsonNode) root = ludus_test_load_fixture ("mykerinos", "saves", "six-seats.json");
    g_autoptr(GError) error = NULL;
    JsonObject *options = json_object_get_object_member (json_node_get_object (root), "options");
    LudusSetup setup = { json_array_get_length (json_object_get_array_member (options, "seats")),
                         0, TRUE, 1 };
    State s;

    g_assert_cmpuint (setup.n_players, ==, 6);
    g_assert_false (RULES->init (&s, default_content, &setup, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
    g_assert_cmpstr (error->message, ==, "Mykerinos is played by 2 to 4 players, not 6");
  }

  /* A move that is not notation: the first three replay, the 4th fails. */
  {
    g_autoptr(JsonNode) root = ludus_test_load_fixture ("mykerinos", "saves", "garbage-move.json");
    JsonArray *moves = json_object_get_array_member (json_node_get_object (root), "moves");
    LudusMykerinosContent *content;
    LudusMove move;
    State s;

    g_assert_cmpuint (replay_fixture ("garbage-move.json", &content, &s), ==, 3);
    g_assert_false (RULES->parse_move (&s, json_array_get_string_element (moves, 3), &move));
    ludus_mykerinos_content_free (content);
  }

  /* Lord Lemon under the old, misread rule: a B with no cube on a pyramid
   * parses but is not legal; the 38 moves before it replay. */
  {
    g_autoptr(JsonNode) root = ludus_test_load_fixture ("mykerinos", "saves", "old-lemon.json");
    JsonArray *moves = json_object_get_array_member (json_node_get_object (root), "moves");
    LudusMykerinosContent *content;
    LudusMove move;
    State s;

    g_assert_cmpuint (replay_fixture ("old-lemon.json", &content, &s), ==, 38);
    g_assert_cmpstr (json_array_get_string_element (moves, 38), ==, "Lb5.26");
    g_assert_true (RULES->parse_move (&s, "Lb5.26", &move));
    g_assert_false (ludus_test_is_legal (RULES, &s, &move));
    g_assert_false (ludus_mykerinos_state_pyramid (&s, 5));
    g_assert_false (ludus_mykerinos_state_pyramid (&s, 26));
    g_assert_cmpuint (s.usable[s.current][LUDUS_MYKERINOS_LEMON], >, 0);
    ludus_mykerinos_content_free (content);
  }

  /* A move after the end: the game is over, nothing is legal. */
  {
    static LudusMove moves[LUDUS_MAX_MOVES];
    LudusMykerinosContent *content;
    State s;

    g_assert_cmpuint (replay_fixture ("move-after-end.json", &content, &s), ==, 120);
    g_assert_true (RULES->is_over (&s));
    g_assert_cmpuint (RULES->legal_moves (&s, moves), ==, 0);
    ludus_mykerinos_content_free (content);
  }
}

static void
test_determinize (void)
{
  State s, t;
  LudusRng rng;

  new_game (&s, 4, TRUE, 5);
  memcpy (&t, &s, sizeof s);
  ludus_rng_seed (&rng, 3);
  RULES->determinize (&t, 0, &rng);
  /* What is known stays: the region, the dealt cards, the wings. */
  g_assert_cmpmem (t.slot_card, sizeof t.slot_card, s.slot_card, sizeof s.slot_card);
  g_assert_cmpmem (t.order, s.next_card, s.order, s.next_card);
  g_assert_cmpmem (t.wing_patron, 5, s.wing_patron, 5);
  /* The rest of the deck is redrawn. */
  g_assert_true (memcmp (t.order + s.next_card, s.order + s.next_card, s.n_cards - s.next_card) != 0);
}

/* ---- turn builder ----------------------------------------------------- */

/* Lists the legal moves of s afresh (the tests edit states by hand). */
static void
turn_init (LudusMykerinosTurn *turn,
           State              *s)
{
  ludus_mykerinos_state_sync (s);
  ludus_mykerinos_turn_init (turn, s);
}

/* The finished move in notation, or NULL. */
static char *
turn_move (const LudusMykerinosTurn *turn,
           const State              *s)
{
  LudusMove move;
  char buffer[LUDUS_NOTATION_SIZE];

  if (!ludus_mykerinos_turn_is_complete (turn, &move))
    return NULL;
  RULES->format_move (s, &move, buffer);
  return g_strdup (buffer);
}

#define assert_turn_move(turn, s, notation) \
  G_STMT_START { \
    g_autofree char *__move = turn_move ((turn), (s)); \
    g_assert_cmpstr (__move, ==, (notation)); \
  } G_STMT_END

/* The candidate spaces, ascending: "6 7 9". */
static char *
turn_spaces (const LudusMykerinosTurn *turn)
{
  GString *out = g_string_new (NULL);

  for (guint sp = 0; sp < LUDUS_MYKERINOS_MAX_SPACES; sp++)
    if (ludus_mykerinos_turn_space_is_candidate (turn, sp))
      g_string_append_printf (out, out->len ? " %u" : "%u", sp);
  return g_string_free (out, FALSE);
}

#define assert_turn_spaces(turn, expected) \
  G_STMT_START { \
    g_autofree char *__spaces = turn_spaces (turn); \
    g_assert_cmpstr (__spaces, ==, (expected)); \
  } G_STMT_END

static guint
turn_n_spaces (const LudusMykerinosTurn *turn)
{
  guint n = 0;

  for (guint sp = 0; sp < LUDUS_MYKERINOS_MAX_SPACES; sp++)
    n += ludus_mykerinos_turn_space_is_candidate (turn, sp);
  return n;
}

static guint
turn_n_rooms (const LudusMykerinosTurn *turn)
{
  guint n = 0;

  for (guint room = 0; room < LUDUS_MYKERINOS_N_ROOMS; room++)
    n += ludus_mykerinos_turn_room_is_candidate (turn, room);
  return n;
}

static void
test_turn_a (void)
{
  LudusMykerinosTurn turn;
  State s;

  new_game (&s, 3, FALSE, 1);
  turn_init (&turn, &s);
  g_assert_cmpint (ludus_mykerinos_turn_get_prompt (&turn), ==, LUDUS_MYKERINOS_TURN_PROMPT_ACTION);
  g_assert_cmpuint (ludus_mykerinos_turn_get_n_choices (&turn), ==, 0);
  g_assert_false (ludus_mykerinos_turn_is_complete (&turn, NULL));
  /* Every empty space without a pyramid; pass; no card, no room. */
  g_assert_cmpuint (turn_n_spaces (&turn), ==, 48 - 7);
  g_assert_false (ludus_mykerinos_turn_space_is_candidate (&turn, 6));
  g_assert_true (ludus_mykerinos_turn_pass_is_candidate (&turn));
  g_assert_cmpuint (turn_n_rooms (&turn), ==, 0);
  for (guint p = 0; p < LUDUS_MYKERINOS_N_PATRONS; p++)
    g_assert_false (ludus_mykerinos_turn_patron_is_candidate (&turn, p));

  /* A pyramid is refused and changes nothing. */
  g_assert_false (ludus_mykerinos_turn_choose_space (&turn, 6));
  g_assert_false (ludus_mykerinos_turn_choose_space (&turn, 48));  /* off the region */
  g_assert_cmpuint (ludus_mykerinos_turn_get_n_choices (&turn), ==, 0);

  /* No cube of blue's yet: one space is a whole move, nothing can follow. */
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 0));
  assert_turn_move (&turn, &s, "a0");
  g_assert_false (ludus_mykerinos_turn_can_continue (&turn));
  g_assert_cmpint (ludus_mykerinos_turn_get_prompt (&turn), ==, LUDUS_MYKERINOS_TURN_PROMPT_CONFIRM);
  assert_turn_spaces (&turn, "");
  g_assert_false (ludus_mykerinos_turn_pass_is_candidate (&turn));
  g_assert_false (ludus_mykerinos_turn_choose_pass (&turn));
  g_assert_true (ludus_mykerinos_turn_space_is_chosen (&turn, 0));
  g_assert_cmpuint (ludus_mykerinos_turn_get_n_spaces (&turn), ==, 1);
  g_assert_cmpuint (ludus_mykerinos_turn_get_space (&turn, 0), ==, 0);
  g_assert_cmpuint (ludus_mykerinos_turn_get_patron (&turn), ==, LUDUS_MYKERINOS_PATRON_NONE);

  /* Back: as before. */
  g_assert_true (ludus_mykerinos_turn_back (&turn));
  g_assert_false (ludus_mykerinos_turn_back (&turn));
  g_assert_cmpuint (turn_n_spaces (&turn), ==, 48 - 7);
  g_assert_cmpint (ludus_mykerinos_turn_get_prompt (&turn), ==, LUDUS_MYKERINOS_TURN_PROMPT_ACTION);

  /* Pass. */
  g_assert_true (ludus_mykerinos_turn_choose_pass (&turn));
  assert_turn_move (&turn, &s, "p");
  g_assert_cmpuint (turn_n_spaces (&turn), ==, 0);
  ludus_mykerinos_turn_reset (&turn);
  g_assert_cmpuint (ludus_mykerinos_turn_get_n_choices (&turn), ==, 0);

  /* An empty personal stock: pass, and nothing else. */
  s.stock[BLUE] = 0;
  turn_init (&turn, &s);
  g_assert_cmpint (ludus_mykerinos_turn_get_prompt (&turn), ==, LUDUS_MYKERINOS_TURN_PROMPT_PASS);
  g_assert_cmpuint (turn_n_spaces (&turn), ==, 0);
  g_assert_true (ludus_mykerinos_turn_choose_pass (&turn));
  assert_turn_move (&turn, &s, "p");
}

/* A space or room that is not offered: the rule in the way, in words. */
static void
test_turn_explain (void)
{
  LudusMykerinosTurn turn;
  State s;
  guint brown = G_MAXUINT;

  new_game (&s, 3, FALSE, 1);
  play (&s, "a0");
  play (&s, "a47");
  play (&s, "a46");
  turn_init (&turn, &s);

  g_assert_null (ludus_mykerinos_turn_explain_space (&turn, 1));
  g_assert_cmpstr (ludus_mykerinos_turn_explain_space (&turn, 0), ==,
                   "That space is taken: a cube is already there.");
  g_assert_cmpstr (ludus_mykerinos_turn_explain_space (&turn, 6), ==,
                   "A pyramid stands there: only Lord Lemon’s power lets a cube go on a pyramid.");
  g_assert_cmpstr (ludus_mykerinos_turn_explain_room (&turn, LUDUS_MYKERINOS_ROOM_R3 (0)), ==,
                   "Cubes go into the Museum by Sir Brown’s power or by a booking in a survey.");
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 1));
  g_assert_cmpstr (ludus_mykerinos_turn_explain_space (&turn, 20), ==,
                   "The next cube goes on a free space next to the one chosen before.");

  /* Sir Brown: rooms, no spaces; a 5-room only next to one's own room. */
  for (guint i = 0; i < default_content->n_cards && brown == G_MAXUINT; i++)
    if (default_content->cards[i].patron == LUDUS_MYKERINOS_BROWN &&
        s.card_owner[i] == LUDUS_MYKERINOS_CARD_UNUSED)
      brown = i;
  give_card (&s, BLUE, brown);
  turn_init (&turn, &s);
  g_assert_true (ludus_mykerinos_turn_choose_patron (&turn, LUDUS_MYKERINOS_BROWN));
  g_assert_null (ludus_mykerinos_turn_explain_room (&turn, LUDUS_MYKERINOS_ROOM_R3 (0)));
  g_assert_cmpstr (ludus_mykerinos_turn_explain_room (&turn, LUDUS_MYKERINOS_ROOM_R5 (0)), ==,
                   "The Museum’s doors: a room worth 5 is open only to a player who holds its wing’s room worth 3 "
                   "or a corridor beside it.");
  g_assert_cmpstr (ludus_mykerinos_turn_explain_space (&turn, 1), ==,
                   "Sir Brown puts a cube in the Museum: choose a room.");

  /* A patron's cards: offered, held but not yet usable, tilted, none. */
  ludus_mykerinos_turn_reset (&turn);
  g_assert_null (ludus_mykerinos_turn_explain_patron (&turn, LUDUS_MYKERINOS_BROWN));
  g_assert_cmpstr (ludus_mykerinos_turn_explain_patron (&turn, LUDUS_MYKERINOS_VIOLET), ==,
                   "You hold no parcel of this patron.");
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 1));
  g_assert_cmpstr (ludus_mykerinos_turn_explain_patron (&turn, LUDUS_MYKERINOS_BROWN), ==,
                   "Call on a patron first, then place: press Escape to start the turn again.");
  s.usable[BLUE][LUDUS_MYKERINOS_BROWN] = 0;
  turn_init (&turn, &s);
  g_assert_cmpstr (ludus_mykerinos_turn_explain_patron (&turn, LUDUS_MYKERINOS_BROWN), ==,
                   "A parcel claimed this season gives its patron’s power from the next season.");
  s.card_owner[brown] = BLUE | LUDUS_MYKERINOS_CARD_TILTED;
  turn_init (&turn, &s);
  g_assert_cmpstr (ludus_mykerinos_turn_explain_patron (&turn, LUDUS_MYKERINOS_BROWN), ==,
                   "Each of these cards is tilted: it can be used again next season.");
}

static void
test_turn_b (void)
{
  LudusMykerinosTurn turn;
  State s;

  new_game (&s, 3, FALSE, 1);
  play (&s, "a0");   /* blue at (0,0): 1 and 3 are next to it */
  play (&s, "a47");
  play (&s, "a46");
  turn_init (&turn, &s);

  /* 1 is an A by itself, or the first cube of a B: the second goes next
   * to it. */
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 1));
  assert_turn_move (&turn, &s, "a1");
  g_assert_true (ludus_mykerinos_turn_can_continue (&turn));
  g_assert_cmpint (ludus_mykerinos_turn_get_prompt (&turn), ==,
                   LUDUS_MYKERINOS_TURN_PROMPT_SPACE_OR_CONFIRM);
  assert_turn_spaces (&turn, "2 4");
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 4));
  assert_turn_move (&turn, &s, "b1.4");
  g_assert_false (ludus_mykerinos_turn_can_continue (&turn));
  g_assert_cmpint (ludus_mykerinos_turn_get_prompt (&turn), ==, LUDUS_MYKERINOS_TURN_PROMPT_CONFIRM);
  g_assert_cmpuint (ludus_mykerinos_turn_get_space (&turn, 1), ==, 4);
  g_assert_false (ludus_mykerinos_turn_choose_space (&turn, 2));  /* no third cube */

  /* In either order: 4 is not next to blue, but 1 and 3 are next to it. */
  ludus_mykerinos_turn_reset (&turn);
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 4));
  assert_turn_move (&turn, &s, "a4");
  assert_turn_spaces (&turn, "1 3");
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 3));
  assert_turn_move (&turn, &s, "b3.4");

  /* Far from blue: an A, no B. */
  ludus_mykerinos_turn_reset (&turn);
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 20));
  assert_turn_move (&turn, &s, "a20");
  g_assert_false (ludus_mykerinos_turn_can_continue (&turn));

  /* One cube left: no B. */
  s.stock[BLUE] = 1;
  turn_init (&turn, &s);
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 1));
  assert_turn_move (&turn, &s, "a1");
  g_assert_false (ludus_mykerinos_turn_can_continue (&turn));
}

/* The index of a card of patron that player owns, untilted. */
static guint
owned_card (const State *s,
            guint        player,
            guint        patron)
{
  for (guint i = 0; i < s->content->n_cards; i++)
    if (s->card_owner[i] == player && s->content->cards[i].patron == patron)
      return i;
  g_assert_not_reached ();
}

static void
test_turn_violet (void)
{
  LudusMykerinosTurn turn;
  guint violet = find_card (LUDUS_MYKERINOS_VIOLET, 3, 0);
  guint tilted = find_card (LUDUS_MYKERINOS_VIOLET, 2, 0);
  guint reds = find_card (LUDUS_MYKERINOS_BROWN, 3, 0);
  State s;

  new_game (&s, 3, FALSE, 1);
  give_card (&s, BLUE, violet);
  give_card (&s, BLUE, tilted);
  s.card_owner[tilted] |= LUDUS_MYKERINOS_CARD_TILTED;
  s.usable[BLUE][LUDUS_MYKERINOS_VIOLET]--;
  give_card (&s, RED, reds);
  play (&s, "a14");
  s.current = BLUE;
  s.stock[BLUE] = 1;
  turn_init (&turn, &s);

  /* The untilted card of the player's own; not a tilted one, not another
   * player's, not a card of the region. */
  g_assert_true (ludus_mykerinos_turn_card_is_candidate (&turn, violet));
  g_assert_false (ludus_mykerinos_turn_card_is_candidate (&turn, tilted));
  g_assert_false (ludus_mykerinos_turn_card_is_candidate (&turn, reds));
  g_assert_false (ludus_mykerinos_turn_card_is_candidate (&turn, s.slot_card[0]));
  g_assert_false (ludus_mykerinos_turn_choose_card (&turn, reds));
  g_assert_false (ludus_mykerinos_turn_choose_card (&turn, 1000));
  g_assert_true (ludus_mykerinos_turn_choose_card (&turn, violet));
  g_assert_cmpint (ludus_mykerinos_turn_get_prompt (&turn), ==, LUDUS_MYKERINOS_TURN_PROMPT_VIOLET);
  g_assert_cmpuint (ludus_mykerinos_turn_get_patron (&turn), ==, LUDUS_MYKERINOS_VIOLET);
  g_assert_false (ludus_mykerinos_turn_is_complete (&turn, NULL));
  /* One patron a turn; no pass once a card is chosen. */
  g_assert_false (ludus_mykerinos_turn_choose_card (&turn, violet));
  g_assert_false (ludus_mykerinos_turn_pass_is_candidate (&turn));
  g_assert_false (ludus_mykerinos_turn_space_is_candidate (&turn, 6));  /* no pyramids */
  g_assert_cmpuint (turn_n_spaces (&turn), ==, 48 - 7 - 1);

  /* With Lady Violet's cube, blue's one cube makes a B: 13 is next to 14. */
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 13));
  assert_turn_move (&turn, &s, "Va13");
  g_assert_true (ludus_mykerinos_turn_can_continue (&turn));
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 16));
  assert_turn_move (&turn, &s, "Vb13.16");
  /* Back twice: the card only; three times: nothing. */
  g_assert_true (ludus_mykerinos_turn_back (&turn));
  g_assert_true (ludus_mykerinos_turn_back (&turn));
  g_assert_cmpint (ludus_mykerinos_turn_get_prompt (&turn), ==, LUDUS_MYKERINOS_TURN_PROMPT_VIOLET);
  g_assert_true (ludus_mykerinos_turn_back (&turn));
  g_assert_cmpint (ludus_mykerinos_turn_get_prompt (&turn), ==, LUDUS_MYKERINOS_TURN_PROMPT_ACTION);

  /* Without the card the same spaces make plain moves: blue has one cube. */
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 13));
  assert_turn_move (&turn, &s, "a13");
  g_assert_false (ludus_mykerinos_turn_can_continue (&turn));

  /* No cube of blue's colour in the general stock: no Lady Violet. */
  s.general[BLUE] = 0;
  turn_init (&turn, &s);
  g_assert_false (ludus_mykerinos_turn_card_is_candidate (&turn, violet));
}

/* Lord Lemon through the builder: exactly the corrected rule (spec §4 D).
 * Season 1 in file order has pyramids on 6, 17, 19, 24, 29, 38 and 39. */
static void
test_turn_lemon (void)
{
  LudusMykerinosTurn turn;
  guint lemon = find_card (LUDUS_MYKERINOS_LEMON, 3, 0);
  State s;

  new_game (&s, 3, FALSE, 1);
  give_card (&s, BLUE, lemon);
  turn_init (&turn, &s);
  /* Without the card a pyramid is never a candidate. */
  g_assert_false (ludus_mykerinos_turn_space_is_candidate (&turn, 6));
  g_assert_true (ludus_mykerinos_turn_patron_is_candidate (&turn, LUDUS_MYKERINOS_LEMON));
  g_assert_true (ludus_mykerinos_turn_choose_patron (&turn, LUDUS_MYKERINOS_LEMON));
  g_assert_cmpint (ludus_mykerinos_turn_get_prompt (&turn), ==, LUDUS_MYKERINOS_TURN_PROMPT_LEMON);
  /* No cube of blue's yet: an A on a pyramid is all there is. */
  assert_turn_spaces (&turn, "6 17 19 24 29 38 39");
  g_assert_false (ludus_mykerinos_turn_choose_space (&turn, 0));
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 6));
  assert_turn_move (&turn, &s, "La6");
  g_assert_false (ludus_mykerinos_turn_can_continue (&turn));

  play (&s, "a3");   /* blue at (0,1): 0, 4 and the pyramid 6 are next to it */
  play (&s, "a47");
  play (&s, "a46");
  turn_init (&turn, &s);
  g_assert_true (ludus_mykerinos_turn_choose_card (&turn, lemon));
  /* The pyramids, and 7 and 9: each makes a B with the pyramid 6.  Not 0
   * or 4: every B through them has no pyramid. */
  assert_turn_spaces (&turn, "6 7 9 17 19 24 29 38 39");

  /* A pyramid first: an A, or a B whose second cube is off pyramids. */
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 6));
  assert_turn_move (&turn, &s, "La6");
  g_assert_cmpint (ludus_mykerinos_turn_get_prompt (&turn), ==,
                   LUDUS_MYKERINOS_TURN_PROMPT_SPACE_OR_CONFIRM);
  assert_turn_spaces (&turn, "7 9");
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 9));
  assert_turn_move (&turn, &s, "Lb6.9");
  g_assert_false (ludus_mykerinos_turn_can_continue (&turn));

  /* A space off pyramids first: not a move alone, and its second cube
   * must be the pyramid. */
  ludus_mykerinos_turn_reset (&turn);
  g_assert_true (ludus_mykerinos_turn_choose_patron (&turn, LUDUS_MYKERINOS_LEMON));
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 7));
  g_assert_false (ludus_mykerinos_turn_is_complete (&turn, NULL));
  g_assert_cmpint (ludus_mykerinos_turn_get_prompt (&turn), ==, LUDUS_MYKERINOS_TURN_PROMPT_NEXT_SPACE);
  assert_turn_spaces (&turn, "6");
  g_assert_false (ludus_mykerinos_turn_choose_space (&turn, 4));  /* no pyramid in 4-7 */
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 6));
  assert_turn_move (&turn, &s, "Lb6.7");

  /* Two pyramids: 9 a pyramid too, 6-9 is no move, 6-7 still is. */
  s.pyramid[9] = 1;
  turn_init (&turn, &s);
  g_assert_true (ludus_mykerinos_turn_choose_patron (&turn, LUDUS_MYKERINOS_LEMON));
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 6));
  assert_turn_spaces (&turn, "7");
  g_assert_false (ludus_mykerinos_turn_choose_space (&turn, 9));
  ludus_mykerinos_turn_back (&turn);
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 9));
  assert_turn_move (&turn, &s, "La9");
  assert_turn_spaces (&turn, "");  /* 9-10 and 9-6: neither next to blue, or two pyramids */
  s.pyramid[9] = 0;

  /* The pyramid as the second cube: 4 next to blue, a pyramid on 5. */
  s.pyramid[5] = 1;
  turn_init (&turn, &s);
  g_assert_true (ludus_mykerinos_turn_choose_patron (&turn, LUDUS_MYKERINOS_LEMON));
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 4));
  assert_turn_spaces (&turn, "5");
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 5));
  assert_turn_move (&turn, &s, "Lb4.5");
  s.pyramid[5] = 0;

  /* No empty pyramid: the card is no candidate. */
  memset (s.pyramid, 0, sizeof s.pyramid);
  turn_init (&turn, &s);
  g_assert_false (ludus_mykerinos_turn_card_is_candidate (&turn, lemon));
  g_assert_false (ludus_mykerinos_turn_choose_card (&turn, lemon));
}

static void
test_turn_brown (void)
{
  LudusMykerinosTurn turn;
  State s;

  new_game (&s, 3, FALSE, 1);
  give_card (&s, BLUE, find_card (LUDUS_MYKERINOS_BROWN, 3, 0));
  s.museum[LUDUS_MYKERINOS_ROOM_R3 (2)] = BLUE + 1;
  turn_init (&turn, &s);
  /* The Museum only through the card. */
  g_assert_cmpuint (turn_n_rooms (&turn), ==, 0);
  g_assert_false (ludus_mykerinos_turn_choose_room (&turn, LUDUS_MYKERINOS_ROOM_C (0)));
  g_assert_true (ludus_mykerinos_turn_choose_card (&turn, owned_card (&s, BLUE, LUDUS_MYKERINOS_BROWN)));
  g_assert_cmpint (ludus_mykerinos_turn_get_prompt (&turn), ==, LUDUS_MYKERINOS_TURN_PROMPT_BROWN);
  g_assert_cmpuint (turn_n_spaces (&turn), ==, 0);
  /* Nine free 2- and 3-rooms, and the 5-room next to blue's 3-room. */
  g_assert_cmpuint (turn_n_rooms (&turn), ==, 10);
  g_assert_true (ludus_mykerinos_turn_room_is_candidate (&turn, LUDUS_MYKERINOS_ROOM_R5 (2)));
  g_assert_false (ludus_mykerinos_turn_room_is_candidate (&turn, LUDUS_MYKERINOS_ROOM_R5 (1)));
  g_assert_false (ludus_mykerinos_turn_room_is_candidate (&turn, LUDUS_MYKERINOS_ROOM_R3 (2)));
  g_assert_false (ludus_mykerinos_turn_choose_room (&turn, LUDUS_MYKERINOS_ROOM_R5 (1)));
  g_assert_true (ludus_mykerinos_turn_choose_room (&turn, LUDUS_MYKERINOS_ROOM_R5 (2)));
  assert_turn_move (&turn, &s, "S53");
  g_assert_cmpint (ludus_mykerinos_turn_get_prompt (&turn), ==, LUDUS_MYKERINOS_TURN_PROMPT_CONFIRM);
  g_assert_cmpuint (turn_n_rooms (&turn), ==, 0);
}

static void
test_turn_blackmore (void)
{
  LudusMykerinosTurn turn;
  State s;

  new_game (&s, 3, FALSE, 1);
  give_card (&s, BLUE, find_card (LUDUS_MYKERINOS_BLACKMORE, 3, 0));
  turn_init (&turn, &s);
  g_assert_true (ludus_mykerinos_turn_choose_patron (&turn, LUDUS_MYKERINOS_BLACKMORE));
  g_assert_cmpint (ludus_mykerinos_turn_get_prompt (&turn), ==, LUDUS_MYKERINOS_TURN_PROMPT_BLACKMORE);
  /* Anywhere, no cube of blue's needed; two cubes, never one. */
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 3));
  g_assert_false (ludus_mykerinos_turn_is_complete (&turn, NULL));
  g_assert_cmpint (ludus_mykerinos_turn_get_prompt (&turn), ==, LUDUS_MYKERINOS_TURN_PROMPT_NEXT_SPACE);
  assert_turn_spaces (&turn, "0 4");  /* 6 below is a pyramid */
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 4));
  assert_turn_move (&turn, &s, "K3.4");
  g_assert_cmpint (ludus_mykerinos_turn_get_prompt (&turn), ==, LUDUS_MYKERINOS_TURN_PROMPT_CONFIRM);
}

static void
test_turn_tangerine (void)
{
  LudusMykerinosTurn turn;
  State s;

  new_game (&s, 3, FALSE, 1);
  give_card (&s, BLUE, find_card (LUDUS_MYKERINOS_TANGERINE, 3, 0));
  s.pyramid[6] = 0;
  put_cube (&s, BLUE, 0);
  turn_init (&turn, &s);
  g_assert_true (ludus_mykerinos_turn_choose_patron (&turn, LUDUS_MYKERINOS_TANGERINE));
  g_assert_cmpint (ludus_mykerinos_turn_get_prompt (&turn), ==, LUDUS_MYKERINOS_TURN_PROMPT_TANGERINE);
  /* 9 is far from blue: only the chain 3-6-9 reaches it from blue's 0. */
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 9));
  g_assert_false (ludus_mykerinos_turn_is_complete (&turn, NULL));
  assert_turn_spaces (&turn, "3 6");
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 3));
  g_assert_cmpint (ludus_mykerinos_turn_get_prompt (&turn), ==, LUDUS_MYKERINOS_TURN_PROMPT_NEXT_SPACE);
  assert_turn_spaces (&turn, "6");
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 6));
  assert_turn_move (&turn, &s, "T3.6.9");
  g_assert_cmpuint (ludus_mykerinos_turn_get_n_moves (&turn), ==, 1);
  /* The spaces in the order chosen, for drawing. */
  g_assert_cmpuint (ludus_mykerinos_turn_get_n_spaces (&turn), ==, 3);
  g_assert_cmpuint (ludus_mykerinos_turn_get_space (&turn, 0), ==, 9);
  g_assert_cmpuint (ludus_mykerinos_turn_get_space (&turn, 1), ==, 3);
  g_assert_cmpuint (ludus_mykerinos_turn_get_space (&turn, 2), ==, 6);
  /* Back to the card: every chain again. */
  while (ludus_mykerinos_turn_get_n_choices (&turn) > 1)
    ludus_mykerinos_turn_back (&turn);
  g_assert_cmpuint (ludus_mykerinos_turn_get_n_moves (&turn), ==, (guint) count_moves (&s, "T"));
}

static void
test_turn_neutral (void)
{
  LudusMykerinosTurn turn;
  State s;

  new_game (&s, 2, FALSE, 1);
  give_card (&s, BLUE, find_card (LUDUS_MYKERINOS_LEMON, 3, 0));
  play (&s, "a0");
  g_assert_cmpuint (s.phase, ==, LUDUS_MYKERINOS_PHASE_NEUTRAL);
  turn_init (&turn, &s);
  g_assert_cmpint (ludus_mykerinos_turn_get_prompt (&turn), ==, LUDUS_MYKERINOS_TURN_PROMPT_NEUTRAL);
  /* Patrons never act for the neutral. */
  g_assert_false (ludus_mykerinos_turn_card_is_candidate (&turn, owned_card (&s, BLUE, LUDUS_MYKERINOS_LEMON)));
  g_assert_false (ludus_mykerinos_turn_space_is_candidate (&turn, 6));
  g_assert_cmpuint (turn_n_spaces (&turn), ==, 48 - 7 - 1);
  /* Skipping is the pass of this phase. */
  g_assert_true (ludus_mykerinos_turn_choose_pass (&turn));
  assert_turn_move (&turn, &s, "ns");
  ludus_mykerinos_turn_reset (&turn);
  /* No neutral cube in the region yet: one cube, no B. */
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 1));
  assert_turn_move (&turn, &s, "na1");
  g_assert_false (ludus_mykerinos_turn_can_continue (&turn));
  play (&s, "na1");
  play (&s, "a20");
  turn_init (&turn, &s);
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 2));
  assert_turn_move (&turn, &s, "na2");
  /* 2 is next to the neutral's 1; 5 below it, 12 across the area edge. */
  assert_turn_spaces (&turn, "5 12");
  g_assert_true (ludus_mykerinos_turn_choose_space (&turn, 5));
  assert_turn_move (&turn, &s, "nb2.5");
}

static void
test_turn_survey (void)
{
  LudusMykerinosTurn turn;
  State s;

  /* 1st: a parcel (by card or by number) or a Museum room. */
  start_four_player_survey (&s);
  g_assert_cmpuint (s.current, ==, BLUE);
  turn_init (&turn, &s);
  g_assert_cmpint (ludus_mykerinos_turn_get_prompt (&turn), ==, LUDUS_MYKERINOS_TURN_PROMPT_SURVEY);
  g_assert_true (ludus_mykerinos_turn_card_is_candidate (&turn, s.slot_card[0]));
  g_assert_true (ludus_mykerinos_turn_card_is_candidate (&turn, s.slot_card[1]));
  g_assert_false (ludus_mykerinos_turn_card_is_candidate (&turn, s.slot_card[2]));  /* another area */
  g_assert_false (ludus_mykerinos_turn_pass_is_candidate (&turn));  /* the 1st cannot decline */
  g_assert_cmpuint (turn_n_rooms (&turn), ==, 10);
  g_assert_cmpuint (turn_n_spaces (&turn), ==, 0);
  g_assert_true (ludus_mykerinos_turn_choose_card (&turn, s.slot_card[1]));
  assert_turn_move (&turn, &s, "c1");
  g_assert_cmpint (ludus_mykerinos_turn_get_prompt (&turn), ==, LUDUS_MYKERINOS_TURN_PROMPT_CONFIRM);
  g_assert_false (ludus_mykerinos_turn_choose_room (&turn, 0));
  ludus_mykerinos_turn_reset (&turn);
  g_assert_true (ludus_mykerinos_turn_choose_parcel (&turn, 0));
  assert_turn_move (&turn, &s, "c0");
  ludus_mykerinos_turn_reset (&turn);
  g_assert_false (ludus_mykerinos_turn_choose_room (&turn, LUDUS_MYKERINOS_ROOM_R5 (0)));
  g_assert_true (ludus_mykerinos_turn_choose_room (&turn, LUDUS_MYKERINOS_ROOM_R3 (0)));
  assert_turn_move (&turn, &s, "m31");

  /* 3rd: the parcel left, or decline. */
  play (&s, "m31");
  play (&s, "c0");
  g_assert_cmpuint (s.current, ==, GREEN);
  turn_init (&turn, &s);
  g_assert_cmpint (ludus_mykerinos_turn_get_prompt (&turn), ==,
                   LUDUS_MYKERINOS_TURN_PROMPT_SURVEY_LEFTOVER);
  g_assert_false (ludus_mykerinos_turn_parcel_is_candidate (&turn, 0));
  g_assert_cmpuint (turn_n_rooms (&turn), ==, 0);
  g_assert_true (ludus_mykerinos_turn_choose_pass (&turn));
  assert_turn_move (&turn, &s, "d");
  ludus_mykerinos_turn_back (&turn);
  g_assert_true (ludus_mykerinos_turn_choose_card (&turn, s.slot_card[1]));
  assert_turn_move (&turn, &s, "c1");

  /* No cube of the colour left in the general stock: parcels only. */
  start_four_player_survey (&s);
  s.general[BLUE] = 0;
  turn_init (&turn, &s);
  g_assert_cmpint (ludus_mykerinos_turn_get_prompt (&turn), ==, LUDUS_MYKERINOS_TURN_PROMPT_SURVEY_PARCEL);

  /* 2 players, the neutral 1st: blue, 3rd, picks the neutral's parcel. */
  new_game (&s, 2, FALSE, 1);
  s.neutral_stock[0] = 8;
  put_cube (&s, GREEN, 0);
  put_cube (&s, GREEN, 1);
  put_cube (&s, GREEN, 2);
  put_cube (&s, RED, 3);
  put_cube (&s, RED, 4);
  put_cube (&s, BLUE, 5);
  play (&s, "p");
  play (&s, "p");
  g_assert_cmpuint (s.current, ==, BLUE);
  turn_init (&turn, &s);
  g_assert_cmpint (ludus_mykerinos_turn_get_prompt (&turn), ==,
                   LUDUS_MYKERINOS_TURN_PROMPT_SURVEY_NEUTRAL);
  g_assert_cmpuint (turn_n_rooms (&turn), ==, 0);
  g_assert_false (ludus_mykerinos_turn_pass_is_candidate (&turn));
  g_assert_true (ludus_mykerinos_turn_choose_card (&turn, s.slot_card[1]));
  assert_turn_move (&turn, &s, "x1");

  /* Over: nothing to choose. */
  s.phase = LUDUS_MYKERINOS_PHASE_OVER;
  turn_init (&turn, &s);
  g_assert_cmpint (ludus_mykerinos_turn_get_prompt (&turn), ==, LUDUS_MYKERINOS_TURN_PROMPT_NONE);
  g_assert_false (ludus_mykerinos_turn_pass_is_candidate (&turn));
  g_assert_false (ludus_mykerinos_turn_choose_card (&turn, s.slot_card[1]));
}

/* ---- turn builder: every legal move, and only those ------------------ */

typedef struct
{
  MoveSet *reached;
  guint    nodes;
} Walk;

static void
walk_add_complete (Walk                     *walk,
                   const LudusMykerinosTurn *turn)
{
  LudusMove move;

  if (ludus_mykerinos_turn_is_complete (turn, &move))
    /* Each move is reached once: by the choices in ascending order. */
    g_assert_true (move_set_add (walk->reached, &move));
}

static void walk_turn (Walk               *walk,
                       LudusMykerinosTurn *turn,
                       guint               min_space);

/* After a choice was tried: accepted exactly when it was a candidate;
 * then on from there, and back. */
static void
walk_step (Walk               *walk,
           LudusMykerinosTurn *turn,
           guint               n_choices,
           gboolean            candidate,
           gboolean            accepted,
           guint               min_space)
{
  g_assert_cmpint (accepted, ==, candidate);
  if (!accepted)
    {
      g_assert_cmpuint (ludus_mykerinos_turn_get_n_choices (turn), ==, n_choices);
      return;
    }
  g_assert_cmpuint (ludus_mykerinos_turn_get_n_choices (turn), ==, n_choices + 1);
  g_assert_cmpuint (ludus_mykerinos_turn_get_n_moves (turn), >, 0);
  walk_turn (walk, turn, min_space);
  g_assert_true (ludus_mykerinos_turn_back (turn));
}

/* Depth first over every choice the builder accepts, spaces ascending (a
 * move's spaces are a set); checks that exactly the candidates are
 * accepted and that no accepted choice leads nowhere. */
static void
walk_turn (Walk               *walk,
           LudusMykerinosTurn *turn,
           guint               min_space)
{
  guint n = ludus_mykerinos_turn_get_n_choices (turn);
  gboolean any = FALSE;
  gboolean candidate;

  walk->nodes++;
  walk_add_complete (walk, turn);

  for (guint sp = 0; sp < LUDUS_MYKERINOS_MAX_SPACES + 2; sp++)
    {
      candidate = ludus_mykerinos_turn_space_is_candidate (turn, sp);
      any |= candidate;
      if (candidate && sp < min_space)
        continue;  /* reached with the spaces the other way round */
      walk_step (walk, turn, n, candidate, ludus_mykerinos_turn_choose_space (turn, sp), sp + 1);
    }
  for (guint p = 0; p < LUDUS_MYKERINOS_N_PATRONS + 2; p++)
    {
      candidate = ludus_mykerinos_turn_patron_is_candidate (turn, p);
      any |= candidate;
      walk_step (walk, turn, n, candidate, ludus_mykerinos_turn_choose_patron (turn, p), min_space);
    }
  for (guint room = 0; room < LUDUS_MYKERINOS_N_ROOMS + 2; room++)
    {
      candidate = ludus_mykerinos_turn_room_is_candidate (turn, room);
      any |= candidate;
      walk_step (walk, turn, n, candidate, ludus_mykerinos_turn_choose_room (turn, room), min_space);
    }
  for (guint parcel = 0; parcel < 3; parcel++)
    {
      candidate = ludus_mykerinos_turn_parcel_is_candidate (turn, parcel);
      any |= candidate;
      walk_step (walk, turn, n, candidate, ludus_mykerinos_turn_choose_parcel (turn, parcel), min_space);
    }
  candidate = ludus_mykerinos_turn_pass_is_candidate (turn);
  any |= candidate;
  walk_step (walk, turn, n, candidate, ludus_mykerinos_turn_choose_pass (turn), min_space);

  /* can_continue says whether some choice is left (a patron is a first
   * choice, never a move); an accepted choice never leads nowhere. */
  if (n > 0)
    {
      g_assert_cmpint (any, ==, ludus_mykerinos_turn_can_continue (turn));
      g_assert_true (any || ludus_mykerinos_turn_is_complete (turn, NULL));
    }
}

/* Builds move through the builder, spaces in a random order and parcels
 * by card or by number at random; each choice must be a candidate. */
static void
build_move (LudusMykerinosTurn *turn,
            const State        *s,
            const LudusMove    *move,
            LudusRng           *rng)
{
  const Move *mv = (const Move *) move;
  guint patron = mv->kind == LUDUS_MYKERINOS_MOVE_BROWN ? LUDUS_MYKERINOS_BROWN
                 : mv->kind == LUDUS_MYKERINOS_MOVE_PLACE ? mv->patron
                 : LUDUS_MYKERINOS_PATRON_NONE;
  guint8 cells[3];
  LudusMove built;

  ludus_mykerinos_turn_reset (turn);
  if (patron != LUDUS_MYKERINOS_PATRON_NONE)
    {
      guint card = owned_card (s, s->current, patron);

      g_assert_true (ludus_mykerinos_turn_card_is_candidate (turn, card));
      g_assert_true (ludus_mykerinos_turn_choose_card (turn, card));
      g_assert_cmpuint (ludus_mykerinos_turn_get_patron (turn), ==, patron);
    }
  switch (mv->kind)
    {
    case LUDUS_MYKERINOS_MOVE_PLACE:
    case LUDUS_MYKERINOS_MOVE_NEUTRAL:
      memcpy (cells, mv->cells, mv->n_cells);
      ludus_rng_shuffle (rng, cells, mv->n_cells, 1);
      for (guint i = 0; i < mv->n_cells; i++)
        {
          g_assert_true (ludus_mykerinos_turn_space_is_candidate (turn, cells[i]));
          g_assert_true (ludus_mykerinos_turn_choose_space (turn, cells[i]));
        }
      break;
    case LUDUS_MYKERINOS_MOVE_BROWN:
    case LUDUS_MYKERINOS_MOVE_MUSEUM:
      g_assert_true (ludus_mykerinos_turn_room_is_candidate (turn, mv->room));
      g_assert_true (ludus_mykerinos_turn_choose_room (turn, mv->room));
      break;
    case LUDUS_MYKERINOS_MOVE_CLAIM:
    case LUDUS_MYKERINOS_MOVE_DISCARD:
      g_assert_true (ludus_mykerinos_turn_parcel_is_candidate (turn, mv->parcel));
      if (ludus_rng_below (rng, 2))
        {
          guint slot = ludus_mykerinos_state_season (s)->areas[s->survey_area][mv->parcel];

          g_assert_true (ludus_mykerinos_turn_choose_card (turn, s->slot_card[slot]));
        }
      else
        g_assert_true (ludus_mykerinos_turn_choose_parcel (turn, mv->parcel));
      break;
    default:
      g_assert_true (ludus_mykerinos_turn_pass_is_candidate (turn));
      g_assert_true (ludus_mykerinos_turn_choose_pass (turn));
      break;
    }
  g_assert_true (ludus_mykerinos_turn_is_complete (turn, &built));
  g_assert_true (ludus_move_equal (&built, move));
}

/* At every reached position: walking every choice the builder accepts
 * reaches exactly the legal moves, and each legal move can be built. */
static void
check_turn_builder (const State *s,
                    LudusRng    *rng,
                    guint64     *nodes)
{
  static LudusMove moves[LUDUS_MAX_MOVES];
  static LudusMykerinosTurn turn;
  static MoveSet reached;
  Walk walk = { &reached, 0 };
  guint n = RULES->legal_moves (s, moves);

  move_set_empty (&reached);
  ludus_mykerinos_turn_init (&turn, s);
  g_assert_cmpuint (ludus_mykerinos_turn_get_n_choices (&turn), ==, 0);
  walk_turn (&walk, &turn, 0);
  g_assert_cmpuint (reached.size, ==, n);
  g_assert_cmpuint (walk.nodes, >, n);
  *nodes += walk.nodes;
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (move_set_contains (&reached, &moves[i]));
      build_move (&turn, s, &moves[i], rng);
    }
}

static void
test_turn_every_move (gconstpointer data)
{
  static LudusMove moves[LUDUS_MAX_MOVES];
  guint n_players = GPOINTER_TO_UINT (data);
  guint n_games = MAX (ludus_test_n_games (10000) / 100, 2);
  guint positions = 0, lemon = 0;
  guint64 nodes = 0, n_moves = 0;
  LudusRng rng;

  ludus_rng_seed (&rng, 77 + n_players);
  for (guint game = 0; game < n_games; game++)
    {
      LudusSetup setup = { n_players, 0, TRUE, 31 * game + n_players };
      State s;

      g_assert_true (RULES->init (&s, default_content, &setup, NULL));
      while (!RULES->is_over (&s))
        {
          guint n = RULES->legal_moves (&s, moves);

          check_turn_builder (&s, &rng, &nodes);
          positions++;
          n_moves += n;
          lemon += s.phase == LUDUS_MYKERINOS_PHASE_EXCAVATION && s.usable[s.current][LUDUS_MYKERINOS_LEMON] > 0;
          RULES->apply (&s, &moves[ludus_rng_below (&rng, n)]);
        }
    }
  g_test_message ("%u players: the builder checked at %u positions (%" G_GUINT64_FORMAT
                  " legal moves, %" G_GUINT64_FORMAT " choices walked), %u with Lord Lemon usable",
                  n_players, positions, n_moves, nodes, lemon);
  g_assert_cmpuint (lemon, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  default_content = content_for_layout (NULL);

  g_test_add_func ("/mykerinos/content/default", test_content_default);
  g_test_add_func ("/mykerinos/content/presets", test_content_presets);
  g_test_add_func ("/mykerinos/content/preset-geometry", test_content_preset_geometry);
  g_test_add_func ("/mykerinos/content/adjacency", test_content_adjacency);
  g_test_add_func ("/mykerinos/content/season-read", test_content_season_read);
  g_test_add_func ("/mykerinos/content/errors", test_content_errors);
  g_test_add_func ("/mykerinos/content/fixtures", test_content_fixtures);
  g_test_add_func ("/mykerinos/setup/supply", test_setup_supply);
  g_test_add_func ("/mykerinos/setup/random", test_setup_random);
  g_test_add_func ("/mykerinos/setup/general-stock-limit", test_setup_general_stock_limit);
  g_test_add_func ("/mykerinos/setup/file-order", test_setup_file_order);
  g_test_add_func ("/mykerinos/action/a", test_action_a);
  g_test_add_func ("/mykerinos/action/b", test_action_b);
  g_test_add_func ("/mykerinos/action/pass-and-last", test_action_pass_and_last);
  g_test_add_func ("/mykerinos/action/last-pass", test_action_last_pass);
  g_test_add_func ("/mykerinos/patron/violet", test_patron_violet);
  g_test_add_func ("/mykerinos/patron/lemon", test_patron_lemon);
  g_test_add_func ("/mykerinos/patron/brown", test_patron_brown);
  g_test_add_func ("/mykerinos/patron/blackmore", test_patron_blackmore);
  g_test_add_func ("/mykerinos/patron/tangerine", test_patron_tangerine);
  g_test_add_func ("/mykerinos/patron/tilt-seasons", test_patron_tilt_seasons);
  g_test_add_func ("/mykerinos/museum/example", test_museum_example);
  g_test_add_func ("/mykerinos/survey/example", test_survey_example);
  g_test_add_func ("/mykerinos/survey/records-of-saved-game", test_records_of_saved_game);
  g_test_add_func ("/mykerinos/survey/leftovers", test_survey_leftovers);
  g_test_add_func ("/mykerinos/survey/no-museum", test_survey_no_museum);
  g_test_add_func ("/mykerinos/survey/cubes-back", test_survey_cubes_back);
  g_test_add_func ("/mykerinos/neutral/turns", test_neutral_turns);
  g_test_add_func ("/mykerinos/neutral/picks", test_neutral_picks);
  g_test_add_func ("/mykerinos/scoring/example", test_scoring_example);
  g_test_add_func ("/mykerinos/scoring/sets-and-winners", test_scoring_sets_and_winners);
  g_test_add_func ("/mykerinos/notation", test_notation);
  g_test_add_func ("/mykerinos/describe", test_describe);
  g_test_add_func ("/mykerinos/turn-explain", test_turn_explain);
  g_test_add_func ("/mykerinos/determinize", test_determinize);
  g_test_add_func ("/mykerinos/replay-save", test_replay_save);
  g_test_add_func ("/mykerinos/bad-saves", test_bad_saves);
  g_test_add_func ("/mykerinos/max-moves", test_max_moves);
  g_test_add_func ("/mykerinos/turn/a", test_turn_a);
  g_test_add_func ("/mykerinos/turn/b", test_turn_b);
  g_test_add_func ("/mykerinos/turn/violet", test_turn_violet);
  g_test_add_func ("/mykerinos/turn/lemon", test_turn_lemon);
  g_test_add_func ("/mykerinos/turn/brown", test_turn_brown);
  g_test_add_func ("/mykerinos/turn/blackmore", test_turn_blackmore);
  g_test_add_func ("/mykerinos/turn/tangerine", test_turn_tangerine);
  g_test_add_func ("/mykerinos/turn/neutral", test_turn_neutral);
  g_test_add_func ("/mykerinos/turn/survey", test_turn_survey);
  g_test_add_data_func ("/mykerinos/turn/every-move/2", GUINT_TO_POINTER (2), test_turn_every_move);
  g_test_add_data_func ("/mykerinos/turn/every-move/3", GUINT_TO_POINTER (3), test_turn_every_move);
  g_test_add_data_func ("/mykerinos/turn/every-move/4", GUINT_TO_POINTER (4), test_turn_every_move);
  g_test_add_data_func ("/mykerinos/random/2", GUINT_TO_POINTER (2), random_games);
  g_test_add_data_func ("/mykerinos/random/3", GUINT_TO_POINTER (3), random_games);
  g_test_add_data_func ("/mykerinos/random/4", GUINT_TO_POINTER (4), random_games);
  g_test_add_func ("/mykerinos/random/layouts", random_games_layouts);

  ret = g_test_run ();
  ludus_mykerinos_content_free (default_content);
  return ret;
}
