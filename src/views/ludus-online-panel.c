/* ludus-online-panel.c: an online table's players and chat, beside the log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each seat's player and whether they are there (from the room's
 * presence), what went wrong with the connection, and the chat: lines
 * shown as plain text, never markup, and a line to say something.
 */

#define G_LOG_DOMAIN "ludus-online-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-arrangement.h"
#include "ludus-label.h"
#include "ludus-online-panel.h"

struct _LudusOnlinePanel
{
  GtkWidget         parent_instance;

  LudusOnlineTable *table;
  GtkLabel         *seat_labels[LUDUS_MAX_PLAYERS];
  char             *presence_texts[LUDUS_MAX_PLAYERS];

  GtkWidget        *box;
  GtkBox           *seats_box;
  GtkLabel         *status_label;
  GtkScrolledWindow *chat_scroller;
  GtkListBox       *chat_list;
  GtkEntry         *chat_entry;
  LudusArrangement  chat_follow;
};

G_DEFINE_FINAL_TYPE (LudusOnlinePanel, ludus_online_panel, GTK_TYPE_WIDGET)

static const char *
presence_text (LudusNetTable *net,
               guint          seat)
{
  if ((int) seat == ludus_net_table_get_own_seat (net))
    return _("you");
  switch (ludus_net_table_get_presence (net, seat))
    {
    case LUDUS_PRESENCE_ONLINE:
      return _("online");
    case LUDUS_PRESENCE_AWAY:
      /* Translators: a player's presence: in the game, Ludus's window not in use */
      return _("away");
    case LUDUS_PRESENCE_DISCONNECTED:
      return _("disconnected");
    case LUDUS_PRESENCE_NONE:
    default:
      return ludus_net_table_seat_is_guest (net, seat) ||
             seat == ludus_net_table_get_host_seat (net)
             ? _("not known") : _("computer player");
    }
}

static void
update (LudusOnlinePanel *self)
{
  LudusOnlineTable *table = self->table;
  LudusNetTable *net = ludus_online_table_get_net_table (table);
  guint n_seats = ludus_net_table_get_n_seats (net);
  const char *status = ludus_online_table_get_status (table);

  for (guint i = 0; i < n_seats && i < LUDUS_MAX_PLAYERS; i++)
    {
      g_autofree char *line = NULL;

      if (self->seat_labels[i] == NULL)
        {
          self->seat_labels[i] = GTK_LABEL (gtk_label_new (NULL));
          gtk_label_set_xalign (self->seat_labels[i], 0);
          gtk_label_set_ellipsize (self->seat_labels[i], PANGO_ELLIPSIZE_END);
          ludus_label_set_tooltip_when_cut (self->seat_labels[i]);
          gtk_box_append (self->seats_box, GTK_WIDGET (self->seat_labels[i]));
        }
      g_free (self->presence_texts[i]);
      self->presence_texts[i] = g_strdup (presence_text (net, i));
      /* Translators: a player at an online table and whether they are there, "Anna · online" */
      line = g_strdup_printf (_("%s · %s"), ludus_net_table_get_seat_name (net, i),
                              self->presence_texts[i]);
      gtk_label_set_text (self->seat_labels[i], line);
      gtk_widget_remove_css_class (GTK_WIDGET (self->seat_labels[i]), "dim-label");
      if (ludus_net_table_get_presence (net, i) == LUDUS_PRESENCE_DISCONNECTED)
        gtk_widget_add_css_class (GTK_WIDGET (self->seat_labels[i]), "dim-label");
    }
  gtk_label_set_text (self->status_label, status);
  /* A failure is the banner's, above the board, with what to do. */
  gtk_widget_set_visible (GTK_WIDGET (self->status_label),
                          *status != '\0' && !ludus_online_table_get_failed (table));
}

/* New lines arrive at the bottom: keep them in view once the list has
 * grown, or the panel was resized.  Only the layout that takes in a line
 * knows the list's new height: scroll after it, in the same frame
 * (ludus-arrangement.c).  Scrolled up to read, the chat stays there until
 * the next line. */
static void
scroll_chat_to_end (GtkWidget *widget)
{
  LudusOnlinePanel *self = LUDUS_ONLINE_PANEL (widget);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->chat_scroller);

  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
}

static void
add_chat_line (LudusOnlinePanel *self,
               const char       *name,
               const char       *text)
{
  g_autofree char *line = NULL;
  GtkWidget *label;

  /* Translators: a chat line, "Anna: good move" */
  line = g_strdup_printf (_("%s: %s"), name, text);
  /* Plain text: gtk_label_set_text() never reads markup. */
  label = gtk_label_new (line);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_list_box_append (self->chat_list, label);
}

static void
chat_cb (LudusNetTable    *net,
         const char       *name,
         const char       *text,
         LudusOnlinePanel *self)
{
  add_chat_line (self, name, text);
}

static void
chat_activate_cb (LudusOnlinePanel *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->chat_entry));

  if (*text == '\0')
    return;
  ludus_online_table_send_chat (self->table, text);
  gtk_editable_set_text (GTK_EDITABLE (self->chat_entry), "");
}

static void
ludus_online_panel_dispose (GObject *object)
{
  LudusOnlinePanel *self = LUDUS_ONLINE_PANEL (object);

  if (self->table != NULL)
    g_signal_handlers_disconnect_by_data (self->table, self);
  g_clear_object (&self->table);
  for (guint i = 0; i < LUDUS_MAX_PLAYERS; i++)
    g_clear_pointer (&self->presence_texts[i], g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), LUDUS_TYPE_ONLINE_PANEL);
  /* After the chat is gone, which may queue it. */
  ludus_arrangement_cancel (&self->chat_follow);

  G_OBJECT_CLASS (ludus_online_panel_parent_class)->dispose (object);
}

static void
ludus_online_panel_class_init (LudusOnlinePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_online_panel_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ludus-online-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusOnlinePanel, box);
  gtk_widget_class_bind_template_child (widget_class, LudusOnlinePanel, seats_box);
  gtk_widget_class_bind_template_child (widget_class, LudusOnlinePanel, status_label);
  gtk_widget_class_bind_template_child (widget_class, LudusOnlinePanel, chat_scroller);
  gtk_widget_class_bind_template_child (widget_class, LudusOnlinePanel, chat_list);
  gtk_widget_class_bind_template_child (widget_class, LudusOnlinePanel, chat_entry);
  gtk_widget_class_bind_template_callback (widget_class, chat_activate_cb);
}

static void
ludus_online_panel_init (LudusOnlinePanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  ludus_arrangement_init (&self->chat_follow, GTK_WIDGET (self), scroll_chat_to_end);
  ludus_arrangement_queue_on_bounds (&self->chat_follow, gtk_scrolled_window_get_vadjustment (self->chat_scroller));
}

GtkWidget *
ludus_online_panel_new (LudusOnlineTable *table)
{
  LudusOnlinePanel *self;
  LudusGame *game;

  g_return_val_if_fail (LUDUS_IS_ONLINE_TABLE (table), NULL);

  self = g_object_new (LUDUS_TYPE_ONLINE_PANEL, NULL);
  self->table = g_object_ref (table);
  g_signal_connect_object (table, "changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (ludus_online_table_get_net_table (table), "chat",
                           G_CALLBACK (chat_cb), self, 0);
  /* What was said before, at this table or another day's. */
  game = ludus_online_table_get_game (table);
  for (guint i = 0; game != NULL && i < ludus_game_get_n_chat_lines (game); i++)
    add_chat_line (self, ludus_game_get_chat_line (game, i)->name,
                   ludus_game_get_chat_line (game, i)->text);
  update (self);
  return GTK_WIDGET (self);
}

GtkEntry *
ludus_online_panel_get_entry (LudusOnlinePanel *self)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_PANEL (self), NULL);
  return self->chat_entry;
}

GtkListBox *
ludus_online_panel_get_chat (LudusOnlinePanel *self)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_PANEL (self), NULL);
  return self->chat_list;
}

/* What the panel says of the seat's player: "online", "disconnected"… */
const char *
ludus_online_panel_get_presence_text (LudusOnlinePanel *self,
                                      guint             seat)
{
  g_return_val_if_fail (LUDUS_IS_ONLINE_PANEL (self), NULL);
  g_return_val_if_fail (seat < LUDUS_MAX_PLAYERS, NULL);
  return self->presence_texts[seat];
}
