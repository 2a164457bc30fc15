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
  const char *file;     /* relative to tests/fixtures */
  const char *message;  /* a g_pattern_match_simple() pattern */
} BadSave;

/* Every kind of bad save, and the precise message it gives. */
static const BadSave bad_saves[] G_GNUC_UNUSED = {
  { "saves/truncated.json", "truncated.json: line *, column *: not valid JSON: unexpected end of file*" },
  { "saves/top-level-array.json", "top-level-array.json: top level: expected an object, got an array" },
  { "saves/format-version.json", "format-version.json: format: version 7 is not supported (this version of Ludus reads version 1)" },
  { "saves/wrong-game.json", "wrong-game.json: game: unknown game “chess”" },
  { "saves/wrong-game-deck.json", "wrong-game-deck.json: content.deck: game: expected “medici”, got “thebes”" },
  { "saves/missing-field.json", "missing-field.json: seed: missing" },
  { "medici/saves/unknown-good.json", "unknown-good.json: content.deck: cards[3].goods: expected one of *, got “gold”" },
  { "medici/saves/negative-value.json", "negative-value.json: content.deck: cards[12].value: expected an integer from 0 to 9, got -1" },
  { "medici/saves/huge-value.json", "huge-value.json: content.deck: cards[12].value: expected an integer from 0 to 9, got 1000000" },
  { "saves/huge-seed.json", "huge-seed.json: seed: expected a whole number from 0 to 18446744073709551615 in a string, got “99999999999999999999999”" },
  { "medici/saves/too-few-cards.json", "too-few-cards.json: content: This deck has 54 cards that take ship space; 6 players need at least 90" },
  { "medici/saves/illegal-move.json", "illegal-move.json: moves[5]: “t1.2” is not a legal move here" },
  { "medici/saves/garbage-move.json", "garbage-move.json: moves[2]: “x%7” is not a move in this game’s notation" },
  { "saves/empty.json", "empty.json: the file is empty" },
  { "saves/deck-instead.json", "deck-instead.json: kind: expected save, got deck" },
  { "saves/unknown-variant.json", "unknown-variant.json: options.variants[0]: “huge-ships” is not a variant of this game" },
  { "saves/unknown-level.json", "unknown-level.json: options.seats[2].level: expected one of random, easy, normal, hard, got “genius”" },
  { "saves/wrong-type.json", "wrong-type.json: moves: expected an array, got a string" },

  /* Thebes: each one change to tests/fixtures/thebes/saves/3-players.json.
   * The rules check the deck and layout together, so a content error names
   * both. */
  { "thebes/saves/illegal-move.json",
    "illegal-move.json: moves[3]: “GRE.d12” is not a legal move here" },
  { "thebes/saves/garbage-move.json",
    "garbage-move.json: moves[2]: “ATH.s” is not a move in this game’s notation" },
  { "thebes/saves/move-after-end.json",
    "move-after-end.json: moves[65]: the game is already over" },
  { "thebes/saves/road-to-nowhere.json",
    "road-to-nowhere.json: content.layout: roads[3][1]: "
    "road to nowhere: unknown place “ATL”" },
  { "thebes/saves/bad-bag-size.json",
    "bad-bag-size.json: content.deck: bags[1]: expected 31 tokens "
    "(artifacts, one special-knowledge token, general-knowledge tokens and dirt), got 30" },

  /* Mykerinos: each one change to tests/fixtures/mykerinos/saves/2-players-strip.json.
   * A content error names the document at fault, or both when they do not fit. */
  { "mykerinos/saves/bad-area.json",
    "bad-area.json: content.layout: seasons[2].areas[1]: "
    "expected an array of two slot numbers" },
  { "mykerinos/saves/too-few-cards.json",
    "too-few-cards.json: content.deck + content.layout: cards: the layout “strip” has "
    "36 card slots but the deck has only 30 cards" },
  { "mykerinos/saves/six-seats.json",
    "six-seats.json: options.seats: expected from 2 to 4 elements, got 6" },
  { "mykerinos/saves/garbage-move.json",
    "garbage-move.json: moves[3]: “b9.9” is not a move in this game’s notation" },
  { "mykerinos/saves/illegal-move.json",
    "illegal-move.json: moves[4]: “a22” is not a legal move here" },
  { "mykerinos/saves/move-after-end.json",
    "move-after-end.json: moves[120]: the game is already over" },
  /* Saved before Lord Lemon was corrected (spec §4 D): its B of moves[38]
   * puts no cube on a pyramid. */
  { "mykerinos/saves/old-lemon.json",
    "old-lemon.json: moves[38]: “Lb5.26” is not a legal move here" },
};

/* The test path for a bad save under prefix, its file without "saves/":
 * "/save/bad/truncated.json", "/save/bad/thebes/bad-bag-size.json". */
static inline char *
bad_save_test_path (const char    *prefix,
                    const BadSave *bad)
{
  g_auto(GStrv) parts = g_strsplit (bad->file, "saves/", 2);
  g_autofree char *file = g_strjoinv ("", parts);

  return g_strdup_printf ("%s/%s", prefix, file);
}
