/* ludus-preferences-window.c: the settings a player can change, bound to GSettings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-preferences-window"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-accessible.h"
#include "ludus-online-account.h"
#include "ludus-preferences-window.h"

struct _LudusPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  GSettings            *settings;

  GtkSwitch            *pause_switch;
  GtkSwitch            *hand_over_switch;
  GtkSwitch            *confirm_switch;
  GtkSwitch            *projections_switch;
  GtkSwitch            *practice_switch;
  AdwComboRow          *speed_row;
  AdwComboRow          *theme_row;
  AdwComboRow          *animation_row;

  AdwEntryRow          *address_row;
  AdwPasswordEntryRow  *password_row;
  AdwEntryRow          *server_row;
  AdwEntryRow          *rooms_row;
  GtkLabel             *storage_label;
  GtkSpinner           *test_spinner;
  GtkLabel             *test_label;
  GCancellable         *test_cancellable;
};

G_DEFINE_FINAL_TYPE (LudusPreferencesWindow, ludus_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

enum {
  PROP_0,
  PROP_SETTINGS,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

/* The choices of each combo row, in the order of its items in the .ui file. */
static const char * const theme_choices[] = { "system", "light", "dark", NULL };
static const char * const speed_choices[] = { "slow", "normal", "fast", "instant", NULL };
static const char * const animation_choices[] = { "off", "normal", "fast", NULL };

static gboolean
choice_to_index (GValue   *value,
                 GVariant *variant,
                 gpointer  user_data)
{
  const char * const *choices = user_data;
  const char *choice = g_variant_get_string (variant, NULL);

  for (guint i = 0; choices[i] != NULL; i++)
    {
      if (g_strcmp0 (choices[i], choice) == 0)
        {
          g_value_set_uint (value, i);
          return TRUE;
        }
    }

  return FALSE;
}

static GVariant *
index_to_choice (const GValue       *value,
                 const GVariantType *expected_type,
                 gpointer            user_data)
{
  const char * const *choices = user_data;
  guint index = g_value_get_uint (value);

  if (index >= g_strv_length ((char **) choices))
    return NULL;

  return g_variant_new_string (choices[index]);
}

static void
bind_choice (GSettings          *settings,
             const char         *key,
             AdwComboRow        *row,
             const char * const *choices)
{
  g_settings_bind_with_mapping (settings, key,
                                row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                choice_to_index,
                                index_to_choice,
                                (gpointer) choices,
                                NULL);
}

static void
storage_changed_cb (LudusPreferencesWindow *self)
{
  LudusOnlineAccount *account = ludus_online_account_get_default ();

  gtk_label_set_text (self->storage_label, ludus_online_account_get_storage_text (account));
}

static void
password_apply_cb (LudusPreferencesWindow *self)
{
  const char *password = gtk_editable_get_text (GTK_EDITABLE (self->password_row));

  if (*password != '\0')
    ludus_online_account_set_password (ludus_online_account_get_default (), password);
}

static void
test_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  LudusPreferencesWindow *self = user_data;
  g_autoptr(GError) error = NULL;

  if (!ludus_online_account_test_finish (LUDUS_ONLINE_ACCOUNT (source), result, &error) &&
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  gtk_spinner_stop (self->test_spinner);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "preferences.test-connection", TRUE);
  gtk_label_set_text (self->test_label,
                      error == NULL ? _("Connected: the account works.") : error->message);
  gtk_widget_remove_css_class (GTK_WIDGET (self->test_label), error == NULL ? "error" : "success");
  gtk_widget_add_css_class (GTK_WIDGET (self->test_label), error == NULL ? "success" : "error");
}

static void
test_activated_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  LudusPreferencesWindow *self = LUDUS_PREFERENCES_WINDOW (widget);
  LudusOnlineAccount *account = ludus_online_account_get_default ();

  /* A password typed and not yet applied is the one to test. */
  password_apply_cb (self);
  gtk_widget_action_set_enabled (widget, "preferences.test-connection", FALSE);
  gtk_spinner_start (self->test_spinner);
  gtk_label_set_text (self->test_label, _("Connecting…"));
  gtk_widget_remove_css_class (GTK_WIDGET (self->test_label), "error");
  gtk_widget_remove_css_class (GTK_WIDGET (self->test_label), "success");
  ludus_online_account_test_async (account, self->test_cancellable, test_done_cb, self);
}

static void
ludus_preferences_window_constructed (GObject *object)
{
  LudusPreferencesWindow *self = LUDUS_PREFERENCES_WINDOW (object);
  LudusOnlineAccount *account;

  G_OBJECT_CLASS (ludus_preferences_window_parent_class)->constructed (object);

  g_assert (G_IS_SETTINGS (self->settings));

  bind_choice (self->settings, "theme", self->theme_row, theme_choices);
  bind_choice (self->settings, "computer-speed", self->speed_row, speed_choices);
  bind_choice (self->settings, "animation-speed", self->animation_row, animation_choices);
  g_settings_bind (self->settings, "pause-after-computer",
                   self->pause_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "hand-over",
                   self->hand_over_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "confirm-end-turn",
                   self->confirm_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "show-projections",
                   self->projections_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "practice-mode",
                   self->practice_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);

  /* The account's own settings: the one account of this run. */
  account = ludus_online_account_get_default ();
  g_settings_bind (ludus_online_account_get_settings (account), "xmpp-address",
                   self->address_row, "text", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (ludus_online_account_get_settings (account), "xmpp-server",
                   self->server_row, "text", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (ludus_online_account_get_settings (account), "xmpp-rooms",
                   self->rooms_row, "text", G_SETTINGS_BIND_DEFAULT);
  g_signal_connect_object (account, "notify::storage",
                           G_CALLBACK (storage_changed_cb), self, G_CONNECT_SWAPPED);
  storage_changed_cb (self);
}

static void
ludus_preferences_window_dispose (GObject *object)
{
  LudusPreferencesWindow *self = LUDUS_PREFERENCES_WINDOW (object);

  g_cancellable_cancel (self->test_cancellable);
  g_clear_object (&self->test_cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), LUDUS_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (ludus_preferences_window_parent_class)->dispose (object);
}

static void
ludus_preferences_window_get_property (GObject    *object,
                                       guint       prop_id,
                                       GValue     *value,
                                       GParamSpec *pspec)
{
  LudusPreferencesWindow *self = LUDUS_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludus_preferences_window_set_property (GObject      *object,
                                       guint         prop_id,
                                       const GValue *value,
                                       GParamSpec   *pspec)
{
  LudusPreferencesWindow *self = LUDUS_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludus_preferences_window_class_init (LudusPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = ludus_preferences_window_constructed;
  object_class->dispose = ludus_preferences_window_dispose;
  object_class->get_property = ludus_preferences_window_get_property;
  object_class->set_property = ludus_preferences_window_set_property;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL,
                         G_TYPE_SETTINGS,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ludus-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusPreferencesWindow, pause_switch);
  gtk_widget_class_bind_template_child (widget_class, LudusPreferencesWindow, hand_over_switch);
  gtk_widget_class_bind_template_child (widget_class, LudusPreferencesWindow, confirm_switch);
  gtk_widget_class_bind_template_child (widget_class, LudusPreferencesWindow, projections_switch);
  gtk_widget_class_bind_template_child (widget_class, LudusPreferencesWindow, practice_switch);
  gtk_widget_class_bind_template_child (widget_class, LudusPreferencesWindow, speed_row);
  gtk_widget_class_bind_template_child (widget_class, LudusPreferencesWindow, theme_row);
  gtk_widget_class_bind_template_child (widget_class, LudusPreferencesWindow, animation_row);
  gtk_widget_class_bind_template_child (widget_class, LudusPreferencesWindow, address_row);
  gtk_widget_class_bind_template_child (widget_class, LudusPreferencesWindow, password_row);
  gtk_widget_class_bind_template_child (widget_class, LudusPreferencesWindow, server_row);
  gtk_widget_class_bind_template_child (widget_class, LudusPreferencesWindow, rooms_row);
  gtk_widget_class_bind_template_child (widget_class, LudusPreferencesWindow, storage_label);
  gtk_widget_class_bind_template_child (widget_class, LudusPreferencesWindow, test_spinner);
  gtk_widget_class_bind_template_child (widget_class, LudusPreferencesWindow, test_label);
  gtk_widget_class_bind_template_callback (widget_class, password_apply_cb);
  gtk_widget_class_install_action (widget_class, "preferences.test-connection", NULL,
                                   test_activated_cb);
}

static void
ludus_preferences_window_init (LudusPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  ludus_accessible_fix_mnemonics (GTK_WIDGET (self));
  self->test_cancellable = g_cancellable_new ();
}

LudusPreferencesWindow *
ludus_preferences_window_new (GSettings *settings)
{
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  return g_object_new (LUDUS_TYPE_PREFERENCES_WINDOW,
                       "settings", settings,
                       NULL);
}
