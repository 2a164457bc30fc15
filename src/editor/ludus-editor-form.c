/* ludus-editor-form.c: pieces every game's editor form shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "ludus-editor"

#include <glib/gi18n.h>

#include "ludus-combo-row.h"
#include "ludus-editor-form.h"
#include "ludus-game.h"
#include "ludus-json.h"
#include "ludus-problem-bar.h"

/* A button for @action, its label with a mnemonic. */
static GtkWidget *
button_new (const char *label,
            const char *action)
{
  GtkWidget *widget = gtk_button_new_with_mnemonic (label);

  g_return_val_if_fail (action != NULL, widget);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (widget), action);
  return widget;
}

/* An empty row of tools. */
static GtkWidget *
tools_new (void)
{
  GtkWidget *tools = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  gtk_widget_set_margin_start (tools, 12);
  gtk_widget_set_margin_end (tools, 12);
  gtk_widget_set_margin_top (tools, 6);
  return tools;
}

/**
 * ludus_editor_form_document_tools_new:
 *
 * The row of tools every form shares, on the editor window's document:
 * Undo and Redo, then at the end the balance check of the whole content
 * and Play Now.
 *
 * Returns: (transfer floating): the row
 */
GtkWidget *
ludus_editor_form_document_tools_new (void)
{
  GtkWidget *tools = tools_new ();
  GtkWidget *button;

  gtk_box_append (GTK_BOX (tools), button_new (_("_Undo"), "editor.undo"));
  gtk_box_append (GTK_BOX (tools), button_new (_("Re_do"), "editor.redo"));
  button = button_new (_("_Balance Check…"), "editor.balance");
  gtk_widget_set_hexpand (button, TRUE);
  gtk_widget_set_halign (button, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (tools), button);
  button = button_new (_("_Play Now"), "editor.play");
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_box_append (GTK_BOX (tools), button);
  return tools;
}

/**
 * ludus_editor_form_new_card_id:
 * @cards: (nullable): a deck's cards, objects with an "id"
 * @prefix: the ids' prefix
 * @digits: the least number of digits, 0 for no zero padding
 *
 * Returns: (transfer full): an id none of @cards holds, @prefix and a
 *   number from the count of @cards plus one
 */
char *
ludus_editor_form_new_card_id (JsonArray  *cards,
                               const char *prefix,
                               guint       digits)
{
  guint n = cards != NULL ? json_array_get_length (cards) : 0;

  g_return_val_if_fail (prefix != NULL, NULL);

  for (guint k = n + 1; ; k++)
    {
      gboolean used = FALSE;
      g_autofree char *candidate = g_strdup_printf ("%s%0*u", prefix, (int) digits, k);

      for (guint i = 0; i < n && !used; i++)
        {
          JsonNode *card = json_array_get_element (cards, i);

          used = JSON_NODE_HOLDS_OBJECT (card)
                 && g_strcmp0 (ludus_json_peek_string (json_node_get_object (card), "id", NULL),
                               candidate) == 0;
        }
      if (!used)
        return g_steal_pointer (&candidate);
    }
}

/**
 * ludus_editor_form_watch:
 * @form: a form, a vertical box
 * @document: the document it edits
 * @changed: called, swapped on @form, on the document's "changed"
 * @problem_changed: called, swapped on @form, when the problem or the
 *   validity changes
 * @show_problem: called, swapped on @form, on the problem bar's Show
 *
 * Puts the document's problem bar at the top of @form and follows
 * @document; ludus_editor_form_unwatch() ends it.
 */
void
ludus_editor_form_watch (GtkBox               *form,
                         LudusContentDocument *document,
                         GCallback             changed,
                         GCallback             problem_changed,
                         GCallback             show_problem)
{
  GtkWidget *bar;

  g_return_if_fail (GTK_IS_BOX (form));
  g_return_if_fail (LUDUS_IS_CONTENT_DOCUMENT (document));

  bar = ludus_problem_bar_new (document);
  g_signal_connect_swapped (bar, "show-problem", show_problem, form);
  gtk_box_prepend (form, bar);
  g_signal_connect_swapped (document, "changed", changed, form);
  g_signal_connect_swapped (document, "notify::problem", problem_changed, form);
  g_signal_connect_swapped (document, "notify::valid", problem_changed, form);
}

/**
 * ludus_editor_form_unwatch:
 * @form: a form
 * @document: (inout) (nullable): the document it edits, cleared
 *
 * Disconnects every handler of @form from *@document and drops it: for
 * the form's dispose.
 */
void
ludus_editor_form_unwatch (gpointer               form,
                           LudusContentDocument **document)
{
  g_return_if_fail (document != NULL);

  if (*document != NULL)
    g_signal_handlers_disconnect_by_data (*document, form);
  g_clear_object (document);
}

/**
 * ludus_editor_form_append_entry:
 * @text: a summary
 * @entry: (transfer full): an entry of it, "Value 2: 13"
 *
 * Appends @entry to the line of entries @text ends with, so that the
 * line wraps only between entries.
 */
void
ludus_editor_form_append_entry (GString *text,
                                char    *entry)
{
  g_auto(GStrv) words = g_strsplit (entry, " ", -1);
  g_autofree char *joined = g_strjoinv ("\u00a0", words);

  if (text->len > 0 && text->str[text->len - 1] != '\n')
    g_string_append (text, "\u00a0· ");
  g_string_append (text, joined);
  g_free (entry);
}

/**
 * ludus_editor_form_append_players:
 * @text: a summary
 * @document: a valid deck
 * @playable: the sentence for a player count the deck serves
 *
 * Appends a line for every player count of the game: @playable's
 * sentence when a game of that many starts with the deck, else why not.
 * The check is the core's own: starting the game.
 */
void
ludus_editor_form_append_players (GString                    *text,
                                  LudusContentDocument       *document,
                                  LudusEditorPlayersSentence  playable)
{
  LudusContent *content = ludus_content_document_get_content (document);
  const LudusRules *rules = ludus_content_document_get_rules (document);

  for (guint players = rules->min_players; players <= rules->max_players; players++)
    {
      g_autoptr(LudusOptions) options = ludus_options_new (rules, players);
      g_autoptr(LudusGame) game = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *sentence = NULL;

      game = ludus_game_new (content, options, &error);
      if (players > rules->min_players)
        g_string_append_c (text, '\n');
      if (game == NULL)
        g_string_append (text, error->message);
      else
        g_string_append (text, sentence = playable (players));
    }
}

/**
 * ludus_editor_form_icon_button_new:
 * @icon: the icon's name
 * @tooltip: what it does, also its name for screen readers
 * @action: the action it activates
 *
 * Returns: (transfer floating): an icon button for @action
 */
GtkWidget *
ludus_editor_form_icon_button_new (const char *icon,
                                   const char *tooltip,
                                   const char *action)
{
  GtkWidget *widget = gtk_button_new_from_icon_name (icon);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (widget), action);
  gtk_widget_set_tooltip_text (widget, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  return widget;
}

/* Rows bound to a member ------------------------------------------------- */

typedef enum
{
  ROW_SPIN,
  ROW_SWITCH,
  ROW_COMBO,
} RowKind;

typedef struct
{
  RowKind             kind;
  char               *member;
  GtkWidget          *widget;    /* the spin button or the switch */
  const char * const *ids;       /* a combo's JSON values, static */
  guint               n_ids;
  guint               fallback;  /* a combo's item for a value not in ids */
  int                 min, max;  /* a spin button's, the core's limits */
} RowBinding;

static void
row_binding_free (gpointer data)
{
  RowBinding *binding = data;

  g_free (binding->member);
  g_free (binding);
}

static RowBinding *
get_binding (GtkWidget *row)
{
  return g_object_get_data (G_OBJECT (row), "ludus-editor-row");
}

static void
bind_row (GtkWidget  *row,
          RowKind     kind,
          const char *member)
{
  RowBinding *binding = g_new0 (RowBinding, 1);

  binding->kind = kind;
  binding->member = g_strdup (member);
  if (kind != ROW_COMBO)
    {
      binding->widget = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row));
      ludus_editor_form_name_activatable (row);
    }
  g_object_set_data_full (G_OBJECT (row), "ludus-editor-row", binding, row_binding_free);
}

static void
bind_spin_range (GtkWidget  *row,
                 const char *member,
                 int         min,
                 int         max)
{
  RowBinding *binding;

  bind_row (row, ROW_SPIN, member);
  binding = get_binding (row);
  binding->min = min;
  binding->max = max;
  gtk_spin_button_set_range (GTK_SPIN_BUTTON (binding->widget), min, max);
}

/**
 * ludus_editor_form_name_activatable:
 * @row: an action row with its activatable widget and title set
 *
 * Names the row's activatable widget for screen readers as the row,
 * without its mnemonic's underscore: the widget has no label of its own.
 */
void
ludus_editor_form_name_activatable (GtkWidget *row)
{
  GtkWidget *widget;
  g_auto(GStrv) parts = NULL;
  g_autofree char *name = NULL;

  g_return_if_fail (ADW_IS_ACTION_ROW (row));

  widget = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row));
  g_return_if_fail (widget != NULL);

  parts = g_strsplit (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), "_", -1);
  name = g_strjoinv ("", parts);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/**
 * ludus_editor_form_titled_row:
 * @row: (transfer floating): a preferences row
 * @title: its title, with a mnemonic
 *
 * Returns: (transfer floating): @row, titled
 */
GtkWidget *
ludus_editor_form_titled_row (GtkWidget  *row,
                              const char *title)
{
  g_return_val_if_fail (ADW_IS_PREFERENCES_ROW (row), row);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  return row;
}

/**
 * ludus_editor_form_suffix_row_new:
 * @title: the row's title, with a mnemonic
 * @widget: (transfer floating): what the row activates, at its end
 *
 * Returns: (transfer floating): an action row
 */
GtkWidget *
ludus_editor_form_suffix_row_new (const char *title,
                                  GtkWidget  *widget)
{
  GtkWidget *row = ludus_editor_form_titled_row (adw_action_row_new (), title);

  gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), widget);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), widget);
  return row;
}

/**
 * ludus_editor_form_bind_spin:
 * @row: an action row whose activatable widget is a spin button, e.g.
 *   from a template
 * @member: (nullable): the integer member it edits, or %NULL for a field
 *   that is not a card's
 * @min: the least value, the core's limit
 * @max: the greatest value, the core's limit
 *
 * Makes @row a row of this file, as ludus_editor_form_spin_row_new() does.
 */
void
ludus_editor_form_bind_spin (GtkWidget  *row,
                             const char *member,
                             int         min,
                             int         max)
{
  g_return_if_fail (ADW_IS_ACTION_ROW (row));
  g_return_if_fail (GTK_IS_SPIN_BUTTON (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row))));

  bind_spin_range (row, member, min, max);
}

/**
 * ludus_editor_form_bind_switch:
 * @row: an action row whose activatable widget is a switch
 * @member: the boolean member it edits
 */
void
ludus_editor_form_bind_switch (GtkWidget  *row,
                               const char *member)
{
  g_return_if_fail (ADW_IS_ACTION_ROW (row));
  g_return_if_fail (GTK_IS_SWITCH (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row))));

  bind_row (row, ROW_SWITCH, member);
}

/**
 * ludus_editor_form_bind_combo:
 * @row: a combo row
 * @member: the string member it edits
 * @ids: (array length=n_items): the member's values, static
 * @names: (array length=n_items): what the row shows for each, translated
 * @n_items: how many
 * @fallback: the item shown for a value not in @ids
 */
void
ludus_editor_form_bind_combo (GtkWidget          *row,
                              const char         *member,
                              const char * const *ids,
                              const char * const *names,
                              guint               n_items,
                              guint               fallback)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  RowBinding *binding;

  g_return_if_fail (ADW_IS_COMBO_ROW (row));

  for (guint i = 0; i < n_items; i++)
    gtk_string_list_append (list, names[i]);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
  ludus_combo_row_show_whole (row);
  bind_row (row, ROW_COMBO, member);
  binding = get_binding (row);
  binding->ids = ids;
  binding->n_ids = n_items;
  binding->fallback = fallback;
}

/**
 * ludus_editor_form_spin_row_new:
 * @title: the row's title, with a mnemonic
 * @member: (nullable): the integer member it edits
 * @min: the least value, the core's limit
 * @max: the greatest value, the core's limit
 *
 * Returns: (transfer floating): a row with a spin button
 */
GtkWidget *
ludus_editor_form_spin_row_new (const char *title,
                                const char *member,
                                int         min,
                                int         max)
{
  GtkWidget *row = ludus_editor_form_suffix_row_new (title, gtk_spin_button_new_with_range (min, max, 1));

  bind_spin_range (row, member, min, max);
  return row;
}

/**
 * ludus_editor_form_switch_row_new:
 * @title: the row's title, with a mnemonic
 * @member: the boolean member it edits
 *
 * Returns: (transfer floating): a row with a switch
 */
GtkWidget *
ludus_editor_form_switch_row_new (const char *title,
                                  const char *member)
{
  GtkWidget *row = ludus_editor_form_suffix_row_new (title, gtk_switch_new ());

  bind_row (row, ROW_SWITCH, member);
  return row;
}

/**
 * ludus_editor_form_combo_row_new:
 * @title: the row's title, with a mnemonic
 * @member: the string member it edits
 * @ids: (array length=n_items): the member's values, static
 * @names: (array length=n_items): what the row shows for each, translated
 * @n_items: how many
 * @fallback: the item shown for a value not in @ids
 *
 * Returns: (transfer floating): a combo row
 */
GtkWidget *
ludus_editor_form_combo_row_new (const char         *title,
                                 const char         *member,
                                 const char * const *ids,
                                 const char * const *names,
                                 guint               n_items,
                                 guint               fallback)
{
  GtkWidget *row = ludus_editor_form_titled_row (adw_combo_row_new (), title);

  ludus_editor_form_bind_combo (row, member, ids, names, n_items, fallback);
  return row;
}

const char *
ludus_editor_form_row_get_member (GtkWidget *row)
{
  g_return_val_if_fail (get_binding (row) != NULL, NULL);

  return get_binding (row)->member;
}

/* The spin button of a row made by ludus_editor_form_spin_row_new(). */
GtkWidget *
ludus_editor_form_row_get_spin (GtkWidget *row)
{
  RowBinding *binding = get_binding (row);

  g_return_val_if_fail (binding != NULL && binding->kind == ROW_SPIN, NULL);

  return binding->widget;
}

/**
 * ludus_editor_form_row_load:
 * @row: a row made here
 * @object: (nullable): the object whose member it shows, a draft
 *
 * Shows @object's member in @row, as near as the row can: a missing or
 * odd value shows as 0, off, or the combo's fallback.
 */
void
ludus_editor_form_row_load (GtkWidget  *row,
                            JsonObject *object)
{
  RowBinding *binding = get_binding (row);
  JsonNode *node;

  g_return_if_fail (binding != NULL);

  node = object != NULL ? json_object_get_member (object, binding->member) : NULL;
  if (node != NULL && !JSON_NODE_HOLDS_VALUE (node))
    node = NULL;
  switch (binding->kind)
    {
    case ROW_SPIN:
      {
        gint64 value = node != NULL && json_node_get_value_type (node) == G_TYPE_INT64
                       ? json_node_get_int (node) : 0;

        /* A value past the core's limits (a file edited elsewhere) shows
         * as it is, beside the problem it makes, not as a valid one. */
        value = CLAMP (value, G_MININT, G_MAXINT);
        gtk_spin_button_set_range (GTK_SPIN_BUTTON (binding->widget),
                                   MIN (binding->min, value), MAX (binding->max, value));
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (binding->widget), value);
      }
      break;
    case ROW_SWITCH:
      gtk_switch_set_active (GTK_SWITCH (binding->widget),
                             node != NULL && json_node_get_value_type (node) == G_TYPE_BOOLEAN
                             && json_node_get_boolean (node));
      break;
    case ROW_COMBO:
      {
        const char *id = node != NULL && json_node_get_value_type (node) == G_TYPE_STRING
                         ? json_node_get_string (node) : NULL;
        guint item = binding->fallback;

        for (guint i = 0; id != NULL && i < binding->n_ids; i++)
          if (g_str_equal (id, binding->ids[i]))
            item = i;
        adw_combo_row_set_selected (ADW_COMBO_ROW (row), item);
      }
      break;
    default:
      g_assert_not_reached ();
    }
}

/**
 * ludus_editor_form_row_get_value:
 * @row: a row made here
 *
 * Returns: (transfer full) (nullable): the value @row shows, as JSON
 */
JsonNode *
ludus_editor_form_row_get_value (GtkWidget *row)
{
  RowBinding *binding = get_binding (row);
  guint item;

  g_return_val_if_fail (binding != NULL, NULL);

  switch (binding->kind)
    {
    case ROW_SPIN:
      return json_node_init_int (json_node_alloc (),
                                 gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (binding->widget)));
    case ROW_SWITCH:
      return json_node_init_boolean (json_node_alloc (), gtk_switch_get_active (GTK_SWITCH (binding->widget)));
    case ROW_COMBO:
      item = adw_combo_row_get_selected (ADW_COMBO_ROW (row));
      return item < binding->n_ids ? json_node_init_string (json_node_alloc (), binding->ids[item]) : NULL;
    default:
      g_assert_not_reached ();
    }
}

/**
 * ludus_editor_form_row_connect:
 * @row: a row made here
 * @changed: called with @row (the signal's arguments swapped) when its
 *   value changes
 */
void
ludus_editor_form_row_connect (GtkWidget *row,
                               GCallback  changed)
{
  RowBinding *binding = get_binding (row);

  g_return_if_fail (binding != NULL);

  switch (binding->kind)
    {
    case ROW_SPIN:
      g_signal_connect_object (binding->widget, "value-changed", changed, row, G_CONNECT_SWAPPED);
      break;
    case ROW_SWITCH:
      g_signal_connect_object (binding->widget, "notify::active", changed, row, G_CONNECT_SWAPPED);
      break;
    case ROW_COMBO:
      g_signal_connect_object (row, "notify::selected", changed, row, G_CONNECT_SWAPPED);
      break;
    default:
      g_assert_not_reached ();
    }
}
