/* ludus-player-header.h: a player panel's first line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define LUDUS_TYPE_PLAYER_HEADER (ludus_player_header_get_type ())

G_DECLARE_FINAL_TYPE (LudusPlayerHeader, ludus_player_header, LUDUS, PLAYER_HEADER, GtkBox)

GtkWidget *ludus_player_header_new               (const char        *score_class);
void       ludus_player_header_set               (LudusPlayerHeader *self,
                                                  const char        *colour_class,
                                                  const char        *name,
                                                  const char        *score);
void       ludus_player_header_set_presence      (LudusPlayerHeader *self,
                                                  const char        *presence);
void       ludus_player_header_set_score_visible (LudusPlayerHeader *self,
                                                  gboolean           visible);
GtkWidget *ludus_player_header_get_score         (LudusPlayerHeader *self);

G_END_DECLS
