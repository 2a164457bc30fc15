/* fuzz-table-message.c: a fuzz target for an online table's messages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Messages come from other machines over the network: whatever the input,
 * the reader refuses it with an error or reads a message that writes back
 * to a text it reads again the same.  A part of a start is put together
 * (inflated, read) as a guest does.
 */

#define G_LOG_DOMAIN "fuzz-table-message"

#include "config.h"

#include <string.h>

#include "fuzz.h"
#include "ludus-table-message.h"
#include "ludus-table-parts.h"

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

  if (message->type == LUDUS_TABLE_PART && message->count == 1)
    {
      g_autoptr(LudusTableParts) parts = ludus_table_parts_new ();
      g_autoptr(LudusTableMessage) start = ludus_table_parts_add (parts, message, &error);

      g_assert ((start != NULL) != (error != NULL));
      g_assert (start == NULL || start->type == LUDUS_TABLE_START);
    }
  return 0;
}
