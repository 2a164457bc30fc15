/* ludus-editor-games.h: the games' editor forms
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludus-content-document.h"

G_BEGIN_DECLS

/* Creates the form editing @document; the form emits "play-content"
 * (LudusContent) when the user asks to play it. */
typedef GtkWidget *(*LudusEditorFormNew) (LudusContentDocument *document);

typedef struct
{
  const char         *game_id;
  const char         *kind;      /* "deck" or "layout" */
  const char         *title;     /* marked with N_ */
  LudusEditorFormNew  new_form;  /* NULL: not yet editable */
} LudusEditorGame;

const LudusEditorGame *ludus_editor_games_get_all (guint *n_games);

G_END_DECLS
