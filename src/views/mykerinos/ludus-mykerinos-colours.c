/* ludus-mykerinos-colours.c: the players' colours on a board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The region and the Museum draw cubes in their players' colours and name
 * who holds a space or room; the view tells them both the same.
 */

#define G_LOG_DOMAIN "ludus-mykerinos-colours"

#include "config.h"

#include "ludus-mykerinos-colours.h"

void
ludus_mykerinos_colours_set (LudusMykerinosColours *colours,
                             guint                  colour,
                             const char            *css_class,
                             const char            *name)
{
  g_return_if_fail (colour < LUDUS_MYKERINOS_N_COLOURS);

  g_free (colours->css_classes[colour]);
  colours->css_classes[colour] = g_strdup (css_class);
  g_free (colours->names[colour]);
  colours->names[colour] = g_strdup (name);
}

void
ludus_mykerinos_colours_clear (LudusMykerinosColours *colours)
{
  for (guint c = 0; c < LUDUS_MYKERINOS_N_COLOURS; c++)
    {
      g_clear_pointer (&colours->css_classes[c], g_free);
      g_clear_pointer (&colours->names[c], g_free);
    }
}
