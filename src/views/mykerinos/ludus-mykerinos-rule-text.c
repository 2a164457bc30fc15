/* ludus-mykerinos-rule-text.c: Mykerinos's rules at the point of use
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a patron, a parcel, a Museum room, an area or a line of the final
 * exhibition means, in a sentence or two (spec/mykerinos.md decides), for
 * ludus_rule_help_set().  The numbers are the core's.
 */

#define G_LOG_DOMAIN "ludus-mykerinos-rule-text"

#include "config.h"

#include <glib/gi18n.h>

#include "mykerinos/ludus-mykerinos.h"

#include "ludus-mykerinos-rule-text.h"

/**
 * ludus_mykerinos_rule_patron:
 * @patron: a LudusMykerinosPatron
 *
 * Returns: (transfer full): the patron's power
 */
char *
ludus_mykerinos_rule_patron (guint patron)
{
  switch (patron)
    {
    case LUDUS_MYKERINOS_VIOLET:
      return g_strdup (_("Lady Violet: take a cube of your colour from the general stock, "
                         "then start a new excavation or extend one."));
    case LUDUS_MYKERINOS_LEMON:
      return g_strdup (_("Lord Lemon: start a new excavation or extend one with exactly one cube "
                         "on a pyramid."));
    case LUDUS_MYKERINOS_BROWN:
      return g_strdup (_("Sir Brown: put a cube from your personal stock into the Museum, "
                         "by the Museum’s rules."));
    case LUDUS_MYKERINOS_BLACKMORE:
      return g_strdup_printf (ngettext ("Mrs Blackmore: a new excavation of %u cube in a chain, "
                                        "anywhere, never on a pyramid.",
                                        "Mrs Blackmore: a new excavation of %u cubes in a chain, "
                                        "anywhere, never on a pyramid.",
                                        LUDUS_MYKERINOS_BLACKMORE_CUBES),
                              LUDUS_MYKERINOS_BLACKMORE_CUBES);
    case LUDUS_MYKERINOS_TANGERINE:
      return g_strdup_printf (ngettext ("Colonel Tangerine: extend an excavation with %u cube in a chain, "
                                        "the first beside one of yours, never on a pyramid.",
                                        "Colonel Tangerine: extend an excavation with %u cubes in a chain, "
                                        "the first beside one of yours, never on a pyramid.",
                                        LUDUS_MYKERINOS_TANGERINE_CUBES),
                              LUDUS_MYKERINOS_TANGERINE_CUBES);
    default:
      return g_strdup (_("This parcel has no patron: it gives no power and counts for no wing."));
    }
}

/**
 * ludus_mykerinos_rule_patron_use:
 *
 * Returns: (transfer full): the power, and how a player's parcels give it
 */
char *
ludus_mykerinos_rule_patron_use (guint patron)
{
  g_autofree char *power = ludus_mykerinos_rule_patron (patron);

  if (patron >= LUDUS_MYKERINOS_N_PATRONS)
    return g_steal_pointer (&power);
  /* Translators: a patron's power, then how it is used */
  return g_strdup_printf (_("%s Tilt one of your parcels of this patron to use it, once per parcel "
                            "and season."),
                          power);
}

/**
 * ludus_mykerinos_rule_parcel:
 *
 * Returns: (transfer full): what claiming a parcel of @patron gives
 */
char *
ludus_mykerinos_rule_parcel (guint patron)
{
  if (patron >= LUDUS_MYKERINOS_N_PATRONS)
    return g_strdup (_("Claimed in the survey by a leader of its area: its prestige scores at once; "
                       "it has no patron, so no power and no exhibition."));
  return g_strdup (_("Claimed in the survey by a leader of its area: its prestige scores at once, "
                     "from the next season it gives its patron’s power, and it counts at the exhibition."));
}

/**
 * ludus_mykerinos_rule_room:
 * @room: a Museum room
 *
 * Returns: (transfer full): its value and who may book it (the door rule)
 */
char *
ludus_mykerinos_rule_room (guint room)
{
  guint r3 = ludus_mykerinos_room_value (LUDUS_MYKERINOS_ROOM_R3 (0));
  guint r5 = ludus_mykerinos_room_value (LUDUS_MYKERINOS_ROOM_R5 (0));
  guint c = ludus_mykerinos_room_value (LUDUS_MYKERINOS_ROOM_C (0));

  g_return_val_if_fail (room < LUDUS_MYKERINOS_N_ROOMS, NULL);

  if (room >= LUDUS_MYKERINOS_ROOM_C (0))
    return g_strdup_printf (_("A corridor worth %u: anyone may book it while it is free. "
                              "It counts for both its wings and opens onto both their rooms worth %u."),
                            c, r5);
  if (room >= LUDUS_MYKERINOS_ROOM_R5 (0))
    return g_strdup_printf (_("A room worth %u: only a player who already holds this wing’s room worth %u "
                              "or a corridor beside it (worth %u) may book it."),
                            r5, r3, c);
  return g_strdup_printf (_("A room worth %u: anyone may book it while it is free. "
                            "It opens onto this wing’s room worth %u."),
                          r3, r5);
}

/**
 * ludus_mykerinos_rule_wing:
 * @patron: the wing's patron
 *
 * Returns: (transfer full): how the wing scores at the end
 */
char *
ludus_mykerinos_rule_wing (guint patron)
{
  patron = MIN (patron, LUDUS_MYKERINOS_N_PATRONS - 1);
  /* Translators: %s is a patron's name */
  return g_strdup_printf (_("At the end, each parcel of %s scores the value of the best room its owner "
                            "holds in this wing, or %u without one."),
                          _(ludus_mykerinos_patron_names[patron]), LUDUS_MYKERINOS_NO_ROOM_VALUE);
}

/* Returns: (transfer full): how an area is surveyed */
char *
ludus_mykerinos_rule_area (void)
{
  return g_strdup (_("In the survey, the player with the most cubes here claims a parcel or books a Museum "
                     "room, then the second; a tie goes to whoever passed first."));
}

/* Returns: (transfer full): what the passing track decides */
char *
ludus_mykerinos_rule_passing (void)
{
  return g_strdup (_("Whoever passed earlier wins ties in the survey; the last to pass starts the next season."));
}

/* Returns: (transfer full): the sets line of the final exhibition */
char *
ludus_mykerinos_rule_sets (void)
{
  return g_strdup_printf (ngettext ("Each complete set of parcels of the %u patrons scores %u point.",
                                    "Each complete set of parcels of the %u patrons scores %u points.",
                                    LUDUS_MYKERINOS_SET_BONUS),
                          LUDUS_MYKERINOS_N_PATRONS, LUDUS_MYKERINOS_SET_BONUS);
}

/* Returns: (transfer full): what booking a Museum room in a survey does */
char *
ludus_mykerinos_rule_booking (void)
{
  return g_strdup (_("Instead of a parcel, a leader of an area may book a free Museum room with a cube from the "
                     "general stock; at the end, a wing’s parcels score its best room."));
}

/* Returns: (transfer full): the prestige line of the final exhibition */
char *
ludus_mykerinos_rule_prestige (void)
{
  return g_strdup (_("The prestige of the parcels claimed in the surveys, scored when they were claimed."));
}

/* Returns: (transfer full): the tie-break line of the final exhibition */
char *
ludus_mykerinos_rule_cubes_left (void)
{
  return g_strdup (_("A tie on points goes to the player with the most cubes left in the personal stock."));
}

/* Returns: (transfer full): what a player's points are during the game */
char *
ludus_mykerinos_rule_score (void)
{
  return g_strdup (_("Points so far: the prestige of the parcels claimed. The exhibition adds "
                     "the rest at the end of the game."));
}

/* Returns: (transfer full): the total line of the final exhibition */
char *
ludus_mykerinos_rule_total (void)
{
  return g_strdup (_("The exhibition of the five wings, the sets and the prestige added up: "
                     "the most points wins."));
}

/**
 * ludus_mykerinos_rule_stock:
 * @neutral: whether the player also holds neutral cubes (2 players)
 *
 * Returns: (transfer full): what the personal and general stocks are
 */
char *
ludus_mykerinos_rule_stock (gboolean neutral)
{
  if (neutral)
    return g_strdup (_("Your stock holds the cubes you place, your own and the neutral ones; what you do "
                       "not place stays for the next season. The general stock gives each season’s cubes, "
                       "the Museum bookings and Lady Violet’s cube."));
  return g_strdup (_("Your stock holds the cubes you place; what you do not place stays for the next season. "
                     "The general stock gives each season’s cubes, the Museum bookings and Lady Violet’s cube."));
}

/* Returns: (transfer full): what the start player badge means */
char *
ludus_mykerinos_rule_start (void)
{
  return g_strdup (_("The start player acts first this season; whoever passes last starts the next one."));
}

/**
 * ludus_mykerinos_rule_space:
 * @pyramid: whether the space holds a pyramid
 * @patron: the patron of the space's parcel
 *
 * Returns: (transfer full): what may go on the space, and its parcel's power
 */
char *
ludus_mykerinos_rule_space (gboolean pyramid,
                            guint    patron)
{
  g_autofree char *power = ludus_mykerinos_rule_patron (patron);

  if (pyramid)
    /* Translators: %s is a patron's power, as in "Lady Violet: take a cube …" */
    return g_strdup_printf (_("A pyramid: only Lord Lemon’s power puts a cube here. %s"), power);
  /* Translators: %s is a patron's power, as in "Lady Violet: take a cube …" */
  return g_strdup_printf (_("A cube goes here by a new excavation or by extending one of yours. %s"), power);
}

/* Returns: (transfer full): what a projected score counts */
char *
ludus_mykerinos_rule_projection (void)
{
  return g_strdup_printf (_("The exhibition as if the game ended now: each wing scores its patron’s parcels × "
                            "the best room held in it (%u without one), each set of the five patrons adds %u, "
                            "and the prestige counts as it is."),
                          LUDUS_MYKERINOS_NO_ROOM_VALUE, LUDUS_MYKERINOS_SET_BONUS);
}
