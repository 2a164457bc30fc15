/* ludus-application.c: the application object, its actions, the About window
 * and the Keyboard Shortcuts window (both with every game's entries)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The only file that knows both the game windows and the editor: it opens
 * the editor (app.edit-content) and plays the games of its Play Now.
 */

#define G_LOG_DOMAIN "ludus-application"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ludus-accessible.h"
#include "ludus-application.h"
#include "ludus-editor-games.h"
#include "ludus-editor-window.h"
#include "ludus-game-ui.h"
#include "ludus-motion.h"
#include "ludus-preferences-window.h"
#include "ludus-save.h"
#include "ludus-window.h"

struct _LudusApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
  GPtrArray      *dark_providers;  /* each game's dark stylesheet, if any */
};

G_DEFINE_FINAL_TYPE (LudusApplication, ludus_application, ADW_TYPE_APPLICATION)

static void
apply_theme (LudusApplication *self)
{
  g_autofree char *theme = g_settings_get_string (self->settings, "theme");
  AdwColorScheme scheme = ADW_COLOR_SCHEME_DEFAULT;

  if (g_strcmp0 (theme, "light") == 0)
    scheme = ADW_COLOR_SCHEME_FORCE_LIGHT;
  else if (g_strcmp0 (theme, "dark") == 0)
    scheme = ADW_COLOR_SCHEME_FORCE_DARK;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), scheme);
}

/* Every animation takes its duration from ludus-motion.c. */
static void
apply_animation_speed (LudusApplication *self)
{
  g_autofree char *choice = g_settings_get_string (self->settings, "animation-speed");
  LudusMotionSpeed speed = LUDUS_MOTION_SPEED_NORMAL;

  if (ludus_motion_speed_from_string (choice, &speed))
    ludus_motion_set_speed (speed);
}

/* Each game's dark stylesheet goes on top of its light one while the dark
 * style is on, as AdwApplication does with style-dark.css. */
static void
dark_changed_cb (LudusApplication *self)
{
  GdkDisplay *display = gdk_display_get_default ();
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());

  for (guint i = 0; i < self->dark_providers->len; i++)
    {
      GtkStyleProvider *provider = g_ptr_array_index (self->dark_providers, i);

      if (dark)
        gtk_style_context_add_provider_for_display (display, provider,
                                                    GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      else
        gtk_style_context_remove_provider_for_display (display, provider);
    }
}

/* Every game's stylesheet, from its LudusGameUi. */
static void
load_game_stylesheets (LudusApplication *self)
{
  const LudusGameUi * const *games;
  GdkDisplay *display = gdk_display_get_default ();
  guint n_games;

  if (display == NULL)
    return;

  games = ludus_game_ui_get_all (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();
      g_autofree char *base = NULL;
      g_autofree char *dark = NULL;

      if (games[i]->stylesheet == NULL)
        continue;

      gtk_css_provider_load_from_resource (provider, games[i]->stylesheet);
      gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

      base = g_strndup (games[i]->stylesheet, strlen (games[i]->stylesheet) - strlen (".css"));
      dark = g_strconcat (base, "-dark.css", NULL);
      if (g_resources_get_info (dark, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, NULL))
        {
          GtkCssProvider *dark_provider = gtk_css_provider_new ();

          gtk_css_provider_load_from_resource (dark_provider, dark);
          g_ptr_array_add (self->dark_providers, dark_provider);
        }
    }

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (dark_changed_cb), self, G_CONNECT_SWAPPED);
  dark_changed_cb (self);
}

/* Whether @window is still one of the application's. */
static gboolean
is_open (GtkApplication *app,
         GtkWindow      *window)
{
  return g_list_find (gtk_application_get_windows (app), window) != NULL;
}

/* Quit closes the editors first, as their close buttons do: one with
 * unsaved changes asks whether to save them and stays open, the game
 * windows with it, until the person has answered (and quits again).
 * The game windows save as they go. */
static void
quit_activated_cb (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  g_autoptr(GPtrArray) editors = g_ptr_array_new_with_free_func (g_object_unref);

  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (LUDUS_IS_EDITOR_WINDOW (l->data))
      g_ptr_array_add (editors, g_object_ref (l->data));
  for (guint i = 0; i < editors->len; i++)
    if (is_open (app, editors->pdata[i]))
      {
        gtk_window_close (editors->pdata[i]);
        if (is_open (app, editors->pdata[i]))
          return;
      }
  g_application_quit (G_APPLICATION (app));
}

/**
 * ludus_application_show_preferences:
 * @page: (nullable): the page to open at ("online"), or %NULL for the first
 *
 * Opens Preferences over the active window.
 *
 * Returns: (transfer none): the preferences window
 */
GtkWindow *
ludus_application_show_preferences (LudusApplication *self,
                                    const char       *page)
{
  GtkApplication *app = GTK_APPLICATION (self);
  GtkWindow *preferences;

  g_return_val_if_fail (LUDUS_IS_APPLICATION (self), NULL);

  preferences = GTK_WINDOW (ludus_preferences_window_new (ludus_application_get_settings (self)));
  gtk_window_set_transient_for (preferences, gtk_application_get_active_window (app));
  gtk_window_set_application (preferences, app);
  if (page != NULL)
    adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (preferences), page);
  gtk_window_present (preferences);
  return preferences;
}

static void
preferences_activated_cb (GSimpleAction *action,
                          GVariant      *parameter,
                          gpointer       user_data)
{
  ludus_application_show_preferences (LUDUS_APPLICATION (user_data), NULL);
}

/* Preferences at a page: "online" */
static void
preferences_page_activated_cb (GSimpleAction *action,
                               GVariant      *parameter,
                               gpointer       user_data)
{
  ludus_application_show_preferences (LUDUS_APPLICATION (user_data),
                                      g_variant_get_string (parameter, NULL));
}

/* The editor's Play Now, in the game window it was opened from (@player,
 * while it is open) or else in a new one. */
static void
editor_play_cb (LudusEditorWindow *editor,
                LudusGame         *game,
                GWeakRef          *player)
{
  g_autoptr(LudusWindow) window = g_weak_ref_get (player);
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (editor));

  if (window == NULL)
    {
      if (!LUDUS_IS_APPLICATION (app))
        return;
      window = g_object_ref (ludus_window_new (LUDUS_APPLICATION (app)));
    }
  ludus_window_play (window, game);
  gtk_window_present (GTK_WINDOW (window));
}

static void
free_weak_ref (gpointer  data,
               GClosure *closure)
{
  g_weak_ref_clear (data);
  g_free (data);
}

/* The game window behind @window: itself, or the one a dialog of it (the
 * new-game dialog) is transient for. */
static LudusWindow *
find_game_window (GtkWindow *window)
{
  for (; window != NULL; window = gtk_window_get_transient_for (window))
    if (LUDUS_IS_WINDOW (window))
      return LUDUS_WINDOW (window);
  return NULL;
}

/* Opens the editor; the parameter (ss) is a game and a file of it to open,
 * or empty strings: the game's first built-in file, or just the list. */
static void
edit_content_activated_cb (GSimpleAction *action,
                           GVariant      *parameter,
                           gpointer       user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  LudusWindow *player = find_game_window (gtk_application_get_active_window (app));
  LudusEditorWindow *editor;
  const char *game_id;
  const char *path;
  GWeakRef *ref;

  g_variant_get (parameter, "(&s&s)", &game_id, &path);
  editor = ludus_editor_window_new (GTK_WINDOW (player));
  if (player == NULL)
    gtk_window_set_application (GTK_WINDOW (editor), app);
  ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, player);
  g_signal_connect_data (editor, "play", G_CALLBACK (editor_play_cb), ref, free_weak_ref, 0);
  if (*game_id != '\0' && !ludus_editor_window_open (editor, game_id, *path != '\0' ? path : NULL))
    g_warning ("The editor could not open %s of %s", path, game_id);
  gtk_window_present (GTK_WINDOW (editor));
}

static void
shortcuts_activated_cb (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  /* Every application window has its own shortcuts window (see
   * ludus_application_window_added), behind win.show-help-overlay. */
  if (GTK_IS_APPLICATION_WINDOW (window))
    gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL);
}

/* GTK 4.8 adds sections and groups to a GtkShortcutsWindow only as
 * GtkBuilder does, through GtkBuildable (gtk_shortcuts_window_add_section
 * came in 4.14). */
static void
add_buildable_child (GObject    *parent,
                     GtkBuilder *builder,
                     GObject    *child)
{
  GTK_BUILDABLE_GET_IFACE (parent)->add_child (GTK_BUILDABLE (parent), builder, child, NULL);
}

/* The Keyboard Shortcuts window of @window: the shared sections of
 * ludus-shortcuts-window.ui, each game's groups (LudusGameUi.shortcuts)
 * added to "table" and "editor" before those sections go into the window,
 * which indexes their shortcuts for its search as they come. */
static void
set_shortcuts_window (GtkApplicationWindow *window)
{
  static const char * const sections[] = { "table", "editor" };
  g_autoptr(GtkBuilder) builder = NULL;
  const LudusGameUi * const *games;
  GObject *shortcuts;
  guint n_games;

  builder = gtk_builder_new_from_resource (RESOURCE_BASE "/ludus-shortcuts-window.ui");
  games = ludus_game_ui_get_all (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      g_autoptr(GtkBuilder) game_builder = NULL;

      if (games[i]->shortcuts == NULL)
        continue;
      game_builder = gtk_builder_new_from_resource (games[i]->shortcuts);
      for (guint s = 0; s < G_N_ELEMENTS (sections); s++)
        {
          GObject *group = gtk_builder_get_object (game_builder, sections[s]);

          if (group != NULL)
            add_buildable_child (gtk_builder_get_object (builder, sections[s]), game_builder, group);
        }
    }

  shortcuts = gtk_builder_get_object (builder, "shortcuts_window");
  for (guint s = 0; s < G_N_ELEMENTS (sections); s++)
    add_buildable_child (shortcuts, builder, gtk_builder_get_object (builder, sections[s]));
  gtk_application_window_set_help_overlay (window, GTK_SHORTCUTS_WINDOW (shortcuts));
}

static void
about_activated_cb (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  static const char *developers[] = {
    "The Ludus developers",
    NULL
  };
  g_autoptr(GPtrArray) designers = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) publishers = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) legal = g_string_new (NULL);
  GtkApplication *app = GTK_APPLICATION (user_data);
  const LudusRules * const *all_rules;
  GtkWidget *about;
  guint n_rules;

  /* Each game's credits, in the library's order. */
  all_rules = ludus_rules_get_all (&n_rules);
  for (guint i = 0; i < n_rules; i++)
    {
      const LudusGameUi *ui = ludus_game_ui_lookup (all_rules[i]->id);
      const char *name = _(all_rules[i]->name);

      if (ui == NULL || ui->designer == NULL)
        continue;
      g_ptr_array_add (designers, g_strdup_printf ("%s (%s)", ui->designer, name));
      g_ptr_array_add (publishers, g_strdup_printf ("%s (%s, %u)", ui->publisher, name, ui->year));
      /* Translators: the About window's legal section, one sentence per
       * game: "Mykerinos was designed by Nicolas Oury and published by
       * Ystari Games in 2006." */
      g_string_append_printf (legal, _("%s was designed by %s and published by %s in %u."),
                              name, ui->designer, ui->publisher, ui->year);
      g_string_append_c (legal, ' ');
    }
  g_string_append (legal, _("The game names belong to their owners; Ludus is an unofficial "
                            "adaptation and is not endorsed by them."));
  g_ptr_array_add (designers, NULL);
  g_ptr_array_add (publishers, NULL);

  about = adw_about_window_new ();
  g_object_set (about,
                "transient-for", gtk_application_get_active_window (app),
                "application", app,
                "application-name", _("Ludus"),
                "application-icon", APP_ID,
                "developer-name", _("The Ludus developers"),
                "version", PACKAGE_VERSION,
                "website", "https://github.com/ludus-games/ludus",
                "issue-url", "https://github.com/ludus-games/ludus/issues",
                "copyright", "© 2026 The Ludus developers",
                "license-type", GTK_LICENSE_GPL_3_0,
                "developers", developers,
                /* Translators: replace with your names, one per line. */
                "translator-credits", _("translator-credits"),
                NULL);
  adw_about_window_add_credit_section (ADW_ABOUT_WINDOW (about), _("Game Design"),
                                       (const char **) designers->pdata);
  adw_about_window_add_acknowledgement_section (ADW_ABOUT_WINDOW (about),
                                                _("Original Publishers"),
                                                (const char **) publishers->pdata);
  adw_about_window_add_legal_section (ADW_ABOUT_WINDOW (about),
                                      _("The Board Games"),
                                      NULL,
                                      GTK_LICENSE_CUSTOM,
                                      legal->str);
  gtk_window_present (GTK_WINDOW (about));
}

static const GActionEntry app_actions[] = {
  { "quit", quit_activated_cb },
  { "preferences", preferences_activated_cb },
  { "preferences-page", preferences_page_activated_cb, "s" },
  { "edit-content", edit_content_activated_cb, "(ss)" },
  { "shortcuts", shortcuts_activated_cb },
  { "about", about_activated_cb },
};

static void
ludus_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    window = GTK_WINDOW (ludus_window_new (LUDUS_APPLICATION (app)));

  gtk_window_present (window);
}

/* `ludus FILE…` from a shell, or a saved game opened in a file manager:
 * each file in a window of its own. */
static void
ludus_application_open (GApplication  *app,
                        GFile        **files,
                        int            n_files,
                        const char    *hint)
{
  for (int i = 0; i < n_files; i++)
    {
      LudusWindow *window = ludus_window_new (LUDUS_APPLICATION (app));

      gtk_window_present (GTK_WINDOW (window));
      ludus_window_open_file (window, files[i]);
    }
}

/* --version answers at once, without starting the application. */
static int
ludus_application_handle_local_options (GApplication *app,
                                        GVariantDict *options)
{
  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("%s %s\n", "ludus", PACKAGE_VERSION);
      return 0;
    }
  return -1;
}

static void
ludus_application_startup (GApplication *app)
{
  static const struct {
    const char *action;
    const char *accels[3];
  } accels[] = {
    { "app.quit", { "<Primary>q", NULL } },
    { "app.preferences", { "<Primary>comma", NULL } },
    { "app.shortcuts", { "<Primary>question", NULL } },
    /* GtkApplication binds Ctrl+? to this by itself; app.shortcuts has it. */
    { "win.show-help-overlay", { NULL } },
    { "win.new-game", { "<Primary>n", NULL } },
    { "win.open", { "<Primary>o", NULL } },
    { "win.review-file", { "<Primary><Shift>o", NULL } },
    { "win.show-statistics", { "<Primary>i", NULL } },
    /* Every window of Ludus: the main ones, the editor, the rules, … */
    { "window.close", { "<Primary>w", NULL } },
    { "win.save", { "<Primary>s", NULL } },
    /* F1 opens the manual; the rules summary stays a quick reference. */
    { "win.show-help", { "F1", NULL } },
    { "win.show-rules", { "<Shift>F1", NULL } },
    { "win.undo", { "<Primary>z", NULL } },
    { "win.redo", { "<Primary><Shift>z", "<Primary>y", NULL } },
    { "win.hint", { "<Primary>h", NULL } },
    { "win.toggle-log", { "F9", NULL } },
    { "win.show-library", { "<Alt>Left", NULL } },
  };
  LudusApplication *self = LUDUS_APPLICATION (app);

  G_APPLICATION_CLASS (ludus_application_parent_class)->startup (app);

  /* Saves killed mid-write leave temporary files behind. */
  ludus_save_clean_all_stale_temporaries ();
  ludus_accessible_fix_every_widget ();

  g_action_map_add_action_entries (G_ACTION_MAP (self),
                                   app_actions,
                                   G_N_ELEMENTS (app_actions),
                                   self);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                           accels[i].action,
                                           accels[i].accels);

  self->settings = g_settings_new (APP_ID);
  g_signal_connect_object (self->settings,
                           "changed::theme",
                           G_CALLBACK (apply_theme),
                           self,
                           G_CONNECT_SWAPPED);
  apply_theme (self);
  g_signal_connect_object (self->settings,
                           "changed::animation-speed",
                           G_CALLBACK (apply_animation_speed),
                           self,
                           G_CONNECT_SWAPPED);
  apply_animation_speed (self);
  load_game_stylesheets (self);
}

static void
ludus_application_dispose (GObject *object)
{
  LudusApplication *self = LUDUS_APPLICATION (object);

  g_clear_object (&self->settings);
  g_clear_pointer (&self->dark_providers, g_ptr_array_unref);

  G_OBJECT_CLASS (ludus_application_parent_class)->dispose (object);
}

static void
ludus_application_window_added (GtkApplication *app,
                                GtkWindow      *window)
{
  GTK_APPLICATION_CLASS (ludus_application_parent_class)->window_added (app, window);

  if (GTK_IS_APPLICATION_WINDOW (window) &&
      gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)) == NULL)
    set_shortcuts_window (GTK_APPLICATION_WINDOW (window));
}

static void
ludus_application_class_init (LudusApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);
  GtkApplicationClass *gtk_app_class = GTK_APPLICATION_CLASS (klass);

  object_class->dispose = ludus_application_dispose;

  app_class->activate = ludus_application_activate;
  app_class->open = ludus_application_open;
  app_class->handle_local_options = ludus_application_handle_local_options;
  app_class->startup = ludus_application_startup;

  gtk_app_class->window_added = ludus_application_window_added;
}

static void
ludus_application_init (LudusApplication *self)
{
  /* Not static: the description is translated when the application is made. */
  const GOptionEntry options[] = {
    { "version", 0, 0, G_OPTION_ARG_NONE, NULL, _("Print the version and exit"), NULL },
    { NULL }
  };

  g_application_add_main_option_entries (G_APPLICATION (self), options);
  /* Translators: what `ludus --help` says ludus takes after its options */
  g_application_set_option_context_parameter_string (G_APPLICATION (self), _("[FILE…]"));
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("Plays the saved games FILE…, each in a window of its own, "
                                              "or opens the library."));
  self->dark_providers = g_ptr_array_new_with_free_func (g_object_unref);
}

LudusApplication *
ludus_application_new (void)
{
  return g_object_new (LUDUS_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", RESOURCE_BASE,
                       NULL);
}

/**
 * ludus_application_get_settings:
 *
 * Returns: (transfer none): the application's settings; valid after startup
 */
GSettings *
ludus_application_get_settings (LudusApplication *self)
{
  g_return_val_if_fail (LUDUS_IS_APPLICATION (self), NULL);

  return self->settings;
}

/**
 * ludus_application_can_edit:
 * @game_id: a game
 * @kind: "deck" or "layout"
 *
 * Returns: whether the editor edits @game_id's files of @kind, so that
 *   app.edit-content can open one
 */
gboolean
ludus_application_can_edit (const char *game_id,
                            const char *kind)
{
  g_return_val_if_fail (game_id != NULL, FALSE);
  g_return_val_if_fail (kind != NULL, FALSE);

  return ludus_editor_games_lookup (game_id, kind) != NULL;
}
