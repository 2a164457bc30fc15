/* ludus-thebes-bags-editor.h: the part of the Thebes deck editor for the bags
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ludus-content-document.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_THEBES_BAGS_EDITOR (ludus_thebes_bags_editor_get_type ())

G_DECLARE_FINAL_TYPE (LudusThebesBagsEditor, ludus_thebes_bags_editor, LUDUS, THEBES_BAGS_EDITOR, AdwPreferencesPage)

GtkWidget *ludus_thebes_bags_editor_new               (LudusContentDocument  *document);
void       ludus_thebes_bags_editor_show_problem      (LudusThebesBagsEditor *self,
                                                       const char            *path);
GtkWidget *ludus_thebes_bags_editor_get_artifacts_row (LudusThebesBagsEditor *self,
                                                       guint                  index);

G_END_DECLS
