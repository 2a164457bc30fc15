/* ludus-thebes-tableau.h: what one Thebes player has
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "thebes/ludus-thebes.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_THEBES_TABLEAU (ludus_thebes_tableau_get_type ())

G_DECLARE_FINAL_TYPE (LudusThebesTableau, ludus_thebes_tableau, LUDUS, THEBES_TABLEAU, GtkWidget)

GtkWidget *ludus_thebes_tableau_new    (void);
void       ludus_thebes_tableau_update (LudusThebesTableau     *self,
                                        const LudusThebesState *state,
                                        guint                   player,
                                        const char             *name,
                                        guint                   colour,
                                        int                     score,
                                        gboolean                to_move);
void       ludus_thebes_tableau_set_presence   (LudusThebesTableau    *self,
                                                const char            *presence);
void       ludus_thebes_tableau_set_projection (LudusThebesTableau    *self,
                                                const LudusProjection *projection);
void       ludus_thebes_tableau_set_last_dig (LudusThebesTableau *self,
                                              LudusThebesSite     site,
                                              const guint8       *tokens,
                                              guint               n_tokens,
                                              gboolean            bonus);

G_END_DECLS
