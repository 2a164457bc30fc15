/* ludus-content-problem.h: what is wrong with a deck or layout, and where
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define LUDUS_TYPE_CONTENT_PROBLEM (ludus_content_problem_get_type ())

typedef struct _LudusContentProblem LudusContentProblem;

struct _LudusContentProblem
{
  char *document;  /* "deck" or "layout"; NULL when it is neither's
                    * (e.g. a game that cannot be played yet) */
  char *path;      /* in that document, "cards[12].value"; "" for the
                    * document as a whole */
  char *message;   /* translated, without the path */
};

GType                ludus_content_problem_get_type (void) G_GNUC_CONST;

LudusContentProblem *ludus_content_problem_new      (const char                *document,
                                                     const char                *path,
                                                     const char                *message);
LudusContentProblem *ludus_content_problem_copy     (const LudusContentProblem *self);
void                 ludus_content_problem_free     (LudusContentProblem       *self);
gboolean             ludus_content_problem_equal    (const LudusContentProblem *a,
                                                     const LudusContentProblem *b);
char                *ludus_content_problem_describe (const LudusContentProblem *self,
                                                     JsonNode                  *root);
char                *ludus_content_problem_get_details (const LudusContentProblem *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (LudusContentProblem, ludus_content_problem_free)

G_END_DECLS
