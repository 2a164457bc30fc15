/* ludus-thebes.c: the Thebes rules (shared/spec/thebes.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-thebes"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "ludus-thebes-private.h"
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
    return state->swap_streak + LUDUS_THEBES_SWAP_WEEKS;
  return LUDUS_THEBES_SWAP_WEEKS;
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
  g_return_val_if_fail (state != NULL && player < state->n_players && site < LUDUS_THEBES_N_SITES, 0);
  return dig_tokens (state, &state->players[player], site, rumours, discard_assistant,
                     discard_shovel, weeks);
}

guint
ludus_thebes_move_weeks (const LudusThebesState *state,
                         const LudusThebesMove  *move)
{
  return move_weeks (state, current_player (state), move);
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
          {
            const guint8 *wheel = s->content->wheel[k - 1];

            base.rumours = r;
            base.assistant = a;
            base.shovel = h;
            /* Rollouts list these by the hundred: copy the whole move, then
             * write the one byte that differs, rather than copying a move
             * just written byte by byte (which stalls the store buffer). */
            for (guint w = 1; w <= max_weeks; w++)
              {
                LudusMove *move;

                if (wheel[w - 1] == 0)
                  continue;
                move = &moves[n++];
                memcpy (move->bytes, &base, sizeof base);
                ((LudusThebesMove *) move->bytes)->weeks = w;
              }
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
  if (s->chance.mode == LUDUS_CHANCE_IMPOSE)
    ludus_thebes_impose_draw (s, ludus_chance_take (&s->chance));
  s->n_pile--;
  s->pile_stack2 = MIN (s->pile_stack2, s->n_pile);
  s->reveals++;
  return ludus_chance_tell (&s->chance, s->pile[s->n_pile]);
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
      guint j = ludus_chance_pick (&s->chance, &s->rng, bag, n);
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
  ludus_chance_begin (&s->chance);
  s->content = c;
  ludus_rng_seed (&s->rng, setup->seed);
  s->n_players = setup->n_players;
  s->shuffle = setup->shuffle;
  s->last_player = LUDUS_THEBES_NONE;
  memset (s->display, LUDUS_THEBES_NONE, sizeof s->display);
  memset (s->slots, LUDUS_THEBES_NONE, sizeof s->slots);

  /* Markers: all on the start week, the start player's on top, the others
   * below it in random order. */
  start_player = setup->shuffle ? ludus_chance_below (&s->chance, &s->rng, s->n_players) : 0;
  for (guint p = 0, i = 0; p < s->n_players; p++)
    if (p != start_player)
      seats[i++] = p;
  if (setup->shuffle)
    ludus_chance_shuffle (&s->chance, &s->rng, seats, s->n_players - 1);
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
    s->display[i] = ludus_chance_turn (&s->chance, order + i, n_order - i, 0);
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


static LudusChance *
thebes_chance (void *state)
{
  return &((LudusThebesState *) state)->chance;
}

static guint
thebes_reveal_count (const void *state)
{
  return ((const LudusThebesState *) state)->reveals;
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

static const LudusPlayerColour thebes_colours[] = {
  LUDUS_PLAYER_COLOUR_RED, LUDUS_PLAYER_COLOUR_BLUE, LUDUS_PLAYER_COLOUR_GREEN,
  LUDUS_PLAYER_COLOUR_YELLOW, LUDUS_PLAYER_COLOUR_PURPLE, LUDUS_PLAYER_COLOUR_ORANGE,
};

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
  .colours = thebes_colours,
  .n_colours = G_N_ELEMENTS (thebes_colours),
  .default_deck = RESOURCE_BASE "/content/thebes-deck.json",
  .default_layout = RESOURCE_BASE "/content/thebes-layout.json",
  .builtin_names = ludus_thebes_builtin_names,
  .content_new = thebes_content_new,
  .content_free = thebes_content_free,
  .state_size = sizeof (LudusThebesState),
  .init = thebes_init,
  .legal_moves = thebes_legal_moves,
  .apply = thebes_apply,
  .current_player = thebes_current_player,
  .is_over = thebes_is_over,
  .scores = ludus_thebes_scores,
  .winners = ludus_thebes_winners,
  .determinize = ludus_thebes_determinize,
  .chance = thebes_chance,
  .reveal_count = thebes_reveal_count,
  /* Hard's search weighs the moves after a dig for what it drew (chance
   * nodes): at 2,000 iterations hard won 75.5 of 120 games against normal
   * with them, 69.5 without (the same seeds; doc/strength/README.md). */
  .reveal_outcome = ludus_thebes_reveal_outcome,
  .pass_notation = "end",
  .format_move = ludus_thebes_format_move,
  .parse_move = ludus_thebes_parse_move,
  .describe_move = ludus_thebes_describe_move,
  .describe_outcome = ludus_thebes_describe_outcome,
  .project_scores = ludus_thebes_project_scores,
  .breakdown = ludus_thebes_breakdown,
  .state_to_json = thebes_state_to_json,
  .observer_view = ludus_thebes_observer_view,
  .policy_move = ludus_thebes_policy_move,
  .search_moves = ludus_thebes_search_moves,
  /* An iteration costs about 15 to 40 µs.  The heuristic orders the many
   * digs and trips well, so the search does best widening slowly and
   * trusting that order: normal v easy won 0.76 with a widening of 0.5
   * against 0.54 with 2 (192 games each). */
  .ai_normal_iterations = 1000,
  .ai_hard_iterations = 20000,
  .ai_widening = 0.5,
};
