/* ludus-content-document.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The document keeps its JSON tree (edited in place) and the same tree
 * serialized: undo and redo keep one such text per step, "modified"
 * compares it with the text last saved, and validation compiles a fresh
 * tree parsed from it, so that the LudusContent it hands out never shares
 * a node with what is edited afterwards.
 */

#define G_LOG_DOMAIN "ludus-content-document"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "ludus-content-document-private.h"
#include "ludus-json-edit.h"
#include "ludus-save.h"

#define RESOURCE_SCHEME "resource://"

G_DEFINE_FINAL_TYPE (LudusContentDocument, ludus_content_document, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_RULES,
  PROP_KIND,
  PROP_PATH,
  PROP_BUILTIN,
  PROP_NAME,
  PROP_MODIFIED,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_VALID,
  PROP_PROBLEM,
  PROP_CONTENT,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* ---- JSON ---------------------------------------------------------------- */

/* Our own texts: always valid JSON, as everything Ludus reads is strict
 * and values it could not write back are refused on the way in. */
static JsonNode *
parse_text (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = ludus_json_parse_data (text, strlen (text), LUDUS_JSON_FILE_ANY, &error);

  if (root == NULL)
    g_error ("Could not parse a document Ludus wrote: %s", error->message);
  return ludus_json_deep_copy (root);  /* the parser's tree is read-only */
}

static const char *
get_string_member (JsonNode   *root,
                   const char *member)
{
  JsonNode *node;

  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return NULL;
  node = json_object_get_member (json_node_get_object (root), member);
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

/* ---- state ------------------------------------------------------------- */

static void
set_boolean_state (LudusContentDocument *self,
                   gboolean             *field,
                   gboolean              value,
                   guint                 prop)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

/* Whether it changed (g_set_str() is GLib 2.76). */
static gboolean
set_str (char       **field,
         const char  *value)
{
  if (g_strcmp0 (*field, value) == 0)
    return FALSE;
  g_free (*field);
  *field = g_strdup (value);
  return TRUE;
}

static gboolean
validate_idle (gpointer data)
{
  LudusContentDocument *self = data;

  g_clear_pointer (&self->validate_source, g_source_unref);
  ludus_content_document_validate_now (self);
  return G_SOURCE_REMOVE;
}

/* Edits come in bursts (typing in a field): validate once they pause. */
static void
schedule_validation (LudusContentDocument *self)
{
  if (self->validate_source != NULL)
    return;
  self->validate_source = g_idle_source_new ();
  g_source_set_callback (self->validate_source, validate_idle, self, NULL);
  g_source_set_static_name (self->validate_source, "[ludus] validate content document");
  g_source_attach (self->validate_source, self->context);
}

/* After any change of self->text: notify what followed from it. */
static void
after_change (LudusContentDocument *self,
              const char           *changed_path)
{
  g_object_freeze_notify (G_OBJECT (self));
  if (set_str (&self->name, get_string_member (self->root, "name")))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
  set_boolean_state (self, &self->modified, strcmp (self->text, self->saved_text) != 0, PROP_MODIFIED);
  set_boolean_state (self, &self->can_undo, self->undo->len > 0, PROP_CAN_UNDO);
  set_boolean_state (self, &self->can_redo, self->redo->len > 0, PROP_CAN_REDO);
  g_object_thaw_notify (G_OBJECT (self));

  g_signal_emit (self, signals[CHANGED], 0, changed_path);
  schedule_validation (self);
}

static void
push_undo (LudusContentDocument *self,
           char                 *text)
{
  g_ptr_array_add (self->undo, text);
  if (self->undo->len > LUDUS_CONTENT_DOCUMENT_MAX_UNDO)
    g_ptr_array_remove_index (self->undo, 0);
  g_ptr_array_set_size (self->redo, 0);
}

/* Records an edit already made to self->root as one undo step (or part
 * of the group's). */
void
ludus_content_document_finish_edit (LudusContentDocument *self,
                                    const char           *changed_path)
{
  g_autofree char *text = ludus_json_to_data (self->root, FALSE, NULL);

  if (strcmp (text, self->text) == 0)
    return;  /* the same value again: not a step */

  if (self->group_depth == 0)
    push_undo (self, g_steal_pointer (&self->text));
  g_free (self->text);
  self->text = g_steal_pointer (&text);
  after_change (self, changed_path);
}

static void
replace_text (LudusContentDocument *self,
              char                 *text)
{
  g_free (self->text);
  self->text = text;
  g_clear_pointer (&self->root, json_node_unref);
  self->root = parse_text (self->text);
}

/* ---- GObject ------------------------------------------------------------ */

static void
ludus_content_document_dispose (GObject *object)
{
  LudusContentDocument *self = LUDUS_CONTENT_DOCUMENT (object);

  if (self->validate_source != NULL)
    {
      g_source_destroy (self->validate_source);
      g_clear_pointer (&self->validate_source, g_source_unref);
    }
  g_clear_pointer (&self->content, ludus_content_unref);

  G_OBJECT_CLASS (ludus_content_document_parent_class)->dispose (object);
}

static void
ludus_content_document_finalize (GObject *object)
{
  LudusContentDocument *self = LUDUS_CONTENT_DOCUMENT (object);

  g_free (self->kind);
  g_free (self->path);
  g_clear_pointer (&self->root, json_node_unref);
  g_free (self->text);
  g_free (self->saved_text);
  g_free (self->group_text);
  g_free (self->name);
  g_ptr_array_unref (self->undo);
  g_ptr_array_unref (self->redo);
  g_clear_pointer (&self->partner, json_node_unref);
  g_main_context_unref (self->context);
  g_clear_pointer (&self->problem, ludus_content_problem_free);

  G_OBJECT_CLASS (ludus_content_document_parent_class)->finalize (object);
}

static void
ludus_content_document_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  LudusContentDocument *self = LUDUS_CONTENT_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_RULES:
      g_value_set_pointer (value, (gpointer) self->rules);
      break;
    case PROP_KIND:
      g_value_set_string (value, self->kind);
      break;
    case PROP_PATH:
      g_value_set_string (value, self->path);
      break;
    case PROP_BUILTIN:
      g_value_set_boolean (value, self->builtin);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->can_undo);
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, self->can_redo);
      break;
    case PROP_VALID:
      g_value_set_boolean (value, self->content != NULL);
      break;
    case PROP_PROBLEM:
      g_value_set_boxed (value, self->problem);
      break;
    case PROP_CONTENT:
      g_value_set_boxed (value, self->content);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludus_content_document_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  LudusContentDocument *self = LUDUS_CONTENT_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_RULES:
      self->rules = g_value_get_pointer (value);
      break;
    case PROP_KIND:
      self->kind = g_value_dup_string (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludus_content_document_class_init (LudusContentDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ludus_content_document_dispose;
  object_class->finalize = ludus_content_document_finalize;
  object_class->get_property = ludus_content_document_get_property;
  object_class->set_property = ludus_content_document_set_property;

  properties[PROP_RULES] =
    g_param_spec_pointer ("rules", NULL, NULL,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_KIND] =
    g_param_spec_string ("kind", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /* The file in the user's content folder it saves to, or NULL. */
  properties[PROP_PATH] =
    g_param_spec_string ("path", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BUILTIN] =
    g_param_spec_boolean ("builtin", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VALID] =
    g_param_spec_boolean ("valid", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROBLEM] =
    g_param_spec_boxed ("problem", NULL, NULL, LUDUS_TYPE_CONTENT_PROBLEM,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CONTENT] =
    g_param_spec_boxed ("content", NULL, NULL, LUDUS_TYPE_CONTENT,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * LudusContentDocument::changed:
   * @path: (nullable): what changed: the path set, the array an element
   *   was inserted into or removed from, or %NULL for anything (undo, redo)
   *
   * Emitted after every change of the document; its validation follows
   * in an idle (see LudusContentDocument:problem).
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE);
}

static void
ludus_content_document_init (LudusContentDocument *self)
{
  self->undo = g_ptr_array_new_with_free_func (g_free);
  self->redo = g_ptr_array_new_with_free_func (g_free);
  self->context = g_main_context_ref_thread_default ();
}

/* Takes root, which must share no node with anything. */
static LudusContentDocument *
document_new (const LudusRules *rules,
              const char       *kind,
              JsonNode         *root,
              const char       *path,
              gboolean          builtin,
              JsonNode         *partner)
{
  LudusContentDocument *self = g_object_new (LUDUS_TYPE_CONTENT_DOCUMENT,
                                             "rules", rules, "kind", kind, NULL);

  self->root = root;
  self->text = ludus_json_to_data (root, FALSE, NULL);
  self->saved_text = g_strdup (self->text);
  self->name = g_strdup (get_string_member (root, "name"));
  self->path = g_strdup (path);
  self->builtin = builtin;
  self->partner = partner != NULL ? json_node_ref (partner) : NULL;
  ludus_content_document_validate_now (self);
  return self;
}

static gboolean
kind_is_valid (const LudusRules *rules,
               const char       *kind)
{
  return g_strcmp0 (kind, "deck") == 0 ||
         (g_strcmp0 (kind, "layout") == 0 && rules->default_layout != NULL);
}

static gboolean
is_deck (LudusContentDocument *self)
{
  return strcmp (self->kind, "deck") == 0;
}

/* Custom content says so; a copy of a built-in must not claim its origin. */
static void
make_custom (JsonNode *root)
{
  if (JSON_NODE_HOLDS_OBJECT (root))
    json_object_set_string_member (json_node_get_object (root), "provenance", "custom");
}

/**
 * ludus_content_document_new:
 * @rules: the game
 * @kind: "deck" or "layout" (for a game that has layouts)
 * @error: return location for an error
 *
 * Starts a new document from the game's default deck or layout, marked
 * custom, not yet saved.
 *
 * Returns: (transfer full): the document, or %NULL
 */
LudusContentDocument *
ludus_content_document_new (const LudusRules  *rules,
                            const char        *kind,
                            GError           **error)
{
  g_autoptr(JsonNode) root = NULL;
  JsonNode *copy;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (kind_is_valid (rules, kind), NULL);

  root = ludus_content_parse_file (strcmp (kind, "deck") == 0 ? rules->default_deck : rules->default_layout,
                                   LUDUS_JSON_FILE_ANY, error);
  if (root == NULL)
    return NULL;
  copy = ludus_json_deep_copy (root);
  make_custom (copy);
  return document_new (rules, kind, copy, NULL, FALSE, NULL);
}

/**
 * ludus_content_document_new_from_file:
 * @rules: the game
 * @kind: "deck" or "layout"
 * @path: a file, or a built-in's resource:// URI (see
 *   ludus_content_list_builtin_files())
 * @error: return location for an error
 *
 * Opens a deck or layout.  Only what is not JSON (or is beyond the limits
 * of a content file) fails; the rest, invalid content included, opens and
 * shows its problem.  A file of the user's content folder is saved back
 * to; a built-in or a file from elsewhere is saved as a new file there.
 *
 * Returns: (transfer full): the document, or %NULL
 */
LudusContentDocument *
ludus_content_document_new_from_file (const LudusRules  *rules,
                                      const char        *kind,
                                      const char        *path,
                                      GError           **error)
{
  g_autoptr(JsonNode) root = NULL;
  gboolean builtin;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (kind_is_valid (rules, kind), NULL);
  g_return_val_if_fail (path != NULL, NULL);

  root = ludus_content_parse_file (path,
                                   strcmp (kind, "deck") == 0 ? LUDUS_JSON_FILE_DECK : LUDUS_JSON_FILE_LAYOUT,
                                   error);
  if (root == NULL)
    return NULL;
  builtin = g_str_has_prefix (path, RESOURCE_SCHEME) || g_str_has_prefix (path, RESOURCE_BASE "/");
  return document_new (rules, kind, ludus_json_deep_copy (root),
                       ludus_content_library_is_user_file (rules, path) ? path : NULL, builtin, NULL);
}

/**
 * ludus_content_document_new_from_json:
 * @rules: the game
 * @kind: "deck" or "layout"
 * @root: the document (copied), valid or not
 *
 * Returns: (transfer full): a document, not yet saved
 */
LudusContentDocument *
ludus_content_document_new_from_json (const LudusRules *rules,
                                      const char       *kind,
                                      JsonNode         *root)
{
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (kind_is_valid (rules, kind), NULL);
  g_return_val_if_fail (root != NULL, NULL);

  return document_new (rules, kind, ludus_json_deep_copy (root), NULL, FALSE, NULL);
}

/**
 * ludus_content_document_duplicate:
 * @self: a document
 *
 * Copies the document as it is now ("Duplicate to Edit" of a built-in),
 * marked custom, with the same partner, no history and no file yet.
 *
 * Returns: (transfer full): the copy
 */
LudusContentDocument *
ludus_content_document_duplicate (LudusContentDocument *self)
{
  return ludus_content_document_duplicate_named (self, NULL);
}

/**
 * ludus_content_document_duplicate_named:
 * @self: a document
 * @name: (nullable): the copy's name, or %NULL to keep the original's
 *
 * Like ludus_content_document_duplicate(), with a name of its own (in the
 * copy's first state, not as an edit to undo).
 *
 * Returns: (transfer full): the copy
 */
LudusContentDocument *
ludus_content_document_duplicate_named (LudusContentDocument *self,
                                        const char           *name)
{
  JsonNode *root;

  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (self), NULL);

  root = ludus_json_deep_copy (self->root);
  make_custom (root);
  if (name != NULL && JSON_NODE_HOLDS_OBJECT (root))
    json_object_set_string_member (json_node_get_object (root), "name", name);
  return document_new (self->rules, self->kind, root, NULL, FALSE, self->partner);
}

const LudusRules *
ludus_content_document_get_rules (LudusContentDocument *self)
{
  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (self), NULL);
  return self->rules;
}

const char *
ludus_content_document_get_kind (LudusContentDocument *self)
{
  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (self), NULL);
  return self->kind;
}

/**
 * ludus_content_document_get_path:
 *
 * Returns: (nullable): the file of the user's content folder the document
 *   is saved to, %NULL until the first save of a new document, a built-in
 *   or a file from elsewhere
 */
const char *
ludus_content_document_get_path (LudusContentDocument *self)
{
  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (self), NULL);
  return self->path;
}

/* Whether it was opened from a built-in (and not saved since): the editor
 * offers "Duplicate to Edit". */
gboolean
ludus_content_document_get_builtin (LudusContentDocument *self)
{
  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (self), FALSE);
  return self->builtin;
}

/**
 * ludus_content_document_get_name:
 *
 * Returns: (nullable): the document's "name" member, if it is a string
 */
const char *
ludus_content_document_get_name (LudusContentDocument *self)
{
  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (self), NULL);
  return self->name;
}

/* Whether it differs from what was last opened or saved (undoing back to
 * that makes it unmodified again). */
gboolean
ludus_content_document_get_modified (LudusContentDocument *self)
{
  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (self), FALSE);
  return self->modified;
}

/* ---- undo and redo ------------------------------------------------------ */

/**
 * ludus_content_document_begin_group:
 * @self: a document
 *
 * Makes the edits until the matching ludus_content_document_end_group()
 * one undo step (moving a place and the roads that end there).  Groups
 * nest; undo and redo wait for the outermost to end.
 */
void
ludus_content_document_begin_group (LudusContentDocument *self)
{
  g_return_if_fail (LUDUS_IS_CONTENT_DOCUMENT (self));

  if (self->group_depth++ == 0)
    self->group_text = g_strdup (self->text);
}

void
ludus_content_document_end_group (LudusContentDocument *self)
{
  g_return_if_fail (LUDUS_IS_CONTENT_DOCUMENT (self));
  g_return_if_fail (self->group_depth > 0);

  if (--self->group_depth > 0)
    return;
  if (strcmp (self->group_text, self->text) != 0)
    push_undo (self, g_steal_pointer (&self->group_text));
  g_clear_pointer (&self->group_text, g_free);
  set_boolean_state (self, &self->can_undo, self->undo->len > 0, PROP_CAN_UNDO);
  set_boolean_state (self, &self->can_redo, self->redo->len > 0, PROP_CAN_REDO);
}

gboolean
ludus_content_document_get_can_undo (LudusContentDocument *self)
{
  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (self), FALSE);
  return self->can_undo;
}

gboolean
ludus_content_document_get_can_redo (LudusContentDocument *self)
{
  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (self), FALSE);
  return self->can_redo;
}

/* Moves the current text onto to and the last of from into its place. */
static gboolean
step (LudusContentDocument *self,
      GPtrArray            *from,
      GPtrArray            *to)
{
  g_return_val_if_fail (self->group_depth == 0, FALSE);

  if (from->len == 0)
    return FALSE;
  g_ptr_array_add (to, g_steal_pointer (&self->text));
  replace_text (self, g_ptr_array_steal_index (from, from->len - 1));
  after_change (self, NULL);
  return TRUE;
}

/**
 * ludus_content_document_undo:
 *
 * Returns: whether there was an edit to undo
 */
gboolean
ludus_content_document_undo (LudusContentDocument *self)
{
  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (self), FALSE);
  return step (self, self->undo, self->redo);
}

/**
 * ludus_content_document_redo:
 *
 * Returns: whether there was an undone edit to redo
 */
gboolean
ludus_content_document_redo (LudusContentDocument *self)
{
  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (self), FALSE);
  return step (self, self->redo, self->undo);
}

/* ---- validation ---------------------------------------------------------- */

static JsonNode *
load_partner (LudusContentDocument  *self,
              GError               **error)
{
  const char *path = is_deck (self) ? self->rules->default_layout : self->rules->default_deck;

  if (self->partner == NULL && path != NULL)
    {
      LudusJsonFile kind = is_deck (self) ? LUDUS_JSON_FILE_LAYOUT : LUDUS_JSON_FILE_DECK;

      if ((self->partner = ludus_content_parse_file (path, kind, error)) == NULL)
        return NULL;
      json_node_seal (self->partner);
    }
  return self->partner;
}

/**
 * ludus_content_document_get_partner:
 *
 * Returns: (transfer none) (nullable): the other document the document is
 *   checked with: the layout of a deck, the deck of a layout (%NULL for a
 *   deck of a game without layouts)
 */
JsonNode *
ludus_content_document_get_partner (LudusContentDocument *self)
{
  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (self), NULL);
  return load_partner (self, NULL);
}

/**
 * ludus_content_document_set_partner:
 * @self: a document
 * @partner: (nullable): the layout to check a deck with (the deck for a
 *   layout), copied; %NULL for the game's default
 *
 * Validation follows in an idle.
 */
void
ludus_content_document_set_partner (LudusContentDocument *self,
                                    JsonNode             *partner)
{
  g_return_if_fail (LUDUS_IS_CONTENT_DOCUMENT (self));

  g_clear_pointer (&self->partner, json_node_unref);
  if (partner != NULL)
    {
      self->partner = ludus_json_deep_copy (partner);
      json_node_seal (self->partner);
    }
  schedule_validation (self);
}

/**
 * ludus_content_document_validate_now:
 * @self: a document
 *
 * Checks the document at once with the game's content loader (it is
 * checked in an idle after each edit anyway) and updates
 * LudusContentDocument:problem, :content and :valid.
 *
 * Returns: whether the document is valid
 */
gboolean
ludus_content_document_validate_now (LudusContentDocument *self)
{
  g_autoptr(LudusContentProblem) problem = NULL;
  g_autoptr(LudusContent) content = NULL;
  g_autoptr(GError) error = NULL;
  JsonNode *partner;
  gboolean was_valid;

  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (self), FALSE);

  if (self->validate_source != NULL)
    {
      g_source_destroy (self->validate_source);
      g_clear_pointer (&self->validate_source, g_source_unref);
    }

  partner = load_partner (self, &error);
  if (error != NULL)
    problem = ludus_content_problem_new (NULL, "", error->message);
  else
    {
      /* A tree of its own: the content keeps what it is given. */
      g_autoptr(JsonNode) root = parse_text (self->text);

      content = ludus_content_new_from_json (self->rules,
                                             is_deck (self) ? root : partner,
                                             is_deck (self) ? partner : root,
                                             &error);
      if (content == NULL)
        problem = ludus_content_problem_new_from_error (error);
    }

  was_valid = self->content != NULL;
  g_object_freeze_notify (G_OBJECT (self));
  if (!ludus_content_problem_equal (self->problem, problem))
    {
      g_clear_pointer (&self->problem, ludus_content_problem_free);
      self->problem = g_steal_pointer (&problem);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROBLEM]);
    }
  if (self->content != NULL || content != NULL)
    {
      g_clear_pointer (&self->content, ludus_content_unref);
      self->content = g_steal_pointer (&content);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CONTENT]);
    }
  if (was_valid != (self->content != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALID]);
  g_object_thaw_notify (G_OBJECT (self));

  return self->content != NULL;
}

gboolean
ludus_content_document_get_valid (LudusContentDocument *self)
{
  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (self), FALSE);
  return self->content != NULL;
}

/**
 * ludus_content_document_get_problem:
 *
 * What the game's content loader found wrong at the last validation (the
 * first problem only), or %NULL when the document is valid.  Its document
 * is this document's kind, or the partner's when the two do not fit.
 *
 * Returns: (transfer none) (nullable): the problem
 */
const LudusContentProblem *
ludus_content_document_get_problem (LudusContentDocument *self)
{
  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (self), NULL);
  return self->problem;
}

/**
 * ludus_content_document_get_content:
 *
 * The document with its partner, as loaded at the last validation, ready
 * to play: ludus_game_new (content, options).  It does not change when
 * the document is edited later.
 *
 * Returns: (transfer none) (nullable): the content, %NULL when invalid
 */
LudusContent *
ludus_content_document_get_content (LudusContentDocument *self)
{
  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (self), NULL);
  return self->content;
}

/* ---- files ---------------------------------------------------------------- */

/**
 * ludus_content_document_save:
 * @self: a document
 * @error: return location for an error
 *
 * Saves the document, valid or not, marked custom, atomically, to its
 * file in the user's content folder (ludus_content_get_user_dir()), or to
 * a new file there named after it.  A built-in is never written: it is
 * saved as a new file.  An existing file keeps its permissions.
 *
 * Returns: whether it was saved
 */
gboolean
ludus_content_document_save (LudusContentDocument  *self,
                             GError               **error)
{
  g_autofree char *data = NULL;
  g_autofree char *new_path = NULL;
  gsize length;

  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (self), FALSE);

  /* Not an undo step: what is saved in the user's folder is custom. */
  if (g_strcmp0 (get_string_member (self->root, "provenance"), "custom") != 0 &&
      JSON_NODE_HOLDS_OBJECT (self->root))
    {
      make_custom (self->root);
      g_free (self->text);
      self->text = ludus_json_to_data (self->root, FALSE, NULL);
      after_change (self, "provenance");
    }

  data = ludus_json_to_data (self->root, TRUE, &length);
  if (self->path != NULL)
    {
      if (!ludus_save_write_atomically (self->path, data, length, error))
        return FALSE;
    }
  else
    {
      new_path = ludus_content_library_write_new (self->rules, self->name, self->kind, data, length, error);
      if (new_path == NULL)
        return FALSE;
    }

  g_object_freeze_notify (G_OBJECT (self));
  if (new_path != NULL && set_str (&self->path, new_path))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PATH]);
  set_boolean_state (self, &self->builtin, FALSE, PROP_BUILTIN);
  set_str (&self->saved_text, self->text);
  set_boolean_state (self, &self->modified, FALSE, PROP_MODIFIED);
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

/**
 * ludus_content_document_export:
 * @self: a document
 * @path: any file
 * @error: return location for an error
 *
 * Writes a copy of the document, as it is, to @path (atomically); the
 * document keeps its own file and its modified state.
 *
 * Returns: whether it was written
 */
gboolean
ludus_content_document_export (LudusContentDocument  *self,
                               const char            *path,
                               GError               **error)
{
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  data = ludus_json_to_data (self->root, TRUE, &length);
  return ludus_save_write_atomically (path, data, length, error);
}

