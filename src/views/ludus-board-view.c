/* ludus-board-view.c: what every game's board view shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A board view gets everything it shows and does through properties that
 * the window sets: the game, the session that runs it (computer turns,
 * undo of a turn, autosave) and the preferences it honours.  It never
 * reaches up to the window or the application.  Subclasses implement
 * refresh() and update their widgets in place there.
 *
 * A sheet (a day's scoring, say) is a window the players read before play
 * goes on: while one is open the session is held, so no computer moves
 * under it, and no human move is offered.
 *
 * A read-only view (a game review's) shows a position and offers no move
 * and no sheet: nobody plays on it.
 *
 * A hint is a move the view highlights until the next refresh: the view
 * marks its widgets with ludus_board_view_mark_hint() (the "hint" style
 * class), and the base takes the marks off.
 *
 * Following the computers: after each refresh the view marks what the
 * computers' moves since the last human decision changed (the "changed"
 * style class, through the show_changes() vfunc), or what the move a
 * person points at in the log changed (ludus_board_view_show_move()).
 *
 * Motion: a flight layer lies over the board (ludus-flight-layer.c), where
 * pieces travel from place to place (ludus_board_view_fly()); a new move,
 * undo or redo lands every piece in the air at once, before refresh().
 */

#define G_LOG_DOMAIN "ludus-board-view"

#include "config.h"

#include <math.h>

#include "ludus-accessible.h"
#include "ludus-board-view-private.h"
#include "ludus-flight-layer.h"
#include "ludus-rule-help.h"


G_DEFINE_TYPE_WITH_PRIVATE (LudusBoardView, ludus_board_view, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_GAME,
  PROP_SESSION,
  PROP_CONFIRM_END_TURN,
  PROP_SHOW_PROJECTIONS,
  PROP_READ_ONLY,
  PROP_SCALE,
  PROP_LOG_SHOWN,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

enum {
  REFUSE_MOVE,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

/* The board's size at which pieces have their natural size (a 1024×768
 * window with the log open), and how much they may grow beyond it, unless
 * the view says otherwise (ludus_board_view_set_growth()). */
#define NATURAL_WIDTH  760.0
#define NATURAL_HEIGHT 700.0
#define MAX_SCALE      1.75
#define MAX_MAX_SCALE  3.0

/* Whether the keyboard focus is on a widget of the board that can take it. */
static gboolean
has_usable_focus (LudusBoardView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL &&
         gtk_widget_is_ancestor (focus, GTK_WIDGET (self)) &&
         gtk_widget_get_focusable (focus) &&
         gtk_widget_is_sensitive (focus) &&
         gtk_widget_get_mapped (focus);
}

/* The first control of the board in tree order that can take the focus
 * (scrolled windows only scroll: they do not count). */
static GtkWidget *
first_focusable (GtkWidget *widget)
{
  if (!gtk_widget_get_mapped (widget) || !gtk_widget_is_sensitive (widget))
    return NULL;
  if (gtk_widget_get_focusable (widget) &&
      !GTK_IS_SCROLLED_WINDOW (widget) && !GTK_IS_VIEWPORT (widget))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = first_focusable (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
refresh (LudusBoardView *self)
{
  LudusBoardViewPrivate *priv = ludus_board_view_get_instance_private (self);
  gboolean had_focus;

  /* What was in the air has arrived: refresh() shows the new position. */
  ludus_flight_layer_land_all (LUDUS_FLIGHT_LAYER (priv->flights));
  _ludus_board_view_clear_hint (self);
  _ludus_board_view_clear_changes (self);

  if (priv->game == NULL || LUDUS_BOARD_VIEW_GET_CLASS (self)->refresh == NULL)
    return;

  /* A move, undo or redo may take away the widget that had the focus (a
   * card leaves the market, a button is no longer offered).  The focus
   * then stays on the board, never on whatever comes first in the window,
   * where the next Space would act on it. */
  had_focus = has_usable_focus (self);
  LUDUS_BOARD_VIEW_GET_CLASS (self)->refresh (self);
  _ludus_board_view_show_guide (self);
  _ludus_board_view_show_changes (self);
  if (had_focus && !has_usable_focus (self))
    {
      GtkWidget *first = first_focusable (GTK_WIDGET (self));

      if (first != NULL)
        gtk_widget_grab_focus (first);
    }
}

static void
release_sheet (LudusBoardView *self)
{
  LudusBoardViewPrivate *priv = ludus_board_view_get_instance_private (self);

  priv->sheet = NULL;
  if (priv->held != NULL)
    {
      ludus_session_release (priv->held);
      g_clear_object (&priv->held);
    }
}

static void
sheet_destroyed_cb (LudusBoardView *self,
                    GtkWindow      *sheet)
{
  release_sheet (self);
  refresh (self);
}

static void
set_game (LudusBoardView *self,
          LudusGame      *game)
{
  LudusBoardViewPrivate *priv = ludus_board_view_get_instance_private (self);

  if (priv->game != NULL)
    g_signal_handlers_disconnect_by_data (priv->game, self);
  g_set_object (&priv->game, game);
  if (game != NULL)
    g_signal_connect_object (game, "changed", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
}

static void
apply_scale (GtkWidget *widget)
{
  LudusBoardView *self = LUDUS_BOARD_VIEW (widget);
  LudusBoardViewPrivate *priv = ludus_board_view_get_instance_private (self);

  if (priv->scale != priv->pending_scale)
    {
      priv->scale = priv->pending_scale;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCALE]);
    }
}

/* AdwBin's layout manager would allocate the child without telling the
 * board its size: measure and allocate here instead. */
static void
ludus_board_view_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_measure (child, orientation, for_size,
                        minimum, natural, minimum_baseline, natural_baseline);
}

/* The pieces grow with the board, in steps, so that a resize does not
 * redo the layout at every pixel.  Pieces change size only after the
 * allocation (ludus-arrangement.c): a size request changed while
 * allocating would start another layout in this one. */
static void
ludus_board_view_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  LudusBoardView *self = LUDUS_BOARD_VIEW (widget);
  LudusBoardViewPrivate *priv = ludus_board_view_get_instance_private (self);
  double scale = MIN (width / NATURAL_WIDTH, height / priv->natural_height);

  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_allocate (child, width, height, baseline, NULL);
  gtk_widget_allocate (priv->flights, width, height, -1, NULL);

  priv->pending_scale = CLAMP (floor (scale * 8) / 8, 1.0, priv->max_scale);
  if (priv->pending_scale != priv->scale)
    ludus_arrangement_queue (&priv->rescale);
}

/* The flight layer over the board, whatever the order of the children. */
static void
ludus_board_view_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  LudusBoardView *self = LUDUS_BOARD_VIEW (widget);
  LudusBoardViewPrivate *priv = ludus_board_view_get_instance_private (self);
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  if (child != NULL)
    gtk_widget_snapshot_child (widget, child, snapshot);
  gtk_widget_snapshot_child (widget, priv->flights, snapshot);
}

static void
ludus_board_view_dispose (GObject *object)
{
  LudusBoardView *self = LUDUS_BOARD_VIEW (object);
  LudusBoardViewPrivate *priv = ludus_board_view_get_instance_private (self);

  ludus_arrangement_cancel (&priv->rescale);
  if (priv->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), priv->scroll_tick);
  priv->scroll_tick = 0;
  g_clear_weak_pointer (&priv->scroll_target);

  if (priv->sheet != NULL)
    {
      GtkWindow *sheet = priv->sheet;

      g_signal_handlers_disconnect_by_data (sheet, self);
      release_sheet (self);
      gtk_window_destroy (sheet);
    }
  set_game (self, NULL);
  _ludus_board_view_follow_waits (self, priv->session, NULL);
  g_clear_object (&priv->session);
  _ludus_board_view_clear_hint (self);
  g_clear_pointer (&priv->guide_names, g_strfreev);
  g_clear_pointer (&priv->hint_marks, g_ptr_array_unref);
  _ludus_board_view_clear_changes (self);
  g_clear_pointer (&priv->change_marks, g_ptr_array_unref);
  g_clear_pointer (&priv->flights, gtk_widget_unparent);

  G_OBJECT_CLASS (ludus_board_view_parent_class)->dispose (object);
}

static void
ludus_board_view_constructed (GObject *object)
{
  G_OBJECT_CLASS (ludus_board_view_parent_class)->constructed (object);

  refresh (LUDUS_BOARD_VIEW (object));
  ludus_accessible_fix_mnemonics (GTK_WIDGET (object));
}

static void
ludus_board_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  LudusBoardView *self = LUDUS_BOARD_VIEW (object);
  LudusBoardViewPrivate *priv = ludus_board_view_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, priv->game);
      break;

    case PROP_SESSION:
      g_value_set_object (value, priv->session);
      break;

    case PROP_CONFIRM_END_TURN:
      g_value_set_boolean (value, priv->confirm_end_turn);
      break;

    case PROP_SHOW_PROJECTIONS:
      g_value_set_boolean (value, priv->show_projections);
      break;

    case PROP_SCALE:
      g_value_set_double (value, priv->scale);
      break;

    case PROP_READ_ONLY:
      g_value_set_boolean (value, priv->read_only);
      break;

    case PROP_LOG_SHOWN:
      g_value_set_boolean (value, priv->log_shown);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludus_board_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  LudusBoardView *self = LUDUS_BOARD_VIEW (object);
  LudusBoardViewPrivate *priv = ludus_board_view_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_GAME:
      set_game (self, g_value_get_object (value));
      break;

    case PROP_SESSION:
      if (priv->session != g_value_get_object (value))
        {
          _ludus_board_view_follow_waits (self, priv->session, g_value_get_object (value));
          g_set_object (&priv->session, g_value_get_object (value));
        }
      break;

    case PROP_CONFIRM_END_TURN:
      ludus_board_view_set_confirm_end_turn (self, g_value_get_boolean (value));
      break;

    case PROP_SHOW_PROJECTIONS:
      if (priv->show_projections != g_value_get_boolean (value))
        {
          priv->show_projections = g_value_get_boolean (value);
          refresh (self);
          g_object_notify_by_pspec (object, pspec);
        }
      break;

    case PROP_READ_ONLY:
      priv->read_only = g_value_get_boolean (value);
      break;

    case PROP_LOG_SHOWN:
      if (priv->log_shown != g_value_get_boolean (value))
        {
          priv->log_shown = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludus_board_view_class_init (LudusBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = ludus_board_view_constructed;
  object_class->dispose = ludus_board_view_dispose;
  object_class->get_property = ludus_board_view_get_property;
  object_class->set_property = ludus_board_view_set_property;

  /**
   * LudusBoardView:game:
   *
   * The game on the table, of the subclass's game.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         LUDUS_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  /**
   * LudusBoardView:session:
   *
   * What runs the game (computer turns, autosave); %NULL in tests that
   * show a game nobody plays on.  A sheet holds it.
   */
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL,
                         LUDUS_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  /**
   * LudusBoardView:confirm-end-turn:
   *
   * Ask before a move that ends a human's turn; the window binds it to
   * the preference of the same name.
   */
  properties[PROP_CONFIRM_END_TURN] =
    g_param_spec_boolean ("confirm-end-turn", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * LudusBoardView:show-projections:
   *
   * Show beside each score the score if the game ended now; the window
   * binds it to the preference of the same name.
   */
  properties[PROP_SHOW_PROJECTIONS] =
    g_param_spec_boolean ("show-projections", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * LudusBoardView:read-only:
   *
   * Shows the game without offering any move or sheet, as a game review
   * does: no session may run it.
   */
  properties[PROP_READ_ONLY] =
    g_param_spec_boolean ("read-only", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  /**
   * LudusBoardView:scale:
   *
   * How much the pieces grow beyond their natural size, from 1 (a
   * 1024×768 window) up to MAX_SCALE or the view's own limit
   * (ludus_board_view_set_growth()), keeping their proportions.  A board
   * view gives its pieces sizes from it.
   */
  properties[PROP_SCALE] =
    g_param_spec_double ("scale", NULL, NULL, 1.0, MAX_MAX_SCALE, 1.0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * LudusBoardView:log-shown:
   *
   * The game log is on screen beside or below the board, so the board
   * need not repeat its last line; the game page binds it to its log
   * toggle.
   */
  properties[PROP_LOG_SHOWN] =
    g_param_spec_boolean ("log-shown", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * LudusBoardView::refuse-move:
   * @move: (type gpointer): the legal move a person chose, a `const LudusMove *`
   *
   * A person chose @move, which the rules allow.  A handler that returns
   * %TRUE keeps it from being played (a tutorial waiting for another move)
   * and says why itself.
   *
   * Returns: whether @move is refused
   */
  signals[REFUSE_MOVE] =
    g_signal_new ("refuse-move", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, g_signal_accumulator_true_handled, NULL, NULL,
                  G_TYPE_BOOLEAN, 1, G_TYPE_POINTER);

  widget_class->measure = ludus_board_view_measure;
  widget_class->size_allocate = ludus_board_view_size_allocate;
  widget_class->snapshot = ludus_board_view_snapshot;
}

static void
ludus_board_view_init (LudusBoardView *self)
{
  LudusBoardViewPrivate *priv = ludus_board_view_get_instance_private (self);

  priv->scale = priv->pending_scale = 1.0;
  ludus_arrangement_init (&priv->rescale, GTK_WIDGET (self), apply_scale);
  priv->natural_height = NATURAL_HEIGHT;
  priv->max_scale = MAX_SCALE;
  priv->show_projections = TRUE;
  priv->hint_marks = g_ptr_array_new_with_free_func (g_object_unref);
  priv->change_marks = g_ptr_array_new_with_free_func (g_object_unref);
  priv->shown_move = -1;
  priv->flights = ludus_flight_layer_new ();
  gtk_widget_set_parent (priv->flights, GTK_WIDGET (self));
  gtk_widget_set_layout_manager (GTK_WIDGET (self), NULL);
  /* Ctrl+F1: the focused element's rule (ludus-rule-help.c). */
  ludus_rule_help_attach (GTK_WIDGET (self));
}

/**
 * ludus_board_view_set_growth:
 * @natural_height: the board's height, in pixels, at which its pieces have
 *   their natural size
 * @max_scale: how much they may grow beyond it, at most 3
 *
 * For a table that needs less height than the usual board (700 px), so
 * that its pieces grow until it fills a tall window.  The width at which
 * pieces have their natural size stays 760 px.
 */
void
ludus_board_view_set_growth (LudusBoardView *self,
                             double          natural_height,
                             double          max_scale)
{
  LudusBoardViewPrivate *priv = ludus_board_view_get_instance_private (self);

  g_return_if_fail (LUDUS_IS_BOARD_VIEW (self));
  g_return_if_fail (natural_height > 0 && max_scale >= 1.0 && max_scale <= MAX_MAX_SCALE);

  priv->natural_height = natural_height;
  priv->max_scale = max_scale;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

gboolean
ludus_board_view_get_read_only (LudusBoardView *self)
{
  LudusBoardViewPrivate *priv = ludus_board_view_get_instance_private (self);

  g_return_val_if_fail (LUDUS_IS_BOARD_VIEW (self), FALSE);

  return priv->read_only;
}

double
ludus_board_view_get_scale (LudusBoardView *self)
{
  LudusBoardViewPrivate *priv = ludus_board_view_get_instance_private (self);

  g_return_val_if_fail (LUDUS_IS_BOARD_VIEW (self), 1.0);

  return priv->scale;
}

LudusGame *
ludus_board_view_get_game (LudusBoardView *self)
{
  LudusBoardViewPrivate *priv = ludus_board_view_get_instance_private (self);

  g_return_val_if_fail (LUDUS_IS_BOARD_VIEW (self), NULL);

  return priv->game;
}

LudusSession *
ludus_board_view_get_session (LudusBoardView *self)
{
  LudusBoardViewPrivate *priv = ludus_board_view_get_instance_private (self);

  g_return_val_if_fail (LUDUS_IS_BOARD_VIEW (self), NULL);

  return priv->session;
}

/**
 * ludus_board_view_get_projections:
 * @projections: (out caller-allocates): room for LUDUS_MAX_PLAYERS
 *
 * Fills the players' projected scores for the panels.
 *
 * Returns: %FALSE when the view shows no projections (the preference is
 *   off, or the game has none): the panels then hide theirs.
 */
gboolean
ludus_board_view_get_projections (LudusBoardView  *self,
                                  LudusProjection *projections)
{
  LudusBoardViewPrivate *priv = ludus_board_view_get_instance_private (self);

  g_return_val_if_fail (LUDUS_IS_BOARD_VIEW (self), FALSE);
  g_return_val_if_fail (projections != NULL, FALSE);

  if (!priv->show_projections || priv->game == NULL)
    return FALSE;
  return ludus_game_project_scores (priv->game, projections);
}

gboolean
ludus_board_view_get_confirm_end_turn (LudusBoardView *self)
{
  LudusBoardViewPrivate *priv = ludus_board_view_get_instance_private (self);

  g_return_val_if_fail (LUDUS_IS_BOARD_VIEW (self), FALSE);

  return priv->confirm_end_turn;
}

void
ludus_board_view_set_confirm_end_turn (LudusBoardView *self,
                                       gboolean        confirm)
{
  LudusBoardViewPrivate *priv = ludus_board_view_get_instance_private (self);

  g_return_if_fail (LUDUS_IS_BOARD_VIEW (self));

  confirm = !!confirm;
  if (priv->confirm_end_turn == confirm)
    return;
  priv->confirm_end_turn = confirm;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CONFIRM_END_TURN]);
}

/**
 * ludus_board_view_human_to_play:
 *
 * Returns: whether a person at the table may move now: the view is not
 *   read-only, the game goes on, the seat to move is human, and no sheet
 *   waits to be read
 */
gboolean
ludus_board_view_human_to_play (LudusBoardView *self)
{
  LudusBoardViewPrivate *priv = ludus_board_view_get_instance_private (self);

  g_return_val_if_fail (LUDUS_IS_BOARD_VIEW (self), FALSE);

  return priv->game != NULL &&
         !priv->read_only &&
         priv->sheet == NULL &&
         !ludus_game_is_over (priv->game) &&
         !ludus_game_current_seat_is_computer (priv->game);
}

/* Whether a person may play @move now. */
gboolean
ludus_board_view_is_legal (LudusBoardView  *self,
                           const LudusMove *move)
{
  LudusBoardViewPrivate *priv = ludus_board_view_get_instance_private (self);

  g_return_val_if_fail (LUDUS_IS_BOARD_VIEW (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  return ludus_board_view_human_to_play (self) && ludus_game_is_legal (priv->game, move);
}

/**
 * ludus_board_view_play:
 * @move: a move the person to play chose
 *
 * Plays @move if a person may play it now (a stale click or key may come
 * after the turn ended) and no handler of LudusBoardView::refuse-move
 * refuses it.
 *
 * Returns: whether it was played
 */
gboolean
ludus_board_view_play (LudusBoardView  *self,
                       const LudusMove *move)
{
  LudusBoardViewPrivate *priv = ludus_board_view_get_instance_private (self);
  g_autoptr(GError) error = NULL;
  gboolean refused = FALSE;

  g_return_val_if_fail (LUDUS_IS_BOARD_VIEW (self), FALSE);

  if (!ludus_board_view_is_legal (self, move))
    return FALSE;
  g_signal_emit (self, signals[REFUSE_MOVE], 0, move, &refused);
  if (refused)
    {
      /* The view starts the turn again, the guide outlined. */
      refresh (self);
      return FALSE;
    }
  if (!ludus_game_apply_move (priv->game, move, &error))
    {
      /* is_legal said yes: the model and the view disagree. */
      g_critical ("A legal move was refused: %s", error->message);
      return FALSE;
    }
  return TRUE;
}

/* The name a player is shown by. */
const char *
ludus_board_view_player_name (LudusBoardView *self,
                              guint           player)
{
  LudusBoardViewPrivate *priv = ludus_board_view_get_instance_private (self);

  g_return_val_if_fail (LUDUS_IS_BOARD_VIEW (self), "");
  g_return_val_if_fail (priv->game != NULL, "");
  g_return_val_if_fail (player < ludus_game_get_n_players (priv->game), "");

  return ludus_game_get_player_name (priv->game, player);
}

/**
 * ludus_board_view_present:
 * @dialog: a dialog about this board, e.g. a confirmation
 *
 * Presents @dialog over the window the board is in.
 */
void
ludus_board_view_present (LudusBoardView *self,
                          GtkWindow      *dialog)
{
  GtkRoot *root;

  g_return_if_fail (LUDUS_IS_BOARD_VIEW (self));
  g_return_if_fail (GTK_IS_WINDOW (dialog));

  /* The one place a board view looks at its toplevel: to be transient. */
  root = gtk_widget_get_root (GTK_WIDGET (self));
  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (dialog, GTK_WINDOW (root));
  gtk_window_set_modal (dialog, TRUE);
  ludus_accessible_fix_mnemonics (GTK_WIDGET (dialog));
  gtk_window_present (dialog);
}

/**
 * ludus_board_view_show_sheet:
 * @sheet: (transfer none): a window the players read before play goes on
 *
 * Presents @sheet, replacing the sheet on screen if any, and holds the
 * session (no computer moves, no final ranking) until @sheet is closed.
 */
void
ludus_board_view_show_sheet (LudusBoardView *self,
                             GtkWindow      *sheet)
{
  LudusBoardViewPrivate *priv = ludus_board_view_get_instance_private (self);

  g_return_if_fail (LUDUS_IS_BOARD_VIEW (self));
  g_return_if_fail (GTK_IS_WINDOW (sheet));

  ludus_board_view_close_sheet (self);
  if (priv->read_only)
    {
      /* Nobody reads it: the position is only shown. */
      gtk_window_destroy (sheet);
      return;
    }

  priv->sheet = sheet;
  if (priv->session != NULL)
    {
      priv->held = g_object_ref (priv->session);
      ludus_session_hold (priv->held);
    }
  g_signal_connect_object (sheet, "destroy", G_CALLBACK (sheet_destroyed_cb), self,
                           G_CONNECT_SWAPPED);
  ludus_board_view_present (self, sheet);
  if (priv->guide_names != NULL && !priv->has_hint)
    _ludus_board_view_mark_named (self, GTK_WIDGET (sheet));
}

/**
 * ludus_board_view_get_sheet:
 *
 * Returns: (transfer none) (nullable): the sheet on screen
 */
GtkWindow *
ludus_board_view_get_sheet (LudusBoardView *self)
{
  LudusBoardViewPrivate *priv = ludus_board_view_get_instance_private (self);

  g_return_val_if_fail (LUDUS_IS_BOARD_VIEW (self), NULL);

  return priv->sheet;
}

/* Closes the sheet on screen, if any; play goes on. */
void
ludus_board_view_close_sheet (LudusBoardView *self)
{
  LudusBoardViewPrivate *priv = ludus_board_view_get_instance_private (self);

  g_return_if_fail (LUDUS_IS_BOARD_VIEW (self));

  if (priv->sheet != NULL)
    gtk_window_destroy (priv->sheet);
}

/* A line of a view's header (whose turn, what to do), cut to the room it
 * keeps so that the board below never moves: the whole of it in the
 * tooltip.  The prompt reserves its lines with the board-prompt class. */
void
ludus_board_view_set_header_text (GtkLabel   *label,
                                  const char *text)
{
  g_return_if_fail (GTK_IS_LABEL (label));

  gtk_label_set_text (label, text);
  ludus_rule_help_set_tooltip (GTK_WIDGET (label), text != NULL && *text != '\0' ? text : NULL);
}

/* For the view's other files. */
LudusBoardViewPrivate *
_ludus_board_view_get_private (LudusBoardView *self)
{
  return ludus_board_view_get_instance_private (self);
}

/* For ludus-board-view-motion.c. */
LudusFlightLayer *
_ludus_board_view_get_flight_layer (LudusBoardView *self)
{
  LudusBoardViewPrivate *priv = ludus_board_view_get_instance_private (self);

  return LUDUS_FLIGHT_LAYER (priv->flights);
}
