/* ludus-content-document.h: a deck or layout being edited
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One deck or layout of one game as JSON, edited by JSON path
 * ("cards[3].value"), with undo and redo.  After each edit it is checked
 * by the game's own content loader, with the game's default layout (for a
 * deck) or deck (for a layout) unless another partner is set: the
 * document then has either a problem (the path and the message) or the
 * content, ready to play with ludus_game_new().  No GTK: the editor's
 * views follow its signals and properties:
 *   - "changed" (with the path edited) after every edit, undo and redo:
 *     refresh what shows that path (or everything for NULL);
 *   - notify::problem, ::valid, ::content once validated, in an idle after
 *     the edits: show the problem's message, and select the field at its
 *     path when its document is this one's kind; "Play Now" needs :content
 *     (call ludus_content_document_validate_now() first to be current);
 *   - notify::can-undo, ::can-redo, ::modified, ::path, ::name.
 * An edit of several values is one undo step if it sets their object, or
 * inside ludus_content_document_begin_group() and _end_group().
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "ludus-content.h"
#include "ludus-content-library.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_CONTENT_DOCUMENT (ludus_content_document_get_type ())

G_DECLARE_FINAL_TYPE (LudusContentDocument, ludus_content_document, LUDUS, CONTENT_DOCUMENT, GObject)

/* Undo keeps at most this many steps. */
#define LUDUS_CONTENT_DOCUMENT_MAX_UNDO 1000

LudusContentDocument      *ludus_content_document_new           (const LudusRules      *rules,
                                                                 const char            *kind,
                                                                 GError               **error);
LudusContentDocument      *ludus_content_document_new_from_file (const LudusRules      *rules,
                                                                 const char            *kind,
                                                                 const char            *path,
                                                                 GError               **error);
LudusContentDocument      *ludus_content_document_new_from_json (const LudusRules      *rules,
                                                                 const char            *kind,
                                                                 JsonNode              *root);
LudusContentDocument      *ludus_content_document_duplicate     (LudusContentDocument  *self);
LudusContentDocument      *ludus_content_document_duplicate_named (LudusContentDocument *self,
                                                                   const char           *name);

const LudusRules          *ludus_content_document_get_rules     (LudusContentDocument  *self);
const char                *ludus_content_document_get_kind      (LudusContentDocument  *self);
const char                *ludus_content_document_get_path      (LudusContentDocument  *self);
gboolean                   ludus_content_document_get_builtin   (LudusContentDocument  *self);
const char                *ludus_content_document_get_name      (LudusContentDocument  *self);
gboolean                   ludus_content_document_get_modified  (LudusContentDocument  *self);

/* Reading and editing by JSON path */
JsonNode                  *ludus_content_document_get_root      (LudusContentDocument  *self);
JsonNode                  *ludus_content_document_get           (LudusContentDocument  *self,
                                                                 const char            *path);
char                      *ludus_content_document_to_data       (LudusContentDocument  *self,
                                                                 gsize                 *length);
gboolean                   ludus_content_document_set           (LudusContentDocument  *self,
                                                                 const char            *path,
                                                                 JsonNode              *value,
                                                                 GError               **error);
gboolean                   ludus_content_document_set_int       (LudusContentDocument  *self,
                                                                 const char            *path,
                                                                 gint64                 value,
                                                                 GError               **error);
gboolean                   ludus_content_document_set_boolean   (LudusContentDocument  *self,
                                                                 const char            *path,
                                                                 gboolean               value,
                                                                 GError               **error);
gboolean                   ludus_content_document_set_string    (LudusContentDocument  *self,
                                                                 const char            *path,
                                                                 const char            *value,
                                                                 GError               **error);
gboolean                   ludus_content_document_insert        (LudusContentDocument  *self,
                                                                 const char            *path,
                                                                 JsonNode              *value,
                                                                 GError               **error);
gboolean                   ludus_content_document_remove        (LudusContentDocument  *self,
                                                                 const char            *path,
                                                                 GError               **error);

/* Undo and redo */
gboolean                   ludus_content_document_get_can_undo  (LudusContentDocument  *self);
gboolean                   ludus_content_document_get_can_redo  (LudusContentDocument  *self);
void                       ludus_content_document_begin_group   (LudusContentDocument  *self);
void                       ludus_content_document_end_group     (LudusContentDocument  *self);
gboolean                   ludus_content_document_undo          (LudusContentDocument  *self);
gboolean                   ludus_content_document_redo          (LudusContentDocument  *self);

/* Validation by the game's own content loader */
JsonNode                  *ludus_content_document_get_partner   (LudusContentDocument  *self);
void                       ludus_content_document_set_partner   (LudusContentDocument  *self,
                                                                 JsonNode              *partner);
gboolean                   ludus_content_document_validate_now  (LudusContentDocument  *self);
gboolean                   ludus_content_document_get_valid     (LudusContentDocument  *self);
const LudusContentProblem *ludus_content_document_get_problem   (LudusContentDocument  *self);
LudusContent              *ludus_content_document_get_content   (LudusContentDocument  *self);

/* Files */
gboolean                   ludus_content_document_save          (LudusContentDocument  *self,
                                                                 GError               **error);
gboolean                   ludus_content_document_export        (LudusContentDocument  *self,
                                                                 const char            *path,
                                                                 GError               **error);

G_END_DECLS
