/* ludus-ai-levels.c: the computer players' levels, their search budgets
 * per game and time caps, and the seed of each decision
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-ai"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-ai-private.h"

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

/* Search budgets per game, in iterations so that a seed gives the same
 * move on every machine, calibrated on a 2-core machine so that normal
 * stays near 0.1 s and hard under 1 s per decision (with two threads an
 * iteration costs about 4 to 10 µs in Medici, 15 to 40 µs in Thebes and
 * 100 to 200 µs in Mykerinos, whose rollouts list hundreds of moves per
 * turn).  The app's time caps only catch unusually slow positions or a
 * loaded machine; the headless tools have none. */
typedef struct
{
  const char *game;
  guint       normal_iterations;
  guint       hard_iterations;
  double      widening;
} GameBudget;

/* Thebes' heuristic orders its many digs and trips well, so its search
 * does best widening slowly and trusting that order: normal v easy won
 * 0.76 with a widening of 0.5 against 0.54 with 2 (192 games each). */
static const GameBudget game_budgets[] = {
  { "medici",    1000, 60000, 2.0 },
  { "mykerinos",  500,  5000, 2.0 },
  { "thebes",    1000, 20000, 0.5 },
};

static const GameBudget default_budget = { NULL, 1000, 5000, 2.0 };

#define NORMAL_MAX_MS  500
#define HARD_MAX_MS    2500

void
ludus_ai_params_for_level (const LudusRules *rules,
                           LudusAiLevel      level,
                           LudusAiParams    *params)
{
  const GameBudget *budget = &default_budget;

  g_return_if_fail (rules != NULL && params != NULL);

  for (guint i = 0; i < G_N_ELEMENTS (game_budgets); i++)
    if (g_strcmp0 (rules->id, game_budgets[i].game) == 0)
      budget = &game_budgets[i];

  memset (params, 0, sizeof *params);
  params->n_trees = DEFAULT_TREES;
  params->exploration = 0.7;
  params->widening = budget->widening;
  /* Truncated rollouts only pay where full ones are long. */
  params->rollout_depth = rules->evaluate != NULL ? 60 : 0;
  params->stop_when_decided = TRUE;
  params->iterations = level == LUDUS_AI_HARD ? budget->hard_iterations
                                              : budget->normal_iterations;
}

guint
ludus_ai_level_get_time_cap (LudusAiLevel level)
{
  switch (level)
    {
    case LUDUS_AI_NORMAL:
      return NORMAL_MAX_MS;
    case LUDUS_AI_HARD:
      return HARD_MAX_MS;
    default:
      return 0;
    }
}

/* splitmix64: spreads nearby inputs over the whole 64-bit range. */
static guint64
mix_seed (guint64 x)
{
  x += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);
  x = (x ^ (x >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  x = (x ^ (x >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return x ^ (x >> 31);
}

guint64
ludus_ai_seed_for_position (guint64 game_seed,
                            guint   position)
{
  return mix_seed (game_seed ^ mix_seed (position));
}
