/* ludus-label.c: labels that show what they cut
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A name (or a list) that an ellipsis cuts short in a narrow window shows
 * whole in its tooltip; one that fits shows none, which would only repeat
 * it.
 */

#define G_LOG_DOMAIN "ludus-label"

#include "config.h"

#include "ludus-label.h"

static gboolean
query_tooltip_cb (GtkWidget  *widget,
                  int         x,
                  int         y,
                  gboolean    keyboard_mode,
                  GtkTooltip *tooltip,
                  gpointer    user_data)
{
  GtkLabel *label = GTK_LABEL (widget);

  if (!pango_layout_is_ellipsized (gtk_label_get_layout (label)))
    return FALSE;
  gtk_tooltip_set_text (tooltip, gtk_label_get_text (label));
  return TRUE;
}

/**
 * ludus_label_set_tooltip_when_cut:
 * @label: an ellipsizing label without a tooltip of its own
 *
 * Gives @label its whole text as tooltip while it is ellipsized.  The
 * tooltip is asked for when the pointer rests on the label, so setting a
 * new text costs nothing (unlike gtk_widget_set_tooltip_text()).
 */
void
ludus_label_set_tooltip_when_cut (GtkLabel *label)
{
  g_return_if_fail (GTK_IS_LABEL (label));

  gtk_widget_set_has_tooltip (GTK_WIDGET (label), TRUE);
  g_signal_connect (label, "query-tooltip", G_CALLBACK (query_tooltip_cb), NULL);
}
