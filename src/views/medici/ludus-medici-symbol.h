/* ludus-medici-symbol.h: the drawn symbol of one good of Medici
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "medici/ludus-medici.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_MEDICI_SYMBOL (ludus_medici_symbol_get_type ())

G_DECLARE_FINAL_TYPE (LudusMediciSymbol, ludus_medici_symbol, LUDUS, MEDICI_SYMBOL, GtkWidget)

GtkWidget  *ludus_medici_symbol_new       (LudusMediciGoods  goods);
void        ludus_medici_symbol_draw      (cairo_t          *cr,
                                           LudusMediciGoods  goods,
                                           double            x,
                                           double            y,
                                           double            size);
const char *ludus_medici_goods_css_class  (LudusMediciGoods  goods);

G_END_DECLS
