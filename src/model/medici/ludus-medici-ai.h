/* ludus-medici-ai.h: the Medici rollout and easy-level heuristic
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-rules.h"

G_BEGIN_DECLS

guint ludus_medici_policy_move (const void      *state,
                                const LudusMove *moves,
                                guint            n_moves,
                                LudusRng        *rng);

G_END_DECLS
