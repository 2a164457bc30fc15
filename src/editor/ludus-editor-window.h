/* ludus-editor-window.h: the window editing decks and boards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ludus-content-document.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_EDITOR_WINDOW (ludus_editor_window_get_type ())

G_DECLARE_FINAL_TYPE (LudusEditorWindow, ludus_editor_window, LUDUS, EDITOR_WINDOW, AdwWindow)

LudusEditorWindow    *ludus_editor_window_new          (GtkWindow         *parent);
gboolean              ludus_editor_window_open         (LudusEditorWindow *self,
                                                        const char        *game_id,
                                                        const char        *path);
LudusContentDocument *ludus_editor_window_get_document (LudusEditorWindow *self);
GtkWidget            *ludus_editor_window_get_form     (LudusEditorWindow *self);
gboolean              ludus_editor_window_import_file  (LudusEditorWindow *self,
                                                        GFile             *file,
                                                        GError           **error);
gboolean              ludus_editor_window_export_file  (LudusEditorWindow *self,
                                                        GFile             *file,
                                                        GError           **error);
gboolean              ludus_editor_window_export_pdf   (LudusEditorWindow *self,
                                                        GFile             *file,
                                                        GError           **error);
GtkWindow            *ludus_editor_window_check_balance (LudusEditorWindow *self);

G_END_DECLS
