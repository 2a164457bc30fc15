/* ludus-mykerinos.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-rules.h"

G_BEGIN_DECLS

extern const LudusRules ludus_mykerinos_rules;

G_END_DECLS
