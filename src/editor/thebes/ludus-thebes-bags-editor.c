/* ludus-thebes-bags-editor.c: the part of the Thebes deck editor for the bags
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The five bags of tokens, one group each: the site, the artifacts'
 * values, the site of the special-knowledge token, the general-knowledge
 * tokens and the dirt.  Edits go through the document, which checks them.
 */

#define G_LOG_DOMAIN "ludus-editor"

#include <glib/gi18n.h>

#include "ludus-json.h"
#include "ludus-thebes-bags-editor.h"
#include "ludus-thebes-editor-util.h"

typedef struct
{
  GtkWidget *group;
  GtkWidget *site_row;
  GtkWidget *artifacts_row;
  GtkWidget *knowledge_row;
  GtkWidget *general_spin;
  GtkWidget *dirt_spin;
} Bag;

struct _LudusThebesBagsEditor
{
  AdwPreferencesPage    parent_instance;

  LudusContentDocument *document;
  Bag                   bags[LUDUS_THEBES_N_SITES];
  gboolean              updating;
};

G_DEFINE_FINAL_TYPE (LudusThebesBagsEditor, ludus_thebes_bags_editor, ADW_TYPE_PREFERENCES_PAGE)

static JsonObject *
get_bag (LudusThebesBagsEditor *self,
         guint                  index)
{
  JsonNode *node;
  g_autofree char *path = g_strdup_printf ("bags[%u]", index);

  node = ludus_content_document_get (self->document, path);
  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

static char *
format_artifacts (JsonArray *artifacts)
{
  GString *text = g_string_new (NULL);

  for (guint a = 0; artifacts != NULL && a < json_array_get_length (artifacts); a++)
    g_string_append_printf (text, "%s%" G_GINT64_FORMAT, a > 0 ? " " : "",
                            json_node_get_int (json_array_get_element (artifacts, a)));
  return g_string_free (text, FALSE);
}

/* The values typed, or NULL when something typed is not a number. */
static JsonNode *
parse_artifacts (const char *text)
{
  g_auto(GStrv) words = g_strsplit_set (text, " ,;", -1);
  g_autoptr(JsonArray) array = json_array_new ();
  JsonNode *node;

  for (guint i = 0; words[i] != NULL; i++)
    {
      gint64 value;

      if (words[i][0] == '\0')
        continue;
      if (!g_ascii_string_to_signed (words[i], 10, 0, 99, &value, NULL))
        return NULL;
      json_array_add_int_element (array, value);
    }
  node = json_node_alloc ();
  json_node_init_array (node, array);
  return node;
}

static void
update_bags (LudusThebesBagsEditor *self)
{
  self->updating = TRUE;
  for (guint b = 0; b < LUDUS_THEBES_N_SITES; b++)
    {
      Bag *bag = &self->bags[b];
      JsonObject *object = get_bag (self, b);
      JsonNode *artifacts;
      int site, knowledge;

      gtk_widget_set_visible (bag->group, object != NULL);
      if (object == NULL)
        continue;
      site = ludus_thebes_place_from_id (ludus_json_peek_string (object, "site", ""));
      knowledge = ludus_thebes_place_from_id (ludus_json_peek_string (object, "knowledge", ""));
      if (LUDUS_THEBES_PLACE_IS_SITE (site))
        {
          adw_combo_row_set_selected (ADW_COMBO_ROW (bag->site_row), site - LUDUS_THEBES_FIRST_SITE);
          /* TRANSLATORS: a group of the deck editor: the bag of a dig site */
          g_autofree char *title = g_strdup_printf (_("Bag of %s"), ludus_thebes_place_name (site));

          adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (bag->group), title);
        }
      if (LUDUS_THEBES_PLACE_IS_SITE (knowledge))
        adw_combo_row_set_selected (ADW_COMBO_ROW (bag->knowledge_row), knowledge - LUDUS_THEBES_FIRST_SITE);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (bag->general_spin),
                                 ludus_json_peek_int (object, "general", 0));
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (bag->dirt_spin),
                                 ludus_json_peek_int (object, "dirt", 0));
      artifacts = json_object_get_member (object, "artifacts");
      if (artifacts != NULL && JSON_NODE_HOLDS_ARRAY (artifacts))
        {
          const char *shown = gtk_editable_get_text (GTK_EDITABLE (bag->artifacts_row));
          g_autoptr(JsonNode) typed = parse_artifacts (shown);
          g_autofree char *text = format_artifacts (json_node_get_array (artifacts));

          /* Leave what is being typed alone when it says the same. */
          if (typed == NULL || !json_node_equal (typed, artifacts))
            gtk_editable_set_text (GTK_EDITABLE (bag->artifacts_row), text);
        }
    }
  self->updating = FALSE;
}

static void
bag_changed_cb (LudusThebesBagsEditor *self,
                GParamSpec            *pspec,
                GtkWidget             *widget)
{
  if (self->updating)
    return;
  for (guint b = 0; b < LUDUS_THEBES_N_SITES; b++)
    {
      Bag *bag = &self->bags[b];
      g_autofree char *path = NULL;
      g_autoptr(JsonNode) node = NULL;
      const char *member;

      if (widget == bag->site_row || widget == bag->knowledge_row)
        {
          guint site = adw_combo_row_get_selected (ADW_COMBO_ROW (widget));

          member = widget == bag->site_row ? "site" : "knowledge";
          node = json_node_init_string (json_node_alloc (), ludus_thebes_place_id (LUDUS_THEBES_SITE_PLACE (MIN (site, LUDUS_THEBES_N_SITES - 1))));
        }
      else if (widget == bag->general_spin || widget == bag->dirt_spin)
        {
          member = widget == bag->general_spin ? "general" : "dirt";
          node = json_node_init_int (json_node_alloc (), gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (widget)));
        }
      else if (widget == bag->artifacts_row)
        {
          member = "artifacts";
          node = parse_artifacts (gtk_editable_get_text (GTK_EDITABLE (widget)));
          if (node == NULL)
            gtk_widget_add_css_class (widget, "error");
          else
            gtk_widget_remove_css_class (widget, "error");
        }
      else
        continue;
      if (node == NULL)
        return;
      path = g_strdup_printf ("bags[%u].%s", b, member);
      ludus_thebes_editor_set (self->document, path, node);
      return;
    }
}

static void
ludus_thebes_bags_editor_init (LudusThebesBagsEditor *self)
{
  GtkWidget *page = GTK_WIDGET (self);

  for (guint b = 0; b < LUDUS_THEBES_N_SITES; b++)
    {
      Bag *bag = &self->bags[b];

      bag->group = adw_preferences_group_new ();
      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (bag->group),
                                             _("31 tokens: the artifacts, one special-knowledge token, "
                                               "general-knowledge tokens and dirt"));
      bag->site_row = ludus_thebes_editor_combo_row (_("Dig _Site"), 0, LUDUS_THEBES_N_SITES,
                                                     ludus_thebes_editor_site_name);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (bag->group), bag->site_row);
      bag->artifacts_row = adw_entry_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (bag->artifacts_row),
                                     _("Artifact values, separated by spaces"));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (bag->group), bag->artifacts_row);
      bag->knowledge_row = ludus_thebes_editor_combo_row (_("Special-knowledge token _for"), 0,
                                                          LUDUS_THEBES_N_SITES, ludus_thebes_editor_site_name);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (bag->group), bag->knowledge_row);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (bag->group),
                                 ludus_thebes_editor_spin_row (_("_General-knowledge tokens"), 0,
                                                               LUDUS_THEBES_BAG_TOKENS, &bag->general_spin));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (bag->group),
                                 ludus_thebes_editor_spin_row (_("_Dirt"), 0, LUDUS_THEBES_BAG_TOKENS,
                                                               &bag->dirt_spin));
      g_signal_connect_swapped (bag->site_row, "notify::selected", G_CALLBACK (bag_changed_cb), self);
      g_signal_connect_swapped (bag->knowledge_row, "notify::selected", G_CALLBACK (bag_changed_cb), self);
      g_signal_connect_swapped (bag->general_spin, "notify::value", G_CALLBACK (bag_changed_cb), self);
      g_signal_connect_swapped (bag->dirt_spin, "notify::value", G_CALLBACK (bag_changed_cb), self);
      g_signal_connect_swapped (bag->artifacts_row, "notify::text", G_CALLBACK (bag_changed_cb), self);
      adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (bag->group));
    }
}


static void
ludus_thebes_bags_editor_dispose (GObject *object)
{
  LudusThebesBagsEditor *self = LUDUS_THEBES_BAGS_EDITOR (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);

  G_OBJECT_CLASS (ludus_thebes_bags_editor_parent_class)->dispose (object);
}

static void
ludus_thebes_bags_editor_class_init (LudusThebesBagsEditorClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ludus_thebes_bags_editor_dispose;
}

/**
 * ludus_thebes_bags_editor_new:
 * @document: a Thebes deck
 *
 * Returns: (transfer floating): the form editing @document's bags
 */
GtkWidget *
ludus_thebes_bags_editor_new (LudusContentDocument *document)
{
  LudusThebesBagsEditor *self;

  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (document), NULL);

  self = g_object_new (LUDUS_TYPE_THEBES_BAGS_EDITOR, NULL);
  self->document = g_object_ref (document);
  g_signal_connect_swapped (document, "changed", G_CALLBACK (update_bags), self);
  update_bags (self);
  return GTK_WIDGET (self);
}

/**
 * ludus_thebes_bags_editor_show_problem:
 * @path: (nullable): the problem's path in the deck, "bags[1].dirt"; %NULL
 *   or another path: no problem in the bags
 *
 * Marks the row the problem is at (its bag's artifacts when the path names
 * the whole bag) and focuses it, which scrolls to it.
 */
void
ludus_thebes_bags_editor_show_problem (LudusThebesBagsEditor *self,
                                       const char            *path)
{
  int index = -1;
  const char *member = NULL;
  GtkWidget *marked = NULL;

  g_return_if_fail (LUDUS_IS_THEBES_BAGS_EDITOR (self));

  if (path != NULL && g_str_has_prefix (path, "bags[") && sscanf (path, "bags[%d]", &index) == 1
      && index >= 0 && index < LUDUS_THEBES_N_SITES)
    {
      Bag *bag = &self->bags[index];

      member = strchr (path, '.');
      if (g_strcmp0 (member, ".site") == 0)
        marked = bag->site_row;
      else if (g_strcmp0 (member, ".knowledge") == 0)
        marked = bag->knowledge_row;
      else if (g_strcmp0 (member, ".general") == 0)
        marked = gtk_widget_get_ancestor (bag->general_spin, ADW_TYPE_ACTION_ROW);
      else if (g_strcmp0 (member, ".dirt") == 0)
        marked = gtk_widget_get_ancestor (bag->dirt_spin, ADW_TYPE_ACTION_ROW);
      else
        marked = bag->artifacts_row;
    }
  for (guint b = 0; b < LUDUS_THEBES_N_SITES; b++)
    {
      Bag *bag = &self->bags[b];
      GtkWidget *rows[] = { bag->site_row, bag->artifacts_row, bag->knowledge_row,
                            gtk_widget_get_ancestor (bag->general_spin, ADW_TYPE_ACTION_ROW),
                            gtk_widget_get_ancestor (bag->dirt_spin, ADW_TYPE_ACTION_ROW) };

      for (guint r = 0; r < G_N_ELEMENTS (rows); r++)
        if (rows[r] != NULL)
          {
            if (rows[r] == marked)
              gtk_widget_add_css_class (rows[r], "error");
            else
              gtk_widget_remove_css_class (rows[r], "error");
          }
    }
  if (marked != NULL)
    gtk_widget_grab_focus (marked);
}

/* The artifacts' entry of bag @index, for tests. */
GtkWidget *
ludus_thebes_bags_editor_get_artifacts_row (LudusThebesBagsEditor *self,
                                            guint                  index)
{
  g_return_val_if_fail (LUDUS_IS_THEBES_BAGS_EDITOR (self), NULL);
  g_return_val_if_fail (index < LUDUS_THEBES_N_SITES, NULL);

  return self->bags[index].artifacts_row;
}
