/* ludus-combo-row.c: combo rows that show their value whole
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "ludus-combo-row.h"

/* What a value may take before it ellipsizes, where libadwaita 1.2 takes
 * 20: "Conocimiento especializado" is 26, a Slovak deck name 30 or so. */
#define WHOLE_VALUE_CHARS 32

static void
whole_value_setup (GtkSignalListItemFactory *factory,
                   GtkListItem              *item,
                   gpointer                  user_data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  /* Longer values give way first, leaving room for the row's title. */
  gtk_label_set_max_width_chars (GTK_LABEL (label), WHOLE_VALUE_CHARS);
  gtk_list_item_set_child (item, label);
}

static void
whole_value_bind (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  gpointer                  user_data)
{
  GtkStringObject *string = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      gtk_string_object_get_string (string));
}

/**
 * ludus_combo_row_show_whole:
 * @row: a combo row of strings (a #GtkStringList)
 *
 * Lets @row show its value whole while there is room: libadwaita 1.2
 * cuts it at 20 characters, and "Conocimiento especializado" is 26.
 * The popover keeps the default items, with their check marks; the title
 * keeps one line.
 */
void
ludus_combo_row_show_whole (GtkWidget *row)
{
  g_autoptr(GtkListItemFactory) factory = NULL;

  g_return_if_fail (ADW_IS_COMBO_ROW (row));

  if (adw_combo_row_get_list_factory (ADW_COMBO_ROW (row)) != NULL)
    return;
  adw_combo_row_set_list_factory (ADW_COMBO_ROW (row), adw_combo_row_get_factory (ADW_COMBO_ROW (row)));
  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (whole_value_setup), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (whole_value_bind), NULL);
  adw_combo_row_set_factory (ADW_COMBO_ROW (row), factory);
  /* A title that may wrap measures a narrow width for the row's height
   * ("Pa-kli" on two lines), so a long value took its room whatever the
   * cap; on one line, the value gives way first. */
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 1);
}
