/* ludus-window-private.h: what ludus-window.c and ludus-window-actions.c share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-game-page.h"
#include "ludus-library-page.h"
#include "ludus-online-table.h"
#include "ludus-window.h"

G_BEGIN_DECLS

struct _LudusWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  LudusGame            *game;
  LudusSession         *session;
  char                 *autosave_error;  /* the last autosave failure */
  gboolean              game_was_over;   /* opened finished: not counted again */
  GCancellable         *hint_cancellable;  /* while a hint is being searched */
  LudusAiLevel          hint_level;        /* whose search a hint is: hard */
  LudusOnlineTable     *online;            /* the table of the game, if online */
  GtkWindow            *undo_question;     /* another player's undo request, asked */
  LudusSession         *missing_hold;      /* held while a guest is missing */

  LudusGamePage        *game_page;
  LudusLibraryPage     *library_page;
  GtkStack             *main_stack;
  AdwToastOverlay      *toast_overlay;
  GMenuModel           *primary_menu;
};

void        _ludus_window_class_add_actions (GtkWidgetClass *widget_class);
void        _ludus_window_update_actions    (LudusWindow    *self);
void        _ludus_window_class_add_hint_action (GtkWidgetClass *widget_class);
void        _ludus_window_class_add_online_actions (GtkWidgetClass *widget_class);
void        _ludus_window_leave_online      (LudusWindow    *self);
gboolean    _ludus_window_undo_online       (LudusWindow    *self);
GtkWidget  *_ludus_window_play_game         (LudusWindow    *self,
                                             LudusGame      *game,
                                             const char     *autosave_path);
gboolean    _ludus_window_resume_online     (LudusWindow    *self,
                                             LudusGame      *game,
                                             const char     *autosave_path);
gboolean    _ludus_window_can_hint          (LudusWindow    *self);
void        _ludus_window_cancel_hint       (LudusWindow    *self);
void        _ludus_window_set_hint_level    (LudusWindow    *self,
                                             LudusAiLevel    level);
const char *_ludus_window_rules_game_id     (LudusWindow    *self);
const char *_ludus_window_help_page         (LudusWindow    *self);
void        _ludus_window_show_ranking      (LudusWindow    *self);
void        _ludus_window_show_error        (LudusWindow    *self,
                                             const char     *title,
                                             const char     *body);

G_END_DECLS
