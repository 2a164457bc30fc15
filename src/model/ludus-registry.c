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

#include <glib/gi18n-lib.h>

#include "ludus-game.h"
#include "ludus-rules.h"
#include "medici/ludus-medici-game.h"
#include "mykerinos/ludus-mykerinos-game.h"
#include "thebes/ludus-thebes-game.h"

typedef struct
{
  const LudusRules *rules;
  GType           (*game_type) (void);
} Game;

/* In the order the library page shows them. */
static const Game all_games[] = {
  { &ludus_mykerinos_rules, ludus_mykerinos_game_get_type },
  { &ludus_medici_rules,    ludus_medici_game_get_type },
  { &ludus_thebes_rules,    ludus_thebes_game_get_type },
};

/* Games only the tests know (see ludus_rules_register_test_game()). */
#define MAX_TEST_GAMES 4
static Game test_games[MAX_TEST_GAMES];
static guint n_test_games;
static gboolean registry_read;

const LudusRules * const *
ludus_rules_get_all (guint *n_rules)
{
  static const LudusRules *all_rules[G_N_ELEMENTS (all_games) + MAX_TEST_GAMES];
  static guint n_all;
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      for (guint i = 0; i < G_N_ELEMENTS (all_games); i++)
        all_rules[n_all++] = all_games[i].rules;
      for (guint i = 0; i < n_test_games; i++)
        all_rules[n_all++] = test_games[i].rules;
      registry_read = TRUE;
      g_once_init_leave (&initialized, 1);
    }

  if (n_rules != NULL)
    *n_rules = n_all;
  return all_rules;
}

const LudusRules *
ludus_rules_lookup (const char *id)
{
  const LudusRules * const *all;
  guint n_rules;

  g_return_val_if_fail (id != NULL, NULL);

  all = ludus_rules_get_all (&n_rules);
  for (guint i = 0; i < n_rules; i++)
    if (strcmp (all[i]->id, id) == 0)
      return all[i];
  return NULL;
}

/**
 * ludus_rules_register_test_game:
 * @rules: a game's rules, which must outlive the process
 * @game_type: (nullable): the get_type function of its LudusGame subclass,
 *   or %NULL for LudusGame itself
 *
 * Adds a game that only the tests know, after the built-in ones: the tests
 * that iterate ludus_rules_get_all() then run it as any other game.  Call
 * it before anything reads the registry, from the main thread.
 */
void
ludus_rules_register_test_game (const LudusRules *rules,
                                GType           (*game_type) (void))
{
  g_return_if_fail (rules != NULL && rules->id != NULL);
  g_return_if_fail (!registry_read);
  g_return_if_fail (n_test_games < MAX_TEST_GAMES);

  for (guint i = 0; i < G_N_ELEMENTS (all_games); i++)
    g_return_if_fail (strcmp (all_games[i].rules->id, rules->id) != 0);
  test_games[n_test_games].rules = rules;
  test_games[n_test_games].game_type = game_type;
  n_test_games++;
}

GType
ludus_game_type_for_rules (const LudusRules *rules)
{
  g_return_val_if_fail (rules != NULL, G_TYPE_INVALID);

  for (guint i = 0; i < G_N_ELEMENTS (all_games); i++)
    if (all_games[i].rules == rules)
      return all_games[i].game_type ();
  for (guint i = 0; i < n_test_games; i++)
    if (test_games[i].rules == rules && test_games[i].game_type != NULL)
      return test_games[i].game_type ();
  return LUDUS_TYPE_GAME;
}

/**
 * ludus_list_join:
 * @items: (array zero-terminated=1): the words to list
 * @alternatives: whether the list offers a choice ("a, b or c") rather than
 *   naming them all ("a, b and c")
 *
 * Returns: (transfer full): @items as a list that reads right in the
 *   user's language
 */
char *
ludus_list_join (const char * const *items,
                 gboolean            alternatives)
{
  guint n;
  char *text;

  g_return_val_if_fail (items != NULL, NULL);

  n = g_strv_length ((char **) items);
  if (n == 0)
    return g_strdup ("");
  text = g_strdup (items[0]);
  for (guint i = 1; i < n; i++)
    {
      char *joined;

      if (i < n - 1)
        /* Translators: joins the first items of a list, "Mykerinos, Medici". */
        joined = g_strdup_printf (C_("list", "%s, %s"), text, items[i]);
      else if (alternatives)
        /* Translators: joins the last item of a list of choices,
         * "mykerinos, medici or thebes". */
        joined = g_strdup_printf (C_("list", "%s or %s"), text, items[i]);
      else
        /* Translators: joins the last item of a list of things that all
         * count, "Mykerinos, Medici and Thebes". */
        joined = g_strdup_printf (C_("list", "%s and %s"), text, items[i]);
      g_free (text);
      text = joined;
    }
  return text;
}

/**
 * ludus_rules_list_ids:
 *
 * Returns: (transfer full): the ids of the games that can be played, as a
 *   list of choices for help texts: "mykerinos, medici or thebes"
 */
char *
ludus_rules_list_ids (void)
{
  const LudusRules * const *all;
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  guint n_rules;

  all = ludus_rules_get_all (&n_rules);
  for (guint i = 0; i < n_rules; i++)
    if (all[i]->legal_moves != NULL)
      g_ptr_array_add (ids, (gpointer) all[i]->id);
  g_ptr_array_add (ids, NULL);
  return ludus_list_join ((const char * const *) ids->pdata, TRUE);
}
