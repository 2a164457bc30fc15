/* texts.c: the tutorials' texts, for xgettext only (never compiled)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Written by tools/tutorial-texts.py from data/tutorials/*.json: do not edit.
 */

#define N_(text) text

/* Translators: the medici tutorial, step "welcome" */
N_("Welcome to Medici! You are a merchant of Florence. Over three days you load goods from the market onto your ship. Every evening florins go to the most valuable ship and to the biggest stock of each good. The most florins after day 3 wins.");
/* Translators: the medici tutorial, step "reveal" */
N_("Your turn starts at the market: reveal the top card of the deck.");
/* Translators: the medici tutorial, step "reveal-more" */
N_("Grain 4 adds 4 to your ship’s value and one Grain to your goods. You may reveal up to three cards a turn, one at a time. Reveal two more.");
/* Translators: the medici tutorial, step "take" */
N_("Now take. You must take the last card of the market and may also take one or both of the two cards before it, never one further back. The green 2 has a green flag: it takes no room on your ship. Take all three cards.");
/* Translators: the medici tutorial, step "ship" */
N_("Your ship holds 7 cards a day; cards with a green flag do not count. Your rival plays next: whatever you leave on the market, your rival may take.");
/* Translators: the medici tutorial, step "leftover" */
N_("Your rival revealed two Cloth 4s and took only the last one: the other stays on the market. A turn that starts with cards on the market may reveal none. Reveal one card, then take the last card and the one before it.");
/* Translators: the medici tutorial, step "skip-middle" */
N_("Your rival took the last card and the third-last, leaving the double Cloth between them. A double card shows two symbols: it counts twice for the goods but adds nothing to the ship’s value. Reveal two cards, then take all three.");
/* Translators: the medici tutorial, step "free-space" */
N_("Your ship has room for one more card. With one free space you may take only one card that takes room (green flags always fit). Reveal a card and take it: your ship is then full.");
/* Translators: the medici tutorial, step "last-turn" */
N_("Your ship is full, so you take no more turns today. When only one player still has room, that player takes one last turn and the day ends.");
/* Translators: the medici tutorial, step "day-scoring" */
N_("The day is over. First the ships: the most valuable ship (yours, worth 27) earns 20 florins, the other nothing. Then every ship unloads its goods into the warehouse, where they stay for the whole game. For each good, the most symbols earn 10 florins and the second most 5; tied players share and round down to a multiple of 5, as with the Grain here. With two players, 7 symbols of a good also earn a bonus of 10 florins, every day. When you have read the sheet, start the next day and press Continue.");
/* Translators: the medici tutorial, step "free" */
N_("Day 2 starts with an empty market, and the player with the fewest florins starts. Play the rest of the game as you like: your goods stay in the warehouse, so build on them. The computer now plays on its own.");
/* Translators: the medici tutorial, step "end" */
N_("The game is over, and the sheet shows day 3 as every evening. Ship value is each ship’s value, Ship the florins the most valuable ships earn; each good’s column holds its majority florins and bonus, with the symbols in the warehouse in brackets; Day adds up the evening, and Florins all three days. The most florins wins.");
/* Translators: the mykerinos tutorial, step "welcome" */
N_("Welcome to Mykerinos! It is 1899 and you lead a team of archaeologists in Egypt for five patrons. Over four seasons you place cubes in a region of parcels. Whoever leads an area claims one of its parcels (prestige at once, and the patron’s card for later) or books a room in the Museum, which multiplies the patrons’ cards at the end.");
/* Translators: the mykerinos tutorial, step "excavate" */
N_("Start a new excavation: put one cube from your stock on any empty space without a pyramid. Put it on the outlined space, on Sir Brown’s parcel worth 3 prestige: a single cube is placed at once.");
/* Translators: the mykerinos tutorial, step "neutral" */
N_("With two players a neutral player takes part, only to block. After your own action you may also place for the neutral, with the neutral cubes from your stock and by the same rules. Put a neutral cube in the area to the right.");
/* Translators: the mykerinos tutorial, step "extend" */
N_("Your rival started in the lower right area. Now extend your excavation: put two cubes, the first next to one of your cubes, the second next to the first; never diagonally, never on a pyramid. Then leave the neutral out this turn.");
/* Translators: the mykerinos tutorial, step "across" */
N_("Spaces touch across the edges of parcels and areas too. Extend into the area to the right, then leave the neutral out again.");
/* Translators: the mykerinos tutorial, step "reach" */
N_("Your rival put a cube in your upper left area to compete there. Each area is surveyed on its own, so reach another one: extend from your cubes down into the lower left area, then leave the neutral out.");
/* Translators: the mykerinos tutorial, step "far" */
N_("A new excavation may go anywhere, far from your other cubes. In the lower right area your rival has a single cube, and Colonel Tangerine’s parcel there is worth 3 prestige: start an excavation on the outlined space, then leave the neutral out.");
/* Translators: the mykerinos tutorial, step "pass" */
N_("When you have placed enough, pass: you take the first free space of the passing track and play no more this season. The neutral always holds space 2, so whoever passes first ranks above it in a tie. Pass now.");
/* Translators: the mykerinos tutorial, step "last-turn" */
N_("When only one player has not passed, that player takes one last turn. Then the survey begins.");
/* Translators: the mykerinos tutorial, step "claim" */
N_("The survey goes area by area: whoever has the most cubes in an area chooses first, the second next. In the upper left area you have five cubes, your rival one: claim Sir Brown’s parcel. Its 3 prestige count at once, and from the next season its card gives you Sir Brown’s power.");
/* Translators: the mykerinos tutorial, step "museum" */
N_("Your rival came second there and took the other parcel, Lady Violet’s. In the next area you and the neutral have one cube each; a tie goes to whoever passed first, so you choose first. Book a Museum room this time, with a cube from the general stock. A first cube may only go in a 3-room or a corridor room (2): take the 3-room of Sir Brown’s wing.");
/* Translators: the mykerinos tutorial, step "neutral-parcel" */
N_("The neutral came second, so it takes a parcel, which leaves the game; as the first, you choose which one. Give it the outlined parcel.");
/* Translators: the mykerinos tutorial, step "second" */
N_("In the lower left area your rival has six cubes to your one, so it chooses first and takes Lord Lemon’s parcel. You came second: claim the parcel left, Mrs Blackmore’s. A parcel without prestige still brings its patron’s power and counts at the end.");
/* Translators: the mykerinos tutorial, step "tie" */
N_("In the lower right area you and your rival have one cube each, and you passed first, so you choose first: claim Colonel Tangerine’s parcel, worth 3 prestige.");
/* Translators: the mykerinos tutorial, step "season" */
N_("Your rival takes the parcel left, Mrs Blackmore’s. Then every cube in the region goes back to the general stock, and season 2 brings new cubes and a new region. Whoever passed last starts it: your rival.");
/* Translators: the mykerinos tutorial, step "violet" */
N_("Your rival tilted its Lady Violet card instead of a normal action: it took one more cube from the general stock, then started the highlighted excavation. A tilted card rests until the next season; each card can be used once a season.");
/* Translators: the mykerinos tutorial, step "patron" */
N_("Your patrons help you too. Sir Brown moves a cube from your stock into the Museum. A 5-room opens to you next to a 3-room or corridor room you hold: its doors. Choose Sir Brown’s card in your panel, then take the outlined 5-room of his wing; then leave the neutral out.");
/* Translators: the mykerinos tutorial, step "lemon" */
N_("Your rival called on Lord Lemon: an excavation or an extension with exactly one cube on a pyramid, where no other action may go. It extended from its cube: one cube beside it, the next on the pyramid below.");
/* Translators: the mykerinos tutorial, step "blackmore" */
N_("Now Mrs Blackmore: a new excavation with two cubes side by side, anywhere in the region. Choose her card in your panel, then the two outlined spaces; then leave the neutral out.");
/* Translators: the mykerinos tutorial, step "tangerine" */
N_("The last patron, Colonel Tangerine, extends an excavation with three cubes in a chain: the first next to one of your cubes, each of the others next to the one before. Choose his card in your panel, then the three outlined spaces; then leave the neutral out.");
/* Translators: the mykerinos tutorial, step "free" */
N_("Play the rest of the game as you like; the computer now plays on its own. The fourth season has six areas; after its survey comes the exhibition.");
/* Translators: the mykerinos tutorial, step "end" */
N_("The game is over, and the sheet shows the exhibition. Each patron’s column is its wing: the best room you hold in it (5, 3 or 2; 1 without one) times your parcels of that patron, as in “3 × 2 = 6”. Sets adds 5 for each set of the five patrons, Prestige your parcels’ prestige, Total the sum; Cubes left breaks a tie.");
/* Translators: the thebes tutorial, step "welcome" */
N_("Welcome to Thebes! You are an archaeologist around 1900. You study in the cities of Europe, dig at five sites for artifacts and show them at exhibitions. Everything you do costs weeks, and the game ends in the first week of 1904. The most points wins.");
/* Translators: the thebes tutorial, step "time-track" */
N_("Both archaeologists start in Warsaw, in the first week of 1901. A turn is a trip, one week for each road, then one action, which costs weeks too. The time track shows where everyone is in time: whoever is furthest behind plays next, even several turns in a row.");
/* Translators: the thebes tutorial, step "specialized" */
N_("Research cards lie in the display, each in a city. Travel to Berlin and take the outlined card: specialized knowledge of Greece. Specialized knowledge of a site lets you dig there, and the more you have, the more you find. At the end, the most of it for a site scores 5 points.");
/* Translators: the thebes tutorial, step "general" */
N_("You are now in week 3 and your rival in week 1, so your rival plays: an assistant in Vienna. Two assistants add 1 to your knowledge when you dig, three add 2. Then take general knowledge in Berlin: it counts at every site, but never for more than your specialized knowledge of the site.");
/* Translators: the thebes tutorial, step "congress" */
N_("Your rival is behind again and plays twice: a zeppelin, which makes one trip free, and rumours of Egypt, which add 2 to its knowledge of Egypt for one dig. Then travel to Paris and take the congress. Congresses score together at the end: 1, 3, 6, 10, 15, 21 or 28 points for 1 to 7 cards.");
/* Translators: the thebes tutorial, step "crete" */
N_("Your rival flies to Egypt by zeppelin and digs with its rumours and its one assistant, which it gives up for 1 more knowledge. Then you are furthest behind: take both cards of specialized knowledge of Crete in Paris.");
/* Translators: the thebes tutorial, step "dig" */
N_("Now dig in Crete. A dig needs the site’s permit, good once a year, and specialized knowledge of the site. Yours is 3, plus 1 general knowledge: 4. The time wheel in the dig panel turns your knowledge and the weeks you stay into the tokens you draw. Choose 4 weeks, for 2 tokens, and dig.");
/* Translators: the thebes tutorial, step "finds" */
N_("You drew an artifact worth 3 points and a specialized-knowledge token of Greece, a book that counts as a card does. Dirt goes back into the bag. As the first to dig in Crete, you also took the artifact waiting there. Your Crete permit is used until 1902.");
/* Translators: the thebes tutorial, step "swap" */
N_("Your rival takes a car, which saves a week on trips of three roads or more, and a shovel: two shovels draw 1 more token, three draw 2 more. The display then has no knowledge of Greece. In Warsaw you may swap the four research cards for new ones, for 1 week: do it.");
/* Translators: the thebes tutorial, step "greece" */
N_("You played again: your marker arrived last on the same week, and the one on top plays first. Take specialized knowledge of Greece in Rome.");
/* Translators: the thebes tutorial, step "special-permit" */
N_("Your rival takes knowledge of Egypt and general knowledge in Berlin. Your Crete permit is used until 1902, but a special permit lets you dig a second time in a year at a site whose permit is used. Travel to Moscow and take the special permit.");
/* Translators: the thebes tutorial, step "dig-again" */
N_("You play again. Dig in Crete once more: your permit there is used, so the dig spends your special permit. Choose 4 weeks and dig.");
/* Translators: the thebes tutorial, step "dig-greece" */
N_("Your rival collects an assistant and knowledge in Paris and London. Now dig in Greece: your knowledge of Greece is 4, plus 1 general: 5. On the time wheel, 6 weeks draw 4 tokens. Choose 6 weeks and dig.");
/* Translators: the thebes tutorial, step "exhibition" */
N_("Your rival swaps twice: a second swap straight after the first costs 2 weeks. As new cards are dealt, exhibitions come up beside the display. The small exhibition in Berlin asks for 1 artifact of Crete and 2 of Greece, and you have them. Travel to Berlin and stage it: 4 points for 3 weeks. You keep your artifacts for other exhibitions.");
/* Translators: the thebes tutorial, step "permits" */
N_("Your permits for Crete and Greece are used this year. When your marker passes the last week of a year, all your permits are good again: plan your digs over the three years, and come back to Crete and Greece in 1902.");
/* Translators: the thebes tutorial, step "free" */
N_("Play the rest of the game as you like; the computer now plays on its own. Collect knowledge, dig where you know most, stage exhibitions and attend congresses. When nothing more is worth the weeks, end your expedition.");
/* Translators: the thebes tutorial, step "end" */
N_("The game is over. The score sheet adds up each artifact’s points, 4 for a small exhibition and 5 for a large one, the congresses as a set, and for each site 5 points for the most specialized knowledge (3 each when tied). The most points wins.");
