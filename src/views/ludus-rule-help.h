/* ludus-rule-help.h: a board element's rule, as tooltip, description and popover
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void        ludus_rule_help_set         (GtkWidget  *widget,
                                         const char *title,
                                         const char *rule);
void        ludus_rule_help_set_rule    (GtkWidget  *widget,
                                         const char *rule);
const char *ludus_rule_help_get         (GtkWidget  *widget);
void        ludus_rule_help_set_tooltip (GtkWidget  *widget,
                                         const char *text);
void        ludus_rule_help_attach      (GtkWidget  *scope);
gboolean    ludus_rule_help_show        (GtkWidget  *scope);
GtkWidget  *ludus_rule_help_get_popover (GtkWidget  *scope);
GtkWidget  *ludus_rule_help_popover_new (void);
GtkWidget  *ludus_rule_help_wrap        (GtkWidget  *child,
                                         char       *rule);
void        ludus_rule_help_make_focusable (GtkWidget *widget);
GtkWidget  *ludus_rule_help_heading_new (const char *text,
                                         const char *css_class,
                                         float       xalign,
                                         char       *rule);

G_END_DECLS
