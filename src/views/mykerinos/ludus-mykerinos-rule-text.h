/* ludus-mykerinos-rule-text.h: Mykerinos's rules at the point of use
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *ludus_mykerinos_rule_patron     (guint        patron);
char *ludus_mykerinos_rule_patron_use (guint        patron);
char *ludus_mykerinos_rule_parcel     (guint        patron);
char *ludus_mykerinos_rule_room       (guint        room);
char *ludus_mykerinos_rule_wing       (guint        patron);
char *ludus_mykerinos_rule_area       (void);
char *ludus_mykerinos_rule_passing    (void);
char *ludus_mykerinos_rule_sets       (void);
char *ludus_mykerinos_rule_prestige   (void);
char *ludus_mykerinos_rule_booking    (void);
char *ludus_mykerinos_rule_cubes_left (void);
char *ludus_mykerinos_rule_score      (void);
char *ludus_mykerinos_rule_total      (void);
char *ludus_mykerinos_rule_stock      (gboolean     neutral);
char *ludus_mykerinos_rule_start      (void);
char *ludus_mykerinos_rule_projection (void);
char *ludus_mykerinos_rule_space      (gboolean     pyramid,
                                       guint        patron);

G_END_DECLS
