/* test-thebes-turn.c: building Thebes turns choice by choice
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "test-thebes-turn"

#include "config.h"

#include <string.h>

#include "ludus-thebes-turn.h"

static const LudusRules *rules = &ludus_thebes_rules;

static JsonNode *
load_resource_json (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = g_resources_lookup_data (path, 0, &error);
  JsonNode *root;

  g_assert_no_error (error);
  root = json_from_string (g_bytes_get_data (bytes, NULL), &error);
  g_assert_no_error (error);
  return root;
}

static const LudusThebesContent *
default_content (void)
{
  static LudusThebesContent *content;

  if (content == NULL)
    {
      g_autoptr(JsonNode) deck = load_resource_json (rules->default_deck);
      g_autoptr(JsonNode) layout = load_resource_json (rules->default_layout);
      g_autoptr(GError) error = NULL;

      content = rules->content_new (deck, layout, &error);
      g_assert_no_error (error);
    }
  return content;
}

static void
init_state (LudusThebesState *s,
            guint             n_players,
            gboolean          shuffle,
            guint64           seed)
{
  LudusSetup setup = { .n_players = n_players, .shuffle = shuffle, .seed = seed };
  g_autoptr(GError) error = NULL;

  g_assert_true (rules->init (s, default_content (), &setup, &error));
  g_assert_no_error (error);
}

/* A two-player game in file order with player 0 to move at time, at
 * place, and player 1 done.  The display is London's congress,
 * general knowledge 2 and two shovels. */
static void
init_position (LudusThebesState *s,
               int               time,
               LudusThebesPlace  place)
{
  init_state (s, 2, FALSE, 1);
  s->players[1].time = LUDUS_THEBES_END_TIME;
  s->players[1].arrival = ++s->arrivals;
  s->players[0].time = time;
  s->players[0].place = place;
  s->players[0].arrival = ++s->arrivals;
  g_assert_cmpuint (rules->current_player (s), ==, 0);
}

static LudusThebesTurn *
turn_new (const LudusThebesState *s)
{
  LudusThebesTurn *turn = g_new (LudusThebesTurn, 1);

  ludus_thebes_turn_init (turn, s);
  return turn;
}

/* The built move, checked against the notation and the weeks it costs. */
static void
assert_built (const LudusThebesTurn *turn,
              const char            *notation)
{
  LudusMove move, expected;

  g_assert_cmpint (ludus_thebes_turn_get_prompt (turn), ==, LUDUS_THEBES_TURN_PROMPT_COMPLETE);
  g_assert_true (ludus_thebes_turn_is_complete (turn, &move));
  g_assert_cmpuint (ludus_thebes_turn_get_n_candidates (turn), ==, 1);
  g_assert_true (rules->parse_move (&turn->state, notation, &expected));
  if (!ludus_move_equal (&move, &expected))
    {
      char built[LUDUS_NOTATION_SIZE];

      rules->format_move (&turn->state, &move, built);
      g_error ("built %s, expected %s", built, notation);
    }
  g_assert_cmpuint (ludus_thebes_turn_get_weeks (turn), ==,
                    ludus_thebes_move_weeks (&turn->state, (const LudusThebesMove *) move.bytes));
}

static void
test_travel (void)
{
  LudusThebesState s;
  g_autofree LudusThebesTurn *turn = NULL;

  init_position (&s, 0, LUDUS_THEBES_PLACE_LON);
  turn = turn_new (&s);
  g_assert_cmpint (ludus_thebes_turn_get_prompt (turn), ==, LUDUS_THEBES_TURN_PROMPT_PLACE);
  g_assert_false (ludus_thebes_turn_is_complete (turn, NULL));
  g_assert_cmpuint (ludus_thebes_turn_get_place (turn), ==, LUDUS_THEBES_NONE);
  g_assert_cmpuint (ludus_thebes_turn_get_player (turn), ==, 0);
  g_assert_cmpuint (ludus_thebes_turn_get_weeks (turn), ==, 0);

  /* From London with no knowledge: London's cards and the swap in Warsaw;
   * no other city has a card, no site can be dug. */
  for (LudusThebesPlace place = 0; place < LUDUS_THEBES_N_PLACES; place++)
    g_assert_cmpint (ludus_thebes_turn_can_choose_place (turn, place), ==,
                     place == LUDUS_THEBES_PLACE_LON || place == LUDUS_THEBES_PLACE_WAR);
  g_assert_true (ludus_thebes_turn_can_choose_end (turn));
  g_assert_false (ludus_thebes_turn_choose_place (turn, LUDUS_THEBES_PLACE_BER));
  g_assert_cmpint (ludus_thebes_turn_get_prompt (turn), ==, LUDUS_THEBES_TURN_PROMPT_PLACE);

  /* Costs: the rulebook's London → Berlin → Warsaw is 2 weeks; a car saves
   * a week on trips of 3 or more steps. */
  g_assert_cmpuint (ludus_thebes_turn_place_cost (turn, LUDUS_THEBES_PLACE_LON), ==, 0);
  g_assert_cmpuint (ludus_thebes_turn_place_cost (turn, LUDUS_THEBES_PLACE_WAR), ==, 2);
  g_assert_cmpuint (ludus_thebes_turn_place_cost (turn, LUDUS_THEBES_PLACE_EGY), ==, 4);
  g_assert_cmpuint (ludus_thebes_turn_place_cost (turn, LUDUS_THEBES_PLACE_MOS), ==, 3);
  s.players[0].cars = 1;
  ludus_thebes_turn_init (turn, &s);
  g_assert_cmpuint (ludus_thebes_turn_place_cost (turn, LUDUS_THEBES_PLACE_WAR), ==, 2);
  g_assert_cmpuint (ludus_thebes_turn_place_cost (turn, LUDUS_THEBES_PLACE_EGY), ==, 3);
  g_assert_cmpuint (ludus_thebes_turn_place_cost (turn, LUDUS_THEBES_PLACE_MOS), ==, 2);
  s.players[0].cars = 0;
  ludus_thebes_turn_init (turn, &s);

  /* Travel, then the action there. */
  g_assert_true (ludus_thebes_turn_choose_place (turn, LUDUS_THEBES_PLACE_WAR));
  g_assert_cmpuint (ludus_thebes_turn_get_place (turn), ==, LUDUS_THEBES_PLACE_WAR);
  g_assert_false (ludus_thebes_turn_get_zeppelin (turn));
  g_assert_cmpint (ludus_thebes_turn_get_prompt (turn), ==, LUDUS_THEBES_TURN_PROMPT_ACTION);
  g_assert_cmpuint (ludus_thebes_turn_get_weeks (turn), ==, 2);
  g_assert_false (ludus_thebes_turn_can_choose_card (turn, 0));
  g_assert_true (ludus_thebes_turn_can_choose_swap (turn));
  g_assert_true (ludus_thebes_turn_choose_swap (turn));
  assert_built (turn, "WAR.s");
  g_assert_cmpuint (ludus_thebes_turn_get_weeks (turn), ==, 3);

  /* Another place replaces the first and drops what no longer fits. */
  g_assert_true (ludus_thebes_turn_choose_place (turn, LUDUS_THEBES_PLACE_LON));
  g_assert_cmpint (ludus_thebes_turn_get_prompt (turn), ==, LUDUS_THEBES_TURN_PROMPT_ACTION);
  g_assert_cmpuint (ludus_thebes_turn_get_n_candidates (turn), ==, 4);
  g_assert_cmpuint (ludus_thebes_turn_get_weeks (turn), ==, 0);

  /* Ending: every other choice goes; any other choice replaces the end. */
  g_assert_true (ludus_thebes_turn_choose_end (turn));
  assert_built (turn, "end");
  g_assert_cmpuint (ludus_thebes_turn_get_weeks (turn), ==, LUDUS_THEBES_END_TIME);
  g_assert_cmpuint (ludus_thebes_turn_get_place (turn), ==, LUDUS_THEBES_NONE);
  g_assert_true (ludus_thebes_turn_choose_place (turn, LUDUS_THEBES_PLACE_WAR));
  g_assert_cmpint (ludus_thebes_turn_get_prompt (turn), ==, LUDUS_THEBES_TURN_PROMPT_ACTION);

  /* Back undoes the last choice standing; reset all of them. */
  g_assert_true (ludus_thebes_turn_choose_swap (turn));
  g_assert_true (ludus_thebes_turn_back (turn));
  g_assert_cmpint (ludus_thebes_turn_get_prompt (turn), ==, LUDUS_THEBES_TURN_PROMPT_ACTION);
  g_assert_cmpuint (ludus_thebes_turn_get_place (turn), ==, LUDUS_THEBES_PLACE_WAR);
  g_assert_true (ludus_thebes_turn_back (turn));
  g_assert_cmpint (ludus_thebes_turn_get_prompt (turn), ==, LUDUS_THEBES_TURN_PROMPT_PLACE);
  g_assert_false (ludus_thebes_turn_back (turn));
  g_assert_true (ludus_thebes_turn_choose_swap (turn));
  ludus_thebes_turn_reset (turn);
  g_assert_cmpint (ludus_thebes_turn_get_prompt (turn), ==, LUDUS_THEBES_TURN_PROMPT_PLACE);
  g_assert_cmpuint (ludus_thebes_turn_get_n_candidates (turn), ==, 6);
}

static void
test_card (void)
{
  LudusThebesState s;
  g_autofree LudusThebesTurn *turn = NULL;

  init_position (&s, 0, LUDUS_THEBES_PLACE_WAR);
  turn = turn_new (&s);

  /* Clicking a display card chooses its city too. */
  g_assert_true (ludus_thebes_turn_can_choose_card (turn, 1));
  g_assert_true (ludus_thebes_turn_choose_card (turn, 1));
  g_assert_cmpuint (ludus_thebes_turn_get_place (turn), ==, LUDUS_THEBES_PLACE_LON);
  assert_built (turn, "LON.c1");
  g_assert_cmpuint (ludus_thebes_turn_get_weeks (turn), ==, 2 + 6);

  /* Another card replaces it; a card of another city cannot follow a
   * place choice it does not fit. */
  g_assert_true (ludus_thebes_turn_choose_card (turn, 0));
  assert_built (turn, "LON.c0");
  g_assert_false (ludus_thebes_turn_can_choose_card (turn, LUDUS_THEBES_DISPLAY_SIZE));
  ludus_thebes_turn_reset (turn);
  g_assert_true (ludus_thebes_turn_choose_place (turn, LUDUS_THEBES_PLACE_WAR));
  g_assert_false (ludus_thebes_turn_can_choose_card (turn, 0));
  g_assert_false (ludus_thebes_turn_choose_card (turn, 0));
  g_assert_cmpuint (ludus_thebes_turn_get_place (turn), ==, LUDUS_THEBES_PLACE_WAR);
  g_assert_cmpstr (ludus_thebes_turn_explain_card (turn, 0), ==,
                   "A turn’s one action is taken where its trip ends, and that card is in another city: "
                   "cancel the trip to take it instead.");

  /* Place first, then the card. */
  g_assert_true (ludus_thebes_turn_choose_place (turn, LUDUS_THEBES_PLACE_LON));
  g_assert_cmpint (ludus_thebes_turn_get_prompt (turn), ==, LUDUS_THEBES_TURN_PROMPT_ACTION);
  g_assert_cmpuint (ludus_thebes_turn_get_weeks (turn), ==, 2);
  for (guint i = 0; i < LUDUS_THEBES_DISPLAY_SIZE; i++)
    g_assert_true (ludus_thebes_turn_can_choose_card (turn, i));
  g_assert_false (ludus_thebes_turn_can_choose_swap (turn));
  g_assert_false (ludus_thebes_turn_can_choose_exhibition (turn, 0));

  /* Either of the two identical shovels (spec §3). */
  g_assert_true (ludus_thebes_turn_choose_card (turn, 3));
  assert_built (turn, "LON.c3");
  g_assert_cmpuint (ludus_thebes_turn_get_weeks (turn), ==, 2 + 3);
  g_assert_true (ludus_thebes_turn_choose_card (turn, 2));
  assert_built (turn, "LON.c2");

  /* A city with nothing of its own on display: the refusal names the rule
   * that a trip ends with an action there. */
  ludus_thebes_turn_reset (turn);
  g_assert_false (ludus_thebes_turn_can_choose_place (turn, LUDUS_THEBES_PLACE_PAR));
  g_assert_cmpstr (ludus_thebes_turn_explain_place (turn, LUDUS_THEBES_PLACE_PAR), ==,
                   "A trip must end with an action there, and no research card on display or exhibition in the "
                   "slots belongs to this city now.");
  g_assert_null (ludus_thebes_turn_explain_place (turn, LUDUS_THEBES_PLACE_LON));

  /* A card too long for the time left is not offered. */
  init_position (&s, LUDUS_THEBES_END_TIME - 5, LUDUS_THEBES_PLACE_LON);
  ludus_thebes_turn_init (turn, &s);
  g_assert_false (ludus_thebes_turn_can_choose_card (turn, 1));   /* 6 weeks */
  g_assert_true (ludus_thebes_turn_can_choose_card (turn, 2));    /* 3 weeks */
}

static void
test_swap (void)
{
  LudusThebesState s;
  g_autofree LudusThebesTurn *turn = NULL;

  init_position (&s, 0, LUDUS_THEBES_PLACE_BER);
  turn = turn_new (&s);
  g_assert_true (ludus_thebes_turn_choose_swap (turn));
  g_assert_cmpuint (ludus_thebes_turn_get_place (turn), ==, LUDUS_THEBES_PLACE_WAR);
  assert_built (turn, "WAR.s");
  g_assert_cmpuint (ludus_thebes_turn_get_weeks (turn), ==, 1 + 1);

  /* The third swap in a row costs 3 weeks. */
  s.last_player = 0;
  s.swap_streak = 2;
  s.players[0].place = LUDUS_THEBES_PLACE_WAR;
  ludus_thebes_turn_init (turn, &s);
  g_assert_true (ludus_thebes_turn_choose_place (turn, LUDUS_THEBES_PLACE_WAR));
  g_assert_true (ludus_thebes_turn_choose_swap (turn));
  assert_built (turn, "WAR.s");
  g_assert_cmpuint (ludus_thebes_turn_get_weeks (turn), ==, 3);

  /* Not when it would run past the end of time. */
  s.players[0].time = LUDUS_THEBES_END_TIME - 2;
  ludus_thebes_turn_init (turn, &s);
  g_assert_false (ludus_thebes_turn_can_choose_swap (turn));
  s.swap_streak = 1;
  ludus_thebes_turn_init (turn, &s);
  g_assert_true (ludus_thebes_turn_can_choose_swap (turn));
}

static void
test_dig (void)
{
  LudusThebesState s;
  g_autofree LudusThebesTurn *turn = NULL;

  /* K = 4 + min (4, 4) = 8 at Egypt, from Rome (2 weeks). */
  init_position (&s, 0, LUDUS_THEBES_PLACE_ROM);
  s.players[0].books[LUDUS_THEBES_SITE_EGY] = 4;
  s.players[0].general = 4;
  turn = turn_new (&s);
  g_assert_true (ludus_thebes_turn_can_choose_place (turn, LUDUS_THEBES_PLACE_EGY));
  g_assert_false (ludus_thebes_turn_can_choose_place (turn, LUDUS_THEBES_PLACE_GRE));
  g_assert_cmpuint (ludus_thebes_turn_dig_knowledge (turn), ==, 0);
  g_assert_true (ludus_thebes_turn_choose_place (turn, LUDUS_THEBES_PLACE_EGY));
  g_assert_cmpint (ludus_thebes_turn_get_prompt (turn), ==, LUDUS_THEBES_TURN_PROMPT_DIG_WEEKS);
  g_assert_cmpuint (ludus_thebes_turn_dig_knowledge (turn), ==, 8);
  g_assert_false (ludus_thebes_turn_dig_spends_special (turn));

  /* Each week choice on the wheel's row K = 8: 1 3 4 5 5 6 6 7 8 9 9 10. */
  for (guint w = 1; w <= LUDUS_THEBES_WHEEL_SIZE; w++)
    {
      static const guint row[] = { 1, 3, 4, 5, 5, 6, 6, 7, 8, 9, 9, 10 };
      g_autofree char *notation = g_strdup_printf ("EGY.d%u", w);

      g_assert_cmpuint (ludus_thebes_turn_dig_tokens (turn, w), ==, row[w - 1]);
      g_assert_true (ludus_thebes_turn_can_choose_dig_weeks (turn, w));
      g_assert_true (ludus_thebes_turn_choose_dig_weeks (turn, w));
      assert_built (turn, notation);
      g_assert_cmpuint (ludus_thebes_turn_get_weeks (turn), ==, 2 + w);
    }
  g_assert_false (ludus_thebes_turn_can_choose_dig_weeks (turn, 0));
  g_assert_false (ludus_thebes_turn_can_choose_dig_weeks (turn, 13));
  g_assert_false (ludus_thebes_turn_can_choose_card (turn, 0));

  /* K = 1 (one book, no general knowledge): the wheel gives tokens from
   * week 8 only; near the end of time only the weeks that fit. */
  s.players[0].books[LUDUS_THEBES_SITE_EGY] = 1;
  s.players[0].general = 0;
  s.players[0].time = LUDUS_THEBES_END_TIME - 12;
  ludus_thebes_turn_init (turn, &s);
  g_assert_true (ludus_thebes_turn_choose_place (turn, LUDUS_THEBES_PLACE_EGY));
  g_assert_cmpuint (ludus_thebes_turn_dig_knowledge (turn), ==, 1);
  for (guint w = 1; w <= LUDUS_THEBES_WHEEL_SIZE; w++)
    {
      g_assert_cmpuint (ludus_thebes_turn_dig_tokens (turn, w), ==, w < 8 ? 0 : w < 12 ? 1 : 2);
      g_assert_cmpint (ludus_thebes_turn_can_choose_dig_weeks (turn, w), ==, w >= 8 && w <= 10);
    }

  /* A used permit: a dig only on a special permit, which is not a choice. */
  s.players[0].time = 0;
  s.players[0].books[LUDUS_THEBES_SITE_EGY] = 4;
  s.players[0].permits_used = 1u << LUDUS_THEBES_SITE_EGY;
  ludus_thebes_turn_init (turn, &s);
  g_assert_false (ludus_thebes_turn_can_choose_place (turn, LUDUS_THEBES_PLACE_EGY));
  s.players[0].special_permits = 1;
  ludus_thebes_turn_init (turn, &s);
  g_assert_true (ludus_thebes_turn_choose_place (turn, LUDUS_THEBES_PLACE_EGY));
  g_assert_true (ludus_thebes_turn_dig_spends_special (turn));
  g_assert_true (ludus_thebes_turn_choose_dig_weeks (turn, 4));
  assert_built (turn, "EGY.d4p");
}

/* Rumours, the single assistant and the single shovel are asked for in
 * that order, before the weeks; the wheel follows them. */
static void
test_dig_discards (void)
{
  LudusThebesState s;
  g_autofree LudusThebesTurn *turn = NULL;
  LudusThebesPlayer *pl;

  init_position (&s, 0, LUDUS_THEBES_PLACE_WAR);
  pl = &s.players[0];
  pl->books[LUDUS_THEBES_SITE_GRE] = 1;
  pl->rumours[LUDUS_THEBES_SITE_GRE] = 2;   /* as counts: the builder reads no hand */
  pl->assistants = 1;
  pl->shovels = 1;
  turn = turn_new (&s);
  g_assert_true (ludus_thebes_turn_choose_place (turn, LUDUS_THEBES_PLACE_GRE));
  g_assert_cmpint (ludus_thebes_turn_get_prompt (turn), ==, LUDUS_THEBES_TURN_PROMPT_RUMOURS);
  /* Nothing spent while open: K = 1. */
  g_assert_cmpuint (ludus_thebes_turn_dig_knowledge (turn), ==, 1);
  g_assert_cmpuint (ludus_thebes_turn_dig_tokens (turn, 12), ==, 2);
  g_assert_true (ludus_thebes_turn_can_choose_rumours (turn, 0));
  g_assert_true (ludus_thebes_turn_can_choose_rumours (turn, 2));
  g_assert_false (ludus_thebes_turn_can_choose_rumours (turn, 3));

  g_assert_true (ludus_thebes_turn_choose_rumours (turn, 2));   /* K = 5 */
  g_assert_cmpint (ludus_thebes_turn_get_prompt (turn), ==, LUDUS_THEBES_TURN_PROMPT_ASSISTANT);
  g_assert_cmpuint (ludus_thebes_turn_dig_knowledge (turn), ==, 5);
  g_assert_true (ludus_thebes_turn_choose_assistant (turn, TRUE));   /* K = 6 */
  g_assert_cmpint (ludus_thebes_turn_get_prompt (turn), ==, LUDUS_THEBES_TURN_PROMPT_SHOVEL);
  g_assert_cmpuint (ludus_thebes_turn_dig_knowledge (turn), ==, 6);
  g_assert_cmpuint (ludus_thebes_turn_dig_tokens (turn, 3), ==, 3);
  g_assert_true (ludus_thebes_turn_choose_shovel (turn, TRUE));
  g_assert_cmpint (ludus_thebes_turn_get_prompt (turn), ==, LUDUS_THEBES_TURN_PROMPT_DIG_WEEKS);
  g_assert_cmpuint (ludus_thebes_turn_dig_tokens (turn, 3), ==, 4);
  g_assert_true (ludus_thebes_turn_choose_dig_weeks (turn, 3));
  assert_built (turn, "GRE.d3r2as");
  g_assert_cmpuint (ludus_thebes_turn_get_weeks (turn), ==, 1 + 3);

  /* Changing an earlier choice keeps the later ones. */
  g_assert_true (ludus_thebes_turn_choose_rumours (turn, 1));
  assert_built (turn, "GRE.d3r1as");

  /* The weeks first: a choice that only some discards allow settles them.
   * K = 1 gives a token from week 8 only, K = 2 (the assistant) from 6. */
  pl->rumours[LUDUS_THEBES_SITE_GRE] = 0;
  pl->shovels = 0;
  ludus_thebes_turn_init (turn, &s);
  g_assert_true (ludus_thebes_turn_choose_dig_weeks (turn, 6));
  g_assert_cmpuint (ludus_thebes_turn_get_place (turn), ==, LUDUS_THEBES_PLACE_GRE);
  assert_built (turn, "GRE.d6a");
  g_assert_true (ludus_thebes_turn_get_assistant (turn));
  /* Weeks that allow either keep what is still open, as the wheel counted
   * it: an unticked box keeps the assistant, and Confirm is ready. */
  g_assert_true (ludus_thebes_turn_choose_dig_weeks (turn, 9));
  g_assert_false (ludus_thebes_turn_can_choose_rumours (turn, 1));
  assert_built (turn, "GRE.d9");
  g_assert_false (ludus_thebes_turn_get_assistant (turn));
  g_assert_true (ludus_thebes_turn_choose_assistant (turn, TRUE));
  assert_built (turn, "GRE.d9a");
  g_assert_true (ludus_thebes_turn_choose_assistant (turn, FALSE));
  assert_built (turn, "GRE.d9");
  /* The assistant kept rules out 6 weeks: choosing them drops it again. */
  g_assert_true (ludus_thebes_turn_choose_dig_weeks (turn, 6));
  assert_built (turn, "GRE.d6a");

  /* A rumour left open is not used; the panel shows it chosen. */
  pl->rumours[LUDUS_THEBES_SITE_GRE] = 1;
  pl->shovels = 1;
  ludus_thebes_turn_init (turn, &s);
  g_assert_true (ludus_thebes_turn_choose_place (turn, LUDUS_THEBES_PLACE_GRE));
  g_assert_cmpuint (ludus_thebes_turn_get_rumours (turn), ==, G_MAXUINT);
  g_assert_cmpint (ludus_thebes_turn_get_prompt (turn), ==, LUDUS_THEBES_TURN_PROMPT_RUMOURS);
  g_assert_cmpuint (ludus_thebes_turn_dig_tokens (turn, 9), ==, ludus_thebes_dig_tokens (&s, 0, LUDUS_THEBES_SITE_GRE, 0, FALSE, FALSE, 9));
  g_assert_true (ludus_thebes_turn_choose_dig_weeks (turn, 9));
  assert_built (turn, "GRE.d9");
  g_assert_cmpuint (ludus_thebes_turn_get_rumours (turn), ==, 0);
  g_assert_false (ludus_thebes_turn_get_shovel (turn));
  g_assert_true (ludus_thebes_turn_choose_rumours (turn, 1));
  g_assert_true (ludus_thebes_turn_choose_shovel (turn, TRUE));
  assert_built (turn, "GRE.d9r1s");
}

static void
test_exhibition (void)
{
  LudusThebesState s;
  g_autofree LudusThebesTurn *turn = NULL;
  const LudusThebesContent *c;
  guint small = LUDUS_THEBES_NONE;

  init_position (&s, 0, LUDUS_THEBES_PLACE_WAR);
  c = s.content;
  /* London's small exhibition (1 GRE + 2 EGY) in slot b; it is in the pile. */
  for (guint e = c->n_research; e < c->n_cards; e++)
    if (c->cards[e].city == LUDUS_THEBES_PLACE_LON && !c->cards[e].large)
      small = e;
  g_assert_cmpuint (small, !=, LUDUS_THEBES_NONE);
  for (guint i = 0; i < s.n_pile; i++)
    if (s.pile[i] == small)
      {
        memmove (&s.pile[i], &s.pile[i + 1], s.n_pile - i - 1);
        s.n_pile--;
        s.pile_stack2 = MIN (s.pile_stack2, s.n_pile);
        break;
      }
  s.slots[1] = small;
  turn = turn_new (&s);
  g_assert_false (ludus_thebes_turn_can_choose_exhibition (turn, 1));

  s.players[0].artifacts[LUDUS_THEBES_SITE_GRE] = 1;
  s.players[0].artifacts[LUDUS_THEBES_SITE_EGY] = 2;
  ludus_thebes_turn_init (turn, &s);
  g_assert_false (ludus_thebes_turn_can_choose_exhibition (turn, 0));
  g_assert_true (ludus_thebes_turn_can_choose_exhibition (turn, 1));
  g_assert_true (ludus_thebes_turn_choose_place (turn, LUDUS_THEBES_PLACE_WAR));
  g_assert_false (ludus_thebes_turn_can_choose_exhibition (turn, 1));
  g_assert_cmpstr (ludus_thebes_turn_explain_exhibition (turn, 1), ==,
                   "A turn’s one action is taken where its trip ends, and that exhibition is in another city: "
                   "cancel the trip to stage it instead.");
  g_assert_true (ludus_thebes_turn_choose_place (turn, LUDUS_THEBES_PLACE_LON));
  g_assert_true (ludus_thebes_turn_can_choose_exhibition (turn, 1));
  g_assert_null (ludus_thebes_turn_explain_exhibition (turn, 1));
  g_assert_true (ludus_thebes_turn_choose_exhibition (turn, 1));
  assert_built (turn, "LON.eb");
  g_assert_cmpuint (ludus_thebes_turn_get_weeks (turn), ==, 2 + 3);
  /* A card instead: the action is replaced. */
  g_assert_true (ludus_thebes_turn_choose_card (turn, 0));
  assert_built (turn, "LON.c0");
}

static void
test_zeppelin (void)
{
  LudusThebesState s;
  g_autofree LudusThebesTurn *turn = NULL;

  init_position (&s, 0, LUDUS_THEBES_PLACE_LON);
  s.players[0].books[LUDUS_THEBES_SITE_EGY] = 6;
  turn = turn_new (&s);
  /* Without a zeppelin there is nothing to ask. */
  g_assert_false (ludus_thebes_turn_can_choose_zeppelin (turn, TRUE));
  g_assert_true (ludus_thebes_turn_choose_place (turn, LUDUS_THEBES_PLACE_EGY));
  g_assert_cmpint (ludus_thebes_turn_get_prompt (turn), ==, LUDUS_THEBES_TURN_PROMPT_DIG_WEEKS);

  s.players[0].zeppelins = 1;
  ludus_thebes_turn_init (turn, &s);
  g_assert_true (ludus_thebes_turn_choose_place (turn, LUDUS_THEBES_PLACE_EGY));
  g_assert_cmpint (ludus_thebes_turn_get_prompt (turn), ==, LUDUS_THEBES_TURN_PROMPT_ZEPPELIN);
  g_assert_true (ludus_thebes_turn_can_choose_zeppelin (turn, TRUE));
  g_assert_true (ludus_thebes_turn_can_choose_zeppelin (turn, FALSE));
  g_assert_cmpuint (ludus_thebes_turn_place_cost (turn, LUDUS_THEBES_PLACE_EGY), ==, 4);
  g_assert_cmpuint (ludus_thebes_turn_get_weeks (turn), ==, 4);
  g_assert_true (ludus_thebes_turn_choose_zeppelin (turn, TRUE));
  g_assert_true (ludus_thebes_turn_get_zeppelin (turn));
  g_assert_cmpuint (ludus_thebes_turn_place_cost (turn, LUDUS_THEBES_PLACE_EGY), ==, 0);
  g_assert_cmpuint (ludus_thebes_turn_get_weeks (turn), ==, 0);
  g_assert_cmpint (ludus_thebes_turn_get_prompt (turn), ==, LUDUS_THEBES_TURN_PROMPT_DIG_WEEKS);
  g_assert_true (ludus_thebes_turn_choose_dig_weeks (turn, 2));
  assert_built (turn, "EGYz.d2");
  g_assert_cmpuint (ludus_thebes_turn_get_weeks (turn), ==, 2);
  g_assert_true (ludus_thebes_turn_choose_zeppelin (turn, FALSE));
  assert_built (turn, "EGY.d2");
  g_assert_cmpuint (ludus_thebes_turn_get_weeks (turn), ==, 4 + 2);

  /* Staying put is no trip: no zeppelin. */
  ludus_thebes_turn_reset (turn);
  g_assert_true (ludus_thebes_turn_choose_zeppelin (turn, TRUE));
  g_assert_false (ludus_thebes_turn_can_choose_place (turn, LUDUS_THEBES_PLACE_LON));
  g_assert_true (ludus_thebes_turn_can_choose_place (turn, LUDUS_THEBES_PLACE_WAR));
  g_assert_cmpuint (ludus_thebes_turn_place_cost (turn, LUDUS_THEBES_PLACE_WAR), ==, 0);
  ludus_thebes_turn_reset (turn);
  g_assert_true (ludus_thebes_turn_choose_place (turn, LUDUS_THEBES_PLACE_LON));
  g_assert_false (ludus_thebes_turn_get_zeppelin (turn));
  g_assert_cmpint (ludus_thebes_turn_get_prompt (turn), ==, LUDUS_THEBES_TURN_PROMPT_ACTION);
  g_assert_false (ludus_thebes_turn_can_choose_zeppelin (turn, TRUE));

  /* Three weeks left: Egypt only by zeppelin, which is then no question. */
  s.players[0].time = LUDUS_THEBES_END_TIME - 3;
  ludus_thebes_turn_init (turn, &s);
  g_assert_true (ludus_thebes_turn_choose_place (turn, LUDUS_THEBES_PLACE_EGY));
  g_assert_true (ludus_thebes_turn_get_zeppelin (turn));
  g_assert_cmpint (ludus_thebes_turn_get_prompt (turn), ==, LUDUS_THEBES_TURN_PROMPT_DIG_WEEKS);
  g_assert_false (ludus_thebes_turn_can_choose_zeppelin (turn, FALSE));
  g_assert_true (ludus_thebes_turn_choose_dig_weeks (turn, 3));
  assert_built (turn, "EGYz.d3");
}

static void
test_game_over (void)
{
  LudusThebesState s;
  g_autofree LudusThebesTurn *turn = NULL;

  init_position (&s, 0, LUDUS_THEBES_PLACE_WAR);
  s.players[0].time = LUDUS_THEBES_END_TIME;
  s.players[1].time = LUDUS_THEBES_END_TIME;
  turn = turn_new (&s);
  g_assert_cmpint (ludus_thebes_turn_get_prompt (turn), ==, LUDUS_THEBES_TURN_PROMPT_NONE);
  g_assert_false (ludus_thebes_turn_is_complete (turn, NULL));
  g_assert_false (ludus_thebes_turn_can_choose_end (turn));
  g_assert_false (ludus_thebes_turn_choose_place (turn, LUDUS_THEBES_PLACE_WAR));
  g_assert_cmpuint (ludus_thebes_turn_get_weeks (turn), ==, 0);
}

/* Every choice the prompt asks for, each tried on a copy of the turn;
 * collects the moves built.  Every prompt has a choice that fits. */
typedef struct
{
  LudusMove *moves;
  guint      n_moves;
  guint      n_nodes;
} Walk;

static void walk_turn (const LudusThebesTurn *turn,
                       Walk                  *walk);

static void
try_choice (const LudusThebesTurn *turn,
            Walk                  *walk,
            gboolean             (*can) (const LudusThebesTurn *, guint),
            gboolean             (*choose) (LudusThebesTurn *, guint),
            guint                  value,
            guint                 *n_fit)
{
  LudusThebesTurn *next;
  guint before = ludus_thebes_turn_get_n_candidates (turn);

  if (!can (turn, value))
    {
      LudusThebesTurn *copy = g_memdup2 (turn, sizeof *turn);

      /* A refused choice changes nothing. */
      g_assert_false (choose (copy, value));
      g_assert_cmpuint (copy->n_choices, ==, turn->n_choices);
      g_assert_true (memcmp (copy->choices, turn->choices, sizeof turn->choices) == 0);
      g_free (copy);
      return;
    }
  next = g_memdup2 (turn, sizeof *turn);
  g_assert_true (choose (next, value));
  /* Each choice narrows, keeping at least one move. */
  g_assert_cmpuint (ludus_thebes_turn_get_n_candidates (next), >, 0);
  g_assert_cmpuint (ludus_thebes_turn_get_n_candidates (next), <=, before);
  (*n_fit)++;
  walk_turn (next, walk);
  g_free (next);
}

static gboolean can_place (const LudusThebesTurn *t, guint v) { return ludus_thebes_turn_can_choose_place (t, v); }
static gboolean choose_place (LudusThebesTurn *t, guint v) { return ludus_thebes_turn_choose_place (t, v); }
static gboolean can_zeppelin (const LudusThebesTurn *t, guint v) { return ludus_thebes_turn_can_choose_zeppelin (t, v); }
static gboolean choose_zeppelin (LudusThebesTurn *t, guint v) { return ludus_thebes_turn_choose_zeppelin (t, v); }
static gboolean can_card (const LudusThebesTurn *t, guint v) { return ludus_thebes_turn_can_choose_card (t, v); }
static gboolean choose_card (LudusThebesTurn *t, guint v) { return ludus_thebes_turn_choose_card (t, v); }
static gboolean can_exhibition (const LudusThebesTurn *t, guint v) { return ludus_thebes_turn_can_choose_exhibition (t, v); }
static gboolean choose_exhibition (LudusThebesTurn *t, guint v) { return ludus_thebes_turn_choose_exhibition (t, v); }
static gboolean can_swap (const LudusThebesTurn *t, guint v) { return ludus_thebes_turn_can_choose_swap (t); }
static gboolean choose_swap (LudusThebesTurn *t, guint v) { return ludus_thebes_turn_choose_swap (t); }
static gboolean can_end (const LudusThebesTurn *t, guint v) { return ludus_thebes_turn_can_choose_end (t); }
static gboolean choose_end (LudusThebesTurn *t, guint v) { return ludus_thebes_turn_choose_end (t); }
static gboolean can_rumours (const LudusThebesTurn *t, guint v) { return ludus_thebes_turn_can_choose_rumours (t, v); }
static gboolean choose_rumours (LudusThebesTurn *t, guint v) { return ludus_thebes_turn_choose_rumours (t, v); }
static gboolean can_assistant (const LudusThebesTurn *t, guint v) { return ludus_thebes_turn_can_choose_assistant (t, v); }
static gboolean choose_assistant (LudusThebesTurn *t, guint v) { return ludus_thebes_turn_choose_assistant (t, v); }
static gboolean can_shovel (const LudusThebesTurn *t, guint v) { return ludus_thebes_turn_can_choose_shovel (t, v); }
static gboolean choose_shovel (LudusThebesTurn *t, guint v) { return ludus_thebes_turn_choose_shovel (t, v); }
static gboolean can_weeks (const LudusThebesTurn *t, guint v) { return ludus_thebes_turn_can_choose_dig_weeks (t, v); }
static gboolean choose_weeks (LudusThebesTurn *t, guint v) { return ludus_thebes_turn_choose_dig_weeks (t, v); }

static void
walk_turn (const LudusThebesTurn *turn,
           Walk                  *walk)
{
  LudusThebesTurnPrompt prompt = ludus_thebes_turn_get_prompt (turn);
  guint n_fit = 0;

  walk->n_nodes++;
  switch (prompt)
    {
    case LUDUS_THEBES_TURN_PROMPT_COMPLETE:
      {
        LudusMove move;

        g_assert_true (ludus_thebes_turn_is_complete (turn, &move));
        g_assert_cmpuint (ludus_thebes_turn_get_n_candidates (turn), ==, 1);
        g_assert_cmpuint (ludus_thebes_turn_get_weeks (turn), ==,
                          ludus_thebes_move_weeks (&turn->state, (const LudusThebesMove *) move.bytes));
        for (guint i = 0; i < walk->n_moves; i++)
          g_assert_false (ludus_move_equal (&walk->moves[i], &move));
        walk->moves[walk->n_moves++] = move;
        return;
      }
    case LUDUS_THEBES_TURN_PROMPT_PLACE:
      for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
        try_choice (turn, walk, can_place, choose_place, p, &n_fit);
      try_choice (turn, walk, can_end, choose_end, 0, &n_fit);
      break;
    case LUDUS_THEBES_TURN_PROMPT_ZEPPELIN:
      for (guint z = 0; z < 2; z++)
        try_choice (turn, walk, can_zeppelin, choose_zeppelin, z, &n_fit);
      g_assert_cmpuint (n_fit, ==, 2);
      break;
    case LUDUS_THEBES_TURN_PROMPT_ACTION:
      for (guint i = 0; i < LUDUS_THEBES_DISPLAY_SIZE; i++)
        try_choice (turn, walk, can_card, choose_card, i, &n_fit);
      for (guint i = 0; i < LUDUS_THEBES_N_SLOTS; i++)
        try_choice (turn, walk, can_exhibition, choose_exhibition, i, &n_fit);
      try_choice (turn, walk, can_swap, choose_swap, 0, &n_fit);
      break;
    case LUDUS_THEBES_TURN_PROMPT_RUMOURS:
      for (guint r = 0; r <= LUDUS_THEBES_MAX_RUMOURS; r++)
        try_choice (turn, walk, can_rumours, choose_rumours, r, &n_fit);
      g_assert_cmpuint (n_fit, >=, 2);
      break;
    case LUDUS_THEBES_TURN_PROMPT_ASSISTANT:
      for (guint a = 0; a < 2; a++)
        try_choice (turn, walk, can_assistant, choose_assistant, a, &n_fit);
      g_assert_cmpuint (n_fit, ==, 2);
      break;
    case LUDUS_THEBES_TURN_PROMPT_SHOVEL:
      for (guint h = 0; h < 2; h++)
        try_choice (turn, walk, can_shovel, choose_shovel, h, &n_fit);
      g_assert_cmpuint (n_fit, ==, 2);
      break;
    case LUDUS_THEBES_TURN_PROMPT_DIG_WEEKS:
      /* The wheel as shown: a week choice is offered only if it draws. */
      for (guint w = 1; w <= LUDUS_THEBES_WHEEL_SIZE; w++)
        {
          if (ludus_thebes_turn_can_choose_dig_weeks (turn, w))
            g_assert_cmpuint (ludus_thebes_turn_dig_tokens (turn, w), >, 0);
          try_choice (turn, walk, can_weeks, choose_weeks, w, &n_fit);
        }
      break;
    case LUDUS_THEBES_TURN_PROMPT_NONE:
    default:
      g_assert_not_reached ();
    }
  g_assert_cmpuint (n_fit, >, 0);
}

/* Builds move m by choosing its fields in an order drawn from rng. */
static void
build_in_any_order (LudusThebesTurn       *turn,
                    const LudusThebesMove *m,
                    LudusRng              *rng)
{
  guint8 order[6] = { 0, 1, 2, 3, 4, 5 };
  guint n = m->action == LUDUS_THEBES_ACTION_DIG ? 6 : 3;

  ludus_thebes_turn_reset (turn);
  if (m->action == LUDUS_THEBES_ACTION_END)
    {
      g_assert_true (ludus_thebes_turn_choose_end (turn));
      return;
    }
  ludus_rng_shuffle (rng, order, n, 1);
  for (guint i = 0; i < n; i++)
    switch (order[i])
      {
      case 0:
        g_assert_true (ludus_thebes_turn_choose_place (turn, m->dest));
        break;
      case 1:
        g_assert_true (ludus_thebes_turn_choose_zeppelin (turn, m->zeppelin));
        break;
      case 2:
        if (m->action == LUDUS_THEBES_ACTION_CARD)
          g_assert_true (ludus_thebes_turn_choose_card (turn, m->slot));
        else if (m->action == LUDUS_THEBES_ACTION_EXHIBITION)
          g_assert_true (ludus_thebes_turn_choose_exhibition (turn, m->slot));
        else if (m->action == LUDUS_THEBES_ACTION_SWAP)
          g_assert_true (ludus_thebes_turn_choose_swap (turn));
        else
          g_assert_true (ludus_thebes_turn_choose_dig_weeks (turn, m->weeks));
        break;
      case 3:
        g_assert_true (ludus_thebes_turn_choose_rumours (turn, m->rumours));
        break;
      case 4:
        g_assert_true (ludus_thebes_turn_choose_assistant (turn, m->assistant));
        break;
      case 5:
        g_assert_true (ludus_thebes_turn_choose_shovel (turn, m->shovel));
        break;
      default:
        g_assert_not_reached ();
      }
}

/* At positions reached by play, building choice by choice as the prompts
 * ask reaches exactly the legal moves, each once; and choosing any legal
 * move's fields in any order builds that move. */
static void
test_every_move (void)
{
  g_autofree LudusMove *legal = g_new (LudusMove, LUDUS_MAX_MOVES);
  g_autofree LudusMove *built = g_new (LudusMove, LUDUS_MAX_MOVES);
  g_autofree LudusThebesTurn *turn = g_new (LudusThebesTurn, 1);
  guint games = g_test_thorough () ? 200 : 30;
  guint positions = 0, digs = 0, zeppelins = 0, twins = 0, discards = 0;
  guint64 nodes = 0;
  LudusRng pick;

  ludus_rng_seed (&pick, 18);
  for (guint g = 0; g < games; g++)
    {
      LudusThebesState s;

      init_state (&s, 2 + g % 3, TRUE, 1800 + g);
      while (!rules->is_over (&s))
        {
          guint n = rules->legal_moves (&s, legal);
          Walk walk = { built, 0, 0 };
          guint k;

          ludus_thebes_turn_init (turn, &s);
          g_assert_cmpint (ludus_thebes_turn_get_prompt (turn), ==, LUDUS_THEBES_TURN_PROMPT_PLACE);
          g_assert_cmpuint (ludus_thebes_turn_get_n_candidates (turn), ==, n);
          walk_turn (turn, &walk);
          g_assert_cmpuint (walk.n_moves, ==, n);
          for (guint i = 0; i < n; i++)
            {
              const LudusThebesMove *m = (const LudusThebesMove *) legal[i].bytes;
              gboolean found = FALSE;
              LudusMove move;

              for (guint j = 0; j < walk.n_moves && !found; j++)
                found = ludus_move_equal (&walk.moves[j], &legal[i]);
              g_assert_true (found);

              build_in_any_order (turn, m, &pick);
              g_assert_true (ludus_thebes_turn_is_complete (turn, &move));
              g_assert_true (ludus_move_equal (&move, &legal[i]));

              digs += m->action == LUDUS_THEBES_ACTION_DIG;
              zeppelins += m->zeppelin;
              discards += m->rumours + m->assistant + m->shovel > 0;
              twins += m->action == LUDUS_THEBES_ACTION_CARD &&
                       ludus_thebes_display_first_alike (&s, m->slot) != m->slot;
            }
          nodes += walk.n_nodes;
          positions++;

          /* Mostly actions, so the game goes on and players collect cards. */
          k = n > 1 ? 1 + ludus_rng_below (&pick, n - 1) : 0;
          rules->apply (&s, &legal[k]);
        }
    }
  g_test_message ("%u positions, %" G_GUINT64_FORMAT " builder states; moves: %u digs, "
                  "%u by zeppelin, %u spending cards on a dig, %u second identical cards",
                  positions, nodes, digs, zeppelins, discards, twins);
  /* The positions covered every kind of choice. */
  g_assert_cmpuint (digs, >, 0);
  g_assert_cmpuint (zeppelins, >, 0);
  g_assert_cmpuint (discards, >, 0);
  g_assert_cmpuint (twins, >, 0);
}

/* The trip of every legal move in played positions: the mover alone is at
 * its destination, its marker advanced by the trip and its zeppelin spent;
 * nothing else changes, and the whole move then only adds the action. */
static void
test_trip (void)
{
  g_autofree LudusMove *legal = g_new (LudusMove, LUDUS_MAX_MOVES);
  guint games = g_test_thorough () ? 60 : 10;
  guint trips = 0, stays = 0, flights = 0, new_years = 0;
  LudusRng pick;

  ludus_rng_seed (&pick, 21);
  for (guint g = 0; g < games; g++)
    {
      LudusThebesState s;

      init_state (&s, 2 + g % 3, TRUE, 2100 + g);
      while (!rules->is_over (&s))
        {
          guint n = rules->legal_moves (&s, legal);
          guint player = rules->current_player (&s);
          const LudusThebesPlayer *before = &s.players[player];

          for (guint i = 0; i < n; i++)
            {
              const LudusThebesMove *m = (const LudusThebesMove *) legal[i].bytes;
              LudusThebesState trip = s, whole = s;
              const LudusThebesPlayer *after = &trip.players[player];
              guint travel = m->zeppelin ? 0 : ludus_thebes_travel_weeks (&s, player, m->dest);

              if (!ludus_thebes_apply_trip (&trip, m))
                {
                  /* Ending, or acting where it stands: no trip to show. */
                  g_assert_true (m->action == LUDUS_THEBES_ACTION_END || m->dest == before->place);
                  g_assert_cmpmem (&trip, sizeof trip, &s, sizeof s);
                  stays++;
                  continue;
                }
              g_assert_cmpuint (m->action, !=, LUDUS_THEBES_ACTION_END);
              g_assert_cmpuint (before->place, !=, m->dest);
              g_assert_cmpuint (after->place, ==, m->dest);
              g_assert_cmpint (after->time, ==, before->time + (int) travel);
              g_assert_cmpuint (after->zeppelins, ==, before->zeppelins - m->zeppelin);
              g_assert_cmpuint (after->n_hand, ==, before->n_hand - m->zeppelin);
              g_assert_cmpuint (trip.n_discards, ==, s.n_discards + m->zeppelin);
              g_assert_cmpuint (trip.last_player, ==, player);
              /* On top of a shared week. */
              for (guint p = 0; p < s.n_players; p++)
                if (p != player)
                  {
                    g_assert_cmpmem (&trip.players[p], sizeof trip.players[p],
                                     &s.players[p], sizeof s.players[p]);
                    g_assert_cmpuint (after->arrival, >, trip.players[p].arrival);
                  }
              if (ludus_thebes_year (after->time) > ludus_thebes_year (before->time))
                {
                  g_assert_cmpuint (after->permits_used, ==, 0);
                  new_years++;
                }
              else
                g_assert_cmpuint (after->permits_used, ==, before->permits_used);
              /* The action is not done: the table and the bags as they were. */
              g_assert_cmpmem (trip.display, sizeof trip.display, s.display, sizeof s.display);
              g_assert_cmpmem (trip.slots, sizeof trip.slots, s.slots, sizeof s.slots);
              g_assert_cmpmem (trip.n_bag, sizeof trip.n_bag, s.n_bag, sizeof s.n_bag);
              g_assert_cmpuint (trip.reveals, ==, s.reveals);

              /* The whole move: the same trip, then the action's weeks. */
              rules->apply (&whole, &legal[i]);
              g_assert_cmpuint (whole.players[player].place, ==, after->place);
              g_assert_cmpuint (whole.players[player].zeppelins, >=, after->zeppelins);
              g_assert_cmpint (whole.players[player].time, ==,
                               before->time + (int) ludus_thebes_move_weeks (&s, m));
              g_assert_cmpint (whole.players[player].time, >=, after->time);
              trips++;
              flights += m->zeppelin;
            }

          rules->apply (&s, &legal[n > 1 ? 1 + ludus_rng_below (&pick, n - 1) : 0]);
        }
    }
  g_test_message ("%u trips (%u by zeppelin, %u into a new year), %u moves without one",
                  trips, flights, new_years, stays);
  g_assert_cmpuint (trips, >, 0);
  g_assert_cmpuint (flights, >, 0);
  g_assert_cmpuint (new_years, >, 0);
  g_assert_cmpuint (stays, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/thebes/turn/travel", test_travel);
  g_test_add_func ("/thebes/turn/card", test_card);
  g_test_add_func ("/thebes/turn/swap", test_swap);
  g_test_add_func ("/thebes/turn/dig", test_dig);
  g_test_add_func ("/thebes/turn/dig-discards", test_dig_discards);
  g_test_add_func ("/thebes/turn/exhibition", test_exhibition);
  g_test_add_func ("/thebes/turn/zeppelin", test_zeppelin);
  g_test_add_func ("/thebes/turn/game-over", test_game_over);
  g_test_add_func ("/thebes/turn/every-move", test_every_move);
  g_test_add_func ("/thebes/turn/trip", test_trip);

  return g_test_run ();
}
