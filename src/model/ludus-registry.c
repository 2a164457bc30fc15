/* ludus-registry.c: the games Ludus knows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The only shared file of the model that names a game: its rules core and
 * the LudusGame subclass the views read it through.
 */

#define G_LOG_DOMAIN "ludus-registry"

#include "config.h"

#include <string.h>

#include "ludus-game.h"
#include "ludus-rules.h"
#include "medici/ludus-medici-game.h"
#include "mykerinos/ludus-mykerinos-game.h"
#include "thebes/ludus-thebes-game.h"

/* In the order the library page shows them. */
static const struct
{
  const LudusRules *rules;
  GType           (*game_type) (void);
} all_games[] = {
  { &ludus_mykerinos_rules, ludus_mykerinos_game_get_type },
  { &ludus_medici_rules,    ludus_medici_game_get_type },
  { &ludus_thebes_rules,    ludus_thebes_game_get_type },
};

const LudusRules * const *
ludus_rules_get_all (guint *n_rules)
{
  static const LudusRules *all_rules[G_N_ELEMENTS (all_games)];
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      for (guint i = 0; i < G_N_ELEMENTS (all_games); i++)
        all_rules[i] = all_games[i].rules;
      g_once_init_leave (&initialized, 1);
    }

  if (n_rules != NULL)
    *n_rules = G_N_ELEMENTS (all_games);
  return all_rules;
}

const LudusRules *
ludus_rules_lookup (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (all_games); i++)
    if (strcmp (all_games[i].rules->id, id) == 0)
      return all_games[i].rules;
  return NULL;
}

GType
ludus_game_type_for_rules (const LudusRules *rules)
{
  g_return_val_if_fail (rules != NULL, G_TYPE_INVALID);

  for (guint i = 0; i < G_N_ELEMENTS (all_games); i++)
    if (all_games[i].rules == rules)
      return all_games[i].game_type ();
  return LUDUS_TYPE_GAME;
}
