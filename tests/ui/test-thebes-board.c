/* test-thebes-board.c: the Thebes table as players see it (issue #25)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Default seat names on the final scoring, a zeppelin holder paying a
 * trip in weeks, Enter playing a chosen turn, each dig's draw staying on
 * show, the log panel staying as the player left it without covering the
 * board, and a board that holds still through computer turns and hints.
 */

#define G_LOG_DOMAIN "test-thebes-board"

#include "config.h"

#include <string.h>

#include "thebes/ludus-thebes-card-draw.h"
#include "thebes/ludus-thebes-card-widget.h"
#include "thebes/ludus-thebes-game.h"
#include "thebes/ludus-thebes-map.h"
#include "thebes/ludus-thebes-score-sheet.h"
#include "thebes/ludus-thebes-tableau.h"
#include "thebes/ludus-thebes-time-track.h"
#include "thebes/ludus-thebes-view.h"
#include "ludus-game-page.h"
#include "ludus-test-utils.h"
#include "ludus-window-private.h"

#define SEED 20261125

/* A game of @n_seats, the first @n_humans people; named seats, or
 * seats that keep their default name. */
static LudusGame *
new_game (guint    n_seats,
          guint    n_humans,
          guint64  seed,
          gboolean named)
{
  static const char * const names[] = { "Anna", "Béla", "Carlos", "Dóra" };

  return ludus_test_new_game ("thebes", n_seats, n_humans, named ? names : NULL, seed, FALSE);
}

/* A legal move other than ending the expedition, while there is one. */
static LudusMove
pick_random (LudusGame *game,
             GRand     *rand)
{
  guint n_moves;
  const LudusMove *moves = ludus_game_get_legal_moves (game, &n_moves);
  guint pick = g_rand_int_range (rand, 0, n_moves);

  for (guint i = 0; i < n_moves; i++)
    {
      const LudusMove *move = &moves[(pick + i) % n_moves];

      if (((const LudusThebesMove *) move->bytes)->action != LUDUS_THEBES_ACTION_END)
        return *move;
    }
  return moves[0];
}

static void
apply_random (LudusGame *game,
              GRand     *rand)
{
  LudusMove move = pick_random (game, rand);
  g_autoptr(GError) error = NULL;

  g_assert_true (ludus_game_apply_move (game, &move, &error));
  g_assert_no_error (error);
}

static LudusThebesView *
get_view (LudusWindow *window)
{
  GtkWidget *view = ludus_test_find_widget (GTK_WIDGET (window), LUDUS_TYPE_THEBES_VIEW);

  g_assert_nonnull (view);
  return LUDUS_THEBES_VIEW (view);
}

static void
activate (GtkWidget  *widget,
          const char *action,
          GVariant   *parameter)
{
  g_assert_true (gtk_widget_activate_action_variant (widget, action, parameter));
}

/* Whether a label under @root reads @text. */
static gboolean
has_label (GtkWidget  *root,
           const char *text)
{
  if (GTK_IS_LABEL (root) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (root)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_label (child, text))
      return TRUE;
  return FALSE;
}

/* Seats that keep their default name are named on the final scoring. */
static void
test_score_sheet_names (void)
{
  g_autoptr(LudusGame) game = new_game (3, 0, SEED, FALSE);
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED);
  GtkWidget *sheet;

  while (!ludus_game_is_over (game))
    apply_random (game, rand);
  sheet = ludus_thebes_score_sheet_new (game);
  for (guint p = 0; p < 3; p++)
    {
      const char *name = ludus_game_get_player_name (game, p);

      g_assert_nonnull (name);
      g_assert_cmpstr (name, !=, "");
      g_assert_true (has_label (sheet, name));
    }
  gtk_window_destroy (GTK_WINDOW (sheet));
}

/* The final scoring of a game whose seats keep their default names,
 * its last move played with the window watching. */
static GtkWindow *
setup_default_names_sheet (LudusWindow *window)
{
  g_autoptr(LudusGame) game = new_game (3, 3, SEED + 11, FALSE);
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + 11);

  for (;;)
    {
      g_autofree LudusThebesState *copy = g_memdup2 (ludus_thebes_game_get_state (LUDUS_THEBES_GAME (game)),
                                                     sizeof (LudusThebesState));
      g_autoptr(GRand) probe = g_rand_copy (rand);
      LudusMove move = pick_random (game, probe);

      ludus_thebes_rules.apply (copy, &move);
      if (ludus_thebes_rules.is_over (copy))
        break;
      apply_random (game, rand);
    }
  ludus_window_play (window, game);
  apply_random (game, rand);
  return ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (get_view (window)));
}

/* A card in another city, by a player holding a zeppelin who could pay
 * the trip either way: its slot, or FALSE. */
static gboolean
find_card_either_way (LudusGame *game,
                      guint     *slot)
{
  const LudusThebesState *state = ludus_thebes_game_get_state (LUDUS_THEBES_GAME (game));
  guint n_moves;
  const LudusMove *moves = ludus_game_get_legal_moves (game, &n_moves);

  for (guint i = 0; i < n_moves; i++)
    {
      const LudusThebesMove *m = (const LudusThebesMove *) moves[i].bytes;

      if (m->action != LUDUS_THEBES_ACTION_CARD || m->zeppelin ||
          m->dest == state->players[ludus_game_get_current_player (game)].place)
        continue;
      for (guint j = 0; j < n_moves; j++)
        {
          const LudusThebesMove *z = (const LudusThebesMove *) moves[j].bytes;

          if (z->action == LUDUS_THEBES_ACTION_CARD && z->zeppelin && z->slot == m->slot)
            {
              *slot = m->slot;
              return TRUE;
            }
        }
    }
  return FALSE;
}

/* A player holding a zeppelin chooses a card in another city: the check
 * shows unticked, "pay in weeks", and Confirm plays that. */
static void
test_zeppelin_pay_in_weeks (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = NULL;
  LudusThebesView *view;
  GtkWidget *confirm, *check;
  guint slot = 0, n_moves;

  for (guint seed = 0; game == NULL && seed < 40; seed++)
    {
      g_autoptr(LudusGame) candidate = new_game (2, 2, SEED + 100 + seed, TRUE);
      g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + 100 + seed);

      while (!ludus_game_is_over (candidate) && !find_card_either_way (candidate, &slot))
        apply_random (candidate, rand);
      if (!ludus_game_is_over (candidate))
        game = g_steal_pointer (&candidate);
    }
  g_assert_nonnull (game);

  ludus_window_play (window, game);
  view = get_view (window);
  activate (GTK_WIDGET (view), "thebes.choose-card", g_variant_new_uint32 (slot));
  check = ludus_test_find_widget (GTK_WIDGET (view), GTK_TYPE_CHECK_BUTTON);
  g_assert_true (gtk_widget_get_visible (check));
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
  confirm = ludus_test_find_button (GTK_WIDGET (view), "thebes.confirm");
  g_assert_nonnull (confirm);
  g_assert_true (gtk_widget_is_sensitive (confirm));

  n_moves = ludus_game_get_n_moves (game);
  gtk_widget_activate (confirm);
  ludus_test_wait_for_moves (game, n_moves + 1);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves + 1);
  g_assert_cmpuint (((const LudusThebesMove *) ludus_game_get_move (game, n_moves)->bytes)->zeppelin, ==, 0);
  g_assert_cmpuint (((const LudusThebesMove *) ludus_game_get_move (game, n_moves)->bytes)->slot, ==, slot);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

/* Enter after choosing a card, the focus on the card, plays the turn. */
static void
test_enter_confirms (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (2, 2, SEED + 3, TRUE);
  g_autoptr(GListModel) controllers = NULL;
  LudusThebesView *view;
  const LudusThebesTurn *turn;
  GtkEventController *capture = NULL;
  GtkWidget *card;
  guint n_moves;
  gboolean handled = FALSE;

  ludus_window_play (window, game);
  view = get_view (window);
  turn = ludus_thebes_view_get_turn (view);
  card = ludus_test_find_widget (GTK_WIDGET (view), LUDUS_TYPE_THEBES_CARD_WIDGET);
  g_assert_nonnull (card);
  /* The first card of the display, clicked: focused and chosen. */
  g_assert_true (gtk_widget_grab_focus (card));
  g_assert_true (gtk_widget_has_focus (card));
  activate (GTK_WIDGET (view), "thebes.choose-card", g_variant_new_uint32 (0));
  g_assert_true (ludus_thebes_turn_is_complete (turn, NULL));

  controllers = gtk_widget_observe_controllers (GTK_WIDGET (view));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller) &&
          gtk_event_controller_get_propagation_phase (controller) == GTK_PHASE_CAPTURE)
        capture = controller;
    }
  g_assert_nonnull (capture);
  n_moves = ludus_game_get_n_moves (game);
  g_signal_emit_by_name (capture, "key-pressed", GDK_KEY_Return, 0, 0, &handled);
  g_assert_true (handled);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves + 1);
  g_assert_cmpuint (((const LudusThebesMove *) ludus_game_get_move (game, n_moves)->bytes)->action, ==,
                    LUDUS_THEBES_ACTION_CARD);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

/* Whether a visible label under @root starts with @prefix. */
static gboolean
shows_label_starting (GtkWidget  *root,
                      const char *prefix)
{
  if (!gtk_widget_get_visible (root))
    return FALSE;
  if (GTK_IS_LABEL (root) && *prefix != '\0' && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (root)), prefix))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_label_starting (child, prefix))
      return TRUE;
  return FALSE;
}

/* The longest dig the player to move can make, if any. */
static gboolean
find_long_dig (LudusGame *game,
               LudusMove *dig)
{
  guint n_moves;
  const LudusMove *moves = ludus_game_get_legal_moves (game, &n_moves);
  guint weeks = 0;

  for (guint i = 0; i < n_moves; i++)
    {
      const LudusThebesMove *m = (const LudusThebesMove *) moves[i].bytes;

      if (m->action == LUDUS_THEBES_ACTION_DIG && m->weeks > weeks)
        {
          weeks = m->weeks;
          *dig = moves[i];
        }
    }
  return weeks > 0;
}

static gboolean
nothing_drawn (gpointer view)
{
  return ludus_thebes_view_get_n_drawn (view) == 0;
}

/* A person's dig stays on show in their tableau while the computer
 * plays, until that person moves again; in the dig panel too, until the
 * next dig or until they hide it. */
static void
test_last_dig_stays (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (2, 1, SEED + 9, TRUE);
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + 9);
  g_autoptr(GError) error = NULL;
  GtkWidget *view, *tableau, *hide;
  const char *digger;
  LudusMove dig;
  guint n_moves;

  ludus_window_play (window, game);
  view = GTK_WIDGET (get_view (window));
  tableau = ludus_test_find_widget (view, LUDUS_TYPE_THEBES_TABLEAU);
  for (;;)
    {
      ludus_test_wait_until (ludus_test_needs_players, window);
      g_assert_false (ludus_game_is_over (game));
      if (ludus_game_get_current_player (game) == 0 && find_long_dig (game, &dig))
        break;
      apply_random (game, rand);
    }
  g_assert_false (shows_label_starting (tableau, "Last dig"));

  n_moves = ludus_game_get_n_moves (game);
  g_assert_true (ludus_game_apply_move (game, &dig, &error));
  g_assert_no_error (error);
  ludus_test_wait_until (ludus_test_needs_players, window);
  /* The computer played in between, and Anna's draw is still there. */
  g_assert_cmpuint (ludus_game_get_n_moves (game), >, n_moves + 1);
  g_assert_true (shows_label_starting (tableau, "Last dig, in "));
  /* The last dig, hers or the computer's after hers, until hidden. */
  digger = "Anna dug in ";
  for (guint i = n_moves + 1; i < ludus_game_get_n_moves (game); i++)
    if (((const LudusThebesMove *) ludus_game_get_move (game, i)->bytes)->action == LUDUS_THEBES_ACTION_DIG)
      digger = "Béla dug in ";
  g_assert_true (shows_label_starting (view, digger));
  g_assert_cmpuint (ludus_thebes_view_get_n_drawn (LUDUS_THEBES_VIEW (view)), >, 0);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 20);
  g_free (ludus_test_save_screenshot (GTK_WINDOW (window), NULL, "thebes-last-dig"));
  hide = ludus_test_find_button (view, "thebes.hide-draw");
  g_assert_nonnull (hide);
  g_assert_true (gtk_widget_get_visible (hide));
  g_assert_true (gtk_widget_activate (hide));
  /* A button activated acts after its pressed look. */
  ludus_test_wait_until (nothing_drawn, view);
  g_assert_false (shows_label_starting (view, digger));
  g_assert_false (gtk_widget_get_visible (hide));
  g_assert_true (shows_label_starting (tableau, "Last dig, in "));

  /* Anna's next move takes it away. */
  for (guint i = 0; i < 20; i++)
    {
      guint n;
      const LudusMove *moves = ludus_game_get_legal_moves (game, &n);

      if (((const LudusThebesMove *) moves[i % n].bytes)->action == LUDUS_THEBES_ACTION_DIG)
        continue;
      g_assert_true (ludus_game_apply_move (game, &moves[i % n], &error));
      break;
    }
  g_assert_false (shows_label_starting (tableau, "Last dig"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

/* Every card's middle, the artifacts an exhibition needs included, stays
 * above its cost line at its natural size, in every language. */
static void
test_cards_fit (void)
{
  static const char * const languages[] = { "en", "hu", "sk", "es" };
  const LudusRules *rules = ludus_rules_lookup ("thebes");
  g_autoptr(LudusContent) content = NULL;
  g_autoptr(GError) error = NULL;
  const LudusThebesContent *cards;

  content = ludus_content_new_default (rules, &error);
  g_assert_no_error (error);
  cards = ludus_content_get_compiled (content);
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      ludus_test_set_language (languages[l]);
      for (guint i = 0; i < cards->n_cards; i++)
        {
          double overrun = ludus_thebes_card_draw_overrun (&cards->cards[i], LUDUS_THEBES_CARD_WIDTH,
                                                           LUDUS_THEBES_CARD_HEIGHT);

          if (overrun > 0)
            g_error ("%s: card %u (type %u) overruns its cost line by %g px", languages[l], i,
                     cards->cards[i].type, overrun);
        }
    }
  ludus_test_set_language ("en");
}

static LudusGamePage *
get_page (LudusWindow *window)
{
  GtkWidget *page = ludus_test_find_widget (GTK_WIDGET (window), LUDUS_TYPE_GAME_PAGE);

  g_assert_nonnull (page);
  return LUDUS_GAME_PAGE (page);
}

/* No sensitive button of the board, where the board shows it (not
 * scrolled out of sight), under @log. */
static void
assert_nothing_under (GtkWidget             *root,
                      const graphene_rect_t *board_bounds,
                      const graphene_rect_t *log_bounds,
                      GtkWidget             *window)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      graphene_rect_t bounds, shown;

      if (!gtk_widget_get_mapped (child))
        continue;
      if (GTK_IS_BUTTON (child) && gtk_widget_is_sensitive (child) &&
          gtk_widget_compute_bounds (child, window, &bounds) &&
          graphene_rect_intersection (&bounds, board_bounds, &shown) &&
          shown.size.width > 0 && shown.size.height > 0)
        g_assert_false (graphene_rect_intersection (&shown, log_bounds, NULL));
      assert_nothing_under (child, board_bounds, log_bounds, window);
    }
}

static void
assert_log_beside (GtkWidget *board,
                   GtkWidget *log,
                   GtkWidget *window)
{
  graphene_rect_t board_bounds, log_bounds;

  g_assert_true (gtk_widget_compute_bounds (board, window, &board_bounds));
  g_assert_true (gtk_widget_compute_bounds (log, window, &log_bounds));
  g_assert_cmpfloat (log_bounds.size.width, >, 100);
  g_assert_cmpfloat (log_bounds.size.height, >=, 80);
  assert_nothing_under (board, &board_bounds, &log_bounds, window);
}

/* At 800 × 600 too, the log sits to the right of the board, as in the
 * other games, and the board shows most of the map: the time track
 * numbers fewer weeks and the turn's buttons take two rows rather than
 * the board asking for more width than the log leaves it. */
static void
assert_log_right_of_board (LudusWindow *window,
                           GtkWidget   *board,
                           GtkWidget   *log)
{
  GtkWidget *map = ludus_test_find_widget (board, LUDUS_TYPE_THEBES_MAP);
  GtkWidget *scroller = gtk_widget_get_ancestor (map, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t board_bounds, log_bounds, map_bounds, scroller_bounds, map_shown;

  g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (window), &board_bounds));
  g_assert_true (gtk_widget_compute_bounds (log, GTK_WIDGET (window), &log_bounds));
  g_assert_cmpfloat (log_bounds.origin.x, >=, board_bounds.origin.x + board_bounds.size.width - 1);
  g_assert_true (gtk_widget_compute_bounds (map, GTK_WIDGET (window), &map_bounds));
  g_assert_true (gtk_widget_compute_bounds (scroller, GTK_WIDGET (window), &scroller_bounds));
  g_assert_true (graphene_rect_intersection (&map_bounds, &scroller_bounds, &map_shown));
  g_test_message ("map %.0f × %.0f, %.0f px high in view", map_bounds.size.width, map_bounds.size.height,
                  map_shown.size.height);
  g_assert_cmpfloat (map_shown.size.height, >=, 0.7 * map_bounds.size.height);
}

static void
resize (LudusWindow *window,
        int          width,
        int          height)
{
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 10);
}

/* The log stays as the player left it through moves and resizes, in this
 * window and the next, and sits beside the board: the window keeps its
 * size and no button of the board is under it. */
static void
test_log_panel (void)
{
  GSettings *settings = ludus_application_get_settings (ludus_test_get_application ());
  LudusWindow *window = ludus_test_new_window_sized (800, 600);
  g_autoptr(LudusGame) game = new_game (2, 1, SEED + 7, TRUE);
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + 7);
  GtkToggleButton *log_button;
  GtkWidget *log, *board;

  ludus_window_play (window, game);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 10);
  log_button = ludus_game_page_get_log_button (get_page (window));
  log = gtk_widget_get_ancestor (GTK_WIDGET (ludus_game_page_get_log (get_page (window))),
                                 GTK_TYPE_SCROLLED_WINDOW);
  board = ludus_game_page_get_board (get_page (window));
  g_assert_true (gtk_toggle_button_get_active (log_button));
  g_assert_true (gtk_widget_get_mapped (log));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 800);
  assert_log_beside (board, log, GTK_WIDGET (window));
  assert_log_right_of_board (window, board, log);

  /* Moves and a larger and smaller window leave it open. */
  for (guint i = 0; i < 6 && !ludus_game_is_over (game); i++)
    {
      ludus_test_wait_until (ludus_test_needs_players, window);
      apply_random (game, rand);
    }
  resize (window, 1920, 1080);
  g_free (ludus_test_save_screenshot (GTK_WINDOW (window), NULL, "thebes-log-1920x1080"));
  resize (window, 800, 600);
  g_free (ludus_test_save_screenshot (GTK_WINDOW (window), NULL, "thebes-log-800x600"));
  g_assert_true (gtk_toggle_button_get_active (log_button));
  g_assert_true (gtk_widget_get_mapped (log));
  assert_log_beside (board, log, GTK_WIDGET (window));
  assert_log_right_of_board (window, board, log);

  /* Hidden by the player, it stays hidden, here and in a new window. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-log", NULL));
  ludus_test_wait_for_frames (GTK_WIDGET (window), 10);
  g_assert_false (gtk_toggle_button_get_active (log_button));
  resize (window, 1920, 1080);
  resize (window, 800, 600);
  g_assert_false (gtk_toggle_button_get_active (log_button));
  g_assert_false (g_settings_get_boolean (settings, "show-game-log"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
  window = ludus_test_new_window_sized (800, 600);
  g_assert_false (gtk_toggle_button_get_active (ludus_game_page_get_log_button (get_page (window))));
  gtk_toggle_button_set_active (ludus_game_page_get_log_button (get_page (window)), TRUE);
  g_assert_true (g_settings_get_boolean (settings, "show-game-log"));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

/* Every button of the turn whole and inside the board. */
static void
assert_controls_inside (LudusWindow *window,
                        GtkWidget   *board)
{
  GtkWidget *controls = gtk_widget_get_parent (ludus_test_find_button (board, "thebes.confirm"));
  graphene_rect_t board_bounds, bounds;

  g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (window), &board_bounds));
  for (GtkWidget *child = gtk_widget_get_first_child (controls); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int minimum;

      if (!gtk_widget_get_visible (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      g_assert_true (gtk_widget_compute_bounds (child, GTK_WIDGET (window), &bounds));
      g_assert_cmpfloat (bounds.size.width, >=, minimum);
      g_assert_true (graphene_rect_contains_rect (&board_bounds, &bounds));
    }
}

/* A new game in @language at @width × @height, its first person to play. */
static LudusWindow *
open_game_sized (const char *language,
                 int         width,
                 int         height)
{
  g_autoptr(LudusGame) game = new_game (2, 1, SEED + 7, TRUE);
  LudusWindow *window;

  ludus_test_set_language (language);
  window = ludus_test_new_window_sized (width, height);
  ludus_window_play (window, game);
  ludus_test_wait_until (ludus_test_needs_players, window);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 10);
  return window;
}

static void
close_game (LudusWindow *window)
{
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_set_language ("en");
  ludus_test_remove_unfinished_games ();
}

/* In every language the log sits beside the board at 800 × 600 too,
 * through a game's turns and resizes: a long translation of the turn's
 * buttons puts them in two rows rather than widening the board, and the
 * log leaves room for the map's longer place names. */
static void
test_log_beside_translated (gconstpointer data)
{
  LudusWindow *window = open_game_sized (data, 800, 600);
  LudusGame *game = ludus_session_get_game (ludus_window_get_session (window));
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + 7);
  GtkWidget *log = gtk_widget_get_ancestor (GTK_WIDGET (ludus_game_page_get_log (get_page (window))),
                                            GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *board = ludus_game_page_get_board (get_page (window));

  for (guint i = 0; i < 6 && !ludus_game_is_over (game); i++)
    {
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 800);
      assert_log_beside (board, log, GTK_WIDGET (window));
      assert_log_right_of_board (window, board, log);
      assert_controls_inside (window, board);
      ludus_test_wait_until (ludus_test_needs_players, window);
      apply_random (game, rand);
      /* From a wide window, where the turn's text and buttons share a
       * row, as well. */
      resize (window, 1920, 1080);
      resize (window, 800, 600);
    }
  close_game (window);
}

/* On a 1366 × 768 laptop the turn's buttons sit beside its text, where
 * it keeps the room of two lines, rather than below it: the board keeps
 * the height. */
static void
test_header_one_row (gconstpointer data)
{
  LudusWindow *window = open_game_sized (data, 1366, 768);
  GtkWidget *board = ludus_game_page_get_board (get_page (window));
  graphene_rect_t confirm = ludus_test_widget_bounds (ludus_test_find_button (board, "thebes.confirm"));
  graphene_rect_t title = ludus_test_widget_bounds (GTK_WIDGET (ludus_test_find_label_with_class (board, "title-4")));

  g_assert_cmpfloat (confirm.origin.y, <, title.origin.y + title.size.height);
  g_assert_cmpfloat (confirm.origin.x, >, title.origin.x + title.size.width);
  close_game (window);
}

static gboolean
toggled_off (gpointer button)
{
  return !gtk_toggle_button_get_active (button);
}

static gboolean
toggled_on (gpointer button)
{
  return gtk_toggle_button_get_active (button);
}

/* The last move sits in the header only while the log, whose last line
 * it repeats, is closed.  Closed at 1040 × 800 in Hungarian, whose
 * buttons leave the text too little room beside them, the buttons sit
 * below the text beside the last move rather than on a row of their own. */
static void
test_header_beside_last_move (void)
{
  LudusWindow *window = open_game_sized ("hu", 1040, 800);
  LudusGame *game = ludus_session_get_game (ludus_window_get_session (window));
  GtkWidget *board = ludus_game_page_get_board (get_page (window));
  GtkWidget *log_button = GTK_WIDGET (ludus_game_page_get_log_button (get_page (window)));
  GtkLabel *last_label = ludus_test_find_label_with_class (board, "caption");
  graphene_rect_t confirm, title, last;

  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (log_button)));
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (last_label)));

  /* Closed with its button, as a person does. */
  g_assert_true (gtk_widget_activate (log_button));
  ludus_test_wait_until (toggled_off, log_button);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 10);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (last_label)));
  g_assert_true (g_str_has_suffix (gtk_label_get_text (last_label),
                                   ludus_game_get_log_entry (game, ludus_game_get_n_moves (game) - 1)));

  confirm = ludus_test_widget_bounds (ludus_test_find_button (board, "thebes.confirm"));
  title = ludus_test_widget_bounds (GTK_WIDGET (ludus_test_find_label_with_class (board, "title-4")));
  last = ludus_test_widget_bounds (GTK_WIDGET (last_label));
  g_assert_cmpfloat (confirm.origin.y, >=, title.origin.y + title.size.height);
  g_assert_cmpfloat (confirm.origin.y, <, last.origin.y + last.size.height);
  g_assert_cmpfloat (confirm.origin.y + confirm.size.height, >, last.origin.y);
  g_assert_cmpfloat (last.size.width, >=, 200);

  g_assert_true (gtk_widget_activate (log_button));
  ludus_test_wait_until (toggled_on, log_button);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 10);
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (last_label)));
  close_game (window);
}

/* The turn's last button ends where the time track's frame below it ends. */
static void
assert_confirm_at_end (GtkWidget *board)
{
  GtkWidget *track_frame = gtk_widget_get_parent (ludus_test_find_widget (board, LUDUS_TYPE_THEBES_TIME_TRACK));
  graphene_rect_t confirm = ludus_test_widget_bounds (ludus_test_find_button (board, "thebes.confirm"));
  graphene_rect_t track = ludus_test_widget_bounds (track_frame);

  g_assert_cmpfloat_with_epsilon (confirm.origin.x + confirm.size.width, track.origin.x + track.size.width, 1);
}

/* The turn's buttons keep to the end of their row whether the last move
 * beside them shows or not: with the log open or closed, at 1280 × 800
 * (the store's pictures) in English and 1040 × 800 in Hungarian. */
static void
test_buttons_at_end (gconstpointer data)
{
  const char *language = data;
  LudusWindow *window = open_game_sized (language, g_str_equal (language, "en") ? 1280 : 1040, 800);
  GtkWidget *board = ludus_game_page_get_board (get_page (window));
  GtkWidget *log_button = GTK_WIDGET (ludus_game_page_get_log_button (get_page (window)));

  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (log_button)));
  assert_confirm_at_end (board);
  g_assert_true (gtk_widget_activate (log_button));
  ludus_test_wait_until (toggled_off, log_button);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 10);
  assert_confirm_at_end (board);
  g_assert_true (gtk_widget_activate (log_button));
  ludus_test_wait_until (toggled_on, log_button);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 10);
  assert_confirm_at_end (board);
  close_game (window);
}

static void
assert_same_bounds (const graphene_rect_t *before,
                    GtkWidget             *widget,
                    const char            *what)
{
  graphene_rect_t now = ludus_test_widget_bounds (widget);

  if (!graphene_rect_equal (before, &now))
    g_error ("%s moved: %g,%g %gx%g, then %g,%g %gx%g", what,
             before->origin.x, before->origin.y, before->size.width, before->size.height,
             now.origin.x, now.origin.y, now.size.width, now.size.height);
}

static gboolean
hint_shown (gpointer view)
{
  return ludus_board_view_get_hint (LUDUS_BOARD_VIEW (view)) != NULL;
}

/* Through computer turns, a person's choices and a hint, the map and the
 * cards stay where they are, at 800×600 and in full HD. */
static void
test_board_holds_still (gconstpointer data)
{
  const int *size = data;
  LudusWindow *window = ludus_test_new_window_sized (size[0], size[1]);
  g_autoptr(LudusGame) game = new_game (3, 1, SEED + 5, TRUE);
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + 5);
  g_autofree char *name = NULL;
  GtkWidget *view, *map, *card, *heading;
  int line_height;
  graphene_rect_t map_bounds, card_bounds;

  g_settings_set_string (ludus_application_get_settings (ludus_test_get_application ()),
                         "computer-speed", "fast");
  ludus_window_play (window, game);
  /* The board must hold still through a hint, whichever level's. */
  _ludus_window_set_hint_level (window, LUDUS_AI_NORMAL);
  /* A few frames of thinking show the header as "fast" does, with less
   * waiting. */
  ludus_session_set_computer_delay (ludus_window_get_session (window), 60);
  ludus_test_wait_until (ludus_test_needs_players, window);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 10);
  view = GTK_WIDGET (get_view (window));
  map = ludus_test_find_widget (view, LUDUS_TYPE_THEBES_MAP);
  card = ludus_test_find_widget (view, LUDUS_TYPE_THEBES_CARD_WIDGET);
  map_bounds = ludus_test_widget_bounds (map);
  card_bounds = ludus_test_widget_bounds (card);
  /* The cards grow with a larger table; the heading stays on one line. */
  if (size[0] >= 1920)
    g_assert_cmpfloat (card_bounds.size.height, >=, 140);
  heading = GTK_WIDGET (ludus_test_find_label_with_class (view, "title-4"));
  g_assert_nonnull (heading);
  gtk_widget_measure (heading, GTK_ORIENTATION_VERTICAL, -1, NULL, &line_height, NULL, NULL);
  g_assert_cmpint (gtk_widget_get_height (heading), ==, line_height);

  for (guint turn = 0; turn < 8 && !ludus_game_is_over (game); turn++)
    {
      guint n_moves = ludus_game_get_n_moves (game);

      /* A choice, then the move; the computers' turns, frame by frame. */
      activate (view, "thebes.choose-card", g_variant_new_uint32 (g_rand_int_range (rand, 0, 4)));
      ludus_test_wait_for_frames (GTK_WIDGET (window), 3);
      assert_same_bounds (&map_bounds, map, "The map");
      assert_same_bounds (&card_bounds, card, "The first card");
      activate (view, "thebes.cancel", NULL);
      apply_random (game, rand);
      g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves + 1);
      while (!ludus_test_needs_players (window))
        {
          ludus_test_wait_for_frames (GTK_WIDGET (window), 1);
          assert_same_bounds (&map_bounds, map, "The map");
          assert_same_bounds (&card_bounds, card, "The first card");
        }
    }

  if (!ludus_game_is_over (game))
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
      ludus_test_wait_until (hint_shown, view);
      ludus_test_wait_for_frames (GTK_WIDGET (window), 30);
      assert_same_bounds (&map_bounds, map, "The map, with a hint");
      assert_same_bounds (&card_bounds, card, "The first card, with a hint");
      name = g_strdup_printf ("thebes-hint-%dx%d", size[0], size[1]);
      g_free (ludus_test_save_screenshot (GTK_WINDOW (window), NULL, name));
    }

  g_settings_set_string (ludus_application_get_settings (ludus_test_get_application ()),
                         "computer-speed", "instant");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

int
main (int   argc,
      char *argv[])
{
  ludus_test_init (&argc, &argv);
  g_settings_set_string (ludus_application_get_settings (ludus_test_get_application ()),
                         "computer-speed", "instant");

  g_test_add_func ("/thebes-board/score-sheet-names", test_score_sheet_names);
  g_test_add_func ("/thebes-board/zeppelin-pay-in-weeks", test_zeppelin_pay_in_weeks);
  g_test_add_func ("/thebes-board/enter-confirms", test_enter_confirms);
  g_test_add_func ("/thebes-board/cards-fit", test_cards_fit);
  g_test_add_func ("/thebes-board/log-panel", test_log_panel);
  g_test_add_data_func ("/thebes-board/log-beside/hu", "hu", test_log_beside_translated);
  g_test_add_data_func ("/thebes-board/log-beside/sk", "sk", test_log_beside_translated);
  g_test_add_data_func ("/thebes-board/log-beside/es", "es", test_log_beside_translated);
  g_test_add_data_func ("/thebes-board/header-one-row/en", "en", test_header_one_row);
  g_test_add_data_func ("/thebes-board/header-one-row/sk", "sk", test_header_one_row);
  g_test_add_func ("/thebes-board/header-beside-last-move", test_header_beside_last_move);
  g_test_add_data_func ("/thebes-board/buttons-at-end/en", "en", test_buttons_at_end);
  g_test_add_data_func ("/thebes-board/buttons-at-end/hu", "hu", test_buttons_at_end);
  g_test_add_func ("/thebes-board/last-dig-stays", test_last_dig_stays);
  g_test_add_data_func ("/thebes-board/holds-still/800x600", (const int[]) { 800, 600 },
                        test_board_holds_still);
  g_test_add_data_func ("/thebes-board/holds-still/1920x1080", (const int[]) { 1920, 1080 },
                        test_board_holds_still);

  ludus_test_add_screenshots_at ("thebes-default-names", setup_default_names_sheet, 800, 600);
  ludus_test_add_screenshots_at ("thebes-default-names", setup_default_names_sheet, 1920, 1080);

  return g_test_run ();
}
