/* ludus-mykerinos-player-panel.h: one Mykerinos player's part of the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "mykerinos/ludus-mykerinos.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_MYKERINOS_PLAYER_PANEL (ludus_mykerinos_player_panel_get_type ())

G_DECLARE_FINAL_TYPE (LudusMykerinosPlayerPanel, ludus_mykerinos_player_panel, LUDUS, MYKERINOS_PLAYER_PANEL, GtkBox)

GtkWidget *ludus_mykerinos_player_panel_new    (void);
/* Shows @player of @state.  @offered: bit p when patron p may be called on
 * now (its cards then take clicks and the focus, and activate
 * mykerinos.choose-patron); @chosen: the patron chosen for the move being
 * built, or PATRON_NONE. */
void       ludus_mykerinos_player_panel_update (LudusMykerinosPlayerPanel *self,
                                                const LudusMykerinosState *state,
                                                guint                      player,
                                                const char                *name,
                                                const char                *colour_class,
                                                gboolean                   current,
                                                guint                      offered,
                                                guint                      chosen);
GtkWidget *ludus_mykerinos_player_panel_get_stock_widget  (LudusMykerinosPlayerPanel *self);
GtkWidget *ludus_mykerinos_player_panel_get_patron_widget (LudusMykerinosPlayerPanel *self,
                                                           guint                      patron);
void       ludus_mykerinos_player_panel_set_presence   (LudusMykerinosPlayerPanel *self,
                                                        const char                *presence);
void       ludus_mykerinos_player_panel_set_projection (LudusMykerinosPlayerPanel *self,
                                                        const LudusProjection     *projection);

G_END_DECLS
