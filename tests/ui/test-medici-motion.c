/* test-medici-motion.c: following the Medici table as it moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With motion on, the computers' turns move their cards: a revealed card
 * flies face down from the deck and turns over on its way to the market, a
 * take slides the cards to the ship, and each card widget stays hidden
 * until its card lands.  At the end of a day the cargo goes to the
 * warehouses and the counts rise from the old numbers to the new.  Then
 * the table marks what the computers changed (the cards and the ships that
 * took), and a log line's move instead.  Screenshots of the marks.  (The
 * frame rate is a benchmark: bench-frame-rate.c.)
 */

#define G_LOG_DOMAIN "test-medici-motion"

#include "config.h"

#include "medici/ludus-medici-card-widget.h"
#include "medici/ludus-medici-game.h"
#include "medici/ludus-medici-view.h"
#include "ludus-board-view.h"
#include "ludus-test-utils.h"

#define SEED 20261128

static const char * const names[] = { "Anna", "Béla", "Carlos", "Dóra", "Emese", "Ferenc" };

static const LudusMediciState *
state_of (LudusGame *game)
{
  return ludus_medici_game_get_state (LUDUS_MEDICI_GAME (game));
}

/* Every widget under @root with the style class @name, in the tree's order. */
static void
collect_class (GtkWidget  *root,
               const char *name,
               GPtrArray  *found)
{
  if (gtk_widget_has_css_class (root, name))
    g_ptr_array_add (found, root);
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_class (child, name, found);
}

static GPtrArray *
find_class (GtkWidget  *root,
            const char *name)
{
  GPtrArray *found = g_ptr_array_new ();

  collect_class (root, name, found);
  return found;
}

/* The card widgets under @root, and how many of them are hidden. */
static guint
count_cards (GtkWidget *root,
             guint     *n_hidden)
{
  guint n = 0;

  if (LUDUS_IS_MEDICI_CARD_WIDGET (root))
    {
      if (gtk_widget_get_opacity (root) == 0 && n_hidden != NULL)
        (*n_hidden)++;
      return 1;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_cards (child, n_hidden);
  return n;
}

static gboolean
card_in_air (gpointer view)
{
  return ludus_board_view_get_n_flights (view) > 0;
}

typedef struct
{
  GtkWidget *view;
  LudusGame *game;
  guint      n_moves;
} ComputerCard;

/* A card of a computer's move in the air: after move @n_moves. */
static gboolean
computer_card_in_air (gpointer data)
{
  ComputerCard *wait = data;

  return ludus_game_get_n_moves (wait->game) > wait->n_moves && card_in_air (wait->view);
}

static gboolean
humans_turn (gpointer data)
{
  LudusGame *game = data;

  return ludus_game_is_over (game) || !ludus_game_current_seat_is_computer (game);
}

/* The human's turn through the buttons a person presses: Reveal, then
 * Take, which loads the last card. */
static void
play_human_turn (GtkWidget *view,
                 LudusGame *game)
{
  GtkWidget *reveal = ludus_test_find_button (view, "medici.reveal");
  GtkWidget *take = ludus_test_find_button (view, "medici.take");
  guint n_moves;

  /* The first player may be a computer. */
  ludus_test_wait_until (humans_turn, game);
  n_moves = ludus_game_get_n_moves (game);

  g_assert_nonnull (reveal);
  g_assert_nonnull (take);
  /* A button activated shows itself pressed a moment, then clicks. */
  g_assert_true (gtk_widget_activate (reveal));
  ludus_test_wait_for_moves (game, n_moves + 1);
  g_assert_true (gtk_widget_activate (take));
  ludus_test_wait_for_moves (game, n_moves + 2);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves + 2);
}

/* A round of computer turns with motion on: the cards fly, each hidden
 * where it lands until it is there; then the table is still, in the new
 * position, with the computers' changes marked. */
static void
test_computer_turn (gconstpointer data)
{
  guint n_players = GPOINTER_TO_UINT (data);
  GSettings *settings = ludus_application_get_settings (ludus_test_get_application ());
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = ludus_test_new_game ("medici", n_players, 1, names, SEED, FALSE);
  g_autoptr(GPtrArray) ships = NULL;
  g_autoptr(GPtrArray) changed = NULL;
  const LudusMediciState *state;
  GtkWidget *view;
  guint n_hidden = 0, first_computer_move, n_changed_cards = 0;

  /* The computers wait long enough between moves for their cards to land. */
  g_settings_set_string (settings, "computer-speed", "normal");
  view = ludus_window_play (window, game);
  ludus_test_wait_until_drawn (view, 10);
  ludus_test_set_motion (TRUE);

  play_human_turn (view, game);
  first_computer_move = ludus_game_get_n_moves (game);
  g_assert_true (ludus_game_current_seat_is_computer (game));

  /* In between, once: a card of a computer's in the air, its widget on
   * the table hidden until it lands, and the animations running. */
  ludus_test_wait_until (computer_card_in_air, &(ComputerCard) { view, game, first_computer_move });
  count_cards (view, &n_hidden);
  g_assert_cmpuint (n_hidden, >=, 1);
  g_assert_cmpuint (n_hidden, <=, ludus_board_view_get_n_flights (LUDUS_BOARD_VIEW (view)));
  g_assert_true (ludus_test_motion_running (NULL));

  /* The rest of the round faster: a move lands the cards still in the
   * air, and the end is the same. */
  g_settings_set_string (settings, "computer-speed", "fast");
  ludus_test_wait_until (humans_turn, game);
  ludus_test_wait_for_motion ();

  /* The end: nothing in the air, every card in its place and shown. */
  state = state_of (game);
  g_assert_false (ludus_game_is_over (game));
  g_assert_null (ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (view)));
  g_assert_cmpuint (ludus_board_view_get_n_flights (LUDUS_BOARD_VIEW (view)), ==, 0);
  n_hidden = 0;
  {
    guint n_on_table = state->market_len;

    for (guint p = 0; p < n_players; p++)
      n_on_table += state->ship_cards[p];
    g_assert_cmpuint (count_cards (view, &n_hidden), ==, n_on_table);
  }
  g_assert_cmpuint (n_hidden, ==, 0);

  /* The computers' changes are marked: the ship of each that took, the
   * cards still on the table they revealed or took; not the human's. */
  ships = find_class (view, "medici-ship");
  g_assert_cmpuint (ships->len, ==, n_players);
  for (guint i = first_computer_move; i < ludus_game_get_n_moves (game); i++)
    {
      const LudusMediciMove *m = (const LudusMediciMove *) ludus_game_get_move (game, i)->bytes;
      guint player = ludus_game_get_move_player (game, i);

      if (m->kind == LUDUS_MEDICI_MOVE_TAKE)
        g_assert_true (gtk_widget_has_css_class (g_ptr_array_index (ships, player), "changed"));
    }
  g_assert_false (gtk_widget_has_css_class (g_ptr_array_index (ships, 0), "changed"));
  changed = find_class (view, "changed");
  for (guint i = 0; i < changed->len; i++)
    if (LUDUS_IS_MEDICI_CARD_WIDGET (g_ptr_array_index (changed, i)))
      n_changed_cards++;
  g_assert_cmpuint (n_changed_cards, >=, n_players - 1);

  /* A log line's move instead (the line under the pointer): the human's
   * take marks the human's ship alone; then the computers' again. */
  ludus_board_view_show_move (LUDUS_BOARD_VIEW (view), first_computer_move - 1);
  g_assert_true (gtk_widget_has_css_class (g_ptr_array_index (ships, 0), "changed"));
  for (guint p = 1; p < n_players; p++)
    g_assert_false (gtk_widget_has_css_class (g_ptr_array_index (ships, p), "changed"));
  ludus_board_view_show_move (LUDUS_BOARD_VIEW (view), -1);
  g_assert_false (gtk_widget_has_css_class (g_ptr_array_index (ships, 0), "changed"));
  g_assert_true (gtk_widget_has_css_class (g_ptr_array_index (ships, 1), "changed"));

  ludus_test_set_motion (FALSE);
  ludus_test_destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "computer-speed");
}

/* The legal move a simple player plays: the last card when it may, else
 * a reveal. */
static LudusMove
simple_move (LudusGame *game)
{
  LudusMove take = ludus_medici_move_take (LUDUS_MEDICI_TAKE_LAST);
  guint n_moves;
  const LudusMove *moves = ludus_game_get_legal_moves (game, &n_moves);

  if (ludus_game_is_legal (game, &take))
    return take;
  g_assert_cmpuint (n_moves, >, 0);
  return moves[0];
}

static char *
florins_text (guint florins)
{
  return g_strdup_printf (florins == 1 ? "%u florin" : "%u florins", florins);
}

/* The florins shown in player @player's panel: the panels' scores in order. */
static const char *
florins_shown (GtkWidget *view,
               guint      player)
{
  g_autoptr(GPtrArray) scores = find_class (view, "florins");

  g_assert_cmpuint (player, <, scores->len);
  return gtk_label_get_text (g_ptr_array_index (scores, player));
}

/* The end of a day: the florins start from the old numbers while the
 * cargo flies to the warehouses, and end at the new. */
static void
test_day_end_counts (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = ludus_test_new_game ("medici", 4, 4, names, SEED, FALSE);
  LudusMediciState before;
  const LudusMediciState *after;
  g_autoptr(GError) error = NULL;
  GtkWidget *view;
  LudusMove move;
  guint scorer = 0;

  /* Up to the take that ends the first day. */
  for (;;)
    {
      LudusMediciState copy = *state_of (game);

      move = simple_move (game);
      ludus_medici_rules.apply (&copy, &move);
      if (copy.day > 0)
        break;
      g_assert_true (ludus_game_apply_move (game, &move, &error));
      g_assert_no_error (error);
    }
  view = ludus_window_play (window, game);
  ludus_test_wait_until_drawn (view, 10);
  ludus_test_set_motion (TRUE);

  before = *state_of (game);
  g_assert_true (ludus_game_apply_move (game, &move, &error));
  g_assert_no_error (error);
  after = state_of (game);
  g_assert_cmpuint (after->day, ==, 1);
  while (scorer < 4 && after->florins[scorer] == before.florins[scorer])
    scorer++;
  g_assert_cmpuint (scorer, <, 4);

  /* In between: the old florins while the cargo is on its way. */
  ludus_test_wait_until (card_in_air, view);
  {
    g_autofree char *old = florins_text (before.florins[scorer]);

    g_assert_cmpstr (florins_shown (view, scorer), ==, old);
  }
  ludus_test_wait_for_motion ();

  /* The end: the new florins, nothing in the air. */
  for (guint p = 0; p < 4; p++)
    {
      g_autofree char *florins = florins_text (after->florins[p]);

      g_assert_cmpstr (florins_shown (view, p), ==, florins);
    }
  g_assert_cmpuint (ludus_board_view_get_n_flights (LUDUS_BOARD_VIEW (view)), ==, 0);
  g_assert_nonnull (ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (view)));

  ludus_test_set_motion (FALSE);
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* The table after the computers' first round, their changes marked. */
static GtkWindow *
setup_last_move (LudusWindow *window)
{
  g_autoptr(LudusGame) game = ludus_test_new_game ("medici", 4, 1, names, SEED, FALSE);
  GtkWidget *view = ludus_window_play (window, game);

  ludus_test_wait_until_drawn (view, 10);
  play_human_turn (view, game);
  ludus_test_wait_until (humans_turn, game);
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
  return NULL;
}

int
main (int   argc,
      char *argv[])
{
  ludus_test_init (&argc, &argv);
  g_settings_set_string (ludus_application_get_settings (ludus_test_get_application ()),
                         "computer-speed", "instant");
  g_settings_set_boolean (ludus_application_get_settings (ludus_test_get_application ()),
                          "confirm-end-turn", FALSE);

  g_test_add_data_func ("/medici-motion/computer-turn/4", GUINT_TO_POINTER (4), test_computer_turn);
  g_test_add_data_func ("/medici-motion/computer-turn/6", GUINT_TO_POINTER (6), test_computer_turn);
  g_test_add_func ("/medici-motion/day-end-counts", test_day_end_counts);
  ludus_test_add_screenshots ("medici-last-move", setup_last_move);

  return g_test_run ();
}
