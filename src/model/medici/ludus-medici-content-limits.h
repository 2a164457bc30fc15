/* ludus-medici-content-limits.h: the limits of a Medici deck, and a draft's cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The loader (ludus-medici-content.c) refuses a deck outside these limits;
 * the editor's forms offer no more than they allow.
 */

#pragma once

#include <json-glib/json-glib.h>

#include "ludus-medici.h"

G_BEGIN_DECLS

/* Symbols on a goods card: 1 to LUDUS_MEDICI_MAX_SYMBOLS; 0 without goods. */
#define LUDUS_MEDICI_MAX_SYMBOLS 2

/* The card a draft's @node would be, as near as a card can be: unknown
 * goods read as none, numbers out of range as the nearest allowed.  For
 * drawing what is being edited, never for play. */
void ludus_medici_card_from_draft (JsonNode        *node,
                                   LudusMediciCard *card);

G_END_DECLS
