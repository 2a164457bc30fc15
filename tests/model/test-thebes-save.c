/* test-thebes-save.c: Thebes moves through LudusGame and save files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-thebes-save"

#include "config.h"

#include <string.h>

#include "ludus-save.h"
#include "ludus-thebes.h"

static const LudusRules *rules = &ludus_thebes_rules;

/* A game in file order: both markers on week 1 in Warsaw, seat 0 on top,
 * and the display London's congress, general knowledge 2 and two shovels. */
static LudusGame *
new_game (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusContent) content = ludus_content_new_default (rules, &error);
  g_autoptr(LudusOptions) options = ludus_options_new (rules, 2);
  LudusGame *game;

  g_assert_no_error (error);
  options->shuffle = FALSE;
  options->seed = 42;
  game = ludus_game_new (content, options, &error);
  g_assert_no_error (error);
  return game;
}

static void
assert_same_state (LudusGame *a,
                   LudusGame *b)
{
  LudusThebesState sa = *(const LudusThebesState *) ludus_game_get_state (a);
  LudusThebesState sb = *(const LudusThebesState *) ludus_game_get_state (b);

  sb.content = sa.content;
  g_assert_true (memcmp (&sa, &sb, sizeof sa) == 0);
}

/* Spec §3: either of two identical face-up cards may be taken, in the game,
 * by notation, and in a save that replays it. */
static void
test_identical_cards (void)
{
  for (guint slot = 2; slot <= 3; slot++)
    {
      g_autoptr(LudusGame) game = new_game ();
      g_autoptr(LudusGame) by_notation = new_game ();
      g_autoptr(LudusGame) loaded = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *notation = g_strdup_printf ("LON.c%u", slot);
      g_autofree char *text = NULL;
      const LudusThebesState *s = ludus_game_get_state (game);
      const LudusThebesState *after;
      LudusThebesMove m = { .action = LUDUS_THEBES_ACTION_CARD, .dest = LUDUS_THEBES_PLACE_LON, .slot = slot };
      LudusMove move = { 0 };
      guint card = s->display[slot], other = s->display[5 - slot];

      g_assert_cmpuint (ludus_thebes_display_first_alike (s, 3), ==, 2);

      /* The move struct a view builds for the slot the player clicked. */
      memcpy (move.bytes, &m, sizeof m);
      g_assert_true (ludus_game_is_legal (game, &move));
      g_assert_true (ludus_game_apply_move (game, &move, &error));
      g_assert_no_error (error);
      after = ludus_game_get_state (game);
      g_assert_cmpuint (after->players[0].hand[0], ==, card);
      g_assert_cmpuint (after->display[5 - slot], ==, other);
      g_assert_cmpstr (ludus_game_get_move_notation (game, 0), ==, notation);

      /* The same by notation. */
      g_assert_true (ludus_game_apply_notation (by_notation, notation, &error));
      g_assert_no_error (error);
      assert_same_state (game, by_notation);

      /* Saved and loaded: the save names the slot and replays it. */
      text = ludus_save_to_data (game, NULL);
      g_assert_nonnull (strstr (text, notation));
      loaded = ludus_save_load_data (text, -1, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (ludus_game_get_n_moves (loaded), ==, 1);
      g_assert_cmpstr (ludus_game_get_move_notation (loaded, 0), ==, notation);
      assert_same_state (game, loaded);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/thebes/save/identical-cards", test_identical_cards);

  return g_test_run ();
}
