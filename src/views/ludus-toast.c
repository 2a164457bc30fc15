/* ludus-toast.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An AdwToast's title is Pango markup (libadwaita 1.2 has no way to turn
 * it off), and toasts name decks, files and players: a name such as
 * "<span size='90000'>" must read as itself.
 */

#define G_LOG_DOMAIN "ludus-toast"

#include "config.h"

#include "ludus-toast.h"

/**
 * ludus_toast_new:
 * @text: the toast's text, not markup
 *
 * Returns: (transfer full): a new toast showing @text as it is
 */
AdwToast *
ludus_toast_new (const char *text)
{
  g_autofree char *escaped = NULL;

  g_return_val_if_fail (text != NULL, NULL);

  escaped = g_markup_escape_text (text, -1);
  return adw_toast_new (escaped);
}
