/* fuzz-settings.c: a fuzz target for the JSON values of the settings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The new-game dialog remembers each game's set-up as JSON in GSettings,
 * where anyone can edit it: the input is read as every game's set-up, and
 * what is read must write back and read again the same.
 */

#define G_LOG_DOMAIN "fuzz-settings"

#include "config.h"

#include <string.h>

#include "fuzz.h"
#include "ludus-options.h"
#include "ludus-rules.h"

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autofree char *json = NULL;
  const LudusRules * const *all;
  guint n_rules;

  fuzz_init ();
  /* GSettings keeps a string: up to its first null character. */
  json = g_strndup ((const char *) data, size);
  all = ludus_rules_get_all (&n_rules);
  for (guint i = 0; i < n_rules; i++)
    {
      g_autoptr(LudusOptions) options = NULL;
      g_autoptr(LudusOptions) again = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) node = NULL;
      g_autoptr(JsonNode) node_again = NULL;
      g_autofree char *deck = NULL;
      g_autofree char *layout = NULL;
      g_autofree char *written = NULL;
      g_autofree char *options_json = NULL;
      g_autofree char *options_again = NULL;
      char *deck_again = NULL, *layout_again = NULL;

      options = ludus_options_new_from_setup (all[i], json, &deck, &layout, &error);
      g_assert ((options != NULL) != (error != NULL));
      if (options == NULL)
        {
          g_assert_null (deck);
          g_assert_null (layout);
          continue;
        }

      /* As the dialog writes it. */
      node = ludus_options_to_json (options, all[i]);
      options_json = json_to_string (node, FALSE);
      {
        g_autoptr(JsonBuilder) builder = json_builder_new ();
        g_autoptr(JsonNode) root = NULL;

        json_builder_begin_object (builder);
        json_builder_set_member_name (builder, "options");
        json_builder_add_value (builder, json_node_ref (node));
        json_builder_set_member_name (builder, "deck");
        json_builder_add_string_value (builder, deck != NULL ? deck : "");
        json_builder_set_member_name (builder, "layout");
        json_builder_add_string_value (builder, layout != NULL ? layout : "");
        json_builder_end_object (builder);
        root = json_builder_get_root (builder);
        written = json_to_string (root, FALSE);
      }
      again = ludus_options_new_from_setup (all[i], written, &deck_again, &layout_again, &error);
      if (again == NULL)
        g_error ("a set-up Ludus wrote does not read: %s", error->message);
      node_again = ludus_options_to_json (again, all[i]);
      options_again = json_to_string (node_again, FALSE);
      g_assert_cmpstr (options_json, ==, options_again);
      g_assert_cmpstr (deck, ==, deck_again);
      g_assert_cmpstr (layout, ==, layout_again);
      g_free (deck_again);
      g_free (layout_again);
    }
  return 0;
}
