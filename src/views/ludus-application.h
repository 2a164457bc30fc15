/* ludus-application.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define LUDUS_TYPE_APPLICATION (ludus_application_get_type ())

G_DECLARE_FINAL_TYPE (LudusApplication, ludus_application, LUDUS, APPLICATION, AdwApplication)

LudusApplication *ludus_application_new          (void);
GSettings        *ludus_application_get_settings (LudusApplication *self);
gboolean          ludus_application_can_edit     (const char       *game_id,
                                                  const char       *kind);
GtkWindow        *ludus_application_show_preferences (LudusApplication *self,
                                                      const char       *page);

G_END_DECLS
