/* main.c: start Ludus
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus"

#include "config.h"

#include <locale.h>
#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ludus-application.h"

/* glibc ignores LANGUAGE while the locale is C or POSIX, which is what a
 * shell without LANG has.  C.UTF-8 is always there and honours it, so
 * `LANGUAGE=hu ludus` shows Hungarian even on such a system. */
static void
setup_locale (void)
{
  const char *messages;

  setlocale (LC_ALL, "");
  messages = setlocale (LC_MESSAGES, NULL);
  if (g_getenv ("LANGUAGE") != NULL &&
      (messages == NULL || strcmp (messages, "C") == 0 || strcmp (messages, "POSIX") == 0))
    setlocale (LC_ALL, "C.UTF-8");

  /* Keep the locale chosen above: GTK would reset it from the environment. */
  gtk_disable_setlocale ();
}

/* Returns the folder to read translations from.  When Ludus runs from its
 * build folder without being installed, that is the build folder, and the
 * settings schema compiled there is used too. */
static const char *
use_build_folder_if_uninstalled (void)
{
#ifdef LUDUS_BUILD_ROOT
  if (!g_file_test (LUDUS_INSTALLED_SCHEMA, G_FILE_TEST_EXISTS))
    {
      if (g_getenv ("GSETTINGS_SCHEMA_DIR") == NULL)
        g_setenv ("GSETTINGS_SCHEMA_DIR", LUDUS_BUILD_ROOT "/data", TRUE);
      return LUDUS_BUILD_ROOT "/po";
    }
#endif
  return LOCALEDIR;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(LudusApplication) app = NULL;

  setup_locale ();
  bindtextdomain (GETTEXT_PACKAGE, use_build_folder_if_uninstalled ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = ludus_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
