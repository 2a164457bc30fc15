/* ludus-medici-private.h: shared between the files of the Medici rules core
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-medici.h"

G_BEGIN_DECLS

/* Helpers of the rules and the narration: inline, as before the split. */
static inline const LudusMediciCard *
card_of (const LudusMediciState *s,
         guint                   card)
{
  return &s->content->cards[card];
}

static inline gboolean
is_over (const LudusMediciState *s)
{
  return s->day >= LUDUS_MEDICI_N_DAYS;
}

/* ludus-medici-narrate.c */
void      ludus_medici_format_move      (const void         *state,
                                         const LudusMove    *move,
                                         char               *buffer);
gboolean  ludus_medici_parse_move       (const void         *state,
                                         const char         *notation,
                                         LudusMove          *move);
char     *ludus_medici_describe_move    (const void         *state,
                                         const LudusMove    *move,
                                         const char * const *names);
char     *ludus_medici_describe_choice  (const void         *state,
                                         const LudusMove    *move,
                                         const char * const *names);
char     *ludus_medici_describe_played  (const void         *before,
                                         const void         *after,
                                         const LudusMove    *move,
                                         const char * const *names);
char    **ludus_medici_describe_outcome (const void         *before,
                                         const void         *after,
                                         const LudusMove    *move,
                                         const char * const *names);

G_END_DECLS
