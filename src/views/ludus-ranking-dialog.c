/* ludus-ranking-dialog.c: the final ranking of a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An AdwMessageDialog: who won (ties share the victory), every player's
 * place and score, and what to do next: a rematch with the same players,
 * a new game, a review of the game, or back to the library.  The seats of
 * the people playing are marked.
 */

#define G_LOG_DOMAIN "ludus-ranking-dialog"

#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "ludus-ranking-dialog.h"

typedef struct
{
  guint player;
  int   score;
} Entry;

static int
compare_entries (gconstpointer a,
                 gconstpointer b)
{
  const Entry *ea = a, *eb = b;

  if (ea->score != eb->score)
    return ea->score > eb->score ? -1 : 1;
  return ea->player < eb->player ? -1 : 1;
}

/**
 * ludus_ranking_winner_names:
 * @game: a game that is over
 * @n_winners: (out): how many won; ties share the victory
 *
 * Returns: (transfer full): the winners' names, joined by commas
 */
char *
ludus_ranking_winner_names (LudusGame *game,
                            guint     *n_winners)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  guint32 winners;

  g_return_val_if_fail (LUDUS_IS_GAME (game), NULL);
  g_return_val_if_fail (n_winners != NULL, NULL);

  winners = ludus_game_get_winners (game);
  for (guint i = 0; i < ludus_game_get_n_players (game); i++)
    if ((winners & (1u << i)) != 0)
      g_ptr_array_add (names, (char *) ludus_game_get_player_name (game, i));
  *n_winners = names->len;
  g_ptr_array_add (names, NULL);
  /* Translators: joins the names of players who share a victory */
  return g_strjoinv (_(", "), (char **) names->pdata);
}

static char *
format_winners (LudusGame *game)
{
  guint n = 0;
  g_autofree char *names = ludus_ranking_winner_names (game, &n);

  if (n == 1)
    /* Translators: the heading of the final ranking, "Anna Wins" */
    return g_strdup_printf (_("%s Wins"), names);
  /* Translators: the heading of the final ranking, "Shared Victory: Anna, Béla" */
  return g_strdup_printf (_("Shared Victory: %s"), names);
}

/**
 * ludus_ranking_dialog_new:
 * @parent: the main window
 * @game: a game that is over
 *
 * Returns: (transfer floating): an #AdwMessageDialog with the responses
 *   LUDUS_RANKING_RESPONSE_*
 */
GtkWidget *
ludus_ranking_dialog_new (GtkWindow *parent,
                          LudusGame *game)
{
  int scores[LUDUS_MAX_PLAYERS] = { 0 };
  Entry entries[LUDUS_MAX_PLAYERS];
  g_autofree char *heading = NULL;
  guint32 winners;
  guint n;
  GtkWidget *dialog, *list;

  const LudusOptions *options;
  guint n_here = 0;

  g_return_val_if_fail (LUDUS_IS_GAME (game), NULL);
  g_return_val_if_fail (ludus_game_is_over (game), NULL);

  options = ludus_game_get_options (game);
  for (guint seat = 0; seat < options->n_seats; seat++)
    n_here += ludus_game_seat_plays_here (game, seat);
  n = ludus_game_get_n_players (game);
  winners = ludus_game_get_winners (game);
  ludus_game_get_scores (game, scores);
  for (guint i = 0; i < n; i++)
    entries[i] = (Entry) { i, scores[i] };
  qsort (entries, n, sizeof entries[0], compare_entries);

  heading = format_winners (game);
  dialog = adw_message_dialog_new (parent, heading, _("The game is over. Final ranking:"));

  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_widget_add_css_class (list, "ranking-list");
  for (guint i = 0, place = 1; i < n; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *place_text = NULL;
      g_autofree char *score_text = g_strdup_printf ("%d", entries[i].score);
      GtkWidget *label;
      g_autoptr(GPtrArray) notes = g_ptr_array_new ();

      /* A player's name is plain text, never markup: "Tom & Jerry". */
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);

      /* Tied players share a place. */
      if (i > 0 && entries[i].score != entries[i - 1].score)
        place = i + 1;
      place_text = g_strdup_printf ("%u.", place);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     ludus_game_get_player_name (game, entries[i].player));
      if ((winners & (1u << entries[i].player)) != 0)
        {
          g_ptr_array_add (notes, _("Winner"));
          gtk_widget_add_css_class (row, "winner");
        }
      /* Your seat among the computers and friends online; each person's
       * at this screen in a hot-seat game. */
      if (entries[i].player < options->n_seats && ludus_game_seat_plays_here (game, entries[i].player))
        {
          if (n_here == 1)
            /* Translators: marks the seat of the one person in the final ranking */
            g_ptr_array_add (notes, _("You"));
          else
            /* Translators: marks each person's seat in the final ranking of a hot-seat game */
            g_ptr_array_add (notes, _("Human player"));
          gtk_widget_add_css_class (row, "human");
        }
      else if (entries[i].player < options->n_seats && options->seats[entries[i].player].human)
        /* Translators: marks the seat of a friend who played from another
         * computer, in the final ranking of an online game */
        g_ptr_array_add (notes, _("Online player"));
      else if (entries[i].player < options->n_seats)
        g_ptr_array_add (notes, (char *) ludus_ai_level_get_player_name (options->seats[entries[i].player].level));
      if (notes->len > 0)
        {
          g_autofree char *subtitle = NULL;

          g_ptr_array_add (notes, NULL);
          /* Translators: joins the notes on a player in the final ranking: "Winner · You" */
          subtitle = g_strjoinv (_(" · "), (char **) notes->pdata);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
        }
      label = gtk_label_new (place_text);
      gtk_widget_add_css_class (label, "heading");
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), label);
      label = gtk_label_new (score_text);
      gtk_widget_add_css_class (label, "title-4");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), list);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    LUDUS_RANKING_RESPONSE_LIBRARY, _("Back to _Library"),
                                    LUDUS_RANKING_RESPONSE_REVIEW, _("Re_view Game"),
                                    LUDUS_RANKING_RESPONSE_NEW_GAME, _("_New Game"),
                                    LUDUS_RANKING_RESPONSE_REMATCH, _("_Rematch"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog),
                                              LUDUS_RANKING_RESPONSE_REMATCH,
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog),
                                           LUDUS_RANKING_RESPONSE_REMATCH);
  /* Escape leaves the finished game on screen; the menu shows the
   * ranking again. */
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog),
                                         LUDUS_RANKING_RESPONSE_CLOSE);
  return dialog;
}
