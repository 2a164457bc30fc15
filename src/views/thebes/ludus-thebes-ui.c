/* ludus-thebes-ui.c: Thebes's views, as the window knows them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-thebes-ui"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-thebes-card-draw.h"
#include "ludus-thebes-ui.h"
#include "ludus-thebes-view.h"

static const LudusRulesBlock rules_text[] = {
  { FALSE, N_("Early 20th century. You are an archaeologist: you study in Europe’s great cities, "
              "dig for artifacts at five sites and stage exhibitions. Everything costs weeks on "
              "the time track. Most victory points when time runs out wins.") },
  { TRUE, N_("Time") },
  { FALSE, N_("The player furthest back on the time track moves next, possibly several turns in a "
              "row; on a shared week the marker on top moves first, and a marker that lands on an "
              "occupied week goes on top. The game ends when every marker has reached week 1 of "
              "1904. With three players the game starts at week 16 of 1901, with four in 1902.") },
  { TRUE, N_("Your turn") },
  { FALSE, N_("Travel to a place (one week per step on the map), then take one action there. A "
              "car makes trips of three or more steps one week shorter; a zeppelin, discarded, "
              "makes one trip free.") },
  { FALSE, N_("In a city: take one of the four face-up research cards of that city and pay its "
              "weeks, or stage an exhibition of that city: show the artifacts it asks for (you "
              "keep them) and pay 3 or 4 weeks. In Warsaw you may swap the four cards for four "
              "new ones: 1 week, 2 if you swapped on your previous turn as well, and so on.") },
  { FALSE, N_("At a dig site: dig, if your excavation permit for the site is still valid this "
              "year and you have specialized knowledge of it. A special permit lets you dig a "
              "second time in a year.") },
  { TRUE, N_("Digging") },
  { FALSE, N_("Your knowledge is your closed books of the site, plus 2 for each rumours card of "
              "the site you use, plus 1 for two assistants or 2 for three or more; a single "
              "assistant may be discarded for 1 more. General knowledge adds as much again at "
              "most. Choose the weeks to dig: the time wheel gives the tokens you draw from the "
              "site’s bag. Two shovels draw one more, three or more two more; a single shovel may "
              "be discarded to draw one more.") },
  { FALSE, N_("Artifacts and knowledge tokens are kept; dirt goes back into the bag. The first "
              "player to dig at a site also gets its 1-point artifact. Your permit for the site "
              "is used until your marker enters a new year.") },
  { TRUE, N_("Scoring") },
  { FALSE, N_("Artifacts score their value, exhibitions 4 or 5 points. Congress cards score as a "
              "set: 1, 3, 6, 10, 15, 21 and, for seven or more, 28 points. At each site, the most "
              "closed books score 5 points, or 3 each when tied.") },
  { TRUE, N_("Playing with the keyboard") },
  { FALSE, N_("Tab moves between the places, cards and time wheel; the arrow keys move between "
              "neighbours. Space chooses, Enter plays the turn you have chosen, Escape forgets "
              "the choices. Ctrl+Z takes a move back.") },
  { FALSE, NULL },
};

/* Two research cards, one on the other, as the display shows them. */
static void
draw_emblem (cairo_t  *cr,
             double    width,
             double    height,
             gboolean  dark)
{
  static const LudusThebesCard cards[] = {
    { .type = LUDUS_THEBES_CARD_SPECIALIZED, .city = LUDUS_THEBES_PLACE_LON, .site = LUDUS_THEBES_SITE_EGY,
      .value = 3, .weeks = 4 },
    { .type = LUDUS_THEBES_CARD_SPECIALIZED, .city = LUDUS_THEBES_PLACE_BER, .site = LUDUS_THEBES_SITE_GRE,
      .value = 2, .weeks = 3 },
  };
  double scale = height * 0.92 / LUDUS_THEBES_CARD_HEIGHT;

  for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
    {
      cairo_save (cr);
      cairo_translate (cr, width / 2 + ((double) i - 0.5) * width * 0.2, height / 2);
      cairo_rotate (cr, ((double) i - 0.5) * 0.16);
      cairo_scale (cr, scale, scale);
      cairo_translate (cr, -LUDUS_THEBES_CARD_WIDTH / 2, -LUDUS_THEBES_CARD_HEIGHT / 2);
      ludus_thebes_card_draw_styled (cr, &cards[i], LUDUS_THEBES_CARD_WIDTH, LUDUS_THEBES_CARD_HEIGHT, dark);
      cairo_restore (cr);
    }
}

const LudusGameUi ludus_thebes_ui = {
  .game_id = "thebes",
  .view_type = ludus_thebes_view_get_type,
  .rules_text = rules_text,
  .stylesheet = RESOURCE_BASE "/thebes/thebes.css",
  .designer = "Peter Prinz",
  .publisher = "Queen Games",
  .year = 2007,
  .shortcuts = RESOURCE_BASE "/thebes/thebes-shortcuts.ui",
  .draw_emblem = draw_emblem,
};
