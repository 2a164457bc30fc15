/* ludus-thebes.c: the Thebes rules (shared/spec/thebes.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-thebes"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "ludus-thebes.h"
#include "ludus-thebes-ai.h"

/* The move list holds everything the rules allow: two identical face-up
 * cards are two moves, one per slot (spec §3), so that a player, a save or
 * a view may name either; the AI weighs only the first of them (see
 * ludus_thebes_display_first_alike).  Also listed: digs that spend more
 * weeks for the same number of tokens and discards that add nothing (they
 * differ in what the player keeps).  A dig names how many rumours of its
 * site it uses, not which cards: they are alike.  Staying put is no trip,
 * so it offers no zeppelin.
 *
 * The longest list: per site 12 weeks × (rumours used + 1) × single
 * assistant discarded or not × single shovel discarded or not × zeppelin or
 * not, with at most LUDUS_THEBES_MAX_RUMOURS rumour cards in the deck; then
 * each display card and exhibition, and the swap, with or without a
 * zeppelin, and the end. */
G_STATIC_ASSERT (LUDUS_THEBES_WHEEL_SIZE * (LUDUS_THEBES_MAX_RUMOURS + LUDUS_THEBES_N_SITES) * 2 * 2 * 2 +
                 (LUDUS_THEBES_DISPLAY_SIZE + LUDUS_THEBES_N_SLOTS + 1) * 2 + 1
                 <= LUDUS_MAX_MOVES);

static const guint8 congress_points[LUDUS_THEBES_CONGRESS_CAP + 1] = { 0, 1, 3, 6, 10, 15, 21, 28 };

/* Markers start here, by player count. */
static const guint8 start_times[LUDUS_THEBES_MAX_PLAYERS + 1] = { 0, 0, 0, 15, 52 };

guint
ludus_thebes_congress_points (guint congresses)
{
  return congress_points[MIN (congresses, LUDUS_THEBES_CONGRESS_CAP)];
}

int
ludus_thebes_start_time (guint n_players)
{
  g_return_val_if_fail (n_players <= LUDUS_THEBES_MAX_PLAYERS, 0);
  return start_times[n_players];
}

static inline guint
year_index (int time)
{
  return (guint) time / LUDUS_THEBES_WEEKS_PER_YEAR;
}

guint
ludus_thebes_year (int time)
{
  return LUDUS_THEBES_FIRST_YEAR + year_index (time);
}

guint
ludus_thebes_week (int time)
{
  return (guint) time % LUDUS_THEBES_WEEKS_PER_YEAR + 1;
}

static inline const LudusThebesMove *
as_thebes_move (const LudusMove *move)
{
  return (const LudusThebesMove *) move->bytes;
}

static guint
current_player (const LudusThebesState *s)
{
  guint best = 0;
  gboolean found = FALSE;

  /* The rearmost marker moves; on a shared week the one on top (the last to
   * arrive).  Once every marker is at the end, the same rule names the top. */
  for (guint pass = 0; pass < 2 && !found; pass++)
    for (guint p = 0; p < s->n_players; p++)
      {
        const LudusThebesPlayer *pl = &s->players[p];

        if (pass == 0 && pl->time >= LUDUS_THEBES_END_TIME)
          continue;
        if (!found || pl->time < s->players[best].time ||
            (pl->time == s->players[best].time && pl->arrival > s->players[best].arrival))
          best = p;
        found = TRUE;
      }
  return best;
}

void
ludus_thebes_turn_order (const LudusThebesState *state,
                         guint                  *players)
{
  g_return_if_fail (state != NULL && players != NULL);

  /* Insertion sort by (time, -arrival): at most four players. */
  for (guint p = 0; p < state->n_players; p++)
    {
      const LudusThebesPlayer *pl = &state->players[p];
      guint i = p;

      while (i > 0)
        {
          const LudusThebesPlayer *other = &state->players[players[i - 1]];

          if (other->time < pl->time || (other->time == pl->time && other->arrival > pl->arrival))
            break;
          players[i] = players[i - 1];
          i--;
        }
      players[i] = p;
    }
}

gboolean
ludus_thebes_permit_valid (const LudusThebesState *state,
                           guint                   player,
                           LudusThebesSite         site)
{
  g_return_val_if_fail (state != NULL && player < state->n_players && site < LUDUS_THEBES_N_SITES, FALSE);
  return !(state->players[player].permits_used & (1u << site));
}

static gboolean
is_over (const LudusThebesState *s)
{
  for (guint p = 0; p < s->n_players; p++)
    if (s->players[p].time < LUDUS_THEBES_END_TIME)
      return FALSE;
  return TRUE;
}

static guint
travel_weeks (const LudusThebesState  *s,
              const LudusThebesPlayer *pl,
              guint                    dest,
              gboolean                 zeppelin)
{
  guint steps = s->content->distance[pl->place][dest];

  if (zeppelin)
    return 0;
  if (steps >= 3 && pl->cars > 0)
    return steps - 1;
  return steps;
}

guint
ludus_thebes_travel_weeks (const LudusThebesState *state,
                           guint                   player,
                           LudusThebesPlace        dest)
{
  g_return_val_if_fail (state != NULL && player < state->n_players && dest < LUDUS_THEBES_N_PLACES, 0);
  return travel_weeks (state, &state->players[player], dest, FALSE);
}

guint
ludus_thebes_swap_cost (const LudusThebesState *state,
                        guint                   player)
{
  g_return_val_if_fail (state != NULL, 1);
  if (state->last_player == player && state->swap_streak > 0)
    return state->swap_streak + 1u;
  return 1;
}

static guint
assistant_bonus (const LudusThebesPlayer *pl,
                 gboolean                 discard)
{
  if (pl->assistants >= 3)
    return 2;
  if (pl->assistants == 2)
    return 1;
  return pl->assistants == 1 && discard ? 1 : 0;
}

static guint
shovel_bonus (const LudusThebesPlayer *pl,
              gboolean                 discard)
{
  if (pl->shovels >= 3)
    return 2;
  if (pl->shovels == 2)
    return 1;
  return pl->shovels == 1 && discard ? 1 : 0;
}

static guint
dig_knowledge (const LudusThebesPlayer *pl,
               guint                    site,
               guint                    rumours,
               gboolean                 discard_assistant)
{
  guint specialized, total;

  /* Books or rumours must give at least one point: assistants alone don't. */
  if (pl->books[site] + 2 * rumours == 0)
    return 0;
  specialized = pl->books[site] + 2 * rumours + assistant_bonus (pl, discard_assistant);
  total = specialized + MIN (pl->general, specialized);
  return MIN (total, LUDUS_THEBES_WHEEL_SIZE);
}

guint
ludus_thebes_dig_knowledge (const LudusThebesState *state,
                            guint                   player,
                            LudusThebesSite         site,
                            guint                   rumours,
                            gboolean                discard_assistant)
{
  g_return_val_if_fail (state != NULL && player < state->n_players && site < LUDUS_THEBES_N_SITES, 0);
  return dig_knowledge (&state->players[player], site, rumours, discard_assistant);
}

guint
ludus_thebes_dig_tokens (const LudusThebesState *state,
                         guint                   player,
                         LudusThebesSite         site,
                         guint                   rumours,
                         gboolean                discard_assistant,
                         gboolean                discard_shovel,
                         guint                   weeks)
{
  const LudusThebesPlayer *pl;
  guint tokens;

  g_return_val_if_fail (state != NULL && player < state->n_players && site < LUDUS_THEBES_N_SITES, 0);
  pl = &state->players[player];
  tokens = ludus_thebes_wheel (state->content, dig_knowledge (pl, site, rumours, discard_assistant), weeks);
  return tokens > 0 ? tokens + shovel_bonus (pl, discard_shovel) : 0;
}

guint
ludus_thebes_move_weeks (const LudusThebesState *state,
                         const LudusThebesMove  *move)
{
  const LudusThebesContent *c = state->content;
  guint p = current_player (state);
  const LudusThebesPlayer *pl = &state->players[p];
  guint weeks;

  if (move->action == LUDUS_THEBES_ACTION_END)
    return LUDUS_THEBES_END_TIME - MIN (pl->time, LUDUS_THEBES_END_TIME);
  weeks = travel_weeks (state, pl, move->dest, move->zeppelin);
  switch (move->action)
    {
    case LUDUS_THEBES_ACTION_CARD:
      return weeks + c->cards[state->display[move->slot]].weeks;
    case LUDUS_THEBES_ACTION_SWAP:
      return weeks + ludus_thebes_swap_cost (state, p);
    case LUDUS_THEBES_ACTION_EXHIBITION:
      return weeks + c->cards[state->slots[move->slot]].weeks;
    default:
      return weeks + move->weeks;
    }
}

static gboolean
same_card (const LudusThebesCard *a,
           const LudusThebesCard *b)
{
  return a->type == b->type && a->city == b->city && a->site == b->site &&
         a->value == b->value && a->weeks == b->weeks;
}

guint
ludus_thebes_display_first_alike (const LudusThebesState *state,
                                  guint                   slot)
{
  const LudusThebesCard *cards;

  g_return_val_if_fail (state != NULL && slot < LUDUS_THEBES_DISPLAY_SIZE, slot);
  if (state->display[slot] == LUDUS_THEBES_NONE)
    return slot;
  cards = state->content->cards;
  for (guint j = 0; j < slot; j++)
    if (state->display[j] != LUDUS_THEBES_NONE &&
        same_card (&cards[state->display[j]], &cards[state->display[slot]]))
      return j;
  return slot;
}

static gboolean
can_show (const LudusThebesPlayer *pl,
          const LudusThebesCard   *exhibition)
{
  for (guint s = 0; s < LUDUS_THEBES_N_SITES; s++)
    if (pl->artifacts[s] < exhibition->requires[s])
      return FALSE;
  return TRUE;
}

static guint
list_digs (const LudusThebesState  *s,
           const LudusThebesPlayer *pl,
           LudusThebesMove          base,
           guint                    weeks_left,
           LudusMove               *moves,
           guint                    n)
{
  guint site = base.dest - LUDUS_THEBES_FIRST_SITE;
  guint arrival = pl->time + travel_weeks (s, pl, base.dest, base.zeppelin);
  gboolean new_year = year_index (arrival) > year_index (pl->time);
  gboolean used = !new_year && (pl->permits_used & (1u << site));
  guint max_weeks = MIN (weeks_left, LUDUS_THEBES_WHEEL_SIZE);

  if (used && pl->special_permits == 0)
    return n;
  base.action = LUDUS_THEBES_ACTION_DIG;
  base.special = used;
  for (guint r = 0; r <= pl->rumours[site]; r++)
    for (guint a = 0; a <= (pl->assistants == 1); a++)
      {
        guint k = dig_knowledge (pl, site, r, a);

        if (k == 0)
          continue;
        for (guint h = 0; h <= (pl->shovels == 1); h++)
          for (guint w = 1; w <= max_weeks; w++)
            {
              if (s->content->wheel[k - 1][w - 1] == 0)
                continue;
              base.rumours = r;
              base.assistant = a;
              base.shovel = h;
              base.weeks = w;
              memcpy (moves[n++].bytes, &base, sizeof base);
            }
      }
  return n;
}

static guint
list_city_actions (const LudusThebesState *s,
                   guint                   player,
                   LudusThebesMove         base,
                   guint                   weeks_left,
                   LudusMove              *moves,
                   guint                   n)
{
  const LudusThebesContent *c = s->content;
  const LudusThebesPlayer *pl = &s->players[player];

  for (guint i = 0; i < LUDUS_THEBES_DISPLAY_SIZE; i++)
    {
      guint card = s->display[i];

      if (card == LUDUS_THEBES_NONE || c->cards[card].city != base.dest || c->cards[card].weeks > weeks_left)
        continue;
      base.action = LUDUS_THEBES_ACTION_CARD;
      base.slot = i;
      memcpy (moves[n++].bytes, &base, sizeof base);
    }

  if (base.dest == LUDUS_THEBES_PLACE_WAR && ludus_thebes_swap_cost (s, player) <= weeks_left)
    {
      base.action = LUDUS_THEBES_ACTION_SWAP;
      base.slot = 0;
      memcpy (moves[n++].bytes, &base, sizeof base);
    }

  for (guint i = 0; i < LUDUS_THEBES_N_SLOTS; i++)
    {
      guint card = s->slots[i];

      if (card == LUDUS_THEBES_NONE || c->cards[card].city != base.dest ||
          c->cards[card].weeks > weeks_left || !can_show (pl, &c->cards[card]))
        continue;
      base.action = LUDUS_THEBES_ACTION_EXHIBITION;
      base.slot = i;
      memcpy (moves[n++].bytes, &base, sizeof base);
    }
  return n;
}

static guint
thebes_legal_moves (const void *state,
                    LudusMove  *moves)
{
  const LudusThebesState *s = state;
  guint player, n = 0;
  const LudusThebesPlayer *pl;
  guint weeks_left;

  if (is_over (s))
    return 0;
  player = current_player (s);
  pl = &s->players[player];
  weeks_left = LUDUS_THEBES_END_TIME - pl->time;

  /* Ending one's game is always possible (and the only move when nothing fits). */
  memset (&moves[n++], 0, sizeof (LudusMove));

  for (guint dest = 0; dest < LUDUS_THEBES_N_PLACES; dest++)
    for (guint z = 0; z <= (pl->zeppelins > 0 && dest != pl->place); z++)
      {
        LudusThebesMove base = { 0 };
        guint travel = travel_weeks (s, pl, dest, z);

        /* Every action takes at least one week. */
        if (travel >= weeks_left)
          continue;
        base.dest = dest;
        base.zeppelin = z;
        if (LUDUS_THEBES_PLACE_IS_SITE (dest))
          n = list_digs (s, pl, base, weeks_left - travel, moves, n);
        else
          n = list_city_actions (s, player, base, weeks_left - travel, moves, n);
      }

  g_assert (n <= LUDUS_MAX_MOVES);
  return n;
}

/* Cards: hands, discards, the draw pile and the display. */

static void
gain_card (LudusThebesState *s,
           guint             player,
           guint             card)
{
  LudusThebesPlayer *pl = &s->players[player];
  const LudusThebesCard *c = &s->content->cards[card];

  pl->hand[pl->n_hand++] = card;
  switch (c->type)
    {
    case LUDUS_THEBES_CARD_SPECIALIZED:
      pl->books[c->site] += c->value;
      break;
    case LUDUS_THEBES_CARD_GENERAL:
      pl->general += c->value;
      break;
    case LUDUS_THEBES_CARD_RUMOUR:
      pl->rumours[c->site]++;
      break;
    case LUDUS_THEBES_CARD_ASSISTANT:
      pl->assistants++;
      break;
    case LUDUS_THEBES_CARD_SHOVEL:
      pl->shovels++;
      break;
    case LUDUS_THEBES_CARD_CAR:
      pl->cars++;
      break;
    case LUDUS_THEBES_CARD_ZEPPELIN:
      pl->zeppelins++;
      break;
    case LUDUS_THEBES_CARD_SPECIAL_PERMIT:
      pl->special_permits++;
      break;
    case LUDUS_THEBES_CARD_CONGRESS:
      pl->congresses++;
      break;
    case LUDUS_THEBES_CARD_EXHIBITION:
      pl->exhibitions++;
      pl->exhibition_points += c->value;
      break;
    default:
      g_assert_not_reached ();
    }
}

/* Discards the most recently taken card of a type (and site, for rumours). */
static void
discard_card (LudusThebesState   *s,
              guint               player,
              LudusThebesCardType type,
              guint               site)
{
  LudusThebesPlayer *pl = &s->players[player];

  for (guint i = pl->n_hand; i-- > 0;)
    {
      const LudusThebesCard *c = &s->content->cards[pl->hand[i]];

      if (c->type != type || (type == LUDUS_THEBES_CARD_RUMOUR && c->site != site))
        continue;
      s->discards[s->n_discards++] = pl->hand[i];
      memmove (&pl->hand[i], &pl->hand[i + 1], pl->n_hand - i - 1);
      pl->n_hand--;
      switch (type)
        {
        case LUDUS_THEBES_CARD_RUMOUR:
          pl->rumours[site]--;
          break;
        case LUDUS_THEBES_CARD_ASSISTANT:
          pl->assistants--;
          break;
        case LUDUS_THEBES_CARD_SHOVEL:
          pl->shovels--;
          break;
        case LUDUS_THEBES_CARD_ZEPPELIN:
          pl->zeppelins--;
          break;
        case LUDUS_THEBES_CARD_SPECIAL_PERMIT:
          pl->special_permits--;
          break;
        default:
          g_assert_not_reached ();
        }
      return;
    }
  g_assert_not_reached ();
}

static gboolean
any_research (const LudusThebesState *s,
              const guint8           *cards,
              guint                   n)
{
  for (guint i = 0; i < n; i++)
    if (cards[i] < s->content->n_research)
      return TRUE;
  return FALSE;
}

/* The draw pile ran out: the first time the discards and stack 3 make the
 * new pile, later the discards alone.  Refuses when the result would hold
 * no research card, so exhibitions cannot cycle through the slots forever. */
static gboolean
reshuffle (LudusThebesState *s)
{
  guint n_extra = s->stack3_used ? 0 : s->n_stack3;

  if (!any_research (s, s->discards, s->n_discards) && !any_research (s, s->stack3, n_extra))
    return FALSE;
  memcpy (s->pile, s->stack3, n_extra);
  memcpy (s->pile + n_extra, s->discards, s->n_discards);
  s->n_pile = n_extra + s->n_discards;
  s->n_discards = 0;
  if (!s->stack3_used)
    {
      s->stack3_used = TRUE;
      s->n_stack3 = 0;
    }
  if (s->shuffle)
    ludus_rng_shuffle (&s->rng, s->pile, s->n_pile, 1);
  s->pile_stack2 = s->n_pile;
  return TRUE;
}

static guint
draw_card (LudusThebesState *s)
{
  if (s->n_pile == 0 && !reshuffle (s))
    return LUDUS_THEBES_NONE;
  s->n_pile--;
  s->pile_stack2 = MIN (s->pile_stack2, s->n_pile);
  s->reveals++;
  return s->pile[s->n_pile];
}

/* A new exhibition goes to slot a, pushing the others towards c up to the
 * first free slot; one pushed off c is discarded. */
static void
place_exhibition (LudusThebesState *s,
                  guint             card)
{
  guint free_slot = 0;

  while (free_slot < LUDUS_THEBES_N_SLOTS && s->slots[free_slot] != LUDUS_THEBES_NONE)
    free_slot++;
  if (free_slot == LUDUS_THEBES_N_SLOTS)
    {
      free_slot = LUDUS_THEBES_N_SLOTS - 1;
      s->discards[s->n_discards++] = s->slots[free_slot];
    }
  for (guint i = free_slot; i > 0; i--)
    s->slots[i] = s->slots[i - 1];
  s->slots[0] = card;
}

static void
refill_display (LudusThebesState *s)
{
  for (guint i = 0; i < LUDUS_THEBES_DISPLAY_SIZE; i++)
    while (s->display[i] == LUDUS_THEBES_NONE)
      {
        guint card = draw_card (s);

        if (card == LUDUS_THEBES_NONE)
          return;
        if (s->content->cards[card].type == LUDUS_THEBES_CARD_EXHIBITION)
          place_exhibition (s, card);
        else
          s->display[i] = card;
      }
}

/* Digging. */

static void
gain_token (LudusThebesPlayer *pl,
            guint              site,
            guint              token)
{
  pl->tokens_from[site]++;
  if (token & LUDUS_THEBES_TOKEN_GENERAL)
    {
      pl->general++;
      pl->general_tokens++;
    }
  else if (token & LUDUS_THEBES_TOKEN_BOOK)
    {
      pl->books[token & 0x0f]++;
      pl->book_tokens[token & 0x0f]++;
    }
  else
    {
      pl->artifacts[site]++;
      pl->artifact_points += token;
    }
}

static void
dig (LudusThebesState *s,
     guint             player,
     guint             site,
     guint             n_tokens)
{
  LudusThebesPlayer *pl = &s->players[player];
  guint8 *bag = s->bag[site];
  guint n = s->n_bag[site];
  guint start;

  n_tokens = MIN (n_tokens, n);
  /* Draw without replacement: each draw moves a random token past the end. */
  for (guint i = 0; i < n_tokens; i++)
    {
      guint j = ludus_rng_below (&s->rng, n);
      guint8 token = bag[j];

      bag[j] = bag[n - 1];
      bag[--n] = token;
    }
  start = n;
  /* Keep the finds; the dirt goes back into the bag. */
  for (guint k = start; k < start + n_tokens; k++)
    {
      guint8 token = bag[k];

      if (token == LUDUS_THEBES_TOKEN_DIRT)
        {
          bag[k] = bag[n];
          bag[n++] = token;
        }
      else
        gain_token (pl, site, token);
    }
  s->n_bag[site] = n;
  s->reveals++;

  if (!(s->bonus_taken & (1u << site)))
    {
      s->bonus_taken |= 1u << site;
      gain_token (pl, site, 1);
    }
}

static void
advance_time (LudusThebesState *s,
              guint             player,
              guint             weeks)
{
  LudusThebesPlayer *pl = &s->players[player];
  int time = pl->time + (int) weeks;

  g_assert (time <= LUDUS_THEBES_END_TIME);
  /* Entering a new year makes every permit valid again. */
  if (year_index (time) > year_index (pl->time))
    pl->permits_used = 0;
  pl->time = time;
  pl->arrival = ++s->arrivals;
}

/* The trip of a move: the archaeologist goes, by zeppelin or not.
 * Returns its weeks, still to be paid. */
static guint
take_trip (LudusThebesState      *s,
           guint                  player,
           const LudusThebesMove *m)
{
  LudusThebesPlayer *pl = &s->players[player];
  guint weeks = travel_weeks (s, pl, m->dest, m->zeppelin);

  if (m->zeppelin)
    discard_card (s, player, LUDUS_THEBES_CARD_ZEPPELIN, 0);
  pl->place = m->dest;
  return weeks;
}

gboolean
ludus_thebes_apply_trip (LudusThebesState      *state,
                         const LudusThebesMove *move)
{
  guint player;

  g_return_val_if_fail (state != NULL && move != NULL, FALSE);
  g_return_val_if_fail (!is_over (state), FALSE);

  player = current_player (state);
  g_return_val_if_fail (!move->zeppelin || state->players[player].zeppelins > 0, FALSE);
  if (move->action == LUDUS_THEBES_ACTION_END || move->dest >= LUDUS_THEBES_N_PLACES ||
      move->dest == state->players[player].place)
    return FALSE;

  advance_time (state, player, take_trip (state, player, move));
  state->last_player = player;
  return TRUE;
}

static void
thebes_apply (void            *state,
              const LudusMove *move)
{
  LudusThebesState *s = state;
  const LudusThebesContent *c = s->content;
  const LudusThebesMove *m = as_thebes_move (move);
  guint player = current_player (s);
  LudusThebesPlayer *pl = &s->players[player];
  guint weeks, swap_cost = ludus_thebes_swap_cost (s, player);
  guint card;

  g_return_if_fail (!is_over (s));

  if (m->action == LUDUS_THEBES_ACTION_END)
    {
      advance_time (s, player, LUDUS_THEBES_END_TIME - pl->time);
      s->last_player = player;
      s->swap_streak = 0;
      return;
    }

  weeks = take_trip (s, player, m);

  switch (m->action)
    {
    case LUDUS_THEBES_ACTION_CARD:
      card = s->display[m->slot];
      s->display[m->slot] = LUDUS_THEBES_NONE;
      gain_card (s, player, card);
      advance_time (s, player, weeks + c->cards[card].weeks);
      refill_display (s);
      break;

    case LUDUS_THEBES_ACTION_SWAP:
      for (guint i = 0; i < LUDUS_THEBES_DISPLAY_SIZE; i++)
        if (s->display[i] != LUDUS_THEBES_NONE)
          {
            s->discards[s->n_discards++] = s->display[i];
            s->display[i] = LUDUS_THEBES_NONE;
          }
      advance_time (s, player, weeks + swap_cost);
      refill_display (s);
      break;

    case LUDUS_THEBES_ACTION_EXHIBITION:
      card = s->slots[m->slot];
      s->slots[m->slot] = LUDUS_THEBES_NONE;
      gain_card (s, player, card);
      advance_time (s, player, weeks + c->cards[card].weeks);
      break;

    case LUDUS_THEBES_ACTION_DIG:
      {
        guint site = m->dest - LUDUS_THEBES_FIRST_SITE;
        guint n_tokens = ludus_thebes_dig_tokens (s, player, site, m->rumours, m->assistant, m->shovel, m->weeks);

        for (guint r = 0; r < m->rumours; r++)
          discard_card (s, player, LUDUS_THEBES_CARD_RUMOUR, site);
        if (m->assistant)
          discard_card (s, player, LUDUS_THEBES_CARD_ASSISTANT, 0);
        if (m->shovel)
          discard_card (s, player, LUDUS_THEBES_CARD_SHOVEL, 0);
        if (m->special)
          discard_card (s, player, LUDUS_THEBES_CARD_SPECIAL_PERMIT, 0);
        /* The weeks are paid first, so a dig that enters a new year uses
         * the new year's permit (spec §2). */
        advance_time (s, player, weeks + m->weeks);
        dig (s, player, site, n_tokens);
        if (!m->special)
          pl->permits_used |= 1u << site;
      }
      break;

    default:
      g_assert_not_reached ();
    }

  /* Consecutive swaps by one player, with nobody acting in between. */
  if (m->action != LUDUS_THEBES_ACTION_SWAP)
    s->swap_streak = 0;
  else if (s->last_player == player && s->swap_streak > 0)
    s->swap_streak++;
  else
    s->swap_streak = 1;
  s->last_player = player;
}

/* Setting up. */

static gboolean
thebes_init (void             *state,
             gconstpointer     content,
             const LudusSetup *setup,
             GError          **error)
{
  LudusThebesState *s = state;
  const LudusThebesContent *c = content;
  guint8 order[LUDUS_THEBES_MAX_CARDS], stack2[LUDUS_THEBES_MAX_CARDS], seats[LUDUS_THEBES_MAX_PLAYERS];
  guint n_order = 0, n_stack1, n_stack2, n_stack3, rest, n2 = 0, start_player;

  g_return_val_if_fail (state != NULL && content != NULL && setup != NULL, FALSE);

  if (setup->n_players < 2 || setup->n_players > LUDUS_THEBES_MAX_PLAYERS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("Thebes is played by 2 to 4 players, not %u"), setup->n_players);
      return FALSE;
    }

  memset (s, 0, sizeof *s);
  s->content = c;
  ludus_rng_seed (&s->rng, setup->seed);
  s->n_players = setup->n_players;
  s->shuffle = setup->shuffle;
  s->last_player = LUDUS_THEBES_NONE;
  memset (s->display, LUDUS_THEBES_NONE, sizeof s->display);
  memset (s->slots, LUDUS_THEBES_NONE, sizeof s->slots);

  /* Markers: all on the start week, the start player's on top, the others
   * below it in random order. */
  start_player = setup->shuffle ? ludus_rng_below (&s->rng, s->n_players) : 0;
  for (guint p = 0, i = 0; p < s->n_players; p++)
    if (p != start_player)
      seats[i++] = p;
  if (setup->shuffle)
    ludus_rng_shuffle (&s->rng, seats, s->n_players - 1, 1);
  seats[s->n_players - 1] = start_player;
  for (guint i = 0; i < s->n_players; i++)
    {
      LudusThebesPlayer *pl = &s->players[seats[i]];

      pl->time = ludus_thebes_start_time (s->n_players);
      pl->place = c->start;
      pl->arrival = ++s->arrivals;
    }

  /* The research cards, shuffled: 4 face up, the rest in three stacks. */
  for (guint i = 0; i < c->n_research; i++)
    order[n_order++] = i;
  if (setup->shuffle)
    ludus_rng_shuffle (&s->rng, order, n_order, 1);
  for (guint i = 0; i < LUDUS_THEBES_DISPLAY_SIZE && i < n_order; i++)
    s->display[i] = order[i];
  rest = n_order > LUDUS_THEBES_DISPLAY_SIZE ? n_order - LUDUS_THEBES_DISPLAY_SIZE : 0;
  n_stack1 = rest / 3 + (rest % 3 >= 1);
  n_stack2 = rest / 3 + (rest % 3 >= 2);
  n_stack3 = rest - n_stack1 - n_stack2;

  /* Small exhibitions go into stack 2, large ones into stack 3 (all into
   * stack 2 with two players).  Stacks are listed in drawing order; without
   * shuffling, the exhibitions come after a stack's research cards. */
  for (guint i = 0; i < n_stack2; i++)
    stack2[n2++] = order[LUDUS_THEBES_DISPLAY_SIZE + n_stack1 + i];
  for (guint i = 0; i < n_stack3; i++)
    s->stack3[s->n_stack3++] = order[LUDUS_THEBES_DISPLAY_SIZE + n_stack1 + n_stack2 + i];
  for (guint e = c->n_research; e < c->n_cards; e++)
    {
      if (c->cards[e].large && s->n_players > 2)
        s->stack3[s->n_stack3++] = e;
      else
        stack2[n2++] = e;
    }
  if (setup->shuffle)
    {
      ludus_rng_shuffle (&s->rng, stack2, n2, 1);
      ludus_rng_shuffle (&s->rng, s->stack3, s->n_stack3, 1);
    }

  /* Stack 1 on stack 2 is the draw pile; piles keep their top at the end. */
  for (guint i = 0; i < n2; i++)
    s->pile[s->n_pile++] = stack2[n2 - 1 - i];
  for (guint i = 0; i < n_stack1; i++)
    s->pile[s->n_pile++] = order[LUDUS_THEBES_DISPLAY_SIZE + n_stack1 - 1 - i];
  s->pile_stack2 = n2;
  for (guint i = 0; i < s->n_stack3 / 2; i++)
    {
      guint8 t = s->stack3[i];

      s->stack3[i] = s->stack3[s->n_stack3 - 1 - i];
      s->stack3[s->n_stack3 - 1 - i] = t;
    }

  /* Bags: one 1-point artifact of each site is set aside as the first-dig bonus. */
  for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
    {
      gboolean set_aside = FALSE;

      for (guint t = 0; t < LUDUS_THEBES_BAG_TOKENS; t++)
        {
          if (!set_aside && c->bags[site][t] == 1)
            set_aside = TRUE;
          else
            s->bag[site][s->n_bag[site]++] = c->bags[site][t];
        }
    }
  return TRUE;
}

/* Scoring. */

void
ludus_thebes_score (const LudusThebesState *state,
                    LudusThebesScore       *scores)
{
  g_return_if_fail (state != NULL && scores != NULL);

  memset (scores, 0, sizeof (LudusThebesScore) * state->n_players);
  for (guint p = 0; p < state->n_players; p++)
    {
      const LudusThebesPlayer *pl = &state->players[p];

      scores[p].artifacts = pl->artifact_points;
      scores[p].exhibitions = pl->exhibition_points;
      scores[p].congress = ludus_thebes_congress_points (pl->congresses);
    }

  /* Closed books per site: 5 for the single most, 3 each when tied, never
   * for a player without a book of the site. */
  for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
    {
      guint most = 0, n_most = 0;

      for (guint p = 0; p < state->n_players; p++)
        most = MAX (most, state->players[p].books[site]);
      if (most == 0)
        continue;
      for (guint p = 0; p < state->n_players; p++)
        n_most += state->players[p].books[site] == most;
      for (guint p = 0; p < state->n_players; p++)
        if (state->players[p].books[site] == most)
          scores[p].majority[site] = n_most == 1 ? LUDUS_THEBES_MAJORITY_POINTS
                                                 : LUDUS_THEBES_SHARED_MAJORITY_POINTS;
    }

  for (guint p = 0; p < state->n_players; p++)
    {
      for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
        scores[p].majorities += scores[p].majority[site];
      scores[p].total = scores[p].artifacts + scores[p].exhibitions +
                        scores[p].congress + scores[p].majorities;
    }
}

static void
thebes_scores (const void *state,
               int        *scores)
{
  const LudusThebesState *s = state;
  LudusThebesScore score[LUDUS_THEBES_MAX_PLAYERS];

  ludus_thebes_score (s, score);
  for (guint p = 0; p < s->n_players; p++)
    scores[p] = score[p].total;
}

static guint32
thebes_winners (const void *state)
{
  const LudusThebesState *s = state;
  int scores[LUDUS_THEBES_MAX_PLAYERS];
  int best = G_MININT;
  guint32 winners = 0;

  thebes_scores (s, scores);
  for (guint p = 0; p < s->n_players; p++)
    best = MAX (best, scores[p]);
  for (guint p = 0; p < s->n_players; p++)
    if (scores[p] == best)
      winners |= 1u << p;
  return winners;
}

static JsonNode *
thebes_breakdown (const void *state)
{
  const LudusThebesState *s = state;
  LudusThebesScore score[LUDUS_THEBES_MAX_PLAYERS];
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  ludus_thebes_score (s, score);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < s->n_players; p++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "artifacts");
      json_builder_add_int_value (builder, score[p].artifacts);
      json_builder_set_member_name (builder, "exhibitions");
      json_builder_add_int_value (builder, score[p].exhibitions);
      json_builder_set_member_name (builder, "congress");
      json_builder_add_int_value (builder, score[p].congress);
      json_builder_set_member_name (builder, "majority");
      json_builder_begin_object (builder);
      for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
        {
          json_builder_set_member_name (builder, ludus_thebes_place_id (LUDUS_THEBES_SITE_PLACE (site)));
          json_builder_add_int_value (builder, score[p].majority[site]);
        }
      json_builder_end_object (builder);
      json_builder_set_member_name (builder, "majorities");
      json_builder_add_int_value (builder, score[p].majorities);
      json_builder_set_member_name (builder, "total");
      json_builder_add_int_value (builder, score[p].total);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

/* Hidden information: the order of the draw pile and of stack 3 (and, via
 * the reseeded RNG, future bag draws).  The observer knows which cards are
 * unseen and that exhibitions lie only in stack 3 and in the stack-2 part of
 * the pile, so the unseen research cards are dealt anew around the
 * exhibitions of each part.  Every part is sorted before it is shuffled: the
 * result depends on the public information and rng alone. */
static int
compare_cards (gconstpointer a,
               gconstpointer b)
{
  return *(const guint8 *) a - *(const guint8 *) b;
}

/* Refills cards[0..n) with its own exhibitions and research cards from the
 * pool, sorted, then shuffled. */
static void
deal_part (guint8       *cards,
           guint         n,
           guint         n_research,
           const guint8 *pool,
           guint        *next,
           LudusRng     *rng)
{
  guint n_exhibitions = 0;

  for (guint i = 0; i < n; i++)
    if (cards[i] >= n_research)
      cards[n_exhibitions++] = cards[i];
  qsort (cards, n_exhibitions, 1, compare_cards);
  for (guint i = n_exhibitions; i < n; i++)
    cards[i] = pool[(*next)++];
  ludus_rng_shuffle (rng, cards, n, 1);
}

static void
thebes_determinize (void     *state,
                    guint     observer,
                    LudusRng *rng)
{
  LudusThebesState *s = state;
  guint8 pool[LUDUS_THEBES_MAX_CARDS];
  guint n_pool = 0, next = 0;
  guint n_research = s->content->n_research;

  for (guint i = 0; i < s->n_pile; i++)
    if (s->pile[i] < n_research)
      pool[n_pool++] = s->pile[i];
  for (guint i = 0; i < s->n_stack3; i++)
    if (s->stack3[i] < n_research)
      pool[n_pool++] = s->stack3[i];
  qsort (pool, n_pool, 1, compare_cards);
  ludus_rng_shuffle (rng, pool, n_pool, 1);

  deal_part (s->stack3, s->n_stack3, n_research, pool, &next, rng);
  deal_part (s->pile, s->pile_stack2, n_research, pool, &next, rng);
  deal_part (s->pile + s->pile_stack2, s->n_pile - s->pile_stack2, n_research, pool, &next, rng);
  g_assert (next == n_pool);

  /* Bag contents are public, but the order past draws left them in is not
   * information anyone has: future draws come from the bag in sorted
   * order and the reseeded RNG. */
  for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
    qsort (s->bag[site], s->n_bag[site], 1, compare_cards);

  ludus_rng_seed (&s->rng, ludus_rng_next64 (rng));
}

static guint
thebes_reveal_count (const void *state)
{
  return ((const LudusThebesState *) state)->reveals;
}

/* Notation: "end"; otherwise the destination id, "z" when a zeppelin is
 * discarded, a dot and the action: "c2" (display card 2), "s" (swap),
 * "eb" (exhibition slot b), "d4" (dig 4 weeks) followed by "r1" (rumours
 * used), "a" (assistant discarded), "s" (shovel discarded) and "p" (special
 * permit), e.g. "CREz.d4r1asp". */
static void
thebes_format_move (const void      *state,
                    const LudusMove *move,
                    char            *buffer)
{
  const LudusThebesMove *m = as_thebes_move (move);
  const char *place = ludus_thebes_place_id (m->dest);
  const char *zeppelin = m->zeppelin ? "z" : "";

  switch (m->action)
    {
    case LUDUS_THEBES_ACTION_END:
      g_strlcpy (buffer, "end", LUDUS_NOTATION_SIZE);
      break;
    case LUDUS_THEBES_ACTION_CARD:
      g_snprintf (buffer, LUDUS_NOTATION_SIZE, "%s%s.c%u", place, zeppelin, m->slot);
      break;
    case LUDUS_THEBES_ACTION_SWAP:
      g_snprintf (buffer, LUDUS_NOTATION_SIZE, "%s%s.s", place, zeppelin);
      break;
    case LUDUS_THEBES_ACTION_EXHIBITION:
      g_snprintf (buffer, LUDUS_NOTATION_SIZE, "%s%s.e%c", place, zeppelin, 'a' + m->slot);
      break;
    case LUDUS_THEBES_ACTION_DIG:
      {
        char rumours[8] = "";

        if (m->rumours > 0)
          g_snprintf (rumours, sizeof rumours, "r%u", m->rumours);
        g_snprintf (buffer, LUDUS_NOTATION_SIZE, "%s%s.d%u%s%s%s%s", place, zeppelin, m->weeks,
                    rumours, m->assistant ? "a" : "", m->shovel ? "s" : "", m->special ? "p" : "");
      }
      break;
    default:
      g_strlcpy (buffer, "?", LUDUS_NOTATION_SIZE);
      break;
    }
}

/* Reads a number from 1 to max without a leading zero. */
static gboolean
parse_number (const char **p,
              guint        min,
              guint        max,
              guint8      *value)
{
  guint v = 0;
  const char *q = *p;

  if (!g_ascii_isdigit (*q) || (*q == '0' && g_ascii_isdigit (q[1])))
    return FALSE;
  while (g_ascii_isdigit (*q) && v <= max)
    v = v * 10 + (*q++ - '0');
  if (v < min || v > max)
    return FALSE;
  *value = v;
  *p = q;
  return TRUE;
}

static gboolean
thebes_parse_move (const void *state,
                   const char *notation,
                   LudusMove  *move)
{
  LudusThebesMove m = { 0 };
  const char *p = notation;
  guint place;

  if (strcmp (notation, "end") == 0)
    {
      memset (move, 0, sizeof *move);
      return TRUE;
    }

  for (place = 0; place < LUDUS_THEBES_N_PLACES; place++)
    if (strncmp (p, ludus_thebes_place_id (place), 3) == 0)
      break;
  if (place == LUDUS_THEBES_N_PLACES)
    return FALSE;
  p += 3;
  m.dest = place;
  if (*p == 'z')
    {
      m.zeppelin = 1;
      p++;
    }
  if (*p++ != '.')
    return FALSE;

  switch (*p++)
    {
    case 'c':
      m.action = LUDUS_THEBES_ACTION_CARD;
      if (LUDUS_THEBES_PLACE_IS_SITE (place) || *p < '0' || *p > '0' + LUDUS_THEBES_DISPLAY_SIZE - 1)
        return FALSE;
      m.slot = *p++ - '0';
      break;
    case 's':
      m.action = LUDUS_THEBES_ACTION_SWAP;
      if (place != LUDUS_THEBES_PLACE_WAR)
        return FALSE;
      break;
    case 'e':
      m.action = LUDUS_THEBES_ACTION_EXHIBITION;
      if (LUDUS_THEBES_PLACE_IS_SITE (place) || *p < 'a' || *p > 'a' + LUDUS_THEBES_N_SLOTS - 1)
        return FALSE;
      m.slot = *p++ - 'a';
      break;
    case 'd':
      m.action = LUDUS_THEBES_ACTION_DIG;
      if (!LUDUS_THEBES_PLACE_IS_SITE (place) || !parse_number (&p, 1, LUDUS_THEBES_WHEEL_SIZE, &m.weeks))
        return FALSE;
      if (*p == 'r' && (p++, !parse_number (&p, 1, LUDUS_THEBES_MAX_RUMOURS, &m.rumours)))
        return FALSE;
      if (*p == 'a')
        m.assistant = 1, p++;
      if (*p == 's')
        m.shovel = 1, p++;
      if (*p == 'p')
        m.special = 1, p++;
      break;
    default:
      return FALSE;
    }
  if (*p != '\0')
    return FALSE;

  memset (move, 0, sizeof *move);
  memcpy (move->bytes, &m, sizeof m);
  return TRUE;
}

/* Frees *sentence and puts extended, which was made from it, in its place. */
static void
extend_sentence (char **sentence,
                 char  *extended)
{
  g_free (*sentence);
  *sentence = extended;
}

static char *
thebes_describe_move (const void         *state,
                      const LudusMove    *move,
                      const char * const *names)
{
  const LudusThebesState *s = state;
  const LudusThebesMove *m = as_thebes_move (move);
  const char *name = names[current_player (s)];
  const char *place = ludus_thebes_place_name (m->dest);
  g_autofree char *card = NULL;
  char *sentence = NULL;

  switch (m->action)
    {
    case LUDUS_THEBES_ACTION_END:
      return g_strdup_printf (_("%s ended their expedition"), name);
    case LUDUS_THEBES_ACTION_CARD:
      card = ludus_thebes_card_describe (s->content, s->display[m->slot]);
      /* Translators: “Anna took general knowledge 2 in London” */
      sentence = g_strdup_printf (_("%s took %s in %s"), name, card, place);
      break;
    case LUDUS_THEBES_ACTION_SWAP:
      sentence = g_strdup_printf (_("%s swapped the research cards in %s"), name, place);
      break;
    case LUDUS_THEBES_ACTION_EXHIBITION:
      card = ludus_thebes_card_describe (s->content, s->slots[m->slot]);
      /* Translators: “Anna staged the small exhibition in Paris” */
      sentence = g_strdup_printf (_("%s staged the %s in %s"), name, card, place);
      break;
    case LUDUS_THEBES_ACTION_DIG:
      sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s dug in %s for %u week",
                                               "%s dug in %s for %u weeks", m->weeks),
                                  name, place, m->weeks);
      /* Name what the dig spends, so that two digs of the same length
       * that discard different cards read differently. */
      if (m->rumours > 0)
        extend_sentence (&sentence,
                         g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, using %u rumours card",
                                                       "%s, using %u rumours cards", m->rumours),
                                          sentence, m->rumours));
      if (m->assistant)
        extend_sentence (&sentence, g_strdup_printf (_("%s, discarding the assistant"), sentence));
      if (m->shovel)
        extend_sentence (&sentence, g_strdup_printf (_("%s, discarding the shovel"), sentence));
      if (m->special)
        extend_sentence (&sentence, g_strdup_printf (_("%s, on a special permit"), sentence));
      break;
    default:
      g_return_val_if_reached (NULL);
    }

  if (m->zeppelin)
    extend_sentence (&sentence, g_strdup_printf (_("%s, travelling by zeppelin"), sentence));
  return sentence;
}

/* What a dig drew: this dig's finds sit in the bag array just past the
 * tokens still in the bag (dig() puts them there), the dirt went back. */
static void
describe_dig (const LudusThebesState *before,
              const LudusThebesState *after,
              const LudusThebesMove  *m,
              const char             *name,
              GPtrArray              *lines)
{
  guint site = m->dest - LUDUS_THEBES_FIRST_SITE;
  const LudusThebesPlayer *pl = &before->players[current_player (before)];
  guint k = dig_knowledge (pl, site, m->rumours, m->assistant);
  guint n_drawn = MIN (before->content->wheel[k - 1][m->weeks - 1] + shovel_bonus (pl, m->shovel),
                       before->n_bag[site]);
  guint n_finds = before->n_bag[site] - after->n_bag[site];
  guint n_dirt = n_drawn - n_finds;

  g_ptr_array_add (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                        "%s drew %u token from the bag",
                                                        "%s drew %u tokens from the bag",
                                                        n_drawn),
                                           name, n_drawn));
  for (guint i = after->n_bag[site]; i < before->n_bag[site]; i++)
    {
      guint token = after->bag[site][i];

      if (token & LUDUS_THEBES_TOKEN_GENERAL)
        g_ptr_array_add (lines, g_strdup_printf (_("%s found a general-knowledge token"), name));
      else if (token & LUDUS_THEBES_TOKEN_BOOK)
        /* Translators: “Anna found a specialized-knowledge token of Crete” */
        g_ptr_array_add (lines, g_strdup_printf (_("%s found a specialized-knowledge token of %s"),
                                                 name,
                                                 ludus_thebes_place_name (LUDUS_THEBES_SITE_PLACE (token & 0x0f))));
      else
        g_ptr_array_add (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                              "%s found an artifact worth %u point",
                                                              "%s found an artifact worth %u points",
                                                              token),
                                                 name, token));
    }
  if (n_dirt > 0)
    g_ptr_array_add (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                          "%u token was dirt and went back into the bag",
                                                          "%u tokens were dirt and went back into the bag",
                                                          n_dirt),
                                             n_dirt));
  if (!(before->bonus_taken & (1u << site)))
    /* Translators: the first player to dig at a site takes the artifact set aside there */
    g_ptr_array_add (lines, g_strdup_printf (_("%s also took the artifact worth 1 point set aside for the first dig in %s"),
                                             name, ludus_thebes_place_name (m->dest)));
}

static gboolean
in_slots (const LudusThebesState *s,
          guint                   card)
{
  for (guint i = 0; i < LUDUS_THEBES_N_SLOTS; i++)
    if (s->slots[i] == card)
      return TRUE;
  return FALSE;
}

/* Spec §7, player by player. */
static void
describe_final_scoring (const LudusThebesState *s,
                        const char * const     *names,
                        GPtrArray              *lines)
{
  LudusThebesScore scores[LUDUS_THEBES_MAX_PLAYERS];

  ludus_thebes_score (s, scores);
  g_ptr_array_add (lines, g_strdup (_("Final scoring")));
  for (guint p = 0; p < s->n_players; p++)
    {
      const LudusThebesScore *score = &scores[p];

      if (score->artifacts > 0)
        g_ptr_array_add (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                              "%s scores %d point for artifacts",
                                                              "%s scores %d points for artifacts",
                                                              score->artifacts),
                                                 names[p], score->artifacts));
      if (score->exhibitions > 0)
        g_ptr_array_add (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                              "%s scores %d point for exhibitions",
                                                              "%s scores %d points for exhibitions",
                                                              score->exhibitions),
                                                 names[p], score->exhibitions));
      if (score->congress > 0)
        {
          guint n = s->players[p].congresses;
          g_autofree char *cards = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                 "%u congress card",
                                                                 "%u congress cards", n),
                                                    n);

          g_ptr_array_add (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                /* Translators: “Anna scores 6 points for 3 congress cards” */
                                                                "%s scores %d point for %s",
                                                                "%s scores %d points for %s",
                                                                score->congress),
                                                   names[p], score->congress, cards));
        }
      for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
        {
          const char *place = ludus_thebes_place_name (LUDUS_THEBES_SITE_PLACE (site));

          if (score->majority[site] == 5)
            g_ptr_array_add (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                  "%s scores %d point for the most specialized knowledge of %s",
                                                                  "%s scores %d points for the most specialized knowledge of %s",
                                                                  score->majority[site]),
                                                     names[p], score->majority[site], place));
          else if (score->majority[site] > 0)
            g_ptr_array_add (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                  /* Translators: tied for the most specialized knowledge of a site */
                                                                  "%s scores %d point for a share of the most specialized knowledge of %s",
                                                                  "%s scores %d points for a share of the most specialized knowledge of %s",
                                                                  score->majority[site]),
                                                     names[p], score->majority[site], place));
        }
      g_ptr_array_add (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "%s ends with %d point",
                                                            "%s ends with %d points",
                                                            score->total),
                                               names[p], score->total));
    }
}

/* The tokens a dig drew, exhibitions coming and going, the draw pile
 * reshuffled, a new year, the end of the game. */
static char **
thebes_describe_outcome (const void         *before,
                         const void         *after,
                         const LudusMove    *move,
                         const char * const *names)
{
  const LudusThebesState *b = before;
  const LudusThebesState *a = after;
  const LudusThebesMove *m = as_thebes_move (move);
  guint player = current_player (b);
  const char *name = names[player];
  GPtrArray *lines = g_ptr_array_new ();
  guint8 pushed[LUDUS_THEBES_MAX_CARDS];
  guint n_pushed = 0;
  gboolean reshuffled = FALSE;

  if (m->action == LUDUS_THEBES_ACTION_DIG)
    describe_dig (b, a, m, name, lines);

  /* Cards are drawn only to refill the display; drawing past the pile
   * means it was reshuffled (digs draw tokens, not cards). */
  if (m->action != LUDUS_THEBES_ACTION_DIG && a->reveals - b->reveals > b->n_pile)
    {
      reshuffled = TRUE;
      g_ptr_array_add (lines, g_strdup (a->stack3_used && !b->stack3_used
                                        ? _("The draw pile ran out: the discards and the third stack were shuffled into a new one")
                                        : _("The draw pile ran out: the discards were shuffled into a new one")));
    }

  /* Exhibitions pushed off the row: the discarded ones (after a
   * reshuffle, only those discarded since), and any that left the row
   * without being staged. */
  for (guint i = reshuffled ? 0 : b->n_discards; i < a->n_discards; i++)
    if (a->discards[i] >= a->content->n_research)
      pushed[n_pushed++] = a->discards[i];
  for (guint i = 0; i < LUDUS_THEBES_N_SLOTS; i++)
    if (b->slots[i] != LUDUS_THEBES_NONE && !in_slots (a, b->slots[i]) &&
        !(m->action == LUDUS_THEBES_ACTION_EXHIBITION && m->slot == i) &&
        memchr (pushed, b->slots[i], n_pushed) == NULL)
      pushed[n_pushed++] = b->slots[i];

  /* New in the row, oldest first (a new one goes to slot a). */
  for (guint i = LUDUS_THEBES_N_SLOTS; i-- > 0;)
    if (a->slots[i] != LUDUS_THEBES_NONE && !in_slots (b, a->slots[i]))
      {
        g_autofree char *card = ludus_thebes_card_describe (a->content, a->slots[i]);

        /* Translators: “The small exhibition in Paris can now be staged” */
        g_ptr_array_add (lines, g_strdup_printf (_("The %s can now be staged"), card));
      }
  for (guint i = 0; i < n_pushed; i++)
    {
      g_autofree char *card = ludus_thebes_card_describe (a->content, pushed[i]);

      /* Translators: “The small exhibition in Paris was pushed out of the row and discarded” */
      g_ptr_array_add (lines, g_strdup_printf (_("The %s was pushed out of the row and discarded"), card));
    }

  if (m->action != LUDUS_THEBES_ACTION_END &&
      year_index (a->players[player].time) > year_index (b->players[player].time))
    {
      if (a->players[player].time >= LUDUS_THEBES_END_TIME)
        g_ptr_array_add (lines, g_strdup_printf (_("%s has reached the end of the expedition"), name));
      else
        /* Translators: “Anna enters 1902: her excavation permits are valid again” */
        g_ptr_array_add (lines, g_strdup_printf (_("%s enters %u: every excavation permit is valid again"),
                                                 name, ludus_thebes_year (a->players[player].time)));
    }

  if (is_over (a) && !is_over (b))
    describe_final_scoring (a, names, lines);

  if (lines->len == 0)
    {
      g_ptr_array_unref (lines);
      return NULL;
    }
  g_ptr_array_add (lines, NULL);
  return (char **) g_ptr_array_free (lines, FALSE);
}

static guint
thebes_current_player (const void *state)
{
  return current_player (state);
}

static gboolean
thebes_is_over (const void *state)
{
  return is_over (state);
}

static JsonNode *
thebes_state_to_json (const void *state)
{
  return ludus_thebes_state_to_json (state);
}

static gpointer
thebes_content_new (JsonNode *deck,
                    JsonNode *layout,
                    GError  **error)
{
  return ludus_thebes_content_new (deck, layout, error);
}

static void
thebes_content_free (gpointer content)
{
  ludus_thebes_content_free (content);
}

const LudusRules ludus_thebes_rules = {
  .id = "thebes",
  .name = N_("Thebes"),
  .description = N_("Study in Europe’s great cities, dig for artifacts in the Near East and stage exhibitions before time runs out."),
  .min_players = 2,
  .max_players = 4,
  .min_minutes = 60,
  .max_minutes = 90,
  .variants = NULL,
  .n_variants = 0,
  .default_deck = RESOURCE_BASE "/content/thebes-deck.json",
  .default_layout = RESOURCE_BASE "/content/thebes-layout.json",
  .content_new = thebes_content_new,
  .content_free = thebes_content_free,
  .state_size = sizeof (LudusThebesState),
  .init = thebes_init,
  .legal_moves = thebes_legal_moves,
  .apply = thebes_apply,
  .current_player = thebes_current_player,
  .is_over = thebes_is_over,
  .scores = thebes_scores,
  .winners = thebes_winners,
  .determinize = thebes_determinize,
  .reveal_count = thebes_reveal_count,
  .pass_notation = "end",
  .format_move = thebes_format_move,
  .parse_move = thebes_parse_move,
  .describe_move = thebes_describe_move,
  .describe_outcome = thebes_describe_outcome,
  .project_scores = ludus_thebes_project_scores,
  .breakdown = thebes_breakdown,
  .state_to_json = thebes_state_to_json,
  .policy_move = ludus_thebes_policy_move,
  .search_moves = ludus_thebes_search_moves,
};
