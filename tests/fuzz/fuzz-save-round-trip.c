/* fuzz-save-round-trip.c: whatever loads as a save, saves and loads again
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Load, save, load, save: the second load must succeed and give the same
 * save as the first (json-glib once turned 1e999 into "inf.0" and "\ud800"
 * into text that is not UTF-8, so the next autosave could not be read).
 */

#define G_LOG_DOMAIN "fuzz-save-round-trip"

#include "config.h"

#include "fuzz.h"
#include "ludus-save.h"

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(LudusGame) again = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  fuzz_init ();
  game = ludus_save_load_data ((const char *) data, size, &error);
  g_assert ((game != NULL) != (error != NULL));
  if (game == NULL)
    return 0;

  first = ludus_save_to_data (game, NULL);
  again = ludus_save_load_data (first, -1, &error);
  if (again == NULL)
    g_error ("a save Ludus wrote does not load: %s", error->message);
  second = ludus_save_to_data (again, NULL);
  g_assert_cmpstr (first, ==, second);
  return 0;
}
