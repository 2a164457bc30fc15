/* test-thebes-fit.c: the Thebes table on a laptop and a half screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game of two to four at 1024×768, 1366×768 (a small laptop), 960×1000
 * (a window tiled to half of a full HD screen) and 960×720 (a new
 * player's window), in every language: no two places of the map overlap
 * or leave it, the research cards are in sight without scrolling, the
 * header's text is whole (wrapped, never ellipsized), the dig's rows lie
 * inside it, and the window can still be made 800 pixels narrow.  One
 * window per language serves every size, resized as a person resizes it,
 * shot light and dark.  No frame shows the map arranged for another size,
 * neither when the game opens nor after a resize.
 */

#define G_LOG_DOMAIN "test-thebes-fit"

#include "config.h"

#include "ludus-test-utils.h"
#include "thebes/ludus-thebes-card-widget.h"
#include "thebes/ludus-thebes-dig-panel.h"
#include "thebes/ludus-thebes-map.h"
#include "thebes/ludus-thebes-view.h"

#define SEED 20261129
#define N_MOVES 12

static const struct
{
  int width;
  int height;
} sizes[] = {
  { 1024, 768 },
  { 1366, 768 },
  { 960, 1000 },
  { 960, 720 },
};

/* Hungarian and Slovak, the longest, with the most tableaux. */
typedef struct
{
  const char *language;
  guint       n_players;
} Case;

static const Case cases[] = {
  { "en", 2 },
  { "hu", 4 },
  { "sk", 4 },
  { "es", 3 },
};

/* @widget's bounds in @target's coordinates. */
static graphene_rect_t
bounds_in (GtkWidget *widget,
           GtkWidget *target)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, target, &bounds));
  return bounds;
}

static gboolean
rect_inside (const graphene_rect_t *inner,
             const graphene_rect_t *outer)
{
  /* A half pixel for the fractions of a scaled layout. */
  return inner->origin.x >= outer->origin.x - 0.5 &&
         inner->origin.y >= outer->origin.y - 0.5 &&
         inner->origin.x + inner->size.width <= outer->origin.x + outer->size.width + 0.5 &&
         inner->origin.y + inner->size.height <= outer->origin.y + outer->size.height + 0.5;
}

static void
assert_places_apart (LudusThebesMap *map)
{
  graphene_rect_t whole = GRAPHENE_RECT_INIT (0, 0,
                                              gtk_widget_get_width (GTK_WIDGET (map)),
                                              gtk_widget_get_height (GTK_WIDGET (map)));
  graphene_rect_t places[LUDUS_THEBES_N_PLACES];

  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    {
      places[p] = bounds_in (ludus_thebes_map_get_place_widget (map, p), GTK_WIDGET (map));
      g_assert_true (rect_inside (&places[p], &whole));
    }
  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    for (guint q = p + 1; q < LUDUS_THEBES_N_PLACES; q++)
      if (graphene_rect_intersection (&places[p], &places[q], NULL))
        g_error ("%s (%g,%g %g×%g) overlaps %s (%g,%g %g×%g)",
                 ludus_thebes_place_name (p), places[p].origin.x, places[p].origin.y,
                 places[p].size.width, places[p].size.height,
                 ludus_thebes_place_name (q), places[q].origin.x, places[q].origin.y,
                 places[q].size.width, places[q].size.height);
}

/* Every row of the dig, and every token in them, inside the panel. */
static void
assert_inside (GtkWidget *widget,
               GtkWidget *panel,
               const graphene_rect_t *whole)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      graphene_rect_t bounds;

      if (!gtk_widget_get_mapped (child))
        continue;
      bounds = bounds_in (child, panel);
      if (!rect_inside (&bounds, whole))
        g_error ("a %s of the dig (%g,%g %g×%g) is outside it (%g×%g)",
                 G_OBJECT_TYPE_NAME (child), bounds.origin.x, bounds.origin.y,
                 bounds.size.width, bounds.size.height, whole->size.width, whole->size.height);
      assert_inside (child, panel, whole);
    }
}

static void
assert_dig_whole (GtkWidget *panel)
{
  graphene_rect_t whole;

  g_assert_nonnull (panel);
  g_assert_true (gtk_widget_get_mapped (panel));
  whole = bounds_in (panel, panel);
  g_assert_cmpfloat (whole.size.height, >=, ludus_test_height_for_its_width (panel));
  assert_inside (panel, panel, &whole);
}

/* The display's first card, in sight in the board's scrolled window as
 * it opens: what a player takes each turn. */
static void
assert_cards_in_sight (GtkWidget *view)
{
  GtkWidget *card = ludus_test_find_widget (view, LUDUS_TYPE_THEBES_CARD_WIDGET);
  GtkWidget *scroller = gtk_widget_get_ancestor (card, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds = bounds_in (card, scroller);
  graphene_rect_t sight = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (scroller), gtk_widget_get_height (scroller));

  g_assert_cmpfloat (gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller))),
                     ==, 0);
  if (!rect_inside (&bounds, &sight))
    g_error ("the display's first card (%g,%g %g×%g) is out of sight (%g×%g)", bounds.origin.x, bounds.origin.y,
             bounds.size.width, bounds.size.height, sight.size.width, sight.size.height);
}

/* What a frame drew: the window's size and the map's. */
typedef struct
{
  int window_width;
  int window_height;
  int map_width;
  int map_height;
} Frame;

typedef struct
{
  GtkWidget *window;
  GtkWidget *map;    /* NULL until the game opens */
  GArray    *frames; /* of Frame */
} FrameLog;

static void
frame_painted_cb (GdkFrameClock *clock,
                  FrameLog      *log)
{
  Frame frame = {
    gtk_widget_get_width (log->window), gtk_widget_get_height (log->window),
    log->map != NULL ? gtk_widget_get_width (log->map) : 0,
    log->map != NULL ? gtk_widget_get_height (log->map) : 0,
  };

  if (log->map != NULL && gtk_widget_get_mapped (log->map))
    g_array_append_val (log->frames, frame);
}

/* Every frame drawn at the window's final size showed the map at its
 * final size: none showed it arranged for the size before. */
static void
assert_no_stale_frame (FrameLog *log)
{
  const Frame *last;

  g_assert_cmpuint (log->frames->len, >, 0);
  last = &g_array_index (log->frames, Frame, log->frames->len - 1);
  for (guint f = 0; f < log->frames->len; f++)
    {
      const Frame *frame = &g_array_index (log->frames, Frame, f);

      if (frame->window_width == last->window_width && frame->window_height == last->window_height &&
          (frame->map_width != last->map_width || frame->map_height != last->map_height))
        g_error ("frame %u of %u drew the map %d×%d in the %d×%d window, which then showed it %d×%d", f,
                 log->frames->len, frame->map_width, frame->map_height, frame->window_width,
                 frame->window_height, last->map_width, last->map_height);
    }
  g_array_set_size (log->frames, 0);
}

static void
use_theme (const char *theme)
{
  g_settings_set_string (ludus_application_get_settings (ludus_test_get_application ()), "theme", theme);
}

static void
test_fit (gconstpointer data)
{
  const Case *fit = data;
  const char *language = fit->language;
  LudusWindow *window;
  g_autoptr(LudusGame) game = NULL;
  GtkWidget *view;
  LudusThebesMap *map;
  FrameLog log = { NULL, NULL, g_array_new (FALSE, FALSE, sizeof (Frame)) };
  GdkFrameClock *clock;
  gulong paint_id;

  ludus_test_set_language (language);
  window = ludus_test_new_window_sized (sizes[0].width, sizes[0].height);
  log.window = GTK_WIDGET (window);
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  paint_id = g_signal_connect (clock, "paint", G_CALLBACK (frame_painted_cb), &log);
  game = ludus_test_new_game ("thebes", fit->n_players, fit->n_players, NULL, SEED, FALSE);
  for (guint i = 0; i < N_MOVES; i++)
    {
      guint n_moves;
      const LudusMove *moves = ludus_game_get_legal_moves (game, &n_moves);
      LudusMove move = moves[n_moves / 2];

      g_assert_true (ludus_game_apply_move (game, &move, NULL));
    }
  ludus_window_play (window, game);
  view = ludus_test_find_widget (GTK_WIDGET (window), LUDUS_TYPE_THEBES_VIEW);
  g_assert_nonnull (view);
  map = LUDUS_THEBES_MAP (ludus_test_find_widget (view, LUDUS_TYPE_THEBES_MAP));
  log.map = GTK_WIDGET (map);

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      int min_width;

      gtk_window_set_default_size (GTK_WINDOW (window), sizes[s].width, sizes[s].height);
      ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
      assert_no_stale_frame (&log);
      g_test_message ("%s, %u players, at %d×%d: window %d×%d, view %d wide, map %d×%d", language,
                      fit->n_players, sizes[s].width, sizes[s].height,
                      gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)),
                      gtk_widget_get_width (view),
                      gtk_widget_get_width (GTK_WIDGET (map)), gtk_widget_get_height (GTK_WIDGET (map)));

      for (guint t = 0; t < 2; t++)
        {
          const char *theme = t == 0 ? "light" : "dark";
          g_autofree char *name = g_strdup_printf ("thebes-fit-%dx%d-%s-%s", sizes[s].width, sizes[s].height,
                                                   language, theme);
          g_autofree char *path = NULL;

          use_theme (theme);
          ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);
          path = ludus_test_save_screenshot (GTK_WINDOW (window), NULL, name);
          g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
        }
      use_theme ("light");
      ludus_test_wait_until_drawn (GTK_WIDGET (window), 40);

      assert_places_apart (map);
      assert_cards_in_sight (view);
      ludus_test_assert_label_whole (ludus_test_find_label_with_class (view, "title-4"));
      ludus_test_assert_label_whole (ludus_test_find_label_with_class (view, "board-prompt"));
      assert_dig_whole (ludus_test_find_widget (view, LUDUS_TYPE_THEBES_DIG_PANEL));
      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
      g_test_message ("minimum width %d", min_width);
      g_assert_cmpint (min_width, <=, 800);
    }

  g_signal_handler_disconnect (clock, paint_id);
  g_array_unref (log.frames);
  g_settings_reset (ludus_application_get_settings (ludus_test_get_application ()), "theme");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
  ludus_test_set_language ("en");
}

int
main (int   argc,
      char *argv[])
{
  ludus_test_init (&argc, &argv);
  for (guint l = 0; l < G_N_ELEMENTS (cases); l++)
    {
      g_autofree char *path = g_strdup_printf ("/thebes-fit/%s", cases[l].language);

      g_test_add_data_func (path, &cases[l], test_fit);
    }
  return g_test_run ();
}
