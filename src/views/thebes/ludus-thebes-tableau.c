/* ludus-thebes-tableau.c: what one Thebes player has
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A player's name, place and week, a live score estimate; per site the
 * closed books (the most underlined), rumours, the excavation permit
 * (valid, or used this year) and the artifacts found; then general
 * knowledge, assistants, shovels, car, zeppelins, special permits,
 * congresses and exhibitions; the tokens of the player's last dig, until
 * they move again.  Made once, updated in place.
 */

#define G_LOG_DOMAIN "ludus-thebes-tableau"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-label.h"
#include "ludus-player-colours.h"
#include "ludus-player-header.h"
#include "ludus-projection-label.h"
#include "ludus-thebes-dig-panel.h"
#include "ludus-thebes-tableau.h"
#include "ludus-rule-help.h"
#include "ludus-thebes-rule-text.h"
#include "ludus-thebes-widgets.h"

enum { ROW_BOOKS, ROW_RUMOURS, ROW_PERMIT, ROW_ARTIFACTS, N_ROWS };

/* The rule of a row of the sites' grid. */
static char *
row_rule (guint row)
{
  switch (row)
    {
    case ROW_BOOKS:
      return ludus_thebes_rule_majority ();
    case ROW_RUMOURS:
      return ludus_thebes_rule_rumours ();
    case ROW_PERMIT:
      return ludus_thebes_rule_permit ();
    default:
      return ludus_thebes_rule_artifacts ();
    }
}

struct _LudusThebesTableau
{
  GtkWidget  parent_instance;

  GtkWidget *header;
  GtkLabel  *time;
  GtkWidget *projection;
  GtkLabel  *cells[N_ROWS][LUDUS_THEBES_N_SITES];
  GtkLabel  *things;
  GtkWidget *dig;
  GtkLabel  *dig_title;
  GtkWidget *dig_tokens[LUDUS_THEBES_MAX_DRAWN];
};

G_DEFINE_FINAL_TYPE (LudusThebesTableau, ludus_thebes_tableau, GTK_TYPE_WIDGET)

static GtkWidget *
new_caption (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  return label;
}

static void
ludus_thebes_tableau_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (ludus_thebes_tableau_parent_class)->dispose (object);
}

static void
ludus_thebes_tableau_class_init (LudusThebesTableauClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_thebes_tableau_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "thebes-tableau");
}

static void
ludus_thebes_tableau_init (LudusThebesTableau *self)
{
  static const char * const rows[N_ROWS] = { N_("Books"), N_("Rumours"), N_("Permit"), N_("Artifacts") };
  GtkWidget *widget = GTK_WIDGET (self);
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (widget);
  g_autofree char *projection_rule = ludus_thebes_rule_projection ();
  GtkWidget *grid, *flow;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 4);
  gtk_widget_add_css_class (widget, "card");

  self->header = ludus_player_header_new ("thebes-score");
  gtk_widget_set_parent (self->header, widget);
  self->projection = ludus_projection_label_new (projection_rule);
  gtk_widget_set_parent (self->projection, widget);

  self->time = GTK_LABEL (new_caption (NULL));
  gtk_label_set_wrap (self->time, TRUE);
  gtk_widget_set_parent (GTK_WIDGET (self->time), widget);

  /* Per site: closed books, rumours, the permit, artifacts found. */
  grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 1);
  gtk_widget_add_css_class (grid, "sites");
  for (guint s = 0; s < LUDUS_THEBES_N_SITES; s++)
    gtk_grid_attach (GTK_GRID (grid), ludus_thebes_site_chip_new (s), s + 1, 0, 1, 1);
  for (guint r = 0; r < N_ROWS; r++)
    {
      GtkWidget *label = new_caption (_(rows[r]));

      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_widget_set_hexpand (label, TRUE);
      /* The row's rule, for the keyboard too (Ctrl+F1). */
      gtk_grid_attach (GTK_GRID (grid), ludus_rule_help_wrap (label, row_rule (r)), 0, r + 1, 1, 1);
      for (guint s = 0; s < LUDUS_THEBES_N_SITES; s++)
        {
          self->cells[r][s] = GTK_LABEL (gtk_label_new (NULL));
          gtk_widget_add_css_class (GTK_WIDGET (self->cells[r][s]), "numeric");
          gtk_widget_set_size_request (GTK_WIDGET (self->cells[r][s]), 24, -1);
          gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->cells[r][s]), s + 1, r + 1, 1, 1);
        }
    }
  gtk_widget_set_parent (grid, widget);

  self->things = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->things, TRUE);
  /* Two lines kept, whatever the player holds (see .thebes-things); a
   * third in a narrow tableau rather than a list cut short. */
  gtk_label_set_lines (self->things, 3);
  gtk_label_set_ellipsize (self->things, PANGO_ELLIPSIZE_END);
  ludus_label_set_tooltip_when_cut (self->things);
  gtk_label_set_yalign (self->things, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->things), "thebes-things");
  gtk_label_set_xalign (self->things, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->things), "caption");
  gtk_widget_set_parent (GTK_WIDGET (self->things), widget);

  /* The last dig's tokens, in rows that wrap. */
  self->dig = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  self->dig_title = GTK_LABEL (new_caption (NULL));
  gtk_label_set_wrap (self->dig_title, TRUE);
  gtk_box_append (GTK_BOX (self->dig), GTK_WIDGET (self->dig_title));
  flow = g_object_new (GTK_TYPE_FLOW_BOX,
                       "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP,
                       "selection-mode", GTK_SELECTION_NONE,
                       "max-children-per-line", LUDUS_THEBES_MAX_DRAWN,
                       "column-spacing", 2,
                       "row-spacing", 2,
                       NULL);
  for (guint i = 0; i < LUDUS_THEBES_MAX_DRAWN; i++)
    {
      self->dig_tokens[i] = ludus_thebes_token_new ();
      gtk_flow_box_append (GTK_FLOW_BOX (flow),
                           g_object_new (GTK_TYPE_FLOW_BOX_CHILD,
                                         "accessible-role", GTK_ACCESSIBLE_ROLE_GENERIC,
                                         "focusable", FALSE,
                                         "halign", GTK_ALIGN_START,
                                         "child", self->dig_tokens[i],
                                         NULL));
    }
  gtk_box_append (GTK_BOX (self->dig), flow);
  gtk_widget_set_parent (self->dig, widget);
}

GtkWidget *
ludus_thebes_tableau_new (void)
{
  return g_object_new (LUDUS_TYPE_THEBES_TABLEAU, NULL);
}

/**
 * ludus_thebes_tableau_update:
 * @player: whose tableau this is
 * @name: the player's name
 * @colour: the player's colour (ludus-player-colours.h)
 * @score: the score so far (ludus_thebes_score())
 * @to_move: whether the player moves next
 */
void
ludus_thebes_tableau_update (LudusThebesTableau     *self,
                             const LudusThebesState *state,
                             guint                   player,
                             const char             *name,
                             guint                   colour,
                             int                     score,
                             gboolean                to_move)
{
  const LudusThebesPlayer *pl;
  g_autofree char *points = NULL;
  g_autofree char *time = NULL;
  g_autoptr(GString) things = g_string_new (NULL);
  guint most[LUDUS_THEBES_N_SITES] = { 0 };

  g_return_if_fail (LUDUS_IS_THEBES_TABLEAU (self));
  g_return_if_fail (state != NULL && player < state->n_players);

  pl = &state->players[player];

  ludus_thebes_set_class (GTK_WIDGET (self), "current", to_move);
  /* Translators: a live score estimate, "≈ 23 VP" */
  points = g_strdup_printf (C_("points, short", "≈ %d VP"), score);
  ludus_player_header_set (LUDUS_PLAYER_HEADER (self->header),
                           ludus_player_colour_css_class (MIN (colour, LUDUS_N_PLAYER_COLOURS - 1)),
                           name, points);

  if (pl->time >= LUDUS_THEBES_END_TIME)
    time = g_strdup_printf (_("In %s · expedition ended"), ludus_thebes_place_name (pl->place));
  else
    /* Translators: where a player is and when, "In Paris · week 5 of 1902" */
    time = g_strdup_printf (_("In %s · week %u of %u"), ludus_thebes_place_name (pl->place),
                            ludus_thebes_week (pl->time), ludus_thebes_year (pl->time));
  gtk_label_set_text (self->time, time);

  for (guint p = 0; p < state->n_players; p++)
    for (guint s = 0; s < LUDUS_THEBES_N_SITES; s++)
      most[s] = MAX (most[s], state->players[p].books[s]);

  for (guint s = 0; s < LUDUS_THEBES_N_SITES; s++)
    {
      const char *site = ludus_thebes_place_name (LUDUS_THEBES_SITE_PLACE (s));
      gboolean valid = ludus_thebes_permit_valid (state, player, s);
      g_autofree char *books = g_strdup_printf ("%u", pl->books[s]);
      g_autofree char *books_tip = NULL;
      g_autofree char *rumours = g_strdup_printf ("%u", pl->rumours[s]);
      g_autofree char *rumours_tip = NULL;
      g_autofree char *artifacts = g_strdup_printf ("%u", pl->artifacts[s]);
      g_autofree char *artifacts_tip = NULL;
      g_autofree char *permit_tip = NULL;
      g_autofree char *books_rule = row_rule (ROW_BOOKS);
      g_autofree char *rumours_rule = row_rule (ROW_RUMOURS);
      g_autofree char *permit_rule = row_rule (ROW_PERMIT);
      g_autofree char *artifacts_rule = row_rule (ROW_ARTIFACTS);

      gtk_label_set_text (self->cells[ROW_BOOKS][s], books);
      ludus_thebes_set_class (GTK_WIDGET (self->cells[ROW_BOOKS][s]), "leader", pl->books[s] > 0 && pl->books[s] == most[s]);
      /* Translators: "Egypt: 4 closed books (1 from tokens)" */
      books_tip = g_strdup_printf (ngettext ("%s: %u closed book (%u from tokens)",
                                             "%s: %u closed books (%u from tokens)", pl->books[s]),
                                   site, pl->books[s], pl->book_tokens[s]);
      ludus_thebes_set_accessible_help (GTK_WIDGET (self->cells[ROW_BOOKS][s]), books_tip, books_rule);

      gtk_label_set_text (self->cells[ROW_RUMOURS][s], rumours);
      rumours_tip = g_strdup_printf (ngettext ("%s: %u rumours card", "%s: %u rumours cards", pl->rumours[s]),
                                     site, pl->rumours[s]);
      ludus_thebes_set_accessible_help (GTK_WIDGET (self->cells[ROW_RUMOURS][s]), rumours_tip, rumours_rule);

      gtk_label_set_text (self->cells[ROW_PERMIT][s], valid ? "✓" : "✗");
      ludus_thebes_set_class (GTK_WIDGET (self->cells[ROW_PERMIT][s]), "used", !valid);
      permit_tip = g_strdup_printf (valid ? _("%s: excavation permit valid") : _("%s: excavation permit used this year"),
                                    site);
      ludus_thebes_set_accessible_help (GTK_WIDGET (self->cells[ROW_PERMIT][s]), permit_tip, permit_rule);

      gtk_label_set_text (self->cells[ROW_ARTIFACTS][s], artifacts);
      artifacts_tip = g_strdup_printf (ngettext ("%s: %u artifact", "%s: %u artifacts", pl->artifacts[s]),
                                       site, pl->artifacts[s]);
      ludus_thebes_set_accessible_help (GTK_WIDGET (self->cells[ROW_ARTIFACTS][s]), artifacts_tip, artifacts_rule);
    }

  /* Translators: parts of a player's tableau, joined by " · " */
  g_string_append_printf (things, _("Artifacts %u VP"), pl->artifact_points);
  g_string_append (things, " · ");
  g_string_append_printf (things, _("General knowledge %u"), pl->general);
  g_string_append (things, " · ");
  g_string_append_printf (things, _("Assistants %u"), pl->assistants);
  g_string_append (things, " · ");
  g_string_append_printf (things, _("Shovels %u"), pl->shovels);
  if (pl->cars > 0)
    {
      g_string_append (things, " · ");
      g_string_append (things, _("Car"));
    }
  if (pl->zeppelins > 0)
    {
      g_string_append (things, " · ");
      g_string_append_printf (things, _("Zeppelins %u"), pl->zeppelins);
    }
  if (pl->special_permits > 0)
    {
      g_string_append (things, " · ");
      g_string_append_printf (things, _("Special permits %u"), pl->special_permits);
    }
  g_string_append (things, " · ");
  g_string_append_printf (things, _("Congresses %u"), pl->congresses);
  g_string_append (things, " · ");
  g_string_append_printf (things, _("Exhibitions %u (%u VP)"), pl->exhibitions, pl->exhibition_points);
  gtk_label_set_text (self->things, things->str);
  ludus_rule_help_set_tooltip (GTK_WIDGET (self->things), things->str);
}


/**
 * ludus_thebes_tableau_set_last_dig:
 * @site: where the player last dug
 * @tokens: (array length=n_tokens): what that dig drew
 * @n_tokens: how many, 0 to show no dig
 * @bonus: whether the first is the first-dig bonus
 *
 * Shows the player's last dig, which stays readable while the others play.
 */
void
ludus_thebes_tableau_set_last_dig (LudusThebesTableau *self,
                                   LudusThebesSite     site,
                                   const guint8       *tokens,
                                   guint               n_tokens,
                                   gboolean            bonus)
{
  g_autofree char *title = NULL;

  g_return_if_fail (LUDUS_IS_THEBES_TABLEAU (self));
  g_return_if_fail (n_tokens <= LUDUS_THEBES_MAX_DRAWN);

  if (n_tokens > 0)
    /* Translators: over the tokens a player's last dig drew, "Last dig, in Egypt:" */
    title = g_strdup_printf (_("Last dig, in %s:"), ludus_thebes_place_name (LUDUS_THEBES_SITE_PLACE (site)));
  gtk_label_set_text (self->dig_title, title != NULL ? title : "");
  for (guint i = 0; i < LUDUS_THEBES_MAX_DRAWN; i++)
    {
      GtkWidget *slot = gtk_widget_get_parent (self->dig_tokens[i]);

      /* With no dig, one unseen token keeps the row's height: the table
       * does not move when a dig comes and goes. */
      gtk_widget_set_visible (slot, i < MAX (n_tokens, 1));
      gtk_widget_set_opacity (self->dig_tokens[i], i < n_tokens ? 1.0 : 0.0);
      gtk_accessible_update_state (GTK_ACCESSIBLE (self->dig_tokens[i]),
                                   GTK_ACCESSIBLE_STATE_HIDDEN, i >= n_tokens, -1);
      if (i >= MAX (n_tokens, 1))
        continue;
      ludus_thebes_token_set (self->dig_tokens[i], i < n_tokens ? tokens[i] : LUDUS_THEBES_TOKEN_DIRT, site);
      if (i >= n_tokens)
        ludus_rule_help_set_tooltip (self->dig_tokens[i], NULL);
      ludus_thebes_set_class (self->dig_tokens[i], "bonus", bonus && i == 0);
    }
}

/* The player's score if the game ended now, which in Thebes is the live
 * estimate with its breakdown: it then takes the estimate's place.  NULL
 * shows the estimate alone. */
void
ludus_thebes_tableau_set_projection (LudusThebesTableau    *self,
                                     const LudusProjection *projection)
{
  g_return_if_fail (LUDUS_IS_THEBES_TABLEAU (self));

  ludus_projection_label_update (self->projection, GTK_WIDGET (self), projection);
  ludus_player_header_set_score_visible (LUDUS_PLAYER_HEADER (self->header), projection == NULL);
}

/* In an online game, where the player is when not at the table, or NULL. */
void
ludus_thebes_tableau_set_presence (LudusThebesTableau *self,
                                   const char         *presence)
{
  g_return_if_fail (LUDUS_IS_THEBES_TABLEAU (self));

  ludus_player_header_set_presence (LUDUS_PLAYER_HEADER (self->header), presence);
}
