/* ludus-thebes-map-tables.h: the map editor's distance and time wheel tables
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ludus-content-document.h"
#include "thebes/ludus-thebes.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_THEBES_MAP_TABLES (ludus_thebes_map_tables_get_type ())

G_DECLARE_FINAL_TYPE (LudusThebesMapTables, ludus_thebes_map_tables, LUDUS, THEBES_MAP_TABLES, GObject)

LudusThebesMapTables *ludus_thebes_map_tables_new          (void);
void                  ludus_thebes_map_tables_add_pages    (LudusThebesMapTables     *self,
                                                            AdwViewStack             *stack);
void                  ludus_thebes_map_tables_set_document (LudusThebesMapTables     *self,
                                                            LudusContentDocument     *document);
void                  ludus_thebes_map_tables_update       (LudusThebesMapTables     *self,
                                                            const LudusThebesContent *draft);
void                  ludus_thebes_map_tables_focus_wheel  (LudusThebesMapTables     *self,
                                                            int                       knowledge,
                                                            int                       weeks);

G_END_DECLS
