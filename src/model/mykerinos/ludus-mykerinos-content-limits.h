/* ludus-mykerinos-content-limits.h: the limits of Mykerinos content, and a draft's cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The loader (ludus-mykerinos-content.c) refuses content outside these
 * limits; the editor's forms offer no more than they allow.
 */

#pragma once

#include <json-glib/json-glib.h>

#include "ludus-mykerinos.h"

G_BEGIN_DECLS

/* The prestige a parcel may have, in order. */
#define LUDUS_MYKERINOS_N_PRESTIGES 4
extern const guint8 ludus_mykerinos_prestiges[LUDUS_MYKERINOS_N_PRESTIGES];

/* The spaces of a parcel card: two rows of three. */
#define LUDUS_MYKERINOS_CARD_SPACES 6

/* The card a draft's @node would be, as near as a card can be: an unknown
 * patron reads as none, prestige as given up to one digit, the pattern's
 * spaces as far as they go.  card->id is left NULL.  For drawing
 * what is being edited, never for play.
 *
 * Returns: the card's id, owned by @node, "" for none */
const char *ludus_mykerinos_card_from_draft  (JsonNode           *node,
                                              LudusMykerinosCard *card);
/* The index in ludus_mykerinos_prestiges of @prestige or the nearest above. */
guint       ludus_mykerinos_prestige_index   (guint               prestige);
/* @pyramids (bit r * 3 + c) as the file writes it, "P../..P": 8 bytes. */
void        ludus_mykerinos_pattern_format   (guint8              pyramids,
                                              char                pattern[8]);

G_END_DECLS
