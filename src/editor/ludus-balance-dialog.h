/* ludus-balance-dialog.h: the balance check of a deck or board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ludus-balance.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_BALANCE_DIALOG (ludus_balance_dialog_get_type ())

G_DECLARE_FINAL_TYPE (LudusBalanceDialog, ludus_balance_dialog, LUDUS, BALANCE_DIALOG, AdwWindow)

LudusBalanceDialog *ludus_balance_dialog_new         (GtkWindow          *parent,
                                                      LudusContent       *content);
void                ludus_balance_dialog_start       (LudusBalanceDialog *self,
                                                      guint               n_players,
                                                      guint               n_games);
gboolean            ludus_balance_dialog_get_running (LudusBalanceDialog *self);
const LudusBalance *ludus_balance_dialog_get_result  (LudusBalanceDialog *self,
                                                      gboolean            builtin);
GtkWidget          *ludus_balance_dialog_get_chart   (LudusBalanceDialog *self);
const char         *ludus_balance_dialog_get_verdict (LudusBalanceDialog *self);

G_END_DECLS
