/* ludus-mykerinos-turn.c: building one Mykerinos move choice by choice
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-mykerinos-turn"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-mykerinos-turn.h"

typedef LudusMykerinosMove Move;
typedef LudusMykerinosTurn Turn;

typedef enum
{
  CHOICE_PATRON = 1,
  CHOICE_SPACE,
  CHOICE_ROOM,
  CHOICE_PARCEL,
  CHOICE_PASS,
} ChoiceKind;

static inline const Move *
move_at (const Turn *turn,
         guint       i)
{
  return (const Move *) &turn->moves[i];
}

static gboolean
places_cubes (const Move *mv)
{
  return mv->kind == LUDUS_MYKERINOS_MOVE_PLACE || mv->kind == LUDUS_MYKERINOS_MOVE_NEUTRAL;
}

static gboolean
has_cell (const Move *mv,
          guint       space)
{
  for (guint i = 0; i < mv->n_cells; i++)
    if (mv->cells[i] == space)
      return TRUE;
  return FALSE;
}

/* The patron a move calls on, or PATRON_NONE. */
static guint
move_patron (const Move *mv)
{
  if (mv->kind == LUDUS_MYKERINOS_MOVE_BROWN)
    return LUDUS_MYKERINOS_BROWN;
  if (mv->kind == LUDUS_MYKERINOS_MOVE_PLACE)
    return mv->patron;
  return LUDUS_MYKERINOS_PATRON_NONE;
}

static gboolean
has_room (const Move *mv)
{
  return mv->kind == LUDUS_MYKERINOS_MOVE_BROWN || mv->kind == LUDUS_MYKERINOS_MOVE_MUSEUM;
}

static gboolean
has_parcel (const Move *mv)
{
  return mv->kind == LUDUS_MYKERINOS_MOVE_CLAIM || mv->kind == LUDUS_MYKERINOS_MOVE_DISCARD;
}

static gboolean
does_nothing (const Move *mv)
{
  return mv->kind == LUDUS_MYKERINOS_MOVE_PASS || mv->kind == LUDUS_MYKERINOS_MOVE_SKIP
         || mv->kind == LUDUS_MYKERINOS_MOVE_DECLINE;
}

static gboolean
choice_fits (const Move *mv,
             guint8      kind,
             guint8      value)
{
  switch (kind)
    {
    case CHOICE_PATRON:
      return move_patron (mv) == value;
    case CHOICE_SPACE:
      return places_cubes (mv) && has_cell (mv, value);
    case CHOICE_ROOM:
      return has_room (mv) && mv->room == value;
    case CHOICE_PARCEL:
      return has_parcel (mv) && mv->parcel == value;
    case CHOICE_PASS:
      return does_nothing (mv);
    default:
      g_assert_not_reached ();
    }
}

/* Does the move agree with every choice so far? */
static gboolean
move_fits (const Turn *turn,
           const Move *mv)
{
  for (guint c = 0; c < turn->n_choices; c++)
    if (!choice_fits (mv, turn->choice_kind[c], turn->choice_value[c]))
      return FALSE;
  return TRUE;
}

/* Do the choices name all of the move (it fits them already)? */
static gboolean
move_covered (const Turn *turn,
              const Move *mv)
{
  guint spaces = 0;
  gboolean room = FALSE, parcel = FALSE, pass = FALSE;

  for (guint c = 0; c < turn->n_choices; c++)
    {
      spaces += turn->choice_kind[c] == CHOICE_SPACE;
      room |= turn->choice_kind[c] == CHOICE_ROOM;
      parcel |= turn->choice_kind[c] == CHOICE_PARCEL;
      pass |= turn->choice_kind[c] == CHOICE_PASS;
    }
  if (places_cubes (mv))
    return spaces == mv->n_cells;
  if (has_room (mv))
    return room;
  if (has_parcel (mv))
    return parcel;
  return pass;
}

static void
update (Turn *turn)
{
  gboolean patron_chosen = ludus_mykerinos_turn_get_patron (turn) != LUDUS_MYKERINOS_PATRON_NONE;

  turn->n_matching = 0;
  turn->complete = -1;
  turn->can_continue = FALSE;
  memset (&turn->spaces, 0, sizeof turn->spaces);
  turn->rooms = 0;
  turn->patrons = 0;
  turn->parcels = 0;
  turn->pass = FALSE;

  for (guint i = 0; i < turn->n_moves; i++)
    {
      const Move *mv = move_at (turn, i);

      if (!move_fits (turn, mv))
        continue;
      /* Without a patron chosen only moves without one agree; a patron
       * card is the first choice of a turn that calls on one. */
      if (!patron_chosen && move_patron (mv) != LUDUS_MYKERINOS_PATRON_NONE)
        {
          if (turn->n_choices == 0)
            turn->patrons |= 1 << move_patron (mv);
          continue;
        }

      turn->n_matching++;
      if (move_covered (turn, mv))
        {
          g_assert (turn->complete < 0);  /* moves are listed once */
          turn->complete = i;
          continue;
        }
      turn->can_continue = TRUE;
      if (places_cubes (mv))
        {
          for (guint k = 0; k < mv->n_cells; k++)
            if (!ludus_mykerinos_turn_space_is_chosen (turn, mv->cells[k]))
              turn->spaces.w[mv->cells[k] / 64] |= G_GUINT64_CONSTANT (1) << (mv->cells[k] % 64);
        }
      else if (has_room (mv))
        turn->rooms |= 1u << mv->room;
      else if (has_parcel (mv))
        turn->parcels |= 1 << mv->parcel;
      else
        turn->pass = TRUE;
    }
}

void
ludus_mykerinos_turn_init (Turn                      *turn,
                           const LudusMykerinosState *state)
{
  g_return_if_fail (turn != NULL);
  g_return_if_fail (state != NULL);

  turn->state = state;
  turn->n_moves = ludus_mykerinos_rules.legal_moves (state, turn->moves);
  turn->n_choices = 0;
  update (turn);
}

void
ludus_mykerinos_turn_reset (Turn *turn)
{
  g_return_if_fail (turn != NULL);

  turn->n_choices = 0;
  update (turn);
}

gboolean
ludus_mykerinos_turn_back (Turn *turn)
{
  g_return_val_if_fail (turn != NULL, FALSE);

  if (turn->n_choices == 0)
    return FALSE;
  turn->n_choices--;
  update (turn);
  return TRUE;
}

static gboolean
choose (Turn     *turn,
        guint8    kind,
        guint8    value,
        gboolean  candidate)
{
  if (!candidate)
    return FALSE;
  g_assert (turn->n_choices < LUDUS_MYKERINOS_TURN_MAX_CHOICES);
  turn->choice_kind[turn->n_choices] = kind;
  turn->choice_value[turn->n_choices] = value;
  turn->n_choices++;
  update (turn);
  return TRUE;
}

gboolean
ludus_mykerinos_turn_space_is_candidate (const Turn *turn,
                                         guint       space)
{
  g_return_val_if_fail (turn != NULL, FALSE);

  return space < LUDUS_MYKERINOS_MAX_SPACES
         && (turn->spaces.w[space / 64] >> (space % 64)) & 1;
}

gboolean
ludus_mykerinos_turn_patron_is_candidate (const Turn *turn,
                                          guint       patron)
{
  g_return_val_if_fail (turn != NULL, FALSE);

  return patron < LUDUS_MYKERINOS_N_PATRONS && (turn->patrons >> patron) & 1;
}

gboolean
ludus_mykerinos_turn_parcel_is_candidate (const Turn *turn,
                                          guint       parcel)
{
  g_return_val_if_fail (turn != NULL, FALSE);

  return parcel < 2 && (turn->parcels >> parcel) & 1;
}

gboolean
ludus_mykerinos_turn_room_is_candidate (const Turn *turn,
                                        guint       room)
{
  g_return_val_if_fail (turn != NULL, FALSE);

  return room < LUDUS_MYKERINOS_N_ROOMS && (turn->rooms >> room) & 1;
}

gboolean
ludus_mykerinos_turn_pass_is_candidate (const Turn *turn)
{
  g_return_val_if_fail (turn != NULL, FALSE);

  return turn->pass;
}

/* What choosing card means now: a patron in phase 2, a parcel in phase 3;
 * FALSE if neither. */
static gboolean
card_meaning (const Turn *turn,
              guint       card,
              guint8     *kind,
              guint8     *value)
{
  const LudusMykerinosState *s = turn->state;

  if (card >= s->content->n_cards)
    return FALSE;
  if (s->phase == LUDUS_MYKERINOS_PHASE_SURVEY)
    {
      const LudusMykerinosSeason *season = ludus_mykerinos_state_season (s);

      for (guint k = 0; k < 2; k++)
        if (ludus_mykerinos_state_slot_card (s, season->areas[s->survey_area][k]) == (int) card)
          {
            *kind = CHOICE_PARCEL;
            *value = k;
            return TRUE;
          }
      return FALSE;
    }
  /* Owned by the current player and untilted (no TILTED flag). */
  if (s->card_owner[card] != s->current
      || s->content->cards[card].patron == LUDUS_MYKERINOS_PATRON_NONE)
    return FALSE;
  *kind = CHOICE_PATRON;
  *value = s->content->cards[card].patron;
  return TRUE;
}

gboolean
ludus_mykerinos_turn_card_is_candidate (const Turn *turn,
                                        guint       card)
{
  guint8 kind, value;

  g_return_val_if_fail (turn != NULL, FALSE);

  if (!card_meaning (turn, card, &kind, &value))
    return FALSE;
  return kind == CHOICE_PATRON ? ludus_mykerinos_turn_patron_is_candidate (turn, value)
                               : ludus_mykerinos_turn_parcel_is_candidate (turn, value);
}

gboolean
ludus_mykerinos_turn_choose_space (Turn  *turn,
                                   guint  space)
{
  g_return_val_if_fail (turn != NULL, FALSE);

  return choose (turn, CHOICE_SPACE, space,
                 ludus_mykerinos_turn_space_is_candidate (turn, space));
}

gboolean
ludus_mykerinos_turn_choose_card (Turn  *turn,
                                  guint  card)
{
  guint8 kind, value;

  g_return_val_if_fail (turn != NULL, FALSE);

  if (!card_meaning (turn, card, &kind, &value))
    return FALSE;
  return choose (turn, kind, value, ludus_mykerinos_turn_card_is_candidate (turn, card));
}

gboolean
ludus_mykerinos_turn_choose_patron (Turn  *turn,
                                    guint  patron)
{
  g_return_val_if_fail (turn != NULL, FALSE);

  return choose (turn, CHOICE_PATRON, patron,
                 ludus_mykerinos_turn_patron_is_candidate (turn, patron));
}

gboolean
ludus_mykerinos_turn_choose_parcel (Turn  *turn,
                                    guint  parcel)
{
  g_return_val_if_fail (turn != NULL, FALSE);

  return choose (turn, CHOICE_PARCEL, parcel,
                 ludus_mykerinos_turn_parcel_is_candidate (turn, parcel));
}

gboolean
ludus_mykerinos_turn_choose_room (Turn  *turn,
                                  guint  room)
{
  g_return_val_if_fail (turn != NULL, FALSE);

  return choose (turn, CHOICE_ROOM, room, ludus_mykerinos_turn_room_is_candidate (turn, room));
}

gboolean
ludus_mykerinos_turn_choose_pass (Turn *turn)
{
  g_return_val_if_fail (turn != NULL, FALSE);

  return choose (turn, CHOICE_PASS, 0, turn->pass);
}

guint
ludus_mykerinos_turn_get_n_choices (const Turn *turn)
{
  g_return_val_if_fail (turn != NULL, 0);

  return turn->n_choices;
}

guint
ludus_mykerinos_turn_get_patron (const Turn *turn)
{
  g_return_val_if_fail (turn != NULL, LUDUS_MYKERINOS_PATRON_NONE);

  for (guint c = 0; c < turn->n_choices; c++)
    if (turn->choice_kind[c] == CHOICE_PATRON)
      return turn->choice_value[c];
  return LUDUS_MYKERINOS_PATRON_NONE;
}

guint
ludus_mykerinos_turn_get_n_spaces (const Turn *turn)
{
  guint n = 0;

  g_return_val_if_fail (turn != NULL, 0);

  for (guint c = 0; c < turn->n_choices; c++)
    n += turn->choice_kind[c] == CHOICE_SPACE;
  return n;
}

guint
ludus_mykerinos_turn_get_space (const Turn *turn,
                                guint       i)
{
  g_return_val_if_fail (turn != NULL, 0);

  for (guint c = 0; c < turn->n_choices; c++)
    if (turn->choice_kind[c] == CHOICE_SPACE && i-- == 0)
      return turn->choice_value[c];
  g_return_val_if_reached (0);
}

gboolean
ludus_mykerinos_turn_space_is_chosen (const Turn *turn,
                                      guint       space)
{
  g_return_val_if_fail (turn != NULL, FALSE);

  for (guint c = 0; c < turn->n_choices; c++)
    if (turn->choice_kind[c] == CHOICE_SPACE && turn->choice_value[c] == space)
      return TRUE;
  return FALSE;
}

gboolean
ludus_mykerinos_turn_is_complete (const Turn *turn,
                                  LudusMove  *move)
{
  g_return_val_if_fail (turn != NULL, FALSE);

  if (turn->complete < 0)
    return FALSE;
  if (move != NULL)
    *move = turn->moves[turn->complete];
  return TRUE;
}

gboolean
ludus_mykerinos_turn_can_continue (const Turn *turn)
{
  g_return_val_if_fail (turn != NULL, FALSE);

  return turn->can_continue;
}

guint
ludus_mykerinos_turn_get_n_moves (const Turn *turn)
{
  g_return_val_if_fail (turn != NULL, 0);

  return turn->n_matching;
}

LudusMykerinosTurnPrompt
ludus_mykerinos_turn_get_prompt (const Turn *turn)
{
  static const LudusMykerinosTurnPrompt patron_prompts[LUDUS_MYKERINOS_N_PATRONS] = {
    [LUDUS_MYKERINOS_VIOLET] = LUDUS_MYKERINOS_TURN_PROMPT_VIOLET,
    [LUDUS_MYKERINOS_LEMON] = LUDUS_MYKERINOS_TURN_PROMPT_LEMON,
    [LUDUS_MYKERINOS_BROWN] = LUDUS_MYKERINOS_TURN_PROMPT_BROWN,
    [LUDUS_MYKERINOS_BLACKMORE] = LUDUS_MYKERINOS_TURN_PROMPT_BLACKMORE,
    [LUDUS_MYKERINOS_TANGERINE] = LUDUS_MYKERINOS_TURN_PROMPT_TANGERINE,
  };
  const LudusMykerinosState *s;

  g_return_val_if_fail (turn != NULL, LUDUS_MYKERINOS_TURN_PROMPT_NONE);

  s = turn->state;
  if (turn->n_moves == 0)
    return LUDUS_MYKERINOS_TURN_PROMPT_NONE;

  if (turn->n_choices == 0)
    switch (s->phase)
      {
      case LUDUS_MYKERINOS_PHASE_EXCAVATION:
        return turn->n_moves == 1 ? LUDUS_MYKERINOS_TURN_PROMPT_PASS
                                  : LUDUS_MYKERINOS_TURN_PROMPT_ACTION;
      case LUDUS_MYKERINOS_PHASE_NEUTRAL:
        return LUDUS_MYKERINOS_TURN_PROMPT_NEUTRAL;
      case LUDUS_MYKERINOS_PHASE_SURVEY:
        if (s->survey_choice == LUDUS_MYKERINOS_CHOICE_NEUTRAL)
          return LUDUS_MYKERINOS_TURN_PROMPT_SURVEY_NEUTRAL;
        if (s->survey_choice == LUDUS_MYKERINOS_CHOICE_LEFTOVER)
          return LUDUS_MYKERINOS_TURN_PROMPT_SURVEY_LEFTOVER;
        if (turn->rooms == 0)
          return LUDUS_MYKERINOS_TURN_PROMPT_SURVEY_PARCEL;
        if (turn->parcels == 0)
          return LUDUS_MYKERINOS_TURN_PROMPT_SURVEY_ROOM;
        return LUDUS_MYKERINOS_TURN_PROMPT_SURVEY;
      default:
        return LUDUS_MYKERINOS_TURN_PROMPT_NONE;
      }

  if (turn->n_choices == 1 && turn->choice_kind[0] == CHOICE_PATRON)
    return patron_prompts[turn->choice_value[0]];
  if (turn->complete >= 0)
    return turn->can_continue ? LUDUS_MYKERINOS_TURN_PROMPT_SPACE_OR_CONFIRM
                              : LUDUS_MYKERINOS_TURN_PROMPT_CONFIRM;
  return LUDUS_MYKERINOS_TURN_PROMPT_NEXT_SPACE;
}

/* ---- why a choice is not offered ------------------------------------------ */

static gboolean
in_bits (const LudusMykerinosBits *bits,
         guint                     space)
{
  return (bits->w[space / 64] >> (space % 64)) & 1;
}

/* The spaces chosen so far, in order; returns how many. */
static guint
chosen_spaces (const Turn *turn,
               guint8     *spaces)
{
  guint n = 0;

  for (guint i = 0; i < turn->n_choices; i++)
    if (turn->choice_kind[i] == CHOICE_SPACE)
      spaces[n++] = turn->choice_value[i];
  return n;
}

/* Is space next to a cube of colour? */
static gboolean
next_to_colour (const LudusMykerinosState *s,
                guint                      colour,
                guint                      space)
{
  const LudusMykerinosSeason *season = ludus_mykerinos_state_season (s);

  for (guint i = 0; i < season->n_adjacent[space]; i++)
    if (ludus_mykerinos_state_cube (s, season->adjacent[space][i]) == colour + 1)
      return TRUE;
  return FALSE;
}

const char *
ludus_mykerinos_turn_explain_space (const Turn *turn,
                                    guint       space)
{
  const LudusMykerinosState *s;
  const LudusMykerinosSeason *season;
  guint8 chosen[LUDUS_MYKERINOS_TURN_MAX_CHOICES];
  guint n_chosen, patron;

  g_return_val_if_fail (turn != NULL, NULL);

  if (ludus_mykerinos_turn_space_is_candidate (turn, space))
    return NULL;
  s = turn->state;
  season = ludus_mykerinos_state_season (s);
  if (turn->n_moves == 0 || space >= season->n_slots * 6u)
    return _("Nothing can be played there now.");

  if (s->phase == LUDUS_MYKERINOS_PHASE_SURVEY)
    {
      for (guint k = 0; k < 2; k++)
        if (season->areas[s->survey_area][k] == space / 6)
          return ludus_mykerinos_turn_parcel_is_candidate (turn, k)
                 ? NULL
                 : _("That parcel has already been claimed.");
      return _("The survey takes the areas one at a time: only the parcels of the area being surveyed can be claimed now.");
    }

  patron = ludus_mykerinos_turn_get_patron (turn);
  if (s->phase == LUDUS_MYKERINOS_PHASE_EXCAVATION && turn->n_moves == 1 && turn->pass)
    return _("Your personal stock is empty: all you can do is pass.");
  if (patron == LUDUS_MYKERINOS_BROWN)
    return _("Sir Brown puts a cube in the Museum: choose a room.");
  if (ludus_mykerinos_state_cube (s, space) != 0)
    return _("That space is taken: a cube is already there.");
  n_chosen = chosen_spaces (turn, chosen);
  if (ludus_mykerinos_state_pyramid (s, space))
    {
      if (patron != LUDUS_MYKERINOS_LEMON)
        return _("A pyramid stands there: only Lord Lemon’s power lets a cube go on a pyramid.");
      for (guint i = 0; i < n_chosen; i++)
        if (ludus_mykerinos_state_pyramid (s, chosen[i]))
          return _("Lord Lemon lets exactly one cube of the move go on a pyramid.");
    }
  if (n_chosen > 0 && !in_bits (&season->adjacent_bits[chosen[n_chosen - 1]], space))
    return _("The next cube goes on a free space next to the one chosen before.");
  if (n_chosen == 0 && patron == LUDUS_MYKERINOS_TANGERINE
      && !next_to_colour (s, s->current, space))
    return _("Colonel Tangerine’s chain starts next to one of your cubes.");
  if (patron == LUDUS_MYKERINOS_LEMON)
    return _("Lord Lemon: one cube of the move goes on a pyramid, the other next to it.");
  if (patron == LUDUS_MYKERINOS_BLACKMORE)
    return _("Mrs Blackmore needs two free spaces side by side, without pyramids.");
  return _("No cube can go there with the choices made so far.");
}

const char *
ludus_mykerinos_turn_explain_room (const Turn *turn,
                                   guint       room)
{
  const LudusMykerinosState *s;
  guint colour;

  g_return_val_if_fail (turn != NULL, NULL);

  if (ludus_mykerinos_turn_room_is_candidate (turn, room))
    return NULL;
  s = turn->state;
  if (turn->n_moves == 0 || room >= LUDUS_MYKERINOS_N_ROOMS)
    return _("Nothing can be played there now.");
  if (s->museum[room] != 0)
    return _("That room is taken: each room holds one cube.");
  if (s->phase == LUDUS_MYKERINOS_PHASE_SURVEY)
    {
      if (s->survey_choice != LUDUS_MYKERINOS_CHOICE_OWN)
        return _("Only the first and second players of an area may book a Museum room.");
      if (s->general[s->current] == 0)
        return _("A booking takes a cube from the general stock, and none of your colour is left there.");
    }
  else if (s->phase != LUDUS_MYKERINOS_PHASE_EXCAVATION
           || ludus_mykerinos_turn_get_patron (turn) != LUDUS_MYKERINOS_BROWN)
    return _("Cubes go into the Museum by Sir Brown’s power or by a booking in a survey.");
  colour = s->current;
  if (!ludus_mykerinos_room_allowed (s, colour, room))
    return _("The Museum’s doors: a room worth 5 is open only to a player who holds its wing’s room worth 3 "
             "or a corridor beside it.");
  return _("That room cannot be chosen now.");
}

const char *
ludus_mykerinos_turn_explain_patron (const Turn *turn,
                                     guint       patron)
{
  const LudusMykerinosState *s;
  gboolean upright = FALSE, tilted = FALSE;

  g_return_val_if_fail (turn != NULL, NULL);

  if (ludus_mykerinos_turn_patron_is_candidate (turn, patron))
    return NULL;
  s = turn->state;
  if (turn->n_moves == 0 || patron >= LUDUS_MYKERINOS_N_PATRONS)
    return _("Nothing can be played there now.");
  if (s->phase == LUDUS_MYKERINOS_PHASE_NEUTRAL)
    return _("Patrons never act for the neutral player.");
  if (s->phase != LUDUS_MYKERINOS_PHASE_EXCAVATION)
    return _("Patrons help in the excavation only, in place of a turn’s action.");
  if (turn->n_choices > 0)
    return _("Call on a patron first, then place: press Escape to start the turn again.");

  for (guint i = 0; i < s->content->n_cards; i++)
    if (s->content->cards[i].patron == patron &&
        (s->card_owner[i] & ~LUDUS_MYKERINOS_CARD_TILTED) == s->current &&
        s->card_owner[i] < LUDUS_MYKERINOS_CARD_DISCARDED)
      {
        if ((s->card_owner[i] & LUDUS_MYKERINOS_CARD_TILTED) != 0)
          tilted = TRUE;
        else
          upright = TRUE;
      }
  if (s->usable[s->current][patron] == 0)
    {
      if (upright)
        return _("A parcel claimed this season gives its patron’s power from the next season.");
      if (tilted)
        return _("Each of these cards is tilted: it can be used again next season.");
      return _("You hold no parcel of this patron.");
    }
  if (s->stock[s->current] == 0)
    return _("Your personal stock is empty: all you can do is pass.");
  if (patron == LUDUS_MYKERINOS_VIOLET && s->general[s->current] == 0)
    return _("Lady Violet takes a cube of your colour from the general stock, and none is left there.");
  return _("This power has nowhere to place its cubes in the region now.");
}
