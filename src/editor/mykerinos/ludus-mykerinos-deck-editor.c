/* ludus-mykerinos-deck-editor.c: the form editing a Mykerinos deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A LudusDeckForm of one list: the parcel cards as they are drawn in
 * play, the selected card's patron, prestige and 2 × 3 spaces (where a
 * click, Space or Enter toggles a pyramid), and the deck's summary.
 */

#define G_LOG_DOMAIN "ludus-editor"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ludus-mykerinos-deck-editor.h"
#include "ludus-editor-form.h"
#include "mykerinos/ludus-mykerinos-content-limits.h"
#include "mykerinos/ludus-mykerinos-parcel.h"

struct _LudusMykerinosDeckEditor
{
  LudusDeckForm         parent_instance;

  GtkWidget            *fields;
  GtkWidget            *id_label;
  GtkWidget            *patron_row;
  GtkWidget            *prestige_row;
  GtkWidget            *large_card;
  GtkWidget            *spaces_grid;
  GtkWidget            *spaces[LUDUS_MYKERINOS_CARD_SPACES];

  LudusMykerinosCard    card;  /* the selected one, as drawn */
};

G_DEFINE_FINAL_TYPE (LudusMykerinosDeckEditor, ludus_mykerinos_deck_editor, LUDUS_TYPE_DECK_FORM)

static guint
count_pyramids (const LudusMykerinosCard *card)
{
  guint n = 0;

  for (guint k = 0; k < LUDUS_MYKERINOS_CARD_SPACES; k++)
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

/* A tile: the card drawn, its id under it. */
static GtkWidget *
ludus_mykerinos_deck_editor_create_tile (LudusDeckForm *form,
                                         guint          list)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *area = gtk_drawing_area_new ();
  GtkWidget *label = gtk_label_new (NULL);

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 114);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 76);
  gtk_box_append (GTK_BOX (box), area);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), label);
  return box;
}

static void
ludus_mykerinos_deck_editor_update_tile (LudusDeckForm   *form,
                                         guint            list,
                                         guint            index,
                                         JsonNode        *node,
                                         GtkFlowBoxChild *child)
{
  GtkWidget *box = gtk_flow_box_child_get_child (child);
  LudusMykerinosCard card;
  const char *id = ludus_mykerinos_card_from_draft (node, &card);
  g_autofree char *description = card_description (index, id, &card);

  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (gtk_widget_get_first_child (box)), draw_card_cb,
                                  g_memdup2 (&card, sizeof card), g_free);
  gtk_widget_queue_draw (gtk_widget_get_first_child (box));
  gtk_label_set_text (GTK_LABEL (gtk_widget_get_last_child (box)), id);
  gtk_widget_set_tooltip_text (GTK_WIDGET (child), description);
  gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, description, -1);
}

static char *
ludus_mykerinos_deck_editor_get_summary (LudusDeckForm *form)
{
  JsonArray *cards = ludus_deck_form_get_cards (form, 0);
  guint n = cards != NULL ? json_array_get_length (cards) : 0;
  guint per_patron[LUDUS_MYKERINOS_N_PATRONS + 1] = { 0 };
  guint per_prestige[LUDUS_MYKERINOS_N_PRESTIGES] = { 0 };
  guint pyramids = 0;
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      LudusMykerinosCard card;

      ludus_mykerinos_card_from_draft (json_array_get_element (cards, i), &card);
      per_patron[card.patron]++;
      for (guint p = 0; p < LUDUS_MYKERINOS_N_PRESTIGES; p++)
        if (card.prestige == ludus_mykerinos_prestiges[p])
          per_prestige[p]++;
      pyramids += count_pyramids (&card);
    }

  g_string_append_printf (text, ngettext ("%u parcel", "%u parcels", n), n);
  g_string_append (text, "\u00a0· ");
  g_string_append_printf (text, ngettext ("%u pyramid", "%u pyramids", pyramids), pyramids);
  g_string_append (text, "\n");
  for (guint p = 0; p < LUDUS_MYKERINOS_N_PATRONS; p++)
    ludus_editor_form_append_entry (text, g_strdup_printf ("%s: %u", _(ludus_mykerinos_patron_names[p]),
                                                           per_patron[p]));
  /* Translators: how many parcels have no patron (the rules have one) */
  ludus_editor_form_append_entry (text, g_strdup_printf (_("No patron: %u"),
                                                         per_patron[LUDUS_MYKERINOS_PATRON_NONE]));
  g_string_append (text, "\n");
  for (guint p = 0; p < LUDUS_MYKERINOS_N_PRESTIGES; p++)
    /* Translators: a prestige value, then how many parcels have it */
    ludus_editor_form_append_entry (text, g_strdup_printf (_("Prestige %u: %u"), ludus_mykerinos_prestiges[p],
                                                           per_prestige[p]));
  g_string_append (text, "\n");
  if (ludus_content_document_get_valid (ludus_deck_form_get_document (form)))
    g_string_append (text, _("Playable with the standard layout."));
  else
    g_string_append (text, _("Not playable yet: see the problem above."));
  return g_string_free (text, FALSE);
}

/* The selected card's id, prestige and spaces (its patron is a bound row). */
static void
ludus_mykerinos_deck_editor_update_fields (LudusDeckForm *form,
                                           guint          list,
                                           JsonNode      *node)
{
  LudusMykerinosDeckEditor *self = LUDUS_MYKERINOS_DECK_EDITOR (form);
  const char *id = ludus_mykerinos_card_from_draft (node, &self->card);

  gtk_label_set_text (GTK_LABEL (self->id_label), id);
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->prestige_row),
                              ludus_mykerinos_prestige_index (self->card.prestige));
  for (guint k = 0; k < LUDUS_MYKERINOS_CARD_SPACES; k++)
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

static JsonNode *
ludus_mykerinos_deck_editor_new_card (LudusDeckForm *form,
                                      guint          list,
                                      JsonNode      *selected,
                                      guint         *position)
{
  g_autofree char *id = ludus_editor_form_new_card_id (ludus_deck_form_get_cards (form, list), "M", 2);
  JsonObject *object = json_object_new ();

  json_object_set_string_member (object, "id", id);
  json_object_set_string_member (object, "patron", ludus_mykerinos_patron_ids[LUDUS_MYKERINOS_VIOLET]);
  json_object_set_int_member (object, "prestige", 0);
  json_object_set_string_member (object, "pattern", ".../...");
  return json_node_init_object (json_node_alloc (), object);
}

static void
prestige_changed_cb (LudusMykerinosDeckEditor *self)
{
  guint p = adw_combo_row_get_selected (ADW_COMBO_ROW (self->prestige_row));
  g_autoptr(JsonNode) node = NULL;

  if (p >= LUDUS_MYKERINOS_N_PRESTIGES)
    return;
  node = json_node_init_int (json_node_alloc (), ludus_mykerinos_prestiges[p]);
  ludus_deck_form_set_member (LUDUS_DECK_FORM (self), 0, "prestige", node);
}

/* A space's button was toggled: the pattern as the file writes it. */
static void
space_toggled_cb (LudusMykerinosDeckEditor *self)
{
  guint8 pyramids = 0;
  char pattern[8];
  g_autoptr(JsonNode) node = NULL;

  for (guint k = 0; k < LUDUS_MYKERINOS_CARD_SPACES; k++)
    if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->spaces[k])))
      pyramids |= 1 << k;
  ludus_mykerinos_pattern_format (pyramids, pattern);
  node = json_node_init_string (json_node_alloc (), pattern);
  ludus_deck_form_set_member (LUDUS_DECK_FORM (self), 0, "pattern", node);
}

/* Toggles a pyramid on space @parameter of the selected card. */
static void
toggle_space_cb (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  LudusMykerinosDeckEditor *self = LUDUS_MYKERINOS_DECK_EDITOR (widget);
  int space = g_variant_get_int32 (parameter);

  if (space < 0 || space >= LUDUS_MYKERINOS_CARD_SPACES || ludus_deck_form_get_selected (LUDUS_DECK_FORM (self)) < 0)
    return;
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->spaces[space]),
                                !gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->spaces[space])));
}

static void
ludus_mykerinos_deck_editor_class_init (LudusMykerinosDeckEditorClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  LudusDeckFormClass *form_class = LUDUS_DECK_FORM_CLASS (klass);

  form_class->create_tile = ludus_mykerinos_deck_editor_create_tile;
  form_class->update_tile = ludus_mykerinos_deck_editor_update_tile;
  form_class->update_fields = ludus_mykerinos_deck_editor_update_fields;
  form_class->new_card = ludus_mykerinos_deck_editor_new_card;
  form_class->get_summary = ludus_mykerinos_deck_editor_get_summary;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/mykerinos/ludus-mykerinos-deck-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosDeckEditor, fields);
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosDeckEditor, id_label);
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosDeckEditor, patron_row);
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosDeckEditor, prestige_row);
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosDeckEditor, large_card);
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosDeckEditor, spaces_grid);

  gtk_widget_class_install_action (widget_class, "deck.toggle-space", "i", toggle_space_cb);
}

static void
ludus_mykerinos_deck_editor_init (LudusMykerinosDeckEditor *self)
{
  const char *patrons[LUDUS_MYKERINOS_N_PATRONS + 1];
  g_autoptr(GtkStringList) prestige_names = gtk_string_list_new (NULL);
  guint list;

  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint p = 0; p < LUDUS_MYKERINOS_N_PATRONS; p++)
    patrons[p] = _(ludus_mykerinos_patron_names[p]);
  patrons[LUDUS_MYKERINOS_PATRON_NONE] = _("No Patron");
  ludus_editor_form_bind_combo (self->patron_row, "patron", ludus_mykerinos_patron_ids, patrons,
                                G_N_ELEMENTS (patrons), LUDUS_MYKERINOS_PATRON_NONE);

  for (guint p = 0; p < LUDUS_MYKERINOS_N_PRESTIGES; p++)
    {
      g_autofree char *name = g_strdup_printf ("%u", ludus_mykerinos_prestiges[p]);

      /* Translators: a parcel without prestige */
      gtk_string_list_append (prestige_names, ludus_mykerinos_prestiges[p] == 0 ? C_("prestige", "None") : name);
    }
  adw_combo_row_set_model (ADW_COMBO_ROW (self->prestige_row), G_LIST_MODEL (prestige_names));
  g_signal_connect_swapped (self->prestige_row, "notify::selected", G_CALLBACK (prestige_changed_cb), self);

  /* The selected card, large, under a 2 × 3 grid of see-through toggle
   * buttons: the arrow keys move between them, Space or Enter toggles. */
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->large_card), draw_card_cb, &self->card, NULL);
  for (guint k = 0; k < LUDUS_MYKERINOS_CARD_SPACES; k++)
    {
      self->spaces[k] = gtk_toggle_button_new ();
      gtk_widget_add_css_class (self->spaces[k], "flat");
      gtk_widget_add_css_class (self->spaces[k], "ludus-parcel-space");
      g_signal_connect_swapped (self->spaces[k], "toggled", G_CALLBACK (space_toggled_cb), self);
      gtk_grid_attach (GTK_GRID (self->spaces_grid), self->spaces[k], k % 3, k / 3, 1, 1);
    }

  list = ludus_deck_form_add_list (LUDUS_DECK_FORM (self), "cards", _("Parcels"), self->fields);
  ludus_deck_form_bind_row (LUDUS_DECK_FORM (self), list, self->patron_row);
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
  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (document), NULL);

  return g_object_new (LUDUS_TYPE_MYKERINOS_DECK_EDITOR, "document", document, NULL);
}

GtkWidget *
ludus_mykerinos_deck_editor_get_space (LudusMykerinosDeckEditor *self,
                                       guint                     space)
{
  g_return_val_if_fail (LUDUS_IS_MYKERINOS_DECK_EDITOR (self), NULL);
  g_return_val_if_fail (space < LUDUS_MYKERINOS_CARD_SPACES, NULL);

  return self->spaces[space];
}

/* A parcel's real size: the spec and the rulebooks do not give it, so a
 * standard card's long side by two thirds of it, the drawing's 3 : 2. */
#define CARD_WIDTH_MM  87
#define CARD_HEIGHT_MM 58

/* Printed standing, a quarter turn, so that nine fit on a page and not
 * eight; the cartouche's number stays upright. */
static void
print_card (cairo_t  *cr,
            JsonNode *node,
            double    width,
            double    height)
{
  LudusMykerinosCard card;

  ludus_mykerinos_card_from_draft (node, &card);
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
  /* Standing: the card's height is its printed width. */
  return ludus_deck_form_print (document, "cards", CARD_HEIGHT_MM, CARD_WIDTH_MM, print_card, path, error);
}
