/* ludus-editor-window-actions.c: what the editor window's actions do
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The document's actions (undo, redo, play, balance check) and the files'
 * (new, duplicate, save, rename, delete with Undo, import, export, PDF).
 */

#define G_LOG_DOMAIN "ludus-editor"

#include <glib/gi18n.h>

#include "ludus-editor-window-private.h"
#include "ludus-balance-dialog.h"
#include "ludus-content-library.h"
#include "ludus-game.h"
#include "ludus-help.h"
#include "ludus-toast.h"

/* Plays the document as it is now: the "play" signal's handler (the
 * application) finds it a game window. */
static void
play_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  LudusEditorWindow *self = LUDUS_EDITOR_WINDOW (widget);
  LudusContent *content;
  const LudusRules *rules;
  g_autoptr(LudusOptions) options = NULL;
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(GError) error = NULL;

  if (self->document == NULL)
    return;
  ludus_content_document_validate_now (self->document);
  content = ludus_content_document_get_content (self->document);
  if (content == NULL)
    return;
  rules = ludus_content_get_rules (content);
  options = ludus_options_new (rules, rules->min_players);
  game = ludus_game_new (content, options, &error);
  if (game == NULL)
    {
      ludus_editor_window_show_error (self, error->message);
      return;
    }
  g_signal_emit_by_name (self, "play", game);
}

static void
undo_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  LudusEditorWindow *self = LUDUS_EDITOR_WINDOW (widget);

  if (self->document != NULL)
    ludus_content_document_undo (self->document);
}

static void
redo_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  LudusEditorWindow *self = LUDUS_EDITOR_WINDOW (widget);

  if (self->document != NULL)
    ludus_content_document_redo (self->document);
}

/* Saves @document as a new user file and opens it. */
static void
save_and_open (LudusEditorWindow     *self,
               const LudusEditorGame *game,
               LudusContentDocument  *document)
{
  g_autoptr(GError) error = NULL;

  if (!ludus_content_document_save (document, &error))
    {
      ludus_editor_window_show_error (self, error->message);
      return;
    }
  g_hash_table_insert (self->open, g_strdup (ludus_content_document_get_path (document)),
                       g_object_ref (document));
  ludus_editor_window_set_document (self, game, document);
  ludus_editor_window_refill (self, ludus_content_document_get_path (document));
}

static void
new_cb (GtkWidget  *widget,
        const char *action_name,
        GVariant   *parameter)
{
  LudusEditorWindow *self = LUDUS_EDITOR_WINDOW (widget);
  g_autoptr(LudusContentDocument) document = NULL;
  g_autoptr(GError) error = NULL;

  document = ludus_content_document_new (ludus_editor_window_game_rules (self->game), self->game->kind, &error);
  if (document == NULL)
    ludus_editor_window_show_error (self, error->message);
  else
    save_and_open (self, self->game, document);
}

static void
duplicate_cb (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  LudusEditorWindow *self = LUDUS_EDITOR_WINDOW (widget);
  const char *name = ludus_content_display_name (self->source,
                                                 ludus_content_document_get_name (self->document));
  /* TRANSLATORS: the name of a duplicated deck or board, so the sidebar
   * tells it from the original */
  g_autofree char *copy_name = g_strdup_printf (_("%s (copy)"), name != NULL ? name : "");
  g_autoptr(LudusContentDocument) document = ludus_content_document_duplicate_named (self->document,
                                                                                     copy_name);

  save_and_open (self, self->game, document);
}

static void
save_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  LudusEditorWindow *self = LUDUS_EDITOR_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!ludus_content_document_save (self->document, &error))
    ludus_editor_window_show_error (self, error->message);
  else if (!ludus_content_document_get_valid (self->document))
    ludus_editor_window_show_error (self, _("Saved as a draft: it cannot be played until its problem is fixed"));
  ludus_editor_window_update_title (self);
  ludus_editor_window_update_rows (self);
}

static void
undo_delete_cb (LudusEditorWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (self->deleted_bytes == NULL)
    return;
  if (!ludus_content_library_restore (self->deleted_rules, self->deleted_path,
                                      self->deleted_bytes, &error))
    ludus_editor_window_show_error (self, error->message);
  else
    {
      g_autofree char *path = g_strdup (self->deleted_path);

      ludus_editor_window_refill (self, path);
    }
  g_clear_pointer (&self->deleted_bytes, g_bytes_unref);
}

static void
delete_cb (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  LudusEditorWindow *self = LUDUS_EDITOR_WINDOW (widget);
  const LudusRules *rules = ludus_editor_window_game_rules (self->game);
  /* The document's file, or the chosen file that could not be opened. */
  g_autofree char *path = g_strdup (self->document != NULL
                                    ? ludus_content_document_get_path (self->document)
                                    : self->source);
  g_autofree char *name = self->document != NULL
                          ? g_strdup (ludus_content_document_get_name (self->document))
                          : g_path_get_basename (path);
  g_autofree char *title = NULL;
  g_autoptr(GError) error = NULL;
  GBytes *bytes;
  AdwToast *toast;

  g_return_if_fail (path != NULL);

  bytes = ludus_content_library_delete (rules, path, &error);
  if (bytes == NULL)
    {
      ludus_editor_window_show_error (self, error->message);
      return;
    }
  g_clear_pointer (&self->deleted_bytes, g_bytes_unref);
  self->deleted_bytes = bytes;
  self->deleted_rules = rules;
  g_free (self->deleted_path);
  self->deleted_path = g_strdup (path);

  /* TRANSLATORS: a toast after deleting a deck or board */
  title = g_strdup_printf (_("“%s” deleted"), name);
  g_hash_table_remove (self->open, path);
  ludus_editor_window_set_document (self, self->game, NULL);
  ludus_editor_window_refill (self, NULL);
  toast = ludus_toast_new (title);
  adw_toast_set_button_label (toast, _("_Undo"));
  g_signal_connect_swapped (toast, "button-clicked", G_CALLBACK (undo_delete_cb), self);
  adw_toast_overlay_add_toast (self->toasts, toast);
}

static void
rename_response_cb (AdwMessageDialog  *dialog,
                    const char        *response,
                    LudusEditorWindow *self)
{
  GtkEditable *entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusContentDocument) document = NULL;

  if (!g_str_equal (response, "rename") || self->document == NULL)
    return;
  if ((name = ludus_options_clean_name (gtk_editable_get_text (entry), -1)) == NULL)
    return;
  path = g_strdup (ludus_content_document_get_path (self->document));
  if (!ludus_content_library_rename (ludus_editor_window_game_rules (self->game), path, name, &error))
    {
      ludus_editor_window_show_error (self, error->message);
      return;
    }
  if (ludus_content_document_get_modified (self->document))
    /* Keep the unsaved changes: the new name is one more of them. */
    ludus_content_document_set_string (self->document, "name", name, NULL);
  else
    {
      /* Reopen the file to show its new name. */
      g_hash_table_remove (self->open, path);
      document = ludus_editor_window_open_document (self, self->game, path, &error);
      if (document != NULL)
        ludus_editor_window_set_document (self, self->game, document);
    }
  ludus_editor_window_refill (self, path);
}

/* A name of nothing but spaces would leave a row with no title. */
static void
rename_changed_cb (GtkEditable      *entry,
                   AdwMessageDialog *dialog)
{
  g_autofree char *name = ludus_options_clean_name (gtk_editable_get_text (entry), -1);

  adw_message_dialog_set_response_enabled (dialog, "rename", name != NULL);
}

static void
rename_cb (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  LudusEditorWindow *self = LUDUS_EDITOR_WINDOW (widget);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Rename"), NULL);
  GtkWidget *entry = gtk_entry_new ();

  gtk_editable_set_text (GTK_EDITABLE (entry), ludus_content_document_get_name (self->document));
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "rename", _("_Rename"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "rename",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "rename");
  g_signal_connect (dialog, "response", G_CALLBACK (rename_response_cb), self);
  g_signal_connect (entry, "changed", G_CALLBACK (rename_changed_cb), dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* What a file chooser does with the chosen file; on failure it says why. */
typedef gboolean (*FileAction) (LudusEditorWindow *self, GFile *file, GError **error);

static void
file_chosen_cb (GtkNativeDialog   *chooser,
                int                response,
                LudusEditorWindow *self)
{
  FileAction action = (FileAction) g_object_get_data (G_OBJECT (chooser), "ludus-file-action");
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      if (!action (self, file, &error))
        ludus_editor_window_show_error (self, error->message);
    }
  g_object_unref (chooser);
}

/* Asks for a file, then does @action with it.  @extension: (nullable): a
 * new file's, named after the document; %NULL to open a file. */
static void
choose_file (LudusEditorWindow *self,
             const char        *title,
             const char        *accept,
             const char        *extension,
             FileAction         action)
{
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (title, GTK_WINDOW (self),
                                         extension != NULL ? GTK_FILE_CHOOSER_ACTION_SAVE
                                                           : GTK_FILE_CHOOSER_ACTION_OPEN,
                                         accept, NULL);
  if (extension != NULL)
    {
      /* Cleaned as the library names its files: a name is never a path. */
      g_autofree char *name = ludus_content_library_file_name (ludus_content_document_get_name (self->document),
                                                               self->game->kind, extension);

      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
    }
  g_object_set_data (G_OBJECT (chooser), "ludus-file-action", (gpointer) action);
  g_signal_connect (chooser, "response", G_CALLBACK (file_chosen_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* The actions that ask for a file: Import, Export, Export as PDF. */
static const struct
{
  const char *action;
  const char *title;      /* marked with N_ */
  const char *accept;     /* marked with N_ */
  const char *extension;  /* a new file's; NULL to open one */
  FileAction  run;
} file_actions[] = {
  { "editor.import", N_("Import"), N_("_Import"), NULL, ludus_editor_window_import_file },
  { "editor.export", N_("Export"), N_("_Export"), "json", ludus_editor_window_export_file },
  { "editor.export-pdf", N_("Export as PDF"), N_("_Export"), "pdf", ludus_editor_window_export_pdf },
};

static void
file_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  for (guint i = 0; i < G_N_ELEMENTS (file_actions); i++)
    if (g_str_equal (action_name, file_actions[i].action))
      choose_file (LUDUS_EDITOR_WINDOW (widget), _(file_actions[i].title), _(file_actions[i].accept),
                   file_actions[i].extension, file_actions[i].run);
}

static void
balance_cb (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  ludus_editor_window_check_balance (LUDUS_EDITOR_WINDOW (widget));
}

/* F1 in the editor: the manual's page about the editor. */
static void
help_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  ludus_help_show (GTK_WINDOW (widget), "editor");
}

/* Ctrl+Z and Shift+Ctrl+Z in a number field undo and redo the document
 * too, not the field's own typing: that emptied the field, which, left,
 * wrote 0 as a new change. */
static gboolean
number_field_undo_cb (LudusEditorWindow *self,
                      guint              keyval,
                      guint              keycode,
                      GdkModifierType    state,
                      GtkEventController *controller)
{
  GdkModifierType modifiers = state & gtk_accelerator_get_default_mod_mask ();
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (gdk_keyval_to_lower (keyval) != GDK_KEY_z || (modifiers & ~GDK_SHIFT_MASK) != GDK_CONTROL_MASK ||
      focus == NULL || gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON) == NULL)
    return FALSE;
  return gtk_widget_activate_action (GTK_WIDGET (self),
                                     (modifiers & GDK_SHIFT_MASK) != 0 ? "editor.redo" : "editor.undo", NULL);
}

void
ludus_editor_window_add_key_handlers (LudusEditorWindow *self)
{
  GtkEventController *controller = gtk_event_controller_key_new ();

  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect_object (controller, "key-pressed", G_CALLBACK (number_field_undo_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

void
ludus_editor_window_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "editor.new", NULL, new_cb);
  gtk_widget_class_install_action (widget_class, "editor.duplicate", NULL, duplicate_cb);
  gtk_widget_class_install_action (widget_class, "editor.save", NULL, save_cb);
  gtk_widget_class_install_action (widget_class, "editor.rename", NULL, rename_cb);
  gtk_widget_class_install_action (widget_class, "editor.delete", NULL, delete_cb);
  for (guint i = 0; i < G_N_ELEMENTS (file_actions); i++)
    gtk_widget_class_install_action (widget_class, file_actions[i].action, NULL, file_action_cb);
  gtk_widget_class_install_action (widget_class, "editor.balance", NULL, balance_cb);
  gtk_widget_class_install_action (widget_class, "editor.undo", NULL, undo_cb);
  gtk_widget_class_install_action (widget_class, "editor.redo", NULL, redo_cb);
  gtk_widget_class_install_action (widget_class, "editor.play", NULL, play_cb);
  gtk_widget_class_install_action (widget_class, "editor.help", NULL, help_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "editor.help", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "editor.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "editor.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "editor.redo", NULL);
}
