/* ludus-window.c: the main window: the game library and the game in play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-window"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-board-views.h"
#include "ludus-game-row.h"
#include "ludus-window.h"

struct _LudusWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  guint                 n_games;

  AdwBin               *board_bin;
  AdwFlap              *game_flap;
  GtkListBox           *game_list;
  AdwWindowTitle       *game_title;
  GtkStack             *library_stack;
  GtkToggleButton      *log_button;
  GtkListBox           *log_list;
  GtkScrolledWindow    *log_scroller;
  GtkStack             *main_stack;
};

G_DEFINE_FINAL_TYPE (LudusWindow, ludus_window, ADW_TYPE_APPLICATION_WINDOW)

/* The game actions make sense only while a game is on screen. */
static void
set_game_actions_enabled (LudusWindow *self,
                          gboolean     in_game)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-library", in_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.toggle-log", in_game);
  /* Undo and redo follow the game's can-undo and can-redo once the game
   * model drives the page; until then there is nothing to take back. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo", FALSE);
}

static void
populate_library (LudusWindow *self)
{
  const LudusRules * const *all_rules;
  guint n_rules;

  all_rules = ludus_rules_get_all (&n_rules);
  for (guint i = 0; i < n_rules; i++)
    {
      if (ludus_board_view_lookup (all_rules[i]->id) == NULL)
        continue;

      gtk_list_box_append (self->game_list, ludus_game_row_new (all_rules[i]));
      self->n_games++;
    }

  gtk_stack_set_visible_child_name (self->library_stack, self->n_games > 0 ? "games" : "empty");
}

static void
game_row_activated_cb (LudusWindow   *self,
                       GtkListBoxRow *row,
                       GtkListBox    *list)
{
  g_assert (LUDUS_IS_WINDOW (self));

  if (LUDUS_IS_GAME_ROW (row))
    ludus_window_open_game (self, ludus_game_row_get_rules (LUDUS_GAME_ROW (row))->id);
}

static void
show_library_activated_cb (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  ludus_window_show_library (LUDUS_WINDOW (widget));
}

static void
toggle_log_activated_cb (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  LudusWindow *self = LUDUS_WINDOW (widget);

  gtk_toggle_button_set_active (self->log_button,
                                !gtk_toggle_button_get_active (self->log_button));
}

static void
game_action_activated_cb (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  /* win.undo and win.redo are enabled only by the game model. */
}

static void
ludus_window_dispose (GObject *object)
{
  LudusWindow *self = LUDUS_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), LUDUS_TYPE_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (ludus_window_parent_class)->dispose (object);
}

static void
ludus_window_class_init (LudusWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ludus-window.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, board_bin);
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, game_flap);
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, game_list);
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, game_title);
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, library_stack);
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, log_button);
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, log_list);
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, log_scroller);
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, main_stack);
  gtk_widget_class_bind_template_callback (widget_class, game_row_activated_cb);

  gtk_widget_class_install_action (widget_class, "win.show-library", NULL, show_library_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.toggle-log", NULL, toggle_log_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, game_action_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, game_action_activated_cb);
}

static void
ludus_window_init (LudusWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  /* The size last used, restored; GTK keeps default-width and default-height
   * up to date as the window is resized. */
  self->settings = g_settings_new (APP_ID);
  g_settings_bind (self->settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);

  populate_library (self);
  set_game_actions_enabled (self, FALSE);
}

LudusWindow *
ludus_window_new (LudusApplication *application)
{
  g_return_val_if_fail (LUDUS_IS_APPLICATION (application), NULL);

  return g_object_new (LUDUS_TYPE_WINDOW,
                       "application", application,
                       NULL);
}

/**
 * ludus_window_get_n_games:
 *
 * Returns: how many games the library offers
 */
guint
ludus_window_get_n_games (LudusWindow *self)
{
  g_return_val_if_fail (LUDUS_IS_WINDOW (self), 0);

  return self->n_games;
}

/**
 * ludus_window_open_game:
 * @game_id: a game id from the rules registry
 *
 * Creates the board view of @game_id and shows it on the game page.
 *
 * Returns: (transfer none) (nullable): the new board view, or %NULL if the
 *   game has no board view
 */
GtkWidget *
ludus_window_open_game (LudusWindow *self,
                        const char  *game_id)
{
  const LudusBoardViewEntry *entry;
  const LudusRules *rules;
  GtkWidget *view;

  g_return_val_if_fail (LUDUS_IS_WINDOW (self), NULL);
  g_return_val_if_fail (game_id != NULL, NULL);

  rules = ludus_rules_lookup (game_id);
  entry = ludus_board_view_lookup (game_id);
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (entry != NULL, NULL);

  view = entry->new_view ();
  ludus_window_show_game (self, rules, view);

  return view;
}

/**
 * ludus_window_show_game:
 * @rules: the game being played
 * @board_view: (transfer floating): its board view
 *
 * Puts @board_view on the game page, with an empty log, and shows the page.
 */
void
ludus_window_show_game (LudusWindow      *self,
                        const LudusRules *rules,
                        GtkWidget        *board_view)
{
  g_return_if_fail (LUDUS_IS_WINDOW (self));
  g_return_if_fail (rules != NULL);
  g_return_if_fail (GTK_IS_WIDGET (board_view));

  adw_bin_set_child (self->board_bin, board_view);
  adw_window_title_set_title (self->game_title,
                              rules->name != NULL ? _(rules->name) : rules->id);
  ludus_window_clear_log (self);

  set_game_actions_enabled (self, TRUE);
  gtk_stack_set_visible_child_name (self->main_stack, "game");
}

void
ludus_window_show_library (LudusWindow *self)
{
  g_return_if_fail (LUDUS_IS_WINDOW (self));

  set_game_actions_enabled (self, FALSE);
  gtk_stack_set_visible_child_name (self->main_stack, "library");
  adw_bin_set_child (self->board_bin, NULL);
  adw_window_title_set_title (self->game_title, NULL);
  ludus_window_clear_log (self);
}

/**
 * ludus_window_add_log_entry:
 * @text: a translated sentence, e.g. "Anna revealed Fur 3"
 *
 * Appends @text to the game log and scrolls the log to it.
 */
void
ludus_window_add_log_entry (LudusWindow *self,
                            const char  *text)
{
  GtkWidget *label;
  GtkAdjustment *adjustment;

  g_return_if_fail (LUDUS_IS_WINDOW (self));
  g_return_if_fail (text != NULL);

  label = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "log-entry");
  gtk_list_box_append (self->log_list, label);

  adjustment = gtk_scrolled_window_get_vadjustment (self->log_scroller);
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
}

void
ludus_window_clear_log (LudusWindow *self)
{
  GtkListBoxRow *row;

  g_return_if_fail (LUDUS_IS_WINDOW (self));

  while ((row = gtk_list_box_get_row_at_index (self->log_list, 0)) != NULL)
    gtk_list_box_remove (self->log_list, GTK_WIDGET (row));
}
