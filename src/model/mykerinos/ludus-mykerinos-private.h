/* ludus-mykerinos-private.h: shared between the files of the rules core
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-mykerinos.h"

G_BEGIN_DECLS

/* Where a replayed move's consequences are told (LudusMykerinosState). */
typedef struct _LudusMykerinosNarration
{
  GPtrArray          *lines;  /* of char *, translated */
  const char * const *names;  /* one per real player */
} LudusMykerinosNarration;

void      ludus_mykerinos_format_move   (const void         *state,
                                         const LudusMove    *move,
                                         char               *buffer);
gboolean  ludus_mykerinos_parse_move    (const void         *state,
                                         const char         *notation,
                                         LudusMove          *move);
char     *ludus_mykerinos_describe_move (const void         *state,
                                         const LudusMove    *move,
                                         const char * const *names);

G_END_DECLS
