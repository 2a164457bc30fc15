/* ludus-medici-rule-text.h: Medici's rules at the point of use
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "medici/ludus-medici.h"

G_BEGIN_DECLS

char *ludus_medici_rule_card    (const LudusMediciCard *card);
char *ludus_medici_rule_deck    (void);
char *ludus_medici_rule_ship    (guint                  n_players);
char *ludus_medici_rule_goods   (guint                  n_players,
                                 gboolean               big_stocks);
char *ludus_medici_rule_day     (void);
char *ludus_medici_rule_florins (void);
char *ludus_medici_rule_projection (void);

G_END_DECLS
