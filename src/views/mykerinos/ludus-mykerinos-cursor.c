/* ludus-mykerinos-cursor.c: the keyboard cursor and clicks over a board's
 * spaces or rooms
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The region and the Museum lay their spaces and rooms out from data, not
 * on one grid, so the keyboard cursor (the focus, moved by GTK's arrow key
 * bindings through the board's focus()) moves by geometry: to the nearest
 * target whose centre lies in the direction of the arrow, preferring the
 * ones straight ahead.  Tab enters a board at its cursor and leaves it, so
 * that it takes one Tab to pass the region, not one per space.
 *
 * A board's class takes its focus handling, its role and the signal its
 * targets' activations emit from ludus_mykerinos_cursor_class_init(); each
 * board calls ludus_mykerinos_cursor_attach() in its init.
 */

#define G_LOG_DOMAIN "ludus-mykerinos-cursor"

#include "config.h"

#include "ludus-mykerinos-cursor.h"

static gboolean
centre_of (GtkWidget        *widget,
           GtkWidget        *relative,
           graphene_point_t *centre)
{
  graphene_rect_t bounds;

  if (!gtk_widget_get_visible (widget) ||
      !gtk_widget_compute_bounds (widget, relative, &bounds))
    return FALSE;
  graphene_rect_get_center (&bounds, centre);
  return TRUE;
}

/* The target nearest to @from in @direction, or NULL. */
static GtkWidget *
next_target (GtkWidget * const *targets,
             guint              n_targets,
             GtkWidget         *from,
             GtkDirectionType   direction)
{
  GtkWidget *parent = gtk_widget_get_parent (from);
  GtkWidget *best = NULL;
  double best_cost = G_MAXDOUBLE;
  graphene_point_t origin;
  double dx_sign = 0, dy_sign = 0;

  switch (direction)
    {
    case GTK_DIR_LEFT: dx_sign = -1; break;
    case GTK_DIR_RIGHT: dx_sign = 1; break;
    case GTK_DIR_UP: dy_sign = -1; break;
    case GTK_DIR_DOWN: dy_sign = 1; break;
    case GTK_DIR_TAB_FORWARD:
    case GTK_DIR_TAB_BACKWARD:
    default: return NULL;
    }
  if (parent == NULL || !centre_of (from, parent, &origin))
    return NULL;

  for (guint i = 0; i < n_targets; i++)
    {
      graphene_point_t centre;
      double ahead, aside, cost;

      if (targets[i] == from || !centre_of (targets[i], parent, &centre))
        continue;
      ahead = (centre.x - origin.x) * dx_sign + (centre.y - origin.y) * dy_sign;
      aside = ABS ((centre.x - origin.x) * dy_sign + (centre.y - origin.y) * dx_sign);
      /* Ahead, and within 60° of straight on. */
      if (ahead < 1 || aside > ahead * 1.8)
        continue;
      cost = ahead + 2 * aside;
      if (cost < best_cost)
        {
          best_cost = cost;
          best = targets[i];
        }
    }
  return best;
}

static int
index_of (GtkWidget                   *board,
          LudusMykerinosCursorTargets  targets,
          GtkWidget                   *widget)
{
  guint n;
  GtkWidget * const *list = targets (board, &n);

  for (; widget != NULL && widget != board; widget = gtk_widget_get_parent (widget))
    for (guint i = 0; i < n; i++)
      if (list[i] == widget)
        return i;
  return -1;
}

/* The target that has the keyboard focus (or holds it), or -1. */
int
ludus_mykerinos_cursor_index (GtkWidget                   *board,
                              LudusMykerinosCursorTargets  targets)
{
  guint n;
  GtkWidget * const *list;

  g_return_val_if_fail (GTK_IS_WIDGET (board), -1);

  list = targets (board, &n);
  for (guint i = 0; i < n; i++)
    if ((gtk_widget_get_state_flags (list[i]) & GTK_STATE_FLAG_FOCUS_WITHIN) != 0)
      return i;
  return -1;
}

typedef struct
{
  LudusMykerinosCursorTargets targets;
  guint                       signal_id;
  guint                       remembered;  /* the cursor's target when Tab left */
} Attachment;

#define ATTACHMENT_KEY "ludus-mykerinos-cursor"

/* The board's focus(): Tab enters at the remembered target and leaves at
 * once; the arrows move to the nearest target that way, and stay at the
 * edge. */
static gboolean
board_focus (GtkWidget        *board,
             GtkDirectionType  direction)
{
  Attachment *attachment = g_object_get_data (G_OBJECT (board), ATTACHMENT_KEY);
  int cursor = ludus_mykerinos_cursor_index (board, attachment->targets);
  guint n;
  GtkWidget * const *list = attachment->targets (board, &n);

  if (n == 0)
    return FALSE;
  if (cursor >= 0)
    {
      GtkWidget *next = next_target (list, n, list[cursor], direction);

      attachment->remembered = cursor;
      if (next != NULL)
        return gtk_widget_grab_focus (next);
      return direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD;
    }
  return gtk_widget_grab_focus (list[attachment->remembered < n ? attachment->remembered : 0]);
}

/* The board's grab_focus(): to the remembered target. */
static gboolean
board_grab_focus (GtkWidget *board)
{
  Attachment *attachment = g_object_get_data (G_OBJECT (board), ATTACHMENT_KEY);
  guint n;
  GtkWidget * const *list = attachment->targets (board, &n);

  return n > 0 && gtk_widget_grab_focus (list[attachment->remembered < n ? attachment->remembered : 0]);
}

static void
pressed_cb (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            Attachment      *attachment)
{
  GtkWidget *board = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  int index = index_of (board, attachment->targets, gtk_widget_pick (board, x, y, GTK_PICK_DEFAULT));
  guint n;

  if (index < 0)
    return;
  gtk_widget_grab_focus (attachment->targets (board, &n)[index]);
  g_signal_emit (board, attachment->signal_id, 0, (guint) index);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                Attachment            *attachment)
{
  GtkWidget *board = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  int index;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return GDK_EVENT_PROPAGATE;
  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter &&
      keyval != GDK_KEY_space && keyval != GDK_KEY_KP_Space)
    return GDK_EVENT_PROPAGATE;
  if ((index = ludus_mykerinos_cursor_index (board, attachment->targets)) < 0)
    return GDK_EVENT_PROPAGATE;

  g_signal_emit (board, attachment->signal_id, 0, (guint) index);
  return GDK_EVENT_STOP;
}

void
ludus_mykerinos_cursor_attach (GtkWidget                   *board,
                               LudusMykerinosCursorTargets  targets,
                               guint                        signal_id)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  Attachment *attachment = g_new0 (Attachment, 1);

  g_return_if_fail (GTK_IS_WIDGET (board));

  attachment->targets = targets;
  attachment->signal_id = signal_id;
  g_object_set_data_full (G_OBJECT (board), ATTACHMENT_KEY, attachment, g_free);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), attachment);
  gtk_widget_add_controller (board, GTK_EVENT_CONTROLLER (click));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), attachment);
  gtk_widget_add_controller (board, keys);
}

/**
 * ludus_mykerinos_cursor_class_init:
 * @widget_class: a board's class, whose instances call
 *   ludus_mykerinos_cursor_attach() in their init
 * @css_name: the board's CSS name
 * @signal_name: the signal a target's activation emits, with its index
 *
 * Makes the board a group for screen readers, with the cursor's focus()
 * and grab_focus().
 *
 * Returns: the signal's id, for ludus_mykerinos_cursor_attach()
 */
guint
ludus_mykerinos_cursor_class_init (GtkWidgetClass *widget_class,
                                   const char     *css_name,
                                   const char     *signal_name)
{
  widget_class->focus = board_focus;
  widget_class->grab_focus = board_grab_focus;
  gtk_widget_class_set_css_name (widget_class, css_name);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  return g_signal_new (signal_name,
                       G_TYPE_FROM_CLASS (widget_class),
                       G_SIGNAL_RUN_LAST,
                       0, NULL, NULL, NULL,
                       G_TYPE_NONE, 1, G_TYPE_UINT);
}

/* Unparents the board's children, for its dispose(). */
void
ludus_mykerinos_cursor_dispose (GtkWidget *board)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (board)) != NULL)
    gtk_widget_unparent (child);
}
