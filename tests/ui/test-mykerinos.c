/* test-mykerinos.c: Mykerinos played in the window, through its actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A whole 3-player game (the test plays the human seat through the view's
 * actions, choice by choice, as a person would; two easy computers play
 * themselves at the "instant" speed) and a whole 2-player game with the
 * neutral player, to the final ranking; save, reopen and compare; the
 * keyboard cursor and the accessible names; and screenshots of the region
 * with a half-built move, the survey, the Museum late in the game, the
 * season sheet and the final exhibition.
 */

#define G_LOG_DOMAIN "test-mykerinos"

#include "config.h"

#include <glib/gstdio.h>

#include "mykerinos/ludus-mykerinos-game.h"
#include "mykerinos/ludus-mykerinos-museum.h"
#include "mykerinos/ludus-mykerinos-region.h"
#include "mykerinos/ludus-mykerinos-sheet.h"
#include "mykerinos/ludus-mykerinos-view.h"
#include "ludus-game-page.h"
#include "ludus-new-game-dialog.h"
#include "ludus-ranking-dialog.h"
#include "ludus-rules-window.h"
#include "ludus-test-utils.h"

#define SEED 20261124

static const char *data_dir;  /* $XDG_DATA_HOME */

static LudusGame *
new_game (guint    n_seats,
          gboolean computers,
          guint64  seed)
{
  static const char * const names[] = { "Anna", "Béla", "Carlos", "Dóra" };

  return ludus_test_new_game ("mykerinos", n_seats, computers ? 1 : n_seats, names, seed, FALSE);
}

static const LudusMykerinosState *
state_of (LudusGame *game)
{
  return ludus_mykerinos_game_get_state (LUDUS_MYKERINOS_GAME (game));
}

static LudusMykerinosView *
get_view (LudusWindow *window)
{
  GtkWidget *view = ludus_test_find_widget (GTK_WIDGET (window), LUDUS_TYPE_MYKERINOS_VIEW);

  g_assert_nonnull (view);
  return LUDUS_MYKERINOS_VIEW (view);
}

static gboolean
activate (LudusMykerinosView *view,
          const char         *action,
          int                 value)
{
  if (value < 0)
    return gtk_widget_activate_action (GTK_WIDGET (view), action, NULL);
  return gtk_widget_activate_action (GTK_WIDGET (view), action, "u", (guint) value);
}

/* The test's human makes one choice through the view's actions, the way
 * a person reads the highlights: a patron card now and then, else the
 * first (or, by @variety, another) space, parcel or room offered; an A
 * that could grow into a B is placed as it is every other time. */
static void
play_human_choice (LudusMykerinosView *view,
                   guint               variety)
{
  const LudusMykerinosTurn *turn = ludus_mykerinos_view_get_turn (view);
  LudusGame *game = ludus_board_view_get_game (LUDUS_BOARD_VIEW (view));
  const LudusMykerinosState *state = state_of (game);
  guint n_spaces = ludus_mykerinos_state_season (state)->n_slots * 6;
  guint candidates[LUDUS_MYKERINOS_MAX_SPACES];
  guint n = 0;

  if (ludus_mykerinos_turn_is_complete (turn, NULL) && variety % 2 == 0)
    {
      g_assert_true (activate (view, "mykerinos.confirm", -1));
      return;
    }
  if (ludus_mykerinos_turn_get_n_choices (turn) == 0 && variety % 3 == 0)
    for (guint p = 0; p < LUDUS_MYKERINOS_N_PATRONS; p++)
      if (ludus_mykerinos_turn_patron_is_candidate (turn, p))
        {
          g_assert_true (activate (view, "mykerinos.choose-patron", p));
          g_assert_cmpuint (ludus_mykerinos_turn_get_patron (turn), ==, p);
          return;
        }
  for (guint i = 0; i < n_spaces; i++)
    if (ludus_mykerinos_turn_space_is_candidate (turn, i))
      candidates[n++] = i;
  if (n > 0)
    {
      g_assert_true (activate (view, "mykerinos.choose-space", candidates[variety % n]));
      return;
    }
  /* In a survey, the Museum every other time. */
  if (variety % 2 == 1)
    for (guint r = 0; r < LUDUS_MYKERINOS_N_ROOMS; r++)
      if (ludus_mykerinos_turn_room_is_candidate (turn, r))
        {
          g_assert_true (activate (view, "mykerinos.choose-room", r));
          return;
        }
  for (guint k = 0; k < 2; k++)
    if (ludus_mykerinos_turn_parcel_is_candidate (turn, (k + variety) % 2))
      {
        g_assert_true (activate (view, "mykerinos.choose-parcel", (k + variety) % 2));
        return;
      }
  for (guint r = 0; r < LUDUS_MYKERINOS_N_ROOMS; r++)
    if (ludus_mykerinos_turn_room_is_candidate (turn, (r + variety) % LUDUS_MYKERINOS_N_ROOMS))
      {
        g_assert_true (activate (view, "mykerinos.choose-room", (r + variety) % LUDUS_MYKERINOS_N_ROOMS));
        return;
      }
  g_assert_true (ludus_mykerinos_turn_pass_is_candidate (turn));
  g_assert_true (activate (view, "mykerinos.pass", -1));
}

/* Choices until the move is played. */
static void
play_human_move (LudusWindow *window,
                 guint        variety)
{
  LudusGame *game = ludus_window_get_game (window);
  LudusMykerinosView *view = get_view (window);
  guint n_moves = ludus_game_get_n_moves (game);

  for (guint step = 0; ludus_game_get_n_moves (game) == n_moves; step++)
    {
      guint before = ludus_mykerinos_turn_get_n_choices (ludus_mykerinos_view_get_turn (view));

      g_assert_cmpuint (step, <, 8);
      play_human_choice (view, variety + step);
      /* Every choice is taken: one more, or the move is played. */
      g_assert_true (ludus_game_get_n_moves (game) > n_moves ||
                     ludus_mykerinos_turn_get_n_choices (ludus_mykerinos_view_get_turn (view)) > before);
    }
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves + 1);
}

/* What the human seat played, by kind, to check the test reaches them. */
static guint n_played[LUDUS_MYKERINOS_MOVE_DISCARD + 1];
static guint n_patrons_played;

/* An exhibition cell reads parcels × the best room, as its footnote. */
static void
assert_exhibition_cells (GtkWidget                 *sheet,
                         const LudusMykerinosState *state)
{
  for (guint p = 0; p < state->n_players; p++)
    {
      LudusMykerinosScore score;

      ludus_mykerinos_score_player (state, p, &score);
      for (guint w = 0; w < LUDUS_MYKERINOS_N_WINGS; w++)
        {
          guint cards = ludus_mykerinos_state_owned (state, p, state->wing_patron[w]);
          g_autofree char *cell = NULL;

          if (cards == 0)
            continue;
          cell = g_strdup_printf ("%u × %u = %d", cards, score.exhibition[w] / cards, score.exhibition[w]);
          g_assert_nonnull (ludus_test_find_label (sheet, cell));
        }
    }
}

static void
play_to_ranking (LudusWindow *window,
                 LudusGame   *game,
                 guint       *n_sheets,
                 guint       *n_human_moves)
{
  while (!ludus_game_is_over (game) || ludus_test_find_ranking () == NULL)
    {
      LudusMykerinosView *view;
      GtkWindow *sheet;

      ludus_test_wait_until (ludus_test_needs_players, window);
      view = get_view (window);
      if ((sheet = ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (view))) != NULL)
        {
          g_assert_true (LUDUS_IS_MYKERINOS_SHEET (sheet));
          /* The last sheet is the exhibition, the others a season's. */
          g_assert_true (ludus_mykerinos_sheet_is_exhibition (LUDUS_MYKERINOS_SHEET (sheet)) ==
                         ludus_game_is_over (game));
          if (ludus_game_is_over (game))
            assert_exhibition_cells (GTK_WIDGET (sheet), state_of (game));
          (*n_sheets)++;
          ludus_test_wait_for_frames (GTK_WIDGET (sheet), 1);
          gtk_window_close (sheet);
          ludus_test_iterate ();
          continue;
        }
      if (ludus_game_is_over (game))
        break;

      play_human_move (window, (*n_human_moves)++);
      {
        const LudusMykerinosMove *m =
          (const LudusMykerinosMove *) ludus_game_get_move (game, ludus_game_get_n_moves (game) - 1)->bytes;

        n_played[MIN (m->kind, LUDUS_MYKERINOS_MOVE_DISCARD)]++;
        n_patrons_played += m->kind == LUDUS_MYKERINOS_MOVE_BROWN ||
                            (m->kind == LUDUS_MYKERINOS_MOVE_PLACE && m->patron != LUDUS_MYKERINOS_PATRON_NONE);
      }
    }
}

static void
save_and_reopen (LudusWindow *window,
                 LudusGame   *game,
                 const char  *name)
{
  g_autofree char *save_path = g_build_filename (data_dir, name, NULL);
  g_autoptr(GFile) save_file = g_file_new_for_path (save_path);
  GtkWindow *ranking = ludus_test_find_ranking ();
  LudusGame *reopened;
  int scores[LUDUS_MAX_PLAYERS], reopened_scores[LUDUS_MAX_PLAYERS];
  guint n_players = ludus_game_get_n_players (game);

  g_assert_nonnull (ranking);
  ludus_game_get_scores (game, scores);
  for (guint i = 0; i < n_players; i++)
    if ((ludus_game_get_winners (game) & (1u << i)) != 0)
      g_assert_nonnull (strstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (ranking)),
                                ludus_game_get_options (game)->seats[i].name));

  g_assert_true (ludus_window_save_file (window, save_file));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (ranking), LUDUS_RANKING_RESPONSE_LIBRARY);
  ludus_test_iterate ();
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
  for (guint i = 0; i < n_players; i++)
    g_assert_cmpint (reopened_scores[i], ==, scores[i]);
  g_assert_cmpuint (ludus_game_get_winners (reopened), ==, ludus_game_get_winners (game));
  g_assert_cmpmem (state_of (reopened)->museum, LUDUS_MYKERINOS_N_ROOMS,
                   state_of (game)->museum, LUDUS_MYKERINOS_N_ROOMS);
  g_assert_cmpmem (state_of (reopened)->card_owner, sizeof state_of (game)->card_owner,
                   state_of (game)->card_owner, sizeof state_of (game)->card_owner);

  /* Reopening a finished game shows its ranking again (the exhibition
   * was read before). */
  ludus_test_wait_until (ludus_test_ranking_shown, NULL);
  gtk_window_destroy (ludus_test_find_ranking ());
}

static void
test_full_game (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (3, TRUE, SEED);
  guint n_sheets = 0, n_human_moves = 0;

  ludus_window_play (window, game);
  play_to_ranking (window, game, &n_sheets, &n_human_moves);

  g_assert_true (ludus_game_is_over (game));
  g_assert_cmpuint (n_sheets, ==, LUDUS_MYKERINOS_N_SEASONS);
  g_assert_cmpuint (n_human_moves, >, 20);
  /* The human dug, passed, called on patrons and chose in the surveys. */
  g_test_message ("human moves: place %u, pass %u, patrons %u, claim %u, museum %u, decline %u",
                  n_played[LUDUS_MYKERINOS_MOVE_PLACE], n_played[LUDUS_MYKERINOS_MOVE_PASS], n_patrons_played,
                  n_played[LUDUS_MYKERINOS_MOVE_CLAIM], n_played[LUDUS_MYKERINOS_MOVE_MUSEUM],
                  n_played[LUDUS_MYKERINOS_MOVE_DECLINE]);
  g_assert_cmpuint (n_played[LUDUS_MYKERINOS_MOVE_PLACE], >, 0);
  g_assert_cmpuint (n_played[LUDUS_MYKERINOS_MOVE_PASS], >, 0);
  g_assert_cmpuint (n_patrons_played, >, 0);
  g_assert_cmpuint (n_played[LUDUS_MYKERINOS_MOVE_CLAIM], >, 0);
  g_assert_cmpuint (n_played[LUDUS_MYKERINOS_MOVE_MUSEUM], >, 0);
  save_and_reopen (window, game, "mykerinos-3.json");
  ludus_test_destroy_window (GTK_WINDOW (window));
}

static void
test_neutral_game (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (2, TRUE, SEED + 1);
  guint n_sheets = 0, n_human_moves = 0;
  gboolean neutral_played = FALSE;

  ludus_window_play (window, game);
  play_to_ranking (window, game, &n_sheets, &n_human_moves);

  g_assert_cmpuint (n_sheets, ==, LUDUS_MYKERINOS_N_SEASONS);
  for (guint i = 0; i < ludus_game_get_n_moves (game); i++)
    neutral_played |= ((const LudusMykerinosMove *) ludus_game_get_move (game, i)->bytes)->kind ==
                      LUDUS_MYKERINOS_MOVE_NEUTRAL;
  g_assert_true (neutral_played);
  g_assert_cmpuint (n_played[LUDUS_MYKERINOS_MOVE_NEUTRAL] + n_played[LUDUS_MYKERINOS_MOVE_SKIP], >, 0);
  save_and_reopen (window, game, "mykerinos-2.json");
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* The first space the turn offers; @near: next to the mover's cubes. */
static int
first_candidate (const LudusMykerinosTurn *turn,
                 gboolean                  near)
{
  const LudusMykerinosState *state = turn->state;
  const LudusMykerinosSeason *season = ludus_mykerinos_state_season (state);

  for (guint i = 0; i < season->n_slots * 6; i++)
    {
      gboolean next_to_own = FALSE;

      for (guint k = 0; k < season->n_adjacent[i]; k++)
        next_to_own |= ludus_mykerinos_state_cube (state, season->adjacent[i][k]) == state->current + 1u;
      if (ludus_mykerinos_turn_space_is_candidate (turn, i) && next_to_own == near)
        return i;
    }
  return -1;
}

/* The keyboard cursor, the accessible names, and Escape. */
static void
test_keyboard (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (3, FALSE, SEED + 2);
  const LudusMykerinosState *state = state_of (game);
  LudusMykerinosView *view;
  const LudusMykerinosTurn *turn;
  GtkWidget *region, *museum, *focus;
  g_autofree char *expected = NULL;
  g_autofree char *room_name = NULL;
  char *problem;
  guint lemon_wing = 0, mover;
  int space;

  ludus_window_play (window, game);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 2);
  view = get_view (window);
  turn = ludus_mykerinos_view_get_turn (view);
  region = ludus_test_find_widget (GTK_WIDGET (view), LUDUS_TYPE_MYKERINOS_REGION);
  museum = ludus_test_find_widget (GTK_WIDGET (view), LUDUS_TYPE_MYKERINOS_MUSEUM);

  /* The cursor enters the region at its first space, the top left of
   * area 1, and its name says so. */
  g_assert_true (gtk_widget_grab_focus (region));
  g_assert_cmpint (ludus_mykerinos_board_get_cursor (LUDUS_MYKERINOS_BOARD (region)), ==, 0);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  expected = g_strdup_printf ("Area 1, row 1, column 1: %s",
                              ludus_mykerinos_state_pyramid (state, 0) ? "pyramid, empty" : "empty");
  problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
  g_assert_null (problem);

  /* The arrows move it over the spaces: right to the next column of the
   * card, down to the next row, and Tab leaves the region. */
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_RIGHT));
  g_assert_cmpint (ludus_mykerinos_board_get_cursor (LUDUS_MYKERINOS_BOARD (region)), ==, 1);
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_DOWN));
  g_assert_cmpint (ludus_mykerinos_board_get_cursor (LUDUS_MYKERINOS_BOARD (region)), ==, 4);
  gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
  g_assert_cmpint (ludus_mykerinos_board_get_cursor (LUDUS_MYKERINOS_BOARD (region)), ==, -1);

  /* A Museum room's name: the 5-room of Lord Lemon's wing, free. */
  for (guint w = 0; w < LUDUS_MYKERINOS_N_WINGS; w++)
    if (state->wing_patron[w] == LUDUS_MYKERINOS_LEMON)
      lemon_wing = w;
  room_name = ludus_mykerinos_room_name (state->wing_patron, LUDUS_MYKERINOS_ROOM_R5 (lemon_wing));
  g_assert_cmpstr (room_name, ==, "Room 5 of the Lemon wing");
  g_assert_true (ludus_mykerinos_museum_focus_room (LUDUS_MYKERINOS_MUSEUM (museum),
                                                    LUDUS_MYKERINOS_ROOM_R5 (lemon_wing)));
  problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (gtk_root_get_focus (GTK_ROOT (window))),
                                                GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                "Room 5 of the Lemon wing: free");
  g_assert_null (problem);

  /* With no cube of theirs on the region a player can only do an A: the
   * first space chosen plays it.  Each player digs once. */
  for (guint p = 0; p < 3; p++)
    {
      g_assert_cmpint (first_candidate (turn, FALSE), >=, 0);
      g_assert_true (activate (view, "mykerinos.choose-space", first_candidate (turn, FALSE)));
      g_assert_cmpuint (ludus_game_get_n_moves (game), ==, p + 1);
    }

  /* Next to their cube, a space may start a B: Enter on it (the region's
   * activation) chooses it and waits; Escape (cancel) forgets it. */
  space = first_candidate (turn, TRUE);
  g_assert_cmpint (space, >=, 0);
  g_assert_true (ludus_mykerinos_region_focus_space (LUDUS_MYKERINOS_REGION (region), space));
  g_signal_emit_by_name (region, "space-activated", (guint) space);
  g_assert_cmpuint (ludus_mykerinos_turn_get_n_choices (turn), ==, 1);
  g_assert_true (ludus_mykerinos_turn_can_continue (turn));
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 3);
  g_assert_true (activate (view, "mykerinos.cancel", -1));
  g_assert_cmpuint (ludus_mykerinos_turn_get_n_choices (turn), ==, 0);

  /* Chosen again, and Enter on it once more places the single cube. */
  mover = state->current;
  g_signal_emit_by_name (region, "space-activated", (guint) space);
  g_signal_emit_by_name (region, "space-activated", (guint) space);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 4);
  g_assert_cmpuint (ludus_mykerinos_state_cube (state_of (game), space), ==, mover + 1);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* With the preference on, a move that ends the turn waits for a yes. */
static void
test_confirm_end_turn (void)
{
  GSettings *settings = ludus_application_get_settings (ludus_test_get_application ());
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (3, FALSE, SEED + 3);
  LudusMykerinosView *view;
  GtkWindow *dialog;

  g_settings_set_boolean (settings, "confirm-end-turn", TRUE);
  ludus_window_play (window, game);
  view = get_view (window);

  g_assert_true (activate (view, "mykerinos.pass", -1));
  dialog = ludus_test_find_ranking ();
  g_assert_nonnull (dialog);
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 0);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  ludus_test_iterate ();
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 0);

  g_assert_true (activate (view, "mykerinos.pass", -1));
  dialog = ludus_test_find_ranking ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "play");
  ludus_test_iterate ();
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, 1);
  g_assert_cmpuint (((const LudusMykerinosMove *) ludus_game_get_move (game, 0)->bytes)->kind, ==,
                    LUDUS_MYKERINOS_MOVE_PASS);

  g_settings_set_boolean (settings, "confirm-end-turn", FALSE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* The new-game dialog: 2 to 4 players, the neutral player explained with
 * two, and a layout chosen from the presets. */
static void
test_new_game_dialog (void)
{
  LudusWindow *window = ludus_test_new_window ();
  LudusNewGameDialog *dialog = ludus_window_new_game (window, "mykerinos");
  GtkWidget *layout_row = NULL;
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(GError) error = NULL;
  GListModel *layouts;
  GtkWidget *players_group;
  guint strip = G_MAXUINT;
  const char *description;
  g_autoptr(GPtrArray) colours = NULL;
  static const char * const box_colours[] = { "Blue", "Red", "Green", "White" };

  g_assert_nonnull (dialog);
  /* The seats take the box's colours, none a patron's marker's. */
  ludus_new_game_dialog_set_n_players (dialog, 4);
  ludus_test_wait_for_frames (GTK_WIDGET (dialog), 2);
  colours = ludus_test_colour_drop_downs (GTK_WIDGET (dialog));
  g_assert_cmpuint (colours->len, ==, 4);
  for (guint seat = 0; seat < colours->len; seat++)
    {
      GListModel *names = gtk_drop_down_get_model (colours->pdata[seat]);

      g_assert_cmpuint (g_list_model_get_n_items (names), ==, G_N_ELEMENTS (box_colours));
      for (guint i = 0; i < G_N_ELEMENTS (box_colours); i++)
        g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (names), i), ==, box_colours[i]);
    }
  gtk_drop_down_set_selected (colours->pdata[0], 3);

  players_group = ludus_test_find_widget (GTK_WIDGET (dialog), ADW_TYPE_PREFERENCES_GROUP);
  ludus_new_game_dialog_set_n_players (dialog, 2);
  g_assert_nonnull (strstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (players_group)),
                            "neutral"));
  ludus_new_game_dialog_set_n_players (dialog, 3);
  description = adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (players_group));
  g_assert_true (description == NULL || description[0] == '\0');

  /* The layout row lists the built-in default and the other presets. */
  for (GtkWidget *w = ludus_test_find_widget (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW); w != NULL;
       w = gtk_widget_get_next_sibling (w))
    if (ADW_IS_COMBO_ROW (w) && gtk_widget_get_visible (w) &&
        g_str_equal (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (w)), "_Board layout"))
      layout_row = w;
  g_assert_nonnull (layout_row);
  layouts = adw_combo_row_get_model (ADW_COMBO_ROW (layout_row));
  g_assert_cmpuint (g_list_model_get_n_items (layouts), >=, 3);
  for (guint i = 0; i < g_list_model_get_n_items (layouts); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (layouts), i), "strip"))
      strip = i;
  g_assert_cmpuint (strip, <, G_MAXUINT);
  adw_combo_row_set_selected (ADW_COMBO_ROW (layout_row), strip);

  game = ludus_new_game_dialog_create_game (dialog, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ludus_game_get_n_players (game), ==, 3);
  g_assert_cmpuint (ludus_game_get_options (game)->seats[0].colour, ==, LUDUS_PLAYER_COLOUR_WHITE);
  for (guint seat = 1; seat < 3; seat++)
    g_assert_cmpuint (ludus_game_get_options (game)->seats[seat].colour, ==,
                      ludus_mykerinos_rules.colours[gtk_drop_down_get_selected (colours->pdata[seat])]);
  /* The strip lays an area's two cards side by side: 12 spaces wide. */
  g_assert_cmpuint (ludus_mykerinos_state_season (state_of (game))->width, ==, 12);
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* The next game of Mykerinos starts from the layout chosen. */
  dialog = ludus_window_new_game (window, "mykerinos");
  layout_row = NULL;
  for (GtkWidget *w = ludus_test_find_widget (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW); w != NULL;
       w = gtk_widget_get_next_sibling (w))
    if (ADW_IS_COMBO_ROW (w) && gtk_widget_get_visible (w) &&
        g_str_equal (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (w)), "_Board layout"))
      layout_row = w;
  g_assert_nonnull (layout_row);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (layout_row)), ==, strip);
  g_clear_object (&game);
  game = ludus_new_game_dialog_create_game (dialog, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ludus_mykerinos_state_season (state_of (game))->width, ==, 12);

  gtk_window_destroy (GTK_WINDOW (dialog));
  ludus_test_destroy_window (GTK_WINDOW (window));
  g_settings_reset (ludus_application_get_settings (ludus_test_get_application ()), "last-setups");
}

static void
test_rules_window (void)
{
  g_assert_true (ludus_rules_window_has_rules ("mykerinos"));
}

/* Screenshots --------------------------------------------------------------
 *
 * All seats human so that nothing moves by itself; the positions come from
 * the model's own moves, chosen by a fixed rule. */

static LudusMove
scripted_move (LudusGame *game)
{
  const LudusMykerinosState *state = state_of (game);
  guint n_legal, pick;
  const LudusMove *moves = ludus_game_get_legal_moves (game, &n_legal);
  guint hash = (ludus_game_get_n_moves (game) * 2654435761u) >> 7;

  g_assert_cmpuint (n_legal, >, 0);
  /* Dig while there are cubes, and take parcels and rooms by turns. */
  if (state->phase == LUDUS_MYKERINOS_PHASE_EXCAVATION && n_legal > 1 && state->stock[state->current] > 2)
    pick = 1 + hash % (n_legal - 1);
  else
    pick = hash % n_legal;
  return moves[pick];
}

static void
apply_scripted (LudusGame *game)
{
  LudusMove move = scripted_move (game);
  g_autoptr(GError) error = NULL;

  g_assert_true (ludus_game_apply_move (game, &move, &error));
  g_assert_no_error (error);
}

/* Plays until @done says stop before the next move. */
static void
play_until (LudusGame *game,
            gboolean (*done) (LudusGame *game, const LudusMykerinosState *next))
{
  for (;;)
    {
      g_autofree LudusMykerinosState *copy = g_memdup2 (state_of (game), sizeof (LudusMykerinosState));
      LudusMove move = scripted_move (game);

      ludus_mykerinos_rules.apply (copy, &move);
      if (done (game, copy))
        return;
      apply_scripted (game);
    }
}

static gboolean
mid_season_2 (LudusGame                 *game,
              const LudusMykerinosState *next)
{
  const LudusMykerinosState *state = state_of (game);

  return state->season == 1 && state->phase == LUDUS_MYKERINOS_PHASE_EXCAVATION &&
         state->stock[state->current] >= 2 && state->stock[state->current] <= 6 &&
         state->passing[state->current] == 0;
}

static gboolean
survey_area_2 (LudusGame                 *game,
               const LudusMykerinosState *next)
{
  const LudusMykerinosState *state = state_of (game);

  return state->season == 1 && state->phase == LUDUS_MYKERINOS_PHASE_SURVEY && state->survey_area >= 1;
}

static gboolean
late_season_4 (LudusGame                 *game,
               const LudusMykerinosState *next)
{
  const LudusMykerinosState *state = state_of (game);

  return state->season == 3 && state->phase == LUDUS_MYKERINOS_PHASE_SURVEY && state->survey_area >= 2;
}

static gboolean
before_season_end (LudusGame                 *game,
                   const LudusMykerinosState *next)
{
  return next->season == 2;
}

static gboolean
before_game_end (LudusGame                 *game,
                 const LudusMykerinosState *next)
{
  return next->phase == LUDUS_MYKERINOS_PHASE_OVER;
}

static GtkWindow *
setup_region (LudusWindow *window)
{
  g_autoptr(LudusGame) game = new_game (3, FALSE, SEED + 7);
  LudusMykerinosView *view;
  const LudusMykerinosTurn *turn;
  guint n_spaces;

  play_until (game, mid_season_2);
  ludus_window_play (window, game);
  view = get_view (window);
  turn = ludus_mykerinos_view_get_turn (view);
  n_spaces = ludus_mykerinos_state_season (state_of (game))->n_slots * 6;

  /* The first cube of a B: a space from which a second may follow. */
  for (guint i = 0; i < n_spaces; i++)
    if (ludus_mykerinos_turn_space_is_candidate (turn, i))
      {
        g_assert_true (activate (view, "mykerinos.choose-space", i));
        if (ludus_mykerinos_turn_can_continue (turn))
          break;
        g_assert_true (activate (view, "mykerinos.cancel", -1));
      }
  g_assert_true (ludus_mykerinos_turn_can_continue (turn));
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
  return NULL;
}

static GtkWindow *
setup_survey (LudusWindow *window)
{
  g_autoptr(LudusGame) game = new_game (3, FALSE, SEED + 8);

  play_until (game, survey_area_2);
  ludus_window_play (window, game);
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
  return NULL;
}

/* The survey late in a game of four, parcels piled on the player cards. */
static GtkWindow *
setup_survey_late (LudusWindow *window)
{
  g_autoptr(LudusGame) game = new_game (4, FALSE, SEED + 9);

  play_until (game, late_season_4);
  ludus_window_play (window, game);
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
  return NULL;
}

static GtkWindow *
setup_museum_late (LudusWindow *window)
{
  g_autoptr(LudusGame) game = new_game (4, FALSE, SEED + 9);

  play_until (game, late_season_4);
  ludus_window_play (window, game);
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
  return NULL;
}

static GtkWindow *
setup_season_sheet (LudusWindow *window)
{
  g_autoptr(LudusGame) game = new_game (3, FALSE, SEED + 10);

  play_until (game, before_season_end);
  ludus_window_play (window, game);
  apply_scripted (game);
  return ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (get_view (window)));
}

static GtkWindow *
setup_exhibition (LudusWindow *window)
{
  g_autoptr(LudusGame) game = new_game (3, FALSE, SEED + 11);

  play_until (game, before_game_end);
  ludus_window_play (window, game);
  apply_scripted (game);
  return ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (get_view (window)));
}

/* The season sheet and the final exhibition are as wide as their grid:
 * no column cut, no sideways scrolling, with 4 players in the languages of
 * long words, also with large text (GNOME's Large Text, 1.25 times). */
static void
test_sheets_fit (void)
{
  static const char * const languages[] = { "es", "hu" };
  static const char * const fonts[] = { "Cantarell 11", "Cantarell 14" };
  gboolean (*const ends[]) (LudusGame *, const LudusMykerinosState *) = { before_season_end, before_game_end };

  for (guint f = 0; f < G_N_ELEMENTS (fonts); f++)
    for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
      for (guint e = 0; e < G_N_ELEMENTS (ends); e++)
        {
          LudusWindow *window;
          g_autoptr(LudusGame) game = NULL;
          GtkWindow *sheet;

          g_object_set (gtk_settings_get_default (), "gtk-font-name", fonts[f], NULL);
          ludus_test_set_language (languages[l]);
          window = ludus_test_new_window ();
          game = new_game (4, FALSE, SEED + 10);
          play_until (game, ends[e]);
          ludus_window_play (window, game);
          apply_scripted (game);
          sheet = ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (get_view (window)));
          g_assert_true (LUDUS_IS_MYKERINOS_SHEET (sheet));
          g_test_message ("%s, %s", fonts[f], languages[l]);
          ludus_test_assert_sheet_fits (sheet);

          gtk_window_destroy (sheet);
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
          ludus_test_destroy_window (GTK_WINDOW (window));
          ludus_test_remove_unfinished_games ();
        }
  g_object_set (gtk_settings_get_default (), "gtk-font-name", fonts[0], NULL);
  ludus_test_set_language ("en");
}

/* The prompt and the turn's heading are read whole in every language at
 * 800 × 600 with the log open, as long as they are at a B's first cube,
 * beside Cancel and Place: no ellipsis. */
static void
test_prompt_whole (void)
{
  static const char * const languages[] = { "en", "hu", "sk", "es" };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      LudusWindow *window;
      GtkWidget *view, *page;

      ludus_test_set_language (languages[l]);
      window = ludus_test_new_window_sized (800, 600);
      setup_region (window);
      view = GTK_WIDGET (get_view (window));
      page = gtk_widget_get_ancestor (view, LUDUS_TYPE_GAME_PAGE);
      gtk_toggle_button_set_active (ludus_game_page_get_log_button (LUDUS_GAME_PAGE (page)), TRUE);
      ludus_test_wait_for_frames (GTK_WIDGET (window), 5);
      g_assert_true (gtk_widget_get_mapped (ludus_test_find_button (view, "mykerinos.cancel")));
      g_assert_true (gtk_widget_get_mapped (ludus_test_find_button (view, "mykerinos.confirm")));
      g_test_message ("%s", languages[l]);
      ludus_test_assert_label_whole (ludus_test_find_label_with_class (view, "title-4"));
      ludus_test_assert_label_whole (ludus_test_find_label_with_class (view, "board-prompt"));

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
      ludus_test_destroy_window (GTK_WINDOW (window));
      ludus_test_remove_unfinished_games ();
    }
  ludus_test_set_language ("en");
}

/* The season's sheet comes with the survey's last choice and holds the
 * game until it is closed; the new region is a barrier to undo. */
static void
test_season_sheet_undo (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (3, FALSE, SEED + 10);
  LudusBoardView *view;
  guint n_moves;

  play_until (game, before_season_end);
  ludus_window_play (window, game);
  view = LUDUS_BOARD_VIEW (get_view (window));
  g_assert_null (ludus_board_view_get_sheet (view));
  g_assert_cmpuint (state_of (game)->season, ==, 1);

  n_moves = ludus_game_get_n_moves (game);
  apply_scripted (game);
  g_assert_cmpuint (state_of (game)->season, ==, 2);
  g_assert_true (LUDUS_IS_MYKERINOS_SHEET (ludus_board_view_get_sheet (view)));
  g_assert_false (ludus_mykerinos_sheet_is_exhibition (LUDUS_MYKERINOS_SHEET (ludus_board_view_get_sheet (view))));
  g_assert_false (ludus_board_view_human_to_play (view));

  /* The new season dealt a region: there is no going back past it. */
  g_assert_false (ludus_game_get_can_undo (game));
  g_assert_cmpuint (ludus_game_get_n_moves (game), ==, n_moves + 1);

  /* Closed, play goes on in the new season. */
  gtk_window_close (ludus_board_view_get_sheet (view));
  ludus_test_iterate ();
  g_assert_null (ludus_board_view_get_sheet (view));
  g_assert_true (ludus_board_view_human_to_play (view));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* Hint marks ---------------------------------------------------------- */

static void
collect_hint_marks (GtkWidget *widget,
                    GPtrArray *marks)
{
  if (gtk_widget_has_css_class (widget, "hint"))
    g_ptr_array_add (marks, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_hint_marks (child, marks);
}

/* Every legal move of the position, shown as a hint, outlines exactly its
 * spaces, its room, or its parcel (card and button): never the whole
 * region or Museum. */
static guint
check_hint_marks (LudusMykerinosView *view)
{
  LudusGame *game = ludus_board_view_get_game (LUDUS_BOARD_VIEW (view));
  const LudusMykerinosState *state = state_of (game);
  const LudusMykerinosSeason *season = ludus_mykerinos_state_season (state);
  LudusMykerinosRegion *region = LUDUS_MYKERINOS_REGION (ludus_test_find_widget (GTK_WIDGET (view), LUDUS_TYPE_MYKERINOS_REGION));
  LudusMykerinosMuseum *museum = LUDUS_MYKERINOS_MUSEUM (ludus_test_find_widget (GTK_WIDGET (view), LUDUS_TYPE_MYKERINOS_MUSEUM));
  guint n_legal, n_checked = 0;
  const LudusMove *legal = ludus_game_get_legal_moves (game, &n_legal);
  g_autofree LudusMove *moves = g_memdup2 (legal, n_legal * sizeof (LudusMove));

  for (guint i = 0; i < n_legal; i++)
    {
      const LudusMykerinosMove *m = (const LudusMykerinosMove *) &moves[i];
      g_autoptr(GPtrArray) marks = g_ptr_array_new ();

      ludus_board_view_show_hint (LUDUS_BOARD_VIEW (view), &moves[i]);
      collect_hint_marks (GTK_WIDGET (view), marks);
      switch (m->kind)
        {
        case LUDUS_MYKERINOS_MOVE_PLACE:
        case LUDUS_MYKERINOS_MOVE_NEUTRAL:
          g_assert_cmpuint (marks->len, ==, m->n_cells);
          for (guint k = 0; k < m->n_cells; k++)
            g_assert_true (g_ptr_array_find (marks, ludus_mykerinos_region_get_space_widget (region, m->cells[k]), NULL));
          n_checked++;
          break;
        case LUDUS_MYKERINOS_MOVE_BROWN:
        case LUDUS_MYKERINOS_MOVE_MUSEUM:
          g_assert_cmpuint (marks->len, ==, 1);
          g_assert_true (g_ptr_array_index (marks, 0) == ludus_mykerinos_museum_get_room_widget (museum, m->room));
          n_checked++;
          break;
        case LUDUS_MYKERINOS_MOVE_CLAIM:
          g_assert_cmpuint (marks->len, ==, 2);
          g_assert_true (g_ptr_array_find (marks, ludus_mykerinos_region_get_parcel_widget (
                                             region, season->areas[state->survey_area][m->parcel]), NULL));
          n_checked++;
          break;
        default:
          g_assert_cmpuint (marks->len, ==, 1);
          break;
        }
    }
  return n_checked;
}

static gboolean
survey_with_museum (LudusGame                 *game,
                    const LudusMykerinosState *next)
{
  const LudusMykerinosState *state = state_of (game);

  return state->season >= 1 && state->phase == LUDUS_MYKERINOS_PHASE_SURVEY &&
         state->survey_choice == LUDUS_MYKERINOS_CHOICE_OWN;
}

static gboolean
card_held (LudusGame                 *game,
           const LudusMykerinosState *next)
{
  const LudusMykerinosState *state = state_of (game);

  for (guint i = 0; i < state->n_cards; i++)
    if (state->card_owner[i] < LUDUS_MYKERINOS_CARD_DISCARDED)
      return TRUE;
  return FALSE;
}

static gboolean
card_tilted (LudusGame                 *game,
             const LudusMykerinosState *next)
{
  const LudusMykerinosState *state = state_of (game);

  for (guint i = 0; i < state->n_cards; i++)
    if (state->card_owner[i] < LUDUS_MYKERINOS_CARD_DISCARDED &&
        (state->card_owner[i] & LUDUS_MYKERINOS_CARD_TILTED) != 0)
      return TRUE;
  return FALSE;
}

/* The largest blur of the shadows around @node's box. */
static float
outset_blur (GskRenderNode *node)
{
  float blur = 0;

  switch ((int) gsk_render_node_get_node_type (node))
    {
    case GSK_OUTSET_SHADOW_NODE:
      return gsk_outset_shadow_node_get_blur_radius (node);
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        blur = MAX (blur, outset_blur (gsk_container_node_get_child (node, i)));
      return blur;
    case GSK_TRANSFORM_NODE:
      return outset_blur (gsk_transform_node_get_child (node));
    case GSK_DEBUG_NODE:
      return outset_blur (gsk_debug_node_get_child (node));
    default:
      return 0;
    }
}

/* A patron's group of cards is outlined by a ring without a glow: around
 * a box this small, GTK 4.8's GL renderer, which people's desktops use
 * (the tests draw with cairo), drew the blurred glow as a cross of
 * stretched strips. */
static gboolean
patron_move_legal (LudusGame                 *game,
                   const LudusMykerinosState *next)
{
  guint n_legal;
  const LudusMove *legal = ludus_game_get_legal_moves (game, &n_legal);

  for (guint i = 0; i < n_legal; i++)
    {
      const LudusMykerinosMove *m = (const LudusMykerinosMove *) &legal[i];

      if (m->kind == LUDUS_MYKERINOS_MOVE_BROWN ||
          (m->kind == LUDUS_MYKERINOS_MOVE_PLACE && m->patron != LUDUS_MYKERINOS_PATRON_NONE))
        return TRUE;
    }
  return FALSE;
}

static void
test_patron_ring_sharp (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (3, FALSE, SEED + 8);
  guint n_legal, n_checked = 0;
  const LudusMove *legal;
  g_autofree LudusMove *moves = NULL;
  LudusMykerinosView *view;

  play_until (game, patron_move_legal);
  ludus_window_play (window, game);
  view = get_view (window);
  ludus_test_iterate ();
  legal = ludus_game_get_legal_moves (game, &n_legal);
  moves = g_memdup2 (legal, n_legal * sizeof (LudusMove));
  for (guint i = 0; i < n_legal; i++)
    {
      g_autoptr(GPtrArray) marks = g_ptr_array_new ();

      ludus_board_view_show_hint (LUDUS_BOARD_VIEW (view), &moves[i]);
      collect_hint_marks (GTK_WIDGET (view), marks);
      ludus_test_wait_for_frames (GTK_WIDGET (window), 1);
      for (guint k = 0; k < marks->len; k++)
        {
          GtkWidget *group = marks->pdata[k];
          GtkSnapshot *snapshot;
          g_autoptr(GskRenderNode) node = NULL;

          if (!gtk_widget_has_css_class (group, "patron-group"))
            continue;
          snapshot = gtk_snapshot_new ();
          gtk_widget_snapshot_child (gtk_widget_get_parent (group), group, snapshot);
          node = gtk_snapshot_free_to_node (snapshot);
          g_assert_nonnull (node);
          g_assert_cmpfloat (outset_blur (node), ==, 0);
          n_checked++;
        }
    }
  g_assert_cmpuint (n_checked, >, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* A tilted card lies on its side inside its patron's group in the panel,
 * drawn lying, not turned: GTK 4.8's GL renderer, which people's desktops
 * use (the tests draw with cairo), drew a turned chip nowhere. */
static void
test_tilted_card_shown (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (3, FALSE, SEED + 8);
  g_autoptr(GPtrArray) widgets = NULL;
  guint n_tilted = 0;

  play_until (game, card_tilted);
  apply_scripted (game);
  ludus_window_play (window, game);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 5);
  widgets = ludus_test_list_widgets (GTK_WIDGET (get_view (window)));
  for (guint i = 0; i < widgets->len; i++)
    {
      GtkWidget *chip = widgets->pdata[i];
      GtkWidget *group;
      graphene_rect_t bounds;
      graphene_matrix_t matrix;

      if (!gtk_widget_has_css_class (chip, "tilted"))
        continue;
      group = gtk_widget_get_ancestor (chip, GTK_TYPE_BUTTON);
      g_assert_nonnull (group);
      g_assert_true (gtk_widget_compute_bounds (chip, group, &bounds));
      g_test_message ("tilted chip at %.1f, %.1f, %.1f × %.1f in %d × %d", bounds.origin.x, bounds.origin.y,
                      bounds.size.width, bounds.size.height,
                      gtk_widget_get_width (group), gtk_widget_get_height (group));
      /* Not turned: its x axis is the group's. */
      g_assert_true (gtk_widget_compute_transform (chip, group, &matrix));
      g_assert_cmpfloat (graphene_matrix_get_value (&matrix, 0, 0), ==, 1.0);
      g_assert_cmpfloat (graphene_matrix_get_value (&matrix, 0, 1), ==, 0.0);
      /* Lying: wider than tall, and inside its group. */
      g_assert_cmpfloat (bounds.size.width, >, bounds.size.height);
      g_assert_cmpfloat (bounds.origin.x, >=, 0);
      g_assert_cmpfloat (bounds.origin.y, >=, 0);
      g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (group));
      g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (group));
      n_tilted++;
    }
  g_assert_cmpuint (n_tilted, >, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* The first parcel a player claims takes the place that the badges beside
 * it kept: the region below the player panels does not move down. */
static void
test_first_parcel_keeps_region (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (3, FALSE, SEED + 8);
  GtkWidget *region;
  graphene_rect_t before, after;

  ludus_window_play (window, game);
  region = ludus_test_find_widget (GTK_WIDGET (get_view (window)), LUDUS_TYPE_MYKERINOS_REGION);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 5);
  g_assert_true (gtk_widget_compute_bounds (region, GTK_WIDGET (window), &before));
  play_until (game, card_held);
  apply_scripted (game);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 5);
  g_assert_true (gtk_widget_compute_bounds (region, GTK_WIDGET (window), &after));
  g_assert_cmpfloat_with_epsilon (after.origin.y, before.origin.y, 0.5);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

static gboolean
survey_last_area (LudusGame                 *game,
                  const LudusMykerinosState *next)
{
  const LudusMykerinosState *state = state_of (game);

  return state->season >= 1 && state->phase == LUDUS_MYKERINOS_PHASE_SURVEY &&
         (guint) state->survey_area + 1 == ludus_mykerinos_state_season (state)->n_areas;
}

/* In a season's last survey, its choices and the Museum, the other half of
 * the choice, are in view together: the lines of the areas surveyed before
 * used to push the Museum out of sight. */
static void
test_survey_and_museum_in_view (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (4, FALSE, SEED + 9);
  LudusMykerinosView *view;
  GtkWidget *parcel, *museum;

  play_until (game, survey_last_area);
  ludus_window_play (window, game);
  view = get_view (window);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 5);
  parcel = ludus_test_find_button (GTK_WIDGET (view), "mykerinos.choose-parcel");
  museum = ludus_test_find_widget (GTK_WIDGET (view), LUDUS_TYPE_MYKERINOS_MUSEUM);
  g_assert_nonnull (parcel);
  g_assert_true (ludus_test_in_view (parcel));
  g_assert_true (ludus_test_in_view (museum));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

static void
test_hint_marks (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (3, FALSE, SEED + 7);
  LudusMykerinosView *view;

  play_until (game, mid_season_2);
  ludus_window_play (window, game);
  view = get_view (window);
  ludus_test_iterate ();
  g_assert_cmpuint (check_hint_marks (view), >, 10);

  play_until (game, survey_with_museum);
  ludus_test_iterate ();
  g_assert_cmpuint (check_hint_marks (view), >, 2);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* Illegal clicks -------------------------------------------------------- */

/* A space or room the rules refuse: nothing is chosen, and the prompt line
 * says which rule stands in the way. */
static void
test_illegal_click (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (3, FALSE, SEED + 7);
  LudusMykerinosView *view;
  LudusMykerinosRegion *region;
  const LudusMykerinosState *state;
  const LudusMykerinosTurn *turn;
  guint n_spaces;
  int pyramid = -1, taken = -1;
  GtkLabel *label;

  play_until (game, mid_season_2);
  ludus_window_play (window, game);
  view = get_view (window);
  region = LUDUS_MYKERINOS_REGION (ludus_test_find_widget (GTK_WIDGET (view), LUDUS_TYPE_MYKERINOS_REGION));
  ludus_test_iterate ();
  state = state_of (game);
  turn = ludus_mykerinos_view_get_turn (view);
  n_spaces = ludus_mykerinos_state_season (state)->n_slots * 6;
  for (guint i = 0; i < n_spaces; i++)
    {
      if (pyramid < 0 && ludus_mykerinos_state_pyramid (state, i) && ludus_mykerinos_state_cube (state, i) == 0)
        pyramid = i;
      if (taken < 0 && ludus_mykerinos_state_cube (state, i) != 0)
        taken = i;
    }
  g_assert_cmpint (pyramid, >=, 0);
  g_assert_cmpint (taken, >=, 0);

  /* A click on a space: the region's signal, as a pointer or Enter sends it. */
  g_signal_emit_by_name (region, "space-activated", (guint) pyramid);
  g_assert_cmpuint (ludus_mykerinos_turn_get_n_choices (turn), ==, 0);
  label = ludus_test_find_label (GTK_WIDGET (view), "A pyramid stands there: only Lord Lemon’s power lets a cube go on a pyramid.");
  g_assert_nonnull (label);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (label), "error"));

  g_assert_true (activate (view, "mykerinos.choose-space", taken));
  g_assert_cmpuint (ludus_mykerinos_turn_get_n_choices (turn), ==, 0);
  g_assert_nonnull (ludus_test_find_label (GTK_WIDGET (view), "That space is taken: a cube is already there."));

  /* The Museum outside Sir Brown and the survey. */
  for (guint r = 0; r < LUDUS_MYKERINOS_N_ROOMS; r++)
    if (state->museum[r] == 0)
      {
        g_assert_true (activate (view, "mykerinos.choose-room", r));
        break;
      }
  g_assert_nonnull (ludus_test_find_label (GTK_WIDGET (view), "Cubes go into the Museum by Sir Brown’s power or by a booking in a survey."));

  /* A legal choice puts the prompt back. */
  for (guint i = 0; i < n_spaces; i++)
    if (ludus_mykerinos_turn_space_is_candidate (turn, i))
      {
        g_assert_true (activate (view, "mykerinos.choose-space", i));
        break;
      }
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (label), "error"));
  g_assert_null (ludus_test_find_label (GTK_WIDGET (view), "That space is taken: a cube is already there."));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* A click on a pyramid, refused with its rule in the prompt line. */
static GtkWindow *
setup_refusal (LudusWindow *window)
{
  g_autoptr(LudusGame) game = new_game (3, FALSE, SEED + 7);
  const LudusMykerinosState *state;
  GtkWidget *region;

  play_until (game, mid_season_2);
  ludus_window_play (window, game);
  state = state_of (game);
  region = ludus_test_find_widget (GTK_WIDGET (get_view (window)), LUDUS_TYPE_MYKERINOS_REGION);
  for (guint i = 0; i < ludus_mykerinos_state_season (state)->n_slots * 6u; i++)
    if (ludus_mykerinos_state_pyramid (state, i) && ludus_mykerinos_state_cube (state, i) == 0)
      {
        g_signal_emit_by_name (region, "space-activated", i);
        break;
      }
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
  return NULL;
}

/* Sizes ----------------------------------------------------------------- */

static void
measure_width (GtkWidget *widget,
               int       *minimum,
               int       *natural)
{
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, minimum, natural, NULL, NULL);
}

static gboolean
before_season_3 (LudusGame                 *game,
                 const LudusMykerinosState *next)
{
  return next->season == 2;
}

static gboolean
before_season_4 (LudusGame                 *game,
                 const LudusMykerinosState *next)
{
  return next->season == 3;
}

/* With the most players, as parcels pile up on the player cards, the
 * window never needs more than 800 pixels nor asks for more as the game
 * goes on, and every button of the view stays inside an 800 × 600 window. */
static void
test_sizes (void)
{
  LudusWindow *window = ludus_test_new_window_sized (800, 600);
  g_autoptr(LudusGame) game = new_game (4, FALSE, SEED + 9);
  gboolean (*stages[]) (LudusGame *, const LudusMykerinosState *) = {
    mid_season_2, survey_area_2, before_season_3, before_season_4, late_season_4, before_game_end,
  };
  int first_natural = -1;
  LudusMykerinosView *view;

  ludus_window_play (window, game);
  view = get_view (window);
  for (guint i = 0; i < G_N_ELEMENTS (stages); i++)
    {
      int minimum, natural;
      graphene_rect_t bounds;

      play_until (game, stages[i]);
      ludus_test_wait_for_frames (GTK_WIDGET (window), 5);
      measure_width (GTK_WIDGET (window), &minimum, &natural);
      g_test_message ("stage %u: window minimum %d, natural %d; allocated %d", i, minimum, natural,
                      gtk_widget_get_width (GTK_WIDGET (window)));
      g_assert_cmpint (minimum, <=, 800);
      if (first_natural < 0)
        first_natural = natural;
      g_assert_cmpint (natural, <=, first_natural);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 800);

      /* Every button of the view is inside the window. */
      for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (view)); w != NULL; )
        {
          if (GTK_IS_BUTTON (w) && gtk_widget_get_mapped (w))
            {
              g_assert_true (gtk_widget_compute_bounds (w, GTK_WIDGET (window), &bounds));
              g_assert_cmpfloat (bounds.origin.x, >=, 0);
              g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, 800);
              g_assert_cmpfloat (bounds.origin.y, >=, 0);
              g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, 600);
            }
          /* Depth first, through the whole view. */
          if (gtk_widget_get_first_child (w) != NULL)
            w = gtk_widget_get_first_child (w);
          else
            {
              while (w != NULL && w != GTK_WIDGET (view) && gtk_widget_get_next_sibling (w) == NULL)
                w = gtk_widget_get_parent (w);
              w = w == NULL || w == GTK_WIDGET (view) ? NULL : gtk_widget_get_next_sibling (w);
            }
        }
    }

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* The board grows with the window up to full HD: a picture to look at. */
static void
test_full_hd (void)
{
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = new_game (4, FALSE, SEED + 9);
  GtkWidget *region;
  int small_height;
  g_autofree char *picture = NULL;

  play_until (game, late_season_4);
  ludus_window_play (window, game);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 10);
  region = ludus_test_find_widget (GTK_WIDGET (get_view (window)), LUDUS_TYPE_MYKERINOS_REGION);
  small_height = gtk_widget_get_height (region);

  gtk_window_set_default_size (GTK_WINDOW (window), 1920, 1080);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 10);
  g_assert_cmpint (gtk_widget_get_height (region), >, small_height + 200);
  /* The Museum grows too, beside the region. */
  g_assert_cmpint (gtk_widget_get_height (ludus_test_find_widget (GTK_WIDGET (get_view (window)),
                                                                  LUDUS_TYPE_MYKERINOS_MUSEUM)), >, 400);
  picture = ludus_test_save_screenshot (GTK_WINDOW (window), NULL, "mykerinos-full-hd");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
}

/* The region of another layout preset: the strip, whose areas lie side
 * by side in a line. */
static GtkWindow *
setup_strip (LudusWindow *window)
{
  const LudusRules *rules = ludus_rules_lookup ("mykerinos");
  g_auto(GStrv) layouts = ludus_content_list_builtin_files (rules, "layout");
  g_autoptr(LudusContent) content = NULL;
  g_autoptr(LudusOptions) options = ludus_options_new (rules, 3);
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(GError) error = NULL;
  const char *strip = NULL;

  for (guint i = 0; layouts[i] != NULL; i++)
    if (g_str_has_suffix (layouts[i], "-strip.json"))
      strip = layouts[i];
  g_assert_nonnull (strip);
  content = ludus_content_new_from_files (rules, NULL, strip, &error);
  g_assert_no_error (error);
  options->seed = SEED + 13;
  game = ludus_game_new (content, options, &error);
  g_assert_no_error (error);

  play_until (game, mid_season_2);
  ludus_window_play (window, game);
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
  return NULL;
}

static GtkWindow *
setup_neutral (LudusWindow *window)
{
  g_autoptr(LudusGame) game = new_game (2, FALSE, SEED + 12);

  play_until (game, survey_area_2);
  ludus_window_play (window, game);
  ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
  return NULL;
}

/* Four seats, in the box's colours. */
static GtkWindow *
setup_new_game (LudusWindow *window)
{
  LudusNewGameDialog *dialog = ludus_window_new_game (window, "mykerinos");

  ludus_new_game_dialog_set_n_players (dialog, 4);
  return GTK_WINDOW (dialog);
}

int
main (int   argc,
      char *argv[])
{
  /* Accessible names are kept by the test AT context only. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  ludus_test_init (&argc, &argv);
  data_dir = g_get_user_data_dir ();
  g_settings_set_string (ludus_application_get_settings (ludus_test_get_application ()),
                         "computer-speed", "instant");
  g_settings_set_boolean (ludus_application_get_settings (ludus_test_get_application ()),
                          "confirm-end-turn", FALSE);

  g_test_add_func ("/mykerinos/full-game", test_full_game);
  g_test_add_func ("/mykerinos/neutral-game", test_neutral_game);
  g_test_add_func ("/mykerinos/keyboard", test_keyboard);
  g_test_add_func ("/mykerinos/confirm-end-turn", test_confirm_end_turn);
  g_test_add_func ("/mykerinos/new-game-dialog", test_new_game_dialog);
  g_test_add_func ("/mykerinos/rules", test_rules_window);
  g_test_add_func ("/mykerinos/full-hd", test_full_hd);
  g_test_add_func ("/mykerinos/hint-marks", test_hint_marks);
  g_test_add_func ("/mykerinos/survey-and-museum-in-view", test_survey_and_museum_in_view);
  g_test_add_func ("/mykerinos/first-parcel-keeps-region", test_first_parcel_keeps_region);
  g_test_add_func ("/mykerinos/tilted-card-shown", test_tilted_card_shown);
  g_test_add_func ("/mykerinos/patron-ring-sharp", test_patron_ring_sharp);
  g_test_add_func ("/mykerinos/illegal-click", test_illegal_click);
  g_test_add_func ("/mykerinos/sizes", test_sizes);
  g_test_add_func ("/mykerinos/season-sheet-undo", test_season_sheet_undo);
  g_test_add_func ("/mykerinos/sheets-fit", test_sheets_fit);
  g_test_add_func ("/mykerinos/prompt-whole", test_prompt_whole);

  ludus_test_add_screenshots ("mykerinos-new-game", setup_new_game);
  ludus_test_add_screenshots ("mykerinos-region", setup_region);
  ludus_test_add_screenshots_at ("mykerinos-region", setup_region, 800, 600);
  ludus_test_add_screenshots_at ("mykerinos-region", setup_region, 1920, 1080);
  ludus_test_add_screenshots_at ("mykerinos-region", setup_region, 1280, 800);
  /* The window a new player first sees (the schema's window-width and -height). */
  ludus_test_add_screenshots_at ("mykerinos-region", setup_region, 960, 720);
  ludus_test_add_screenshots ("mykerinos-survey", setup_survey);
  ludus_test_add_screenshots_at ("mykerinos-refusal", setup_refusal, 800, 600);
  ludus_test_add_screenshots_at ("mykerinos-refusal", setup_refusal, 1920, 1080);
  ludus_test_add_screenshots_at ("mykerinos-survey-late", setup_survey_late, 800, 600);
  ludus_test_add_screenshots_at ("mykerinos-survey-late", setup_survey_late, 1920, 1080);
  ludus_test_add_screenshots ("mykerinos-museum-late", setup_museum_late);
  ludus_test_add_screenshots ("mykerinos-season-sheet", setup_season_sheet);
  ludus_test_add_screenshots_at ("mykerinos-season-sheet", setup_season_sheet, 800, 600);
  ludus_test_add_screenshots_at ("mykerinos-season-sheet", setup_season_sheet, 1920, 1080);
  ludus_test_add_screenshots ("mykerinos-exhibition", setup_exhibition);
  ludus_test_add_screenshots ("mykerinos-neutral", setup_neutral);
  ludus_test_add_screenshots ("mykerinos-strip", setup_strip);

  return g_test_run ();
}
