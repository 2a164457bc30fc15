/* ludus-test-offscreen-shim.c: screenshots without painting the screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Preloaded into the ui tests with the shadow shim (run-under-xvfb.sh).
 * No ui test reads the pixels GTK paints on the Xvfb: a screenshot is the
 * window's render nodes drawn again by its renderer into an image
 * (ludus_test_save_screenshot()).  Painting them cost the tests a sixth
 * of their processor time, and up to a fifth for the screenshots: GTK
 * 4.8's X11 cairo context draws each frame into an image surface the size
 * of the damage (gdk_surface_create_similar_surface(), just after making
 * the window's xlib surface) and copies it to the window.  With
 * LUDUS_TEST_OFFSCREEN=1 that image is one pixel: the snapshots, the
 * render nodes and every cairo call are the same (a drawing failure still
 * warns), but cairo clips the drawing away.  /ui/test-env/offscreen-shim
 * checks that a screenshot is the same either way.
 */

#define _GNU_SOURCE

#include <cairo.h>
#include <cairo-xlib.h>
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

/* Whether the thread has just made a window's xlib surface: the next
 * image GDK asks for is that frame's paint surface. */
static __thread int window_surface_made;

/* How many frames were painted into one pixel: the tests read it. */
unsigned int ludus_test_offscreen_frames;

cairo_surface_t *
cairo_xlib_surface_create (Display  *display,
                           Drawable  drawable,
                           Visual   *visual,
                           int       width,
                           int       height)
{
  static cairo_surface_t *(*real_create) (Display *, Drawable, Visual *, int, int);

  if (real_create == NULL)
    real_create = (cairo_surface_t *(*) (Display *, Drawable, Visual *, int, int))
      dlsym (RTLD_NEXT, "cairo_xlib_surface_create");

  window_surface_made = 1;
  return real_create (display, drawable, visual, width, height);
}

cairo_surface_t *
cairo_image_surface_create (cairo_format_t format,
                            int            width,
                            int            height)
{
  static cairo_surface_t *(*real_create) (cairo_format_t, int, int);
  const char *enabled;
  Dl_info caller;

  if (real_create == NULL)
    real_create = (cairo_surface_t *(*) (cairo_format_t, int, int))
      dlsym (RTLD_NEXT, "cairo_image_surface_create");

  if (!window_surface_made)
    return real_create (format, width, height);
  window_surface_made = 0;

  enabled = getenv ("LUDUS_TEST_OFFSCREEN");
  if (enabled != NULL && strcmp (enabled, "1") == 0 &&
      dladdr (__builtin_return_address (0), &caller) != 0 &&
      caller.dli_sname != NULL &&
      strcmp (caller.dli_sname, "gdk_surface_create_similar_surface") == 0)
    {
      ludus_test_offscreen_frames++;
      return real_create (format, 1, 1);
    }
  return real_create (format, width, height);
}
