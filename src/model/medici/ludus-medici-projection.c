/* ludus-medici-projection.c: each player's florins if the game ended now
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The days already scored, plus the current day scored as if it ended now
 * (ludus_medici_state_end_day on a copy, made the last day so that no
 * further day is dealt or scored).
 */

#define G_LOG_DOMAIN "ludus-medici"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-medici.h"

void
ludus_medici_project_scores (const void      *state,
                             LudusProjection *projections)
{
  const LudusMediciState *s = state;
  LudusMediciState copy;
  const LudusMediciPlayerDay *today = NULL;

  g_return_if_fail (state != NULL && projections != NULL);

  memset (projections, 0, sizeof (LudusProjection) * s->n_players);
  if (s->day < LUDUS_MEDICI_N_DAYS)
    {
      copy = *s;
      copy.day = LUDUS_MEDICI_N_DAYS - 1;
      ludus_medici_state_end_day (&copy);
      today = copy.days[LUDUS_MEDICI_N_DAYS - 1].players;
    }

  for (guint p = 0; p < s->n_players; p++)
    {
      LudusProjection *out = &projections[p];
      int majorities = 0, bonuses = 0;

      ludus_projection_add (out, s->florins[p], "%s", _("Days already scored"));
      if (today == NULL)
        continue;
      for (guint g = 0; g < LUDUS_MEDICI_N_GOODS; g++)
        {
          majorities += today[p].majority[g];
          bonuses += today[p].bonus[g];
        }
      ludus_projection_add (out, today[p].ship_payout, "%s", _("Ship"));
      ludus_projection_add (out, majorities, "%s", _("Goods majorities"));
      ludus_projection_add (out, bonuses, "%s", _("Goods bonuses"));
      g_warn_if_fail (out->total == (int) copy.florins[p]);
    }
}
