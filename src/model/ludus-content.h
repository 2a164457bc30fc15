/* ludus-content.h: a game's deck and layout, validated and compiled
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "ludus-content-problem.h"
#include "ludus-json.h"
#include "ludus-rules.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_CONTENT (ludus_content_get_type ())

typedef struct _LudusContent LudusContent;

GType             ludus_content_get_type            (void) G_GNUC_CONST;

LudusContent     *ludus_content_new_default         (const LudusRules  *rules,
                                                     GError           **error);
LudusContent     *ludus_content_new_from_files      (const LudusRules  *rules,
                                                     const char        *deck_path,
                                                     const char        *layout_path,
                                                     GError           **error);
LudusContent     *ludus_content_new_from_json       (const LudusRules  *rules,
                                                     JsonNode          *deck,
                                                     JsonNode          *layout,
                                                     GError           **error);
LudusContentProblem *ludus_content_problem_new_from_error (const GError *error);

LudusContent     *ludus_content_ref                 (LudusContent      *self);
void              ludus_content_unref               (LudusContent      *self);

const LudusRules *ludus_content_get_rules           (LudusContent      *self);
JsonNode         *ludus_content_get_deck            (LudusContent      *self);
JsonNode         *ludus_content_get_layout          (LudusContent      *self);
gconstpointer     ludus_content_get_compiled        (LudusContent      *self);
const char       *ludus_content_get_name            (LudusContent      *self);
LudusProvenance   ludus_content_get_provenance      (LudusContent      *self);
const char       *ludus_content_get_deck_path       (LudusContent      *self);
const char       *ludus_content_get_layout_path     (LudusContent      *self);

JsonNode         *ludus_content_parse_file          (const char        *path,
                                                     LudusJsonFile      kind,
                                                     GError           **error);
char             *ludus_content_get_user_dir        (const LudusRules  *rules);
GStrv             ludus_content_list_user_files     (const LudusRules  *rules,
                                                     const char        *kind);
GStrv             ludus_content_list_builtin_files  (const LudusRules  *rules,
                                                     const char        *kind);
const char       *ludus_content_display_name        (const char        *path,
                                                     const char        *name);
char             *ludus_content_read_display_name   (const char        *path,
                                                     LudusJsonFile      kind);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (LudusContent, ludus_content_unref)

G_END_DECLS
