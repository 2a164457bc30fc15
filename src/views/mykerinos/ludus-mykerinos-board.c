/* ludus-mykerinos-board.c: the base of the region and the Museum
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the two boards share: their players' colours (cubes drawn in them,
 * holders named by them), and the keyboard cursor and clicks over their
 * targets, the region's spaces and the Museum's rooms.  They lay those
 * out from data, not on one grid, so the keyboard cursor (the focus,
 * moved by GTK's arrow key bindings through the board's focus()) moves by
 * geometry: to the nearest target whose centre lies in the direction of
 * the arrow, preferring the ones straight ahead.  Tab enters a board at
 * its cursor and leaves it, so that it takes one Tab to pass the region,
 * not one per space.
 */

#define G_LOG_DOMAIN "ludus-mykerinos-board"

#include "config.h"

#include "ludus-mykerinos-board.h"

typedef struct
{
  /* For each colour of cubes: the seat's style class and the player's
   * name, or NULL while unset. */
  char  *css_classes[LUDUS_MYKERINOS_N_COLOURS];
  char  *names[LUDUS_MYKERINOS_N_COLOURS];
  guint  remembered;  /* the cursor's target when Tab left */
} LudusMykerinosBoardPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (LudusMykerinosBoard, ludus_mykerinos_board, GTK_TYPE_WIDGET)

static GtkWidget * const *
get_targets (LudusMykerinosBoard *self,
             guint               *n_targets)
{
  return LUDUS_MYKERINOS_BOARD_GET_CLASS (self)->get_targets (self, n_targets);
}

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
index_of (LudusMykerinosBoard *self,
          GtkWidget           *widget)
{
  guint n;
  GtkWidget * const *list = get_targets (self, &n);

  for (; widget != NULL && widget != GTK_WIDGET (self); widget = gtk_widget_get_parent (widget))
    for (guint i = 0; i < n; i++)
      if (list[i] == widget)
        return i;
  return -1;
}

/* The target that has the keyboard focus (or holds it), or -1. */
int
ludus_mykerinos_board_get_cursor (LudusMykerinosBoard *self)
{
  guint n;
  GtkWidget * const *list;

  g_return_val_if_fail (LUDUS_IS_MYKERINOS_BOARD (self), -1);

  list = get_targets (self, &n);
  for (guint i = 0; i < n; i++)
    if ((gtk_widget_get_state_flags (list[i]) & GTK_STATE_FLAG_FOCUS_WITHIN) != 0)
      return i;
  return -1;
}

/* Tab enters at the remembered target and leaves at once; the arrows move
 * to the nearest target that way, and stay at the edge. */
static gboolean
ludus_mykerinos_board_focus (GtkWidget        *widget,
                             GtkDirectionType  direction)
{
  LudusMykerinosBoard *self = LUDUS_MYKERINOS_BOARD (widget);
  LudusMykerinosBoardPrivate *priv = ludus_mykerinos_board_get_instance_private (self);
  int cursor = ludus_mykerinos_board_get_cursor (self);
  guint n;
  GtkWidget * const *list = get_targets (self, &n);

  if (n == 0)
    return FALSE;
  if (cursor >= 0)
    {
      GtkWidget *next = next_target (list, n, list[cursor], direction);

      priv->remembered = cursor;
      if (next != NULL)
        return gtk_widget_grab_focus (next);
      return direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD;
    }
  return gtk_widget_grab_focus (list[priv->remembered < n ? priv->remembered : 0]);
}

/* To the remembered target. */
static gboolean
ludus_mykerinos_board_grab_focus (GtkWidget *widget)
{
  LudusMykerinosBoard *self = LUDUS_MYKERINOS_BOARD (widget);
  LudusMykerinosBoardPrivate *priv = ludus_mykerinos_board_get_instance_private (self);
  guint n;
  GtkWidget * const *list = get_targets (self, &n);

  return n > 0 && gtk_widget_grab_focus (list[priv->remembered < n ? priv->remembered : 0]);
}

static void
activate_target (LudusMykerinosBoard *self,
                 guint                index)
{
  g_signal_emit (self, LUDUS_MYKERINOS_BOARD_GET_CLASS (self)->activated_signal, 0, index);
}

static void
pressed_cb (GtkGestureClick     *gesture,
            int                  n_press,
            double               x,
            double               y,
            LudusMykerinosBoard *self)
{
  int index = index_of (self, gtk_widget_pick (GTK_WIDGET (self), x, y, GTK_PICK_DEFAULT));
  guint n;

  if (index < 0)
    return;
  gtk_widget_grab_focus (get_targets (self, &n)[index]);
  activate_target (self, index);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                LudusMykerinosBoard   *self)
{
  int index;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return GDK_EVENT_PROPAGATE;
  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter &&
      keyval != GDK_KEY_space && keyval != GDK_KEY_KP_Space)
    return GDK_EVENT_PROPAGATE;
  if ((index = ludus_mykerinos_board_get_cursor (self)) < 0)
    return GDK_EVENT_PROPAGATE;

  activate_target (self, index);
  return GDK_EVENT_STOP;
}

static void
clear_colours (LudusMykerinosBoardPrivate *priv)
{
  for (guint c = 0; c < LUDUS_MYKERINOS_N_COLOURS; c++)
    {
      g_clear_pointer (&priv->css_classes[c], g_free);
      g_clear_pointer (&priv->names[c], g_free);
    }
}

static void
ludus_mykerinos_board_dispose (GObject *object)
{
  LudusMykerinosBoard *self = LUDUS_MYKERINOS_BOARD (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  clear_colours (ludus_mykerinos_board_get_instance_private (self));

  G_OBJECT_CLASS (ludus_mykerinos_board_parent_class)->dispose (object);
}

static void
ludus_mykerinos_board_real_colours_changed (LudusMykerinosBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
ludus_mykerinos_board_class_init (LudusMykerinosBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_mykerinos_board_dispose;
  widget_class->focus = ludus_mykerinos_board_focus;
  widget_class->grab_focus = ludus_mykerinos_board_grab_focus;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  klass->colours_changed = ludus_mykerinos_board_real_colours_changed;
}

static void
ludus_mykerinos_board_init (LudusMykerinosBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

/**
 * ludus_mykerinos_board_class_add_activated:
 * @klass: a board's class
 * @signal_name: the signal a target's activation emits, with its index
 */
void
ludus_mykerinos_board_class_add_activated (LudusMykerinosBoardClass *klass,
                                           const char               *signal_name)
{
  g_return_if_fail (LUDUS_IS_MYKERINOS_BOARD_CLASS (klass));

  klass->activated_signal = g_signal_new (signal_name,
                                          G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, G_TYPE_UINT);
}

void
ludus_mykerinos_board_set_colour (LudusMykerinosBoard *self,
                                  guint                colour,
                                  const char          *css_class,
                                  const char          *name)
{
  LudusMykerinosBoardPrivate *priv = ludus_mykerinos_board_get_instance_private (self);

  g_return_if_fail (LUDUS_IS_MYKERINOS_BOARD (self));
  g_return_if_fail (colour < LUDUS_MYKERINOS_N_COLOURS);

  g_free (priv->css_classes[colour]);
  priv->css_classes[colour] = g_strdup (css_class);
  g_free (priv->names[colour]);
  priv->names[colour] = g_strdup (name);
  LUDUS_MYKERINOS_BOARD_GET_CLASS (self)->colours_changed (self);
}

const char *
ludus_mykerinos_board_get_colour_class (LudusMykerinosBoard *self,
                                        guint                colour)
{
  LudusMykerinosBoardPrivate *priv = ludus_mykerinos_board_get_instance_private (self);

  g_return_val_if_fail (LUDUS_IS_MYKERINOS_BOARD (self), NULL);

  return colour < LUDUS_MYKERINOS_N_COLOURS ? priv->css_classes[colour] : NULL;
}

const char *
ludus_mykerinos_board_get_colour_name (LudusMykerinosBoard *self,
                                       guint                colour)
{
  LudusMykerinosBoardPrivate *priv = ludus_mykerinos_board_get_instance_private (self);

  g_return_val_if_fail (LUDUS_IS_MYKERINOS_BOARD (self), NULL);

  return colour < LUDUS_MYKERINOS_N_COLOURS ? priv->names[colour] : NULL;
}

/* Allocates @child at least its minimum size, centred on the rectangle. */
void
ludus_mykerinos_board_place (GtkWidget *child,
                             double     x,
                             double     y,
                             double     width,
                             double     height)
{
  int min_width, min_height;

  if (!gtk_widget_get_visible (child))
    return;
  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, -1, &min_height, NULL, NULL, NULL);
  x -= MAX (0, min_width - width) / 2;
  y -= MAX (0, min_height - height) / 2;
  gtk_widget_size_allocate (child,
                            &(GtkAllocation) { (int) x, (int) y,
                                               MAX ((int) width, min_width),
                                               MAX ((int) height, min_height) },
                            -1);
}
