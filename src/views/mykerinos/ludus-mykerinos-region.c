/* ludus-mykerinos-region.c: a season's region of parcel cards, drawn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything comes from the layout data: the slots' places and
 * orientations on the space grid, the areas in survey order.  A visual gap
 * is left between columns and rows of spaces where two areas meet (it
 * does not change adjacency, which the core decides).  The widgets are
 * made once for the largest season and reused: a parcel card (its frame
 * when surveyed or offered) and six spaces per slot, a cube per space and
 * a number per area.  The cards' faces are ludus_mykerinos_parcel_draw()'s,
 * as in the editor and on paper; other colours come from the stylesheets
 * (player colours from style.css, the board from mykerinos.css).
 *
 * Spaces are focusable buttons for screen readers and the keyboard: the
 * arrow keys move the cursor (the focus), Enter or Space activates.
 */

#define G_LOG_DOMAIN "ludus-mykerinos-region"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "ludus-mykerinos-parcel.h"
#include "ludus-motion.h"
#include "ludus-mykerinos-region.h"
#include "ludus-rule-help.h"
#include "ludus-mykerinos-rule-text.h"

#define GAP_RATIO LUDUS_MYKERINOS_REGION_GAP_RATIO
#define MAX_SPACE 84    /* pixels */
#define MAJORITY_MS 1200

struct _LudusMykerinosRegion
{
  GtkWidget             parent_instance;

  LudusMykerinosSeason  season;
  gboolean              has_layout;
  LudusMykerinosRegionPosition position;
  LudusMykerinosBits    candidates;
  LudusMykerinosBits    pending;
  LudusMykerinosBits    recent;
  LudusMykerinosBits    hidden;      /* cubes on their way here, not drawn yet */
  LudusMykerinosBits    majority;    /* cubes of the area's majority, while shown */
  AdwAnimation         *majority_motion;
  guint                 pending_colour;
  int                   survey_area;
  guint32               survey_parcels;

  /* Where each space is within its area, for its accessible name. */
  guint8                space_area[LUDUS_MYKERINOS_MAX_SPACES];
  guint8                space_row[LUDUS_MYKERINOS_MAX_SPACES];
  guint8                space_column[LUDUS_MYKERINOS_MAX_SPACES];
  /* Grid lines before which a gap is drawn. */
  gboolean              gap_before_x[LUDUS_MYKERINOS_MAX_GRID];
  gboolean              gap_before_y[LUDUS_MYKERINOS_MAX_GRID];

  /* Geometry of the last allocation. */
  double                cell;
  double                gap;
  double                column_x[LUDUS_MYKERINOS_MAX_GRID];
  double                row_y[LUDUS_MYKERINOS_MAX_GRID];

  GtkWidget            *parcels[LUDUS_MYKERINOS_MAX_SLOTS];
  GtkWidget            *spaces[LUDUS_MYKERINOS_MAX_SPACES];
  GtkWidget            *cubes[LUDUS_MYKERINOS_MAX_SPACES];
  GtkWidget            *numbers[LUDUS_MYKERINOS_MAX_AREAS];
};

G_DEFINE_FINAL_TYPE (LudusMykerinosRegion, ludus_mykerinos_region, LUDUS_TYPE_MYKERINOS_BOARD)

static gboolean
bits_has (const LudusMykerinosBits *bits,
          guint                     i)
{
  return (bits->w[i / 64] >> (i % 64)) & 1;
}

/**
 * ludus_mykerinos_region_position_from_state:
 *
 * Fills @position with the region of @state's season.
 */
void
ludus_mykerinos_region_position_from_state (LudusMykerinosRegionPosition *position,
                                            const LudusMykerinosState    *state)
{
  const LudusMykerinosSeason *season = ludus_mykerinos_state_season (state);

  memset (position, 0, sizeof *position);
  for (guint slot = 0; slot < season->n_slots; slot++)
    {
      int card = ludus_mykerinos_state_slot_card (state, slot);

      position->cards[slot] = card >= 0 ? &state->content->cards[card] : NULL;
      for (guint k = 0; k < 6; k++)
        {
          position->pyramid[slot * 6 + k] = ludus_mykerinos_state_pyramid (state, slot * 6 + k);
          position->cube[slot * 6 + k] = ludus_mykerinos_state_cube (state, slot * 6 + k);
        }
    }
}

static guint
n_spaces (LudusMykerinosRegion *self)
{
  return self->has_layout ? self->season.n_slots * 6 : 0;
}

/* The colour's own name, or "empty". */
static void
update_space_label (LudusMykerinosRegion *self,
                    guint                 space)
{
  guint cube = self->position.cube[space];
  gboolean pyramid = self->position.pyramid[space];
  const char *who = NULL;
  const LudusMykerinosCard *card;
  g_autofree char *label = NULL;
  g_autofree char *title = NULL;
  g_autofree char *rule = NULL;

  if (cube != 0 && cube <= LUDUS_MYKERINOS_N_COLOURS)
    {
      who = ludus_mykerinos_board_get_colour_name (LUDUS_MYKERINOS_BOARD (self), cube - 1);
      who = who != NULL ? who : "";
    }

  if (who != NULL && pyramid)
    /* Translators: a space of the region: "Area 3, row 2, column 1: pyramid, Anna" */
    label = g_strdup_printf (_("Area %u, row %u, column %u: pyramid, %s"),
                             self->space_area[space] + 1, self->space_row[space] + 1,
                             self->space_column[space] + 1, who);
  else if (who != NULL)
    /* Translators: a space of the region: "Area 3, row 2, column 1: Anna" */
    label = g_strdup_printf (_("Area %u, row %u, column %u: %s"),
                             self->space_area[space] + 1, self->space_row[space] + 1,
                             self->space_column[space] + 1, who);
  else if (pyramid)
    label = g_strdup_printf (_("Area %u, row %u, column %u: pyramid, empty"),
                             self->space_area[space] + 1, self->space_row[space] + 1,
                             self->space_column[space] + 1);
  else
    label = g_strdup_printf (_("Area %u, row %u, column %u: empty"),
                             self->space_area[space] + 1, self->space_row[space] + 1,
                             self->space_column[space] + 1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->spaces[space]),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);

  /* The space's rule, and its parcel's patron, also for Ctrl+F1. */
  card = self->position.cards[space / 6];
  if (card != NULL)
    {
      guint patron = MIN (card->patron, LUDUS_MYKERINOS_PATRON_NONE);

      title = g_strdup_printf (ngettext ("%s, %u prestige", "%s, %u prestige", card->prestige),
                               _(ludus_mykerinos_patron_names[patron]), card->prestige);
      rule = ludus_mykerinos_rule_space (pyramid, patron);
    }
  ludus_rule_help_set (self->spaces[space], title, rule);
}

static void
update_widgets (LudusMykerinosRegion *self)
{
  guint n = n_spaces (self);

  for (guint slot = 0; slot < LUDUS_MYKERINOS_MAX_SLOTS; slot++)
    {
      const LudusMykerinosCard *card = slot < self->season.n_slots ? self->position.cards[slot] : NULL;
      gboolean shown = self->has_layout && slot < self->season.n_slots;
      gboolean in_survey = shown && self->survey_area >= 0 &&
                           self->season.slot_area[slot] == (guint) self->survey_area;

      gtk_widget_set_visible (self->parcels[slot], shown);
      if (!shown)
        continue;

      gtk_widget_set_css_classes (self->parcels[slot], (const char *[]) {
                                    "parcel",
                                    card == NULL ? "empty-slot" : "dealt",
                                    in_survey ? "surveyed" : "not-surveyed",
                                    (self->survey_parcels >> slot) & 1 ? "candidate" : "not-candidate",
                                    gtk_widget_has_css_class (self->parcels[slot], "hint") ? "hint" : "no-hint",
                                    gtk_widget_has_css_class (self->parcels[slot], "changed") ? "changed" : NULL,
                                    NULL });
      if (card != NULL)
        {
          g_autofree char *tooltip = NULL;
          g_autofree char *rule = ludus_mykerinos_rule_parcel (card->patron);

          /* Translators: a parcel's cartouche: "Lord Lemon, 3 prestige" */
          tooltip = g_strdup_printf (ngettext ("%s, %u prestige", "%s, %u prestige", card->prestige),
                                     _(ludus_mykerinos_patron_names[MIN (card->patron, LUDUS_MYKERINOS_PATRON_NONE)]),
                                     card->prestige);
          ludus_rule_help_set (self->parcels[slot], tooltip, rule);
        }
    }

  for (guint i = 0; i < LUDUS_MYKERINOS_MAX_SPACES; i++)
    {
      gboolean shown = i < n;
      guint cube = shown ? self->position.cube[i] : 0;
      gboolean pending = shown && bits_has (&self->pending, i);
      guint colour = pending ? self->pending_colour : cube - 1;

      gtk_widget_set_visible (self->spaces[i], shown);
      gtk_widget_set_visible (self->cubes[i], (cube != 0 || pending) && !bits_has (&self->hidden, i));
      if (!shown)
        continue;

      gtk_widget_set_css_classes (self->spaces[i], (const char *[]) {
                                    "space",
                                    self->position.pyramid[i] ? "pyramid" : "plain",
                                    bits_has (&self->candidates, i) ? "candidate" : "not-candidate",
                                    /* A hint's or tutorial's outline, and the change
                                     * highlight, stay until the board takes them off. */
                                    gtk_widget_has_css_class (self->spaces[i], "hint") ? "hint" : "no-hint",
                                    gtk_widget_has_css_class (self->spaces[i], "changed") ? "changed" : NULL,
                                    NULL });
      if (cube != 0 || pending)
        gtk_widget_set_css_classes (self->cubes[i], (const char *[]) {
                                      "cube",
                                      ludus_mykerinos_board_get_colour_class (LUDUS_MYKERINOS_BOARD (self), colour) != NULL
                                        ? ludus_mykerinos_board_get_colour_class (LUDUS_MYKERINOS_BOARD (self), colour)
                                        : "neutral-cube",
                                      pending ? "pending" : "placed",
                                      bits_has (&self->recent, i) ? "recent" : "settled",
                                      bits_has (&self->majority, i) ? "majority" : NULL,
                                      NULL });
      update_space_label (self, i);
    }

  for (guint a = 0; a < LUDUS_MYKERINOS_MAX_AREAS; a++)
    {
      gboolean shown = self->has_layout && a < self->season.n_areas;

      gtk_widget_set_visible (self->numbers[a], shown);
      if (shown && (int) a == self->survey_area)
        gtk_widget_add_css_class (self->numbers[a], "surveyed");
      else
        gtk_widget_remove_css_class (self->numbers[a], "surveyed");
    }
}

static void
slot_size (const LudusMykerinosSlot *slot,
           guint                    *w,
           guint                    *h)
{
  *w = slot->portrait ? 2 : 3;
  *h = slot->portrait ? 3 : 2;
}

/**
 * ludus_mykerinos_region_find_gaps:
 * @season: a season's layout
 * @gap_before_x: (out caller-allocates): whether a gap goes before each column
 * @gap_before_y: (out caller-allocates): whether a gap goes before each row
 *
 * Where two areas meet, a gap of LUDUS_MYKERINOS_REGION_GAP_RATIO of a
 * space goes between their columns or rows: on screen and on paper.
 */
void
ludus_mykerinos_region_find_gaps (const LudusMykerinosSeason *season,
                                  gboolean                    gap_before_x[LUDUS_MYKERINOS_MAX_GRID],
                                  gboolean                    gap_before_y[LUDUS_MYKERINOS_MAX_GRID])
{
  int area_at[LUDUS_MYKERINOS_MAX_GRID][LUDUS_MYKERINOS_MAX_GRID];

  memset (gap_before_x, 0, LUDUS_MYKERINOS_MAX_GRID * sizeof (gboolean));
  memset (gap_before_y, 0, LUDUS_MYKERINOS_MAX_GRID * sizeof (gboolean));
  for (guint y = 0; y < LUDUS_MYKERINOS_MAX_GRID; y++)
    for (guint x = 0; x < LUDUS_MYKERINOS_MAX_GRID; x++)
      area_at[y][x] = -1;
  for (guint i = 0; i < season->n_slots * 6; i++)
    area_at[season->space_y[i]][season->space_x[i]] = season->slot_area[i / 6];

  for (guint y = 0; y < season->height && y < LUDUS_MYKERINOS_MAX_GRID; y++)
    for (guint x = 1; x < season->width && x < LUDUS_MYKERINOS_MAX_GRID; x++)
      if (area_at[y][x] >= 0 && area_at[y][x - 1] >= 0 && area_at[y][x] != area_at[y][x - 1])
        gap_before_x[x] = TRUE;
  for (guint y = 1; y < season->height && y < LUDUS_MYKERINOS_MAX_GRID; y++)
    for (guint x = 0; x < season->width && x < LUDUS_MYKERINOS_MAX_GRID; x++)
      if (area_at[y][x] >= 0 && area_at[y - 1][x] >= 0 && area_at[y][x] != area_at[y - 1][x])
        gap_before_y[y] = TRUE;
}

/* Where the gaps go, and each space's place within its area. */
static void
compute_layout (LudusMykerinosRegion *self)
{
  const LudusMykerinosSeason *season = &self->season;
  guint min_x[LUDUS_MYKERINOS_MAX_AREAS], min_y[LUDUS_MYKERINOS_MAX_AREAS];

  for (guint a = 0; a < season->n_areas; a++)
    min_x[a] = min_y[a] = LUDUS_MYKERINOS_MAX_GRID;
  for (guint i = 0; i < season->n_slots * 6; i++)
    {
      guint a = season->slot_area[i / 6];

      min_x[a] = MIN (min_x[a], season->space_x[i]);
      min_y[a] = MIN (min_y[a], season->space_y[i]);
    }
  for (guint i = 0; i < season->n_slots * 6; i++)
    {
      guint a = season->slot_area[i / 6];

      self->space_area[i] = a;
      self->space_row[i] = season->space_y[i] - min_y[a];
      self->space_column[i] = season->space_x[i] - min_x[a];
    }
  ludus_mykerinos_region_find_gaps (season, self->gap_before_x, self->gap_before_y);
}

static guint
count_gaps (const gboolean *gaps,
            guint           n)
{
  guint count = 0;

  for (guint i = 0; i < n && i < LUDUS_MYKERINOS_MAX_GRID; i++)
    count += gaps[i];
  return count;
}

static void
ludus_mykerinos_region_measure (GtkWidget      *widget,
                                GtkOrientation  orientation,
                                int             for_size,
                                int            *minimum,
                                int            *natural,
                                int            *minimum_baseline,
                                int            *natural_baseline)
{
  LudusMykerinosRegion *self = LUDUS_MYKERINOS_REGION (widget);
  guint cells, gaps;

  if (!self->has_layout)
    {
      *minimum = *natural = 0;
      return;
    }
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      cells = self->season.width;
      gaps = count_gaps (self->gap_before_x, self->season.width);
    }
  else
    {
      cells = self->season.height;
      gaps = count_gaps (self->gap_before_y, self->season.height);
    }
  *minimum = (cells + GAP_RATIO * gaps) * 26 + 8;
  *natural = (cells + GAP_RATIO * gaps) * 56 + 8;

  /* Given its height, the region would like the width that lets its
   * spaces grow as tall as they can: the board grows with the window. */
  if (orientation == GTK_ORIENTATION_HORIZONTAL && for_size > 0)
    {
      double rows = self->season.height + GAP_RATIO * count_gaps (self->gap_before_y, self->season.height);
      double cell = CLAMP ((for_size - 8) / rows, 26, MAX_SPACE);

      *natural = MAX (*minimum, (cells + GAP_RATIO * gaps) * cell + 8);
    }
}

static GtkSizeRequestMode
ludus_mykerinos_region_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT;
}

static void
ludus_mykerinos_region_size_allocate (GtkWidget *widget,
                                      int        width,
                                      int        height,
                                      int        baseline)
{
  LudusMykerinosRegion *self = LUDUS_MYKERINOS_REGION (widget);
  const LudusMykerinosSeason *season = &self->season;
  guint gaps_x, gaps_y, n;
  double origin_x, origin_y, offset;

  if (!self->has_layout)
    return;

  gaps_x = count_gaps (self->gap_before_x, season->width);
  gaps_y = count_gaps (self->gap_before_y, season->height);
  self->cell = MIN ((width - 8) / (season->width + GAP_RATIO * gaps_x),
                    (height - 8) / (season->height + GAP_RATIO * gaps_y));
  self->cell = CLAMP (self->cell, 8, MAX_SPACE);
  self->gap = self->cell * GAP_RATIO;
  origin_x = (width - self->cell * (season->width + GAP_RATIO * gaps_x)) / 2;
  origin_y = (height - self->cell * (season->height + GAP_RATIO * gaps_y)) / 2;

  offset = origin_x;
  for (guint x = 0; x < season->width && x < LUDUS_MYKERINOS_MAX_GRID; x++)
    {
      if (self->gap_before_x[x])
        offset += self->gap;
      self->column_x[x] = offset;
      offset += self->cell;
    }
  offset = origin_y;
  for (guint y = 0; y < season->height && y < LUDUS_MYKERINOS_MAX_GRID; y++)
    {
      if (self->gap_before_y[y])
        offset += self->gap;
      self->row_y[y] = offset;
      offset += self->cell;
    }

  for (guint slot = 0; slot < season->n_slots; slot++)
    {
      const LudusMykerinosSlot *s = &season->slots[slot];
      guint w, h;
      double x0, y0, x1, y1;

      slot_size (s, &w, &h);
      x0 = self->column_x[s->x];
      y0 = self->row_y[s->y];
      x1 = self->column_x[s->x + w - 1] + self->cell;
      y1 = self->row_y[s->y + h - 1] + self->cell;
      ludus_mykerinos_board_place (self->parcels[slot], x0 + 1.5, y0 + 1.5, x1 - x0 - 3, y1 - y0 - 3);

    }

  n = n_spaces (self);
  for (guint i = 0; i < n; i++)
    {
      double x = self->column_x[season->space_x[i]];
      double y = self->row_y[season->space_y[i]];
      double cube = self->cell * 0.46;

      ludus_mykerinos_board_place (self->spaces[i], x + 3, y + 3, self->cell - 6, self->cell - 6);
      ludus_mykerinos_board_place (self->cubes[i], x + (self->cell - cube) / 2, y + (self->cell - cube) / 2 + self->cell * 0.06,
             cube, cube);
    }

  for (guint a = 0; a < season->n_areas; a++)
    {
      double x = G_MAXDOUBLE, y = G_MAXDOUBLE, size = MAX (self->cell * 0.36, 14);

      for (guint k = 0; k < 2; k++)
        {
          const LudusMykerinosSlot *s = &season->slots[season->areas[a][k]];

          x = MIN (x, self->column_x[s->x]);
          y = MIN (y, self->row_y[s->y]);
        }
      ludus_mykerinos_board_place (self->numbers[a], x - size * 0.3, y - size * 0.3, size, size);
    }
}

/* The card in @slot as it lies: its pyramids are the region's (the card
 * may be turned), drawn by the one parcel drawing. */
static void
draw_parcel (LudusMykerinosRegion *self,
             cairo_t              *cr,
             guint                 slot,
             gboolean              dark,
             gboolean              cartouche_only)
{
  void (*draw) (cairo_t *, const LudusMykerinosCard *, gboolean, double, double) =
    cartouche_only ? ludus_mykerinos_parcel_draw_cartouche : ludus_mykerinos_parcel_draw;
  const LudusMykerinosSlot *s = &self->season.slots[slot];
  LudusMykerinosCard card = *self->position.cards[slot];
  double inset = 1.5;
  guint w, h;
  double x0, y0, x1, y1;

  card.pyramids = 0;
  for (guint k = 0; k < 6; k++)
    if (self->position.pyramid[slot * 6 + k])
      card.pyramids |= 1 << k;
  slot_size (s, &w, &h);
  x0 = self->column_x[s->x] + inset;
  y0 = self->row_y[s->y] + inset;
  x1 = self->column_x[s->x + w - 1] + self->cell - inset;
  y1 = self->row_y[s->y + h - 1] + self->cell - inset;

  cairo_save (cr);
  if (s->portrait)
    {
      /* Card space (r, c) lies at column 1 - r, row c: a quarter turn. */
      cairo_translate (cr, x1, y0);
      cairo_rotate (cr, G_PI / 2);
      draw (cr, &card, dark, y1 - y0, x1 - x0);
    }
  else
    {
      cairo_translate (cr, x0, y0);
      draw (cr, &card, dark, x1 - x0, y1 - y0);
    }
  cairo_restore (cr);
}

static void
ludus_mykerinos_region_snapshot (GtkWidget   *widget,
                                 GtkSnapshot *snapshot)
{
  LudusMykerinosRegion *self = LUDUS_MYKERINOS_REGION (widget);
  guint n = n_spaces (self);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  cairo_t *cr;

  if (!self->has_layout)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                                 gtk_widget_get_height (widget)));
  for (guint slot = 0; slot < self->season.n_slots; slot++)
    if (self->position.cards[slot] != NULL)
      draw_parcel (self, cr, slot, dark, FALSE);
  cairo_destroy (cr);
  /* Empty slots, and the frames of surveyed and offered cards */
  for (guint slot = 0; slot < self->season.n_slots; slot++)
    gtk_widget_snapshot_child (widget, self->parcels[slot], snapshot);

  for (guint i = 0; i < n; i++)
    gtk_widget_snapshot_child (widget, self->spaces[i], snapshot);
  for (guint i = 0; i < n; i++)
    gtk_widget_snapshot_child (widget, self->cubes[i], snapshot);

  /* The cartouches again, over the cubes and the frames. */
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                                 gtk_widget_get_height (widget)));
  for (guint slot = 0; slot < self->season.n_slots; slot++)
    if (self->position.cards[slot] != NULL)
      draw_parcel (self, cr, slot, dark, TRUE);
  cairo_destroy (cr);
  for (guint a = 0; a < self->season.n_areas; a++)
    gtk_widget_snapshot_child (widget, self->numbers[a], snapshot);
}

static GtkWidget * const *
ludus_mykerinos_region_get_targets (LudusMykerinosBoard *board,
                                    guint               *n_targets)
{
  LudusMykerinosRegion *self = LUDUS_MYKERINOS_REGION (board);

  *n_targets = n_spaces (self);
  return self->spaces;
}

int
ludus_mykerinos_region_space_at (LudusMykerinosRegion *self,
                                 double                x,
                                 double                y)
{
  GtkWidget *picked;

  g_return_val_if_fail (LUDUS_IS_MYKERINOS_REGION (self), -1);

  picked = gtk_widget_pick (GTK_WIDGET (self), x, y, GTK_PICK_DEFAULT);
  for (guint i = 0; picked != NULL && i < n_spaces (self); i++)
    if (self->spaces[i] == picked)
      return i;
  return -1;
}

double
ludus_mykerinos_region_get_space_size (LudusMykerinosRegion *self)
{
  g_return_val_if_fail (LUDUS_IS_MYKERINOS_REGION (self), 0);

  return self->cell;
}

/* The widget of a space, or of the parcel in a slot: for the view to mark
 * a hinted move's part of the region. */
GtkWidget *
ludus_mykerinos_region_get_space_widget (LudusMykerinosRegion *self,
                                         guint                 space)
{
  g_return_val_if_fail (LUDUS_IS_MYKERINOS_REGION (self), NULL);
  g_return_val_if_fail (space < LUDUS_MYKERINOS_MAX_SPACES, NULL);

  return self->spaces[space];
}

GtkWidget *
ludus_mykerinos_region_get_parcel_widget (LudusMykerinosRegion *self,
                                          guint                 slot)
{
  g_return_val_if_fail (LUDUS_IS_MYKERINOS_REGION (self), NULL);
  g_return_val_if_fail (slot < LUDUS_MYKERINOS_MAX_SLOTS, NULL);

  return self->parcels[slot];
}

static void
ludus_mykerinos_region_dispose (GObject *object)
{
  LudusMykerinosRegion *self = LUDUS_MYKERINOS_REGION (object);

  if (self->majority_motion != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->majority_motion, self);
      adw_animation_reset (self->majority_motion);
      g_clear_object (&self->majority_motion);
    }

  G_OBJECT_CLASS (ludus_mykerinos_region_parent_class)->dispose (object);
}

static void
ludus_mykerinos_region_colours_changed (LudusMykerinosBoard *board)
{
  update_widgets (LUDUS_MYKERINOS_REGION (board));
}

static void
ludus_mykerinos_region_class_init (LudusMykerinosRegionClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  LudusMykerinosBoardClass *board_class = LUDUS_MYKERINOS_BOARD_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ludus_mykerinos_region_dispose;
  widget_class->get_request_mode = ludus_mykerinos_region_get_request_mode;
  widget_class->measure = ludus_mykerinos_region_measure;
  widget_class->size_allocate = ludus_mykerinos_region_size_allocate;
  widget_class->snapshot = ludus_mykerinos_region_snapshot;
  board_class->get_targets = ludus_mykerinos_region_get_targets;
  board_class->colours_changed = ludus_mykerinos_region_colours_changed;
  gtk_widget_class_set_css_name (widget_class, "mykerinos-region");

  /**
   * LudusMykerinosRegion::space-activated:
   * @space: the space clicked, or activated with Enter or Space
   */
  ludus_mykerinos_board_class_add_activated (board_class, "space-activated");
}

static GtkWidget *
new_child (LudusMykerinosRegion *self,
           const char           *css_class,
           gboolean              target)
{
  GtkWidget *child = gtk_label_new (NULL);

  gtk_widget_add_css_class (child, css_class);
  gtk_widget_set_can_target (child, target);
  gtk_widget_set_visible (child, FALSE);
  gtk_widget_set_parent (child, GTK_WIDGET (self));
  return child;
}

static void
ludus_mykerinos_region_init (LudusMykerinosRegion *self)
{
  self->survey_area = -1;
  for (guint slot = 0; slot < LUDUS_MYKERINOS_MAX_SLOTS; slot++)
    {
      self->parcels[slot] = g_object_new (GTK_TYPE_BOX, NULL);
      gtk_widget_add_css_class (self->parcels[slot], "parcel");
      gtk_widget_set_visible (self->parcels[slot], FALSE);
      gtk_widget_set_parent (self->parcels[slot], GTK_WIDGET (self));
    }
  for (guint i = 0; i < LUDUS_MYKERINOS_MAX_SPACES; i++)
    {
      self->spaces[i] = g_object_new (GTK_TYPE_BOX,
                                      "accessible-role", GTK_ACCESSIBLE_ROLE_BUTTON,
                                      "focusable", TRUE,
                                      "visible", FALSE,
                                      NULL);
      gtk_widget_add_css_class (self->spaces[i], "space");
      gtk_widget_set_parent (self->spaces[i], GTK_WIDGET (self));
    }
  for (guint i = 0; i < LUDUS_MYKERINOS_MAX_SPACES; i++)
    {
      self->cubes[i] = g_object_new (GTK_TYPE_BOX, "can-target", FALSE, "visible", FALSE, NULL);
      gtk_widget_add_css_class (self->cubes[i], "cube");
      gtk_widget_set_parent (self->cubes[i], GTK_WIDGET (self));
    }
  for (guint a = 0; a < LUDUS_MYKERINOS_MAX_AREAS; a++)
    {
      g_autofree char *number = g_strdup_printf ("%u", a + 1);
      g_autofree char *tooltip = g_strdup_printf (_("Area %u: surveyed in this order"), a + 1);
      g_autofree char *rule = ludus_mykerinos_rule_area ();

      self->numbers[a] = new_child (self, "area-number", TRUE);
      gtk_label_set_text (GTK_LABEL (self->numbers[a]), number);
      ludus_rule_help_set (self->numbers[a], tooltip, rule);
    }
}

GtkWidget *
ludus_mykerinos_region_new (void)
{
  return g_object_new (LUDUS_TYPE_MYKERINOS_REGION, NULL);
}

void
ludus_mykerinos_region_set_layout (LudusMykerinosRegion       *self,
                                   const LudusMykerinosSeason *season)
{
  g_return_if_fail (LUDUS_IS_MYKERINOS_REGION (self));
  g_return_if_fail (season != NULL);

  if (self->has_layout && memcmp (&self->season, season, sizeof *season) == 0)
    return;
  self->season = *season;
  self->has_layout = TRUE;
  compute_layout (self);
  update_widgets (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
ludus_mykerinos_region_set_position (LudusMykerinosRegion               *self,
                                     const LudusMykerinosRegionPosition *position)
{
  g_return_if_fail (LUDUS_IS_MYKERINOS_REGION (self));
  g_return_if_fail (position != NULL);

  self->position = *position;
  update_widgets (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ludus_mykerinos_region_set_marks (LudusMykerinosRegion     *self,
                                  const LudusMykerinosBits *candidates,
                                  const LudusMykerinosBits *pending,
                                  guint                     pending_colour,
                                  const LudusMykerinosBits *recent)
{
  static const LudusMykerinosBits none;

  g_return_if_fail (LUDUS_IS_MYKERINOS_REGION (self));

  self->candidates = candidates != NULL ? *candidates : none;
  self->pending = pending != NULL ? *pending : none;
  self->recent = recent != NULL ? *recent : none;
  self->pending_colour = pending_colour;
  update_widgets (self);
}

void
ludus_mykerinos_region_set_survey (LudusMykerinosRegion *self,
                                   int                   area,
                                   guint32               parcels)
{
  g_return_if_fail (LUDUS_IS_MYKERINOS_REGION (self));

  self->survey_area = area;
  self->survey_parcels = parcels;
  update_widgets (self);
}

gboolean
ludus_mykerinos_region_focus_space (LudusMykerinosRegion *self,
                                    guint                 space)
{
  g_return_val_if_fail (LUDUS_IS_MYKERINOS_REGION (self), FALSE);

  return space < n_spaces (self) && gtk_widget_grab_focus (self->spaces[space]);
}

/**
 * ludus_mykerinos_region_set_hidden:
 * @hidden: (nullable): the spaces whose cubes are not drawn (yet), or %NULL
 *
 * Keeps the cubes of @hidden off the board while they fly there.
 */
void
ludus_mykerinos_region_set_hidden (LudusMykerinosRegion     *self,
                                   const LudusMykerinosBits *hidden)
{
  static const LudusMykerinosBits none;

  g_return_if_fail (LUDUS_IS_MYKERINOS_REGION (self));

  self->hidden = hidden != NULL ? *hidden : none;
  update_widgets (self);
}

/**
 * ludus_mykerinos_region_get_cube_visible:
 * @space: a space of the season's region
 *
 * Returns: whether a cube is drawn on @space now
 */
gboolean
ludus_mykerinos_region_get_cube_visible (LudusMykerinosRegion *self,
                                         guint                 space)
{
  g_return_val_if_fail (LUDUS_IS_MYKERINOS_REGION (self), FALSE);
  g_return_val_if_fail (space < LUDUS_MYKERINOS_MAX_SPACES, FALSE);

  return gtk_widget_get_visible (self->cubes[space]);
}

static void
majority_done_cb (LudusMykerinosRegion *self)
{
  for (guint i = 0; i < LUDUS_MYKERINOS_MAX_SPACES; i++)
    if (bits_has (&self->majority, i))
      gtk_widget_set_opacity (self->cubes[i], 1);
  memset (&self->majority, 0, sizeof self->majority);
  update_widgets (self);
}

/* The glow comes and goes with the motion (mykerinos.css). */
static void
majority_cb (double   value,
             gpointer user_data)
{
  LudusMykerinosRegion *self = user_data;

  for (guint i = 0; i < n_spaces (self); i++)
    if (bits_has (&self->majority, i))
      gtk_widget_set_opacity (self->cubes[i], 0.55 + 0.45 * fabs (cos (value * 2 * G_PI)));
}

/**
 * ludus_mykerinos_region_show_majority:
 * @area: an area of the season
 * @colour: the colour with the most cubes there
 *
 * Makes the cubes of @colour in @area glow for a moment, as the survey
 * reaches the area; with no motion, nothing shows.
 */
void
ludus_mykerinos_region_show_majority (LudusMykerinosRegion *self,
                                      guint                 area,
                                      guint                 colour)
{
  g_return_if_fail (LUDUS_IS_MYKERINOS_REGION (self));

  if (self->majority_motion == NULL)
    {
      self->majority_motion = ludus_motion_new (GTK_WIDGET (self), 0, 1, MAJORITY_MS,
                                                adw_callback_animation_target_new (majority_cb, self, NULL));
      adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->majority_motion), ADW_LINEAR);
      g_signal_connect_swapped (self->majority_motion, "done", G_CALLBACK (majority_done_cb), self);
    }
  if (adw_animation_get_state (self->majority_motion) == ADW_ANIMATION_PLAYING)
    adw_animation_skip (self->majority_motion);

  for (guint i = 0; i < n_spaces (self); i++)
    if (self->space_area[i] == area && self->position.cube[i] == colour + 1)
      self->majority.w[i / 64] |= G_GUINT64_CONSTANT (1) << (i % 64);
  update_widgets (self);
  ludus_motion_play (self->majority_motion);
}

/* Whether the cube on @space glows as its area's majority now. */
gboolean
ludus_mykerinos_region_get_majority (LudusMykerinosRegion *self,
                                     guint                 space)
{
  g_return_val_if_fail (LUDUS_IS_MYKERINOS_REGION (self), FALSE);

  return space < LUDUS_MYKERINOS_MAX_SPACES && bits_has (&self->majority, space);
}
