/* test-medici.c: Medici: The Card Game, every rule of spec/medici.md
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ludus-medici.h"

static LudusMediciContent *
load_default (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = g_resources_lookup_data (ludus_medici_rules.default_deck, 0, &error);
  g_autoptr(JsonNode) root = NULL;
  LudusMediciContent *content;

  g_assert_no_error (error);
  root = json_from_string (g_bytes_get_data (bytes, NULL), &error);
  g_assert_no_error (error);
  content = ludus_medici_content_new (root, &error);
  g_assert_no_error (error);
  return content;
}

static void
test_deck_default (void)
{
  g_autoptr(LudusMediciContent) content = load_default ();

  g_assert_cmpuint (content->n_cards, ==, 110);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/medici/deck/default", test_deck_default);

  return g_test_run ();
}
