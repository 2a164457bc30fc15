/* ludus-thebes-map-tables.c: the map editor's distance and time wheel tables
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two pages of the map editor: the weeks between every two places, from
 * the draft's distances (the model's computation), and the time wheel, a
 * spin button per knowledge and weeks, each set by its JSON path.
 */

#define G_LOG_DOMAIN "ludus-editor"

#include <glib/gi18n.h>

#include "ludus-thebes-map-tables.h"
#include "ludus-thebes-editor-util.h"

struct _LudusThebesMapTables
{
  GObject               parent_instance;

  LudusContentDocument *document;
  GtkWidget            *distance_page;
  GtkWidget            *wheel_page;
  GtkWidget            *cells[LUDUS_THEBES_N_PLACES][LUDUS_THEBES_N_PLACES];
  GtkWidget            *wheel[LUDUS_THEBES_WHEEL_SIZE][LUDUS_THEBES_WHEEL_SIZE];
  gboolean              updating;
};

G_DEFINE_FINAL_TYPE (LudusThebesMapTables, ludus_thebes_map_tables, G_TYPE_OBJECT)

static GtkWidget *
header (const char *text,
        const char *tooltip)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "heading");
  if (tooltip != NULL)
    gtk_widget_set_tooltip_text (label, tooltip);
  return label;
}

static GtkWidget *
page (GtkWidget  *grid,
      const char *description)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *label = gtk_label_new (description);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), label);
  gtk_widget_set_halign (grid, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (box), grid);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), box);
  return scrolled;
}

static void
wheel_changed_cb (LudusThebesMapTables *self,
                  GtkSpinButton        *spin)
{
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *path = NULL;

  if (self->updating || self->document == NULL)
    return;
  node = json_node_init_int (json_node_alloc (), gtk_spin_button_get_value_as_int (spin));
  path = g_strdup_printf ("wheel[%d][%d]",
                          GPOINTER_TO_INT (g_object_get_data (G_OBJECT (spin), "ludus-k")),
                          GPOINTER_TO_INT (g_object_get_data (G_OBJECT (spin), "ludus-w")));
  ludus_thebes_editor_set (self->document, path, node);
}

static void
ludus_thebes_map_tables_dispose (GObject *object)
{
  LudusThebesMapTables *self = LUDUS_THEBES_MAP_TABLES (object);

  g_clear_object (&self->document);
  g_clear_object (&self->distance_page);
  g_clear_object (&self->wheel_page);

  G_OBJECT_CLASS (ludus_thebes_map_tables_parent_class)->dispose (object);
}

static void
ludus_thebes_map_tables_class_init (LudusThebesMapTablesClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ludus_thebes_map_tables_dispose;
}

static void
ludus_thebes_map_tables_init (LudusThebesMapTables *self)
{
  GtkWidget *distances = gtk_grid_new ();
  GtkWidget *wheel = gtk_grid_new ();

  gtk_grid_set_row_spacing (GTK_GRID (distances), 4);
  gtk_grid_set_column_spacing (GTK_GRID (distances), 10);
  gtk_accessible_update_property (GTK_ACCESSIBLE (distances), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Distances"), -1);
  for (guint a = 0; a < LUDUS_THEBES_N_PLACES; a++)
    {
      const char *id = ludus_thebes_place_id (a);
      const char *name = ludus_thebes_place_name (a);

      gtk_grid_attach (GTK_GRID (distances), header (id, name), a + 1, 0, 1, 1);
      gtk_grid_attach (GTK_GRID (distances), header (name, NULL), 0, a + 1, 1, 1);
      gtk_widget_set_halign (gtk_grid_get_child_at (GTK_GRID (distances), 0, a + 1), GTK_ALIGN_START);
      for (guint b = 0; b < LUDUS_THEBES_N_PLACES; b++)
        {
          self->cells[a][b] = gtk_label_new (NULL);
          gtk_widget_add_css_class (self->cells[a][b], "numeric");
          gtk_grid_attach (GTK_GRID (distances), self->cells[a][b], b + 1, a + 1, 1, 1);
        }
    }
  self->distance_page = g_object_ref_sink (page (distances,
                                                 _("Weeks between places, one per road on the shortest "
                                                   "way, as the game computes them from the roads.")));

  gtk_grid_set_row_spacing (GTK_GRID (wheel), 2);
  gtk_grid_set_column_spacing (GTK_GRID (wheel), 2);
  gtk_accessible_update_property (GTK_ACCESSIBLE (wheel), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Time Wheel"), -1);
  for (guint i = 0; i < LUDUS_THEBES_WHEEL_SIZE; i++)
    {
      g_autofree char *k = g_strdup_printf (C_("knowledge, short", "K%u"), i + 1);
      g_autofree char *w = g_strdup_printf (C_("weeks, short", "%d wk"), (int) i + 1);
      g_autofree char *k_tip = g_strdup_printf (_("Knowledge %u"), i + 1);

      gtk_grid_attach (GTK_GRID (wheel), header (w, NULL), i + 1, 0, 1, 1);
      gtk_grid_attach (GTK_GRID (wheel), header (k, k_tip), 0, i + 1, 1, 1);
      for (guint j = 0; j < LUDUS_THEBES_WHEEL_SIZE; j++)
        {
          GtkWidget *spin = gtk_spin_button_new_with_range (0, 20, 1);
          /* TRANSLATORS: a cell of the time wheel table: tokens for that knowledge and weeks */
          g_autofree char *name = g_strdup_printf (ngettext ("Tokens for knowledge %u and %u week",
                                                             "Tokens for knowledge %u and %u weeks", j + 1),
                                                   i + 1, j + 1);

          gtk_orientable_set_orientation (GTK_ORIENTABLE (spin), GTK_ORIENTATION_VERTICAL);
          gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
          gtk_widget_set_tooltip_text (spin, name);
          g_object_set_data (G_OBJECT (spin), "ludus-k", GINT_TO_POINTER (i));
          g_object_set_data (G_OBJECT (spin), "ludus-w", GINT_TO_POINTER (j));
          g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (wheel_changed_cb), self);
          self->wheel[i][j] = spin;
          gtk_grid_attach (GTK_GRID (wheel), spin, j + 1, i + 1, 1, 1);
        }
    }
  self->wheel_page = g_object_ref_sink (page (wheel,
                                              _("Tokens drawn for a dig: a row per knowledge, "
                                                "a column per week spent digging.")));
}

LudusThebesMapTables *
ludus_thebes_map_tables_new (void)
{
  return g_object_new (LUDUS_TYPE_THEBES_MAP_TABLES, NULL);
}

void
ludus_thebes_map_tables_add_pages (LudusThebesMapTables *self,
                                   AdwViewStack         *stack)
{
  AdwViewStackPage *stack_page;

  g_return_if_fail (LUDUS_IS_THEBES_MAP_TABLES (self));

  stack_page = adw_view_stack_add_titled (stack, self->distance_page, "distances", _("Distances"));
  adw_view_stack_page_set_icon_name (stack_page, "view-grid-symbolic");
  stack_page = adw_view_stack_add_titled (stack, self->wheel_page, "wheel", _("Time Wheel"));
  adw_view_stack_page_set_icon_name (stack_page, "view-grid-symbolic");
}

void
ludus_thebes_map_tables_set_document (LudusThebesMapTables *self,
                                      LudusContentDocument *document)
{
  g_return_if_fail (LUDUS_IS_THEBES_MAP_TABLES (self));

  g_set_object (&self->document, document);
}

/* Shows the draft's distances and the document's wheel. */
void
ludus_thebes_map_tables_update (LudusThebesMapTables     *self,
                                const LudusThebesContent *draft)
{
  g_return_if_fail (LUDUS_IS_THEBES_MAP_TABLES (self));

  for (guint a = 0; a < LUDUS_THEBES_N_PLACES; a++)
    for (guint b = 0; b < LUDUS_THEBES_N_PLACES; b++)
      {
        guint8 d = draft->distance[a][b];
        g_autofree char *text = d == LUDUS_THEBES_NONE ? g_strdup ("—") : g_strdup_printf ("%u", d);
        g_autofree char *name = NULL;

        gtk_label_set_text (GTK_LABEL (self->cells[a][b]), text);
        if (d == LUDUS_THEBES_NONE)
          {
            gtk_widget_add_css_class (self->cells[a][b], "error");
            /* TRANSLATORS: a cell of the distance table */
            name = g_strdup_printf (_("No way from %s to %s"),
                                    ludus_thebes_place_name (a), ludus_thebes_place_name (b));
          }
        else
          {
            gtk_widget_remove_css_class (self->cells[a][b], "error");
            /* TRANSLATORS: a cell of the distance table */
            name = g_strdup_printf (ngettext ("%s to %s: %u week", "%s to %s: %u weeks", d),
                                    ludus_thebes_place_name (a), ludus_thebes_place_name (b), d);
          }
        gtk_widget_set_tooltip_text (self->cells[a][b], name);
        gtk_accessible_update_property (GTK_ACCESSIBLE (self->cells[a][b]),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      }

  if (self->document == NULL)
    return;
  self->updating = TRUE;
  for (guint k = 0; k < LUDUS_THEBES_WHEEL_SIZE; k++)
    for (guint w = 0; w < LUDUS_THEBES_WHEEL_SIZE; w++)
      {
        g_autofree char *path = g_strdup_printf ("wheel[%u][%u]", k, w);
        JsonNode *node = ludus_content_document_get (self->document, path);

        gtk_widget_set_sensitive (self->wheel[k][w], node != NULL && JSON_NODE_HOLDS_VALUE (node));
        if (node != NULL && JSON_NODE_HOLDS_VALUE (node))
          gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->wheel[k][w]), json_node_get_int (node));
      }
  self->updating = FALSE;
}

void
ludus_thebes_map_tables_focus_wheel (LudusThebesMapTables *self,
                                     int                   knowledge,
                                     int                   weeks)
{
  g_return_if_fail (LUDUS_IS_THEBES_MAP_TABLES (self));

  if (knowledge >= 0 && knowledge < LUDUS_THEBES_WHEEL_SIZE && weeks >= 0 && weeks < LUDUS_THEBES_WHEEL_SIZE)
    gtk_widget_grab_focus (self->wheel[knowledge][weeks]);
}

/* The spin button of wheel[@knowledge][@weeks] (from 0), for tests. */
GtkWidget *
ludus_thebes_map_tables_get_wheel_spin (LudusThebesMapTables *self,
                                        guint                 knowledge,
                                        guint                 weeks)
{
  g_return_val_if_fail (LUDUS_IS_THEBES_MAP_TABLES (self), NULL);
  g_return_val_if_fail (knowledge < LUDUS_THEBES_WHEEL_SIZE && weeks < LUDUS_THEBES_WHEEL_SIZE, NULL);

  return self->wheel[knowledge][weeks];
}
