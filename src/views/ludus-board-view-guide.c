/* ludus-board-view-guide.c: the hint's and the tutorial guide's outline
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A hint outlines the move the computer suggests until the next refresh;
 * a tutorial's guide outlines its next move, and the widgets its text
 * names, after every refresh, and scrolls the board to what to choose
 * first.  Each view's show_hint() marks the widgets of a move.
 */

#define G_LOG_DOMAIN "Ludus"

#include "config.h"

#include "ludus-board-view-private.h"

void
_ludus_board_view_clear_hint (LudusBoardView *self)
{
  LudusBoardViewPrivate *priv = _ludus_board_view_get_private (self);

  priv->has_hint = FALSE;
  _ludus_board_view_clear_marks (priv->hint_marks, "hint");
}

/* Marks the widgets under @widget named one of the guide's names. */
void
_ludus_board_view_mark_named (LudusBoardView *self,
                              GtkWidget      *widget)
{
  LudusBoardViewPrivate *priv = _ludus_board_view_get_private (self);

  if (g_strv_contains ((const char * const *) priv->guide_names, gtk_widget_get_name (widget)))
    ludus_board_view_mark_hint (self, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    _ludus_board_view_mark_named (self, child);
}

/* Scrolls the board so that the widget asked for shows, once laid out. */
static gboolean
scroll_cb (GtkWidget     *widget,
           GdkFrameClock *clock,
           gpointer       data)
{
  LudusBoardView *self = LUDUS_BOARD_VIEW (widget);
  LudusBoardViewPrivate *priv = _ludus_board_view_get_private (self);
  GtkWidget *scrolled, *content;
  graphene_rect_t bounds;

  /* A tick comes before its frame's layout: the next one sees it done. */
  if (--priv->scroll_frames > 0)
    return G_SOURCE_CONTINUE;
  priv->scroll_tick = 0;
  if (priv->scroll_target == NULL)
    return G_SOURCE_REMOVE;

  scrolled = gtk_widget_get_ancestor (priv->scroll_target, GTK_TYPE_SCROLLED_WINDOW);
  content = scrolled != NULL ? gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)) : NULL;
  if (GTK_IS_VIEWPORT (content))
    content = gtk_viewport_get_child (GTK_VIEWPORT (content));
  if (content != NULL && gtk_widget_compute_bounds (priv->scroll_target, content, &bounds))
    {
      GtkScrolledWindow *sw = GTK_SCROLLED_WINDOW (scrolled);

      gtk_adjustment_clamp_page (gtk_scrolled_window_get_vadjustment (sw),
                                 bounds.origin.y - 12, bounds.origin.y + bounds.size.height + 12);
      gtk_adjustment_clamp_page (gtk_scrolled_window_get_hadjustment (sw),
                                 bounds.origin.x - 12, bounds.origin.x + bounds.size.width + 12);
    }
  g_clear_weak_pointer (&priv->scroll_target);
  return G_SOURCE_REMOVE;
}

/**
 * ludus_board_view_scroll_to:
 * @widget: a widget of the board
 *
 * Scrolls the board, as little as it takes once it is laid out, so that
 * @widget shows: what the coach points at, or what a choice opened, below
 * the window's edge cannot be clicked.
 */
void
ludus_board_view_scroll_to (LudusBoardView *self,
                            GtkWidget      *widget)
{
  LudusBoardViewPrivate *priv = _ludus_board_view_get_private (self);

  g_return_if_fail (LUDUS_IS_BOARD_VIEW (self));
  g_return_if_fail (GTK_IS_WIDGET (widget));

  g_set_weak_pointer (&priv->scroll_target, widget);
  priv->scroll_frames = 2;
  if (priv->scroll_tick == 0)
    priv->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_cb, NULL, NULL);
}

/* Outlines the guide, if the person to play may play it now. */
void
_ludus_board_view_show_guide (LudusBoardView *self)
{
  LudusBoardViewPrivate *priv = _ludus_board_view_get_private (self);

  if (priv->guide_names != NULL && !priv->has_hint)
    {
      _ludus_board_view_mark_named (self, GTK_WIDGET (self));
      if (priv->sheet != NULL)
        _ludus_board_view_mark_named (self, GTK_WIDGET (priv->sheet));
    }
  if (priv->has_guide && !priv->has_hint &&
      LUDUS_BOARD_VIEW_GET_CLASS (self)->show_hint != NULL &&
      ludus_board_view_is_legal (self, &priv->guide))
    {
      LUDUS_BOARD_VIEW_GET_CLASS (self)->show_hint (self, &priv->guide);
      /* The first mark is what to choose first. */
      if (priv->hint_marks->len > 0)
        ludus_board_view_scroll_to (self, g_ptr_array_index (priv->hint_marks, 0));
    }
}

/**
 * ludus_board_view_show_hint:
 * @move: a legal move of the player to move
 *
 * Highlights @move on the board until the next refresh (a move, undo,
 * redo or a closed sheet).
 */
void
ludus_board_view_show_hint (LudusBoardView  *self,
                            const LudusMove *move)
{
  LudusBoardViewPrivate *priv = _ludus_board_view_get_private (self);

  g_return_if_fail (LUDUS_IS_BOARD_VIEW (self));
  g_return_if_fail (move != NULL);

  _ludus_board_view_clear_hint (self);
  priv->hint = *move;
  priv->has_hint = TRUE;
  if (LUDUS_BOARD_VIEW_GET_CLASS (self)->show_hint != NULL)
    LUDUS_BOARD_VIEW_GET_CLASS (self)->show_hint (self, move);
}

/**
 * ludus_board_view_get_hint:
 *
 * Returns: (nullable): the move shown as a hint, if any
 */
const LudusMove *
ludus_board_view_get_hint (LudusBoardView *self)
{
  LudusBoardViewPrivate *priv = _ludus_board_view_get_private (self);

  g_return_val_if_fail (LUDUS_IS_BOARD_VIEW (self), NULL);

  return priv->has_hint ? &priv->hint : NULL;
}

/**
 * ludus_board_view_mark_hint:
 * @widget: a widget of the board that shows part of the hinted move
 *
 * For show_hint(): highlights @widget until the hint is cleared.
 */
void
ludus_board_view_mark_hint (LudusBoardView *self,
                            GtkWidget      *widget)
{
  LudusBoardViewPrivate *priv = _ludus_board_view_get_private (self);

  g_return_if_fail (LUDUS_IS_BOARD_VIEW (self));
  g_return_if_fail (GTK_IS_WIDGET (widget));

  _ludus_board_view_add_mark (priv->hint_marks, widget, "hint");
}

/**
 * ludus_board_view_update_hint:
 *
 * For a view whose move in progress changed (a choice made or taken
 * back): outlines the hint, or else the guide, again, so that show_hint()
 * can outline what is left to choose.
 */
void
ludus_board_view_update_hint (LudusBoardView *self)
{
  LudusBoardViewPrivate *priv = _ludus_board_view_get_private (self);

  g_return_if_fail (LUDUS_IS_BOARD_VIEW (self));

  if (priv->has_hint)
    {
      LudusMove hint = priv->hint;

      ludus_board_view_show_hint (self, &hint);
    }
  else
    {
      _ludus_board_view_clear_hint (self);
      _ludus_board_view_show_guide (self);
    }
}

/**
 * ludus_board_view_set_guide:
 * @move: (nullable): a move to outline, or %NULL for none
 *
 * Outlines @move as a hint does (the view's show_hint()), and again after
 * every refresh while the person to play may play it: a tutorial's next
 * move.  A hint asked for meanwhile shows instead, until the next move.
 */
void
ludus_board_view_set_guide (LudusBoardView  *self,
                            const LudusMove *move)
{
  LudusBoardViewPrivate *priv = _ludus_board_view_get_private (self);

  g_return_if_fail (LUDUS_IS_BOARD_VIEW (self));

  priv->has_guide = move != NULL;
  if (move != NULL)
    priv->guide = *move;
  if (!priv->has_hint)
    {
      _ludus_board_view_clear_hint (self);
      _ludus_board_view_show_guide (self);
    }
}

/**
 * ludus_board_view_focus_guide:
 *
 * Gives the keyboard focus to the first widget outlined for the guide or
 * a hint that can take it: the thing to choose next.
 *
 * Returns: whether one took it
 */
gboolean
ludus_board_view_focus_guide (LudusBoardView *self)
{
  LudusBoardViewPrivate *priv = _ludus_board_view_get_private (self);

  g_return_val_if_fail (LUDUS_IS_BOARD_VIEW (self), FALSE);

  for (guint i = 0; i < priv->hint_marks->len; i++)
    if (gtk_widget_grab_focus (g_ptr_array_index (priv->hint_marks, i)))
      return TRUE;
  return FALSE;
}

/**
 * ludus_board_view_set_guide_names:
 * @names: (nullable) (array zero-terminated=1): widget names (gtk_widget_set_name()),
 *   or %NULL for none
 *
 * Outlines the widgets of the board and of its sheet that have one of
 * @names, as a hint does, and again after every refresh: the part of the
 * table a tutorial's text speaks of.
 */
void
ludus_board_view_set_guide_names (LudusBoardView     *self,
                                  const char * const *names)
{
  LudusBoardViewPrivate *priv = _ludus_board_view_get_private (self);

  g_return_if_fail (LUDUS_IS_BOARD_VIEW (self));

  if (names == NULL && priv->guide_names == NULL)
    return;
  g_strfreev (priv->guide_names);
  priv->guide_names = names != NULL && names[0] != NULL ? g_strdupv ((char **) names) : NULL;
  if (!priv->has_hint)
    {
      _ludus_board_view_clear_hint (self);
      _ludus_board_view_show_guide (self);
    }
}
