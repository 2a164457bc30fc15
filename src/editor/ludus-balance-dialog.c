/* ludus-balance-dialog.c: the balance check of a deck or board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Three pages: how many players and games; the progress, with Cancel; the
 * results beside the built-in content's.  Both checks run one after the
 * other in a worker thread (ludus_balance_run_async), with the same seed,
 * so that the two differ only by their content.
 */

#define G_LOG_DOMAIN "ludus-editor"

#include <glib/gi18n.h>

#include "ludus-balance-dialog.h"
#include "ludus-balance-chart.h"
#include "ludus-editor-form.h"
#include "ludus-motion.h"
#include "ludus-toast.h"

#define DEFAULT_GAMES 200

struct _LudusBalanceDialog
{
  AdwWindow      parent_instance;

  LudusContent  *content;
  LudusContent  *builtin_content;
  GCancellable  *cancellable;
  LudusBalance  *custom;
  LudusBalance  *builtin;
  guint          n_players;
  guint          n_games;
  guint64        seed;

  AdwToastOverlay *toasts;
  GtkStack      *stack;
  GtkAdjustment *players;
  GtkAdjustment *games;
  AdwComboRow   *level_row;
  GtkProgressBar *progress;
  GtkWidget     *chart;
  GtkWidget     *verdict;
  GtkWidget     *figures;
  GtkWidget     *export_button;
};

G_DEFINE_FINAL_TYPE (LudusBalanceDialog, ludus_balance_dialog, ADW_TYPE_WINDOW)

/* The levels offered: the easy players are quick, the normal ones search. */
static const LudusAiLevel levels[] = { LUDUS_AI_EASY, LUDUS_AI_NORMAL };

static void run_next (LudusBalanceDialog *self);

static void
progress_cb (guint    done,
             guint    total,
             gpointer user_data)
{
  LudusBalanceDialog *self = user_data;
  /* The built-in check is the second half. */
  guint all_done = done + (self->custom != NULL ? total : 0);
  g_autofree char *text = NULL;

  /* TRANSLATORS: the progress of a balance check: games played of all */
  text = g_strdup_printf (_("Game %u of %u"), all_done, 2 * total);
  gtk_progress_bar_set_fraction (self->progress, all_done / (2.0 * total));
  gtk_progress_bar_set_text (self->progress, text);
}

static char *
share_text (double share)
{
  /* TRANSLATORS: a share in percent, e.g. "52%" */
  return g_strdup_printf (_("%.0f%%"), share * 100);
}

/* "52% (45–59%)": a share and its 95% interval. */
static char *
share_with_interval (const LudusBalance *balance,
                     guint               p)
{
  /* TRANSLATORS: a win share, then its 95% interval, e.g. "52% (45–59%)" */
  return g_strdup_printf (_("%.0f%% (%.0f–%.0f%%)"), balance->win_share[p] * 100,
                          balance->win_low[p] * 100, balance->win_high[p] * 100);
}

static void
add_figure (LudusBalanceDialog *self,
            const char         *title,
            char               *custom,
            char               *builtin)
{
  GtkWidget *row = adw_action_row_new ();
  /* TRANSLATORS: a figure of the content being edited, then the built-in one's */
  g_autofree char *subtitle = g_strdup_printf (_("%s · built-in: %s"), custom, builtin);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  gtk_widget_add_css_class (row, "property");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->figures), row);
  g_free (custom);
  g_free (builtin);
}

static char *
length_text (const LudusBalance *balance)
{
  gulong mean = (gulong) (balance->mean_length + 0.5);

  /* TRANSLATORS: the mean length of a game in moves, then the shortest and longest */
  return g_strdup_printf (ngettext ("%lu move (%u–%u)", "%lu moves (%u–%u)", mean), mean,
                          balance->min_length, balance->max_length);
}

static void
show_results (LudusBalanceDialog *self)
{
  GtkWidget *parent = gtk_widget_get_parent (self->figures);
  g_autofree char *description = NULL;
  g_autofree char *verdict = ludus_balance_verdict (self->custom, self->builtin);

  gtk_label_set_text (GTK_LABEL (self->verdict), verdict);

  /* A fresh group: AdwPreferencesGroup has no way to empty it in 1.2. */
  gtk_box_remove (GTK_BOX (parent), self->figures);
  self->figures = adw_preferences_group_new ();
  description = g_strdup_printf (ngettext ("%u game of %u players per content, the same seeds for both",
                                           "%u games of %u players per content, the same seeds for both",
                                           self->custom->n_games),
                                 self->custom->n_games, self->custom->n_players);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->figures), _("Figures"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->figures), description);
  gtk_box_append (GTK_BOX (parent), self->figures);

  for (guint p = 0; p < self->custom->n_players; p++)
    {
      /* TRANSLATORS: a seat in turn order, the first player is seat 1 */
      g_autofree char *title = g_strdup_printf (_("Seat %u Wins"), p + 1);

      add_figure (self, title, share_with_interval (self->custom, p),
                  share_with_interval (self->builtin, p));
    }
  for (guint p = 0; p < self->custom->n_players; p++)
    {
      g_autofree char *title = g_strdup_printf (_("Seat %u Mean Score"), p + 1);

      add_figure (self, title, g_strdup_printf ("%.1f", self->custom->mean_score[p]),
                  g_strdup_printf ("%.1f", self->builtin->mean_score[p]));
    }
  add_figure (self, _("Game Length"), length_text (self->custom), length_text (self->builtin));
  add_figure (self, _("Games with a Forced Pass"),
              share_text (ludus_balance_get_pass_only_share (self->custom)),
              share_text (ludus_balance_get_pass_only_share (self->builtin)));

  ludus_balance_chart_set_results (LUDUS_BALANCE_CHART (self->chart), self->custom, self->builtin);
  gtk_stack_set_visible_child_name (self->stack, "results");
}

static void
run_done_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(LudusBalanceDialog) self = user_data;
  g_autoptr(GError) error = NULL;
  LudusBalance *balance = ludus_balance_run_finish (result, &error);

  if (balance == NULL)
    {
      if (self->cancellable == NULL)
        return;  /* closed */
      g_clear_object (&self->cancellable);
      g_clear_pointer (&self->custom, ludus_balance_free);
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        adw_toast_overlay_add_toast (self->toasts, ludus_toast_new (error->message));
      gtk_stack_set_visible_child_name (self->stack, "setup");
      return;
    }
  /* Closed or cancelled while the last game ended: nobody is waiting. */
  if (self->cancellable == NULL || g_cancellable_is_cancelled (self->cancellable))
    {
      ludus_balance_free (balance);
      return;
    }
  if (self->custom == NULL)
    {
      self->custom = balance;
      run_next (self);
      return;
    }
  self->builtin = balance;
  g_clear_object (&self->cancellable);
  show_results (self);
}

/* Runs the check of this content, then of the built-in one. */
static void
run_next (LudusBalanceDialog *self)
{
  LudusAiLevel level = levels[MIN (adw_combo_row_get_selected (self->level_row),
                                   G_N_ELEMENTS (levels) - 1)];

  ludus_balance_run_async (self->custom == NULL ? self->content : self->builtin_content,
                           self->n_players, self->n_games, level, self->seed,
                           self->cancellable, progress_cb, self,
                           run_done_cb, g_object_ref (self));
}

static void
start_cb (GtkWidget  *widget,
          const char *action_name,
          GVariant   *parameter)
{
  LudusBalanceDialog *self = LUDUS_BALANCE_DIALOG (widget);

  ludus_balance_dialog_start (self, (guint) gtk_adjustment_get_value (self->players),
                              (guint) gtk_adjustment_get_value (self->games));
}

static void
cancel_cb (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  LudusBalanceDialog *self = LUDUS_BALANCE_DIALOG (widget);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
}

static void
again_cb (GtkWidget  *widget,
          const char *action_name,
          GVariant   *parameter)
{
  gtk_stack_set_visible_child_name (LUDUS_BALANCE_DIALOG (widget)->stack, "setup");
}

static void
export_response_cb (GtkNativeDialog    *chooser,
                    int                 response,
                    LudusBalanceDialog *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = g_file_get_path (file);
      g_autoptr(GError) error = NULL;

      if (path == NULL || !ludus_balance_chart_write_png (LUDUS_BALANCE_CHART (self->chart), path, &error))
        adw_toast_overlay_add_toast (self->toasts,
                                     ludus_toast_new (error != NULL ? error->message
                                                                  : _("Choose a local file")));
    }
  g_object_unref (chooser);
}

static void
export_cb (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (_("Export as PNG"), GTK_WINDOW (widget),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), NULL);
  /* TRANSLATORS: the file name the balance chart is saved as, without .png */
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("balance-check.png"));
  g_signal_connect (chooser, "response", G_CALLBACK (export_response_cb), widget);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
ludus_balance_dialog_dispose (GObject *object)
{
  LudusBalanceDialog *self = LUDUS_BALANCE_DIALOG (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  G_OBJECT_CLASS (ludus_balance_dialog_parent_class)->dispose (object);
}

static void
ludus_balance_dialog_finalize (GObject *object)
{
  LudusBalanceDialog *self = LUDUS_BALANCE_DIALOG (object);

  g_clear_pointer (&self->content, ludus_content_unref);
  g_clear_pointer (&self->builtin_content, ludus_content_unref);
  g_clear_pointer (&self->custom, ludus_balance_free);
  g_clear_pointer (&self->builtin, ludus_balance_free);
  G_OBJECT_CLASS (ludus_balance_dialog_parent_class)->finalize (object);
}

static void
ludus_balance_dialog_class_init (LudusBalanceDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_balance_dialog_dispose;
  object_class->finalize = ludus_balance_dialog_finalize;

  gtk_widget_class_install_action (widget_class, "balance.start", NULL, start_cb);
  gtk_widget_class_install_action (widget_class, "balance.cancel", NULL, cancel_cb);
  gtk_widget_class_install_action (widget_class, "balance.again", NULL, again_cb);
  gtk_widget_class_install_action (widget_class, "balance.export-png", NULL, export_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static GtkWidget *
page_button (const char *label,
             const char *action,
             const char *style)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "pill");
  if (style != NULL)
    gtk_widget_add_css_class (button, style);
  return button;
}

static GtkWidget *
spin_row (const char    *title,
          GtkAdjustment *adjustment)
{
  return ludus_editor_form_suffix_row_new (title, gtk_spin_button_new (adjustment, 1, 0));
}

static GtkWidget *
clamped (GtkWidget *child,
         int        width)
{
  GtkWidget *clamp = adw_clamp_new ();

  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), width);
  adw_clamp_set_child (ADW_CLAMP (clamp), child);
  gtk_widget_set_margin_top (clamp, 24);
  gtk_widget_set_margin_bottom (clamp, 24);
  gtk_widget_set_margin_start (clamp, 12);
  gtk_widget_set_margin_end (clamp, 12);
  return clamp;
}

static void
ludus_balance_dialog_init (LudusBalanceDialog *self)
{
  GtkWidget *box, *header, *page, *group, *scrolled;
  g_autoptr(GtkStringList) level_names = gtk_string_list_new (NULL);

  gtk_window_set_title (GTK_WINDOW (self), _("Balance Check"));
  gtk_window_set_default_size (GTK_WINDOW (self), 900, 760);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  gtk_box_append (GTK_BOX (box), header);
  self->stack = GTK_STACK (gtk_stack_new ());
  gtk_stack_set_transition_type (self->stack, GTK_STACK_TRANSITION_TYPE_CROSSFADE);
  ludus_motion_follow (GTK_WIDGET (self->stack));
  gtk_widget_set_vexpand (GTK_WIDGET (self->stack), TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->stack));
  self->toasts = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  adw_toast_overlay_set_child (self->toasts, box);
  adw_window_set_content (ADW_WINDOW (self), GTK_WIDGET (self->toasts));

  /* Set-up. */
  page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Balance Check"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Computer players play many games with this content and "
                                           "with the built-in one. Seats that win far more often than "
                                           "others, or scores far from the built-in ones, show what "
                                           "to change."));
  self->players = gtk_adjustment_new (2, 2, 2, 1, 1, 0);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), spin_row (_("_Players"), self->players));
  self->games = gtk_adjustment_new (DEFAULT_GAMES, 4, 10000, 10, 100, 0);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), spin_row (_("_Games"), self->games));
  for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
    gtk_string_list_append (level_names, ludus_ai_level_get_name (levels[i]));
  self->level_row = ADW_COMBO_ROW (ludus_editor_form_titled_row (adw_combo_row_new (), _("_Computer Players")));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->level_row), _("Normal players think: much slower"));
  adw_combo_row_set_model (self->level_row, G_LIST_MODEL (level_names));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->level_row));
  gtk_box_append (GTK_BOX (page), group);
  gtk_box_append (GTK_BOX (page), page_button (_("_Start"), "balance.start", "suggested-action"));
  gtk_stack_add_named (self->stack, clamped (page, 600), "setup");

  /* Progress. */
  page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  gtk_widget_set_valign (page, GTK_ALIGN_CENTER);
  self->progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_progress_bar_set_show_text (self->progress, TRUE);
  gtk_box_append (GTK_BOX (page), GTK_WIDGET (self->progress));
  gtk_box_append (GTK_BOX (page), page_button (_("_Cancel"), "balance.cancel", NULL));
  gtk_stack_add_named (self->stack, clamped (page, 500), "progress");

  /* Results. */
  page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  /* The answer first, in words; the chart and the figures say why. */
  self->verdict = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->verdict), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->verdict), 0);
  gtk_widget_add_css_class (self->verdict, "title-4");
  gtk_box_append (GTK_BOX (page), self->verdict);
  self->chart = ludus_balance_chart_new ();
  gtk_widget_set_size_request (self->chart, 720, 340);
  gtk_box_append (GTK_BOX (page), self->chart);
  group = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_halign (group, GTK_ALIGN_CENTER);
  self->export_button = page_button (_("_Export as PNG…"), "balance.export-png", NULL);
  gtk_box_append (GTK_BOX (group), self->export_button);
  gtk_box_append (GTK_BOX (group), page_button (_("_Run Again"), "balance.again", NULL));
  gtk_box_append (GTK_BOX (page), group);
  self->figures = adw_preferences_group_new ();
  gtk_box_append (GTK_BOX (page), self->figures);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamped (page, 860));
  gtk_stack_add_named (self->stack, scrolled, "results");
}

/**
 * ludus_balance_dialog_new:
 * @parent: the editor window
 * @content: the valid content to check
 *
 * Returns: (transfer full): the dialog, on its set-up page
 */
LudusBalanceDialog *
ludus_balance_dialog_new (GtkWindow    *parent,
                          LudusContent *content)
{
  LudusBalanceDialog *self;
  const LudusRules *rules;

  g_return_val_if_fail (content != NULL, NULL);

  rules = ludus_content_get_rules (content);
  self = g_object_new (LUDUS_TYPE_BALANCE_DIALOG, "transient-for", parent, NULL);
  self->content = ludus_content_ref (content);
  gtk_adjustment_set_lower (self->players, rules->min_players);
  gtk_adjustment_set_upper (self->players, rules->max_players);
  gtk_adjustment_set_value (self->players, rules->min_players);
  return self;
}

/**
 * ludus_balance_dialog_start:
 * @self: the dialog
 * @n_players: players per game
 * @n_games: games per content
 *
 * Starts the check (as the Start button does) with a new seed.
 */
void
ludus_balance_dialog_start (LudusBalanceDialog *self,
                            guint               n_players,
                            guint               n_games)
{
  const LudusRules *rules;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (LUDUS_IS_BALANCE_DIALOG (self));
  g_return_if_fail (self->cancellable == NULL);

  rules = ludus_content_get_rules (self->content);
  if (self->builtin_content == NULL)
    self->builtin_content = ludus_content_new_default (rules, &error);
  if (self->builtin_content == NULL)
    {
      adw_toast_overlay_add_toast (self->toasts, ludus_toast_new (error->message));
      return;
    }
  self->n_players = CLAMP (n_players, rules->min_players, rules->max_players);
  self->n_games = MAX (n_games, 1);
  self->seed = g_random_int ();
  g_clear_pointer (&self->custom, ludus_balance_free);
  g_clear_pointer (&self->builtin, ludus_balance_free);
  ludus_balance_chart_set_results (LUDUS_BALANCE_CHART (self->chart), NULL, NULL);
  self->cancellable = g_cancellable_new ();
  gtk_progress_bar_set_fraction (self->progress, 0);
  progress_cb (0, self->n_games, self);
  gtk_stack_set_visible_child_name (self->stack, "progress");
  run_next (self);
}

gboolean
ludus_balance_dialog_get_running (LudusBalanceDialog *self)
{
  g_return_val_if_fail (LUDUS_IS_BALANCE_DIALOG (self), FALSE);

  return self->cancellable != NULL;
}

/* The last finished check of this content, or of the built-in one. */
const LudusBalance *
ludus_balance_dialog_get_result (LudusBalanceDialog *self,
                                 gboolean            builtin)
{
  g_return_val_if_fail (LUDUS_IS_BALANCE_DIALOG (self), NULL);

  return self->cancellable != NULL ? NULL : builtin ? self->builtin : self->custom;
}

GtkWidget *
ludus_balance_dialog_get_chart (LudusBalanceDialog *self)
{
  g_return_val_if_fail (LUDUS_IS_BALANCE_DIALOG (self), NULL);

  return self->chart;
}

/* The one sentence saying whether the content looks fair, once there
 * are results. */
const char *
ludus_balance_dialog_get_verdict (LudusBalanceDialog *self)
{
  g_return_val_if_fail (LUDUS_IS_BALANCE_DIALOG (self), NULL);

  return gtk_label_get_text (GTK_LABEL (self->verdict));
}
