/* ludus-problem-bar.h: the banner saying what is wrong with a deck or board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludus-content-document.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_PROBLEM_BAR (ludus_problem_bar_get_type ())

G_DECLARE_FINAL_TYPE (LudusProblemBar, ludus_problem_bar, LUDUS, PROBLEM_BAR, GtkWidget)

GtkWidget                 *ludus_problem_bar_new         (LudusContentDocument *document);
const LudusContentProblem *ludus_problem_bar_get_problem (LudusProblemBar      *self);
const char                *ludus_problem_bar_get_message (LudusProblemBar      *self);
gboolean                   ludus_problem_bar_get_revealed (LudusProblemBar     *self);

G_END_DECLS
