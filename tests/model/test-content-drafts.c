/* test-content-drafts.c: each core's limits and its lenient reader of draft cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-content-drafts"

#include "config.h"

#include "ludus-content.h"
#include "ludus-content-document.h"
#include "medici/ludus-medici-content-limits.h"
#include "mykerinos/ludus-mykerinos-content-limits.h"
#include "thebes/ludus-thebes-content-limits.h"

static JsonNode *
parse (const char *text)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = json_from_string (text, &error);

  g_assert_no_error (error);
  return node;
}

/* The built-in deck of @game_id, as an editor opens it. */
static LudusContentDocument *
open_builtin_deck (const char *game_id)
{
  const LudusRules *rules = ludus_rules_lookup (game_id);
  g_auto(GStrv) files = ludus_content_list_builtin_files (rules, "deck");
  g_autoptr(GError) error = NULL;
  LudusContentDocument *doc;

  g_assert_nonnull (files);
  g_assert_nonnull (files[0]);
  doc = ludus_content_document_new_from_file (rules, "deck", files[0], &error);
  g_assert_no_error (error);
  return doc;
}

/* Sets @path to @value and says whether the core's loader takes it; when
 * it does not, the problem must be at @path. */
static gboolean
loader_takes (LudusContentDocument *doc,
              const char           *path,
              gint64                value)
{
  g_autoptr(GError) error = NULL;
  const LudusContentProblem *problem;

  g_assert_true (ludus_content_document_set_int (doc, path, value, &error));
  g_assert_no_error (error);
  if (ludus_content_document_validate_now (doc))
    return TRUE;
  problem = ludus_content_document_get_problem (doc);
  g_assert_nonnull (problem);
  g_assert_cmpstr (problem->path, ==, path);
  return FALSE;
}

static void
test_medici (void)
{
  g_autoptr(LudusContentDocument) doc = open_builtin_deck ("medici");
  g_autoptr(JsonNode) card = parse ("{\"goods\": \"fur\", \"symbols\": 7, \"value\": -3, \"green\": true}");
  g_autoptr(JsonNode) odd = parse ("{\"goods\": \"gold\", \"value\": 99}");
  g_autoptr(JsonNode) array = parse ("[1]");
  LudusMediciCard c;

  /* The first card has goods: 1 to LUDUS_MEDICI_MAX_SYMBOLS symbols. */
  g_assert_true (loader_takes (doc, "cards[0].symbols", LUDUS_MEDICI_MAX_SYMBOLS));
  g_assert_false (loader_takes (doc, "cards[0].symbols", LUDUS_MEDICI_MAX_SYMBOLS + 1));
  g_assert_true (loader_takes (doc, "cards[0].symbols", 1));
  g_assert_true (loader_takes (doc, "cards[0].value", LUDUS_MEDICI_MAX_VALUE));
  g_assert_false (loader_takes (doc, "cards[0].value", LUDUS_MEDICI_MAX_VALUE + 1));

  ludus_medici_card_from_draft (card, &c);
  g_assert_cmpint (c.goods, ==, LUDUS_MEDICI_FUR);
  g_assert_cmpint (c.symbols, ==, LUDUS_MEDICI_MAX_SYMBOLS);
  g_assert_cmpint (c.value, ==, 0);
  g_assert_true (c.green);
  ludus_medici_card_from_draft (odd, &c);
  g_assert_cmpint (c.goods, ==, LUDUS_MEDICI_NO_GOODS);
  g_assert_cmpint (c.symbols, ==, 0);
  g_assert_cmpint (c.value, ==, LUDUS_MEDICI_MAX_VALUE);
  g_assert_false (c.green);
  ludus_medici_card_from_draft (array, &c);
  g_assert_cmpint (c.goods, ==, LUDUS_MEDICI_NO_GOODS);
  ludus_medici_card_from_draft (NULL, &c);
  g_assert_cmpint (c.value, ==, 0);
}

static void
test_mykerinos (void)
{
  g_autoptr(LudusContentDocument) doc = open_builtin_deck ("mykerinos");
  g_autoptr(JsonNode) card = parse ("{\"id\": \"M7\", \"patron\": \"lemon\", \"prestige\": 40,"
                                    " \"pattern\": \"P.P/.P.\"}");
  g_autoptr(JsonNode) odd = parse ("{\"patron\": \"nobody\", \"prestige\": -1, \"pattern\": \"PP\"}");
  LudusMykerinosCard c;
  char pattern[8];

  for (guint p = 0; p < LUDUS_MYKERINOS_N_PRESTIGES; p++)
    {
      g_assert_true (loader_takes (doc, "cards[0].prestige", ludus_mykerinos_prestiges[p]));
      g_assert_cmpuint (ludus_mykerinos_prestige_index (ludus_mykerinos_prestiges[p]), ==, p);
      if (p > 0 && ludus_mykerinos_prestiges[p] > ludus_mykerinos_prestiges[p - 1] + 1)
        g_assert_false (loader_takes (doc, "cards[0].prestige", ludus_mykerinos_prestiges[p] - 1));
    }
  g_assert_false (loader_takes (doc, "cards[0].prestige",
                                ludus_mykerinos_prestiges[LUDUS_MYKERINOS_N_PRESTIGES - 1] + 1));
  g_assert_false (loader_takes (doc, "cards[0].prestige", -1));

  g_assert_cmpstr (ludus_mykerinos_card_from_draft (card, &c), ==, "M7");
  g_assert_null (c.id);
  g_assert_cmpint (c.patron, ==, LUDUS_MYKERINOS_LEMON);
  g_assert_cmpint (c.prestige, ==, 9);  /* one digit, drawn as it is */
  g_assert_cmpint (c.pyramids, ==, 1 | 4 | 16);
  ludus_mykerinos_pattern_format (c.pyramids, pattern);
  g_assert_cmpstr (pattern, ==, "P.P/.P.");
  g_assert_cmpstr (ludus_mykerinos_card_from_draft (odd, &c), ==, "");
  g_assert_cmpint (c.patron, ==, LUDUS_MYKERINOS_PATRON_NONE);
  g_assert_cmpint (c.prestige, ==, 0);
  g_assert_cmpint (c.pyramids, ==, 3);
  g_assert_cmpstr (ludus_mykerinos_card_from_draft (NULL, &c), ==, "");
}

static void
test_thebes (void)
{
  g_autoptr(LudusContentDocument) doc = open_builtin_deck ("thebes");
  g_autoptr(JsonNode) card = parse ("{\"city\": \"ROM\", \"type\": \"specialized\", \"site\": \"EGY\","
                                    " \"value\": 12, \"weeks\": 30}");
  g_autoptr(JsonNode) exhibition = parse ("{\"city\": \"XXX\", \"size\": \"large\", \"points\": 500,"
                                          " \"weeks\": 2, \"requires\": {\"CRE\": 3, \"MES\": 90}}");
  g_autoptr(JsonNode) odd = parse ("{\"type\": \"teleporter\", \"site\": \"LON\", \"requires\": 3}");
  LudusThebesCard c;

  /* The second card is general knowledge: it has a value. */
  g_assert_true (loader_takes (doc, "cards[1].value", LUDUS_THEBES_MAX_CARD_VALUE));
  g_assert_false (loader_takes (doc, "cards[1].value", LUDUS_THEBES_MAX_CARD_VALUE + 1));
  g_assert_false (loader_takes (doc, "cards[1].value", LUDUS_THEBES_MIN_CARD_VALUE - 1));
  g_assert_true (loader_takes (doc, "cards[1].value", LUDUS_THEBES_MIN_CARD_VALUE));
  g_assert_true (loader_takes (doc, "cards[0].weeks", LUDUS_THEBES_WHEEL_SIZE));
  g_assert_false (loader_takes (doc, "cards[0].weeks", LUDUS_THEBES_WHEEL_SIZE + 1));
  g_assert_false (loader_takes (doc, "cards[0].weeks", LUDUS_THEBES_MIN_WEEKS - 1));
  g_assert_true (loader_takes (doc, "cards[0].weeks", LUDUS_THEBES_MIN_WEEKS));
  g_assert_true (loader_takes (doc, "exhibitions[0].points", LUDUS_THEBES_MAX_POINTS));
  g_assert_false (loader_takes (doc, "exhibitions[0].points", LUDUS_THEBES_MAX_POINTS + 1));

  ludus_thebes_card_from_draft (card, FALSE, &c);
  g_assert_cmpint (c.type, ==, LUDUS_THEBES_CARD_SPECIALIZED);
  g_assert_cmpint (c.city, ==, ludus_thebes_place_from_id ("ROM"));
  g_assert_cmpint (c.site, ==, ludus_thebes_place_from_id ("EGY") - LUDUS_THEBES_FIRST_SITE);
  /* Wrong numbers are drawn as they are, up to two digits. */
  g_assert_cmpint (c.value, ==, 12);
  g_assert_cmpint (c.weeks, ==, 30);
  ludus_thebes_card_from_draft (exhibition, TRUE, &c);
  g_assert_cmpint (c.type, ==, LUDUS_THEBES_CARD_EXHIBITION);
  g_assert_cmpint (c.city, ==, 0);
  g_assert_true (c.large);
  g_assert_cmpint (c.value, ==, 99);
  g_assert_cmpint (c.requires[1], ==, 3);
  g_assert_cmpint (c.requires[4], ==, 90);
  g_assert_cmpint (c.requires[0], ==, 0);
  ludus_thebes_card_from_draft (odd, FALSE, &c);
  g_assert_cmpint (c.type, ==, LUDUS_THEBES_CARD_CONGRESS);
  g_assert_cmpint (c.site, ==, 0);
  ludus_thebes_card_from_draft (odd, TRUE, &c);
  g_assert_cmpint (c.requires[0], ==, 0);
  g_assert_cmpint (ludus_thebes_place_from_id ("nowhere"), ==, -1);
  g_assert_cmpint (ludus_thebes_place_from_id (NULL), ==, -1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/content-drafts/medici", test_medici);
  g_test_add_func ("/content-drafts/mykerinos", test_mykerinos);
  g_test_add_func ("/content-drafts/thebes", test_thebes);
  return g_test_run ();
}
