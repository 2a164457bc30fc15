/* ludus-cli-save.c: replay, moves and validate
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-cli-save"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "ludus-cli.h"
#include "ludus-save.h"

static LudusGame *
load_save (const char  *path,
           GError     **error)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);

  return ludus_save_load_file (file, NULL, error);
}

int
cli_replay (int    argc,
            char **argv)
{
  gboolean json = FALSE;
  gboolean log = FALSE;
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { "log", 0, 0, G_OPTION_ARG_NONE, &log, N_("Print the log instead: every move and what it caused, one line each"), NULL },
    { NULL }
  };
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(GError) error = NULL;
  const LudusRules *rules;
  int scores[LUDUS_MAX_PLAYERS];
  guint32 winners;
  guint n;

  if (!cli_parse_options ("replay", "FILE",
                          _("Replays a save from its seed, checking every move, and prints the "
                            "final state, the scores and the winners, or with --log the log "
                            "the window shows."),
                          entries, &argc, &argv, 1))
    return CLI_EXIT_USAGE;

  if ((game = load_save (argv[1], &error)) == NULL)
    return cli_failure (error);

  if (log)
    {
      /* The same lines as the window's log, in the same language. */
      if (ludus_game_get_log_header (game) != NULL)
        printf ("%s\n", ludus_game_get_log_header (game));
      for (guint i = 0; i < ludus_game_get_n_moves (game); i++)
        {
          const char * const *lines = ludus_game_get_log_lines (game, i);

          for (guint l = 0; lines[l] != NULL; l++)
            printf ("%s\n", lines[l]);
        }
      return CLI_EXIT_OK;
    }

  rules = ludus_game_get_rules (game);
  n = ludus_game_get_n_players (game);
  ludus_game_get_scores (game, scores);
  winners = ludus_game_get_winners (game);

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;
      JsonNode *breakdown = NULL;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "game");
      json_builder_add_string_value (builder, rules->id);
      json_builder_set_member_name (builder, "over");
      json_builder_add_boolean_value (builder, ludus_game_is_over (game));
      json_builder_set_member_name (builder, "current_player");
      json_builder_add_int_value (builder, ludus_game_get_current_player (game));
      json_builder_set_member_name (builder, "scores");
      json_builder_begin_array (builder);
      for (guint i = 0; i < n; i++)
        json_builder_add_int_value (builder, scores[i]);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "winners");
      json_builder_begin_array (builder);
      for (guint i = 0; i < n; i++)
        if (winners & (1u << i))
          json_builder_add_int_value (builder, i);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "breakdown");
      if (rules->breakdown != NULL)
        breakdown = rules->breakdown (ludus_game_get_state (game));
      if (breakdown != NULL)
        json_builder_add_value (builder, breakdown);
      else
        json_builder_add_null_value (builder);
      json_builder_end_object (builder);

      root = json_builder_get_root (builder);
      cli_print_json (root);
      return CLI_EXIT_OK;
    }

  printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u move, %s\n", "%s: %u moves, %s\n",
                       ludus_game_get_n_moves (game)),
          rules->id, ludus_game_get_n_moves (game),
          ludus_game_is_over (game) ? _("game over") : _("in progress"));
  if (!ludus_game_is_over (game))
    printf (_("Current player: %u (%s)\n"), ludus_game_get_current_player (game),
            ludus_game_get_player_name (game, ludus_game_get_current_player (game)));
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = cli_pad (ludus_game_get_player_name (game, i), -20);

      printf ("  %u %s %6d%s\n", i, name, scores[i], winners & (1u << i) ? _("  winner") : "");
    }
  return CLI_EXIT_OK;
}

int
cli_moves (int    argc,
           char **argv)
{
  const GOptionEntry entries[] = {
    { NULL }
  };
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(GError) error = NULL;
  const LudusRules *rules;
  const LudusOptions *options;
  char *(*describe) (const void *, const LudusMove *, const char * const *);
  char *names[LUDUS_MAX_PLAYERS + 1] = { NULL };
  const LudusMove *moves;
  guint n;

  if (!cli_parse_options ("moves", "FILE",
                          _("Lists the legal moves at the end of a save, one per line: the "
                            "notation, a tab, and a short description."),
                          entries, &argc, &argv, 1))
    return CLI_EXIT_USAGE;

  if ((game = load_save (argv[1], &error)) == NULL)
    return cli_failure (error);

  /* The descriptions are for scripts and logs: always English. */
  setlocale (LC_MESSAGES, "C");

  rules = ludus_game_get_rules (game);
  options = ludus_game_get_options (game);
  /* Default names in English too. */
  for (guint i = 0; i < options->n_seats; i++)
    names[i] = ludus_options_dup_seat_name (options, i);

  /* The moves are only offered, not played: describe them without naming
   * what they would reveal. */
  describe = rules->describe_choice != NULL ? rules->describe_choice : rules->describe_move;
  moves = ludus_game_get_legal_moves (game, &n);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *notation = ludus_game_format_move (game, &moves[i]);
      g_autofree char *description = NULL;

      if (describe != NULL)
        description = describe (ludus_game_get_state (game), &moves[i], (const char * const *) names);
      printf ("%s\t%s\n", notation, description != NULL ? description : notation);
    }
  for (guint i = 0; i < options->n_seats; i++)
    g_free (names[i]);
  return CLI_EXIT_OK;
}

static const char *
provenance_id (LudusProvenance provenance)
{
  switch (provenance)
    {
    case LUDUS_PROVENANCE_PUBLISHED:
      return "published";
    case LUDUS_PROVENANCE_RECONSTRUCTED:
      return "reconstructed";
    case LUDUS_PROVENANCE_CUSTOM:
    default:
      return "custom";
    }
}

/* Checks a deck or layout: the header, then the game's own validation
 * (with the game's default for the other half). */
static int
validate_content (const char *path,
                  const char *basename,
                  JsonObject *object,
                  gboolean    is_deck)
{
  g_autoptr(LudusContent) content = NULL;
  g_autoptr(GError) error = NULL;
  const LudusRules *rules;
  const char *id;

  if (!ludus_json_get_string (object, "", "game", &id, &error))
    {
      g_prefix_error (&error, "%s: ", basename);
      return cli_failure (error);
    }
  rules = ludus_rules_lookup (id);
  if (rules == NULL || rules->legal_moves == NULL)
    {
      fprintf (stderr, _("%s: game: unknown game “%s”\n"), basename, id);
      return CLI_EXIT_FAILED;
    }
  if (!is_deck && rules->default_layout == NULL)
    {
      fprintf (stderr, _("%s: kind: %s takes no layout\n"), basename, id);
      return CLI_EXIT_FAILED;
    }

  content = is_deck ? ludus_content_new_from_files (rules, path, NULL, &error)
                    : ludus_content_new_from_files (rules, NULL, path, &error);
  if (content == NULL)
    return cli_failure (error);

  if (is_deck)
    /* Translators: "medici-deck.json: a valid medici deck “Name” (reconstructed)" */
    printf (_("%s: a valid %s deck “%s” (%s)\n"), basename, rules->id,
            ludus_content_get_name (content), provenance_id (ludus_content_get_provenance (content)));
  else
    printf (_("%s: a valid %s layout\n"), basename, rules->id);
  return CLI_EXIT_OK;
}

int
cli_validate (int    argc,
              char **argv)
{
  static const char * const kinds[] = { "deck", "layout", "save", NULL };
  const GOptionEntry entries[] = {
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *basename = NULL;
  JsonObject *object;
  guint kind;

  if (!cli_parse_options ("validate", "FILE",
                          _("Checks a deck, layout or save file. Prints a one-line summary and "
                            "exits 0, or prints the precise error and exits 1."),
                          entries, &argc, &argv, 1))
    return CLI_EXIT_USAGE;

  basename = g_path_get_basename (argv[1]);
  file = g_file_new_for_commandline_arg (argv[1]);
  if ((root = ludus_json_parse_file (file, LUDUS_JSON_FILE_ANY, NULL, &error)) == NULL)
    return cli_failure (error);

  if ((object = ludus_json_root_object (root, &error)) == NULL ||
      !ludus_json_get_choice (object, "", "kind", kinds, &kind, &error))
    {
      g_prefix_error (&error, "%s: ", basename);
      return cli_failure (error);
    }

  if (kind != 2)
    return validate_content (argv[1], basename, object, kind == 0);

  if ((game = load_save (argv[1], &error)) == NULL)
    return cli_failure (error);

  /* Translators: "game.json: a valid medici save: 3 players, 57 moves, in progress" */
  printf (g_dngettext (GETTEXT_PACKAGE, "%s: a valid %s save: %u players, %u move, %s\n",
                       "%s: a valid %s save: %u players, %u moves, %s\n", ludus_game_get_n_moves (game)),
          basename,
          ludus_game_get_rules (game)->id, ludus_game_get_n_players (game),
          ludus_game_get_n_moves (game),
          ludus_game_is_over (game) ? _("game over") : _("in progress"));
  return CLI_EXIT_OK;
}
