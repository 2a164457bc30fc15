/* ludus-cli-show.c: show, the whole position of a save after N moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The JSON is the rules core's state_to_json under a few members every game
 * shares; doc/cli-show.md is the schema.  The text form prints the same
 * tree indented, one member a line, short objects and lists on one line.
 */

#define G_LOG_DOMAIN "ludus-cli-show"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "ludus-cli.h"
#include "ludus-save.h"

/* Lines longer than this are broken up. */
#define TEXT_WIDTH 100

static void append_compact (GString  *out,
                            JsonNode *node);

static void
append_scalar (GString  *out,
               JsonNode *node)
{
  if (JSON_NODE_HOLDS_NULL (node))
    g_string_append (out, "null");
  else if (json_node_get_value_type (node) == G_TYPE_BOOLEAN)
    g_string_append (out, json_node_get_boolean (node) ? "true" : "false");
  else if (json_node_get_value_type (node) == G_TYPE_STRING)
    g_string_append (out, json_node_get_string (node));
  else if (json_node_get_value_type (node) == G_TYPE_DOUBLE)
    g_string_append_printf (out, "%g", json_node_get_double (node));
  else
    g_string_append_printf (out, "%" G_GINT64_FORMAT, json_node_get_int (node));
}

/* The node on one line: {a: 1, b: [x, y]}. */
static void
append_compact (GString  *out,
                JsonNode *node)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObjectIter iter;
      const char *name;
      JsonNode *member;
      gboolean first = TRUE;

      g_string_append_c (out, '{');
      json_object_iter_init_ordered (&iter, json_node_get_object (node));
      while (json_object_iter_next_ordered (&iter, &name, &member))
        {
          g_string_append_printf (out, "%s%s: ", first ? "" : ", ", name);
          append_compact (out, member);
          first = FALSE;
        }
      g_string_append_c (out, '}');
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      g_string_append_c (out, '[');
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          if (i > 0)
            g_string_append (out, ", ");
          append_compact (out, json_array_get_element (array, i));
        }
      g_string_append_c (out, ']');
    }
  else
    append_scalar (out, node);
}

static void print_item (const char *lead,
                        const char *name,
                        JsonNode   *node,
                        guint       indent);

/* The members of object, one a line at indent; the first line starts with
 * lead (the indent, or the indent with a list's "- " in it). */
static void
print_members (JsonObject *object,
               const char *lead,
               guint       indent)
{
  g_autofree char *spaces = g_strnfill (indent, ' ');
  JsonObjectIter iter;
  const char *name;
  JsonNode *member;
  gboolean first = TRUE;

  json_object_iter_init_ordered (&iter, object);
  while (json_object_iter_next_ordered (&iter, &name, &member))
    {
      print_item (first ? lead : spaces, name, member, indent);
      first = FALSE;
    }
}

/* "name: value" (or "value" in a list) on one line after lead when it
 * fits; else broken up, the parts indented below it. */
static void
print_item (const char *lead,
            const char *name,
            JsonNode   *node,
            guint       indent)
{
  g_autoptr(GString) line = g_string_new (lead);
  g_autofree char *inner = g_strnfill (indent + 2, ' ');

  if (name != NULL)
    g_string_append_printf (line, "%s: ", name);
  append_compact (line, node);
  if (g_utf8_strlen (line->str, -1) <= TEXT_WIDTH)
    {
      printf ("%s\n", line->str);
      return;
    }

  /* A list item that is an object: its first member on the item's line. */
  if (name == NULL && JSON_NODE_HOLDS_OBJECT (node))
    {
      print_members (json_node_get_object (node), lead, indent);
      return;
    }
  if (name != NULL)
    printf ("%s%s:\n", lead, name);
  if (JSON_NODE_HOLDS_OBJECT (node))
    print_members (json_node_get_object (node), inner, indent + 2);
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);
      g_autofree char *dash = g_strconcat (inner, "- ", NULL);

      for (guint i = 0; i < json_array_get_length (array); i++)
        print_item (dash, NULL, json_array_get_element (array, i), indent + 4);
    }
}

int
cli_show (int    argc,
          char **argv)
{
  g_autofree char *at = NULL;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "at", 0, 0, G_OPTION_ARG_STRING, &at,
      N_("Show the position after the first N moves (default: all of them)"), N_("N") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr(GFile) file = NULL;
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) state_json = NULL;
  g_autofree void *state = NULL;
  const LudusRules *rules;
  const LudusOptions *options;
  LudusSetup setup;
  int scores[LUDUS_MAX_PLAYERS];
  guint n_moves, n_saved;
  guint current;
  gboolean over;

  if (!cli_parse_options ("show", "FILE",
                          _("Prints the whole position of a save after N moves: the board, "
                            "every player’s holdings and the player to move. The JSON form "
                            "is described in ludus-cli(1)."),
                          entries, &argc, &argv, 1))
    return CLI_EXIT_USAGE;

  file = g_file_new_for_commandline_arg (argv[1]);
  if ((game = ludus_save_load_file (file, NULL, &error)) == NULL)
    return cli_failure (error);

  rules = ludus_game_get_rules (game);
  options = ludus_game_get_options (game);
  n_saved = ludus_game_get_n_moves (game);
  n_moves = n_saved;
  if (at != NULL)
    {
      guint64 value;

      if (!g_ascii_string_to_unsigned (at, 10, 0, n_saved, &value, NULL))
        return cli_usage_error ("show",
                                /* Translators: "--at: expected a number from 0 to 57 (the moves in the save), got “60”" */
                                _("--at: expected a number from 0 to %u (the moves in the save), got “%s”"),
                                n_saved, at);
      n_moves = value;
    }

  /* Replay the first n_moves moves from the start: undo may be barred. */
  state = g_malloc0 (rules->state_size);
  ludus_options_to_setup (options, &setup);
  if (!rules->init (state, ludus_content_get_compiled (ludus_game_get_content (game)), &setup, &error))
    return cli_failure (error);
  for (guint i = 0; i < n_moves; i++)
    rules->apply (state, ludus_game_get_move (game, i));

  over = rules->is_over (state);
  current = rules->current_player (state);
  rules->scores (state, scores);
  if (rules->state_to_json != NULL)
    state_json = rules->state_to_json (state);

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "game");
      json_builder_add_string_value (builder, rules->id);
      json_builder_set_member_name (builder, "moves");
      json_builder_add_int_value (builder, n_moves);
      json_builder_set_member_name (builder, "save_moves");
      json_builder_add_int_value (builder, n_saved);
      json_builder_set_member_name (builder, "over");
      json_builder_add_boolean_value (builder, over);
      json_builder_set_member_name (builder, "to_move");
      if (over)
        json_builder_add_null_value (builder);
      else
        json_builder_add_int_value (builder, current);
      json_builder_set_member_name (builder, "scores");
      json_builder_begin_array (builder);
      for (guint p = 0; p < options->n_seats; p++)
        json_builder_add_int_value (builder, scores[p]);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "state");
      if (state_json != NULL)
        json_builder_add_value (builder, g_steal_pointer (&state_json));
      else
        json_builder_add_null_value (builder);
      json_builder_end_object (builder);

      root = json_builder_get_root (builder);
      cli_print_json (root);
      return CLI_EXIT_OK;
    }

  /* Translators: "medici: after 12 of 57 moves, in progress" (the plural is for 57) */
  printf (g_dngettext (GETTEXT_PACKAGE, "%s: after %u of %u move, %s\n",
                       "%s: after %u of %u moves, %s\n", n_saved),
          rules->id, n_moves, n_saved, over ? _("game over") : _("in progress"));
  if (!over)
    {
      g_autofree char *name = ludus_options_dup_seat_name (options, current);

      printf (_("Current player: %u (%s)\n"), current, name);
    }
  printf ("scores: [");
  for (guint p = 0; p < options->n_seats; p++)
    printf ("%s%d", p > 0 ? ", " : "", scores[p]);
  printf ("]\n");
  if (state_json != NULL)
    print_members (json_node_get_object (state_json), "", 0);
  return CLI_EXIT_OK;
}
