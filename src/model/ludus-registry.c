/* ludus-registry.c: the games Ludus knows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "ludus-game.h"
#include "ludus-medici-game.h"
#include "ludus-mykerinos-game.h"
#include "ludus-rules.h"
#include "ludus-thebes-game.h"
#include "medici/ludus-medici.h"
#include "mykerinos/ludus-mykerinos.h"
#include "thebes/ludus-thebes.h"

static const LudusRules * const all_rules[] = {
  &ludus_mykerinos_rules,
  &ludus_medici_rules,
  &ludus_thebes_rules,
};

const LudusRules * const *
ludus_rules_get_all (guint *n_rules)
{
  if (n_rules != NULL)
    *n_rules = G_N_ELEMENTS (all_rules);
  return all_rules;
}

const LudusRules *
ludus_rules_lookup (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (all_rules); i++)
    if (strcmp (all_rules[i]->id, id) == 0)
      return all_rules[i];
  return NULL;
}

GType
ludus_game_type_for_rules (const LudusRules *rules)
{
  g_return_val_if_fail (rules != NULL, G_TYPE_INVALID);

  if (rules == &ludus_medici_rules)
    return LUDUS_TYPE_MEDICI_GAME;
  if (rules == &ludus_mykerinos_rules)
    return LUDUS_TYPE_MYKERINOS_GAME;
  if (rules == &ludus_thebes_rules)
    return LUDUS_TYPE_THEBES_GAME;
  return LUDUS_TYPE_GAME;
}
