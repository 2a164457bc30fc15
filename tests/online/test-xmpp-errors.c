/* test-xmpp-errors.c: what a player reads when a table's room refuses them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include "ludus-xmpp-private.h"

static xmpp_ctx_t *ctx;

/* The failure for a presence error holding @error (NULL: none). */
static GError *
failure_for (const char *error)
{
  xmpp_stanza_t *stanza = error != NULL ? xmpp_stanza_new_from_string (ctx, error) : NULL;
  GError *failure;

  if (error != NULL)
    g_assert_nonnull (stanza);
  failure = _ludus_xmpp_join_failure ("t-1@rooms.example.org", "anna-d2d2", stanza);
  if (stanza != NULL)
    xmpp_stanza_release (stanza);
  return failure;
}

#define STANZAS "urn:ietf:params:xml:ns:xmpp-stanzas"

static void
test_conditions (void)
{
  g_autoptr(GError) taken = failure_for ("<error type='cancel'><conflict xmlns='" STANZAS "'/></error>");
  g_autoptr(GError) unreachable = failure_for ("<error type='cancel'><remote-server-not-found xmlns='" STANZAS "'/></error>");
  g_autoptr(GError) slow = failure_for ("<error type='wait'><remote-server-timeout xmlns='" STANZAS "'/></error>");
  g_autoptr(GError) no_rooms = failure_for ("<error type='cancel'><service-unavailable xmlns='" STANZAS "'/></error>");
  g_autoptr(GError) bare = failure_for (NULL);
  g_autoptr(GError) silent = failure_for ("<error type='auth'><forbidden xmlns='" STANZAS "'/></error>");

  g_assert_error (taken, G_IO_ERROR, G_IO_ERROR_EXISTS);
  g_assert_cmpstr (taken->message, ==, "Someone else at the table is already called “anna-d2d2”");
  g_assert_error (unreachable, G_IO_ERROR, G_IO_ERROR_HOST_NOT_FOUND);
  g_assert_cmpstr (unreachable->message, ==,
                   "The server “rooms.example.org” of the table’s address cannot be reached: check the address");
  g_assert_error (slow, G_IO_ERROR, G_IO_ERROR_HOST_NOT_FOUND);
  g_assert_error (no_rooms, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_cmpstr (no_rooms->message, ==,
                   "The server “rooms.example.org” of the table’s address holds no tables: check the address");
  g_assert_error (bare, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
  g_assert_cmpstr (bare->message, ==, "The table’s chat room refused to let this player in");
  g_assert_error (silent, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
  g_assert_cmpstr (silent->message, ==, bare->message);
}

/* A server's own words are quoted, cleaned of controls and cut short. */
static void
test_server_words (void)
{
  g_autofree char *long_text = g_strnfill (500, 'x');
  g_autofree char *long_error = g_strdup_printf ("<error type='cancel'><not-allowed xmlns='" STANZAS "'/>"
                                                 "<text xmlns='" STANZAS "'>%s</text></error>", long_text);
  g_autoptr(GError) said = failure_for ("<error type='cancel'><not-allowed xmlns='" STANZAS "'/>"
                                        "<text xmlns='" STANZAS "'>Communication with remote domains is "
                                        "not enabled\u202e</text></error>");
  g_autoptr(GError) rambling = failure_for (long_error);
  g_autoptr(GError) empty = failure_for ("<error type='cancel'><not-allowed xmlns='" STANZAS "'/>"
                                         "<text xmlns='" STANZAS "'> </text></error>");

  g_assert_cmpstr (said->message, ==, "The table’s chat room refused to let this player in: "
                                      "“Communication with remote domains is not enabled”");
  g_assert_cmpuint (g_utf8_strlen (rambling->message, -1), <, 300);
  g_assert_true (g_str_has_suffix (rambling->message, "x…”"));
  g_assert_cmpstr (empty->message, ==, "The table’s chat room refused to let this player in");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  xmpp_initialize ();
  ctx = xmpp_ctx_new (NULL, NULL);

  g_test_add_func ("/xmpp/join-failure/conditions", test_conditions);
  g_test_add_func ("/xmpp/join-failure/server-words", test_server_words);
  status = g_test_run ();

  xmpp_ctx_free (ctx);
  xmpp_shutdown ();
  return status;
}
