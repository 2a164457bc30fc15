/* ludus-thebes-rule-text.h: Thebes's rules at the point of use
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "thebes/ludus-thebes.h"

G_BEGIN_DECLS

char *ludus_thebes_rule_card        (const LudusThebesCard    *card);
char *ludus_thebes_rule_place       (const LudusThebesContent *content,
                                     LudusThebesPlace          place);
char *ludus_thebes_rule_time        (void);
char *ludus_thebes_rule_artifacts   (void);
char *ludus_thebes_rule_exhibitions (void);
char *ludus_thebes_rule_congresses  (void);
char *ludus_thebes_rule_majority    (void);
char *ludus_thebes_rule_projection  (void);
char *ludus_thebes_rule_permit      (void);
char *ludus_thebes_rule_rumours     (void);
char *ludus_thebes_rule_knowledge   (void);
char *ludus_thebes_rule_wheel       (void);
char *ludus_thebes_rule_tokens      (void);

G_END_DECLS
