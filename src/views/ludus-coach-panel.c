/* ludus-coach-panel.c: a tutorial's coach, above the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The coach shows the tutorial's current step (one idea at a time),
 * outlines on the board the move the step waits for (the board view's
 * guide, drawn as a hint is), and refuses any other move with a kind
 * word.  Continue goes past a step to read; Skip Step plays the step's
 * moves for the person.  In free play it says so and lets every move
 * through; at the end it explains the final scoring, and can be hidden.
 */

#define G_LOG_DOMAIN "ludus-coach-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-accessible.h"
#include "ludus-coach-panel.h"

struct _LudusCoachPanel
{
  AdwBin          parent_instance;

  LudusTutorial  *tutorial;
  LudusBoardView *board;   /* weak: the board owns nothing of the coach */

  GtkLabel       *progress_label;
  GtkLabel       *text_label;
  GtkLabel       *status_label;
  GtkWidget      *continue_button;
  GtkWidget      *skip_button;
  GtkWidget      *close_button;
};

G_DEFINE_FINAL_TYPE (LudusCoachPanel, ludus_coach_panel, ADW_TYPE_BIN)

static void
set_status (LudusCoachPanel *self,
            const char      *status)
{
  gtk_label_set_label (self->status_label, status != NULL ? status : "");
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), status != NULL);
}

static void
update (LudusCoachPanel *self)
{
  LudusTutorialWait wait = ludus_tutorial_get_wait (self->tutorial);
  LudusGame *game = ludus_tutorial_get_game (self->tutorial);
  guint step = ludus_tutorial_get_step (self->tutorial);
  guint n_steps = ludus_tutorial_get_n_steps (self->tutorial);
  const char *text = ludus_tutorial_get_text (self->tutorial);
  gboolean computer = game != NULL && !ludus_game_is_over (game) &&
                      ludus_game_current_seat_is_computer (game);
  g_autofree char *progress = NULL;
  LudusMove move;

  gtk_widget_set_visible (GTK_WIDGET (self), text != NULL);
  if (text == NULL)
    {
      if (self->board != NULL)
        {
          ludus_board_view_set_guide (self->board, NULL);
          ludus_board_view_set_guide_names (self->board, NULL);
        }
      return;
    }

  /* Translators: the tutorial's progress, e.g. "Step 3 of 12" */
  progress = g_strdup_printf (_("Step %u of %u"), MIN (step + 1, n_steps), n_steps);
  gtk_label_set_label (self->progress_label, progress);
  gtk_label_set_label (self->text_label, text);

  gtk_widget_set_visible (self->continue_button, wait == LUDUS_TUTORIAL_READ);
  gtk_widget_set_visible (self->skip_button, wait == LUDUS_TUTORIAL_MOVE);
  gtk_widget_set_visible (self->close_button, wait == LUDUS_TUTORIAL_FINISHED);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "coach.continue", wait == LUDUS_TUTORIAL_READ);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "coach.skip",
                                 wait == LUDUS_TUTORIAL_MOVE && !computer);

  if (wait == LUDUS_TUTORIAL_MOVE && computer)
    {
      g_autofree char *playing =
        /* Translators: a computer player's turn in a tutorial, e.g. "Player 2 is playing…" */
        g_strdup_printf (_("%s is playing…"),
                         ludus_game_get_player_name (game, ludus_game_get_current_player (game)));

      set_status (self, playing);
    }
  else
    set_status (self, NULL);

  if (self->board != NULL)
    {
      ludus_board_view_set_guide_names (self->board, ludus_tutorial_get_show (self->tutorial));
      ludus_board_view_set_guide (self->board,
                                  wait == LUDUS_TUTORIAL_MOVE && !computer &&
                                  ludus_tutorial_get_highlight (self->tutorial) &&
                                  ludus_tutorial_get_expected (self->tutorial, &move)
                                  ? &move : NULL);
    }
}

static gboolean
refuse_move_cb (LudusCoachPanel *self,
                const LudusMove *move,
                LudusBoardView  *board)
{
  if (ludus_tutorial_allows (self->tutorial, move))
    return FALSE;

  if (ludus_tutorial_get_wait (self->tutorial) == LUDUS_TUTORIAL_READ)
    set_status (self, _("Nice idea! First read this step, then press Continue."));
  else
    set_status (self, _("Good thinking, but let’s try the outlined move for now: "
                        "you will play freely later."));
  return TRUE;
}

/* After @button, focused, went with its step: the focus goes to what the
 * next step asks for, the outlined move or the coach's next button, not to
 * the window's first button (Back to the Library, which Enter would then
 * press). */
static void
keep_focus (LudusCoachPanel *self,
            GtkWidget       *button)
{
  if (gtk_widget_get_visible (button))
    return;
  if (gtk_widget_get_visible (self->continue_button) && gtk_widget_grab_focus (self->continue_button))
    return;
  if (self->board != NULL && ludus_board_view_focus_guide (self->board))
    return;
  if (gtk_widget_get_visible (self->skip_button) && gtk_widget_grab_focus (self->skip_button))
    return;
  if (gtk_widget_get_visible (self->close_button) && gtk_widget_grab_focus (self->close_button))
    return;
  /* Nothing to press: the focus rests on the text, none of it selected,
   * until it moves on (text_focus_cb()). */
  gtk_widget_set_focusable (GTK_WIDGET (self->text_label), TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (self->text_label));
  gtk_label_select_region (self->text_label, 0, 0);
}

/* The text is no stop for Tab, which would select all of it: it takes
 * the focus only from keep_focus(), and only until the focus moves. */
static void
text_focus_cb (GtkWidget       *label,
               GParamSpec      *pspec,
               LudusCoachPanel *self)
{
  if (!gtk_widget_has_focus (label))
    gtk_widget_set_focusable (label, FALSE);
}

static void
continue_activated_cb (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  LudusCoachPanel *self = LUDUS_COACH_PANEL (widget);
  gboolean focused = gtk_widget_has_focus (self->continue_button);

  ludus_tutorial_continue (self->tutorial);
  if (focused)
    keep_focus (self, self->continue_button);
}

static void
skip_activated_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  LudusCoachPanel *self = LUDUS_COACH_PANEL (widget);
  gboolean focused = gtk_widget_has_focus (self->skip_button);
  g_autoptr(GError) error = NULL;

  /* The scripts are tested: a refusal here is a bug in Ludus. */
  if (!ludus_tutorial_skip (self->tutorial, &error) && error != NULL)
    g_critical ("Cannot skip the tutorial's step: %s", error->message);
  if (focused)
    keep_focus (self, self->skip_button);
}

static void
close_activated_cb (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  gtk_widget_set_visible (widget, FALSE);
}

static void
ludus_coach_panel_dispose (GObject *object)
{
  LudusCoachPanel *self = LUDUS_COACH_PANEL (object);

  if (self->board != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->board, self);
      ludus_board_view_set_guide (self->board, NULL);
      ludus_board_view_set_guide_names (self->board, NULL);
      g_object_remove_weak_pointer (G_OBJECT (self->board), (gpointer *) &self->board);
      self->board = NULL;
    }
  if (self->tutorial != NULL)
    g_signal_handlers_disconnect_by_data (self->tutorial, self);
  g_clear_object (&self->tutorial);

  gtk_widget_dispose_template (GTK_WIDGET (self), LUDUS_TYPE_COACH_PANEL);

  G_OBJECT_CLASS (ludus_coach_panel_parent_class)->dispose (object);
}

static void
ludus_coach_panel_class_init (LudusCoachPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_coach_panel_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ludus-coach-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusCoachPanel, progress_label);
  gtk_widget_class_bind_template_child (widget_class, LudusCoachPanel, text_label);
  gtk_widget_class_bind_template_child (widget_class, LudusCoachPanel, status_label);
  gtk_widget_class_bind_template_child (widget_class, LudusCoachPanel, continue_button);
  gtk_widget_class_bind_template_child (widget_class, LudusCoachPanel, skip_button);
  gtk_widget_class_bind_template_child (widget_class, LudusCoachPanel, close_button);

  gtk_widget_class_install_action (widget_class, "coach.continue", NULL, continue_activated_cb);
  gtk_widget_class_install_action (widget_class, "coach.skip", NULL, skip_activated_cb);
  gtk_widget_class_install_action (widget_class, "coach.close", NULL, close_activated_cb);

  gtk_widget_class_set_css_name (widget_class, "coach-panel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ludus_coach_panel_init (LudusCoachPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_object (self->text_label, "notify::has-focus", G_CALLBACK (text_focus_cb), self, 0);
  /* Made after its window, which fixed only the buttons it had. */
  ludus_accessible_fix_mnemonics (GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Coach"),
                                  -1);
}

/**
 * ludus_coach_panel_new:
 * @tutorial: a tutorial following the game on @board
 * @board: the board the person plays on
 *
 * Returns: (transfer floating): the coach of @tutorial
 */
GtkWidget *
ludus_coach_panel_new (LudusTutorial  *tutorial,
                       LudusBoardView *board)
{
  LudusCoachPanel *self;

  g_return_val_if_fail (LUDUS_IS_TUTORIAL (tutorial), NULL);
  g_return_val_if_fail (LUDUS_IS_BOARD_VIEW (board), NULL);

  self = g_object_new (LUDUS_TYPE_COACH_PANEL, NULL);
  self->tutorial = g_object_ref (tutorial);
  self->board = board;
  g_object_add_weak_pointer (G_OBJECT (board), (gpointer *) &self->board);
  g_signal_connect_object (tutorial, "notify::step", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (board, "refuse-move", G_CALLBACK (refuse_move_cb), self,
                           G_CONNECT_SWAPPED);
  update (self);

  return GTK_WIDGET (self);
}

LudusTutorial *
ludus_coach_panel_get_tutorial (LudusCoachPanel *self)
{
  g_return_val_if_fail (LUDUS_IS_COACH_PANEL (self), NULL);

  return self->tutorial;
}

/* What the coach says below the step's text, or NULL: why a move was
 * refused, or who is playing. */
const char *
ludus_coach_panel_get_status (LudusCoachPanel *self)
{
  g_return_val_if_fail (LUDUS_IS_COACH_PANEL (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self->status_label))
         ? gtk_label_get_label (self->status_label) : NULL;
}
