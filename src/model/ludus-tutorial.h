/* ludus-tutorial.h: a guided first game, played from a script
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "ludus-game.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_TUTORIAL (ludus_tutorial_get_type ())

G_DECLARE_FINAL_TYPE (LudusTutorial, ludus_tutorial, LUDUS, TUTORIAL, GObject)

/* What the current step waits for. */
typedef enum
{
  LUDUS_TUTORIAL_READ,      /* the player reads, then continues */
  LUDUS_TUTORIAL_MOVE,      /* the scripted moves */
  LUDUS_TUTORIAL_FREE,      /* any legal move, to the end of the game */
  LUDUS_TUTORIAL_FINISHED,  /* nothing: the script is over */
} LudusTutorialWait;

gboolean       ludus_tutorial_exists          (const char       *game_id);
LudusTutorial *ludus_tutorial_new_for_game_id (const char       *game_id,
                                               GError          **error);
LudusTutorial *ludus_tutorial_new_from_data   (const char       *data,
                                               gsize             length,
                                               GError          **error);

const char    *ludus_tutorial_get_game_id     (LudusTutorial    *self);
LudusOptions  *ludus_tutorial_make_options    (LudusTutorial    *self);
LudusGame     *ludus_tutorial_new_game        (LudusTutorial    *self,
                                               GError          **error);

void           ludus_tutorial_follow          (LudusTutorial    *self,
                                               LudusGame        *game);
LudusGame     *ludus_tutorial_get_game        (LudusTutorial    *self);

guint          ludus_tutorial_get_n_steps     (LudusTutorial    *self);
guint          ludus_tutorial_get_step        (LudusTutorial    *self);
const char    *ludus_tutorial_get_step_id     (LudusTutorial    *self);
const char    *ludus_tutorial_get_text        (LudusTutorial    *self);
LudusTutorialWait ludus_tutorial_get_wait     (LudusTutorial    *self);
gboolean       ludus_tutorial_get_highlight   (LudusTutorial    *self);
const char * const *ludus_tutorial_get_show   (LudusTutorial    *self);
gboolean       ludus_tutorial_get_expected    (LudusTutorial    *self,
                                               LudusMove        *move);
gboolean       ludus_tutorial_allows          (LudusTutorial    *self,
                                               const LudusMove  *move);
gboolean       ludus_tutorial_get_scores      (LudusTutorial    *self,
                                               guint             step,
                                               int              *scores);

void           ludus_tutorial_continue        (LudusTutorial    *self);
gboolean       ludus_tutorial_skip            (LudusTutorial    *self,
                                               GError          **error);

G_END_DECLS
