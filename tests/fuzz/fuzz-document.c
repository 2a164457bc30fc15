/* fuzz-document.c: a fuzz target for the editor's content document
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The input, if it reads as JSON, is opened as a deck or layout document
 * of the game it names, edited, undone and redone: the document's own
 * text must always read again (the editor aborted on a deck with 1e999).
 */

#define G_LOG_DOMAIN "fuzz-document"

#include "config.h"

#include <string.h>

#include "fuzz.h"
#include "ludus-content-document.h"
#include "ludus-json-edit.h"

/* The document's text reads again, strictly, as the same tree. */
static void
check_text (LudusContentDocument *doc)
{
  g_autoptr(GError) error = NULL;
  gsize length;
  g_autofree char *text = ludus_content_document_to_data (doc, &length);
  g_autoptr(JsonNode) root = ludus_json_parse_data (text, length, LUDUS_JSON_FILE_ANY, &error);
  g_autofree char *again = NULL;

  if (root == NULL)
    g_error ("a document's text does not read: %s", error->message);
  again = ludus_json_to_data (root, TRUE, NULL);
  g_assert_cmpstr (text, ==, again);
}

static void
edit (LudusContentDocument *doc)
{
  g_autoptr(JsonNode) value = NULL;
  JsonNode *first;
  guint steps = 0;

  /* What a form does: set a name, change a number, remove and insert. */
  steps += ludus_content_document_set_string (doc, "name", "Fuzz \"é\" \\ \xf0\x9f\x98\x80", NULL);
  check_text (doc);
  steps += ludus_content_document_set_int (doc, "format", G_MAXINT64, NULL);
  check_text (doc);
  for (guint k = 0; k < 2; k++)
    {
      const char *array = k == 0 ? "cards" : "seasons";
      g_autofree char *path = g_strdup_printf ("%s[0]", array);

      first = ludus_content_document_get (doc, path);
      if (first == NULL)
        continue;
      value = ludus_json_deep_copy (first);
      steps += ludus_content_document_remove (doc, path, NULL);
      check_text (doc);
      steps += ludus_content_document_insert (doc, path, value, NULL);
      check_text (doc);
      g_clear_pointer (&value, json_node_unref);
    }

  for (guint k = 0; k < steps && ludus_content_document_undo (doc); k++)
    check_text (doc);
  while (ludus_content_document_redo (doc))
    check_text (doc);
  ludus_content_document_validate_now (doc);
}

/* The input's own "game" and "kind", as the editor opens it from that
 * game's folder; the size picks a game when it names none. */
static const LudusRules *
pick_rules (JsonNode    *root,
            gsize        size,
            const char **kind)
{
  const LudusRules * const *all;
  const LudusRules *rules = NULL;
  JsonObject *object = JSON_NODE_HOLDS_OBJECT (root) ? json_node_get_object (root) : NULL;
  JsonNode *game = object != NULL ? json_object_get_member (object, "game") : NULL;
  JsonNode *kind_node = object != NULL ? json_object_get_member (object, "kind") : NULL;
  guint n_rules, n_content = 0;

  all = ludus_rules_get_all (&n_rules);
  if (game != NULL && JSON_NODE_HOLDS_VALUE (game) && json_node_get_value_type (game) == G_TYPE_STRING)
    rules = ludus_rules_lookup (json_node_get_string (game));
  if (rules == NULL || rules->content_new == NULL || rules->default_deck == NULL)
    {
      const LudusRules *with_content[8];

      rules = NULL;
      for (guint i = 0; i < n_rules && n_content < G_N_ELEMENTS (with_content); i++)
        if (all[i]->content_new != NULL && all[i]->default_deck != NULL)
          with_content[n_content++] = all[i];
      if (n_content == 0)
        return NULL;
      rules = with_content[size % n_content];
    }

  *kind = "deck";
  if (rules->default_layout != NULL && kind_node != NULL && JSON_NODE_HOLDS_VALUE (kind_node) &&
      g_strcmp0 (json_node_get_string (kind_node), "layout") == 0)
    *kind = "layout";
  return rules;
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(LudusContentDocument) doc = NULL;
  g_autoptr(LudusContentDocument) copy = NULL;
  const LudusRules *rules;
  const char *kind;

  fuzz_init ();
  /* With the limits the editor opens a deck with. */
  root = ludus_json_parse_data ((const char *) data, size, LUDUS_JSON_FILE_DECK, NULL);
  if (root == NULL || (rules = pick_rules (root, size, &kind)) == NULL)
    return 0;

  doc = ludus_content_document_new_from_json (rules, kind, root);
  check_text (doc);
  edit (doc);
  /* A copy, as "Duplicate to Edit" makes. */
  copy = ludus_content_document_duplicate (doc);
  check_text (copy);
  return 0;
}
