/* ludus-thebes-rule-text.c: Thebes's rules at the point of use
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a kind of card, a place, the time track or a line of the final
 * scoring means, in a sentence or two (spec/thebes.md decides), for
 * ludus_rule_help_set().  The numbers are the core's or the content's.
 */

#define G_LOG_DOMAIN "ludus-thebes-rule-text"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-thebes-rule-text.h"

static const char *
site_name (guint site)
{
  return ludus_thebes_place_name (LUDUS_THEBES_SITE_PLACE (site % LUDUS_THEBES_N_SITES));
}

/**
 * ludus_thebes_rule_card:
 *
 * Returns: (transfer full): what a card of @card's kind does
 */
char *
ludus_thebes_rule_card (const LudusThebesCard *card)
{
  g_return_val_if_fail (card != NULL, NULL);

  switch (card->type)
    {
    case LUDUS_THEBES_CARD_SPECIALIZED:
      return g_strdup_printf (_("Closed books of %s: specialized knowledge for digging there, kept to the end. "
                                "The most closed books of a site score at the end."),
                              site_name (card->site));
    case LUDUS_THEBES_CARD_GENERAL:
      return g_strdup (_("Open books: general knowledge for every dig, counted up to your specialized "
                         "knowledge of the site."));
    case LUDUS_THEBES_CARD_RUMOUR:
      return g_strdup_printf (_("Adds %u to your specialized knowledge of %s for one dig, then is discarded; "
                                "it is not a book."),
                              LUDUS_THEBES_RUMOUR_KNOWLEDGE, site_name (card->site));
    case LUDUS_THEBES_CARD_ASSISTANT:
      return g_strdup_printf (_("Assistants add specialized knowledge at every dig: +1 with %u, +2 with %u or "
                                "more. A lone assistant can be discarded for +1 on one dig."),
                              LUDUS_THEBES_HELPERS_PAIR, LUDUS_THEBES_HELPERS_MOST);
    case LUDUS_THEBES_CARD_SHOVEL:
      return g_strdup_printf (_("Shovels draw more tokens at every dig: +1 with %u, +2 with %u or more. "
                                "A lone shovel can be discarded for +1 on one dig."),
                              LUDUS_THEBES_HELPERS_PAIR, LUDUS_THEBES_HELPERS_MOST);
    case LUDUS_THEBES_CARD_CAR:
      return g_strdup_printf (ngettext ("A trip of %u step or more costs a week less. A second car adds nothing.",
                                        "A trip of %u steps or more costs a week less. A second car adds nothing.",
                                        LUDUS_THEBES_CAR_STEPS),
                              LUDUS_THEBES_CAR_STEPS);
    case LUDUS_THEBES_CARD_ZEPPELIN:
      return g_strdup (_("Discard it to make one trip cost no weeks."));
    case LUDUS_THEBES_CARD_SPECIAL_PERMIT:
      return g_strdup (_("Discard it to dig a second time in a year at a site whose permit is used."));
    case LUDUS_THEBES_CARD_CONGRESS:
      return ludus_thebes_rule_congresses ();
    case LUDUS_THEBES_CARD_EXHIBITION:
      return g_strdup_printf (ngettext ("Stage it in %s by showing the artifacts it needs, which you keep. "
                                        "It takes %u week and scores its points at the end.",
                                        "Stage it in %s by showing the artifacts it needs, which you keep. "
                                        "It takes %u weeks and scores its points at the end.",
                                        card->weeks),
                              ludus_thebes_place_name (card->city % LUDUS_THEBES_N_PLACES), card->weeks);
    default:
      return NULL;
    }
}

/**
 * ludus_thebes_rule_place:
 *
 * Returns: (transfer full): what a player can do at @place
 */
char *
ludus_thebes_rule_place (const LudusThebesContent *content,
                         LudusThebesPlace          place)
{
  const char *name = ludus_thebes_place_name (place);
  gboolean cards = FALSE, exhibitions = FALSE;

  g_return_val_if_fail (content != NULL && place < LUDUS_THEBES_N_PLACES, NULL);

  if (content->places[place].is_site)
    return g_strdup_printf (_("Dig here with this year’s permit and specialized knowledge of %s; the time wheel "
                              "turns knowledge and weeks into tokens. The first to dig here also takes the "
                              "artifact set aside."),
                            name);
  if (place == LUDUS_THEBES_PLACE_WAR)
    return g_strdup_printf (ngettext ("Swap the %u research cards on display for new ones: %u week, one more "
                                      "each time you swap again straight after.",
                                      "Swap the %u research cards on display for new ones: %u weeks, one more "
                                      "each time you swap again straight after.",
                                      LUDUS_THEBES_SWAP_WEEKS),
                            LUDUS_THEBES_DISPLAY_SIZE, LUDUS_THEBES_SWAP_WEEKS);

  for (guint i = 0; i < content->n_cards; i++)
    if (content->cards[i].city == place)
      {
        if (content->cards[i].type == LUDUS_THEBES_CARD_EXHIBITION)
          exhibitions = TRUE;
        else
          cards = TRUE;
      }
  if (cards && exhibitions)
    return g_strdup_printf (_("Take a research card of %s from the display, paying its weeks, or stage an "
                              "exhibition of %s lying in the slots."),
                            name, name);
  if (cards)
    return g_strdup_printf (_("Take a research card of %s from the display, paying its weeks. No exhibition "
                              "is staged here."),
                            name);
  if (exhibitions)
    return g_strdup_printf (_("Stage an exhibition of %s lying in the slots. No research card is taken here."),
                            name);
  return NULL;
}

/* Returns: (transfer full): who moves next */
char *
ludus_thebes_rule_time (void)
{
  return g_strdup (_("Every trip and action costs weeks. The player furthest back in time moves next, "
                     "even several times in a row; on the same week, the marker on top."));
}

/* Returns: (transfer full): the artifacts' line of the final scoring */
char *
ludus_thebes_rule_artifacts (void)
{
  return g_strdup (_("Each artifact scores its value at the end; its site’s colour counts for exhibitions."));
}

/* Returns: (transfer full): the exhibitions' line of the final scoring */
char *
ludus_thebes_rule_exhibitions (void)
{
  return g_strdup (_("Each exhibition staged scores the points printed on its card."));
}

/* Returns: (transfer full): the congresses' line of the final scoring */
char *
ludus_thebes_rule_congresses (void)
{
  g_autoptr(GString) points = g_string_new (NULL);

  for (guint n = 1; n <= LUDUS_THEBES_CONGRESS_CAP; n++)
    {
      if (n > 1)
        /* Translators: joins the points of 1, 2, 3… congress cards: "1, 3, 6" */
        g_string_append (points, _(", "));
      g_string_append_printf (points, "%u", ludus_thebes_congress_points (n));
    }
  /* Translators: %s lists the points, "1, 3, 6, 10, 15, 21, 28" */
  return g_strdup_printf (_("Congress cards score together at the end: %s points for 1, 2, 3… cards; "
                            "more than %u add nothing."),
                          points->str, LUDUS_THEBES_CONGRESS_CAP);
}

/* Returns: (transfer full): a site's majority line of the final scoring */
char *
ludus_thebes_rule_majority (void)
{
  return g_strdup_printf (_("The most closed books of a site score %u at the end, or %u each when tied; "
                            "without a book, nothing."),
                          LUDUS_THEBES_MAJORITY_POINTS, LUDUS_THEBES_SHARED_MAJORITY_POINTS);
}

/* Returns: (transfer full): the permits */
char *
ludus_thebes_rule_permit (void)
{
  return g_strdup (_("A site’s permit allows one dig a year; it is valid again when your marker enters "
                     "a new year."));
}

/* Returns: (transfer full): rumours in a player's hand */
char *
ludus_thebes_rule_rumours (void)
{
  return g_strdup_printf (_("Each rumour adds %u to your specialized knowledge of its site for one dig, "
                            "then is discarded."),
                          LUDUS_THEBES_RUMOUR_KNOWLEDGE);
}

/* Returns: (transfer full): the knowledge a dig counts */
char *
ludus_thebes_rule_knowledge (void)
{
  return g_strdup_printf (_("Knowledge for a dig: your specialized knowledge of the site (books, rumours used, "
                            "assistants), plus general knowledge up to as much again; at most %u."),
                          LUDUS_THEBES_WHEEL_SIZE);
}

/* Returns: (transfer full): the time wheel */
char *
ludus_thebes_rule_wheel (void)
{
  return g_strdup (_("The time wheel: the more knowledge and the more weeks you dig, the more tokens you "
                     "draw from the bag. The weeks are spent whatever you find."));
}

/* Returns: (transfer full): the tokens of a bag */
char *
ludus_thebes_rule_tokens (void)
{
  return g_strdup (_("Artifacts score their points and count for exhibitions; knowledge tokens are books; "
                     "dirt goes back into the bag after the dig."));
}

/* Returns: (transfer full): what a projected score counts */
char *
ludus_thebes_rule_projection (void)
{
  return g_strdup_printf (_("The points as if the game ended now: artifacts, exhibitions and congresses as they "
                            "stand, and %u for each site where you hold the most closed books (%u each when tied)."),
                          LUDUS_THEBES_MAJORITY_POINTS, LUDUS_THEBES_SHARED_MAJORITY_POINTS);
}
