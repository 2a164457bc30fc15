/* test-editor-tools.c: the editors' shared tools, shown with the Medici deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A short balance check runs to its end and its chart is exported as PNG;
 * the deck is exported as a print-and-play PDF, whose first page pdftoppm
 * renders (it must not be blank); both are off while the deck is invalid;
 * "Edit…" in the new-game dialog opens the chosen deck in the editor.
 * Screenshots of the balance check and of a PDF page.
 */

#define G_LOG_DOMAIN "test-editor-tools"

#include "config.h"
#include <glib/gstdio.h>

#include "ludus-balance-chart.h"
#include "ludus-balance-dialog.h"
#include "ludus-editor-window.h"
#include "ludus-new-game-dialog.h"
#include "ludus-print-and-play.h"
#include "ludus-save.h"
#include "ludus-problem-bar.h"
#include "medici/ludus-medici-deck-editor.h"
#include "ludus-test-utils.h"

static LudusEditorWindow *
open_custom_deck (LudusWindow *window)
{
  LudusEditorWindow *editor = ludus_editor_window_new (GTK_WINDOW (window));

  g_assert_true (ludus_editor_window_open (editor, "medici", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.duplicate", NULL));
  g_assert_false (ludus_content_document_get_builtin (ludus_editor_window_get_document (editor)));
  gtk_window_present (GTK_WINDOW (editor));
  ludus_test_iterate ();
  return editor;
}

/* Whether an action of the editor is enabled, as a button bound to it
 * in the editor's form sees it. */
static gboolean
action_enabled (LudusEditorWindow *editor,
                const char        *name)
{
  return ludus_test_action_enabled (GTK_BOX (ludus_editor_window_get_form (editor)), name);
}

static gboolean
balance_done (gpointer data)
{
  return !ludus_balance_dialog_get_running (data);
}

static void
test_balance (void)
{
  LudusWindow *window = ludus_test_new_window ();
  LudusEditorWindow *editor = open_custom_deck (window);
  LudusContentDocument *document = ludus_editor_window_get_document (editor);
  g_autofree char *png = ludus_test_temp_path ("balance.png");
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) value = json_node_init_int (json_node_alloc (), 99);
  const LudusBalance *custom, *builtin;
  GtkWindow *dialog;
  double sum = 0;

  /* Off while the deck is invalid. */
  g_assert_true (ludus_content_document_set (document, "cards[0].value", value, &error));
  g_assert_no_error (error);
  ludus_content_document_validate_now (document);
  ludus_test_iterate ();
  g_assert_false (ludus_content_document_get_valid (document));
  g_assert_false (action_enabled (editor, "editor.balance"));
  g_assert_false (action_enabled (editor, "editor.export-pdf"));
  {
    LudusProblemBar *bar = LUDUS_PROBLEM_BAR (ludus_test_find_widget (ludus_editor_window_get_form (editor),
                                                                     LUDUS_TYPE_PROBLEM_BAR));

    g_assert_nonnull (bar);
    g_assert_true (ludus_problem_bar_get_revealed (bar));
    /* The core's message, after where it is in the player's words. */
    g_assert_true (g_str_has_suffix (ludus_problem_bar_get_message (bar),
                                     ludus_content_document_get_problem (document)->message));
    g_assert_true (ludus_content_document_undo (document));
    ludus_content_document_validate_now (document);
    ludus_test_iterate ();
    g_assert_false (ludus_problem_bar_get_revealed (bar));
  }
  g_assert_true (ludus_content_document_get_valid (document));
  g_assert_true (action_enabled (editor, "editor.balance"));
  g_assert_true (action_enabled (editor, "editor.export-pdf"));

  dialog = ludus_editor_window_check_balance (editor);
  g_assert_true (LUDUS_IS_BALANCE_DIALOG (dialog));
  ludus_balance_dialog_start (LUDUS_BALANCE_DIALOG (dialog), 3, 4);
  g_assert_true (ludus_balance_dialog_get_running (LUDUS_BALANCE_DIALOG (dialog)));
  ludus_test_wait_until (balance_done, dialog);

  custom = ludus_balance_dialog_get_result (LUDUS_BALANCE_DIALOG (dialog), FALSE);
  builtin = ludus_balance_dialog_get_result (LUDUS_BALANCE_DIALOG (dialog), TRUE);
  g_assert_nonnull (custom);
  g_assert_nonnull (builtin);
  g_assert_cmpuint (custom->n_games, ==, 4);
  g_assert_cmpuint (builtin->n_games, ==, 4);
  g_assert_cmpuint (custom->n_players, ==, 3);
  for (guint p = 0; p < 3; p++)
    sum += custom->win_share[p];
  g_assert_cmpfloat_with_epsilon (sum, 1, 1e-9);
  /* A verdict in words beside the figures, the model's. */
  {
    g_autofree char *verdict = ludus_balance_verdict (custom, builtin);

    g_assert_true (g_str_has_prefix (verdict, "Looks "));
    g_assert_cmpstr (ludus_balance_dialog_get_verdict (LUDUS_BALANCE_DIALOG (dialog)), ==, verdict);
  }

  ludus_test_wait_for_frames (GTK_WIDGET (dialog), 2);
  g_assert_true (ludus_balance_chart_write_png (LUDUS_BALANCE_CHART (ludus_balance_dialog_get_chart (LUDUS_BALANCE_DIALOG (dialog))),
                                                png, &error));
  g_assert_no_error (error);
  g_assert_true (ludus_test_png_has_ink (png));

  /* Cancel stops a long check and goes back to the set-up. */
  ludus_balance_dialog_start (LUDUS_BALANCE_DIALOG (dialog), 2, 10000);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "balance.cancel", NULL));
  ludus_test_wait_until (balance_done, dialog);
  g_assert_null (ludus_balance_dialog_get_result (LUDUS_BALANCE_DIALOG (dialog), FALSE));

  gtk_window_destroy (dialog);
  gtk_window_destroy (GTK_WINDOW (editor));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

static void
test_print (void)
{
  LudusWindow *window = ludus_test_new_window ();
  LudusEditorWindow *editor = open_custom_deck (window);
  g_autofree char *pdf = ludus_test_temp_path ("deck.pdf");
  g_autoptr(GFile) file = g_file_new_for_path (pdf);
  g_autofree char *page = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  g_assert_true (ludus_editor_window_export_pdf (editor, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (pdf, &contents, &length, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF"));

  page = ludus_test_render_pdf_page (pdf, 1, 40);
  g_assert_true (ludus_test_png_has_ink (page));
  {
    g_autoptr(GdkTexture) texture = gdk_texture_new_from_filename (page, NULL);

    /* A4 at 40 dpi, portrait. */
    g_assert_cmpint (gdk_texture_get_width (texture), ==, 331);
    g_assert_cmpint (gdk_texture_get_height (texture), ==, 468);
  }

  gtk_window_destroy (GTK_WINDOW (editor));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

static void
draw_sheet (cairo_t  *cr,
            double    width,
            double    height,
            gpointer  user_data)
{
  guint *calls = user_data;

  cairo_set_source_rgb (cr, 0.2, 0.3, 0.6);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  (*calls)++;
}

/* A wide layout prints on one landscape page, drawn once. */
static void
test_print_sheet (void)
{
  g_autofree char *pdf = ludus_test_temp_path ("sheet.pdf");
  g_autofree char *page = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  guint calls = 0;

  g_assert_true (ludus_print_and_play_write_sheet (pdf, 300, 200, draw_sheet, &calls, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (calls, ==, 1);
  page = ludus_test_render_pdf_page (pdf, 1, 40);
  g_assert_true (ludus_test_png_has_ink (page));
  texture = gdk_texture_new_from_filename (page, NULL);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 468);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, 331);
}

static gboolean
has_game (gpointer data)
{
  return ludus_window_get_game (data) != NULL;
}

/* "Edit…" beside the deck opens the editor on that deck: the built-in one,
 * then a deck of the user's. */
static void
test_edit_from_new_game (void)
{
  LudusWindow *window = ludus_test_new_window ();
  const LudusRules *rules = ludus_rules_lookup ("medici");
  LudusNewGameDialog *dialog = ludus_new_game_dialog_new (GTK_WINDOW (window), rules, NULL);
  LudusEditorWindow *editor;
  g_autoptr(JsonNode) builtin = ludus_content_parse_file (rules->default_deck, LUDUS_JSON_FILE_DECK, NULL);
  g_autofree char *user_path = NULL;
  g_auto(GStrv) user_files = NULL;
  LudusContentDocument *document;
  guint index = 0;

  gtk_window_present (GTK_WINDOW (dialog));
  ludus_test_iterate ();
  g_assert_null (ludus_test_find_window (LUDUS_TYPE_EDITOR_WINDOW));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.edit-deck", NULL));
  ludus_test_iterate ();
  editor = LUDUS_EDITOR_WINDOW (ludus_test_find_window (LUDUS_TYPE_EDITOR_WINDOW));
  g_assert_nonnull (editor);
  document = ludus_editor_window_get_document (editor);
  g_assert_true (ludus_content_document_get_builtin (document));
  g_assert_cmpstr (ludus_content_document_get_name (document), ==,
                   json_object_get_string_member (json_node_get_object (builtin), "name"));

  /* Play Now plays in the window the dialog was for. */
  ludus_content_document_validate_now (document);
  g_assert_null (ludus_window_get_game (window));
  g_assert_true (gtk_widget_activate (ludus_test_find_button (GTK_WIDGET (editor), "editor.play")));
  ludus_test_wait_until (has_game, window);
  g_assert_null (ludus_test_find_window (LUDUS_TYPE_NEW_GAME_DIALOG));

  /* A deck of the user's, chosen in a new dialog. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.duplicate", NULL));
  user_path = g_strdup (ludus_content_document_get_path (ludus_editor_window_get_document (editor)));
  gtk_window_destroy (GTK_WINDOW (editor));
  user_files = ludus_content_list_user_files (rules, "deck");
  while (user_files[index] != NULL && g_strcmp0 (user_files[index], user_path) != 0)
    index++;
  g_assert_nonnull (user_files[index]);
  dialog = ludus_new_game_dialog_new (GTK_WINDOW (window), rules, NULL);
  gtk_window_present (GTK_WINDOW (dialog));
  ludus_test_iterate ();
  /* The built-in deck first, then the user's files in their order. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (ludus_test_find_widget (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW)),
                              index + 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.edit-deck", NULL));
  ludus_test_iterate ();
  editor = LUDUS_EDITOR_WINDOW (ludus_test_find_window (LUDUS_TYPE_EDITOR_WINDOW));
  g_assert_nonnull (editor);
  g_assert_cmpstr (ludus_content_document_get_path (ludus_editor_window_get_document (editor)), ==,
                   user_path);

  gtk_window_destroy (GTK_WINDOW (editor));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* Writes a copy of the built-in deck named @name as @base among the
 * player's decks, and returns its path. */
static char *
write_user_deck (const LudusRules *rules,
                 const char       *base,
                 const char       *name)
{
  g_autoptr(JsonNode) deck = ludus_content_parse_file (rules->default_deck, LUDUS_JSON_FILE_DECK, NULL);
  g_autofree char *dir = ludus_content_get_user_dir (rules);
  g_autofree char *path = g_build_filename (dir, base, NULL);
  g_autofree char *text = NULL;

  json_object_set_string_member (json_node_get_object (deck), "name", name);
  text = json_to_string (deck, TRUE);
  g_assert_true (ludus_save_make_dir (dir, NULL));
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return g_steal_pointer (&path);
}

/* The deck row lists the player's decks by their names, as the editor
 * does, with the file beside a name two decks share.  It shows the value
 * whole (libadwaita 1.2 cut it at 20 characters), and a longer one gives
 * way before the row's title does. */
static void
test_new_game_deck_names (void)
{
  const LudusRules *rules = ludus_rules_lookup ("medici");
  const char *name = "Bal\xc3\xad\xc4\x8d" "ek od Zs\xc3\xb3" "fie";
  g_autofree char *first = write_user_deck (rules, "zsofia.json", name);
  g_autofree char *second = write_user_deck (rules, "z2.json", name);
  g_autofree char *shown = g_strdup_printf ("%s (z2.json)", name);
  g_autofree char *long_name = g_strdup_printf ("%s, %s, %s", name, name, name);
  g_autofree char *third = NULL;
  g_autofree char *title_text = NULL;
  LudusWindow *window;
  LudusNewGameDialog *dialog;
  GtkWidget *row;
  GListModel *model;
  GtkLabel *title, *value;
  guint index = G_MAXUINT;

  /* Hungarian: its "Edit…" is the widest, the row's value has the least room. */
  ludus_test_set_language ("hu");
  /* The title's label shows it without the mnemonic's underscore. */
  title_text = g_strdup (g_dgettext (GETTEXT_PACKAGE, "_Deck"));
  {
    char *to = title_text;

    for (const char *from = title_text; *from != '\0'; from++)
      if (*from != '_')
        *to++ = *from;
    *to = '\0';
  }
  window = ludus_test_new_window ();
  for (guint round = 0; round < 2; round++)
    {
      dialog = ludus_new_game_dialog_new (GTK_WINDOW (window), rules, NULL);
      gtk_window_present (GTK_WINDOW (dialog));
      ludus_test_iterate ();
      row = ludus_test_find_widget (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW);
      model = adw_combo_row_get_model (ADW_COMBO_ROW (row));
      g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 0), ==,
                       g_dgettext (GETTEXT_PACKAGE, "Built-in deck"));
      for (guint i = 1; i < g_list_model_get_n_items (model); i++)
        if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (model), i),
                         round == 0 ? shown : long_name))
          index = i;
      g_assert_cmpuint (index, <, g_list_model_get_n_items (model));

      adw_combo_row_set_selected (ADW_COMBO_ROW (row), index);
      ludus_test_iterate ();
      value = ludus_test_find_label (row, round == 0 ? shown : long_name);
      title = ludus_test_find_label (row, title_text);
      g_assert_nonnull (value);
      g_assert_nonnull (title);
      ludus_test_wait_until_drawn (GTK_WIDGET (dialog), 40);
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (value)));
      g_assert_cmpint (pango_layout_is_ellipsized (gtk_label_get_layout (value)), ==, round == 1);
      g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (title)), ==, 1);
      gtk_window_destroy (GTK_WINDOW (dialog));

      /* Then a name too long for the row. */
      if (third == NULL)
        third = write_user_deck (rules, "long.json", long_name);
    }

  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_set_language ("en");
  g_assert_cmpint (g_remove (first), ==, 0);
  g_assert_cmpint (g_remove (second), ==, 0);
  g_assert_cmpint (g_remove (third), ==, 0);
}

static GtkWindow *
setup_balance (LudusWindow *window)
{
  LudusEditorWindow *editor = open_custom_deck (window);
  LudusContentDocument *document = ludus_editor_window_get_document (editor);
  LudusBalanceDialog *dialog;

  /* A deck a little different from the built-in one. */
  for (guint i = 0; i < 6; i++)
    {
      g_autofree char *path = g_strdup_printf ("cards[%u].value", i);

      g_assert_true (ludus_content_document_set_int (document, path, 5, NULL));
    }
  ludus_content_document_validate_now (document);
  dialog = LUDUS_BALANCE_DIALOG (ludus_balance_dialog_new (GTK_WINDOW (window),
                                                           ludus_content_document_get_content (document)));
  gtk_window_destroy (GTK_WINDOW (editor));
  gtk_window_set_default_size (GTK_WINDOW (dialog), 1000, 860);
  gtk_window_present (GTK_WINDOW (dialog));
  ludus_balance_dialog_start (dialog, 3, 24);
  ludus_test_wait_until (balance_done, dialog);
  return GTK_WINDOW (dialog);
}

/* The balance check's set-up, before it starts. */
static GtkWindow *
setup_balance_start (LudusWindow *window)
{
  LudusEditorWindow *editor = open_custom_deck (window);
  GtkWindow *dialog;

  dialog = ludus_editor_window_check_balance (editor);
  gtk_window_set_transient_for (dialog, GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (editor));
  gtk_window_set_default_size (dialog, 1000, 860);
  return dialog;
}

/* A problem at a card's field: the banner offers to show it. */
static GtkWindow *
setup_problem_bar (LudusWindow *window)
{
  LudusEditorWindow *editor = open_custom_deck (window);
  LudusContentDocument *document = ludus_editor_window_get_document (editor);

  g_assert_true (ludus_content_document_set_int (document, "cards[3].value", 12, NULL));
  ludus_content_document_validate_now (document);
  g_assert_nonnull (ludus_content_document_get_problem (document));
  gtk_window_set_default_size (GTK_WINDOW (editor), 1280, 800);
  return GTK_WINDOW (editor);
}

/* The first page of the PDF, shown in a window for its screenshot. */
static GtkWindow *
setup_pdf_page (LudusWindow *window)
{
  LudusEditorWindow *editor = open_custom_deck (window);
  g_autofree char *pdf = ludus_test_temp_path ("screenshot.pdf");
  g_autoptr(GFile) file = g_file_new_for_path (pdf);

  g_assert_true (ludus_editor_window_export_pdf (editor, file, NULL));
  gtk_window_destroy (GTK_WINDOW (editor));
  return ludus_test_show_pdf_page (GTK_WINDOW (window), pdf, 1);
}

int
main (int   argc,
      char *argv[])
{
  ludus_test_init (&argc, &argv);

  g_test_add_func ("/editor-tools/balance", test_balance);
  g_test_add_func ("/editor-tools/print", test_print);
  g_test_add_func ("/editor-tools/print-sheet", test_print_sheet);
  g_test_add_func ("/editor-tools/edit-from-new-game", test_edit_from_new_game);
  g_test_add_func ("/editor-tools/new-game-deck-names", test_new_game_deck_names);
  ludus_test_add_screenshots_at ("editor-balance-start", setup_balance_start, 1440, 900);
  ludus_test_add_screenshots_at ("editor-balance", setup_balance, 1440, 900);
  ludus_test_add_screenshots_at ("editor-pdf-page", setup_pdf_page, 1440, 900);
  ludus_test_add_screenshots_at ("editor-problem-bar", setup_problem_bar, 1440, 900);

  return g_test_run ();
}
