/* ludus-library-page.c: the games that can be played, and the game to continue
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One row per game that has views (ludus-game-ui.c), in the registry's
 * order; activating a row asks the window for a new game of it
 * (win.new-game-of).  Above them, every unfinished game (ludus-autosave.c),
 * the one played last first: a row continues it (win.continue-file) or
 * deletes it (win.delete-unfinished).  A file that cannot be read has a
 * row too, saying why.  Past SHOWN_UNFINISHED + 1 of them, the older ones
 * wait behind a "Show N More" row (library.show-all-unfinished), so that
 * the games to choose from stay in view.
 */

#define G_LOG_DOMAIN "ludus-library-page"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-autosave.h"
#include "ludus-game-emblem.h"
#include "ludus-game-row.h"
#include "ludus-game-ui.h"
#include "ludus-library-page.h"
#include "ludus-save.h"

#define SHOWN_UNFINISHED 3

struct _LudusLibraryPage
{
  AdwBin        parent_instance;

  guint         n_games;
  guint         n_unfinished;
  gboolean      show_all_unfinished;

  GtkWidget    *continue_group;
  AdwStatusPage *empty_page;
  GtkListBox   *continue_list;
  GtkListBox   *game_list;
  GtkStack     *library_stack;
  GtkMenuButton *menu_button;
};

G_DEFINE_FINAL_TYPE (LudusLibraryPage, ludus_library_page, ADW_TYPE_BIN)

static void
game_row_activated_cb (LudusLibraryPage *self,
                       GtkListBoxRow    *row,
                       GtkListBox       *list)
{
  if (LUDUS_IS_GAME_ROW (row))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.new-game-of", "s",
                                ludus_game_row_get_rules (LUDUS_GAME_ROW (row))->id);
}

static void
populate (LudusLibraryPage *self)
{
  const LudusRules * const *all_rules;
  g_autoptr(GPtrArray) coming = g_ptr_array_new ();
  g_autofree char *names = NULL;
  g_autofree char *description = NULL;
  guint n_rules;

  all_rules = ludus_rules_get_all (&n_rules);
  for (guint i = 0; i < n_rules; i++)
    {
      if (ludus_game_ui_lookup (all_rules[i]->id) == NULL)
        {
          g_ptr_array_add (coming, (gpointer) _(all_rules[i]->name));
          continue;
        }

      gtk_list_box_append (self->game_list, ludus_game_row_new (all_rules[i]));
      self->n_games++;
    }

  /* What the page says when no game has its board yet. */
  if (self->n_games == 0)
    {
      g_ptr_array_add (coming, NULL);
      names = ludus_list_join ((const char * const *) coming->pdata, FALSE);
      /* Translators: %s names the games, "Mykerinos, Medici and Thebes". */
      description = g_strdup_printf (ngettext ("The board for %s is still being built. The game "
                                               "appears here as soon as it can be played.",
                                               "The boards for %s are still being built. Each game "
                                               "appears here as soon as it can be played.",
                                               coming->len - 1),
                                     names);
      adw_status_page_set_description (self->empty_page, description);
    }

  gtk_stack_set_visible_child_name (self->library_stack, self->n_games > 0 ? "games" : "empty");
}

static void
show_all_unfinished_activated_cb (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *parameter)
{
  LudusLibraryPage *self = LUDUS_LIBRARY_PAGE (widget);
  GtkListBoxRow *first_shown;

  self->show_all_unfinished = TRUE;
  ludus_library_page_update_continue (self);
  /* The focus was on the row that went: on to the first game it showed. */
  if ((first_shown = gtk_list_box_get_row_at_index (self->continue_list, SHOWN_UNFINISHED)) != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (first_shown));
}

static void
ludus_library_page_dispose (GObject *object)
{
  LudusLibraryPage *self = LUDUS_LIBRARY_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), LUDUS_TYPE_LIBRARY_PAGE);

  G_OBJECT_CLASS (ludus_library_page_parent_class)->dispose (object);
}

static void
ludus_library_page_class_init (LudusLibraryPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_library_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ludus-library-page.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusLibraryPage, menu_button);
  gtk_widget_class_bind_template_child (widget_class, LudusLibraryPage, continue_group);
  gtk_widget_class_bind_template_child (widget_class, LudusLibraryPage, continue_list);
  gtk_widget_class_bind_template_child (widget_class, LudusLibraryPage, empty_page);
  gtk_widget_class_bind_template_child (widget_class, LudusLibraryPage, game_list);
  gtk_widget_class_bind_template_child (widget_class, LudusLibraryPage, library_stack);
  gtk_widget_class_bind_template_callback (widget_class, game_row_activated_cb);
  gtk_widget_class_install_action (widget_class, "library.show-all-unfinished", NULL,
                                   show_all_unfinished_activated_cb);
}

static void
ludus_library_page_init (LudusLibraryPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  populate (self);
  ludus_library_page_update_continue (self);
}

/* How many games the library offers. */
guint
ludus_library_page_get_n_games (LudusLibraryPage *self)
{
  g_return_val_if_fail (LUDUS_IS_LIBRARY_PAGE (self), 0);

  return self->n_games;
}

/**
 * ludus_library_page_get_current_game:
 *
 * Returns: (nullable): the id of the game whose row has the focus, else of
 *   the first game, for F1 in the library
 */
const char *
ludus_library_page_get_current_game (LudusLibraryPage *self)
{
  GtkRoot *root;
  GtkWidget *focus, *row = NULL;

  g_return_val_if_fail (LUDUS_IS_LIBRARY_PAGE (self), NULL);

  root = gtk_widget_get_root (GTK_WIDGET (self));
  focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->game_list)))
    row = gtk_widget_get_ancestor (focus, LUDUS_TYPE_GAME_ROW);
  if (row == NULL)
    row = GTK_WIDGET (gtk_list_box_get_row_at_index (self->game_list, 0));
  return row != NULL ? ludus_game_row_get_rules (LUDUS_GAME_ROW (row))->id : NULL;
}

/* "Anna, Béla and Carlos": the players of a game. */
static char *
format_players (LudusGame *game)
{
  guint n = ludus_game_get_n_players (game);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (names, (char *) ludus_game_get_player_name (game, i));
  g_ptr_array_add (names, NULL);
  /* Translators: joins the names of the players of a game */
  return g_strjoinv (_(", "), (char **) names->pdata);
}

/* When an unfinished game was last played, as a person says it: "Today,
 * 16:24", "Yesterday, 9:05" or the weekday within the last week, the date
 * before that (or for a time to come, from a clock set wrong). */
static char *
format_last_played (GDateTime *when)
{
  g_autoptr(GDateTime) local = g_date_time_to_local (when);
  g_autoptr(GDateTime) local_now = g_date_time_new_now_local ();
  g_autoptr(GDate) day = g_date_new_dmy (g_date_time_get_day_of_month (local),
                                         g_date_time_get_month (local),
                                         g_date_time_get_year (local));
  g_autoptr(GDate) today = g_date_new_dmy (g_date_time_get_day_of_month (local_now),
                                           g_date_time_get_month (local_now),
                                           g_date_time_get_year (local_now));
  int days_ago = g_date_days_between (day, today);
  const char *format;

  if (days_ago == 0 && g_date_time_compare (local, local_now) <= 0)
    /* Translators: when an unfinished game was last played, earlier
     * today, as strftime(3); it follows "Anna, Béla · 5 moves · ", so
     * lower case where the weekday's name (%A) is */
    format = _("Today, %H:%M");
  else if (days_ago == 1)
    /* Translators: when an unfinished game was last played, yesterday,
     * as strftime(3) */
    format = _("Yesterday, %H:%M");
  else if (days_ago > 1 && days_ago < 7)
    /* Translators: when an unfinished game was last played, within the
     * last week (%A is the weekday's name), as strftime(3) */
    format = _("%A, %H:%M");
  else
    /* Translators: when an unfinished game was last played, as strftime(3) */
    format = _("%x, %H:%M");
  return g_date_time_format (local, format);
}

/* In place of a game's picture, as wide as one so that the titles of
 * every row line up: a warning, as the save cannot be read. */
static GtkWidget *
new_unreadable_picture (void)
{
  /* A picture only, as the row's title says it. */
  GtkWidget *image = g_object_new (GTK_TYPE_IMAGE,
                                   "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                   "icon-name", "dialog-warning-symbolic",
                                   "pixel-size", 24,
                                   "width-request", LUDUS_GAME_EMBLEM_WIDTH,
                                   NULL);

  gtk_widget_add_css_class (image, "warning");
  return image;
}

/* A row for the unfinished game in @path, or NULL if there is nothing to
 * continue there (it is over, or not a game with views). */
static GtkWidget *
new_unfinished_row (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusGame) game = ludus_save_load_file (file, NULL, &error);
  GtkWidget *row, *button;

  row = adw_action_row_new ();
  /* Names and error messages are plain text, never markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  if (game == NULL)
    {
      /* Kept as it is: the row says why, and Delete is the player's call. */
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("A game that cannot be continued"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), error->message);
      /* A message that quotes a long value (a seed of 400 digits) is cut
       * after three lines, and whole in the tooltip. */
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 3);
      gtk_widget_set_tooltip_text (row, error->message);
      gtk_widget_add_css_class (row, "unreadable");
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), new_unreadable_picture ());
    }
  else
    {
      const LudusRules *rules = ludus_game_get_rules (game);
      guint n_moves = ludus_game_get_n_moves (game);
      g_autofree char *players = NULL;
      g_autofree char *moves = NULL;
      g_autofree char *when = NULL;
      g_autofree char *subtitle = NULL;
      g_autoptr(GFileInfo) info = NULL;
      g_autoptr(GDateTime) modified = NULL;

      if (ludus_game_is_over (game) || ludus_game_ui_lookup (rules->id) == NULL)
        {
          g_object_ref_sink (row);
          g_object_unref (row);
          return NULL;
        }

      info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED, G_FILE_QUERY_INFO_NONE,
                                NULL, NULL);
      modified = info != NULL ? g_file_info_get_modification_date_time (info) : NULL;
      players = format_players (game);
      moves = g_strdup_printf (ngettext ("%u move", "%u moves", n_moves), n_moves);
      if (modified != NULL)
        when = format_last_played (modified);
      /* Translators: an unfinished game: its players, the moves played, when it was last played */
      subtitle = g_strdup_printf (_("%s · %s · %s"), players, moves, when != NULL ? when : "");
      if (ludus_game_get_practice (game))
        {
          g_autofree char *plain = g_steal_pointer (&subtitle);

          /* Translators: an unfinished game played in practice mode; %s is
           * its players, moves played and when it was last played */
          subtitle = g_strdup_printf (_("Practice · %s"), plain);
          gtk_widget_add_css_class (row, "practice");
        }
      if (ludus_game_get_table (game) != NULL)
        {
          g_autofree char *plain = g_steal_pointer (&subtitle);

          /* Translators: an unfinished online game; the first %s is its
           * table's chat room address, the second its players, moves played
           * and when it was last played */
          subtitle = g_strdup_printf (_("Online at %s · %s"), ludus_game_get_table (game)->room, plain);
          gtk_widget_add_css_class (row, "online");
        }
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(rules->name));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), ludus_game_emblem_new (ludus_game_ui_lookup (rules->id)));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 gtk_image_new_from_icon_name ("media-playback-start-symbolic"));
    }

  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.continue-file");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", path);

  button = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, _("Delete This Game"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Delete This Game"),
                                  -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.delete-unfinished");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", path);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  return row;
}

/* The row that shows the @n_hidden older unfinished games. */
static GtkWidget *
new_more_row (guint n_hidden)
{
  g_autofree char *text = g_strdup_printf (ngettext ("Show %u More Game", "Show %u More Games", n_hidden),
                                           n_hidden);
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_widget_set_margin_top (label, 12);
  gtk_widget_set_margin_bottom (label, 12);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  /* GTK 4.8 names a row by nothing inside it. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "library.show-all-unfinished");
  return row;
}

/**
 * ludus_library_page_update_continue:
 *
 * Lists the unfinished games again.
 */
void
ludus_library_page_update_continue (LudusLibraryPage *self)
{
  g_autoptr(GPtrArray) paths = ludus_autosave_list ();
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);
  GtkListBoxRow *old;
  guint n_shown;

  g_return_if_fail (LUDUS_IS_LIBRARY_PAGE (self));

  while ((old = gtk_list_box_get_row_at_index (self->continue_list, 0)) != NULL)
    gtk_list_box_remove (self->continue_list, GTK_WIDGET (old));

  for (guint i = 0; i < paths->len; i++)
    {
      GtkWidget *row = new_unfinished_row (g_ptr_array_index (paths, i));

      if (row != NULL)
        g_ptr_array_add (rows, g_object_ref_sink (row));
    }
  /* A row that hides one game would save no room. */
  n_shown = self->show_all_unfinished || rows->len <= SHOWN_UNFINISHED + 1 ? rows->len : SHOWN_UNFINISHED;
  for (guint i = 0; i < n_shown; i++)
    gtk_list_box_append (self->continue_list, g_ptr_array_index (rows, i));
  if (n_shown < rows->len)
    gtk_list_box_append (self->continue_list, new_more_row (rows->len - n_shown));
  self->n_unfinished = rows->len;
  gtk_widget_set_visible (self->continue_group, rows->len > 0);
}

/* How many unfinished games the library lists, shown or behind "Show More". */
guint
ludus_library_page_get_n_unfinished (LudusLibraryPage *self)
{
  g_return_val_if_fail (LUDUS_IS_LIBRARY_PAGE (self), 0);

  return self->n_unfinished;
}

/* The main menu, shared with the other page. */
void
ludus_library_page_set_menu (LudusLibraryPage *self,
                             GMenuModel       *menu)
{
  g_return_if_fail (LUDUS_IS_LIBRARY_PAGE (self));

  gtk_menu_button_set_menu_model (self->menu_button, menu);
}
