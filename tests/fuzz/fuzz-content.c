/* fuzz-content.c: a fuzz target for the deck and layout loaders of every game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fuzz-content"

#include "config.h"

#include "fuzz.h"
#include "ludus-content.h"

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(JsonNode) root = ludus_json_parse_data ((const char *) data, size, LUDUS_JSON_FILE_ANY, NULL);
  const LudusRules * const *all;
  guint n_rules;

  if (root == NULL)
    return 0;

  all = ludus_rules_get_all (&n_rules);
  for (guint i = 0; i < n_rules; i++)
    {
      g_autoptr(LudusContent) defaults = NULL;
      g_autoptr(LudusContent) as_deck = NULL;
      g_autoptr(LudusContent) as_layout = NULL;
      g_autoptr(GError) error = NULL;

      if (all[i]->content_new == NULL || all[i]->default_deck == NULL)
        continue;
      defaults = ludus_content_new_default (all[i], &error);
      g_assert_no_error (error);

      /* The input as the deck, then as the layout, next to the defaults. */
      as_deck = ludus_content_new_from_json (all[i], root, ludus_content_get_layout (defaults), &error);
      g_assert ((as_deck != NULL) != (error != NULL));
      g_clear_error (&error);
      if (all[i]->default_layout != NULL)
        {
          as_layout = ludus_content_new_from_json (all[i], ludus_content_get_deck (defaults), root, &error);
          g_assert ((as_layout != NULL) != (error != NULL));
        }
    }
  return 0;
}
