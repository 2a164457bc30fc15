/* ludus-online-account.c: the player's XMPP account, its password kept safe
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The address is a setting; the password lives in the desktop's secret
 * store (libsecret: the Secret Service, or the portal inside a Flatpak),
 * never in a file.  Without a secret store (a minimal desktop, the tests)
 * the password is kept in memory until Ludus quits, and the preferences
 * say so.
 */

#define G_LOG_DOMAIN "ludus-online-account"

#include "config.h"

#include <glib/gi18n.h>
#include <libsecret/secret.h>
#include <string.h>

#include "ludus-online-account.h"

/* How long "Test Connection" waits for a server that does not answer. */
#define TEST_TIMEOUT_S 20

struct _LudusOnlineAccount
{
  GObject               parent_instance;

  GSettings            *settings;
  char                 *address;     /* the one the password belongs to */
  char                 *password;    /* NULL: none known */
  LudusPasswordStorage  storage;
  GCancellable         *secret_cancellable;
};

G_DEFINE_FINAL_TYPE (LudusOnlineAccount, ludus_online_account, G_TYPE_OBJECT)

G_DEFINE_QUARK (ludus-online-account-error-quark, ludus_online_account_error)

enum {
  PROP_0,
  PROP_STORAGE,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

static const SecretSchema *
password_schema (void)
{
  static const SecretSchema schema = {
    APP_ID ".Xmpp", SECRET_SCHEMA_NONE,
    {
      { "address", SECRET_SCHEMA_ATTRIBUTE_STRING },
      { NULL, 0 },
    }
  };

  return &schema;
}

static void
forget_password (LudusOnlineAccount *self)
{
  if (self->password != NULL)
    memset (self->password, 0, strlen (self->password));
  g_clear_pointer (&self->password, g_free);
}

static void
set_storage (LudusOnlineAccount   *self,
             LudusPasswordStorage  storage)
{
  if (self->storage == storage)
    return;
  self->storage = storage;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STORAGE]);
}

static void
lookup_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(LudusOnlineAccount) self = user_data;
  g_autoptr(GError) error = NULL;
  char *password = secret_password_lookup_finish (result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (error != NULL)
    g_debug ("no secret store: %s", error->message);
  if (password == NULL)
    return;
  forget_password (self);
  self->password = g_strdup (password);
  secret_password_free (password);
  set_storage (self, LUDUS_PASSWORD_STORED);
}

static void
address_changed_cb (GSettings          *settings,
                    const char         *key,
                    LudusOnlineAccount *self)
{
  g_autofree char *address = g_settings_get_string (settings, "xmpp-address");

  if (g_strcmp0 (address, self->address) == 0)
    return;
  /* Another account: its own password, if the store has one. */
  g_free (self->address);
  self->address = g_steal_pointer (&address);
  forget_password (self);
  set_storage (self, LUDUS_PASSWORD_NONE);
  ludus_online_account_load_password (self);
}

static void
ludus_online_account_finalize (GObject *object)
{
  LudusOnlineAccount *self = LUDUS_ONLINE_ACCOUNT (object);

  g_cancellable_cancel (self->secret_cancellable);
  g_clear_object (&self->secret_cancellable);
  g_clear_object (&self->settings);
  forget_password (self);
  g_free (self->address);

  G_OBJECT_CLASS (ludus_online_account_parent_class)->finalize (object);
}

static void
ludus_online_account_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  LudusOnlineAccount *self = LUDUS_ONLINE_ACCOUNT (object);

  switch (prop_id)
    {
    case PROP_STORAGE:
      g_value_set_int (value, self->storage);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludus_online_account_class_init (LudusOnlineAccountClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ludus_online_account_finalize;
  object_class->get_property = ludus_online_account_get_property;

  /* A LudusPasswordStorage: where the password is kept. */
  properties[PROP_STORAGE] =
    g_param_spec_int ("storage", NULL, NULL,
                      LUDUS_PASSWORD_NONE, LUDUS_PASSWORD_THIS_RUN, LUDUS_PASSWORD_NONE,
                      (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ludus_online_account_init (LudusOnlineAccount *self)
{
  self->settings = g_settings_new (APP_ID);
  self->address = g_settings_get_string (self->settings, "xmpp-address");
  self->secret_cancellable = g_cancellable_new ();
  g_signal_connect_object (self->settings, "changed::xmpp-address",
                           G_CALLBACK (address_changed_cb), self, 0);
}

/**
 * ludus_online_account_get_default:
 *
 * The one account of this run: the password it keeps without a secret
 * store lasts until Ludus quits.
 *
 * Returns: (transfer none): the account
 */
LudusOnlineAccount *
ludus_online_account_get_default (void)
{
  static LudusOnlineAccount *account;

  if (account == NULL)
    {
      account = g_object_new (LUDUS_TYPE_ONLINE_ACCOUNT, NULL);
      ludus_online_account_load_password (account);
    }
  return account;
}

GSettings *
ludus_online_account_get_settings (LudusOnlineAccount *self)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_ACCOUNT (self), NULL);
  return self->settings;
}

const char *
ludus_online_account_get_address (LudusOnlineAccount *self)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_ACCOUNT (self), NULL);
  return self->address;
}

LudusPasswordStorage
ludus_online_account_get_storage (LudusOnlineAccount *self)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_ACCOUNT (self), LUDUS_PASSWORD_NONE);
  return self->storage;
}

/* Where the password is, in a sentence for the preferences. */
const char *
ludus_online_account_get_storage_text (LudusOnlineAccount *self)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_ACCOUNT (self), NULL);

  switch (self->storage)
    {
    case LUDUS_PASSWORD_STORED:
      return _("The password is kept in the desktop’s secret store.");
    case LUDUS_PASSWORD_THIS_RUN:
      return _("This desktop has no secret store: the password is kept only until Ludus quits.");
    case LUDUS_PASSWORD_NONE:
    default:
      return _("The password will be kept in the desktop’s secret store, never in a file.");
    }
}

gboolean
ludus_online_account_has_password (LudusOnlineAccount *self)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_ACCOUNT (self), FALSE);
  return self->password != NULL && *self->password != '\0';
}

/* Asks the secret store for the address's password. */
void
ludus_online_account_load_password (LudusOnlineAccount *self)
{
  g_return_if_fail (LUDUS_IS_ONLINE_ACCOUNT (self));

  if (self->address == NULL || *self->address == '\0')
    return;
  secret_password_lookup (password_schema (), self->secret_cancellable,
                          lookup_cb, g_object_ref (self),
                          "address", self->address,
                          NULL);
}

static void
store_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(LudusOnlineAccount) self = user_data;
  g_autoptr(GError) error = NULL;

  if (secret_password_store_finish (result, &error))
    set_storage (self, LUDUS_PASSWORD_STORED);
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_debug ("no secret store: %s", error->message);
      set_storage (self, LUDUS_PASSWORD_THIS_RUN);
    }
}

/**
 * ludus_online_account_set_password:
 *
 * Keeps password for the address: in the secret store if there is one,
 * else in memory until Ludus quits ("storage" says which).
 */
void
ludus_online_account_set_password (LudusOnlineAccount *self,
                                   const char         *password)
{
  g_autofree char *label = NULL;

  g_return_if_fail (LUDUS_IS_ONLINE_ACCOUNT (self));
  g_return_if_fail (password != NULL);

  forget_password (self);
  self->password = g_strdup (password);
  if (self->address == NULL || *self->address == '\0')
    return;
  /* Translators: the name of the password in the desktop's keyring */
  label = g_strdup_printf (_("Ludus: XMPP password of %s"), self->address);
  secret_password_store (password_schema (), SECRET_COLLECTION_DEFAULT, label, password,
                         self->secret_cancellable, store_cb, g_object_ref (self),
                         "address", self->address,
                         NULL);
}

/* A server on this machine (the tests') is the only one spoken to without
 * TLS. */
static gboolean
is_loopback (const char *host)
{
  return g_strcmp0 (host, "127.0.0.1") == 0 || g_strcmp0 (host, "::1") == 0 ||
         g_strcmp0 (host, "localhost") == 0;
}

/**
 * ludus_online_account_new_xmpp:
 *
 * A connection for the account, not yet connected.
 *
 * Returns: (transfer full): the connection, or %NULL with @error set when
 *   the account is not filled in
 */
LudusXmpp *
ludus_online_account_new_xmpp (LudusOnlineAccount  *self,
                               GError             **error)
{
  g_autofree char *server = NULL;
  LudusXmpp *xmpp;

  g_return_val_if_fail (LUDUS_IS_ONLINE_ACCOUNT (self), NULL);

  if (self->address == NULL || strchr (self->address, '@') == NULL)
    {
      g_set_error_literal (error, LUDUS_ONLINE_ACCOUNT_ERROR, LUDUS_ONLINE_ACCOUNT_ERROR_NOT_SET_UP,
                           _("Enter your XMPP address in Preferences → Online"));
      return NULL;
    }
  if (!ludus_online_account_has_password (self))
    {
      g_set_error_literal (error, LUDUS_ONLINE_ACCOUNT_ERROR, LUDUS_ONLINE_ACCOUNT_ERROR_NOT_SET_UP,
                           _("Enter your XMPP password in Preferences → Online"));
      return NULL;
    }

  xmpp = ludus_xmpp_new (self->address, self->password);
  server = g_settings_get_string (self->settings, "xmpp-server");
  g_strstrip (server);
  if (*server != '\0')
    {
      char *colon = strrchr (server, ':');
      guint64 port = 0;

      if (colon != NULL && g_ascii_string_to_unsigned (colon + 1, 10, 1, 65535, &port, NULL))
        *colon = '\0';
      ludus_xmpp_set_server (xmpp, server, port, is_loopback (server));
    }
  return xmpp;
}

typedef struct
{
  LudusXmpp *xmpp;
  guint      timeout_id;
  guint      idle_id;
  GError    *error;
  GError    *refusal;   /* the server's refusal, until a probe confirms it */
} TestData;

static void
test_data_free (gpointer data)
{
  TestData *test = data;

  g_clear_handle_id (&test->timeout_id, g_source_remove);
  g_clear_handle_id (&test->idle_id, g_source_remove);
  if (test->xmpp != NULL)
    ludus_xmpp_disconnect (test->xmpp);
  g_clear_object (&test->xmpp);
  g_clear_error (&test->error);
  g_clear_error (&test->refusal);
  g_free (test);
}

/* Out of libstrophe's handlers first: the connection is freed after. */
static gboolean
test_return_cb (gpointer data)
{
  GTask *task = data;
  TestData *test = g_task_get_task_data (task);

  test->idle_id = 0;
  g_clear_handle_id (&test->timeout_id, g_source_remove);
  if (test->error != NULL)
    g_task_return_error (task, g_steal_pointer (&test->error));
  else
    g_task_return_boolean (task, TRUE);
  g_object_unref (task);
  return G_SOURCE_REMOVE;
}

static void
test_end (GTask  *task,
          GError *error)
{
  TestData *test = g_task_get_task_data (task);

  if (test->idle_id != 0 || g_task_get_completed (task))
    {
      g_clear_error (&error);
      return;
    }
  if (test->xmpp != NULL)
    g_signal_handlers_disconnect_by_data (test->xmpp, task);
  test->error = error;
  /* At the default priority: at the idle one, a slow machine's redraws of
   * the spinner kept it from ever running. */
  test->idle_id = g_idle_add_full (G_PRIORITY_DEFAULT, test_return_cb, task, NULL);
}

static void
test_connected_cb (LudusXmpp *xmpp,
                   GTask     *task)
{
  test_end (task, NULL);
}

/* Where the account's server is: the one set, or the domain's. */
static GSocketConnectable *
server_connectable (LudusOnlineAccount *self)
{
  g_autofree char *server = g_settings_get_string (self->settings, "xmpp-server");
  const char *at = strchr (self->address, '@');

  g_strstrip (server);
  if (*server != '\0')
    return g_network_address_parse (server, 5222, NULL);
  return g_network_service_new ("xmpp-client", "tcp", at != NULL ? at + 1 : self->address);
}

static void
probe_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  g_autoptr(GSocketConnection) connection = NULL;
  g_autoptr(GError) error = NULL;
  TestData *test = g_task_get_task_data (task);

  connection = g_socket_client_connect_finish (G_SOCKET_CLIENT (source), result, &error);
  if (connection == NULL)
    /* Translators: %s says why, e.g. "Connection refused" */
    test_end (task, g_error_new (G_IO_ERROR, G_IO_ERROR_HOST_UNREACHABLE,
                                 _("Could not reach the XMPP server: %s"), error->message));
  else
    test_end (task, g_steal_pointer (&test->refusal));
}

static void
test_failed_cb (LudusXmpp    *xmpp,
                const GError *error,
                GTask        *task)
{
  TestData *test = g_task_get_task_data (task);
  g_autoptr(GSocketClient) client = NULL;
  g_autoptr(GSocketConnectable) connectable = NULL;

  if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED) || test->refusal != NULL)
    {
      test_end (task, g_error_copy (error));
      return;
    }
  /* libstrophe tells a server that cannot be reached like a refused
   * password: a plain connection says which it was. */
  test->refusal = g_error_copy (error);
  g_signal_handlers_disconnect_by_data (xmpp, task);
  client = g_socket_client_new ();
  g_socket_client_set_timeout (client, TEST_TIMEOUT_S);
  connectable = server_connectable (g_task_get_source_object (task));
  g_socket_client_connect_async (client, connectable, g_task_get_cancellable (task),
                                 probe_cb, g_object_ref (task));
}

static gboolean
test_timeout_cb (gpointer data)
{
  GTask *task = data;
  TestData *test = g_task_get_task_data (task);

  test->timeout_id = 0;
  test_end (task, g_error_new_literal (G_IO_ERROR, G_IO_ERROR_TIMED_OUT,
                                       _("The XMPP server did not answer")));
  return G_SOURCE_REMOVE;
}

/**
 * ludus_online_account_test_async:
 *
 * Logs in with the account and out again, to tell the player whether it
 * works; the error of the finish says what failed (wrong password, server
 * unreachable, TLS).
 */
void
ludus_online_account_test_async (LudusOnlineAccount  *self,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  GError *error = NULL;
  TestData *test;

  g_return_if_fail (LUDUS_IS_ONLINE_ACCOUNT (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, ludus_online_account_test_async);
  test = g_new0 (TestData, 1);
  g_task_set_task_data (task, test, test_data_free);
  if ((test->xmpp = ludus_online_account_new_xmpp (self, &error)) == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  g_signal_connect (test->xmpp, "connected", G_CALLBACK (test_connected_cb), task);
  g_signal_connect (test->xmpp, "failed", G_CALLBACK (test_failed_cb), task);
  test->timeout_id = g_timeout_add_seconds (TEST_TIMEOUT_S, test_timeout_cb, task);
  /* The reference the end returns. */
  g_object_ref (task);
  ludus_xmpp_connect (test->xmpp);
}

gboolean
ludus_online_account_test_finish (LudusOnlineAccount  *self,
                                  GAsyncResult        *result,
                                  GError             **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}
