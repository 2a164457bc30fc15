/* ludus-projection.c: the lines of a projected score
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-model"

#include "config.h"

#include "ludus-rules.h"

/* Adds a line of points to the projection and to its total; lines beyond
 * LUDUS_PROJECTION_MAX_LINES still count in the total. */
void
ludus_projection_add (LudusProjection *projection,
                      int              points,
                      const char      *label_format,
                      ...)
{
  LudusProjectionLine *line;
  va_list args;

  g_return_if_fail (projection != NULL);
  g_return_if_fail (label_format != NULL);

  projection->total += points;
  if (projection->n_lines >= LUDUS_PROJECTION_MAX_LINES)
    return;
  line = &projection->lines[projection->n_lines++];
  line->points = points;
  va_start (args, label_format);
  g_vsnprintf (line->label, sizeof line->label, label_format, args);
  va_end (args);
}
