/* ludus-thebes-turn.h: building a Thebes turn choice by choice
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A turn is a trip (a place, perhaps by zeppelin) and one action there: a
 * display card, an exhibition or the swap in a city, a dig at a site (the
 * rumours, single assistant and single shovel to spend, then the weeks on
 * the time wheel); or the end of the player's expedition.  The builder
 * narrows the core's legal moves by the choices made so far, so a view
 * offers only what the rules allow and never decides legality itself.
 *
 * Choices may come in any order (clicking a display card at once also
 * chooses its city).  Making a choice of a kind already made replaces it
 * and keeps the later choices that still fit.  The place and the action
 * are always the player's to make; the zeppelin and the dig's discards
 * count as made once every remaining move agrees on them.
 */

#pragma once

#include "ludus-thebes.h"

G_BEGIN_DECLS

/* What to choose next, in this order. */
typedef enum
{
  LUDUS_THEBES_TURN_PROMPT_NONE,       /* the game is over: nothing to build */
  LUDUS_THEBES_TURN_PROMPT_PLACE,      /* where to travel, or to end the expedition */
  LUDUS_THEBES_TURN_PROMPT_ZEPPELIN,   /* whether to discard a zeppelin for the trip */
  LUDUS_THEBES_TURN_PROMPT_ACTION,     /* in a city: a display card, an exhibition or the swap */
  LUDUS_THEBES_TURN_PROMPT_RUMOURS,    /* at a site: how many of its rumours to use */
  LUDUS_THEBES_TURN_PROMPT_ASSISTANT,  /* at a site: whether to discard the single assistant */
  LUDUS_THEBES_TURN_PROMPT_SHOVEL,     /* at a site: whether to discard the single shovel */
  LUDUS_THEBES_TURN_PROMPT_DIG_WEEKS,  /* at a site: the weeks on the time wheel */
  LUDUS_THEBES_TURN_PROMPT_COMPLETE,   /* one move is built */
} LudusThebesTurnPrompt;

#define LUDUS_THEBES_TURN_MAX_CHOICES 8

typedef struct
{
  /*< private >*/
  guint8 kind;
  guint8 value;
} LudusThebesTurnChoice;

/* Plain data: embed it or allocate it (about 66 KiB: it holds the legal
 * moves).  The fields are private. */
typedef struct
{
  /*< private >*/
  LudusThebesState      state;
  guint                 player;
  guint                 n_moves;
  guint                 n_choices;
  LudusThebesTurnChoice choices[LUDUS_THEBES_TURN_MAX_CHOICES];  /* in the order made */
  LudusMove             moves[LUDUS_MAX_MOVES];
} LudusThebesTurn;

/* Starts a turn for the player to move in state (copied). */
void                  ludus_thebes_turn_init                  (LudusThebesTurn        *turn,
                                                               const LudusThebesState *state);
/* Forgets every choice. */
void                  ludus_thebes_turn_reset                 (LudusThebesTurn        *turn);
/* Forgets the last choice still standing; FALSE when there is none. */
gboolean              ludus_thebes_turn_back                  (LudusThebesTurn        *turn);

/* Each choice returns FALSE, changing nothing, when no legal move fits it
 * together with the choices made before it. */
gboolean              ludus_thebes_turn_choose_place          (LudusThebesTurn        *turn,
                                                               LudusThebesPlace        place);
gboolean              ludus_thebes_turn_choose_zeppelin       (LudusThebesTurn        *turn,
                                                               gboolean                use);
gboolean              ludus_thebes_turn_choose_card           (LudusThebesTurn        *turn,
                                                               guint                   display_index);
gboolean              ludus_thebes_turn_choose_exhibition     (LudusThebesTurn        *turn,
                                                               guint                   slot);
gboolean              ludus_thebes_turn_choose_swap           (LudusThebesTurn        *turn);
gboolean              ludus_thebes_turn_choose_rumours        (LudusThebesTurn        *turn,
                                                               guint                   rumours);
gboolean              ludus_thebes_turn_choose_assistant      (LudusThebesTurn        *turn,
                                                               gboolean                discard);
gboolean              ludus_thebes_turn_choose_shovel         (LudusThebesTurn        *turn,
                                                               gboolean                discard);
gboolean              ludus_thebes_turn_choose_dig_weeks      (LudusThebesTurn        *turn,
                                                               guint                   weeks);
/* Ends the player's expedition: replaces every other choice. */
gboolean              ludus_thebes_turn_choose_end            (LudusThebesTurn        *turn);

/* Whether the matching choose function would succeed now. */
gboolean              ludus_thebes_turn_can_choose_place      (const LudusThebesTurn  *turn,
                                                               LudusThebesPlace        place);
gboolean              ludus_thebes_turn_can_choose_zeppelin   (const LudusThebesTurn  *turn,
                                                               gboolean                use);
gboolean              ludus_thebes_turn_can_choose_card       (const LudusThebesTurn  *turn,
                                                               guint                   display_index);
gboolean              ludus_thebes_turn_can_choose_exhibition (const LudusThebesTurn  *turn,
                                                               guint                   slot);
gboolean              ludus_thebes_turn_can_choose_swap       (const LudusThebesTurn  *turn);
gboolean              ludus_thebes_turn_can_choose_rumours    (const LudusThebesTurn  *turn,
                                                               guint                   rumours);
gboolean              ludus_thebes_turn_can_choose_assistant  (const LudusThebesTurn  *turn,
                                                               gboolean                discard);
gboolean              ludus_thebes_turn_can_choose_shovel     (const LudusThebesTurn  *turn,
                                                               gboolean                discard);
gboolean              ludus_thebes_turn_can_choose_dig_weeks  (const LudusThebesTurn  *turn,
                                                               guint                   weeks);
gboolean              ludus_thebes_turn_can_choose_end        (const LudusThebesTurn  *turn);

/* Where the turn stands. */
LudusThebesTurnPrompt ludus_thebes_turn_get_prompt            (const LudusThebesTurn  *turn);
guint                 ludus_thebes_turn_get_player            (const LudusThebesTurn  *turn);
/* The place chosen (or the only one left), LUDUS_THEBES_NONE while open. */
guint                 ludus_thebes_turn_get_place             (const LudusThebesTurn  *turn);
/* Whether the trip is by zeppelin: chosen, or the only way left. */
gboolean              ludus_thebes_turn_get_zeppelin          (const LudusThebesTurn  *turn);
/* The rumours chosen for the dig (or settled by its weeks), G_MAXUINT
 * while that is open. */
guint                 ludus_thebes_turn_get_rumours           (const LudusThebesTurn  *turn);
/* Whether the dig discards the single assistant, shovel: chosen, or the
 * only way left (an open choice keeps the card). */
gboolean              ludus_thebes_turn_get_assistant         (const LudusThebesTurn  *turn);
gboolean              ludus_thebes_turn_get_shovel            (const LudusThebesTurn  *turn);
/* How many legal moves still fit the choices (and those a dig's weeks
 * settle). */
guint                 ludus_thebes_turn_get_n_candidates      (const LudusThebesTurn  *turn);
/* TRUE when one move is built; fills move (may be NULL) with it. */
gboolean              ludus_thebes_turn_is_complete           (const LudusThebesTurn  *turn,
                                                               LudusMove              *move);

/* Costs in weeks. */
/* The trip from the player's place to place: the car taken into account,
 * 0 by zeppelin when the zeppelin is chosen (and the place is elsewhere). */
guint                 ludus_thebes_turn_place_cost            (const LudusThebesTurn  *turn,
                                                               LudusThebesPlace        place);
/* The turn as built so far: the trip to the place (when known) and the
 * chosen action (a card's or exhibition's weeks, the swap's rising cost,
 * the dig's weeks); ending costs every week left.  Once complete, what the
 * move costs in all. */
guint                 ludus_thebes_turn_get_weeks             (const LudusThebesTurn  *turn);
/* At a site: whether the dig spends a special permit (the site's permit
 * is used this year). */
gboolean              ludus_thebes_turn_dig_spends_special    (const LudusThebesTurn  *turn);

/* The dig at the chosen site, with the rumours and assistant chosen (none
 * while open): the knowledge K the time wheel reads, and the tokens each
 * choice of weeks draws (the shovel chosen counted; 0 for no token).  The
 * bag may hold fewer. */
guint                 ludus_thebes_turn_dig_knowledge         (const LudusThebesTurn  *turn);
guint                 ludus_thebes_turn_dig_tokens            (const LudusThebesTurn  *turn,
                                                               guint                   weeks);

/* Why a place, a display card or an exhibition that cannot be chosen is
 * refused, in words naming the rule (translated); NULL when it can be. */
const char           *ludus_thebes_turn_explain_place         (const LudusThebesTurn  *turn,
                                                               LudusThebesPlace        place);
const char           *ludus_thebes_turn_explain_card          (const LudusThebesTurn  *turn,
                                                               guint                   display_index);
const char           *ludus_thebes_turn_explain_exhibition    (const LudusThebesTurn  *turn,
                                                               guint                   slot);

G_END_DECLS
