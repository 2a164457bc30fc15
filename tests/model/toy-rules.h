/* toy-rules.h: a tiny push-your-luck game for testing LudusGame
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A deck of numbered cards.  On a turn the current player draws ("d", a
 * reveal) as often as they like, then stops ("s") and banks the drawn
 * values.  When the deck is empty and the last drawer has stopped, the
 * highest total wins.
 */

#pragma once

#include "ludus-content.h"
#include "ludus-game.h"
#include "ludus-rules.h"

G_BEGIN_DECLS

#define TOY_MAX_CARDS 32

typedef struct
{
  guint n_cards;
  int   values[TOY_MAX_CARDS];
} ToyContent;

typedef struct
{
  const ToyContent *content;
  LudusRng          rng;
  guint             n_players;
  guint             current;
  guint             deck_len;
  guint             drawn;
  int               pot;
  int               deck[TOY_MAX_CARDS];
  int               scores[LUDUS_MAX_PLAYERS];
} ToyState;

extern const LudusRules toy_rules;

/* The toy's own LudusGame, as every game has one; the registry makes it
 * once toy_rules_register() has been called. */
#define TOY_TYPE_GAME (toy_game_get_type ())
G_DECLARE_FINAL_TYPE (ToyGame, toy_game, TOY, GAME, LudusGame)

void          toy_rules_register (void);

LudusContent *toy_content_new (guint n_cards);
LudusGame    *toy_game_new    (guint n_cards,
                               guint n_seats,
                               guint humans);
LudusGame    *toy_game_new_full (guint    n_cards,
                                 guint    n_seats,
                                 guint    humans,
                                 gboolean practice);

G_END_DECLS
