/* ludus-accessible.c: fixes to what screen readers are told
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 gives a button with a mnemonic its raw label ("_Reveal") as
 * accessible label, on top of the label inside it ("Reveal"): a screen
 * reader says "_Reveal Reveal".  The inner label names the button alone.
 */

#define G_LOG_DOMAIN "ludus-accessible"

#include "config.h"

#include "ludus-accessible.h"

static void
drop_raw_label (GtkButton *button)
{
  if (gtk_button_get_use_underline (button) && gtk_button_get_label (button) != NULL)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

/**
 * ludus_accessible_fix_mnemonics:
 * @root: a window or part of one
 *
 * Leaves every button with a mnemonic under @root named by its label
 * alone, now and whenever its label changes.
 */
void
ludus_accessible_fix_mnemonics (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (GTK_IS_BUTTON (root))
    {
      drop_raw_label (GTK_BUTTON (root));
      /* GTK sets the raw label again with each new label. */
      if (g_object_get_data (G_OBJECT (root), "ludus-mnemonic-fixed") == NULL)
        {
          g_object_set_data (G_OBJECT (root), "ludus-mnemonic-fixed", GINT_TO_POINTER (TRUE));
          g_signal_connect (root, "notify::label", G_CALLBACK (drop_raw_label), NULL);
          g_signal_connect (root, "notify::use-underline", G_CALLBACK (drop_raw_label), NULL);
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    ludus_accessible_fix_mnemonics (child);
}
