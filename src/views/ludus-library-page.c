/* ludus-library-page.c: the games that can be played, and the game to continue
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One row per game that has views (ludus-game-ui.c), in the registry's
 * order; activating a row asks the window for a new game of it
 * (win.new-game-of).  Above them, the autosaved game, if there is one to
 * go on with (win.continue).
 */

#define G_LOG_DOMAIN "ludus-library-page"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-game-row.h"
#include "ludus-game-ui.h"
#include "ludus-library-page.h"
#include "ludus-save.h"

struct _LudusLibraryPage
{
  AdwBin        parent_instance;

  GMenuModel   *primary_menu;
  guint         n_games;

  GtkWidget    *continue_group;
  AdwActionRow *continue_row;
  GtkListBox   *game_list;
  GtkStack     *library_stack;
};

G_DEFINE_FINAL_TYPE (LudusLibraryPage, ludus_library_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_PRIMARY_MENU,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

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
  guint n_rules;

  all_rules = ludus_rules_get_all (&n_rules);
  for (guint i = 0; i < n_rules; i++)
    {
      if (ludus_game_ui_lookup (all_rules[i]->id) == NULL)
        continue;

      gtk_list_box_append (self->game_list, ludus_game_row_new (all_rules[i]));
      self->n_games++;
    }

  gtk_stack_set_visible_child_name (self->library_stack, self->n_games > 0 ? "games" : "empty");
}

static void
ludus_library_page_dispose (GObject *object)
{
  LudusLibraryPage *self = LUDUS_LIBRARY_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), LUDUS_TYPE_LIBRARY_PAGE);
  g_clear_object (&self->primary_menu);

  G_OBJECT_CLASS (ludus_library_page_parent_class)->dispose (object);
}

static void
ludus_library_page_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  LudusLibraryPage *self = LUDUS_LIBRARY_PAGE (object);

  switch (prop_id)
    {
    case PROP_PRIMARY_MENU:
      g_value_set_object (value, self->primary_menu);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludus_library_page_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  LudusLibraryPage *self = LUDUS_LIBRARY_PAGE (object);

  switch (prop_id)
    {
    case PROP_PRIMARY_MENU:
      if (g_set_object (&self->primary_menu, g_value_get_object (value)))
        g_object_notify_by_pspec (object, pspec);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludus_library_page_class_init (LudusLibraryPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_library_page_dispose;
  object_class->get_property = ludus_library_page_get_property;
  object_class->set_property = ludus_library_page_set_property;

  /**
   * LudusLibraryPage:primary-menu:
   *
   * The main menu, shared with the game page.
   */
  properties[PROP_PRIMARY_MENU] =
    g_param_spec_object ("primary-menu", NULL, NULL,
                         G_TYPE_MENU_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ludus-library-page.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusLibraryPage, continue_group);
  gtk_widget_class_bind_template_child (widget_class, LudusLibraryPage, continue_row);
  gtk_widget_class_bind_template_child (widget_class, LudusLibraryPage, game_list);
  gtk_widget_class_bind_template_child (widget_class, LudusLibraryPage, library_stack);
  gtk_widget_class_bind_template_callback (widget_class, game_row_activated_cb);
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

/**
 * ludus_library_page_update_continue:
 *
 * Shows the Continue row if the autosaved game can be gone on with.  An
 * autosave that cannot be read still shows: opening it says why, and the
 * file stays as it is.
 */
void
ludus_library_page_update_continue (LudusLibraryPage *self)
{
  g_autofree char *path = ludus_save_get_autosave_path ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(LudusGame) game = NULL;
  g_autofree char *subtitle = NULL;
  const LudusRules *rules;

  g_return_if_fail (LUDUS_IS_LIBRARY_PAGE (self));

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      gtk_widget_set_visible (self->continue_group, FALSE);
      return;
    }
  /* The reason waits until the player opens it. */
  game = ludus_save_load_file (file, NULL, NULL);
  if (game == NULL)
    {
      adw_action_row_set_subtitle (self->continue_row, _("The saved game cannot be read"));
      gtk_widget_set_visible (self->continue_group, TRUE);
      return;
    }
  if (ludus_game_is_over (game) || ludus_game_ui_lookup (ludus_game_get_rules (game)->id) == NULL)
    {
      gtk_widget_set_visible (self->continue_group, FALSE);
      return;
    }

  rules = ludus_game_get_rules (game);
  /* Translators: the Continue row: the game's name and how far it got */
  subtitle = g_strdup_printf (ngettext ("%s, %u move played", "%s, %u moves played",
                                        ludus_game_get_n_moves (game)),
                              rules->name != NULL ? _(rules->name) : rules->id,
                              ludus_game_get_n_moves (game));
  adw_action_row_set_subtitle (self->continue_row, subtitle);
  gtk_widget_set_visible (self->continue_group, TRUE);
}
