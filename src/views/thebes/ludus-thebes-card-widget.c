/* ludus-thebes-card-widget.c: one Thebes card
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A research card (its city, what it gives, its weeks) or an exhibition
 * (its city, the artifacts it asks for, its points and weeks), drawn by
 * ludus_thebes_card_draw(), or an empty place for one.  It takes a card,
 * not a game.  It is a button: a card that can be taken is clicked, or
 * reached by Tab and the arrow keys and activated.
 */

#define G_LOG_DOMAIN "ludus-thebes-card-widget"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ludus-thebes-card-draw.h"
#include "ludus-thebes-card-widget.h"
#include "ludus-rule-help.h"
#include "ludus-thebes-rule-text.h"
#include "ludus-thebes-widgets.h"

struct _LudusThebesCardWidget
{
  GtkButton        parent_instance;

  GtkWidget       *face;
  gboolean         empty;
  LudusThebesCard  card;
};

G_DEFINE_FINAL_TYPE (LudusThebesCardWidget, ludus_thebes_card_widget, GTK_TYPE_BUTTON)

static const char * const type_classes[LUDUS_THEBES_N_CARD_TYPES] = {
  "specialized", "general", "rumour", "assistant", "shovel", "car", "zeppelin",
  "special-permit", "congress", "exhibition",
};

/**
 * ludus_thebes_card_accessible_name:
 *
 * Returns: what the card is, for screen readers and tooltips:
 *   "Berlin: specialized knowledge of Egypt 2, 2 weeks"
 */
char *
ludus_thebes_card_accessible_name (const LudusThebesCard *card)
{
  g_autofree char *what = NULL;
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (card != NULL, NULL);

  switch (card->type)
    {
    case LUDUS_THEBES_CARD_SPECIALIZED:
      what = g_strdup_printf (_("specialized knowledge of %s %u"),
                              ludus_thebes_place_name (LUDUS_THEBES_SITE_PLACE (card->site)), card->value);
      break;
    case LUDUS_THEBES_CARD_GENERAL:
      what = g_strdup_printf (_("general knowledge %u"), card->value);
      break;
    case LUDUS_THEBES_CARD_RUMOUR:
      what = g_strdup_printf (_("rumours of %s"),
                              ludus_thebes_place_name (LUDUS_THEBES_SITE_PLACE (card->site)));
      break;
    case LUDUS_THEBES_CARD_EXHIBITION:
      {
        g_autoptr(GString) needs = g_string_new (NULL);

        for (guint s = 0; s < LUDUS_THEBES_N_SITES; s++)
          if (card->requires[s] > 0)
            {
              if (needs->len > 0)
                /* Translators: joins the artifacts an exhibition needs */
                g_string_append (needs, _(", "));
              /* Translators: artifacts an exhibition needs, "2 from Egypt" */
              g_string_append_printf (needs, _("%u from %s"), card->requires[s],
                                      ludus_thebes_place_name (LUDUS_THEBES_SITE_PLACE (s)));
            }
        /* Translators: "large exhibition, 5 points, needs 1 from Crete, 2 from Greece" */
        what = g_strdup_printf (ngettext ("%s, %u point, needs %s", "%s, %u points, needs %s", card->value),
                                card->large ? _("large exhibition") : _("small exhibition"),
                                card->value, needs->str);
      }
      break;
    default:
      what = g_strdup (ludus_thebes_card_type_name (card->type));
      break;
    }

  /* Translators: a card, "Berlin: general knowledge 2, 6 weeks" */
  g_string_append_printf (text, ngettext ("%s: %s, %u week", "%s: %s, %u weeks", card->weeks),
                          ludus_thebes_place_name (card->city), what, card->weeks);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
draw_face (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        data)
{
  LudusThebesCardWidget *self = data;

  if (self->empty)
    {
      g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (area), _("Empty"));
      GdkRGBA colour;
      int text_width, text_height;

      gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &colour);
      pango_layout_get_pixel_size (layout, &text_width, &text_height);
      gdk_cairo_set_source_rgba (cr, &colour);
      cairo_move_to (cr, (width - text_width) / 2.0, (height - text_height) / 2.0);
      pango_cairo_show_layout (cr, layout);
      return;
    }
  ludus_thebes_card_draw_styled (cr, &self->card, width, height,
                                 adw_style_manager_get_dark (adw_style_manager_get_default ()));
}

static void
ludus_thebes_card_widget_class_init (LudusThebesCardWidgetClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_css_name (widget_class, "thebes-card");
}

static void
ludus_thebes_card_widget_init (LudusThebesCardWidget *self)
{
  self->face = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self->face), LUDUS_THEBES_CARD_WIDTH);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->face), LUDUS_THEBES_CARD_HEIGHT);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->face), draw_face, self, NULL);
  gtk_button_set_child (GTK_BUTTON (self), self->face);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self->face, G_CONNECT_SWAPPED);
  ludus_thebes_card_widget_set_card (self, NULL);
}

GtkWidget *
ludus_thebes_card_widget_new (void)
{
  return g_object_new (LUDUS_TYPE_THEBES_CARD_WIDGET, NULL);
}

/* Restyles the card for what it shows, keeping a hint's outline, which
 * the board view owns. */
static void
set_classes (GtkWidget   *widget,
             const char **classes)
{
  gboolean hint = gtk_widget_has_css_class (widget, "hint");

  gtk_widget_set_css_classes (widget, classes);
  if (hint)
    gtk_widget_add_css_class (widget, "hint");
}

/**
 * ludus_thebes_card_widget_set_card:
 * @card: (nullable): the card to show, %NULL for an empty place
 */
void
ludus_thebes_card_widget_set_card (LudusThebesCardWidget *self,
                                   const LudusThebesCard *card)
{
  GtkWidget *widget = GTK_WIDGET (self);
  g_autofree char *name = NULL;
  g_autofree char *rule = NULL;

  g_return_if_fail (LUDUS_IS_THEBES_CARD_WIDGET (self));

  self->empty = card == NULL;
  if (card != NULL)
    self->card = *card;
  gtk_widget_queue_draw (self->face);
  if (card == NULL)
    {
      set_classes (widget, (const char *[]) { "empty", NULL });
      ludus_rule_help_set (widget, NULL, NULL);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("Empty"),
                                      -1);
      return;
    }

  /* The drawing is the card; the classes only say what it is. */
  set_classes (widget, (const char *[]) {
                  type_classes[MIN (card->type, LUDUS_THEBES_N_CARD_TYPES - 1)],
                  card->type == LUDUS_THEBES_CARD_SPECIALIZED ||
                  card->type == LUDUS_THEBES_CARD_RUMOUR
                    ? ludus_thebes_site_css_class (card->site % LUDUS_THEBES_N_SITES)
                    : "no-site",
                  NULL });
  name = ludus_thebes_card_accessible_name (card);
  rule = ludus_thebes_rule_card (card);
  ludus_rule_help_set (widget, name, rule);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
}

/* Whether the card can be chosen now, and whether it is. */
void
ludus_thebes_card_widget_set_state (LudusThebesCardWidget *self,
                                    gboolean               selectable,
                                    gboolean               selected)
{
  g_return_if_fail (LUDUS_IS_THEBES_CARD_WIDGET (self));

  if (selectable)
    gtk_widget_add_css_class (GTK_WIDGET (self), "selectable");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "selectable");
  if (selected)
    gtk_widget_add_css_class (GTK_WIDGET (self), "selected");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "selected");
}

/* Draws the card @scale times its printed size: larger on a larger table. */
void
ludus_thebes_card_widget_set_scale (LudusThebesCardWidget *self,
                                    double                 scale)
{
  g_return_if_fail (LUDUS_IS_THEBES_CARD_WIDGET (self));
  g_return_if_fail (scale > 0);

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self->face), LUDUS_THEBES_CARD_WIDTH * scale);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->face), LUDUS_THEBES_CARD_HEIGHT * scale);
}
