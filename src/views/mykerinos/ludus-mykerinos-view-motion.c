/* ludus-mykerinos-view-motion.c: the Mykerinos table following each move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * After a move the pieces it moved travel over the board (the board
 * view's flights): cubes from their player's stock to the spaces or to
 * the Museum room, a claimed parcel card from the region to its owner's
 * cards.  A piece is not drawn at its place until it has landed.  The
 * flights start a frame after the move, once the board has been laid out
 * anew; with no motion nothing waits and nothing hides.
 *
 * As the survey reaches an area, the cubes of the colour that chooses
 * first there glow for a moment: one area after another.
 *
 * The change highlight (show_changes()) marks what a move changed: its
 * spaces, the Museum room, the parcel's slot and the owner's cards of its
 * patron, the patron card called on.
 */

#define G_LOG_DOMAIN "ludus-mykerinos-view"

#include "config.h"

#include <adwaita.h>

#include "ludus-motion.h"
#include "ludus-mykerinos-parcel.h"
#include "ludus-mykerinos-view-private.h"
#include "ludus-player-colours.h"
#include "mykerinos/ludus-mykerinos-game.h"

/* How long a cube's and a card's flight lasts at normal speed. */
#define CUBE_MS 450
#define CARD_MS 650
/* A cube flies a little after the one before it. */
#define CUBE_STAGGER_MS 120
/* Keep in step with .neutral-cube in mykerinos.css. */
#define NEUTRAL_CUBE "#9a9996"

/* A survey move, which the rules record as an event of the season. */
static gboolean
is_choice (const LudusMykerinosMove *m)
{
  return m->kind == LUDUS_MYKERINOS_MOVE_CLAIM || m->kind == LUDUS_MYKERINOS_MOVE_MUSEUM ||
         m->kind == LUDUS_MYKERINOS_MOVE_DECLINE || m->kind == LUDUS_MYKERINOS_MOVE_DISCARD;
}

static guint
n_choice_events (const LudusMykerinosSeasonRecord *record)
{
  guint n = 0;

  for (guint e = 0; e < record->n_events; e++)
    n += record->events[e].colour != LUDUS_MYKERINOS_NO_PLAYER;
  return n;
}

/* The season of move @index, found by walking back through the surveys
 * the state records; for a survey move, its event there.  Each survey
 * move made exactly one event with a colour, in order. */
static guint
find_season (LudusMykerinosView                *self,
             guint                              index,
             const LudusMykerinosSurveyEvent  **out_event)
{
  const LudusMykerinosState *state = get_state (self);
  LudusGame *game = get_game (self);
  guint season = state->season;
  const LudusMykerinosSeasonRecord *record = ludus_mykerinos_state_record (state, season);
  guint left = record != NULL ? n_choice_events (record) : 0;

  *out_event = NULL;
  for (guint i = ludus_game_get_n_moves (game); i > index; i--)
    {
      const LudusMykerinosMove *m = (const LudusMykerinosMove *) ludus_game_get_move (game, i - 1)->bytes;

      if (!is_choice (m))
        continue;
      while (left == 0 && season > 0)
        {
          record = ludus_mykerinos_state_record (state, --season);
          left = n_choice_events (record);
        }
      if (left == 0)
        return season;
      left--;
      if (i - 1 == index)
        {
          /* The left-th event with a colour. */
          for (guint e = 0, n = 0; e < record->n_events; e++)
            if (record->events[e].colour != LUDUS_MYKERINOS_NO_PLAYER && n++ == left)
              *out_event = &record->events[e];
        }
    }
  return season;
}

/* ---- the change highlight ---------------------------------------------- */

void
_ludus_mykerinos_view_show_changes (LudusBoardView  *board,
                                    guint            index,
                                    const LudusMove *move)
{
  LudusMykerinosView *self = LUDUS_MYKERINOS_VIEW (board);
  const LudusMykerinosMove *m = (const LudusMykerinosMove *) move;
  const LudusMykerinosState *state = get_state (self);
  const LudusMykerinosSurveyEvent *event;
  guint player = ludus_game_get_move_player (get_game (self), index);
  guint season = find_season (self, index, &event);
  gboolean on_board = season == state->season;  /* the region shows its season */

  switch (m->kind)
    {
    case LUDUS_MYKERINOS_MOVE_PLACE:
    case LUDUS_MYKERINOS_MOVE_NEUTRAL:
      for (guint i = 0; on_board && i < m->n_cells && i < G_N_ELEMENTS (m->cells); i++)
        ludus_board_view_mark_change (board, ludus_mykerinos_region_get_space_widget (self->region, m->cells[i]));
      /* The patron card called on, tilted now. */
      if (m->kind == LUDUS_MYKERINOS_MOVE_PLACE && m->patron < LUDUS_MYKERINOS_N_PATRONS && player < self->n_players)
        ludus_board_view_mark_change (board, ludus_mykerinos_player_panel_get_patron_widget (self->players[player],
                                                                                             m->patron));
      break;

    case LUDUS_MYKERINOS_MOVE_BROWN:
    case LUDUS_MYKERINOS_MOVE_MUSEUM:
      if (m->room < LUDUS_MYKERINOS_N_ROOMS)
        ludus_board_view_mark_change (board, ludus_mykerinos_museum_get_room_widget (self->museum, m->room));
      if (m->kind == LUDUS_MYKERINOS_MOVE_BROWN && player < self->n_players)
        ludus_board_view_mark_change (board, ludus_mykerinos_player_panel_get_patron_widget (
                                        self->players[player], LUDUS_MYKERINOS_BROWN));
      break;

    case LUDUS_MYKERINOS_MOVE_CLAIM:
    case LUDUS_MYKERINOS_MOVE_DISCARD:
      if (event != NULL && on_board && m->parcel < 2)
        {
          const LudusMykerinosSeason *layout = ludus_mykerinos_state_season (state);

          ludus_board_view_mark_change (board, ludus_mykerinos_region_get_parcel_widget (
                                          self->region, layout->areas[event->area][m->parcel]));
        }
      if (event != NULL && m->kind == LUDUS_MYKERINOS_MOVE_CLAIM && player < self->n_players &&
          event->card < state->content->n_cards)
        ludus_board_view_mark_change (board, ludus_mykerinos_player_panel_get_patron_widget (
                                        self->players[player], state->content->cards[event->card].patron));
      break;

    default:
      break;
    }
}

/* ---- the pieces in flight ---------------------------------------------- */

static const char *
colour_spec (LudusMykerinosView *self,
             guint               colour)
{
  const LudusOptions *options = ludus_game_get_options (get_game (self));

  if (colour >= options->n_seats)
    return NEUTRAL_CUBE;
  return ludus_player_colour_spec (MIN (options->seats[colour].colour, LUDUS_N_PLAYER_COLOURS - 1));
}

/* A cube as the board draws it (mykerinos.css), to fly. */
static GdkPaintable *
cube_new (const char *spec)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, 20, 20);
  GdkRGBA colour, shade = { 0, 0, 0, 0.25 }, edge = { 0, 0, 0, 0.5 };
  GskRoundedRect outline;

  gdk_rgba_parse (&colour, spec);
  gsk_rounded_rect_init_from_rect (&outline, &bounds, 3);
  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  gtk_snapshot_append_color (snapshot, &colour, &bounds);
  gtk_snapshot_append_color (snapshot, &shade, &GRAPHENE_RECT_INIT (0, 17, 20, 3));
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_append_border (snapshot, &outline,
                              (const float[4]) { 1, 1, 1, 1 },
                              (const GdkRGBA[4]) { edge, edge, edge, edge });
  return gtk_snapshot_free_to_paintable (snapshot, &bounds.size);
}

/* A parcel card's face, as the region and the editor draw it. */
static GdkPaintable *
card_new (const LudusMykerinosCard *card)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, 120, 80);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &bounds);

  ludus_mykerinos_parcel_draw (cr, card, adw_style_manager_get_dark (adw_style_manager_get_default ()),
                               bounds.size.width, bounds.size.height);
  cairo_destroy (cr);
  return gtk_snapshot_free_to_paintable (snapshot, &bounds.size);
}

static void
update_hidden (LudusMykerinosView *self)
{
  ludus_mykerinos_region_set_hidden (self->region, &self->hidden_spaces);
  ludus_mykerinos_museum_set_hidden (self->museum, self->hidden_rooms);
}

static void
landed_cb (gpointer user_data)
{
  LudusMykerinosLanding *landing = user_data;
  LudusMykerinosView *self = landing->view;

  if (landing->space >= 0)
    self->hidden_spaces.w[landing->space / 64] &= ~(G_GUINT64_CONSTANT (1) << (landing->space % 64));
  if (landing->room >= 0)
    self->hidden_rooms &= ~(1u << landing->room);
  update_hidden (self);
}

/* A rect of @size centred on @rect. */
static void
centre (graphene_rect_t *rect,
        double           width,
        double           height)
{
  graphene_rect_init (rect, rect->origin.x + (rect->size.width - width) / 2,
                      rect->origin.y + (rect->size.height - height) / 2, width, height);
}

/* A frame after the move, the board is laid out: the places are where
 * they are drawn. */
static gboolean
start_flights_cb (GtkWidget     *widget,
                  GdkFrameClock *clock,
                  gpointer       user_data)
{
  LudusMykerinosView *self = LUDUS_MYKERINOS_VIEW (widget);
  LudusBoardView *board = LUDUS_BOARD_VIEW (widget);
  double cube = ludus_mykerinos_region_get_space_size (self->region) * 0.46;

  if (++self->motion_frames < 2)
    return G_SOURCE_CONTINUE;
  self->motion_tick = 0;

  for (guint k = 0; k < self->n_landings; k++)
    {
      LudusMykerinosLanding *landing = &self->landings[k];
      graphene_rect_t path[2];
      double width, height;

      ludus_board_view_locate (board, landing->from, NULL, &path[0]);
      ludus_board_view_locate (board, landing->to, NULL, &path[1]);
      if (landing->space >= 0 || landing->room >= 0)
        {
          /* From the start of the stock's line to the cube's place. */
          width = height = MAX (cube, 12);
          path[0].size.width = MIN (path[0].size.width, path[0].size.height * 2);
          centre (&path[0], width, height);
          centre (&path[1], width, height);
          ludus_board_view_fly (board, landing->piece, path, 2, CUBE_MS + k * CUBE_STAGGER_MS,
                                landed_cb, landing);
        }
      else
        {
          /* The card keeps its proportions, down to the height of the
           * owner's cards. */
          height = MIN (path[0].size.height, path[0].size.width);
          centre (&path[0], height * 1.5, height);
          height = MAX (path[1].size.height, 16);
          centre (&path[1], height * 1.5, height);
          ludus_board_view_fly (board, landing->piece, path, 2, CARD_MS, landed_cb, landing);
        }
      g_clear_object (&landing->piece);
    }
  self->n_landings = 0;
  return G_SOURCE_REMOVE;
}

static void
add_landing (LudusMykerinosView *self,
             GdkPaintable       *piece,
             GtkWidget          *from,
             GtkWidget          *to,
             int                 space,
             int                 room)
{
  LudusMykerinosLanding *landing;

  if (self->n_landings == LUDUS_MYKERINOS_MAX_LANDINGS || from == NULL || to == NULL)
    {
      g_object_unref (piece);
      return;
    }
  landing = &self->landings[self->n_landings++];
  landing->view = self;
  landing->piece = piece;
  landing->from = from;
  landing->to = to;
  landing->space = space;
  landing->room = room;
  if (space >= 0)
    self->hidden_spaces.w[space / 64] |= G_GUINT64_CONSTANT (1) << (space % 64);
  if (room >= 0)
    self->hidden_rooms |= 1u << room;
}

/* Where @colour's cubes come from. */
static GtkWidget *
stock_widget (LudusMykerinosView *self,
              guint               colour)
{
  if (colour < self->n_players)
    return ludus_mykerinos_player_panel_get_stock_widget (self->players[colour]);
  return self->neutral_stock != NULL ? GTK_WIDGET (self->neutral_stock) : NULL;
}

/* Lands at once what waits to take off: the table shows the position. */
void
_ludus_mykerinos_view_stop_motion (LudusMykerinosView *self)
{
  if (self->motion_tick != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->motion_tick);
      self->motion_tick = 0;
    }
  for (guint k = 0; k < self->n_landings; k++)
    g_clear_object (&self->landings[k].piece);
  self->n_landings = 0;
  memset (&self->hidden_spaces, 0, sizeof self->hidden_spaces);
  self->hidden_rooms = 0;
  if (self->region != NULL)
    update_hidden (self);
}

/**
 * _ludus_mykerinos_view_start_motion:
 *
 * Moves the pieces of the game's last move to their places, just played;
 * and shows the majority of an area the survey has just reached.
 */
void
_ludus_mykerinos_view_start_motion (LudusMykerinosView *self)
{
  LudusGame *game = get_game (self);
  const LudusMykerinosState *state = get_state (self);
  guint n_moves = ludus_game_get_n_moves (game);
  const LudusMykerinosMove *m;
  guint player;

  if (state->phase == LUDUS_MYKERINOS_PHASE_SURVEY && (int) state->survey_area != self->shown_survey_area)
    {
      const LudusMykerinosSeasonRecord *record = ludus_mykerinos_state_record (state, state->season);
      const LudusMykerinosAreaRecord *area = &record->areas[state->survey_area];

      self->shown_survey_area = state->survey_area;
      if (area->n_ranked > 0)
        ludus_mykerinos_region_show_majority (self->region, state->survey_area, area->rank[0]);
    }
  else if (state->phase != LUDUS_MYKERINOS_PHASE_SURVEY)
    self->shown_survey_area = -1;

  if (n_moves == 0 || ludus_motion_duration (GTK_WIDGET (self), CUBE_MS) == 0 ||
      !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;

  m = (const LudusMykerinosMove *) ludus_game_get_move (game, n_moves - 1)->bytes;
  player = ludus_game_get_move_player (game, n_moves - 1);
  switch (m->kind)
    {
    case LUDUS_MYKERINOS_MOVE_PLACE:
    case LUDUS_MYKERINOS_MOVE_NEUTRAL:
      for (guint i = 0; i < m->n_cells && i < G_N_ELEMENTS (m->cells); i++)
        {
          guint cube = ludus_mykerinos_state_cube (state, m->cells[i]);

          if (cube != 0)
            add_landing (self, cube_new (colour_spec (self, cube - 1)), stock_widget (self, cube - 1),
                         ludus_mykerinos_region_get_space_widget (self->region, m->cells[i]), m->cells[i], -1);
        }
      break;

    case LUDUS_MYKERINOS_MOVE_BROWN:
    case LUDUS_MYKERINOS_MOVE_MUSEUM:
      if (m->room < LUDUS_MYKERINOS_N_ROOMS && state->museum[m->room] != 0)
        add_landing (self, cube_new (colour_spec (self, state->museum[m->room] - 1)),
                     stock_widget (self, state->museum[m->room] - 1),
                     ludus_mykerinos_museum_get_room_widget (self->museum, m->room), -1, m->room);
      break;

    case LUDUS_MYKERINOS_MOVE_CLAIM:
      {
        const LudusMykerinosSurveyEvent *event;
        guint season = find_season (self, n_moves - 1, &event);
        GtkWidget *from = GTK_WIDGET (self->region);

        if (event == NULL || event->card >= state->content->n_cards || player >= self->n_players)
          break;
        /* The season over, the region shows the next one's cards. */
        if (season == state->season && m->parcel < 2)
          from = ludus_mykerinos_region_get_parcel_widget (
                   self->region, ludus_mykerinos_state_season (state)->areas[event->area][m->parcel]);
        add_landing (self, card_new (&state->content->cards[event->card]), from,
                     ludus_mykerinos_player_panel_get_patron_widget (self->players[player],
                                                                     state->content->cards[event->card].patron),
                     -1, -1);
      }
      break;

    default:
      break;
    }

  if (self->n_landings == 0)
    return;
  update_hidden (self);
  self->motion_frames = 0;
  self->motion_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), start_flights_cb, NULL, NULL);
}
