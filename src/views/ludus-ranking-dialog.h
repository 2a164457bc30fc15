/* ludus-ranking-dialog.h: the final ranking of a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ludus-game.h"

G_BEGIN_DECLS

/* Responses of the ranking dialog. */
#define LUDUS_RANKING_RESPONSE_CLOSE    "close"
#define LUDUS_RANKING_RESPONSE_LIBRARY  "library"
#define LUDUS_RANKING_RESPONSE_NEW_GAME "new-game"
#define LUDUS_RANKING_RESPONSE_REMATCH  "rematch"
#define LUDUS_RANKING_RESPONSE_REVIEW   "review"

GtkWidget *ludus_ranking_dialog_new   (GtkWindow *parent,
                                       LudusGame *game);
char      *ludus_ranking_winner_names (LudusGame *game,
                                       guint     *n_winners);

G_END_DECLS
