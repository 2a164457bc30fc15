/* ludus-mykerinos-player-panel.c: one Mykerinos player's part of the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The player's name and colour, points, personal and general stock, the
 * start player and passing-track badges, and the parcel cards by patron,
 * tilted ones drawn on their side.  The cards of a patron form a button
 * that calls on it (mykerinos.choose-patron) when the move being built
 * allows; otherwise it stays readable and takes the focus (for its rule),
 * and on the current player's panel a click, which the view refuses saying
 * why.  The score, stocks and badges say their rule too
 * (tooltip, and Ctrl+F1 once focused).  Made once, updated in place.
 */

#define G_LOG_DOMAIN "ludus-mykerinos-player-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-mykerinos-player-panel.h"
#include "ludus-player-header.h"
#include "ludus-rule-help.h"
#include "ludus-mykerinos-rule-text.h"
#include "ludus-projection-label.h"
#include "ludus-wrap-layout.h"

#define N_PATRON_GROUPS (LUDUS_MYKERINOS_N_PATRONS + 1)  /* and the patronless card */

static const char * const patron_classes[N_PATRON_GROUPS] = {
  "patron-violet", "patron-lemon", "patron-brown", "patron-blackmore", "patron-tangerine",
  "patron-none",
};

struct _LudusMykerinosPlayerPanel
{
  GtkBox     parent_instance;

  GtkWidget *header;
  GtkWidget *projection;
  GtkWidget *start;
  GtkLabel  *stock;       /* the personal stock */
  GtkLabel  *general;     /* the player's colour in the general stock */
  GtkWidget *stock_box;
  char      *stock_text;  /* what stock_box's rule is titled */
  GtkLabel  *passing;
  GtkWidget *passing_box;
  GtkWidget *patron_buttons[N_PATRON_GROUPS];
  GtkBox    *chips[N_PATRON_GROUPS];
};

G_DEFINE_FINAL_TYPE (LudusMykerinosPlayerPanel, ludus_mykerinos_player_panel, GTK_TYPE_BOX)

/* The player holding card_owner @owner, tilted or not, or NO_PLAYER. */
static guint
card_holder (guint8    owner,
             gboolean *tilted)
{
  if (owner >= LUDUS_MYKERINOS_CARD_DISCARDED)
    return LUDUS_MYKERINOS_NO_PLAYER;
  *tilted = (owner & LUDUS_MYKERINOS_CARD_TILTED) != 0;
  return owner & ~LUDUS_MYKERINOS_CARD_TILTED;
}

static void
patron_clicked_cb (GtkButton *button)
{
  guint patron = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "patron"));

  /* Another player's cards (reached by the keyboard) call on nobody. */
  if (!gtk_widget_get_can_target (GTK_WIDGET (button)))
    {
      gtk_widget_error_bell (GTK_WIDGET (button));
      return;
    }
  gtk_widget_activate_action (GTK_WIDGET (button), "mykerinos.choose-patron", "u", patron);
}

/* A focusable box around @child (a label), for its rule on Ctrl+F1. */
static GtkWidget *
rule_box_new (GtkWidget *child)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  ludus_rule_help_make_focusable (box);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), child);
  return box;
}

static void
ludus_mykerinos_player_panel_finalize (GObject *object)
{
  LudusMykerinosPlayerPanel *self = LUDUS_MYKERINOS_PLAYER_PANEL (object);

  g_free (self->stock_text);

  G_OBJECT_CLASS (ludus_mykerinos_player_panel_parent_class)->finalize (object);
}

static void
ludus_mykerinos_player_panel_class_init (LudusMykerinosPlayerPanelClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ludus_mykerinos_player_panel_finalize;
}

static void
ludus_mykerinos_player_panel_init (LudusMykerinosPlayerPanel *self)
{
  GtkWidget *cards, *start;
  g_autofree char *score_rule = ludus_mykerinos_rule_score ();
  g_autofree char *start_rule = ludus_mykerinos_rule_start ();
  g_autofree char *projection_rule = ludus_mykerinos_rule_projection ();

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 4);
  gtk_widget_add_css_class (GTK_WIDGET (self), "card");
  gtk_widget_add_css_class (GTK_WIDGET (self), "mykerinos-player");

  self->header = ludus_player_header_new ("score");
  ludus_rule_help_make_focusable (self->header);
  ludus_rule_help_set (self->header, NULL, score_rule);
  gtk_box_append (GTK_BOX (self), self->header);
  self->projection = ludus_projection_label_new (projection_rule);
  gtk_box_append (GTK_BOX (self), self->projection);

  /* The personal and the general stock in a line, or one below the
   * other in a narrow panel: no separator left dangling at a line's end. */
  self->stock = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->stock), "caption");
  gtk_widget_set_margin_end (GTK_WIDGET (self->stock), 12);
  self->general = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->general), "caption");
  self->stock_box = rule_box_new (GTK_WIDGET (self->stock));
  gtk_box_append (GTK_BOX (self->stock_box), GTK_WIDGET (self->general));
  gtk_widget_set_layout_manager (self->stock_box, ludus_wrap_layout_new (0, FALSE));
  gtk_widget_set_halign (self->stock_box, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (self), self->stock_box);

  /* The start player and the passing track, then the parcel cards by
   * patron: a button per patron, to call on it. */
  /* They wrap rather than widen the window as parcels pile up. */
  cards = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_layout_manager (cards, ludus_wrap_layout_new (2, TRUE));
  gtk_widget_add_css_class (cards, "parcel-cards");
  start = gtk_label_new (_("Start"));
  gtk_widget_add_css_class (start, "start-badge");
  self->start = rule_box_new (start);
  ludus_rule_help_set (self->start, _("Start player of this season"), start_rule);
  gtk_box_append (GTK_BOX (cards), self->start);
  self->passing = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->passing), "passed-badge");
  self->passing_box = rule_box_new (GTK_WIDGET (self->passing));
  gtk_box_append (GTK_BOX (cards), self->passing_box);
  for (guint g = 0; g < N_PATRON_GROUPS; g++)
    {
      GtkWidget *chips = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

      gtk_widget_set_layout_manager (chips, ludus_wrap_layout_new (1, FALSE));

      self->chips[g] = GTK_BOX (chips);
      if (g < LUDUS_MYKERINOS_N_PATRONS)
        {
          /* Not an actionable: a disabled action would grey the cards out. */
          self->patron_buttons[g] = gtk_button_new ();
          g_object_set_data (G_OBJECT (self->patron_buttons[g]), "patron", GUINT_TO_POINTER (g));
          g_signal_connect (self->patron_buttons[g], "clicked", G_CALLBACK (patron_clicked_cb), NULL);
          gtk_button_set_child (GTK_BUTTON (self->patron_buttons[g]), chips);
        }
      else
        {
          self->patron_buttons[g] = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
          gtk_box_append (GTK_BOX (self->patron_buttons[g]), chips);
        }
      gtk_widget_add_css_class (self->patron_buttons[g], "patron-group");
      gtk_widget_add_css_class (self->patron_buttons[g], "flat");
      gtk_box_append (GTK_BOX (cards), self->patron_buttons[g]);
    }
  gtk_box_append (GTK_BOX (self), cards);
}

GtkWidget *
ludus_mykerinos_player_panel_new (void)
{
  return g_object_new (LUDUS_TYPE_MYKERINOS_PLAYER_PANEL, NULL);
}

/* Keeps @box holding @upright + @tilted card chips, in place. */
static void
sync_chips (GtkBox     *box,
            guint       upright,
            guint       tilted,
            const char *patron_class)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (box));

  for (guint i = 0; i < upright + tilted; i++)
    {
      if (child == NULL)
        {
          child = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
          gtk_widget_set_valign (child, GTK_ALIGN_CENTER);
          gtk_box_append (box, child);
        }
      gtk_widget_set_css_classes (child, (const char *[]) {
                                    "parcel-chip", patron_class,
                                    i < upright ? "upright" : "tilted",
                                    NULL });
      child = gtk_widget_get_next_sibling (child);
    }
  while (child != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);

      gtk_box_remove (box, child);
      child = next;
    }
}

void
ludus_mykerinos_player_panel_update (LudusMykerinosPlayerPanel *self,
                                     const LudusMykerinosState *state,
                                     guint                      player,
                                     const char                *name,
                                     const char                *colour_class,
                                     gboolean                   current,
                                     guint                      offered,
                                     guint                      chosen)
{
  guint upright[N_PATRON_GROUPS] = { 0 }, tilted[N_PATRON_GROUPS] = { 0 };
  gboolean over = state->phase == LUDUS_MYKERINOS_PHASE_OVER;
  g_autofree char *score = NULL;
  g_autofree char *stock = NULL;
  g_autofree char *general = NULL;
  g_autofree char *both = NULL;
  g_autofree char *passing = NULL;
  g_autofree char *stock_rule = ludus_mykerinos_rule_stock (state->neutral != LUDUS_MYKERINOS_NO_PLAYER);

  g_return_if_fail (LUDUS_IS_MYKERINOS_PLAYER_PANEL (self));
  g_return_if_fail (player < state->n_players);

  if (current)
    gtk_widget_add_css_class (GTK_WIDGET (self), "current");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "current");

  score = g_strdup_printf (ngettext ("%d point", "%d points", ABS (state->score[player])), state->score[player]);
  ludus_player_header_set (LUDUS_PLAYER_HEADER (self->header), colour_class, name, score);
  gtk_widget_set_visible (self->start, !over && state->start_player == player);

  if (state->neutral != LUDUS_MYKERINOS_NO_PLAYER)
    /* Translators: cubes in a player's personal stock, own and neutral */
    stock = g_strdup_printf (_("Stock: %u + %u neutral"), state->stock[player], state->neutral_stock[player]);
  else
    /* Translators: cubes in a player's personal stock */
    stock = g_strdup_printf (_("Stock: %u"), state->stock[player]);
  /* Translators: the player's colour's cubes left in the general stock */
  general = g_strdup_printf (_("General stock: %u"), state->general[player]);
  gtk_label_set_text (self->stock, stock);
  gtk_label_set_text (self->general, general);
  /* A tooltip set again asks GTK to query the pointer's: only on change. */
  both = g_strdup_printf ("%s · %s", stock, general);
  if (g_strcmp0 (both, self->stock_text) != 0)
    {
      ludus_rule_help_set (self->stock_box, both, stock_rule);
      g_free (self->stock_text);
      self->stock_text = g_steal_pointer (&both);
    }

  if (state->passing[player] != 0)
    {
      g_autofree char *space = NULL;

      /* Translators: the player's space on the passing track, short: "Passed 1" */
      space = g_strdup_printf (_("Passed %u"), state->passing[player]);
      /* Translators: the player's space on the passing track */
      passing = g_strdup_printf (_("Passed: space %u of the passing track"), state->passing[player]);
      gtk_label_set_text (self->passing, space);
      g_autofree char *rule = ludus_mykerinos_rule_passing ();

      ludus_rule_help_set (self->passing_box, passing, rule);
    }
  gtk_widget_set_visible (self->passing_box, passing != NULL && !over);

  for (guint i = 0; i < state->content->n_cards; i++)
    {
      gboolean is_tilted = FALSE;

      if (card_holder (state->card_owner[i], &is_tilted) == player)
        {
          guint g = MIN (state->content->cards[i].patron, LUDUS_MYKERINOS_PATRON_NONE);

          if (is_tilted)
            tilted[g]++;
          else
            upright[g]++;
        }
    }
  for (guint g = 0; g < N_PATRON_GROUPS; g++)
    {
      g_autofree char *label = NULL;
      g_autofree char *rule = g < LUDUS_MYKERINOS_N_PATRONS ? ludus_mykerinos_rule_patron_use (g)
                                                            : ludus_mykerinos_rule_patron (g);

      sync_chips (self->chips[g], upright[g], tilted[g], patron_classes[g]);
      gtk_widget_set_visible (self->patron_buttons[g], upright[g] + tilted[g] > 0);
      if (g < LUDUS_MYKERINOS_N_PATRONS)
        {
          gboolean candidate = (offered >> g) & 1;

          /* Offered or not, the cards stay readable and take the focus
           * for their rule; the current player's take clicks, refused
           * with the reason unless offered. */
          gtk_widget_set_can_target (self->patron_buttons[g], candidate || current);
          gtk_widget_set_focusable (self->patron_buttons[g], TRUE);
          if (candidate)
            gtk_widget_add_css_class (self->patron_buttons[g], "candidate");
          else
            gtk_widget_remove_css_class (self->patron_buttons[g], "candidate");
          if (chosen == g)
            gtk_widget_add_css_class (self->patron_buttons[g], "chosen");
          else
            gtk_widget_remove_css_class (self->patron_buttons[g], "chosen");
        }
      /* Translators: a player's parcels of one patron: "Lady Violet: 3 parcels, 1 tilted" */
      label = g_strdup_printf (ngettext ("%s: %u parcel, %u tilted", "%s: %u parcels, %u tilted",
                                         upright[g] + tilted[g]),
                               _(ludus_mykerinos_patron_names[g]), upright[g] + tilted[g], tilted[g]);
      ludus_rule_help_set (self->patron_buttons[g], label, rule);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->patron_buttons[g]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);
    }
}

/* The player's score if the game ended now; NULL hides it. */
void
ludus_mykerinos_player_panel_set_projection (LudusMykerinosPlayerPanel *self,
                                             const LudusProjection     *projection)
{
  g_return_if_fail (LUDUS_IS_MYKERINOS_PLAYER_PANEL (self));

  ludus_projection_label_update (self->projection, GTK_WIDGET (self), projection);
}

/* In an online game, where the player is when not at the table, or NULL. */
void
ludus_mykerinos_player_panel_set_presence (LudusMykerinosPlayerPanel *self,
                                           const char                *presence)
{
  g_return_if_fail (LUDUS_IS_MYKERINOS_PLAYER_PANEL (self));

  ludus_player_header_set_presence (LUDUS_PLAYER_HEADER (self->header), presence);
}

/* Where the player's cubes come from: the line of their stock. */
GtkWidget *
ludus_mykerinos_player_panel_get_stock_widget (LudusMykerinosPlayerPanel *self)
{
  g_return_val_if_fail (LUDUS_IS_MYKERINOS_PLAYER_PANEL (self), NULL);

  return GTK_WIDGET (self->stock);
}

/* The button of the player's parcel cards of @patron (PATRON_NONE: those of
 * no patron), which calls on it: where a claimed parcel flies, and the
 * widget a tutorial's guide or a hint outlines. */
GtkWidget *
ludus_mykerinos_player_panel_get_patron_widget (LudusMykerinosPlayerPanel *self,
                                                guint                      patron)
{
  g_return_val_if_fail (LUDUS_IS_MYKERINOS_PLAYER_PANEL (self), NULL);

  return self->patron_buttons[MIN (patron, LUDUS_MYKERINOS_PATRON_NONE)];
}
