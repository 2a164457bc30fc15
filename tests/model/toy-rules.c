/* toy-rules.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "toy-rules"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ludus-json.h"
#include "toy-rules.h"

static gpointer
toy_content_new_from_json (JsonNode  *deck,
                           JsonNode  *layout,
                           GError   **error)
{
  g_autofree ToyContent *content = g_new0 (ToyContent, 1);
  JsonObject *object = json_node_get_object (deck);
  JsonArray *cards = ludus_json_get_array (object, "", "cards", 1, TOY_MAX_CARDS, error);

  if (cards == NULL)
    return NULL;
  for (guint i = 0; i < json_array_get_length (cards); i++)
    {
      gint64 value;

      if (!ludus_json_array_int (cards, "cards", i, 0, 9, &value, error))
        return NULL;
      content->values[content->n_cards++] = value;
    }
  return g_steal_pointer (&content);
}

static gboolean
toy_init (void             *data,
          gconstpointer     content_data,
          const LudusSetup *setup,
          GError          **error)
{
  ToyState *state = data;
  const ToyContent *content = content_data;

  if (content->n_cards < setup->n_players)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "too few cards");
      return FALSE;
    }
  memset (state, 0, sizeof *state);
  state->content = content;
  ludus_rng_seed (&state->rng, setup->seed);
  state->n_players = setup->n_players;
  state->deck_len = content->n_cards;
  memcpy (state->deck, content->values, sizeof state->deck);
  if (setup->shuffle)
    ludus_rng_shuffle (&state->rng, state->deck, state->deck_len, sizeof (int));
  return TRUE;
}

static gboolean
toy_is_over (const void *data)
{
  const ToyState *state = data;

  return state->deck_len == 0 && state->pot == 0 && state->drawn == 0;
}

static guint
toy_legal_moves (const void *data,
                 LudusMove  *moves)
{
  const ToyState *state = data;
  guint n = 0;

  if (toy_is_over (state))
    return 0;
  if (state->deck_len > 0)
    {
      memset (&moves[n], 0, sizeof (LudusMove));
      moves[n++].bytes[0] = 'd';
    }
  if (state->drawn > 0)
    {
      memset (&moves[n], 0, sizeof (LudusMove));
      moves[n++].bytes[0] = 's';
    }
  return n;
}

static void
toy_apply (void            *data,
           const LudusMove *move)
{
  ToyState *state = data;

  if (move->bytes[0] == 'd')
    {
      state->pot += state->deck[--state->deck_len];
      state->drawn++;
    }
  else
    {
      state->scores[state->current] += state->pot;
      state->pot = 0;
      state->drawn = 0;
      state->current = (state->current + 1) % state->n_players;
    }
}

static guint
toy_current_player (const void *data)
{
  return ((const ToyState *) data)->current;
}

static void
toy_scores (const void *data,
            int        *scores)
{
  const ToyState *state = data;

  memcpy (scores, state->scores, state->n_players * sizeof (int));
}

static guint32
toy_winners (const void *data)
{
  const ToyState *state = data;
  int best = G_MININT;
  guint32 winners = 0;

  for (guint i = 0; i < state->n_players; i++)
    if (state->scores[i] > best)
      {
        best = state->scores[i];
        winners = 1u << i;
      }
    else if (state->scores[i] == best)
      winners |= 1u << i;
  return winners;
}

static void
toy_determinize (void     *data,
                 guint     observer,
                 LudusRng *rng)
{
  ToyState *state = data;

  ludus_rng_shuffle (rng, state->deck, state->deck_len, sizeof (int));
  ludus_rng_seed (&state->rng, ludus_rng_next64 (rng));
}

static int
compare_ints (gconstpointer a,
              gconstpointer b)
{
  int x = *(const int *) a, y = *(const int *) b;

  return (x > y) - (x < y);
}

/* Only the order of the cards still in the deck is hidden. */
static void
toy_observer_view (void  *data,
                   guint  observer)
{
  ToyState *state = data;

  qsort (state->deck, state->deck_len, sizeof (int), compare_ints);
  memset (&state->rng, 0, sizeof state->rng);
}

static guint
toy_reveal_count (const void *data)
{
  const ToyState *state = data;

  return state->content->n_cards - state->deck_len;
}

static void
toy_format_move (const void      *data,
                 const LudusMove *move,
                 char            *buffer)
{
  buffer[0] = move->bytes[0];
  buffer[1] = '\0';
}

static gboolean
toy_parse_move (const void *data,
                const char *notation,
                LudusMove  *move)
{
  if (strcmp (notation, "d") != 0 && strcmp (notation, "s") != 0)
    return FALSE;
  memset (move, 0, sizeof *move);
  move->bytes[0] = notation[0];
  return TRUE;
}

static char *
toy_describe_move (const void         *data,
                   const LudusMove    *move,
                   const char * const *names)
{
  const ToyState *state = data;

  if (move->bytes[0] == 'd')
    return g_strdup_printf ("%s drew %d", names[state->current], state->deck[state->deck_len - 1]);
  return g_strdup_printf ("%s stopped", names[state->current]);
}

/* Stopping banks the pot; the last stop empties the table. */
static char **
toy_describe_outcome (const void         *before,
                      const void         *after,
                      const LudusMove    *move,
                      const char * const *names)
{
  const ToyState *b = before;
  GPtrArray *lines;

  if (move->bytes[0] != 's')
    return NULL;
  lines = g_ptr_array_new ();
  g_ptr_array_add (lines, g_strdup_printf ("%s banked %d", names[b->current], b->pot));
  if (toy_is_over (after))
    g_ptr_array_add (lines, g_strdup ("The deck is empty"));
  g_ptr_array_add (lines, NULL);
  return (char **) g_ptr_array_free (lines, FALSE);
}

static const LudusPlayerColour toy_colours[] = {
  LUDUS_PLAYER_COLOUR_RED, LUDUS_PLAYER_COLOUR_BLUE, LUDUS_PLAYER_COLOUR_GREEN, LUDUS_PLAYER_COLOUR_YELLOW,
};

const LudusRules toy_rules = {
  .id = "toy",
  .name = "Toy",
  .description = "Draw as long as you dare, then bank what you drew.",
  .min_players = 1,
  .max_players = 4,
  .min_minutes = 1,
  .max_minutes = 2,
  .colours = toy_colours,
  .n_colours = G_N_ELEMENTS (toy_colours),
  /* tests/model/toy-deck.json, in the tests' own resource. */
  .default_deck = RESOURCE_BASE "/content/toy-deck.json",
  .content_new = toy_content_new_from_json,
  .content_free = g_free,
  .state_size = sizeof (ToyState),
  .init = toy_init,
  .legal_moves = toy_legal_moves,
  .apply = toy_apply,
  .current_player = toy_current_player,
  .is_over = toy_is_over,
  .scores = toy_scores,
  .winners = toy_winners,
  .determinize = toy_determinize,
  .reveal_count = toy_reveal_count,
  .format_move = toy_format_move,
  .parse_move = toy_parse_move,
  .describe_move = toy_describe_move,
  .describe_outcome = toy_describe_outcome,
  .observer_view = toy_observer_view,
};

struct _ToyGame
{
  LudusGame parent_instance;
};

G_DEFINE_FINAL_TYPE (ToyGame, toy_game, LUDUS_TYPE_GAME)

static void
toy_game_class_init (ToyGameClass *klass)
{
}

static void
toy_game_init (ToyGame *self)
{
}

/* Adds the toy to the registry, after the real games, so that the tests
 * iterating ludus_rules_get_all() play it too: the proof that a game needs
 * no more than its own files and one line in each table.  Call it first
 * thing in main(). */
void
toy_rules_register (void)
{
  ludus_rules_register_test_game (&toy_rules, toy_game_get_type);
}

/* A deck of n cards valued 1, 2, … (mod 10), in file order. */
LudusContent *
toy_content_new (guint n_cards)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) deck = NULL;
  g_autoptr(GError) error = NULL;
  LudusContent *content;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, "toy");
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, "deck");
  json_builder_set_member_name (builder, "format");
  json_builder_add_int_value (builder, LUDUS_CONTENT_FORMAT);
  json_builder_set_member_name (builder, "provenance");
  json_builder_add_string_value (builder, "custom");
  json_builder_set_member_name (builder, "cards");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_cards; i++)
    json_builder_add_int_value (builder, (i + 1) % 10);
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  deck = json_builder_get_root (builder);

  content = ludus_content_new_from_json (&toy_rules, deck, NULL, &error);
  g_assert_no_error (error);
  return content;
}

/* A toy game in file order (cards 1, 2, …; the top card is the last):
 * seat i is human when bit i of humans is set, else a random computer. */
LudusGame *
toy_game_new (guint n_cards,
              guint n_seats,
              guint humans)
{
  return toy_game_new_full (n_cards, n_seats, humans, FALSE);
}

/* The same, in practice mode (undo crosses reveals) if @practice. */
LudusGame *
toy_game_new_full (guint    n_cards,
                   guint    n_seats,
                   guint    humans,
                   gboolean practice)
{
  static const char * const names[] = { "Anna", "Britta", "Carlos", "Dora" };
  g_autoptr(LudusContent) content = toy_content_new (n_cards);
  g_autoptr(LudusOptions) options = ludus_options_new (&toy_rules, n_seats);
  g_autoptr(GError) error = NULL;
  LudusGame *game;

  options->practice = practice;
  options->shuffle = FALSE;
  options->seed = 7;
  for (guint i = 0; i < n_seats; i++)
    ludus_options_set_seat (options, i, names[i], (humans & (1u << i)) != 0, LUDUS_AI_RANDOM);

  game = ludus_game_new (content, options, &error);
  g_assert_no_error (error);
  return game;
}
