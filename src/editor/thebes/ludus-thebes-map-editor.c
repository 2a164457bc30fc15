/* ludus-thebes-map-editor.c: the form editing a Thebes map layout
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The map drawn by the board's own LudusThebesMap: a place is selected by
 * a click, moved by dragging it or with the arrow keys, and joined to the
 * selected place by a road in "Edit Roads" mode or from the form.  The
 * distances are the model's own computation on the draft's roads, shown
 * even while the map is not playable; the time wheel is a table.  Every
 * edit goes through the LudusContentDocument, which checks the layout.
 */

#define G_LOG_DOMAIN "ludus-editor"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ludus-editor-form.h"
#include "ludus-json.h"
#include "ludus-thebes-map-editor.h"
#include "ludus-thebes-editor-util.h"
#include "ludus-thebes-map-tables.h"
#include "thebes/ludus-thebes.h"
#include "thebes/ludus-thebes-map.h"

/* How far an arrow key moves a place, in layout units (with Shift: 1). */
#define ARROW_STEP 10

struct _LudusThebesMapEditor
{
  GtkBox                parent_instance;

  LudusContentDocument *document;
  LudusThebesContent   *draft;           /* what the map draws, from the JSON */
  int                   place_index[LUDUS_THEBES_N_PLACES];  /* places[i] of each place, -1 */

  GtkWidget            *stack;
  LudusThebesMap       *map;
  GtkWidget            *roads_mode;
  LudusThebesMapTables *tables;
  GtkWidget            *summary_label;

  GtkWidget            *place_form;
  GtkWidget            *id_row;
  GtkWidget            *kind_row;
  GtkWidget            *x_row;
  GtkWidget            *x_spin;
  GtkWidget            *y_row;
  GtkWidget            *y_spin;
  GtkWidget            *start_row;
  GtkWidget            *roads_group;
  GtkWidget            *road_checks[LUDUS_THEBES_N_PLACES];
  GtkWidget            *distances_label;

  int                   selected;        /* in places[] */
  gboolean              updating;

  /* A drag in progress */
  int                   drag_place;
  int                   drag_x, drag_y;
  double                drag_scale_x, drag_scale_y;
};

G_DEFINE_FINAL_TYPE (LudusThebesMapEditor, ludus_thebes_map_editor, GTK_TYPE_BOX)

static JsonArray *
get_array (LudusThebesMapEditor *self,
           const char           *member)
{
  JsonNode *node = ludus_content_document_get (self->document, member);

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

static JsonObject *
get_place_object (LudusThebesMapEditor *self,
                  int                   index)
{
  JsonArray *places = get_array (self, "places");
  JsonNode *node;

  if (places == NULL || index < 0 || (guint) index >= json_array_get_length (places))
    return NULL;
  node = json_array_get_element (places, index);
  return JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

/* The place (LudusThebesPlace) of places[index], or -1. */
static int
place_of_index (LudusThebesMapEditor *self,
                int                   index)
{
  JsonObject *object = get_place_object (self, index);

  if (object == NULL)
    return -1;
  return ludus_thebes_place_from_id (ludus_json_peek_string (object, "id", NULL));
}

/* The draft ---------------------------------------------------------------- */

/* Reads what can be drawn from the JSON: a draft may hold anything. */
static void
read_draft (LudusThebesMapEditor *self)
{
  JsonArray *places = get_array (self, "places");
  JsonArray *roads = get_array (self, "roads");
  JsonNode *start = ludus_content_document_get (self->document, "start");
  LudusThebesContent *draft = self->draft;
  guint n;
  int place;

  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    {
      self->place_index[p] = -1;
      draft->places[p] = (LudusThebesPlaceInfo) { LUDUS_THEBES_PLACE_IS_SITE (p), 0, 0 };
    }
  n = places != NULL ? json_array_get_length (places) : 0;
  for (guint i = 0; i < n; i++)
    {
      JsonObject *object = get_place_object (self, i);

      if ((place = place_of_index (self, i)) < 0 || self->place_index[place] >= 0)
        continue;
      self->place_index[place] = i;
      draft->places[place].is_site = g_strcmp0 (ludus_json_peek_string (object, "kind", NULL),
                                                "site") == 0;
      draft->places[place].x = ludus_json_peek_int (object, "x", 0);
      draft->places[place].y = ludus_json_peek_int (object, "y", 0);
    }

  draft->n_roads = 0;
  n = roads != NULL ? json_array_get_length (roads) : 0;
  for (guint r = 0; r < n && draft->n_roads < LUDUS_THEBES_MAX_ROADS; r++)
    {
      JsonNode *node = json_array_get_element (roads, r);
      JsonArray *ends;
      int a, b;

      if (!JSON_NODE_HOLDS_ARRAY (node) || json_array_get_length (ends = json_node_get_array (node)) != 2)
        continue;
      a = ludus_thebes_place_from_id (json_node_get_string (json_array_get_element (ends, 0)));
      b = ludus_thebes_place_from_id (json_node_get_string (json_array_get_element (ends, 1)));
      if (a < 0 || b < 0 || a == b)
        continue;
      draft->roads[draft->n_roads][0] = a;
      draft->roads[draft->n_roads][1] = b;
      draft->n_roads++;
    }
  place = start != NULL && JSON_NODE_HOLDS_VALUE (start)
          ? ludus_thebes_place_from_id (json_node_get_string (start)) : -1;
  draft->start = place >= 0 ? place : 0;
  /* The model's own computation, as the loader's. */
  ludus_thebes_content_compute_distances (draft);
}

/* The index in roads[] of the road between a and b, or -1. */
static int
find_road (LudusThebesMapEditor *self,
           guint                 a,
           guint                 b)
{
  JsonArray *roads = get_array (self, "roads");

  for (guint r = 0; roads != NULL && r < json_array_get_length (roads); r++)
    {
      JsonNode *node = json_array_get_element (roads, r);
      JsonArray *ends;
      int x, y;

      if (!JSON_NODE_HOLDS_ARRAY (node) || json_array_get_length (ends = json_node_get_array (node)) != 2)
        continue;
      x = ludus_thebes_place_from_id (json_node_get_string (json_array_get_element (ends, 0)));
      y = ludus_thebes_place_from_id (json_node_get_string (json_array_get_element (ends, 1)));
      if (((guint) x == a && (guint) y == b) || ((guint) x == b && (guint) y == a))
        return r;
    }
  return -1;
}

/* Showing it ------------------------------------------------------------- */

static void
update_map (LudusThebesMapEditor *self)
{
  int selected_place = place_of_index (self, self->selected);

  ludus_thebes_map_set_layout (self->map, self->draft);
  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    {
      guint n_roads = 0;
      g_autofree char *detail = NULL;
      LudusThebesMapPlace info = { -1, FALSE, (int) p == selected_place, FALSE, NULL };

      for (guint r = 0; r < self->draft->n_roads; r++)
        n_roads += self->draft->roads[r][0] == p || self->draft->roads[r][1] == p;
      if (p == self->draft->start)
        /* TRANSLATORS: a place in the map editor: the start city, its roads and position */
        detail = g_strdup_printf (ngettext ("start, %u road, at %d, %d", "start, %u roads, at %d, %d", n_roads),
                                  n_roads, self->draft->places[p].x, self->draft->places[p].y);
      else
        /* TRANSLATORS: a place in the map editor: its roads and position */
        detail = g_strdup_printf (ngettext ("%u road, at %d, %d", "%u roads, at %d, %d", n_roads),
                                  n_roads, self->draft->places[p].x, self->draft->places[p].y);
      info.detail = detail;
      info.last_move = p == self->draft->start;
      ludus_thebes_map_set_place (self->map, p, &info);
    }

  /* The place the problem is at, in the error colour. */
  {
    const LudusContentProblem *problem = ludus_content_document_get_problem (self->document);
    int index = -1, problem_place;

    if (problem != NULL && problem->path != NULL
        && g_strcmp0 (problem->document, ludus_content_document_get_kind (self->document)) == 0)
      sscanf (problem->path, "places[%d]", &index);
    problem_place = place_of_index (self, index);
    for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
      {
        GtkWidget *button = ludus_thebes_map_get_place_widget (self->map, p);

        if ((int) p == problem_place)
          gtk_widget_add_css_class (button, "problem");
        else
          gtk_widget_remove_css_class (button, "problem");
      }
  }
}

static void
update_form (LudusThebesMapEditor *self)
{
  JsonObject *object = get_place_object (self, self->selected);
  int place = place_of_index (self, self->selected);
  g_autoptr(GString) distances = g_string_new (NULL);

  gtk_widget_set_sensitive (self->place_form, object != NULL);
  gtk_widget_set_sensitive (self->roads_group, place >= 0);
  self->updating = TRUE;
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->start_row), MIN (self->draft->start, LUDUS_THEBES_FIRST_SITE - 1));
  if (object != NULL)
    {
      if (place >= 0)
        adw_combo_row_set_selected (ADW_COMBO_ROW (self->id_row), place);
      adw_combo_row_set_selected (ADW_COMBO_ROW (self->kind_row),
                                  g_strcmp0 (ludus_json_peek_string (object, "kind", NULL),
                                             "site") == 0);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->x_spin), ludus_json_peek_int (object, "x", 0));
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->y_spin), ludus_json_peek_int (object, "y", 0));
    }
  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    {
      gtk_widget_set_visible (gtk_widget_get_ancestor (self->road_checks[p], ADW_TYPE_ACTION_ROW),
                              (int) p != place);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (self->road_checks[p]),
                                   place >= 0 && find_road (self, place, p) >= 0);
    }
  self->updating = FALSE;

  if (place >= 0)
    {
      /* TRANSLATORS: the start of the list of weeks from the selected place */
      g_string_append_printf (distances, _("Weeks from %s:"), ludus_thebes_place_name (place));
      for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
        if ((int) p != place)
          {
            guint8 d = self->draft->distance[place][p];

            g_string_append (distances, p == 0 || (place == 0 && p == 1) ? " " : ", ");
            if (d == LUDUS_THEBES_NONE)
              /* TRANSLATORS: a place that no road reaches, in the list of weeks */
              g_string_append_printf (distances, _("%s unreachable"), ludus_thebes_place_name (p));
            else
              /* TRANSLATORS: a place and the weeks to it, in the list of weeks */
              g_string_append_printf (distances, _("%s %u"), ludus_thebes_place_name (p), d);
          }
    }
  gtk_label_set_text (GTK_LABEL (self->distances_label), distances->str);
}

static void
update_summary (LudusThebesMapEditor *self)
{
  guint n_places = 0, unreachable = 0;
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    {
      n_places += self->place_index[p] >= 0;
      unreachable += self->draft->distance[self->draft->start][p] == LUDUS_THEBES_NONE;
    }
  g_string_append_printf (text, ngettext ("%u place", "%u places", n_places), n_places);
  g_string_append (text, ", ");
  g_string_append_printf (text, ngettext ("%u road", "%u roads", self->draft->n_roads), self->draft->n_roads);
  g_string_append (text, "\n");
  if (unreachable > 0)
    g_string_append_printf (text, ngettext ("%u place cannot be reached from the start.",
                                            "%u places cannot be reached from the start.", unreachable),
                            unreachable);
  else
    g_string_append (text, _("Every place can be reached from the start."));
  g_string_append (text, "\n");
  g_string_append (text, ludus_content_document_get_valid (self->document)
                         ? _("Ready to play with the built-in deck.")
                         : _("Not playable yet: see the problem above."));
  gtk_label_set_text (GTK_LABEL (self->summary_label), text->str);
}

static void
document_changed_cb (LudusThebesMapEditor *self,
                     const char           *path)
{
  JsonArray *places = get_array (self, "places");
  int n = places != NULL ? (int) json_array_get_length (places) : 0;

  if (self->selected >= n)
    self->selected = n - 1;
  read_draft (self);
  update_map (self);
  update_form (self);
  ludus_thebes_map_tables_update (self->tables, self->draft);
  update_summary (self);
}

/* Selects and shows what the problem's path names. */
static void
show_problem (LudusThebesMapEditor      *self,
              const LudusContentProblem *problem,
              gboolean                   turn_page)
{
  int index, k, w;

  if (problem == NULL || problem->path == NULL
      || g_strcmp0 (problem->document, ludus_content_document_get_kind (self->document)) != 0)
    return;
  if (sscanf (problem->path, "places[%d]", &index) == 1)
    ludus_thebes_map_editor_select (self, index);
  else if (!turn_page)
    return;
  else if (sscanf (problem->path, "roads[%d]", &index) == 1 || g_str_equal (problem->path, "roads"))
    adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (self->stack), "distances");
  else if (sscanf (problem->path, "wheel[%d][%d]", &k, &w) == 2)
    {
      adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (self->stack), "wheel");
      ludus_thebes_map_tables_focus_wheel (self->tables, k, w);
    }
  else if (g_str_equal (problem->path, "start"))
    gtk_widget_grab_focus (self->start_row);
}

/* The bar's Show: the place, or the page (distances, wheel) or field. */
static void
show_problem_cb (LudusThebesMapEditor      *self,
                 const LudusContentProblem *problem)
{
  show_problem (self, problem, TRUE);
}

/* The problem bar says what is wrong; the form shows where, but for
 * another page than the one the person works on (the map), which only
 * the bar's Show turns to. */
static void
problem_changed_cb (LudusThebesMapEditor *self)
{
  update_summary (self);
  update_map (self);
  show_problem (self, ludus_content_document_get_problem (self->document), FALSE);
}

/* Edits ------------------------------------------------------------------ */

static void
set_place_member (LudusThebesMapEditor *self,
                  const char           *member,
                  JsonNode             *value)
{
  g_autofree char *path = NULL;

  if (self->updating || get_place_object (self, self->selected) == NULL)
    return;
  path = g_strdup_printf ("places[%d].%s", self->selected, member);
  ludus_thebes_editor_set (self->document, path, value);
}

static void
id_changed_cb (LudusThebesMapEditor *self)
{
  guint place = adw_combo_row_get_selected (ADW_COMBO_ROW (self->id_row));
  g_autoptr(JsonNode) node = NULL;

  if (place >= LUDUS_THEBES_N_PLACES)
    return;
  node = json_node_init_string (json_node_alloc (), ludus_thebes_place_id (place));
  set_place_member (self, "id", node);
}

static void
kind_changed_cb (LudusThebesMapEditor *self)
{
  g_autoptr(JsonNode) node = json_node_init_string (json_node_alloc (),
                                                    adw_combo_row_get_selected (ADW_COMBO_ROW (self->kind_row))
                                                    ? "site" : "city");

  set_place_member (self, "kind", node);
}

static void
position_changed_cb (LudusThebesMapEditor *self,
                     GtkSpinButton        *spin)
{
  g_autoptr(JsonNode) node = json_node_init_int (json_node_alloc (), gtk_spin_button_get_value_as_int (spin));

  set_place_member (self, GTK_WIDGET (spin) == self->x_spin ? "x" : "y", node);
}

static void
start_changed_cb (LudusThebesMapEditor *self)
{
  g_autoptr(JsonNode) node = NULL;

  if (self->updating)
    return;
  node = json_node_init_string (json_node_alloc (),
                                ludus_thebes_place_id (adw_combo_row_get_selected (ADW_COMBO_ROW (self->start_row))));
  ludus_thebes_editor_set (self->document, "start", node);
}

static void
road_toggled_cb (LudusThebesMapEditor *self,
                 GtkCheckButton       *check)
{
  int place = place_of_index (self, self->selected);

  if (self->updating || place < 0)
    return;
  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    if (self->road_checks[p] == GTK_WIDGET (check)
        && gtk_check_button_get_active (check) != (find_road (self, place, p) >= 0))
      ludus_thebes_map_editor_toggle_road (self, place, p);
}

/* A click selects the place; in "Edit Roads" mode it adds or removes the
 * road from the selected place instead. */
static void
place_activated_cb (LudusThebesMapEditor *self,
                    guint                 place)
{
  int selected_place = place_of_index (self, self->selected);

  if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->roads_mode))
      && selected_place >= 0 && (guint) selected_place != place)
    {
      ludus_thebes_map_editor_toggle_road (self, selected_place, place);
      return;
    }
  if (self->place_index[place] >= 0)
    ludus_thebes_map_editor_select (self, self->place_index[place]);
}

static int
place_of_widget (LudusThebesMapEditor *self,
                 GtkWidget            *widget)
{
  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    if (ludus_thebes_map_get_place_widget (self->map, p) == widget)
      return p;
  return -1;
}

static void
drag_begin_cb (LudusThebesMapEditor *self,
               double                x,
               double                y,
               GtkGestureDrag       *gesture)
{
  int place = place_of_widget (self, gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture)));

  self->drag_place = place >= 0 ? self->place_index[place] : -1;
  if (self->drag_place < 0)
    return;
  self->drag_x = self->draft->places[place].x;
  self->drag_y = self->draft->places[place].y;
  ludus_thebes_map_get_scale (self->map, &self->drag_scale_x, &self->drag_scale_y);
}

static void
drag_update_cb (LudusThebesMapEditor *self,
                double                dx,
                double                dy,
                GtkGestureDrag       *gesture)
{
  g_autoptr(JsonNode) node = NULL;
  JsonObject *object;
  g_autofree char *path = NULL;

  if (self->drag_place < 0 || (fabs (dx) < 4 && fabs (dy) < 4
                               && gtk_gesture_get_sequence_state (GTK_GESTURE (gesture),
                                                                  gtk_gesture_single_get_current_sequence (GTK_GESTURE_SINGLE (gesture)))
                                  != GTK_EVENT_SEQUENCE_CLAIMED))
    return;
  if (gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED))
    {
      /* One drag, one undo step. */
      ludus_content_document_begin_group (self->document);
      g_object_set_data (G_OBJECT (gesture), "ludus-grouped", GINT_TO_POINTER (TRUE));
    }
  object = get_place_object (self, self->drag_place);
  if (object == NULL)
    return;
  node = ludus_thebes_editor_copy_object (object);
  object = json_node_get_object (node);
  json_object_set_int_member (object, "x", CLAMP (self->drag_x + (int) round (dx / self->drag_scale_x), 0, LUDUS_THEBES_MAX_COORDINATE));
  json_object_set_int_member (object, "y", CLAMP (self->drag_y + (int) round (dy / self->drag_scale_y), 0, LUDUS_THEBES_MAX_COORDINATE));
  path = g_strdup_printf ("places[%d]", self->drag_place);
  self->selected = self->drag_place;
  ludus_thebes_editor_set (self->document, path, node);
}

static void
drag_end_cb (LudusThebesMapEditor *self,
             double                dx,
             double                dy,
             GtkGestureDrag       *gesture)
{
  if (g_object_steal_data (G_OBJECT (gesture), "ludus-grouped") != NULL)
    ludus_content_document_end_group (self->document);
  self->drag_place = -1;
}

static gboolean
key_pressed_cb (LudusThebesMapEditor  *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  int place = place_of_widget (self, gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller)));
  int step = (state & GDK_SHIFT_MASK) ? 1 : ARROW_STEP;
  int dx = 0, dy = 0;

  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: dx = -step; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: dx = step; break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: dy = -step; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: dy = step; break;
    default: return GDK_EVENT_PROPAGATE;
    }
  if (place < 0 || self->place_index[place] < 0)
    return GDK_EVENT_PROPAGATE;
  ludus_thebes_map_editor_select (self, self->place_index[place]);
  ludus_thebes_map_editor_move_place (self, dx, dy);
  return GDK_EVENT_STOP;
}

/* Actions ---------------------------------------------------------------- */

static void
ludus_thebes_map_editor_dispose (GObject *object)
{
  LudusThebesMapEditor *self = LUDUS_THEBES_MAP_EDITOR (object);

  ludus_editor_form_unwatch (self, &self->document);
  g_clear_object (&self->tables);
  if (self->map != NULL)
    ludus_thebes_map_set_layout (self->map, NULL);

  G_OBJECT_CLASS (ludus_thebes_map_editor_parent_class)->dispose (object);
}

static void
ludus_thebes_map_editor_finalize (GObject *object)
{
  LudusThebesMapEditor *self = LUDUS_THEBES_MAP_EDITOR (object);

  g_free (self->draft);

  G_OBJECT_CLASS (ludus_thebes_map_editor_parent_class)->finalize (object);
}

static void
ludus_thebes_map_editor_class_init (LudusThebesMapEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_thebes_map_editor_dispose;
  object_class->finalize = ludus_thebes_map_editor_finalize;

  g_type_ensure (LUDUS_TYPE_THEBES_MAP);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/thebes/ludus-thebes-map-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusThebesMapEditor, stack);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesMapEditor, map);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesMapEditor, roads_mode);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesMapEditor, summary_label);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesMapEditor, place_form);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesMapEditor, id_row);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesMapEditor, kind_row);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesMapEditor, x_row);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesMapEditor, x_spin);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesMapEditor, y_row);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesMapEditor, y_spin);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesMapEditor, start_row);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesMapEditor, roads_group);
  gtk_widget_class_bind_template_child (widget_class, LudusThebesMapEditor, distances_label);
  gtk_widget_class_bind_template_callback (widget_class, place_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, start_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, id_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, kind_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, position_changed_cb);
}

/* Building --------------------------------------------------------------- */

static const char *
kind_name (guint site)
{
  return site ? _("Dig site") : _("City");
}

static void
ludus_thebes_map_editor_init (LudusThebesMapEditor *self)
{
  self->draft = g_new0 (LudusThebesContent, 1);
  self->selected = -1;
  self->drag_place = -1;
  /* No edits until the document is set. */
  self->updating = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));

  ludus_thebes_editor_combo_set_names (self->start_row, 0, LUDUS_THEBES_FIRST_SITE, ludus_thebes_editor_place_name);
  ludus_thebes_editor_combo_set_names (self->id_row, 0, LUDUS_THEBES_N_PLACES, ludus_thebes_editor_place_name);
  ludus_thebes_editor_combo_set_names (self->kind_row, 0, 2, kind_name);
  ludus_editor_form_bind_spin (self->x_row, NULL, 0, LUDUS_THEBES_MAX_COORDINATE);
  ludus_editor_form_bind_spin (self->y_row, NULL, 0, LUDUS_THEBES_MAX_COORDINATE);

  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    {
      GtkWidget *row = adw_action_row_new ();
      /* TRANSLATORS: a check box in the map editor: a road from the selected place */
      g_autofree char *title = g_strdup_printf (_("Road to %s"), ludus_thebes_place_name (p));

      self->road_checks[p] = gtk_check_button_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), self->road_checks[p]);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), self->road_checks[p]);
      ludus_editor_form_name_activatable (row);
      g_signal_connect_swapped (self->road_checks[p], "toggled", G_CALLBACK (road_toggled_cb), self);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->roads_group), row);
    }

  for (guint p = 0; p < LUDUS_THEBES_N_PLACES; p++)
    {
      GtkWidget *button = ludus_thebes_map_get_place_widget (self->map, p);
      GtkGesture *drag = gtk_gesture_drag_new ();
      GtkEventController *keys = gtk_event_controller_key_new ();

      /* Before the button's own click: a drag claims the press, a click
       * without a move stays the button's. */
      gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (drag), GTK_PHASE_CAPTURE);
      g_signal_connect_swapped (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
      g_signal_connect_swapped (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
      g_signal_connect_swapped (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
      gtk_widget_add_controller (button, GTK_EVENT_CONTROLLER (drag));
      gtk_event_controller_set_name (keys, "ludus-move-place");
      g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
      gtk_widget_add_controller (button, keys);
    }
  self->tables = ludus_thebes_map_tables_new ();
  ludus_thebes_map_tables_add_pages (self->tables, ADW_VIEW_STACK (self->stack));
  self->updating = FALSE;
}

/**
 * ludus_thebes_map_editor_new:
 * @document: a Thebes layout
 *
 * Returns: (transfer floating): the form editing @document
 */
GtkWidget *
ludus_thebes_map_editor_new (LudusContentDocument *document)
{
  LudusThebesMapEditor *self;

  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (document), NULL);

  self = g_object_new (LUDUS_TYPE_THEBES_MAP_EDITOR, NULL);
  self->document = g_object_ref (document);
  ludus_thebes_map_tables_set_document (self->tables, document);
  /* The problem banner, above the tools. */
  ludus_editor_form_watch (GTK_BOX (self), document, G_CALLBACK (document_changed_cb),
                           G_CALLBACK (problem_changed_cb), G_CALLBACK (show_problem_cb));

  ludus_content_document_validate_now (document);
  self->selected = 0;
  document_changed_cb (self, NULL);
  problem_changed_cb (self);
  return GTK_WIDGET (self);
}

LudusContentDocument *
ludus_thebes_map_editor_get_document (LudusThebesMapEditor *self)
{
  g_return_val_if_fail (LUDUS_IS_THEBES_MAP_EDITOR (self), NULL);

  return self->document;
}

/* The selected place's index in places[], -1 for none. */
int
ludus_thebes_map_editor_get_selected (LudusThebesMapEditor *self)
{
  g_return_val_if_fail (LUDUS_IS_THEBES_MAP_EDITOR (self), -1);

  return self->selected;
}

/* Selects places[@index], shows the map and focuses its place. */
void
ludus_thebes_map_editor_select (LudusThebesMapEditor *self,
                                int                   index)
{
  int place;

  g_return_if_fail (LUDUS_IS_THEBES_MAP_EDITOR (self));

  if (get_place_object (self, index) == NULL)
    return;
  self->selected = index;
  update_map (self);
  update_form (self);
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (self->stack), "map");
  place = place_of_index (self, index);
  if (place >= 0)
    gtk_widget_grab_focus (ludus_thebes_map_get_place_widget (self->map, place));
}

/* Moves the selected place by (@dx, @dy) layout units: one undo step. */
void
ludus_thebes_map_editor_move_place (LudusThebesMapEditor *self,
                                    int                   dx,
                                    int                   dy)
{
  JsonObject *object;
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *path = NULL;

  g_return_if_fail (LUDUS_IS_THEBES_MAP_EDITOR (self));

  if ((object = get_place_object (self, self->selected)) == NULL)
    return;
  node = ludus_thebes_editor_copy_object (object);
  object = json_node_get_object (node);
  json_object_set_int_member (object, "x", CLAMP (ludus_json_peek_int (object, "x", 0) + dx, 0, LUDUS_THEBES_MAX_COORDINATE));
  json_object_set_int_member (object, "y", CLAMP (ludus_json_peek_int (object, "y", 0) + dy, 0, LUDUS_THEBES_MAX_COORDINATE));
  path = g_strdup_printf ("places[%d]", self->selected);
  ludus_thebes_editor_set (self->document, path, node);
}

/* Adds the road between @from and @to (LudusThebesPlace), or removes it. */
void
ludus_thebes_map_editor_toggle_road (LudusThebesMapEditor *self,
                                     guint                 from,
                                     guint                 to)
{
  int road;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (LUDUS_IS_THEBES_MAP_EDITOR (self));
  g_return_if_fail (from < LUDUS_THEBES_N_PLACES && to < LUDUS_THEBES_N_PLACES && from != to);

  road = find_road (self, from, to);
  if (road >= 0)
    {
      path = g_strdup_printf ("roads[%d]", road);
      if (!ludus_content_document_remove (self->document, path, &error))
        g_warning ("Cannot remove a road: %s", error->message);
    }
  else
    {
      g_autoptr(JsonNode) node = json_node_new (JSON_NODE_ARRAY);
      JsonArray *ends = json_array_new ();
      JsonArray *roads = get_array (self, "roads");

      json_array_add_string_element (ends, ludus_thebes_place_id (from));
      json_array_add_string_element (ends, ludus_thebes_place_id (to));
      json_node_take_array (node, ends);
      path = g_strdup_printf ("roads[%u]", roads != NULL ? json_array_get_length (roads) : 0);
      if (!ludus_content_document_insert (self->document, path, node, &error))
        g_warning ("Cannot add a road: %s", error->message);
    }
}

/* The distance table as text, a row per place ("—": no way there). */
char *
ludus_thebes_map_editor_get_distances (LudusThebesMapEditor *self)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (LUDUS_IS_THEBES_MAP_EDITOR (self), NULL);

  for (guint a = 0; a < LUDUS_THEBES_N_PLACES; a++)
    {
      g_string_append (text, ludus_thebes_place_id (a));
      for (guint b = 0; b < LUDUS_THEBES_N_PLACES; b++)
        if (self->draft->distance[a][b] == LUDUS_THEBES_NONE)
          g_string_append (text, " —");
        else
          g_string_append_printf (text, " %u", self->draft->distance[a][b]);
      g_string_append_c (text, '\n');
    }
  return g_string_free (text, FALSE);
}
