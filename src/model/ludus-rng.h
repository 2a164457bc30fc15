/* ludus-rng.h: the seeded random generator every game state carries
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* PCG32 (O'Neill, pcg-random.org): 16 bytes, copyable with memcpy, so a
 * game state that embeds it can be snapshotted and replayed exactly. */
typedef struct
{
  guint64 state;
  guint64 inc;
} LudusRng;

void     ludus_rng_seed    (LudusRng *rng,
                            guint64   seed);
void     ludus_rng_shuffle (LudusRng *rng,
                            void     *base,
                            guint     n_elements,
                            gsize     element_size);
/* The opposite: one-byte cards whose order is hidden, in a canonical order
 * (rules->observer_view). */
void     ludus_sort_bytes  (guint8   *bytes,
                            guint     n);

static inline guint32
ludus_rng_next (LudusRng *rng)
{
  guint64 old = rng->state;
  guint32 xorshifted;
  guint32 rot;

  rng->state = old * G_GUINT64_CONSTANT (6364136223846793005) + rng->inc;
  xorshifted = (guint32) (((old >> 18) ^ old) >> 27);
  rot = (guint32) (old >> 59);
  return (xorshifted >> rot) | (xorshifted << ((-rot) & 31));
}

static inline guint64
ludus_rng_next64 (LudusRng *rng)
{
  guint64 hi = ludus_rng_next (rng);

  return (hi << 32) | ludus_rng_next (rng);
}

/* splitmix64, to derive independent seeds from one. */
static inline guint64
ludus_rng_mix (guint64 x)
{
  x += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);
  x = (x ^ (x >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  x = (x ^ (x >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return x ^ (x >> 31);
}

/* A uniform integer in [0, bound), without modulo bias (Lemire's method). */
static inline guint32
ludus_rng_below (LudusRng *rng,
                 guint32   bound)
{
  guint64 m;
  guint32 low;

  g_assert (bound > 0);

  m = (guint64) ludus_rng_next (rng) * bound;
  low = (guint32) m;
  if (low < bound)
    {
      guint32 threshold = -bound % bound;

      while (low < threshold)
        {
          m = (guint64) ludus_rng_next (rng) * bound;
          low = (guint32) m;
        }
    }
  return (guint32) (m >> 32);
}

/* A uniform double in [0, 1). */
static inline double
ludus_rng_double (LudusRng *rng)
{
  return (ludus_rng_next64 (rng) >> 11) * (1.0 / 9007199254740992.0);
}

G_END_DECLS
