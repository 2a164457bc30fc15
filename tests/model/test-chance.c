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
#include "ludus-save.h"
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

/* Saves game and loads it back: the same game. */
static LudusGame *
assert_save_round_trip (LudusGame *game)
{
  const LudusRules *rules = ludus_game_get_rules (game);
  g_autofree char *data = ludus_save_to_data (game, NULL);
  g_autoptr(GError) error = NULL;
  LudusGame *loaded = ludus_save_load_data (data, -1, &error);
  g_autoptr(JsonNode) state = rules->state_to_json (ludus_game_get_state (game));
  g_autoptr(JsonNode) loaded_state = NULL;

  g_assert_no_error (error);
  g_assert_cmpint (ludus_game_get_chance (loaded), ==, ludus_game_get_chance (game));
  g_assert_cmpuint (ludus_game_get_n_moves (loaded), ==, ludus_game_get_n_moves (game));
  /* The whole position, hidden parts too (its bytes hold the content's
   * address, which differs). */
  loaded_state = rules->state_to_json (ludus_game_get_state (loaded));
  g_assert_true (json_node_equal (state, loaded_state));
  for (guint i = 0; i < ludus_game_get_n_moves (game); i++)
    g_assert_true (memcmp (ludus_game_get_move_outcome (loaded, i),
                           ludus_game_get_move_outcome (game, i), sizeof (LudusOutcome)) == 0);
  return loaded;
}

/* Replaces the first occurrence of from in data by to. */
static char *
replace_once (const char *data,
              const char *from,
              const char *to)
{
  const char *at = strstr (data, from);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - data), data, to, at + strlen (from));
}

/* An online host's LudusGame records each move's outcome; a guest's starts
 * from the told set-up and plays the moves with those outcomes.  Both save
 * and load back the same game, the guest's from the outcomes (its seed is
 * its own), and a guest's save with a tampered outcome is refused. */
static void
test_online_saves (void)
{
  const LudusRules * const *all;
  guint n_rules;

  all = ludus_rules_get_all (&n_rules);
  for (guint r = 0; r < n_rules; r++)
    {
      const LudusRules *rules = all[r];
      g_autoptr(GError) error = NULL;
      g_autoptr(LudusContent) content = ludus_content_new_default (rules, &error);
      g_autoptr(LudusOptions) options = ludus_options_new (rules, rules->min_players);
      g_autoptr(LudusGame) host = NULL;
      g_autoptr(LudusGame) guest = NULL;
      g_autoptr(LudusGame) loaded_host = NULL;
      g_autoptr(LudusGame) loaded_guest = NULL;
      g_autofree char *data = NULL;
      g_autofree char *tampered = NULL;
      g_autofree char *unknown = NULL;
      g_autofree LudusMove *moves = g_new (LudusMove, LUDUS_MAX_MOVES);
      g_autofree void *view_a = g_malloc0 (rules->state_size);
      g_autofree void *view_b = g_malloc0 (rules->state_size);
      guint n_told = 0;
      LudusRng rng;

      if (rules->chance == NULL)
        continue;
      g_test_message ("%s", rules->id);
      g_assert_no_error (error);
      options->seed = 77;
      host = ludus_game_new_online (content, options, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpint (ludus_game_get_chance (host), ==, LUDUS_GAME_CHANCE_TOLD);
      options->seed = 78;
      guest = ludus_game_new_online (content, options, ludus_game_get_setup_outcome (host), &error);
      g_assert_no_error (error);
      g_assert_cmpint (ludus_game_get_chance (guest), ==, LUDUS_GAME_CHANCE_IMPOSED);

      ludus_rng_seed (&rng, 5);
      for (guint i = 0; i < 40 && !ludus_game_is_over (host); i++)
        {
          guint n = rules->legal_moves (ludus_game_get_state (host), moves);
          const LudusMove *move = &moves[ludus_rng_below (&rng, n)];
          guint last;

          g_assert_true (ludus_game_apply_move (host, move, &error));
          g_assert_no_error (error);
          last = ludus_game_get_n_moves (host) - 1;
          n_told += ludus_game_get_move_outcome (host, last)->n;
          g_assert_true (ludus_game_apply_move_imposed (guest, move,
                                                        ludus_game_get_move_outcome (host, last),
                                                        &error));
          g_assert_no_error (error);
          /* The guest's log names what the host's reveal was. */
          g_assert_cmpstr (ludus_game_get_log_entry (guest, last), ==, ludus_game_get_log_entry (host, last));
          g_assert_cmpstrv (ludus_game_get_log_lines (guest, last), ludus_game_get_log_lines (host, last));
          for (guint p = 0; p < ludus_game_get_n_players (host); p++)
            {
              g_assert_true (ludus_test_observer_view (rules, ludus_game_get_state (host), p, view_a));
              g_assert_true (ludus_test_observer_view (rules, ludus_game_get_state (guest), p, view_b));
              g_assert_true (memcmp (view_a, view_b, rules->state_size) == 0);
            }
        }
      g_assert_cmpuint (n_told, >, 0);

      /* Undo and redo keep the outcomes: redo imposes the recorded one. */
      while (ludus_game_get_can_undo (guest))
        ludus_game_undo (guest);
      while (ludus_game_get_can_redo (guest))
        g_assert_true (ludus_game_redo (guest));
      g_assert_cmpuint (ludus_game_get_n_moves (guest), ==, ludus_game_get_n_moves (host));

      loaded_host = assert_save_round_trip (host);
      loaded_guest = assert_save_round_trip (guest);

      /* A guest's outcome that no arrangement gives: a clear error. */
      data = ludus_save_to_data (guest, NULL);
      tampered = replace_once (data, "\"setup\" : [", "\"setup\" : [250, ");
      g_assert_null (ludus_save_load_data (tampered, -1, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
      g_assert_nonnull (strstr (error->message, "content: "));
      g_clear_error (&error);
      unknown = replace_once (data, "\"chance\" : \"imposed\"", "\"chance\" : \"dealt\"");
      g_assert_null (ludus_save_load_data (unknown, -1, &error));
      g_assert_nonnull (strstr (error->message, "online.chance"));
      g_clear_error (&error);

      /* A host resumes the table: its draws come from the seed it kept. */
      if (!ludus_game_is_over (host))
        {
          guint n = rules->legal_moves (ludus_game_get_state (host), moves);
          guint last = ludus_game_get_n_moves (host);

          g_assert_true (ludus_game_apply_move (host, &moves[n - 1], &error));
          g_assert_true (ludus_game_apply_move (loaded_host, &moves[n - 1], &error));
          g_assert_no_error (error);
          g_assert_true (memcmp (ludus_game_get_move_outcome (loaded_host, last),
                                 ludus_game_get_move_outcome (host, last),
                                 sizeof (LudusOutcome)) == 0);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/chance/guest-follows-host", test_guest_follows_host);
  g_test_add_func ("/chance/impossible-outcomes", test_impossible_outcomes);
  g_test_add_func ("/chance/seen-card-refused", test_seen_card_refused);
  g_test_add_func ("/chance/online-saves", test_online_saves);

  return g_test_run ();
}
