/* ludus-test-shadow-shim.c: the same pixels for blurred shadows, faster
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Preloaded into the ui tests (run-under-xvfb.sh), which render with GTK's
 * cairo renderer.  GTK 4.8 draws each side of a blurred box-shadow as a
 * mask one pixel across, repeated along the side (gskcairoblur.c,
 * mask_surface_repeat()); pixman 0.42 wraps each sample into that one pixel
 * by subtracting its width until it fits, so a side costs the square of its
 * length: a libadwaita .card as wide as the window took a sixth of the ui
 * suite's processor time.  Along a dimension one pixel long, repeating and
 * padding sample the same pixel, and across it the side's clip keeps every
 * sample inside the mask, so padding draws the very same pixels, in
 * constant time.  The tests compare a shadow drawn both ways
 * (/widgets/shadow-shim); LUDUS_TEST_SHADOW_SHIM=0 turns the shim off.
 */

#define _GNU_SOURCE

#include <cairo.h>
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

void
cairo_mask (cairo_t         *cr,
            cairo_pattern_t *pattern)
{
  static void (*real_mask) (cairo_t *, cairo_pattern_t *);
  const char *enabled = getenv ("LUDUS_TEST_SHADOW_SHIM");
  cairo_surface_t *surface;

  if (real_mask == NULL)
    real_mask = (void (*) (cairo_t *, cairo_pattern_t *)) dlsym (RTLD_NEXT, "cairo_mask");

  if ((enabled == NULL || strcmp (enabled, "0") != 0) &&
      cairo_pattern_get_extend (pattern) == CAIRO_EXTEND_REPEAT &&
      cairo_pattern_get_surface (pattern, &surface) == CAIRO_STATUS_SUCCESS &&
      cairo_surface_get_type (surface) == CAIRO_SURFACE_TYPE_IMAGE &&
      (cairo_image_surface_get_width (surface) == 1 ||
       cairo_image_surface_get_height (surface) == 1))
    cairo_pattern_set_extend (pattern, CAIRO_EXTEND_PAD);

  real_mask (cr, pattern);
}
