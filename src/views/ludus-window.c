/* ludus-window.c: the main window: the game library and the game in play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-window"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-board-view.h"
#include "ludus-game-ui.h"
#include "ludus-log-entry.h"
#include "ludus-session.h"
#include "ludus-game-row.h"
#include "ludus-new-game-dialog.h"
#include "ludus-ranking-dialog.h"
#include "ludus-rules-window.h"
#include "ludus-save.h"
#include "ludus-window.h"

struct _LudusWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  guint                 n_games;
  LudusGame            *game;
  LudusSession         *session;

  AdwBin               *board_bin;
  AdwActionRow         *continue_row;
  GtkWidget            *continue_group;
  GtkListBox           *game_list;
  AdwWindowTitle       *game_title;
  GtkStack             *library_stack;
  GtkToggleButton      *log_button;
  GtkListBox           *log_list;
  GtkScrolledWindow    *log_scroller;
  GtkStack             *main_stack;
  GtkSpinner           *thinking_spinner;
  AdwToastOverlay      *toast_overlay;
  char                 *autosave_error;  /* the last autosave failure */
};

G_DEFINE_FINAL_TYPE (LudusWindow, ludus_window, ADW_TYPE_APPLICATION_WINDOW)

/* The game actions make sense only while a game is on screen; undo and redo
 * follow the game's can-undo and can-redo. */
static void
update_game_actions (LudusWindow *self)
{
  gboolean in_game = self->game != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-library", in_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.toggle-log", in_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", in_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.new-game", in_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 in_game && ludus_game_get_can_undo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 in_game && ludus_game_get_can_redo (self->game));
}

/* One row of the log: a move's sentence, or a consequence of it (a day's
 * scoring, say), indented under it. */
static GtkWidget *
create_log_row (gpointer item,
                gpointer user_data)
{
  LudusLogEntry *entry = item;
  GtkWidget *label = gtk_label_new (ludus_log_entry_get_text (entry));

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "log-entry");
  if (ludus_log_entry_get_consequence (entry))
    gtk_widget_add_css_class (label, "consequence");
  return label;
}

static void
game_changed_cb (LudusWindow *self)
{
  g_assert (LUDUS_IS_WINDOW (self));

  update_game_actions (self);
}

/* The game in play: its controller (computer turns, log lines, autosave),
 * the final ranking, files and the new-game dialog. */

static void update_continue (LudusWindow *self);

static void
thinking_changed_cb (LudusWindow *self)
{
  gboolean thinking = self->session != NULL &&
                      ludus_session_get_thinking (self->session);

  gtk_widget_set_visible (GTK_WIDGET (self->thinking_spinner), thinking);
  gtk_spinner_set_spinning (self->thinking_spinner, thinking);
}

static void
ranking_response_cb (LudusWindow      *self,
                     const char       *response,
                     AdwMessageDialog *dialog)
{
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(LudusOptions) options = NULL;
  g_autoptr(GError) error = NULL;

  if (self->game == NULL)
    return;

  if (g_str_equal (response, LUDUS_RANKING_RESPONSE_REMATCH))
    {
      /* The same players and deck, a new shuffle. */
      options = ludus_options_copy (ludus_game_get_options (self->game));
      options->seed = ((guint64) g_random_int () << 32) | g_random_int ();
      game = ludus_game_new (ludus_game_get_content (self->game), options, &error);
      if (game != NULL)
        ludus_window_play (self, game);
      else
        g_warning ("Cannot start a rematch: %s", error->message);
    }
  else if (g_str_equal (response, LUDUS_RANKING_RESPONSE_NEW_GAME))
    ludus_window_new_game (self, ludus_game_get_rules (self->game)->id);
  else
    ludus_window_show_library (self);
}

static void
game_finished_cb (LudusWindow *self)
{
  GtkWidget *dialog = ludus_ranking_dialog_new (GTK_WINDOW (self), self->game);

  g_signal_connect_object (dialog, "response", G_CALLBACK (ranking_response_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* New log lines arrive at the bottom: keep them in view once the list has
 * grown.  The upper bound changes during layout, too late to scroll in the
 * same frame, so scroll from an idle. */
static gboolean
scroll_log_to_end_cb (gpointer user_data)
{
  GtkAdjustment *adjustment = user_data;

  gtk_adjustment_set_value (adjustment,
                            gtk_adjustment_get_upper (adjustment) -
                            gtk_adjustment_get_page_size (adjustment));
  return G_SOURCE_REMOVE;
}

static void
log_bounds_changed_cb (GtkAdjustment *adjustment,
                       GParamSpec    *pspec,
                       gpointer       user_data)
{
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, scroll_log_to_end_cb,
                   g_object_ref (adjustment), g_object_unref);
}

static void
show_error (LudusWindow *self,
            const char  *title,
            const char  *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), title, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
show_file_error (LudusWindow  *self,
                 GFile        *file,
                 const GError *error,
                 gboolean      saving)
{
  g_autofree char *name = g_file_get_parse_name (file);
  g_autofree char *body = g_strdup_printf ("%s\n\n%s", name, error->message);

  show_error (self, saving ? _("Could Not Save the Game") : _("Could Not Open the Game"), body);
}

static void
autosave_failed_cb (LudusWindow *self,
                    const char  *message)
{
  AdwToast *toast = adw_toast_new (_("This game could not be saved for later"));

  /* The reason names a long path: it goes in a dialog, not the toast. */
  g_free (self->autosave_error);
  self->autosave_error = g_strdup (message);
  adw_toast_set_button_label (toast, _("_Details"));
  adw_toast_set_action_name (toast, "win.autosave-details");
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
autosave_details_activated_cb (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  LudusWindow *self = LUDUS_WINDOW (widget);

  if (self->autosave_error != NULL)
    show_error (self, _("Could Not Save the Game"), self->autosave_error);
}

/* How long a computer's move stays on screen, from the Preferences. */
static gboolean
speed_to_delay (GValue   *value,
                GVariant *variant,
                gpointer  user_data)
{
  g_value_set_uint (value, ludus_session_delay_for_speed (g_variant_get_string (variant, NULL)));
  return TRUE;
}

static GSettings *
get_app_settings (LudusWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  return LUDUS_IS_APPLICATION (app) ? ludus_application_get_settings (LUDUS_APPLICATION (app))
                                    : self->settings;
}

static void
set_session (LudusWindow *self,
             LudusGame   *game)
{
  if (self->session != NULL)
    {
      ludus_session_stop (self->session);
      g_signal_handlers_disconnect_by_data (self->session, self);
      g_clear_object (&self->session);
    }

  if (game != NULL)
    {
      self->session = ludus_session_new (game);
      g_settings_bind_with_mapping (get_app_settings (self), "computer-speed",
                                    self->session, "computer-delay", G_SETTINGS_BIND_GET,
                                    speed_to_delay, NULL, NULL, NULL);
      g_signal_connect_object (self->session, "game-finished", G_CALLBACK (game_finished_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (self->session, "notify::thinking", G_CALLBACK (thinking_changed_cb),
                               self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->session, "autosave-failed", G_CALLBACK (autosave_failed_cb),
                               self, G_CONNECT_SWAPPED);
      ludus_session_start (self->session);
    }

  gtk_list_box_bind_model (self->log_list,
                           self->session != NULL ? ludus_session_get_log (self->session) : NULL,
                           create_log_row, NULL, NULL);
  thinking_changed_cb (self);
}

static void
save_response_cb (LudusWindow          *self,
                  int                   response,
                  GtkFileChooserNative *chooser)
{
  g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

  if (response == GTK_RESPONSE_ACCEPT && file != NULL)
    ludus_window_save_file (self, file);
  g_object_unref (chooser);
}

static void
open_response_cb (LudusWindow          *self,
                  int                   response,
                  GtkFileChooserNative *chooser)
{
  g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

  if (response == GTK_RESPONSE_ACCEPT && file != NULL)
    ludus_window_open_file (self, file);
  g_object_unref (chooser);
}

static GtkFileFilter *
new_save_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Saved Games"));
  gtk_file_filter_add_pattern (filter, "*.ludus");
  gtk_file_filter_add_mime_type (filter, "application/x-ludus-save");
  /* Saves of earlier versions, and saves written by ludus-cli. */
  gtk_file_filter_add_pattern (filter, "*.json");
  return filter;
}

static void
save_activated_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  LudusWindow *self = LUDUS_WINDOW (widget);
  GtkFileChooserNative *chooser;
  g_autofree char *name = NULL;
  const char *documents;

  if (self->game == NULL)
    return;

  chooser = gtk_file_chooser_native_new (_("Save Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), new_save_filter ());
  name = g_strdup_printf ("%s.ludus", ludus_game_get_rules (self->game)->id);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
  if (documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR))
    {
      g_autoptr(GFile) folder = g_file_new_for_path (documents);

      gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
    }
  g_signal_connect_object (chooser, "response", G_CALLBACK (save_response_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
open_activated_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  LudusWindow *self = LUDUS_WINDOW (widget);
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (_("Open Saved Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), new_save_filter ());
  g_signal_connect_object (chooser, "response", G_CALLBACK (open_response_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
new_game_activated_cb (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  LudusWindow *self = LUDUS_WINDOW (widget);

  if (self->game != NULL)
    ludus_window_new_game (self, ludus_game_get_rules (self->game)->id);
}

/* The game whose rules F1 shows: the one in play, or in the library the
 * one whose row has the focus, else the first. */
static const char *
rules_game_id (LudusWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkWidget *row;

  if (self->game != NULL)
    return ludus_game_get_rules (self->game)->id;

  row = focus != NULL ? gtk_widget_get_ancestor (focus, LUDUS_TYPE_GAME_ROW) : NULL;
  if (row == NULL)
    row = GTK_WIDGET (gtk_list_box_get_row_at_index (self->game_list, 0));
  return row != NULL ? ludus_game_row_get_rules (LUDUS_GAME_ROW (row))->id : NULL;
}

static void
show_rules_activated_cb (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  LudusWindow *self = LUDUS_WINDOW (widget);
  const char *game_id = rules_game_id (self);
  GtkWidget *rules_window;

  if (game_id == NULL || !ludus_rules_window_has_rules (game_id))
    return;

  rules_window = ludus_rules_window_new (GTK_WINDOW (self), game_id);
  gtk_window_present (GTK_WINDOW (rules_window));
}

static void
continue_activated_cb (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  ludus_window_continue_game (LUDUS_WINDOW (widget));
}

/* The Continue row shows the autosaved game, if there is one to go on with.
 * An autosave that cannot be read still shows: opening it says why, and
 * the file stays as it is. */
static void
update_continue (LudusWindow *self)
{
  g_autofree char *path = ludus_save_get_autosave_path ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(LudusGame) game = NULL;
  g_autofree char *subtitle = NULL;
  const LudusRules *rules;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      gtk_widget_set_visible (self->continue_group, FALSE);
      return;
    }
  /* The reason waits until the player opens it. */
  game = ludus_save_load_file (file, NULL, NULL);
  if (game == NULL)
    {
      adw_action_row_set_subtitle (self->continue_row, _("The saved game cannot be read"));
      gtk_widget_set_visible (self->continue_group, TRUE);
      return;
    }
  if (ludus_game_is_over (game) ||
      ludus_game_ui_lookup (ludus_game_get_rules (game)->id) == NULL)
    {
      gtk_widget_set_visible (self->continue_group, FALSE);
      return;
    }

  rules = ludus_game_get_rules (game);
  /* Translators: the Continue row: the game's name and how far it got */
  subtitle = g_strdup_printf (ngettext ("%s, %u move played", "%s, %u moves played",
                                        ludus_game_get_n_moves (game)),
                              rules->name != NULL ? _(rules->name) : rules->id,
                              ludus_game_get_n_moves (game));
  adw_action_row_set_subtitle (self->continue_row, subtitle);
  gtk_widget_set_visible (self->continue_group, TRUE);
}

static void
set_game (LudusWindow *self,
          LudusGame   *game)
{
  if (self->game == game)
    return;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  set_session (self, game);

  if (game != NULL)
    {
      g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "notify::can-undo", G_CALLBACK (update_game_actions), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "notify::can-redo", G_CALLBACK (update_game_actions), self,
                               G_CONNECT_SWAPPED);
    }

  update_game_actions (self);
}

static void
populate_library (LudusWindow *self)
{
  const LudusRules * const *all_rules;
  guint n_rules;

  all_rules = ludus_rules_get_all (&n_rules);
  for (guint i = 0; i < n_rules; i++)
    {
      if (ludus_game_ui_lookup (all_rules[i]->id) == NULL)
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
    ludus_window_new_game (self, ludus_game_row_get_rules (LUDUS_GAME_ROW (row))->id);
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
undo_activated_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  LudusWindow *self = LUDUS_WINDOW (widget);

  if (self->session != NULL)
    ludus_session_undo (self->session);
}

static void
redo_activated_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  LudusWindow *self = LUDUS_WINDOW (widget);

  if (self->session != NULL)
    ludus_session_redo (self->session);
}

static void
ludus_window_dispose (GObject *object)
{
  LudusWindow *self = LUDUS_WINDOW (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  set_session (self, NULL);

  gtk_widget_dispose_template (GTK_WIDGET (self), LUDUS_TYPE_WINDOW);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->autosave_error, g_free);

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
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, continue_group);
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, continue_row);
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, game_list);
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, game_title);
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, library_stack);
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, log_button);
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, log_list);
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, log_scroller);
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, thinking_spinner);
  gtk_widget_class_bind_template_callback (widget_class, game_row_activated_cb);

  gtk_widget_class_install_action (widget_class, "win.show-library", NULL, show_library_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.toggle-log", NULL, toggle_log_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.show-rules", NULL, show_rules_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.continue", NULL, continue_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.autosave-details", NULL,
                                   autosave_details_activated_cb);
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
  update_continue (self);
  g_signal_connect (gtk_scrolled_window_get_vadjustment (self->log_scroller), "notify::upper",
                    G_CALLBACK (log_bounds_changed_cb), NULL);
  update_game_actions (self);
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
 * ludus_window_get_game:
 *
 * Returns: (transfer none) (nullable): the game on the game page
 */
LudusGame *
ludus_window_get_game (LudusWindow *self)
{
  g_return_val_if_fail (LUDUS_IS_WINDOW (self), NULL);

  return self->game;
}

/**
 * ludus_window_start_game:
 * @game_id: a game id from the rules registry, with a board view
 *
 * Starts a new game with the built-in content and the fewest players the
 * game allows: the first seat human, the others computer players.
 *
 * Returns: (transfer none) (nullable): the board view, or %NULL if the game
 *   could not start (its built-in content is broken)
 */
GtkWidget *
ludus_window_start_game (LudusWindow *self,
                         const char  *game_id)
{
  const LudusRules *rules;
  g_autoptr(LudusContent) content = NULL;
  g_autoptr(LudusOptions) options = NULL;
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (LUDUS_IS_WINDOW (self), NULL);
  g_return_val_if_fail (game_id != NULL, NULL);

  rules = ludus_rules_lookup (game_id);
  g_return_val_if_fail (rules != NULL, NULL);

  options = ludus_options_new (rules, rules->min_players);
  content = ludus_content_new_default (rules, &error);
  if (content != NULL)
    game = ludus_game_new (content, options, &error);
  if (game == NULL)
    {
      /* Built-in content is tested; failing here is a bug in Ludus. */
      g_critical ("Cannot start %s: %s", game_id, error->message);
      return NULL;
    }

  return ludus_window_play (self, game);
}

/**
 * ludus_window_play:
 * @game: a game whose rules have a board view
 *
 * Creates the board view of @game and shows it on the game page.
 *
 * Returns: (transfer none): the new board view
 */
GtkWidget *
ludus_window_play (LudusWindow *self,
                   LudusGame   *game)
{
  const LudusGameUi *ui;
  GtkWidget *view;

  g_return_val_if_fail (LUDUS_IS_WINDOW (self), NULL);
  g_return_val_if_fail (LUDUS_IS_GAME (game), NULL);

  ui = ludus_game_ui_lookup (ludus_game_get_rules (game)->id);
  g_return_val_if_fail (ui != NULL, NULL);

  set_game (self, game);
  view = g_object_new (ui->view_type (),
                       "game", game,
                       "session", self->session,
                       NULL);
  g_settings_bind (get_app_settings (self), "confirm-end-turn",
                   view, "confirm-end-turn", G_SETTINGS_BIND_GET);
  ludus_window_show_game (self, game, view);

  return view;
}

/**
 * ludus_window_show_game:
 * @game: the game being played
 * @board_view: (transfer floating): a view of @game
 *
 * Puts @board_view on the game page and shows the page, with @game's log
 * beside it and undo and redo following @game.
 */
void
ludus_window_show_game (LudusWindow *self,
                        LudusGame   *game,
                        GtkWidget   *board_view)
{
  const LudusRules *rules;

  g_return_if_fail (LUDUS_IS_WINDOW (self));
  g_return_if_fail (LUDUS_IS_GAME (game));
  g_return_if_fail (GTK_IS_WIDGET (board_view));

  rules = ludus_game_get_rules (game);
  set_game (self, game);
  adw_bin_set_child (self->board_bin, board_view);
  adw_window_title_set_title (self->game_title,
                              rules->name != NULL ? _(rules->name) : rules->id);
  gtk_stack_set_visible_child_name (self->main_stack, "game");
}

void
ludus_window_show_library (LudusWindow *self)
{
  g_return_if_fail (LUDUS_IS_WINDOW (self));

  gtk_stack_set_visible_child_name (self->main_stack, "library");
  adw_bin_set_child (self->board_bin, NULL);
  adw_window_title_set_title (self->game_title, NULL);
  set_game (self, NULL);
  update_continue (self);
}

/**
 * ludus_window_get_session:
 *
 * Returns: (transfer none) (nullable): what runs the game on the game page
 */
LudusSession *
ludus_window_get_session (LudusWindow *self)
{
  g_return_val_if_fail (LUDUS_IS_WINDOW (self), NULL);

  return self->session;
}

/**
 * ludus_window_new_game:
 * @game_id: a game with a board view
 *
 * Opens the new-game dialog; Start plays the game it sets up.
 *
 * Returns: (transfer none): the dialog
 */
LudusNewGameDialog *
ludus_window_new_game (LudusWindow *self,
                       const char  *game_id)
{
  GtkApplication *app;
  LudusNewGameDialog *dialog;
  const LudusRules *rules;

  g_return_val_if_fail (LUDUS_IS_WINDOW (self), NULL);
  g_return_val_if_fail (game_id != NULL, NULL);
  g_return_val_if_fail ((rules = ludus_rules_lookup (game_id)) != NULL, NULL);

  app = gtk_window_get_application (GTK_WINDOW (self));
  dialog = ludus_new_game_dialog_new (GTK_WINDOW (self), rules,
                                      LUDUS_IS_APPLICATION (app)
                                      ? ludus_application_get_settings (LUDUS_APPLICATION (app))
                                      : self->settings);
  g_signal_connect_object (dialog, "game-created", G_CALLBACK (ludus_window_play), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

/**
 * ludus_window_open_file:
 * @file: a saved game
 *
 * Plays the game saved in @file, or shows a dialog naming the file and
 * the problem.  The file is only read.
 *
 * Returns: whether the game was opened
 */
gboolean
ludus_window_open_file (LudusWindow *self,
                        GFile       *file)
{
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (LUDUS_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  game = ludus_save_load_file (file, NULL, &error);
  if (game != NULL && ludus_game_ui_lookup (ludus_game_get_rules (game)->id) == NULL)
    g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                 _("%s cannot be played in this version of Ludus yet"),
                 _(ludus_game_get_rules (game)->name));
  if (error != NULL)
    {
      show_file_error (self, file, error, FALSE);
      return FALSE;
    }

  ludus_window_play (self, game);
  return TRUE;
}

/**
 * ludus_window_save_file:
 * @file: where to save the game in play
 *
 * Returns: whether the game was saved; if not, a dialog says why
 */
gboolean
ludus_window_save_file (LudusWindow *self,
                        GFile       *file)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (LUDUS_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);

  if (!ludus_save_write (self->game, file, NULL, &error))
    {
      show_file_error (self, file, error, TRUE);
      return FALSE;
    }

  {
    g_autofree char *basename = g_file_get_basename (file);
    /* Translators: a toast after saving; %s is the file name */
    g_autofree char *title = g_strdup_printf (_("Saved as “%s”"), basename);

    adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (title));
  }
  return TRUE;
}

/**
 * ludus_window_continue_game:
 *
 * Plays the autosaved game.
 *
 * Returns: whether there was one to play
 */
gboolean
ludus_window_continue_game (LudusWindow *self)
{
  g_autofree char *path = ludus_save_get_autosave_path ();
  g_autoptr(GFile) file = g_file_new_for_path (path);

  g_return_val_if_fail (LUDUS_IS_WINDOW (self), FALSE);

  return ludus_window_open_file (self, file);
}
