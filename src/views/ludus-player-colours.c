/* ludus-player-colours.c: the colours players choose for their pieces
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A seat's colour is an index into these tables; style.css paints the
 * classes, so every board view and dialog shows a player the same way.
 */

#define G_LOG_DOMAIN "ludus-player-colours"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-player-colours.h"

static const char * const colour_names[LUDUS_N_PLAYER_COLOURS] = {
  N_("Red"), N_("Blue"), N_("Green"), N_("Yellow"), N_("Purple"), N_("Orange"), N_("White"),
};

static const char * const colour_classes[LUDUS_N_PLAYER_COLOURS] = {
  "player-colour-0", "player-colour-1", "player-colour-2",
  "player-colour-3", "player-colour-4", "player-colour-5", "player-colour-6",
};

/* The same colours as style.css's classes, for what is drawn with cairo. */
static const char * const colour_specs[LUDUS_N_PLAYER_COLOURS] = {
  "#e01b24", "#3584e4", "#2ec27e", "#f6d32d", "#9141ac", "#ff7800", "#ffffff",
};

/* Translated. */
const char *
ludus_player_colour_name (guint colour)
{
  g_return_val_if_fail (colour < LUDUS_N_PLAYER_COLOURS, "");

  return _(colour_names[colour]);
}

/* The class style.css colours: "player-colour-0", … */
const char *
ludus_player_colour_css_class (guint colour)
{
  g_return_val_if_fail (colour < LUDUS_N_PLAYER_COLOURS, "player-colour-0");

  return colour_classes[colour];
}

/* The colour as gdk_rgba_parse() reads it: "#e01b24", … */
const char *
ludus_player_colour_spec (guint colour)
{
  g_return_val_if_fail (colour < LUDUS_N_PLAYER_COLOURS, colour_specs[0]);

  return colour_specs[colour];
}
