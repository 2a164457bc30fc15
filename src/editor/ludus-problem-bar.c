/* ludus-problem-bar.c: the banner saying what is wrong with a deck or board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * AdwBanner is libadwaita 1.3: this is the same thing for 1.2, a revealer
 * with an icon, the document's problem in the player's words (its JSON
 * path and the checker's text under "Details") and a "Show" button, styled in
 * style.css (.ludus-problem-bar).  It follows its document by itself; the
 * form it sits in answers ::show-problem by selecting the field, card or
 * slot at the problem's path.  Every editor uses this one bar.
 */

#define G_LOG_DOMAIN "ludus-editor"

#include <glib/gi18n.h>

#include "ludus-problem-bar.h"

struct _LudusProblemBar
{
  GtkWidget             parent_instance;

  LudusContentDocument *document;
  GtkWidget            *revealer;
  GtkWidget            *label;
  GtkWidget            *details;
  GtkWidget            *button;
};

G_DEFINE_FINAL_TYPE (LudusProblemBar, ludus_problem_bar, GTK_TYPE_WIDGET)

enum { SHOW_PROBLEM, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
problem_changed_cb (LudusProblemBar *self)
{
  const LudusContentProblem *problem = ludus_content_document_get_problem (self->document);

  if (problem != NULL)
    {
      g_autofree char *text = ludus_content_problem_describe (problem,
                                                              g_strcmp0 (problem->document,
                                                                         ludus_content_document_get_kind (self->document)) == 0
                                                              ? ludus_content_document_get_root (self->document)
                                                              : NULL);
      g_autofree char *details = ludus_content_problem_get_details (problem);

      gtk_label_set_text (GTK_LABEL (self->label), text);
      gtk_label_set_text (GTK_LABEL (gtk_expander_get_child (GTK_EXPANDER (self->details))), details);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->revealer),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
      /* Only a problem at a place in the document can be shown. */
      gtk_widget_set_visible (self->button, problem->path != NULL && problem->path[0] != '\0');
    }
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->revealer), problem != NULL);
}

static void
button_clicked_cb (LudusProblemBar *self)
{
  const LudusContentProblem *problem = ludus_content_document_get_problem (self->document);

  if (problem != NULL)
    g_signal_emit (self, signals[SHOW_PROBLEM], 0, problem);
}

static void
ludus_problem_bar_dispose (GObject *object)
{
  LudusProblemBar *self = LUDUS_PROBLEM_BAR (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_pointer (&self->revealer, gtk_widget_unparent);

  G_OBJECT_CLASS (ludus_problem_bar_parent_class)->dispose (object);
}

static void
ludus_problem_bar_class_init (LudusProblemBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_problem_bar_dispose;

  /**
   * LudusProblemBar::show-problem:
   * @problem: the document's problem
   *
   * The user asked to see where the problem is: select and scroll to the
   * field, card or slot at @problem's path.
   */
  signals[SHOW_PROBLEM] = g_signal_new ("show-problem",
                                        G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 1,
                                        LUDUS_TYPE_CONTENT_PROBLEM | G_SIGNAL_TYPE_STATIC_SCOPE);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "problembar");
}

static void
ludus_problem_bar_init (LudusProblemBar *self)
{
  GtkWidget *box, *icon, *text_box, *details_label;

  /* An alert, so that screen readers say the problem when it appears. */
  self->revealer = g_object_new (GTK_TYPE_REVEALER, "accessible-role", GTK_ACCESSIBLE_ROLE_ALERT, NULL);
  gtk_widget_set_parent (self->revealer, GTK_WIDGET (self));

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_add_css_class (box, "ludus-problem-bar");
  icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  gtk_box_append (GTK_BOX (box), icon);
  self->label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->label), 0);
  gtk_label_set_selectable (GTK_LABEL (self->label), FALSE);
  text_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
  gtk_widget_set_hexpand (text_box, TRUE);
  gtk_widget_set_valign (text_box, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (text_box), self->label);
  /* TRANSLATORS: reveals the technical text of a deck's problem */
  self->details = gtk_expander_new_with_mnemonic (_("_Details"));
  details_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (details_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (details_label), 0);
  gtk_label_set_selectable (GTK_LABEL (details_label), TRUE);
  gtk_widget_add_css_class (details_label, "caption");
  gtk_widget_add_css_class (details_label, "monospace");
  gtk_expander_set_child (GTK_EXPANDER (self->details), details_label);
  gtk_box_append (GTK_BOX (text_box), self->details);
  gtk_box_append (GTK_BOX (box), text_box);
  /* TRANSLATORS: a button in the banner saying what is wrong with a deck:
   * it selects the card or field at fault */
  self->button = gtk_button_new_with_mnemonic (_("_Show"));
  gtk_widget_set_valign (self->button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->button, "pill");
  gtk_widget_set_tooltip_text (self->button, _("Select what the problem is about"));
  g_signal_connect_swapped (self->button, "clicked", G_CALLBACK (button_clicked_cb), self);
  gtk_box_append (GTK_BOX (box), self->button);
  gtk_revealer_set_child (GTK_REVEALER (self->revealer), box);
}

/**
 * ludus_problem_bar_new:
 * @document: the document whose problem the bar shows
 *
 * Returns: (transfer floating): a bar that shows itself while @document
 *   has a problem and hides when it has none
 */
GtkWidget *
ludus_problem_bar_new (LudusContentDocument *document)
{
  LudusProblemBar *self;

  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (document), NULL);

  self = g_object_new (LUDUS_TYPE_PROBLEM_BAR, NULL);
  self->document = g_object_ref (document);
  g_signal_connect_swapped (document, "notify::problem", G_CALLBACK (problem_changed_cb), self);
  problem_changed_cb (self);
  return GTK_WIDGET (self);
}

/* The problem shown, or NULL while the bar is hidden. */
const LudusContentProblem *
ludus_problem_bar_get_problem (LudusProblemBar *self)
{
  g_return_val_if_fail (LUDUS_IS_PROBLEM_BAR (self), NULL);

  return ludus_content_document_get_problem (self->document);
}

const char *
ludus_problem_bar_get_message (LudusProblemBar *self)
{
  g_return_val_if_fail (LUDUS_IS_PROBLEM_BAR (self), NULL);

  return gtk_label_get_text (GTK_LABEL (self->label));
}

gboolean
ludus_problem_bar_get_revealed (LudusProblemBar *self)
{
  g_return_val_if_fail (LUDUS_IS_PROBLEM_BAR (self), FALSE);

  return gtk_revealer_get_reveal_child (GTK_REVEALER (self->revealer));
}
