/* ludus-thebes-deck-summary.h: what a Thebes deck holds, in a few lines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-content-document.h"

G_BEGIN_DECLS

char *ludus_thebes_deck_summary (LudusContentDocument *document);

G_END_DECLS
