/* ludus-content.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A LudusContent keeps the JSON documents exactly as loaded (saves embed
 * them, so a later edit of a custom deck cannot break an old save) next to
 * the game's compiled form of them.
 */

#define G_LOG_DOMAIN "ludus-content"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-content.h"
#include "ludus-json.h"

#define RESOURCE_SCHEME "resource://"
#define CONTENT_RESOURCES RESOURCE_BASE "/content/"

/* What errors of ludus_content_new_from_json() start with. */
#define JSON_DECK_LABEL   "content.deck"
#define JSON_LAYOUT_LABEL "content.layout"

struct _LudusContent
{
  gatomicrefcount   ref_count;
  const LudusRules *rules;
  JsonNode         *deck;
  JsonNode         *layout;
  gpointer          compiled;
  char             *name;
  LudusProvenance   provenance;
  char             *deck_path;
  char             *layout_path;
};

G_DEFINE_BOXED_TYPE (LudusContent, ludus_content, ludus_content_ref, ludus_content_unref)

static JsonNode *
parse_resource (const char     *path,
                LudusJsonFile   kind,
                GError        **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *basename = g_path_get_basename (path);
  gsize length;
  const char *data;
  JsonNode *root;

  if ((bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error)) == NULL)
    return NULL;

  data = g_bytes_get_data (bytes, &length);
  if ((root = ludus_json_parse_data (data, length, kind, error)) == NULL)
    g_prefix_error (error, "%s: ", basename);
  return root;
}

/**
 * ludus_content_parse_file:
 * @path: a file, a resource:// URI (see ludus_content_list_builtin_files())
 *   or a bare resource path (the rules' defaults)
 * @kind: what it should be, for its limits
 * @error: return location for an error, which starts with the file's name
 *
 * Parses a content document without validating it.
 *
 * Returns: (transfer full): the root, or %NULL
 */
JsonNode *
ludus_content_parse_file (const char     *path,
                          LudusJsonFile   kind,
                          GError        **error)
{
  g_autoptr(GFile) file = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  if (g_str_has_prefix (path, RESOURCE_SCHEME))
    return parse_resource (path + strlen (RESOURCE_SCHEME), kind, error);
  if (g_str_has_prefix (path, RESOURCE_BASE "/"))
    return parse_resource (path, kind, error);
  file = g_file_new_for_path (path);
  return ludus_json_parse_file (file, kind, NULL, error);
}

/* The size of document once pretty-printed in a save, where it sits two
 * levels down (save → content → deck): each line gets two more spaces. */
static gsize
saved_size (JsonNode *document)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;
  gsize length, n_lines = 1;

  json_generator_set_root (generator, document);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 1);
  text = json_generator_to_data (generator, &length);
  for (gsize i = 0; i < length; i++)
    n_lines += text[i] == '\n';
  return length + 2 * n_lines;
}

/* Content must fit in a save that Ludus can read back, whatever it came
 * from (a file, a save): the save's limits assume these. */
static gboolean
check_fits_in_save (JsonNode    *document,
                    const char  *label,
                    GError     **error)
{
  guint depth;
  gsize n_values = ludus_json_count_values (document, &depth);
  gsize size;

  if (depth > LUDUS_CONTENT_MAX_DEPTH)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   g_dngettext (GETTEXT_PACKAGE, "%s: nested %u level deep, the limit is %u",
                                "%s: nested %u levels deep, the limit is %u", depth),
                   label, depth, LUDUS_CONTENT_MAX_DEPTH);
      return FALSE;
    }
  if (n_values > LUDUS_CONTENT_MAX_VALUES)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s: %zu values and member names, the limit is %u"),
                   label, n_values, LUDUS_CONTENT_MAX_VALUES);
      return FALSE;
    }
  if ((size = saved_size (document)) > LUDUS_CONTENT_MAX_SAVED_SIZE)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s: %zu bytes once saved with a game, the limit is %u"),
                   label, size, LUDUS_CONTENT_MAX_SAVED_SIZE);
      return FALSE;
    }
  return TRUE;
}

static LudusContent *
content_new (const LudusRules  *rules,
             JsonNode          *deck,
             const char        *deck_label,
             JsonNode          *layout,
             const char        *layout_label,
             GError           **error)
{
  g_autoptr(LudusContent) self = NULL;
  g_autoptr(GError) local_error = NULL;
  LudusProvenance provenance;
  JsonObject *object;

  g_assert (rules != NULL);
  g_assert (deck != NULL);

  if (rules->content_new == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("The game “%s” cannot be played yet"), rules->id);
      return NULL;
    }

  if (!check_fits_in_save (deck, deck_label, error))
    return NULL;
  if (!ludus_json_check_content (deck, rules->id, "deck", &provenance, error))
    {
      g_prefix_error (error, "%s: ", deck_label);
      return NULL;
    }

  if (rules->default_layout != NULL)
    {
      if (layout == NULL)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("%s: missing"), layout_label);
          return NULL;
        }
      if (!check_fits_in_save (layout, layout_label, error))
        return NULL;
      if (!ludus_json_check_content (layout, rules->id, "layout", NULL, error))
        {
          g_prefix_error (error, "%s: ", layout_label);
          return NULL;
        }
    }
  else
    {
      layout = NULL;
    }

  self = g_new0 (LudusContent, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->rules = rules;
  self->deck = json_node_copy (deck);
  self->layout = layout != NULL ? json_node_copy (layout) : NULL;
  self->provenance = provenance;

  if ((self->compiled = rules->content_new (self->deck, self->layout, &local_error)) == NULL)
    {
      if (g_error_matches (local_error, LUDUS_CONTENT_ERROR, LUDUS_CONTENT_ERROR_MISMATCH))
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s + %s: %s",
                     deck_label, layout_label, local_error->message);
      else
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: %s",
                     g_error_matches (local_error, LUDUS_CONTENT_ERROR, LUDUS_CONTENT_ERROR_LAYOUT)
                       ? layout_label : deck_label,
                     local_error->message);
      return NULL;
    }

  object = json_node_get_object (self->deck);
  self->name = g_strdup (ludus_json_peek_string (object, "name", NULL));
  if (self->name == NULL || self->name[0] == '\0')
    {
      g_free (self->name);
      self->name = g_strdup (deck_label);
    }

  return g_steal_pointer (&self);
}

/**
 * ludus_content_new_default:
 * @rules: the game
 * @error: return location for an error
 *
 * Loads the game's built-in deck and layout from the GResource.
 *
 * Returns: (transfer full): the content, or %NULL
 */
LudusContent *
ludus_content_new_default (const LudusRules  *rules,
                           GError           **error)
{
  return ludus_content_new_from_files (rules, NULL, NULL, error);
}

/**
 * ludus_content_new_from_files:
 * @rules: the game
 * @deck_path: (nullable): a deck file or a resource:// URI (see
 *   ludus_content_list_builtin_files()), or %NULL for the default deck
 * @layout_path: (nullable): the same for the layout
 * @error: return location for an error
 *
 * Errors name the file: "medici-deck.json: cards[12].value: expected an
 * integer from 0 to 9, got -1".
 *
 * Returns: (transfer full): the content, or %NULL
 */
LudusContent *
ludus_content_new_from_files (const LudusRules  *rules,
                              const char        *deck_path,
                              const char        *layout_path,
                              GError           **error)
{
  g_autoptr(JsonNode) deck = NULL;
  g_autoptr(JsonNode) layout = NULL;
  g_autofree char *deck_label = NULL;
  g_autofree char *layout_label = NULL;
  LudusContent *self;

  g_return_val_if_fail (rules != NULL, NULL);

  if (rules->default_deck == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("The game “%s” cannot be played yet"), rules->id);
      return NULL;
    }

  deck_label = g_path_get_basename (deck_path != NULL ? deck_path : rules->default_deck);
  if ((deck = ludus_content_parse_file (deck_path != NULL ? deck_path : rules->default_deck,
                          LUDUS_JSON_FILE_DECK, error)) == NULL)
    return NULL;

  if (rules->default_layout != NULL)
    {
      layout_label = g_path_get_basename (layout_path != NULL ? layout_path : rules->default_layout);
      layout = ludus_content_parse_file (layout_path != NULL ? layout_path : rules->default_layout,
                           LUDUS_JSON_FILE_LAYOUT, error);
      if (layout == NULL)
        return NULL;
    }

  self = content_new (rules, deck, deck_label, layout, layout_label, error);
  if (self != NULL)
    {
      self->deck_path = g_strdup (deck_path);
      self->layout_path = rules->default_layout != NULL ? g_strdup (layout_path) : NULL;
    }
  return self;
}

/**
 * ludus_content_new_from_json:
 * @rules: the game
 * @deck: the deck document
 * @layout: (nullable): the layout document (%NULL for games without one)
 * @error: return location for an error
 *
 * Loads content embedded in a save.  Errors start with "content.deck: " or
 * "content.layout: ".
 *
 * Returns: (transfer full): the content, or %NULL
 */
LudusContent *
ludus_content_new_from_json (const LudusRules  *rules,
                             JsonNode          *deck,
                             JsonNode          *layout,
                             GError           **error)
{
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (deck != NULL, NULL);

  return content_new (rules, deck, JSON_DECK_LABEL, layout, JSON_LAYOUT_LABEL, error);
}

static LudusContentProblem *
problem_from_text (const char *text)
{
  static const struct { const char *prefix; const char *document; } labels[] = {
    { JSON_DECK_LABEL " + " JSON_LAYOUT_LABEL ": ", "deck" },
    { JSON_DECK_LABEL ": ", "deck" },
    { JSON_LAYOUT_LABEL ": ", "layout" },
  };
  g_autofree char *path = NULL;
  g_autofree char *message = NULL;
  const char *document = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    if (g_str_has_prefix (text, labels[i].prefix))
      {
        document = labels[i].document;
        text += strlen (labels[i].prefix);
        break;
      }

  if (ludus_json_split_error (text, &path, &message))
    return ludus_content_problem_new (document, path, message);
  return ludus_content_problem_new (document, "", text);
}

/**
 * ludus_content_problem_new_from_error:
 * @error: an error of ludus_content_new_from_json(), just set
 *
 * Takes the error apart: "content.deck: cards[12].value: expected …"
 * becomes the document "deck", the path "cards[12].value" and the message
 * "expected …".  An error about the deck and layout together (they do not
 * fit) is the deck's.  A message without a path has the path "".
 *
 * Returns: (transfer full): the problem
 */
LudusContentProblem *
ludus_content_problem_new_from_error (const GError *error)
{
  g_return_val_if_fail (error != NULL, NULL);

  return problem_from_text (error->message);
}

LudusContent *
ludus_content_ref (LudusContent *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
ludus_content_unref (LudusContent *self)
{
  g_return_if_fail (self != NULL);

  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;

  if (self->compiled != NULL)
    self->rules->content_free (self->compiled);
  g_clear_pointer (&self->deck, json_node_unref);
  g_clear_pointer (&self->layout, json_node_unref);
  g_free (self->name);
  g_free (self->deck_path);
  g_free (self->layout_path);
  g_free (self);
}

const LudusRules *
ludus_content_get_rules (LudusContent *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->rules;
}

/**
 * ludus_content_get_deck:
 *
 * Returns: (transfer none): the deck document as loaded
 */
JsonNode *
ludus_content_get_deck (LudusContent *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->deck;
}

/**
 * ludus_content_get_layout:
 *
 * Returns: (transfer none) (nullable): the layout document, %NULL for games without one
 */
JsonNode *
ludus_content_get_layout (LudusContent *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->layout;
}

/* The game's own compiled form, for rules->init. */
gconstpointer
ludus_content_get_compiled (LudusContent *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->compiled;
}

/* The deck's "name" member, or its file name. */
const char *
ludus_content_get_name (LudusContent *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->name;
}

LudusProvenance
ludus_content_get_provenance (LudusContent *self)
{
  g_return_val_if_fail (self != NULL, LUDUS_PROVENANCE_CUSTOM);
  return self->provenance;
}

/* NULL when the deck is built in or was embedded in a save. */
const char *
ludus_content_get_deck_path (LudusContent *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->deck_path;
}

const char *
ludus_content_get_layout_path (LudusContent *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->layout_path;
}

/**
 * ludus_content_get_user_dir:
 * @rules: the game
 *
 * Returns: (transfer full): where custom content of the game lives,
 *   `$XDG_DATA_HOME/ludus/<game>`
 */
char *
ludus_content_get_user_dir (const LudusRules *rules)
{
  g_return_val_if_fail (rules != NULL, NULL);

  return g_build_filename (g_get_user_data_dir (), "ludus", rules->id, NULL);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/**
 * ludus_content_list_user_files:
 * @rules: the game
 * @kind: (nullable): "deck" or "layout" to keep only files that say so, or %NULL
 *
 * Lists the JSON files in the game's user content folder, sorted by name,
 * leaving out those whose "kind" is another.  Files are not validated;
 * loading them does that and says what is wrong.
 *
 * Returns: (transfer full): the paths (never %NULL)
 */
GStrv
ludus_content_list_user_files (const LudusRules *rules,
                               const char       *kind)
{
  g_autofree char *dir_path = NULL;
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) dir = NULL;
  const char *name;

  g_return_val_if_fail (rules != NULL, NULL);

  dir_path = ludus_content_get_user_dir (rules);
  if ((dir = g_dir_open (dir_path, 0, NULL)) != NULL)
    {
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *path = NULL;

          if (!g_str_has_suffix (name, ".json"))
            continue;
          path = g_build_filename (dir_path, name, NULL);
          /* Only a file that says it is another kind is left out: a broken
           * one stays, so that choosing it shows what is wrong instead of
           * the file silently vanishing from the list. */
          if (kind != NULL)
            {
              g_autoptr(GFile) file = g_file_new_for_path (path);
              g_autoptr(JsonNode) root = ludus_json_parse_file (file, LUDUS_JSON_FILE_ANY, NULL, NULL);
              const char *file_kind = NULL;

              if (root != NULL && JSON_NODE_HOLDS_OBJECT (root))
                file_kind = ludus_json_peek_string (json_node_get_object (root), "kind", NULL);
              if (file_kind != NULL && g_strcmp0 (file_kind, kind) != 0)
                continue;
            }
          g_ptr_array_add (paths, g_steal_pointer (&path));
        }
    }

  g_ptr_array_sort (paths, compare_strings);
  g_ptr_array_add (paths, NULL);
  return (GStrv) g_ptr_array_free (g_steal_pointer (&paths), FALSE);
}

/**
 * ludus_content_display_name:
 * @path: the file a deck or layout was read from
 * @name: (nullable): its "name"
 *
 * The name to show for a deck or layout: a built-in one's name in the
 * player's language, any other name as it is (a player's names are never
 * translated).
 *
 * Returns: (nullable): @name, or its translation
 */
const char *
ludus_content_display_name (const char *path,
                            const char *name)
{
  g_autofree char *base = NULL;
  const LudusRules * const *all;
  guint n_rules;

  if (path == NULL || name == NULL
      || !(g_str_has_prefix (path, RESOURCE_SCHEME) || g_str_has_prefix (path, RESOURCE_BASE "/")))
    return name;
  base = g_path_get_basename (path);
  all = ludus_rules_get_all (&n_rules);
  for (guint r = 0; r < n_rules; r++)
    for (const LudusBuiltinName *builtin = all[r]->builtin_names;
         builtin != NULL && builtin->file != NULL; builtin++)
      if (g_str_equal (base, builtin->file) && g_str_equal (name, builtin->name))
        return _(builtin->name);
  return name;
}

/**
 * ludus_content_read_display_name:
 * @path: a deck or layout file (as for ludus_content_parse_file())
 * @kind: what it should be
 *
 * Reads the name to show for a file in a list of decks or layouts (see
 * ludus_content_display_name()).
 *
 * Returns: (transfer full) (nullable): the name, or %NULL when the file
 *   cannot be read or has none
 */
char *
ludus_content_read_display_name (const char    *path,
                                 LudusJsonFile  kind)
{
  g_autoptr(JsonNode) root = NULL;
  const char *name = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  root = ludus_content_parse_file (path, kind, NULL);
  if (root != NULL && JSON_NODE_HOLDS_OBJECT (root))
    name = ludus_json_peek_string (json_node_get_object (root), "name", NULL);
  if (name == NULL || *name == '\0')
    return NULL;
  return g_strdup (ludus_content_display_name (path, name));
}

/**
 * ludus_content_list_builtin_files:
 * @rules: the game
 * @kind: "deck" or "layout"
 *
 * Lists the built-in decks or layouts of the game (files named
 * `<game>-<kind>*.json` in the content resources), sorted, as resource://
 * URIs that ludus_content_new_from_files() accepts.
 *
 * Returns: (transfer full): the URIs (never %NULL)
 */
GStrv
ludus_content_list_builtin_files (const LudusRules *rules,
                                  const char       *kind)
{
  g_autoptr(GPtrArray) uris = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *prefix = NULL;
  g_auto(GStrv) names = NULL;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (kind != NULL, NULL);

  prefix = g_strdup_printf ("%s-%s", rules->id, kind);
  names = g_resources_enumerate_children (CONTENT_RESOURCES, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  for (guint i = 0; names != NULL && names[i] != NULL; i++)
    if (g_str_has_prefix (names[i], prefix) && g_str_has_suffix (names[i], ".json"))
      g_ptr_array_add (uris, g_strconcat (RESOURCE_SCHEME, CONTENT_RESOURCES, names[i], NULL));

  g_ptr_array_sort (uris, compare_strings);
  g_ptr_array_add (uris, NULL);
  return (GStrv) g_ptr_array_free (g_steal_pointer (&uris), FALSE);
}
