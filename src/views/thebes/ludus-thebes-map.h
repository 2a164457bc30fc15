/* ludus-thebes-map.h: the Thebes map, drawn from a layout
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "thebes/ludus-thebes.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_THEBES_MAP (ludus_thebes_map_get_type ())

G_DECLARE_FINAL_TYPE (LudusThebesMap, ludus_thebes_map, LUDUS, THEBES_MAP, GtkWidget)

/* What a place shows besides its name. */
typedef struct
{
  int         cost;        /* weeks to get there, -1: none shown */
  gboolean    selectable;  /* the place can be chosen now */
  gboolean    selected;
  gboolean    last_move;   /* where the last move went */
  const char *detail;      /* nullable: said after the name, "12 tokens left, permit valid" */
} LudusThebesMapPlace;

GtkWidget *ludus_thebes_map_new        (void);
void       ludus_thebes_map_set_layout (LudusThebesMap            *self,
                                        const LudusThebesContent  *content);
void       ludus_thebes_map_set_pieces (LudusThebesMap            *self,
                                        guint                      n_pieces,
                                        const guint8              *places,
                                        const guint               *colours);
void       ludus_thebes_map_set_piece_hidden (LudusThebesMap      *self,
                                              guint                piece,
                                              gboolean             hidden);
void       ludus_thebes_map_set_place  (LudusThebesMap            *self,
                                        LudusThebesPlace           place,
                                        const LudusThebesMapPlace *info);
GtkWidget *ludus_thebes_map_get_place_widget (LudusThebesMap      *self,
                                              LudusThebesPlace     place);
void       ludus_thebes_map_get_scale        (LudusThebesMap      *self,
                                              double              *scale_x,
                                              double              *scale_y);
void       ludus_thebes_map_set_max_natural_height (LudusThebesMap *self,
                                                    int             height);

G_END_DECLS
