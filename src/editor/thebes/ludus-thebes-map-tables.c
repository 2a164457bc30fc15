/* ludus-thebes-map-tables.c: the map editor's distance and time wheel tables
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two pages of the map editor: the weeks between every two places, from
 * the draft's distances (the model's computation), and the time wheel, an
 * entry per knowledge and weeks (Up and Down count), each set by its path.
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

/* A number typed in a cell of the wheel: set at once; something else is
 * marked and set nowhere. */
static void
wheel_changed_cb (LudusThebesMapTables *self,
                  GtkEditable          *entry)
{
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *path = NULL;
  gint64 tokens;

  if (self->updating || self->document == NULL)
    return;
  if (!g_ascii_string_to_signed (gtk_editable_get_text (entry), 10, 0, 99, &tokens, NULL))
    {
      gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
      return;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (entry), "error");
  node = json_node_init_int (json_node_alloc (), tokens);
  path = g_strdup_printf ("wheel[%d][%d]",
                          GPOINTER_TO_INT (g_object_get_data (G_OBJECT (entry), "ludus-k")),
                          GPOINTER_TO_INT (g_object_get_data (G_OBJECT (entry), "ludus-w")));
  ludus_thebes_editor_set (self->document, path, node);
}

/* Up and Down count a cell's tokens up and down. */
static gboolean
wheel_key_cb (GtkEventControllerKey *controller,
              guint                  keyval,
              guint                  keycode,
              GdkModifierType        state,
              gpointer               data)
{
  GtkEditable *entry = GTK_EDITABLE (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller)));
  gint64 tokens;
  g_autofree char *text = NULL;

  if (keyval != GDK_KEY_Up && keyval != GDK_KEY_Down)
    return GDK_EVENT_PROPAGATE;
  if (!g_ascii_string_to_signed (gtk_editable_get_text (entry), 10, 0, 99, &tokens, NULL))
    tokens = 0;
  tokens = CLAMP (tokens + (keyval == GDK_KEY_Up ? 1 : -1), 0, LUDUS_THEBES_MAX_WHEEL_TOKENS);
  text = g_strdup_printf ("%d", (int) tokens);
  gtk_editable_set_text (entry, text);
  return GDK_EVENT_STOP;
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

  gtk_grid_set_row_spacing (GTK_GRID (wheel), 4);
  gtk_grid_set_column_spacing (GTK_GRID (wheel), 4);
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
          GtkWidget *entry = gtk_entry_new ();
          GtkEventController *keys = gtk_event_controller_key_new ();
          /* TRANSLATORS: a cell of the time wheel table: tokens for that knowledge and weeks */
          g_autofree char *name = g_strdup_printf (ngettext ("Tokens for knowledge %u and %u week",
                                                             "Tokens for knowledge %u and %u weeks", j + 1),
                                                   i + 1, j + 1);

          gtk_editable_set_width_chars (GTK_EDITABLE (entry), 2);
          gtk_editable_set_max_width_chars (GTK_EDITABLE (entry), 2);
          gtk_editable_set_alignment (GTK_EDITABLE (entry), 0.5);
          gtk_entry_set_input_purpose (GTK_ENTRY (entry), GTK_INPUT_PURPOSE_DIGITS);
          gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
          gtk_widget_set_tooltip_text (entry, name);
          g_object_set_data (G_OBJECT (entry), "ludus-k", GINT_TO_POINTER (i));
          g_object_set_data (G_OBJECT (entry), "ludus-w", GINT_TO_POINTER (j));
          g_signal_connect_swapped (entry, "changed", G_CALLBACK (wheel_changed_cb), self);
          g_signal_connect (keys, "key-pressed", G_CALLBACK (wheel_key_cb), NULL);
          gtk_widget_add_controller (entry, keys);
          self->wheel[i][j] = entry;
          gtk_grid_attach (GTK_GRID (wheel), entry, j + 1, i + 1, 1, 1);
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
          {
            g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));

            /* Leave what is being typed alone when it says the same. */
            if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->wheel[k][w])), text) != 0)
              gtk_editable_set_text (GTK_EDITABLE (self->wheel[k][w]), text);
            gtk_widget_remove_css_class (self->wheel[k][w], "error");
          }
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
