/* ludus-thebes-view-layout.c: the Thebes table arranged for its width
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * How many tableaux share a row, how large the display's cards are drawn,
 * whether the header's buttons sit beside its text or below it, and the
 * layouts of the turn's controls and of the map beside the cards.  What
 * depends on the width is arranged again from an idle after an
 * allocation, not during it.
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

/* The header's text beside its buttons only where the text keeps this
 * much room, in which every prompt but the longest (a dig's assistant or
 * shovel) takes two lines in each language; else the buttons go below
 * it, and the text wraps in the table's width rather than in a sliver
 * of it. */
#define HEADER_TEXT_WIDTH 380

/* The room of the buttons in one row: the widest they have been
 * (ludus-thebes-controls-layout.c), so that the weeks and the zeppelin
 * coming and going in a turn do not turn the header (and move the table)
 * at a width where the buttons fit either way. */
static int
get_controls_width (LudusThebesView *self)
{
  int controls;

  gtk_widget_measure (self->controls_box, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &controls, NULL, NULL);
  return controls;
}

/* The text's room beside the buttons: the header's margins and the
 * spacing between the two are not the text's. */
static gboolean
header_stacked_for_width (LudusThebesView *self,
                          int              width)
{
  GtkWidget *header = GTK_WIDGET (self->header_box);
  int around = gtk_widget_get_margin_start (header) + gtk_widget_get_margin_end (header) +
               gtk_box_get_spacing (GTK_BOX (header));

  return width < around + get_controls_width (self) + HEADER_TEXT_WIDTH;
}

static void
stack_header (LudusThebesView *self,
              gboolean         stacked)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->header_box),
                                  stacked ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  gtk_widget_set_halign (self->controls_box, stacked ? GTK_ALIGN_END : GTK_ALIGN_FILL);
}

static gboolean
header_is_stacked (LudusThebesView *self)
{
  return gtk_orientable_get_orientation (GTK_ORIENTABLE (self->header_box)) == GTK_ORIENTATION_VERTICAL;
}

static gboolean
arrange_tableaux_cb (gpointer user_data)
{
  LudusThebesView *self = user_data;
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  guint columns = columns_for_width (self, width);

  self->columns_idle = 0;
  if (columns != self->columns)
    _ludus_thebes_view_arrange_tableaux (self, columns);
  if (card_scale_for_width (width) != self->card_scale)
    scale_cards (self, card_scale_for_width (width));
  if (header_stacked_for_width (self, width) != header_is_stacked (self))
    stack_header (self, header_stacked_for_width (self, width));
  return G_SOURCE_REMOVE;
}

/* Arranges the table for @width, from an idle, where it changed. */
void
_ludus_thebes_view_arrange_for_width (LudusThebesView *self,
                                      int              width)
{
  if (self->columns_idle == 0 &&
      (columns_for_width (self, width) != self->columns || card_scale_for_width (width) != self->card_scale ||
       header_stacked_for_width (self, width) != header_is_stacked (self)))
    self->columns_idle = g_idle_add (arrange_tableaux_cb, self);
}

/* The layouts of the widgets made with the view. */
void
_ludus_thebes_view_init_layout (LudusThebesView *self)
{
  self->card_scale = 1.0;
  /* The turn's cost beside its buttons, or above them where a narrow
   * window has no room for one row; measured with every button shown,
   * as before the first turn hides some. */
  gtk_widget_set_layout_manager (self->controls_box, ludus_thebes_controls_layout_new (8));
  get_controls_width (self);
  /* The map beside the cards where both fit, else above them. */
  gtk_widget_set_layout_manager (self->table_box, ludus_wrap_layout_new_columns (8, 2));
}
