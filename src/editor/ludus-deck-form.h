/* ludus-deck-form.h: the base of every game's deck form
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "ludus-content-document.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_DECK_FORM (ludus_deck_form_get_type ())

G_DECLARE_DERIVABLE_TYPE (LudusDeckForm, ludus_deck_form, LUDUS, DECK_FORM, GtkBox)

/**
 * LudusDeckFormClass:
 * @create_tile: a new, empty tile's content for a card of @list
 * @update_tile: shows @node, card @index of @list, in @child (made with
 *   create_tile), its tooltip and accessible name included
 * @update_fields: (nullable): shows the selected card @node (NULL for
 *   none) of @list in the fields that are not bound rows
 * @new_card: the card Add Card puts into @list, after @selected (NULL for
 *   none); *@position is where, the end unless changed
 * @get_summary: the deck's summary, for the label under the fields
 * @show_problem: shows where @problem (nullable) is: by default selects
 *   the card it is at
 *
 * A game's deck form supplies what is its own: drawing a card as a tile,
 * the card's fields and a new card.  The form keeps the tiles, the
 * selection, the problem's card and the tools.
 */
struct _LudusDeckFormClass
{
  GtkBoxClass parent_class;

  GtkWidget *(*create_tile)   (LudusDeckForm   *self,
                               guint            list);
  void       (*update_tile)   (LudusDeckForm   *self,
                               guint            list,
                               guint            index,
                               JsonNode        *node,
                               GtkFlowBoxChild *child);
  void       (*update_fields) (LudusDeckForm   *self,
                               guint            list,
                               JsonNode        *node);
  JsonNode  *(*new_card)      (LudusDeckForm   *self,
                               guint            list,
                               JsonNode        *selected,
                               guint           *position);
  char      *(*get_summary)   (LudusDeckForm   *self);
  void       (*show_problem)  (LudusDeckForm             *self,
                               const LudusContentProblem *problem);
};

/* Draws card @node on a page to print, @width by @height in points. */
typedef void (*LudusDeckFormDrawCard) (cairo_t  *cr,
                                       JsonNode *node,
                                       double    width,
                                       double    height);

guint                 ludus_deck_form_add_list       (LudusDeckForm         *self,
                                                      const char            *member,
                                                      const char            *title,
                                                      GtkWidget             *fields);
void                  ludus_deck_form_add_page       (LudusDeckForm         *self,
                                                      GtkWidget             *page,
                                                      const char            *name,
                                                      const char            *title,
                                                      const char            *icon,
                                                      GtkWidget             *fields);
void                  ludus_deck_form_bind_row       (LudusDeckForm         *self,
                                                      guint                  list,
                                                      GtkWidget             *row);
LudusContentDocument *ludus_deck_form_get_document   (LudusDeckForm         *self);
JsonArray            *ludus_deck_form_get_cards      (LudusDeckForm         *self,
                                                      guint                  list);
guint                 ludus_deck_form_get_list       (LudusDeckForm         *self);
int                   ludus_deck_form_get_selected   (LudusDeckForm         *self);
JsonNode             *ludus_deck_form_get_selected_card (LudusDeckForm      *self,
                                                      guint                  list);
void                  ludus_deck_form_select         (LudusDeckForm         *self,
                                                      guint                  list,
                                                      int                    index);
void                  ludus_deck_form_show_page      (LudusDeckForm         *self,
                                                      const char            *name);
const char           *ludus_deck_form_get_page       (LudusDeckForm         *self);
gboolean              ludus_deck_form_is_updating    (LudusDeckForm         *self);
void                  ludus_deck_form_set_member     (LudusDeckForm         *self,
                                                      guint                  list,
                                                      const char            *member,
                                                      JsonNode              *value);
void                  ludus_deck_form_set_card       (LudusDeckForm         *self,
                                                      guint                  list,
                                                      JsonNode              *value);
GtkWidget            *ludus_deck_form_get_summary_label (LudusDeckForm      *self);

gboolean              ludus_deck_form_print          (LudusContentDocument  *document,
                                                      const char            *member,
                                                      double                 width_mm,
                                                      double                 height_mm,
                                                      LudusDeckFormDrawCard  draw,
                                                      const char            *path,
                                                      GError               **error);

G_END_DECLS
