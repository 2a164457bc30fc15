/* ludus-table-parts.c: a table's start, compressed, in numbered parts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Ludus"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-json.h"
#include "ludus-table-parts.h"

struct _LudusTableParts
{
  guint   count;                          /* 0: no part yet */
  guint   n_received;
  GBytes *parts[LUDUS_TABLE_MAX_PARTS];
};

LudusTableParts *
ludus_table_parts_new (void)
{
  return g_new0 (LudusTableParts, 1);
}

static void
forget (LudusTableParts *self)
{
  for (guint i = 0; i < LUDUS_TABLE_MAX_PARTS; i++)
    g_clear_pointer (&self->parts[i], g_bytes_unref);
  self->count = self->n_received = 0;
}

void
ludus_table_parts_free (LudusTableParts *self)
{
  if (self == NULL)
    return;
  forget (self);
  g_free (self);
}

/* data through converter, into at most max_size bytes; NULL with error
 * set if it would not fit or the data is not what converter reads (the
 * caller says so to the player). */
static GBytes *
convert (GConverter    *converter,
         const guint8  *data,
         gsize          size,
         gsize          max_size,
         GError       **error)
{
  g_autoptr(GByteArray) out = g_byte_array_new ();
  guint8 buffer[16384];

  for (;;)
    {
      gsize read = 0, written = 0;
      GConverterResult result = g_converter_convert (converter, data, size, buffer, sizeof buffer,
                                                     G_CONVERTER_INPUT_AT_END, &read, &written,
                                                     error);

      if (result == G_CONVERTER_ERROR)
        return NULL;
      data += read;
      size -= read;
      if (out->len + written > max_size)
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE,
                               _("The host’s start of the game is too large"));
          return NULL;
        }
      g_byte_array_append (out, buffer, written);
      /* Nothing may follow the end: a part is all the host's. */
      if (result == G_CONVERTER_FINISHED && size > 0)
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "");
          return NULL;
        }
      if (result == G_CONVERTER_FINISHED)
        return g_byte_array_free_to_bytes (g_steal_pointer (&out));
      if (read == 0 && written == 0)
        {
          /* The input ended before the compressed stream did. */
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT, "");
          return NULL;
        }
    }
}

/**
 * ludus_table_parts_split:
 * @start: a start message's text
 *
 * The host's: @start compressed, as the texts of its `part` messages in
 * order.
 *
 * Returns: (transfer full) (element-type utf8): the parts' texts
 */
GPtrArray *
ludus_table_parts_split (const char *start)
{
  g_autoptr(GZlibCompressor) compressor = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_ZLIB, 9);
  g_autoptr(GBytes) compressed = NULL;
  GPtrArray *texts;
  const guint8 *data;
  gsize size;

  g_return_val_if_fail (start != NULL, NULL);
  g_return_val_if_fail (strlen (start) <= LUDUS_MESSAGE_MAX_SIZE, NULL);

  /* Deflate adds a few bytes per block at most: the limit always fits. */
  compressed = convert (G_CONVERTER (compressor), (const guint8 *) start, strlen (start),
                        LUDUS_TABLE_MAX_PARTS * LUDUS_TABLE_PART_SIZE, NULL);
  g_assert (compressed != NULL);
  data = g_bytes_get_data (compressed, &size);
  texts = g_ptr_array_new_with_free_func (g_free);
  for (gsize offset = 0; offset < size; offset += LUDUS_TABLE_PART_SIZE)
    {
      g_autoptr(LudusTableMessage) part = ludus_table_message_new (LUDUS_TABLE_PART);

      part->index = offset / LUDUS_TABLE_PART_SIZE;
      part->count = (size + LUDUS_TABLE_PART_SIZE - 1) / LUDUS_TABLE_PART_SIZE;
      part->data = g_bytes_new (data + offset, MIN (LUDUS_TABLE_PART_SIZE, size - offset));
      g_ptr_array_add (texts, ludus_table_message_to_string (part));
    }
  return texts;
}

/* The parts put together and inflated, read as the start they must be. */
static LudusTableMessage *
assemble (LudusTableParts  *self,
          GError          **error)
{
  g_autoptr(GZlibDecompressor) decompressor = g_zlib_decompressor_new (G_ZLIB_COMPRESSOR_FORMAT_ZLIB);
  g_autoptr(GByteArray) compressed = g_byte_array_new ();
  g_autoptr(GBytes) text = NULL;
  g_autoptr(LudusTableMessage) start = NULL;
  g_autoptr(GError) inner = NULL;
  const char *data;
  gsize size;

  for (guint i = 0; i < self->count; i++)
    {
      const guint8 *part = g_bytes_get_data (self->parts[i], &size);

      g_byte_array_append (compressed, part, size);
    }
  if ((text = convert (G_CONVERTER (decompressor), compressed->data, compressed->len,
                       LUDUS_MESSAGE_MAX_SIZE, &inner)) == NULL)
    {
      /* The inflater's own words would not say whose data it was. */
      if (g_error_matches (inner, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE))
        g_propagate_error (error, g_steal_pointer (&inner));
      else if (g_error_matches (inner, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT))
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT,
                             _("The host’s start of the game is incomplete"));
      else
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                             _("The host’s start of the game is damaged"));
      return NULL;
    }
  data = g_bytes_get_data (text, &size);
  if ((start = ludus_table_message_parse (data, size, error)) == NULL)
    return NULL;
  if (start->type != LUDUS_TABLE_START)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("The host’s start of the game is damaged"));
      return NULL;
    }
  return g_steal_pointer (&start);
}

/**
 * ludus_table_parts_add:
 * @part: a `part` message from the host
 *
 * A guest's: keeps @part.  A part sent again, as after a resend, changes
 * nothing; one that contradicts those before (another count, other bytes
 * at its index) is refused and they are forgotten, as when the whole is
 * refused: the guest asks for the start again.
 *
 * Returns: (transfer full) (nullable): the start when @part was the last
 *   one missing; %NULL otherwise, with @error set when refused
 */
LudusTableMessage *
ludus_table_parts_add (LudusTableParts          *self,
                       const LudusTableMessage  *part,
                       GError                  **error)
{
  LudusTableMessage *start;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (part != NULL && part->type == LUDUS_TABLE_PART, NULL);
  g_return_val_if_fail (part->count <= LUDUS_TABLE_MAX_PARTS && part->index < part->count, NULL);

  if (self->count != 0 && part->count != self->count)
    {
      forget (self);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("The host’s start of the game came in parts that do not match"));
      return NULL;
    }
  self->count = part->count;
  if (self->parts[part->index] != NULL)
    {
      if (g_bytes_equal (self->parts[part->index], part->data))
        return NULL;
      forget (self);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("The host’s start of the game came in parts that do not match"));
      return NULL;
    }
  self->parts[part->index] = g_bytes_ref (part->data);
  if (++self->n_received < self->count)
    return NULL;
  start = assemble (self, error);
  forget (self);
  return start;
}
