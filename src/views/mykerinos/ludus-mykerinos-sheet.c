/* ludus-mykerinos-sheet.c: the summary of a season, and the final exhibition
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * After a season's survey: one row per player with the parcels claimed
 * and rooms booked in that season, the prestige earned and the score,
 * then the survey area by area and who starts the next season.  After the
 * last season: the exhibition, wing by wing (the player's best room in the
 * wing × their parcels of its patron), the sets of five patrons, the
 * parcel without a patron (which counts for neither), the prestige, the
 * total, and the cubes left, which break ties.  Closing it lets the game
 * go on.  Every number is the core's (ludus_mykerinos_score_player).
 */

#define G_LOG_DOMAIN "ludus-mykerinos-sheet"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-mykerinos-history.h"
#include "ludus-mykerinos-museum.h"
#include "ludus-mykerinos-sheet.h"
#include "ludus-rule-help.h"
#include "ludus-mykerinos-rule-text.h"
#include "mykerinos/ludus-mykerinos-game.h"

struct _LudusMykerinosSheet
{
  AdwWindow       parent_instance;

  gboolean        exhibition;

  GtkButton      *continue_button;
  GtkGrid        *grid;
  GtkLabel       *legend_label;
  GtkLabel       *summary_label;
  AdwWindowTitle *window_title;
};

G_DEFINE_FINAL_TYPE (LudusMykerinosSheet, ludus_mykerinos_sheet, ADW_TYPE_WINDOW)

static const char * const patron_classes[LUDUS_MYKERINOS_N_PATRONS + 1] = {
  "patron-violet", "patron-lemon", "patron-brown", "patron-blackmore", "patron-tangerine",
  "patron-none",
};

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

static GtkWidget *
name_cell (const char *name)
{
  GtkWidget *label = new_cell (name, NULL, 0);

  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 16);
  return label;
}

static void
ludus_mykerinos_sheet_class_init (LudusMykerinosSheetClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/mykerinos/ludus-mykerinos-sheet.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosSheet, continue_button);
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosSheet, grid);
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosSheet, legend_label);
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosSheet, summary_label);
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosSheet, window_title);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ludus_mykerinos_sheet_init (LudusMykerinosSheet *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_window_set_default_widget (GTK_WINDOW (self), GTK_WIDGET (self->continue_button));
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->continue_button));
  /* Ctrl+F1 on a heading: its line's rule. */
  ludus_rule_help_attach (GTK_WIDGET (self->grid));
}

static void
set_title (LudusMykerinosSheet *self,
           const char          *title)
{
  adw_window_title_set_title (self->window_title, title);
  gtk_window_set_title (GTK_WINDOW (self), title);
}

/**
 * ludus_mykerinos_sheet_new_season:
 * @game: a #LudusMykerinosGame
 * @season: the season to show, 0-based, over
 * @names: the name of each colour
 */
GtkWidget *
ludus_mykerinos_sheet_new_season (LudusGame          *game,
                                  guint               season,
                                  const char * const *names)
{
  LudusMykerinosSheet *self;
  const LudusMykerinosState *state;
  g_autoptr(LudusMykerinosHistory) history = NULL;
  g_autoptr(GString) survey = g_string_new (NULL);
  g_autofree char *title = NULL;
  g_autofree char *start = NULL;
  guint column = 0;
  int area = -1;

  g_return_val_if_fail (LUDUS_IS_MYKERINOS_GAME (game), NULL);

  state = ludus_mykerinos_game_get_state (LUDUS_MYKERINOS_GAME (game));
  history = ludus_mykerinos_history_new (game);
  g_return_val_if_fail (season < history->n_ended, NULL);

  self = g_object_new (LUDUS_TYPE_MYKERINOS_SHEET, NULL);
  title = g_strdup_printf (_("Season %u Is Over"), season + 1);
  set_title (self, title);
  gtk_button_set_label (self->continue_button, _("_Start the Next Season"));

  gtk_grid_attach (self->grid, new_cell (_("Player"), "heading", 0), column++, 0, 1, 1);
  gtk_grid_attach (self->grid,
                   ludus_rule_help_heading_new (_("Parcels claimed"), "heading", 0,
                                                ludus_mykerinos_rule_parcel (LUDUS_MYKERINOS_VIOLET)),
                   column++, 0, 1, 1);
  gtk_grid_attach (self->grid,
                   ludus_rule_help_heading_new (_("Museum rooms"), "heading", 1, ludus_mykerinos_rule_booking ()),
                   column++, 0, 1, 1);
  gtk_grid_attach (self->grid,
                   ludus_rule_help_heading_new (_("This season"), "heading", 1, ludus_mykerinos_rule_prestige ()),
                   column++, 0, 1, 1);
  gtk_grid_attach (self->grid, new_cell (_("Points"), "heading", 1), column++, 0, 1, 1);

  for (guint p = 0; p < state->n_players; p++)
    {
      GtkWidget *chips = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
      guint rooms = 0;
      int before = season > 0 ? history->score[season - 1][p] : 0;
      g_autofree char *gained = NULL;
      g_autofree char *points = g_strdup_printf ("%d", history->score[season][p]);
      g_autofree char *booked = NULL;

      for (guint i = 0; i < history->steps->len; i++)
        {
          const LudusMykerinosSurveyStep *step = &g_array_index (history->steps, LudusMykerinosSurveyStep, i);

          if (step->season != season || step->chooser != p)
            continue;
          if (step->kind == LUDUS_MYKERINOS_MOVE_MUSEUM)
            rooms++;
          else if (step->kind == LUDUS_MYKERINOS_MOVE_CLAIM)
            {
              const LudusMykerinosCard *card = &state->content->cards[step->card];
              guint patron = MIN (card->patron, LUDUS_MYKERINOS_PATRON_NONE);
              g_autofree char *text = card->prestige > 0 ? g_strdup_printf ("%u", card->prestige) : g_strdup ("");
              g_autofree char *tooltip = g_strdup_printf (ngettext ("%s, %u prestige", "%s, %u prestige",
                                                                    card->prestige),
                                                          _(ludus_mykerinos_patron_names[patron]), card->prestige);
              GtkWidget *chip = gtk_label_new (text);

              gtk_widget_add_css_class (chip, "cartouche");
              gtk_widget_add_css_class (chip, patron_classes[patron]);
              gtk_widget_set_tooltip_text (chip, tooltip);
              gtk_box_append (GTK_BOX (chips), chip);
            }
        }
      if (gtk_widget_get_first_child (chips) == NULL)
        gtk_box_append (GTK_BOX (chips), new_cell ("–", "dim-label", 0));

      gained = g_strdup_printf ("+%d", history->score[season][p] - before);
      booked = g_strdup_printf ("%u", rooms);
      column = 0;
      gtk_grid_attach (self->grid, name_cell (names[p]), column++, p + 1, 1, 1);
      gtk_grid_attach (self->grid, chips, column++, p + 1, 1, 1);
      gtk_grid_attach (self->grid, new_cell (booked, "numeric", 1), column++, p + 1, 1, 1);
      gtk_grid_attach (self->grid, new_cell (gained, "numeric", 1), column++, p + 1, 1, 1);
      gtk_grid_attach (self->grid, new_cell (points, "heading", 1), column++, p + 1, 1, 1);
    }

  /* The survey, area by area. */
  for (guint i = 0; i < history->steps->len; i++)
    {
      const LudusMykerinosSurveyStep *step = &g_array_index (history->steps, LudusMykerinosSurveyStep, i);
      g_autofree char *line = NULL;

      if (step->season != season)
        continue;
      if (step->area != area)
        {
          g_autoptr(GString) ranking = g_string_new (NULL);

          for (guint r = 0; r < step->n_ranked; r++)
            {
              guint c = step->rank[r];

              if (ranking->len > 0)
                /* Translators: joins the places of an area's ranking */
                g_string_append (ranking, _(", "));
              /* Translators: a place in an area's ranking: "Anna (4)", with the cubes there */
              g_string_append_printf (ranking, _("%s (%u)"), names[c], step->cubes[c]);
            }
          /* Translators: an area's heading in the survey summary: "Area 2: Anna (4), Béla (2)" */
          if (survey->len > 0)
            g_string_append_c (survey, '\n');
          g_string_append_printf (survey, _("Area %u: %s"), step->area + 1, ranking->str);
          area = step->area;
        }
      line = ludus_mykerinos_survey_step_describe (step, state->content, state->wing_patron, names);
      g_string_append_printf (survey, "\n• %s", line);
    }
  if (survey->len == 0)
    g_string_append (survey, _("Nobody chose anything in this survey."));
  gtk_label_set_text (self->summary_label, survey->str);

  start = g_strdup_printf (_("%s passed last and starts the next season. Tilted cards are straightened; "
                             "cubes left in the personal stocks stay there."),
                           names[history->start_player[season]]);
  gtk_label_set_text (self->legend_label, start);

  return GTK_WIDGET (self);
}

/**
 * ludus_mykerinos_sheet_new_exhibition:
 * @game: a #LudusMykerinosGame, over
 * @names: the name of each colour
 */
GtkWidget *
ludus_mykerinos_sheet_new_exhibition (LudusGame          *game,
                                      const char * const *names)
{
  LudusMykerinosSheet *self;
  const LudusMykerinosState *state;
  guint32 winners;
  guint column = 0;
  g_autoptr(GString) result = g_string_new (NULL);
  gboolean tied_on_points = FALSE;

  g_return_val_if_fail (LUDUS_IS_MYKERINOS_GAME (game), NULL);

  state = ludus_mykerinos_game_get_state (LUDUS_MYKERINOS_GAME (game));
  winners = ludus_game_get_winners (game);

  self = g_object_new (LUDUS_TYPE_MYKERINOS_SHEET, NULL);
  self->exhibition = TRUE;
  gtk_grid_set_column_spacing (self->grid, 12);
  set_title (self, _("The Final Exhibition"));
  gtk_button_set_label (self->continue_button, _("_See the Final Ranking"));

  gtk_grid_attach (self->grid, new_cell (_("Player"), "heading", 0), column++, 0, 1, 1);
  for (guint w = 0; w < LUDUS_MYKERINOS_N_WINGS; w++)
    {
      guint patron = state->wing_patron[w];
      GtkWidget *header = new_cell (_(ludus_mykerinos_patron_names[patron]), "heading", 1);
      g_autofree char *tooltip = g_strdup_printf (_("Wing %u"), w + 1);
      g_autofree char *rule = ludus_mykerinos_rule_wing (patron);

      gtk_label_set_wrap (GTK_LABEL (header), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (header), 9);
      gtk_label_set_justify (GTK_LABEL (header), GTK_JUSTIFY_RIGHT);
      gtk_widget_add_css_class (header, "wing-heading");
      gtk_widget_add_css_class (header, patron_classes[patron]);
      gtk_widget_set_tooltip_text (header, tooltip);
      gtk_grid_attach (self->grid, ludus_rule_help_wrap (header, g_steal_pointer (&rule)), column++, 0, 1, 1);
    }
  gtk_grid_attach (self->grid,
                   ludus_rule_help_heading_new (_("Sets"), "heading", 1, ludus_mykerinos_rule_sets ()),
                   column++, 0, 1, 1);
  gtk_grid_attach (self->grid,
                   ludus_rule_help_heading_new (_("Prestige"), "heading", 1, ludus_mykerinos_rule_prestige ()),
                   column++, 0, 1, 1);
  gtk_grid_attach (self->grid, new_cell (_("Total"), "heading", 1), column++, 0, 1, 1);
  gtk_grid_attach (self->grid,
                   ludus_rule_help_heading_new (_("Cubes left"), "heading", 1, ludus_mykerinos_rule_cubes_left ()),
                   column++, 0, 1, 1);

  for (guint p = 0; p < state->n_players; p++)
    for (guint q = p + 1; q < state->n_players; q++)
      tied_on_points |= state->score[p] == state->score[q] &&
                        ((winners >> p) & 1) + ((winners >> q) & 1) > 0;

  for (guint p = 0; p < state->n_players; p++)
    {
      LudusMykerinosScore score;
      g_autofree char *sets = NULL;
      g_autofree char *prestige = NULL;
      g_autofree char *total = NULL;
      g_autofree char *cubes = g_strdup_printf ("%u", state->stock[p]);
      GtkWidget *name;

      ludus_mykerinos_score_player (state, p, &score);
      column = 0;
      name = name_cell (names[p]);
      if ((winners >> p) & 1)
        gtk_widget_add_css_class (name, "heading");
      gtk_grid_attach (self->grid, name, column++, p + 1, 1, 1);
      for (guint w = 0; w < LUDUS_MYKERINOS_N_WINGS; w++)
        {
          guint patron = state->wing_patron[w];
          guint cards = ludus_mykerinos_state_owned (state, p, patron);
          guint multiplier = cards > 0 ? score.exhibition[w] / cards : 0;
          g_autofree char *cell = NULL;
          g_autofree char *tooltip = NULL;
          GtkWidget *label;

          if (cards > 0)
            /* Translators: an exhibition: the best room's value × parcels = points, "5 × 2 = 10" */
            cell = g_strdup_printf (_("%u × %u = %d"), multiplier, cards, score.exhibition[w]);
          else
            cell = g_strdup ("0");
          tooltip = g_strdup_printf (ngettext ("%u parcel of %s × %u, the best room held in the wing (1 without one)",
                                               "%u parcels of %s × %u, the best room held in the wing (1 without one)",
                                               cards),
                                     cards, _(ludus_mykerinos_patron_names[patron]), multiplier);
          label = new_cell (cell, "numeric", 1);
          if (cards == 0)
            gtk_widget_add_css_class (label, "dim-label");
          else
            gtk_widget_set_tooltip_text (label, tooltip);
          gtk_grid_attach (self->grid, label, column++, p + 1, 1, 1);
        }
      sets = g_strdup_printf ("+%d", score.sets);
      prestige = g_strdup_printf ("%d", score.prestige);
      total = g_strdup_printf ("%d", score.total);
      gtk_grid_attach (self->grid, new_cell (sets, "numeric", 1), column++, p + 1, 1, 1);
      gtk_grid_attach (self->grid, new_cell (prestige, "numeric", 1), column++, p + 1, 1, 1);
      gtk_grid_attach (self->grid, new_cell (total, "heading", 1), column++, p + 1, 1, 1);
      gtk_grid_attach (self->grid, new_cell (cubes, tied_on_points ? "heading" : "numeric", 1),
                       column++, p + 1, 1, 1);
    }

  for (guint p = 0; p < state->n_players; p++)
    if (ludus_mykerinos_state_owned (state, p, LUDUS_MYKERINOS_PATRON_NONE) > 0)
      {
        /* Translators: the one parcel without a patron */
        g_string_append_printf (result, _("%s holds the parcel without a patron: its 5 prestige counted "
                                          "when it was claimed; it counts for no wing and no set."),
                                names[p]);
        g_string_append_c (result, '\n');
      }
  if (tied_on_points && (winners & (winners - 1)) != 0)
    g_string_append (result, _("Tied on points and on cubes left: the victory is shared."));
  else if (tied_on_points)
    g_string_append (result, _("Tied on points: the most cubes left in the personal stock wins."));
  gtk_label_set_text (self->summary_label, result->str);
  gtk_widget_set_visible (GTK_WIDGET (self->summary_label), result->len > 0);

  gtk_label_set_text (self->legend_label,
                      _("Each wing scores its patron’s parcels × the value of the best room you hold "
                        "in it (5-room 5, 3-room 3, a corridor 2 for both its wings), or × 1 without "
                        "one. Every set of the five patrons adds 5 points. Ties: most cubes left in the "
                        "personal stock."));
  return GTK_WIDGET (self);
}

gboolean
ludus_mykerinos_sheet_is_exhibition (LudusMykerinosSheet *self)
{
  g_return_val_if_fail (LUDUS_IS_MYKERINOS_SHEET (self), FALSE);

  return self->exhibition;
}
