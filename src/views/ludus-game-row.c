/* ludus-game-row.c: one game in the library: name, description, players, playing time
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-game-row"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-game-emblem.h"
#include "ludus-game-row.h"
#include "ludus-game-ui.h"
#include "ludus-tutorial.h"

struct _LudusGameRow
{
  AdwActionRow      parent_instance;

  const LudusRules *rules;

  GtkLabel         *players_label;
  GtkLabel         *time_label;
  GtkWidget        *learn_button;
};

G_DEFINE_FINAL_TYPE (LudusGameRow, ludus_game_row, ADW_TYPE_ACTION_ROW)

static char *
format_players (const LudusRules *rules)
{
  if (rules->min_players == rules->max_players)
    return g_strdup_printf (ngettext ("%u player", "%u players", rules->max_players),
                            rules->max_players);

  /* Translators: a range of player counts, e.g. "2–4 players". */
  return g_strdup_printf (ngettext ("%u–%u player", "%u–%u players", rules->max_players),
                          rules->min_players, rules->max_players);
}

static char *
format_minutes (const LudusRules *rules)
{
  if (rules->max_minutes == 0)
    return NULL;

  if (rules->min_minutes == rules->max_minutes || rules->min_minutes == 0)
    return g_strdup_printf (ngettext ("%u minute", "%u minutes", rules->max_minutes),
                            rules->max_minutes);

  /* Translators: a range of playing times, e.g. "30–45 minutes". */
  return g_strdup_printf (ngettext ("%u–%u minute", "%u–%u minutes", rules->max_minutes),
                          rules->min_minutes, rules->max_minutes);
}

static void
ludus_game_row_class_init (LudusGameRowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ludus-game-row.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusGameRow, players_label);
  gtk_widget_class_bind_template_child (widget_class, LudusGameRow, time_label);
  gtk_widget_class_bind_template_child (widget_class, LudusGameRow, learn_button);
}

static void
ludus_game_row_init (LudusGameRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * ludus_game_row_new:
 * @rules: a game from the rules registry; it outlives the row
 *
 * Returns: (transfer floating): a row showing the game's translated name,
 *   one-sentence description, player range and playing time
 */
GtkWidget *
ludus_game_row_new (const LudusRules *rules)
{
  LudusGameRow *self;
  const LudusGameUi *ui;
  g_autofree char *players = NULL;
  g_autofree char *minutes = NULL;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (rules->id != NULL, NULL);

  self = g_object_new (LUDUS_TYPE_GAME_ROW, NULL);
  self->rules = rules;

  /* An engine still being written may not have its texts yet. */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self),
                                 rules->name != NULL ? _(rules->name) : rules->id);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self),
                               rules->description != NULL ? _(rules->description) : "");

  ui = ludus_game_ui_lookup (rules->id);
  if (ui != NULL && ui->draw_emblem != NULL)
    adw_action_row_add_prefix (ADW_ACTION_ROW (self), ludus_game_emblem_new (ui));

  players = format_players (rules);
  gtk_label_set_label (self->players_label, players);

  minutes = format_minutes (rules);
  gtk_label_set_label (self->time_label, minutes != NULL ? minutes : "");
  gtk_widget_set_visible (GTK_WIDGET (self->time_label), minutes != NULL);

  if (ludus_tutorial_exists (rules->id))
    {
      g_autofree char *description = NULL;

      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->learn_button), "win.learn");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (self->learn_button), "s", rules->id);
      /* Translators: what a game's Learn to Play button does, e.g. "A guided first game of Medici" */
      description = g_strdup_printf (_("A guided first game of %s"),
                                     rules->name != NULL ? _(rules->name) : rules->id);
      gtk_widget_set_tooltip_text (self->learn_button, description);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->learn_button),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                      -1);
      gtk_widget_set_visible (self->learn_button, TRUE);
    }

  return GTK_WIDGET (self);
}

const LudusRules *
ludus_game_row_get_rules (LudusGameRow *self)
{
  g_return_val_if_fail (LUDUS_IS_GAME_ROW (self), NULL);

  return self->rules;
}
