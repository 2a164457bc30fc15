/* test-editor-mykerinos.c: the Mykerinos deck and layout editors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opens each editor on a duplicate of the built-in content, edits a card
 * (its pyramids, through the action and its space's button) and a slot
 * (moved, turned, paired, surveyed earlier) through actions, makes each
 * invalid (the problem bar appears, the card or the slot is selected, and
 * again when the bar's Show is pressed) and undoes (it goes), saves, and
 * plays a game of the custom content to its end with computer seats.
 * Both export their print-and-play PDF, whose pages pdftoppm renders.
 * Screenshots of both editors, a problem and a page of each PDF.
 */

#define G_LOG_DOMAIN "test-editor-mykerinos"

#include "config.h"

#include "ludus-board-view.h"
#include "ludus-editor-window.h"
#include "ludus-content-library.h"
#include "ludus-problem-bar.h"
#include "mykerinos/ludus-mykerinos.h"
#include "mykerinos/ludus-mykerinos-deck-editor.h"
#include "mykerinos/ludus-mykerinos-layout-editor.h"
#include "mykerinos/ludus-mykerinos-region.h"
#include "ludus-test-utils.h"

#define RULES (ludus_rules_lookup ("mykerinos"))

static void
wait_validated (void)
{
  /* The document validates in an idle; let it run. */
  for (int i = 0; i < 20; i++)
    ludus_test_iterate ();
}

static char *
builtin_layout (const char *name)
{
  g_auto(GStrv) files = ludus_content_list_builtin_files (RULES, "layout");

  for (guint i = 0; files != NULL && files[i] != NULL; i++)
    if (g_str_has_suffix (files[i], name))
      return g_strdup (files[i]);
  g_assert_not_reached ();
}

/* Whether a visible label under @root shows @text. */
static gboolean
shows_label (GtkWidget  *root,
             const char *text)
{
  if (GTK_IS_LABEL (root) && gtk_widget_is_visible (root)
      && g_strcmp0 (gtk_label_get_text (GTK_LABEL (root)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_label (child, text))
      return TRUE;
  return FALSE;
}

/* Opens @path (NULL: the built-in deck) and duplicates it to edit. */
static GtkWidget *
open_duplicate (LudusWindow        *window,
                const char         *path,
                LudusEditorWindow **editor_out)
{
  LudusEditorWindow *editor;
  LudusContentDocument *document;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "app.edit-content", "(ss)", "", ""));
  ludus_test_iterate ();
  editor = LUDUS_EDITOR_WINDOW (ludus_test_find_window (LUDUS_TYPE_EDITOR_WINDOW));
  g_assert_nonnull (editor);
  g_assert_true (ludus_editor_window_open (editor, "mykerinos", path));
  document = ludus_editor_window_get_document (editor);
  g_assert_true (ludus_content_document_get_builtin (document));
  g_assert_false (gtk_widget_get_sensitive (ludus_editor_window_get_form (editor)));
  /* A board is called a board (path is a layout; NULL the deck). */
  g_assert_true (shows_label (GTK_WIDGET (editor),
                              g_dgettext (GETTEXT_PACKAGE,
                                          path != NULL ? "This board comes with Ludus and cannot be changed."
                                                       : "This deck comes with Ludus and cannot be changed.")));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.duplicate", NULL));
  document = ludus_editor_window_get_document (editor);
  g_assert_false (ludus_content_document_get_builtin (document));
  g_assert_true (ludus_content_library_is_user_file (RULES, ludus_content_document_get_path (document)));
  g_assert_true (gtk_widget_get_sensitive (ludus_editor_window_get_form (editor)));
  *editor_out = editor;
  return ludus_editor_window_get_form (editor);
}

static gboolean
nodes_equal (JsonNode *a,
             JsonNode *b)
{
  g_autofree char *text_a = a != NULL ? json_to_string (a, FALSE) : NULL;
  g_autofree char *text_b = b != NULL ? json_to_string (b, FALSE) : NULL;

  return g_strcmp0 (text_a, text_b) == 0;
}

/* Play Now, then a whole game of @content with every seat a computer. */
static void
play_to_the_end (LudusWindow          *window,
                 GtkWidget            *form,
                 const char           *play_action,
                 LudusContentDocument *document)
{
  LudusContent *content;
  g_autoptr(LudusOptions) options = ludus_options_new (RULES, 3);
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (gtk_widget_activate_action (form, play_action, NULL));
  ludus_test_iterate ();
  content = ludus_content_document_get_content (document);
  g_assert_nonnull (content);
  g_assert_nonnull (ludus_window_get_game (window));
  g_assert_true (nodes_equal (ludus_content_get_deck (ludus_game_get_content (ludus_window_get_game (window))),
                              ludus_content_get_deck (content)));
  g_assert_true (nodes_equal (ludus_content_get_layout (ludus_game_get_content (ludus_window_get_game (window))),
                              ludus_content_get_layout (content)));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL);
  ludus_test_iterate ();

  for (guint i = 0; i < 3; i++)
    ludus_options_set_seat (options, i, i == 0 ? "Anna" : i == 1 ? "Béla" : "Dóra", FALSE, LUDUS_AI_EASY);
  game = ludus_game_new (content, options, &error);
  g_assert_no_error (error);
  ludus_test_play_to_end (window, game, 90);
}

static LudusProblemBar *
find_problem_bar (GtkWidget *form)
{
  GtkWidget *bar = ludus_test_find_widget (form, LUDUS_TYPE_PROBLEM_BAR);

  g_assert_nonnull (bar);
  return LUDUS_PROBLEM_BAR (bar);
}

/* The button under @root bound to @action, or NULL. */
static GtkWidget *
find_button (GtkWidget  *root,
             const char *action)
{
  GtkWidget *found = NULL;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL && found == NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child)
          && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (child)), action) == 0)
        return child;
      found = gtk_widget_get_first_child (child) != NULL ? find_button (child, action) : NULL;
    }
  return found;
}

/* The editor window's balance check just before Play Now, on while the
 * content plays. */
static void
assert_balance_button (GtkWidget  *editor,
                       const char *play_action,
                       gboolean    enabled)
{
  GtkWidget *button = find_button (editor, "editor.balance");
  GtkWidget *next;

  g_assert_nonnull (button);
  next = gtk_widget_get_next_sibling (button);
  g_assert_true (next != NULL && next == find_button (editor, play_action));
  g_assert_cmpint (gtk_widget_get_sensitive (button), ==, enabled);
  g_assert_cmpint (gtk_widget_get_sensitive (next), ==, enabled);
}

/* The bar's Show, as a click on it does. */
static void
show_problem (GtkWidget *form)
{
  LudusProblemBar *bar = find_problem_bar (form);

  g_assert_nonnull (ludus_problem_bar_get_problem (bar));
  g_signal_emit_by_name (bar, "show-problem", ludus_problem_bar_get_problem (bar));
}

static const char *
get_string (LudusContentDocument *document,
            const char           *path)
{
  return json_node_get_string (ludus_content_document_get (document, path));
}

static gint64
get_int (LudusContentDocument *document,
         const char           *path)
{
  return json_node_get_int (ludus_content_document_get (document, path));
}

/* Activating a button clicks it a moment later. */
static gboolean
pattern_is_not (gpointer data)
{
  return g_strcmp0 (get_string (data, "cards[3].pattern"), "PP./...") != 0;
}

static void
test_edit_deck (void)
{
  LudusWindow *window = ludus_test_new_window ();
  LudusEditorWindow *editor;
  GtkWidget *widget = open_duplicate (window, NULL, &editor);
  LudusMykerinosDeckEditor *form;
  LudusContentDocument *document;
  g_autofree char *saved_path = NULL;
  g_autofree char *pattern = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *flow_box, *tile;

  g_assert_true (LUDUS_IS_MYKERINOS_DECK_EDITOR (widget));
  form = LUDUS_MYKERINOS_DECK_EDITOR (widget);
  document = ludus_deck_form_get_document (LUDUS_DECK_FORM (form));
  saved_path = g_strdup (ludus_content_document_get_path (document));
  wait_validated ();
  g_assert_true (ludus_content_document_get_valid (document));
  g_assert_cmpuint (json_array_get_length (json_node_get_array (ludus_content_document_get (document, "cards"))),
                    ==, 36);
  assert_balance_button (GTK_WIDGET (editor), "editor.play", TRUE);

  /* Card 4 (M04, ".P./..."): a pyramid on space 0 by the action, then
   * off space 1 by its button, as a click or Space would. */
  ludus_deck_form_select (LUDUS_DECK_FORM (form), 0, 3);
  g_assert_cmpint (ludus_deck_form_get_selected (LUDUS_DECK_FORM (form)), ==, 3);
  g_assert_cmpstr (get_string (document, "cards[3].pattern"), ==, ".P./...");
  g_assert_true (gtk_widget_activate_action (widget, "deck.toggle-space", "i", 0));
  g_assert_cmpstr (get_string (document, "cards[3].pattern"), ==, "PP./...");
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (ludus_mykerinos_deck_editor_get_space (form, 1))));
  g_assert_true (gtk_widget_activate (ludus_mykerinos_deck_editor_get_space (form, 1)));
  ludus_test_wait_until (pattern_is_not, document);
  g_assert_cmpstr (get_string (document, "cards[3].pattern"), ==, "P../...");
  pattern = g_strdup (get_string (document, "cards[3].pattern"));

  /* The arrow keys move between the spaces (Space or Enter activates, as
   * above). */
  g_assert_true (gtk_widget_grab_focus (ludus_mykerinos_deck_editor_get_space (form, 0)));
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (editor), GTK_DIR_RIGHT));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (editor)) == ludus_mykerinos_deck_editor_get_space (form, 1));
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (editor), GTK_DIR_DOWN));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (editor)) == ludus_mykerinos_deck_editor_get_space (form, 4));
  g_assert_true (ludus_content_document_get_modified (document));

  /* The card's tile says what it is, to screen readers too. */
  flow_box = ludus_test_find_widget (widget, GTK_TYPE_FLOW_BOX);
  tile = GTK_WIDGET (gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (flow_box), 3));
  expected = g_strdup ("Parcel 4 (M04): Lady Violet, prestige 2, 1 pyramid");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (tile), ==, expected);
  {
    g_autofree char *mismatch = gtk_test_accessible_check_property (GTK_ACCESSIBLE (tile),
                                                                    GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                                    expected);

    g_assert_null (mismatch);
  }

  /* A prestige the rules do not have: the problem points at card 6, which
   * the form selects; Play Now goes off; undo clears it. */
  ludus_deck_form_select (LUDUS_DECK_FORM (form), 0, 0);
  g_assert_true (ludus_content_document_set_int (document, "cards[5].prestige", 4, &error));
  g_assert_no_error (error);
  wait_validated ();
  g_assert_false (ludus_content_document_get_valid (document));
  g_assert_nonnull (ludus_content_document_get_problem (document));
  g_assert_cmpstr (ludus_content_document_get_problem (document)->path, ==, "cards[5].prestige");
  g_assert_cmpint (ludus_deck_form_get_selected (LUDUS_DECK_FORM (form)), ==, 5);
  assert_balance_button (GTK_WIDGET (editor), "editor.play", FALSE);
  g_assert_true (ludus_problem_bar_get_revealed (find_problem_bar (widget)));
  /* The core's message, after where it is in the player's words. */
  g_assert_true (g_str_has_suffix (ludus_problem_bar_get_message (find_problem_bar (widget)),
                                   ludus_content_document_get_problem (document)->message));
  ludus_deck_form_select (LUDUS_DECK_FORM (form), 0, 20);
  show_problem (widget);
  g_assert_cmpint (ludus_deck_form_get_selected (LUDUS_DECK_FORM (form)), ==, 5);
  g_assert_false (gtk_widget_activate_action (widget, "editor.play", NULL)
                  && ludus_window_get_game (window) != NULL);
  g_assert_true (gtk_widget_activate_action (widget, "editor.undo", NULL));
  wait_validated ();
  g_assert_true (ludus_content_document_get_valid (document));
  g_assert_null (ludus_content_document_get_problem (document));
  g_assert_false (ludus_problem_bar_get_revealed (find_problem_bar (widget)));
  assert_balance_button (GTK_WIDGET (editor), "editor.play", TRUE);
  g_assert_cmpstr (get_string (document, "cards[3].pattern"), ==, pattern);

  /* A patron through the form's row. */
  ludus_deck_form_select (LUDUS_DECK_FORM (form), 0, 3);
  {
    GtkWidget *row = ludus_test_find_widget (widget, ADW_TYPE_COMBO_ROW);

    adw_combo_row_set_selected (ADW_COMBO_ROW (row), LUDUS_MYKERINOS_TANGERINE);
    g_assert_cmpstr (get_string (document, "cards[3].patron"), ==, "tangerine");
  }

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.save", NULL));
  g_assert_false (ludus_content_document_get_modified (document));
  g_assert_true (g_file_test (saved_path, G_FILE_TEST_IS_REGULAR));
  {
    g_autoptr(JsonNode) saved = ludus_content_parse_file (saved_path, LUDUS_JSON_FILE_DECK, &error);

    g_assert_no_error (error);
    g_assert_true (json_node_equal (saved, ludus_content_document_get_root (document)));
  }

  wait_validated ();
  g_assert_true (ludus_content_document_get_valid (document));
  play_to_the_end (window, widget, "editor.play", document);

  gtk_window_destroy (GTK_WINDOW (editor));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* Drags @slot of the season shown @dx spaces right, through the region's
 * drag gesture as a pointer would. */
static void
drag_slot (LudusMykerinosLayoutEditor *form,
           guint                       slot,
           int                         dx)
{
  GtkWidget *region = ludus_mykerinos_layout_editor_get_region (form);
  GtkGesture *drag = NULL;
  GtkWidget *space = NULL;
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (region);
  graphene_point_t point;
  double size;
  guint n = 0;

  ludus_test_wait_for_frames (region, 2);
  size = ludus_mykerinos_region_get_space_size (LUDUS_MYKERINOS_REGION (region));
  g_assert_cmpfloat (size, >, 0);
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && drag == NULL; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_DRAG (controller))
        drag = GTK_GESTURE (controller);
    }
  g_assert_nonnull (drag);
  /* The spaces are the region's focusable children, slot by slot. */
  for (GtkWidget *child = gtk_widget_get_first_child (region); child != NULL && space == NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_focusable (child) && n++ == slot * 6)
      space = child;
  g_assert_nonnull (space);
  g_assert_true (gtk_widget_compute_point (space, region,
                                           &GRAPHENE_POINT_INIT (gtk_widget_get_width (space) / 2.0,
                                                                 gtk_widget_get_height (space) / 2.0),
                                           &point));
  g_assert_cmpint (ludus_mykerinos_region_space_at (LUDUS_MYKERINOS_REGION (region), point.x, point.y),
                   ==, (int) slot * 6);

  g_signal_emit_by_name (drag, "drag-begin", (double) point.x, (double) point.y);
  g_assert_cmpint (ludus_mykerinos_layout_editor_get_selected (form), ==, (int) slot);
  g_signal_emit_by_name (drag, "drag-update", size * dx * 0.6, 0.0);
  g_signal_emit_by_name (drag, "drag-update", size * dx, 0.0);
  g_signal_emit_by_name (drag, "drag-end", size * dx, 0.0);
}

static void
test_edit_layout (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autofree char *standard = builtin_layout ("mykerinos-layout-standard.json");
  LudusEditorWindow *editor;
  GtkWidget *widget = open_duplicate (window, standard, &editor);
  LudusMykerinosLayoutEditor *form;
  LudusContentDocument *document;
  g_autofree char *saved_path = NULL;
  JsonArray *area;

  g_assert_true (LUDUS_IS_MYKERINOS_LAYOUT_EDITOR (widget));
  form = LUDUS_MYKERINOS_LAYOUT_EDITOR (widget);
  document = ludus_mykerinos_layout_editor_get_document (form);
  saved_path = g_strdup (ludus_content_document_get_path (document));
  wait_validated ();
  g_assert_true (ludus_content_document_get_valid (document));

  /* Season 2, slot 3 (at x 3, y 0) one space right with the keyboard's action. */
  g_assert_true (gtk_widget_activate_action (widget, "layout.season", "i", 1));
  g_assert_cmpuint (ludus_mykerinos_layout_editor_get_season (form), ==, 1);
  ludus_mykerinos_layout_editor_select (form, 1, 2);
  g_assert_cmpint (get_int (document, "seasons[1].slots[2].x"), ==, 3);
  g_assert_true (gtk_widget_activate_action (widget, "layout.move-slot", "(ii)", 1, 0));
  g_assert_cmpint (get_int (document, "seasons[1].slots[2].x"), ==, 4);
  g_assert_cmpint (get_int (document, "seasons[1].slots[2].y"), ==, 0);
  wait_validated ();
  g_assert_true (ludus_content_document_get_valid (document));

  /* Two more left: onto slot 1's spaces.  The problem is at the slot,
   * which stays selected; undo clears it. */
  g_assert_true (gtk_widget_activate_action (widget, "layout.move-slot", "(ii)", -2, 0));
  g_assert_cmpint (get_int (document, "seasons[1].slots[2].x"), ==, 2);
  wait_validated ();
  g_assert_false (ludus_content_document_get_valid (document));
  g_assert_cmpstr (ludus_content_document_get_problem (document)->path, ==, "seasons[1].slots[2]");
  g_assert_cmpuint (ludus_mykerinos_layout_editor_get_season (form), ==, 1);
  g_assert_cmpint (ludus_mykerinos_layout_editor_get_selected (form), ==, 2);
  assert_balance_button (GTK_WIDGET (editor), "editor.play", FALSE);
  g_assert_true (ludus_problem_bar_get_revealed (find_problem_bar (widget)));
  g_assert_true (g_str_has_prefix (ludus_problem_bar_get_message (find_problem_bar (widget)),
                                   "Season 2 › Slot 3: slot 3 overlaps slot 1"));
  /* The core's message, after where it is in the player's words. */
  g_assert_true (g_str_has_suffix (ludus_problem_bar_get_message (find_problem_bar (widget)),
                                   ludus_content_document_get_problem (document)->message));
  ludus_mykerinos_layout_editor_select (form, 3, 5);
  show_problem (widget);
  g_assert_cmpuint (ludus_mykerinos_layout_editor_get_season (form), ==, 1);
  g_assert_cmpint (ludus_mykerinos_layout_editor_get_selected (form), ==, 2);
  g_assert_false (gtk_widget_activate_action (widget, "editor.play", NULL)
                  && ludus_window_get_game (window) != NULL);
  g_assert_true (gtk_widget_activate_action (widget, "editor.undo", NULL));
  wait_validated ();
  g_assert_true (ludus_content_document_get_valid (document));
  g_assert_null (ludus_content_document_get_problem (document));
  g_assert_false (ludus_problem_bar_get_revealed (find_problem_bar (widget)));
  assert_balance_button (GTK_WIDGET (editor), "editor.play", TRUE);
  g_assert_cmpint (get_int (document, "seasons[1].slots[2].x"), ==, 4);

  /* Turned portrait, it reaches down onto slot 4: the problem names both
   * slots, and slot 3 stays selected, so moving it two spaces further
   * right (not slot 4) makes it fit. */
  ludus_mykerinos_layout_editor_select (form, 1, 2);
  g_assert_true (gtk_widget_activate_action (widget, "layout.turn-slot", NULL));
  g_assert_cmpstr (get_string (document, "seasons[1].slots[2].orientation"), ==, "portrait");
  wait_validated ();
  g_assert_false (ludus_content_document_get_valid (document));
  g_assert_cmpstr (ludus_content_document_get_problem (document)->path, ==, "seasons[1].slots[3]");
  g_assert_nonnull (strstr (ludus_content_document_get_problem (document)->message,
                            "slot 4 overlaps slot 3"));
  g_assert_cmpint (ludus_mykerinos_layout_editor_get_selected (form), ==, 2);
  g_assert_true (gtk_widget_activate_action (widget, "layout.move-slot", "(ii)", 2, 0));
  g_assert_cmpint (get_int (document, "seasons[1].slots[2].x"), ==, 6);
  wait_validated ();
  g_assert_true (ludus_content_document_get_valid (document));

  /* Paired with slot 1: its area is now slots 3 and 1, the former
   * partners 4 and 2 pair up. */
  g_assert_true (gtk_widget_activate_action (widget, "layout.pair", "i", 0));
  area = json_node_get_array (ludus_content_document_get (document, "seasons[1].areas[1]"));
  g_assert_cmpint (json_array_get_int_element (area, 0), ==, 2);
  g_assert_cmpint (json_array_get_int_element (area, 1), ==, 0);
  area = json_node_get_array (ludus_content_document_get (document, "seasons[1].areas[0]"));
  g_assert_cmpint (json_array_get_int_element (area, 0), ==, 3);
  g_assert_cmpint (json_array_get_int_element (area, 1), ==, 1);

  /* Surveyed first. */
  g_assert_true (gtk_widget_activate_action (widget, "layout.survey-earlier", NULL));
  area = json_node_get_array (ludus_content_document_get (document, "seasons[1].areas[0]"));
  g_assert_cmpint (json_array_get_int_element (area, 0), ==, 2);
  wait_validated ();
  g_assert_true (ludus_content_document_get_valid (document));

  /* Dragged one space right on the region. */
  drag_slot (form, 2, 1);
  g_assert_cmpint (get_int (document, "seasons[1].slots[2].x"), ==, 7);
  g_assert_cmpint (get_int (document, "seasons[1].slots[2].y"), ==, 0);
  wait_validated ();
  g_assert_true (ludus_content_document_get_valid (document));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.save", NULL));
  g_assert_false (ludus_content_document_get_modified (document));
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(JsonNode) saved = ludus_content_parse_file (saved_path, LUDUS_JSON_FILE_LAYOUT, &error);

    g_assert_no_error (error);
    g_assert_true (json_node_equal (saved, ludus_content_document_get_root (document)));
  }

  play_to_the_end (window, widget, "editor.play", document);

  gtk_window_destroy (GTK_WINDOW (editor));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* Writes the editor's print-and-play PDF to @name; returns its path. */
static char *
export_pdf (LudusEditorWindow *editor,
            const char        *name)
{
  char *pdf = ludus_test_temp_path (name);
  g_autoptr(GFile) file = g_file_new_for_path (pdf);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (ludus_editor_window_export_pdf (editor, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (pdf, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF"));
  return pdf;
}

static void
assert_page (const char *pdf,
             guint       page,
             int         width,
             int         height)
{
  g_autofree char *png = ludus_test_render_pdf_page (pdf, page, 40);
  g_autoptr(GdkTexture) texture = gdk_texture_new_from_filename (png, NULL);

  g_assert_true (ludus_test_png_has_ink (png));
  g_assert_cmpint (gdk_texture_get_width (texture), ==, width);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, height);
}

/* The 36 parcels, nine a page standing: four A4 pages (at 40 dpi). */
static void
test_print_deck (void)
{
  LudusWindow *window = ludus_test_new_window ();
  LudusEditorWindow *editor;
  g_autofree char *pdf = NULL;

  open_duplicate (window, NULL, &editor);
  wait_validated ();
  pdf = export_pdf (editor, "mykerinos-deck.pdf");
  assert_page (pdf, 1, 331, 468);
  assert_page (pdf, 4, 331, 468);

  gtk_window_destroy (GTK_WINDOW (editor));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* A season a page, each drawn. */
static void
test_print_layout (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autofree char *standard = builtin_layout ("mykerinos-layout-standard.json");
  LudusEditorWindow *editor;
  g_autofree char *pdf = NULL;

  open_duplicate (window, standard, &editor);
  wait_validated ();
  pdf = export_pdf (editor, "mykerinos-layout.pdf");
  for (guint page = 1; page <= LUDUS_MYKERINOS_N_SEASONS; page++)
    {
      g_autofree char *png = ludus_test_render_pdf_page (pdf, page, 40);

      g_assert_true (ludus_test_png_has_ink (png));
    }

  gtk_window_destroy (GTK_WINDOW (editor));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

static GtkWindow *
setup_deck (LudusWindow *window)
{
  LudusEditorWindow *editor;
  GtkWidget *form = open_duplicate (window, NULL, &editor);

  ludus_deck_form_select (LUDUS_DECK_FORM (form), 0, 11);
  gtk_window_set_default_size (GTK_WINDOW (editor), 1280, 800);
  return GTK_WINDOW (editor);
}

static GtkWindow *
setup_layout (LudusWindow *window)
{
  g_autofree char *path = builtin_layout ("mykerinos-layout-portrait.json");
  LudusEditorWindow *editor;
  GtkWidget *form = open_duplicate (window, path, &editor);

  ludus_mykerinos_layout_editor_select (LUDUS_MYKERINOS_LAYOUT_EDITOR (form), 3, 4);
  gtk_window_set_default_size (GTK_WINDOW (editor), 1280, 800);
  return GTK_WINDOW (editor);
}

static GtkWindow *
setup_layout_problem (LudusWindow *window)
{
  g_autofree char *path = builtin_layout ("mykerinos-layout-standard.json");
  LudusEditorWindow *editor;
  GtkWidget *form = open_duplicate (window, path, &editor);
  LudusContentDocument *document = ludus_mykerinos_layout_editor_get_document (LUDUS_MYKERINOS_LAYOUT_EDITOR (form));

  g_assert_true (ludus_content_document_set_int (document, "seasons[0].slots[3].x", 2, NULL));
  wait_validated ();
  gtk_window_set_default_size (GTK_WINDOW (editor), 1280, 800);
  return GTK_WINDOW (editor);
}

/* The same, the editor as large as the main window. */
static GtkWindow *
setup_layout_problem_fitted (LudusWindow *window)
{
  GtkWindow *editor = setup_layout_problem (window);

  gtk_window_set_default_size (editor, gtk_widget_get_width (GTK_WIDGET (window)),
                               gtk_widget_get_height (GTK_WIDGET (window)));
  return editor;
}

static GtkWindow *
setup_pdf_deck (LudusWindow *window)
{
  LudusEditorWindow *editor;
  g_autofree char *pdf = NULL;

  open_duplicate (window, NULL, &editor);
  pdf = export_pdf (editor, "mykerinos-deck-screenshot.pdf");
  gtk_window_destroy (GTK_WINDOW (editor));
  return ludus_test_show_pdf_page (GTK_WINDOW (window), pdf, 1);
}

static GtkWindow *
setup_pdf_layout (LudusWindow *window)
{
  g_autofree char *path = builtin_layout ("mykerinos-layout-portrait.json");
  LudusEditorWindow *editor;
  g_autofree char *pdf = NULL;

  open_duplicate (window, path, &editor);
  pdf = export_pdf (editor, "mykerinos-layout-screenshot.pdf");
  gtk_window_destroy (GTK_WINDOW (editor));
  return ludus_test_show_pdf_page (GTK_WINDOW (window), pdf, 2);
}

int
main (int   argc,
      char *argv[])
{
  ludus_test_init (&argc, &argv);
  g_settings_set_string (ludus_application_get_settings (ludus_test_get_application ()),
                         "computer-speed", "instant");

  g_test_add_func ("/editor-mykerinos/edit-deck", test_edit_deck);
  g_test_add_func ("/editor-mykerinos/edit-layout", test_edit_layout);
  g_test_add_func ("/editor-mykerinos/print-deck", test_print_deck);
  g_test_add_func ("/editor-mykerinos/print-layout", test_print_layout);
  /* The editor is its own window, shot over a main window larger than it. */
  ludus_test_add_screenshots_at ("editor-mykerinos-deck", setup_deck, 1440, 900);
  ludus_test_add_screenshots_at ("editor-mykerinos-layout", setup_layout, 1440, 900);
  ludus_test_add_screenshots_at ("editor-mykerinos-problem", setup_layout_problem, 1440, 900);
  ludus_test_add_screenshots_at ("editor-mykerinos-problem", setup_layout_problem_fitted, 800, 600);
  ludus_test_add_screenshots_at ("editor-mykerinos-problem", setup_layout_problem_fitted, 1920, 1080);
  ludus_test_add_screenshots_at ("editor-mykerinos-pdf-deck", setup_pdf_deck, 1440, 900);
  ludus_test_add_screenshots_at ("editor-mykerinos-pdf-layout", setup_pdf_layout, 1440, 900);

  return g_test_run ();
}
