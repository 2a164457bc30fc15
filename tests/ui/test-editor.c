/* test-editor.c: the deck editor, through its actions and widgets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opens the Medici deck editor, duplicates the built-in deck, edits a
 * card, removes cards until the core finds the deck too small (the
 * problem appears, selecting nothing by itself) and undoes (it goes),
 * saves, plays a game with the custom deck to its end with computer seats,
 * exports; and screenshots of the editor and of a problem.
 */

#define G_LOG_DOMAIN "test-editor"

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "ludus-board-view.h"
#include "ludus-deck-form.h"
#include "ludus-editor-window.h"
#include "ludus-json.h"
#include "ludus-content-library.h"
#include "ludus-problem-bar.h"
#include "medici/ludus-medici.h"
#include "medici/ludus-medici-card-widget.h"
#include "medici/ludus-medici-deck-editor.h"
#include "ludus-test-utils.h"

static LudusEditorWindow *
open_editor (LudusWindow *window)
{
  LudusEditorWindow *editor;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "app.edit-content", "(ss)", "", ""));
  ludus_test_iterate ();
  editor = LUDUS_EDITOR_WINDOW (ludus_test_find_window (LUDUS_TYPE_EDITOR_WINDOW));
  g_assert_nonnull (editor);
  g_assert_true (ludus_editor_window_open (editor, "medici", NULL));
  return editor;
}

static guint
n_cards (LudusContentDocument *document)
{
  return json_array_get_length (json_node_get_array (ludus_content_document_get (document, "cards")));
}

static void
wait_validated (LudusContentDocument *document)
{
  /* The document validates in an idle; let it run. */
  for (int i = 0; i < 20; i++)
    ludus_test_iterate ();
  (void) document;
}

static LudusMediciDeckEditor *
duplicate_builtin (LudusEditorWindow *editor)
{
  LudusContentDocument *document = ludus_editor_window_get_document (editor);

  g_assert_true (ludus_content_document_get_builtin (document));
  g_assert_false (gtk_widget_get_sensitive (ludus_editor_window_get_form (editor)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.duplicate", NULL));
  document = ludus_editor_window_get_document (editor);
  g_assert_false (ludus_content_document_get_builtin (document));
  /* Named apart from the original ("Medici deck (reconstructed) (copy)",
   * in the language of the test), not as an edit to undo. */
  g_assert_true (g_str_has_prefix (ludus_content_document_get_name (document),
                                   ludus_content_display_name (ludus_rules_lookup ("medici")->default_deck,
                                                               "Medici deck (reconstructed)")));
  g_assert_true (g_str_has_suffix (ludus_content_document_get_name (document), ")"));
  g_assert_cmpstr (ludus_content_document_get_name (document), !=, "Medici deck (reconstructed)");
  g_assert_false (ludus_content_document_get_can_undo (document));
  g_assert_nonnull (ludus_content_document_get_path (document));
  g_assert_true (ludus_content_library_is_user_file (ludus_rules_lookup ("medici"),
                                                     ludus_content_document_get_path (document)));
  g_assert_true (gtk_widget_get_sensitive (ludus_editor_window_get_form (editor)));
  return LUDUS_MEDICI_DECK_EDITOR (ludus_editor_window_get_form (editor));
}

static void
remove_until_problem (LudusMediciDeckEditor *form)
{
  LudusContentDocument *document = ludus_deck_form_get_document (LUDUS_DECK_FORM (form));

  while (ludus_content_document_validate_now (document))
    {
      ludus_deck_form_select (LUDUS_DECK_FORM (form), 0, 0);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (form), "deck.remove-card", NULL));
    }
  wait_validated (document);
}

/* Whether @widget's own shortcuts bind @keyval with @modifiers to @action. */
static gboolean
binds_key (GtkWidget       *widget,
           guint            keyval,
           GdkModifierType  modifiers,
           const char      *action)
{
  g_autofree char *accelerator = gtk_accelerator_name (keyval, modifiers);

  return ludus_test_find_shortcut (widget, accelerator, action) != NULL;
}

/* Sends a key press to @window's capture-phase key controllers, which
 * see it before the focused widget: whether one handled it. */
static gboolean
press_key (GtkWidget       *window,
           guint            keyval,
           GdkModifierType  modifiers)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (window);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller) &&
          gtk_event_controller_get_propagation_phase (controller) == GTK_PHASE_CAPTURE)
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, modifiers, &handled);
    }
  return handled;
}

/* Screen readers too hear the fields of a built-in deck's read-only form
 * as disabled, and those of its copy as enabled. */
static void
test_builtin_fields_disabled (void)
{
  LudusWindow *window = ludus_test_new_window ();
  LudusEditorWindow *editor = open_editor (window);
  GtkWidget *field = ludus_test_find_widget (ludus_editor_window_get_form (editor), GTK_TYPE_SPIN_BUTTON);

  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (field), GTK_ACCESSIBLE_STATE_DISABLED, TRUE);
  duplicate_builtin (editor);
  field = ludus_test_find_widget (ludus_editor_window_get_form (editor), GTK_TYPE_SPIN_BUTTON);
  g_assert_true (gtk_widget_is_sensitive (field));
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (field), GTK_ACCESSIBLE_STATE_DISABLED, FALSE);

  gtk_window_destroy (GTK_WINDOW (editor));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

static void
test_edit_deck (void)
{
  LudusWindow *window = ludus_test_new_window ();
  LudusEditorWindow *editor = open_editor (window);
  LudusMediciDeckEditor *form = duplicate_builtin (editor);
  LudusContentDocument *document = ludus_deck_form_get_document (LUDUS_DECK_FORM (form));
  g_autofree char *saved_path = g_strdup (ludus_content_document_get_path (document));
  g_autofree char *export_path = g_build_filename (g_get_user_data_dir (), "exported.json", NULL);
  g_autoptr(GFile) export_file = g_file_new_for_path (export_path);
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusOptions) options = NULL;
  g_autoptr(LudusGame) game = NULL;
  const LudusRules *rules = ludus_rules_lookup ("medici");
  guint n, removed = 0;
  JsonNode *value;

  wait_validated (document);
  g_assert_true (ludus_content_document_get_valid (document));
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (form)));
  n = n_cards (document);
  g_assert_cmpuint (n, >, 0);

  /* Edit card 3's value through the form's spin button. */
  ludus_deck_form_select (LUDUS_DECK_FORM (form), 0, 3);
  g_assert_cmpint (ludus_deck_form_get_selected (LUDUS_DECK_FORM (form)), ==, 3);
  {
    gint64 old_value = json_node_get_int (ludus_content_document_get (document, "cards[3].value"));
    gint64 new_value = (old_value + 1) % (LUDUS_MEDICI_MAX_VALUE + 1);
    GtkWidget *spin = NULL;

    /* The value spin button is the one whose upper bound is the core's. */
    for (GtkWidget *w = GTK_WIDGET (form); w != NULL; )
      {
        if (GTK_IS_SPIN_BUTTON (w)
            && gtk_adjustment_get_upper (gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (w)))
               == LUDUS_MEDICI_MAX_VALUE)
          {
            spin = w;
            break;
          }
        /* Depth-first walk. */
        if (gtk_widget_get_first_child (w) != NULL)
          w = gtk_widget_get_first_child (w);
        else
          {
            while (w != NULL && w != GTK_WIDGET (form) && gtk_widget_get_next_sibling (w) == NULL)
              w = gtk_widget_get_parent (w);
            w = (w == NULL || w == GTK_WIDGET (form)) ? NULL : gtk_widget_get_next_sibling (w);
          }
      }
    g_assert_nonnull (spin);
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), new_value);
    value = ludus_content_document_get (document, "cards[3].value");
    g_assert_cmpint (json_node_get_int (value), ==, new_value);
    g_assert_true (ludus_content_document_get_modified (document));

    /* Ctrl+Z in the field undoes the document's change, not the field's
     * typing (which emptied it, and left it wrote 0); Shift+Ctrl+Z redoes. */
    g_assert_true (gtk_widget_grab_focus (spin));
    g_assert_true (press_key (GTK_WIDGET (editor), GDK_KEY_z, GDK_CONTROL_MASK));
    value = ludus_content_document_get (document, "cards[3].value");
    g_assert_cmpint (json_node_get_int (value), ==, old_value);
    g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, old_value);
    g_assert_true (press_key (GTK_WIDGET (editor), GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK));
    value = ludus_content_document_get (document, "cards[3].value");
    g_assert_cmpint (json_node_get_int (value), ==, new_value);
  }

  /* A value beyond the core's limit: the problem points at the card, which
   * the form selects; undo clears it. */
  ludus_deck_form_select (LUDUS_DECK_FORM (form), 0, 0);
  g_assert_true (ludus_content_document_set_int (document, "cards[5].value",
                                                 LUDUS_MEDICI_MAX_VALUE + 1, &error));
  g_assert_no_error (error);
  wait_validated (document);
  g_assert_nonnull (ludus_content_document_get_problem (document));
  g_assert_true (g_str_has_prefix (ludus_content_document_get_problem (document)->path, "cards[5]"));
  g_assert_cmpint (ludus_deck_form_get_selected (LUDUS_DECK_FORM (form)), ==, 5);
  /* Ctrl+Z and Shift+Ctrl+Z are the window's: they bubble up from any
   * widget of the form, as the undo below does. */
  g_assert_true (binds_key (GTK_WIDGET (editor), GDK_KEY_z, GDK_CONTROL_MASK, "editor.undo"));
  g_assert_true (binds_key (GTK_WIDGET (editor), GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                            "editor.redo"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (form), "editor.undo", NULL));
  wait_validated (document);
  g_assert_true (ludus_content_document_get_valid (document));

  /* Too few cards: the core's problem appears, Play Now goes off. */
  remove_until_problem (form);
  removed = n - n_cards (document);
  g_assert_cmpuint (removed, >, 0);
  g_assert_false (ludus_content_document_get_valid (document));
  g_assert_nonnull (ludus_content_document_get_problem (document));
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (form), "editor.play", NULL)
                  && ludus_window_get_game (window) != NULL);

  /* An invalid draft may be saved. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.save", NULL));
  g_assert_true (g_file_test (saved_path, G_FILE_TEST_IS_REGULAR));

  /* Undo the last removal: valid again, the problem goes. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (form), "editor.undo", NULL));
  wait_validated (document);
  g_assert_cmpuint (n_cards (document), ==, n - removed + 1);
  g_assert_true (ludus_content_document_get_valid (document));
  g_assert_null (ludus_content_document_get_problem (document));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.save", NULL));
  g_assert_false (ludus_content_document_get_modified (document));

  /* Play Now opens a game of this deck in the main window. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (form), "editor.play", NULL));
  ludus_test_iterate ();
  g_assert_nonnull (ludus_window_get_game (window));
  {
    JsonNode *deck = ludus_content_get_deck (ludus_game_get_content (ludus_window_get_game (window)));

    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_node_get_object (deck), "cards")),
                      ==, n_cards (document));
  }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL);
  ludus_test_iterate ();

  /* A whole game of the custom deck, every seat a computer. */
  options = ludus_options_new (rules, rules->min_players);
  for (guint i = 0; i < rules->min_players; i++)
    ludus_options_set_seat (options, i, i == 0 ? "Anna" : i == 1 ? "Béla" : "Dóra", FALSE, LUDUS_AI_EASY);
  game = ludus_game_new (ludus_content_document_get_content (document), options, &error);
  g_assert_no_error (error);
  ludus_test_play_to_end (window, game, 60);

  /* Export, and the exported file imports back. */
  g_assert_true (ludus_editor_window_export_file (editor, export_file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (export_path, G_FILE_TEST_IS_REGULAR));
  g_assert_true (ludus_editor_window_import_file (editor, export_file, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (ludus_content_document_get_path (ludus_editor_window_get_document (editor)), !=,
                   saved_path);

  /* Delete, then undo through the library. */
  {
    g_autofree char *imported = g_strdup (ludus_content_document_get_path (ludus_editor_window_get_document (editor)));

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.delete", NULL));
    g_assert_false (g_file_test (imported, G_FILE_TEST_EXISTS));
  }

  gtk_window_destroy (GTK_WINDOW (editor));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* The first preferences row under @root titled @title, or NULL. */
static AdwPreferencesRow *
find_row_titled (GtkWidget  *root,
                 const char *title)
{
  if (ADW_IS_PREFERENCES_ROW (root)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (root)), title) == 0)
    return ADW_PREFERENCES_ROW (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwPreferencesRow *found = find_row_titled (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
test_import_invalid (void)
{
  LudusWindow *window = ludus_test_new_window ();
  LudusEditorWindow *editor = open_editor (window);
  g_autofree char *path = g_build_filename (g_get_user_cache_dir (), "bad-card.json", NULL);
  g_autofree char *junk = g_build_filename (g_get_user_cache_dir (), "junk.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) junk_file = g_file_new_for_path (junk);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = ludus_content_parse_file (ludus_rules_lookup ("medici")->default_deck,
                                                       LUDUS_JSON_FILE_DECK, NULL);
  g_auto(GStrv) before = ludus_content_list_user_files (ludus_rules_lookup ("medici"), "deck");
  g_auto(GStrv) after = NULL;
  g_autofree char *data = NULL;
  JsonObject *card;
  LudusContentDocument *document;
  LudusProblemBar *bar;
  GtkSpinButton *spin;

  /* Card 4's symbols out of range: a problem the editor can fix. */
  g_assert_nonnull (root);
  card = json_array_get_object_element (json_object_get_array_member (json_node_get_object (root), "cards"), 3);
  json_object_set_int_member (card, "symbols", 5);
  data = json_to_string (root, FALSE);
  g_assert_cmpint (g_mkdir_with_parents (g_get_user_cache_dir (), 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, data, -1, NULL));

  /* Imported and opened with its problem, in the player's words, the
   * path one click away. */
  g_assert_true (ludus_editor_window_import_file (editor, file, &error));
  g_assert_no_error (error);
  after = ludus_content_list_user_files (ludus_rules_lookup ("medici"), "deck");
  g_assert_cmpuint (g_strv_length (after), ==, g_strv_length (before) + 1);
  document = ludus_editor_window_get_document (editor);
  g_assert_false (ludus_content_document_get_builtin (document));
  wait_validated (document);
  g_assert_cmpstr (ludus_content_document_get_problem (document)->path, ==, "cards[3].symbols");
  bar = LUDUS_PROBLEM_BAR (ludus_test_find_widget (ludus_editor_window_get_form (editor), LUDUS_TYPE_PROBLEM_BAR));
  g_assert_true (ludus_problem_bar_get_revealed (bar));
  g_test_message ("problem: %s", ludus_problem_bar_get_message (bar));
  g_assert_true (g_str_has_prefix (ludus_problem_bar_get_message (bar), "Card 4 (“"));
  g_assert_nonnull (strstr (ludus_problem_bar_get_message (bar), "”) › symbols: expected an integer from 0 to 2, got 5"));
  /* Shown in the form, the card keeps its value until the person changes
   * it: a field that cannot show 5 writes nothing, so Save loses nothing. */
  ludus_deck_form_select (LUDUS_DECK_FORM (ludus_editor_window_get_form (editor)), 0, 3);
  for (int i = 0; i < 20; i++)
    ludus_test_iterate ();
  g_assert_cmpint (json_node_get_int (ludus_content_document_get (document, "cards[3].symbols")), ==, 5);
  g_assert_false (ludus_content_document_get_can_undo (document));
  g_assert_false (ludus_content_document_get_modified (document));
  /* It shows the 5 the problem names, not a valid number in its place;
   * a step down mends the card a step at a time. */
  spin = GTK_SPIN_BUTTON (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (
           find_row_titled (ludus_editor_window_get_form (editor), "Symbols"))));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 5);
  gtk_spin_button_spin (spin, GTK_SPIN_STEP_BACKWARD, 1);
  g_assert_cmpint (json_node_get_int (ludus_content_document_get (document, "cards[3].symbols")), ==, 4);
  gtk_spin_button_spin (spin, GTK_SPIN_STEP_BACKWARD, 2);
  g_assert_cmpint (json_node_get_int (ludus_content_document_get (document, "cards[3].symbols")), ==, 2);
  wait_validated (document);
  g_assert_null (ludus_content_document_get_problem (document));
  /* Another card shows within the limits again. */
  ludus_deck_form_select (LUDUS_DECK_FORM (ludus_editor_window_get_form (editor)), 0, 0);
  gtk_spin_button_spin (spin, GTK_SPIN_PAGE_FORWARD, 1);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 2);

  /* Not a deck at all: refused, saying so; nothing imported. */
  g_assert_true (g_file_set_contents (junk, "{\"game\": \"medici\",", -1, NULL));
  g_assert_false (ludus_editor_window_import_file (editor, junk_file, &error));
  g_assert_nonnull (error);
  g_test_message ("refused: %s", error->message);
  g_assert_true (g_str_has_prefix (error->message, "This file is not a Ludus deck or board: "));
  g_strfreev (after);
  after = ludus_content_list_user_files (ludus_rules_lookup ("medici"), "deck");
  g_assert_cmpuint (g_strv_length (after), ==, g_strv_length (before) + 1);
  gtk_window_destroy (GTK_WINDOW (editor));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* The first built-in deck or board of @rules' @kind, written at @path. */
static void
write_builtin (const LudusRules *rules,
               const char       *kind,
               const char       *path)
{
  g_auto(GStrv) builtin = ludus_content_list_builtin_files (rules, kind);
  g_autoptr(GBytes) data = NULL;

  g_assert_nonnull (builtin[0]);
  data = g_resources_lookup_data (builtin[0] + strlen ("resource://"), G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_assert_nonnull (data);
  g_assert_cmpint (g_mkdir_with_parents (g_get_user_cache_dir (), 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, g_bytes_get_data (data, NULL), g_bytes_get_size (data), NULL));
}

/* With the Medici deck open, imports a copy of @rules's built-in @kind
 * written to @path: it opens as that game's @kind, valid. */
static LudusContentDocument *
import_builtin (LudusEditorWindow *editor,
                const LudusRules  *rules,
                const char        *kind,
                const char        *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  LudusContentDocument *document;

  g_assert_true (ludus_editor_window_open (editor, "medici", NULL));
  write_builtin (rules, kind, path);
  g_assert_true (ludus_editor_window_import_file (editor, file, &error));
  g_assert_no_error (error);
  document = ludus_editor_window_get_document (editor);
  g_assert_true (ludus_content_document_get_rules (document) == rules);
  g_assert_cmpstr (ludus_content_document_get_kind (document), ==, kind);
  wait_validated (document);
  g_assert_true (ludus_content_document_get_valid (document));
  return document;
}

/* Imported with a Medici deck open, a Thebes deck goes with the Thebes
 * decks and opens in their form, a Mykerinos board with the boards; a
 * file of a game or kind the editor does not edit is refused. */
static void
test_import_other_game (void)
{
  LudusWindow *window = ludus_test_new_window ();
  LudusEditorWindow *editor = open_editor (window);
  const LudusRules *thebes = ludus_rules_lookup ("thebes");
  const LudusRules *mykerinos = ludus_rules_lookup ("mykerinos");
  g_autofree char *deck_path = g_build_filename (g_get_user_cache_dir (), "thebes-copy.json", NULL);
  g_autofree char *layout_path = g_build_filename (g_get_user_cache_dir (), "mykerinos-board.json", NULL);
  g_autofree char *chess_path = g_build_filename (g_get_user_cache_dir (), "chess.json", NULL);
  g_autoptr(GFile) chess_file = g_file_new_for_path (chess_path);
  g_auto(GStrv) thebes_before = ludus_content_list_user_files (thebes, "deck");
  g_auto(GStrv) thebes_after = NULL;
  g_auto(GStrv) medici_before = ludus_content_list_user_files (ludus_rules_lookup ("medici"), NULL);
  g_auto(GStrv) medici_after = NULL;
  g_autoptr(GError) error = NULL;
  LudusContentDocument *document;

  import_builtin (editor, thebes, "deck", deck_path);
  thebes_after = ludus_content_list_user_files (thebes, "deck");
  g_assert_cmpuint (g_strv_length (thebes_after), ==, g_strv_length (thebes_before) + 1);
  medici_after = ludus_content_list_user_files (ludus_rules_lookup ("medici"), NULL);
  g_assert_cmpuint (g_strv_length (medici_after), ==, g_strv_length (medici_before));

  document = import_builtin (editor, mykerinos, "layout", layout_path);

  g_assert_true (g_file_set_contents (chess_path, "{\"game\": \"chess\", \"kind\": \"deck\"}", -1, NULL));
  g_assert_false (ludus_editor_window_import_file (editor, chess_file, &error));
  g_assert_nonnull (error);
  g_test_message ("refused: %s", error->message);
  g_assert_nonnull (strstr (error->message, "“chess”"));

  g_assert_cmpint (g_remove (ludus_content_document_get_path (document)), ==, 0);
  gtk_window_destroy (GTK_WINDOW (editor));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* Built-in names show in the player's language; the file keeps English. */
static void
test_builtin_names (void)
{
  LudusWindow *window;
  LudusEditorWindow *editor;
  AdwWindowTitle *title;

  /* Only the built-in deck, not a copy or an import of it. */
  ludus_test_remove_user_content ("medici");
  ludus_test_set_language ("hu");
  window = ludus_test_new_window ();
  editor = open_editor (window);
  ludus_test_iterate ();
  g_assert_nonnull (find_row_titled (GTK_WIDGET (editor), "Medici-pakli (rekonstruált)"));
  g_assert_null (find_row_titled (GTK_WIDGET (editor), "Medici deck (reconstructed)"));
  title = ADW_WINDOW_TITLE (ludus_test_find_widget (GTK_WIDGET (editor), ADW_TYPE_WINDOW_TITLE));
  g_assert_nonnull (strstr (adw_window_title_get_subtitle (title), "Medici-pakli (rekonstruált)"));
  g_assert_cmpstr (ludus_content_document_get_name (ludus_editor_window_get_document (editor)),
                   ==, "Medici deck (reconstructed)");
  gtk_window_destroy (GTK_WINDOW (editor));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_set_language ("en");
}

/* A user file that cannot be read is listed by its file's name, saying
 * so, not by its whole path. */
static void
test_unreadable_row (void)
{
  const LudusRules *rules = ludus_rules_lookup ("medici");
  static const char truncated[] = "{\"game\": \"medici\", \"kind\": \"deck\", \"cards\": [";
  g_autoptr(GError) error = NULL;
  g_autofree char *path = ludus_content_library_write_new (rules, "truncated", "deck", truncated,
                                                          sizeof truncated - 1, &error);
  g_autofree char *base = NULL;
  LudusWindow *window;
  LudusEditorWindow *editor;
  AdwPreferencesRow *row;

  g_assert_no_error (error);
  base = g_path_get_basename (path);
  window = ludus_test_new_window ();
  editor = open_editor (window);
  ludus_test_iterate ();
  row = find_row_titled (GTK_WIDGET (editor), base);
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "Cannot be read: choose it to see why");
  g_assert_null (find_row_titled (GTK_WIDGET (editor), path));
  gtk_window_destroy (GTK_WINDOW (editor));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_user_content ("medici");
}

static gboolean
no_message_dialog (gpointer data)
{
  return ludus_test_find_window (ADW_TYPE_MESSAGE_DIALOG) == NULL;
}

/* The first menu item under @root labelled @text (without its mnemonic's
 * underscore), or NULL. */
static GtkWidget *
find_menu_item (GtkWidget  *root,
                const char *text)
{
  if (g_str_equal (G_OBJECT_TYPE_NAME (root), "GtkModelButton"))
    {
      g_autofree char *label = NULL;

      g_object_get (root, "text", &label, NULL);
      if (g_strcmp0 (label, text) == 0)
        return root;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_menu_item (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A copy is named apart from its original, and its row's context menu
 * (Shift+F10, or a right click) offers Rename, which asks for the name. */
static void
test_row_menu (void)
{
  LudusWindow *window;
  LudusEditorWindow *editor;
  AdwPreferencesRow *copy_row;
  GtkWidget *popover, *rename;
  GtkWindow *dialog;
  GtkEditable *entry;

  ludus_test_remove_user_content ("medici");
  window = ludus_test_new_window ();
  editor = open_editor (window);
  duplicate_builtin (editor);
  ludus_test_iterate ();
  g_assert_nonnull (find_row_titled (GTK_WIDGET (editor), "Medici deck (reconstructed)"));
  copy_row = find_row_titled (GTK_WIDGET (editor), "Medici deck (reconstructed) (copy)");
  g_assert_nonnull (copy_row);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (copy_row), "row.menu", NULL));
  ludus_test_iterate ();
  popover = ludus_test_find_widget (GTK_WIDGET (copy_row), GTK_TYPE_POPOVER_MENU);
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_visible (popover));
  rename = find_menu_item (popover, "Rename…");
  g_assert_nonnull (rename);
  g_assert_true (gtk_widget_is_sensitive (rename));
  g_signal_emit_by_name (rename, "clicked");
  ludus_test_iterate ();
  dialog = ludus_test_find_window (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  entry = GTK_EDITABLE (ludus_test_find_widget (GTK_WIDGET (dialog), GTK_TYPE_TEXT));
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "Medici deck (reconstructed) (copy)");
  /* No name, no Rename: a row needs a title. */
  gtk_editable_set_text (entry, "   ");
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "rename"));
  gtk_editable_set_text (entry, "  My deck ");
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "rename"));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "rename");
  if (ludus_test_find_window (ADW_TYPE_MESSAGE_DIALOG) != NULL)
    gtk_window_destroy (ludus_test_find_window (ADW_TYPE_MESSAGE_DIALOG));
  ludus_test_wait_until (no_message_dialog, NULL);
  ludus_test_iterate ();
  g_assert_nonnull (find_row_titled (GTK_WIDGET (editor), "My deck"));
  g_assert_cmpstr (ludus_content_document_get_name (ludus_editor_window_get_document (editor)), ==, "My deck");

  gtk_window_destroy (GTK_WINDOW (editor));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

static guint
n_cards_on_disk (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusContentDocument) document =
    ludus_content_document_new_from_file (ludus_rules_lookup ("medici"), "deck", path, &error);

  g_assert_no_error (error);
  return n_cards (document);
}

static gboolean
is_null (gpointer data)
{
  return *(gpointer *) data == NULL;
}

/* Answers the "Save Changes?" question the editor asks on closing, by
 * its close button or by the application's Quit (Ctrl+Q). */
static void
answer_close_or_quit (LudusEditorWindow *editor,
                      gboolean           quit,
                      const char        *response)
{
  GtkWindow *dialog;

  if (quit)
    g_action_group_activate_action (G_ACTION_GROUP (ludus_test_get_application ()), "quit", NULL);
  else
    gtk_window_close (GTK_WINDOW (editor));
  ludus_test_iterate ();
  dialog = ludus_test_find_window (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (editor));
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  /* A click closes the dialog as well as answering it. */
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), response);
  if (dialog != NULL)
    gtk_window_destroy (dialog);
  ludus_test_wait_until (no_message_dialog, NULL);
}

static void
answer_close (LudusEditorWindow *editor,
              const char        *response)
{
  answer_close_or_quit (editor, FALSE, response);
}

/* Files stay open with their changes while another is shown; closing
 * with unsaved changes asks, and Cancel, Discard and Save do what they say;
 * Quit asks the same, and leaves every window open when cancelled. */
static void
test_unsaved_changes (void)
{
  LudusWindow *window = ludus_test_new_window ();
  LudusEditorWindow *editor = open_editor (window);
  LudusMediciDeckEditor *form = duplicate_builtin (editor);
  LudusContentDocument *document = ludus_deck_form_get_document (LUDUS_DECK_FORM (form));
  g_autofree char *path = g_strdup (ludus_content_document_get_path (document));
  guint n = n_cards (document);
  gpointer weak = editor;
  gpointer game_window = window;

  ludus_deck_form_select (LUDUS_DECK_FORM (form), 0, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (form), "deck.remove-card", NULL));
  g_assert_true (ludus_content_document_get_modified (document));

  /* Show the built-in deck, then come back: the change is still there. */
  g_assert_true (ludus_editor_window_open (editor, "medici", NULL));
  g_assert_true (ludus_content_document_get_builtin (ludus_editor_window_get_document (editor)));
  g_assert_true (ludus_editor_window_open (editor, "medici", path));
  g_assert_true (ludus_editor_window_get_document (editor) == document);
  g_assert_cmpuint (n_cards (document), ==, n - 1);
  g_assert_cmpuint (n_cards_on_disk (path), ==, n);

  /* Cancel keeps the window and the change. */
  g_object_add_weak_pointer (G_OBJECT (editor), &weak);
  answer_close (editor, "cancel");
  g_assert_nonnull (weak);
  g_assert_true (ludus_content_document_get_modified (document));

  /* So does Quit cancelled, which closed nothing, the game window neither. */
  g_object_add_weak_pointer (G_OBJECT (window), &game_window);
  answer_close_or_quit (editor, TRUE, "cancel");
  g_assert_nonnull (weak);
  g_assert_nonnull (game_window);
  g_object_remove_weak_pointer (G_OBJECT (window), &game_window);
  g_assert_true (ludus_content_document_get_modified (document));

  /* Save writes it, then closes. */
  answer_close (editor, "save");
  ludus_test_wait_until (is_null, &weak);
  g_assert_cmpuint (n_cards_on_disk (path), ==, n - 1);

  /* Discard closes and leaves the file as saved. */
  editor = open_editor (window);
  g_assert_true (ludus_editor_window_open (editor, "medici", path));
  form = LUDUS_MEDICI_DECK_EDITOR (ludus_editor_window_get_form (editor));
  ludus_deck_form_select (LUDUS_DECK_FORM (form), 0, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (form), "deck.remove-card", NULL));
  weak = editor;
  g_object_add_weak_pointer (G_OBJECT (editor), &weak);
  answer_close (editor, "discard");
  ludus_test_wait_until (is_null, &weak);
  g_assert_cmpuint (n_cards_on_disk (path), ==, n - 1);

  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* Whether the form's summary is the deck's as it is now. */
static void
assert_summary_current (LudusDeckForm *form)
{
  g_autofree char *now = LUDUS_DECK_FORM_GET_CLASS (form)->get_summary (form);

  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (ludus_deck_form_get_summary_label (form))), ==, now);
}

/* The summary's player counts follow each change once it is checked: the
 * deck, valid all along, stops being enough for six players at the card
 * that makes it so, not one card later. */
static void
test_summary_follows (void)
{
  LudusWindow *window = ludus_test_new_window ();
  LudusEditorWindow *editor = open_editor (window);
  LudusMediciDeckEditor *form = duplicate_builtin (editor);
  LudusContentDocument *document = ludus_deck_form_get_document (LUDUS_DECK_FORM (form));
  const char *enough = "Enough for 6 players.";
  gboolean crossed = FALSE;

  wait_validated (document);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (ludus_deck_form_get_summary_label (LUDUS_DECK_FORM (form)))),
                            enough));
  for (guint i = 0; i < 60 && !crossed; i++)
    {
      /* The first card that takes ship space (goods of some kind). */
      JsonArray *cards = ludus_deck_form_get_cards (LUDUS_DECK_FORM (form), 0);
      guint index = 0;

      while (index < json_array_get_length (cards) &&
             g_strcmp0 (ludus_json_peek_string (json_array_get_object_element (cards, index), "goods", NULL),
                        "none") == 0)
        index++;
      ludus_deck_form_select (LUDUS_DECK_FORM (form), 0, index);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (form), "deck.remove-card", NULL));
      wait_validated (document);
      g_assert_true (ludus_content_document_get_valid (document));
      assert_summary_current (LUDUS_DECK_FORM (form));
      crossed = strstr (gtk_label_get_text (GTK_LABEL (ludus_deck_form_get_summary_label (LUDUS_DECK_FORM (form)))),
                        enough) == NULL;
    }
  g_assert_true (crossed);
  answer_close (editor, "discard");
  ludus_test_destroy_window (GTK_WINDOW (window));
}

static gboolean
file_exists (gpointer path)
{
  return g_file_test (path, G_FILE_TEST_EXISTS);
}

/* Export through the file chooser the action opens: the chosen file is
 * written, with the document's name offered. */
static void
test_export_with_chooser (void)
{
  LudusWindow *window = ludus_test_new_window ();
  LudusEditorWindow *editor = open_editor (window);
  g_autofree char *folder = g_build_filename (g_get_user_cache_dir (), "chooser", NULL);
  g_autofree char *path = g_build_filename (folder, "chosen.json", NULL);
  g_autoptr(GFile) folder_file = g_file_new_for_path (folder);
  g_autofree char *contents = NULL;
  GtkWindow *chooser;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.export", NULL));
  ludus_test_iterate ();
  chooser = ludus_test_find_window (GTK_TYPE_FILE_CHOOSER_DIALOG);
  g_assert_nonnull (chooser);
  g_assert_true (g_str_has_suffix (gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser)),
                                   ".json"));
  g_assert_true (gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder_file, NULL));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), "chosen.json");
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  ludus_test_wait_until (file_exists, path);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "{"));

  gtk_window_destroy (GTK_WINDOW (editor));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

static gboolean
shows_text (GtkWidget  *widget,
            const char *text)
{
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_text (child, text))
      return TRUE;
  return FALSE;
}

/* A deck's name is text, never markup or a path: Export offers the
 * library's file name for it, the Delete toast shows it as it is.  A file
 * of the user's that cannot be opened (an empty one) can be deleted. */
static void
test_unsafe_names (void)
{
  static const char *name = "<b>../../../../tmp/x";
  LudusWindow *window = ludus_test_new_window ();
  LudusEditorWindow *editor = open_editor (window);
  g_autofree char *user_dir = ludus_content_get_user_dir (ludus_rules_lookup ("medici"));
  g_autofree char *empty = g_build_filename (user_dir, "empty.json", NULL);
  g_autoptr(GError) error = NULL;
  LudusContentDocument *document;
  GtkWindow *chooser;

  duplicate_builtin (editor);
  document = ludus_editor_window_get_document (editor);
  g_assert_true (ludus_content_document_set_string (document, "name", name, &error));
  g_assert_no_error (error);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.export", NULL));
  ludus_test_iterate ();
  chooser = ludus_test_find_window (GTK_TYPE_FILE_CHOOSER_DIALOG);
  g_assert_nonnull (chooser);
  g_assert_cmpstr (gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser)), ==, "b-tmp-x.json");
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  ludus_test_iterate ();

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.delete", NULL));
  ludus_test_iterate ();
  g_assert_true (shows_text (GTK_WIDGET (editor), name));

  /* An empty deck (a save killed by an older version): chosen, it cannot
   * be opened, and Delete removes it. */
  g_assert_true (g_file_set_contents (empty, "", 0, NULL));
  g_assert_false (ludus_editor_window_open (editor, "medici", empty));
  ludus_test_iterate ();
  g_assert_null (ludus_editor_window_get_document (editor));
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (editor)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.delete", NULL));
  g_assert_false (g_file_test (empty, G_FILE_TEST_EXISTS));

  gtk_window_destroy (GTK_WINDOW (editor));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

static GtkWindow *
setup_editor (LudusWindow *window)
{
  LudusEditorWindow *editor = open_editor (window);

  duplicate_builtin (editor);
  gtk_window_set_default_size (GTK_WINDOW (editor), 1280, 800);
  return GTK_WINDOW (editor);
}

static GtkWindow *
setup_problem (LudusWindow *window)
{
  LudusEditorWindow *editor = open_editor (window);

  remove_until_problem (duplicate_builtin (editor));
  gtk_window_set_default_size (GTK_WINDOW (editor), 1280, 800);
  return GTK_WINDOW (editor);
}

/* An imported deck with a card's problem, its details shown, the editor
 * as large as the main window. */
static GtkWindow *
setup_card_problem (LudusWindow *window)
{
  LudusEditorWindow *editor = open_editor (window);
  g_autofree char *path = g_build_filename (g_get_user_cache_dir (), "bad-card.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(JsonNode) root = ludus_content_parse_file (ludus_rules_lookup ("medici")->default_deck,
                                                       LUDUS_JSON_FILE_DECK, NULL);
  g_autofree char *data = NULL;
  JsonObject *card;
  GtkWidget *bar;

  card = json_array_get_object_element (json_object_get_array_member (json_node_get_object (root), "cards"), 3);
  json_object_set_int_member (card, "symbols", 5);
  data = json_to_string (root, FALSE);
  g_assert_cmpint (g_mkdir_with_parents (g_get_user_cache_dir (), 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, data, -1, NULL));
  g_assert_true (ludus_editor_window_import_file (editor, file, NULL));
  wait_validated (ludus_editor_window_get_document (editor));
  bar = ludus_test_find_widget (ludus_editor_window_get_form (editor), LUDUS_TYPE_PROBLEM_BAR);
  gtk_expander_set_expanded (GTK_EXPANDER (ludus_test_find_widget (bar, GTK_TYPE_EXPANDER)), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (editor), gtk_widget_get_width (GTK_WIDGET (window)),
                               gtk_widget_get_height (GTK_WIDGET (window)));
  return GTK_WINDOW (editor);
}

static void
count_play_cb (LudusEditorWindow *editor,
               LudusGame         *game,
               guint             *n_played)
{
  g_assert_true (LUDUS_IS_GAME (game));
  (*n_played)++;
}

static gboolean
editor_shown (gpointer data)
{
  return ludus_test_find_window (LUDUS_TYPE_EDITOR_WINDOW) != NULL;
}

static gboolean
played_once (gpointer data)
{
  return *(guint *) data >= 1;
}

static gboolean
played_twice (gpointer data)
{
  return *(guint *) data >= 2;
}

/* app.edit-content opens the editor on the game's file asked for; its Play
 * Now goes through the editor's "play" signal into the window it was opened
 * from, or into a new game window once that one is closed. */
static void
test_edit_content_action (void)
{
  LudusWindow *window = ludus_test_new_window ();
  LudusEditorWindow *editor;
  LudusMediciDeckEditor *form;
  LudusContentDocument *document;
  g_autofree char *path = NULL;
  LudusWindow *other;
  GtkWidget *play;
  guint n_played = 0;
  guint n;

  /* The library's "Edit Decks and Boards" opens it on no file in particular. */
  g_assert_true (gtk_widget_activate (ludus_test_find_button (GTK_WIDGET (window), "app.edit-content")));
  ludus_test_wait_until (editor_shown, NULL);
  editor = LUDUS_EDITOR_WINDOW (ludus_test_find_window (LUDUS_TYPE_EDITOR_WINDOW));
  g_assert_true (ludus_editor_window_open (editor, "medici", NULL));
  form = duplicate_builtin (editor);
  document = ludus_deck_form_get_document (LUDUS_DECK_FORM (form));
  path = g_strdup (ludus_content_document_get_path (document));

  /* One card fewer than the built-in deck, to tell the games apart. */
  ludus_deck_form_select (LUDUS_DECK_FORM (form), 0, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (form), "deck.remove-card", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.save", NULL));
  n = n_cards (document);
  gtk_window_destroy (GTK_WINDOW (editor));
  ludus_test_iterate ();
  g_assert_null (ludus_test_find_window (LUDUS_TYPE_EDITOR_WINDOW));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "app.edit-content", "(ss)", "medici", path));
  ludus_test_iterate ();
  editor = LUDUS_EDITOR_WINDOW (ludus_test_find_window (LUDUS_TYPE_EDITOR_WINDOW));
  g_assert_nonnull (editor);
  document = ludus_editor_window_get_document (editor);
  g_assert_cmpstr (ludus_content_document_get_path (document), ==, path);
  g_assert_cmpuint (n_cards (document), ==, n);
  wait_validated (document);
  g_signal_connect (editor, "play", G_CALLBACK (count_play_cb), &n_played);

  play = ludus_test_find_button (GTK_WIDGET (editor), "editor.play");
  g_assert_nonnull (play);
  g_assert_true (gtk_widget_is_sensitive (play));
  g_assert_null (ludus_window_get_game (window));
  /* A button shows itself pressed a moment before it acts. */
  g_assert_true (gtk_widget_activate (play));
  ludus_test_wait_until (played_once, &n_played);
  ludus_test_iterate ();
  g_assert_cmpuint (n_played, ==, 1);
  g_assert_nonnull (ludus_window_get_game (window));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_node_get_object (ludus_content_get_deck (
                        ludus_game_get_content (ludus_window_get_game (window)))), "cards")), ==, n);

  /* Its window closed, the game goes to a new one. */
  ludus_test_destroy_window (GTK_WINDOW (window));
  g_assert_null (ludus_test_find_window (LUDUS_TYPE_WINDOW));
  g_assert_true (gtk_widget_activate (play));
  ludus_test_wait_until (played_twice, &n_played);
  ludus_test_iterate ();
  g_assert_cmpuint (n_played, ==, 2);
  other = LUDUS_WINDOW (ludus_test_find_window (LUDUS_TYPE_WINDOW));
  g_assert_nonnull (other);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (other)));
  g_assert_nonnull (ludus_window_get_game (other));

  gtk_window_destroy (GTK_WINDOW (editor));
  ludus_test_destroy_window (GTK_WINDOW (other));
}

int
main (int   argc,
      char *argv[])
{
  ludus_test_init (&argc, &argv);
  g_settings_set_string (ludus_application_get_settings (ludus_test_get_application ()),
                         "computer-speed", "instant");

  g_test_add_func ("/editor/edit-deck", test_edit_deck);
  g_test_add_func ("/editor/builtin-fields-disabled", test_builtin_fields_disabled);
  g_test_add_func ("/editor/edit-content-action", test_edit_content_action);
  g_test_add_func ("/editor/import-invalid", test_import_invalid);
  g_test_add_func ("/editor/import-other-game", test_import_other_game);
  g_test_add_func ("/editor/summary-follows", test_summary_follows);
  g_test_add_func ("/editor/unreadable-row", test_unreadable_row);
  g_test_add_func ("/editor/builtin-names", test_builtin_names);
  g_test_add_func ("/editor/row-menu", test_row_menu);
  g_test_add_func ("/editor/unsaved-changes", test_unsaved_changes);
  g_test_add_func ("/editor/export-with-chooser", test_export_with_chooser);
  g_test_add_func ("/editor/unsafe-names", test_unsafe_names);
  /* The editor is its own window, shot over a main window larger than it. */
  ludus_test_add_screenshots_at ("editor-deck", setup_editor, 1440, 900);
  ludus_test_add_screenshots_at ("editor-deck", setup_editor, 1280, 800);
  ludus_test_add_screenshots_at ("editor-problem", setup_problem, 1440, 900);
  ludus_test_add_screenshots_at ("editor-card-problem", setup_card_problem, 800, 600);
  ludus_test_add_screenshots_at ("editor-card-problem", setup_card_problem, 1920, 1080);

  return g_test_run ();
}
