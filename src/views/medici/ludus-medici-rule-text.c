/* ludus-medici-rule-text.c: Medici's rules at the point of use
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a card, the deck, a ship, a warehouse's goods or a line of a day's
 * scoring means, in a sentence or two (spec/medici.md decides), for
 * ludus_rule_help_set().  The numbers are the core's.
 */

#define G_LOG_DOMAIN "ludus-medici-rule-text"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-medici-rule-text.h"

/**
 * ludus_medici_rule_card:
 *
 * Returns: (transfer full): what the card does on a ship
 */
char *
ludus_medici_rule_card (const LudusMediciCard *card)
{
  g_return_val_if_fail (card != NULL, NULL);

  if (card->goods != LUDUS_MEDICI_NO_GOODS && card->green)
    return g_strdup (_("A green flag: it takes no space on the ship. At the end of the day its goods go "
                       "into the warehouse for good."));
  if (card->goods != LUDUS_MEDICI_NO_GOODS)
    return g_strdup (_("Its value counts for the ship at the end of the day; then its goods go into the "
                       "warehouse for good."));
  if (card->green)
    return g_strdup (_("It takes no space on the ship and counts for its value; with no goods, it leaves "
                       "the game at the end of the day."));
  return g_strdup (_("It counts for the ship’s value; with no goods, it leaves the game at the end of the day."));
}

/* Returns: (transfer full): revealing and taking */
char *
ludus_medici_rule_deck (void)
{
  return g_strdup_printf (ngettext ("Reveal up to %u card a turn onto the end of the market, then take the "
                                    "last card, and the second or third last if you like.",
                                    "Reveal up to %u cards a turn onto the end of the market, then take the "
                                    "last card, and the second or third last if you like.",
                                    LUDUS_MEDICI_MAX_REVEALS),
                          LUDUS_MEDICI_MAX_REVEALS);
}

/**
 * ludus_medici_rule_ship:
 *
 * Returns: (transfer full): a ship's space and what the ships' values earn
 *   with @n_players
 */
char *
ludus_medici_rule_ship (guint n_players)
{
  g_autoptr(GString) payouts = g_string_new (NULL);
  guint capacity = ludus_medici_capacity_for (n_players);

  for (guint rank = 0; rank < n_players; rank++)
    {
      if (rank > 0)
        /* Translators: joins the florins the ships earn, "30, 15, 0" */
        g_string_append (payouts, _(", "));
      g_string_append_printf (payouts, "%u", ludus_medici_ship_payout (n_players, rank));
    }
  /* Translators: the second %s lists the florins by rank, "30, 15, 0" */
  return g_strdup_printf (ngettext ("A ship holds %u card; green ones take no space. At the end of each day "
                                    "the ships earn by value, most first: %s florins.",
                                    "A ship holds %u cards; green ones take no space. At the end of each day "
                                    "the ships earn by value, most first: %s florins.",
                                    capacity),
                          capacity, payouts->str);
}

/**
 * ludus_medici_rule_goods:
 *
 * Returns: (transfer full): the goods majorities and the bonus
 */
char *
ludus_medici_rule_goods (guint    n_players,
                         gboolean big_stocks)
{
  g_autofree char *majority = NULL;

  majority = g_strdup_printf (_("Florins for each good at the end of each day: %u for the most symbols, %u for "
                                "the second most, and a bonus of %u every day for %u or more symbols."),
                              ludus_medici_majority_payout (0), ludus_medici_majority_payout (1),
                              LUDUS_MEDICI_BONUS, ludus_medici_bonus_threshold (n_players));
  if (!big_stocks)
    return g_steal_pointer (&majority);
  /* Translators: the rule of the goods majorities, then the big stocks' bonus */
  return g_strdup_printf (_("%s With big stocks, %u or more earn %u."),
                          majority, ludus_medici_big_bonus_threshold (n_players),
                          LUDUS_MEDICI_BIG_STOCKS_BONUS);
}

/* Returns: (transfer full): the day's line of the scoring */
char *
ludus_medici_rule_day (void)
{
  return g_strdup (_("What the day earned: the ship, the goods majorities and the bonuses. Tied players "
                     "share the florins, rounded down."));
}

/* Returns: (transfer full): what florins are for */
char *
ludus_medici_rule_florins (void)
{
  return g_strdup_printf (_("Florins earned so far; whoever has the most after day %u wins."),
                          LUDUS_MEDICI_N_DAYS);
}

/* Returns: (transfer full): what a projected score counts */
char *
ludus_medici_rule_projection (void)
{
  return g_strdup (_("The florins as if the day ended now: the ship’s value by its rank, the goods majorities "
                     "and the bonuses, added to the florins of the days already scored."));
}
