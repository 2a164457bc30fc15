/* test-follow.c: following the table, through the widgets a person uses
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With "Pause After Each Computer Turn" on, the header bar's Continue
 * button waits after a computer's turn, the title saying who moves next;
 * the button and Space play on, and the board's prompt says so rather
 * than that a computer thinks, as it does while the coach of Learn to Play
 * waits for a step to be read.  In hot-seat play the
 * hand-over card covers the board when the turn passes to another person,
 * names them, lists what happened since their last turn, and goes with
 * "Start Turn".  "What Happened Since Your Turn" lists the others' moves.
 * The game log shows its last line in every frame as moves are made.
 */

#define G_LOG_DOMAIN "test-follow"

#include "config.h"

#include <string.h>

#include "ludus-game-page.h"
#include "ludus-hand-over.h"
#include "ludus-log-entry.h"
#include "ludus-recent-moves.h"
#include "ludus-board-view.h"
#include "ludus-tutorial.h"
#include "ludus-window.h"
#include "ludus-test-utils.h"

static const char * const names[] = { "Anna", "Béla", "Cecília", "Dávid" };

static LudusGamePage *
find_page (LudusWindow *window)
{
  GtkWidget *page = ludus_test_find_widget (GTK_WIDGET (window), LUDUS_TYPE_GAME_PAGE);

  g_assert_nonnull (page);
  return LUDUS_GAME_PAGE (page);
}

static LudusSession *
find_session (LudusWindow *window)
{
  return ludus_game_page_get_session (find_page (window));
}

/* Plays the current human seat's whole turn, through the model. */
static void
play_human_turn (LudusGame *game)
{
  guint seat = ludus_game_get_current_player (game);
  LudusRng rng;

  g_assert_false (ludus_game_current_seat_is_computer (game));
  ludus_rng_seed (&rng, ludus_game_get_n_moves (game) + 1);
  while (!ludus_game_is_over (game) && ludus_game_get_current_player (game) == seat)
    {
      const LudusRules *rules = ludus_game_get_rules (game);
      guint n_moves;
      const LudusMove *moves = ludus_game_get_legal_moves (game, &n_moves);
      LudusMove move = moves[rules->policy_move (ludus_game_get_state (game), moves, n_moves, &rng)];
      g_autoptr(GError) error = NULL;

      g_assert_true (ludus_game_apply_move (game, &move, &error));
      g_assert_no_error (error);
    }
}

static gboolean
paused_or_humans_turn (gpointer data)
{
  LudusSession *session = data;
  LudusGame *game = ludus_session_get_game (session);

  return ludus_session_get_paused (session) || ludus_game_is_over (game) ||
         !ludus_game_current_seat_is_computer (game);
}

static gboolean
not_paused (gpointer data)
{
  return !ludus_session_get_paused (data);
}

static gboolean
hand_over_hidden (gpointer data)
{
  return !gtk_widget_get_visible (data);
}

static gboolean
hand_over_shown (gpointer data)
{
  GtkWidget *card = ludus_test_find_widget (data, LUDUS_TYPE_HAND_OVER);

  return card != NULL && gtk_widget_get_visible (card);
}

static GtkWidget *
find_recent_button (GtkWidget *root)
{
  if (GTK_IS_MENU_BUTTON (root) &&
      g_strcmp0 (gtk_widget_get_tooltip_text (root), "What Happened Since Your Turn") == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_recent_button (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static guint
count_children (GtkWidget *widget)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n++;
  return n;
}

/* The log lines of the moves from @first on. */
static guint
count_log_lines (LudusGame *game,
                 guint      first)
{
  guint n = 0;

  for (guint i = first; i < ludus_game_get_n_moves (game); i++)
    n += g_strv_length ((char **) ludus_game_get_log_lines (game, i));
  return n;
}

/* Exactly the log rows of the moves from @since on are marked recent. */
static void
assert_recent_rows (LudusGamePage *page,
                    guint          since)
{
  LudusSession *session = ludus_game_page_get_session (page);
  GListModel *log = ludus_session_get_log (session);
  guint n_recent = 0;

  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(LudusLogEntry) entry = g_list_model_get_item (log, i);
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (ludus_game_page_get_log (page), i);
      gboolean recent = gtk_widget_has_css_class (gtk_list_box_row_get_child (row), "recent");

      g_assert_true (recent == (ludus_log_entry_get_move (entry) >= since));
      n_recent += recent;
    }
  g_assert_cmpuint (n_recent, ==, count_log_lines (ludus_session_get_game (session), since));
}

/* Whether a label under @root says anyone is thinking. */
static gboolean
says_thinking (GtkWidget *root)
{
  if (GTK_IS_LABEL (root) && strstr (gtk_label_get_text (GTK_LABEL (root)), "is thinking") != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (says_thinking (child))
      return TRUE;
  return FALSE;
}

static void
test_pause (gconstpointer data)
{
  const char *game_id = data;
  GSettings *settings = ludus_application_get_settings (ludus_test_get_application ());
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = ludus_test_new_game (game_id, 4, 1, names, 11, FALSE);
  LudusGamePage *page;
  LudusSession *session;
  GtkWidget *button;
  GtkShortcut *space;
  guint by_button = 0, by_space = 0;

  g_settings_set_string (settings, "computer-speed", "instant");
  g_settings_set_boolean (settings, "pause-after-computer", FALSE);
  ludus_test_flip_preference ("Pause After Each Computer Turn", TRUE);
  g_assert_true (g_settings_get_boolean (settings, "pause-after-computer"));

  ludus_window_play (window, game);
  page = find_page (window);
  session = find_session (window);
  g_assert_true (ludus_session_get_pause_after_computer (session));
  button = ludus_test_find_button (GTK_WIDGET (page), "game.play-on");
  g_assert_nonnull (button);
  space = ludus_test_find_shortcut (GTK_WIDGET (page), "space", NULL);
  g_assert_nonnull (space);

  /* Not paused: Space is the focused widget's. */
  g_assert_false (gtk_shortcut_action_activate (gtk_shortcut_get_action (space), 0,
                                                GTK_WIDGET (page), NULL));

  while (by_button < 1 || by_space < 1)
    {
      ludus_test_wait_until (paused_or_humans_turn, session);
      g_assert_false (ludus_game_is_over (game));
      if (!ludus_session_get_paused (session))
        {
          g_assert_false (gtk_widget_get_visible (button));
          play_human_turn (game);
          /* A human decision: until the computers answer, nothing is new. */
          assert_recent_rows (page, ludus_game_get_n_moves (game));
          continue;
        }

      /* The bar names who moves next, and waits; the board's prompt says
       * what it waits for: not the computer's thinking. */
      {
        const char *name = names[ludus_game_get_current_player (game)];
        g_autofree char *next = g_strdup_printf ("Paused: %s moves next", name);
        g_autofree char *prompt = g_strdup_printf ("%s plays next: press Continue or Space", name);
        guint n_moves = ludus_game_get_n_moves (game);

        g_assert_true (gtk_widget_get_visible (button));
        g_assert_nonnull (ludus_test_find_label (GTK_WIDGET (page), next));
        g_assert_nonnull (ludus_test_find_label (ludus_game_page_get_board (page), prompt));
        g_assert_false (says_thinking (GTK_WIDGET (page)));
        g_assert_true (gtk_widget_is_sensitive (button));
        /* The computers' moves since the person's stand out in the log. */
        assert_recent_rows (page, ludus_session_get_moves_since (session, -1));
        g_assert_cmpuint (ludus_session_get_moves_since (session, -1), <, n_moves);
        ludus_test_iterate ();
        g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves);
      }
      if (by_button == 0)
        {
          /* A button clicks a moment after its activation. */
          guint n_moves = ludus_game_get_n_moves (game);

          gtk_widget_activate (button);
          ludus_test_wait_until (not_paused, session);
          by_button++;
          /* Played on: the computer thinks, or has played already. */
          g_assert_true (says_thinking (ludus_game_page_get_board (page)) ||
                         ludus_game_get_n_moves (game) > n_moves);
        }
      else
        {
          g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (space), 0,
                                                       GTK_WIDGET (page), NULL));
          by_space++;
        }
      g_assert_false (ludus_session_get_paused (session));
    }

  g_settings_set_boolean (settings, "pause-after-computer", FALSE);
  g_settings_set_string (settings, "computer-speed", "normal");
  ludus_test_destroy_window (GTK_WINDOW (window));
}

static void
test_hand_over (void)
{
  GSettings *settings = ludus_application_get_settings (ludus_test_get_application ());
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = ludus_test_new_game ("medici", 3, 2, names, 5, FALSE);
  LudusGamePage *page;
  LudusSession *session;
  GtkWidget *card, *start, *recent;
  guint first_human, since;

  g_settings_set_string (settings, "computer-speed", "instant");
  g_settings_set_boolean (settings, "pause-after-computer", FALSE);
  g_settings_set_boolean (settings, "hand-over", TRUE);
  ludus_window_play (window, game);
  page = find_page (window);
  session = find_session (window);
  card = ludus_test_find_widget (GTK_WIDGET (page), LUDUS_TYPE_HAND_OVER);
  start = ludus_test_find_button (GTK_WIDGET (page), "game.take-turn");
  recent = find_recent_button (GTK_WIDGET (page));
  g_assert_nonnull (card);
  g_assert_nonnull (start);
  g_assert_nonnull (recent);

  /* Whoever starts has the screen: no card. */
  ludus_test_wait_until (paused_or_humans_turn, session);
  g_assert_false (gtk_widget_get_visible (card));
  first_human = ludus_game_get_current_player (game);

  /* Until the other person's turn comes. */
  play_human_turn (game);
  ludus_test_wait_until (hand_over_shown, page);
  {
    guint seat = ludus_game_get_current_player (game);
    g_autofree char *title = g_strdup_printf ("%s’s Turn", names[seat]);

    g_assert_cmpuint (seat, !=, first_human);
    g_assert_nonnull (ludus_test_find_label (card, title));
    g_assert_false (gtk_widget_is_sensitive (ludus_game_page_get_board (page)));
    since = ludus_session_get_moves_since (session, seat);
    g_assert_cmpuint (count_children (ludus_test_find_widget (card, LUDUS_TYPE_RECENT_MOVES)), ==,
                      count_log_lines (game, since));
    g_assert_nonnull (ludus_test_find_label (card, since > 0 ? "Since your last turn"
                                                             : "Since the game began"));
  }
  gtk_widget_activate (start);
  ludus_test_wait_until (hand_over_hidden, card);
  g_assert_true (gtk_widget_is_sensitive (ludus_game_page_get_board (page)));

  /* The second person plays; the computer answers; the first gets the
   * screen back, with the moves since their turn. */
  play_human_turn (game);
  ludus_test_wait_until (hand_over_shown, page);
  g_assert_cmpuint (ludus_game_get_current_player (game), ==, first_human);
  since = ludus_session_get_moves_since (session, first_human);
  g_assert_cmpuint (since, >, 0);
  g_assert_nonnull (ludus_test_find_label (card, "Since your last turn"));
  g_assert_cmpuint (count_children (ludus_test_find_widget (card, LUDUS_TYPE_RECENT_MOVES)), ==,
                    count_log_lines (game, since));
  gtk_widget_activate (start);
  ludus_test_wait_until (hand_over_hidden, card);

  /* What happened since the last human decision, one click away. */
  since = ludus_session_get_moves_since (session, -1);
  g_assert_true (gtk_widget_is_sensitive (recent) ==
                 (since < ludus_game_get_n_moves (game)));
  if (gtk_widget_is_sensitive (recent))
    {
      GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (recent));

      gtk_menu_button_popup (GTK_MENU_BUTTON (recent));
      ludus_test_iterate ();
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
      g_assert_cmpuint (count_children (ludus_test_find_widget (GTK_WIDGET (popover), LUDUS_TYPE_RECENT_MOVES)),
                        ==, count_log_lines (game, since));
      gtk_popover_popdown (popover);
    }

  /* Players who sit together turn it off. */
  play_human_turn (game);
  ludus_test_wait_until (hand_over_shown, page);
  ludus_test_flip_preference ("Hand Over Between Players", FALSE);
  g_assert_false (gtk_widget_get_visible (card));
  ludus_test_flip_preference ("Hand Over Between Players", TRUE);
  g_assert_true (gtk_widget_get_visible (card));

  g_settings_set_string (settings, "computer-speed", "normal");
  ludus_test_destroy_window (GTK_WINDOW (window));
}

static GtkWindow *
setup_hand_over (LudusWindow *window)
{
  GSettings *settings = ludus_application_get_settings (ludus_test_get_application ());
  g_autoptr(LudusGame) game = ludus_test_new_game ("medici", 3, 2, names, 5, FALSE);

  g_settings_set_string (settings, "computer-speed", "instant");
  g_settings_set_boolean (settings, "hand-over", TRUE);
  ludus_window_play (window, game);
  ludus_test_wait_until (paused_or_humans_turn, find_session (window));
  play_human_turn (game);
  ludus_test_wait_until (hand_over_shown, window);
  play_human_turn (game);
  ludus_test_wait_until (hand_over_shown, window);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 10);
  return NULL;
}

static GtkWindow *
setup_pause (LudusWindow *window)
{
  GSettings *settings = ludus_application_get_settings (ludus_test_get_application ());
  g_autoptr(LudusGame) game = ludus_test_new_game ("medici", 4, 1, names, 11, FALSE);
  LudusSession *session;

  g_settings_set_string (settings, "computer-speed", "instant");
  g_settings_set_boolean (settings, "pause-after-computer", TRUE);
  ludus_window_play (window, game);
  session = find_session (window);
  for (;;)
    {
      ludus_test_wait_until (paused_or_humans_turn, session);
      if (ludus_session_get_paused (session))
        break;
      play_human_turn (game);
    }
  ludus_test_wait_for_frames (GTK_WIDGET (window), 10);
  return NULL;
}

static gboolean
coach_waits (gpointer data)
{
  LudusTutorial *tutorial = data;
  LudusGame *game = ludus_tutorial_get_game (tutorial);

  return ludus_tutorial_get_wait (tutorial) != LUDUS_TUTORIAL_MOVE || ludus_game_is_over (game) ||
         !ludus_game_current_seat_is_computer (game);
}

/* The coach's steps taken, and those seen so far. */
typedef struct
{
  guint n_taken;
  guint n_seen;
} Steps;

static void
step_taken_cb (Steps *steps)
{
  steps->n_taken++;
}

static gboolean
new_step (gpointer data)
{
  Steps *steps = data;

  return steps->n_taken > steps->n_seen;
}

/* Learn to Play: while the coach waits for the person to read a step, a
 * computer to move does not think, and the prompt says so; Continue lets
 * it play. */
static void
test_tutorial_prompt (void)
{
  LudusWindow *window = ludus_test_new_window ();
  LudusGamePage *page;
  LudusTutorial *tutorial;
  LudusGame *game;
  GtkWidget *board, *next;
  gboolean seen = FALSE;
  guint n_moves = 0;
  Steps steps = { 0, 0 };

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.learn", "s", "medici"));
  ludus_test_iterate ();
  page = find_page (window);
  tutorial = ludus_session_get_tutorial (find_session (window));
  g_assert_nonnull (tutorial);
  game = ludus_tutorial_get_game (tutorial);
  board = ludus_game_page_get_board (page);
  next = ludus_test_find_button (GTK_WIDGET (page), "coach.continue");
  g_assert_nonnull (next);
  g_signal_connect_swapped (tutorial, "notify::step", G_CALLBACK (step_taken_cb), &steps);

  while (!seen)
    {
      LudusMove move;

      ludus_test_wait_until (coach_waits, tutorial);
      g_assert_cmpint (ludus_tutorial_get_wait (tutorial), <, LUDUS_TUTORIAL_FREE);
      if (ludus_tutorial_get_wait (tutorial) == LUDUS_TUTORIAL_MOVE)
        {
          g_assert_true (ludus_tutorial_get_expected (tutorial, &move));
          g_assert_true (ludus_board_view_play (LUDUS_BOARD_VIEW (board), &move));
          continue;
        }
      if (ludus_game_current_seat_is_computer (game))
        {
          ludus_test_iterate ();
          g_assert_nonnull (ludus_test_find_label (board, "Read this step, then press Continue."));
          g_assert_false (says_thinking (GTK_WIDGET (page)));
          g_assert_false (ludus_session_get_thinking (find_session (window)));
          n_moves = ludus_game_get_n_moves (game);
          seen = TRUE;
        }
      steps.n_seen = steps.n_taken;
      g_assert_true (gtk_widget_activate (next));
      ludus_test_wait_until (new_step, &steps);
    }
  g_signal_handlers_disconnect_by_func (tutorial, step_taken_cb, &steps);
  /* Read: the computer plays on. */
  ludus_test_wait_for_moves (game, n_moves + 1);
  g_assert_null (ludus_test_find_label (board, "Read this step, then press Continue."));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

/* Whether a frame drawn so far showed the log short of its end. */
typedef struct
{
  GtkAdjustment *log;
  guint          frames;
  guint          short_frames;
} LogFrames;

static void
log_painted_cb (GdkFrameClock *clock,
                LogFrames     *frames)
{
  double end = gtk_adjustment_get_upper (frames->log) - gtk_adjustment_get_page_size (frames->log);

  frames->frames++;
  if (gtk_adjustment_get_value (frames->log) < end - 0.5)
    {
      frames->short_frames++;
      g_test_message ("a frame showed the log at %g of %g", gtk_adjustment_get_value (frames->log), end);
    }
}

/* Moves made one by one in a low window: every frame shows the log's last
 * line, none the log before it scrolled to a new one. */
static void
test_log_at_end (void)
{
  LudusWindow *window = ludus_test_new_window_sized (1024, 600);
  g_autoptr(LudusGame) game = ludus_test_new_game ("medici", 2, 2, names, 4242, FALSE);
  GtkWidget *scroller;
  GdkFrameClock *clock;
  LogFrames frames = { NULL, 0, 0 };
  g_autoptr(GRand) rand = g_rand_new_with_seed (4242);
  gulong paint_id;

  ludus_window_play (window, game);
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
  scroller = gtk_widget_get_ancestor (GTK_WIDGET (ludus_game_page_get_log (find_page (window))),
                                      GTK_TYPE_SCROLLED_WINDOW);
  g_assert_true (gtk_widget_get_mapped (scroller));
  frames.log = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  paint_id = g_signal_connect (clock, "paint", G_CALLBACK (log_painted_cb), &frames);

  for (guint i = 0; i < 30 && !ludus_game_is_over (game); i++)
    {
      ludus_test_apply_random_move (game, rand);
      ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
    }
  g_signal_handler_disconnect (clock, paint_id);
  /* The log grew past its height, and frames were drawn. */
  g_assert_cmpfloat (gtk_adjustment_get_upper (frames.log), >, 2 * gtk_adjustment_get_page_size (frames.log));
  g_assert_cmpuint (frames.frames, >=, 30);
  g_assert_cmpuint (frames.short_frames, ==, 0);

  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

int
main (int   argc,
      char *argv[])
{
  ludus_test_init (&argc, &argv);

  g_test_add_data_func ("/follow/pause/medici", "medici", test_pause);
  g_test_add_data_func ("/follow/pause/mykerinos", "mykerinos", test_pause);
  g_test_add_data_func ("/follow/pause/thebes", "thebes", test_pause);
  g_test_add_func ("/follow/tutorial-prompt", test_tutorial_prompt);
  g_test_add_func ("/follow/hand-over", test_hand_over);
  g_test_add_func ("/follow/log-at-end", test_log_at_end);
  ludus_test_add_screenshots_at ("follow-hand-over", setup_hand_over, 800, 600);
  ludus_test_add_screenshots_at ("follow-pause", setup_pause, 800, 600);

  return g_test_run ();
}
