/* test-random-clicks.c: games played by clicking at random
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A person clicks whatever they see, in any order and at any moment: in
 * the middle of a choice, while a computer's piece is still moving, after
 * an undo.  Here a person's seat is played by clicking at random among
 * every widget of the board that can be clicked (cards, places, buttons)
 * or the things it draws (a space, a room: the action its click runs, with
 * any index), or of the dialog that waits (a sheet, a question), now and
 * then Undo, Redo, the hint or the log's toggle of the header bar, the
 * hand-over card between two people, and a resize of the window: game
 * after game, through the sheets at their end to the ranking, until the
 * clicks run out.  Nothing may warn (the tests run with G_DEBUG=fatal-warnings),
 * and CI runs this under ASan and UBSan; games must have been played to
 * their end and moves taken back, so the clicks did play them.
 */

#include "config.h"

#include "ludus-board-view.h"
#include "ludus-game-page.h"
#include "ludus-test-utils.h"
#include "ludus-window.h"

typedef struct
{
  const char *name;
  const char *game_id;
  guint       n_seats;
  guint       n_humans;  /* more than one: the hand-over card between them */
  guint64     seed;
  guint       n_clicks;  /* enough for a game to end, whatever the seed */
} RandomGame;

/* Another run of clicks and deals, to look further:
 * LUDUS_RANDOM_CLICKS_SEED=N meson test random-clicks. */
static guint64 explore_seed;

static const RandomGame games[] = {
  { "medici", "medici", 3, 1, 101, 800 },
  { "mykerinos", "mykerinos", 2, 1, 102, 800 },
  { "thebes", "thebes", 2, 1, 103, 800 },
  /* Two people at random take long over a game of three. */
  { "thebes-hot-seat", "thebes", 3, 2, 104, 1400 },
};

/* A widget a click would reach: on screen, usable, and clicked by being
 * activated (a button, a card, a space); not a menu button (its menu
 * holds the window's commands, tested in test-menus), nor a link. */
static gboolean
clickable (GtkWidget *widget)
{
  GtkWidget *menu_button = gtk_widget_get_ancestor (widget, GTK_TYPE_MENU_BUTTON);

  return gtk_widget_get_mapped (widget) && gtk_widget_is_sensitive (widget) &&
         gtk_widget_class_get_activate_signal (GTK_WIDGET_GET_CLASS (widget)) != 0 &&
         menu_button == NULL && !GTK_IS_LINK_BUTTON (widget);
}

static void
add_clickable (GPtrArray *clickables,
               GtkWidget *root)
{
  g_autoptr(GPtrArray) all = ludus_test_list_widgets (root);

  for (guint i = 0; i < all->len; i++)
    if (clickable (all->pdata[i]))
      g_ptr_array_add (clickables, all->pdata[i]);
}

/* The header bar's button for @action_name, if it can be clicked now. */
static GtkWidget *
header_button (LudusGamePage *page,
               const char    *action_name)
{
  GtkWidget *button = ludus_test_find_button (GTK_WIDGET (page), action_name);

  return button != NULL && clickable (button) ? button : NULL;
}

/* A click at once: a button's "clicked" (GTK's activation of a button
 * shows it pressed and clicks 250 ms later, by when other clicks would
 * have come in between); anything else, its activation. */
static void
click (GtkWidget *widget)
{
  /* Held: what the click does may take the widget away. */
  g_autoptr(GtkWidget) held = g_object_ref (widget);

  if (GTK_IS_BUTTON (held))
    g_signal_emit_by_name (held, "clicked");
  else
    gtk_widget_activate (held);
}

/* The dialog a person must answer before anything else in @window, if
 * one is open: a sheet, the question before an undo. */
static GtkWindow *
modal_over (LudusWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWindow *modal = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && modal == NULL; i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (gtk_window_get_transient_for (toplevel) == GTK_WINDOW (window) &&
          gtk_window_get_modal (toplevel) && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        modal = toplevel;
    }
  return modal;
}

/* What a person did, counted for the test's log. */
typedef enum
{
  DID_NOTHING,
  DID_UNDO,
  DID_REDO,
  DID_HINT,
  DID_LOG,
  DID_RESIZE,
  DID_HAND_OVER,
  DID_DIALOG,
  DID_POINT,
  DID_SUGGESTED,
  DID_CLICK,
  N_DIDS,
} Did;

static const char * const did_names[N_DIDS] = {
  "nothing", "undo", "redo", "hint", "log", "resize", "hand-over", "dialog", "point",
  "suggested", "click",
};

/* The suggested button among @clickables (Place, Confirm), if any: a
 * move chosen whole, ready to play. */
static GtkWidget *
suggested_among (GPtrArray *clickables)
{
  for (guint i = 0; i < clickables->len; i++)
    if (gtk_widget_has_css_class (clickables->pdata[i], "suggested-action"))
      return clickables->pdata[i];
  return NULL;
}

/* Whether @board offers its suggested button now. */
static gboolean
move_ready (GtkWidget *board)
{
  g_autoptr(GPtrArray) clickables = g_ptr_array_new ();

  add_clickable (clickables, board);
  return suggested_among (clickables) != NULL;
}

/* A click on something the board draws rather than a widget (a space of
 * the Mykerinos region, a room of its Museum): the action the board's
 * click handler runs, one of the view's that take an index (or a yes or
 * no), with an index at random, also one off the board.  A person
 * pointing at the spaces tries a few, as the pointer passes over them
 * until one lights up: until a move is ready to play where none was (the
 * Mykerinos Place, shown only then). */
static void
point_at_random (GtkWidget *board,
                 GRand     *rand)
{
  GtkWidgetClass *class = GTK_WIDGET_GET_CLASS (board);
  g_autoptr(GArray) indexed = g_array_new (FALSE, FALSE, sizeof (guint));
  gboolean was_ready = move_ready (board);
  const GVariantType *type;
  const char *name, *property;
  GType owner;
  guint action;

  /* Every out argument given: GTK 4.8 writes them all. */
  for (guint i = 0; gtk_widget_class_query_action (class, i, &owner, &name, &type, &property); i++)
    if (type != NULL && (g_variant_type_equal (type, G_VARIANT_TYPE_UINT32) ||
                         g_variant_type_equal (type, G_VARIANT_TYPE_BOOLEAN)))
      g_array_append_val (indexed, i);
  g_assert_cmpuint (indexed->len, >, 0);

  action = g_array_index (indexed, guint, g_rand_int_range (rand, 0, indexed->len));
  g_assert_true (gtk_widget_class_query_action (class, action, &owner, &name, &type, &property));
  for (guint tries = 0; tries < 6; tries++)
    {
      /* A disabled action does nothing, as a click where nothing is offered. */
      if (g_variant_type_equal (type, G_VARIANT_TYPE_BOOLEAN))
        gtk_widget_activate_action (board, name, "b", g_rand_boolean (rand));
      else
        gtk_widget_activate_action (board, name, "u", (guint32) g_rand_int_range (rand, 0, 64));
      if (was_ready || move_ready (board))
        break;
    }
}

/* Clicks one of @clickables: more often than not the suggested one, as a
 * person plays what they chose. */
static Did
click_one (GPtrArray *clickables,
           GRand     *rand)
{
  GtkWidget *suggested = suggested_among (clickables);

  if (g_rand_int_range (rand, 0, 100) < 35 && suggested != NULL)
    {
      click (suggested);
      return DID_SUGGESTED;
    }
  click (g_ptr_array_index (clickables, g_rand_int_range (rand, 0, clickables->len)));
  return DID_CLICK;
}

/* One thing a person might do now: answer the dialog that waits, if one
 * does; else mostly a click on the board, now and then a header bar
 * button or a resize. */
static Did
act_at_random (LudusWindow *window,
               GRand       *rand)
{
  static const int sizes[][2] = { { 800, 600 }, { 960, 720 }, { 1280, 800 }, { 1920, 1080 } };
  static const struct { guint below; const char *action_name; Did did; } header[] = {
    { 5, "win.undo", DID_UNDO },
    { 8, "win.redo", DID_REDO },
    { 9, "win.hint", DID_HINT },
  };
  LudusGamePage *page = LUDUS_GAME_PAGE (ludus_test_find_widget (GTK_WIDGET (window), LUDUS_TYPE_GAME_PAGE));
  GtkWindow *modal = modal_over (window);
  g_autoptr(GPtrArray) clickables = g_ptr_array_new ();
  guint roll = g_rand_int_range (rand, 0, 100);
  GtkWidget *button;

  if (modal != NULL)
    {
      add_clickable (clickables, GTK_WIDGET (modal));
      if (clickables->len == 0)
        return DID_NOTHING;
      click_one (clickables, rand);
      return DID_DIALOG;
    }

  for (guint i = 0; i < G_N_ELEMENTS (header); i++)
    if (roll < header[i].below)
      {
        if ((button = header_button (page, header[i].action_name)) == NULL)
          break;
        click (button);
        return header[i].did;
      }
  if (roll == 9)
    {
      click (GTK_WIDGET (ludus_game_page_get_log_button (page)));
      return DID_LOG;
    }
  if (roll < 12)
    {
      guint s = g_rand_int_range (rand, 0, G_N_ELEMENTS (sizes));

      gtk_window_set_default_size (GTK_WINDOW (window), sizes[s][0], sizes[s][1]);
      return DID_RESIZE;
    }

  /* The next person takes the table from the hand-over card. */
  if ((button = header_button (page, "game.take-turn")) != NULL)
    {
      click (button);
      return DID_HAND_OVER;
    }

  /* At their turn, on a board of few buttons (the Mykerinos region is
   * drawn), a person clicks what it draws as often as its buttons. */
  add_clickable (clickables, ludus_game_page_get_board (page));
  if (roll < 27 || (ludus_board_view_human_to_play (LUDUS_BOARD_VIEW (ludus_game_page_get_board (page))) &&
                    clickables->len < 8 && g_rand_boolean (rand)))
    {
      point_at_random (ludus_game_page_get_board (page), rand);
      return DID_POINT;
    }
  if (clickables->len == 0)
    return DID_NOTHING;
  return click_one (clickables, rand);
}

/* Games one after the other, each to its end, until the clicks run out. */
static void
test_random_clicks (gconstpointer data)
{
  const RandomGame *random = data;
  LudusWindow *window = ludus_test_new_window_sized (960, 720);
  g_autoptr(GRand) rand = g_rand_new_with_seed (random->seed + explore_seed);
  guint clicks = 0, n_finished = 0, n_undone = 0, done[N_DIDS] = { 0 };
  g_autoptr(GString) counts = g_string_new (NULL);
  GSettings *settings = ludus_application_get_settings (ludus_test_get_application ());

  /* The card that hides one person's table from the next, as at home
   * (the tests' default is without). */
  g_settings_set_boolean (settings, "hand-over", random->n_humans > 1);
  for (guint n_games = 0; clicks < random->n_clicks; n_games++)
    {
      /* A practice game: undo takes back any move, also one that revealed
       * a card (a fair game's undo stops at those, which is most moves). */
      g_autoptr(LudusGame) game = ludus_test_new_game (random->game_id, random->n_seats, random->n_humans,
                                                       NULL, random->seed + explore_seed + n_games, TRUE);
      GtkWindow *ranking = NULL;

      ludus_window_play (window, game);
      /* Through the sheets of the end too, to the ranking (which may come
       * a few frames after the last sheet). */
      for (; clicks < random->n_clicks; clicks++)
        {
          guint n_moves = ludus_game_get_n_moves (game);

          if (ludus_game_is_over (game) && (ranking = ludus_test_find_ranking ()) != NULL)
            break;

          done[act_at_random (window, rand)]++;
          /* A frame now and then: pieces in flight, layouts after a resize. */
          if (clicks % 4 == 0)
            ludus_test_wait_for_frames (GTK_WIDGET (window), 1);
          ludus_test_iterate ();
          if (ludus_game_get_n_moves (game) < n_moves)
            n_undone++;
        }
      g_test_message ("%s, game %u: %u moves, over: %s", random->name, n_games + 1,
                      ludus_game_get_n_moves (game), ludus_game_is_over (game) ? "yes" : "no");
      if (ranking != NULL)
        {
          GtkLabel *library = ludus_test_find_label (GTK_WIDGET (ranking), "Back to Library");

          g_assert_nonnull (library);
          click (gtk_widget_get_ancestor (GTK_WIDGET (library), GTK_TYPE_BUTTON));
          n_finished++;
        }
      else
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
      ludus_test_iterate ();
      g_assert_null (ludus_window_get_game (window));
    }

  for (guint d = 0; d < N_DIDS; d++)
    g_string_append_printf (counts, " %s %u", did_names[d], done[d]);
  g_test_message ("%s: %u games finished, undone %u times;%s", random->name, n_finished, n_undone,
                  counts->str);
  /* The clicks played games to their end, and took moves back. */
  g_assert_cmpuint (n_finished, >=, 1);
  g_assert_cmpuint (n_undone, >, 0);

  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
  g_settings_set_boolean (settings, "hand-over", FALSE);
}

int
main (int   argc,
      char *argv[])
{
  ludus_test_init (&argc, &argv);
  ludus_test_play_without_pauses ();
  if (g_getenv ("LUDUS_RANDOM_CLICKS_SEED") != NULL)
    explore_seed = g_ascii_strtoull (g_getenv ("LUDUS_RANDOM_CLICKS_SEED"), NULL, 10);

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *path = g_strdup_printf ("/random-clicks/%s", games[i].name);

      g_test_add_data_func (path, &games[i], test_random_clicks);
    }
  return g_test_run ();
}
