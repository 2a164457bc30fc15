/* ludus-medici-view.c: the Medici table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The market with the deck, and every player's ship, warehouse and florins.
 * A human's turn is built from the model's legal moves only: Reveal is
 * offered when a reveal is legal, the 2nd- and 3rd-last cards can be marked
 * when some legal take includes them, and Take plays the take that matches
 * the marks.  When a take ends a day, the day's scoring goes to the log and
 * a scoring sheet holds the game until the players have read it.
 *
 * Actions (also for tests): medici.reveal, medici.take,
 * medici.toggle-card(u: 2 or 3, the position from the end of the market).
 */

#define G_LOG_DOMAIN "ludus-medici-view"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-application.h"
#include "ludus-game-controller.h"
#include "ludus-medici-card-widget.h"
#include "ludus-medici-day-sheet.h"
#include "ludus-medici-game.h"
#include "ludus-medici-symbol.h"
#include "ludus-medici-view.h"
#include "ludus-new-game-dialog.h"
#include "ludus-window.h"

struct _LudusMediciView
{
  AdwBin          parent_instance;

  LudusGame      *game;
  guint           selection;     /* LUDUS_MEDICI_TAKE_SECOND | _THIRD */
  guint           shown_day;
  guint           seen_moves;
  GtkWindow      *day_sheet;     /* weak */
  LudusGameController *held;     /* the controller the day sheet holds */

  GtkLabel       *deck_count_label;
  GtkBox         *deck_box;
  GtkBox         *market_box;
  GtkLabel       *market_empty_label;
  GtkScrolledWindow *market_scroller;
  GtkGrid        *players_box;
  GtkLabel       *prompt_label;
  GtkLabel       *turn_label;
};

G_DEFINE_FINAL_TYPE (LudusMediciView, ludus_medici_view, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

static const LudusMediciState *
get_state (LudusMediciView *self)
{
  return ludus_medici_game_get_state (LUDUS_MEDICI_GAME (self->game));
}

static const LudusMediciCard *
card_of (const LudusMediciState *state,
         guint                   card)
{
  return &state->content->cards[card];
}

static LudusGameController *
get_controller (LudusMediciView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (!LUDUS_IS_WINDOW (root))
    return NULL;
  return ludus_window_get_controller (LUDUS_WINDOW (root));
}

static gboolean
human_to_play (LudusMediciView *self)
{
  return self->game != NULL &&
         !ludus_game_is_over (self->game) &&
         !ludus_game_current_seat_is_computer (self->game) &&
         self->day_sheet == NULL;
}

static gboolean
has_legal (LudusMediciView *self,
           const LudusMove *move)
{
  return human_to_play (self) && ludus_game_is_legal (self->game, move);
}

/* Whether some legal take includes every card of @take. */
static gboolean
take_extends (LudusMediciView *self,
              guint            take)
{
  const LudusMove *moves;
  guint n_moves;

  if (!human_to_play (self))
    return FALSE;

  moves = ludus_game_get_legal_moves (self->game, &n_moves);
  for (guint i = 0; i < n_moves; i++)
    {
      const LudusMediciMove *m = (const LudusMediciMove *) moves[i].bytes;

      if (m->kind == LUDUS_MEDICI_MOVE_TAKE && (m->take & take) == take)
        return TRUE;
    }
  return FALSE;
}

static const char *
player_name (LudusMediciView *self,
             guint            player)
{
  return ludus_game_get_options (self->game)->seats[player].name;
}

static guint
bonus_threshold (const LudusMediciState *state)
{
  return state->n_players == 2 ? 7 : 5;
}

static guint
big_bonus_threshold (const LudusMediciState *state)
{
  return state->n_players == 2 ? 10 : 8;
}

static GtkWidget *
new_goods_chip (const LudusMediciState *state,
                guint                   player,
                LudusMediciGoods        goods)
{
  guint count = state->stock[player][goods];
  guint most = 0;
  g_autofree char *text = NULL;
  g_autofree char *tooltip = NULL;
  GtkWidget *chip = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  GtkWidget *label;
  gboolean leader, bonus;

  for (guint p = 0; p < state->n_players; p++)
    most = MAX (most, state->stock[p][goods]);
  leader = count > 0 && count == most;
  bonus = count >= bonus_threshold (state);

  gtk_widget_add_css_class (chip, "goods-chip");
  gtk_widget_add_css_class (chip, ludus_medici_goods_css_class (goods));
  if (leader)
    gtk_widget_add_css_class (chip, "leader");
  if (bonus)
    gtk_widget_add_css_class (chip, "bonus");
  if (count == 0)
    gtk_widget_add_css_class (chip, "empty");

  gtk_box_append (GTK_BOX (chip), ludus_medici_symbol_new (goods));
  text = bonus ? g_strdup_printf ("%u★", count) : g_strdup_printf ("%u", count);
  label = gtk_label_new (text);
  gtk_box_append (GTK_BOX (chip), label);

  if (state->big_stocks && count >= big_bonus_threshold (state))
    /* Translators: a warehouse stock, e.g. "Fur: 8 symbols, most of all players, big bonus (20 florins)" */
    tooltip = g_strdup_printf (leader ? _("%s: %u symbols, the most, big bonus (20 florins)")
                                      : _("%s: %u symbols, big bonus (20 florins)"),
                               _(ludus_medici_goods_names[goods]), count);
  else if (bonus)
    tooltip = g_strdup_printf (leader ? _("%s: %u symbols, the most, bonus (10 florins)")
                                      : _("%s: %u symbols, bonus (10 florins)"),
                               _(ludus_medici_goods_names[goods]), count);
  else
    tooltip = g_strdup_printf (leader ? _("%s: %u symbols, the most (bonus from %u)")
                                      : _("%s: %u symbols (bonus from %u)"),
                               _(ludus_medici_goods_names[goods]), count, bonus_threshold (state));
  gtk_widget_set_tooltip_text (chip, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (chip),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip,
                                  -1);
  return chip;
}

static GtkWidget *
new_player_panel (LudusMediciView *self,
                  guint            player)
{
  const LudusMediciState *state = get_state (self);
  const LudusSeat *seat = &ludus_game_get_options (self->game)->seats[player];
  guint8 cards[LUDUS_MEDICI_MAX_CARDS];
  guint n_cards = ludus_medici_state_get_ship (state, player, cards);
  guint n_space = 0;
  g_autofree char *florins = NULL;
  g_autofree char *ship_text = NULL;
  GtkWidget *panel, *header, *dot, *name, *label, *slots, *greens, *warehouse;

  panel = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (panel, "card");
  gtk_widget_add_css_class (panel, "medici-player");
  if (!ludus_game_is_over (self->game) && player == state->current)
    gtk_widget_add_css_class (panel, "current");

  /* Name and florins. */
  header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  dot = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class (dot, "player-dot");
  gtk_widget_add_css_class (dot,
                            ludus_player_colour_css_class (MIN (seat->colour,
                                                                LUDUS_N_PLAYER_COLOURS - 1)));
  gtk_widget_set_valign (dot, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (header), dot);
  name = gtk_label_new (seat->name);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_widget_set_hexpand (name, TRUE);
  gtk_widget_add_css_class (name, "heading");
  gtk_box_append (GTK_BOX (header), name);
  florins = g_strdup_printf (ngettext ("%u florin", "%u florins", state->florins[player]),
                             state->florins[player]);
  label = gtk_label_new (florins);
  gtk_widget_add_css_class (label, "florins");
  gtk_box_append (GTK_BOX (header), label);
  gtk_box_append (GTK_BOX (panel), header);

  /* The ship: one slot per unit of capacity; green cards beside it. */
  if (ludus_medici_state_is_full (state, player))
    /* Translators: a ship's printed value, and that it has no space left */
    ship_text = g_strdup_printf (_("Ship: value %u, full"), state->ship_value[player]);
  else
    ship_text = g_strdup_printf (_("Ship: value %u"), state->ship_value[player]);
  label = gtk_label_new (ship_text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (panel), label);

  slots = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
  gtk_widget_add_css_class (slots, "medici-ship");
  greens = NULL;
  for (guint i = 0; i < n_cards; i++)
    {
      const LudusMediciCard *card = card_of (state, cards[i]);

      if (card->green)
        {
          if (greens == NULL)
            greens = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
          gtk_box_append (GTK_BOX (greens), ludus_medici_card_widget_new (card, TRUE));
        }
      else
        {
          gtk_box_append (GTK_BOX (slots), ludus_medici_card_widget_new (card, TRUE));
          n_space++;
        }
    }
  for (guint i = n_space; i < state->capacity; i++)
    {
      GtkWidget *slot = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

      gtk_widget_add_css_class (slot, "ship-slot");
      gtk_widget_set_size_request (slot, 36, 50);
      gtk_box_append (GTK_BOX (slots), slot);
    }
  gtk_box_append (GTK_BOX (panel), slots);
  if (greens != NULL)
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

      label = gtk_label_new (_("No space:"));
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 12);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_set_tooltip_text (label, _("Green cards take no space on the ship"));
      gtk_box_append (GTK_BOX (row), label);
      gtk_box_append (GTK_BOX (row), greens);
      gtk_box_append (GTK_BOX (panel), row);
    }

  /* The warehouse: symbols per good. */
  warehouse = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
  gtk_widget_add_css_class (warehouse, "medici-warehouse");
  gtk_accessible_update_property (GTK_ACCESSIBLE (warehouse),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Warehouse"),
                                  -1);
  gtk_widget_set_tooltip_text (warehouse, _("Warehouse"));
  for (guint g = 0; g < LUDUS_MEDICI_N_GOODS; g++)
    gtk_box_append (GTK_BOX (warehouse), new_goods_chip (state, player, g));
  gtk_box_append (GTK_BOX (panel), warehouse);

  return panel;
}

static void
card_activated_cb (GtkWidget *card,
                   gpointer   user_data)
{
  LudusMediciView *self = LUDUS_MEDICI_VIEW (gtk_widget_get_ancestor (card, LUDUS_TYPE_MEDICI_VIEW));
  guint position = GPOINTER_TO_UINT (user_data);

  gtk_widget_activate_action (GTK_WIDGET (self), "medici.toggle-card", "u", position);
}

static void
update_prompt (LudusMediciView *self)
{
  const LudusMediciState *state = get_state (self);
  LudusMove reveal = ludus_medici_move_reveal ();
  guint current = ludus_game_get_current_player (self->game);
  g_autofree char *turn = NULL;
  g_autofree char *prompt = NULL;

  if (ludus_game_is_over (self->game))
    {
      gtk_label_set_text (self->turn_label, _("The game is over"));
      gtk_label_set_text (self->prompt_label, _("Most florins after the third day wins."));
      return;
    }

  /* Translators: "Day 2 of 3 · Anna’s turn" */
  turn = g_strdup_printf (_("Day %u of %u · %s’s turn"), state->day + 1, LUDUS_MEDICI_N_DAYS,
                          player_name (self, current));
  gtk_label_set_text (self->turn_label, turn);

  if (ludus_game_current_seat_is_computer (self->game))
    prompt = g_strdup_printf (_("%s is thinking…"), player_name (self, current));
  else if (self->day_sheet != NULL)
    prompt = g_strdup (_("Read the day’s scoring, then start the next day."));
  else if (!take_extends (self, LUDUS_MEDICI_TAKE_LAST))
    prompt = g_strdup (_("Reveal a card from the deck."));
  else if (ludus_game_is_legal (self->game, &reveal))
    prompt = g_strdup (_("Reveal another card, or mark the cards to take and press Take."));
  else
    prompt = g_strdup (_("Mark the cards to take and press Take: the last card always goes."));
  gtk_label_set_text (self->prompt_label, prompt);
}

static void
update_actions (LudusMediciView *self)
{
  LudusMove reveal = ludus_medici_move_reveal ();
  LudusMove take = ludus_medici_move_take (LUDUS_MEDICI_TAKE_LAST | self->selection);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "medici.reveal", has_legal (self, &reveal));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "medici.take", has_legal (self, &take));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "medici.toggle-card",
                                 take_extends (self, LUDUS_MEDICI_TAKE_LAST | LUDUS_MEDICI_TAKE_SECOND) ||
                                 take_extends (self, LUDUS_MEDICI_TAKE_LAST | LUDUS_MEDICI_TAKE_THIRD));
}

static gboolean
scroll_market_to_end_cb (gpointer user_data)
{
  LudusMediciView *self = user_data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_hadjustment (self->market_scroller);

  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  g_object_unref (self);
  return G_SOURCE_REMOVE;
}

static void
rebuild_market (LudusMediciView *self)
{
  const LudusMediciState *state = get_state (self);
  GtkWidget *child;
  g_autofree char *deck = g_strdup_printf ("%u", state->deck_len);
  g_autofree char *deck_name = g_strdup_printf (ngettext ("Deck: %u card", "Deck: %u cards",
                                                          state->deck_len),
                                                state->deck_len);

  gtk_label_set_text (self->deck_count_label, deck);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->deck_box), deck_name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->deck_box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, deck_name,
                                  -1);

  while ((child = gtk_widget_get_last_child (GTK_WIDGET (self->market_box))) != NULL &&
         child != GTK_WIDGET (self->market_empty_label))
    gtk_box_remove (self->market_box, child);
  gtk_widget_set_visible (GTK_WIDGET (self->market_empty_label), state->market_len == 0);

  for (guint i = 0; i < state->market_len; i++)
    {
      guint position = state->market_len - i;  /* 1 is the last card */
      guint bit = 1u << (position - 1);
      GtkWidget *card = ludus_medici_card_widget_new (card_of (state, state->market[i]), FALSE);
      gboolean mandatory = position == 1 && take_extends (self, LUDUS_MEDICI_TAKE_LAST);
      gboolean optional = position > 1 && position <= 3 &&
                          take_extends (self, LUDUS_MEDICI_TAKE_LAST | bit);

      ludus_medici_card_widget_set_takeable (LUDUS_MEDICI_CARD_WIDGET (card),
                                             mandatory || optional,
                                             optional);
      if (mandatory || (optional && (self->selection & bit) != 0))
        ludus_medici_card_widget_set_selected (LUDUS_MEDICI_CARD_WIDGET (card), TRUE);
      if (optional)
        g_signal_connect (card, "activate", G_CALLBACK (card_activated_cb), GUINT_TO_POINTER (position));
      gtk_box_append (self->market_box, card);
    }

  g_idle_add (scroll_market_to_end_cb, g_object_ref (self));
}

static void
rebuild_players (LudusMediciView *self)
{
  const LudusMediciState *state = get_state (self);
  /* Two rows of two for four players, else up to three a row. */
  guint columns = state->n_players == 4 ? 2 : MIN (state->n_players, 3);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->players_box))) != NULL)
    gtk_grid_remove (self->players_box, child);

  for (guint p = 0; p < state->n_players; p++)
    gtk_grid_attach (self->players_box, new_player_panel (self, p), p % columns, p / columns, 1, 1);
}

static void
refresh (LudusMediciView *self)
{
  if (self->game == NULL)
    return;

  /* A mark that no legal take allows any more goes. */
  if (self->selection != 0 && !take_extends (self, LUDUS_MEDICI_TAKE_LAST | self->selection))
    self->selection = 0;

  update_prompt (self);
  update_actions (self);
  rebuild_market (self);
  rebuild_players (self);
}

static void
add_day_to_log (LudusMediciView     *self,
                LudusGameController *controller,
                guint                day)
{
  const LudusMediciState *state = get_state (self);
  const LudusMediciDay *scores = &state->days[day];
  g_autofree char *heading = g_strdup_printf (_("End of day %u: scoring"), day + 1);

  ludus_game_controller_add_log_line (controller, heading);
  for (guint p = 0; p < state->n_players; p++)
    {
      const LudusMediciPlayerDay *pd = &scores->players[p];
      g_autofree char *ship = NULL;
      g_autofree char *total = NULL;

      /* Translators: "Anna’s ship (value 17) earns 30 florins" */
      ship = g_strdup_printf (_("%s’s ship (value %u) earns %u florins"),
                              player_name (self, p), pd->ship_value, pd->ship_payout);
      ludus_game_controller_add_log_line (controller, ship);

      for (guint g = 0; g < LUDUS_MEDICI_N_GOODS; g++)
        {
          if (pd->majority[g] > 0)
            {
              g_autofree char *line =
                /* Translators: "Anna earns 10 florins for the most Fur (6 symbols)" */
                g_strdup_printf (_("%s earns %u florins for the most %s (%u symbols)"),
                                 player_name (self, p), pd->majority[g],
                                 _(ludus_medici_goods_names[g]), pd->symbols[g]);
              ludus_game_controller_add_log_line (controller, line);
            }
          if (pd->bonus[g] > 0)
            {
              g_autofree char *line =
                /* Translators: "Anna earns a bonus of 10 florins for Fur (6 symbols)" */
                g_strdup_printf (_("%s earns a bonus of %u florins for %s (%u symbols)"),
                                 player_name (self, p), pd->bonus[g],
                                 _(ludus_medici_goods_names[g]), pd->symbols[g]);
              ludus_game_controller_add_log_line (controller, line);
            }
        }

      total = g_strdup_printf (_("%s earns %u florins on day %u"),
                               player_name (self, p), pd->total, day + 1);
      ludus_game_controller_add_log_line (controller, total);
    }
}

static void
day_sheet_destroyed_cb (LudusMediciView *self,
                        GtkWindow       *sheet)
{
  self->day_sheet = NULL;
  if (self->held != NULL)
    {
      ludus_game_controller_release (self->held);
      g_clear_object (&self->held);
    }
  if (self->game != NULL)
    refresh (self);
}

static void
show_day_sheet (LudusMediciView     *self,
                LudusGameController *controller,
                guint                day)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (self->day_sheet != NULL)
    gtk_window_destroy (self->day_sheet);

  self->day_sheet = GTK_WINDOW (ludus_medici_day_sheet_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                            self->game, day));
  if (controller != NULL)
    {
      self->held = g_object_ref (controller);
      ludus_game_controller_hold (controller);
    }
  g_signal_connect_object (self->day_sheet, "destroy",
                           G_CALLBACK (day_sheet_destroyed_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (self->day_sheet);
}

static void
game_changed_cb (LudusMediciView *self,
                 LudusGame       *game)
{
  const LudusMediciState *state = get_state (self);
  guint n_moves = ludus_game_get_n_moves (game);

  /* A take that ended a day (not an undo back past one): score it. */
  if (n_moves > self->seen_moves && state->day > self->shown_day)
    {
      LudusGameController *controller = get_controller (self);

      if (controller != NULL)
        for (guint d = self->shown_day; d < state->day; d++)
          add_day_to_log (self, controller, d);
      self->shown_day = state->day;
      self->seen_moves = n_moves;
      self->selection = 0;
      show_day_sheet (self, controller, state->day - 1);
    }

  /* Undone past the end of the day: its scores are no longer on the table. */
  if (n_moves < self->seen_moves && self->day_sheet != NULL)
    gtk_window_destroy (self->day_sheet);

  self->shown_day = state->day;
  if (n_moves != self->seen_moves)
    self->selection = 0;
  self->seen_moves = n_moves;
  refresh (self);
}

static void
reveal_activated_cb (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  LudusMediciView *self = LUDUS_MEDICI_VIEW (widget);
  LudusMove move = ludus_medici_move_reveal ();
  g_autoptr(GError) error = NULL;

  if (!has_legal (self, &move))
    return;
  if (!ludus_game_apply_move (self->game, &move, &error))
    g_warning ("Reveal refused: %s", error->message);
}

static void
play_take (LudusMediciView *self,
           guint            take)
{
  LudusMove move = ludus_medici_move_take (take);
  g_autoptr(GError) error = NULL;

  if (!has_legal (self, &move))
    return;
  self->selection = 0;
  if (!ludus_game_apply_move (self->game, &move, &error))
    g_warning ("Take refused: %s", error->message);
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

/* Whether Preferences ask to confirm the end of a turn. */
static gboolean
confirm_end_turn (LudusMediciView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkApplication *app = GTK_IS_WINDOW (root) ? gtk_window_get_application (GTK_WINDOW (root)) : NULL;

  return LUDUS_IS_APPLICATION (app) &&
         g_settings_get_boolean (ludus_application_get_settings (LUDUS_APPLICATION (app)),
                                 "confirm-end-turn");
}

static void
take_activated_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  LudusMediciView *self = LUDUS_MEDICI_VIEW (widget);
  guint take = LUDUS_MEDICI_TAKE_LAST | self->selection;
  LudusMove move = ludus_medici_move_take (take);
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (!has_legal (self, &move))
    return;
  if (!confirm_end_turn (self))
    {
      play_take (self, take);
      return;
    }

  {
    const LudusMediciState *state = get_state (self);
    guint8 cards[LUDUS_MEDICI_MAX_REVEALS];
    guint n = ludus_medici_state_take_cards (state, &move, cards);
    g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
    g_autofree char *list = NULL;

    for (guint i = 0; i < n; i++)
      g_ptr_array_add (names, ludus_medici_card_name (card_of (state, cards[i])));
    g_ptr_array_add (names, NULL);
    /* Translators: joins card names in a list */
    list = g_strjoinv (_(", "), (char **) names->pdata);
    /* Translators: %s is a list of cards, "Fur 3, Dye 2" */
    body = g_strdup_printf (_("Load %s onto your ship? Your turn ends."), list);
  }
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)),
                                   _("End Your Turn?"), body);
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
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
toggle_card_activated_cb (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  LudusMediciView *self = LUDUS_MEDICI_VIEW (widget);
  guint position = g_variant_get_uint32 (parameter);
  guint bit, wanted;

  if (position < 2 || position > 3)
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
        return;
    }

  self->selection = wanted;
  refresh (self);
}

static void
ludus_medici_view_dispose (GObject *object)
{
  LudusMediciView *self = LUDUS_MEDICI_VIEW (object);

  if (self->day_sheet != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->day_sheet, self);
      gtk_window_destroy (self->day_sheet);
      self->day_sheet = NULL;
    }
  if (self->held != NULL)
    {
      ludus_game_controller_release (self->held);
      g_clear_object (&self->held);
    }
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), LUDUS_TYPE_MEDICI_VIEW);

  G_OBJECT_CLASS (ludus_medici_view_parent_class)->dispose (object);
}

static void
ludus_medici_view_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  LudusMediciView *self = LUDUS_MEDICI_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludus_medici_view_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  LudusMediciView *self = LUDUS_MEDICI_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      ludus_medici_view_set_game (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludus_medici_view_class_init (LudusMediciViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_medici_view_dispose;
  object_class->get_property = ludus_medici_view_get_property;
  object_class->set_property = ludus_medici_view_set_property;

  /**
   * LudusMediciView:game:
   *
   * The game on the table, a #LudusMediciGame.  Every board view has this
   * property; the window sets it.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         LUDUS_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ludus-medici-view.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusMediciView, deck_box);
  gtk_widget_class_bind_template_child (widget_class, LudusMediciView, deck_count_label);
  gtk_widget_class_bind_template_child (widget_class, LudusMediciView, market_box);
  gtk_widget_class_bind_template_child (widget_class, LudusMediciView, market_empty_label);
  gtk_widget_class_bind_template_child (widget_class, LudusMediciView, market_scroller);
  gtk_widget_class_bind_template_child (widget_class, LudusMediciView, players_box);
  gtk_widget_class_bind_template_child (widget_class, LudusMediciView, prompt_label);
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
  add_shortcuts (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "medici.reveal", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "medici.take", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "medici.toggle-card", FALSE);
}

/**
 * ludus_medici_view_new:
 * @game: a #LudusMediciGame
 *
 * Returns: (transfer floating): a table showing @game
 */
GtkWidget *
ludus_medici_view_new (LudusGame *game)
{
  g_return_val_if_fail (LUDUS_IS_MEDICI_GAME (game), NULL);

  return g_object_new (LUDUS_TYPE_MEDICI_VIEW,
                       "game", game,
                       NULL);
}

LudusGame *
ludus_medici_view_get_game (LudusMediciView *self)
{
  g_return_val_if_fail (LUDUS_IS_MEDICI_VIEW (self), NULL);

  return self->game;
}

void
ludus_medici_view_set_game (LudusMediciView *self,
                            LudusGame       *game)
{
  g_return_if_fail (LUDUS_IS_MEDICI_VIEW (self));
  g_return_if_fail (game == NULL || LUDUS_IS_MEDICI_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  self->selection = 0;

  if (game != NULL)
    {
      self->shown_day = get_state (self)->day;
      self->seen_moves = ludus_game_get_n_moves (game);
      g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
      refresh (self);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/* The marked optional cards: LUDUS_MEDICI_TAKE_SECOND and _THIRD bits. */
guint
ludus_medici_view_get_selection (LudusMediciView *self)
{
  g_return_val_if_fail (LUDUS_IS_MEDICI_VIEW (self), 0);

  return self->selection;
}

/**
 * ludus_medici_view_get_day_sheet:
 *
 * Returns: (transfer none) (nullable): the scoring sheet on screen
 */
GtkWindow *
ludus_medici_view_get_day_sheet (LudusMediciView *self)
{
  g_return_val_if_fail (LUDUS_IS_MEDICI_VIEW (self), NULL);

  return self->day_sheet;
}
