/* xmpp-presence.c: presence "away" through a real XMPP server
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   xmpp-presence PORT ROOM
 *
 * Run by test-online.py against its prosody on 127.0.0.1:PORT.  anna,
 * away before she joins, and bela enter ROOM; bela must hear anna away,
 * then back, then away again, through LudusXmpp's "away" signal.  Exits 0
 * when everything was heard, 1 with the reason otherwise.
 */

#define G_LOG_DOMAIN "xmpp-presence"

#include "config.h"

#include <stdio.h>

#include "ludus-xmpp.h"

typedef struct
{
  const char *room;
  guint       n_connected;
  int         anna_away;   /* as bela last heard: -1 not yet */
  GError     *failure;
} Run;

static void
failed_cb (LudusXmpp    *xmpp,
           const GError *error,
           Run          *run)
{
  if (run->failure == NULL)
    run->failure = g_error_copy (error);
}

static void
connected_cb (LudusXmpp *xmpp,
              Run       *run)
{
  run->n_connected++;
}

static void
away_cb (LudusXmpp  *xmpp,
         const char *nick,
         gboolean    away,
         Run        *run)
{
  if (g_str_equal (nick, "anna"))
    run->anna_away = away;
}

/* Runs the main loop until *value is wanted (or a failure, or 20 s). */
static gboolean
wait_for (Run        *run,
          const int  *value,
          int         wanted,
          const char *what)
{
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  while (*value != wanted && run->failure == NULL && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  if (*value == wanted)
    return TRUE;
  fprintf (stderr, "xmpp-presence: %s: %s\n", what,
           run->failure != NULL ? run->failure->message : "not heard within 20 s");
  return FALSE;
}

static LudusXmpp *
account (const char *name,
         guint16     port,
         Run        *run)
{
  g_autofree char *jid = g_strdup_printf ("%s@localhost", name);
  g_autofree char *password = g_strdup_printf ("%s-password", name);
  LudusXmpp *xmpp = ludus_xmpp_new (jid, password);

  ludus_xmpp_set_server (xmpp, "127.0.0.1", port, TRUE);
  g_signal_connect (xmpp, "connected", G_CALLBACK (connected_cb), run);
  g_signal_connect (xmpp, "failed", G_CALLBACK (failed_cb), run);
  return xmpp;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(LudusXmpp) anna = NULL;
  g_autoptr(LudusXmpp) bela = NULL;
  Run run = { .anna_away = -1 };
  guint64 port;
  int ok;

  if (argc != 3 || !g_ascii_string_to_unsigned (argv[1], 10, 1, 65535, &port, NULL))
    {
      fprintf (stderr, "usage: xmpp-presence PORT ROOM\n");
      return 2;
    }
  run.room = argv[2];
  anna = account ("anna", port, &run);
  bela = account ("bela", port, &run);
  g_signal_connect (bela, "away", G_CALLBACK (away_cb), &run);

  ludus_xmpp_set_away (anna, TRUE);
  g_assert_true (ludus_xmpp_get_away (anna));
  ludus_xmpp_connect (anna);
  ludus_xmpp_connect (bela);
  ok = wait_for (&run, (const int *) &run.n_connected, 2, "connecting");
  if (ok)
    {
      ludus_xmpp_join (bela, run.room, "bela");
      ludus_xmpp_join (anna, run.room, "anna");
    }
  ok = ok && wait_for (&run, &run.anna_away, TRUE, "anna away as she joins");
  if (ok)
    ludus_xmpp_set_away (anna, FALSE);
  ok = ok && wait_for (&run, &run.anna_away, FALSE, "anna back");
  if (ok)
    ludus_xmpp_set_away (anna, TRUE);
  ok = ok && wait_for (&run, &run.anna_away, TRUE, "anna away again");

  ludus_xmpp_disconnect (anna);
  ludus_xmpp_disconnect (bela);
  g_clear_error (&run.failure);
  return ok ? 0 : 1;
}
