/* ludus-hand-over.c: the card that passes the screen to the next person
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * In hot-seat play the turn passes from one person to another.  This card
 * covers the board until the next person is at the screen: whose turn it
 * is, in their colour, what happened since their last turn, and a button
 * to start it (game.take-turn).
 */

#define G_LOG_DOMAIN "ludus-hand-over"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-hand-over.h"
#include "ludus-player-colours.h"
#include "ludus-recent-moves.h"

struct _LudusHandOver
{
  AdwBin            parent_instance;

  GtkWidget        *dot;
  GtkLabel         *title;
  GtkLabel         *since_label;
  LudusRecentMoves *recent_moves;
  GtkWidget        *since_box;
  GtkWidget        *start_button;
};

G_DEFINE_FINAL_TYPE (LudusHandOver, ludus_hand_over, ADW_TYPE_BIN)

static void
ludus_hand_over_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), LUDUS_TYPE_HAND_OVER);

  G_OBJECT_CLASS (ludus_hand_over_parent_class)->dispose (object);
}

static void
ludus_hand_over_class_init (LudusHandOverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_hand_over_dispose;

  g_type_ensure (LUDUS_TYPE_RECENT_MOVES);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ludus-hand-over.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusHandOver, dot);
  gtk_widget_class_bind_template_child (widget_class, LudusHandOver, title);
  gtk_widget_class_bind_template_child (widget_class, LudusHandOver, since_label);
  gtk_widget_class_bind_template_child (widget_class, LudusHandOver, recent_moves);
  gtk_widget_class_bind_template_child (widget_class, LudusHandOver, since_box);
  gtk_widget_class_bind_template_child (widget_class, LudusHandOver, start_button);
}

static void
ludus_hand_over_init (LudusHandOver *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * ludus_hand_over_show_turn:
 * @session: a session handing the turn over (LudusSession:handing-over)
 *
 * Fills the card for the seat to play, and puts the focus on its button
 * once it shows.
 */
void
ludus_hand_over_show_turn (LudusHandOver *self,
                           LudusSession  *session)
{
  LudusGame *game;
  const LudusOptions *options;
  guint seat, since;
  g_autofree char *title = NULL;

  g_return_if_fail (LUDUS_IS_HAND_OVER (self));
  g_return_if_fail (LUDUS_IS_SESSION (session));

  game = ludus_session_get_game (session);
  options = ludus_game_get_options (game);
  seat = ludus_game_get_current_player (game);
  since = ludus_session_get_moves_since (session, seat);

  /* Translators: on the card that passes the screen to the next person
   * in a game at one screen; %s is their name */
  title = g_strdup_printf (_("%s’s Turn"), ludus_game_get_player_name (game, seat));
  gtk_label_set_text (self->title, title);
  gtk_widget_set_css_classes (self->dot, (const char *[]) {
                                "player-dot",
                                ludus_player_colour_css_class (MIN (options->seats[seat].colour,
                                                                    LUDUS_N_PLAYER_COLOURS - 1)),
                                NULL });
  gtk_label_set_text (self->since_label, since > 0 ? _("Since your last turn")
                                                   : _("Since the game began"));
  gtk_widget_set_visible (self->since_box,
                          ludus_recent_moves_show (self->recent_moves, game, since) > 0);
  gtk_widget_grab_focus (self->start_button);
}
