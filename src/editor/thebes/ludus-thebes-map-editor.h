/* ludus-thebes-map-editor.h: the form editing a Thebes map layout
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludus-content-document.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_THEBES_MAP_EDITOR (ludus_thebes_map_editor_get_type ())

G_DECLARE_FINAL_TYPE (LudusThebesMapEditor, ludus_thebes_map_editor, LUDUS, THEBES_MAP_EDITOR, GtkBox)

GtkWidget            *ludus_thebes_map_editor_new          (LudusContentDocument *document);
LudusContentDocument *ludus_thebes_map_editor_get_document (LudusThebesMapEditor *self);
int                   ludus_thebes_map_editor_get_selected (LudusThebesMapEditor *self);
void                  ludus_thebes_map_editor_select       (LudusThebesMapEditor *self,
                                                            int                   index);
void                  ludus_thebes_map_editor_move_place   (LudusThebesMapEditor *self,
                                                            int                   dx,
                                                            int                   dy);
void                  ludus_thebes_map_editor_toggle_road  (LudusThebesMapEditor *self,
                                                            guint                 from,
                                                            guint                 to);
char                 *ludus_thebes_map_editor_get_distances (LudusThebesMapEditor *self);

G_END_DECLS
