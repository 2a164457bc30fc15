/* ludus-statistics.h: who played what, and how well, kept offline
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-game.h"

G_BEGIN_DECLS

/* One person's, or one computer level's, record in one game, player
 * count and kind of game. */
typedef struct
{
  char        *player;     /* a person's name; NULL for computer seats */
  LudusAiLevel level;      /* computer seats: their level, or LUDUS_AI_N_LEVELS
                            * for records from before levels were kept */
  gboolean     you;        /* the person at this desk */
  char        *game_id;    /* LudusRules.id */
  guint        n_players;
  gboolean     custom;     /* played with custom content (the editor's) */
  gboolean     practice;   /* played in practice mode */
  guint        played;
  guint        won;        /* a victory shared by two seats of one row counts once */
  int          best;
  gint64       total;      /* of the scores, for the average */
} LudusStatisticsRow;

#define LUDUS_STATISTICS_MAX_RECORDS 5000

void       ludus_statistics_row_free    (LudusStatisticsRow *row);

char      *ludus_statistics_get_path    (void);
gboolean   ludus_statistics_record      (LudusGame           *game,
                                         GError             **error);
GPtrArray *ludus_statistics_load        (GError             **error);
GPtrArray *ludus_statistics_load_full   (guint               *n_left_out,
                                         GError             **error);
char      *ludus_statistics_format_average (const LudusStatisticsRow *row);
gboolean   ludus_statistics_reset       (GError             **error);

G_END_DECLS
