/* test-review.c: the game review in every game that has a view
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For each game: a short finished game played at random, reviewed from
 * the ranking, the menu or a saved file; the chart has a point a move with
 * chances in [0, 1] that end at who won; choosing a mistake, a point of
 * the chart or a line of the log shows the table after that move, read
 * only.  Cancel stops the analysis.  Screenshots of a Medici and a Mykerinos review.
 */

#define G_LOG_DOMAIN "test-review"

#include "config.h"

#include <glib/gstdio.h>

#include "ludus-board-view.h"
#include "ludus-game-ui.h"
#include "ludus-ranking-dialog.h"
#include "ludus-review-window.h"
#include "ludus-save.h"
#include "ludus-test-utils.h"

#define SEED 20261124

/* A game played to its end with random legal moves (quick, and with
 * mistakes to find), one move short of the end if @last_left.  The seats
 * are people's, so that no session plays on. */
static LudusGame *
finished_game (const char *game_id,
               gboolean    last_left)
{
  const LudusRules *rules = ludus_rules_lookup (game_id);
  g_autoptr(LudusContent) content = NULL;
  g_autoptr(LudusOptions) options = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED);
  LudusGame *game;

  content = ludus_content_new_default (rules, &error);
  g_assert_no_error (error);
  options = ludus_options_new (rules, rules->min_players);
  for (guint i = 0; i < options->n_seats; i++)
    ludus_options_set_seat (options, i, NULL, TRUE, LUDUS_AI_RANDOM);
  options->seed = SEED;
  game = ludus_game_new (content, options, &error);
  g_assert_no_error (error);
  for (;;)
    {
      guint n;
      const LudusMove *moves = ludus_game_get_legal_moves (game, &n);
      LudusMove move = moves[g_rand_int_range (rand, 0, n)];
      g_autofree void *after = g_memdup2 (ludus_game_get_state (game), rules->state_size);

      rules->apply (after, &move);
      if (last_left && rules->is_over (after))
        break;
      g_assert_true (ludus_game_apply_move (game, &move, &error));
      if (ludus_game_is_over (game))
        break;
    }
  return game;
}

static gboolean
review_done (gpointer data)
{
  return ludus_review_window_get_done (data);
}

static LudusGame *
board_game (LudusReviewWindow *review)
{
  GtkWidget *board = ludus_review_window_get_board (review);

  g_assert_nonnull (board);
  g_assert_true (ludus_board_view_get_read_only (LUDUS_BOARD_VIEW (board)));
  g_assert_false (ludus_board_view_human_to_play (LUDUS_BOARD_VIEW (board)));
  g_assert_null (ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (board)));
  return ludus_board_view_get_game (LUDUS_BOARD_VIEW (board));
}

/* The table shows the position after @move, the log is there too. */
static void
assert_shows_move (LudusReviewWindow *review,
                   LudusGame         *game,
                   int                move)
{
  LudusGame *shown;
  GtkListBoxRow *row;

  ludus_test_iterate ();
  shown = board_game (review);
  g_assert_cmpuint (ludus_game_get_n_moves (shown), ==, move + 1);
  for (int i = 0; i <= move; i++)
    g_assert_true (ludus_move_equal (ludus_game_get_move (shown, i), ludus_game_get_move (game, i)));
  g_assert_cmpint (ludus_review_chart_get_selected (ludus_review_window_get_chart (review)), ==, move);
  row = gtk_list_box_get_selected_row (ludus_review_window_get_log_list (review));
  g_assert_nonnull (row);
  g_assert_cmpint (ludus_review_window_get_row_move (row), ==, move);
}

static void
check_review (LudusReviewWindow *review,
              LudusGame         *game)
{
  LudusReviewChart *chart = ludus_review_window_get_chart (review);
  guint n_players = ludus_game_get_n_players (game);
  guint n_moves = ludus_game_get_n_moves (game);
  guint32 winners = ludus_game_get_winners (game);
  GtkListBox *mistakes = ludus_review_window_get_mistake_list (review);
  GtkListBoxRow *row;
  GtkWidget *board;
  int move;

  ludus_test_wait_until (review_done, review);
  g_assert_null (ludus_review_window_get_board (review));
  ludus_test_assert_controls_named (GTK_WIDGET (review));

  /* A point a move, chances in [0, 1], the last one who won. */
  g_assert_cmpuint (ludus_review_chart_get_n_points (chart), ==, n_moves);
  for (guint i = 0; i < n_moves; i++)
    for (guint p = 0; p < n_players; p++)
      {
        double value = ludus_review_chart_get_value (chart, i, p);

        g_assert_cmpfloat (value, >=, 0.0);
        g_assert_cmpfloat (value, <=, 1.0);
      }
  for (guint p = 0; p < n_players; p++)
    g_assert_cmpfloat (ludus_review_chart_get_value (chart, n_moves - 1, p), ==,
                       (winners & (1u << p)) ? 1.0 : 0.0);

  /* Random players lose much: the worst moves are listed, at most five,
   * in the order played; choosing one shows the table after it. */
  row = gtk_list_box_get_row_at_index (mistakes, 0);
  g_assert_nonnull (row);
  g_assert_null (gtk_list_box_get_row_at_index (mistakes, 5));
  for (int i = 1; gtk_list_box_get_row_at_index (mistakes, i) != NULL; i++)
    g_assert_cmpint (ludus_review_window_get_row_move (gtk_list_box_get_row_at_index (mistakes, i - 1)), <,
                     ludus_review_window_get_row_move (gtk_list_box_get_row_at_index (mistakes, i)));
  move = ludus_review_window_get_row_move (row);
  g_assert_cmpint (move, >=, 0);
  g_assert_cmpint (move, <, (int) n_moves);
  g_assert_true (gtk_widget_activate (GTK_WIDGET (row)));
  assert_shows_move (review, game, move);
  g_assert_true (gtk_list_box_get_selected_row (mistakes) == row);
  /* One board from position to position, back and on: it persists. */
  board = ludus_review_window_get_board (review);

  /* A click on the chart's first point, and the keyboard. */
  ludus_review_chart_select_at (chart, ludus_review_chart_get_point_x (chart, 0));
  assert_shows_move (review, game, 0);
  /* The mistakes list follows: the move's row, or none. */
  row = gtk_list_box_get_selected_row (mistakes);
  g_assert_true (row == NULL || ludus_review_window_get_row_move (row) == 0);
  ludus_review_chart_select_at (chart, ludus_review_chart_get_point_x (chart, n_moves - 1) + 3);
  assert_shows_move (review, game, n_moves - 1);
  g_assert_true (ludus_game_is_over (board_game (review)));
  g_assert_true (ludus_review_window_get_board (review) == board);

  /* A line of the log. */
  row = gtk_list_box_get_row_at_index (ludus_review_window_get_log_list (review), 0);
  g_assert_true (gtk_widget_activate (GTK_WIDGET (row)));
  assert_shows_move (review, game, 0);
}

/* Reviewed from the final ranking: Review Game. */
static void
test_review_from_ranking (gconstpointer data)
{
  const char *game_id = data;
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = finished_game (game_id, TRUE);
  GtkWindow *ranking;
  GtkWidget *view;
  LudusReviewWindow *review;
  guint n;
  const LudusMove *moves;

  view = ludus_window_play (window, game);
  ludus_test_iterate ();
  /* The last move (or more, if the first legal one does not end the
   * game), as a person would play it. */
  while (!ludus_game_is_over (game))
    {
      moves = ludus_game_get_legal_moves (game, &n);
      g_assert_true (ludus_game_apply_move (game, &moves[0], NULL));
    }
  /* The last sheet (a day's, a season's) comes before the ranking. */
  while (!ludus_test_ranking_shown (NULL))
    {
      ludus_test_wait_until (ludus_test_needs_players, window);
      ludus_board_view_close_sheet (LUDUS_BOARD_VIEW (view));
    }
  ranking = ludus_test_find_ranking ();
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (ranking), LUDUS_RANKING_RESPONSE_REVIEW);
  ludus_test_iterate ();
  review = LUDUS_REVIEW_WINDOW (ludus_test_find_window (LUDUS_TYPE_REVIEW_WINDOW));
  g_assert_nonnull (review);
  check_review (review, game);

  gtk_window_destroy (GTK_WINDOW (review));
  ludus_window_show_library (window);
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

/* Reviewed from a saved file, and from the menu for the game on screen. */
static void
test_review_file (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = finished_game ("medici", FALSE);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "review.ludus", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  LudusReviewWindow *review;

  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (window), "win.review", NULL) &&
                  ludus_test_find_window (LUDUS_TYPE_REVIEW_WINDOW) != NULL);
  g_assert_true (ludus_save_write (game, file, NULL, &error));
  g_assert_no_error (error);
  review = ludus_window_review_file (window, file);
  g_assert_nonnull (review);
  check_review (review, game);
  gtk_window_destroy (GTK_WINDOW (review));
  g_remove (path);

  ludus_window_play (window, game);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.review", NULL));
  review = LUDUS_REVIEW_WINDOW (ludus_test_find_window (LUDUS_TYPE_REVIEW_WINDOW));
  g_assert_nonnull (review);
  check_review (review, game);
  gtk_window_destroy (GTK_WINDOW (review));

  ludus_window_show_library (window);
  ludus_test_destroy_window (GTK_WINDOW (window));
}

static GtkWidget *
find_button (GtkWidget  *widget,
             const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_null (gpointer data)
{
  return *(gpointer *) data == NULL;
}

/* Cancel, while the moves are weighed, closes the review; nothing more
 * comes of the analysis. */
static void
test_review_cancel (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = finished_game ("mykerinos", FALSE);
  LudusReviewWindow *review = ludus_review_window_new (GTK_WINDOW (window), game);
  GtkWidget *cancel;

  gtk_window_present (GTK_WINDOW (review));
  ludus_test_wait_for_frames (GTK_WIDGET (review), 2);
  g_assert_false (ludus_review_window_get_done (review));
  cancel = find_button (GTK_WIDGET (review), "_Cancel");
  g_assert_nonnull (cancel);
  g_assert_true (gtk_widget_is_drawable (cancel));
  g_assert_true (ludus_review_window_get_weighing (review));
  g_object_add_weak_pointer (G_OBJECT (review), (gpointer *) &review);
  g_object_ref (review);
  g_signal_emit_by_name (cancel, "clicked");
  /* The worker is told at once, not when it is done with every move. */
  g_assert_false (ludus_review_window_get_weighing (review));
  g_object_unref (review);
  ludus_test_iterate ();
  g_assert_null (ludus_test_find_window (LUDUS_TYPE_REVIEW_WINDOW));
  /* The worker lets go of it as soon as its search sees the cancel. */
  ludus_test_wait_until (is_null, &review);
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* The analysis of finished_game (@game_id, FALSE), as the review window
 * runs it, made once per process: every screenshot of a review shows it. */
static const LudusAnalysis *
finished_game_analysis (const char *game_id)
{
  static GHashTable *analyses;
  LudusAnalysis *analysis;

  if (analyses == NULL)
    analyses = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                      (GDestroyNotify) ludus_analysis_free);
  analysis = g_hash_table_lookup (analyses, game_id);
  if (analysis == NULL)
    {
      g_autoptr(LudusGame) game = finished_game (game_id, FALSE);
      const LudusRules *rules = ludus_game_get_rules (game);
      g_autoptr(GError) error = NULL;
      LudusAiParams params;

      analysis = ludus_analysis_new (game, &error);
      g_assert_no_error (error);
      g_assert_true (ludus_analysis_params_for_level (rules, LUDUS_REVIEW_LEVEL, &params, &error));
      /* The cap the window applies (ludus_test_init()). */
      params.iterations = MIN (params.iterations,
                               (guint) g_ascii_strtoull (g_getenv ("LUDUS_TEST_REVIEW_ITERATIONS"), NULL, 10));
      g_assert_true (ludus_analysis_run (analysis, &params, ludus_game_get_options (game)->seed,
                                         NULL, NULL, NULL, &error));
      g_assert_no_error (error);
      g_hash_table_insert (analyses, g_strdup (game_id), analysis);
    }
  return analysis;
}

/* A review made from an analysis run before shows what the window's own
 * analysis shows: the same chances and the same mistakes. */
static void
test_review_analysed (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = finished_game ("medici", FALSE);
  LudusReviewWindow *weighed = ludus_review_window_new (GTK_WINDOW (window), game);
  LudusReviewWindow *analysed;
  LudusReviewChart *chart, *analysed_chart;

  analysed = ludus_review_window_new_analysed (GTK_WINDOW (window), game,
                                               finished_game_analysis ("medici"));
  g_assert_true (ludus_review_window_get_done (analysed));
  ludus_test_wait_until (review_done, weighed);
  chart = ludus_review_window_get_chart (weighed);
  analysed_chart = ludus_review_window_get_chart (analysed);
  g_assert_cmpuint (ludus_review_chart_get_n_points (analysed_chart), ==,
                    ludus_review_chart_get_n_points (chart));
  for (guint i = 0; i < ludus_review_chart_get_n_points (chart); i++)
    for (guint p = 0; p < ludus_game_get_n_players (game); p++)
      g_assert_cmpfloat (ludus_review_chart_get_value (analysed_chart, i, p), ==,
                         ludus_review_chart_get_value (chart, i, p));
  /* The same mistakes, in the same order, no more. */
  for (int i = 0;; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (ludus_review_window_get_mistake_list (weighed), i);
      GtkListBoxRow *analysed_row = gtk_list_box_get_row_at_index (ludus_review_window_get_mistake_list (analysed), i);

      g_assert_true ((row == NULL) == (analysed_row == NULL));
      if (row == NULL)
        break;
      g_assert_cmpint (ludus_review_window_get_row_move (analysed_row), ==,
                       ludus_review_window_get_row_move (row));
    }
  check_review (analysed, game);

  gtk_window_destroy (GTK_WINDOW (analysed));
  gtk_window_destroy (GTK_WINDOW (weighed));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* A review with the first mistake chosen. */
static GtkWindow *
setup_review_of (LudusWindow *window,
                 const char  *game_id)
{
  g_autoptr(LudusGame) game = finished_game (game_id, FALSE);
  LudusReviewWindow *review = ludus_review_window_new_analysed (GTK_WINDOW (window), game,
                                                                finished_game_analysis (game_id));
  GtkListBoxRow *row;

  gtk_window_present (GTK_WINDOW (review));
  g_assert_true (ludus_review_window_get_done (review));
  row = gtk_list_box_get_row_at_index (ludus_review_window_get_mistake_list (review), 0);
  gtk_widget_activate (GTK_WIDGET (row));
  ludus_test_wait_until_drawn (GTK_WIDGET (review), 10);
  return GTK_WINDOW (review);
}

static GtkWindow *
setup_review_medici (LudusWindow *window)
{
  return setup_review_of (window, "medici");
}

static GtkWindow *
setup_review_mykerinos (LudusWindow *window)
{
  return setup_review_of (window, "mykerinos");
}

static GtkWindow *
setup_review_thebes (LudusWindow *window)
{
  return setup_review_of (window, "thebes");
}

/* The review on an 800×600 screen: the board fits, nothing is cut. */
static GtkWindow *
setup_review_small (LudusWindow *window)
{
  GtkWindow *review = setup_review_of (window, "mykerinos");

  gtk_window_set_default_size (review, 800, 600);
  ludus_test_wait_for_frames (GTK_WIDGET (review), 10);
  return review;
}

/* At 800 × 600 the review's board fits beside its lists: the position
 * scrolls up and down, never sideways, in every game. */
static void
test_review_small (gconstpointer data)
{
  const char *game_id = data;
  LudusWindow *window = ludus_test_new_window ();
  GtkWindow *review = setup_review_of (window, game_id);
  GtkWidget *board, *scroller;
  GtkAdjustment *h;

  gtk_window_set_default_size (review, 800, 600);
  ludus_test_wait_for_frames (GTK_WIDGET (review), 10);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (review)), <=, 800);
  board = ludus_test_find_widget (GTK_WIDGET (review), LUDUS_TYPE_BOARD_VIEW);
  g_assert_nonnull (board);
  scroller = gtk_widget_get_ancestor (board, GTK_TYPE_SCROLLED_WINDOW);
  h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_assert_cmpfloat (gtk_adjustment_get_upper (h), <=, gtk_adjustment_get_page_size (h) + 0.5);

  ludus_test_destroy_window (review);
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* The first mistake shows whole, however few there are: its list is at
 * least as high as the row, or as high as it may be. */
static void
test_mistake_whole (gconstpointer data)
{
  LudusWindow *window = ludus_test_new_window ();
  GtkWindow *review = setup_review_of (window, data);
  GtkListBox *list = ludus_review_window_get_mistake_list (LUDUS_REVIEW_WINDOW (review));
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (list), GTK_TYPE_SCROLLED_WINDOW);
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, 0);
  int row_height;

  g_assert_nonnull (row);
  gtk_widget_measure (GTK_WIDGET (row), GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (GTK_WIDGET (row)),
                      NULL, &row_height, NULL, NULL);
  g_test_message ("row %d px high, its list %d px", row_height, gtk_widget_get_height (scroller));
  g_assert_cmpint (gtk_widget_get_height (scroller), >=,
                   MIN (row_height, gtk_scrolled_window_get_max_content_height (GTK_SCROLLED_WINDOW (scroller))));

  ludus_test_destroy_window (review);
  ludus_test_destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  const LudusGameUi * const *games;
  guint n_games;

  ludus_test_init (&argc, &argv);
  g_settings_set_string (ludus_application_get_settings (ludus_test_get_application ()),
                         "computer-speed", "instant");

  games = ludus_game_ui_get_all (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *path = g_strdup_printf ("/review/ranking/%s", games[i]->game_id);

      g_test_add_data_func (path, games[i]->game_id, test_review_from_ranking);
      g_free (path);
      path = g_strdup_printf ("/review/800x600/%s", games[i]->game_id);
      g_test_add_data_func (path, games[i]->game_id, test_review_small);
      g_free (path);
      path = g_strdup_printf ("/review/mistake-whole/%s", games[i]->game_id);
      g_test_add_data_func (path, games[i]->game_id, test_mistake_whole);
    }
  g_test_add_func ("/review/file-and-menu", test_review_file);
  g_test_add_func ("/review/cancel", test_review_cancel);
  g_test_add_func ("/review/analysed", test_review_analysed);
  ludus_test_add_screenshots ("review-medici", setup_review_medici);
  ludus_test_add_screenshots ("review-mykerinos", setup_review_mykerinos);
  ludus_test_add_screenshots ("review-thebes", setup_review_thebes);
  ludus_test_add_screenshots_at ("review-mykerinos", setup_review_small, 800, 600);

  return g_test_run ();
}
