/* ludus-label.h: labels that show what they cut
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void ludus_label_set_tooltip_when_cut (GtkLabel *label);

G_END_DECLS
