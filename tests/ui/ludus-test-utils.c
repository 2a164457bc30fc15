/* ludus-test-utils.c: helpers for the ui suite
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-test-utils"

#include "config.h"

#include <glib/gstdio.h>

#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>
#include <png.h>

#include "ludus-autosave.h"
#include "ludus-board-view.h"
#include "ludus-board-view-private.h"
#include "ludus-content.h"
#include "ludus-preferences-window.h"
#include "ludus-test-utils.h"

#define WINDOW_WIDTH  1024
#define WINDOW_HEIGHT 768

static LudusApplication *application;
static char *home_dir;
/* --no-screenshots: ludus_test_add_screenshots() adds nothing, for the
 * test that runs a binary's other cases while another takes its
 * screenshots (--run-prefix /ui/screenshot); see tests/ui/meson.build. */
static gboolean no_screenshots;
/* --screenshot-views=A,B / --skip-screenshot-views=A,B: only these views'
 * screenshots, or all but them, for a binary whose screenshots run as two
 * tests (GLib's --skip-prefix does not combine with --run-prefix). */
static char **screenshot_views;
static char **skipped_screenshot_views;
/* The dark theme a closed set-up left for the next one, which starts dark
 * (see add_screenshots()): each switch reloads libadwaita's stylesheet. */
static gboolean dark_left;

static void
remove_tree (GFile *file)
{
  g_autoptr(GFileEnumerator) children = NULL;
  GFile *child;

  children = g_file_enumerate_children (file, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                        G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
  while (children != NULL &&
         g_file_enumerator_iterate (children, NULL, &child, NULL, NULL) &&
         child != NULL)
    remove_tree (child);

  g_file_delete (file, NULL, NULL);
}

static void
remove_home_dir (void)
{
  g_autoptr(GFile) home = g_file_new_for_path (home_dir);

  remove_tree (home);
  g_clear_pointer (&home_dir, g_free);
}

/* The windows autosave games and remember set-ups: keep that in a folder of
 * the test's own, never in the real home, and start every run empty. */
static void
use_temporary_home (void)
{
  g_autoptr(GError) error = NULL;
  static const char * const dirs[][2] = {
    { "XDG_DATA_HOME", "data" },
    { "XDG_CONFIG_HOME", "config" },
    { "XDG_CACHE_HOME", "cache" },
    { "XDG_STATE_HOME", "state" },
  };

  home_dir = g_dir_make_tmp ("ludus-ui-test-XXXXXX", &error);
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (dirs); i++)
    {
      g_autofree char *path = g_build_filename (home_dir, dirs[i][1], NULL);

      g_assert_cmpint (g_mkdir_with_parents (path, 0700), ==, 0);
      g_setenv (dirs[i][0], path, TRUE);
    }
  atexit (remove_home_dir);
}

/**
 * ludus_test_init:
 *
 * Initialises GTK and gettext for tests, points the XDG folders at a new
 * temporary folder (removed at exit), and starts a LudusApplication (not
 * unique, never run) so windows get the app actions, style.css and the
 * shortcuts window as they do in Ludus.
 */
void
ludus_test_init (int    *argc,
                 char ***argv)
{
  g_autoptr(GError) error = NULL;
  int kept = 1;

  for (int i = 1; i < *argc; i++)
    {
      if (g_str_equal ((*argv)[i], "--no-screenshots"))
        no_screenshots = TRUE;
      else if (g_str_has_prefix ((*argv)[i], "--screenshot-views="))
        screenshot_views = g_strsplit ((*argv)[i] + strlen ("--screenshot-views="), ",", -1);
      else if (g_str_has_prefix ((*argv)[i], "--skip-screenshot-views="))
        skipped_screenshot_views = g_strsplit ((*argv)[i] + strlen ("--skip-screenshot-views="), ",", -1);
      else
        (*argv)[kept++] = (*argv)[i];
    }
  *argc = kept;
  (*argv)[kept] = NULL;

  use_temporary_home ();
  /* A review weighs each position with 100 iterations rather than its
   * level's 500 (src/views/ludus-review-window.c): a chart, mistakes and
   * Cancel to check all the same, for a fifth of the search. */
  g_setenv ("LUDUS_TEST_REVIEW_ITERATIONS", "100", FALSE);
  gtk_test_init (argc, argv, NULL);
  /* New games' seeds, the balance check's, online rooms' names: the same
   * on every run, so that two runs' screenshots can be compared. */
  g_random_set_seed (31);

  /* gtk_test_init() leaves the C locale, in which glibc ignores LANGUAGE;
   * C.UTF-8 honours it, so ludus_test_set_language() can switch languages. */
  g_assert_nonnull (setlocale (LC_ALL, "C.UTF-8"));

  /* GLib decides once, at the first g_dgettext(), whether to translate at
   * all; with Ludus' domain set, no LANGUAGE and an untranslated C.UTF-8
   * locale it would decide not to, and the later switch to Hungarian would
   * not reach GtkBuilder.  Let it decide before the domain is set, as GLib's
   * documentation suggests. */
  (void) g_dgettext (NULL, "");

  /* The translations built with the tests, not any installed ones. */
  bindtextdomain (GETTEXT_PACKAGE, LUDUS_BUILD_ROOT "/po");
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* What GNOME sets through its settings daemon, which Xvfb lacks, so the
   * screenshots look as they will on a GNOME desktop. */
  g_object_set (gtk_settings_get_default (), "gtk-font-name", "Cantarell 11", NULL);
  /* Pages and dialogs appear at once, so a screenshot never catches one
   * half-way through its transition. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  application = ludus_application_new ();
  g_application_set_flags (G_APPLICATION (application),
                          g_application_get_flags (G_APPLICATION (application)) | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (application), NULL, &error);
  g_assert_no_error (error);
  /* The tests play hot-seat games through the model, as one person; the
   * hand-over card between people is test-follow's. */
  g_settings_set_boolean (ludus_application_get_settings (application), "hand-over", FALSE);
  /* Every change on the table instant and final; ludus_test_set_motion()
   * turns motion on for a test that follows it. */
  g_settings_set_string (ludus_application_get_settings (application), "animation-speed", "off");
}

LudusApplication *
ludus_test_get_application (void)
{
  return application;
}

/**
 * ludus_test_set_language:
 * @language: a LANGUAGE value such as "hu", or "en" for the untranslated text
 *
 * Switches the messages of Ludus, GTK and libadwaita, and the locale (LC_ALL),
 * so dates and numbers are the language's too.  Widgets created from now
 * on use the new language.  A locale that is not installed (./run installs
 * them) leaves C.UTF-8, saying so in the log: never C or POSIX, in which
 * glibc ignores LANGUAGE.
 */
void
ludus_test_set_language (const char *language)
{
  static const struct
  {
    const char *language;
    const char *locale;
  } locales[] = {
    { "hu", "hu_HU.UTF-8" },
    { "sk", "sk_SK.UTF-8" },
    { "es", "es_ES.UTF-8" },
  };
  const char *locale = "C.UTF-8";

  for (guint i = 0; i < G_N_ELEMENTS (locales); i++)
    if (g_str_equal (language, locales[i].language))
      locale = locales[i].locale;
  if (setlocale (LC_ALL, locale) == NULL)
    {
      g_test_message ("locale %s is not installed (./run installs it): %s dates and numbers "
                      "are checked in C.UTF-8", locale, language);
      g_assert_nonnull (setlocale (LC_ALL, "C.UTF-8"));
    }
  g_setenv ("LANGUAGE", language, TRUE);
  /* Setting the text domain again drops gettext's cached translations. */
  textdomain (textdomain (NULL));
}

void
ludus_test_iterate (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static gboolean
count_frame_cb (GtkWidget     *widget,
                GdkFrameClock *frame_clock,
                gpointer       user_data)
{
  guint *frames_left = user_data;

  if (*frames_left > 0)
    (*frames_left)--;

  return *frames_left > 0 ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

static gboolean
timeout_cb (gpointer user_data)
{
  gboolean *timed_out = user_data;

  *timed_out = TRUE;
  return G_SOURCE_REMOVE;
}

/**
 * ludus_test_iterate_once:
 *
 * Runs one iteration of the main loop, waiting for something to do (at
 * most 50 ms): for a loop that checks its own condition and deadline, so
 * that it sleeps while a computer thinks rather than spin (and, through
 * GDK, ask the X server for events thousands of times a second).
 */
void
ludus_test_iterate_once (void)
{
  gboolean woken = FALSE;
  guint id = g_timeout_add (50, timeout_cb, &woken);

  g_main_context_iteration (NULL, TRUE);
  if (!woken)
    g_source_remove (id);
}

/**
 * ludus_test_wait_for_frames:
 *
 * Runs the main loop until @widget has been drawn @n_frames times, so layout
 * and style changes have settled.  Fails after ten seconds.
 */
void
ludus_test_wait_for_frames (GtkWidget *widget,
                            guint      n_frames)
{
  guint frames_left = n_frames;
  gboolean timed_out = FALSE;
  guint timeout_id;

  gtk_widget_add_tick_callback (widget, count_frame_cb, &frames_left, NULL);
  timeout_id = g_timeout_add_seconds (10, timeout_cb, &timed_out);

  while (frames_left > 0 && !timed_out)
    g_main_context_iteration (NULL, TRUE);

  g_assert_false (timed_out);
  g_source_remove (timeout_id);
  ludus_test_iterate ();
}

typedef struct
{
  guint frames;        /* since the wait began */
  guint quiet_frames;  /* in a row with nothing laid out or painted */
} Settling;

static gboolean
settle_tick_cb (GtkWidget     *widget,
                GdkFrameClock *frame_clock,
                gpointer       user_data)
{
  Settling *settling = user_data;

  settling->frames++;
  settling->quiet_frames++;
  return G_SOURCE_CONTINUE;
}

static void
settle_busy_cb (GdkFrameClock *frame_clock,
                gpointer       user_data)
{
  Settling *settling = user_data;

  settling->quiet_frames = 0;
}

/**
 * ludus_test_wait_until_drawn:
 * @widget: a realized widget
 * @max_frames: the most frames to wait
 *
 * Runs the main loop until @widget's window has neither laid out nor
 * painted anything for two frames in a row, so whatever the test changed
 * is on screen; at most @max_frames frames, for a view that never stops
 * drawing (a blinking cursor).  Cheaper than a fixed number of frames,
 * which has to allow for the slowest change.
 */
void
ludus_test_wait_until_drawn (GtkWidget *widget,
                             guint      max_frames)
{
  GdkFrameClock *frame_clock;
  Settling settling = { 0, 0 };
  gboolean timed_out = FALSE;
  gulong layout_id, paint_id;
  guint tick_id, timeout_id;

  /* Idles first: they may queue the layout this waits for. */
  ludus_test_iterate ();
  frame_clock = gtk_widget_get_frame_clock (widget);
  g_assert_nonnull (frame_clock);
  layout_id = g_signal_connect (frame_clock, "layout", G_CALLBACK (settle_busy_cb), &settling);
  paint_id = g_signal_connect (frame_clock, "paint", G_CALLBACK (settle_busy_cb), &settling);
  tick_id = gtk_widget_add_tick_callback (widget, settle_tick_cb, &settling, NULL);
  timeout_id = g_timeout_add_seconds (10, timeout_cb, &timed_out);

  /* The tick comes before the frame's layout and paint: 3 quiet ticks
   * span two whole frames without either. */
  while (settling.quiet_frames < 3 && settling.frames < max_frames && !timed_out)
    g_main_context_iteration (NULL, TRUE);

  g_assert_false (timed_out);
  g_source_remove (timeout_id);
  gtk_widget_remove_tick_callback (widget, tick_id);
  g_signal_handler_disconnect (frame_clock, layout_id);
  g_signal_handler_disconnect (frame_clock, paint_id);
  ludus_test_iterate ();
}

/**
 * ludus_test_find_window:
 *
 * Returns: (transfer none) (nullable): the first toplevel of @type
 */
GtkWindow *
ludus_test_find_window (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n = g_list_model_get_n_items (toplevels);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type))
        return GTK_WINDOW (window);
    }

  return NULL;
}

/**
 * ludus_test_new_window:
 *
 * Returns: (transfer none): a new main window of the test application, at
 *   1024×768, presented and drawn
 */
LudusWindow *
ludus_test_new_window (void)
{
  return ludus_test_new_window_sized (WINDOW_WIDTH, WINDOW_HEIGHT);
}

/**
 * ludus_test_new_window_sized:
 *
 * Returns: (transfer none): a new main window of the test application, of
 *   @width × @height, presented and drawn
 */
/* Without a compositor the default size includes a resize border around
 * the window: learnt from the first window, so that the next ones are
 * width × height at once, without a second layout. */
static int frame_width, frame_height;

/* Sizes @window so the window itself is @width × @height, as a person
 * resizing it would, and waits until it is drawn at that size. */
static void
resize_window (GtkWindow *window,
               int        width,
               int        height)
{
  int extra_width, extra_height;

  gtk_window_set_default_size (window, width + frame_width, height + frame_height);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 3);

  /* Grow it so the window itself is width × height. */
  extra_width = width - gtk_widget_get_width (GTK_WIDGET (window));
  extra_height = height - gtk_widget_get_height (GTK_WIDGET (window));
  if (extra_width != 0 || extra_height != 0)
    {
      gtk_window_set_default_size (window,
                                   width + frame_width + extra_width,
                                   height + frame_height + extra_height);
      ludus_test_wait_for_frames (GTK_WIDGET (window), 3);
      /* Not when the screen is what kept the window smaller. */
      if (gtk_widget_get_width (GTK_WIDGET (window)) == width &&
          gtk_widget_get_height (GTK_WIDGET (window)) == height)
        {
          frame_width += extra_width;
          frame_height += extra_height;
        }
    }
}

LudusWindow *
ludus_test_new_window_sized (int width,
                             int height)
{
  LudusWindow *window;

  /* Not the dark theme of the screenshots before. */
  if (dark_left)
    {
      g_settings_reset (ludus_application_get_settings (application), "theme");
      dark_left = FALSE;
    }
  window = ludus_window_new (application);
  gtk_window_set_default_size (GTK_WINDOW (window), width + frame_width, height + frame_height);
  gtk_window_present (GTK_WINDOW (window));
  resize_window (GTK_WINDOW (window), width, height);
  return window;
}

/**
 * ludus_test_destroy_window:
 *
 * Destroys @window and checks that nothing else keeps it alive.
 */
void
ludus_test_destroy_window (GtkWindow *window)
{
  GtkWindow *alive = window;

  /* A weak pointer, not a reference: GTK 4.8's tooltip forgets a window
   * only when it is finalized, and a hover timer that fires while a test
   * keeps a destroyed window alive asks the position of a surface that is
   * gone (a Gdk-CRITICAL, seen under load). */
  g_object_add_weak_pointer (G_OBJECT (alive), (gpointer *) &alive);
  gtk_window_destroy (window);
  ludus_test_iterate ();
  /* A hint's search, cancelled as the game was left, holds the window
   * until its thread has stopped and its callback has run (a moment,
   * longer under a sanitizer); a leak holds it for good. */
  for (guint waited = 0; alive != NULL && waited < 10000; waited += 20)
    ludus_test_run_for (20);
  if (alive != NULL)
    g_object_remove_weak_pointer (G_OBJECT (alive), (gpointer *) &alive);
  g_assert_null (alive);
}

/* Draws @window at (@x, @y) into @snapshot.  A widget's paintable is its
 * last drawing, and nothing while a redraw is pending (a sheet that just
 * opened, a list that scrolled): then wait for that frame, rather than
 * shoot a transparent window. */
static void
snapshot_window (GtkSnapshot *snapshot,
                 GtkWindow   *window,
                 float        x,
                 float        y)
{
  for (guint tries = 0;; tries++)
    {
      g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (GTK_WIDGET (window));
      GtkSnapshot *window_snapshot = gtk_snapshot_new ();
      g_autoptr(GskRenderNode) node = NULL;

      gdk_paintable_snapshot (paintable, window_snapshot,
                              gtk_widget_get_width (GTK_WIDGET (window)),
                              gtk_widget_get_height (GTK_WIDGET (window)));
      node = gtk_snapshot_free_to_node (window_snapshot);
      if (node != NULL)
        {
          gtk_snapshot_save (snapshot);
          gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
          gtk_snapshot_append_node (snapshot, node);
          gtk_snapshot_restore (snapshot);
          return;
        }
      g_assert_cmpuint (tries, <, 10);
      ludus_test_wait_for_frames (GTK_WIDGET (window), 1);
    }
}

/* Writes @texture as an 8-bit RGBA PNG with the fastest settings: no
 * row filters, zlib level 1.  About four times quicker than
 * gdk_texture_save_to_png() for a 13% larger file, and the suite writes
 * five hundred of them. */
static gboolean
save_png_fast (GdkTexture *texture,
               const char *path)
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  gsize stride = (gsize) width * 4;
  g_autofree guchar *pixels = g_malloc (stride * height);
  png_structp png = NULL;
  png_infop info = NULL;
  FILE *file;

  /* Premultiplied B, G, R, A (little-endian ARGB32) to straight R, G, B, A;
   * nearly every pixel is opaque, which needs no division. */
  gdk_texture_download (texture, pixels, stride);
  for (gsize i = 0; i < stride * height; i += 4)
    {
      guchar *p = pixels + i;
      guint a = p[3];
      guchar b = p[0];

      if (a == 255)
        {
          p[0] = p[2];
          p[2] = b;
          continue;
        }
      if (a == 0)
        {
          p[0] = p[1] = p[2] = 0;
          continue;
        }
      p[0] = (p[2] * 255 + a / 2) / a;
      p[1] = (p[1] * 255 + a / 2) / a;
      p[2] = (b * 255 + a / 2) / a;
    }

  file = g_fopen (path, "wb");
  if (file == NULL)
    return FALSE;
  png = png_create_write_struct (PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  info = png != NULL ? png_create_info_struct (png) : NULL;
  if (info == NULL || setjmp (png_jmpbuf (png)))
    {
      png_destroy_write_struct (&png, &info);
      fclose (file);
      return FALSE;
    }
  png_init_io (png, file);
  png_set_IHDR (png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_filter (png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
  png_set_compression_level (png, 1);
  png_write_info (png, info);
  for (int y = 0; y < height; y++)
    png_write_row (png, pixels + (gsize) y * stride);
  png_write_end (png, info);
  png_destroy_write_struct (&png, &info);
  return fclose (file) == 0;
}

/**
 * ludus_test_save_screenshot:
 * @window: the window
 * @dialog: (nullable): a dialog open over @window
 * @name: the file name without ".png"
 *
 * Renders @window, with @dialog centred over it as a person sees it, with
 * the window's GSK renderer and writes it to $LUDUS_SCREENSHOT_DIR/@name.png.
 *
 * Returns: (transfer full): the path written
 */
char *
ludus_test_save_screenshot (GtkWindow  *window,
                            GtkWindow  *dialog,
                            const char *name)
{
  const char *dir = g_getenv ("LUDUS_SCREENSHOT_DIR");
  g_autofree char *file_name = g_strconcat (name, ".png", NULL);
  g_autofree char *path = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GtkSnapshot *snapshot;
  int width, height;

  g_assert_nonnull (dir);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  path = g_build_filename (dir, file_name, NULL);

  width = gtk_widget_get_width (GTK_WIDGET (window));
  height = gtk_widget_get_height (GTK_WIDGET (window));

  snapshot = gtk_snapshot_new ();
  snapshot_window (snapshot, window, 0, 0);
  if (dialog != NULL)
    {
      int dialog_width = gtk_widget_get_width (GTK_WIDGET (dialog));
      int dialog_height = gtk_widget_get_height (GTK_WIDGET (dialog));

      /* A dialog taller or wider than the window would be cut off: it is
       * a layout bug, not something to hide in the picture. */
      g_assert_cmpint (dialog_width, <=, width);
      g_assert_cmpint (dialog_height, <=, height);
      snapshot_window (snapshot, dialog, (width - dialog_width) / 2, (height - dialog_height) / 2);
    }
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);

  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)),
                                         node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_cmpint (gdk_texture_get_width (texture), ==, width);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, height);
  g_assert_true (save_png_fast (texture, path));

  return g_steal_pointer (&path);
}

/* What the shots of a view in one language share: one window brought to
 * the view once, then shot at each of its sizes (resized as a person
 * resizes it) in both themes (switched as in Preferences). */
typedef struct _ScreenshotSetup ScreenshotSetup;

struct _ScreenshotSetup
{
  char                     *view;
  char                     *language;
  LudusScreenshotSetupFunc  setup;
  /* The set-up whose window this one takes on (ludus_test_add_screenshots_after()). */
  ScreenshotSetup          *previous;
  guint                     n_shots;    /* added */
  guint                     n_taken;    /* so far: the window closes after the last… */
  gboolean                  taken_on;   /* …unless a set-up with shots takes it on */
};

typedef struct
{
  ScreenshotSetup *setup;
  const char      *theme;
  int              width;
  int              height;
} Screenshot;

/* Every set-up added, to find the one a view's next size joins. */
static GPtrArray *screenshot_setups;

/* The set-up on screen, if any, and its window and dialog. */
static ScreenshotSetup *shown_setup;
static LudusWindow *shown_window;
static GtkWindow *shown_dialog;

static void
use_theme (const char *theme)
{
  g_settings_set_string (ludus_application_get_settings (application), "theme", theme);
  g_assert_cmpint (adw_style_manager_get_dark (adw_style_manager_get_default ()),
                   ==,
                   g_str_equal (theme, "dark"));
}

static void
close_screenshot_setup (void)
{
  if (shown_setup == NULL)
    return;

  if (shown_dialog != NULL)
    gtk_window_destroy (shown_dialog);
  /* Leaves a game, if the view opened one, so the window can go. */
  gtk_widget_activate_action (GTK_WIDGET (shown_window), "win.show-library", NULL);
  ludus_test_destroy_window (GTK_WINDOW (shown_window));
  if (adw_style_manager_get_dark (adw_style_manager_get_default ()))
    dark_left = TRUE;
  else
    g_settings_reset (ludus_application_get_settings (application), "theme");
  ludus_test_set_language ("en");
  shown_setup = NULL;
  shown_window = NULL;
  shown_dialog = NULL;
}

/* Brings the window shown to @setup's view, from where the set-up before
 * left it; the dialog that one returned is closed first. */
static void
take_on_screenshot_setup (ScreenshotSetup *setup)
{
  if (shown_dialog != NULL)
    {
      gtk_window_destroy (shown_dialog);
      shown_dialog = NULL;
    }
  if (setup->setup != NULL)
    shown_dialog = setup->setup (shown_window);
  shown_setup = setup;
}

/* Runs @setup on a new window, after the set-ups it takes the window on from. */
static void
run_screenshot_setup (ScreenshotSetup *setup)
{
  if (setup->previous != NULL)
    run_screenshot_setup (setup->previous);
  take_on_screenshot_setup (setup);
}

/* Brings a new window to the view in @shot's language, theme and size. */
static void
open_screenshot_setup (const Screenshot *shot)
{
  ScreenshotSetup *setup = shot->setup;

  ludus_test_set_language (setup->language);
  use_theme (shot->theme);
  dark_left = FALSE;
  shown_window = ludus_test_new_window_sized (shot->width, shot->height);
  if (setup->setup != NULL)
    {
      guint n_rules;
      const LudusRules * const *all = ludus_rules_get_all (&n_rules);

      /* Each view shows only the decks and boards its own set-up makes. */
      for (guint i = 0; i < n_rules; i++)
        ludus_test_remove_user_content (all[i]->id);
    }
  run_screenshot_setup (setup);
}

/* Fails unless the window's content fits in @width × @height, the size
 * its shots promise: measured, so that it holds on any screen, also one
 * too small for a window of that size. */
static void
assert_window_fits (GtkWindow *window,
                    int        width,
                    int        height)
{
  GtkWidget *widget = GTK_WIDGET (window);
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  /* The resize border around the window, which its measure includes. */
  int border_width = gdk_surface_get_width (surface) - gtk_widget_get_width (widget);
  int border_height = gdk_surface_get_height (surface) - gtk_widget_get_height (widget);
  int min_width, min_height;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, width + border_width, &min_height, NULL, NULL, NULL);
  g_assert_cmpint (min_width - border_width, <=, width);
  g_assert_cmpint (min_height - border_height, <=, height);
  /* Never larger than asked, which would hide that a view grew it. */
  g_assert_cmpint (gtk_widget_get_width (widget), <=, width);
  g_assert_cmpint (gtk_widget_get_height (widget), <=, height);
}

/* Whether @scrollbar of an overlay-scrolling window shows as an indicator. */
static gboolean
indicator_shown (GtkWidget *scrollbar)
{
  return scrollbar != NULL && gtk_widget_get_visible (scrollbar) &&
         gtk_widget_get_opacity (scrollbar) > 0;
}

/* A view that scrolled, to the end of the game log or after a resize,
 * shows its overlay scroll indicators for two seconds: hide them, as they
 * are once the window has rested, rather than wait, so that no shot
 * depends on how long its set-up took.  Returns how many it hid. */
static guint
rest_scroll_indicators (GtkWidget *root)
{
  guint n = 0;

  if (GTK_IS_SCROLLED_WINDOW (root) &&
      gtk_scrolled_window_get_overlay_scrolling (GTK_SCROLLED_WINDOW (root)) &&
      (indicator_shown (gtk_scrolled_window_get_vscrollbar (GTK_SCROLLED_WINDOW (root))) ||
       indicator_shown (gtk_scrolled_window_get_hscrollbar (GTK_SCROLLED_WINDOW (root)))))
    {
      gtk_scrolled_window_set_overlay_scrolling (GTK_SCROLLED_WINDOW (root), FALSE);
      gtk_scrolled_window_set_overlay_scrolling (GTK_SCROLLED_WINDOW (root), TRUE);
      n++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += rest_scroll_indicators (child);
  return n;
}

static void
test_screenshot (gconstpointer data)
{
  const Screenshot *shot = data;
  ScreenshotSetup *setup = shot->setup;
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;

  if (shown_setup != setup && (setup->previous == NULL || shown_setup != setup->previous))
    {
      close_screenshot_setup ();
      open_screenshot_setup (shot);
    }
  else
    {
      use_theme (shot->theme);
      if (shown_setup != setup)
        take_on_screenshot_setup (setup);
      if (gtk_widget_get_width (GTK_WIDGET (shown_window)) != shot->width ||
          gtk_widget_get_height (GTK_WIDGET (shown_window)) != shot->height)
        resize_window (GTK_WINDOW (shown_window), shot->width, shot->height);
      /* A window that did not take the size (the Thebes table does not
       * shrink to 800 pixels wide from 1920) is made anew at that size. */
      if (gtk_widget_get_width (GTK_WIDGET (shown_window)) != shot->width ||
          gtk_widget_get_height (GTK_WIDGET (shown_window)) != shot->height)
        {
          close_screenshot_setup ();
          open_screenshot_setup (shot);
        }
    }
  ludus_test_wait_until_drawn (GTK_WIDGET (shown_dialog != NULL ? shown_dialog : GTK_WINDOW (shown_window)), 40);
  /* Once the log has followed its end (from an idle, after a layout). */
  if (rest_scroll_indicators (GTK_WIDGET (shown_window)) +
      (shown_dialog != NULL ? rest_scroll_indicators (GTK_WIDGET (shown_dialog)) : 0) > 0)
    ludus_test_wait_until_drawn (GTK_WIDGET (shown_window), 40);
  assert_window_fits (GTK_WINDOW (shown_window), shot->width, shot->height);

  if (shot->width == WINDOW_WIDTH && shot->height == WINDOW_HEIGHT)
    name = g_strdup_printf ("%s-%s-%s", setup->view, setup->language, shot->theme);
  else
    name = g_strdup_printf ("%s-%dx%d-%s-%s", setup->view, shot->width, shot->height,
                            setup->language, shot->theme);
  path = ludus_test_save_screenshot (GTK_WINDOW (shown_window), shown_dialog, name);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_test_message ("wrote %s", path);

  if (++setup->n_taken == setup->n_shots && !setup->taken_on)
    close_screenshot_setup ();
}

/* The set-up of @view in @language by @setup, made on first use. */
static ScreenshotSetup *
find_screenshot_setup (const char               *view,
                       const char               *language,
                       LudusScreenshotSetupFunc  setup)
{
  ScreenshotSetup *shared;

  if (screenshot_setups == NULL)
    screenshot_setups = g_ptr_array_new ();
  for (guint i = 0; i < screenshot_setups->len; i++)
    {
      shared = g_ptr_array_index (screenshot_setups, i);
      if (g_str_equal (shared->view, view) && g_str_equal (shared->language, language) &&
          shared->setup == setup)
        return shared;
    }

  /* Kept to the end of the process, as GLib keeps the tests. */
  shared = g_new0 (ScreenshotSetup, 1);
  shared->view = g_strdup (view);
  shared->language = g_strdup (language);
  shared->setup = setup;
  g_ptr_array_add (screenshot_setups, shared);
  return shared;
}

/* The set-up of @view in @language made before, by whichever function. */
static ScreenshotSetup *
lookup_screenshot_setup (const char *view,
                         const char *language)
{
  for (guint i = 0; screenshot_setups != NULL && i < screenshot_setups->len; i++)
    {
      ScreenshotSetup *shared = g_ptr_array_index (screenshot_setups, i);

      if (g_str_equal (shared->view, view) && g_str_equal (shared->language, language))
        return shared;
    }
  return NULL;
}

/**
 * ludus_test_add_screenshots:
 * @view: the view's name, used in file names: "library", "medici-table"
 * @setup: (nullable): brings a fresh 1024×768 window to the view
 *
 * Adds one test per language and theme (light, dark), each writing
 * $LUDUS_SCREENSHOT_DIR/@view-<language>-<theme>.png.  Slovak and Spanish
 * are there for their long words, Hungarian for its long sentences.  The
 * shots of a language share one set-up: the first brings a window to the
 * view, the others switch the theme of the same window (as a person does
 * in Preferences) or resize it (see ludus_test_add_screenshots_at()), and
 * the last closes it.
 */
void
ludus_test_add_screenshots (const char               *view,
                            LudusScreenshotSetupFunc  setup)
{
  ludus_test_add_screenshots_at (view, setup, WINDOW_WIDTH, WINDOW_HEIGHT);
}

static void
add_screenshots (const char               *view,
                 LudusScreenshotSetupFunc  setup,
                 const char               *previous_view,
                 int                       width,
                 int                       height)
{
  static const char * const languages[] = { "en", "hu", "sk", "es" };
  static const char * const themes[] = { "light", "dark" };
  gboolean shot = !no_screenshots &&
                  (screenshot_views == NULL || g_strv_contains ((const char * const *) screenshot_views, view)) &&
                  (skipped_screenshot_views == NULL ||
                   !g_strv_contains ((const char * const *) skipped_screenshot_views, view));

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      /* Made even when not shot, for a view that takes its window on. */
      ScreenshotSetup *shared = find_screenshot_setup (view, languages[l], setup);
      /* The view's first size in this language: the only one shot dark. */
      gboolean first_size = shared->n_shots == 0;
      const char *first_view = view;
      guint depth = 0;

      if (previous_view != NULL)
        {
          shared->previous = lookup_screenshot_setup (previous_view, languages[l]);
          g_assert_nonnull (shared->previous);
          shared->previous->taken_on |= shot;
          for (ScreenshotSetup *first = shared->previous; first != NULL; first = first->previous)
            {
              first_view = first->view;
              depth++;
            }
        }

      for (guint t = 0; shot && t < G_N_ELEMENTS (themes); t++)
        {
          Screenshot *screenshot;
          g_autofree char *test_path = NULL;
          /* Every other set-up starts dark, in the theme the one before
           * ended in: a language's after another's, a view that takes the
           * window on after the one before it. */
          const char *theme = themes[(t + l + depth) % G_N_ELEMENTS (themes)];

          /* The dark theme changes colours only, never a size: its shot at
           * the view's first size shows it, and the light ones check that
           * the window fits at every size. */
          if (!first_size && g_str_equal (theme, "dark"))
            continue;

          screenshot = g_new0 (Screenshot, 1);
          shared->n_shots++;
          screenshot->setup = shared;
          screenshot->theme = theme;
          screenshot->width = width;
          screenshot->height = height;

          /* GLib runs the tests by their path's suites, in the order they
           * were first added: a set-up's shots, every size of its first
           * theme then of the other, in a row; the views that take its
           * window on after them, under the first view's language. */
          if (previous_view == NULL)
            test_path = g_strdup_printf ("/ui/screenshot/%s/%s/%s/%dx%d", view, languages[l],
                                         theme, width, height);
          else
            test_path = g_strdup_printf ("/ui/screenshot/%s/%s/%s/%s/%dx%d", first_view, languages[l],
                                         view, theme, width, height);
          g_test_add_data_func_full (test_path, screenshot, test_screenshot, g_free);
        }
    }
}

/**
 * ludus_test_add_screenshots_at:
 *
 * The same as ludus_test_add_screenshots() with the window at @width ×
 * @height; the files are named "<view>-<width>x<height>-<language>-<theme>.png".
 * The sizes of a view added with the same @setup share its set-up: its
 * window is resized from one size to the next.  Only the first size is
 * shot in the dark theme too, which changes no size.
 */
void
ludus_test_add_screenshots_at (const char               *view,
                               LudusScreenshotSetupFunc  setup,
                               int                       width,
                               int                       height)
{
  add_screenshots (view, setup, NULL, width, height);
}

/**
 * ludus_test_add_screenshots_after:
 * @view: the view's name, as for ludus_test_add_screenshots()
 * @setup: brings the window @previous_view's set-up left on to @view
 * @previous_view: a view added before, with the same or another function
 *
 * The same as ludus_test_add_screenshots(), for views reached one after
 * another (the steps of a tutorial): in each language, @setup takes on the
 * window of @previous_view's shots as it is, rather than a new one, and
 * its shots come right after them, under
 * /ui/screenshot/<first view>/<language>/@view/.  Run without them, it
 * makes the window with the set-ups before.  The dialog a set-up before
 * returned is closed first.
 */
void
ludus_test_add_screenshots_after (const char               *view,
                                  LudusScreenshotSetupFunc  setup,
                                  const char               *previous_view)
{
  g_return_if_fail (setup != NULL);
  g_return_if_fail (previous_view != NULL);

  add_screenshots (view, setup, previous_view, WINDOW_WIDTH, WINDOW_HEIGHT);
}

/**
 * ludus_test_find_widget:
 *
 * Returns: (nullable): the first widget of @type at or under @root, in
 *   tree order
 */
GtkWidget *
ludus_test_find_widget (GtkWidget *root,
                        GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ludus_test_find_widget (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
list_widgets (GtkWidget *root,
              GPtrArray *widgets)
{
  g_ptr_array_add (widgets, root);
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    list_widgets (child, widgets);
}

/**
 * ludus_test_list_widgets:
 *
 * Returns: (transfer full) (element-type GtkWidget): @root and every
 *   widget under it, in the order of the widget tree
 */
GPtrArray *
ludus_test_list_widgets (GtkWidget *root)
{
  GPtrArray *widgets = g_ptr_array_new ();

  list_widgets (root, widgets);
  return widgets;
}

static gboolean
set_flag_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop for about @ms milliseconds. */
void
ludus_test_run_for (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, set_flag_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

/* Whether @widget shows whole in its scrolled window, as a person sees it
 * (a #GtkWidget; a gpointer for ludus_test_wait_until()). */
gboolean
ludus_test_in_view (gpointer widget)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;

  if (scrolled == NULL)
    return TRUE;
  return gtk_widget_compute_bounds (widget, scrolled, &bounds) &&
         bounds.origin.x >= -1 && bounds.origin.y >= -1 &&
         bounds.origin.x + bounds.size.width <= gtk_widget_get_width (scrolled) + 1 &&
         bounds.origin.y + bounds.size.height <= gtk_widget_get_height (scrolled) + 1;
}

/* Whether the first widget a #LudusBoardView outlines for its hint or
 * guide, where it scrolls, shows: the thing to choose next. */
gboolean
ludus_test_first_mark_in_view (gpointer board)
{
  GPtrArray *marks = _ludus_board_view_get_private (board)->hint_marks;

  return marks->len == 0 || ludus_test_in_view (g_ptr_array_index (marks, 0));
}

/* Runs the main loop until @condition holds; fails after 60 seconds. */
void
ludus_test_wait_until (gboolean (*condition) (gpointer),
                       gpointer   data)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (60, timeout_cb, &timed_out);

  while (!condition (data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);
}

typedef struct
{
  LudusGame *game;
  guint      n_moves;
} MovesWait;

static gboolean
has_moves (gpointer data)
{
  MovesWait *wait = data;

  return ludus_game_get_n_moves (wait->game) >= wait->n_moves;
}

/**
 * ludus_test_wait_for_moves:
 * @n_moves: how many moves @game's history holds when the wait ends
 *
 * Waits until @game has @n_moves moves: a button activated shows itself
 * pressed a moment, then clicks, and plays.
 */
void
ludus_test_wait_for_moves (LudusGame *game,
                           guint      n_moves)
{
  MovesWait wait = { game, n_moves };

  ludus_test_wait_until (has_moves, &wait);
}

/* The final ranking, if it is open. */
GtkWindow *
ludus_test_find_ranking (void)
{
  return ludus_test_find_window (ADW_TYPE_MESSAGE_DIALOG);
}

gboolean
ludus_test_ranking_shown (gpointer data)
{
  return ludus_test_find_ranking () != NULL;
}

/* Whether the table of the window @data needs the players: a sheet to
 * close, the final ranking to read, or a human's move. */
gboolean
ludus_test_needs_players (gpointer data)
{
  LudusWindow *window = data;
  LudusGame *game = ludus_window_get_game (window);
  GtkWidget *view = ludus_test_find_widget (GTK_WIDGET (window), LUDUS_TYPE_BOARD_VIEW);

  g_assert_nonnull (view);
  if (ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (view)) != NULL)
    return TRUE;
  if (ludus_game_is_over (game))
    return ludus_test_find_ranking () != NULL;
  return !ludus_game_current_seat_is_computer (game);
}

/* Plays a legal move of @game chosen by @rand, as a person might. */
void
ludus_test_apply_random_move (LudusGame *game,
                              GRand     *rand)
{
  g_autoptr(GError) error = NULL;
  guint n;
  const LudusMove *moves = ludus_game_get_legal_moves (game, &n);

  g_assert_cmpuint (n, >, 0);
  g_assert_true (ludus_game_apply_move (game, &moves[g_rand_int_range (rand, 0, n)], &error));
  g_assert_no_error (error);
}

/* Deletes every unfinished game, so a test starts with none. */
void
ludus_test_remove_unfinished_games (void)
{
  g_autoptr(GPtrArray) paths = ludus_autosave_list ();

  for (guint i = 0; i < paths->len; i++)
    g_assert_cmpint (g_remove (g_ptr_array_index (paths, i)), ==, 0);
}

/* Deletes the user's decks and layouts of @game_id, so that the editor's
 * list shows only what the test makes. */
void
ludus_test_remove_user_content (const char *game_id)
{
  const LudusRules *rules = ludus_rules_lookup (game_id);
  static const char * const kinds[] = { "deck", "layout" };

  g_assert_nonnull (rules);
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_auto(GStrv) paths = ludus_content_list_user_files (rules, kinds[k]);

      for (guint i = 0; paths != NULL && paths[i] != NULL; i++)
        g_assert_cmpint (g_remove (paths[i]), ==, 0);
    }
}

/* The shortcut on @accelerator ("<Control>z", "F10") among @widget's own
 * controllers (a window's key bindings are among them), running the named
 * action @action_name when it is given; NULL if there is none. */
GtkShortcut *
ludus_test_find_shortcut (GtkWidget  *widget,
                          const char *accelerator,
                          const char *action_name)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));
          GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);

          if (!g_str_equal (trigger, accelerator))
            continue;
          if (action_name == NULL ||
              (GTK_IS_NAMED_ACTION (action) &&
               g_str_equal (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)), action_name)))
            return shortcut;  /* the controller keeps it alive */
        }
    }
  return NULL;
}

/* Where @widget lies in its window. */
graphene_rect_t
ludus_test_widget_bounds (GtkWidget *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (gtk_widget_get_root (widget)), &bounds));
  return bounds;
}

/* A game of @game_id on its built-in content: @n_seats seats (0: the
 * rules' fewest, at least 2), the first @n_humans of them people and the
 * others easy computers, named from @names or, when NULL, by default. */
LudusGame *
ludus_test_new_game (const char         *game_id,
                     guint               n_seats,
                     guint               n_humans,
                     const char * const *names,
                     guint64             seed,
                     gboolean            practice)
{
  const LudusRules *rules = ludus_rules_lookup (game_id);
  g_autoptr(LudusContent) content = NULL;
  g_autoptr(LudusOptions) options = NULL;
  g_autoptr(GError) error = NULL;
  LudusGame *game;

  g_assert_nonnull (rules);
  content = ludus_content_new_default (rules, &error);
  g_assert_no_error (error);
  options = ludus_options_new (rules, n_seats > 0 ? n_seats : MAX (rules->min_players, 2));
  for (guint i = 0; i < options->n_seats; i++)
    ludus_options_set_seat (options, i, names != NULL ? names[i] : NULL, i < n_humans, LUDUS_AI_EASY);
  options->seed = seed;
  options->practice = practice;

  game = ludus_game_new (content, options, &error);
  g_assert_no_error (error);
  return game;
}

/* Plays @game, all computer seats, in @window to its end (within @seconds),
 * closing the sheets it shows; then back to the library. */
void
ludus_test_play_to_end (LudusWindow *window,
                        LudusGame   *game,
                        guint        seconds)
{
  GtkWidget *view = ludus_window_play (window, game);

  g_assert_nonnull (view);
  for (guint64 start = g_get_monotonic_time ();
       !ludus_game_is_over (game) && g_get_monotonic_time () - start < seconds * G_USEC_PER_SEC; )
    {
      GtkWindow *sheet = ludus_board_view_get_sheet (LUDUS_BOARD_VIEW (view));

      if (sheet != NULL)
        gtk_window_close (sheet);
      ludus_test_iterate_once ();
    }
  g_assert_true (ludus_game_is_over (game));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL);
  ludus_test_iterate ();
}

/* The computers move at once and ending a turn asks nothing: for the
 * tests that play whole games as a person does. */
void
ludus_test_play_without_pauses (void)
{
  GSettings *settings = ludus_application_get_settings (ludus_test_get_application ());

  g_settings_set_string (settings, "computer-speed", "instant");
  g_settings_set_boolean (settings, "confirm-end-turn", FALSE);
}

guint
ludus_test_n_unfinished_games (void)
{
  g_autoptr(GPtrArray) paths = ludus_autosave_list ();

  return paths->len;
}

/* Whether a screen reader has a name for @widget: a label of its own, or
 * a label inside it.  (GTK 4.8 reports a labelled-by relation even for an
 * icon button, so relations do not count.) */
static gboolean
has_accessible_name (GtkWidget *widget)
{
  if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if ((GTK_IS_LABEL (child) && gtk_label_get_text (GTK_LABEL (child))[0] != '\0') ||
        has_accessible_name (child))
      return TRUE;
  return FALSE;
}

/* Whether a person can act on a widget of @role: a control's role, or
 * any widget that takes the keyboard focus on its own (a custom piece of a
 * board), but not the containers that only scroll or hold the focus for
 * their children. */
static gboolean
is_interactive (GtkWidget         *widget,
                GtkAccessibleRole  role)
{
  switch (role)
    {
    case GTK_ACCESSIBLE_ROLE_BUTTON:
    case GTK_ACCESSIBLE_ROLE_CHECKBOX:
    case GTK_ACCESSIBLE_ROLE_SWITCH:
    case GTK_ACCESSIBLE_ROLE_RADIO:
    case GTK_ACCESSIBLE_ROLE_LINK:
    case GTK_ACCESSIBLE_ROLE_MENU_ITEM:
    case GTK_ACCESSIBLE_ROLE_SLIDER:
    case GTK_ACCESSIBLE_ROLE_SPIN_BUTTON:
    case GTK_ACCESSIBLE_ROLE_TAB:
      return TRUE;
    case GTK_ACCESSIBLE_ROLE_GENERIC:
    case GTK_ACCESSIBLE_ROLE_GROUP:
    case GTK_ACCESSIBLE_ROLE_IMG:
      return gtk_widget_get_focusable (widget) && gtk_widget_get_sensitive (widget) &&
             !GTK_IS_SCROLLED_WINDOW (widget) && !GTK_IS_VIEWPORT (widget) &&
             !GTK_IS_WINDOW (widget) && !GTK_IS_LIST_BOX (widget) && !GTK_IS_FLOW_BOX (widget);
    default:
      return FALSE;
    }
}

/* Every control a person can reach in @root has a name: no "GtkImage"
 * for an icon button. */
static guint
count_unnamed_controls (GtkWidget *root)
{
  GtkAccessibleRole role = gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (root));
  GtkWidget *named = root;
  guint n = 0;

  /* The window's own buttons (close, maximize) are GTK's to name. */
  if (!gtk_widget_get_visible (root) || GTK_IS_WINDOW_CONTROLS (root))
    return 0;
  /* A menu button's inner toggle is named by the menu button. */
  if (GTK_IS_MENU_BUTTON (gtk_widget_get_parent (root)))
    named = gtk_widget_get_parent (root);
  if (is_interactive (root, role) && !has_accessible_name (named))
    {
      g_test_message ("a %s (role %d) without an accessible name (tooltip: %s)", G_OBJECT_TYPE_NAME (named),
                      role, gtk_widget_get_tooltip_text (named));
      n++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_unnamed_controls (child);
  return n;
}

/* The first widget under @root, in tree order, that @matches with @key:
 * the walk the finders below share. */
static GtkWidget *
find_first (GtkWidget  *root,
            gboolean  (*matches) (GtkWidget *widget, const char *key),
            const char *key)
{
  if (matches (root, key))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_first (child, matches, key);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_button_for (GtkWidget  *widget,
               const char *action_name)
{
  return GTK_IS_BUTTON (widget) &&
         g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action_name) == 0;
}

/**
 * ludus_test_find_button:
 * @action_name: the action the button activates, such as "win.undo"
 *
 * Returns: (transfer none) (nullable): the first button at or under @root
 *   that activates @action_name, in tree order
 */
GtkWidget *
ludus_test_find_button (GtkWidget  *root,
                        const char *action_name)
{
  return find_first (root, is_button_for, action_name);
}

/**
 * ludus_test_assert_sheet_fits:
 * @sheet: a scoring sheet on screen (a #GtkGrid of scores in a scrolled window)
 *
 * Fails unless @sheet shows its grid at its natural width: no column cut or
 * ellipsized, nothing left to scroll sideways to.
 */
void
ludus_test_assert_sheet_fits (GtkWindow *sheet)
{
  GtkWidget *grid;
  GtkWidget *scroller;
  GtkAdjustment *hadjustment;
  int natural;

  ludus_test_wait_for_frames (GTK_WIDGET (sheet), 3);
  grid = ludus_test_find_widget (GTK_WIDGET (sheet), GTK_TYPE_GRID);
  scroller = ludus_test_find_widget (GTK_WIDGET (sheet), GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (grid);
  g_assert_nonnull (scroller);

  gtk_widget_measure (grid, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  g_test_message ("%s: grid %d px of %d, sheet %d px", G_OBJECT_TYPE_NAME (sheet),
                  gtk_widget_get_width (grid), natural, gtk_widget_get_width (GTK_WIDGET (sheet)));
  g_assert_cmpint (gtk_widget_get_width (grid), >=, natural);
  hadjustment = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_assert_cmpfloat (gtk_adjustment_get_upper (hadjustment), <=,
                     gtk_adjustment_get_page_size (hadjustment) + 0.5);
}

/**
 * ludus_test_assert_controls_named:
 * @root: a window or part of one
 *
 * Fails if a button, check box or switch in @root that a person can reach
 * has no accessible name.
 */
void
ludus_test_assert_controls_named (GtkWidget *root)
{
  g_assert_cmpuint (count_unnamed_controls (root), ==, 0);
}

/* The accessible label @widget has, or NULL.  The test backend answers a
 * comparison with another value with the value it holds. */
static char *
accessible_label (GtkWidget *widget)
{
  if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    return NULL;
  return gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, "\x01");
}

static guint
count_bad_names (GtkWidget *root)
{
  guint n = 0;

  if (!gtk_widget_get_visible (root) || GTK_IS_WINDOW_CONTROLS (root))
    return 0;
  /* A button with a text label is named by the label: its own accessible
   * label would be read out too ("_Reveal Reveal"). */
  if (GTK_IS_BUTTON (root) && GTK_IS_LABEL (gtk_button_get_child (GTK_BUTTON (root))))
    {
      g_autofree char *label = accessible_label (root);
      const char *text = gtk_label_get_text (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (root))));

      if (label != NULL && (strchr (label, '_') != NULL || g_str_equal (label, text)))
        {
          g_test_message ("a %s named “%s” over its label “%s”", G_OBJECT_TYPE_NAME (root), label, text);
          n++;
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_bad_names (child);
  return n;
}

/**
 * ludus_test_assert_names_clean:
 * @root: a window or part of one
 *
 * Fails if a button under @root tells a screen reader its label twice, or
 * with its mnemonic's underscore.
 */
void
ludus_test_assert_names_clean (GtkWidget *root)
{
  g_assert_cmpuint (count_bad_names (root), ==, 0);
}

/**
 * ludus_test_temp_path:
 * @name: a file name
 *
 * Returns: (transfer full): @name in the tests' cache directory, made
 */
char *
ludus_test_temp_path (const char *name)
{
  g_assert_cmpint (g_mkdir_with_parents (g_get_user_cache_dir (), 0755), ==, 0);
  return g_build_filename (g_get_user_cache_dir (), name, NULL);
}

/* Whether a PNG has at least one pixel that is not (nearly) white. */
gboolean
ludus_test_png_has_ink (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GdkTexture) texture = gdk_texture_new_from_filename (path, &error);
  int width, height;
  g_autofree guchar *pixels = NULL;

  g_assert_no_error (error);
  width = gdk_texture_get_width (texture);
  height = gdk_texture_get_height (texture);
  g_assert_cmpint (width, >, 0);
  pixels = g_malloc ((gsize) width * height * 4);
  gdk_texture_download (texture, pixels, (gsize) width * 4);
  for (gsize i = 0; i < (gsize) width * height; i++)
    {
      const guchar *p = pixels + 4 * i;  /* B, G, R, A on little-endian */

      if (p[3] > 0 && (p[0] < 200 || p[1] < 200 || p[2] < 200))
        return TRUE;
    }
  return FALSE;
}

/**
 * ludus_test_render_pdf_page:
 * @pdf: a PDF file
 * @page: its page, from 1
 * @dpi: the resolution
 *
 * Renders the page to PNG with pdftoppm, asserting that it could.
 *
 * Returns: (transfer full): the PNG's path
 */
char *
ludus_test_render_pdf_page (const char *pdf,
                            guint       page,
                            int         dpi)
{
  g_autofree char *prefix = g_strdup_printf ("%s-page%u", pdf, page);
  g_autofree char *resolution = g_strdup_printf ("%d", dpi);
  g_autofree char *number = g_strdup_printf ("%u", page);
  const char *argv[] = { "pdftoppm", "-png", "-r", resolution, "-f", number, "-l", number,
                         "-singlefile", pdf, prefix, NULL };
  g_autoptr(GError) error = NULL;
  int status = -1;

  g_assert_nonnull (g_find_program_in_path ("pdftoppm"));
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                               NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return g_strconcat (prefix, ".png", NULL);
}

/**
 * ludus_test_show_pdf_page:
 * @parent: the window to show it over
 * @pdf: a PDF file
 * @page: its page, from 1
 *
 * Returns: (transfer none): a window showing the page, for its screenshot
 */
GtkWindow *
ludus_test_show_pdf_page (GtkWindow  *parent,
                          const char *pdf,
                          guint       page)
{
  g_autofree char *png = ludus_test_render_pdf_page (pdf, page, 96);
  g_autoptr(GdkTexture) texture = gdk_texture_new_from_filename (png, NULL);
  GtkWidget *picture;
  GtkWindow *viewer;

  g_assert_nonnull (texture);
  viewer = GTK_WINDOW (adw_window_new ());
  gtk_window_set_transient_for (viewer, parent);
  /* The page, a little cut at the bottom if need be. */
  gtk_window_set_default_size (viewer, MIN (gdk_texture_get_width (texture), 1380),
                               MIN (gdk_texture_get_height (texture), 880));
  picture = gtk_picture_new_for_paintable (GDK_PAINTABLE (texture));
  gtk_picture_set_can_shrink (GTK_PICTURE (picture), TRUE);
  adw_window_set_content (ADW_WINDOW (viewer), picture);
  gtk_window_present (viewer);
  return viewer;
}

/**
 * ludus_test_find_label:
 * @root: where to look
 * @text: the whole text
 *
 * Returns: (nullable): the first visible label under @root showing @text
 */
static gboolean
is_visible_label_showing (GtkWidget  *widget,
                          const char *text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget) &&
         g_str_equal (gtk_label_get_text (GTK_LABEL (widget)), text);
}

GtkLabel *
ludus_test_find_label (GtkWidget  *root,
                       const char *text)
{
  return GTK_LABEL (find_first (root, is_visible_label_showing, text));
}

static gboolean
is_label_with_class (GtkWidget  *widget,
                     const char *css_class)
{
  return GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, css_class);
}

static gboolean
has_class (GtkWidget  *widget,
           const char *css_class)
{
  return gtk_widget_has_css_class (widget, css_class);
}

/* The first widget at or under @root with @css_class. */
GtkWidget *
ludus_test_find_with_class (GtkWidget  *root,
                            const char *css_class)
{
  return find_first (root, has_class, css_class);
}

static gboolean
has_name (GtkWidget  *widget,
          const char *name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

/* The first widget at or under @root named @name (gtk_widget_set_name()). */
GtkWidget *
ludus_test_find_named (GtkWidget  *root,
                       const char *name)
{
  return find_first (root, has_name, name);
}

/* The first label under @root with @css_class. */
GtkLabel *
ludus_test_find_label_with_class (GtkWidget  *root,
                                  const char *css_class)
{
  return GTK_LABEL (find_first (root, is_label_with_class, css_class));
}

/* The height @widget asks for at the width it was given (its border box:
 * the width measured is its margin box's). */
int
ludus_test_height_for_its_width (GtkWidget *widget)
{
  graphene_rect_t bounds;
  int height;

  g_assert_true (gtk_widget_compute_bounds (widget, widget, &bounds));
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL,
                      (int) bounds.size.width + gtk_widget_get_margin_start (widget) +
                      gtk_widget_get_margin_end (widget),
                      &height, NULL, NULL, NULL);
  return height - gtk_widget_get_margin_top (widget) - gtk_widget_get_margin_bottom (widget);
}

/* @label shows its whole text: not ellipsized, nor given less height
 * than its lines need. */
void
ludus_test_assert_label_whole (GtkLabel *label)
{
  graphene_rect_t bounds;

  g_assert_nonnull (label);
  g_test_message ("\"%s\": %d lines", gtk_label_get_text (label),
                  pango_layout_get_line_count (gtk_label_get_layout (label)));
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (label)));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (label), GTK_WIDGET (label), &bounds));
  g_assert_cmpfloat (bounds.size.height, >=, ludus_test_height_for_its_width (GTK_WIDGET (label)));
}

/**
 * ludus_test_find_preference_row:
 * @title: the English title of a Preferences row
 *
 * Returns: (nullable): the row titled @title under @widget
 */
AdwPreferencesRow *
ludus_test_find_preference_row (GtkWidget  *widget,
                                const char *title)
{
  if (ADW_IS_PREFERENCES_ROW (widget) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return ADW_PREFERENCES_ROW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwPreferencesRow *found = ludus_test_find_preference_row (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The switch of the Preferences row titled @title, under @widget. */
static GtkSwitch *
find_preference_switch (GtkWidget  *widget,
                        const char *title)
{
  AdwPreferencesRow *row = ludus_test_find_preference_row (widget, title);

  return row != NULL ? GTK_SWITCH (ludus_test_find_widget (GTK_WIDGET (row), GTK_TYPE_SWITCH)) : NULL;
}

/**
 * ludus_test_flip_preference:
 * @title: the English title of a Preferences row with a switch
 * @expected: the switch's state after the flip
 *
 * Opens Preferences as a person would, flips the row's switch and closes
 * the window again.
 */
void
ludus_test_flip_preference (const char *title,
                            gboolean    expected)
{
  GtkWindow *preferences;
  GtkSwitch *toggle;

  g_action_group_activate_action (G_ACTION_GROUP (ludus_test_get_application ()), "preferences", NULL);
  ludus_test_iterate ();
  preferences = ludus_test_find_window (LUDUS_TYPE_PREFERENCES_WINDOW);
  g_assert_nonnull (preferences);
  toggle = find_preference_switch (GTK_WIDGET (preferences), title);
  g_assert_nonnull (toggle);
  g_assert_cmpint (gtk_switch_get_active (toggle), ==, !expected);
  gtk_widget_activate (GTK_WIDGET (toggle));
  ludus_test_iterate ();
  g_assert_cmpint (gtk_switch_get_active (toggle), ==, expected);
  gtk_window_destroy (preferences);
  ludus_test_iterate ();
}

/**
 * ludus_test_action_enabled:
 * @box: a box in the window whose action it is
 *
 * Returns: whether the action is enabled, as a button bound to it in @box
 *   sees it
 */
gboolean
ludus_test_action_enabled (GtkBox     *box,
                           const char *action_name)
{
  GtkWidget *button = gtk_button_new ();
  gboolean enabled;

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action_name);
  gtk_box_append (box, button);
  ludus_test_iterate ();
  enabled = gtk_widget_get_sensitive (button);
  gtk_box_remove (box, button);
  return enabled;
}

/* The seats' colour drop-downs shown, in the seats' order. */
GPtrArray *
ludus_test_colour_drop_downs (GtkWidget *dialog)
{
  g_autoptr(GPtrArray) widgets = ludus_test_list_widgets (dialog);
  GPtrArray *drop_downs = g_ptr_array_new ();

  for (guint i = 0; i < widgets->len; i++)
    if (GTK_IS_DROP_DOWN (widgets->pdata[i]) && gtk_widget_get_mapped (widgets->pdata[i]) &&
        g_strcmp0 (gtk_widget_get_tooltip_text (widgets->pdata[i]), _("Colour")) == 0)
      g_ptr_array_add (drop_downs, widgets->pdata[i]);
  return drop_downs;
}
