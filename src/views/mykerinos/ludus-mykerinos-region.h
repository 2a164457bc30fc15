/* ludus-mykerinos-region.h: a season's region of parcel cards, drawn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludus-mykerinos-board.h"
#include "mykerinos/ludus-mykerinos.h"

G_BEGIN_DECLS

/* What lies on the region: content and a position, not a game, so the
 * editor can draw a layout with it. */
typedef struct
{
  const LudusMykerinosCard *cards[LUDUS_MYKERINOS_MAX_SLOTS];  /* NULL: an empty slot */
  guint8                    pyramid[LUDUS_MYKERINOS_MAX_SPACES];
  guint8                    cube[LUDUS_MYKERINOS_MAX_SPACES];  /* colour + 1, 0: empty */
} LudusMykerinosRegionPosition;

void ludus_mykerinos_region_position_from_state (LudusMykerinosRegionPosition *position,
                                                 const LudusMykerinosState    *state);

/* The gap between two areas, in spaces. */
#define LUDUS_MYKERINOS_REGION_GAP_RATIO 0.3

void ludus_mykerinos_region_find_gaps (const LudusMykerinosSeason *season,
                                       gboolean                    gap_before_x[LUDUS_MYKERINOS_MAX_GRID],
                                       gboolean                    gap_before_y[LUDUS_MYKERINOS_MAX_GRID]);

#define LUDUS_TYPE_MYKERINOS_REGION (ludus_mykerinos_region_get_type ())

G_DECLARE_FINAL_TYPE (LudusMykerinosRegion, ludus_mykerinos_region, LUDUS, MYKERINOS_REGION, LudusMykerinosBoard)

GtkWidget *ludus_mykerinos_region_new               (void);
/* The slots and areas of one season of a layout; copied. */
void       ludus_mykerinos_region_set_layout        (LudusMykerinosRegion               *self,
                                                     const LudusMykerinosSeason         *season);
void       ludus_mykerinos_region_set_position      (LudusMykerinosRegion               *self,
                                                     const LudusMykerinosRegionPosition *position);
/* Spaces that may be chosen now, spaces chosen for a move not yet played
 * (drawn as cubes of @pending_colour) and cubes just placed.  NULL: none. */
void       ludus_mykerinos_region_set_marks         (LudusMykerinosRegion               *self,
                                                     const LudusMykerinosBits           *candidates,
                                                     const LudusMykerinosBits           *pending,
                                                     guint                               pending_colour,
                                                     const LudusMykerinosBits           *recent);
/* The area being surveyed, or -1; parcels that may be chosen (bit k:
 * slot k of the season). */
void       ludus_mykerinos_region_set_survey        (LudusMykerinosRegion               *self,
                                                     int                                 area,
                                                     guint32                             parcels);
/* Moves the keyboard cursor to @space. */
gboolean   ludus_mykerinos_region_focus_space       (LudusMykerinosRegion               *self,
                                                     guint                               space);
/* The space at (@x, @y) of the region, or -1. */
int        ludus_mykerinos_region_space_at          (LudusMykerinosRegion               *self,
                                                     double                              x,
                                                     double                              y);
/* The width of a space, in pixels, as last allocated (0 before). */
double     ludus_mykerinos_region_get_space_size    (LudusMykerinosRegion               *self);
/* Motion: the spaces whose cube is still in the air (not drawn yet), and
 * the survey's glow on the cubes of the colour choosing first in an area. */
void       ludus_mykerinos_region_set_hidden        (LudusMykerinosRegion               *self,
                                                     const LudusMykerinosBits           *hidden);
gboolean   ludus_mykerinos_region_get_cube_visible  (LudusMykerinosRegion               *self,
                                                     guint                               space);
void       ludus_mykerinos_region_show_majority     (LudusMykerinosRegion               *self,
                                                     guint                               area,
                                                     guint                               colour);
gboolean   ludus_mykerinos_region_get_majority      (LudusMykerinosRegion               *self,
                                                     guint                               space);
GtkWidget *ludus_mykerinos_region_get_space_widget  (LudusMykerinosRegion               *self,
                                                     guint                               space);
GtkWidget *ludus_mykerinos_region_get_parcel_widget (LudusMykerinosRegion               *self,
                                                     guint                               slot);

G_END_DECLS
