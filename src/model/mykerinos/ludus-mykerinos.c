/* ludus-mykerinos.c: placeholder until the rules engine lands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludus-mykerinos.h"

const LudusRules ludus_mykerinos_rules = {
  .id = "mykerinos",
  .min_players = 2,
  .max_players = 4,
};
