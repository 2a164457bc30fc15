/* ludus-thebes-content-limits.h: the limits of Thebes content, and a draft's cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The loader (ludus-thebes-content.c) refuses content outside these
 * limits; the editor's forms offer no more than they allow.
 */

#pragma once

#include <json-glib/json-glib.h>

#include "ludus-thebes.h"

G_BEGIN_DECLS

/* The books a knowledge card gives. */
#define LUDUS_THEBES_MIN_CARD_VALUE     1
#define LUDUS_THEBES_MAX_CARD_VALUE     9
/* An exhibition's points. */
#define LUDUS_THEBES_MAX_POINTS         99
/* The artifacts of one site an exhibition needs, when it needs any. */
#define LUDUS_THEBES_MAX_REQUIRED       20
/* A card's weeks: 1 to LUDUS_THEBES_WHEEL_SIZE. */
#define LUDUS_THEBES_MIN_WEEKS          1
/* The tokens a dig of a time wheel's row and column gives: 0 to this. */
#define LUDUS_THEBES_MAX_WHEEL_TOKENS   20
/* A place's coordinates on the map: 0 to this. */
#define LUDUS_THEBES_MAX_COORDINATE     10000

/* The place whose id is @id ("LON", …), or -1. */
int  ludus_thebes_place_from_id   (const char      *id);

/* The card a draft's @node would be, as near as a card can be drawn:
 * unknown places and types read as the first, numbers as given up to two
 * digits.  For drawing what is being edited, never for play. */
void ludus_thebes_card_from_draft (JsonNode        *node,
                                   gboolean         exhibition,
                                   LudusThebesCard *card);

G_END_DECLS
