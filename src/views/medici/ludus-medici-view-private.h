/* ludus-medici-view-private.h: what the Medici view's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-arrangement.h"
#include "ludus-medici-view.h"
#include "medici/ludus-medici.h"

G_BEGIN_DECLS

/* One player's part of the table. */
typedef struct
{
  GtkWidget *panel;
  GtkWidget *header;
  GtkWidget *projection;
  GtkLabel  *ship_label;
  GtkBox    *ship_cards;   /* cards that take space */
  GtkBox    *empty_slots;  /* the space left */
  GtkWidget *greens_row;
  GtkBox    *greens;       /* cards that take no space */
  GtkWidget *chips[LUDUS_MEDICI_N_GOODS];
  GtkLabel  *chip_labels[LUDUS_MEDICI_N_GOODS];
} PlayerPanel;

struct _LudusMediciView
{
  LudusBoardView  parent_instance;

  guint           selection;     /* LUDUS_MEDICI_TAKE_SECOND | _THIRD */
  guint           shown_day;
  guint           seen_moves;
  guint           colour_shown;  /* the seat colour each panel's dot has */
  PlayerPanel     players[LUDUS_MEDICI_MAX_PLAYERS];
  guint           n_players;     /* panels made */
  GtkBox         *market_cards;  /* of LudusMediciCardWidget, in market order */

  GtkLabel       *deck_count_label;
  GtkBox         *deck_box;
  GtkBox         *market_box;
  GtkLabel       *market_empty_label;
  GtkScrolledWindow *market_scroller;
  GtkWidget      *players_box;
  GtkLabel       *prompt_label;
  GtkLabel       *turn_label;
  GtkWidget      *reveal_button;
  GtkWidget      *take_button;

  /* Motion (ludus-medici-view-motion.c): where each card was drawn before
   * the move, the cards on their way, the counts rising. */
  graphene_rect_t card_rects[LUDUS_MEDICI_MAX_CARDS];
  guint8          card_rect_known[LUDUS_MEDICI_MAX_CARDS];
  GPtrArray      *landings;
  guint           takeoff_tick;
  AdwAnimation   *hold;          /* plays while the cards wait to take off */
  gboolean        scroll_pending;
  gboolean        laid_out;
  LudusArrangement market_follow; /* scrolls the market to its end */
  guint           n_unloading;   /* cards on their way to a warehouse */
  LudusMediciState count_from;   /* the florins and stocks counted from */
  AdwAnimation   *count;
};

/* ludus-medici-view.c */
const LudusMediciState *_ludus_medici_view_get_state    (LudusMediciView        *self);
GtkWidget              *_ludus_medici_view_card_widget  (LudusMediciView        *self,
                                                         const LudusMediciState *state,
                                                         guint                   card);
char                   *_ludus_medici_chip_text         (guint                   count,
                                                         guint                   threshold);
char                   *_ludus_medici_florins_text      (guint                   florins);

/* ludus-medici-view-motion.c */
void                    _ludus_medici_view_settle       (LudusMediciView        *self);
void                    _ludus_medici_view_lift         (LudusMediciView        *self,
                                                         const LudusMediciState *before);
void                    _ludus_medici_view_send         (LudusMediciView        *self,
                                                         const LudusMediciState *before,
                                                         const LudusMove        *move);
void                    _ludus_medici_view_scrolled     (LudusMediciView        *self);
void                    _ludus_medici_view_show_changes (LudusBoardView         *board,
                                                         guint                   index,
                                                         const LudusMove        *move);

G_END_DECLS
