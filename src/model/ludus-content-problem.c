/* ludus-content-problem.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-content-problem"

#include "config.h"

#include "ludus-content-problem.h"

G_DEFINE_BOXED_TYPE (LudusContentProblem, ludus_content_problem,
                     ludus_content_problem_copy, ludus_content_problem_free)

/**
 * ludus_content_problem_new:
 * @document: (nullable): "deck" or "layout"
 * @path: (nullable): the JSON path in @document (%NULL: "")
 * @message: the translated message, without the path
 *
 * Returns: (transfer full): a new problem
 */
LudusContentProblem *
ludus_content_problem_new (const char *document,
                           const char *path,
                           const char *message)
{
  LudusContentProblem *self;

  g_return_val_if_fail (message != NULL, NULL);

  self = g_new0 (LudusContentProblem, 1);
  self->document = g_strdup (document);
  self->path = g_strdup (path != NULL ? path : "");
  self->message = g_strdup (message);
  return self;
}

LudusContentProblem *
ludus_content_problem_copy (const LudusContentProblem *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return ludus_content_problem_new (self->document, self->path, self->message);
}

void
ludus_content_problem_free (LudusContentProblem *self)
{
  if (self == NULL)
    return;
  g_free (self->document);
  g_free (self->path);
  g_free (self->message);
  g_free (self);
}

/* Whether a and b (either may be NULL) say the same. */
gboolean
ludus_content_problem_equal (const LudusContentProblem *a,
                             const LudusContentProblem *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  return g_strcmp0 (a->document, b->document) == 0 &&
         g_strcmp0 (a->path, b->path) == 0 &&
         g_strcmp0 (a->message, b->message) == 0;
}
