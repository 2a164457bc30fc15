/* ludus-medici-content.c: the Medici deck, read strictly from JSON
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-medici-content"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-json.h"
#include "ludus-medici-content-limits.h"

const char * const ludus_medici_goods_ids[LUDUS_MEDICI_N_GOODS + 2] = {
  "grain", "spice", "fur", "dye", "cloth", "none", NULL
};

const char * const ludus_medici_goods_names[LUDUS_MEDICI_N_GOODS] = {
  N_("Grain"), N_("Spice"), N_("Fur"), N_("Dye"), N_("Cloth"),
};

void
ludus_medici_content_free (LudusMediciContent *content)
{
  if (content == NULL)
    return;
  g_free (content->name);
  for (guint i = 0; i < content->n_cards; i++)
    g_free (content->ids[i]);
  g_free (content);
}

void
ludus_medici_card_from_draft (JsonNode        *node,
                              LudusMediciCard *card)
{
  JsonObject *object;
  const char *goods;

  g_return_if_fail (card != NULL);

  memset (card, 0, sizeof *card);
  card->goods = LUDUS_MEDICI_NO_GOODS;
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return;
  object = json_node_get_object (node);
  goods = ludus_json_peek_string (object, "goods", "none");
  for (guint i = 0; i < LUDUS_MEDICI_N_GOODS; i++)
    if (g_strcmp0 (goods, ludus_medici_goods_ids[i]) == 0)
      card->goods = i;
  card->symbols = CLAMP (ludus_json_peek_int (object, "symbols", 0),
                         0, LUDUS_MEDICI_MAX_SYMBOLS);
  card->value = CLAMP (ludus_json_peek_int (object, "value", 0),
                       0, LUDUS_MEDICI_MAX_VALUE);
  card->green = ludus_json_peek_bool (object, "green", FALSE);
}

static gboolean
read_card (LudusMediciContent  *content,
           JsonArray           *cards,
           guint                index,
           GError             **error)
{
  g_autofree char *path = ludus_json_path_index ("cards", index);
  LudusMediciCard *card = &content->cards[index];
  JsonObject *object;
  guint goods;
  gint64 symbols, value;
  gboolean green;

  if ((object = ludus_json_array_object (cards, "cards", index, error)) == NULL)
    return FALSE;

  if (json_object_has_member (object, "id"))
    {
      const char *id;

      if (!ludus_json_get_string (object, path, "id", &id, error))
        return FALSE;
      for (guint i = 0; i < index; i++)
        if (content->ids[i] != NULL && strcmp (content->ids[i], id) == 0)
          {
            g_autofree char *where = ludus_json_path_member (path, "id");
            /* Translators: “Card 8 › id: “fur-3-a” is already the id of card 4”, the
             * cards numbered from 1 as the editor shows them */
            g_autofree char *message = g_strdup_printf (_("“%s” is already the id of card %u"),
                                                        id, i + 1);
            ludus_json_set_error (error, where, message);
            return FALSE;
          }
      content->ids[index] = g_strdup (id);
    }

  if (!ludus_json_get_choice (object, path, "goods", ludus_medici_goods_ids, &goods, error) ||
      !ludus_json_get_int (object, path, "symbols", 0, LUDUS_MEDICI_MAX_SYMBOLS, &symbols, error) ||
      !ludus_json_get_int (object, path, "value", 0, LUDUS_MEDICI_MAX_VALUE, &value, error) ||
      !ludus_json_get_bool (object, path, "green", &green, error))
    return FALSE;

  if (goods != LUDUS_MEDICI_NO_GOODS && symbols == 0)
    {
      g_autofree char *where = ludus_json_path_member (path, "symbols");
      ludus_json_set_error (error, where, _("a goods card needs 1 or 2 symbols, got 0"));
      return FALSE;
    }
  if (goods == LUDUS_MEDICI_NO_GOODS && symbols != 0)
    {
      g_autofree char *where = ludus_json_path_member (path, "symbols");
      g_autofree char *message = g_strdup_printf (_("a card without goods needs 0 symbols, got %d"),
                                                  (int) symbols);
      ludus_json_set_error (error, where, message);
      return FALSE;
    }

  card->goods = goods;
  card->symbols = symbols;
  card->value = value;
  card->green = green != FALSE;
  return TRUE;
}

LudusMediciContent *
ludus_medici_content_new (JsonNode  *deck,
                          GError   **error)
{
  g_autoptr(LudusMediciContent) content = g_new0 (LudusMediciContent, 1);
  LudusProvenance provenance;
  JsonObject *root;
  JsonArray *cards;
  const char *name;

  if (!ludus_json_check_content (deck, "medici", "deck", &provenance, error))
    return NULL;
  root = json_node_get_object (deck);
  if (!ludus_json_get_string (root, "", "name", &name, error))
    return NULL;
  if ((cards = ludus_json_get_array (root, "", "cards", 1, LUDUS_MEDICI_MAX_CARDS, error)) == NULL)
    return NULL;

  content->name = g_strdup (name);
  content->provenance = provenance;
  content->n_cards = json_array_get_length (cards);
  for (guint i = 0; i < content->n_cards; i++)
    {
      if (!read_card (content, cards, i, error))
        return NULL;
      if (!content->cards[i].green)
        content->n_space_cards++;
    }

  /* A deck no player count can use is refused now, not at New Game. */
  {
    guint fewest = G_MAXUINT, fewest_players = 0;

    for (guint n = LUDUS_MEDICI_MIN_PLAYERS; n <= LUDUS_MEDICI_MAX_PLAYERS; n++)
      if (n * ludus_medici_capacity_for (n) * LUDUS_MEDICI_N_DAYS < fewest)
        {
          fewest = n * ludus_medici_capacity_for (n) * LUDUS_MEDICI_N_DAYS;
          fewest_players = n;
        }
    if (content->n_space_cards < fewest)
      {
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                     /* Translators: “This deck has 5 cards that take ship space; even 2 players need at least 42” */
                     g_dngettext (GETTEXT_PACKAGE,
                                  "This deck has %u card that takes ship space; even %u players need at least %u",
                                  "This deck has %u cards that take ship space; even %u players need at least %u",
                                  content->n_space_cards),
                     content->n_space_cards, fewest_players, fewest);
        return NULL;
      }
  }

  return g_steal_pointer (&content);
}

guint
ludus_medici_capacity_for (guint n_players)
{
  return n_players == 2 ? 7 : 5;
}

guint
ludus_medici_bonus_threshold (guint n_players)
{
  return n_players == 2 ? 7 : 5;
}

guint
ludus_medici_big_bonus_threshold (guint n_players)
{
  return n_players == 2 ? 10 : 8;
}

gboolean
ludus_medici_content_check_players (const LudusMediciContent  *content,
                                    guint                      n_players,
                                    GError                   **error)
{
  guint needed = n_players * ludus_medici_capacity_for (n_players) * LUDUS_MEDICI_N_DAYS;

  g_return_val_if_fail (content != NULL, FALSE);

  if (n_players < LUDUS_MEDICI_MIN_PLAYERS || n_players > LUDUS_MEDICI_MAX_PLAYERS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   g_dngettext (GETTEXT_PACKAGE, "Medici is played by %d to %d player, not %u",
                                "Medici is played by %d to %d players, not %u", LUDUS_MEDICI_MAX_PLAYERS),
                   LUDUS_MEDICI_MIN_PLAYERS, LUDUS_MEDICI_MAX_PLAYERS, n_players);
      return FALSE;
    }
  if (content->n_space_cards < needed)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   g_dngettext (GETTEXT_PACKAGE,
                                /* Translators: “This deck has 60 cards that take ship space; 6 players need at least 90” */
                                "This deck has %u card that takes ship space; %u players need at least %u",
                                "This deck has %u cards that take ship space; %u players need at least %u",
                                content->n_space_cards),
                   content->n_space_cards, n_players, needed);
      return FALSE;
    }
  return TRUE;
}

char *
ludus_medici_card_name (const LudusMediciCard *card)
{
  const char *goods;

  g_return_val_if_fail (card != NULL, NULL);

  if (card->goods == LUDUS_MEDICI_NO_GOODS)
    {
      if (card->green)
        /* Translators: a green card without goods, e.g. “Green 2” */
        return g_strdup_printf (_("Green %u"), card->value);
      /* Translators: a black card without goods, e.g. “Black 7” */
      return g_strdup_printf (_("Black %u"), card->value);
    }

  goods = _(ludus_medici_goods_names[card->goods]);
  if (card->symbols == 2 && card->green)
    /* Translators: good and value, e.g. “Fur 0 (double, green flag)” */
    return g_strdup_printf (_("%s %u (double, green flag)"), goods, card->value);
  if (card->symbols == 2)
    /* Translators: good and value, e.g. “Fur 0 (double)” */
    return g_strdup_printf (_("%s %u (double)"), goods, card->value);
  if (card->green)
    /* Translators: good and value, e.g. “Fur 0 (green flag)” */
    return g_strdup_printf (_("%s %u (green flag)"), goods, card->value);
  /* Translators: good and value, e.g. “Fur 3” */
  return g_strdup_printf (_("%s %u"), goods, card->value);
}

/* The names of the built-in decks and layouts (data/content/), which
 * keep their English names in the files. */
const LudusBuiltinName ludus_medici_builtin_names[] = {
  { "medici-deck.json", N_("Medici deck (reconstructed)") },
  { NULL }
};
