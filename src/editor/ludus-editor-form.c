/* ludus-editor-form.c: pieces every game's editor form shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-editor"

#include <glib/gi18n.h>

#include "ludus-editor-form.h"

/**
 * ludus_editor_form_button_new:
 * @label: the label, with a mnemonic
 * @action: the action it activates
 *
 * Returns: (transfer floating): a button for @action
 */
GtkWidget *
ludus_editor_form_button_new (const char *label,
                              const char *action)
{
  GtkWidget *widget = gtk_button_new_with_mnemonic (label);

  g_return_val_if_fail (action != NULL, widget);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (widget), action);
  return widget;
}

/**
 * ludus_editor_form_add_play_buttons:
 * @tools: a form's row of tools
 * @play_action: the form's action playing the content now
 *
 * Appends, at the end of @tools, the editor window's balance check of the
 * whole content and then Play Now.
 */
void
ludus_editor_form_add_play_buttons (GtkBox     *tools,
                                    const char *play_action)
{
  GtkWidget *button;

  g_return_if_fail (GTK_IS_BOX (tools));
  g_return_if_fail (play_action != NULL);

  button = ludus_editor_form_button_new (_("_Balance Check…"), "editor.balance");
  gtk_widget_set_hexpand (button, TRUE);
  gtk_widget_set_halign (button, GTK_ALIGN_END);
  gtk_box_append (tools, button);
  button = ludus_editor_form_button_new (_("_Play Now"), play_action);
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_box_append (tools, button);
}
