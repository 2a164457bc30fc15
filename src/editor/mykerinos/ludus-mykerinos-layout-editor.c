/* ludus-mykerinos-layout-editor.c: the form editing a Mykerinos layout
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One season at a time, drawn by the board's own LudusMykerinosRegion with
 * the partner deck's first cards dealt: a slot is moved by dragging it or
 * with Ctrl and the arrow keys, turned landscape or portrait, paired with
 * another slot into an area, and its area surveyed earlier or later.  The
 * list of slots says what each slot touches, from the core's adjacency.
 * Every edit goes through the LudusContentDocument, which says what is
 * wrong; a season the core refuses is still drawn, as near as it can be.
 */

#define G_LOG_DOMAIN "ludus-editor"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "ludus-json.h"
#include "ludus-mykerinos-layout-editor.h"
#include "ludus-editor-form.h"
#include "ludus-json-edit.h"
#include "ludus-mykerinos-layout-season.h"
#include "ludus-mykerinos-layout-sheet.h"
#include "mykerinos/ludus-mykerinos.h"
#include "mykerinos/ludus-mykerinos-region.h"

#define MAX_COORDINATE LUDUS_MYKERINOS_LAYOUT_MAX_COORDINATE

struct _LudusMykerinosLayoutEditor
{
  GtkBox                 parent_instance;

  LudusContentDocument  *document;
  LudusMykerinosContent *deck;  /* the partner deck's cards, to deal; or NULL */

  GtkWidget             *seasons;
  GtkWidget             *season_buttons[LUDUS_MYKERINOS_N_SEASONS];
  GtkWidget             *region;
  GtkWidget             *slot_list;
  GtkWidget             *summary_label;
  GtkWidget             *form;
  GtkWidget             *x_spin;
  GtkWidget             *y_spin;
  GtkWidget             *portrait_switch;
  GtkWidget             *partner_row;
  GtkWidget             *survey_label;

  LudusMykerinosSeason   season;        /* as drawn */
  gboolean               season_valid;  /* the core read it: adjacency is known */
  guint                  current;       /* the season shown */
  int                    selected;      /* its slot, or -1 */
  gboolean               updating;

  /* Dragging a slot */
  int                    drag_slot;
  int                    drag_dx;
  int                    drag_dy;
};

G_DEFINE_FINAL_TYPE (LudusMykerinosLayoutEditor, ludus_mykerinos_layout_editor, GTK_TYPE_BOX)

static JsonObject *
get_season (LudusMykerinosLayoutEditor *self,
            guint                       season)
{
  g_autofree char *path = g_strdup_printf ("seasons[%u]", season);
  JsonNode *node = ludus_content_document_get (self->document, path);

  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

/* Deals the partner deck's cards in file order, as the first game would
 * before shuffling, so the region looks like play. */
static void
update_region (LudusMykerinosLayoutEditor *self)
{
  LudusMykerinosRegionPosition position;
  guint offset = 0;
  int area = ludus_mykerinos_layout_area_of (&self->season, self->selected);

  for (guint s = 0; s < self->current; s++)
    offset += ludus_mykerinos_layout_n_slots (get_season (self, s));
  memset (&position, 0, sizeof position);
  for (guint slot = 0; self->deck != NULL && self->deck->n_cards > 0 && slot < self->season.n_slots; slot++)
    {
      const LudusMykerinosCard *card = &self->deck->cards[(offset + slot) % self->deck->n_cards];

      position.cards[slot] = card;
      for (guint k = 0; k < 6; k++)
        position.pyramid[slot * 6 + k] = (card->pyramids >> k) & 1;
    }
  ludus_mykerinos_region_set_layout (LUDUS_MYKERINOS_REGION (self->region), &self->season);
  ludus_mykerinos_region_set_position (LUDUS_MYKERINOS_REGION (self->region), &position);
  ludus_mykerinos_region_set_survey (LUDUS_MYKERINOS_REGION (self->region), area,
                                     self->selected >= 0 ? 1u << self->selected : 0);
}

static void
update_slot_list (LudusMykerinosLayoutEditor *self)
{
  GtkWidget *child;
  gboolean had_focus = gtk_widget_get_focus_child (self->slot_list) != NULL;

  while ((child = gtk_widget_get_first_child (self->slot_list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->slot_list), child);
  for (guint i = 0; i < self->season.n_slots; i++)
    {
      const LudusMykerinosSlot *slot = &self->season.slots[i];
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *title = g_strdup_printf (_("Slot %u"), i + 1);
      g_autofree char *touches = NULL;
      g_autofree char *subtitle = NULL;
      const char *orientation = slot->portrait ? _("portrait") : _("landscape");

      if (!self->season_valid)
        touches = g_strdup (_("touches: not known until the problem is fixed"));
      else
        {
          g_autofree char *numbers = ludus_mykerinos_layout_numbers (ludus_mykerinos_layout_touching (&self->season, i));

          touches = numbers != NULL
                    /* Translators: the slots a slot of the layout touches: "touches slots 2, 5" */
                    ? g_strdup_printf (_("touches slots %s"), numbers)
                    : g_strdup (_("touches no slot"));
        }
      /* Translators: a slot of the layout: "area 2 · x 3, y 0 · landscape · touches slots 1, 4" */
      subtitle = g_strdup_printf (_("area %d · x %u, y %u · %s · %s"),
                                  ludus_mykerinos_layout_area_of (&self->season, i) + 1,
                                  slot->x, slot->y, orientation, touches);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_list_box_append (GTK_LIST_BOX (self->slot_list), row);
      if ((int) i == self->selected)
        {
          self->updating = TRUE;
          gtk_list_box_select_row (GTK_LIST_BOX (self->slot_list), GTK_LIST_BOX_ROW (row));
          self->updating = FALSE;
          if (had_focus)
            gtk_widget_grab_focus (row);
        }
    }
}

static void
update_form (LudusMykerinosLayoutEditor *self)
{
  gboolean has_slot = self->selected >= 0 && self->selected < (int) self->season.n_slots;
  g_autoptr(GtkStringList) partners = gtk_string_list_new (NULL);
  g_autofree char *title = NULL;
  g_autofree char *survey = NULL;
  int area;

  gtk_widget_set_sensitive (self->form, has_slot);
  if (!has_slot)
    return;

  area = ludus_mykerinos_layout_area_of (&self->season, self->selected);
  self->updating = TRUE;
  title = g_strdup_printf (_("Slot %u"), self->selected + 1);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->form), title);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->x_spin), self->season.slots[self->selected].x);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->y_spin), self->season.slots[self->selected].y);
  gtk_switch_set_active (GTK_SWITCH (self->portrait_switch), self->season.slots[self->selected].portrait);
  for (guint i = 0; i < self->season.n_slots; i++)
    {
      g_autofree char *name = g_strdup_printf (_("Slot %u"), i + 1);

      gtk_string_list_append (partners, name);
    }
  adw_combo_row_set_model (ADW_COMBO_ROW (self->partner_row), G_LIST_MODEL (partners));
  if (area >= 0)
    {
      guint partner = self->season.areas[area][0] == self->selected ? self->season.areas[area][1]
                                                                    : self->season.areas[area][0];

      adw_combo_row_set_selected (ADW_COMBO_ROW (self->partner_row), partner);
      /* Translators: the survey order of the selected slot's area: "Area 2 of 4" */
      survey = g_strdup_printf (_("Area %d of %u"), area + 1, self->season.n_areas);
    }
  gtk_label_set_text (GTK_LABEL (self->survey_label), survey != NULL ? survey : "");
  self->updating = FALSE;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "layout.survey-earlier", area > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "layout.survey-later",
                                 area >= 0 && area + 1 < (int) self->season.n_areas);
}

static void
update_summary (LudusMykerinosLayoutEditor *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  /* Translators: "Season 1 · slots: 8 · areas: 4 · spaces: 6 × 8" */
  g_string_append_printf (text, _("Season %u · slots: %u · areas: %u · spaces: %u × %u"),
                          self->current + 1, self->season.n_slots, self->season.n_areas,
                          self->season.width, self->season.height);
  if (self->season_valid)
    for (guint a = 0; a < self->season.n_areas; a++)
      {
        guint32 slots = ludus_mykerinos_layout_touching (&self->season, self->season.areas[a][0])
                        | ludus_mykerinos_layout_touching (&self->season, self->season.areas[a][1]);
        guint32 areas = 0;
        g_autofree char *numbers = NULL;

        for (guint i = 0; i < self->season.n_slots; i++)
          if (((slots >> i) & 1) && self->season.slot_area[i] != a)
            areas |= 1u << self->season.slot_area[i];
        numbers = ludus_mykerinos_layout_numbers (areas);
        g_string_append_c (text, '\n');
        if (numbers != NULL)
          /* Translators: which areas an area of the layout touches: "Area 1 touches areas 2, 3." */
          g_string_append_printf (text, _("Area %u touches areas %s."), a + 1, numbers);
        else
          g_string_append_printf (text, _("Area %u touches no other area."), a + 1);
      }
  g_string_append_c (text, '\n');
  if (ludus_content_document_get_valid (self->document))
    g_string_append (text, _("Playable with the default deck."));
  else
    g_string_append (text, _("Not playable yet: see the problem above."));
  gtk_label_set_text (GTK_LABEL (self->summary_label), text->str);
}

static void
refresh (LudusMykerinosLayoutEditor *self)
{
  self->season_valid = ludus_mykerinos_layout_read_season (get_season (self, self->current), self->current, &self->season);
  if (self->selected >= (int) self->season.n_slots)
    self->selected = (int) self->season.n_slots - 1;
  for (guint s = 0; s < LUDUS_MYKERINOS_N_SEASONS; s++)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->season_buttons[s]), s == self->current);
  update_region (self);
  update_slot_list (self);
  update_form (self);
  update_summary (self);
}

static void
document_changed_cb (LudusMykerinosLayoutEditor *self,
                     const char                 *path)
{
  refresh (self);
}

/* Puts the selected slot at (@x, @y): one edit of its object. */
static void
move_slot (LudusMykerinosLayoutEditor *self,
           int                         slot,
           int                         x,
           int                         y)
{
  JsonObject *item = ludus_mykerinos_layout_get_slot (get_season (self, self->current), slot);
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  if (item == NULL)
    return;
  x = CLAMP (x, 0, MAX_COORDINATE);
  y = CLAMP (y, 0, MAX_COORDINATE);
  if (ludus_json_peek_int (item, "x", -1) == x
      && ludus_json_peek_int (item, "y", -1) == y)
    return;
  {
    g_autoptr(JsonNode) wrapper = json_node_init_object (json_node_alloc (), item);

    node = ludus_json_deep_copy (wrapper);
  }
  json_object_set_int_member (json_node_get_object (node), "x", x);
  json_object_set_int_member (json_node_get_object (node), "y", y);
  path = g_strdup_printf ("seasons[%u].slots[%d]", self->current, slot);
  if (!ludus_content_document_set (self->document, path, node, &error))
    g_warning ("Cannot move %s: %s", path, error->message);
}

static void
set_areas (LudusMykerinosLayoutEditor *self,
           guint8                      areas[][2],
           guint                       n_areas)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *path = g_strdup_printf ("seasons[%u].areas", self->current);
  g_autoptr(GError) error = NULL;

  json_builder_begin_array (builder);
  for (guint a = 0; a < n_areas; a++)
    {
      json_builder_begin_array (builder);
      json_builder_add_int_value (builder, areas[a][0]);
      json_builder_add_int_value (builder, areas[a][1]);
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
  node = json_builder_get_root (builder);
  if (!ludus_content_document_set (self->document, path, node, &error))
    g_warning ("Cannot set %s: %s", path, error->message);
}

static void
position_changed_cb (LudusMykerinosLayoutEditor *self)
{
  if (self->updating || self->selected < 0)
    return;
  move_slot (self, self->selected,
             gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->x_spin)),
             gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->y_spin)));
}

static void
portrait_changed_cb (LudusMykerinosLayoutEditor *self)
{
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  if (self->updating || self->selected < 0)
    return;
  path = g_strdup_printf ("seasons[%u].slots[%d].orientation", self->current, self->selected);
  if (!ludus_content_document_set_string (self->document, path,
                                          gtk_switch_get_active (GTK_SWITCH (self->portrait_switch))
                                          ? "portrait" : "landscape", &error))
    g_warning ("Cannot set %s: %s", path, error->message);
}

/* Pairs the selected slot with @other: their former partners pair up. */
static void
pair_with (LudusMykerinosLayoutEditor *self,
           int                         other)
{
  guint8 areas[LUDUS_MYKERINOS_MAX_AREAS][2];
  int mine = ludus_mykerinos_layout_area_of (&self->season, self->selected);
  int theirs = ludus_mykerinos_layout_area_of (&self->season, other);
  guint n = self->season.n_areas;

  if (mine < 0 || theirs < 0 || mine == theirs || other == self->selected)
    return;
  memcpy (areas, self->season.areas, sizeof areas);
  for (guint k = 0; k < 2; k++)
    if (areas[theirs][k] == other)
      areas[theirs][k] = areas[mine][areas[mine][0] == self->selected ? 1 : 0];
  areas[mine][areas[mine][0] == self->selected ? 1 : 0] = other;
  set_areas (self, areas, n);
}

static void
partner_changed_cb (LudusMykerinosLayoutEditor *self)
{
  if (self->updating || self->selected < 0)
    return;
  pair_with (self, adw_combo_row_get_selected (ADW_COMBO_ROW (self->partner_row)));
}

static void
slot_row_selected_cb (LudusMykerinosLayoutEditor *self,
                      GtkListBoxRow              *row)
{
  if (self->updating || row == NULL)
    return;
  ludus_mykerinos_layout_editor_select (self, self->current, gtk_list_box_row_get_index (row));
}

static void
space_activated_cb (LudusMykerinosLayoutEditor *self,
                    guint                       space)
{
  ludus_mykerinos_layout_editor_select (self, self->current, space / 6);
}

/* Dragging a slot previews it at its new place; dropping it moves it. */
static void
drag_begin_cb (LudusMykerinosLayoutEditor *self,
               double                      x,
               double                      y,
               GtkGesture                 *gesture)
{
  int space = ludus_mykerinos_region_space_at (LUDUS_MYKERINOS_REGION (self->region), x, y);

  if (space < 0 || !gtk_widget_is_sensitive (GTK_WIDGET (self)))
    {
      gtk_gesture_set_state (gesture, GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  self->drag_slot = space / 6;
  self->drag_dx = self->drag_dy = 0;
  ludus_mykerinos_layout_editor_select (self, self->current, self->drag_slot);
}

static void
drag_update_cb (LudusMykerinosLayoutEditor *self,
                double                      offset_x,
                double                      offset_y)
{
  double size = ludus_mykerinos_region_get_space_size (LUDUS_MYKERINOS_REGION (self->region));
  JsonObject *season = get_season (self, self->current);
  g_autoptr(JsonNode) copy = NULL;
  JsonObject *item;
  int dx, dy;

  if (self->drag_slot < 0 || size <= 0 || season == NULL)
    return;
  dx = (int) round (offset_x / size);
  dy = (int) round (offset_y / size);
  if (dx == self->drag_dx && dy == self->drag_dy)
    return;
  self->drag_dx = dx;
  self->drag_dy = dy;

  /* The preview: the season as it would be, drawn without an edit. */
  {
    g_autoptr(JsonNode) wrapper = json_node_init_object (json_node_alloc (), season);

    copy = ludus_json_deep_copy (wrapper);
  }
  item = ludus_mykerinos_layout_get_slot (json_node_get_object (copy), self->drag_slot);
  if (item == NULL)
    return;
  json_object_set_int_member (item, "x", CLAMP (self->season.slots[self->drag_slot].x + dx, 0, MAX_COORDINATE));
  json_object_set_int_member (item, "y", CLAMP (self->season.slots[self->drag_slot].y + dy, 0, MAX_COORDINATE));
  {
    LudusMykerinosSeason preview;

    ludus_mykerinos_layout_read_season (json_node_get_object (copy), self->current, &preview);
    ludus_mykerinos_region_set_layout (LUDUS_MYKERINOS_REGION (self->region), &preview);
  }
}

static void
drag_end_cb (LudusMykerinosLayoutEditor *self)
{
  int slot = self->drag_slot;

  self->drag_slot = -1;
  if (slot < 0)
    return;
  if (self->drag_dx != 0 || self->drag_dy != 0)
    move_slot (self, slot, self->season.slots[slot].x + self->drag_dx,
               self->season.slots[slot].y + self->drag_dy);
  refresh (self);
}

/* A problem's path in a season shows the season and selects its slot. */
static void
show_problem_cb (LudusMykerinosLayoutEditor *self,
                 const LudusContentProblem  *problem)
{
  int season, index;

  if (g_strcmp0 (problem->document, ludus_content_document_get_kind (self->document)) != 0
      || problem->path == NULL || sscanf (problem->path, "seasons[%d]", &season) != 1
      || season < 0 || season >= LUDUS_MYKERINOS_N_SEASONS)
    return;
  if (sscanf (problem->path, "seasons[%*d].slots[%d]", &index) == 1)
    ludus_mykerinos_layout_editor_select (self, season, index);
  else if (sscanf (problem->path, "seasons[%*d].areas[%d]", &index) == 1)
    {
      JsonArray *areas = ludus_mykerinos_layout_get_array (get_season (self, season), "areas");
      JsonNode *node = areas != NULL && index >= 0 && (guint) index < json_array_get_length (areas)
                       ? json_array_get_element (areas, index) : NULL;

      ludus_mykerinos_layout_editor_select (self, season,
                                            node != NULL && JSON_NODE_HOLDS_ARRAY (node)
                                            ? ludus_mykerinos_layout_array_int (json_node_get_array (node), 0) : -1);
    }
  else
    ludus_mykerinos_layout_editor_select (self, season, self->current == (guint) season ? self->selected : 0);
}

/* The selection stays where the player left it, so the next edit moves
 * the same slot; the problem bar's Show selects the problem's slot. */
static void
problem_changed_cb (LudusMykerinosLayoutEditor *self)
{
  update_summary (self);
}

static void
season_cb (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  LudusMykerinosLayoutEditor *self = LUDUS_MYKERINOS_LAYOUT_EDITOR (widget);

  ludus_mykerinos_layout_editor_select (self, g_variant_get_int32 (parameter), self->selected);
}

static void
move_slot_cb (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  LudusMykerinosLayoutEditor *self = LUDUS_MYKERINOS_LAYOUT_EDITOR (widget);
  int dx, dy;

  if (self->selected < 0)
    return;
  g_variant_get (parameter, "(ii)", &dx, &dy);
  move_slot (self, self->selected, self->season.slots[self->selected].x + dx,
             self->season.slots[self->selected].y + dy);
}

static void
turn_slot_cb (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  LudusMykerinosLayoutEditor *self = LUDUS_MYKERINOS_LAYOUT_EDITOR (widget);

  if (self->selected >= 0)
    gtk_switch_set_active (GTK_SWITCH (self->portrait_switch),
                           !gtk_switch_get_active (GTK_SWITCH (self->portrait_switch)));
}

static void
pair_cb (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  pair_with (LUDUS_MYKERINOS_LAYOUT_EDITOR (widget), g_variant_get_int32 (parameter));
}

/* Swaps the selected slot's area with the one surveyed before or after. */
static void
survey_cb (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  LudusMykerinosLayoutEditor *self = LUDUS_MYKERINOS_LAYOUT_EDITOR (widget);
  guint8 areas[LUDUS_MYKERINOS_MAX_AREAS][2];
  int area = ludus_mykerinos_layout_area_of (&self->season, self->selected);
  int other = area + (g_str_equal (action_name, "layout.survey-earlier") ? -1 : 1);

  if (area < 0 || other < 0 || other >= (int) self->season.n_areas)
    return;
  memcpy (areas, self->season.areas, sizeof areas);
  areas[area][0] = self->season.areas[other][0];
  areas[area][1] = self->season.areas[other][1];
  areas[other][0] = self->season.areas[area][0];
  areas[other][1] = self->season.areas[area][1];
  set_areas (self, areas, self->season.n_areas);
}

static void
ludus_mykerinos_layout_editor_dispose (GObject *object)
{
  LudusMykerinosLayoutEditor *self = LUDUS_MYKERINOS_LAYOUT_EDITOR (object);

  ludus_editor_form_unwatch (self, &self->document);
  g_clear_pointer (&self->deck, ludus_mykerinos_content_free);

  G_OBJECT_CLASS (ludus_mykerinos_layout_editor_parent_class)->dispose (object);
}

static void
ludus_mykerinos_layout_editor_class_init (LudusMykerinosLayoutEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  static const struct { guint key; int dx, dy; } arrows[] = {
    { GDK_KEY_Left, -1, 0 }, { GDK_KEY_Right, 1, 0 }, { GDK_KEY_Up, 0, -1 }, { GDK_KEY_Down, 0, 1 },
  };

  object_class->dispose = ludus_mykerinos_layout_editor_dispose;

  g_type_ensure (LUDUS_TYPE_MYKERINOS_REGION);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/mykerinos/ludus-mykerinos-layout-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosLayoutEditor, seasons);
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosLayoutEditor, region);
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosLayoutEditor, slot_list);
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosLayoutEditor, summary_label);
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosLayoutEditor, form);
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosLayoutEditor, x_spin);
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosLayoutEditor, y_spin);
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosLayoutEditor, portrait_switch);
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosLayoutEditor, partner_row);
  gtk_widget_class_bind_template_child (widget_class, LudusMykerinosLayoutEditor, survey_label);
  gtk_widget_class_bind_template_callback (widget_class, space_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, drag_begin_cb);
  gtk_widget_class_bind_template_callback (widget_class, drag_update_cb);
  gtk_widget_class_bind_template_callback (widget_class, drag_end_cb);
  gtk_widget_class_bind_template_callback (widget_class, position_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, portrait_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, partner_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, slot_row_selected_cb);

  gtk_widget_class_install_action (widget_class, "layout.season", "i", season_cb);
  gtk_widget_class_install_action (widget_class, "layout.move-slot", "(ii)", move_slot_cb);
  gtk_widget_class_install_action (widget_class, "layout.turn-slot", NULL, turn_slot_cb);
  gtk_widget_class_install_action (widget_class, "layout.pair", "i", pair_cb);
  gtk_widget_class_install_action (widget_class, "layout.survey-earlier", NULL, survey_cb);
  gtk_widget_class_install_action (widget_class, "layout.survey-later", NULL, survey_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, "layout.turn-slot", NULL);
  for (guint i = 0; i < G_N_ELEMENTS (arrows); i++)
    gtk_widget_class_add_binding_action (widget_class, arrows[i].key, GDK_CONTROL_MASK, "layout.move-slot",
                                         "(ii)", arrows[i].dx, arrows[i].dy);
}

static void
ludus_mykerinos_layout_editor_init (LudusMykerinosLayoutEditor *self)
{
  self->selected = -1;
  self->drag_slot = -1;
  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_spin_button_set_range (GTK_SPIN_BUTTON (self->x_spin), 0, MAX_COORDINATE);
  gtk_spin_button_set_range (GTK_SPIN_BUTTON (self->y_spin), 0, MAX_COORDINATE);
  for (guint s = 0; s < LUDUS_MYKERINOS_N_SEASONS; s++)
    {
      g_autofree char *label = g_strdup_printf (_("Season %u"), s + 1);

      self->season_buttons[s] = gtk_toggle_button_new_with_label (label);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->season_buttons[s]), "layout.season");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (self->season_buttons[s]), "i", (int) s);
      gtk_box_append (GTK_BOX (self->seasons), self->season_buttons[s]);
    }
}

/**
 * ludus_mykerinos_layout_editor_new:
 * @document: a Mykerinos layout
 *
 * Returns: (transfer floating): the form editing @document
 */
GtkWidget *
ludus_mykerinos_layout_editor_new (LudusContentDocument *document)
{
  LudusMykerinosLayoutEditor *self;
  JsonNode *partner;

  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (document), NULL);

  self = g_object_new (LUDUS_TYPE_MYKERINOS_LAYOUT_EDITOR, NULL);
  self->document = g_object_ref (document);
  /* The cards to deal: the deck the document is checked with. */
  partner = ludus_content_document_get_partner (document);
  if (partner != NULL)
    self->deck = ludus_mykerinos_content_new (partner, NULL, NULL);
  /* The problem banner, above the tools. */
  ludus_editor_form_watch (GTK_BOX (self), document, G_CALLBACK (document_changed_cb),
                           G_CALLBACK (problem_changed_cb), G_CALLBACK (show_problem_cb));

  ludus_content_document_validate_now (document);
  self->selected = 0;
  refresh (self);
  problem_changed_cb (self);
  /* A layout opened with a problem starts at it. */
  if (ludus_content_document_get_problem (document) != NULL)
    show_problem_cb (self, ludus_content_document_get_problem (document));
  return GTK_WIDGET (self);
}

LudusContentDocument *
ludus_mykerinos_layout_editor_get_document (LudusMykerinosLayoutEditor *self)
{
  g_return_val_if_fail (LUDUS_IS_MYKERINOS_LAYOUT_EDITOR (self), NULL);

  return self->document;
}

guint
ludus_mykerinos_layout_editor_get_season (LudusMykerinosLayoutEditor *self)
{
  g_return_val_if_fail (LUDUS_IS_MYKERINOS_LAYOUT_EDITOR (self), 0);

  return self->current;
}

int
ludus_mykerinos_layout_editor_get_selected (LudusMykerinosLayoutEditor *self)
{
  g_return_val_if_fail (LUDUS_IS_MYKERINOS_LAYOUT_EDITOR (self), -1);

  return self->selected;
}

GtkWidget *
ludus_mykerinos_layout_editor_get_region (LudusMykerinosLayoutEditor *self)
{
  g_return_val_if_fail (LUDUS_IS_MYKERINOS_LAYOUT_EDITOR (self), NULL);

  return self->region;
}

/**
 * ludus_mykerinos_layout_editor_select:
 * @self: the editor
 * @season: the season to show
 * @slot: its slot to select, or -1
 */
void
ludus_mykerinos_layout_editor_select (LudusMykerinosLayoutEditor *self,
                                      guint                       season,
                                      int                         slot)
{
  g_return_if_fail (LUDUS_IS_MYKERINOS_LAYOUT_EDITOR (self));

  if (season >= LUDUS_MYKERINOS_N_SEASONS)
    return;
  self->current = season;
  self->selected = slot;
  refresh (self);
  if (self->selected >= 0)
    ludus_mykerinos_region_set_survey (LUDUS_MYKERINOS_REGION (self->region),
                                       ludus_mykerinos_layout_area_of (&self->season, self->selected), 1u << self->selected);
}

/**
 * ludus_mykerinos_layout_editor_print:
 * @document: a Mykerinos layout
 * @path: the PDF file to write
 * @error: return location for an error
 *
 * Writes each season of @document as a printable sheet, one a page: the
 * layout's LudusEditorPrint.
 *
 * Returns: whether the file was written
 */
gboolean
ludus_mykerinos_layout_editor_print (LudusContentDocument  *document,
                                     const char            *path,
                                     GError               **error)
{
  LudusMykerinosSeason seasons[LUDUS_MYKERINOS_N_SEASONS];

  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (document), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  for (guint s = 0; s < LUDUS_MYKERINOS_N_SEASONS; s++)
    {
      g_autofree char *member = g_strdup_printf ("seasons[%u]", s);
      JsonNode *node = ludus_content_document_get (document, member);

      ludus_mykerinos_layout_read_season (node != NULL && JSON_NODE_HOLDS_OBJECT (node)
                                          ? json_node_get_object (node) : NULL, s, &seasons[s]);
    }
  return ludus_mykerinos_layout_sheet_write (path, ludus_content_document_get_name (document),
                                             seasons, LUDUS_MYKERINOS_N_SEASONS, error);
}
