/* ludus-rules-window.c: how to play a game, in short
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The text is a table of headings and paragraphs per game, translated with
 * gettext like every other string.
 */

#define G_LOG_DOMAIN "ludus-rules-window"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ludus-rules.h"
#include "ludus-rules-window.h"

typedef struct
{
  gboolean    heading;
  const char *text;  /* N_() */
} RulesBlock;

static const RulesBlock medici_rules[] = {
  { FALSE, N_("Florence, 15th century. You buy goods for a merchant house. Over three days you "
              "load goods from a shared market onto your ship. Each day pays florins for the "
              "most valuable ships and the largest stocks of each good. Most florins after the "
              "third day wins.") },
  { TRUE, N_("The cards") },
  { FALSE, N_("Goods cards show one of five goods (grain, spice, fur, dye, cloth), one or two "
              "symbols of it, and a value. Cards with a green flag take no space on a ship. "
              "Green 2s take no space either; black 7s do. Cards without goods count for the "
              "ship’s value only and leave the game after the day.") },
  { TRUE, N_("Your turn") },
  { FALSE, N_("1. Reveal: turn cards from the deck onto the end of the market, one at a time, "
              "at most three. You must reveal at least one, unless the market already holds "
              "cards when your turn starts.") },
  { FALSE, N_("2. Take: you must take the last card of the market and may also take the "
              "second-last and the third-last card, never one further back. Cards that take "
              "space must fit on your ship: 5 spaces (7 with two players).") },
  { FALSE, N_("Players whose ship is full sit out. When only one ship has space left, its owner "
              "takes one last turn and the day ends.") },
  { TRUE, N_("Scoring at the end of each day") },
  { FALSE, N_("Ships: the sum of the values on each ship is ranked. With three players the "
              "best ship earns 30 florins and the second 15 (2 players: 20; 4 or more: 30, 20, "
              "10…).") },
  { FALSE, N_("Goods: all goods on the ships go to their owners’ warehouses for the rest of the "
              "game. For each good, the most symbols earn 10 florins and the second most 5.") },
  { FALSE, N_("Bonus: every good of which you hold at least 5 symbols (7 with two players) pays "
              "10 florins more, every day. With the “Big stocks” variant, 8 symbols (10 with "
              "two players) pay 20.") },
  { FALSE, N_("Ties: tied players add up the payouts of the places they share and split them "
              "equally, rounded down to a multiple of 5.") },
  { TRUE, N_("The next day") },
  { FALSE, N_("The market goes back into the deck, which is shuffled. The player with the fewest "
              "florins starts. After the third day, the most florins wins; tied players share "
              "the victory.") },
  { TRUE, N_("Playing with the keyboard") },
  { FALSE, N_("R reveals a card, 2 and 3 mark the second-last and third-last card, T takes. Tab "
              "moves between the cards and buttons; Space or Enter marks a card. Ctrl+Z takes a "
              "move back.") },
  { FALSE, NULL },
};

static const struct
{
  const char       *game_id;
  const RulesBlock *blocks;
} all_rules[] = {
  { "medici", medici_rules },
};

struct _LudusRulesWindow
{
  AdwWindow       parent_instance;

  GtkBox         *text_box;
  AdwWindowTitle *window_title;
};

G_DEFINE_FINAL_TYPE (LudusRulesWindow, ludus_rules_window, ADW_TYPE_WINDOW)

static const RulesBlock *
lookup_rules (const char *game_id)
{
  for (guint i = 0; i < G_N_ELEMENTS (all_rules); i++)
    if (strcmp (all_rules[i].game_id, game_id) == 0)
      return all_rules[i].blocks;
  return NULL;
}

/* Whether the rules page has a text for @game_id. */
gboolean
ludus_rules_window_has_rules (const char *game_id)
{
  g_return_val_if_fail (game_id != NULL, FALSE);

  return lookup_rules (game_id) != NULL;
}

static void
ludus_rules_window_class_init (LudusRulesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ludus-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusRulesWindow, text_box);
  gtk_widget_class_bind_template_child (widget_class, LudusRulesWindow, window_title);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ludus_rules_window_init (LudusRulesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * ludus_rules_window_new:
 * @parent: (nullable): the main window
 * @game_id: a game with rules text (ludus_rules_window_has_rules())
 */
GtkWidget *
ludus_rules_window_new (GtkWindow  *parent,
                        const char *game_id)
{
  LudusRulesWindow *self;
  const RulesBlock *blocks;
  const LudusRules *rules;
  g_autofree char *title = NULL;

  g_return_val_if_fail (game_id != NULL, NULL);
  g_return_val_if_fail ((blocks = lookup_rules (game_id)) != NULL, NULL);

  self = g_object_new (LUDUS_TYPE_RULES_WINDOW,
                       "transient-for", parent,
                       NULL);
  rules = ludus_rules_lookup (game_id);
  if (rules != NULL && rules->name != NULL)
    adw_window_title_set_subtitle (self->window_title, _(rules->name));
  title = g_strdup_printf (_("Rules of %s"), rules != NULL && rules->name != NULL ? _(rules->name) : game_id);
  gtk_window_set_title (GTK_WINDOW (self), title);

  for (guint i = 0; blocks[i].text != NULL; i++)
    {
      GtkWidget *label = gtk_label_new (_(blocks[i].text));

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_selectable (GTK_LABEL (label), FALSE);
      if (blocks[i].heading)
        {
          gtk_widget_add_css_class (label, "heading");
          gtk_widget_set_margin_top (label, 12);
          gtk_accessible_update_property (GTK_ACCESSIBLE (label),
                                          GTK_ACCESSIBLE_PROPERTY_LEVEL, 2,
                                          -1);
        }
      gtk_box_append (self->text_box, label);
    }

  return GTK_WIDGET (self);
}
