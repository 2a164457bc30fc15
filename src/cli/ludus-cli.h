/* ludus-cli.h: shared helpers of the ludus-cli subcommands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "ludus-ai.h"
#include "ludus-content.h"
#include "ludus-rules.h"

G_BEGIN_DECLS

/* Exit statuses. */
#define CLI_EXIT_OK      0
#define CLI_EXIT_FAILED  1  /* a bad file, a game that cannot start */
#define CLI_EXIT_USAGE   2  /* unknown options, bad values */

/* Parses argv with entries (plus --help); on failure prints the error and
 * returns FALSE (the caller exits with CLI_EXIT_USAGE).  n_positional is
 * how many positional arguments must remain in argv[1…]. */
gboolean          cli_parse_options   (const char          *command,
                                       const char          *parameter,
                                       const char          *summary,
                                       const GOptionEntry  *entries,
                                       int                 *argc,
                                       char              ***argv,
                                       int                  n_positional);
int               cli_usage_error     (const char          *command,
                                       const char          *format,
                                       ...) G_GNUC_PRINTF (2, 3);
int               cli_failure         (const GError        *error);
/* --threads, which every command that searches takes; cli_set_threads()
 * checks its value and hands it to ludus_ai_set_threads(). */
#define CLI_THREADS_ENTRY(n) \
  { "threads", 0, 0, G_OPTION_ARG_INT, &(n), \
    /* Translators: the help of the option --threads */ \
    N_("Search threads (default: one per processor, at most 4); the moves do not depend on it"), N_("N") }
int               cli_set_threads     (const char          *command,
                                       int                  n_threads);
double            cli_processor_seconds (void);

const LudusRules *cli_lookup_game     (const char          *command,
                                       const char          *id);
const char       *cli_game_help       (void);
gboolean          cli_parse_seed      (const char          *text,
                                       guint64              max,
                                       guint64             *seed);
gboolean          cli_parse_variants  (const LudusRules    *rules,
                                       char               **names,
                                       guint32             *variants);

void              cli_print_json      (JsonNode            *root);
char             *cli_pad             (const char          *text,
                                       int                  width);
guint64           cli_mix_seed        (guint64              x);
int               cli_compare_int64   (gconstpointer        a,
                                       gconstpointer        b);
gint64            cli_quantile        (GArray              *sorted,
                                       double               q);

int               cli_games           (int                  argc,
                                       char               **argv);
int               cli_simulate        (int                  argc,
                                       char               **argv);
int               cli_tournament      (int                  argc,
                                       char               **argv);
int               cli_bench           (int                  argc,
                                       char               **argv);
int               cli_replay          (int                  argc,
                                       char               **argv);
int               cli_moves           (int                  argc,
                                       char               **argv);
int               cli_validate        (int                  argc,
                                       char               **argv);
int               cli_show            (int                  argc,
                                       char               **argv);
int               cli_hint            (int                  argc,
                                       char               **argv);
int               cli_analyse         (int                  argc,
                                       char               **argv);
double            cli_bench_analyse   (const LudusRules    *rules,
                                       LudusContent        *content,
                                       int                  players,
                                       guint               *n_moves,
                                       double              *processor,
                                       GError             **error);
int               cli_host            (int                  argc,
                                       char               **argv);
int               cli_join            (int                  argc,
                                       char               **argv);

G_END_DECLS
