/* fuzz-save.c: a fuzz target for the save loader
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fuzz-save"

#include "config.h"

#include "fuzz.h"
#include "ludus-save.h"

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusGame) game = NULL;

  game = ludus_save_load_data ((const char *) data, size, &error);
  /* Exactly one of a game and an error, never both or neither. */
  g_assert ((game != NULL) != (error != NULL));
  return 0;
}
