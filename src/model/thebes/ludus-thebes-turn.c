/* ludus-thebes-turn.c: building a Thebes turn choice by choice
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-thebes-turn"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-thebes-turn.h"

/* The kinds of choice; a turn holds at most one of each.  An action's
 * value is (action << 4) | slot or weeks. */
typedef enum
{
  CHOICE_PLACE,
  CHOICE_ZEPPELIN,
  CHOICE_ACTION,
  CHOICE_RUMOURS,
  CHOICE_ASSISTANT,
  CHOICE_SHOVEL,
  N_CHOICE_KINDS
} ChoiceKind;

G_STATIC_ASSERT (N_CHOICE_KINDS <= LUDUS_THEBES_TURN_MAX_CHOICES);
G_STATIC_ASSERT (LUDUS_THEBES_WHEEL_SIZE < 16 && LUDUS_THEBES_DISPLAY_SIZE < 16);

#define ACTION_VALUE(action, arg) ((guint8) (((action) << 4) | (arg)))
#define END_VALUE                 ACTION_VALUE (LUDUS_THEBES_ACTION_END, 0)

static inline const LudusThebesMove *
move_at (const LudusThebesTurn *turn,
         guint                  i)
{
  return (const LudusThebesMove *) turn->moves[i].bytes;
}

static gboolean
matches (const LudusThebesMove *m,
         guint                  kind,
         guint                  value)
{
  switch (kind)
    {
    case CHOICE_PLACE:
      return m->action != LUDUS_THEBES_ACTION_END && m->dest == value;
    case CHOICE_ZEPPELIN:
      return m->action != LUDUS_THEBES_ACTION_END && m->zeppelin == value;
    case CHOICE_ACTION:
      if (m->action != value >> 4)
        return FALSE;
      switch (m->action)
        {
        case LUDUS_THEBES_ACTION_CARD:
        case LUDUS_THEBES_ACTION_EXHIBITION:
          return m->slot == (value & 0x0f);
        case LUDUS_THEBES_ACTION_DIG:
          return m->weeks == (value & 0x0f);
        default:
          return TRUE;
        }
    case CHOICE_RUMOURS:
      return m->action == LUDUS_THEBES_ACTION_DIG && m->rumours == value;
    case CHOICE_ASSISTANT:
      return m->action == LUDUS_THEBES_ACTION_DIG && m->assistant == value;
    case CHOICE_SHOVEL:
      return m->action == LUDUS_THEBES_ACTION_DIG && m->shovel == value;
    default:
      g_assert_not_reached ();
      return FALSE;
    }
}

static gboolean
fits (const LudusThebesMove       *m,
      const LudusThebesTurnChoice *choices,
      guint                        n_choices)
{
  for (guint c = 0; c < n_choices; c++)
    if (!matches (m, choices[c].kind, choices[c].value))
      return FALSE;
  return TRUE;
}

static gboolean
any_fits (const LudusThebesTurn       *turn,
          const LudusThebesTurnChoice *choices,
          guint                        n_choices)
{
  for (guint i = 0; i < turn->n_moves; i++)
    if (fits (move_at (turn, i), choices, n_choices))
      return TRUE;
  return FALSE;
}

static gint
find_choice (const LudusThebesTurn *turn,
             guint                  kind)
{
  for (guint c = 0; c < turn->n_choices; c++)
    if (turn->choices[c].kind == kind)
      return c;
  return -1;
}

static gboolean
has_end (const LudusThebesTurn *turn)
{
  return turn->n_choices == 1 && turn->choices[0].kind == CHOICE_ACTION && turn->choices[0].value == END_VALUE;
}

/* Works out the choices that making (kind, value) leaves: those before a
 * choice of the same kind, the new one, then the later ones that still
 * fit.  Ending replaces everything; any other choice replaces an end.
 * Returns how many, 0 when the new choice fits no legal move. */
static guint
make_choice (const LudusThebesTurn *turn,
             guint                  kind,
             guint                  value,
             LudusThebesTurnChoice *out)
{
  gint at = find_choice (turn, kind);
  guint n = 0;

  if ((kind == CHOICE_ACTION && value == END_VALUE) || has_end (turn))
    at = 0;
  else if (at < 0)
    at = turn->n_choices;

  for (gint c = 0; c < at; c++)
    out[n++] = turn->choices[c];
  out[n].kind = kind;
  out[n++].value = value;
  if (!any_fits (turn, out, n))
    return 0;
  if (kind == CHOICE_ACTION && value == END_VALUE)
    return n;
  for (guint c = at + 1; c < turn->n_choices; c++)
    {
      out[n] = turn->choices[c];
      if (any_fits (turn, out, n + 1))
        n++;
    }
  return n;
}

static gboolean
can_choose (const LudusThebesTurn *turn,
            guint                  kind,
            guint                  value)
{
  LudusThebesTurnChoice choices[LUDUS_THEBES_TURN_MAX_CHOICES];

  return make_choice (turn, kind, value, choices) > 0;
}

static gboolean
choose (LudusThebesTurn *turn,
        guint            kind,
        guint            value)
{
  LudusThebesTurnChoice choices[LUDUS_THEBES_TURN_MAX_CHOICES];
  guint n = make_choice (turn, kind, value, choices);

  if (n == 0)
    return FALSE;
  memcpy (turn->choices, choices, sizeof choices[0] * n);
  turn->n_choices = n;
  return TRUE;
}

/* The smallest and largest value of a field over the moves that fit the
 * choices (digs only, for a dig's discards; no end, for the trip); FALSE
 * when no such move is left. */
static gboolean
range_under (const LudusThebesTurn       *turn,
             const LudusThebesTurnChoice *choices,
             guint                        n_choices,
             guint                        kind,
             guint                       *min,
             guint                       *max)
{
  gboolean found = FALSE;

  for (guint i = 0; i < turn->n_moves; i++)
    {
      const LudusThebesMove *m = move_at (turn, i);
      guint v;

      if (m->action == LUDUS_THEBES_ACTION_END ||
          (m->action != LUDUS_THEBES_ACTION_DIG && kind >= CHOICE_RUMOURS) ||
          !fits (m, choices, n_choices))
        continue;
      switch (kind)
        {
        case CHOICE_PLACE:
          v = m->dest;
          break;
        case CHOICE_ZEPPELIN:
          v = m->zeppelin;
          break;
        case CHOICE_RUMOURS:
          v = m->rumours;
          break;
        case CHOICE_ASSISTANT:
          v = m->assistant;
          break;
        case CHOICE_SHOVEL:
          v = m->shovel;
          break;
        default:
          g_assert_not_reached ();
          return FALSE;
        }
      if (!found || v < *min)
        *min = v;
      if (!found || v > *max)
        *max = v;
      found = TRUE;
    }
  return found;
}

static gboolean
field_range (const LudusThebesTurn *turn,
             guint                  kind,
             guint                 *min,
             guint                 *max)
{
  return range_under (turn, turn->choices, turn->n_choices, kind, min, max);
}

/* Whether the weeks of a dig are chosen. */
static gboolean
dig_weeks_chosen (const LudusThebesTurn *turn)
{
  gint at = find_choice (turn, CHOICE_ACTION);

  return at >= 0 && turn->choices[at].value >> 4 == LUDUS_THEBES_ACTION_DIG;
}

/* The choices made and, once a dig's weeks are chosen, its rumours,
 * assistant and shovel still open settled one by one at their smallest:
 * the dig the wheel showed (an unticked box keeps the card), ready to
 * confirm.  Settled apart from the choices, so any can still be made. */
static guint
settled_choices (const LudusThebesTurn *turn,
                 LudusThebesTurnChoice *out)
{
  guint n = turn->n_choices;

  memcpy (out, turn->choices, sizeof out[0] * n);
  if (!dig_weeks_chosen (turn))
    return n;
  for (guint kind = CHOICE_RUMOURS; kind <= CHOICE_SHOVEL; kind++)
    {
      guint min = 0, max = 0;

      if (find_choice (turn, kind) < 0 && range_under (turn, out, n, kind, &min, &max))
        {
          out[n].kind = kind;
          out[n++].value = min;
        }
    }
  return n;
}

/* Whether a field no longer needs a choice: made, or (for all but the
 * place and the action) every move left agrees on it.  The place is
 * settled too once a choice has ruled out ending and one place is left. */
static gboolean
is_decided (const LudusThebesTurn *turn,
            guint                  kind)
{
  guint min = 0, max = 0;

  if (find_choice (turn, kind) >= 0)
    return TRUE;
  if (kind == CHOICE_ACTION)
    return FALSE;
  if (kind == CHOICE_PLACE && turn->n_choices == 0)
    return FALSE;
  return !field_range (turn, kind, &min, &max) || min == max;
}

/* A field's value: the choice made or settled, else the smallest left
 * (spending no more than the moves left need); 0 when nothing is left. */
static guint
field_value (const LudusThebesTurn *turn,
             guint                  kind)
{
  LudusThebesTurnChoice settled[LUDUS_THEBES_TURN_MAX_CHOICES];
  guint n = settled_choices (turn, settled);
  guint min = 0, max = 0;

  for (guint c = 0; c < n; c++)
    if (settled[c].kind == kind)
      return settled[c].value;
  return field_range (turn, kind, &min, &max) ? min : 0;
}

void
ludus_thebes_turn_init (LudusThebesTurn        *turn,
                        const LudusThebesState *state)
{
  g_return_if_fail (turn != NULL && state != NULL);

  turn->state = *state;
  turn->n_moves = ludus_thebes_rules.legal_moves (&turn->state, turn->moves);
  turn->player = ludus_thebes_rules.current_player (&turn->state);
  turn->n_choices = 0;
}

void
ludus_thebes_turn_reset (LudusThebesTurn *turn)
{
  g_return_if_fail (turn != NULL);
  turn->n_choices = 0;
}

gboolean
ludus_thebes_turn_back (LudusThebesTurn *turn)
{
  g_return_val_if_fail (turn != NULL, FALSE);

  if (turn->n_choices == 0)
    return FALSE;
  turn->n_choices--;
  return TRUE;
}

gboolean
ludus_thebes_turn_choose_place (LudusThebesTurn  *turn,
                                LudusThebesPlace  place)
{
  g_return_val_if_fail (turn != NULL, FALSE);
  return place < LUDUS_THEBES_N_PLACES && choose (turn, CHOICE_PLACE, place);
}

gboolean
ludus_thebes_turn_choose_zeppelin (LudusThebesTurn *turn,
                                   gboolean         use)
{
  g_return_val_if_fail (turn != NULL, FALSE);
  return choose (turn, CHOICE_ZEPPELIN, !!use);
}

gboolean
ludus_thebes_turn_choose_card (LudusThebesTurn *turn,
                               guint            display_index)
{
  g_return_val_if_fail (turn != NULL, FALSE);
  return display_index < LUDUS_THEBES_DISPLAY_SIZE &&
         choose (turn, CHOICE_ACTION, ACTION_VALUE (LUDUS_THEBES_ACTION_CARD, display_index));
}

gboolean
ludus_thebes_turn_choose_exhibition (LudusThebesTurn *turn,
                                     guint            slot)
{
  g_return_val_if_fail (turn != NULL, FALSE);
  return slot < LUDUS_THEBES_N_SLOTS &&
         choose (turn, CHOICE_ACTION, ACTION_VALUE (LUDUS_THEBES_ACTION_EXHIBITION, slot));
}

gboolean
ludus_thebes_turn_choose_swap (LudusThebesTurn *turn)
{
  g_return_val_if_fail (turn != NULL, FALSE);
  return choose (turn, CHOICE_ACTION, ACTION_VALUE (LUDUS_THEBES_ACTION_SWAP, 0));
}

gboolean
ludus_thebes_turn_choose_rumours (LudusThebesTurn *turn,
                                  guint            rumours)
{
  g_return_val_if_fail (turn != NULL, FALSE);
  return rumours <= G_MAXUINT8 && choose (turn, CHOICE_RUMOURS, rumours);
}

gboolean
ludus_thebes_turn_choose_assistant (LudusThebesTurn *turn,
                                    gboolean         discard)
{
  g_return_val_if_fail (turn != NULL, FALSE);
  return choose (turn, CHOICE_ASSISTANT, !!discard);
}

gboolean
ludus_thebes_turn_choose_shovel (LudusThebesTurn *turn,
                                 gboolean         discard)
{
  g_return_val_if_fail (turn != NULL, FALSE);
  return choose (turn, CHOICE_SHOVEL, !!discard);
}

gboolean
ludus_thebes_turn_choose_dig_weeks (LudusThebesTurn *turn,
                                    guint            weeks)
{
  g_return_val_if_fail (turn != NULL, FALSE);
  return weeks >= 1 && weeks <= LUDUS_THEBES_WHEEL_SIZE &&
         choose (turn, CHOICE_ACTION, ACTION_VALUE (LUDUS_THEBES_ACTION_DIG, weeks));
}

gboolean
ludus_thebes_turn_choose_end (LudusThebesTurn *turn)
{
  g_return_val_if_fail (turn != NULL, FALSE);
  return choose (turn, CHOICE_ACTION, END_VALUE);
}

gboolean
ludus_thebes_turn_can_choose_place (const LudusThebesTurn *turn,
                                    LudusThebesPlace       place)
{
  g_return_val_if_fail (turn != NULL, FALSE);
  return place < LUDUS_THEBES_N_PLACES && can_choose (turn, CHOICE_PLACE, place);
}

gboolean
ludus_thebes_turn_can_choose_zeppelin (const LudusThebesTurn *turn,
                                       gboolean               use)
{
  g_return_val_if_fail (turn != NULL, FALSE);
  return can_choose (turn, CHOICE_ZEPPELIN, !!use);
}

gboolean
ludus_thebes_turn_can_choose_card (const LudusThebesTurn *turn,
                                   guint                  display_index)
{
  g_return_val_if_fail (turn != NULL, FALSE);
  return display_index < LUDUS_THEBES_DISPLAY_SIZE &&
         can_choose (turn, CHOICE_ACTION, ACTION_VALUE (LUDUS_THEBES_ACTION_CARD, display_index));
}

gboolean
ludus_thebes_turn_can_choose_exhibition (const LudusThebesTurn *turn,
                                         guint                  slot)
{
  g_return_val_if_fail (turn != NULL, FALSE);
  return slot < LUDUS_THEBES_N_SLOTS &&
         can_choose (turn, CHOICE_ACTION, ACTION_VALUE (LUDUS_THEBES_ACTION_EXHIBITION, slot));
}

gboolean
ludus_thebes_turn_can_choose_swap (const LudusThebesTurn *turn)
{
  g_return_val_if_fail (turn != NULL, FALSE);
  return can_choose (turn, CHOICE_ACTION, ACTION_VALUE (LUDUS_THEBES_ACTION_SWAP, 0));
}

gboolean
ludus_thebes_turn_can_choose_rumours (const LudusThebesTurn *turn,
                                      guint                  rumours)
{
  g_return_val_if_fail (turn != NULL, FALSE);
  return rumours <= G_MAXUINT8 && can_choose (turn, CHOICE_RUMOURS, rumours);
}

gboolean
ludus_thebes_turn_can_choose_assistant (const LudusThebesTurn *turn,
                                        gboolean               discard)
{
  g_return_val_if_fail (turn != NULL, FALSE);
  return can_choose (turn, CHOICE_ASSISTANT, !!discard);
}

gboolean
ludus_thebes_turn_can_choose_shovel (const LudusThebesTurn *turn,
                                     gboolean               discard)
{
  g_return_val_if_fail (turn != NULL, FALSE);
  return can_choose (turn, CHOICE_SHOVEL, !!discard);
}

gboolean
ludus_thebes_turn_can_choose_dig_weeks (const LudusThebesTurn *turn,
                                        guint                  weeks)
{
  g_return_val_if_fail (turn != NULL, FALSE);
  return weeks >= 1 && weeks <= LUDUS_THEBES_WHEEL_SIZE &&
         can_choose (turn, CHOICE_ACTION, ACTION_VALUE (LUDUS_THEBES_ACTION_DIG, weeks));
}

gboolean
ludus_thebes_turn_can_choose_end (const LudusThebesTurn *turn)
{
  g_return_val_if_fail (turn != NULL, FALSE);
  return can_choose (turn, CHOICE_ACTION, END_VALUE);
}

LudusThebesTurnPrompt
ludus_thebes_turn_get_prompt (const LudusThebesTurn *turn)
{
  static const struct { guint kind; LudusThebesTurnPrompt prompt; } dig_fields[] = {
    { CHOICE_RUMOURS, LUDUS_THEBES_TURN_PROMPT_RUMOURS },
    { CHOICE_ASSISTANT, LUDUS_THEBES_TURN_PROMPT_ASSISTANT },
    { CHOICE_SHOVEL, LUDUS_THEBES_TURN_PROMPT_SHOVEL },
  };

  g_return_val_if_fail (turn != NULL, LUDUS_THEBES_TURN_PROMPT_NONE);

  if (turn->n_moves == 0)
    return LUDUS_THEBES_TURN_PROMPT_NONE;
  if (has_end (turn))
    return LUDUS_THEBES_TURN_PROMPT_COMPLETE;
  if (!is_decided (turn, CHOICE_PLACE))
    return LUDUS_THEBES_TURN_PROMPT_PLACE;
  if (!is_decided (turn, CHOICE_ZEPPELIN))
    return LUDUS_THEBES_TURN_PROMPT_ZEPPELIN;
  if (!LUDUS_THEBES_PLACE_IS_SITE (ludus_thebes_turn_get_place (turn)))
    return is_decided (turn, CHOICE_ACTION) ? LUDUS_THEBES_TURN_PROMPT_COMPLETE : LUDUS_THEBES_TURN_PROMPT_ACTION;
  if (dig_weeks_chosen (turn))
    return LUDUS_THEBES_TURN_PROMPT_COMPLETE;
  for (guint i = 0; i < G_N_ELEMENTS (dig_fields); i++)
    if (!is_decided (turn, dig_fields[i].kind))
      return dig_fields[i].prompt;
  return is_decided (turn, CHOICE_ACTION) ? LUDUS_THEBES_TURN_PROMPT_COMPLETE : LUDUS_THEBES_TURN_PROMPT_DIG_WEEKS;
}

guint
ludus_thebes_turn_get_player (const LudusThebesTurn *turn)
{
  g_return_val_if_fail (turn != NULL, 0);
  return turn->player;
}

guint
ludus_thebes_turn_get_place (const LudusThebesTurn *turn)
{
  g_return_val_if_fail (turn != NULL, LUDUS_THEBES_NONE);

  if (has_end (turn) || !is_decided (turn, CHOICE_PLACE))
    return LUDUS_THEBES_NONE;
  return field_value (turn, CHOICE_PLACE);
}

guint
ludus_thebes_turn_get_rumours (const LudusThebesTurn *turn)
{
  g_return_val_if_fail (turn != NULL, G_MAXUINT);

  if (find_choice (turn, CHOICE_RUMOURS) < 0 && !dig_weeks_chosen (turn))
    return G_MAXUINT;
  return field_value (turn, CHOICE_RUMOURS);
}

gboolean
ludus_thebes_turn_get_assistant (const LudusThebesTurn *turn)
{
  g_return_val_if_fail (turn != NULL, FALSE);
  return !has_end (turn) && field_value (turn, CHOICE_ASSISTANT);
}

gboolean
ludus_thebes_turn_get_shovel (const LudusThebesTurn *turn)
{
  g_return_val_if_fail (turn != NULL, FALSE);
  return !has_end (turn) && field_value (turn, CHOICE_SHOVEL);
}

gboolean
ludus_thebes_turn_get_zeppelin (const LudusThebesTurn *turn)
{
  g_return_val_if_fail (turn != NULL, FALSE);
  return !has_end (turn) && is_decided (turn, CHOICE_ZEPPELIN) && field_value (turn, CHOICE_ZEPPELIN);
}

guint
ludus_thebes_turn_get_n_candidates (const LudusThebesTurn *turn)
{
  LudusThebesTurnChoice settled[LUDUS_THEBES_TURN_MAX_CHOICES];
  guint n_settled, n = 0;

  g_return_val_if_fail (turn != NULL, 0);

  n_settled = settled_choices (turn, settled);
  for (guint i = 0; i < turn->n_moves; i++)
    n += fits (move_at (turn, i), settled, n_settled);
  return n;
}

gboolean
ludus_thebes_turn_is_complete (const LudusThebesTurn *turn,
                               LudusMove             *move)
{
  LudusThebesTurnChoice settled[LUDUS_THEBES_TURN_MAX_CHOICES];
  guint n_settled;

  g_return_val_if_fail (turn != NULL, FALSE);

  if (ludus_thebes_turn_get_prompt (turn) != LUDUS_THEBES_TURN_PROMPT_COMPLETE)
    return FALSE;
  n_settled = settled_choices (turn, settled);
  for (guint i = 0; i < turn->n_moves; i++)
    if (fits (move_at (turn, i), settled, n_settled))
      {
        if (move != NULL)
          *move = turn->moves[i];
        return TRUE;
      }
  g_return_val_if_reached (FALSE);
}

guint
ludus_thebes_turn_place_cost (const LudusThebesTurn *turn,
                              LudusThebesPlace       place)
{
  gint zeppelin;

  g_return_val_if_fail (turn != NULL && place < LUDUS_THEBES_N_PLACES, 0);

  zeppelin = find_choice (turn, CHOICE_ZEPPELIN);
  if (zeppelin >= 0 && turn->choices[zeppelin].value)
    return 0;
  return ludus_thebes_travel_weeks (&turn->state, turn->player, place);
}

guint
ludus_thebes_turn_get_weeks (const LudusThebesTurn *turn)
{
  const LudusThebesState *s;
  const LudusThebesContent *c;
  guint place, weeks = 0, action;
  gint at;

  g_return_val_if_fail (turn != NULL, 0);

  s = &turn->state;
  c = s->content;
  if (turn->n_moves == 0)
    return 0;
  if (has_end (turn))
    return LUDUS_THEBES_END_TIME - s->players[turn->player].time;

  place = ludus_thebes_turn_get_place (turn);
  if (place != LUDUS_THEBES_NONE && !ludus_thebes_turn_get_zeppelin (turn))
    weeks = ludus_thebes_travel_weeks (s, turn->player, place);

  at = find_choice (turn, CHOICE_ACTION);
  if (at < 0)
    return weeks;
  action = turn->choices[at].value;
  switch (action >> 4)
    {
    case LUDUS_THEBES_ACTION_CARD:
      return weeks + c->cards[s->display[action & 0x0f]].weeks;
    case LUDUS_THEBES_ACTION_EXHIBITION:
      return weeks + c->cards[s->slots[action & 0x0f]].weeks;
    case LUDUS_THEBES_ACTION_SWAP:
      return weeks + ludus_thebes_swap_cost (s, turn->player);
    case LUDUS_THEBES_ACTION_DIG:
      return weeks + (action & 0x0f);
    default:
      g_return_val_if_reached (weeks);
    }
}

guint
ludus_thebes_turn_dig_knowledge (const LudusThebesTurn *turn)
{
  guint place;

  g_return_val_if_fail (turn != NULL, 0);

  place = ludus_thebes_turn_get_place (turn);
  if (place == LUDUS_THEBES_NONE || !LUDUS_THEBES_PLACE_IS_SITE (place))
    return 0;
  return ludus_thebes_dig_knowledge (&turn->state, turn->player, place - LUDUS_THEBES_FIRST_SITE,
                                     field_value (turn, CHOICE_RUMOURS), field_value (turn, CHOICE_ASSISTANT));
}

/* Whether every dig left to choose at the chosen site spends a special
 * permit (the site's permit is used this year): the dig panel says so
 * before the player confirms. */
gboolean
ludus_thebes_turn_dig_spends_special (const LudusThebesTurn *turn)
{
  gboolean any = FALSE;

  g_return_val_if_fail (turn != NULL, FALSE);

  for (guint i = 0; i < turn->n_moves; i++)
    {
      const LudusThebesMove *m = move_at (turn, i);

      if (m->action != LUDUS_THEBES_ACTION_DIG || !fits (m, turn->choices, turn->n_choices))
        continue;
      if (!m->special)
        return FALSE;
      any = TRUE;
    }
  return any;
}

guint
ludus_thebes_turn_dig_tokens (const LudusThebesTurn *turn,
                              guint                  weeks)
{
  guint place;

  g_return_val_if_fail (turn != NULL, 0);

  place = ludus_thebes_turn_get_place (turn);
  if (place == LUDUS_THEBES_NONE || !LUDUS_THEBES_PLACE_IS_SITE (place))
    return 0;
  return ludus_thebes_dig_tokens (&turn->state, turn->player, place - LUDUS_THEBES_FIRST_SITE,
                                  field_value (turn, CHOICE_RUMOURS), field_value (turn, CHOICE_ASSISTANT),
                                  field_value (turn, CHOICE_SHOVEL), weeks);
}

/* Why a choice is not offered --------------------------------------------- */

static guint
weeks_left (const LudusThebesTurn *turn)
{
  int time = turn->state.players[turn->player].time;

  return time < LUDUS_THEBES_END_TIME ? (guint) (LUDUS_THEBES_END_TIME - time) : 0;
}

/* Whether the trip chosen ends elsewhere than in @card's city. */
static gboolean
elsewhere (const LudusThebesTurn *turn,
           const LudusThebesCard *card)
{
  guint place = ludus_thebes_turn_get_place (turn);

  return place != LUDUS_THEBES_NONE && place != card->city;
}

/* Why a trip to a city is refused: a turn is a trip and an action there. */
static const char *
explain_city (const LudusThebesTurn *turn,
              LudusThebesPlace       place,
              guint                  travel)
{
  const LudusThebesState *s = &turn->state;
  const LudusThebesPlayer *pl = &s->players[turn->player];
  gboolean cards = FALSE, exhibitions = FALSE, shown = FALSE;

  if (place == LUDUS_THEBES_PLACE_WAR && travel + ludus_thebes_swap_cost (s, turn->player) > weeks_left (turn))
    return _("A swap of the display there would take more weeks than you have left.");
  for (guint i = 0; i < LUDUS_THEBES_DISPLAY_SIZE; i++)
    cards |= s->display[i] != LUDUS_THEBES_NONE && s->content->cards[s->display[i]].city == place;
  for (guint slot = 0; slot < LUDUS_THEBES_N_SLOTS; slot++)
    if (s->slots[slot] != LUDUS_THEBES_NONE && s->content->cards[s->slots[slot]].city == place)
      {
        const LudusThebesCard *card = &s->content->cards[s->slots[slot]];
        gboolean held = TRUE;

        for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
          held &= pl->artifacts[site] >= card->requires[site];
        exhibitions = TRUE;
        shown |= held;
      }
  if (place != LUDUS_THEBES_PLACE_WAR && !cards && !exhibitions)
    return _("A trip must end with an action there, and no research card on display or exhibition in the "
             "slots belongs to this city now.");
  if (!cards && exhibitions && !shown)
    return _("An exhibition needs the artifacts it lists, and you do not hold them all yet.");
  return _("Nothing in that city fits the weeks you have left, the artifacts you hold or the choices made so far.");
}

const char *
ludus_thebes_turn_explain_place (const LudusThebesTurn *turn,
                                 LudusThebesPlace       place)
{
  const LudusThebesState *s;
  const LudusThebesPlayer *pl;
  guint travel;

  g_return_val_if_fail (turn != NULL, NULL);

  if (ludus_thebes_turn_can_choose_place (turn, place))
    return NULL;
  s = &turn->state;
  pl = &s->players[turn->player];
  if (turn->n_moves == 0 || weeks_left (turn) == 0)
    return _("Your expedition is over.");
  if (place >= LUDUS_THEBES_N_PLACES)
    return _("Nothing can be done there now.");
  travel = ludus_thebes_travel_weeks (s, turn->player, place);
  if (travel >= weeks_left (turn))
    return _("The trip there would leave no week for anything before the end of the game.");
  if (LUDUS_THEBES_PLACE_IS_SITE (place))
    {
      guint site = place - LUDUS_THEBES_FIRST_SITE;
      gboolean same_year = (pl->time + (int) travel) / LUDUS_THEBES_WEEKS_PER_YEAR
                           == pl->time / LUDUS_THEBES_WEEKS_PER_YEAR;

      if (ludus_thebes_dig_knowledge (s, turn->player, site, pl->rumours[site], pl->assistants == 1) == 0)
        return _("A dig needs specialized knowledge of its site: you have none of this one yet.");
      if (same_year && !ludus_thebes_permit_valid (s, turn->player, site) && pl->special_permits == 0)
        return _("Your permit for this site is used this year: dig there again next year, or with a special permit.");
      return _("No dig there fits the choices made so far.");
    }
  return explain_city (turn, place, travel);
}

const char *
ludus_thebes_turn_explain_card (const LudusThebesTurn *turn,
                                guint                  display_index)
{
  const LudusThebesState *s;
  const LudusThebesCard *card;

  g_return_val_if_fail (turn != NULL, NULL);

  if (ludus_thebes_turn_can_choose_card (turn, display_index))
    return NULL;
  s = &turn->state;
  if (turn->n_moves == 0 || weeks_left (turn) == 0)
    return _("Your expedition is over.");
  if (display_index >= LUDUS_THEBES_DISPLAY_SIZE || s->display[display_index] == LUDUS_THEBES_NONE)
    return _("Nothing can be done there now.");
  card = &s->content->cards[s->display[display_index]];
  if (ludus_thebes_travel_weeks (s, turn->player, card->city) + card->weeks > weeks_left (turn))
    return _("The trip and the card together take more weeks than you have left.");
  if (elsewhere (turn, card))
    return _("A turn’s one action is taken where its trip ends, and that card is in another city: "
             "cancel the trip to take it instead.");
  return _("That card does not fit the choices made so far.");
}

const char *
ludus_thebes_turn_explain_exhibition (const LudusThebesTurn *turn,
                                      guint                  slot)
{
  const LudusThebesState *s;
  const LudusThebesPlayer *pl;
  const LudusThebesCard *card;

  g_return_val_if_fail (turn != NULL, NULL);

  if (ludus_thebes_turn_can_choose_exhibition (turn, slot))
    return NULL;
  s = &turn->state;
  pl = &s->players[turn->player];
  if (turn->n_moves == 0 || weeks_left (turn) == 0)
    return _("Your expedition is over.");
  if (slot >= LUDUS_THEBES_N_SLOTS || s->slots[slot] == LUDUS_THEBES_NONE)
    return _("Nothing can be done there now.");
  card = &s->content->cards[s->slots[slot]];
  for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
    if (pl->artifacts[site] < card->requires[site])
      return _("An exhibition needs the artifacts it lists, and you do not hold them all yet.");
  if (ludus_thebes_travel_weeks (s, turn->player, card->city) + card->weeks > weeks_left (turn))
    return _("The trip and the exhibition together take more weeks than you have left.");
  if (elsewhere (turn, card))
    return _("A turn’s one action is taken where its trip ends, and that exhibition is in another city: "
             "cancel the trip to stage it instead.");
  return _("That exhibition does not fit the choices made so far.");
}
