/* fuzz.h: the libFuzzer entry point every target defines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

int LLVMFuzzerTestOneInput (const guint8 *data,
                            size_t        size);
