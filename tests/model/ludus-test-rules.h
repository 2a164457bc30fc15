/* ludus-test-rules.h: helpers every rules test shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Content, fixtures, starting states and random play, written once against
 * the rules vtable.  Links only the base library: a per-game test links its
 * own game, the conformance test the whole registry.
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "ludus-rules.h"

G_BEGIN_DECLS

/* tests/fixtures/GAME/KIND/NAME, e.g. ("mykerinos", "decks", "35-cards.json");
 * GAME NULL: tests/fixtures/KIND/NAME (the game-independent bad saves). */
char     *ludus_test_fixture_path    (const char          *game,
                                      const char          *kind,
                                      const char          *name);
JsonNode *ludus_test_load_fixture    (const char          *game,
                                      const char          *kind,
                                      const char          *name);

/* A JSON document from the GResources; path is absolute or under
 * RESOURCE_BASE "/content/".  NULL gives NULL (a game without a layout). */
JsonNode *ludus_test_load_resource   (const char          *path);

/* The game's default deck and layout, compiled; free with
 * rules->content_free. */
gpointer  ludus_test_default_content (const LudusRules    *rules);

/* Starts a game in state (rules->state_size bytes); asserts it starts. */
void      ludus_test_start           (const LudusRules    *rules,
                                      void                *state,
                                      gconstpointer        content,
                                      guint                n_players,
                                      gboolean             shuffle,
                                      guint64              seed,
                                      guint32              variants);
/* The same on a new state, shuffled, no variants; free with g_free. */
gpointer  ludus_test_new_state       (const LudusRules    *rules,
                                      gconstpointer        content,
                                      guint                n_players,
                                      guint64              seed);

gboolean  ludus_test_is_legal        (const LudusRules    *rules,
                                      const void          *state,
                                      const LudusMove     *move);
/* Plays uniformly random legal moves until the game is over or max_moves
 * have been played; returns how many were played. */
guint     ludus_test_play_random     (const LudusRules    *rules,
                                      void                *state,
                                      LudusRng            *rng,
                                      guint                max_moves);

/* Points $XDG_DATA_HOME at a new temporary folder, before g_test_init()
 * (G_TEST_OPTION_ISOLATE_DIRS leaks in GLib 2.74, which LeakSanitizer
 * reports); remove it with ludus_test_remove_tree() at the end. */
GFile    *ludus_test_private_data_home (void);
void      ludus_test_remove_tree     (GFile               *file);

/* LUDUS_TEST_GAMES, or fallback: how many random games the long tests play. */
guint     ludus_test_n_games         (guint                fallback);

/* Fills view (rules->state_size bytes) with what observer can see of state:
 * a copy in which everything hidden (the order of unseen cards, of the
 * tokens in a bag, the RNG) is put in a canonical form by the game's
 * rules->observer_view, so two states look the same to observer exactly
 * when their views are equal; FALSE for a game without that hook. */
gboolean  ludus_test_observer_view   (const LudusRules    *rules,
                                      const void          *state,
                                      guint                observer,
                                      void                *view);

G_END_DECLS
