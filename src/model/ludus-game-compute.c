/* ludus-game-compute.c: the computer's move, searched on a copy of the
 * game's state in a worker thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-game"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-game-private.h"

/**
 * ludus_game_search_new:
 * @self: a game
 * @level: the level that searches
 *
 * Returns: (transfer full): a copy of the position now, with its seed;
 *   free it with ludus_game_search_free()
 */
LudusGameSearch *
ludus_game_search_new (LudusGame    *self,
                       LudusAiLevel  level)
{
  LudusGamePrivate *priv = ludus_game_get_private (self);
  LudusGameSearch *search;

  g_return_val_if_fail (LUDUS_IS_GAME (self), NULL);

  search = g_new0 (LudusGameSearch, 1);
  search->rules = priv->rules;
  search->content = ludus_content_ref (priv->content);
  search->state = g_memdup2 (priv->state, priv->rules->state_size);
  search->level = level;
  search->seed = ludus_ai_seed_for_position (priv->options->seed, priv->position);
  search->generation = priv->generation;
  return search;
}

void
ludus_game_search_free (gpointer data)
{
  LudusGameSearch *search = data;

  if (search == NULL)
    return;
  g_free (search->state);
  ludus_content_unref (search->content);
  g_free (search);
}

static void
compute_move_thread (GTask        *task,
                     gpointer      source_object,
                     gpointer      task_data,
                     GCancellable *cancellable)
{
  LudusGameSearch *compute = task_data;
  LudusAiStats stats;
  LudusMove move;

  memset (&move, 0, sizeof move);
  /* The app keeps a time cap, for responsiveness; say when it was hit,
   * as the move then depends on the machine and its load. */
  if (ludus_ai_choose_move_capped (compute->rules, compute->state, compute->level, compute->seed,
                                   ludus_ai_level_get_time_cap (compute->level),
                                   cancellable, &move, &stats))
    {
      if (stats.out_of_time)
        g_message ("The computer's search stopped at its time cap of %u ms after %u iterations",
                   ludus_ai_level_get_time_cap (compute->level), stats.iterations);
      g_task_return_pointer (task, g_memdup2 (&move, sizeof move), g_free);
    }
  else if (!g_task_return_error_if_cancelled (task))
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED,
                             _("The computer found no move"));
}

/**
 * ludus_game_compute_move_async:
 * @self: a game whose current seat is a computer
 * @cancellable: (nullable): a #GCancellable
 * @callback: called on the calling thread's main context
 * @user_data: data for @callback
 *
 * Runs the seat's AI on a copy of the state in a worker thread.  The
 * choice is reproducible: it depends on the game seed and the move number.
 */
void
ludus_game_compute_move_async (LudusGame           *self,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  LudusGamePrivate *priv = ludus_game_get_private (self);
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (LUDUS_IS_GAME (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, ludus_game_compute_move_async);

  if (priv->is_over)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED,
                               _("The game is over"));
      return;
    }

  g_task_set_task_data (task, ludus_game_search_new (self, priv->options->seats[priv->current_player].level),
                        ludus_game_search_free);
  g_task_run_in_thread (task, compute_move_thread);
}

/**
 * ludus_game_compute_move_finish:
 * @self: a game
 * @result: the result
 * @move: (out): the chosen move
 * @error: return location for an error
 *
 * Fails with G_IO_ERROR_CANCELLED when cancelled or when the game changed
 * (e.g. an undo) while the computer was thinking.
 *
 * Returns: whether @move holds a move legal now
 */
gboolean
ludus_game_compute_move_finish (LudusGame     *self,
                                GAsyncResult  *result,
                                LudusMove     *move,
                                GError       **error)
{
  LudusGamePrivate *priv = ludus_game_get_private (self);
  LudusGameSearch *compute;
  g_autofree LudusMove *chosen = NULL;

  g_return_val_if_fail (LUDUS_IS_GAME (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if ((chosen = g_task_propagate_pointer (G_TASK (result), error)) == NULL)
    return FALSE;

  compute = g_task_get_task_data (G_TASK (result));
  if (compute->generation != priv->generation)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                           _("The game changed while the computer was thinking"));
      return FALSE;
    }

  *move = *chosen;
  return TRUE;
}
