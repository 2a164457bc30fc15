/* test-hint.c: win.hint in every game that has a view
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For each game: start a game of people only, ask for a hint, wait for
 * the search; the view shows a legal move with a highlighted piece, the
 * toast gives the reason, and the save says hints were used.  A move
 * clears the hint.  Screenshots of a hint on the Medici table.
 */

#define G_LOG_DOMAIN "test-hint"

#include "config.h"

#include <string.h>

#include "ludus-analysis.h"
#include "ludus-board-view.h"
#include "ludus-game-page.h"
#include "ludus-game-ui.h"
#include "ludus-save.h"
#include "ludus-test-utils.h"

#define SEED 20261124

static LudusGame *
new_game (const char *game_id)
{
  const LudusRules *rules = ludus_rules_lookup (game_id);
  guint n_seats = MAX (rules->min_players, 3);

  return ludus_test_new_game (game_id, n_seats, n_seats, NULL, SEED, FALSE);
}

static GtkWidget *
find_hint_button (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "win.hint") == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_hint_button (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static LudusGamePage *
find_game_page (GtkWidget *widget)
{
  if (LUDUS_IS_GAME_PAGE (widget))
    return LUDUS_GAME_PAGE (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      LudusGamePage *found = find_game_page (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The header bar's button follows the action. */
static gboolean
hint_enabled (LudusWindow *window)
{
  GtkWidget *button = find_hint_button (GTK_WIDGET (window));

  g_assert_nonnull (button);
  return gtk_widget_get_sensitive (button);
}

/* Asks for a hint and waits until the view shows it. */
static LudusBoardView *
show_hint (LudusWindow *window,
           GtkWidget   *view)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_TIME_SPAN_SECOND;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  while (ludus_board_view_get_hint (LUDUS_BOARD_VIEW (view)) == NULL)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  return LUDUS_BOARD_VIEW (view);
}

static gboolean
has_hint_mark (GtkWidget *widget)
{
  if (gtk_widget_has_css_class (widget, "hint"))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_hint_mark (child))
      return TRUE;
  return FALSE;
}

static void
test_hint (gconstpointer data)
{
  const char *game_id = data;
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (game_id);
  g_autoptr(JsonNode) before = NULL;
  g_autoptr(JsonNode) after = NULL;
  g_autoptr(GError) error = NULL;
  JsonObject *options;
  LudusGamePage *page;
  LudusBoardView *view;
  LudusMove hint;

  view = LUDUS_BOARD_VIEW (ludus_window_play (window, game));
  ludus_test_iterate ();
  before = ludus_save_to_json (game);
  options = json_object_get_object_member (json_node_get_object (before), "options");
  g_assert_false (json_object_has_member (options, "hints"));
  g_assert_true (hint_enabled (window));

  show_hint (window, GTK_WIDGET (view));
  hint = *ludus_board_view_get_hint (view);
  g_assert_true (ludus_game_is_legal (game, &hint));
  g_assert_true (has_hint_mark (GTK_WIDGET (view)));
  g_assert_true (hint_enabled (window));
  /* The reason, in words, with the win chance. */
  page = find_game_page (GTK_WIDGET (window));
  g_assert_nonnull (page);
  g_assert_nonnull (ludus_game_page_get_hint_text (page));
  g_assert_nonnull (strstr (ludus_game_page_get_hint_text (page), "% to win"));

  after = ludus_save_to_json (game);
  options = json_object_get_object_member (json_node_get_object (after), "options");
  g_assert_true (json_object_get_boolean_member (options, "hints"));

  /* Playing the move takes the hint and its marks away. */
  g_assert_true (ludus_game_apply_move (game, &hint, &error));
  g_assert_no_error (error);
  ludus_test_iterate ();
  g_assert_null (ludus_board_view_get_hint (view));
  g_assert_false (has_hint_mark (GTK_WIDGET (view)));
  g_assert_null (ludus_game_page_get_hint_text (page));

  ludus_test_destroy_window (GTK_WINDOW (window));
}

typedef struct
{
  GObject *window;
  int      before;  /* its references before the hint was asked for */
} HintRefs;

static gboolean
search_returned (gpointer data)
{
  HintRefs *refs = data;

  return g_atomic_int_get (&refs->window->ref_count) <= refs->before;
}

/* A hint started, then the game left: the search is cancelled and nothing
 * is shown. */
static void
test_hint_cancelled (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game ("medici");
  GtkWidget *view = ludus_window_play (window, game);

  HintRefs refs;

  g_object_ref (view);
  refs.window = G_OBJECT (window);
  refs.before = g_atomic_int_get (&refs.window->ref_count);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  g_assert_false (hint_enabled (window));
  ludus_window_show_library (window);
  /* The cancelled search gives the window back when its worker stops,
   * which on a loaded machine takes more than a few iterations. */
  ludus_test_wait_until (search_returned, &refs);
  g_assert_null (ludus_board_view_get_hint (LUDUS_BOARD_VIEW (view)));
  g_assert_false (hint_enabled (window));
  g_object_unref (view);
  ludus_test_destroy_window (GTK_WINDOW (window));
}

typedef struct
{
  GAsyncResult    *result;
  LudusAiAnalysis  analysis;
} CachedHint;

static void
hint_ready_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  CachedHint *hint = user_data;

  hint->result = g_object_ref (result);
}

static gboolean
hint_returned (gpointer data)
{
  CachedHint *hint = data;

  return hint->result != NULL;
}

/* The hard level's search behind a hint takes seconds, and every
 * screenshot set-up of a game is the same position: the search runs once
 * per game and process, as win.hint runs it (test_hint checks the action
 * itself), and each set-up shows its answer in its own language. */
static const LudusAiAnalysis *
hint_for (LudusGame *game)
{
  static GHashTable *hints;
  const char *game_id = ludus_game_get_rules (game)->id;
  g_autoptr(GError) error = NULL;
  CachedHint *hint;

  if (hints == NULL)
    hints = g_hash_table_new (g_str_hash, g_str_equal);
  hint = g_hash_table_lookup (hints, game_id);
  if (hint != NULL)
    return &hint->analysis;

  hint = g_new0 (CachedHint, 1);
  ludus_analysis_hint_async (game, LUDUS_AI_HARD, NULL, hint_ready_cb, hint);
  ludus_test_wait_until (hint_returned, hint);
  g_assert_true (ludus_analysis_hint_finish (game, hint->result, &hint->analysis, &error));
  g_assert_no_error (error);
  g_clear_object (&hint->result);
  g_hash_table_insert (hints, (gpointer) game_id, hint);
  return &hint->analysis;
}

/* A hint a few moves into a game (in Medici, cards in the market), shown
 * as the window shows the search's answer. */
static GtkWindow *
setup_hint_of (LudusWindow *window,
               const char  *game_id)
{
  g_autoptr(LudusGame) game = new_game (game_id);
  g_autofree char *reason = NULL;
  const LudusAiAnalysis *analysis;
  guint n_moves;
  const LudusMove *moves;
  GtkWidget *view;

  for (guint i = 0; i < 2; i++)
    {
      moves = ludus_game_get_legal_moves (game, &n_moves);
      g_assert_true (ludus_game_apply_move (game, &moves[0], NULL));
    }
  view = ludus_window_play (window, game);
  analysis = hint_for (game);
  ludus_game_mark_hints_used (game);
  ludus_board_view_show_hint (LUDUS_BOARD_VIEW (view), &analysis->chosen);
  reason = ludus_analysis_hint_describe (game, analysis);
  ludus_game_page_set_hint_text (find_game_page (GTK_WIDGET (window)), reason);
  g_assert_nonnull (ludus_board_view_get_hint (LUDUS_BOARD_VIEW (view)));
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
  return NULL;
}

static GtkWindow *
setup_hint_medici (LudusWindow *window)
{
  return setup_hint_of (window, "medici");
}

static GtkWindow *
setup_hint_mykerinos (LudusWindow *window)
{
  return setup_hint_of (window, "mykerinos");
}

static GtkWindow *
setup_hint_thebes (LudusWindow *window)
{
  return setup_hint_of (window, "thebes");
}

int
main (int   argc,
      char *argv[])
{
  const LudusGameUi * const *games;
  guint n_games;

  ludus_test_init (&argc, &argv);

  games = ludus_game_ui_get_all (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *path = g_strdup_printf ("/hint/%s", games[i]->game_id);

      g_test_add_data_func (path, games[i]->game_id, test_hint);
    }
  g_test_add_func ("/hint/cancelled", test_hint_cancelled);
  ludus_test_add_screenshots ("hint-medici", setup_hint_medici);
  ludus_test_add_screenshots ("hint-mykerinos", setup_hint_mykerinos);
  ludus_test_add_screenshots_at ("hint-mykerinos", setup_hint_mykerinos, 800, 600);
  ludus_test_add_screenshots_at ("hint-mykerinos", setup_hint_mykerinos, 1920, 1080);
  ludus_test_add_screenshots ("hint-thebes", setup_hint_thebes);

  return g_test_run ();
}
