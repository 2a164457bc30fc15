/* test-editor-conformance.c: every editor form, over every built-in file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For each form of ludus_editor_games_get_all() and each built-in file of
 * its game and kind: opens it in the editor window as "Edit…" does,
 * duplicates it, edits a value through the form's first field (a deck's
 * tiles stay, the edited one updated in place), undoes
 * (the text is the file's again), edits again and saves (the file on disk
 * is the edit), breaks a value to show a problem (the banner says it,
 * "Show" selects a deck's card at its path) and undoes that too.
 */

#define G_LOG_DOMAIN "test-editor-conformance"

#include "config.h"

#include <adwaita.h>

#include "ludus-content-library.h"
#include "ludus-deck-form.h"
#include "ludus-editor-games.h"
#include "ludus-editor-window.h"
#include "ludus-problem-bar.h"
#include "ludus-test-utils.h"

static void
settle (void)
{
  /* The document validates in an idle; let it run. */
  for (int i = 0; i < 20; i++)
    ludus_test_iterate ();
}

/* The first field of @root a person can change: a spin button, else a
 * combo row; NULL for none. */
static GtkWidget *
find_field (GtkWidget *root,
            GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type) && gtk_widget_is_sensitive (root) && gtk_widget_get_mapped (root))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_field (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Changes the form's first field as a person would. */
static void
edit_first_field (GtkWidget *form)
{
  GtkWidget *field = find_field (form, GTK_TYPE_SPIN_BUTTON);

  if (field != NULL)
    {
      GtkAdjustment *adjustment = gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (field));
      gboolean up = gtk_adjustment_get_value (adjustment) < gtk_adjustment_get_upper (adjustment);

      gtk_spin_button_spin (GTK_SPIN_BUTTON (field), up ? GTK_SPIN_STEP_FORWARD : GTK_SPIN_STEP_BACKWARD, 1);
      return;
    }
  field = find_field (form, ADW_TYPE_COMBO_ROW);
  g_assert_nonnull (field);
  adw_combo_row_set_selected (ADW_COMBO_ROW (field),
                              (adw_combo_row_get_selected (ADW_COMBO_ROW (field)) + 1)
                              % g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (field))));
}

/* The tiles of a deck form's first list, in order. */
static GPtrArray *
tiles_of (GtkWidget *form)
{
  GPtrArray *tiles = g_ptr_array_new ();
  GtkWidget *flow = LUDUS_IS_DECK_FORM (form) ? ludus_test_find_widget (form, GTK_TYPE_FLOW_BOX) : NULL;

  for (GtkWidget *child = flow != NULL ? gtk_widget_get_first_child (flow) : NULL;
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    g_ptr_array_add (tiles, child);
  return tiles;
}

static char *
text_of (LudusContentDocument *document)
{
  char *text = ludus_content_document_to_data (document, NULL);

  g_assert_nonnull (text);
  return text;
}

/* Breaks the document where its form shows it: a deck's third card, or a
 * layout's name; then the banner says it and Show points at it. */
static void
show_problem (LudusEditorWindow *editor)
{
  LudusContentDocument *document = ludus_editor_window_get_document (editor);
  GtkWidget *form = ludus_editor_window_get_form (editor);
  LudusProblemBar *bar = LUDUS_PROBLEM_BAR (ludus_test_find_widget (form, LUDUS_TYPE_PROBLEM_BAR));
  const char *path = LUDUS_IS_DECK_FORM (form) ? "cards[2]" : "name";
  g_autoptr(JsonNode) wrong = json_node_init_int (json_node_alloc (), 7);
  g_autoptr(GError) error = NULL;
  const LudusContentProblem *problem;
  gboolean was_valid = ludus_content_document_get_valid (document);

  /* The edit may have been a problem already (a board's place moved onto
   * another): the banner says so exactly then. */
  g_assert_nonnull (bar);
  g_assert_cmpint (ludus_problem_bar_get_revealed (bar), ==, !was_valid);
  if (LUDUS_IS_DECK_FORM (form))
    {
      ludus_deck_form_select (LUDUS_DECK_FORM (form), 0, 0);
      g_assert_cmpint (ludus_deck_form_get_selected (LUDUS_DECK_FORM (form)), ==, 0);
    }
  g_assert_true (ludus_content_document_set (document, path, wrong, &error));
  g_assert_no_error (error);
  settle ();

  problem = ludus_content_document_get_problem (document);
  g_assert_nonnull (problem);
  g_assert_false (ludus_content_document_get_valid (document));
  g_assert_true (g_str_has_prefix (problem->path, path));
  g_assert_true (ludus_problem_bar_get_revealed (bar));
  g_assert_true (g_str_has_suffix (ludus_problem_bar_get_message (bar), problem->message));
  g_assert_true (gtk_widget_activate (ludus_test_find_widget (GTK_WIDGET (bar), GTK_TYPE_BUTTON)));
  ludus_test_iterate ();
  if (LUDUS_IS_DECK_FORM (form))
    g_assert_cmpint (ludus_deck_form_get_selected (LUDUS_DECK_FORM (form)), ==, 2);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.undo", NULL));
  settle ();
  g_assert_cmpint (ludus_content_document_get_valid (document), ==, was_valid);
  g_assert_cmpint (ludus_problem_bar_get_revealed (bar), ==, !was_valid);
}

static void
check_file (const LudusEditorGame *game,
            const char            *file)
{
  LudusWindow *window = ludus_test_new_window ();
  LudusEditorWindow *editor;
  LudusContentDocument *document;
  GtkWidget *form;
  g_autofree char *original = NULL;
  g_autofree char *edited = NULL;
  g_autofree char *undone = NULL;
  g_autofree char *on_disk = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) tiles = NULL;

  g_test_message ("%s %s: %s", game->game_id, game->kind, file);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "app.edit-content", "(ss)",
                                             game->game_id, file));
  ludus_test_iterate ();
  editor = LUDUS_EDITOR_WINDOW (ludus_test_find_window (LUDUS_TYPE_EDITOR_WINDOW));
  g_assert_nonnull (editor);
  document = ludus_editor_window_get_document (editor);
  g_assert_cmpstr (ludus_content_document_get_kind (document), ==, game->kind);
  g_assert_true (ludus_content_document_get_builtin (document));
  settle ();
  g_assert_true (ludus_content_document_get_valid (document));

  /* A built-in file is read-only: its copy is edited. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.duplicate", NULL));
  settle ();
  document = ludus_editor_window_get_document (editor);
  form = ludus_editor_window_get_form (editor);
  g_assert_false (ludus_content_document_get_builtin (document));
  g_assert_true (gtk_widget_get_sensitive (form));
  g_assert_true (ludus_content_document_get_valid (document));
  original = text_of (document);
  tiles = tiles_of (form);
  g_assert_true (LUDUS_IS_DECK_FORM (form) == (tiles->len > 0));
  /* A click on a card's tile reaches the tile, which the flow box selects:
   * a Medici card's own click handling took it, and selected nothing. */
  for (guint i = 0; i < tiles->len; i++)
    {
      GtkWidget *tile = g_ptr_array_index (tiles, i);
      GtkWidget *flow = gtk_widget_get_parent (tile);
      graphene_point_t centre;

      if (!gtk_widget_get_mapped (tile))
        continue;
      g_assert_true (gtk_widget_compute_point (tile, flow,
                                               &GRAPHENE_POINT_INIT (gtk_widget_get_width (tile) / 2.f,
                                                                     gtk_widget_get_height (tile) / 2.f),
                                               &centre));
      g_assert_true (gtk_widget_pick (flow, centre.x, centre.y, GTK_PICK_DEFAULT) == tile);
    }

  edit_first_field (form);
  settle ();
  edited = text_of (document);
  g_assert_cmpstr (edited, !=, original);
  /* An edit of a card updates its tile in place: no tile is made again. */
  {
    g_autoptr(GPtrArray) after = tiles_of (form);

    g_assert_cmpuint (after->len, ==, tiles->len);
    for (guint i = 0; i < tiles->len; i++)
      g_assert_true (g_ptr_array_index (after, i) == g_ptr_array_index (tiles, i));
  }
  g_assert_true (ludus_content_document_get_can_undo (document));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.undo", NULL));
  settle ();
  undone = text_of (document);
  g_assert_cmpstr (undone, ==, original);
  g_assert_false (ludus_content_document_get_can_undo (document));

  edit_first_field (form);
  settle ();
  g_clear_pointer (&edited, g_free);
  edited = text_of (document);
  g_assert_cmpstr (edited, !=, original);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.save", NULL));
  g_assert_false (ludus_content_document_get_modified (document));
  g_assert_true (g_file_get_contents (ludus_content_document_get_path (document), &on_disk, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (on_disk, ==, edited);

  show_problem (editor);

  gtk_window_destroy (GTK_WINDOW (editor));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_user_content (game->game_id);
}

static void
test_conformance (gconstpointer data)
{
  const LudusEditorGame *game = data;
  const LudusRules *rules = ludus_rules_lookup (game->game_id);
  g_auto(GStrv) files = NULL;

  g_assert_nonnull (rules);
  files = ludus_content_list_builtin_files (rules, game->kind);
  g_assert_nonnull (files);
  g_assert_nonnull (files[0]);
  for (guint i = 0; files[i] != NULL; i++)
    check_file (game, files[i]);
}

int
main (int   argc,
      char *argv[])
{
  const LudusEditorGame *games;
  guint n_games;

  ludus_test_init (&argc, &argv);

  games = ludus_editor_games_get_all (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *name = NULL;

      if (games[i].new_form == NULL)
        continue;
      name = g_strdup_printf ("/editor-conformance/%s-%s", games[i].game_id, games[i].kind);
      g_test_add_data_func (name, &games[i], test_conformance);
    }
  return g_test_run ();
}
