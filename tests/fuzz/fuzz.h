/* fuzz.h: the libFuzzer entry point every target defines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <signal.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput (const guint8 *data,
                            size_t        size);

static inline void
fuzz_abort_on_trap (int signal_number)
{
  (void) signal_number;
  abort ();
}

/* Called first by the targets that want it: a warning or a critical
 * (json-glib's included) is a finding, as in the test suites.  GLib stops
 * at a fatal message with SIGTRAP, which libFuzzer does not catch: make
 * it an abort, so that the input is kept. */
static inline void
fuzz_init (void)
{
  static gboolean done;

  if (!done)
    {
      g_log_set_always_fatal (G_LOG_LEVEL_WARNING | G_LOG_LEVEL_CRITICAL);
      signal (SIGTRAP, fuzz_abort_on_trap);
      done = TRUE;
    }
}
