/* ludus-thebes-view-motion.c: the Thebes table in motion, and its marks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a move changes moves there over the table (the board view's
 * flights, ludus-board-view.h): an archaeologist travels the roads to its
 * destination city by city (a zeppelin flies straight), and a card taken
 * from the display or the exhibitions slides to its player.  The time
 * track steps its markers on by itself, and the dig panel reveals a
 * draw token by token.  With no motion all of it is there at once.
 *
 * After the computers' moves the table marks what each changed
 * (show_changes()): the place travelled to, the card taken, the
 * player's week on the time track, the site dug.
 */

#define G_LOG_DOMAIN "ludus-thebes-view"

#include "config.h"

#include "ludus-motion.h"
#include "ludus-player-colours.h"
#include "ludus-thebes-view-private.h"
#include "thebes/ludus-thebes-game.h"

/* How long the pieces take at normal speed: a road, at most a trip, and a
 * card from the display to its player. */
#define ROAD_MS   260
#define TRIP_MS   1200
#define CARD_MS   450

/* An archaeologist in the air, and on the map. */
#define PIECE_SIZE 12

/* A player's archaeologist, as it travels: a disc of their colour. */
static GdkTexture *
new_piece (guint colour)
{
  const int size = 2 * PIECE_SIZE;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (surface);
  g_autoptr(GBytes) bytes = NULL;
  GdkRGBA rgba;
  int stride;

  if (!gdk_rgba_parse (&rgba, ludus_player_colour_spec (MIN (colour, LUDUS_N_PLAYER_COLOURS - 1))))
    rgba = (GdkRGBA) { 0.5, 0.5, 0.5, 1 };
  cairo_arc (cr, size / 2.0, size / 2.0, size / 2.0 - 1, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &rgba);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  /* Cairo's ARGB32 is GDK's premultiplied B8G8R8A8 on little-endian
   * machines and A8R8G8B8 on big-endian ones. */
  stride = cairo_image_surface_get_stride (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface), (gsize) stride * size);
  cairo_surface_destroy (surface);
  return gdk_memory_texture_new (size, size,
                                 G_BYTE_ORDER == G_LITTLE_ENDIAN ? GDK_MEMORY_B8G8R8A8_PREMULTIPLIED
                                                                 : GDK_MEMORY_A8R8G8B8_PREMULTIPLIED,
                                 bytes, stride);
}

/* Where an archaeologist stands at @place: the middle of its button. */
static void
locate_place (LudusThebesView *self,
              guint            place,
              graphene_rect_t *rect)
{
  GtkWidget *button = ludus_thebes_map_get_place_widget (self->map, place);
  int width = gtk_widget_get_width (button);
  int height = gtk_widget_get_height (button);

  ludus_board_view_locate (LUDUS_BOARD_VIEW (self), button,
                           &GRAPHENE_RECT_INIT ((width - PIECE_SIZE) / 2.0, (height - PIECE_SIZE) / 2.0,
                                                PIECE_SIZE, PIECE_SIZE),
                           rect);
}

static void
landed_cb (gpointer user_data)
{
  LudusThebesView *self = user_data;

  /* Every traveller arrived: each stands at its place again. */
  if (self->n_travelling > 0 && --self->n_travelling == 0)
    for (guint p = 0; p < LUDUS_THEBES_MAX_PLAYERS; p++)
      ludus_thebes_map_set_piece_hidden (self->map, p, FALSE);
}

/**
 * _ludus_thebes_view_travel:
 * @before: the state on show so far
 * @after: the state on show now
 * @flier: the player who flies by zeppelin, or G_MAXUINT
 * @max_ms: the longest a trip may take at normal speed: a computer's trip
 *   arrives before its action
 *
 * Moves every archaeologist whose place changed from @before to @after
 * along the roads, city by city, or straight by zeppelin.
 */
void
_ludus_thebes_view_travel (LudusThebesView        *self,
                           const LudusThebesState *before,
                           const LudusThebesState *after,
                           guint                   flier,
                           guint                   max_ms)
{
  guint colours[LUDUS_THEBES_MAX_PLAYERS];

  if (before->content != after->content || before->n_players != after->n_players ||
      !gtk_widget_get_mapped (GTK_WIDGET (self->map)))
    return;

  for (guint p = 0; p < after->n_players; p++)
    colours[p] = ludus_game_get_options (ludus_board_view_get_game (LUDUS_BOARD_VIEW (self)))->seats[p].colour;

  for (guint p = 0; p < after->n_players; p++)
    {
      guint from = before->players[p].place, to = after->players[p].place;
      guint8 route[LUDUS_THEBES_N_PLACES];
      graphene_rect_t path[LUDUS_THEBES_N_PLACES];
      g_autoptr(GdkTexture) piece = NULL;
      guint n_stops;

      if (from == to || from >= LUDUS_THEBES_N_PLACES || to >= LUDUS_THEBES_N_PLACES)
        continue;
      if (p == flier)
        {
          route[0] = from;
          route[1] = to;
          n_stops = 2;
        }
      else
        n_stops = ludus_thebes_content_route (after->content, from, to, route, G_N_ELEMENTS (route));
      if (n_stops < 2)
        continue;

      for (guint i = 0; i < n_stops; i++)
        locate_place (self, route[i], &path[i]);
      piece = new_piece (colours[p]);
      ludus_thebes_map_set_piece_hidden (self->map, p, TRUE);
      self->n_travelling++;
      ludus_board_view_fly (LUDUS_BOARD_VIEW (self), GDK_PAINTABLE (piece), path, n_stops,
                            MIN (ROAD_MS * (n_stops - 1), MIN (TRIP_MS, max_ms)), landed_cb, self);
    }
}

/**
 * _ludus_thebes_view_take_card:
 * @move: the move about to show
 * @player: who plays it
 *
 * Before the table shows @move: if it takes a card from the display or
 * the exhibitions, slides the card as it is drawn now from its place to
 * @player's tableau.
 */
void
_ludus_thebes_view_take_card (LudusThebesView       *self,
                              const LudusThebesMove *move,
                              guint                  player)
{
  GtkWidget *card;
  g_autoptr(GdkPaintable) live = NULL;
  g_autoptr(GdkPaintable) image = NULL;
  GtkWidget *tableau;
  graphene_rect_t path[2];
  int width, height;

  if (move->action == LUDUS_THEBES_ACTION_CARD && move->slot < LUDUS_THEBES_DISPLAY_SIZE)
    card = GTK_WIDGET (self->display[move->slot]);
  else if (move->action == LUDUS_THEBES_ACTION_EXHIBITION && move->slot < LUDUS_THEBES_N_SLOTS)
    card = GTK_WIDGET (self->slots[move->slot]);
  else
    return;
  if (player >= self->n_players || !gtk_widget_get_mapped (card) ||
      ludus_motion_duration (card, CARD_MS) == 0)
    return;

  /* The card as drawn now: the display refills under it. */
  live = gtk_widget_paintable_new (card);
  image = gdk_paintable_get_current_image (live);
  tableau = GTK_WIDGET (self->tableaux[player]);
  width = gtk_widget_get_width (card);
  height = gtk_widget_get_height (card);
  ludus_board_view_locate (LUDUS_BOARD_VIEW (self), card, NULL, &path[0]);
  /* Half its size, into the middle of the tableau. */
  ludus_board_view_locate (LUDUS_BOARD_VIEW (self), tableau,
                           &GRAPHENE_RECT_INIT ((gtk_widget_get_width (tableau) - width / 2.0) / 2,
                                                (gtk_widget_get_height (tableau) - height / 2.0) / 2,
                                                width / 2.0, height / 2.0),
                           &path[1]);
  ludus_board_view_fly (LUDUS_BOARD_VIEW (self), image, path, 2, CARD_MS, NULL, NULL);
}

/* The place travelled to, the card taken (its slot refilled and the
 * player's tableau), the swapped display, the site dug, and the player's
 * week on the time track. */
void
_ludus_thebes_view_show_changes (LudusBoardView  *board,
                                 guint            index,
                                 const LudusMove *move)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (board);
  LudusGame *game = ludus_board_view_get_game (board);
  const LudusThebesState *state = ludus_thebes_game_get_state (LUDUS_THEBES_GAME (game));
  const LudusThebesMove *m = (const LudusThebesMove *) move->bytes;
  guint player = ludus_game_get_move_player (game, index);

  if (m->dest < LUDUS_THEBES_N_PLACES)
    ludus_board_view_mark_change (board, ludus_thebes_map_get_place_widget (self->map, m->dest));
  switch (m->action)
    {
    case LUDUS_THEBES_ACTION_CARD:
      if (m->slot < LUDUS_THEBES_DISPLAY_SIZE)
        ludus_board_view_mark_change (board, GTK_WIDGET (self->display[m->slot]));
      break;

    case LUDUS_THEBES_ACTION_EXHIBITION:
      if (m->slot < LUDUS_THEBES_N_SLOTS)
        ludus_board_view_mark_change (board, GTK_WIDGET (self->slots[m->slot]));
      break;

    case LUDUS_THEBES_ACTION_SWAP:
      ludus_board_view_mark_change (board, GTK_WIDGET (self->display_box));
      break;

    case LUDUS_THEBES_ACTION_DIG:
      /* The panel's frame: the panel scrolls inside it. */
      ludus_board_view_mark_change (board, gtk_widget_get_ancestor (GTK_WIDGET (self->dig_panel),
                                                                    GTK_TYPE_SCROLLED_WINDOW));
      break;

    default:
      break;
    }
  if (player < self->n_players)
    {
      ludus_board_view_mark_change (board, GTK_WIDGET (self->tableaux[player]));
      ludus_board_view_mark_change (board,
                                    ludus_thebes_time_track_get_week (self->time_track,
                                                                      state->players[player].time));
    }
}
