/* ludus-statistics-window.c: games played and won, per player and game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One group per game (and one more per game played with custom content),
 * one row per player and player count: played, won, best and average
 * score.  Reset asks first.  A statistics file that cannot be read is
 * named, with the problem, and stays as it is until Reset.
 */

#define G_LOG_DOMAIN "ludus-statistics-window"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-accessible.h"
#include "ludus-statistics.h"
#include "ludus-statistics-window.h"

struct _LudusStatisticsWindow
{
  AdwWindow            parent_instance;

  GPtrArray           *groups;  /* of AdwPreferencesGroup on the page */
  guint                n_rows;

  AdwStatusPage       *empty_page;
  AdwPreferencesPage  *page;
  GtkStack            *stack;
  AdwToastOverlay     *toast_overlay;
};

G_DEFINE_FINAL_TYPE (LudusStatisticsWindow, ludus_statistics_window, ADW_TYPE_WINDOW)

static GtkWidget *
new_row (const LudusStatisticsRow *row)
{
  GtkWidget *widget = adw_action_row_new ();
  g_autofree char *title = NULL;
  g_autofree char *played = g_strdup_printf (ngettext ("%u game", "%u games", row->played), row->played);
  g_autofree char *won = g_strdup_printf (ngettext ("%u won", "%u won", row->won), row->won);
  g_autofree char *subtitle = NULL;
  g_autofree char *average = g_strdup_printf ("%.1f", row->played > 0 ? (double) row->total / row->played : 0);

  /* Names are text, never markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (widget), FALSE);
  /* Translators: a player's statistics row: the name and the player count, "Anna, 3 players" */
  title = g_strdup_printf (ngettext ("%s, %u player", "%s, %u players", row->n_players),
                           row->player, row->n_players);
  /* Translators: "12 games · 5 won · best 60 · average 41.3" */
  subtitle = g_strdup_printf (_("%s · %s · best %d · average %s"), played, won, row->best, average);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (widget), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (widget), subtitle);
  return widget;
}

static void
clear (LudusStatisticsWindow *self)
{
  for (guint i = 0; i < self->groups->len; i++)
    adw_preferences_page_remove (self->page, g_ptr_array_index (self->groups, i));
  g_ptr_array_set_size (self->groups, 0);
  self->n_rows = 0;
}

static void
reload (LudusStatisticsWindow *self)
{
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GError) error = NULL;
  AdwPreferencesGroup *group = NULL;
  const LudusStatisticsRow *previous = NULL;

  clear (self);
  rows = ludus_statistics_load (&error);
  if (rows == NULL)
    {
      adw_status_page_set_title (self->empty_page, _("The Statistics Cannot Be Read"));
      adw_status_page_set_description (self->empty_page, error->message);
      gtk_stack_set_visible_child_name (self->stack, "empty");
      /* Reset is the way out of a broken file. */
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "statistics.reset", TRUE);
      return;
    }

  for (guint i = 0; i < rows->len; i++)
    {
      const LudusStatisticsRow *row = g_ptr_array_index (rows, i);

      if (previous == NULL || g_strcmp0 (previous->game_id, row->game_id) != 0 ||
          previous->custom != row->custom)
        {
          const LudusRules *rules = ludus_rules_lookup (row->game_id);
          const char *name = rules != NULL ? _(rules->name) : row->game_id;
          g_autofree char *title = row->custom
            /* Translators: a group of statistics, "Medici: The Card Game, custom content" */
            ? g_strdup_printf (_("%s, custom content"), name)
            : g_strdup (name);

          group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
          adw_preferences_group_set_title (group, title);
          adw_preferences_page_add (self->page, group);
          g_ptr_array_add (self->groups, group);
        }
      adw_preferences_group_add (group, new_row (row));
      self->n_rows++;
      previous = row;
    }

  adw_status_page_set_title (self->empty_page, _("No Games Played Yet"));
  adw_status_page_set_description (self->empty_page,
                                   _("Every finished game is counted here, per player and per game."));
  gtk_stack_set_visible_child_name (self->stack, self->n_rows > 0 ? "rows" : "empty");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "statistics.reset", self->n_rows > 0);
}

static void
reset_response_cb (LudusStatisticsWindow *self,
                   const char            *response,
                   AdwMessageDialog      *dialog)
{
  g_autoptr(GError) error = NULL;

  if (!g_str_equal (response, "reset"))
    return;
  if (!ludus_statistics_reset (&error))
    adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (error->message));
  reload (self);
}

static void
reset_activated_cb (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  LudusStatisticsWindow *self = LUDUS_STATISTICS_WINDOW (widget);
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Reset the Statistics?"),
                                   _("Every game played so far will be forgotten. This cannot be undone."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "reset", _("_Reset"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "reset",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (reset_response_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
ludus_statistics_window_dispose (GObject *object)
{
  LudusStatisticsWindow *self = LUDUS_STATISTICS_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), LUDUS_TYPE_STATISTICS_WINDOW);
  g_clear_pointer (&self->groups, g_ptr_array_unref);

  G_OBJECT_CLASS (ludus_statistics_window_parent_class)->dispose (object);
}

static void
ludus_statistics_window_class_init (LudusStatisticsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_statistics_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ludus-statistics-window.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusStatisticsWindow, empty_page);
  gtk_widget_class_bind_template_child (widget_class, LudusStatisticsWindow, page);
  gtk_widget_class_bind_template_child (widget_class, LudusStatisticsWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, LudusStatisticsWindow, toast_overlay);
  gtk_widget_class_install_action (widget_class, "statistics.reset", NULL, reset_activated_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ludus_statistics_window_init (LudusStatisticsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  ludus_accessible_fix_mnemonics (GTK_WIDGET (self));
  self->groups = g_ptr_array_new ();
  reload (self);
}

GtkWidget *
ludus_statistics_window_new (GtkWindow *parent)
{
  return g_object_new (LUDUS_TYPE_STATISTICS_WINDOW,
                       "transient-for", parent,
                       NULL);
}

/* How many rows (player, game, player count) it shows. */
guint
ludus_statistics_window_get_n_rows (LudusStatisticsWindow *self)
{
  g_return_val_if_fail (LUDUS_IS_STATISTICS_WINDOW (self), 0);

  return self->n_rows;
}
