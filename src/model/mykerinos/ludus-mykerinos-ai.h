/* ludus-mykerinos-ai.h: the Mykerinos rollout and easy-level heuristic
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-rules.h"

G_BEGIN_DECLS

guint ludus_mykerinos_policy_move (const void      *state,
                                   const LudusMove *moves,
                                   guint            n_moves,
                                   LudusRng        *rng);
gboolean ludus_mykerinos_evaluate (const void      *state,
                                   double          *values);

G_END_DECLS
