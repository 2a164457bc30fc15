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
 * Actions (also for tests): thebes.choose-place(u: LudusThebesPlace),
 * thebes.choose-card(u: display slot), thebes.choose-exhibition(u: slot),
 * thebes.swap, thebes.zeppelin(b), thebes.rumours(u), thebes.assistant(b),
 * thebes.shovel(b), thebes.choose-weeks(u: 1–12), thebes.end-expedition,
 * thebes.confirm (Enter) and thebes.cancel (Escape).
 */

#define G_LOG_DOMAIN "ludus-thebes-view"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-player-colours.h"
#include "ludus-thebes-card-widget.h"
#include "ludus-thebes-map.h"
#include "ludus-thebes-score-sheet.h"
#include "ludus-thebes-time-track.h"
#include "ludus-thebes-view.h"
#include "ludus-thebes-widgets.h"
#include "thebes/ludus-thebes-game.h"

#define MAX_RUMOUR_BUTTONS 5
#define MAX_DRAWN          16
#define N_BAG_KINDS        18   /* dirt, artifacts 1–15, books, open books */

/* One player's tableau. */
typedef struct
{
  GtkWidget *panel;
  GtkWidget *dot;
  GtkLabel  *name;
  GtkLabel  *time;
  GtkLabel  *score;
  GtkLabel  *cells[4][LUDUS_THEBES_N_SITES];  /* books, rumours, permit, artifacts */
  GtkLabel  *things;
} PlayerPanel;

enum { ROW_BOOKS, ROW_RUMOURS, ROW_PERMIT, ROW_ARTIFACTS };

struct _LudusThebesView
{
  LudusBoardView     parent_instance;

  LudusThebesTurn   *turn;          /* the turn being built, for the player to move */
  LudusThebesState  *shown;         /* the state the widgets show */
  guint              seen_moves;
  gboolean           made;
  PlayerPanel        players[LUDUS_THEBES_MAX_PLAYERS];
  guint              n_players;
  gboolean           updating;      /* check buttons set from the state, not by a person */
  guint              rumours;       /* the rumours chosen for the dig, G_MAXUINT: none yet */

  /* The last dig's tokens, revealed one by one. */
  guint8             drawn[MAX_DRAWN];
  guint              n_drawn;
  guint              drawn_site;
  guint              drawn_player;
  gboolean           drawn_bonus;
  AdwAnimation      *reveal;
  guint              n_revealed;

  LudusThebesCardWidget *display[LUDUS_THEBES_DISPLAY_SIZE];
  LudusThebesCardWidget *slots[LUDUS_THEBES_N_SLOTS];
  GtkWidget         *wheel[LUDUS_THEBES_WHEEL_SIZE];
  GtkLabel          *wheel_tokens[LUDUS_THEBES_WHEEL_SIZE];
  GtkWidget         *rumour_buttons[MAX_RUMOUR_BUTTONS];
  GtkWidget         *tokens[MAX_DRAWN];
  GtkWidget         *bag_kinds[N_BAG_KINDS];
  GtkLabel          *bag_counts[N_BAG_KINDS];

  GtkLabel          *turn_label;
  GtkLabel          *prompt_label;
  GtkLabel          *weeks_label;
  GtkCheckButton    *zeppelin_check;
  GtkWidget         *end_button;
  GtkWidget         *cancel_button;
  GtkWidget         *confirm_button;
  GtkLabel          *year_label;
  LudusThebesTimeTrack *time_track;
  LudusThebesMap    *map;
  GtkBox            *display_box;
  GtkBox            *slots_box;
  GtkLabel          *pile_label;
  GtkButton         *swap_button;
  GtkWidget         *dig_box;
  GtkLabel          *dig_title;
  GtkWidget         *dig_options;
  GtkWidget         *rumours_box;
  GtkCheckButton    *assistant_check;
  GtkCheckButton    *shovel_check;
  GtkWidget         *wheel_box;
  GtkWidget         *tokens_box;
  GtkLabel          *bag_title;
  GtkWidget         *bag_box;
  GtkGrid           *players_box;
};

G_DEFINE_FINAL_TYPE (LudusThebesView, ludus_thebes_view, LUDUS_TYPE_BOARD_VIEW)

static LudusGame *
get_game (LudusThebesView *self)
{
  return ludus_board_view_get_game (LUDUS_BOARD_VIEW (self));
}

static const LudusThebesState *
get_state (LudusThebesView *self)
{
  return ludus_thebes_game_get_state (LUDUS_THEBES_GAME (get_game (self)));
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
static gboolean
building (LudusThebesView *self)
{
  return ludus_board_view_human_to_play (LUDUS_BOARD_VIEW (self));
}

static GtkWidget *
new_caption (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  return label;
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
check_toggled_cb (LudusThebesView *self,
                  GtkCheckButton  *check)
{
  const char *action;

  if (self->updating)
    return;
  if (check == self->zeppelin_check)
    action = "thebes.zeppelin";
  else if (check == self->assistant_check)
    action = "thebes.assistant";
  else
    action = "thebes.shovel";
  gtk_widget_activate_action (GTK_WIDGET (self), action, "b", gtk_check_button_get_active (check));
}

static void
make_player_panel (LudusThebesView *self,
                   PlayerPanel     *panel)
{
  static const char * const rows[] = { N_("Books"), N_("Rumours"), N_("Permit"), N_("Artifacts") };
  GtkWidget *header, *grid;

  panel->panel = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_add_css_class (panel->panel, "card");
  gtk_widget_add_css_class (panel->panel, "thebes-player");

  header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  panel->dot = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_valign (panel->dot, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (header), panel->dot);
  panel->name = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_ellipsize (panel->name, PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (panel->name, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (panel->name), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (panel->name), "heading");
  gtk_box_append (GTK_BOX (header), GTK_WIDGET (panel->name));
  panel->score = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (panel->score), "thebes-score");
  gtk_box_append (GTK_BOX (header), GTK_WIDGET (panel->score));
  gtk_box_append (GTK_BOX (panel->panel), header);

  panel->time = GTK_LABEL (new_caption (NULL));
  gtk_label_set_wrap (panel->time, TRUE);
  gtk_box_append (GTK_BOX (panel->panel), GTK_WIDGET (panel->time));

  /* Per site: closed books, rumours, the permit, artifacts found. */
  grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 1);
  gtk_widget_add_css_class (grid, "thebes-tableau");
  for (guint s = 0; s < LUDUS_THEBES_N_SITES; s++)
    gtk_grid_attach (GTK_GRID (grid), ludus_thebes_site_chip_new (s), s + 1, 0, 1, 1);
  for (guint r = 0; r < G_N_ELEMENTS (rows); r++)
    {
      GtkWidget *label = new_caption (_(rows[r]));

      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_grid_attach (GTK_GRID (grid), label, 0, r + 1, 1, 1);
      for (guint s = 0; s < LUDUS_THEBES_N_SITES; s++)
        {
          panel->cells[r][s] = GTK_LABEL (gtk_label_new (NULL));
          gtk_widget_add_css_class (GTK_WIDGET (panel->cells[r][s]), "numeric");
          gtk_widget_set_size_request (GTK_WIDGET (panel->cells[r][s]), 24, -1);
          gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (panel->cells[r][s]), s + 1, r + 1, 1, 1);
        }
    }
  gtk_box_append (GTK_BOX (panel->panel), grid);

  panel->things = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (panel->things, TRUE);
  gtk_label_set_xalign (panel->things, 0);
  gtk_widget_add_css_class (GTK_WIDGET (panel->things), "caption");
  gtk_box_append (GTK_BOX (panel->panel), GTK_WIDGET (panel->things));
}

static void
make_widgets (LudusThebesView *self)
{
  const LudusThebesState *state = get_state (self);
  guint columns = state->n_players;

  ludus_thebes_map_set_layout (self->map, state->content);

  for (guint p = 0; p < state->n_players; p++)
    {
      make_player_panel (self, &self->players[p]);
      gtk_grid_attach (self->players_box, self->players[p].panel, p % columns, p / columns, 1, 1);
    }
  self->n_players = state->n_players;
  self->made = TRUE;
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

  for (guint r = 0; r < MAX_RUMOUR_BUTTONS; r++)
    {
      g_autofree char *number = g_strdup_printf ("%u", r);

      self->rumour_buttons[r] = gtk_toggle_button_new_with_label (number);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->rumour_buttons[r]), "thebes.rumours");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (self->rumour_buttons[r]), "u", r);
      gtk_widget_add_css_class (self->rumour_buttons[r], "circular");
      gtk_box_append (GTK_BOX (self->rumours_box), self->rumour_buttons[r]);
    }

  for (guint w = 0; w < LUDUS_THEBES_WHEEL_SIZE; w++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      g_autofree char *weeks = g_strdup_printf (C_("weeks, short", "%d wk"), (int) w + 1);
      GtkWidget *label = gtk_label_new (weeks);

      gtk_widget_add_css_class (label, "caption");
      gtk_box_append (GTK_BOX (box), label);
      self->wheel_tokens[w] = GTK_LABEL (gtk_label_new (NULL));
      gtk_widget_add_css_class (GTK_WIDGET (self->wheel_tokens[w]), "wheel-tokens");
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->wheel_tokens[w]));
      self->wheel[w] = gtk_button_new ();
      gtk_button_set_child (GTK_BUTTON (self->wheel[w]), box);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->wheel[w]), "thebes.choose-weeks");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (self->wheel[w]), "u", w + 1);
      gtk_widget_add_css_class (self->wheel[w], "wheel-choice");
      gtk_box_append (GTK_BOX (self->wheel_box), self->wheel[w]);
    }

  for (guint i = 0; i < MAX_DRAWN; i++)
    {
      self->tokens[i] = ludus_thebes_token_new ();
      gtk_widget_set_visible (self->tokens[i], FALSE);
      gtk_box_append (GTK_BOX (self->tokens_box), self->tokens[i]);
    }

  for (guint k = 0; k < N_BAG_KINDS; k++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);

      self->bag_kinds[k] = box;
      gtk_box_append (GTK_BOX (box), ludus_thebes_token_new ());
      self->bag_counts[k] = GTK_LABEL (gtk_label_new (NULL));
      gtk_widget_add_css_class (GTK_WIDGET (self->bag_counts[k]), "caption");
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->bag_counts[k]));
      gtk_box_append (GTK_BOX (self->bag_box), box);
    }

  g_signal_connect_object (self->map, "place-activated", G_CALLBACK (place_activated_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->zeppelin_check, "toggled", G_CALLBACK (check_toggled_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->assistant_check, "toggled", G_CALLBACK (check_toggled_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->shovel_check, "toggled", G_CALLBACK (check_toggled_cb), self,
                           G_CONNECT_SWAPPED);
}

/* Updating them ---------------------------------------------------------- */

static void
set_class (GtkWidget  *widget,
           const char *css_class,
           gboolean    set)
{
  if (set)
    gtk_widget_add_css_class (widget, css_class);
  else
    gtk_widget_remove_css_class (widget, css_class);
}

static void
set_accessible_label (GtkWidget  *widget,
                      const char *label)
{
  gtk_widget_set_tooltip_text (widget, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

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

  if (ludus_game_is_over (game))
    {
      gtk_label_set_text (self->turn_label, _("The game is over"));
      gtk_label_set_text (self->prompt_label, _("Most victory points wins."));
      gtk_label_set_text (self->weeks_label, "");
      return;
    }

  if (state->last_player == current)
    /* Translators: "Week 5 of 1902 · Anna moves again" */
    turn = g_strdup_printf (_("Week %u of %u · %s moves again"), ludus_thebes_week (pl->time),
                            ludus_thebes_year (pl->time), player_name (self, current));
  else
    /* Translators: "Week 5 of 1902 · Anna’s turn" */
    turn = g_strdup_printf (_("Week %u of %u · %s’s turn"), ludus_thebes_week (pl->time),
                            ludus_thebes_year (pl->time), player_name (self, current));
  gtk_label_set_text (self->turn_label, turn);

  if (ludus_game_current_seat_is_computer (game))
    {
      g_autofree char *thinking = g_strdup_printf (_("%s is thinking…"), player_name (self, current));

      gtk_label_set_text (self->prompt_label, thinking);
      gtk_label_set_text (self->weeks_label, "");
      return;
    }
  if (ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (self)) != NULL)
    {
      gtk_label_set_text (self->prompt_label, _("Read the scores."));
      gtk_label_set_text (self->weeks_label, "");
      return;
    }

  switch (prompt)
    {
    case LUDUS_THEBES_TURN_PROMPT_PLACE:
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
      text = _("Choose whether to discard your single assistant for this dig.");
      break;
    case LUDUS_THEBES_TURN_PROMPT_SHOVEL:
      text = _("Choose whether to discard your single shovel for this dig.");
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
  gtk_label_set_text (self->prompt_label, text);

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
  gboolean human = building (self);
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
      LudusThebesMapPlace info = { -1, FALSE, FALSE, NULL };

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

      if (!over)
        {
          info.cost = (int) ludus_thebes_turn_place_cost (self->turn, place);
          info.selectable = human && ludus_thebes_turn_can_choose_place (self->turn, place);
          info.selected = chosen == place;
        }
      info.detail = detail;
      ludus_thebes_map_set_place (self->map, place, &info);
    }
}

static void
update_display (LudusThebesView *self)
{
  const LudusThebesState *state = get_state (self);
  gboolean human = building (self);
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
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->swap_button), swap_tip);
}

/* The kind of bag token: 0 dirt, 1–15 an artifact, 16 books, 17 open books. */
static guint
bag_kind (guint token)
{
  if (token == LUDUS_THEBES_TOKEN_GENERAL)
    return N_BAG_KINDS - 1;
  if ((token & LUDUS_THEBES_TOKEN_BOOK) != 0)
    return N_BAG_KINDS - 2;
  return MIN (token, N_BAG_KINDS - 3);
}

static void
update_bag (LudusThebesView *self,
            guint            site)
{
  const LudusThebesState *state = get_state (self);
  guint counts[N_BAG_KINDS] = { 0 };
  guint example[N_BAG_KINDS] = { 0 };
  g_autofree char *title = NULL;

  for (guint i = 0; i < state->n_bag[site]; i++)
    {
      guint kind = bag_kind (state->bag[site][i]);

      counts[kind]++;
      example[kind] = state->bag[site][i];
    }

  /* Translators: "Bag of Egypt: 24 tokens" */
  title = g_strdup_printf (ngettext ("Bag of %s: %u token", "Bag of %s: %u tokens", state->n_bag[site]),
                           ludus_thebes_place_name (LUDUS_THEBES_SITE_PLACE (site)), state->n_bag[site]);
  gtk_label_set_text (self->bag_title, title);

  for (guint k = 0; k < N_BAG_KINDS; k++)
    {
      g_autofree char *count = g_strdup_printf ("×%u", counts[k]);
      g_autofree char *what = NULL;
      g_autofree char *label = NULL;

      gtk_widget_set_visible (self->bag_kinds[k], counts[k] > 0);
      if (counts[k] == 0)
        continue;
      ludus_thebes_token_set (gtk_widget_get_first_child (self->bag_kinds[k]), example[k], site);
      gtk_label_set_text (self->bag_counts[k], count);
      what = ludus_thebes_token_describe (example[k]);
      /* Translators: tokens in a bag, "artifact worth 3 points: 2" */
      label = g_strdup_printf (_("%s: %u"), what, counts[k]);
      set_accessible_label (self->bag_kinds[k], label);
    }
}

static void
show_tokens (LudusThebesView *self,
             guint            n_shown)
{
  for (guint i = 0; i < MAX_DRAWN; i++)
    {
      gboolean visible = i < self->n_drawn;

      gtk_widget_set_visible (self->tokens[i], visible);
      if (visible)
        {
          ludus_thebes_token_set (self->tokens[i], self->drawn[i], self->drawn_site);
          set_class (self->tokens[i], "bonus", self->drawn_bonus && i == 0);
          if (self->drawn_bonus && i == 0)
            set_accessible_label (self->tokens[i], _("First-dig bonus: an artifact worth 1 point"));
          gtk_widget_set_opacity (self->tokens[i], i < n_shown ? 1.0 : 0.0);
        }
    }
}

static void
reveal_cb (double   value,
           gpointer user_data)
{
  LudusThebesView *self = user_data;
  guint n = (guint) value;

  for (guint i = 0; i < self->n_drawn; i++)
    {
      double opacity = CLAMP (value - i, 0.0, 1.0);

      gtk_widget_set_opacity (self->tokens[i], opacity);
    }
  self->n_revealed = MIN (n, self->n_drawn);
}

static void
reveal_done_cb (LudusThebesView *self)
{
  self->n_revealed = self->n_drawn;
  show_tokens (self, self->n_drawn);
}

/* The tokens of the dig that took @before to the state now: the kept ones
 * are those that left the bag; the rest of the draw was dirt, back in it. */
static void
find_drawn_tokens (LudusThebesView        *self,
                   const LudusThebesState *before,
                   const LudusThebesMove  *move)
{
  const LudusThebesState *after = get_state (self);
  guint site = move->dest - LUDUS_THEBES_FIRST_SITE;
  guint player = after->last_player;
  guint left[N_BAG_KINDS * 2] = { 0 };
  guint n_kept = 0, n_draw;
  guint8 kept[MAX_DRAWN];

  self->n_drawn = 0;
  self->drawn_site = site;
  self->drawn_player = player;
  self->drawn_bonus = (after->bonus_taken & ~before->bonus_taken & (1u << site)) != 0;
  if (player >= after->n_players)
    return;

  n_draw = ludus_thebes_dig_tokens (before, player, site, move->rumours, move->assistant,
                                    move->shovel, move->weeks);
  n_draw = MIN (n_draw, before->n_bag[site]);

  /* Tokens are small numbers (below 0x30): count what is left after. */
  for (guint i = 0; i < after->n_bag[site]; i++)
    left[MIN (after->bag[site][i], G_N_ELEMENTS (left) - 1)]++;
  for (guint i = 0; i < before->n_bag[site] && n_kept < MAX_DRAWN; i++)
    {
      guint token = before->bag[site][i];
      guint index = MIN (token, G_N_ELEMENTS (left) - 1);

      if (left[index] > 0)
        left[index]--;
      else
        kept[n_kept++] = token;
    }

  if (self->drawn_bonus)
    self->drawn[self->n_drawn++] = 1;
  /* The dirt spread among the finds, as it might come out of the bag. */
  for (guint i = 0, k = 0; i < n_draw && self->n_drawn < MAX_DRAWN; i++)
    {
      guint dirt_left = n_draw - n_kept;

      if (k < n_kept && (i % 2 == 0 || dirt_left == 0 || n_draw - i <= n_kept - k))
        self->drawn[self->n_drawn++] = kept[k++];
      else
        self->drawn[self->n_drawn++] = LUDUS_THEBES_TOKEN_DIRT;
    }
}

static void
start_reveal (LudusThebesView *self)
{
  AdwAnimationTarget *target;

  if (self->reveal != NULL)
    adw_animation_skip (self->reveal);
  g_clear_object (&self->reveal);

  show_tokens (self, 0);
  self->n_revealed = 0;
  if (self->n_drawn == 0)
    return;

  target = adw_callback_animation_target_new (reveal_cb, self, NULL);
  /* A quarter of a second per token; libadwaita skips to the end when the
   * system asks for reduced motion. */
  self->reveal = adw_timed_animation_new (GTK_WIDGET (self), 0, self->n_drawn,
                                          250 * self->n_drawn, target);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->reveal), ADW_LINEAR);
  g_signal_connect_object (self->reveal, "done", G_CALLBACK (reveal_done_cb), self, G_CONNECT_SWAPPED);
  adw_animation_play (self->reveal);
}

static void
update_dig (LudusThebesView *self)
{
  const LudusThebesState *state = get_state (self);
  guint place = ludus_thebes_turn_get_place (self->turn);
  LudusThebesTurnPrompt prompt = ludus_thebes_turn_get_prompt (self->turn);
  gboolean digging = building (self) && place != LUDUS_THEBES_NONE && LUDUS_THEBES_PLACE_IS_SITE (place) &&
                     prompt != LUDUS_THEBES_TURN_PROMPT_NONE && prompt != LUDUS_THEBES_TURN_PROMPT_PLACE &&
                     prompt != LUDUS_THEBES_TURN_PROMPT_ZEPPELIN;
  g_autofree char *title = NULL;
  LudusMove move;
  guint chosen_weeks = 0;
  guint n_rumour_choices = 0;
  guint player = ludus_thebes_turn_get_player (self->turn);

  if (ludus_thebes_turn_is_complete (self->turn, &move))
    {
      const LudusThebesMove *m = (const LudusThebesMove *) move.bytes;

      if (m->action == LUDUS_THEBES_ACTION_DIG)
        chosen_weeks = m->weeks;
      else
        digging = FALSE;
    }

  gtk_widget_set_visible (self->dig_options, digging);
  gtk_widget_set_visible (self->wheel_box, digging);
  gtk_widget_set_visible (self->tokens_box, !digging && self->n_drawn > 0);

  if (digging)
    {
      guint site = place - LUDUS_THEBES_FIRST_SITE;
      guint knowledge = ludus_thebes_turn_dig_knowledge (self->turn);

      /* Translators: "Dig in Egypt · knowledge 7" */
      title = g_strdup_printf (_("Dig in %s · knowledge %u"), ludus_thebes_place_name (place), knowledge);

      self->updating = TRUE;
      for (guint r = 0; r < MAX_RUMOUR_BUTTONS; r++)
        {
          gboolean possible = r <= state->players[player].rumours[site] &&
                              ludus_thebes_turn_can_choose_rumours (self->turn, r);

          gtk_widget_set_visible (self->rumour_buttons[r], possible);
          gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->rumour_buttons[r]), self->rumours == r);
          n_rumour_choices += possible;
        }
      gtk_widget_set_visible (self->rumours_box, n_rumour_choices > 1);
      gtk_widget_set_visible (GTK_WIDGET (self->assistant_check),
                              ludus_thebes_turn_can_choose_assistant (self->turn, TRUE) &&
                              ludus_thebes_turn_can_choose_assistant (self->turn, FALSE));
      gtk_widget_set_visible (GTK_WIDGET (self->shovel_check),
                              ludus_thebes_turn_can_choose_shovel (self->turn, TRUE) &&
                              ludus_thebes_turn_can_choose_shovel (self->turn, FALSE));
      self->updating = FALSE;

      for (guint w = 0; w < LUDUS_THEBES_WHEEL_SIZE; w++)
        {
          guint tokens = ludus_thebes_turn_dig_tokens (self->turn, w + 1);
          g_autofree char *count = g_strdup_printf ("%u", tokens);
          g_autofree char *label = NULL;

          gtk_label_set_text (self->wheel_tokens[w], tokens > 0 ? count : "–");
          if (tokens > 0)
            /* Translators: a choice on the time wheel, "4 weeks: 5 tokens" */
            label = g_strdup_printf (ngettext ("%u weeks: %u token", "%u weeks: %u tokens", tokens),
                                     w + 1, tokens);
          else
            label = g_strdup_printf (_("%u weeks: no token"), w + 1);
          set_accessible_label (self->wheel[w], label);
          gtk_widget_set_sensitive (self->wheel[w], ludus_thebes_turn_can_choose_dig_weeks (self->turn, w + 1));
          set_class (self->wheel[w], "suggested-action", chosen_weeks == w + 1);
        }
      update_bag (self, site);
    }
  else if (self->n_drawn > 0)
    {
      guint n_from_bag = self->n_drawn - (self->drawn_bonus ? 1 : 0);

      /* Translators: "Anna dug in Egypt: 5 tokens drawn" */
      title = g_strdup_printf (ngettext ("%s dug in %s: %u token drawn",
                                         "%s dug in %s: %u tokens drawn", n_from_bag),
                               player_name (self, self->drawn_player),
                               ludus_thebes_place_name (LUDUS_THEBES_SITE_PLACE (self->drawn_site)),
                               n_from_bag);
      if (self->drawn_bonus)
        {
          /* Translators: added to "Anna dug in Egypt: 5 tokens drawn" */
          g_autofree char *with_bonus = g_strconcat (title, " · ", _("and the first-dig bonus"), NULL);

          g_free (title);
          title = g_steal_pointer (&with_bonus);
        }
      update_bag (self, self->drawn_site);
    }
  else
    {
      guint site = place != LUDUS_THEBES_NONE && LUDUS_THEBES_PLACE_IS_SITE (place)
                   ? place - LUDUS_THEBES_FIRST_SITE : LUDUS_THEBES_SITE_GRE;

      title = g_strdup (_("Dig sites: choose one on the map to dig there"));
      update_bag (self, site);
    }
  gtk_label_set_text (self->dig_title, title);
}

static void
update_player_panel (LudusThebesView        *self,
                     guint                   player,
                     const LudusThebesScore *score)
{
  PlayerPanel *panel = &self->players[player];
  const LudusThebesState *state = get_state (self);
  const LudusThebesPlayer *pl = &state->players[player];
  LudusGame *game = get_game (self);
  g_autofree char *points = NULL;
  g_autofree char *time = NULL;
  g_autoptr(GString) things = g_string_new (NULL);
  guint most[LUDUS_THEBES_N_SITES] = { 0 };

  set_class (panel->panel, "current", !ludus_game_is_over (game) &&
                                      player == ludus_game_get_current_player (game));
  gtk_widget_set_css_classes (panel->dot, (const char *[]) {
                                "player-dot",
                                ludus_player_colour_css_class (MIN (player_colour (self, player), LUDUS_N_PLAYER_COLOURS - 1)),
                                NULL });
  gtk_label_set_text (panel->name, player_name (self, player));
  /* Translators: a live score estimate, "≈ 23 VP" */
  points = g_strdup_printf (C_("points, short", "≈ %d VP"), score->total);
  gtk_label_set_text (panel->score, points);

  if (pl->time >= LUDUS_THEBES_END_TIME)
    time = g_strdup_printf (_("In %s · expedition ended"), ludus_thebes_place_name (pl->place));
  else
    /* Translators: where a player is and when, "In Paris · week 5 of 1902" */
    time = g_strdup_printf (_("In %s · week %u of %u"), ludus_thebes_place_name (pl->place),
                            ludus_thebes_week (pl->time), ludus_thebes_year (pl->time));
  gtk_label_set_text (panel->time, time);

  for (guint p = 0; p < state->n_players; p++)
    for (guint s = 0; s < LUDUS_THEBES_N_SITES; s++)
      most[s] = MAX (most[s], state->players[p].books[s]);

  for (guint s = 0; s < LUDUS_THEBES_N_SITES; s++)
    {
      const char *site = ludus_thebes_place_name (LUDUS_THEBES_SITE_PLACE (s));
      gboolean valid = ludus_thebes_permit_valid (state, player, s);
      g_autofree char *books = g_strdup_printf ("%u", pl->books[s]);
      g_autofree char *books_tip = NULL;
      g_autofree char *rumours = g_strdup_printf ("%u", pl->rumours[s]);
      g_autofree char *rumours_tip = NULL;
      g_autofree char *artifacts = g_strdup_printf ("%u", pl->artifacts[s]);
      g_autofree char *artifacts_tip = NULL;
      g_autofree char *permit_tip = NULL;

      gtk_label_set_text (panel->cells[ROW_BOOKS][s], books);
      set_class (GTK_WIDGET (panel->cells[ROW_BOOKS][s]), "leader", pl->books[s] > 0 && pl->books[s] == most[s]);
      /* Translators: "Egypt: 4 closed books (1 from tokens)" */
      books_tip = g_strdup_printf (ngettext ("%s: %u closed book (%u from tokens)",
                                             "%s: %u closed books (%u from tokens)", pl->books[s]),
                                   site, pl->books[s], pl->book_tokens[s]);
      set_accessible_label (GTK_WIDGET (panel->cells[ROW_BOOKS][s]), books_tip);

      gtk_label_set_text (panel->cells[ROW_RUMOURS][s], rumours);
      rumours_tip = g_strdup_printf (ngettext ("%s: %u rumours card", "%s: %u rumours cards", pl->rumours[s]),
                                     site, pl->rumours[s]);
      set_accessible_label (GTK_WIDGET (panel->cells[ROW_RUMOURS][s]), rumours_tip);

      gtk_label_set_text (panel->cells[ROW_PERMIT][s], valid ? "✓" : "✗");
      set_class (GTK_WIDGET (panel->cells[ROW_PERMIT][s]), "used", !valid);
      permit_tip = g_strdup_printf (valid ? _("%s: excavation permit valid") : _("%s: excavation permit used this year"),
                                    site);
      set_accessible_label (GTK_WIDGET (panel->cells[ROW_PERMIT][s]), permit_tip);

      gtk_label_set_text (panel->cells[ROW_ARTIFACTS][s], artifacts);
      artifacts_tip = g_strdup_printf (ngettext ("%s: %u artifact", "%s: %u artifacts", pl->artifacts[s]),
                                       site, pl->artifacts[s]);
      set_accessible_label (GTK_WIDGET (panel->cells[ROW_ARTIFACTS][s]), artifacts_tip);
    }

  /* Translators: parts of a player's tableau, joined by " · " */
  g_string_append_printf (things, _("Artifacts %u VP"), pl->artifact_points);
  g_string_append (things, " · ");
  g_string_append_printf (things, _("General knowledge %u"), pl->general);
  g_string_append (things, " · ");
  g_string_append_printf (things, _("Assistants %u"), pl->assistants);
  g_string_append (things, " · ");
  g_string_append_printf (things, _("Shovels %u"), pl->shovels);
  if (pl->cars > 0)
    {
      g_string_append (things, " · ");
      g_string_append (things, _("Car"));
    }
  if (pl->zeppelins > 0)
    {
      g_string_append (things, " · ");
      g_string_append_printf (things, _("Zeppelins %u"), pl->zeppelins);
    }
  if (pl->special_permits > 0)
    {
      g_string_append (things, " · ");
      g_string_append_printf (things, _("Special permits %u"), pl->special_permits);
    }
  g_string_append (things, " · ");
  g_string_append_printf (things, _("Congresses %u"), pl->congresses);
  g_string_append (things, " · ");
  g_string_append_printf (things, _("Exhibitions %u (%u VP)"), pl->exhibitions, pl->exhibition_points);
  gtk_label_set_text (panel->things, things->str);
}

static void
update_controls (LudusThebesView *self)
{
  const LudusThebesState *state = get_state (self);
  gboolean human = building (self);
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
  gtk_widget_set_visible (GTK_WIDGET (self->swap_button), human);
  gtk_widget_set_visible (self->end_button, human);
  gtk_widget_set_visible (self->cancel_button, human);
  gtk_widget_set_visible (self->confirm_button, human);
}

/* Everything that a choice changes, without touching the turn. */
static void
update_turn_widgets (LudusThebesView *self)
{
  update_header (self);
  update_track (self);
  update_map (self);
  update_display (self);
  update_dig (self);
  update_controls (self);
}

/* A new turn: no rumours or discard is chosen. */
static void
clear_checks (LudusThebesView *self)
{
  self->rumours = G_MAXUINT;
  self->updating = TRUE;
  gtk_check_button_set_active (self->assistant_check, FALSE);
  gtk_check_button_set_active (self->shovel_check, FALSE);
  self->updating = FALSE;
}

static void
show_score_sheet (LudusThebesView *self)
{
  GtkWidget *sheet = ludus_thebes_score_sheet_new (get_game (self));

  ludus_board_view_show_sheet (LUDUS_BOARD_VIEW (self), GTK_WINDOW (sheet));
}

static void
ludus_thebes_view_refresh (LudusBoardView *board)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (board);
  LudusGame *game = get_game (self);
  const LudusThebesState *state = get_state (self);
  guint n_moves = ludus_game_get_n_moves (game);
  gboolean moved = self->made && n_moves != self->seen_moves;
  gboolean just_ended = self->made && n_moves > self->seen_moves && ludus_game_is_over (game);
  gboolean undone_past_sheet = self->made && n_moves < self->seen_moves &&
                               ludus_board_view_get_sheet (board) != NULL;
  LudusThebesScore scores[LUDUS_THEBES_MAX_PLAYERS];

  if (!self->made)
    {
      make_widgets (self);
      ludus_thebes_turn_init (self->turn, state);
    }
  else if (moved)
    {
      /* One move played: if it was a dig, reveal what it drew.  Undo and
       * redo jump, and show no reveal. */
      self->n_drawn = 0;
      if (n_moves == self->seen_moves + 1)
        {
          const LudusThebesMove *m = (const LudusThebesMove *) ludus_game_get_move (game, n_moves - 1)->bytes;

          if (m->action == LUDUS_THEBES_ACTION_DIG)
            find_drawn_tokens (self, self->shown, m);
        }
      start_reveal (self);
      ludus_thebes_turn_init (self->turn, state);
      clear_checks (self);
    }

  self->seen_moves = n_moves;
  *self->shown = *state;

  ludus_thebes_score (state, scores);
  for (guint p = 0; p < self->n_players; p++)
    update_player_panel (self, p, &scores[p]);
  update_turn_widgets (self);

  /* The move that ended the game: its scoring.  Undone past it: the
   * scores are no longer on the table. */
  if (just_ended)
    show_score_sheet (self);
  else if (undone_past_sheet)
    ludus_board_view_close_sheet (board);
}

/* Actions ----------------------------------------------------------------- */

/* After a choice: the turn widgets follow. */
static void
chose (LudusThebesView *self,
       gboolean         accepted)
{
  if (accepted)
    update_turn_widgets (self);
  else
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
choose_place_activated_cb (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (widget);
  guint place = g_variant_get_uint32 (parameter);

  if (!building (self) || place >= LUDUS_THEBES_N_PLACES)
    return;
  chose (self, ludus_thebes_turn_choose_place (self->turn, place));
}

static void
choose_card_activated_cb (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (widget);
  guint slot = g_variant_get_uint32 (parameter);

  if (!building (self) || slot >= LUDUS_THEBES_DISPLAY_SIZE)
    return;
  chose (self, ludus_thebes_turn_choose_card (self->turn, slot));
}

static void
choose_exhibition_activated_cb (GtkWidget  *widget,
                                const char *action_name,
                                GVariant   *parameter)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (widget);
  guint slot = g_variant_get_uint32 (parameter);

  if (!building (self) || slot >= LUDUS_THEBES_N_SLOTS)
    return;
  chose (self, ludus_thebes_turn_choose_exhibition (self->turn, slot));
}

static void
swap_activated_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (widget);

  if (building (self))
    chose (self, ludus_thebes_turn_choose_swap (self->turn));
}

static void
zeppelin_activated_cb (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (widget);

  if (building (self))
    chose (self, ludus_thebes_turn_choose_zeppelin (self->turn, g_variant_get_boolean (parameter)));
}

static void
rumours_activated_cb (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (widget);

  guint rumours = g_variant_get_uint32 (parameter);
  gboolean accepted;

  if (!building (self))
    return;
  accepted = ludus_thebes_turn_choose_rumours (self->turn, rumours);
  if (accepted)
    self->rumours = rumours;
  chose (self, accepted);
}

static void
assistant_activated_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (widget);

  if (building (self))
    chose (self, ludus_thebes_turn_choose_assistant (self->turn, g_variant_get_boolean (parameter)));
}

static void
shovel_activated_cb (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (widget);

  if (building (self))
    chose (self, ludus_thebes_turn_choose_shovel (self->turn, g_variant_get_boolean (parameter)));
}

static void
choose_weeks_activated_cb (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (widget);

  if (building (self))
    chose (self, ludus_thebes_turn_choose_dig_weeks (self->turn, g_variant_get_uint32 (parameter)));
}

static void
end_expedition_activated_cb (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *parameter)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (widget);

  if (building (self))
    chose (self, ludus_thebes_turn_choose_end (self->turn));
}

static void
confirm_end_response_cb (LudusThebesView  *self,
                         const char       *response,
                         AdwMessageDialog *dialog)
{
  LudusMove move;

  if (g_str_equal (response, "end") && ludus_thebes_turn_is_complete (self->turn, &move))
    ludus_board_view_play (LUDUS_BOARD_VIEW (self), &move);
}

static void
confirm_activated_cb (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (widget);
  LudusMove move;
  GtkWidget *dialog;

  if (!building (self) || !ludus_thebes_turn_is_complete (self->turn, &move))
    return;

  /* Every turn is confirmed by this very action; only the end of an
   * expedition, which gives up the rest of the game, asks again. */
  if (((const LudusThebesMove *) move.bytes)->action != LUDUS_THEBES_ACTION_END ||
      !ludus_board_view_get_confirm_end_turn (LUDUS_BOARD_VIEW (self)))
    {
      /* The game's "changed" refreshes the view, which starts the next turn. */
      ludus_board_view_play (LUDUS_BOARD_VIEW (self), &move);
      return;
    }

  dialog = adw_message_dialog_new (NULL, _("End Your Expedition?"),
                                   _("Your marker moves to the end of the game and you take no more turns."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "end", _("_End Expedition"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "end",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (confirm_end_response_cb), self,
                           G_CONNECT_SWAPPED);
  ludus_board_view_present (LUDUS_BOARD_VIEW (self), GTK_WINDOW (dialog));
}

static void
cancel_activated_cb (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (widget);

  if (!building (self))
    return;
  ludus_thebes_turn_reset (self->turn);
  clear_checks (self);
  update_turn_widgets (self);
}

static void
ludus_thebes_view_dispose (GObject *object)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (object);

  if (self->reveal != NULL)
    adw_animation_reset (self->reveal);
  g_clear_object (&self->reveal);
  gtk_widget_dispose_template (GTK_WIDGET (object), LUDUS_TYPE_THEBES_VIEW);

  G_OBJECT_CLASS (ludus_thebes_view_parent_class)->dispose (object);
}

static void
ludus_thebes_view_finalize (GObject *object)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (object);

  g_free (self->turn);
  g_free (self->shown);

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
  board_class->refresh = ludus_thebes_view_refresh;

  g_type_ensure (LUDUS_TYPE_THEBES_MAP);
  g_type_ensure (LUDUS_TYPE_THEBES_TIME_TRACK);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/thebes/ludus-thebes-view.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, turn_label);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, weeks_label);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, zeppelin_check);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, end_button);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, confirm_button);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, year_label);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, time_track);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, map);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, display_box);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, slots_box);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, pile_label);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, swap_button);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, dig_box);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, dig_title);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, dig_options);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, rumours_box);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, assistant_check);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, shovel_check);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, wheel_box);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, tokens_box);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, bag_title);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, bag_box);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesView, players_box);

  gtk_widget_class_install_action (widget_class, "thebes.choose-place", "u", choose_place_activated_cb);
  gtk_widget_class_install_action (widget_class, "thebes.choose-card", "u", choose_card_activated_cb);
  gtk_widget_class_install_action (widget_class, "thebes.choose-exhibition", "u", choose_exhibition_activated_cb);
  gtk_widget_class_install_action (widget_class, "thebes.swap", NULL, swap_activated_cb);
  gtk_widget_class_install_action (widget_class, "thebes.zeppelin", "b", zeppelin_activated_cb);
  gtk_widget_class_install_action (widget_class, "thebes.rumours", "u", rumours_activated_cb);
  gtk_widget_class_install_action (widget_class, "thebes.assistant", "b", assistant_activated_cb);
  gtk_widget_class_install_action (widget_class, "thebes.shovel", "b", shovel_activated_cb);
  gtk_widget_class_install_action (widget_class, "thebes.choose-weeks", "u", choose_weeks_activated_cb);
  gtk_widget_class_install_action (widget_class, "thebes.end-expedition", NULL, end_expedition_activated_cb);
  gtk_widget_class_install_action (widget_class, "thebes.confirm", NULL, confirm_activated_cb);
  gtk_widget_class_install_action (widget_class, "thebes.cancel", NULL, cancel_activated_cb);

  gtk_widget_class_set_css_name (widget_class, "thebes-view");
}

/* Enter confirms and Escape cancels wherever the focus is in the window
 * (a focused button takes its own Enter first). */
static void
add_shortcuts (LudusThebesView *self)
{
  static const struct {
    guint       key;
    const char *action;
  } keys[] = {
    { GDK_KEY_Return, "thebes.confirm" },
    { GDK_KEY_KP_Enter, "thebes.confirm" },
    { GDK_KEY_Escape, "thebes.cancel" },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller), GTK_SHORTCUT_SCOPE_MANAGED);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].key, 0),
                                                            gtk_named_action_new (keys[i].action)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

static void
ludus_thebes_view_init (LudusThebesView *self)
{
  self->turn = g_new0 (LudusThebesTurn, 1);
  self->shown = g_new0 (LudusThebesState, 1);
  self->rumours = G_MAXUINT;
  gtk_widget_init_template (GTK_WIDGET (self));
  make_fixed_widgets (self);
  add_shortcuts (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "thebes.confirm", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "thebes.cancel", FALSE);
}

/* The turn being built, for tests. */
const LudusThebesTurn *
ludus_thebes_view_get_turn (LudusThebesView *self)
{
  g_return_val_if_fail (LUDUS_IS_THEBES_VIEW (self), NULL);

  return self->turn;
}

/* How many tokens of the last dig are on show, for tests. */
guint
ludus_thebes_view_get_n_revealed (LudusThebesView *self)
{
  g_return_val_if_fail (LUDUS_IS_THEBES_VIEW (self), 0);

  return self->n_revealed;
}

/* How many tokens the last dig drew (with the first-dig bonus), for tests. */
guint
ludus_thebes_view_get_n_drawn (LudusThebesView *self)
{
  g_return_val_if_fail (LUDUS_IS_THEBES_VIEW (self), 0);

  return self->n_drawn;
}
