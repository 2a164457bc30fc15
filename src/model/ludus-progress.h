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

void ludus_progress_post (GTask             *task,
                          LudusProgressFunc  func,
                          gpointer           user_data,
                          guint              done,
                          guint              total);

G_END_DECLS
