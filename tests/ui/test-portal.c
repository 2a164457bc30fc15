/* test-portal.c: Ludus with and without xdg-desktop-portal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GNOME desktops run xdg-desktop-portal: libadwaita asks it for the
 * colour scheme at start-up, and a sandboxed file chooser goes through it.
 * This runs twice (tests/ui/meson.build): `portal`, with the portal
 * activatable on the session bus as in the rest of the ui suite, and
 * `portal-absent`, on a bus without it (run-under-xvfb.sh's
 * LUDUS_TEST_PORTAL=absent).  Either way start-up waits for no D-Bus
 * timeout, the themes switch, and a file chooser opens and closes, all
 * without a warning (G_DEBUG=fatal-warnings).
 */

#define G_LOG_DOMAIN "test-portal"

#include "config.h"

#include <adwaita.h>

#include "ludus-test-utils.h"

#define PORTAL_NAME "org.freedesktop.portal.Desktop"

/* Far below D-Bus's 25 s timeout, far above a start on a loaded machine. */
#define MAX_WAIT_US (8 * G_USEC_PER_SEC)

static gint64 init_time;

static gboolean
portal_expected (void)
{
  return g_strcmp0 (g_getenv ("LUDUS_TEST_PORTAL"), "absent") != 0;
}

/* The session bus offers the portal exactly when this run expects it, and
 * when it does, the portal answers the colour-scheme question in time. */
static void
test_session_bus (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDBusConnection) bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, &error);
  g_autoptr(GVariant) names = NULL;
  g_autoptr(GVariant) reply = NULL;
  g_autofree const char **list = NULL;
  gint64 start;

  g_assert_no_error (error);
  names = g_dbus_connection_call_sync (bus, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                       "org.freedesktop.DBus", "ListActivatableNames", NULL,
                                       G_VARIANT_TYPE ("(as)"), G_DBUS_CALL_FLAGS_NONE, -1, NULL,
                                       &error);
  g_assert_no_error (error);
  g_variant_get (names, "(^a&s)", &list);
  if (portal_expected () && !g_strv_contains (list, PORTAL_NAME))
    {
      g_test_fail_printf ("the session bus cannot start %s: is xdg-desktop-portal installed? "
                          "(./run installs it)", PORTAL_NAME);
      return;
    }
  g_assert_cmpint (g_strv_contains (list, PORTAL_NAME), ==, portal_expected ());
  if (!portal_expected ())
    return;

  start = g_get_monotonic_time ();
  reply = g_dbus_connection_call_sync (bus, PORTAL_NAME, "/org/freedesktop/portal/desktop",
                                       "org.freedesktop.portal.Settings", "Read",
                                       g_variant_new ("(ss)", "org.freedesktop.appearance", "color-scheme"),
                                       G_VARIANT_TYPE ("(v)"), G_DBUS_CALL_FLAGS_NONE,
                                       MAX_WAIT_US / 1000, NULL, &error);
  g_test_message ("the portal answered in %.2f s", (g_get_monotonic_time () - start) / 1e6);
  g_assert_no_error (error);
  g_assert_nonnull (reply);
}

/* libadwaita's colour-scheme lookup, in ludus_test_init(), did not wait
 * for a timeout; the app's theme setting still rules. */
static void
test_themes (void)
{
  GSettings *settings = ludus_application_get_settings (ludus_test_get_application ());
  AdwStyleManager *style = adw_style_manager_get_default ();

  g_test_message ("start-up took %.2f s", init_time / 1e6);
  g_assert_cmpint (init_time, <, MAX_WAIT_US);

  g_settings_set_string (settings, "theme", "dark");
  g_assert_true (adw_style_manager_get_dark (style));
  g_settings_set_string (settings, "theme", "light");
  g_assert_false (adw_style_manager_get_dark (style));
  /* The test's desktop prefers no scheme: the system's is light. */
  g_settings_set_string (settings, "theme", "system");
  g_assert_false (adw_style_manager_get_dark (style));
  g_settings_reset (settings, "theme");
}

static gboolean
chooser_shown (gpointer data)
{
  return ludus_test_find_window (GTK_TYPE_FILE_CHOOSER_DIALOG) != NULL;
}

/* Open… shows its file chooser at once, and Cancel closes it. */
static void
test_file_chooser (void)
{
  LudusWindow *window = ludus_test_new_window ();
  GtkWindow *chooser;
  gint64 start = g_get_monotonic_time ();

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open", NULL));
  ludus_test_wait_until (chooser_shown, NULL);
  g_test_message ("the file chooser opened in %.2f s", (g_get_monotonic_time () - start) / 1e6);
  g_assert_cmpint (g_get_monotonic_time () - start, <, MAX_WAIT_US);

  chooser = ludus_test_find_window (GTK_TYPE_FILE_CHOOSER_DIALOG);
  ludus_test_wait_for_frames (GTK_WIDGET (chooser), 2);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  ludus_test_iterate ();
  g_assert_null (ludus_test_find_window (GTK_TYPE_FILE_CHOOSER_DIALOG));
  /* Nothing was opened. */
  g_assert_null (ludus_window_get_game (window));

  ludus_test_destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  gint64 start = g_get_monotonic_time ();

  ludus_test_init (&argc, &argv);
  init_time = g_get_monotonic_time () - start;

  g_test_add_func ("/portal/session-bus", test_session_bus);
  g_test_add_func ("/portal/themes", test_themes);
  g_test_add_func ("/portal/file-chooser", test_file_chooser);

  return g_test_run ();
}
