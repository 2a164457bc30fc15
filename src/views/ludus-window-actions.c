/* ludus-window-actions.c: the window's actions (win.*)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every command of the window is an action, so the menu, the shortcuts,
 * the header bar and the tests reach it the same way.
 */

#define G_LOG_DOMAIN "ludus-window-actions"

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "ludus-help.h"
#include "ludus-review-window.h"
#include "ludus-rules-window.h"
#include "ludus-save.h"
#include "ludus-statistics-window.h"
#include "ludus-tutorial.h"
#include "ludus-window-private.h"

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
review_response_cb (LudusWindow          *self,
                    int                   response,
                    GtkFileChooserNative *chooser)
{
  g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

  if (response == GTK_RESPONSE_ACCEPT && file != NULL)
    ludus_window_review_file (self, file);
  g_object_unref (chooser);
}

static void
review_file_activated_cb (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  LudusWindow *self = LUDUS_WINDOW (widget);
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (_("Review a Saved Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Review"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), new_save_filter ());
  g_signal_connect_object (chooser, "response", G_CALLBACK (review_response_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
review_activated_cb (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  LudusWindow *self = LUDUS_WINDOW (widget);

  if (self->game != NULL && ludus_game_get_n_moves (self->game) > 0)
    gtk_window_present (GTK_WINDOW (ludus_review_window_new (GTK_WINDOW (self), self->game)));
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

static void
new_game_of_activated_cb (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  const char *game_id = g_variant_get_string (parameter, NULL);

  if (ludus_rules_lookup (game_id) != NULL)
    ludus_window_new_game (LUDUS_WINDOW (widget), game_id);
}

static void
learn_activated_cb (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  const char *game_id = g_variant_get_string (parameter, NULL);

  if (ludus_rules_lookup (game_id) != NULL && ludus_tutorial_exists (game_id))
    ludus_window_learn (LUDUS_WINDOW (widget), game_id);
}

static void
show_rules_activated_cb (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  LudusWindow *self = LUDUS_WINDOW (widget);
  const char *game_id = _ludus_window_rules_game_id (self);
  GtkWidget *rules_window;

  if (game_id == NULL || !ludus_rules_window_has_rules (game_id))
    return;

  rules_window = ludus_rules_window_new (GTK_WINDOW (self), game_id);
  gtk_window_present (GTK_WINDOW (rules_window));
}

/* The manual's page for what the window shows: the game in play has a
 * page of its own (named by its id), the library the front page. */
const char *
_ludus_window_help_page (LudusWindow *self)
{
  if (self->game != NULL)
    return ludus_game_get_rules (self->game)->id;
  return "index";
}

static void
show_help_activated_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  LudusWindow *self = LUDUS_WINDOW (widget);

  ludus_help_show (GTK_WINDOW (self), _ludus_window_help_page (self));
}

static void
continue_activated_cb (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  ludus_window_continue_game (LUDUS_WINDOW (widget));
}

static void
continue_file_activated_cb (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  g_autoptr(GFile) file = g_file_new_for_path (g_variant_get_string (parameter, NULL));

  ludus_window_continue_file (LUDUS_WINDOW (widget), file);
}

/* A deleted unfinished game waits under a hidden name, which the list of
 * unfinished games skips, until its toast goes: Undo brings it back. */
static char *
deleted_path (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *hidden = g_strconcat (".deleted-", base, NULL);

  return g_build_filename (dir, hidden, NULL);
}

static void
deleted_toast_dismissed_cb (AdwToast *toast,
                            char     *hidden)
{
  /* Gone already if Undo brought it back. */
  g_unlink (hidden);
}

static void
free_hidden_path (gpointer  data,
                  GClosure *closure)
{
  g_free (data);
}

static void
delete_unfinished_activated_cb (GtkWidget  *widget,
                                const char *action_name,
                                GVariant   *parameter)
{
  LudusWindow *self = LUDUS_WINDOW (widget);
  const char *path = g_variant_get_string (parameter, NULL);
  g_autofree char *hidden = deleted_path (path);
  AdwToast *toast;

  if (g_rename (path, hidden) != 0)
    {
      int saved_errno = errno;
      g_autofree char *body = g_strdup_printf ("%s\n\n%s", path, g_strerror (saved_errno));

      _ludus_window_show_error (self, _("Could Not Delete the Game"), body);
      return;
    }
  ludus_library_page_update_continue (self->library_page);

  toast = adw_toast_new (_("Game deleted"));
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "win.undelete-unfinished");
  adw_toast_set_action_target_value (toast, g_variant_new_string (path));
  g_signal_connect_data (toast, "dismissed", G_CALLBACK (deleted_toast_dismissed_cb),
                         g_steal_pointer (&hidden), free_hidden_path, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
undelete_unfinished_activated_cb (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *parameter)
{
  LudusWindow *self = LUDUS_WINDOW (widget);
  const char *path = g_variant_get_string (parameter, NULL);
  g_autofree char *hidden = deleted_path (path);

  if (g_rename (hidden, path) == 0)
    ludus_library_page_update_continue (self->library_page);
}

static void
show_statistics_activated_cb (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *parameter)
{
  gtk_window_present (GTK_WINDOW (ludus_statistics_window_new (GTK_WINDOW (widget))));
}

static void
show_ranking_activated_cb (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  _ludus_window_show_ranking (LUDUS_WINDOW (widget));
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
  ludus_game_page_toggle_log (LUDUS_WINDOW (widget)->game_page);
}

static void
undo_response_cb (AdwMessageDialog *dialog,
                  const char       *response,
                  LudusSession     *session)
{
  if (g_strcmp0 (response, "undo") == 0)
    ludus_session_undo (session);
  ludus_session_release (session);
}

static void
unref_session (gpointer  data,
               GClosure *closure)
{
  g_object_unref (data);
}

/* In hot-seat play the person at the screen may be about to take back
 * another person's move: name it and ask first, the computers held. */
static void
ask_before_undo (LudusWindow *self)
{
  const char *move = NULL;
  const char *name;
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;
  guint seat;

  if (!ludus_session_get_undo_target (self->session, &seat, &move))
    return;

  name = ludus_game_get_player_name (self->game, seat);
  /* Translators: %s is a player's name */
  heading = g_strdup_printf (_("Take Back %s’s Move?"), name);
  /* Translators: the first %s is a sentence of the log, the second a
   * player's name */
  body = g_strdup_printf (_("Undo takes back “%s”. Ask %s before you do."), move, name);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "undo", _("_Take Back"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "undo",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  ludus_session_hold (self->session);
  g_signal_connect_data (dialog, "response", G_CALLBACK (undo_response_cb),
                         g_object_ref (self->session), unref_session, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
undo_activated_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  LudusWindow *self = LUDUS_WINDOW (widget);

  if (self->session == NULL || _ludus_window_undo_online (self))
    return;
  if (ludus_session_undo_asks_first (self->session))
    ask_before_undo (self);
  else
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
autosave_details_activated_cb (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  LudusWindow *self = LUDUS_WINDOW (widget);

  if (self->autosave_error != NULL)
    _ludus_window_show_error (self, _("Could Not Save the Game"), self->autosave_error);
}

/* The game actions make sense only while a game is on screen; undo follows
 * the session's undo target (its tooltip names it), redo the game's
 * can-redo. */
void
_ludus_window_update_actions (LudusWindow *self)
{
  gboolean in_game = self->game != NULL;
  /* An online game's save and review wait for saves with the table's
   * outcomes: a guest's could not be replayed from its options. */
  gboolean replayable = in_game && !ludus_game_is_online (self->game);
  const char *undo_move = NULL;
  gboolean can_undo = in_game && self->session != NULL &&
                      ludus_session_get_undo_target (self->session, NULL, &undo_move);

  /* Online, undo asks the table (ludus-window-online.c). */
  if (in_game && self->online != NULL && ludus_game_is_online (self->game))
    can_undo = ludus_online_table_get_undo_target (self->online, NULL);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-library", in_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.toggle-log", in_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", replayable);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.new-game", in_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", can_undo);
  ludus_game_page_set_undo_move (self->game_page, undo_move);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 in_game && ludus_game_get_can_redo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint", _ludus_window_can_hint (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.review",
                                 replayable && ludus_game_get_n_moves (self->game) > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-ranking",
                                 in_game && ludus_game_is_over (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.reconnect-online",
                                 in_game && self->online != NULL &&
                                 ludus_online_table_get_failed (self->online));
}

void
_ludus_window_class_add_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.show-library", NULL, show_library_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.toggle-log", NULL, toggle_log_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.new-game-of", "s", new_game_of_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.learn", "s", learn_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.review", NULL, review_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.review-file", NULL, review_file_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.show-rules", NULL, show_rules_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.show-help", NULL, show_help_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.continue", NULL, continue_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.show-statistics", NULL,
                                   show_statistics_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.show-ranking", NULL, show_ranking_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.continue-file", "s", continue_file_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.delete-unfinished", "s",
                                   delete_unfinished_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.undelete-unfinished", "s",
                                   undelete_unfinished_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.autosave-details", NULL,
                                   autosave_details_activated_cb);
  _ludus_window_class_add_hint_action (widget_class);
}
