/* ludus-thebes.c: placeholder until the rules engine lands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludus-thebes.h"

const LudusRules ludus_thebes_rules = {
  .id = "thebes",
  .min_players = 2,
  .max_players = 4,
};
