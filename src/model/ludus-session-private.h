/* ludus-session-private.h: what the session's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-session.h"
#include "ludus-tutorial.h"

G_BEGIN_DECLS

struct _LudusSession
{
  GObject       parent_instance;

  LudusGame    *game;
  GMainContext *context;       /* where the computer's timeouts run */
  guint         computer_delay;
  char         *autosave_path;
  LudusTutorial *tutorial;     /* plays the computer seats' scripted moves */

  GListStore   *log;           /* of LudusLogEntry */
  GArray       *move_starts;   /* guint: position in log of each logged move's first line */

  GCancellable *cancellable;
  GSource      *delay_source;
  GSource      *step_source;   /* plays chosen after a view showed its first step */
  LudusMove     chosen;
  guint         holds;
  gboolean      running;
  gboolean      thinking;
  gboolean      over_pending;
  gboolean      undoing;
  gboolean      autosave_failing;

  gboolean      pause_after_computer;
  gboolean      paused;
  guint         continued_at;  /* n_moves when a player last continued */
  gboolean      hand_over;
  gboolean      handing_over;
  int           seat_at_screen; /* the human seat who last had the turn, or -1 */
};

enum {
  PROP_0,
  PROP_GAME,
  PROP_THINKING,
  PROP_COMPUTER_DELAY,
  PROP_AUTOSAVE_PATH,
  PROP_PAUSE_AFTER_COMPUTER,
  PROP_PAUSED,
  PROP_HAND_OVER,
  PROP_HANDING_OVER,
  N_PROPS,
};

extern GParamSpec *_ludus_session_properties[N_PROPS];

void     _ludus_session_schedule_computer        (LudusSession *self);
void     _ludus_session_set_paused               (LudusSession *self,
                                                  gboolean      paused);
gboolean _ludus_session_seat_is_human            (LudusSession *self,
                                                  guint         seat);
gboolean _ludus_session_computer_turn_just_ended (LudusSession *self);
void     _ludus_session_update_hand_over         (LudusSession *self);

G_END_DECLS
