/* ludus-progress.h: a worker thread's progress, told in its caller's context
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* done of total steps of a long job (positions weighed, games played). */
typedef void (*LudusProgressFunc) (guint    done,
                                   guint    total,
                                   gpointer user_data);

/* Where a worker's steps are told: a task's caller and its callback. */
typedef struct
{
  GTask             *task;       /* not a reference: the worker runs within it */
  LudusProgressFunc  func;
  gpointer           user_data;
} LudusProgress;

/* A LudusProgressFunc for the worker, @progress a LudusProgress. */
void ludus_progress_post (guint    done,
                          guint    total,
                          gpointer progress);

G_END_DECLS
