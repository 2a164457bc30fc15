/* ludus-accessible.c: fixes to what screen readers are told
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 gives a button with a mnemonic its raw label ("_Reveal") as
 * accessible label, on top of the label inside it ("Reveal"): a screen
 * reader says "_Reveal Reveal".  The inner label names the button alone.
 * Buttons made by GTK and libadwaita themselves (message dialog responses,
 * toasts, file choosers) have it too, so every button is fixed as it is
 * shown, as well as in the windows that fix theirs when they are made.
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

static gboolean
fix_shown_button (GSignalInvocationHint *hint,
                  guint                  n_values,
                  const GValue          *values,
                  gpointer               data)
{
  GObject *object = g_value_get_object (&values[0]);

  /* A window as a whole: libadwaita keeps a question's responses twice,
   * in a row and in a column, and shows one. */
  if (GTK_IS_BUTTON (object) || GTK_IS_WINDOW (object))
    ludus_accessible_fix_mnemonics (GTK_WIDGET (object));
  return TRUE;
}

/**
 * ludus_accessible_fix_every_button:
 *
 * From now on fixes every button of the process as it is shown, and
 * every button of a window as the window is (see
 * ludus_accessible_fix_mnemonics()).  Call it once, at startup.
 */
void
ludus_accessible_fix_every_button (void)
{
  static gsize installed = 0;

  if (g_once_init_enter (&installed))
    {
      /* A signal exists once its class does; the class stays. */
      guint map = g_signal_lookup ("map", G_TYPE_FROM_CLASS (g_type_class_ref (GTK_TYPE_BUTTON)));

      g_signal_add_emission_hook (map, 0, fix_shown_button, NULL, NULL);
      g_once_init_leave (&installed, 1);
    }
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
