/* ludus-thebes-ai.h: the Thebes rollout heuristic
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-rules.h"

G_BEGIN_DECLS

guint ludus_thebes_policy_move (const void      *state,
                                const LudusMove *moves,
                                guint            n_moves,
                                LudusRng        *rng);
/* Drops digs that one week less or one card fewer would match (the
 * rules vtable's search_moves). */
guint ludus_thebes_search_moves (const void      *state,
                                 LudusMove       *moves,
                                 guint            n_moves);

/* What a dig just drew, as the key of hard's chance node (the rules
 * vtable's reveal_outcome): finds of the same worth are one outcome, and
 * a display refill is one outcome (0). */
guint64 ludus_thebes_reveal_outcome (const void      *state);

G_END_DECLS
