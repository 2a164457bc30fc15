/* ludus-mykerinos-layout-season.c: reading a layout's seasons for its editor
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The core reads a season (ludus_mykerinos_season_read()); a draft it
 * refuses is still drawn, from what the file says, without adjacency.
 */

#define G_LOG_DOMAIN "ludus-editor"

#include <string.h>

#include "ludus-json.h"
#include "ludus-mykerinos-layout-season.h"

JsonArray *
ludus_mykerinos_layout_get_array (JsonObject *object,
                                  const char *member)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, member) : NULL;

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

guint
ludus_mykerinos_layout_n_slots (JsonObject *season)
{
  JsonArray *slots = ludus_mykerinos_layout_get_array (season, "slots");

  return slots != NULL ? MIN (json_array_get_length (slots), LUDUS_MYKERINOS_MAX_SLOTS) : 0;
}

JsonObject *
ludus_mykerinos_layout_get_slot (JsonObject *season,
                                 guint       slot)
{
  JsonArray *slots = ludus_mykerinos_layout_get_array (season, "slots");
  JsonNode *node;

  if (slots == NULL || slot >= json_array_get_length (slots))
    return NULL;
  node = json_array_get_element (slots, slot);
  return JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

int
ludus_mykerinos_layout_array_int (JsonArray *array,
                                  guint      index)
{
  JsonNode *node = index < json_array_get_length (array) ? json_array_get_element (array, index) : NULL;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return -1;
  return (int) CLAMP (json_node_get_int (node), -1, G_MAXINT);
}

/* A season the core refuses (overlapping slots, a slot in no area...):
 * its slots where the file puts them, and areas as far as they go. */
static void
read_season_leniently (JsonObject           *object,
                       LudusMykerinosSeason *season)
{
  JsonArray *areas = ludus_mykerinos_layout_get_array (object, "areas");
  gboolean used[LUDUS_MYKERINOS_MAX_SLOTS] = { FALSE };
  int alone = -1;

  memset (season, 0, sizeof *season);
  season->n_slots = ludus_mykerinos_layout_n_slots (object);
  for (guint i = 0; i < season->n_slots; i++)
    {
      JsonObject *item = ludus_mykerinos_layout_get_slot (object, i);
      LudusMykerinosSlot *slot = &season->slots[i];

      if (item != NULL)
        {
          slot->x = CLAMP (ludus_json_peek_int (item, "x", 0), 0, LUDUS_MYKERINOS_LAYOUT_MAX_COORDINATE);
          slot->y = CLAMP (ludus_json_peek_int (item, "y", 0), 0, LUDUS_MYKERINOS_LAYOUT_MAX_COORDINATE);
          slot->portrait = g_strcmp0 (ludus_json_peek_string (item, "orientation", ""),
                                      "portrait") == 0;
        }
      for (guint k = 0; k < 6; k++)
        {
          guint x, y;

          ludus_mykerinos_slot_space_cell (slot, k, &x, &y);
          season->space_x[i * 6 + k] = x;
          season->space_y[i * 6 + k] = y;
          season->width = MAX (season->width, x + 1);
          season->height = MAX (season->height, y + 1);
        }
    }
  for (guint a = 0; areas != NULL && a < json_array_get_length (areas); a++)
    {
      JsonNode *node = json_array_get_element (areas, a);
      JsonArray *pair = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
      int first = pair != NULL ? ludus_mykerinos_layout_array_int (pair, 0) : -1;
      int second = pair != NULL ? ludus_mykerinos_layout_array_int (pair, 1) : -1;

      if (first < 0 || second < 0 || first == second
          || first >= (int) season->n_slots || second >= (int) season->n_slots
          || used[first] || used[second])
        continue;
      used[first] = used[second] = TRUE;
      season->areas[season->n_areas][0] = first;
      season->areas[season->n_areas][1] = second;
      season->slot_area[first] = season->slot_area[second] = season->n_areas;
      season->n_areas++;
    }
  /* Slots in no area make areas of their own, to be drawn. */
  for (guint i = 0; i <= season->n_slots; i++)
    {
      if (i < season->n_slots && used[i])
        continue;
      if (alone < 0 && i < season->n_slots)
        {
          alone = i;
          continue;
        }
      if (alone < 0)
        break;
      season->areas[season->n_areas][0] = alone;
      season->areas[season->n_areas][1] = i < season->n_slots ? i : (guint) alone;
      season->slot_area[alone] = season->n_areas;
      if (i < season->n_slots)
        season->slot_area[i] = season->n_areas;
      season->n_areas++;
      alone = -1;
    }
}

gboolean
ludus_mykerinos_layout_read_season (JsonObject           *object,
                                    guint                 index,
                                    LudusMykerinosSeason *season)
{
  g_autofree char *path = g_strdup_printf ("seasons[%u]", index);

  if (object != NULL && ludus_mykerinos_season_read (season, object, path, NULL))
    return TRUE;
  read_season_leniently (object, season);
  return FALSE;
}

int
ludus_mykerinos_layout_area_of (const LudusMykerinosSeason *season,
                                int                         slot)
{
  for (guint a = 0; slot >= 0 && a < season->n_areas; a++)
    if (season->areas[a][0] == slot || season->areas[a][1] == slot)
      return a;
  return -1;
}

guint32
ludus_mykerinos_layout_touching (const LudusMykerinosSeason *season,
                                 guint                       slot)
{
  guint32 slots = 0;

  for (guint e = 0; e < season->n_edges; e++)
    {
      guint a = season->edges[e][0] / 6, b = season->edges[e][1] / 6;

      if (a == slot && b != slot)
        slots |= 1u << b;
      else if (b == slot && a != slot)
        slots |= 1u << a;
    }
  return slots;
}

char *
ludus_mykerinos_layout_numbers (guint32 bits
                                )
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < 32; i++)
    if ((bits >> i) & 1)
      g_string_append_printf (text, text->len > 0 ? ", %u" : "%u", i + 1);
  if (text->len == 0)
    {
      g_string_free (text, TRUE);
      return NULL;
    }
  return g_string_free (text, FALSE);
}
