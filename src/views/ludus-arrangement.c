/* ludus-arrangement.c: a widget's arrangement for its size, made in the frame
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A widget that arranges its children for the size it is given (columns,
 * a scale, a flap turned) may not change them while it is allocated.  An
 * arrangement from an idle comes too late: the frame has been drawn by
 * then, so the window shows one frame arranged for the old size (a Thebes
 * map that shrinks once after the game opens).  Queued here, it runs at
 * the end of a layout pass, after the window's allocation and before
 * anything is drawn; what it changes is allocated again in the same frame,
 * because the frame clock repeats its layout pass while a resize is
 * queued.
 *
 * The clock gives up, with a warning, after four passes in a frame, and
 * one arrangement can lead to another (the board's scale to the Thebes
 * header, the header to the map's height).  So the arrangements of a
 * window run together, in at most MAX_PASSES passes a frame; what is
 * still queued after those waits for the next frame.
 */

#include "config.h"

#include "ludus-arrangement.h"

#define MAX_PASSES 3

/* The arrangements of one frame clock, and its passes. */
typedef struct
{
  GdkFrameClock *clock;      /* owns this */
  GPtrArray     *queued;     /* of LudusArrangement */
  gboolean       in_pass;    /* a layout pass has begun and not ended */
  gint64         frame;      /* the frame whose passes are counted */
  guint          passes;     /* the passes that arranged in it */
  guint          retry_id;   /* asks the next frame for a pass */
} Scheduler;

static GQuark
scheduler_quark (void)
{
  return g_quark_from_static_string ("ludus-arrangement-scheduler");
}

static void
scheduler_free (gpointer data)
{
  Scheduler *scheduler = data;

  g_clear_handle_id (&scheduler->retry_id, g_source_remove);
  g_ptr_array_unref (scheduler->queued);
  g_free (scheduler);
}

static void
pass_began_cb (GdkFrameClock *clock,
               Scheduler     *scheduler)
{
  scheduler->in_pass = TRUE;
}

static gboolean
retry_cb (gpointer user_data)
{
  Scheduler *scheduler = user_data;

  scheduler->retry_id = 0;
  gdk_frame_clock_request_phase (scheduler->clock, GDK_FRAME_CLOCK_PHASE_LAYOUT);
  return G_SOURCE_REMOVE;
}

static void
pass_ended_cb (GdkFrameClock *clock,
               Scheduler     *scheduler)
{
  gint64 frame = gdk_frame_clock_get_frame_counter (clock);

  scheduler->in_pass = FALSE;
  if (scheduler->queued->len == 0)
    return;
  if (frame != scheduler->frame)
    {
      scheduler->frame = frame;
      scheduler->passes = 0;
    }
  if (scheduler->passes == MAX_PASSES)
    {
      if (scheduler->retry_id == 0)
        scheduler->retry_id = g_idle_add (retry_cb, scheduler);
      return;
    }
  scheduler->passes++;
  /* One by one: an arrangement may cancel another. */
  while (scheduler->queued->len > 0)
    {
      LudusArrangement *arrangement = g_ptr_array_steal_index (scheduler->queued, 0);

      g_clear_object (&arrangement->clock);
      arrangement->arrange (arrangement->widget);
    }
}

static Scheduler *
scheduler_for (GdkFrameClock *clock)
{
  Scheduler *scheduler = g_object_get_qdata (G_OBJECT (clock), scheduler_quark ());

  if (scheduler != NULL)
    return scheduler;
  scheduler = g_new0 (Scheduler, 1);
  scheduler->clock = clock;
  scheduler->queued = g_ptr_array_new ();
  scheduler->frame = -1;
  g_signal_connect (clock, "layout", G_CALLBACK (pass_began_cb), scheduler);
  g_signal_connect_after (clock, "layout", G_CALLBACK (pass_ended_cb), scheduler);
  g_object_set_qdata_full (G_OBJECT (clock), scheduler_quark (), scheduler, scheduler_free);
  return scheduler;
}

void
ludus_arrangement_init (LudusArrangement *self,
                        GtkWidget        *widget,
                        LudusArrangeFunc  arrange)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (arrange != NULL);

  *self = (LudusArrangement) { .widget = widget, .arrange = arrange };
}

/* Arranges the widget at the end of this layout pass, or of the next
 * frame's first, once however often it is queued. */
void
ludus_arrangement_queue (LudusArrangement *self)
{
  GdkFrameClock *clock;
  Scheduler *scheduler;

  g_return_if_fail (self != NULL && self->widget != NULL);

  clock = gtk_widget_get_frame_clock (self->widget);
  if (self->clock != NULL && self->clock == clock)
    return;
  ludus_arrangement_cancel (self);
  /* Not realized: it is allocated, and queues again, once it is. */
  if (clock == NULL)
    return;
  scheduler = scheduler_for (clock);
  self->clock = g_object_ref (clock);
  g_ptr_array_add (scheduler->queued, self);
  if (!scheduler->in_pass)
    gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_LAYOUT);
}

/* Queues the arrangement whenever @adjustment's range or page changes,
 * for as long as the widget lives: a view that follows the end of a list
 * scrolls once the layout knows the list's new length. */
void
ludus_arrangement_queue_on_bounds (LudusArrangement *self,
                                   GtkAdjustment    *adjustment)
{
  static const char * const bounds[] = { "notify::upper", "notify::page-size" };

  g_return_if_fail (self != NULL && self->widget != NULL);
  g_return_if_fail (GTK_IS_ADJUSTMENT (adjustment));

  for (guint i = 0; i < G_N_ELEMENTS (bounds); i++)
    {
      GClosure *closure = g_cclosure_new_swap (G_CALLBACK (ludus_arrangement_queue), self, NULL);

      g_object_watch_closure (G_OBJECT (self->widget), closure);
      g_signal_connect_closure (adjustment, bounds[i], closure, FALSE);
    }
}

/* Forgets a queued arrangement; call it when the widget is disposed. */
void
ludus_arrangement_cancel (LudusArrangement *self)
{
  g_return_if_fail (self != NULL);

  if (self->clock == NULL)
    return;
  g_ptr_array_remove (((Scheduler *) g_object_get_qdata (G_OBJECT (self->clock), scheduler_quark ()))->queued, self);
  g_clear_object (&self->clock);
}
