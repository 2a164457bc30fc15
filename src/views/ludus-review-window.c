/* ludus-review-window.c: the review of a game: win chances, mistakes, positions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The computer weighs every move of the game in a worker
 * (ludus_analysis_run_async) while a progress bar fills; Cancel stops it
 * and closes the window.  Then a chart shows every player's win chance
 * after each move, the moves that lost the most are listed with the move
 * the computer preferred, and choosing a point, a mistake or a line of the
 * log shows the table after that move: the game's own board view, read
 * only, made once on a copy of the game that moves from position to
 * position (undone back, played on), so the pieces move as in play.
 */

#define G_LOG_DOMAIN "ludus-review-window"

#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "ludus-accessible.h"
#include "ludus-analysis.h"
#include "ludus-board-view.h"
#include "ludus-game-ui.h"
#include "ludus-player-colours.h"
#include "ludus-review-window.h"

/* At most this many moves are listed as those that lost the most, and
 * only those that lost at least MIN_LOSS of their player's win chance. */
#define MAX_MISTAKES 5
#define MIN_LOSS     0.05

struct _LudusReviewWindow
{
  AdwWindow          parent_instance;

  LudusGame         *game;         /* every move replayed: names and log */
  LudusGame         *position;     /* the copy the board shows, at the position shown */
  LudusAnalysis     *analysis;     /* the worker's until done */
  GCancellable      *cancellable;
  gboolean           done;
  int                shown;        /* the move whose position is shown, or -1 */

  AdwWindowTitle    *window_title;
  GtkStack          *stack;
  GtkProgressBar    *progress_bar;
  AdwStatusPage     *error_page;
  LudusReviewChart  *chart;
  AdwBin            *board_bin;
  GtkScrolledWindow *mistake_scroller;
  GtkListBox        *mistake_list;
  GtkListBox        *log_list;
};

G_DEFINE_FINAL_TYPE (LudusReviewWindow, ludus_review_window, ADW_TYPE_WINDOW)

#define ROW_MOVE_KEY "ludus-review-move"

/* game after its first n_moves moves, as a new game: the board view of a
 * position never follows the game it came from. */
static LudusGame *
replay (LudusGame *game,
        guint      n_moves)
{
  g_autoptr(LudusGame) copy = NULL;
  g_autoptr(GError) error = NULL;

  copy = ludus_game_new (ludus_game_get_content (game), ludus_game_get_options (game), &error);
  for (guint i = 0; copy != NULL && i < n_moves; i++)
    if (!ludus_game_apply_move (copy, ludus_game_get_move (game, i), &error))
      g_clear_object (&copy);
  if (copy == NULL)
    /* The game was played with these very moves: a bug if it fails. */
    g_critical ("Cannot replay a reviewed game: %s", error->message);
  return g_steal_pointer (&copy);
}

static guint
player_colour (LudusGame *game,
               guint      player)
{
  const LudusOptions *options = ludus_game_get_options (game);

  return MIN (player < options->n_seats ? options->seats[player].colour : player,
              LUDUS_N_PLAYER_COLOURS - 1);
}

static void
progress_cb (guint    done,
             guint    total,
             gpointer user_data)
{
  LudusReviewWindow *self = user_data;
  /* Translators: the progress of a game review, "12 of 57 positions" */
  g_autofree char *text = g_strdup_printf (ngettext ("%u of %u position", "%u of %u positions", total),
                                           done, total);

  gtk_progress_bar_set_fraction (self->progress_bar, total > 0 ? (double) done / total : 1.0);
  gtk_progress_bar_set_text (self->progress_bar, text);
}

static void
select_row_of_move (GtkListBox *list,
                    int         move)
{
  GtkListBoxRow *found = NULL;

  for (int i = 0;; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, i);

      if (row == NULL)
        break;
      if (ludus_review_window_get_row_move (row) == move && gtk_list_box_row_get_selectable (row))
        {
          found = row;
          break;
        }
    }
  if (found != NULL)
    gtk_list_box_select_row (list, found);
  else
    gtk_list_box_unselect_all (list);
}

static gboolean
scroll_to_selected_cb (GtkWidget     *widget,
                       GdkFrameClock *clock,
                       gpointer       user_data)
{
  GtkListBox *list = GTK_LIST_BOX (widget);
  GtkListBoxRow *row = gtk_list_box_get_selected_row (list);
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment = scroller != NULL ? gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller))
                                               : NULL;
  graphene_rect_t bounds;

  if (row != NULL && adjustment != NULL &&
      gtk_widget_compute_bounds (GTK_WIDGET (row), widget, &bounds))
    gtk_adjustment_clamp_page (adjustment, bounds.origin.y, bounds.origin.y + bounds.size.height);
  return G_SOURCE_REMOVE;
}

/* The log as it stood after move: later moves dimmed. */
static void
update_log (LudusReviewWindow *self,
            int                move)
{
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->log_list, i)) != NULL; i++)
    {
      if (ludus_review_window_get_row_move (row) > move)
        gtk_widget_add_css_class (GTK_WIDGET (row), "dim-label");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (row), "dim-label");
    }
  select_row_of_move (self->log_list, move);
  /* Scrolled to once the new board has had its layout. */
  gtk_widget_add_tick_callback (GTK_WIDGET (self->log_list), scroll_to_selected_cb, NULL, NULL);
}

/* A copy of game before its first move, in practice mode: undo takes
 * back any move, so the board steps back as well as on. */
static LudusGame *
new_position (LudusGame *game)
{
  g_autoptr(LudusOptions) options = ludus_options_copy (ludus_game_get_options (game));
  g_autoptr(GError) error = NULL;
  LudusGame *position;

  options->practice = TRUE;
  position = ludus_game_new (ludus_game_get_content (game), options, &error);
  if (position == NULL)
    g_critical ("Cannot replay a reviewed game: %s", error->message);
  return position;
}

/* Takes the position one move towards n_moves. */
static gboolean
step_position (LudusReviewWindow *self,
               guint              n_moves)
{
  guint at = ludus_game_get_n_moves (self->position);
  g_autoptr(GError) error = NULL;

  if (at > n_moves && !ludus_game_undo (self->position))
    {
      g_critical ("Cannot undo a move of a practice game");
      return FALSE;
    }
  if (at < n_moves && !ludus_game_apply_move (self->position, ludus_game_get_move (self->game, at), &error))
    {
      /* The game was played with these very moves: a bug if it fails. */
      g_critical ("Cannot replay a reviewed game: %s", error->message);
      return FALSE;
    }
  return TRUE;
}

/* Brings the position to after the game's first n_moves moves.  The board
 * follows the last step only: redrawing the table at every move of a long
 * jump would take seconds. */
static void
move_position (LudusReviewWindow *self,
               guint              n_moves)
{
  GtkWidget *board = ludus_review_window_get_board (self);
  gboolean ok = TRUE;

  if (board != NULL)
    g_signal_handlers_block_matched (self->position, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, board);
  while (ok && ludus_game_get_n_moves (self->position) + 1 < n_moves)
    ok = step_position (self, n_moves - 1);
  while (ok && ludus_game_get_n_moves (self->position) > n_moves + 1)
    ok = step_position (self, n_moves + 1);
  if (board != NULL)
    g_signal_handlers_unblock_matched (self->position, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, board);
  if (ok)
    step_position (self, n_moves);
}

/* The table after move, read only. */
static void
show_move (LudusReviewWindow *self,
           int                move)
{
  const LudusGameUi *ui = ludus_game_ui_lookup (ludus_game_get_rules (self->game)->id);

  if (move < 0 || move == self->shown)
    return;
  self->shown = move;
  update_log (self, move);
  select_row_of_move (self->mistake_list, move);
  if (ui == NULL)
    return;
  if (self->position == NULL)
    {
      if ((self->position = new_position (self->game)) == NULL)
        return;
      move_position (self, move + 1);
      adw_bin_set_child (self->board_bin, g_object_new (ui->view_type (),
                                                        "game", self->position,
                                                        "read-only", TRUE,
                                                        NULL));
      return;
    }
  move_position (self, move + 1);
}

static void
selected_changed_cb (LudusReviewWindow *self)
{
  show_move (self, ludus_review_chart_get_selected (self->chart));
}

static void
row_activated_cb (LudusReviewWindow *self,
                  GtkListBoxRow     *row)
{
  int move = ludus_review_window_get_row_move (row);

  if (move >= 0)
    ludus_review_chart_set_selected (self->chart, move);
}

static void
cancel_clicked_cb (LudusReviewWindow *self)
{
  gtk_window_close (GTK_WINDOW (self));
}

static GtkWidget *
new_log_row (const char *text,
             int         move,
             gboolean    consequence)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "log-entry");
  if (consequence)
    gtk_widget_add_css_class (label, "consequence");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  g_object_set_data (G_OBJECT (row), ROW_MOVE_KEY, GINT_TO_POINTER (move + 1));
  /* Only a move's own line leads to its position. */
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), !consequence);
  gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (row), !consequence);
  return row;
}

static void
fill_log (LudusReviewWindow *self)
{
  for (guint i = 0; i < ludus_game_get_n_moves (self->game); i++)
    {
      const char * const *lines = ludus_game_get_log_lines (self->game, i);

      gtk_list_box_append (self->log_list, new_log_row (ludus_game_get_log_entry (self->game, i), i, FALSE));
      for (guint l = 1; lines != NULL && lines[0] != NULL && lines[l] != NULL; l++)
        gtk_list_box_append (self->log_list, new_log_row (lines[l], i, TRUE));
    }
}

static int
compare_loss (const void *a,
              const void *b,
              void       *user_data)
{
  const LudusAnalysis *analysis = user_data;
  double la = ludus_analysis_move_get_loss (&analysis->moves[*(const guint *) a]);
  double lb = ludus_analysis_move_get_loss (&analysis->moves[*(const guint *) b]);

  return la > lb ? -1 : la < lb ? 1 : (int) *(const guint *) a - (int) *(const guint *) b;
}

static int
compare_index (const void *a,
               const void *b)
{
  return (int) *(const guint *) a - (int) *(const guint *) b;
}

static GtkWidget *
new_mistake_row (LudusReviewWindow *self,
                 guint              number,
                 guint              move)
{
  const LudusAnalysisMove *entry = &self->analysis->moves[move];
  g_autoptr(LudusGame) before = replay (self->game, move);
  g_autofree char *preferred = NULL;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  GtkWidget *row = adw_action_row_new ();

  preferred = before != NULL ? ludus_analysis_describe_choice (before, ludus_game_get_state (before), &entry->best)
                             : g_strdup ("");
  /* Translators: a move that lost much in a game review: "1. Move 12: Anna took Fur 3" */
  title = g_strdup_printf (_("%u. Move %u: %s"), number, move + 1, ludus_game_get_log_entry (self->game, move));
  /* Translators: under a move that lost much: "Anna lost 25% of her chance to win; the
   * computer preferred “Anna revealed the top card”" */
  subtitle = g_strdup_printf (_("%s lost %d%% of the chance to win; the computer preferred “%s”"),
                              ludus_game_get_player_name (self->game, entry->player),
                              (int) (ludus_analysis_move_get_loss (entry) * 100 + 0.5), preferred);
  /* Names and moves are plain text, never markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data (G_OBJECT (row), ROW_MOVE_KEY, GINT_TO_POINTER (move + 1));
  return row;
}

/* At least the first mistake whole.  A scrolled window asks its child's
 * height without a width, which for rows of wrapped text is one line
 * each, so the row's height is asked here for the column's narrowest
 * width, where it is tallest; the list may still grow to its most, and
 * shrink to this row in a small window. */
static void
show_first_mistake_whole (LudusReviewWindow *self)
{
  GtkWidget *column = gtk_widget_get_parent (GTK_WIDGET (self->mistake_scroller));
  GtkListBoxRow *first = gtk_list_box_get_row_at_index (self->mistake_list, 0);
  int width, height;

  if (first == NULL)
    return;
  gtk_widget_get_size_request (column, &width, NULL);
  gtk_widget_measure (GTK_WIDGET (first), GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
  gtk_scrolled_window_set_min_content_height (self->mistake_scroller,
                                              MIN (height, gtk_scrolled_window_get_max_content_height (self->mistake_scroller)));
}

/* The moves that lost the most (never a forced one), in the order played,
 * numbered as on the chart. */
static void
fill_mistakes (LudusReviewWindow *self)
{
  const LudusAnalysis *analysis = self->analysis;
  g_autofree guint *order = g_new (guint, MAX (analysis->n_moves, 1));
  guint n = 0;

  for (guint i = 0; i < analysis->n_moves; i++)
    if (analysis->moves[i].n_legal > 1 && ludus_analysis_move_get_loss (&analysis->moves[i]) >= MIN_LOSS)
      order[n++] = i;
  g_qsort_with_data (order, n, sizeof (guint), compare_loss, (gpointer) analysis);
  n = MIN (n, MAX_MISTAKES);
  qsort (order, n, sizeof (guint), compare_index);
  for (guint m = 0; m < n; m++)
    {
      gtk_list_box_append (self->mistake_list, new_mistake_row (self, m + 1, order[m]));
      ludus_review_chart_add_mark (self->chart, order[m], analysis->moves[order[m]].player);
    }
  show_first_mistake_whole (self);
}

/* The chances after each move; at the end of a finished game, who won. */
static void
fill_chart (LudusReviewWindow *self)
{
  const LudusAnalysis *analysis = self->analysis;
  guint n_players = analysis->n_players;
  g_autofree double *values = g_new0 (double, MAX (analysis->n_moves * n_players, 1));
  const char *names[LUDUS_MAX_PLAYERS];
  guint colours[LUDUS_MAX_PLAYERS];

  for (guint p = 0; p < n_players; p++)
    {
      names[p] = ludus_game_get_player_name (self->game, p);
      colours[p] = player_colour (self->game, p);
    }
  for (guint i = 0; i < analysis->n_moves; i++)
    for (guint p = 0; p < n_players; p++)
      values[i * n_players + p] = (i + 1 == analysis->n_moves && analysis->over)
                                  ? analysis->final_chances[p]
                                  : CLAMP (analysis->moves[i].chances[p], 0.0, 1.0);
  ludus_review_chart_set_data (self->chart, n_players, names, colours, analysis->n_moves, values);
}

/* The chart, the mistakes and the log of the analysis, run. */
static void
show_review (LudusReviewWindow *self)
{
  fill_chart (self);
  fill_mistakes (self);
  fill_log (self);
  self->done = TRUE;
  gtk_stack_set_visible_child_name (self->stack, "review");
  gtk_widget_grab_focus (GTK_WIDGET (self->chart));
}


/* The status page's description is markup; a message may quote a file. */
static void
show_error (LudusReviewWindow *self,
            const char        *message)
{
  g_autofree char *escaped = message != NULL ? g_markup_escape_text (message, -1) : NULL;

  adw_status_page_set_description (self->error_page, escaped);
  gtk_stack_set_visible_child_name (self->stack, "error");
}

static void
analysis_ready_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(LudusReviewWindow) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!ludus_analysis_run_finish (self->analysis, result, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          show_error (self, error->message);
        }
      return;
    }
  g_clear_object (&self->cancellable);
  show_review (self);
}

/* The ui tests weigh whole games in many windows: LUDUS_TEST_REVIEW_ITERATIONS
 * caps the search of each position (tests/ui/ludus-test-utils.c sets it). */
static void
apply_test_budget (LudusAiParams *params)
{
  const char *iterations = g_getenv ("LUDUS_TEST_REVIEW_ITERATIONS");
  guint64 cap;

  if (iterations != NULL && g_ascii_string_to_unsigned (iterations, 10, 1, G_MAXUINT, &cap, NULL))
    params->iterations = MIN (params->iterations, (guint) cap);
}

static void
start (LudusReviewWindow   *self,
       LudusGame           *game,
       const LudusAnalysis *analysed)
{
  const LudusRules *rules = ludus_game_get_rules (game);
  g_autoptr(GError) error = NULL;
  LudusAiParams params;

  adw_window_title_set_subtitle (self->window_title, _(rules->name));
  self->game = replay (game, ludus_game_get_n_moves (game));
  if (self->game != NULL && analysed != NULL)
    {
      self->analysis = ludus_analysis_copy (analysed);
      show_review (self);
      return;
    }
  if (self->game == NULL ||
      (self->analysis = ludus_analysis_new (game, &error)) == NULL ||
      !ludus_analysis_params_for_level (rules, LUDUS_REVIEW_LEVEL, &params, &error))
    {
      show_error (self, error != NULL ? error->message : NULL);
      return;
    }
  apply_test_budget (&params);
  progress_cb (0, self->analysis->n_moves + 1, self);
  self->cancellable = g_cancellable_new ();
  /* The window stays alive until the worker is done with the analysis. */
  ludus_analysis_run_async (self->analysis, &params, ludus_game_get_options (game)->seed,
                            self->cancellable, progress_cb, self,
                            analysis_ready_cb, g_object_ref (self));
}

/* The worker holds the window until it returns, so dispose alone would
 * come only after the whole analysis: closing stops it at once. */
static gboolean
ludus_review_window_close_request (GtkWindow *window)
{
  LudusReviewWindow *self = LUDUS_REVIEW_WINDOW (window);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);

  return GTK_WINDOW_CLASS (ludus_review_window_parent_class)->close_request (window);
}

static void
ludus_review_window_dispose (GObject *object)
{
  LudusReviewWindow *self = LUDUS_REVIEW_WINDOW (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), LUDUS_TYPE_REVIEW_WINDOW);

  G_OBJECT_CLASS (ludus_review_window_parent_class)->dispose (object);
}

static void
ludus_review_window_finalize (GObject *object)
{
  LudusReviewWindow *self = LUDUS_REVIEW_WINDOW (object);

  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->analysis, ludus_analysis_free);
  g_clear_object (&self->position);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (ludus_review_window_parent_class)->finalize (object);
}

static void
ludus_review_window_class_init (LudusReviewWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = ludus_review_window_dispose;
  object_class->finalize = ludus_review_window_finalize;
  window_class->close_request = ludus_review_window_close_request;

  g_type_ensure (LUDUS_TYPE_REVIEW_CHART);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ludus-review-window.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusReviewWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, LudusReviewWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, LudusReviewWindow, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, LudusReviewWindow, error_page);
  gtk_widget_class_bind_template_child (widget_class, LudusReviewWindow, chart);
  gtk_widget_class_bind_template_child (widget_class, LudusReviewWindow, board_bin);
  gtk_widget_class_bind_template_child (widget_class, LudusReviewWindow, mistake_scroller);
  gtk_widget_class_bind_template_child (widget_class, LudusReviewWindow, mistake_list);
  gtk_widget_class_bind_template_child (widget_class, LudusReviewWindow, log_list);
  gtk_widget_class_bind_template_callback (widget_class, cancel_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ludus_review_window_init (LudusReviewWindow *self)
{
  self->shown = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  ludus_accessible_fix_mnemonics (GTK_WIDGET (self));
  g_signal_connect_object (self->chart, "notify::selected", G_CALLBACK (selected_changed_cb), self,
                           G_CONNECT_SWAPPED);
}

static LudusReviewWindow *
review_window_new (GtkWindow           *parent,
                   LudusGame           *game,
                   const LudusAnalysis *analysed)
{
  LudusReviewWindow *self = g_object_new (LUDUS_TYPE_REVIEW_WINDOW,
                                          "transient-for", parent,
                                          "application", gtk_window_get_application (parent),
                                          NULL);

  start (self, game, analysed);
  return self;
}

/**
 * ludus_review_window_new:
 * @parent: the main window
 * @game: the game to review, finished or not; its moves so far are
 *   copied, so it may go on
 *
 * Returns: (transfer none): the window, weighing the moves
 */
LudusReviewWindow *
ludus_review_window_new (GtkWindow *parent,
                         LudusGame *game)
{
  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (LUDUS_IS_GAME (game), NULL);

  return review_window_new (parent, game, NULL);
}

/**
 * ludus_review_window_new_analysed:
 * @parent: the main window
 * @game: the game to review
 * @analysis: @game's analysis, run (ludus_analysis_run) at
 *   %LUDUS_REVIEW_LEVEL with the game's seed; it is copied
 *
 * The review of @game without weighing its moves again: the tests review
 * one game in every language from one analysis.
 *
 * Returns: (transfer none): the window, done
 */
LudusReviewWindow *
ludus_review_window_new_analysed (GtkWindow           *parent,
                                  LudusGame           *game,
                                  const LudusAnalysis *analysis)
{
  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (LUDUS_IS_GAME (game), NULL);
  g_return_val_if_fail (analysis != NULL && analysis->n_moves == ludus_game_get_n_moves (game), NULL);

  return review_window_new (parent, game, analysis);
}

/* Whether the analysis is done and shown. */
gboolean
ludus_review_window_get_done (LudusReviewWindow *self)
{
  g_return_val_if_fail (LUDUS_IS_REVIEW_WINDOW (self), FALSE);

  return self->done;
}

/* Whether the analysis still runs: not done, failed or cancelled. */
gboolean
ludus_review_window_get_weighing (LudusReviewWindow *self)
{
  g_return_val_if_fail (LUDUS_IS_REVIEW_WINDOW (self), FALSE);

  return self->cancellable != NULL && !g_cancellable_is_cancelled (self->cancellable);
}

LudusReviewChart *
ludus_review_window_get_chart (LudusReviewWindow *self)
{
  g_return_val_if_fail (LUDUS_IS_REVIEW_WINDOW (self), NULL);

  return self->chart;
}

GtkListBox *
ludus_review_window_get_mistake_list (LudusReviewWindow *self)
{
  g_return_val_if_fail (LUDUS_IS_REVIEW_WINDOW (self), NULL);

  return self->mistake_list;
}

GtkListBox *
ludus_review_window_get_log_list (LudusReviewWindow *self)
{
  g_return_val_if_fail (LUDUS_IS_REVIEW_WINDOW (self), NULL);

  return self->log_list;
}

/* The move a row of the mistakes or the log leads to, or -1. */
int
ludus_review_window_get_row_move (GtkListBoxRow *row)
{
  g_return_val_if_fail (GTK_IS_LIST_BOX_ROW (row), -1);

  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), ROW_MOVE_KEY)) - 1;
}

/**
 * ludus_review_window_get_board:
 *
 * Returns: (transfer none) (nullable): the read-only board view of the
 *   position shown, or %NULL before a move is chosen
 */
GtkWidget *
ludus_review_window_get_board (LudusReviewWindow *self)
{
  GtkWidget *child;

  g_return_val_if_fail (LUDUS_IS_REVIEW_WINDOW (self), NULL);

  child = adw_bin_get_child (self->board_bin);
  return LUDUS_IS_BOARD_VIEW (child) ? child : NULL;
}
