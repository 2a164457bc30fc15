/* ludus-thebes-score-sheet.c: the final scoring of a Thebes game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One column per player: artifact points, exhibitions, congresses (as a
 * set, capped), the majority of closed books at each site (shared when
 * tied) and the total.  The numbers are the core's (ludus_thebes_score); closing
 * the sheet lets the final ranking come.
 */

#define G_LOG_DOMAIN "ludus-thebes-score-sheet"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-thebes-score-sheet.h"
#include "ludus-rule-help.h"
#include "ludus-thebes-rule-text.h"
#include "ludus-thebes-widgets.h"
#include "thebes/ludus-thebes-game.h"

struct _LudusThebesScoreSheet
{
  LudusScoreSheet parent_instance;
};

G_DEFINE_FINAL_TYPE (LudusThebesScoreSheet, ludus_thebes_score_sheet, LUDUS_TYPE_SCORE_SHEET)

static void
ludus_thebes_score_sheet_class_init (LudusThebesScoreSheetClass *klass)
{
}

static void
ludus_thebes_score_sheet_init (LudusThebesScoreSheet *self)
{
  ludus_score_sheet_set_style (LUDUS_SCORE_SHEET (self), "thebes-score-sheet", 18, 60);
  ludus_score_sheet_set_heading (LUDUS_SCORE_SHEET (self), _("Final Scoring"), _("_See the Final Ranking"));
}

static GtkWidget *
named (GtkWidget  *widget,
       const char *name)
{
  gtk_widget_set_name (widget, name);
  return widget;
}

/**
 * ludus_thebes_score_sheet_new:
 * @game: a #LudusThebesGame
 */
GtkWidget *
ludus_thebes_score_sheet_new (LudusGame *game)
{
  LudusScoreSheet *self;
  GtkGrid *grid;
  const LudusThebesState *state;
  LudusThebesScore scores[LUDUS_THEBES_MAX_PLAYERS];
  g_autofree char *congresses = NULL;
  g_autofree char *majorities = NULL;
  g_autofree char *legend = NULL;
  guint congress_points;
  guint row = 0;

  g_return_val_if_fail (LUDUS_IS_THEBES_GAME (game), NULL);

  state = ludus_thebes_game_get_state (LUDUS_THEBES_GAME (game));
  ludus_thebes_score (state, scores);

  self = g_object_new (LUDUS_TYPE_THEBES_SCORE_SHEET, NULL);
  grid = ludus_score_sheet_get_grid (self);
  ludus_rule_help_attach (GTK_WIDGET (grid));

  /* One column per player, one row per kind of points. */
  gtk_grid_attach (grid, ludus_score_sheet_cell_new (_("Player"), "heading", 0), 0, row++, 1, 1);
  /* The lines are named, for a tutorial to outline them. */
  gtk_grid_attach (grid, named (ludus_rule_help_heading_new (_("Artifacts"), NULL, 0, ludus_thebes_rule_artifacts ()),
                                "score-artifacts"),
                   0, row++, 1, 1);
  gtk_grid_attach (grid, named (ludus_rule_help_heading_new (_("Exhibitions"), NULL, 0,
                                                             ludus_thebes_rule_exhibitions ()),
                                "score-exhibitions"),
                   0, row++, 1, 1);
  gtk_grid_attach (grid, named (ludus_rule_help_heading_new (_("Congresses"), NULL, 0,
                                                             ludus_thebes_rule_congresses ()),
                                "score-congresses"),
                   0, row++, 1, 1);
  for (guint s = 0; s < LUDUS_THEBES_N_SITES; s++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

      gtk_box_append (GTK_BOX (box), ludus_thebes_site_chip_new (s));
      gtk_widget_set_name (box, "score-majorities");
      gtk_box_append (GTK_BOX (box), ludus_rule_help_heading_new (ludus_thebes_place_name (LUDUS_THEBES_SITE_PLACE (s)),
                                                                  NULL, 0, ludus_thebes_rule_majority ()));
      gtk_grid_attach (grid, box, 0, row++, 1, 1);
    }
  gtk_grid_attach (grid, ludus_score_sheet_cell_new (_("Total"), "heading", 0), 0, row++, 1, 1);

  for (guint p = 0; p < state->n_players; p++)
    {
      const LudusThebesPlayer *pl = &state->players[p];
      const LudusThebesScore *sc = &scores[p];
      g_autofree char *artifacts = g_strdup_printf ("%d", sc->artifacts);
      g_autofree char *exhibitions = g_strdup_printf ("%d", sc->exhibitions);
      g_autofree char *congress = NULL;
      g_autofree char *total = g_strdup_printf ("%d", sc->total);
      g_autofree char *artifacts_tip = NULL;
      g_autofree char *exhibitions_tip = NULL;
      GtkWidget *name, *cell;
      guint n_artifacts = 0;
      guint column = p + 1;

      for (guint s = 0; s < LUDUS_THEBES_N_SITES; s++)
        n_artifacts += pl->artifacts[s];

      row = 0;
      name = ludus_score_sheet_name_cell_new (ludus_game_get_player_name (game, p), "heading", 1, 12);
      gtk_grid_attach (grid, name, column, row++, 1, 1);

      cell = ludus_score_sheet_cell_new (artifacts, "numeric", 1);
      artifacts_tip = g_strdup_printf (ngettext ("%u artifact", "%u artifacts", n_artifacts), n_artifacts);
      gtk_widget_set_tooltip_text (cell, artifacts_tip);
      gtk_grid_attach (grid, cell, column, row++, 1, 1);

      cell = ludus_score_sheet_cell_new (exhibitions, "numeric", 1);
      exhibitions_tip = g_strdup_printf (ngettext ("%u exhibition", "%u exhibitions", pl->exhibitions),
                                         pl->exhibitions);
      gtk_widget_set_tooltip_text (cell, exhibitions_tip);
      gtk_grid_attach (grid, cell, column, row++, 1, 1);

      /* Translators: congress points and cards, "10 (4)" */
      congress = g_strdup_printf (_("%d (%u)"), sc->congress, pl->congresses);
      gtk_grid_attach (grid, ludus_score_sheet_cell_new (congress, "numeric", 1), column, row++, 1, 1);

      for (guint s = 0; s < LUDUS_THEBES_N_SITES; s++)
        {
          /* Translators: majority points and closed books at a site, "+5 (4)" */
          g_autofree char *text = g_strdup_printf (_("+%d (%u)"), sc->majority[s], pl->books[s]);
          const char *tip;

          cell = ludus_score_sheet_cell_new (text, "numeric", 1);
          if (sc->majority[s] == LUDUS_THEBES_MAJORITY_POINTS)
            tip = _("The most closed books");
          else if (sc->majority[s] > 0)
            tip = _("Tied for the most closed books");
          else
            {
              tip = _("No majority");
              gtk_widget_add_css_class (cell, "dim-label");
            }
          gtk_widget_set_tooltip_text (cell, tip);
          gtk_grid_attach (grid, cell, column, row++, 1, 1);
        }
      gtk_grid_attach (grid, ludus_score_sheet_cell_new (total, "heading", 1), column, row++, 1, 1);
    }

  congress_points = ludus_thebes_congress_points (G_MAXUINT);
  congresses = g_strdup_printf (ngettext ("Congresses score as a set, at most %u point; the number "
                                          "in brackets is the cards.",
                                          "Congresses score as a set, at most %u points; the number "
                                          "in brackets is the cards.", congress_points),
                                congress_points);
  /* Translators: the second number is the points each tied player scores */
  majorities = g_strdup_printf (ngettext ("At each site the most closed books (cards and tokens) "
                                          "score %u point, or %u each when tied; the number in "
                                          "brackets is the books.",
                                          "At each site the most closed books (cards and tokens) "
                                          "score %u points, or %u each when tied; the number in "
                                          "brackets is the books.", LUDUS_THEBES_MAJORITY_POINTS),
                                LUDUS_THEBES_MAJORITY_POINTS, LUDUS_THEBES_SHARED_MAJORITY_POINTS);
  legend = g_strconcat (congresses, " ", majorities, NULL);
  ludus_score_sheet_set_notes (self, NULL, legend);

  return GTK_WIDGET (self);
}
