/* test-content-document.c: the deck and layout editor's document
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-content-document"

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "ludus-content-document.h"
#include "ludus-game.h"
#include "ludus-rng.h"
#include "ludus-test-rules.h"

static const LudusRules *
rules_for (const char *id)
{
  const LudusRules *rules = ludus_rules_lookup (id);

  g_assert_nonnull (rules);
  return rules;
}

static char *
text_of (LudusContentDocument *doc)
{
  return ludus_content_document_to_data (doc, NULL);
}

/* Runs the idles the document scheduled. */
static void
run_idles (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          gpointer    data)
{
  (*(guint *) data)++;
}

static void
changed_cb (LudusContentDocument *doc,
            const char           *path,
            gpointer              data)
{
  char **changed = data;

  g_free (*changed);
  *changed = g_strdup (path != NULL ? path : "(null)");
}

/* ---- problems: every fixture, through the document ---------------------- */

typedef struct
{
  const char *game, *kind, *file;
  const char *document, *path, *message;
} BadFixture;

static const BadFixture bad_fixtures[] = {
  { "medici", "decks", "bad-value.json", "deck", "cards[12].value", "expected an integer from 0 to 9, got 12" },
  { "medici", "decks", "duplicate-id.json", "deck", "cards[7].id", "“grain-2-2” is already the id of card 4" },
  { "medici", "decks", "too-few-cards.json", "deck", "",
    "This deck has 18 cards that take ship space; even 2 players need at least 42" },
  { "mykerinos", "decks", "35-cards.json", "deck", "cards",
    "the layout “standard” has 36 card slots but the deck has only 35 cards" },
  { "mykerinos", "decks", "bad-prestige.json", "deck", "cards[0].prestige", "expected 0, 2, 3 or 5, got 1" },
  { "mykerinos", "decks", "wrong-kind.json", "deck", "kind", "expected deck, got layout" },
  { "mykerinos", "layouts", "overlap.json", "layout", "seasons[1].slots[2]", "slot 3 overlaps slot 1 at x 0, y 0" },
  { "mykerinos", "layouts", "lone-slot.json", "layout", "seasons[0].areas", "slot 8 is in no area" },
  { "thebes", "decks", "no-requirements.json", "deck", "exhibitions[0].requires", "expected at least one site" },
  { "thebes", "layouts", "disconnected.json", "layout", "roads",
    "the map is not connected: “Moscow” cannot be reached from “Warsaw”" },
  { "thebes", "layouts", "short-wheel.json", "layout", "wheel[11]", "expected 12 elements, got 11" },
};

/* Every deck and layout under tests/fixtures/GAME: the document's problem
 * is what ludus_content_new_from_json() reports, taken apart. */
static void
test_fixtures (gconstpointer data)
{
  const char *game = data;
  const LudusRules *rules = rules_for (game);
  static const char * const kinds[] = { "decks", "layouts" };
  g_autoptr(JsonNode) default_deck = ludus_test_load_resource (rules->default_deck);
  g_autoptr(JsonNode) default_layout = ludus_test_load_resource (rules->default_layout);
  guint n_bad = 0, n_bad_seen = 0;

  for (guint b = 0; b < G_N_ELEMENTS (bad_fixtures); b++)
    n_bad += strcmp (bad_fixtures[b].game, game) == 0;

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autofree char *dir_path = ludus_test_fixture_path (game, kinds[k], "");
      g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
      const char *kind = k == 0 ? "deck" : "layout";
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *path = g_build_filename (dir_path, name, NULL);
          g_autoptr(JsonNode) root = ludus_test_load_fixture (game, kinds[k], name);
          g_autoptr(LudusContentDocument) doc = NULL;
          g_autoptr(LudusContent) content = NULL;
          g_autoptr(GError) error = NULL;
          const LudusContentProblem *problem;
          const BadFixture *bad = NULL;

          if (!g_str_has_suffix (name, ".json"))
            continue;
          for (guint b = 0; b < G_N_ELEMENTS (bad_fixtures); b++)
            if (strcmp (bad_fixtures[b].game, game) == 0 && strcmp (bad_fixtures[b].kind, kinds[k]) == 0 &&
                strcmp (bad_fixtures[b].file, name) == 0)
              bad = &bad_fixtures[b];

          doc = ludus_content_document_new_from_file (rules, kind, path, &error);
          g_assert_no_error (error);
          content = ludus_content_new_from_json (rules, k == 0 ? root : default_deck,
                                                 k == 0 ? default_layout : root, &error);
          problem = ludus_content_document_get_problem (doc);

          if (content != NULL)
            {
              g_assert_null (bad);
              g_assert_null (problem);
              g_assert_true (ludus_content_document_get_valid (doc));
              g_assert_nonnull (ludus_content_document_get_content (doc));
              continue;
            }

          /* Taken apart, the problem gives today's message back. */
          g_assert_nonnull (problem);
          g_assert_false (ludus_content_document_get_valid (doc));
          g_assert_null (ludus_content_document_get_content (doc));
          {
            g_autofree char *label = g_error_matches (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA) &&
                                     g_str_has_prefix (error->message, "content.deck + content.layout: ")
                                     ? g_strdup ("content.deck + content.layout")
                                     : g_strdup_printf ("content.%s", problem->document);
            g_autofree char *expected = problem->path[0] != '\0'
                                        ? g_strdup_printf ("%s: %s: %s", label, problem->path, problem->message)
                                        : g_strdup_printf ("%s: %s", label, problem->message);
            g_autofree char *expected_top = g_strdup_printf ("%s: top level: %s", label, problem->message);

            if (strcmp (error->message, expected) != 0)
              g_assert_cmpstr (error->message, ==, expected_top);
          }

          if (bad == NULL)
            g_error ("%s/%s/%s is invalid (%s) but not in bad_fixtures[]", game, kinds[k], name, error->message);
          g_assert_cmpstr (problem->document, ==, bad->document);
          g_assert_cmpstr (problem->path, ==, bad->path);
          g_assert_cmpstr (problem->message, ==, bad->message);
          n_bad_seen++;
        }
    }
  g_assert_cmpuint (n_bad_seen, ==, n_bad);
}

/* A text that did not come from ludus_json_set_error() is not split, even
 * if it looks like it did. */
static void
test_split (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) other = NULL;
  g_autoptr(LudusContentProblem) problem = NULL;
  g_autofree char *path = NULL;
  g_autofree char *message = NULL;

  ludus_json_set_error (&error, "cards[2].value", "expected an integer");
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_cmpstr (error->message, ==, "cards[2].value: expected an integer");
  g_assert_true (ludus_json_split_error (error->message, &path, &message));
  g_assert_cmpstr (path, ==, "cards[2].value");
  g_assert_cmpstr (message, ==, "expected an integer");
  g_assert_false (ludus_json_split_error ("cards[3].value: expected an integer", NULL, NULL));
  g_clear_error (&error);
  g_clear_pointer (&path, g_free);
  g_clear_pointer (&message, g_free);

  ludus_json_set_error (&error, NULL, "expected an object");
  g_assert_cmpstr (error->message, ==, "top level: expected an object");
  g_assert_true (ludus_json_split_error (error->message, &path, &message));
  g_assert_cmpstr (path, ==, "");
  g_assert_cmpstr (message, ==, "expected an object");
  g_clear_error (&error);

  /* A text too long to remember is left whole. */
  {
    g_autofree char *long_message = g_strnfill (2000, 'x');

    ludus_json_set_error (&error, "name", long_message);
    g_assert_false (ludus_json_split_error (error->message, NULL, NULL));
  }

  other = g_error_new (G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "content.layout: name: a message of no reader");
  problem = ludus_content_problem_new_from_error (other);
  g_assert_cmpstr (problem->document, ==, "layout");
  g_assert_cmpstr (problem->path, ==, "");
  g_assert_cmpstr (problem->message, ==, "name: a message of no reader");
  g_clear_pointer (&problem, ludus_content_problem_free);

  g_clear_error (&other);
  other = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "The game cannot be played yet");
  problem = ludus_content_problem_new_from_error (other);
  g_assert_null (problem->document);
  g_assert_cmpstr (problem->message, ==, "The game cannot be played yet");
}

/* ---- editing ------------------------------------------------------------- */

static void
test_edit (void)
{
  const LudusRules *rules = rules_for ("medici");
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusContentDocument) doc = ludus_content_document_new (rules, "deck", &error);
  g_autoptr(JsonNode) card = NULL;
  g_autofree char *changed = NULL;
  JsonArray *cards;
  guint n_cards;

  g_assert_no_error (error);
  g_assert_true (ludus_content_document_get_valid (doc));
  g_assert_null (ludus_content_document_get_path (doc));
  g_assert_false (ludus_content_document_get_builtin (doc));
  g_assert_false (ludus_content_document_get_modified (doc));
  g_assert_cmpstr (json_node_get_string (ludus_content_document_get (doc, "provenance")), ==, "custom");
  g_signal_connect (doc, "changed", G_CALLBACK (changed_cb), &changed);

  cards = json_node_get_array (ludus_content_document_get (doc, "cards"));
  n_cards = json_array_get_length (cards);

  /* Set a value by its path. */
  g_assert_true (ludus_content_document_set_int (doc, "cards[3].value", 7, &error));
  g_assert_no_error (error);
  g_assert_cmpint (json_node_get_int (ludus_content_document_get (doc, "cards[3].value")), ==, 7);
  g_assert_cmpstr (changed, ==, "cards[3].value");
  g_assert_true (ludus_content_document_get_modified (doc));
  g_assert_true (ludus_content_document_set_string (doc, "name", "Seven", &error));
  g_assert_cmpstr (ludus_content_document_get_name (doc), ==, "Seven");
  g_assert_true (ludus_content_document_set_boolean (doc, "cards[0].green", TRUE, &error));
  g_assert_true (json_node_get_boolean (ludus_content_document_get (doc, "cards[0].green")));

  /* Add a card in front, then remove another. */
  card = json_from_string ("{\"goods\": \"fur\", \"symbols\": 2, \"value\": 0, \"green\": false}", &error);
  g_assert_no_error (error);
  g_assert_true (ludus_content_document_insert (doc, "cards[0]", card, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (changed, ==, "cards");
  cards = json_node_get_array (ludus_content_document_get (doc, "cards"));
  g_assert_cmpuint (json_array_get_length (cards), ==, n_cards + 1);
  g_assert_cmpint (json_node_get_int (ludus_content_document_get (doc, "cards[0].symbols")), ==, 2);
  g_assert_cmpint (json_node_get_int (ludus_content_document_get (doc, "cards[4].value")), ==, 7);
  /* The document copied the card: changing ours does not change it. */
  json_object_set_int_member (json_node_get_object (card), "value", 5);
  g_assert_cmpint (json_node_get_int (ludus_content_document_get (doc, "cards[0].value")), ==, 0);

  /* One past the last appends. */
  {
    g_autofree char *end = g_strdup_printf ("cards[%u]", n_cards + 1);
    g_autofree char *last = g_strdup_printf ("cards[%u].value", n_cards + 1);

    g_assert_true (ludus_content_document_insert (doc, end, card, &error));
    g_assert_no_error (error);
    g_assert_cmpint (json_node_get_int (ludus_content_document_get (doc, last)), ==, 5);
    g_assert_true (ludus_content_document_remove (doc, end, &error));
    g_assert_false (ludus_content_document_remove (doc, end, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
    g_clear_error (&error);
  }
  g_assert_true (ludus_content_document_remove (doc, "cards[1]", &error));
  g_assert_no_error (error);
  cards = json_node_get_array (ludus_content_document_get (doc, "cards"));
  g_assert_cmpuint (json_array_get_length (cards), ==, n_cards);
  g_assert_cmpint (json_node_get_int (ludus_content_document_get (doc, "cards[3].value")), ==, 7);

  /* A member can be added and removed. */
  g_assert_true (ludus_content_document_set_string (doc, "cards[3].note", "mine", &error));
  g_assert_cmpstr (json_node_get_string (ludus_content_document_get (doc, "cards[3].note")), ==, "mine");
  g_assert_true (ludus_content_document_remove (doc, "cards[3].note", &error));
  g_assert_null (ludus_content_document_get (doc, "cards[3].note"));
  g_assert_cmpstr (changed, ==, "cards[3]");

  /* Paths that lead nowhere change nothing. */
  g_clear_pointer (&changed, g_free);
  g_assert_false (ludus_content_document_set_int (doc, "cards[9999].value", 1, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (ludus_content_document_set_int (doc, "cards[1", 1, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (ludus_content_document_set_int (doc, "cards..value", 1, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (ludus_content_document_insert (doc, "name", card, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (ludus_content_document_set_int (doc, "name.value", 1, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (ludus_content_document_set_int (doc, "cards.value", 1, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (ludus_content_document_set_int (doc, "nothing.value", 1, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (ludus_content_document_remove (doc, "cards[3].nothing", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (ludus_content_document_remove (doc, "", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_null (changed);

  /* A value from the document itself is copied before anything goes. */
  g_assert_true (ludus_content_document_set (doc, "cards[0]", ludus_content_document_get (doc, "cards[1]"), &error));
  g_assert_cmpint (json_node_get_int (ludus_content_document_get (doc, "cards[0].value")), ==,
                   json_node_get_int (ludus_content_document_get (doc, "cards[1].value")));
  g_assert_true (ludus_content_document_set (doc, "cards[2]", ludus_content_document_get (doc, "cards[2]"), &error));
  g_assert_true (ludus_content_document_set (doc, "", ludus_content_document_get (doc, "cards[3]"), &error));
  g_assert_cmpint (json_node_get_int (ludus_content_document_get (doc, "value")), ==, 7);
  g_assert_true (ludus_content_document_undo (doc));

  /* The whole document can be replaced, even by what is no deck at all;
   * undo brings it back. */
  g_assert_true (ludus_content_document_set (doc, "", card, &error));
  g_assert_cmpstr (changed, ==, "(null)");
  g_assert_cmpint (json_node_get_int (ludus_content_document_get (doc, "value")), ==, 5);
  g_assert_true (ludus_content_document_set_int (doc, "", 42, &error));
  g_assert_false (ludus_content_document_validate_now (doc));
  g_assert_cmpstr (ludus_content_document_get_problem (doc)->path, ==, "");
  g_assert_cmpstr (ludus_content_document_get_problem (doc)->message, ==, "expected an object, got a number");
  g_assert_null (ludus_content_document_get_name (doc));
  g_assert_true (ludus_content_document_undo (doc));
  g_assert_true (ludus_content_document_undo (doc));
  g_assert_cmpstr (ludus_content_document_get_name (doc), ==, "Seven");
  /* cards[0] became a copy of cards[1], id included. */
  g_assert_false (ludus_content_document_validate_now (doc));
  g_assert_cmpstr (ludus_content_document_get_problem (doc)->path, ==, "cards[1].id");
}

/* Undo restores each state exactly; redo replays; a new edit drops redo. */
static void
test_undo (void)
{
  const LudusRules *rules = rules_for ("thebes");
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusContentDocument) doc = ludus_content_document_new (rules, "layout", &error);
  g_autoptr(GPtrArray) states = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(JsonNode) road = json_from_string ("[\"LON\", \"ROM\"]", NULL);
  guint n_can_undo = 0, n_modified = 0;

  g_assert_no_error (error);
  g_signal_connect (doc, "notify::can-undo", G_CALLBACK (count_cb), &n_can_undo);
  g_signal_connect (doc, "notify::modified", G_CALLBACK (count_cb), &n_modified);
  g_assert_false (ludus_content_document_get_can_undo (doc));
  g_assert_false (ludus_content_document_undo (doc));

  g_ptr_array_add (states, text_of (doc));
  g_assert_true (ludus_content_document_set_int (doc, "places[0].x", 140, &error));
  g_ptr_array_add (states, text_of (doc));
  g_assert_true (ludus_content_document_insert (doc, "roads[0]", road, &error));
  g_ptr_array_add (states, text_of (doc));
  g_assert_true (ludus_content_document_remove (doc, "roads[5]", &error));
  g_ptr_array_add (states, text_of (doc));
  g_assert_true (ludus_content_document_set_string (doc, "start", "LON", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_can_undo, ==, 1);
  g_assert_cmpuint (n_modified, ==, 1);

  /* Setting the value it has is not a step. */
  g_assert_true (ludus_content_document_set_string (doc, "start", "LON", &error));

  for (guint i = states->len; i-- > 0;)
    {
      g_autofree char *text = NULL;

      g_assert_true (ludus_content_document_get_can_undo (doc));
      g_assert_true (ludus_content_document_undo (doc));
      text = text_of (doc);
      g_assert_cmpstr (text, ==, g_ptr_array_index (states, i));
    }
  g_assert_false (ludus_content_document_get_can_undo (doc));
  g_assert_false (ludus_content_document_get_modified (doc));
  g_assert_cmpuint (n_modified, ==, 2);
  g_assert_true (ludus_content_document_get_can_redo (doc));

  for (guint i = 1; i < states->len; i++)
    {
      g_autofree char *text = NULL;

      g_assert_true (ludus_content_document_redo (doc));
      text = text_of (doc);
      g_assert_cmpstr (text, ==, g_ptr_array_index (states, i));
    }
  g_assert_true (ludus_content_document_get_can_redo (doc));

  /* A group of edits is one step. */
  {
    g_autofree char *before = text_of (doc);
    g_autofree char *after = NULL;
    g_autofree char *text = NULL;

    ludus_content_document_begin_group (doc);
    g_assert_true (ludus_content_document_set_int (doc, "places[1].x", 150, &error));
    ludus_content_document_begin_group (doc);
    g_assert_true (ludus_content_document_set_int (doc, "places[1].y", 150, &error));
    g_assert_true (ludus_content_document_remove (doc, "roads[0]", &error));
    ludus_content_document_end_group (doc);
    g_assert_true (ludus_content_document_get_can_redo (doc));
    ludus_content_document_end_group (doc);
    g_assert_false (ludus_content_document_get_can_redo (doc));
    after = text_of (doc);
    g_assert_true (ludus_content_document_undo (doc));
    text = text_of (doc);
    g_assert_cmpstr (text, ==, before);
    g_assert_true (ludus_content_document_redo (doc));
    g_free (text);
    text = text_of (doc);
    g_assert_cmpstr (text, ==, after);
    g_assert_true (ludus_content_document_undo (doc));
  }

  /* A new edit drops what could be redone. */
  g_assert_true (ludus_content_document_set_int (doc, "wheel[0][0]", 3, &error));
  g_assert_false (ludus_content_document_get_can_redo (doc));
  g_assert_false (ludus_content_document_redo (doc));
  g_assert_true (ludus_content_document_undo (doc));
  {
    g_autofree char *text = text_of (doc);

    g_assert_cmpstr (text, ==, g_ptr_array_index (states, states->len - 1));
  }
}

/* A problem appears after a bad edit, in an idle coalescing the edits,
 * and goes away once fixed. */
static void
test_problem_appears (void)
{
  const LudusRules *rules = rules_for ("mykerinos");
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusContentDocument) doc = ludus_content_document_new (rules, "deck", &error);
  guint n_problem = 0, n_valid = 0, n_content = 0;
  const LudusContentProblem *problem;

  g_assert_no_error (error);
  run_idles ();
  g_assert_true (ludus_content_document_get_valid (doc));
  g_signal_connect (doc, "notify::problem", G_CALLBACK (count_cb), &n_problem);
  g_signal_connect (doc, "notify::valid", G_CALLBACK (count_cb), &n_valid);
  g_signal_connect (doc, "notify::content", G_CALLBACK (count_cb), &n_content);

  g_assert_true (ludus_content_document_set_int (doc, "cards[4].prestige", 1, &error));
  g_assert_true (ludus_content_document_set_int (doc, "cards[4].prestige", 4, &error));
  g_assert_true (ludus_content_document_set_int (doc, "cards[4].prestige", 7, &error));
  /* Not yet: validation waits for an idle. */
  g_assert_true (ludus_content_document_get_valid (doc));
  g_assert_cmpuint (n_problem, ==, 0);

  /* One validation for the three edits. */
  g_assert_true (g_main_context_iteration (NULL, FALSE));
  g_assert_false (g_main_context_pending (NULL));
  g_assert_cmpuint (n_problem, ==, 1);
  g_assert_cmpuint (n_valid, ==, 1);
  g_assert_cmpuint (n_content, ==, 1);
  g_assert_false (ludus_content_document_get_valid (doc));
  g_assert_null (ludus_content_document_get_content (doc));
  problem = ludus_content_document_get_problem (doc);
  g_assert_nonnull (problem);
  g_assert_cmpstr (problem->document, ==, "deck");
  g_assert_cmpstr (problem->path, ==, "cards[4].prestige");
  g_assert_cmpstr (problem->message, ==, "expected 0, 2, 3 or 5, got 7");

  /* The same problem again is not news. */
  g_assert_true (ludus_content_document_validate_now (doc) == FALSE);
  g_assert_cmpuint (n_problem, ==, 1);

  /* Fixed by hand, at once. */
  g_assert_true (ludus_content_document_set_int (doc, "cards[4].prestige", 3, &error));
  g_assert_true (ludus_content_document_validate_now (doc));
  g_assert_false (g_main_context_pending (NULL));
  g_assert_null (ludus_content_document_get_problem (doc));
  g_assert_nonnull (ludus_content_document_get_content (doc));
  g_assert_cmpuint (n_problem, ==, 2);
  g_assert_cmpuint (n_valid, ==, 2);

  /* Broken and fixed again through undo. */
  g_assert_true (ludus_content_document_remove (doc, "cards[0].pattern", &error));
  run_idles ();
  problem = ludus_content_document_get_problem (doc);
  g_assert_cmpstr (problem->path, ==, "cards[0].pattern");
  g_assert_cmpstr (problem->message, ==, "missing");
  g_assert_true (ludus_content_document_undo (doc));
  run_idles ();
  g_assert_null (ludus_content_document_get_problem (doc));
  g_assert_true (ludus_content_document_get_valid (doc));

  /* Too few cards for the default layout: the deck's fault, at "cards". */
  for (guint i = 0; i < 3; i++)
    g_assert_true (ludus_content_document_remove (doc, "cards[0]", &error));
  run_idles ();
  problem = ludus_content_document_get_problem (doc);
  g_assert_cmpstr (problem->document, ==, "deck");
  g_assert_cmpstr (problem->path, ==, "cards");
}

/* A layout is checked with the default deck, or the partner given. */
static void
test_partner (void)
{
  const LudusRules *rules = rules_for ("mykerinos");
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusContentDocument) layout = ludus_content_document_new (rules, "layout", &error);
  g_autoptr(JsonNode) small_deck = ludus_test_load_fixture ("mykerinos", "decks", "35-cards.json");
  const LudusContentProblem *problem;

  g_assert_no_error (error);
  g_assert_true (ludus_content_document_get_valid (layout));
  g_assert_cmpstr (json_node_get_string (ludus_content_document_get (layout, "kind")), ==, "layout");
  g_assert_cmpstr (json_node_get_string (json_object_get_member (json_node_get_object (ludus_content_document_get_partner (layout)), "kind")),
                   ==, "deck");

  ludus_content_document_set_partner (layout, small_deck);
  g_assert_false (ludus_content_document_validate_now (layout));
  problem = ludus_content_document_get_problem (layout);
  g_assert_cmpstr (problem->document, ==, "deck");
  g_assert_cmpstr (problem->path, ==, "cards");

  ludus_content_document_set_partner (layout, NULL);
  g_assert_true (ludus_content_document_validate_now (layout));
}

/* ---- play ---------------------------------------------------------------- */

static void
play_to_the_end (LudusContent *content,
                 guint64       seed)
{
  const LudusRules *rules = ludus_content_get_rules (content);
  g_autoptr(LudusOptions) options = ludus_options_new (rules, rules->min_players);
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(GError) error = NULL;
  LudusRng rng;
  guint n_played = 0;

  options->seed = seed;
  game = ludus_game_new (content, options, &error);
  g_assert_no_error (error);
  ludus_rng_seed (&rng, seed);
  while (!ludus_game_is_over (game))
    {
      guint n_moves;
      const LudusMove *moves = ludus_game_get_legal_moves (game, &n_moves);

      g_assert_cmpuint (n_moves, >, 0);
      g_assert_true (ludus_game_apply_move (game, &moves[ludus_rng_below (&rng, n_moves)], &error));
      g_assert_no_error (error);
      g_assert_cmpuint (++n_played, <, 100000);
    }
  g_assert_true (ludus_game_get_winners (game) != 0);
}

/* What a valid document gives is ready to play: a whole game each, also
 * after an edit. */
static void
test_play (gconstpointer data)
{
  const LudusRules *rules = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusContentDocument) deck = ludus_content_document_new (rules, "deck", &error);
  LudusContent *content;

  g_assert_no_error (error);
  g_assert_true (ludus_content_document_set_string (deck, "name", "Edited", &error));
  g_assert_true (ludus_content_document_validate_now (deck));
  content = ludus_content_document_get_content (deck);
  g_assert_cmpstr (ludus_content_get_name (content), ==, "Edited");
  play_to_the_end (content, 7);

  if (rules->default_layout != NULL)
    {
      g_autoptr(LudusContentDocument) layout = ludus_content_document_new (rules, "layout", &error);

      g_assert_no_error (error);
      g_assert_true (ludus_content_document_set_string (layout, "name", "Edited too", &error));
      ludus_content_document_set_partner (layout, ludus_content_document_get_root (deck));
      g_assert_true (ludus_content_document_validate_now (layout));
      content = ludus_content_document_get_content (layout);
      g_assert_cmpstr (ludus_content_get_name (content), ==, "Edited");
      play_to_the_end (content, 8);
    }
}

/* The content handed out does not change with later edits. */
static void
test_content_kept (void)
{
  const LudusRules *rules = rules_for ("medici");
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusContentDocument) doc = ludus_content_document_new (rules, "deck", &error);
  g_autoptr(LudusContent) content = NULL;
  JsonNode *deck;

  g_assert_no_error (error);
  content = ludus_content_ref (ludus_content_document_get_content (doc));
  g_assert_true (ludus_content_document_set_int (doc, "cards[0].value", 9, &error));
  g_assert_true (ludus_content_document_set_int (doc, "cards[0].value", 8, &error));
  run_idles ();
  deck = ludus_content_get_deck (content);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (json_object_get_array_member (json_node_get_object (deck), "cards"), 0), "value"),
                   !=, 8);
  g_assert_true (ludus_content_document_get_content (doc) != content);
}

/* ---- files --------------------------------------------------------------- */

static char *
read_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

static void
test_save (void)
{
  const LudusRules *rules = rules_for ("thebes");
  g_auto(GStrv) builtins = ludus_content_list_builtin_files (rules, "deck");
  g_autofree char *user_dir = ludus_content_get_user_dir (rules);
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusContentDocument) doc = NULL;
  g_autoptr(LudusContentDocument) again = NULL;
  g_autoptr(LudusContentDocument) second = NULL;
  g_autoptr(LudusContentDocument) builtin = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *path = NULL;
  g_auto(GStrv) listed = NULL;
  guint n_path = 0;
  GStatBuf st;

  g_assert_nonnull (builtins[0]);
  doc = ludus_content_document_new_from_file (rules, "deck", builtins[0], &error);
  g_assert_no_error (error);
  g_assert_true (ludus_content_document_get_builtin (doc));
  g_assert_null (ludus_content_document_get_path (doc));
  g_assert_cmpstr (json_node_get_string (ludus_content_document_get (doc, "provenance")), !=, "custom");
  g_signal_connect (doc, "notify::path", G_CALLBACK (count_cb), &n_path);

  g_assert_true (ludus_content_document_set_string (doc, "name", "Ägypten & Co.", &error));
  g_assert_true (ludus_content_document_set_int (doc, "cards[2].weeks", 2, &error));
  g_assert_true (ludus_content_document_get_modified (doc));
  g_assert_true (ludus_content_document_save (doc, &error));
  g_assert_no_error (error);

  /* A new file in the user's folder, named after the deck, marked custom. */
  path = g_strdup (ludus_content_document_get_path (doc));
  g_assert_cmpuint (n_path, ==, 1);
  g_assert_nonnull (path);
  g_assert_true (ludus_content_library_is_user_file (rules, path));
  g_assert_true (g_str_has_prefix (path, user_dir));
  g_assert_true (g_str_has_suffix (path, "/agypten-co.json"));
  g_assert_false (ludus_content_document_get_builtin (doc));
  g_assert_false (ludus_content_document_get_modified (doc));
  g_assert_cmpstr (json_node_get_string (ludus_content_document_get (doc, "provenance")), ==, "custom");
  listed = ludus_content_list_user_files (rules, "deck");
  g_assert_true (g_strv_contains ((const char * const *) listed, path));

  /* It loads back as saved, and saves back to its file. */
  again = ludus_content_document_new_from_file (rules, "deck", path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ludus_content_document_get_path (again), ==, path);
  g_assert_false (ludus_content_document_get_builtin (again));
  g_assert_false (ludus_content_document_get_modified (again));
  g_assert_true (ludus_content_document_get_valid (again));
  {
    g_autofree char *a = text_of (doc);
    g_autofree char *b = text_of (again);

    g_assert_cmpstr (a, ==, b);
  }
  {
    g_autoptr(LudusContent) content = ludus_content_new_from_files (rules, path, NULL, &error);

    g_assert_no_error (error);
    g_assert_cmpint (ludus_content_get_provenance (content), ==, LUDUS_PROVENANCE_CUSTOM);
    g_assert_cmpstr (ludus_content_get_name (content), ==, "Ägypten & Co.");
  }

  /* An existing file keeps its permissions. */
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);
  g_assert_true (ludus_content_document_set_int (again, "cards[2].weeks", 3, &error));
  g_assert_true (ludus_content_document_save (again, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (ludus_content_document_get_path (again), ==, path);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  saved = read_file (path);
  g_assert_nonnull (strstr (saved, "\"weeks\" : 3"));

  /* The built-in is untouched; saving it again makes another file. */
  builtin = ludus_content_document_new_from_file (rules, "deck", builtins[0], &error);
  g_assert_no_error (error);
  g_assert_cmpstr (json_node_get_string (ludus_content_document_get (builtin, "name")), !=, "Ägypten & Co.");
  g_assert_true (ludus_content_document_set_string (builtin, "name", "Ägypten & Co.", &error));
  g_assert_true (ludus_content_document_save (builtin, &error));
  g_assert_no_error (error);
  g_assert_true (g_str_has_suffix (ludus_content_document_get_path (builtin), "/agypten-co-2.json"));
  g_free (saved);
  saved = read_file (path);
  g_assert_nonnull (strstr (saved, "\"weeks\" : 3"));

  /* A file from elsewhere is imported: saved as a new file, never written. */
  {
    g_autofree char *fixture = ludus_test_fixture_path ("thebes", "decks", "tiny.json");
    g_autofree char *before = read_file (fixture);
    g_autofree char *after = NULL;

    second = ludus_content_document_new_from_file (rules, "deck", fixture, &error);
    g_assert_no_error (error);
    g_assert_null (ludus_content_document_get_path (second));
    g_assert_false (ludus_content_document_get_builtin (second));
    g_assert_true (ludus_content_document_set_string (second, "name", "", &error));
    g_assert_true (ludus_content_document_save (second, &error));
    g_assert_no_error (error);
    g_assert_true (g_str_has_suffix (ludus_content_document_get_path (second), "/deck.json"));
    after = read_file (fixture);
    g_assert_cmpstr (before, ==, after);
  }

  /* Export writes a copy anywhere and changes nothing else. */
  {
    g_autofree char *dir = g_dir_make_tmp ("ludus-export-XXXXXX", &error);
    g_autofree char *exported = g_build_filename (dir, "out.json", NULL);
    g_autofree char *text = NULL;
    g_autofree char *data = NULL;

    g_assert_true (ludus_content_document_set_int (again, "cards[2].weeks", 1, &error));
    g_assert_true (ludus_content_document_export (again, exported, &error));
    g_assert_no_error (error);
    text = read_file (exported);
    data = ludus_content_document_to_data (again, NULL);
    g_assert_cmpstr (text, ==, data);
    g_assert_true (ludus_content_document_get_modified (again));
    g_assert_cmpstr (ludus_content_document_get_path (again), ==, path);
    g_unlink (exported);
    g_rmdir (dir);
  }
}

/* An invalid draft can be saved, and opens again with its problem. */
static void
test_save_invalid (void)
{
  const LudusRules *rules = rules_for ("mykerinos");
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusContentDocument) doc = ludus_content_document_new (rules, "layout", &error);
  g_autoptr(LudusContentDocument) again = NULL;
  g_autoptr(JsonNode) slot = json_from_string ("{\"x\": 0, \"y\": 0, \"orientation\": \"landscape\"}", NULL);
  const LudusContentProblem *problem;

  g_assert_no_error (error);
  g_assert_true (ludus_content_document_set_string (doc, "name", "Draft", &error));
  g_assert_true (ludus_content_document_set (doc, "seasons[1].slots[2]", slot, &error));
  g_assert_false (ludus_content_document_validate_now (doc));
  problem = ludus_content_document_get_problem (doc);
  g_assert_cmpstr (problem->document, ==, "layout");
  g_assert_cmpstr (problem->path, ==, "seasons[1].slots[2]");

  g_assert_true (ludus_content_document_save (doc, &error));
  g_assert_no_error (error);
  again = ludus_content_document_new_from_file (rules, "layout", ludus_content_document_get_path (doc), &error);
  g_assert_no_error (error);
  g_assert_false (ludus_content_document_get_valid (again));
  g_assert_true (ludus_content_problem_equal (ludus_content_document_get_problem (again), problem));
  g_assert_cmpstr (ludus_content_document_get_name (again), ==, "Draft");
}

/* Duplicating a built-in gives a custom copy with no history. */
static void
test_duplicate (void)
{
  const LudusRules *rules = rules_for ("mykerinos");
  g_auto(GStrv) layouts = ludus_content_list_builtin_files (rules, "layout");
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusContentDocument) builtin = NULL;
  g_autoptr(LudusContentDocument) copy = NULL;

  builtin = ludus_content_document_new_from_file (rules, "layout", layouts[0], &error);
  g_assert_no_error (error);
  g_assert_true (ludus_content_document_get_builtin (builtin));
  g_assert_true (ludus_content_document_set_int (builtin, "seasons[0].slots[0].x", 9, &error));

  copy = ludus_content_document_duplicate (builtin);
  g_assert_false (ludus_content_document_get_builtin (copy));
  g_assert_null (ludus_content_document_get_path (copy));
  g_assert_false (ludus_content_document_get_can_undo (copy));
  g_assert_cmpstr (json_node_get_string (ludus_content_document_get (copy, "provenance")), ==, "custom");
  g_assert_cmpint (json_node_get_int (ludus_content_document_get (copy, "seasons[0].slots[0].x")), ==, 9);
  g_assert_cmpstr (ludus_content_document_get_name (copy), ==, ludus_content_document_get_name (builtin));

  /* They share nothing. */
  g_assert_true (ludus_content_document_set_int (copy, "seasons[0].slots[0].x", 1, &error));
  g_assert_cmpint (json_node_get_int (ludus_content_document_get (builtin, "seasons[0].slots[0].x")), ==, 9);
}

static void
test_library (void)
{
  const LudusRules *rules = rules_for ("medici");
  g_auto(GStrv) builtins = ludus_content_list_builtin_files (rules, "deck");
  g_autofree char *fixture = ludus_test_fixture_path ("medici", "decks", "rulebook-example.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusContentDocument) doc = ludus_content_document_new (rules, "deck", &error);
  g_autoptr(LudusContentDocument) again = NULL;
  g_autoptr(GBytes) contents = NULL;
  g_autofree char *path = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_assert_no_error (error);
  g_assert_true (ludus_content_document_set_string (doc, "name", "To rename", &error));
  g_assert_true (ludus_content_document_save (doc, &error));
  path = g_strdup (ludus_content_document_get_path (doc));

  /* Rename: the name the library shows; the file stays. */
  g_assert_true (ludus_content_library_rename (rules, path, "Renamed", &error));
  g_assert_no_error (error);
  again = ludus_content_document_new_from_file (rules, "deck", path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ludus_content_document_get_name (again), ==, "Renamed");
  g_assert_true (ludus_content_document_get_valid (again));

  /* Delete, then undo it. */
  before = read_file (path);
  contents = ludus_content_library_delete (rules, path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (contents);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (ludus_content_library_restore (rules, path, contents, &error));
  g_assert_no_error (error);
  after = read_file (path);
  g_assert_cmpstr (before, ==, after);
  /* Not over a file that has taken the name. */
  g_assert_false (ludus_content_library_restore (rules, path, contents, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
  g_clear_error (&error);

  /* Built-ins and files elsewhere are not the library's to change. */
  g_assert_false (ludus_content_library_is_user_file (rules, builtins[0]));
  g_assert_null (ludus_content_library_delete (rules, builtins[0], &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
  g_clear_error (&error);
  g_assert_false (ludus_content_library_rename (rules, fixture, "Mine", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
  g_clear_error (&error);
  g_assert_null (ludus_content_library_delete (rules, fixture, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
  g_clear_error (&error);
  g_assert_true (g_file_test (fixture, G_FILE_TEST_EXISTS));

  /* A file gone already says so, by its name. */
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_null (ludus_content_library_delete (rules, path, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_true (g_str_has_prefix (error->message, "to-rename.json: "));
}

/* A problem says where it is in the player's words; the path and the
 * checker's text stay as the details. */
static void
test_problem_words (void)
{
  g_autoptr(JsonNode) root = json_from_string ("{\"cards\": [{\"id\": \"a\"}, {\"id\": \"g3\"}],"
                                               " \"seasons\": [{}, {\"slots\": [{}, {}, {}]}]}", NULL);
  g_autoptr(LudusContentProblem) card =
    ludus_content_problem_new ("deck", "cards[1].symbols", "expected an integer from 0 to 2, got 5");
  g_autoptr(LudusContentProblem) slot =
    ludus_content_problem_new ("layout", "seasons[1].slots[2]", "slot 3 overlaps slot 1 at x 0, y 0");
  g_autoptr(LudusContentProblem) whole = ludus_content_problem_new ("deck", "", "too few cards");
  g_autoptr(LudusContentProblem) area = ludus_content_problem_new ("layout", "seasons[0].areas[1][0]", "no such slot");
  g_autofree char *area_text = ludus_content_problem_describe (area, root);
  g_autofree char *card_text = ludus_content_problem_describe (card, root);
  g_autofree char *card_details = ludus_content_problem_get_details (card);
  g_autofree char *slot_text = ludus_content_problem_describe (slot, root);
  g_autofree char *whole_text = ludus_content_problem_describe (whole, NULL);

  g_assert_cmpstr (card_text, ==, "Card 2 (“g3”) › symbols: expected an integer from 0 to 2, got 5");
  g_assert_cmpstr (card_details, ==, "cards[1].symbols: expected an integer from 0 to 2, got 5");
  g_assert_cmpstr (slot_text, ==, "Season 2 › Slot 3: slot 3 overlaps slot 1 at x 0, y 0");
  g_assert_cmpstr (whole_text, ==, "too few cards");
  g_assert_cmpstr (area_text, ==, "Season 1 › Area 2 › 1: no such slot");
}

/* A deck json-glib read but could not write back (1e999 became "inf.0",
 * "\\ud800" text that is not UTF-8) aborted the editor when clicked or
 * imported: it is refused when opened, with the reason. */
static void
test_open_unwritable (void)
{
  const LudusRules *rules = rules_for ("medici");
  g_auto(GStrv) builtins = ludus_content_list_builtin_files (rules, "deck");
  g_autoptr(GFile) builtin = g_file_new_for_uri (builtins[0]);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ludus-strict-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "deck.json", NULL);
  g_autofree char *text = NULL;
  const struct { const char *value; const char *message; } cases[] = {
    { "1e999", "deck.json: line 1, column 11: 1e999 is too large for a number" },
    { "\"\\ud800\"", "deck.json: line 1, column 12: not valid JSON: \\uD800, half of a surrogate pair, alone" },
  };

  g_assert_no_error (error);
  g_assert_true (g_file_load_contents (builtin, NULL, &text, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (text[0] == '{');

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *data = g_strdup_printf ("{\"notes\": %s,%s", cases[i].value, text + 1);
      g_autoptr(LudusContentDocument) doc = NULL;

      g_assert_true (g_file_set_contents (path, data, -1, &error));
      doc = ludus_content_document_new_from_file (rules, "deck", path, &error);
      g_assert_null (doc);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
      g_assert_cmpstr (error->message, ==, cases[i].message);
      g_clear_error (&error);
    }
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GFile) data_home = NULL;
  const LudusRules * const *all;
  guint n_rules;
  int status;

  data_home = ludus_test_private_data_home ();

  g_test_init (&argc, &argv, NULL);

  all = ludus_rules_get_all (&n_rules);
  for (guint i = 0; i < n_rules; i++)
    {
      g_autofree char *fixtures = g_strdup_printf ("/content-document/%s/fixtures", all[i]->id);
      g_autofree char *play = g_strdup_printf ("/content-document/%s/play", all[i]->id);

      g_test_add_data_func (fixtures, all[i]->id, test_fixtures);
      g_test_add_data_func (play, all[i], test_play);
    }
  g_test_add_func ("/content-document/split", test_split);
  g_test_add_func ("/content-document/edit", test_edit);
  g_test_add_func ("/content-document/undo", test_undo);
  g_test_add_func ("/content-document/problem-appears", test_problem_appears);
  g_test_add_func ("/content-document/partner", test_partner);
  g_test_add_func ("/content-document/content-kept", test_content_kept);
  g_test_add_func ("/content-document/save", test_save);
  g_test_add_func ("/content-document/save-invalid", test_save_invalid);
  g_test_add_func ("/content-document/duplicate", test_duplicate);
  g_test_add_func ("/content-document/library", test_library);
  g_test_add_func ("/content-document/problem-words", test_problem_words);
  g_test_add_func ("/content-document/open-unwritable", test_open_unwritable);

  status = g_test_run ();
  ludus_test_remove_tree (data_home);
  return status;
}
