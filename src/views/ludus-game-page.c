/* ludus-game-page.c: a game in play, with its log beside it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The header bar (back, undo and redo, the thinking spinner, what
 * happened since the last human decision, the log toggle), the board
 * view, and the game's log: the session's log model bound to a list box, a
 * move's consequences indented under it, kept scrolled to the newest line.
 * While the session pauses after a computer's turn, a Continue button
 * (game.play-on, also Space); over the board, the hand-over card while the
 * screen passes to the next person (game.take-turn).
 *
 * GTK 4.8 cannot announce anything to a screen reader, so a move (a
 * computer's, say) reaches one through the log: the list's description
 * names the newest line, and when the focus is in the log it moves to each
 * new line, which a screen reader then reads out.  The focus is never
 * taken from the board.  The window owns the session; this page
 * only shows it.
 */

#define G_LOG_DOMAIN "ludus-game-page"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-arrangement.h"
#include "ludus-board-view.h"
#include "ludus-game-page.h"
#include "ludus-hand-over.h"
#include "ludus-log-entry.h"
#include "ludus-motion.h"
#include "ludus-recent-moves.h"
#include "ludus-rule-help.h"

struct _LudusGamePage
{
  AdwBin             parent_instance;

  LudusSession      *session;

  AdwBin            *board_bin;
  AdwBin            *coach_bin;
  AdwBin            *table_bin;
  AdwBin            *table_banner_bin;
  AdwWindowTitle    *game_title;
  GtkMenuButton     *menu_button;
  GtkButton         *undo_button;
  GtkToggleButton   *log_button;
  GtkWidget         *ranking_button;
  GtkListBox        *log_list;
  GtkScrolledWindow *log_scroller;
  AdwFlap           *game_flap;
  LudusArrangement   log_turn;
  LudusArrangement   log_follow;
  GtkSpinner        *thinking_spinner;
  GtkRevealer       *hint_revealer;
  GtkLabel          *hint_label;
  gboolean           hinting;
  GtkWidget         *play_on_button;
  LudusHandOver     *hand_over;
  GtkMenuButton     *recent_button;
  LudusRecentMoves  *recent_moves;
  int                chosen_move;   /* the move of the log line a person selected, or -1 */
  gboolean           selecting;     /* the page selects a line itself */
};

G_DEFINE_FINAL_TYPE (LudusGamePage, ludus_game_page, ADW_TYPE_BIN)

/* The move a line of the log tells, or -1 for the game's header line. */
static int
row_move (LudusGamePage *self,
          GtkWidget     *label)
{
  LudusLogEntry *entry = g_object_get_data (G_OBJECT (label), "ludus-log-entry");
  GtkWidget *row = gtk_widget_get_parent (label);

  if (entry == NULL || self->session == NULL ||
      (GTK_IS_LIST_BOX_ROW (row) && gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row)) == 0 &&
       ludus_game_get_log_header (ludus_session_get_game (self->session)) != NULL))
    return -1;
  return ludus_log_entry_get_move (entry);
}

/* The board marks what a move changed while a person points at its line,
 * and then what it marked before. */
static void
show_move (LudusGamePage *self,
           int            move)
{
  GtkWidget *board = adw_bin_get_child (self->board_bin);

  if (LUDUS_IS_BOARD_VIEW (board))
    ludus_board_view_show_move (LUDUS_BOARD_VIEW (board), move);
}

static void
log_row_enter_cb (GtkEventControllerMotion *controller,
                  double                    x,
                  double                    y,
                  LudusGamePage            *self)
{
  show_move (self, row_move (self, gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller))));
}

static void
log_row_leave_cb (LudusGamePage *self)
{
  show_move (self, self->chosen_move);
}

/* A line selected with the keyboard or a click marks its move. */
static void
log_row_selected_cb (LudusGamePage *self,
                     GtkListBoxRow *row)
{
  if (self->selecting)
    return;
  self->chosen_move = row != NULL ? row_move (self, gtk_list_box_row_get_child (row)) : -1;
  show_move (self, self->chosen_move);
}

/* One row of the log: a move's sentence, or a consequence of it (a day's
 * scoring, say), indented under it. */
static GtkWidget *
create_log_row (gpointer item,
                gpointer user_data)
{
  LudusLogEntry *entry = item;
  GtkWidget *label = gtk_label_new (ludus_log_entry_get_text (entry));
  GtkEventController *motion = gtk_event_controller_motion_new ();

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "log-entry");
  if (ludus_log_entry_get_consequence (entry))
    gtk_widget_add_css_class (label, "consequence");
  g_object_set_data_full (G_OBJECT (label), "ludus-log-entry", g_object_ref (entry), g_object_unref);
  g_signal_connect_object (motion, "enter", G_CALLBACK (log_row_enter_cb), user_data, 0);
  g_signal_connect_object (motion, "leave", G_CALLBACK (log_row_leave_cb), user_data, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (label, motion);
  return label;
}

/* The line of the last move stays selected while a computer made it: the
 * line the board's marks stand for. */
static void
select_last_computer_move (LudusGamePage *self,
                           GListModel    *log)
{
  LudusGame *game = ludus_session_get_game (self->session);
  guint n_moves = ludus_game_get_n_moves (game);
  guint n_items = g_list_model_get_n_items (log);
  GtkListBoxRow *row = NULL;

  if (n_moves > 0 && !ludus_game_seat_plays_here (game, ludus_game_get_move_player (game, n_moves - 1)))
    {
      /* The move's sentence, above its consequences. */
      for (guint i = n_items; i > 0 && row == NULL; i--)
        {
          g_autoptr(LudusLogEntry) entry = g_list_model_get_item (log, i - 1);

          if (ludus_log_entry_get_move (entry) == n_moves - 1 && !ludus_log_entry_get_consequence (entry))
            row = gtk_list_box_get_row_at_index (self->log_list, i - 1);
        }
    }

  self->selecting = TRUE;
  if (row != NULL)
    gtk_list_box_select_row (self->log_list, row);
  else
    gtk_list_box_unselect_all (self->log_list);
  self->selecting = FALSE;
}

/* New log lines arrive at the bottom: keep them in view once the list has
 * grown, or the window was resized.  The bounds change during layout, too
 * late to scroll in it: scroll after it, in the same frame
 * (ludus-arrangement.c). */
static void
scroll_log_to_end (GtkWidget *widget)
{
  LudusGamePage *self = LUDUS_GAME_PAGE (widget);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->log_scroller);

  gtk_adjustment_set_value (adjustment,
                            gtk_adjustment_get_upper (adjustment) -
                            gtk_adjustment_get_page_size (adjustment));
}

/* The spinner shows while a computer seat is about to move, or looks for
 * a hint. */
static void
thinking_changed_cb (LudusGamePage *self)
{
  gboolean thinking = self->hinting ||
                      (self->session != NULL && ludus_session_get_thinking (self->session));

  if (self->thinking_spinner == NULL)
    return;
  ludus_rule_help_set_tooltip (GTK_WIDGET (self->thinking_spinner),
                               self->hinting ? _("Looking for a hint")
                                             : _("A computer player is thinking"));
  gtk_widget_set_visible (GTK_WIDGET (self->thinking_spinner), thinking);
  gtk_spinner_set_spinning (self->thinking_spinner, thinking);
}

/* The log's description names its newest line; an empty log (a new
 * game's, or none) has none, never the last game's. */
static void
update_log_description (LudusGamePage *self,
                        GListModel    *log)
{
  guint n_items = log != NULL ? g_list_model_get_n_items (log) : 0;
  g_autoptr(LudusLogEntry) entry = NULL;
  g_autofree char *description = NULL;

  if (n_items == 0)
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self->log_list), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      return;
    }
  entry = g_list_model_get_item (log, n_items - 1);
  /* Translators: what a screen reader says of the game log: its newest line */
  description = g_strdup_printf (_("Newest: %s"), ludus_log_entry_get_text (entry));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->log_list),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

/* The others' moves since the last human decision stand out in the log
 * until the next one, and "What happened" lists them.  Every move and undo
 * changes the log, so the log's changes are the one trigger. */
static void
update_recent (LudusGamePage *self)
{
  GListModel *log;
  LudusGame *game;
  guint since, n_items;
  gboolean has_header;

  if (self->session == NULL)
    {
      gtk_widget_set_sensitive (GTK_WIDGET (self->recent_button), FALSE);
      return;
    }

  game = ludus_session_get_game (self->session);
  log = ludus_session_get_log (self->session);
  since = ludus_session_get_moves_since (self->session, -1);
  gtk_widget_set_sensitive (GTK_WIDGET (self->recent_button), since < ludus_game_get_n_moves (game));

  n_items = g_list_model_get_n_items (log);
  has_header = ludus_game_get_log_header (game) != NULL;
  for (guint i = 0; i < n_items; i++)
    {
      g_autoptr(LudusLogEntry) entry = g_list_model_get_item (log, i);
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->log_list, i);
      gboolean recent = !(i == 0 && has_header) && ludus_log_entry_get_move (entry) >= since;

      if (row == NULL)
        continue;
      if (recent)
        gtk_widget_add_css_class (gtk_list_box_row_get_child (row), "recent");
      else
        gtk_widget_remove_css_class (gtk_list_box_row_get_child (row), "recent");
    }
}

static void
log_items_changed_cb (GListModel    *log,
                      guint          position,
                      guint          removed,
                      guint          added,
                      LudusGamePage *self)
{
  guint n_items = g_list_model_get_n_items (log);
  GtkListBoxRow *row;
  GtkRoot *root;
  GtkWidget *focus;

  update_log_description (self, log);
  update_recent (self);
  /* A new move: the board marks the computers' moves again. */
  self->chosen_move = -1;
  show_move (self, -1);
  select_last_computer_move (self, log);
  if (added == 0 || n_items == 0)
    return;

  row = gtk_list_box_get_row_at_index (self->log_list, n_items - 1);
  root = gtk_widget_get_root (GTK_WIDGET (self));
  focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  if (row != NULL && focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->log_list)))
    gtk_widget_grab_focus (GTK_WIDGET (row));
}

/* The log's height when it sits below the board. */
#define LOG_HEIGHT_BELOW 96
#define LOG_TURN_SLACK   12

static void
turn_log_now (GtkWidget *widget)
{
  LudusGamePage *self = LUDUS_GAME_PAGE (widget);
  GtkOrientation orientation = gtk_orientable_get_orientation (GTK_ORIENTABLE (self->game_flap));

  orientation = orientation == GTK_ORIENTATION_HORIZONTAL ? GTK_ORIENTATION_VERTICAL
                                                          : GTK_ORIENTATION_HORIZONTAL;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->game_flap), orientation);
  /* Below, a few lines high: the board keeps the height. */
  gtk_widget_set_vexpand (GTK_WIDGET (self->log_scroller), orientation == GTK_ORIENTATION_HORIZONTAL);
  gtk_scrolled_window_set_propagate_natural_height (self->log_scroller,
                                                    orientation == GTK_ORIENTATION_VERTICAL);
  gtk_scrolled_window_set_max_content_height (self->log_scroller,
                                              orientation == GTK_ORIENTATION_VERTICAL ? LOG_HEIGHT_BELOW : -1);
  gtk_scrolled_window_set_min_content_height (self->log_scroller,
                                              orientation == GTK_ORIENTATION_VERTICAL ? LOG_HEIGHT_BELOW : -1);
}

/* The flap is turned after the layout, not during it. */
static void
turn_log (LudusGamePage *self)
{
  ludus_arrangement_queue (&self->log_turn);
}

/* Too narrow for the log beside the board: below it, rather than over it. */
static void
flap_folded_cb (LudusGamePage *self)
{
  if (adw_flap_get_folded (self->game_flap) &&
      gtk_orientable_get_orientation (GTK_ORIENTABLE (self->game_flap)) == GTK_ORIENTATION_HORIZONTAL)
    turn_log (self);
}

static void
ludus_game_page_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  *minimum = *natural = 0;
  if (child != NULL)
    gtk_widget_measure (child, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
}

/* Below the board, back beside it once both fit side by side. */
static void
ludus_game_page_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  LudusGamePage *self = LUDUS_GAME_PAGE (widget);
  GtkWidget *child = adw_bin_get_child (ADW_BIN (self));
  GtkWidget *board;
  int board_min = 0, log_min = 0;

  if (child == NULL)
    return;
  gtk_widget_allocate (child, width, height, baseline, NULL);
  board = adw_bin_get_child (self->board_bin);
  if (board == NULL ||
      gtk_orientable_get_orientation (GTK_ORIENTABLE (self->game_flap)) == GTK_ORIENTATION_HORIZONTAL)
    return;
  gtk_widget_measure (board, GTK_ORIENTATION_HORIZONTAL, -1, &board_min, NULL, NULL, NULL);
  gtk_widget_measure (adw_flap_get_flap (self->game_flap), GTK_ORIENTATION_HORIZONTAL, -1,
                      &log_min, NULL, NULL, NULL);
  /* The separator, and some slack so a window at the edge does not
   * turn the log back and forth. */
  if (width >= board_min + log_min + LOG_TURN_SLACK)
    turn_log (self);
}

/* The Continue button shows while the session waits after a computer's
 * turn, and the title's subtitle says who moves next. */
static void
paused_changed_cb (LudusGamePage *self)
{
  gboolean paused = self->session != NULL && ludus_session_get_paused (self->session);
  g_autofree char *text = NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.play-on", paused);
  if (paused)
    {
      LudusGame *game = ludus_session_get_game (self->session);

      /* Translators: the subtitle of a game's window while it waits after
       * a computer player's turn; %s is the computer player who moves next */
      text = g_strdup_printf (_("Paused: %s moves next"),
                              ludus_game_get_player_name (game, ludus_game_get_current_player (game)));
    }
  adw_window_title_set_subtitle (self->game_title, text);
  /* The focus stays where it is: Space plays on from anywhere. */
  gtk_widget_set_visible (self->play_on_button, paused);
}

/* The hand-over card covers the board until the next person starts. */
static void
handing_over_changed_cb (LudusGamePage *self)
{
  gboolean handing_over = self->session != NULL && ludus_session_get_handing_over (self->session);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.take-turn", handing_over);
  /* Out of reach of clicks and Tab while covered. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->board_bin), !handing_over);
  gtk_widget_set_visible (GTK_WIDGET (self->hand_over), handing_over);
  if (handing_over)
    ludus_hand_over_show_turn (self->hand_over, self->session);
}

static void
recent_popover_show_cb (LudusGamePage *self)
{
  if (self->session != NULL)
    ludus_recent_moves_show (self->recent_moves, ludus_session_get_game (self->session),
                             ludus_session_get_moves_since (self->session, -1));
}

static void
play_on_activated_cb (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  LudusGamePage *self = LUDUS_GAME_PAGE (widget);

  if (self->session != NULL)
    ludus_session_continue (self->session);
}

static void
take_turn_activated_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  LudusGamePage *self = LUDUS_GAME_PAGE (widget);
  GtkWidget *board = adw_bin_get_child (self->board_bin);

  if (self->session == NULL)
    return;
  ludus_session_take_turn (self->session);
  /* Back to the board, where the turn is played. */
  if (board != NULL)
    gtk_widget_child_focus (board, GTK_DIR_TAB_FORWARD);
}

/* Space plays on during a pause wherever the focus is; otherwise it goes
 * to the focused widget as usual. */
static gboolean
space_cb (GtkWidget *widget,
          GVariant  *args,
          gpointer   user_data)
{
  LudusGamePage *self = LUDUS_GAME_PAGE (widget);

  if (self->session == NULL || !ludus_session_get_paused (self->session))
    return FALSE;
  ludus_session_continue (self->session);
  return TRUE;
}

static void
hide_hint_cb (LudusGamePage *self)
{
  ludus_game_page_set_hint_text (self, NULL);
}

static void
ludus_game_page_dispose (GObject *object)
{
  LudusGamePage *self = LUDUS_GAME_PAGE (object);

  ludus_game_page_clear (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), LUDUS_TYPE_GAME_PAGE);
  /* After the log and the flap are gone, which may queue them. */
  ludus_arrangement_cancel (&self->log_turn);
  ludus_arrangement_cancel (&self->log_follow);

  G_OBJECT_CLASS (ludus_game_page_parent_class)->dispose (object);
}

static void
ludus_game_page_class_init (LudusGamePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_game_page_dispose;
  widget_class->measure = ludus_game_page_measure;
  widget_class->size_allocate = ludus_game_page_size_allocate;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ludus-game-page.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusGamePage, menu_button);
  gtk_widget_class_bind_template_child (widget_class, LudusGamePage, undo_button);
  gtk_widget_class_bind_template_child (widget_class, LudusGamePage, board_bin);
  gtk_widget_class_bind_template_child (widget_class, LudusGamePage, coach_bin);
  gtk_widget_class_bind_template_child (widget_class, LudusGamePage, table_bin);
  gtk_widget_class_bind_template_child (widget_class, LudusGamePage, table_banner_bin);
  gtk_widget_class_bind_template_child (widget_class, LudusGamePage, game_title);
  gtk_widget_class_bind_template_child (widget_class, LudusGamePage, log_button);
  gtk_widget_class_bind_template_child (widget_class, LudusGamePage, ranking_button);
  gtk_widget_class_bind_template_child (widget_class, LudusGamePage, log_list);
  gtk_widget_class_bind_template_child (widget_class, LudusGamePage, log_scroller);
  gtk_widget_class_bind_template_child (widget_class, LudusGamePage, game_flap);
  gtk_widget_class_bind_template_child (widget_class, LudusGamePage, thinking_spinner);
  gtk_widget_class_bind_template_child (widget_class, LudusGamePage, hint_revealer);
  gtk_widget_class_bind_template_child (widget_class, LudusGamePage, hint_label);
  gtk_widget_class_bind_template_child (widget_class, LudusGamePage, play_on_button);
  gtk_widget_class_bind_template_child (widget_class, LudusGamePage, hand_over);
  gtk_widget_class_bind_template_child (widget_class, LudusGamePage, recent_button);
  gtk_widget_class_bind_template_child (widget_class, LudusGamePage, recent_moves);
  gtk_widget_class_bind_template_callback (widget_class, hide_hint_cb);
  gtk_widget_class_bind_template_callback (widget_class, recent_popover_show_cb);

  gtk_widget_class_install_action (widget_class, "game.play-on", NULL, play_on_activated_cb);
  gtk_widget_class_install_action (widget_class, "game.take-turn", NULL, take_turn_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, flap_folded_cb);
}

static void
ludus_game_page_init (LudusGamePage *self)
{
  /* Its own size_allocate, which sees the width the board gets. */
  GtkEventController *shortcuts;

  g_type_ensure (LUDUS_TYPE_HAND_OVER);
  g_type_ensure (LUDUS_TYPE_RECENT_MOVES);
  gtk_widget_set_layout_manager (GTK_WIDGET (self), NULL);
  gtk_widget_init_template (GTK_WIDGET (self));
  ludus_arrangement_init (&self->log_turn, GTK_WIDGET (self), turn_log_now);
  ludus_motion_follow (GTK_WIDGET (self->game_flap));
  ludus_motion_follow (GTK_WIDGET (self->hint_revealer));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.play-on", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.take-turn", FALSE);
  /* Before the focused widget sees it, only while paused (space_cb). */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_space, 0),
                                                          gtk_callback_action_new (space_cb, NULL, NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
  /* win.show-ranking is on only while the game is over. */
  g_object_bind_property (self->ranking_button, "sensitive", self->ranking_button, "visible",
                          G_BINDING_SYNC_CREATE);
  ludus_arrangement_init (&self->log_follow, GTK_WIDGET (self), scroll_log_to_end);
  ludus_arrangement_queue_on_bounds (&self->log_follow, gtk_scrolled_window_get_vadjustment (self->log_scroller));
  self->chosen_move = -1;
  g_signal_connect_object (self->log_list, "row-selected", G_CALLBACK (log_row_selected_cb),
                           self, G_CONNECT_SWAPPED);
}

/**
 * ludus_game_page_show:
 * @session: the session of the game in play
 * @board_view: (transfer floating): the view of its game
 *
 * Shows @board_view, with the game's name in the title, its log beside it
 * and the spinner following the session's thinking state.
 */
void
ludus_game_page_show (LudusGamePage *self,
                      LudusSession  *session,
                      GtkWidget     *board_view)
{
  const LudusRules *rules;

  g_return_if_fail (LUDUS_IS_GAME_PAGE (self));
  g_return_if_fail (LUDUS_IS_SESSION (session));
  g_return_if_fail (GTK_IS_WIDGET (board_view));

  rules = ludus_game_get_rules (ludus_session_get_game (session));
  if (self->session != session)
    {
      ludus_game_page_clear (self);
      self->session = g_object_ref (session);
      gtk_list_box_bind_model (self->log_list, ludus_session_get_log (session),
                               create_log_row, self, NULL);
      /* After the list box's own handler: the new rows are there. */
      g_signal_connect_object (ludus_session_get_log (session), "items-changed",
                               G_CALLBACK (log_items_changed_cb), self, 0);
      update_log_description (self, ludus_session_get_log (session));
      g_signal_connect_object (session, "notify::thinking", G_CALLBACK (thinking_changed_cb),
                               self, G_CONNECT_SWAPPED);
      g_signal_connect_object (session, "notify::paused", G_CALLBACK (paused_changed_cb),
                               self, G_CONNECT_SWAPPED);
      g_signal_connect_object (session, "notify::handing-over", G_CALLBACK (handing_over_changed_cb),
                               self, G_CONNECT_SWAPPED);
      thinking_changed_cb (self);
      paused_changed_cb (self);
      handing_over_changed_cb (self);
      update_recent (self);
      self->chosen_move = -1;
      select_last_computer_move (self, ludus_session_get_log (session));
    }
  if (adw_bin_get_child (self->board_bin) != board_view)
    {
      adw_bin_set_child (self->board_bin, board_view);
      if (LUDUS_IS_BOARD_VIEW (board_view))
        g_object_bind_property (self->log_button, "active", board_view, "log-shown", G_BINDING_SYNC_CREATE);
    }
  adw_window_title_set_title (self->game_title, rules->name != NULL ? _(rules->name) : rules->id);
}

/* Lets go of the game: no board, no log. */
void
ludus_game_page_clear (LudusGamePage *self)
{
  g_return_if_fail (LUDUS_IS_GAME_PAGE (self));

  if (self->coach_bin != NULL)
    adw_bin_set_child (self->coach_bin, NULL);
  if (self->table_bin != NULL)
    adw_bin_set_child (self->table_bin, NULL);
  if (self->table_banner_bin != NULL)
    adw_bin_set_child (self->table_banner_bin, NULL);
  if (self->board_bin != NULL)
    adw_bin_set_child (self->board_bin, NULL);
  if (self->log_list != NULL)
    {
      gtk_list_box_bind_model (self->log_list, NULL, NULL, NULL, NULL);
      update_log_description (self, NULL);
    }
  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      g_signal_handlers_disconnect_by_data (ludus_session_get_log (self->session), self);
      g_clear_object (&self->session);
      thinking_changed_cb (self);
      if (self->play_on_button != NULL)
        {
          paused_changed_cb (self);
          handing_over_changed_cb (self);
          update_recent (self);
        }
    }
}

LudusSession *
ludus_game_page_get_session (LudusGamePage *self)
{
  g_return_val_if_fail (LUDUS_IS_GAME_PAGE (self), NULL);

  return self->session;
}

/**
 * ludus_game_page_get_board:
 *
 * Returns: (transfer none) (nullable): the board view on the page
 */
GtkWidget *
ludus_game_page_get_board (LudusGamePage *self)
{
  g_return_val_if_fail (LUDUS_IS_GAME_PAGE (self), NULL);

  return adw_bin_get_child (self->board_bin);
}

/* The list of the log's lines. */
GtkListBox *
ludus_game_page_get_log (LudusGamePage *self)
{
  g_return_val_if_fail (LUDUS_IS_GAME_PAGE (self), NULL);

  return self->log_list;
}

/* Shows or hides the log (F9). */
void
ludus_game_page_toggle_log (LudusGamePage *self)
{
  g_return_if_fail (LUDUS_IS_GAME_PAGE (self));

  gtk_toggle_button_set_active (self->log_button, !gtk_toggle_button_get_active (self->log_button));
}

/* The log's toggle in the header bar: whether the log shows. */
GtkToggleButton *
ludus_game_page_get_log_button (LudusGamePage *self)
{
  g_return_val_if_fail (LUDUS_IS_GAME_PAGE (self), NULL);

  return self->log_button;
}

/* The main menu, shared with the other page. */
void
ludus_game_page_set_menu (LudusGamePage *self,
                          GMenuModel    *menu)
{
  g_return_if_fail (LUDUS_IS_GAME_PAGE (self));

  gtk_menu_button_set_menu_model (self->menu_button, menu);
}

/* Shows the spinner while the window looks for a hint. */
void
ludus_game_page_set_hinting (LudusGamePage *self,
                             gboolean       hinting)
{
  g_return_if_fail (LUDUS_IS_GAME_PAGE (self));

  self->hinting = hinting;
  thinking_changed_cb (self);
}

/**
 * ludus_game_page_set_undo_move:
 * @move: (nullable): the log sentence of the move undo takes back, or %NULL
 *
 * Makes the Undo button's tooltip say what it takes back.
 */
void
ludus_game_page_set_undo_move (LudusGamePage *self,
                               const char    *move)
{
  g_autofree char *tooltip = NULL;

  g_return_if_fail (LUDUS_IS_GAME_PAGE (self));

  if (self->undo_button == NULL)
    return;
  /* Translators: the Undo button's tooltip; %s is a sentence of the log,
   * such as "Anna took the shovel in Egypt" */
  tooltip = move != NULL ? g_strdup_printf (_("Undo: %s"), move) : g_strdup (_("Undo Move"));
  ludus_rule_help_set_tooltip (GTK_WIDGET (self->undo_button), tooltip);
}

/**
 * ludus_game_page_set_hint_text:
 * @text: (nullable): why the hint shown on the board is good, or %NULL
 *
 * Shows @text in a bar under the header bar, or hides the bar.
 */
void
ludus_game_page_set_hint_text (LudusGamePage *self,
                               const char    *text)
{
  g_return_if_fail (LUDUS_IS_GAME_PAGE (self));

  if (self->hint_revealer == NULL)
    return;
  if (text != NULL)
    gtk_label_set_text (self->hint_label, text);
  gtk_revealer_set_reveal_child (self->hint_revealer, text != NULL);
}

/* The text of the hint bar while it shows, else NULL. */
const char *
ludus_game_page_get_hint_text (LudusGamePage *self)
{
  g_return_val_if_fail (LUDUS_IS_GAME_PAGE (self), NULL);

  if (!gtk_revealer_get_reveal_child (self->hint_revealer))
    return NULL;
  return gtk_label_get_text (self->hint_label);
}

/**
 * ludus_game_page_set_coach:
 * @coach: (transfer floating) (nullable): a tutorial's coach, or %NULL
 *
 * Shows @coach above the board, until the game is left.
 */
void
ludus_game_page_set_coach (LudusGamePage *self,
                           GtkWidget     *coach)
{
  g_return_if_fail (LUDUS_IS_GAME_PAGE (self));
  g_return_if_fail (coach == NULL || GTK_IS_WIDGET (coach));

  adw_bin_set_child (self->coach_bin, coach);
}

/**
 * ludus_game_page_get_coach:
 *
 * Returns: (transfer none) (nullable): the coach above the board
 */
GtkWidget *
ludus_game_page_get_coach (LudusGamePage *self)
{
  g_return_val_if_fail (LUDUS_IS_GAME_PAGE (self), NULL);

  return adw_bin_get_child (self->coach_bin);
}

/**
 * ludus_game_page_set_table_panel:
 * @panel: (transfer floating) (nullable): an online table's players and
 *   chat, or %NULL
 *
 * Shows @panel below the log, until the game is left.
 */
void
ludus_game_page_set_table_panel (LudusGamePage *self,
                                 GtkWidget     *panel)
{
  g_return_if_fail (LUDUS_IS_GAME_PAGE (self));
  g_return_if_fail (panel == NULL || GTK_IS_WIDGET (panel));

  adw_bin_set_child (self->table_bin, panel);
}

/* Returns: (transfer none) (nullable): the panel below the log */
GtkWidget *
ludus_game_page_get_table_panel (LudusGamePage *self)
{
  g_return_val_if_fail (LUDUS_IS_GAME_PAGE (self), NULL);

  return adw_bin_get_child (self->table_bin);
}

/**
 * ludus_game_page_set_table_banner:
 * @banner: (transfer floating) (nullable): who an online table waits for,
 *   or %NULL
 *
 * Shows @banner above the board, until the game is left.
 */
void
ludus_game_page_set_table_banner (LudusGamePage *self,
                                  GtkWidget     *banner)
{
  g_return_if_fail (LUDUS_IS_GAME_PAGE (self));
  g_return_if_fail (banner == NULL || GTK_IS_WIDGET (banner));

  adw_bin_set_child (self->table_banner_bin, banner);
}

/* Returns: (transfer none) (nullable): the banner above the board */
GtkWidget *
ludus_game_page_get_table_banner (LudusGamePage *self)
{
  g_return_val_if_fail (LUDUS_IS_GAME_PAGE (self), NULL);

  return adw_bin_get_child (self->table_banner_bin);
}
