/* ludus-board-view.h: what every game's board view shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ludus-flight-layer.h"
#include "ludus-game.h"
#include "ludus-net-table.h"
#include "ludus-session.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_BOARD_VIEW (ludus_board_view_get_type ())

G_DECLARE_DERIVABLE_TYPE (LudusBoardView, ludus_board_view, LUDUS, BOARD_VIEW, AdwBin)

struct _LudusBoardViewClass
{
  AdwBinClass parent_class;

  /* The game was set, or it changed (a move, undo or redo), or a sheet
   * closed: update the widgets in place. */
  void (*refresh)   (LudusBoardView  *self);

  /* Highlight move, a legal move of the player to move, with
   * ludus_board_view_mark_hint(); the base clears the marks at the next
   * refresh. */
  void (*show_hint) (LudusBoardView  *self,
                     const LudusMove *move);

  /* Mark with ludus_board_view_mark_change() the widgets that move @index
   * of the game's history, @move, changed (the space, card, place, track).
   * Called after refresh() for the computers' moves since the last human
   * decision, and for a log line a person points at or selects; the base
   * takes the marks off. */
  void (*show_changes) (LudusBoardView  *self,
                        guint            index,
                        const LudusMove *move);

  /* The session paused or played on, or the tutorial's coach moved to
   * another step: say again what the table waits for (see
   * ludus_board_view_computer_prompt()). */
  void (*update_prompt) (LudusBoardView *self);

  /* In an online game, show in @player's panel where they are
   * (ludus_board_view_get_presence()); refresh() shows it too. */
  void (*show_presence) (LudusBoardView *self,
                         guint           player);
};

LudusGame           *ludus_board_view_get_game             (LudusBoardView   *self);
LudusSession        *ludus_board_view_get_session          (LudusBoardView   *self);
gboolean             ludus_board_view_get_confirm_end_turn (LudusBoardView   *self);
gboolean             ludus_board_view_get_projections      (LudusBoardView   *self,
                                                            LudusProjection  *projections);
double               ludus_board_view_get_scale            (LudusBoardView   *self);
void                 ludus_board_view_set_growth           (LudusBoardView   *self,
                                                            double            natural_height,
                                                            double            max_scale);
gboolean             ludus_board_view_get_read_only        (LudusBoardView   *self);
void                 ludus_board_view_set_confirm_end_turn (LudusBoardView   *self,
                                                            gboolean          confirm);

gboolean             ludus_board_view_human_to_play        (LudusBoardView   *self);
gboolean             ludus_board_view_is_legal             (LudusBoardView   *self,
                                                            const LudusMove  *move);
gboolean             ludus_board_view_play                 (LudusBoardView   *self,
                                                            const LudusMove  *move);
const char          *ludus_board_view_player_name          (LudusBoardView   *self,
                                                            guint             player);
void                 ludus_board_view_set_presence         (LudusBoardView   *self,
                                                            guint             player,
                                                            LudusPresence     presence);
const char          *ludus_board_view_get_presence         (LudusBoardView   *self,
                                                            guint             player);

void                 ludus_board_view_present              (LudusBoardView   *self,
                                                            GtkWindow        *dialog);
void                 ludus_board_view_show_sheet           (LudusBoardView   *self,
                                                            GtkWindow        *sheet);
GtkWindow           *ludus_board_view_get_sheet            (LudusBoardView   *self);
void                 ludus_board_view_close_sheet          (LudusBoardView   *self);

void                 ludus_board_view_show_hint            (LudusBoardView   *self,
                                                            const LudusMove  *move);
const LudusMove     *ludus_board_view_get_hint             (LudusBoardView   *self);
void                 ludus_board_view_mark_hint            (LudusBoardView   *self,
                                                            GtkWidget        *widget);
void                 ludus_board_view_update_hint          (LudusBoardView   *self);
void                 ludus_board_view_scroll_to            (LudusBoardView   *self,
                                                            GtkWidget        *widget);
void                 ludus_board_view_set_guide            (LudusBoardView   *self,
                                                            const LudusMove  *move);
gboolean             ludus_board_view_focus_guide          (LudusBoardView   *self);
void                 ludus_board_view_set_guide_names      (LudusBoardView   *self,
                                                            const char * const *names);

void                 ludus_board_view_mark_change          (LudusBoardView   *self,
                                                            GtkWidget        *widget);
void                 ludus_board_view_show_move            (LudusBoardView   *self,
                                                            int               index);

void                 ludus_board_view_locate               (LudusBoardView   *self,
                                                            GtkWidget        *widget,
                                                            const graphene_rect_t *rect,
                                                            graphene_rect_t  *out_rect);
void                 ludus_board_view_fly                  (LudusBoardView   *self,
                                                            GdkPaintable     *piece,
                                                            const graphene_rect_t *path,
                                                            guint             n_stops,
                                                            guint             normal_ms,
                                                            LudusLandedFunc   landed,
                                                            gpointer          user_data);
void                 ludus_board_view_fly_between          (LudusBoardView   *self,
                                                            GdkPaintable     *piece,
                                                            GtkWidget        *from,
                                                            GtkWidget        *to,
                                                            guint             normal_ms,
                                                            LudusLandedFunc   landed,
                                                            gpointer          user_data);
void                 ludus_board_view_land_all             (LudusBoardView   *self);
guint                ludus_board_view_get_n_flights        (LudusBoardView   *self);

void                 ludus_board_view_set_header_text      (GtkLabel         *label,
                                                            const char       *text);
char                *ludus_board_view_computer_prompt      (LudusBoardView   *self,
                                                            guint             player);
char                *ludus_board_view_game_over_title      (LudusBoardView   *self);

G_END_DECLS
