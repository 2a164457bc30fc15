/* ludus-statistics-window.c: games played and won, per player and game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One group per game (and one more per game played with custom content,
 * or in practice), one row per person (the one at this desk marked "You")
 * or computer level and player count: played, won, best and average
 * score.  Reset asks first.  A statistics file that cannot be read is
 * named, with the problem, and stays as it is until Reset.
 */

#define G_LOG_DOMAIN "ludus-statistics-window"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-accessible.h"
#include "ludus-statistics.h"
#include "ludus-statistics-window.h"
#include "ludus-toast.h"

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
  const char *name = row->player != NULL ? row->player : ludus_ai_level_get_player_name (row->level);
  g_autofree char *title = NULL;
  g_autofree char *played = g_strdup_printf (ngettext ("%u game", "%u games", row->played), row->played);
  g_autofree char *won = g_strdup_printf (ngettext ("%u won", "%u won", row->won), row->won);
  g_autofree char *subtitle = NULL;
  g_autofree char *average = ludus_statistics_format_average (row);

  /* Names are text, never markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (widget), FALSE);
  /* Translators: a player's statistics row: the name and the player count, "Anna, 3 players" */
  title = g_strdup_printf (ngettext ("%s, %u player", "%s, %u players", row->n_players),
                           name, row->n_players);
  /* Translators: "12 games · 5 won · best 60 · average 41.3" */
  subtitle = g_strdup_printf (_("%s · %s · best %d · average %s"), played, won, row->best, average);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (widget), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (widget), subtitle);
  if (row->you)
    {
      /* Translators: marks the statistics of the person at this computer */
      GtkWidget *badge = gtk_label_new (_("You"));
      g_autofree char *description = g_strdup_printf ("%s, %s", _("You"), subtitle);

      gtk_widget_add_css_class (badge, "accent");
      gtk_widget_add_css_class (badge, "heading");
      gtk_widget_set_valign (badge, GTK_ALIGN_CENTER);
      gtk_widget_set_name (badge, "you-badge");
      adw_action_row_add_suffix (ADW_ACTION_ROW (widget), badge);
      gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                      -1);
    }
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
  guint n_left_out = 0;

  clear (self);
  rows = ludus_statistics_load_full (&n_left_out, &error);
  if (rows == NULL)
    {
      /* The description is markup; the message may quote the file. */
      g_autofree char *message = g_markup_escape_text (error->message, -1);

      adw_status_page_set_title (self->empty_page, _("The Statistics Cannot Be Read"));
      adw_status_page_set_description (self->empty_page, message);
      gtk_stack_set_visible_child_name (self->stack, "empty");
      /* Reset is the way out of a broken file. */
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "statistics.reset", TRUE);
      return;
    }

  /* A file longer than the statistics keep is cut when read: say so. */
  if (n_left_out > 0)
    {
      g_autofree char *description =
        g_strdup_printf (ngettext ("Only the last %u games are counted: %u older game in statistics.json is left out.",
                                   "Only the last %u games are counted: %u older games in statistics.json are left out.",
                                   n_left_out),
                         LUDUS_STATISTICS_MAX_RECORDS, n_left_out);

      group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
      adw_preferences_group_set_description (group, description);
      adw_preferences_page_add (self->page, group);
      g_ptr_array_add (self->groups, group);
    }

  for (guint i = 0; i < rows->len; i++)
    {
      const LudusStatisticsRow *row = g_ptr_array_index (rows, i);

      if (previous == NULL || g_strcmp0 (previous->game_id, row->game_id) != 0 ||
          previous->custom != row->custom || previous->practice != row->practice)
        {
          const LudusRules *rules = ludus_rules_lookup (row->game_id);
          const char *name = rules != NULL ? _(rules->name) : row->game_id;
          g_autofree char *title = NULL;

          if (row->custom && row->practice)
            /* Translators: a group of statistics, "Medici: The Card Game, custom content, practice" */
            title = g_strdup_printf (_("%s, custom content, practice"), name);
          else if (row->custom)
            /* Translators: a group of statistics, "Medici: The Card Game, custom content" */
            title = g_strdup_printf (_("%s, custom content"), name);
          else if (row->practice)
            /* Translators: a group of statistics, "Medici: The Card Game, practice" */
            title = g_strdup_printf (_("%s, practice"), name);
          else
            title = g_strdup (name);

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
    adw_toast_overlay_add_toast (self->toast_overlay, ludus_toast_new (error->message));
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
