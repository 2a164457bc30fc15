/* ludus-thebes-view-private.h: what the Thebes table's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-arrangement.h"
#include "ludus-thebes-card-widget.h"
#include "ludus-thebes-dig-panel.h"
#include "ludus-thebes-map.h"
#include "ludus-thebes-tableau.h"
#include "ludus-thebes-time-track.h"
#include "ludus-thebes-view.h"
#include "thebes/ludus-thebes-turn.h"

G_BEGIN_DECLS

/* A player's last dig, on show in their tableau until they move again. */
typedef struct
{
  guint           move;         /* its index in the game's history */
  LudusThebesSite site;
  guint           n_tokens;     /* 0: none on show */
  gboolean        bonus;
  guint8          tokens[LUDUS_THEBES_MAX_DRAWN];
} LudusThebesLastDig;

struct _LudusThebesView
{
  LudusBoardView     parent_instance;

  LudusThebesTurn   *turn;          /* the turn being built, for the player to move */
  LudusThebesState  *shown;         /* the game's state the widgets last followed */
  LudusThebesState  *step;          /* a computer's move after its trip, while stepping */
  gboolean           stepping;      /* the widgets show step, until the move is played */
  LudusMove          step_move;
  LudusSession      *session;       /* whose computer moves are shown in steps */
  guint              seen_moves;
  guint              n_travelling;  /* archaeologists in the air over the map */
  gboolean           made;
  gboolean           updating;      /* the zeppelin check set from the turn, not by a person */
  LudusThebesTableau *tableaux[LUDUS_THEBES_MAX_PLAYERS];
  LudusThebesLastDig last_digs[LUDUS_THEBES_MAX_PLAYERS];
  guint              n_players;
  guint              columns;       /* of the tableaux: fewer in a narrow table */
  LudusArrangement   arrangement;   /* arranges the table again after a resize */
  double             card_scale;    /* of the display and the exhibitions: more in a wide table */
  guint              header;        /* how the header is arranged (ludus-thebes-view-layout.c) */
  int                map_height;    /* the most the map asks for: less in a low window */

  LudusThebesCardWidget *display[LUDUS_THEBES_DISPLAY_SIZE];
  LudusThebesCardWidget *slots[LUDUS_THEBES_N_SLOTS];

  GtkLabel          *turn_label;
  GtkLabel          *prompt_label;
  GtkLabel          *last_label;
  GtkBox            *header_box;
  GtkBox            *text_box;
  GtkBox            *foot_box;
  GtkWidget         *controls_box;
  GtkLabel          *weeks_label;
  GtkCheckButton    *zeppelin_check;
  GtkWidget         *end_button;
  GtkWidget         *cancel_button;
  GtkWidget         *confirm_button;
  GtkLabel          *year_label;
  LudusThebesTimeTrack *time_track;
  GtkWidget         *table_box;
  LudusThebesMap    *map;
  GtkWidget         *cards_box;     /* the city's choices, then the dig */
  GtkWidget         *city_box;      /* the display, the exhibitions */
  GtkBox            *display_box;
  GtkBox            *slots_box;
  GtkLabel          *pile_label;
  GtkButton         *swap_button;
  LudusThebesDigPanel *dig_panel;
  GtkWidget         *players_box;
};

gboolean _ludus_thebes_view_building              (LudusThebesView *self);
void     _ludus_thebes_view_update_turn_widgets   (LudusThebesView *self);
void     _ludus_thebes_view_class_add_actions     (GtkWidgetClass  *widget_class);
void     _ludus_thebes_view_add_shortcuts         (LudusThebesView *self);

/* ludus-thebes-view-layout.c */
void     _ludus_thebes_view_init_layout           (LudusThebesView *self);
void     _ludus_thebes_view_arrange_tableaux      (LudusThebesView *self,
                                                   guint            columns);
void     _ludus_thebes_view_arrange_for_size      (LudusThebesView *self,
                                                   int              width);

/* ludus-thebes-view-motion.c */
void     _ludus_thebes_view_travel                (LudusThebesView        *self,
                                                   const LudusThebesState *before,
                                                   const LudusThebesState *after,
                                                   guint                   flier,
                                                   guint                   max_ms);
void     _ludus_thebes_view_take_card             (LudusThebesView        *self,
                                                   const LudusThebesMove  *move,
                                                   guint                   player);
void     _ludus_thebes_view_show_changes          (LudusBoardView         *board,
                                                   guint                   index,
                                                   const LudusMove        *move);

/* ludus-thebes-view-actions.c: the board view's show_hint(). */
void _ludus_thebes_view_show_hint (LudusBoardView  *board,
                                   const LudusMove *move);

G_END_DECLS
