/* ludus-projection-label.c: a player's projected score on a panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "If the game ended now: 46", its breakdown (one line per label) as the
 * label's tooltip and, with the game's rule of what a projection counts,
 * in the popover of a "?" button beside it, which takes the focus: Enter
 * opens the popover, Ctrl+F1 says the rule.  Both also go to the player's
 * panel as its accessible description.  The button is beside the label,
 * not around it, and has no tooltip of its own: each tooltip set arms GTK
 * 4.8's tooltip timer, which can fire once its window's surface is gone
 * (a critical).  Every game's panel shows its projection through this one
 * widget.
 */

#define G_LOG_DOMAIN "ludus-views"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-projection-label.h"
#include "ludus-rule-help.h"

/**
 * ludus_projection_label_new:
 * @rule: what the game's projection counts, translated
 *
 * Returns: (transfer floating): the projection's line, hidden until
 *   ludus_projection_label_update() gives it a projection
 */
GtkWidget *
ludus_projection_label_new (const char *rule)
{
  GtkWidget *line, *label, *button, *popover, *mark;

  g_return_val_if_fail (rule != NULL, NULL);

  line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  gtk_widget_add_css_class (line, "projection-line");

  label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  /* Asks for no more width than the label alone did, the "?" included:
   * a panel does not widen as the numbers grow. */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 16);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "projection");
  gtk_box_append (GTK_BOX (line), label);

  popover = ludus_rule_help_popover_new ();

  /* Translators: the button beside a projected score that explains it */
  mark = gtk_label_new (C_("projection", "?"));
  gtk_widget_add_css_class (mark, "caption-heading");
  button = gtk_menu_button_new ();
  gtk_menu_button_set_child (GTK_MENU_BUTTON (button), mark);
  gtk_menu_button_set_has_frame (GTK_MENU_BUTTON (button), FALSE);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
  /* The popover beside the line: panels lie at the top of some boards, at
   * the bottom of others. */
  gtk_menu_button_set_direction (GTK_MENU_BUTTON (button), GTK_ARROW_RIGHT);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "projection-button");
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: the "?" button beside a player's projected score */
                                  _("Why this projected score"),
                                  -1);
  ludus_rule_help_set_rule (button, rule);
  gtk_box_append (GTK_BOX (line), button);

  gtk_widget_set_visible (line, FALSE);
  return line;
}

/* Shows projection on line, or hides it when it is NULL; panel is the
 * player's panel the line is in. */
void
ludus_projection_label_update (GtkWidget             *line,
                               GtkWidget             *panel,
                               const LudusProjection *projection)
{
  g_autoptr(GString) breakdown = NULL;
  g_autofree char *text = NULL;
  g_autofree char *description = NULL;
  g_autofree char *details = NULL;
  GtkWidget *label, *button;
  GtkPopover *popover;

  g_return_if_fail (GTK_IS_BOX (line));
  g_return_if_fail (GTK_IS_WIDGET (panel));

  gtk_widget_set_visible (line, projection != NULL);
  if (projection == NULL)
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (panel), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      return;
    }

  /* Translators: a player's projected score, on their panel */
  text = g_strdup_printf (_("If the game ended now: %d"), projection->total);
  label = gtk_widget_get_first_child (line);
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

  button = gtk_widget_get_last_child (line);
  popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (button));
  details = g_strdup_printf ("%s\n\n%s", breakdown->str, ludus_rule_help_get (button));
  gtk_label_set_text (GTK_LABEL (gtk_popover_get_child (popover)), details);

  description = g_strdup_printf ("%s\n%s", text, breakdown->str);
  gtk_accessible_update_property (GTK_ACCESSIBLE (panel),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}
