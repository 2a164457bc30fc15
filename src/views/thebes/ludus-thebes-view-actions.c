/* ludus-thebes-view-actions.c: the Thebes table's actions (thebes.*)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every choice of a turn is an action, for the widgets, the keyboard and
 * the tests alike; each goes through the turn builder, never a rule of
 * its own.  Enter confirms and Escape cancels.
 */

#define G_LOG_DOMAIN "ludus-thebes-view-actions"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-thebes-dig-panel.h"
#include "ludus-thebes-view-private.h"

/* Actions ----------------------------------------------------------------- */

/* After a choice: the turn widgets follow. */
static void
chose (LudusThebesView *self,
       gboolean         accepted)
{
  if (!accepted)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  /* The zeppelin check shows unticked, "pay the trip in weeks": that is
   * the choice, until the player ticks it. */
  if (ludus_thebes_turn_get_prompt (self->turn) == LUDUS_THEBES_TURN_PROMPT_ZEPPELIN)
    ludus_thebes_turn_choose_zeppelin (self->turn, FALSE);
  _ludus_thebes_view_update_turn_widgets (self);
  /* The hint or the guide outlines what is left to choose first. */
  ludus_board_view_update_hint (LUDUS_BOARD_VIEW (self));
}

/* After a choice the rules may refuse: the prompt says why (a screen
 * reader reads it there too) until the next choice. */
static void
chose_or_explain (LudusThebesView *self,
                  gboolean         accepted,
                  const char      *reason)
{
  chose (self, accepted);
  if (accepted || reason == NULL)
    return;
  ludus_board_view_set_header_text (self->prompt_label, reason);
  gtk_widget_add_css_class (GTK_WIDGET (self->prompt_label), "error");
}

static void
choose_place_activated_cb (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (widget);
  guint place = g_variant_get_uint32 (parameter);
  gboolean accepted;

  if (!_ludus_thebes_view_building (self) || place >= LUDUS_THEBES_N_PLACES)
    return;
  accepted = ludus_thebes_turn_choose_place (self->turn, place);
  /* What to do there is beside or below the map, perhaps below the
   * window's edge: a site's dig panel, a city's cards and exhibitions
   * (not the dig below them: the map stays in sight as much as it can).
   * A tutorial's guide, outlined again after, scrolls last. */
  if (accepted)
    ludus_board_view_scroll_to (LUDUS_BOARD_VIEW (self),
                                LUDUS_THEBES_PLACE_IS_SITE (place) ? GTK_WIDGET (self->dig_panel)
                                                                   : self->city_box);
  chose_or_explain (self, accepted, ludus_thebes_turn_explain_place (self->turn, place));
}

static void
choose_card_activated_cb (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (widget);
  guint slot = g_variant_get_uint32 (parameter);

  if (!_ludus_thebes_view_building (self) || slot >= LUDUS_THEBES_DISPLAY_SIZE)
    return;
  chose_or_explain (self, ludus_thebes_turn_choose_card (self->turn, slot),
                    ludus_thebes_turn_explain_card (self->turn, slot));
}

static void
choose_exhibition_activated_cb (GtkWidget  *widget,
                                const char *action_name,
                                GVariant   *parameter)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (widget);
  guint slot = g_variant_get_uint32 (parameter);

  if (!_ludus_thebes_view_building (self) || slot >= LUDUS_THEBES_N_SLOTS)
    return;
  chose_or_explain (self, ludus_thebes_turn_choose_exhibition (self->turn, slot),
                    ludus_thebes_turn_explain_exhibition (self->turn, slot));
}

static void
swap_activated_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (widget);

  if (_ludus_thebes_view_building (self))
    chose (self, ludus_thebes_turn_choose_swap (self->turn));
}

static void
zeppelin_activated_cb (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (widget);

  if (_ludus_thebes_view_building (self))
    chose (self, ludus_thebes_turn_choose_zeppelin (self->turn, g_variant_get_boolean (parameter)));
}

static void
rumours_activated_cb (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (widget);

  if (_ludus_thebes_view_building (self))
    chose (self, ludus_thebes_turn_choose_rumours (self->turn, g_variant_get_uint32 (parameter)));
}

static void
assistant_activated_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (widget);

  if (_ludus_thebes_view_building (self))
    chose (self, ludus_thebes_turn_choose_assistant (self->turn, g_variant_get_boolean (parameter)));
}

static void
shovel_activated_cb (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (widget);

  if (_ludus_thebes_view_building (self))
    chose (self, ludus_thebes_turn_choose_shovel (self->turn, g_variant_get_boolean (parameter)));
}

static void
choose_weeks_activated_cb (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (widget);

  if (_ludus_thebes_view_building (self))
    chose (self, ludus_thebes_turn_choose_dig_weeks (self->turn, g_variant_get_uint32 (parameter)));
}

static void
end_expedition_activated_cb (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *parameter)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (widget);

  if (_ludus_thebes_view_building (self))
    chose (self, ludus_thebes_turn_choose_end (self->turn));
}

static void
confirm_end_response_cb (LudusThebesView  *self,
                         const char       *response,
                         AdwMessageDialog *dialog)
{
  LudusMove move;

  if (g_str_equal (response, "end") && ludus_thebes_turn_is_complete (self->turn, &move))
    ludus_board_view_play (LUDUS_BOARD_VIEW (self), &move);
}

static void
confirm_activated_cb (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (widget);
  LudusMove move;
  GtkWidget *dialog;

  if (!_ludus_thebes_view_building (self) || !ludus_thebes_turn_is_complete (self->turn, &move))
    return;

  /* Every turn is confirmed by this very action; only the end of an
   * expedition, which gives up the rest of the game, asks again. */
  if (((const LudusThebesMove *) move.bytes)->action != LUDUS_THEBES_ACTION_END ||
      !ludus_board_view_get_confirm_end_turn (LUDUS_BOARD_VIEW (self)) ||
      !ludus_game_move_ends_turn (ludus_board_view_get_game (LUDUS_BOARD_VIEW (self)), &move))
    {
      /* The game's "changed" refreshes the view, which starts the next turn. */
      ludus_board_view_play (LUDUS_BOARD_VIEW (self), &move);
      return;
    }

  dialog = adw_message_dialog_new (NULL, _("End Your Expedition?"),
                                   _("Your marker moves to the end of the game and you take no more turns."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "end", _("_End Expedition"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "end",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (confirm_end_response_cb), self,
                           G_CONNECT_SWAPPED);
  ludus_board_view_present (LUDUS_BOARD_VIEW (self), GTK_WINDOW (dialog));
}

static void
cancel_activated_cb (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (widget);

  if (!_ludus_thebes_view_building (self))
    return;
  ludus_thebes_turn_reset (self->turn);
  _ludus_thebes_view_update_turn_widgets (self);
}

/* Keys ---------------------------------------------------------------- */

/* The widget with the keyboard focus, if it is in the view. */
static GtkWidget *
get_focus (LudusThebesView *self)
{
  GtkWidget *focus = NULL;

  for (GtkWidget *child = gtk_widget_get_focus_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_focus_child (child))
    focus = child;
  return focus;
}

/* A focused card takes Enter to choose itself again: once the turn is
 * complete, Enter plays it instead, from wherever the focus is in the
 * table but the buttons that do something else. */
static gboolean
key_pressed_cb (LudusThebesView *self,
                guint            keyval,
                guint            keycode,
                GdkModifierType  state)
{
  GtkWidget *focus;

  if ((keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter) ||
      (state & gtk_accelerator_get_default_mod_mask ()) != 0 ||
      !_ludus_thebes_view_building (self) || !ludus_thebes_turn_is_complete (self->turn, NULL))
    return FALSE;
  focus = get_focus (self);
  if (focus != NULL &&
      (focus == self->cancel_button || focus == self->end_button ||
       gtk_widget_is_ancestor (focus, GTK_WIDGET (self->zeppelin_check)) ||
       focus == GTK_WIDGET (self->zeppelin_check)))
    return FALSE;
  return gtk_widget_activate_action (GTK_WIDGET (self), "thebes.confirm", NULL);
}

/* The last dig's tokens leave the dig panel (they stay in the digger's
 * tableau). */
static void
hide_draw_activated_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (widget);

  ludus_thebes_dig_panel_clear_draw (self->dig_panel);
  _ludus_thebes_view_update_turn_widgets (self);
}

/* Enter confirms and Escape cancels wherever the focus is in the window
 * (a focused button takes its own Enter first, but for the table's
 * choices: key_pressed_cb()). */
void
_ludus_thebes_view_add_shortcuts (LudusThebesView *self)
{
  static const struct {
    guint       key;
    const char *action;
  } keys[] = {
    { GDK_KEY_Return, "thebes.confirm" },
    { GDK_KEY_KP_Enter, "thebes.confirm" },
    { GDK_KEY_Escape, "thebes.cancel" },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller), GTK_SHORTCUT_SCOPE_MANAGED);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].key, 0),
                                                            gtk_named_action_new (keys[i].action)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect_object (controller, "key-pressed", G_CALLBACK (key_pressed_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

void
_ludus_thebes_view_class_add_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "thebes.choose-place", "u", choose_place_activated_cb);
  gtk_widget_class_install_action (widget_class, "thebes.choose-card", "u", choose_card_activated_cb);
  gtk_widget_class_install_action (widget_class, "thebes.choose-exhibition", "u", choose_exhibition_activated_cb);
  gtk_widget_class_install_action (widget_class, "thebes.swap", NULL, swap_activated_cb);
  gtk_widget_class_install_action (widget_class, "thebes.zeppelin", "b", zeppelin_activated_cb);
  gtk_widget_class_install_action (widget_class, "thebes.rumours", "u", rumours_activated_cb);
  gtk_widget_class_install_action (widget_class, "thebes.assistant", "b", assistant_activated_cb);
  gtk_widget_class_install_action (widget_class, "thebes.shovel", "b", shovel_activated_cb);
  gtk_widget_class_install_action (widget_class, "thebes.choose-weeks", "u", choose_weeks_activated_cb);
  gtk_widget_class_install_action (widget_class, "thebes.end-expedition", NULL, end_expedition_activated_cb);
  gtk_widget_class_install_action (widget_class, "thebes.confirm", NULL, confirm_activated_cb);
  gtk_widget_class_install_action (widget_class, "thebes.cancel", NULL, cancel_activated_cb);
  gtk_widget_class_install_action (widget_class, "thebes.hide-draw", NULL, hide_draw_activated_cb);
}

/* The place the player travels to, and what they do there: the card,
 * the exhibition, the dig panel with its choices, Warsaw's swap or the
 * end of time; the zeppelin when it flies, and the button that plays.
 * What is still to choose comes first (the board scrolls to the first):
 * the place, else the action's choices, else the button. */
void
_ludus_thebes_view_show_hint (LudusBoardView  *board,
                              const LudusMove *move)
{
  LudusThebesView *self = LUDUS_THEBES_VIEW (board);
  const LudusThebesMove *m = (const LudusThebesMove *) move;
  g_autoptr(GPtrArray) action = g_ptr_array_new ();
  gboolean place_chosen = self->turn != NULL && ludus_thebes_turn_get_place (self->turn) == m->dest;
  gboolean complete = self->turn != NULL &&
                      ludus_thebes_turn_get_prompt (self->turn) == LUDUS_THEBES_TURN_PROMPT_COMPLETE;
  GtkWidget *place = GTK_WIDGET (self->map);

  switch (m->action)
    {
    case LUDUS_THEBES_ACTION_CARD:
      if (m->slot < LUDUS_THEBES_DISPLAY_SIZE)
        g_ptr_array_add (action, self->display[m->slot]);
      break;

    case LUDUS_THEBES_ACTION_EXHIBITION:
      if (m->slot < LUDUS_THEBES_N_SLOTS)
        g_ptr_array_add (action, self->slots[m->slot]);
      break;

    case LUDUS_THEBES_ACTION_SWAP:
      g_ptr_array_add (action, self->swap_button);
      break;

    case LUDUS_THEBES_ACTION_DIG:
      ludus_thebes_dig_panel_get_choice_widgets (self->dig_panel, m, action);
      g_ptr_array_add (action, self->dig_panel);
      break;

    default:
      g_ptr_array_add (action, self->end_button);
      break;
    }
  if (m->dest < LUDUS_THEBES_N_PLACES && ludus_thebes_map_get_place_widget (self->map, m->dest) != NULL)
    place = ludus_thebes_map_get_place_widget (self->map, m->dest);

  if (complete)
    ludus_board_view_mark_hint (board, self->confirm_button);
  if (!place_chosen)
    ludus_board_view_mark_hint (board, place);
  for (guint i = 0; i < action->len; i++)
    ludus_board_view_mark_hint (board, g_ptr_array_index (action, i));
  if (place_chosen)
    ludus_board_view_mark_hint (board, place);
  if (m->zeppelin)
    ludus_board_view_mark_hint (board, GTK_WIDGET (self->zeppelin_check));
  if (!complete)
    ludus_board_view_mark_hint (board, self->confirm_button);
}

/* The turn being built, for tests. */
const LudusThebesTurn *
ludus_thebes_view_get_turn (LudusThebesView *self)
{
  g_return_val_if_fail (LUDUS_IS_THEBES_VIEW (self), NULL);

  return self->turn;
}

/* How many tokens of the last dig are on show, for tests. */
guint
ludus_thebes_view_get_n_revealed (LudusThebesView *self)
{
  g_return_val_if_fail (LUDUS_IS_THEBES_VIEW (self), 0);

  return ludus_thebes_dig_panel_get_n_revealed (self->dig_panel);
}

/* How many tokens the last dig drew (with the first-dig bonus), for tests. */
guint
ludus_thebes_view_get_n_drawn (LudusThebesView *self)
{
  g_return_val_if_fail (LUDUS_IS_THEBES_VIEW (self), 0);

  return ludus_thebes_dig_panel_get_n_drawn (self->dig_panel);
}
