/* ludus-mykerinos-colours.h: the players' colours on a board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "mykerinos/ludus-mykerinos.h"

G_BEGIN_DECLS

/* For each colour of cubes: the seat's style class and the player's name,
 * or NULL while unset. */
typedef struct
{
  char *css_classes[LUDUS_MYKERINOS_N_COLOURS];
  char *names[LUDUS_MYKERINOS_N_COLOURS];
} LudusMykerinosColours;

void ludus_mykerinos_colours_set   (LudusMykerinosColours *colours,
                                    guint                  colour,
                                    const char            *css_class,
                                    const char            *name);
void ludus_mykerinos_colours_clear (LudusMykerinosColours *colours);

G_END_DECLS
