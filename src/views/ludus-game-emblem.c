/* ludus-game-emblem.c: a game's picture in the library, drawn from its pieces
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each game draws a few of its own pieces (LudusGameUi.draw_emblem) in the
 * light or the dark palette, so the library shows what each game looks
 * like on the table.  A picture only: screen readers skip it, the row
 * names the game.
 */

#define G_LOG_DOMAIN "ludus-game-emblem"

#include "config.h"

#include <adwaita.h>

#include "ludus-game-emblem.h"

struct _LudusGameEmblem
{
  GtkWidget          parent_instance;

  const LudusGameUi *ui;
};

G_DEFINE_FINAL_TYPE (LudusGameEmblem, ludus_game_emblem, GTK_TYPE_WIDGET)

static void
ludus_game_emblem_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? LUDUS_GAME_EMBLEM_WIDTH : LUDUS_GAME_EMBLEM_HEIGHT;
}

static void
ludus_game_emblem_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  LudusGameEmblem *self = LUDUS_GAME_EMBLEM (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (self->ui == NULL || self->ui->draw_emblem == NULL || width <= 0 || height <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  self->ui->draw_emblem (cr, width, height, adw_style_manager_get_dark (adw_style_manager_get_default ()));
  cairo_destroy (cr);
}

static void
ludus_game_emblem_class_init (LudusGameEmblemClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->measure = ludus_game_emblem_measure;
  widget_class->snapshot = ludus_game_emblem_snapshot;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_PRESENTATION);
  gtk_widget_class_set_css_name (widget_class, "game-emblem");
}

static void
ludus_game_emblem_init (LudusGameEmblem *self)
{
  /* Its own size in a row of any height. */
  gtk_widget_set_valign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
  /* The pieces change palette with the style. */
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

/**
 * ludus_game_emblem_new:
 * @ui: the game's views; it outlives the emblem
 *
 * Returns: (transfer floating): a picture of a few of the game's pieces
 */
GtkWidget *
ludus_game_emblem_new (const LudusGameUi *ui)
{
  LudusGameEmblem *self;

  g_return_val_if_fail (ui != NULL, NULL);

  self = g_object_new (LUDUS_TYPE_GAME_EMBLEM, NULL);
  self->ui = ui;
  return GTK_WIDGET (self);
}
