/* test-screenshots.c: a picture of every main view in every language, light and dark
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each view writes $LUDUS_SCREENSHOT_DIR/<view>-<language>-<theme>.png.
 * Add a view with one ludus_test_add_screenshots() call.
 */

#define G_LOG_DOMAIN "test-screenshots"

#include "config.h"

#include "ludus-new-game-dialog.h"
#include "ludus-preferences-window.h"
#include "ludus-window.h"
#include "ludus-test-utils.h"

static GtkWindow *
open_app_window (const char *action,
                 GType       type)
{
  g_action_group_activate_action (G_ACTION_GROUP (ludus_test_get_application ()), action, NULL);
  ludus_test_iterate ();
  return ludus_test_find_window (type);
}

static GtkWindow *
setup_shortcuts (LudusWindow *window)
{
  return open_app_window ("shortcuts", GTK_TYPE_SHORTCUTS_WINDOW);
}

static GtkWindow *
setup_preferences (LudusWindow *window)
{
  return open_app_window ("preferences", LUDUS_TYPE_PREFERENCES_WINDOW);
}

static GtkWindow *
setup_about (LudusWindow *window)
{
  return open_app_window ("about", ADW_TYPE_ABOUT_WINDOW);
}

/* A window shot while a redraw is pending (a sheet just opened, a list
 * scrolled) shows its content, not a transparent rectangle. */
static void
test_redraw_pending (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autofree char *path = NULL;

  gtk_widget_queue_draw (GTK_WIDGET (window));
  path = ludus_test_save_screenshot (GTK_WINDOW (window), NULL, "redraw-pending");
  g_assert_true (ludus_test_png_has_ink (path));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* The deck's note, whole under the deck row in every language. */
static GtkWindow *
setup_new_game (LudusWindow *window)
{
  return GTK_WINDOW (ludus_window_new_game (window, "medici"));
}

/* A damaged save: said in words, the reader's text under Details. */
static GtkWindow *
setup_damaged_save (LudusWindow *window)
{
  /* In the build tree, not the test's home, whose random name the
   * dialog would show: the same path in every run. */
  g_autofree char *dir = g_build_filename (LUDUS_BUILD_ROOT, "tests", "ui", "damaged-save", NULL);
  g_autofree char *path = g_build_filename (dir, "damaged.ludus", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GtkWindow *dialog;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, "{\"kind\": \"save\", \"format\": 1, \"game\": \"medici\", \"moves\": [",
                                      -1, NULL));
  g_assert_false (ludus_window_open_file (window, file));
  dialog = ludus_test_find_window (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  gtk_expander_set_expanded (GTK_EXPANDER (ludus_test_find_widget (GTK_WIDGET (dialog), GTK_TYPE_EXPANDER)), TRUE);
  return dialog;
}

int
main (int   argc,
      char *argv[])
{
  ludus_test_init (&argc, &argv);

  g_test_add_func ("/screenshots/redraw-pending", test_redraw_pending);

  /* A fresh window opens on the library. */
  ludus_test_add_screenshots ("library", NULL);
  /* The store page's pictures (data/screenshots/) are at 1280×800. */
  ludus_test_add_screenshots_at ("library", NULL, 1280, 800);
  ludus_test_add_screenshots ("shortcuts", setup_shortcuts);
  ludus_test_add_screenshots ("preferences", setup_preferences);
  ludus_test_add_screenshots ("about", setup_about);
  ludus_test_add_screenshots_at ("new-game", setup_new_game, 800, 600);
  ludus_test_add_screenshots_at ("new-game", setup_new_game, 1920, 1080);
  ludus_test_add_screenshots_at ("damaged-save", setup_damaged_save, 800, 600);
  ludus_test_add_screenshots_at ("damaged-save", setup_damaged_save, 1920, 1080);

  return g_test_run ();
}
