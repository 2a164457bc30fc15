/* ludus-mykerinos.c: the Mykerinos rules (spec: shared/spec/mykerinos.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-mykerinos"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-mykerinos.h"
#include "ludus-mykerinos-ai.h"
#include "ludus-mykerinos-private.h"

typedef LudusMykerinosState  State;
typedef LudusMykerinosMove   Move;
typedef LudusMykerinosSeason Season;

#define NONE          LUDUS_MYKERINOS_PATRON_NONE

const char * const ludus_mykerinos_patron_ids[LUDUS_MYKERINOS_N_PATRONS + 1] = {
  "violet", "lemon", "brown", "blackmore", "tangerine", "none",
};

const char * const ludus_mykerinos_patron_names[LUDUS_MYKERINOS_N_PATRONS + 1] = {
  N_("Lady Violet"), N_("Lord Lemon"), N_("Sir Brown"), N_("Mrs Blackmore"),
  N_("Colonel Tangerine"), N_("no patron"),
};

const char * const ludus_mykerinos_patron_short_names[LUDUS_MYKERINOS_N_PATRONS] = {
  N_("Violet"), N_("Lemon"), N_("Brown"), N_("Blackmore"), N_("Tangerine"),
};

const char * const ludus_mykerinos_colour_ids[LUDUS_MYKERINOS_N_COLOURS] = {
  "blue", "red", "green", "white",
};

const char * const ludus_mykerinos_colour_names[LUDUS_MYKERINOS_N_COLOURS] = {
  N_("blue"), N_("red"), N_("green"), N_("white"),
};

/* Own cubes each player takes per season, by player count. */
static const guint8 season_quota[] = { 0, 0, 11, 11, 8 };

guint
ludus_mykerinos_season_quota (guint n_players)
{
  g_return_val_if_fail (n_players < G_N_ELEMENTS (season_quota), 0);
  return season_quota[n_players];
}

/* ---- narration (only in describe_outcome's replay) ----------------------- */

/* The name of a colour in play: a player's, or the neutral's. */
static const char *
colour_name (const State *s,
             guint        colour)
{
  if (colour == s->neutral)
    return _("the neutral player");
  return s->narration->names[colour];
}

/* Takes line; the caller checks s->narration first, to build nothing
 * during play. */
static void
narrate (const State *s,
         char        *line)
{
  g_ptr_array_add (s->narration->lines, line);
}

/* Notes what the survey of the current area decided; the log tells what
 * the rules did alone here (a player's choice is the move's own sentence). */
static void
record_event (State *s,
              guint  kind,
              guint  colour,
              guint  card,
              guint  room)
{
  LudusMykerinosSeasonRecord *record = &s->records[s->season];
  LudusMykerinosSurveyEvent *event;

  g_assert (record->n_events < LUDUS_MYKERINOS_MAX_EVENTS);
  event = &record->events[record->n_events++];
  *event = (LudusMykerinosSurveyEvent) { kind, s->survey_area, colour, card, room };
  if (s->narration != NULL
      && (kind == LUDUS_MYKERINOS_EVENT_NEUTRAL || kind == LUDUS_MYKERINOS_EVENT_UNCLAIMED))
    narrate (s, ludus_mykerinos_describe_event (s, event, s->narration->names));
}

/* ---- space sets --------------------------------------------------------- */

typedef LudusMykerinosBits Bits;

static inline void
put_cube (State *s,
          guint  space,
          guint  colour)
{
  s->region[space] = colour + 1;
  bits_set (&s->occupied, space);
  bits_set (&s->cubes_of[colour], space);
}

void
ludus_mykerinos_state_sync (State *s)
{
  memset (&s->occupied, 0, sizeof s->occupied);
  memset (&s->pyramids, 0, sizeof s->pyramids);
  memset (s->cubes_of, 0, sizeof s->cubes_of);
  for (guint sp = 0; sp < LUDUS_MYKERINOS_MAX_SPACES; sp++)
    {
      if (s->pyramid[sp])
        bits_set (&s->pyramids, sp);
      if (s->region[sp] != 0)
        put_cube (s, sp, s->region[sp] - 1);
    }
}

/* ---- Museum ----------------------------------------------------------- */

gboolean
ludus_mykerinos_room_allowed (const State *s,
                              guint        colour,
                              guint        room)
{
  guint8 mine = colour + 1;
  guint w;

  if (room >= LUDUS_MYKERINOS_N_ROOMS || s->museum[room] != 0)
    return FALSE;
  if (room < LUDUS_MYKERINOS_ROOM_R5 (0) || room >= LUDUS_MYKERINOS_ROOM_C (0))
    return TRUE;
  w = room - LUDUS_MYKERINOS_ROOM_R5 (0);
  return s->museum[LUDUS_MYKERINOS_ROOM_R3 (w)] == mine
         || s->museum[LUDUS_MYKERINOS_ROOM_C (w)] == mine
         || s->museum[LUDUS_MYKERINOS_ROOM_C ((w + 4) % 5)] == mine;
}

static gboolean
museum_possible (const State *s,
                 guint        colour)
{
  for (guint room = 0; room < LUDUS_MYKERINOS_N_ROOMS; room++)
    if (ludus_mykerinos_room_allowed (s, colour, room))
      return TRUE;
  return FALSE;
}

/* ---- seasons ---------------------------------------------------------- */

static void
deal_region (State *s)
{
  const Season *season = season_of (s);

  memset (s->region, 0, sizeof s->region);
  memset (s->pyramid, 0, sizeof s->pyramid);
  memset (s->slot_card, 0, sizeof s->slot_card);
  memset (s->slot_turned, 0, sizeof s->slot_turned);
  for (guint slot = 0; slot < season->n_slots; slot++)
    {
      guint card = ludus_chance_turn (&s->chance, s->order + s->next_card,
                                      s->n_cards - s->next_card, 0);
      guint8 pyramids = s->content->cards[card].pyramids;
      gboolean turned = s->shuffle ? ludus_chance_below (&s->chance, &s->rng, 2) : FALSE;

      s->next_card++;

      s->slot_card[slot] = card;
      s->slot_turned[slot] = turned;
      s->card_owner[card] = LUDUS_MYKERINOS_CARD_IN_REGION;
      /* A 180° turn maps card space (r, c) to (1 − r, 2 − c): k to 5 − k. */
      for (guint k = 0; k < 6; k++)
        s->pyramid[slot * 6 + k] = (pyramids >> (turned ? 5 - k : k)) & 1;
    }
  ludus_mykerinos_state_sync (s);
  s->reveals++;
}

static void
begin_season (State *s)
{
  memset (s->passing, 0, sizeof s->passing);
  if (s->neutral != LUDUS_MYKERINOS_NO_PLAYER)
    s->passing[s->neutral] = 2;

  /* Straighten every card; the ones owned now can be tilted this season. */
  memset (s->usable, 0, sizeof s->usable);
  for (guint i = 0; i < s->content->n_cards; i++)
    {
      guint holder = card_holder (s->card_owner[i]);

      if (holder == LUDUS_MYKERINOS_NO_PLAYER)
        continue;
      s->card_owner[i] = holder;
      if (s->content->cards[i].patron != NONE)
        s->usable[holder][s->content->cards[i].patron]++;
    }

  for (guint i = 0; i < s->n_players; i++)
    {
      guint p = (s->start_player + i) % s->n_players;
      guint take = MIN (ludus_mykerinos_season_quota (s->n_players), s->general[p]);

      s->general[p] -= take;
      s->stock[p] += take;
      if (s->neutral != LUDUS_MYKERINOS_NO_PLAYER)
        {
          take = MIN (LUDUS_MYKERINOS_NEUTRAL_QUOTA, s->general[s->neutral]);
          s->general[s->neutral] -= take;
          s->neutral_stock[p] += take;
        }
    }

  deal_region (s);
  s->phase = LUDUS_MYKERINOS_PHASE_EXCAVATION;
  s->current = s->start_player;
  s->last_turn = FALSE;
}

/* Spec §6: the exhibition wing by wing, the sets, each player's total. */
static void
narrate_final_scoring (const State *s)
{
  narrate (s, g_strdup (_("Final scoring: the exhibition")));
  for (guint p = 0; p < s->n_players; p++)
    {
      const char *name = s->narration->names[p];
      LudusMykerinosScore score;

      ludus_mykerinos_score_player (s, p, &score);
      for (guint w = 0; w < LUDUS_MYKERINOS_N_WINGS; w++)
        {
          guint patron = s->wing_patron[w];
          guint parcels = ludus_mykerinos_state_owned (s, p, patron);
          g_autofree char *product = NULL;

          if (score.exhibition[w] == 0)
            continue;
          /* Translators: parcels of the wing's patron times the best room
           * held in the wing (1 without one): “3 parcels × 5” */
          product = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u parcel × %u", "%u parcels × %u",
                                                  parcels),
                                     parcels, wing_multiplier (s, p, w));
          narrate (s, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                    /* Translators: “Anna scores 15 points in the wing of Sir Brown (3 parcels × 5)” */
                                                    "%s scores %d point in the wing of %s (%s)",
                                                    "%s scores %d points in the wing of %s (%s)",
                                                    score.exhibition[w]),
                                       name, score.exhibition[w],
                                       _(ludus_mykerinos_patron_names[patron]), product));
        }
      if (score.sets > 0)
        narrate (s, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                  "%s scores %d points for %d complete set of the five patrons",
                                                  "%s scores %d points for %d complete sets of the five patrons",
                                                  score.sets / 5),
                                     name, score.sets, score.sets / 5));
      narrate (s, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                /* Translators: “Anna ends with 57 points, 20 of them prestige from her parcels” */
                                                "%s ends with %d point, %d of them prestige from parcels",
                                                "%s ends with %d points, %d of them prestige from parcels",
                                                score.total),
                                   name, score.total, score.prestige));
    }
}

static void
final_scoring (State *s)
{
  if (s->narration != NULL)
    narrate_final_scoring (s);
  for (guint p = 0; p < s->n_players; p++)
    {
      LudusMykerinosScore score;

      ludus_mykerinos_score_player (s, p, &score);
      s->score[p] = score.total;
    }
  s->phase = LUDUS_MYKERINOS_PHASE_OVER;
  s->current = 0;
}

static void
end_season (State *s)
{
  guint last = 0;

  for (guint p = 0; p < s->n_players; p++)
    if (s->passing[p] > s->passing[last])
      last = p;
  s->start_player = last;
  s->records[s->season].start_player = last;
  memcpy (s->records[s->season].prestige, s->prestige, sizeof s->prestige);

  if (s->narration != NULL && s->season + 1 < LUDUS_MYKERINOS_N_SEASONS)
    /* Translators: “End of season 1: Anna, last on the passing track, starts season 2” */
    narrate (s, g_strdup_printf (_("End of season %u: %s, last on the passing track, starts season %u"),
                                 s->season + 1, colour_name (s, last), s->season + 2));
  else if (s->narration != NULL)
    narrate (s, g_strdup_printf (_("End of season %u"), s->season + 1));

  if (++s->season == LUDUS_MYKERINOS_N_SEASONS)
    final_scoring (s);
  else
    begin_season (s);
}

/* ---- survey ----------------------------------------------------------- */

static void
survey_begin_area (State *s)
{
  const Season *season = season_of (s);
  guint counts[LUDUS_MYKERINOS_N_COLOURS] = { 0 };
  LudusMykerinosAreaRecord *record;
  guint n = 0;

  for (guint k = 0; k < 2; k++)
    {
      guint slot = season->areas[s->survey_area][k];

      for (guint i = 0; i < 6; i++)
        if (s->region[slot * 6 + i] != 0)
          counts[s->region[slot * 6 + i] - 1]++;
    }

  /* Most cubes first; ties to the lower passing-track space. */
  for (guint c = 0; c < s->n_colours; c++)
    {
      guint i;

      if (counts[c] == 0)
        continue;
      for (i = n; i > 0; i--)
        {
          guint o = s->survey_rank[i - 1];

          if (counts[o] > counts[c]
              || (counts[o] == counts[c] && s->passing[o] < s->passing[c]))
            break;
          s->survey_rank[i] = o;
        }
      s->survey_rank[i] = c;
      n++;
    }
  for (guint i = n; i < LUDUS_MYKERINOS_N_COLOURS; i++)
    s->survey_rank[i] = LUDUS_MYKERINOS_NO_PLAYER;
  s->survey_n_ranked = n;

  record = &s->records[s->season].areas[s->survey_area];
  record->n_ranked = n;
  memcpy (record->rank, s->survey_rank, sizeof record->rank);
  for (guint c = 0; c < LUDUS_MYKERINOS_N_COLOURS; c++)
    record->cubes[c] = counts[c];
  s->records[s->season].n_areas = s->survey_area + 1;

  if (s->narration != NULL && n == 0)
    narrate (s, g_strdup_printf (_("Survey of area %u: nobody excavated there"), s->survey_area + 1));
  else if (s->narration != NULL)
    {
      narrate (s, g_strdup_printf (_("Survey of area %u"), s->survey_area + 1));
      for (guint i = 0; i < n; i++)
        narrate (s, ludus_mykerinos_describe_rank (s, record, i, s->narration->names));
    }
  s->survey_pos = 0;
  s->survey_left = 3;
}

static guint
area_card (const State *s,
           guint        parcel)
{
  return s->slot_card[season_of (s)->areas[s->survey_area][parcel]];
}

static void
survey_finish_area (State *s)
{
  const Season *season = season_of (s);

  for (guint k = 0; k < 2; k++)
    {
      guint slot = season->areas[s->survey_area][k];

      if (s->survey_left & (1 << k))
        {
          s->card_owner[s->slot_card[slot]] = LUDUS_MYKERINOS_CARD_DISCARDED;
          record_event (s, LUDUS_MYKERINOS_EVENT_UNCLAIMED, LUDUS_MYKERINOS_NO_PLAYER,
                        s->slot_card[slot], 0);
        }
      for (guint i = 0; i < 6; i++)
        {
          guint space = slot * 6 + i;
          guint8 cube = s->region[space];

          if (cube != 0)
            {
              s->general[cube - 1]++;
              bits_clear (&s->occupied, space);
              bits_clear (&s->cubes_of[cube - 1], space);
            }
          s->region[space] = 0;
        }
    }
  s->survey_left = 0;
}

static void
neutral_takes (State  *s,
               guint   parcel)
{
  s->survey_left &= ~(1 << parcel);
  s->card_owner[area_card (s, parcel)] = LUDUS_MYKERINOS_CARD_DISCARDED;
}

/* Runs the survey up to the next choice a player makes, or to its end. */
static void
survey_advance (State *s)
{
  for (;;)
    {
      guint n = s->survey_n_ranked;
      guint limit = n == 1 ? 1 : n;
      guint c;

      if (s->survey_pos >= limit)
        {
          survey_finish_area (s);
          if (++s->survey_area == season_of (s)->n_areas)
            {
              end_season (s);
              return;
            }
          survey_begin_area (s);
          continue;
        }

      c = s->survey_rank[s->survey_pos];
      if (s->survey_pos < 2 && c == s->neutral)
        {
          if (s->survey_left == 0)
            {
              s->survey_pos++;
              continue;
            }
          /* Alone or with one parcel left, nobody has a choice to make. */
          if (n == 1 || (s->survey_left & (s->survey_left - 1)) == 0)
            {
              guint parcel = (s->survey_left & 1) ? 0 : 1;

              record_event (s, LUDUS_MYKERINOS_EVENT_NEUTRAL, LUDUS_MYKERINOS_NO_PLAYER,
                            area_card (s, parcel), 0);
              neutral_takes (s, parcel);
              s->survey_pos++;
              continue;
            }
          s->survey_choice = LUDUS_MYKERINOS_CHOICE_NEUTRAL;
          if (s->survey_pos == 1)
            s->current = s->survey_rank[0];
          else if (n >= 3)
            s->current = s->survey_rank[2];
          else
            s->current = 1 - s->survey_rank[1];  /* the real player not in the area */
          return;
        }
      if (s->survey_pos < 2)
        {
          if (s->survey_left != 0 || (s->general[c] > 0 && museum_possible (s, c)))
            {
              s->survey_choice = LUDUS_MYKERINOS_CHOICE_OWN;
              s->current = c;
              return;
            }
          s->survey_pos++;
          continue;
        }
      if (c == s->neutral || s->survey_left == 0)
        {
          s->survey_pos++;
          continue;
        }
      s->survey_choice = LUDUS_MYKERINOS_CHOICE_LEFTOVER;
      s->current = c;
      return;
    }
}

static void
begin_survey (State *s)
{
  s->phase = LUDUS_MYKERINOS_PHASE_SURVEY;
  s->last_turn = FALSE;
  s->survey_area = 0;
  survey_begin_area (s);
  survey_advance (s);
}

/* ---- excavation ------------------------------------------------------- */

static void
take_passing_space (State *s,
                    guint  colour)
{
  for (guint space = 1; space <= LUDUS_MYKERINOS_N_COLOURS; space++)
    {
      gboolean taken = FALSE;

      for (guint c = 0; c < s->n_colours; c++)
        taken |= s->passing[c] == space;
      if (!taken)
        {
          s->passing[colour] = space;
          return;
        }
    }
  g_assert_not_reached ();
}

static void
end_turn (State    *s,
          gboolean  passed)
{
  guint active = 0;
  guint last = 0;

  if (s->last_turn)
    {
      if (!passed)
        take_passing_space (s, s->current);
      begin_survey (s);
      return;
    }

  for (guint p = 0; p < s->n_players; p++)
    if (s->passing[p] == 0)
      {
        active++;
        last = p;
      }
  g_assert (active > 0);
  if (active == 1)
    {
      /* Only a pass leaves a single player active: the last action. */
      s->current = last;
      s->last_turn = TRUE;
      return;
    }
  do
    s->current = (s->current + 1) % s->n_players;
  while (s->passing[s->current] != 0);
}

static void
tilt (State *s,
      guint  colour,
      guint  patron)
{
  for (guint i = 0; i < s->content->n_cards; i++)
    if (s->card_owner[i] == colour && s->content->cards[i].patron == patron)
      {
        s->card_owner[i] |= LUDUS_MYKERINOS_CARD_TILTED;
        s->usable[colour][patron]--;
        return;
      }
  g_assert_not_reached ();
}

static gboolean
any_open_space (const State *s)
{
  const Bits *all = &season_of (s)->all_spaces;

  for (guint i = 0; i < G_N_ELEMENTS (all->w); i++)
    if (all->w[i] & ~s->occupied.w[i] & ~s->pyramids.w[i])
      return TRUE;
  return FALSE;
}

/* After an own action that was not a pass. */
static void
after_own_action (State *s)
{
  if (s->neutral != LUDUS_MYKERINOS_NO_PLAYER
      && s->neutral_stock[s->current] > 0 && any_open_space (s))
    s->phase = LUDUS_MYKERINOS_PHASE_NEUTRAL;
  else
    end_turn (s, FALSE);
}

/* ---- apply ------------------------------------------------------------ */

static void
mykerinos_apply (void            *state,
                 const LudusMove *move)
{
  State *s = state;
  const Move *mv = (const Move *) move;
  guint c = s->current;

  switch (mv->kind)
    {
    case LUDUS_MYKERINOS_MOVE_PASS:
      take_passing_space (s, c);
      end_turn (s, TRUE);
      break;

    case LUDUS_MYKERINOS_MOVE_PLACE:
      if (mv->patron != NONE)
        tilt (s, c, mv->patron);
      if (mv->patron == LUDUS_MYKERINOS_VIOLET)
        {
          s->general[c]--;
          s->stock[c]++;
        }
      for (guint i = 0; i < mv->n_cells; i++)
        put_cube (s, mv->cells[i], c);
      s->stock[c] -= mv->n_cells;
      after_own_action (s);
      break;

    case LUDUS_MYKERINOS_MOVE_BROWN:
      tilt (s, c, LUDUS_MYKERINOS_BROWN);
      s->stock[c]--;
      s->museum[mv->room] = c + 1;
      after_own_action (s);
      break;

    case LUDUS_MYKERINOS_MOVE_NEUTRAL:
      for (guint i = 0; i < mv->n_cells; i++)
        put_cube (s, mv->cells[i], s->neutral);
      s->neutral_stock[c] -= mv->n_cells;
      s->phase = LUDUS_MYKERINOS_PHASE_EXCAVATION;
      end_turn (s, FALSE);
      break;

    case LUDUS_MYKERINOS_MOVE_SKIP:
      s->phase = LUDUS_MYKERINOS_PHASE_EXCAVATION;
      end_turn (s, FALSE);
      break;

    case LUDUS_MYKERINOS_MOVE_CLAIM:
      {
        guint card = area_card (s, mv->parcel);
        guint prestige = s->content->cards[card].prestige;

        record_event (s, LUDUS_MYKERINOS_EVENT_CLAIM, c, card, 0);
        s->survey_left &= ~(1 << mv->parcel);
        s->card_owner[card] = c;
        s->prestige[c] += prestige;
        s->score[c] += prestige;
        s->survey_pos++;
        survey_advance (s);
      }
      break;

    case LUDUS_MYKERINOS_MOVE_MUSEUM:
      record_event (s, LUDUS_MYKERINOS_EVENT_MUSEUM, c, 0, mv->room);
      s->general[c]--;
      s->museum[mv->room] = c + 1;
      s->survey_pos++;
      survey_advance (s);
      break;

    case LUDUS_MYKERINOS_MOVE_DECLINE:
      record_event (s, LUDUS_MYKERINOS_EVENT_DECLINE, c, 0, 0);
      s->survey_pos++;
      survey_advance (s);
      break;

    case LUDUS_MYKERINOS_MOVE_DISCARD:
      record_event (s, LUDUS_MYKERINOS_EVENT_DISCARD, c, area_card (s, mv->parcel), 0);
      neutral_takes (s, mv->parcel);
      s->survey_pos++;
      survey_advance (s);
      break;

    default:
      g_assert_not_reached ();
    }
}

/* Replays the move on a copy of the state before it, with the narration
 * on: the lines are told where the rules do what they describe. */
static char **
mykerinos_describe_outcome (const void         *before,
                            const void         *after,
                            const LudusMove    *move,
                            const char * const *names)
{
  LudusMykerinosNarration narration = { g_ptr_array_new_with_free_func (g_free), names };
  g_autofree State *replay = g_memdup2 (before, sizeof (State));

  replay->narration = &narration;
  mykerinos_apply (replay, move);
  if (narration.lines->len == 0)
    {
      g_ptr_array_unref (narration.lines);
      return NULL;
    }
  g_ptr_array_set_free_func (narration.lines, NULL);
  g_ptr_array_add (narration.lines, NULL);
  return (char **) g_ptr_array_free (narration.lines, FALSE);
}

/* ---- the rest of the vtable ------------------------------------------- */

static gboolean
mykerinos_init (void             *state,
                gconstpointer     content,
                const LudusSetup *setup,
                GError          **error)
{
  State *s = state;
  const LudusMykerinosContent *ct = content;

  if (setup->n_players < 2 || setup->n_players > 4)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("Mykerinos is played by 2 to 4 players, not %u"), setup->n_players);
      return FALSE;
    }
  if (ct->n_cards < ct->n_slots)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   g_dngettext (GETTEXT_PACKAGE, "The deck has %u card but the layout needs %u",
                                "The deck has %u cards but the layout needs %u", ct->n_cards),
                   ct->n_cards, ct->n_slots);
      return FALSE;
    }

  memset (s, 0, sizeof *s);
  ludus_chance_begin (&s->chance);
  s->content = ct;
  ludus_rng_seed (&s->rng, setup->seed);
  s->n_players = setup->n_players;
  s->n_colours = s->n_players == 2 ? 3 : s->n_players;
  s->neutral = s->n_players == 2 ? 2 : LUDUS_MYKERINOS_NO_PLAYER;
  s->shuffle = setup->shuffle;
  memset (s->general, LUDUS_MYKERINOS_CUBES, sizeof s->general);
  memset (s->card_owner, LUDUS_MYKERINOS_CARD_UNUSED, sizeof s->card_owner);

  s->n_cards = ct->n_cards;
  for (guint i = 0; i < ct->n_cards; i++)
    s->order[i] = i;
  for (guint w = 0; w < LUDUS_MYKERINOS_N_WINGS; w++)
    s->wing_patron[w] = w;
  if (s->shuffle)
    {
      ludus_rng_shuffle (&s->rng, s->order, s->n_cards, 1);
      ludus_chance_shuffle (&s->chance, &s->rng, s->wing_patron, LUDUS_MYKERINOS_N_WINGS);
      s->start_player = ludus_chance_below (&s->chance, &s->rng, s->n_players);
    }

  begin_season (s);
  return TRUE;
}

static guint
mykerinos_current_player (const void *state)
{
  return ((const State *) state)->current;
}

static gboolean
mykerinos_is_over (const void *state)
{
  return ((const State *) state)->phase == LUDUS_MYKERINOS_PHASE_OVER;
}

static void
mykerinos_determinize (void     *state,
                       guint     observer,
                       LudusRng *rng)
{
  State *s = state;
  gboolean unseen[LUDUS_MYKERINOS_MAX_CARDS] = { FALSE };
  guint n = s->next_card;

  /* Only the order of the cards still in the deck is hidden: put them in
   * card order first, so the result depends on the public information and
   * rng alone, never on the order the real deck happens to have. */
  for (guint i = s->next_card; i < s->n_cards; i++)
    unseen[s->order[i]] = TRUE;
  for (guint card = 0; card < s->n_cards; card++)
    if (unseen[card])
      s->order[n++] = card;
  g_assert (n == s->n_cards);
  ludus_rng_shuffle (rng, s->order + s->next_card, s->n_cards - s->next_card, 1);
  ludus_rng_seed (&s->rng, ludus_rng_next64 (rng));
}

static LudusChance *
mykerinos_chance (void *state)
{
  return &((State *) state)->chance;
}

static guint
mykerinos_reveal_count (const void *state)
{
  return ((const State *) state)->reveals;
}

static JsonNode *
mykerinos_state_to_json (const void *state)
{
  return ludus_mykerinos_state_to_json (state);
}

static gpointer
mykerinos_content_new (JsonNode  *deck,
                       JsonNode  *layout,
                       GError   **error)
{
  return ludus_mykerinos_content_new (deck, layout, error);
}

static void
mykerinos_content_free (gpointer content)
{
  ludus_mykerinos_content_free (content);
}

/* ---- accessors -------------------------------------------------------- */

const LudusMykerinosSeason *
ludus_mykerinos_state_season (const State *s)
{
  return &s->content->seasons[MIN (s->season, LUDUS_MYKERINOS_N_SEASONS - 1)];
}

int
ludus_mykerinos_state_slot_card (const State *s,
                                 guint        slot)
{
  if (s->phase == LUDUS_MYKERINOS_PHASE_OVER || slot >= season_of (s)->n_slots)
    return -1;
  return s->slot_card[slot];
}

guint
ludus_mykerinos_state_cube (const State *s,
                            guint        space)
{
  g_return_val_if_fail (space < LUDUS_MYKERINOS_MAX_SPACES, 0);
  return s->region[space];
}

const LudusMykerinosSeasonRecord *
ludus_mykerinos_state_record (const State *s,
                              guint        season)
{
  g_return_val_if_fail (s != NULL, NULL);

  if (season >= LUDUS_MYKERINOS_N_SEASONS || season > s->season)
    return NULL;
  return &s->records[season];
}

gboolean
ludus_mykerinos_state_pyramid (const State *s,
                               guint        space)
{
  g_return_val_if_fail (space < LUDUS_MYKERINOS_MAX_SPACES, FALSE);
  return s->pyramid[space];
}

/* The box's cubes: no colour of a patron's marker (purple, yellow,
 * brown, black, orange) that a player's cubes could be mistaken for. */
static const LudusPlayerColour mykerinos_colours[] = {
  LUDUS_PLAYER_COLOUR_BLUE, LUDUS_PLAYER_COLOUR_RED, LUDUS_PLAYER_COLOUR_GREEN, LUDUS_PLAYER_COLOUR_WHITE,
};

const LudusRules ludus_mykerinos_rules = {
  .id = "mykerinos",
  .name = N_("Mykerinos"),
  .description = N_("Lead excavations in Egypt for five patrons and fill the Museum with their finds."),
  .min_players = 2,
  .max_players = 4,
  .min_minutes = 45,
  .max_minutes = 60,
  .variants = NULL,
  .n_variants = 0,
  .colours = mykerinos_colours,
  .n_colours = G_N_ELEMENTS (mykerinos_colours),
  .default_deck = RESOURCE_BASE "/content/mykerinos-deck.json",
  .default_layout = RESOURCE_BASE "/content/mykerinos-layout-standard.json",
  .builtin_names = ludus_mykerinos_builtin_names,
  .content_new = mykerinos_content_new,
  .content_free = mykerinos_content_free,
  .state_size = sizeof (LudusMykerinosState),
  .init = mykerinos_init,
  .legal_moves = ludus_mykerinos_legal_moves,
  .apply = mykerinos_apply,
  .current_player = mykerinos_current_player,
  .is_over = mykerinos_is_over,
  .scores = ludus_mykerinos_scores,
  .winners = ludus_mykerinos_winners,
  .determinize = mykerinos_determinize,
  .chance = mykerinos_chance,
  .reveal_count = mykerinos_reveal_count,
  .pass_notation = "p",
  .format_move = ludus_mykerinos_format_move,
  .parse_move = ludus_mykerinos_parse_move,
  .describe_move = ludus_mykerinos_describe_move,
  .describe_outcome = mykerinos_describe_outcome,
  .project_scores = ludus_mykerinos_project_scores,
  .breakdown = ludus_mykerinos_breakdown,
  .state_to_json = mykerinos_state_to_json,
  .observer_view = ludus_mykerinos_observer_view,
  .policy_move = ludus_mykerinos_policy_move,
  .evaluate = ludus_mykerinos_evaluate,
  /* Rollouts list hundreds of moves per turn: a normal iteration costs
   * about 40 µs of one processor, a hard one, whose rollouts stop at the
   * next season, about 12 µs: 40,000 take about 0.25 s on two idle
   * processors, half of what a player should wait. */
  .ai_normal_iterations = 500,
  .ai_hard_iterations = 40000,
  .ai_hard_rollout_depth = 1,
};
