/* ludus-thebes-time-track.h: the 52 weeks of a Thebes year
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "thebes/ludus-thebes.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_THEBES_TIME_TRACK (ludus_thebes_time_track_get_type ())

G_DECLARE_FINAL_TYPE (LudusThebesTimeTrack, ludus_thebes_time_track, LUDUS, THEBES_TIME_TRACK, GtkWidget)

GtkWidget *ludus_thebes_time_track_new         (void);
void       ludus_thebes_time_track_set_markers (LudusThebesTimeTrack *self,
                                                guint                 n_markers,
                                                const int            *times,
                                                const guint          *colours,
                                                const char * const   *names,
                                                const guint          *order);
void       ludus_thebes_time_track_set_preview (LudusThebesTimeTrack *self,
                                                int                   from,
                                                int                   to);
GtkWidget *ludus_thebes_time_track_get_week    (LudusThebesTimeTrack *self,
                                                int                   time);
int        ludus_thebes_time_track_get_shown_time (LudusThebesTimeTrack *self,
                                                   guint                 marker);

G_END_DECLS
