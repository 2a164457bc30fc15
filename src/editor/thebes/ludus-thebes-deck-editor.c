/* ludus-thebes-deck-editor.c: the form editing a Thebes deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Three parts, switched at the top: the research cards and the
 * exhibitions, each a grid of the real card drawings and a form for the
 * selected card, and the five bags' tokens.  Every edit goes through the
 * LudusContentDocument, which also says what is wrong: the form never
 * checks the deck itself.
 */

#define G_LOG_DOMAIN "ludus-editor"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ludus-editor-form.h"
#include "ludus-thebes-bags-editor.h"
#include "ludus-thebes-deck-editor.h"
#include "ludus-thebes-deck-summary.h"
#include "ludus-thebes-editor-util.h"
#include "thebes/ludus-thebes.h"
#include "thebes/ludus-thebes-card-draw.h"
#include "thebes/ludus-thebes-card-widget.h"

static const char * const part_names[] = { "cards", "exhibitions", "bags" };

struct _LudusThebesDeckEditor
{
  GtkBox                parent_instance;

  LudusContentDocument *document;

  GtkWidget            *stack;
  GtkWidget            *flow[2];          /* research cards, exhibitions */
  GtkWidget            *form_stack;
  GtkWidget            *summary_label;

  /* The research card's form */
  GtkWidget            *card_form;
  GtkWidget            *city_row;
  GtkWidget            *type_row;
  GtkWidget            *site_row;
  GtkWidget            *value_row;
  GtkWidget            *value_spin;
  GtkWidget            *weeks_spin;

  /* The exhibition's form */
  GtkWidget            *exhibition_form;
  GtkWidget            *ex_city_row;
  GtkWidget            *size_row;
  GtkWidget            *points_spin;
  GtkWidget            *ex_weeks_spin;
  GtkWidget            *needs_spin[LUDUS_THEBES_N_SITES];

  GtkWidget            *bags;

  int                   selected[2];
  gboolean              updating;
};

G_DEFINE_FINAL_TYPE (LudusThebesDeckEditor, ludus_thebes_deck_editor, GTK_TYPE_BOX)

static const char * const array_names[] = { "cards", "exhibitions", "bags" };

static JsonArray *
get_array (LudusThebesDeckEditor *self,
           LudusThebesDeckPart    part)
{
  JsonNode *node = ludus_content_document_get (self->document, array_names[part]);

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return NULL;
  return json_node_get_array (node);
}

static guint
get_length (LudusThebesDeckEditor *self,
            LudusThebesDeckPart    part)
{
  JsonArray *array = get_array (self, part);

  return array != NULL ? json_array_get_length (array) : 0;
}

static JsonObject *
get_object (LudusThebesDeckEditor *self,
            LudusThebesDeckPart    part,
            int                    index)
{
  JsonArray *array = get_array (self, part);
  JsonNode *node;

  if (array == NULL || index < 0 || (guint) index >= json_array_get_length (array))
    return NULL;
  node = json_array_get_element (array, index);
  return JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

static void
read_card (LudusThebesDeckEditor *self,
           LudusThebesDeckPart    part,
           int                    index,
           LudusThebesCard       *card)
{
  JsonArray *array = get_array (self, part);

  ludus_thebes_editor_card_from_json (array != NULL && index >= 0 && (guint) index < json_array_get_length (array)
                                      ? json_array_get_element (array, index) : NULL,
                                      part == LUDUS_THEBES_DECK_EXHIBITIONS, card);
}

char *
ludus_thebes_deck_editor_get_summary (LudusThebesDeckEditor *self)
{
  g_return_val_if_fail (LUDUS_IS_THEBES_DECK_EDITOR (self), NULL);

  return ludus_thebes_deck_summary (self->document);
}

static void
update_summary (LudusThebesDeckEditor *self)
{
  g_autofree char *text = ludus_thebes_deck_editor_get_summary (self);

  gtk_label_set_text (GTK_LABEL (self->summary_label), text);
}

/* The forms -------------------------------------------------------------- */

static LudusThebesDeckPart
current_part (LudusThebesDeckEditor *self)
{
  const char *name = adw_view_stack_get_visible_child_name (ADW_VIEW_STACK (self->stack));

  for (guint i = 0; i < G_N_ELEMENTS (part_names); i++)
    if (g_strcmp0 (name, part_names[i]) == 0)
      return i;
  return LUDUS_THEBES_DECK_CARDS;
}

static void
update_card_form (LudusThebesDeckEditor *self)
{
  LudusThebesCard card;
  int selected = self->selected[LUDUS_THEBES_DECK_CARDS];
  gboolean has_site, has_value;

  gtk_widget_set_sensitive (self->card_form, selected >= 0);
  if (selected < 0)
    return;
  read_card (self, LUDUS_THEBES_DECK_CARDS, selected, &card);
  has_site = card.type == LUDUS_THEBES_CARD_SPECIALIZED || card.type == LUDUS_THEBES_CARD_RUMOUR;
  has_value = card.type == LUDUS_THEBES_CARD_SPECIALIZED || card.type == LUDUS_THEBES_CARD_GENERAL;
  self->updating = TRUE;
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->city_row), MIN (card.city, LUDUS_THEBES_FIRST_SITE - 1));
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->type_row), card.type);
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->site_row), card.site);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->value_spin), card.value);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->weeks_spin), card.weeks);
  gtk_widget_set_visible (self->site_row, has_site);
  gtk_widget_set_visible (self->value_row, has_value);
  self->updating = FALSE;
}

static void
update_exhibition_form (LudusThebesDeckEditor *self)
{
  LudusThebesCard card;
  int selected = self->selected[LUDUS_THEBES_DECK_EXHIBITIONS];

  gtk_widget_set_sensitive (self->exhibition_form, selected >= 0);
  if (selected < 0)
    return;
  read_card (self, LUDUS_THEBES_DECK_EXHIBITIONS, selected, &card);
  self->updating = TRUE;
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->ex_city_row), MIN (card.city, LUDUS_THEBES_FIRST_SITE - 1));
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->size_row), card.large);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->points_spin), card.value);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->ex_weeks_spin), card.weeks);
  for (guint s = 0; s < LUDUS_THEBES_N_SITES; s++)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->needs_spin[s]), card.requires[s]);
  self->updating = FALSE;
}

static void
update_actions (LudusThebesDeckEditor *self)
{
  LudusThebesDeckPart part = current_part (self);
  gboolean cards = part != LUDUS_THEBES_DECK_BAGS;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "deck.add-card", cards);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "deck.remove-card",
                                 cards && self->selected[part] >= 0);
  gtk_stack_set_visible_child_name (GTK_STACK (self->form_stack), part_names[part]);
}

/* The grids -------------------------------------------------------------- */

/* The card, and around it a ring: the accent colour for the selected
 * card, the error colour for the card the problem is at. */
static void
draw_card_cb (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        data)
{
  GtkWidget *child = gtk_widget_get_parent (GTK_WIDGET (area));
  gboolean problem = g_object_get_data (G_OBJECT (child), "ludus-problem") != NULL;
  gboolean selected = (gtk_widget_get_state_flags (child) & GTK_STATE_FLAG_SELECTED) != 0;
  const double ring = 3;

  if (selected || problem)
    {
      GdkRGBA colour = { 0.21, 0.52, 0.89, 1 };

      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      gtk_style_context_lookup_color (gtk_widget_get_style_context (GTK_WIDGET (area)),
                                      problem ? "error_color" : "accent_bg_color", &colour);
      G_GNUC_END_IGNORE_DEPRECATIONS
      gdk_cairo_set_source_rgba (cr, &colour);
      cairo_set_line_width (cr, ring);
      if (problem && selected)
        cairo_set_dash (cr, (double[]) { 6, 3 }, 2, 0);
      cairo_rectangle (cr, ring / 2, ring / 2, width - ring, height - ring);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  cairo_translate (cr, ring + 1, ring + 1);
  ludus_thebes_card_draw_styled (cr, data, width - 2 * (ring + 1), height - 2 * (ring + 1),
                                 adw_style_manager_get_dark (adw_style_manager_get_default ()));
}

static void
set_child_card (GtkFlowBoxChild       *child,
                const LudusThebesCard *card)
{
  GtkWidget *area = gtk_flow_box_child_get_child (child);
  g_autofree char *name = ludus_thebes_card_accessible_name (card);

  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_card_cb,
                                  g_memdup2 (card, sizeof *card), g_free);
  gtk_widget_set_tooltip_text (GTK_WIDGET (child), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/* Redraws every card: the selection or the problem moved. */
static void
redraw_grids (LudusThebesDeckEditor *self)
{
  const LudusContentProblem *problem = ludus_content_document_get_problem (self->document);

  for (guint part = 0; part < 2; part++)
    {
      g_autofree char *prefix = g_strdup_printf ("%s[", array_names[part]);
      int index = -1;

      if (problem != NULL && problem->path != NULL
          && g_strcmp0 (problem->document, ludus_content_document_get_kind (self->document)) == 0
          && g_str_has_prefix (problem->path, prefix))
        sscanf (problem->path + strlen (prefix), "%d", &index);
      for (GtkWidget *child = gtk_widget_get_first_child (self->flow[part]);
           child != NULL;
           child = gtk_widget_get_next_sibling (child))
        {
          g_object_set_data (G_OBJECT (child), "ludus-problem",
                             GINT_TO_POINTER (gtk_flow_box_child_get_index (GTK_FLOW_BOX_CHILD (child)) == index));
          gtk_widget_queue_draw (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child)));
        }
    }
}

static void
rebuild_grid (LudusThebesDeckEditor *self,
              LudusThebesDeckPart    part)
{
  GtkFlowBox *flow = GTK_FLOW_BOX (self->flow[part]);
  guint n = get_length (self, part);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (flow))) != NULL)
    gtk_flow_box_remove (flow, child);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *area = gtk_drawing_area_new ();
      LudusThebesCard card;

      /* The card and its ring. */
      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), LUDUS_THEBES_CARD_WIDTH + 8);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), LUDUS_THEBES_CARD_HEIGHT + 8);
      gtk_flow_box_append (flow, area);
      read_card (self, part, i, &card);
      set_child_card (gtk_flow_box_get_child_at_index (flow, i), &card);
    }
  if (self->selected[part] >= (int) n)
    self->selected[part] = (int) n - 1;
  if (self->selected[part] >= 0)
    {
      self->updating = TRUE;
      gtk_flow_box_select_child (flow, gtk_flow_box_get_child_at_index (flow, self->selected[part]));
      self->updating = FALSE;
    }
  redraw_grids (self);
}

static void
document_changed_cb (LudusThebesDeckEditor *self,
                     const char            *path)
{
  int index;

  /* One card set: redraw that one; anything else: everything. */
  for (guint part = 0; part < 2; part++)
    {
      g_autofree char *prefix = g_strdup_printf ("%s[", array_names[part]);

      if (path != NULL && g_str_has_prefix (path, prefix)
          && sscanf (path + strlen (prefix), "%d", &index) == 1)
        {
          GtkFlowBoxChild *child = gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (self->flow[part]), index);
          LudusThebesCard card;

          if (child != NULL)
            {
              read_card (self, part, index, &card);
              set_child_card (child, &card);
              gtk_widget_queue_draw (gtk_flow_box_child_get_child (child));
            }
        }
      else if (path == NULL || g_str_has_prefix (path, array_names[part]) || path[0] == '\0')
        rebuild_grid (self, part);
    }
  update_card_form (self);
  update_exhibition_form (self);
  update_actions (self);
  update_summary (self);
}

static void
selected_changed_cb (LudusThebesDeckEditor *self,
                     GtkFlowBox            *flow)
{
  g_autoptr(GList) selected = NULL;
  LudusThebesDeckPart part = flow == GTK_FLOW_BOX (self->flow[0]) ? 0 : 1;

  if (self->updating)
    return;
  selected = gtk_flow_box_get_selected_children (flow);
  if (selected == NULL)
    return;
  self->selected[part] = gtk_flow_box_child_get_index (selected->data);
  redraw_grids (self);
  if (part == LUDUS_THEBES_DECK_CARDS)
    update_card_form (self);
  else
    update_exhibition_form (self);
  update_actions (self);
}

/* Edits ------------------------------------------------------------------ */

static void
set_member (LudusThebesDeckEditor *self,
            LudusThebesDeckPart    part,
            const char            *member,
            JsonNode              *value)
{
  g_autofree char *path = NULL;

  if (self->updating || self->selected[part] < 0)
    return;
  path = g_strdup_printf ("%s[%d].%s", array_names[part], self->selected[part], member);
  ludus_thebes_editor_set (self->document, path, value);
}

static JsonNode *
string_node (const char *value)
{
  return json_node_init_string (json_node_alloc (), value);
}

static JsonNode *
int_node (gint64 value)
{
  return json_node_init_int (json_node_alloc (), value);
}

static void
city_changed_cb (LudusThebesDeckEditor *self,
                 GParamSpec            *pspec,
                 AdwComboRow           *row)
{
  LudusThebesDeckPart part = row == ADW_COMBO_ROW (self->city_row) ? LUDUS_THEBES_DECK_CARDS
                                                                   : LUDUS_THEBES_DECK_EXHIBITIONS;
  g_autoptr(JsonNode) node = string_node (ludus_thebes_place_id (adw_combo_row_get_selected (row)));

  set_member (self, part, "city", node);
}

/* A new type keeps the card's city and weeks, and its site and value when
 * the new type has them: one object set, so one undo step. */
static void
type_changed_cb (LudusThebesDeckEditor *self)
{
  guint type = adw_combo_row_get_selected (ADW_COMBO_ROW (self->type_row));
  JsonObject *old = get_object (self, LUDUS_THEBES_DECK_CARDS, self->selected[LUDUS_THEBES_DECK_CARDS]);
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *path = NULL;

  if (self->updating || old == NULL || type >= LUDUS_THEBES_CARD_EXHIBITION)
    return;
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "city");
  json_builder_add_string_value (builder, json_object_get_string_member_with_default (old, "city", "LON"));
  json_builder_set_member_name (builder, "type");
  json_builder_add_string_value (builder, ludus_thebes_card_type_id (type));
  if (type == LUDUS_THEBES_CARD_SPECIALIZED || type == LUDUS_THEBES_CARD_RUMOUR)
    {
      json_builder_set_member_name (builder, "site");
      json_builder_add_string_value (builder, json_object_get_string_member_with_default (old, "site", "GRE"));
    }
  if (type == LUDUS_THEBES_CARD_SPECIALIZED || type == LUDUS_THEBES_CARD_GENERAL)
    {
      json_builder_set_member_name (builder, "value");
      json_builder_add_int_value (builder, MAX (1, json_object_get_int_member_with_default (old, "value", 1)));
    }
  json_builder_set_member_name (builder, "weeks");
  json_builder_add_int_value (builder, json_object_get_int_member_with_default (old, "weeks", 1));
  json_builder_end_object (builder);
  node = json_builder_get_root (builder);
  path = g_strdup_printf ("cards[%d]", self->selected[LUDUS_THEBES_DECK_CARDS]);
  ludus_thebes_editor_set (self->document, path, node);
}

static void
site_changed_cb (LudusThebesDeckEditor *self)
{
  guint site = adw_combo_row_get_selected (ADW_COMBO_ROW (self->site_row));
  g_autoptr(JsonNode) node = NULL;

  if (site >= LUDUS_THEBES_N_SITES)
    return;
  node = string_node (ludus_thebes_place_id (LUDUS_THEBES_SITE_PLACE (site)));
  set_member (self, LUDUS_THEBES_DECK_CARDS, "site", node);
}

static void
spin_changed_cb (LudusThebesDeckEditor *self,
                 GtkSpinButton         *spin)
{
  g_autoptr(JsonNode) node = int_node (gtk_spin_button_get_value_as_int (spin));

  if (GTK_WIDGET (spin) == self->value_spin)
    set_member (self, LUDUS_THEBES_DECK_CARDS, "value", node);
  else if (GTK_WIDGET (spin) == self->weeks_spin)
    set_member (self, LUDUS_THEBES_DECK_CARDS, "weeks", node);
  else if (GTK_WIDGET (spin) == self->points_spin)
    set_member (self, LUDUS_THEBES_DECK_EXHIBITIONS, "points", node);
  else if (GTK_WIDGET (spin) == self->ex_weeks_spin)
    set_member (self, LUDUS_THEBES_DECK_EXHIBITIONS, "weeks", node);
}

static void
size_changed_cb (LudusThebesDeckEditor *self)
{
  g_autoptr(JsonNode) node = string_node (adw_combo_row_get_selected (ADW_COMBO_ROW (self->size_row))
                                          ? "large" : "small");

  set_member (self, LUDUS_THEBES_DECK_EXHIBITIONS, "size", node);
}

/* The artifacts an exhibition needs: the whole object, sites at 0 left out. */
static void
needs_changed_cb (LudusThebesDeckEditor *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) node = NULL;

  json_builder_begin_object (builder);
  for (guint s = 0; s < LUDUS_THEBES_N_SITES; s++)
    {
      int count = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->needs_spin[s]));

      if (count == 0)
        continue;
      json_builder_set_member_name (builder, ludus_thebes_place_id (LUDUS_THEBES_SITE_PLACE (s)));
      json_builder_add_int_value (builder, count);
    }
  json_builder_end_object (builder);
  node = json_builder_get_root (builder);
  set_member (self, LUDUS_THEBES_DECK_EXHIBITIONS, "requires", node);
}

/* Selects the card or bag at the problem's path and marks it. */
static void
show_problem_cb (LudusThebesDeckEditor     *self,
                 const LudusContentProblem *problem)
{
  int index;

  if (problem == NULL || problem->path == NULL
      || g_strcmp0 (problem->document, ludus_content_document_get_kind (self->document)) != 0)
    {
      ludus_thebes_bags_editor_show_problem (LUDUS_THEBES_BAGS_EDITOR (self->bags), NULL);
      return;
    }
  for (guint part = 0; part < LUDUS_THEBES_DECK_BAGS; part++)
    {
      g_autofree char *prefix = g_strdup_printf ("%s[", array_names[part]);

      if (g_str_has_prefix (problem->path, prefix)
          && sscanf (problem->path + strlen (prefix), "%d", &index) == 1)
        ludus_thebes_deck_editor_select (self, part, index);
    }
  /* A bag's problem marks its row. */
  if (g_str_has_prefix (problem->path, "bags["))
    adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (self->stack), "bags");
  ludus_thebes_bags_editor_show_problem (LUDUS_THEBES_BAGS_EDITOR (self->bags), problem->path);
}

/* The problem bar says what is wrong; the form shows where. */
static void
problem_changed_cb (LudusThebesDeckEditor *self)
{
  update_summary (self);
  redraw_grids (self);
  show_problem_cb (self, ludus_content_document_get_problem (self->document));
}

/* Actions ---------------------------------------------------------------- */

/* A new card is a copy of the selected one, next to it. */
static void
add_card_cb (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  LudusThebesDeckEditor *self = LUDUS_THEBES_DECK_EDITOR (widget);
  LudusThebesDeckPart part = current_part (self);
  JsonObject *selected = get_object (self, part, self->selected[part]);
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  int index = self->selected[part] + 1;

  if (part == LUDUS_THEBES_DECK_BAGS)
    return;
  if (selected != NULL)
    {
      node = ludus_thebes_editor_copy_object (selected);
    }
  else if (part == LUDUS_THEBES_DECK_CARDS)
    node = json_from_string ("{\"city\": \"LON\", \"type\": \"congress\", \"weeks\": 2}", NULL);
  else
    node = json_from_string ("{\"city\": \"LON\", \"size\": \"small\", \"points\": 4, \"weeks\": 3,"
                             " \"requires\": {\"GRE\": 1}}", NULL);
  path = g_strdup_printf ("%s[%d]", array_names[part], index);
  self->selected[part] = index;
  if (!ludus_content_document_insert (self->document, path, node, &error))
    g_warning ("Cannot add a card: %s", error->message);
}

static void
remove_card_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  LudusThebesDeckEditor *self = LUDUS_THEBES_DECK_EDITOR (widget);
  LudusThebesDeckPart part = current_part (self);
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  if (part == LUDUS_THEBES_DECK_BAGS || self->selected[part] < 0)
    return;
  path = g_strdup_printf ("%s[%d]", array_names[part], self->selected[part]);
  if (!ludus_content_document_remove (self->document, path, &error))
    g_warning ("Cannot remove a card: %s", error->message);
}

static void
ludus_thebes_deck_editor_dispose (GObject *object)
{
  LudusThebesDeckEditor *self = LUDUS_THEBES_DECK_EDITOR (object);

  ludus_editor_form_unwatch (self, &self->document);

  G_OBJECT_CLASS (ludus_thebes_deck_editor_parent_class)->dispose (object);
}

static void
ludus_thebes_deck_editor_class_init (LudusThebesDeckEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_thebes_deck_editor_dispose;

  gtk_widget_class_install_action (widget_class, "deck.add-card", NULL, add_card_cb);
  gtk_widget_class_install_action (widget_class, "deck.remove-card", NULL, remove_card_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "deck.remove-card", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Insert, 0, "deck.add-card", NULL);
}

/* Building --------------------------------------------------------------- */

static const char *
type_name (guint type)
{
  static char names[LUDUS_THEBES_N_CARD_TYPES][64];
  const char *name = ludus_thebes_card_type_name (type);
  char first[8] = { 0 };

  /* The core's names are lower case, for use inside sentences. */
  g_unichar_to_utf8 (g_unichar_totitle (g_utf8_get_char (name)), first);
  g_snprintf (names[type], sizeof names[type], "%s%s", first, g_utf8_next_char (name));
  return names[type];
}

static const char *
size_name (guint large)
{
  return large ? _("Large") : _("Small");
}

static GtkWidget *
make_grid (LudusThebesDeckEditor *self,
           LudusThebesDeckPart    part,
           const char            *label)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *flow = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_SINGLE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 40);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flow), TRUE);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 4);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 4);
  gtk_widget_set_valign (flow, GTK_ALIGN_START);
  gtk_widget_set_margin_start (flow, 12);
  gtk_widget_set_margin_end (flow, 12);
  gtk_widget_set_margin_top (flow, 12);
  gtk_widget_set_margin_bottom (flow, 12);
  gtk_accessible_update_property (GTK_ACCESSIBLE (flow), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  g_signal_connect_swapped (flow, "selected-children-changed", G_CALLBACK (selected_changed_cb), self);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), flow);
  gtk_widget_set_hexpand (scrolled, TRUE);
  gtk_widget_set_vexpand (scrolled, TRUE);
  self->flow[part] = flow;
  return scrolled;
}

static GtkWidget *
make_card_form (LudusThebesDeckEditor *self)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Research Card"));
  self->city_row = ludus_thebes_editor_combo_row (_("_City"), 0, LUDUS_THEBES_FIRST_SITE,
                                                  ludus_thebes_editor_place_name);
  g_signal_connect_swapped (self->city_row, "notify::selected", G_CALLBACK (city_changed_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->city_row);
  self->type_row = ludus_thebes_editor_combo_row (_("_Effect"), 0, LUDUS_THEBES_CARD_EXHIBITION, type_name);
  g_signal_connect_swapped (self->type_row, "notify::selected", G_CALLBACK (type_changed_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->type_row);
  self->site_row = ludus_thebes_editor_combo_row (_("_Site"), 0, LUDUS_THEBES_N_SITES,
                                                  ludus_thebes_editor_site_name);
  g_signal_connect_swapped (self->site_row, "notify::selected", G_CALLBACK (site_changed_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->site_row);
  /* TRANSLATORS: the books a knowledge card gives */
  self->value_row = ludus_thebes_editor_spin_row (_("_Value"), 1, 9, &self->value_spin);
  g_signal_connect_swapped (self->value_spin, "value-changed", G_CALLBACK (spin_changed_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->value_row);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             ludus_thebes_editor_spin_row (_("_Weeks"), 1, LUDUS_THEBES_WHEEL_SIZE,
                                                           &self->weeks_spin));
  g_signal_connect_swapped (self->weeks_spin, "value-changed", G_CALLBACK (spin_changed_cb), self);
  self->card_form = group;
  return group;
}

static GtkWidget *
make_exhibition_form (LudusThebesDeckEditor *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *needs = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Exhibition"));
  self->ex_city_row = ludus_thebes_editor_combo_row (_("_City"), 0, LUDUS_THEBES_FIRST_SITE,
                                                     ludus_thebes_editor_place_name);
  g_signal_connect_swapped (self->ex_city_row, "notify::selected", G_CALLBACK (city_changed_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->ex_city_row);
  self->size_row = ludus_thebes_editor_combo_row (_("Si_ze"), 0, 2, size_name);
  g_signal_connect_swapped (self->size_row, "notify::selected", G_CALLBACK (size_changed_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->size_row);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             ludus_thebes_editor_spin_row (_("_Points"), 0, 99, &self->points_spin));
  g_signal_connect_swapped (self->points_spin, "value-changed", G_CALLBACK (spin_changed_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             ludus_thebes_editor_spin_row (_("_Weeks"), 1, LUDUS_THEBES_WHEEL_SIZE,
                                                           &self->ex_weeks_spin));
  g_signal_connect_swapped (self->ex_weeks_spin, "value-changed", G_CALLBACK (spin_changed_cb), self);
  gtk_box_append (GTK_BOX (box), group);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (needs), _("Artifacts Needed"));
  for (guint s = 0; s < LUDUS_THEBES_N_SITES; s++)
    {
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (needs),
                                 ludus_thebes_editor_spin_row (ludus_thebes_editor_site_name (s), 0, 20,
                                                               &self->needs_spin[s]));
      g_signal_connect_swapped (self->needs_spin[s], "value-changed", G_CALLBACK (needs_changed_cb), self);
    }
  gtk_box_append (GTK_BOX (box), needs);
  self->exhibition_form = box;
  return box;
}

static void
part_changed_cb (LudusThebesDeckEditor *self)
{
  update_actions (self);
}

static void
ludus_thebes_deck_editor_init (LudusThebesDeckEditor *self)
{
  GtkWidget *tools, *paned, *side, *switcher, *scrolled, *help;
  AdwViewStackPage *page;

  self->selected[0] = self->selected[1] = -1;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);

  self->stack = adw_view_stack_new ();
  tools = ludus_editor_form_tools_new ();
  switcher = adw_view_switcher_new ();
  adw_view_switcher_set_policy (ADW_VIEW_SWITCHER (switcher), ADW_VIEW_SWITCHER_POLICY_WIDE);
  adw_view_switcher_set_stack (ADW_VIEW_SWITCHER (switcher), ADW_VIEW_STACK (self->stack));
  gtk_box_append (GTK_BOX (tools), switcher);
  /* Icons: beside the wide view switcher, labels would make the row
   * wider than a 1440 pixels wide window in some languages. */
  gtk_box_append (GTK_BOX (tools), ludus_thebes_editor_icon_button ("list-add-symbolic", _("Add Card"),
                                                                    "deck.add-card"));
  gtk_box_append (GTK_BOX (tools), ludus_thebes_editor_icon_button ("list-remove-symbolic", _("Remove Card"),
                                                                    "deck.remove-card"));
  gtk_box_append (GTK_BOX (self), tools);

  page = adw_view_stack_add_titled (ADW_VIEW_STACK (self->stack),
                                    make_grid (self, LUDUS_THEBES_DECK_CARDS, _("Research Cards")),
                                    "cards", _("Research Cards"));
  adw_view_stack_page_set_icon_name (page, "view-grid-symbolic");
  page = adw_view_stack_add_titled (ADW_VIEW_STACK (self->stack),
                                    make_grid (self, LUDUS_THEBES_DECK_EXHIBITIONS, _("Exhibitions")),
                                    "exhibitions", _("Exhibitions"));
  adw_view_stack_page_set_icon_name (page, "view-grid-symbolic");
  g_signal_connect_swapped (self->stack, "notify::visible-child", G_CALLBACK (part_changed_cb), self);

  /* Not a GtkPaned: it would give the cards only their natural width. */
  paned = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_vexpand (paned, TRUE);
  gtk_widget_set_hexpand (self->stack, TRUE);
  gtk_box_append (GTK_BOX (paned), self->stack);
  gtk_box_append (GTK_BOX (paned), gtk_separator_new (GTK_ORIENTATION_VERTICAL));

  side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_size_request (side, 320, -1);
  gtk_widget_set_margin_start (side, 12);
  gtk_widget_set_margin_end (side, 12);
  gtk_widget_set_margin_top (side, 12);
  gtk_widget_set_margin_bottom (side, 12);
  self->form_stack = gtk_stack_new ();
  gtk_stack_set_vhomogeneous (GTK_STACK (self->form_stack), FALSE);
  gtk_stack_set_hhomogeneous (GTK_STACK (self->form_stack), FALSE);
  gtk_stack_add_named (GTK_STACK (self->form_stack), make_card_form (self), "cards");
  gtk_stack_add_named (GTK_STACK (self->form_stack), make_exhibition_form (self), "exhibitions");
  help = gtk_label_new (_("Each bag holds 31 tokens. One 1-point artifact of each site is set aside "
                          "at the start for the first dig there."));
  gtk_label_set_wrap (GTK_LABEL (help), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (help), 40);
  gtk_label_set_xalign (GTK_LABEL (help), 0);
  gtk_stack_add_named (GTK_STACK (self->form_stack), help, "bags");
  gtk_box_append (GTK_BOX (side), self->form_stack);

  self->summary_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->summary_label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (self->summary_label), 40);
  gtk_label_set_xalign (GTK_LABEL (self->summary_label), 0);
  gtk_label_set_selectable (GTK_LABEL (self->summary_label), TRUE);
  gtk_widget_add_css_class (self->summary_label, "dim-label");
  gtk_box_append (GTK_BOX (side), self->summary_label);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  /* The form as wide as it needs, the cards the rest. */
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_width (GTK_SCROLLED_WINDOW (scrolled), 380);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), side);

  gtk_widget_set_hexpand (scrolled, FALSE);
  gtk_box_append (GTK_BOX (paned), scrolled);
  gtk_box_append (GTK_BOX (self), paned);
}

/**
 * ludus_thebes_deck_editor_new:
 * @document: a Thebes deck
 *
 * Returns: (transfer floating): the form editing @document
 */
GtkWidget *
ludus_thebes_deck_editor_new (LudusContentDocument *document)
{
  LudusThebesDeckEditor *self;
  AdwViewStackPage *page;

  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (document), NULL);

  self = g_object_new (LUDUS_TYPE_THEBES_DECK_EDITOR, NULL);
  self->document = g_object_ref (document);
  self->bags = ludus_thebes_bags_editor_new (document);
  page = adw_view_stack_add_titled (ADW_VIEW_STACK (self->stack), self->bags, "bags", _("Bags"));
  adw_view_stack_page_set_icon_name (page, "view-list-symbolic");
  /* The problem banner, above the tools. */
  ludus_editor_form_watch (GTK_BOX (self), document, G_CALLBACK (document_changed_cb),
                           G_CALLBACK (problem_changed_cb), G_CALLBACK (show_problem_cb));
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (redraw_grids), self, G_CONNECT_SWAPPED);

  ludus_content_document_validate_now (document);
  self->selected[0] = self->selected[1] = 0;
  document_changed_cb (self, NULL);
  problem_changed_cb (self);
  return GTK_WIDGET (self);
}

LudusContentDocument *
ludus_thebes_deck_editor_get_document (LudusThebesDeckEditor *self)
{
  g_return_val_if_fail (LUDUS_IS_THEBES_DECK_EDITOR (self), NULL);

  return self->document;
}

LudusThebesDeckPart
ludus_thebes_deck_editor_get_part (LudusThebesDeckEditor *self)
{
  g_return_val_if_fail (LUDUS_IS_THEBES_DECK_EDITOR (self), LUDUS_THEBES_DECK_CARDS);

  return current_part (self);
}

/* The selected card of the part shown; -1 for none or for the bags. */
int
ludus_thebes_deck_editor_get_selected (LudusThebesDeckEditor *self)
{
  LudusThebesDeckPart part;

  g_return_val_if_fail (LUDUS_IS_THEBES_DECK_EDITOR (self), -1);

  part = current_part (self);
  return part == LUDUS_THEBES_DECK_BAGS ? -1 : self->selected[part];
}

/**
 * ludus_thebes_deck_editor_select:
 * @part: what to show
 * @index: the card, or the bag, to select, scroll to and focus (a bag:
 *   its artifacts)
 */
void
ludus_thebes_deck_editor_select (LudusThebesDeckEditor *self,
                                 LudusThebesDeckPart    part,
                                 int                    index)
{
  g_return_if_fail (LUDUS_IS_THEBES_DECK_EDITOR (self));
  g_return_if_fail (part <= LUDUS_THEBES_DECK_BAGS);

  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (self->stack), part_names[part]);
  if (part == LUDUS_THEBES_DECK_BAGS)
    {
      /* Focused, not marked: only a problem marks a row. */
      if (index >= 0 && index < LUDUS_THEBES_N_SITES)
        gtk_widget_grab_focus (ludus_thebes_bags_editor_get_artifacts_row (LUDUS_THEBES_BAGS_EDITOR (self->bags),
                                                                          index));
    }
  else
    {
      GtkFlowBoxChild *child = gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (self->flow[part]), index);

      if (child == NULL)
        return;
      self->selected[part] = index;
      self->updating = TRUE;
      gtk_flow_box_select_child (GTK_FLOW_BOX (self->flow[part]), child);
      self->updating = FALSE;
      gtk_widget_grab_focus (GTK_WIDGET (child));  /* scrolls it into view */
      redraw_grids (self);
      if (part == LUDUS_THEBES_DECK_CARDS)
        update_card_form (self);
      else
        update_exhibition_form (self);
    }
  update_actions (self);
}
