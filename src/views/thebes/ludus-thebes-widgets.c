/* ludus-thebes-widgets.c: small pieces every Thebes widget shows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-thebes-widgets"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-thebes-widgets.h"
#include "ludus-rule-help.h"

static const char * const site_classes[LUDUS_THEBES_N_SITES] = {
  "gre", "cre", "egy", "pal", "mes",
};

const char *
ludus_thebes_site_css_class (LudusThebesSite site)
{
  g_return_val_if_fail (site < LUDUS_THEBES_N_SITES, "gre");

  return site_classes[site];
}

GtkWidget *
ludus_thebes_token_new (void)
{
  GtkWidget *token = gtk_label_new (NULL);

  gtk_widget_set_valign (token, GTK_ALIGN_CENTER);
  return token;
}

/* Translated: "artifact worth 3", "dirt", "specialized knowledge of Crete". */
char *
ludus_thebes_token_describe (guint value)
{
  if (value == LUDUS_THEBES_TOKEN_DIRT)
    return g_strdup (_("dirt"));
  if (value == LUDUS_THEBES_TOKEN_GENERAL)
    return g_strdup (_("general knowledge"));
  if ((value & LUDUS_THEBES_TOKEN_BOOK) != 0)
    return g_strdup_printf (_("specialized knowledge of %s"),
                            ludus_thebes_place_name (LUDUS_THEBES_SITE_PLACE ((value & 0x0f) % LUDUS_THEBES_N_SITES)));
  /* Translators: a token from a bag, "artifact worth 3" */
  return g_strdup_printf (ngettext ("artifact worth %u point", "artifact worth %u points", value), value);
}

/* Shows token @value drawn at site @from (artifacts take its colour). */
void
ludus_thebes_token_set (GtkWidget       *token,
                        guint            value,
                        LudusThebesSite  from)
{
  g_autofree char *name = ludus_thebes_token_describe (value);
  g_autofree char *text = NULL;
  const char *kind;
  const char *colour = ludus_thebes_site_css_class (from);

  g_return_if_fail (GTK_IS_LABEL (token));

  if (value == LUDUS_THEBES_TOKEN_DIRT)
    {
      kind = "dirt";
      text = g_strdup ("·");
    }
  else if (value == LUDUS_THEBES_TOKEN_GENERAL)
    {
      kind = "open-book";
      /* Translators: a general knowledge (open book) token, one letter or symbol */
      text = g_strdup (C_("token", "G"));
    }
  else if ((value & LUDUS_THEBES_TOKEN_BOOK) != 0)
    {
      kind = "book";
      colour = ludus_thebes_site_css_class ((value & 0x0f) % LUDUS_THEBES_N_SITES);
      /* Translators: a specialized knowledge (closed book) token, one letter or symbol */
      text = g_strdup (C_("token", "K"));
    }
  else
    {
      kind = "artifact";
      text = g_strdup_printf ("%u", value);
    }

  gtk_widget_set_css_classes (token, (const char *[]) { "thebes-token", kind, colour, NULL });
  gtk_label_set_text (GTK_LABEL (token), text);
  ludus_rule_help_set_tooltip (token, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (token),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
}

GtkWidget *
ludus_thebes_site_chip_new (LudusThebesSite site)
{
  GtkWidget *chip = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  gtk_widget_set_css_classes (chip, (const char *[]) { "site-chip", ludus_thebes_site_css_class (site), NULL });
  gtk_widget_set_halign (chip, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (chip, GTK_ALIGN_CENTER);
  ludus_rule_help_set_tooltip (chip, ludus_thebes_place_name (LUDUS_THEBES_SITE_PLACE (site)));
  return chip;
}

/* Adds or removes @css_class. */
void
ludus_thebes_set_class (GtkWidget  *widget,
                        const char *css_class,
                        gboolean    set)
{
  if (set)
    gtk_widget_add_css_class (widget, css_class);
  else
    gtk_widget_remove_css_class (widget, css_class);
}

/* The same words for the tooltip and for screen readers. */
void
ludus_thebes_set_accessible_label (GtkWidget  *widget,
                                   const char *label)
{
  ludus_rule_help_set_tooltip (widget, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

/* @label for screen readers, and as the tooltip over @rule.  Not
 * ludus_thebes_set_accessible_label() then ludus_rule_help_set(): the
 * second would replace the first's tooltip on every refresh, and in GTK 4.8
 * each change asks the X server where the pointer is. */
void
ludus_thebes_set_accessible_help (GtkWidget  *widget,
                                  const char *label,
                                  const char *rule)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  ludus_rule_help_set (widget, label, rule);
}
