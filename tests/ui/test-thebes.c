/* test-thebes.c: Thebes played in the window, through its actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A whole 2-player game (the test builds the human seat's turns through
 * the view's actions, an easy computer plays itself at the "instant"
 * speed) to the final scoring sheet and ranking, then save, reopen and
 * compare; a 4-player game of computers to the final ranking; the card
 * widget's names; and screenshots of the map with travel costs, the time
 * track, a dig on the time wheel, the tokens it drew, a full tableau and
 * the final scoring sheet.
 */

#define G_LOG_DOMAIN "test-thebes"

#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "thebes/ludus-thebes-card-widget.h"
#include "thebes/ludus-thebes-dig-panel.h"
#include "thebes/ludus-thebes-game.h"
#include "thebes/ludus-thebes-map.h"
#include "thebes/ludus-thebes-score-sheet.h"
#include "thebes/ludus-thebes-time-track.h"
#include "thebes/ludus-thebes-view.h"
#include "ludus-rule-help.h"
#include "ludus-rules-window.h"
#include "ludus-autosave.h"
#include "ludus-save.h"
#include "ludus-test-utils.h"

#define SEED 20261124

static const char *data_dir;  /* $XDG_DATA_HOME */

static LudusGame *
new_game_full (guint    n_seats,
               guint    n_humans,
               guint64  seed,
               gboolean practice)
{
  static const char * const names[] = { "Anna", "Béla", "Carlos", "Dóra" };

  return ludus_test_new_game ("thebes", n_seats, n_humans, names, seed, practice);
}

static LudusGame *
new_game (guint    n_seats,
          guint    n_humans,
          guint64  seed)
{
  return new_game_full (n_seats, n_humans, seed, FALSE);
}

static const LudusThebesState *
state_of (LudusGame *game)
{
  return ludus_thebes_game_get_state (LUDUS_THEBES_GAME (game));
}

/* The first widget of @type with @css_class under @root. */
static GtkWidget *
find_widget_with_class (GtkWidget  *root,
                        GType       type,
                        const char *css_class)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type) && gtk_widget_has_css_class (root, css_class))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget_with_class (child, type, css_class);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static LudusThebesView *
get_view (LudusWindow *window)
{
  GtkWidget *view = ludus_test_find_widget (GTK_WIDGET (window), LUDUS_TYPE_THEBES_VIEW);

  g_assert_nonnull (view);
  return LUDUS_THEBES_VIEW (view);
}

/* A legal move of the player to move, the same for the same @rand: no
 * end of the expedition while anything else is legal, digs and
 * exhibitions preferred half of the time so the game has some. */
static LudusThebesMove
pick_move (LudusGame *game,
           GRand     *rand)
{
  guint n_moves;
  const LudusMove *moves = ludus_game_get_legal_moves (game, &n_moves);
  guint n_useful = 0;
  guint pick;

  g_assert_cmpuint (n_moves, >, 0);
  for (guint i = 0; i < n_moves; i++)
    {
      const LudusThebesMove *m = (const LudusThebesMove *) moves[i].bytes;

      n_useful += m->action != LUDUS_THEBES_ACTION_END;
    }
  if (n_useful == 0)
    return *(const LudusThebesMove *) moves[0].bytes;

  if (g_rand_boolean (rand))
    for (guint i = 0; i < n_moves; i++)
      {
        const LudusThebesMove *m = (const LudusThebesMove *) moves[(i + g_rand_int (rand)) % n_moves].bytes;

        if (m->action == LUDUS_THEBES_ACTION_DIG || m->action == LUDUS_THEBES_ACTION_EXHIBITION)
          return *m;
      }

  pick = g_rand_int_range (rand, 0, n_useful);
  for (guint i = 0; i < n_moves; i++)
    {
      const LudusThebesMove *m = (const LudusThebesMove *) moves[i].bytes;

      if (m->action != LUDUS_THEBES_ACTION_END && pick-- == 0)
        return *m;
    }
  g_assert_not_reached ();
}

static void
apply_picked (LudusGame *game,
              GRand     *rand)
{
  LudusThebesMove m = pick_move (game, rand);
  LudusMove move;
  g_autoptr(GError) error = NULL;

  memcpy (move.bytes, &m, sizeof move.bytes);
  g_assert_true (ludus_game_apply_move (game, &move, &error));
  g_assert_no_error (error);
}

static void
activate (GtkWidget  *view,
          const char *action,
          GVariant   *parameter)
{
  g_assert_true (gtk_widget_activate_action_variant (view, action, parameter));
}

/* Builds @m through the view's actions, in the order the builder asks
 * for the choices (a card or an exhibition chosen first, without the
 * place, half of the time), and checks the turn is complete. */
static void
build_turn (LudusThebesView       *view,
            const LudusThebesMove *m,
            GRand                 *rand)
{
  GtkWidget *widget = GTK_WIDGET (view);
  const LudusThebesTurn *turn = ludus_thebes_view_get_turn (view);

  if (m->action == LUDUS_THEBES_ACTION_END)
    activate (widget, "thebes.end-expedition", NULL);
  else if (m->action == LUDUS_THEBES_ACTION_CARD && !m->zeppelin && g_rand_boolean (rand))
    activate (widget, "thebes.choose-card", g_variant_new_uint32 (m->slot));
  else
    activate (widget, "thebes.choose-place", g_variant_new_uint32 (m->dest));
  /* The trip is paid in weeks unless the zeppelin is ticked. */
  if (m->zeppelin && !ludus_thebes_turn_get_zeppelin (turn))
    activate (widget, "thebes.zeppelin", g_variant_new_boolean (TRUE));

  for (guint i = 0; i < 8 && !ludus_thebes_turn_is_complete (turn, NULL); i++)
    {
      LudusThebesTurnPrompt prompt = ludus_thebes_turn_get_prompt (turn);

      switch (prompt)
        {
        case LUDUS_THEBES_TURN_PROMPT_ACTION:
          if (m->action == LUDUS_THEBES_ACTION_CARD)
            activate (widget, "thebes.choose-card", g_variant_new_uint32 (m->slot));
          else if (m->action == LUDUS_THEBES_ACTION_EXHIBITION)
            activate (widget, "thebes.choose-exhibition", g_variant_new_uint32 (m->slot));
          else
            activate (widget, "thebes.swap", NULL);
          break;
        case LUDUS_THEBES_TURN_PROMPT_RUMOURS:
          activate (widget, "thebes.rumours", g_variant_new_uint32 (m->rumours));
          break;
        case LUDUS_THEBES_TURN_PROMPT_ASSISTANT:
          activate (widget, "thebes.assistant", g_variant_new_boolean (m->assistant));
          break;
        case LUDUS_THEBES_TURN_PROMPT_SHOVEL:
          activate (widget, "thebes.shovel", g_variant_new_boolean (m->shovel));
          break;
        case LUDUS_THEBES_TURN_PROMPT_DIG_WEEKS:
          activate (widget, "thebes.choose-weeks", g_variant_new_uint32 (m->weeks));
          break;
        case LUDUS_THEBES_TURN_PROMPT_PLACE:
        case LUDUS_THEBES_TURN_PROMPT_ZEPPELIN:
        case LUDUS_THEBES_TURN_PROMPT_COMPLETE:
        case LUDUS_THEBES_TURN_PROMPT_NONE:
        default:
          g_assert_not_reached ();
        }
    }
  g_assert_true (ludus_thebes_turn_is_complete (turn, NULL));
}

/* One human turn: built through the actions, then confirmed; the move
 * played is the one chosen. */
static void
play_human_turn (LudusWindow *window,
                 GRand       *rand)
{
  LudusGame *game = ludus_window_get_game (window);
  LudusThebesView *view = get_view (window);
  LudusThebesMove m = pick_move (game, rand);
  guint n_moves = ludus_game_get_n_moves (game);
  LudusMove built;

  build_turn (view, &m, rand);
  g_assert_true (ludus_thebes_turn_is_complete (ludus_thebes_view_get_turn (view), &built));
  g_assert_cmpmem (built.bytes, sizeof built.bytes, &m, sizeof m);
  activate (GTK_WIDGET (view), "thebes.confirm", NULL);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves + 1);
  g_assert_cmpmem (ludus_game_get_move (game, n_moves)->bytes, sizeof m, &m, sizeof m);
  /* A dig shows what it drew (the bags never run empty in these games). */
  if (m.action == LUDUS_THEBES_ACTION_DIG)
    g_assert_cmpuint (ludus_thebes_view_get_n_drawn (view), >, 0);
}

/* Plays @window's game to the final ranking, the humans through the view;
 * returns how many human turns were played. */
static guint
play_to_ranking (LudusWindow *window,
                 GRand       *rand)
{
  LudusGame *game = ludus_window_get_game (window);
  guint n_sheets = 0, n_human_moves = 0;

  while (!ludus_game_is_over (game) || ludus_test_find_ranking () == NULL)
    {
      LudusThebesView *view;
      GtkWindow *sheet;

      ludus_test_wait_until (ludus_test_needs_players, window);
      view = get_view (window);
      if ((sheet = ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (view))) != NULL)
        {
          g_assert_true (LUDUS_IS_THEBES_SCORE_SHEET (sheet));
          g_assert_true (ludus_game_is_over (game));
          /* The ranking waits while the players read the scores. */
          g_assert_null (ludus_test_find_ranking ());
          n_sheets++;
          gtk_window_close (sheet);
          ludus_test_iterate ();
          continue;
        }
      if (ludus_game_is_over (game))
        break;

      play_human_turn (window, rand);
      n_human_moves++;
    }
  g_assert_cmpuint (n_sheets, ==, 1);
  return n_human_moves;
}

static void
test_full_game (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (2, 1, SEED);
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED);

  ludus_test_remove_unfinished_games ();
  g_autofree char *save_path = g_build_filename (data_dir, "thebes-finished.json", NULL);
  g_autoptr(GFile) save_file = g_file_new_for_path (save_path);
  int scores[LUDUS_MAX_PLAYERS], reopened_scores[LUDUS_MAX_PLAYERS];
  LudusGame *reopened;
  GtkWindow *ranking;
  guint n_human_moves;

  ludus_window_play (window, game);
  n_human_moves = play_to_ranking (window, rand);
  g_assert_true (ludus_game_is_over (game));
  g_assert_cmpuint (n_human_moves, >, 10);
  g_assert_cmpuint (ludus_test_n_unfinished_games (), ==, 0);

  ranking = ludus_test_find_ranking ();
  g_assert_nonnull (ranking);
  ludus_game_get_scores (game, scores);

  g_assert_true (ludus_window_save_file (window, save_file));
  gtk_window_destroy (ranking);
  ludus_test_iterate ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  g_assert_null (ludus_window_get_game (window));

  g_assert_true (ludus_window_open_file (window, save_file));
  reopened = ludus_window_get_game (window);
  g_assert_nonnull (reopened);
  g_assert_true (reopened != game);
  g_assert_true (ludus_game_is_over (reopened));
  g_assert_cmpuint (ludus_game_get_n_moves (reopened), ==, ludus_game_get_n_moves (game));
  for (guint i = 0; i < ludus_game_get_n_moves (game); i++)
    g_assert_cmpstr (ludus_game_get_move_notation (reopened, i), ==,
                     ludus_game_get_move_notation (game, i));
  ludus_game_get_scores (reopened, reopened_scores);
  for (guint i = 0; i < 2; i++)
    g_assert_cmpint (reopened_scores[i], ==, scores[i]);
  g_assert_cmpint (memcmp (state_of (reopened)->players, state_of (game)->players,
                           sizeof state_of (game)->players), ==, 0);

  /* Reopening a finished game shows its ranking again, not the sheet. */
  ludus_test_wait_until (ludus_test_ranking_shown, NULL);
  g_assert_null (ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (get_view (window))));
  gtk_window_destroy (ludus_test_find_ranking ());
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

static void
test_computers (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (4, 0, SEED + 1);
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + 1);

  ludus_window_play (window, game);
  g_assert_cmpuint (play_to_ranking (window, rand), ==, 0);
  g_assert_true (ludus_game_is_over (game));
  g_assert_nonnull (ludus_test_find_ranking ());
  gtk_window_destroy (ludus_test_find_ranking ());
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

static gboolean
turn_complete (gpointer data)
{
  return ludus_thebes_turn_is_complete (data, NULL);
}

/* The builder decides: a place that cannot be chosen changes nothing, and
 * Escape (thebes.cancel) forgets the choices. */
static void
test_choices (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (2, 2, SEED + 2);
  LudusThebesView *view;
  const LudusThebesTurn *turn;
  const LudusThebesState *state;
  guint player;

  ludus_window_play (window, game);
  view = get_view (window);
  turn = ludus_thebes_view_get_turn (view);
  state = state_of (game);
  player = ludus_game_get_current_player (game);
  g_assert_cmpint (ludus_thebes_turn_get_prompt (turn), ==, LUDUS_THEBES_TURN_PROMPT_PLACE);
  /* Nothing chosen: Enter plays nothing. */
  gtk_widget_activate_action (GTK_WIDGET (view), "thebes.confirm", NULL);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 0);

  /* Nobody knows anything of a site yet: no dig. */
  activate (GTK_WIDGET (view), "thebes.choose-place", g_variant_new_uint32 (LUDUS_THEBES_PLACE_EGY));
  g_assert_cmpuint (ludus_thebes_turn_get_place (turn), ==, LUDUS_THEBES_NONE);

  /* London: the trip's weeks are shown before anything is played. */
  activate (GTK_WIDGET (view), "thebes.choose-place", g_variant_new_uint32 (LUDUS_THEBES_PLACE_LON));
  g_assert_cmpuint (ludus_thebes_turn_get_place (turn), ==, LUDUS_THEBES_PLACE_LON);
  g_assert_cmpuint (ludus_thebes_turn_get_weeks (turn), ==,
                    ludus_thebes_travel_weeks (state, player, LUDUS_THEBES_PLACE_LON));
  activate (GTK_WIDGET (view), "thebes.cancel", NULL);
  g_assert_cmpuint (ludus_thebes_turn_get_place (turn), ==, LUDUS_THEBES_NONE);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 0);

  /* Space on a research card that can be taken chooses it, and its city. */
  {
    GtkWidget *card = find_widget_with_class (GTK_WIDGET (view), LUDUS_TYPE_THEBES_CARD_WIDGET, "selectable");
    LudusMove move;
    const LudusThebesMove *m = (const LudusThebesMove *) move.bytes;

    g_assert_nonnull (card);
    g_assert_true (gtk_widget_grab_focus (card));
    g_assert_true (gtk_widget_activate (card));
    /* A button activated from the keyboard clicks a moment later. */
    ludus_test_wait_until (turn_complete, (gpointer) turn);
    g_assert_true (ludus_thebes_turn_is_complete (turn, &move));
    g_assert_cmpint (m->action, ==, LUDUS_THEBES_ACTION_CARD);
    g_assert_cmpuint (m->dest, ==, state->content->cards[state->display[m->slot]].city);
    g_assert_true (gtk_widget_has_css_class (card, "selected"));
    g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == card);
    activate (GTK_WIDGET (view), "thebes.cancel", NULL);
    g_assert_false (gtk_widget_has_css_class (card, "selected"));
  }

  /* Places are named with what they hold and cost, and the arrow keys
   * move between them by their position on the map. */
  {
    GtkWidget *map = ludus_test_find_widget (GTK_WIDGET (view), LUDUS_TYPE_THEBES_MAP);
    GtkWidget *london = ludus_thebes_map_get_place_widget (LUDUS_THEBES_MAP (map), LUDUS_THEBES_PLACE_LON);
    GtkWidget *egypt = ludus_thebes_map_get_place_widget (LUDUS_THEBES_MAP (map), LUDUS_THEBES_PLACE_EGY);
    GtkWidget *warsaw = ludus_thebes_map_get_place_widget (LUDUS_THEBES_MAP (map), LUDUS_THEBES_PLACE_WAR);
    GtkWidget *focus;

    /* What the place holds, then its rule (test-rule-help.c checks those). */
    g_assert_true (g_str_has_prefix (gtk_widget_get_tooltip_text (egypt),
                                     "Egypt dig site: 30 tokens left, permit valid, 3 weeks away\n"));
    ludus_test_wait_for_frames (GTK_WIDGET (window), 2);
    g_assert_true (gtk_widget_grab_focus (london));
    g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_RIGHT));
    focus = gtk_root_get_focus (GTK_ROOT (window));
    g_assert_true (focus != london);
    g_assert_true (gtk_widget_get_parent (focus) == map);
    /* Down from Warsaw: another place (from one with no place below,
     * the focus goes on down to a player's panel). */
    g_assert_true (gtk_widget_grab_focus (warsaw));
    g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_DOWN));
    focus = gtk_root_get_focus (GTK_ROOT (window));
    g_assert_true (focus != warsaw);
    g_assert_true (gtk_widget_get_parent (focus) == map);
  }

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

/* With "confirm before ending a turn" on, only ending the expedition asks. */
static void
test_confirm_end (void)
{
  GSettings *settings = ludus_application_get_settings (ludus_test_get_application ());
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (2, 2, SEED + 4);
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + 4);
  GtkWidget *view;
  GtkWindow *dialog;

  g_settings_set_boolean (settings, "confirm-end-turn", TRUE);
  ludus_window_play (window, game);
  view = GTK_WIDGET (get_view (window));

  /* An ordinary turn: Confirm plays it at once. */
  play_human_turn (window, rand);
  g_assert_null (ludus_test_find_window (ADW_TYPE_MESSAGE_DIALOG));

  activate (view, "thebes.end-expedition", NULL);
  activate (view, "thebes.confirm", NULL);
  dialog = ludus_test_find_window (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  ludus_test_iterate ();
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 1);

  activate (view, "thebes.confirm", NULL);
  dialog = ludus_test_find_window (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "end");
  ludus_test_iterate ();
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 2);
  g_assert_cmpint (state_of (game)->players[state_of (game)->last_player].time, ==, LUDUS_THEBES_END_TIME);

  g_settings_set_boolean (settings, "confirm-end-turn", FALSE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

static gboolean
human_to_move (gpointer data)
{
  LudusGame *game = data;

  return ludus_game_is_over (game) || !ludus_game_current_seat_is_computer (game);
}

/* Undo goes back to the human's last turn, past the computer's, with a
 * fresh turn; back to the very start too (in practice mode, where undo
 * crosses the draws).  Leaving keeps the game for Continue. */
static void
test_undo_and_continue (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game_full (2, 1, SEED + 3, TRUE);
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + 3);
  LudusThebesView *view;
  const LudusThebesTurn *turn;
  guint before, n_human_moves = 0;

  ludus_window_play (window, game);
  view = get_view (window);
  turn = ludus_thebes_view_get_turn (view);

  /* Human turns until the computer has answered. */
  while (n_human_moves < 3 || ludus_game_get_n_moves (game) == n_human_moves)
    {
      ludus_test_wait_until (human_to_move, game);
      play_human_turn (window, rand);
      n_human_moves++;
      g_assert_cmpuint (n_human_moves, <, 40);
    }
  ludus_test_wait_until (human_to_move, game);

  before = ludus_game_get_n_moves (game);
  g_assert_true (ludus_game_get_can_undo (game));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (ludus_game_get_n_moves (game), <, before);
  g_assert_false (ludus_game_current_seat_is_computer (game));
  g_assert_cmpint (ludus_thebes_turn_get_prompt (turn), ==, LUDUS_THEBES_TURN_PROMPT_PLACE);
  g_assert_cmpuint (ludus_thebes_turn_get_player (turn), ==, ludus_game_get_current_player (game));

  /* To the very start, then one move again: the view follows every step. */
  while (ludus_game_get_n_moves (game) > 0)
    {
      before = ludus_game_get_n_moves (game);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
      g_assert_cmpuint (ludus_game_get_n_moves (game), <, before);
    }
  g_assert_cmpint (ludus_thebes_turn_get_prompt (turn), ==, LUDUS_THEBES_TURN_PROMPT_PLACE);
  g_assert_cmpuint (ludus_thebes_view_get_n_drawn (view), ==, 0);
  if (ludus_game_current_seat_is_computer (game))
    ludus_test_wait_until (human_to_move, game);
  else
    play_human_turn (window, rand);
  g_assert_cmpuint (ludus_game_get_n_moves (game), >, 0);
  ludus_test_iterate ();

  /* Leaving keeps the game for Continue, which brings it back. */
  before = ludus_game_get_n_moves (game);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  g_assert_cmpuint (ludus_test_n_unfinished_games (), >, 0);
  ludus_test_destroy_window (GTK_WINDOW (window));
  window = ludus_test_new_window ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL));
  g_assert_nonnull (ludus_window_get_game (window));
  g_assert_true (LUDUS_IS_THEBES_GAME (ludus_window_get_game (window)));
  g_assert_cmpuint (ludus_game_get_n_moves (ludus_window_get_game (window)), >=, before);
  g_assert_nonnull (get_view (window));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

/* A legal trip by zeppelin of the player to move, if any. */
static gboolean
find_zeppelin_trip (LudusGame       *game,
                    LudusThebesMove *trip)
{
  guint n_moves;
  const LudusMove *moves = ludus_game_get_legal_moves (game, &n_moves);

  for (guint i = 0; i < n_moves; i++)
    {
      const LudusThebesMove *m = (const LudusThebesMove *) moves[i].bytes;

      if (m->zeppelin && m->action != LUDUS_THEBES_ACTION_DIG)
        {
          *trip = *m;
          return TRUE;
        }
    }
  return FALSE;
}

/* The zeppelin is offered as a choice: the trip's cost drops to nothing
 * when it is chosen, and the move played is the zeppelin trip. */
static void
test_zeppelin (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = NULL;
  LudusThebesMove trip = { 0 };
  g_autofree char *path = NULL;
  LudusThebesView *view;
  const LudusThebesTurn *turn;
  guint n_moves;

  for (guint seed = 0; game == NULL && seed < 20; seed++)
    {
      g_autoptr(LudusGame) candidate = new_game (2, 2, SEED + 100 + seed);
      g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + 100 + seed);

      while (!ludus_game_is_over (candidate) && !find_zeppelin_trip (candidate, &trip))
        apply_picked (candidate, rand);
      if (!ludus_game_is_over (candidate))
        game = g_steal_pointer (&candidate);
    }
  g_assert_nonnull (game);

  ludus_window_play (window, game);
  view = get_view (window);
  turn = ludus_thebes_view_get_turn (view);
  activate (GTK_WIDGET (view), "thebes.choose-place", g_variant_new_uint32 (trip.dest));
  g_assert_cmpuint (ludus_thebes_turn_get_place (turn), ==, trip.dest);
  if (ludus_thebes_turn_can_choose_zeppelin (turn, FALSE))
    {
      g_assert_false (ludus_thebes_turn_get_zeppelin (turn));
      g_assert_cmpuint (ludus_thebes_turn_place_cost (turn, trip.dest), >, 0);
    }
  activate (GTK_WIDGET (view), "thebes.zeppelin", g_variant_new_boolean (TRUE));
  g_assert_true (ludus_thebes_turn_get_zeppelin (turn));
  ludus_test_wait_for_frames (GTK_WIDGET (window), 20);
  path = ludus_test_save_screenshot (GTK_WINDOW (window), NULL, "thebes-zeppelin-en-light");
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpuint (ludus_thebes_turn_place_cost (turn, trip.dest), ==, 0);

  n_moves = ludus_game_get_n_moves (game);
  if (trip.action == LUDUS_THEBES_ACTION_CARD)
    activate (GTK_WIDGET (view), "thebes.choose-card", g_variant_new_uint32 (trip.slot));
  else if (trip.action == LUDUS_THEBES_ACTION_EXHIBITION)
    activate (GTK_WIDGET (view), "thebes.choose-exhibition", g_variant_new_uint32 (trip.slot));
  else
    activate (GTK_WIDGET (view), "thebes.swap", NULL);
  activate (GTK_WIDGET (view), "thebes.confirm", NULL);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves + 1);
  g_assert_cmpuint (((const LudusThebesMove *) ludus_game_get_move (game, n_moves)->bytes)->zeppelin, ==, 1);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

static GtkWidget *
nth_child (GtkWidget *widget,
           guint      n)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  while (n-- > 0 && child != NULL)
    child = gtk_widget_get_next_sibling (child);
  g_assert_nonnull (child);
  return child;
}

/* Markers on a shared week stack in turn order, the next to move on top;
 * one a year ahead is faint; a choice's weeks are marked. */
static void
test_time_track (void)
{
  GtkWidget *track = g_object_ref_sink (ludus_thebes_time_track_new ());
  const int times[] = { 5, 5, 5 + LUDUS_THEBES_WEEKS_PER_YEAR };
  const guint colours[] = { 0, 1, 2 };
  const char * const names[] = { "Anna", "Béla", "Carlos" };
  const guint order[] = { 1, 0, 2 };
  GtkWidget *week6 = nth_child (track, 5);  /* time 5: week 6 */

  ludus_thebes_time_track_set_markers (LUDUS_THEBES_TIME_TRACK (track), 3, times, colours, names, order);
  /* Child 0 is the week's number, then the markers from the top. */
  g_assert_true (gtk_widget_has_css_class (nth_child (week6, 1), "player-colour-1"));
  g_assert_true (gtk_widget_has_css_class (nth_child (week6, 1), "next"));
  g_assert_true (gtk_widget_has_css_class (nth_child (week6, 2), "player-colour-0"));
  g_assert_false (gtk_widget_has_css_class (nth_child (week6, 2), "next"));
  g_assert_true (gtk_widget_has_css_class (nth_child (week6, 3), "player-colour-2"));
  g_assert_true (gtk_widget_has_css_class (nth_child (week6, 3), "later-year"));
  g_assert_false (gtk_widget_get_visible (nth_child (week6, 4)));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (week6), ==,
                   "Béla: week 6 of 1901, Anna: week 6 of 1901, Carlos: week 6 of 1902");

  ludus_thebes_time_track_set_preview (LUDUS_THEBES_TIME_TRACK (track), 5, 9);
  g_assert_false (gtk_widget_has_css_class (week6, "passed"));
  g_assert_true (gtk_widget_has_css_class (nth_child (track, 6), "passed"));
  g_assert_true (gtk_widget_has_css_class (nth_child (track, 8), "passed"));
  g_assert_true (gtk_widget_has_css_class (nth_child (track, 9), "landing"));
  g_assert_false (gtk_widget_has_css_class (nth_child (track, 10), "passed"));
  g_assert_finalize_object (track);
}

static void
test_cards (void)
{
  const LudusThebesCard spec = { LUDUS_THEBES_CARD_SPECIALIZED, LUDUS_THEBES_PLACE_BER,
                                 LUDUS_THEBES_SITE_EGY, 2, 2, 0, { 0 } };
  const LudusThebesCard show = { LUDUS_THEBES_CARD_EXHIBITION, LUDUS_THEBES_PLACE_LON,
                                 0, 5, 4, 1, { 2, 1, 3, 0, 0 } };
  g_autofree char *spec_name = ludus_thebes_card_accessible_name (&spec);
  g_autofree char *show_name = ludus_thebes_card_accessible_name (&show);
  GtkWidget *card = g_object_ref_sink (ludus_thebes_card_widget_new ());

  g_assert_cmpstr (spec_name, ==, "Berlin: specialized knowledge of Egypt 2, 2 weeks");
  g_assert_cmpstr (show_name, ==, "London: large exhibition, 5 points, needs 2 from Greece, "
                                  "1 from Crete, 3 from Egypt, 4 weeks");
  g_autofree char *spec_tooltip = NULL;

  ludus_thebes_card_widget_set_card (LUDUS_THEBES_CARD_WIDGET (card), &spec);
  /* The card's name, then its kind's rule (test-rule-help.c checks those). */
  spec_tooltip = g_strconcat (spec_name, "\n", ludus_rule_help_get (card), NULL);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (card), ==, spec_tooltip);
  g_assert_true (gtk_widget_has_css_class (card, "egy"));
  ludus_thebes_card_widget_set_card (LUDUS_THEBES_CARD_WIDGET (card), NULL);
  g_assert_true (gtk_widget_has_css_class (card, "empty"));
  g_assert_finalize_object (card);
}

/* Thebes takes 2 to 4 players, a deck and a map layout. */
static void
test_new_game_dialog (void)
{
  LudusWindow *window = ludus_test_new_window ();
  GSettings *settings = ludus_application_get_settings (ludus_test_get_application ());
  LudusNewGameDialog *dialog;
  LudusGame *game;

  dialog = ludus_window_new_game (window, "thebes");
  g_assert_true (LUDUS_IS_NEW_GAME_DIALOG (dialog));
  ludus_test_wait_for_frames (GTK_WIDGET (dialog), 2);
  ludus_new_game_dialog_set_n_players (dialog, 2);
  ludus_new_game_dialog_set_seat (dialog, 0, "Zsófia", TRUE, LUDUS_AI_NORMAL);
  ludus_new_game_dialog_set_seat (dialog, 1, "Gép", FALSE, LUDUS_AI_EASY);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL));
  ludus_test_iterate ();

  game = ludus_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_true (LUDUS_IS_THEBES_GAME (game));
  g_assert_cmpuint (ludus_game_get_n_players (game), ==, 2);
  g_assert_cmpstr (state_of (game)->content->layout_name, ==, "Thebes");
  g_assert_nonnull (get_view (window));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "last-setups");
  ludus_test_remove_unfinished_games ();
}

/* During a game of Thebes, the rules are those of Thebes. */
static GtkWindow *
setup_rules (LudusWindow *window)
{
  g_autoptr(LudusGame) game = new_game (2, 2, SEED + 13);

  ludus_window_play (window, game);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rules", NULL));
  return ludus_test_find_window (LUDUS_TYPE_RULES_WINDOW);
}

static void
test_rules_window (void)
{
  LudusWindow *window = ludus_test_new_window ();
  GtkWindow *rules;

  g_assert_true (ludus_rules_window_has_rules ("thebes"));
  rules = setup_rules (window);
  g_assert_nonnull (rules);
  ludus_test_wait_for_frames (GTK_WIDGET (rules), 2);
  gtk_window_destroy (rules);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

/* Screenshots --------------------------------------------------------------
 *
 * All seats human so that nothing moves by itself; the positions come from
 * the model's own legal moves, picked by a seeded random policy. */

/* A legal dig of the player to move, if any. */
static gboolean
find_dig (LudusGame       *game,
          LudusThebesMove *dig)
{
  guint n_moves;
  const LudusMove *moves = ludus_game_get_legal_moves (game, &n_moves);

  for (guint i = 0; i < n_moves; i++)
    {
      const LudusThebesMove *m = (const LudusThebesMove *) moves[i].bytes;

      if (m->action == LUDUS_THEBES_ACTION_DIG && m->weeks >= 4 && !m->zeppelin)
        {
          *dig = *m;
          return TRUE;
        }
    }
  return FALSE;
}

/* A 4-player game some turns in, with a dig legal for the player to move. */
static LudusGame *
game_with_dig (LudusThebesMove *dig)
{
  LudusGame *game = new_game (4, 4, SEED + 7);
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + 7);

  for (guint i = 0; i < 14 || !find_dig (game, dig); i++)
    apply_picked (game, rand);
  return game;
}

static GtkWindow *
setup_map (LudusWindow *window)
{
  g_autoptr(LudusGame) game = new_game (4, 4, SEED + 5);
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + 5);
  LudusThebesView *view;

  /* Two markers left on the start week: a stack. */
  for (guint i = 0; i < 2; i++)
    apply_picked (game, rand);
  ludus_window_play (window, game);
  view = get_view (window);
  activate (GTK_WIDGET (view), "thebes.choose-place", g_variant_new_uint32 (LUDUS_THEBES_PLACE_VIE));
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
  return NULL;
}

static GtkWindow *
setup_dig (LudusWindow *window)
{
  LudusThebesMove dig;
  g_autoptr(LudusGame) game = game_with_dig (&dig);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  LudusThebesView *view;

  ludus_window_play (window, game);
  view = get_view (window);
  /* Laid out, as a person's first click finds it: choosing the site
   * scrolls the dig panel into view. */
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 20);
  build_turn (view, &dig, rand);
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
  return NULL;
}

static gboolean
all_revealed (gpointer data)
{
  LudusThebesView *view = data;

  return ludus_thebes_view_get_n_drawn (view) > 0 &&
         ludus_thebes_view_get_n_revealed (view) == ludus_thebes_view_get_n_drawn (view);
}

static GtkWindow *
setup_token (LudusWindow *window)
{
  LudusThebesMove dig;
  g_autoptr(LudusGame) game = game_with_dig (&dig);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  LudusThebesView *view;

  ludus_window_play (window, game);
  view = get_view (window);
  build_turn (view, &dig, rand);
  activate (GTK_WIDGET (view), "thebes.confirm", NULL);
  ludus_test_wait_until (all_revealed, view);
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 60);
  return NULL;
}

static GtkWindow *
setup_tableau (LudusWindow *window)
{
  g_autoptr(LudusGame) game = new_game (3, 3, SEED + 9);
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + 9);

  for (guint i = 0; i < 70 && !ludus_game_is_over (game); i++)
    apply_picked (game, rand);
  ludus_window_play (window, game);
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
  return NULL;
}

/* Plays picked moves until the next one would end the game. */
static void
play_to_last_move (LudusGame *game,
                   GRand     *rand)
{
  for (;;)
    {
      g_autofree LudusThebesState *copy = g_memdup2 (state_of (game), sizeof (LudusThebesState));
      g_autoptr(GRand) probe = g_rand_copy (rand);
      LudusThebesMove m = pick_move (game, probe);
      LudusMove move;

      memcpy (move.bytes, &m, sizeof move.bytes);
      ludus_thebes_rules.apply (copy, &move);
      if (ludus_thebes_rules.is_over (copy))
        return;
      apply_picked (game, rand);
    }
}

static GtkWindow *
setup_score_sheet (LudusWindow *window)
{
  g_autoptr(LudusGame) game = new_game (3, 3, SEED + 11);
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + 11);

  /* To the last move, played with the window watching. */
  play_to_last_move (game, rand);
  ludus_window_play (window, game);
  apply_picked (game, rand);
  return ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (get_view (window)));
}

/* The final scoring sheet is as wide as its grid: no column cut, no
 * sideways scrolling, with 4 players in the languages of long words, also
 * with large text (GNOME's Large Text, 1.25 times). */
static void
test_score_sheet_fits (void)
{
  static const char * const languages[] = { "es", "hu" };
  static const char * const fonts[] = { "Cantarell 11", "Cantarell 14" };

  for (guint f = 0; f < G_N_ELEMENTS (fonts); f++)
    for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
      {
        LudusWindow *window;
        g_autoptr(LudusGame) game = NULL;
        g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + 11);
        GtkWindow *sheet;

        g_object_set (gtk_settings_get_default (), "gtk-font-name", fonts[f], NULL);
        ludus_test_set_language (languages[l]);
        window = ludus_test_new_window ();
        game = new_game (4, 4, SEED + 11);
        play_to_last_move (game, rand);
        ludus_window_play (window, game);
        apply_picked (game, rand);
        sheet = ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (get_view (window)));
        g_assert_true (LUDUS_IS_THEBES_SCORE_SHEET (sheet));
        g_test_message ("%s, %s", fonts[f], languages[l]);
        ludus_test_assert_sheet_fits (sheet);

        gtk_window_destroy (sheet);
        ludus_test_wait_until (ludus_test_ranking_shown, NULL);
        gtk_window_destroy (ludus_test_find_ranking ());
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
        ludus_test_destroy_window (GTK_WINDOW (window));
      }
  g_object_set (gtk_settings_get_default (), "gtk-font-name", fonts[0], NULL);
  ludus_test_set_language ("en");
}

/* A finished game, its scores read and its ranking closed: Undo is off. */
static GtkWindow *
setup_finished (LudusWindow *window)
{
  g_autoptr(LudusGame) game = new_game (3, 3, SEED + 11);
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + 11);

  play_to_last_move (game, rand);
  ludus_window_play (window, game);
  apply_picked (game, rand);
  gtk_window_close (ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (get_view (window))));
  ludus_test_wait_until (ludus_test_ranking_shown, NULL);
  gtk_window_destroy (ludus_test_find_ranking ());
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
  return NULL;
}

/* Once the game is over, Undo is off: it used to take back the last move
 * and reopen the final scoring.  The turn's buttons go with it. */
static void
test_no_undo_after_end (void)
{
  static const char * const turn_actions[] = {
    "thebes.end-expedition", "thebes.cancel", "thebes.confirm", "thebes.swap",
  };
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (3, 3, SEED + 11);
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + 11);
  GtkWidget *button;
  GtkWindow *ranking;
  guint n_moves;

  play_to_last_move (game, rand);
  ludus_window_play (window, game);
  button = ludus_test_find_button (GTK_WIDGET (window), "win.undo");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  for (guint i = 0; i < G_N_ELEMENTS (turn_actions); i++)
    g_assert_true (gtk_widget_is_visible (ludus_test_find_button (GTK_WIDGET (window), turn_actions[i])));

  apply_picked (game, rand);
  g_assert_true (ludus_game_is_over (game));
  /* The last move could be taken back by the barrier's measure alone. */
  g_assert_true (ludus_game_get_can_undo (game));
  g_assert_true (LUDUS_IS_THEBES_SCORE_SHEET (ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (get_view (window)))));
  gtk_window_close (ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (get_view (window))));
  ludus_test_wait_until (ludus_test_ranking_shown, NULL);
  ranking = ludus_test_find_ranking ();
  gtk_window_destroy (ranking);
  ludus_test_iterate ();

  n_moves = ludus_game_get_n_moves (game);
  g_assert_false (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  ludus_test_iterate ();
  g_assert_true (ludus_game_is_over (game));
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves);
  g_assert_null (ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (get_view (window))));

  /* Nobody plays a turn any more: no turn's buttons, dead or not. */
  for (guint i = 0; i < G_N_ELEMENTS (turn_actions); i++)
    g_assert_false (gtk_widget_is_visible (ludus_test_find_button (GTK_WIDGET (window), turn_actions[i])));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* The row of cards on display, where it is in the window. */
static graphene_rect_t
display_bounds (GtkWidget *view)
{
  GtkWidget *card = ludus_test_find_widget (view, LUDUS_TYPE_THEBES_CARD_WIDGET);

  g_assert_nonnull (card);
  g_assert_cmpstr (gtk_widget_get_name (gtk_widget_get_parent (card)), ==, "display");
  return ludus_test_widget_bounds (gtk_widget_get_parent (card));
}

/* The table grows with the window: the cards and the dig, below the map
 * in a small window, come beside it, each half of the table.  Set
 * THEBES_WINDOW_SIZE=1920x1080 (and a screen that large) to see full HD. */
static void
test_larger_window (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (3, 3, SEED + 9);
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + 9);
  g_autofree char *path = NULL;
  const char *size = g_getenv ("THEBES_WINDOW_SIZE");
  int width = 1260, height = 960;
  GtkWidget *map;
  GtkWidget *view;
  int small_height, small_view_width, small_window_width, small_window_height;
  graphene_rect_t small_map, small_display, map_bounds, display;

  if (size != NULL)
    g_assert_cmpint (sscanf (size, "%dx%d", &width, &height), ==, 2);
  for (guint i = 0; i < 40; i++)
    apply_picked (game, rand);
  ludus_window_play (window, game);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 10);
  view = GTK_WIDGET (get_view (window));
  map = ludus_test_find_widget (view, LUDUS_TYPE_THEBES_MAP);
  small_view_width = gtk_widget_get_width (view);
  small_map = ludus_test_widget_bounds (map);
  small_display = display_bounds (view);
  small_height = gtk_widget_get_height (map);
  small_window_width = gtk_widget_get_width (GTK_WIDGET (window));
  small_window_height = gtk_widget_get_height (GTK_WIDGET (window));

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 20);
  path = ludus_test_save_screenshot (GTK_WINDOW (window), NULL, "thebes-table-large");
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), >, small_window_width + 200);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), >, small_window_height + 100);
  /* Below the map in the small window, beside it in the large one. */
  g_assert_cmpfloat (small_display.origin.y, >=, small_map.origin.y + small_map.size.height);
  display = display_bounds (view);
  map_bounds = ludus_test_widget_bounds (map);
  g_assert_cmpfloat (display.origin.x, >=, map_bounds.origin.x + map_bounds.size.width);
  g_assert_cmpfloat (display.origin.y, <, map_bounds.origin.y + map_bounds.size.height);
  /* Half the table each (the window may give some room to the log). */
  g_assert_cmpint (gtk_widget_get_width (view), >, small_view_width);
  g_assert_cmpint (gtk_widget_get_width (map), >=, (gtk_widget_get_width (view) - 40) / 2);
  g_assert_cmpint (gtk_widget_get_height (map), >=, small_height * 2 / 3);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

static GtkWindow *
setup_new_game (LudusWindow *window)
{
  return GTK_WINDOW (ludus_window_new_game (window, "thebes"));
}

/* A site the player has no specialized knowledge of. */
static int
site_without_knowledge (const LudusThebesState *state,
                        guint                   player)
{
  for (guint k = 0; k < LUDUS_THEBES_N_SITES; k++)
    if (ludus_thebes_dig_knowledge (state, player, k, state->players[player].rumours[k],
                                    state->players[player].assistants == 1) == 0)
      return k;
  g_assert_not_reached ();
}

/* A click on such a site: the reason in the prompt. */
static GtkWindow *
setup_refused_place (LudusWindow *window)
{
  g_autoptr(LudusGame) game = new_game_full (4, 4, 20261126, FALSE);
  int site = site_without_knowledge (state_of (game), ludus_game_get_current_player (game));
  GtkWidget *map;

  ludus_window_play (window, game);
  map = ludus_test_find_widget (GTK_WIDGET (get_view (window)), LUDUS_TYPE_THEBES_MAP);
  g_signal_emit_by_name (map, "place-activated", (guint) LUDUS_THEBES_SITE_PLACE (site));
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
  return NULL;
}

/* A click on a site the player cannot dig at: nothing is chosen, and the
 * prompt line names the rule in the way. */
static void
test_refused_place (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game_full (4, 4, 20261126, FALSE);
  const LudusThebesState *state = state_of (game);
  guint player = ludus_game_get_current_player (game);
  LudusThebesView *view;
  GtkWidget *map;
  GtkLabel *prompt;
  int site = site_without_knowledge (state, player);

  ludus_window_play (window, game);
  view = get_view (window);
  map = ludus_test_find_widget (GTK_WIDGET (view), LUDUS_TYPE_THEBES_MAP);
  g_assert_nonnull (map);
  g_signal_emit_by_name (map, "place-activated", (guint) LUDUS_THEBES_SITE_PLACE (site));
  g_assert_cmpuint (ludus_thebes_turn_get_place (ludus_thebes_view_get_turn (view)), !=,
                    LUDUS_THEBES_SITE_PLACE (site));
  prompt = ludus_test_find_label (GTK_WIDGET (view),
                                  "A dig needs specialized knowledge of its site: you have none of this one yet.");
  g_assert_nonnull (prompt);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (prompt), "error"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* In a small window, a click on @place scrolls the board down to the
 * widget named @shown, where the turn goes on, and to @also_shown below
 * it (nullable), but not so far as to show @left_out below them
 * (nullable): the map stays in sight as much as it can. */
static void
assert_place_shows (LudusGame  *game,
                    guint       place,
                    const char *shown,
                    const char *also_shown,
                    const char *left_out)
{
  LudusWindow *window = ludus_test_new_window_sized (800, 600);
  LudusThebesView *view;
  GtkWidget *map, *first, *second;

  ludus_window_play (window, game);
  view = get_view (window);
  map = ludus_test_find_widget (GTK_WIDGET (view), LUDUS_TYPE_THEBES_MAP);
  first = ludus_test_find_named (GTK_WIDGET (view), shown);
  second = also_shown != NULL ? ludus_test_find_named (GTK_WIDGET (view), also_shown) : first;
  g_assert_nonnull (first);
  g_assert_nonnull (second);
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 20);
  g_assert_false (ludus_test_in_view (second));

  /* A button activated shows itself pressed a moment, then clicks. */
  g_assert_true (gtk_widget_activate (ludus_thebes_map_get_place_widget (LUDUS_THEBES_MAP (map), place)));
  ludus_test_wait_until (ludus_test_in_view, second);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 2);
  g_assert_true (ludus_test_in_view (first));
  g_assert_true (ludus_test_in_view (second));
  if (left_out != NULL)
    g_assert_false (ludus_test_in_view (ludus_test_find_named (GTK_WIDGET (view), left_out)));
  g_assert_cmpuint (ludus_thebes_turn_get_place (ludus_thebes_view_get_turn (view)), ==, place);
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* A dig site: the dig panel, where the dig's weeks are chosen; a city:
 * the research cards on display and the exhibitions below them. */
static void
test_place_shows_its_choices (void)
{
  LudusThebesMove dig;
  g_autoptr(LudusGame) digging = game_with_dig (&dig);
  g_autoptr(LudusGame) start = new_game (4, 4, SEED);
  guint n_moves;
  const LudusMove *moves = ludus_game_get_legal_moves (start, &n_moves);
  guint city = LUDUS_THEBES_NONE;

  for (guint i = 0; i < n_moves && city == LUDUS_THEBES_NONE; i++)
    {
      const LudusThebesMove *m = (const LudusThebesMove *) moves[i].bytes;

      if (m->action == LUDUS_THEBES_ACTION_CARD && !m->zeppelin)
        city = m->dest;
    }
  g_assert_cmpuint (city, !=, LUDUS_THEBES_NONE);

  assert_place_shows (digging, dig.dest, "dig", NULL, NULL);
  assert_place_shows (start, city, "display", "exhibitions", "dig");
}

/* A dig of the player to move whose weeks allow the single assistant
 * kept or discarded, at a site without rumours; FALSE if none. */
static gboolean
find_dig_either_assistant (LudusGame       *game,
                           LudusThebesMove *dig)
{
  const LudusThebesState *state = state_of (game);
  const LudusThebesPlayer *pl = &state->players[ludus_game_get_current_player (game)];
  guint n_moves;
  const LudusMove *moves = ludus_game_get_legal_moves (game, &n_moves);

  if (pl->assistants != 1)
    return FALSE;
  for (guint i = 0; i < n_moves; i++)
    {
      const LudusThebesMove *m = (const LudusThebesMove *) moves[i].bytes;

      if (m->action != LUDUS_THEBES_ACTION_DIG || !m->assistant || m->zeppelin ||
          pl->rumours[m->dest - LUDUS_THEBES_FIRST_SITE] > 0)
        continue;
      for (guint j = 0; j < n_moves; j++)
        {
          const LudusThebesMove *kept = (const LudusThebesMove *) moves[j].bytes;

          if (kept->action == LUDUS_THEBES_ACTION_DIG && !kept->assistant && !kept->shovel &&
              !kept->zeppelin && kept->dest == m->dest && kept->weeks == m->weeks)
            {
              *dig = *kept;
              return TRUE;
            }
        }
    }
  return FALSE;
}

/* The wheel's button for @weeks. */
static GtkWidget *
find_wheel_button (GtkWidget *root,
                   guint      weeks)
{
  g_autoptr(GPtrArray) widgets = ludus_test_list_widgets (root);

  for (guint i = 0; i < widgets->len; i++)
    {
      GtkWidget *widget = g_ptr_array_index (widgets, i);
      GVariant *target;

      if (GTK_IS_ACTIONABLE (widget) &&
          g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "thebes.choose-weeks") == 0 &&
          (target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (widget))) != NULL &&
          g_variant_get_uint32 (target) == weeks)
        return widget;
    }
  return NULL;
}

static gboolean
widget_sensitive (gpointer widget)
{
  return gtk_widget_is_sensitive (widget);
}

/* A dig built with the mouse: the site, then the weeks on the wheel.  The
 * assistant's box left unticked keeps it, and Confirm is ready at once. */
static void
test_dig_keeps_unticked (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (2, 2, SEED + 11);
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED + 11);
  LudusThebesMove dig;
  LudusThebesView *view;
  GtkWidget *map, *confirm, *wheel, *check = NULL;
  g_autoptr(GPtrArray) widgets = NULL;
  guint n_moves;
  const LudusThebesMove *played;

  while (!find_dig_either_assistant (game, &dig))
    apply_picked (game, rand);
  ludus_window_play (window, game);
  view = get_view (window);
  map = ludus_test_find_widget (GTK_WIDGET (view), LUDUS_TYPE_THEBES_MAP);
  g_signal_emit_by_name (map, "place-activated", (guint) dig.dest);
  g_assert_cmpuint (ludus_thebes_turn_get_place (ludus_thebes_view_get_turn (view)), ==, dig.dest);

  widgets = ludus_test_list_widgets (GTK_WIDGET (view));
  for (guint i = 0; i < widgets->len; i++)
    if (GTK_IS_CHECK_BUTTON (g_ptr_array_index (widgets, i)) &&
        g_strcmp0 (gtk_check_button_get_label (g_ptr_array_index (widgets, i)), "Discard the _assistant (+1)") == 0)
      check = g_ptr_array_index (widgets, i);
  g_assert_nonnull (check);
  g_assert_true (gtk_widget_is_visible (check));
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
  g_assert_nonnull (ludus_test_find_label (GTK_WIDGET (view),
                                           "Tick the box to discard your single assistant for this dig, "
                                           "or choose the weeks on the time wheel to keep it."));
  g_free (ludus_test_save_screenshot (GTK_WINDOW (window), NULL, "thebes-dig-assistant"));

  confirm = ludus_test_find_button (GTK_WIDGET (view), "thebes.confirm");
  g_assert_nonnull (confirm);
  g_assert_false (gtk_widget_is_sensitive (confirm));
  wheel = find_wheel_button (GTK_WIDGET (view), dig.weeks);
  g_assert_nonnull (wheel);
  g_assert_true (gtk_widget_is_sensitive (wheel));
  g_assert_true (gtk_widget_activate (wheel));
  /* A button activated shows itself pressed a moment, then clicks. */
  ludus_test_wait_until (widget_sensitive, confirm);
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
  g_assert_true (gtk_widget_is_sensitive (confirm));

  n_moves = ludus_game_get_n_moves (game);
  g_assert_true (gtk_widget_activate (confirm));
  ludus_test_wait_for_moves (game, n_moves + 1);
  played = (const LudusThebesMove *) ludus_game_get_move (game, n_moves)->bytes;
  g_assert_cmpmem (played, sizeof *played, &dig, sizeof dig);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

/* With the most players, at every stage of a game, the table fits an
 * 800 × 600 window: its minimum width and its minimum height at that width. */
static void
test_sizes (void)
{
  LudusWindow *window = ludus_test_new_window_sized (800, 600);
  g_autoptr(LudusGame) game = new_game_full (4, 4, 20261126, FALSE);

  ludus_window_play (window, game);
  for (guint stage = 0; stage < 6 && !ludus_game_is_over (game); stage++)
    {
      int min_width, min_height;

      for (guint i = 0; i < 30 && !ludus_game_is_over (game); i++)
        {
          guint n_moves;
          const LudusMove *moves = ludus_game_get_legal_moves (game, &n_moves);
          LudusMove move = moves[n_moves / 2];

          g_assert_true (ludus_game_apply_move (game, &move, NULL));
        }
      ludus_test_wait_for_frames (GTK_WIDGET (window), 5);
      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, 800, &min_height, NULL, NULL, NULL);
      g_test_message ("stage %u, move %u: minimum %d × %d", stage, ludus_game_get_n_moves (game), min_width, min_height);
      /* The table itself never scrolls sideways. */
      {
        GtkWidget *scroller = ludus_test_find_widget (GTK_WIDGET (get_view (window)), GTK_TYPE_SCROLLED_WINDOW);
        GtkAdjustment *h;

        g_assert_nonnull (scroller);
        h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));
        g_assert_cmpfloat (gtk_adjustment_get_upper (h), <=, gtk_adjustment_get_page_size (h) + 0.5);
      }
      g_assert_cmpint (min_width, <=, 800);
      g_assert_cmpint (min_height, <=, 600);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 800);
    }

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  ludus_test_init (&argc, &argv);
  data_dir = g_get_user_data_dir ();
  g_settings_set_string (ludus_application_get_settings (ludus_test_get_application ()),
                         "computer-speed", "instant");
  g_settings_set_boolean (ludus_application_get_settings (ludus_test_get_application ()),
                          "confirm-end-turn", FALSE);

  g_test_add_func ("/thebes/cards", test_cards);
  g_test_add_func ("/thebes/time-track", test_time_track);
  g_test_add_func ("/thebes/rules", test_rules_window);
  g_test_add_func ("/thebes/choices", test_choices);
  g_test_add_func ("/thebes/undo-and-continue", test_undo_and_continue);
  g_test_add_func ("/thebes/new-game-dialog", test_new_game_dialog);
  g_test_add_func ("/thebes/zeppelin", test_zeppelin);
  g_test_add_func ("/thebes/confirm-end", test_confirm_end);
  g_test_add_func ("/thebes/no-undo-after-end", test_no_undo_after_end);
  g_test_add_func ("/thebes/score-sheet-fits", test_score_sheet_fits);
  g_test_add_func ("/thebes/full-game", test_full_game);
  g_test_add_func ("/thebes/computers", test_computers);
  g_test_add_func ("/thebes/larger-window", test_larger_window);
  g_test_add_func ("/thebes/sizes", test_sizes);
  g_test_add_func ("/thebes/refused-place", test_refused_place);
  g_test_add_func ("/thebes/place-shows-its-choices", test_place_shows_its_choices);
  g_test_add_func ("/thebes/dig-keeps-unticked", test_dig_keeps_unticked);

  ludus_test_add_screenshots_at ("thebes-refused-place", setup_refused_place, 800, 600);
  ludus_test_add_screenshots_at ("thebes-refused-place", setup_refused_place, 1920, 1080);
  ludus_test_add_screenshots ("thebes-map", setup_map);
  ludus_test_add_screenshots_at ("thebes-map", setup_map, 1920, 1080);
  ludus_test_add_screenshots_at ("thebes-map", setup_map, 800, 600);
  ludus_test_add_screenshots_at ("thebes-map", setup_map, 1280, 800);
  /* The window a new player first sees (the schema's window-width and -height). */
  ludus_test_add_screenshots_at ("thebes-map", setup_map, 960, 720);
  ludus_test_add_screenshots_at ("thebes-dig", setup_dig, 800, 600);
  ludus_test_add_screenshots_at ("thebes-dig", setup_dig, 1920, 1080);
  ludus_test_add_screenshots_at ("thebes-tableau", setup_tableau, 800, 600);
  ludus_test_add_screenshots ("thebes-dig", setup_dig);
  ludus_test_add_screenshots ("thebes-token", setup_token);
  ludus_test_add_screenshots ("thebes-tableau", setup_tableau);
  ludus_test_add_screenshots ("thebes-score-sheet", setup_score_sheet);
  ludus_test_add_screenshots_at ("thebes-score-sheet", setup_score_sheet, 800, 600);
  ludus_test_add_screenshots_at ("thebes-score-sheet", setup_score_sheet, 1920, 1080);
  ludus_test_add_screenshots_at ("thebes-finished", setup_finished, 800, 600);
  ludus_test_add_screenshots_at ("thebes-finished", setup_finished, 1920, 1080);
  ludus_test_add_screenshots ("thebes-new-game", setup_new_game);
  ludus_test_add_screenshots ("thebes-rules", setup_rules);

  return g_test_run ();
}
