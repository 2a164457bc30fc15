/* ludus-motion.c: how long a motion lasts, and the animations that follow it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every animation of Ludus takes its duration from here, so that one
 * preference ("animation-speed": off, normal, fast) and the desktop's
 * gtk-enable-animations rule them all.  A duration of 0 means the change
 * is instant and final: ludus_motion_play() then ends the animation before
 * it returns, so code after it sees the end state.
 *
 * The animations made by ludus_motion_new() are counted while they play,
 * so that a test can wait until the table is still.  GTK's and
 * libadwaita's own transitions (a stack's, a revealer's, a flap's) follow
 * the same rule once passed to ludus_motion_follow().
 */

#define G_LOG_DOMAIN "ludus-motion"

#include "config.h"

#include "ludus-motion.h"

static LudusMotionSpeed speed = LUDUS_MOTION_SPEED_NORMAL;
static guint n_running;

static GQuark normal_ms_quark;
static GQuark playing_quark;
static GQuark spring_quark;

/* The widgets whose transitions follow the speed (ludus_motion_follow()). */
static GPtrArray *followed;

static void follow_speed (GtkWidget *widget);

static const char * const speed_choices[] = { "off", "normal", "fast" };

/**
 * ludus_motion_set_speed:
 * @new_speed: the "animation-speed" preference
 *
 * Sets how fast everything moves from now on; the application follows
 * the preference with it.
 */
void
ludus_motion_set_speed (LudusMotionSpeed new_speed)
{
  g_return_if_fail (new_speed <= LUDUS_MOTION_SPEED_FAST);

  speed = new_speed;
  for (guint i = 0; followed != NULL && i < followed->len; i++)
    follow_speed (g_ptr_array_index (followed, i));
}

LudusMotionSpeed
ludus_motion_get_speed (void)
{
  return speed;
}

/**
 * ludus_motion_speed_from_string:
 * @choice: a choice of the "animation-speed" key
 * @speed: (out): the speed it names
 *
 * Returns: whether @choice names a speed
 */
gboolean
ludus_motion_speed_from_string (const char       *choice,
                                LudusMotionSpeed *out_speed)
{
  g_return_val_if_fail (choice != NULL, FALSE);
  g_return_val_if_fail (out_speed != NULL, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (speed_choices); i++)
    {
      if (g_str_equal (choice, speed_choices[i]))
        {
          *out_speed = (LudusMotionSpeed) i;
          return TRUE;
        }
    }
  return FALSE;
}

/**
 * ludus_motion_duration:
 * @widget: the widget that moves
 * @normal_ms: how long the motion lasts at normal speed, in milliseconds
 *
 * Returns: how long the motion lasts now: @normal_ms, half of it when the
 *   speed is fast, 0 when the speed is off or @widget's display has
 *   animations off
 */
guint
ludus_motion_duration (GtkWidget *widget,
                       guint      normal_ms)
{
  gboolean enabled = TRUE;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), 0);

  g_object_get (gtk_widget_get_settings (widget), "gtk-enable-animations", &enabled, NULL);
  if (!enabled)
    return 0;

  switch (speed)
    {
    case LUDUS_MOTION_SPEED_OFF:
      return 0;
    case LUDUS_MOTION_SPEED_FAST:
      return normal_ms / 2;
    case LUDUS_MOTION_SPEED_NORMAL:
    default:
      return normal_ms;
    }
}

static void
init_quarks (void)
{
  if (normal_ms_quark != 0)
    return;
  normal_ms_quark = g_quark_from_static_string ("ludus-motion-normal-ms");
  playing_quark = g_quark_from_static_string ("ludus-motion-playing");
  spring_quark = g_quark_from_static_string ("ludus-motion-spring");
}

static void
set_playing (AdwAnimation *animation,
             gboolean      playing)
{
  gboolean was_playing = GPOINTER_TO_INT (g_object_get_qdata (G_OBJECT (animation), playing_quark));

  if (playing == was_playing)
    return;
  g_object_set_qdata (G_OBJECT (animation), playing_quark, GINT_TO_POINTER (playing));
  if (playing)
    n_running++;
  else
    n_running--;
}

static void
state_changed_cb (AdwAnimation *animation)
{
  set_playing (animation, adw_animation_get_state (animation) == ADW_ANIMATION_PLAYING);
}

/* An animation dropped while it plays no longer runs. */
static void
animation_weak_notify (gpointer  user_data,
                       GObject  *object)
{
  if (g_object_get_qdata (object, playing_quark) != NULL)
    n_running--;
}

/**
 * ludus_motion_new:
 * @widget: the widget that moves (the animation's frame clock)
 * @from: the target's value at the start
 * @to: the target's value at the end
 * @normal_ms: how long it lasts at normal speed, in milliseconds
 * @target: (transfer full): what the value drives
 *
 * Makes an animation that eases out, to be started with
 * ludus_motion_play(), which gives it its duration at each start.
 *
 * Returns: (transfer full): the animation
 */
AdwAnimation *
ludus_motion_new (GtkWidget          *widget,
                  double              from,
                  double              to,
                  guint               normal_ms,
                  AdwAnimationTarget *target)
{
  AdwAnimation *animation;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);
  g_return_val_if_fail (ADW_IS_ANIMATION_TARGET (target), NULL);

  init_quarks ();
  animation = adw_timed_animation_new (widget, from, to, normal_ms, target);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (animation), ADW_EASE_OUT_CUBIC);
  /* Plus one: a duration of 0 is not a missing one. */
  g_object_set_qdata (G_OBJECT (animation), normal_ms_quark, GUINT_TO_POINTER (normal_ms + 1));
  g_signal_connect (animation, "notify::state", G_CALLBACK (state_changed_cb), NULL);
  g_object_weak_ref (G_OBJECT (animation), animation_weak_notify, NULL);
  return animation;
}

/**
 * ludus_motion_play:
 * @animation: an animation from ludus_motion_new()
 *
 * Plays @animation from its start, for as long as the speed says now; a
 * playing animation starts again.  With a duration of 0 it has ended
 * when this returns: the target holds its final value.
 */
void
ludus_motion_play (AdwAnimation *animation)
{
  GtkWidget *widget;
  guint duration;

  g_return_if_fail (ADW_IS_TIMED_ANIMATION (animation));
  g_return_if_fail (g_object_get_qdata (G_OBJECT (animation), normal_ms_quark) != NULL);

  /* Its "done" handler may drop the last other reference. */
  g_object_ref (animation);
  widget = adw_animation_get_widget (animation);
  duration = ludus_motion_duration (widget,
                                    GPOINTER_TO_UINT (g_object_get_qdata (G_OBJECT (animation),
                                                                          normal_ms_quark)) - 1);
  adw_animation_reset (animation);
  adw_timed_animation_set_duration (ADW_TIMED_ANIMATION (animation), duration);
  adw_animation_play (animation);
  /* libadwaita would wait for the next frame to end an animation of no
   * duration, and skips at once only when the desktop asks it to. */
  if (duration == 0 && adw_animation_get_state (animation) == ADW_ANIMATION_PLAYING)
    adw_animation_skip (animation);
  g_object_unref (animation);
}

/**
 * ludus_motion_get_n_running:
 *
 * Returns: how many animations from ludus_motion_new() are playing: 0
 *   when the table is still
 */
guint
ludus_motion_get_n_running (void)
{
  return n_running;
}

/* A flap's spring at @speed: its period shrinks with the square root of
 * the stiffness, so four times as stiff is twice as fast; off, so stiff
 * that it settles within the first frame. */
static AdwSpringParams *
spring_for_speed (AdwSpringParams *normal,
                  guint            normal_ms,
                  guint            ms)
{
  double stiffness = adw_spring_params_get_stiffness (normal);

  if (ms == 0)
    stiffness *= 1e6;
  else if (ms < normal_ms)
    stiffness *= ((double) normal_ms / ms) * ((double) normal_ms / ms);
  return adw_spring_params_new (adw_spring_params_get_damping_ratio (normal),
                                adw_spring_params_get_mass (normal), stiffness);
}

/* Gives @widget's transition the duration the speed says now. */
static void
follow_speed (GtkWidget *widget)
{
  guint normal_ms = GPOINTER_TO_UINT (g_object_get_qdata (G_OBJECT (widget), normal_ms_quark)) - 1;
  guint ms = ludus_motion_duration (widget, normal_ms);

  if (GTK_IS_STACK (widget))
    gtk_stack_set_transition_duration (GTK_STACK (widget), ms);
  else if (GTK_IS_REVEALER (widget))
    gtk_revealer_set_transition_duration (GTK_REVEALER (widget), ms);
  else if (ADW_IS_FLAP (widget))
    {
      AdwSpringParams *spring = g_object_get_qdata (G_OBJECT (widget), spring_quark);
      g_autoptr(AdwSpringParams) now = spring_for_speed (spring, normal_ms, ms);

      adw_flap_set_fold_duration (ADW_FLAP (widget), ms);
      adw_flap_set_reveal_params (ADW_FLAP (widget), now);
    }
}

static void
followed_weak_notify (gpointer  user_data,
                      GObject  *object)
{
  g_ptr_array_remove_fast (followed, object);
}

static void
desktop_animations_changed_cb (GtkSettings *settings,
                               GParamSpec  *pspec,
                               GtkWidget   *widget)
{
  follow_speed (widget);
}

/**
 * ludus_motion_follow:
 * @widget: a #GtkStack, #GtkRevealer or #AdwFlap
 *
 * Makes @widget's transitions follow the speed, as every motion of Ludus
 * does: the duration it has now (its template's) at normal speed, half of
 * it when fast, none when off or when the desktop has animations off.
 */
void
ludus_motion_follow (GtkWidget *widget)
{
  guint normal_ms;

  g_return_if_fail (GTK_IS_STACK (widget) || GTK_IS_REVEALER (widget) || ADW_IS_FLAP (widget));

  init_quarks ();
  g_return_if_fail (g_object_get_qdata (G_OBJECT (widget), normal_ms_quark) == NULL);

  if (GTK_IS_STACK (widget))
    normal_ms = gtk_stack_get_transition_duration (GTK_STACK (widget));
  else if (GTK_IS_REVEALER (widget))
    normal_ms = gtk_revealer_get_transition_duration (GTK_REVEALER (widget));
  else
    {
      normal_ms = adw_flap_get_fold_duration (ADW_FLAP (widget));
      g_object_set_qdata_full (G_OBJECT (widget), spring_quark,
                               adw_spring_params_ref (adw_flap_get_reveal_params (ADW_FLAP (widget))),
                               (GDestroyNotify) adw_spring_params_unref);
    }
  /* Plus one: a duration of 0 is not a missing one. */
  g_object_set_qdata (G_OBJECT (widget), normal_ms_quark, GUINT_TO_POINTER (normal_ms + 1));

  if (followed == NULL)
    followed = g_ptr_array_new ();
  g_ptr_array_add (followed, widget);
  g_object_weak_ref (G_OBJECT (widget), followed_weak_notify, NULL);
  g_signal_connect_object (gtk_widget_get_settings (widget), "notify::gtk-enable-animations",
                           G_CALLBACK (desktop_animations_changed_cb), widget, 0);
  follow_speed (widget);
}
