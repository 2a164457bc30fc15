/* ludus-medici-deck-editor.c: the form editing a Medici deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A grid of the real card drawings, a form for the selected card and the
 * deck's summary.  Every edit goes through the LudusContentDocument, which
 * also says what is wrong: this form never checks the deck itself.
 */

#define G_LOG_DOMAIN "ludus-editor"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ludus-medici-deck-editor.h"
#include "ludus-editor-form.h"
#include "ludus-print-and-play.h"
#include "ludus-game.h"
#include "medici/ludus-medici.h"
#include "medici/ludus-medici-card-widget.h"

struct _LudusMediciDeckEditor
{
  GtkBox                parent_instance;

  LudusContentDocument *document;

  GtkWidget            *flow_box;
  GtkWidget            *scrolled;
  GtkWidget            *summary_label;
  GtkWidget            *form;
  GtkWidget            *goods_row;
  GtkWidget            *symbols_spin;
  GtkWidget            *value_spin;
  GtkWidget            *green_switch;

  int                   selected;
  gboolean              updating;
};

G_DEFINE_FINAL_TYPE (LudusMediciDeckEditor, ludus_medici_deck_editor, GTK_TYPE_BOX)

static JsonArray *
get_cards (LudusMediciDeckEditor *self)
{
  JsonNode *node = ludus_content_document_get (self->document, "cards");

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return NULL;
  return json_node_get_array (node);
}

/* A draft may hold anything: unknown goods or values out of range are
 * drawn as near as the card can be, the problem banner says the rest. */
static void
card_from_json (JsonNode        *node,
                LudusMediciCard *card)
{
  JsonObject *object;
  const char *goods;

  memset (card, 0, sizeof *card);
  card->goods = LUDUS_MEDICI_NO_GOODS;
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return;
  object = json_node_get_object (node);
  goods = json_object_get_string_member_with_default (object, "goods", "none");
  for (guint i = 0; i < LUDUS_MEDICI_N_GOODS; i++)
    if (g_strcmp0 (goods, ludus_medici_goods_ids[i]) == 0)
      card->goods = i;
  card->symbols = CLAMP (json_object_get_int_member_with_default (object, "symbols", 0), 0, 2);
  card->value = CLAMP (json_object_get_int_member_with_default (object, "value", 0),
                       0, LUDUS_MEDICI_MAX_VALUE);
  card->green = json_object_get_boolean_member_with_default (object, "green", FALSE);
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
update_summary (LudusMediciDeckEditor *self)
{
  JsonArray *cards = get_cards (self);
  guint n = cards != NULL ? json_array_get_length (cards) : 0;
  guint per_goods[LUDUS_MEDICI_N_GOODS + 1] = { 0 };
  guint per_value[LUDUS_MEDICI_MAX_VALUE + 1] = { 0 };
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      LudusMediciCard card;

      card_from_json (json_array_get_element (cards, i), &card);
      per_goods[card.goods]++;
      per_value[card.value]++;
    }

  g_string_append_printf (text, ngettext ("%u card", "%u cards", n), n);
  g_string_append (text, "\n");
  for (guint g = 0; g < LUDUS_MEDICI_N_GOODS; g++)
    append_entry (text, g_strdup_printf ("%s: %u", _(ludus_medici_goods_names[g]), per_goods[g]));
  /* TRANSLATORS: the number of cards without goods */
  append_entry (text, g_strdup_printf (_("No goods: %u"), per_goods[LUDUS_MEDICI_NO_GOODS]));
  g_string_append (text, "\n");
  for (guint v = 0; v <= LUDUS_MEDICI_MAX_VALUE; v++)
    /* TRANSLATORS: a card value, then how many cards have it */
    append_entry (text, g_strdup_printf (_("Value %u: %u"), v, per_value[v]));
  g_string_append (text, "\n");
  /* Which player counts the deck is enough for: the core's own check,
   * by starting a game of each size. */
  if (ludus_content_document_get_valid (self->document))
    {
      LudusContent *content = ludus_content_document_get_content (self->document);
      const LudusRules *rules = ludus_content_document_get_rules (self->document);

      for (guint players = rules->min_players; players <= rules->max_players; players++)
        {
          g_autoptr(LudusOptions) options = ludus_options_new (rules, players);
          g_autoptr(LudusGame) game = NULL;
          g_autoptr(GError) error = NULL;

          game = ludus_game_new (content, options, &error);
          if (players > rules->min_players)
            g_string_append_c (text, '\n');
          if (game == NULL)
            g_string_append (text, error->message);
          else
            g_string_append_printf (text, ngettext ("Enough for %u player.",
                                                    "Enough for %u players.", players),
                                    players);
        }
    }
  else
    g_string_append (text, _("Not playable yet: see the problem above."));
  gtk_label_set_text (GTK_LABEL (self->summary_label), text->str);
}

static void
update_form (LudusMediciDeckEditor *self)
{
  JsonArray *cards = get_cards (self);
  guint n = cards != NULL ? json_array_get_length (cards) : 0;
  LudusMediciCard card;

  if (self->selected >= (int) n)
    self->selected = (int) n - 1;
  gtk_widget_set_sensitive (self->form, self->selected >= 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "deck.remove-card", self->selected >= 0);
  if (self->selected < 0)
    return;

  card_from_json (json_array_get_element (cards, self->selected), &card);
  self->updating = TRUE;
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->goods_row), card.goods);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->symbols_spin), card.symbols);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->value_spin), card.value);
  gtk_switch_set_active (GTK_SWITCH (self->green_switch), card.green);
  self->updating = FALSE;
}

static void
rebuild_cards (LudusMediciDeckEditor *self)
{
  JsonArray *cards = get_cards (self);
  guint n = cards != NULL ? json_array_get_length (cards) : 0;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->flow_box)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->flow_box), child);

  for (guint i = 0; i < n; i++)
    {
      LudusMediciCard card;

      card_from_json (json_array_get_element (cards, i), &card);
      gtk_flow_box_append (GTK_FLOW_BOX (self->flow_box),
                           ludus_medici_card_widget_new (&card, TRUE));
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
document_changed_cb (LudusMediciDeckEditor *self,
                     const char            *path)
{
  rebuild_cards (self);
}

static void
set_card_member (LudusMediciDeckEditor *self,
                 const char            *member,
                 JsonNode              *value)
{
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  if (self->updating || self->selected < 0)
    return;
  path = g_strdup_printf ("cards[%d].%s", self->selected, member);
  if (!ludus_content_document_set (self->document, path, value, &error))
    g_warning ("Cannot set %s: %s", path, error->message);
}

static void
goods_changed_cb (LudusMediciDeckEditor *self)
{
  guint goods = adw_combo_row_get_selected (ADW_COMBO_ROW (self->goods_row));
  g_autoptr(JsonNode) node = NULL;

  if (goods > LUDUS_MEDICI_NO_GOODS)
    return;
  node = json_node_init_string (json_node_alloc (), ludus_medici_goods_ids[goods]);
  set_card_member (self, "goods", node);
}

static void
symbols_changed_cb (LudusMediciDeckEditor *self)
{
  g_autoptr(JsonNode) node = json_node_init_int (json_node_alloc (),
                                                 gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->symbols_spin)));
  set_card_member (self, "symbols", node);
}

static void
value_changed_cb (LudusMediciDeckEditor *self)
{
  g_autoptr(JsonNode) node = json_node_init_int (json_node_alloc (),
                                                 gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->value_spin)));
  set_card_member (self, "value", node);
}

static void
green_changed_cb (LudusMediciDeckEditor *self)
{
  g_autoptr(JsonNode) node = json_node_init_boolean (json_node_alloc (),
                                                     gtk_switch_get_active (GTK_SWITCH (self->green_switch)));
  set_card_member (self, "green", node);
}

static void
selected_changed_cb (LudusMediciDeckEditor *self)
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

/* Selects the card at the problem's path, if it is at a card. */
static void
show_problem_cb (LudusMediciDeckEditor     *self,
                 const LudusContentProblem *problem)
{
  int index;

  if (g_strcmp0 (problem->document, ludus_content_document_get_kind (self->document)) == 0
      && problem->path != NULL
      && sscanf (problem->path, "cards[%d]", &index) == 1)
    ludus_medici_deck_editor_select (self, index);
}

static void
problem_changed_cb (LudusMediciDeckEditor *self)
{
  const LudusContentProblem *problem = ludus_content_document_get_problem (self->document);

  update_summary (self);
  if (problem != NULL)
    show_problem_cb (self, problem);
}

static void
add_card_cb (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  LudusMediciDeckEditor *self = LUDUS_MEDICI_DECK_EDITOR (widget);
  JsonArray *cards = get_cards (self);
  guint n = cards != NULL ? json_array_get_length (cards) : 0;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *id = ludus_editor_form_new_card_id (cards, "card-", 0);
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, id);
  json_builder_set_member_name (builder, "goods");
  json_builder_add_string_value (builder, ludus_medici_goods_ids[LUDUS_MEDICI_GRAIN]);
  json_builder_set_member_name (builder, "symbols");
  json_builder_add_int_value (builder, 1);
  json_builder_set_member_name (builder, "value");
  json_builder_add_int_value (builder, 0);
  json_builder_set_member_name (builder, "green");
  json_builder_add_boolean_value (builder, FALSE);
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
  LudusMediciDeckEditor *self = LUDUS_MEDICI_DECK_EDITOR (widget);
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  if (self->selected < 0)
    return;
  path = g_strdup_printf ("cards[%d]", self->selected);
  if (!ludus_content_document_remove (self->document, path, &error))
    g_warning ("Cannot remove a card: %s", error->message);
}

static void
ludus_medici_deck_editor_dispose (GObject *object)
{
  LudusMediciDeckEditor *self = LUDUS_MEDICI_DECK_EDITOR (object);

  ludus_editor_form_unwatch (self, &self->document);

  G_OBJECT_CLASS (ludus_medici_deck_editor_parent_class)->dispose (object);
}

static void
ludus_medici_deck_editor_class_init (LudusMediciDeckEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_medici_deck_editor_dispose;

  gtk_widget_class_install_action (widget_class, "deck.add-card", NULL, add_card_cb);
  gtk_widget_class_install_action (widget_class, "deck.remove-card", NULL, remove_card_cb);
}

static GtkWidget *
form_row (const char *title,
          GtkWidget  *suffix)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_set_valign (suffix, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), suffix);
  return row;
}

static void
ludus_medici_deck_editor_init (LudusMediciDeckEditor *self)
{
  GtkWidget *tools, *group, *side;
  g_autoptr(GtkStringList) goods = gtk_string_list_new (NULL);

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
  self->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scrolled), self->flow_box);
  gtk_widget_set_hexpand (self->scrolled, TRUE);

  side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_size_request (side, 320, -1);
  gtk_widget_set_margin_start (side, 12);
  gtk_widget_set_margin_end (side, 12);
  gtk_widget_set_margin_top (side, 12);
  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Card"));
  self->form = group;

  for (guint g = 0; g < LUDUS_MEDICI_N_GOODS; g++)
    gtk_string_list_append (goods, _(ludus_medici_goods_names[g]));
  gtk_string_list_append (goods, _("No Goods"));
  self->goods_row = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->goods_row), _("_Goods"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->goods_row), TRUE);
  adw_combo_row_set_model (ADW_COMBO_ROW (self->goods_row), G_LIST_MODEL (goods));
  g_signal_connect_swapped (self->goods_row, "notify::selected", G_CALLBACK (goods_changed_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->goods_row);

  self->symbols_spin = gtk_spin_button_new_with_range (0, 2, 1);
  g_signal_connect_swapped (self->symbols_spin, "value-changed", G_CALLBACK (symbols_changed_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), form_row (_("Symbols"), self->symbols_spin));
  self->value_spin = gtk_spin_button_new_with_range (0, LUDUS_MEDICI_MAX_VALUE, 1);
  g_signal_connect_swapped (self->value_spin, "value-changed", G_CALLBACK (value_changed_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), form_row (_("Value"), self->value_spin));
  self->green_switch = gtk_switch_new ();
  g_signal_connect_swapped (self->green_switch, "notify::active", G_CALLBACK (green_changed_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), form_row (_("Green Flag"), self->green_switch));
  gtk_box_append (GTK_BOX (side), group);

  self->summary_label = ludus_editor_form_summary_new ();
  gtk_box_append (GTK_BOX (side), self->summary_label);

  ludus_editor_form_add_panes (GTK_BOX (self), self->scrolled, side);
}

/**
 * ludus_medici_deck_editor_new:
 * @document: a Medici deck
 *
 * Returns: (transfer floating): the form editing @document
 */
GtkWidget *
ludus_medici_deck_editor_new (LudusContentDocument *document)
{
  LudusMediciDeckEditor *self;

  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (document), NULL);

  self = g_object_new (LUDUS_TYPE_MEDICI_DECK_EDITOR, NULL);
  self->document = g_object_ref (document);
  /* The problem banner, above the tools. */
  ludus_editor_form_watch (GTK_BOX (self), document, G_CALLBACK (document_changed_cb),
                           G_CALLBACK (problem_changed_cb), G_CALLBACK (show_problem_cb));

  ludus_content_document_validate_now (document);
  self->selected = 0;
  rebuild_cards (self);
  problem_changed_cb (self);
  return GTK_WIDGET (self);
}

LudusContentDocument *
ludus_medici_deck_editor_get_document (LudusMediciDeckEditor *self)
{
  g_return_val_if_fail (LUDUS_IS_MEDICI_DECK_EDITOR (self), NULL);

  return self->document;
}

int
ludus_medici_deck_editor_get_selected (LudusMediciDeckEditor *self)
{
  g_return_val_if_fail (LUDUS_IS_MEDICI_DECK_EDITOR (self), -1);

  return self->selected;
}

void
ludus_medici_deck_editor_select (LudusMediciDeckEditor *self,
                                 int                    index)
{
  GtkFlowBoxChild *child;

  g_return_if_fail (LUDUS_IS_MEDICI_DECK_EDITOR (self));

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

/* A Medici card's real size: about that of the printed game's cards. */
#define CARD_WIDTH_MM  56
#define CARD_HEIGHT_MM 87

static void
print_card (cairo_t  *cr,
            guint     index,
            double    width,
            double    height,
            gpointer  user_data)
{
  JsonArray *cards = user_data;
  LudusMediciCard card;
  /* The drawing's units are the card's natural size on screen. */
  double k = width / LUDUS_MEDICI_CARD_WIDTH;

  card_from_json (json_array_get_element (cards, index), &card);
  cairo_scale (cr, k, k);
  ludus_medici_card_draw (cr, &card, LUDUS_MEDICI_CARD_WIDTH, height / k, NULL,
                          LUDUS_MEDICI_CARD_DRAW_FACE);
}

/**
 * ludus_medici_deck_editor_print:
 * @document: a Medici deck
 * @path: the PDF file to write
 * @error: return location for an error
 *
 * Writes every card of @document at its real size on A4, with cut marks:
 * the deck's LudusEditorPrint.
 *
 * Returns: whether the file was written
 */
gboolean
ludus_medici_deck_editor_print (LudusContentDocument  *document,
                                const char            *path,
                                GError               **error)
{
  JsonNode *node;
  JsonArray *cards;

  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (document), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  node = ludus_content_document_get (document, "cards");
  cards = node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
  return ludus_print_and_play_write (path, cards != NULL ? json_array_get_length (cards) : 0,
                                     CARD_WIDTH_MM, CARD_HEIGHT_MM, print_card, cards, error);
}
