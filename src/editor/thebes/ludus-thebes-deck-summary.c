/* ludus-thebes-deck-summary.c: what a Thebes deck holds, in a few lines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-editor"

#include <glib/gi18n.h>

#include "ludus-json.h"
#include "ludus-thebes-deck-summary.h"
#include "ludus-thebes-editor-util.h"
#include "ludus-editor-form.h"

static guint
get_length (LudusContentDocument *document,
            const char           *path)
{
  JsonNode *node = ludus_content_document_get (document, path);

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_array_get_length (json_node_get_array (node)) : 0;
}

static JsonNode *
get_element (LudusContentDocument *document,
             const char           *array,
             guint                 index)
{
  g_autofree char *path = g_strdup_printf ("%s[%u]", array, index);

  return ludus_content_document_get (document, path);
}

static void
append_entry (GString    *text,
              const char *name,
              guint       count)
{
  /* TRANSLATORS: a name and how many, in the deck's summary: "London: 13" */
  ludus_editor_form_append_entry (text, g_strdup_printf (_("%s: %u"), name, count));
}

static char *
playable_by (guint players)
{
  return g_strdup_printf (ngettext ("Playable by %u player.", "Playable by %u players.", players), players);
}

/**
 * ludus_thebes_deck_summary:
 * @document: a Thebes deck
 *
 * Returns: (transfer full): the deck's summary: its cards per city and
 *   per effect, its exhibitions, its bags, and what the game's own loader
 *   and setup say of it for every player count
 */
char *
ludus_thebes_deck_summary (LudusContentDocument *document)
{
  guint n_cards = get_length (document, "cards");
  guint n_exhibitions = get_length (document, "exhibitions");
  guint per_city[LUDUS_THEBES_N_PLACES] = { 0 };
  guint per_type[LUDUS_THEBES_N_CARD_TYPES] = { 0 };
  guint sizes[2] = { 0 };
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (document), NULL);

  for (guint i = 0; i < n_cards; i++)
    {
      LudusThebesCard card;

      ludus_thebes_card_from_draft (get_element (document, "cards", i), FALSE, &card);
      per_city[card.city]++;
      per_type[card.type]++;
    }
  for (guint i = 0; i < n_exhibitions; i++)
    {
      LudusThebesCard card;

      ludus_thebes_card_from_draft (get_element (document, "exhibitions", i), TRUE, &card);
      sizes[card.large ? 1 : 0]++;
    }

  g_string_append_printf (text, ngettext ("%u research card", "%u research cards", n_cards), n_cards);
  g_string_append (text, "\n");
  for (guint p = 0; p < LUDUS_THEBES_FIRST_SITE; p++)
    if (per_city[p] > 0)
      append_entry (text, ludus_thebes_place_name (p), per_city[p]);
  g_string_append (text, "\n");
  for (guint t = 0; t < LUDUS_THEBES_CARD_EXHIBITION; t++)
    if (per_type[t] > 0)
      append_entry (text, ludus_thebes_card_type_name (t), per_type[t]);
  g_string_append (text, "\n\n");
  g_string_append_printf (text, ngettext ("%u exhibition", "%u exhibitions", n_exhibitions), n_exhibitions);
  g_string_append (text, "\n");
  append_entry (text, _("small"), sizes[0]);
  append_entry (text, _("large"), sizes[1]);
  g_string_append (text, "\n\n");

  for (guint b = 0; b < get_length (document, "bags"); b++)
    {
      JsonNode *node = get_element (document, "bags", b);
      JsonObject *bag = node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      JsonArray *artifacts;
      guint n = 0, points = 0, general, dirt;
      int site;

      if (bag == NULL)
        continue;
      site = ludus_thebes_place_from_id (ludus_json_peek_string (bag, "site", ""));
      artifacts = json_object_get_member (bag, "artifacts") != NULL
                  && JSON_NODE_HOLDS_ARRAY (json_object_get_member (bag, "artifacts"))
                  ? json_object_get_array_member (bag, "artifacts") : NULL;
      n = artifacts != NULL ? json_array_get_length (artifacts) : 0;
      for (guint a = 0; a < n; a++)
        points += MAX (0, json_node_get_int (json_array_get_element (artifacts, a)));
      general = ludus_json_peek_int (bag, "general", 0);
      dirt = ludus_json_peek_int (bag, "dirt", 0);
      /* TRANSLATORS: a bag in the deck's summary: "Egypt: 13 artifacts worth 36, 2 knowledge, 16 dirt" */
      g_string_append_printf (text, ngettext ("%s: %u artifact worth %u, %u knowledge, %u dirt",
                                              "%s: %u artifacts worth %u, %u knowledge, %u dirt", n),
                              LUDUS_THEBES_PLACE_IS_SITE (site) ? ludus_thebes_place_name (site) : "?",
                              n, points, 1 + general, dirt);
      g_string_append (text, "\n");
    }
  g_string_append (text, "\n");

  /* What the game's own loader and setup say, for every player count. */
  if (ludus_content_document_get_valid (document))
    ludus_editor_form_append_players (text, document, playable_by);
  else
    g_string_append (text, _("Not playable yet: see the problem above."));
  return g_string_free (text, FALSE);
}

