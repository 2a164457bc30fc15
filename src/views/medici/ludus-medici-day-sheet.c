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
  LudusScoreSheet parent_instance;
};

G_DEFINE_FINAL_TYPE (LudusMediciDaySheet, ludus_medici_day_sheet, LUDUS_TYPE_SCORE_SHEET)

static void
ludus_medici_day_sheet_class_init (LudusMediciDaySheetClass *klass)
{
}

static void
ludus_medici_day_sheet_init (LudusMediciDaySheet *self)
{
  ludus_score_sheet_set_style (LUDUS_SCORE_SHEET (self), "medici-day-sheet", 12, 90);
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
  LudusScoreSheet *self;
  GtkGrid *grid;
  const LudusMediciState *state;
  g_autofree char *title = NULL;
  g_autofree char *legend = NULL;
  guint column = 0;

  g_return_val_if_fail (LUDUS_IS_MEDICI_GAME (game), NULL);

  state = ludus_medici_game_get_state (LUDUS_MEDICI_GAME (game));
  g_return_val_if_fail (day < state->day, NULL);

  self = g_object_new (LUDUS_TYPE_MEDICI_DAY_SHEET, NULL);
  grid = ludus_score_sheet_get_grid (self);
  ludus_rule_help_attach (GTK_WIDGET (grid));

  title = g_strdup_printf (_("Scoring of Day %u"), day + 1);
  ludus_score_sheet_set_heading (self, title,
                                 day + 1 < LUDUS_MEDICI_N_DAYS ? _("_Start the Next Day")
                                                               : _("_See the Final Ranking"));

  /* The header row. */
  gtk_grid_attach (grid, ludus_score_sheet_cell_new (_("Player"), "heading", 0), column++, 0, 1, 1);
  gtk_grid_attach (grid,
                   ludus_rule_help_heading_new (_("Ship value"), "heading", 1, ludus_medici_rule_ship (state->n_players)),
                   column++, 0, 1, 1);
  gtk_grid_attach (grid,
                   ludus_rule_help_heading_new (_("Ship"), "heading", 1, ludus_medici_rule_ship (state->n_players)),
                   column++, 0, 1, 1);
  for (guint g = 0; g < LUDUS_MEDICI_N_GOODS; g++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);

      gtk_widget_set_halign (box, GTK_ALIGN_END);
      gtk_box_append (GTK_BOX (box), ludus_medici_symbol_new (g));
      gtk_box_append (GTK_BOX (box), ludus_rule_help_heading_new (_(ludus_medici_goods_names[g]), "heading", 1,
                                                ludus_medici_rule_goods (state->n_players, state->big_stocks)));
      gtk_grid_attach (grid, box, column++, 0, 1, 1);
    }
  gtk_grid_attach (grid,
                   ludus_rule_help_heading_new (_("Day"), "heading", 1, ludus_medici_rule_day ()),
                   column++, 0, 1, 1);
  gtk_grid_attach (grid,
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
      name = ludus_score_sheet_name_cell_new (ludus_game_get_player_name (game, p), NULL, 0, 16);
      gtk_grid_attach (grid, name, column++, p + 1, 1, 1);
      gtk_grid_attach (grid, ludus_score_sheet_cell_new (value, "numeric", 1), column++, p + 1, 1, 1);
      gtk_grid_attach (grid, ludus_score_sheet_cell_new (payout, "numeric", 1), column++, p + 1, 1, 1);
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
          label = ludus_score_sheet_cell_new (cell, "numeric", 1);
          if (pd->majority[g] + pd->bonus[g] == 0)
            gtk_widget_add_css_class (label, "dim-label");
          gtk_widget_set_tooltip_text (label, tooltip);
          gtk_grid_attach (grid, label, column++, p + 1, 1, 1);
        }
      gtk_grid_attach (grid, ludus_score_sheet_cell_new (total, "numeric", 1), column++, p + 1, 1, 1);
      gtk_grid_attach (grid, ludus_score_sheet_cell_new (florins, "heading", 1), column++, p + 1, 1, 1);
    }

  legend = g_strdup_printf (_("Goods: florins for the most and second most symbols, plus a bonus "
                              "for %u or more symbols; the number in brackets is the symbols in "
                              "the warehouse. Ties share the payouts, rounded down to multiples of 5."),
                            ludus_medici_bonus_threshold (state->n_players));
  ludus_score_sheet_set_notes (self, NULL, legend);

  return GTK_WIDGET (self);
}
