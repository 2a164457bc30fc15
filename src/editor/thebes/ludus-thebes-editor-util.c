/* ludus-thebes-editor-util.c: pieces both Thebes editors use
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-editor"

#include "ludus-combo-row.h"
#include "ludus-editor-form.h"
#include "ludus-json-edit.h"
#include "ludus-thebes-editor-util.h"

/* A row with a spin button (*@spin) bound to no member: for fields that
 * are not a card's. */
GtkWidget *
ludus_thebes_editor_spin_row (const char  *title,
                              int          min,
                              int          max,
                              GtkWidget  **spin)
{
  GtkWidget *row = ludus_editor_form_spin_row_new (title, NULL, min, max);

  *spin = ludus_editor_form_row_get_spin (row);
  return row;
}

/* Gives a combo row the names of first .. end - 1. */
void
ludus_thebes_editor_combo_set_names (GtkWidget    *row,
                                     guint         first,
                                     guint         end,
                                     const char *(*name) (guint))
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  for (guint i = first; i < end; i++)
    gtk_string_list_append (names, name (i));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (names));
  ludus_combo_row_show_whole (row);
}

/* A combo row of the names of first .. end - 1. */
GtkWidget *
ludus_thebes_editor_combo_row (const char  *title,
                               guint        first,
                               guint        end,
                               const char *(*name) (guint))
{
  GtkWidget *row = ludus_editor_form_titled_row (adw_combo_row_new (), title);

  ludus_thebes_editor_combo_set_names (row, first, end, name);
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
