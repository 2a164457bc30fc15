/* ludus-window.c: the main window: the game library and the game in play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two pages: the library and the game page.  The window owns the game in
 * play and its session (computer turns, autosave, the log), builds the
 * board view from the game's LudusGameUi, and opens and saves files.  Its
 * actions are in ludus-window-actions.c.
 */

#define G_LOG_DOMAIN "ludus-window"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-accessible.h"
#include "ludus-autosave.h"
#include "ludus-board-view.h"
#include "ludus-game-ui.h"
#include "ludus-motion.h"
#include "ludus-coach-panel.h"
#include "ludus-new-game-dialog.h"
#include "ludus-ranking-dialog.h"
#include "ludus-review-window.h"
#include "ludus-save.h"
#include "ludus-statistics.h"
#include "ludus-toast.h"
#include "ludus-window-private.h"

G_DEFINE_FINAL_TYPE (LudusWindow, ludus_window, ADW_TYPE_APPLICATION_WINDOW)

static GtkWidget *play_game (LudusWindow *self,
                             LudusGame   *game,
                             const char  *autosave_path);

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
  else if (g_str_equal (response, LUDUS_RANKING_RESPONSE_REVIEW))
    gtk_window_present (GTK_WINDOW (ludus_review_window_new (GTK_WINDOW (self), self->game)));
  else if (g_str_equal (response, LUDUS_RANKING_RESPONSE_NEW_GAME))
    ludus_window_new_game (self, ludus_game_get_rules (self->game)->id);
  else if (g_str_equal (response, LUDUS_RANKING_RESPONSE_LIBRARY))
    ludus_window_show_library (self);
  /* Closed: the finished game stays, and win.show-ranking shows it again. */
}

/* The final ranking of the game in play, which is over. */
void
_ludus_window_show_ranking (LudusWindow *self)
{
  GtkWidget *dialog;

  if (self->game == NULL || !ludus_game_is_over (self->game))
    return;

  dialog = ludus_ranking_dialog_new (GTK_WINDOW (self), self->game);
  ludus_accessible_fix_mnemonics (dialog);
  g_signal_connect_object (dialog, "response", G_CALLBACK (ranking_response_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
game_finished_cb (LudusWindow *self)
{
  /* Counted once: not again when a finished game is opened, nor when its
   * last move is undone and played again. */
  if (!self->game_was_over && g_object_get_data (G_OBJECT (self->game), "ludus-counted") == NULL)
    {
      g_autoptr(GError) error = NULL;

      g_object_set_data (G_OBJECT (self->game), "ludus-counted", GINT_TO_POINTER (TRUE));
      if (!ludus_statistics_record (self->game, &error))
        {
          /* Translators: a toast; the game itself is fine */
          AdwToast *toast = adw_toast_new (_("This game could not be added to the statistics"));

          g_debug ("%s", error->message);
          adw_toast_overlay_add_toast (self->toast_overlay, toast);
        }
    }

  _ludus_window_show_ranking (self);
}

void
_ludus_window_show_error (LudusWindow *self,
                          const char  *title,
                          const char  *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), title, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A file that could not be read as a save says so in words; the reader's
 * own text (line, column, what it expected) is one click away. */
static void
show_not_a_save (LudusWindow  *self,
                 const char   *name,
                 const GError *error)
{
  /* TRANSLATORS: the name of a file that is not a readable saved game */
  g_autofree char *body = g_strdup_printf (_("%s\n\nThis file is not a Ludus save, or it is damaged. "
                                             "It was left as it is."), name);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Could Not Open the Game"), body);
  GtkWidget *expander = gtk_expander_new_with_mnemonic (_("_Details"));
  GtkWidget *details = gtk_label_new (error->message);

  gtk_label_set_wrap (GTK_LABEL (details), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (details), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (details), 0);
  gtk_label_set_selectable (GTK_LABEL (details), TRUE);
  gtk_widget_add_css_class (details, "monospace");
  gtk_widget_add_css_class (details, "caption");
  gtk_expander_set_child (GTK_EXPANDER (expander), details);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), expander);
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
  g_autofree char *body = NULL;

  if (!saving && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA))
    {
      show_not_a_save (self, name, error);
      return;
    }
  body = g_strdup_printf ("%s\n\n%s", name, error->message);
  _ludus_window_show_error (self, saving ? _("Could Not Save the Game") : _("Could Not Open the Game"), body);
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

/* A guided first game: the session plays the script's computer moves. */
static void
follow_tutorial (LudusWindow *self,
                 LudusGame   *game)
{
  g_autoptr(LudusTutorial) tutorial = NULL;
  g_autoptr(GError) error = NULL;

  tutorial = ludus_tutorial_new_for_game_id (ludus_game_get_rules (game)->id, &error);
  if (tutorial == NULL)
    {
      /* The game goes on without its coach. */
      g_warning ("Cannot follow the tutorial: %s", error->message);
      return;
    }
  ludus_tutorial_follow (tutorial, game);
  ludus_session_set_tutorial (self->session, tutorial);
}

static void
set_session (LudusWindow *self,
             LudusGame   *game,
             const char  *autosave_path)
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
      g_settings_bind (get_app_settings (self), "pause-after-computer",
                       self->session, "pause-after-computer", G_SETTINGS_BIND_GET);
      g_settings_bind (get_app_settings (self), "hand-over",
                       self->session, "hand-over", G_SETTINGS_BIND_GET);
      g_signal_connect_object (self->session, "game-finished", G_CALLBACK (game_finished_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (self->session, "autosave-failed", G_CALLBACK (autosave_failed_cb),
                               self, G_CONNECT_SWAPPED);
      ludus_session_set_autosave_path (self->session, autosave_path);
      if (ludus_game_get_options (game)->tutorial)
        follow_tutorial (self, game);
      ludus_session_start (self->session);
    }
}

/* @autosave_path: the file @game is kept in for Continue, or %NULL for a
 * new one (a new game never replaces another's). */
static void
set_game (LudusWindow *self,
          LudusGame   *game,
          const char  *autosave_path)
{
  if (self->game == game)
    return;

  _ludus_window_cancel_hint (self);
  if (self->online != NULL && ludus_online_table_get_game (self->online) != game)
    _ludus_window_leave_online (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  self->game_was_over = game != NULL && ludus_game_is_over (game);
  set_session (self, game, autosave_path);

  if (game != NULL)
    {
      g_signal_connect_object (game, "changed", G_CALLBACK (_ludus_window_cancel_hint), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "changed", G_CALLBACK (_ludus_window_update_actions), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "notify::can-undo", G_CALLBACK (_ludus_window_update_actions), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "notify::can-redo", G_CALLBACK (_ludus_window_update_actions), self,
                               G_CONNECT_SWAPPED);
    }

  _ludus_window_update_actions (self);
}

/* The game whose rules F1 shows: the one in play, else the library's. */
const char *
_ludus_window_rules_game_id (LudusWindow *self)
{
  if (self->game != NULL)
    return ludus_game_get_rules (self->game)->id;
  return ludus_library_page_get_current_game (self->library_page);
}

/* The size this window had, for the next one to open with: saved as it
 * goes, closed or with the application. */
static void
save_size (LudusWindow *self)
{
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_delay (self->settings);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
  g_settings_apply (self->settings);
}

static void
ludus_window_dispose (GObject *object)
{
  LudusWindow *self = LUDUS_WINDOW (object);

  if (self->settings != NULL)
    save_size (self);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  _ludus_window_cancel_hint (self);
  _ludus_window_leave_online (self);
  g_clear_object (&self->game);
  set_session (self, NULL, NULL);

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

  g_type_ensure (LUDUS_TYPE_GAME_PAGE);
  g_type_ensure (LUDUS_TYPE_LIBRARY_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ludus-window.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, game_page);
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, library_page);
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, LudusWindow, primary_menu);

  _ludus_window_class_add_actions (widget_class);
  _ludus_window_class_add_online_actions (widget_class);
}

static void
ludus_window_init (LudusWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  ludus_motion_follow (GTK_WIDGET (self->main_stack));
  ludus_accessible_fix_mnemonics (GTK_WIDGET (self));
  self->hint_level = LUDUS_AI_HARD;
  ludus_library_page_set_menu (self->library_page, self->primary_menu);
  ludus_game_page_set_menu (self->game_page, self->primary_menu);
#if DEVELOPMENT_PROFILE
  /* libadwaita stripes a development build's header bars. */
  gtk_widget_add_css_class (GTK_WIDGET (self), "devel");
#endif

  /* The size of the window closed last, read once: bound both ways, every
   * open window would follow the others (maximise one, all maximise). */
  self->settings = g_settings_new (APP_ID);
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
  /* The log stays as the player left it, in this window and the next; read
   * once, so toggling it in one window leaves the others alone. */
  g_settings_bind (self->settings, "show-game-log", ludus_game_page_get_log_button (self->game_page),
                   "active", G_SETTINGS_BIND_DEFAULT | G_SETTINGS_BIND_GET_NO_CHANGES);

  _ludus_window_update_actions (self);
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

  return ludus_library_page_get_n_games (self->library_page);
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
  g_return_val_if_fail (LUDUS_IS_WINDOW (self), NULL);
  g_return_val_if_fail (LUDUS_IS_GAME (game), NULL);

  return play_game (self, game, NULL);
}

/* Plays game, saving it to autosave_path (NULL: a new autosave). */
GtkWidget *
_ludus_window_play_game (LudusWindow *self,
                         LudusGame   *game,
                         const char  *autosave_path)
{
  return play_game (self, game, autosave_path);
}

static GtkWidget *
play_game (LudusWindow *self,
           LudusGame   *game,
           const char  *autosave_path)
{
  const LudusGameUi *ui = ludus_game_ui_lookup (ludus_game_get_rules (game)->id);
  GtkWidget *view;

  g_return_val_if_fail (ui != NULL, NULL);

  set_game (self, game, autosave_path);
  view = g_object_new (ui->view_type (),
                       "game", game,
                       "session", self->session,
                       NULL);
  g_settings_bind (get_app_settings (self), "confirm-end-turn",
                   view, "confirm-end-turn", G_SETTINGS_BIND_GET);
  g_settings_bind (get_app_settings (self), "show-projections",
                   view, "show-projections", G_SETTINGS_BIND_GET);
  ludus_window_show_game (self, game, view);
  if (ludus_session_get_tutorial (self->session) != NULL)
    ludus_game_page_set_coach (self->game_page,
                               ludus_coach_panel_new (ludus_session_get_tutorial (self->session),
                                                      LUDUS_BOARD_VIEW (view)));

  return view;
}

/**
 * ludus_window_learn:
 * @game_id: a game with a tutorial (ludus_tutorial_exists())
 *
 * Starts the game's guided first game, with its coach above the board.
 *
 * Returns: (transfer none) (nullable): the board view, or %NULL if the
 *   tutorial could not start (a bug in Ludus: the scripts are tested)
 */
GtkWidget *
ludus_window_learn (LudusWindow *self,
                    const char  *game_id)
{
  g_autoptr(LudusTutorial) tutorial = NULL;
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (LUDUS_IS_WINDOW (self), NULL);
  g_return_val_if_fail (game_id != NULL, NULL);

  tutorial = ludus_tutorial_new_for_game_id (game_id, &error);
  if (tutorial != NULL)
    game = ludus_tutorial_new_game (tutorial, &error);
  if (game == NULL)
    {
      g_critical ("Cannot start the tutorial of %s: %s", game_id, error->message);
      return NULL;
    }

  return ludus_window_play (self, game);
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
  g_return_if_fail (LUDUS_IS_WINDOW (self));
  g_return_if_fail (LUDUS_IS_GAME (game));
  g_return_if_fail (GTK_IS_WIDGET (board_view));

  set_game (self, game, NULL);
  ludus_game_page_show (self->game_page, self->session, board_view);
  gtk_stack_set_visible_child_name (self->main_stack, "game");
}

void
ludus_window_show_library (LudusWindow *self)
{
  g_return_if_fail (LUDUS_IS_WINDOW (self));

  gtk_stack_set_visible_child_name (self->main_stack, "library");
  ludus_game_page_clear (self->game_page);
  set_game (self, NULL, NULL);
  ludus_library_page_update_continue (self->library_page);
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
  g_signal_connect_object (dialog, "play-online", G_CALLBACK (ludus_window_host_online), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

/* The game saved in @file, if this version of Ludus can play it; if not, a
 * dialog names the file and the problem.  The file is only read. */
static LudusGame *
load_playable (LudusWindow *self,
               GFile       *file)
{
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(GError) error = NULL;

  game = ludus_save_load_file (file, NULL, &error);
  if (game != NULL && ludus_game_ui_lookup (ludus_game_get_rules (game)->id) == NULL)
    g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                 _("%s cannot be played in this version of Ludus yet"),
                 _(ludus_game_get_rules (game)->name));
  if (error != NULL)
    {
      show_file_error (self, file, error, FALSE);
      return NULL;
    }
  return g_steal_pointer (&game);
}

/* Shows the other window of the application that plays the game kept at
 * @path, if any: two windows playing one game would each save over the
 * other's moves. */
static gboolean
present_window_playing (LudusWindow *self,
                        const char  *path)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));
  g_autofree char *canonical = NULL;

  if (application == NULL || path == NULL)
    return FALSE;
  canonical = g_canonicalize_filename (path, NULL);
  for (GList *l = gtk_application_get_windows (application); l != NULL; l = l->next)
    {
      LudusWindow *other = l->data;
      g_autofree char *other_path = NULL;

      if (other == self || !LUDUS_IS_WINDOW (other) || other->session == NULL ||
          ludus_session_get_autosave_path (other->session) == NULL)
        continue;
      other_path = g_canonicalize_filename (ludus_session_get_autosave_path (other->session), NULL);
      if (g_strcmp0 (other_path, canonical) == 0)
        {
          gtk_window_present (GTK_WINDOW (other));
          return TRUE;
        }
    }
  return FALSE;
}

/* Goes on with an unfinished game kept at @path (NULL: a new autosave):
 * an online one at its table, where the host's machine tells what is
 * drawn. */
static gboolean
go_on_playing (LudusWindow *self,
               LudusGame   *game,
               const char  *path)
{
  if (ludus_game_get_table (game) != NULL)
    return _ludus_window_resume_online (self, game, path);
  play_game (self, game, path);
  return TRUE;
}

/**
 * ludus_window_open_file:
 * @file: a saved game
 *
 * Plays the game saved in @file, or shows a dialog naming the file and
 * the problem.  The file is only read, unless it holds an unfinished game
 * Continue would play (an autosave), which goes on there as Continue
 * has it; an online game goes on in its table's autosave.  A game that
 * another window plays is shown there instead.
 *
 * Returns: whether the game was opened or shown
 */
gboolean
ludus_window_open_file (LudusWindow *self,
                        GFile       *file)
{
  g_autoptr(LudusGame) game = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (LUDUS_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if ((game = load_playable (self, file)) == NULL)
    return FALSE;
  if (ludus_game_is_over (game))
    {
      play_game (self, game, NULL);
      return TRUE;
    }
  /* Continue never lists a game twice: its autosave goes on saving to
   * itself, and an online copy to its table's autosave, unless that one
   * is behind it. */
  path = g_file_get_path (file);
  if (path == NULL || !ludus_autosave_contains (path))
    {
      g_autoptr(LudusGame) kept = NULL;

      g_clear_pointer (&path, g_free);
      if (ludus_game_get_table (game) != NULL &&
          (path = ludus_autosave_find_table (game, &kept)) != NULL &&
          ludus_game_get_n_moves (kept) > ludus_game_get_n_moves (game))
        g_set_object (&game, kept);
    }
  if (present_window_playing (self, path))
    return TRUE;
  return go_on_playing (self, game, path);
}

/**
 * ludus_window_review_file:
 * @file: a saved game
 *
 * Opens the review of the game saved in @file, or shows a dialog naming
 * the file and the problem.  The game in play, if any, stays.
 *
 * Returns: (transfer none) (nullable): the review window
 */
LudusReviewWindow *
ludus_window_review_file (LudusWindow *self,
                          GFile       *file)
{
  g_autoptr(LudusGame) game = NULL;
  LudusReviewWindow *review;

  g_return_val_if_fail (LUDUS_IS_WINDOW (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  if ((game = load_playable (self, file)) == NULL)
    return NULL;
  review = ludus_review_window_new (GTK_WINDOW (self), game);
  gtk_window_present (GTK_WINDOW (review));
  return review;
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

    adw_toast_overlay_add_toast (self->toast_overlay, ludus_toast_new (title));
  }
  return TRUE;
}

/**
 * ludus_window_continue_file:
 * @file: an unfinished game's autosave (ludus_autosave_list())
 *
 * Plays the game kept in @file and goes on saving it there; a file that
 * cannot be read gets a dialog saying why, and stays as it is.  A game
 * that another window plays is shown there instead.
 *
 * Returns: whether the game was opened or shown
 */
gboolean
ludus_window_continue_file (LudusWindow *self,
                            GFile       *file)
{
  g_autoptr(LudusGame) game = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (LUDUS_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = g_file_get_path (file);
  if (present_window_playing (self, path))
    return TRUE;
  if ((game = load_playable (self, file)) == NULL)
    return FALSE;
  return go_on_playing (self, game, path);
}

/**
 * ludus_window_continue_game:
 *
 * Plays the unfinished game played last.
 *
 * Returns: whether there was one to play
 */
gboolean
ludus_window_continue_game (LudusWindow *self)
{
  g_autoptr(GPtrArray) paths = ludus_autosave_list ();
  g_autoptr(GFile) file = NULL;

  g_return_val_if_fail (LUDUS_IS_WINDOW (self), FALSE);

  if (paths->len == 0)
    return FALSE;
  file = g_file_new_for_path (g_ptr_array_index (paths, 0));
  return ludus_window_continue_file (self, file);
}
