/* ludus-medici-card-widget.c: one Medici card, drawn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The card's colour and border come from medici.css (classes "grain", …,
 * "green-card", "black-card"); this widget draws the value, the goods
 * symbols and the green flag on top in the card's foreground colour, and
 * a check mark on a card marked to be taken.  Cards that can be chosen are
 * focusable and emit ::activate on a click, Space or Enter.  A widget
 * shows one card after another as the table changes (set_card), so focus
 * and animations survive a move.
 */

#define G_LOG_DOMAIN "ludus-medici-card"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ludus-medici-card-widget.h"
#include "ludus-medici-symbol.h"

struct _LudusMediciCardWidget
{
  GtkWidget       parent_instance;

  LudusMediciCard card;
  gboolean        small;
  gboolean        selected;
  AdwAnimation   *arrival;
};

/* The natural sizes of a card in the market and on a ship. */
#define WIDTH        58
#define HEIGHT       82
#define SMALL_WIDTH  36
#define SMALL_HEIGHT 50

G_DEFINE_FINAL_TYPE (LudusMediciCardWidget, ludus_medici_card_widget, GTK_TYPE_WIDGET)

enum {
  ACTIVATE,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

/**
 * ludus_medici_card_accessible_name:
 *
 * Returns: (transfer full): what a screen reader says: "Fur, value 3, two goods"
 */
char *
ludus_medici_card_accessible_name (const LudusMediciCard *card)
{
  const char *goods;

  g_return_val_if_fail (card != NULL, NULL);

  if (card->goods == LUDUS_MEDICI_NO_GOODS)
    {
      if (card->green)
        /* Translators: a card without goods; green cards take no ship space. */
        return g_strdup_printf (_("Green card, value %u, takes no space"), card->value);
      return g_strdup_printf (_("Black card, value %u"), card->value);
    }

  goods = _(ludus_medici_goods_names[card->goods]);
  if (card->green && card->symbols == 2)
    /* Translators: a card's good, value and symbols, e.g. "Fur, value 0, two goods, green flag" */
    return g_strdup_printf (_("%s, value %u, two goods, green flag"), goods, card->value);
  if (card->green)
    return g_strdup_printf (_("%s, value %u, one good, green flag"), goods, card->value);
  if (card->symbols == 2)
    /* Translators: a card's good, value and symbols, e.g. "Fur, value 3, two goods" */
    return g_strdup_printf (_("%s, value %u, two goods"), goods, card->value);
  return g_strdup_printf (_("%s, value %u, one good"), goods, card->value);
}

static void
append_text (GtkWidget   *widget,
             GtkSnapshot *snapshot,
             const char  *text,
             const char  *font,
             double       x,
             double       y,
             double       xalign,
             const GdkRGBA *colour)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
  g_autoptr(PangoFontDescription) description = pango_font_description_from_string (font);
  int width, height;

  pango_layout_set_font_description (layout, description);
  pango_layout_get_pixel_size (layout, &width, &height);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x - xalign * width, y - height / 2.0));
  gtk_snapshot_append_layout (snapshot, layout, colour);
  gtk_snapshot_restore (snapshot);
}

static void
ludus_medici_card_widget_snapshot (GtkWidget   *widget,
                                   GtkSnapshot *snapshot)
{
  LudusMediciCardWidget *self = LUDUS_MEDICI_CARD_WIDGET (widget);
  const LudusMediciCard *card = &self->card;
  /* Drawn at the card's natural size, then scaled to the widget's. */
  double k = gtk_widget_get_width (widget) / (double) (self->small ? SMALL_WIDTH : WIDTH);
  double width = self->small ? SMALL_WIDTH : WIDTH;
  double height = gtk_widget_get_height (widget) / k;
  double symbol = self->small ? width * 0.5 : width * 0.42;
  g_autofree char *value = g_strdup_printf ("%u", card->value);
  GdkRGBA colour;
  cairo_t *cr;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &colour);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_scale (snapshot, k, k);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gdk_cairo_set_source_rgba (cr, &colour);

  if (card->goods != LUDUS_MEDICI_NO_GOODS)
    {
      if (card->symbols == 2)
        {
          double s = symbol * 0.8;

          ludus_medici_symbol_draw (cr, card->goods, width / 2 - s, height * 0.52 - s / 2, s);
          ludus_medici_symbol_draw (cr, card->goods, width / 2, height * 0.52 - s / 2, s);
        }
      else
        ludus_medici_symbol_draw (cr, card->goods, (width - symbol) / 2,
                                  height * 0.52 - symbol / 2, symbol);
    }

  /* The green flag: takes no ship space. */
  if (card->green)
    {
      double f = self->small ? 9 : 13;
      double x = width - f - 5;

      cairo_set_source_rgb (cr, 0.15, 0.64, 0.25);
      cairo_rectangle (cr, x, 4, 1.5, f * 1.2);
      cairo_fill (cr);
      cairo_move_to (cr, x + 1.5, 4);
      cairo_line_to (cr, x + 1.5 + f, 4 + f * 0.35);
      cairo_line_to (cr, x + 1.5, 4 + f * 0.7);
      cairo_close_path (cr);
      cairo_fill (cr);
    }
  cairo_destroy (cr);

  if (card->goods == LUDUS_MEDICI_NO_GOODS)
    append_text (widget, snapshot, value, self->small ? "Sans Bold 16" : "Sans Bold 26",
                 width / 2, height / 2, 0.5, &colour);
  else
    append_text (widget, snapshot, value, self->small ? "Sans Bold 10" : "Sans Bold 15",
                 self->small ? 4 : 6, self->small ? 9 : 13, 0, &colour);

  if (!self->small && card->goods != LUDUS_MEDICI_NO_GOODS)
    append_text (widget, snapshot, _(ludus_medici_goods_names[card->goods]), "Sans 7.5",
                 width / 2, height - 10, 0.5, &colour);

  /* Marked to be taken: a check mark, so the mark does not rest on the
   * outline colour alone. */
  if (self->selected)
    {
      double r = 8;
      /* Top right, below the green flag if there is one. */
      double cx = width - r - 3;
      double cy = card->green ? 4 + 16 + r + 3 : r + 4;

      cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
      cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.11, 0.44, 0.85);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_set_line_width (cr, 1.5);
      cairo_stroke (cr);
      cairo_set_line_width (cr, 2.2);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_move_to (cr, cx - 4, cy);
      cairo_line_to (cr, cx - 1, cy + 3.5);
      cairo_line_to (cr, cx + 4.5, cy - 3.5);
      cairo_stroke (cr);
      cairo_destroy (cr);
    }

  gtk_snapshot_restore (snapshot);
}

static void
pressed_cb (LudusMediciCardWidget *self,
            int                    n_press,
            double                 x,
            double                 y,
            GtkGestureClick       *gesture)
{
  if (!gtk_widget_get_focusable (GTK_WIDGET (self)))
    return;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  g_signal_emit (self, signals[ACTIVATE], 0);
}

static void
ludus_medici_card_widget_dispose (GObject *object)
{
  LudusMediciCardWidget *self = LUDUS_MEDICI_CARD_WIDGET (object);

  g_clear_object (&self->arrival);

  G_OBJECT_CLASS (ludus_medici_card_widget_parent_class)->dispose (object);
}

static void
ludus_medici_card_widget_class_init (LudusMediciCardWidgetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_medici_card_widget_dispose;

  widget_class->snapshot = ludus_medici_card_widget_snapshot;

  /**
   * LudusMediciCardWidget::activate:
   *
   * The player chose the card (a click, Space or Enter).
   */
  signals[ACTIVATE] =
    g_signal_new ("activate", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_activate_signal (widget_class, signals[ACTIVATE]);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_space, 0, "activate", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_KP_Space, 0, "activate", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_Return, 0, "activate", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_KP_Enter, 0, "activate", NULL);

  gtk_widget_class_set_css_name (widget_class, "medici-card");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
ludus_medici_card_widget_init (LudusMediciCardWidget *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  g_signal_connect_object (click, "pressed", G_CALLBACK (pressed_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
}

static const char * const card_classes[] = {
  "grain", "spice", "fur", "dye", "cloth", "green-card", "black-card", "green-flag",
};

/**
 * ludus_medici_card_widget_new:
 * @card: the card to show
 * @small: the size of a card on a ship rather than in the market
 */
GtkWidget *
ludus_medici_card_widget_new (const LudusMediciCard *card,
                              gboolean               small)
{
  LudusMediciCardWidget *self;

  g_return_val_if_fail (card != NULL, NULL);

  self = g_object_new (LUDUS_TYPE_MEDICI_CARD_WIDGET, NULL);
  self->small = small;
  if (small)
    gtk_widget_add_css_class (GTK_WIDGET (self), "small");
  ludus_medici_card_widget_set_scale (self, 1);
  ludus_medici_card_widget_set_card (self, card);
  return GTK_WIDGET (self);
}

/* Grows the card by @scale from its natural size, keeping its proportions. */
void
ludus_medici_card_widget_set_scale (LudusMediciCardWidget *self,
                                    double                 scale)
{
  g_return_if_fail (LUDUS_IS_MEDICI_CARD_WIDGET (self));

  gtk_widget_set_size_request (GTK_WIDGET (self),
                               (int) ((self->small ? SMALL_WIDTH : WIDTH) * scale),
                               (int) ((self->small ? SMALL_HEIGHT : HEIGHT) * scale));
}

/* Shows @card instead of the card shown so far. */
void
ludus_medici_card_widget_set_card (LudusMediciCardWidget *self,
                                   const LudusMediciCard *card)
{
  g_autofree char *name = NULL;

  g_return_if_fail (LUDUS_IS_MEDICI_CARD_WIDGET (self));
  g_return_if_fail (card != NULL);

  self->card = *card;
  for (guint i = 0; i < G_N_ELEMENTS (card_classes); i++)
    gtk_widget_remove_css_class (GTK_WIDGET (self), card_classes[i]);
  if (card->goods != LUDUS_MEDICI_NO_GOODS)
    gtk_widget_add_css_class (GTK_WIDGET (self), ludus_medici_goods_css_class (card->goods));
  else
    gtk_widget_add_css_class (GTK_WIDGET (self), card->green ? "green-card" : "black-card");
  if (card->green)
    gtk_widget_add_css_class (GTK_WIDGET (self), "green-flag");

  name = ludus_medici_card_accessible_name (card);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const LudusMediciCard *
ludus_medici_card_widget_get_card (LudusMediciCardWidget *self)
{
  g_return_val_if_fail (LUDUS_IS_MEDICI_CARD_WIDGET (self), NULL);

  return &self->card;
}

static void
arrival_cb (double   value,
            gpointer user_data)
{
  gtk_widget_set_opacity (GTK_WIDGET (user_data), value);
}

/**
 * ludus_medici_card_widget_arrive:
 *
 * Fades the card in, as it arrives on the table.  With animations off in
 * the system settings, libadwaita shows it at once.
 */
void
ludus_medici_card_widget_arrive (LudusMediciCardWidget *self)
{
  g_return_if_fail (LUDUS_IS_MEDICI_CARD_WIDGET (self));

  if (self->arrival == NULL)
    self->arrival = adw_timed_animation_new (GTK_WIDGET (self), 0, 1, 300,
                                             adw_callback_animation_target_new (arrival_cb, self, NULL));
  adw_animation_reset (self->arrival);
  adw_animation_play (self->arrival);
}

/**
 * ludus_medici_card_widget_set_takeable:
 * @takeable: whether the current player may take the card now
 * @optional: whether taking it is a choice (the 2nd- and 3rd-last cards)
 *
 * Takeable cards are marked; optional ones become focusable buttons.
 */
void
ludus_medici_card_widget_set_takeable (LudusMediciCardWidget *self,
                                       gboolean               takeable,
                                       gboolean               optional)
{
  g_return_if_fail (LUDUS_IS_MEDICI_CARD_WIDGET (self));

  if (takeable)
    gtk_widget_add_css_class (GTK_WIDGET (self), "takeable");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "takeable");
  gtk_widget_set_focusable (GTK_WIDGET (self), takeable && optional);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), takeable && optional ? "pointer" : NULL);
}

void
ludus_medici_card_widget_set_selected (LudusMediciCardWidget *self,
                                       gboolean               selected)
{
  g_return_if_fail (LUDUS_IS_MEDICI_CARD_WIDGET (self));

  self->selected = !!selected;
  if (self->selected)
    gtk_widget_add_css_class (GTK_WIDGET (self), "selected");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "selected");
  gtk_accessible_update_state (GTK_ACCESSIBLE (self),
                               GTK_ACCESSIBLE_STATE_PRESSED, self->selected,
                               -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
ludus_medici_card_widget_get_selected (LudusMediciCardWidget *self)
{
  g_return_val_if_fail (LUDUS_IS_MEDICI_CARD_WIDGET (self), FALSE);

  return self->selected;
}
