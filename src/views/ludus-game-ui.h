/* ludus-game-ui.h: what the window needs to know of each game's views
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* One paragraph (or heading) of a game's in-app rules. */
typedef struct
{
  gboolean    heading;
  const char *text;  /* marked with N_ */
} LudusRulesBlock;

typedef struct
{
  const char            *game_id;     /* LudusRules.id */
  GType                (*view_type) (void);  /* a LudusBoardView subclass */
  const LudusRulesBlock *rules_text;  /* ends with a NULL text */
  /* A resource path; "<name>-dark.css" beside it, if present, is loaded
   * on top of it in the dark style. */
  const char            *stylesheet;
  /* Nullable: one translated line on what @n_players changes in the
   * game (e.g. a neutral player), or NULL. */
  const char          *(*players_note) (guint n_players);
  /* The About window's credits: who designed the board game, and who
   * first published it, in which year (names, not translated). */
  const char            *designer;
  const char            *publisher;
  guint                  year;
  /* Nullable: a resource path, a GtkBuilder file with the
   * GtkShortcutsGroup "table" (the keys of the board) and, if its editor
   * forms have keys of their own, "editor", for the Keyboard Shortcuts
   * window. */
  const char            *shortcuts;
  /* Nullable: draws a few of the game's pieces in (0, 0, @width,
   * @height), light or dark: the game's picture in the library. */
  void                 (*draw_emblem) (cairo_t *cr,
                                       double   width,
                                       double   height,
                                       gboolean dark);
} LudusGameUi;

const LudusGameUi * const *ludus_game_ui_get_all (guint      *n_games);
const LudusGameUi         *ludus_game_ui_lookup  (const char *game_id);

G_END_DECLS
