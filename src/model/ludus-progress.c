/* ludus-progress.c: a worker thread's progress, told in its caller's context
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The analysis and the balance check run in a GTask's thread and report
 * each step to a callback of the thread that started them.
 */

#define G_LOG_DOMAIN "ludus-progress"

#include "config.h"

#include "ludus-progress.h"

typedef struct
{
  GTask             *task;
  LudusProgressFunc  func;
  gpointer           user_data;
  guint              done;
  guint              total;
} Report;

static gboolean
report_cb (gpointer data)
{
  Report *report = data;

  /* Not after the task's callback, which may have let go of user_data. */
  if (!g_task_get_completed (report->task)
      && !g_cancellable_is_cancelled (g_task_get_cancellable (report->task)))
    report->func (report->done, report->total, report->user_data);
  return G_SOURCE_REMOVE;
}

static void
report_free (gpointer data)
{
  Report *report = data;

  g_object_unref (report->task);
  g_free (report);
}

/**
 * ludus_progress_post:
 * @done: steps done
 * @total: steps in all
 * @progress: a #LudusProgress
 *
 * Called in the worker thread of @progress's task: calls its function in
 * the main context the task was made in (never here, in the worker, as
 * g_main_context_invoke() would whenever that context is free), before the
 * task's result; unless the task is cancelled or complete by then.
 */
void
ludus_progress_post (guint    done,
                     guint    total,
                     gpointer progress)
{
  const LudusProgress *to = progress;
  g_autoptr(GSource) source = NULL;
  Report *report;

  g_return_if_fail (to != NULL && G_IS_TASK (to->task) && to->func != NULL);

  report = g_new (Report, 1);
  *report = (Report) { g_object_ref (to->task), to->func, to->user_data, done, total };
  source = g_idle_source_new ();
  /* GTask returns its result at the default priority: go first. */
  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, report_cb, report, report_free);
  g_source_set_static_name (source, "[ludus] progress");
  g_source_attach (source, g_task_get_context (to->task));
}
