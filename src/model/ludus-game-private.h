/* ludus-game-private.h: what ludus-game.c and ludus-game-compute.c share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <stddef.h>

#include "ludus-game.h"

G_BEGIN_DECLS

/* One move of the history: what it was, how it reads, and the state
 * before it. */
typedef struct
{
  LudusMove move;
  char      notation[LUDUS_NOTATION_SIZE];
  char     *log;       /* the sentence, before the move is first played */
  GStrv     lines;     /* the sentence and the outcome's lines, once played */
  LudusOutcome outcome;  /* what chance decided, in a told or imposed game */
  /* rules->state_size bytes, aligned as any state (the outcome before it
   * ends on any byte) */
  _Alignas (max_align_t) guint8 before[];
} HistoryEntry;

typedef struct
{
  const LudusRules *rules;
  LudusContent     *content;
  LudusOptions     *options;
  char             *names[LUDUS_MAX_PLAYERS];  /* typed, or the default translated */

  LudusGameChance   chance;
  LudusOutcome      setup_outcome;  /* told or imposed: an online game's */

  void             *state;
  GPtrArray        *history;     /* of HistoryEntry, including undone moves */
  guint             position;    /* how many moves of history are applied */
  guint             generation;  /* bumped on every change of state */

  LudusMove        *legal;       /* LUDUS_MAX_MOVES, for the current state */
  guint             n_legal;
  gboolean          legal_valid;

  /* Online play (ludus_game_set_relay): the seats other machines play,
   * and where this machine's moves go instead of being applied. */
  guint32           remote_seats;
  LudusGameRelay    relay;
  gpointer          relay_data;
  LudusGameTable   *table;       /* where it is played, for its save */
  GPtrArray        *chat;        /* LudusChatLine, the last LUDUS_GAME_MAX_CHAT */

  /* Property values as last notified. */
  guint             current_player;
  gboolean          can_undo;
  gboolean          can_redo;
  gboolean          is_over;
} LudusGamePrivate;

LudusGamePrivate *ludus_game_get_private (LudusGame *self);

/* For ludus-game-online.c. */
void              _ludus_game_state_changed (LudusGame       *self);

G_END_DECLS
