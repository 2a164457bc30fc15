/* ludus-new-game-dialog.c: who plays, with which rules and deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One dialog for every game: the player range, the variants and the deck
 * come from the game's LudusRules.  The last set-up of each game is kept in
 * the "last-setups" setting (game id → JSON) and offered again next time.
 */

#define G_LOG_DOMAIN "ludus-new-game-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-accessible.h"
#include "ludus-application.h"
#include "ludus-combo-row.h"
#include "ludus-game-ui.h"
#include "ludus-new-game-dialog.h"
#include "ludus-player-colours.h"

typedef struct
{
  AdwEntryRow *row;
  GtkDropDown *kind;    /* human, computer easy, normal, hard */
  GtkDropDown *colour;
} SeatRow;

struct _LudusNewGameDialog
{
  AdwWindow         parent_instance;

  const LudusRules *rules;
  GSettings        *settings;
  GPtrArray        *deck_paths;   /* NULL entry: the built-in deck */
  GPtrArray        *layout_paths; /* NULL entry: the built-in layout; empty: none */
  LudusContent     *content;      /* the chosen deck, loaded */
  GtkSwitch        *variant_switches[32];
  SeatRow           seats[LUDUS_MAX_PLAYERS];
  /* Each column of the seats' drop-downs as wide as its widest, so that
   * the name entries, and their pencils, line up. */
  GtkSizeGroup     *kind_widths;
  GtkSizeGroup     *colour_widths;
  gboolean          recolouring;  /* colours set by the dialog, not the person */

  AdwComboRow      *deck_row;
  GtkLabel         *deck_note;
  AdwComboRow      *layout_row;
  GtkLabel         *error_label;
  GtkSpinButton    *players_spin;
  GtkAdjustment    *players_adjustment;
  AdwPreferencesGroup *players_group;
  AdwEntryRow      *seed_row;
  GtkWidget        *start_button;
  AdwPreferencesGroup *variants_group;
  AdwWindowTitle   *window_title;
};

G_DEFINE_FINAL_TYPE (LudusNewGameDialog, ludus_new_game_dialog, ADW_TYPE_WINDOW)

enum {
  GAME_CREATED,
  PLAY_ONLINE,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

static void
show_error (LudusNewGameDialog *self,
            const char         *message)
{
  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
}

/* A setting changed: the error it may have answered goes, until Start or
 * Play Online says it again. */
static void
forget_error (LudusNewGameDialog *self)
{
  show_error (self, NULL);
}

static guint
get_n_players (LudusNewGameDialog *self)
{
  return (guint) gtk_spin_button_get_value_as_int (self->players_spin);
}

static void
update_seats (LudusNewGameDialog *self)
{
  guint n = get_n_players (self);
  const LudusGameUi *ui = ludus_game_ui_lookup (self->rules->id);

  for (guint i = 0; i < LUDUS_MAX_PLAYERS; i++)
    if (self->seats[i].row != NULL)
      gtk_widget_set_visible (GTK_WIDGET (self->seats[i].row), i < n);
  /* What this number of players changes, if the game says. */
  adw_preferences_group_set_description (self->players_group,
                                         ui != NULL && ui->players_note != NULL ? ui->players_note (n) : NULL);
}

/* The file chosen in row, as the editor lists it: the built-in default
 * (NULL in paths) as its resource URI. */
static char *
chosen_file (AdwComboRow *row,
             GPtrArray   *paths,
             const char  *default_path)
{
  guint selected = adw_combo_row_get_selected (row);
  const char *path;

  if (selected >= paths->len)
    return NULL;
  path = g_ptr_array_index (paths, selected);
  if (path != NULL)
    return g_strdup (path);
  return default_path != NULL ? g_strconcat ("resource://", default_path, NULL) : NULL;
}

static void
update_edit_actions (LudusNewGameDialog *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "new-game.edit-deck",
                                 ludus_application_can_edit (self->rules->id, "deck")
                                 && adw_combo_row_get_selected (self->deck_row) < self->deck_paths->len);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "new-game.edit-layout",
                                 ludus_application_can_edit (self->rules->id, "layout")
                                 && adw_combo_row_get_selected (self->layout_row) < self->layout_paths->len);
}

/* Opens the editor on the chosen file, instead of this dialog. */
static void
edit_activated_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  LudusNewGameDialog *self = LUDUS_NEW_GAME_DIALOG (widget);
  gboolean deck = g_str_equal (action_name, "new-game.edit-deck");
  g_autofree char *path = NULL;

  path = deck ? chosen_file (self->deck_row, self->deck_paths, self->rules->default_deck)
              : chosen_file (self->layout_row, self->layout_paths, self->rules->default_layout);
  if (path == NULL)
    return;
  /* The application opens it, for the window this dialog belongs to. */
  if (!gtk_widget_activate_action (widget, "app.edit-content", "(ss)", self->rules->id, path))
    g_warning ("No application to open the editor on %s", path);
  gtk_window_close (GTK_WINDOW (self));
}

static void
deck_changed_cb (LudusNewGameDialog *self)
{
  forget_error (self);
  update_edit_actions (self);
  g_autoptr(GError) error = NULL;
  guint selected = adw_combo_row_get_selected (self->deck_row);
  guint layout_selected;
  const char *path;
  const char *layout = NULL;

  g_clear_pointer (&self->content, ludus_content_unref);
  if (selected >= self->deck_paths->len)
    return;

  path = g_ptr_array_index (self->deck_paths, selected);
  layout_selected = adw_combo_row_get_selected (self->layout_row);
  if (layout_selected < self->layout_paths->len)
    layout = g_ptr_array_index (self->layout_paths, layout_selected);
  if (path == NULL && layout == NULL)
    self->content = ludus_content_new_default (self->rules, &error);
  else
    self->content = ludus_content_new_from_files (self->rules, path, layout, &error);

  if (self->content == NULL)
    {
      gtk_label_set_text (self->deck_note, error->message);
      gtk_widget_add_css_class (GTK_WIDGET (self->deck_note), "error");
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "new-game.start", FALSE);
      return;
    }

  gtk_widget_remove_css_class (GTK_WIDGET (self->deck_note), "error");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "new-game.start", TRUE);
  switch (ludus_content_get_provenance (self->content))
    {
    case LUDUS_PROVENANCE_RECONSTRUCTED:
      gtk_label_set_text (self->deck_note,
                          _("Reconstructed deck: edit it to match your copy. "
                            "The printed card list is not public, so this deck "
                            "follows the rulebook but may differ from yours."));
      break;

    case LUDUS_PROVENANCE_CUSTOM:
      gtk_label_set_text (self->deck_note, _("A deck made in the editor"));
      break;

    case LUDUS_PROVENANCE_PUBLISHED:
    default:
      gtk_label_set_text (self->deck_note, _("The cards of the printed game"));
      break;
    }
}

/* Lists the player's own files (adding them to @paths) by their names, as
 * the editor does; a name the list already has, or another file's, gets
 * its file's name beside it, so that copies can be told apart. */
static void
append_user_files (GtkStringList *names,
                   GPtrArray     *paths,
                   char         **files,
                   LudusJsonFile  kind)
{
  guint n_files = files != NULL ? g_strv_length (files) : 0;
  g_autoptr(GPtrArray) file_names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) count = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (names)); i++)
    g_hash_table_insert (count, (gpointer) gtk_string_list_get_string (names, i), GUINT_TO_POINTER (1));
  for (guint i = 0; i < n_files; i++)
    {
      char *name = ludus_content_read_display_name (files[i], kind);

      if (name == NULL)
        name = g_path_get_basename (files[i]);
      g_ptr_array_add (file_names, name);
      g_hash_table_insert (count, name,
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (count, name)) + 1));
    }

  for (guint i = 0; i < n_files; i++)
    {
      const char *name = file_names->pdata[i];
      g_autofree char *base = g_path_get_basename (files[i]);

      g_ptr_array_add (paths, g_strdup (files[i]));
      if (GPOINTER_TO_UINT (g_hash_table_lookup (count, name)) > 1 && !g_str_equal (name, base))
        /* Translators: a deck's or board's name, then its file's name */
        gtk_string_list_take (names, g_strdup_printf (_("%s (%s)"), name, base));
      else
        gtk_string_list_append (names, name);
    }
}

static void
populate_decks (LudusNewGameDialog *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_auto(GStrv) files = ludus_content_list_user_files (self->rules, "deck");

  g_ptr_array_add (self->deck_paths, NULL);
  gtk_string_list_append (names, _("Built-in deck"));
  append_user_files (names, self->deck_paths, files, LUDUS_JSON_FILE_DECK);
  adw_combo_row_set_model (self->deck_row, G_LIST_MODEL (names));
}

/* The built-in layouts (the default one first, as NULL) and the
 * player's own, for games laid out from data. */
static void
populate_layouts (LudusNewGameDialog *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_auto(GStrv) builtin = NULL;
  g_auto(GStrv) files = NULL;

  if (self->rules->default_layout == NULL)
    return;

  builtin = ludus_content_list_builtin_files (self->rules, "layout");
  files = ludus_content_list_user_files (self->rules, "layout");
  g_ptr_array_add (self->layout_paths, NULL);
  gtk_string_list_append (names, _("Built-in layout"));
  for (guint i = 0; builtin[i] != NULL; i++)
    {
      g_autofree char *base = g_path_get_basename (builtin[i]);
      g_autofree char *default_base = g_path_get_basename (self->rules->default_layout);
      g_autofree char *name = NULL;

      if (g_str_equal (base, default_base))
        continue;
      name = ludus_content_read_display_name (builtin[i], LUDUS_JSON_FILE_LAYOUT);
      g_ptr_array_add (self->layout_paths, g_strdup (builtin[i]));
      gtk_string_list_append (names, name != NULL ? name : base);
    }
  append_user_files (names, self->layout_paths, files, LUDUS_JSON_FILE_LAYOUT);
  adw_combo_row_set_model (self->layout_row, G_LIST_MODEL (names));
  gtk_widget_set_visible (GTK_WIDGET (self->layout_row), TRUE);
}

/* The colour drop-downs list the game's own colours (rules->colours):
 * their positions there. */
static guint
colour_position (const LudusRules *rules,
                 guint             colour,
                 guint             otherwise)
{
  for (guint i = 0; i < rules->n_colours; i++)
    if (rules->colours[i] == colour)
      return i;
  return otherwise;
}

/* The first colour no seat has but @seat, or the game's number of colours. */
static guint
free_colour (LudusNewGameDialog *self,
             guint               seat)
{
  gboolean used[LUDUS_N_PLAYER_COLOURS] = { FALSE };
  guint colour = 0;

  for (guint i = 0; i < LUDUS_MAX_PLAYERS; i++)
    if (i != seat && self->seats[i].colour != NULL)
      used[MIN (gtk_drop_down_get_selected (self->seats[i].colour), LUDUS_N_PLAYER_COLOURS - 1)] = TRUE;
  while (colour < self->rules->n_colours && used[colour])
    colour++;
  return colour;
}

/* Two seats never share a colour (two players' Mykerinos cubes would look
 * the same): the seat @chosen (if any) keeps the colour it was just given,
 * and of the others the first with a colour keeps it; a seat that clashes
 * takes the first colour that no seat has. */
static void
separate_colours (LudusNewGameDialog *self,
                  GtkDropDown        *chosen)
{
  self->recolouring = TRUE;
  for (guint i = 0; i < LUDUS_MAX_PLAYERS; i++)
    {
      GtkDropDown *colour = self->seats[i].colour;
      gboolean clash;
      guint unused;

      if (colour == NULL || colour == chosen)
        continue;
      clash = chosen != NULL && gtk_drop_down_get_selected (chosen) == gtk_drop_down_get_selected (colour);
      for (guint j = 0; j < i && !clash; j++)
        clash = self->seats[j].colour != chosen &&
                gtk_drop_down_get_selected (self->seats[j].colour) == gtk_drop_down_get_selected (colour);
      if (clash && (unused = free_colour (self, i)) < self->rules->n_colours)
        gtk_drop_down_set_selected (colour, unused);
    }
  self->recolouring = FALSE;
}

static void
colour_chosen_cb (LudusNewGameDialog *self,
                  GParamSpec         *pspec,
                  GtkDropDown        *chosen)
{
  if (!self->recolouring)
    separate_colours (self, chosen);
}

static void
add_seat_row (LudusNewGameDialog *self,
              guint               seat)
{
  static const char * const kinds[] = {
    N_("Human"), N_("Computer, easy"), N_("Computer, normal"), N_("Computer, hard"), NULL,
  };
  const char *translated_kinds[G_N_ELEMENTS (kinds)];
  const char *translated_colours[LUDUS_N_PLAYER_COLOURS + 1];
  g_autofree char *title = g_strdup_printf (_("Player %u"), seat + 1);
  SeatRow *row = &self->seats[seat];

  for (guint i = 0; kinds[i] != NULL; i++)
    translated_kinds[i] = _(kinds[i]);
  translated_kinds[G_N_ELEMENTS (kinds) - 1] = NULL;
  for (guint i = 0; i < self->rules->n_colours; i++)
    translated_colours[i] = ludus_player_colour_name (self->rules->colours[i]);
  translated_colours[self->rules->n_colours] = NULL;

  row->row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row->row), title);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (row->row), LUDUS_SEAT_NAME_MAX);
  g_signal_connect_object (row->row, "changed", G_CALLBACK (forget_error), self, G_CONNECT_SWAPPED);

  row->kind = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (translated_kinds));
  gtk_widget_set_valign (GTK_WIDGET (row->kind), GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (GTK_WIDGET (row->kind), _("Who plays this seat"));
  g_signal_connect_object (row->kind, "notify::selected", G_CALLBACK (forget_error), self, G_CONNECT_SWAPPED);
  gtk_size_group_add_widget (self->kind_widths, GTK_WIDGET (row->kind));
  adw_entry_row_add_suffix (row->row, GTK_WIDGET (row->kind));

  row->colour = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (translated_colours));
  gtk_widget_set_valign (GTK_WIDGET (row->colour), GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (GTK_WIDGET (row->colour), _("Colour"));
  gtk_size_group_add_widget (self->colour_widths, GTK_WIDGET (row->colour));
  g_signal_connect_object (row->colour, "notify::selected", G_CALLBACK (colour_chosen_cb), self,
                           G_CONNECT_SWAPPED);
  adw_entry_row_add_suffix (row->row, GTK_WIDGET (row->colour));

  adw_preferences_group_add (self->players_group, GTK_WIDGET (row->row));
}

static void
add_variant_rows (LudusNewGameDialog *self)
{
  guint n = MIN (self->rules->n_variants, G_N_ELEMENTS (self->variant_switches));

  gtk_widget_set_visible (GTK_WIDGET (self->variants_group), n > 0);
  for (guint i = 0; i < n; i++)
    {
      const LudusVariant *variant = &self->rules->variants[i];
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *toggle = gtk_switch_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(variant->name));
      if (variant->description != NULL)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(variant->description));
      gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
      adw_preferences_group_add (self->variants_group, row);
      self->variant_switches[i] = GTK_SWITCH (toggle);
    }
}

/* What two names that a person reads as one share: "anna" for "Anna". */
static char *
same_name_key (const char *name)
{
  g_autofree char *folded = g_utf8_casefold (name, -1);

  return g_utf8_normalize (folded, -1, G_NORMALIZE_ALL);
}

/* The options as the dialog shows them; NULL with an error if bad. */
static LudusOptions *
collect_options (LudusNewGameDialog  *self,
                 GError             **error)
{
  g_autoptr(LudusOptions) options = ludus_options_new (self->rules, get_n_players (self));
  g_autoptr(GPtrArray) name_keys = g_ptr_array_new_with_free_func (g_free);
  const char *seed_text = gtk_editable_get_text (GTK_EDITABLE (self->seed_row));

  for (guint i = 0; i < options->n_seats; i++)
    {
      SeatRow *row = &self->seats[i];
      /* Left empty: the seat has no name, and is shown as "Player 2" in
       * whatever language the game is later continued in. */
      g_autofree char *name = ludus_options_clean_name (gtk_editable_get_text (GTK_EDITABLE (row->row)), -1);
      guint kind = gtk_drop_down_get_selected (row->kind);

      if (name != NULL && g_utf8_strlen (name, -1) > LUDUS_SEAT_NAME_MAX)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       _("Player %u’s name is longer than %d characters"),
                       i + 1, LUDUS_SEAT_NAME_MAX);
          return NULL;
        }
      ludus_options_set_seat (options, i, name, kind == 0,
                              kind == 0 ? LUDUS_AI_NORMAL : (LudusAiLevel) (LUDUS_AI_EASY + kind - 1));
      options->seats[i].colour = self->rules->colours[MIN (gtk_drop_down_get_selected (row->colour),
                                                           self->rules->n_colours - 1)];
    }

  /* Two players of one name could not be told apart on the board, in the
   * log or in the statistics, which count people by name. */
  for (guint i = 0; i < options->n_seats; i++)
    {
      g_autofree char *name = ludus_options_dup_seat_name (options, i);

      g_ptr_array_add (name_keys, same_name_key (name));
      for (guint j = 0; j < i; j++)
        if (g_str_equal (name_keys->pdata[j], name_keys->pdata[i]))
          {
            g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                         _("Players %u and %u are both called “%s”: give each a name of their own"),
                         j + 1, i + 1, name);
            return NULL;
          }
    }

  for (guint i = 0; i < MIN (self->rules->n_variants, G_N_ELEMENTS (self->variant_switches)); i++)
    if (gtk_switch_get_active (self->variant_switches[i]))
      options->variants |= 1u << i;
  /* A preference, not a choice per game: the save records it. */
  options->practice = self->settings != NULL && g_settings_get_boolean (self->settings, "practice-mode");

  if (seed_text[0] != '\0')
    {
      guint64 seed;

      if (!g_ascii_string_to_unsigned (seed_text, 10, 0, G_MAXUINT64, &seed, NULL))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       _("The seed must be a whole number, not “%s”"), seed_text);
          return NULL;
        }
      options->seed = seed;
    }

  return g_steal_pointer (&options);
}

static void
remember_setup (GSettings          *settings,
                const LudusRules   *rules,
                const LudusOptions *options,
                const char         *deck_path,
                const char         *layout_path)
{
  g_autoptr(GVariant) old = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *json = NULL;
  GVariantBuilder dict;
  GVariantIter iter;
  const char *key, *value;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "options");
  json_builder_add_value (builder, ludus_options_to_json (options, rules));
  json_builder_set_member_name (builder, "deck");
  json_builder_add_string_value (builder, deck_path != NULL ? deck_path : "");
  json_builder_set_member_name (builder, "layout");
  json_builder_add_string_value (builder, layout_path != NULL ? layout_path : "");
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json = json_generator_to_data (generator, NULL);

  old = g_settings_get_value (settings, "last-setups");
  g_variant_builder_init (&dict, G_VARIANT_TYPE ("a{ss}"));
  g_variant_iter_init (&iter, old);
  while (g_variant_iter_next (&iter, "{&s&s}", &key, &value))
    if (!g_str_equal (key, rules->id))
      g_variant_builder_add (&dict, "{ss}", key, value);
  g_variant_builder_add (&dict, "{ss}", rules->id, json);
  g_settings_set_value (settings, "last-setups", g_variant_builder_end (&dict));
}

/* The remembered set-up of @rules: options (new seed), deck and layout
 * paths (NULL: the built-in ones). */
static LudusOptions *
recall_setup (GSettings         *settings,
              const LudusRules  *rules,
              char             **deck_path,
              char             **layout_path)
{
  g_autoptr(GVariant) setups = NULL;
  LudusOptions *options;
  const char *json = NULL;

  *deck_path = NULL;
  *layout_path = NULL;
  if (settings == NULL)
    return NULL;

  setups = g_settings_get_value (settings, "last-setups");
  if (!g_variant_lookup (setups, rules->id, "&s", &json))
    return NULL;
  /* A set-up that is not valid is forgotten: the dialog's defaults. */
  options = ludus_options_new_from_setup (rules, json, deck_path, layout_path, NULL);
  if (options == NULL)
    return NULL;

  /* A remembered set-up is a new game, not a replay. */
  options->seed = ((guint64) g_random_int () << 32) | g_random_int ();
  return options;
}

/* ludus_new_game_dialog_create_game(), for a dialog known to be one: it
 * fails only with an error set. */
static LudusGame *
create_game (LudusNewGameDialog  *self,
             GError             **error)
{
  g_autoptr(LudusOptions) options = NULL;
  LudusGame *game;
  guint selected, layout_selected;

  if (self->content == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("The chosen deck cannot be used"));
      return NULL;
    }
  if ((options = collect_options (self, error)) == NULL)
    return NULL;
  if ((game = ludus_game_new (self->content, options, error)) == NULL)
    return NULL;

  selected = adw_combo_row_get_selected (self->deck_row);
  layout_selected = adw_combo_row_get_selected (self->layout_row);
  if (self->settings != NULL && selected < self->deck_paths->len)
    remember_setup (self->settings, self->rules, options,
                    g_ptr_array_index (self->deck_paths, selected),
                    layout_selected < self->layout_paths->len
                    ? g_ptr_array_index (self->layout_paths, layout_selected) : NULL);
  return game;
}

/* Start, or Play Online: the same game, its human seats but the first
 * for friends who join over the network. */
static void
start_activated_cb (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  LudusNewGameDialog *self = LUDUS_NEW_GAME_DIALOG (widget);
  gboolean online = g_str_equal (action_name, "new-game.play-online");
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(GError) error = NULL;

  if ((game = create_game (self, &error)) == NULL)
    {
      show_error (self, error->message);
      return;
    }
  if (online && ludus_options_get_n_humans (ludus_game_get_options (game)) < 2)
    {
      show_error (self, _("An online game needs a seat for a friend: set another seat to Human"));
      return;
    }

  g_signal_emit (self, signals[online ? PLAY_ONLINE : GAME_CREATED], 0, game);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
ludus_new_game_dialog_dispose (GObject *object)
{
  LudusNewGameDialog *self = LUDUS_NEW_GAME_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), LUDUS_TYPE_NEW_GAME_DIALOG);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->content, ludus_content_unref);
  g_clear_pointer (&self->deck_paths, g_ptr_array_unref);
  g_clear_pointer (&self->layout_paths, g_ptr_array_unref);
  g_clear_object (&self->kind_widths);
  g_clear_object (&self->colour_widths);

  G_OBJECT_CLASS (ludus_new_game_dialog_parent_class)->dispose (object);
}

static void
ludus_new_game_dialog_class_init (LudusNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_new_game_dialog_dispose;

  /**
   * LudusNewGameDialog::game-created:
   * @game: the new game
   *
   * The players pressed Start and the game could be set up.
   */
  signals[GAME_CREATED] =
    g_signal_new ("game-created", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, LUDUS_TYPE_GAME);

  /**
   * LudusNewGameDialog::play-online:
   * @game: the new game, to play at an online table
   *
   * The players pressed Play Online and the game could be set up.
   */
  signals[PLAY_ONLINE] =
    g_signal_new ("play-online", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, LUDUS_TYPE_GAME);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ludus-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusNewGameDialog, deck_row);
  gtk_widget_class_bind_template_child (widget_class, LudusNewGameDialog, deck_note);
  gtk_widget_class_bind_template_child (widget_class, LudusNewGameDialog, error_label);
  gtk_widget_class_bind_template_child (widget_class, LudusNewGameDialog, layout_row);
  gtk_widget_class_bind_template_child (widget_class, LudusNewGameDialog, players_adjustment);
  gtk_widget_class_bind_template_child (widget_class, LudusNewGameDialog, players_group);
  gtk_widget_class_bind_template_child (widget_class, LudusNewGameDialog, players_spin);
  gtk_widget_class_bind_template_child (widget_class, LudusNewGameDialog, seed_row);
  gtk_widget_class_bind_template_child (widget_class, LudusNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, LudusNewGameDialog, variants_group);
  gtk_widget_class_bind_template_child (widget_class, LudusNewGameDialog, window_title);

  gtk_widget_class_install_action (widget_class, "new-game.start", NULL, start_activated_cb);
  gtk_widget_class_install_action (widget_class, "new-game.play-online", NULL, start_activated_cb);
  gtk_widget_class_install_action (widget_class, "new-game.edit-deck", NULL, edit_activated_cb);
  gtk_widget_class_install_action (widget_class, "new-game.edit-layout", NULL, edit_activated_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
add_edit_button (AdwComboRow *row,
                 const char  *action)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Edit…"));

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, _("Open the chosen file in the editor"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
}

static void
ludus_new_game_dialog_init (LudusNewGameDialog *self)
{
  self->kind_widths = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  self->colour_widths = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  gtk_widget_init_template (GTK_WIDGET (self));
  add_edit_button (self->deck_row, "new-game.edit-deck");
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->deck_row),
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, self->deck_note, NULL, -1);
  add_edit_button (self->layout_row, "new-game.edit-layout");
  /* Deck and board names are longer than libadwaita's 20 characters. */
  ludus_combo_row_show_whole (GTK_WIDGET (self->deck_row));
  ludus_combo_row_show_whole (GTK_WIDGET (self->layout_row));
  ludus_accessible_fix_mnemonics (GTK_WIDGET (self));
  gtk_window_set_default_widget (GTK_WINDOW (self), self->start_button);
  /* Enter starts the game: a focused Cancel, the first in the tab order,
   * would take it. */
  gtk_window_set_focus (GTK_WINDOW (self), self->start_button);
  self->deck_paths = g_ptr_array_new_with_free_func (g_free);
  self->layout_paths = g_ptr_array_new_with_free_func (g_free);
}

/* Shows the last set-up of the dialog's game, or the defaults.  (Apart
 * from ludus_new_game_dialog_new(): gcc 12's analyzer takes the g_autofree
 * paths, whose addresses escape, for uninitialized on its early returns.) */
static void
show_setup (LudusNewGameDialog *self)
{
  const LudusRules *rules = self->rules;
  g_autoptr(LudusOptions) options = NULL;
  g_autofree char *deck_path = NULL;
  g_autofree char *layout_path = NULL;

  options = recall_setup (self->settings, rules, &deck_path, &layout_path);
  if (options == NULL)
    options = ludus_options_new (rules, CLAMP (3, rules->min_players, rules->max_players));

  gtk_spin_button_set_value (self->players_spin, options->n_seats);
  self->recolouring = TRUE;
  for (guint i = 0; i < rules->max_players && i < LUDUS_MAX_PLAYERS; i++)
    {
      const LudusSeat *seat = i < options->n_seats ? &options->seats[i] : NULL;
      guint kind;

      /* An empty row shows its title, "Player 2", which is the name then. */
      gtk_editable_set_text (GTK_EDITABLE (self->seats[i].row),
                             seat != NULL && seat->name != NULL ? seat->name : "");
      /* The kinds are human, then computer easy, normal and hard. */
      if (seat == NULL)
        kind = i == 0 ? 0 : LUDUS_AI_NORMAL;
      else if (seat->human)
        kind = 0;
      else
        kind = CLAMP (seat->level, LUDUS_AI_EASY, LUDUS_AI_HARD);
      gtk_drop_down_set_selected (self->seats[i].kind, kind);
      /* A colour the game no longer offers gives way to the seat's own. */
      gtk_drop_down_set_selected (self->seats[i].colour,
                                  seat != NULL ? colour_position (rules, seat->colour, i) : i);
    }
  separate_colours (self, NULL);
  for (guint i = 0; i < MIN (rules->n_variants, G_N_ELEMENTS (self->variant_switches)); i++)
    gtk_switch_set_active (self->variant_switches[i], (options->variants & (1u << i)) != 0);

  for (guint i = 0; i < self->deck_paths->len; i++)
    if (deck_path != NULL && g_strcmp0 (g_ptr_array_index (self->deck_paths, i), deck_path) == 0)
      adw_combo_row_set_selected (self->deck_row, i);
  for (guint i = 0; i < self->layout_paths->len; i++)
    if (layout_path != NULL && g_strcmp0 (g_ptr_array_index (self->layout_paths, i), layout_path) == 0)
      adw_combo_row_set_selected (self->layout_row, i);
}

/**
 * ludus_new_game_dialog_new:
 * @parent: the main window
 * @rules: the game to set up
 * @settings: (nullable): where the last set-up of each game is kept
 */
LudusNewGameDialog *
ludus_new_game_dialog_new (GtkWindow        *parent,
                           const LudusRules *rules,
                           GSettings        *settings)
{
  LudusNewGameDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (rules != NULL, NULL);

  self = g_object_new (LUDUS_TYPE_NEW_GAME_DIALOG,
                       "transient-for", parent,
                       NULL);
  /* For app.edit-content ("Edit…"), which finds the window through it. */
  if (parent != NULL)
    gtk_window_set_application (GTK_WINDOW (self), gtk_window_get_application (parent));
  self->rules = rules;
  g_set_object (&self->settings, settings);

  adw_window_title_set_subtitle (self->window_title, rules->name != NULL ? _(rules->name) : rules->id);
  gtk_adjustment_set_lower (self->players_adjustment, rules->min_players);
  gtk_adjustment_set_upper (self->players_adjustment, rules->max_players);
  for (guint i = 0; i < rules->max_players && i < LUDUS_MAX_PLAYERS; i++)
    add_seat_row (self, i);
  add_variant_rows (self);
  populate_decks (self);
  populate_layouts (self);

  show_setup (self);

  g_signal_connect_object (self->players_spin, "value-changed",
                           G_CALLBACK (update_seats), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->players_spin, "value-changed",
                           G_CALLBACK (forget_error), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->seed_row, "changed", G_CALLBACK (forget_error), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->deck_row, "notify::selected",
                           G_CALLBACK (deck_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->layout_row, "notify::selected",
                           G_CALLBACK (deck_changed_cb), self, G_CONNECT_SWAPPED);
  update_seats (self);
  deck_changed_cb (self);

  return self;
}

void
ludus_new_game_dialog_set_n_players (LudusNewGameDialog *self,
                                     guint               n_players)
{
  g_return_if_fail (LUDUS_IS_NEW_GAME_DIALOG (self));

  gtk_spin_button_set_value (self->players_spin, n_players);
}

/* For tests and rematches: fills one seat's row. */
void
ludus_new_game_dialog_set_seat (LudusNewGameDialog *self,
                                guint               seat,
                                const char         *name,
                                gboolean            human,
                                LudusAiLevel        level)
{
  g_return_if_fail (LUDUS_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (seat < self->rules->max_players);

  gtk_editable_set_text (GTK_EDITABLE (self->seats[seat].row), name);
  gtk_drop_down_set_selected (self->seats[seat].kind,
                              human ? 0 : (guint) CLAMP (level, LUDUS_AI_EASY, LUDUS_AI_HARD));
}

void
ludus_new_game_dialog_set_seed (LudusNewGameDialog *self,
                                guint64             seed)
{
  g_autofree char *text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);

  g_return_if_fail (LUDUS_IS_NEW_GAME_DIALOG (self));

  gtk_editable_set_text (GTK_EDITABLE (self->seed_row), text);
}

/**
 * ludus_new_game_dialog_create_game:
 *
 * Starts the game the dialog describes and remembers its set-up.
 *
 * Returns: (transfer full): the game, or %NULL with a translated error
 */
LudusGame *
ludus_new_game_dialog_create_game (LudusNewGameDialog  *self,
                                   GError             **error)
{
  g_return_val_if_fail (LUDUS_IS_NEW_GAME_DIALOG (self), NULL);

  return create_game (self, error);
}
