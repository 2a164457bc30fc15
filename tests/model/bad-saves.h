/* bad-saves.h: every kind of bad save in tests/fixtures, with its message
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by test-save (the loader) and test-cli (ludus-cli validate).
 */

#pragma once

#include <glib.h>

typedef struct
{
  const char *file;     /* relative to tests/fixtures/saves */
  const char *message;  /* a g_pattern_match_simple() pattern */
} BadSave;

/* Every kind of bad save, and the precise message it gives. */
static const BadSave bad_saves[] G_GNUC_UNUSED = {
  { "truncated.json", "truncated.json: line *, column *: not valid JSON: unexpected end of file*" },
  { "top-level-array.json", "top-level-array.json: top level: expected an object, got an array" },
  { "format-version.json", "format-version.json: format: version 7 is not supported (this version of Ludus reads version 1)" },
  { "wrong-game.json", "wrong-game.json: game: unknown game “chess”" },
  { "wrong-game-deck.json", "wrong-game-deck.json: content.deck: game: expected “medici”, got “thebes”" },
  { "missing-field.json", "missing-field.json: seed: missing" },
  { "unknown-good.json", "unknown-good.json: content.deck: cards[3].goods: expected one of *, got “gold”" },
  { "negative-value.json", "negative-value.json: content.deck: cards[12].value: expected an integer from 0 to 9, got -1" },
  { "huge-value.json", "huge-value.json: content.deck: cards[12].value: expected an integer from 0 to 9, got 1000000" },
  { "huge-seed.json", "huge-seed.json: seed: expected a whole number from 0 to 18446744073709551615 in a string, got “99999999999999999999999”" },
  { "too-few-cards.json", "too-few-cards.json: content: This deck has 54 cards that take ship space; 6 players need at least 90" },
  { "illegal-move.json", "illegal-move.json: moves[5]: “t1.2” is not a legal move here" },
  { "garbage-move.json", "garbage-move.json: moves[2]: “x%7” is not a move in this game’s notation" },
  { "empty.json", "empty.json: the file is empty" },
  { "deck-instead.json", "deck-instead.json: kind: expected save, got deck" },
  { "unknown-variant.json", "unknown-variant.json: options.variants[0]: “huge-ships” is not a variant of this game" },
  { "unknown-level.json", "unknown-level.json: options.seats[2].level: expected one of random, easy, normal, hard, got “genius”" },
  { "wrong-type.json", "wrong-type.json: moves: expected an array, got a string" },

  /* Thebes: each one change to tests/fixtures/thebes/three-players.save.json.
   * The rules check the deck and layout together, so a content error names
   * both. */
  { "../thebes/bad-illegal-move.save.json",
    "bad-illegal-move.save.json: moves[3]: “GRE.d12” is not a legal move here" },
  { "../thebes/bad-garbage-move.save.json",
    "bad-garbage-move.save.json: moves[2]: “ATH.s” is not a move in this game’s notation" },
  { "../thebes/bad-move-after-end.save.json",
    "bad-move-after-end.save.json: moves[65]: the game is already over" },
  { "../thebes/bad-road-to-nowhere.save.json",
    "bad-road-to-nowhere.save.json: content.layout: roads[3][1]: "
    "road to nowhere: unknown place “ATL”" },
  { "../thebes/bad-bag-size.save.json",
    "bad-bag-size.save.json: content.deck: bags[1]: expected 31 tokens "
    "(artifacts, one special-knowledge token, general-knowledge tokens and dirt), got 30" },

  /* Mykerinos: each one change to tests/fixtures/mykerinos/save-2-players-strip.json.
   * A content error names the document at fault, or both when they do not fit. */
  { "../mykerinos/save-bad-area.json",
    "save-bad-area.json: content.layout: seasons[2].areas[1]: "
    "expected an array of two slot numbers" },
  { "../mykerinos/save-too-few-cards.json",
    "save-too-few-cards.json: content.deck + content.layout: cards: the layout “strip” has "
    "36 card slots but the deck has only 30 cards" },
  { "../mykerinos/save-six-seats.json",
    "save-six-seats.json: options.seats: expected from 2 to 4 elements, got 6" },
  { "../mykerinos/save-garbage-move.json",
    "save-garbage-move.json: moves[3]: “b9.9” is not a move in this game’s notation" },
  { "../mykerinos/save-illegal-move.json",
    "save-illegal-move.json: moves[4]: “a22” is not a legal move here" },
  { "../mykerinos/save-move-after-end.json",
    "save-move-after-end.json: moves[120]: the game is already over" },
  /* Saved before Lord Lemon was corrected (spec §4 D): its B of moves[38]
   * puts no cube on a pyramid. */
  { "../mykerinos/save-old-lemon.json",
    "save-old-lemon.json: moves[38]: “Lb5.26” is not a legal move here" },
};

/* The test path for a bad save under prefix: "/save/bad/truncated.json",
 * "/save/bad/thebes/bad-bag-size.save.json",
 * "/save/bad/mykerinos/save-six-seats.json". */
static inline char *
bad_save_test_path (const char    *prefix,
                    const BadSave *bad)
{
  const char *file = bad->file;

  while (g_str_has_prefix (file, "../"))
    file += 3;
  return g_strdup_printf ("%s/%s", prefix, file);
}
