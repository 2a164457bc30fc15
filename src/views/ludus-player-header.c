/* ludus-player-header.c: a player panel's first line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The seat's colour as a dot, the player's name (ellipsized, as a
 * heading), in an online game where they are when not at the table, and
 * their score at the end: the same in every game's panels.
 */

#define G_LOG_DOMAIN "ludus-player-header"

#include "config.h"

#include "ludus-label.h"
#include "ludus-player-header.h"

struct _LudusPlayerHeader
{
  GtkBox     parent_instance;

  GtkWidget *dot;
  GtkLabel  *name;
  GtkLabel  *presence;
  GtkLabel  *score;
};

G_DEFINE_FINAL_TYPE (LudusPlayerHeader, ludus_player_header, GTK_TYPE_BOX)

static void
ludus_player_header_class_init (LudusPlayerHeaderClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ludus-player-header.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusPlayerHeader, dot);
  gtk_widget_class_bind_template_child (widget_class, LudusPlayerHeader, name);
  gtk_widget_class_bind_template_child (widget_class, LudusPlayerHeader, presence);
  gtk_widget_class_bind_template_child (widget_class, LudusPlayerHeader, score);
}

static void
ludus_player_header_init (LudusPlayerHeader *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  ludus_label_set_tooltip_when_cut (self->name);
}

/**
 * ludus_player_header_new:
 * @score_class: the score label's style class, for the game's stylesheet
 */
GtkWidget *
ludus_player_header_new (const char *score_class)
{
  LudusPlayerHeader *self = g_object_new (LUDUS_TYPE_PLAYER_HEADER, NULL);

  gtk_widget_add_css_class (GTK_WIDGET (self->score), score_class);
  return GTK_WIDGET (self);
}

/**
 * ludus_player_header_set:
 * @colour_class: the seat colour's style class (ludus_player_colour_css_class())
 * @name: the player's name
 * @score: the score as the game words it
 */
void
ludus_player_header_set (LudusPlayerHeader *self,
                         const char        *colour_class,
                         const char        *name,
                         const char        *score)
{
  g_return_if_fail (LUDUS_IS_PLAYER_HEADER (self));

  gtk_widget_set_css_classes (self->dot, (const char *[]) { "player-dot", colour_class, NULL });
  gtk_label_set_text (self->name, name);
  gtk_label_set_text (self->score, score);
}

/* Where an online game's player is ("away"), or NULL at the table. */
void
ludus_player_header_set_presence (LudusPlayerHeader *self,
                                  const char        *presence)
{
  g_return_if_fail (LUDUS_IS_PLAYER_HEADER (self));

  gtk_label_set_text (self->presence, presence != NULL ? presence : "");
  gtk_widget_set_visible (GTK_WIDGET (self->presence), presence != NULL && *presence != '\0');
}

/* Hides the score, for a panel that shows a projection instead. */
void
ludus_player_header_set_score_visible (LudusPlayerHeader *self,
                                       gboolean           visible)
{
  g_return_if_fail (LUDUS_IS_PLAYER_HEADER (self));

  gtk_widget_set_visible (GTK_WIDGET (self->score), visible);
}

/* The score label, for its rule (ludus_rule_help_set). */
GtkWidget *
ludus_player_header_get_score (LudusPlayerHeader *self)
{
  g_return_val_if_fail (LUDUS_IS_PLAYER_HEADER (self), NULL);

  return GTK_WIDGET (self->score);
}
