/* ludus-ai.c: placeholder until the search lands: every level plays uniformly at random
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-ai.h"

static const char * const level_ids[] = { "random", "easy", "normal", "hard" };

const char *
ludus_ai_level_to_string (LudusAiLevel level)
{
  g_return_val_if_fail (level < LUDUS_AI_N_LEVELS, NULL);
  return level_ids[level];
}

gboolean
ludus_ai_level_from_string (const char   *text,
                            LudusAiLevel *level)
{
  for (guint i = 0; i < G_N_ELEMENTS (level_ids); i++)
    if (g_strcmp0 (text, level_ids[i]) == 0)
      {
        *level = i;
        return TRUE;
      }
  return FALSE;
}

const char *
ludus_ai_level_get_name (LudusAiLevel level)
{
  static const char * const names[] = { N_("Random"), N_("Easy"), N_("Normal"), N_("Hard") };

  g_return_val_if_fail (level < LUDUS_AI_N_LEVELS, NULL);
  return _(names[level]);
}

gboolean
ludus_ai_choose_move (const LudusRules *rules,
                      const void       *state,
                      LudusAiLevel      level,
                      guint64           seed,
                      GCancellable     *cancellable,
                      LudusMove        *move)
{
  LudusMove *moves;
  LudusRng rng;
  guint n;

  g_return_val_if_fail (rules != NULL && state != NULL && move != NULL, FALSE);

  moves = g_new (LudusMove, LUDUS_MAX_MOVES);
  n = rules->legal_moves (state, moves);
  if (n > 0)
    {
      ludus_rng_seed (&rng, seed);
      *move = moves[ludus_rng_below (&rng, n)];
    }
  g_free (moves);
  return n > 0;
}
