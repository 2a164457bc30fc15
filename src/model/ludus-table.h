/* ludus-table.h: an online table's game, kept in step between machines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "ludus-content.h"
#include "ludus-game.h"
#include "ludus-options.h"
#include "ludus-table-message.h"

G_BEGIN_DECLS

#define LUDUS_TABLE_EVERYONE G_MAXUINT  /* the recipient of a broadcast */
/* A guest says it is there this often; the host counts it missing after
 * this much silence. */
#define LUDUS_TABLE_KEEP_ALIVE_MS 2000
#define LUDUS_TABLE_SILENCE_MS    8000

/* Where a seat's player is, as the host sees it and tells every guest. */
typedef enum
{
  LUDUS_SEAT_ONLINE,        /* at the table (a computer's seat too) */
  LUDUS_SEAT_AWAY,          /* in the room, Ludus's window not active */
  LUDUS_SEAT_DISCONNECTED,  /* gone: the table waits for them */
} LudusSeatPresence;

#define LUDUS_TYPE_TABLE (ludus_table_get_type ())

G_DECLARE_FINAL_TYPE (LudusTable, ludus_table, LUDUS, TABLE, GObject)

LudusTable       *ludus_table_new_host    (LudusContent        *content,
                                           const LudusOptions  *options,
                                           guint32              guest_seats,
                                           GError             **error);
LudusTable       *ludus_table_new_host_resumed (LudusGame     *game,
                                                guint32        guest_seats);
LudusTable       *ludus_table_new_guest   (guint                seat);

void              ludus_table_begin       (LudusTable          *self);
gboolean          ludus_table_play        (LudusTable          *self,
                                           const LudusMove     *move,
                                           GError             **error);
void              ludus_table_receive     (LudusTable          *self,
                                           guint                from_seat,
                                           const char          *data,
                                           gsize                length);

gboolean          ludus_table_is_host     (LudusTable          *self);
const LudusRules *ludus_table_get_rules   (LudusTable          *self);
LudusContent     *ludus_table_get_content (LudusTable          *self);
guint             ludus_table_get_n_players (LudusTable        *self);
const LudusOptions *ludus_table_get_options (LudusTable        *self);
gconstpointer     ludus_table_get_state   (LudusTable          *self);
guint             ludus_table_get_seq     (LudusTable          *self);
gboolean          ludus_table_get_last_move (LudusTable        *self,
                                           LudusMove           *move);
const LudusOutcome *ludus_table_get_last_outcome (LudusTable   *self);
const LudusOutcome *ludus_table_get_setup_outcome (LudusTable  *self);
const GError     *ludus_table_get_failure (LudusTable          *self);

void              ludus_table_set_present (LudusTable          *self,
                                           guint                seat,
                                           gboolean             present);
void              ludus_table_check_silence (LudusTable        *self,
                                             gint64             now);
guint32           ludus_table_get_missing (LudusTable          *self);
void              ludus_table_set_away    (LudusTable          *self,
                                           guint                seat,
                                           gboolean             away);
LudusSeatPresence ludus_table_get_presence (LudusTable         *self,
                                            guint               seat);
void              ludus_table_hand_to_computer (LudusTable     *self,
                                                guint           seat);
guint32           ludus_table_get_guest_seats (LudusTable      *self);
void              ludus_table_keep_alive  (LudusTable          *self);

gboolean          ludus_table_request_undo (LudusTable         *self,
                                            guint               seq,
                                            GError            **error);
void              ludus_table_answer_undo (LudusTable          *self,
                                           gboolean             agree);
guint             ludus_table_get_undo_limit (LudusTable       *self);
gboolean          ludus_table_get_undo_pending (LudusTable     *self);

G_END_DECLS
