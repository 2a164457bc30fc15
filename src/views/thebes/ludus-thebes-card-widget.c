/* ludus-thebes-card-widget.c: one Thebes card
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A research card (its city, what it gives, its weeks) or an exhibition
 * (its city, the artifacts it asks for, its points and weeks), or an empty
 * place for one.  It takes a card, not a game, so the editor can show the
 * cards of a deck it is editing.  It is a button: a card that can be taken
 * is clicked, or reached by Tab and the arrow keys and activated.
 */

#define G_LOG_DOMAIN "ludus-thebes-card-widget"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-thebes-card-widget.h"
#include "ludus-thebes-widgets.h"

struct _LudusThebesCardWidget
{
  GtkButton  parent_instance;

  GtkLabel  *city;
  GtkLabel  *title;
  GtkLabel  *effect;
  GtkBox    *needs;                 /* exhibitions: artifacts per site */
  GtkWidget *need_chips[LUDUS_THEBES_N_SITES];
  GtkLabel  *need_labels[LUDUS_THEBES_N_SITES];
  GtkLabel  *weeks;
  GtkLabel  *points;
};

G_DEFINE_FINAL_TYPE (LudusThebesCardWidget, ludus_thebes_card_widget, GTK_TYPE_BUTTON)

static const char * const type_classes[LUDUS_THEBES_N_CARD_TYPES] = {
  "specialized", "general", "rumour", "assistant", "shovel", "car", "zeppelin",
  "special-permit", "congress", "exhibition",
};

/* The short title in the middle of the card. */
static char *
card_title (const LudusThebesCard *card)
{
  const char *site = ludus_thebes_place_name (LUDUS_THEBES_SITE_PLACE (card->site));

  switch (card->type)
    {
    case LUDUS_THEBES_CARD_SPECIALIZED:
      /* Translators: a specialized knowledge card's title: the site and the books, "Egypt ×3" */
      return g_strdup_printf (_("%s ×%u"), site, card->value);
    case LUDUS_THEBES_CARD_GENERAL:
      /* Translators: a general knowledge card's title, "General ×2" */
      return g_strdup_printf (_("General ×%u"), card->value);
    case LUDUS_THEBES_CARD_RUMOUR:
      return g_strdup (site);
    case LUDUS_THEBES_CARD_EXHIBITION:
      return g_strdup (card->large ? _("Large exhibition") : _("Small exhibition"));
    default:
      {
        const char *name = ludus_thebes_card_type_name (card->type);
        char first[8] = { 0 };

        /* The core's names are lower case, for use inside sentences. */
        g_unichar_to_utf8 (g_unichar_totitle (g_utf8_get_char (name)), first);
        return g_strconcat (first, g_utf8_next_char (name), NULL);
      }
    }
}

/* What the card does, in a few words. */
static const char *
card_effect (const LudusThebesCard *card)
{
  switch (card->type)
    {
    case LUDUS_THEBES_CARD_SPECIALIZED:
      return _("specialized knowledge");
    case LUDUS_THEBES_CARD_GENERAL:
      return _("general knowledge");
    case LUDUS_THEBES_CARD_RUMOUR:
      return _("rumours: +2 for one dig");
    case LUDUS_THEBES_CARD_ASSISTANT:
      return _("knowledge at every dig");
    case LUDUS_THEBES_CARD_SHOVEL:
      return _("more tokens at every dig");
    case LUDUS_THEBES_CARD_CAR:
      return _("trips of 3+ weeks: 1 less");
    case LUDUS_THEBES_CARD_ZEPPELIN:
      return _("one trip for 0 weeks");
    case LUDUS_THEBES_CARD_SPECIAL_PERMIT:
      return _("a second dig in a year");
    case LUDUS_THEBES_CARD_CONGRESS:
      return _("points at the end");
    case LUDUS_THEBES_CARD_EXHIBITION:
    default:
      return _("needs artifacts:");
    }
}

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

static GtkWidget *
new_label (GtkBox     *box,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_add_css_class (label, css_class);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 11);
  gtk_box_append (box, label);
  return label;
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
  GtkBox *box = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 2));
  GtkBox *bottom;

  self->city = GTK_LABEL (new_label (box, "card-city"));
  self->title = GTK_LABEL (new_label (box, "card-title"));
  gtk_widget_set_vexpand (GTK_WIDGET (self->title), TRUE);
  gtk_label_set_wrap (self->title, TRUE);
  gtk_label_set_wrap_mode (self->title, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (self->title, 2);
  gtk_label_set_justify (self->title, GTK_JUSTIFY_CENTER);
  self->effect = GTK_LABEL (new_label (box, "card-effect"));
  gtk_label_set_wrap (self->effect, TRUE);
  gtk_label_set_lines (self->effect, 2);
  gtk_label_set_justify (self->effect, GTK_JUSTIFY_CENTER);

  self->needs = GTK_BOX (gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3));
  gtk_widget_set_halign (GTK_WIDGET (self->needs), GTK_ALIGN_CENTER);
  for (guint s = 0; s < LUDUS_THEBES_N_SITES; s++)
    {
      self->need_chips[s] = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      self->need_labels[s] = GTK_LABEL (gtk_label_new (NULL));
      gtk_box_append (GTK_BOX (self->need_chips[s]), GTK_WIDGET (self->need_labels[s]));
      gtk_widget_set_css_classes (self->need_chips[s], (const char *[]) {
                                    "site-chip", "with-count", ludus_thebes_site_css_class (s), NULL });
      gtk_box_append (self->needs, self->need_chips[s]);
    }
  gtk_box_append (box, GTK_WIDGET (self->needs));

  bottom = GTK_BOX (gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4));
  self->weeks = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->weeks), "card-weeks");
  gtk_widget_set_hexpand (GTK_WIDGET (self->weeks), TRUE);
  gtk_label_set_xalign (self->weeks, 0);
  gtk_box_append (bottom, GTK_WIDGET (self->weeks));
  self->points = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->points), "card-points");
  gtk_box_append (bottom, GTK_WIDGET (self->points));
  gtk_box_append (box, GTK_WIDGET (bottom));

  gtk_button_set_child (GTK_BUTTON (self), GTK_WIDGET (box));
  ludus_thebes_card_widget_set_card (self, NULL);
}

GtkWidget *
ludus_thebes_card_widget_new (void)
{
  return g_object_new (LUDUS_TYPE_THEBES_CARD_WIDGET, NULL);
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
  g_autofree char *title = NULL;
  g_autofree char *weeks = NULL;
  g_autofree char *points = NULL;
  g_autofree char *name = NULL;
  gboolean exhibition;

  g_return_if_fail (LUDUS_IS_THEBES_CARD_WIDGET (self));

  if (card == NULL)
    {
      gtk_widget_set_css_classes (widget, (const char *[]) { "empty", NULL });
      gtk_label_set_text (self->city, "");
      gtk_label_set_text (self->title, _("Empty"));
      gtk_label_set_text (self->effect, "");
      gtk_label_set_text (self->weeks, "");
      gtk_label_set_text (self->points, "");
      gtk_widget_set_visible (GTK_WIDGET (self->needs), FALSE);
      gtk_widget_set_tooltip_text (widget, NULL);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("Empty"),
                                      -1);
      return;
    }

  exhibition = card->type == LUDUS_THEBES_CARD_EXHIBITION;
  gtk_widget_set_css_classes (widget, (const char *[]) {
                                type_classes[MIN (card->type, LUDUS_THEBES_N_CARD_TYPES - 1)],
                                card->type == LUDUS_THEBES_CARD_SPECIALIZED ||
                                card->type == LUDUS_THEBES_CARD_RUMOUR
                                  ? ludus_thebes_site_css_class (card->site % LUDUS_THEBES_N_SITES)
                                  : "no-site",
                                NULL });
  gtk_label_set_text (self->city, ludus_thebes_place_name (card->city));
  title = card_title (card);
  gtk_label_set_text (self->title, title);
  gtk_label_set_text (self->effect, card_effect (card));

  gtk_widget_set_visible (GTK_WIDGET (self->needs), exhibition);
  for (guint s = 0; s < LUDUS_THEBES_N_SITES; s++)
    {
      g_autofree char *count = g_strdup_printf ("%u", card->requires[s]);

      gtk_label_set_text (self->need_labels[s], count);
      gtk_widget_set_visible (self->need_chips[s], exhibition && card->requires[s] > 0);
    }

  weeks = g_strdup_printf (C_("weeks, short", "%d wk"), (int) card->weeks);
  gtk_label_set_text (self->weeks, weeks);
  if (exhibition)
    /* Translators: victory points, short, on a card: "5 VP" */
    points = g_strdup_printf (C_("points, short", "%u VP"), card->value);
  gtk_label_set_text (self->points, points != NULL ? points : "");

  name = ludus_thebes_card_accessible_name (card);
  gtk_widget_set_tooltip_text (widget, name);
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
