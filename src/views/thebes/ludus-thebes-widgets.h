/* ludus-thebes-widgets.h: small pieces every Thebes widget shows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "thebes/ludus-thebes.h"

G_BEGIN_DECLS

/* "gre", "cre", …: the class thebes.css colours a site's things with. */
const char *ludus_thebes_site_css_class  (LudusThebesSite  site);

/* A bag token: dirt, an artifact with its value, or a book. */
GtkWidget  *ludus_thebes_token_new       (void);
void        ludus_thebes_token_set       (GtkWidget       *token,
                                          guint            value,
                                          LudusThebesSite  from);
char       *ludus_thebes_token_describe  (guint            value);

/* A small square in a site's colour, with a tooltip naming the site. */
GtkWidget  *ludus_thebes_site_chip_new   (LudusThebesSite  site);

void        ludus_thebes_set_class             (GtkWidget       *widget,
                                                const char      *css_class,
                                                gboolean         set);
void        ludus_thebes_set_accessible_label  (GtkWidget       *widget,
                                                const char      *label);
void        ludus_thebes_set_accessible_help   (GtkWidget       *widget,
                                                const char      *label,
                                                const char      *rule);

G_END_DECLS
