/* ludus-mykerinos-museum.h: the Museum, its wings and rooms, drawn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludus-mykerinos-board.h"
#include "mykerinos/ludus-mykerinos.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_MYKERINOS_MUSEUM (ludus_mykerinos_museum_get_type ())

G_DECLARE_FINAL_TYPE (LudusMykerinosMuseum, ludus_mykerinos_museum, LUDUS, MYKERINOS_MUSEUM, LudusMykerinosBoard)

GtkWidget *ludus_mykerinos_museum_new            (void);
/* The patron marker of each wing (LudusMykerinosPatron). */
void       ludus_mykerinos_museum_set_wings      (LudusMykerinosMuseum *self,
                                                  const guint8         *wing_patron);
/* Who holds each room: colour + 1, 0 free. */
void       ludus_mykerinos_museum_set_rooms      (LudusMykerinosMuseum *self,
                                                  const guint8         *rooms);
/* Rooms that may be chosen now: bit r for room r. */
void       ludus_mykerinos_museum_set_candidates (LudusMykerinosMuseum *self,
                                                  guint32               rooms);
void       ludus_mykerinos_museum_set_hidden     (LudusMykerinosMuseum *self,
                                                  guint32               rooms);
GtkWidget *ludus_mykerinos_museum_get_room_widget (LudusMykerinosMuseum *self,
                                                  guint                 room);
gboolean   ludus_mykerinos_museum_focus_room     (LudusMykerinosMuseum *self,
                                                  guint                 room);
/* Translated: "Room 5 of the Lemon wing" or "Corridor room between the
 * Lemon and Brown wings". */

G_END_DECLS
