/* ludus-ai.h: computer players, generic over the rules vtable
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "ludus-rules.h"

G_BEGIN_DECLS

typedef enum
{
  LUDUS_AI_RANDOM,  /* uniform over legal moves: a baseline for the CLI */
  LUDUS_AI_EASY,    /* the game's heuristic with some noise */
  LUDUS_AI_NORMAL,  /* a short search */
  LUDUS_AI_HARD,    /* a full search */
} LudusAiLevel;

#define LUDUS_AI_N_LEVELS (LUDUS_AI_HARD + 1)

const char *ludus_ai_level_to_string   (LudusAiLevel        level);  /* "random", "easy", … */
gboolean    ludus_ai_level_from_string (const char         *text,
                                        LudusAiLevel       *level);
const char *ludus_ai_level_get_name    (LudusAiLevel        level);  /* translated */

/* Chooses a move for the current player of state.  Reads state only (safe
 * from a worker thread), never looks at hidden information (every search
 * iteration determinizes), and is reproducible for a seed.  Returns FALSE
 * when there is no legal move or cancellable was cancelled before a move
 * was found. */
gboolean    ludus_ai_choose_move       (const LudusRules   *rules,
                                        const void         *state,
                                        LudusAiLevel        level,
                                        guint64             seed,
                                        GCancellable       *cancellable,
                                        LudusMove          *move);

G_END_DECLS
