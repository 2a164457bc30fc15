/* ludus-medici-view.c: the Medici table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The market with the deck, and every player's ship, warehouse and florins.
 * A human's turn is built from the model's legal moves only: Reveal is
 * offered when a reveal is legal, the 2nd- and 3rd-last cards can be marked
 * when some legal take includes them, and Take plays the take that matches
 * the marks.  When a take ends a day, a scoring sheet holds the game until
 * the players have read it.
 *
 * The widgets are made once per game and updated in place on every change,
 * so keyboard focus stays where it was; a card that arrives (revealed, or
 * loaded onto a ship) flies in from where it was, and the counts rise
 * (ludus-medici-view-motion.c).
 *
 * Actions (also for tests): medici.reveal, medici.take,
 * medici.toggle-card(u: 2 or 3, the position from the end of the market).
 */

#define G_LOG_DOMAIN "ludus-medici-view"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-medici-card-widget.h"
#include "ludus-medici-day-sheet.h"
#include "medici/ludus-medici-game.h"
#include "ludus-medici-symbol.h"
#include "ludus-motion.h"
#include "ludus-medici-view-private.h"
#include "ludus-rule-help.h"
#include "ludus-medici-rule-text.h"
#include "ludus-projection-label.h"
#include "ludus-wrap-layout.h"
#include "ludus-player-colours.h"
#include "ludus-player-header.h"

G_DEFINE_FINAL_TYPE (LudusMediciView, ludus_medici_view, LUDUS_TYPE_BOARD_VIEW)

static LudusGame *
get_game (LudusMediciView *self)
{
  return ludus_board_view_get_game (LUDUS_BOARD_VIEW (self));
}

static const LudusMediciState *
get_state (LudusMediciView *self)
{
  return ludus_medici_game_get_state (LUDUS_MEDICI_GAME (get_game (self)));
}

const LudusMediciState *
_ludus_medici_view_get_state (LudusMediciView *self)
{
  return get_state (self);
}

static const LudusMediciCard *
card_of (const LudusMediciState *state,
         guint                   card)
{
  return &state->content->cards[card];
}

static const char *
player_name (LudusMediciView *self,
             guint            player)
{
  return ludus_board_view_player_name (LUDUS_BOARD_VIEW (self), player);
}

/* Whether some legal take includes every card of @take. */
static gboolean
take_extends (LudusMediciView *self,
              guint            take)
{
  const LudusMove *moves;
  guint n_moves;

  if (!ludus_board_view_human_to_play (LUDUS_BOARD_VIEW (self)))
    return FALSE;

  moves = ludus_game_get_legal_moves (get_game (self), &n_moves);
  for (guint i = 0; i < n_moves; i++)
    {
      const LudusMediciMove *m = (const LudusMediciMove *) moves[i].bytes;

      if (m->kind == LUDUS_MEDICI_MOVE_TAKE && (m->take & take) == take)
        return TRUE;
    }
  return FALSE;
}

/* Keeps @box, a box of card widgets only, in step with @n cards: child i
 * shows @cards[i].  Cards are added and taken away only at the end, so
 * the widgets before stay (with their focus); the cards that arrive fly
 * in (ludus-medici-view-motion.c). */
static void
sync_cards (GtkBox                 *box,
            const LudusMediciState *state,
            const guint8           *cards,
            guint                   n,
            gboolean                small,
            double                  scale)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (box));
  GtkWidget *next;

  for (guint i = 0; i < n; i++)
    {
      if (child != NULL)
        {
          ludus_medici_card_widget_set_card (LUDUS_MEDICI_CARD_WIDGET (child), card_of (state, cards[i]));
          child = gtk_widget_get_next_sibling (child);
          continue;
        }

      child = ludus_medici_card_widget_new (card_of (state, cards[i]), small);
      ludus_medici_card_widget_set_scale (LUDUS_MEDICI_CARD_WIDGET (child), scale);
      gtk_box_append (box, child);
      child = NULL;
    }

  for (; child != NULL; child = next)
    {
      next = gtk_widget_get_next_sibling (child);
      gtk_box_remove (box, child);
    }
}

/* A stock's count on its chip, starred from the bonus on. */
char *
_ludus_medici_chip_text (guint count,
                         guint threshold)
{
  return count >= threshold ? g_strdup_printf ("%u★", count) : g_strdup_printf ("%u", count);
}

char *
_ludus_medici_florins_text (guint florins)
{
  return g_strdup_printf (ngettext ("%u florin", "%u florins", florins), florins);
}

static void
update_goods_chip (PlayerPanel            *panel,
                   const LudusMediciState *state,
                   guint                   player,
                   LudusMediciGoods        goods)
{
  GtkWidget *chip = panel->chips[goods];
  guint count = state->stock[player][goods];
  guint threshold = ludus_medici_bonus_threshold (state->n_players);
  const char *goods_name = _(ludus_medici_goods_names[goods]);
  guint most = 0;
  g_autofree char *text = NULL;
  g_autofree char *tooltip = NULL;
  g_autofree char *rule = ludus_medici_rule_goods (state->n_players, state->big_stocks);
  gboolean leader, bonus;

  for (guint p = 0; p < state->n_players; p++)
    most = MAX (most, state->stock[p][goods]);
  leader = count > 0 && count == most;
  bonus = count >= threshold;

  gtk_widget_set_css_classes (chip, (const char *[]) {
                                "goods-chip", ludus_medici_goods_css_class (goods),
                                leader ? "leader" : "follower",
                                bonus ? "bonus" : "no-bonus",
                                count == 0 ? "empty" : "stocked",
                                NULL });
  text = _ludus_medici_chip_text (count, threshold);
  gtk_label_set_text (panel->chip_labels[goods], text);

  if (state->big_stocks && count >= ludus_medici_big_bonus_threshold (state->n_players))
    tooltip = leader
      /* Translators: a warehouse stock, e.g. "Fur: 8 symbols, the most, big bonus (20 florins)" */
      ? g_strdup_printf (ngettext ("%s: %u symbol, the most, big bonus (%u florins)",
                                   "%s: %u symbols, the most, big bonus (%u florins)", count),
                         goods_name, count, LUDUS_MEDICI_BIG_STOCKS_BONUS)
      : g_strdup_printf (ngettext ("%s: %u symbol, big bonus (%u florins)",
                                   "%s: %u symbols, big bonus (%u florins)", count),
                         goods_name, count, LUDUS_MEDICI_BIG_STOCKS_BONUS);
  else if (bonus)
    tooltip = leader
      ? g_strdup_printf (ngettext ("%s: %u symbol, the most, bonus (%u florins)",
                                   "%s: %u symbols, the most, bonus (%u florins)", count),
                         goods_name, count, LUDUS_MEDICI_BONUS)
      : g_strdup_printf (ngettext ("%s: %u symbol, bonus (%u florins)",
                                   "%s: %u symbols, bonus (%u florins)", count),
                         goods_name, count, LUDUS_MEDICI_BONUS);
  else
    tooltip = leader
      ? g_strdup_printf (ngettext ("%s: %u symbol, the most (bonus from %u)",
                                   "%s: %u symbols, the most (bonus from %u)", count),
                         goods_name, count, threshold)
      : g_strdup_printf (ngettext ("%s: %u symbol (bonus from %u)",
                                   "%s: %u symbols (bonus from %u)", count),
                         goods_name, count, threshold);
  ludus_rule_help_set (chip, tooltip, rule);
  gtk_accessible_update_property (GTK_ACCESSIBLE (chip),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip,
                                  -1);
}

static GtkWidget *
new_caption (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  return label;
}

/* Makes the widgets of one player's panel, with @capacity empty ship
 * slots; update_player_panel() fills them. */
static void
ludus_medici_view_show_presence (LudusBoardView *board,
                                 guint           player)
{
  LudusMediciView *self = LUDUS_MEDICI_VIEW (board);

  if (player < self->n_players)
    ludus_player_header_set_presence (LUDUS_PLAYER_HEADER (self->players[player].header),
                                      ludus_board_view_get_presence (board, player));
}

static void
make_player_panel (PlayerPanel *panel,
                   guint        capacity)
{
  g_autofree char *projection_rule = ludus_medici_rule_projection ();
  GtkWidget *slots, *label, *warehouse;

  panel->panel = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (panel->panel, "card");
  gtk_widget_add_css_class (panel->panel, "medici-player");

  /* Name and florins. */
  panel->header = ludus_player_header_new ("florins");
  gtk_box_append (GTK_BOX (panel->panel), panel->header);
  panel->projection = ludus_projection_label_new (projection_rule);
  gtk_box_append (GTK_BOX (panel->panel), panel->projection);

  /* The ship: its cards, then one empty slot per unit of space left; green
   * cards beside it. */
  panel->ship_label = GTK_LABEL (new_caption (NULL));
  gtk_box_append (GTK_BOX (panel->panel), GTK_WIDGET (panel->ship_label));
  slots = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
  gtk_widget_add_css_class (slots, "medici-ship");
  /* As wide as its slots: the last move's ring hugs them. */
  gtk_widget_set_halign (slots, GTK_ALIGN_START);
  panel->ship_cards = GTK_BOX (gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3));
  panel->empty_slots = GTK_BOX (gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3));
  gtk_box_append (GTK_BOX (slots), GTK_WIDGET (panel->ship_cards));
  gtk_box_append (GTK_BOX (slots), GTK_WIDGET (panel->empty_slots));
  gtk_box_append (GTK_BOX (panel->panel), slots);
  for (guint i = 0; i < capacity; i++)
    {
      GtkWidget *slot = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

      gtk_widget_add_css_class (slot, "ship-slot");
      gtk_widget_set_size_request (slot, 36, 50);
      gtk_box_append (panel->empty_slots, slot);
    }

  panel->greens_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  /* Translators: a caption before the green cards beside a ship */
  label = new_caption (_("Take no space:"));
  gtk_label_set_max_width_chars (GTK_LABEL (label), 12);
  gtk_widget_set_tooltip_text (label, _("Green cards take no space on the ship"));
  gtk_box_append (GTK_BOX (panel->greens_row), label);
  panel->greens = GTK_BOX (gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3));
  gtk_box_append (GTK_BOX (panel->greens_row), GTK_WIDGET (panel->greens));
  gtk_box_append (GTK_BOX (panel->panel), panel->greens_row);

  /* The warehouse: symbols per good. */
  warehouse = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
  gtk_widget_add_css_class (warehouse, "medici-warehouse");
  gtk_accessible_update_property (GTK_ACCESSIBLE (warehouse),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Warehouse"),
                                  -1);
  gtk_widget_set_tooltip_text (warehouse, _("Warehouse"));
  /* The ship and the warehouse take the focus for their rules (Ctrl+F1). */
  ludus_rule_help_make_focusable (warehouse);
  ludus_rule_help_make_focusable (slots);
  for (guint g = 0; g < LUDUS_MEDICI_N_GOODS; g++)
    {
      panel->chips[g] = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
      gtk_box_append (GTK_BOX (panel->chips[g]), ludus_medici_symbol_new (g));
      panel->chip_labels[g] = GTK_LABEL (gtk_label_new (NULL));
      gtk_box_append (GTK_BOX (panel->chips[g]), GTK_WIDGET (panel->chip_labels[g]));
      gtk_box_append (GTK_BOX (warehouse), panel->chips[g]);
    }
  gtk_box_append (GTK_BOX (panel->panel), warehouse);
}

static void
update_player_panel (LudusMediciView *self,
                     guint            player)
{
  PlayerPanel *panel = &self->players[player];
  LudusGame *game = get_game (self);
  const LudusMediciState *state = get_state (self);
  const LudusSeat *seat = &ludus_game_get_options (game)->seats[player];
  guint8 cards[LUDUS_MEDICI_MAX_CARDS];
  guint8 space[LUDUS_MEDICI_MAX_CARDS];
  guint8 greens[LUDUS_MEDICI_MAX_CARDS];
  guint n_cards = ludus_medici_state_get_ship (state, player, cards);
  guint n_space = 0, n_greens = 0, n_slots = 0;
  double scale = ludus_board_view_get_scale (LUDUS_BOARD_VIEW (self));
  g_autofree char *florins = NULL;
  g_autofree char *ship_text = NULL;
  g_autofree char *ship_rule = NULL;
  g_autofree char *goods_rule = NULL;
  g_autofree char *florins_rule = NULL;
  LudusProjection projections[LUDUS_MAX_PLAYERS];
  GtkWidget *child;

  ludus_projection_label_update (panel->projection, panel->panel,
                                 ludus_board_view_get_projections (LUDUS_BOARD_VIEW (self), projections)
                                   ? &projections[player] : NULL);

  if (!ludus_game_is_over (game) && player == state->current)
    gtk_widget_add_css_class (panel->panel, "current");
  else
    gtk_widget_remove_css_class (panel->panel, "current");

  florins = _ludus_medici_florins_text (state->florins[player]);
  ludus_player_header_set (LUDUS_PLAYER_HEADER (panel->header),
                           ludus_player_colour_css_class (MIN (seat->colour, LUDUS_N_PLAYER_COLOURS - 1)),
                           player_name (self, player), florins);
  ludus_medici_view_show_presence (LUDUS_BOARD_VIEW (self), player);

  if (ludus_medici_state_is_full (state, player))
    /* Translators: a ship's printed value, and that it has no space left */
    ship_text = g_strdup_printf (_("Ship: value %u, full"), state->ship_value[player]);
  else
    ship_text = g_strdup_printf (_("Ship: value %u"), state->ship_value[player]);
  gtk_label_set_text (panel->ship_label, ship_text);
  ship_rule = ludus_medici_rule_ship (state->n_players);
  ludus_rule_help_set (GTK_WIDGET (panel->ship_label), ship_text, ship_rule);
  ludus_rule_help_set (gtk_widget_get_parent (GTK_WIDGET (panel->ship_cards)), ship_text, ship_rule);
  gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (GTK_WIDGET (panel->ship_cards))),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, ship_text,
                                  -1);
  goods_rule = ludus_medici_rule_goods (state->n_players, state->big_stocks);
  ludus_rule_help_set (gtk_widget_get_parent (panel->chips[0]), _("Warehouse"), goods_rule);
  florins_rule = ludus_medici_rule_florins ();
  ludus_rule_help_set (ludus_player_header_get_score (LUDUS_PLAYER_HEADER (panel->header)), florins,
                       florins_rule);

  for (guint i = 0; i < n_cards; i++)
    {
      if (card_of (state, cards[i])->green)
        greens[n_greens++] = cards[i];
      else
        space[n_space++] = cards[i];
    }
  sync_cards (panel->ship_cards, state, space, n_space, TRUE, scale);
  sync_cards (panel->greens, state, greens, n_greens, TRUE, scale);
  gtk_widget_set_visible (panel->greens_row, n_greens > 0);

  /* One empty slot per unit of space left. */
  for (child = gtk_widget_get_first_child (GTK_WIDGET (panel->empty_slots));
       child != NULL;
       child = gtk_widget_get_next_sibling (child), n_slots++)
    gtk_widget_set_visible (child, n_space + n_slots < state->capacity);

  for (guint g = 0; g < LUDUS_MEDICI_N_GOODS; g++)
    update_goods_chip (panel, state, player, g);
}

/* The table's height at which its cards have their natural size, with
 * one row of ships and with two (for LudusBoardView:scale).  Measured: the
 * table takes about 250 + 185 × scale px with one row, 385 + 285 × scale
 * with two (/medici/grows), so these heights never make it scroll. */
#define ONE_ROW_HEIGHT  400.0
#define TWO_ROWS_HEIGHT 630.0

/* The player panels are made once: the number of players never changes. */
static void
make_player_panels (LudusMediciView *self)
{
  const LudusMediciState *state = get_state (self);
  /* Two rows of two for four players, else up to three a row; fewer
   * when the window is narrow, rather than scroll sideways. */
  guint columns = state->n_players == 4 ? 2 : MIN (state->n_players, 3);
  guint rows = (state->n_players + columns - 1) / columns;

  gtk_widget_set_layout_manager (self->players_box, ludus_wrap_layout_new_columns (8, columns));
  /* The market and one or two rows of ships need less height than a
   * board: their cards grow until the table fills a tall window. */
  if (rows == 1)
    ludus_board_view_set_growth (LUDUS_BOARD_VIEW (self), ONE_ROW_HEIGHT, 2.5);
  else
    ludus_board_view_set_growth (LUDUS_BOARD_VIEW (self), TWO_ROWS_HEIGHT, 1.75);
  for (guint p = 0; p < state->n_players; p++)
    {
      make_player_panel (&self->players[p], state->capacity);
      gtk_box_append (GTK_BOX (self->players_box), self->players[p].panel);
    }
  self->n_players = state->n_players;
}

/* The widget that shows @card of @state, the state on the table: in the
 * market or on a ship; NULL for a card elsewhere. */
GtkWidget *
_ludus_medici_view_card_widget (LudusMediciView        *self,
                                const LudusMediciState *state,
                                guint                   card)
{
  guint location = state->location[card];
  GtkBox *box;
  guint8 cards[LUDUS_MEDICI_MAX_CARDS];
  guint n = 0, index = 0;
  gboolean green;

  if (location == LUDUS_MEDICI_LOC_MARKET)
    {
      while (n < state->market_len && state->market[n] != card)
        n++;
      box = self->market_cards;
      index = n;
    }
  else if (location >= LUDUS_MEDICI_LOC_SHIP && location < LUDUS_MEDICI_LOC_SHIP + self->n_players)
    {
      /* The ship's widgets, as update_player_panel() lays them out. */
      guint player = location - LUDUS_MEDICI_LOC_SHIP;

      green = card_of (state, card)->green;
      n = ludus_medici_state_get_ship (state, player, cards);
      for (guint i = 0; i < n && cards[i] != card; i++)
        if (card_of (state, cards[i])->green == green)
          index++;
      box = green ? self->players[player].greens : self->players[player].ship_cards;
    }
  else
    return NULL;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (box));
       child != NULL;
       child = gtk_widget_get_next_sibling (child), index--)
    if (index == 0)
      return child;
  return NULL;
}

static void
card_activated_cb (LudusMediciView *self,
                   GtkWidget       *card)
{
  guint position = 0;

  /* The position from the end of the market: 1 is the last card. */
  for (GtkWidget *w = card; w != NULL; w = gtk_widget_get_next_sibling (w))
    position++;
  gtk_widget_activate_action (GTK_WIDGET (self), "medici.toggle-card", "u", position);
}

static void
update_market (LudusMediciView *self)
{
  const LudusMediciState *state = get_state (self);
  g_autofree char *deck = g_strdup_printf ("%u", state->deck_len);
  g_autofree char *deck_name = g_strdup_printf (ngettext ("Deck: %u card", "Deck: %u cards",
                                                          state->deck_len),
                                                state->deck_len);
  g_autofree char *deck_rule = ludus_medici_rule_deck ();
  guint i = 0;

  gtk_label_set_text (self->deck_count_label, deck);
  ludus_rule_help_set (GTK_WIDGET (self->deck_box), deck_name, deck_rule);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->deck_box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, deck_name,
                                  -1);

  gtk_widget_set_visible (GTK_WIDGET (self->market_empty_label), state->market_len == 0);
  sync_cards (self->market_cards, state, state->market, state->market_len, FALSE,
              ludus_board_view_get_scale (LUDUS_BOARD_VIEW (self)));

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->market_cards));
       child != NULL;
       child = gtk_widget_get_next_sibling (child), i++)
    {
      LudusMediciCardWidget *card = LUDUS_MEDICI_CARD_WIDGET (child);
      guint position = state->market_len - i;  /* 1 is the last card */
      gboolean mandatory = position == 1 && take_extends (self, LUDUS_MEDICI_TAKE_LAST);
      gboolean in_reach = position > 1 && position <= LUDUS_MEDICI_TAKE_REACH &&
                          ludus_board_view_human_to_play (LUDUS_BOARD_VIEW (self));
      /* The market can outgrow a selection's bits: no bit out of reach. */
      guint bit = position <= LUDUS_MEDICI_TAKE_REACH ? 1u << (position - 1) : 0;
      gboolean optional = in_reach && take_extends (self, LUDUS_MEDICI_TAKE_LAST | bit);

      /* A card in reach that does not fit can still be clicked, to hear why. */
      ludus_medici_card_widget_set_takeable (card, mandatory || optional, in_reach);
      ludus_medici_card_widget_set_selected (card, mandatory ||
                                                   (optional && (self->selection & bit) != 0));
      if (g_object_get_data (G_OBJECT (card), "medici-view") == NULL)
        {
          g_object_set_data (G_OBJECT (card), "medici-view", self);
          g_signal_connect_object (card, "activate", G_CALLBACK (card_activated_cb), self,
                                   G_CONNECT_SWAPPED);
        }
    }
}

/* The market follows its end: the card just turned is in sight.  Only the
 * layout that takes in a card knows the market's new width: scroll after
 * it, in the same frame (ludus-arrangement.c). */
static void
scroll_market_to_end (GtkWidget *widget)
{
  LudusMediciView *self = LUDUS_MEDICI_VIEW (widget);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_hadjustment (self->market_scroller);

  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  _ludus_medici_view_scrolled (self);
}

static void
update_prompt (LudusMediciView *self)
{
  LudusGame *game = get_game (self);
  const LudusMediciState *state = get_state (self);
  LudusMove reveal = ludus_medici_move_reveal ();
  guint current = ludus_game_get_current_player (game);
  gboolean read_only = ludus_board_view_get_read_only (LUDUS_BOARD_VIEW (self));
  gboolean over = ludus_game_is_over (game);
  g_autofree char *turn = NULL;
  g_autofree char *prompt = NULL;

  gtk_widget_remove_css_class (GTK_WIDGET (self->prompt_label), "error");
  /* A position in a review: nobody is asked to move; a finished game:
   * nothing to press, and its heading, who won, takes the room. */
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_label), !read_only);
  gtk_widget_set_visible (self->reveal_button, !read_only && !over);
  gtk_widget_set_visible (self->take_button, !read_only && !over);
  if (over)
    {
      g_autofree char *title = ludus_board_view_game_over_title (LUDUS_BOARD_VIEW (self));

      ludus_board_view_set_header_text (self->turn_label, title);
      ludus_board_view_set_header_text (self->prompt_label, _("Most florins after the third day wins."));
      return;
    }

  /* Translators: "Day 2 of 3 · Anna’s turn" */
  turn = g_strdup_printf (_("Day %u of %u · %s’s turn"), state->day + 1, LUDUS_MEDICI_N_DAYS,
                          player_name (self, current));
  ludus_board_view_set_header_text (self->turn_label, turn);

  if (ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (self)) != NULL)
    prompt = g_strdup (_("Read the day’s scoring, then start the next day."));
  else if (ludus_game_current_seat_is_computer (game))
    prompt = ludus_board_view_computer_prompt (LUDUS_BOARD_VIEW (self), current);
  else if (!take_extends (self, LUDUS_MEDICI_TAKE_LAST))
    prompt = g_strdup (_("Reveal a card from the deck."));
  else if (ludus_game_is_legal (game, &reveal))
    prompt = g_strdup (_("Reveal another card, or mark the cards to take and press Take."));
  else
    prompt = g_strdup (_("Mark the cards to take and press Take: the last card always goes."));
  ludus_board_view_set_header_text (self->prompt_label, prompt);
}

static void
ludus_medici_view_update_prompt (LudusBoardView *board)
{
  update_prompt (LUDUS_MEDICI_VIEW (board));
}

static void
update_actions (LudusMediciView *self)
{
  LudusBoardView *board = LUDUS_BOARD_VIEW (self);
  LudusMove reveal = ludus_medici_move_reveal ();
  LudusMove take = ludus_medici_move_take (LUDUS_MEDICI_TAKE_LAST | self->selection);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "medici.reveal",
                                 ludus_board_view_is_legal (board, &reveal));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "medici.take",
                                 ludus_board_view_is_legal (board, &take));
  /* Also when no card but the last fits: choosing another says why not. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "medici.toggle-card",
                                 take_extends (self, LUDUS_MEDICI_TAKE_LAST) &&
                                 get_state (self)->market_len >= 2);
}

/* The day's scoring sheet, over the table until it is closed. */
static void
show_day_sheet (LudusMediciView *self,
                guint            day)
{
  GtkWidget *sheet = ludus_medici_day_sheet_new (get_game (self), day);

  ludus_board_view_show_sheet (LUDUS_BOARD_VIEW (self), GTK_WINDOW (sheet));
}

static void
ludus_medici_view_refresh (LudusBoardView *board)
{
  LudusMediciView *self = LUDUS_MEDICI_VIEW (board);
  LudusGame *game = get_game (self);
  const LudusMediciState *state = get_state (self);
  guint n_moves = ludus_game_get_n_moves (game);
  /* Only a move just played brings cards in; undo and redo jump.  With
   * no motion at all (a second at normal speed lasts 0), nothing moves. */
  gboolean animate = self->n_players > 0 && n_moves == self->seen_moves + 1 &&
                     ludus_motion_duration (GTK_WIDGET (self), 1000) > 0;
  /* Only a move played on this table ends a day: a game resumed on day 2
   * starts without the first day's sheet. */
  gboolean day_ended = self->n_players > 0 && n_moves > self->seen_moves &&
                       state->day > self->shown_day;
  gboolean undone_past_sheet = n_moves < self->seen_moves &&
                               ludus_board_view_get_sheet (board) != NULL;

  if (self->n_players == 0)
    {
      make_player_panels (self);
      self->shown_day = state->day;
      self->seen_moves = n_moves;
    }

  /* What was still on its way is in place; what the move changes is
   * where it was drawn before. */
  _ludus_medici_view_settle (self);
  if (animate)
    _ludus_medici_view_lift (self, ludus_game_get_state_before (game, n_moves - 1));

  if (n_moves != self->seen_moves)
    self->selection = 0;
  self->shown_day = state->day;
  self->seen_moves = n_moves;

  /* A mark that no legal take allows any more goes. */
  if (self->selection != 0 && !take_extends (self, LUDUS_MEDICI_TAKE_LAST | self->selection))
    self->selection = 0;

  update_market (self);
  for (guint p = 0; p < self->n_players; p++)
    update_player_panel (self, p);
  update_prompt (self);
  update_actions (self);
  self->scroll_pending = TRUE;
  ludus_arrangement_queue (&self->market_follow);
  if (animate)
    _ludus_medici_view_send (self, ludus_game_get_state_before (game, n_moves - 1),
                             ludus_game_get_move (game, n_moves - 1));

  /* A take that ended a day: show its scoring.  Undone past the end of
   * the day: its scores are no longer on the table.  Either changes the
   * sheet, which refreshes again. */
  if (day_ended)
    show_day_sheet (self, state->day - 1);
  else if (undone_past_sheet)
    ludus_board_view_close_sheet (board);
}

static void
reveal_activated_cb (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  LudusMove move = ludus_medici_move_reveal ();

  ludus_board_view_play (LUDUS_BOARD_VIEW (widget), &move);
}

static void
play_take (LudusMediciView *self,
           guint            take)
{
  LudusMove move = ludus_medici_move_take (take);

  if (ludus_board_view_play (LUDUS_BOARD_VIEW (self), &move))
    self->selection = 0;
}

static void
confirm_take_response_cb (LudusMediciView  *self,
                          const char       *response,
                          AdwMessageDialog *dialog)
{
  guint take = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "take"));

  if (g_str_equal (response, "take"))
    play_take (self, take);
}

static void
take_activated_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  LudusMediciView *self = LUDUS_MEDICI_VIEW (widget);
  const LudusMediciState *state = get_state (self);
  guint take = LUDUS_MEDICI_TAKE_LAST | self->selection;
  LudusMove move = ludus_medici_move_take (take);
  guint8 cards[LUDUS_MEDICI_MAX_REVEALS];
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;
  guint n;

  if (!ludus_board_view_is_legal (LUDUS_BOARD_VIEW (self), &move))
    return;
  if (!ludus_board_view_get_confirm_end_turn (LUDUS_BOARD_VIEW (self))
      || !ludus_game_move_ends_turn (get_game (self), &move))
    {
      play_take (self, take);
      return;
    }

  n = ludus_medici_state_take_cards (state, &move, cards);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (names, ludus_medici_card_name (card_of (state, cards[i])));
  g_ptr_array_add (names, NULL);
  /* Translators: joins card names in a list */
  list = g_strjoinv (_(", "), (char **) names->pdata);
  /* Translators: %s is a list of cards, "Fur 3, Dye 2" */
  body = g_strdup_printf (_("Load %s onto your ship? Your turn ends."), list);

  dialog = adw_message_dialog_new (NULL, _("End Your Turn?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "take", _("_Take"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "take",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "take");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "take", GUINT_TO_POINTER (take));
  g_signal_connect_object (dialog, "response", G_CALLBACK (confirm_take_response_cb), self,
                           G_CONNECT_SWAPPED);
  ludus_board_view_present (LUDUS_BOARD_VIEW (self), GTK_WINDOW (dialog));
}

/* A card the rules do not let the player take: the prompt says why (a
 * screen reader reads it there too) until the next refresh. */
static void
refuse (LudusMediciView *self,
        char            *reason)
{
  G_GNUC_UNUSED g_autofree char *owned = reason;

  if (!ludus_board_view_human_to_play (LUDUS_BOARD_VIEW (self)))
    return;
  gtk_widget_error_bell (GTK_WIDGET (self));
  if (reason == NULL)
    return;
  ludus_board_view_set_header_text (self->prompt_label, reason);
  gtk_widget_add_css_class (GTK_WIDGET (self->prompt_label), "error");
}

static void
refuse_take (LudusMediciView *self,
             guint            take)
{
  refuse (self, ludus_medici_explain_take (get_state (self), take));
}

static void
toggle_card_activated_cb (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  LudusMediciView *self = LUDUS_MEDICI_VIEW (widget);
  guint position = g_variant_get_uint32 (parameter);
  guint bit, wanted;

  if (position > LUDUS_MEDICI_TAKE_REACH)
    {
      refuse (self, ludus_medici_explain_reach (get_state (self), position));
      return;
    }
  if (position < 2)
    return;

  bit = 1u << (position - 1);
  wanted = self->selection ^ bit;
  /* Marking a card is offered only if some legal take includes the marks. */
  if (!take_extends (self, LUDUS_MEDICI_TAKE_LAST | wanted))
    {
      if ((wanted & bit) == 0)
        return;
      /* The card fits only on its own: drop the other mark. */
      wanted = bit;
      if (!take_extends (self, LUDUS_MEDICI_TAKE_LAST | wanted))
        {
          refuse_take (self, LUDUS_MEDICI_TAKE_LAST | wanted);
          return;
        }
    }

  self->selection = wanted;
  ludus_medici_view_refresh (LUDUS_BOARD_VIEW (self));
}

static void
scale_cards (GtkWidget *box,
             double     scale)
{
  for (GtkWidget *child = gtk_widget_get_first_child (box);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    ludus_medici_card_widget_set_scale (LUDUS_MEDICI_CARD_WIDGET (child), scale);
}

/* A larger window: larger cards, slots and deck. */
static void
scale_changed_cb (LudusMediciView *self)
{
  double scale = ludus_board_view_get_scale (LUDUS_BOARD_VIEW (self));

  gtk_widget_set_size_request (GTK_WIDGET (self->deck_box), (int) (58 * scale), (int) (82 * scale));
  scale_cards (GTK_WIDGET (self->market_cards), scale);
  for (guint p = 0; p < self->n_players; p++)
    {
      PlayerPanel *panel = &self->players[p];

      scale_cards (GTK_WIDGET (panel->ship_cards), scale);
      scale_cards (GTK_WIDGET (panel->greens), scale);
      for (GtkWidget *slot = gtk_widget_get_first_child (GTK_WIDGET (panel->empty_slots));
           slot != NULL;
           slot = gtk_widget_get_next_sibling (slot))
        gtk_widget_set_size_request (slot, (int) (36 * scale), (int) (50 * scale));
    }
}

static void
ludus_medici_view_dispose (GObject *object)
{
  LudusMediciView *self = LUDUS_MEDICI_VIEW (object);

  /* Once: the board's flight layer goes with the parent's dispose. */
  if (self->landings != NULL)
    _ludus_medici_view_settle (self);
  g_clear_pointer (&self->landings, g_ptr_array_unref);
  g_clear_object (&self->count);
  g_clear_object (&self->hold);
  gtk_widget_dispose_template (GTK_WIDGET (object), LUDUS_TYPE_MEDICI_VIEW);
  /* After the market is gone, which may queue it. */
  ludus_arrangement_cancel (&self->market_follow);

  G_OBJECT_CLASS (ludus_medici_view_parent_class)->dispose (object);
}

/* A reveal: the deck; a take: the cards it takes. */
static void
ludus_medici_view_show_hint (LudusBoardView  *board,
                             const LudusMove *move)
{
  LudusMediciView *self = LUDUS_MEDICI_VIEW (board);
  const LudusMediciState *state = get_state (self);
  const LudusMediciMove *m = (const LudusMediciMove *) move;
  guint i = 0;

  if (m->kind != LUDUS_MEDICI_MOVE_TAKE)
    {
      ludus_board_view_mark_hint (board, GTK_WIDGET (self->deck_box));
      ludus_board_view_mark_hint (board, GTK_WIDGET (self->reveal_button));
      return;
    }
  ludus_board_view_mark_hint (board, GTK_WIDGET (self->take_button));
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->market_cards));
       child != NULL;
       child = gtk_widget_get_next_sibling (child), i++)
    {
      guint position = state->market_len - i;  /* 1 is the last card */

      if (position >= 1 && position <= LUDUS_MEDICI_TAKE_REACH && (m->take & (1u << (position - 1))) != 0)
        ludus_board_view_mark_hint (board, child);
    }
}

static void
ludus_medici_view_class_init (LudusMediciViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  LudusBoardViewClass *board_class = LUDUS_BOARD_VIEW_CLASS (klass);

  object_class->dispose = ludus_medici_view_dispose;
  board_class->refresh = ludus_medici_view_refresh;
  board_class->show_hint = ludus_medici_view_show_hint;
  board_class->show_changes = _ludus_medici_view_show_changes;
  board_class->update_prompt = ludus_medici_view_update_prompt;
  board_class->show_presence = ludus_medici_view_show_presence;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/medici/ludus-medici-view.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusMediciView, deck_box);
  gtk_widget_class_bind_template_child (widget_class, LudusMediciView, deck_count_label);
  gtk_widget_class_bind_template_child (widget_class, LudusMediciView, market_box);
  gtk_widget_class_bind_template_child (widget_class, LudusMediciView, market_cards);
  gtk_widget_class_bind_template_child (widget_class, LudusMediciView, market_empty_label);
  gtk_widget_class_bind_template_child (widget_class, LudusMediciView, market_scroller);
  gtk_widget_class_bind_template_child (widget_class, LudusMediciView, players_box);
  gtk_widget_class_bind_template_child (widget_class, LudusMediciView, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, LudusMediciView, reveal_button);
  gtk_widget_class_bind_template_child (widget_class, LudusMediciView, take_button);
  gtk_widget_class_bind_template_child (widget_class, LudusMediciView, turn_label);

  gtk_widget_class_install_action (widget_class, "medici.reveal", NULL, reveal_activated_cb);
  gtk_widget_class_install_action (widget_class, "medici.take", NULL, take_activated_cb);
  gtk_widget_class_install_action (widget_class, "medici.toggle-card", "u", toggle_card_activated_cb);

  gtk_widget_class_set_css_name (widget_class, "medici-view");
}

/* R, 2, 3 and T work wherever the focus is in the window, so a turn can
 * be played from the keyboard without first tabbing into the table. */
static void
add_shortcuts (LudusMediciView *self)
{
  static const struct {
    guint       key;
    const char *action;
    guint       position;
  } keys[] = {
    { GDK_KEY_r, "medici.reveal", 0 },
    { GDK_KEY_t, "medici.take", 0 },
    { GDK_KEY_2, "medici.toggle-card", 2 },
    { GDK_KEY_3, "medici.toggle-card", 3 },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller), GTK_SHORTCUT_SCOPE_MANAGED);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].key, 0),
                                                gtk_named_action_new (keys[i].action));

      if (keys[i].position != 0)
        gtk_shortcut_set_arguments (shortcut, g_variant_new_uint32 (keys[i].position));
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), shortcut);
    }
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

static void
ludus_medici_view_init (LudusMediciView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  ludus_arrangement_init (&self->market_follow, GTK_WIDGET (self), scroll_market_to_end);
  ludus_arrangement_queue_on_bounds (&self->market_follow,
                                     gtk_scrolled_window_get_hadjustment (self->market_scroller));
  self->landings = g_ptr_array_new ();
  add_shortcuts (self);
  g_signal_connect (self, "notify::scale", G_CALLBACK (scale_changed_cb), NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "medici.reveal", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "medici.take", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "medici.toggle-card", FALSE);
}

/* The marked optional cards: LUDUS_MEDICI_TAKE_SECOND and _THIRD bits. */
guint
ludus_medici_view_get_selection (LudusMediciView *self)
{
  g_return_val_if_fail (LUDUS_IS_MEDICI_VIEW (self), 0);

  return self->selection;
}
