/* ludus-online-banner.c: who is missing from an online table, above the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * While a player's connection is gone the table waits for them; the banner
 * says so, and on the host offers to let the computer play their seat
 * (online.hand-to-computer) so that the game goes on.  It goes when they
 * are back.  When this machine lost the table, or never reached it, the
 * banner says why and offers to connect again (win.reconnect-online), and
 * Preferences when the account is what failed.
 */

#define G_LOG_DOMAIN "ludus-online-banner"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-online-banner.h"

struct _LudusOnlineBanner
{
  GtkWidget         parent_instance;

  LudusOnlineTable *table;

  GtkRevealer      *revealer;
  GtkLabel         *label;
  GtkButton        *hand_button;
  GtkWidget        *preferences_button;
  GtkWidget        *reconnect_button;
};

G_DEFINE_FINAL_TYPE (LudusOnlineBanner, ludus_online_banner, GTK_TYPE_WIDGET)

static void
update (LudusOnlineBanner *self)
{
  guint32 missing = ludus_online_table_get_missing (self->table);
  LudusNetTable *net = ludus_online_table_get_net_table (self->table);
  g_autofree char *text = NULL;
  g_autofree char *button = NULL;
  guint seat;
  gboolean failed = ludus_online_table_get_failed (self->table);

  gtk_widget_set_visible (self->preferences_button,
                          failed && ludus_online_table_get_account_failed (self->table));
  gtk_widget_set_visible (self->reconnect_button, failed);
  gtk_widget_set_visible (GTK_WIDGET (self->hand_button), !failed && missing != 0);
  gtk_revealer_set_reveal_child (self->revealer, failed || missing != 0);
  if (failed)
    {
      gtk_label_set_text (self->label, ludus_online_table_get_status (self->table));
      return;
    }
  if (missing == 0)
    return;
  /* The first missing player; the others' turns come later. */
  seat = g_bit_nth_lsf (missing, -1);
  /* Translators: an online player whose connection is gone, "Béla is disconnected…" */
  text = g_strdup_printf (_("%s is disconnected. The table waits for them to come back."),
                          ludus_net_table_get_seat_name (net, seat));
  gtk_label_set_text (self->label, text);
  /* Translators: a button; the computer plays a missing player's seat */
  button = g_strdup_printf (_("Let the Computer Play %s"),
                            ludus_net_table_get_seat_name (net, seat));
  gtk_button_set_label (self->hand_button, button);
  /* The target first: the action takes a seat. */
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->hand_button), "u", seat);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->hand_button), "online.hand-to-computer");
  /* Only the host can give a seat to its computer player. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "online.hand-to-computer",
                                 ludus_online_table_is_host (self->table));
  gtk_widget_set_visible (GTK_WIDGET (self->hand_button), ludus_online_table_is_host (self->table));
}

static void
hand_to_computer_activated_cb (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  LudusOnlineBanner *self = LUDUS_ONLINE_BANNER (widget);
  guint seat = g_variant_get_uint32 (parameter);

  /* A stale click: the player came back, or the seat was handed. */
  if (seat >= LUDUS_MAX_PLAYERS || (ludus_online_table_get_missing (self->table) & (1u << seat)) == 0)
    return;
  ludus_online_table_hand_to_computer (self->table, seat);
}

static void
ludus_online_banner_dispose (GObject *object)
{
  LudusOnlineBanner *self = LUDUS_ONLINE_BANNER (object);

  g_clear_object (&self->table);
  gtk_widget_dispose_template (GTK_WIDGET (self), LUDUS_TYPE_ONLINE_BANNER);

  G_OBJECT_CLASS (ludus_online_banner_parent_class)->dispose (object);
}

static void
ludus_online_banner_class_init (LudusOnlineBannerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_online_banner_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ludus-online-banner.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusOnlineBanner, revealer);
  gtk_widget_class_bind_template_child (widget_class, LudusOnlineBanner, label);
  gtk_widget_class_bind_template_child (widget_class, LudusOnlineBanner, hand_button);
  gtk_widget_class_bind_template_child (widget_class, LudusOnlineBanner, preferences_button);
  gtk_widget_class_bind_template_child (widget_class, LudusOnlineBanner, reconnect_button);
  gtk_widget_class_install_action (widget_class, "online.hand-to-computer", "u",
                                   hand_to_computer_activated_cb);
}

static void
ludus_online_banner_init (LudusOnlineBanner *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
ludus_online_banner_new (LudusOnlineTable *table)
{
  LudusOnlineBanner *self;

  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (table), NULL);

  self = g_object_new (LUDUS_TYPE_ONLINE_BANNER, NULL);
  self->table = g_object_ref (table);
  g_signal_connect_object (table, "changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  update (self);
  return GTK_WIDGET (self);
}

/* Whether the banner says someone is missing, or this machine is. */
gboolean
ludus_online_banner_is_shown (LudusOnlineBanner *self)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_BANNER (self), FALSE);
  return gtk_revealer_get_reveal_child (self->revealer);
}

const char *
ludus_online_banner_get_text (LudusOnlineBanner *self)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_BANNER (self), NULL);
  return gtk_label_get_text (self->label);
}
