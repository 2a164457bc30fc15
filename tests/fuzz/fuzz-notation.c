/* fuzz-notation.c: a game's move notation, at positions reached by play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Built once per game (FUZZ_GAME).  The input's first five bytes choose a
 * position: a seed (4 bytes, little-endian) and a number of random moves;
 * the rest is a notation to parse there.  Every legal move must format to
 * a notation that parses back to it; the input must parse without harm,
 * what parses must format, and a legal move must format back to a
 * notation of the same move.
 */

#define G_LOG_DOMAIN "fuzz-notation"

#include "config.h"

#include <string.h>

#include "fuzz.h"
#include "ludus-content.h"

#define HEADER 5

static const LudusRules *rules;
static LudusContent *content;
static LudusMove *moves;

static void
check_round_trip (const void      *state,
                  const LudusMove *move)
{
  char notation[LUDUS_NOTATION_SIZE + 1];
  LudusMove parsed;

  memset (notation, 0, sizeof notation);
  rules->format_move (state, move, notation);
  g_assert_cmpuint (strlen (notation), >, 0);
  g_assert_cmpuint (strlen (notation), <, LUDUS_NOTATION_SIZE);
  memset (&parsed, 0, sizeof parsed);
  if (!rules->parse_move (state, notation, &parsed) || !ludus_move_equal (&parsed, move))
    g_error ("%s: “%s” does not parse back to the move it formats", rules->id, notation);
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  static const char * const names[LUDUS_MAX_PLAYERS] = { "A", "B", "C", "D", "E", "F" };
  g_autofree void *state = NULL;
  g_autofree char *text = NULL;
  LudusSetup setup = { 0 };
  LudusMove move;
  LudusRng rng;
  guint32 seed;
  guint n_moves, n_legal;
  gboolean legal = FALSE;

  if (rules == NULL)
    {
      g_autoptr(GError) error = NULL;

      rules = ludus_rules_lookup (FUZZ_GAME);
      content = ludus_content_new_default (rules, &error);
      g_assert_no_error (error);
      moves = g_new (LudusMove, LUDUS_MAX_MOVES);
    }
  if (size < HEADER)
    return 0;

  seed = data[0] | data[1] << 8 | data[2] << 16 | (guint32) data[3] << 24;
  n_moves = data[4];
  /* The notation, as ludus_game_apply_notation() hands it over: at most
   * LUDUS_NOTATION_SIZE - 1 bytes, nul-terminated. */
  text = g_strndup ((const char *) data + HEADER, MIN (size - HEADER, LUDUS_NOTATION_SIZE - 1));

  state = g_malloc0 (rules->state_size);
  setup.n_players = rules->min_players + seed % (rules->max_players - rules->min_players + 1);
  setup.shuffle = TRUE;
  setup.seed = seed;
  if (!rules->init (state, ludus_content_get_compiled (content), &setup, NULL))
    return 0;
  ludus_rng_seed (&rng, seed);
  for (guint i = 0; i < n_moves && !rules->is_over (state); i++)
    {
      n_legal = rules->legal_moves (state, moves);
      rules->apply (state, &moves[ludus_rng_below (&rng, n_legal)]);
    }

  n_legal = rules->is_over (state) ? 0 : rules->legal_moves (state, moves);
  for (guint i = 0; i < n_legal; i++)
    check_round_trip (state, &moves[i]);

  memset (&move, 0, sizeof move);
  if (!rules->parse_move (state, text, &move))
    return 0;
  /* Anything that parses can be formatted, legal or not (an error message
   * names an illegal move by its notation). */
  {
    char notation[LUDUS_NOTATION_SIZE + 1];

    memset (notation, 0, sizeof notation);
    rules->format_move (state, &move, notation);
    g_assert_cmpuint (strlen (notation), <, LUDUS_NOTATION_SIZE);
  }
  for (guint i = 0; i < n_legal && !legal; i++)
    legal = ludus_move_equal (&moves[i], &move);
  if (legal)
    {
      g_autofree char *sentence = rules->describe_move (state, &move, names);

      check_round_trip (state, &move);
      g_assert_true (sentence == NULL || g_utf8_validate (sentence, -1, NULL));
    }
  return 0;
}
