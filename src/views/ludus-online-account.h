/* ludus-online-account.h: the player's XMPP account, its password kept safe
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "ludus-xmpp.h"

G_BEGIN_DECLS

typedef enum
{
  LUDUS_PASSWORD_NONE,       /* none known yet */
  LUDUS_PASSWORD_STORED,     /* in the desktop's secret store */
  LUDUS_PASSWORD_THIS_RUN,   /* no secret store: kept until Ludus quits */
} LudusPasswordStorage;

/* The account is not set up (no address or no password): Preferences →
 * Online is where to go. */
#define LUDUS_ONLINE_ACCOUNT_ERROR (ludus_online_account_error_quark ())

typedef enum
{
  LUDUS_ONLINE_ACCOUNT_ERROR_NOT_SET_UP,
} LudusOnlineAccountError;

GQuark ludus_online_account_error_quark (void);

#define LUDUS_TYPE_ONLINE_ACCOUNT (ludus_online_account_get_type ())

G_DECLARE_FINAL_TYPE (LudusOnlineAccount, ludus_online_account, LUDUS, ONLINE_ACCOUNT, GObject)

LudusOnlineAccount   *ludus_online_account_get_default  (void);
GSettings            *ludus_online_account_get_settings (LudusOnlineAccount  *self);
const char           *ludus_online_account_get_address  (LudusOnlineAccount  *self);
LudusPasswordStorage  ludus_online_account_get_storage  (LudusOnlineAccount  *self);
const char           *ludus_online_account_get_storage_text (LudusOnlineAccount *self);
gboolean              ludus_online_account_has_password (LudusOnlineAccount  *self);
void                  ludus_online_account_set_password (LudusOnlineAccount  *self,
                                                         const char          *password);
void                  ludus_online_account_load_password (LudusOnlineAccount *self);
LudusXmpp            *ludus_online_account_new_xmpp     (LudusOnlineAccount  *self,
                                                         GError             **error);
void                  ludus_online_account_test_async   (LudusOnlineAccount  *self,
                                                         GCancellable        *cancellable,
                                                         GAsyncReadyCallback  callback,
                                                         gpointer             user_data);
gboolean              ludus_online_account_test_finish  (LudusOnlineAccount  *self,
                                                         GAsyncResult        *result,
                                                         GError             **error);

G_END_DECLS
