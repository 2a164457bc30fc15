/* ludus-thebes-view.c: the Thebes table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The time track, the map, the display with the exhibitions, the dig with
 * its time wheel and the bag, and every player's tableau.  A person's turn
 * is built with the model's turn builder (ludus-thebes-turn.h), choice by
 * choice: the view offers what the builder allows, shows what the turn
 * costs before it is played, and plays the move the builder completed.
 * The view never decides what is legal.
 *
 * The widgets are made once and updated in place, so focus, accessible
 * names and the reveal of a dig's tokens survive a move.
 *
 * A computer's move is shown in two steps: from the session's
 * ::move-chosen the table shows the state after the trip (the model's
 * ludus_thebes_apply_trip()), and the action follows when the session
 * plays the move.
 *
 * Actions (also for tests): thebes.choose-place(u: LudusThebesPlace),
 * thebes.choose-card(u: display slot), thebes.choose-exhibition(u: slot),
 * thebes.swap, thebes.zeppelin(b), thebes.rumours(u), thebes.assistant(b),
 * thebes.shovel(b), thebes.choose-weeks(u: 1–12), thebes.end-expedition,
 * thebes.confirm (Enter), thebes.cancel (Escape) and thebes.hide-draw:
 * ludus-thebes-view-actions.c.  The motion and the marks of the last
 * moves: ludus-thebes-view-motion.c.
 */

#define G_LOG_DOMAIN "ludus-thebes-view"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-player-colours.h"
#include "ludus-rule-help.h"
#include "ludus-thebes-card-widget.h"
#include "ludus-thebes-dig-panel.h"
#include "ludus-thebes-map.h"
#include "ludus-thebes-score-sheet.h"
#include "ludus-thebes-tableau.h"
#include "ludus-thebes-time-track.h"
#include "ludus-thebes-view-private.h"
#include "ludus-thebes-widgets.h"
#include "thebes/ludus-thebes-game.h"


G_DEFINE_FINAL_TYPE (LudusThebesView, ludus_thebes_view, LUDUS_TYPE_BOARD_VIEW)

static LudusGame *
get_game (LudusThebesView *self)
{
  return ludus_board_view_get_game (LUDUS_BOARD_VIEW (self));
}

static const LudusThebesState *
game_state (LudusThebesView *self)
{
  return ludus_thebes_game_get_state (LUDUS_THEBES_GAME (get_game (self)));
}

/* The state on show: the game's, or a computer's move after its trip. */
static const LudusThebesState *
get_state (LudusThebesView *self)
{
  return self->stepping ? self->step : game_state (self);
}

static const char *
player_name (LudusThebesView *self,
             guint            player)
{
  return ludus_board_view_player_name (LUDUS_BOARD_VIEW (self), player);
}

static guint
player_colour (LudusThebesView *self,
               guint            player)
{
  return ludus_game_get_options (get_game (self))->seats[player].colour;
}

/* Whether a person builds the turn now. */
gboolean
_ludus_thebes_view_building (LudusThebesView *self)
{
  return ludus_board_view_human_to_play (LUDUS_BOARD_VIEW (self));
}

/* Making the widgets ----------------------------------------------------- */

static void
display_clicked_cb (LudusThebesView *self,
                    GtkWidget       *card)
{
  for (guint i = 0; i < LUDUS_THEBES_DISPLAY_SIZE; i++)
    if (GTK_WIDGET (self->display[i]) == card)
      gtk_widget_activate_action (GTK_WIDGET (self), "thebes.choose-card", "u", i);
}

static void
slot_clicked_cb (LudusThebesView *self,
                 GtkWidget       *card)
{
  for (guint i = 0; i < LUDUS_THEBES_N_SLOTS; i++)
    if (GTK_WIDGET (self->slots[i]) == card)
      gtk_widget_activate_action (GTK_WIDGET (self), "thebes.choose-exhibition", "u", i);
}

static void
place_activated_cb (LudusThebesView *self,
                    guint            place)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "thebes.choose-place", "u", place);
}

static void
zeppelin_toggled_cb (LudusThebesView *self,
                     GtkCheckButton  *check)
{
  if (!self->updating)
    gtk_widget_activate_action (GTK_WIDGET (self), "thebes.zeppelin", "b",
                                gtk_check_button_get_active (check));
}

static void
make_widgets (LudusThebesView *self)
{
  const LudusThebesState *state = get_state (self);

  ludus_thebes_map_set_layout (self->map, state->content);

  for (guint p = 0; p < state->n_players; p++)
    {
      self->tableaux[p] = LUDUS_THEBES_TABLEAU (ludus_thebes_tableau_new ());
      gtk_box_append (GTK_BOX (self->players_box), GTK_WIDGET (self->tableaux[p]));
    }
  self->n_players = state->n_players;
  _ludus_thebes_view_arrange_tableaux (self, state->n_players);
  self->made = TRUE;
}

/* The tableaux, the cards and the header are arranged again after the
 * layout, not during it. */
static void
ludus_thebes_view_size_allocate (GtkWidget *widget,
                                 int        width,
                                 int        height,
                                 int        baseline)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (widget);

  GTK_WIDGET_CLASS (ludus_thebes_view_parent_class)->size_allocate (widget, width, height, baseline);
  if (self->made)
    _ludus_thebes_view_arrange_for_size (self, width);
}

/* The widgets that do not depend on the game, made with the view. */
static void
make_fixed_widgets (LudusThebesView *self)
{
  for (guint i = 0; i < LUDUS_THEBES_DISPLAY_SIZE; i++)
    {
      self->display[i] = LUDUS_THEBES_CARD_WIDGET (ludus_thebes_card_widget_new ());
      g_signal_connect_object (self->display[i], "clicked", G_CALLBACK (display_clicked_cb), self,
                               G_CONNECT_SWAPPED);
      gtk_box_append (self->display_box, GTK_WIDGET (self->display[i]));
    }
  for (guint i = 0; i < LUDUS_THEBES_N_SLOTS; i++)
    {
      self->slots[i] = LUDUS_THEBES_CARD_WIDGET (ludus_thebes_card_widget_new ());
      g_signal_connect_object (self->slots[i], "clicked", G_CALLBACK (slot_clicked_cb), self,
                               G_CONNECT_SWAPPED);
      gtk_box_append (self->slots_box, GTK_WIDGET (self->slots[i]));
    }

  _ludus_thebes_view_init_layout (self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->map),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Map"),
                                  -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->time_track),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Time track"),
                                  -1);
  g_signal_connect_object (self->map, "place-activated", G_CALLBACK (place_activated_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->zeppelin_check, "toggled", G_CALLBACK (zeppelin_toggled_cb), self,
                           G_CONNECT_SWAPPED);
}

/* Updating them ---------------------------------------------------------- */

/* The time of the player to move once the turn built so far is played. */
static int
landing_time (LudusThebesView *self)
{
  const LudusThebesState *state = get_state (self);
  guint player = ludus_thebes_turn_get_player (self->turn);

  return state->players[player].time + (int) ludus_thebes_turn_get_weeks (self->turn);
}

static void
update_header (LudusThebesView *self)
{
  LudusGame *game = get_game (self);
  const LudusThebesState *state = get_state (self);
  guint current = ludus_game_get_current_player (game);
  LudusThebesTurnPrompt prompt = ludus_thebes_turn_get_prompt (self->turn);
  const LudusThebesPlayer *pl = &state->players[current];
  g_autofree char *turn = NULL;
  g_autofree char *weeks = NULL;
  const char *text;
  guint place = ludus_thebes_turn_get_place (self->turn);

  /* The last move, as the core narrates it: a computer's turn can be
   * followed without the log. */
  if (ludus_game_get_n_moves (game) > 0)
    {
      const char *entry = ludus_game_get_log_entry (game, ludus_game_get_n_moves (game) - 1);
      /* Translators: the move just played, "Last move: Anna dug in Egypt for 6 weeks" */
      g_autofree char *last = g_strdup_printf (_("Last move: %s"), entry != NULL ? entry : "");

      gtk_label_set_text (self->last_label, last);
      ludus_rule_help_set_tooltip (GTK_WIDGET (self->last_label), last);
    }
  else
    gtk_label_set_text (self->last_label, "");

  /* A refusal's reason stays until the next choice. */
  gtk_widget_remove_css_class (GTK_WIDGET (self->prompt_label), "error");
  /* A position in a review: nobody is asked to move. */
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_label),
                          !ludus_board_view_get_read_only (LUDUS_BOARD_VIEW (self)));
  gtk_widget_set_visible (GTK_WIDGET (self->weeks_label),
                          !ludus_board_view_get_read_only (LUDUS_BOARD_VIEW (self)));

  if (ludus_game_is_over (game))
    {
      g_autofree char *title = ludus_board_view_game_over_title (LUDUS_BOARD_VIEW (self));

      ludus_board_view_set_header_text (self->turn_label, title);
      ludus_board_view_set_header_text (self->prompt_label, _("Most victory points wins."));
      gtk_label_set_text (self->weeks_label, "");
      return;
    }

  if (game_state (self)->last_player == current)
    /* Translators: "Week 5 of 1902 · Anna moves again" */
    turn = g_strdup_printf (_("Week %u of %u · %s moves again"), ludus_thebes_week (pl->time),
                            ludus_thebes_year (pl->time), player_name (self, current));
  else
    /* Translators: "Week 5 of 1902 · Anna’s turn" */
    turn = g_strdup_printf (_("Week %u of %u · %s’s turn"), ludus_thebes_week (pl->time),
                            ludus_thebes_year (pl->time), player_name (self, current));
  ludus_board_view_set_header_text (self->turn_label, turn);

  if (ludus_game_current_seat_is_computer (game))
    {
      const LudusThebesMove *m = (const LudusThebesMove *) self->step_move.bytes;
      g_autofree char *thinking = NULL;

      if (!self->stepping)
        thinking = ludus_board_view_computer_prompt (LUDUS_BOARD_VIEW (self), current);
      else if (m->zeppelin)
        /* Translators: a computer's trip, shown before its action, "Anna flies to Egypt by zeppelin" */
        thinking = g_strdup_printf (_("%s flies to %s by zeppelin"), player_name (self, current),
                                    ludus_thebes_place_name (m->dest));
      else
        /* Translators: a computer's trip, shown before its action, "Anna travels to Egypt" */
        thinking = g_strdup_printf (_("%s travels to %s"), player_name (self, current),
                                    ludus_thebes_place_name (m->dest));
      ludus_board_view_set_header_text (self->prompt_label, thinking);
      gtk_label_set_text (self->weeks_label, "");
      return;
    }
  if (ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (self)) != NULL)
    {
      ludus_board_view_set_header_text (self->prompt_label, _("Read the scores."));
      gtk_label_set_text (self->weeks_label, "");
      return;
    }

  switch (prompt)
    {
    case LUDUS_THEBES_TURN_PROMPT_PLACE:
      text = _("Nothing more fits in the time left: end your expedition.");
      for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
        if (ludus_thebes_turn_can_choose_place (self->turn, p))
          text = _("Choose a place on the map, or a card or an exhibition to travel to its city.");
      break;
    case LUDUS_THEBES_TURN_PROMPT_ZEPPELIN:
      text = _("Travel by zeppelin for no weeks, or pay the trip in weeks.");
      break;
    case LUDUS_THEBES_TURN_PROMPT_ACTION:
      text = place == LUDUS_THEBES_PLACE_WAR
             ? _("Swap the display, or take a research card of Warsaw.")
             : _("Take a research card of this city or stage an exhibition.");
      break;
    case LUDUS_THEBES_TURN_PROMPT_RUMOURS:
      text = _("Choose how many rumours to use for this dig.");
      break;
    case LUDUS_THEBES_TURN_PROMPT_ASSISTANT:
      /* Weeks chosen with the box unticked keep the card (ludus-thebes-turn.c). */
      text = _("Tick the box to discard your single assistant for this dig, or choose the weeks on the "
               "time wheel to keep it.");
      break;
    case LUDUS_THEBES_TURN_PROMPT_SHOVEL:
      text = _("Tick the box to discard your single shovel for this dig, or choose the weeks on the "
               "time wheel to keep it.");
      break;
    case LUDUS_THEBES_TURN_PROMPT_DIG_WEEKS:
      text = _("Choose the weeks to dig on the time wheel: it shows the tokens each choice draws.");
      break;
    case LUDUS_THEBES_TURN_PROMPT_COMPLETE:
      text = _("Press Confirm to play this turn, or Cancel to choose again.");
      break;
    case LUDUS_THEBES_TURN_PROMPT_NONE:
    default:
      text = "";
      break;
    }
  ludus_board_view_set_header_text (self->prompt_label, text);

  if (place != LUDUS_THEBES_NONE || prompt == LUDUS_THEBES_TURN_PROMPT_COMPLETE)
    {
      guint cost = ludus_thebes_turn_get_weeks (self->turn);
      int to = landing_time (self);

      if (to >= LUDUS_THEBES_END_TIME)
        /* Translators: what the turn being chosen costs, "This turn: 5 weeks, to the end" */
        weeks = g_strdup_printf (ngettext ("This turn: %u week, to the end",
                                           "This turn: %u weeks, to the end", cost), cost);
      else
        /* Translators: "This turn: 5 weeks, to week 9 of 1902" */
        weeks = g_strdup_printf (ngettext ("This turn: %u week, to week %u of %u",
                                           "This turn: %u weeks, to week %u of %u", cost),
                                 cost, ludus_thebes_week (to), ludus_thebes_year (to));
    }
  gtk_label_set_text (self->weeks_label, weeks != NULL ? weeks : "");
}

static void
update_track (LudusThebesView *self)
{
  const LudusThebesState *state = get_state (self);
  guint order[LUDUS_THEBES_MAX_PLAYERS];
  int times[LUDUS_THEBES_MAX_PLAYERS];
  guint colours[LUDUS_THEBES_MAX_PLAYERS];
  const char *names[LUDUS_THEBES_MAX_PLAYERS];
  g_autofree char *years = NULL;
  int first = LUDUS_THEBES_END_TIME;

  ludus_thebes_turn_order (state, order);
  for (guint p = 0; p < state->n_players; p++)
    {
      times[p] = state->players[p].time;
      colours[p] = player_colour (self, p);
      names[p] = player_name (self, p);
      first = MIN (first, times[p]);
    }
  ludus_thebes_time_track_set_markers (self->time_track, state->n_players, times, colours, names, order);

  if (!ludus_game_is_over (get_game (self)) &&
      (ludus_thebes_turn_get_place (self->turn) != LUDUS_THEBES_NONE ||
       ludus_thebes_turn_get_prompt (self->turn) == LUDUS_THEBES_TURN_PROMPT_COMPLETE))
    ludus_thebes_time_track_set_preview (self->time_track,
                                         state->players[ludus_thebes_turn_get_player (self->turn)].time,
                                         landing_time (self));
  else
    ludus_thebes_time_track_set_preview (self->time_track, -1, -1);

  if (first >= LUDUS_THEBES_END_TIME)
    years = g_strdup (_("Time track · every expedition has ended"));
  else
    /* Translators: "Time track · 1902 · the game ends at week 1 of 1904" */
    years = g_strdup_printf (_("Time track · %u · the game ends at week 1 of %u"),
                             ludus_thebes_year (first), ludus_thebes_year (LUDUS_THEBES_END_TIME));
  gtk_label_set_text (self->year_label, years);
}

/* How many display cards and exhibitions a city offers. */
static char *
city_detail (const LudusThebesState *state,
             LudusThebesPlace        city)
{
  guint cards = 0, exhibitions = 0;
  g_autofree char *card_text = NULL;
  g_autofree char *exhibition_text = NULL;

  for (guint i = 0; i < LUDUS_THEBES_DISPLAY_SIZE; i++)
    if (state->display[i] != LUDUS_THEBES_NONE && state->content->cards[state->display[i]].city == city)
      cards++;
  for (guint i = 0; i < LUDUS_THEBES_N_SLOTS; i++)
    if (state->slots[i] != LUDUS_THEBES_NONE && state->content->cards[state->slots[i]].city == city)
      exhibitions++;
  if (cards == 0 && exhibitions == 0)
    return NULL;
  card_text = g_strdup_printf (ngettext ("%u research card", "%u research cards", cards), cards);
  exhibition_text = g_strdup_printf (ngettext ("%u exhibition", "%u exhibitions", exhibitions), exhibitions);
  if (exhibitions == 0)
    return g_steal_pointer (&card_text);
  if (cards == 0)
    return g_steal_pointer (&exhibition_text);
  /* “2 research cards, 1 exhibition” */
  return g_strconcat (card_text, _(", "), exhibition_text, NULL);
}

static void
update_map (LudusThebesView *self)
{
  const LudusThebesState *state = get_state (self);
  gboolean over = ludus_game_is_over (get_game (self));
  guint player = ludus_thebes_turn_get_player (self->turn);
  guint chosen = ludus_thebes_turn_get_place (self->turn);
  gboolean human = _ludus_thebes_view_building (self);
  guint8 places[LUDUS_THEBES_MAX_PLAYERS];
  guint colours[LUDUS_THEBES_MAX_PLAYERS];

  for (guint p = 0; p < state->n_players; p++)
    {
      places[p] = state->players[p].place;
      colours[p] = player_colour (self, p);
    }
  ludus_thebes_map_set_pieces (self->map, state->n_players, places, colours);

  for (guint place = 0; place < LUDUS_THEBES_N_PLACES; place++)
    {
      g_autofree char *detail = NULL;
      LudusThebesMapPlace info = { -1, FALSE, FALSE, FALSE, NULL };

      if (LUDUS_THEBES_PLACE_IS_SITE (place))
        {
          guint site = place - LUDUS_THEBES_FIRST_SITE;
          guint n = state->n_bag[site];

          detail = ludus_thebes_permit_valid (state, player, site)
            /* Translators: a dig site on the map, "12 tokens left, permit valid" */
            ? g_strdup_printf (ngettext ("%u token left, permit valid", "%u tokens left, permit valid", n), n)
            : g_strdup_printf (ngettext ("%u token left, permit used", "%u tokens left, permit used", n), n);
        }
      else
        detail = city_detail (state, place);

      if (!over && !self->stepping)
        {
          info.cost = (int) ludus_thebes_turn_place_cost (self->turn, place);
          info.selectable = human && ludus_thebes_turn_can_choose_place (self->turn, place);
          info.selected = chosen == place;
        }
      /* Where the last move went, so a computer's trip can be followed. */
      info.last_move = state->last_player < state->n_players &&
                       state->players[state->last_player].place == place;
      info.detail = detail;
      ludus_thebes_map_set_place (self->map, place, &info);
    }
}

static void
update_display (LudusThebesView *self)
{
  const LudusThebesState *state = get_state (self);
  gboolean human = _ludus_thebes_view_building (self);
  LudusMove move;
  const LudusThebesMove *built = NULL;
  g_autofree char *pile = NULL;
  g_autofree char *swap = NULL;
  g_autofree char *swap_tip = NULL;
  guint current = ludus_thebes_turn_get_player (self->turn);
  guint swap_cost;

  if (ludus_thebes_turn_is_complete (self->turn, &move))
    built = (const LudusThebesMove *) move.bytes;

  for (guint i = 0; i < LUDUS_THEBES_DISPLAY_SIZE; i++)
    {
      guint card = state->display[i];

      ludus_thebes_card_widget_set_card (self->display[i],
                                         card != LUDUS_THEBES_NONE ? &state->content->cards[card] : NULL);
      ludus_thebes_card_widget_set_state (self->display[i],
                                          human && card != LUDUS_THEBES_NONE &&
                                          ludus_thebes_turn_can_choose_card (self->turn, i),
                                          built != NULL && built->action == LUDUS_THEBES_ACTION_CARD &&
                                          built->slot == i);
    }
  for (guint i = 0; i < LUDUS_THEBES_N_SLOTS; i++)
    {
      guint card = state->slots[i];

      ludus_thebes_card_widget_set_card (self->slots[i],
                                         card != LUDUS_THEBES_NONE ? &state->content->cards[card] : NULL);
      ludus_thebes_card_widget_set_state (self->slots[i],
                                          human && card != LUDUS_THEBES_NONE &&
                                          ludus_thebes_turn_can_choose_exhibition (self->turn, i),
                                          built != NULL && built->action == LUDUS_THEBES_ACTION_EXHIBITION &&
                                          built->slot == i);
    }

  if (!state->stack3_used && state->n_stack3 > 0)
    /* Translators: the draw pile, and the stack set aside that joins it when it runs out */
    pile = g_strdup_printf (ngettext ("Draw pile: %u card (%u set aside)",
                                      "Draw pile: %u cards (%u set aside)", state->n_pile),
                            state->n_pile, state->n_stack3);
  else
    pile = g_strdup_printf (ngettext ("Draw pile: %u card", "Draw pile: %u cards", state->n_pile),
                            state->n_pile);
  gtk_label_set_text (self->pile_label, pile);

  swap_cost = ludus_thebes_swap_cost (state, current);
  /* Translators: the button that swaps the display in Warsaw, with its cost */
  swap = g_strdup_printf (ngettext ("_Swap (%u wk)", "_Swap (%u wk)", swap_cost), swap_cost);
  gtk_button_set_label (self->swap_button, swap);
  swap_tip = g_strdup_printf (ngettext ("In Warsaw: discard the four research cards and deal four new ones, for %u week",
                                        "In Warsaw: discard the four research cards and deal four new ones, for %u weeks",
                                        swap_cost),
                              swap_cost);
  ludus_rule_help_set_tooltip (GTK_WIDGET (self->swap_button), swap_tip);
}

static void
update_dig (LudusThebesView *self)
{
  const LudusThebesState *state = get_state (self);
  /* A computer's trip: the bag it is about to dig. */
  guint place = self->stepping ? ((const LudusThebesMove *) self->step_move.bytes)->dest
                               : ludus_thebes_turn_get_place (self->turn);
  LudusThebesTurnPrompt prompt = ludus_thebes_turn_get_prompt (self->turn);
  gboolean at_site = place != LUDUS_THEBES_NONE && LUDUS_THEBES_PLACE_IS_SITE (place);
  LudusMove move;

  /* A dig being built, past the trip. */
  if (_ludus_thebes_view_building (self) && at_site &&
      prompt != LUDUS_THEBES_TURN_PROMPT_NONE && prompt != LUDUS_THEBES_TURN_PROMPT_PLACE &&
      prompt != LUDUS_THEBES_TURN_PROMPT_ZEPPELIN &&
      (!ludus_thebes_turn_is_complete (self->turn, &move) ||
       ((const LudusThebesMove *) move.bytes)->action == LUDUS_THEBES_ACTION_DIG))
    ludus_thebes_dig_panel_show_dig (self->dig_panel, self->turn, state);
  else
    ludus_thebes_dig_panel_show_bag (self->dig_panel, state,
                                     at_site ? place - LUDUS_THEBES_FIRST_SITE : LUDUS_THEBES_SITE_GRE);
}

static void
update_controls (LudusThebesView *self)
{
  const LudusThebesState *state = get_state (self);
  gboolean human = _ludus_thebes_view_building (self);
  gboolean playing = !ludus_board_view_get_read_only (LUDUS_BOARD_VIEW (self)) &&
                     !ludus_game_is_over (get_game (self));
  guint player = ludus_thebes_turn_get_player (self->turn);
  gboolean complete = ludus_thebes_turn_is_complete (self->turn, NULL);
  gboolean zeppelin_choice = human &&
                             ludus_thebes_turn_get_place (self->turn) != LUDUS_THEBES_NONE &&
                             ludus_thebes_turn_can_choose_zeppelin (self->turn, TRUE) &&
                             ludus_thebes_turn_can_choose_zeppelin (self->turn, FALSE);
  GtkWidget *widget = GTK_WIDGET (self);

  self->updating = TRUE;
  gtk_widget_set_visible (GTK_WIDGET (self->zeppelin_check),
                          human && state->players[player].zeppelins > 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->zeppelin_check), zeppelin_choice ||
                            ludus_thebes_turn_get_zeppelin (self->turn));
  gtk_check_button_set_active (self->zeppelin_check, ludus_thebes_turn_get_zeppelin (self->turn));
  self->updating = FALSE;

  gtk_widget_action_set_enabled (widget, "thebes.choose-place", human);
  gtk_widget_action_set_enabled (widget, "thebes.choose-card", human);
  gtk_widget_action_set_enabled (widget, "thebes.choose-exhibition", human);
  gtk_widget_action_set_enabled (widget, "thebes.swap", human && ludus_thebes_turn_can_choose_swap (self->turn));
  gtk_widget_action_set_enabled (widget, "thebes.zeppelin", zeppelin_choice);
  gtk_widget_action_set_enabled (widget, "thebes.rumours", human);
  gtk_widget_action_set_enabled (widget, "thebes.assistant", human);
  gtk_widget_action_set_enabled (widget, "thebes.shovel", human);
  gtk_widget_action_set_enabled (widget, "thebes.choose-weeks", human);
  gtk_widget_action_set_enabled (widget, "thebes.end-expedition",
                                 human && ludus_thebes_turn_can_choose_end (self->turn));
  gtk_widget_action_set_enabled (widget, "thebes.confirm", human && complete);
  gtk_widget_action_set_enabled (widget, "thebes.cancel",
                                 human && ludus_thebes_turn_get_n_candidates (self->turn) > 0 &&
                                 (complete || ludus_thebes_turn_get_place (self->turn) != LUDUS_THEBES_NONE));
  /* Insensitive on a computer's turn rather than hidden, which would
   * move the table; only where nobody plays any more, a review or a
   * finished game, are there none. */
  gtk_widget_set_visible (GTK_WIDGET (self->swap_button), playing);
  gtk_widget_set_visible (self->controls_box, playing);
}

/* Everything that a choice changes, without touching the turn. */
void
_ludus_thebes_view_update_turn_widgets (LudusThebesView *self)
{
  update_header (self);
  update_track (self);
  update_map (self);
  update_display (self);
  update_dig (self);
  update_controls (self);
}

static void
ludus_thebes_view_update_prompt (LudusBoardView *board)
{
  update_header (LUDUS_THEBES_VIEW (board));
}

static void
show_score_sheet (LudusThebesView *self)
{
  GtkWidget *sheet = ludus_thebes_score_sheet_new (get_game (self));

  ludus_board_view_show_sheet (LUDUS_BOARD_VIEW (self), GTK_WINDOW (sheet));
}

/* Every widget, from the state on show. */
static void
ludus_thebes_view_show_presence (LudusBoardView *board,
                                 guint           player)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (board);

  if (player < self->n_players)
    ludus_thebes_tableau_set_presence (self->tableaux[player], ludus_board_view_get_presence (board, player));
}

static void
update_table (LudusThebesView *self)
{
  LudusGame *game = get_game (self);
  const LudusThebesState *state = get_state (self);
  LudusThebesScore scores[LUDUS_THEBES_MAX_PLAYERS];
  LudusProjection projections[LUDUS_MAX_PLAYERS];
  gboolean has_projections;

  ludus_thebes_score (state, scores);
  has_projections = ludus_board_view_get_projections (LUDUS_BOARD_VIEW (self), projections);
  for (guint p = 0; p < self->n_players; p++)
    {
      const LudusThebesLastDig *dig = &self->last_digs[p];

      ludus_thebes_tableau_update (self->tableaux[p], state, p, player_name (self, p),
                                   player_colour (self, p), scores[p].total,
                                   !ludus_game_is_over (game) && p == ludus_game_get_current_player (game));
      ludus_thebes_tableau_set_last_dig (self->tableaux[p], dig->site, dig->tokens, dig->n_tokens, dig->bonus);
      ludus_thebes_tableau_set_projection (self->tableaux[p], has_projections ? &projections[p] : NULL);
      ludus_thebes_view_show_presence (LUDUS_BOARD_VIEW (self), p);
    }
  _ludus_thebes_view_update_turn_widgets (self);
}

/* A computer chose its move: show its trip first, if it makes one. */
static gboolean
move_chosen_cb (LudusThebesView *self,
                const LudusMove *move,
                LudusSession    *session)
{
  const LudusThebesMove *m = (const LudusThebesMove *) move->bytes;

  if (!self->made || ludus_session_get_game (session) != get_game (self))
    return FALSE;

  *self->step = *game_state (self);
  if (!ludus_thebes_apply_trip (self->step, m))
    return FALSE;

  self->step_move = *move;
  self->stepping = TRUE;
  /* A new dig is coming: the last one's tokens leave the table. */
  if (m->action == LUDUS_THEBES_ACTION_DIG)
    ludus_thebes_dig_panel_clear_draw (self->dig_panel);
  update_table (self);
  /* The trip arrives before the session plays the action. */
  _ludus_thebes_view_travel (self, game_state (self), self->step,
                             m->zeppelin ? ludus_game_get_current_player (get_game (self)) : G_MAXUINT,
                             ludus_session_get_computer_delay (session) / 2);
  return TRUE;
}

/* The move shown in steps was dropped (undo, leaving): back to the game. */
static void
thinking_changed_cb (LudusThebesView *self,
                     GParamSpec      *pspec,
                     LudusSession    *session)
{
  if (!self->stepping || ludus_session_get_thinking (session))
    return;
  /* Played: the refresh that follows shows it. */
  if (ludus_game_get_n_moves (get_game (self)) != self->seen_moves)
    return;

  self->stepping = FALSE;
  update_table (self);
}

static void
session_changed_cb (LudusThebesView *self)
{
  LudusSession *session = ludus_board_view_get_session (LUDUS_BOARD_VIEW (self));

  if (session == self->session)
    return;
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  if (session == NULL)
    return;
  g_signal_connect_object (session, "move-chosen", G_CALLBACK (move_chosen_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::thinking", G_CALLBACK (thinking_changed_cb), self,
                           G_CONNECT_SWAPPED);
}

/* The dig panel's draw goes with the next dig, a computer's say: each
 * player's last dig stays in their tableau until they move again.  After
 * a move by @mover (G_MAXUINT: undo or a jump) of @n_moves, a dig if
 * @dug. */
static void
update_last_digs (LudusThebesView *self,
                  guint            mover,
                  gboolean         dug,
                  guint            n_moves)
{
  for (guint p = 0; p < LUDUS_THEBES_MAX_PLAYERS; p++)
    if (p == mover || self->last_digs[p].move >= n_moves)
      self->last_digs[p].n_tokens = 0;
  if (mover < LUDUS_THEBES_MAX_PLAYERS && dug)
    {
      LudusThebesLastDig *dig = &self->last_digs[mover];

      dig->move = n_moves - 1;
      dig->n_tokens = ludus_thebes_dig_panel_get_draw (self->dig_panel, &dig->site, dig->tokens,
                                                       &dig->bonus);
    }
}

static void
ludus_thebes_view_refresh (LudusBoardView *board)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (board);
  LudusGame *game = get_game (self);
  const LudusThebesState *state = game_state (self);
  guint n_moves = ludus_game_get_n_moves (game);
  gboolean moved = self->made && n_moves != self->seen_moves;
  gboolean just_ended = self->made && n_moves > self->seen_moves && ludus_game_is_over (game);
  gboolean undone_past_sheet = self->made && n_moves < self->seen_moves &&
                               ludus_board_view_get_sheet (board) != NULL;
  /* One move played (or redone), which moves: undo and jumps do not. */
  const LudusThebesMove *m = moved && n_moves == self->seen_moves + 1
    ? (const LudusThebesMove *) ludus_game_get_move (game, n_moves - 1)->bytes
    : NULL;
  g_autofree LudusThebesState *before = NULL;

  /* The move shown in steps is played, or the game changed under it: the
   * table moves on from what it showed. */
  if (m != NULL)
    before = g_memdup2 (self->stepping ? self->step : self->shown, sizeof *before);
  self->stepping = FALSE;

  if (!self->made)
    {
      make_widgets (self);
      ludus_thebes_turn_init (self->turn, state);
    }
  else if (moved)
    {
      /* If it was a dig, reveal what it drew.  Undo and jumps show no
       * reveal. */
      gboolean dug = m != NULL && m->action == LUDUS_THEBES_ACTION_DIG;

      if (dug)
        ludus_thebes_dig_panel_reveal (self->dig_panel, self->shown, state, m,
                                       player_name (self, state->last_player));
      /* A draw stays on show through the computers' other moves, until a
       * person moves (or hides it): they can read their own at leisure. */
      else if (m == NULL || ludus_game_get_options (game)->seats[state->last_player].human)
        ludus_thebes_dig_panel_clear_draw (self->dig_panel);
      update_last_digs (self, m != NULL ? state->last_player : G_MAXUINT, dug, n_moves);
      ludus_thebes_turn_init (self->turn, state);
    }

  /* The card taken slides from where it was drawn before the display
   * refills. */
  if (m != NULL)
    _ludus_thebes_view_take_card (self, m, state->last_player);

  self->seen_moves = n_moves;
  *self->shown = *state;
  update_table (self);
  if (before != NULL)
    _ludus_thebes_view_travel (self, before, state, m->zeppelin ? state->last_player : G_MAXUINT, G_MAXUINT);

  /* The move that ended the game: its scoring.  Undone past it: the
   * scores are no longer on the table. */
  if (just_ended)
    show_score_sheet (self);
  else if (undone_past_sheet)
    ludus_board_view_close_sheet (board);
}

static void
ludus_thebes_view_dispose (GObject *object)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (object);

  ludus_arrangement_cancel (&self->arrangement);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  gtk_widget_dispose_template (GTK_WIDGET (object), LUDUS_TYPE_THEBES_VIEW);

  G_OBJECT_CLASS (ludus_thebes_view_parent_class)->dispose (object);
}

static void
ludus_thebes_view_finalize (GObject *object)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (object);

  g_free (self->turn);
  g_free (self->shown);
  g_free (self->step);

  G_OBJECT_CLASS (ludus_thebes_view_parent_class)->finalize (object);
}

static void
ludus_thebes_view_class_init (LudusThebesViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  LudusBoardViewClass *board_class = LUDUS_BOARD_VIEW_CLASS (klass);

  object_class->dispose = ludus_thebes_view_dispose;
  object_class->finalize = ludus_thebes_view_finalize;
  widget_class->size_allocate = ludus_thebes_view_size_allocate;
  board_class->refresh = ludus_thebes_view_refresh;
  board_class->show_hint = _ludus_thebes_view_show_hint;
  board_class->show_changes = _ludus_thebes_view_show_changes;
  board_class->update_prompt = ludus_thebes_view_update_prompt;
  board_class->show_presence = ludus_thebes_view_show_presence;

  g_type_ensure (LUDUS_TYPE_THEBES_DIG_PANEL);
  g_type_ensure (LUDUS_TYPE_THEBES_MAP);
  g_type_ensure (LUDUS_TYPE_THEBES_TIME_TRACK);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/thebes/ludus-thebes-view.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, turn_label);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, last_label);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, header_box);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, text_box);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, foot_box);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, controls_box);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, weeks_label);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, zeppelin_check);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, end_button);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, confirm_button);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, year_label);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, time_track);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, table_box);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, map);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, cards_box);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, city_box);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, display_box);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, slots_box);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, pile_label);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, swap_button);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, dig_panel);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, players_box);

  _ludus_thebes_view_class_add_actions (widget_class);

  gtk_widget_class_set_css_name (widget_class, "thebes-view");
}

static void
ludus_thebes_view_init (LudusThebesView *self)
{
  self->turn = g_new0 (LudusThebesTurn, 1);
  self->shown = g_new0 (LudusThebesState, 1);
  self->step = g_new0 (LudusThebesState, 1);
  g_signal_connect (self, "notify::session", G_CALLBACK (session_changed_cb), NULL);
  gtk_widget_init_template (GTK_WIDGET (self));
  make_fixed_widgets (self);
  _ludus_thebes_view_add_shortcuts (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "thebes.confirm", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "thebes.cancel", FALSE);
}

/* The state the table shows, for tests: the game's, or while a computer's
 * move is shown in steps, the state after its trip. */
const LudusThebesState *
ludus_thebes_view_get_shown_state (LudusThebesView *self)
{
  g_return_val_if_fail (LUDUS_IS_THEBES_VIEW (self), NULL);

  return get_state (self);
}
