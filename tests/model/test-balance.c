/* test-balance.c: the balance check plays reproducible games, sums its
 * shares to 1, brackets them with their intervals and stops when cancelled
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-balance"

#include "config.h"

#include <string.h>

#include "ludus-balance.h"

static LudusContent *
default_content (const char *game)
{
  g_autoptr(GError) error = NULL;
  LudusContent *content = ludus_content_new_default (ludus_rules_lookup (game), &error);

  g_assert_no_error (error);
  return content;
}

static void
check_report (const LudusBalance *balance,
              guint               n_players,
              guint               n_games)
{
  double sum = 0;

  g_assert_cmpuint (balance->n_players, ==, n_players);
  g_assert_cmpuint (balance->n_games, ==, n_games);
  for (guint p = 0; p < n_players; p++)
    {
      sum += balance->win_share[p];
      g_assert_cmpfloat (balance->win_low[p], >=, 0);
      g_assert_cmpfloat (balance->win_low[p], <=, balance->win_share[p]);
      g_assert_cmpfloat (balance->win_share[p], <=, balance->win_high[p]);
      g_assert_cmpfloat (balance->win_high[p], <=, 1);
      /* With so few games the interval is wide: it cannot be a point. */
      g_assert_cmpfloat (balance->win_high[p] - balance->win_low[p], >, 0.1);
      g_assert_cmpfloat (balance->mean_score[p], >=, balance->min_score);
      g_assert_cmpfloat (balance->mean_score[p], <=, balance->max_score);
    }
  g_assert_cmpfloat_with_epsilon (sum, 1.0, 1e-9);
  g_assert_cmpint (balance->min_score, <=, balance->max_score);
  for (guint g = 0; g < n_games; g++)
    {
      g_assert_cmpuint (balance->lengths[g], >, 0);
      g_assert_cmpuint (balance->lengths[g], >=, balance->min_length);
      g_assert_cmpuint (balance->lengths[g], <=, balance->max_length);
    }
  g_assert_cmpfloat (balance->mean_length, >=, balance->min_length);
  g_assert_cmpfloat (balance->mean_length, <=, balance->max_length);
  g_assert_cmpuint (balance->n_pass_only, <=, n_games);
}

/* Known values of the Wilson interval (z = 1.96). */
static void
test_wilson (void)
{
  double low, high;

  ludus_balance_wilson (0.5, 100, &low, &high);
  g_assert_cmpfloat_with_epsilon (low, 0.4038, 1e-4);
  g_assert_cmpfloat_with_epsilon (high, 0.5962, 1e-4);
  ludus_balance_wilson (0, 10, &low, &high);
  g_assert_cmpfloat_with_epsilon (low, 0, 1e-12);
  g_assert_cmpfloat_with_epsilon (high, 0.2775, 1e-4);
  ludus_balance_wilson (1, 10, &low, &high);
  g_assert_cmpfloat_with_epsilon (low, 0.7225, 1e-4);
  g_assert_cmpfloat_with_epsilon (high, 1, 1e-12);
}

static void
count_progress (guint    done,
                guint    total,
                gpointer user_data)
{
  guint *calls = user_data;

  g_assert_cmpuint (done, ==, *calls + 1);
  g_assert_cmpuint (total, ==, 10);
  (*calls)++;
}

/* Every game: the shares, the intervals, the same report for the same
 * seed and another for another seed. */
static void
test_run (gconstpointer data)
{
  const char *game = data;
  g_autoptr(LudusContent) content = default_content (game);
  const LudusRules *rules = ludus_content_get_rules (content);
  g_autoptr(LudusBalance) a = NULL;
  g_autoptr(LudusBalance) b = NULL;
  g_autoptr(LudusBalance) c = NULL;
  g_autoptr(GError) error = NULL;
  guint n = rules->min_players, calls = 0;

  a = ludus_balance_run (content, n, 10, LUDUS_AI_EASY, 7, NULL, count_progress, &calls, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (calls, ==, 10);
  check_report (a, n, 10);

  b = ludus_balance_run (content, n, 10, LUDUS_AI_EASY, 7, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (a->scores, 10 * n * sizeof (int), b->scores, 10 * n * sizeof (int));
  g_assert_cmpmem (a->lengths, 10 * sizeof (guint), b->lengths, 10 * sizeof (guint));
  g_assert_cmpmem (a->win_share, sizeof a->win_share, b->win_share, sizeof b->win_share);
  g_assert_cmpuint (a->n_pass_only, ==, b->n_pass_only);

  c = ludus_balance_run (content, n, 10, LUDUS_AI_EASY, 8, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  check_report (c, n, 10);
  g_assert_true (memcmp (a->scores, c->scores, 10 * n * sizeof (int)) != 0);

  /* Medici has no pass: no game can count as one with passing alone. */
  if (rules->pass_notation == NULL)
    g_assert_cmpuint (a->n_pass_only, ==, 0);
}

/* A game in which the player to move can only pass counts, one in which
 * nobody ever has to does not: Mykerinos, checked move by move here. */
static void
test_pass_only (void)
{
  g_autoptr(LudusContent) content = default_content ("mykerinos");
  const LudusRules *rules = ludus_content_get_rules (content);
  g_autoptr(LudusBalance) balance = NULL;
  g_autofree void *state = g_malloc0 (rules->state_size);
  g_autofree LudusMove *moves = g_new (LudusMove, LUDUS_MAX_MOVES);
  g_autoptr(GError) error = NULL;
  guint expected = 0;

  balance = ludus_balance_run (content, 2, 6, LUDUS_AI_EASY, 3, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  for (guint g = 0; g < 6; g++)
    {
      LudusSetup setup = { 2, 0, TRUE, ludus_balance_game_seed (3, g) };
      gboolean pass_only = FALSE;

      g_assert_true (rules->init (state, ludus_content_get_compiled (content), &setup, &error));
      for (guint ply = 0; !rules->is_over (state); ply++)
        {
          LudusMove move;
          char notation[LUDUS_NOTATION_SIZE];

          if (rules->legal_moves (state, moves) == 1)
            {
              rules->format_move (state, &moves[0], notation);
              pass_only |= strcmp (notation, "p") == 0;
            }
          g_assert_true (ludus_ai_choose_move (rules, state, LUDUS_AI_EASY,
                                               ludus_ai_seed_for_position (setup.seed, ply),
                                               NULL, &move, NULL));
          rules->apply (state, &move);
        }
      expected += pass_only;
    }
  g_test_message ("%u of 6 games had a pass alone", expected);
  g_assert_cmpuint (balance->n_pass_only, ==, expected);
}

static void
cancel_after_three (guint    done,
                    guint    total,
                    gpointer user_data)
{
  if (done == 3)
    g_cancellable_cancel (user_data);
  g_assert_cmpuint (done, <=, 3);
}

static void
test_cancel (void)
{
  g_autoptr(LudusContent) content = default_content ("medici");
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  LudusBalance *balance;

  balance = ludus_balance_run (content, 3, 200, LUDUS_AI_EASY, 1, cancellable,
                               cancel_after_three, cancellable, &error);
  g_assert_null (balance);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

typedef struct
{
  GMainLoop    *loop;
  GThread      *main_thread;
  guint         calls;
  LudusBalance *result;
  GError       *error;
} AsyncData;

static void
async_progress (guint    done,
                guint    total,
                gpointer user_data)
{
  AsyncData *data = user_data;

  g_assert_true (g_thread_self () == data->main_thread);
  data->calls++;
}

static void
async_done (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  AsyncData *data = user_data;

  data->result = ludus_balance_run_finish (result, &data->error);
  g_main_loop_quit (data->loop);
}

/* The worker gives the report the same seed gives at once, with progress
 * in the caller's thread; cancelled, it fails. */
static void
test_async (void)
{
  g_autoptr(LudusContent) content = default_content ("medici");
  g_autoptr(LudusBalance) direct = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  AsyncData data = { g_main_loop_new (NULL, FALSE), g_thread_self () };

  direct = ludus_balance_run (content, 4, 8, LUDUS_AI_EASY, 11, NULL, NULL, NULL, NULL);
  ludus_balance_run_async (content, 4, 8, LUDUS_AI_EASY, 11, NULL, async_progress, &data,
                           async_done, &data);
  g_main_loop_run (data.loop);
  g_assert_no_error (data.error);
  g_assert_nonnull (data.result);
  g_assert_cmpuint (data.calls, >, 0);
  g_assert_cmpuint (data.calls, <=, 8);
  g_assert_cmpmem (direct->scores, 8 * 4 * sizeof (int), data.result->scores, 8 * 4 * sizeof (int));
  g_clear_pointer (&data.result, ludus_balance_free);

  g_cancellable_cancel (cancellable);
  ludus_balance_run_async (content, 4, 200, LUDUS_AI_EASY, 11, cancellable, async_progress, &data,
                           async_done, &data);
  g_main_loop_run (data.loop);
  g_assert_null (data.result);
  g_assert_error (data.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&data.error);
  g_main_loop_unref (data.loop);
}

/* A balance made up: n_players seats, seat 0 winning share of n games. */
static void
fake_balance (LudusBalance *balance,
              guint         n_games,
              double        share,
              guint         n_pass_only,
              double        mean_length)
{
  memset (balance, 0, sizeof *balance);
  balance->n_players = 2;
  balance->n_games = n_games;
  balance->win_share[0] = share;
  balance->win_share[1] = 1 - share;
  for (guint p = 0; p < 2; p++)
    ludus_balance_wilson (balance->win_share[p], n_games, &balance->win_low[p], &balance->win_high[p]);
  balance->n_pass_only = n_pass_only;
  balance->mean_length = mean_length;
}

/* The verdict names the reason, and needs the interval to be sure. */
static void
test_verdict (void)
{
  LudusBalance builtin, custom;
  g_autofree char *fair = NULL, *unfair = NULL, *unsure = NULL, *stuck = NULL, *longer = NULL;

  fake_balance (&builtin, 200, 0.52, 2, 40);
  fake_balance (&custom, 200, 0.50, 4, 42);
  fair = ludus_balance_verdict (&custom, &builtin);
  g_assert_true (g_str_has_prefix (fair, "Looks fair: "));

  fake_balance (&custom, 200, 0.80, 4, 42);
  unfair = ludus_balance_verdict (&custom, &builtin);
  g_assert_cmpstr (unfair, ==, "Looks unfair: seat 1 wins 80% of games, where a fair seat wins 50% "
                               "(52% with the built-in content).");

  /* The same share in 10 games proves nothing. */
  fake_balance (&custom, 10, 0.70, 0, 42);
  unsure = ludus_balance_verdict (&custom, &builtin);
  g_assert_true (g_str_has_prefix (unsure, "Looks fair: "));

  fake_balance (&custom, 200, 0.50, 60, 42);
  stuck = ludus_balance_verdict (&custom, &builtin);
  g_assert_true (g_str_has_prefix (stuck, "Looks unbalanced: in 30% of games"));

  fake_balance (&custom, 200, 0.50, 4, 90);
  longer = ludus_balance_verdict (&custom, &builtin);
  g_assert_nonnull (strstr (longer, "much longer"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/balance/wilson", test_wilson);
  g_test_add_func ("/balance/verdict", test_verdict);
  g_test_add_data_func ("/balance/run/medici", "medici", test_run);
  g_test_add_data_func ("/balance/run/mykerinos", "mykerinos", test_run);
  g_test_add_data_func ("/balance/run/thebes", "thebes", test_run);
  g_test_add_func ("/balance/pass-only", test_pass_only);
  g_test_add_func ("/balance/cancel", test_cancel);
  g_test_add_func ("/balance/async", test_async);
  return g_test_run ();
}
