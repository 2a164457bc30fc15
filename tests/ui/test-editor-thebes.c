/* test-editor-thebes.c: the Thebes deck and map editors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opens the Thebes deck, duplicates it, changes cards, an exhibition and
 * a bag through the forms' actions and API, sees each problem appear at
 * its card or bag and go with undo, saves and plays a game of the custom
 * deck to its end with computer seats.  Then the same for the map: moves
 * a place, removes and adds roads (the distances follow at once, from
 * the model's own computation), cuts Moscow off (the problem appears,
 * Play Now goes off) and plays a game on the custom map.  The problem bar
 * shows each problem and its Show selects the card or place.  Both export
 * a print-and-play PDF whose first page pdftoppm renders.  And
 * screenshots of each part of both editors, of a problem and of the PDFs.
 */

#define G_LOG_DOMAIN "test-editor-thebes"

#include "config.h"

#include "ludus-board-view.h"
#include "ludus-editor-window.h"
#include "ludus-content-library.h"
#include "ludus-problem-bar.h"
#include "thebes/ludus-thebes.h"
#include "thebes/ludus-thebes-card-draw.h"
#include "thebes/ludus-thebes-bags-editor.h"
#include "thebes/ludus-thebes-deck-editor.h"
#include "thebes/ludus-thebes-map-editor.h"
#include "thebes/ludus-thebes-map.h"
#include "thebes/ludus-thebes-print.h"
#include "ludus-test-utils.h"

static const LudusRules *
thebes (void)
{
  return ludus_rules_lookup ("thebes");
}

static LudusEditorWindow *
open_editor (LudusWindow *window,
             const char  *kind)
{
  LudusEditorWindow *editor;
  g_auto(GStrv) builtin = ludus_content_list_builtin_files (thebes (), kind);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "app.edit-content", "(ss)", "", ""));
  ludus_test_iterate ();
  editor = LUDUS_EDITOR_WINDOW (ludus_test_find_window (LUDUS_TYPE_EDITOR_WINDOW));
  g_assert_nonnull (editor);
  g_assert_nonnull (builtin);
  g_assert_true (ludus_editor_window_open (editor, "thebes", builtin[0]));
  g_assert_cmpstr (ludus_content_document_get_kind (ludus_editor_window_get_document (editor)), ==, kind);
  return editor;
}

static void
wait_validated (void)
{
  /* The document validates in an idle; let it run. */
  for (int i = 0; i < 20; i++)
    ludus_test_iterate ();
}

/* Duplicates the built-in file into an editable user file. */
static GtkWidget *
duplicate_builtin (LudusEditorWindow *editor)
{
  LudusContentDocument *document = ludus_editor_window_get_document (editor);

  g_assert_true (ludus_content_document_get_builtin (document));
  g_assert_false (gtk_widget_get_sensitive (ludus_editor_window_get_form (editor)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.duplicate", NULL));
  document = ludus_editor_window_get_document (editor);
  g_assert_false (ludus_content_document_get_builtin (document));
  g_assert_true (ludus_content_library_is_user_file (thebes (), ludus_content_document_get_path (document)));
  g_assert_true (gtk_widget_get_sensitive (ludus_editor_window_get_form (editor)));
  wait_validated ();
  g_assert_true (ludus_content_document_get_valid (document));
  return ludus_editor_window_get_form (editor);
}

static guint
array_length (LudusContentDocument *document,
              const char           *path)
{
  return json_array_get_length (json_node_get_array (ludus_content_document_get (document, path)));
}

static const char *
problem_path (LudusContentDocument *document)
{
  const LudusContentProblem *problem = ludus_content_document_get_problem (document);

  g_assert_nonnull (problem);
  g_test_message ("problem at %s: %s", problem->path, problem->message);
  return problem->path;
}

/* The button in @root bound to @action, or NULL. */
static GtkWidget *
find_action_button (GtkWidget  *root,
                    const char *action)
{
  if (GTK_IS_BUTTON (root)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), action) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_action_button (child, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The form's problem bar: shown, saying the document's problem. */
static LudusProblemBar *
shown_problem_bar (GtkWidget *form)
{
  LudusContentDocument *document = ludus_editor_window_get_document (LUDUS_EDITOR_WINDOW (gtk_widget_get_root (form)));
  LudusProblemBar *bar = LUDUS_PROBLEM_BAR (ludus_test_find_widget (form, LUDUS_TYPE_PROBLEM_BAR));

  g_assert_nonnull (bar);
  g_assert_true (ludus_problem_bar_get_revealed (bar));
  /* The core's message, after where it is in the player's words. */
  g_assert_true (g_str_has_suffix (ludus_problem_bar_get_message (bar),
                                   ludus_content_document_get_problem (document)->message));
  return bar;
}

/* The user clicks the bar's Show. */
static void
show_problem (LudusProblemBar *bar)
{
  g_signal_emit_by_name (bar, "show-problem", ludus_problem_bar_get_problem (bar));
}

/* Undoes the last edit: the problem goes. */
static void
undo_to_valid (GtkWidget  *form,
               const char *action)
{
  LudusContentDocument *document = ludus_editor_window_get_document (LUDUS_EDITOR_WINDOW (gtk_widget_get_root (form)));

  g_assert_true (gtk_widget_activate_action (form, action, NULL));
  wait_validated ();
  g_assert_true (ludus_content_document_get_valid (document));
  g_assert_null (ludus_content_document_get_problem (document));
  g_assert_false (ludus_problem_bar_get_revealed (LUDUS_PROBLEM_BAR (ludus_test_find_widget (form,
                                                                                          LUDUS_TYPE_PROBLEM_BAR))));
}

/* Plays @content to its end, every seat a computer. */
static void
play_to_end (LudusWindow  *window,
             LudusContent *content)
{
  g_autoptr(LudusOptions) options = ludus_options_new (thebes (), 2);
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(GError) error = NULL;

  ludus_options_set_seat (options, 0, "Anna", FALSE, LUDUS_AI_EASY);
  ludus_options_set_seat (options, 1, "Béla", FALSE, LUDUS_AI_EASY);
  game = ludus_game_new (content, options, &error);
  g_assert_no_error (error);
  ludus_test_play_to_end (window, game, 150);
}

static void
test_card_draw (void)
{
  const LudusThebesCard show = { LUDUS_THEBES_CARD_EXHIBITION, LUDUS_THEBES_PLACE_LON,
                                 0, 5, 4, 1, { 2, 1, 3, 0, 0 } };
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 172, 200);
  cairo_t *cr = cairo_create (surface);
  guint32 *pixels;
  int stride;
  guint transparent = 0, painted = 0;

  /* Twice the natural size, as a printed card would be drawn. */
  ludus_thebes_card_draw (cr, &show, 172, 200);
  cairo_surface_flush (surface);
  pixels = (guint32 *) cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface) / 4;
  for (int y = 0; y < 200; y++)
    for (int x = 0; x < 172; x++)
      {
        guint32 pixel = pixels[y * stride + x];

        transparent += (pixel >> 24) == 0;
        painted += (pixel >> 24) == 0xff;
      }
  /* The card fills its rectangle but its rounded corners. */
  g_assert_cmpuint (painted, >, 172 * 200 * 9 / 10);
  g_assert_cmpuint (transparent, >, 0);
  g_assert_cmpuint (pixels[0] >> 24, ==, 0);
  g_assert_cmpuint (pixels[100 * stride + 86] >> 24, ==, 0xff);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static void
test_deck (void)
{
  LudusWindow *window = ludus_test_new_window ();
  LudusEditorWindow *editor = open_editor (window, "deck");
  LudusThebesDeckEditor *form = LUDUS_THEBES_DECK_EDITOR (duplicate_builtin (editor));
  LudusContentDocument *document = ludus_deck_form_get_document (LUDUS_DECK_FORM (form));
  g_autofree char *saved_path = g_strdup (ludus_content_document_get_path (document));
  g_autoptr(GError) error = NULL;
  g_autofree char *summary = NULL;
  GtkWidget *artifacts;
  guint n_cards = array_length (document, "cards");

  g_assert_cmpuint (n_cards, ==, 85);
  /* The editor window's balance check, beside Play Now. */
  g_assert_true (gtk_widget_get_sensitive (find_action_button (GTK_WIDGET (editor), "editor.balance")));
  /* Every control has a name, the icon buttons and the problem bar's too. */
  ludus_test_assert_controls_named (GTK_WIDGET (form));
  summary = ludus_thebes_deck_editor_get_summary (form);
  g_assert_nonnull (strstr (summary, "85 research cards"));
  g_assert_nonnull (strstr (summary, "Playable by 4 players."));

  /* A card's weeks, through the document; the summary and grid follow. */
  ludus_thebes_deck_editor_select (form, LUDUS_THEBES_DECK_CARDS, 3);
  g_assert_cmpint (ludus_deck_form_get_selected (LUDUS_DECK_FORM (form)), ==, 3);
  g_assert_true (ludus_content_document_set_int (document, "cards[3].weeks", 7, &error));
  g_assert_no_error (error);
  g_assert_true (ludus_content_document_get_modified (document));

  /* Add a copy of the selected card, then remove it again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (form), "deck.add-card", NULL));
  g_assert_cmpuint (array_length (document, "cards"), ==, n_cards + 1);
  g_assert_cmpint (ludus_deck_form_get_selected (LUDUS_DECK_FORM (form)), ==, 4);
  g_assert_true (json_node_equal (ludus_content_document_get (document, "cards[3]"),
                                  ludus_content_document_get (document, "cards[4]")));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (form), "deck.remove-card", NULL));
  g_assert_cmpuint (array_length (document, "cards"), ==, n_cards);
  wait_validated ();
  g_assert_true (ludus_content_document_get_valid (document));

  /* Too many weeks: the problem selects the card; undo clears it. */
  ludus_thebes_deck_editor_select (form, LUDUS_THEBES_DECK_CARDS, 0);
  g_assert_true (ludus_content_document_set_int (document, "cards[5].weeks", 13, &error));
  wait_validated ();
  g_assert_false (ludus_content_document_get_valid (document));
  g_assert_true (g_str_has_prefix (problem_path (document), "cards[5]"));
  g_assert_cmpint (ludus_thebes_deck_editor_get_part (form), ==, LUDUS_THEBES_DECK_CARDS);
  g_assert_cmpint (ludus_deck_form_get_selected (LUDUS_DECK_FORM (form)), ==, 5);
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (form), "editor.play", NULL)
                  && ludus_window_get_game (window) != NULL);
  /* No balance check of an invalid deck. */
  g_assert_false (gtk_widget_get_sensitive (find_action_button (GTK_WIDGET (editor), "editor.balance")));
  /* The bar says it; its Show selects the card again after a move away. */
  {
    LudusProblemBar *bar = shown_problem_bar (GTK_WIDGET (form));

    ludus_thebes_deck_editor_select (form, LUDUS_THEBES_DECK_EXHIBITIONS, 1);
    g_assert_cmpint (ludus_thebes_deck_editor_get_part (form), ==, LUDUS_THEBES_DECK_EXHIBITIONS);
    show_problem (bar);
    g_assert_cmpint (ludus_thebes_deck_editor_get_part (form), ==, LUDUS_THEBES_DECK_CARDS);
    g_assert_cmpint (ludus_deck_form_get_selected (LUDUS_DECK_FORM (form)), ==, 5);
  }
  /* Nothing to print while the deck is invalid: the problem says why. */
  {
    g_autofree char *pdf = ludus_test_temp_path ("invalid.pdf");

    g_assert_false (ludus_thebes_deck_editor_print (document, pdf, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
    g_assert_cmpstr (error->message, ==, ludus_content_document_get_problem (document)->message);
    g_clear_error (&error);
  }
  undo_to_valid (GTK_WIDGET (form), "editor.undo");

  /* An exhibition needing nothing: the exhibitions part shows it. */
  g_assert_true (ludus_content_document_set (document, "exhibitions[2].requires",
                                             json_from_string ("{}", NULL), &error));
  wait_validated ();
  g_assert_true (g_str_has_prefix (problem_path (document), "exhibitions[2]"));
  g_assert_cmpint (ludus_thebes_deck_editor_get_part (form), ==, LUDUS_THEBES_DECK_EXHIBITIONS);
  g_assert_cmpint (ludus_deck_form_get_selected (LUDUS_DECK_FORM (form)), ==, 2);
  undo_to_valid (GTK_WIDGET (form), "editor.undo");

  /* Three artifacts typed into the second bag: 31 tokens no more. */
  artifacts = ludus_thebes_bags_editor_get_artifacts_row (LUDUS_THEBES_BAGS_EDITOR (ludus_test_find_widget (GTK_WIDGET (form), LUDUS_TYPE_THEBES_BAGS_EDITOR)), 1);
  gtk_editable_set_text (GTK_EDITABLE (artifacts), "1 2 3");
  g_assert_cmpuint (array_length (document, "bags[1].artifacts"), ==, 3);
  wait_validated ();
  g_assert_true (g_str_has_prefix (problem_path (document), "bags[1]"));
  g_assert_cmpint (ludus_thebes_deck_editor_get_part (form), ==, LUDUS_THEBES_DECK_BAGS);
  g_assert_true (gtk_widget_has_css_class (artifacts, "error"));
  /* Not a number: nothing is set, the entry says so. */
  gtk_editable_set_text (GTK_EDITABLE (artifacts), "1 two");
  g_assert_true (gtk_widget_has_css_class (artifacts, "error"));
  g_assert_cmpuint (array_length (document, "bags[1].artifacts"), ==, 3);
  undo_to_valid (GTK_WIDGET (form), "editor.undo");
  g_assert_cmpuint (array_length (document, "bags[1].artifacts"), ==, 13);
  g_assert_false (gtk_widget_has_css_class (artifacts, "error"));

  /* Palestine's special-knowledge token for Palestine: that row is marked,
   * not the artifacts. */
  g_assert_true (ludus_content_document_set_string (document, "bags[3].knowledge", "PAL", &error));
  wait_validated ();
  g_assert_cmpstr (problem_path (document), ==, "bags[3].knowledge");
  g_assert_false (gtk_widget_has_css_class (ludus_thebes_bags_editor_get_artifacts_row (LUDUS_THEBES_BAGS_EDITOR (ludus_test_find_widget (GTK_WIDGET (form), LUDUS_TYPE_THEBES_BAGS_EDITOR)), 3), "error"));
  undo_to_valid (GTK_WIDGET (form), "editor.undo");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.save", NULL));
  g_assert_false (ludus_content_document_get_modified (document));
  g_assert_true (g_file_test (saved_path, G_FILE_TEST_IS_REGULAR));

  /* Play Now: a game of this deck in the main window. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (form), "editor.play", NULL));
  ludus_test_iterate ();
  g_assert_nonnull (ludus_window_get_game (window));
  {
    JsonNode *deck = ludus_content_get_deck (ludus_game_get_content (ludus_window_get_game (window)));
    JsonNode *card = json_array_get_element (json_object_get_array_member (json_node_get_object (deck), "cards"), 3);

    g_assert_cmpint (json_object_get_int_member (json_node_get_object (card), "weeks"), ==, 7);
  }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL);
  ludus_test_iterate ();
  play_to_end (window, ludus_content_document_get_content (document));

  gtk_window_destroy (GTK_WINDOW (editor));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* A combo row shows its value whole while there is room: libadwaita 1.2
 * cut every value after about 20 characters, as Spanish "Conocimiento
 * especializado". */
static void
test_combo_value_whole (void)
{
  LudusWindow *window;
  LudusEditorWindow *editor;
  LudusThebesDeckEditor *form;
  AdwPreferencesRow *row;
  GtkLabel *value;

  ludus_test_set_language ("es");
  window = ludus_test_new_window_sized (1440, 900);
  editor = open_editor (window, "deck");
  form = LUDUS_THEBES_DECK_EDITOR (duplicate_builtin (editor));
  gtk_window_set_default_size (GTK_WINDOW (editor), 1440, 900);
  /* The sixth card is specialized knowledge of Egypt. */
  ludus_thebes_deck_editor_select (form, LUDUS_THEBES_DECK_CARDS, 5);
  row = ludus_test_find_preference_row (GTK_WIDGET (form), g_dgettext (GETTEXT_PACKAGE, "_Effect"));
  g_assert_nonnull (row);
  value = ludus_test_find_label (GTK_WIDGET (row), "Conocimiento especializado");
  g_assert_nonnull (value);
  ludus_test_wait_until_drawn (GTK_WIDGET (editor), 40);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (value)));
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (value)));

  /* The popover keeps libadwaita's items, with the selected one checked. */
  g_assert_nonnull (adw_combo_row_get_list_factory (ADW_COMBO_ROW (row)));
  g_assert_true (adw_combo_row_get_list_factory (ADW_COMBO_ROW (row)) !=
                 adw_combo_row_get_factory (ADW_COMBO_ROW (row)));

  gtk_window_destroy (GTK_WINDOW (editor));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_set_language ("en");
}

/* The row of @from in the editor's distance table, "WAR 2 2 1 0 …". */
static char *
distance_row (LudusThebesMapEditor *form,
              const char           *from)
{
  g_autofree char *table = ludus_thebes_map_editor_get_distances (form);
  g_auto(GStrv) rows = g_strsplit (table, "\n", -1);

  for (guint i = 0; rows[i] != NULL; i++)
    if (g_str_has_prefix (rows[i], from))
      return g_strdup (rows[i]);
  g_assert_not_reached ();
}

static void
test_map (void)
{
  LudusWindow *window = ludus_test_new_window ();
  LudusEditorWindow *editor = open_editor (window, "layout");
  LudusThebesMapEditor *form = LUDUS_THEBES_MAP_EDITOR (duplicate_builtin (editor));
  LudusContentDocument *document = ludus_thebes_map_editor_get_document (form);
  g_autoptr(GError) error = NULL;
  g_autofree char *row = NULL;
  guint n_roads = array_length (document, "roads");
  AdwViewStack *stack;

  g_assert_cmpuint (n_roads, ==, 18);
  g_assert_true (gtk_widget_get_sensitive (find_action_button (GTK_WIDGET (editor), "editor.balance")));
  ludus_test_assert_controls_named (GTK_WIDGET (form));
  /* The published table (spec §1), from the model's computation. */
  row = distance_row (form, "WAR");
  g_assert_cmpstr (row, ==, "WAR 2 2 1 0 1 1 2 1 2 3 3 2");

  /* Move Vienna (places[5]) with the keyboard's step, one undo step. */
  ludus_thebes_map_editor_select (form, 5);
  g_assert_cmpint (ludus_thebes_map_editor_get_selected (form), ==, 5);
  ludus_thebes_map_editor_move_place (form, 10, -10);
  g_assert_cmpint (json_node_get_int (ludus_content_document_get (document, "places[5].x")), ==, 510);
  g_assert_cmpint (json_node_get_int (ludus_content_document_get (document, "places[5].y")), ==, 310);

  /* The arrow keys on a place of the map: Left moves Rome (places[6])
   * a step, Shift+Down one unit; it becomes the selected place. */
  {
    GtkWidget *map = ludus_test_find_widget (GTK_WIDGET (form), LUDUS_TYPE_THEBES_MAP);
    GtkWidget *rome = ludus_thebes_map_get_place_widget (LUDUS_THEBES_MAP (map), LUDUS_THEBES_PLACE_ROM);
    g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (rome);
    gboolean handled = FALSE;
    guint n_keys = 0;

    for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
      {
        g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

        if (!GTK_IS_EVENT_CONTROLLER_KEY (controller)
            || g_strcmp0 (gtk_event_controller_get_name (GTK_EVENT_CONTROLLER (controller)), "ludus-move-place") != 0)
          continue;
        n_keys++;
        g_signal_emit_by_name (controller, "key-pressed", GDK_KEY_Left, 0, 0, &handled);
        g_assert_true (handled);
        g_signal_emit_by_name (controller, "key-pressed", GDK_KEY_Down, 0, GDK_SHIFT_MASK, &handled);
        g_assert_true (handled);
      }
    g_assert_cmpuint (n_keys, ==, 1);
    g_assert_cmpint (ludus_thebes_map_editor_get_selected (form), ==, 6);
    g_assert_cmpint (json_node_get_int (ludus_content_document_get (document, "places[6].x")), ==, 370);
    g_assert_cmpint (json_node_get_int (ludus_content_document_get (document, "places[6].y")), ==, 491);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (form), "editor.undo", NULL));
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (form), "editor.undo", NULL));
    g_assert_cmpint (json_node_get_int (ludus_content_document_get (document, "places[6].x")), ==, 380);
  }

  /* Without WAR–GRE the distances change at once; with it back, again. */
  ludus_thebes_map_editor_toggle_road (form, LUDUS_THEBES_PLACE_GRE, LUDUS_THEBES_PLACE_WAR);
  g_assert_cmpuint (array_length (document, "roads"), ==, n_roads - 1);
  g_clear_pointer (&row, g_free);
  row = distance_row (form, "WAR");
  g_assert_cmpstr (row, ==, "WAR 2 2 1 0 1 1 2 3 3 4 4 4");
  ludus_thebes_map_editor_toggle_road (form, LUDUS_THEBES_PLACE_WAR, LUDUS_THEBES_PLACE_GRE);
  g_assert_cmpuint (array_length (document, "roads"), ==, n_roads);
  g_clear_pointer (&row, g_free);
  row = distance_row (form, "WAR");
  g_assert_cmpstr (row, ==, "WAR 2 2 1 0 1 1 2 1 2 3 3 2");
  wait_validated ();
  g_assert_true (ludus_content_document_get_valid (document));

  /* Moscow cut off: the loader's problem, and no way there in the table,
   * which the map's page stays on until the bar's Show turns to it. */
  ludus_thebes_map_editor_toggle_road (form, LUDUS_THEBES_PLACE_MOS, LUDUS_THEBES_PLACE_WAR);
  wait_validated ();
  g_assert_cmpstr (problem_path (document), ==, "roads");
  g_assert_false (ludus_content_document_get_valid (document));
  stack = ADW_VIEW_STACK (ludus_test_find_widget (GTK_WIDGET (form), ADW_TYPE_VIEW_STACK));
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, "map");
  show_problem (shown_problem_bar (GTK_WIDGET (form)));
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, "distances");
  adw_view_stack_set_visible_child_name (stack, "map");
  g_clear_pointer (&row, g_free);
  row = distance_row (form, "MOS");
  g_assert_cmpstr (row, ==, "MOS — — — — 0 — — — — — — —");
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (form), "editor.play", NULL)
                  && ludus_window_get_game (window) != NULL);
  undo_to_valid (GTK_WIDGET (form), "editor.undo");

  /* Warsaw onto Berlin's point: the problem selects Warsaw. */
  ludus_thebes_map_editor_select (form, 0);
  g_assert_true (ludus_content_document_set (document, "places[3]",
                                             json_from_string ("{\"id\": \"WAR\", \"kind\": \"city\","
                                                               " \"x\": 410, \"y\": 150}", NULL), &error));
  g_assert_no_error (error);
  wait_validated ();
  g_assert_cmpstr (problem_path (document), ==, "places[3]");
  g_assert_cmpint (ludus_thebes_map_editor_get_selected (form), ==, 3);
  /* The bar's Show selects Warsaw again after a move away. */
  ludus_thebes_map_editor_select (form, 1);
  g_assert_cmpint (ludus_thebes_map_editor_get_selected (form), ==, 1);
  show_problem (shown_problem_bar (GTK_WIDGET (form)));
  g_assert_cmpint (ludus_thebes_map_editor_get_selected (form), ==, 3);
  {
    GtkWidget *map = ludus_test_find_widget (GTK_WIDGET (form), LUDUS_TYPE_THEBES_MAP);

    g_assert_true (gtk_widget_has_css_class (ludus_thebes_map_get_place_widget (LUDUS_THEBES_MAP (map),
                                                                              LUDUS_THEBES_PLACE_WAR),
                                             "problem"));
    g_assert_false (gtk_widget_has_css_class (ludus_thebes_map_get_place_widget (LUDUS_THEBES_MAP (map),
                                                                               LUDUS_THEBES_PLACE_BER),
                                              "problem"));
  }
  undo_to_valid (GTK_WIDGET (form), "editor.undo");

  /* The time wheel holds at most 20 tokens: typed into its first cell
   * (the first entry of the form), the problem is there. */
  {
    GtkWidget *cell = ludus_test_find_widget (GTK_WIDGET (form), GTK_TYPE_ENTRY);

    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (cell)), ==, "0");
    gtk_editable_set_text (GTK_EDITABLE (cell), "21");
    g_assert_cmpint (json_node_get_int (ludus_content_document_get (document, "wheel[0][0]")), ==, 21);
    wait_validated ();
    g_assert_cmpstr (problem_path (document), ==, "wheel[0][0]");
    gtk_editable_set_text (GTK_EDITABLE (cell), "2x");
    g_assert_true (gtk_widget_has_css_class (cell, "error"));
    g_assert_cmpint (json_node_get_int (ludus_content_document_get (document, "wheel[0][0]")), ==, 21);
    undo_to_valid (GTK_WIDGET (form), "editor.undo");
    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (cell)), ==, "0");
  }

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.save", NULL));
  g_assert_false (ludus_content_document_get_modified (document));

  /* Play Now: a game on this map, Vienna where it was moved to. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (form), "editor.play", NULL));
  ludus_test_iterate ();
  g_assert_nonnull (ludus_window_get_game (window));
  {
    const LudusThebesContent *content = ludus_content_get_compiled (ludus_game_get_content (ludus_window_get_game (window)));

    g_assert_cmpint (content->places[LUDUS_THEBES_PLACE_VIE].x, ==, 510);
  }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL);
  ludus_test_iterate ();
  play_to_end (window, ludus_content_document_get_content (document));

  gtk_window_destroy (GTK_WINDOW (editor));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* Exports the built-in @kind as a PDF; returns its path. */
static char *
export_pdf_file (LudusWindow *window,
                 const char  *kind)
{
  LudusEditorWindow *editor = open_editor (window, kind);
  g_autofree char *name = g_strdup_printf ("thebes-%s.pdf", kind);
  char *pdf = ludus_test_temp_path (name);
  g_autoptr(GFile) file = g_file_new_for_path (pdf);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;

  wait_validated ();
  g_assert_true (ludus_editor_window_export_pdf (editor, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (pdf, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF"));
  gtk_window_destroy (GTK_WINDOW (editor));
  return pdf;
}

/* The same, rendered: its first page as PNG. */
static char *
export_pdf (LudusWindow *window,
            const char  *kind,
            int          dpi)
{
  g_autofree char *pdf = export_pdf_file (window, kind);

  return ludus_test_render_pdf_page (pdf, 1, dpi);
}

static void
assert_a4_portrait_with_ink (const char *page)
{
  g_autoptr(GdkTexture) texture = gdk_texture_new_from_filename (page, NULL);

  g_assert_true (ludus_test_png_has_ink (page));
  /* A4 at 40 dpi. */
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 331);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, 468);
}

static void
test_print_deck (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autofree char *page = export_pdf (window, "deck", 40);

  assert_a4_portrait_with_ink (page);
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* The map's sheet: portrait, the time wheel below the map. */
static void
test_print_map (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autofree char *page = export_pdf (window, "layout", 40);

  assert_a4_portrait_with_ink (page);
  ludus_test_destroy_window (GTK_WINDOW (window));
}

static GtkWindow *
setup_part (LudusWindow         *window,
            const char          *kind,
            LudusThebesDeckPart  part)
{
  LudusEditorWindow *editor;
  GtkWidget *form;

  editor = open_editor (window, kind);
  form = duplicate_builtin (editor);
  if (LUDUS_IS_THEBES_DECK_EDITOR (form))
    ludus_thebes_deck_editor_select (LUDUS_THEBES_DECK_EDITOR (form), part, part == LUDUS_THEBES_DECK_BAGS ? 0 : 2);
  gtk_window_set_default_size (GTK_WINDOW (editor), 1280, 800);
  return GTK_WINDOW (editor);
}

static GtkWindow *
setup_cards (LudusWindow *window)
{
  return setup_part (window, "deck", LUDUS_THEBES_DECK_CARDS);
}

static GtkWindow *
setup_exhibitions (LudusWindow *window)
{
  return setup_part (window, "deck", LUDUS_THEBES_DECK_EXHIBITIONS);
}

static GtkWindow *
setup_bags (LudusWindow *window)
{
  return setup_part (window, "deck", LUDUS_THEBES_DECK_BAGS);
}

/* A card with too many weeks: the banner, and the card marked. */
static GtkWindow *
setup_card_problem (LudusWindow *window)
{
  GtkWindow *editor = setup_part (window, "deck", LUDUS_THEBES_DECK_CARDS);
  LudusContentDocument *document = ludus_editor_window_get_document (LUDUS_EDITOR_WINDOW (editor));

  g_assert_true (ludus_content_document_set_int (document, "cards[5].weeks", 13, NULL));
  wait_validated ();
  return editor;
}

static GtkWindow *
setup_map (LudusWindow *window)
{
  GtkWindow *editor = setup_part (window, "layout", 0);
  LudusThebesMapEditor *form = LUDUS_THEBES_MAP_EDITOR (ludus_editor_window_get_form (LUDUS_EDITOR_WINDOW (editor)));

  ludus_thebes_map_editor_select (form, 3);
  return editor;
}

/* The time wheel's table of spin buttons. */
static GtkWindow *
setup_wheel (LudusWindow *window)
{
  GtkWindow *editor = setup_part (window, "layout", 0);
  GtkWidget *stack = ludus_test_find_widget (ludus_editor_window_get_form (LUDUS_EDITOR_WINDOW (editor)),
                                             ADW_TYPE_VIEW_STACK);

  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (stack), "wheel");
  return editor;
}

/* Moscow cut off: the banner, and the distances with no way there. */
static GtkWindow *
setup_map_problem (LudusWindow *window)
{
  GtkWindow *editor = setup_part (window, "layout", 0);
  LudusThebesMapEditor *form = LUDUS_THEBES_MAP_EDITOR (ludus_editor_window_get_form (LUDUS_EDITOR_WINDOW (editor)));

  ludus_thebes_map_editor_select (form, 4);
  ludus_thebes_map_editor_toggle_road (form, LUDUS_THEBES_PLACE_MOS, LUDUS_THEBES_PLACE_WAR);
  wait_validated ();
  show_problem (shown_problem_bar (GTK_WIDGET (form)));
  return editor;
}

/* The first page of a PDF, in a window for its screenshot. */
static GtkWindow *
show_pdf_page (LudusWindow *window,
               const char  *kind)
{
  g_autofree char *pdf = export_pdf_file (window, kind);

  return ludus_test_show_pdf_page (GTK_WINDOW (window), pdf, 1);
}

static GtkWindow *
setup_pdf_deck (LudusWindow *window)
{
  return show_pdf_page (window, "deck");
}

static GtkWindow *
setup_pdf_map (LudusWindow *window)
{
  return show_pdf_page (window, "layout");
}

int
main (int   argc,
      char *argv[])
{
  ludus_test_init (&argc, &argv);
  g_settings_set_string (ludus_application_get_settings (ludus_test_get_application ()),
                         "computer-speed", "instant");

  g_test_add_func ("/editor-thebes/card-draw", test_card_draw);
  g_test_add_func ("/editor-thebes/deck", test_deck);
  g_test_add_func ("/editor-thebes/map", test_map);
  g_test_add_func ("/editor-thebes/print-deck", test_print_deck);
  g_test_add_func ("/editor-thebes/print-map", test_print_map);
  g_test_add_func ("/editor-thebes/combo-value-whole", test_combo_value_whole);
  /* The editor is its own window, shot over a main window larger than it. */
  ludus_test_add_screenshots_at ("editor-thebes-cards", setup_cards, 1440, 900);
  ludus_test_add_screenshots_at ("editor-thebes-card-problem", setup_card_problem, 1440, 900);
  ludus_test_add_screenshots_at ("editor-thebes-exhibitions", setup_exhibitions, 1440, 900);
  ludus_test_add_screenshots_at ("editor-thebes-bags", setup_bags, 1440, 900);
  ludus_test_add_screenshots_at ("editor-thebes-map", setup_map, 1440, 900);
  ludus_test_add_screenshots_at ("editor-thebes-wheel", setup_wheel, 1440, 900);
  ludus_test_add_screenshots_at ("editor-thebes-map-problem", setup_map_problem, 1440, 900);
  ludus_test_add_screenshots_at ("editor-thebes-pdf-deck", setup_pdf_deck, 1440, 900);
  ludus_test_add_screenshots_at ("editor-thebes-pdf-map", setup_pdf_map, 1440, 900);

  return g_test_run ();
}
