/* bench-analyse.c: how long `ludus-cli analyse` takes over a whole game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A benchmark, not a test (meson test --benchmark): one whole game of easy
 * players for each game and 2 or 4 players, saved, then reviewed by
 * `ludus-cli analyse` at the normal level, as the review window does.
 * Prints the seconds of the clock and the processor seconds of ludus-cli's
 * threads, which load does not inflate (the review searches on two threads:
 * an idle 2-core machine takes about half of them); issue 31 wants at most
 * ANALYSE_SECONDS on a 2-core machine.  Only a failed run fails.
 *
 *   bench-analyse -p /analyse/thebes-4p
 */

#define G_LOG_DOMAIN "bench-analyse"

#include "config.h"

#include <glib/gstdio.h>
#include <sys/resource.h>

#include "ludus-ai.h"
#include "ludus-content.h"
#include "ludus-game.h"
#include "ludus-options.h"
#include "ludus-save.h"
#include "ludus-test-cli.h"

#define SEED             1
#define ANALYSE_SECONDS  10.0

typedef struct
{
  const LudusRules *rules;
  guint             players;
} Case;

/* The processor seconds of the children waited for so far. */
static double
children_processor_seconds (void)
{
  struct rusage usage;

  getrusage (RUSAGE_CHILDREN, &usage);
  return usage.ru_utime.tv_sec + usage.ru_stime.tv_sec +
         (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / (double) G_USEC_PER_SEC;
}

/* A whole game of easy players, saved to a new temporary file. */
static char *
save_whole_game (const LudusRules *rules,
                 guint             players,
                 guint            *n_moves)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusContent) content = ludus_content_new_default (rules, &error);
  g_autoptr(LudusOptions) options = ludus_options_new (rules, players);
  g_autoptr(LudusGame) game = NULL;
  g_autofree char *data = NULL;

  g_assert_no_error (error);
  options->seed = SEED;
  for (guint p = 0; p < players; p++)
    ludus_options_set_seat (options, p, NULL, FALSE, LUDUS_AI_EASY);
  game = ludus_game_new (content, options, &error);
  g_assert_no_error (error);
  while (!ludus_game_is_over (game))
    {
      LudusMove move;

      g_assert_true (ludus_ai_choose_move (rules, ludus_game_get_state (game), LUDUS_AI_EASY,
                                           ludus_game_get_n_moves (game), NULL, &move, NULL));
      g_assert_true (ludus_game_apply_move (game, &move, &error));
      g_assert_no_error (error);
    }
  *n_moves = ludus_game_get_n_moves (game);
  data = ludus_save_to_data (game, NULL);
  return write_temp ("ludus-bench-analyse-XXXXXX.json", data);
}

static void
bench_analyse (gconstpointer data)
{
  const Case *c = data;
  const LudusRules *rules = c->rules;
  g_auto(Run) run = { 0 };
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *path = NULL;
  double processor;
  gint64 start;
  guint n_moves;

  path = save_whole_game (rules, c->players, &n_moves);

  processor = children_processor_seconds ();
  start = g_get_monotonic_time ();
  run_cli (&run, "analyse", "--level", "normal", "--json", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  /* Every move weighed: a review cut short would time less. */
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (parse_object (run.out, &root),
                                                                         "moves")),
                    ==, n_moves);
  g_test_message ("%s, %u players, %u moves: analyse took %.1f s (%.1f s of processor time); "
                  "issue 31 wants at most %.0f s",
                  rules->id, c->players, n_moves,
                  (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC,
                  children_processor_seconds () - processor, ANALYSE_SECONDS);
  g_unlink (path);
}

int
main (int   argc,
      char *argv[])
{
  static const guint player_counts[] = { 2, 4 };
  static Case cases[64];
  const LudusRules * const *all;
  guint n_rules, n_cases = 0;

  g_test_init (&argc, &argv, NULL);

  all = ludus_rules_get_all (&n_rules);
  for (guint i = 0; i < n_rules; i++)
    for (guint j = 0; j < G_N_ELEMENTS (player_counts); j++)
      if (player_counts[j] >= all[i]->min_players && player_counts[j] <= all[i]->max_players &&
          n_cases < G_N_ELEMENTS (cases))
        {
          g_autofree char *test_path = g_strdup_printf ("/analyse/%s-%up", all[i]->id,
                                                        player_counts[j]);

          cases[n_cases] = (Case) { all[i], player_counts[j] };
          g_test_add_data_func (test_path, &cases[n_cases++], bench_analyse);
        }
  return g_test_run ();
}
