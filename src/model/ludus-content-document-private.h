/* ludus-content-document-private.h: what the document's core
 * (ludus-content-document.c) and its edits (ludus-content-document-edit.c)
 * share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus-content-document.h"

G_BEGIN_DECLS

struct _LudusContentDocument
{
  GObject              parent_instance;

  const LudusRules    *rules;
  char                *kind;        /* "deck" or "layout" */
  char                *path;        /* the user's file it saves to, or NULL */
  gboolean             builtin;

  JsonNode            *root;        /* mutable, shares no node */
  char                *text;        /* root, serialized */
  char                *saved_text;  /* the text last loaded or saved */
  char                *name;        /* root's "name", or NULL */
  gboolean             modified;    /* text differs from saved_text */
  gboolean             can_undo;
  gboolean             can_redo;
  GPtrArray           *undo;        /* texts, the latest last */
  GPtrArray           *redo;
  guint                group_depth;
  char                *group_text;  /* the text before the group */

  JsonNode            *partner;     /* sealed; NULL until needed */
  GMainContext        *context;
  GSource             *validate_source;
  LudusContentProblem *problem;
  LudusContent        *content;
};

void ludus_content_document_finish_edit (LudusContentDocument *self,
                                         const char           *changed_path);

G_END_DECLS
