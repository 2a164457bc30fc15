/* ludus-thebes-editor-util.h: pieces both Thebes editors use
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ludus-content-document.h"
#include "thebes/ludus-thebes-content-limits.h"

G_BEGIN_DECLS

GtkWidget *ludus_thebes_editor_spin_row     (const char            *title,
                                             int                    min,
                                             int                    max,
                                             GtkWidget            **spin);
GtkWidget *ludus_thebes_editor_combo_row    (const char            *title,
                                             guint                  first,
                                             guint                  end,
                                             const char          *(*name) (guint));
void       ludus_thebes_editor_combo_set_names (GtkWidget          *row,
                                                guint               first,
                                                guint               end,
                                                const char       *(*name) (guint));
const char *ludus_thebes_editor_place_name  (guint                  place);
const char *ludus_thebes_editor_site_name   (guint                  site);
void        ludus_thebes_editor_set         (LudusContentDocument  *document,
                                             const char            *path,
                                             JsonNode              *value);

JsonNode   *ludus_thebes_editor_copy_object (JsonObject          *object);

G_END_DECLS
