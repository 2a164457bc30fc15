/* ludus-game.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The history keeps, for every move played, the state just before it.
 * Undo restores that snapshot; redo applies the move again, which gives
 * the same result because the RNG lives inside the state.
 */

#define G_LOG_DOMAIN "ludus-game"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-game-private.h"


static void ludus_game_initable_iface_init (GInitableIface *iface);

G_DEFINE_TYPE_WITH_CODE (LudusGame, ludus_game, G_TYPE_OBJECT,
                         G_ADD_PRIVATE (LudusGame)
                         G_IMPLEMENT_INTERFACE (G_TYPE_INITABLE, ludus_game_initable_iface_init))

enum {
  PROP_0,
  PROP_CONTENT,
  PROP_OPTIONS,
  PROP_CURRENT_PLAYER,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_IS_OVER,
  N_PROPS,
};

enum {
  CHANGED,
  MOVE_APPLIED,
  GAME_OVER,
  N_SIGNALS,
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

LudusGamePrivate *
ludus_game_get_private (LudusGame *self)
{
  return ludus_game_get_instance_private (self);
}

static void
history_entry_free (gpointer data)
{
  HistoryEntry *entry = data;

  g_free (entry->log);
  g_strfreev (entry->lines);
  g_free (entry);
}

static guint
reveal_count (const LudusRules *rules,
              const void       *state)
{
  return rules->reveal_count != NULL ? rules->reveal_count (state) : 0;
}

static void
ensure_legal (LudusGame *self)
{
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);

  if (priv->legal_valid)
    return;
  priv->n_legal = priv->rules->legal_moves (priv->state, priv->legal);
  priv->legal_valid = TRUE;
}

/* Whether the undo barrier lets history[index] (an applied move) be taken
 * back, once the moves after it are. */
static gboolean
can_undo_entry (LudusGame *self,
                guint      index)
{
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);
  const HistoryEntry *entry = g_ptr_array_index (priv->history, index);
  const void *after;

  /* Online, undo needs the table's agreement, not this machine's. */
  if (priv->relay != NULL)
    return FALSE;
  if (priv->options->practice)
    return TRUE;

  /* Fair play, with any mix of seats: never take back a move that revealed
   * something (a card turned, tokens drawn, a region dealt).  The redraw
   * would be identical (the RNG is in the state), so crossing it would let
   * a player see what comes before deciding. */
  if (index + 1 < priv->position)
    after = ((const HistoryEntry *) g_ptr_array_index (priv->history, index + 1))->before;
  else
    after = priv->state;
  return reveal_count (priv->rules, entry->before) == reveal_count (priv->rules, after);
}

static gboolean
compute_can_undo (LudusGame *self)
{
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);

  return priv->position > 0 && can_undo_entry (self, priv->position - 1);
}

/* Call after every change of state: notifies exactly the properties whose
 * value changed. */
static void
state_changed (LudusGame *self)
{
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);
  guint current_player = priv->rules->current_player (priv->state);
  gboolean can_undo = compute_can_undo (self);
  gboolean can_redo = priv->position < priv->history->len;
  gboolean is_over = priv->rules->is_over (priv->state);

  priv->legal_valid = FALSE;
  priv->generation++;

  g_object_freeze_notify (G_OBJECT (self));
  if (current_player != priv->current_player)
    {
      priv->current_player = current_player;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_PLAYER]);
    }
  if (can_undo != priv->can_undo)
    {
      priv->can_undo = can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }
  if (can_redo != priv->can_redo)
    {
      priv->can_redo = can_redo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
    }
  if (is_over != priv->is_over)
    {
      priv->is_over = is_over;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IS_OVER]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

/* The sentence, then what the core says the move did besides. */
static GStrv
build_lines (LudusGame          *self,
             const HistoryEntry *entry)
{
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) outcome = NULL;

  g_strv_builder_add (builder, entry->log);
  if (priv->rules->describe_outcome != NULL)
    outcome = priv->rules->describe_outcome (entry->before, priv->state, &entry->move,
                                             (const char * const *) priv->names);
  if (outcome != NULL)
    g_strv_builder_addv (builder, (const char **) outcome);
  return g_strv_builder_end (builder);
}

/* Applies entry's move to the state, with chance as the game takes it:
 * a told game records the outcome, an imposed one imposes it. */
static gboolean
apply_entry (LudusGame     *self,
             HistoryEntry  *entry,
             GError       **error)
{
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);

  switch (priv->chance)
    {
    case LUDUS_GAME_CHANCE_TOLD:
      return ludus_chance_apply (priv->rules, priv->state, &entry->move, NULL, &entry->outcome, error);
    case LUDUS_GAME_CHANCE_IMPOSED:
      return ludus_chance_apply (priv->rules, priv->state, &entry->move, &entry->outcome, NULL, error);
    case LUDUS_GAME_CHANCE_SEED:
    default:
      priv->rules->apply (priv->state, &entry->move);
      return TRUE;
    }
}

/* history[position] was just applied: tells the world. */
static void
entry_played (LudusGame *self)
{
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);
  HistoryEntry *entry = g_ptr_array_index (priv->history, priv->position);
  guint index = priv->position;

  /* A redo plays the same move from the same state: the same lines. */
  if (entry->lines == NULL)
    entry->lines = build_lines (self, entry);
  priv->position++;
  state_changed (self);

  g_signal_emit (self, signals[MOVE_APPLIED], 0, index, entry->log);
  g_signal_emit (self, signals[CHANGED], 0);
  if (priv->is_over)
    g_signal_emit (self, signals[GAME_OVER], 0);
}

static gboolean
ludus_game_initable_init (GInitable     *initable,
                          GCancellable  *cancellable,
                          GError       **error)
{
  LudusGame *self = LUDUS_GAME (initable);
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);
  LudusSetup setup;

  if (priv->content == NULL || priv->options == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           "LudusGame needs content and options");
      return FALSE;
    }

  priv->rules = ludus_content_get_rules (priv->content);
  if (priv->options->n_seats < priv->rules->min_players ||
      priv->options->n_seats > priv->rules->max_players)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   g_dngettext (GETTEXT_PACKAGE, "This game is for %u to %u player, not %u",
                                "This game is for %u to %u players, not %u", priv->rules->max_players),
                   priv->rules->min_players, priv->rules->max_players, priv->options->n_seats);
      return FALSE;
    }

  /* Default names in the language of the day, not of the game's start. */
  for (guint i = 0; i < priv->options->n_seats; i++)
    priv->names[i] = ludus_options_dup_seat_name (priv->options, i);

  priv->state = g_malloc0 (priv->rules->state_size);
  ludus_options_to_setup (priv->options, &setup);
  if (priv->chance == LUDUS_GAME_CHANCE_SEED
      ? !priv->rules->init (priv->state, ludus_content_get_compiled (priv->content), &setup, error)
      : !ludus_chance_init (priv->rules, priv->state, ludus_content_get_compiled (priv->content),
                            &setup,
                            priv->chance == LUDUS_GAME_CHANCE_IMPOSED ? &priv->setup_outcome : NULL,
                            priv->chance == LUDUS_GAME_CHANCE_TOLD ? &priv->setup_outcome : NULL,
                            error))
    return FALSE;

  priv->legal = g_new (LudusMove, LUDUS_MAX_MOVES);
  priv->current_player = priv->rules->current_player (priv->state);
  priv->is_over = priv->rules->is_over (priv->state);
  return TRUE;
}

static void
ludus_game_initable_iface_init (GInitableIface *iface)
{
  iface->init = ludus_game_initable_init;
}

static void
ludus_game_finalize (GObject *object)
{
  LudusGame *self = (LudusGame *) object;
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);

  g_clear_pointer (&priv->history, g_ptr_array_unref);
  g_clear_pointer (&priv->state, g_free);
  g_clear_pointer (&priv->legal, g_free);
  for (guint i = 0; i < G_N_ELEMENTS (priv->names); i++)
    g_clear_pointer (&priv->names[i], g_free);
  g_clear_pointer (&priv->options, ludus_options_free);
  g_clear_pointer (&priv->content, ludus_content_unref);
  g_clear_pointer (&priv->table, ludus_game_table_free);
  g_clear_pointer (&priv->chat, g_ptr_array_unref);

  G_OBJECT_CLASS (ludus_game_parent_class)->finalize (object);
}

static void
ludus_game_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  LudusGame *self = LUDUS_GAME (object);
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_CONTENT:
      g_value_set_boxed (value, priv->content);
      break;

    case PROP_OPTIONS:
      g_value_set_boxed (value, priv->options);
      break;

    case PROP_CURRENT_PLAYER:
      g_value_set_uint (value, priv->current_player);
      break;

    case PROP_CAN_UNDO:
      g_value_set_boolean (value, priv->can_undo);
      break;

    case PROP_CAN_REDO:
      g_value_set_boolean (value, priv->can_redo);
      break;

    case PROP_IS_OVER:
      g_value_set_boolean (value, priv->is_over);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludus_game_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  LudusGame *self = LUDUS_GAME (object);
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_CONTENT:
      priv->content = g_value_dup_boxed (value);
      break;

    case PROP_OPTIONS:
      priv->options = g_value_dup_boxed (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludus_game_class_init (LudusGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ludus_game_finalize;
  object_class->get_property = ludus_game_get_property;
  object_class->set_property = ludus_game_set_property;

  properties[PROP_CONTENT] =
    g_param_spec_boxed ("content", NULL, NULL,
                        LUDUS_TYPE_CONTENT,
                        G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_OPTIONS] =
    g_param_spec_boxed ("options", NULL, NULL,
                        LUDUS_TYPE_OPTIONS,
                        G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CURRENT_PLAYER] =
    g_param_spec_uint ("current-player", NULL, NULL,
                       0, LUDUS_MAX_PLAYERS - 1, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_IS_OVER] =
    g_param_spec_boolean ("is-over", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * LudusGame::changed:
   *
   * The state changed: a move was applied, undone or redone.
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * LudusGame::move-applied:
   * @index: the move's index in the history
   * @log: its log sentence, "Anna revealed Fur 3"
   *
   * A move was applied (or redone).  Emitted before #LudusGame::changed.
   */
  signals[MOVE_APPLIED] =
    g_signal_new ("move-applied", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_STRING);

  /**
   * LudusGame::game-over:
   *
   * The last move ended the game.  Emitted after #LudusGame::changed.
   */
  signals[GAME_OVER] =
    g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ludus_game_init (LudusGame *self)
{
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);

  priv->history = g_ptr_array_new_with_free_func (history_entry_free);
}

/**
 * ludus_game_new:
 * @content: the deck and layout to play with
 * @options: seats, variants, shuffle and seed
 * @error: return location for an error
 *
 * Starts a game as an instance of the game's own subclass.  Fails with a
 * translated message when the rules refuse the setup (e.g. too few cards
 * for the player count).
 *
 * Returns: (transfer full): the game, or %NULL
 */
LudusGame *
ludus_game_new (LudusContent        *content,
                const LudusOptions  *options,
                GError             **error)
{
  g_return_val_if_fail (content != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return g_initable_new (ludus_game_type_for_rules (ludus_content_get_rules (content)),
                         NULL, error,
                         "content", content,
                         "options", options,
                         NULL);
}

/**
 * ludus_game_new_online:
 * @setup: (nullable): the host's outcome of the set-up, for a guest's game;
 *   %NULL for the host's
 *
 * Starts an online table's game.  The host's (%LUDUS_GAME_CHANCE_TOLD)
 * plays from the options' seed and records what chance decides in each
 * step, for the guests and for its save.  A guest's
 * (%LUDUS_GAME_CHANCE_IMPOSED) starts from the host's set-up and plays
 * each move with the host's outcome (ludus_game_apply_move_imposed()); its
 * own seed only orders what stays hidden, so its save replays from the
 * outcomes, never from the seed.
 *
 * Returns: (transfer full): the game, or %NULL
 */
LudusGame *
ludus_game_new_online (LudusContent        *content,
                       const LudusOptions  *options,
                       const LudusOutcome  *setup,
                       GError             **error)
{
  g_autoptr(LudusGame) self = NULL;
  LudusGamePrivate *priv;

  g_return_val_if_fail (content != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);
  g_return_val_if_fail (ludus_content_get_rules (content)->chance != NULL, NULL);

  self = g_object_new (ludus_game_type_for_rules (ludus_content_get_rules (content)),
                       "content", content,
                       "options", options,
                       NULL);
  priv = ludus_game_get_instance_private (self);
  priv->chance = setup != NULL ? LUDUS_GAME_CHANCE_IMPOSED : LUDUS_GAME_CHANCE_TOLD;
  if (setup != NULL)
    priv->setup_outcome = *setup;
  if (!g_initable_init (G_INITABLE (self), NULL, error))
    return NULL;
  return g_steal_pointer (&self);
}

/* The getters of what the game keeps as it is, each after the check every
 * public function makes.  get_content is (transfer none); get_state is
 * the rules core's state, which the subclasses give its real type. */
#define DEFINE_GETTER(Type, name, member, fallback)              \
  Type                                                           \
  ludus_game_##name (LudusGame *self)                            \
  {                                                              \
    g_return_val_if_fail (LUDUS_IS_GAME (self), fallback);       \
    return ludus_game_get_private (self)->member;                \
  }

DEFINE_GETTER (const LudusRules *, get_rules, rules, NULL)
DEFINE_GETTER (LudusContent *, get_content, content, NULL)
DEFINE_GETTER (const LudusOptions *, get_options, options, NULL)
DEFINE_GETTER (gconstpointer, get_state, state, NULL)
DEFINE_GETTER (guint, get_n_players, options->n_seats, 0)
DEFINE_GETTER (guint, get_current_player, current_player, 0)
DEFINE_GETTER (gboolean, is_over, is_over, FALSE)
/* A practice game lets undo take back reveals, draws and deals; its save
 * says so (options.practice). */
DEFINE_GETTER (gboolean, get_practice, options->practice, FALSE)
/* How many moves are applied (undone ones excluded). */
DEFINE_GETTER (guint, get_n_moves, position, 0)
DEFINE_GETTER (gboolean, get_can_undo, can_undo, FALSE)
DEFINE_GETTER (gboolean, get_can_redo, can_redo, FALSE)
DEFINE_GETTER (LudusGameChance, get_chance, chance, LUDUS_GAME_CHANCE_SEED)

#undef DEFINE_GETTER

/* What chance decided in the set-up: told or imposed, empty in a game
 * from a seed. */
const LudusOutcome *
ludus_game_get_setup_outcome (LudusGame *self)
{
  g_return_val_if_fail (LUDUS_IS_GAME (self), NULL);
  return &ludus_game_get_private (self)->setup_outcome;
}

/* scores has room for one int per player. */
void
ludus_game_get_scores (LudusGame *self,
                       int       *scores)
{
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);

  g_return_if_fail (LUDUS_IS_GAME (self));
  g_return_if_fail (scores != NULL);
  priv->rules->scores (priv->state, scores);
}

/* Bit i set: player i is among the winners.  0 while the game goes on. */
guint32
ludus_game_get_winners (LudusGame *self)
{
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);

  g_return_val_if_fail (LUDUS_IS_GAME (self), 0);
  return priv->is_over ? priv->rules->winners (priv->state) : 0;
}

/**
 * ludus_game_get_player_name:
 * @player: a player, below ludus_game_get_n_players()
 *
 * The name the player typed, or the default "Player 2" translated into the
 * language the game was loaded in.
 *
 * Returns: (transfer none): the player's name
 */
const char *
ludus_game_get_player_name (LudusGame *self,
                            guint      player)
{
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);

  g_return_val_if_fail (LUDUS_IS_GAME (self), NULL);
  g_return_val_if_fail (player < priv->options->n_seats, NULL);
  return priv->names[player];
}

/* Whether the view should let the computer move now: also when another
 * machine of an online table plays the seat (ludus_game_current_seat_is_remote()). */
gboolean
ludus_game_current_seat_is_computer (LudusGame *self)
{
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);

  g_return_val_if_fail (LUDUS_IS_GAME (self), FALSE);
  return !priv->is_over && (!priv->options->seats[priv->current_player].human ||
                            (priv->remote_seats & (1u << priv->current_player)) != 0);
}

/**
 * ludus_game_mark_hints_used:
 *
 * Records that a player asked for a hint: the save (options.hints) and the
 * statistics say so.
 */
void
ludus_game_mark_hints_used (LudusGame *self)
{
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);

  g_return_if_fail (LUDUS_IS_GAME (self));
  priv->options->hints_used = TRUE;
}

/**
 * ludus_game_get_log_header:
 *
 * What the log says before the first move, if anything: that a game is
 * played in practice mode.
 *
 * Returns: (nullable): a translated line, or %NULL
 */
const char *
ludus_game_get_log_header (LudusGame *self)
{
  g_return_val_if_fail (LUDUS_IS_GAME (self), NULL);

  if (!ludus_game_get_practice (self))
    return NULL;
  return _("Practice game: undo may take back what was revealed");
}

/**
 * ludus_game_get_legal_moves:
 * @self: a game
 * @n_moves: (out): how many
 *
 * Returns: (transfer none) (array length=n_moves): the legal moves, valid
 *   until the state changes
 */
const LudusMove *
ludus_game_get_legal_moves (LudusGame *self,
                            guint     *n_moves)
{
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);

  g_return_val_if_fail (LUDUS_IS_GAME (self), NULL);
  g_return_val_if_fail (n_moves != NULL, NULL);

  ensure_legal (self);
  *n_moves = priv->n_legal;
  return priv->legal;
}

gboolean
ludus_game_is_legal (LudusGame       *self,
                     const LudusMove *move)
{
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);

  g_return_val_if_fail (LUDUS_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  ensure_legal (self);
  for (guint i = 0; i < priv->n_legal; i++)
    if (ludus_move_equal (&priv->legal[i], move))
      return TRUE;
  return FALSE;
}

/**
 * ludus_game_move_ends_turn:
 * @self: a game
 * @move: a move legal now
 *
 * Whether playing @move hands play to another seat or ends the game: what
 * a view asks about first when the player wants turns confirmed.  The move
 * is tried on a copy of the state; the game does not change.
 *
 * Returns: %TRUE if another seat plays next or the game ends; %FALSE for
 *   an illegal move
 */
gboolean
ludus_game_move_ends_turn (LudusGame       *self,
                           const LudusMove *move)
{
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);
  g_autofree void *after = NULL;

  g_return_val_if_fail (LUDUS_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (!ludus_game_is_legal (self, move))
    return FALSE;
  after = g_memdup2 (priv->state, priv->rules->state_size);
  priv->rules->apply (after, move);
  return priv->rules->is_over (after) || priv->rules->current_player (after) != priv->current_player;
}

static HistoryEntry *new_entry  (LudusGame          *self,
                                 const LudusMove    *move,
                                 const LudusOutcome *outcome);
static void          push_entry (LudusGame          *self,
                                 HistoryEntry       *entry);
static void          describe_played (LudusGame    *self,
                                      HistoryEntry *entry);
static gboolean      play            (LudusGame           *self,
                                      const LudusMove     *move,
                                      const LudusOutcome  *outcome,
                                      gboolean             relayed,
                                      GError             **error);

/**
 * ludus_game_apply_move:
 * @self: a game
 * @move: a move
 * @error: return location for an error
 *
 * Plays @move for the current player, dropping any undone moves.  Fails
 * with G_IO_ERROR_INVALID_DATA when the move is not legal now.  An online
 * game (ludus_game_set_relay()) sends it to the table instead, whose move
 * comes back through ludus_game_apply_move_imposed().
 *
 * Returns: whether the move was applied, or relayed
 */
gboolean
ludus_game_apply_move (LudusGame        *self,
                       const LudusMove  *move,
                       GError          **error)
{
  static const LudusOutcome nothing = { 0 };

  g_return_val_if_fail (LUDUS_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  /* An imposed game's move that reveals something needs its outcome. */
  return play (self, move, &nothing, TRUE, error);
}

/**
 * ludus_game_apply_move_imposed:
 * @outcome: what chance decided in the move, on the online host's machine
 *
 * Plays @move with its outcome imposed, in an online guest's game
 * (%LUDUS_GAME_CHANCE_IMPOSED); in any other game the outcome is ignored,
 * as chance comes from the seed.  An online game plays its table's moves
 * so, never relayed.  Fails with G_IO_ERROR_INVALID_DATA when the move is
 * not legal, or no arrangement of what is hidden gives the outcome; the
 * game is then unchanged.
 *
 * Returns: whether the move was applied
 */
gboolean
ludus_game_apply_move_imposed (LudusGame           *self,
                               const LudusMove     *move,
                               const LudusOutcome  *outcome,
                               GError             **error)
{
  g_return_val_if_fail (LUDUS_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL && outcome != NULL, FALSE);

  return play (self, move, outcome, FALSE, error);
}

/* Plays move, or sends it to the online table when relayed. */
static gboolean
play (LudusGame           *self,
      const LudusMove     *move,
      const LudusOutcome  *outcome,
      gboolean             relayed,
      GError             **error)
{
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);
  HistoryEntry *entry;

  if (!ludus_game_is_legal (self, move))
    {
      g_autofree char *notation = ludus_game_format_move (self, move);

      if (priv->is_over)
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                             _("the game is already over"));
      else
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                     _("“%s” is not a legal move here"), notation);
      return FALSE;
    }
  if (relayed && priv->relay != NULL)
    {
      /* The table plays it, and back here as its move. */
      priv->relay (self, move, priv->relay_data);
      return TRUE;
    }

  entry = new_entry (self, move, outcome);
  if (!apply_entry (self, entry, error))
    {
      history_entry_free (entry);
      return FALSE;
    }
  if (priv->chance == LUDUS_GAME_CHANCE_IMPOSED)
    describe_played (self, entry);
  push_entry (self, entry);
  return TRUE;
}

/* A history entry for move, about to be played from the current state. */
static HistoryEntry *
new_entry (LudusGame          *self,
           const LudusMove    *move,
           const LudusOutcome *outcome)
{
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);
  HistoryEntry *entry;

  entry = g_malloc0 (sizeof *entry + priv->rules->state_size);
  entry->move = *move;
  if (priv->chance == LUDUS_GAME_CHANCE_IMPOSED && outcome != NULL)
    entry->outcome = *outcome;
  priv->rules->format_move (priv->state, move, entry->notation);
  entry->notation[LUDUS_NOTATION_SIZE - 1] = '\0';
  entry->log = priv->rules->describe_move != NULL
             ? priv->rules->describe_move (priv->state, move, (const char * const *) priv->names)
             : NULL;
  if (entry->log == NULL)
    entry->log = g_strdup (entry->notation);
  memcpy (entry->before, priv->state, priv->rules->state_size);
  return entry;
}

/* entry's move was just applied with the host's chance: the sentence
 * new_entry() told from this machine's hidden parts is told again from the
 * state after, which shows what the host's reveal was. */
static void
describe_played (LudusGame    *self,
                 HistoryEntry *entry)
{
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);

  if (priv->rules->describe_played == NULL)
    return;
  g_free (entry->log);
  entry->log = priv->rules->describe_played (entry->before, priv->state, &entry->move,
                                             (const char * const *) priv->names);
  if (entry->log == NULL)
    entry->log = g_strdup (entry->notation);
}

/* entry was just played: it replaces any undone moves in the history. */
static void
push_entry (LudusGame    *self,
            HistoryEntry *entry)
{
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);

  g_ptr_array_set_size (priv->history, priv->position);
  g_ptr_array_add (priv->history, entry);
  entry_played (self);
}

/**
 * ludus_game_undo:
 *
 * Takes back the last move, unless the undo barrier forbids it: the move
 * revealed something and the game is not in practice mode.
 *
 * Returns: whether a move was taken back
 */
gboolean
ludus_game_undo (LudusGame *self)
{
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);
  const HistoryEntry *entry;

  g_return_val_if_fail (LUDUS_IS_GAME (self), FALSE);

  if (!priv->can_undo)
    return FALSE;

  priv->position--;
  entry = g_ptr_array_index (priv->history, priv->position);
  memcpy (priv->state, entry->before, priv->rules->state_size);
  state_changed (self);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

/**
 * ludus_game_take_back:
 * @n_moves: how many moves to keep
 *
 * An online game's undo, as its table agreed: back to the position after
 * its first @n_moves moves, which the barrier of ludus_game_undo() does
 * not stop (the table has its own).  The moves taken back are dropped.
 */
void
ludus_game_take_back (LudusGame *self,
                      guint      n_moves)
{
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);
  const HistoryEntry *entry;

  g_return_if_fail (LUDUS_IS_GAME (self));
  g_return_if_fail (n_moves <= priv->position);

  if (n_moves == priv->position)
    return;
  entry = g_ptr_array_index (priv->history, n_moves);
  memcpy (priv->state, entry->before, priv->rules->state_size);
  priv->position = n_moves;
  g_ptr_array_set_size (priv->history, n_moves);
  state_changed (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/**
 * ludus_game_undo_turn:
 *
 * Takes back moves until a human's move has been taken back and a human
 * is to play: against computers, "undo" means "let me play my last move
 * again", not "take back the computer's reply".  Stops early at the undo
 * barrier.
 *
 * Returns: the number of moves taken back
 */
guint
ludus_game_undo_turn (LudusGame *self)
{
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);
  gboolean human_undone = FALSE;
  guint n = 0;

  g_return_val_if_fail (LUDUS_IS_GAME (self), 0);

  while (ludus_game_undo (self))
    {
      n++;
      human_undone |= priv->options->seats[priv->current_player].human;
      if (human_undone && priv->options->seats[priv->current_player].human)
        break;
    }
  return n;
}

/**
 * ludus_game_get_undo_turn_target:
 *
 * The move that ludus_game_undo_turn() would take back last: the most
 * recent move of a human seat that undo reaches without crossing the undo
 * barrier.
 *
 * Returns: its index in the history, or -1 when undo reaches no human move
 */
int
ludus_game_get_undo_turn_target (LudusGame *self)
{
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);

  g_return_val_if_fail (LUDUS_IS_GAME (self), -1);

  for (guint i = priv->position; i > 0 && can_undo_entry (self, i - 1); i--)
    {
      if (priv->options->seats[ludus_game_get_move_player (self, i - 1)].human)
        return i - 1;
    }
  return -1;
}

/**
 * ludus_game_redo:
 *
 * Plays the last undone move again (same draws: the RNG is in the state).
 *
 * Returns: whether a move was replayed
 */
gboolean
ludus_game_redo (LudusGame *self)
{
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);

  g_return_val_if_fail (LUDUS_IS_GAME (self), FALSE);

  if (!priv->can_redo)
    return FALSE;

  /* The same move from the same state: told, the same outcome again;
   * imposed, the one recorded. */
  if (!apply_entry (self, g_ptr_array_index (priv->history, priv->position), NULL))
    g_return_val_if_reached (FALSE);
  entry_played (self);
  return TRUE;
}

/* Fills one projection per player (room for LUDUS_MAX_PLAYERS); FALSE when
 * the game projects nothing. */
gboolean
ludus_game_project_scores (LudusGame       *self,
                           LudusProjection *projections)
{
  LudusGamePrivate *priv = ludus_game_get_instance_private (self);
  const LudusRules *rules;

  g_return_val_if_fail (LUDUS_IS_GAME (self), FALSE);
  g_return_val_if_fail (projections != NULL, FALSE);

  rules = ludus_game_get_rules (self);
  if (rules->project_scores == NULL)
    return FALSE;
  rules->project_scores (priv->state, projections);
  return TRUE;
}

/* What ludus-game-online.c needs of the history. */
void
_ludus_game_state_changed (LudusGame *self)
{
  state_changed (self);
}
