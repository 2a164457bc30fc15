/* test-session.c: LudusSession on the toy game, without a display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-session"

#include "config.h"

#include <utime.h>

#include <glib/gstdio.h>
#include <string.h>

#include "ludus-log-entry.h"
#include "ludus-autosave.h"
#include "ludus-save.h"
#include "ludus-session.h"
#include "ludus-test-rules.h"
#include "toy-rules.h"

static void
play (LudusGame  *game,
      const char *notation)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ludus_game_apply_notation (game, notation, &error));
  g_assert_no_error (error);
}

static gboolean
flag_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the default main context for about ms milliseconds. */
static void
drain (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, flag_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

/* Runs the main context until *flag is set (the test's timeout guards it). */
static void
run_until (gboolean *flag)
{
  while (!*flag)
    g_main_context_iteration (NULL, TRUE);
}

static void
count_cb (gpointer  instance,
          guint    *count)
{
  (*count)++;
}

static void
notify_count_cb (GObject    *object,
                 GParamSpec *pspec,
                 guint      *count)
{
  (*count)++;
}

static void
set_flag_cb (gpointer  instance,
             gboolean *flag)
{
  *flag = TRUE;
}

static void
current_player_cb (LudusGame  *game,
                   GParamSpec *pspec,
                   gboolean   *humans_turn)
{
  *humans_turn = !ludus_game_current_seat_is_computer (game) && !ludus_game_is_over (game);
}

/* The lines of the log, joined with "|"; consequences start with "> ". */
static char *
log_text (LudusSession *session)
{
  GListModel *log = ludus_session_get_log (session);
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(LudusLogEntry) entry = g_list_model_get_item (log, i);

      if (i > 0)
        g_string_append_c (text, '|');
      if (ludus_log_entry_get_consequence (entry))
        g_string_append (text, "> ");
      g_string_append (text, ludus_log_entry_get_text (entry));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The log holds exactly the game's lines, each entry naming its move. */
static void
assert_log_matches_game (LudusSession *session)
{
  LudusGame *game = ludus_session_get_game (session);
  GListModel *log = ludus_session_get_log (session);
  guint position = 0;

  g_assert_true (g_list_model_get_item_type (log) == LUDUS_TYPE_LOG_ENTRY);
  /* A practice game's log says so first. */
  if (ludus_game_get_log_header (game) != NULL)
    {
      g_autoptr(LudusLogEntry) header = g_list_model_get_item (log, position++);

      g_assert_cmpstr (ludus_log_entry_get_text (header), ==, ludus_game_get_log_header (game));
    }
  for (guint i = 0; i < ludus_game_get_n_moves (game); i++)
    {
      const char * const *lines = ludus_game_get_log_lines (game, i);

      for (guint l = 0; lines[l] != NULL; l++, position++)
        {
          g_autoptr(LudusLogEntry) entry = g_list_model_get_item (log, position);
          g_autofree char *text = NULL;
          guint move;
          gboolean consequence;

          g_assert_nonnull (entry);
          g_object_get (entry, "text", &text, "move", &move, "consequence", &consequence, NULL);
          g_assert_cmpstr (text, ==, lines[l]);
          g_assert_cmpuint (move, ==, i);
          g_assert_true (consequence == (l > 0));
        }
    }
  g_assert_cmpuint (g_list_model_get_n_items (log), ==, position);
}

static void
test_delay_for_speed (void)
{
  g_autoptr(LudusGame) game = toy_game_new (4, 2, 1);
  g_autoptr(LudusSession) session = ludus_session_new (game);
  guint notified = 0;
  guint delay;

  g_assert_cmpuint (ludus_session_delay_for_speed ("slow"), ==, 1500);
  g_assert_cmpuint (ludus_session_delay_for_speed ("normal"), ==, 700);
  g_assert_cmpuint (ludus_session_delay_for_speed ("fast"), ==, 250);
  g_assert_cmpuint (ludus_session_delay_for_speed ("instant"), ==, 0);
  g_assert_cmpuint (ludus_session_delay_for_speed ("warp"), ==, 700);

  g_assert_true (ludus_session_get_game (session) == game);
  g_assert_cmpuint (ludus_session_get_computer_delay (session), ==, 700);
  g_signal_connect (session, "notify::computer-delay", G_CALLBACK (notify_count_cb), &notified);
  g_object_set (session, "computer-delay", 250, NULL);
  g_object_set (session, "computer-delay", 250, NULL);
  g_object_get (session, "computer-delay", &delay, NULL);
  g_assert_cmpuint (delay, ==, 250);
  g_assert_cmpuint (notified, ==, 1);
}

/* Two computers play a whole game by themselves. */
static void
test_computers_play (void)
{
  g_autoptr(LudusGame) game = toy_game_new (6, 2, 0);
  g_autoptr(LudusSession) session = ludus_session_new (game);
  gboolean finished = FALSE;
  guint n_finished = 0;

  ludus_session_set_computer_delay (session, 0);
  g_signal_connect (session, "game-finished", G_CALLBACK (set_flag_cb), &finished);
  g_signal_connect (session, "game-finished", G_CALLBACK (count_cb), &n_finished);
  g_assert_false (ludus_session_get_thinking (session));

  ludus_session_start (session);
  g_assert_true (ludus_session_get_thinking (session));
  run_until (&finished);

  g_assert_true (ludus_game_is_over (game));
  g_assert_false (ludus_session_get_thinking (session));
  /* Six draws and at least one stop per player who drew. */
  g_assert_cmpuint (ludus_game_get_n_moves (game), >=, 7);
  g_assert_cmpuint (n_finished, ==, 1);
  assert_log_matches_game (session);
}

/* A human and a computer: the computer answers, undo takes the human's
 * move back with the computer's replies. */
static void
test_undo_turn (void)
{
  /* In practice mode, so that undo may cross the computer's draws. */
  g_autoptr(LudusGame) game = toy_game_new_full (8, 2, 1 << 0, TRUE);
  g_autoptr(LudusSession) session = ludus_session_new (game);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  gboolean humans_turn = FALSE;
  guint n_moves;

  ludus_session_set_computer_delay (session, 0);
  g_signal_connect (game, "notify::current-player", G_CALLBACK (current_player_cb), &humans_turn);
  ludus_session_start (session);
  g_assert_false (ludus_session_get_thinking (session));

  play (game, "d");
  g_assert_false (ludus_session_get_thinking (session));
  before = log_text (session);
  play (game, "s");
  g_assert_true (ludus_session_get_thinking (session));
  run_until (&humans_turn);

  /* The computer drew at least once and stopped. */
  n_moves = ludus_game_get_n_moves (game);
  g_assert_cmpuint (n_moves, >=, 4);
  g_assert_false (ludus_session_get_thinking (session));
  assert_log_matches_game (session);

  g_assert_true (ludus_session_undo (session));
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 1);
  g_assert_cmpuint (ludus_game_get_current_player (game), ==, 0);
  g_assert_false (ludus_session_get_thinking (session));
  after = log_text (session);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpstr (after, ==, "> Practice game: undo may take back what was revealed|Anna drew 8");
  assert_log_matches_game (session);

  /* Nothing moves by itself afterwards. */
  drain (50);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 1);
}

/* A game of a registered rules core with its default content; seat i is
 * human when bit i of humans is set. */
static LudusGame *
registered_game_new (const char *game_id,
                     guint       n_seats,
                     guint       humans,
                     guint64     seed)
{
  const LudusRules *rules = ludus_rules_lookup (game_id);
  g_autoptr(LudusContent) content = NULL;
  g_autoptr(LudusOptions) options = NULL;
  g_autoptr(GError) error = NULL;
  LudusGame *game;

  g_assert_nonnull (rules);
  content = ludus_content_new_default (rules, &error);
  g_assert_no_error (error);
  options = ludus_options_new (rules, n_seats);
  options->seed = seed;
  for (guint i = 0; i < n_seats; i++)
    options->seats[i].human = (humans & (1u << i)) != 0;
  game = ludus_game_new (content, options, &error);
  g_assert_no_error (error);
  return game;
}

/* Two people at one screen: on Britta's turn, undo would take back Anna's
 * move, so it names her and asks first; a turn that starts with a draw
 * has nothing of its own player's to take back. */
static void
test_undo_target_hot_seat (void)
{
  g_autoptr(LudusGame) game = toy_game_new (8, 2, 0x3);
  g_autoptr(LudusSession) session = ludus_session_new (game);
  const char *move = NULL;
  guint seat = 99;

  ludus_session_set_computer_delay (session, 0);
  ludus_session_start (session);
  g_assert_false (ludus_session_get_undo_target (session, &seat, &move));
  g_assert_false (ludus_session_undo_asks_first (session));

  play (game, "d");
  g_assert_false (ludus_session_get_undo_target (session, NULL, NULL));
  play (game, "s");
  g_assert_cmpuint (ludus_game_get_current_player (game), ==, 1);
  g_assert_true (ludus_session_get_undo_target (session, &seat, &move));
  g_assert_cmpuint (seat, ==, 0);
  g_assert_cmpstr (move, ==, "Anna stopped");
  g_assert_true (ludus_session_undo_asks_first (session));

  /* Britta drew: that cannot go back, and Anna's stop is behind it. */
  play (game, "d");
  g_assert_false (ludus_session_get_undo_target (session, NULL, NULL));
  g_assert_false (ludus_session_undo_asks_first (session));
  g_assert_false (ludus_session_undo (session));
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 3);

  play (game, "s");
  g_assert_true (ludus_session_get_undo_target (session, &seat, &move));
  g_assert_cmpuint (seat, ==, 1);
  g_assert_cmpstr (move, ==, "Britta stopped");
  g_assert_true (ludus_session_undo_asks_first (session));
  g_assert_true (ludus_session_undo (session));
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 3);
  g_assert_cmpuint (ludus_game_get_current_player (game), ==, 1);
}

/* Against a computer, undo takes back the human's own move (and the
 * replies) without asking, also while the computer is to play. */
static void
test_undo_target_against_computer (void)
{
  g_autoptr(LudusGame) game = toy_game_new_full (8, 2, 0x1, TRUE);
  g_autoptr(LudusSession) session = ludus_session_new (game);
  gboolean humans_turn = FALSE;
  const char *move = NULL;
  guint seat = 99;

  ludus_session_set_computer_delay (session, 60 * 1000);
  g_signal_connect (game, "notify::current-player", G_CALLBACK (current_player_cb), &humans_turn);
  ludus_session_start (session);
  play (game, "d");
  play (game, "s");
  g_assert_cmpuint (ludus_game_get_current_player (game), ==, 1);
  g_assert_true (ludus_session_get_undo_target (session, &seat, &move));
  g_assert_cmpuint (seat, ==, 0);
  g_assert_false (ludus_session_undo_asks_first (session));

  ludus_session_stop (session);
  ludus_session_set_computer_delay (session, 0);
  ludus_session_start (session);
  run_until (&humans_turn);

  g_assert_true (ludus_session_get_undo_target (session, &seat, &move));
  g_assert_cmpuint (seat, ==, 0);
  g_assert_cmpstr (move, ==, "Anna stopped");
  g_assert_false (ludus_session_undo_asks_first (session));
}

/* At the start of a Medici game the computers who sat before the human
 * have played, but nothing of the human's: undo takes back nothing (it
 * used to take back a computer's take, which the computer then replayed). */
static void
test_undo_target_medici_start (void)
{
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(LudusSession) session = NULL;
  gboolean humans_turn = FALSE;
  guint n_moves;
  guint64 seed;

  /* A seed where a computer starts and its turn ends with a take. */
  for (seed = 1; ; seed++)
    {
      g_clear_object (&game);
      game = registered_game_new ("medici", 4, 1u << 3, seed);
      if (ludus_game_get_current_player (game) == 0)
        break;
    }
  session = ludus_session_new (game);
  ludus_session_set_computer_delay (session, 0);
  g_signal_connect (game, "notify::current-player", G_CALLBACK (current_player_cb), &humans_turn);
  ludus_session_start (session);
  run_until (&humans_turn);

  n_moves = ludus_game_get_n_moves (game);
  g_assert_cmpuint (n_moves, >, 0);
  g_assert_true (ludus_game_get_can_undo (game));
  g_assert_false (ludus_session_get_undo_target (session, NULL, NULL));
  g_assert_false (ludus_session_undo (session));
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves);
  g_assert_false (ludus_session_get_thinking (session));
}

/* Once a Thebes game is over, undo does not reopen its final scoring,
 * even when the last move was a human's and could be taken back: the
 * result is final (counted in the statistics, its autosave gone). */
static void
test_undo_target_thebes_over (void)
{
  g_autoptr(LudusGame) game = registered_game_new ("thebes", 2, 0x3, 3);
  g_autoptr(LudusSession) session = ludus_session_new (game);
  g_autoptr(GError) error = NULL;
  guint n_moves;

  for (guint i = 0; !ludus_game_is_over (game); i++)
    {
      const LudusMove *moves = ludus_game_get_legal_moves (game, &n_moves);

      g_assert_cmpuint (n_moves, >, 0);
      g_assert_true (ludus_game_apply_move (game, &moves[(i * 7) % n_moves], &error));
      g_assert_no_error (error);
    }
  n_moves = ludus_game_get_n_moves (game);
  g_assert_true (ludus_game_get_can_undo (game));
  g_assert_false (ludus_session_get_undo_target (session, NULL, NULL));
  g_assert_false (ludus_session_undo_asks_first (session));
  g_assert_false (ludus_session_undo (session));
  g_assert_true (ludus_game_is_over (game));
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves);
}

/* Stopping the session cancels the computer, waiting or thinking. */
static void
test_cancel_on_stop (void)
{
  g_autoptr(LudusGame) game = toy_game_new (6, 2, 0);
  LudusSession *session = ludus_session_new (game);
  guint thinking_changes = 0;

  /* Waiting: the first move does not wait, so play one first. */
  play (game, "d");
  ludus_session_set_computer_delay (session, 60 * 1000);
  ludus_session_start (session);
  g_assert_true (ludus_session_get_thinking (session));
  ludus_session_stop (session);
  g_assert_false (ludus_session_get_thinking (session));
  drain (50);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 1);

  /* Thinking: the worker is running when the session stops. */
  ludus_session_set_computer_delay (session, 0);
  g_signal_connect (session, "notify::thinking", G_CALLBACK (notify_count_cb), &thinking_changes);
  ludus_session_start (session);
  g_main_context_iteration (NULL, TRUE);  /* the delay: the worker starts */
  g_assert_true (ludus_session_get_thinking (session));
  ludus_session_stop (session);
  g_assert_false (ludus_session_get_thinking (session));

  /* The worker's answer is dropped, and lets the session go. */
  g_object_add_weak_pointer (G_OBJECT (session), (gpointer *) &session);
  g_object_unref (session);
  drain (100);
  g_assert_null (session);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 1);
}

/* Undo while the computer waits or thinks cancels its move. */
static void
test_cancel_on_undo (void)
{
  g_autoptr(LudusGame) game = toy_game_new_full (8, 2, 1 << 0, TRUE);
  g_autoptr(LudusSession) session = ludus_session_new (game);

  ludus_session_set_computer_delay (session, 60 * 1000);
  ludus_session_start (session);
  play (game, "d");
  play (game, "s");
  g_assert_true (ludus_session_get_thinking (session));
  g_assert_true (ludus_session_undo (session));
  g_assert_false (ludus_session_get_thinking (session));
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 1);

  ludus_session_set_computer_delay (session, 0);
  play (game, "s");
  g_main_context_iteration (NULL, TRUE);  /* the delay: the worker starts */
  g_assert_true (ludus_session_get_thinking (session));
  g_assert_true (ludus_session_undo (session));
  g_assert_false (ludus_session_get_thinking (session));
  drain (100);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 1);
  g_assert_cmpuint (ludus_game_get_current_player (game), ==, 0);
  assert_log_matches_game (session);
}

typedef struct
{
  guint     n_chosen;
  guint     n_moves;    /* the game's moves when the move was chosen */
  LudusMove move;
  gboolean  in_steps;   /* what the handler answers */
} Chosen;

static gboolean
move_chosen_cb (LudusSession    *session,
                const LudusMove *move,
                Chosen          *chosen)
{
  chosen->n_chosen++;
  chosen->n_moves = ludus_game_get_n_moves (ludus_session_get_game (session));
  chosen->move = *move;
  g_assert_true (ludus_session_get_thinking (session));
  return chosen->in_steps;
}

/* A view that shows a computer's move in steps gets it before it is played,
 * and the session plays it half a computer-delay later, unless undone. */
static void
test_move_in_steps (void)
{
  g_autoptr(LudusGame) game = toy_game_new_full (8, 2, 1 << 0, TRUE);
  g_autoptr(LudusSession) session = ludus_session_new (game);
  Chosen chosen = { 0, };
  gboolean humans_turn = FALSE;
  gint64 start;

  g_signal_connect (session, "move-chosen", G_CALLBACK (move_chosen_cb), &chosen);
  g_signal_connect (game, "notify::current-player", G_CALLBACK (current_player_cb), &humans_turn);

  /* No delay: no steps, the move is played at once. */
  chosen.in_steps = TRUE;
  ludus_session_set_computer_delay (session, 0);
  ludus_session_start (session);
  play (game, "d");
  play (game, "s");
  run_until (&humans_turn);
  g_assert_cmpuint (chosen.n_chosen, ==, 0);
  g_assert_cmpuint (ludus_game_get_n_moves (game), >, 2);
  g_assert_true (ludus_session_undo (session));
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 1);

  /* In steps: chosen while still thinking, played half a delay later. */
  ludus_session_set_computer_delay (session, 400);
  humans_turn = FALSE;
  play (game, "s");
  while (chosen.n_chosen == 0)
    g_main_context_iteration (NULL, TRUE);
  start = g_get_monotonic_time ();
  g_assert_cmpuint (chosen.n_moves, ==, 2);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 2);
  g_assert_true (ludus_session_get_thinking (session));
  while (ludus_game_get_n_moves (game) == 2)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (g_get_monotonic_time () - start, >=, 150 * 1000);
  g_assert_true (ludus_move_equal (ludus_game_get_move (game, 2), &chosen.move));
  run_until (&humans_turn);
  assert_log_matches_game (session);

  /* Undone while its first step shows: the move is dropped. */
  g_assert_true (ludus_session_undo (session));
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 1);
  chosen.n_chosen = 0;
  play (game, "s");
  while (chosen.n_chosen == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (ludus_session_get_thinking (session));
  g_assert_true (ludus_session_undo (session));
  g_assert_false (ludus_session_get_thinking (session));
  drain (400);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 1);
  g_assert_cmpuint (chosen.n_chosen, ==, 1);

  /* A view that does not show steps: the move is played at once. */
  chosen.n_chosen = 0;
  chosen.in_steps = FALSE;
  humans_turn = FALSE;
  play (game, "s");
  while (chosen.n_chosen == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 3);
  g_assert_true (ludus_move_equal (ludus_game_get_move (game, 2), &chosen.move));
  ludus_session_stop (session);
}

/* A hold keeps the computers and the end of the game waiting. */
static void
test_hold_release (void)
{
  g_autoptr(LudusGame) game = toy_game_new (2, 2, 1 << 0);
  g_autoptr(LudusSession) session = ludus_session_new (game);
  gboolean finished = FALSE;
  guint n_finished = 0;

  ludus_session_set_computer_delay (session, 0);
  g_signal_connect (session, "game-finished", G_CALLBACK (set_flag_cb), &finished);
  g_signal_connect (session, "game-finished", G_CALLBACK (count_cb), &n_finished);
  ludus_session_start (session);
  play (game, "d");

  ludus_session_hold (session);
  ludus_session_hold (session);
  play (game, "s");
  g_assert_false (ludus_session_get_thinking (session));
  drain (50);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 2);

  ludus_session_release (session);
  drain (50);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 2);

  /* Released: the computer draws the last card and stops; game over. */
  ludus_session_release (session);
  g_assert_true (ludus_session_get_thinking (session));
  run_until (&finished);
  g_assert_true (ludus_game_is_over (game));
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 4);
  g_assert_cmpuint (n_finished, ==, 1);
}

/* The last move played while held: game-finished waits for the release. */
static void
test_finish_after_release (void)
{
  g_autoptr(LudusGame) game = toy_game_new (1, 1, 1 << 0);
  g_autoptr(LudusSession) session = ludus_session_new (game);
  guint n_finished = 0;

  g_signal_connect (session, "game-finished", G_CALLBACK (count_cb), &n_finished);
  ludus_session_start (session);
  play (game, "d");
  ludus_session_hold (session);
  play (game, "s");
  g_assert_true (ludus_game_is_over (game));
  g_assert_cmpuint (n_finished, ==, 0);
  ludus_session_release (session);
  g_assert_cmpuint (n_finished, ==, 1);
}

typedef struct
{
  guint position;
  guint removed;
  guint added;
  guint n_calls;
} ItemsChanged;

static void
items_changed_cb (GListModel   *model,
                  guint         position,
                  guint         removed,
                  guint         added,
                  ItemsChanged *changed)
{
  changed->position = position;
  changed->removed = removed;
  changed->added = added;
  changed->n_calls++;
}

/* The log model: sentences and consequences, following undo and redo
 * with one change each. */
static void
test_log_model (void)
{
  g_autoptr(LudusGame) game = toy_game_new (3, 2, (1 << 0) | (1 << 1));
  g_autoptr(LudusSession) session = NULL;
  GListModel *log;
  ItemsChanged changed = { 0 };
  g_autofree char *text = NULL;

  /* A session of a game in progress starts with its moves' lines. */
  play (game, "d");
  session = ludus_session_new (game);
  log = ludus_session_get_log (session);
  text = log_text (session);
  g_assert_cmpstr (text, ==, "Anna drew 3");
  g_clear_pointer (&text, g_free);

  g_signal_connect (log, "items-changed", G_CALLBACK (items_changed_cb), &changed);
  ludus_session_start (session);
  play (game, "d");
  g_assert_cmpuint (changed.n_calls, ==, 1);
  g_assert_cmpuint (changed.position, ==, 1);
  g_assert_cmpuint (changed.removed, ==, 0);
  g_assert_cmpuint (changed.added, ==, 1);

  play (game, "s");
  g_assert_cmpuint (changed.n_calls, ==, 2);
  g_assert_cmpuint (changed.position, ==, 2);
  g_assert_cmpuint (changed.added, ==, 2);
  text = log_text (session);
  g_assert_cmpstr (text, ==, "Anna drew 3|Anna drew 2|Anna stopped|> Anna banked 5");
  g_clear_pointer (&text, g_free);
  assert_log_matches_game (session);

  /* Undo takes the stop and its consequence out, in one change. */
  g_assert_true (ludus_session_undo (session));
  g_assert_cmpuint (changed.n_calls, ==, 3);
  g_assert_cmpuint (changed.position, ==, 2);
  g_assert_cmpuint (changed.removed, ==, 2);
  g_assert_cmpuint (changed.added, ==, 0);
  text = log_text (session);
  g_assert_cmpstr (text, ==, "Anna drew 3|Anna drew 2");
  g_clear_pointer (&text, g_free);

  /* Redo puts them back. */
  g_assert_true (ludus_session_redo (session));
  g_assert_cmpuint (changed.n_calls, ==, 4);
  g_assert_cmpuint (changed.position, ==, 2);
  g_assert_cmpuint (changed.removed, ==, 0);
  g_assert_cmpuint (changed.added, ==, 2);
  assert_log_matches_game (session);
  g_assert_false (ludus_session_redo (session));

  /* A new move after an undo replaces the undone one. */
  g_assert_true (ludus_session_undo (session));
  play (game, "d");
  text = log_text (session);
  g_assert_cmpstr (text, ==, "Anna drew 3|Anna drew 2|Anna drew 1");
  g_clear_pointer (&text, g_free);
  play (game, "s");
  g_assert_true (ludus_game_is_over (game));
  text = log_text (session);
  g_assert_cmpstr (text, ==, "Anna drew 3|Anna drew 2|Anna drew 1|Anna stopped|> Anna banked 6|"
                             "> The deck is empty");
  assert_log_matches_game (session);
}

/* A practice game's log starts by saying so; undo never takes it out. */
static void
test_log_practice (void)
{
  g_autoptr(LudusGame) game = toy_game_new_full (3, 2, (1 << 0) | (1 << 1), TRUE);
  g_autoptr(LudusGame) fair = toy_game_new (3, 2, (1 << 0) | (1 << 1));
  g_autoptr(LudusSession) session = ludus_session_new (game);
  g_autoptr(LudusSession) fair_session = ludus_session_new (fair);
  g_autofree char *text = NULL;

  g_assert_null (ludus_game_get_log_header (fair));
  g_assert_nonnull (ludus_game_get_log_header (game));
  g_assert_cmpuint (g_list_model_get_n_items (ludus_session_get_log (fair_session)), ==, 0);

  ludus_session_start (session);
  play (game, "d");
  text = log_text (session);
  g_assert_cmpstr (text, ==, "> Practice game: undo may take back what was revealed|Anna drew 3");
  g_clear_pointer (&text, g_free);
  assert_log_matches_game (session);

  g_assert_true (ludus_session_undo (session));
  text = log_text (session);
  g_assert_cmpstr (text, ==, "> Practice game: undo may take back what was revealed");
  assert_log_matches_game (session);
}

static void
autosave_failed_cb (LudusSession *session,
                    const char   *message,
                    GPtrArray    *messages)
{
  g_ptr_array_add (messages, g_strdup (message));
}

/* Every move is saved for Continue, in a file of the game's own; the
 * finished game's file goes. */
static void
test_autosave (void)
{
  /* Practice mode: the undo below crosses a draw. */
  g_autoptr(LudusGame) game = toy_game_new_full (2, 1, 1 << 0, TRUE);
  g_autoptr(LudusSession) session = ludus_session_new (game);
  g_autofree char *dir = ludus_autosave_get_dir ();
  g_autoptr(GPtrArray) failures = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  JsonArray *moves;

  g_assert_true (g_str_has_prefix (dir, g_get_user_data_dir ()));
  g_assert_true (g_str_has_suffix (dir, "/ludus/games"));
  g_signal_connect (session, "autosave-failed", G_CALLBACK (autosave_failed_cb), failures);

  /* Not started: nothing is written. */
  play (game, "d");
  g_assert_null (ludus_session_get_autosave_path (session));

  ludus_session_start (session);
  play (game, "d");
  path = g_strdup (ludus_session_get_autosave_path (session));
  g_assert_nonnull (path);
  g_assert_true (g_str_has_prefix (path, dir));
  g_assert_true (g_str_has_suffix (path, ".ludus"));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  moves = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                        "moves");
  g_assert_cmpuint (json_array_get_length (moves), ==, 2);
  g_assert_cmpstr (json_array_get_string_element (moves, 1), ==, "d");

  /* An undo is saved too, to the same file. */
  g_assert_true (ludus_session_undo (session));
  g_assert_cmpstr (ludus_session_get_autosave_path (session), ==, path);
  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  moves = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                        "moves");
  g_assert_cmpuint (json_array_get_length (moves), ==, 1);

  play (game, "d");
  play (game, "s");
  g_assert_true (ludus_game_is_over (game));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (failures->len, ==, 0);
}

/* A new game never replaces an unfinished one: each has its own file, and
 * the list of unfinished games has the one played last first. */
static void
test_autosave_keeps_every_game (void)
{
  g_autoptr(LudusGame) first = toy_game_new (4, 1, 1 << 0);
  g_autoptr(LudusGame) second = toy_game_new (4, 1, 1 << 0);
  g_autoptr(LudusSession) first_session = ludus_session_new (first);
  g_autoptr(LudusSession) second_session = ludus_session_new (second);
  g_autoptr(LudusSession) continued = NULL;
  g_autoptr(GPtrArray) paths = NULL;
  g_autofree char *first_path = NULL;
  g_autofree char *legacy = g_build_filename (g_get_user_data_dir (), "ludus", "autosave.json", NULL);
  g_autoptr(GError) error = NULL;
  struct utimbuf old = { 1000000000, 1000000000 };

  ludus_session_start (first_session);
  play (first, "d");
  first_path = g_strdup (ludus_session_get_autosave_path (first_session));
  g_assert_cmpint (g_utime (first_path, &old), ==, 0);
  ludus_session_start (second_session);
  play (second, "d");
  g_assert_cmpstr (ludus_session_get_autosave_path (second_session), !=, first_path);

  paths = ludus_autosave_list ();
  g_assert_cmpuint (paths->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (paths, 0), ==, ludus_session_get_autosave_path (second_session));
  g_assert_cmpstr (g_ptr_array_index (paths, 1), ==, first_path);

  /* A game continued from its file goes on saving there. */
  ludus_session_stop (first_session);
  continued = ludus_session_new (first);
  ludus_session_set_autosave_path (continued, first_path);
  ludus_session_start (continued);
  play (first, "d");
  g_clear_pointer (&paths, g_ptr_array_unref);
  paths = ludus_autosave_list ();
  g_assert_cmpuint (paths->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (paths, 0), ==, first_path);

  /* The single autosave of Ludus 0.1 is listed too; hidden files are not. */
  g_assert_true (g_file_set_contents (legacy, "{}", -1, &error));
  g_assert_no_error (error);
  {
    g_autofree char *dir = ludus_autosave_get_dir ();
    g_autofree char *hidden = g_build_filename (dir, ".deleted-x.ludus", NULL);

    g_assert_true (g_file_set_contents (hidden, "{}", -1, &error));
    g_assert_no_error (error);
    g_clear_pointer (&paths, g_ptr_array_unref);
    paths = ludus_autosave_list ();
    g_assert_cmpuint (paths->len, ==, 3);
    for (guint i = 0; i < paths->len; i++)
      {
        g_assert_cmpstr (g_ptr_array_index (paths, i), !=, hidden);
        g_assert_true (ludus_autosave_contains (g_ptr_array_index (paths, i)));
      }
    g_assert_false (ludus_autosave_contains (hidden));
    g_assert_cmpint (g_remove (hidden), ==, 0);
  }

  /* Whatever the path's spelling; never a file elsewhere of the same name. */
  {
    g_autofree char *name = g_path_get_basename (first_path);
    g_autofree char *spelled = g_build_filename (g_get_user_data_dir (), "ludus", "..", "ludus", "games", ".", name, NULL);
    g_autofree char *elsewhere = g_build_filename (g_get_tmp_dir (), name, NULL);

    g_assert_true (ludus_autosave_contains (spelled));
    g_assert_false (ludus_autosave_contains (elsewhere));
  }

  g_assert_cmpint (g_remove (legacy), ==, 0);
  g_assert_cmpint (g_remove (first_path), ==, 0);
  g_assert_cmpint (g_remove (ludus_session_get_autosave_path (second_session)), ==, 0);
}

/* A failing autosave is reported once, until it works again. */
static void
test_autosave_failure (void)
{
  g_autoptr(LudusGame) game = toy_game_new (4, 1, 1 << 0);
  g_autoptr(LudusSession) session = ludus_session_new (game);
  g_autofree char *dir = ludus_autosave_get_dir ();
  const char *path;
  g_autoptr(GPtrArray) failures = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;

  /* A file where the directory should be. */
  {
    g_autofree char *parent = g_path_get_dirname (dir);

    g_assert_true (g_mkdir_with_parents (parent, 0700) == 0);
  }
  g_assert_true (g_file_set_contents (dir, "", 0, &error));
  g_assert_no_error (error);

  g_signal_connect (session, "autosave-failed", G_CALLBACK (autosave_failed_cb), failures);
  ludus_session_start (session);
  play (game, "d");
  play (game, "d");
  g_assert_cmpuint (failures->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (failures, 0), dir));
  g_assert_false (ludus_session_autosave (session, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  /* Fixed: it works, and a later failure is reported again. */
  g_assert_cmpint (g_remove (dir), ==, 0);
  play (game, "d");
  path = ludus_session_get_autosave_path (session);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  g_assert_true (g_file_set_contents (dir, "", 0, &error));
  play (game, "d");
  g_assert_cmpuint (failures->len, ==, 2);
  g_assert_cmpint (g_remove (dir), ==, 0);
}

/* Each test starts with an empty $XDG_DATA_HOME/ludus, as with
 * G_TEST_OPTION_ISOLATE_DIRS (which leaks in GLib 2.74). */
static void
run_isolated (gconstpointer data)
{
  GTestFunc test = (GTestFunc) data;
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "ludus", NULL);
  g_autoptr(GFile) ludus_dir = g_file_new_for_path (path);

  ludus_test_remove_tree (ludus_dir);
  test ();
}

/* Three computers and a human: with pause-after-computer, the session
 * stops after each computer's turn until continued, never between the
 * moves of one turn nor before the human's. */
static void
test_pause_after_computer (void)
{
  g_autoptr(LudusGame) game = toy_game_new (TOY_MAX_CARDS, 4, 0x8);
  g_autoptr(LudusSession) session = ludus_session_new (game);
  guint pauses = 0;

  ludus_session_set_computer_delay (session, 0);
  g_object_set (session, "pause-after-computer", TRUE, NULL);
  g_assert_true (ludus_session_get_pause_after_computer (session));
  ludus_session_start (session);

  /* Seat 0 plays its whole turn, then the session waits for seat 1. */
  while (!ludus_session_get_paused (session))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (ludus_game_get_current_player (game), ==, 1);
  g_assert_cmpuint (ludus_game_get_move_player (game, ludus_game_get_n_moves (game) - 1), ==, 0);
  g_assert_false (ludus_session_get_thinking (session));
  {
    guint n_moves = ludus_game_get_n_moves (game);

    /* Waits as long as nobody continues. */
    drain (50);
    g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves);
    g_assert_true (ludus_session_get_paused (session));
  }

  while (!ludus_game_is_over (game) && ludus_game_current_seat_is_computer (game))
    {
      if (ludus_session_get_paused (session))
        {
          pauses++;
          ludus_session_continue (session);
          g_assert_false (ludus_session_get_paused (session));
        }
      g_main_context_iteration (NULL, TRUE);
    }
  /* After seats 0 and 1; none between seat 2 and the human. */
  g_assert_cmpuint (pauses, ==, 2);
  g_assert_cmpuint (ludus_game_get_current_player (game), ==, 3);
  g_assert_false (ludus_session_get_paused (session));

  /* Turned off while paused: play goes on. */
  play (game, "d");
  play (game, "s");
  while (!ludus_session_get_paused (session))
    g_main_context_iteration (NULL, TRUE);
  ludus_session_set_pause_after_computer (session, FALSE);
  g_assert_false (ludus_session_get_paused (session));
  g_assert_true (ludus_session_get_thinking (session));
}

/* Two people and a computer at one screen: the turn passing from one
 * person to the other is a hand-over; the computer's turn in between is
 * what happened since. */
static void
test_hand_over (void)
{
  g_autoptr(LudusGame) game = toy_game_new (TOY_MAX_CARDS, 3, 0x5);
  g_autoptr(LudusSession) session = ludus_session_new (game);
  guint notified = 0;

  ludus_session_set_computer_delay (session, 0);
  g_signal_connect (session, "notify::handing-over", G_CALLBACK (notify_count_cb), &notified);
  ludus_session_start (session);
  /* Anna starts: nobody to hand over to. */
  g_assert_false (ludus_session_get_handing_over (session));
  g_assert_true (ludus_session_get_hand_over (session));

  play (game, "d");
  g_assert_false (ludus_session_get_handing_over (session));
  play (game, "s");
  while (ludus_game_current_seat_is_computer (game))
    g_main_context_iteration (NULL, TRUE);
  /* Britta's turn after the computer's. */
  g_assert_cmpuint (ludus_game_get_current_player (game), ==, 2);
  g_assert_true (ludus_session_get_handing_over (session));
  g_assert_cmpuint (notified, ==, 1);
  /* Since Britta never played: everything; since the last human: the
   * computer's turn. */
  g_assert_cmpuint (ludus_session_get_moves_since (session, 2), ==, 0);
  g_assert_cmpuint (ludus_session_get_moves_since (session, -1), ==, 2);
  g_assert_cmpuint (ludus_game_get_move_player (game, 2), ==, 1);

  ludus_session_take_turn (session);
  g_assert_false (ludus_session_get_handing_over (session));
  play (game, "d");
  g_assert_false (ludus_session_get_handing_over (session));
  g_assert_cmpuint (ludus_session_get_moves_since (session, 2), ==, ludus_game_get_n_moves (game));

  /* Britta stops, the computer plays, and it is Anna's turn: handed over
   * again, with what happened since Anna's stop. */
  play (game, "s");
  while (!ludus_game_is_over (game) && ludus_game_current_seat_is_computer (game))
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (ludus_game_is_over (game));
  g_assert_cmpuint (ludus_game_get_current_player (game), ==, 0);
  g_assert_true (ludus_session_get_handing_over (session));
  g_assert_cmpuint (ludus_session_get_moves_since (session, 0), ==, 2);

  /* Players who sit together turn it off. */
  g_object_set (session, "hand-over", FALSE, NULL);
  g_assert_false (ludus_session_get_handing_over (session));
  g_object_set (session, "hand-over", TRUE, NULL);
  g_assert_true (ludus_session_get_handing_over (session));
}

/* Undo in hot-seat play: the person whose decision is taken back has the
 * screen, so no hand-over follows. */
static void
test_hand_over_undo (void)
{
  g_autoptr(LudusGame) game = toy_game_new (8, 2, 0x3);
  g_autoptr(LudusSession) session = ludus_session_new (game);

  ludus_session_set_computer_delay (session, 0);
  ludus_session_start (session);
  play (game, "d");
  play (game, "s");
  g_assert_true (ludus_session_get_handing_over (session));
  ludus_session_take_turn (session);
  g_assert_false (ludus_session_get_handing_over (session));

  /* Britta asks to undo Anna's stop; Anna (asked first) plays on. */
  g_assert_true (ludus_session_undo (session));
  g_assert_cmpuint (ludus_game_get_current_player (game), ==, 0);
  g_assert_false (ludus_session_get_handing_over (session));

  /* Alone at the table: never. */
  {
    g_autoptr(LudusGame) solo = toy_game_new (8, 2, 0x1);
    g_autoptr(LudusSession) solo_session = ludus_session_new (solo);

    ludus_session_set_computer_delay (solo_session, 0);
    ludus_session_start (solo_session);
    play (solo, "d");
    play (solo, "s");
    while (ludus_game_current_seat_is_computer (solo) && !ludus_game_is_over (solo))
      g_main_context_iteration (NULL, TRUE);
    g_assert_false (ludus_session_get_handing_over (solo_session));
  }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GFile) data_home = ludus_test_private_data_home ();
  int status;

  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/session/delay-for-speed", (gconstpointer) test_delay_for_speed, run_isolated);
  g_test_add_data_func ("/session/computers-play", (gconstpointer) test_computers_play, run_isolated);
  g_test_add_data_func ("/session/undo-turn", (gconstpointer) test_undo_turn, run_isolated);
  g_test_add_data_func ("/session/undo-target/hot-seat", (gconstpointer) test_undo_target_hot_seat, run_isolated);
  g_test_add_data_func ("/session/undo-target/against-computer", (gconstpointer) test_undo_target_against_computer, run_isolated);
  g_test_add_data_func ("/session/undo-target/medici-start", (gconstpointer) test_undo_target_medici_start, run_isolated);
  g_test_add_data_func ("/session/undo-target/thebes-over", (gconstpointer) test_undo_target_thebes_over, run_isolated);
  g_test_add_data_func ("/session/cancel-on-stop", (gconstpointer) test_cancel_on_stop, run_isolated);
  g_test_add_data_func ("/session/cancel-on-undo", (gconstpointer) test_cancel_on_undo, run_isolated);
  g_test_add_data_func ("/session/move-in-steps", (gconstpointer) test_move_in_steps, run_isolated);
  g_test_add_data_func ("/session/hold-release", (gconstpointer) test_hold_release, run_isolated);
  g_test_add_data_func ("/session/finish-after-release", (gconstpointer) test_finish_after_release, run_isolated);
  g_test_add_data_func ("/session/log-model", (gconstpointer) test_log_model, run_isolated);
  g_test_add_data_func ("/session/log-practice", (gconstpointer) test_log_practice, run_isolated);
  g_test_add_data_func ("/session/autosave-keeps-every-game", (gconstpointer) test_autosave_keeps_every_game, run_isolated);
  g_test_add_data_func ("/session/autosave", (gconstpointer) test_autosave, run_isolated);
  g_test_add_data_func ("/session/autosave-failure", (gconstpointer) test_autosave_failure, run_isolated);
  g_test_add_data_func ("/session/pause-after-computer", (gconstpointer) test_pause_after_computer, run_isolated);
  g_test_add_data_func ("/session/hand-over", (gconstpointer) test_hand_over, run_isolated);
  g_test_add_data_func ("/session/hand-over/undo", (gconstpointer) test_hand_over_undo, run_isolated);

  status = g_test_run ();
  ludus_test_remove_tree (data_home);
  return status;
}
