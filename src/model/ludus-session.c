/* ludus-session.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What every game needs between the model and its board view, without
 * GTK: the computer seats' moves (computed in a worker thread, played one
 * at a time after computer-delay, cancelled when the game is left or a
 * move undone), undo back to the last human decision, the log as a list
 * model that follows the game's history, and the autosave after every
 * move.  A view may show a computer's move in two steps (the trip, then
 * the action): it says so from ::move-chosen, and the session plays the
 * move half a computer-delay later.  A board view holds the session while
 * it shows something the players must read first, such as a day's
 * scoring sheet.
 *
 * Two things help people follow the table: the session can pause after
 * each computer seat's turn until a player continues (pause-after-computer),
 * and with several people at one screen it says when the turn passes to
 * another of them (handing-over), until that person takes the turn.
 */

#define G_LOG_DOMAIN "ludus-session"

#include "config.h"

#include <errno.h>

#include "ludus-autosave.h"
#include "ludus-log-entry.h"
#include "ludus-save.h"
#include "ludus-session-private.h"
#include "ludus-tutorial.h"

#define DEFAULT_DELAY 700

G_DEFINE_FINAL_TYPE (LudusSession, ludus_session, G_TYPE_OBJECT)

enum {
  MOVE_CHOSEN,
  GAME_FINISHED,
  AUTOSAVE_FAILED,
  N_SIGNALS,
};

GParamSpec *_ludus_session_properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
set_thinking (LudusSession *self,
              gboolean      thinking)
{
  if (self->thinking == thinking)
    return;

  self->thinking = thinking;
  g_object_notify_by_pspec (G_OBJECT (self), _ludus_session_properties[PROP_THINKING]);
}

/* Makes the log hold exactly the lines of the moves played: the log is
 * always a prefix of the history, so undone moves' lines go from its end
 * and new (or redone) moves' lines are added there, in one change each. */
static void
sync_log (LudusSession *self)
{
  guint n_moves = ludus_game_get_n_moves (self->game);
  guint n_logged = self->move_starts->len;
  guint n_items = g_list_model_get_n_items (G_LIST_MODEL (self->log));

  if (n_logged > n_moves)
    {
      guint start = g_array_index (self->move_starts, guint, n_moves);

      g_array_set_size (self->move_starts, n_moves);
      g_list_store_splice (self->log, start, n_items - start, NULL, 0);
    }
  else if (n_logged < n_moves)
    {
      g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func (g_object_unref);
      guint position = n_items;

      for (guint i = n_logged; i < n_moves; i++)
        {
          const char * const *lines = ludus_game_get_log_lines (self->game, i);

          g_array_append_val (self->move_starts, position);
          for (guint l = 0; lines[l] != NULL; l++, position++)
            g_ptr_array_add (entries, ludus_log_entry_new (lines[l], i, l > 0));
        }
      g_list_store_splice (self->log, n_items, 0, entries->pdata, entries->len);
    }
}

static void
cancel_computer (LudusSession *self)
{
  if (self->delay_source != NULL)
    {
      g_source_destroy (self->delay_source);
      g_clear_pointer (&self->delay_source, g_source_unref);
    }
  if (self->step_source != NULL)
    {
      g_source_destroy (self->step_source);
      g_clear_pointer (&self->step_source, g_source_unref);
    }
  if (self->cancellable != NULL)
    {
      g_cancellable_cancel (self->cancellable);
      g_clear_object (&self->cancellable);
    }
  set_thinking (self, FALSE);
  _ludus_session_set_paused (self, FALSE);
}

static void
play_computer_move (LudusSession    *self,
                    const LudusMove *move)
{
  g_autoptr(GError) error = NULL;

  /* The game's change schedules the next computer move, or ends the
   * thinking. */
  if (!ludus_game_apply_move (self->game, move, &error))
    {
      g_warning ("The computer chose an illegal move: %s", error->message);
      set_thinking (self, FALSE);
    }
}

static gboolean
step_cb (gpointer user_data)
{
  LudusSession *self = user_data;
  LudusMove move = self->chosen;

  g_clear_pointer (&self->step_source, g_source_unref);
  play_computer_move (self, &move);
  return G_SOURCE_REMOVE;
}

static void deliver_move (LudusSession    *self,
                          const LudusMove *chosen);

static void
compute_ready_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(LudusSession) self = user_data;
  g_autoptr(GError) error = NULL;
  LudusMove move;

  if (!ludus_game_compute_move_finish (LUDUS_GAME (source), result, &move, &error))
    {
      /* Cancelled: the game was left, a move was undone, or a new turn began. */
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("The computer could not choose a move: %s", error->message);
      return;
    }

  g_clear_object (&self->cancellable);
  if (!self->running)
    {
      set_thinking (self, FALSE);
      return;
    }

  deliver_move (self, &move);
}

/* Plays a computer seat's move, in two steps if a view shows it so. */
static void
deliver_move (LudusSession    *self,
              const LudusMove *chosen)
{
  gboolean in_steps = FALSE;
  LudusMove move = *chosen;

  /* Still thinking while a view shows the move's first step. */
  if (self->computer_delay > 0)
    g_signal_emit (self, signals[MOVE_CHOSEN], 0, &move, &in_steps);
  if (!in_steps)
    {
      play_computer_move (self, &move);
      return;
    }

  self->chosen = move;
  self->step_source = g_timeout_source_new (self->computer_delay / 2);
  g_source_set_static_name (self->step_source, "[ludus] computer step");
  g_source_set_callback (self->step_source, step_cb, self, NULL);
  g_source_attach (self->step_source, self->context);
}

static gboolean
computer_delay_cb (gpointer user_data)
{
  LudusSession *self = user_data;

  g_clear_pointer (&self->delay_source, g_source_unref);
  if (!self->running || self->holds > 0 || !ludus_game_current_seat_is_computer (self->game) ||
      ludus_game_current_seat_is_remote (self->game))
    {
      set_thinking (self, FALSE);
      return G_SOURCE_REMOVE;
    }

  /* A tutorial's computer seats play the script. */
  if (self->tutorial != NULL &&
      ludus_tutorial_get_wait (self->tutorial) == LUDUS_TUTORIAL_MOVE)
    {
      LudusMove move;

      if (ludus_tutorial_get_expected (self->tutorial, &move))
        {
          set_thinking (self, TRUE);
          deliver_move (self, &move);
          return G_SOURCE_REMOVE;
        }
      g_warning ("The tutorial's script has no legal move for the computer");
    }

  self->cancellable = g_cancellable_new ();
  set_thinking (self, TRUE);
  ludus_game_compute_move_async (self->game, self->cancellable, compute_ready_cb,
                                 g_object_ref (self));
  return G_SOURCE_REMOVE;
}

void
_ludus_session_schedule_computer (LudusSession *self)
{
  cancel_computer (self);

  if (!self->running || self->holds > 0 || !ludus_game_current_seat_is_computer (self->game) ||
      ludus_game_current_seat_is_remote (self->game))
    return;
  /* Nobody plays while the person reads a tutorial's text. */
  if (self->tutorial != NULL &&
      ludus_tutorial_get_wait (self->tutorial) == LUDUS_TUTORIAL_READ)
    return;

  if (self->pause_after_computer && self->continued_at != ludus_game_get_n_moves (self->game) &&
      _ludus_session_computer_turn_just_ended (self))
    {
      _ludus_session_set_paused (self, TRUE);
      return;
    }

  /* The first computer move of a game does not wait. */
  self->delay_source = g_timeout_source_new (ludus_game_get_n_moves (self->game) > 0
                                             ? self->computer_delay : 0);
  g_source_set_static_name (self->delay_source, "[ludus] computer delay");
  g_source_set_callback (self->delay_source, computer_delay_cb, self, NULL);
  g_source_attach (self->delay_source, self->context);
  /* Show the thinking state at once, so a player sees why nothing happens. */
  set_thinking (self, TRUE);
}

static void
finish_if_over (LudusSession *self)
{
  if (!ludus_game_is_over (self->game))
    return;

  if (self->holds > 0)
    {
      self->over_pending = TRUE;
      return;
    }

  self->over_pending = FALSE;
  g_signal_emit (self, signals[GAME_FINISHED], 0);
}

/* After every change of the game (once for a whole undone turn). */
static void
follow_game (LudusSession *self)
{
  g_autoptr(GError) error = NULL;

  sync_log (self);
  if (!self->running)
    return;

  _ludus_session_update_hand_over (self);

  if (ludus_session_autosave (self, &error))
    self->autosave_failing = FALSE;
  else if (!self->autosave_failing && error != NULL)
    {
      /* Once until it works again, not after every move. */
      self->autosave_failing = TRUE;
      g_signal_emit (self, signals[AUTOSAVE_FAILED], 0, error->message);
    }

  _ludus_session_schedule_computer (self);
}

static void
changed_cb (LudusSession *self,
            LudusGame    *game)
{
  guint n_moves = ludus_game_get_n_moves (game);

  if (self->undoing)
    return;

  /* Whoever made a decision sits at the screen. */
  if (n_moves > 0 && _ludus_session_seat_is_human (self, ludus_game_get_move_player (game, n_moves - 1)))
    self->seat_at_screen = ludus_game_get_move_player (game, n_moves - 1);
  follow_game (self);
}

static void
game_over_cb (LudusSession *self,
              LudusGame    *game)
{
  if (self->running)
    finish_if_over (self);
}

static void
ludus_session_constructed (GObject *object)
{
  LudusSession *self = LUDUS_SESSION (object);

  G_OBJECT_CLASS (ludus_session_parent_class)->constructed (object);

  g_return_if_fail (LUDUS_IS_GAME (self->game));

  /* The log starts with its header, if any, then the lines of the moves
   * already played. */
  if (ludus_game_get_log_header (self->game) != NULL)
    {
      g_autoptr(LudusLogEntry) header = ludus_log_entry_new (ludus_game_get_log_header (self->game),
                                                             0, TRUE);

      g_list_store_append (self->log, header);
    }
  sync_log (self);
  g_signal_connect_object (self->game, "changed", G_CALLBACK (changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "game-over", G_CALLBACK (game_over_cb), self,
                           G_CONNECT_SWAPPED);
}

static void
ludus_session_dispose (GObject *object)
{
  LudusSession *self = LUDUS_SESSION (object);

  self->running = FALSE;
  cancel_computer (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  if (self->tutorial != NULL)
    g_signal_handlers_disconnect_by_data (self->tutorial, self);
  g_clear_object (&self->tutorial);

  G_OBJECT_CLASS (ludus_session_parent_class)->dispose (object);
}

static void
ludus_session_finalize (GObject *object)
{
  LudusSession *self = LUDUS_SESSION (object);

  g_clear_object (&self->log);
  g_clear_pointer (&self->move_starts, g_array_unref);
  g_clear_pointer (&self->context, g_main_context_unref);
  g_clear_pointer (&self->autosave_path, g_free);

  G_OBJECT_CLASS (ludus_session_parent_class)->finalize (object);
}

static void
ludus_session_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  LudusSession *self = LUDUS_SESSION (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;

    case PROP_THINKING:
      g_value_set_boolean (value, self->thinking);
      break;

    case PROP_COMPUTER_DELAY:
      g_value_set_uint (value, self->computer_delay);
      break;

    case PROP_AUTOSAVE_PATH:
      g_value_set_string (value, self->autosave_path);
      break;

    case PROP_PAUSE_AFTER_COMPUTER:
      g_value_set_boolean (value, self->pause_after_computer);
      break;

    case PROP_PAUSED:
      g_value_set_boolean (value, self->paused);
      break;

    case PROP_HAND_OVER:
      g_value_set_boolean (value, self->hand_over);
      break;

    case PROP_HANDING_OVER:
      g_value_set_boolean (value, self->handing_over);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludus_session_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  LudusSession *self = LUDUS_SESSION (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;

    case PROP_COMPUTER_DELAY:
      ludus_session_set_computer_delay (self, g_value_get_uint (value));
      break;

    case PROP_AUTOSAVE_PATH:
      ludus_session_set_autosave_path (self, g_value_get_string (value));
      break;

    case PROP_PAUSE_AFTER_COMPUTER:
      ludus_session_set_pause_after_computer (self, g_value_get_boolean (value));
      break;

    case PROP_HAND_OVER:
      ludus_session_set_hand_over (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludus_session_class_init (LudusSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = ludus_session_constructed;
  object_class->dispose = ludus_session_dispose;
  object_class->finalize = ludus_session_finalize;
  object_class->get_property = ludus_session_get_property;
  object_class->set_property = ludus_session_set_property;

  /**
   * LudusSession:game:
   *
   * The game this session runs.
   */
  _ludus_session_properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, LUDUS_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  /**
   * LudusSession:thinking:
   *
   * A computer seat is about to move, choosing its move, or showing its
   * first step (LudusSession::move-chosen).  It turns %FALSE when the move
   * was dropped instead (undo, a sheet, leaving the game).
   */
  _ludus_session_properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  /**
   * LudusSession:computer-delay:
   *
   * How long, in milliseconds, a move stays on the table before a computer
   * seat plays the next one (ludus_session_delay_for_speed() maps the
   * "computer-speed" setting).  The first move of a game does not wait.
   */
  _ludus_session_properties[PROP_COMPUTER_DELAY] =
    g_param_spec_uint ("computer-delay", NULL, NULL, 0, G_MAXUINT, DEFAULT_DELAY,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * LudusSession:autosave-path:
   *
   * The file the game is kept in for Continue.  %NULL until the first
   * autosave, which then makes a new one (ludus_autosave_new_path()), so
   * a new game never replaces another; a game continued from its file
   * goes on saving to it.
   */
  _ludus_session_properties[PROP_AUTOSAVE_PATH] =
    g_param_spec_string ("autosave-path", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * LudusSession:pause-after-computer:
   *
   * Whether the session waits, after a computer seat's turn, for
   * ludus_session_continue() before the next computer seat plays, so the
   * players can follow each turn.  Off by default.
   */
  _ludus_session_properties[PROP_PAUSE_AFTER_COMPUTER] =
    g_param_spec_boolean ("pause-after-computer", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * LudusSession:paused:
   *
   * A computer seat's turn has ended and the next computer seat waits for
   * ludus_session_continue().
   */
  _ludus_session_properties[PROP_PAUSED] =
    g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  /**
   * LudusSession:hand-over:
   *
   * Whether, with two or more human seats, the session says when the turn
   * passes from one person to another (LudusSession:handing-over).  On by
   * default; players who sit together may turn it off.
   */
  _ludus_session_properties[PROP_HAND_OVER] =
    g_param_spec_boolean ("hand-over", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * LudusSession:handing-over:
   *
   * The turn has passed to another person than the one who last played:
   * the table should say whose turn it is, and what happened since their
   * last turn, until ludus_session_take_turn().
   */
  _ludus_session_properties[PROP_HANDING_OVER] =
    g_param_spec_boolean ("handing-over", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, _ludus_session_properties);

  /**
   * LudusSession::move-chosen:
   * @move: (type gpointer): the computer's move, a `const LudusMove *`
   *
   * A computer seat chose @move; it is not played yet.  A view that shows
   * the move in two steps shows the first (a trip, say) and returns %TRUE:
   * the session then plays @move half a computer-delay later, unless it is
   * dropped meanwhile (LudusSession:thinking turns %FALSE).  Not emitted
   * while computer-delay is 0.
   *
   * Returns: whether the move's first step is on show
   */
  signals[MOVE_CHOSEN] =
    g_signal_new ("move-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, g_signal_accumulator_true_handled, NULL, NULL,
                  G_TYPE_BOOLEAN, 1, G_TYPE_POINTER);

  /**
   * LudusSession::game-finished:
   *
   * The game is over and nothing holds the table: show the final ranking.
   */
  signals[GAME_FINISHED] =
    g_signal_new ("game-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * LudusSession::autosave-failed:
   * @message: what went wrong, naming the file
   *
   * The game could not be saved for Continue (a full disk, say).  Emitted
   * once, then again only after an autosave has worked.
   */
  signals[AUTOSAVE_FAILED] =
    g_signal_new ("autosave-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
ludus_session_init (LudusSession *self)
{
  self->computer_delay = DEFAULT_DELAY;
  self->continued_at = G_MAXUINT;
  self->hand_over = TRUE;
  self->seat_at_screen = -1;
  self->context = g_main_context_ref_thread_default ();
  self->log = g_list_store_new (LUDUS_TYPE_LOG_ENTRY);
  self->move_starts = g_array_new (FALSE, FALSE, sizeof (guint));
}

/**
 * ludus_session_new:
 * @game: the game to run
 *
 * The log starts with the lines of the moves already played.  Nothing
 * moves until ludus_session_start().  The computer's moves are played in
 * the thread-default main context of the caller.
 *
 * Returns: (transfer full): a new session
 */
LudusSession *
ludus_session_new (LudusGame *game)
{
  g_return_val_if_fail (LUDUS_IS_GAME (game), NULL);

  return g_object_new (LUDUS_TYPE_SESSION, "game", game, NULL);
}

/**
 * ludus_session_get_game:
 *
 * Returns: (transfer none): the game
 */
LudusGame *
ludus_session_get_game (LudusSession *self)
{
  g_return_val_if_fail (LUDUS_IS_SESSION (self), NULL);

  return self->game;
}

gboolean
ludus_session_get_thinking (LudusSession *self)
{
  g_return_val_if_fail (LUDUS_IS_SESSION (self), FALSE);

  return self->thinking;
}

guint
ludus_session_get_computer_delay (LudusSession *self)
{
  g_return_val_if_fail (LUDUS_IS_SESSION (self), 0);

  return self->computer_delay;
}

/* Takes effect from the next computer move on. */
void
ludus_session_set_computer_delay (LudusSession *self,
                                  guint         delay)
{
  g_return_if_fail (LUDUS_IS_SESSION (self));

  if (self->computer_delay == delay)
    return;

  self->computer_delay = delay;
  g_object_notify_by_pspec (G_OBJECT (self), _ludus_session_properties[PROP_COMPUTER_DELAY]);
}

/**
 * ludus_session_delay_for_speed:
 * @speed: (nullable): a value of the "computer-speed" setting
 *
 * The computer-delay for a speed: "slow" 1500 ms, "normal" 700, "fast"
 * 250, "instant" 0; anything else is normal.
 *
 * Returns: milliseconds
 */
guint
ludus_session_delay_for_speed (const char *speed)
{
  if (g_strcmp0 (speed, "slow") == 0)
    return 1500;
  if (g_strcmp0 (speed, "fast") == 0)
    return 250;
  if (g_strcmp0 (speed, "instant") == 0)
    return 0;
  return DEFAULT_DELAY;
}

/* Lets the computer seats play and the autosave run. */
void
ludus_session_start (LudusSession *self)
{
  g_return_if_fail (LUDUS_IS_SESSION (self));

  if (self->running)
    return;

  self->running = TRUE;
  /* Whoever starts or continues a game is at the screen. */
  if (!ludus_game_current_seat_is_computer (self->game))
    self->seat_at_screen = ludus_game_get_current_player (self->game);
  _ludus_session_update_hand_over (self);
  _ludus_session_schedule_computer (self);
  finish_if_over (self);
}

/* Stops everything, e.g. when the players leave the game. */
void
ludus_session_stop (LudusSession *self)
{
  g_return_if_fail (LUDUS_IS_SESSION (self));

  self->running = FALSE;
  cancel_computer (self);
  _ludus_session_update_hand_over (self);
}

/**
 * ludus_session_hold:
 *
 * Pauses the computer seats (and the game-finished signal) until as many
 * ludus_session_release() calls.
 */
void
ludus_session_hold (LudusSession *self)
{
  g_return_if_fail (LUDUS_IS_SESSION (self));

  self->holds++;
  cancel_computer (self);
}

void
ludus_session_release (LudusSession *self)
{
  g_return_if_fail (LUDUS_IS_SESSION (self));
  g_return_if_fail (self->holds > 0);

  if (--self->holds > 0)
    return;

  _ludus_session_schedule_computer (self);
  if (self->running && self->over_pending)
    finish_if_over (self);
}

/**
 * ludus_session_get_undo_target:
 * @seat: (out) (optional): the seat whose decision undo would take back
 * @move: (out) (optional) (transfer none): that move's log sentence
 *
 * What ludus_session_undo() would take back: always a decision of a human
 * seat (with the computers' replies to it), never only computer moves,
 * which the computers would just play again.  Nothing once the game is
 * over: its result is final (counted in the statistics, its autosave gone),
 * so undo never reopens the final scoring.
 *
 * Returns: whether undo would take anything back
 */
gboolean
ludus_session_get_undo_target (LudusSession  *self,
                               guint         *seat,
                               const char   **move)
{
  int target;

  g_return_val_if_fail (LUDUS_IS_SESSION (self), FALSE);

  if (ludus_game_is_over (self->game) ||
      (target = ludus_game_get_undo_turn_target (self->game)) < 0)
    return FALSE;

  if (seat != NULL)
    *seat = ludus_game_get_move_player (self->game, target);
  if (move != NULL)
    *move = ludus_game_get_log_entry (self->game, target);
  return TRUE;
}

/**
 * ludus_session_undo_asks_first:
 *
 * Whether undo would take back the decision of a human who may not be the
 * one at the screen: with several human seats (hot-seat play), a move of
 * another seat than the one to play.  The view then asks first, naming
 * that seat.  With one human seat, undo always takes back their own move.
 *
 * Returns: whether undo needs a confirmation naming the target's seat
 */
gboolean
ludus_session_undo_asks_first (LudusSession *self)
{
  guint seat;

  g_return_val_if_fail (LUDUS_IS_SESSION (self), FALSE);

  return ludus_options_get_n_humans (ludus_game_get_options (self->game)) > 1 &&
         ludus_session_get_undo_target (self, &seat, NULL) &&
         seat != ludus_game_get_current_player (self->game);
}

/**
 * ludus_session_undo:
 *
 * Takes back the target of ludus_session_get_undo_target() and the
 * computers' replies (ludus_game_undo_turn()), or nothing when there is
 * none.  The log, the autosave and the computers follow once, for the
 * whole turn.
 *
 * Returns: whether anything was taken back
 */
gboolean
ludus_session_undo (LudusSession *self)
{
  guint n_undone, seat;

  g_return_val_if_fail (LUDUS_IS_SESSION (self), FALSE);

  if (!ludus_session_get_undo_target (self, &seat, NULL))
    return FALSE;

  /* Undo takes back this seat's decision: its person has the screen. */
  self->seat_at_screen = seat;
  cancel_computer (self);
  self->undoing = TRUE;
  n_undone = ludus_game_undo_turn (self->game);
  self->undoing = FALSE;
  if (n_undone > 0)
    follow_game (self);
  else
    _ludus_session_schedule_computer (self);
  return n_undone > 0;
}

gboolean
ludus_session_redo (LudusSession *self)
{
  g_return_val_if_fail (LUDUS_IS_SESSION (self), FALSE);

  cancel_computer (self);
  if (ludus_game_redo (self->game))
    return TRUE;
  _ludus_session_schedule_computer (self);
  return FALSE;
}

/**
 * ludus_session_get_log:
 *
 * The game's log: for every move played, its sentence and then the lines
 * of what it caused (a #LudusLogEntry each).  Undo takes the undone moves'
 * lines from the end; new and redone moves add theirs there.
 *
 * Returns: (transfer none): a list model of #LudusLogEntry
 */
GListModel *
ludus_session_get_log (LudusSession *self)
{
  g_return_val_if_fail (LUDUS_IS_SESSION (self), NULL);

  return G_LIST_MODEL (self->log);
}

const char *
ludus_session_get_autosave_path (LudusSession *self)
{
  g_return_val_if_fail (LUDUS_IS_SESSION (self), NULL);

  return self->autosave_path;
}

void
ludus_session_set_autosave_path (LudusSession *self,
                                 const char   *path)
{
  g_return_if_fail (LUDUS_IS_SESSION (self));

  if (g_strcmp0 (self->autosave_path, path) == 0)
    return;

  g_free (self->autosave_path);
  self->autosave_path = g_strdup (path);
  g_object_notify_by_pspec (G_OBJECT (self), _ludus_session_properties[PROP_AUTOSAVE_PATH]);
}

/**
 * ludus_session_autosave:
 *
 * Writes the game to its autosave file (LudusSession:autosave-path, made
 * on the first call) atomically, or removes that file once the game is
 * over (there is nothing left to continue).
 *
 * Returns: whether it worked
 */
gboolean
ludus_session_autosave (LudusSession  *self,
                        GError       **error)
{
  g_autofree char *dir = NULL;
  g_autoptr(GFile) file = NULL;

  g_return_val_if_fail (LUDUS_IS_SESSION (self), FALSE);

  if (ludus_game_is_over (self->game))
    {
      g_autoptr(GError) local_error = NULL;

      if (self->autosave_path == NULL)
        return TRUE;
      file = g_file_new_for_path (self->autosave_path);
      if (!g_file_delete (file, NULL, &local_error) &&
          !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return FALSE;
        }
      return TRUE;
    }

  if (self->autosave_path == NULL)
    {
      g_autofree char *path = ludus_autosave_new_path ();

      ludus_session_set_autosave_path (self, path);
    }
  dir = g_path_get_dirname (self->autosave_path);
  file = g_file_new_for_path (self->autosave_path);

  if (!ludus_save_make_dir (dir, error))
    return FALSE;

  return ludus_save_write (self->game, file, NULL, error);
}

static void
tutorial_step_cb (LudusSession *self)
{
  if (!self->undoing)
    _ludus_session_schedule_computer (self);
}

/**
 * ludus_session_set_tutorial:
 * @tutorial: (nullable): the tutorial following this session's game
 *
 * The computer seats play @tutorial's scripted moves while it has some
 * (and wait while the person reads a step), so the game follows the
 * script; in free play and after the script they choose their own.
 */
void
ludus_session_set_tutorial (LudusSession  *self,
                            LudusTutorial *tutorial)
{
  g_return_if_fail (LUDUS_IS_SESSION (self));
  g_return_if_fail (tutorial == NULL || LUDUS_IS_TUTORIAL (tutorial));

  if (self->tutorial != NULL)
    g_signal_handlers_disconnect_by_data (self->tutorial, self);
  g_set_object (&self->tutorial, tutorial);
  if (tutorial != NULL)
    g_signal_connect_object (tutorial, "notify::step", G_CALLBACK (tutorial_step_cb), self,
                             G_CONNECT_SWAPPED);
  _ludus_session_schedule_computer (self);
}

/**
 * ludus_session_get_tutorial:
 *
 * Returns: (transfer none) (nullable): the tutorial, if the game is one
 */
LudusTutorial *
ludus_session_get_tutorial (LudusSession *self)
{
  g_return_val_if_fail (LUDUS_IS_SESSION (self), NULL);

  return self->tutorial;
}
