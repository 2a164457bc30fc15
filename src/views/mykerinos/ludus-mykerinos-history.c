/* ludus-mykerinos-history.c: the surveys of a game so far, for the views
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The state holds only the survey in progress: an area's cubes go back to
 * the general stock once it is surveyed.  To show the season's survey
 * area by area, and the season sheet, the views replay the game's moves
 * from its set-up with the rules core and note every survey choice.  This
 * reads the model only; it decides nothing.
 */

#define G_LOG_DOMAIN "ludus-mykerinos-history"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-mykerinos-history.h"
#include "ludus-mykerinos-museum.h"
#include "mykerinos/ludus-mykerinos-game.h"

void
ludus_mykerinos_area_cubes (const LudusMykerinosState *state,
                            guint                      area,
                            guint8                    *cubes)
{
  const LudusMykerinosSeason *season = ludus_mykerinos_state_season (state);

  memset (cubes, 0, LUDUS_MYKERINOS_N_COLOURS);
  g_return_if_fail (area < season->n_areas);

  for (guint k = 0; k < 2; k++)
    for (guint i = 0; i < 6; i++)
      {
        guint cube = ludus_mykerinos_state_cube (state, season->areas[area][k] * 6 + i);

        if (cube != 0 && cube <= LUDUS_MYKERINOS_N_COLOURS)
          cubes[cube - 1]++;
      }
}

LudusMykerinosHistory *
ludus_mykerinos_history_new (LudusGame *game)
{
  const LudusRules *rules;
  g_autofree LudusMykerinosState *state = NULL;
  LudusMykerinosHistory *history;
  g_autoptr(GError) error = NULL;
  LudusSetup setup;
  guint n_moves;

  g_return_val_if_fail (LUDUS_IS_MYKERINOS_GAME (game), NULL);

  history = g_new0 (LudusMykerinosHistory, 1);
  history->steps = g_array_new (FALSE, TRUE, sizeof (LudusMykerinosSurveyStep));

  rules = ludus_game_get_rules (game);
  state = g_malloc0 (rules->state_size);
  ludus_options_to_setup (ludus_game_get_options (game), &setup);
  if (!rules->init (state, ludus_content_get_compiled (ludus_game_get_content (game)), &setup, &error))
    {
      g_critical ("Cannot replay the game: %s", error->message);
      return history;
    }

  n_moves = ludus_game_get_n_moves (game);
  for (guint i = 0; i < n_moves; i++)
    {
      const LudusMove *move = ludus_game_get_move (game, i);
      const LudusMykerinosMove *m = (const LudusMykerinosMove *) move->bytes;
      guint season = state->season;

      if (state->phase == LUDUS_MYKERINOS_PHASE_SURVEY)
        {
          LudusMykerinosSurveyStep step = { 0 };
          const LudusMykerinosSeason *layout = ludus_mykerinos_state_season (state);

          step.season = state->season;
          step.area = state->survey_area;
          step.chooser = state->current;
          step.choice = state->survey_choice;
          step.kind = m->kind;
          step.room = m->room;
          if (m->kind == LUDUS_MYKERINOS_MOVE_CLAIM || m->kind == LUDUS_MYKERINOS_MOVE_DISCARD)
            step.card = state->slot_card[layout->areas[state->survey_area][m->parcel]];
          step.n_ranked = state->survey_n_ranked;
          memcpy (step.rank, state->survey_rank, sizeof step.rank);
          ludus_mykerinos_area_cubes (state, state->survey_area, step.cubes);
          g_array_append_val (history->steps, step);
        }

      rules->apply (state, move);
      if (state->season != season || state->phase == LUDUS_MYKERINOS_PHASE_OVER)
        {
          guint ended = MIN (season, LUDUS_MYKERINOS_N_SEASONS - 1);

          /* At the end of the game the score holds the exhibition too:
           * note the prestige, which is what the season earned. */
          for (guint p = 0; p < state->n_players; p++)
            history->score[ended][p] = state->prestige[p];
          history->start_player[ended] = state->start_player;
          history->n_ended = ended + 1;
        }
    }
  return history;
}

void
ludus_mykerinos_history_free (LudusMykerinosHistory *history)
{
  if (history == NULL)
    return;
  g_array_unref (history->steps);
  g_free (history);
}

char *
ludus_mykerinos_survey_step_describe (const LudusMykerinosSurveyStep *step,
                                      const LudusMykerinosContent    *content,
                                      const guint8                   *wing_patron,
                                      const char * const             *names)
{
  const char *who = names[step->chooser];
  const LudusMykerinosCard *card = &content->cards[MIN (step->card, content->n_cards - 1)];
  g_autofree char *room = NULL;

  switch (step->kind)
    {
    case LUDUS_MYKERINOS_MOVE_CLAIM:
      if (card->patron >= LUDUS_MYKERINOS_N_PATRONS)
        /* Translators: a survey choice: "Anna claims the parcel without a patron (+5)" */
        return g_strdup_printf (_("%s claims the parcel without a patron (+%u)"), who, card->prestige);
      /* Translators: a survey choice: "Anna claims a parcel of Lady Violet (+3)" */
      return g_strdup_printf (_("%s claims a parcel of %s (+%u)"), who,
                              _(ludus_mykerinos_patron_names[card->patron]), card->prestige);

    case LUDUS_MYKERINOS_MOVE_MUSEUM:
      room = ludus_mykerinos_room_name (wing_patron, step->room);
      /* Translators: a survey choice: "Anna books Room 5 of the Lemon wing" */
      return g_strdup_printf (_("%s books %s"), who, room);

    case LUDUS_MYKERINOS_MOVE_DECLINE:
      return g_strdup_printf (_("%s declines the parcel left"), who);

    case LUDUS_MYKERINOS_MOVE_DISCARD:
      return g_strdup_printf (_("%s gives the neutral player a parcel, which leaves the game"), who);

    default:
      return g_strdup ("");
    }
}
