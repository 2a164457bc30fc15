/* ludus-thebes-content.c: reading and validating the Thebes deck and layout
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-thebes-content"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-json.h"
#include "ludus-thebes-content-limits.h"
#include "ludus-thebes-private.h"

static const char * const place_ids[] = {
  "LON", "PAR", "BER", "WAR", "MOS", "VIE", "ROM", "GRE", "CRE", "EGY", "PAL", "MES", NULL
};

static const char * const place_names[] = {
  N_("London"), N_("Paris"), N_("Berlin"), N_("Warsaw"), N_("Moscow"), N_("Vienna"), N_("Rome"),
  N_("Greece"), N_("Crete"), N_("Egypt"), N_("Palestine"), N_("Mesopotamia"),
};

static const char * const site_ids[] = { "GRE", "CRE", "EGY", "PAL", "MES", NULL };

static const char * const site_colours[] = {
  N_("orange"), N_("purple"), N_("yellow"), N_("green"), N_("blue"),
};

/* The research card types a deck may hold (exhibitions have their own list). */
static const char * const card_type_ids[] = {
  "specialized", "general", "rumour", "assistant", "shovel", "car", "zeppelin",
  "special-permit", "congress", NULL
};

static const char * const card_type_names[] = {
  N_("specialized knowledge"), N_("general knowledge"), N_("rumours"), N_("assistant"),
  N_("shovel"), N_("car"), N_("zeppelin"), N_("special permit"), N_("congress"),
  N_("exhibition"),
};

G_STATIC_ASSERT (G_N_ELEMENTS (place_names) == LUDUS_THEBES_N_PLACES);
G_STATIC_ASSERT (G_N_ELEMENTS (card_type_names) == LUDUS_THEBES_N_CARD_TYPES);

const char *
ludus_thebes_place_id (LudusThebesPlace place)
{
  g_return_val_if_fail (place < LUDUS_THEBES_N_PLACES, NULL);
  return place_ids[place];
}

int
ludus_thebes_place_from_id (const char *id)
{
  for (guint p = 0; id != NULL && p < LUDUS_THEBES_N_PLACES; p++)
    if (g_str_equal (id, place_ids[p]))
      return p;
  return -1;
}

static guint8
draft_site (JsonObject *object)
{
  int place = ludus_thebes_place_from_id (ludus_json_peek_string (object, "site", ""));

  return LUDUS_THEBES_PLACE_IS_SITE (place) ? place - LUDUS_THEBES_FIRST_SITE : 0;
}

/* A draft's number as the card's drawing can show it: two digits, so that
 * a wrong value is seen as it is, beside the problem saying why. */
static guint8
draft_int (JsonObject *object,
           const char *member)
{
  return CLAMP (ludus_json_peek_int (object, member, 0), 0, 99);
}

void
ludus_thebes_card_from_draft (JsonNode        *node,
                              gboolean         exhibition,
                              LudusThebesCard *card)
{
  JsonObject *object;
  const char *type;
  int city;

  g_return_if_fail (card != NULL);

  memset (card, 0, sizeof *card);
  card->type = exhibition ? LUDUS_THEBES_CARD_EXHIBITION : LUDUS_THEBES_CARD_CONGRESS;
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return;
  object = json_node_get_object (node);
  city = ludus_thebes_place_from_id (ludus_json_peek_string (object, "city", ""));
  card->city = city >= 0 ? city : 0;
  card->weeks = draft_int (object, "weeks");
  if (exhibition)
    {
      JsonNode *requires = json_object_get_member (object, "requires");

      card->large = g_strcmp0 (ludus_json_peek_string (object, "size", ""), "large") == 0;
      card->value = draft_int (object, "points");
      for (guint s = 0; requires != NULL && JSON_NODE_HOLDS_OBJECT (requires) && s < LUDUS_THEBES_N_SITES; s++)
        card->requires[s] = draft_int (json_node_get_object (requires), site_ids[s]);
      return;
    }
  type = ludus_json_peek_string (object, "type", "");
  for (guint t = 0; card_type_ids[t] != NULL; t++)
    if (g_str_equal (type, card_type_ids[t]))
      card->type = t;
  card->site = draft_site (object);
  card->value = draft_int (object, "value");
}

const char *
ludus_thebes_place_name (LudusThebesPlace place)
{
  g_return_val_if_fail (place < LUDUS_THEBES_N_PLACES, NULL);
  return _(place_names[place]);
}

const char *
ludus_thebes_site_colour (LudusThebesSite site)
{
  g_return_val_if_fail (site < LUDUS_THEBES_N_SITES, NULL);
  return _(site_colours[site]);
}

const char *
ludus_thebes_card_type_id (LudusThebesCardType type)
{
  g_return_val_if_fail (type < LUDUS_THEBES_N_CARD_TYPES, NULL);
  return type == LUDUS_THEBES_CARD_EXHIBITION ? "exhibition" : card_type_ids[type];
}

const char *
ludus_thebes_card_type_name (LudusThebesCardType type)
{
  g_return_val_if_fail (type < LUDUS_THEBES_N_CARD_TYPES, NULL);
  return _(card_type_names[type]);
}

char *
ludus_thebes_card_describe (const LudusThebesContent *content,
                            guint                     card)
{
  const LudusThebesCard *c;
  const char *site;

  g_return_val_if_fail (content != NULL && card < content->n_cards, NULL);

  c = &content->cards[card];
  site = _(place_names[LUDUS_THEBES_SITE_PLACE (c->site)]);
  switch (c->type)
    {
    case LUDUS_THEBES_CARD_SPECIALIZED:
      /* Translators: “specialized knowledge of Egypt 3” */
      return g_strdup_printf (_("specialized knowledge of %s %u"), site, c->value);
    case LUDUS_THEBES_CARD_GENERAL:
      /* Translators: “general knowledge 2” */
      return g_strdup_printf (_("general knowledge %u"), c->value);
    case LUDUS_THEBES_CARD_RUMOUR:
      /* Translators: “rumours of Crete” */
      return g_strdup_printf (_("rumours of %s"), site);
    case LUDUS_THEBES_CARD_EXHIBITION:
      return g_strdup_printf (c->large ? _("large exhibition in %s") : _("small exhibition in %s"),
                              _(place_names[c->city]));
    default:
      return g_strdup (_(card_type_names[c->type]));
    }
}

static int
find_id (const char * const *ids,
         const char         *id)
{
  for (int i = 0; ids[i] != NULL; i++)
    if (strcmp (ids[i], id) == 0)
      return i;
  return -1;
}

/* A place id that must name a city. */
static gboolean
get_city (JsonObject *object,
          const char *path,
          const char *member,
          guint8     *city,
          GError    **error)
{
  guint index;

  if (!ludus_json_get_choice (object, path, member, place_ids, &index, error))
    return FALSE;
  if (LUDUS_THEBES_PLACE_IS_SITE (index))
    {
      g_autofree char *where = ludus_json_path_member (path, member);
      g_autofree char *message = g_strdup_printf (_("“%s” is a dig site, expected a city"),
                                                  place_ids[index]);
      ludus_json_set_error (error, where, message);
      return FALSE;
    }
  *city = index;
  return TRUE;
}

static gboolean
get_site (JsonObject *object,
          const char *path,
          const char *member,
          guint8     *site,
          GError    **error)
{
  guint index;

  if (!ludus_json_get_choice (object, path, member, site_ids, &index, error))
    return FALSE;
  *site = index;
  return TRUE;
}

static gboolean
read_places (JsonObject         *root,
             LudusThebesContent *content,
             GError            **error)
{
  static const char * const kinds[] = { "city", "site", NULL };
  JsonArray *places;
  gboolean seen[LUDUS_THEBES_N_PLACES] = { FALSE };
  guint n;

  if ((places = ludus_json_get_array (root, "", "places", 1, 32, error)) == NULL)
    return FALSE;
  n = json_array_get_length (places);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = ludus_json_path_index ("places", i);
      JsonObject *object;
      const char *id;
      guint kind;
      gint64 x, y;
      int place;

      if ((object = ludus_json_array_object (places, "places", i, error)) == NULL ||
          !ludus_json_get_string (object, path, "id", &id, error))
        return FALSE;
      if ((place = find_id (place_ids, id)) < 0 || seen[place])
        {
          g_autofree char *where = ludus_json_path_member (path, "id");
          g_autofree char *message = place < 0 ? g_strdup_printf (_("unknown place “%s”"), id)
                                               : g_strdup_printf (_("place “%s” appears twice"), id);
          ludus_json_set_error (error, where, message);
          return FALSE;
        }
      seen[place] = TRUE;
      if (!ludus_json_get_choice (object, path, "kind", kinds, &kind, error))
        return FALSE;
      if ((kind == 1) != LUDUS_THEBES_PLACE_IS_SITE (place))
        {
          g_autofree char *where = ludus_json_path_member (path, "kind");
          g_autofree char *message = g_strdup_printf (_("expected “%s” for %s, got “%s”"),
                                                      kinds[LUDUS_THEBES_PLACE_IS_SITE (place)],
                                                      id, kinds[kind]);
          ludus_json_set_error (error, where, message);
          return FALSE;
        }
      if (!ludus_json_get_int (object, path, "x", 0, LUDUS_THEBES_MAX_COORDINATE, &x, error) ||
          !ludus_json_get_int (object, path, "y", 0, LUDUS_THEBES_MAX_COORDINATE, &y, error))
        return FALSE;
      /* Two places at one point could not be told apart on the board. */
      for (guint other = 0; other < LUDUS_THEBES_N_PLACES; other++)
        if (seen[other] && other != (guint) place &&
            content->places[other].x == x && content->places[other].y == y)
          {
            g_autofree char *message = g_strdup_printf (_("“%s” is at the same point (%d, %d) as “%s”"),
                                                        id, (int) x, (int) y, place_ids[other]);
            ludus_json_set_error (error, path, message);
            return FALSE;
          }
      content->places[place].is_site = kind;
      content->places[place].x = x;
      content->places[place].y = y;
    }

  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    if (!seen[p])
      {
        g_autofree char *message = g_strdup_printf (_("place “%s” is missing"), place_ids[p]);
        ludus_json_set_error (error, "places", message);
        return FALSE;
      }
  return TRUE;
}

static gboolean
read_roads (JsonObject         *root,
            LudusThebesContent *content,
            GError            **error)
{
  JsonArray *roads;

  if ((roads = ludus_json_get_array (root, "", "roads", 1, LUDUS_THEBES_MAX_ROADS, error)) == NULL)
    return FALSE;
  content->n_roads = json_array_get_length (roads);
  for (guint i = 0; i < content->n_roads; i++)
    {
      g_autofree char *path = ludus_json_path_index ("roads", i);
      JsonNode *node = json_array_get_element (roads, i);
      JsonArray *ends;

      if (!JSON_NODE_HOLDS_ARRAY (node) ||
          json_array_get_length (ends = json_node_get_array (node)) != 2)
        {
          ludus_json_set_error (error, path, _("expected an array of two places"));
          return FALSE;
        }
      for (guint e = 0; e < 2; e++)
        {
          const char *id = ludus_json_array_string (ends, path, e, error);
          int place;

          if (id == NULL)
            return FALSE;
          if ((place = find_id (place_ids, id)) < 0)
            {
              g_autofree char *where = ludus_json_path_index (path, e);
              g_autofree char *message = g_strdup_printf (_("road to nowhere: unknown place “%s”"), id);
              ludus_json_set_error (error, where, message);
              return FALSE;
            }
          content->roads[i][e] = place;
        }
      if (content->roads[i][0] == content->roads[i][1])
        {
          ludus_json_set_error (error, path, _("a road must join two different places"));
          return FALSE;
        }
      for (guint j = 0; j < i; j++)
        if ((content->roads[j][0] == content->roads[i][0] && content->roads[j][1] == content->roads[i][1]) ||
            (content->roads[j][0] == content->roads[i][1] && content->roads[j][1] == content->roads[i][0]))
          {
            /* Translators: roads numbered from 1, as the editor shows them */
            g_autofree char *message = g_strdup_printf (_("the same road as road %u"), j + 1);
            ludus_json_set_error (error, path, message);
            return FALSE;
          }
    }

  ludus_thebes_content_compute_distances (content);
  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    if (content->distance[content->start][p] == LUDUS_THEBES_NONE)
      {
        g_autofree char *message = g_strdup_printf (_("the map is not connected: “%s” cannot be reached from “%s”"),
                                                    ludus_thebes_place_name (p), ludus_thebes_place_name (content->start));
        ludus_json_set_error (error, "roads", message);
        return FALSE;
      }
  return TRUE;
}

/**
 * ludus_thebes_content_compute_distances:
 * @content: a content whose roads and n_roads are set
 *
 * Fills @content's distance table from its roads: the shortest path in
 * steps (every road is one week), %LUDUS_THEBES_NONE where there is none.
 * The loader calls it; the map editor calls it on a draft map.
 */
void
ludus_thebes_content_compute_distances (LudusThebesContent *content)
{
  guint8 queue[LUDUS_THEBES_N_PLACES];

  g_return_if_fail (content != NULL);

  /* One breadth-first search per place. */
  memset (content->distance, LUDUS_THEBES_NONE, sizeof content->distance);
  for (guint from = 0; from < LUDUS_THEBES_N_PLACES; from++)
    {
      guint head = 0, tail = 0;

      content->distance[from][from] = 0;
      queue[tail++] = from;
      while (head < tail)
        {
          guint here = queue[head++];

          for (guint r = 0; r < content->n_roads; r++)
            for (guint e = 0; e < 2; e++)
              if (content->roads[r][e] == here)
                {
                  guint there = content->roads[r][1 - e];

                  if (there < LUDUS_THEBES_N_PLACES &&
                      content->distance[from][there] == LUDUS_THEBES_NONE)
                    {
                      content->distance[from][there] = content->distance[from][here] + 1;
                      queue[tail++] = there;
                    }
                }
        }
    }
}

/**
 * ludus_thebes_content_route:
 * @route: (out caller-allocates) (array length=max): the places from @from
 *   to @to along the roads, both included
 * @max: the room in @route; LUDUS_THEBES_N_PLACES always fits
 *
 * One shortest way by road from @from to @to, for the views to move an
 * archaeologist city by city: the one the distances count.
 *
 * Returns: how many places @route holds, 0 if @to cannot be reached
 */
guint
ludus_thebes_content_route (const LudusThebesContent *content,
                            guint                     from,
                            guint                     to,
                            guint8                   *route,
                            guint                     max)
{
  guint n = 0, here = from;

  g_return_val_if_fail (content != NULL, 0);
  g_return_val_if_fail (from < LUDUS_THEBES_N_PLACES && to < LUDUS_THEBES_N_PLACES, 0);
  g_return_val_if_fail (route != NULL, 0);

  if (content->distance[from][to] == LUDUS_THEBES_NONE || content->distance[from][to] + 1u > max)
    return 0;
  route[n++] = from;
  while (here != to)
    {
      guint next = here;

      /* A neighbour one step nearer: one exists while here is not to. */
      for (guint r = 0; r < content->n_roads && next == here; r++)
        for (guint e = 0; e < 2; e++)
          if (content->roads[r][e] == here && content->roads[r][1 - e] < LUDUS_THEBES_N_PLACES &&
              content->distance[content->roads[r][1 - e]][to] + 1u == content->distance[here][to])
            {
              next = content->roads[r][1 - e];
              break;
            }
      g_return_val_if_fail (next != here, 0);
      route[n++] = next;
      here = next;
    }
  return n;
}

static gboolean
read_wheel (JsonObject         *root,
            LudusThebesContent *content,
            GError            **error)
{
  JsonArray *rows;

  if ((rows = ludus_json_get_array (root, "", "wheel", LUDUS_THEBES_WHEEL_SIZE, LUDUS_THEBES_WHEEL_SIZE, error)) == NULL)
    return FALSE;
  for (guint k = 0; k < LUDUS_THEBES_WHEEL_SIZE; k++)
    {
      g_autofree char *path = ludus_json_path_index ("wheel", k);
      JsonNode *node = json_array_get_element (rows, k);
      JsonArray *row;
      guint length;

      if (!JSON_NODE_HOLDS_ARRAY (node) ||
          (length = json_array_get_length (row = json_node_get_array (node))) != LUDUS_THEBES_WHEEL_SIZE)
        {
          g_autofree char *message = NULL;

          if (!JSON_NODE_HOLDS_ARRAY (node))
            message = g_strdup (_("expected an array"));
          else
            message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "expected %u element, got %u",
                                                    "expected %u elements, got %u", LUDUS_THEBES_WHEEL_SIZE),
                                       LUDUS_THEBES_WHEEL_SIZE, length);
          ludus_json_set_error (error, path, message);
          return FALSE;
        }
      for (guint w = 0; w < LUDUS_THEBES_WHEEL_SIZE; w++)
        {
          gint64 tokens;

          if (!ludus_json_array_int (row, path, w, 0, LUDUS_THEBES_MAX_WHEEL_TOKENS, &tokens, error))
            return FALSE;
          content->wheel[k][w] = tokens;
        }
    }
  return TRUE;
}

static gboolean
read_layout (JsonNode           *layout,
             LudusThebesContent *content,
             GError            **error)
{
  JsonObject *root;
  const char *name;
  guint8 start;

  if (!ludus_json_check_content (layout, "thebes", "layout", &content->layout_provenance, error))
    return FALSE;
  root = json_node_get_object (layout);
  /* The expeditions start from a city: one cannot dig on arrival. */
  if (!ludus_json_get_string (root, "", "name", &name, error) ||
      !get_city (root, "", "start", &start, error) ||
      !read_places (root, content, error))
    return FALSE;
  content->layout_name = g_strdup (name);
  content->start = start;
  return read_roads (root, content, error) && read_wheel (root, content, error);
}

static gboolean
read_card (JsonObject      *object,
           const char      *path,
           LudusThebesCard *card,
           guint           *n_rumours,
           GError         **error)
{
  guint type;
  gint64 weeks, value;

  if (!get_city (object, path, "city", &card->city, error) ||
      !ludus_json_get_choice (object, path, "type", card_type_ids, &type, error) ||
      !ludus_json_get_int (object, path, "weeks", LUDUS_THEBES_MIN_WEEKS, LUDUS_THEBES_WHEEL_SIZE, &weeks, error))
    return FALSE;
  card->type = type;
  card->weeks = weeks;
  switch (type)
    {
    case LUDUS_THEBES_CARD_SPECIALIZED:
      if (!get_site (object, path, "site", &card->site, error))
        return FALSE;
      G_GNUC_FALLTHROUGH;
    case LUDUS_THEBES_CARD_GENERAL:
      if (!ludus_json_get_int (object, path, "value", LUDUS_THEBES_MIN_CARD_VALUE, LUDUS_THEBES_MAX_CARD_VALUE, &value, error))
        return FALSE;
      card->value = value;
      break;
    case LUDUS_THEBES_CARD_RUMOUR:
      if (!get_site (object, path, "site", &card->site, error))
        return FALSE;
      if (++*n_rumours > LUDUS_THEBES_MAX_RUMOURS)
        {
          g_autofree char *message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                   "at most %u rumour card is allowed",
                                                                   "at most %u rumour cards are allowed",
                                                                   LUDUS_THEBES_MAX_RUMOURS),
                                                      LUDUS_THEBES_MAX_RUMOURS);
          ludus_json_set_error (error, path, message);
          return FALSE;
        }
      break;
    default:
      break;
    }
  return TRUE;
}

static gboolean
read_exhibition (JsonObject      *object,
                 const char      *path,
                 LudusThebesCard *card,
                 GError         **error)
{
  static const char * const sizes[] = { "small", "large", NULL };
  g_autofree char *requires_path = ludus_json_path_member (path, "requires");
  JsonObject *requires;
  g_autoptr(GList) members = NULL;
  guint size;
  gint64 points, weeks;

  if (!get_city (object, path, "city", &card->city, error) ||
      !ludus_json_get_choice (object, path, "size", sizes, &size, error) ||
      !ludus_json_get_int (object, path, "points", 0, LUDUS_THEBES_MAX_POINTS, &points, error) ||
      !ludus_json_get_int (object, path, "weeks", LUDUS_THEBES_MIN_WEEKS, LUDUS_THEBES_WHEEL_SIZE, &weeks, error) ||
      (requires = ludus_json_get_object (object, path, "requires", error)) == NULL)
    return FALSE;
  card->type = LUDUS_THEBES_CARD_EXHIBITION;
  card->large = size;
  card->value = points;
  card->weeks = weeks;

  members = json_object_get_members (requires);
  if (members == NULL)
    {
      ludus_json_set_error (error, requires_path, _("expected at least one site"));
      return FALSE;
    }
  for (GList *l = members; l != NULL; l = l->next)
    {
      int site = find_id (site_ids, l->data);
      gint64 count;

      if (site < 0)
        {
          g_autofree char *message = g_strdup_printf (_("unknown site “%s”"), (const char *) l->data);
          ludus_json_set_error (error, requires_path, message);
          return FALSE;
        }
      if (!ludus_json_get_int (requires, requires_path, l->data, 1, LUDUS_THEBES_MAX_REQUIRED, &count, error))
        return FALSE;
      card->requires[site] = count;
    }
  return TRUE;
}

static gboolean
read_bags (JsonObject         *root,
           LudusThebesContent *content,
           GError            **error)
{
  JsonArray *bags;
  gboolean seen[LUDUS_THEBES_N_SITES] = { FALSE };

  if ((bags = ludus_json_get_array (root, "", "bags", LUDUS_THEBES_N_SITES, LUDUS_THEBES_N_SITES, error)) == NULL)
    return FALSE;
  for (guint i = 0; i < LUDUS_THEBES_N_SITES; i++)
    {
      g_autofree char *path = ludus_json_path_index ("bags", i);
      g_autofree char *artifacts_path = ludus_json_path_member (path, "artifacts");
      JsonObject *object;
      JsonArray *artifacts;
      guint8 site, knowledge, tokens[LUDUS_THEBES_BAG_TOKENS];
      gint64 general, dirt;
      guint n_artifacts, n = 0;
      gboolean has_bonus = FALSE;

      if ((object = ludus_json_array_object (bags, "bags", i, error)) == NULL ||
          !get_site (object, path, "site", &site, error))
        return FALSE;
      if (seen[site])
        {
          g_autofree char *where = ludus_json_path_member (path, "site");
          g_autofree char *message = g_strdup_printf (_("a second bag for “%s”"), site_ids[site]);
          ludus_json_set_error (error, where, message);
          return FALSE;
        }
      seen[site] = TRUE;
      if ((artifacts = ludus_json_get_array (object, path, "artifacts", 1, LUDUS_THEBES_BAG_TOKENS - 1, error)) == NULL ||
          !get_site (object, path, "knowledge", &knowledge, error) ||
          !ludus_json_get_int (object, path, "general", 0, LUDUS_THEBES_BAG_TOKENS, &general, error) ||
          !ludus_json_get_int (object, path, "dirt", 0, LUDUS_THEBES_BAG_TOKENS, &dirt, error))
        return FALSE;
      if (knowledge == site)
        {
          g_autofree char *where = ludus_json_path_member (path, "knowledge");
          ludus_json_set_error (error, where, _("the special-knowledge token must be for another site"));
          return FALSE;
        }

      n_artifacts = json_array_get_length (artifacts);
      if (n_artifacts + 1 + general + dirt != LUDUS_THEBES_BAG_TOKENS)
        {
          g_autofree char *message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                   "expected %u token (artifacts, one special-knowledge token, general-knowledge tokens and dirt), got %u",
                                                                   "expected %u tokens (artifacts, one special-knowledge token, general-knowledge tokens and dirt), got %u",
                                                                   LUDUS_THEBES_BAG_TOKENS),
                                                      LUDUS_THEBES_BAG_TOKENS,
                                                      (guint) (n_artifacts + 1 + general + dirt));
          ludus_json_set_error (error, path, message);
          return FALSE;
        }
      for (guint a = 0; a < n_artifacts; a++)
        {
          gint64 value;

          if (!ludus_json_array_int (artifacts, artifacts_path, a, 1, 15, &value, error))
            return FALSE;
          has_bonus |= value == 1;
          tokens[n++] = value;
        }
      if (!has_bonus)
        {
          ludus_json_set_error (error, artifacts_path, _("expected a 1-point artifact for the first-dig bonus"));
          return FALSE;
        }
      tokens[n++] = LUDUS_THEBES_TOKEN_BOOK | knowledge;
      for (gint64 g = 0; g < general; g++)
        tokens[n++] = LUDUS_THEBES_TOKEN_GENERAL;
      for (gint64 d = 0; d < dirt; d++)
        tokens[n++] = LUDUS_THEBES_TOKEN_DIRT;
      memcpy (content->bags[site], tokens, sizeof tokens);
    }
  return TRUE;
}

static gboolean
read_deck (JsonNode           *deck,
           LudusThebesContent *content,
           GError            **error)
{
  JsonObject *root;
  JsonArray *cards, *exhibitions;
  const char *name;
  guint n_rumours = 0;

  if (!ludus_json_check_content (deck, "thebes", "deck", &content->deck_provenance, error))
    return FALSE;
  root = json_node_get_object (deck);
  if (!ludus_json_get_string (root, "", "name", &name, error) ||
      (cards = ludus_json_get_array (root, "", "cards", 1, LUDUS_THEBES_MAX_RESEARCH, error)) == NULL ||
      (exhibitions = ludus_json_get_array (root, "", "exhibitions", 0, LUDUS_THEBES_MAX_EXHIBITIONS, error)) == NULL)
    return FALSE;
  content->deck_name = g_strdup (name);

  content->n_research = json_array_get_length (cards);
  for (guint i = 0; i < content->n_research; i++)
    {
      g_autofree char *path = ludus_json_path_index ("cards", i);
      JsonObject *object;

      if ((object = ludus_json_array_object (cards, "cards", i, error)) == NULL ||
          !read_card (object, path, &content->cards[i], &n_rumours, error))
        return FALSE;
    }

  content->n_exhibitions = json_array_get_length (exhibitions);
  content->n_cards = content->n_research + content->n_exhibitions;
  for (guint i = 0; i < content->n_exhibitions; i++)
    {
      g_autofree char *path = ludus_json_path_index ("exhibitions", i);
      JsonObject *object;

      if ((object = ludus_json_array_object (exhibitions, "exhibitions", i, error)) == NULL ||
          !read_exhibition (object, path, &content->cards[content->n_research + i], error))
        return FALSE;
    }

  return read_bags (root, content, error);
}

LudusThebesContent *
ludus_thebes_content_new (JsonNode *deck,
                          JsonNode *layout,
                          GError  **error)
{
  LudusThebesContent *content;
  g_autoptr(GError) local_error = NULL;
  LudusContentError at_fault;

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (layout == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("Thebes needs a layout (the map and the time wheel)"));
      return NULL;
    }

  content = g_new0 (LudusThebesContent, 1);
  /* Cards name the layout's places, but a card naming none is the deck's fault. */
  if (!read_layout (layout, content, &local_error))
    at_fault = LUDUS_CONTENT_ERROR_LAYOUT;
  else if (!read_deck (deck, content, &local_error))
    at_fault = LUDUS_CONTENT_ERROR_DECK;
  else
    return content;

  g_set_error_literal (error, LUDUS_CONTENT_ERROR, at_fault, local_error->message);
  ludus_thebes_content_free (content);
  return NULL;
}

void
ludus_thebes_content_free (LudusThebesContent *content)
{
  if (content == NULL)
    return;
  g_free (content->deck_name);
  g_free (content->layout_name);
  g_free (content);
}

guint
ludus_thebes_wheel (const LudusThebesContent *content,
                    guint                     knowledge,
                    guint                     weeks)
{
  g_return_val_if_fail (content != NULL, 0);

  return wheel_tokens (content, knowledge, weeks);
}

/* The names of the built-in decks and layouts (data/content/), which
 * keep their English names in the files. */
const LudusBuiltinName ludus_thebes_builtin_names[] = {
  { "thebes-deck.json", N_("Thebes") },
  { "thebes-layout.json", N_("Thebes") },
  { NULL }
};
