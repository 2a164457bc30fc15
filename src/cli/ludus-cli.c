/* ludus-cli.c: the headless tool: games, simulate, tournament, bench, replay, moves, show,
 * hint, analyse, validate
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Exit status: 0 success, 1 a bad file or a game that cannot start, 2 a
 * usage error (unknown option, bad value).
 */

#define G_LOG_DOMAIN "ludus-cli"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "ludus-cli.h"

typedef struct
{
  const char *name;
  int       (*run) (int    argc,
                    char **argv);
  const char *summary;  /* N_() */
} Command;

static const Command commands[] = {
  { "games", cli_games, N_("List the games and their player counts") },
  { "simulate", cli_simulate, N_("Play games between computer players and print statistics") },
  /* xgettext:no-c-format */
  { "tournament", cli_tournament, N_("Compare AI levels: win shares with 95% confidence intervals") },
  { "replay", cli_replay, N_("Replay a save and print the final state and scores") },
  { "moves", cli_moves, N_("List the legal moves at the end of a save") },
  { "show", cli_show, N_("Print the whole position of a save after N moves") },
  { "hint", cli_hint, N_("Print the move a computer player would make at the end of a save, and why") },
  { "analyse", cli_analyse, N_("Weigh every move of a save: win chances before and after, the preferred move") },
  { "validate", cli_validate, N_("Check a deck, layout or save file") },
  { "host", cli_host, N_("Open an online table and play this machine’s seats with a computer player") },
  { "join", cli_join, N_("Join an online table and play a seat with a computer player") },
  { "bench", cli_bench, N_("Measure random full games per second on one thread") },
};

int
cli_usage_error (const char *command,
                 const char *format,
                 ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  fprintf (stderr, "ludus-cli %s: %s\n", command, message);
  /* Translators: %s is a subcommand such as "simulate". */
  fprintf (stderr, _("Try “ludus-cli %s --help”.\n"), command);
  return CLI_EXIT_USAGE;
}

int
cli_failure (const GError *error)
{
  fprintf (stderr, "%s\n", error->message);
  return CLI_EXIT_FAILED;
}

/* The processor time of every thread of the process so far, in seconds:
 * what a loaded machine does not inflate, unlike the clock on the wall. */
double
cli_processor_seconds (void)
{
  struct timespec now;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &now);
  return now.tv_sec + now.tv_nsec / 1e9;
}

/* Returns CLI_EXIT_OK, or a usage error when n_threads is out of range. */
int
cli_set_threads (const char *command,
                 int         n_threads)
{
  if (n_threads < 0 || n_threads > LUDUS_AI_MAX_THREADS)
    return cli_usage_error (command, _("--threads: expected a number from 1 to %d, got %d"),
                            LUDUS_AI_MAX_THREADS, n_threads);
  ludus_ai_set_threads (n_threads);
  return CLI_EXIT_OK;
}

gboolean
cli_parse_options (const char          *command,
                   const char          *parameter,
                   const char          *summary,
                   const GOptionEntry  *entries,
                   int                 *argc,
                   char              ***argv,
                   int                  n_positional)
{
  g_autoptr(GOptionContext) context = g_option_context_new (parameter);
  g_autoptr(GError) error = NULL;

  g_option_context_set_summary (context, summary);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      cli_usage_error (command, "%s", error->message);
      return FALSE;
    }

  for (int i = 1; i < *argc; i++)
    if ((*argv)[i][0] == '-' && (*argv)[i][1] != '\0' && strcmp ((*argv)[i], "--") != 0)
      {
        cli_usage_error (command, _("Unknown option %s"), (*argv)[i]);
        return FALSE;
      }

  if (*argc - 1 != n_positional)
    {
      if (n_positional == 0)
        cli_usage_error (command, _("Unexpected argument “%s”"), (*argv)[1]);
      else if (*argc - 1 < n_positional)
        cli_usage_error (command, _("Missing argument %s"), parameter);
      else
        cli_usage_error (command, _("Unexpected argument “%s”"), (*argv)[n_positional + 1]);
      return FALSE;
    }
  return TRUE;
}

/* Returns NULL after printing a usage error when id is not a playable game. */
const LudusRules *
cli_lookup_game (const char *command,
                 const char *id)
{
  const LudusRules * const *all;
  const LudusRules *rules;
  g_autoptr(GString) known = g_string_new (NULL);
  guint n;

  if (id == NULL)
    {
      cli_usage_error (command, _("--game is required"));
      return NULL;
    }

  rules = ludus_rules_lookup (id);
  if (rules != NULL && rules->legal_moves != NULL)
    return rules;

  all = ludus_rules_get_all (&n);
  for (guint i = 0; i < n; i++)
    if (all[i]->legal_moves != NULL)
      g_string_append_printf (known, "%s%s", known->len > 0 ? ", " : "", all[i]->id);

  cli_usage_error (command, _("--game: unknown or unplayable game “%s” (expected one of: %s)"),
                   id, known->str);
  return NULL;
}

/* The help of every --game option: "The game: mykerinos, medici or thebes". */
const char *
cli_game_help (void)
{
  static char *help;

  if (help == NULL)
    {
      g_autofree char *ids = ludus_rules_list_ids ();

      /* Translators: %s lists the game ids, "mykerinos, medici or thebes". */
      help = g_strdup_printf (_("The game: %s"), ids);
    }
  return help;
}

/* Every game that can be played: its id (what --game takes), name and
 * player counts, in the library's order. */
int
cli_games (int    argc,
           char **argv)
{
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  const LudusRules * const *all;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  guint n_rules;

  if (!cli_parse_options ("games", NULL,
                          _("Lists the games that can be played: the id that --game takes, "
                            "the name and the numbers of players."),
                          entries, &argc, &argv, 0))
    return CLI_EXIT_USAGE;

  json_builder_begin_array (builder);
  all = ludus_rules_get_all (&n_rules);
  for (guint i = 0; i < n_rules; i++)
    {
      const LudusRules *rules = all[i];

      if (rules->legal_moves == NULL)
        continue;
      if (json)
        {
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "id");
          json_builder_add_string_value (builder, rules->id);
          json_builder_set_member_name (builder, "name");
          json_builder_add_string_value (builder, _(rules->name));
          json_builder_set_member_name (builder, "min_players");
          json_builder_add_int_value (builder, rules->min_players);
          json_builder_set_member_name (builder, "max_players");
          json_builder_add_int_value (builder, rules->max_players);
          json_builder_set_member_name (builder, "variants");
          json_builder_begin_array (builder);
          for (guint v = 0; v < rules->n_variants; v++)
            json_builder_add_string_value (builder, rules->variants[v].id);
          json_builder_end_array (builder);
          json_builder_end_object (builder);
        }
      else
        {
          g_autofree char *id = cli_pad (rules->id, -11);
          g_autofree char *name = cli_pad (_(rules->name), -23);

          /* The id first, and a space after it however long it is (the
           * bash completion reads it). */
          printf ("%s %s ", id, name);
          /* Translators: the player counts of a game, "2–4 players" (the
           * plural is for the second number). */
          printf (g_dngettext (GETTEXT_PACKAGE, "%u–%u player", "%u–%u players", rules->max_players),
                  rules->min_players, rules->max_players);
          printf ("\n");
        }
    }
  json_builder_end_array (builder);

  if (json)
    {
      g_autoptr(JsonNode) root = json_builder_get_root (builder);

      cli_print_json (root);
    }
  return CLI_EXIT_OK;
}

gboolean
cli_parse_seed (const char *text,
                guint64     max,
                guint64    *seed)
{
  return g_ascii_string_to_unsigned (text, 10, 0, max, seed, NULL);
}

/* names is a NULL-terminated list of variant ids (or NULL). */
gboolean
cli_parse_variants (const LudusRules  *rules,
                    char             **names,
                    guint32           *variants)
{
  *variants = 0;
  for (guint i = 0; names != NULL && names[i] != NULL; i++)
    {
      gboolean found = FALSE;

      for (guint v = 0; v < rules->n_variants && v < 32; v++)
        if (strcmp (rules->variants[v].id, names[i]) == 0)
          {
            *variants |= 1u << v;
            found = TRUE;
          }
      if (!found)
        return FALSE;
    }
  return TRUE;
}

void
cli_print_json (JsonNode *root)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  text = json_generator_to_data (generator, NULL);
  printf ("%s\n", text);
}

/* How many terminal columns text takes: wide (East Asian) characters take
 * two, combining marks none. */
static gsize
display_width (const char *text)
{
  gsize width = 0;

  if (!g_utf8_validate (text, -1, NULL))
    return strlen (text);
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (!g_unichar_iszerowidth (c))
        width += g_unichar_iswide (c) ? 2 : 1;
    }
  return width;
}

/* A table cell: text padded with spaces to width terminal columns, on the
 * right when width is negative (left-aligned), as printf's "%-12s" and
 * "%12s" do; but printf counts bytes, so "Ágnes" would end a column short
 * of "Anna".  Every text column of the CLI's tables goes through here. */
char *
cli_pad (const char *text,
         int         width)
{
  gsize used = display_width (text);
  gsize wanted = ABS (width);
  g_autofree char *padding = g_strnfill (used < wanted ? wanted - used : 0, ' ');

  return width < 0 ? g_strconcat (text, padding, NULL) : g_strconcat (padding, text, NULL);
}

/* splitmix64, to derive independent seeds from one. */
guint64
cli_mix_seed (guint64 x)
{
  return ludus_rng_mix (x);
}

static void
print_usage (FILE *stream)
{
  fprintf (stream, "%s\n  ludus-cli COMMAND [OPTION…]\n\n%s\n", _("Usage:"), _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autofree char *name = cli_pad (commands[i].name, -12);

      fprintf (stream, "  %s%s\n", name, _(commands[i].summary));
    }
  fprintf (stream, "\n%s\n", _("Run “ludus-cli COMMAND --help” for the options of a command."));
  fprintf (stream, "%s\n", _("The manual page ludus-cli(1) describes every command, its JSON output "
                             "and the exit status: run “man ludus-cli”."));
}

/* The folder to read translations from: the build folder's when this
 * ludus-cli is the one in the build folder, so that it speaks the languages
 * of the source tree without being installed (as ./_build/src/ludus does). */
static const char *
locale_dir (void)
{
#ifdef LUDUS_BUILD_ROOT
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);

  if (self != NULL && g_str_has_prefix (self, LUDUS_BUILD_ROOT "/"))
    return LUDUS_BUILD_ROOT "/po";
#endif
  return LOCALEDIR;
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *prgname = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2)
    {
      print_usage (stderr);
      return CLI_EXIT_USAGE;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0 ||
      strcmp (argv[1], "help") == 0)
    {
      print_usage (stdout);
      return CLI_EXIT_OK;
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("ludus-cli %s\n", PACKAGE_VERSION);
      return CLI_EXIT_OK;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      {
        prgname = g_strdup_printf ("ludus-cli %s", commands[i].name);
        g_set_prgname (prgname);
        return commands[i].run (argc - 1, argv + 1);
      }

  fprintf (stderr, _("ludus-cli: unknown command “%s”\n\n"), argv[1]);
  print_usage (stderr);
  return CLI_EXIT_USAGE;
}
