/* ludus-mykerinos-content.c: decks and layouts, validated and compiled
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-mykerinos-content"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-json.h"
#include "ludus-mykerinos-content-limits.h"
#include "ludus-mykerinos-private.h"

#define DEFAULT_LAYOUT RESOURCE_BASE "/content/mykerinos-layout-standard.json"

/* "P../..P": row 0, a slash, row 1; P is a pyramid, . an empty space. */
static gboolean
parse_pattern (const char *pattern,
               guint8     *pyramids)
{
  guint8 bits = 0;

  if (strlen (pattern) != 7 || pattern[3] != '/')
    return FALSE;
  for (guint i = 0; i < 7; i++)
    {
      guint k = i < 3 ? i : i - 1;

      if (i == 3)
        continue;
      if (pattern[i] == 'P')
        bits |= 1 << k;
      else if (pattern[i] != '.')
        return FALSE;
    }
  *pyramids = bits;
  return TRUE;
}

const guint8 ludus_mykerinos_prestiges[LUDUS_MYKERINOS_N_PRESTIGES] = { 0, 2, 3, 5 };

guint
ludus_mykerinos_prestige_index (guint prestige)
{
  for (guint p = 0; p < LUDUS_MYKERINOS_N_PRESTIGES; p++)
    if (prestige <= ludus_mykerinos_prestiges[p])
      return p;
  return LUDUS_MYKERINOS_N_PRESTIGES - 1;
}

void
ludus_mykerinos_pattern_format (guint8 pyramids,
                                char   pattern[8])
{
  memcpy (pattern, ".../...", 8);
  for (guint k = 0; k < LUDUS_MYKERINOS_CARD_SPACES; k++)
    if ((pyramids >> k) & 1)
      pattern[k < 3 ? k : k + 1] = 'P';
}

const char *
ludus_mykerinos_card_from_draft (JsonNode           *node,
                                 LudusMykerinosCard *card)
{
  JsonObject *object;
  const char *patron, *pattern;

  g_return_val_if_fail (card != NULL, "");

  memset (card, 0, sizeof *card);
  card->patron = LUDUS_MYKERINOS_PATRON_NONE;
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return "";
  object = json_node_get_object (node);
  patron = ludus_json_peek_string (object, "patron", "none");
  for (guint i = 0; i < LUDUS_MYKERINOS_N_PATRONS; i++)
    if (g_strcmp0 (patron, ludus_mykerinos_patron_ids[i]) == 0)
      card->patron = i;
  /* One digit, what the cartouche shows: a wrong prestige is seen as it is. */
  card->prestige = CLAMP (ludus_json_peek_int (object, "prestige", 0), 0, 9);
  pattern = ludus_json_peek_string (object, "pattern", "");
  for (guint i = 0, k = 0; pattern[i] != '\0' && k < LUDUS_MYKERINOS_CARD_SPACES; i++)
    {
      if (pattern[i] == '/')
        continue;
      if (pattern[i] == 'P')
        card->pyramids |= 1 << k;
      k++;
    }
  return ludus_json_peek_string (object, "id", "");
}

static gboolean
read_deck (LudusMykerinosContent  *content,
           JsonNode               *root,
           GError                **error)
{
  static const char * const patrons[] = {
    "violet", "lemon", "brown", "blackmore", "tangerine", "none", NULL
  };
  JsonObject *object;
  JsonArray *cards;
  const char *name;

  if (!ludus_json_check_content (root, "mykerinos", "deck", NULL, error))
    return FALSE;
  object = json_node_get_object (root);
  if (!ludus_json_get_string (object, "", "name", &name, error))
    return FALSE;
  cards = ludus_json_get_array (object, "", "cards", 1, LUDUS_MYKERINOS_MAX_CARDS, error);
  if (cards == NULL)
    return FALSE;

  content->deck_name = g_strdup (name);
  content->n_cards = json_array_get_length (cards);
  content->cards = g_new0 (LudusMykerinosCard, content->n_cards);
  for (guint i = 0; i < content->n_cards; i++)
    {
      LudusMykerinosCard *card = &content->cards[i];
      g_autofree char *path = ludus_json_path_index ("cards", i);
      JsonObject *item = ludus_json_array_object (cards, "cards", i, error);
      const char *id;
      const char *pattern;
      gint64 prestige;
      guint patron;

      if (item == NULL
          || !ludus_json_get_string (item, path, "id", &id, error)
          || !ludus_json_get_choice (item, path, "patron", patrons, &patron, error)
          || !ludus_json_get_int (item, path, "prestige", G_MININT32, G_MAXINT32,
                                  &prestige, error)
          || !ludus_json_get_string (item, path, "pattern", &pattern, error))
        return FALSE;

      if (prestige < 0 || prestige > G_MAXUINT8
          || ludus_mykerinos_prestiges[ludus_mykerinos_prestige_index (prestige)] != prestige)
        {
          g_autofree char *where = ludus_json_path_member (path, "prestige");
          g_autofree char *message =
            g_strdup_printf (_("expected 0, 2, 3 or 5, got %d"), (int) prestige);

          ludus_json_set_error (error, where, message);
          return FALSE;
        }
      if (!parse_pattern (pattern, &card->pyramids))
        {
          g_autofree char *where = ludus_json_path_member (path, "pattern");
          g_autofree char *message =
            /* Translators: keep “P” and “.” as they are: they are the file's syntax. */
            g_strdup_printf (_("expected two rows of three spaces (P a pyramid, . empty) such as “P../..P”, got “%s”"),
                             pattern);

          ludus_json_set_error (error, where, message);
          return FALSE;
        }
      for (guint j = 0; j < i; j++)
        if (strcmp (content->cards[j].id, id) == 0)
          {
            g_autofree char *where = ludus_json_path_member (path, "id");
            g_autofree char *message =
              g_strdup_printf (_("“%s” is already the id of card %u"), id, j + 1);

            ludus_json_set_error (error, where, message);
            return FALSE;
          }
      card->id = g_strdup (id);
      card->patron = patron;
      card->prestige = prestige;
    }
  return TRUE;
}

/**
 * ludus_mykerinos_slot_space_cell:
 *
 * The grid cell of space @k (card space r * 3 + c) of @slot.
 */
void
ludus_mykerinos_slot_space_cell (const LudusMykerinosSlot *slot,
                                 guint                     k,
                                 guint                    *x,
                                 guint                    *y)
{
  guint r = k / 3, c = k % 3;

  if (slot->portrait)
    {
      *x = slot->x + 1 - r;
      *y = slot->y + c;
    }
  else
    {
      *x = slot->x + c;
      *y = slot->y + r;
    }
}

int
ludus_mykerinos_season_space_at (const LudusMykerinosSeason *season,
                                 guint                       x,
                                 guint                       y)
{
  for (guint s = 0; s < season->n_slots * 6; s++)
    if (season->space_x[s] == x && season->space_y[s] == y)
      return s;
  return -1;
}

/* The season's sets of spaces: all, each area's, each space's neighbours
 * (and the edges between neighbours). */
static void
compute_space_sets (LudusMykerinosSeason *season)
{
  static const int dx[] = { 0, 1, 0, -1 };
  static const int dy[] = { -1, 0, 1, 0 };
  gint16 grid[LUDUS_MYKERINOS_MAX_GRID + 3][LUDUS_MYKERINOS_MAX_GRID + 3];
  guint n_spaces = season->n_slots * 6;

  memset (grid, 0xff, sizeof grid);
  for (guint s = 0; s < n_spaces; s++)
    grid[season->space_y[s]][season->space_x[s]] = s;

  season->n_edges = 0;
  memset (&season->all_spaces, 0, sizeof season->all_spaces);
  memset (season->area_spaces, 0, sizeof season->area_spaces);
  for (guint s = 0; s < n_spaces; s++)
    {
      bits_set (&season->all_spaces, s);
      bits_set (&season->area_spaces[season->slot_area[s / 6]], s);
      season->n_adjacent[s] = 0;
      memset (&season->adjacent_bits[s], 0, sizeof season->adjacent_bits[s]);
      for (guint d = 0; d < 4; d++)
        {
          int x = season->space_x[s] + dx[d];
          int y = season->space_y[s] + dy[d];
          int t;

          if (x < 0 || y < 0)
            continue;
          t = grid[y][x];
          if (t < 0)
            continue;
          season->adjacent[s][season->n_adjacent[s]++] = t;
          bits_set (&season->adjacent_bits[s], t);
          if ((guint) t > s)
            {
              season->edges[season->n_edges][0] = s;
              season->edges[season->n_edges][1] = t;
              season->n_edges++;
            }
        }
    }
}

/**
 * ludus_mykerinos_season_read:
 * @season: filled with the season, its spaces and their adjacency
 * @object: one season of a layout
 * @path: @object's JSON path, for the error
 * @error: the problem, with its JSON path
 *
 * Reads and checks one season of a layout, as the layout's loader does
 * (the editor draws each season on its own).
 *
 * Returns: whether the season is valid
 */
gboolean
ludus_mykerinos_season_read (LudusMykerinosSeason  *season,
                             JsonObject            *object,
                             const char            *path,
                             GError               **error)
{
  static const char * const orientations[] = { "landscape", "portrait", NULL };
  gint16 grid[LUDUS_MYKERINOS_MAX_GRID + 3][LUDUS_MYKERINOS_MAX_GRID + 3];
  gint8 area_of[LUDUS_MYKERINOS_MAX_SLOTS];
  g_autofree char *slots_path = ludus_json_path_member (path, "slots");
  g_autofree char *areas_path = ludus_json_path_member (path, "areas");
  JsonArray *slots;
  JsonArray *areas;

  slots = ludus_json_get_array (object, path, "slots", 2, LUDUS_MYKERINOS_MAX_SLOTS, error);
  if (slots == NULL)
    return FALSE;
  memset (grid, 0xff, sizeof grid);
  season->n_slots = json_array_get_length (slots);
  season->width = season->height = 0;
  for (guint i = 0; i < season->n_slots; i++)
    {
      LudusMykerinosSlot *slot = &season->slots[i];
      g_autofree char *slot_path = ludus_json_path_index (slots_path, i);
      JsonObject *item = ludus_json_array_object (slots, slots_path, i, error);
      gint64 x, y;
      guint orientation;

      if (item == NULL
          || !ludus_json_get_int (item, slot_path, "x", 0, LUDUS_MYKERINOS_MAX_GRID - 1, &x, error)
          || !ludus_json_get_int (item, slot_path, "y", 0, LUDUS_MYKERINOS_MAX_GRID - 1, &y, error)
          || !ludus_json_get_choice (item, slot_path, "orientation", orientations,
                                     &orientation, error))
        return FALSE;
      slot->x = x;
      slot->y = y;
      slot->portrait = orientation == 1;

      for (guint k = 0; k < 6; k++)
        {
          guint sx, sy;

          ludus_mykerinos_slot_space_cell (slot, k, &sx, &sy);
          if (grid[sy][sx] >= 0)
            {
              g_autofree char *message =
                /* Translators: slots are numbered from 1, as in the editor:
                 * "slot 4 overlaps slot 3 at x 5, y 1" */
                g_strdup_printf (_("slot %u overlaps slot %d at x %u, y %u"),
                                 i + 1, grid[sy][sx] / 6 + 1, sx, sy);

              ludus_json_set_error (error, slot_path, message);
              return FALSE;
            }
          grid[sy][sx] = i * 6 + k;
          season->space_x[i * 6 + k] = sx;
          season->space_y[i * 6 + k] = sy;
          season->width = MAX (season->width, sx + 1);
          season->height = MAX (season->height, sy + 1);
        }
    }

  areas = ludus_json_get_array (object, path, "areas", 1, LUDUS_MYKERINOS_MAX_AREAS, error);
  if (areas == NULL)
    return FALSE;
  memset (area_of, -1, sizeof area_of);
  season->n_areas = json_array_get_length (areas);
  for (guint a = 0; a < season->n_areas; a++)
    {
      g_autofree char *area_path = ludus_json_path_index (areas_path, a);
      JsonNode *node = json_array_get_element (areas, a);
      JsonArray *pair;

      if (!JSON_NODE_HOLDS_ARRAY (node)
          || json_array_get_length (pair = json_node_get_array (node)) != 2)
        {
          ludus_json_set_error (error, area_path, _("expected an array of two slot numbers"));
          return FALSE;
        }
      for (guint k = 0; k < 2; k++)
        {
          g_autofree char *where = ludus_json_path_index (area_path, k);
          gint64 slot;

          if (!ludus_json_array_int (pair, area_path, k, 0, season->n_slots - 1, &slot, error))
            return FALSE;
          if (area_of[slot] >= 0)
            {
              g_autofree char *message =
                g_strdup_printf (_("slot %d is already in areas[%d]"), (int) slot, area_of[slot]);

              ludus_json_set_error (error, where, message);
              return FALSE;
            }
          area_of[slot] = a;
          season->areas[a][k] = slot;
          season->slot_area[slot] = a;
        }
    }
  for (guint i = 0; i < season->n_slots; i++)
    if (area_of[i] < 0)
      {
        g_autofree char *message = g_strdup_printf (_("slot %u is in no area"), i);

        ludus_json_set_error (error, areas_path, message);
        return FALSE;
      }

  compute_space_sets (season);
  return TRUE;
}

static gboolean
read_layout (LudusMykerinosContent  *content,
             JsonNode               *root,
             GError                **error)
{
  JsonObject *object;
  JsonArray *seasons;
  const char *name;

  if (!ludus_json_check_content (root, "mykerinos", "layout", NULL, error))
    return FALSE;
  object = json_node_get_object (root);
  if (!ludus_json_get_string (object, "", "name", &name, error))
    return FALSE;
  seasons = ludus_json_get_array (object, "", "seasons", LUDUS_MYKERINOS_N_SEASONS,
                                  LUDUS_MYKERINOS_N_SEASONS, error);
  if (seasons == NULL)
    return FALSE;

  content->layout_name = g_strdup (name);
  content->n_slots = 0;
  for (guint i = 0; i < LUDUS_MYKERINOS_N_SEASONS; i++)
    {
      g_autofree char *path = ludus_json_path_index ("seasons", i);
      JsonObject *item = ludus_json_array_object (seasons, "seasons", i, error);

      if (item == NULL || !ludus_mykerinos_season_read (&content->seasons[i], item, path, error))
        return FALSE;
      content->n_slots += content->seasons[i].n_slots;
    }
  return TRUE;
}

static JsonNode *
load_default_layout (GError **error)
{
  g_autoptr(GBytes) bytes = NULL;

  bytes = g_resources_lookup_data (DEFAULT_LAYOUT, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;
  return ludus_json_parse_data (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                LUDUS_JSON_FILE_LAYOUT, error);
}

LudusMykerinosContent *
ludus_mykerinos_content_new (JsonNode  *deck,
                             JsonNode  *layout,
                             GError   **error)
{
  LudusMykerinosContent *content = g_new0 (LudusMykerinosContent, 1);
  g_autoptr(JsonNode) default_layout = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (deck != NULL, NULL);

  if (layout == NULL)
    {
      default_layout = load_default_layout (error);
      if (default_layout == NULL)
        goto fail;
      layout = default_layout;
    }

  if (!read_deck (content, deck, &local_error))
    {
      g_set_error_literal (error, LUDUS_CONTENT_ERROR, LUDUS_CONTENT_ERROR_DECK, local_error->message);
      goto fail;
    }
  if (!read_layout (content, layout, &local_error))
    {
      g_set_error_literal (error, LUDUS_CONTENT_ERROR, LUDUS_CONTENT_ERROR_LAYOUT, local_error->message);
      goto fail;
    }

  if (content->n_cards < content->n_slots)
    {
      /* The path is the deck's (see LUDUS_CONTENT_ERROR_MISMATCH). */
      g_autofree char *message =
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                      "the layout “%s” has %u card slots but the deck has only %u card",
                                      "the layout “%s” has %u card slots but the deck has only %u cards",
                                      content->n_cards),
                         content->layout_name, content->n_slots, content->n_cards);

      ludus_json_set_error (&local_error, "cards", message);
      g_set_error_literal (error, LUDUS_CONTENT_ERROR, LUDUS_CONTENT_ERROR_MISMATCH, local_error->message);
      goto fail;
    }
  return content;

fail:
  ludus_mykerinos_content_free (content);
  return NULL;
}

void
ludus_mykerinos_content_free (LudusMykerinosContent *content)
{
  if (content == NULL)
    return;
  for (guint i = 0; content->cards != NULL && i < content->n_cards; i++)
    g_free (content->cards[i].id);
  g_free (content->cards);
  g_free (content->deck_name);
  g_free (content->layout_name);
  g_free (content);
}

/* The names of the built-in decks and layouts (data/content/), which
 * keep their English names in the files. */
const LudusBuiltinName ludus_mykerinos_builtin_names[] = {
  { "mykerinos-deck.json", N_("Default deck") },
  /* TRANSLATORS: the name of a built-in Mykerinos layout, cards standing upright */
  { "mykerinos-layout-portrait.json", N_("portrait") },
  /* TRANSLATORS: the name of the built-in Mykerinos layout of the rulebook */
  { "mykerinos-layout-standard.json", N_("standard") },
  /* TRANSLATORS: the name of a built-in Mykerinos layout, cards in a long row */
  { "mykerinos-layout-strip.json", N_("strip") },
  { NULL }
};
