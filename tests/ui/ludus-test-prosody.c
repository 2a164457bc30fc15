/* ludus-test-prosody.c: an XMPP server of the ui suite's own
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * prosody on the loopback, with a configuration generated in a temporary
 * folder (a free port, a multi-user chat component, accounts made with
 * prosodyctl), as tests/online does; nothing reaches beyond this machine.
 */

#define G_LOG_DOMAIN "test-prosody"

#include "config.h"

#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <unistd.h>

#include "ludus-test-prosody.h"

static guint16
free_port (void)
{
  struct sockaddr_in address = { .sin_family = AF_INET, .sin_addr.s_addr = htonl (INADDR_LOOPBACK) };
  socklen_t length = sizeof address;
  int fd = socket (AF_INET, SOCK_STREAM, 0);
  guint16 port;

  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (bind (fd, (struct sockaddr *) &address, sizeof address), ==, 0);
  g_assert_cmpint (getsockname (fd, (struct sockaddr *) &address, &length), ==, 0);
  port = ntohs (address.sin_port);
  close (fd);
  return port;
}

static gboolean
port_open (guint16 port)
{
  struct sockaddr_in address = { .sin_family = AF_INET, .sin_port = htons (port),
                                 .sin_addr.s_addr = htonl (INADDR_LOOPBACK) };
  int fd = socket (AF_INET, SOCK_STREAM, 0);
  gboolean open = connect (fd, (struct sockaddr *) &address, sizeof address) == 0;

  close (fd);
  return open;
}

static void
run (const char * const *argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH |
                               G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

/* A prosody in a new temporary folder on 127.0.0.1 and 127.0.0.2 (which
 * the account does not take for this machine: TLS is required there), with
 * accounts; with tls, TLS required and a self-signed certificate made
 * here, which nobody trusts.  Its folder in *dir, its port in *port. */
GSubprocess *
ludus_test_start_prosody (gboolean             tls,
                          const char * const  *names,
                          char               **dir,
                          guint16             *port)
{
  g_autofree char *prosodyctl = g_find_program_in_path ("prosodyctl");
  g_autofree char *config = NULL;
  g_autofree char *security = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  GSubprocess *process;
  gint64 deadline;

  *dir = g_dir_make_tmp ("ludus-prosody-XXXXXX", &error);
  g_assert_no_error (error);
  *port = free_port ();
  if (tls)
    {
      g_autofree char *key = g_build_filename (*dir, "localhost.key", NULL);
      g_autofree char *certificate = g_build_filename (*dir, "localhost.crt", NULL);
      const char *argv[] = { "openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt",
                             "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1",
                             "-subj", "/CN=localhost", "-keyout", key, "-out", certificate, NULL };

      run (argv);
      security = g_strdup_printf ("c2s_require_encryption = true\n"
                                  "ssl = { certificate = \"%s\", key = \"%s\" }\n"
                                  "modules_disabled = { \"s2s\", \"posix\" }\n"
                                  "modules_enabled = { \"tls\", \"roster\", \"saslauth\", \"disco\", \"ping\", \"presence\", \"message\", \"iq\" }\n",
                                  certificate, key);
    }
  else
    security = g_strdup ("c2s_require_encryption = false\n"
                         "allow_unencrypted_plain_auth = true\n"
                         "modules_disabled = { \"s2s\", \"tls\", \"posix\" }\n"
                         "modules_enabled = { \"roster\", \"saslauth\", \"disco\", \"ping\", \"presence\", \"message\", \"iq\" }\n");
  config = g_build_filename (*dir, "prosody.cfg.lua", NULL);
  text = g_strdup_printf ("prosody_user = \"%s\"\n"
                          "prosody_group = \"%s\"\n"
                          "run_as_root = %s\n"
                          "pidfile = \"%s/prosody.pid\"\n"
                          "data_path = \"%s\"\n"
                          "daemonize = false\n"
                          "log = { info = \"%s/prosody.log\" }\n"
                          "interfaces = { \"127.0.0.1\", \"127.0.0.2\" }\n"
                          "c2s_ports = { %u }\n"
                          "s2s_ports = {}\ncomponent_ports = {}\nhttp_ports = {}\nhttps_ports = {}\n"
                          "%s"
                          "authentication = \"internal_hashed\"\n"
                          "VirtualHost \"localhost\"\n"
                          "Component \"rooms.localhost\" \"muc\"\n"
                          "  restrict_room_creation = false\n"
                          "  muc_room_locking = false\n",
                          g_get_user_name (), g_get_user_name (),
                          getuid () == 0 ? "true" : "false",
                          *dir, *dir, *dir, *port, security);
  g_assert_true (g_file_set_contents (config, text, -1, NULL));
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *password = g_strconcat (names[i], "-password", NULL);
      const char *argv[] = { prosodyctl, "--config", config, "register", names[i], "localhost",
                             password, NULL };

      run (argv);
    }
  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                              &error, "prosody", "--config", config, NULL);
  g_assert_no_error (error);
  deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  while (!port_open (*port))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_usleep (100000);
    }
  return process;
}

void
ludus_test_stop_prosody (GSubprocess **process,
                         char        **dir)
{
  if (*process != NULL)
    {
      g_subprocess_send_signal (*process, SIGTERM);
      g_subprocess_wait (*process, NULL, NULL);
      g_clear_object (process);
    }
  if (*dir != NULL)
    {
      g_autofree char *command = g_strdup_printf ("rm -rf '%s'", *dir);

      /* Our own temporary folder, named by g_dir_make_tmp(). */
      g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL));
    }
  g_clear_pointer (dir, g_free);
}
