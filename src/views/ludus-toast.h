/* ludus-toast.h: toasts whose text is text
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

AdwToast *ludus_toast_new (const char *text);

G_END_DECLS
