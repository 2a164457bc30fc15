/* ludus-thebes-time-track.c: the 52 weeks of a Thebes year
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One cell per week and one for the end of the game, each with the
 * markers on it, stacked as on the board: the top one moves first.  The
 * track draws the weeks' numbers itself, over empty labels that keep
 * their room: where the cells are too narrow for every number it numbers
 * every second or fourth week, so the track fits a narrow window.  The
 * marker that moves next is ringed.  A turn being built shows the weeks
 * it will cost before it is played: the weeks it passes and the one it
 * lands on.  The markers are given as times and colours, not as a game.
 * A marker that moves on steps there week by week (ludus-motion.h); one
 * that moves back (undo) is there at once.
 */

#define G_LOG_DOMAIN "ludus-thebes-time-track"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-motion.h"
#include "ludus-player-colours.h"
#include "ludus-thebes-time-track.h"
#include "ludus-rule-help.h"
#include "ludus-thebes-rule-text.h"

#define N_CELLS (LUDUS_THEBES_WEEKS_PER_YEAR + 1)  /* the last: the end of the game */

typedef struct
{
  GtkWidget *box;
  GtkWidget *number;  /* empty: the room for the week's number */
  GtkWidget *dots[LUDUS_THEBES_MAX_PLAYERS];
  char      *label;   /* its tooltip and accessible label, as last set */
} Cell;

struct _LudusThebesTimeTrack
{
  GtkWidget     parent_instance;

  Cell          cells[N_CELLS];

  /* The markers as set, and where they are drawn on their way there. */
  guint         n_markers;
  int           times[LUDUS_THEBES_MAX_PLAYERS];
  int           from[LUDUS_THEBES_MAX_PLAYERS];
  int           shown[LUDUS_THEBES_MAX_PLAYERS];
  guint         colours[LUDUS_THEBES_MAX_PLAYERS];
  char         *names[LUDUS_THEBES_MAX_PLAYERS];
  guint         order[LUDUS_THEBES_MAX_PLAYERS];
  AdwAnimation *advance;
};

/* How long a marker takes per week at normal speed, and at most. */
#define WEEK_MS    70
#define ADVANCE_MS 900

G_DEFINE_FINAL_TYPE (LudusThebesTimeTrack, ludus_thebes_time_track, GTK_TYPE_WIDGET)

static guint
cell_of (int time)
{
  return time >= LUDUS_THEBES_END_TIME ? N_CELLS - 1 : ludus_thebes_week (time) - 1;
}

static void
ludus_thebes_time_track_dispose (GObject *object)
{
  LudusThebesTimeTrack *self = LUDUS_THEBES_TIME_TRACK (object);

  if (self->advance != NULL)
    adw_animation_reset (self->advance);
  g_clear_object (&self->advance);
  for (guint c = 0; c < N_CELLS; c++)
    {
      g_clear_pointer (&self->cells[c].box, gtk_widget_unparent);
      g_clear_pointer (&self->cells[c].label, g_free);
    }
  for (guint i = 0; i < LUDUS_THEBES_MAX_PLAYERS; i++)
    g_clear_pointer (&self->names[i], g_free);

  G_OBJECT_CLASS (ludus_thebes_time_track_parent_class)->dispose (object);
}

/* The number of @cell's week, or the flag of the end of the game. */
static void
draw_number (LudusThebesTimeTrack *self,
             GtkSnapshot          *snapshot,
             guint                 cell,
             PangoLayout          *layout)
{
  GtkWidget *number = self->cells[cell].number;
  GtkStyleContext *context = gtk_widget_get_style_context (number);
  graphene_rect_t bounds;
  GdkRGBA colour;
  int width, height;

  if (!gtk_widget_compute_bounds (number, GTK_WIDGET (self), &bounds))
    return;
  pango_layout_get_pixel_size (layout, &width, &height);
  gtk_style_context_get_color (context, &colour);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT (bounds.origin.x + (bounds.size.width - width) / 2,
                                                bounds.origin.y + (bounds.size.height - height) / 2));
  gtk_snapshot_append_layout (snapshot, layout, &colour);
  gtk_snapshot_restore (snapshot);
}

static void
ludus_thebes_time_track_snapshot (GtkWidget   *widget,
                                  GtkSnapshot *snapshot)
{
  LudusThebesTimeTrack *self = LUDUS_THEBES_TIME_TRACK (widget);
  g_autoptr(PangoLayout) widest = NULL;
  int cell_width = gtk_widget_get_width (self->cells[0].box);
  int spacing = gtk_box_layout_get_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (widget)));
  int widest_width;
  guint stride = 1;

  GTK_WIDGET_CLASS (ludus_thebes_time_track_parent_class)->snapshot (widget, snapshot);

  /* Every week numbered where the numbers fit, else every second or
   * fourth, with room between two numbers: the width of a digit, less
   * and a row of them reads as one long number. */
  widest = gtk_widget_create_pango_layout (self->cells[0].number, "52");
  pango_layout_get_pixel_size (widest, &widest_width, NULL);
  while (stride < 4 && (int) stride * (cell_width + spacing) < widest_width * 3 / 2)
    stride *= 2;

  for (guint c = 0; c < N_CELLS; c++)
    {
      g_autofree char *text = c + 1 < N_CELLS ? g_strdup_printf ("%u", c + 1) : g_strdup ("⚑");
      g_autoptr(PangoLayout) layout = NULL;

      if (c % stride != 0 && c + 1 < N_CELLS)
        continue;
      layout = gtk_widget_create_pango_layout (self->cells[c].number, text);
      draw_number (self, snapshot, c, layout);
    }
}

static void
ludus_thebes_time_track_class_init (LudusThebesTimeTrackClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_thebes_time_track_dispose;
  widget_class->snapshot = ludus_thebes_time_track_snapshot;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "thebes-time-track");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ludus_thebes_time_track_init (LudusThebesTimeTrack *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));
  g_autofree char *rule = NULL;

  gtk_box_layout_set_homogeneous (GTK_BOX_LAYOUT (layout), TRUE);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 1);

  for (guint c = 0; c < N_CELLS; c++)
    {
      Cell *cell = &self->cells[c];

      cell->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 1);
      gtk_widget_add_css_class (cell->box, "week");
      /* The end of the game: a flag, its meaning in the tooltip. */
      if (c + 1 == N_CELLS)
        gtk_widget_add_css_class (cell->box, "end");
      cell->number = g_object_new (GTK_TYPE_LABEL,
                                   "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                   "css-classes", (const char *[]) { "week-number", NULL },
                                   NULL);
      gtk_box_append (GTK_BOX (cell->box), cell->number);
      for (guint i = 0; i < LUDUS_THEBES_MAX_PLAYERS; i++)
        {
          cell->dots[i] = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
          gtk_widget_set_halign (cell->dots[i], GTK_ALIGN_CENTER);
          gtk_widget_set_visible (cell->dots[i], FALSE);
          gtk_box_append (GTK_BOX (cell->box), cell->dots[i]);
        }
      gtk_widget_set_parent (cell->box, GTK_WIDGET (self));
    }
  ludus_thebes_time_track_set_preview (self, -1, -1);

  /* Who moves next, also for the keyboard (Ctrl+F1). */
  rule = ludus_thebes_rule_time ();
  ludus_rule_help_make_focusable (GTK_WIDGET (self));
  ludus_rule_help_set (GTK_WIDGET (self), NULL, rule);
}

GtkWidget *
ludus_thebes_time_track_new (void)
{
  return g_object_new (LUDUS_TYPE_THEBES_TIME_TRACK, NULL);
}

/* Sets what @dot shows, if it changed: a marker steps on every few
 * frames, and restyling every dot of the track each time costs frames. */
static void
set_dot (GtkWidget          *dot,
         const char * const *classes,
         const char         *tooltip)
{
  g_auto(GStrv) now = gtk_widget_get_css_classes (dot);

  if (!g_strv_equal ((const char * const *) now, classes))
    gtk_widget_set_css_classes (dot, (const char **) classes);
  ludus_rule_help_set_tooltip (dot, tooltip);
}

/* The markers where they are drawn now. */
static void
show_markers (LudusThebesTimeTrack *self)
{
  guint n_markers = self->n_markers;
  const int *times = self->shown;
  const guint *colours = self->colours;
  const guint *order = self->order;
  char * const *names = self->names;

  guint shown[N_CELLS] = { 0 };
  GString *labels[N_CELLS] = { NULL };
  guint year = 0;

  /* The track shows one year: the year of the marker that moves next.  A
   * marker already in a later year is drawn faint on its week. */
  if (n_markers > 0)
    year = ludus_thebes_year (times[order[0]]);

  for (guint i = 0; i < n_markers; i++)
    {
      guint p = order[i];
      guint c = cell_of (times[p]);
      GtkWidget *dot = self->cells[c].dots[shown[c]++];
      g_autofree char *where = NULL;

      if (times[p] >= LUDUS_THEBES_END_TIME)
        /* Translators: a marker at the end of the time track, "Anna: done" */
        where = g_strdup_printf (_("%s: done"), names[p]);
      else
        /* Translators: a marker on the time track, "Anna: week 5 of 1902" */
        where = g_strdup_printf (_("%s: week %u of %u"), names[p],
                                 ludus_thebes_week (times[p]), ludus_thebes_year (times[p]));
      set_dot (dot, (const char *[]) {
                 "player-dot", "marker",
                 ludus_player_colour_css_class (MIN (colours[p], LUDUS_N_PLAYER_COLOURS - 1)),
                 i == 0 && times[p] < LUDUS_THEBES_END_TIME ? "next" : "waiting",
                 times[p] < LUDUS_THEBES_END_TIME && ludus_thebes_year (times[p]) > year
                   ? "later-year" : "this-year",
                 NULL },
               where);
      gtk_widget_set_visible (dot, TRUE);

      if (labels[c] == NULL)
        labels[c] = g_string_new (NULL);
      else
        g_string_append (labels[c], _(", "));
      g_string_append (labels[c], where);
    }

  for (guint c = 0; c < N_CELLS; c++)
    {
      g_autofree char *label = NULL;

      /* Room for every marker on every week, so the track keeps its
       * height as the markers move. */
      for (guint i = shown[c]; i < LUDUS_THEBES_MAX_PLAYERS; i++)
        {
          set_dot (self->cells[c].dots[i], (const char *[]) { "marker-space", NULL }, NULL);
          gtk_widget_set_visible (self->cells[c].dots[i], i < n_markers);
        }
      if (labels[c] != NULL)
        label = g_string_free (labels[c], FALSE);
      else if (c + 1 < N_CELLS)
        label = g_strdup_printf (_("Week %u"), c + 1);
      else
        label = g_strdup (_("End of the game: week 1 of 1904"));
      if (g_strcmp0 (label, self->cells[c].label) == 0)
        continue;
      gtk_widget_set_tooltip_text (self->cells[c].box, label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->cells[c].box),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);
      g_free (self->cells[c].label);
      self->cells[c].label = g_steal_pointer (&label);
    }
}

static void
advance_cb (double   value,
            gpointer user_data)
{
  LudusThebesTimeTrack *self = user_data;
  gboolean moved = FALSE;

  /* Week by week: a marker stands on each week it passes. */
  for (guint p = 0; p < self->n_markers; p++)
    {
      int at = self->times[p] > self->from[p]
               ? self->from[p] + (int) (value * (self->times[p] - self->from[p]))
               : self->times[p];

      moved |= at != self->shown[p];
      self->shown[p] = at;
    }
  if (moved)
    show_markers (self);
}

static void
advance_done_cb (LudusThebesTimeTrack *self)
{
  g_clear_object (&self->advance);
  show_markers (self);
}

/**
 * ludus_thebes_time_track_set_markers:
 * @times: each player's marker, in absolute weeks (LudusThebesPlayer.time)
 * @colours: each player's colour (ludus-player-colours.h)
 * @names: each player's name
 * @order: the players in turn order (ludus_thebes_turn_order()): the first
 *   moves next; on a shared week the earlier is higher in the stack
 *
 * Markers that move on step there week by week.
 */
void
ludus_thebes_time_track_set_markers (LudusThebesTimeTrack *self,
                                     guint                 n_markers,
                                     const int            *times,
                                     const guint          *colours,
                                     const char * const   *names,
                                     const guint          *order)
{
  int longest = 0;
  gboolean same;

  g_return_if_fail (LUDUS_IS_THEBES_TIME_TRACK (self));
  g_return_if_fail (n_markers <= LUDUS_THEBES_MAX_PLAYERS);

  same = n_markers == self->n_markers;
  for (guint p = 0; p < n_markers; p++)
    {
      same &= times[p] == self->times[p];
      self->colours[p] = colours[p];
      self->order[p] = order[p];
      g_free (self->names[p]);
      self->names[p] = g_strdup (names[p]);
    }
  /* The same times (another choice of a turn): the markers go on. */
  if (same)
    {
      if (self->advance == NULL)
        show_markers (self);
      return;
    }

  /* Markers on their way start again from where they are drawn. */
  if (self->advance != NULL)
    adw_animation_pause (self->advance);
  g_clear_object (&self->advance);
  for (guint p = 0; p < n_markers; p++)
    {
      /* A new game, or more players: no way from anywhere. */
      self->from[p] = p < self->n_markers ? self->shown[p] : times[p];
      if (times[p] > self->from[p])
        longest = MAX (longest, MIN (times[p], LUDUS_THEBES_END_TIME) - self->from[p]);
      else
        self->from[p] = times[p];
      self->times[p] = self->shown[p] = times[p];
    }
  self->n_markers = n_markers;

  if (longest > 0 && ludus_motion_duration (GTK_WIDGET (self), WEEK_MS) > 0)
    {
      AdwAnimationTarget *target = adw_callback_animation_target_new (advance_cb, self, NULL);

      self->advance = ludus_motion_new (GTK_WIDGET (self), 0, 1, MIN (WEEK_MS * longest, ADVANCE_MS),
                                        target);
      adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->advance), ADW_LINEAR);
      g_signal_connect_object (self->advance, "done", G_CALLBACK (advance_done_cb), self, G_CONNECT_SWAPPED);
      advance_cb (0, self);
      ludus_motion_play (self->advance);
      return;
    }
  show_markers (self);
}

/**
 * ludus_thebes_time_track_set_preview:
 * @from: the time of the marker about to move, -1 for no preview
 * @to: where it will land
 *
 * Marks the weeks a choice costs before it is played.
 */
void
ludus_thebes_time_track_set_preview (LudusThebesTimeTrack *self,
                                     int                   from,
                                     int                   to)
{
  g_return_if_fail (LUDUS_IS_THEBES_TIME_TRACK (self));

  for (guint c = 0; c < N_CELLS; c++)
    {
      gtk_widget_remove_css_class (self->cells[c].box, "passed");
      gtk_widget_remove_css_class (self->cells[c].box, "landing");
    }
  if (from < 0 || to <= from)
    return;

  to = MIN (to, LUDUS_THEBES_END_TIME);
  for (int t = from + 1; t < to; t++)
    gtk_widget_add_css_class (self->cells[cell_of (t)].box, "passed");
  gtk_widget_add_css_class (self->cells[cell_of (to)].box, "landing");
}

/* The week of @time on the track (the end of the game past it), to mark
 * a marker's move. */
GtkWidget *
ludus_thebes_time_track_get_week (LudusThebesTimeTrack *self,
                                  int                   time)
{
  g_return_val_if_fail (LUDUS_IS_THEBES_TIME_TRACK (self), NULL);

  return self->cells[cell_of (MAX (time, 0))].box;
}

/* Where a marker is drawn now, on its way or arrived, for tests. */
int
ludus_thebes_time_track_get_shown_time (LudusThebesTimeTrack *self,
                                        guint                 marker)
{
  g_return_val_if_fail (LUDUS_IS_THEBES_TIME_TRACK (self), -1);
  g_return_val_if_fail (marker < self->n_markers, -1);

  return self->shown[marker];
}
