/* test-thebes.c: Thebes, every rule of spec/thebes.md
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-thebes"

#include "config.h"

#include <string.h>

#include "ludus-thebes.h"
#include "ludus-test-rules.h"

#define SITE_BIT(site) (1u << (site))

static const LudusRules *rules = &ludus_thebes_rules;

static const LudusThebesContent *
default_content (void)
{
  static LudusThebesContent *content;

  if (content == NULL)
    content = ludus_test_default_content (rules);
  return content;
}

static void
init_state (LudusThebesState *s,
            guint             n_players,
            gboolean          shuffle,
            guint64           seed)
{
  ludus_test_start (rules, s, default_content (), n_players, shuffle, seed, 0);
}

/* Puts player p at time t on top of that week's stack, at place. */
static void
put (LudusThebesState *s,
     guint             p,
     int               time,
     LudusThebesPlace  place)
{
  s->players[p].time = time;
  s->players[p].place = place;
  s->players[p].arrival = ++s->arrivals;
}

/* Gives player p the first card of the given type (and site) still in the
 * draw pile or stack 3, as if taken. */
static guint
give_card (LudusThebesState   *s,
           guint               p,
           LudusThebesCardType type,
           int                 site,
           int                 value)
{
  const LudusThebesContent *c = s->content;
  guint8 *lists[] = { s->pile, s->stack3 };
  guint8 *lengths[] = { &s->n_pile, &s->n_stack3 };

  for (guint l = 0; l < 2; l++)
    for (guint i = 0; i < *lengths[l]; i++)
      {
        const LudusThebesCard *card = &c->cards[lists[l][i]];
        guint id = lists[l][i];
        LudusThebesPlayer *pl = &s->players[p];

        if (card->type != type || (site >= 0 && card->site != site) || (value >= 0 && card->value != value))
          continue;
        memmove (&lists[l][i], &lists[l][i + 1], *lengths[l] - i - 1);
        (*lengths[l])--;
        s->pile_stack2 = MIN (s->pile_stack2, s->n_pile);
        pl->hand[pl->n_hand++] = id;
        switch (type)
          {
          case LUDUS_THEBES_CARD_SPECIALIZED: pl->books[card->site] += card->value; break;
          case LUDUS_THEBES_CARD_GENERAL: pl->general += card->value; break;
          case LUDUS_THEBES_CARD_RUMOUR: pl->rumours[card->site]++; break;
          case LUDUS_THEBES_CARD_ASSISTANT: pl->assistants++; break;
          case LUDUS_THEBES_CARD_SHOVEL: pl->shovels++; break;
          case LUDUS_THEBES_CARD_CAR: pl->cars++; break;
          case LUDUS_THEBES_CARD_ZEPPELIN: pl->zeppelins++; break;
          case LUDUS_THEBES_CARD_SPECIAL_PERMIT: pl->special_permits++; break;
          case LUDUS_THEBES_CARD_CONGRESS: pl->congresses++; break;
          case LUDUS_THEBES_CARD_EXHIBITION:
            pl->exhibitions++;
            pl->exhibition_points += card->value;
            break;
          default: g_assert_not_reached ();
          }
        return id;
      }
  g_assert_not_reached ();
  return LUDUS_THEBES_NONE;
}

static guint
list_moves (const LudusThebesState *s,
            LudusMove              *moves)
{
  guint n = rules->legal_moves (s, moves);

  g_assert_cmpuint (n, <=, LUDUS_MAX_MOVES);
  return n;
}

static gboolean
find_move (const LudusThebesState *s,
           const char             *notation,
           LudusMove              *move)
{
  static LudusMove moves[LUDUS_MAX_MOVES];
  guint n = list_moves (s, moves);
  LudusMove wanted;

  g_assert_true (rules->parse_move (s, notation, &wanted));
  for (guint i = 0; i < n; i++)
    if (ludus_move_equal (&moves[i], &wanted))
      {
        *move = wanted;
        return TRUE;
      }
  return FALSE;
}

static void
play (LudusThebesState *s,
      const char       *notation)
{
  LudusMove move;

  if (!find_move (s, notation, &move))
    g_error ("move %s is not legal", notation);
  rules->apply (s, &move);
}

/* Fills a site's bag with 30 tokens of one kind, so a draw's size shows. */
static void
fill_bag (LudusThebesState *s,
          guint             site,
          guint8            token)
{
  memset (s->bag[site], token, LUDUS_THEBES_BAG_TOKENS);
  s->n_bag[site] = LUDUS_THEBES_BAG_TOKENS - 1;
}

/* Plays a move and returns what the rules narrate of it, joined by "|". */
static char *
play_narrated (LudusThebesState *s,
               const char       *notation)
{
  static const char * const names[] = { "Anna", "Béla", "Carlos", "Dóra" };
  g_auto(GStrv) lines = NULL;
  LudusThebesState before = *s;
  LudusMove move;

  if (!find_move (s, notation, &move))
    g_error ("move %s is not legal", notation);
  rules->apply (s, &move);
  lines = rules->describe_outcome (&before, s, &move, names);
  return lines != NULL ? g_strjoinv ("|", lines) : NULL;
}

/* Content. */

static void
test_content_default (void)
{
  const LudusThebesContent *c = default_content ();
  guint per_type[LUDUS_THEBES_N_CARD_TYPES] = { 0 };
  guint small = 0;

  g_assert_cmpuint (c->n_research, ==, 85);
  g_assert_cmpuint (c->n_exhibitions, ==, 10);
  g_assert_cmpuint (c->n_roads, ==, 18);
  g_assert_cmpuint (c->start, ==, LUDUS_THEBES_PLACE_WAR);
  for (guint i = 0; i < c->n_cards; i++)
    per_type[c->cards[i].type]++;
  g_assert_cmpuint (per_type[LUDUS_THEBES_CARD_SPECIALIZED], ==, 45);
  g_assert_cmpuint (per_type[LUDUS_THEBES_CARD_GENERAL], ==, 8);
  g_assert_cmpuint (per_type[LUDUS_THEBES_CARD_RUMOUR], ==, 5);
  g_assert_cmpuint (per_type[LUDUS_THEBES_CARD_CONGRESS], ==, 9);
  for (guint i = c->n_research; i < c->n_cards; i++)
    small += !c->cards[i].large;
  g_assert_cmpuint (small, ==, 5);

  /* Every site: 31 tokens, artifacts worth 36. */
  for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
    {
      guint points = 0, dirt = 0;

      for (guint t = 0; t < LUDUS_THEBES_BAG_TOKENS; t++)
        {
          guint8 token = c->bags[site][t];

          if (token == LUDUS_THEBES_TOKEN_DIRT)
            dirt++;
          else if (token < LUDUS_THEBES_TOKEN_BOOK)
            points += token;
        }
      g_assert_cmpuint (points, ==, 36);
      g_assert_cmpuint (dirt, ==, 16);
    }
}

/* The table of spec §1, row and column order LON PAR BER WAR MOS VIE ROM GRE CRE EGY PAL MES. */
static const guint8 spec_distances[LUDUS_THEBES_N_PLACES][LUDUS_THEBES_N_PLACES] = {
  { 0, 1, 1, 2, 3, 2, 2, 3, 3, 4, 4, 4 },
  { 1, 0, 1, 2, 3, 1, 1, 2, 2, 3, 3, 3 },
  { 1, 1, 0, 1, 2, 2, 2, 2, 3, 4, 4, 3 },
  { 2, 2, 1, 0, 1, 1, 2, 1, 2, 3, 3, 2 },
  { 3, 3, 2, 1, 0, 2, 3, 2, 3, 4, 4, 3 },
  { 2, 1, 2, 1, 2, 0, 1, 2, 2, 3, 3, 3 },
  { 2, 1, 2, 2, 3, 1, 0, 1, 1, 2, 2, 2 },
  { 3, 2, 2, 1, 2, 2, 1, 0, 1, 2, 2, 1 },
  { 3, 2, 3, 2, 3, 2, 1, 1, 0, 1, 1, 2 },
  { 4, 3, 4, 3, 4, 3, 2, 2, 1, 0, 1, 2 },
  { 4, 3, 4, 3, 4, 3, 2, 2, 1, 1, 0, 1 },
  { 4, 3, 3, 2, 3, 3, 2, 1, 2, 2, 1, 0 },
};

static void
test_content_distances (void)
{
  const LudusThebesContent *c = default_content ();

  for (guint a = 0; a < LUDUS_THEBES_N_PLACES; a++)
    for (guint b = 0; b < LUDUS_THEBES_N_PLACES; b++)
      g_assert_cmpuint (c->distance[a][b], ==, spec_distances[a][b]);
}

/* A route goes by road, one step a place, as long as the distance: an
 * archaeologist on the map travels it city by city. */
static void
test_content_route (void)
{
  const LudusThebesContent *c = default_content ();
  guint8 route[LUDUS_THEBES_N_PLACES];

  for (guint a = 0; a < LUDUS_THEBES_N_PLACES; a++)
    for (guint b = 0; b < LUDUS_THEBES_N_PLACES; b++)
      {
        guint n = ludus_thebes_content_route (c, a, b, route, G_N_ELEMENTS (route));

        g_assert_cmpuint (n, ==, spec_distances[a][b] + 1u);
        g_assert_cmpuint (route[0], ==, a);
        g_assert_cmpuint (route[n - 1], ==, b);
        for (guint i = 1; i < n; i++)
          {
            gboolean road = FALSE;

            for (guint r = 0; r < c->n_roads; r++)
              road |= (c->roads[r][0] == route[i - 1] && c->roads[r][1] == route[i]) ||
                      (c->roads[r][1] == route[i - 1] && c->roads[r][0] == route[i]);
            g_assert_true (road);
          }
      }
  /* Too little room: no route rather than half of one. */
  g_assert_cmpuint (ludus_thebes_content_route (c, LUDUS_THEBES_PLACE_LON, LUDUS_THEBES_PLACE_MES,
                                                route, 2), ==, 0);
}

/* Distances come from the roads, never from the file: without the road
 * WAR–GRE (index 9) Warsaw reaches Greece by Vienna and Rome, and a stale
 * table left in the layout changes nothing. */
static void
test_content_distances_from_roads (void)
{
  g_autoptr(JsonNode) deck = ludus_test_load_resource (rules->default_deck);
  g_autoptr(JsonNode) layout = ludus_test_load_resource (rules->default_layout);
  g_autoptr(JsonArray) stale = json_array_new ();
  g_autoptr(LudusThebesContent) content = NULL;
  g_autoptr(GError) error = NULL;
  JsonObject *root = json_node_get_object (layout);

  g_assert_false (json_object_has_member (root, "distances"));
  json_array_remove_element (json_object_get_array_member (root, "roads"), 9);
  for (guint i = 0; i < LUDUS_THEBES_N_PLACES; i++)
    json_array_add_int_element (stale, 1);
  json_object_set_array_member (root, "distances", json_array_ref (stale));

  content = rules->content_new (deck, layout, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (content->n_roads, ==, 17);
  g_assert_cmpuint (content->distance[LUDUS_THEBES_PLACE_WAR][LUDUS_THEBES_PLACE_GRE], ==, 3);
  g_assert_cmpuint (content->distance[LUDUS_THEBES_PLACE_GRE][LUDUS_THEBES_PLACE_WAR], ==, 3);
  g_assert_cmpuint (content->distance[LUDUS_THEBES_PLACE_WAR][LUDUS_THEBES_PLACE_MES], ==, 4);
  g_assert_cmpuint (content->distance[LUDUS_THEBES_PLACE_MOS][LUDUS_THEBES_PLACE_GRE], ==, 4);
  /* Unaffected pairs keep the published distance. */
  g_assert_cmpuint (content->distance[LUDUS_THEBES_PLACE_LON][LUDUS_THEBES_PLACE_WAR], ==,
                    spec_distances[LUDUS_THEBES_PLACE_LON][LUDUS_THEBES_PLACE_WAR]);
  g_assert_cmpuint (content->distance[LUDUS_THEBES_PLACE_ROM][LUDUS_THEBES_PLACE_EGY], ==,
                    spec_distances[LUDUS_THEBES_PLACE_ROM][LUDUS_THEBES_PLACE_EGY]);
  for (guint a = 0; a < LUDUS_THEBES_N_PLACES; a++)
    g_assert_cmpuint (content->distance[a][a], ==, 0);
}

/* The map editor's draft: the same computation on roads alone, including a
 * map the loader refuses (Moscow cut off) and a road dropped, then back. */
static void
test_content_compute_distances (void)
{
  const LudusThebesContent *c = default_content ();
  g_autofree LudusThebesContent *draft = g_new0 (LudusThebesContent, 1);
  guint n = 0;

  for (guint r = 0; r < c->n_roads; r++)
    if (c->roads[r][0] != LUDUS_THEBES_PLACE_MOS && c->roads[r][1] != LUDUS_THEBES_PLACE_MOS)
      {
        draft->roads[n][0] = c->roads[r][0];
        draft->roads[n][1] = c->roads[r][1];
        n++;
      }
  g_assert_cmpuint (n, ==, c->n_roads - 1);
  draft->n_roads = n;
  ludus_thebes_content_compute_distances (draft);
  g_assert_cmpuint (draft->distance[LUDUS_THEBES_PLACE_MOS][LUDUS_THEBES_PLACE_MOS], ==, 0);
  g_assert_cmpuint (draft->distance[LUDUS_THEBES_PLACE_WAR][LUDUS_THEBES_PLACE_MOS], ==, LUDUS_THEBES_NONE);
  g_assert_cmpuint (draft->distance[LUDUS_THEBES_PLACE_MOS][LUDUS_THEBES_PLACE_LON], ==, LUDUS_THEBES_NONE);
  g_assert_cmpuint (draft->distance[LUDUS_THEBES_PLACE_LON][LUDUS_THEBES_PLACE_MES], ==,
                    spec_distances[LUDUS_THEBES_PLACE_LON][LUDUS_THEBES_PLACE_MES]);

  /* Every road back: the published table, whatever was there before. */
  memcpy (draft->roads, c->roads, sizeof c->roads);
  draft->n_roads = c->n_roads;
  ludus_thebes_content_compute_distances (draft);
  for (guint a = 0; a < LUDUS_THEBES_N_PLACES; a++)
    for (guint b = 0; b < LUDUS_THEBES_N_PLACES; b++)
      g_assert_cmpuint (draft->distance[a][b], ==, spec_distances[a][b]);
}

/* A research card as "type", "type SITE value" or "rumour SITE", for
 * comparing the deck with the lists of spec §5. */
static char *
card_key (const LudusThebesCard *card)
{
  const char *type = ludus_thebes_card_type_id (card->type);
  const char *site = ludus_thebes_place_id (LUDUS_THEBES_SITE_PLACE (card->site));

  switch (card->type)
    {
    case LUDUS_THEBES_CARD_SPECIALIZED:
      return g_strdup_printf ("%s %s %u", type, site, card->value);
    case LUDUS_THEBES_CARD_GENERAL:
      return g_strdup_printf ("%s %u", type, card->value);
    case LUDUS_THEBES_CARD_RUMOUR:
      return g_strdup_printf ("%s %s", type, site);
    default:
      return g_strdup (type);
    }
}

static void
test_content_cities (void)
{
  /* Spec §5, per city: count × card. */
  static const struct { LudusThebesPlace city; guint total; const char *cards; } spec[] = {
    { LUDUS_THEBES_PLACE_BER, 13, "1 assistant, 2 congress, 1 general 1, 1 general 2, 1 rumour MES, "
      "2 specialized CRE 1, 1 specialized GRE 1, 2 specialized EGY 2, 1 specialized PAL 2, "
      "1 specialized GRE 3" },
    { LUDUS_THEBES_PLACE_LON, 13, "1 congress, 1 general 2, 2 shovel, 1 special-permit, "
      "1 specialized EGY 2, 1 specialized GRE 2, 1 specialized MES 2, 1 specialized PAL 2, "
      "1 specialized EGY 3, 1 specialized GRE 3, 1 specialized MES 3, 1 specialized PAL 3" },
    { LUDUS_THEBES_PLACE_MOS, 16, "1 car, 2 congress, 1 general 2, 1 rumour GRE, 2 shovel, "
      "1 special-permit, 1 specialized EGY 1, 1 specialized GRE 1, 2 specialized MES 1, "
      "2 specialized CRE 3, 1 specialized EGY 3, 1 specialized MES 3" },
    { LUDUS_THEBES_PLACE_PAR, 14, "2 assistant, 2 congress, 1 general 1, 1 general 2, 1 rumour CRE, "
      "1 specialized CRE 1, 2 specialized EGY 1, 1 specialized MES 1, 1 specialized CRE 2, "
      "1 specialized PAL 2, 1 specialized PAL 3" },
    { LUDUS_THEBES_PLACE_ROM, 14, "1 assistant, 1 car, 1 general 1, 1 rumour EGY, 2 shovel, "
      "1 zeppelin, 1 specialized EGY 1, 1 specialized GRE 1, 1 specialized MES 1, "
      "1 specialized PAL 1, 1 specialized CRE 2, 2 specialized GRE 2" },
    { LUDUS_THEBES_PLACE_VIE, 15, "2 assistant, 2 congress, 1 general 1, 1 rumour PAL, 1 zeppelin, "
      "1 specialized CRE 1, 1 specialized GRE 1, 3 specialized PAL 1, 1 specialized CRE 2, "
      "2 specialized MES 2" },
    { LUDUS_THEBES_PLACE_WAR, 0, NULL },
  };
  const LudusThebesContent *c = default_content ();
  guint listed = 0;

  for (guint i = 0; i < G_N_ELEMENTS (spec); i++)
    {
      g_autoptr(GHashTable) expected = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_auto(GStrv) items = spec[i].cards != NULL ? g_strsplit (spec[i].cards, ", ", -1) : g_new0 (char *, 1);
      guint in_city = 0, sum = 0;

      for (guint j = 0; items[j] != NULL; j++)
        {
          char *space = strchr (items[j], ' ');
          guint count = g_ascii_strtoull (items[j], NULL, 10);

          g_assert_nonnull (space);
          g_assert_false (g_hash_table_contains (expected, space + 1));
          g_hash_table_insert (expected, g_strdup (space + 1), GUINT_TO_POINTER (count));
          sum += count;
        }
      g_assert_cmpuint (sum, ==, spec[i].total);

      for (guint card = 0; card < c->n_research; card++)
        {
          g_autofree char *key = NULL;
          guint left;

          if (c->cards[card].city != spec[i].city)
            continue;
          key = card_key (&c->cards[card]);
          left = GPOINTER_TO_UINT (g_hash_table_lookup (expected, key));
          if (left == 0)
            g_error ("%s: one %s too many", ludus_thebes_place_id (spec[i].city), key);
          g_hash_table_insert (expected, g_strdup (key), GUINT_TO_POINTER (left - 1));
          in_city++;
        }
      g_assert_cmpuint (in_city, ==, spec[i].total);
      listed += in_city;
    }
  g_assert_cmpuint (listed, ==, 85);
  g_assert_cmpuint (c->n_research, ==, 85);
}

static void
test_content_card_types (void)
{
  /* Spec §5 card types: count, and weeks by value (index 0: no value). */
  static const struct { LudusThebesCardType type; guint count; guint weeks[4]; } spec[] = {
    { LUDUS_THEBES_CARD_SPECIALIZED, 45, { 0, 1, 2, 4 } },
    { LUDUS_THEBES_CARD_GENERAL, 8, { 0, 3, 6, 0 } },
    { LUDUS_THEBES_CARD_RUMOUR, 5, { 1 } },
    { LUDUS_THEBES_CARD_ASSISTANT, 6, { 2 } },
    { LUDUS_THEBES_CARD_SHOVEL, 6, { 3 } },
    { LUDUS_THEBES_CARD_CAR, 2, { 1 } },
    { LUDUS_THEBES_CARD_ZEPPELIN, 2, { 1 } },
    { LUDUS_THEBES_CARD_SPECIAL_PERMIT, 2, { 3 } },
    { LUDUS_THEBES_CARD_CONGRESS, 9, { 2 } },
  };
  const LudusThebesContent *c = default_content ();
  guint per_value[LUDUS_THEBES_N_SITES][4] = { { 0 } }, general[3] = { 0 }, rumours[LUDUS_THEBES_N_SITES] = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (spec); i++)
    {
      guint count = 0;

      for (guint card = 0; card < c->n_research; card++)
        {
          const LudusThebesCard *k = &c->cards[card];
          gboolean valued = k->type == LUDUS_THEBES_CARD_SPECIALIZED || k->type == LUDUS_THEBES_CARD_GENERAL;

          if (k->type != spec[i].type)
            continue;
          count++;
          g_assert_cmpuint (k->weeks, ==, spec[i].weeks[valued ? k->value : 0]);
          if (k->type == LUDUS_THEBES_CARD_SPECIALIZED)
            per_value[k->site][k->value]++;
          else if (k->type == LUDUS_THEBES_CARD_GENERAL)
            general[k->value]++;
          else if (k->type == LUDUS_THEBES_CARD_RUMOUR)
            rumours[k->site]++;
        }
      g_assert_cmpuint (count, ==, spec[i].count);
    }
  /* Per site: 4 × value 1, 3 × value 2, 2 × value 3; one rumour each. */
  for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
    {
      g_assert_cmpuint (per_value[site][1], ==, 4);
      g_assert_cmpuint (per_value[site][2], ==, 3);
      g_assert_cmpuint (per_value[site][3], ==, 2);
      g_assert_cmpuint (rumours[site], ==, 1);
    }
  g_assert_cmpuint (general[1], ==, 4);
  g_assert_cmpuint (general[2], ==, 4);
}

static void
test_content_exhibitions (void)
{
  /* Spec §5: city, large, VP, weeks, artifacts of GRE CRE EGY PAL MES. */
  static const struct {
    LudusThebesPlace city;
    gboolean         large;
    guint            vp, weeks;
    guint8           requires[LUDUS_THEBES_N_SITES];
  } spec[] = {
    { LUDUS_THEBES_PLACE_LON, FALSE, 4, 3, { 1, 0, 2, 0, 0 } },
    { LUDUS_THEBES_PLACE_PAR, FALSE, 4, 3, { 0, 0, 0, 1, 2 } },
    { LUDUS_THEBES_PLACE_BER, FALSE, 4, 3, { 2, 1, 0, 0, 0 } },
    { LUDUS_THEBES_PLACE_VIE, FALSE, 4, 3, { 0, 0, 1, 2, 0 } },
    { LUDUS_THEBES_PLACE_MOS, FALSE, 4, 3, { 0, 2, 0, 0, 1 } },
    { LUDUS_THEBES_PLACE_LON, TRUE, 5, 4, { 2, 1, 3, 0, 0 } },
    { LUDUS_THEBES_PLACE_PAR, TRUE, 5, 4, { 1, 0, 2, 3, 0 } },
    { LUDUS_THEBES_PLACE_BER, TRUE, 5, 4, { 0, 3, 0, 1, 2 } },
    { LUDUS_THEBES_PLACE_VIE, TRUE, 5, 4, { 3, 2, 0, 0, 1 } },
    { LUDUS_THEBES_PLACE_MOS, TRUE, 5, 4, { 0, 0, 1, 2, 3 } },
  };
  const LudusThebesContent *c = default_content ();
  gboolean matched[G_N_ELEMENTS (spec)] = { FALSE };

  g_assert_cmpuint (c->n_exhibitions, ==, G_N_ELEMENTS (spec));
  for (guint card = c->n_research; card < c->n_cards; card++)
    {
      const LudusThebesCard *k = &c->cards[card];
      gboolean found = FALSE;

      g_assert_cmpuint (k->type, ==, LUDUS_THEBES_CARD_EXHIBITION);
      g_assert_cmpuint (k->city, !=, LUDUS_THEBES_PLACE_ROM);
      for (guint i = 0; i < G_N_ELEMENTS (spec) && !found; i++)
        if (!matched[i] && spec[i].city == k->city && spec[i].large == k->large)
          {
            g_assert_cmpuint (k->value, ==, spec[i].vp);
            g_assert_cmpuint (k->weeks, ==, spec[i].weeks);
            g_assert_cmpmem (k->requires, LUDUS_THEBES_N_SITES, spec[i].requires, LUDUS_THEBES_N_SITES);
            matched[i] = found = TRUE;
          }
      g_assert_true (found);
    }
}

static void
test_content_bags (void)
{
  /* Spec §6: artifact values and the site of the special-knowledge token. */
  static const struct { guint8 artifacts[13]; LudusThebesSite knowledge; } spec[LUDUS_THEBES_N_SITES] = {
    { { 1, 1, 1, 1, 2, 2, 2, 3, 3, 4, 5, 5, 6 }, LUDUS_THEBES_SITE_CRE },
    { { 1, 1, 1, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5 }, LUDUS_THEBES_SITE_GRE },
    { { 1, 1, 1, 1, 2, 2, 3, 3, 3, 4, 4, 5, 6 }, LUDUS_THEBES_SITE_MES },
    { { 1, 1, 1, 1, 1, 2, 2, 2, 3, 4, 5, 6, 7 }, LUDUS_THEBES_SITE_EGY },
    { { 1, 1, 1, 1, 1, 3, 3, 3, 4, 4, 4, 5, 5 }, LUDUS_THEBES_SITE_PAL },
  };
  const LudusThebesContent *c = default_content ();

  for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
    {
      guint expected[256] = { 0 }, counts[256] = { 0 };

      for (guint i = 0; i < 13; i++)
        expected[spec[site].artifacts[i]]++;
      expected[LUDUS_THEBES_TOKEN_BOOK | spec[site].knowledge] = 1;
      expected[LUDUS_THEBES_TOKEN_GENERAL] = 1;
      expected[LUDUS_THEBES_TOKEN_DIRT] = 16;
      for (guint t = 0; t < LUDUS_THEBES_BAG_TOKENS; t++)
        counts[c->bags[site][t]]++;
      g_assert_cmpmem (counts, sizeof counts, expected, sizeof expected);
    }

  /* At setup one 1-point artifact of each site is set aside: 30 tokens in
   * each bag, 12 artifacts, 2 knowledge tokens, 16 dirt. */
  for (guint players = 2; players <= 4; players++)
    {
      LudusThebesState s;

      init_state (&s, players, TRUE, players);
      g_assert_cmpuint (s.bonus_taken, ==, 0);
      for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
        {
          guint expected[256] = { 0 }, counts[256] = { 0 };

          for (guint t = 0; t < LUDUS_THEBES_BAG_TOKENS; t++)
            expected[c->bags[site][t]]++;
          expected[1]--;
          g_assert_cmpuint (s.n_bag[site], ==, 30);
          for (guint t = 0; t < s.n_bag[site]; t++)
            counts[s.bag[site][t]]++;
          g_assert_cmpmem (counts, sizeof counts, expected, sizeof expected);
        }
    }
}

typedef void (*Mutation) (JsonObject *deck, JsonObject *layout);

static void
expect_error (Mutation           mutate,
              LudusContentError  part,
              const char        *message)
{
  g_autoptr(JsonNode) deck = ludus_test_load_resource (rules->default_deck);
  g_autoptr(JsonNode) layout = ludus_test_load_resource (rules->default_layout);
  g_autoptr(GError) error = NULL;
  gpointer content;

  mutate (json_node_get_object (deck), json_node_get_object (layout));
  content = rules->content_new (deck, layout, &error);
  g_assert_null (content);
  g_assert_error (error, LUDUS_CONTENT_ERROR, (int) part);
  g_assert_cmpstr (error->message, ==, message);
}

static JsonObject *
element (JsonObject *object,
         const char *member,
         guint       index)
{
  return json_array_get_object_element (json_object_get_array_member (object, member), index);
}

static void
mutate_unknown_place (JsonObject *deck,
                      JsonObject *layout)
{
  json_object_set_string_member (element (layout, "places", 4), "id", "ATH");
}

static void
mutate_missing_place (JsonObject *deck,
                      JsonObject *layout)
{
  json_array_remove_element (json_object_get_array_member (layout, "places"), 6);
}

static void
mutate_site_kind (JsonObject *deck,
                  JsonObject *layout)
{
  json_object_set_string_member (element (layout, "places", 7), "kind", "city");
}

static void
mutate_road_to_nowhere (JsonObject *deck,
                        JsonObject *layout)
{
  JsonArray *road = json_array_get_array_element (json_object_get_array_member (layout, "roads"), 3);

  json_array_remove_element (road, 1);
  json_array_add_string_element (road, "ATL");
}

/* Road 3 (Paris–Berlin) again, its ends the other way round, as the 19th. */
static void
mutate_twin_road (JsonObject *deck,
                  JsonObject *layout)
{
  JsonArray *roads = json_object_get_array_member (layout, "roads");
  JsonArray *road = json_array_get_array_element (roads, 2);
  JsonArray *twin = json_array_new ();

  json_array_add_string_element (twin, json_array_get_string_element (road, 1));
  json_array_add_string_element (twin, json_array_get_string_element (road, 0));
  json_array_add_array_element (roads, twin);
}

static void
mutate_disconnected (JsonObject *deck,
                     JsonObject *layout)
{
  /* WAR–MOS (index 6) is Moscow's only road. */
  json_array_remove_element (json_object_get_array_member (layout, "roads"), 6);
}

static void
mutate_wheel_rows (JsonObject *deck,
                   JsonObject *layout)
{
  json_array_remove_element (json_object_get_array_member (layout, "wheel"), 11);
}

static void
mutate_wheel_columns (JsonObject *deck,
                      JsonObject *layout)
{
  JsonArray *row = json_array_get_array_element (json_object_get_array_member (layout, "wheel"), 3);

  json_array_add_int_element (row, 5);
}

static void
mutate_card_type (JsonObject *deck,
                  JsonObject *layout)
{
  json_object_set_string_member (element (deck, "cards", 12), "type", "telescope");
}

static void
mutate_card_city (JsonObject *deck,
                  JsonObject *layout)
{
  json_object_set_string_member (element (deck, "cards", 2), "city", "EGY");
}

static void
mutate_bag_size (JsonObject *deck,
                 JsonObject *layout)
{
  json_object_set_int_member (element (deck, "bags", 2), "dirt", 15);
}

static void
mutate_bag_no_bonus (JsonObject *deck,
                     JsonObject *layout)
{
  JsonArray *artifacts = json_object_get_array_member (element (deck, "bags", 0), "artifacts");

  for (guint i = 0; i < json_array_get_length (artifacts); i++)
    if (json_array_get_int_element (artifacts, i) == 1)
      json_node_set_int (json_array_get_element (artifacts, i), 2);
}

static void
mutate_exhibition_site (JsonObject *deck,
                        JsonObject *layout)
{
  json_object_set_int_member (json_object_get_object_member (element (deck, "exhibitions", 1), "requires"),
                              "ROM", 1);
}

static void
test_content_errors (void)
{
  expect_error (mutate_unknown_place, LUDUS_CONTENT_ERROR_LAYOUT, "places[4].id: unknown place “ATH”");
  expect_error (mutate_missing_place, LUDUS_CONTENT_ERROR_LAYOUT, "places: place “ROM” is missing");
  expect_error (mutate_site_kind, LUDUS_CONTENT_ERROR_LAYOUT, "places[7].kind: expected “site” for GRE, got “city”");
  expect_error (mutate_road_to_nowhere, LUDUS_CONTENT_ERROR_LAYOUT, "roads[3][1]: road to nowhere: unknown place “ATL”");
  expect_error (mutate_twin_road, LUDUS_CONTENT_ERROR_LAYOUT, "roads[18]: the same road as road 3");
  expect_error (mutate_disconnected, LUDUS_CONTENT_ERROR_LAYOUT, "roads: the map is not connected: “Moscow” cannot be reached from “Warsaw”");
  expect_error (mutate_wheel_rows, LUDUS_CONTENT_ERROR_LAYOUT, "wheel: expected 12 elements, got 11");
  expect_error (mutate_wheel_columns, LUDUS_CONTENT_ERROR_LAYOUT, "wheel[3]: expected 12 elements, got 13");
  expect_error (mutate_card_type, LUDUS_CONTENT_ERROR_DECK, "cards[12].type: expected one of specialized, general, rumour, "
                "assistant, shovel, car, zeppelin, special-permit, congress, got “telescope”");
  expect_error (mutate_card_city, LUDUS_CONTENT_ERROR_DECK, "cards[2].city: “EGY” is a dig site, expected a city");
  expect_error (mutate_bag_size, LUDUS_CONTENT_ERROR_DECK, "bags[2]: expected 31 tokens (artifacts, one special-knowledge token, "
                "general-knowledge tokens and dirt), got 30");
  expect_error (mutate_bag_no_bonus, LUDUS_CONTENT_ERROR_DECK, "bags[0].artifacts: expected a 1-point artifact for the first-dig bonus");
  expect_error (mutate_exhibition_site, LUDUS_CONTENT_ERROR_DECK, "exhibitions[1].requires: unknown site “ROM”");
}

static void
test_content_no_layout (void)
{
  g_autoptr(JsonNode) deck = ludus_test_load_resource (rules->default_deck);
  g_autoptr(GError) error = NULL;

  g_assert_null (rules->content_new (deck, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
}

static void
test_content_fixtures (void)
{
  static const struct { const char *layout; const char *message; } bad[] = {
    { "disconnected.json", "roads: the map is not connected: “Moscow” cannot be reached from “Warsaw”" },
    { "short-wheel.json", "wheel[11]: expected 12 elements, got 11" },
  };
  g_autoptr(JsonNode) deck = ludus_test_load_fixture ("thebes", "decks", "tiny.json");
  g_autoptr(JsonNode) layout = ludus_test_load_resource (rules->default_layout);
  g_autoptr(LudusThebesContent) tiny = NULL;
  g_autoptr(GError) error = NULL;

  tiny = rules->content_new (deck, layout, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tiny->n_research, ==, 6);
  g_assert_cmpuint (tiny->n_exhibitions, ==, 4);
  g_assert_cmpint (tiny->deck_provenance, ==, LUDUS_PROVENANCE_CUSTOM);
  g_assert_cmpint (tiny->layout_provenance, ==, LUDUS_PROVENANCE_PUBLISHED);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(JsonNode) bad_layout = ludus_test_load_fixture ("thebes", "layouts", bad[i].layout);

      g_assert_null (rules->content_new (deck, bad_layout, &error));
      g_assert_error (error, LUDUS_CONTENT_ERROR, LUDUS_CONTENT_ERROR_LAYOUT);
      g_assert_cmpstr (error->message, ==, bad[i].message);
      g_clear_error (&error);
    }
}

/* Time and turn order. */

static void
test_time_lengths (void)
{
  static const struct { guint players; int start; guint year, week; int length; } cases[] = {
    { 2, 0, 1901, 1, 156 },
    { 3, 15, 1901, 16, 141 },
    { 4, 52, 1902, 1, 104 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    for (guint64 seed = 1; seed <= 8; seed++)
      {
        LudusThebesState s;
        guint top = 0;

        init_state (&s, cases[i].players, TRUE, seed);
        g_assert_cmpuint (s.n_players, ==, cases[i].players);
        for (guint p = 0; p < s.n_players; p++)
          {
            g_assert_cmpint (s.players[p].time, ==, cases[i].start);
            g_assert_cmpuint (s.players[p].place, ==, LUDUS_THEBES_PLACE_WAR);
            if (s.players[p].arrival > s.players[top].arrival)
              top = p;
          }
        g_assert_cmpuint (ludus_thebes_year (cases[i].start), ==, cases[i].year);
        g_assert_cmpuint (ludus_thebes_week (cases[i].start), ==, cases[i].week);
        g_assert_cmpint (LUDUS_THEBES_END_TIME - cases[i].start, ==, cases[i].length);
        /* The start player's marker is on top and moves first. */
        g_assert_cmpuint (rules->current_player (&s), ==, top);
      }
  g_assert_cmpuint (ludus_thebes_year (LUDUS_THEBES_END_TIME), ==, 1904);
  g_assert_cmpuint (ludus_thebes_week (LUDUS_THEBES_END_TIME), ==, 1);
}

static void
test_time_start_player (void)
{
  guint starts[LUDUS_THEBES_MAX_PLAYERS] = { 0 }, below[LUDUS_THEBES_MAX_PLAYERS][LUDUS_THEBES_MAX_PLAYERS] = { { 0 } };

  /* The start player is drawn at random and its marker is on top of the
   * stack; the others lie below it in random order. */
  for (guint64 seed = 1; seed <= 200; seed++)
    {
      LudusThebesState s;
      guint order[LUDUS_THEBES_MAX_PLAYERS];

      init_state (&s, 4, TRUE, seed);
      ludus_thebes_turn_order (&s, order);
      g_assert_cmpuint (order[0], ==, rules->current_player (&s));
      starts[order[0]]++;
      below[order[0]][order[1]]++;
      for (guint i = 1; i < 4; i++)
        g_assert_cmpuint (s.players[order[i - 1]].arrival, >, s.players[order[i]].arrival);
    }
  for (guint p = 0; p < 4; p++)
    {
      g_assert_cmpuint (starts[p], >, 20);
      for (guint q = 0; q < 4; q++)
        if (q != p)
          g_assert_cmpuint (below[p][q], >, 0);
    }
}

static void
test_time_turn_order (void)
{
  LudusThebesState s;
  guint order[LUDUS_THEBES_MAX_PLAYERS];

  init_state (&s, 4, FALSE, 1);
  /* Three markers on week 10, stacked 2 (bottom), 0, 3 (top); 1 ahead. */
  put (&s, 2, 10, LUDUS_THEBES_PLACE_WAR);
  put (&s, 0, 10, LUDUS_THEBES_PLACE_WAR);
  put (&s, 3, 10, LUDUS_THEBES_PLACE_WAR);
  put (&s, 1, 12, LUDUS_THEBES_PLACE_WAR);
  g_assert_cmpuint (rules->current_player (&s), ==, 3);
  ludus_thebes_turn_order (&s, order);
  g_assert_cmpuint (order[0], ==, 3);
  g_assert_cmpuint (order[1], ==, 0);
  g_assert_cmpuint (order[2], ==, 2);
  g_assert_cmpuint (order[3], ==, 1);

  /* 3 swaps (1 week): alone on week 11, player 0 is now on top of week 10. */
  play (&s, "WAR.s");
  g_assert_cmpint (s.players[3].time, ==, 11);
  g_assert_cmpuint (rules->current_player (&s), ==, 0);
  /* 0 swaps (1 week, another player acted in between): 0 and 3 on week 11,
   * 0 on top; player 2 is still rearmost and moves. */
  play (&s, "WAR.s");
  g_assert_cmpint (s.players[0].time, ==, 11);
  g_assert_cmpuint (rules->current_player (&s), ==, 2);
  /* 2 takes 2 weeks to week 12, where 1 already is: 2 goes on top there.
   * Week 11: 0 on top of 3. */
  put (&s, 2, 12, LUDUS_THEBES_PLACE_WAR);
  g_assert_cmpuint (rules->current_player (&s), ==, 0);
  put (&s, 0, 12, LUDUS_THEBES_PLACE_WAR);
  g_assert_cmpuint (rules->current_player (&s), ==, 3);
  put (&s, 3, 12, LUDUS_THEBES_PLACE_WAR);
  /* All on week 12: the last arrival first, then the one below. */
  g_assert_cmpuint (rules->current_player (&s), ==, 3);
  ludus_thebes_turn_order (&s, order);
  g_assert_cmpuint (order[0], ==, 3);
  g_assert_cmpuint (order[1], ==, 0);
  g_assert_cmpuint (order[2], ==, 2);
  g_assert_cmpuint (order[3], ==, 1);
  play (&s, "WAR.s");
  g_assert_cmpuint (rules->current_player (&s), ==, 0);
}

static void
test_time_swap_costs (void)
{
  LudusThebesState s;
  guint discards;

  init_state (&s, 2, FALSE, 1);
  put (&s, 1, 40, LUDUS_THEBES_PLACE_WAR);
  put (&s, 0, 0, LUDUS_THEBES_PLACE_WAR);
  g_assert_cmpuint (ludus_thebes_swap_cost (&s, 0), ==, 1);
  play (&s, "WAR.s");
  g_assert_cmpint (s.players[0].time, ==, 1);
  g_assert_cmpuint (s.n_discards, ==, 4);
  play (&s, "WAR.s");
  g_assert_cmpint (s.players[0].time, ==, 3);
  play (&s, "WAR.s");
  g_assert_cmpint (s.players[0].time, ==, 6);
  g_assert_cmpuint (ludus_thebes_swap_cost (&s, 0), ==, 4);
  discards = s.n_discards;
  g_assert_cmpuint (discards, ==, 12);
  /* Four new research cards each time. */
  for (guint i = 0; i < LUDUS_THEBES_DISPLAY_SIZE; i++)
    g_assert_cmpuint (s.display[i], !=, LUDUS_THEBES_NONE);
}

static void
test_time_swap_reset (void)
{
  LudusThebesState s;

  init_state (&s, 2, FALSE, 1);
  put (&s, 1, 2, LUDUS_THEBES_PLACE_LON);
  put (&s, 0, 0, LUDUS_THEBES_PLACE_WAR);
  play (&s, "WAR.s");                  /* 0: week 0 → 1 */
  play (&s, "WAR.s");                  /* 0 again at once: 2 weeks, 1 → 3 */
  g_assert_cmpint (s.players[0].time, ==, 3);
  g_assert_cmpuint (rules->current_player (&s), ==, 1);
  play (&s, "WAR.s");                  /* 1: London → Warsaw 2 weeks + 1: 2 → 5 */
  g_assert_cmpint (s.players[1].time, ==, 5);
  g_assert_cmpuint (rules->current_player (&s), ==, 0);
  /* Player 1 acted in between: back to 1 week. */
  g_assert_cmpuint (ludus_thebes_swap_cost (&s, 0), ==, 1);
  play (&s, "WAR.s");
  g_assert_cmpint (s.players[0].time, ==, 4);
  /* Doing something else on the next turn breaks the streak too. */
  g_assert_cmpuint (rules->current_player (&s), ==, 0);
  g_assert_cmpuint (ludus_thebes_swap_cost (&s, 0), ==, 2);
  {
    const LudusThebesCard *card = &s.content->cards[s.display[0]];
    g_autofree char *take = g_strdup_printf ("%s.c0", ludus_thebes_place_id (card->city));

    play (&s, take);
    g_assert_cmpint (s.players[0].time, ==, 4 + s.content->distance[LUDUS_THEBES_PLACE_WAR][card->city] + card->weeks);
  }
  g_assert_cmpuint (rules->current_player (&s), ==, 1);
  g_assert_cmpuint (ludus_thebes_swap_cost (&s, 0), ==, 1);
}

static void
test_time_end (void)
{
  static LudusMove moves[LUDUS_MAX_MOVES];
  g_autofree char *narration = NULL;
  LudusThebesState s;
  guint n;

  init_state (&s, 2, FALSE, 1);
  put (&s, 1, 150, LUDUS_THEBES_PLACE_ROM);
  put (&s, 0, 154, LUDUS_THEBES_PLACE_WAR);
  give_card (&s, 0, LUDUS_THEBES_CARD_SPECIALIZED, LUDUS_THEBES_SITE_GRE, 3);
  g_assert_cmpuint (rules->current_player (&s), ==, 1);
  play (&s, "end");
  g_assert_cmpint (s.players[1].time, ==, LUDUS_THEBES_END_TIME);
  g_assert_false (rules->is_over (&s));

  /* Two weeks left: no move may carry the marker past week 1 of 1904. */
  g_assert_cmpuint (rules->current_player (&s), ==, 0);
  n = list_moves (&s, moves);
  g_assert_cmpuint (n, >, 1);
  for (guint i = 0; i < n; i++)
    g_assert_cmpuint (ludus_thebes_move_weeks (&s, (const LudusThebesMove *) moves[i].bytes), <=, 2);
  /* Warsaw → Greece is 1 week, leaving 1 week for the dig: K = 3 gives no
   * token in 1 week, so no dig fits; a swap still does. */
  g_assert_cmpuint (ludus_thebes_dig_knowledge (&s, 0, LUDUS_THEBES_SITE_GRE, 0, FALSE), ==, 3);
  g_assert_false (find_move (&s, "GRE.d1", &moves[0]));
  g_assert_true (find_move (&s, "WAR.s", &moves[0]));
  /* Landing exactly on the end is allowed. */
  s.players[0].books[LUDUS_THEBES_SITE_GRE] = 9;
  g_assert_true (find_move (&s, "GRE.d1", &moves[0]));
  fill_bag (&s, LUDUS_THEBES_SITE_GRE, 3);
  narration = play_narrated (&s, "GRE.d1");
  /* K = 9, W = 1: two artifacts worth 3, and the bonus; the majority of
   * Greece; the other player has nothing. */
  g_assert_cmpstr (narration, ==, "Anna drew 2 tokens from the bag|"
                                  "Anna found an artifact worth 3 points|Anna found an artifact worth 3 points|"
                                  "Anna also took the artifact worth 1 point set aside for the first dig in Greece|"
                                  "Anna has reached the end of the expedition|"
                                  "Final scoring|"
                                  "Anna scores 7 points for artifacts|"
                                  "Anna scores 5 points for the most specialized knowledge of Greece|"
                                  "Anna ends with 12 points|"
                                  "Béla ends with 0 points");
  g_assert_cmpint (s.players[0].time, ==, LUDUS_THEBES_END_TIME);
  g_assert_true (rules->is_over (&s));
  g_assert_cmpuint (rules->legal_moves (&s, moves), ==, 0);
}

/* Travel. */

static void
test_travel (void)
{
  LudusThebesState s;
  LudusMove move;

  init_state (&s, 2, FALSE, 1);
  put (&s, 1, 100, LUDUS_THEBES_PLACE_WAR);
  /* The rulebook example: London → Berlin → Warsaw is 2 weeks, the swap 1. */
  put (&s, 0, 0, LUDUS_THEBES_PLACE_LON);
  g_assert_cmpuint (ludus_thebes_travel_weeks (&s, 0, LUDUS_THEBES_PLACE_WAR), ==, 2);
  play (&s, "WAR.s");
  g_assert_cmpint (s.players[0].time, ==, 3);
  g_assert_cmpuint (s.players[0].place, ==, LUDUS_THEBES_PLACE_WAR);

  /* A car saves a week on trips of 3 or more steps only. */
  put (&s, 0, 10, LUDUS_THEBES_PLACE_LON);
  g_assert_cmpuint (ludus_thebes_travel_weeks (&s, 0, LUDUS_THEBES_PLACE_EGY), ==, 4);
  g_assert_cmpuint (ludus_thebes_travel_weeks (&s, 0, LUDUS_THEBES_PLACE_MOS), ==, 3);
  give_card (&s, 0, LUDUS_THEBES_CARD_CAR, -1, -1);
  g_assert_cmpuint (ludus_thebes_travel_weeks (&s, 0, LUDUS_THEBES_PLACE_EGY), ==, 3);
  g_assert_cmpuint (ludus_thebes_travel_weeks (&s, 0, LUDUS_THEBES_PLACE_MOS), ==, 2);
  g_assert_cmpuint (ludus_thebes_travel_weeks (&s, 0, LUDUS_THEBES_PLACE_WAR), ==, 2);
  /* A second car adds nothing. */
  give_card (&s, 0, LUDUS_THEBES_CARD_CAR, -1, -1);
  g_assert_cmpuint (ludus_thebes_travel_weeks (&s, 0, LUDUS_THEBES_PLACE_EGY), ==, 3);

  /* The zeppelin: the player's choice, a free trip, then discarded. */
  g_assert_false (find_move (&s, "WARz.s", &move));
  give_card (&s, 0, LUDUS_THEBES_CARD_ZEPPELIN, -1, -1);
  g_assert_true (find_move (&s, "WAR.s", &move));
  g_assert_false (find_move (&s, "LONz.c0", &move));   /* no trip, no zeppelin */
  g_assert_true (find_move (&s, "WARz.s", &move));
  s.swap_streak = 0;   /* as if another player had swapped meanwhile */
  rules->apply (&s, &move);
  g_assert_cmpint (s.players[0].time, ==, 11);
  g_assert_cmpuint (s.players[0].zeppelins, ==, 0);
  g_assert_cmpuint (s.players[0].n_hand, ==, 2);
  /* Discarded before this swap's four cards. */
  g_assert_cmpuint (s.n_discards, ==, 4 + 1 + 4);
  g_assert_cmpuint (s.content->cards[s.discards[4]].type, ==, LUDUS_THEBES_CARD_ZEPPELIN);

  /* The zeppelin may be spent on any trip, even a one-step one, and is
   * worth the whole trip with a car too. */
  put (&s, 0, 20, LUDUS_THEBES_PLACE_BER);
  s.swap_streak = 0;
  give_card (&s, 0, LUDUS_THEBES_CARD_ZEPPELIN, -1, -1);
  g_assert_true (find_move (&s, "WARz.s", &move));
  g_assert_cmpuint (ludus_thebes_move_weeks (&s, (const LudusThebesMove *) move.bytes), ==, 1);
  s.players[0].books[LUDUS_THEBES_SITE_EGY] = 6;
  put (&s, 0, 20, LUDUS_THEBES_PLACE_LON);
  g_assert_true (find_move (&s, "EGYz.d1", &move));
  rules->apply (&s, &move);
  g_assert_cmpint (s.players[0].time, ==, 21);
  g_assert_cmpuint (s.players[0].place, ==, LUDUS_THEBES_PLACE_EGY);
  g_assert_cmpuint (s.players[0].zeppelins, ==, 0);

  /* Used permits do not block the roads: Rome → Crete → Egypt is still 2
   * weeks with Crete's permit used, and Egypt's dig is still open. */
  put (&s, 0, 30, LUDUS_THEBES_PLACE_ROM);
  s.players[0].cars = 0;
  s.players[0].permits_used = SITE_BIT (LUDUS_THEBES_SITE_CRE) | SITE_BIT (LUDUS_THEBES_SITE_GRE);
  g_assert_cmpuint (ludus_thebes_travel_weeks (&s, 0, LUDUS_THEBES_PLACE_EGY), ==, 2);
  g_assert_cmpuint (ludus_thebes_travel_weeks (&s, 0, LUDUS_THEBES_PLACE_MES), ==, 2);
  s.players[0].permits_used = SITE_BIT (LUDUS_THEBES_SITE_CRE) | SITE_BIT (LUDUS_THEBES_SITE_GRE);
  g_assert_true (find_move (&s, "EGY.d1", &move));
  g_assert_cmpuint (ludus_thebes_move_weeks (&s, (const LudusThebesMove *) move.bytes), ==, 2 + 1);
}

/* Research cards. */

static void
test_card_take (void)
{
  LudusThebesState s;
  LudusMove move;
  guint taken, next;

  init_state (&s, 2, FALSE, 1);
  put (&s, 1, 100, LUDUS_THEBES_PLACE_WAR);
  put (&s, 0, 0, LUDUS_THEBES_PLACE_WAR);
  /* In file order the display is London's congress, general 2 and two shovels. */
  g_assert_cmpuint (s.content->cards[s.display[1]].type, ==, LUDUS_THEBES_CARD_GENERAL);
  g_assert_cmpuint (s.content->cards[s.display[2]].type, ==, LUDUS_THEBES_CARD_SHOVEL);
  g_assert_cmpuint (s.content->cards[s.display[3]].type, ==, LUDUS_THEBES_CARD_SHOVEL);
  /* Two identical cards: both are offered (spec §3, see card/identical). */
  g_assert_true (find_move (&s, "LON.c2", &move));
  g_assert_true (find_move (&s, "LON.c3", &move));
  /* Cards are taken in their own city only. */
  g_assert_false (find_move (&s, "BER.c1", &move));

  taken = s.display[1];
  next = s.pile[s.n_pile - 1];
  play (&s, "LON.c1");
  /* 2 weeks' travel and the card's 6. */
  g_assert_cmpint (s.players[0].time, ==, 8);
  g_assert_cmpuint (s.players[0].general, ==, 2);
  g_assert_cmpuint (s.players[0].hand[0], ==, taken);
  /* The slot is refilled from the top of the draw pile. */
  g_assert_cmpuint (s.display[1], ==, next);
  g_assert_cmpuint (s.reveals, ==, 1);
}

/* Spec §3: two identical face-up cards are two legal choices with the same
 * effect; a move naming either slot is legal and takes that slot's card. */
static void
test_card_identical (void)
{
  static LudusMove moves[LUDUS_MAX_MOVES];
  LudusThebesState start;
  guint n, n_c2 = 0, n_c3 = 0;

  init_state (&start, 2, FALSE, 1);
  put (&start, 1, 100, LUDUS_THEBES_PLACE_WAR);
  put (&start, 0, 0, LUDUS_THEBES_PLACE_WAR);
  /* In file order slots 2 and 3 hold London's two shovels: different
   * cards, identical in every rule. */
  g_assert_cmpuint (start.display[2], !=, start.display[3]);
  g_assert_cmpuint (ludus_thebes_display_first_alike (&start, 3), ==, 2);
  g_assert_cmpuint (ludus_thebes_display_first_alike (&start, 2), ==, 2);
  g_assert_cmpuint (ludus_thebes_display_first_alike (&start, 1), ==, 1);
  g_assert_cmpuint (ludus_thebes_display_first_alike (&start, 0), ==, 0);

  /* Each slot is listed once. */
  n = list_moves (&start, moves);
  for (guint i = 0; i < n; i++)
    {
      char notation[LUDUS_NOTATION_SIZE];

      rules->format_move (&start, &moves[i], notation);
      n_c2 += strcmp (notation, "LON.c2") == 0;
      n_c3 += strcmp (notation, "LON.c3") == 0;
    }
  g_assert_cmpuint (n_c2, ==, 1);
  g_assert_cmpuint (n_c3, ==, 1);

  /* The AI weighs only the first of them: the search drops the second, and
   * the rollout policy picks from the full list exactly what it picks from
   * the list without it, drawing the same noise. */
  {
    static LudusMove search[LUDUS_MAX_MOVES], single[LUDUS_MAX_MOVES];
    guint n_search, n_single = 0;

    memcpy (search, moves, n * sizeof (LudusMove));
    n_search = rules->search_moves (&start, search, n);
    for (guint i = 0; i < n_search; i++)
      {
        char notation[LUDUS_NOTATION_SIZE];

        rules->format_move (&start, &search[i], notation);
        g_assert_cmpstr (notation, !=, "LON.c3");
      }
    for (guint i = 0; i < n; i++)
      {
        const LudusThebesMove *m = (const LudusThebesMove *) moves[i].bytes;

        if (m->action != LUDUS_THEBES_ACTION_CARD || m->slot != 3)
          single[n_single++] = moves[i];
      }
    g_assert_cmpuint (n_single, ==, n - 1);
    for (guint64 seed = 1; seed <= 200; seed++)
      {
        LudusRng a, b;
        guint i, j;

        ludus_rng_seed (&a, seed);
        ludus_rng_seed (&b, seed);
        i = rules->policy_move (&start, moves, n, &a);
        j = rules->policy_move (&start, single, n_single, &b);
        g_assert_true (ludus_move_equal (&moves[i], &single[j]));
        g_assert_cmpuint (ludus_rng_next64 (&a), ==, ludus_rng_next64 (&b));
      }
  }

  for (guint slot = 2; slot <= 3; slot++)
    {
      LudusThebesState s = start;
      g_autofree char *notation = g_strdup_printf ("LON.c%u", slot);
      char again[LUDUS_NOTATION_SIZE];
      guint other = slot == 2 ? 3 : 2, next = s.pile[s.n_pile - 1];
      LudusMove move;

      g_assert_true (find_move (&s, notation, &move));
      rules->format_move (&s, &move, again);
      g_assert_cmpstr (again, ==, notation);
      play (&s, notation);
      /* The named slot's card is taken and refilled; the other stays. */
      g_assert_cmpuint (s.players[0].hand[0], ==, start.display[slot]);
      g_assert_cmpuint (s.players[0].shovels, ==, 1);
      g_assert_cmpint (s.players[0].time, ==, 2 + 3);
      g_assert_cmpuint (s.display[slot], ==, next);
      g_assert_cmpuint (s.display[other], ==, start.display[other]);
    }

  /* Vienna's three specialized knowledge PAL 1 in slots 0, 1 and 3 (swapped
   * with pile cards, so every card is still in one place): three moves,
   * each taking its own card. */
  {
    LudusThebesState three = start;
    const guint slots[] = { 0, 1, 3 };
    guint found = 0;

    guint8 *piles[] = { three.pile, three.stack3 };
    guint lengths[] = { three.n_pile, three.n_stack3 };

    for (guint l = 0; l < G_N_ELEMENTS (piles); l++)
      for (guint i = 0; i < lengths[l] && found < G_N_ELEMENTS (slots); i++)
        {
          const LudusThebesCard *card = &three.content->cards[piles[l][i]];

          if (card->type == LUDUS_THEBES_CARD_SPECIALIZED && card->city == LUDUS_THEBES_PLACE_VIE &&
              card->site == LUDUS_THEBES_SITE_PAL && card->value == 1)
            {
              guint8 t = three.display[slots[found]];

              three.display[slots[found++]] = piles[l][i];
              piles[l][i] = t;
            }
        }
    g_assert_cmpuint (found, ==, 3);
    g_assert_cmpuint (ludus_thebes_display_first_alike (&three, 1), ==, 0);
    g_assert_cmpuint (ludus_thebes_display_first_alike (&three, 3), ==, 0);
    g_assert_cmpuint (ludus_thebes_display_first_alike (&three, 2), ==, 2);
    for (guint i = 0; i < G_N_ELEMENTS (slots); i++)
      {
        LudusThebesState s = three;
        g_autofree char *notation = g_strdup_printf ("VIE.c%u", slots[i]);

        play (&s, notation);
        g_assert_cmpuint (s.players[0].hand[0], ==, three.display[slots[i]]);
        g_assert_cmpuint (s.players[0].books[LUDUS_THEBES_SITE_PAL], ==, 1);
        for (guint j = 0; j < G_N_ELEMENTS (slots); j++)
          if (j != i)
            g_assert_cmpuint (s.display[slots[j]], ==, three.display[slots[j]]);
      }
  }
}

static void
test_card_exhibition_push (void)
{
  LudusThebesState s;
  guint ex[4], n_ex = 0, discards;
  g_autofree char *narration = NULL;
  g_autofree char *expected = NULL;
  char *names[4] = { NULL };

  init_state (&s, 3, FALSE, 1);
  /* Stack 3 holds the large exhibitions: put four on the draw pile. */
  for (guint i = 0; i < s.n_stack3 && n_ex < 4; i++)
    if (s.stack3[i] >= s.content->n_research)
      ex[n_ex++] = s.stack3[i];
  g_assert_cmpuint (n_ex, ==, 4);
  for (guint i = 0; i < 4; i++)
    names[i] = ludus_thebes_card_describe (s.content, ex[i]);
  put (&s, 1, 100, LUDUS_THEBES_PLACE_WAR);
  put (&s, 0, 0, LUDUS_THEBES_PLACE_WAR);
  /* Top of the pile: ex0, ex1, ex2, ex3, then the research cards. */
  for (guint i = 0; i < 4; i++)
    s.pile[s.n_pile++] = ex[3 - i];
  discards = s.n_discards;

  narration = play_narrated (&s, "WAR.s");
  /* ex0 came in and was pushed out at once: only its discarding is told. */
  expected = g_strdup_printf ("The %s can now be staged|The %s can now be staged|The %s can now be staged|"
                              "The %s was pushed out of the row and discarded",
                              names[1], names[2], names[3], names[0]);
  g_assert_cmpstr (narration, ==, expected);
  g_clear_pointer (&narration, g_free);
  /* Each exhibition dealt went to slot a, pushing a → b → c; ex0 fell off c. */
  g_assert_cmpuint (s.slots[0], ==, ex[3]);
  g_assert_cmpuint (s.slots[1], ==, ex[2]);
  g_assert_cmpuint (s.slots[2], ==, ex[1]);
  g_assert_cmpuint (s.n_discards, ==, discards + 4 + 1);
  g_assert_cmpuint (s.discards[s.n_discards - 1], ==, ex[0]);
  /* Dealing went on until 4 research cards lay face up. */
  for (guint i = 0; i < LUDUS_THEBES_DISPLAY_SIZE; i++)
    g_assert_cmpuint (s.display[i], <, s.content->n_research);

  /* A free slot stops the push: take b, then a new one pushes a into b only. */
  s.slots[1] = LUDUS_THEBES_NONE;
  s.pile[s.n_pile++] = ex[0];
  s.display[0] = LUDUS_THEBES_NONE;
  narration = play_narrated (&s, "WAR.s");
  g_free (expected);
  expected = g_strdup_printf ("The %s can now be staged", names[0]);
  g_assert_cmpstr (narration, ==, expected);
  g_assert_cmpuint (s.slots[0], ==, ex[0]);
  g_assert_cmpuint (s.slots[1], ==, ex[3]);
  g_assert_cmpuint (s.slots[2], ==, ex[1]);
  for (guint i = 0; i < 4; i++)
    g_free (names[i]);
}

static void
test_card_setup (void)
{
  for (guint players = 2; players <= 4; players++)
    for (guint64 seed = 1; seed <= 20; seed++)
      {
        LudusThebesState s;
        guint research_in_pile = 0, top_exhibitions = 0, stack2_exhibitions = 0, stack3_exhibitions = 0;

        init_state (&s, players, TRUE, seed);
        for (guint i = 0; i < LUDUS_THEBES_DISPLAY_SIZE; i++)
          g_assert_cmpuint (s.display[i], <, s.content->n_research);
        for (guint i = 0; i < LUDUS_THEBES_N_SLOTS; i++)
          g_assert_cmpuint (s.slots[i], ==, LUDUS_THEBES_NONE);
        /* 81 research cards in three stacks of 27. */
        for (guint i = 0; i < s.n_pile; i++)
          {
            gboolean exhibition = s.pile[i] >= s.content->n_research;

            research_in_pile += !exhibition;
            if (i >= s.pile_stack2)
              top_exhibitions += exhibition;
            else
              {
                stack2_exhibitions += exhibition;
                if (exhibition && players > 2)
                  g_assert_false (s.content->cards[s.pile[i]].large);
              }
          }
        for (guint i = 0; i < s.n_stack3; i++)
          if (s.stack3[i] >= s.content->n_research)
            {
              stack3_exhibitions++;
              g_assert_true (s.content->cards[s.stack3[i]].large);
            }
        g_assert_cmpuint (research_in_pile, ==, 54);
        g_assert_cmpuint (s.n_pile - s.pile_stack2, ==, 27);
        g_assert_cmpuint (top_exhibitions, ==, 0);
        g_assert_cmpuint (stack2_exhibitions, ==, players == 2 ? 10 : 5);
        g_assert_cmpuint (stack3_exhibitions, ==, players == 2 ? 0 : 5);
        g_assert_cmpuint (s.n_stack3 - stack3_exhibitions, ==, 27);
      }
}

static void
test_card_reshuffle (void)
{
  g_autofree char *narration = NULL;
  LudusThebesState s;
  guint stack3_size, discards;

  init_state (&s, 3, TRUE, 5);
  put (&s, 1, 100, LUDUS_THEBES_PLACE_WAR);
  put (&s, 2, 100, LUDUS_THEBES_PLACE_WAR);
  put (&s, 0, 0, LUDUS_THEBES_PLACE_WAR);
  /* Empty the draw pile into the discards. */
  while (s.n_pile > 0)
    s.discards[s.n_discards++] = s.pile[--s.n_pile];
  s.pile_stack2 = 0;
  stack3_size = s.n_stack3;
  discards = s.n_discards;

  /* The first time: discards (with the 4 swapped out) and stack 3. */
  narration = play_narrated (&s, "WAR.s");
  g_assert_true (g_str_has_prefix (narration, "The draw pile ran out: the discards and the third stack "
                                              "were shuffled into a new one"));
  g_clear_pointer (&narration, g_free);
  g_assert_true (s.stack3_used);
  g_assert_cmpuint (s.n_stack3, ==, 0);
  g_assert_cmpuint (s.n_discards + s.n_pile + 4 + (s.slots[0] != LUDUS_THEBES_NONE) +
                    (s.slots[1] != LUDUS_THEBES_NONE) + (s.slots[2] != LUDUS_THEBES_NONE), ==,
                    stack3_size + discards + 4);

  /* Later: the discards alone. */
  while (s.n_pile > 0)
    s.discards[s.n_discards++] = s.pile[--s.n_pile];
  discards = s.n_discards + (s.slots[0] != LUDUS_THEBES_NONE) + (s.slots[1] != LUDUS_THEBES_NONE) +
             (s.slots[2] != LUDUS_THEBES_NONE);
  put (&s, 0, 1, LUDUS_THEBES_PLACE_WAR);
  narration = play_narrated (&s, "WAR.s");
  g_assert_true (g_str_has_prefix (narration, "The draw pile ran out: the discards were shuffled into a new one"));
  g_assert_cmpuint (s.n_stack3, ==, 0);
  g_assert_cmpuint (s.n_pile, >, 0);
  g_assert_cmpuint (s.n_discards + s.n_pile + 4 + (s.slots[0] != LUDUS_THEBES_NONE) +
                    (s.slots[1] != LUDUS_THEBES_NONE) + (s.slots[2] != LUDUS_THEBES_NONE), ==,
                    discards + 4);
}

static void
test_card_short_display (void)
{
  LudusThebesState s;

  init_state (&s, 2, FALSE, 1);
  put (&s, 1, 100, LUDUS_THEBES_PLACE_WAR);
  put (&s, 0, 0, LUDUS_THEBES_PLACE_WAR);
  /* Pile and discards empty, stack 3 used: the display stays short. */
  s.n_pile = 0;
  s.pile_stack2 = 0;
  s.n_stack3 = 0;
  s.stack3_used = TRUE;
  play (&s, "LON.c0");
  g_assert_cmpuint (s.display[0], ==, LUDUS_THEBES_NONE);
  g_assert_cmpuint (s.display[1], !=, LUDUS_THEBES_NONE);
}

/* Digging. */

static void
test_dig_knowledge (void)
{
  LudusThebesState s;
  LudusThebesPlayer *pl;

  init_state (&s, 2, FALSE, 1);
  pl = &s.players[0];
  /* Assistants alone give no right to dig. */
  give_card (&s, 0, LUDUS_THEBES_CARD_ASSISTANT, -1, -1);
  give_card (&s, 0, LUDUS_THEBES_CARD_ASSISTANT, -1, -1);
  g_assert_cmpuint (ludus_thebes_dig_knowledge (&s, 0, LUDUS_THEBES_SITE_CRE, 0, FALSE), ==, 0);

  /* The rulebook example: 3 Crete books (a card worth 2 and a token) and 2
   * assistants give 4; of 5 general knowledge only 4 count: K = 8. */
  give_card (&s, 0, LUDUS_THEBES_CARD_SPECIALIZED, LUDUS_THEBES_SITE_CRE, 2);
  pl->books[LUDUS_THEBES_SITE_CRE]++;
  pl->book_tokens[LUDUS_THEBES_SITE_CRE]++;
  give_card (&s, 0, LUDUS_THEBES_CARD_GENERAL, -1, 2);
  give_card (&s, 0, LUDUS_THEBES_CARD_GENERAL, -1, 2);
  give_card (&s, 0, LUDUS_THEBES_CARD_GENERAL, -1, 1);
  g_assert_cmpuint (pl->general, ==, 5);
  g_assert_cmpuint (ludus_thebes_dig_knowledge (&s, 0, LUDUS_THEBES_SITE_CRE, 0, FALSE), ==, 8);
  /* A rumour adds 2, and as much general knowledge again. */
  g_assert_cmpuint (ludus_thebes_dig_knowledge (&s, 0, LUDUS_THEBES_SITE_CRE, 1, FALSE), ==, 11);
  /* Capped at 12. */
  pl->books[LUDUS_THEBES_SITE_CRE] = 9;
  g_assert_cmpuint (ludus_thebes_dig_knowledge (&s, 0, LUDUS_THEBES_SITE_CRE, 0, FALSE), ==, 12);

  /* A rumour alone is enough; a third assistant gives 2, a fourth nothing more. */
  g_assert_cmpuint (ludus_thebes_dig_knowledge (&s, 0, LUDUS_THEBES_SITE_GRE, 1, FALSE), ==, 3 + 3);
  give_card (&s, 0, LUDUS_THEBES_CARD_ASSISTANT, -1, -1);
  g_assert_cmpuint (ludus_thebes_dig_knowledge (&s, 0, LUDUS_THEBES_SITE_GRE, 1, FALSE), ==, 4 + 4);
  give_card (&s, 0, LUDUS_THEBES_CARD_ASSISTANT, -1, -1);
  g_assert_cmpuint (ludus_thebes_dig_knowledge (&s, 0, LUDUS_THEBES_SITE_GRE, 1, FALSE), ==, 4 + 4);

  /* Exactly one assistant: +1 only if discarded. */
  pl->assistants = 1;
  g_assert_cmpuint (ludus_thebes_dig_knowledge (&s, 0, LUDUS_THEBES_SITE_GRE, 1, FALSE), ==, 2 + 2);
  g_assert_cmpuint (ludus_thebes_dig_knowledge (&s, 0, LUDUS_THEBES_SITE_GRE, 1, TRUE), ==, 3 + 3);
}

static void
test_dig_wheel (void)
{
  /* Spec §4, rows K = 1..12, columns W = 1..12. */
  static const guint8 spec_wheel[LUDUS_THEBES_WHEEL_SIZE][LUDUS_THEBES_WHEEL_SIZE] = {
    { 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2 },
    { 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2 },
    { 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4 },
    { 0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 5, 5 },
    { 1, 1, 2, 3, 3, 4, 4, 5, 5, 6, 7, 8 },
    { 1, 2, 3, 4, 4, 5, 5, 5, 6, 6, 7, 8 },
    { 1, 2, 4, 4, 5, 5, 6, 6, 7, 8, 8, 9 },
    { 1, 3, 4, 5, 5, 6, 6, 7, 8, 9, 9, 10 },
    { 2, 3, 5, 5, 6, 6, 7, 8, 9, 9, 10, 10 },
    { 2, 3, 5, 5, 6, 7, 8, 9, 9, 10, 10, 10 },
    { 2, 4, 5, 6, 6, 7, 8, 9, 10, 10, 10, 10 },
    { 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 10 },
  };
  const LudusThebesContent *c = default_content ();

  for (guint k = 1; k <= LUDUS_THEBES_WHEEL_SIZE; k++)
    for (guint w = 1; w <= LUDUS_THEBES_WHEEL_SIZE; w++)
      g_assert_cmpuint (ludus_thebes_wheel (c, k, w), ==, spec_wheel[k - 1][w - 1]);
  g_assert_cmpuint (ludus_thebes_wheel (c, 8, 4), ==, 5);
  g_assert_cmpuint (ludus_thebes_wheel (c, 1, 7), ==, 0);
  g_assert_cmpuint (ludus_thebes_wheel (c, 1, 8), ==, 1);
  g_assert_cmpuint (ludus_thebes_wheel (c, 12, 12), ==, 10);
  g_assert_cmpuint (ludus_thebes_wheel (c, 15, 1), ==, 3);   /* above 12: the 12 column */
}

static void
test_dig_draw (void)
{
  static LudusMove moves[LUDUS_MAX_MOVES];
  g_autofree char *narration = NULL;
  LudusThebesState s;
  LudusThebesPlayer *pl;
  LudusMove move;
  guint n;

  init_state (&s, 2, FALSE, 1);
  pl = &s.players[0];
  put (&s, 1, 100, LUDUS_THEBES_PLACE_WAR);
  put (&s, 0, 0, LUDUS_THEBES_PLACE_ROM);
  /* Without knowledge of a site there is no dig there. */
  g_assert_false (find_move (&s, "CRE.d4", &move));
  pl->books[LUDUS_THEBES_SITE_CRE] = 2;
  pl->general = 3;
  pl->assistants = 2;
  g_assert_cmpuint (ludus_thebes_dig_knowledge (&s, 0, LUDUS_THEBES_SITE_CRE, 0, FALSE), ==, 6);
  /* Weeks that draw no token are not offered: K 6 draws from week 1, K 2
   * from week 6. */
  g_assert_true (find_move (&s, "CRE.d1", &move));
  pl->books[LUDUS_THEBES_SITE_CRE] = 1;
  pl->assistants = 0;
  g_assert_cmpuint (ludus_thebes_dig_knowledge (&s, 0, LUDUS_THEBES_SITE_CRE, 0, FALSE), ==, 2);
  g_assert_false (find_move (&s, "CRE.d5", &move));
  g_assert_true (find_move (&s, "CRE.d6", &move));
  n = list_moves (&s, moves);
  for (guint i = 0; i < n; i++)
    {
      const LudusThebesMove *m = (const LudusThebesMove *) moves[i].bytes;

      if (m->action == LUDUS_THEBES_ACTION_DIG)
        g_assert_cmpuint (ludus_thebes_wheel (s.content, ludus_thebes_dig_knowledge (&s, 0, m->dest - LUDUS_THEBES_FIRST_SITE, m->rumours, m->assistant), m->weeks), >, 0);
    }
  pl->books[LUDUS_THEBES_SITE_CRE] = 4;
  pl->general = 4;
  g_assert_cmpuint (ludus_thebes_dig_knowledge (&s, 0, LUDUS_THEBES_SITE_CRE, 0, FALSE), ==, 8);

  /* K = 8, W = 4: five tokens, all artifacts worth 2 here, plus the first-dig bonus. */
  fill_bag (&s, LUDUS_THEBES_SITE_CRE, 2);
  narration = play_narrated (&s, "CRE.d4");
  g_assert_cmpstr (narration, ==, "Anna drew 5 tokens from the bag|"
                                  "Anna found an artifact worth 2 points|Anna found an artifact worth 2 points|"
                                  "Anna found an artifact worth 2 points|Anna found an artifact worth 2 points|"
                                  "Anna found an artifact worth 2 points|"
                                  "Anna also took the artifact worth 1 point set aside for the first dig in Crete");
  g_clear_pointer (&narration, g_free);
  g_assert_cmpint (s.players[0].time, ==, 1 + 4);
  g_assert_cmpuint (pl->artifacts[LUDUS_THEBES_SITE_CRE], ==, 5 + 1);
  g_assert_cmpuint (pl->artifact_points, ==, 5 * 2 + 1);
  g_assert_cmpuint (s.n_bag[LUDUS_THEBES_SITE_CRE], ==, 30 - 5);
  g_assert_true (s.bonus_taken & SITE_BIT (LUDUS_THEBES_SITE_CRE));
  g_assert_true (pl->permits_used & SITE_BIT (LUDUS_THEBES_SITE_CRE));
  g_assert_cmpuint (s.reveals, ==, 1);
  /* The permit is used: no second dig this year. */
  g_assert_false (find_move (&s, "CRE.d4", &move));

  /* Dirt goes back into the bag; the bonus is only for the first dig. */
  put (&s, 0, 10, LUDUS_THEBES_PLACE_ROM);
  fill_bag (&s, LUDUS_THEBES_SITE_GRE, LUDUS_THEBES_TOKEN_DIRT);
  pl->books[LUDUS_THEBES_SITE_GRE] = 8;
  narration = play_narrated (&s, "GRE.d12");
  g_assert_cmpstr (narration, ==, "Anna drew 10 tokens from the bag|"
                                  "10 tokens were dirt and went back into the bag|"
                                  "Anna also took the artifact worth 1 point set aside for the first dig in Greece");
  g_clear_pointer (&narration, g_free);
  g_assert_cmpuint (s.n_bag[LUDUS_THEBES_SITE_GRE], ==, 30);
  g_assert_cmpuint (pl->artifacts[LUDUS_THEBES_SITE_GRE], ==, 1);
  g_assert_cmpuint (pl->tokens_from[LUDUS_THEBES_SITE_GRE], ==, 1);
  put (&s, 0, 60, LUDUS_THEBES_PLACE_ROM);
  pl->permits_used = 0;   /* a new year */
  play (&s, "GRE.d12");
  g_assert_cmpuint (s.n_bag[LUDUS_THEBES_SITE_GRE], ==, 30);
  g_assert_cmpuint (pl->artifacts[LUDUS_THEBES_SITE_GRE], ==, 1);
}

static void
test_dig_example (void)
{
  LudusThebesState s;
  LudusThebesPlayer *pl;
  static const guint8 bag[] = { 3, LUDUS_THEBES_TOKEN_DIRT, 1, LUDUS_THEBES_TOKEN_DIRT, 4 };

  /* The rulebook's draw: 5 tokens, three artifacts worth 8 in all, the
   * other two dirt, put back in the bag. */
  init_state (&s, 2, FALSE, 1);
  pl = &s.players[0];
  put (&s, 1, 100, LUDUS_THEBES_PLACE_WAR);
  put (&s, 0, 0, LUDUS_THEBES_PLACE_ROM);
  s.bonus_taken = SITE_BIT (LUDUS_THEBES_SITE_EGY);   /* someone dug there before */
  pl->books[LUDUS_THEBES_SITE_EGY] = 4;
  pl->general = 4;
  memcpy (s.bag[LUDUS_THEBES_SITE_EGY], bag, sizeof bag);
  s.n_bag[LUDUS_THEBES_SITE_EGY] = sizeof bag;
  /* What the view shows before the dig: K = 8 draws 5 tokens in 4 weeks,
   * 1 in 1 week, 10 in 12; with no knowledge of a site, none. */
  g_assert_cmpuint (ludus_thebes_dig_tokens (&s, 0, LUDUS_THEBES_SITE_EGY, 0, FALSE, FALSE, 4), ==, 5);
  g_assert_cmpuint (ludus_thebes_dig_tokens (&s, 0, LUDUS_THEBES_SITE_EGY, 0, FALSE, FALSE, 1), ==, 1);
  g_assert_cmpuint (ludus_thebes_dig_tokens (&s, 0, LUDUS_THEBES_SITE_EGY, 0, FALSE, FALSE, 12), ==, 10);
  g_assert_cmpuint (ludus_thebes_dig_tokens (&s, 0, LUDUS_THEBES_SITE_GRE, 0, FALSE, FALSE, 12), ==, 0);
  /* Two shovels add one token, a single one only when discarded; a
   * single assistant discarded adds to K (9: 5 tokens in 4 weeks). */
  pl->shovels = 1;
  g_assert_cmpuint (ludus_thebes_dig_tokens (&s, 0, LUDUS_THEBES_SITE_EGY, 0, FALSE, FALSE, 4), ==, 5);
  g_assert_cmpuint (ludus_thebes_dig_tokens (&s, 0, LUDUS_THEBES_SITE_EGY, 0, FALSE, TRUE, 4), ==, 6);
  pl->shovels = 2;
  g_assert_cmpuint (ludus_thebes_dig_tokens (&s, 0, LUDUS_THEBES_SITE_EGY, 0, FALSE, FALSE, 4), ==, 6);
  pl->shovels = 0;
  pl->assistants = 1;
  g_assert_cmpuint (ludus_thebes_dig_tokens (&s, 0, LUDUS_THEBES_SITE_EGY, 0, TRUE, FALSE, 2), ==, 3);
  g_assert_cmpuint (ludus_thebes_dig_tokens (&s, 0, LUDUS_THEBES_SITE_EGY, 0, TRUE, FALSE, 1), ==, 2);
  pl->assistants = 0;
  play (&s, "EGY.d4");   /* K = 8, W = 4: 5 tokens */
  g_assert_cmpint (pl->time, ==, 2 + 4);
  g_assert_cmpuint (pl->artifacts[LUDUS_THEBES_SITE_EGY], ==, 3);
  g_assert_cmpuint (pl->artifact_points, ==, 8);
  g_assert_cmpuint (s.n_bag[LUDUS_THEBES_SITE_EGY], ==, 2);
  g_assert_cmpuint (s.bag[LUDUS_THEBES_SITE_EGY][0], ==, LUDUS_THEBES_TOKEN_DIRT);
  g_assert_cmpuint (s.bag[LUDUS_THEBES_SITE_EGY][1], ==, LUDUS_THEBES_TOKEN_DIRT);
}

static void
test_dig_knowledge_tokens (void)
{
  LudusThebesState s;
  LudusThebesPlayer *pl;

  init_state (&s, 2, FALSE, 1);
  pl = &s.players[0];
  put (&s, 1, 100, LUDUS_THEBES_PLACE_WAR);
  put (&s, 0, 0, LUDUS_THEBES_PLACE_GRE);
  pl->books[LUDUS_THEBES_SITE_GRE] = 12;
  /* Only knowledge tokens in the bag: a closed book of Crete, an open book. */
  memset (s.bag[LUDUS_THEBES_SITE_GRE], LUDUS_THEBES_TOKEN_BOOK | LUDUS_THEBES_SITE_CRE, 2);
  memset (s.bag[LUDUS_THEBES_SITE_GRE] + 2, LUDUS_THEBES_TOKEN_GENERAL, 2);
  s.n_bag[LUDUS_THEBES_SITE_GRE] = 4;
  play (&s, "GRE.d12");
  g_assert_cmpuint (pl->books[LUDUS_THEBES_SITE_CRE], ==, 2);
  g_assert_cmpuint (pl->book_tokens[LUDUS_THEBES_SITE_CRE], ==, 2);
  g_assert_cmpuint (pl->general, ==, 2);
  g_assert_cmpuint (pl->general_tokens, ==, 2);
  g_assert_cmpuint (s.n_bag[LUDUS_THEBES_SITE_GRE], ==, 0);
  g_assert_cmpuint (pl->tokens_from[LUDUS_THEBES_SITE_GRE], ==, 4 + 1);
  /* Knowledge tokens are not artifacts: only the first-dig bonus is. */
  g_assert_cmpuint (pl->artifacts[LUDUS_THEBES_SITE_GRE], ==, 1);
  g_assert_cmpuint (pl->artifacts[LUDUS_THEBES_SITE_CRE], ==, 0);
  g_assert_cmpuint (pl->artifact_points, ==, 1);
}

static void
test_dig_discards (void)
{
  LudusThebesState s;
  LudusThebesPlayer *pl;
  LudusMove move;

  init_state (&s, 2, FALSE, 1);
  pl = &s.players[0];
  put (&s, 1, 100, LUDUS_THEBES_PLACE_WAR);
  put (&s, 0, 0, LUDUS_THEBES_PLACE_WAR);
  give_card (&s, 0, LUDUS_THEBES_CARD_RUMOUR, LUDUS_THEBES_SITE_GRE, -1);
  give_card (&s, 0, LUDUS_THEBES_CARD_ASSISTANT, -1, -1);
  give_card (&s, 0, LUDUS_THEBES_CARD_SHOVEL, -1, -1);
  /* Only the rumour gives knowledge of Greece: it must be used. */
  g_assert_false (find_move (&s, "GRE.d12", &move));
  g_assert_true (find_move (&s, "GRE.d12r1", &move));
  g_assert_true (find_move (&s, "GRE.d12r1a", &move));
  g_assert_true (find_move (&s, "GRE.d12r1s", &move));
  /* K = 2 without the assistant (nothing until week 6), 3 with it (week 3). */
  g_assert_false (find_move (&s, "GRE.d5r1", &move));
  g_assert_true (find_move (&s, "GRE.d6r1", &move));
  g_assert_true (find_move (&s, "GRE.d3r1a", &move));
  fill_bag (&s, LUDUS_THEBES_SITE_GRE, 1);
  play (&s, "GRE.d3r1as");
  /* 1 token from the wheel and 1 for the discarded shovel, and the bonus. */
  g_assert_cmpuint (pl->artifacts[LUDUS_THEBES_SITE_GRE], ==, 1 + 1 + 1);
  g_assert_cmpuint (pl->n_hand, ==, 0);
  g_assert_cmpuint (pl->rumours[LUDUS_THEBES_SITE_GRE] + pl->assistants + pl->shovels, ==, 0);
  g_assert_cmpuint (s.n_discards, ==, 3);

  /* Two shovels give +1 without a discard (and no choice is offered). */
  put (&s, 0, 10, LUDUS_THEBES_PLACE_WAR);
  give_card (&s, 0, LUDUS_THEBES_CARD_SHOVEL, -1, -1);
  give_card (&s, 0, LUDUS_THEBES_CARD_SHOVEL, -1, -1);
  pl->books[LUDUS_THEBES_SITE_MES] = 1;
  g_assert_false (find_move (&s, "MES.d12s", &move));
  fill_bag (&s, LUDUS_THEBES_SITE_MES, 1);
  play (&s, "MES.d12");   /* K = 1, W = 12: 2 tokens + 1 */
  g_assert_cmpuint (pl->artifacts[LUDUS_THEBES_SITE_MES], ==, 2 + 1 + 1);
  g_assert_cmpuint (pl->shovels, ==, 2);

  /* Three shovels give +2, a fourth nothing more. */
  put (&s, 1, 150, LUDUS_THEBES_PLACE_WAR);
  for (guint extra = 1; extra <= 2; extra++)
    {
      guint before;

      put (&s, 0, 10 + 52 * extra, LUDUS_THEBES_PLACE_WAR);
      pl->permits_used = 0;
      pl->shovels = 2 + extra;   /* the other shovels lie in the display */
      fill_bag (&s, LUDUS_THEBES_SITE_MES, 1);
      before = pl->artifacts[LUDUS_THEBES_SITE_MES];
      play (&s, "MES.d12");
      g_assert_cmpuint (pl->artifacts[LUDUS_THEBES_SITE_MES] - before, ==, 2 + 2);
      g_assert_cmpuint (pl->shovels, ==, 2 + extra);
    }
}

/* The search skips digs another dig beats outright (wheel rows K = 2 and
 * K = 3 of the box: 1 token from week 6 and 2 from week 10, or 1, 2, 3, 4
 * tokens from weeks 3, 6, 9, 12) and the second of two identical face-up
 * cards, and keeps every other move. */
static void
test_dig_search_moves (void)
{
  static LudusMove legal[LUDUS_MAX_MOVES];
  static LudusMove kept[LUDUS_MAX_MOVES];
  const char *keeps[] = { "GRE.d6r1", "GRE.d10r1", "GRE.d3r1a", "GRE.d6r1a", "GRE.d12r1a",
                          "GRE.d6r1s", "GRE.d3r1as", "GRE.d12r1as" };
  const char *drops[] = { "GRE.d7r1", "GRE.d12r1", "GRE.d7r1a", "GRE.d11r1as", "GRE.d12r1s" };
  LudusThebesState s;
  guint n_legal, n_kept, n_other = 0, j = 0;

  init_state (&s, 2, FALSE, 1);
  put (&s, 1, 100, LUDUS_THEBES_PLACE_WAR);
  put (&s, 0, 0, LUDUS_THEBES_PLACE_WAR);
  give_card (&s, 0, LUDUS_THEBES_CARD_RUMOUR, LUDUS_THEBES_SITE_GRE, -1);
  give_card (&s, 0, LUDUS_THEBES_CARD_ASSISTANT, -1, -1);
  give_card (&s, 0, LUDUS_THEBES_CARD_SHOVEL, -1, -1);

  n_legal = list_moves (&s, legal);
  memcpy (kept, legal, sizeof kept);
  n_kept = rules->search_moves (&s, kept, n_legal);
  g_assert_cmpuint (n_kept, <, n_legal);

  /* What is kept keeps its order, and every move but a dig is kept. */
  for (guint i = 0; i < n_legal; i++)
    {
      const LudusThebesMove *m = (const LudusThebesMove *) legal[i].bytes;
      gboolean is_kept = j < n_kept && ludus_move_equal (&kept[j], &legal[i]);

      j += is_kept;
      if (m->action == LUDUS_THEBES_ACTION_CARD && ludus_thebes_display_first_alike (&s, m->slot) != m->slot)
        g_assert_false (is_kept);
      else if (m->action != LUDUS_THEBES_ACTION_DIG)
        {
          g_assert_true (is_kept);
          n_other++;
        }
    }
  g_assert_cmpuint (j, ==, n_kept);
  g_assert_cmpuint (n_other, >, 0);

  for (guint i = 0; i < G_N_ELEMENTS (keeps) + G_N_ELEMENTS (drops); i++)
    {
      gboolean keep = i < G_N_ELEMENTS (keeps);
      const char *notation = keep ? keeps[i] : drops[i - G_N_ELEMENTS (keeps)];
      LudusMove move;
      gboolean found = FALSE;

      g_assert_true (find_move (&s, notation, &move));
      for (guint k = 0; k < n_kept; k++)
        found |= ludus_move_equal (&kept[k], &move);
      if (found != keep)
        g_error ("%s should be %s", notation, keep ? "kept" : "dropped");
    }
}

/* Hard's search branches on what a dig drew (rules->reveal_outcome), so
 * its choices after a dig are weighed for the draw: finds of the same worth
 * are one outcome, other finds another; a display refill is one outcome. */
static void
test_dig_reveal_outcome (void)
{
  static const guint8 tokens[] = { 2, 2, 2, 1, 3, 0, 0, 0, LUDUS_THEBES_TOKEN_GENERAL,
                                   LUDUS_THEBES_TOKEN_BOOK | LUDUS_THEBES_SITE_GRE };
  static LudusMove moves[LUDUS_MAX_MOVES];
  guint64 keys[24];
  guint points[24], finds[24], books[24];
  guint n_distinct = 0;
  LudusThebesState start;
  guint n;

  g_assert_nonnull (rules->reveal_outcome);

  init_state (&start, 2, FALSE, 1);
  put (&start, 1, 100, LUDUS_THEBES_PLACE_WAR);
  put (&start, 0, 0, LUDUS_THEBES_PLACE_ROM);
  start.players[0].books[LUDUS_THEBES_SITE_CRE] = 4;
  start.players[0].general = 4;
  start.bonus_taken = SITE_BIT (LUDUS_THEBES_SITE_CRE);
  memcpy (start.bag[LUDUS_THEBES_SITE_CRE], tokens, sizeof tokens);
  start.n_bag[LUDUS_THEBES_SITE_CRE] = sizeof tokens;

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      LudusThebesState s = start;
      const LudusThebesPlayer *pl = &s.players[0];
      gboolean seen_before = FALSE;

      ludus_rng_seed (&s.rng, i);
      play (&s, "CRE.d4");
      g_assert_cmpuint (s.reveals, ==, start.reveals + 1);
      keys[i] = rules->reveal_outcome (&s);
      points[i] = pl->artifact_points;
      finds[i] = pl->artifacts[LUDUS_THEBES_SITE_CRE];
      books[i] = pl->general_tokens * 16 + pl->book_tokens[LUDUS_THEBES_SITE_GRE];
      g_assert_cmpuint (keys[i], !=, 0);
      for (guint j = 0; j < i; j++)
        {
          gboolean alike = points[i] == points[j] && finds[i] == finds[j] && books[i] == books[j];

          g_assert_cmpint (keys[i] == keys[j], ==, alike);
          seen_before |= alike;
        }
      n_distinct += !seen_before;
    }
  g_assert_cmpuint (n_distinct, >, 2);

  /* A card taken in a city: the refill is one outcome whatever it turns. */
  for (guint seed = 0; seed < 2; seed++)
    {
      LudusThebesState s;

      init_state (&s, 2, TRUE, seed + 1);
      n = list_moves (&s, moves);
      for (guint i = 0; i < n; i++)
        if (((const LudusThebesMove *) moves[i].bytes)->action == LUDUS_THEBES_ACTION_CARD)
          {
            guint reveals = s.reveals;

            rules->apply (&s, &moves[i]);
            g_assert_cmpuint (s.reveals, >, reveals);
            g_assert_cmpuint (rules->reveal_outcome (&s), ==, 0);
            break;
          }
    }
}

static void
test_dig_new_year (void)
{
  LudusThebesState s;
  LudusThebesPlayer *pl;
  LudusMove move;

  init_state (&s, 2, FALSE, 1);
  pl = &s.players[0];
  put (&s, 1, 140, LUDUS_THEBES_PLACE_WAR);
  put (&s, 0, 48, LUDUS_THEBES_PLACE_CRE);
  pl->books[LUDUS_THEBES_SITE_GRE] = 6;
  pl->books[LUDUS_THEBES_SITE_CRE] = 6;
  pl->permits_used = SITE_BIT (LUDUS_THEBES_SITE_CRE) | SITE_BIT (LUDUS_THEBES_SITE_EGY);
  g_assert_false (find_move (&s, "CRE.d4", &move));
  /* Crete → Greece 1 week, dig 4 weeks: week 49 + 4 enters 1902.  The
   * permits are valid again and Greece's is turned for the new year. */
  play (&s, "GRE.d4");
  g_assert_cmpint (pl->time, ==, 53);
  g_assert_cmpuint (ludus_thebes_year (pl->time), ==, 1902);
  g_assert_cmpuint (pl->permits_used, ==, SITE_BIT (LUDUS_THEBES_SITE_GRE));
  g_assert_false (ludus_thebes_permit_valid (&s, 0, LUDUS_THEBES_SITE_GRE));
  g_assert_true (ludus_thebes_permit_valid (&s, 0, LUDUS_THEBES_SITE_CRE));
  g_assert_true (find_move (&s, "CRE.d4", &move));

  /* Travel that enters the new year makes a used permit valid for the dig. */
  put (&s, 0, 103, LUDUS_THEBES_PLACE_CRE);
  pl->permits_used = SITE_BIT (LUDUS_THEBES_SITE_GRE);
  g_assert_true (find_move (&s, "GRE.d4", &move));
  put (&s, 0, 102, LUDUS_THEBES_PLACE_CRE);
  g_assert_false (find_move (&s, "GRE.d4", &move));
}

static void
test_new_year_any_action (void)
{
  LudusThebesState s;
  LudusThebesPlayer *pl;
  const LudusThebesCard *card;
  g_autofree char *take = NULL;

  /* Any action that carries the marker past week 52 makes the permits
   * valid again, not only a dig. */
  init_state (&s, 3, FALSE, 1);
  pl = &s.players[0];
  put (&s, 1, 140, LUDUS_THEBES_PLACE_WAR);
  put (&s, 2, 140, LUDUS_THEBES_PLACE_WAR);
  put (&s, 0, 50, LUDUS_THEBES_PLACE_WAR);
  pl->permits_used = SITE_BIT (LUDUS_THEBES_SITE_GRE) | SITE_BIT (LUDUS_THEBES_SITE_MES);
  card = &s.content->cards[s.display[1]];
  g_assert_cmpuint (card->weeks, ==, 6);   /* London's general knowledge 2 */
  take = g_strdup_printf ("%s.c1", ludus_thebes_place_id (card->city));
  play (&s, take);
  g_assert_cmpint (pl->time, ==, 50 + 2 + 6);
  g_assert_cmpuint (pl->permits_used, ==, 0);

  /* Within the year nothing changes: week 1 to week 52 of 1902. */
  put (&s, 0, 52, LUDUS_THEBES_PLACE_WAR);
  pl->permits_used = SITE_BIT (LUDUS_THEBES_SITE_GRE);
  play (&s, "WAR.s");
  s.swap_streak = 0;
  put (&s, 0, 102, LUDUS_THEBES_PLACE_WAR);
  play (&s, "WAR.s");
  g_assert_cmpint (pl->time, ==, 103);
  g_assert_cmpuint (ludus_thebes_week (pl->time), ==, 52);
  g_assert_cmpuint (pl->permits_used, ==, SITE_BIT (LUDUS_THEBES_SITE_GRE));
  s.swap_streak = 0;
  play (&s, "WAR.s");
  g_assert_cmpuint (ludus_thebes_year (pl->time), ==, 1903);
  g_assert_cmpuint (pl->permits_used, ==, 0);
}

static void
test_dig_special_permit (void)
{
  LudusThebesState s;
  LudusThebesPlayer *pl;
  LudusMove move;

  init_state (&s, 2, FALSE, 1);
  pl = &s.players[0];
  put (&s, 1, 140, LUDUS_THEBES_PLACE_WAR);
  put (&s, 0, 10, LUDUS_THEBES_PLACE_PAL);
  pl->books[LUDUS_THEBES_SITE_PAL] = 6;
  give_card (&s, 0, LUDUS_THEBES_CARD_SPECIAL_PERMIT, -1, -1);
  /* A valid permit: the special permit is not offered. */
  g_assert_false (find_move (&s, "PAL.d2p", &move));
  play (&s, "PAL.d2");
  g_assert_false (find_move (&s, "PAL.d2", &move));
  play (&s, "PAL.d2p");
  g_assert_cmpuint (pl->special_permits, ==, 0);
  g_assert_true (pl->permits_used & SITE_BIT (LUDUS_THEBES_SITE_PAL));
  g_assert_false (find_move (&s, "PAL.d2p", &move));
}

/* Exhibitions. */

static void
test_exhibition (void)
{
  LudusThebesState s;
  LudusThebesPlayer *pl;
  LudusMove move;
  guint small_lon = LUDUS_THEBES_NONE, large_lon = LUDUS_THEBES_NONE;
  const LudusThebesContent *c = default_content ();

  for (guint i = c->n_research; i < c->n_cards; i++)
    if (c->cards[i].city == LUDUS_THEBES_PLACE_LON)
      *(c->cards[i].large ? &large_lon : &small_lon) = i;
  init_state (&s, 2, FALSE, 1);
  pl = &s.players[0];
  put (&s, 1, 140, LUDUS_THEBES_PLACE_WAR);
  put (&s, 0, 10, LUDUS_THEBES_PLACE_PAR);
  s.slots[0] = large_lon;   /* 1 CRE + 2 GRE + 3 EGY */
  s.slots[2] = small_lon;   /* 1 GRE + 2 EGY */
  pl->artifacts[LUDUS_THEBES_SITE_GRE] = 1;
  pl->artifacts[LUDUS_THEBES_SITE_EGY] = 1;
  pl->artifacts[LUDUS_THEBES_SITE_CRE] = 5;
  g_assert_false (find_move (&s, "LON.ec", &move));
  pl->artifacts[LUDUS_THEBES_SITE_EGY] = 2;
  g_assert_true (find_move (&s, "LON.ec", &move));
  g_assert_false (find_move (&s, "LON.ea", &move));
  play (&s, "LON.ec");
  /* Paris → London 1 week, the small exhibition 3. */
  g_assert_cmpint (pl->time, ==, 14);
  g_assert_cmpuint (pl->exhibitions, ==, 1);
  g_assert_cmpuint (pl->exhibition_points, ==, 4);
  g_assert_cmpuint (s.slots[2], ==, LUDUS_THEBES_NONE);
  /* The artifacts stay with the player. */
  g_assert_cmpuint (pl->artifacts[LUDUS_THEBES_SITE_EGY], ==, 2);

  pl->artifacts[LUDUS_THEBES_SITE_GRE] = 2;
  pl->artifacts[LUDUS_THEBES_SITE_EGY] = 3;
  play (&s, "LON.ea");
  g_assert_cmpint (pl->time, ==, 18);
  g_assert_cmpuint (pl->exhibition_points, ==, 9);
}

/* Scoring. */

static void
test_score_example (void)
{
  LudusThebesState s;
  LudusThebesPlayer *pl;
  LudusThebesScore score[LUDUS_THEBES_MAX_PLAYERS];
  int scores[LUDUS_THEBES_MAX_PLAYERS];

  init_state (&s, 3, FALSE, 1);
  pl = &s.players[0];
  /* 13 artifacts worth 39, exhibitions 4 + 4 + 5, 5 congresses, no majority. */
  for (guint i = 0; i < 13; i++)
    {
      pl->artifacts[i % LUDUS_THEBES_N_SITES]++;
      pl->artifact_points += 3;
    }
  give_card (&s, 0, LUDUS_THEBES_CARD_EXHIBITION, -1, 4);
  give_card (&s, 0, LUDUS_THEBES_CARD_EXHIBITION, -1, 4);
  give_card (&s, 0, LUDUS_THEBES_CARD_EXHIBITION, -1, 5);
  for (guint i = 0; i < 5; i++)
    give_card (&s, 0, LUDUS_THEBES_CARD_CONGRESS, -1, -1);
  give_card (&s, 1, LUDUS_THEBES_CARD_SPECIALIZED, LUDUS_THEBES_SITE_PAL, 1);

  ludus_thebes_score (&s, score);
  g_assert_cmpint (score[0].artifacts, ==, 39);
  g_assert_cmpint (score[0].exhibitions, ==, 13);
  g_assert_cmpint (score[0].congress, ==, 15);
  g_assert_cmpint (score[0].majorities, ==, 0);
  g_assert_cmpint (score[0].total, ==, 67);
  rules->scores (&s, scores);
  g_assert_cmpint (scores[0], ==, 67);
  g_assert_cmpint (scores[1], ==, 5);
  g_assert_cmpuint (rules->winners (&s), ==, 1u << 0);
}

static void
test_score_majorities (void)
{
  LudusThebesState s;
  LudusThebesScore score[LUDUS_THEBES_MAX_PLAYERS];
  g_autoptr(JsonNode) breakdown = NULL;
  JsonObject *p1;

  init_state (&s, 3, FALSE, 1);
  /* Greece: 0 alone with most. */
  s.players[0].books[LUDUS_THEBES_SITE_GRE] = 3;
  s.players[1].books[LUDUS_THEBES_SITE_GRE] = 2;
  /* Crete: 1 and 2 tie. */
  s.players[1].books[LUDUS_THEBES_SITE_CRE] = 2;
  s.players[2].books[LUDUS_THEBES_SITE_CRE] = 2;
  /* Egypt: nobody has a book; rumours don't count. */
  s.players[0].rumours[LUDUS_THEBES_SITE_EGY] = 1;
  ludus_thebes_score (&s, score);
  g_assert_cmpint (score[0].majority[LUDUS_THEBES_SITE_GRE], ==, 5);
  g_assert_cmpint (score[1].majority[LUDUS_THEBES_SITE_GRE], ==, 0);
  g_assert_cmpint (score[1].majority[LUDUS_THEBES_SITE_CRE], ==, 3);
  g_assert_cmpint (score[2].majority[LUDUS_THEBES_SITE_CRE], ==, 3);
  g_assert_cmpint (score[0].majority[LUDUS_THEBES_SITE_EGY], ==, 0);
  g_assert_cmpint (score[0].total, ==, 5);
  g_assert_cmpuint (rules->winners (&s), ==, 1u << 0);
  /* A shared victory: 0 and 2 tie in Greece, 1 has 2 congresses. */
  s.players[2].books[LUDUS_THEBES_SITE_GRE] = 3;
  s.players[1].congresses = 2;   /* 3 points */
  ludus_thebes_score (&s, score);
  g_assert_cmpint (score[0].total, ==, 3);
  g_assert_cmpint (score[1].total, ==, 3 + 3);
  g_assert_cmpint (score[2].total, ==, 3 + 3);
  g_assert_cmpuint (rules->winners (&s), ==, (1u << 1) | (1u << 2));

  breakdown = rules->breakdown (&s);
  p1 = json_array_get_object_element (json_object_get_array_member (json_node_get_object (breakdown),
                                                                    "players"), 1);
  g_assert_cmpint (json_object_get_int_member (p1, "congress"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (p1, "majority"), "CRE"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (p1, "total"), ==, 6);
}

static void
test_score_congress (void)
{
  static const int table[] = { 0, 1, 3, 6, 10, 15, 21, 28, 28, 28 };
  LudusThebesState s;
  LudusThebesScore score[LUDUS_THEBES_MAX_PLAYERS];

  init_state (&s, 2, FALSE, 1);
  for (guint n = 0; n < G_N_ELEMENTS (table); n++)
    {
      s.players[1].congresses = n;
      ludus_thebes_score (&s, score);
      g_assert_cmpint (score[1].congress, ==, table[n]);
    }
}

/* Random games with invariants. */

static void
check_invariants (const LudusThebesState *s,
                  const LudusThebesState *before)
{
  const LudusThebesContent *c = s->content;
  guint8 seen[LUDUS_THEBES_MAX_CARDS] = { 0 };
  guint total = 0, current = rules->current_player (s);

#define SEE(card) G_STMT_START { g_assert_cmpuint ((card), <, c->n_cards); seen[(card)]++; total++; } G_STMT_END

  /* 95 cards: draw pile, stack 3, display, exhibition slots, discards, players. */
  for (guint i = 0; i < s->n_pile; i++)
    SEE (s->pile[i]);
  for (guint i = 0; i < s->n_stack3; i++)
    SEE (s->stack3[i]);
  g_assert_true (!s->stack3_used || s->n_stack3 == 0);
  g_assert_cmpuint (s->pile_stack2, <=, s->n_pile);
  for (guint i = 0; i < LUDUS_THEBES_DISPLAY_SIZE; i++)
    if (s->display[i] != LUDUS_THEBES_NONE)
      {
        SEE (s->display[i]);
        g_assert_cmpuint (s->display[i], <, c->n_research);
      }
  for (guint i = 0; i < LUDUS_THEBES_N_SLOTS; i++)
    if (s->slots[i] != LUDUS_THEBES_NONE)
      {
        SEE (s->slots[i]);
        g_assert_cmpuint (s->slots[i], >=, c->n_research);
      }
  for (guint i = 0; i < s->n_discards; i++)
    SEE (s->discards[i]);

  for (guint p = 0; p < s->n_players; p++)
    {
      const LudusThebesPlayer *pl = &s->players[p];
      guint books[LUDUS_THEBES_N_SITES] = { 0 }, rumours[LUDUS_THEBES_N_SITES] = { 0 };
      guint counts[LUDUS_THEBES_N_CARD_TYPES] = { 0 }, general = 0, exhibition_points = 0;

      for (guint i = 0; i < pl->n_hand; i++)
        {
          const LudusThebesCard *card = &c->cards[pl->hand[i]];

          SEE (pl->hand[i]);
          counts[card->type]++;
          if (card->type == LUDUS_THEBES_CARD_SPECIALIZED)
            books[card->site] += card->value;
          else if (card->type == LUDUS_THEBES_CARD_GENERAL)
            general += card->value;
          else if (card->type == LUDUS_THEBES_CARD_RUMOUR)
            rumours[card->site]++;
          else if (card->type == LUDUS_THEBES_CARD_EXHIBITION)
            exhibition_points += card->value;
        }
      for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
        {
          g_assert_cmpuint (pl->books[site], ==, books[site] + pl->book_tokens[site]);
          g_assert_cmpuint (pl->rumours[site], ==, rumours[site]);
        }
      g_assert_cmpuint (pl->general, ==, general + pl->general_tokens);
      g_assert_cmpuint (pl->assistants, ==, counts[LUDUS_THEBES_CARD_ASSISTANT]);
      g_assert_cmpuint (pl->shovels, ==, counts[LUDUS_THEBES_CARD_SHOVEL]);
      g_assert_cmpuint (pl->cars, ==, counts[LUDUS_THEBES_CARD_CAR]);
      g_assert_cmpuint (pl->zeppelins, ==, counts[LUDUS_THEBES_CARD_ZEPPELIN]);
      g_assert_cmpuint (pl->special_permits, ==, counts[LUDUS_THEBES_CARD_SPECIAL_PERMIT]);
      g_assert_cmpuint (pl->congresses, ==, counts[LUDUS_THEBES_CARD_CONGRESS]);
      g_assert_cmpuint (pl->exhibitions, ==, counts[LUDUS_THEBES_CARD_EXHIBITION]);
      g_assert_cmpuint (pl->exhibition_points, ==, exhibition_points);

      /* Time never goes backwards nor past the end. */
      g_assert_cmpint (pl->time, <=, LUDUS_THEBES_END_TIME);
      if (before != NULL)
        g_assert_cmpint (pl->time, >=, before->players[p].time);
      /* Turn order: the rearmost marker, the top one of its stack. */
      if (!rules->is_over (s))
        {
          g_assert_cmpint (s->players[current].time, <=, pl->time);
          if (pl->time == s->players[current].time && p != current)
            g_assert_cmpuint (s->players[current].arrival, >, pl->arrival);
        }
    }
  if (!rules->is_over (s))
    {
      guint order[LUDUS_THEBES_MAX_PLAYERS];

      ludus_thebes_turn_order (s, order);
      g_assert_cmpuint (order[0], ==, current);
    }
  g_assert_cmpuint (total, ==, c->n_cards);
  for (guint i = 0; i < c->n_cards; i++)
    g_assert_cmpuint (seen[i], ==, 1);
#undef SEE

  /* 31 tokens per site: bag, players, first-dig bonus. */
  for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
    {
      guint tokens = s->n_bag[site] + !(s->bonus_taken & SITE_BIT (site));

      for (guint p = 0; p < s->n_players; p++)
        tokens += s->players[p].tokens_from[site];
      g_assert_cmpuint (tokens, ==, LUDUS_THEBES_BAG_TOKENS);
    }
}

static void
check_every_move (const LudusThebesState *s,
                  const LudusMove        *moves,
                  guint                   n)
{
  for (guint i = 0; i < n; i++)
    {
      char notation[LUDUS_NOTATION_SIZE];
      LudusMove parsed;
      LudusThebesState copy;
      g_autofree char *sentence = NULL;
      const char *names[] = { "A", "B", "C", "D" };

      rules->format_move (s, &moves[i], notation);
      g_assert_true (rules->parse_move (s, notation, &parsed));
      g_assert_true (ludus_move_equal (&parsed, &moves[i]));
      for (guint j = 0; j < i; j++)
        g_assert_false (ludus_move_equal (&moves[j], &moves[i]));
      sentence = rules->describe_move (s, &moves[i], names);
      g_assert_nonnull (sentence);

      copy = *s;
      rules->apply (&copy, &moves[i]);
      check_invariants (&copy, s);
    }
}

/* Uniform over the legal moves in even games; in odd games uniform over the
 * kinds of action first, so that cards and swaps run through the deck. */
static guint
pick_move (const LudusMove *moves,
           guint            n,
           gboolean         by_action,
           LudusRng        *rng)
{
  guint first[LUDUS_THEBES_ACTION_EXHIBITION + 1], count[LUDUS_THEBES_ACTION_EXHIBITION + 1] = { 0 };
  guint kinds[LUDUS_THEBES_ACTION_EXHIBITION + 1], n_kinds = 0, kind;

  if (!by_action)
    return ludus_rng_below (rng, n);
  for (guint i = 0; i < n; i++)
    {
      guint action = moves[i].bytes[0];

      if (count[action]++ == 0)
        first[action] = i;
    }
  /* Ending only when nothing else is possible. */
  for (guint a = LUDUS_THEBES_ACTION_CARD; a <= LUDUS_THEBES_ACTION_EXHIBITION; a++)
    if (count[a] > 0)
      kinds[n_kinds++] = a;
  if (n_kinds == 0)
    return 0;
  kind = kinds[ludus_rng_below (rng, n_kinds)];
  /* Moves of one action are listed per destination: pick any of them. */
  for (guint i = first[kind], seen = 0, target = ludus_rng_below (rng, count[kind]); i < n; i++)
    if (moves[i].bytes[0] == kind && seen++ == target)
      return i;
  g_assert_not_reached ();
  return 0;
}

/* Checks what a move did against the spec, computed here independently:
 * the weeks it cost, the new marker on top of its week, and for a dig the
 * tokens drawn, the discards and the permit. */
static void
check_applied (const LudusThebesState *before,
               const LudusMove        *move,
               const LudusThebesState *after)
{
  const LudusThebesContent *c = before->content;
  const LudusThebesMove *m = (const LudusThebesMove *) move->bytes;
  guint p = rules->current_player (before);
  const LudusThebesPlayer *was = &before->players[p], *now = &after->players[p];
  guint steps = c->distance[was->place][m->dest];
  guint weeks = m->zeppelin ? 0 : steps >= 3 && was->cars > 0 ? steps - 1 : steps;

  switch (m->action)
    {
    case LUDUS_THEBES_ACTION_END:
      weeks = LUDUS_THEBES_END_TIME - was->time;
      break;
    case LUDUS_THEBES_ACTION_CARD:
      weeks += c->cards[before->display[m->slot]].weeks;
      g_assert_cmpuint (now->hand[now->n_hand - 1], ==, before->display[m->slot]);
      break;
    case LUDUS_THEBES_ACTION_SWAP:
      weeks += before->last_player == p ? before->swap_streak + 1 : 1;
      break;
    case LUDUS_THEBES_ACTION_EXHIBITION:
      weeks += c->cards[before->slots[m->slot]].weeks;
      g_assert_cmpuint (now->hand[now->n_hand - 1], ==, before->slots[m->slot]);
      g_assert_cmpmem (now->artifacts, sizeof now->artifacts, was->artifacts, sizeof was->artifacts);
      break;
    case LUDUS_THEBES_ACTION_DIG:
      {
        guint site = m->dest - LUDUS_THEBES_FIRST_SITE;
        guint assistants = was->assistants >= 3 ? 2 : was->assistants == 2 ? 1 : m->assistant;
        guint shovels = was->shovels >= 3 ? 2 : was->shovels == 2 ? 1 : m->shovel;
        guint specialized = was->books[site] + 2 * m->rumours + assistants;
        guint k = MIN (specialized + MIN (was->general, specialized), 12);
        guint drawn = MIN (c->wheel[k - 1][m->weeks - 1] + shovels, before->n_bag[site]);
        gboolean bonus = !(before->bonus_taken & SITE_BIT (site));

        weeks += m->weeks;
        guint kept = now->tokens_from[site] - was->tokens_from[site] - bonus;
        guint dirt_before = 0, dirt_after = 0;

        /* Of the tokens drawn the finds are kept, the dirt goes back. */
        g_assert_cmpuint (kept, <=, drawn);
        g_assert_cmpuint (kept, ==, before->n_bag[site] - after->n_bag[site]);
        for (guint t = 0; t < before->n_bag[site]; t++)
          dirt_before += before->bag[site][t] == LUDUS_THEBES_TOKEN_DIRT;
        for (guint t = 0; t < after->n_bag[site]; t++)
          dirt_after += after->bag[site][t] == LUDUS_THEBES_TOKEN_DIRT;
        g_assert_cmpuint (dirt_after, ==, dirt_before);
        if (bonus)
          g_assert_cmpuint (now->artifact_points, >=, was->artifact_points + 1);

        /* The number drawn, exactly: the same dig from a bag whose dirt is
         * turned into 15-point artifacts (no bag holds any) keeps them all. */
        {
          LudusThebesState clean = *before;

          for (guint t = 0; t < clean.n_bag[site]; t++)
            if (clean.bag[site][t] == LUDUS_THEBES_TOKEN_DIRT)
              clean.bag[site][t] = 15;
          rules->apply (&clean, move);
          g_assert_cmpuint (clean.players[p].tokens_from[site] - was->tokens_from[site], ==, drawn + bonus);
        }
        g_assert_true (after->bonus_taken & SITE_BIT (site));
        g_assert_cmpuint (now->rumours[site], ==, was->rumours[site] - m->rumours);
        g_assert_cmpuint (now->assistants, ==, was->assistants - m->assistant);
        g_assert_cmpuint (now->shovels, ==, was->shovels - m->shovel);
        g_assert_cmpuint (now->special_permits, ==, was->special_permits - m->special);
        /* The site's permit is turned after the weeks (in the new year if
         * they enter one); a special permit leaves it as it was. */
        if (!m->special)
          g_assert_true (now->permits_used & SITE_BIT (site));
        else if (ludus_thebes_year (now->time) == ludus_thebes_year (was->time))
          g_assert_true (now->permits_used & was->permits_used & SITE_BIT (site));
        else
          g_assert_false (now->permits_used & SITE_BIT (site));
      }
      break;
    default:
      g_assert_not_reached ();
    }
  g_assert_cmpuint (now->zeppelins, ==, was->zeppelins - m->zeppelin +
                    (m->action == LUDUS_THEBES_ACTION_CARD &&
                     c->cards[before->display[m->slot]].type == LUDUS_THEBES_CARD_ZEPPELIN));
  g_assert_cmpint (now->time, ==, was->time + (int) weeks);
  if (m->action != LUDUS_THEBES_ACTION_END)
    g_assert_cmpuint (now->place, ==, m->dest);
  /* Permits: all valid again on entering a new year, else only more used. */
  if (m->action != LUDUS_THEBES_ACTION_END && ludus_thebes_year (now->time) > ludus_thebes_year (was->time))
    {
      guint dug = m->action == LUDUS_THEBES_ACTION_DIG ? SITE_BIT (m->dest - LUDUS_THEBES_FIRST_SITE) : 0;

      g_assert_cmpuint (now->permits_used & ~dug, ==, 0);
    }
  else if (m->action != LUDUS_THEBES_ACTION_END)
    g_assert_cmpuint (now->permits_used & was->permits_used, ==, was->permits_used);
  /* A marker that moves goes on top of its week. */
  for (guint q = 0; q < after->n_players; q++)
    if (q != p)
      g_assert_cmpuint (after->players[q].arrival, <, now->arrival);
}

static void
test_random_games (gconstpointer data)
{
  static LudusMove moves[LUDUS_MAX_MOVES];
  guint players = GPOINTER_TO_UINT (data);
  guint games = ludus_test_n_games (10000);
  guint max_moves = 0, reshuffles = 0, year_digs = 0;
  guint64 total_moves = 0;
  LudusRng pick;

  ludus_rng_seed (&pick, players);
  for (guint g = 0; g < games; g++)
    {
      LudusThebesState s, before;
      guint turns = 0;

      init_state (&s, players, TRUE, g * 7919 + players);
      check_invariants (&s, NULL);
      while (!rules->is_over (&s))
        {
          guint n = list_moves (&s, moves);
          guint mover = rules->current_player (&s);
          guint chosen;

          g_assert_cmpuint (n, >, 0);
          max_moves = MAX (max_moves, n);
          if (g < 20)
            check_every_move (&s, moves, n);
          before = s;
          chosen = pick_move (moves, n, g % 2 == 1, &pick);
          {
            char notation[LUDUS_NOTATION_SIZE];
            LudusMove parsed;

            rules->format_move (&s, &moves[chosen], notation);
            g_assert_true (rules->parse_move (&s, notation, &parsed));
            g_assert_true (ludus_move_equal (&parsed, &moves[chosen]));
          }
          rules->apply (&s, &moves[chosen]);
          check_invariants (&s, &before);
          check_applied (&before, &moves[chosen], &s);
          /* Every move costs at least a week. */
          g_assert_cmpint (s.players[mover].time, >, before.players[mover].time);
          if (moves[chosen].bytes[0] == LUDUS_THEBES_ACTION_DIG &&
              ludus_thebes_year (s.players[mover].time) > ludus_thebes_year (before.players[mover].time))
            year_digs++;
          turns++;
        }
      reshuffles += s.stack3_used;
      total_moves += turns;
      g_assert_cmpuint (rules->legal_moves (&s, moves), ==, 0);
    }
  g_test_message ("%u players: %u games, %.1f moves a game, at most %u legal moves, "
                  "%u games reached stack 3, %u digs entered a new year",
                  players, games, games > 0 ? (double) total_moves / games : 0.0, max_moves,
                  reshuffles, year_digs);
}

/* An independent, slow statement of which moves are legal, straight from
 * the spec, to check the generated lists against every possible encoding. */
static gboolean
reference_legal (const LudusThebesState *s,
                 const LudusThebesMove  *m)
{
  const LudusThebesContent *c = s->content;
  const LudusThebesPlayer *pl = NULL;
  guint p = 0, left, steps, travel;

  for (guint i = 0; i < s->n_players; i++)
    if (s->players[i].time < LUDUS_THEBES_END_TIME &&
        (pl == NULL || s->players[i].time < pl->time ||
         (s->players[i].time == pl->time && s->players[i].arrival > pl->arrival)))
      {
        pl = &s->players[i];
        p = i;
      }
  if (pl == NULL)
    return FALSE;
  left = LUDUS_THEBES_END_TIME - pl->time;

  if (m->action == LUDUS_THEBES_ACTION_END)
    return m->dest == 0 && m->zeppelin == 0 && m->slot == 0 && m->weeks == 0 && m->rumours == 0 &&
           m->assistant == 0 && m->shovel == 0 && m->special == 0;
  if (m->zeppelin && (pl->zeppelins == 0 || m->dest == pl->place))
    return FALSE;
  steps = c->distance[pl->place][m->dest];
  travel = m->zeppelin ? 0 : steps >= 3 && pl->cars > 0 ? steps - 1 : steps;

  if (m->action != LUDUS_THEBES_ACTION_DIG &&
      (m->weeks != 0 || m->rumours != 0 || m->assistant != 0 || m->shovel != 0 || m->special != 0))
    return FALSE;

  switch (m->action)
    {
    case LUDUS_THEBES_ACTION_CARD:
      {
        guint card = s->display[m->slot];

        /* Identical cards in two slots are two moves (spec §3). */
        if (m->slot >= LUDUS_THEBES_DISPLAY_SIZE || card == LUDUS_THEBES_NONE || c->cards[card].city != m->dest)
          return FALSE;
        return travel + c->cards[card].weeks <= left;
      }

    case LUDUS_THEBES_ACTION_SWAP:
      {
        guint cost = s->last_player == p && s->swap_streak > 0 ? s->swap_streak + 1u : 1u;

        return m->dest == LUDUS_THEBES_PLACE_WAR && m->slot == 0 && travel + cost <= left;
      }

    case LUDUS_THEBES_ACTION_EXHIBITION:
      {
        guint card = m->slot < LUDUS_THEBES_N_SLOTS ? s->slots[m->slot] : LUDUS_THEBES_NONE;

        if (card == LUDUS_THEBES_NONE || c->cards[card].city != m->dest)
          return FALSE;
        for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
          if (pl->artifacts[site] < c->cards[card].requires[site])
            return FALSE;
        return travel + c->cards[card].weeks <= left;
      }

    case LUDUS_THEBES_ACTION_DIG:
      {
        guint site = m->dest - LUDUS_THEBES_FIRST_SITE;
        guint arrival = pl->time + travel;
        gboolean valid;
        guint specialized, k;

        if (!LUDUS_THEBES_PLACE_IS_SITE (m->dest) || m->slot != 0 || m->weeks < 1 || m->weeks > 12 ||
            m->rumours > pl->rumours[site] || (m->assistant && pl->assistants != 1) ||
            (m->shovel && pl->shovels != 1) || travel + m->weeks > left)
          return FALSE;
        valid = arrival / 52 > (guint) pl->time / 52 || !(pl->permits_used & (1u << site));
        if (valid ? m->special : (!m->special || pl->special_permits == 0))
          return FALSE;
        if (pl->books[site] + 2 * m->rumours < 1)
          return FALSE;
        specialized = pl->books[site] + 2 * m->rumours +
                      (pl->assistants >= 3 ? 2 : pl->assistants == 2 ? 1 : m->assistant);
        k = MIN (specialized + MIN (pl->general, specialized), 12);
        return c->wheel[k - 1][m->weeks - 1] > 0;
      }

    default:
      return FALSE;
    }
}

static void
test_random_reference (void)
{
  static LudusMove moves[LUDUS_MAX_MOVES];
  LudusRng pick;
  guint states = 0;

  ludus_rng_seed (&pick, 11);
  for (guint g = 0; g < 12; g++)
    {
      LudusThebesState s;

      init_state (&s, 2 + g % 3, TRUE, 500 + g);
      while (!rules->is_over (&s))
        {
          guint n = list_moves (&s, moves), n_reference = 0;
          LudusThebesMove m = { 0 };

          /* Every encoding the move struct can take for these fields. */
          for (m.action = 0; m.action <= LUDUS_THEBES_ACTION_EXHIBITION; m.action++)
            for (m.dest = 0; m.dest < LUDUS_THEBES_N_PLACES; m.dest++)
              for (m.zeppelin = 0; m.zeppelin < 2; m.zeppelin++)
                for (m.slot = 0; m.slot < LUDUS_THEBES_DISPLAY_SIZE; m.slot++)
                  for (m.weeks = 0; m.weeks <= 12; m.weeks++)
                    for (m.rumours = 0; m.rumours < 3; m.rumours++)
                      for (guint bits = 0; bits < 8; bits++)
                        {
                          LudusMove move = { 0 };
                          gboolean listed = FALSE;

                          m.assistant = bits & 1;
                          m.shovel = (bits >> 1) & 1;
                          m.special = (bits >> 2) & 1;
                          if (!reference_legal (&s, &m))
                            continue;
                          n_reference++;
                          memcpy (move.bytes, &m, sizeof m);
                          for (guint i = 0; i < n && !listed; i++)
                            listed = ludus_move_equal (&moves[i], &move);
                          if (!listed)
                            {
                              char notation[LUDUS_NOTATION_SIZE];

                              rules->format_move (&s, &move, notation);
                              g_error ("%s is legal but not listed", notation);
                            }
                        }
          /* And every listed move is legal by the reference, once. */
          for (guint i = 0; i < n; i++)
            {
              LudusThebesMove listed;

              memcpy (&listed, moves[i].bytes, sizeof listed);
              g_assert_true (reference_legal (&s, &listed));
            }
          g_assert_cmpuint (n_reference, ==, n);
          states++;
          rules->apply (&s, &moves[pick_move (moves, n, g % 2 == 1, &pick)]);
        }
    }
  g_test_message ("%u states checked against the reference", states);
}

/* A deck that runs dry: the display stays short and exhibitions cannot
 * cycle through the slots forever. */
static void
test_random_tiny_deck (void)
{
  static LudusMove moves[LUDUS_MAX_MOVES];
  g_autoptr(JsonNode) deck = ludus_test_load_fixture ("thebes", "decks", "tiny.json");
  g_autoptr(JsonNode) layout = ludus_test_load_resource (rules->default_layout);
  g_autoptr(LudusThebesContent) tiny = NULL;
  g_autoptr(GError) error = NULL;
  guint games = MIN (ludus_test_n_games (10000), 2000), short_displays = 0;
  LudusRng pick;

  tiny = rules->content_new (deck, layout, &error);
  g_assert_no_error (error);
  ludus_rng_seed (&pick, 5);
  for (guint g = 0; g < games; g++)
    {
      LudusSetup setup = { .n_players = 2 + g % 3, .shuffle = TRUE, .seed = g };
      LudusThebesState s, before;

      g_assert_true (rules->init (&s, tiny, &setup, &error));
      while (!rules->is_over (&s))
        {
          guint n = list_moves (&s, moves);

          before = s;
          rules->apply (&s, &moves[pick_move (moves, n, TRUE, &pick)]);
          check_invariants (&s, &before);
          short_displays += s.display[0] == LUDUS_THEBES_NONE;
        }
    }
  g_assert_cmpuint (short_displays, >, 0);
}

/* A saved game (written through ludus-cli moves) still replays move by
 * move: the notation is stable. */
static void
test_saved_game (void)
{
  g_autoptr(JsonNode) save = ludus_test_load_fixture ("thebes", "saves", "3-players.json");
  JsonObject *root = json_node_get_object (save);
  JsonObject *content_json = json_object_get_object_member (root, "content");
  JsonArray *moves = json_object_get_array_member (root, "moves");
  g_autoptr(LudusThebesContent) content = NULL;
  g_autoptr(GError) error = NULL;
  LudusSetup setup = { 0 };
  LudusThebesState s, before;

  content = rules->content_new (json_object_get_member (content_json, "deck"),
                                json_object_get_member (content_json, "layout"), &error);
  g_assert_no_error (error);
  setup.n_players = json_array_get_length (json_object_get_array_member (json_object_get_object_member (root, "options"),
                                                                         "seats"));
  setup.shuffle = TRUE;
  setup.seed = g_ascii_strtoull (json_object_get_string_member (root, "seed"), NULL, 10);
  g_assert_true (rules->init (&s, content, &setup, &error));
  for (guint i = 0; i < json_array_get_length (moves); i++)
    {
      const char *notation = json_array_get_string_element (moves, i);
      LudusMove move;
      char again[LUDUS_NOTATION_SIZE];

      g_assert_true (find_move (&s, notation, &move));
      rules->format_move (&s, &move, again);
      g_assert_cmpstr (again, ==, notation);
      before = s;
      rules->apply (&s, &move);
      check_invariants (&s, &before);
    }
  g_assert_true (rules->is_over (&s));
}

/* Replays a save's embedded content and moves on the rules core; returns
 * where and why it breaks ("content: …", "moves[i]: notation", "moves[i]:
 * illegal", "moves[i]: over"), or NULL for a good save that ends the game. */
static char *
replay_fixture (const char *name)
{
  g_autoptr(JsonNode) save = ludus_test_load_fixture ("thebes", "saves", name);
  JsonObject *root = json_node_get_object (save);
  JsonObject *content_json = json_object_get_object_member (root, "content");
  JsonArray *moves = json_object_get_array_member (root, "moves");
  g_autoptr(LudusThebesContent) content = NULL;
  g_autoptr(GError) error = NULL;
  LudusSetup setup = { 0 };
  LudusThebesState s, before;

  content = rules->content_new (json_object_get_member (content_json, "deck"),
                                json_object_get_member (content_json, "layout"), &error);
  if (content == NULL)
    return g_strdup_printf ("content: %s", error->message);
  setup.n_players = json_array_get_length (json_object_get_array_member (json_object_get_object_member (root, "options"),
                                                                         "seats"));
  setup.shuffle = json_object_get_boolean_member (json_object_get_object_member (root, "options"), "shuffle");
  setup.seed = g_ascii_strtoull (json_object_get_string_member (root, "seed"), NULL, 10);
  g_assert_true (rules->init (&s, content, &setup, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < json_array_get_length (moves); i++)
    {
      const char *notation = json_array_get_string_element (moves, i);
      LudusMove move;

      if (rules->is_over (&s))
        return g_strdup_printf ("moves[%u]: over", i);
      if (!rules->parse_move (&s, notation, &move))
        return g_strdup_printf ("moves[%u]: notation", i);
      if (!find_move (&s, notation, &move))
        return g_strdup_printf ("moves[%u]: illegal", i);
      before = s;
      rules->apply (&s, &move);
      check_invariants (&s, &before);
    }
  g_assert_true (rules->is_over (&s));
  return NULL;
}

/* Bad Thebes saves (each one change to the good three-players save), for
 * the loader and ludus-cli validate too: what breaks them is Thebes'. */
static void
test_bad_saves (void)
{
  static const struct { const char *file; const char *expected; } bad[] = {
    { "illegal-move.json", "moves[3]: illegal" },
    { "garbage-move.json", "moves[2]: notation" },
    { "move-after-end.json", "moves[65]: over" },
    { "road-to-nowhere.json", "content: roads[3][1]: road to nowhere: unknown place “ATL”" },
    { "bad-bag-size.json", "content: bags[1]: expected 31 tokens (artifacts, one special-knowledge "
      "token, general-knowledge tokens and dirt), got 30" },
  };
  g_autofree char *good = replay_fixture ("3-players.json");

  g_assert_null (good);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *result = replay_fixture (bad[i].file);

      g_assert_cmpstr (result, ==, bad[i].expected);
    }
}

static void
test_random_replay (void)
{
  static LudusMove moves[LUDUS_MAX_MOVES];
  char notations[400][LUDUS_NOTATION_SIZE];
  LudusThebesState a, b;
  LudusRng pick;
  guint n_played = 0;

  ludus_rng_seed (&pick, 99);
  init_state (&a, 3, TRUE, 1234);
  while (!rules->is_over (&a))
    {
      guint n = list_moves (&a, moves);
      guint i = ludus_rng_below (&pick, n);

      /* Prefer actions over ending, so the game is long. */
      if (i == 0 && n > 1)
        i = 1;
      g_assert_cmpuint (n_played, <, G_N_ELEMENTS (notations));
      rules->format_move (&a, &moves[i], notations[n_played++]);
      rules->apply (&a, &moves[i]);
    }

  /* The same seed and the same moves give the same game. */
  init_state (&b, 3, TRUE, 1234);
  for (guint i = 0; i < n_played; i++)
    play (&b, notations[i]);
  g_assert_true (memcmp (&a, &b, sizeof a) == 0);
}

static void
test_notation (void)
{
  static const char * const good[] = {
    "end", "WAR.s", "LON.c0", "LONz.c3", "BER.ea", "MOS.ec", "CRE.d4", "GREz.d12r1asp",
    "MES.d1s", "PAL.d10r2",
  };
  static const char * const bad[] = {
    "", "en", "end ", "WAR", "WAR.", "WAR.x", "LON.s", "GRE.s", "LON.c4", "LON.ed", "GRE.c0",
    "LON.d4", "GRE.d0", "GRE.d13", "GRE.d04", "GRE.d4r0", "GRE.d4sa", "GRE.d4p ", "XYZ.s",
    "war.s", "WARzz.s", "GRE.d4r", "GRE.d4x",
  };
  LudusThebesState s;

  init_state (&s, 2, FALSE, 1);
  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      LudusMove move;
      char notation[LUDUS_NOTATION_SIZE];

      g_assert_true (rules->parse_move (&s, good[i], &move));
      rules->format_move (&s, &move, notation);
      g_assert_cmpstr (notation, ==, good[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      LudusMove move;

      if (rules->parse_move (&s, bad[i], &move))
        g_error ("“%s” parsed", bad[i]);
    }
}

static void
test_determinize (void)
{
  static LudusMove moves[LUDUS_MAX_MOVES];
  LudusThebesState s;
  LudusRng pick, rng;

  ludus_rng_seed (&pick, 3);
  ludus_rng_seed (&rng, 4);
  for (guint players = 2; players <= 4; players++)
    {
      init_state (&s, players, TRUE, players);
      for (guint turn = 0; turn < 60 && !rules->is_over (&s); turn++)
        {
          LudusThebesState d = s;
          guint pile_ex = 0, d_pile_ex = 0, stack3_ex = 0, d_stack3_ex = 0;
          gboolean moved = FALSE;
          guint n;

          rules->determinize (&d, rules->current_player (&s), &rng);
          check_invariants (&d, &s);
          /* Public information is untouched. */
          g_assert_true (memcmp (d.players, s.players, sizeof s.players) == 0);
          g_assert_true (memcmp (d.display, s.display, sizeof s.display) == 0);
          g_assert_true (memcmp (d.discards, s.discards, sizeof s.discards) == 0);
          g_assert_true (memcmp (d.n_bag, s.n_bag, sizeof s.n_bag) == 0);
          for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
            {
              guint counts[256] = { 0 };

              for (guint t = 0; t < s.n_bag[site]; t++)
                counts[s.bag[site][t]]++;
              for (guint t = 0; t < d.n_bag[site]; t++)
                g_assert_cmpuint (counts[d.bag[site][t]]--, >, 0);
            }
          g_assert_cmpuint (d.n_pile, ==, s.n_pile);
          g_assert_cmpuint (d.n_stack3, ==, s.n_stack3);
          /* Exhibitions stay in the stack-2 part of the pile and in stack 3. */
          for (guint i = 0; i < s.n_pile; i++)
            {
              pile_ex += s.pile[i] >= s.content->n_research;
              d_pile_ex += d.pile[i] >= s.content->n_research;
              if (i >= s.pile_stack2)
                g_assert_cmpuint (d.pile[i], <, s.content->n_research);
              moved |= d.pile[i] != s.pile[i];
            }
          for (guint i = 0; i < s.n_stack3; i++)
            {
              stack3_ex += s.stack3[i] >= s.content->n_research;
              d_stack3_ex += d.stack3[i] >= s.content->n_research;
            }
          g_assert_cmpuint (pile_ex, ==, d_pile_ex);
          g_assert_cmpuint (stack3_ex, ==, d_stack3_ex);
          if (s.n_pile > 10)
            g_assert_true (moved);

          /* Another hidden order with the same public information gives
           * the same result: determinize depends on what the observer knows. */
          {
            LudusThebesState a = s, b = s;
            LudusRng ra, rb;

            ludus_rng_shuffle (&pick, b.pile + b.pile_stack2, b.n_pile - b.pile_stack2, 1);
            ludus_rng_shuffle (&pick, b.pile, b.pile_stack2, 1);
            ludus_rng_shuffle (&pick, b.stack3, b.n_stack3, 1);
            for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
              ludus_rng_shuffle (&pick, b.bag[site], b.n_bag[site], 1);
            ludus_rng_seed (&b.rng, turn);
            ludus_rng_seed (&ra, turn);
            ludus_rng_seed (&rb, turn);
            rules->determinize (&a, 0, &ra);
            rules->determinize (&b, 0, &rb);
            g_assert_true (memcmp (&a, &b, sizeof a) == 0);
          }

          n = list_moves (&s, moves);
          rules->apply (&s, &moves[n > 1 ? 1 + ludus_rng_below (&pick, n - 1) : 0]);
        }
    }
}

static void
test_describe (void)
{
  const char * const names[] = { "Anna", "Béla" };
  LudusThebesState s;
  LudusMove move;
  g_autofree char *card = NULL;
  g_autofree char *dig = NULL;
  g_autofree char *spending = NULL;
  g_autofree char *one_rumour = NULL;
  g_autofree char *end = NULL;

  init_state (&s, 2, FALSE, 1);
  put (&s, 1, 100, LUDUS_THEBES_PLACE_WAR);
  put (&s, 0, 0, LUDUS_THEBES_PLACE_WAR);
  g_assert_true (find_move (&s, "LON.c1", &move));
  card = rules->describe_move (&s, &move, names);
  g_assert_cmpstr (card, ==, "Anna took general knowledge 2 in London");
  s.players[0].books[LUDUS_THEBES_SITE_EGY] = 5;
  g_assert_true (find_move (&s, "EGY.d3", &move));
  dig = rules->describe_move (&s, &move, names);
  g_assert_cmpstr (dig, ==, "Anna dug in Egypt for 3 weeks");
  /* What a dig spends is named, in the order of the notation. */
  g_assert_true (rules->parse_move (&s, "EGY.d3r2asp", &move));
  spending = rules->describe_move (&s, &move, names);
  g_assert_cmpstr (spending, ==, "Anna dug in Egypt for 3 weeks, using 2 rumours cards, "
                   "discarding the assistant, discarding the shovel, on a special permit");
  g_assert_true (rules->parse_move (&s, "EGY.d1r1", &move));
  one_rumour = rules->describe_move (&s, &move, names);
  g_assert_cmpstr (one_rumour, ==, "Anna dug in Egypt for 1 week, using 1 rumours card");
  g_assert_true (find_move (&s, "end", &move));
  end = rules->describe_move (&s, &move, names);
  g_assert_cmpstr (end, ==, "Anna ended their expedition");

  /* An exhibition names its city once, as the map shows it. */
  for (guint i = 0; i < s.content->n_cards; i++)
    if (s.content->cards[i].type == LUDUS_THEBES_CARD_EXHIBITION)
      {
        LudusThebesMove m = { 0 };
        g_autofree char *staged = NULL;
        g_autofree char *expected = g_strdup_printf ("Anna staged the %s exhibition in %s",
                                                     s.content->cards[i].large ? "large" : "small",
                                                     ludus_thebes_place_name (s.content->cards[i].city));

        s.slots[0] = i;
        m.dest = s.content->cards[i].city;
        m.action = LUDUS_THEBES_ACTION_EXHIBITION;
        m.slot = 0;
        memset (&move, 0, sizeof move);
        memcpy (move.bytes, &m, sizeof m);
        staged = rules->describe_move (&s, &move, names);
        g_assert_cmpstr (staged, ==, expected);
        break;
      }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/thebes/content/default", test_content_default);
  g_test_add_func ("/thebes/content/distances", test_content_distances);
  g_test_add_func ("/thebes/content/route", test_content_route);
  g_test_add_func ("/thebes/content/distances-from-roads", test_content_distances_from_roads);
  g_test_add_func ("/thebes/content/compute-distances", test_content_compute_distances);
  g_test_add_func ("/thebes/content/cities", test_content_cities);
  g_test_add_func ("/thebes/content/card-types", test_content_card_types);
  g_test_add_func ("/thebes/content/exhibitions", test_content_exhibitions);
  g_test_add_func ("/thebes/content/bags", test_content_bags);
  g_test_add_func ("/thebes/content/errors", test_content_errors);
  g_test_add_func ("/thebes/content/no-layout", test_content_no_layout);
  g_test_add_func ("/thebes/content/fixtures", test_content_fixtures);
  g_test_add_func ("/thebes/time/lengths", test_time_lengths);
  g_test_add_func ("/thebes/time/start-player", test_time_start_player);
  g_test_add_func ("/thebes/time/turn-order", test_time_turn_order);
  g_test_add_func ("/thebes/time/swap-costs", test_time_swap_costs);
  g_test_add_func ("/thebes/time/swap-reset", test_time_swap_reset);
  g_test_add_func ("/thebes/time/end", test_time_end);
  g_test_add_func ("/thebes/travel", test_travel);
  g_test_add_func ("/thebes/card/take", test_card_take);
  g_test_add_func ("/thebes/card/identical", test_card_identical);
  g_test_add_func ("/thebes/card/exhibition-push", test_card_exhibition_push);
  g_test_add_func ("/thebes/card/setup", test_card_setup);
  g_test_add_func ("/thebes/card/reshuffle", test_card_reshuffle);
  g_test_add_func ("/thebes/card/short-display", test_card_short_display);
  g_test_add_func ("/thebes/dig/knowledge", test_dig_knowledge);
  g_test_add_func ("/thebes/dig/wheel", test_dig_wheel);
  g_test_add_func ("/thebes/dig/draw", test_dig_draw);
  g_test_add_func ("/thebes/dig/example", test_dig_example);
  g_test_add_func ("/thebes/dig/knowledge-tokens", test_dig_knowledge_tokens);
  g_test_add_func ("/thebes/dig/discards", test_dig_discards);
  g_test_add_func ("/thebes/dig/search-moves", test_dig_search_moves);
  g_test_add_func ("/thebes/dig/reveal-outcome", test_dig_reveal_outcome);
  g_test_add_func ("/thebes/dig/new-year", test_dig_new_year);
  g_test_add_func ("/thebes/dig/special-permit", test_dig_special_permit);
  g_test_add_func ("/thebes/time/new-year", test_new_year_any_action);
  g_test_add_func ("/thebes/exhibition", test_exhibition);
  g_test_add_func ("/thebes/score/example", test_score_example);
  g_test_add_func ("/thebes/score/majorities", test_score_majorities);
  g_test_add_func ("/thebes/score/congress", test_score_congress);
  g_test_add_func ("/thebes/notation", test_notation);
  g_test_add_func ("/thebes/describe", test_describe);
  g_test_add_func ("/thebes/determinize", test_determinize);
  g_test_add_func ("/thebes/random/replay", test_random_replay);
  g_test_add_func ("/thebes/random/saved-game", test_saved_game);
  g_test_add_func ("/thebes/random/bad-saves", test_bad_saves);
  g_test_add_func ("/thebes/random/tiny-deck", test_random_tiny_deck);
  g_test_add_func ("/thebes/random/reference", test_random_reference);
  g_test_add_data_func ("/thebes/random/2-players", GUINT_TO_POINTER (2), test_random_games);
  g_test_add_data_func ("/thebes/random/3-players", GUINT_TO_POINTER (3), test_random_games);
  g_test_add_data_func ("/thebes/random/4-players", GUINT_TO_POINTER (4), test_random_games);

  return g_test_run ();
}
