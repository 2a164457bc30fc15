/* ludus-mykerinos-turn.h: building one Mykerinos move choice by choice
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The turn builder narrows the legal moves of a position by the choices a
 * person has made so far (a patron card, spaces, a Museum room, a parcel,
 * passing), so that a view only asks it what may be chosen next and never
 * decides legality itself.  It knows no rule: every choice is a filter on
 * ludus_mykerinos_rules.legal_moves, accepted only when some legal move
 * passes all the filters, so a half-built move can always be finished.
 *
 * Spaces are a set: the cubes of a B, of Mrs Blackmore or of Colonel
 * Tangerine may be chosen in any order (the move does not record one).
 * Without a patron card chosen, only moves without a patron match: choose
 * the card first to call on its patron.
 */

#pragma once

#include "ludus-mykerinos.h"

G_BEGIN_DECLS

/* What the person is asked to choose next; the view words it. */
typedef enum
{
  LUDUS_MYKERINOS_TURN_PROMPT_NONE,              /* nothing: the game is over */
  LUDUS_MYKERINOS_TURN_PROMPT_ACTION,            /* a space (A, or the first of a B), an untilted card, or pass */
  LUDUS_MYKERINOS_TURN_PROMPT_PASS,              /* passing is all that is left (empty personal stock) */
  LUDUS_MYKERINOS_TURN_PROMPT_VIOLET,            /* Lady Violet chosen: a space (A, or the first of a B) */
  LUDUS_MYKERINOS_TURN_PROMPT_LEMON,             /* Lord Lemon chosen: a pyramid, or two spaces with exactly one pyramid */
  LUDUS_MYKERINOS_TURN_PROMPT_BROWN,             /* Sir Brown chosen: a Museum room */
  LUDUS_MYKERINOS_TURN_PROMPT_BLACKMORE,         /* Mrs Blackmore chosen: the first of two adjacent spaces */
  LUDUS_MYKERINOS_TURN_PROMPT_TANGERINE,         /* Colonel Tangerine chosen: the first of a chain of three */
  LUDUS_MYKERINOS_TURN_PROMPT_NEXT_SPACE,        /* the move needs another space */
  LUDUS_MYKERINOS_TURN_PROMPT_SPACE_OR_CONFIRM,  /* complete with one cube (A), or add a second (B) */
  LUDUS_MYKERINOS_TURN_PROMPT_CONFIRM,           /* complete; nothing can be added */
  LUDUS_MYKERINOS_TURN_PROMPT_NEUTRAL,           /* 2 players: a space for the neutral, or skip */
  LUDUS_MYKERINOS_TURN_PROMPT_SURVEY,            /* a parcel of the area or a Museum room */
  LUDUS_MYKERINOS_TURN_PROMPT_SURVEY_PARCEL,     /* a parcel of the area (no Museum room possible) */
  LUDUS_MYKERINOS_TURN_PROMPT_SURVEY_ROOM,       /* a Museum room (no parcel left) */
  LUDUS_MYKERINOS_TURN_PROMPT_SURVEY_NEUTRAL,    /* the parcel the neutral player takes */
  LUDUS_MYKERINOS_TURN_PROMPT_SURVEY_LEFTOVER,   /* the parcel left, or decline it */
} LudusMykerinosTurnPrompt;

#define LUDUS_MYKERINOS_TURN_MAX_CHOICES 4  /* a patron and three spaces */

/* Plain data: embed it or put it on the stack.  Read it only through the
 * functions below. */
typedef struct
{
  /*< private >*/
  const LudusMykerinosState *state;
  LudusMove          moves[LUDUS_MAX_MOVES];
  guint              n_moves;
  guint8             choice_kind[LUDUS_MYKERINOS_TURN_MAX_CHOICES];
  guint8             choice_value[LUDUS_MYKERINOS_TURN_MAX_CHOICES];
  guint              n_choices;
  /* Worked out after each choice. */
  guint              n_matching;
  int                complete;      /* index into moves, or -1 */
  gboolean           can_continue;
  LudusMykerinosBits spaces;
  guint32            rooms;
  guint8             patrons;
  guint8             parcels;
  gboolean           pass;
} LudusMykerinosTurn;

/* Lists the legal moves of state and forgets every choice.  state must
 * stay unchanged while the turn is used: after a move is played, call
 * init again with the new state. */
void     ludus_mykerinos_turn_init                 (LudusMykerinosTurn        *turn,
                                                    const LudusMykerinosState *state);
/* Forgets every choice (Escape). */
void     ludus_mykerinos_turn_reset                (LudusMykerinosTurn        *turn);
/* Forgets the last choice (Backspace); FALSE if there was none. */
gboolean ludus_mykerinos_turn_back                 (LudusMykerinosTurn        *turn);

/* Each returns FALSE and changes nothing unless the choice is a candidate. */
gboolean ludus_mykerinos_turn_choose_space         (LudusMykerinosTurn        *turn,
                                                    guint                      space);
/* In phase 2, one of the current player's untilted parcel cards (any card
 * of a patron stands for all of them: the rules tilt one); in phase 3, a
 * parcel of the area being surveyed (claim it, or give it to the
 * neutral). */
gboolean ludus_mykerinos_turn_choose_card          (LudusMykerinosTurn        *turn,
                                                    guint                      card);
/* The same by patron (LudusMykerinosPatron) or by parcel (0 or 1 of the
 * area being surveyed). */
gboolean ludus_mykerinos_turn_choose_patron        (LudusMykerinosTurn        *turn,
                                                    guint                      patron);
gboolean ludus_mykerinos_turn_choose_parcel        (LudusMykerinosTurn        *turn,
                                                    guint                      parcel);
/* A Museum room: Sir Brown's (after his card) or a survey booking. */
gboolean ludus_mykerinos_turn_choose_room          (LudusMykerinosTurn        *turn,
                                                    guint                      room);
/* The move that does nothing more: pass (phase 2), no neutral action
 * (2 players), or decline the parcel left (phase 3). */
gboolean ludus_mykerinos_turn_choose_pass          (LudusMykerinosTurn        *turn);

/* Would the choice be accepted now? */
gboolean ludus_mykerinos_turn_space_is_candidate   (const LudusMykerinosTurn  *turn,
                                                    guint                      space);
gboolean ludus_mykerinos_turn_card_is_candidate    (const LudusMykerinosTurn  *turn,
                                                    guint                      card);
gboolean ludus_mykerinos_turn_patron_is_candidate  (const LudusMykerinosTurn  *turn,
                                                    guint                      patron);
gboolean ludus_mykerinos_turn_parcel_is_candidate  (const LudusMykerinosTurn  *turn,
                                                    guint                      parcel);
gboolean ludus_mykerinos_turn_room_is_candidate    (const LudusMykerinosTurn  *turn,
                                                    guint                      room);
gboolean ludus_mykerinos_turn_pass_is_candidate    (const LudusMykerinosTurn  *turn);

/* The choices so far: how many, the patron (or PATRON_NONE), and the
 * spaces in the order chosen (to draw the cubes not yet placed). */
guint    ludus_mykerinos_turn_get_n_choices        (const LudusMykerinosTurn  *turn);
guint    ludus_mykerinos_turn_get_patron           (const LudusMykerinosTurn  *turn);
guint    ludus_mykerinos_turn_get_n_spaces         (const LudusMykerinosTurn  *turn);
guint    ludus_mykerinos_turn_get_space            (const LudusMykerinosTurn  *turn,
                                                    guint                      i);
gboolean ludus_mykerinos_turn_space_is_chosen      (const LudusMykerinosTurn  *turn,
                                                    guint                      space);

/* TRUE when the choices make a whole legal move, stored in move (may be
 * NULL).  A complete A can still grow into a B: see can_continue. */
gboolean ludus_mykerinos_turn_is_complete          (const LudusMykerinosTurn  *turn,
                                                    LudusMove                 *move);
/* TRUE when some legal move adds more choices to these. */
gboolean ludus_mykerinos_turn_can_continue         (const LudusMykerinosTurn  *turn);
/* How many legal moves agree with the choices so far. */
guint    ludus_mykerinos_turn_get_n_moves          (const LudusMykerinosTurn  *turn);
LudusMykerinosTurnPrompt
         ludus_mykerinos_turn_get_prompt           (const LudusMykerinosTurn  *turn);

/* Why a space or a room that is not a candidate cannot be chosen, in
 * words naming the rule (translated); NULL when it can. */
const char *ludus_mykerinos_turn_explain_space (const LudusMykerinosTurn *turn,
                                                guint                     space);
const char *ludus_mykerinos_turn_explain_room  (const LudusMykerinosTurn *turn,
                                                guint                     room);
/* The same for calling on a patron (a LudusMykerinosPatron) with the
 * current player's cards. */
const char *ludus_mykerinos_turn_explain_patron (const LudusMykerinosTurn *turn,
                                                 guint                     patron);

G_END_DECLS
