/* ludus-projection.c: the lines of a projected score, and a search's rewards
 * from expected scores
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-model"

#include "config.h"

#include <math.h>

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

void
ludus_rewards_from_scores (const double *scores,
                           guint         n_players,
                           double        spread,
                           double       *rewards)
{
  double highest, total = 0;
  double chances[LUDUS_MAX_PLAYERS];

  g_return_if_fail (scores != NULL && rewards != NULL);
  g_return_if_fail (n_players > 0 && n_players <= LUDUS_MAX_PLAYERS && spread > 0);

  highest = scores[0];
  for (guint i = 1; i < n_players; i++)
    highest = MAX (highest, scores[i]);
  /* Relative to the best score, so exp() never overflows. */
  for (guint i = 0; i < n_players; i++)
    total += chances[i] = exp ((scores[i] - highest) / spread);
  for (guint i = 0; i < n_players; i++)
    {
      double above = 0.5;

      if (n_players > 1)
        {
          above = 0;
          for (guint j = 0; j < n_players; j++)
            if (j != i)
              above += 1.0 / (1.0 + exp ((scores[j] - scores[i]) / spread));
          above /= n_players - 1;
        }
      rewards[i] = LUDUS_REWARD_WIN_WEIGHT * chances[i] / total
                   + (1.0 - LUDUS_REWARD_WIN_WEIGHT) * above;
    }
}
