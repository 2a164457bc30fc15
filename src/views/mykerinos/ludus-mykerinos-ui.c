/* ludus-mykerinos-ui.c: Mykerinos's views, as the window knows them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-mykerinos-ui"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-mykerinos-parcel.h"
#include "ludus-mykerinos-ui.h"
#include "ludus-mykerinos-view.h"

static const LudusRulesBlock rules_text[] = {
  { FALSE, N_("Egypt, 1899. You lead a team of archaeologists (your cubes) for five patrons. Over "
              "four seasons you excavate a region laid out from parcel cards. Whoever leads an "
              "area claims one of its parcels, for prestige and its patron, or books a room in the "
              "Museum, which multiplies the patrons’ parcels at the end. Most points wins.") },
  { TRUE, N_("A season") },
  { FALSE, N_("Each player takes cubes from the general stock into their personal stock: 11 with "
              "two or three players, 8 with four. A new region is dealt: four areas of two parcels "
              "(six in the last season), numbered in the order they are surveyed.") },
  { TRUE, N_("Your turn") },
  { FALSE, N_("Take one action. A: put a cube on any free space without a pyramid. B: put two "
              "cubes, the first next to one of your cubes, the second next to the first. C: pass; "
              "you take the next space of the passing track and play no more this season. D: tilt "
              "one of your parcel cards to use its patron.") },
  { FALSE, N_("Lady Violet: take a cube from the general stock, then do A or B. Lord Lemon: do A "
              "on a pyramid, or B with exactly one cube on a pyramid. Sir Brown: put a cube from "
              "your stock into the Museum. Mrs Blackmore: two cubes side by side anywhere. Colonel "
              "Tangerine: three cubes in a chain, the first next to your cubes.") },
  { FALSE, N_("When all players but one have passed, the last one takes one more action.") },
  { TRUE, N_("The survey") },
  { FALSE, N_("Area by area, players rank by cubes in the area; ties go to who passed first. The "
              "first chooses a parcel (its prestige scores at once) or a Museum room, with a cube "
              "from the general stock; then the second. Parcels left go to the third and fourth. "
              "The last to pass starts the next season.") },
  { TRUE, N_("The Museum") },
  { FALSE, N_("Five wings around a hall, each with its patron. A 3-room and a corridor (worth 2, "
              "shared by two wings) are open to anyone; a 5-room only to a player who holds the "
              "3-room or a corridor next to it.") },
  { TRUE, N_("The final exhibition") },
  { FALSE, N_("For each wing, your parcels of its patron × the best room you hold in it, or × 1. "
              "Each set of the five patrons adds 5. The parcel without a patron counts for "
              "neither. Ties: most cubes left in the personal stock.") },
  { TRUE, N_("Two players") },
  { FALSE, N_("A neutral player blocks: after your own action you may place one or two of your "
              "neutral cubes for it. If it leads an area, a parcel leaves the game.") },
  { TRUE, N_("Playing with the keyboard") },
  { FALSE, N_("Tab moves between the region, the Museum and the cards. The arrow keys move over the "
              "spaces and rooms; Enter or Space chooses; Enter on a chosen space places. Escape "
              "forgets the move being built, Backspace its last choice. Ctrl+Z takes a move "
              "back.") },
  { FALSE, NULL },
};

static const char *
players_note (guint n_players)
{
  if (n_players == 2)
    return _("With two players a neutral player joins: after your action you may place up to two "
             "of your neutral cubes for it, and the parcels it wins leave the game.");
  return NULL;
}

/* A parcel of the first patron, with two pyramids: the card a region is
 * laid out from. */
static void
draw_emblem (cairo_t  *cr,
             double    width,
             double    height,
             gboolean  dark)
{
  static const LudusMykerinosCard parcel = { .patron = 0, .prestige = 3, .pyramids = 1 << 0 | 1 << 4 };
  double parcel_width = MIN (width, height * 3 / 2);

  cairo_translate (cr, (width - parcel_width) / 2, (height - parcel_width * 2 / 3) / 2);
  ludus_mykerinos_parcel_draw (cr, &parcel, dark, parcel_width, parcel_width * 2 / 3);
}

const LudusGameUi ludus_mykerinos_ui = {
  .game_id = "mykerinos",
  .view_type = ludus_mykerinos_view_get_type,
  .rules_text = rules_text,
  .stylesheet = RESOURCE_BASE "/mykerinos/mykerinos.css",
  .players_note = players_note,
  .designer = "Nicolas Oury",
  .publisher = "Ystari Games",
  .year = 2006,
  .shortcuts = RESOURCE_BASE "/mykerinos/mykerinos-shortcuts.ui",
  .draw_emblem = draw_emblem,
};
