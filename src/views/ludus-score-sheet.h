/* ludus-score-sheet.h: the base of the games' scoring sheets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define LUDUS_TYPE_SCORE_SHEET (ludus_score_sheet_get_type ())

G_DECLARE_DERIVABLE_TYPE (LudusScoreSheet, ludus_score_sheet, LUDUS, SCORE_SHEET, AdwWindow)

struct _LudusScoreSheetClass
{
  AdwWindowClass parent_class;
};

void       ludus_score_sheet_set_style          (LudusScoreSheet *self,
                                                 const char      *grid_class,
                                                 guint            column_spacing,
                                                 int              legend_width_chars);
void       ludus_score_sheet_set_heading        (LudusScoreSheet *self,
                                                 const char      *title,
                                                 const char      *continue_label);
GtkGrid   *ludus_score_sheet_get_grid           (LudusScoreSheet *self);
void       ludus_score_sheet_set_notes          (LudusScoreSheet *self,
                                                 const char      *summary,
                                                 const char      *legend);

GtkWidget *ludus_score_sheet_cell_new           (const char      *text,
                                                 const char      *css_class,
                                                 float            xalign);
GtkWidget *ludus_score_sheet_name_cell_new      (const char      *name,
                                                 const char      *css_class,
                                                 float            xalign,
                                                 int              max_width_chars);

G_END_DECLS
