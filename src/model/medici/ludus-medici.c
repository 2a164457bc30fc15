/* ludus-medici.c: placeholder until the rules engine lands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludus-medici.h"

const LudusRules ludus_medici_rules = {
  .id = "medici",
  .min_players = 2,
  .max_players = 4,
};
