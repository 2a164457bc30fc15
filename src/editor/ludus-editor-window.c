/* ludus-editor-window.c: the window editing decks and boards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * On the left, per game, the content files: the built-in ones (read-only,
 * "Duplicate to Edit") and the user's own; on the right, the game's form
 * (from ludus-editor-games.c) on the selected file.  Every file opened
 * stays open, with its changes and undo history, until the window closes;
 * closing with unsaved changes asks first.
 */

#define G_LOG_DOMAIN "ludus-editor"

#include <glib/gi18n.h>

#include "ludus-accessible.h"
#include "ludus-editor-window-private.h"
#include "ludus-editor-games.h"
#include "ludus-editor-form.h"
#include "ludus-balance-dialog.h"
#include "ludus-game.h"
#include "ludus-json.h"
#include "ludus-toast.h"

G_DEFINE_FINAL_TYPE (LudusEditorWindow, ludus_editor_window, ADW_TYPE_WINDOW)

const LudusRules *
ludus_editor_window_game_rules (const LudusEditorGame *game)
{
  return ludus_rules_lookup (game->game_id);
}

void
ludus_editor_window_show_error (LudusEditorWindow *self,
                                const char        *message)
{
  adw_toast_overlay_add_toast (self->toasts, ludus_toast_new (message));
}

static void
update_actions (LudusEditorWindow *self)
{
  gboolean user_file = self->document != NULL
                       && ludus_content_document_get_path (self->document) != NULL
                       && !ludus_content_document_get_builtin (self->document);
  /* A file of the user's that cannot be opened (empty, broken) is chosen
   * without a document: it can still be deleted. */
  gboolean unopened_user_file = self->document == NULL && self->source != NULL && self->game != NULL
                                && ludus_content_library_is_user_file (ludus_editor_window_game_rules (self->game),
                                                                       self->source);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.new", self->game != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.import", self->game != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.duplicate", self->document != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.export", self->document != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.save", user_file);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.rename", user_file);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.delete", user_file || unopened_user_file);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.undo",
                                 self->document != NULL
                                 && ludus_content_document_get_can_undo (self->document));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.redo",
                                 self->document != NULL
                                 && ludus_content_document_get_can_redo (self->document));
  /* These need content the game can play. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.play",
                                 self->document != NULL
                                 && ludus_content_document_get_valid (self->document));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.balance",
                                 self->document != NULL
                                 && ludus_content_document_get_valid (self->document));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.export-pdf",
                                 self->document != NULL && self->game->print != NULL
                                 && ludus_content_document_get_valid (self->document));
}

void
ludus_editor_window_update_title (LudusEditorWindow *self)
{
  g_autofree char *subtitle = NULL;

  if (self->document == NULL)
    {
      adw_window_title_set_subtitle (self->title, NULL);
      return;
    }
  if (ludus_content_document_get_builtin (self->document))
    /* TRANSLATORS: the name of a deck or board that comes with Ludus */
    subtitle = g_strdup_printf (_("%s (built-in)"),
                                ludus_content_display_name (self->source,
                                                            ludus_content_document_get_name (self->document)));
  else if (ludus_content_document_get_modified (self->document))
    /* TRANSLATORS: a deck or board with unsaved changes */
    subtitle = g_strdup_printf (_("%s (not saved)"), ludus_content_document_get_name (self->document));
  else
    subtitle = g_strdup (ludus_content_document_get_name (self->document));
  if (self->document != NULL && !ludus_content_document_get_valid (self->document)
      && ludus_content_document_get_problem (self->document) != NULL)
    {
      /* TRANSLATORS: the deck's name and state, then that it cannot be played yet */
      g_autofree char *draft = g_strdup_printf (_("%s — draft, not playable"), subtitle);

      g_free (subtitle);
      subtitle = g_steal_pointer (&draft);
    }
  adw_window_title_set_subtitle (self->title, subtitle);
}

/* Marks the rows of open files with unsaved changes. */
void
ludus_editor_window_update_rows (LudusEditorWindow *self)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->files));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      const char *path = g_object_get_data (G_OBJECT (row), "ludus-path");
      GtkWidget *mark = g_object_get_data (G_OBJECT (row), "ludus-modified");
      LudusContentDocument *document = path != NULL ? g_hash_table_lookup (self->open, path) : NULL;

      if (mark != NULL)
        gtk_widget_set_visible (mark, document != NULL
                                      && ludus_content_document_get_modified (document));
    }
}

static void
document_notify_cb (LudusEditorWindow *self)
{
  ludus_editor_window_update_title (self);
  update_actions (self);
  ludus_editor_window_update_rows (self);
}

/* The open copy of @path, opening it first if needed. */
LudusContentDocument *
ludus_editor_window_open_document (LudusEditorWindow      *self,
                                   const LudusEditorGame  *game,
                                   const char             *path,
                                   GError                **error)
{
  LudusContentDocument *document = g_hash_table_lookup (self->open, path);

  /* Not "return g_object_ref (…)": the analyzer cannot tell that it returns
   * its argument, and would see a NULL without an error. */
  if (document != NULL)
    {
      g_object_ref (document);
      return document;
    }
  document = ludus_content_document_new_from_file (ludus_editor_window_game_rules (game), game->kind, path, error);
  if (document != NULL)
    g_hash_table_insert (self->open, g_strdup (path), g_object_ref (document));
  return document;
}

void
ludus_editor_window_set_document (LudusEditorWindow     *self,
                                  const LudusEditorGame *game,
                                  LudusContentDocument  *document)
{
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  g_free (self->source);
  self->source = document != NULL ? g_strdup (ludus_content_document_get_path (document)) : NULL;
  self->game = game;
  self->form = NULL;

  if (document != NULL && game->new_form != NULL)
    {
      self->form = game->new_form (document);
      gtk_widget_set_sensitive (self->form, !ludus_content_document_get_builtin (document));
      adw_bin_set_child (ADW_BIN (self->content_bin), self->form);
      g_signal_connect_swapped (document, "notify", G_CALLBACK (document_notify_cb), self);
    }
  else
    {
      GtkWidget *status = adw_status_page_new ();

      adw_status_page_set_title (ADW_STATUS_PAGE (status), _("Choose a Deck or Board"));
      adw_status_page_set_icon_name (ADW_STATUS_PAGE (status), "document-edit-symbolic");
      adw_bin_set_child (ADW_BIN (self->content_bin), status);
    }
  gtk_widget_set_visible (self->builtin_bar,
                          document != NULL && ludus_content_document_get_builtin (document));
  if (document != NULL)
    gtk_label_set_text (GTK_LABEL (gtk_widget_get_first_child (self->builtin_bar)),
                        g_str_equal (game->kind, "deck")
                        ? _("This deck comes with Ludus and cannot be changed.")
                        : _("This board comes with Ludus and cannot be changed."));
  /* A built-in is only read: its tools are off, as its form is. */
  gtk_widget_set_visible (self->tools, self->form != NULL);
  gtk_widget_set_sensitive (self->tools,
                            document != NULL && !ludus_content_document_get_builtin (document));
  ludus_editor_window_update_title (self);
  ludus_accessible_fix_mnemonics (GTK_WIDGET (self));
  update_actions (self);
}

static void
add_header (LudusEditorWindow *self,
            const char        *text)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_top (label, 12);
  gtk_widget_set_margin_bottom (label, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_append (self->files, row);
}

/* A user file's context menu: selecting its row opens it, and the items
 * act on the open file. */
static void
popup_row_menu (GtkWidget *row,
                double     x,
                double     y)
{
  GtkWidget *popover = g_object_get_data (G_OBJECT (row), "ludus-menu");
  GtkListBox *files = GTK_LIST_BOX (gtk_widget_get_parent (row));

  gtk_list_box_select_row (files, GTK_LIST_BOX_ROW (row));
  if (x >= 0 && y >= 0)
    gtk_popover_set_pointing_to (GTK_POPOVER (popover), &(GdkRectangle) { (int) x, (int) y, 1, 1 });
  else
    gtk_popover_set_pointing_to (GTK_POPOVER (popover), NULL);
  gtk_popover_popup (GTK_POPOVER (popover));
}

static void
row_pressed_cb (GtkGestureClick *gesture,
                int              n_press,
                double           x,
                double           y,
                GtkWidget       *row)
{
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  popup_row_menu (row, x, y);
}

static void
row_long_pressed_cb (GtkGestureLongPress *gesture,
                     double               x,
                     double               y,
                     GtkWidget           *row)
{
  popup_row_menu (row, x, y);
}

static void
row_menu_cb (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       row)
{
  popup_row_menu (row, -1, -1);
}

static void
add_row_menu (GtkWidget *row)
{
  g_autoptr(GMenu) menu = g_menu_new ();
  GtkWidget *popover;
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *long_press = gtk_gesture_long_press_new ();
  GtkEventController *keys = gtk_shortcut_controller_new ();
  g_autoptr(GSimpleActionGroup) actions = g_simple_action_group_new ();
  g_autoptr(GSimpleAction) show_menu = g_simple_action_new ("menu", NULL);

  g_menu_append (menu, _("_Rename…"), "editor.rename");
  g_menu_append (menu, _("D_uplicate"), "editor.duplicate");
  g_menu_append (menu, _("_Delete"), "editor.delete");
  popover = gtk_popover_menu_new_from_model (G_MENU_MODEL (menu));
  gtk_popover_set_has_arrow (GTK_POPOVER (popover), FALSE);
  gtk_widget_set_halign (popover, GTK_ALIGN_START);
  gtk_widget_set_parent (popover, row);
  g_object_set_data (G_OBJECT (row), "ludus-menu", popover);
  /* Before the row's own dispose checks that it has no children left. */
  g_signal_connect_swapped (row, "destroy", G_CALLBACK (gtk_widget_unparent), popover);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_SECONDARY);
  g_signal_connect (click, "pressed", G_CALLBACK (row_pressed_cb), row);
  gtk_widget_add_controller (row, GTK_EVENT_CONTROLLER (click));
  gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (long_press), TRUE);
  g_signal_connect (long_press, "pressed", G_CALLBACK (row_long_pressed_cb), row);
  gtk_widget_add_controller (row, GTK_EVENT_CONTROLLER (long_press));
  /* The keyboard's way to the same menu: row.menu, on Shift+F10 or Menu. */
  g_signal_connect_object (show_menu, "activate", G_CALLBACK (row_menu_cb), row, 0);
  g_action_map_add_action (G_ACTION_MAP (actions), G_ACTION (show_menu));
  gtk_widget_insert_action_group (row, "row", G_ACTION_GROUP (actions));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                        gtk_shortcut_new (gtk_alternative_trigger_new (gtk_keyval_trigger_new (GDK_KEY_F10, GDK_SHIFT_MASK),
                                                                                       gtk_keyval_trigger_new (GDK_KEY_Menu, 0)),
                                                          gtk_named_action_new ("row.menu")));
  gtk_widget_add_controller (row, keys);
}

static GtkWidget *
add_file_row (LudusEditorWindow     *self,
              const LudusEditorGame *game,
              const char            *path,
              gboolean               builtin)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *name = ludus_content_read_display_name (path,
                                                           g_str_equal (game->kind, "deck")
                                                           ? LUDUS_JSON_FILE_DECK : LUDUS_JSON_FILE_LAYOUT);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  if (builtin)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name != NULL ? name : path);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Built-in, read-only"));
    }
  else
    {
      /* Names may repeat: the file tells copies apart. */
      g_autofree char *base = g_path_get_basename (path);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name != NULL ? name : base);
      /* A file without a name could not be read: opened, it says why. */
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                   name != NULL ? base : _("Cannot be read: choose it to see why"));
    }
  if (!builtin)
    {
      GtkWidget *mark = gtk_label_new (_("Not saved"));

      gtk_widget_add_css_class (mark, "dim-label");
      gtk_widget_add_css_class (mark, "caption");
      gtk_widget_set_visible (mark, FALSE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), mark);
      g_object_set_data (G_OBJECT (row), "ludus-modified", mark);
      add_row_menu (row);
    }
  g_object_set_data (G_OBJECT (row), "ludus-game", (gpointer) game);
  g_object_set_data_full (G_OBJECT (row), "ludus-path", g_strdup (path), g_free);
  gtk_list_box_append (self->files, row);
  return row;
}

void
ludus_editor_window_refill (LudusEditorWindow *self,
                            const char        *select_path)
{
  const LudusEditorGame *games;
  guint n_games;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->files))) != NULL)
    gtk_list_box_remove (self->files, child);

  games = ludus_editor_games_get_all (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      const LudusRules *rules = ludus_editor_window_game_rules (&games[i]);
      g_auto(GStrv) builtin = NULL;
      g_auto(GStrv) user = NULL;

      if (rules == NULL)
        continue;
      add_header (self, _(games[i].title));
      builtin = ludus_content_list_builtin_files (rules, games[i].kind);
      user = ludus_content_list_user_files (rules, games[i].kind);
      for (guint k = 0; builtin != NULL && builtin[k] != NULL; k++)
        {
          GtkWidget *row = add_file_row (self, &games[i], builtin[k], TRUE);

          if (g_strcmp0 (builtin[k], select_path) == 0)
            gtk_list_box_select_row (self->files, GTK_LIST_BOX_ROW (row));
        }
      for (guint k = 0; user != NULL && user[k] != NULL; k++)
        {
          GtkWidget *row = add_file_row (self, &games[i], user[k], FALSE);

          if (g_strcmp0 (user[k], select_path) == 0)
            gtk_list_box_select_row (self->files, GTK_LIST_BOX_ROW (row));
        }
    }
  ludus_editor_window_update_rows (self);
}

static void
row_selected_cb (LudusEditorWindow *self,
                 GtkListBoxRow     *row)
{
  const LudusEditorGame *game;
  const char *path;
  g_autoptr(LudusContentDocument) document = NULL;
  g_autoptr(GError) error = NULL;

  if (row == NULL)
    return;
  game = g_object_get_data (G_OBJECT (row), "ludus-game");
  path = g_object_get_data (G_OBJECT (row), "ludus-path");
  if (game == NULL || path == NULL)
    return;
  if (self->document != NULL && g_strcmp0 (self->source, path) == 0)
    return;
  document = ludus_editor_window_open_document (self, game, path, &error);
  if (document == NULL)
    {
      ludus_editor_window_show_error (self, error->message);
      /* It stays chosen, without a form, so that it can be deleted. */
      ludus_editor_window_set_document (self, game, NULL);
      self->source = g_strdup (path);
      update_actions (self);
      return;
    }
  ludus_editor_window_set_document (self, game, document);
  g_free (self->source);
  self->source = g_strdup (path);
  /* A built-in's name is translated by its file. */
  ludus_editor_window_update_title (self);
}

static void
ludus_editor_window_dispose (GObject *object)
{
  LudusEditorWindow *self = LUDUS_EDITOR_WINDOW (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_pointer (&self->open, g_hash_table_unref);
  g_clear_pointer (&self->deleted_path, g_free);
  g_clear_pointer (&self->source, g_free);
  g_clear_pointer (&self->deleted_bytes, g_bytes_unref);

  G_OBJECT_CLASS (ludus_editor_window_parent_class)->dispose (object);
}

/* The open user files with unsaved changes (built-ins cannot change). */
static GPtrArray *
get_unsaved (LudusEditorWindow *self)
{
  GPtrArray *unsaved = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer document;

  g_hash_table_iter_init (&iter, self->open);
  while (g_hash_table_iter_next (&iter, NULL, &document))
    if (ludus_content_document_get_modified (document)
        && !ludus_content_document_get_builtin (document))
      g_ptr_array_add (unsaved, document);
  return unsaved;
}

static gboolean
close_idle (gpointer data)
{
  gtk_window_close (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

static void
close_response_cb (AdwMessageDialog  *dialog,
                   const char        *response,
                   LudusEditorWindow *self)
{
  if (g_str_equal (response, "save"))
    {
      g_autoptr(GPtrArray) unsaved = get_unsaved (self);

      for (guint i = 0; i < unsaved->len; i++)
        {
          g_autoptr(GError) error = NULL;

          if (!ludus_content_document_save (unsaved->pdata[i], &error))
            {
              /* Stay open: nothing is lost. */
              ludus_editor_window_show_error (self, error->message);
              ludus_editor_window_update_rows (self);
              return;
            }
        }
    }
  else if (!g_str_equal (response, "discard"))
    return;
  self->closing = TRUE;
  /* Not inside the dialog's own signal: it is this window's child. */
  g_idle_add_full (G_PRIORITY_DEFAULT, close_idle, g_object_ref (self), g_object_unref);
}

static gboolean
ludus_editor_window_close_request (GtkWindow *window)
{
  LudusEditorWindow *self = LUDUS_EDITOR_WINDOW (window);
  g_autoptr(GPtrArray) unsaved = get_unsaved (self);
  GtkWidget *dialog;
  g_autofree char *body = NULL;

  if (self->closing || unsaved->len == 0)
    return GTK_WINDOW_CLASS (ludus_editor_window_parent_class)->close_request (window);

  if (unsaved->len == 1)
    /* TRANSLATORS: closing the editor; %s is a deck's or board's name */
    body = g_strdup_printf (_("“%s” has unsaved changes. Changes that are not saved are lost."),
                            ludus_content_document_get_name (unsaved->pdata[0]));
  else
    body = g_strdup_printf (ngettext ("%u deck or board has unsaved changes. Changes that are not saved are lost.",
                                      "%u decks and boards have unsaved changes. Changes that are not saved are lost.",
                                      unsaved->len),
                            unsaved->len);
  dialog = adw_message_dialog_new (window, _("Save Changes?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (close_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

static void
ludus_editor_window_class_init (LudusEditorWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = ludus_editor_window_dispose;
  window_class->close_request = ludus_editor_window_close_request;

  /**
   * LudusEditorWindow::play:
   * @game: a new game of the document's content
   *
   * Play Now: whoever opened the editor plays @game (the editor knows no
   * game window).
   */
  g_signal_new ("play",
                G_TYPE_FROM_CLASS (klass),
                G_SIGNAL_RUN_LAST,
                0, NULL, NULL, NULL,
                G_TYPE_NONE, 1, LUDUS_TYPE_GAME);

  ludus_editor_window_install_actions (widget_class);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static GtkWidget *
header_button (const char *icon,
               const char *tooltip,
               const char *action)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_tooltip_text (button, tooltip);
  /* An icon alone: without a label a screen reader says "GtkImage". */
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  return button;
}

static void
ludus_editor_window_init (LudusEditorWindow *self)
{
  GtkWidget *box, *header, *paned, *scrolled, *main_box, *label, *button;
  GMenu *menu = g_menu_new ();
  GtkWidget *menu_button;

  self->open = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  ludus_editor_window_add_key_handlers (self);
  gtk_window_set_title (GTK_WINDOW (self), _("Edit Decks and Boards"));
  gtk_window_set_default_size (GTK_WINDOW (self), 1200, 800);

  self->toasts = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  self->title = ADW_WINDOW_TITLE (adw_window_title_new (_("Edit Decks and Boards"), NULL));
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), GTK_WIDGET (self->title));
  adw_header_bar_pack_start (ADW_HEADER_BAR (header),
                             header_button ("list-add-symbolic", _("New"), "editor.new"));
  adw_header_bar_pack_start (ADW_HEADER_BAR (header),
                             header_button ("edit-copy-symbolic", _("Duplicate"), "editor.duplicate"));
  adw_header_bar_pack_start (ADW_HEADER_BAR (header),
                             header_button ("user-trash-symbolic", _("Delete"), "editor.delete"));

  g_menu_append (menu, _("_Rename…"), "editor.rename");
  g_menu_append (menu, _("_Import…"), "editor.import");
  g_menu_append (menu, _("_Export…"), "editor.export");
  g_menu_append (menu, _("Export as _PDF…"), "editor.export-pdf");
  g_menu_append (menu, _("_Balance Check…"), "editor.balance");
  menu_button = gtk_menu_button_new ();
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (menu_button), "view-more-symbolic");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (menu_button), G_MENU_MODEL (menu));
  gtk_widget_set_tooltip_text (menu_button, _("More"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (menu_button), GTK_ACCESSIBLE_PROPERTY_LABEL, _("More"), -1);
  g_object_unref (menu);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), menu_button);
  button = gtk_button_new_with_mnemonic (_("_Save"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "editor.save");
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), button);
  gtk_box_append (GTK_BOX (box), header);

  paned = gtk_paned_new (GTK_ORIENTATION_HORIZONTAL);
  gtk_widget_set_vexpand (paned, TRUE);
  self->files = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_widget_add_css_class (GTK_WIDGET (self->files), "navigation-sidebar");
  g_signal_connect_swapped (self->files, "row-selected", G_CALLBACK (row_selected_cb), self);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->files));
  /* Narrow enough for the board editors to fit an 800-pixel screen. */
  gtk_widget_set_size_request (scrolled, 200, -1);
  gtk_paned_set_start_child (GTK_PANED (paned), scrolled);
  gtk_paned_set_resize_start_child (GTK_PANED (paned), FALSE);
  gtk_paned_set_shrink_start_child (GTK_PANED (paned), FALSE);

  main_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  self->builtin_bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_margin_start (self->builtin_bar, 12);
  gtk_widget_set_margin_end (self->builtin_bar, 12);
  gtk_widget_set_margin_top (self->builtin_bar, 6);
  label = gtk_label_new (_("This deck comes with Ludus and cannot be changed."));
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (self->builtin_bar), label);
  button = gtk_button_new_with_mnemonic (_("_Duplicate to Edit"));
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "editor.duplicate");
  gtk_box_append (GTK_BOX (self->builtin_bar), button);
  gtk_box_append (GTK_BOX (main_box), self->builtin_bar);
  self->tools = ludus_editor_form_document_tools_new ();
  gtk_box_append (GTK_BOX (main_box), self->tools);
  self->content_bin = adw_bin_new ();
  gtk_widget_set_vexpand (self->content_bin, TRUE);
  gtk_box_append (GTK_BOX (main_box), self->content_bin);
  gtk_paned_set_end_child (GTK_PANED (paned), main_box);
  gtk_paned_set_shrink_end_child (GTK_PANED (paned), FALSE);
  gtk_box_append (GTK_BOX (box), paned);

  adw_toast_overlay_set_child (self->toasts, box);
  adw_window_set_content (ADW_WINDOW (self), GTK_WIDGET (self->toasts));
  ludus_accessible_fix_mnemonics (GTK_WIDGET (self));
}

/**
 * ludus_editor_window_new:
 * @parent: (nullable): the window it is opened from, whose application it
 *   joins
 *
 * Returns: (transfer full): the editor window, listing every game's files
 */
LudusEditorWindow *
ludus_editor_window_new (GtkWindow *parent)
{
  LudusEditorWindow *self = g_object_new (LUDUS_TYPE_EDITOR_WINDOW, NULL);
  const LudusEditorGame *games;
  guint n_games;

  if (parent != NULL)
    gtk_window_set_application (GTK_WINDOW (self), gtk_window_get_application (parent));
  games = ludus_editor_games_get_all (&n_games);
  self->game = NULL;
  for (guint i = 0; i < n_games && self->game == NULL; i++)
    if (games[i].new_form != NULL && ludus_editor_window_game_rules (&games[i]) != NULL)
      self->game = &games[i];
  ludus_editor_window_set_document (self, self->game, NULL);
  ludus_editor_window_refill (self, NULL);
  return self;
}

/**
 * ludus_editor_window_open:
 * @self: the editor
 * @game_id: a game of the editor's table
 * @path: (nullable): a file to open, %NULL for the game's first built-in
 *
 * Returns: whether the file is open
 */
gboolean
ludus_editor_window_open (LudusEditorWindow *self,
                          const char        *game_id,
                          const char        *path)
{
  const LudusEditorGame *games;
  guint n_games;

  g_return_val_if_fail (LUDUS_IS_EDITOR_WINDOW (self), FALSE);
  g_return_val_if_fail (game_id != NULL, FALSE);

  games = ludus_editor_games_get_all (&n_games);
  for (guint i = 0; i < n_games; i++)
    if (g_str_equal (games[i].game_id, game_id) && games[i].new_form != NULL)
      {
        g_auto(GStrv) builtin = NULL;

        if (path == NULL)
          {
            builtin = ludus_content_list_builtin_files (ludus_editor_window_game_rules (&games[i]), games[i].kind);
            path = builtin != NULL ? builtin[0] : NULL;
          }
        if (path == NULL)
          return FALSE;
        ludus_editor_window_refill (self, path);
        return self->document != NULL && g_strcmp0 (self->source, path) == 0;
      }
  return FALSE;
}

LudusContentDocument *
ludus_editor_window_get_document (LudusEditorWindow *self)
{
  g_return_val_if_fail (LUDUS_IS_EDITOR_WINDOW (self), NULL);

  return self->document;
}

GtkWidget *
ludus_editor_window_get_form (LudusEditorWindow *self)
{
  g_return_val_if_fail (LUDUS_IS_EDITOR_WINDOW (self), NULL);

  return self->form;
}

/* The game and kind a file to import says it is, which need not be the
 * ones shown (a Thebes deck imported while a Medici deck is open goes with
 * the Thebes decks); the ones shown if it does not say. */
static const LudusEditorGame *
file_game (LudusEditorWindow  *self,
           const char         *path,
           GError            **error)
{
  g_autoptr(JsonNode) root = ludus_content_parse_file (path, LUDUS_JSON_FILE_ANY, NULL);
  const char *game_id = NULL, *kind = NULL;
  const LudusEditorGame *game;

  if (root != NULL && JSON_NODE_HOLDS_OBJECT (root))
    {
      JsonObject *object = json_node_get_object (root);

      game_id = ludus_json_peek_string (object, "game", NULL);
      kind = ludus_json_peek_string (object, "kind", NULL);
    }
  if (game_id == NULL || kind == NULL)
    return self->game;
  game = ludus_editor_games_lookup (game_id, kind);
  if (game == NULL || game->new_form == NULL)
    {
      /* TRANSLATORS: importing a file the editor cannot open; the first
       * %s is the game it names (e.g. "chess"), the second what it says it
       * is, as written in it (e.g. "deck", "save") */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("This file is for the game “%s” (a “%s”), which the editor cannot open"), game_id, kind);
      return NULL;
    }
  return game;
}

/**
 * ludus_editor_window_import_file:
 * @self: the editor
 * @file: a deck or layout of the current game
 * @error: return location for an error
 *
 * Imports @file into the user's content and opens it, with the game's
 * check's problem shown if it has one (the editor can fix it).  Only a
 * file that is not a deck or board at all (not JSON, beyond the limits)
 * is refused, with a message that says so.
 *
 * Returns: whether it was imported (and is now open)
 */
gboolean
ludus_editor_window_import_file (LudusEditorWindow  *self,
                                 GFile              *file,
                                 GError            **error)
{
  g_autoptr(LudusContentDocument) document = NULL;
  g_autofree char *path = NULL;
  const LudusEditorGame *game;

  g_return_val_if_fail (LUDUS_IS_EDITOR_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);

  path = g_file_get_path (file);
  if ((game = file_game (self, path, error)) == NULL)
    return FALSE;
  document = ludus_content_document_new_from_file (ludus_editor_window_game_rules (game), game->kind,
                                                   path, error);
  if (document == NULL)
    {
      /* TRANSLATORS: importing a file that is not a deck or board at all;
       * the checker's detail follows */
      g_prefix_error (error, _("This file is not a Ludus deck or board: "));
      return FALSE;
    }
  /* A problem the editor can fix does not refuse the file: the copy
   * opens with its problem shown. */
  ludus_content_document_validate_now (document);
  {
    g_autoptr(LudusContentDocument) copy = ludus_content_document_duplicate (document);

    if (!ludus_content_document_save (copy, error))
      return FALSE;
    g_hash_table_insert (self->open, g_strdup (ludus_content_document_get_path (copy)),
                         g_object_ref (copy));
    ludus_editor_window_set_document (self, game, copy);
    ludus_editor_window_refill (self, ludus_content_document_get_path (copy));
  }
  return TRUE;
}

gboolean
ludus_editor_window_export_file (LudusEditorWindow  *self,
                                 GFile              *file,
                                 GError            **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (LUDUS_IS_EDITOR_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (self->document != NULL, FALSE);

  path = g_file_get_path (file);
  return ludus_content_document_export (self->document, path, error);
}

/**
 * ludus_editor_window_export_pdf:
 * @self: the editor, on a valid document of a game that prints
 * @file: the PDF file to write
 * @error: return location for an error
 *
 * Writes the document's print-and-play PDF with the game's print function.
 *
 * Returns: whether the file was written
 */
gboolean
ludus_editor_window_export_pdf (LudusEditorWindow  *self,
                                GFile              *file,
                                GError            **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (LUDUS_IS_EDITOR_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (self->document != NULL && self->game->print != NULL, FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("Choose a local file"));
      return FALSE;
    }
  return self->game->print (self->document, path, error);
}

/**
 * ludus_editor_window_check_balance:
 * @self: the editor, on a valid document
 *
 * Opens the balance check of the document as it is now.
 *
 * Returns: (transfer none) (nullable): the balance check's window
 */
GtkWindow *
ludus_editor_window_check_balance (LudusEditorWindow *self)
{
  LudusContent *content;
  LudusBalanceDialog *dialog;

  g_return_val_if_fail (LUDUS_IS_EDITOR_WINDOW (self), NULL);
  g_return_val_if_fail (self->document != NULL, NULL);

  ludus_content_document_validate_now (self->document);
  content = ludus_content_document_get_content (self->document);
  if (content == NULL)
    return NULL;
  dialog = ludus_balance_dialog_new (GTK_WINDOW (self), content);
  gtk_window_present (GTK_WINDOW (dialog));
  return GTK_WINDOW (dialog);
}
