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

/* Writes @document (valid) as a print-and-play PDF at @path, usually with
 * ludus_print_and_play_write() and the game's cairo drawing of a card. */
typedef gboolean (*LudusEditorPrint) (LudusContentDocument  *document,
                                      const char            *path,
                                      GError               **error);

typedef struct
{
  const char         *game_id;
  const char         *kind;      /* "deck" or "layout" */
  const char         *title;     /* marked with N_ */
  LudusEditorFormNew  new_form;  /* NULL: not yet editable */
  LudusEditorPrint    print;     /* NULL: nothing to print yet */
} LudusEditorGame;

const LudusEditorGame *ludus_editor_games_get_all (guint      *n_games);
/* The editable entry for game_id's kind ("deck" or "layout"), or NULL. */
const LudusEditorGame *ludus_editor_games_lookup  (const char *game_id,
                                                   const char *kind);

G_END_DECLS
