/* ludus-mykerinos-history.h: the surveys of a game so far, for the views
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-game.h"
#include "mykerinos/ludus-mykerinos.h"

G_BEGIN_DECLS

/* One choice made in a survey, with the area's ranking when it was made. */
typedef struct
{
  guint8 season;
  guint8 area;
  guint8 chooser;        /* the player who chose */
  guint8 choice;         /* LudusMykerinosChoice */
  guint8 kind;           /* CLAIM, MUSEUM, DECLINE or DISCARD */
  guint8 card;           /* CLAIM, DISCARD: the parcel card */
  guint8 room;           /* MUSEUM */
  guint8 n_ranked;
  guint8 rank[LUDUS_MYKERINOS_N_COLOURS];   /* colours, best first */
  guint8 cubes[LUDUS_MYKERINOS_N_COLOURS];  /* per colour, in the area */
} LudusMykerinosSurveyStep;

typedef struct
{
  GArray *steps;        /* of LudusMykerinosSurveyStep, in order */
  guint   n_ended;      /* seasons over */
  /* Score and start player after each season over. */
  int     score[LUDUS_MYKERINOS_N_SEASONS][LUDUS_MYKERINOS_N_COLOURS];
  guint8  start_player[LUDUS_MYKERINOS_N_SEASONS];
} LudusMykerinosHistory;

/* Replays the moves of @game (a LudusMykerinosGame) from its set-up. */
LudusMykerinosHistory *ludus_mykerinos_history_new  (LudusGame             *game);
void                   ludus_mykerinos_history_free (LudusMykerinosHistory *history);

/* The cubes of each colour in @area of @state's region. */
void                   ludus_mykerinos_area_cubes   (const LudusMykerinosState *state,
                                                     guint                      area,
                                                     guint8                    *cubes);

/* Translated: "Anna claims a parcel of Lady Violet (+3)"; @names has a
 * name per colour. */
char                  *ludus_mykerinos_survey_step_describe (const LudusMykerinosSurveyStep *step,
                                                             const LudusMykerinosContent    *content,
                                                             const guint8                   *wing_patron,
                                                             const char * const             *names);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (LudusMykerinosHistory, ludus_mykerinos_history_free)

G_END_DECLS
