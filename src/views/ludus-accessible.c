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
 *
 * GTK 4.8 also tells screen readers that an insensitive widget is disabled,
 * but not the widgets in it: a menu button's toggle, the fields of a
 * built-in deck's form stay "enabled".  Every widget is told as its
 * sensitivity, its own or its parents', changes.
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

static gboolean
tell_disabled (GSignalInvocationHint *hint,
               guint                  n_values,
               const GValue          *values,
               gpointer               data)
{
  GtkWidget *widget = g_value_get_object (&values[0]);
  GtkStateFlags before = g_value_get_flags (&values[1]);
  gboolean sensitive = gtk_widget_is_sensitive (widget);

  if (((before & GTK_STATE_FLAG_INSENSITIVE) == 0) != sensitive)
    gtk_accessible_update_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_DISABLED, !sensitive, -1);
  return TRUE;
}

/**
 * ludus_accessible_fix_every_widget:
 *
 * From now on fixes every button of the process as it is shown, every
 * button of a window as the window is (see ludus_accessible_fix_mnemonics()),
 * and tells screen readers every widget in an insensitive one disabled.
 * Call it once, at startup.
 */
void
ludus_accessible_fix_every_widget (void)
{
  static gsize installed = 0;

  if (g_once_init_enter (&installed))
    {
      /* A signal exists once its class does; the classes stay. */
      guint map = g_signal_lookup ("map", G_TYPE_FROM_CLASS (g_type_class_ref (GTK_TYPE_BUTTON)));
      guint state_changed = g_signal_lookup ("state-flags-changed",
                                             G_TYPE_FROM_CLASS (g_type_class_ref (GTK_TYPE_WIDGET)));

      g_signal_add_emission_hook (map, 0, fix_shown_button, NULL, NULL);
      g_signal_add_emission_hook (state_changed, 0, tell_disabled, NULL, NULL);
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
