/* ludus-window-hint.c: win.hint, the hard computer player's move for a person
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The search runs in a worker (ludus_analysis_hint_async) while the
 * button is insensitive and the page's spinner turns; a move, an undo or
 * leaving the game cancels it.  The board view highlights the move and a
 * bar on the page says why, in words, until the next move.  The game is
 * marked as played with hints.
 */

#define G_LOG_DOMAIN "ludus-window-hint"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-analysis.h"
#include "ludus-board-view.h"
#include "ludus-window-private.h"

/* Whether win.hint may run: a person is to move and no hint is on its way. */
gboolean
_ludus_window_can_hint (LudusWindow *self)
{
  return self->game != NULL &&
         self->hint_cancellable == NULL &&
         !ludus_game_is_over (self->game) &&
         !ludus_game_current_seat_is_computer (self->game);
}

static void
set_hinting (LudusWindow  *self,
             GCancellable *cancellable)
{
  g_clear_object (&self->hint_cancellable);
  self->hint_cancellable = cancellable;
  ludus_game_page_set_hinting (self->game_page, cancellable != NULL);
  _ludus_window_update_actions (self);
}

/* The game changed or was left: the hint would be for another position. */
void
_ludus_window_cancel_hint (LudusWindow *self)
{
  if (self->game_page != NULL)
    ludus_game_page_set_hint_text (self->game_page, NULL);
  if (self->hint_cancellable == NULL)
    return;
  g_cancellable_cancel (self->hint_cancellable);
  set_hinting (self, NULL);
}

static void
hint_ready_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(LudusWindow) self = user_data;
  LudusGame *game = LUDUS_GAME (source);
  g_autoptr(GError) error = NULL;
  g_autofree char *reason = NULL;
  LudusAiAnalysis analysis;
  GtkWidget *board;

  if (!ludus_analysis_hint_finish (game, result, &analysis, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          if (game == self->game)
            set_hinting (self, NULL);
          _ludus_window_show_error (self, _("Could Not Find a Hint"), error->message);
        }
      return;
    }
  if (game != self->game)
    {
      ludus_ai_analysis_clear (&analysis);
      return;
    }
  set_hinting (self, NULL);

  ludus_game_mark_hints_used (game);
  /* Kept at once, as a move would be (a failure shows at the next move);
   * a game without moves has no autosave yet: its first move's will say. */
  if (self->session != NULL && ludus_game_get_n_moves (game) > 0)
    ludus_session_autosave (self->session, NULL);
  board = ludus_game_page_get_board (self->game_page);
  if (LUDUS_IS_BOARD_VIEW (board))
    ludus_board_view_show_hint (LUDUS_BOARD_VIEW (board), &analysis.chosen);

  reason = ludus_analysis_hint_describe (game, &analysis);
  ludus_game_page_set_hint_text (self->game_page, reason);
  ludus_ai_analysis_clear (&analysis);
}

static void
hint_activated_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  LudusWindow *self = LUDUS_WINDOW (widget);
  GCancellable *cancellable;

  if (!_ludus_window_can_hint (self))
    return;

  cancellable = g_cancellable_new ();
  ludus_analysis_hint_async (self->game, self->hint_level, cancellable, hint_ready_cb,
                             g_object_ref (self));
  set_hinting (self, cancellable);
}

/* For the tests that need a hint on show, not the hard level's choice:
 * a cheaper search. */
void
_ludus_window_set_hint_level (LudusWindow  *self,
                              LudusAiLevel  level)
{
  g_return_if_fail (LUDUS_IS_WINDOW (self));
  g_return_if_fail (level == LUDUS_AI_NORMAL || level == LUDUS_AI_HARD);

  self->hint_level = level;
}

void
_ludus_window_class_add_hint_action (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_activated_cb);
}
