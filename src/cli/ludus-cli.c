/* ludus-cli.c: the headless tool (placeholder until the model lands)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>

#include "ludus-rules.h"

int
main (int   argc,
      char *argv[])
{
  guint n;
  const LudusRules * const *rules = ludus_rules_get_all (&n);

  for (guint i = 0; i < n; i++)
    printf ("%s\n", rules[i]->id);
  return 0;
}
