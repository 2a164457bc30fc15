/* test-projections.c: the projected scores on every game's player panels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each game's panels show "If the game ended now: N", the model's
 * projection, with its breakdown as tooltip and accessible description;
 * the Preferences switch hides them.  Screenshots of the panels mid-game.
 */

#define G_LOG_DOMAIN "test-projections"

#include "config.h"

#include "ludus-board-view.h"
#include "ludus-window.h"
#include "ludus-test-utils.h"

#define N_MOVES 40

static const char * const names[] = { "Anna", "Béla", "Cecília", "Dávid" };

/* A game of three humans (nobody moves by themselves), N_MOVES into it. */
static LudusGame *
new_game_midway (const char *game_id)
{
  LudusGame *game = ludus_test_new_game (game_id, 3, 3, names, 7, FALSE);
  const LudusRules *rules = ludus_game_get_rules (game);
  LudusRng rng;

  /* The game's rollout policy plays purposefully (a uniform Thebes player
   * soon ends their expedition). */
  ludus_rng_seed (&rng, 7);
  for (guint i = 0; i < N_MOVES && !ludus_game_is_over (game); i++)
    {
      guint n_moves;
      const LudusMove *moves = ludus_game_get_legal_moves (game, &n_moves);
      LudusMove move = moves[rules->policy_move != NULL
                             ? rules->policy_move (ludus_game_get_state (game), moves, n_moves, &rng)
                             : ludus_rng_below (&rng, n_moves)];
      g_autoptr(GError) error = NULL;

      g_assert_true (ludus_game_apply_move (game, &move, &error));
      g_assert_no_error (error);
    }
  return game;
}

/* The visible projection labels, one per player in seat order. */
static GPtrArray *
visible_projections (LudusWindow *window)
{
  g_autoptr(GPtrArray) widgets = ludus_test_list_widgets (GTK_WIDGET (window));
  GPtrArray *visible = g_ptr_array_new ();

  for (guint i = 0; i < widgets->len; i++)
    {
      GtkWidget *widget = g_ptr_array_index (widgets, i);

      if (GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "projection") &&
          gtk_widget_is_visible (widget))
        g_ptr_array_add (visible, widget);
    }
  return visible;
}

/* The player's panel a projection label is on, in its line. */
static GtkWidget *
panel_of (GtkWidget *label)
{
  return gtk_widget_get_parent (gtk_widget_get_parent (label));
}

static void
test_panels (gconstpointer data)
{
  const char *game_id = data;
  GSettings *settings = ludus_application_get_settings (ludus_test_get_application ());
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game_midway (game_id);
  LudusProjection projections[LUDUS_MAX_PLAYERS];
  g_autoptr(GPtrArray) shown = NULL;
  g_autoptr(GPtrArray) hidden = NULL;

  g_settings_set_boolean (settings, "show-projections", TRUE);
  ludus_window_play (window, game);
  ludus_test_iterate ();

  g_assert_true (ludus_game_project_scores (game, projections));
  shown = visible_projections (window);
  g_assert_cmpuint (shown->len, ==, ludus_game_get_n_players (game));
  for (guint p = 0; p < shown->len; p++)
    {
      GtkWidget *label = g_ptr_array_index (shown, p);
      g_autofree char *text = g_strdup_printf ("If the game ended now: %d", projections[p].total);
      const char *tooltip = gtk_widget_get_tooltip_text (label);
      g_autofree char *first = g_strdup_printf ("%s: %d", projections[p].lines[0].label,
                                                projections[p].lines[0].points);

      g_autofree char *description = NULL;

      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, text);
      g_assert_nonnull (tooltip);
      g_assert_true (g_str_has_prefix (tooltip, first));
      /* The panel tells a screen reader the same. */
      description = g_strdup_printf ("%s\n%s", text, tooltip);
      gtk_test_accessible_assert_property (GTK_ACCESSIBLE (panel_of (label)),
                                           GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description);
    }

  /* Off in Preferences: no panel shows one; on again: back. */
  ludus_test_flip_preference ("Show Projected Scores", FALSE);
  g_assert_false (g_settings_get_boolean (settings, "show-projections"));
  hidden = visible_projections (window);
  g_assert_cmpuint (hidden->len, ==, 0);
  ludus_test_flip_preference ("Show Projected Scores", TRUE);
  g_ptr_array_unref (shown);
  shown = visible_projections (window);
  g_assert_cmpuint (shown->len, ==, ludus_game_get_n_players (game));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

static GtkWindow *
setup_game (LudusWindow *window,
            const char  *game_id)
{
  g_autoptr(LudusGame) game = new_game_midway (game_id);

  g_settings_set_boolean (ludus_application_get_settings (ludus_test_get_application ()),
                          "show-projections", TRUE);
  g_autoptr(GPtrArray) shown = NULL;
  GtkWidget *scrolled;

  ludus_window_play (window, game);
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 20);

  /* A small window scrolls the panels into view, as a player would. */
  shown = visible_projections (window);
  g_assert_cmpuint (shown->len, >, 0);
  scrolled = gtk_widget_get_ancestor (g_ptr_array_index (shown, 0), GTK_TYPE_SCROLLED_WINDOW);
  if (scrolled != NULL)
    {
      GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
      GtkWidget *panel = panel_of (g_ptr_array_index (shown, 0));
      double x, y;

      if (gtk_widget_translate_coordinates (panel, gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)),
                                            0, 0, &x, &y))
        gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + y - 40);
      ludus_test_wait_until_drawn (GTK_WIDGET (window), 10);
    }
  return NULL;
}

static GtkWindow *
setup_mykerinos (LudusWindow *window)
{
  return setup_game (window, "mykerinos");
}

static GtkWindow *
setup_medici (LudusWindow *window)
{
  return setup_game (window, "medici");
}

static GtkWindow *
setup_thebes (LudusWindow *window)
{
  return setup_game (window, "thebes");
}

int
main (int   argc,
      char *argv[])
{
  static const struct { const char *id; LudusScreenshotSetupFunc setup; } games[] = {
    { "mykerinos", setup_mykerinos },
    { "medici", setup_medici },
    { "thebes", setup_thebes },
  };

  ludus_test_init (&argc, &argv);

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *path = g_strdup_printf ("/projections/%s", games[i].id);
      g_autofree char *view = g_strdup_printf ("%s-projections", games[i].id);

      g_test_add_data_func (path, games[i].id, test_panels);
      ludus_test_add_screenshots_at (view, games[i].setup, 800, 600);
      ludus_test_add_screenshots_at (view, games[i].setup, 1920, 1080);
    }

  return g_test_run ();
}
