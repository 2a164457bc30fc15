/* ludus-statistics.h: who played what, and how well, kept offline
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-game.h"

G_BEGIN_DECLS

/* One player's record in one game and player count. */
typedef struct
{
  char    *player;     /* the name shown at the table */
  char    *game_id;    /* LudusRules.id */
  guint    n_players;
  gboolean custom;     /* played with custom content (the editor's) */
  guint    played;
  guint    won;
  int      best;
  gint64   total;      /* of the scores, for the average */
} LudusStatisticsRow;

void       ludus_statistics_row_free    (LudusStatisticsRow *row);

char      *ludus_statistics_get_path    (void);
gboolean   ludus_statistics_record      (LudusGame           *game,
                                         GError             **error);
GPtrArray *ludus_statistics_load        (GError             **error);
gboolean   ludus_statistics_reset       (GError             **error);

G_END_DECLS
