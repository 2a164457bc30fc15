/* ludus-recent-moves.c: the log's lines since a move, for a summary
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What happened since a player's last turn: the sentences of the moves
 * played since, each with what it caused indented under it, as in the
 * game log.  The hand-over card and the "What Happened" popover show it.
 */

#define G_LOG_DOMAIN "ludus-recent-moves"

#include "config.h"

#include "ludus-recent-moves.h"

struct _LudusRecentMoves
{
  GtkBox parent_instance;
};

G_DEFINE_FINAL_TYPE (LudusRecentMoves, ludus_recent_moves, GTK_TYPE_BOX)

static void
ludus_recent_moves_class_init (LudusRecentMovesClass *klass)
{
}

static void
ludus_recent_moves_init (LudusRecentMoves *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 4);
}

GtkWidget *
ludus_recent_moves_new (void)
{
  return g_object_new (LUDUS_TYPE_RECENT_MOVES, NULL);
}

/**
 * ludus_recent_moves_show:
 * @game: the game
 * @first_move: the first move to show; the moves after it follow
 *
 * Shows the log lines of @game's moves from @first_move on.
 *
 * Returns: how many moves it shows
 */
guint
ludus_recent_moves_show (LudusRecentMoves *self,
                         LudusGame        *game,
                         guint             first_move)
{
  GtkWidget *child;
  guint n_moves;

  g_return_val_if_fail (LUDUS_IS_RECENT_MOVES (self), 0);
  g_return_val_if_fail (LUDUS_IS_GAME (game), 0);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_box_remove (GTK_BOX (self), child);

  n_moves = ludus_game_get_n_moves (game);
  for (guint i = first_move; i < n_moves; i++)
    {
      const char * const *lines = ludus_game_get_log_lines (game, i);

      for (guint l = 0; lines[l] != NULL; l++)
        {
          GtkWidget *label = gtk_label_new (lines[l]);

          gtk_label_set_wrap (GTK_LABEL (label), TRUE);
          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_widget_add_css_class (label, "log-entry");
          if (l > 0)
            gtk_widget_add_css_class (label, "consequence");
          gtk_box_append (GTK_BOX (self), label);
        }
    }
  return first_move < n_moves ? n_moves - first_move : 0;
}
