/* ludus-board-view-prompt.c: what a board view's header says while a
 * computer seat is to play, and once the game is over
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A computer seat to play is not always thinking: the session may wait for
 * a person to press Continue after each computer turn, a tutorial's coach
 * for a person to read its step, or an online table for a disconnected
 * player to come back.  The prompt says which, and the base asks the view
 * to say it again (update_prompt()) when the session pauses or plays on,
 * the coach moves to another step or a player comes or goes: none is a
 * move, so no refresh() comes.
 */

#define G_LOG_DOMAIN "ludus-board-view"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-board-view-private.h"
#include "ludus-ranking-dialog.h"

/**
 * ludus_board_view_game_over_title:
 * @self: a board view whose game is over
 *
 * Returns: (transfer full): the heading of the finished game: who won
 */
char *
ludus_board_view_game_over_title (LudusBoardView *self)
{
  LudusGame *game = ludus_board_view_get_game (self);
  g_autofree char *names = NULL;
  guint n = 0;

  g_return_val_if_fail (game != NULL && ludus_game_is_over (game), NULL);

  names = ludus_ranking_winner_names (game, &n);
  if (n == 1)
    /* Translators: the heading of a finished game: "The game is over · Anna wins" */
    return g_strdup_printf (_("The game is over · %s wins"), names);
  /* Translators: the heading of a finished game: "The game is over · shared victory: Anna, Béla" */
  return g_strdup_printf (_("The game is over · shared victory: %s"), names);
}

/**
 * ludus_board_view_computer_prompt:
 * @self: a board view whose current seat is a computer's, or an online
 *   player's at another desk
 * @player: that seat
 *
 * Returns: (transfer full): what the table waits for: the player thinking,
 *   a person's Continue after a computer's turn, a person reading the
 *   coach's step, or a disconnected player (online, where the computers
 *   wait for them)
 */
char *
ludus_board_view_computer_prompt (LudusBoardView *self,
                                  guint           player)
{
  LudusBoardViewPrivate *priv = _ludus_board_view_get_private (self);
  const char *name;
  LudusSession *session;
  LudusTutorial *tutorial;

  g_return_val_if_fail (LUDUS_IS_BOARD_VIEW (self), NULL);
  g_return_val_if_fail (player < LUDUS_MAX_PLAYERS, NULL);

  for (guint p = 0; p < LUDUS_MAX_PLAYERS; p++)
    if (priv->presence[p] == LUDUS_PRESENCE_DISCONNECTED)
      /* Translators: an online table holds its turns for a player who lost the connection, "Waiting for Béla to come back" */
      return g_strdup_printf (_("Waiting for %s to come back"), ludus_board_view_player_name (self, p));

  name = ludus_board_view_player_name (self, player);
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

/* Has the view say again what the table waits for. */
void
_ludus_board_view_update_prompt (LudusBoardView *self)
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
      g_signal_handlers_disconnect_by_func (old, _ludus_board_view_update_prompt, self);
      if (tutorial != NULL)
        g_signal_handlers_disconnect_by_func (tutorial, _ludus_board_view_update_prompt, self);
    }
  if (session == NULL)
    return;

  g_signal_connect_object (session, "notify::paused", G_CALLBACK (_ludus_board_view_update_prompt), self,
                           G_CONNECT_SWAPPED);
  tutorial = ludus_session_get_tutorial (session);
  if (tutorial != NULL)
    g_signal_connect_object (tutorial, "notify::step", G_CALLBACK (_ludus_board_view_update_prompt), self,
                             G_CONNECT_SWAPPED);
}
