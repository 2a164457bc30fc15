/* ludus-game.h: a game in progress, for the views
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "ludus-ai.h"
#include "ludus-content.h"
#include "ludus-options.h"
#include "ludus-rules.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_GAME (ludus_game_get_type ())

G_DECLARE_DERIVABLE_TYPE (LudusGame, ludus_game, LUDUS, GAME, GObject)

struct _LudusGameClass
{
  GObjectClass parent_class;
};

/* Where a game's chance comes from. */
typedef enum
{
  LUDUS_GAME_CHANCE_SEED,     /* the options' seed: a game at one desk */
  LUDUS_GAME_CHANCE_TOLD,     /* the seed, each step's outcome recorded: an online host's */
  LUDUS_GAME_CHANCE_IMPOSED,  /* the host's outcomes: an online guest's, whose seed
                               * only orders what stays hidden */
} LudusGameChance;

LudusGame          *ludus_game_new                   (LudusContent         *content,
                                                      const LudusOptions   *options,
                                                      GError              **error);
LudusGame          *ludus_game_new_online            (LudusContent         *content,
                                                      const LudusOptions   *options,
                                                      const LudusOutcome   *setup,
                                                      GError              **error);
LudusGameChance     ludus_game_get_chance            (LudusGame            *self);
const LudusOutcome *ludus_game_get_setup_outcome     (LudusGame            *self);
const LudusOutcome *ludus_game_get_move_outcome      (LudusGame            *self,
                                                      guint                 index);
gboolean            ludus_game_apply_move_imposed    (LudusGame            *self,
                                                      const LudusMove      *move,
                                                      const LudusOutcome   *outcome,
                                                      GError              **error);

const LudusRules   *ludus_game_get_rules             (LudusGame            *self);
LudusContent       *ludus_game_get_content           (LudusGame            *self);
const LudusOptions *ludus_game_get_options           (LudusGame            *self);
gconstpointer       ludus_game_get_state             (LudusGame            *self);
guint               ludus_game_get_n_players         (LudusGame            *self);
guint               ludus_game_get_current_player    (LudusGame            *self);
gboolean            ludus_game_is_over               (LudusGame            *self);
void                ludus_game_get_scores            (LudusGame            *self,
                                                      int                  *scores);
guint32             ludus_game_get_winners           (LudusGame            *self);
gboolean            ludus_game_project_scores        (LudusGame            *self,
                                                      LudusProjection      *projections);
gboolean            ludus_game_current_seat_is_computer (LudusGame         *self);
const char         *ludus_game_get_player_name       (LudusGame            *self,
                                                      guint                 player);
gboolean            ludus_game_get_practice          (LudusGame            *self);
void                ludus_game_mark_hints_used       (LudusGame            *self);
const char         *ludus_game_get_log_header        (LudusGame            *self);

const LudusMove    *ludus_game_get_legal_moves       (LudusGame            *self,
                                                      guint                *n_moves);
gboolean            ludus_game_is_legal              (LudusGame            *self,
                                                      const LudusMove      *move);
gboolean            ludus_game_apply_move            (LudusGame            *self,
                                                      const LudusMove      *move,
                                                      GError              **error);
gboolean            ludus_game_parse_notation        (LudusGame            *self,
                                                      const char           *notation,
                                                      LudusMove            *move,
                                                      GError              **error);
gboolean            ludus_game_apply_notation        (LudusGame            *self,
                                                      const char           *notation,
                                                      GError              **error);
char               *ludus_game_format_move           (LudusGame            *self,
                                                      const LudusMove      *move);
gboolean            ludus_game_move_ends_turn        (LudusGame            *self,
                                                      const LudusMove      *move);

guint               ludus_game_get_n_moves           (LudusGame            *self);
const LudusMove    *ludus_game_get_move              (LudusGame            *self,
                                                      guint                 index);
gconstpointer       ludus_game_get_state_before      (LudusGame            *self,
                                                      guint                 index);
gconstpointer       ludus_game_get_state_after       (LudusGame            *self,
                                                      guint                 index);
const char         *ludus_game_get_move_notation     (LudusGame            *self,
                                                      guint                 index);
guint               ludus_game_get_move_player       (LudusGame            *self,
                                                      guint                 index);
const char         *ludus_game_get_log_entry         (LudusGame            *self,
                                                      guint                 index);
const char * const *ludus_game_get_log_lines         (LudusGame            *self,
                                                      guint                 index);

gboolean            ludus_game_get_can_undo          (LudusGame            *self);
gboolean            ludus_game_get_can_redo          (LudusGame            *self);
gboolean            ludus_game_undo                  (LudusGame            *self);
guint               ludus_game_undo_turn             (LudusGame            *self);
int                 ludus_game_get_undo_turn_target  (LudusGame            *self);
gboolean            ludus_game_redo                  (LudusGame            *self);

/* A copy of the position now, for a search in a worker thread: what the
 * computer's move and a hint start from. */
typedef struct
{
  const LudusRules *rules;
  LudusContent     *content;     /* keeps the state's content alive */
  void             *state;       /* the copy */
  LudusAiLevel      level;
  guint64           seed;        /* the position's: ludus_ai_seed_for_position() */
  guint             generation;  /* how many times the game had changed */
} LudusGameSearch;

LudusGameSearch    *ludus_game_search_new            (LudusGame            *self,
                                                      LudusAiLevel          level);
void                ludus_game_search_free           (gpointer              search);

void                ludus_game_compute_move_async    (LudusGame            *self,
                                                      GCancellable         *cancellable,
                                                      GAsyncReadyCallback   callback,
                                                      gpointer              user_data);
gboolean            ludus_game_compute_move_finish   (LudusGame            *self,
                                                      GAsyncResult         *result,
                                                      LudusMove            *move,
                                                      GError              **error);

/* An online game's table, kept in its save so that it can be resumed:
 * the host's machine opens it again, a guest's joins it again.  Which of
 * the two this machine is, its chance says (told: the host). */
typedef struct
{
  char    *room;         /* the multi-user chat room, room@service */
  char    *nick;         /* this machine's nick in it */
  guint32  guest_seats;  /* bit per seat a guest's machine plays */
  guint    seat;         /* the seat of this machine's player */
} LudusGameTable;

#define LUDUS_GAME_TABLE_MAX_ROOM 512
#define LUDUS_GAME_TABLE_MAX_NICK 64

LudusGameTable     *ludus_game_table_copy            (const LudusGameTable *table);
void                ludus_game_table_free            (LudusGameTable       *table);
gboolean            ludus_game_table_check           (const LudusGameTable *table,
                                                      guint                 n_seats,
                                                      GError              **error);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (LudusGameTable, ludus_game_table_free)
void                ludus_game_set_table             (LudusGame            *self,
                                                      const LudusGameTable *table);
const LudusGameTable *ludus_game_get_table           (LudusGame            *self);

/* A line said at an online game's table, kept in its save so that the
 * chat is still there when the game goes on another day. */
typedef struct
{
  char *name;
  char *text;
} LudusChatLine;

#define LUDUS_GAME_MAX_CHAT 200  /* lines kept, the last ones */

void                ludus_game_add_chat_line         (LudusGame            *self,
                                                      const char           *name,
                                                      const char           *text);
const LudusChatLine *ludus_game_get_chat_line        (LudusGame            *self,
                                                      guint                 index);
guint               ludus_game_get_n_chat_lines      (LudusGame            *self);

/* Online play: a move this machine chose, to send to the table instead of
 * applying it; the table's move comes back through
 * ludus_game_apply_move_imposed(). */
typedef void (*LudusGameRelay) (LudusGame       *game,
                                const LudusMove *move,
                                gpointer         user_data);

void                ludus_game_set_relay             (LudusGame            *self,
                                                      guint32               remote_seats,
                                                      LudusGameRelay        relay,
                                                      gpointer              user_data);
gboolean            ludus_game_current_seat_is_remote (LudusGame           *self);
void                ludus_game_take_back             (LudusGame            *self,
                                                      guint                 n_moves);
gboolean            ludus_game_is_online             (LudusGame            *self);
void                ludus_game_hand_to_computer      (LudusGame            *self,
                                                      guint                 seat);
gboolean            ludus_game_seat_plays_here       (LudusGame            *self,
                                                      guint                 seat);

/* Implemented in ludus-registry.c: the final subclass for a game, or
 * LUDUS_TYPE_GAME for rules without one. */
GType               ludus_game_type_for_rules        (const LudusRules     *rules);

G_END_DECLS
