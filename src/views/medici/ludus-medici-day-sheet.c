/* ludus-medici-day-sheet.c: the scoring of one Medici day
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One row per player: the ship's value and payout, the florins from each
 * good (majorities and bonuses, with the symbols in the warehouse), the
 * day's total and the florins so far.  Closing it lets the game go on.
 */

#define G_LOG_DOMAIN "ludus-medici-day-sheet"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-medici-day-sheet.h"
#include "ludus-rule-help.h"
#include "ludus-medici-rule-text.h"
#include "medici/ludus-medici-game.h"
#include "ludus-medici-symbol.h"

struct _LudusMediciDaySheet
{
  AdwWindow       parent_instance;

  GtkButton      *continue_button;
  GtkGrid        *grid;
  GtkLabel       *legend_label;
  AdwWindowTitle *window_title;
};

G_DEFINE_FINAL_TYPE (LudusMediciDaySheet, ludus_medici_day_sheet, ADW_TYPE_WINDOW)

static GtkWidget *
new_cell (const char *text,
          const char *css_class,
          float       xalign)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static void
ludus_medici_day_sheet_class_init (LudusMediciDaySheetClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/medici/ludus-medici-day-sheet.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusMediciDaySheet, continue_button);
  gtk_widget_class_bind_template_child (widget_class, LudusMediciDaySheet, grid);
  gtk_widget_class_bind_template_child (widget_class, LudusMediciDaySheet, legend_label);
  gtk_widget_class_bind_template_child (widget_class, LudusMediciDaySheet, window_title);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ludus_medici_day_sheet_init (LudusMediciDaySheet *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_window_set_default_widget (GTK_WINDOW (self), GTK_WIDGET (self->continue_button));
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->continue_button));
}

/**
 * ludus_medici_day_sheet_new:
 * @game: a #LudusMediciGame
 * @day: the day to show, 0-based, already scored
 */
GtkWidget *
ludus_medici_day_sheet_new (LudusGame *game,
                            guint      day)
{
  LudusMediciDaySheet *self;
  const LudusMediciState *state;
  g_autofree char *title = NULL;
  g_autofree char *legend = NULL;
  guint column = 0;

  g_return_val_if_fail (LUDUS_IS_MEDICI_GAME (game), NULL);

  state = ludus_medici_game_get_state (LUDUS_MEDICI_GAME (game));
  g_return_val_if_fail (day < state->day, NULL);

  self = g_object_new (LUDUS_TYPE_MEDICI_DAY_SHEET, NULL);
  ludus_rule_help_attach (GTK_WIDGET (self->grid));

  title = g_strdup_printf (_("Scoring of Day %u"), day + 1);
  adw_window_title_set_title (self->window_title, title);
  gtk_window_set_title (GTK_WINDOW (self), title);
  if (day + 1 < LUDUS_MEDICI_N_DAYS)
    gtk_button_set_label (self->continue_button, _("_Start the Next Day"));
  else
    gtk_button_set_label (self->continue_button, _("_See the Final Ranking"));

  /* The header row. */
  gtk_grid_attach (self->grid, new_cell (_("Player"), "heading", 0), column++, 0, 1, 1);
  gtk_grid_attach (self->grid,
                   ludus_rule_help_heading_new (_("Ship value"), "heading", 1, ludus_medici_rule_ship (state->n_players)),
                   column++, 0, 1, 1);
  gtk_grid_attach (self->grid,
                   ludus_rule_help_heading_new (_("Ship"), "heading", 1, ludus_medici_rule_ship (state->n_players)),
                   column++, 0, 1, 1);
  for (guint g = 0; g < LUDUS_MEDICI_N_GOODS; g++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);

      gtk_widget_set_halign (box, GTK_ALIGN_END);
      gtk_box_append (GTK_BOX (box), ludus_medici_symbol_new (g));
      gtk_box_append (GTK_BOX (box), ludus_rule_help_heading_new (_(ludus_medici_goods_names[g]), "heading", 1,
                                                ludus_medici_rule_goods (state->n_players, state->big_stocks)));
      gtk_grid_attach (self->grid, box, column++, 0, 1, 1);
    }
  gtk_grid_attach (self->grid,
                   ludus_rule_help_heading_new (_("Day"), "heading", 1, ludus_medici_rule_day ()),
                   column++, 0, 1, 1);
  gtk_grid_attach (self->grid,
                   ludus_rule_help_heading_new (_("Florins"), "heading", 1, ludus_medici_rule_florins ()),
                   column++, 0, 1, 1);

  for (guint p = 0; p < state->n_players; p++)
    {
      const LudusMediciPlayerDay *pd = &state->days[day].players[p];
      g_autofree char *value = g_strdup_printf ("%u", pd->ship_value);
      g_autofree char *payout = g_strdup_printf ("+%u", pd->ship_payout);
      g_autofree char *total = g_strdup_printf ("+%u", pd->total);
      g_autofree char *florins = NULL;
      guint sum = 0;
      GtkWidget *name;

      for (guint d = 0; d <= day; d++)
        sum += state->days[d].players[p].total;
      florins = g_strdup_printf ("%u", sum);

      column = 0;
      name = new_cell (ludus_game_get_player_name (game, p), NULL, 0);
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (name), 16);
      gtk_grid_attach (self->grid, name, column++, p + 1, 1, 1);
      gtk_grid_attach (self->grid, new_cell (value, "numeric", 1), column++, p + 1, 1, 1);
      gtk_grid_attach (self->grid, new_cell (payout, "numeric", 1), column++, p + 1, 1, 1);
      for (guint g = 0; g < LUDUS_MEDICI_N_GOODS; g++)
        {
          g_autofree char *cell = NULL;
          g_autofree char *tooltip = NULL;
          GtkWidget *label;

          /* Translators: florins from one good, then the symbols in the warehouse: "+15 (6)" */
          cell = g_strdup_printf (_("+%u (%u)"), pd->majority[g] + pd->bonus[g], pd->symbols[g]);
          tooltip = g_strdup_printf (ngettext ("%u symbol: %u florins for the majority, %u florins bonus",
                                               "%u symbols: %u florins for the majority, %u florins bonus",
                                               pd->symbols[g]),
                                     pd->symbols[g], pd->majority[g], pd->bonus[g]);
          label = new_cell (cell, "numeric", 1);
          if (pd->majority[g] + pd->bonus[g] == 0)
            gtk_widget_add_css_class (label, "dim-label");
          gtk_widget_set_tooltip_text (label, tooltip);
          gtk_grid_attach (self->grid, label, column++, p + 1, 1, 1);
        }
      gtk_grid_attach (self->grid, new_cell (total, "numeric", 1), column++, p + 1, 1, 1);
      gtk_grid_attach (self->grid, new_cell (florins, "heading", 1), column++, p + 1, 1, 1);
    }

  legend = g_strdup_printf (_("Goods: florins for the most and second most symbols, plus a bonus "
                              "for %u or more symbols; the number in brackets is the symbols in "
                              "the warehouse. Ties share the payouts, rounded down to multiples of 5."),
                            ludus_medici_bonus_threshold (state->n_players));
  gtk_label_set_text (self->legend_label, legend);

  return GTK_WIDGET (self);
}
