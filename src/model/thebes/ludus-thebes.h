/* ludus-thebes.h: the Thebes rules core
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Archaeologists collect research cards in European cities, dig at five
 * sites and stage exhibitions; every action costs weeks on a shared time
 * track and the player furthest back in time moves next.  The rules are in
 * shared/spec/thebes.md.
 */

#pragma once

#include "ludus-json.h"
#include "ludus-rules.h"

G_BEGIN_DECLS

extern const LudusRules ludus_thebes_rules;

/* The map: seven cities, then five dig sites.  The ids are fixed (the
 * cards and exhibitions refer to them); the layout file gives their kind,
 * drawing position and the roads. */
typedef enum
{
  LUDUS_THEBES_PLACE_LON,
  LUDUS_THEBES_PLACE_PAR,
  LUDUS_THEBES_PLACE_BER,
  LUDUS_THEBES_PLACE_WAR,
  LUDUS_THEBES_PLACE_MOS,
  LUDUS_THEBES_PLACE_VIE,
  LUDUS_THEBES_PLACE_ROM,
  LUDUS_THEBES_PLACE_GRE,
  LUDUS_THEBES_PLACE_CRE,
  LUDUS_THEBES_PLACE_EGY,
  LUDUS_THEBES_PLACE_PAL,
  LUDUS_THEBES_PLACE_MES,
  LUDUS_THEBES_N_PLACES
} LudusThebesPlace;

#define LUDUS_THEBES_FIRST_SITE       LUDUS_THEBES_PLACE_GRE
#define LUDUS_THEBES_N_SITES          5
#define LUDUS_THEBES_SITE_PLACE(s)    ((LudusThebesPlace) (LUDUS_THEBES_FIRST_SITE + (s)))
#define LUDUS_THEBES_PLACE_IS_SITE(p) ((p) >= LUDUS_THEBES_FIRST_SITE && (p) < LUDUS_THEBES_N_PLACES)

typedef enum
{
  LUDUS_THEBES_SITE_GRE,
  LUDUS_THEBES_SITE_CRE,
  LUDUS_THEBES_SITE_EGY,
  LUDUS_THEBES_SITE_PAL,
  LUDUS_THEBES_SITE_MES,
} LudusThebesSite;

typedef enum
{
  LUDUS_THEBES_CARD_SPECIALIZED,    /* value × closed book of a site */
  LUDUS_THEBES_CARD_GENERAL,        /* value × open book */
  LUDUS_THEBES_CARD_RUMOUR,         /* +2 knowledge of a site for one dig */
  LUDUS_THEBES_CARD_ASSISTANT,
  LUDUS_THEBES_CARD_SHOVEL,
  LUDUS_THEBES_CARD_CAR,
  LUDUS_THEBES_CARD_ZEPPELIN,
  LUDUS_THEBES_CARD_SPECIAL_PERMIT,
  LUDUS_THEBES_CARD_CONGRESS,
  LUDUS_THEBES_CARD_EXHIBITION,     /* not a research card: never in the display */
  LUDUS_THEBES_N_CARD_TYPES
} LudusThebesCardType;

#define LUDUS_THEBES_MAX_RESEARCH     96
#define LUDUS_THEBES_MAX_EXHIBITIONS  16
#define LUDUS_THEBES_MAX_CARDS        (LUDUS_THEBES_MAX_RESEARCH + LUDUS_THEBES_MAX_EXHIBITIONS)
#define LUDUS_THEBES_MAX_RUMOURS      16
#define LUDUS_THEBES_BAG_TOKENS       31
#define LUDUS_THEBES_DISPLAY_SIZE     4
#define LUDUS_THEBES_N_SLOTS          3      /* exhibition slots a, b, c */
#define LUDUS_THEBES_WHEEL_SIZE       12
#define LUDUS_THEBES_MAX_PLAYERS      4
#define LUDUS_THEBES_WEEKS_PER_YEAR   52
#define LUDUS_THEBES_FIRST_YEAR       1901
#define LUDUS_THEBES_END_TIME         156    /* week 1 of 1904 */
#define LUDUS_THEBES_NONE             0xff
#define LUDUS_THEBES_MAX_ROADS        (LUDUS_THEBES_N_PLACES * (LUDUS_THEBES_N_PLACES - 1) / 2)

/* End of game scoring (spec §7): closed books of a site score
 * MAJORITY_POINTS for the single most, SHARED_MAJORITY_POINTS each when
 * tied; congress cards score as a set, CONGRESS_CAP or more cards scoring
 * no more than CONGRESS_CAP (see ludus_thebes_congress_points). */
/* Spec §3–§4: a rumour adds RUMOUR_KNOWLEDGE to its site's specialized
 * knowledge for one dig; HELPERS_PAIR assistants (or shovels) add 1 and
 * HELPERS_MOST or more add 2; a car saves a week on trips of CAR_STEPS steps
 * or more. */
#define LUDUS_THEBES_RUMOUR_KNOWLEDGE 2
#define LUDUS_THEBES_HELPERS_PAIR     2
#define LUDUS_THEBES_HELPERS_MOST     3
#define LUDUS_THEBES_CAR_STEPS        3
/* Weeks a swap of the display costs, one more for each swap straight after. */
#define LUDUS_THEBES_SWAP_WEEKS       1

#define LUDUS_THEBES_MAJORITY_POINTS         5
#define LUDUS_THEBES_SHARED_MAJORITY_POINTS  3
#define LUDUS_THEBES_CONGRESS_CAP            7

/* A token in a bag: 0 is dirt, 1–15 an artifact of that value, a knowledge
 * token is LUDUS_THEBES_TOKEN_BOOK | site (a closed book of that site) or
 * LUDUS_THEBES_TOKEN_GENERAL (an open book). */
#define LUDUS_THEBES_TOKEN_DIRT       0x00
#define LUDUS_THEBES_TOKEN_BOOK       0x10
#define LUDUS_THEBES_TOKEN_GENERAL    0x20

typedef struct
{
  guint8 type;          /* LudusThebesCardType */
  guint8 city;          /* LudusThebesPlace where it is taken or shown */
  guint8 site;          /* LudusThebesSite for specialized and rumour cards */
  guint8 value;         /* books for knowledge cards, VP for exhibitions */
  guint8 weeks;
  guint8 large;         /* exhibitions: 1 large (stack 3), 0 small (stack 2) */
  guint8 requires[LUDUS_THEBES_N_SITES];  /* exhibitions: artifacts per site colour */
} LudusThebesCard;

typedef struct
{
  guint8 is_site;
  int    x, y;
} LudusThebesPlaceInfo;

/* Compiled, validated content: immutable, shared by every state. */
typedef struct
{
  char                 *deck_name;
  char                 *layout_name;
  LudusProvenance       deck_provenance;
  LudusProvenance       layout_provenance;
  LudusThebesPlaceInfo  places[LUDUS_THEBES_N_PLACES];
  guint8                start;
  guint8                n_roads;
  guint8                roads[LUDUS_THEBES_MAX_ROADS][2];
  /* Shortest paths in steps, computed from the roads at load. */
  guint8                distance[LUDUS_THEBES_N_PLACES][LUDUS_THEBES_N_PLACES];
  guint8                wheel[LUDUS_THEBES_WHEEL_SIZE][LUDUS_THEBES_WHEEL_SIZE];  /* [K-1][W-1] */
  guint8                n_research;     /* cards 0 .. n_research-1 */
  guint8                n_exhibitions;  /* cards n_research .. n_cards-1 */
  guint8                n_cards;
  LudusThebesCard       cards[LUDUS_THEBES_MAX_CARDS];
  guint8                bags[LUDUS_THEBES_N_SITES][LUDUS_THEBES_BAG_TOKENS];  /* all 31 tokens */
} LudusThebesContent;

typedef struct
{
  gint16  time;             /* absolute week: (year - 1901) × 52 + week - 1 */
  guint16 arrival;          /* higher: arrived later, so higher in a stack */
  guint16 books[LUDUS_THEBES_N_SITES];  /* closed books: cards and tokens */
  guint16 general;          /* open books: cards and tokens */
  guint16 artifact_points;
  guint16 exhibition_points;
  guint8  place;
  guint8  permits_used;     /* bit per site, cleared on entering a new year */
  guint8  book_tokens[LUDUS_THEBES_N_SITES];  /* special-knowledge tokens among the books */
  guint8  general_tokens;   /* general-knowledge tokens among the open books */
  guint8  rumours[LUDUS_THEBES_N_SITES];
  guint8  assistants;
  guint8  shovels;
  guint8  cars;
  guint8  zeppelins;
  guint8  special_permits;
  guint8  congresses;
  guint8  exhibitions;
  guint8  artifacts[LUDUS_THEBES_N_SITES];    /* count per site colour */
  guint8  tokens_from[LUDUS_THEBES_N_SITES];  /* every non-dirt token from each site */
  guint8  n_hand;
  guint8  hand[LUDUS_THEBES_MAX_CARDS];       /* cards held, in order taken */
} LudusThebesPlayer;

typedef struct
{
  const LudusThebesContent *content;
  LudusRng     rng;
  LudusChance  chance;          /* online play: ludus-chance.h */
  guint32      reveals;
  guint16      arrivals;        /* last arrival number handed out */
  guint8       n_players;
  guint8       shuffle;
  guint8       stack3_used;     /* the first reshuffle has taken stack 3 */
  guint8       last_player;     /* who made the previous move, LUDUS_THEBES_NONE */
  guint8       swap_streak;     /* consecutive swaps that move made */
  guint8       bonus_taken;     /* bit per site: first-dig bonus gone */
  guint8       display[LUDUS_THEBES_DISPLAY_SIZE];  /* card ids, LUDUS_THEBES_NONE */
  guint8       slots[LUDUS_THEBES_N_SLOTS];         /* exhibition slots a, b, c */
  guint8       n_pile;          /* draw pile, top at n_pile - 1 */
  guint8       pile_stack2;     /* the bottom cards of the pile still from stack 2 */
  guint8       n_stack3;
  guint8       n_discards;
  guint8       n_bag[LUDUS_THEBES_N_SITES];
  guint8       pile[LUDUS_THEBES_MAX_CARDS];
  guint8       stack3[LUDUS_THEBES_MAX_CARDS];
  guint8       discards[LUDUS_THEBES_MAX_CARDS];
  guint8       bag[LUDUS_THEBES_N_SITES][LUDUS_THEBES_BAG_TOKENS];
  LudusThebesPlayer players[LUDUS_THEBES_MAX_PLAYERS];
} LudusThebesState;

typedef enum
{
  LUDUS_THEBES_ACTION_END,          /* move to the end of time: this player is done */
  LUDUS_THEBES_ACTION_CARD,         /* take display card `slot` */
  LUDUS_THEBES_ACTION_SWAP,         /* Warsaw: replace the display */
  LUDUS_THEBES_ACTION_DIG,
  LUDUS_THEBES_ACTION_EXHIBITION,   /* stage the exhibition in slot `slot` */
} LudusThebesAction;

/* The move overlaid on LudusMove (16 bytes, unused bytes zero). */
typedef struct
{
  guint8 action;      /* LudusThebesAction */
  guint8 dest;        /* LudusThebesPlace travelled to (the current place: no trip) */
  guint8 zeppelin;    /* 1: discard a zeppelin, the trip costs 0 weeks */
  guint8 slot;        /* display slot 0–3 or exhibition slot 0–2 (a–c) */
  guint8 weeks;       /* dig: W, 1–12 */
  guint8 rumours;     /* dig: rumours of the site used (and discarded) */
  guint8 assistant;   /* dig: discard the single assistant for +1 */
  guint8 shovel;      /* dig: discard the single shovel for +1 token */
  guint8 special;     /* dig: discard a special permit (the site's permit is used) */
  guint8 reserved[7];
} LudusThebesMove;

G_STATIC_ASSERT (sizeof (LudusThebesMove) == LUDUS_MOVE_SIZE);

/* The scoring breakdown (so far, or final). */
typedef struct
{
  int artifacts;
  int exhibitions;
  int congress;
  int majority[LUDUS_THEBES_N_SITES];  /* 5, 3 or 0 per site */
  int majorities;
  int total;
} LudusThebesScore;

/* Display names, translated, and the ids used in files and notation. */
const char         *ludus_thebes_place_id       (LudusThebesPlace            place);
const char         *ludus_thebes_place_name     (LudusThebesPlace            place);
const char         *ludus_thebes_site_colour    (LudusThebesSite             site);
const char         *ludus_thebes_card_type_id   (LudusThebesCardType         type);
const char         *ludus_thebes_card_type_name (LudusThebesCardType         type);
char               *ludus_thebes_card_describe  (const LudusThebesContent   *content,
                                                 guint                       card);

/* Content. */
LudusThebesContent *ludus_thebes_content_new    (JsonNode                   *deck,
                                                 JsonNode                   *layout,
                                                 GError                    **error);
void                ludus_thebes_content_free   (LudusThebesContent         *content);
/* The names of the built-in decks and layouts, for LudusRules. */
extern const LudusBuiltinName ludus_thebes_builtin_names[];
void                ludus_thebes_content_compute_distances (LudusThebesContent *content);
guint               ludus_thebes_content_route  (const LudusThebesContent   *content,
                                                 guint                       from,
                                                 guint                       to,
                                                 guint8                     *route,
                                                 guint                       max);
/* Tokens for knowledge K and weeks W; K above 12 reads row 12. */
guint               ludus_thebes_wheel          (const LudusThebesContent   *content,
                                                 guint                       knowledge,
                                                 guint                       weeks);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (LudusThebesContent, ludus_thebes_content_free)

/* Queries for the views and tests. */
/* Points for a set of congress cards: 1, 3, 6, 10, 15, 21, 28 for 1 to 7+. */
guint               ludus_thebes_congress_points (guint                      congresses);
/* The week every marker starts on: week 1 of 1901 with 2 players, week 16
 * with 3, week 1 of 1902 with 4 (absolute weeks, as LudusThebesPlayer.time). */
int                 ludus_thebes_start_time     (guint                       n_players);
guint               ludus_thebes_year           (int                         time);
guint               ludus_thebes_week           (int                         time);
guint               ludus_thebes_travel_weeks   (const LudusThebesState     *state,
                                                 guint                       player,
                                                 LudusThebesPlace            dest);
guint               ludus_thebes_swap_cost      (const LudusThebesState     *state,
                                                 guint                       player);
/* Total knowledge K (capped at 12) for a dig at site with the given
 * rumours used and the single assistant discarded or not; 0 when the
 * player has no specialized knowledge of the site. */
guint               ludus_thebes_dig_knowledge  (const LudusThebesState     *state,
                                                 guint                       player,
                                                 LudusThebesSite             site,
                                                 guint                       rumours,
                                                 gboolean                    discard_assistant);
/* Tokens a dig of the given weeks draws: the time wheel's T(K, W) plus the
 * shovel bonus, 0 when the wheel gives none (no such dig).  The bag may
 * hold fewer: the draw stops when it is empty. */
guint               ludus_thebes_dig_tokens     (const LudusThebesState     *state,
                                                 guint                       player,
                                                 LudusThebesSite             site,
                                                 guint                       rumours,
                                                 gboolean                    discard_assistant,
                                                 gboolean                    discard_shovel,
                                                 guint                       weeks);
/* Weeks the move costs in all (travel and action), for the current player. */
guint               ludus_thebes_move_weeks     (const LudusThebesState     *state,
                                                 const LudusThebesMove      *move);
/* Plays only the trip of move, for the player to move, so that a view can
 * show a move in two steps: the archaeologist at move's destination (its
 * zeppelin discarded if it flies) and its marker advanced by the trip's
 * weeks, on top of its week; the action is not done and nothing is drawn.
 * Returns FALSE, changing nothing, when the move makes no trip (it ends
 * the expedition, or acts where the archaeologist stands). */
gboolean            ludus_thebes_apply_trip     (LudusThebesState          *state,
                                                 const LudusThebesMove     *move);
/* Fills players with every player in turn order: the rearmost marker
 * first, on a shared week the top one first (for drawing the time track). */
void                ludus_thebes_turn_order     (const LudusThebesState    *state,
                                                 guint                     *players);
/* The first display slot holding a card identical in every rule-relevant
 * field (city, type, site, value, weeks) to the one in slot: slot itself
 * when no earlier slot does.  Taking either has the same effect; both are
 * legal moves, and the AI weighs only the first. */
guint               ludus_thebes_display_first_alike (const LudusThebesState *state,
                                                      guint                   slot);
gboolean            ludus_thebes_permit_valid   (const LudusThebesState    *state,
                                                 guint                      player,
                                                 LudusThebesSite            site);
/* Fills one score per player. */
void                ludus_thebes_score          (const LudusThebesState     *state,
                                                 LudusThebesScore           *scores);
/* The rules' project_scores: ludus_thebes_score with its lines. */
void                ludus_thebes_project_scores (const void                 *state,
                                                 LudusProjection            *projections);
/* The whole public position as JSON (ludus-thebes-state-json.c; the
 * schema is in doc/cli-show.md). */
JsonNode           *ludus_thebes_state_to_json  (const LudusThebesState     *state);
/* rules->observer_view: what one player sees, in canonical form. */
void                ludus_thebes_observer_view  (void                        *state,
                                                 guint                        observer);

G_END_DECLS
