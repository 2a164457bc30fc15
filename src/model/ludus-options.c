/* ludus-options.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The seed is not part of the JSON form: saves keep it at their top level,
 * as a string, because JSON numbers lose precision past 2^53.
 */

#define G_LOG_DOMAIN "ludus-options"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ludus-json.h"
#include "ludus-options.h"

G_DEFINE_BOXED_TYPE (LudusOptions, ludus_options, ludus_options_copy, ludus_options_free)

/**
 * ludus_options_new:
 * @rules: the game
 * @n_seats: the number of players, within the game's range
 *
 * The defaults: seat 1 is a human, the others computers at the normal
 * level; no names (shown as "Player 1" and so on, in the language of the
 * day: ludus_options_dup_seat_name()); the game's colours in order; shuffled; a
 * random seed.
 *
 * Returns: (transfer full): new options
 */
LudusOptions *
ludus_options_new (const LudusRules *rules,
                   guint             n_seats)
{
  LudusOptions *self;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (n_seats >= 1 && n_seats <= LUDUS_MAX_PLAYERS, NULL);

  self = g_new0 (LudusOptions, 1);
  self->n_seats = n_seats;
  for (guint i = 0; i < n_seats; i++)
    {
      self->seats[i].human = i == 0;
      self->seats[i].level = LUDUS_AI_NORMAL;
      /* More seats than the game takes (its init refuses them): any colour. */
      self->seats[i].colour = i < rules->n_colours ? rules->colours[i] : i;
    }
  self->shuffle = TRUE;
  self->seed = ((guint64) g_random_int () << 32) | g_random_int ();
  return self;
}

LudusOptions *
ludus_options_copy (const LudusOptions *self)
{
  LudusOptions *copy;

  g_return_val_if_fail (self != NULL, NULL);

  copy = g_memdup2 (self, sizeof *self);
  for (guint i = 0; i < self->n_seats; i++)
    copy->seats[i].name = g_strdup (self->seats[i].name);
  return copy;
}

void
ludus_options_free (LudusOptions *self)
{
  if (self == NULL)
    return;

  for (guint i = 0; i < self->n_seats; i++)
    g_free (self->seats[i].name);
  g_free (self);
}

/* The characters a name never keeps: controls (C0, DEL, C1: a newline or
 * a tab breaks the lines of `ludus-cli replay --log`) and the bidi
 * embeddings, overrides and isolates, which reorder the text around the
 * name (a library row read backwards).  The marks U+200E and U+200F and
 * right-to-left letters themselves stay: they only affect the name. */
static gboolean
is_unwanted (gunichar c)
{
  return g_unichar_iscntrl (c) ||
         (c >= 0x202A && c <= 0x202E) ||
         (c >= 0x2066 && c <= 0x2069);
}

/**
 * ludus_options_clean_name:
 * @name: (nullable): a player's name from anywhere: typed, a save, the
 *   statistics file, the command line
 * @length: its length in bytes, or -1 when nul-terminated
 *
 * The one sanitizer every name goes through before it enters the model:
 * valid UTF-8 (an invalid sequence, such as a lone surrogate a JSON
 * parser let through, becomes U+FFFD), without controls or bidi
 * overrides, and without spaces at either end.  It does not shorten:
 * callers apply LUDUS_SEAT_NAME_MAX, refusing or cutting as they must.
 *
 * Returns: (transfer full) (nullable): the clean name, or %NULL when
 *   nothing is left of it
 */
char *
ludus_options_clean_name (const char *name,
                          gssize      length)
{
  g_autofree char *valid = NULL;
  GString *clean;

  if (name == NULL)
    return NULL;

  valid = g_utf8_make_valid (name, length);
  clean = g_string_sized_new (strlen (valid));
  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (!is_unwanted (c))
        g_string_append_unichar (clean, c);
    }
  g_strstrip (clean->str);
  clean->len = strlen (clean->str);
  if (clean->len == 0)
    {
      g_string_free (clean, TRUE);
      return NULL;
    }
  return g_string_free (clean, FALSE);
}

/**
 * ludus_options_clean_text:
 * @text: a name or a line of chat, as typed or as it came
 * @length: its length in bytes, or -1 when nul-terminated
 * @max_chars: the most characters it may keep
 *
 * ludus_options_clean_name(), then cut to @max_chars characters: for what
 * must fit a limit rather than be refused past it.
 *
 * Returns: (transfer full) (nullable): the clean text, or %NULL when
 *   nothing is left of it
 */
char *
ludus_options_clean_text (const char *text,
                          gssize      length,
                          guint       max_chars)
{
  char *clean = ludus_options_clean_name (text, length);

  if (clean != NULL && g_utf8_strlen (clean, -1) > max_chars)
    *g_utf8_offset_to_pointer (clean, max_chars) = '\0';
  return clean;
}

/**
 * ludus_options_set_seat:
 * @name: (nullable): the name the player typed, or %NULL for none
 *
 * The name is cleaned (ludus_options_clean_name()) and cut to
 * LUDUS_SEAT_NAME_MAX characters.
 */
void
ludus_options_set_seat (LudusOptions *self,
                        guint         seat,
                        const char   *name,
                        gboolean      human,
                        LudusAiLevel  level)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (seat < self->n_seats);
  g_return_if_fail (level < LUDUS_AI_N_LEVELS);

  g_free (self->seats[seat].name);
  self->seats[seat].name = ludus_options_clean_text (name, -1, LUDUS_SEAT_NAME_MAX);
  self->seats[seat].human = human;
  self->seats[seat].level = level;
}

/**
 * ludus_options_dup_seat_name:
 * @seat: a seat
 *
 * The seat's name as players see it: the name typed for it, or the
 * default "Player 2" translated into the current language.  Default names
 * are never stored, so a game continued in another language reads in it.
 *
 * Returns: (transfer full): the name
 */
char *
ludus_options_dup_seat_name (const LudusOptions *self,
                             guint               seat)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);

  if (self->seats[seat].name != NULL)
    return g_strdup (self->seats[seat].name);
  /* Translators: the default name of a seat, e.g. "Player 2". */
  return g_strdup_printf (_("Player %u"), seat + 1);
}

guint
ludus_options_get_n_humans (const LudusOptions *self)
{
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);

  for (guint i = 0; i < self->n_seats; i++)
    n += self->seats[i].human ? 1 : 0;
  return n;
}

void
ludus_options_to_setup (const LudusOptions *self,
                        LudusSetup         *setup)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (setup != NULL);

  memset (setup, 0, sizeof *setup);
  setup->n_players = self->n_seats;
  setup->variants = self->variants;
  setup->shuffle = self->shuffle;
  setup->seed = self->seed;
}

/* Returns FALSE when the game has no such variant. */
gboolean
ludus_options_set_variant (LudusOptions     *self,
                           const LudusRules *rules,
                           const char       *variant_id,
                           gboolean          enabled)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (variant_id != NULL, FALSE);

  for (guint i = 0; i < rules->n_variants && i < 32; i++)
    if (strcmp (rules->variants[i].id, variant_id) == 0)
      {
        if (enabled)
          self->variants |= 1u << i;
        else
          self->variants &= ~(1u << i);
        return TRUE;
      }
  return FALSE;
}

/**
 * ludus_options_to_json:
 *
 * Returns: (transfer full): `{"seats": [{"name", "human", "level", "colour"}],
 *   "variants": ["big-stocks"], "shuffle": true, "practice": false}`; a seat
 *   without a name has no "name" member
 */
JsonNode *
ludus_options_to_json (const LudusOptions *self,
                       const LudusRules   *rules)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (rules != NULL, NULL);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->n_seats; i++)
    {
      json_builder_begin_object (builder);
      if (self->seats[i].name != NULL)
        {
          json_builder_set_member_name (builder, "name");
          json_builder_add_string_value (builder, self->seats[i].name);
        }
      json_builder_set_member_name (builder, "human");
      json_builder_add_boolean_value (builder, self->seats[i].human);
      json_builder_set_member_name (builder, "level");
      json_builder_add_string_value (builder, ludus_ai_level_to_string (self->seats[i].level));
      json_builder_set_member_name (builder, "colour");
      json_builder_add_int_value (builder, self->seats[i].colour);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "variants");
  json_builder_begin_array (builder);
  for (guint i = 0; i < rules->n_variants && i < 32; i++)
    if (self->variants & (1u << i))
      json_builder_add_string_value (builder, rules->variants[i].id);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "shuffle");
  json_builder_add_boolean_value (builder, self->shuffle);
  json_builder_set_member_name (builder, "practice");
  json_builder_add_boolean_value (builder, self->practice);
  /* Only when set, so saves without hints read as before. */
  if (self->hints_used)
    {
      json_builder_set_member_name (builder, "hints");
      json_builder_add_boolean_value (builder, TRUE);
    }
  if (self->tutorial)
    {
      json_builder_set_member_name (builder, "tutorial");
      json_builder_add_boolean_value (builder, TRUE);
    }
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static gboolean
read_seat (JsonObject  *object,
           const char  *path,
           LudusSeat   *seat,
           GError     **error)
{
  static const char * const levels[] = { "random", "easy", "normal", "hard", NULL };
  const char *raw = NULL;
  g_autofree char *name = NULL;
  gint64 colour;
  guint level;

  G_STATIC_ASSERT (G_N_ELEMENTS (levels) == LUDUS_AI_N_LEVELS + 1);

  /* No name: the player typed none; it is shown translated. */
  if (json_object_has_member (object, "name") &&
      !ludus_json_get_string (object, path, "name", &raw, error))
    return FALSE;
  /* A save may hold anything: the name read is the clean one. */
  if (raw != NULL)
    name = ludus_options_clean_name (raw, -1);
  if (raw != NULL && (name == NULL || g_utf8_strlen (name, -1) > LUDUS_SEAT_NAME_MAX))
    {
      g_autofree char *where = ludus_json_path_member (path, "name");

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   g_dngettext (GETTEXT_PACKAGE, "%s: expected a name of 1 to %d character",
                                "%s: expected a name of 1 to %d characters", LUDUS_SEAT_NAME_MAX),
                   where, LUDUS_SEAT_NAME_MAX);
      return FALSE;
    }
  if (!ludus_json_get_bool (object, path, "human", &seat->human, error) ||
      !ludus_json_get_choice (object, path, "level", levels, &level, error) ||
      !ludus_json_get_int (object, path, "colour", 0, LUDUS_N_PLAYER_COLOURS - 1, &colour, error))
    return FALSE;

  seat->name = g_steal_pointer (&name);
  seat->level = level;
  seat->colour = colour;
  return TRUE;
}

/**
 * ludus_options_new_from_json:
 * @rules: the game
 * @object: the options object
 * @path: its JSON path, for errors ("options")
 * @error: return location for an error
 *
 * Validates everything: the number of seats against the game's range, the
 * seats, the variant ids.  The seed is left at 0.
 *
 * Returns: (transfer full): the options, or %NULL
 */
LudusOptions *
ludus_options_new_from_json (const LudusRules  *rules,
                             JsonObject        *object,
                             const char        *path,
                             GError           **error)
{
  g_autoptr(LudusOptions) self = g_new0 (LudusOptions, 1);
  g_autofree char *seats_path = ludus_json_path_member (path, "seats");
  g_autofree char *variants_path = ludus_json_path_member (path, "variants");
  JsonArray *seats;
  JsonArray *variants;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (object != NULL, NULL);

  seats = ludus_json_get_array (object, path, "seats", rules->min_players, rules->max_players, error);
  if (seats == NULL)
    return NULL;

  for (guint i = 0; i < json_array_get_length (seats); i++)
    {
      g_autofree char *seat_path = ludus_json_path_index (seats_path, i);
      JsonObject *seat = ludus_json_array_object (seats, seats_path, i, error);

      if (seat == NULL || !read_seat (seat, seat_path, &self->seats[i], error))
        return NULL;
      self->n_seats = i + 1;
    }

  variants = ludus_json_get_array (object, path, "variants", 0, rules->n_variants, error);
  if (variants == NULL)
    return NULL;
  for (guint i = 0; i < json_array_get_length (variants); i++)
    {
      const char *id = ludus_json_array_string (variants, variants_path, i, error);

      if (id == NULL)
        return NULL;
      if (!ludus_options_set_variant (self, rules, id, TRUE))
        {
          g_autofree char *where = ludus_json_path_index (variants_path, i);

          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("%s: “%s” is not a variant of this game"), where, id);
          return NULL;
        }
    }

  if (!ludus_json_get_bool (object, path, "shuffle", &self->shuffle, error))
    return NULL;
  /* Optional: saves from before practice mode were played without it. */
  if (json_object_has_member (object, "practice") &&
      !ludus_json_get_bool (object, path, "practice", &self->practice, error))
    return NULL;
  if (json_object_has_member (object, "hints") &&
      !ludus_json_get_bool (object, path, "hints", &self->hints_used, error))
    return NULL;
  if (json_object_has_member (object, "tutorial") &&
      !ludus_json_get_bool (object, path, "tutorial", &self->tutorial, error))
    return NULL;

  return g_steal_pointer (&self);
}

/* An optional string member: "" when absent. */
static gboolean
get_optional_string (JsonObject  *object,
                     const char  *member,
                     const char **value,
                     GError     **error)
{
  *value = "";
  return !json_object_has_member (object, member) ||
         ludus_json_get_string (object, "", member, value, error);
}

/**
 * ludus_options_new_from_setup:
 * @rules: the game
 * @json: a set-up the new-game dialog remembered in the settings:
 *   {"options": {…}, "deck": PATH, "layout": PATH}
 * @deck_path: (out) (transfer full): the deck's path, or %NULL for the
 *   built-in one
 * @layout_path: (out) (transfer full): the layout's path, or %NULL
 * @error: return location for an error
 *
 * Reads a remembered set-up as strictly as a file: the settings are
 * the user's to edit.  The seed is left at 0.
 *
 * Returns: (transfer full): the options, or %NULL
 */
LudusOptions *
ludus_options_new_from_setup (const LudusRules  *rules,
                              const char        *json,
                              char             **deck_path,
                              char             **layout_path,
                              GError           **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(LudusOptions) options = NULL;
  const char *deck, *layout;
  JsonObject *object;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (json != NULL, NULL);
  g_return_val_if_fail (deck_path != NULL && layout_path != NULL, NULL);

  *deck_path = NULL;
  *layout_path = NULL;
  if ((root = ludus_json_parse_data (json, strlen (json), LUDUS_JSON_FILE_SETTINGS, error)) == NULL ||
      (object = ludus_json_root_object (root, error)) == NULL ||
      (object = ludus_json_get_object (object, "", "options", error)) == NULL ||
      (options = ludus_options_new_from_json (rules, object, "options", error)) == NULL)
    return NULL;

  object = json_node_get_object (root);
  if (!get_optional_string (object, "deck", &deck, error) ||
      !get_optional_string (object, "layout", &layout, error))
    return NULL;
  if (deck[0] != '\0')
    *deck_path = g_strdup (deck);
  if (layout[0] != '\0')
    *layout_path = g_strdup (layout);
  return g_steal_pointer (&options);
}
