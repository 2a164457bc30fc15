/* ludus-test-rules.c: helpers every rules test shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-test"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ludus-test-rules.h"

/* Only the state structs, for the observer views: nothing here calls into
 * a game, so a test links only the games it tests. */
#include "medici/ludus-medici.h"
#include "mykerinos/ludus-mykerinos.h"
#include "thebes/ludus-thebes.h"

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

/* ---- What each game hides --------------------------------------------- */

static int
compare_bytes (gconstpointer a,
               gconstpointer b)
{
  return *(const guint8 *) a - *(const guint8 *) b;
}

/* Medici: everything is face up except the order of the deck. */
static void
medici_view (LudusMediciState *s)
{
  qsort (s->deck, s->deck_len, 1, compare_bytes);
}

/* Mykerinos: only the order of the cards still to be dealt. */
static void
mykerinos_view (LudusMykerinosState *s)
{
  qsort (s->order + s->next_card, s->n_cards - s->next_card, 1, compare_bytes);
}

/* Sorts cards[0..n) with every research card (face down, one like another)
 * as LUDUS_THEBES_NONE: an exhibition's place among them is not known. */
static void
thebes_hide_part (guint8 *cards,
                  guint   n,
                  guint   n_research)
{
  for (guint i = 0; i < n; i++)
    if (cards[i] < n_research)
      cards[i] = LUDUS_THEBES_NONE;
  qsort (cards, n, 1, compare_bytes);
}

/* Thebes: which research cards are in the pile and stack 3 (which ones are
 * left is known from the rest), where exhibitions lie within each part of
 * the pile, and the order of the tokens in the bags. */
static void
thebes_view (LudusThebesState *s)
{
  guint n_research = s->content->n_research;

  thebes_hide_part (s->stack3, s->n_stack3, n_research);
  thebes_hide_part (s->pile, s->pile_stack2, n_research);
  thebes_hide_part (s->pile + s->pile_stack2, s->n_pile - s->pile_stack2, n_research);
  for (guint site = 0; site < LUDUS_THEBES_N_SITES; site++)
    qsort (s->bag[site], s->n_bag[site], 1, compare_bytes);
}

gboolean
ludus_test_observer_view (const LudusRules *rules,
                          const void       *state,
                          guint             observer,
                          void             *view)
{
  /* Every game's hidden information is the same for every player, so
   * observer does not change the view yet. */
  memcpy (view, state, rules->state_size);
  if (strcmp (rules->id, "medici") == 0)
    {
      medici_view (view);
      memset (&((LudusMediciState *) view)->rng, 0, sizeof (LudusRng));
    }
  else if (strcmp (rules->id, "mykerinos") == 0)
    {
      mykerinos_view (view);
      memset (&((LudusMykerinosState *) view)->rng, 0, sizeof (LudusRng));
    }
  else if (strcmp (rules->id, "thebes") == 0)
    {
      thebes_view (view);
      memset (&((LudusThebesState *) view)->rng, 0, sizeof (LudusRng));
    }
  else
    return FALSE;
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
