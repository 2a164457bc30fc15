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

#include "ludus-mykerinos-museum.h"
#include "ludus-mykerinos-sheet.h"
#include "ludus-rule-help.h"
#include "ludus-mykerinos-rule-text.h"
#include "mykerinos/ludus-mykerinos-game.h"

struct _LudusMykerinosSheet
{
  LudusScoreSheet parent_instance;

  gboolean        exhibition;
};

G_DEFINE_FINAL_TYPE (LudusMykerinosSheet, ludus_mykerinos_sheet, LUDUS_TYPE_SCORE_SHEET)

static const char * const patron_classes[LUDUS_MYKERINOS_N_PATRONS + 1] = {
  "patron-violet", "patron-lemon", "patron-brown", "patron-blackmore", "patron-tangerine",
  "patron-none",
};

static void
ludus_mykerinos_sheet_class_init (LudusMykerinosSheetClass *klass)
{
}

static void
ludus_mykerinos_sheet_init (LudusMykerinosSheet *self)
{
  ludus_score_sheet_set_style (LUDUS_SCORE_SHEET (self), "mykerinos-sheet", 18, 90);
  /* Ctrl+F1 on a heading: its line's rule. */
  ludus_rule_help_attach (GTK_WIDGET (ludus_score_sheet_get_grid (LUDUS_SCORE_SHEET (self))));
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
  LudusScoreSheet *sheet;
  GtkGrid *grid;
  const LudusMykerinosState *state;
  const LudusMykerinosSeasonRecord *record;
  g_autoptr(GString) survey = g_string_new (NULL);
  g_autofree char *title = NULL;
  g_autofree char *start = NULL;
  guint column = 0;
  int area = -1;

  g_return_val_if_fail (LUDUS_IS_MYKERINOS_GAME (game), NULL);

  state = ludus_mykerinos_game_get_state (LUDUS_MYKERINOS_GAME (game));
  g_return_val_if_fail (season < state->season, NULL);
  record = ludus_mykerinos_state_record (state, season);

  self = g_object_new (LUDUS_TYPE_MYKERINOS_SHEET, NULL);
  sheet = LUDUS_SCORE_SHEET (self);
  grid = ludus_score_sheet_get_grid (sheet);
  title = g_strdup_printf (_("Season %u Is Over"), season + 1);
  ludus_score_sheet_set_heading (sheet, title, _("_Start the Next Season"));

  gtk_grid_attach (grid, ludus_score_sheet_cell_new (_("Player"), "heading", 0), column++, 0, 1, 1);
  gtk_grid_attach (grid,
                   ludus_rule_help_heading_new (_("Parcels claimed"), "heading", 0,
                                                ludus_mykerinos_rule_parcel (LUDUS_MYKERINOS_VIOLET)),
                   column++, 0, 1, 1);
  gtk_grid_attach (grid,
                   ludus_rule_help_heading_new (_("Museum rooms"), "heading", 1, ludus_mykerinos_rule_booking ()),
                   column++, 0, 1, 1);
  gtk_grid_attach (grid,
                   ludus_rule_help_heading_new (_("This season"), "heading", 1, ludus_mykerinos_rule_prestige ()),
                   column++, 0, 1, 1);
  gtk_grid_attach (grid, ludus_rule_help_heading_new (_("Points"), "heading", 1, ludus_mykerinos_rule_score ()),
                   column++, 0, 1, 1);

  for (guint p = 0; p < state->n_players; p++)
    {
      GtkWidget *chips = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
      guint rooms = 0;
      int before = season > 0 ? ludus_mykerinos_state_record (state, season - 1)->prestige[p] : 0;
      g_autofree char *gained = NULL;
      g_autofree char *points = g_strdup_printf ("%d", record->prestige[p]);
      g_autofree char *booked = NULL;

      for (guint i = 0; i < record->n_events; i++)
        {
          const LudusMykerinosSurveyEvent *event = &record->events[i];

          if (event->colour != p)
            continue;
          if (event->kind == LUDUS_MYKERINOS_EVENT_MUSEUM)
            rooms++;
          else if (event->kind == LUDUS_MYKERINOS_EVENT_CLAIM)
            {
              const LudusMykerinosCard *card = &state->content->cards[event->card];
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
        gtk_box_append (GTK_BOX (chips), ludus_score_sheet_cell_new ("–", "dim-label", 0));

      gained = g_strdup_printf ("+%d", record->prestige[p] - before);
      booked = g_strdup_printf ("%u", rooms);
      column = 0;
      gtk_grid_attach (grid, ludus_score_sheet_name_cell_new (names[p], NULL, 0, 16), column++, p + 1, 1, 1);
      gtk_grid_attach (grid, chips, column++, p + 1, 1, 1);
      gtk_grid_attach (grid, ludus_score_sheet_cell_new (booked, "numeric", 1), column++, p + 1, 1, 1);
      gtk_grid_attach (grid, ludus_score_sheet_cell_new (gained, "numeric", 1), column++, p + 1, 1, 1);
      gtk_grid_attach (grid, ludus_score_sheet_cell_new (points, "heading", 1), column++, p + 1, 1, 1);
    }

  /* The survey, area by area: the ranking, then what the log told. */
  for (guint i = 0; i < record->n_events; i++)
    {
      const LudusMykerinosSurveyEvent *event = &record->events[i];
      g_autofree char *line = NULL;

      if (event->area != area)
        {
          const LudusMykerinosAreaRecord *ranked = &record->areas[event->area];
          g_autoptr(GString) ranking = g_string_new (NULL);

          for (guint r = 0; r < ranked->n_ranked; r++)
            {
              guint c = ranked->rank[r];

              if (ranking->len > 0)
                /* Translators: joins the places of an area's ranking */
                g_string_append (ranking, _(", "));
              /* Translators: a place in an area's ranking: "Anna (4)", with the cubes there */
              g_string_append_printf (ranking, _("%s (%u)"), names[c], ranked->cubes[c]);
            }
          if (survey->len > 0)
            g_string_append_c (survey, '\n');
          if (ranked->n_ranked == 0)
            g_string_append_printf (survey, _("Area %u: nobody dug there"), event->area + 1);
          else
            /* Translators: an area's heading in the survey summary: "Area 2: Anna (4), Béla (2)" */
            g_string_append_printf (survey, _("Area %u: %s"), event->area + 1, ranking->str);
          area = event->area;
        }
      line = ludus_mykerinos_describe_event (state, event, names);
      g_string_append_printf (survey, "\n• %s", line);
    }
  if (survey->len == 0)
    g_string_append (survey, _("Nobody chose anything in this survey."));
  start = g_strdup_printf (_("%s passed last and starts the next season. Tilted cards are straightened; "
                             "cubes left in the personal stocks stay there."),
                           names[record->start_player]);
  ludus_score_sheet_set_notes (sheet, survey->str, start);

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
  LudusScoreSheet *sheet;
  GtkGrid *grid;
  const LudusMykerinosState *state;
  guint32 winners;
  guint column = 0;
  g_autoptr(GString) result = g_string_new (NULL);
  gboolean tied_on_points = FALSE;

  g_return_val_if_fail (LUDUS_IS_MYKERINOS_GAME (game), NULL);

  state = ludus_mykerinos_game_get_state (LUDUS_MYKERINOS_GAME (game));
  winners = ludus_game_get_winners (game);

  self = g_object_new (LUDUS_TYPE_MYKERINOS_SHEET, NULL);
  sheet = LUDUS_SCORE_SHEET (self);
  grid = ludus_score_sheet_get_grid (sheet);
  self->exhibition = TRUE;
  gtk_grid_set_column_spacing (grid, 12);
  ludus_score_sheet_set_heading (sheet, _("The Final Exhibition"), _("_See the Final Ranking"));

  gtk_grid_attach (grid, ludus_score_sheet_cell_new (_("Player"), "heading", 0), column++, 0, 1, 1);
  for (guint w = 0; w < LUDUS_MYKERINOS_N_WINGS; w++)
    {
      guint patron = state->wing_patron[w];
      GtkWidget *header = ludus_score_sheet_cell_new (_(ludus_mykerinos_patron_names[patron]), "heading", 1);
      g_autofree char *tooltip = g_strdup_printf (_("Wing %u"), w + 1);
      g_autofree char *rule = ludus_mykerinos_rule_wing (patron);

      gtk_label_set_wrap (GTK_LABEL (header), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (header), 9);
      gtk_label_set_justify (GTK_LABEL (header), GTK_JUSTIFY_RIGHT);
      gtk_widget_add_css_class (header, "wing-heading");
      gtk_widget_add_css_class (header, patron_classes[patron]);
      gtk_widget_set_tooltip_text (header, tooltip);
      gtk_grid_attach (grid, ludus_rule_help_wrap (header, g_steal_pointer (&rule)), column++, 0, 1, 1);
    }
  gtk_grid_attach (grid,
                   ludus_rule_help_heading_new (_("Sets"), "heading", 1, ludus_mykerinos_rule_sets ()),
                   column++, 0, 1, 1);
  gtk_grid_attach (grid,
                   ludus_rule_help_heading_new (_("Prestige"), "heading", 1, ludus_mykerinos_rule_prestige ()),
                   column++, 0, 1, 1);
  gtk_grid_attach (grid, ludus_rule_help_heading_new (_("Total"), "heading", 1, ludus_mykerinos_rule_total ()),
                   column++, 0, 1, 1);
  gtk_grid_attach (grid,
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
      name = ludus_score_sheet_name_cell_new (names[p], NULL, 0, 16);
      if ((winners >> p) & 1)
        gtk_widget_add_css_class (name, "heading");
      gtk_grid_attach (grid, name, column++, p + 1, 1, 1);
      for (guint w = 0; w < LUDUS_MYKERINOS_N_WINGS; w++)
        {
          guint patron = state->wing_patron[w];
          guint cards = ludus_mykerinos_state_owned (state, p, patron);
          guint multiplier = cards > 0 ? score.exhibition[w] / cards : 0;
          g_autofree char *cell = NULL;
          g_autofree char *tooltip = NULL;
          GtkWidget *label;

          if (cards > 0)
            /* Translators: an exhibition: parcels × the best room's value = points, "2 × 5 = 10",
             * in the order of the footnote and the tooltip */
            cell = g_strdup_printf (_("%u × %u = %d"), cards, multiplier, score.exhibition[w]);
          else
            cell = g_strdup ("0");
          tooltip = g_strdup_printf (ngettext ("%u parcel of %s × %u, the best room held in the wing (1 without one)",
                                               "%u parcels of %s × %u, the best room held in the wing (1 without one)",
                                               cards),
                                     cards, _(ludus_mykerinos_patron_names[patron]), multiplier);
          label = ludus_score_sheet_cell_new (cell, "numeric", 1);
          if (cards == 0)
            gtk_widget_add_css_class (label, "dim-label");
          else
            gtk_widget_set_tooltip_text (label, tooltip);
          gtk_grid_attach (grid, label, column++, p + 1, 1, 1);
        }
      sets = g_strdup_printf ("+%d", score.sets);
      prestige = g_strdup_printf ("%d", score.prestige);
      total = g_strdup_printf ("%d", score.total);
      gtk_grid_attach (grid, ludus_score_sheet_cell_new (sets, "numeric", 1), column++, p + 1, 1, 1);
      gtk_grid_attach (grid, ludus_score_sheet_cell_new (prestige, "numeric", 1), column++, p + 1, 1, 1);
      gtk_grid_attach (grid, ludus_score_sheet_cell_new (total, "heading", 1), column++, p + 1, 1, 1);
      gtk_grid_attach (grid, ludus_score_sheet_cell_new (cubes, tied_on_points ? "heading" : "numeric", 1),
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
  ludus_score_sheet_set_notes (sheet, result->len > 0 ? result->str : NULL,
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
