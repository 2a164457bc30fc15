/* ludus-rule-help.c: a board element's rule, as tooltip, description and popover
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A patron, a Museum room, a card, a place or a score line says its rule in
 * one or two sentences where it is: in its tooltip (under its name, if it
 * has one), as its accessible description for screen readers, and on
 * Ctrl+F1 (GTK 3's key for the focused widget's tooltip) in a popover by
 * the focused element.  ludus_rule_help_attach() gives a board view or a
 * sheet that key.
 */

#define G_LOG_DOMAIN "ludus-rule-help"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-rule-help.h"

#define RULE_KEY    "ludus-rule-help"
#define POPOVER_KEY "ludus-rule-help-popover"

/**
 * ludus_rule_help_set_tooltip:
 * @widget: a widget a view updates on each refresh
 * @text: (nullable): its tooltip, or none
 *
 * Sets @widget's tooltip unless it is @text already: GTK 4.8 asks the X
 * server where the pointer is on every change (round trips), and the views
 * set their elements' tooltips on each refresh, mostly to the same text.
 */
void
ludus_rule_help_set_tooltip (GtkWidget  *widget,
                             const char *text)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  /* GTK keeps an empty tooltip as none. */
  if (text != NULL && text[0] == '\0')
    text = NULL;
  if (g_strcmp0 (gtk_widget_get_tooltip_text (widget), text) != 0)
    gtk_widget_set_tooltip_text (widget, text);
}

/**
 * ludus_rule_help_set_rule:
 * @widget: a board element that shows no tooltip of its own
 * @rule: (nullable): its rule in a sentence or two, translated; %NULL for none
 *
 * Keeps @rule for the Ctrl+F1 popover and tells screen readers it as the
 * description, leaving @widget's tooltip alone.
 */
void
ludus_rule_help_set_rule (GtkWidget  *widget,
                          const char *rule)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (rule == NULL || rule[0] == '\0')
    {
      g_object_set_data (G_OBJECT (widget), RULE_KEY, NULL);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      return;
    }
  g_object_set_data_full (G_OBJECT (widget), RULE_KEY, g_strdup (rule), g_free);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, rule,
                                  -1);
}

/**
 * ludus_rule_help_set:
 * @widget: a board element
 * @title: (nullable): what the element is ("Room 5 of the Lemon wing: free"),
 *   the first line of its tooltip
 * @rule: (nullable): its rule in a sentence or two, translated; %NULL for none
 *
 * Shows @rule in @widget's tooltip under @title, tells screen readers it as
 * the description, and keeps it for the Ctrl+F1 popover.
 */
void
ludus_rule_help_set (GtkWidget  *widget,
                     const char *title,
                     const char *rule)
{
  g_autofree char *tooltip = NULL;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (rule == NULL || rule[0] == '\0')
    ludus_rule_help_set_tooltip (widget, title);
  else if (title != NULL && title[0] != '\0')
    {
      tooltip = g_strconcat (title, "\n", rule, NULL);
      ludus_rule_help_set_tooltip (widget, tooltip);
    }
  else
    ludus_rule_help_set_tooltip (widget, rule);
  /* After the tooltip, which GTK also makes the description. */
  ludus_rule_help_set_rule (widget, rule);
}

/**
 * ludus_rule_help_get:
 *
 * Returns: (nullable): the rule ludus_rule_help_set() gave @widget
 */
const char *
ludus_rule_help_get (GtkWidget *widget)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  return g_object_get_data (G_OBJECT (widget), RULE_KEY);
}

/**
 * ludus_rule_help_wrap:
 * @child: (transfer floating): what shows an element that cannot take the
 *   focus (a label)
 * @rule: (transfer full): the element's rule
 *
 * Returns: (transfer floating): @child in a box that takes the focus (for
 *   Ctrl+F1) and shows @rule as ludus_rule_help_set() does
 */
GtkWidget *
ludus_rule_help_wrap (GtkWidget *child,
                      char      *rule)
{
  g_autofree char *owned = rule;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  gtk_widget_set_focusable (box, TRUE);
  gtk_widget_add_css_class (box, "rule-help-target");
  gtk_widget_set_hexpand (child, TRUE);
  gtk_box_append (GTK_BOX (box), child);
  ludus_rule_help_set (box, NULL, owned);
  return box;
}

/**
 * ludus_rule_help_heading_new:
 * @text: a score sheet's heading
 * @css_class: (nullable): its style class ("heading")
 * @xalign: its alignment
 * @rule: (transfer full): the rule of its line
 *
 * Returns: (transfer floating): the heading, in a box that takes the focus
 *   (ludus_rule_help_wrap())
 */
GtkWidget *
ludus_rule_help_heading_new (const char *text,
                             const char *css_class,
                             float       xalign,
                             char       *rule)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return ludus_rule_help_wrap (label, rule);
}

/**
 * ludus_rule_help_make_focusable:
 * @widget: an element with a rule that can take the focus (a box)
 *
 * Lets the keyboard reach @widget for Ctrl+F1, with a focus ring.
 */
void
ludus_rule_help_make_focusable (GtkWidget *widget)
{
  g_return_if_fail (GTK_IS_WIDGET (widget) && !GTK_IS_LABEL (widget));

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_add_css_class (widget, "rule-help-target");
}

/* The element with a rule at or above @focus, up to @scope. */
static GtkWidget *
find_element (GtkWidget *focus,
              GtkWidget *scope)
{
  for (GtkWidget *w = focus; w != NULL; w = gtk_widget_get_parent (w))
    {
      if (ludus_rule_help_get (w) != NULL)
        return w;
      if (w == scope)
        break;
    }
  return NULL;
}

/* A container may have unparented the popover already (a grid removes
 * every child); the scope's reference keeps it alive until then. */
static void
scope_destroy_cb (GtkWidget *scope,
                  GtkWidget *popover)
{
  if (gtk_widget_get_parent (popover) == scope)
    gtk_widget_unparent (popover);
}

/**
 * ludus_rule_help_popover_new:
 *
 * Returns: (transfer floating): a popover that says a rule: its child is a
 *   wrapping label, empty
 */
GtkWidget *
ludus_rule_help_popover_new (void)
{
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *popover = gtk_popover_new ();

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (popover, "rule-help");
  gtk_popover_set_child (GTK_POPOVER (popover), label);
  return popover;
}

/**
 * ludus_rule_help_get_popover:
 * @scope: a widget given to ludus_rule_help_attach()
 *
 * Returns: (transfer none): the popover Ctrl+F1 shows the rules in, made
 *   on first use
 */
GtkWidget *
ludus_rule_help_get_popover (GtkWidget *scope)
{
  GtkWidget *popover;

  g_return_val_if_fail (GTK_IS_WIDGET (scope), NULL);

  popover = g_object_get_data (G_OBJECT (scope), POPOVER_KEY);
  if (popover != NULL)
    return popover;

  popover = ludus_rule_help_popover_new ();
  gtk_widget_set_parent (popover, scope);
  g_object_set_data_full (G_OBJECT (scope), POPOVER_KEY, g_object_ref (popover), g_object_unref);
  g_signal_connect (scope, "destroy", G_CALLBACK (scope_destroy_cb), popover);
  return popover;
}

/**
 * ludus_rule_help_show:
 * @scope: a widget given to ludus_rule_help_attach()
 *
 * Shows the rule of the focused element in @scope (or of the nearest
 * element holding it) in a popover pointing at it; with no such element,
 * the popover says where rules are.
 *
 * Returns: whether a rule was shown
 */
gboolean
ludus_rule_help_show (GtkWidget *scope)
{
  GtkRoot *root;
  GtkWidget *focus, *element, *popover, *label;
  graphene_rect_t bounds;
  GdkRectangle rect = { 0, 0, 0, 0 };
  GtkWidget *target;

  g_return_val_if_fail (GTK_IS_WIDGET (scope), FALSE);

  root = gtk_widget_get_root (scope);
  focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  if (focus != NULL && focus != scope && !gtk_widget_is_ancestor (focus, scope))
    focus = NULL;
  element = focus != NULL ? find_element (focus, scope) : NULL;

  popover = ludus_rule_help_get_popover (scope);
  label = gtk_popover_get_child (GTK_POPOVER (popover));
  if (element != NULL)
    gtk_label_set_text (GTK_LABEL (label), ludus_rule_help_get (element));
  else
    gtk_label_set_text (GTK_LABEL (label),
                        _("Move the focus to a card, a space, a room or a score line to read its rule "
                          "here. F1 opens the manual."));

  target = element != NULL ? element : focus;
  if (target != NULL && target != scope && gtk_widget_compute_bounds (target, scope, &bounds))
    {
      rect.x = (int) bounds.origin.x;
      rect.y = (int) bounds.origin.y;
      rect.width = MAX (1, (int) bounds.size.width);
      rect.height = MAX (1, (int) bounds.size.height);
    }
  else
    {
      rect.x = gtk_widget_get_width (scope) / 2;
      rect.y = gtk_widget_get_height (scope) / 2;
      rect.width = rect.height = 1;
    }
  gtk_popover_set_pointing_to (GTK_POPOVER (popover), &rect);
  gtk_popover_popup (GTK_POPOVER (popover));
  return element != NULL;
}

static void
show_activated_cb (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  ludus_rule_help_show (GTK_WIDGET (user_data));
}

/**
 * ludus_rule_help_attach:
 * @scope: a board view or a sheet's content
 *
 * Gives @scope the action rule-help.show and its key, Ctrl+F1: the
 * focused element's rule in a popover.
 */
void
ludus_rule_help_attach (GtkWidget *scope)
{
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr(GSimpleAction) show = g_simple_action_new ("show", NULL);
  GtkEventController *controller;
  GtkShortcut *shortcut;

  g_return_if_fail (GTK_IS_WIDGET (scope));

  /* The scope owns the group: the action cannot outlive it. */
  g_signal_connect_object (show, "activate", G_CALLBACK (show_activated_cb), scope, 0);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (show));
  gtk_widget_insert_action_group (scope, "rule-help", G_ACTION_GROUP (group));

  controller = gtk_shortcut_controller_new ();
  shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_F1, GDK_CONTROL_MASK),
                               gtk_named_action_new ("rule-help.show"));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), shortcut);
  gtk_widget_add_controller (scope, controller);
}
