/* ludus-print-and-play.h: a deck's cards as a PDF to print, cut and play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <gio/gio.h>

G_BEGIN_DECLS

/* Draws card index in the box (0, 0)–(width, height), in points (1/72 in);
 * cr is clipped to that box and restored afterwards. */
typedef void (*LudusPrintCardFunc) (cairo_t  *cr,
                                    guint     index,
                                    double    width,
                                    double    height,
                                    gpointer  user_data);

gboolean ludus_print_and_play_write        (const char          *path,
                                            guint                n_cards,
                                            double               card_width_mm,
                                            double               card_height_mm,
                                            LudusPrintCardFunc   draw,
                                            gpointer             user_data,
                                            GError             **error);
guint    ludus_print_and_play_cards_per_page (double             card_width_mm,
                                              double             card_height_mm);

/* Draws a whole layout in the box (0, 0)–(width, height), in points. */
typedef void (*LudusPrintSheetFunc) (cairo_t  *cr,
                                     double    width,
                                     double    height,
                                     gpointer  user_data);

gboolean ludus_print_and_play_write_sheet  (const char          *path,
                                            double               width,
                                            double               height,
                                            LudusPrintSheetFunc  draw,
                                            gpointer             user_data,
                                            GError             **error);

/* Draws sheet index of several in the box (0, 0)–(width, height). */
typedef void (*LudusPrintPageFunc)  (cairo_t  *cr,
                                     guint     index,
                                     double    width,
                                     double    height,
                                     gpointer  user_data);

gboolean ludus_print_and_play_write_sheets (const char          *path,
                                            guint                n_sheets,
                                            double               width,
                                            double               height,
                                            LudusPrintPageFunc   draw,
                                            gpointer             user_data,
                                            GError             **error);

G_END_DECLS
