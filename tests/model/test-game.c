/* test-game.c: LudusGame, on a toy game and on every registered game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-game"

#include "config.h"

#include <string.h>

#include "ludus-game.h"
#include "medici/ludus-medici-game.h"
#include "mykerinos/ludus-mykerinos-game.h"
#include "thebes/ludus-thebes-game.h"
#include "toy-rules.h"

/* Counts signals and property notifications. */
typedef struct
{
  guint  changed;
  guint  move_applied;
  guint  game_over;
  guint  last_index;
  char  *last_log;
  guint  notify_current_player;
  guint  notify_can_undo;
  guint  notify_can_redo;
  guint  notify_is_over;
} Counts;

static void
changed_cb (LudusGame *game,
            Counts    *counts)
{
  counts->changed++;
}

static void
move_applied_cb (LudusGame  *game,
                 guint       index,
                 const char *log,
                 Counts     *counts)
{
  counts->move_applied++;
  counts->last_index = index;
  g_free (counts->last_log);
  counts->last_log = g_strdup (log);
  /* The history already holds the move when the signal fires. */
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, index + 1);
  g_assert_cmpstr (ludus_game_get_log_entry (game, index), ==, log);
}

static void
game_over_cb (LudusGame *game,
              Counts    *counts)
{
  g_assert_true (ludus_game_is_over (game));
  counts->game_over++;
}

static void
notify_cb (LudusGame  *game,
           GParamSpec *pspec,
           Counts     *counts)
{
  const char *name = g_param_spec_get_name (pspec);

  if (strcmp (name, "current-player") == 0)
    counts->notify_current_player++;
  else if (strcmp (name, "can-undo") == 0)
    counts->notify_can_undo++;
  else if (strcmp (name, "can-redo") == 0)
    counts->notify_can_redo++;
  else if (strcmp (name, "is-over") == 0)
    counts->notify_is_over++;
  else
    g_assert_not_reached ();
}

static void
watch (LudusGame *game,
       Counts    *counts)
{
  memset (counts, 0, sizeof *counts);
  g_signal_connect (game, "changed", G_CALLBACK (changed_cb), counts);
  g_signal_connect (game, "move-applied", G_CALLBACK (move_applied_cb), counts);
  g_signal_connect (game, "game-over", G_CALLBACK (game_over_cb), counts);
  g_signal_connect (game, "notify", G_CALLBACK (notify_cb), counts);
}

static void
reset (Counts *counts)
{
  g_clear_pointer (&counts->last_log, g_free);
  memset (counts, 0, sizeof *counts);
}

/* A toy game in file order (cards 1, 2, …; the top card is the last):
 * the first n_humans of n_seats seats are human. */
static LudusGame *
toy_game_with_humans_full (guint    n_cards,
                           guint    n_humans,
                           guint    n_seats,
                           gboolean practice)
{
  LudusGame *game = toy_game_new_full (n_cards, n_seats, (1u << n_humans) - 1, practice);

  g_assert_true (LUDUS_IS_GAME (game));
  return game;
}

static LudusGame *
toy_game_with_humans (guint n_cards,
                      guint n_humans,
                      guint n_seats)
{
  return toy_game_with_humans_full (n_cards, n_humans, n_seats, FALSE);
}

static void
play (LudusGame  *game,
      const char *notation)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ludus_game_apply_notation (game, notation, &error));
  g_assert_no_error (error);
}

static void
test_toy_lifecycle (void)
{
  LudusGame *game = toy_game_with_humans (4, 1, 2);
  g_autoptr(LudusContent) content = ludus_content_ref (ludus_game_get_content (game));
  LudusProjection projections[LUDUS_MAX_PLAYERS];
  LudusRules unregistered = toy_rules;

  /* The registry's class for the toy (registered in main()); a game it does
   * not know is a plain LudusGame. */
  g_assert_true (G_TYPE_FROM_INSTANCE (game) == TOY_TYPE_GAME);
  g_assert_true (ludus_game_type_for_rules (&unregistered) == LUDUS_TYPE_GAME);
  g_assert_true (ludus_game_get_rules (game) == &toy_rules);
  g_assert_cmpuint (ludus_game_get_n_players (game), ==, 2);
  g_assert_cmpuint (ludus_game_get_current_player (game), ==, 0);
  g_assert_false (ludus_game_is_over (game));
  g_assert_false (ludus_game_get_can_undo (game));
  g_assert_false (ludus_game_get_can_redo (game));
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 0);
  g_assert_cmpuint (ludus_game_get_winners (game), ==, 0);
  g_assert_cmpstr (ludus_game_get_options (game)->seats[1].name, ==, "Britta");
  /* The toy rules project nothing: the views then show no projection. */
  g_assert_false (ludus_game_project_scores (game, projections));
  g_assert_finalize_object (game);
  /* The game dropped its reference; ours still holds the content. */
  g_assert_true (ludus_content_get_rules (content) == &toy_rules);
}

static void
test_toy_refuses_setup (void)
{
  g_autoptr(LudusContent) content = toy_content_new (2);
  g_autoptr(LudusOptions) options = ludus_options_new (&toy_rules, 3);
  g_autoptr(LudusOptions) too_many = ludus_options_new (&toy_rules, 5);
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusGame) game = NULL;

  game = ludus_game_new (content, options, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_cmpstr (error->message, ==, "too few cards");
  g_assert_null (game);
  g_clear_error (&error);

  game = ludus_game_new (content, too_many, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_cmpstr (error->message, ==, "This game is for 1 to 4 players, not 5");
  g_assert_null (game);
}

static void
test_toy_illegal_moves (void)
{
  g_autoptr(LudusGame) game = toy_game_with_humans (2, 1, 2);
  g_autoptr(GError) error = NULL;
  LudusMove stop = { { 's' } };

  /* Stopping before drawing is not allowed. */
  g_assert_false (ludus_game_apply_move (game, &stop, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_cmpstr (error->message, ==, "“s” is not a legal move here");
  g_clear_error (&error);

  g_assert_false (ludus_game_apply_notation (game, "s", &error));
  g_assert_cmpstr (error->message, ==, "“s” is not a legal move here");
  g_clear_error (&error);

  g_assert_false (ludus_game_apply_notation (game, "jump", &error));
  g_assert_cmpstr (error->message, ==, "“jump” is not a move in this game’s notation");
  g_clear_error (&error);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 0);

  play (game, "d");
  play (game, "s");
  play (game, "d");
  play (game, "s");
  g_assert_true (ludus_game_is_over (game));
  g_assert_false (ludus_game_apply_notation (game, "d", &error));
  g_assert_cmpstr (error->message, ==, "the game is already over");
}

static void
test_toy_signals (void)
{
  g_autoptr(LudusGame) game = toy_game_with_humans_full (3, 1, 2, TRUE);
  int scores[2];
  Counts counts;

  watch (game, &counts);

  /* A draw (in practice mode): the first move makes undo possible; the
   * turn stays. */
  play (game, "d");
  g_assert_cmpuint (counts.move_applied, ==, 1);
  g_assert_cmpuint (counts.last_index, ==, 0);
  g_assert_cmpstr (counts.last_log, ==, "Anna drew 3");
  g_assert_cmpuint (counts.changed, ==, 1);
  g_assert_cmpuint (counts.notify_can_undo, ==, 1);
  g_assert_cmpuint (counts.notify_current_player, ==, 0);
  g_assert_cmpuint (counts.notify_can_redo, ==, 0);
  g_assert_cmpuint (counts.notify_is_over, ==, 0);
  g_assert_cmpuint (counts.game_over, ==, 0);
  reset (&counts);

  /* A stop passes the turn: only current-player changes. */
  play (game, "s");
  g_assert_cmpstr (counts.last_log, ==, "Anna stopped");
  g_assert_cmpuint (counts.last_index, ==, 1);
  g_assert_cmpuint (counts.notify_current_player, ==, 1);
  g_assert_cmpuint (counts.notify_can_undo, ==, 0);
  g_assert_cmpuint (counts.changed, ==, 1);
  g_assert_cmpuint (ludus_game_get_current_player (game), ==, 1);
  reset (&counts);

  play (game, "d");
  play (game, "d");
  g_assert_cmpuint (counts.notify_current_player, ==, 0);
  g_assert_cmpuint (counts.game_over, ==, 0);
  reset (&counts);

  /* The last stop ends the game: is-over and game-over exactly once. */
  play (game, "s");
  g_assert_cmpuint (counts.game_over, ==, 1);
  g_assert_cmpuint (counts.notify_is_over, ==, 1);
  g_assert_cmpuint (counts.changed, ==, 1);
  g_assert_true (ludus_game_is_over (game));
  ludus_game_get_scores (game, scores);
  g_assert_cmpint (scores[0], ==, 3);
  g_assert_cmpint (scores[1], ==, 3);
  g_assert_cmpuint (ludus_game_get_winners (game), ==, 3);
  g_assert_cmpstr (ludus_game_get_move_notation (game, 4), ==, "s");
  reset (&counts);

  /* Undo out of the end: is-over, can-redo and current-player change. */
  g_assert_true (ludus_game_undo (game));
  g_assert_cmpuint (counts.changed, ==, 1);
  g_assert_cmpuint (counts.move_applied, ==, 0);
  g_assert_cmpuint (counts.notify_is_over, ==, 1);
  g_assert_cmpuint (counts.notify_can_redo, ==, 1);
  g_assert_cmpuint (counts.notify_current_player, ==, 1);
  g_assert_cmpuint (counts.notify_can_undo, ==, 0);
  g_assert_false (ludus_game_is_over (game));
  g_assert_cmpuint (ludus_game_get_winners (game), ==, 0);
  reset (&counts);

  /* Redo replays it: the same signals as playing it. */
  g_assert_true (ludus_game_redo (game));
  g_assert_cmpuint (counts.move_applied, ==, 1);
  g_assert_cmpuint (counts.last_index, ==, 4);
  g_assert_cmpuint (counts.game_over, ==, 1);
  g_assert_cmpuint (counts.notify_can_redo, ==, 1);
  g_assert_false (ludus_game_redo (game));
  reset (&counts);
}

/* Practice mode: undo goes through every reveal back to the start. */
static void
test_toy_undo_practice (void)
{
  g_autoptr(LudusGame) game = toy_game_with_humans_full (6, 1, 3, TRUE);
  g_autofree void *start = g_memdup2 (ludus_game_get_state (game), toy_rules.state_size);
  g_autofree void *end = NULL;
  const char *moves[] = { "d", "d", "s", "d", "s", "d", "d", "d", "s" };

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    play (game, moves[i]);
  g_assert_true (ludus_game_is_over (game));
  end = g_memdup2 (ludus_game_get_state (game), toy_rules.state_size);

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    g_assert_true (ludus_game_undo (game));
  g_assert_false (ludus_game_get_can_undo (game));
  g_assert_false (ludus_game_undo (game));
  g_assert_cmpmem (ludus_game_get_state (game), toy_rules.state_size, start, toy_rules.state_size);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 0);

  while (ludus_game_redo (game))
    ;
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, G_N_ELEMENTS (moves));
  g_assert_cmpmem (ludus_game_get_state (game), toy_rules.state_size, end, toy_rules.state_size);

  /* A new move after an undo drops the undone ones. */
  g_assert_true (ludus_game_undo (game));
  g_assert_true (ludus_game_undo (game));
  g_assert_true (ludus_game_get_can_redo (game));
  play (game, "s");
  g_assert_false (ludus_game_get_can_redo (game));
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, G_N_ELEMENTS (moves) - 1);
  g_assert_cmpstr (ludus_game_get_log_entry (game, G_N_ELEMENTS (moves) - 2), ==, "Carlos stopped");
}

/* Against computers too: Reveal, Undo, Reveal would show the same card
 * again, so a draw cannot be taken back and undo stops just after it. */
static void
test_toy_undo_against_computers (void)
{
  for (guint n_humans = 0; n_humans <= 1; n_humans++)
    {
      g_autoptr(LudusGame) game = toy_game_with_humans (6, n_humans, 2);

      g_assert_false (ludus_game_get_practice (game));
      play (game, "d");
      g_assert_false (ludus_game_get_can_undo (game));
      g_assert_false (ludus_game_undo (game));
      g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 1);

      /* Britta (a computer) draws, then stops: only the stop goes back. */
      play (game, "s");
      play (game, "d");
      play (game, "s");
      g_assert_cmpuint (ludus_game_undo_turn (game), ==, 1);
      g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 3);
      g_assert_false (ludus_game_get_can_undo (game));
      g_assert_cmpuint (ludus_game_undo_turn (game), ==, 0);
    }
}

static void
test_toy_undo_turn (void)
{
  g_autoptr(LudusGame) game = toy_game_with_humans_full (8, 1, 2, TRUE);
  const char *moves[] = { "d", "s", "d", "d", "s" };

  /* Anna (human) draws and stops; Britta (computer) draws twice and stops. */
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    play (game, moves[i]);
  g_assert_cmpuint (ludus_game_get_current_player (game), ==, 0);

  /* Britta's three moves and Anna's stop go: Anna decides again. */
  g_assert_cmpuint (ludus_game_undo_turn (game), ==, 4);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 1);
  g_assert_cmpuint (ludus_game_get_current_player (game), ==, 0);

  /* Then her draw, and nothing more. */
  g_assert_cmpuint (ludus_game_undo_turn (game), ==, 1);
  g_assert_cmpuint (ludus_game_undo_turn (game), ==, 0);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 0);
}

static void
test_toy_undo_barrier (void)
{
  g_autoptr(LudusGame) game = toy_game_with_humans (6, 2, 2);
  Counts counts;

  watch (game, &counts);

  /* Two humans: a draw reveals a card, so it cannot be taken back. */
  play (game, "d");
  g_assert_false (ludus_game_get_can_undo (game));
  g_assert_false (ludus_game_undo (game));
  g_assert_cmpuint (counts.notify_can_undo, ==, 0);

  /* A stop reveals nothing: it can be taken back, but only to the draw. */
  play (game, "s");
  g_assert_true (ludus_game_get_can_undo (game));
  g_assert_cmpuint (counts.notify_can_undo, ==, 1);
  g_assert_true (ludus_game_undo (game));
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 1);
  g_assert_false (ludus_game_get_can_undo (game));
  g_assert_cmpuint (counts.notify_can_undo, ==, 2);
  g_assert_false (ludus_game_undo (game));

  /* Redo is still fine. */
  g_assert_true (ludus_game_redo (game));
  g_assert_cmpuint (ludus_game_get_current_player (game), ==, 1);
  reset (&counts);
}

typedef struct
{
  GMainLoop *loop;
  gboolean   ok;
  LudusMove  move;
  GError    *error;
} ComputeResult;

static void
compute_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  ComputeResult *compute = user_data;

  compute->ok = ludus_game_compute_move_finish (LUDUS_GAME (source), result,
                                                &compute->move, &compute->error);
  g_main_loop_quit (compute->loop);
}

static void
test_toy_compute_move (void)
{
  g_autoptr(LudusGame) game = toy_game_with_humans (4, 0, 2);
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  ComputeResult compute = { loop };

  g_assert_true (ludus_game_current_seat_is_computer (game));

  ludus_game_compute_move_async (game, NULL, compute_cb, &compute);
  g_main_loop_run (loop);
  g_assert_no_error (compute.error);
  g_assert_true (compute.ok);
  g_assert_true (ludus_game_is_legal (game, &compute.move));

  /* Cancelled before it starts. */
  g_cancellable_cancel (cancellable);
  ludus_game_compute_move_async (game, cancellable, compute_cb, &compute);
  g_main_loop_run (loop);
  g_assert_false (compute.ok);
  g_assert_error (compute.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&compute.error);

  /* The game moves on while the computer thinks: the answer is stale. */
  ludus_game_compute_move_async (game, NULL, compute_cb, &compute);
  play (game, "d");
  g_main_loop_run (loop);
  g_assert_false (compute.ok);
  g_assert_error (compute.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&compute.error);
}

static void
test_toy_seat_kinds (void)
{
  g_autoptr(LudusGame) game = toy_game_with_humans (4, 1, 2);

  g_assert_false (ludus_game_current_seat_is_computer (game));
  play (game, "d");
  play (game, "s");
  g_assert_true (ludus_game_current_seat_is_computer (game));
}

/* Generic tests over every registered game whose rules exist. */

/* One content per game, so that states (which point to it) compare equal. */
static LudusContent *
default_content (const LudusRules *rules)
{
  static GHashTable *contents;
  LudusContent *content;

  if (contents == NULL)
    contents = g_hash_table_new (NULL, NULL);
  if ((content = g_hash_table_lookup (contents, rules)) == NULL)
    {
      g_autoptr(GError) error = NULL;

      content = ludus_content_new_default (rules, &error);
      g_assert_no_error (error);
      g_hash_table_insert (contents, (gpointer) rules, content);
    }
  return content;
}

static LudusGame *
registered_game_new_full (const LudusRules *rules,
                          guint             n_players,
                          guint             n_humans,
                          guint64           seed,
                          gboolean          practice)
{
  LudusContent *content = default_content (rules);
  g_autoptr(LudusOptions) options = NULL;
  g_autoptr(GError) error = NULL;
  LudusGame *game;

  options = ludus_options_new (rules, n_players);
  for (guint i = 0; i < n_players; i++)
    options->seats[i].human = i < n_humans;
  options->seed = seed;
  options->practice = practice;
  game = ludus_game_new (content, options, &error);
  g_assert_no_error (error);
  g_assert_true (G_TYPE_FROM_INSTANCE (game) == ludus_game_type_for_rules (rules));
  g_assert_true (G_TYPE_FROM_INSTANCE (game) != LUDUS_TYPE_GAME);
  return game;
}

static LudusGame *
registered_game_new (const LudusRules *rules,
                     guint             n_players,
                     guint             n_humans,
                     guint64           seed)
{
  return registered_game_new_full (rules, n_players, n_humans, seed, FALSE);
}

/* Plays uniformly random legal moves (chosen with rng) to the end. */
static void
play_random (LudusGame *game,
             LudusRng  *rng,
             guint      max_moves)
{
  for (guint i = 0; i < max_moves && !ludus_game_is_over (game); i++)
    {
      g_autoptr(GError) error = NULL;
      guint n;
      const LudusMove *moves = ludus_game_get_legal_moves (game, &n);
      LudusMove move;

      g_assert_cmpuint (n, >, 0);
      move = moves[ludus_rng_below (rng, n)];
      g_assert_true (ludus_game_apply_move (game, &move, &error));
      g_assert_no_error (error);
    }
}

static void
test_same_seed (gconstpointer data)
{
  const LudusRules *rules = data;

  for (guint64 seed = 1; seed <= 20; seed++)
    {
      guint n_players = rules->min_players + seed % (rules->max_players - rules->min_players + 1);
      g_autoptr(LudusGame) a = registered_game_new (rules, n_players, 1, seed);
      g_autoptr(LudusGame) b = registered_game_new (rules, n_players, 1, seed);
      g_autoptr(LudusGame) c = registered_game_new (rules, n_players, 1, seed + 1000);
      LudusRng rng_a, rng_b;

      /* The same seed deals the same game... */
      g_assert_cmpmem (ludus_game_get_state (a), rules->state_size,
                       ludus_game_get_state (b), rules->state_size);
      /* ...and the same choices lead to the same states all the way. */
      ludus_rng_seed (&rng_a, seed);
      ludus_rng_seed (&rng_b, seed);
      play_random (a, &rng_a, 100000);
      play_random (b, &rng_b, 100000);
      g_assert_true (ludus_game_is_over (a));
      g_assert_cmpuint (ludus_game_get_n_moves (a), ==, ludus_game_get_n_moves (b));
      g_assert_cmpmem (ludus_game_get_state (a), rules->state_size,
                       ludus_game_get_state (b), rules->state_size);

      /* A different seed deals differently. */
      g_assert_true (memcmp (ludus_game_get_state (a), ludus_game_get_state (c),
                             rules->state_size) != 0);
    }
}

static void
test_undo_redo_all (gconstpointer data)
{
  const LudusRules *rules = data;

  for (guint64 seed = 1; seed <= 10; seed++)
    {
      g_autoptr(LudusGame) game = registered_game_new_full (rules, rules->min_players, 1, seed, TRUE);
      g_autofree void *start = g_memdup2 (ludus_game_get_state (game), rules->state_size);
      g_autofree void *end = NULL;
      g_autofree void *last = NULL;
      LudusRng rng;
      guint n_moves;

      ludus_rng_seed (&rng, seed);
      play_random (game, &rng, 100000);
      n_moves = ludus_game_get_n_moves (game);
      end = g_memdup2 (ludus_game_get_state (game), rules->state_size);
      /* The history's states: the first before the first move, the last
       * after the last, and each move's after its successor's before. */
      g_assert_cmpmem (ludus_game_get_state_before (game, 0), rules->state_size, start, rules->state_size);
      g_assert_true (ludus_game_get_state_after (game, n_moves - 1) == ludus_game_get_state (game));
      for (guint i = 0; i + 1 < n_moves; i++)
        g_assert_true (ludus_game_get_state_after (game, i) == ludus_game_get_state_before (game, i + 1));
      last = g_memdup2 (ludus_game_get_state_before (game, n_moves - 1), rules->state_size);
      rules->apply (last, ludus_game_get_move (game, n_moves - 1));
      g_assert_cmpmem (last, rules->state_size, end, rules->state_size);

      while (ludus_game_undo (game))
        ;
      g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 0);
      g_assert_cmpmem (ludus_game_get_state (game), rules->state_size, start, rules->state_size);
      while (ludus_game_redo (game))
        ;
      g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves);
      g_assert_cmpmem (ludus_game_get_state (game), rules->state_size, end, rules->state_size);
      g_assert_true (ludus_game_is_over (game));
    }
}

/* What a move leads to, found apart from LudusGame: whether another seat
 * plays after it, or the game ends. */
static gboolean
hands_over (const LudusRules *rules,
            const void       *state,
            const LudusMove  *move)
{
  g_autofree void *after = g_memdup2 (state, rules->state_size);

  rules->apply (after, move);
  return rules->is_over (after) || rules->current_player (after) != rules->current_player (state);
}

/* ludus_game_move_ends_turn over whole games: it agrees with the rules,
 * changes nothing, and says both yes and no in every game (a Medici reveal,
 * a Mykerinos neutral action to come, a Thebes player still furthest
 * behind). */
static void
test_move_ends_turn (gconstpointer data)
{
  const LudusRules *rules = data;
  guint ends = 0, keeps = 0;

  for (guint64 seed = 1; seed <= 3; seed++)
    {
      guint n_players = rules->min_players + seed % (rules->max_players - rules->min_players + 1);
      g_autoptr(LudusGame) game = registered_game_new (rules, n_players, n_players, seed);
      LudusRng rng;

      ludus_rng_seed (&rng, seed);
      while (!ludus_game_is_over (game))
        {
          g_autofree void *before = g_memdup2 (ludus_game_get_state (game), rules->state_size);
          g_autoptr(GError) error = NULL;
          guint n;
          const LudusMove *moves = ludus_game_get_legal_moves (game, &n);
          guint step = MAX (1, n / 8);
          LudusMove move;

          /* A few of each position's moves, ones near and far apart. */
          for (guint i = 0; i < n; i += step)
            {
              gboolean expected = hands_over (rules, before, &moves[i]);

              g_assert_cmpint (ludus_game_move_ends_turn (game, &moves[i]), ==, expected);
              if (expected)
                ends++;
              else
                keeps++;
            }
          g_assert_cmpmem (ludus_game_get_state (game), rules->state_size, before, rules->state_size);

          move = moves[ludus_rng_below (&rng, n)];
          g_assert_true (ludus_game_apply_move (game, &move, &error));
          g_assert_no_error (error);
        }
      /* Over: no move is legal, so none ends a turn. */
      {
        LudusMove nothing;

        memset (&nothing, 0, sizeof nothing);
        g_assert_false (ludus_game_move_ends_turn (game, &nothing));
      }
    }
  g_assert_cmpuint (ends, >, 0);
  g_assert_cmpuint (keeps, >, 0);
}

/* The first legal move whose notation starts with prefix. */
static LudusMove
legal_move_like (LudusGame  *game,
                 const char *prefix)
{
  guint n;
  const LudusMove *moves = ludus_game_get_legal_moves (game, &n);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *notation = ludus_game_format_move (game, &moves[i]);

      if (g_str_has_prefix (notation, prefix))
        return moves[i];
    }
  g_assert_not_reached ();
}

/* The rules' own cases, by notation. */
static void
test_move_ends_turn_cases (void)
{
  static const struct {
    const char *game;
    guint       n_players;
    const char *played;    /* before, space-separated, or "" */
    const char *move;      /* the first legal move whose notation starts so */
    gboolean    ends;
  } cases[] = {
    /* Revealing a card keeps the turn; taking ends it. */
    { "medici", 3, "", "r", FALSE },
    { "medici", 3, "r", "t1", TRUE },
    /* Two players: an own action, then the neutral's (or none) ends it. */
    { "mykerinos", 2, "", "a", FALSE },
    { "mykerinos", 2, "a", "ns", TRUE },
    /* The first player passes: the next one plays. */
    { "mykerinos", 3, "", "p", TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const LudusRules *rules = ludus_rules_lookup (cases[i].game);
      g_autoptr(LudusGame) game = registered_game_new (rules, cases[i].n_players, cases[i].n_players, 1);
      g_auto(GStrv) played = g_strsplit (cases[i].played, " ", -1);
      LudusMove move;

      for (guint k = 0; played[k] != NULL; k++)
        if (*played[k] != '\0')
          {
            g_autoptr(GError) error = NULL;

            move = legal_move_like (game, played[k]);
            g_assert_true (ludus_game_apply_move (game, &move, &error));
            g_assert_no_error (error);
          }
      move = legal_move_like (game, cases[i].move);
      g_assert_cmpint (ludus_game_move_ends_turn (game, &move), ==, cases[i].ends);
    }
}

/* With any mix of seats, undo never crosses a reveal, and the barrier is
 * exactly the rules' reveal counter; practice mode lifts it. */
static void
test_undo_barrier (gconstpointer data)
{
  const LudusRules *rules = data;

  for (guint n_humans = 0; n_humans <= 2; n_humans++)
    for (guint practice = 0; practice <= 1; practice++)
      {
        g_autoptr(LudusGame) game = registered_game_new_full (rules, rules->min_players, n_humans,
                                                              7 + n_humans, practice);
        guint n_barriers = 0;
        guint last_barrier = 0;
        LudusRng rng;

        g_assert_cmpint (ludus_game_get_practice (game), ==, practice);
        ludus_rng_seed (&rng, 7);
        for (guint i = 0; i < 60 && !ludus_game_is_over (game); i++)
          {
            guint before = rules->reveal_count (ludus_game_get_state (game));
            guint after;

            play_random (game, &rng, 1);
            after = rules->reveal_count (ludus_game_get_state (game));
            if (before != after)
              {
                n_barriers++;
                last_barrier = ludus_game_get_n_moves (game);
              }
            g_assert_cmpint (ludus_game_get_can_undo (game), ==, practice || before == after);
            if ((practice || before == after) && ludus_rng_below (&rng, 3) == 0)
              {
                g_assert_true (ludus_game_undo (game));
                g_assert_true (ludus_game_redo (game));
              }
          }
        g_assert_cmpuint (n_barriers, >, 0);

        /* Undo takes back at most the decisions since the last reveal. */
        while (ludus_game_undo (game))
          ;
        g_assert_cmpuint (ludus_game_get_n_moves (game), ==, practice ? 0 : last_barrier);
      }
}

static void
test_log (gconstpointer data)
{
  const LudusRules *rules = data;
  g_autoptr(LudusGame) game = registered_game_new (rules, rules->min_players, 1, 3);
  LudusRng rng;

  ludus_rng_seed (&rng, 3);
  play_random (game, &rng, 50);
  for (guint i = 0; i < ludus_game_get_n_moves (game); i++)
    {
      const char *log = ludus_game_get_log_entry (game, i);

      g_assert_nonnull (log);
      g_assert_true (g_utf8_validate (log, -1, NULL));
      g_assert_cmpuint (strlen (log), >, 0);
      g_assert_cmpuint (strlen (ludus_game_get_move_notation (game, i)), >, 0);
    }
}

/* The log lines of a move: its sentence, then what the core narrates. */
static void
test_toy_log_lines (void)
{
  g_autoptr(LudusGame) game = toy_game_with_humans (3, 2, 2);
  const char * const *lines;

  play (game, "d");
  play (game, "d");
  lines = ludus_game_get_log_lines (game, 1);
  g_assert_cmpstr (lines[0], ==, "Anna drew 2");
  g_assert_null (lines[1]);

  play (game, "s");
  lines = ludus_game_get_log_lines (game, 2);
  g_assert_cmpstr (lines[0], ==, ludus_game_get_log_entry (game, 2));
  g_assert_cmpstr (lines[0], ==, "Anna stopped");
  g_assert_cmpstr (lines[1], ==, "Anna banked 5");
  g_assert_null (lines[2]);

  /* Undone and redone, the move says the same. */
  g_assert_true (ludus_game_undo (game));
  g_assert_true (ludus_game_redo (game));
  lines = ludus_game_get_log_lines (game, 2);
  g_assert_cmpstr (lines[1], ==, "Anna banked 5");

  play (game, "d");
  play (game, "s");
  lines = ludus_game_get_log_lines (game, 4);
  g_assert_cmpstr (lines[0], ==, "Britta stopped");
  g_assert_cmpstr (lines[1], ==, "Britta banked 1");
  g_assert_cmpstr (lines[2], ==, "The deck is empty");
  g_assert_null (lines[3]);
}

/* A seat nobody named is shown as "Player 2" and stored without a name. */
static void
test_player_names (void)
{
  g_autoptr(LudusContent) content = toy_content_new (4);
  g_autoptr(LudusOptions) options = ludus_options_new (&toy_rules, 3);
  g_autoptr(LudusOptions) back = NULL;
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(JsonNode) json = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  JsonArray *seats;

  for (guint i = 0; i < 3; i++)
    g_assert_null (options->seats[i].name);
  ludus_options_set_seat (options, 1, "Britta", TRUE, LUDUS_AI_RANDOM);
  name = ludus_options_dup_seat_name (options, 2);
  g_assert_cmpstr (name, ==, "Player 3");

  game = ludus_game_new (content, options, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ludus_game_get_player_name (game, 0), ==, "Player 1");
  g_assert_cmpstr (ludus_game_get_player_name (game, 1), ==, "Britta");
  g_assert_cmpstr (ludus_game_get_player_name (game, 2), ==, "Player 3");
  play (game, "d");
  g_assert_true (g_str_has_prefix (ludus_game_get_log_entry (game, 0), "Player 1 drew "));

  /* Saved without the default names, and read back the same way. */
  json = ludus_options_to_json (options, &toy_rules);
  seats = json_object_get_array_member (json_node_get_object (json), "seats");
  g_assert_false (json_object_has_member (json_array_get_object_element (seats, 0), "name"));
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (seats, 1), "name"),
                   ==, "Britta");
  back = ludus_options_new_from_json (&toy_rules, json_node_get_object (json), "options", &error);
  g_assert_no_error (error);
  g_assert_null (back->seats[0].name);
  g_assert_cmpstr (back->seats[1].name, ==, "Britta");
  g_assert_null (back->seats[2].name);

  /* Setting no name goes back to the default. */
  ludus_options_set_seat (back, 1, NULL, TRUE, LUDUS_AI_RANDOM);
  g_assert_null (back->seats[1].name);
}

/* Each game gets its own final subclass, which exposes the typed state. */
static void
test_subclasses (void)
{
  g_autoptr(LudusGame) medici = registered_game_new (&ludus_medici_rules, 3, 1, 1);
  g_autoptr(LudusGame) mykerinos = registered_game_new (&ludus_mykerinos_rules, 3, 1, 1);
  g_autoptr(LudusGame) thebes = registered_game_new (&ludus_thebes_rules, 3, 1, 1);

  g_assert_true (LUDUS_IS_MEDICI_GAME (medici));
  g_assert_true (ludus_medici_game_get_state (LUDUS_MEDICI_GAME (medici)) ==
                 ludus_game_get_state (medici));
  g_assert_cmpuint (ludus_medici_game_get_state (LUDUS_MEDICI_GAME (medici))->n_players, ==, 3);
  g_assert_true (LUDUS_IS_MYKERINOS_GAME (mykerinos));
  g_assert_true (ludus_mykerinos_game_get_state (LUDUS_MYKERINOS_GAME (mykerinos)) ==
                 ludus_game_get_state (mykerinos));
  g_assert_true (LUDUS_IS_THEBES_GAME (thebes));
  g_assert_true (ludus_thebes_game_get_state (LUDUS_THEBES_GAME (thebes)) ==
                 ludus_game_get_state (thebes));

  /* Every registered game projects its scores. */
  for (guint i = 0; i < 3; i++)
    {
      LudusGame *game = (LudusGame *[]) { medici, mykerinos, thebes }[i];
      LudusProjection projections[LUDUS_MAX_PLAYERS];

      g_assert_true (ludus_game_project_scores (game, projections));
      g_assert_cmpuint (projections[0].n_lines, >, 0);
    }
}

int
main (int   argc,
      char *argv[])
{
  const LudusRules * const *all;
  guint n_rules;

  g_test_init (&argc, &argv, NULL);
  toy_rules_register ();

  g_test_add_func ("/game/toy/lifecycle", test_toy_lifecycle);
  g_test_add_func ("/game/toy/refuses-setup", test_toy_refuses_setup);
  g_test_add_func ("/game/toy/illegal-moves", test_toy_illegal_moves);
  g_test_add_func ("/game/toy/signals", test_toy_signals);
  g_test_add_func ("/game/toy/undo-against-computers", test_toy_undo_against_computers);
  g_test_add_func ("/game/toy/undo-practice", test_toy_undo_practice);
  g_test_add_func ("/game/toy/undo-barrier-computer-first", test_toy_undo_barrier);
  g_test_add_func ("/game/toy/undo-turn", test_toy_undo_turn);
  g_test_add_func ("/game/toy/compute-move", test_toy_compute_move);
  g_test_add_func ("/game/toy/seat-kinds", test_toy_seat_kinds);
  g_test_add_func ("/game/toy/log-lines", test_toy_log_lines);
  g_test_add_func ("/game/player-names", test_player_names);

  g_test_add_func ("/game/subclasses", test_subclasses);
  g_test_add_func ("/game/move-ends-turn-cases", test_move_ends_turn_cases);

  all = ludus_rules_get_all (&n_rules);
  for (guint i = 0; i < n_rules; i++)
    {
      const LudusRules *rules = all[i];
      g_autofree char *same_seed = g_strdup_printf ("/game/%s/same-seed", rules->id);
      g_autofree char *undo_redo = g_strdup_printf ("/game/%s/undo-redo-all", rules->id);
      g_autofree char *barrier = g_strdup_printf ("/game/%s/undo-barrier", rules->id);
      g_autofree char *log = g_strdup_printf ("/game/%s/log", rules->id);
      g_autofree char *ends_turn = g_strdup_printf ("/game/%s/move-ends-turn", rules->id);

      /* Placeholders until a game's rules land. */
      if (rules->legal_moves == NULL)
        continue;

      g_test_add_data_func (same_seed, rules, test_same_seed);
      g_test_add_data_func (undo_redo, rules, test_undo_redo_all);
      g_test_add_data_func (barrier, rules, test_undo_barrier);
      g_test_add_data_func (log, rules, test_log);
      g_test_add_data_func (ends_turn, rules, test_move_ends_turn);
    }

  return g_test_run ();
}
