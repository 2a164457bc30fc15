/* ludus-cli-analysis.c: hint and analyse, the computer players as teachers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Both print figures of the computer players' own search (ludus-analysis.h)
 * with an iteration budget and no time cap: the same on every machine for
 * a seed.  doc/cli-analysis.md describes the output.
 */

#define G_LOG_DOMAIN "ludus-cli-analysis"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdio.h>
#include <unistd.h>

#include "ludus-analysis.h"
#include "ludus-cli.h"
#include "ludus-save.h"

#define MAX_SEED G_GUINT64_CONSTANT (9007199254740991)
/* analyse --iterations: a search per position, from one to a million. */
#define MAX_ITERATIONS 1000000

/* How many other moves the text form of hint lists. */
#define SHOWN_ALTERNATIVES 3

/* The options both commands take. */
typedef struct
{
  char     *level;
  char     *seed;
  char     *iterations;  /* analyse only */
  int       threads;
  gboolean  json;
} AnalysisOptions;

static void
analysis_options_clear (AnalysisOptions *options)
{
  g_clear_pointer (&options->level, g_free);
  g_clear_pointer (&options->seed, g_free);
  g_clear_pointer (&options->iterations, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (AnalysisOptions, analysis_options_clear)

/* Loads the save and reads --level (default_level when absent), --seed
 * (the save's seed when absent) and --iterations (the level's when absent);
 * returns an exit status, CLI_EXIT_OK to go on. */
static int
load (const char             *command,
      const AnalysisOptions  *options,
      const char             *path,
      LudusAiLevel            default_level,
      LudusGame             **game,
      LudusAiLevel           *level,
      LudusAiParams          *params,
      guint64                *seed)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GError) error = NULL;
  guint64 iterations = 0;

  *level = default_level;
  if (cli_set_threads (command, options->threads) != CLI_EXIT_OK)
    return CLI_EXIT_USAGE;
  if (options->level != NULL && !ludus_ai_level_from_string (options->level, level))
    return cli_usage_error (command, _("--level: expected normal or hard, got “%s”"), options->level);
  if (options->seed != NULL && !cli_parse_seed (options->seed, MAX_SEED, seed))
    return cli_usage_error (command, _("--seed: expected a whole number from 0 to %llu, got “%s”"),
                            (unsigned long long) MAX_SEED, options->seed);
  if (options->iterations != NULL &&
      !g_ascii_string_to_unsigned (options->iterations, 10, 1, MAX_ITERATIONS, &iterations, NULL))
    return cli_usage_error (command, _("--iterations: expected a whole number from 1 to %d, got “%s”"),
                            MAX_ITERATIONS, options->iterations);

  if ((*game = ludus_save_load_file (file, NULL, &error)) == NULL)
    return cli_failure (error);
  if (options->seed == NULL)
    *seed = ludus_game_get_options (*game)->seed;
  if (!ludus_analysis_params_for_level (ludus_game_get_rules (*game), *level, params, &error))
    return cli_usage_error (command, "%s", error->message);
  if (iterations > 0)
    params->iterations = iterations;
  return CLI_EXIT_OK;
}

/* A win chance as a whole percentage. */
static int
percent (double value)
{
  return (int) lround (CLAMP (value, 0.0, 1.0) * 100.0);
}

static char *
format_move (const LudusRules *rules,
             const void       *state,
             const LudusMove  *move)
{
  char notation[LUDUS_NOTATION_SIZE];

  rules->format_move (state, move, notation);
  return g_strdup (notation);
}

/* The one-line reason: the chance against the best alternative's. */
static char *
hint_reason (LudusGame             *game,
             const void            *state,
             const LudusAiAnalysis *analysis)
{
  g_autofree char *other = NULL;

  if (analysis->n_moves < 2)
    /* Translators: %d%% is a win chance such as “72%” */
    return g_strdup_printf (_("Wins about %d%%; no other move is worth weighing"),
                            percent (analysis->moves[0].value));
  other = ludus_analysis_describe_choice (game, state, &analysis->moves[1].move);
  /* Translators: “Wins about 72% against 55% for Anna revealed the top card…”: the
   * last %s is the next best move in words */
  return g_strdup_printf (_("Wins about %d%% against %d%% for “%s”"),
                          percent (analysis->moves[0].value),
                          percent (analysis->moves[1].value), other);
}

static void
add_move_value (JsonBuilder            *builder,
                LudusGame              *game,
                const void             *state,
                const LudusAiMoveValue *value)
{
  const LudusRules *rules = ludus_game_get_rules (game);
  g_autofree char *notation = format_move (rules, state, &value->move);
  g_autofree char *description = ludus_analysis_describe_choice (game, state, &value->move);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "notation");
  json_builder_add_string_value (builder, notation);
  json_builder_set_member_name (builder, "description");
  json_builder_add_string_value (builder, description);
  json_builder_set_member_name (builder, "win_chance");
  json_builder_add_double_value (builder, value->value);
  json_builder_set_member_name (builder, "visits");
  json_builder_add_int_value (builder, value->visits);
  json_builder_end_object (builder);
}

static void
add_chances (JsonBuilder  *builder,
             const char   *name,
             const double *chances,
             guint         n_players)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint p = 0; p < n_players; p++)
    json_builder_add_double_value (builder, chances[p]);
  json_builder_end_array (builder);
}

int
cli_hint (int    argc,
          char **argv)
{
  g_auto(AnalysisOptions) options = { 0 };
  const GOptionEntry entries[] = {
    { "level", 0, 0, G_OPTION_ARG_STRING, &options.level,
      N_("The level whose choice to give: normal or hard (default: hard)"), N_("LEVEL") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &options.seed,
      N_("Seed of the search (default: the save’s, so the hint is the move that level’s "
         "computer player would make)"), N_("X") },
    CLI_THREADS_ENTRY (options.threads),
    { "json", 0, 0, G_OPTION_ARG_NONE, &options.json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *notation = NULL;
  g_autofree char *description = NULL;
  g_autofree char *reason = NULL;
  LudusAiAnalysis analysis;
  LudusAiLevel level;
  LudusAiParams params;
  const LudusRules *rules;
  gconstpointer state;
  guint64 seed = 0;
  guint n_moves;
  int status;

  if (!cli_parse_options ("hint", "FILE",
                          _("Prints the move the computer player of a level would make for the "
                            "player to move at the end of a save, in notation and in words, with "
                            "its estimated chance to win and the next best moves. Only what that "
                            "player can see is used. The JSON form is described in "
                            "ludus-cli(1)."),
                          entries, &argc, &argv, 1))
    return CLI_EXIT_USAGE;

  status = load ("hint", &options, argv[1], LUDUS_AI_HARD, &game, &level, &params, &seed);
  if (status != CLI_EXIT_OK)
    return status;

  rules = ludus_game_get_rules (game);
  state = ludus_game_get_state (game);
  n_moves = ludus_game_get_n_moves (game);
  if (!ludus_analysis_hint (rules, state, level, ludus_ai_seed_for_position (seed, n_moves),
                            NULL, &analysis, &error))
    return cli_failure (error);

  notation = format_move (rules, state, &analysis.chosen);
  description = ludus_analysis_describe_choice (game, state, &analysis.chosen);
  reason = hint_reason (game, state, &analysis);

  if (options.json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "game");
      json_builder_add_string_value (builder, rules->id);
      json_builder_set_member_name (builder, "moves");
      json_builder_add_int_value (builder, n_moves);
      json_builder_set_member_name (builder, "player");
      json_builder_add_int_value (builder, analysis.player);
      json_builder_set_member_name (builder, "level");
      json_builder_add_string_value (builder, ludus_ai_level_to_string (level));
      json_builder_set_member_name (builder, "seed");
      json_builder_add_int_value (builder, seed);
      json_builder_set_member_name (builder, "iterations");
      json_builder_add_int_value (builder, analysis.stats.iterations);
      json_builder_set_member_name (builder, "move");
      add_move_value (builder, game, state, &analysis.moves[0]);
      json_builder_set_member_name (builder, "reason");
      json_builder_add_string_value (builder, reason);
      json_builder_set_member_name (builder, "alternatives");
      json_builder_begin_array (builder);
      for (guint i = 1; i < analysis.n_moves; i++)
        add_move_value (builder, game, state, &analysis.moves[i]);
      json_builder_end_array (builder);
      json_builder_end_object (builder);

      root = json_builder_get_root (builder);
      cli_print_json (root);
    }
  else
    {
      /* Translators: “Hint for Anna (Hard): t1.2, Anna takes Fur 3 and Grain 5” */
      printf (_("Hint for %s (%s): %s, %s\n"), ludus_game_get_player_name (game, analysis.player),
              ludus_ai_level_get_name (level), notation, description);
      printf ("%s\n", reason);
      if (analysis.n_moves > 1)
        printf ("%s\n", _("Next best moves:"));
      for (guint i = 1; i < analysis.n_moves && i <= SHOWN_ALTERNATIVES; i++)
        {
          g_autofree char *other = format_move (rules, state, &analysis.moves[i].move);
          g_autofree char *padded = cli_pad (other, -10);
          g_autofree char *words =
            ludus_analysis_describe_choice (game, state, &analysis.moves[i].move);

          printf ("  %s %3d%%  %s\n", padded, percent (analysis.moves[i].value), words);
        }
    }
  ludus_ai_analysis_clear (&analysis);
  return CLI_EXIT_OK;
}

static void
print_progress (guint    done,
                guint    total,
                gpointer user_data)
{
  /* Translators: progress of `ludus-cli analyse`: “Weighing position 12 of 57…” */
  fputc ('\r', stderr);
  fprintf (stderr, _("Weighing position %u of %u…"), done, total);
  fflush (stderr);
}

static void
print_analysis_json (LudusGame           *game,
                     const LudusAnalysis *analysis,
                     LudusAiLevel         level,
                     guint64              seed,
                     void                *state)
{
  const LudusRules *rules = analysis->rules;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, rules->id);
  json_builder_set_member_name (builder, "level");
  json_builder_add_string_value (builder, ludus_ai_level_to_string (level));
  json_builder_set_member_name (builder, "seed");
  json_builder_add_int_value (builder, seed);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < analysis->n_players; p++)
    json_builder_add_string_value (builder, ludus_game_get_player_name (game, p));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "over");
  json_builder_add_boolean_value (builder, analysis->over);
  json_builder_set_member_name (builder, "winners");
  json_builder_begin_array (builder);
  for (guint p = 0; p < analysis->n_players; p++)
    if (analysis->winners & (1u << p))
      json_builder_add_int_value (builder, p);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "moves");
  json_builder_begin_array (builder);
  for (guint i = 0; i < analysis->n_moves; i++)
    {
      const LudusAnalysisMove *move = &analysis->moves[i];
      g_autofree char *notation = format_move (rules, state, &move->move);
      g_autofree char *best = format_move (rules, state, &move->best);
      g_autofree char *best_description =
        ludus_analysis_describe_choice (game, state, &move->best);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "index");
      json_builder_add_int_value (builder, i);
      json_builder_set_member_name (builder, "player");
      json_builder_add_int_value (builder, move->player);
      json_builder_set_member_name (builder, "move");
      json_builder_add_string_value (builder, notation);
      json_builder_set_member_name (builder, "description");
      json_builder_add_string_value (builder, ludus_game_get_log_entry (game, i));
      json_builder_set_member_name (builder, "legal_moves");
      json_builder_add_int_value (builder, move->n_legal);
      json_builder_set_member_name (builder, "before");
      json_builder_add_double_value (builder, move->before);
      json_builder_set_member_name (builder, "after");
      json_builder_add_double_value (builder, move->after);
      json_builder_set_member_name (builder, "loss");
      json_builder_add_double_value (builder, ludus_analysis_move_get_loss (move));
      json_builder_set_member_name (builder, "mistake");
      json_builder_add_boolean_value (builder, ludus_analysis_move_is_mistake (move));
      json_builder_set_member_name (builder, "best");
      json_builder_add_string_value (builder, best);
      json_builder_set_member_name (builder, "best_description");
      json_builder_add_string_value (builder, best_description);
      add_chances (builder, "chances", move->chances, analysis->n_players);
      json_builder_end_object (builder);
      rules->apply (state, &move->move);
    }
  json_builder_end_array (builder);
  add_chances (builder, "final_chances", analysis->final_chances, analysis->n_players);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  cli_print_json (root);
}

static void
print_analysis_text (LudusGame           *game,
                     const LudusAnalysis *analysis,
                     LudusAiLevel         level,
                     guint64              seed,
                     void                *state)
{
  const LudusRules *rules = analysis->rules;
  g_autofree char *player_header = cli_pad (_("Player"), -16);
  g_autofree char *move_header = cli_pad (_("Move"), -10);
  g_autofree char *before_header = cli_pad (_("Before"), 7);
  g_autofree char *after_header = cli_pad (_("After"), 7);
  g_autoptr(GString) final = g_string_new (NULL);

  /* Translators: “medici, 57 moves weighed by the Normal level, seed 42” */
  printf (g_dngettext (GETTEXT_PACKAGE, "%s, %u move weighed by the %s level, seed %llu\n",
                       "%s, %u moves weighed by the %s level, seed %llu\n", analysis->n_moves),
          rules->id, analysis->n_moves, ludus_ai_level_get_name (level), (unsigned long long) seed);
  printf ("%5s  %s %s %s %s  %s\n", "#", player_header, move_header, before_header, after_header,
          _("Preferred"));
  for (guint i = 0; i < analysis->n_moves; i++)
    {
      const LudusAnalysisMove *move = &analysis->moves[i];
      g_autofree char *notation = format_move (rules, state, &move->move);
      g_autofree char *name = cli_pad (ludus_game_get_player_name (game, move->player), -16);
      g_autofree char *padded = cli_pad (notation, -10);
      g_autofree char *best = NULL;

      if (!ludus_move_equal (&move->best, &move->move))
        best = format_move (rules, state, &move->best);
      printf ("%5u  %s %s %6d%% %6d%%", i + 1, name, padded,
              percent (move->before), percent (move->after));
      if (best != NULL)
        printf ("  %s", best);
      if (ludus_analysis_move_is_mistake (move))
        /* Translators: marks a move that lost much of its player’s win chance */
        printf ("%s", _("  ← mistake"));
      printf ("\n");
      rules->apply (state, &move->move);
    }

  for (guint p = 0; p < analysis->n_players; p++)
    g_string_append_printf (final, "%s%s %d%%", p > 0 ? ", " : "",
                            ludus_game_get_player_name (game, p),
                            percent (analysis->final_chances[p]));
  if (analysis->over)
    /* Translators: the end of a reviewed game: “Game over: Anna 100%, Béla 0%” */
    printf (_("Game over: %s\n"), final->str);
  else
    /* Translators: the end of a reviewed save: “Now: Anna 63%, Béla 37%” */
    printf (_("Now: %s\n"), final->str);
}

int
cli_analyse (int    argc,
             char **argv)
{
  g_auto(AnalysisOptions) options = { 0 };
  const GOptionEntry entries[] = {
    { "level", 0, 0, G_OPTION_ARG_STRING, &options.level,
      N_("The level whose search weighs the moves: normal or hard (default: normal)"), N_("LEVEL") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &options.seed,
      N_("Seed of the searches (default: the save’s)"), N_("X") },
    { "iterations", 0, 0, G_OPTION_ARG_STRING, &options.iterations,
      N_("Iterations of each position’s search (default: the level’s); fewer is quicker and weighs "
         "less well"), N_("N") },
    CLI_THREADS_ENTRY (options.threads),
    { "json", 0, 0, G_OPTION_ARG_NONE, &options.json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(LudusAnalysis) analysis = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree void *state = NULL;
  LudusAiLevel level;
  LudusAiParams params;
  LudusSetup setup;
  guint64 seed = 0;
  /* A long review tells how far it is to a person watching, never in a pipe. */
  gboolean progress = isatty (STDERR_FILENO);
  gboolean done;
  int status;

  if (!cli_parse_options ("analyse", "FILE",
                          _("Replays a save and weighs every move with the search of the computer "
                            "players: the mover’s estimated chance to win before the move (with "
                            "the best move) and after it, and the move the search preferred; "
                            "moves that lost much are marked. The JSON form is described in "
                            "ludus-cli(1)."),
                          entries, &argc, &argv, 1))
    return CLI_EXIT_USAGE;

  status = load ("analyse", &options, argv[1], LUDUS_AI_NORMAL, &game, &level, &params, &seed);
  if (status != CLI_EXIT_OK)
    return status;
  if ((analysis = ludus_analysis_new (game, &error)) == NULL)
    return cli_failure (error);

  done = ludus_analysis_run (analysis, &params, seed, NULL, progress ? print_progress : NULL,
                             NULL, &error);
  if (progress)
    fprintf (stderr, "\r\033[K");
  if (!done)
    return cli_failure (error);

  /* The text and JSON forms replay the game for the moves' notation. */
  state = g_malloc0 (analysis->rules->state_size);
  ludus_options_to_setup (ludus_game_get_options (game), &setup);
  if (!analysis->rules->init (state, ludus_content_get_compiled (ludus_game_get_content (game)),
                              &setup, &error))
    return cli_failure (error);
  if (options.json)
    print_analysis_json (game, analysis, level, seed, state);
  else
    print_analysis_text (game, analysis, level, seed, state);
  return CLI_EXIT_OK;
}

/* For `ludus-cli bench --analyse`: plays one game of players easy computer
 * players (seed 1: the same game every time) and analyses all of it at the
 * normal level, as the review window does.  Returns the seconds the
 * analysis took, sets n_moves and the processor seconds of every thread
 * (what a loaded machine does not inflate), or returns -1 with error set. */
double
cli_bench_analyse (const LudusRules  *rules,
                   LudusContent      *content,
                   int                players,
                   guint             *n_moves,
                   double            *processor,
                   GError           **error)
{
  g_autoptr(LudusOptions) options = ludus_options_new (rules, players);
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(LudusAnalysis) analysis = NULL;
  LudusAiParams params;
  gint64 start;

  options->seed = 1;
  for (int p = 0; p < players; p++)
    ludus_options_set_seat (options, p, NULL, FALSE, LUDUS_AI_EASY);
  if ((game = ludus_game_new (content, options, error)) == NULL)
    return -1;
  while (!ludus_game_is_over (game))
    {
      LudusMove move;

      /* A game that is not over has a legal move. */
      if (!ludus_ai_choose_move (rules, ludus_game_get_state (game), LUDUS_AI_EASY,
                                 ludus_game_get_n_moves (game), NULL, &move, NULL))
        g_return_val_if_reached (-1);
      if (!ludus_game_apply_move (game, &move, error))
        return -1;
    }

  *n_moves = ludus_game_get_n_moves (game);
  if ((analysis = ludus_analysis_new (game, error)) == NULL ||
      !ludus_analysis_params_for_level (rules, LUDUS_AI_NORMAL, &params, error))
    return -1;
  start = g_get_monotonic_time ();
  *processor = cli_processor_seconds ();
  if (!ludus_analysis_run (analysis, &params, 1, NULL, NULL, NULL, error))
    return -1;
  *processor = cli_processor_seconds () - *processor;
  return (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
}
