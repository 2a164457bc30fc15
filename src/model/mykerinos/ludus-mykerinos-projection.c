/* ludus-mykerinos-projection.c: each player's score if the game ended now
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The final scoring (ludus_mykerinos_score_player) applied to the Museum
 * and the parcels as they are: prestige, the exhibition wing by wing and
 * the sets of the five patrons.
 */

#define G_LOG_DOMAIN "ludus-mykerinos"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-mykerinos.h"

void
ludus_mykerinos_project_scores (const void      *state,
                                LudusProjection *projections)
{
  const LudusMykerinosState *s = state;

  g_return_if_fail (state != NULL && projections != NULL);

  memset (projections, 0, sizeof (LudusProjection) * s->n_players);
  for (guint p = 0; p < s->n_players; p++)
    {
      LudusProjection *out = &projections[p];
      LudusMykerinosScore score;

      ludus_mykerinos_score_player (s, p, &score);
      ludus_projection_add (out, score.prestige, "%s", _("Prestige"));
      for (guint w = 0; w < LUDUS_MYKERINOS_N_WINGS; w++)
        if (score.exhibition[w] > 0)
          /* Translators: a line of the projected score: “Wing of Sir Brown” */
          ludus_projection_add (out, score.exhibition[w], _("Wing of %s"),
                                _(ludus_mykerinos_patron_names[s->wing_patron[w]]));
      if (score.sets > 0)
        ludus_projection_add (out, score.sets, "%s", _("Sets of the five patrons"));
      g_warn_if_fail (out->total == score.total);
    }
}
