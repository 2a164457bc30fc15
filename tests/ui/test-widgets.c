/* test-widgets.c: every templated widget is built; the app actions open their windows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-widgets"

#define _GNU_SOURCE  /* dladdr() */

#include "config.h"

#include <adwaita.h>
#include <dlfcn.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "ludus-board-view.h"
#include "ludus-editor-games.h"
#include "ludus-game-emblem.h"
#include "ludus-game-ui.h"
#include "ludus-game-row.h"
#include "ludus-player-header.h"
#include "ludus-preferences-window.h"
#include "ludus-save.h"
#include "ludus-test-utils.h"

static void
test_window_new_destroy (void)
{
  LudusWindow *window = ludus_test_new_window ();
  const LudusRules * const *all_rules;
  guint n_rules, n_playable = 0;

  all_rules = ludus_rules_get_all (&n_rules);
  g_assert_cmpuint (n_rules, ==, 3);
  for (guint i = 0; i < n_rules; i++)
    if (ludus_game_ui_lookup (all_rules[i]->id) != NULL)
      n_playable++;

  /* The library offers exactly the games that have a board view. */
  g_assert_cmpuint (ludus_window_get_n_games (window), ==, n_playable);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));

  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* Every game's views, from its descriptor: the board view builds from its
 * template with a game of its own, the rules text and stylesheet exist. */
static void
test_game_uis (void)
{
  const LudusGameUi * const *games;
  guint n_games;

  games = ludus_game_ui_get_all (&n_games);
  g_assert_cmpuint (n_games, >=, 1);
  for (guint i = 0; i < n_games; i++)
    {
      const LudusRules *rules = ludus_rules_lookup (games[i]->game_id);
      g_autoptr(LudusContent) content = NULL;
      g_autoptr(LudusOptions) options = NULL;
      g_autoptr(LudusGame) game = NULL;
      g_autoptr(GError) error = NULL;
      GtkWidget *view;

      g_assert_nonnull (rules);
      g_assert_true (g_type_is_a (games[i]->view_type (), LUDUS_TYPE_BOARD_VIEW));
      g_assert_nonnull (games[i]->rules_text);
      g_assert_nonnull (games[i]->rules_text[0].text);
      g_assert_true (g_resources_get_info (games[i]->stylesheet, G_RESOURCE_LOOKUP_FLAGS_NONE,
                                           NULL, NULL, NULL));
      g_assert_true (ludus_game_ui_lookup (rules->id) == games[i]);

      content = ludus_content_new_default (rules, &error);
      g_assert_no_error (error);
      options = ludus_options_new (rules, rules->min_players);
      game = ludus_game_new (content, options, &error);
      g_assert_no_error (error);

      view = g_object_ref_sink (g_object_new (games[i]->view_type (), "game", game, NULL));
      g_assert_true (ludus_board_view_get_game (LUDUS_BOARD_VIEW (view)) == game);
      g_assert_null (ludus_board_view_get_session (LUDUS_BOARD_VIEW (view)));
      g_object_unref (view);
    }
}

/* What code must add to a form's template: every combo row has its names,
 * every spin button the core's range, every row's field its name for
 * screen readers, wherever the row comes from. */
static void
check_form_fields (GtkWidget *root,
                   guint     *n_fields)
{
  if (ADW_IS_COMBO_ROW (root))
    {
      GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (root));

      g_assert_nonnull (model);
      g_assert_cmpuint (g_list_model_get_n_items (model), >=, 2);
      (*n_fields)++;
    }
  else if (ADW_IS_ACTION_ROW (root) && adw_action_row_get_activatable_widget (ADW_ACTION_ROW (root)) != NULL)
    {
      GtkWidget *field = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (root));

      g_assert_true (gtk_widget_is_ancestor (field, root));
      if (GTK_IS_SPIN_BUTTON (field))
        {
          GtkAdjustment *adjustment = gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (field));

          g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >, gtk_adjustment_get_lower (adjustment));
        }
      (*n_fields)++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    check_form_fields (child, n_fields);
}

/* Every editor form builds from its templates on its game's default
 * content, with its fields complete. */
static void
test_editor_forms (void)
{
  const LudusEditorGame *forms;
  guint n_forms;

  forms = ludus_editor_games_get_all (&n_forms);
  g_assert_cmpuint (n_forms, >=, 1);
  for (guint i = 0; i < n_forms; i++)
    {
      g_autoptr(LudusContentDocument) document = NULL;
      g_autoptr(GError) error = NULL;
      GtkWidget *form;
      guint n_fields = 0;

      if (forms[i].new_form == NULL)
        continue;
      document = ludus_content_document_new (ludus_rules_lookup (forms[i].game_id), forms[i].kind, &error);
      g_assert_no_error (error);
      form = g_object_ref_sink (forms[i].new_form (document));
      check_form_fields (form, &n_fields);
      g_assert_cmpuint (n_fields, >=, 2);
      g_object_unref (form);
    }
}

/* Whether a label under @root says @text, or with @part says it among
 * other words. */
static gboolean
has_label_full (GtkWidget  *root,
                const char *text,
                gboolean    part)
{
  if (GTK_IS_LABEL (root))
    {
      const char *label = gtk_label_get_label (GTK_LABEL (root));

      if (part ? strstr (label, text) != NULL : g_str_equal (label, text))
        return TRUE;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_label_full (child, text, part))
      return TRUE;

  return FALSE;
}

static gboolean
has_label (GtkWidget  *root,
           const char *text)
{
  return has_label_full (root, text, FALSE);
}

/* Every game's description shows whole in the library, in every language
 * and down to the narrowest window: Spanish's Thebes takes four lines at
 * 600 px. */
static void
test_game_row_whole (void)
{
  static const char * const languages[] = { "en", "hu", "sk", "es" };
  static const int widths[] = { 360, 600, 800 };
  guint n_rules;

  ludus_rules_get_all (&n_rules);
  for (guint l = 0; l < G_N_ELEMENTS (languages) * G_N_ELEMENTS (widths); l++)
    {
      LudusWindow *window;
      g_autoptr(GPtrArray) widgets = NULL;
      guint n_rows = 0;

      ludus_test_set_language (languages[l / G_N_ELEMENTS (widths)]);
      window = ludus_test_new_window_sized (widths[l % G_N_ELEMENTS (widths)], 600);
      ludus_test_wait_for_frames (GTK_WIDGET (window), 3);
      widgets = ludus_test_list_widgets (GTK_WIDGET (window));
      for (guint i = 0; i < widgets->len; i++)
        {
          GtkWidget *row = widgets->pdata[i];
          g_autoptr(GPtrArray) parts = NULL;
          gboolean found = FALSE;

          if (!LUDUS_IS_GAME_ROW (row))
            continue;
          n_rows++;
          parts = ludus_test_list_widgets (row);
          for (guint k = 0; k < parts->len; k++)
            if (GTK_IS_LABEL (parts->pdata[k]) &&
                g_strcmp0 (gtk_label_get_text (parts->pdata[k]),
                           adw_action_row_get_subtitle (ADW_ACTION_ROW (row))) == 0)
              {
                g_test_message ("%s, %d px: %s", languages[l / G_N_ELEMENTS (widths)],
                                widths[l % G_N_ELEMENTS (widths)], gtk_label_get_text (parts->pdata[k]));
                g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (parts->pdata[k])));
                found = TRUE;
              }
          g_assert_true (found);
        }
      g_assert_cmpuint (n_rows, ==, n_rules);
      ludus_test_destroy_window (GTK_WINDOW (window));
    }
  ludus_test_set_language ("en");
}

static void
test_game_row (void)
{
  const LudusRules * const *all_rules;
  guint n_rules;

  all_rules = ludus_rules_get_all (&n_rules);
  for (guint i = 0; i < n_rules; i++)
    {
      const LudusRules *rules = all_rules[i];
      GtkWidget *row = g_object_ref_sink (ludus_game_row_new (rules));
      g_autofree char *players = NULL;

      if (rules->min_players == rules->max_players)
        players = g_strdup_printf ("%u players", rules->max_players);
      else
        players = g_strdup_printf ("%u–%u players", rules->min_players, rules->max_players);

      g_assert_true (ludus_game_row_get_rules (LUDUS_GAME_ROW (row)) == rules);
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                       ==,
                       rules->name != NULL ? rules->name : rules->id);
      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                       ==,
                       rules->description != NULL ? rules->description : "");
      g_assert_true (has_label (row, players));

      g_assert_finalize_object (row);
    }
}

/* Counts @surface's pixels with ink inside and outside @inside. */
static void
count_ink (cairo_surface_t             *surface,
           const cairo_rectangle_int_t *inside,
           guint                       *n_in,
           guint                       *n_out)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);

  *n_in = *n_out = 0;
  cairo_surface_flush (surface);
  for (int y = 0; y < cairo_image_surface_get_height (surface); y++)
    for (int x = 0; x < cairo_image_surface_get_width (surface); x++)
      {
        guint32 pixel = *(const guint32 *) (data + y * stride + x * 4);
        gboolean in = x >= inside->x && x < inside->x + inside->width &&
                      y >= inside->y && y < inside->y + inside->height;

        if ((pixel >> 24) == 0)
          continue;
        if (in)
          (*n_in)++;
        else
          (*n_out)++;
      }
}

/* Each game's picture in the library: its pieces fill a good part of the
 * picture in both palettes and none reaches past its edges (the row would
 * cut it off); in the library, one picture to a game's row (and to a
 * Continue row), at its own size, which screen readers skip. */
static void
test_game_emblem (void)
{
  guint n_games;
  const LudusGameUi * const *uis = ludus_game_ui_get_all (&n_games);
  LudusWindow *window;
  g_autoptr(GPtrArray) widgets = NULL;
  guint n_emblems = 0;

  for (guint g = 0; g < n_games; g++)
    for (guint dark = 0; dark < 2; dark++)
      {
        const int margin = 16, width = 64, height = 48;
        cairo_rectangle_int_t emblem = { margin, margin, width, height };
        cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width + 2 * margin,
                                                               height + 2 * margin);
        cairo_t *cr = cairo_create (surface);
        guint n_in, n_out;

        g_assert_nonnull (uis[g]->draw_emblem);
        cairo_translate (cr, margin, margin);
        uis[g]->draw_emblem (cr, width, height, dark);
        cairo_destroy (cr);
        count_ink (surface, &emblem, &n_in, &n_out);
        g_test_message ("%s, %s: %u pixels inked inside, %u outside", uis[g]->game_id, dark ? "dark" : "light",
                        n_in, n_out);
        g_assert_cmpuint (n_in, >, width * height / 3);
        g_assert_cmpuint (n_out, ==, 0);
        cairo_surface_destroy (surface);
      }

  window = ludus_test_new_window_sized (1024, 768);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 3);
  widgets = ludus_test_list_widgets (GTK_WIDGET (window));
  for (guint i = 0; i < widgets->len; i++)
    {
      GtkWidget *widget = widgets->pdata[i];

      if (!LUDUS_IS_GAME_EMBLEM (widget))
        continue;
      /* A Continue row (of a game another test left) has its game's too. */
      if (gtk_widget_get_ancestor (widget, LUDUS_TYPE_GAME_ROW) != NULL)
        n_emblems++;
      else
        g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (gtk_widget_get_ancestor (widget, ADW_TYPE_ACTION_ROW))),
                         ==, "win.continue-file");
      g_assert_cmpint (gtk_widget_get_width (widget), ==, 64);
      g_assert_cmpint (gtk_widget_get_height (widget), ==, 48);
      g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget)), ==,
                       GTK_ACCESSIBLE_ROLE_PRESENTATION);
    }
  g_assert_cmpuint (n_emblems, ==, n_games);
  ludus_test_destroy_window (GTK_WINDOW (window));
}

static guint
count_log_rows (GtkWidget *widget)
{
  guint n = GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "log-entry");

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_log_rows (child);

  return n;
}

/* The game page with a real game and a stand-in board view (the real ones
 * register in ludus-board-views.c): the log follows the moves, and undo
 * follows the game's rules. */
static void
test_game_page (void)
{
  LudusWindow *window = ludus_test_new_window ();
  const LudusRules *rules = ludus_rules_lookup ("medici");
  g_autoptr(LudusContent) content = NULL;
  g_autoptr(LudusOptions) options = NULL;
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *view = g_object_ref_sink (gtk_label_new ("board"));
  const LudusMove *moves;
  guint n_moves;

  g_assert_nonnull (rules);
  content = ludus_content_new_default (rules, &error);
  g_assert_no_error (error);
  options = ludus_options_new (rules, 2);
  ludus_options_set_seat (options, 1, "Béla", TRUE, LUDUS_AI_NORMAL);
  game = ludus_game_new (content, options, &error);
  g_assert_no_error (error);

  ludus_window_show_game (window, game, view);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 2);
  g_assert_true (gtk_widget_get_mapped (view));
  g_assert_true (ludus_window_get_game (window) == game);
  g_assert_true (has_label (GTK_WIDGET (window), rules->name != NULL ? rules->name : rules->id));
  g_assert_cmpuint (count_log_rows (GTK_WIDGET (window)), ==, 0);

  /* Nothing to undo yet: the action does nothing. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 0);

  moves = ludus_game_get_legal_moves (game, &n_moves);
  g_assert_cmpuint (n_moves, >, 0);
  g_assert_true (ludus_game_apply_move (game, &moves[0], &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_log_rows (GTK_WIDGET (window)), ==, 1);
  g_assert_true (has_label (GTK_WIDGET (window), ludus_game_get_log_entry (game, 0)));

  /* Two people at the desk: undo never takes back a revealed card, and the
   * first Medici move reveals one, so win.undo leaves it on the table. */
  g_assert_false (ludus_game_get_can_undo (game));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 1);
  g_assert_cmpuint (count_log_rows (GTK_WIDGET (window)), ==, 1);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_wait_for_frames (GTK_WIDGET (window), 2);
  g_assert_null (gtk_widget_get_parent (view));
  g_assert_null (ludus_window_get_game (window));
  g_assert_finalize_object (view);

  ludus_test_destroy_window (GTK_WINDOW (window));
  g_assert_finalize_object (g_steal_pointer (&game));
}

static void
test_window_size_restored (void)
{
  GSettings *settings = ludus_application_get_settings (ludus_test_get_application ());
  LudusWindow *window;
  int width, height;

  g_settings_set_int (settings, "window-width", 800);
  g_settings_set_int (settings, "window-height", 600);

  window = ludus_window_new (ludus_test_get_application ());
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 800);
  g_assert_cmpint (height, ==, 600);

  /* A new size is remembered for the next start, when the window goes. */
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 700);
  ludus_test_destroy_window (GTK_WINDOW (window));
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 900);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 700);

  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
}

/* The About window credits every game from its LudusGameUi. */
static void
test_about (void)
{
  LudusWindow *window = ludus_test_new_window ();
  GtkWindow *about;

  g_action_group_activate_action (G_ACTION_GROUP (ludus_test_get_application ()), "about", NULL);
  about = ludus_test_find_window (ADW_TYPE_ABOUT_WINDOW);
  g_assert_nonnull (about);
  ludus_test_wait_for_frames (GTK_WIDGET (about), 2);
  g_assert_true (gtk_window_get_transient_for (about) == GTK_WINDOW (window));
  g_assert_cmpstr (adw_about_window_get_application_name (ADW_ABOUT_WINDOW (about)), ==, "Ludus");
  g_assert_cmpstr (adw_about_window_get_version (ADW_ABOUT_WINDOW (about)), ==, PACKAGE_VERSION);
  {
    const LudusGameUi * const *games;
    guint n_games;

    games = ludus_game_ui_get_all (&n_games);
    for (guint i = 0; i < n_games; i++)
      {
        g_autofree char *designer = g_strdup_printf ("%s (%s)", games[i]->designer,
                                                     ludus_rules_lookup (games[i]->game_id)->name);
        g_autofree char *published = g_strdup_printf ("published by %s in %u", games[i]->publisher,
                                                      games[i]->year);

        g_assert_true (has_label_full (GTK_WIDGET (about), designer, TRUE));
        g_assert_true (has_label_full (GTK_WIDGET (about), published, TRUE));
      }
  }

  ludus_test_destroy_window (about);
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* `ludus FILE` and a file manager open a save: the application handles
 * open, each file in a window of its own. */
static void
test_open_file (void)
{
  GApplication *app = G_APPLICATION (ludus_test_get_application ());
  const LudusRules *rules = ludus_rules_lookup ("medici");
  g_autoptr(LudusContent) content = NULL;
  g_autoptr(LudusOptions) options = NULL;
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ludus-open-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  LudusWindow *window = NULL;
  GList *windows;

  g_assert_no_error (error);
  path = g_build_filename (dir, "medici.ludus", NULL);
  file = g_file_new_for_path (path);
  content = ludus_content_new_default (rules, &error);
  g_assert_no_error (error);
  options = ludus_options_new (rules, 2);
  ludus_options_set_seat (options, 1, "Béla", TRUE, LUDUS_AI_NORMAL);
  game = ludus_game_new (content, options, &error);
  g_assert_no_error (error);
  g_assert_true (ludus_save_write (game, file, NULL, &error));
  g_assert_no_error (error);

  g_application_open (app, &file, 1, "");
  windows = gtk_application_get_windows (GTK_APPLICATION (app));
  for (GList *l = windows; l != NULL; l = l->next)
    if (LUDUS_IS_WINDOW (l->data) && ludus_window_get_game (l->data) != NULL)
      window = l->data;
  g_assert_nonnull (window);
  g_assert_cmpstr (ludus_game_get_rules (ludus_window_get_game (window))->id, ==, "medici");
  g_assert_cmpstr (ludus_game_get_options (ludus_window_get_game (window))->seats[1].name, ==, "Béla");

  ludus_window_show_library (window);
  ludus_test_destroy_window (GTK_WINDOW (window));
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* `ludus --version` prints the version and starts nothing. */
static void
test_version (void)
{
  const char *argv[] = { LUDUS_BUILD_ROOT "/src/ludus", "--version", NULL };
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_cmpstr (out, ==, "ludus " PACKAGE_VERSION "\n");
}

static void
test_preferences (void)
{
  GSettings *settings = ludus_application_get_settings (ludus_test_get_application ());
  AdwStyleManager *style = adw_style_manager_get_default ();
  LudusWindow *window = ludus_test_new_window ();
  GtkWindow *preferences;
  AdwComboRow *theme_row, *speed_row;
  GtkSwitch *confirm_switch, *practice_switch;

  g_action_group_activate_action (G_ACTION_GROUP (ludus_test_get_application ()),
                                  "preferences", NULL);
  preferences = ludus_test_find_window (LUDUS_TYPE_PREFERENCES_WINDOW);
  g_assert_nonnull (preferences);
  ludus_test_wait_for_frames (GTK_WIDGET (preferences), 2);

  theme_row = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (preferences),
                                                            LUDUS_TYPE_PREFERENCES_WINDOW,
                                                            "theme_row"));
  speed_row = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (preferences),
                                                            LUDUS_TYPE_PREFERENCES_WINDOW,
                                                            "speed_row"));
  confirm_switch = GTK_SWITCH (gtk_widget_get_template_child (GTK_WIDGET (preferences),
                                                              LUDUS_TYPE_PREFERENCES_WINDOW,
                                                              "confirm_switch"));
  practice_switch = GTK_SWITCH (gtk_widget_get_template_child (GTK_WIDGET (preferences),
                                                               LUDUS_TYPE_PREFERENCES_WINDOW,
                                                               "practice_switch"));

  /* The rows show the settings (undo, not a confirmation, is the safety
   * net; fair play unless practice is asked for)... */
  g_assert_cmpuint (adw_combo_row_get_selected (theme_row), ==, 0);
  g_assert_cmpuint (adw_combo_row_get_selected (speed_row), ==, 1);
  g_assert_false (gtk_switch_get_active (confirm_switch));
  g_assert_false (gtk_switch_get_active (practice_switch));

  /* ...and write them. */
  adw_combo_row_set_selected (theme_row, 2);
  g_assert_cmpstr (g_settings_get_string (settings, "theme"), ==, "dark");
  g_assert_true (adw_style_manager_get_dark (style));
  adw_combo_row_set_selected (theme_row, 1);
  g_assert_cmpstr (g_settings_get_string (settings, "theme"), ==, "light");
  g_assert_false (adw_style_manager_get_dark (style));
  g_assert_cmpint (adw_style_manager_get_color_scheme (style), ==, ADW_COLOR_SCHEME_FORCE_LIGHT);

  adw_combo_row_set_selected (speed_row, 3);
  g_assert_cmpstr (g_settings_get_string (settings, "computer-speed"), ==, "instant");

  gtk_switch_set_active (confirm_switch, TRUE);
  g_assert_true (g_settings_get_boolean (settings, "confirm-end-turn"));
  gtk_switch_set_active (practice_switch, TRUE);
  g_assert_true (g_settings_get_boolean (settings, "practice-mode"));

  /* A change made elsewhere shows in the open window. */
  g_settings_set_string (settings, "computer-speed", "slow");
  g_assert_cmpuint (adw_combo_row_get_selected (speed_row), ==, 0);

  ludus_test_destroy_window (preferences);
  ludus_test_destroy_window (GTK_WINDOW (window));

  g_settings_reset (settings, "theme");
  g_settings_reset (settings, "computer-speed");
  g_settings_reset (settings, "confirm-end-turn");
  g_settings_reset (settings, "practice-mode");
  g_assert_cmpint (adw_style_manager_get_color_scheme (style), ==, ADW_COLOR_SCHEME_DEFAULT);
}

static void
test_shortcuts (void)
{
  LudusWindow *window = ludus_test_new_window ();
  GtkShortcutsWindow *overlay;
  g_auto(GStrv) accels = NULL;

  overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  g_assert_nonnull (overlay);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (overlay)));

  g_action_group_activate_action (G_ACTION_GROUP (ludus_test_get_application ()),
                                  "shortcuts", NULL);
  ludus_test_wait_for_frames (GTK_WIDGET (overlay), 2);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (overlay)));

  /* Ctrl+? belongs to app.shortcuts alone. */
  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (ludus_test_get_application ()),
                                                  "app.shortcuts");
  g_assert_cmpstrv (accels, ((const char *[]) { "<Control>question", NULL }));

  gtk_window_close (GTK_WINDOW (overlay));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* The screenshot helper's language switch reaches every text domain. */
static void
test_language_switch (void)
{
  if (!g_file_test ("/usr/share/locale/hu/LC_MESSAGES/gtk40.mo", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("GTK's Hungarian translation is not installed");
      return;
    }

  ludus_test_set_language ("hu");
  g_assert_cmpstr (g_dgettext ("gtk40", "_Cancel"), !=, "_Cancel");
  ludus_test_set_language ("en");
  g_assert_cmpstr (g_dgettext ("gtk40", "_Cancel"), ==, "_Cancel");
}

static void
test_accels (void)
{
  static const struct {
    const char *action;
    const char *accel;
  } expected[] = {
    { "app.quit", "<Control>q" },
    { "app.preferences", "<Control>comma" },
    { "app.shortcuts", "<Control>question" },
    { "win.new-game", "<Control>n" },
    { "win.open", "<Control>o" },
    { "win.save", "<Control>s" },
    { "win.show-help", "F1" },
    { "win.show-rules", "<Shift>F1" },
    { "win.undo", "<Control>z" },
    { "win.redo", "<Shift><Control>z" },
  };
  GtkApplication *app = GTK_APPLICATION (ludus_test_get_application ());

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (app, expected[i].action);

      g_assert_nonnull (accels);
      g_assert_cmpstr (accels[0], ==, expected[i].accel);
    }
}

/* A blurred shadow as wide as a window, drawn by the cairo renderer. */
static GBytes *
render_wide_shadow (GskRenderer *renderer)
{
  GskRoundedRect box;
  g_autoptr(GskRenderNode) background = NULL;
  g_autoptr(GskRenderNode) shadow = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GskRenderNode *children[2];
  gsize stride = 1200 * 4;
  guchar *pixels = g_malloc (stride * 120);

  gsk_rounded_rect_init_from_rect (&box, &GRAPHENE_RECT_INIT (20.5, 30, 1150, 50), 12);
  background = gsk_color_node_new (&(GdkRGBA) { 1, 1, 1, 1 }, &GRAPHENE_RECT_INIT (0, 0, 1200, 120));
  shadow = gsk_outset_shadow_node_new (&box, &(GdkRGBA) { 0, 0, 0.02, 0.4 }, 0, 2, 2, 6);
  children[0] = background;
  children[1] = shadow;
  node = gsk_container_node_new (children, 2);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, 1200, 120));
  gdk_texture_download (texture, pixels, stride);
  return g_bytes_new_take (pixels, stride * 120);
}

/* The tests' shadow shim (ludus-test-shadow-shim.c) is loaded, and draws
 * the very pixels GTK draws without it. */
static void
test_shadow_shim (void)
{
  g_autoptr(GskRenderer) renderer = gsk_cairo_renderer_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) with_shim = NULL;
  g_autoptr(GBytes) without_shim = NULL;
  const guint32 *pixels;
  gsize size, shaded = 0;
  Dl_info info;

  g_assert_true (dladdr ((gpointer) cairo_mask, &info));
  g_assert_nonnull (strstr (info.dli_fname, "ludus-test-shims"));

  g_assert_true (gsk_renderer_realize (renderer, NULL, &error));
  g_assert_no_error (error);
  with_shim = render_wide_shadow (renderer);
  g_setenv ("LUDUS_TEST_SHADOW_SHIM", "0", TRUE);
  without_shim = render_wide_shadow (renderer);
  g_unsetenv ("LUDUS_TEST_SHADOW_SHIM");
  gsk_renderer_unrealize (renderer);

  /* Not a picture of nothing: the shadow darkens part of the background. */
  pixels = g_bytes_get_data (without_shim, &size);
  for (gsize i = 0; i < size / 4; i++)
    shaded += pixels[i] != 0xffffffff;
  g_assert_cmpuint (shaded, >, 1150 * 4);
  g_assert_true (g_bytes_equal (with_shim, without_shim));
}

/* Resizes the window, which paints it anew. */
static void
resize_and_wait (GtkWindow *window,
                 int        width,
                 int        height)
{
  gtk_window_set_default_size (window, width, height);
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
}

/* The tests' offscreen shim (ludus-test-offscreen-shim.c) is loaded,
 * paints the frames into one pixel only when asked (the ui tests ask),
 * and a screenshot is the same either way. */
static void
test_offscreen_shim (void)
{
  const unsigned int *frames = dlsym (RTLD_DEFAULT, "ludus_test_offscreen_frames");
  g_autofree char *screenshot_dir = g_strdup (g_getenv ("LUDUS_SCREENSHOT_DIR"));
  g_autofree char *dir = g_dir_make_tmp ("ludus-offscreen-XXXXXX", NULL);
  g_autofree char *painted_path = NULL;
  g_autofree char *offscreen_path = NULL;
  g_autofree char *painted = NULL;
  g_autofree char *offscreen = NULL;
  gsize painted_size, offscreen_size;
  unsigned int before;
  GtkWindow *window;
  Dl_info info;

  g_assert_nonnull (frames);
  g_assert_true (dladdr ((gpointer) cairo_image_surface_create, &info));
  g_assert_nonnull (strstr (info.dli_fname, "ludus-test-shims"));
  g_assert_nonnull (dir);
  g_setenv ("LUDUS_SCREENSHOT_DIR", dir, TRUE);
  g_unsetenv ("LUDUS_TEST_OFFSCREEN");

  window = GTK_WINDOW (ludus_test_new_window_sized (900, 600));
  before = *frames;
  resize_and_wait (window, 1000, 700);
  resize_and_wait (window, 900, 600);
  g_assert_cmpuint (*frames, ==, before);
  painted_path = ludus_test_save_screenshot (window, NULL, "painted");

  /* As the other tests run. */
  g_setenv ("LUDUS_TEST_OFFSCREEN", "1", TRUE);
  resize_and_wait (window, 1000, 700);
  resize_and_wait (window, 900, 600);
  g_assert_cmpuint (*frames, >=, before + 2);
  offscreen_path = ludus_test_save_screenshot (window, NULL, "offscreen");
  ludus_test_destroy_window (window);

  g_assert_true (ludus_test_png_has_ink (painted_path));
  g_assert_true (g_file_get_contents (painted_path, &painted, &painted_size, NULL));
  g_assert_true (g_file_get_contents (offscreen_path, &offscreen, &offscreen_size, NULL));
  g_assert_cmpmem (painted, painted_size, offscreen, offscreen_size);

  g_assert_cmpint (g_remove (painted_path), ==, 0);
  g_assert_cmpint (g_remove (offscreen_path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  g_setenv ("LUDUS_SCREENSHOT_DIR", screenshot_dir, TRUE);
}

static gboolean
query_tooltip (GtkWidget *widget)
{
  g_autoptr(GtkTooltip) tooltip = g_object_new (GTK_TYPE_TOOLTIP, NULL);
  gboolean shown = FALSE;

  g_signal_emit_by_name (widget, "query-tooltip", 1, 1, FALSE, tooltip, &shown);
  return shown;
}

/* A player's name cut short in a narrow panel shows whole in its tooltip;
 * a name that fits shows none. */
static void
test_name_tooltip_when_cut (void)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *header = ludus_player_header_new ("player-score");
  GtkWidget *name;

  ludus_player_header_set (LUDUS_PLAYER_HEADER (header), "player-red",
                           "Szentgyörgyi Maximilián Alexander", "12 points");
  gtk_window_set_child (window, header);
  gtk_window_set_default_size (window, 160, -1);
  gtk_window_present (window);
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);

  name = GTK_WIDGET (ludus_test_find_label (header, "Szentgyörgyi Maximilián Alexander"));
  g_assert_nonnull (name);
  g_assert_true (gtk_widget_get_has_tooltip (name));
  g_assert_true (query_tooltip (name));

  ludus_player_header_set (LUDUS_PLAYER_HEADER (header), "player-red", "Anna", "12 points");
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
  g_assert_false (query_tooltip (name));

  ludus_test_destroy_window (window);
}

static int
natural_width (GtkWidget *widget)
{
  int natural = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  return natural;
}

/* A header as wide as its dot, name and score with the spacing between
 * them shows the name whole: an empty presence takes no spacing.  A
 * presence shows when set and goes when cleared. */
static void
test_header_fits_name_and_score (void)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *header = ludus_player_header_new ("player-score");
  GtkLabel *name, *score, *presence;
  int width;

  ludus_player_header_set (LUDUS_PLAYER_HEADER (header), "player-red", "Jugador 3", "0 puntos");
  gtk_window_set_child (window, header);
  name = ludus_test_find_label (header, "Jugador 3");
  score = ludus_test_find_label (header, "0 puntos");
  width = natural_width (gtk_widget_get_first_child (header)) + natural_width (GTK_WIDGET (name)) +
          natural_width (GTK_WIDGET (score)) + 2 * gtk_box_get_spacing (GTK_BOX (header));
  gtk_widget_set_size_request (header, width, -1);
  gtk_window_present (window);
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
  g_assert_cmpint (gtk_widget_get_width (header), ==, width);
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (name)));

  ludus_player_header_set_presence (LUDUS_PLAYER_HEADER (header), "away");
  presence = ludus_test_find_label (header, "away");
  g_assert_nonnull (presence);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (presence)));
  ludus_player_header_set_presence (LUDUS_PLAYER_HEADER (header), NULL);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (presence)));

  ludus_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  ludus_test_init (&argc, &argv);

  g_test_add_func ("/ui/game-ui/views", test_game_uis);
  g_test_add_func ("/ui/editor/forms", test_editor_forms);
  g_test_add_func ("/ui/app/open-file", test_open_file);
  g_test_add_func ("/ui/app/version", test_version);
  g_test_add_func ("/ui/window/new-destroy", test_window_new_destroy);
  g_test_add_func ("/ui/window/size-restored", test_window_size_restored);
  g_test_add_func ("/ui/window/game-page", test_game_page);
  g_test_add_func ("/ui/game-row/registry", test_game_row);
  g_test_add_func ("/ui/game-row/description-whole", test_game_row_whole);
  g_test_add_func ("/ui/game-row/emblem", test_game_emblem);
  g_test_add_func ("/ui/player-header/name-tooltip", test_name_tooltip_when_cut);
  g_test_add_func ("/ui/player-header/name-and-score", test_header_fits_name_and_score);
  g_test_add_func ("/ui/i18n/language-switch", test_language_switch);
  g_test_add_func ("/ui/app/accels", test_accels);
  g_test_add_func ("/ui/app/about", test_about);
  g_test_add_func ("/ui/app/preferences", test_preferences);
  g_test_add_func ("/ui/app/shortcuts", test_shortcuts);
  g_test_add_func ("/ui/test-env/shadow-shim", test_shadow_shim);
  g_test_add_func ("/ui/test-env/offscreen-shim", test_offscreen_shim);

  return g_test_run ();
}
