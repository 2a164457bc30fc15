/* ludus-test-utils.h: helpers for the ui suite
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-application.h"
#include "ludus-window.h"

G_BEGIN_DECLS

/* Prepares a view of the window for its screenshot, e.g. opens a game;
 * returns the dialog it opened over the window, if any. */
typedef GtkWindow *(*LudusScreenshotSetupFunc) (LudusWindow *window);

void              ludus_test_init             (int                       *argc,
                                               char                    ***argv);
LudusApplication *ludus_test_get_application  (void);
void              ludus_test_set_language     (const char                *language);
void              ludus_test_wait_for_frames  (GtkWidget                 *widget,
                                               guint                      n_frames);
void              ludus_test_iterate          (void);
void              ludus_test_iterate_once     (void);
void              ludus_test_wait_until_drawn (GtkWidget                 *widget,
                                               guint                      max_frames);
GtkWindow        *ludus_test_find_window      (GType                      type);
LudusWindow      *ludus_test_new_window       (void);
LudusWindow      *ludus_test_new_window_sized (int                        width,
                                               int                        height);
void              ludus_test_destroy_window   (GtkWindow                 *window);
char             *ludus_test_save_screenshot  (GtkWindow                 *window,
                                               GtkWindow                 *dialog,
                                               const char                *name);
void              ludus_test_add_screenshots  (const char                *view,
                                               LudusScreenshotSetupFunc   setup);
void              ludus_test_add_screenshots_at (const char              *view,
                                                 LudusScreenshotSetupFunc setup,
                                                 int                      width,
                                                 int                      height);
void              ludus_test_add_screenshots_after (const char           *view,
                                                    LudusScreenshotSetupFunc setup,
                                                    const char           *previous_view);

GtkWidget        *ludus_test_find_widget      (GtkWidget                 *root,
                                               GType                      type);
GPtrArray        *ludus_test_list_widgets     (GtkWidget                 *root);
GtkWidget        *ludus_test_find_button      (GtkWidget                 *root,
                                               const char                *action_name);
void              ludus_test_wait_until       (gboolean                 (*condition) (gpointer),
                                               gpointer                   data);
gboolean          ludus_test_in_view          (gpointer                   widget);
gboolean          ludus_test_first_mark_in_view (gpointer                 board);
void              ludus_test_run_for          (guint                      ms);
void              ludus_test_wait_for_moves   (LudusGame                 *game,
                                               guint                      n_moves);
GtkWindow        *ludus_test_find_ranking     (void);
gboolean          ludus_test_action_enabled   (GtkBox                    *box,
                                               const char                *action_name);
GtkShortcut      *ludus_test_find_shortcut    (GtkWidget                 *widget,
                                               const char                *accelerator,
                                               const char                *action_name);
graphene_rect_t   ludus_test_widget_bounds    (GtkWidget                 *widget);
GtkLabel         *ludus_test_find_label       (GtkWidget                 *root,
                                               const char                *text);
GtkLabel         *ludus_test_find_label_with_class (GtkWidget            *root,
                                                    const char           *css_class);
GtkWidget        *ludus_test_find_with_class  (GtkWidget                 *root,
                                               const char                *css_class);
GtkWidget        *ludus_test_find_named       (GtkWidget                 *root,
                                               const char                *name);
int               ludus_test_height_for_its_width (GtkWidget             *widget);
void              ludus_test_assert_label_whole (GtkLabel                *label);
GPtrArray        *ludus_test_colour_drop_downs (GtkWidget                *dialog);
gboolean          ludus_test_ranking_shown    (gpointer                   data);
gboolean          ludus_test_needs_players    (gpointer                   window);
void              ludus_test_apply_random_move (LudusGame               *game,
                                                GRand                   *rand);
void              ludus_test_remove_unfinished_games (void);
void              ludus_test_play_without_pauses     (void);
guint             ludus_test_n_unfinished_games      (void);
void              ludus_test_play_to_end             (LudusWindow               *window,
                                                      LudusGame                 *game,
                                                      guint                      seconds);
void              ludus_test_remove_user_content     (const char                *game_id);
LudusGame        *ludus_test_new_game                (const char                *game_id,
                                                      guint                      n_seats,
                                                      guint                      n_humans,
                                                      const char * const        *names,
                                                      guint64                    seed,
                                                      gboolean                   practice);
void              ludus_test_assert_controls_named   (GtkWidget                 *root);
void              ludus_test_assert_sheet_fits       (GtkWindow                 *sheet);
void              ludus_test_assert_names_clean      (GtkWidget                 *root);
AdwPreferencesRow *ludus_test_find_preference_row   (GtkWidget                 *widget,
                                                      const char                *title);
void              ludus_test_flip_preference         (const char                *title,
                                                      gboolean                   expected);

/* Motion: off in every test unless one turns it on; a frame counter. */
typedef struct _LudusTestFrameCounter LudusTestFrameCounter;

/* What frames cost: the main thread's CPU time in all, and in each phase
 * of the frames (the animations' ticks, the layout, the drawing). */
typedef struct
{
  guint  n_frames;
  double seconds;
  double cpu_ms;
  double tick_ms;
  double layout_ms;
  double paint_ms;
} LudusTestFrameFigures;

void              ludus_test_set_motion              (gboolean                   on);
gboolean          ludus_test_motion_running          (gpointer                   unused);
void              ludus_test_wait_for_motion         (void);
LudusTestFrameCounter *ludus_test_frame_counter_new  (GtkWidget                 *widget);
double            ludus_test_frame_counter_finish    (LudusTestFrameCounter     *counter,
                                                      LudusTestFrameFigures     *figures);

/* Print and play: a file in the test's cache, a PDF's page as PNG. */
char             *ludus_test_temp_path        (const char                *name);
gboolean          ludus_test_png_has_ink      (const char                *path);
char             *ludus_test_render_pdf_page  (const char                *pdf,
                                               guint                      page,
                                               int                        dpi);
GtkWindow        *ludus_test_show_pdf_page    (GtkWindow                 *parent,
                                               const char                *pdf,
                                               guint                      page);

G_END_DECLS
