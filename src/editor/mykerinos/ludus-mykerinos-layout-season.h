/* ludus-mykerinos-layout-season.h: reading a layout's seasons for its editor
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "mykerinos/ludus-mykerinos.h"

G_BEGIN_DECLS

/* Slots stay well inside the core's grid. */
#define LUDUS_MYKERINOS_LAYOUT_MAX_COORDINATE (LUDUS_MYKERINOS_MAX_GRID - 4)

/* Lenient readers of a draft: NULL or -1 when it holds something else. */
JsonArray  *ludus_mykerinos_layout_get_array    (JsonObject                 *object,
                                                 const char                 *member);
guint       ludus_mykerinos_layout_n_slots      (JsonObject                 *season);
JsonObject *ludus_mykerinos_layout_get_slot     (JsonObject                 *season,
                                                 guint                       slot);
int         ludus_mykerinos_layout_array_int    (JsonArray                  *array,
                                                 guint                       index);

/* Season @index as the core reads it (adjacency included, TRUE), or as
 * near as it can be drawn when the core refuses it (FALSE). */
gboolean    ludus_mykerinos_layout_read_season  (JsonObject                 *object,
                                                 guint                       index,
                                                 LudusMykerinosSeason       *season);
/* Slot @slot's area, or -1. */
int         ludus_mykerinos_layout_area_of      (const LudusMykerinosSeason *season,
                                                 int                         slot);
/* The slots (bit k: slot k) that @slot touches on the space grid. */
guint32     ludus_mykerinos_layout_touching     (const LudusMykerinosSeason *season,
                                                 guint                       slot);
/* "2, 5, 6" (1-based), or NULL for none. */
char       *ludus_mykerinos_layout_numbers      (guint32                     bits);

G_END_DECLS
