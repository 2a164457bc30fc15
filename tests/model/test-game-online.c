/* test-game-online.c: a LudusGame and a LudusSession that follow an online
 * table, on the host's machine and a guest's
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Ludus"

#include <string.h>

#include <glib/gstdio.h>

#include "ludus-autosave.h"
#include "ludus-save.h"
#include "ludus-session.h"
#include "ludus-table.h"
#include "ludus-test-rules.h"

typedef struct
{
  LudusTable *host;
  LudusTable *guest;
  LudusGame  *host_game;
  LudusGame  *guest_game;
  guint       host_followed;
  guint       guest_followed;
} Table;

/* A perfect network: every message arrives at once. */
static void
host_send_cb (LudusTable *table,
              guint       to,
              const char *text,
              Table      *t)
{
  ludus_table_receive (t->guest, 0, text, strlen (text));
}

static void
guest_send_cb (LudusTable *table,
               guint       to,
               const char *text,
               Table      *t)
{
  ludus_table_receive (t->host, 1, text, strlen (text));
}

static void
follow (LudusTable *table,
        LudusGame  *game,
        guint      *followed)
{
  LudusMove move;

  if (game == NULL || ludus_table_get_seq (table) != *followed + 1)
    return;
  g_assert_true (ludus_table_get_last_move (table, &move));
  g_assert_true (ludus_game_apply_move_imposed (game, &move, ludus_table_get_last_outcome (table), NULL));
  (*followed)++;
}

static void
host_moved_cb (LudusTable *table,
               Table      *t)
{
  follow (table, t->host_game, &t->host_followed);
}

static void
guest_moved_cb (LudusTable *table,
                Table      *t)
{
  follow (table, t->guest_game, &t->guest_followed);
}

static void
relay_cb (LudusGame       *game,
          const LudusMove *move,
          gpointer         data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ludus_table_play (data, move, &error));
  g_assert_no_error (error);
}

/* Whether the guest's own engine, with its own hidden parts, would have
 * reached another state than the table's: the move revealed something. */
static gboolean
reveals (const LudusRules *rules,
         gconstpointer     before,
         const LudusMove  *move,
         gconstpointer     after)
{
  g_autofree void *mine = g_memdup2 (before, rules->state_size);

  rules->apply (mine, move);
  return memcmp (mine, after, rules->state_size) != 0;
}

static void
assert_same_log (LudusGame *a,
                 LudusGame *b,
                 guint      index)
{
  const char * const *lines_a = ludus_game_get_log_lines (a, index);
  const char * const *lines_b = ludus_game_get_log_lines (b, index);

  g_assert_cmpstr (ludus_game_get_log_entry (a, index), ==, ludus_game_get_log_entry (b, index));
  g_assert_nonnull (lines_a);
  g_assert_nonnull (lines_b);
  g_assert_cmpstrv (lines_a, lines_b);
}

/* Anna hosts, Béla is the guest of seat 1; each machine's game follows
 * its table from the start. */
static void
begin_table (Table        *t,
             LudusContent *content,
             LudusOptions *options)
{
  options->seed = 7;
  ludus_options_set_seat (options, 0, "Anna", TRUE, LUDUS_AI_NORMAL);
  ludus_options_set_seat (options, 1, "Béla", TRUE, LUDUS_AI_RANDOM);
  t->host = ludus_table_new_host (content, options, 1u << 1, NULL);
  t->guest = ludus_table_new_guest (1);
  g_signal_connect (t->host, "send", G_CALLBACK (host_send_cb), t);
  g_signal_connect (t->guest, "send", G_CALLBACK (guest_send_cb), t);
  g_signal_connect (t->host, "moved", G_CALLBACK (host_moved_cb), t);
  g_signal_connect (t->guest, "moved", G_CALLBACK (guest_moved_cb), t);
  ludus_table_begin (t->host);
  g_assert_nonnull (ludus_table_get_state (t->guest));

  t->host_game = ludus_game_new_online (content, ludus_table_get_options (t->host), NULL, NULL);
  ludus_game_set_relay (t->host_game, 1u << 1, relay_cb, t->host);
  t->guest_game = ludus_game_new_online (ludus_table_get_content (t->guest),
                                         ludus_table_get_options (t->guest),
                                         ludus_table_get_setup_outcome (t->guest), NULL);
  g_assert_cmpstr (ludus_game_get_player_name (t->guest_game, 1), ==, "Béla");
  ludus_game_set_relay (t->guest_game, 1u << 0, relay_cb, t->guest);
  g_assert_true (ludus_game_is_online (t->guest_game));
}

static void
end_table (Table *t)
{
  g_clear_object (&t->host_game);
  g_clear_object (&t->guest_game);
  g_clear_object (&t->host);
  g_clear_object (&t->guest);
}

static void
test_follow (gconstpointer data)
{
  const LudusRules *rules = ludus_rules_lookup (data);
  g_autoptr(LudusContent) content = ludus_content_new_default (rules, NULL);
  g_autoptr(LudusOptions) options = ludus_options_new (rules, 2);
  g_autoptr(LudusSession) session = NULL;
  g_autofree void *guest_before = g_malloc0 (rules->state_size);
  guint n_reveals = 0;
  LudusRng rng;
  Table t = { 0 };

  begin_table (&t, content, options);

  /* The host's session never plays the guest's seat. */
  session = ludus_session_new (t.host_game);
  ludus_session_start (session);

  ludus_rng_seed (&rng, 3);
  for (guint i = 0; i < 2000 && !ludus_game_is_over (t.host_game); i++)
    {
      gboolean host_turn = ludus_game_get_current_player (t.host_game) == 0;
      LudusGame *mover = host_turn ? t.host_game : t.guest_game;
      guint n_moves = ludus_game_get_n_moves (t.host_game);
      guint n_legal;
      const LudusMove *legal = ludus_game_get_legal_moves (mover, &n_legal);
      LudusMove move = legal[ludus_rng_below (&rng, n_legal)];

      /* Each seat is played only where it is; the other counts as a
       * computer there, played by no computer of its own. */
      g_assert_false (ludus_game_current_seat_is_remote (mover));
      g_assert_true (ludus_game_current_seat_is_remote (host_turn ? t.guest_game : t.host_game));
      g_assert_true (ludus_game_current_seat_is_computer (host_turn ? t.guest_game : t.host_game));
      g_assert_false (ludus_session_get_thinking (session));

      /* The move goes to the table, and comes back to both games. */
      memcpy (guest_before, ludus_game_get_state (t.guest_game), rules->state_size);
      g_assert_true (ludus_game_apply_move (mover, &move, NULL));
      g_assert_cmpuint (ludus_game_get_n_moves (t.host_game), ==, n_moves + 1);
      g_assert_cmpuint (ludus_game_get_n_moves (t.guest_game), ==, n_moves + 1);
      /* The guest's log names what was revealed, as the host's does,
       * though its own hidden parts would have revealed something else. */
      n_reveals += reveals (rules, guest_before, &move, ludus_game_get_state (t.guest_game));
      assert_same_log (t.host_game, t.guest_game, n_moves);
      g_assert_false (ludus_game_get_can_undo (t.host_game));
      g_assert_false (ludus_session_get_undo_target (session, NULL, NULL));
    }
  g_assert_true (ludus_game_is_over (t.host_game));
  g_assert_true (ludus_game_is_over (t.guest_game));
  g_assert_cmpuint (n_reveals, >, 0);
  g_assert_cmpmem (ludus_game_get_state (t.host_game), rules->state_size,
                   ludus_table_get_state (t.host), rules->state_size);
  g_assert_cmpmem (ludus_game_get_state (t.guest_game), rules->state_size,
                   ludus_table_get_state (t.guest), rules->state_size);
  /* Each game records the host's chance, for its save: told, imposed. */
  g_assert_cmpint (ludus_game_get_chance (t.host_game), ==, LUDUS_GAME_CHANCE_TOLD);
  g_assert_cmpint (ludus_game_get_chance (t.guest_game), ==, LUDUS_GAME_CHANCE_IMPOSED);
  for (guint i = 0; i < ludus_game_get_n_moves (t.host_game); i++)
    {
      const LudusOutcome *told = ludus_game_get_move_outcome (t.host_game, i);
      const LudusOutcome *imposed = ludus_game_get_move_outcome (t.guest_game, i);

      g_assert_cmpmem (told->values, told->n, imposed->values, imposed->n);
    }

  ludus_session_stop (session);
  end_table (&t);
}

static gboolean
seat_played_cb (gpointer data)
{
  Table *t = data;
  guint n_moves = ludus_game_get_n_moves (t->host_game);

  return ludus_game_is_over (t->host_game) ||
         (n_moves > 0 && ludus_game_get_move_player (t->host_game, n_moves - 1) == 1);
}

/* The guest's seat handed to the host's computer player: the host's session
 * plays it through the table, and the guest's machine follows. */
static void
test_hand_to_computer (void)
{
  const LudusRules *rules = ludus_rules_lookup ("medici");
  g_autoptr(LudusContent) content = ludus_content_new_default (rules, NULL);
  g_autoptr(LudusOptions) options = ludus_options_new (rules, 2);
  g_autoptr(LudusSession) session = NULL;
  Table t = { 0 };
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  begin_table (&t, content, options);
  session = ludus_session_new (t.host_game);
  ludus_session_start (session);

  /* Anna plays until it is Béla's turn, which nobody plays here. */
  while (ludus_game_get_current_player (t.host_game) == 0)
    {
      guint n_legal;
      const LudusMove *legal = ludus_game_get_legal_moves (t.host_game, &n_legal);

      g_assert_true (ludus_game_apply_move (t.host_game, &legal[0], NULL));
    }
  g_assert_true (ludus_game_current_seat_is_remote (t.host_game));
  g_assert_false (ludus_session_get_thinking (session));

  ludus_table_hand_to_computer (t.host, 1);
  ludus_game_hand_to_computer (t.host_game, 1);
  g_assert_false (ludus_game_current_seat_is_remote (t.host_game));
  g_assert_true (ludus_game_current_seat_is_computer (t.host_game));
  g_assert_false (ludus_game_seat_plays_here (t.host_game, 1));
  while (!seat_played_cb (&t) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (seat_played_cb (&t));
  g_assert_cmpuint (ludus_game_get_n_moves (t.guest_game), ==, ludus_game_get_n_moves (t.host_game));

  ludus_session_stop (session);
  end_table (&t);
}

static void
assert_same_table (const LudusGameTable *a,
                   const LudusGameTable *b)
{
  g_assert_nonnull (a);
  g_assert_nonnull (b);
  g_assert_cmpstr (a->room, ==, b->room);
  g_assert_cmpstr (a->nick, ==, b->nick);
  g_assert_cmphex (a->guest_seats, ==, b->guest_seats);
  g_assert_cmpuint (a->seat, ==, b->seat);
}

/* A game loaded back tells what it told, and goes on from the same turn
 * and scores (a guest's hidden parts are arranged anew). */
static void
assert_same_game (LudusGame *loaded,
                  LudusGame *game)
{
  int scores_a[LUDUS_MAX_PLAYERS] = { 0 };
  int scores_b[LUDUS_MAX_PLAYERS] = { 0 };

  g_assert_cmpuint (ludus_game_get_n_moves (loaded), ==, ludus_game_get_n_moves (game));
  for (guint i = 0; i < ludus_game_get_n_moves (game); i++)
    {
      const LudusOutcome *a = ludus_game_get_move_outcome (loaded, i);
      const LudusOutcome *b = ludus_game_get_move_outcome (game, i);

      assert_same_log (loaded, game, i);
      g_assert_cmpmem (a->values, a->n, b->values, b->n);
    }
  g_assert_cmpuint (ludus_game_get_current_player (loaded), ==, ludus_game_get_current_player (game));
  ludus_game_get_scores (loaded, scores_a);
  ludus_game_get_scores (game, scores_b);
  g_assert_cmpmem (scores_a, sizeof scores_a, scores_b, sizeof scores_b);
}

/* A legal move at random, by the machine whose seat is to move (the
 * host's is seat 0). */
static void
play_at_random (Table    *t,
                LudusRng *rng)
{
  LudusGame *mover = ludus_game_get_current_player (t->host_game) == 0 ? t->host_game : t->guest_game;
  guint n_legal;
  const LudusMove *legal = ludus_game_get_legal_moves (mover, &n_legal);

  g_assert_true (ludus_game_apply_move (mover, &legal[ludus_rng_below (rng, n_legal)], NULL));
}

/* Online games autosave on every machine with their table, and load back
 * as they were: the host's told from its seed, the guest's imposed. */
static void
test_autosave (void)
{
  const LudusRules *rules = ludus_rules_lookup ("thebes");
  g_autoptr(LudusContent) content = ludus_content_new_default (rules, NULL);
  g_autoptr(LudusOptions) options = ludus_options_new (rules, 2);
  g_autoptr(LudusSession) session = NULL;
  g_autoptr(LudusGame) guest_loaded = NULL;
  g_autoptr(LudusGame) host_loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ludus-online-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "guest.json", NULL);
  g_autofree char *host_data = NULL;
  g_autofree char *tampered = NULL;
  g_auto(GStrv) parts = NULL;
  g_autoptr(LudusGame) refused = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  const LudusGameTable host_table = { "ludus-1234abcd@rooms.localhost", "host", 1u << 1, 0 };
  const LudusGameTable guest_table = { "ludus-1234abcd@rooms.localhost", "Béla-0a1b", 1u << 1, 1 };
  LudusRng rng;
  Table t = { 0 };

  begin_table (&t, content, options);
  ludus_game_set_table (t.host_game, &host_table);
  ludus_game_set_table (t.guest_game, &guest_table);
  session = ludus_session_new (t.guest_game);
  ludus_session_set_autosave_path (session, path);
  ludus_session_start (session);

  ludus_rng_seed (&rng, 5);
  /* Not to the end: a game over leaves no autosave. */
  for (guint i = 0; i < 12; i++)
    play_at_random (&t, &rng);
  g_assert_false (ludus_game_is_over (t.guest_game));
  g_assert_cmpuint (ludus_game_get_n_moves (t.guest_game), ==, 12);

  /* The guest's session wrote it after the last move. */
  guest_loaded = ludus_save_load_file (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ludus_game_get_chance (guest_loaded), ==, LUDUS_GAME_CHANCE_IMPOSED);
  g_assert_cmpuint (ludus_game_get_n_moves (guest_loaded), ==, 12);
  assert_same_table (ludus_game_get_table (guest_loaded), &guest_table);
  assert_same_game (guest_loaded, t.guest_game);

  host_data = ludus_save_to_data (t.host_game, NULL);
  host_loaded = ludus_save_load_data (host_data, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ludus_game_get_chance (host_loaded), ==, LUDUS_GAME_CHANCE_TOLD);
  assert_same_table (ludus_game_get_table (host_loaded), &host_table);
  assert_same_game (host_loaded, t.host_game);

  /* A room that is not an address is refused, not joined. */
  parts = g_strsplit (host_data, host_table.room, 2);
  g_assert_cmpuint (g_strv_length (parts), ==, 2);
  tampered = g_strjoinv ("a b@rooms.localhost", parts);
  refused = ludus_save_load_data (tampered, -1, &error);
  g_assert_null (refused);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "online.table.room"));

  ludus_session_stop (session);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  end_table (&t);
}

/* The game with an online table's autosave, for a copy of it opened: the
 * same room, seat and side, and nothing else. */
static void
test_autosave_find_table (void)
{
  const LudusRules *rules = ludus_rules_lookup ("medici");
  g_autoptr(LudusContent) content = ludus_content_new_default (rules, NULL);
  g_autoptr(LudusOptions) options = ludus_options_new (rules, 2);
  g_autoptr(LudusSession) session = NULL;
  g_autoptr(LudusGame) copy = NULL;
  g_autoptr(LudusGame) host_copy = NULL;
  g_autoptr(LudusGame) kept = NULL;
  g_autofree char *data = NULL;
  g_autofree char *found = NULL;
  g_autofree char *dir = ludus_autosave_get_dir ();
  g_autofree char *broken = g_build_filename (dir, "broken.ludus", NULL);
  g_autoptr(GError) error = NULL;
  const LudusGameTable host_table = { "ludus-5678abcd@rooms.localhost", "host", 1u << 1, 0 };
  const LudusGameTable guest_table = { "ludus-5678abcd@rooms.localhost", "Béla-0a1b", 1u << 1, 1 };
  LudusGameTable other = guest_table;
  LudusRng rng;
  Table t = { 0 };

  begin_table (&t, content, options);
  ludus_game_set_table (t.host_game, &host_table);
  ludus_game_set_table (t.guest_game, &guest_table);
  session = ludus_session_new (t.guest_game);
  ludus_session_start (session);
  ludus_rng_seed (&rng, 7);
  for (guint i = 0; i < 4; i++)
    {
      play_at_random (&t, &rng);
      /* A copy saved two moves in. */
      if (i == 1)
        data = ludus_save_to_data (t.guest_game, NULL);
    }
  g_assert_nonnull (ludus_session_get_autosave_path (session));
  /* A file that cannot be read is passed over. */
  g_assert_true (g_file_set_contents (broken, "{", -1, &error));
  g_assert_no_error (error);

  /* The copy finds the autosave, two moves further on. */
  copy = ludus_save_load_data (data, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ludus_game_get_n_moves (copy), ==, 2);
  found = ludus_autosave_find_table (copy, &kept);
  g_assert_cmpstr (found, ==, ludus_session_get_autosave_path (session));
  g_assert_nonnull (kept);
  g_assert_cmpuint (ludus_game_get_n_moves (kept), ==, 4);
  g_clear_pointer (&found, g_free);

  /* Another room, another seat or the host's side: not the same game's. */
  other.room = (char *) "ludus-0000abcd@rooms.localhost";
  ludus_game_set_table (copy, &other);
  g_assert_null (ludus_autosave_find_table (copy, NULL));
  other = guest_table;
  other.seat = 0;
  ludus_game_set_table (copy, &other);
  g_assert_null (ludus_autosave_find_table (copy, NULL));
  g_clear_pointer (&data, g_free);
  data = ludus_save_to_data (t.host_game, NULL);
  host_copy = ludus_save_load_data (data, -1, &error);
  g_assert_no_error (error);
  ludus_game_set_table (host_copy, &guest_table);
  g_assert_null (ludus_autosave_find_table (host_copy, NULL));

  ludus_session_stop (session);
  g_assert_cmpint (g_remove (ludus_session_get_autosave_path (session)), ==, 0);
  g_assert_cmpint (g_remove (broken), ==, 0);
  end_table (&t);
}

/* The chat of an online game goes into its save and comes back: the last
 * LUDUS_GAME_MAX_CHAT lines, as plain text cleaned as names are; a chat
 * of the wrong shape is refused, naming where. */
static void
test_chat_saved (void)
{
  const LudusRules *rules = ludus_rules_lookup ("medici");
  g_autoptr(LudusContent) content = ludus_content_new_default (rules, NULL);
  g_autoptr(LudusOptions) options = ludus_options_new (rules, 2);
  g_autoptr(LudusGame) loaded = NULL;
  g_autoptr(LudusGame) refused = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *tampered = NULL;
  g_autofree char *long_line = g_strnfill (LUDUS_TABLE_MAX_CHAT + 20, 'a');
  g_auto(GStrv) parts = NULL;
  const LudusGameTable host_table = { "ludus-9abcabcd@rooms.localhost", "host", 1u << 1, 0 };
  Table t = { 0 };

  begin_table (&t, content, options);
  ludus_game_set_table (t.host_game, &host_table);
  g_assert_cmpuint (ludus_game_get_n_chat_lines (t.host_game), ==, 0);
  /* No chat, no member: the saves before chat was kept read the same. */
  data = ludus_save_to_data (t.host_game, NULL);
  g_assert_null (strstr (data, "\"chat\""));
  g_clear_pointer (&data, g_free);

  ludus_game_add_chat_line (t.host_game, "Anna", "  good luck\u202e  ");
  ludus_game_add_chat_line (t.host_game, "Béla", "\n");
  ludus_game_add_chat_line (t.host_game, "Béla", long_line);
  g_assert_cmpuint (ludus_game_get_n_chat_lines (t.host_game), ==, 2);
  g_assert_cmpstr (ludus_game_get_chat_line (t.host_game, 0)->text, ==, "good luck");
  g_assert_cmpuint (strlen (ludus_game_get_chat_line (t.host_game, 1)->text), ==, LUDUS_TABLE_MAX_CHAT);

  data = ludus_save_to_data (t.host_game, NULL);
  loaded = ludus_save_load_data (data, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ludus_game_get_n_chat_lines (loaded), ==, 2);
  g_assert_cmpstr (ludus_game_get_chat_line (loaded, 0)->name, ==, "Anna");
  g_assert_cmpstr (ludus_game_get_chat_line (loaded, 0)->text, ==, "good luck");
  g_assert_cmpstr (ludus_game_get_chat_line (loaded, 1)->name, ==, "Béla");

  /* A line that is not text is refused. */
  parts = g_strsplit (data, "\"good luck\"", 2);
  g_assert_cmpuint (g_strv_length (parts), ==, 2);
  tampered = g_strjoinv ("42", parts);
  refused = ludus_save_load_data (tampered, -1, &error);
  g_assert_null (refused);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "online.chat[0]"));
  g_clear_error (&error);

  /* Past the limit the oldest lines go. */
  for (guint i = 0; i < LUDUS_GAME_MAX_CHAT; i++)
    {
      g_autofree char *text = g_strdup_printf ("line %u", i);

      ludus_game_add_chat_line (t.host_game, "Anna", text);
    }
  g_assert_cmpuint (ludus_game_get_n_chat_lines (t.host_game), ==, LUDUS_GAME_MAX_CHAT);
  g_assert_cmpstr (ludus_game_get_chat_line (t.host_game, 0)->text, ==, "line 0");
  g_free (long_line);
  long_line = g_strdup_printf ("line %u", LUDUS_GAME_MAX_CHAT - 1);
  g_assert_cmpstr (ludus_game_get_chat_line (t.host_game, LUDUS_GAME_MAX_CHAT - 1)->text, ==, long_line);
  end_table (&t);
}

int
main (int   argc,
      char *argv[])
{
  /* The sessions' online games autosave, never into the user's folder. */
  g_autoptr(GFile) data_home = ludus_test_private_data_home ();
  int status;

  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/game-online/follow/medici", "medici", test_follow);
  g_test_add_data_func ("/game-online/follow/mykerinos", "mykerinos", test_follow);
  g_test_add_data_func ("/game-online/follow/thebes", "thebes", test_follow);
  g_test_add_func ("/game-online/hand-to-computer", test_hand_to_computer);
  g_test_add_func ("/game-online/autosave", test_autosave);
  g_test_add_func ("/game-online/autosave-find-table", test_autosave_find_table);
  g_test_add_func ("/game-online/chat-saved", test_chat_saved);
  status = g_test_run ();
  ludus_test_remove_tree (data_home);
  return status;
}
