/* ludus-rng.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-rng"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ludus-rng.h"

void
ludus_rng_seed (LudusRng *rng,
                guint64   seed)
{
  g_return_if_fail (rng != NULL);

  /* The stream selector must be odd; deriving it from the seed keeps
   * neighbouring seeds on unrelated streams. */
  rng->state = 0;
  rng->inc = ((seed ^ G_GUINT64_CONSTANT (0xda3e39cb94b95bdb)) << 1) | 1;
  ludus_rng_next (rng);
  rng->state += seed;
  ludus_rng_next (rng);
}

/* Fisher–Yates over elements of any size (at most 64 bytes each). */
void
ludus_rng_shuffle (LudusRng *rng,
                   void     *base,
                   guint     n_elements,
                   gsize     element_size)
{
  guint8 *bytes = base;
  guint8 tmp[64];

  g_return_if_fail (rng != NULL);
  g_return_if_fail (element_size <= sizeof tmp);

  /* Decks of one-byte cards are shuffled in every search iteration: swap
   * them directly rather than through three calls of memcpy. */
  if (element_size == 1)
    {
      for (guint i = n_elements; i > 1; i--)
        {
          guint j = ludus_rng_below (rng, i);
          guint8 card = bytes[j];

          bytes[j] = bytes[i - 1];
          bytes[i - 1] = card;
        }
      return;
    }

  for (guint i = n_elements; i > 1; i--)
    {
      guint j = ludus_rng_below (rng, i);

      if (j == i - 1)
        continue;
      memcpy (tmp, bytes + j * element_size, element_size);
      memcpy (bytes + j * element_size, bytes + (i - 1) * element_size, element_size);
      memcpy (bytes + (i - 1) * element_size, tmp, element_size);
    }
}

static int
compare_bytes (gconstpointer a,
               gconstpointer b)
{
  return *(const guint8 *) a - *(const guint8 *) b;
}

void
ludus_sort_bytes (guint8 *bytes,
                  guint   n)
{
  qsort (bytes, n, 1, compare_bytes);
}
