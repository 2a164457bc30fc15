/* fuzz-main.c: runs a fuzz target without libFuzzer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   fuzz-save [--mutations N] [--seed S] FILE…
 * runs the target on inputs at the limits (deep, huge, nesting hidden
 * behind comments and single quotes: too large to keep as seed files),
 * then on each file and N seeded random mutations of it (bit flips, cuts,
 * byte runs, spliced digits), so the model suite gets a quick,
 * reproducible fuzzing pass on every build.
 */

#define G_LOG_DOMAIN "fuzz-main"

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "fuzz.h"
#include "ludus-rng.h"

static const char * const splices[] = {
  "-1", "0", "99999999999999999999", "1e308", "\"\"", "null", "[]", "{}", "true",
  "\"x\"", "\"\\u0000\"", ",", "]", "}", "\"r\"", "\"t1.2.3\"",
};

static GByteArray *
mutate (const guint8 *data,
        gsize         size,
        LudusRng     *rng)
{
  GByteArray *out = g_byte_array_new ();
  guint n_edits = 1 + ludus_rng_below (rng, 4);

  g_byte_array_append (out, data, size);
  for (guint e = 0; e < n_edits && out->len > 0; e++)
    {
      guint at = ludus_rng_below (rng, out->len);

      switch (ludus_rng_below (rng, 4))
        {
        case 0:  /* flip a bit */
          out->data[at] ^= 1u << ludus_rng_below (rng, 8);
          break;

        case 1:  /* cut the rest */
          g_byte_array_set_size (out, at);
          break;

        case 2:  /* remove a run */
          {
            guint length = 1 + ludus_rng_below (rng, 16);

            g_byte_array_remove_range (out, at, MIN (out->len - at, length));
          }
          break;

        default:  /* splice a token */
          {
            const char *token = splices[ludus_rng_below (rng, G_N_ELEMENTS (splices))];
            guint length = ludus_rng_below (rng, 4);

            g_byte_array_remove_range (out, at, MIN (out->len - at, length));
            /* GByteArray has no insert: rebuild around the token. */
            {
              g_autoptr(GByteArray) rebuilt = g_byte_array_new ();

              g_byte_array_append (rebuilt, out->data, at);
              g_byte_array_append (rebuilt, (const guint8 *) token, strlen (token));
              g_byte_array_append (rebuilt, out->data + at, out->len - at);
              g_byte_array_set_size (out, 0);
              g_byte_array_append (out, rebuilt->data, rebuilt->len);
            }
          }
          break;
        }
    }
  return out;
}

/* prefix, then open repeated n times, then middle, close n times, suffix. */
static void
run_generated (const char *prefix,
               const char *open,
               const char *middle,
               const char *close,
               const char *suffix,
               gsize       n)
{
  g_autoptr(GString) text = g_string_new (prefix);

  for (gsize i = 0; i < n; i++)
    g_string_append (text, open);
  g_string_append (text, middle);
  for (gsize i = 0; i < n; i++)
    g_string_append (text, close);
  g_string_append (text, suffix);
  LLVMFuzzerTestOneInput ((const guint8 *) text->str, text->len);
}

static guint
run_limits (void)
{
  const gsize deep = 100000, values = 1024 * 1024 / 2;

  run_generated ("", "[", "", "]", "", deep);
  run_generated ("[/* \" */", "[", "", "]", "/* \" */]", deep);
  run_generated ("['\"', ", "{\"a\":", "1", "}", ", '\"']", deep);
  /* Half a million values in 1 MB, plainly and hidden. */
  run_generated ("[", "1,", "1", "", "]", values);
  run_generated ("['\"'", ",1", "", "", ",'\"']", values);
  return 5;
}

int
main (int   argc,
      char *argv[])
{
  int mutations = 0;
  gint64 seed = 1;
  const GOptionEntry entries[] = {
    { "mutations", 0, 0, G_OPTION_ARG_INT, &mutations, "Random mutations per file", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Seed of the mutations", "S" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("FILE…");
  g_autoptr(GError) error = NULL;
  LudusRng rng;
  guint runs = 0;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }

  ludus_rng_seed (&rng, seed);
  runs += run_limits ();
  for (int i = 1; i < argc; i++)
    {
      g_autofree char *data = NULL;
      gsize size;

      if (!g_file_get_contents (argv[i], &data, &size, &error))
        {
          fprintf (stderr, "%s\n", error->message);
          return 1;
        }
      LLVMFuzzerTestOneInput ((const guint8 *) data, size);
      runs++;
      for (int m = 0; m < mutations; m++)
        {
          g_autoptr(GByteArray) mutated = mutate ((const guint8 *) data, size, &rng);

          LLVMFuzzerTestOneInput (mutated->data, mutated->len);
          runs++;
        }
    }

  printf ("%u inputs, no crash\n", runs);
  return 0;
}
