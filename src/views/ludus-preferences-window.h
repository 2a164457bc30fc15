/* ludus-preferences-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define LUDUS_TYPE_PREFERENCES_WINDOW (ludus_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (LudusPreferencesWindow, ludus_preferences_window, LUDUS, PREFERENCES_WINDOW, AdwPreferencesWindow)

LudusPreferencesWindow *ludus_preferences_window_new (GSettings *settings);

G_END_DECLS
