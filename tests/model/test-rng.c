/* test-rng.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-rng"

#include "config.h"

#include "ludus-rng.h"

static void
test_rng_same_seed (void)
{
  LudusRng a, b;

  ludus_rng_seed (&a, 42);
  ludus_rng_seed (&b, 42);
  for (guint i = 0; i < 1000; i++)
    g_assert_cmpuint (ludus_rng_next (&a), ==, ludus_rng_next (&b));

  ludus_rng_seed (&b, 43);
  g_assert_cmpuint (ludus_rng_next (&a), !=, ludus_rng_next (&b));
}

static void
test_rng_below_uniform (void)
{
  LudusRng rng;
  guint counts[6] = { 0 };

  ludus_rng_seed (&rng, 7);
  for (guint i = 0; i < 60000; i++)
    {
      guint v = ludus_rng_below (&rng, 6);

      g_assert_cmpuint (v, <, 6);
      counts[v]++;
    }
  for (guint i = 0; i < 6; i++)
    g_assert_cmpuint (ABS ((int) counts[i] - 10000), <, 500);
}

static void
test_rng_shuffle_permutes (void)
{
  LudusRng rng;
  guint8 cards[110];
  guint sum = 0;
  gboolean moved = FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
    cards[i] = i;
  ludus_rng_seed (&rng, 1);
  ludus_rng_shuffle (&rng, cards, G_N_ELEMENTS (cards), 1);
  for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
    {
      sum += cards[i];
      moved |= cards[i] != i;
    }
  g_assert_cmpuint (sum, ==, 109 * 110 / 2);
  g_assert_true (moved);
}

/* Decks of bytes take a shortcut; it must draw the same permutation as the
 * general path, or saves and searches would change with the element size. */
static void
test_rng_shuffle_sizes_agree (void)
{
  for (guint64 seed = 0; seed < 50; seed++)
    {
      LudusRng a, b;
      guint8 bytes[40];
      guint32 words[40];

      for (guint i = 0; i < G_N_ELEMENTS (bytes); i++)
        bytes[i] = words[i] = i;
      ludus_rng_seed (&a, seed);
      ludus_rng_seed (&b, seed);
      ludus_rng_shuffle (&a, bytes, G_N_ELEMENTS (bytes), 1);
      ludus_rng_shuffle (&b, words, G_N_ELEMENTS (words), sizeof words[0]);
      for (guint i = 0; i < G_N_ELEMENTS (bytes); i++)
        g_assert_cmpuint (bytes[i], ==, words[i]);
      /* Both drew the same numbers, so they go on in step. */
      g_assert_cmpuint (ludus_rng_next (&a), ==, ludus_rng_next (&b));
    }
}

static void
test_rng_copy_replays (void)
{
  LudusRng a, b;

  ludus_rng_seed (&a, 99);
  ludus_rng_next (&a);
  b = a;
  g_assert_cmpuint (ludus_rng_below (&a, 1000), ==, ludus_rng_below (&b, 1000));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rng/same-seed", test_rng_same_seed);
  g_test_add_func ("/rng/below-uniform", test_rng_below_uniform);
  g_test_add_func ("/rng/shuffle-permutes", test_rng_shuffle_permutes);
  g_test_add_func ("/rng/shuffle-sizes-agree", test_rng_shuffle_sizes_agree);
  g_test_add_func ("/rng/copy-replays", test_rng_copy_replays);
  return g_test_run ();
}
