/* ludus-medici-card-widget.c: one Medici card, drawn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The card's colour and border come from medici.css (classes "grain", …,
 * "green-card", "black-card"); ludus_medici_card_draw draws the value, the
 * goods symbols and the green flag on top in the card's foreground colour,
 * and a check mark on a card marked to be taken.  The same function draws
 * the printed card, face and all.  Cards that can be chosen are
 * focusable and emit ::activate on a click, Space or Enter.  A widget
 * shows one card after another as the table changes (set_card), so focus
 * survives a move; the view flies a card that arrives over the board
 * (ludus-medici-view-motion.c).
 */

#define G_LOG_DOMAIN "ludus-medici-card"

#include "config.h"
#include "ludus-cairo.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ludus-medici-card-widget.h"
#include "ludus-rule-help.h"
#include "ludus-medici-rule-text.h"
#include "ludus-medici-symbol.h"

struct _LudusMediciCardWidget
{
  GtkWidget       parent_instance;

  LudusMediciCard card;
  gboolean        small;
  gboolean        selected;
};

/* The natural sizes of a card in the market and on a ship. */
#define WIDTH        LUDUS_MEDICI_CARD_WIDTH
#define HEIGHT       LUDUS_MEDICI_CARD_HEIGHT
#define SMALL_WIDTH  LUDUS_MEDICI_CARD_SMALL_WIDTH
#define SMALL_HEIGHT LUDUS_MEDICI_CARD_SMALL_HEIGHT

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

/* The card's face on paper, as medici.css paints it on screen in the
 * light style (the widget leaves the face to the stylesheet). */
static const struct
{
  guint32 face;
  guint32 ink;
} paper[] = {
  { 0xf6d879, 0x4d3600 },  /* grain */
  { 0xf5a25d, 0x4f2000 },  /* spice */
  { 0xc7a486, 0x36200e },  /* fur */
  { 0x99bdf0, 0x0b2b57 },  /* dye */
  { 0xeba5b8, 0x560d22 },  /* cloth */
  { 0x8fd6a0, 0x0d4019 },  /* a green card without goods */
  { 0x2e2b33, 0xffffff },  /* a black card */
};

static void
set_source_hex (cairo_t *cr,
                guint32  rgb)
{
  cairo_set_source_rgb (cr, ((rgb >> 16) & 0xff) / 255.0, ((rgb >> 8) & 0xff) / 255.0,
                        (rgb & 0xff) / 255.0);
}

/* Text centred vertically on y, at xalign of its width from x.  The
 * resolution is fixed so that the card looks the same on screen and paper. */
static void
draw_text (cairo_t    *cr,
           const char *text,
           const char *font,
           double      x,
           double      y,
           double      xalign)
{
  g_autoptr(PangoLayout) layout = pango_cairo_create_layout (cr);
  g_autoptr(PangoFontDescription) description = pango_font_description_from_string (font);
  int width, height;

  pango_cairo_context_set_resolution (pango_layout_get_context (layout), 96);
  pango_layout_context_changed (layout);
  pango_layout_set_font_description (layout, description);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &width, &height);
  cairo_move_to (cr, x - xalign * width, y - height / 2.0);
  pango_cairo_show_layout (cr, layout);
}

/**
 * ludus_medici_card_draw:
 * @cr: where to draw, in the card's natural units (58 wide, 36 if small)
 * @card: the card
 * @width: the card's width in those units
 * @height: its height
 * @ink: (nullable): the colour of the value, symbols and name; %NULL for
 *   the printed card's own
 * @flags: what else to draw
 *
 * Draws one card: the value, the goods symbols, the goods' name and the
 * green flag, and with %LUDUS_MEDICI_CARD_DRAW_FACE its face too.  The
 * widget and the print-and-play PDF both draw cards with this function.
 */
void
ludus_medici_card_draw (cairo_t                  *cr,
                        const LudusMediciCard    *card,
                        double                    width,
                        double                    height,
                        const GdkRGBA            *ink,
                        LudusMediciCardDrawFlags  flags)
{
  gboolean small = (flags & LUDUS_MEDICI_CARD_DRAW_SMALL) != 0;
  double symbol = small ? width * 0.5 : width * 0.42;
  guint face = card->goods != LUDUS_MEDICI_NO_GOODS ? card->goods
               : card->green ? LUDUS_MEDICI_N_GOODS : LUDUS_MEDICI_N_GOODS + 1;
  g_autofree char *value = g_strdup_printf ("%u", card->value);

  g_return_if_fail (cr != NULL && card != NULL);
  g_return_if_fail (face < G_N_ELEMENTS (paper));

  cairo_save (cr);
  if (flags & LUDUS_MEDICI_CARD_DRAW_FACE)
    {
      double line = card->green ? 2 : 1;

      ludus_cairo_rounded_rectangle (cr, line / 2, line / 2, width - line, height - line, small ? 5 : 7);
      set_source_hex (cr, paper[face].face);
      cairo_fill_preserve (cr);
      if (card->green)
        set_source_hex (cr, 0x26a269);
      else
        cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
      cairo_set_line_width (cr, line);
      cairo_stroke (cr);
    }
  if (ink != NULL)
    gdk_cairo_set_source_rgba (cr, ink);
  else
    set_source_hex (cr, paper[face].ink);

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

  if (card->goods == LUDUS_MEDICI_NO_GOODS)
    draw_text (cr, value, small ? "Sans Bold 16" : "Sans Bold 26", width / 2, height / 2, 0.5);
  else
    draw_text (cr, value, small ? "Sans Bold 10" : "Sans Bold 15",
               small ? 4 : 6, small ? 9 : 13, 0);

  if (!small && card->goods != LUDUS_MEDICI_NO_GOODS)
    draw_text (cr, _(ludus_medici_goods_names[card->goods]), "Sans 7.5",
               width / 2, height - 10, 0.5);

  /* The green flag: takes no ship space. */
  if (card->green)
    {
      double f = small ? 9 : 13;
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

  /* Marked to be taken: a check mark, so the mark does not rest on the
   * outline colour alone. */
  if (flags & LUDUS_MEDICI_CARD_DRAW_SELECTED)
    {
      double r = 8;
      /* Top right, below the green flag if there is one. */
      double cx = width - r - 3;
      double cy = card->green ? 4 + 16 + r + 3 : r + 4;

      /* The text leaves its start as the current point: no line from it. */
      cairo_new_path (cr);
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
    }
  cairo_restore (cr);
}

static void
ludus_medici_card_widget_snapshot (GtkWidget   *widget,
                                   GtkSnapshot *snapshot)
{
  LudusMediciCardWidget *self = LUDUS_MEDICI_CARD_WIDGET (widget);
  /* Drawn at the card's natural size, then scaled to the widget's. */
  double width = self->small ? SMALL_WIDTH : WIDTH;
  double k = gtk_widget_get_width (widget) / width;
  double height = gtk_widget_get_height (widget) / k;
  GdkRGBA colour;
  cairo_t *cr;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &colour);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_scale (snapshot, k, k);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  ludus_medici_card_draw (cr, &self->card, width, height, &colour,
                          (self->small ? LUDUS_MEDICI_CARD_DRAW_SMALL : 0)
                          | (self->selected ? LUDUS_MEDICI_CARD_DRAW_SELECTED : 0));
  cairo_destroy (cr);
  gtk_snapshot_restore (snapshot);
}

static void
pressed_cb (LudusMediciCardWidget *self,
            int                    n_press,
            double                 x,
            double                 y,
            GtkGestureClick       *gesture)
{
  /* A card out of reach reports its click too: the market says why. */
  if (gtk_widget_get_focusable (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  g_signal_emit (self, signals[ACTIVATE], 0);
}

static void
ludus_medici_card_widget_class_init (LudusMediciCardWidgetClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

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
  g_autofree char *rule = NULL;

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
  rule = ludus_medici_rule_card (card);
  ludus_rule_help_set (GTK_WIDGET (self), name, rule);
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

/**
 * ludus_medici_card_widget_set_takeable:
 * @takeable: whether the current player may take the card now
 * @optional: whether taking it is a choice (the 2nd- and 3rd-last cards)
 *
 * Takeable cards are marked; optional ones become focusable buttons, also
 * when they cannot be taken, so that a click can be told why (a click on
 * any card emits ::activate).
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
  gtk_widget_set_focusable (GTK_WIDGET (self), optional);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), takeable && optional ? "pointer" : NULL);
}

void
ludus_medici_card_widget_set_selected (LudusMediciCardWidget *self,
                                       gboolean               selected)
{
  const char *rule;

  g_return_if_fail (LUDUS_IS_MEDICI_CARD_WIDGET (self));

  self->selected = !!selected;
  if (self->selected)
    gtk_widget_add_css_class (GTK_WIDGET (self), "selected");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "selected");
  gtk_accessible_update_state (GTK_ACCESSIBLE (self),
                               GTK_ACCESSIBLE_STATE_PRESSED, self->selected,
                               -1);
  /* Said with the card's name too: the pressed state of a plain button is
   * not read out by every screen reader. */
  rule = ludus_rule_help_get (GTK_WIDGET (self));
  if (self->selected && rule != NULL)
    {
      /* Translators: a Medici card in the market, marked by the player, then the card's rule */
      g_autofree char *marked = g_strdup_printf (_("Marked to be taken. %s"), rule);

      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, marked,
                                      -1);
    }
  else if (self->selected)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                    /* Translators: a Medici card in the market, marked by the player */
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _("Marked to be taken"),
                                    -1);
  else if (rule != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, rule,
                                    -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
ludus_medici_card_widget_get_selected (LudusMediciCardWidget *self)
{
  g_return_val_if_fail (LUDUS_IS_MEDICI_CARD_WIDGET (self), FALSE);

  return self->selected;
}
