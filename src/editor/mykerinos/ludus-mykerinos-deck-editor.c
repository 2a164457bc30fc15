/* ludus-mykerinos-deck-editor.c: the form editing a Mykerinos deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A grid of the parcel cards as they are drawn in play, a form for the
 * selected card (patron, prestige and its 2 × 3 spaces, where a click,
 * Space or Enter toggles a pyramid) and the deck's summary.  Every edit
 * goes through the LudusContentDocument, which also says what is wrong:
 * this form never checks the deck itself.
 */

#define G_LOG_DOMAIN "ludus-editor"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ludus-mykerinos-deck-editor.h"
#include "ludus-editor-form.h"
#include "ludus-print-and-play.h"
#include "mykerinos/ludus-mykerinos.h"
#include "mykerinos/ludus-mykerinos-parcel.h"

static const guint prestiges[] = { 0, 2, 3, 5 };

struct _LudusMykerinosDeckEditor
{
  GtkBox                parent_instance;

  LudusContentDocument *document;

  GtkWidget            *flow_box;
  GtkWidget            *summary_label;
  GtkWidget            *form;
  GtkWidget            *id_label;
  GtkWidget            *patron_row;
  GtkWidget            *prestige_row;
  GtkWidget            *large_card;
  GtkWidget            *spaces[6];

  LudusMykerinosCard    card;  /* the selected one, as drawn */
  int                   selected;
  gboolean              updating;
};

G_DEFINE_FINAL_TYPE (LudusMykerinosDeckEditor, ludus_mykerinos_deck_editor, GTK_TYPE_BOX)

static JsonArray *
get_cards (LudusMykerinosDeckEditor *self)
{
  JsonNode *node = ludus_content_document_get (self->document, "cards");

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return NULL;
  return json_node_get_array (node);
}

static guint
n_cards (LudusMykerinosDeckEditor *self)
{
  JsonArray *cards = get_cards (self);

  return cards != NULL ? json_array_get_length (cards) : 0;
}

/* A draft may hold anything: unknown patrons, prestige or patterns are
 * drawn as near as the card can be, the problem banner says the rest. */
static const char *
card_from_json (JsonNode           *node,
                LudusMykerinosCard *card)
{
  JsonObject *object;
  const char *patron, *pattern;

  memset (card, 0, sizeof *card);
  card->patron = LUDUS_MYKERINOS_PATRON_NONE;
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return "";
  object = json_node_get_object (node);
  patron = json_object_get_string_member_with_default (object, "patron", "none");
  for (guint i = 0; i < LUDUS_MYKERINOS_N_PATRONS; i++)
    if (g_strcmp0 (patron, ludus_mykerinos_patron_ids[i]) == 0)
      card->patron = i;
  card->prestige = CLAMP (json_object_get_int_member_with_default (object, "prestige", 0), 0, 9);
  pattern = json_object_get_string_member_with_default (object, "pattern", "");
  for (guint i = 0, k = 0; pattern[i] != '\0' && k < 6; i++)
    {
      if (pattern[i] == '/')
        continue;
      if (pattern[i] == 'P')
        card->pyramids |= 1 << k;
      k++;
    }
  return json_object_get_string_member_with_default (object, "id", "");
}

static guint
count_pyramids (const LudusMykerinosCard *card)
{
  guint n = 0;

  for (guint k = 0; k < 6; k++)
    n += (card->pyramids >> k) & 1;
  return n;
}

/* "Parcel 12 (M12): Lord Lemon, prestige 2, 3 pyramids" */
static char *
card_description (guint                     index,
                  const char               *id,
                  const LudusMykerinosCard *card)
{
  guint pyramids = count_pyramids (card);
  g_autofree char *count = g_strdup_printf (ngettext ("%u pyramid", "%u pyramids", pyramids), pyramids);

  /* Translators: a parcel card of the deck editor: "Parcel 12 (M12): Lord Lemon, prestige 2, 3 pyramids" */
  return g_strdup_printf (_("Parcel %u (%s): %s, prestige %u, %s"), index + 1, id,
                          _(ludus_mykerinos_patron_names[card->patron]), card->prestige, count);
}

static gboolean
is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

static void
draw_card_cb (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        data)
{
  const LudusMykerinosCard *card = data;
  double w = MIN (width, height * 1.5), h = w / 1.5;

  cairo_translate (cr, (width - w) / 2, (height - h) / 2);
  ludus_mykerinos_parcel_draw (cr, card, is_dark (), w, h);
}

static GtkWidget *
card_tile_new (guint                     index,
               const char               *id,
               const LudusMykerinosCard *card)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *area = gtk_drawing_area_new ();
  GtkWidget *label = gtk_label_new (id);
  GtkWidget *child = gtk_flow_box_child_new ();
  g_autofree char *description = card_description (index, id, card);

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 114);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 76);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_card_cb,
                                  g_memdup2 (card, sizeof *card), g_free);
  gtk_box_append (GTK_BOX (box), area);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), label);
  gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (child), box);
  gtk_widget_set_tooltip_text (child, description);
  gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, description, -1);
  return child;
}

/* Appends @entry (freed) to a line of entries, wrapping only between them. */
static void
append_entry (GString *text,
              char    *entry)
{
  g_auto(GStrv) words = g_strsplit (entry, " ", -1);
  g_autofree char *joined = g_strjoinv ("\u00a0", words);

  if (text->len > 0 && text->str[text->len - 1] != '\n')
    g_string_append (text, "\u00a0· ");
  g_string_append (text, joined);
  g_free (entry);
}

static void
update_summary (LudusMykerinosDeckEditor *self)
{
  JsonArray *cards = get_cards (self);
  guint n = n_cards (self);
  guint per_patron[LUDUS_MYKERINOS_N_PATRONS + 1] = { 0 };
  guint per_prestige[G_N_ELEMENTS (prestiges)] = { 0 };
  guint pyramids = 0;
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      LudusMykerinosCard card;

      card_from_json (json_array_get_element (cards, i), &card);
      per_patron[card.patron]++;
      for (guint p = 0; p < G_N_ELEMENTS (prestiges); p++)
        if (card.prestige == prestiges[p])
          per_prestige[p]++;
      pyramids += count_pyramids (&card);
    }

  g_string_append_printf (text, ngettext ("%u parcel", "%u parcels", n), n);
  g_string_append (text, "\u00a0· ");
  g_string_append_printf (text, ngettext ("%u pyramid", "%u pyramids", pyramids), pyramids);
  g_string_append (text, "\n");
  for (guint p = 0; p < LUDUS_MYKERINOS_N_PATRONS; p++)
    append_entry (text, g_strdup_printf ("%s: %u", _(ludus_mykerinos_patron_names[p]), per_patron[p]));
  /* Translators: how many parcels have no patron (the rules have one) */
  append_entry (text, g_strdup_printf (_("No patron: %u"),
                                       per_patron[LUDUS_MYKERINOS_PATRON_NONE]));
  g_string_append (text, "\n");
  for (guint p = 0; p < G_N_ELEMENTS (prestiges); p++)
    /* Translators: a prestige value, then how many parcels have it */
    append_entry (text, g_strdup_printf (_("Prestige %u: %u"), prestiges[p], per_prestige[p]));
  g_string_append (text, "\n");
  if (ludus_content_document_get_valid (self->document))
    g_string_append (text, _("Playable with the standard layout."));
  else
    g_string_append (text, _("Not playable yet: see the problem above."));
  gtk_label_set_text (GTK_LABEL (self->summary_label), text->str);
}

static void
update_spaces (LudusMykerinosDeckEditor *self)
{
  for (guint k = 0; k < 6; k++)
    {
      gboolean pyramid = (self->card.pyramids >> k) & 1;
      g_autofree char *label = NULL;

      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->spaces[k]), pyramid);
      /* Translators: a space of the selected parcel: "Row 1, column 3: pyramid" */
      label = g_strdup_printf (pyramid ? _("Row %u, column %u: pyramid") : _("Row %u, column %u: empty"),
                               k / 3 + 1, k % 3 + 1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->spaces[k]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      gtk_widget_set_tooltip_text (self->spaces[k], label);
    }
  gtk_widget_queue_draw (self->large_card);
}

static void
update_form (LudusMykerinosDeckEditor *self)
{
  JsonArray *cards = get_cards (self);
  guint n = n_cards (self);
  const char *id;
  guint prestige = 0;

  if (self->selected >= (int) n)
    self->selected = (int) n - 1;
  gtk_widget_set_sensitive (self->form, self->selected >= 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "deck.remove-card", self->selected >= 0);
  if (self->selected < 0)
    return;

  id = card_from_json (json_array_get_element (cards, self->selected), &self->card);
  for (guint p = 0; p < G_N_ELEMENTS (prestiges); p++)
    if (self->card.prestige == prestiges[p])
      prestige = p;
  self->updating = TRUE;
  gtk_label_set_text (GTK_LABEL (self->id_label), id);
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->patron_row), self->card.patron);
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->prestige_row), prestige);
  update_spaces (self);
  self->updating = FALSE;
}

static void
rebuild_cards (LudusMykerinosDeckEditor *self)
{
  JsonArray *cards = get_cards (self);
  guint n = n_cards (self);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->flow_box)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->flow_box), child);

  for (guint i = 0; i < n; i++)
    {
      LudusMykerinosCard card;
      const char *id = card_from_json (json_array_get_element (cards, i), &card);

      gtk_flow_box_append (GTK_FLOW_BOX (self->flow_box), card_tile_new (i, id, &card));
    }
  if (self->selected >= (int) n)
    self->selected = (int) n - 1;
  if (self->selected >= 0)
    {
      self->updating = TRUE;
      gtk_flow_box_select_child (GTK_FLOW_BOX (self->flow_box),
                                 gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (self->flow_box),
                                                                  self->selected));
      self->updating = FALSE;
    }
  update_form (self);
  update_summary (self);
}

static void
document_changed_cb (LudusMykerinosDeckEditor *self,
                     const char               *path)
{
  rebuild_cards (self);
}

static void
set_card_string (LudusMykerinosDeckEditor *self,
                 const char               *member,
                 const char               *value)
{
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  if (self->updating || self->selected < 0)
    return;
  path = g_strdup_printf ("cards[%d].%s", self->selected, member);
  if (!ludus_content_document_set_string (self->document, path, value, &error))
    g_warning ("Cannot set %s: %s", path, error->message);
}

static void
patron_changed_cb (LudusMykerinosDeckEditor *self)
{
  guint patron = adw_combo_row_get_selected (ADW_COMBO_ROW (self->patron_row));

  if (patron <= LUDUS_MYKERINOS_PATRON_NONE)
    set_card_string (self, "patron", ludus_mykerinos_patron_ids[patron]);
}

static void
prestige_changed_cb (LudusMykerinosDeckEditor *self)
{
  guint p = adw_combo_row_get_selected (ADW_COMBO_ROW (self->prestige_row));
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  if (self->updating || self->selected < 0 || p >= G_N_ELEMENTS (prestiges))
    return;
  path = g_strdup_printf ("cards[%d].prestige", self->selected);
  if (!ludus_content_document_set_int (self->document, path, prestiges[p], &error))
    g_warning ("Cannot set %s: %s", path, error->message);
}

/* A space's button was toggled: the pattern as the file writes it. */
static void
space_toggled_cb (LudusMykerinosDeckEditor *self)
{
  char pattern[8] = ".../...";

  if (self->updating)
    return;
  for (guint k = 0; k < 6; k++)
    if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->spaces[k])))
      pattern[k < 3 ? k : k + 1] = 'P';
  set_card_string (self, "pattern", pattern);
}

static void
selected_changed_cb (LudusMykerinosDeckEditor *self)
{
  g_autoptr(GList) selected = NULL;

  if (self->updating)
    return;
  selected = gtk_flow_box_get_selected_children (GTK_FLOW_BOX (self->flow_box));
  if (selected == NULL)
    return;
  self->selected = gtk_flow_box_child_get_index (selected->data);
  update_form (self);
}

/* A problem's path at a card selects that card. */
static void
show_problem_cb (LudusMykerinosDeckEditor  *self,
                 const LudusContentProblem *problem)
{
  int index;

  if (g_strcmp0 (problem->document, ludus_content_document_get_kind (self->document)) == 0
      && problem->path != NULL
      && sscanf (problem->path, "cards[%d]", &index) == 1)
    ludus_mykerinos_deck_editor_select (self, index);
}

static void
problem_changed_cb (LudusMykerinosDeckEditor *self)
{
  const LudusContentProblem *problem = ludus_content_document_get_problem (self->document);

  update_summary (self);
  if (problem != NULL)
    show_problem_cb (self, problem);
}

/* Toggles a pyramid on space @parameter of the selected card. */
static void
toggle_space_cb (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  LudusMykerinosDeckEditor *self = LUDUS_MYKERINOS_DECK_EDITOR (widget);
  int space = g_variant_get_int32 (parameter);

  if (space < 0 || space >= 6 || self->selected < 0)
    return;
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->spaces[space]),
                                !gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->spaces[space])));
}

static void
add_card_cb (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  LudusMykerinosDeckEditor *self = LUDUS_MYKERINOS_DECK_EDITOR (widget);
  JsonArray *cards = get_cards (self);
  guint n = n_cards (self);
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *id = ludus_editor_form_new_card_id (cards, "M", 2);
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, id);
  json_builder_set_member_name (builder, "patron");
  json_builder_add_string_value (builder, ludus_mykerinos_patron_ids[LUDUS_MYKERINOS_VIOLET]);
  json_builder_set_member_name (builder, "prestige");
  json_builder_add_int_value (builder, 0);
  json_builder_set_member_name (builder, "pattern");
  json_builder_add_string_value (builder, ".../...");
  json_builder_end_object (builder);
  node = json_builder_get_root (builder);

  path = g_strdup_printf ("cards[%u]", n);
  self->selected = n;
  if (!ludus_content_document_insert (self->document, path, node, &error))
    g_warning ("Cannot add a card: %s", error->message);
}

static void
remove_card_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  LudusMykerinosDeckEditor *self = LUDUS_MYKERINOS_DECK_EDITOR (widget);
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  if (self->selected < 0)
    return;
  path = g_strdup_printf ("cards[%d]", self->selected);
  if (!ludus_content_document_remove (self->document, path, &error))
    g_warning ("Cannot remove a card: %s", error->message);
}

static void
ludus_mykerinos_deck_editor_dispose (GObject *object)
{
  LudusMykerinosDeckEditor *self = LUDUS_MYKERINOS_DECK_EDITOR (object);

  ludus_editor_form_unwatch (self, &self->document);
  g_signal_handlers_disconnect_by_data (adw_style_manager_get_default (), self);

  G_OBJECT_CLASS (ludus_mykerinos_deck_editor_parent_class)->dispose (object);
}

static void
ludus_mykerinos_deck_editor_class_init (LudusMykerinosDeckEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_mykerinos_deck_editor_dispose;

  gtk_widget_class_install_action (widget_class, "deck.add-card", NULL, add_card_cb);
  gtk_widget_class_install_action (widget_class, "deck.remove-card", NULL, remove_card_cb);
  gtk_widget_class_install_action (widget_class, "deck.toggle-space", "i", toggle_space_cb);
}

static GtkWidget *
combo_row (const char  *title,
           const char **items,
           guint        n_items)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);

  for (guint i = 0; i < n_items; i++)
    gtk_string_list_append (list, items[i]);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
  return row;
}

/* The selected card, large, under a 2 × 3 grid of see-through toggle
 * buttons: the arrow keys move between them, Space or Enter toggles. */
static GtkWidget *
spaces_new (LudusMykerinosDeckEditor *self)
{
  GtkWidget *overlay = gtk_overlay_new ();
  GtkWidget *grid = gtk_grid_new ();

  self->large_card = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self->large_card), 270);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->large_card), 180);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->large_card), draw_card_cb, &self->card, NULL);
  gtk_overlay_set_child (GTK_OVERLAY (overlay), self->large_card);

  gtk_grid_set_row_homogeneous (GTK_GRID (grid), TRUE);
  gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 8);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 8);
  gtk_widget_set_margin_start (grid, 8);
  gtk_widget_set_margin_end (grid, 8);
  gtk_widget_set_margin_top (grid, 8);
  gtk_widget_set_margin_bottom (grid, 8);
  for (guint k = 0; k < 6; k++)
    {
      self->spaces[k] = gtk_toggle_button_new ();
      gtk_widget_add_css_class (self->spaces[k], "flat");
      gtk_widget_add_css_class (self->spaces[k], "ludus-parcel-space");
      g_signal_connect_swapped (self->spaces[k], "toggled", G_CALLBACK (space_toggled_cb), self);
      gtk_grid_attach (GTK_GRID (grid), self->spaces[k], k % 3, k / 3, 1, 1);
    }
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), grid);
  gtk_widget_set_halign (overlay, GTK_ALIGN_CENTER);
  return overlay;
}

static void
ludus_mykerinos_deck_editor_init (LudusMykerinosDeckEditor *self)
{
  GtkWidget *box, *tools, *group, *side, *scrolled;
  const char *patrons[LUDUS_MYKERINOS_N_PATRONS + 1];
  const char *prestige_names[G_N_ELEMENTS (prestiges)];
  g_autofree char *p0 = NULL, *p2 = NULL, *p3 = NULL, *p5 = NULL;

  self->selected = -1;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);

  tools = ludus_editor_form_tools_new ();
  gtk_box_append (GTK_BOX (tools), ludus_editor_form_button_new (_("_Add Card"), "deck.add-card"));
  gtk_box_append (GTK_BOX (tools), ludus_editor_form_button_new (_("_Remove Card"), "deck.remove-card"));
  gtk_box_append (GTK_BOX (self), tools);

  self->flow_box = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->flow_box), GTK_SELECTION_SINGLE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->flow_box), 40);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->flow_box), TRUE);
  gtk_widget_set_valign (self->flow_box, GTK_ALIGN_START);
  gtk_widget_set_margin_start (self->flow_box, 12);
  gtk_widget_set_margin_end (self->flow_box, 12);
  gtk_widget_set_margin_top (self->flow_box, 12);
  g_signal_connect_swapped (self->flow_box, "selected-children-changed",
                            G_CALLBACK (selected_changed_cb), self);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), self->flow_box);
  gtk_widget_set_hexpand (scrolled, TRUE);

  side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_size_request (side, 320, -1);
  gtk_widget_set_margin_start (side, 12);
  gtk_widget_set_margin_end (side, 12);
  gtk_widget_set_margin_top (side, 12);
  group = adw_preferences_group_new ();
  /* Translators: the form of the selected parcel card */
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Parcel"));
  self->id_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->id_label, "dim-label");
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), self->id_label);
  self->form = group;

  for (guint p = 0; p < LUDUS_MYKERINOS_N_PATRONS; p++)
    patrons[p] = _(ludus_mykerinos_patron_names[p]);
  patrons[LUDUS_MYKERINOS_PATRON_NONE] = _("No Patron");
  self->patron_row = combo_row (_("_Patron"), patrons, G_N_ELEMENTS (patrons));
  g_signal_connect_swapped (self->patron_row, "notify::selected", G_CALLBACK (patron_changed_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->patron_row);

  /* Translators: a parcel without prestige */
  prestige_names[0] = p0 = g_strdup (C_("prestige", "None"));
  prestige_names[1] = p2 = g_strdup_printf ("%u", prestiges[1]);
  prestige_names[2] = p3 = g_strdup_printf ("%u", prestiges[2]);
  prestige_names[3] = p5 = g_strdup_printf ("%u", prestiges[3]);
  self->prestige_row = combo_row (_("P_restige"), prestige_names, G_N_ELEMENTS (prestige_names));
  g_signal_connect_swapped (self->prestige_row, "notify::selected", G_CALLBACK (prestige_changed_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->prestige_row);
  gtk_box_append (GTK_BOX (side), group);

  box = gtk_label_new (_("Click a space, or press Space or Enter on it, to put or take away a pyramid."));
  gtk_label_set_wrap (GTK_LABEL (box), TRUE);
  gtk_label_set_xalign (GTK_LABEL (box), 0);
  gtk_widget_add_css_class (box, "caption");
  gtk_box_append (GTK_BOX (side), box);
  gtk_box_append (GTK_BOX (side), spaces_new (self));
  g_object_bind_property (self->form, "sensitive", gtk_widget_get_parent (self->large_card), "sensitive",
                          G_BINDING_SYNC_CREATE);

  self->summary_label = ludus_editor_form_summary_new ();
  gtk_box_append (GTK_BOX (side), self->summary_label);

  ludus_editor_form_add_panes (GTK_BOX (self), scrolled, side);
}

/**
 * ludus_mykerinos_deck_editor_new:
 * @document: a Mykerinos deck
 *
 * Returns: (transfer floating): the form editing @document
 */
GtkWidget *
ludus_mykerinos_deck_editor_new (LudusContentDocument *document)
{
  LudusMykerinosDeckEditor *self;

  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (document), NULL);

  self = g_object_new (LUDUS_TYPE_MYKERINOS_DECK_EDITOR, NULL);
  self->document = g_object_ref (document);
  /* The problem banner, above the tools. */
  ludus_editor_form_watch (GTK_BOX (self), document, G_CALLBACK (document_changed_cb),
                           G_CALLBACK (problem_changed_cb), G_CALLBACK (show_problem_cb));
  /* The drawings follow the light or dark style. */
  g_signal_connect_swapped (adw_style_manager_get_default (), "notify::dark",
                            G_CALLBACK (rebuild_cards), self);

  ludus_content_document_validate_now (document);
  self->selected = 0;
  rebuild_cards (self);
  problem_changed_cb (self);
  return GTK_WIDGET (self);
}

LudusContentDocument *
ludus_mykerinos_deck_editor_get_document (LudusMykerinosDeckEditor *self)
{
  g_return_val_if_fail (LUDUS_IS_MYKERINOS_DECK_EDITOR (self), NULL);

  return self->document;
}

int
ludus_mykerinos_deck_editor_get_selected (LudusMykerinosDeckEditor *self)
{
  g_return_val_if_fail (LUDUS_IS_MYKERINOS_DECK_EDITOR (self), -1);

  return self->selected;
}

GtkWidget *
ludus_mykerinos_deck_editor_get_space (LudusMykerinosDeckEditor *self,
                                       guint                     space)
{
  g_return_val_if_fail (LUDUS_IS_MYKERINOS_DECK_EDITOR (self), NULL);
  g_return_val_if_fail (space < 6, NULL);

  return self->spaces[space];
}

void
ludus_mykerinos_deck_editor_select (LudusMykerinosDeckEditor *self,
                                    int                       index)
{
  GtkFlowBoxChild *child;

  g_return_if_fail (LUDUS_IS_MYKERINOS_DECK_EDITOR (self));

  child = gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (self->flow_box), index);
  if (child == NULL)
    return;
  self->selected = index;
  self->updating = TRUE;
  gtk_flow_box_select_child (GTK_FLOW_BOX (self->flow_box), child);
  self->updating = FALSE;
  gtk_widget_grab_focus (GTK_WIDGET (child));  /* scrolls it into view */
  update_form (self);
}

/* A parcel's real size: the spec and the rulebooks do not give it, so a
 * standard card's long side by two thirds of it, the drawing's 3 : 2. */
#define CARD_WIDTH_MM  87
#define CARD_HEIGHT_MM 58

/* Printed standing, a quarter turn, so that nine fit on a page and not
 * eight; the cartouche's number stays upright. */
static void
print_card (cairo_t  *cr,
            guint     index,
            double    width,
            double    height,
            gpointer  user_data)
{
  JsonArray *cards = user_data;
  LudusMykerinosCard card;

  card_from_json (json_array_get_element (cards, index), &card);
  cairo_translate (cr, width, 0);
  cairo_rotate (cr, G_PI / 2);
  ludus_mykerinos_parcel_draw (cr, &card, FALSE, height, width);
}

/**
 * ludus_mykerinos_deck_editor_print:
 * @document: a Mykerinos deck
 * @path: the PDF file to write
 * @error: return location for an error
 *
 * Writes every parcel of @document at its real size on A4, with cut
 * marks: the deck's LudusEditorPrint.
 *
 * Returns: whether the file was written
 */
gboolean
ludus_mykerinos_deck_editor_print (LudusContentDocument  *document,
                                   const char            *path,
                                   GError               **error)
{
  JsonNode *node;
  JsonArray *cards;

  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (document), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  node = ludus_content_document_get (document, "cards");
  cards = node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
  /* Standing: the card's height is its printed width. */
  return ludus_print_and_play_write (path, cards != NULL ? json_array_get_length (cards) : 0,
                                     CARD_HEIGHT_MM, CARD_WIDTH_MM, print_card, cards, error);
}
