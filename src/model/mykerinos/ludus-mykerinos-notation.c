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
#include <stdio.h>
#include <string.h>

#include "ludus-mykerinos-private.h"

typedef LudusMykerinosMove Move;

static void
format_room (guint  room,
             char  *buffer)
{
  guint value = room < 5 ? 3 : room < 10 ? 5 : 2;

  buffer[0] = '0' + value;
  buffer[1] = '1' + room % 5;
  buffer[2] = '\0';
}

static void
format_cells (const Move *mv,
              char       *buffer)
{
  char *p = buffer;

  for (guint i = 0; i < mv->n_cells; i++)
    p += sprintf (p, i == 0 ? "%u" : ".%u", mv->cells[i]);
}

void
ludus_mykerinos_format_move (const void      *state,
                             const LudusMove *move,
                             char            *buffer)
{
  const Move *mv = (const Move *) move;
  char cells[16] = "";
  char room[4];

  format_cells (mv, cells);
  format_room (mv->room, room);
  switch (mv->kind)
    {
    case LUDUS_MYKERINOS_MOVE_PASS:
      strcpy (buffer, "p");
      break;
    case LUDUS_MYKERINOS_MOVE_PLACE:
      switch (mv->patron)
        {
        case LUDUS_MYKERINOS_VIOLET:
          g_snprintf (buffer, LUDUS_NOTATION_SIZE, "V%c%s", mv->n_cells == 1 ? 'a' : 'b', cells);
          break;
        case LUDUS_MYKERINOS_LEMON:
          g_snprintf (buffer, LUDUS_NOTATION_SIZE, "L%c%s", mv->n_cells == 1 ? 'a' : 'b', cells);
          break;
        case LUDUS_MYKERINOS_BLACKMORE:
          g_snprintf (buffer, LUDUS_NOTATION_SIZE, "K%s", cells);
          break;
        case LUDUS_MYKERINOS_TANGERINE:
          g_snprintf (buffer, LUDUS_NOTATION_SIZE, "T%s", cells);
          break;
        default:
          g_snprintf (buffer, LUDUS_NOTATION_SIZE, "%c%s", mv->n_cells == 1 ? 'a' : 'b', cells);
          break;
        }
      break;
    case LUDUS_MYKERINOS_MOVE_BROWN:
      g_snprintf (buffer, LUDUS_NOTATION_SIZE, "S%s", room);
      break;
    case LUDUS_MYKERINOS_MOVE_NEUTRAL:
      g_snprintf (buffer, LUDUS_NOTATION_SIZE, "n%c%s", mv->n_cells == 1 ? 'a' : 'b', cells);
      break;
    case LUDUS_MYKERINOS_MOVE_SKIP:
      strcpy (buffer, "ns");
      break;
    case LUDUS_MYKERINOS_MOVE_CLAIM:
      g_snprintf (buffer, LUDUS_NOTATION_SIZE, "c%u", mv->parcel);
      break;
    case LUDUS_MYKERINOS_MOVE_MUSEUM:
      g_snprintf (buffer, LUDUS_NOTATION_SIZE, "m%s", room);
      break;
    case LUDUS_MYKERINOS_MOVE_DECLINE:
      strcpy (buffer, "d");
      break;
    case LUDUS_MYKERINOS_MOVE_DISCARD:
      g_snprintf (buffer, LUDUS_NOTATION_SIZE, "x%u", mv->parcel);
      break;
    default:
      strcpy (buffer, "?");
      break;
    }
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

static guint
room_value (guint room)
{
  return room < 5 ? 3 : room < 10 ? 5 : 2;
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
    case LUDUS_MYKERINOS_MOVE_BROWN:
      /* Translators: %u is the value of the room: 2, 3 or 5. */
      return g_strdup_printf (_("%s called on Sir Brown and put a cube in a Museum room worth %u"),
                              name, room_value (mv->room));
    case LUDUS_MYKERINOS_MOVE_NEUTRAL:
      return g_strdup_printf (mv->n_cells == 1
                              ? _("%s placed a cube for the neutral player")
                              : _("%s placed two cubes for the neutral player"),
                              name);
    case LUDUS_MYKERINOS_MOVE_SKIP:
      return g_strdup_printf (_("%s took no action for the neutral player"), name);
    case LUDUS_MYKERINOS_MOVE_CLAIM:
    case LUDUS_MYKERINOS_MOVE_DISCARD:
      {
        const LudusMykerinosSeason *season = ludus_mykerinos_state_season (s);
        guint slot = season->areas[s->survey_area][mv->parcel];
        const LudusMykerinosCard *card = &s->content->cards[s->slot_card[slot]];
        const char *patron = g_dgettext (GETTEXT_PACKAGE,
                                         ludus_mykerinos_patron_names[card->patron]);

        if (card->patron == LUDUS_MYKERINOS_PATRON_NONE)
          return g_strdup_printf (mv->kind == LUDUS_MYKERINOS_MOVE_DISCARD
                                  ? _("%s gave the neutral player the parcel without a patron worth %u prestige")
                                  : _("%s claimed the parcel without a patron worth %u prestige"),
                                  name, card->prestige);
        if (mv->kind == LUDUS_MYKERINOS_MOVE_DISCARD)
          /* Translators: the second %s is a patron, e.g. “Lord Lemon”. */
          return g_strdup_printf (_("%s gave the neutral player the parcel of %s worth %u prestige"),
                                  name, patron, card->prestige);
        /* Translators: the second %s is a patron, e.g. “Lord Lemon”. */
        return g_strdup_printf (_("%s claimed the parcel of %s worth %u prestige"),
                                name, patron, card->prestige);
      }
    case LUDUS_MYKERINOS_MOVE_MUSEUM:
      /* Translators: %u is the value of the room: 2, 3 or 5. */
      return g_strdup_printf (_("%s booked a Museum room worth %u"),
                              name, room_value (mv->room));
    case LUDUS_MYKERINOS_MOVE_DECLINE:
      return g_strdup_printf (_("%s declined the parcel"), name);
    default:
      return g_strdup ("?");
    }
}
