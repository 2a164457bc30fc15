/* ludus-game-history.c: the moves a LudusGame has played, as the views
 * and the saves read them, and moves in notation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-game"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-game-private.h"

/* History entry @index, a move played, or NULL after a critical. */
static const HistoryEntry *
played_entry (LudusGame *self,
              guint      index)
{
  LudusGamePrivate *priv = ludus_game_get_private (self);

  g_return_val_if_fail (LUDUS_IS_GAME (self), NULL);
  g_return_val_if_fail (index < priv->position, NULL);
  return g_ptr_array_index (priv->history, index);
}

const LudusMove *
ludus_game_get_move (LudusGame *self,
                     guint      index)
{
  const HistoryEntry *entry = played_entry (self, index);

  return entry != NULL ? &entry->move : NULL;
}

/* What chance decided in move @index: told or imposed, empty in a game
 * from a seed. */
const LudusOutcome *
ludus_game_get_move_outcome (LudusGame *self,
                             guint      index)
{
  const HistoryEntry *entry = played_entry (self, index);

  return entry != NULL ? &entry->outcome : NULL;
}

/**
 * ludus_game_get_state_before:
 * @index: a move played
 *
 * Returns: the state just before move @index, as the history keeps it:
 *   what a view compares with the state after it to show the move
 */
gconstpointer
ludus_game_get_state_before (LudusGame *self,
                             guint      index)
{
  const HistoryEntry *entry = played_entry (self, index);

  return entry != NULL ? entry->before : NULL;
}

/**
 * ludus_game_get_state_after:
 * @index: a move played
 *
 * Returns: the state just after move @index: the next move's state before
 *   it, or the current state after the last move
 */
gconstpointer
ludus_game_get_state_after (LudusGame *self,
                            guint      index)
{
  LudusGamePrivate *priv = ludus_game_get_private (self);

  g_return_val_if_fail (LUDUS_IS_GAME (self), NULL);
  g_return_val_if_fail (index < priv->position, NULL);

  if (index + 1 == priv->position)
    return priv->state;
  return ludus_game_get_state_before (self, index + 1);
}

const char *
ludus_game_get_move_notation (LudusGame *self,
                              guint      index)
{
  const HistoryEntry *entry = played_entry (self, index);

  return entry != NULL ? entry->notation : NULL;
}

/* The seat that played move index. */
guint
ludus_game_get_move_player (LudusGame *self,
                            guint      index)
{
  const HistoryEntry *entry = played_entry (self, index);

  return entry != NULL ? ludus_game_get_rules (self)->current_player (entry->before) : 0;
}

/* The translated log sentence of move index: "Anna revealed Fur 3". */
const char *
ludus_game_get_log_entry (LudusGame *self,
                          guint      index)
{
  const HistoryEntry *entry = played_entry (self, index);

  return entry != NULL ? entry->log : NULL;
}

/**
 * ludus_game_get_log_lines:
 * @index: a move played, below ludus_game_get_n_moves()
 *
 * The log lines of a move: its sentence first, then every consequence the
 * rules core narrates ("End of day 1: scoring", one line per payout…).
 *
 * Returns: (transfer none) (array zero-terminated=1): the lines, valid
 *   while the move stays in the history
 */
const char * const *
ludus_game_get_log_lines (LudusGame *self,
                          guint      index)
{
  const HistoryEntry *entry = played_entry (self, index);

  return entry != NULL ? (const char * const *) entry->lines : NULL;
}

/* The move's notation in the current state. */
char *
ludus_game_format_move (LudusGame       *self,
                        const LudusMove *move)
{
  LudusGamePrivate *priv = ludus_game_get_private (self);
  char buffer[LUDUS_NOTATION_SIZE] = { 0 };

  g_return_val_if_fail (LUDUS_IS_GAME (self), NULL);
  g_return_val_if_fail (move != NULL, NULL);

  priv->rules->format_move (priv->state, move, buffer);
  buffer[LUDUS_NOTATION_SIZE - 1] = '\0';
  return g_strdup (buffer);
}

/**
 * ludus_game_parse_notation:
 * @notation: a move in notation, "t0.2"
 * @move: (out): the move
 *
 * Returns: whether @notation is a legal move now
 */
gboolean
ludus_game_parse_notation (LudusGame   *self,
                           const char  *notation,
                           LudusMove   *move,
                           GError     **error)
{
  LudusGamePrivate *priv = ludus_game_get_private (self);

  g_return_val_if_fail (LUDUS_IS_GAME (self), FALSE);
  g_return_val_if_fail (notation != NULL && move != NULL, FALSE);

  memset (move, 0, sizeof *move);
  if (strlen (notation) >= LUDUS_NOTATION_SIZE ||
      !priv->rules->parse_move (priv->state, notation, move))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("“%s” is not a move in this game’s notation"), notation);
      return FALSE;
    }

  if (priv->is_over)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("the game is already over"));
      return FALSE;
    }
  if (!ludus_game_is_legal (self, move))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("“%s” is not a legal move here"), notation);
      return FALSE;
    }
  return TRUE;
}

/**
 * ludus_game_apply_notation:
 * @self: a game
 * @notation: a move in notation, "t0.2"
 * @error: return location for an error
 *
 * Returns: whether the move was applied
 */
gboolean
ludus_game_apply_notation (LudusGame   *self,
                           const char  *notation,
                           GError     **error)
{
  LudusMove move;

  return ludus_game_parse_notation (self, notation, &move, error) &&
         ludus_game_apply_move (self, &move, error);
}
