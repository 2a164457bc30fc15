/* ludus-mykerinos-notation.c: move notation and log sentences
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Tokens (spaces are region space numbers, ascending; a room is its value
 * then its wing, 1 to 5: "52" is the 5-room of wing 2, "23" the corridor
 * between wings 3 and 4):
 *   p  pass            a12  new excavation     b12.13  extension
 *   Va12 / Vb12.13     Lady Violet             La12 / Lb12.13  Lord Lemon
 *   K12.13             Mrs Blackmore           T12.13.14  Colonel Tangerine
 *   S52                Sir Brown
 *   na12 / nb12.13     the neutral's action    ns  no neutral action
 *   c0 / c1            claim a parcel          m52  book a Museum room
 *   d                  decline                 x0 / x1  the neutral's parcel
 */

#define G_LOG_DOMAIN "ludus-mykerinos-notation"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-mykerinos-private.h"

typedef LudusMykerinosMove Move;

/* The formatting appends to p and returns the end: no printf, as the
 * tests format every move listed in thousands of games. */
static char *
append_number (char  *p,
               guint  value)
{
  char digits[10];
  guint n = 0;

  do
    digits[n++] = '0' + value % 10;
  while ((value /= 10) != 0);
  while (n > 0)
    *p++ = digits[--n];
  return p;
}

static char *
append_room (char  *p,
             guint  room)
{
  guint value = room < 5 ? 3 : room < 10 ? 5 : 2;

  *p++ = '0' + value;
  *p++ = '1' + room % 5;
  return p;
}

/* The spaces, "12.13"; with_size puts 'a' before one space, 'b' before
 * more. */
static char *
append_cells (char       *p,
              const Move *mv,
              gboolean    with_size)
{
  if (with_size)
    *p++ = mv->n_cells == 1 ? 'a' : 'b';
  for (guint i = 0; i < mv->n_cells; i++)
    {
      if (i > 0)
        *p++ = '.';
      p = append_number (p, mv->cells[i]);
    }
  return p;
}

void
ludus_mykerinos_format_move (const void      *state,
                             const LudusMove *move,
                             char            *buffer)
{
  const Move *mv = (const Move *) move;
  char *p = buffer;

  /* At most "T255.255.255": far below LUDUS_NOTATION_SIZE. */
  switch (mv->kind)
    {
    case LUDUS_MYKERINOS_MOVE_PASS:
      *p++ = 'p';
      break;
    case LUDUS_MYKERINOS_MOVE_PLACE:
      switch (mv->patron)
        {
        case LUDUS_MYKERINOS_VIOLET:
          *p++ = 'V';
          p = append_cells (p, mv, TRUE);
          break;
        case LUDUS_MYKERINOS_LEMON:
          *p++ = 'L';
          p = append_cells (p, mv, TRUE);
          break;
        case LUDUS_MYKERINOS_BLACKMORE:
          *p++ = 'K';
          p = append_cells (p, mv, FALSE);
          break;
        case LUDUS_MYKERINOS_TANGERINE:
          *p++ = 'T';
          p = append_cells (p, mv, FALSE);
          break;
        default:
          p = append_cells (p, mv, TRUE);
          break;
        }
      break;
    case LUDUS_MYKERINOS_MOVE_BROWN:
      *p++ = 'S';
      p = append_room (p, mv->room);
      break;
    case LUDUS_MYKERINOS_MOVE_NEUTRAL:
      *p++ = 'n';
      p = append_cells (p, mv, TRUE);
      break;
    case LUDUS_MYKERINOS_MOVE_SKIP:
      *p++ = 'n';
      *p++ = 's';
      break;
    case LUDUS_MYKERINOS_MOVE_CLAIM:
      *p++ = 'c';
      p = append_number (p, mv->parcel);
      break;
    case LUDUS_MYKERINOS_MOVE_MUSEUM:
      *p++ = 'm';
      p = append_room (p, mv->room);
      break;
    case LUDUS_MYKERINOS_MOVE_DECLINE:
      *p++ = 'd';
      break;
    case LUDUS_MYKERINOS_MOVE_DISCARD:
      *p++ = 'x';
      p = append_number (p, mv->parcel);
      break;
    default:
      *p++ = '?';
      break;
    }
  *p = '\0';
}

/* A decimal number without leading zeros, below limit. */
static gboolean
parse_number (const char **p,
              guint        limit,
              guint8      *value)
{
  guint v = 0;
  const char *q = *p;

  if (!g_ascii_isdigit (*q) || (q[0] == '0' && g_ascii_isdigit (q[1])))
    return FALSE;
  while (g_ascii_isdigit (*q))
    {
      v = v * 10 + (*q++ - '0');
      if (v >= limit)
        return FALSE;
    }
  *value = v;
  *p = q;
  return TRUE;
}

static gboolean
parse_cells (const char *p,
             guint       n_cells,
             guint       n_spaces,
             Move       *mv)
{
  mv->n_cells = n_cells;
  for (guint i = 0; i < n_cells; i++)
    {
      if (i > 0 && *p++ != '.')
        return FALSE;
      if (!parse_number (&p, n_spaces, &mv->cells[i]))
        return FALSE;
      if (i > 0 && mv->cells[i] <= mv->cells[i - 1])
        return FALSE;
    }
  return *p == '\0';
}

static gboolean
parse_room (const char *p,
            Move       *mv)
{
  guint base;

  if (p[0] == '3')
    base = LUDUS_MYKERINOS_ROOM_R3 (0);
  else if (p[0] == '5')
    base = LUDUS_MYKERINOS_ROOM_R5 (0);
  else if (p[0] == '2')
    base = LUDUS_MYKERINOS_ROOM_C (0);
  else
    return FALSE;
  if (p[1] < '1' || p[1] > '5' || p[2] != '\0')
    return FALSE;
  mv->room = base + p[1] - '1';
  return TRUE;
}

gboolean
ludus_mykerinos_parse_move (const void *state,
                            const char *notation,
                            LudusMove  *move)
{
  const LudusMykerinosState *s = state;
  guint n_spaces = ludus_mykerinos_state_season (s)->n_slots * 6;
  LudusMove m = { 0 };
  Move *mv = (Move *) &m;
  const char *p = notation;
  gboolean ok = FALSE;

  mv->patron = LUDUS_MYKERINOS_PATRON_NONE;
  switch (*p++)
    {
    case 'p':
      mv->kind = LUDUS_MYKERINOS_MOVE_PASS;
      ok = *p == '\0';
      break;
    case 'a':
    case 'b':
      mv->kind = LUDUS_MYKERINOS_MOVE_PLACE;
      ok = parse_cells (p, p[-1] == 'a' ? 1 : 2, n_spaces, mv);
      break;
    case 'V':
    case 'L':
      mv->kind = LUDUS_MYKERINOS_MOVE_PLACE;
      mv->patron = p[-1] == 'V' ? LUDUS_MYKERINOS_VIOLET : LUDUS_MYKERINOS_LEMON;
      ok = (*p == 'a' || *p == 'b') && parse_cells (p + 1, *p == 'a' ? 1 : 2, n_spaces, mv);
      break;
    case 'K':
      mv->kind = LUDUS_MYKERINOS_MOVE_PLACE;
      mv->patron = LUDUS_MYKERINOS_BLACKMORE;
      ok = parse_cells (p, 2, n_spaces, mv);
      break;
    case 'T':
      mv->kind = LUDUS_MYKERINOS_MOVE_PLACE;
      mv->patron = LUDUS_MYKERINOS_TANGERINE;
      ok = parse_cells (p, 3, n_spaces, mv);
      break;
    case 'S':
      mv->kind = LUDUS_MYKERINOS_MOVE_BROWN;
      ok = parse_room (p, mv);
      break;
    case 'n':
      if (strcmp (p, "s") == 0)
        {
          mv->kind = LUDUS_MYKERINOS_MOVE_SKIP;
          ok = TRUE;
          break;
        }
      mv->kind = LUDUS_MYKERINOS_MOVE_NEUTRAL;
      ok = (*p == 'a' || *p == 'b') && parse_cells (p + 1, *p == 'a' ? 1 : 2, n_spaces, mv);
      break;
    case 'c':
    case 'x':
      mv->kind = p[-1] == 'c' ? LUDUS_MYKERINOS_MOVE_CLAIM : LUDUS_MYKERINOS_MOVE_DISCARD;
      ok = (*p == '0' || *p == '1') && p[1] == '\0';
      mv->parcel = *p == '1';
      break;
    case 'm':
      mv->kind = LUDUS_MYKERINOS_MOVE_MUSEUM;
      ok = parse_room (p, mv);
      break;
    case 'd':
      mv->kind = LUDUS_MYKERINOS_MOVE_DECLINE;
      ok = *p == '\0';
      break;
    default:
      break;
    }
  if (ok)
    *move = m;
  return ok;
}

static const char *
wing_name (const guint8 *wing_patron,
           guint         wing)
{
  return _(ludus_mykerinos_patron_short_names[MIN (wing_patron[wing], LUDUS_MYKERINOS_N_PATRONS - 1)]);
}

char *
ludus_mykerinos_room_name (const guint8 *wing_patron,
                           guint         room)
{
  g_return_val_if_fail (wing_patron != NULL, NULL);
  g_return_val_if_fail (room < LUDUS_MYKERINOS_N_ROOMS, NULL);

  if (room >= LUDUS_MYKERINOS_ROOM_C (0))
    /* Translators: "Corridor room 2 between the Lemon and Brown wings" */
    return g_strdup_printf (_("Corridor room 2 between the %s and %s wings"),
                            wing_name (wing_patron, room - LUDUS_MYKERINOS_ROOM_C (0)),
                            wing_name (wing_patron, (room - LUDUS_MYKERINOS_ROOM_C (0) + 1) % LUDUS_MYKERINOS_N_WINGS));
  if (room >= LUDUS_MYKERINOS_ROOM_R5 (0))
    /* Translators: "Room 5 of the Lemon wing" */
    return g_strdup_printf (_("Room 5 of the %s wing"), wing_name (wing_patron, room - LUDUS_MYKERINOS_ROOM_R5 (0)));
  return g_strdup_printf (_("Room 3 of the %s wing"), wing_name (wing_patron, room));
}

/* Where a space lies in its parcel, as the board shows it: [row][column],
 * top to bottom, left to right.  A landscape parcel has the top and bottom
 * rows, a portrait one the left and right columns. */
static const char * const space_positions[3][3] = {
  /* Translators: where a space lies in its parcel, as in "the top-left space" */
  { N_("top-left"), N_("top-middle"), N_("top-right") },
  { N_("middle-left"), NULL, N_("middle-right") },
  { N_("bottom-left"), N_("bottom-middle"), N_("bottom-right") },
};

static const char *
space_position (const LudusMykerinosSeason *season,
                guint                       space)
{
  const LudusMykerinosSlot *slot = &season->slots[space / 6];
  guint dx = season->space_x[space] - slot->x;
  guint dy = season->space_y[space] - slot->y;
  guint row = slot->portrait ? dy : dy * 2;
  guint column = slot->portrait ? dx * 2 : dx;
  const char *position = space_positions[MIN (row, 2)][MIN (column, 2)];

  return position != NULL ? _(position) : "";
}

/* "a", "a and b", "a, b and c". */
static char *
join_list (const char * const *items,
           guint               n_items)
{
  if (n_items == 1)
    return g_strdup (items[0]);
  if (n_items == 2)
    /* Translators: a list of two places or positions */
    return g_strdup_printf (_("%s and %s"), items[0], items[1]);
  /* Translators: a list of three places or positions */
  return g_strdup_printf (_("%s, %s and %s"), items[0], items[1], items[2]);
}

/* The parcel in slot, named by its cartouche's patron. */
static char *
parcel_name (const LudusMykerinosState *s,
             guint                      slot)
{
  const LudusMykerinosCard *card;

  if (s->slot_card[slot] >= s->content->n_cards)
    return g_strdup (_("the parcel without a patron"));
  card = &s->content->cards[s->slot_card[slot]];
  if (card->patron >= LUDUS_MYKERINOS_N_PATRONS)
    return g_strdup (_("the parcel without a patron"));
  /* Translators: %s is a patron, e.g. “Lord Lemon” */
  return g_strdup_printf (_("the parcel of %s"), _(ludus_mykerinos_patron_names[card->patron]));
}

/* Where cells (ascending, so a parcel's are together) lie, in words a
 * player finds on the board: "the top-left space of the parcel of Lord
 * Lemon in area 3". */
static char *
describe_cells (const LudusMykerinosState *s,
                const guint8              *cells,
                guint                      n_cells)
{
  const LudusMykerinosSeason *season = ludus_mykerinos_state_season (s);
  char *groups[3] = { NULL };
  guint n_groups = 0;
  char *text;

  g_return_val_if_fail (n_cells >= 1 && n_cells <= 3, NULL);

  for (guint i = 0; i < n_cells;)
    {
      guint slot = cells[i] / 6;
      const char *positions[3] = { NULL };
      guint n = 0;
      g_autofree char *list = NULL;
      g_autofree char *parcel = parcel_name (s, slot);

      for (; i < n_cells && cells[i] / 6 == slot; i++)
        positions[n++] = space_position (season, cells[i]);
      list = join_list (positions, n);
      /* Translators: the first %s is one or more positions ("top-left and
       * top-middle"), the second a parcel ("the parcel of Lord Lemon"), %u
       * the number of the area on the board */
      groups[n_groups++] = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                         "the %s space of %s in area %u",
                                                         "the %s spaces of %s in area %u", n),
                                            list, parcel, season->slot_area[slot] + 1u);
    }
  text = join_list ((const char * const *) groups, n_groups);
  for (guint g = 0; g < n_groups; g++)
    g_free (groups[g]);
  return text;
}

/* A placement's sentence with where it goes. */
static char *
with_cells (const LudusMykerinosState *s,
            const Move                *mv,
            char                      *sentence)
{
  g_autofree char *owned = sentence;
  g_autofree char *place = describe_cells (s, mv->cells, mv->n_cells);

  /* Translators: a move and where it goes: "Anna started a new excavation"
   * on "the top-left space of the parcel of Lord Lemon in area 3" */
  return g_strdup_printf (_("%s on %s"), owned, place);
}

/* A placement's sentence, without where. */
static char *
describe_place (const Move *mv,
                const char *name)
{
  switch (mv->patron)
    {
    case LUDUS_MYKERINOS_VIOLET:
      return g_strdup_printf (mv->n_cells == 1
                              ? _("%s called on Lady Violet for a cube and started a new excavation")
                              : _("%s called on Lady Violet for a cube and extended an excavation"),
                              name);
    case LUDUS_MYKERINOS_LEMON:
      return g_strdup_printf (mv->n_cells == 1
                              ? _("%s called on Lord Lemon and started a new excavation")
                              : _("%s called on Lord Lemon and extended an excavation"),
                              name);
    case LUDUS_MYKERINOS_BLACKMORE:
      return g_strdup_printf (_("%s called on Mrs Blackmore for a new excavation with two cubes"),
                              name);
    case LUDUS_MYKERINOS_TANGERINE:
      return g_strdup_printf (_("%s called on Colonel Tangerine for an extension with three cubes"),
                              name);
    default:
      return g_strdup_printf (mv->n_cells == 1
                              ? _("%s started a new excavation")
                              : _("%s extended an excavation"),
                              name);
    }
}

static const guint8 event_of_move[] = {
  [LUDUS_MYKERINOS_MOVE_CLAIM] = LUDUS_MYKERINOS_EVENT_CLAIM,
  [LUDUS_MYKERINOS_MOVE_MUSEUM] = LUDUS_MYKERINOS_EVENT_MUSEUM,
  [LUDUS_MYKERINOS_MOVE_DECLINE] = LUDUS_MYKERINOS_EVENT_DECLINE,
  [LUDUS_MYKERINOS_MOVE_DISCARD] = LUDUS_MYKERINOS_EVENT_DISCARD,
};

/* A parcel leaving the game: the neutral's, or nobody's. */
static char *
describe_parcel_gone (const LudusMykerinosCard *card,
                      gboolean                  to_neutral)
{
  const char *patron = _(ludus_mykerinos_patron_names[card->patron]);

  if (card->patron == LUDUS_MYKERINOS_PATRON_NONE && to_neutral)
    return g_strdup_printf (_("The neutral player took the parcel without a patron worth %u prestige; it leaves the game"),
                            card->prestige);
  if (to_neutral)
    /* Translators: %s is a patron, e.g. “Lord Lemon”. */
    return g_strdup_printf (_("The neutral player took the parcel of %s worth %u prestige; it leaves the game"),
                            patron, card->prestige);
  if (card->patron == LUDUS_MYKERINOS_PATRON_NONE)
    return g_strdup_printf (_("Nobody took the parcel without a patron worth %u prestige; it leaves the game"),
                            card->prestige);
  /* Translators: %s is a patron, e.g. “Lord Lemon”. */
  return g_strdup_printf (_("Nobody took the parcel of %s worth %u prestige; it leaves the game"),
                          patron, card->prestige);
}

/* A parcel a player took, or gave the neutral. */
static char *
describe_parcel_taken (const LudusMykerinosCard *card,
                       gboolean                  to_neutral,
                       const char               *name,
                       guint                     area)
{
  const char *patron = _(ludus_mykerinos_patron_names[card->patron]);
  g_autofree char *sentence = NULL;

  if (card->patron == LUDUS_MYKERINOS_PATRON_NONE)
    sentence = g_strdup_printf (to_neutral
                                ? _("%s gave the neutral player the parcel without a patron worth %u prestige")
                                : _("%s claimed the parcel without a patron worth %u prestige"),
                                name, card->prestige);
  else if (to_neutral)
    /* Translators: the second %s is a patron, e.g. “Lord Lemon”. */
    sentence = g_strdup_printf (_("%s gave the neutral player the parcel of %s worth %u prestige"),
                                name, patron, card->prestige);
  else
    /* Translators: the second %s is a patron, e.g. “Lord Lemon”. */
    sentence = g_strdup_printf (_("%s claimed the parcel of %s worth %u prestige"),
                                name, patron, card->prestige);
  /* Translators: a claim and where: "Anna claimed the parcel of Lord
   * Lemon worth 3 prestige", %u the number of the area on the board */
  return g_strdup_printf (_("%s, in area %u"), sentence, area + 1);
}

char *
ludus_mykerinos_describe_event (const LudusMykerinosState       *state,
                                const LudusMykerinosSurveyEvent *event,
                                const char * const              *names)
{
  const LudusMykerinosContent *content;
  const LudusMykerinosCard *card;
  const char *name;

  g_return_val_if_fail (state != NULL && event != NULL && names != NULL, NULL);

  content = state->content;
  card = &content->cards[MIN (event->card, content->n_cards - 1)];
  name = event->colour < state->n_players ? names[event->colour] : "";

  switch (event->kind)
    {
    case LUDUS_MYKERINOS_EVENT_CLAIM:
    case LUDUS_MYKERINOS_EVENT_DISCARD:
      return describe_parcel_taken (card, event->kind == LUDUS_MYKERINOS_EVENT_DISCARD, name, event->area);
    case LUDUS_MYKERINOS_EVENT_MUSEUM:
      {
        g_autofree char *room = ludus_mykerinos_room_name (state->wing_patron, event->room);

        /* Translators: the second %s is a Museum room, e.g. “Room 5 of the Lemon wing” */
        return g_strdup_printf (_("%s booked %s"), name, room);
      }
    case LUDUS_MYKERINOS_EVENT_DECLINE:
      return g_strdup_printf (_("%s declined the parcel"), name);
    case LUDUS_MYKERINOS_EVENT_NEUTRAL:
    case LUDUS_MYKERINOS_EVENT_UNCLAIMED:
      return describe_parcel_gone (card, event->kind == LUDUS_MYKERINOS_EVENT_NEUTRAL);
    default:
      g_return_val_if_reached (g_strdup (""));
    }
}

char *
ludus_mykerinos_describe_rank (const LudusMykerinosState      *state,
                               const LudusMykerinosAreaRecord *area,
                               guint                           i,
                               const char * const             *names)
{
  guint colour;
  guint cubes;

  g_return_val_if_fail (state != NULL && area != NULL && names != NULL, NULL);
  g_return_val_if_fail (i < area->n_ranked, NULL);

  colour = area->rank[i];
  cubes = area->cubes[colour];
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* Translators: a rank in an area’s survey: “1. Anna with 4 cubes” */
                                       "%u. %s with %u cube",
                                       "%u. %s with %u cubes",
                                       cubes),
                          i + 1,
                          /* The line's first word, as the neutral's panel names it. */
                          colour == state->neutral ? _("Neutral") : names[colour],
                          cubes);
}

char *
ludus_mykerinos_describe_move (const void         *state,
                               const LudusMove    *move,
                               const char * const *names)
{
  const LudusMykerinosState *s = state;
  const Move *mv = (const Move *) move;
  const char *name = names[s->current];

  switch (mv->kind)
    {
    case LUDUS_MYKERINOS_MOVE_PASS:
      return g_strdup_printf (_("%s passed"), name);
    case LUDUS_MYKERINOS_MOVE_PLACE:
      return with_cells (s, mv, describe_place (mv, name));
    case LUDUS_MYKERINOS_MOVE_BROWN:
      {
        g_autofree char *room = ludus_mykerinos_room_name (s->wing_patron, mv->room);

        /* Translators: the second %s is a Museum room, e.g. “Room 5 of the Lemon wing” */
        return g_strdup_printf (_("%s called on Sir Brown and put a cube in %s"), name, room);
      }
    case LUDUS_MYKERINOS_MOVE_NEUTRAL:
      return with_cells (s, mv, g_strdup_printf (mv->n_cells == 1
                                                 ? _("%s placed a cube for the neutral player")
                                                 : _("%s placed two cubes for the neutral player"),
                                                 name));
    case LUDUS_MYKERINOS_MOVE_SKIP:
      return g_strdup_printf (_("%s took no action for the neutral player"), name);
    case LUDUS_MYKERINOS_MOVE_CLAIM:
    case LUDUS_MYKERINOS_MOVE_MUSEUM:
    case LUDUS_MYKERINOS_MOVE_DECLINE:
    case LUDUS_MYKERINOS_MOVE_DISCARD:
      {
        /* What the survey records of it, told as the views tell it. */
        const LudusMykerinosSeason *season = ludus_mykerinos_state_season (s);
        LudusMykerinosSurveyEvent event = {
          .kind = event_of_move[mv->kind],
          .area = s->survey_area,
          .colour = s->current,
          .card = s->slot_card[season->areas[s->survey_area][mv->parcel & 1]],
          .room = mv->room,
        };

        return ludus_mykerinos_describe_event (s, &event, names);
      }
    default:
      return g_strdup ("?");
    }
}
