/* ludus-arrangement.h: a widget's arrangement for its size, made in the frame
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef void (*LudusArrangeFunc) (GtkWidget *widget);

/* Embedded in the widget that arranges itself; see ludus-arrangement.c. */
typedef struct
{
  GtkWidget        *widget;
  LudusArrangeFunc  arrange;
  GdkFrameClock    *clock;    /* while queued */
} LudusArrangement;

void  ludus_arrangement_init    (LudusArrangement *self,
                                 GtkWidget        *widget,
                                 LudusArrangeFunc  arrange);
void  ludus_arrangement_queue   (LudusArrangement *self);
void  ludus_arrangement_cancel  (LudusArrangement *self);
void  ludus_arrangement_queue_on_bounds (LudusArrangement *self,
                                         GtkAdjustment    *adjustment);

G_END_DECLS
