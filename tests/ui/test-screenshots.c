/* test-screenshots.c: a picture of every main view, in English and Hungarian, light and dark
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each view writes $LUDUS_SCREENSHOT_DIR/<view>-<language>-<theme>.png.
 * Add a view with one ludus_test_add_screenshots() call.
 */

#include "config.h"

#include "ludus-test-utils.h"

int
main (int   argc,
      char *argv[])
{
  ludus_test_init (&argc, &argv);

  /* A fresh window opens on the library. */
  ludus_test_add_screenshots ("library", NULL);

  return g_test_run ();
}
