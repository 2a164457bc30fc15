/* ludus-medici-ui.c: Medici's views, as the window knows them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-medici-ui"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-medici-card-widget.h"
#include "ludus-medici-ui.h"
#include "ludus-medici-view.h"

static const LudusRulesBlock rules_text[] = {
  { FALSE, N_("Florence, 15th century. You buy goods for a merchant house. Over three days you "
              "load goods from a shared market onto your ship. Each day pays florins for the "
              "most valuable ships and the largest stocks of each good. Most florins after the "
              "third day wins.") },
  { TRUE, N_("The cards") },
  { FALSE, N_("Goods cards show one of five goods (grain, spice, fur, dye, cloth), one or two "
              "symbols of it, and a value. Cards with a green flag take no space on a ship. "
              "Green 2s take no space either; black 7s do. Cards without goods count for the "
              "ship’s value only and leave the game after the day.") },
  { TRUE, N_("Your turn") },
  { FALSE, N_("1. Reveal: turn cards from the deck onto the end of the market, one at a time, "
              "at most three. You must reveal at least one, unless the market already holds "
              "cards when your turn starts.") },
  { FALSE, N_("2. Take: you must take the last card of the market and may also take the "
              "second-last and the third-last card, never one further back. Cards that take "
              "space must fit on your ship: 5 spaces (7 with two players).") },
  { FALSE, N_("Players whose ship is full sit out. When only one ship has space left, its owner "
              "takes one last turn and the day ends.") },
  { TRUE, N_("Scoring at the end of each day") },
  { FALSE, N_("Ships: the sum of the values on each ship is ranked. With three players the "
              "best ship earns 30 florins and the second 15 (2 players: 20; 4 or more: 30, 20, "
              "10…).") },
  { FALSE, N_("Goods: all goods on the ships go to their owners’ warehouses for the rest of the "
              "game. For each good, the most symbols earn 10 florins and the second most 5.") },
  { FALSE, N_("Bonus: every good of which you hold at least 5 symbols (7 with two players) pays "
              "10 florins more, every day. With the “Big stocks” variant, 8 symbols (10 with "
              "two players) pay 20.") },
  { FALSE, N_("Ties: tied players add up the payouts of the places they share and split them "
              "equally, rounded down to a multiple of 5.") },
  { TRUE, N_("The next day") },
  { FALSE, N_("The market goes back into the deck, which is shuffled. The player with the fewest "
              "florins starts. After the third day, the most florins wins; tied players share "
              "the victory.") },
  { TRUE, N_("Playing with the keyboard") },
  { FALSE, N_("R reveals a card, 2 and 3 mark the second-last and third-last card, T takes. Tab "
              "moves between the cards and buttons; Space or Enter marks a card. Ctrl+Z takes a "
              "move back.") },
  { FALSE, NULL },
};

/* Three goods cards fanned as a hand holds them. */
static void
draw_emblem (cairo_t  *cr,
             double    width,
             double    height,
             gboolean  dark)
{
  static const LudusMediciCard cards[] = {
    { .goods = LUDUS_MEDICI_SPICE, .symbols = 1, .value = 3 },
    { .goods = LUDUS_MEDICI_DYE, .symbols = 1, .value = 2 },
    { .goods = LUDUS_MEDICI_GRAIN, .symbols = 1, .value = 4 },
  };
  double scale = height * 0.86 / LUDUS_MEDICI_CARD_SMALL_HEIGHT;

  for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
    {
      cairo_save (cr);
      /* Each card turns about a point below the middle of the hand. */
      cairo_translate (cr, width / 2, height * 1.6);
      cairo_rotate (cr, ((double) i - 1) * 0.2);
      cairo_translate (cr, -LUDUS_MEDICI_CARD_SMALL_WIDTH * scale / 2, -height * 1.55);
      cairo_scale (cr, scale, scale);
      ludus_medici_card_draw (cr, &cards[i], LUDUS_MEDICI_CARD_SMALL_WIDTH, LUDUS_MEDICI_CARD_SMALL_HEIGHT, NULL,
                              LUDUS_MEDICI_CARD_DRAW_FACE | LUDUS_MEDICI_CARD_DRAW_SMALL);
      cairo_restore (cr);
    }
}

const LudusGameUi ludus_medici_ui = {
  .game_id = "medici",
  .view_type = ludus_medici_view_get_type,
  .rules_text = rules_text,
  .stylesheet = RESOURCE_BASE "/medici/medici.css",
  .designer = "Reiner Knizia",
  .publisher = "Grail Games",
  .year = 2017,
  .shortcuts = RESOURCE_BASE "/medici/medici-shortcuts.ui",
  .draw_emblem = draw_emblem,
};
