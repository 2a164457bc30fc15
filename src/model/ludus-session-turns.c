/* ludus-session-turns.c: following the turns at the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two helps for people following the game: a pause after each computer
 * seat's turn until a player continues, and in hot-seat play the hand-over
 * of the screen from one person to the next, with what happened since
 * their last turn.
 */

#define G_LOG_DOMAIN "ludus-session"

#include "config.h"

#include "ludus-session-private.h"

void
_ludus_session_set_paused (LudusSession *self,
                           gboolean      paused)
{
  if (self->paused == paused)
    return;

  self->paused = paused;
  g_object_notify_by_pspec (G_OBJECT (self), _ludus_session_properties[PROP_PAUSED]);
}

gboolean
_ludus_session_seat_is_human (LudusSession *self,
                              guint         seat)
{
  return ludus_game_seat_plays_here (self->game, seat);
}

/* A computer seat has just ended its turn and another computer seat is to
 * play: the moment to pause, when the players asked for it. */
gboolean
_ludus_session_computer_turn_just_ended (LudusSession *self)
{
  guint n_moves = ludus_game_get_n_moves (self->game);
  guint last;

  if (n_moves == 0)
    return FALSE;
  last = ludus_game_get_move_player (self->game, n_moves - 1);
  return !_ludus_session_seat_is_human (self, last) && last != ludus_game_get_current_player (self->game);
}

/* Whether the person to play is not the one who last had the turn: with
 * two or more people at one screen, the screen passes to them first. */
void
_ludus_session_update_hand_over (LudusSession *self)
{
  const LudusOptions *options = ludus_game_get_options (self->game);
  guint current = ludus_game_get_current_player (self->game);
  gboolean handing_over = self->hand_over && self->running &&
                          ludus_options_get_n_humans (options) > 1 &&
                          !ludus_game_is_over (self->game) &&
                          _ludus_session_seat_is_human (self, current) &&
                          self->seat_at_screen != (int) current;

  if (self->handing_over == handing_over)
    return;

  self->handing_over = handing_over;
  g_object_notify_by_pspec (G_OBJECT (self), _ludus_session_properties[PROP_HANDING_OVER]);
}

gboolean
ludus_session_get_pause_after_computer (LudusSession *self)
{
  g_return_val_if_fail (LUDUS_IS_SESSION (self), FALSE);

  return self->pause_after_computer;
}

void
ludus_session_set_pause_after_computer (LudusSession *self,
                                        gboolean      pause)
{
  g_return_if_fail (LUDUS_IS_SESSION (self));

  pause = !!pause;
  if (self->pause_after_computer == pause)
    return;

  self->pause_after_computer = pause;
  g_object_notify_by_pspec (G_OBJECT (self), _ludus_session_properties[PROP_PAUSE_AFTER_COMPUTER]);
  /* Turned off while paused: play on. */
  if (!pause && self->paused)
    ludus_session_continue (self);
}

gboolean
ludus_session_get_paused (LudusSession *self)
{
  g_return_val_if_fail (LUDUS_IS_SESSION (self), FALSE);

  return self->paused;
}

/**
 * ludus_session_continue:
 *
 * Lets the next computer seat play after a pause (LudusSession:paused),
 * at once: the players have had their look.
 */
void
ludus_session_continue (LudusSession *self)
{
  g_return_if_fail (LUDUS_IS_SESSION (self));

  if (!self->paused)
    return;

  self->continued_at = ludus_game_get_n_moves (self->game);
  _ludus_session_schedule_computer (self);
}

gboolean
ludus_session_get_hand_over (LudusSession *self)
{
  g_return_val_if_fail (LUDUS_IS_SESSION (self), FALSE);

  return self->hand_over;
}

void
ludus_session_set_hand_over (LudusSession *self,
                             gboolean      hand_over)
{
  g_return_if_fail (LUDUS_IS_SESSION (self));

  hand_over = !!hand_over;
  if (self->hand_over == hand_over)
    return;

  self->hand_over = hand_over;
  g_object_notify_by_pspec (G_OBJECT (self), _ludus_session_properties[PROP_HAND_OVER]);
  _ludus_session_update_hand_over (self);
}

gboolean
ludus_session_get_handing_over (LudusSession *self)
{
  g_return_val_if_fail (LUDUS_IS_SESSION (self), FALSE);

  return self->handing_over;
}

/**
 * ludus_session_take_turn:
 *
 * The person to play has come to the screen: the hand-over is done.
 */
void
ludus_session_take_turn (LudusSession *self)
{
  g_return_if_fail (LUDUS_IS_SESSION (self));

  if (ludus_game_current_seat_is_computer (self->game))
    return;

  self->seat_at_screen = ludus_game_get_current_player (self->game);
  _ludus_session_update_hand_over (self);
}

/**
 * ludus_session_get_moves_since:
 * @seat: a seat, or -1 for any human seat
 *
 * Where the moves since @seat's last move begin (since any human's last
 * move for -1): what happened since that player's turn.
 *
 * Returns: the index of the first move after it, or 0 if it never moved
 */
guint
ludus_session_get_moves_since (LudusSession *self,
                               int           seat)
{
  guint n_moves;

  g_return_val_if_fail (LUDUS_IS_SESSION (self), 0);

  n_moves = ludus_game_get_n_moves (self->game);
  for (guint i = n_moves; i > 0; i--)
    {
      guint player = ludus_game_get_move_player (self->game, i - 1);

      if (seat < 0 ? _ludus_session_seat_is_human (self, player) : player == (guint) seat)
        return i;
    }
  return 0;
}
