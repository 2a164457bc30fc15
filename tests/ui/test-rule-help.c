/* test-rule-help.c: the rules at the point of use, in every game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every kind of board element (patron, parcel space, Museum room and wing,
 * area, card, deck, ship, warehouse, place, time track, score line) says its
 * rule as tooltip and accessible description, with the numbers of the
 * rules; Ctrl+F1 on the focused element shows the same rule in a popover,
 * on the board and in the score sheets.  Screenshots of a rule popover per
 * game and language.
 */

#define G_LOG_DOMAIN "test-rule-help"

#include "config.h"

#include <string.h>

#include "ludus-board-view.h"
#include "ludus-rule-help.h"
#include "ludus-test-utils.h"
#include "medici/ludus-medici-day-sheet.h"
#include "medici/ludus-medici-game.h"
#include "mykerinos/ludus-mykerinos-game.h"
#include "mykerinos/ludus-mykerinos-sheet.h"
#include "thebes/ludus-thebes-card-widget.h"
#include "thebes/ludus-thebes-game.h"
#include "thebes/ludus-thebes-score-sheet.h"

static const char * const names[] = { "Anna", "Béla", "Cecília", "Dávid" };

/* The first widget at or under @root whose rule holds @needle (and which
 * takes the focus, if @focusable). */
static GtkWidget *
find_rule_full (GtkWidget  *root,
                const char *needle,
                gboolean    focusable)
{
  g_autoptr(GPtrArray) widgets = ludus_test_list_widgets (root);

  for (guint i = 0; i < widgets->len; i++)
    {
      const char *rule = ludus_rule_help_get (widgets->pdata[i]);

      if (rule != NULL && strstr (rule, needle) != NULL && (!focusable || gtk_widget_get_focusable (widgets->pdata[i])))
        return widgets->pdata[i];
    }
  return NULL;
}

static GtkWidget *
find_rule (GtkWidget  *root,
           const char *needle)
{
  return find_rule_full (root, needle, FALSE);
}

/* The element whose rule holds @needle: its tooltip and its accessible
 * description say the rule, which holds every one of @facts (NULL-ended). */
static GtkWidget *
assert_rule (GtkWidget  *root,
             const char *needle,
             ...)
{
  GtkWidget *element = find_rule (root, needle);
  const char *rule, *fact, *tooltip;
  va_list facts;

  if (element == NULL)
    g_error ("no element's rule says “%s”", needle);
  rule = ludus_rule_help_get (element);
  tooltip = gtk_widget_get_tooltip_text (element);
  g_assert_nonnull (tooltip);
  g_assert_nonnull (strstr (tooltip, rule));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (element), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, rule);
  va_start (facts, needle);
  while ((fact = va_arg (facts, const char *)) != NULL)
    if (strstr (rule, fact) == NULL)
      g_error ("the rule “%s” does not say “%s”", rule, fact);
  va_end (facts);
  return element;
}

/* Focuses @element and presses Ctrl+F1 there: @scope's popover shows the
 * element's rule. */
static void
assert_keyboard (GtkWidget *scope,
                 GtkWidget *element)
{
  GtkWidget *popover;

  g_assert_nonnull (ludus_test_find_shortcut (scope, "<Control>F1", "rule-help.show"));
  g_assert_true (gtk_widget_grab_focus (element));
  g_assert_true (gtk_widget_has_focus (element));
  g_assert_true (gtk_widget_activate_action (element, "rule-help.show", NULL));
  ludus_test_wait_for_frames (scope, 2);
  popover = ludus_rule_help_get_popover (scope);
  g_assert_true (gtk_widget_get_visible (popover));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_popover_get_child (GTK_POPOVER (popover)))), ==,
                   ludus_rule_help_get (element));
  gtk_popover_popdown (GTK_POPOVER (popover));
  ludus_test_iterate ();
}

/* Longer than GTK's tooltip delay (500 ms). */
#define TOOLTIP_SETTLE_MS 600

static gboolean
is_visible (gpointer widget)
{
  return gtk_widget_get_visible (widget);
}

/* The projected score on a player's panel: the "?" beside it takes the
 * focus, says on Ctrl+F1 what a projection counts (@fact among it), and
 * opens on Enter the label's breakdown, then that rule. */
static void
assert_projection (GtkWidget  *view,
                   const char *fact)
{
  g_autoptr(GPtrArray) widgets = ludus_test_list_widgets (view);
  GtkWidget *button = NULL, *focus, *popover, *label;
  const char *rule, *details;

  for (guint i = 0; i < widgets->len && button == NULL; i++)
    if (GTK_IS_MENU_BUTTON (widgets->pdata[i]) &&
        gtk_widget_has_css_class (widgets->pdata[i], "projection-button") &&
        gtk_widget_is_visible (widgets->pdata[i]))
      button = widgets->pdata[i];
  g_assert_nonnull (button);
  rule = ludus_rule_help_get (button);
  g_assert_nonnull (rule);
  g_assert_nonnull (strstr (rule, fact));
  /* No tooltip on what takes the focus (see ludus-projection-label.c). */
  g_assert_null (gtk_widget_get_tooltip_text (button));

  g_assert_true (gtk_widget_grab_focus (button));
  focus = gtk_root_get_focus (gtk_widget_get_root (button));
  g_assert_true (focus != NULL && gtk_widget_is_ancestor (focus, button));
  g_assert_true (gtk_widget_activate_action (focus, "rule-help.show", NULL));
  ludus_test_wait_for_frames (view, 2);
  popover = ludus_rule_help_get_popover (view);
  g_assert_true (gtk_widget_get_visible (popover));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_popover_get_child (GTK_POPOVER (popover)))), ==, rule);
  gtk_popover_popdown (GTK_POPOVER (popover));
  ludus_test_iterate ();

  /* A button's click comes a moment after its activation. */
  g_assert_true (gtk_widget_activate (focus));
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
  ludus_test_wait_until (is_visible, popover);
  label = gtk_widget_get_first_child (gtk_widget_get_parent (button));
  details = gtk_label_get_text (GTK_LABEL (gtk_popover_get_child (GTK_POPOVER (popover))));
  g_assert_true (g_str_has_prefix (details, gtk_widget_get_tooltip_text (label)));
  g_assert_true (g_str_has_suffix (details, rule));
  gtk_popover_popdown (GTK_POPOVER (popover));
  ludus_test_iterate ();
}

/* Applies the first legal move until @done says so. */
static void
play_until (LudusGame *game,
            gboolean (*done) (LudusGame *game))
{
  while (!done (game) && !ludus_game_is_over (game))
    {
      guint n_moves;
      const LudusMove *moves = ludus_game_get_legal_moves (game, &n_moves);
      g_autoptr(GError) error = NULL;

      g_assert_cmpuint (n_moves, >, 0);
      g_assert_true (ludus_game_apply_move (game, &moves[0], &error));
      g_assert_no_error (error);
    }
}

/* @game in a new window: its board view. */
static GtkWidget *
open_view (LudusGame    *game,
           LudusWindow **window_out)
{
  LudusWindow *window = ludus_test_new_window ();
  GtkWidget *view;

  *window_out = window;
  ludus_window_play (window, game);
  ludus_test_wait_for_frames (GTK_WIDGET (window), 5);
  view = ludus_test_find_widget (GTK_WIDGET (window), LUDUS_TYPE_BOARD_VIEW);
  g_assert_nonnull (view);
  return view;
}

static void
close_view (LudusWindow *window)
{
  ludus_test_destroy_window (GTK_WINDOW (window));
  ludus_test_remove_unfinished_games ();
}

/* A score sheet's lines: each heading (@needle, then the @fact its rule
 * states, pairs ending with NULL) says the rule, also on Ctrl+F1. */
static void
assert_sheet_lines (GtkWidget  *floating_sheet,
                    const char *needle,
                    ...)
{
  g_autoptr(GtkWidget) sheet = g_object_ref_sink (floating_sheet);
  va_list pairs;

  gtk_window_present (GTK_WINDOW (sheet));
  ludus_test_wait_for_frames (sheet, 3);
  va_start (pairs, needle);
  for (const char *n = needle; n != NULL; n = va_arg (pairs, const char *))
    {
      GtkWidget *heading = assert_rule (sheet, n, va_arg (pairs, const char *), NULL);

      assert_keyboard (gtk_widget_get_ancestor (heading, GTK_TYPE_GRID), heading);
    }
  va_end (pairs);
  gtk_window_destroy (GTK_WINDOW (sheet));
}

static gboolean
mykerinos_season_over (LudusGame *game)
{
  return ludus_mykerinos_game_get_state (LUDUS_MYKERINOS_GAME (game))->season >= 1;
}

static void
test_mykerinos (void)
{
  g_autoptr(LudusGame) game = ludus_test_new_game ("mykerinos", 3, 3, names, 11, FALSE);
  LudusWindow *window;
  GtkWidget *view = open_view (game, &window);
  static const struct { const char *patron, *power; } patrons[] = {
    { "Lady Violet:", "general stock" },
    { "Lord Lemon:", "pyramid" },
    { "Sir Brown:", "Museum" },
    { "Mrs Blackmore:", "2 cubes" },
    { "Colonel Tangerine:", "3 cubes" },
  };
  GtkWidget *room, *space;

  /* The Museum: each kind of room names its value and its door rule. */
  room = assert_rule (view, "only a player who already holds", "worth 5", "worth 3", "corridor", NULL);
  assert_keyboard (view, room);
  assert_rule (view, "It opens onto this wing’s room worth 5", "A room worth 3", NULL);
  assert_rule (view, "A corridor worth 2", "both its wings", NULL);
  assert_rule (view, "each parcel of", "best room", "or 1 without one", NULL);

  /* The region: a space says what goes there and its parcel's power. */
  space = assert_rule (view, "A cube goes here", NULL);
  g_assert_nonnull (strchr (ludus_rule_help_get (space), ':'));
  assert_keyboard (view, space);
  assert_rule (view, "A pyramid: only Lord Lemon", NULL);
  assert_rule (view, "most cubes here", "passed first", NULL);
  assert_rule (view, "Claimed in the survey", "prestige", NULL);

  /* Each patron of the players' panels names its power. */
  for (guint i = 0; i < G_N_ELEMENTS (patrons); i++)
    assert_rule (view, patrons[i].patron, patrons[i].power, "Tilt one of your parcels", NULL);

  /* The rest of a panel: the score, the stocks and the start player,
   * each also on Ctrl+F1. */
  assert_keyboard (view, assert_rule (view, "Points so far", "prestige", NULL));
  assert_keyboard (view, assert_rule (view, "Your stock holds", "general stock", "Lady Violet", NULL));
  assert_keyboard (view, assert_rule (view, "acts first this season", "passes last", NULL));
  assert_projection (view, "best room held");

  /* The final exhibition's lines. */
  assert_sheet_lines (ludus_mykerinos_sheet_new_exhibition (game, names),
                      "complete set", "5 patrons scores 5 points",
                      "cubes left", "tie",
                      "each parcel of", "best room",
                      "added up", "most points wins",
                      NULL);

  close_view (window);

  /* A season's lines, once the window has let the game go. */
  play_until (game, mykerinos_season_over);
  assert_sheet_lines (ludus_mykerinos_sheet_new_season (game, 0, names),
                      "Instead of a parcel", "general stock",
                      "Claimed in the survey", "prestige scores at once",
                      "Points so far", "exhibition adds",
                      NULL);
}

static gboolean
medici_day_over (LudusGame *game)
{
  return ludus_medici_game_get_state (LUDUS_MEDICI_GAME (game))->day >= 1;
}

/* Cards beyond reach in the market: more than the last three. */
static gboolean
medici_market_shown (LudusGame *game)
{
  return ludus_medici_game_get_state (LUDUS_MEDICI_GAME (game))->market_len > LUDUS_MEDICI_TAKE_REACH;
}

static void
test_medici (void)
{
  g_autoptr(LudusGame) game = ludus_test_new_game ("medici", 3, 3, names, 5, FALSE);
  LudusWindow *window;
  GtkWidget *view, *ship, *card, *warehouse;

  /* A day scored, cards in the market. */
  play_until (game, medici_day_over);
  play_until (game, medici_market_shown);
  view = open_view (game, &window);

  assert_rule (view, "Reveal up to 3 cards", "last card", NULL);
  assert_rule (view, "at the end of the day", NULL);
  card = find_rule_full (view, "at the end of the day", TRUE);
  g_assert_nonnull (card);
  assert_keyboard (view, card);
  assert_rule (view, "A ship holds 5 cards", "30, 15, 0 florins", NULL);
  ship = find_rule_full (view, "A ship holds 5 cards", TRUE);
  g_assert_nonnull (ship);
  assert_keyboard (view, ship);
  assert_rule (view, "Florins for each good", "10 for the most symbols", "5 for the second most",
               "a bonus of 10 every day for 5 or more symbols", NULL);
  warehouse = find_rule_full (view, "Florins for each good", TRUE);
  g_assert_nonnull (warehouse);
  assert_keyboard (view, warehouse);
  assert_rule (view, "after day 3", NULL);
  assert_projection (view, "goods majorities");

  /* A card out of reach says why, naming the rule. */
  g_assert_true (gtk_widget_activate_action (view, "medici.toggle-card", "u", LUDUS_MEDICI_TAKE_REACH + 1));
  ludus_test_iterate ();
  g_assert_nonnull (ludus_test_find_label (view, "Only the last 3 cards of the market can be taken: the last one, "
                                                 "and the ones just before it if you like. This card lies "
                                                 "further back."));

  assert_sheet_lines (ludus_medici_day_sheet_new (game, 0),
                      "the ships earn by value", "30, 15, 0",
                      "Florins for each good", "a bonus of 10",
                      "What the day earned", "bonuses",
                      NULL);

  close_view (window);
}

static void
test_thebes (void)
{
  g_autoptr(LudusGame) game = ludus_test_new_game ("thebes", 2, 2, names, 3, FALSE);
  LudusWindow *window;
  GtkWidget *view = open_view (game, &window);
  GtkWidget *card = ludus_test_find_widget (view, LUDUS_TYPE_THEBES_CARD_WIDGET);
  GtkWidget *place;
  static const struct { LudusThebesCardType type; const char *fact; } kinds[] = {
    { LUDUS_THEBES_CARD_SPECIALIZED, "Closed books of Egypt" },
    { LUDUS_THEBES_CARD_GENERAL, "up to your specialized knowledge" },
    { LUDUS_THEBES_CARD_RUMOUR, "Adds 2 to your specialized knowledge of Egypt" },
    { LUDUS_THEBES_CARD_ASSISTANT, "+1 with 2, +2 with 3 or more" },
    { LUDUS_THEBES_CARD_SHOVEL, "draw more tokens" },
    { LUDUS_THEBES_CARD_CAR, "A trip of 3 steps or more costs a week less" },
    { LUDUS_THEBES_CARD_ZEPPELIN, "cost no weeks" },
    { LUDUS_THEBES_CARD_SPECIAL_PERMIT, "second time in a year" },
    { LUDUS_THEBES_CARD_CONGRESS, "1, 3, 6" },
    { LUDUS_THEBES_CARD_EXHIBITION, "Stage it in London" },
  };

  /* The places of the map. */
  place = assert_rule (view, "Dig here", "permit", "first to dig", NULL);
  assert_keyboard (view, place);
  assert_rule (view, "Swap the 4 research cards", "1 week", NULL);
  assert_rule (view, "Take a research card of", "paying its weeks", NULL);
  assert_rule (view, "No exhibition is staged here", NULL);

  /* The time track says who moves next (also for the keyboard); the
   * tableau's rows their rules. */
  assert_keyboard (view, assert_rule (view, "furthest back in time", NULL));
  assert_rule (view, "The most closed books of a site score 5", "3 each", NULL);
  assert_rule (view, "allows one dig a year", NULL);
  assert_keyboard (view, find_rule_full (view, "allows one dig a year", TRUE));
  assert_rule (view, "Each rumour adds 2", NULL);

  assert_sheet_lines (ludus_thebes_score_sheet_new (game),
                      "Congress cards score together",
                      "1, 3, 6, 10, 15, 21, 28 points for 1, 2, 3… cards; more than 7",
                      "Each artifact scores its value", "exhibitions",
                      "Each exhibition staged scores", "points printed",
                      "The most closed books of a site", "score 5",
                      NULL);

  /* Every kind of card says its rule, with the numbers of the rules. */
  g_assert_nonnull (card);
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      LudusThebesCard shown = {
        .type = kinds[i].type, .city = LUDUS_THEBES_PLACE_LON, .site = LUDUS_THEBES_SITE_EGY,
        .value = 2, .weeks = 3,
      };

      ludus_thebes_card_widget_set_card (LUDUS_THEBES_CARD_WIDGET (card), &shown);
      assert_rule (card, kinds[i].fact, NULL);
    }
  /* The card on display takes the focus for Ctrl+F1. */
  assert_keyboard (view, card);
  ludus_thebes_card_widget_set_card (LUDUS_THEBES_CARD_WIDGET (card), NULL);
  g_assert_null (ludus_rule_help_get (card));
  assert_projection (view, "closed books");

  close_view (window);
}

/* The first legal Thebes move of @action for which @fits holds, if any. */
static const LudusMove *
thebes_legal (LudusGame         *game,
              LudusThebesAction  action,
              gboolean         (*fits) (const LudusThebesState *state,
                                        const LudusThebesMove  *move))
{
  const LudusThebesState *state = ludus_thebes_game_get_state (LUDUS_THEBES_GAME (game));
  guint n_moves;
  const LudusMove *moves = ludus_game_get_legal_moves (game, &n_moves);

  for (guint i = 0; i < n_moves; i++)
    {
      const LudusThebesMove *m = (const LudusThebesMove *) moves[i].bytes;

      if (m->action == action && (fits == NULL || fits (state, m)))
        return &moves[i];
    }
  return NULL;
}

static gboolean
takes_knowledge (const LudusThebesState *state,
                 const LudusThebesMove  *move)
{
  return !move->zeppelin &&
         state->content->cards[state->display[move->slot]].type == LUDUS_THEBES_CARD_SPECIALIZED;
}

/* The dig panel, while a person chooses a dig: the knowledge counted, each
 * choice of weeks on the time wheel, then the tokens drawn, each with its
 * rule, on Ctrl+F1 too. */
static void
test_thebes_dig (void)
{
  g_autoptr(LudusGame) game = ludus_test_new_game ("thebes", 2, 2, names, 3, FALSE);
  const LudusMove *dig;
  const LudusThebesMove *m;
  LudusWindow *window;
  GtkWidget *view, *wheel = NULL;
  g_autoptr(GError) error = NULL;
  char notation[LUDUS_NOTATION_SIZE];

  /* Both take specialized knowledge until the one to play can dig. */
  while ((dig = thebes_legal (game, LUDUS_THEBES_ACTION_DIG, NULL)) == NULL)
    {
      const LudusMove *take = thebes_legal (game, LUDUS_THEBES_ACTION_CARD, takes_knowledge);

      if (take == NULL)
        take = thebes_legal (game, LUDUS_THEBES_ACTION_SWAP, NULL);
      g_assert_nonnull (take);
      g_assert_true (ludus_game_apply_move (game, take, &error));
      g_assert_no_error (error);
    }
  m = (const LudusThebesMove *) dig->bytes;
  ludus_game_get_rules (game)->format_move (ludus_game_get_state (game), dig, notation);
  view = open_view (game, &window);

  assert_keyboard (view, assert_rule (view, "Knowledge for a dig", "general knowledge", "at most 12", NULL));
  g_assert_true (gtk_widget_activate_action (view, "thebes.choose-place", "u", (guint) m->dest));
  ludus_test_wait_for_frames (view, 2);
  for (GtkWidget *w = find_rule (view, "The time wheel"); w != NULL; w = gtk_widget_get_next_sibling (w))
    if (gtk_widget_is_sensitive (w))
      {
        wheel = w;
        break;
      }
  g_assert_nonnull (wheel);
  assert_rule (wheel, "The time wheel", "more weeks", "more tokens", NULL);
  /* The tooltip names the choice: its weeks and tokens. */
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (wheel), "weeks: "));
  assert_keyboard (view, wheel);

  g_assert_true (gtk_widget_activate_action (view, "thebes.choose-weeks", "u", (guint) m->weeks));
  g_assert_true (gtk_widget_activate_action (view, "thebes.confirm", NULL));
  ludus_test_wait_for_frames (view, 2);
  g_assert_cmpstr (ludus_game_get_move_notation (game, ludus_game_get_n_moves (game) - 1), ==, notation);
  assert_keyboard (view, assert_rule (view, "dirt goes back into the bag", "knowledge tokens are books", NULL));

  close_view (window);
}

/* The window as a person sees it, with the rule popover over it. */
static void
save_with_popover (GtkWindow  *window,
                   GtkWidget  *popover,
                   const char *name)
{
  g_autofree char *path = g_strdup_printf ("%s/%s.png", g_getenv ("LUDUS_SCREENSHOT_DIR"), name);
  g_autoptr(GdkPaintable) window_paintable = gtk_widget_paintable_new (GTK_WIDGET (window));
  g_autoptr(GdkPaintable) popover_paintable = gtk_widget_paintable_new (popover);
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (popover));
  int width = gtk_widget_get_width (GTK_WIDGET (window));
  int height = gtk_widget_get_height (GTK_WIDGET (window));
  double window_x, window_y, popover_x, popover_y;
  GtkSnapshot *snapshot = gtk_snapshot_new ();

  g_assert_cmpint (g_mkdir_with_parents (g_getenv ("LUDUS_SCREENSHOT_DIR"), 0755), ==, 0);
  /* The popup lies relative to the window's surface, both with their
   * shadows' margins. */
  gtk_native_get_surface_transform (GTK_NATIVE (window), &window_x, &window_y);
  gtk_native_get_surface_transform (GTK_NATIVE (popover), &popover_x, &popover_y);
  gdk_paintable_snapshot (window_paintable, snapshot, width, height);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT (gdk_popup_get_position_x (GDK_POPUP (surface)) + popover_x - window_x,
                                                gdk_popup_get_position_y (GDK_POPUP (surface)) + popover_y - window_y));
  gdk_paintable_snapshot (popover_paintable, snapshot,
                          gtk_widget_get_width (popover), gtk_widget_get_height (popover));
  gtk_snapshot_restore (snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("wrote %s", path);
}

typedef struct
{
  const char *game_id;
  const char *language;
  const char *needle;   /* the English rule of the element shot */
} Shot;

/* Where @element lies under @root: the child's index at each level. */
static GArray *
widget_path (GtkWidget *root,
             GtkWidget *element)
{
  GArray *path = g_array_new (FALSE, FALSE, sizeof (guint));

  for (GtkWidget *w = element; w != root; w = gtk_widget_get_parent (w))
    {
      guint index = 0;

      g_assert_nonnull (w);
      for (GtkWidget *sibling = gtk_widget_get_prev_sibling (w);
           sibling != NULL;
           sibling = gtk_widget_get_prev_sibling (sibling))
        index++;
      g_array_prepend_val (path, index);
    }
  return path;
}

static GtkWidget *
follow_path (GtkWidget    *root,
             const GArray *path)
{
  GtkWidget *w = root;

  for (guint i = 0; i < path->len && w != NULL; i++)
    {
      w = gtk_widget_get_first_child (w);
      for (guint n = 0; n < g_array_index (path, guint, i) && w != NULL; n++)
        w = gtk_widget_get_next_sibling (w);
    }
  return w;
}

/* The element whose English rule holds the shot's words, in the shot's
 * language, its rule in a popover after Ctrl+F1. */
static void
test_screenshot (gconstpointer data)
{
  const Shot *shot = data;
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(GArray) path = NULL;
  g_autofree char *name = g_strdup_printf ("%s-rule-help-%s-light", shot->game_id, shot->language);
  g_autofree char *english = NULL;
  LudusWindow *window;
  GtkWidget *view, *element, *popover;

  game = ludus_test_new_game (shot->game_id, 3, 3, names, 5, FALSE);
  view = open_view (game, &window);
  element = find_rule_full (view, shot->needle, TRUE);
  g_assert_nonnull (element);
  english = g_strdup (ludus_rule_help_get (element));
  path = widget_path (view, element);
  ludus_test_destroy_window (GTK_WINDOW (window));
  g_clear_object (&game);

  ludus_test_set_language (shot->language);
  game = ludus_test_new_game (shot->game_id, 3, 3, names, 5, FALSE);
  view = open_view (game, &window);
  element = follow_path (view, path);
  g_assert_nonnull (element);
  g_assert_nonnull (ludus_rule_help_get (element));
  if (!g_str_equal (shot->language, "en"))
    g_assert_cmpstr (ludus_rule_help_get (element), !=, english);

  g_assert_true (gtk_widget_grab_focus (element));
  g_assert_true (gtk_widget_activate_action (element, "rule-help.show", NULL));
  ludus_test_wait_for_frames (GTK_WIDGET (window), 5);
  popover = ludus_rule_help_get_popover (view);
  g_assert_true (gtk_widget_get_mapped (popover));
  save_with_popover (GTK_WINDOW (window), popover, name);

  gtk_popover_popdown (GTK_POPOVER (popover));
  /* The popover's grab ends with a crossing event that arms GTK 4.8's
   * tooltip timer: let it run out while the window is still there, or it
   * fires on the destroyed window's surface (a critical). */
  ludus_test_run_for (TOOLTIP_SETTLE_MS);
  close_view (window);
  ludus_test_set_language ("en");
}

int
main (int   argc,
      char *argv[])
{
  static const char * const languages[] = { "en", "hu", "sk", "es" };
  static Shot shots[3 * G_N_ELEMENTS (languages)];
  static const struct { const char *game_id, *needle; } elements[] = {
    { "mykerinos", "only a player who already holds" },
    { "medici", "A ship holds" },
    { "thebes", "Dig here" },
  };
  gboolean screenshots = TRUE;

  for (int i = 1; i < argc; i++)
    if (g_str_equal (argv[i], "--no-screenshots"))
      screenshots = FALSE;
  ludus_test_init (&argc, &argv);

  g_test_add_func ("/rule-help/mykerinos", test_mykerinos);
  g_test_add_func ("/rule-help/medici", test_medici);
  g_test_add_func ("/rule-help/thebes", test_thebes);
  g_test_add_func ("/rule-help/thebes-dig", test_thebes_dig);

  for (guint g = 0; screenshots && g < G_N_ELEMENTS (elements); g++)
    for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
      {
        Shot *shot = &shots[g * G_N_ELEMENTS (languages) + l];
        g_autofree char *path = g_strdup_printf ("/ui/screenshot/rule-help/%s/%s",
                                                 elements[g].game_id, languages[l]);

        *shot = (Shot) { elements[g].game_id, languages[l], elements[g].needle };
        g_test_add_data_func (path, shot, test_screenshot);
      }

  return g_test_run ();
}
