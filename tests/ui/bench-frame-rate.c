/* bench-frame-rate.c: frames per second while the computers' pieces move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A benchmark, not a test (meson test --benchmark): four computer players
 * of one game play at the normal computer speed with motion on, in a
 * window of the ui suite's default size, drawn with the renderer of the
 * test environment (cairo).  Counted only while something moves: the
 * frames painted per second, and the main thread's CPU time a frame, all
 * of it and the part spent laying out and drawing.  The CPU times tell
 * what an idle machine would reach when the machine is loaded; the load
 * average is printed beside them.
 *
 *   bench-frame-rate -p /frame-rate/thebes
 */

#define G_LOG_DOMAIN "bench-frame-rate"

#include "config.h"

#include "ludus-board-view.h"
#include "ludus-rules.h"
#include "ludus-test-utils.h"

#define SEED 20261128
/* How long the computers play, in seconds of the clock. */
#define PLAY_SECONDS 15

static const char * const names[] = { "Anna", "Béla", "Carlos", "Dóra" };

/* Adds what one motion's frames cost to @figures. */
static void
add_motion (LudusTestFrameFigures *figures,
            LudusTestFrameCounter *counter)
{
  LudusTestFrameFigures motion;

  ludus_test_frame_counter_finish (counter, &motion);
  figures->n_frames += motion.n_frames;
  figures->seconds += motion.seconds;
  figures->cpu_ms += motion.cpu_ms;
  figures->tick_ms += motion.tick_ms;
  figures->layout_ms += motion.layout_ms;
  figures->paint_ms += motion.paint_ms;
}

static char *
load_average (void)
{
  g_autofree char *contents = NULL;
  g_auto(GStrv) fields = NULL;

  if (!g_file_get_contents ("/proc/loadavg", &contents, NULL, NULL))
    return g_strdup ("unknown");
  fields = g_strsplit (contents, " ", 4);
  if (g_strv_length (fields) < 3)
    return g_strdup ("unknown");
  return g_strdup_printf ("%s %s %s", fields[0], fields[1], fields[2]);
}

static void
bench_game (gconstpointer data)
{
  const char *game_id = data;
  GSettings *settings = ludus_application_get_settings (ludus_test_get_application ());
  LudusWindow *window = ludus_test_new_window ();
  g_autoptr(LudusGame) game = ludus_test_new_game (game_id, 4, 0, names, SEED, FALSE);
  g_autofree char *load = NULL;
  LudusTestFrameCounter *counter = NULL;
  LudusBoardView *view;
  LudusTestFrameFigures figures = { 0, };
  guint n_motions = 0, n_frames;
  gint64 start;
  int width, height;

  g_settings_set_string (settings, "computer-speed", "normal");
  view = LUDUS_BOARD_VIEW (ludus_window_play (window, game));
  ludus_test_wait_until_drawn (GTK_WIDGET (view), 10);
  ludus_test_set_motion (TRUE);

  start = g_get_monotonic_time ();
  while (g_get_monotonic_time () - start < PLAY_SECONDS * G_USEC_PER_SEC && !ludus_game_is_over (game))
    {
      gboolean running = ludus_test_motion_running (NULL);

      if (running && counter == NULL)
        counter = ludus_test_frame_counter_new (GTK_WIDGET (view));
      else if (!running && counter != NULL)
        {
          add_motion (&figures, counter);
          counter = NULL;
          n_motions++;
        }
      /* A day's or a season's summary holds the game: read, closed. */
      if (!running && ludus_board_view_get_sheet (view) != NULL)
        ludus_board_view_close_sheet (view);
      g_main_context_iteration (NULL, TRUE);
    }
  if (counter != NULL)
    {
      add_motion (&figures, counter);
      n_motions++;
    }

  load = load_average ();
  width = gtk_widget_get_width (GTK_WIDGET (window));
  height = gtk_widget_get_height (GTK_WIDGET (window));
  n_frames = MAX (figures.n_frames, 1);
  g_test_message ("%s, 4 computers, %s renderer, %dx%d, load average %s: "
                  "%u frames in %.1f s of motion (%u motions): %.1f frames per second; "
                  "main thread %.2f ms of CPU a frame, of which layout %.2f ms and drawing %.2f ms "
                  "(animations' ticks %.2f ms, the rest between frames)",
                  game_id, g_getenv ("GSK_RENDERER") != NULL ? g_getenv ("GSK_RENDERER") : "default",
                  width, height, load, figures.n_frames, figures.seconds, n_motions,
                  figures.seconds > 0 ? figures.n_frames / figures.seconds : 0,
                  figures.cpu_ms / n_frames, figures.layout_ms / n_frames, figures.paint_ms / n_frames,
                  figures.tick_ms / n_frames);
  /* Pieces moved, over frames: a figure to read. */
  g_assert_cmpuint (n_motions, >=, 3);
  g_assert_cmpuint (figures.n_frames, >=, 3 * n_motions);

  ludus_test_set_motion (FALSE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
  g_settings_reset (settings, "computer-speed");
}

int
main (int   argc,
      char *argv[])
{
  const LudusRules * const *all;
  guint n_rules;

  ludus_test_init (&argc, &argv);

  /* Every game of the registry: meson runs one per benchmark. */
  all = ludus_rules_get_all (&n_rules);
  for (guint i = 0; i < n_rules; i++)
    {
      g_autofree char *path = g_strconcat ("/frame-rate/", all[i]->id, NULL);

      g_test_add_data_func (path, all[i]->id, bench_game);
    }

  return g_test_run ();
}
