/* test-screenshots.c: a picture of every main view in every language, light and dark
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each view writes $LUDUS_SCREENSHOT_DIR/<view>-<language>-<theme>.png.
 * Add a view with one ludus_test_add_screenshots() call.
 */

#define G_LOG_DOMAIN "test-screenshots"

#include "config.h"

#include "ludus-preferences-window.h"
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

int
main (int   argc,
      char *argv[])
{
  ludus_test_init (&argc, &argv);

  g_test_add_func ("/screenshots/redraw-pending", test_redraw_pending);

  /* A fresh window opens on the library. */
  ludus_test_add_screenshots ("library", NULL);
  ludus_test_add_screenshots ("shortcuts", setup_shortcuts);
  ludus_test_add_screenshots ("preferences", setup_preferences);
  ludus_test_add_screenshots ("about", setup_about);

  return g_test_run ();
}
