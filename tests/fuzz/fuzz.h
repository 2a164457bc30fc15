/* fuzz.h: the libFuzzer entry point every target defines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

int LLVMFuzzerTestOneInput (const guint8 *data,
                            size_t        size);

/* Called first by the targets that want it: a warning or a critical
 * (json-glib's included) is a finding, as in the test suites. */
static inline void
fuzz_init (void)
{
  static gboolean done;

  if (!done)
    {
      g_log_set_always_fatal (G_LOG_LEVEL_WARNING | G_LOG_LEVEL_CRITICAL);
      done = TRUE;
    }
}
