/* ludus-accessible.h: fixes to what screen readers are told
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void ludus_accessible_fix_mnemonics    (GtkWidget *root);
void ludus_accessible_fix_every_widget (void);

G_END_DECLS
