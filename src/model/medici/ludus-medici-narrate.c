/* ludus-medici-narrate.c: the Medici move notation and the narration of
 * moves and of the days they end
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-medici"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-medici-private.h"

static const char * const take_notation[8] = {
  [LUDUS_MEDICI_TAKE_LAST] = "t1",
  [LUDUS_MEDICI_TAKE_LAST | LUDUS_MEDICI_TAKE_SECOND] = "t1.2",
  [LUDUS_MEDICI_TAKE_LAST | LUDUS_MEDICI_TAKE_THIRD] = "t1.3",
  [LUDUS_MEDICI_TAKE_LAST | LUDUS_MEDICI_TAKE_SECOND | LUDUS_MEDICI_TAKE_THIRD] = "t1.2.3",
};

void
ludus_medici_format_move (const void      *state,
                          const LudusMove *move,
                          char            *buffer)
{
  const char *text = "?";

  if (move->bytes[0] == LUDUS_MEDICI_MOVE_REVEAL)
    text = "r";
  else if (move->bytes[0] == LUDUS_MEDICI_MOVE_TAKE && move->bytes[1] < 8 &&
           take_notation[move->bytes[1]] != NULL)
    text = take_notation[move->bytes[1]];
  g_strlcpy (buffer, text, LUDUS_NOTATION_SIZE);
}

gboolean
ludus_medici_parse_move (const void *state,
                         const char *notation,
                         LudusMove  *move)
{
  g_return_val_if_fail (notation != NULL, FALSE);

  if (strcmp (notation, "r") == 0)
    {
      *move = ludus_medici_move_reveal ();
      return TRUE;
    }
  for (guint take = 0; take < G_N_ELEMENTS (take_notation); take++)
    if (take_notation[take] != NULL && strcmp (notation, take_notation[take]) == 0)
      {
        *move = ludus_medici_move_take (take);
        return TRUE;
      }
  return FALSE;
}

/* “Anna revealed Fur 3” */
static char *
revealed_sentence (const LudusMediciState *s,
                   const char             *who,
                   guint8                  card_id)
{
  g_autofree char *card = ludus_medici_card_name (card_of (s, card_id));

  /* Translators: “Anna revealed Fur 3” */
  return g_strdup_printf (_("%s revealed %s"), who, card);
}

char *
ludus_medici_describe_move (const void         *state,
                            const LudusMove    *move,
                            const char * const *names)
{
  const LudusMediciState *s = state;
  const char *who = names[s->current];

  if (move->bytes[0] == LUDUS_MEDICI_MOVE_REVEAL)
    {
      if (s->deck_len == 0)
        return g_strdup_printf (_("%s revealed a card"), who);
      return revealed_sentence (s, who, s->deck[s->deck_len - 1]);
    }
  else
    {
      guint8 cards[3];
      char *text[3] = { NULL, NULL, NULL };
      guint n = ludus_medici_state_take_cards (s, move, cards);
      char *sentence;

      /* Name them in market order, left to right. */
      for (guint i = 0; i < n; i++)
        text[i] = ludus_medici_card_name (card_of (s, cards[n - 1 - i]));
      if (n == 3)
        /* Translators: “Anna took Cloth 0, Fur 3 and Green 2” */
        sentence = g_strdup_printf (_("%s took %s, %s and %s"), who, text[0], text[1], text[2]);
      else if (n == 2)
        /* Translators: “Anna took Fur 3 and Green 2” */
        sentence = g_strdup_printf (_("%s took %s and %s"), who, text[0], text[1]);
      else if (n == 1)
        /* Translators: “Anna took Fur 3” */
        sentence = g_strdup_printf (_("%s took %s"), who, text[0]);
      else
        sentence = g_strdup_printf (_("%s took nothing"), who);
      for (guint i = 0; i < n; i++)
        g_free (text[i]);
      return sentence;
    }
}

/* Before a reveal is played nobody knows the top card of the deck. */
char *
ludus_medici_describe_choice (const void         *state,
                              const LudusMove    *move,
                              const char * const *names)
{
  const LudusMediciState *s = state;

  if (move->bytes[0] == LUDUS_MEDICI_MOVE_REVEAL)
    /* Translators: a move offered to a player; the card is still face down */
    return g_strdup_printf (_("%s revealed the top card of the deck"), names[s->current]);
  return ludus_medici_describe_move (state, move, names);
}

/* The card a reveal turned is the market's last in the state after it. */
char *
ludus_medici_describe_played (const void         *before,
                              const void         *after,
                              const LudusMove    *move,
                              const char * const *names)
{
  const LudusMediciState *b = before;
  const LudusMediciState *a = after;

  if (move->bytes[0] == LUDUS_MEDICI_MOVE_REVEAL && a->market_len > 0)
    return revealed_sentence (a, names[b->current], a->market[a->market_len - 1]);
  return ludus_medici_describe_move (before, move, names);
}

/* "6 symbols", for the scoring lines. */
static char *
symbols_text (guint n)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u symbol", "%u symbols", n), n);
}

/* One line per payout of day d (spec §4, in its order: ships, then each
 * player's majorities and bonuses), then each player's total. */
static void
describe_day (const LudusMediciState *s,
              guint                   d,
              const char * const     *names,
              GPtrArray              *lines)
{
  const LudusMediciDay *day = &s->days[d];

  g_ptr_array_add (lines, g_strdup_printf (_("End of day %u: scoring"), d + 1));
  for (guint p = 0; p < s->n_players; p++)
    {
      const LudusMediciPlayerDay *pd = &day->players[p];

      g_ptr_array_add (lines,
                       g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                     /* Translators: “Anna’s ship (value 17) earns 30 florins” */
                                                     "%s’s ship (value %u) earns %u florin",
                                                     "%s’s ship (value %u) earns %u florins",
                                                     pd->ship_payout),
                                        names[p], pd->ship_value, pd->ship_payout));

      for (guint g = 0; g < LUDUS_MEDICI_N_GOODS; g++)
        {
          const char *goods = _(ludus_medici_goods_names[g]);
          g_autofree char *symbols = symbols_text (pd->symbols[g]);

          if (pd->majority[g] > 0)
            {
              guint above = 0, tied = 0;
              guint florins = pd->majority[g];
              char *line;

              /* Players without a symbol are not ranked (spec §4 (c)). */
              for (guint o = 0; o < s->n_players; o++)
                if (o != p && day->players[o].symbols[g] > pd->symbols[g])
                  above++;
                else if (o != p && day->players[o].symbols[g] == pd->symbols[g])
                  tied++;

              if (above == 0 && tied == 0)
                line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                     /* Translators: “Anna earns 10 florins for the most Fur (6 symbols)” */
                                                     "%s earns %u florin for the most %s (%s)",
                                                     "%s earns %u florins for the most %s (%s)",
                                                     florins),
                                        names[p], florins, goods, symbols);
              else if (above == 0)
                line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                     /* Translators: “Anna earns 5 florins for a share of the most Fur (6 symbols)”:
                                                      * tied for the most, the players split the payouts */
                                                     "%s earns %u florin for a share of the most %s (%s)",
                                                     "%s earns %u florins for a share of the most %s (%s)",
                                                     florins),
                                        names[p], florins, goods, symbols);
              else if (tied == 0)
                line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                     /* Translators: “Anna earns 5 florins for the second most Fur (4 symbols)” */
                                                     "%s earns %u florin for the second most %s (%s)",
                                                     "%s earns %u florins for the second most %s (%s)",
                                                     florins),
                                        names[p], florins, goods, symbols);
              else
                line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                     /* Translators: “Anna earns 5 florins for a share of the second most Fur (4 symbols)” */
                                                     "%s earns %u florin for a share of the second most %s (%s)",
                                                     "%s earns %u florins for a share of the second most %s (%s)",
                                                     florins),
                                        names[p], florins, goods, symbols);
              g_ptr_array_add (lines, line);
            }
          if (pd->bonus[g] > 0)
            g_ptr_array_add (lines,
                             g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                           /* Translators: “Anna earns a bonus of 10 florins for Fur (6 symbols)” */
                                                           "%s earns a bonus of %u florin for %s (%s)",
                                                           "%s earns a bonus of %u florins for %s (%s)",
                                                           pd->bonus[g]),
                                              names[p], pd->bonus[g], goods, symbols));
        }

      g_ptr_array_add (lines,
                       g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                     /* Translators: “Anna earns 45 florins on day 2” */
                                                     "%s earns %u florin on day %u",
                                                     "%s earns %u florins on day %u",
                                                     pd->total),
                                        names[p], pd->total, d + 1));
    }
}

/* A take that ends a day (or two, when the next day cannot start) scores it. */
char **
ludus_medici_describe_outcome (const void         *before,
                               const void         *after,
                               const LudusMove    *move,
                               const char * const *names)
{
  const LudusMediciState *b = before;
  const LudusMediciState *a = after;
  GPtrArray *lines;

  if (a->day == b->day)
    return NULL;

  lines = g_ptr_array_new ();
  for (guint d = b->day; d < a->day && d < LUDUS_MEDICI_N_DAYS; d++)
    describe_day (a, d, names, lines);
  g_ptr_array_add (lines, NULL);
  return (char **) g_ptr_array_free (lines, FALSE);
}
