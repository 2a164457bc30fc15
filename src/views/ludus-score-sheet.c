/* ludus-score-sheet.c: the base of the games' scoring sheets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A modal window with a grid of scores, an optional summary below it and
 * a legend in small print; its one button (the default, focused, and
 * Escape) closes it, which lets the game go on.  Each game's sheet is a
 * subclass that fills the grid with cells made here.
 */

#define G_LOG_DOMAIN "ludus-score-sheet"

#include "config.h"

#include "ludus-label.h"
#include "ludus-score-sheet.h"

typedef struct
{
  GtkButton      *continue_button;
  GtkGrid        *grid;
  GtkLabel       *legend_label;
  GtkLabel       *summary_label;
  AdwWindowTitle *window_title;
} LudusScoreSheetPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (LudusScoreSheet, ludus_score_sheet, ADW_TYPE_WINDOW)

static void
ludus_score_sheet_class_init (LudusScoreSheetClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ludus-score-sheet.ui");
  gtk_widget_class_bind_template_child_private (widget_class, LudusScoreSheet, continue_button);
  gtk_widget_class_bind_template_child_private (widget_class, LudusScoreSheet, grid);
  gtk_widget_class_bind_template_child_private (widget_class, LudusScoreSheet, legend_label);
  gtk_widget_class_bind_template_child_private (widget_class, LudusScoreSheet, summary_label);
  gtk_widget_class_bind_template_child_private (widget_class, LudusScoreSheet, window_title);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ludus_score_sheet_init (LudusScoreSheet *self)
{
  LudusScoreSheetPrivate *priv = ludus_score_sheet_get_instance_private (self);

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_window_set_default_widget (GTK_WINDOW (self), GTK_WIDGET (priv->continue_button));
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (priv->continue_button));
}

/**
 * ludus_score_sheet_set_style:
 * @grid_class: the grid's style class, for the game's stylesheet
 * @column_spacing: between the grid's columns, in pixels
 * @legend_width_chars: the legend's widest line
 */
void
ludus_score_sheet_set_style (LudusScoreSheet *self,
                             const char      *grid_class,
                             guint            column_spacing,
                             int              legend_width_chars)
{
  LudusScoreSheetPrivate *priv = ludus_score_sheet_get_instance_private (self);

  g_return_if_fail (LUDUS_IS_SCORE_SHEET (self));

  gtk_widget_add_css_class (GTK_WIDGET (priv->grid), grid_class);
  gtk_grid_set_column_spacing (priv->grid, column_spacing);
  gtk_label_set_max_width_chars (priv->legend_label, legend_width_chars);
}

/**
 * ludus_score_sheet_set_heading:
 * @title: the header bar's, and the window's for screen readers
 * @continue_label: the button's, with a mnemonic
 */
void
ludus_score_sheet_set_heading (LudusScoreSheet *self,
                               const char      *title,
                               const char      *continue_label)
{
  LudusScoreSheetPrivate *priv = ludus_score_sheet_get_instance_private (self);

  g_return_if_fail (LUDUS_IS_SCORE_SHEET (self));

  adw_window_title_set_title (priv->window_title, title);
  gtk_window_set_title (GTK_WINDOW (self), title);
  gtk_button_set_label (priv->continue_button, continue_label);
}

/* The grid the subclass fills, with cells from ludus_score_sheet_cell_new(). */
GtkGrid *
ludus_score_sheet_get_grid (LudusScoreSheet *self)
{
  LudusScoreSheetPrivate *priv = ludus_score_sheet_get_instance_private (self);

  g_return_val_if_fail (LUDUS_IS_SCORE_SHEET (self), NULL);

  return priv->grid;
}

/**
 * ludus_score_sheet_set_notes:
 * @summary: (nullable): a paragraph between the grid and the legend, or
 *   %NULL for none
 * @legend: the small print below, saying how the numbers come
 */
void
ludus_score_sheet_set_notes (LudusScoreSheet *self,
                             const char      *summary,
                             const char      *legend)
{
  LudusScoreSheetPrivate *priv = ludus_score_sheet_get_instance_private (self);

  g_return_if_fail (LUDUS_IS_SCORE_SHEET (self));

  gtk_label_set_text (priv->summary_label, summary != NULL ? summary : "");
  gtk_widget_set_visible (GTK_WIDGET (priv->summary_label), summary != NULL);
  gtk_label_set_text (priv->legend_label, legend);
}

/**
 * ludus_score_sheet_cell_new:
 * @css_class: (nullable): "heading", "numeric", …
 * @xalign: 0 for text, 1 for numbers
 *
 * Returns: a label for the grid
 */
GtkWidget *
ludus_score_sheet_cell_new (const char *text,
                            const char *css_class,
                            float       xalign)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* A player's name as a cell, ellipsized beyond @max_width_chars. */
GtkWidget *
ludus_score_sheet_name_cell_new (const char *name,
                                 const char *css_class,
                                 float       xalign,
                                 int         max_width_chars)
{
  GtkWidget *label = ludus_score_sheet_cell_new (name, css_class, xalign);

  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), max_width_chars);
  ludus_label_set_tooltip_when_cut (GTK_LABEL (label));
  return label;
}
