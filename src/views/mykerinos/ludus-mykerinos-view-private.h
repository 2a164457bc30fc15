/* ludus-mykerinos-view-private.h: what the Mykerinos view's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-mykerinos-museum.h"
#include "ludus-mykerinos-player-panel.h"
#include "ludus-mykerinos-region.h"
#include "ludus-mykerinos-view.h"
#include "mykerinos/ludus-mykerinos-game.h"

G_BEGIN_DECLS

/* At most three cubes, or a card, fly for one move. */
#define LUDUS_MYKERINOS_MAX_LANDINGS 4

typedef struct _LudusMykerinosLanding LudusMykerinosLanding;

/* A piece in the air, and where it lands: a space, a room or a card. */
struct _LudusMykerinosLanding
{
  LudusMykerinosView *view;
  GdkPaintable       *piece;
  GtkWidget          *from;
  GtkWidget          *to;
  int                 space;     /* or -1 */
  int                 room;      /* or -1 */
};

struct _LudusMykerinosView
{
  LudusBoardView        parent_instance;

  LudusMykerinosTurn   *turn;         /* 64 kB: too large for the instance */
  guint                 turn_moves;   /* the position the turn was built on */
  gboolean              turn_ready;
  guint                 seen_moves;
  guint                 shown_season;
  gboolean              shown_over;
  LudusMykerinosPlayerPanel *players[LUDUS_MYKERINOS_N_COLOURS];
  guint                 n_players;    /* panels made */
  char                 *names[LUDUS_MYKERINOS_N_COLOURS];
  GtkWidget            *parcel_buttons[2];
  GtkLabel             *neutral_stock;    /* the neutral cubes left in the general stock */
  GtkLabel             *neutral_passing;  /* the neutral player's passing space */

  GtkButton            *cancel_button;
  GtkButton            *confirm_button;
  LudusMykerinosMuseum *museum;
  GtkBox               *parcel_box;
  GtkButton            *pass_button;
  GtkBox               *players_box;
  GtkLabel             *prompt_label;
  LudusMykerinosRegion *region;
  GtkLabel             *survey_done;
  GtkLabel             *survey_ranking;
  GtkWidget            *survey_box;
  GtkLabel             *survey_title;
  GtkLabel             *turn_label;

  /* Motion (ludus-mykerinos-view-motion.c): the pieces of the last move
   * on their way, drawn on the board once landed. */
  guint                 motion_tick;
  guint                 motion_frames;
  LudusMykerinosLanding landings[LUDUS_MYKERINOS_MAX_LANDINGS];
  guint                 n_landings;
  LudusMykerinosBits    hidden_spaces;
  guint32               hidden_rooms;
  int                   shown_survey_area;  /* whose majority was shown, or -1 */
};

static inline LudusGame *
get_game (LudusMykerinosView *self)
{
  return ludus_board_view_get_game (LUDUS_BOARD_VIEW (self));
}

static inline const LudusMykerinosState *
get_state (LudusMykerinosView *self)
{
  return ludus_mykerinos_game_get_state (LUDUS_MYKERINOS_GAME (get_game (self)));
}

void _ludus_mykerinos_view_stop_motion  (LudusMykerinosView *self);
void _ludus_mykerinos_view_start_motion (LudusMykerinosView *self);
void _ludus_mykerinos_view_show_changes (LudusBoardView     *board,
                                         guint               index,
                                         const LudusMove    *move);

G_END_DECLS
