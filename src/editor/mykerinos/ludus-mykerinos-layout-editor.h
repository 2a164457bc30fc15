/* ludus-mykerinos-layout-editor.h: the form editing a Mykerinos layout
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludus-content-document.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_MYKERINOS_LAYOUT_EDITOR (ludus_mykerinos_layout_editor_get_type ())

G_DECLARE_FINAL_TYPE (LudusMykerinosLayoutEditor, ludus_mykerinos_layout_editor, LUDUS, MYKERINOS_LAYOUT_EDITOR, GtkBox)

GtkWidget            *ludus_mykerinos_layout_editor_new          (LudusContentDocument       *document);
LudusContentDocument *ludus_mykerinos_layout_editor_get_document (LudusMykerinosLayoutEditor *self);
guint                 ludus_mykerinos_layout_editor_get_season   (LudusMykerinosLayoutEditor *self);
int                   ludus_mykerinos_layout_editor_get_selected (LudusMykerinosLayoutEditor *self);
void                  ludus_mykerinos_layout_editor_select       (LudusMykerinosLayoutEditor *self,
                                                                  guint                       season,
                                                                  int                         slot);
/* The region drawing the season (a LudusMykerinosRegion). */
GtkWidget            *ludus_mykerinos_layout_editor_get_region   (LudusMykerinosLayoutEditor *self);

/* The layout's LudusEditorPrint: its print-and-play PDF. */
gboolean              ludus_mykerinos_layout_editor_print        (LudusContentDocument       *document,
                                                                  const char                 *path,
                                                                  GError                    **error);

G_END_DECLS
