/* ludus-medici-view-motion.c: the Medici table in motion, and what moves changed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A move just played moves the cards it moved: a revealed card leaves the
 * deck face down and turns face up on its way to the end of the market; a
 * take slides the cards to the ship that takes them; at the end of a day
 * the ships' cargo goes to the warehouses, whose counts rise with the
 * florins.  The view's widgets already show the new position: the cards
 * fly over the board (ludus_board_view_fly()) to widgets hidden until they
 * land, and the counts start from the old numbers.  Without motion
 * (ludus_motion_duration() is 0) none of this happens: every change shows
 * at once.
 *
 * The flights take off once the new widgets are laid out and the market
 * has scrolled to its end, a frame or two after the move: before that
 * nobody knows where they land.
 *
 * show_changes() marks what a move changed: the card revealed, the cards
 * taken and the ship that took them, and at the end of a day the stocks
 * and florins that changed.
 */

#define G_LOG_DOMAIN "ludus-medici-view"

#include "config.h"

#include <math.h>
#include <string.h>

#include "ludus-medici-card-paintable.h"
#include "ludus-medici-view-private.h"
#include "ludus-motion.h"
#include "ludus-player-header.h"

/* A card from the deck, the market or a ship to its place. */
#define FLY_MS   450
/* The day's cargo and florins counted into their places. */
#define COUNT_MS 700

typedef struct
{
  LudusMediciView *view;
  GdkPaintable    *piece;
  graphene_rect_t  from;
  GtkWidget       *to;       /* where it lands */
  GtkWidget       *hidden;   /* (nullable) the card widget it becomes, hidden on the way */
  AdwAnimation    *turn;     /* (nullable) turning the card face up on the way */
  gboolean         turns;
  gboolean         unload;   /* into a warehouse: the counts rise once all have landed */
} Landing;

static void
landing_free (Landing *landing)
{
  if (landing->turn != NULL)
    adw_animation_skip (landing->turn);
  g_clear_object (&landing->turn);
  g_clear_object (&landing->piece);
  g_clear_object (&landing->to);
  g_clear_object (&landing->hidden);
  g_free (landing);
}

static void
count_cb (double   value,
          gpointer user_data)
{
  LudusMediciView *self = user_data;
  const LudusMediciState *state = _ludus_medici_view_get_state (self);
  const LudusMediciState *from = &self->count_from;
  guint threshold = ludus_medici_bonus_threshold (state->n_players);

  for (guint p = 0; p < self->n_players; p++)
    {
      PlayerPanel *panel = &self->players[p];
      guint florins = (guint) lround (from->florins[p] + ((double) state->florins[p] - from->florins[p]) * value);
      g_autofree char *text = _ludus_medici_florins_text (florins);

      gtk_label_set_text (GTK_LABEL (ludus_player_header_get_score (LUDUS_PLAYER_HEADER (panel->header))), text);
      for (guint g = 0; g < LUDUS_MEDICI_N_GOODS; g++)
        {
          guint count = (guint) lround (from->stock[p][g] + ((double) state->stock[p][g] - from->stock[p][g]) * value);
          g_autofree char *chip = _ludus_medici_chip_text (count, threshold);

          gtk_label_set_text (panel->chip_labels[g], chip);
        }
    }
}

static void
start_count (LudusMediciView *self)
{
  if (self->count == NULL)
    self->count = ludus_motion_new (GTK_WIDGET (self), 0, 1, COUNT_MS,
                                    adw_callback_animation_target_new (count_cb, self, NULL));
  ludus_motion_play (self->count);
}

static void
landed_cb (gpointer user_data)
{
  Landing *landing = user_data;
  LudusMediciView *self = landing->view;

  if (landing->hidden != NULL)
    gtk_widget_set_opacity (landing->hidden, 1);
  if (landing->unload)
    {
      landing->unload = FALSE;
      if (--self->n_unloading == 0)
        start_count (self);
    }
}

static void
turn_cb (double   value,
         gpointer user_data)
{
  ludus_medici_card_paintable_set_turn (LUDUS_MEDICI_CARD_PAINTABLE (user_data), value);
}

static void
take_off (LudusMediciView *self,
          Landing         *landing)
{
  graphene_rect_t path[2] = { landing->from };

  ludus_board_view_locate (LUDUS_BOARD_VIEW (self), landing->to, NULL, &path[1]);
  if (landing->turns)
    {
      landing->turn = ludus_motion_new (GTK_WIDGET (self), 0, 1, FLY_MS,
                                        adw_callback_animation_target_new (turn_cb, g_object_ref (landing->piece),
                                                                           g_object_unref));
      ludus_motion_play (landing->turn);
    }
  ludus_board_view_fly (LUDUS_BOARD_VIEW (self), landing->piece, path, 2, FLY_MS, landed_cb, landing);
}

static void
hold_cb (double   value,
         gpointer user_data)
{
}

/* The cards take off once the widgets they land on are laid out: a frame
 * after the market scrolled to its end. */
static gboolean
takeoff_tick_cb (GtkWidget     *widget,
                 GdkFrameClock *clock,
                 gpointer       user_data)
{
  LudusMediciView *self = LUDUS_MEDICI_VIEW (widget);

  if (self->scroll_pending)
    return G_SOURCE_CONTINUE;
  if (!self->laid_out)
    {
      self->laid_out = TRUE;
      return G_SOURCE_CONTINUE;
    }

  self->takeoff_tick = 0;
  for (guint i = 0; i < self->landings->len; i++)
    take_off (self, g_ptr_array_index (self->landings, i));
  adw_animation_skip (self->hold);
  return G_SOURCE_REMOVE;
}

/* The market scrolled to its end: the next frame lays it out. */
void
_ludus_medici_view_scrolled (LudusMediciView *self)
{
  self->scroll_pending = FALSE;
  self->laid_out = FALSE;
}

/* Lands every card on its way and ends the counts: called before the
 * table changes again, and when the view goes. */
void
_ludus_medici_view_settle (LudusMediciView *self)
{
  ludus_board_view_land_all (LUDUS_BOARD_VIEW (self));
  if (self->takeoff_tick != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->takeoff_tick);
      self->takeoff_tick = 0;
    }
  if (self->hold != NULL)
    adw_animation_skip (self->hold);
  if (self->landings != NULL)
    {
      for (guint i = 0; i < self->landings->len; i++)
        {
          Landing *landing = g_ptr_array_index (self->landings, i);

          if (landing->hidden != NULL)
            gtk_widget_set_opacity (landing->hidden, 1);
          landing_free (landing);
        }
      g_ptr_array_set_size (self->landings, 0);
    }
  self->n_unloading = 0;
  if (self->count != NULL)
    adw_animation_skip (self->count);
  memset (self->card_rect_known, 0, sizeof self->card_rect_known);
}

/**
 * _ludus_medici_view_lift:
 * @before: the state the table shows, before the move it is about to show
 *
 * Notes where each card of the market and the ships is drawn, for the
 * cards that leave their place to fly from there.
 */
void
_ludus_medici_view_lift (LudusMediciView        *self,
                         const LudusMediciState *before)
{
  for (guint c = 0; c < before->content->n_cards; c++)
    {
      GtkWidget *widget = _ludus_medici_view_card_widget (self, before, c);

      if (widget != NULL && gtk_widget_get_mapped (widget))
        {
          ludus_board_view_locate (LUDUS_BOARD_VIEW (self), widget, NULL, &self->card_rects[c]);
          self->card_rect_known[c] = TRUE;
        }
    }
}

static Landing *
add_landing (LudusMediciView       *self,
             guint                  card,
             gboolean               small,
             const graphene_rect_t *from,
             GtkWidget             *to,
             GtkWidget             *hidden)
{
  const LudusMediciState *state = _ludus_medici_view_get_state (self);
  Landing *landing = g_new0 (Landing, 1);

  landing->view = self;
  landing->piece = ludus_medici_card_paintable_new (&state->content->cards[card], small);
  landing->from = *from;
  landing->to = g_object_ref (to);
  if (hidden != NULL)
    {
      landing->hidden = g_object_ref (hidden);
      gtk_widget_set_opacity (hidden, 0);
    }
  g_ptr_array_add (self->landings, landing);
  return landing;
}

/* At the end of a day, each ship's cargo goes into its owner's warehouse,
 * a card to the stock of its goods; then the counts rise. */
static gboolean
is_taken (guint         card,
          const guint8 *taken,
          guint         n_taken)
{
  for (guint i = 0; i < n_taken; i++)
    if (taken[i] == card)
      return TRUE;
  return FALSE;
}

static void
unload (LudusMediciView        *self,
        const LudusMediciState *before,
        const guint8           *taken,
        guint                   n_taken)
{
  const LudusMediciState *state = _ludus_medici_view_get_state (self);

  for (guint c = 0; c < state->content->n_cards; c++)
    {
      const LudusMediciCard *card = &state->content->cards[c];
      guint location = before->location[c];
      guint owner;
      PlayerPanel *panel;
      GtkWidget *to;

      if (location >= LUDUS_MEDICI_LOC_SHIP && location < LUDUS_MEDICI_LOC_SHIP + self->n_players)
        owner = location - LUDUS_MEDICI_LOC_SHIP;
      else if (location == LUDUS_MEDICI_LOC_MARKET && is_taken (c, taken, n_taken))
        owner = before->current;
      else
        continue;
      if (!self->card_rect_known[c] || state->location[c] == location)
        continue;

      panel = &self->players[owner];
      to = card->goods != LUDUS_MEDICI_NO_GOODS ? panel->chips[card->goods]
                                                : gtk_widget_get_parent (panel->chips[0]);
      add_landing (self, c, location != LUDUS_MEDICI_LOC_MARKET, &self->card_rects[c], to, NULL)->unload = TRUE;
      self->n_unloading++;
    }

  self->count_from = *before;
  count_cb (0, self);
  if (self->n_unloading == 0)
    start_count (self);
}

/**
 * _ludus_medici_view_send:
 * @before: the state before @move, the table's state now
 * @move: the move just played, which the widgets show already
 *
 * Flies the cards @move moved from where _ludus_medici_view_lift() found
 * them, and counts the day's cargo and florins up.
 */
void
_ludus_medici_view_send (LudusMediciView        *self,
                         const LudusMediciState *before,
                         const LudusMove        *move)
{
  const LudusMediciState *state = _ludus_medici_view_get_state (self);
  const LudusMediciMove *m = (const LudusMediciMove *) move->bytes;
  guint8 taken[LUDUS_MEDICI_TAKE_REACH];
  guint n_taken;

  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;

  if (m->kind == LUDUS_MEDICI_MOVE_REVEAL && state->market_len > before->market_len)
    {
      guint card = state->market[state->market_len - 1];
      GtkWidget *widget = _ludus_medici_view_card_widget (self, state, card);
      graphene_rect_t deck;

      ludus_board_view_locate (LUDUS_BOARD_VIEW (self), GTK_WIDGET (self->deck_box), NULL, &deck);
      if (widget != NULL)
        add_landing (self, card, FALSE, &deck, widget, widget)->turns = TRUE;
    }
  else if (m->kind == LUDUS_MEDICI_MOVE_TAKE)
    {
      n_taken = ludus_medici_state_take_cards (before, move, taken);
      if (state->day != before->day)
        unload (self, before, taken, n_taken);
      else
        for (guint i = 0; i < n_taken; i++)
          {
            GtkWidget *widget = _ludus_medici_view_card_widget (self, state, taken[i]);

            if (widget != NULL && self->card_rect_known[taken[i]])
              add_landing (self, taken[i], FALSE, &self->card_rects[taken[i]], widget, widget);
          }
    }

  if (self->landings->len > 0 && self->takeoff_tick == 0)
    {
      self->laid_out = FALSE;
      self->takeoff_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), takeoff_tick_cb, NULL, NULL);
      /* The table is not still while the cards wait to take off. */
      if (self->hold == NULL)
        self->hold = ludus_motion_new (GTK_WIDGET (self), 0, 1, FLY_MS,
                                       adw_callback_animation_target_new (hold_cb, NULL, NULL));
      ludus_motion_play (self->hold);
    }
}

/* The cards of @move still on the table now. */
static void
mark_card (LudusMediciView *self,
           guint            card)
{
  GtkWidget *widget = _ludus_medici_view_card_widget (self, _ludus_medici_view_get_state (self), card);

  if (widget != NULL)
    ludus_board_view_mark_change (LUDUS_BOARD_VIEW (self), widget);
}

/* show_changes(): the card a reveal turned; the cards a take took and the
 * ship that took them; at the end of a day, the stocks and florins the
 * day changed. */
void
_ludus_medici_view_show_changes (LudusBoardView  *board,
                                 guint            index,
                                 const LudusMove *move)
{
  LudusMediciView *self = LUDUS_MEDICI_VIEW (board);
  LudusGame *game = ludus_board_view_get_game (board);
  const LudusMediciState *before = ludus_game_get_state_before (game, index);
  const LudusMediciState *after = ludus_game_get_state_after (game, index);
  const LudusMediciMove *m = (const LudusMediciMove *) move->bytes;
  guint8 taken[LUDUS_MEDICI_TAKE_REACH];
  guint n_taken;

  if (self->n_players == 0)
    return;

  if (m->kind == LUDUS_MEDICI_MOVE_REVEAL)
    {
      if (after->market_len > before->market_len)
        mark_card (self, after->market[after->market_len - 1]);
      return;
    }

  n_taken = ludus_medici_state_take_cards (before, move, taken);
  for (guint i = 0; i < n_taken; i++)
    mark_card (self, taken[i]);
  ludus_board_view_mark_change (board, gtk_widget_get_parent (GTK_WIDGET (self->players[before->current].ship_cards)));
  if (after->day == before->day)
    return;

  for (guint p = 0; p < self->n_players; p++)
    {
      PlayerPanel *panel = &self->players[p];

      for (guint g = 0; g < LUDUS_MEDICI_N_GOODS; g++)
        if (after->stock[p][g] != before->stock[p][g])
          ludus_board_view_mark_change (board, panel->chips[g]);
      if (after->florins[p] != before->florins[p])
        ludus_board_view_mark_change (board, ludus_player_header_get_score (LUDUS_PLAYER_HEADER (panel->header)));
    }
}
