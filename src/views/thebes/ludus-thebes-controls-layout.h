/* ludus-thebes-controls-layout.h: a turn's cost and buttons, in one or two rows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define LUDUS_TYPE_THEBES_CONTROLS_LAYOUT (ludus_thebes_controls_layout_get_type ())

G_DECLARE_FINAL_TYPE (LudusThebesControlsLayout, ludus_thebes_controls_layout,
                      LUDUS, THEBES_CONTROLS_LAYOUT, GtkLayoutManager)

GtkLayoutManager *ludus_thebes_controls_layout_new (int spacing);

G_END_DECLS
