/* ludus-thebes-view-layout.c: the Thebes table arranged for its size
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * How many tableaux share a row, how large the display's cards are drawn,
 * whether the header's buttons sit beside its text, beside the last move
 * below it or below both, how tall the map may be, and the layouts of the
 * turn's controls and of the map beside the cards.  What depends on the
 * size is arranged again after an allocation, not during it
 * (ludus-arrangement.c).
 */

#define G_LOG_DOMAIN "ludus-thebes-view"

#include "config.h"

#include <math.h>

#include "ludus-thebes-controls-layout.h"
#include "ludus-thebes-view-private.h"
#include "ludus-wrap-layout.h"

/* The tableaux in rows of equal columns, fewer where they do not fit:
 * the window can always be made narrower. */
void
_ludus_thebes_view_arrange_tableaux (LudusThebesView *self,
                                     guint            columns)
{
  self->columns = columns;
  gtk_widget_set_layout_manager (self->players_box, ludus_wrap_layout_new_columns (8, columns));
}

/* Four tableaux in a row only where each is wide enough to read; else
 * two rows of two. */
#define TABLEAU_READABLE_WIDTH 230

static guint
columns_for_width (LudusThebesView *self,
                   int              width)
{
  if (self->n_players == 4 && width < 4 * TABLEAU_READABLE_WIDTH)
    return 2;
  return MAX (self->n_players, 1);
}

/* The cards at their printed size up to a 1000 px table, then growing
 * with it, by tenths so a small resize leaves them be. */
static double
card_scale_for_width (int width)
{
  return CLAMP (floor (width / 100.0) / 10.0, 1.0, 1.8);
}

static void
scale_cards (LudusThebesView *self,
             double           scale)
{
  self->card_scale = scale;
  for (guint i = 0; i < LUDUS_THEBES_DISPLAY_SIZE; i++)
    ludus_thebes_card_widget_set_scale (self->display[i], scale);
  for (guint i = 0; i < LUDUS_THEBES_N_SLOTS; i++)
    ludus_thebes_card_widget_set_scale (self->slots[i], scale);
}

/* The header's buttons beside its text only where the text keeps this
 * much room, in which every prompt but the longest (a dig's assistant or
 * shovel) takes two lines in each language; else beside the last move,
 * below the text, where that keeps the second width (it is cut, the
 * whole of it in its tooltip); else below it all.  The text wraps in
 * the table's width rather than in a sliver of it. */
#define HEADER_TEXT_WIDTH 380
#define HEADER_LAST_MOVE_WIDTH 260

enum
{
  HEADER_UNSET,  /* before the view is made */
  HEADER_BESIDE_TEXT,
  HEADER_BESIDE_LAST_MOVE,
  HEADER_BELOW,
};

/* The room of the buttons in one row: the widest they have been
 * (ludus-thebes-controls-layout.c), so that the weeks and the zeppelin
 * coming and going in a turn do not rearrange the header (and move the
 * table) at a width where the buttons fit either way. */
static int
get_controls_width (LudusThebesView *self)
{
  int controls;

  gtk_widget_measure (self->controls_box, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &controls, NULL, NULL);
  return controls;
}

/* How the header fits @width; the text's room beside the buttons does
 * not count the header's margins and the spacing between the two. */
static guint
header_for_width (LudusThebesView *self,
                  int              width)
{
  GtkWidget *header = GTK_WIDGET (self->header_box);
  int beside = gtk_widget_get_margin_start (header) + gtk_widget_get_margin_end (header) +
               gtk_box_get_spacing (self->header_box) + get_controls_width (self);

  if (width >= beside + HEADER_TEXT_WIDTH)
    return HEADER_BESIDE_TEXT;
  if (width >= beside + HEADER_LAST_MOVE_WIDTH)
    return HEADER_BESIDE_LAST_MOVE;
  return HEADER_BELOW;
}

/* Moves @child to the end of @box, or to its start. */
static void
move_to (GtkWidget *child,
         GtkBox    *box,
         gboolean   at_start)
{
  g_autoptr(GtkWidget) kept = NULL;

  if (gtk_widget_get_parent (child) == GTK_WIDGET (box))
    return;
  kept = g_object_ref (child);
  gtk_box_remove (GTK_BOX (gtk_widget_get_parent (child)), child);
  if (at_start)
    gtk_box_prepend (box, child);
  else
    gtk_box_append (box, child);
}

/* Below the text, the buttons take the row's room to keep to its end,
 * unless the last move beside them takes it (it is hidden while the log
 * shows). */
static void
align_controls (LudusThebesView *self)
{
  gboolean alone = self->header == HEADER_BELOW ||
                   (self->header == HEADER_BESIDE_LAST_MOVE && !gtk_widget_get_visible (GTK_WIDGET (self->last_label)));

  gtk_widget_set_hexpand (self->controls_box, alone);
}

static void
arrange_header (LudusThebesView *self,
                guint            header)
{
  self->header = header;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->header_box),
                                  header == HEADER_BESIDE_TEXT ? GTK_ORIENTATION_HORIZONTAL
                                                               : GTK_ORIENTATION_VERTICAL);
  /* The last move under the text, or beside the buttons below it. */
  if (header == HEADER_BESIDE_LAST_MOVE)
    move_to (GTK_WIDGET (self->last_label), self->foot_box, TRUE);
  else
    move_to (GTK_WIDGET (self->last_label), self->text_box, FALSE);
  /* Beside the text, the turn's cost takes the room the buttons leave;
   * below it, the buttons keep to the end of the row. */
  gtk_widget_set_halign (self->controls_box, header == HEADER_BESIDE_TEXT ? GTK_ALIGN_FILL : GTK_ALIGN_END);
  align_controls (self);
}

/* The most the map may ask for so that the research cards below it are
 * in sight without scrolling, where the window is low; beside the cards,
 * so that it is whole in sight.  Never less than the map needs to keep
 * its places apart (ludus-thebes-map.c). */
#define CARDS_BOTTOM_ROOM 8

static int
map_height_for_window (LudusThebesView *self)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (self->table_box, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *content = gtk_widget_get_parent (self->table_box);
  graphene_rect_t map, cards;
  int room;

  if (scroller == NULL || !gtk_widget_compute_bounds (GTK_WIDGET (self->map), content, &map) ||
      !gtk_widget_compute_bounds (self->cards_box, content, &cards))
    return self->map_height;
  room = gtk_widget_get_height (scroller) - (int) map.origin.y - CARDS_BOTTOM_ROOM;
  if (cards.origin.y > map.origin.y)
    room -= (int) (cards.origin.y - (map.origin.y + map.size.height)) +
            gtk_widget_get_height (GTK_WIDGET (self->display_box));
  return room;
}

static void
arrange_for_size (GtkWidget *widget)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (widget);
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  guint columns = columns_for_width (self, width);
  int map_height = map_height_for_window (self);

  if (columns != self->columns)
    _ludus_thebes_view_arrange_tableaux (self, columns);
  if (card_scale_for_width (width) != self->card_scale)
    scale_cards (self, card_scale_for_width (width));
  if (header_for_width (self, width) != self->header)
    arrange_header (self, header_for_width (self, width));
  if (map_height != self->map_height)
    {
      self->map_height = map_height;
      ludus_thebes_map_set_max_natural_height (self->map, map_height);
    }
}

/* Arranges the table for @width and the window's height, after this
 * allocation, where it changed. */
void
_ludus_thebes_view_arrange_for_size (LudusThebesView *self,
                                     int              width)
{
  if (columns_for_width (self, width) != self->columns || card_scale_for_width (width) != self->card_scale ||
      header_for_width (self, width) != self->header || map_height_for_window (self) != self->map_height)
    ludus_arrangement_queue (&self->arrangement);
}

/* The layouts of the widgets made with the view. */
void
_ludus_thebes_view_init_layout (LudusThebesView *self)
{
  ludus_arrangement_init (&self->arrangement, GTK_WIDGET (self), arrange_for_size);
  self->card_scale = 1.0;
  self->map_height = G_MAXINT;
  g_signal_connect_object (self->last_label, "notify::visible", G_CALLBACK (align_controls), self,
                           G_CONNECT_SWAPPED);
  arrange_header (self, HEADER_BELOW);
  /* The turn's cost beside its buttons, or above them where a narrow
   * window has no room for one row; measured with every button shown,
   * as before the first turn hides some. */
  gtk_widget_set_layout_manager (self->controls_box, ludus_thebes_controls_layout_new (8));
  get_controls_width (self);
  /* The map beside the cards where both fit, else above them. */
  gtk_widget_set_layout_manager (self->table_box, ludus_wrap_layout_new_columns (8, 2));
}
