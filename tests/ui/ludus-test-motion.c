/* ludus-test-motion.c: the ui suite's helpers for motion and frame rates
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The ui tests run with motion off (ludus_test_init()): every change is
 * instant and final.  A test that follows pieces moving turns it on, waits
 * until the table is still, and may count the frames painted meanwhile.
 */

#define G_LOG_DOMAIN "ludus-test"

#include "config.h"

#include <time.h>

#include "ludus-motion.h"
#include "ludus-test-utils.h"

/**
 * ludus_test_set_motion:
 * @on: whether pieces move
 *
 * Turns motion on (the desktop's animations and "animation-speed" normal)
 * for one test, or off again as every test starts.
 */
void
ludus_test_set_motion (gboolean on)
{
  GSettings *settings = ludus_application_get_settings (ludus_test_get_application ());

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", on, NULL);
  g_settings_set_string (settings, "animation-speed", on ? "normal" : "off");
  g_assert_cmpint (ludus_motion_get_speed (), ==, on ? LUDUS_MOTION_SPEED_NORMAL : LUDUS_MOTION_SPEED_OFF);
}

/* Whether any animation of Ludus plays (for ludus_test_wait_until()). */
gboolean
ludus_test_motion_running (gpointer unused)
{
  return ludus_motion_get_n_running () > 0;
}

static gboolean
motion_ended (gpointer unused)
{
  return ludus_motion_get_n_running () == 0;
}

/* Waits until every animation of Ludus has ended: the table is still. */
void
ludus_test_wait_for_motion (void)
{
  ludus_test_wait_until (motion_ended, NULL);
}

struct _LudusTestFrameCounter
{
  GdkFrameClock        *clock;
  gulong                handlers[4];
  gint64                start;
  gint64                cpu_start;   /* the main thread's CPU time, in µs */
  gint64                phase_start; /* of the frame's phase under way, or -1 */
  LudusTestFrameFigures figures;
};

/* The CPU time the calling thread used: on a loaded machine, what a frame
 * costs, whatever the wait for a core. */
static gint64
thread_cpu_time (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return (gint64) now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
}

/* Ends the phase under way, adding its time to @ms, and starts the next. */
static void
end_phase (LudusTestFrameCounter *counter,
           double                *ms)
{
  gint64 now = thread_cpu_time ();

  if (counter->phase_start >= 0 && ms != NULL)
    *ms += (now - counter->phase_start) / 1000.0;
  counter->phase_start = ms != NULL ? now : -1;
}

/* A frame starts: its animations tick first. */
static void
before_paint_cb (GdkFrameClock         *clock,
                 LudusTestFrameCounter *counter)
{
  counter->phase_start = thread_cpu_time ();
}

/* The handlers below run after GTK's own of the same phase. */
static void
after_update_cb (GdkFrameClock         *clock,
                 LudusTestFrameCounter *counter)
{
  end_phase (counter, &counter->figures.tick_ms);
}

static void
after_layout_cb (GdkFrameClock         *clock,
                 LudusTestFrameCounter *counter)
{
  end_phase (counter, &counter->figures.layout_ms);
}

static void
after_paint_cb (GdkFrameClock         *clock,
                LudusTestFrameCounter *counter)
{
  counter->figures.n_frames++;
  end_phase (counter, &counter->figures.paint_ms);
  end_phase (counter, NULL);
}

/**
 * ludus_test_frame_counter_new:
 * @widget: a widget on screen
 *
 * Starts counting the frames @widget's window paints.
 *
 * Returns: (transfer full): the counter, for ludus_test_frame_counter_finish()
 */
LudusTestFrameCounter *
ludus_test_frame_counter_new (GtkWidget *widget)
{
  LudusTestFrameCounter *counter = g_new0 (LudusTestFrameCounter, 1);

  counter->clock = gtk_widget_get_frame_clock (widget);
  g_assert_nonnull (counter->clock);
  g_object_ref (counter->clock);
  counter->phase_start = -1;
  counter->handlers[0] = g_signal_connect (counter->clock, "before-paint", G_CALLBACK (before_paint_cb), counter);
  counter->handlers[1] = g_signal_connect_after (counter->clock, "update", G_CALLBACK (after_update_cb), counter);
  counter->handlers[2] = g_signal_connect_after (counter->clock, "layout", G_CALLBACK (after_layout_cb), counter);
  counter->handlers[3] = g_signal_connect_after (counter->clock, "after-paint", G_CALLBACK (after_paint_cb),
                                                 counter);
  counter->start = g_get_monotonic_time ();
  counter->cpu_start = thread_cpu_time ();
  return counter;
}

/**
 * ludus_test_frame_counter_finish:
 * @counter: (transfer full): a counter
 * @figures: (out caller-allocates) (optional): what the frames cost
 *   since the counter started (call it from the main thread)
 *
 * Stops counting.
 *
 * Returns: the frames painted per second since the counter started
 */
double
ludus_test_frame_counter_finish (LudusTestFrameCounter *counter,
                                 LudusTestFrameFigures *figures)
{
  double rate;

  counter->figures.seconds = (g_get_monotonic_time () - counter->start) / (double) G_USEC_PER_SEC;
  counter->figures.cpu_ms = (thread_cpu_time () - counter->cpu_start) / 1000.0;
  rate = counter->figures.seconds > 0 ? counter->figures.n_frames / counter->figures.seconds : 0;
  if (figures != NULL)
    *figures = counter->figures;
  for (guint i = 0; i < G_N_ELEMENTS (counter->handlers); i++)
    g_signal_handler_disconnect (counter->clock, counter->handlers[i]);
  g_object_unref (counter->clock);
  g_free (counter);
  return rate;
}
