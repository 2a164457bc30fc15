/* ludus-board-view-private.h: what the board view's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-arrangement.h"
#include "ludus-board-view.h"
#include "ludus-flight-layer.h"

G_BEGIN_DECLS

typedef struct
{
  LudusGame           *game;
  LudusSession        *session;
  GtkWindow           *sheet;       /* weak: destroyed when closed */
  LudusSession        *held;        /* the session the sheet holds */
  gboolean             confirm_end_turn;
  gboolean             show_projections;
  gboolean             read_only;
  gboolean             log_shown;
  double               scale;
  double               pending_scale;
  double               natural_height;  /* see ludus_board_view_set_growth() */
  double               max_scale;
  LudusArrangement     rescale;
  gboolean             has_hint;
  LudusMove            hint;
  gboolean             has_guide;
  LudusMove            guide;       /* outlined after every refresh */
  GStrv                guide_names; /* named widgets outlined too, for a text to read */
  GPtrArray           *hint_marks;  /* the widgets marked for the hint */
  GPtrArray           *change_marks; /* the widgets marked as changed */
  int                  shown_move;  /* the move whose changes show, or -1 */
  GtkWidget           *flights;     /* the LudusFlightLayer over the board */
  guint                scroll_tick; /* ludus_board_view_scroll_to()'s */
  guint                scroll_frames;
  GtkWidget           *scroll_target;  /* weak */
  LudusPresence        presence[LUDUS_MAX_PLAYERS]; /* online: where each player is */
} LudusBoardViewPrivate;

LudusBoardViewPrivate *_ludus_board_view_get_private (LudusBoardView *self);
void _ludus_board_view_update_prompt (LudusBoardView *self);
LudusFlightLayer *_ludus_board_view_get_flight_layer (LudusBoardView *self);

/* The hint's and the changes' marks: @css_class on each widget of @marks. */
void _ludus_board_view_add_mark      (GPtrArray      *marks,
                                      GtkWidget      *widget,
                                      const char     *css_class);
void _ludus_board_view_clear_marks   (GPtrArray      *marks,
                                      const char     *css_class);

/* ludus-board-view-guide.c */
void _ludus_board_view_clear_hint    (LudusBoardView *self);
void _ludus_board_view_show_guide    (LudusBoardView *self);
void _ludus_board_view_mark_named    (LudusBoardView *self,
                                      GtkWidget      *widget);

/* ludus-board-view-changes.c */
void _ludus_board_view_clear_changes (LudusBoardView *self);
void _ludus_board_view_show_changes  (LudusBoardView *self);

/* ludus-board-view-prompt.c */
void _ludus_board_view_follow_waits  (LudusBoardView *self,
                                      LudusSession   *old,
                                      LudusSession   *session);

G_END_DECLS
