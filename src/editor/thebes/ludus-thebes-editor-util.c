/* ludus-thebes-editor-util.c: pieces both Thebes editors use
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-editor"

#include "ludus-json-edit.h"
#include "ludus-thebes-editor-util.h"

/* An icon button: its tooltip names it for screen readers too. */
GtkWidget *
ludus_thebes_editor_icon_button (const char *icon,
                                 const char *tooltip,
                                 const char *action)
{
  GtkWidget *widget = gtk_button_new_from_icon_name (icon);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (widget), action);
  gtk_widget_set_tooltip_text (widget, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  return widget;
}

GtkWidget *
ludus_thebes_editor_spin_row (const char  *title,
                              int          min,
                              int          max,
                              GtkWidget  **spin)
{
  GtkWidget *row = adw_action_row_new ();

  *spin = gtk_spin_button_new_with_range (min, max, 1);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  gtk_widget_set_valign (*spin, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), *spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), *spin);
  gtk_accessible_update_property (GTK_ACCESSIBLE (*spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), -1);
  return row;
}

/* A combo row of the names of first .. end - 1. */
GtkWidget *
ludus_thebes_editor_combo_row (const char  *title,
                               guint        first,
                               guint        end,
                               const char *(*name) (guint))
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GtkWidget *row = adw_combo_row_new ();

  for (guint i = first; i < end; i++)
    gtk_string_list_append (names, name (i));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (names));
  return row;
}

const char *
ludus_thebes_editor_place_name (guint place)
{
  return ludus_thebes_place_name (place);
}

const char *
ludus_thebes_editor_site_name (guint site)
{
  return ludus_thebes_place_name (LUDUS_THEBES_SITE_PLACE (site));
}

int
ludus_thebes_editor_find_place (const char *id)
{
  for (guint p = 0; id != NULL && p < LUDUS_THEBES_N_PLACES; p++)
    if (g_str_equal (id, ludus_thebes_place_id (p)))
      return p;
  return -1;
}

static guint8
get_site (JsonObject *object,
          const char *member)
{
  int place = ludus_thebes_editor_find_place (json_object_get_string_member_with_default (object, member, ""));

  return LUDUS_THEBES_PLACE_IS_SITE (place) ? place - LUDUS_THEBES_FIRST_SITE : 0;
}

/* A draft may hold anything: what the card cannot be is drawn as near as
 * it can, the problem banner says the rest. */
void
ludus_thebes_editor_card_from_json (JsonNode        *node,
                                    gboolean         exhibition,
                                    LudusThebesCard *card)
{
  JsonObject *object;
  int city;

  memset (card, 0, sizeof *card);
  card->type = exhibition ? LUDUS_THEBES_CARD_EXHIBITION : LUDUS_THEBES_CARD_CONGRESS;
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return;
  object = json_node_get_object (node);
  city = ludus_thebes_editor_find_place (json_object_get_string_member_with_default (object, "city", ""));
  card->city = city >= 0 ? city : 0;
  card->weeks = CLAMP (json_object_get_int_member_with_default (object, "weeks", 0), 0, 99);
  if (exhibition)
    {
      JsonObject *requires = json_object_get_member (object, "requires") != NULL
                             && JSON_NODE_HOLDS_OBJECT (json_object_get_member (object, "requires"))
                             ? json_object_get_object_member (object, "requires") : NULL;

      card->large = g_strcmp0 (json_object_get_string_member_with_default (object, "size", ""), "large") == 0;
      card->value = CLAMP (json_object_get_int_member_with_default (object, "points", 0), 0, 99);
      for (guint s = 0; requires != NULL && s < LUDUS_THEBES_N_SITES; s++)
        card->requires[s] = CLAMP (json_object_get_int_member_with_default (requires,
                                                                            ludus_thebes_place_id (LUDUS_THEBES_SITE_PLACE (s)),
                                                                            0), 0, 99);
      return;
    }
  for (guint t = 0; t < LUDUS_THEBES_CARD_EXHIBITION; t++)
    if (g_strcmp0 (json_object_get_string_member_with_default (object, "type", ""),
                   ludus_thebes_card_type_id (t)) == 0)
      card->type = t;
  card->site = get_site (object, "site");
  card->value = CLAMP (json_object_get_int_member_with_default (object, "value", 0), 0, 99);
}

/* Every edit goes here: the document says what is wrong, not the form. */
void
ludus_thebes_editor_set (LudusContentDocument *document,
                         const char           *path,
                         JsonNode             *value)
{
  g_autoptr(GError) error = NULL;

  if (!ludus_content_document_set (document, path, value, &error))
    g_warning ("Cannot set %s: %s", path, error->message);
}

/* A node holding a copy of @object sharing nothing with it, to edit. */
JsonNode *
ludus_thebes_editor_copy_object (JsonObject *object)
{
  g_autoptr(JsonNode) node = json_node_alloc ();

  json_node_init_object (node, object);
  return ludus_json_deep_copy (node);
}
