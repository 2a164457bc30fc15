/* ludus-thebes-deck-editor.c: the form editing a Thebes deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A LudusDeckForm of two lists, switched at the top with a third page:
 * the research cards and the exhibitions, each a grid of the real card
 * drawings and a form for the selected card, and the five bags' tokens.
 */

#define G_LOG_DOMAIN "ludus-editor"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ludus-editor-form.h"
#include "ludus-json.h"
#include "ludus-thebes-bags-editor.h"
#include "ludus-thebes-deck-editor.h"
#include "ludus-thebes-deck-summary.h"
#include "ludus-thebes-editor-util.h"
#include "thebes/ludus-thebes-card-draw.h"
#include "thebes/ludus-thebes-card-widget.h"

struct _LudusThebesDeckEditor
{
  LudusDeckForm  parent_instance;

  /* The research card's own fields */
  GtkWidget     *card_group;
  GtkWidget     *card_city_row;
  GtkWidget     *type_row;
  GtkWidget     *site_row;
  GtkWidget     *value_row;
  GtkWidget     *card_weeks_row;

  /* The exhibition's, and the artifacts it needs */
  GtkWidget     *exhibition_fields;
  GtkWidget     *exhibition_city_row;
  GtkWidget     *size_row;
  GtkWidget     *points_row;
  GtkWidget     *exhibition_weeks_row;
  GtkWidget     *needs_group;
  GtkWidget     *needs_spin[LUDUS_THEBES_N_SITES];

  GtkWidget     *bags;
  GtkWidget     *bags_help;
};

G_DEFINE_FINAL_TYPE (LudusThebesDeckEditor, ludus_thebes_deck_editor, LUDUS_TYPE_DECK_FORM)

/* The ids of the cities (the places before the sites) and of the sites. */
static const char *city_ids[LUDUS_THEBES_FIRST_SITE];
static const char *site_ids[LUDUS_THEBES_N_SITES];
static const char * const size_ids[] = { "small", "large" };

char *
ludus_thebes_deck_editor_get_summary (LudusThebesDeckEditor *self)
{
  g_return_val_if_fail (LUDUS_IS_THEBES_DECK_EDITOR (self), NULL);

  return ludus_thebes_deck_summary (ludus_deck_form_get_document (LUDUS_DECK_FORM (self)));
}

static char *
ludus_thebes_deck_editor_real_get_summary (LudusDeckForm *form)
{
  return ludus_thebes_deck_editor_get_summary (LUDUS_THEBES_DECK_EDITOR (form));
}

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

static GtkWidget *
ludus_thebes_deck_editor_create_tile (LudusDeckForm *form,
                                      guint          list)
{
  GtkWidget *area = gtk_drawing_area_new ();

  /* The card and its ring. */
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), LUDUS_THEBES_CARD_WIDTH + 8);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), LUDUS_THEBES_CARD_HEIGHT + 8);
  return area;
}

static void
ludus_thebes_deck_editor_update_tile (LudusDeckForm   *form,
                                      guint            list,
                                      guint            index,
                                      JsonNode        *node,
                                      GtkFlowBoxChild *child)
{
  GtkWidget *area = gtk_flow_box_child_get_child (child);
  LudusThebesCard card;
  g_autofree char *name = NULL;

  ludus_thebes_card_from_draft (node, list == LUDUS_THEBES_DECK_EXHIBITIONS, &card);
  name = ludus_thebes_card_accessible_name (&card);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_card_cb,
                                  g_memdup2 (&card, sizeof card), g_free);
  gtk_widget_set_tooltip_text (GTK_WIDGET (child), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/* The fields the bound rows do not show: a research card's type, with
 * the site and value rows of the types that have them, an exhibition's
 * artifacts needed. */
static void
ludus_thebes_deck_editor_update_fields (LudusDeckForm *form,
                                        guint          list,
                                        JsonNode      *node)
{
  LudusThebesDeckEditor *self = LUDUS_THEBES_DECK_EDITOR (form);
  LudusThebesCard card;

  if (node == NULL)
    return;
  ludus_thebes_card_from_draft (node, list == LUDUS_THEBES_DECK_EXHIBITIONS, &card);
  if (list == LUDUS_THEBES_DECK_EXHIBITIONS)
    {
      for (guint s = 0; s < LUDUS_THEBES_N_SITES; s++)
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->needs_spin[s]), card.requires[s]);
      return;
    }
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->type_row), card.type);
  gtk_widget_set_visible (self->site_row, card.type == LUDUS_THEBES_CARD_SPECIALIZED
                                          || card.type == LUDUS_THEBES_CARD_RUMOUR);
  gtk_widget_set_visible (self->value_row, card.type == LUDUS_THEBES_CARD_SPECIALIZED
                                           || card.type == LUDUS_THEBES_CARD_GENERAL);
}

/* A new card is a copy of the selected one, next to it. */
static JsonNode *
ludus_thebes_deck_editor_new_card (LudusDeckForm *form,
                                   guint          list,
                                   JsonNode      *selected,
                                   guint         *position)
{
  *position = ludus_deck_form_get_selected (form) + 1;
  if (selected != NULL && JSON_NODE_HOLDS_OBJECT (selected))
    return ludus_thebes_editor_copy_object (json_node_get_object (selected));
  if (list == LUDUS_THEBES_DECK_CARDS)
    return json_from_string ("{\"city\": \"LON\", \"type\": \"congress\", \"weeks\": 2}", NULL);
  return json_from_string ("{\"city\": \"LON\", \"size\": \"small\", \"points\": 4, \"weeks\": 3,"
                           " \"requires\": {\"GRE\": 1}}", NULL);
}

/* A new type keeps the card's city and weeks, and its site and value when
 * the new type has them: one object set, so one undo step. */
static void
type_changed_cb (LudusThebesDeckEditor *self)
{
  guint type = adw_combo_row_get_selected (ADW_COMBO_ROW (self->type_row));
  JsonNode *card = ludus_deck_form_get_selected_card (LUDUS_DECK_FORM (self), LUDUS_THEBES_DECK_CARDS);
  JsonObject *old = card != NULL && JSON_NODE_HOLDS_OBJECT (card) ? json_node_get_object (card) : NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) node = NULL;

  if (ludus_deck_form_is_updating (LUDUS_DECK_FORM (self)) || old == NULL
      || type >= LUDUS_THEBES_CARD_EXHIBITION)
    return;
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "city");
  json_builder_add_string_value (builder, ludus_json_peek_string (old, "city", "LON"));
  json_builder_set_member_name (builder, "type");
  json_builder_add_string_value (builder, ludus_thebes_card_type_id (type));
  if (type == LUDUS_THEBES_CARD_SPECIALIZED || type == LUDUS_THEBES_CARD_RUMOUR)
    {
      json_builder_set_member_name (builder, "site");
      json_builder_add_string_value (builder, ludus_json_peek_string (old, "site", "GRE"));
    }
  if (type == LUDUS_THEBES_CARD_SPECIALIZED || type == LUDUS_THEBES_CARD_GENERAL)
    {
      json_builder_set_member_name (builder, "value");
      json_builder_add_int_value (builder, MAX (LUDUS_THEBES_MIN_CARD_VALUE,
                                                   ludus_json_peek_int (old, "value", 1)));
    }
  json_builder_set_member_name (builder, "weeks");
  json_builder_add_int_value (builder, ludus_json_peek_int (old, "weeks", 1));
  json_builder_end_object (builder);
  node = json_builder_get_root (builder);
  ludus_deck_form_set_card (LUDUS_DECK_FORM (self), LUDUS_THEBES_DECK_CARDS, node);
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
  ludus_deck_form_set_member (LUDUS_DECK_FORM (self), LUDUS_THEBES_DECK_EXHIBITIONS, "requires", node);
}

/* Shows the bag a problem is at, and marks its row; the base shows the
 * cards'. */
static void
ludus_thebes_deck_editor_show_problem (LudusDeckForm             *form,
                                       const LudusContentProblem *problem)
{
  LudusThebesDeckEditor *self = LUDUS_THEBES_DECK_EDITOR (form);
  LudusContentDocument *document = ludus_deck_form_get_document (form);

  LUDUS_DECK_FORM_CLASS (ludus_thebes_deck_editor_parent_class)->show_problem (form, problem);
  if (problem == NULL || problem->path == NULL
      || g_strcmp0 (problem->document, ludus_content_document_get_kind (document)) != 0)
    {
      ludus_thebes_bags_editor_show_problem (LUDUS_THEBES_BAGS_EDITOR (self->bags), NULL);
      return;
    }
  if (g_str_has_prefix (problem->path, "bags["))
    ludus_deck_form_show_page (form, "bags");
  ludus_thebes_bags_editor_show_problem (LUDUS_THEBES_BAGS_EDITOR (self->bags), problem->path);
}

/* The bags need the document: a page added once it is set. */
static void
ludus_thebes_deck_editor_constructed (GObject *object)
{
  LudusThebesDeckEditor *self = LUDUS_THEBES_DECK_EDITOR (object);
  LudusDeckForm *form = LUDUS_DECK_FORM (self);

  self->bags = ludus_thebes_bags_editor_new (ludus_deck_form_get_document (form));
  ludus_deck_form_add_page (form, self->bags, "bags", _("Bags"), "view-list-symbolic", self->bags_help);

  G_OBJECT_CLASS (ludus_thebes_deck_editor_parent_class)->constructed (object);
}

static void
ludus_thebes_deck_editor_class_init (LudusThebesDeckEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  LudusDeckFormClass *form_class = LUDUS_DECK_FORM_CLASS (klass);

  object_class->constructed = ludus_thebes_deck_editor_constructed;
  form_class->create_tile = ludus_thebes_deck_editor_create_tile;
  form_class->update_tile = ludus_thebes_deck_editor_update_tile;
  form_class->update_fields = ludus_thebes_deck_editor_update_fields;
  form_class->new_card = ludus_thebes_deck_editor_new_card;
  form_class->get_summary = ludus_thebes_deck_editor_real_get_summary;
  form_class->show_problem = ludus_thebes_deck_editor_show_problem;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/thebes/ludus-thebes-deck-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusThebesDeckEditor, card_group);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesDeckEditor, card_city_row);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesDeckEditor, type_row);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesDeckEditor, site_row);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesDeckEditor, value_row);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesDeckEditor, card_weeks_row);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesDeckEditor, exhibition_fields);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesDeckEditor, exhibition_city_row);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesDeckEditor, size_row);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesDeckEditor, points_row);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesDeckEditor, exhibition_weeks_row);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesDeckEditor, needs_group);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesDeckEditor, bags_help);

  for (guint p = 0; p < LUDUS_THEBES_FIRST_SITE; p++)
    city_ids[p] = ludus_thebes_place_id (p);
  for (guint s = 0; s < LUDUS_THEBES_N_SITES; s++)
    site_ids[s] = ludus_thebes_place_id (LUDUS_THEBES_SITE_PLACE (s));
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

/* Binds a combo row of the cities to "city". */
static void
bind_city_row (GtkWidget *row)
{
  const char *names[LUDUS_THEBES_FIRST_SITE];

  for (guint p = 0; p < LUDUS_THEBES_FIRST_SITE; p++)
    names[p] = ludus_thebes_place_name (p);
  ludus_editor_form_bind_combo (row, "city", city_ids, names, G_N_ELEMENTS (names), 0);
}

static void
add_card_list (LudusThebesDeckEditor *self)
{
  LudusDeckForm *form = LUDUS_DECK_FORM (self);
  const char *site_names[LUDUS_THEBES_N_SITES];
  guint list;

  for (guint s = 0; s < LUDUS_THEBES_N_SITES; s++)
    site_names[s] = ludus_thebes_editor_site_name (s);
  bind_city_row (self->card_city_row);
  ludus_thebes_editor_combo_set_names (self->type_row, 0, LUDUS_THEBES_CARD_EXHIBITION, type_name);
  g_signal_connect_swapped (self->type_row, "notify::selected", G_CALLBACK (type_changed_cb), self);
  ludus_editor_form_bind_combo (self->site_row, "site", site_ids, site_names, LUDUS_THEBES_N_SITES, 0);
  ludus_editor_form_bind_spin (self->value_row, "value", LUDUS_THEBES_MIN_CARD_VALUE, LUDUS_THEBES_MAX_CARD_VALUE);
  ludus_editor_form_bind_spin (self->card_weeks_row, "weeks", LUDUS_THEBES_MIN_WEEKS, LUDUS_THEBES_WHEEL_SIZE);

  list = ludus_deck_form_add_list (form, "cards", _("Research Cards"), self->card_group);
  ludus_deck_form_bind_row (form, list, self->card_city_row);
  ludus_deck_form_bind_row (form, list, self->site_row);
  ludus_deck_form_bind_row (form, list, self->value_row);
  ludus_deck_form_bind_row (form, list, self->card_weeks_row);
}

static void
add_exhibition_list (LudusThebesDeckEditor *self)
{
  LudusDeckForm *form = LUDUS_DECK_FORM (self);
  const char *size_names[] = { _("Small"), _("Large") };
  guint list;

  bind_city_row (self->exhibition_city_row);
  ludus_editor_form_bind_combo (self->size_row, "size", size_ids, size_names, G_N_ELEMENTS (size_names), 0);
  ludus_editor_form_bind_spin (self->points_row, "points", 0, LUDUS_THEBES_MAX_POINTS);
  ludus_editor_form_bind_spin (self->exhibition_weeks_row, "weeks", LUDUS_THEBES_MIN_WEEKS, LUDUS_THEBES_WHEEL_SIZE);
  for (guint s = 0; s < LUDUS_THEBES_N_SITES; s++)
    {
      GtkWidget *row = ludus_editor_form_spin_row_new (ludus_thebes_editor_site_name (s), NULL, 0,
                                                       LUDUS_THEBES_MAX_REQUIRED);

      self->needs_spin[s] = ludus_editor_form_row_get_spin (row);
      g_signal_connect_swapped (self->needs_spin[s], "value-changed", G_CALLBACK (needs_changed_cb), self);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->needs_group), row);
    }

  list = ludus_deck_form_add_list (form, "exhibitions", _("Exhibitions"), self->exhibition_fields);
  ludus_deck_form_bind_row (form, list, self->exhibition_city_row);
  ludus_deck_form_bind_row (form, list, self->size_row);
  ludus_deck_form_bind_row (form, list, self->points_row);
  ludus_deck_form_bind_row (form, list, self->exhibition_weeks_row);
}

static void
ludus_thebes_deck_editor_init (LudusThebesDeckEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  add_card_list (self);
  add_exhibition_list (self);
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
  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (document), NULL);

  return g_object_new (LUDUS_TYPE_THEBES_DECK_EDITOR, "document", document, NULL);
}

LudusThebesDeckPart
ludus_thebes_deck_editor_get_part (LudusThebesDeckEditor *self)
{
  g_return_val_if_fail (LUDUS_IS_THEBES_DECK_EDITOR (self), LUDUS_THEBES_DECK_CARDS);

  if (g_strcmp0 (ludus_deck_form_get_page (LUDUS_DECK_FORM (self)), "bags") == 0)
    return LUDUS_THEBES_DECK_BAGS;
  return ludus_deck_form_get_list (LUDUS_DECK_FORM (self));
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

  if (part != LUDUS_THEBES_DECK_BAGS)
    {
      ludus_deck_form_select (LUDUS_DECK_FORM (self), part, index);
      return;
    }
  ludus_deck_form_show_page (LUDUS_DECK_FORM (self), "bags");
  /* Focused, not marked: only a problem marks a row. */
  if (index >= 0 && index < LUDUS_THEBES_N_SITES)
    gtk_widget_grab_focus (ludus_thebes_bags_editor_get_artifacts_row (LUDUS_THEBES_BAGS_EDITOR (self->bags),
                                                                      index));
}
