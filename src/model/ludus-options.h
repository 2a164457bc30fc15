/* ludus-options.h: who sits at the table and which rules are on
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "ludus-ai.h"
#include "ludus-rules.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_OPTIONS (ludus_options_get_type ())

#define LUDUS_SEAT_NAME_MAX 64  /* characters */

typedef struct
{
  char         *name;    /* as typed, or NULL: see ludus_options_dup_seat_name() */
  gboolean      human;
  LudusAiLevel  level;   /* for computer seats */
  guint         colour;  /* a LudusPlayerColour, one of the game's rules->colours */
} LudusSeat;

typedef struct
{
  guint     n_seats;
  LudusSeat seats[LUDUS_MAX_PLAYERS];
  guint32   variants;  /* bit i: rules->variants[i] is on */
  gboolean  shuffle;   /* FALSE deals every deck in file order */
  guint64   seed;
  gboolean  practice;  /* undo may cross reveals; the save says so */
  gboolean  hints_used;  /* a hint was asked for; the save and statistics say so */
  gboolean  tutorial;  /* the game's guided first game (ludus-tutorial.h) */
} LudusOptions;

GType         ludus_options_get_type      (void) G_GNUC_CONST;

LudusOptions *ludus_options_new           (const LudusRules    *rules,
                                           guint                n_seats);
LudusOptions *ludus_options_copy          (const LudusOptions  *self);
void          ludus_options_free          (LudusOptions        *self);

void          ludus_options_set_seat      (LudusOptions        *self,
                                           guint                seat,
                                           const char          *name,
                                           gboolean             human,
                                           LudusAiLevel         level);
char         *ludus_options_dup_seat_name (const LudusOptions  *self,
                                           guint                seat);
guint         ludus_options_get_n_humans  (const LudusOptions  *self);
char         *ludus_options_clean_text    (const char          *text,
                                           gssize               length,
                                           guint                max_chars);
char         *ludus_options_clean_name    (const char          *name,
                                           gssize               length);
void          ludus_options_to_setup      (const LudusOptions  *self,
                                           LudusSetup          *setup);
gboolean      ludus_options_set_variant   (LudusOptions        *self,
                                           const LudusRules    *rules,
                                           const char          *variant_id,
                                           gboolean             enabled);

JsonNode     *ludus_options_to_json       (const LudusOptions  *self,
                                           const LudusRules    *rules);
LudusOptions *ludus_options_new_from_json (const LudusRules    *rules,
                                           JsonObject          *object,
                                           const char          *path,
                                           GError             **error);
LudusOptions *ludus_options_new_from_setup (const LudusRules   *rules,
                                            const char         *json,
                                            char              **deck_path,
                                            char              **layout_path,
                                            GError            **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (LudusOptions, ludus_options_free)

G_END_DECLS
