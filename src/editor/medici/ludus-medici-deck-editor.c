/* ludus-medici-deck-editor.c: the form editing a Medici deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A LudusDeckForm of one list: the real card drawings, the selected
 * card's goods, symbols, value and green flag, and the deck's summary
 * with the player counts it is enough for.
 */

#define G_LOG_DOMAIN "ludus-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-medici-deck-editor.h"
#include "ludus-editor-form.h"
#include "medici/ludus-medici-content-limits.h"
#include "medici/ludus-medici-card-widget.h"

struct _LudusMediciDeckEditor
{
  LudusDeckForm  parent_instance;

  GtkWidget     *card_group;
  GtkWidget     *goods_row;
  GtkWidget     *symbols_row;
  GtkWidget     *value_row;
  GtkWidget     *green_row;
};

G_DEFINE_FINAL_TYPE (LudusMediciDeckEditor, ludus_medici_deck_editor, LUDUS_TYPE_DECK_FORM)

static char *
enough_for (guint players)
{
  return g_strdup_printf (ngettext ("Enough for %u player.", "Enough for %u players.", players), players);
}

static char *
ludus_medici_deck_editor_get_summary (LudusDeckForm *form)
{
  LudusContentDocument *document = ludus_deck_form_get_document (form);
  JsonArray *cards = ludus_deck_form_get_cards (form, 0);
  guint n = cards != NULL ? json_array_get_length (cards) : 0;
  guint per_goods[LUDUS_MEDICI_N_GOODS + 1] = { 0 };
  guint per_value[LUDUS_MEDICI_MAX_VALUE + 1] = { 0 };
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      LudusMediciCard card;

      ludus_medici_card_from_draft (json_array_get_element (cards, i), &card);
      per_goods[card.goods]++;
      per_value[card.value]++;
    }

  g_string_append_printf (text, ngettext ("%u card", "%u cards", n), n);
  g_string_append (text, "\n");
  for (guint g = 0; g < LUDUS_MEDICI_N_GOODS; g++)
    ludus_editor_form_append_entry (text, g_strdup_printf ("%s: %u", _(ludus_medici_goods_names[g]), per_goods[g]));
  /* TRANSLATORS: the number of cards without goods */
  ludus_editor_form_append_entry (text, g_strdup_printf (_("No goods: %u"), per_goods[LUDUS_MEDICI_NO_GOODS]));
  g_string_append (text, "\n");
  for (guint v = 0; v <= LUDUS_MEDICI_MAX_VALUE; v++)
    /* TRANSLATORS: a card value, then how many cards have it */
    ludus_editor_form_append_entry (text, g_strdup_printf (_("Value %u: %u"), v, per_value[v]));
  g_string_append (text, "\n");
  if (ludus_content_document_get_valid (document))
    ludus_editor_form_append_players (text, document, enough_for);
  else
    g_string_append (text, _("Not playable yet: see the problem above."));
  return g_string_free (text, FALSE);
}

static GtkWidget *
ludus_medici_deck_editor_create_tile (LudusDeckForm *form,
                                      guint          list)
{
  LudusMediciCard card;

  ludus_medici_card_from_draft (NULL, &card);
  return ludus_medici_card_widget_new (&card, TRUE);
}

static void
ludus_medici_deck_editor_update_tile (LudusDeckForm   *form,
                                      guint            list,
                                      guint            index,
                                      JsonNode        *node,
                                      GtkFlowBoxChild *child)
{
  LudusMediciCard card;

  ludus_medici_card_from_draft (node, &card);
  ludus_medici_card_widget_set_card (LUDUS_MEDICI_CARD_WIDGET (gtk_flow_box_child_get_child (child)), &card);
}

static JsonNode *
ludus_medici_deck_editor_new_card (LudusDeckForm *form,
                                   guint          list,
                                   JsonNode      *selected,
                                   guint         *position)
{
  JsonArray *cards = ludus_deck_form_get_cards (form, list);
  g_autofree char *id = ludus_editor_form_new_card_id (cards, "card-", 0);
  JsonObject *object = json_object_new ();

  json_object_set_string_member (object, "id", id);
  json_object_set_string_member (object, "goods", ludus_medici_goods_ids[LUDUS_MEDICI_GRAIN]);
  json_object_set_int_member (object, "symbols", 1);
  json_object_set_int_member (object, "value", 0);
  json_object_set_boolean_member (object, "green", FALSE);
  return json_node_init_object (json_node_alloc (), object);
}

static void
ludus_medici_deck_editor_class_init (LudusMediciDeckEditorClass *klass)
{
  LudusDeckFormClass *form_class = LUDUS_DECK_FORM_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/medici/ludus-medici-deck-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusMediciDeckEditor, card_group);
  gtk_widget_class_bind_template_child (widget_class, LudusMediciDeckEditor, goods_row);
  gtk_widget_class_bind_template_child (widget_class, LudusMediciDeckEditor, symbols_row);
  gtk_widget_class_bind_template_child (widget_class, LudusMediciDeckEditor, value_row);
  gtk_widget_class_bind_template_child (widget_class, LudusMediciDeckEditor, green_row);

  form_class->create_tile = ludus_medici_deck_editor_create_tile;
  form_class->update_tile = ludus_medici_deck_editor_update_tile;
  form_class->new_card = ludus_medici_deck_editor_new_card;
  form_class->get_summary = ludus_medici_deck_editor_get_summary;
}

static void
ludus_medici_deck_editor_init (LudusMediciDeckEditor *self)
{
  LudusDeckForm *form = LUDUS_DECK_FORM (self);
  const char *goods[LUDUS_MEDICI_N_GOODS + 1];
  guint list;

  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint g = 0; g < LUDUS_MEDICI_N_GOODS; g++)
    goods[g] = _(ludus_medici_goods_names[g]);
  goods[LUDUS_MEDICI_NO_GOODS] = _("No Goods");
  ludus_editor_form_bind_combo (self->goods_row, "goods", ludus_medici_goods_ids, goods,
                                G_N_ELEMENTS (goods), LUDUS_MEDICI_NO_GOODS);
  ludus_editor_form_bind_spin (self->symbols_row, "symbols", 0, LUDUS_MEDICI_MAX_SYMBOLS);
  ludus_editor_form_bind_spin (self->value_row, "value", 0, LUDUS_MEDICI_MAX_VALUE);
  ludus_editor_form_bind_switch (self->green_row, "green");

  list = ludus_deck_form_add_list (form, "cards", _("Cards"), self->card_group);
  ludus_deck_form_bind_row (form, list, self->goods_row);
  ludus_deck_form_bind_row (form, list, self->symbols_row);
  ludus_deck_form_bind_row (form, list, self->value_row);
  ludus_deck_form_bind_row (form, list, self->green_row);
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
  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (document), NULL);

  return g_object_new (LUDUS_TYPE_MEDICI_DECK_EDITOR, "document", document, NULL);
}

/* A Medici card's real size: about that of the printed game's cards. */
#define CARD_WIDTH_MM  56
#define CARD_HEIGHT_MM 87

static void
print_card (cairo_t  *cr,
            JsonNode *node,
            double    width,
            double    height)
{
  LudusMediciCard card;
  /* The drawing's units are the card's natural size on screen. */
  double k = width / LUDUS_MEDICI_CARD_WIDTH;

  ludus_medici_card_from_draft (node, &card);
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
  return ludus_deck_form_print (document, "cards", CARD_WIDTH_MM, CARD_HEIGHT_MM, print_card, path, error);
}
