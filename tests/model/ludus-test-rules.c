/* ludus-test-rules.c: helpers every rules test shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-test"

#include "config.h"

#include <string.h>

#include "ludus-test-rules.h"

char *
ludus_test_fixture_path (const char *game,
                         const char *kind,
                         const char *name)
{
  if (game == NULL)
    return g_test_build_filename (G_TEST_DIST, "fixtures", kind, name, NULL);
  return g_test_build_filename (G_TEST_DIST, "fixtures", game, kind, name, NULL);
}

JsonNode *
ludus_test_load_fixture (const char *game,
                         const char *kind,
                         const char *name)
{
  g_autofree char *path = ludus_test_fixture_path (game, kind, name);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  return json_parser_steal_root (parser);
}

JsonNode *
ludus_test_load_resource (const char *path)
{
  g_autofree char *full = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  if (path == NULL)
    return NULL;
  full = path[0] == '/' ? g_strdup (path) : g_strconcat (RESOURCE_BASE, "/content/", path, NULL);
  bytes = g_resources_lookup_data (full, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  g_assert_no_error (error);
  json_parser_load_from_data (parser, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), &error);
  g_assert_no_error (error);
  return json_parser_steal_root (parser);
}

gpointer
ludus_test_default_content (const LudusRules *rules)
{
  g_autoptr(JsonNode) deck = ludus_test_load_resource (rules->default_deck);
  g_autoptr(JsonNode) layout = ludus_test_load_resource (rules->default_layout);
  g_autoptr(GError) error = NULL;
  gpointer content;

  content = rules->content_new (deck, layout, &error);
  g_assert_no_error (error);
  g_assert_nonnull (content);
  return content;
}

void
ludus_test_start (const LudusRules *rules,
                  void             *state,
                  gconstpointer     content,
                  guint             n_players,
                  gboolean          shuffle,
                  guint64           seed,
                  guint32           variants)
{
  LudusSetup setup = { n_players, variants, shuffle, seed };
  g_autoptr(GError) error = NULL;

  g_assert_true (rules->init (state, content, &setup, &error));
  g_assert_no_error (error);
}

gpointer
ludus_test_new_state (const LudusRules *rules,
                      gconstpointer     content,
                      guint             n_players,
                      guint64           seed)
{
  gpointer state = g_malloc0 (rules->state_size);

  ludus_test_start (rules, state, content, n_players, TRUE, seed, 0);
  return state;
}

gboolean
ludus_test_is_legal (const LudusRules *rules,
                     const void       *state,
                     const LudusMove  *move)
{
  g_autofree LudusMove *moves = g_new (LudusMove, LUDUS_MAX_MOVES);
  guint n = rules->legal_moves (state, moves);

  for (guint i = 0; i < n; i++)
    if (ludus_move_equal (&moves[i], move))
      return TRUE;
  return FALSE;
}

guint
ludus_test_play_random (const LudusRules *rules,
                        void             *state,
                        LudusRng         *rng,
                        guint             max_moves)
{
  g_autofree LudusMove *moves = g_new (LudusMove, LUDUS_MAX_MOVES);
  guint played = 0;

  while (played < max_moves && !rules->is_over (state))
    {
      guint n = rules->legal_moves (state, moves);

      g_assert_cmpuint (n, >, 0);
      rules->apply (state, &moves[ludus_rng_below (rng, n)]);
      played++;
    }
  return played;
}

guint
ludus_test_n_games (guint fallback)
{
  const char *value = g_getenv ("LUDUS_TEST_GAMES");

  return value != NULL ? (guint) g_ascii_strtoull (value, NULL, 10) : fallback;
}

gboolean
ludus_test_observer_view (const LudusRules *rules,
                          const void       *state,
                          guint             observer,
                          void             *view)
{
  if (rules->observer_view == NULL)
    return FALSE;
  memcpy (view, state, rules->state_size);
  rules->observer_view (view, observer);
  return TRUE;
}

GFile *
ludus_test_private_data_home (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_dir_make_tmp ("ludus-test-XXXXXX", &error);

  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", path, TRUE);
  return g_file_new_for_path (path);
}

void
ludus_test_remove_tree (GFile *file)
{
  g_autoptr(GFileEnumerator) children = NULL;
  GFileInfo *info;
  GFile *child;

  children = g_file_enumerate_children (file, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                        G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
  while (children != NULL &&
         g_file_enumerator_iterate (children, &info, &child, NULL, NULL) && info != NULL)
    ludus_test_remove_tree (child);
  g_file_delete (file, NULL, NULL);
}
