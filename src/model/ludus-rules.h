/* ludus-rules.h: the rules vtable all three games implement
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each game is a fixed-size, memcpy-able state struct plus the pure functions
 * below.  The AI, ludus-cli, saves and LudusGame are written once against this
 * table.  Nothing here allocates on the hot path (legal_moves, apply,
 * current_player, is_over, scores, determinize, policy_move).
 */

#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "ludus-chance.h"
#include "ludus-rng.h"

G_BEGIN_DECLS

#define LUDUS_MAX_PLAYERS   6
#define LUDUS_MAX_MOVES     4096
#define LUDUS_MOVE_SIZE     16
#define LUDUS_NOTATION_SIZE 64

/* Which content document an error of rules->content_new is about. */
typedef enum
{
  LUDUS_CONTENT_ERROR_DECK,
  LUDUS_CONTENT_ERROR_LAYOUT,
  LUDUS_CONTENT_ERROR_MISMATCH,  /* each is valid alone; they do not fit (a path
                                  * in the message, if any, is the deck's) */
} LudusContentError;

#define LUDUS_CONTENT_ERROR (ludus_content_error_quark ())
GQuark ludus_content_error_quark (void);

/* A move is a small value.  Each game overlays its own struct (at most
 * LUDUS_MOVE_SIZE bytes) on it; unused bytes are zero, so two moves are the
 * same move exactly when ludus_move_equal() says so. */
typedef union
{
  guint8  bytes[LUDUS_MOVE_SIZE];
  guint64 words[LUDUS_MOVE_SIZE / 8];
} LudusMove;

static inline gboolean
ludus_move_equal (const LudusMove *a,
                  const LudusMove *b)
{
  return a->words[0] == b->words[0] && a->words[1] == b->words[1];
}

/* What the core needs to start a game.  Seats (names, human or computer)
 * are not the core's business: they live in LudusOptions. */
typedef struct
{
  guint    n_players;
  guint32  variants;   /* bit i set: rules->variants[i] is on */
  gboolean shuffle;    /* FALSE deals every deck in file order */
  guint64  seed;
} LudusSetup;

/* The colours a seat's pieces can take; the views name and paint them
 * (ludus-player-colours.c).  Saves keep the number. */
typedef enum
{
  LUDUS_PLAYER_COLOUR_RED,
  LUDUS_PLAYER_COLOUR_BLUE,
  LUDUS_PLAYER_COLOUR_GREEN,
  LUDUS_PLAYER_COLOUR_YELLOW,
  LUDUS_PLAYER_COLOUR_PURPLE,
  LUDUS_PLAYER_COLOUR_ORANGE,
  LUDUS_PLAYER_COLOUR_WHITE,
  LUDUS_N_PLAYER_COLOURS
} LudusPlayerColour;

typedef struct
{
  const char *id;           /* stable, ASCII, used in saves and the CLI: "big-stocks" */
  const char *name;         /* marked with N_ for translation */
  const char *description;  /* marked with N_ for translation */
} LudusVariant;

/* One player's score "if the game ended now": the total and the lines it
 * is made of (a translated label and its points), for the player panels. */
#define LUDUS_PROJECTION_MAX_LINES  12
#define LUDUS_PROJECTION_LABEL_SIZE 96

typedef struct
{
  char label[LUDUS_PROJECTION_LABEL_SIZE];
  int  points;
} LudusProjectionLine;

typedef struct
{
  int                 total;
  guint               n_lines;
  LudusProjectionLine lines[LUDUS_PROJECTION_MAX_LINES];
} LudusProjection;

void ludus_projection_add (LudusProjection *projection,
                           int              points,
                           const char      *label_format,
                           ...) G_GNUC_PRINTF (3, 4);

/* The share of a computer player's reward that is the win (shared by tied
 * winners); the rest is the score's place among the players' scores. */
#define LUDUS_REWARD_WIN_WEIGHT 0.75

/* The rewards of a state that is not over from each player's expected
 * final score, for a game's evaluate hook: shaped as those of a finished
 * game, with the chance to win a softmax of the scores over spread, the
 * points by which a final score may still differ from its expectation
 * (larger while much is to play), and the place the chance to finish above
 * each other player. */
void ludus_rewards_from_scores (const double *scores,
                                guint         n_players,
                                double        spread,
                                double       *rewards);

typedef struct _LudusRules LudusRules;

/* A built-in deck's or layout's file name and its "name", marked with N_,
 * which ludus_content_display_name() translates. */
typedef struct
{
  const char *file;  /* "mykerinos-layout-strip.json" */
  const char *name;
} LudusBuiltinName;

struct _LudusRules
{
  /* Identity, shown in the library page and the new-game dialog. */
  const char         *id;            /* "medici", "mykerinos", "thebes" */
  const char         *name;          /* marked with N_ for translation */
  const char         *description;   /* marked with N_, one sentence */
  guint               min_players;
  guint               max_players;
  guint               min_minutes;
  guint               max_minutes;
  const LudusVariant *variants;
  guint               n_variants;
  /* The colours a seat may take (those of the box's pieces), in the order
   * the seats get them by default; at least max_players of them. */
  const LudusPlayerColour *colours;
  guint               n_colours;

  /* Content: a deck and, for games whose board is data, a layout.  The
   * defaults are GResource paths under /io/github/ludus_games/Ludus/content/. */
  const char         *default_deck;
  const char         *default_layout;  /* NULL: the game takes no layout */
  /* The names of the built-in files, ending with { NULL }; or NULL: the
   * files keep their English names, translated when shown. */
  const LudusBuiltinName *builtin_names;

  /* Compile validated JSON documents into the game's immutable content.
   * Errors name the JSON path and what was expected, e.g. "cards[12].value:
   * expected an integer from 0 to 9, got -1"; in the LUDUS_CONTENT_ERROR
   * domain their code says which document is at fault, so that the caller
   * can prefix the right file name (any other error blames the deck).
   * layout is NULL for games without one. */
  gpointer          (*content_new)     (JsonNode           *deck,
                                        JsonNode           *layout,
                                        GError            **error);
  void              (*content_free)    (gpointer            content);

  gsize               state_size;

  /* Start a game; fails (e.g. too few cards for the player count) with a
   * translated message.  The state keeps a const pointer to content. */
  gboolean          (*init)            (void               *state,
                                        gconstpointer       content,
                                        const LudusSetup   *setup,
                                        GError            **error);
  /* Fills moves (room for LUDUS_MAX_MOVES) and returns how many; 0 when over. */
  guint             (*legal_moves)     (const void         *state,
                                        LudusMove          *moves);
  /* Applies a legal move, resolving any chance with the state's own RNG. */
  void              (*apply)           (void               *state,
                                        const LudusMove    *move);
  guint             (*current_player)  (const void         *state);
  gboolean          (*is_over)         (const void         *state);
  /* Fills one score per player (the points shown to players). */
  void              (*scores)          (const void         *state,
                                        int                *scores);
  /* Bit i set: player i is among the winners (ties share the victory). */
  guint32           (*winners)         (const void         *state);
  /* Re-draws everything the observer cannot know (order of unseen cards,
   * future bag draws) and reseeds the state's RNG from rng.  The result must
   * depend only on what the observer knows and on rng (sort the unseen cards
   * before shuffling them), or the AI's choice would depend on hidden
   * information (tests/model/test-ai.c checks this). */
  void              (*determinize)     (void               *state,
                                        guint               observer,
                                        LudusRng           *rng);
  /* How many times hidden information has been revealed so far (a card
   * turned, tokens drawn, a region dealt).  Undo never crosses a change of
   * this counter, whoever plays, unless the game is in practice mode. */
  guint             (*reveal_count)    (const void         *state);
  /* Optional: what the reveal that just happened showed every player, as a
   * key (equal keys for outcomes no player can tell apart, such as two
   * identical cards), called after a move that changed reveal_count.  The
   * hard level's search then keeps the moves after each outcome apart, as a
   * player who has seen it would.  NULL: the search does not. */
  guint64           (*reveal_outcome)  (const void         *state);
  /* Optional (online play): the state's LudusChance, through which every
   * chance players see is resolved (ludus-chance.h); NULL: the game cannot
   * be played online. */
  LudusChance      *(*chance)          (void               *state);

  /* Optional: the notation of the move that passes ("p"), so that a balance
   * check can tell when a player had nothing to do but pass; NULL: the
   * game has no pass. */
  const char         *pass_notation;
  /* Notation: a short ASCII token per move, used in saves, logs and the CLI. */
  void              (*format_move)     (const void         *state,
                                        const LudusMove    *move,
                                        char               *buffer);  /* LUDUS_NOTATION_SIZE */
  gboolean          (*parse_move)      (const void         *state,
                                        const char         *notation,
                                        LudusMove          *move);
  /* A translated sentence for the log, before the move is applied:
   * "Anna revealed Fur 3".  It may name what the move reveals, so it is
   * only for moves being played.  names has one entry per player. */
  char             *(*describe_move)   (const void         *state,
                                        const LudusMove    *move,
                                        const char * const *names);
  /* Optional: what the move did that its sentence does not say, as a
   * NULL-terminated array of translated lines (NULL: nothing), called after
   * apply with the states before and after it: a day's scoring, a survey,
   * the tokens a dig drew, the final scoring.  The log shows the sentence,
   * then these lines. */
  char            **(*describe_outcome) (const void         *before,
                                         const void         *after,
                                         const LudusMove    *move,
                                         const char * const *names);
  /* Optional: the same for a legal move that is only being offered (e.g. by
   * `ludus-cli moves`), naming nothing its player cannot know yet:
   * "Anna revealed the top card of the deck".  NULL: describe_move never
   * names hidden information. */
  char             *(*describe_choice) (const void         *state,
                                        const LudusMove    *move,
                                        const char * const *names);
  /* Optional: the sentence of a move played, from the states before and
   * after it, for an online guest, whose hidden parts before a reveal were
   * not the host's: what the move revealed is read from after.  NULL:
   * describe_move names nothing hidden. */
  char             *(*describe_played) (const void         *before,
                                        const void         *after,
                                        const LudusMove    *move,
                                        const char * const *names);
  /* Optional: fills one projection per player, the final score each would
   * have if the game ended now (at the end: the final scores).  NULL: the
   * game projects nothing. */
  void              (*project_scores)  (const void         *state,
                                        LudusProjection    *projections);
  /* The scoring breakdown so far, for `ludus-cli replay --json` and tests. */
  JsonNode         *(*breakdown)       (const void         *state);
  /* Optional: the whole public position (what every player can see: card
   * counts, never the order of a hidden deck) as a JSON object, for
   * `ludus-cli show --json`.  Member names are stable ASCII ids, never
   * translated text; doc/cli-show.md is the schema.  NULL: show prints
   * only what the vtable tells (moves, player to move). */
  JsonNode         *(*state_to_json)   (const void         *state);
  /* Puts in a canonical form, in place, everything observer cannot see
   * (the order of unseen cards, of the tokens in a bag, the state's RNG),
   * so that two states look the same to observer exactly when they are
   * byte for byte equal afterwards.  The conformance test checks with it
   * that determinize changes nothing the observer knows. */
  void              (*observer_view)   (void               *state,
                                        guint               observer);

  /* AI support, all optional.  policy_move picks a move index for rollouts
   * and for the easy level (a cheap heuristic; NULL means uniform). */
  guint             (*policy_move)     (const void         *state,
                                        const LudusMove    *moves,
                                        guint               n_moves,
                                        LudusRng           *rng);
  /* Optional: drops, in place, moves the search need not weigh because
   * another legal move is plainly at least as good (the same dig for fewer
   * weeks, say); returns how many remain, at least one.  The rules still
   * offer every move; NULL: the search weighs them all. */
  guint             (*search_moves)    (const void         *state,
                                        LudusMove          *moves,
                                        guint               n_moves);
  /* Optional: each player's expected reward (about their chance to win) in
   * [0, 1] from a state that is not over, so the search can cut long
   * rollouts short (ludus_rewards_from_scores() makes them from expected
   * final scores).  Fills one value per player and returns TRUE, or returns
   * FALSE for a state it cannot judge well (a season half played), where
   * the rollout plays on.  NULL: rollouts play out. */
  gboolean          (*evaluate)        (const void         *state,
                                        double             *values);
  /* The search's budgets, in iterations so that a seed gives the same move
   * on every machine (see ludus-ai-levels.c), and how fast it widens to
   * more moves; 0 for the defaults (1000, 5000, 2.0).  ai_hard_rollout_depth:
   * the moves a hard rollout plays before it asks evaluate (0: it plays
   * out); the normal level always plays out. */
  guint               ai_normal_iterations;
  guint               ai_hard_iterations;
  double              ai_widening;
  guint               ai_hard_rollout_depth;
};

/* The registry of games, in the order the library page shows them. */
const LudusRules * const *ludus_rules_get_all   (guint       *n_rules);
const LudusRules         *ludus_rules_lookup    (const char  *id);

/* The ids of the games that can be played, "mykerinos, medici or thebes",
 * for help texts; and any words as a list in the user's language. */
char                     *ludus_rules_list_ids  (void);
char                     *ludus_list_join       (const char * const *items,
                                                 gboolean            alternatives);

/* For tests only: adds a game that is not shipped (a toy) after the
 * others, with its LudusGame subclass (NULL: LudusGame), so that every
 * test iterating the registry runs it too.  Call it from main(), before
 * anything reads the registry. */
void                      ludus_rules_register_test_game (const LudusRules  *rules,
                                                          GType            (*game_type) (void));

/* Online play (ludus-chance.c): a step with chance told (the host) or
 * imposed (a guest); see ludus-chance.h. */
gboolean ludus_chance_init  (const LudusRules   *rules,
                             void               *state,
                             gconstpointer       content,
                             const LudusSetup   *setup,
                             const LudusOutcome *imposed,
                             LudusOutcome       *told,
                             GError            **error);
gboolean ludus_chance_apply (const LudusRules   *rules,
                             void               *state,
                             const LudusMove    *move,
                             const LudusOutcome *imposed,
                             LudusOutcome       *told,
                             GError            **error);

G_END_DECLS
