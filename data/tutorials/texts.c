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
N_("The game is over. The score sheet shows day 3: the ships, the goods majorities and the bonuses, as every day, and the totals of all three days. The most florins wins.");
