/* ludus-thebes-dig-panel.h: the dig: time wheel, tokens drawn, bag
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "thebes/ludus-thebes-turn.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_THEBES_DIG_PANEL (ludus_thebes_dig_panel_get_type ())

/* The most tokens a dig's draw shows. */
#define LUDUS_THEBES_MAX_DRAWN 16

G_DECLARE_FINAL_TYPE (LudusThebesDigPanel, ludus_thebes_dig_panel, LUDUS, THEBES_DIG_PANEL, GtkWidget)

GtkWidget *ludus_thebes_dig_panel_new            (void);
void       ludus_thebes_dig_panel_show_dig       (LudusThebesDigPanel    *self,
                                                  const LudusThebesTurn  *turn,
                                                  const LudusThebesState *state);
void       ludus_thebes_dig_panel_show_bag       (LudusThebesDigPanel    *self,
                                                  const LudusThebesState *state,
                                                  LudusThebesSite         site);
void       ludus_thebes_dig_panel_reveal         (LudusThebesDigPanel    *self,
                                                  const LudusThebesState *before,
                                                  const LudusThebesState *after,
                                                  const LudusThebesMove  *move,
                                                  const char             *player_name);
void       ludus_thebes_dig_panel_clear_draw     (LudusThebesDigPanel    *self);
guint      ludus_thebes_dig_panel_get_n_drawn    (LudusThebesDigPanel    *self);
guint      ludus_thebes_dig_panel_get_draw       (LudusThebesDigPanel    *self,
                                                  LudusThebesSite        *site,
                                                  guint8                 *tokens,
                                                  gboolean               *bonus);
guint      ludus_thebes_dig_panel_get_n_revealed (LudusThebesDigPanel    *self);
void       ludus_thebes_dig_panel_get_choice_widgets (LudusThebesDigPanel   *self,
                                                      const LudusThebesMove *move,
                                                      GPtrArray             *widgets);

G_END_DECLS
