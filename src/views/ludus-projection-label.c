/* ludus-projection-label.c: a player's projected score on a panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "If the game ended now: 46", its breakdown (one line per label) as the
 * tooltip, and both as the accessible description of the player's panel.
 * Every game's panel shows its projection through this one label.
 */

#define G_LOG_DOMAIN "ludus-views"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-projection-label.h"
#include "ludus-rule-help.h"

GtkWidget *
ludus_projection_label_new (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "projection");
  gtk_widget_set_visible (label, FALSE);
  return label;
}

/* Shows projection on label, or hides the label when it is NULL; panel
 * is the player's panel the label is in. */
void
ludus_projection_label_update (GtkWidget             *label,
                               GtkWidget             *panel,
                               const LudusProjection *projection)
{
  g_autoptr(GString) breakdown = NULL;
  g_autofree char *text = NULL;
  g_autofree char *description = NULL;

  g_return_if_fail (GTK_IS_LABEL (label));
  g_return_if_fail (GTK_IS_WIDGET (panel));

  gtk_widget_set_visible (label, projection != NULL);
  if (projection == NULL)
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (panel), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      return;
    }

  /* Translators: a player's projected score, on their panel */
  text = g_strdup_printf (_("If the game ended now: %d"), projection->total);
  gtk_label_set_text (GTK_LABEL (label), text);

  breakdown = g_string_new (NULL);
  for (guint i = 0; i < projection->n_lines; i++)
    {
      if (i > 0)
        g_string_append_c (breakdown, '\n');
      /* Translators: a line of a projected score's breakdown: “Prestige: 19” */
      g_string_append_printf (breakdown, _("%s: %d"), projection->lines[i].label,
                              projection->lines[i].points);
    }
  ludus_rule_help_set_tooltip (label, breakdown->str);
  description = g_strdup_printf ("%s\n%s", text, breakdown->str);
  gtk_accessible_update_property (GTK_ACCESSIBLE (panel),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}
