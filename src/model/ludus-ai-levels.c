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

/* A computer seat, where people and computers are listed together (the
 * final ranking, the statistics), e.g. "Computer, hard". */
const char *
ludus_ai_level_get_player_name (LudusAiLevel level)
{
  switch (level)
    {
    case LUDUS_AI_EASY:
      return _("Computer, easy");
    case LUDUS_AI_NORMAL:
      return _("Computer, normal");
    case LUDUS_AI_HARD:
      return _("Computer, hard");
    case LUDUS_AI_RANDOM:
    default:
      /* Translators: a computer player, of a level the app does not offer */
      return _("Computer");
    }
}

/* Search budgets: each game's rules carry their own (ai_normal_iterations
 * …), in iterations so that a seed gives the same move on every machine,
 * calibrated on a 2-core machine so that normal stays near 0.1 s and hard
 * under 1 s per decision.  The app's time caps only catch unusually slow
 * positions or a loaded machine; the headless tools have none. */
#define DEFAULT_NORMAL_ITERATIONS  1000
#define DEFAULT_HARD_ITERATIONS    5000
#define DEFAULT_WIDENING           2.0

#define NORMAL_MAX_MS  500
#define HARD_MAX_MS    2500

/* The process's thread count (0: the processors'), read by every search. */
static guint n_search_threads;

void
ludus_ai_set_threads (guint n_threads)
{
  g_atomic_int_set (&n_search_threads, MIN (n_threads, LUDUS_AI_MAX_THREADS));
}

guint
ludus_ai_get_threads (void)
{
  guint n = g_atomic_int_get (&n_search_threads);

  return n > 0 ? n : CLAMP (g_get_num_processors (), 1, LUDUS_AI_MAX_THREADS);
}

void
ludus_ai_params_for_level (const LudusRules *rules,
                           LudusAiLevel      level,
                           LudusAiParams    *params)
{
  g_return_if_fail (rules != NULL && params != NULL);

  memset (params, 0, sizeof *params);
  params->n_trees = DEFAULT_TREES;
  params->n_threads = ludus_ai_get_threads ();
  params->exploration = 0.7;
  params->widening = rules->ai_widening > 0 ? rules->ai_widening : DEFAULT_WIDENING;
  params->stop_when_decided = TRUE;
  if (level == LUDUS_AI_HARD)
    {
      params->iterations = rules->ai_hard_iterations > 0 ? rules->ai_hard_iterations
                                                         : DEFAULT_HARD_ITERATIONS;
      /* Truncated rollouts only pay where full ones are long, and normal
       * keeps its choices: its results against easy and random stand. */
      params->rollout_depth = rules->evaluate != NULL ? rules->ai_hard_rollout_depth : 0;
      params->chance_nodes = rules->reveal_outcome != NULL;
    }
  else
    params->iterations = rules->ai_normal_iterations > 0 ? rules->ai_normal_iterations
                                                         : DEFAULT_NORMAL_ITERATIONS;
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
