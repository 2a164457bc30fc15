/* ludus-thebes-narrate.c: the Thebes move notation and the narration of moves
 * and their consequences
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-thebes"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-thebes-private.h"

/* Notation: "end"; otherwise the destination id, "z" when a zeppelin is
 * discarded, a dot and the action: "c2" (display card 2), "s" (swap),
 * "eb" (exhibition slot b), "d4" (dig 4 weeks) followed by "r1" (rumours
 * used), "a" (assistant discarded), "s" (shovel discarded) and "p" (special
 * permit), e.g. "CREz.d4r1asp". */
void
ludus_thebes_format_move (const void      *state,
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

gboolean
ludus_thebes_parse_move (const void *state,
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

char *
ludus_thebes_describe_move (const void         *state,
                            const LudusMove    *move,
                            const char * const *names)
{
  const LudusThebesState *s = state;
  const LudusThebesMove *m = as_thebes_move (move);
  const char *name = names[current_player (s)];
  const char *place = ludus_thebes_place_name (m->dest);
  g_autofree char *card = NULL;
  char *sentence = NULL;
  gboolean large;

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
      /* The exhibition without its city, which the sentence names. */
      large = s->content->cards[s->slots[m->slot]].large;
      card = g_strdup (large ? _("large exhibition") : _("small exhibition"));
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
char **
ludus_thebes_describe_outcome (const void         *before,
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
