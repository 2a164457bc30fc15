/* ludus-mykerinos-view.c: the Mykerinos table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The season's region, the Museum, the survey in progress and every
 * player's panel.  A person's move is built with the model's turn builder
 * (ludus-mykerinos-turn.h), choice by choice: the view only asks it which
 * spaces, cards, rooms and parcels may be chosen next, highlights them,
 * and plays the move once it is complete.  A move that could still grow
 * (an A that may become a B) waits for Place.
 *
 * At the end of a season a summary sheet holds the game until the players
 * have read it; at the end of the game the final exhibition does.  The
 * widgets are made once per game and updated in place.
 *
 * Actions (also for tests): mykerinos.choose-space(u),
 * mykerinos.choose-card(u), mykerinos.choose-patron(u),
 * mykerinos.choose-parcel(u), mykerinos.choose-room(u), mykerinos.pass,
 * mykerinos.confirm, mykerinos.cancel (Escape), mykerinos.back (BackSpace).
 */

#define G_LOG_DOMAIN "ludus-mykerinos-view"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-mykerinos-museum.h"
#include "ludus-mykerinos-player-panel.h"
#include "ludus-mykerinos-region.h"
#include "ludus-mykerinos-sheet.h"
#include "ludus-mykerinos-view-private.h"
#include "ludus-player-colours.h"
#include "ludus-rule-help.h"
#include "ludus-wrap-layout.h"
#include "mykerinos/ludus-mykerinos-game.h"


G_DEFINE_FINAL_TYPE (LudusMykerinosView, ludus_mykerinos_view, LUDUS_TYPE_BOARD_VIEW)

static void update (LudusMykerinosView *self);

static gboolean
human_to_play (LudusMykerinosView *self)
{
  return ludus_board_view_human_to_play (LUDUS_BOARD_VIEW (self));
}

static const char *
colour_class (LudusMykerinosView *self,
              guint               colour)
{
  const LudusOptions *options = ludus_game_get_options (get_game (self));

  if (colour >= options->n_seats)
    return "neutral-cube";
  return ludus_player_colour_css_class (MIN (options->seats[colour].colour, LUDUS_N_PLAYER_COLOURS - 1));
}

static GtkWidget *
new_caption (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "caption");
  return label;
}

/* Made once: the number of players never changes. */
static void
make_player_panels (LudusMykerinosView *self)
{
  const LudusMykerinosState *state = get_state (self);

  for (guint c = 0; c < state->n_colours; c++)
    {
      self->names[c] = g_strdup (c < state->n_players ? ludus_board_view_player_name (LUDUS_BOARD_VIEW (self), c)
                                                      : _("Neutral"));
      ludus_mykerinos_board_set_colour (LUDUS_MYKERINOS_BOARD (self->region), c, colour_class (self, c),
                                        self->names[c]);
      ludus_mykerinos_board_set_colour (LUDUS_MYKERINOS_BOARD (self->museum), c, colour_class (self, c),
                                        self->names[c]);
    }
  for (guint p = 0; p < state->n_players; p++)
    {
      self->players[p] = LUDUS_MYKERINOS_PLAYER_PANEL (ludus_mykerinos_player_panel_new ());
      gtk_box_append (self->players_box, GTK_WIDGET (self->players[p]));
    }
  if (state->neutral != LUDUS_MYKERINOS_NO_PLAYER)
    {
      GtkWidget *panel = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *dot = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      GtkWidget *name = gtk_label_new (self->names[state->neutral]);
      GtkWidget *line;

      gtk_widget_add_css_class (panel, "card");
      gtk_widget_add_css_class (panel, "mykerinos-player");
      gtk_widget_set_css_classes (dot, (const char *[]) { "player-dot", "neutral-cube", NULL });
      gtk_widget_set_valign (dot, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (name, "heading");
      gtk_box_append (GTK_BOX (header), dot);
      gtk_box_append (GTK_BOX (header), name);
      gtk_box_append (GTK_BOX (panel), header);
      /* In a line, or one below the other in a narrow panel, as a
       * player's stocks (ludus-mykerinos-player-panel.c). */
      self->neutral_stock = GTK_LABEL (new_caption ());
      gtk_widget_set_margin_end (GTK_WIDGET (self->neutral_stock), 12);
      self->neutral_passing = GTK_LABEL (new_caption ());
      line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      gtk_widget_set_layout_manager (line, ludus_wrap_layout_new (0, FALSE));
      gtk_box_append (GTK_BOX (line), GTK_WIDGET (self->neutral_stock));
      gtk_box_append (GTK_BOX (line), GTK_WIDGET (self->neutral_passing));
      gtk_box_append (GTK_BOX (panel), line);
      gtk_box_append (self->players_box, panel);
    }
  self->n_players = state->n_players;
}

/* ---- the region, the Museum and the survey ----------------------------- */

static void
update_board (LudusMykerinosView *self)
{
  const LudusMykerinosState *state = get_state (self);
  const LudusMykerinosSeason *season = ludus_mykerinos_state_season (state);
  LudusMykerinosRegionPosition position;
  LudusMykerinosBits candidates = { 0 }, pending = { 0 }, recent = { 0 };
  LudusGame *game = get_game (self);
  gboolean human = human_to_play (self);
  guint n_moves = ludus_game_get_n_moves (game);
  guint32 rooms = 0, parcels = 0;

  ludus_mykerinos_region_set_layout (self->region, season);
  ludus_mykerinos_region_position_from_state (&position, state);
  ludus_mykerinos_region_set_position (self->region, &position);

  if (human)
    {
      for (guint i = 0; i < season->n_slots * 6; i++)
        if (ludus_mykerinos_turn_space_is_candidate (self->turn, i))
          candidates.w[i / 64] |= G_GUINT64_CONSTANT (1) << (i % 64);
      for (guint r = 0; r < LUDUS_MYKERINOS_N_ROOMS; r++)
        if (ludus_mykerinos_turn_room_is_candidate (self->turn, r))
          rooms |= 1u << r;
      if (state->phase == LUDUS_MYKERINOS_PHASE_SURVEY)
        for (guint k = 0; k < 2; k++)
          if (ludus_mykerinos_turn_parcel_is_candidate (self->turn, k))
            parcels |= 1u << season->areas[state->survey_area][k];
    }
  for (guint i = 0; i < ludus_mykerinos_turn_get_n_spaces (self->turn); i++)
    {
      guint space = ludus_mykerinos_turn_get_space (self->turn, i);

      pending.w[space / 64] |= G_GUINT64_CONSTANT (1) << (space % 64);
    }

  /* The cubes of the last move stand out, until the next. */
  if (n_moves > 0 && state->phase != LUDUS_MYKERINOS_PHASE_SURVEY)
    {
      const LudusMykerinosMove *last = (const LudusMykerinosMove *) ludus_game_get_move (game, n_moves - 1)->bytes;

      if (last->kind == LUDUS_MYKERINOS_MOVE_PLACE || last->kind == LUDUS_MYKERINOS_MOVE_NEUTRAL)
        for (guint i = 0; i < last->n_cells && i < 3; i++)
          if (ludus_mykerinos_state_cube (state, last->cells[i]) != 0)
            recent.w[last->cells[i] / 64] |= G_GUINT64_CONSTANT (1) << (last->cells[i] % 64);
    }

  ludus_mykerinos_region_set_marks (self->region, &candidates, &pending,
                                    state->phase == LUDUS_MYKERINOS_PHASE_NEUTRAL ? state->neutral : state->current,
                                    &recent);
  ludus_mykerinos_region_set_survey (self->region,
                                     state->phase == LUDUS_MYKERINOS_PHASE_SURVEY ? state->survey_area : -1,
                                     parcels);

  ludus_mykerinos_museum_set_wings (self->museum, state->wing_patron);
  ludus_mykerinos_museum_set_rooms (self->museum, state->museum);
  ludus_mykerinos_museum_set_candidates (self->museum, rooms);
}

static void
update_survey (LudusMykerinosView *self)
{
  const LudusMykerinosState *state = get_state (self);
  const LudusMykerinosSeason *season = ludus_mykerinos_state_season (state);
  const LudusMykerinosSeasonRecord *record = ludus_mykerinos_state_record (state, state->season);
  const LudusMykerinosAreaRecord *now;
  const char * const *names = (const char * const *) self->names;
  gboolean human = human_to_play (self);
  g_autoptr(GString) ranking = NULL;
  g_autoptr(GString) done = NULL;
  g_autofree char *title = NULL;

  gtk_widget_set_visible (self->survey_box, state->phase == LUDUS_MYKERINOS_PHASE_SURVEY);
  if (state->phase != LUDUS_MYKERINOS_PHASE_SURVEY)
    return;

  title = g_strdup_printf (_("Survey of area %u of %u"), state->survey_area + 1, season->n_areas);
  gtk_label_set_text (self->survey_title, title);

  /* The ranking of the area, as the log gave it. */
  now = &record->areas[state->survey_area];
  ranking = g_string_new (NULL);
  for (guint i = 0; i < now->n_ranked; i++)
    {
      g_autofree char *line = ludus_mykerinos_describe_rank (state, now, i, names);

      if (ranking->len > 0)
        g_string_append_c (ranking, '\n');
      g_string_append (ranking, line);
      if (i == state->survey_pos)
        g_string_append (ranking, " ◂");
    }
  if (now->n_ranked == 0)
    g_string_append (ranking, _("Nobody dug here."));
  gtk_label_set_text (self->survey_ranking, ranking->str);

  for (guint k = 0; k < 2; k++)
    {
      int card = ludus_mykerinos_state_slot_card (state, season->areas[state->survey_area][k]);
      g_autofree char *label = NULL;

      if ((state->survey_left & (1u << k)) != 0 && card >= 0)
        {
          const LudusMykerinosCard *c = &state->content->cards[card];

          /* Translators: a parcel of the area being surveyed: "Parcel 1: Lady Violet, 3 prestige" */
          label = g_strdup_printf (ngettext ("Parcel %u: %s, %u prestige", "Parcel %u: %s, %u prestige",
                                             c->prestige),
                                   k + 1, _(ludus_mykerinos_patron_names[MIN (c->patron, LUDUS_MYKERINOS_PATRON_NONE)]),
                                   c->prestige);
        }
      else
        label = g_strdup_printf (_("Parcel %u: gone"), k + 1);
      gtk_button_set_label (GTK_BUTTON (self->parcel_buttons[k]), label);
      gtk_widget_set_sensitive (self->parcel_buttons[k],
                                human && ludus_mykerinos_turn_parcel_is_candidate (self->turn, k));
    }

  /* What the survey decided so far in this area, in the log's words: the
   * areas before it are on the board and in the log, and their lines would
   * push the Museum, the other half of the choice, out of sight. */
  done = g_string_new (NULL);
  for (guint i = 0; i < record->n_events; i++)
    {
      const LudusMykerinosSurveyEvent *event = &record->events[i];
      g_autofree char *line = NULL;

      if (event->area != state->survey_area)
        continue;
      line = ludus_mykerinos_describe_event (state, event, names);
      if (done->len > 0)
        g_string_append_c (done, '\n');
      g_string_append_printf (done, "• %s", line);
    }
  gtk_label_set_text (self->survey_done, done->str);
  gtk_widget_set_visible (GTK_WIDGET (self->survey_done), done->len > 0);
}

/* ---- the prompt -------------------------------------------------------- */

static const char *
prompt_text (LudusMykerinosTurnPrompt prompt)
{
  switch (prompt)
    {
    case LUDUS_MYKERINOS_TURN_PROMPT_NONE:
      return _("The game is over.");
    case LUDUS_MYKERINOS_TURN_PROMPT_ACTION:
      return _("Place a cube on a free space without a pyramid (or a second next to yours), call on a patron with a card, or pass.");
    case LUDUS_MYKERINOS_TURN_PROMPT_PASS:
      return _("Your personal stock is empty: pass.");
    case LUDUS_MYKERINOS_TURN_PROMPT_VIOLET:
      return _("Lady Violet: you take a cube from the general stock. Place one cube, or two in a chain from your cubes.");
    case LUDUS_MYKERINOS_TURN_PROMPT_LEMON:
      return _("Lord Lemon: place a cube on a pyramid, or two cubes of which exactly one is on a pyramid.");
    case LUDUS_MYKERINOS_TURN_PROMPT_BROWN:
      return _("Sir Brown: choose a Museum room for a cube from your personal stock.");
    case LUDUS_MYKERINOS_TURN_PROMPT_BLACKMORE:
      return _("Mrs Blackmore: place two cubes side by side on free spaces anywhere.");
    case LUDUS_MYKERINOS_TURN_PROMPT_TANGERINE:
      return _("Colonel Tangerine: place three cubes in a chain, the first next to your cubes.");
    case LUDUS_MYKERINOS_TURN_PROMPT_NEXT_SPACE:
      return _("Choose the next space of the move.");
    case LUDUS_MYKERINOS_TURN_PROMPT_SPACE_OR_CONFIRM:
      return _("Press Place to put one cube there, or choose a second space next to it.");
    case LUDUS_MYKERINOS_TURN_PROMPT_CONFIRM:
      return _("Press Place to play the move.");
    case LUDUS_MYKERINOS_TURN_PROMPT_NEUTRAL:
      return _("Place one neutral cube, or two in a chain from the neutral cubes, or skip.");
    case LUDUS_MYKERINOS_TURN_PROMPT_SURVEY:
      return _("Claim a parcel of the area, or book a room in the Museum.");
    case LUDUS_MYKERINOS_TURN_PROMPT_SURVEY_PARCEL:
      return _("Claim a parcel of the area.");
    case LUDUS_MYKERINOS_TURN_PROMPT_SURVEY_ROOM:
      return _("Book a room in the Museum.");
    case LUDUS_MYKERINOS_TURN_PROMPT_SURVEY_NEUTRAL:
      return _("Choose the parcel the neutral player takes: it leaves the game.");
    case LUDUS_MYKERINOS_TURN_PROMPT_SURVEY_LEFTOVER:
      return _("Take the parcel left, or decline it.");
    default:
      return "";
    }
}

static void
update_prompt (LudusMykerinosView *self)
{
  LudusGame *game = get_game (self);
  const LudusMykerinosState *state = get_state (self);
  g_autofree char *turn = NULL;
  g_autofree char *prompt = NULL;
  const char *current = state->current < state->n_players ? self->names[state->current] : "";

  gtk_widget_remove_css_class (GTK_WIDGET (self->prompt_label), "error");
  /* A position in a review: nobody is asked to move. */
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_label),
                          !ludus_board_view_get_read_only (LUDUS_BOARD_VIEW (self)));
  if (ludus_game_is_over (game))
    {
      g_autofree char *title = ludus_board_view_game_over_title (LUDUS_BOARD_VIEW (self));

      ludus_board_view_set_header_text (self->turn_label, title);
      ludus_board_view_set_header_text (self->prompt_label, _("The final exhibition is scored: most points wins."));
      return;
    }

  if (state->phase == LUDUS_MYKERINOS_PHASE_SURVEY)
    /* Translators: "Season 2 of 4 · Survey · Anna chooses" */
    turn = g_strdup_printf (_("Season %u of %u · Survey · %s chooses"), state->season + 1,
                            LUDUS_MYKERINOS_N_SEASONS, current);
  else if (state->phase == LUDUS_MYKERINOS_PHASE_NEUTRAL)
    /* Translators: "Season 2 of 4 · Anna’s turn for the neutral player" */
    turn = g_strdup_printf (_("Season %u of %u · %s’s turn for the neutral player"), state->season + 1,
                            LUDUS_MYKERINOS_N_SEASONS, current);
  else if (state->last_turn)
    /* Translators: "Season 2 of 4 · Anna’s last action" */
    turn = g_strdup_printf (_("Season %u of %u · %s’s last action"), state->season + 1,
                            LUDUS_MYKERINOS_N_SEASONS, current);
  else
    /* Translators: "Season 2 of 4 · Anna’s turn" */
    turn = g_strdup_printf (_("Season %u of %u · %s’s turn"), state->season + 1,
                            LUDUS_MYKERINOS_N_SEASONS, current);
  ludus_board_view_set_header_text (self->turn_label, turn);

  if (ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (self)) != NULL)
    prompt = g_strdup (_("Read the season’s summary, then start the next season."));
  else if (ludus_game_current_seat_is_computer (game))
    prompt = ludus_board_view_computer_prompt (LUDUS_BOARD_VIEW (self),
                                               ludus_game_get_current_player (game));
  else
    prompt = g_strdup (prompt_text (ludus_mykerinos_turn_get_prompt (self->turn)));
  ludus_board_view_set_header_text (self->prompt_label, prompt);
}

static void
ludus_mykerinos_view_update_prompt (LudusBoardView *board)
{
  update_prompt (LUDUS_MYKERINOS_VIEW (board));
}

static void
update_actions (LudusMykerinosView *self)
{
  const LudusMykerinosState *state = get_state (self);
  gboolean human = human_to_play (self);
  gboolean can_pass = human && ludus_mykerinos_turn_pass_is_candidate (self->turn);
  gboolean complete = human && ludus_mykerinos_turn_is_complete (self->turn, NULL);
  gboolean chosen = human && ludus_mykerinos_turn_get_n_choices (self->turn) > 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "mykerinos.pass", can_pass);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "mykerinos.confirm", complete);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "mykerinos.cancel", chosen);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "mykerinos.back", chosen);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "mykerinos.choose-space", human);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "mykerinos.choose-card", human);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "mykerinos.choose-patron", human);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "mykerinos.choose-parcel", human);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "mykerinos.choose-room", human);

  gtk_widget_set_visible (GTK_WIDGET (self->pass_button), can_pass);
  gtk_widget_set_visible (GTK_WIDGET (self->confirm_button), complete);
  gtk_widget_set_visible (GTK_WIDGET (self->cancel_button), chosen);

  if (state->phase == LUDUS_MYKERINOS_PHASE_NEUTRAL)
    {
      gtk_button_set_label (self->pass_button, _("_Skip"));
      ludus_rule_help_set_tooltip (GTK_WIDGET (self->pass_button), _("Place no cube for the neutral player"));
    }
  else if (state->phase == LUDUS_MYKERINOS_PHASE_SURVEY)
    {
      gtk_button_set_label (self->pass_button, _("_Decline"));
      ludus_rule_help_set_tooltip (GTK_WIDGET (self->pass_button), _("Leave the parcel: it leaves the game"));
    }
  else
    {
      gtk_button_set_label (self->pass_button, _("_Pass"));
      ludus_rule_help_set_tooltip (GTK_WIDGET (self->pass_button),
                                   _("Take the next space of the passing track: no more turns this season"));
    }
}

/* ---- refresh ----------------------------------------------------------- */

static void
ludus_mykerinos_view_show_presence (LudusBoardView *board,
                                    guint           player)
{
  LudusMykerinosView *self = LUDUS_MYKERINOS_VIEW (board);

  if (player < self->n_players)
    ludus_mykerinos_player_panel_set_presence (self->players[player],
                                               ludus_board_view_get_presence (board, player));
}

static void
update (LudusMykerinosView *self)
{
  const LudusMykerinosState *state = get_state (self);
  LudusProjection projections[LUDUS_MAX_PLAYERS];
  gboolean has_projections;

  update_board (self);
  update_survey (self);
  has_projections = ludus_board_view_get_projections (LUDUS_BOARD_VIEW (self), projections);
  for (guint p = 0; p < self->n_players; p++)
    {
      guint offered = 0;

      if (human_to_play (self) && state->current == p && state->phase == LUDUS_MYKERINOS_PHASE_EXCAVATION)
        for (guint patron = 0; patron < LUDUS_MYKERINOS_N_PATRONS; patron++)
          if (ludus_mykerinos_turn_patron_is_candidate (self->turn, patron))
            offered |= 1u << patron;
      ludus_mykerinos_player_panel_update (self->players[p], state, p, self->names[p], colour_class (self, p),
                                           !ludus_game_is_over (get_game (self)) && state->current == p,
                                           offered,
                                           state->current == p ? ludus_mykerinos_turn_get_patron (self->turn)
                                                               : LUDUS_MYKERINOS_PATRON_NONE);
      ludus_mykerinos_player_panel_set_projection (self->players[p],
                                                   has_projections ? &projections[p] : NULL);
      ludus_mykerinos_view_show_presence (LUDUS_BOARD_VIEW (self), p);
    }
  if (self->neutral_stock != NULL)
    {
      /* Translators: the player's colour's cubes left in the general stock */
      g_autofree char *stock = g_strdup_printf (_("General stock: %u"), state->general[state->neutral]);
      /* Translators: the neutral player's fixed space on the passing track */
      g_autofree char *passing = g_strdup_printf (_("Passing track: space %u"), state->passing[state->neutral]);

      gtk_label_set_text (self->neutral_stock, stock);
      gtk_label_set_text (self->neutral_passing, passing);
    }
  update_prompt (self);
  update_actions (self);
}

static void
ludus_mykerinos_view_refresh (LudusBoardView *board)
{
  LudusMykerinosView *self = LUDUS_MYKERINOS_VIEW (board);
  LudusGame *game = get_game (self);
  const LudusMykerinosState *state = get_state (self);
  guint n_moves = ludus_game_get_n_moves (game);
  gboolean moved_on = n_moves > self->seen_moves;
  gboolean season_ended = moved_on && state->season > self->shown_season &&
                          state->phase != LUDUS_MYKERINOS_PHASE_OVER;
  gboolean game_ended = moved_on && ludus_game_is_over (game) && !self->shown_over;
  gboolean undone = n_moves < self->seen_moves;
  gboolean one_more = n_moves == self->seen_moves + 1;

  /* A new move, undo or redo: what waited to move is at its place. */
  _ludus_mykerinos_view_stop_motion (self);

  if (self->n_players == 0)
    {
      make_player_panels (self);
      self->shown_season = state->season;
      self->shown_over = ludus_game_is_over (game);
      self->seen_moves = n_moves;
      season_ended = game_ended = undone = one_more = FALSE;
    }

  if (!self->turn_ready || n_moves != self->turn_moves)
    {
      ludus_mykerinos_turn_init (self->turn, state);
      self->turn_moves = n_moves;
      self->turn_ready = TRUE;
    }
  self->seen_moves = n_moves;
  self->shown_season = state->season;
  self->shown_over = ludus_game_is_over (game);

  update (self);
  if (one_more)
    _ludus_mykerinos_view_start_motion (self);

  /* A survey that ended a season, or the game: show its sheet.  Undone
   * past it: its scores are no longer on the table.  Either changes the
   * sheet, which refreshes again. */
  if (game_ended)
    ludus_board_view_show_sheet (board, GTK_WINDOW (ludus_mykerinos_sheet_new_exhibition (game,
                                                                                      (const char * const *) self->names)));
  else if (season_ended)
    ludus_board_view_show_sheet (board, GTK_WINDOW (ludus_mykerinos_sheet_new_season (game, state->season - 1,
                                                                                  (const char * const *) self->names)));
  else if (undone && ludus_board_view_get_sheet (board) != NULL)
    ludus_board_view_close_sheet (board);
}

/* ---- actions ----------------------------------------------------------- */

static void
confirm_response_cb (LudusMykerinosView *self,
                     const char         *response,
                     AdwMessageDialog   *dialog)
{
  const LudusMove *move = g_object_get_data (G_OBJECT (dialog), "move");

  if (g_str_equal (response, "play"))
    {
      /* A move refused (a tutorial waits for another) starts the turn again. */
      self->turn_ready = FALSE;
      ludus_board_view_play (LUDUS_BOARD_VIEW (self), move);
    }
}

/* Plays @move, first asking if the preference says so and the turn ends. */
static void
play_move (LudusMykerinosView *self,
           const LudusMove    *move)
{
  GtkWidget *dialog;

  if (!ludus_board_view_is_legal (LUDUS_BOARD_VIEW (self), move))
    return;
  if (!ludus_board_view_get_confirm_end_turn (LUDUS_BOARD_VIEW (self))
      || !ludus_game_move_ends_turn (get_game (self), move))
    {
      self->turn_ready = FALSE;
      ludus_board_view_play (LUDUS_BOARD_VIEW (self), move);
      return;
    }

  dialog = adw_message_dialog_new (NULL, _("End Your Turn?"),
                                   _("Your move is played and the next player takes over."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "play", _("_Play"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "play", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "play");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "move", g_memdup2 (move, sizeof *move), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (confirm_response_cb), self, G_CONNECT_SWAPPED);
  ludus_board_view_present (LUDUS_BOARD_VIEW (self), GTK_WINDOW (dialog));
}

/* The move in progress changed: what may be chosen next, and what is
 * left of the hint or the tutorial's guide. */
static void
update_choices (LudusMykerinosView *self)
{
  update (self);
  ludus_board_view_update_hint (LUDUS_BOARD_VIEW (self));
}

/* After a choice: play the move if nothing more can be added, else show
 * what may be chosen next. */
static void
after_choice (LudusMykerinosView *self)
{
  LudusMove move;

  update_choices (self);
  if (ludus_mykerinos_turn_is_complete (self->turn, &move) &&
      !ludus_mykerinos_turn_can_continue (self->turn))
    play_move (self, &move);
}

/* A choice the rules do not allow: the prompt says why (a screen reader
 * reads it there too) until the next choice. */
static void
refuse (LudusMykerinosView *self,
        const char         *reason)
{
  gtk_widget_error_bell (GTK_WIDGET (self));
  if (reason == NULL)
    return;
  ludus_board_view_set_header_text (self->prompt_label, reason);
  gtk_widget_add_css_class (GTK_WIDGET (self->prompt_label), "error");
}

static void
choose_space (LudusMykerinosView *self,
              guint               space)
{
  LudusMove move;

  if (!human_to_play (self))
    return;
  /* Enter on a space already chosen plays the move as it stands. */
  if (ludus_mykerinos_turn_space_is_chosen (self->turn, space) &&
      ludus_mykerinos_turn_is_complete (self->turn, &move))
    {
      play_move (self, &move);
      return;
    }
  if (ludus_mykerinos_turn_choose_space (self->turn, space))
    after_choice (self);
  else
    refuse (self, ludus_mykerinos_turn_explain_space (self->turn, space));
}

static void
choose_space_activated_cb (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  choose_space (LUDUS_MYKERINOS_VIEW (widget), g_variant_get_uint32 (parameter));
}

static void
choose_parcel (LudusMykerinosView *self,
               guint               parcel)
{
  const LudusMykerinosState *state = get_state (self);

  if (!human_to_play (self) || parcel > 1)
    gtk_widget_error_bell (GTK_WIDGET (self));
  else if (ludus_mykerinos_turn_choose_parcel (self->turn, parcel))
    after_choice (self);
  else if (state->phase == LUDUS_MYKERINOS_PHASE_SURVEY)
    /* Told by a space of the parcel. */
    refuse (self, ludus_mykerinos_turn_explain_space (
              self->turn, ludus_mykerinos_state_season (state)->areas[state->survey_area][parcel] * 6u));
  else
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
space_activated_cb (LudusMykerinosView   *self,
                    guint                 space,
                    LudusMykerinosRegion *region)
{
  const LudusMykerinosState *state = get_state (self);
  const LudusMykerinosSeason *season = ludus_mykerinos_state_season (state);

  /* In a survey a space stands for its parcel. */
  if (state->phase == LUDUS_MYKERINOS_PHASE_SURVEY)
    {
      for (guint k = 0; k < 2; k++)
        if (season->areas[state->survey_area][k] == space / 6)
          {
            choose_parcel (self, k);
            return;
          }
      if (human_to_play (self))
        refuse (self, ludus_mykerinos_turn_explain_space (self->turn, space));
      return;
    }
  choose_space (self, space);
}

static void
choose_card_activated_cb (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  LudusMykerinosView *self = LUDUS_MYKERINOS_VIEW (widget);

  if (human_to_play (self) && ludus_mykerinos_turn_choose_card (self->turn, g_variant_get_uint32 (parameter)))
    after_choice (self);
  else
    gtk_widget_error_bell (widget);
}

static void
choose_patron_activated_cb (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  LudusMykerinosView *self = LUDUS_MYKERINOS_VIEW (widget);
  guint patron = g_variant_get_uint32 (parameter);

  if (!human_to_play (self))
    return;
  /* Choosing the patron already chosen takes it back. */
  if (ludus_mykerinos_turn_get_patron (self->turn) == patron)
    {
      ludus_mykerinos_turn_reset (self->turn);
      update_choices (self);
    }
  else if (ludus_mykerinos_turn_choose_patron (self->turn, patron))
    after_choice (self);
  else
    refuse (self, ludus_mykerinos_turn_explain_patron (self->turn, patron));
}

static void
choose_parcel_activated_cb (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  choose_parcel (LUDUS_MYKERINOS_VIEW (widget), g_variant_get_uint32 (parameter));
}

static void
choose_room (LudusMykerinosView *self,
             guint               room)
{
  if (!human_to_play (self))
    gtk_widget_error_bell (GTK_WIDGET (self));
  else if (ludus_mykerinos_turn_choose_room (self->turn, room))
    after_choice (self);
  else
    refuse (self, ludus_mykerinos_turn_explain_room (self->turn, room));
}

static void
room_activated_cb (LudusMykerinosView   *self,
                   guint                 room,
                   LudusMykerinosMuseum *museum)
{
  choose_room (self, room);
}

static void
choose_room_activated_cb (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  choose_room (LUDUS_MYKERINOS_VIEW (widget), g_variant_get_uint32 (parameter));
}

static void
pass_activated_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  LudusMykerinosView *self = LUDUS_MYKERINOS_VIEW (widget);

  if (!human_to_play (self))
    return;
  /* Passing drops the choices of a half-built move. */
  ludus_mykerinos_turn_reset (self->turn);
  if (ludus_mykerinos_turn_choose_pass (self->turn))
    after_choice (self);
}

static void
confirm_activated_cb (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  LudusMykerinosView *self = LUDUS_MYKERINOS_VIEW (widget);
  LudusMove move;

  if (ludus_mykerinos_turn_is_complete (self->turn, &move))
    play_move (self, &move);
}

static void
cancel_activated_cb (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  LudusMykerinosView *self = LUDUS_MYKERINOS_VIEW (widget);

  ludus_mykerinos_turn_reset (self->turn);
  update_choices (self);
}

static void
back_activated_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  LudusMykerinosView *self = LUDUS_MYKERINOS_VIEW (widget);

  if (ludus_mykerinos_turn_back (self->turn))
    update_choices (self);
}

/* ---- the type ---------------------------------------------------------- */

static void
ludus_mykerinos_view_dispose (GObject *object)
{
  LudusMykerinosView *self = LUDUS_MYKERINOS_VIEW (object);

  _ludus_mykerinos_view_stop_motion (self);
  gtk_widget_dispose_template (GTK_WIDGET (object), LUDUS_TYPE_MYKERINOS_VIEW);
  for (guint c = 0; c < LUDUS_MYKERINOS_N_COLOURS; c++)
    g_clear_pointer (&self->names[c], g_free);

  G_OBJECT_CLASS (ludus_mykerinos_view_parent_class)->dispose (object);
}

static void
ludus_mykerinos_view_finalize (GObject *object)
{
  LudusMykerinosView *self = LUDUS_MYKERINOS_VIEW (object);

  g_free (self->turn);

  G_OBJECT_CLASS (ludus_mykerinos_view_parent_class)->finalize (object);
}

/* Exactly the part of the table the move acts on that is left to choose,
 * in the order the turn builder takes it: the patron's cards in the
 * player's panel, then the spaces of the region (then Place, once they
 * are chosen) or the Museum room; the parcel taken (card and button); or
 * Pass. */
static void
ludus_mykerinos_view_show_hint (LudusBoardView  *board,
                                const LudusMove *move)
{
  LudusMykerinosView *self = LUDUS_MYKERINOS_VIEW (board);
  const LudusMykerinosMove *m = (const LudusMykerinosMove *) move;
  LudusGame *game = ludus_board_view_get_game (board);
  const LudusMykerinosState *state = ludus_mykerinos_game_get_state (LUDUS_MYKERINOS_GAME (game));
  guint patron = m->kind == LUDUS_MYKERINOS_MOVE_BROWN ? LUDUS_MYKERINOS_BROWN
                 : m->kind == LUDUS_MYKERINOS_MOVE_PLACE ? m->patron
                 : LUDUS_MYKERINOS_PATRON_NONE;
  gboolean all_chosen = TRUE;

  if (patron < LUDUS_MYKERINOS_N_PATRONS && state->current < self->n_players &&
      ludus_mykerinos_turn_get_patron (self->turn) != patron)
    {
      ludus_board_view_mark_hint (board, ludus_mykerinos_player_panel_get_patron_widget (
                                    self->players[state->current], patron));
      return;
    }

  switch (m->kind)
    {
    case LUDUS_MYKERINOS_MOVE_PLACE:
    case LUDUS_MYKERINOS_MOVE_NEUTRAL:
      for (guint i = 0; i < m->n_cells && i < G_N_ELEMENTS (m->cells); i++)
        if (!ludus_mykerinos_turn_space_is_chosen (self->turn, m->cells[i]))
          {
            ludus_board_view_mark_hint (board, ludus_mykerinos_region_get_space_widget (self->region,
                                                                                       m->cells[i]));
            all_chosen = FALSE;
          }
      if (all_chosen)
        ludus_board_view_mark_hint (board, GTK_WIDGET (self->confirm_button));
      break;

    case LUDUS_MYKERINOS_MOVE_BROWN:
    case LUDUS_MYKERINOS_MOVE_MUSEUM:
      if (m->room < LUDUS_MYKERINOS_N_ROOMS)
        ludus_board_view_mark_hint (board, ludus_mykerinos_museum_get_room_widget (self->museum, m->room));
      break;

    case LUDUS_MYKERINOS_MOVE_CLAIM:
    case LUDUS_MYKERINOS_MOVE_DISCARD:
      if (m->parcel < G_N_ELEMENTS (self->parcel_buttons))
        {
          const LudusMykerinosSeason *season = ludus_mykerinos_state_season (state);

          ludus_board_view_mark_hint (board, ludus_mykerinos_region_get_parcel_widget (
                                        self->region, season->areas[state->survey_area][m->parcel]));
          ludus_board_view_mark_hint (board, self->parcel_buttons[m->parcel]);
        }
      break;

    default:
      ludus_board_view_mark_hint (board, GTK_WIDGET (self->pass_button));
      break;
    }
}

static void
ludus_mykerinos_view_class_init (LudusMykerinosViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  LudusBoardViewClass *board_class = LUDUS_BOARD_VIEW_CLASS (klass);

  object_class->dispose = ludus_mykerinos_view_dispose;
  object_class->finalize = ludus_mykerinos_view_finalize;
  board_class->refresh = ludus_mykerinos_view_refresh;
  board_class->show_hint = ludus_mykerinos_view_show_hint;
  board_class->show_changes = _ludus_mykerinos_view_show_changes;
  board_class->update_prompt = ludus_mykerinos_view_update_prompt;
  board_class->show_presence = ludus_mykerinos_view_show_presence;

  g_type_ensure (LUDUS_TYPE_MYKERINOS_REGION);
  g_type_ensure (LUDUS_TYPE_MYKERINOS_MUSEUM);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/mykerinos/ludus-mykerinos-view.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosView, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosView, confirm_button);
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosView, museum);
  gtk_widget_class_bind_template_child_full (widget_class, "parcel_buttons", FALSE,
                                             G_STRUCT_OFFSET (LudusMykerinosView, parcel_box));
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosView, pass_button);
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosView, players_box);
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosView, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosView, region);
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosView, survey_box);
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosView, survey_done);
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosView, survey_ranking);
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosView, survey_title);
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosView, turn_label);

  gtk_widget_class_install_action (widget_class, "mykerinos.choose-space", "u", choose_space_activated_cb);
  gtk_widget_class_install_action (widget_class, "mykerinos.choose-card", "u", choose_card_activated_cb);
  gtk_widget_class_install_action (widget_class, "mykerinos.choose-patron", "u", choose_patron_activated_cb);
  gtk_widget_class_install_action (widget_class, "mykerinos.choose-parcel", "u", choose_parcel_activated_cb);
  gtk_widget_class_install_action (widget_class, "mykerinos.choose-room", "u", choose_room_activated_cb);
  gtk_widget_class_install_action (widget_class, "mykerinos.pass", NULL, pass_activated_cb);
  gtk_widget_class_install_action (widget_class, "mykerinos.confirm", NULL, confirm_activated_cb);
  gtk_widget_class_install_action (widget_class, "mykerinos.cancel", NULL, cancel_activated_cb);
  gtk_widget_class_install_action (widget_class, "mykerinos.back", NULL, back_activated_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "mykerinos.cancel", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_BackSpace, 0, "mykerinos.back", NULL);

  gtk_widget_class_set_css_name (widget_class, "mykerinos-view");
}

static void
ludus_mykerinos_view_init (LudusMykerinosView *self)
{
  self->turn = g_new0 (LudusMykerinosTurn, 1);
  self->shown_survey_area = -1;
  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint k = 0; k < 2; k++)
    {
      self->parcel_buttons[k] = gtk_button_new_with_label ("");
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->parcel_buttons[k]), "mykerinos.choose-parcel");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (self->parcel_buttons[k]), "u", k);
      gtk_box_append (self->parcel_box, self->parcel_buttons[k]);
    }
  g_signal_connect_object (self->region, "space-activated", G_CALLBACK (space_activated_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->museum, "room-activated", G_CALLBACK (room_activated_cb), self,
                           G_CONNECT_SWAPPED);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "mykerinos.pass", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "mykerinos.confirm", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "mykerinos.cancel", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "mykerinos.back", FALSE);
}

const LudusMykerinosTurn *
ludus_mykerinos_view_get_turn (LudusMykerinosView *self)
{
  g_return_val_if_fail (LUDUS_IS_MYKERINOS_VIEW (self), NULL);

  return self->turn;
}
