/* ludus-help.c: the user manual, opened at the page for what is on screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The manual is the Mallard pages of help/C, installed by gnome.yelp() under the app id,
 * so its pages are help:APP_ID/PAGE.
 */

#define G_LOG_DOMAIN "ludus-help"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ludus-help.h"

/**
 * ludus_help_get_uri:
 * @page: (nullable): a page id of the manual (a game's id, "editor", …),
 *   or %NULL or "index" for its front page
 *
 * Returns: (transfer full): the help: URI of @page
 */
char *
ludus_help_get_uri (const char *page)
{
  if (page == NULL || g_str_equal (page, "index"))
    return g_strdup ("help:" APP_ID);
  return g_strconcat ("help:" APP_ID "/", page, NULL);
}

static void
show_uri_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(GtkWindow) parent = user_data;
  g_autoptr(GError) error = NULL;
  GtkWidget *dialog;

  if (gtk_show_uri_full_finish (parent, result, &error) ||
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  /* No help viewer (Yelp) is the usual cause: say so, rather than nothing. */
  dialog = adw_message_dialog_new (parent, _("Could Not Open the Manual"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  _("%s\n\nThe manual needs the Help app (Yelp). "
                                    "Game Rules in the main menu summarises each game’s rules."),
                                  error->message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * ludus_help_show:
 * @parent: the window the manual is opened for
 * @page: (nullable): as for ludus_help_get_uri()
 *
 * Opens the manual at @page in the help viewer, or says why it cannot.
 */
void
ludus_help_show (GtkWindow  *parent,
                 const char *page)
{
  g_autofree char *uri = NULL;

  g_return_if_fail (GTK_IS_WINDOW (parent));

  uri = ludus_help_get_uri (page);
  gtk_show_uri_full (parent, uri, GDK_CURRENT_TIME, NULL, show_uri_cb, g_object_ref (parent));
}
