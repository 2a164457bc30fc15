/* fuzz-table-message.c: a fuzz target for an online table's messages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Messages come from other machines over the network: whatever the input,
 * the reader refuses it with an error or reads a message that writes back
 * to a text it reads again the same.
 */

#define G_LOG_DOMAIN "fuzz-table-message"

#include "config.h"

#include <string.h>

#include "fuzz.h"
#include "ludus-table-message.h"

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(LudusTableMessage) message = NULL;
  g_autoptr(LudusTableMessage) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;

  fuzz_init ();
  message = ludus_table_message_parse ((const char *) data, size, &error);
  g_assert ((message != NULL) != (error != NULL));
  if (message == NULL)
    return 0;

  text = ludus_table_message_to_string (message);
  again = ludus_table_message_parse (text, strlen (text), &error);
  g_assert_no_error (error);
  text_again = ludus_table_message_to_string (again);
  g_assert_cmpstr (text, ==, text_again);
  return 0;
}
