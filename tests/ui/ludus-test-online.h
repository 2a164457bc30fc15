/* ludus-test-online.h: what the online ui tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ludus-online-dialog.h"
#include "ludus-online-table.h"
#include "ludus-window.h"

G_BEGIN_DECLS

typedef struct
{
  LudusGame *game;
  guint      player;
} PlayerWait;

gboolean           ensure_server          (void);
void               stop_server            (void);
guint16            online_server_port     (void);
void               set_account            (const char        *address,
                                           const char        *password,
                                           guint16            port);
void               press_enter            (GtkWidget         *field);
void               type_in_row            (GtkWidget         *row,
                                           const char        *text);
AdwEntryRow       *find_entry_row         (GtkWidget         *root,
                                           const char        *title);
GSubprocess       *start_guest_with       (LudusOnlineTable  *table,
                                           guint              seat,
                                           const char        *option);
GSubprocess       *start_guest            (LudusOnlineTable  *table,
                                           guint              seat);
LudusOnlineDialog *host_game_with         (LudusWindow       *window,
                                           const char        *game_id,
                                           LudusAiLevel       level,
                                           guint              n_friends,
                                           gboolean           computer);
LudusOnlineDialog *host_game_at           (LudusWindow       *window,
                                           const char        *game_id,
                                           LudusAiLevel       level);
LudusOnlineDialog *host_medici_at         (LudusWindow       *window,
                                           LudusAiLevel       level);
LudusOnlineDialog *host_medici            (LudusWindow       *window);
LudusOnlineTable  *play_with_guest        (LudusWindow       *window,
                                           const char        *game_id,
                                           LudusAiLevel       level,
                                           GSubprocess      **guest);
LudusWindow       *join_in_window         (LudusOnlineTable  *host_table,
                                           const char        *game_id,
                                           LudusOnlineTable **guest_table_out);
void               start_two_windows      (const char        *game_id,
                                           LudusWindow      **host_window,
                                           LudusWindow      **guest_window,
                                           LudusOnlineTable **host_table,
                                           LudusOnlineTable **guest_table);
GtkWidget         *board_of               (LudusWindow       *window);
gboolean           close_sheet            (LudusWindow       *window);
void               play_until_guest_moved (LudusWindow       *window);

/* Waits (ludus_test_wait_until()): */
gboolean           window_online          (gpointer           window);
gboolean           can_start              (gpointer           table);
gboolean           connected_waiting      (gpointer           table);
gboolean           seats_known            (gpointer           table);
gboolean           has_move_by            (gpointer           player_wait);
gboolean           host_to_play           (gpointer           game);
gboolean           banner_names_guest     (gpointer           banner);
gboolean           banner_hidden          (gpointer           banner);
gboolean           widget_mapped          (gpointer           widget);
gboolean           online_page_open       (gpointer           unused);

G_END_DECLS
