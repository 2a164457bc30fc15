/* ludus-motion.h: how long a motion lasts, and the animations that follow it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* The "animation-speed" preference, in the order of its choices. */
typedef enum
{
  LUDUS_MOTION_SPEED_OFF,
  LUDUS_MOTION_SPEED_NORMAL,
  LUDUS_MOTION_SPEED_FAST,
} LudusMotionSpeed;

void              ludus_motion_set_speed          (LudusMotionSpeed    speed);
LudusMotionSpeed  ludus_motion_get_speed          (void);
gboolean          ludus_motion_speed_from_string  (const char         *choice,
                                                   LudusMotionSpeed   *speed);

guint             ludus_motion_duration           (GtkWidget          *widget,
                                                   guint               normal_ms);
AdwAnimation     *ludus_motion_new                (GtkWidget          *widget,
                                                   double              from,
                                                   double              to,
                                                   guint               normal_ms,
                                                   AdwAnimationTarget *target);
void              ludus_motion_play               (AdwAnimation       *animation);
guint             ludus_motion_get_n_running      (void);
void              ludus_motion_follow             (GtkWidget          *widget);

G_END_DECLS
