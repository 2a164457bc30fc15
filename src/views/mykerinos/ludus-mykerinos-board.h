/* ludus-mykerinos-board.h: the base of the region and the Museum
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "mykerinos/ludus-mykerinos.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_MYKERINOS_BOARD (ludus_mykerinos_board_get_type ())

G_DECLARE_DERIVABLE_TYPE (LudusMykerinosBoard, ludus_mykerinos_board, LUDUS, MYKERINOS_BOARD, GtkWidget)

struct _LudusMykerinosBoardClass
{
  GtkWidgetClass parent_class;

  /* The focusable children the board offers now, in index order. */
  GtkWidget * const *(*get_targets)     (LudusMykerinosBoard *self,
                                         guint               *n_targets);
  /* A player's colour or name changed: update what shows them. */
  void               (*colours_changed) (LudusMykerinosBoard *self);

  /*< private >*/
  guint              activated_signal;
  gpointer           padding[4];
};

/* Adds the class's activation signal, @signal_name (one guint argument:
 * the target's index), emitted for a click on a target, or Enter or
 * Space on the one with the focus. */
void        ludus_mykerinos_board_class_add_activated (LudusMykerinosBoardClass *klass,
                                                       const char               *signal_name);

/* How cubes of @colour look (a class of style.css or mykerinos.css) and
 * are named to screen readers. */
void        ludus_mykerinos_board_set_colour       (LudusMykerinosBoard *self,
                                                    guint                colour,
                                                    const char          *css_class,
                                                    const char          *name);
/* The style class of cubes of @colour, or NULL while unset. */
const char *ludus_mykerinos_board_get_colour_class (LudusMykerinosBoard *self,
                                                    guint                colour);
/* The player of @colour, or NULL while unset. */
const char *ludus_mykerinos_board_get_colour_name  (LudusMykerinosBoard *self,
                                                    guint                colour);
/* The index of the target with the keyboard focus, or -1. */
int         ludus_mykerinos_board_get_cursor       (LudusMykerinosBoard *self);

/* For the boards' size_allocate(): allocates @child at least its minimum
 * size, centred on the rectangle; nothing for a hidden child. */
void        ludus_mykerinos_board_place            (GtkWidget           *child,
                                                    double               x,
                                                    double               y,
                                                    double               width,
                                                    double               height);

G_END_DECLS
