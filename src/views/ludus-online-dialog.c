/* ludus-online-dialog.c: an online table before its game starts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The host sees the table's address to share (with a copy button), the
 * seats filling as friends join, and starts the game when none is free.
 * A guest pastes the address, sees the seats, takes a free one and waits
 * for the host.  Either way the dialog hands the table to whoever listens
 * to "started" and closes; closed before, it leaves the table.
 */

#define G_LOG_DOMAIN "ludus-online-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-accessible.h"
#include "ludus-application.h"
#include "ludus-online-account.h"
#include "ludus-online-dialog.h"

struct _LudusOnlineDialog
{
  AdwWindow            parent_instance;

  LudusOnlineTable    *table;
  gboolean             started;
  GtkWidget           *seat_rows[LUDUS_MAX_PLAYERS];
  GtkWidget           *take_buttons[LUDUS_MAX_PLAYERS];
  guint                n_rows;

  AdwWindowTitle      *window_title;
  GtkWidget           *start_button;
  GtkWidget           *copy_button;
  AdwActionRow        *address_row;
  AdwEntryRow         *address_entry;
  AdwPreferencesGroup *seats_group;
  GtkLabel            *status_label;
  GtkWidget           *preferences_button;
  GtkWidget           *try_again_button;
};

G_DEFINE_FINAL_TYPE (LudusOnlineDialog, ludus_online_dialog, ADW_TYPE_WINDOW)

enum
{
  STARTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
take_clicked_cb (GtkButton         *button,
                 LudusOnlineDialog *self)
{
  guint seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "seat"));

  ludus_online_table_take_seat (self->table, seat);
}

static void
make_rows (LudusOnlineDialog *self,
           guint              n_seats)
{
  for (guint i = 0; i < self->n_rows; i++)
    adw_preferences_group_remove (self->seats_group, self->seat_rows[i]);
  for (guint i = 0; i < n_seats; i++)
    {
      GtkWidget *button = gtk_button_new_with_mnemonic (_("_Take"));

      self->seat_rows[i] = adw_action_row_new ();
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      g_object_set_data (G_OBJECT (button), "seat", GUINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (take_clicked_cb), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (self->seat_rows[i]), button);
      self->take_buttons[i] = button;
      adw_preferences_group_add (self->seats_group, self->seat_rows[i]);
    }
  self->n_rows = n_seats;
}

static void
update (LudusOnlineDialog *self)
{
  LudusOnlineTable *table = self->table;
  LudusNetTable *net = table != NULL ? ludus_online_table_get_net_table (table) : NULL;
  guint n_seats = net != NULL ? ludus_net_table_get_n_seats (net) : 0;
  gboolean host = table != NULL && ludus_online_table_is_host (table);
  gboolean could_start, can_start;

  if (n_seats != self->n_rows)
    make_rows (self, n_seats);
  gtk_widget_set_visible (GTK_WIDGET (self->seats_group), n_seats > 0);
  for (guint i = 0; i < n_seats; i++)
    {
      const char *name = ludus_net_table_get_seat_name (net, i);
      gboolean free = ludus_net_table_seat_is_free (net, i);
      g_autofree char *title = NULL;
      const char *kind;

      /* Translators: a seat at an online table, "Seat 2" */
      title = g_strdup_printf (_("Seat %u"), i + 1);
      if (free)
        kind = _("Free: a friend’s seat");
      else if ((int) i == ludus_net_table_get_own_seat (net))
        kind = _("You");
      else if (ludus_net_table_seat_is_guest (net, i))
        kind = _("A friend");
      else if (i == ludus_net_table_get_host_seat (net))
        kind = _("The host");
      else
        kind = _("Computer player");
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->seat_rows[i]),
                                     free ? title : name);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->seat_rows[i]), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->seat_rows[i]), kind);
      gtk_widget_set_visible (self->take_buttons[i], !host && free &&
                              ludus_net_table_get_own_seat (net) < 0);
    }
  gtk_label_set_text (self->status_label, table != NULL ? ludus_online_table_get_status (table) : "");
  gtk_widget_set_visible (self->preferences_button,
                          table != NULL && ludus_online_table_get_account_failed (table));
  gtk_widget_set_visible (self->try_again_button, table != NULL && ludus_online_table_get_failed (table));
  could_start = gtk_widget_is_sensitive (self->start_button);
  can_start = host && ludus_online_table_get_can_start (table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "online.start", can_start);
  /* Once every seat is taken, Enter starts the game: the focus was on
   * the address's Copy, the host's first step. */
  if (can_start && !could_start && gtk_root_get_focus (GTK_ROOT (self)) == self->copy_button)
    gtk_window_set_focus (GTK_WINDOW (self), self->start_button);
}

static void
started_cb (LudusOnlineDialog *self)
{
  G_GNUC_UNUSED g_autoptr(LudusOnlineDialog) keep = g_object_ref (self);

  self->started = TRUE;
  g_signal_emit (self, signals[STARTED], 0, self->table);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
set_table (LudusOnlineDialog *self,
           LudusOnlineTable  *table)
{
  if (self->table != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->table, self);
      ludus_online_table_leave (self->table);
      g_clear_object (&self->table);
    }
  self->table = g_object_ref (table);
  g_signal_connect_object (table, "changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (table, "started", G_CALLBACK (started_cb), self, G_CONNECT_SWAPPED);
  update (self);
}

static void
join_cb (LudusOnlineDialog *self)
{
  g_autoptr(LudusOnlineTable) table = NULL;
  g_autoptr(GError) error = NULL;
  const char *address = gtk_editable_get_text (GTK_EDITABLE (self->address_entry));

  if ((table = ludus_online_table_new_guest (address, &error)) == NULL)
    {
      gtk_label_set_text (self->status_label, error->message);
      gtk_widget_set_visible (self->preferences_button,
                              g_error_matches (error, LUDUS_ONLINE_ACCOUNT_ERROR,
                                               LUDUS_ONLINE_ACCOUNT_ERROR_NOT_SET_UP));
      return;
    }
  set_table (self, table);
  ludus_online_table_connect (table);
}

static void
start_activated_cb (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  LudusOnlineDialog *self = LUDUS_ONLINE_DIALOG (widget);
  g_autoptr(GError) error = NULL;

  if (!ludus_online_table_start (self->table, &error))
    gtk_label_set_text (self->status_label, error->message);
}

/* The table failed before the start (the network, the account mended
 * meanwhile): the same table once more. */
static void
try_again_activated_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  LudusOnlineDialog *self = LUDUS_ONLINE_DIALOG (widget);
  g_autoptr(LudusOnlineTable) table = NULL;
  g_autoptr(GError) error = NULL;

  if (self->table == NULL || !ludus_online_table_get_failed (self->table) ||
      ludus_online_table_get_game (self->table) != NULL)
    return;
  if ((table = ludus_online_table_new_again (self->table, &error)) == NULL)
    {
      gtk_label_set_text (self->status_label, error->message);
      return;
    }
  set_table (self, table);
  /* A host's new room: its address to share. */
  if (ludus_online_table_is_host (table))
    adw_action_row_set_subtitle (self->address_row, ludus_online_table_get_address (table));
  ludus_online_table_connect (table);
}

/* The account is not set up: Preferences, at its page. */
static void
preferences_activated_cb (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  GApplication *app = g_application_get_default ();

  if (LUDUS_IS_APPLICATION (app))
    ludus_application_show_preferences (LUDUS_APPLICATION (app), "online");
}

static void
copy_activated_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  LudusOnlineDialog *self = LUDUS_ONLINE_DIALOG (widget);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget),
                          ludus_online_table_get_address (self->table));
  gtk_label_set_text (self->status_label, _("The address is copied: send it to your friends."));
}

static void
ludus_online_dialog_dispose (GObject *object)
{
  LudusOnlineDialog *self = LUDUS_ONLINE_DIALOG (object);

  /* Closed before the start: nobody plays this table. */
  if (self->table != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->table, self);
      if (!self->started)
        ludus_online_table_leave (self->table);
    }
  g_clear_object (&self->table);
  gtk_widget_dispose_template (GTK_WIDGET (self), LUDUS_TYPE_ONLINE_DIALOG);

  G_OBJECT_CLASS (ludus_online_dialog_parent_class)->dispose (object);
}

static void
ludus_online_dialog_class_init (LudusOnlineDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_online_dialog_dispose;

  /* The game began: the table (a LudusOnlineTable) has it. */
  signals[STARTED] = g_signal_new ("started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, LUDUS_TYPE_ONLINE_TABLE);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ludus-online-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusOnlineDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, LudusOnlineDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, LudusOnlineDialog, copy_button);
  gtk_widget_class_bind_template_child (widget_class, LudusOnlineDialog, address_row);
  gtk_widget_class_bind_template_child (widget_class, LudusOnlineDialog, address_entry);
  gtk_widget_class_bind_template_child (widget_class, LudusOnlineDialog, seats_group);
  gtk_widget_class_bind_template_child (widget_class, LudusOnlineDialog, status_label);
  gtk_widget_class_bind_template_child (widget_class, LudusOnlineDialog, preferences_button);
  gtk_widget_class_bind_template_child (widget_class, LudusOnlineDialog, try_again_button);
  gtk_widget_class_bind_template_callback (widget_class, join_cb);

  gtk_widget_class_install_action (widget_class, "online.start", NULL, start_activated_cb);
  gtk_widget_class_install_action (widget_class, "online.copy", NULL, copy_activated_cb);
  gtk_widget_class_install_action (widget_class, "online.preferences", NULL, preferences_activated_cb);
  gtk_widget_class_install_action (widget_class, "online.try-again", NULL, try_again_activated_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ludus_online_dialog_init (LudusOnlineDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  ludus_accessible_fix_mnemonics (GTK_WIDGET (self));
}

/**
 * ludus_online_dialog_new_host:
 * @table: the host's new table, connected here
 *
 * Returns: (transfer none): the dialog, shown
 */
LudusOnlineDialog *
ludus_online_dialog_new_host (GtkWindow        *parent,
                              LudusOnlineTable *table)
{
  LudusOnlineDialog *self;

  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (table), NULL);

  self = g_object_new (LUDUS_TYPE_ONLINE_DIALOG, "transient-for", parent, NULL);
  adw_window_title_set_title (self->window_title, _("Play Online"));
  adw_action_row_set_subtitle (self->address_row, ludus_online_table_get_address (table));
  gtk_widget_set_visible (GTK_WIDGET (self->address_entry), FALSE);
  gtk_window_set_default_widget (GTK_WINDOW (self), self->start_button);
  /* The host's first step, and not Cancel, which Enter would take. */
  gtk_window_set_focus (GTK_WINDOW (self), self->copy_button);
  set_table (self, table);
  ludus_online_table_connect (table);
  return self;
}

/**
 * ludus_online_dialog_new_join:
 *
 * Returns: (transfer none): the dialog, asking for the table's address
 */
LudusOnlineDialog *
ludus_online_dialog_new_join (GtkWindow *parent)
{
  LudusOnlineDialog *self = g_object_new (LUDUS_TYPE_ONLINE_DIALOG, "transient-for", parent, NULL);

  adw_window_title_set_title (self->window_title, _("Join Online Game"));
  gtk_widget_set_visible (GTK_WIDGET (self->address_row), FALSE);
  gtk_widget_set_visible (self->start_button, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->seats_group), FALSE);
  gtk_label_set_text (self->status_label,
                      _("Paste the address the host shared, then take a free seat."));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "online.start", FALSE);
  /* Ready for the address to be pasted, and Enter to join. */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->address_entry));
  return self;
}

/* The table, NULL for a guest until an address is entered. */
LudusOnlineTable *
ludus_online_dialog_get_table (LudusOnlineDialog *self)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_DIALOG (self), NULL);
  return self->table;
}
