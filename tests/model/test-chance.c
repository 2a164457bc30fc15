/* test-chance.c: online play's chance outcomes, over every game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A host plays with its seed and tells what chance decided; a guest, dealt
 * from another seed, applies the same moves with those outcomes imposed.
 * At every step each player must see the same table on both machines, and
 * a host that tells something impossible must be refused.
 */

#define G_LOG_DOMAIN "Ludus"

#include <string.h>

#include "ludus-rules.h"
#include "ludus-test-rules.h"

typedef struct
{
  const LudusRules *rules;
  gconstpointer     content;
  void             *host;
  void             *guest;
  void             *view_a;
  void             *view_b;
  LudusMove        *moves;
} Table;

static void
table_init (Table            *table,
            const LudusRules *rules,
            gconstpointer     content)
{
  table->rules = rules;
  table->content = content;
  table->host = g_malloc0 (rules->state_size);
  table->guest = g_malloc0 (rules->state_size);
  table->view_a = g_malloc0 (rules->state_size);
  table->view_b = g_malloc0 (rules->state_size);
  table->moves = g_new (LudusMove, LUDUS_MAX_MOVES);
}

static void
table_clear (Table *table)
{
  g_free (table->host);
  g_free (table->guest);
  g_free (table->view_a);
  g_free (table->view_b);
  g_free (table->moves);
}

/* Every player sees the same on the host's table and the guest's. */
static void
assert_same_table (Table *table,
                   guint  n_players)
{
  const LudusRules *rules = table->rules;

  for (guint p = 0; p < n_players; p++)
    {
      g_assert_true (ludus_test_observer_view (rules, table->host, p, table->view_a));
      g_assert_true (ludus_test_observer_view (rules, table->guest, p, table->view_b));
      g_assert_true (memcmp (table->view_a, table->view_b, rules->state_size) == 0);
    }
}

/* Starts the host on seed and the guest on another, with the host's set-up
 * imposed; asserts the host's game is the one rules->init deals. */
static void
table_start (Table   *table,
             guint    n_players,
             guint64  seed)
{
  const LudusRules *rules = table->rules;
  LudusSetup host_setup = { .n_players = n_players, .shuffle = TRUE, .seed = seed };
  LudusSetup guest_setup = { .n_players = n_players, .shuffle = TRUE, .seed = ~seed };
  g_autoptr(GError) error = NULL;
  g_autofree void *plain = g_malloc0 (rules->state_size);
  LudusOutcome outcome;

  g_assert_true (ludus_chance_init (rules, table->host, table->content, &host_setup,
                                    NULL, &outcome, &error));
  g_assert_no_error (error);
  ludus_test_start (rules, plain, table->content, n_players, TRUE, seed, 0);
  g_assert_true (memcmp (plain, table->host, rules->state_size) == 0);

  g_assert_true (ludus_chance_init (rules, table->guest, table->content, &guest_setup,
                                    &outcome, NULL, &error));
  g_assert_no_error (error);
  assert_same_table (table, n_players);
}

static void
test_guest_follows_host (void)
{
  const LudusRules * const *all;
  guint n_rules;
  guint n_games = ludus_test_n_games (2);

  all = ludus_rules_get_all (&n_rules);
  for (guint r = 0; r < n_rules; r++)
    {
      const LudusRules *rules = all[r];
      gpointer content = ludus_test_default_content (rules);
      g_autofree void *plain = g_malloc0 (rules->state_size);
      guint n_told = 0;
      Table table;

      g_test_message ("%s", rules->id);
      g_assert_nonnull (rules->chance);
      table_init (&table, rules, content);
      for (guint n_players = rules->min_players; n_players <= rules->max_players; n_players++)
        for (guint game = 0; game < n_games; game++)
          {
            guint64 seed = 1000 * n_players + game + 1;
            LudusRng rng;

            ludus_rng_seed (&rng, seed);
            table_start (&table, n_players, seed);
            ludus_test_start (rules, plain, content, n_players, TRUE, seed, 0);
            while (!rules->is_over (table.host))
              {
                guint n = rules->legal_moves (table.host, table.moves);
                const LudusMove *move = &table.moves[ludus_rng_below (&rng, n)];
                g_autoptr(GError) error = NULL;
                LudusOutcome outcome;

                g_assert_cmpuint (rules->legal_moves (table.guest, table.moves + n), ==, n);
                g_assert_true (ludus_chance_apply (rules, table.host, move, NULL, &outcome, &error));
                g_assert_no_error (error);
                n_told += outcome.n;
                g_assert_true (ludus_chance_apply (rules, table.guest, move, &outcome, NULL, &error));
                g_assert_no_error (error);
                assert_same_table (&table, n_players);

                /* Telling changes nothing: the host's game is the plain one. */
                rules->apply (plain, move);
                g_assert_true (memcmp (plain, table.host, rules->state_size) == 0);
              }
          }
      /* Each game turns cards or draws tokens after its set-up. */
      g_assert_cmpuint (n_told, >, 0);
      table_clear (&table);
      rules->content_free (content);
    }
}

/* Plays random moves until one whose outcome has values; FALSE if the game
 * ends first. */
static gboolean
play_to_chance (Table        *table,
                LudusRng     *rng,
                LudusMove    *move,
                LudusOutcome *outcome)
{
  const LudusRules *rules = table->rules;
  g_autofree void *before = g_malloc (rules->state_size);

  while (!rules->is_over (table->host))
    {
      guint n = rules->legal_moves (table->host, table->moves);

      *move = table->moves[ludus_rng_below (rng, n)];
      memcpy (before, table->host, rules->state_size);
      g_assert_true (ludus_chance_apply (rules, table->host, move, NULL, outcome, NULL));
      if (outcome->n > 0)
        {
          memcpy (table->host, before, rules->state_size);
          return TRUE;
        }
      g_assert_true (ludus_chance_apply (rules, table->guest, move, outcome, NULL, NULL));
    }
  return FALSE;
}

/* The guest refuses, unchanged, what is not the host's true outcome. */
static void
assert_refused (Table              *table,
                const LudusMove    *move,
                const LudusOutcome *outcome)
{
  const LudusRules *rules = table->rules;
  g_autofree void *before = g_memdup2 (table->guest, rules->state_size);
  g_autoptr(GError) error = NULL;

  g_assert_false (ludus_chance_apply (rules, table->guest, move, outcome, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_true (memcmp (before, table->guest, rules->state_size) == 0);
}

static void
test_impossible_outcomes (void)
{
  const LudusRules * const *all;
  guint n_rules;

  all = ludus_rules_get_all (&n_rules);
  for (guint r = 0; r < n_rules; r++)
    {
      const LudusRules *rules = all[r];
      gpointer content = ludus_test_default_content (rules);
      LudusOutcome outcome, bad;
      LudusMove move;
      LudusRng rng;
      Table table;
      guint n_checked = 0;

      g_test_message ("%s", rules->id);
      table_init (&table, rules, content);
      table_start (&table, rules->min_players, 7);
      ludus_rng_seed (&rng, 7);
      /* A few chance steps, each refused when tampered with. */
      while (n_checked < 3 && play_to_chance (&table, &rng, &move, &outcome))
        {
          LudusMove illegal;

          bad = outcome;
          bad.n--;
          assert_refused (&table, &move, &bad);
          bad = outcome;
          bad.values[bad.n++] = 0;
          assert_refused (&table, &move, &bad);
          for (guint i = 0; i < outcome.n; i++)
            {
              /* No card, token, player or order is numbered 254. */
              bad = outcome;
              bad.values[i] = 254;
              assert_refused (&table, &move, &bad);
            }
          memset (&illegal, 0xff, sizeof illegal);
          assert_refused (&table, &illegal, &outcome);

          g_assert_true (ludus_chance_apply (rules, table.host, &move, NULL, &outcome, NULL));
          g_assert_true (ludus_chance_apply (rules, table.guest, &move, &outcome, NULL, NULL));
          assert_same_table (&table, rules->min_players);
          n_checked++;
        }
      g_assert_cmpuint (n_checked, ==, 3);
      table_clear (&table);
      rules->content_free (content);
    }
}

/* A card the guest has seen already cannot be turned again. */
static void
test_seen_card_refused (void)
{
  const LudusRules *rules = ludus_rules_lookup ("medici");
  gpointer content = ludus_test_default_content (rules);
  LudusOutcome outcome, first;
  LudusMove reveal;
  Table table;

  table_init (&table, rules, content);
  table_start (&table, 2, 3);
  g_assert_true (rules->parse_move (table.host, "r", &reveal));
  g_assert_true (ludus_chance_apply (rules, table.host, &reveal, NULL, &first, NULL));
  g_assert_true (ludus_chance_apply (rules, table.guest, &reveal, &first, NULL, NULL));
  g_assert_cmpuint (first.n, ==, 1);

  /* The host claims the market's card came up again. */
  outcome = first;
  assert_refused (&table, &reveal, &outcome);
  g_assert_true (ludus_chance_apply (rules, table.host, &reveal, NULL, &outcome, NULL));
  g_assert_cmpuint (outcome.values[0], !=, first.values[0]);
  g_assert_true (ludus_chance_apply (rules, table.guest, &reveal, &outcome, NULL, NULL));
  assert_same_table (&table, 2);

  table_clear (&table);
  rules->content_free (content);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/chance/guest-follows-host", test_guest_follows_host);
  g_test_add_func ("/chance/impossible-outcomes", test_impossible_outcomes);
  g_test_add_func ("/chance/seen-card-refused", test_seen_card_refused);

  return g_test_run ();
}
