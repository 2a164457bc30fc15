/* ludus-content-problem.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-content-problem"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "ludus-content-problem.h"
#include "ludus-json.h"

G_DEFINE_BOXED_TYPE (LudusContentProblem, ludus_content_problem,
                     ludus_content_problem_copy, ludus_content_problem_free)

/**
 * ludus_content_problem_new:
 * @document: (nullable): "deck" or "layout"
 * @path: (nullable): the JSON path in @document (%NULL: "")
 * @message: the translated message, without the path
 *
 * Returns: (transfer full): a new problem
 */
LudusContentProblem *
ludus_content_problem_new (const char *document,
                           const char *path,
                           const char *message)
{
  LudusContentProblem *self;

  g_return_val_if_fail (message != NULL, NULL);

  self = g_new0 (LudusContentProblem, 1);
  self->document = g_strdup (document);
  self->path = g_strdup (path != NULL ? path : "");
  self->message = g_strdup (message);
  return self;
}

LudusContentProblem *
ludus_content_problem_copy (const LudusContentProblem *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return ludus_content_problem_new (self->document, self->path, self->message);
}

void
ludus_content_problem_free (LudusContentProblem *self)
{
  if (self == NULL)
    return;
  g_free (self->document);
  g_free (self->path);
  g_free (self->message);
  g_free (self);
}

/* Whether a and b (either may be NULL) say the same. */
gboolean
ludus_content_problem_equal (const LudusContentProblem *a,
                             const LudusContentProblem *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  return g_strcmp0 (a->document, b->document) == 0 &&
         g_strcmp0 (a->path, b->path) == 0 &&
         g_strcmp0 (a->message, b->message) == 0;
}

/* The player's words for the arrays and members of decks and layouts;
 * a member not listed shows as it is. */
/* One element of an array, numbered from 1 ("Card 13"), or NULL for an
 * array not listed. */
static char *
item_text (const char *member,
           guint       n)
{
  if (g_str_equal (member, "cards"))
    return g_strdup_printf (_("Card %u"), n);
  if (g_str_equal (member, "seasons"))
    return g_strdup_printf (_("Season %u"), n);
  if (g_str_equal (member, "slots"))
    return g_strdup_printf (_("Slot %u"), n);
  if (g_str_equal (member, "areas"))
    return g_strdup_printf (_("Area %u"), n);
  if (g_str_equal (member, "places"))
    return g_strdup_printf (_("Place %u"), n);
  if (g_str_equal (member, "roads"))
    return g_strdup_printf (_("Road %u"), n);
  if (g_str_equal (member, "exhibitions"))
    return g_strdup_printf (_("Exhibition %u"), n);
  return NULL;
}

static const struct
{
  const char *member;
  const char *word;
} member_words[] = {
  /* TRANSLATORS: the fields of a card or board, as the editor names them */
  { "symbols", N_("symbols") },
  { "value", N_("value") },
  { "goods", N_("goods") },
  { "green", N_("green flag") },
  { "id", N_("id") },
  { "name", N_("name") },
  { "patron", N_("patron") },
  { "prestige", N_("prestige") },
  { "orientation", N_("orientation") },
  { "weeks", N_("weeks") },
  { "points", N_("points") },
  { "site", N_("site") },
  { "city", N_("city") },
  { "type", N_("type") },
  { "bags", N_("bags") },
};

static const char *
member_word (const char *member)
{
  for (guint i = 0; i < G_N_ELEMENTS (member_words); i++)
    if (g_str_equal (member, member_words[i].member))
      return _(member_words[i].word);
  return member;
}

/**
 * ludus_content_problem_describe:
 * @self: a problem
 * @root: (nullable): the document it is in, for the cards' ids
 *
 * Says the problem in the player's words: where it is ("Card 13 (“g3”) ›
 * symbols" for "cards[12].symbols"), then what is wrong.  The path and the
 * checker's own text stay in ludus_content_problem_get_details().
 *
 * Returns: (transfer full): the text
 */
char *
ludus_content_problem_describe (const LudusContentProblem *self,
                                JsonNode                  *root)
{
  g_autoptr(GString) place = g_string_new (NULL);
  g_auto(GStrv) segments = NULL;
  JsonNode *node = root;

  g_return_val_if_fail (self != NULL, NULL);

  if (self->path == NULL || self->path[0] == '\0')
    return g_strdup (self->message);

  segments = g_strsplit (self->path, ".", -1);
  for (guint s = 0; segments[s] != NULL; s++)
    {
      const char *bracket = strchr (segments[s], '[');
      g_autofree char *member = g_strndup (segments[s], bracket != NULL ? (gsize) (bracket - segments[s])
                                                                         : strlen (segments[s]));

      if (place->len > 0)
        g_string_append (place, " › ");
      node = node != NULL && JSON_NODE_HOLDS_OBJECT (node)
             ? json_object_get_member (json_node_get_object (node), member) : NULL;
      g_autofree char *first = bracket != NULL ? item_text (member, 1) : NULL;

      if (first == NULL)
        {
          g_string_append (place, member_word (member));
          if (bracket != NULL)
            g_string_append (place, bracket);
          if (bracket != NULL)
            node = NULL;
          continue;
        }
      for (const char *index = bracket; index != NULL && *index == '['; index = strchr (index + 1, '['))
        {
          guint i = (guint) strtoul (index + 1, NULL, 10);
          /* An array in an array ("areas[1][0]"): its elements by number. */
          g_autofree char *item = index == bracket ? item_text (member, i + 1)
                                                   : g_strdup_printf ("%u", i + 1);
          const char *id;

          if (index != bracket)
            g_string_append (place, " › ");
          g_string_append (place, item);
          node = node != NULL && JSON_NODE_HOLDS_ARRAY (node) && i < json_array_get_length (json_node_get_array (node))
                 ? json_array_get_element (json_node_get_array (node), i) : NULL;
          id = node != NULL && JSON_NODE_HOLDS_OBJECT (node)
               ? ludus_json_peek_string (json_node_get_object (node), "id", NULL) : NULL;
          if (id != NULL && id[0] != '\0')
            g_string_append_printf (place, " (“%s”)", id);
        }
    }
  /* TRANSLATORS: where a problem is in a deck or board, then what it is:
   * "Card 13 (“g3”) › symbols: expected an integer from 0 to 2, got 5" */
  return g_strdup_printf (_("%s: %s"), place->str, self->message);
}

/**
 * ludus_content_problem_get_details:
 * @self: a problem
 *
 * Returns: (transfer full): the technical text: the JSON path and the
 *   checker's message, "cards[12].symbols: expected …"
 */
char *
ludus_content_problem_get_details (const LudusContentProblem *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (self->path == NULL || self->path[0] == '\0')
    return g_strdup (self->message);
  return g_strdup_printf ("%s: %s", self->path, self->message);
}
