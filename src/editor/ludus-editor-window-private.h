/* ludus-editor-window-private.h: what the editor window's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-editor-window.h"
#include "ludus-editor-games.h"

G_BEGIN_DECLS

struct _LudusEditorWindow
{
  AdwWindow             parent_instance;

  AdwToastOverlay      *toasts;
  AdwWindowTitle       *title;
  GtkListBox           *files;
  GtkWidget            *content_bin;
  GtkWidget            *builtin_bar;
  GtkWidget            *tools;   /* the document's tools, above every form */

  const LudusEditorGame *game;
  LudusContentDocument  *document;
  char                  *source;  /* the file it was opened from (a built-in's URI) */
  GtkWidget             *form;
  GHashTable            *open;    /* source → LudusContentDocument, every file opened */
  gboolean               closing; /* the unsaved changes were answered */

  /* The last deleted file, for the Undo toast */
  const LudusRules      *deleted_rules;
  char                  *deleted_path;
  GBytes                *deleted_bytes;
};

const LudusRules     *ludus_editor_window_game_rules    (const LudusEditorGame  *game);
void                  ludus_editor_window_show_error    (LudusEditorWindow      *self,
                                                         const char             *message);
void                  ludus_editor_window_update_title  (LudusEditorWindow      *self);
void                  ludus_editor_window_update_rows   (LudusEditorWindow      *self);
void                  ludus_editor_window_set_document  (LudusEditorWindow      *self,
                                                         const LudusEditorGame  *game,
                                                         LudusContentDocument   *document);
void                  ludus_editor_window_refill        (LudusEditorWindow      *self,
                                                         const char             *select_path);
LudusContentDocument *ludus_editor_window_open_document (LudusEditorWindow      *self,
                                                         const LudusEditorGame  *game,
                                                         const char             *path,
                                                         GError                **error);
void                  ludus_editor_window_install_actions (GtkWidgetClass       *widget_class);
void                  ludus_editor_window_add_key_handlers (LudusEditorWindow   *self);

G_END_DECLS
