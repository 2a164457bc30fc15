/* ludus-medici-ai.h: the Medici rollout and easy-level heuristic, and the
 * evaluation that ends hard's rollouts
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
/* rules->evaluate: judges a position at the start of a day. */
gboolean ludus_medici_evaluate (const void *state,
                                double     *values);

G_END_DECLS
