/* ludus-mykerinos.h: the Mykerinos rules core
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The state is one memcpy-able struct; the views read it through the
 * accessors below and build moves with the turn builder
 * (ludus-mykerinos-turn.h).  Spaces of the region are numbered slot × 6 + k,
 * where k = row × 3 + column of the space in the slot's own reading order
 * (a portrait slot turns the card a quarter turn: card space (r, c) lies at
 * x + 1 − r, y + c).
 */

#pragma once

#include "ludus-rules.h"

G_BEGIN_DECLS

extern const LudusRules ludus_mykerinos_rules;

#define LUDUS_MYKERINOS_N_PATRONS     5
#define LUDUS_MYKERINOS_PATRON_NONE   5
#define LUDUS_MYKERINOS_N_COLOURS     4
#define LUDUS_MYKERINOS_N_WINGS       5
#define LUDUS_MYKERINOS_N_ROOMS       15
#define LUDUS_MYKERINOS_N_SEASONS     4
#define LUDUS_MYKERINOS_CUBES         25
#define LUDUS_MYKERINOS_MAX_SLOTS     16   /* per season */
#define LUDUS_MYKERINOS_MAX_AREAS     (LUDUS_MYKERINOS_MAX_SLOTS / 2)
#define LUDUS_MYKERINOS_MAX_SPACES    (LUDUS_MYKERINOS_MAX_SLOTS * 6)
#define LUDUS_MYKERINOS_MAX_EDGES     (LUDUS_MYKERINOS_MAX_SPACES * 2)
#define LUDUS_MYKERINOS_MAX_CARDS     128
#define LUDUS_MYKERINOS_MAX_GRID      64   /* slot coordinates are below this */
#define LUDUS_MYKERINOS_NO_PLAYER     0xff

typedef enum
{
  LUDUS_MYKERINOS_VIOLET,
  LUDUS_MYKERINOS_LEMON,
  LUDUS_MYKERINOS_BROWN,
  LUDUS_MYKERINOS_BLACKMORE,
  LUDUS_MYKERINOS_TANGERINE,
} LudusMykerinosPatron;

/* Museum rooms: wing w (0-based) has R3 = w and R5 = 5 + w; corridor
 * 10 + w lies between wing w and wing (w + 1) mod 5. */
#define LUDUS_MYKERINOS_ROOM_R3(w)  (w)
#define LUDUS_MYKERINOS_ROOM_R5(w)  (5 + (w))
#define LUDUS_MYKERINOS_ROOM_C(w)   (10 + (w))

/* A complete set (one parcel of each patron) is worth this at the end. */
#define LUDUS_MYKERINOS_SET_BONUS     5
/* What a wing's exhibition multiplies by for a player holding no room of it. */
#define LUDUS_MYKERINOS_NO_ROOM_VALUE 1
/* Cubes Mrs Blackmore's new excavation and Colonel Tangerine's extension place. */
#define LUDUS_MYKERINOS_BLACKMORE_CUBES 2
#define LUDUS_MYKERINOS_TANGERINE_CUBES 3
/* 2 players: neutral cubes each player takes at the start of a season. */
#define LUDUS_MYKERINOS_NEUTRAL_QUOTA 4

/* What a room multiplies its wing's exhibition by: 3 for a 3-room, 5 for a
 * 5-room, 2 for a corridor (a wing without a room of the player counts 1). */
guint ludus_mykerinos_room_value   (guint room);
/* Own cubes each player takes from the general stock at the start of a
 * season: 11 with 2 or 3 players, 8 with 4. */
guint ludus_mykerinos_season_quota (guint n_players);

/* Display names, keyed like the JSON ids; translate them with gettext. */
extern const char * const ludus_mykerinos_patron_ids[LUDUS_MYKERINOS_N_PATRONS + 1];
extern const char * const ludus_mykerinos_patron_names[LUDUS_MYKERINOS_N_PATRONS + 1];
/* The names the Museum's wing markers show: "Lemon". */
extern const char * const ludus_mykerinos_patron_short_names[LUDUS_MYKERINOS_N_PATRONS];
extern const char * const ludus_mykerinos_colour_ids[LUDUS_MYKERINOS_N_COLOURS];
extern const char * const ludus_mykerinos_colour_names[LUDUS_MYKERINOS_N_COLOURS];

/* A Museum room as the board names it, translated: "Room 5 of the Lemon
 * wing" (ludus-mykerinos-notation.c). */
char    *ludus_mykerinos_room_name         (const guint8 *wing_patron,
                                            guint         room);

/* ---- content ---------------------------------------------------------- */

typedef struct
{
  char   *id;
  guint8  patron;    /* LudusMykerinosPatron or LUDUS_MYKERINOS_PATRON_NONE */
  guint8  prestige;  /* 0, 2, 3 or 5 */
  guint8  pyramids;  /* bit r * 3 + c: card space (r, c) holds a pyramid */
} LudusMykerinosCard;

typedef struct
{
  guint8  x;
  guint8  y;
  guint8  portrait;
} LudusMykerinosSlot;

/* A set of spaces: bit i of w[i / 64]. */
typedef struct
{
  guint64 w[(LUDUS_MYKERINOS_MAX_SPACES + 63) / 64];
} LudusMykerinosBits;

typedef struct
{
  guint              n_slots;
  guint              n_areas;
  guint              width;     /* of the space grid */
  guint              height;
  LudusMykerinosSlot slots[LUDUS_MYKERINOS_MAX_SLOTS];
  guint8             areas[LUDUS_MYKERINOS_MAX_AREAS][2];  /* slot indices, survey order */
  guint8             slot_area[LUDUS_MYKERINOS_MAX_SLOTS];
  /* Computed from the slots. */
  guint8             space_x[LUDUS_MYKERINOS_MAX_SPACES];
  guint8             space_y[LUDUS_MYKERINOS_MAX_SPACES];
  guint8             n_adjacent[LUDUS_MYKERINOS_MAX_SPACES];
  guint8             adjacent[LUDUS_MYKERINOS_MAX_SPACES][4];
  LudusMykerinosBits adjacent_bits[LUDUS_MYKERINOS_MAX_SPACES];
  LudusMykerinosBits all_spaces;
  LudusMykerinosBits area_spaces[LUDUS_MYKERINOS_MAX_AREAS];
  guint              n_edges;
  guint8             edges[LUDUS_MYKERINOS_MAX_EDGES][2];  /* a < b */
} LudusMykerinosSeason;

typedef struct
{
  char                 *deck_name;
  char                 *layout_name;
  LudusMykerinosCard   *cards;
  guint                 n_cards;
  LudusMykerinosSeason  seasons[LUDUS_MYKERINOS_N_SEASONS];
  guint                 n_slots;  /* over all seasons */
} LudusMykerinosContent;

/* Builds content from a validated deck and layout (layout NULL: the
 * built-in standard layout). */
LudusMykerinosContent *ludus_mykerinos_content_new  (JsonNode                     *deck,
                                                     JsonNode                     *layout,
                                                     GError                      **error);
void                   ludus_mykerinos_content_free (LudusMykerinosContent        *content);
/* The names of the built-in decks and layouts, for LudusRules. */
extern const LudusBuiltinName ludus_mykerinos_builtin_names[];
/* One season of a layout, checked as the loader does (@path is @object's,
 * for the error's path). */
gboolean               ludus_mykerinos_season_read  (LudusMykerinosSeason         *season,
                                                     JsonObject                   *object,
                                                     const char                   *path,
                                                     GError                      **error);
/* The grid cell of space @k (card space r * 3 + c) of @slot: portrait
 * slots turn the card a quarter clockwise. */
void                   ludus_mykerinos_slot_space_cell (const LudusMykerinosSlot  *slot,
                                                        guint                      k,
                                                        guint                     *x,
                                                        guint                     *y);

/* ---- moves ------------------------------------------------------------ */

typedef enum
{
  LUDUS_MYKERINOS_MOVE_PASS = 1,
  LUDUS_MYKERINOS_MOVE_PLACE,     /* A, B, or Violet/Lemon/Blackmore/Tangerine */
  LUDUS_MYKERINOS_MOVE_BROWN,     /* Sir Brown: a cube into room */
  LUDUS_MYKERINOS_MOVE_NEUTRAL,   /* 2 players: A or B for the neutral */
  LUDUS_MYKERINOS_MOVE_SKIP,      /* 2 players: no neutral action */
  LUDUS_MYKERINOS_MOVE_CLAIM,     /* survey: take parcel */
  LUDUS_MYKERINOS_MOVE_MUSEUM,    /* survey: book room */
  LUDUS_MYKERINOS_MOVE_DECLINE,   /* survey, 3rd/4th: leave the parcel */
  LUDUS_MYKERINOS_MOVE_DISCARD,   /* survey, 2 players: the neutral's parcel */
} LudusMykerinosMoveKind;

typedef struct
{
  guint8 kind;
  guint8 patron;    /* PLACE: the patron called on, or PATRON_NONE */
  guint8 n_cells;   /* PLACE, NEUTRAL: 1 to 3 */
  guint8 cells[3];  /* spaces, ascending */
  guint8 room;      /* BROWN, MUSEUM */
  guint8 parcel;    /* CLAIM, DISCARD: 0 or 1 within the area */
  guint8 unused[8];
} LudusMykerinosMove;

G_STATIC_ASSERT (sizeof (LudusMykerinosMove) == LUDUS_MOVE_SIZE);

/* ---- state ------------------------------------------------------------ */

typedef enum
{
  LUDUS_MYKERINOS_PHASE_EXCAVATION = 1,
  LUDUS_MYKERINOS_PHASE_NEUTRAL,   /* the current player may act for the neutral */
  LUDUS_MYKERINOS_PHASE_SURVEY,
  LUDUS_MYKERINOS_PHASE_OVER,
} LudusMykerinosPhase;

typedef enum
{
  LUDUS_MYKERINOS_CHOICE_OWN = 1,  /* 1st/2nd: a parcel or the Museum */
  LUDUS_MYKERINOS_CHOICE_NEUTRAL,  /* pick the neutral's parcel */
  LUDUS_MYKERINOS_CHOICE_LEFTOVER, /* 3rd/4th: a parcel or decline */
} LudusMykerinosChoice;

/* ---- season records --------------------------------------------------- */

/* What a survey decided, in order: a player's choice, or what the rules did
 * alone.  The views show these, the log tells them (the same sentences:
 * ludus_mykerinos_describe_event). */
typedef enum
{
  LUDUS_MYKERINOS_EVENT_CLAIM = 1,  /* colour claimed card */
  LUDUS_MYKERINOS_EVENT_MUSEUM,     /* colour booked room */
  LUDUS_MYKERINOS_EVENT_DECLINE,    /* colour declined what was left */
  LUDUS_MYKERINOS_EVENT_DISCARD,    /* colour gave the neutral card */
  LUDUS_MYKERINOS_EVENT_NEUTRAL,    /* the neutral took card, nobody choosing */
  LUDUS_MYKERINOS_EVENT_UNCLAIMED,  /* nobody took card */
} LudusMykerinosEventKind;

typedef struct
{
  guint8 kind;    /* LudusMykerinosEventKind */
  guint8 area;
  guint8 colour;  /* who chose: CLAIM, MUSEUM, DECLINE, DISCARD; else NO_PLAYER */
  guint8 card;    /* CLAIM, DISCARD, NEUTRAL, UNCLAIMED */
  guint8 room;    /* MUSEUM */
} LudusMykerinosSurveyEvent;

/* An area's ranking as its survey began. */
typedef struct
{
  guint8 n_ranked;
  guint8 rank[LUDUS_MYKERINOS_N_COLOURS];   /* colours, best first */
  guint8 cubes[LUDUS_MYKERINOS_N_COLOURS];  /* per colour, in the area */
} LudusMykerinosAreaRecord;

/* An area has at most one event per rank and one per parcel left over. */
#define LUDUS_MYKERINOS_MAX_EVENTS (LUDUS_MYKERINOS_MAX_AREAS * (LUDUS_MYKERINOS_N_COLOURS + 2))

/* What a season's survey decided, recorded by the rules as it happens. */
typedef struct
{
  guint8                    n_areas;   /* areas whose survey began */
  guint8                    n_events;
  /* Once the season is over (season < state->season): */
  guint8                    start_player;  /* passed last: starts the next season */
  LudusMykerinosAreaRecord  areas[LUDUS_MYKERINOS_MAX_AREAS];
  LudusMykerinosSurveyEvent events[LUDUS_MYKERINOS_MAX_EVENTS];
  int                       prestige[LUDUS_MYKERINOS_N_COLOURS];  /* after the survey */
} LudusMykerinosSeasonRecord;

#define LUDUS_MYKERINOS_CARD_UNUSED     0xfe  /* in the deck */
#define LUDUS_MYKERINOS_CARD_IN_REGION  0xfd
#define LUDUS_MYKERINOS_CARD_DISCARDED  0xfc
#define LUDUS_MYKERINOS_CARD_TILTED     0x80  /* flag in card_owner */

typedef struct
{
  const LudusMykerinosContent *content;
  LudusRng rng;
  LudusChance chance;      /* online play: ludus-chance.h */

  guint8  n_players;       /* real players: 2, 3 or 4 */
  guint8  n_colours;       /* colours in play, with the neutral */
  guint8  neutral;         /* colour of the neutral, or NO_PLAYER */
  guint8  phase;
  guint8  season;          /* 0 to 3 */
  guint8  current;
  guint8  start_player;
  guint8  last_turn;       /* the only active player takes one more action */
  guint8  shuffle;         /* FALSE: deck in file order, no turned cards,
                            * wings in patron order, player 0 starts */

  guint8  wing_patron[LUDUS_MYKERINOS_N_WINGS];
  guint8  passing[LUDUS_MYKERINOS_N_COLOURS];   /* passing-track space, 0: active */
  guint8  general[LUDUS_MYKERINOS_N_COLOURS];   /* general stock per colour */
  guint8  stock[LUDUS_MYKERINOS_N_COLOURS];     /* own cubes in personal stocks */
  guint8  neutral_stock[2];                     /* 2 players: neutral cubes held */
  guint8  museum[LUDUS_MYKERINOS_N_ROOMS];      /* colour + 1, 0: free */
  guint8  usable[LUDUS_MYKERINOS_N_COLOURS][LUDUS_MYKERINOS_N_PATRONS]; /* untilted cards */

  /* The region of this season. */
  guint8  region[LUDUS_MYKERINOS_MAX_SPACES];   /* colour + 1, 0: empty */
  guint8  pyramid[LUDUS_MYKERINOS_MAX_SPACES];
  guint8  slot_card[LUDUS_MYKERINOS_MAX_SLOTS];
  guint8  slot_turned[LUDUS_MYKERINOS_MAX_SLOTS];
  /* The same as sets, for fast move lists (ludus_mykerinos_state_sync). */
  LudusMykerinosBits occupied;
  LudusMykerinosBits pyramids;
  LudusMykerinosBits cubes_of[LUDUS_MYKERINOS_N_COLOURS];

  /* The deck: order[next_card..n_cards) is still to be dealt. */
  guint8  order[LUDUS_MYKERINOS_MAX_CARDS];
  guint8  n_cards;
  guint8  next_card;
  guint8  card_owner[LUDUS_MYKERINOS_MAX_CARDS]; /* player (| TILTED) or CARD_* */

  /* The survey in progress. */
  guint8  survey_area;
  guint8  survey_rank[LUDUS_MYKERINOS_N_COLOURS];
  guint8  survey_n_ranked;
  guint8  survey_pos;      /* the rank being served */
  guint8  survey_left;     /* bit k: parcel k of the area is still there */
  guint8  survey_choice;   /* LudusMykerinosChoice */

  guint16 reveals;
  int     score[LUDUS_MYKERINOS_N_COLOURS];
  int     prestige[LUDUS_MYKERINOS_N_COLOURS];

  /* Every survey so far, the one in progress included. */
  LudusMykerinosSeasonRecord records[LUDUS_MYKERINOS_N_SEASONS];

  /* NULL, except in the copy that describe_outcome replays a move in: the
   * rules then narrate surveys and scoring where they happen. */
  struct _LudusMykerinosNarration *narration;
} LudusMykerinosState;

/* The scoring breakdown of one player: prestige on the score track, and the
 * exhibition and sets the player's parcels and rooms are worth (added to
 * the score at the end of the game). */
typedef struct
{
  int prestige;
  int exhibition[LUDUS_MYKERINOS_N_WINGS];  /* per wing: its patron's parcels × best room */
  int sets;
  int total;
} LudusMykerinosScore;

void     ludus_mykerinos_score_player (const LudusMykerinosState *state,
                                       guint                      player,
                                       LudusMykerinosScore       *score);
/* The rules' project_scores: ludus_mykerinos_score_player for every player. */
void     ludus_mykerinos_project_scores (const void              *state,
                                         LudusProjection         *projections);

/* Recomputes the space sets after region or pyramid were edited by hand
 * (tests and puzzles); the rules keep them in step themselves. */
void     ludus_mykerinos_state_sync   (LudusMykerinosState       *state);

/* Accessors for views and tests. */
const LudusMykerinosSeason *ludus_mykerinos_state_season     (const LudusMykerinosState *state);
/* The card in slot of this season's region, or -1. */
int      ludus_mykerinos_state_slot_card   (const LudusMykerinosState *state,
                                            guint                      slot);
/* The colour on space (+1), 0 if empty. */
guint    ludus_mykerinos_state_cube        (const LudusMykerinosState *state,
                                            guint                      space);
gboolean ludus_mykerinos_state_pyramid     (const LudusMykerinosState *state,
                                            guint                      space);
/* Parcels player owns of patron (PATRON_NONE counts the patronless card). */
guint    ludus_mykerinos_state_owned       (const LudusMykerinosState *state,
                                            guint                      player,
                                            guint                      patron);
/* May colour put a cube in room (free, and a 5-room next to a room it holds)? */
gboolean ludus_mykerinos_room_allowed      (const LudusMykerinosState *state,
                                            guint                      colour,
                                            guint                      room);
/* The space on the region grid, or -1. */
int      ludus_mykerinos_season_space_at   (const LudusMykerinosSeason *season,
                                            guint                       x,
                                            guint                       y);

/* The record of season (0-based, at most the current one), or NULL for a
 * season not begun. */
const LudusMykerinosSeasonRecord *ludus_mykerinos_state_record (const LudusMykerinosState *state,
                                                                guint                      season);
/* The log's sentences (ludus-mykerinos-notation.c), translated; names has
 * one per real player.  An event as the log told it: "Anna claimed the
 * parcel of Lord Lemon worth 3 prestige, in area 2". */
char    *ludus_mykerinos_describe_event    (const LudusMykerinosState       *state,
                                            const LudusMykerinosSurveyEvent *event,
                                            const char * const              *names);
/* Place i of an area's ranking: "1. Anna with 4 cubes". */
char    *ludus_mykerinos_describe_rank     (const LudusMykerinosState      *state,
                                            const LudusMykerinosAreaRecord *area,
                                            guint                           i,
                                            const char * const             *names);

/* The whole public position as JSON (ludus-mykerinos-state-json.c; the
 * schema is in doc/cli-show.md). */
JsonNode *ludus_mykerinos_state_to_json    (const LudusMykerinosState *state);
/* rules->observer_view: what one player sees, in canonical form. */
void      ludus_mykerinos_observer_view    (void                      *state,
                                           guint                      observer);

G_END_DECLS
