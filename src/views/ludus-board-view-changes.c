/* ludus-board-view-changes.c: what the computers' moves changed, marked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * After each refresh the board marks what the computers' moves since the
 * last human decision changed (the "changed" style class, through each
 * game's show_changes() vfunc), or what the move a person points at in the
 * log changed (ludus_board_view_show_move()); and the marks themselves,
 * which the hint's outline shares.
 */

#define G_LOG_DOMAIN "Ludus"

#include "config.h"

#include "ludus-board-view-private.h"
#include "ludus-options.h"

/* Takes @css_class off the widgets of @marks (a hint's or the changes'). */
void
_ludus_board_view_clear_marks (GPtrArray  *marks,
                               const char *css_class)
{
  if (marks == NULL)
    return;
  for (guint i = 0; i < marks->len; i++)
    gtk_widget_remove_css_class (g_ptr_array_index (marks, i), css_class);
  g_ptr_array_set_size (marks, 0);
}

void
_ludus_board_view_add_mark (GPtrArray  *marks,
                            GtkWidget  *widget,
                            const char *css_class)
{
  gtk_widget_add_css_class (widget, css_class);
  g_ptr_array_add (marks, g_object_ref (widget));
}

void
_ludus_board_view_clear_changes (LudusBoardView *self)
{
  LudusBoardViewPrivate *priv = _ludus_board_view_get_private (self);

  _ludus_board_view_clear_marks (priv->change_marks, "changed");
}

/* The first move whose changes show by default: the computers' moves since
 * the last human one.  With nobody human at the table (or in a review),
 * only the last move: everything else would be marked too. */
static guint
first_changed_move (LudusBoardView *self)
{
  LudusBoardViewPrivate *priv = _ludus_board_view_get_private (self);
  const LudusOptions *options = ludus_game_get_options (priv->game);
  guint n_moves = ludus_game_get_n_moves (priv->game);
  guint first = n_moves;

  if (n_moves == 0)
    return 0;
  if (priv->read_only || ludus_options_get_n_humans (options) == 0)
    return n_moves - 1;
  while (first > 0 && !ludus_game_seat_plays_here (priv->game, ludus_game_get_move_player (priv->game, first - 1)))
    first--;
  return first;
}

void
_ludus_board_view_show_changes (LudusBoardView *self)
{
  LudusBoardViewPrivate *priv = _ludus_board_view_get_private (self);
  LudusBoardViewClass *klass = LUDUS_BOARD_VIEW_GET_CLASS (self);
  guint n_moves;

  _ludus_board_view_clear_changes (self);
  if (priv->game == NULL || klass->show_changes == NULL)
    return;

  n_moves = ludus_game_get_n_moves (priv->game);
  if (priv->shown_move >= 0)
    {
      /* Undo may have taken the move back. */
      if ((guint) priv->shown_move < n_moves)
        klass->show_changes (self, priv->shown_move, ludus_game_get_move (priv->game, priv->shown_move));
      return;
    }
  for (guint i = first_changed_move (self); i < n_moves; i++)
    klass->show_changes (self, i, ludus_game_get_move (priv->game, i));
}

/**
 * ludus_board_view_mark_change:
 * @widget: a widget of the board that a move changed
 *
 * For show_changes(): marks @widget (the "changed" style class) until the
 * next refresh, or until another move's changes show.
 */
void
ludus_board_view_mark_change (LudusBoardView *self,
                              GtkWidget      *widget)
{
  LudusBoardViewPrivate *priv = _ludus_board_view_get_private (self);

  g_return_if_fail (LUDUS_IS_BOARD_VIEW (self));
  g_return_if_fail (GTK_IS_WIDGET (widget));

  _ludus_board_view_add_mark (priv->change_marks, widget, "changed");
}

/**
 * ludus_board_view_show_move:
 * @index: a move of the game's history, or -1
 *
 * Marks what move @index changed instead of the computers' last moves (a
 * log line a person points at); -1 goes back to those.
 */
void
ludus_board_view_show_move (LudusBoardView *self,
                            int             index)
{
  LudusBoardViewPrivate *priv = _ludus_board_view_get_private (self);

  g_return_if_fail (LUDUS_IS_BOARD_VIEW (self));
  g_return_if_fail (index >= -1);

  if (priv->shown_move == index)
    return;
  priv->shown_move = index;
  _ludus_board_view_show_changes (self);
}
