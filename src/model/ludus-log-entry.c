/* ludus-log-entry.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An immutable line for the log's GListModel: a move's sentence, or one of
 * the consequences the rules core narrates after it (a scoring line).
 */

#define G_LOG_DOMAIN "ludus-log-entry"

#include "config.h"

#include "ludus-log-entry.h"

struct _LudusLogEntry
{
  GObject   parent_instance;

  char     *text;
  guint     move;
  gboolean  consequence;
};

G_DEFINE_FINAL_TYPE (LudusLogEntry, ludus_log_entry, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_TEXT,
  PROP_MOVE,
  PROP_CONSEQUENCE,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

static void
ludus_log_entry_finalize (GObject *object)
{
  LudusLogEntry *self = LUDUS_LOG_ENTRY (object);

  g_clear_pointer (&self->text, g_free);

  G_OBJECT_CLASS (ludus_log_entry_parent_class)->finalize (object);
}

static void
ludus_log_entry_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  LudusLogEntry *self = LUDUS_LOG_ENTRY (object);

  switch (prop_id)
    {
    case PROP_TEXT:
      g_value_set_string (value, self->text);
      break;

    case PROP_MOVE:
      g_value_set_uint (value, self->move);
      break;

    case PROP_CONSEQUENCE:
      g_value_set_boolean (value, self->consequence);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludus_log_entry_class_init (LudusLogEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ludus_log_entry_finalize;
  object_class->get_property = ludus_log_entry_get_property;

  /**
   * LudusLogEntry:text:
   *
   * The translated line: "Anna took Fur 3".
   */
  properties[PROP_TEXT] =
    g_param_spec_string ("text", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  /**
   * LudusLogEntry:move:
   *
   * The index of the move the line belongs to.
   */
  properties[PROP_MOVE] =
    g_param_spec_uint ("move", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  /**
   * LudusLogEntry:consequence:
   *
   * %FALSE for the move's own sentence, %TRUE for what it caused (a
   * scoring line, the tokens a dig drew).
   */
  properties[PROP_CONSEQUENCE] =
    g_param_spec_boolean ("consequence", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ludus_log_entry_init (LudusLogEntry *self)
{
}

LudusLogEntry *
ludus_log_entry_new (const char *text,
                     guint       move,
                     gboolean    consequence)
{
  LudusLogEntry *self;

  g_return_val_if_fail (text != NULL, NULL);

  self = g_object_new (LUDUS_TYPE_LOG_ENTRY, NULL);
  self->text = g_strdup (text);
  self->move = move;
  self->consequence = consequence != FALSE;
  return self;
}

const char *
ludus_log_entry_get_text (LudusLogEntry *self)
{
  g_return_val_if_fail (LUDUS_IS_LOG_ENTRY (self), NULL);

  return self->text;
}

guint
ludus_log_entry_get_move (LudusLogEntry *self)
{
  g_return_val_if_fail (LUDUS_IS_LOG_ENTRY (self), 0);

  return self->move;
}

gboolean
ludus_log_entry_get_consequence (LudusLogEntry *self)
{
  g_return_val_if_fail (LUDUS_IS_LOG_ENTRY (self), FALSE);

  return self->consequence;
}
