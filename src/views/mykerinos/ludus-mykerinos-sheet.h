/* ludus-mykerinos-sheet.h: the summary of a season, and the final exhibition
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ludus-game.h"
#include "ludus-score-sheet.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_MYKERINOS_SHEET (ludus_mykerinos_sheet_get_type ())

G_DECLARE_FINAL_TYPE (LudusMykerinosSheet, ludus_mykerinos_sheet, LUDUS, MYKERINOS_SHEET, LudusScoreSheet)

/* @season: 0-based, over; @names: a name per colour (the neutral's too). */
GtkWidget *ludus_mykerinos_sheet_new_season     (LudusGame          *game,
                                                 guint               season,
                                                 const char * const *names);
/* The game is over: the exhibition, sets and totals. */
GtkWidget *ludus_mykerinos_sheet_new_exhibition (LudusGame          *game,
                                                 const char * const *names);

gboolean   ludus_mykerinos_sheet_is_exhibition  (LudusMykerinosSheet *self);

G_END_DECLS
