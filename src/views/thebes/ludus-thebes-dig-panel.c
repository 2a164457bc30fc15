/* ludus-thebes-dig-panel.c: the dig: time wheel, tokens drawn, bag
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * While a person builds a dig: the rumours, assistant and shovel to spend
 * (when there is a choice), and the time wheel, which shows how many tokens
 * each choice of weeks draws, read from the turn builder.  After any dig:
 * the tokens it drew, revealed one by one (the finds kept, the dirt that
 * went back).  Always: the bag's contents, counted by value, which are
 * public.  The buttons activate the view's thebes.* actions.  The
 * knowledge, the wheel, the discards and the tokens say their rules
 * (ludus-rule-help.c).
 */

#define G_LOG_DOMAIN "ludus-thebes-dig-panel"

#include "config.h"

#include <adwaita.h>
#include <string.h>
#include <glib/gi18n.h>

#include "ludus-motion.h"
#include "ludus-rule-help.h"
#include "ludus-thebes-dig-panel.h"
#include "ludus-thebes-rule-text.h"
#include "ludus-thebes-widgets.h"

#define MAX_RUMOUR_BUTTONS 5
#define MAX_DRAWN          LUDUS_THEBES_MAX_DRAWN
#define N_BAG_KINDS        18   /* dirt, artifacts 1–15, books, open books */

struct _LudusThebesDigPanel
{
  GtkWidget       parent_instance;

  gboolean        updating;     /* check buttons set by the panel, not by a person */

  /* The last dig's tokens, revealed one by one. */
  guint8          drawn[MAX_DRAWN];
  guint           n_drawn;
  guint           drawn_site;
  char           *drawn_by;
  gboolean        drawn_bonus;
  AdwAnimation   *reveal;
  guint           n_revealed;

  GtkLabel       *title;
  GtkWidget      *options;
  GtkWidget      *rumours_box;
  GtkWidget      *rumour_buttons[MAX_RUMOUR_BUTTONS];
  GtkCheckButton *assistant_check;
  GtkCheckButton *shovel_check;
  GtkWidget      *wheel_box;
  GtkWidget      *wheel[LUDUS_THEBES_WHEEL_SIZE];
  GtkLabel       *wheel_tokens[LUDUS_THEBES_WHEEL_SIZE];
  GtkWidget      *tokens_box;
  GtkWidget      *tokens[MAX_DRAWN];
  GtkWidget      *hide_button;
  GtkLabel       *bag_title;
  GtkWidget      *bag_box;
  GtkWidget      *bag_kinds[N_BAG_KINDS];
  GtkLabel       *bag_counts[N_BAG_KINDS];
};

G_DEFINE_FINAL_TYPE (LudusThebesDigPanel, ludus_thebes_dig_panel, GTK_TYPE_WIDGET)

static void
check_toggled_cb (LudusThebesDigPanel *self,
                  GtkCheckButton      *check)
{
  if (self->updating)
    return;
  gtk_widget_activate_action (GTK_WIDGET (self),
                              check == self->assistant_check ? "thebes.assistant" : "thebes.shovel",
                              "b", gtk_check_button_get_active (check));
}

static GtkCheckButton *
new_check (GtkBox     *box,
           const char *label)
{
  GtkWidget *check = gtk_check_button_new_with_mnemonic (label);

  gtk_box_append (box, check);
  return GTK_CHECK_BUTTON (check);
}

static void
ludus_thebes_dig_panel_dispose (GObject *object)
{
  LudusThebesDigPanel *self = LUDUS_THEBES_DIG_PANEL (object);
  GtkWidget *child;

  if (self->reveal != NULL)
    adw_animation_reset (self->reveal);
  g_clear_object (&self->reveal);
  g_clear_pointer (&self->drawn_by, g_free);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (ludus_thebes_dig_panel_parent_class)->dispose (object);
}

static void
ludus_thebes_dig_panel_class_init (LudusThebesDigPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_thebes_dig_panel_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "thebes-dig");
}

/* Tokens in rows that wrap in a narrow panel.  Their slots are no
 * controls: only the tokens are named. */
static GtkWidget *
token_flow_new (guint spacing)
{
  GtkWidget *flow = g_object_new (GTK_TYPE_FLOW_BOX,
                                  "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP,
                                  "selection-mode", GTK_SELECTION_NONE,
                                  "max-children-per-line", N_BAG_KINDS,
                                  "column-spacing", spacing,
                                  "row-spacing", 2,
                                  NULL);

  return flow;
}

static void
token_flow_append (GtkWidget *flow,
                   GtkWidget *token)
{
  gtk_flow_box_append (GTK_FLOW_BOX (flow),
                       g_object_new (GTK_TYPE_FLOW_BOX_CHILD,
                                     "accessible-role", GTK_ACCESSIBLE_ROLE_GENERIC,
                                     "focusable", FALSE,
                                     "halign", GTK_ALIGN_START,
                                     "child", token,
                                     NULL));
}

/* Shows or hides a token of a flow with its slot. */
static void
set_token_visible (GtkWidget *token,
                   gboolean   visible)
{
  gtk_widget_set_visible (token, visible);
  gtk_widget_set_visible (gtk_widget_get_parent (token), visible);
}

static void
ludus_thebes_dig_panel_init (LudusThebesDigPanel *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (widget);
  GtkWidget *label, *row;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 4);

  self->title = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->title, 0);
  gtk_label_set_wrap (self->title, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->title), "heading");
  gtk_widget_set_parent (ludus_rule_help_wrap (GTK_WIDGET (self->title), ludus_thebes_rule_knowledge ()),
                         widget);

  /* The discards: one per line, so long labels fit. */
  self->options = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  self->rumours_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_box_append (GTK_BOX (self->rumours_box), gtk_label_new (_("Rumours:")));
  for (guint r = 0; r < MAX_RUMOUR_BUTTONS; r++)
    {
      g_autofree char *number = g_strdup_printf ("%u", r);

      self->rumour_buttons[r] = gtk_toggle_button_new_with_label (number);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->rumour_buttons[r]), "thebes.rumours");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (self->rumour_buttons[r]), "u", r);
      gtk_widget_add_css_class (self->rumour_buttons[r], "circular");
      gtk_box_append (GTK_BOX (self->rumours_box), self->rumour_buttons[r]);
    }
  gtk_box_append (GTK_BOX (self->options), self->rumours_box);
  self->assistant_check = new_check (GTK_BOX (self->options), _("Discard the _assistant (+1)"));
  self->shovel_check = new_check (GTK_BOX (self->options), _("Discard the _shovel (+1 token)"));
  {
    g_autofree char *rumour = ludus_thebes_rule_rumours ();
    g_autofree char *assistant = ludus_thebes_rule_card (&(LudusThebesCard) { .type = LUDUS_THEBES_CARD_ASSISTANT });
    g_autofree char *shovel = ludus_thebes_rule_card (&(LudusThebesCard) { .type = LUDUS_THEBES_CARD_SHOVEL });

    for (guint r = 0; r < MAX_RUMOUR_BUTTONS; r++)
      ludus_rule_help_set (self->rumour_buttons[r], NULL, rumour);
    ludus_rule_help_set (GTK_WIDGET (self->assistant_check), NULL, assistant);
    ludus_rule_help_set (GTK_WIDGET (self->shovel_check), NULL, shovel);
  }
  g_signal_connect_object (self->assistant_check, "toggled", G_CALLBACK (check_toggled_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->shovel_check, "toggled", G_CALLBACK (check_toggled_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_set_parent (self->options, widget);

  /* The time wheel: the weeks, and the tokens they draw; the unit once,
   * so that the twelve choices fit a narrow table. */
  self->wheel_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  label = gtk_label_new (_("Weeks to dig, and the tokens they draw:"));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "caption");
  gtk_box_append (GTK_BOX (self->wheel_box), label);
  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
  gtk_box_set_homogeneous (GTK_BOX (row), TRUE);
  gtk_widget_add_css_class (row, "thebes-wheel");
  gtk_box_append (GTK_BOX (self->wheel_box), row);
  for (guint w = 0; w < LUDUS_THEBES_WHEEL_SIZE; w++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      g_autofree char *weeks = g_strdup_printf ("%u", w + 1);

      label = gtk_label_new (weeks);
      gtk_widget_add_css_class (label, "caption");
      gtk_box_append (GTK_BOX (box), label);
      self->wheel_tokens[w] = GTK_LABEL (gtk_label_new (NULL));
      gtk_widget_add_css_class (GTK_WIDGET (self->wheel_tokens[w]), "wheel-tokens");
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->wheel_tokens[w]));
      self->wheel[w] = gtk_button_new ();
      gtk_button_set_child (GTK_BUTTON (self->wheel[w]), box);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->wheel[w]), "thebes.choose-weeks");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (self->wheel[w]), "u", w + 1);
      gtk_widget_add_css_class (self->wheel[w], "wheel-choice");
      gtk_box_append (GTK_BOX (row), self->wheel[w]);
    }
  gtk_widget_set_parent (self->wheel_box, widget);

  self->tokens_box = token_flow_new (4);
  gtk_widget_add_css_class (self->tokens_box, "thebes-drawn");
  ludus_rule_help_make_focusable (self->tokens_box);
  {
    g_autofree char *tokens = ludus_thebes_rule_tokens ();

    ludus_rule_help_set (self->tokens_box, NULL, tokens);
  }
  for (guint i = 0; i < MAX_DRAWN; i++)
    {
      self->tokens[i] = ludus_thebes_token_new ();
      token_flow_append (self->tokens_box, self->tokens[i]);
      set_token_visible (self->tokens[i], FALSE);
    }
  gtk_widget_set_parent (self->tokens_box, widget);
  /* A draw stays on show through the computers' turns, until the next dig
   * or the player's next move: or until they put it away. */
  self->hide_button = gtk_button_new_with_mnemonic (
    /* Translators: takes the last dig's tokens out of the dig panel (they stay in the player's tableau) */
    _("_Hide the Tokens"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->hide_button), "thebes.hide-draw");
  gtk_widget_set_halign (self->hide_button, GTK_ALIGN_START);
  gtk_widget_add_css_class (self->hide_button, "flat");
  gtk_widget_set_parent (self->hide_button, widget);

  self->bag_title = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->bag_title, 0);
  gtk_label_set_ellipsize (self->bag_title, PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (GTK_WIDGET (self->bag_title), "caption");
  gtk_widget_add_css_class (GTK_WIDGET (self->bag_title), "dim-label");
  gtk_widget_set_parent (GTK_WIDGET (self->bag_title), widget);

  self->bag_box = token_flow_new (6);
  gtk_widget_add_css_class (self->bag_box, "thebes-bag");
  for (guint k = 0; k < N_BAG_KINDS; k++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);

      self->bag_kinds[k] = box;
      gtk_box_append (GTK_BOX (box), ludus_thebes_token_new ());
      self->bag_counts[k] = GTK_LABEL (gtk_label_new (NULL));
      gtk_widget_add_css_class (GTK_WIDGET (self->bag_counts[k]), "caption");
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->bag_counts[k]));
      token_flow_append (self->bag_box, box);
    }
  gtk_widget_set_parent (self->bag_box, widget);

  gtk_widget_set_visible (self->options, FALSE);
  gtk_widget_set_visible (self->wheel_box, FALSE);
  gtk_widget_set_visible (self->tokens_box, FALSE);
  gtk_widget_set_visible (self->hide_button, FALSE);
}

GtkWidget *
ludus_thebes_dig_panel_new (void)
{
  return g_object_new (LUDUS_TYPE_THEBES_DIG_PANEL, NULL);
}

/* The kind of bag token: 0 dirt, 1–15 an artifact, 16 books, 17 open books. */
static guint
bag_kind (guint token)
{
  if (token == LUDUS_THEBES_TOKEN_GENERAL)
    return N_BAG_KINDS - 1;
  if ((token & LUDUS_THEBES_TOKEN_BOOK) != 0)
    return N_BAG_KINDS - 2;
  return MIN (token, N_BAG_KINDS - 3);
}

static void
update_bag (LudusThebesDigPanel    *self,
            const LudusThebesState *state,
            guint                   site)
{
  guint counts[N_BAG_KINDS] = { 0 };
  guint example[N_BAG_KINDS] = { 0 };
  g_autofree char *title = NULL;

  for (guint i = 0; i < state->n_bag[site]; i++)
    {
      guint kind = bag_kind (state->bag[site][i]);

      counts[kind]++;
      example[kind] = state->bag[site][i];
    }

  /* Translators: "Bag of Egypt: 24 tokens" */
  title = g_strdup_printf (ngettext ("Bag of %s: %u token", "Bag of %s: %u tokens", state->n_bag[site]),
                           ludus_thebes_place_name (LUDUS_THEBES_SITE_PLACE (site)), state->n_bag[site]);
  gtk_label_set_text (self->bag_title, title);

  for (guint k = 0; k < N_BAG_KINDS; k++)
    {
      g_autofree char *count = g_strdup_printf ("×%u", counts[k]);
      g_autofree char *what = NULL;
      g_autofree char *label = NULL;

      set_token_visible (self->bag_kinds[k], counts[k] > 0);
      if (counts[k] == 0)
        continue;
      ludus_thebes_token_set (gtk_widget_get_first_child (self->bag_kinds[k]), example[k], site);
      gtk_label_set_text (self->bag_counts[k], count);
      what = ludus_thebes_token_describe (example[k]);
      /* Translators: tokens in a bag, "artifact worth 3 points: 2" */
      label = g_strdup_printf (_("%s: %u"), what, counts[k]);
      ludus_thebes_set_accessible_label (self->bag_kinds[k], label);
    }
}

static void
show_tokens (LudusThebesDigPanel *self,
             guint                n_shown)
{
  for (guint i = 0; i < MAX_DRAWN; i++)
    {
      gboolean visible = i < self->n_drawn;

      set_token_visible (self->tokens[i], visible);
      if (visible)
        {
          ludus_thebes_token_set (self->tokens[i], self->drawn[i], self->drawn_site);
          ludus_thebes_set_class (self->tokens[i], "bonus", self->drawn_bonus && i == 0);
          if (self->drawn_bonus && i == 0)
            ludus_thebes_set_accessible_label (self->tokens[i], _("First-dig bonus: an artifact worth 1 point"));
          gtk_widget_set_opacity (self->tokens[i], i < n_shown ? 1.0 : 0.0);
        }
    }
}

static void
reveal_cb (double   value,
           gpointer user_data)
{
  LudusThebesDigPanel *self = user_data;
  guint n = (guint) value;

  for (guint i = 0; i < self->n_drawn; i++)
    {
      double opacity = CLAMP (value - i, 0.0, 1.0);

      gtk_widget_set_opacity (self->tokens[i], opacity);
    }
  self->n_revealed = MIN (n, self->n_drawn);
}

static void
reveal_done_cb (LudusThebesDigPanel *self)
{
  self->n_revealed = self->n_drawn;
  show_tokens (self, self->n_drawn);
}

/* The tokens of the dig that took @before to the state now: the kept ones
 * are those that left the bag; the rest of the draw was dirt, back in it. */
static void
find_drawn_tokens (LudusThebesDigPanel    *self,
                   const LudusThebesState *before,
                   const LudusThebesState *after,
                   const LudusThebesMove  *move)
{
  guint site = move->dest - LUDUS_THEBES_FIRST_SITE;
  guint player = after->last_player;
  guint left[N_BAG_KINDS * 2] = { 0 };
  guint n_kept = 0, n_draw;
  guint8 kept[MAX_DRAWN];

  self->n_drawn = 0;
  self->drawn_site = site;
  self->drawn_bonus = (after->bonus_taken & ~before->bonus_taken & (1u << site)) != 0;
  if (player >= after->n_players)
    return;

  n_draw = ludus_thebes_dig_tokens (before, player, site, move->rumours, move->assistant,
                                    move->shovel, move->weeks);
  n_draw = MIN (n_draw, before->n_bag[site]);

  /* Tokens are small numbers (below 0x30): count what is left after. */
  for (guint i = 0; i < after->n_bag[site]; i++)
    left[MIN (after->bag[site][i], G_N_ELEMENTS (left) - 1)]++;
  for (guint i = 0; i < before->n_bag[site] && n_kept < MAX_DRAWN; i++)
    {
      guint token = before->bag[site][i];
      guint index = MIN (token, G_N_ELEMENTS (left) - 1);

      if (left[index] > 0)
        left[index]--;
      else
        kept[n_kept++] = token;
    }

  if (self->drawn_bonus)
    self->drawn[self->n_drawn++] = 1;
  /* The dirt spread among the finds, as it might come out of the bag. */
  for (guint i = 0, k = 0; i < n_draw && self->n_drawn < MAX_DRAWN; i++)
    {
      guint dirt_left = n_draw - n_kept;

      if (k < n_kept && (i % 2 == 0 || dirt_left == 0 || n_draw - i <= n_kept - k))
        self->drawn[self->n_drawn++] = kept[k++];
      else
        self->drawn[self->n_drawn++] = LUDUS_THEBES_TOKEN_DIRT;
    }
}

static void
start_reveal (LudusThebesDigPanel *self)
{
  AdwAnimationTarget *target;

  if (self->reveal != NULL)
    adw_animation_skip (self->reveal);
  g_clear_object (&self->reveal);

  show_tokens (self, 0);
  self->n_revealed = 0;
  if (self->n_drawn == 0)
    return;

  target = adw_callback_animation_target_new (reveal_cb, self, NULL);
  /* A quarter of a second per token at normal speed; all at once with no
   * motion. */
  self->reveal = ludus_motion_new (GTK_WIDGET (self), 0, self->n_drawn,
                                   250 * self->n_drawn, target);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->reveal), ADW_LINEAR);
  g_signal_connect_object (self->reveal, "done", G_CALLBACK (reveal_done_cb), self, G_CONNECT_SWAPPED);
  ludus_motion_play (self->reveal);
}

/**
 * ludus_thebes_dig_panel_show_dig:
 * @turn: a turn at a site, past the trip
 * @state: the state @turn was started from
 *
 * Shows the dig being built: the discards that are a choice, and the time
 * wheel for the knowledge chosen so far.
 */
void
ludus_thebes_dig_panel_show_dig (LudusThebesDigPanel    *self,
                                 const LudusThebesTurn  *turn,
                                 const LudusThebesState *state)
{
  guint place = ludus_thebes_turn_get_place (turn);
  guint player = ludus_thebes_turn_get_player (turn);
  guint site, knowledge, chosen_weeks = 0, n_rumour_choices = 0;
  g_autofree char *title = NULL;
  g_autofree char *wheel_rule = ludus_thebes_rule_wheel ();
  LudusMove move;

  g_return_if_fail (LUDUS_IS_THEBES_DIG_PANEL (self));
  g_return_if_fail (place != LUDUS_THEBES_NONE && LUDUS_THEBES_PLACE_IS_SITE (place));

  site = place - LUDUS_THEBES_FIRST_SITE;
  knowledge = ludus_thebes_turn_dig_knowledge (turn);
  if (ludus_thebes_turn_is_complete (turn, &move))
    chosen_weeks = ((const LudusThebesMove *) move.bytes)->weeks;

  /* Translators: "Dig in Egypt · knowledge 7" */
  title = g_strdup_printf (_("Dig in %s · knowledge %u"), ludus_thebes_place_name (place), knowledge);
  if (ludus_thebes_turn_dig_spends_special (turn))
    {
      /* Translators: added to "Dig in Egypt · knowledge 7" when the site's permit is used */
      g_autofree char *special = g_strconcat (title, " · ", _("on your special permit"), NULL);

      g_free (title);
      title = g_steal_pointer (&special);
    }
  gtk_label_set_text (self->title, title);

  self->updating = TRUE;
  for (guint r = 0; r < MAX_RUMOUR_BUTTONS; r++)
    {
      gboolean possible = r <= state->players[player].rumours[site] &&
                          ludus_thebes_turn_can_choose_rumours (turn, r);

      gtk_widget_set_visible (self->rumour_buttons[r], possible);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->rumour_buttons[r]),
                                    ludus_thebes_turn_get_rumours (turn) == r);
      n_rumour_choices += possible;
    }
  gtk_widget_set_visible (self->rumours_box, n_rumour_choices > 1);
  gtk_widget_set_visible (GTK_WIDGET (self->assistant_check),
                          ludus_thebes_turn_can_choose_assistant (turn, TRUE) &&
                          ludus_thebes_turn_can_choose_assistant (turn, FALSE));
  gtk_widget_set_visible (GTK_WIDGET (self->shovel_check),
                          ludus_thebes_turn_can_choose_shovel (turn, TRUE) &&
                          ludus_thebes_turn_can_choose_shovel (turn, FALSE));
  gtk_check_button_set_active (self->assistant_check, ludus_thebes_turn_get_assistant (turn));
  gtk_check_button_set_active (self->shovel_check, ludus_thebes_turn_get_shovel (turn));
  self->updating = FALSE;

  for (guint w = 0; w < LUDUS_THEBES_WHEEL_SIZE; w++)
    {
      guint tokens = ludus_thebes_turn_dig_tokens (turn, w + 1);
      g_autofree char *count = g_strdup_printf ("%u", tokens);
      g_autofree char *label = NULL;

      gtk_label_set_text (self->wheel_tokens[w], tokens > 0 ? count : "–");
      if (tokens > 0)
        /* Translators: a choice on the time wheel, "4 weeks: 5 tokens" */
        label = g_strdup_printf (ngettext ("%u weeks: %u token", "%u weeks: %u tokens", tokens),
                                 w + 1, tokens);
      else
        /* Translators: a choice on the time wheel that draws nothing, "1 week: no token" */
        label = g_strdup_printf (ngettext ("%u week: no token", "%u weeks: no token", w + 1), w + 1);
      ludus_thebes_set_accessible_help (self->wheel[w], label, wheel_rule);
      gtk_widget_set_sensitive (self->wheel[w], ludus_thebes_turn_can_choose_dig_weeks (turn, w + 1));
      ludus_thebes_set_class (self->wheel[w], "suggested-action", chosen_weeks == w + 1);
    }

  gtk_widget_set_visible (self->options, TRUE);
  gtk_widget_set_visible (self->wheel_box, TRUE);
  gtk_widget_set_visible (self->tokens_box, FALSE);
  gtk_widget_set_visible (self->hide_button, FALSE);
  update_bag (self, state, site);
}

/**
 * ludus_thebes_dig_panel_show_bag:
 * @site: the site whose bag to show when no dig has just drawn
 *
 * Shows the last dig's draw and its bag, or the bag of @site.
 */
void
ludus_thebes_dig_panel_show_bag (LudusThebesDigPanel    *self,
                                 const LudusThebesState *state,
                                 LudusThebesSite         site)
{
  g_autofree char *title = NULL;

  g_return_if_fail (LUDUS_IS_THEBES_DIG_PANEL (self));

  gtk_widget_set_visible (self->options, FALSE);
  gtk_widget_set_visible (self->wheel_box, FALSE);
  gtk_widget_set_visible (self->tokens_box, self->n_drawn > 0);
  gtk_widget_set_visible (self->hide_button, self->n_drawn > 0);

  if (self->n_drawn > 0)
    {
      guint n_from_bag = self->n_drawn - (self->drawn_bonus ? 1 : 0);

      /* Translators: "Anna dug in Egypt: 5 tokens drawn" */
      title = g_strdup_printf (ngettext ("%s dug in %s: %u token drawn",
                                         "%s dug in %s: %u tokens drawn", n_from_bag),
                               self->drawn_by,
                               ludus_thebes_place_name (LUDUS_THEBES_SITE_PLACE (self->drawn_site)),
                               n_from_bag);
      if (self->drawn_bonus)
        {
          /* Translators: added to "Anna dug in Egypt: 5 tokens drawn" */
          g_autofree char *with_bonus = g_strconcat (title, " · ", _("and the first-dig bonus"), NULL);

          g_free (title);
          title = g_steal_pointer (&with_bonus);
        }
      site = self->drawn_site;
    }
  else
    title = g_strdup (_("Dig sites: choose one on the map to dig there"));

  gtk_label_set_text (self->title, title);
  update_bag (self, state, site);
}

/**
 * ludus_thebes_dig_panel_reveal:
 * @before: the state before @move
 * @after: the state after it
 * @move: a dig
 * @player_name: who dug
 *
 * Shows the tokens @move drew, one by one.
 */
void
ludus_thebes_dig_panel_reveal (LudusThebesDigPanel    *self,
                               const LudusThebesState *before,
                               const LudusThebesState *after,
                               const LudusThebesMove  *move,
                               const char             *player_name)
{
  g_return_if_fail (LUDUS_IS_THEBES_DIG_PANEL (self));
  g_return_if_fail (move->action == LUDUS_THEBES_ACTION_DIG);

  g_free (self->drawn_by);
  self->drawn_by = g_strdup (player_name);
  find_drawn_tokens (self, before, after, move);
  start_reveal (self);
}

/* No dig has just drawn (another move came, or undo). */
void
ludus_thebes_dig_panel_clear_draw (LudusThebesDigPanel *self)
{
  g_return_if_fail (LUDUS_IS_THEBES_DIG_PANEL (self));

  self->n_drawn = 0;
  start_reveal (self);
}

/* How many tokens the last dig drew (with the first-dig bonus). */
guint
ludus_thebes_dig_panel_get_n_drawn (LudusThebesDigPanel *self)
{
  g_return_val_if_fail (LUDUS_IS_THEBES_DIG_PANEL (self), 0);

  return self->n_drawn;
}

/**
 * ludus_thebes_dig_panel_get_draw:
 * @site: (out): where the last dig was
 * @tokens: (out): LUDUS_THEBES_MAX_DRAWN bytes: the tokens it drew, in order
 * @bonus: (out): whether the first is the first-dig bonus
 *
 * Returns: how many tokens the last dig drew, 0 for none
 */
guint
ludus_thebes_dig_panel_get_draw (LudusThebesDigPanel *self,
                                 LudusThebesSite     *site,
                                 guint8              *tokens,
                                 gboolean            *bonus)
{
  g_return_val_if_fail (LUDUS_IS_THEBES_DIG_PANEL (self), 0);

  *site = self->drawn_site;
  *bonus = self->drawn_bonus;
  memcpy (tokens, self->drawn, self->n_drawn);
  return self->n_drawn;
}

/* How many of them are on show yet. */
guint
ludus_thebes_dig_panel_get_n_revealed (LudusThebesDigPanel *self)
{
  g_return_val_if_fail (LUDUS_IS_THEBES_DIG_PANEL (self), 0);

  return self->n_revealed;
}

/**
 * ludus_thebes_dig_panel_get_choice_widgets:
 * @move: a dig
 * @widgets: (element-type GtkWidget): where to add them
 *
 * Adds the controls that choose @move's dig once its site is chosen: its
 * rumours, the assistant or shovel it discards, and its weeks on the
 * wheel.  The view outlines them for a hint.
 */
void
ludus_thebes_dig_panel_get_choice_widgets (LudusThebesDigPanel   *self,
                                           const LudusThebesMove *move,
                                           GPtrArray             *widgets)
{
  g_return_if_fail (LUDUS_IS_THEBES_DIG_PANEL (self));
  g_return_if_fail (move != NULL && widgets != NULL);

  if (move->rumours > 0 && move->rumours < MAX_RUMOUR_BUTTONS)
    g_ptr_array_add (widgets, self->rumour_buttons[move->rumours]);
  if (move->assistant)
    g_ptr_array_add (widgets, self->assistant_check);
  if (move->shovel)
    g_ptr_array_add (widgets, self->shovel_check);
  if (move->weeks >= 1 && move->weeks <= LUDUS_THEBES_WHEEL_SIZE)
    g_ptr_array_add (widgets, self->wheel[move->weeks - 1]);
}
