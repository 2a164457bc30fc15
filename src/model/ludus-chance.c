/* ludus-chance.c: starting and applying with chance told or imposed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Ludus"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <gio/gio.h>
#include <string.h>

#include "ludus-chance.h"
#include "ludus-rules.h"

/* What ludus_chance_init() asks of the core's init, which takes no more
 * than a LudusSetup: read by ludus_chance_begin() on the same thread. */
static _Thread_local const LudusChance *pending;

void
ludus_chance_begin (LudusChance *chance)
{
  if (pending != NULL)
    *chance = *pending;
  else
    memset (chance, 0, sizeof *chance);
}

void
ludus_chance_shuffle (LudusChance *chance,
                      LudusRng    *rng,
                      guint8      *cards,
                      guint        n)
{
  guint counts[256] = { 0 };

  if (chance->mode != LUDUS_CHANCE_IMPOSE)
    {
      ludus_rng_shuffle (rng, cards, n, 1);
      for (guint i = 0; i < n; i++)
        ludus_chance_tell (chance, cards[i]);
      return;
    }

  /* The imposed order must hold the same cards. */
  for (guint i = 0; i < n; i++)
    counts[cards[i]]++;
  for (guint i = 0; i < n; i++)
    {
      guint card = ludus_chance_take (chance);

      if (card == G_MAXUINT || counts[card] == 0)
        {
          chance->failed = TRUE;
          return;
        }
      counts[card]--;
      cards[i] = card;
    }
}

static gboolean
check_outcome (const LudusRules   *rules,
               void               *state,
               const LudusOutcome *imposed,
               LudusOutcome       *told,
               const char         *step,
               GError            **error)
{
  LudusChance *chance = rules->chance (state);
  gboolean ok;

  if (imposed != NULL)
    ok = !chance->failed && chance->next == imposed->n;
  else
    ok = !chance->failed;
  if (ok && told != NULL)
    *told = chance->outcome;
  /* The chance record is nobody's business once the step is done: states
   * that look alike must be alike, byte for byte. */
  memset (chance, 0, sizeof *chance);
  if (!ok)
    {
      if (imposed != NULL)
        /* Translators: %s is a move in the game's notation ("r", "a12") or
         * "the set-up"; an online game's host sent what chance decided in it */
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                     _("The host’s outcome of %s is impossible under the rules"), step);
      else
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                     _("The outcome of %s is too long to send"), step);
    }
  return ok;
}

/**
 * ludus_chance_init:
 * @imposed: (nullable): what the host's set-up decided, for a guest
 * @told: (out) (optional): what chance decided, for a host
 *
 * Starts a game as rules->init does, with chance told (the host) or
 * imposed (a guest, whose setup's seed then only orders what stays hidden).
 * On failure the state is not a game.
 */
gboolean
ludus_chance_init (const LudusRules   *rules,
                   void               *state,
                   gconstpointer       content,
                   const LudusSetup   *setup,
                   const LudusOutcome *imposed,
                   LudusOutcome       *told,
                   GError            **error)
{
  LudusChance wanted = { 0 };
  gboolean ok;

  g_return_val_if_fail (rules != NULL && rules->chance != NULL, FALSE);
  g_return_val_if_fail ((imposed == NULL) != (told == NULL), FALSE);

  wanted.mode = imposed != NULL ? LUDUS_CHANCE_IMPOSE : LUDUS_CHANCE_TELL;
  if (imposed != NULL)
    wanted.outcome = *imposed;
  pending = &wanted;
  ok = rules->init (state, content, setup, error);
  pending = NULL;
  if (!ok)
    return FALSE;
  /* Translators: what an online game's host's outcome can be about */
  return check_outcome (rules, state, imposed, told, _("the set-up"), error);
}

/**
 * ludus_chance_apply:
 * @imposed: (nullable): what the host's move decided, for a guest
 * @told: (out) (optional): what chance decided, for a host
 *
 * Applies move as rules->apply does, with chance told (the host) or
 * imposed (a guest).  Refuses, leaving the state as it was, a move that is
 * not legal or an outcome that no arrangement of the hidden parts gives.
 */
gboolean
ludus_chance_apply (const LudusRules   *rules,
                    void               *state,
                    const LudusMove    *move,
                    const LudusOutcome *imposed,
                    LudusOutcome       *told,
                    GError            **error)
{
  g_autofree LudusMove *moves = NULL;
  g_autofree void *copy = NULL;
  char notation[LUDUS_NOTATION_SIZE];
  LudusChance *chance;
  gboolean legal = FALSE;
  guint n;

  g_return_val_if_fail (rules != NULL && rules->chance != NULL, FALSE);
  g_return_val_if_fail (state != NULL && move != NULL, FALSE);
  g_return_val_if_fail ((imposed == NULL) != (told == NULL), FALSE);

  moves = g_new (LudusMove, LUDUS_MAX_MOVES);
  n = rules->legal_moves (state, moves);
  for (guint i = 0; i < n && !legal; i++)
    legal = ludus_move_equal (&moves[i], move);
  if (!legal)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("The host’s move is not legal here"));
      return FALSE;
    }

  rules->format_move (state, move, notation);
  copy = g_memdup2 (state, rules->state_size);
  chance = rules->chance (copy);
  memset (chance, 0, sizeof *chance);
  chance->mode = imposed != NULL ? LUDUS_CHANCE_IMPOSE : LUDUS_CHANCE_TELL;
  if (imposed != NULL)
    chance->outcome = *imposed;
  rules->apply (copy, move);
  if (!check_outcome (rules, copy, imposed, told, notation, error))
    return FALSE;
  memcpy (state, copy, rules->state_size);
  return TRUE;
}
