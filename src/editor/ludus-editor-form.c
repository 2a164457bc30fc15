/* ludus-editor-form.c: pieces every game's editor form shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-editor"

#include <glib/gi18n.h>

#include "ludus-editor-form.h"
#include "ludus-problem-bar.h"

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
 * ludus_editor_form_tools_new:
 *
 * Returns: (transfer floating): an empty row for a form's own tools
 */
GtkWidget *
ludus_editor_form_tools_new (void)
{
  GtkWidget *tools = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  gtk_widget_set_margin_start (tools, 12);
  gtk_widget_set_margin_end (tools, 12);
  gtk_widget_set_margin_top (tools, 6);
  return tools;
}

/**
 * ludus_editor_form_document_tools_new:
 *
 * The row of tools every form shares, on the editor window's document:
 * Undo and Redo, then at the end the balance check of the whole content
 * and Play Now.
 *
 * Returns: (transfer floating): the row
 */
GtkWidget *
ludus_editor_form_document_tools_new (void)
{
  GtkWidget *tools = ludus_editor_form_tools_new ();
  GtkWidget *button;

  gtk_box_append (GTK_BOX (tools), ludus_editor_form_button_new (_("_Undo"), "editor.undo"));
  gtk_box_append (GTK_BOX (tools), ludus_editor_form_button_new (_("Re_do"), "editor.redo"));
  button = ludus_editor_form_button_new (_("_Balance Check…"), "editor.balance");
  gtk_widget_set_hexpand (button, TRUE);
  gtk_widget_set_halign (button, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (tools), button);
  button = ludus_editor_form_button_new (_("_Play Now"), "editor.play");
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_box_append (GTK_BOX (tools), button);
  return tools;
}

/**
 * ludus_editor_form_summary_new:
 *
 * Returns: (transfer floating): a label for a form's summary of the content
 */
GtkWidget *
ludus_editor_form_summary_new (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "dim-label");
  return label;
}

/**
 * ludus_editor_form_add_panes:
 * @form: a form, a vertical box
 * @start: what the form edits on, the cards or the board
 * @side: the side pane, the selection's fields and the summary
 *
 * Appends @start and @side side by side to @form; @side keeps its width.
 */
void
ludus_editor_form_add_panes (GtkBox    *form,
                             GtkWidget *start,
                             GtkWidget *side)
{
  GtkWidget *paned;

  g_return_if_fail (GTK_IS_BOX (form));
  g_return_if_fail (GTK_IS_WIDGET (start));
  g_return_if_fail (GTK_IS_WIDGET (side));

  paned = gtk_paned_new (GTK_ORIENTATION_HORIZONTAL);
  gtk_widget_set_vexpand (paned, TRUE);
  gtk_paned_set_start_child (GTK_PANED (paned), start);
  gtk_paned_set_shrink_start_child (GTK_PANED (paned), FALSE);
  gtk_paned_set_end_child (GTK_PANED (paned), side);
  gtk_paned_set_shrink_end_child (GTK_PANED (paned), FALSE);
  gtk_paned_set_resize_end_child (GTK_PANED (paned), FALSE);
  gtk_box_append (form, paned);
}

/**
 * ludus_editor_form_new_card_id:
 * @cards: (nullable): a deck's cards, objects with an "id"
 * @prefix: the ids' prefix
 * @digits: the least number of digits, 0 for no zero padding
 *
 * Returns: (transfer full): an id none of @cards holds, @prefix and a
 *   number from the count of @cards plus one
 */
char *
ludus_editor_form_new_card_id (JsonArray  *cards,
                               const char *prefix,
                               guint       digits)
{
  guint n = cards != NULL ? json_array_get_length (cards) : 0;

  g_return_val_if_fail (prefix != NULL, NULL);

  for (guint k = n + 1; ; k++)
    {
      gboolean used = FALSE;
      g_autofree char *candidate = g_strdup_printf ("%s%0*u", prefix, (int) digits, k);

      for (guint i = 0; i < n && !used; i++)
        {
          JsonNode *card = json_array_get_element (cards, i);

          used = JSON_NODE_HOLDS_OBJECT (card)
                 && g_strcmp0 (json_object_get_string_member_with_default (json_node_get_object (card), "id", ""),
                               candidate) == 0;
        }
      if (!used)
        return g_steal_pointer (&candidate);
    }
}

/**
 * ludus_editor_form_watch:
 * @form: a form, a vertical box
 * @document: the document it edits
 * @changed: called, swapped on @form, on the document's "changed"
 * @problem_changed: called, swapped on @form, when the problem or the
 *   validity changes
 * @show_problem: called, swapped on @form, on the problem bar's Show
 *
 * Puts the document's problem bar at the top of @form and follows
 * @document; ludus_editor_form_unwatch() ends it.
 */
void
ludus_editor_form_watch (GtkBox               *form,
                         LudusContentDocument *document,
                         GCallback             changed,
                         GCallback             problem_changed,
                         GCallback             show_problem)
{
  GtkWidget *bar;

  g_return_if_fail (GTK_IS_BOX (form));
  g_return_if_fail (LUDUS_IS_CONTENT_DOCUMENT (document));

  bar = ludus_problem_bar_new (document);
  g_signal_connect_swapped (bar, "show-problem", show_problem, form);
  gtk_box_prepend (form, bar);
  g_signal_connect_swapped (document, "changed", changed, form);
  g_signal_connect_swapped (document, "notify::problem", problem_changed, form);
  g_signal_connect_swapped (document, "notify::valid", problem_changed, form);
}

/**
 * ludus_editor_form_unwatch:
 * @form: a form
 * @document: (inout) (nullable): the document it edits, cleared
 *
 * Disconnects every handler of @form from *@document and drops it: for
 * the form's dispose.
 */
void
ludus_editor_form_unwatch (gpointer               form,
                           LudusContentDocument **document)
{
  g_return_if_fail (document != NULL);

  if (*document != NULL)
    g_signal_handlers_disconnect_by_data (*document, form);
  g_clear_object (document);
}
