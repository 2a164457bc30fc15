/* ludus-cli-play.c: simulate, tournament and bench, all on the rules core directly
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Seats rotate across games: in game g, seat s sits at position
 * (s + g) mod N, so with a number of games that is a multiple of N every
 * seat plays every position equally often.
 */

#define G_LOG_DOMAIN "ludus-cli-play"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "ludus-cli.h"
#include "ludus-balance.h"

/* Seeds stay below 2^53 so that JSON readers get them exactly. */
#define MAX_SEED     G_GUINT64_CONSTANT (9007199254740991)
#define MAX_GAMES    10000000

typedef struct
{
  const LudusRules *rules;
  LudusContent     *content;
  guint             n_seats;
  guint32           variants;
  LudusAiLevel      levels[LUDUS_MAX_PLAYERS];
} Match;

typedef struct
{
  guint64 seed;
  int     scores[LUDUS_MAX_PLAYERS];  /* by seat */
  guint32 winners;                    /* by seat */
  guint   n_winners;
} MatchResult;

/* How long each level thought, counting only the decisions with a choice
 * (a lone legal move is played without thinking). */
typedef struct
{
  GArray  *elapsed_us[LUDUS_AI_N_LEVELS];  /* gint64, one per decision */
  GArray  *processor_us[LUDUS_AI_N_LEVELS];  /* gint64, one per decision */
  GArray  *searched[LUDUS_AI_N_LEVELS];    /* gint64 iterations, one per decision */
  guint64  iterations[LUDUS_AI_N_LEVELS];
} Thinking;

static void
thinking_init (Thinking *thinking)
{
  memset (thinking, 0, sizeof *thinking);
  for (guint l = 0; l < LUDUS_AI_N_LEVELS; l++)
    {
      thinking->elapsed_us[l] = g_array_new (FALSE, FALSE, sizeof (gint64));
      thinking->processor_us[l] = g_array_new (FALSE, FALSE, sizeof (gint64));
      thinking->searched[l] = g_array_new (FALSE, FALSE, sizeof (gint64));
    }
}

static void
thinking_clear (Thinking *thinking)
{
  for (guint l = 0; l < LUDUS_AI_N_LEVELS; l++)
    {
      g_clear_pointer (&thinking->elapsed_us[l], g_array_unref);
      g_clear_pointer (&thinking->processor_us[l], g_array_unref);
      g_clear_pointer (&thinking->searched[l], g_array_unref);
    }
}

int
cli_compare_int64 (gconstpointer a,
                   gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

/* The q-quantile (0 to 1) of sorted samples. */
gint64
cli_quantile (GArray *sorted,
              double  q)
{
  guint i;

  if (sorted->len == 0)
    return 0;
  i = MIN ((guint) ceil (q * sorted->len), sorted->len) - (q > 0 ? 1 : 0);
  return g_array_index (sorted, gint64, i);
}

/* The same of samples in microseconds, in seconds. */
static double
quantile_seconds (GArray *sorted,
                  double  q)
{
  return cli_quantile (sorted, q) / (double) G_USEC_PER_SEC;
}

/* The options simulate and tournament share. */
typedef struct
{
  char     *game;
  int       players;
  char     *seats;
  int       games;
  char     *seed;
  char     *deck;
  char     *layout;
  char    **variants;
  int       threads;
  gboolean  json;
} PlayOptions;

static void
play_options_clear (PlayOptions *options)
{
  g_free (options->game);
  g_free (options->seats);
  g_free (options->seed);
  g_free (options->deck);
  g_free (options->layout);
  g_strfreev (options->variants);
}

static void
record_decision (LudusAiLevel        level,
                 const LudusAiStats *stats,
                 gpointer            user_data)
{
  Thinking *thinking = user_data;
  gint64 iterations = stats->iterations;

  g_array_append_val (thinking->elapsed_us[level], stats->elapsed_us);
  g_array_append_val (thinking->processor_us[level], stats->processor_us);
  g_array_append_val (thinking->searched[level], iterations);
  thinking->iterations[level] += stats->iterations;
}

/* One game, seat s at position (s + rotation) mod N: the model's loop. */
static gboolean
play_match (const Match  *match,
            guint         rotation,
            guint64       seed,
            void         *state,
            MatchResult  *result,
            Thinking     *thinking,
            GError      **error)
{
  guint n = match->n_seats;
  LudusSetup setup = { n, match->variants, TRUE, seed };
  LudusAiLevel levels[LUDUS_MAX_PLAYERS];
  LudusPlayedGame game;

  for (guint position = 0; position < n; position++)
    levels[position] = match->levels[(position + n - rotation) % n];
  if (!ludus_balance_play_game (match->content, &setup, levels, state,
                                thinking != NULL ? record_decision : NULL, thinking,
                                NULL, &game, error))
    return FALSE;

  memset (result, 0, sizeof *result);
  result->seed = seed;
  for (guint seat = 0; seat < n; seat++)
    {
      guint position = (seat + rotation) % n;

      result->scores[seat] = game.scores[position];
      if (game.winners & (1u << position))
        {
          result->winners |= 1u << seat;
          result->n_winners++;
        }
    }
  return TRUE;
}

/* Reads and checks everything simulate and tournament share; returns an
 * exit status, or -1 when match and the rest are ready. */
static int
prepare (const char   *command,
         PlayOptions  *options,
         Match        *match,
         guint64      *seed)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) seats = NULL;
  guint n_levels;

  memset (match, 0, sizeof *match);
  if ((match->rules = cli_lookup_game (command, options->game)) == NULL)
    return CLI_EXIT_USAGE;
  if (cli_set_threads (command, options->threads) != CLI_EXIT_OK)
    return CLI_EXIT_USAGE;

  seats = options->seats != NULL ? g_strsplit (options->seats, ",", -1) : NULL;
  n_levels = seats != NULL ? g_strv_length (seats) : 0;

  if (options->players == 0)
    options->players = n_levels > 0 ? (int) n_levels : (int) match->rules->min_players;
  if (options->players < (int) match->rules->min_players ||
      options->players > (int) match->rules->max_players)
    return cli_usage_error (command, ngettext ("--players: %s is for %u to %u player, got %d",
                                               "--players: %s is for %u to %u players, got %d",
                                               match->rules->max_players),
                            match->rules->id, match->rules->min_players,
                            match->rules->max_players, options->players);
  match->n_seats = options->players;

  if (n_levels > match->n_seats || (n_levels > 0 && match->n_seats % n_levels != 0))
    return cli_usage_error (command,
                            ngettext ("--seats: expected %u level (or a list that repeats to %u), got %u",
                                      "--seats: expected %u levels (or a list that repeats to %u), got %u",
                                      match->n_seats),
                            match->n_seats, match->n_seats, n_levels);
  for (guint i = 0; i < match->n_seats; i++)
    {
      match->levels[i] = LUDUS_AI_RANDOM;
      if (n_levels > 0 && !ludus_ai_level_from_string (seats[i % n_levels], &match->levels[i]))
        return cli_usage_error (command,
                                _("--seats: unknown level “%s” (expected random, easy, normal or hard)"),
                                seats[i % n_levels]);
    }

  if (options->games < 1 || options->games > MAX_GAMES)
    return cli_usage_error (command, _("--games: expected a number from 1 to %d, got %d"),
                            MAX_GAMES, options->games);

  if (options->seed == NULL)
    *seed = g_random_int ();
  else if (!cli_parse_seed (options->seed, MAX_SEED, seed))
    return cli_usage_error (command, _("--seed: expected a whole number from 0 to %llu, got “%s”"),
                            (unsigned long long) MAX_SEED, options->seed);

  if (!cli_parse_variants (match->rules, options->variants, &match->variants))
    return cli_usage_error (command, _("--variant: %s has no such variant"), match->rules->id);

  match->content = ludus_content_new_from_files (match->rules, options->deck, options->layout, &error);
  if (match->content == NULL)
    return cli_failure (error);

  return -1;
}

/* The title line of a text table; widths as in cli_pad(). */
static void
print_titles (const char * const *titles,
              const int          *widths,
              guint               n_columns)
{
  for (guint i = 0; i < n_columns; i++)
    {
      g_autofree char *cell = cli_pad (titles[i], widths[i]);

      printf ("%s%s", i > 0 ? " " : "", cell);
    }
  printf ("\n");
}

/* The start of a simulate or tournament report: the run's JSON members,
 * then the array @list of its rows begun; as text, the run and the titles. */
static JsonBuilder *
begin_report (const Match        *match,
              const PlayOptions  *options,
              guint64             seed,
              const char         *list,
              const char * const *titles,
              const int          *widths,
              guint               n_columns)
{
  JsonBuilder *builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, match->rules->id);
  json_builder_set_member_name (builder, "players");
  json_builder_add_int_value (builder, match->n_seats);
  json_builder_set_member_name (builder, "games");
  json_builder_add_int_value (builder, options->games);
  json_builder_set_member_name (builder, "seed");
  json_builder_add_int_value (builder, seed);
  json_builder_set_member_name (builder, list);
  json_builder_begin_array (builder);

  if (!options->json)
    {
      printf ("%s, %u players, %d games, seed %" G_GUINT64_FORMAT "\n",
              match->rules->id, match->n_seats, options->games, seed);
      print_titles (titles, widths, n_columns);
    }
  return builder;
}

/* Plays every game of a simulate or tournament run; thinking may be NULL. */
static int
run_matches (const Match  *match,
             guint         n_games,
             guint64       seed,
             MatchResult  *results,
             Thinking     *thinking)
{
  g_autofree void *state = g_malloc0 (match->rules->state_size);
  /* Runs between computer players can take an hour: show how far they are
   * to a person watching, never in a pipe. */
  gboolean progress = isatty (STDERR_FILENO);
  g_autoptr(GError) error = NULL;

  for (guint g = 0; g < n_games; g++)
    {
      guint64 game_seed = ludus_balance_game_seed (seed, g);

      if (progress)
        fprintf (stderr, "\r%u/%u", g, n_games);
      if (!play_match (match, g % match->n_seats, game_seed, state, &results[g], thinking, &error))
        break;
    }
  if (progress)
    fprintf (stderr, "\r\033[K");
  return error != NULL ? cli_failure (error) : CLI_EXIT_OK;
}

/* The entries of simulate and tournament, filling a PlayOptions. */
#define PLAY_ENTRIES(o) { \
    { "game", 0, 0, G_OPTION_ARG_STRING, &(o).game, cli_game_help (), N_("GAME") }, \
    { "players", 0, 0, G_OPTION_ARG_INT, &(o).players, N_("Number of players (default: the number of seats, or the minimum)"), N_("N") }, \
    { "seats", 0, 0, G_OPTION_ARG_STRING, &(o).seats, N_("Comma-separated levels per seat: random, easy, normal, hard (default: all random)"), N_("S1,S2,…") }, \
    { "games", 0, 0, G_OPTION_ARG_INT, &(o).games, N_("Number of games (default: 100)"), N_("K") }, \
    { "seed", 0, 0, G_OPTION_ARG_STRING, &(o).seed, N_("Seed of the whole run (default: random)"), N_("X") }, \
    { "deck", 0, 0, G_OPTION_ARG_FILENAME, &(o).deck, N_("Play with this deck file"), N_("FILE") }, \
    { "layout", 0, 0, G_OPTION_ARG_FILENAME, &(o).layout, N_("Play with this layout file"), N_("FILE") }, \
    { "variant", 0, 0, G_OPTION_ARG_STRING_ARRAY, &(o).variants, N_("Turn on a variant (repeatable)"), N_("NAME") }, \
    CLI_THREADS_ENTRY ((o).threads), \
    { "json", 0, 0, G_OPTION_ARG_NONE, &(o).json, N_("Print JSON"), NULL }, \
    { NULL } \
  }

/* A simulate or tournament run: what it was asked, and its games. */
typedef struct
{
  PlayOptions  options;
  Match        match;
  guint64      seed;
  MatchResult *results;  /* options.games of them */
} PlayRun;

static void
play_run_clear (PlayRun *run)
{
  play_options_clear (&run->options);
  g_clear_pointer (&run->match.content, ludus_content_unref);
  g_clear_pointer (&run->results, g_free);
}

/* Reads the command line of a simulate or tournament run and plays its
 * games (thinking may be NULL).  Returns -1 when they are played, else the
 * exit status, with run cleared. */
static int
play_run (PlayRun     *run,
          const char  *command,
          const char  *summary,
          gboolean     need_seats,
          Thinking    *thinking,
          int         *argc,
          char      ***argv)
{
  const GOptionEntry entries[] = PLAY_ENTRIES (run->options);
  int status;

  memset (run, 0, sizeof *run);
  run->options.games = 100;
  if (!cli_parse_options (command, NULL, summary, entries, argc, argv, 0))
    status = CLI_EXIT_USAGE;
  else if (need_seats && run->options.seats == NULL)
    status = cli_usage_error (command, _("--seats is required"));
  else if ((status = prepare (command, &run->options, &run->match, &run->seed)) < 0)
    {
      run->results = g_new0 (MatchResult, run->options.games);
      status = run_matches (&run->match, run->options.games, run->seed, run->results, thinking);
      g_clear_pointer (&run->match.content, ludus_content_unref);
      if (status == CLI_EXIT_OK)
        return -1;
    }
  play_run_clear (run);
  return status;
}

int
cli_simulate (int    argc,
              char **argv)
{
  g_autoptr(JsonBuilder) builder = NULL;
  g_autoptr(JsonNode) root = NULL;
  PlayRun run;
  int status;

  status = play_run (&run, "simulate",
                     _("Plays games between computer players (seats rotate from game to game) "
                       "and prints per-seat wins, win shares and score statistics."),
                     FALSE, NULL, &argc, &argv);
  if (status >= 0)
    return status;

  {
    const char * const titles[] = { "seat", "ai", "wins", "win share", "mean score", "stdev" };
    const int widths[] = { -5, -7, 6, 10, 11, 11 };

    builder = begin_report (&run.match, &run.options, run.seed, "seats", titles, widths, G_N_ELEMENTS (titles));
  }
  for (guint s = 0; s < run.match.n_seats; s++)
    {
      double share = 0, sum = 0, sum_sq = 0, mean, stdev = 0;
      guint wins = 0;

      for (int g = 0; g < run.options.games; g++)
        {
          if (run.results[g].winners & (1u << s))
            {
              wins++;
              share += 1.0 / run.results[g].n_winners;
            }
          sum += run.results[g].scores[s];
        }
      share /= run.options.games;
      mean = sum / run.options.games;
      for (int g = 0; g < run.options.games; g++)
        sum_sq += (run.results[g].scores[s] - mean) * (run.results[g].scores[s] - mean);
      if (run.options.games > 1)
        stdev = sqrt (sum_sq / (run.options.games - 1));

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "seat");
      json_builder_add_int_value (builder, s);
      json_builder_set_member_name (builder, "ai");
      json_builder_add_string_value (builder, ludus_ai_level_to_string (run.match.levels[s]));
      json_builder_set_member_name (builder, "wins");
      json_builder_add_int_value (builder, wins);
      json_builder_set_member_name (builder, "win_share");
      json_builder_add_double_value (builder, share);
      json_builder_set_member_name (builder, "mean_score");
      json_builder_add_double_value (builder, mean);
      json_builder_set_member_name (builder, "stdev_score");
      json_builder_add_double_value (builder, stdev);
      json_builder_end_object (builder);

      if (!run.options.json)
        {
          g_autofree char *level = cli_pad (ludus_ai_level_to_string (run.match.levels[s]), -7);

          printf ("%-5u %s %6u %10.2f %11.2f %11.2f\n", s, level, wins, share, mean, stdev);
        }
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "results");
  json_builder_begin_array (builder);
  for (int g = 0; g < run.options.games; g++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "seed");
      json_builder_add_int_value (builder, run.results[g].seed);
      json_builder_set_member_name (builder, "scores");
      json_builder_begin_array (builder);
      for (guint s = 0; s < run.match.n_seats; s++)
        json_builder_add_int_value (builder, run.results[g].scores[s]);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "winners");
      json_builder_begin_array (builder);
      for (guint s = 0; s < run.match.n_seats; s++)
        if (run.results[g].winners & (1u << s))
          json_builder_add_int_value (builder, s);
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  if (run.options.json)
    {
      root = json_builder_get_root (builder);
      cli_print_json (root);
    }

  play_run_clear (&run);
  return CLI_EXIT_OK;
}

/* Sorts the level's samples; its iterations per second of thinking. */
static double
thinking_summarize (Thinking     *thinking,
                    LudusAiLevel  level)
{
  GArray *samples = thinking->elapsed_us[level];
  gint64 total_us = 0;

  g_array_sort (samples, cli_compare_int64);
  g_array_sort (thinking->processor_us[level], cli_compare_int64);
  g_array_sort (thinking->searched[level], cli_compare_int64);
  for (guint i = 0; i < samples->len; i++)
    total_us += g_array_index (samples, gint64, i);
  return total_us > 0 ? thinking->iterations[level] / (total_us / (double) G_USEC_PER_SEC) : 0;
}

static void
add_thinking_json (JsonBuilder  *builder,
                   Thinking     *thinking,
                   LudusAiLevel  level)
{
  double iterations_per_second = thinking_summarize (thinking, level);
  GArray *samples = thinking->elapsed_us[level];

  json_builder_set_member_name (builder, "thinking");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "decisions");
  json_builder_add_int_value (builder, samples->len);
  json_builder_set_member_name (builder, "median_seconds");
  json_builder_add_double_value (builder, quantile_seconds (samples, 0.5));
  json_builder_set_member_name (builder, "p95_seconds");
  json_builder_add_double_value (builder, quantile_seconds (samples, 0.95));
  json_builder_set_member_name (builder, "max_seconds");
  json_builder_add_double_value (builder, quantile_seconds (samples, 1));
  json_builder_set_member_name (builder, "median_processor_seconds");
  json_builder_add_double_value (builder, quantile_seconds (thinking->processor_us[level], 0.5));
  json_builder_set_member_name (builder, "p95_processor_seconds");
  json_builder_add_double_value (builder, quantile_seconds (thinking->processor_us[level], 0.95));
  json_builder_set_member_name (builder, "median_iterations");
  json_builder_add_int_value (builder, cli_quantile (thinking->searched[level], 0.5));
  json_builder_set_member_name (builder, "p95_iterations");
  json_builder_add_int_value (builder, cli_quantile (thinking->searched[level], 0.95));
  json_builder_set_member_name (builder, "iterations_per_second");
  json_builder_add_double_value (builder, iterations_per_second);
  json_builder_end_object (builder);
}

static void
print_thinking (Thinking           *thinking,
                const LudusAiLevel *levels,
                guint               n_levels)
{
  const char * const titles[] = { "level", "decisions", "median s", "95% s", "max s",
                                  "median it", "95% it", "iterations/s" };
  const int widths[] = { -7, 9, 9, 9, 9, 10, 10, 13 };

  printf ("\nthinking time per decision with a choice\n");
  print_titles (titles, widths, G_N_ELEMENTS (titles));
  for (guint l = 0; l < n_levels; l++)
    {
      g_autofree char *level = cli_pad (ludus_ai_level_to_string (levels[l]), -7);
      double iterations_per_second = thinking_summarize (thinking, levels[l]);
      GArray *samples = thinking->elapsed_us[levels[l]];
      GArray *searched = thinking->searched[levels[l]];

      printf ("%s %9u %9.3f %9.3f %9.3f %10" G_GINT64_FORMAT " %10" G_GINT64_FORMAT " %13.0f\n",
              level, samples->len, quantile_seconds (samples, 0.5),
              quantile_seconds (samples, 0.95), quantile_seconds (samples, 1),
              cli_quantile (searched, 0.5), cli_quantile (searched, 0.95), iterations_per_second);
    }
}

/* The 95% Wilson score interval of a win share over n games.  Unlike the
 * normal approximation it does not shrink to a point when a level wins
 * every game, and it stays within [0, 1].  A shared win counts as a
 * fraction, whose variance is at most p(1 − p), so the interval errs on
 * the wide side. */
static void
wilson_interval (double  share,
                 int     n,
                 double *low,
                 double *high)
{
  const double z = 1.96;
  double centre, half;

  centre = (share + z * z / (2.0 * n)) / (1 + z * z / n);
  half = z / (1 + z * z / n) * sqrt (share * (1 - share) / n + z * z / (4.0 * n * n));
  *low = MAX (0, centre - half);
  *high = MIN (1, centre + half);
}

int
cli_tournament (int    argc,
                char **argv)
{
  g_autoptr(JsonBuilder) builder = NULL;
  g_autoptr(JsonNode) root = NULL;
  LudusAiLevel levels[LUDUS_AI_N_LEVELS];
  guint n_levels = 0;
  Thinking thinking;
  PlayRun run;
  int status;

  thinking_init (&thinking);
  status = play_run (&run, "tournament",
                     /* xgettext:no-c-format */
                     _("Plays games between AI levels (seats rotate from game to game) and "
                       "prints each level’s share of the wins with a 95% confidence interval. "
                       "A level list shorter than the number of players repeats."),
                     TRUE, &thinking, &argc, &argv);
  if (status >= 0)
    {
      thinking_clear (&thinking);
      return status;
    }

  /* The distinct levels, in seat order. */
  for (guint s = 0; s < run.match.n_seats; s++)
    {
      gboolean seen = FALSE;

      for (guint l = 0; l < n_levels; l++)
        seen |= levels[l] == run.match.levels[s];
      if (!seen)
        levels[n_levels++] = run.match.levels[s];
    }

  {
    const char * const titles[] = { "level", "seats", "win share", "95% interval", "fair share" };
    const int widths[] = { -7, 5, 10, 18, 11 };

    builder = begin_report (&run.match, &run.options, run.seed, "levels", titles, widths, G_N_ELEMENTS (titles));
  }

  for (guint l = 0; l < n_levels; l++)
    {
      double sum = 0, mean, low, high, fair;
      guint n_seats = 0;

      for (guint s = 0; s < run.match.n_seats; s++)
        n_seats += run.match.levels[s] == levels[l] ? 1 : 0;

      /* Per game: the share of that game's win taken by this level's seats. */
      for (int g = 0; g < run.options.games; g++)
        {
          double share = 0;

          for (guint s = 0; s < run.match.n_seats; s++)
            if (run.match.levels[s] == levels[l] && (run.results[g].winners & (1u << s)))
              share += 1.0 / run.results[g].n_winners;
          sum += share;
        }
      mean = sum / run.options.games;
      wilson_interval (mean, run.options.games, &low, &high);
      fair = (double) n_seats / run.match.n_seats;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "level");
      json_builder_add_string_value (builder, ludus_ai_level_to_string (levels[l]));
      json_builder_set_member_name (builder, "seats");
      json_builder_add_int_value (builder, n_seats);
      json_builder_set_member_name (builder, "win_share");
      json_builder_add_double_value (builder, mean);
      json_builder_set_member_name (builder, "ci95");
      json_builder_begin_array (builder);
      json_builder_add_double_value (builder, low);
      json_builder_add_double_value (builder, high);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "fair_share");
      json_builder_add_double_value (builder, fair);
      add_thinking_json (builder, &thinking, levels[l]);
      json_builder_end_object (builder);

      if (!run.options.json)
        {
          g_autofree char *level = cli_pad (ludus_ai_level_to_string (levels[l]), -7);

          printf ("%s %5u %10.3f     [%.3f, %.3f] %11.3f\n", level, n_seats, mean,
                  low, high, fair);
        }
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  if (run.options.json)
    {
      root = json_builder_get_root (builder);
      cli_print_json (root);
    }
  else
    print_thinking (&thinking, levels, n_levels);

  thinking_clear (&thinking);
  play_run_clear (&run);
  return CLI_EXIT_OK;
}

/* Positions of one random game at which bench_search() searches. */
#define BENCH_POSITIONS 8

/* Runs the hard level's search, with its trees and threads but a time
 * budget, from positions spread over one random game, and returns its
 * iterations per second of wall-clock time; per_processor, per second of
 * processor time (of one core, whatever the load). */
static double
bench_search (const LudusRules *rules,
              LudusContent     *content,
              int               players,
              double            seconds,
              double           *per_processor,
              GError          **error)
{
  g_autofree LudusMove *moves = g_new (LudusMove, LUDUS_MAX_MOVES);
  g_autofree void *state = g_malloc0 (rules->state_size);
  LudusSetup setup = { players, 0, TRUE, 1 };
  LudusAiParams params;
  LudusRng rng;
  guint64 iterations = 0;
  gint64 searched_us = 0;
  double processor = 0;
  guint length = 0, done = 0;

  ludus_ai_params_for_level (rules, LUDUS_AI_HARD, &params);
  params.iterations = 0;
  params.max_ms = MAX (1, seconds * 1000 / BENCH_POSITIONS);

  /* Twice through the same game: first to learn its length, then to
   * search at evenly spaced moves. */
  for (guint pass = 0; pass < 2; pass++)
    {
      guint move_index = 0;

      if (!rules->init (state, ludus_content_get_compiled (content), &setup, error))
        return -1;
      ludus_rng_seed (&rng, 1);
      while (!rules->is_over (state))
        {
          guint n = rules->legal_moves (state, moves);

          if (pass == 1 && n > 1 && done < BENCH_POSITIONS &&
              move_index >= done * length / BENCH_POSITIONS)
            {
              LudusAiStats stats = { 0 };
              LudusMove chosen;
              double start = cli_processor_seconds ();

              ludus_ai_search (rules, state, &params, done, NULL, &chosen, &stats);
              processor += cli_processor_seconds () - start;
              iterations += stats.iterations;
              searched_us += stats.elapsed_us;
              done++;
            }
          rules->apply (state, &moves[ludus_rng_below (&rng, n)]);
          move_index++;
        }
      length = move_index;
    }
  *per_processor = processor > 0 ? iterations / processor : 0;
  return searched_us > 0 ? iterations / (searched_us / (double) G_USEC_PER_SEC) : 0;
}

int
cli_bench (int    argc,
           char **argv)
{
  g_autofree char *game = NULL;
  g_autofree char *deck = NULL;
  g_autofree char *layout = NULL;
  double seconds = 3;
  int players = 0;
  int threads = 0;
  gboolean analyse = FALSE;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &game, cli_game_help (), N_("GAME") },
    { "seconds", 0, 0, G_OPTION_ARG_DOUBLE, &seconds, N_("How long to run (default: 3)"), N_("T") },
    { "players", 0, 0, G_OPTION_ARG_INT, &players, N_("Number of players (default: the minimum)"), N_("N") },
    { "deck", 0, 0, G_OPTION_ARG_FILENAME, &deck, N_("Play with this deck file"), N_("FILE") },
    { "layout", 0, 0, G_OPTION_ARG_FILENAME, &layout, N_("Play with this layout file"), N_("FILE") },
    CLI_THREADS_ENTRY (threads),
    { "analyse", 0, 0, G_OPTION_ARG_NONE, &analyse,
      N_("Then time the review of one whole game of easy players at the normal level"), NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr(LudusContent) content = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree LudusMove *moves = NULL;
  g_autofree void *state = NULL;
  const LudusRules *rules;
  LudusRng rng;
  guint64 n_games = 0, n_moves = 0;
  gint64 start, elapsed;
  double games_per_second, moves_per_second, iterations_per_second, per_processor = 0;
  double analyse_seconds = 0, analyse_processor = 0;
  guint analyse_moves = 0;

  if (!cli_parse_options ("bench", NULL,
                          _("Plays uniformly random full games on one thread, straight on the "
                            "rules core, and prints games and moves per second; then runs the "
                            "hard computer player’s search for as long again and prints its "
                            "iterations per second."),
                          entries, &argc, &argv, 0))
    return CLI_EXIT_USAGE;

  if ((rules = cli_lookup_game ("bench", game)) == NULL)
    return CLI_EXIT_USAGE;
  if (cli_set_threads ("bench", threads) != CLI_EXIT_OK)
    return CLI_EXIT_USAGE;
  if (!(seconds > 0 && seconds <= 3600))
    return cli_usage_error ("bench", _("--seconds: expected a duration from 0 to 3600, got %g"), seconds);
  if (players == 0)
    players = rules->min_players;
  if (players < (int) rules->min_players || players > (int) rules->max_players)
    return cli_usage_error ("bench", ngettext ("--players: %s is for %u to %u player, got %d",
                                               "--players: %s is for %u to %u players, got %d",
                                               rules->max_players),
                            rules->id, rules->min_players, rules->max_players, players);

  if ((content = ludus_content_new_from_files (rules, deck, layout, &error)) == NULL)
    return cli_failure (error);

  state = g_malloc0 (rules->state_size);
  moves = g_new (LudusMove, LUDUS_MAX_MOVES);
  ludus_rng_seed (&rng, 1);
  start = g_get_monotonic_time ();
  do
    {
      LudusSetup setup = { players, 0, TRUE, n_games + 1 };

      if (!rules->init (state, ludus_content_get_compiled (content), &setup, &error))
        return cli_failure (error);
      while (!rules->is_over (state))
        {
          guint n = rules->legal_moves (state, moves);

          rules->apply (state, &moves[ludus_rng_below (&rng, n)]);
          n_moves++;
        }
      n_games++;
      elapsed = g_get_monotonic_time () - start;
    }
  while (elapsed < seconds * G_USEC_PER_SEC);

  games_per_second = n_games / (elapsed / (double) G_USEC_PER_SEC);
  moves_per_second = n_moves / (elapsed / (double) G_USEC_PER_SEC);
  if ((iterations_per_second = bench_search (rules, content, players, seconds, &per_processor,
                                                &error)) < 0)
    return cli_failure (error);
  if (analyse &&
      (analyse_seconds = cli_bench_analyse (rules, content, players, &analyse_moves,
                                            &analyse_processor, &error)) < 0)
    return cli_failure (error);

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "game");
      json_builder_add_string_value (builder, rules->id);
      json_builder_set_member_name (builder, "random_games_per_second");
      json_builder_add_double_value (builder, games_per_second);
      json_builder_set_member_name (builder, "moves_per_second");
      json_builder_add_double_value (builder, moves_per_second);
      json_builder_set_member_name (builder, "search_iterations_per_second");
      json_builder_add_double_value (builder, iterations_per_second);
      json_builder_set_member_name (builder, "search_iterations_per_processor_second");
      json_builder_add_double_value (builder, per_processor);
      if (analyse)
        {
          json_builder_set_member_name (builder, "analyse_moves");
          json_builder_add_int_value (builder, analyse_moves);
          json_builder_set_member_name (builder, "analyse_seconds");
          json_builder_add_double_value (builder, analyse_seconds);
          json_builder_set_member_name (builder, "analyse_processor_seconds");
          json_builder_add_double_value (builder, analyse_processor);
        }
      json_builder_end_object (builder);
      root = json_builder_get_root (builder);
      cli_print_json (root);
    }
  else
    {
      printf (ngettext ("%s, %d player: %.0f random games per second, %.0f moves per second "
                        "(%llu games in %.1f s)\n",
                        "%s, %d players: %.0f random games per second, %.0f moves per second "
                        "(%llu games in %.1f s)\n", players),
              rules->id, players, games_per_second, moves_per_second,
              (unsigned long long) n_games, elapsed / (double) G_USEC_PER_SEC);
      printf (ngettext ("%s, %d player: the hard search runs %.0f iterations per second "
                        "(%.0f per second of one processor)\n",
                        "%s, %d players: the hard search runs %.0f iterations per second "
                        "(%.0f per second of one processor)\n",
                        players),
              rules->id, players, iterations_per_second, per_processor);
      if (analyse)
        /* Translators: “thebes, 4 players: the review of a whole game (212 moves)
         * at the normal level took 8.3 s (15.1 s of processor time)” */
        printf (ngettext ("%s, %d player: the review of a whole game (%u moves) at the normal "
                          "level took %.1f s (%.1f s of processor time)\n",
                          "%s, %d players: the review of a whole game (%u moves) at the normal "
                          "level took %.1f s (%.1f s of processor time)\n", players),
                rules->id, players, analyse_moves, analyse_seconds, analyse_processor);
    }
  return CLI_EXIT_OK;
}
