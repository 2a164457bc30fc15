/* ludus-thebes-projection.c: each player's score if the game ended now
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The final scoring (ludus_thebes_score) of the artifacts, exhibitions,
 * congresses and closed books as they are.
 */

#define G_LOG_DOMAIN "ludus-thebes"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-thebes.h"

void
ludus_thebes_project_scores (const void      *state,
                             LudusProjection *projections)
{
  const LudusThebesState *s = state;
  LudusThebesScore scores[LUDUS_THEBES_MAX_PLAYERS];

  g_return_if_fail (state != NULL && projections != NULL);

  ludus_thebes_score (s, scores);
  memset (projections, 0, sizeof (LudusProjection) * s->n_players);
  for (guint p = 0; p < s->n_players; p++)
    {
      LudusProjection *out = &projections[p];

      ludus_projection_add (out, scores[p].artifacts, "%s", _("Artifacts"));
      ludus_projection_add (out, scores[p].exhibitions, "%s", _("Exhibitions"));
      ludus_projection_add (out, scores[p].congress, "%s", _("Congresses"));
      ludus_projection_add (out, scores[p].majorities, "%s", _("Knowledge majorities"));
    }
}
