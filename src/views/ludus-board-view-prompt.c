/* ludus-board-view-prompt.c: what a board view's prompt says while a
 * computer seat is to play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A computer seat to play is not always thinking: the session may wait for
 * a person to press Continue after each computer turn, or a tutorial's
 * coach for a person to read its step.  The prompt says which, and the
 * base asks the view to say it again (update_prompt()) when the session
 * pauses or plays on, or the coach moves to another step: neither is a
 * move, so no refresh() comes.
 */

#define G_LOG_DOMAIN "ludus-board-view"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-board-view-private.h"

/**
 * ludus_board_view_computer_prompt:
 * @self: a board view whose current seat is a computer's
 * @name: the name of the computer to play, as the view shows it
 *
 * Returns: (transfer full): what the table waits for: @name thinking, a
 *   person's Continue after a computer's turn, or a person reading the
 *   coach's step
 */
char *
ludus_board_view_computer_prompt (LudusBoardView *self,
                                  const char     *name)
{
  LudusSession *session;
  LudusTutorial *tutorial;

  g_return_val_if_fail (LUDUS_IS_BOARD_VIEW (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  session = ludus_board_view_get_session (self);
  tutorial = session != NULL ? ludus_session_get_tutorial (session) : NULL;
  if (session != NULL && ludus_session_get_paused (session))
    /* Translators: the game waits after a computer's turn, "Béla plays next: press Continue or Space" */
    return g_strdup_printf (_("%s plays next: press Continue or Space"), name);
  if (tutorial != NULL && ludus_tutorial_get_wait (tutorial) == LUDUS_TUTORIAL_READ)
    return g_strdup (_("Read this step, then press Continue."));
  /* Translators: a computer player about to move, e.g. "Béla is thinking…" */
  return g_strdup_printf (_("%s is thinking…"), name);
}

static void
waits_changed_cb (LudusBoardView *self)
{
  LudusBoardViewClass *klass = LUDUS_BOARD_VIEW_GET_CLASS (self);

  if (klass->update_prompt != NULL && ludus_board_view_get_game (self) != NULL &&
      !ludus_board_view_get_read_only (self))
    klass->update_prompt (self);
}

/* Follows what @session (and its tutorial) waits for, instead of @old. */
void
_ludus_board_view_follow_waits (LudusBoardView *self,
                                LudusSession   *old,
                                LudusSession   *session)
{
  LudusTutorial *tutorial;

  if (old != NULL)
    {
      tutorial = ludus_session_get_tutorial (old);
      g_signal_handlers_disconnect_by_func (old, waits_changed_cb, self);
      if (tutorial != NULL)
        g_signal_handlers_disconnect_by_func (tutorial, waits_changed_cb, self);
    }
  if (session == NULL)
    return;

  g_signal_connect_object (session, "notify::paused", G_CALLBACK (waits_changed_cb), self,
                           G_CONNECT_SWAPPED);
  tutorial = ludus_session_get_tutorial (session);
  if (tutorial != NULL)
    g_signal_connect_object (tutorial, "notify::step", G_CALLBACK (waits_changed_cb), self,
                             G_CONNECT_SWAPPED);
}
