/* ludus-deck-form.c: the base of every game's deck form
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One or more lists of cards, each an array of the document ("cards",
 * "exhibitions") shown as a grid of tiles on a page of its own, the
 * selected card's fields beside them and the deck's summary under those.
 * An edit of one card redraws only its tile; Add Card, Remove Card, the
 * selection and the problem's card are the same in every game.  Every edit
 * goes through the LudusContentDocument, which also says what is wrong:
 * a form never checks the deck itself.
 */

#define G_LOG_DOMAIN "ludus-editor"

#include <glib/gi18n.h>

#include "ludus-deck-form.h"
#include "ludus-editor-form.h"
#include "ludus-print-and-play.h"

typedef struct
{
  char      *member;   /* the array, "cards" */
  GtkWidget *flow;
  GtkWidget *fields;
  GPtrArray *rows;     /* the rows bound to the selected card's members */
  int        selected;
} List;

typedef struct
{
  LudusContentDocument *document;

  GtkWidget            *tools;
  GtkWidget            *switcher;
  GtkWidget            *add_button;
  GtkWidget            *remove_button;
  GtkWidget            *stack;
  GtkWidget            *fields_stack;
  GtkWidget            *summary_label;

  GArray               *lists;  /* of List */
  gboolean              updating;
} LudusDeckFormPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (LudusDeckForm, ludus_deck_form, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_DOCUMENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static List *
get_list (LudusDeckForm *self,
          guint          list)
{
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);

  /* A form's lists are fixed when it is made: any other index is a bug. */
  g_assert (list < priv->lists->len);

  return &g_array_index (priv->lists, List, list);
}

static void
list_clear (gpointer data)
{
  List *list = data;

  g_free (list->member);
  g_clear_pointer (&list->rows, g_ptr_array_unref);
}

/* The list whose page is shown, or -1 (another page). */
static int
current_list (LudusDeckForm *self)
{
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);
  const char *name = adw_view_stack_get_visible_child_name (ADW_VIEW_STACK (priv->stack));

  for (guint i = 0; i < priv->lists->len; i++)
    if (g_strcmp0 (name, g_array_index (priv->lists, List, i).member) == 0)
      return i;
  return -1;
}

JsonArray *
ludus_deck_form_get_cards (LudusDeckForm *self,
                           guint          list)
{
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);
  JsonNode *node;

  g_return_val_if_fail (LUDUS_IS_DECK_FORM (self), NULL);

  node = ludus_content_document_get (priv->document, get_list (self, list)->member);
  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

static guint
n_cards (LudusDeckForm *self,
         guint          list)
{
  JsonArray *cards = ludus_deck_form_get_cards (self, list);

  return cards != NULL ? json_array_get_length (cards) : 0;
}

static JsonNode *
get_card (LudusDeckForm *self,
          guint          list,
          int            index)
{
  JsonArray *cards = ludus_deck_form_get_cards (self, list);

  if (cards == NULL || index < 0 || (guint) index >= json_array_get_length (cards))
    return NULL;
  return json_array_get_element (cards, index);
}

/**
 * ludus_deck_form_get_selected_card:
 *
 * Returns: (transfer none) (nullable): the selected card of @list, as the
 *   document holds it
 */
JsonNode *
ludus_deck_form_get_selected_card (LudusDeckForm *self,
                                   guint          list)
{
  g_return_val_if_fail (LUDUS_IS_DECK_FORM (self), NULL);

  return get_card (self, list, get_list (self, list)->selected);
}

/* Updating ------------------------------------------------------------- */

static void
update_tile (LudusDeckForm   *self,
             guint            list,
             GtkFlowBoxChild *child)
{
  int index = gtk_flow_box_child_get_index (child);

  LUDUS_DECK_FORM_GET_CLASS (self)->update_tile (self, list, index, get_card (self, list, index), child);
  gtk_widget_queue_draw (gtk_flow_box_child_get_child (child));
}

/* The tiles of @list as many as its cards, each showing its card. */
static void
sync_tiles (LudusDeckForm *self,
            guint          list)
{
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);
  List *l = get_list (self, list);
  GtkFlowBox *flow = GTK_FLOW_BOX (l->flow);
  guint n = n_cards (self, list), tiles = 0;
  GtkFlowBoxChild *child;

  while (gtk_flow_box_get_child_at_index (flow, tiles) != NULL)
    tiles++;
  for (; tiles > n; tiles--)
    gtk_flow_box_remove (flow, GTK_WIDGET (gtk_flow_box_get_child_at_index (flow, tiles - 1)));
  for (; tiles < n; tiles++)
    {
      GtkWidget *picture = LUDUS_DECK_FORM_GET_CLASS (self)->create_tile (self, list);

      /* The tile takes the clicks, and the flow box selects it: a Medici
       * card, the game's own widget, took them and selected nothing. */
      gtk_widget_set_can_target (picture, FALSE);
      child = GTK_FLOW_BOX_CHILD (gtk_flow_box_child_new ());
      gtk_flow_box_child_set_child (child, picture);
      gtk_flow_box_append (flow, GTK_WIDGET (child));
    }
  for (guint i = 0; i < n; i++)
    update_tile (self, list, gtk_flow_box_get_child_at_index (flow, i));

  if (l->selected >= (int) n)
    l->selected = (int) n - 1;
  priv->updating = TRUE;
  if (l->selected >= 0)
    gtk_flow_box_select_child (flow, gtk_flow_box_get_child_at_index (flow, l->selected));
  else
    gtk_flow_box_unselect_all (flow);
  priv->updating = FALSE;
}

static void
update_fields (LudusDeckForm *self,
               guint          list)
{
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);
  LudusDeckFormClass *klass = LUDUS_DECK_FORM_GET_CLASS (self);
  List *l = get_list (self, list);
  JsonNode *node;

  if (l->selected >= (int) n_cards (self, list))
    l->selected = (int) n_cards (self, list) - 1;
  node = get_card (self, list, l->selected);
  gtk_widget_set_sensitive (l->fields, node != NULL);
  priv->updating = TRUE;
  for (guint i = 0; i < l->rows->len; i++)
    ludus_editor_form_row_load (g_ptr_array_index (l->rows, i),
                                node != NULL && JSON_NODE_HOLDS_OBJECT (node)
                                ? json_node_get_object (node) : NULL);
  if (klass->update_fields != NULL)
    klass->update_fields (self, list, node);
  priv->updating = FALSE;
}

static void
update_actions (LudusDeckForm *self)
{
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);
  int list = current_list (self);
  const char *name = adw_view_stack_get_visible_child_name (ADW_VIEW_STACK (priv->stack));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "deck.add-card", list >= 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "deck.remove-card",
                                 list >= 0 && get_list (self, list)->selected >= 0);
  if (name != NULL && gtk_stack_get_child_by_name (GTK_STACK (priv->fields_stack), name) != NULL)
    gtk_stack_set_visible_child_name (GTK_STACK (priv->fields_stack), name);
}

static void
update_summary (LudusDeckForm *self)
{
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);
  g_autofree char *text = LUDUS_DECK_FORM_GET_CLASS (self)->get_summary (self);

  gtk_label_set_text (GTK_LABEL (priv->summary_label), text);
}

/* The index of the card of @list at @path ("cards[3].value"), or -1. */
static int
index_at (LudusDeckForm *self,
          guint          list,
          const char    *path)
{
  const char *member = get_list (self, list)->member;
  size_t length = strlen (member);
  int index;

  if (path != NULL && strncmp (path, member, length) == 0 && path[length] == '['
      && sscanf (path + length + 1, "%d", &index) == 1)
    return index;
  return -1;
}

/* Marks the tile of the card the problem is at: its drawing may show it. */
static void
mark_problem (LudusDeckForm *self)
{
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);
  const LudusContentProblem *problem = ludus_content_document_get_problem (priv->document);
  gboolean here = problem != NULL
                  && g_strcmp0 (problem->document, ludus_content_document_get_kind (priv->document)) == 0;

  for (guint list = 0; list < priv->lists->len; list++)
    {
      int index = here ? index_at (self, list, problem->path) : -1;

      for (GtkWidget *child = gtk_widget_get_first_child (get_list (self, list)->flow);
           child != NULL;
           child = gtk_widget_get_next_sibling (child))
        {
          g_object_set_data (G_OBJECT (child), "ludus-problem",
                             GINT_TO_POINTER (gtk_flow_box_child_get_index (GTK_FLOW_BOX_CHILD (child)) == index));
          gtk_widget_queue_draw (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child)));
        }
    }
}

static void
document_changed_cb (LudusDeckForm *self,
                     const char    *path)
{
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);

  for (guint list = 0; list < priv->lists->len; list++)
    {
      const char *member = get_list (self, list)->member;
      int index = index_at (self, list, path);

      /* One card set: its tile alone; the list or anything: every tile. */
      if (index >= 0)
        {
          GtkFlowBoxChild *child = gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (get_list (self, list)->flow),
                                                                    index);

          if (child != NULL)
            update_tile (self, list, child);
          else
            sync_tiles (self, list);
        }
      else if (path == NULL || path[0] == '\0' || g_str_equal (path, member))
        sync_tiles (self, list);
      update_fields (self, list);
    }
  update_actions (self);
  update_summary (self);
}

/* The problem bar says what is wrong; the form shows where. */
static void
show_problem_cb (LudusDeckForm             *self,
                 const LudusContentProblem *problem)
{
  LUDUS_DECK_FORM_GET_CLASS (self)->show_problem (self, problem);
}

static void
ludus_deck_form_real_show_problem (LudusDeckForm             *self,
                                   const LudusContentProblem *problem)
{
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);

  if (problem == NULL || problem->path == NULL
      || g_strcmp0 (problem->document, ludus_content_document_get_kind (priv->document)) != 0)
    return;
  for (guint list = 0; list < priv->lists->len; list++)
    {
      int index = index_at (self, list, problem->path);

      if (index >= 0)
        ludus_deck_form_select (self, list, index);
    }
}

static void
problem_changed_cb (LudusDeckForm *self)
{
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);

  update_summary (self);
  mark_problem (self);
  show_problem_cb (self, ludus_content_document_get_problem (priv->document));
}

static void
selected_changed_cb (LudusDeckForm *self,
                     GtkFlowBox    *flow)
{
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);
  g_autoptr(GList) selected = NULL;

  if (priv->updating)
    return;
  selected = gtk_flow_box_get_selected_children (flow);
  if (selected == NULL)
    return;
  for (guint list = 0; list < priv->lists->len; list++)
    if (get_list (self, list)->flow == GTK_WIDGET (flow))
      {
        get_list (self, list)->selected = gtk_flow_box_child_get_index (selected->data);
        mark_problem (self);
        update_fields (self, list);
      }
  update_actions (self);
}

static void
page_changed_cb (LudusDeckForm *self)
{
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);

  if (priv->lists != NULL)
    update_actions (self);
}

static void
row_changed_cb (GtkWidget *row)
{
  LudusDeckForm *self = LUDUS_DECK_FORM (gtk_widget_get_ancestor (row, LUDUS_TYPE_DECK_FORM));
  guint list = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "ludus-deck-list"));
  g_autoptr(JsonNode) value = ludus_editor_form_row_get_value (row);

  if (value != NULL)
    ludus_deck_form_set_member (self, list, ludus_editor_form_row_get_member (row), value);
}

/* Actions -------------------------------------------------------------- */

static void
add_card_cb (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  LudusDeckForm *self = LUDUS_DECK_FORM (widget);
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);
  int list = current_list (self);
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  guint position;

  if (list < 0)
    return;
  position = n_cards (self, list);
  node = LUDUS_DECK_FORM_GET_CLASS (self)->new_card (self, list, ludus_deck_form_get_selected_card (self, list),
                                                     &position);
  path = g_strdup_printf ("%s[%u]", get_list (self, list)->member, position);
  get_list (self, list)->selected = position;
  if (!ludus_content_document_insert (priv->document, path, node, &error))
    g_warning ("Cannot add a card: %s", error->message);
}

static void
remove_card_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  LudusDeckForm *self = LUDUS_DECK_FORM (widget);
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);
  int list = current_list (self);
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  if (list < 0 || get_list (self, list)->selected < 0)
    return;
  path = g_strdup_printf ("%s[%d]", get_list (self, list)->member, get_list (self, list)->selected);
  if (!ludus_content_document_remove (priv->document, path, &error))
    g_warning ("Cannot remove a card: %s", error->message);
}

/* The drawings follow the light or dark style. */
static void
dark_changed_cb (LudusDeckForm *self)
{
  mark_problem (self);
}

/* GObject -------------------------------------------------------------- */

static void
ludus_deck_form_constructed (GObject *object)
{
  LudusDeckForm *self = LUDUS_DECK_FORM (object);
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);

  G_OBJECT_CLASS (ludus_deck_form_parent_class)->constructed (object);

  g_return_if_fail (LUDUS_IS_CONTENT_DOCUMENT (priv->document));

  /* The problem banner, above the tools. */
  ludus_editor_form_watch (GTK_BOX (self), priv->document, G_CALLBACK (document_changed_cb),
                           G_CALLBACK (problem_changed_cb), G_CALLBACK (show_problem_cb));
  /* The summary says which player counts the content allows: again once
   * the change is checked (in an idle), though the deck stays valid. */
  g_signal_connect_swapped (priv->document, "notify::content", G_CALLBACK (update_summary), self);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (dark_changed_cb), self, G_CONNECT_SWAPPED);

  ludus_content_document_validate_now (priv->document);
  for (guint list = 0; list < priv->lists->len; list++)
    get_list (self, list)->selected = 0;
  document_changed_cb (self, NULL);
  problem_changed_cb (self);
}

static void
ludus_deck_form_dispose (GObject *object)
{
  LudusDeckForm *self = LUDUS_DECK_FORM (object);
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);

  ludus_editor_form_unwatch (self, &priv->document);

  G_OBJECT_CLASS (ludus_deck_form_parent_class)->dispose (object);
}

static void
ludus_deck_form_finalize (GObject *object)
{
  LudusDeckForm *self = LUDUS_DECK_FORM (object);
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);

  g_clear_pointer (&priv->lists, g_array_unref);

  G_OBJECT_CLASS (ludus_deck_form_parent_class)->finalize (object);
}

static void
ludus_deck_form_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  LudusDeckForm *self = LUDUS_DECK_FORM (object);
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, priv->document);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludus_deck_form_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  LudusDeckForm *self = LUDUS_DECK_FORM (object);
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      priv->document = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludus_deck_form_class_init (LudusDeckFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = ludus_deck_form_constructed;
  object_class->dispose = ludus_deck_form_dispose;
  object_class->finalize = ludus_deck_form_finalize;
  object_class->get_property = ludus_deck_form_get_property;
  object_class->set_property = ludus_deck_form_set_property;
  klass->show_problem = ludus_deck_form_real_show_problem;

  /**
   * LudusDeckForm:document:
   *
   * The deck the form edits.
   */
  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, LUDUS_TYPE_CONTENT_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ludus_games/Ludus/editor/ludus-deck-form.ui");
  gtk_widget_class_bind_template_child_private (widget_class, LudusDeckForm, tools);
  gtk_widget_class_bind_template_child_private (widget_class, LudusDeckForm, switcher);
  gtk_widget_class_bind_template_child_private (widget_class, LudusDeckForm, add_button);
  gtk_widget_class_bind_template_child_private (widget_class, LudusDeckForm, remove_button);
  gtk_widget_class_bind_template_child_private (widget_class, LudusDeckForm, stack);
  gtk_widget_class_bind_template_child_private (widget_class, LudusDeckForm, fields_stack);
  gtk_widget_class_bind_template_child_private (widget_class, LudusDeckForm, summary_label);
  gtk_widget_class_bind_template_callback (widget_class, page_changed_cb);

  gtk_widget_class_install_action (widget_class, "deck.add-card", NULL, add_card_cb);
  gtk_widget_class_install_action (widget_class, "deck.remove-card", NULL, remove_card_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "deck.remove-card", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Insert, 0, "deck.add-card", NULL);
}

static void
ludus_deck_form_init (LudusDeckForm *self)
{
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);

  priv->lists = g_array_new (FALSE, TRUE, sizeof (List));
  g_array_set_clear_func (priv->lists, list_clear);
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* Building ------------------------------------------------------------- */

/**
 * ludus_deck_form_add_page:
 * @page: what the page shows
 * @name: its name
 * @title: its title, for the switcher
 * @icon: its icon, for the switcher
 * @fields: (nullable): what the side shows beside it
 *
 * Adds a page to the form; from the second on, the tools show a switcher
 * of the pages, and Add and Remove as icons to make room for it.
 */
void
ludus_deck_form_add_page (LudusDeckForm *self,
                          GtkWidget     *page,
                          const char    *name,
                          const char    *title,
                          const char    *icon,
                          GtkWidget     *fields)
{
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);
  AdwViewStackPage *stack_page;

  g_return_if_fail (LUDUS_IS_DECK_FORM (self));

  stack_page = adw_view_stack_add_titled (ADW_VIEW_STACK (priv->stack), page, name, title);
  adw_view_stack_page_set_icon_name (stack_page, icon);
  if (fields != NULL)
    gtk_stack_add_named (GTK_STACK (priv->fields_stack), fields, name);
  if (gtk_widget_get_visible (priv->switcher)
      || gtk_widget_get_first_child (priv->stack) == NULL
      || gtk_widget_get_next_sibling (gtk_widget_get_first_child (priv->stack)) == NULL)
    return;

  /* Icons: beside the wide view switcher, labels would make the row wider
   * than a 1440 pixels wide window in some languages. */
  gtk_widget_set_visible (priv->switcher, TRUE);
  gtk_box_remove (GTK_BOX (priv->tools), priv->add_button);
  gtk_box_remove (GTK_BOX (priv->tools), priv->remove_button);
  priv->add_button = ludus_editor_form_icon_button_new ("list-add-symbolic", _("Add Card"), "deck.add-card");
  priv->remove_button = ludus_editor_form_icon_button_new ("list-remove-symbolic", _("Remove Card"),
                                                           "deck.remove-card");
  gtk_box_append (GTK_BOX (priv->tools), priv->add_button);
  gtk_box_append (GTK_BOX (priv->tools), priv->remove_button);
}

/**
 * ludus_deck_form_add_list:
 * @member: the document's array of the cards, "cards"
 * @title: the list's title
 * @fields: the selected card's fields
 *
 * Adds a page of the cards of @member, as tiles; called from the game
 * form's init.
 *
 * Returns: the list's number, for the class's functions
 */
guint
ludus_deck_form_add_list (LudusDeckForm *self,
                          const char    *member,
                          const char    *title,
                          GtkWidget     *fields)
{
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  List list = { 0 };

  g_return_val_if_fail (LUDUS_IS_DECK_FORM (self), 0);
  g_return_val_if_fail (member != NULL && GTK_IS_WIDGET (fields), 0);

  list.member = g_strdup (member);
  list.fields = fields;
  list.rows = g_ptr_array_new ();
  list.selected = -1;
  list.flow = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (list.flow), GTK_SELECTION_SINGLE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (list.flow), 40);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (list.flow), TRUE);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (list.flow), 4);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (list.flow), 4);
  gtk_widget_set_valign (list.flow, GTK_ALIGN_START);
  gtk_widget_set_margin_start (list.flow, 12);
  gtk_widget_set_margin_end (list.flow, 12);
  gtk_widget_set_margin_top (list.flow, 12);
  gtk_widget_set_margin_bottom (list.flow, 12);
  gtk_accessible_update_property (GTK_ACCESSIBLE (list.flow), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  g_signal_connect_swapped (list.flow, "selected-children-changed", G_CALLBACK (selected_changed_cb), self);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), list.flow);
  gtk_widget_set_hexpand (scrolled, TRUE);
  gtk_widget_set_vexpand (scrolled, TRUE);
  g_array_append_val (priv->lists, list);

  ludus_deck_form_add_page (self, scrolled, member, title, "view-grid-symbolic", fields);
  return priv->lists->len - 1;
}

/**
 * ludus_deck_form_bind_row:
 * @list: the list whose selected card @row edits
 * @row: a row of ludus-editor-form.c, in @list's fields
 *
 * Makes @row show and edit its member of the selected card of @list.
 */
void
ludus_deck_form_bind_row (LudusDeckForm *self,
                          guint          list,
                          GtkWidget     *row)
{
  g_return_if_fail (LUDUS_IS_DECK_FORM (self));

  g_ptr_array_add (get_list (self, list)->rows, row);
  g_object_set_data (G_OBJECT (row), "ludus-deck-list", GUINT_TO_POINTER (list));
  ludus_editor_form_row_connect (row, G_CALLBACK (row_changed_cb));
}

/* Reading and editing -------------------------------------------------- */

LudusContentDocument *
ludus_deck_form_get_document (LudusDeckForm *self)
{
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);

  g_return_val_if_fail (LUDUS_IS_DECK_FORM (self), NULL);

  return priv->document;
}

/* The list shown, 0 when it is another page. */
guint
ludus_deck_form_get_list (LudusDeckForm *self)
{
  g_return_val_if_fail (LUDUS_IS_DECK_FORM (self), 0);

  return MAX (current_list (self), 0);
}

/* The selected card of the list shown; -1 for none or another page. */
int
ludus_deck_form_get_selected (LudusDeckForm *self)
{
  int list;

  g_return_val_if_fail (LUDUS_IS_DECK_FORM (self), -1);

  list = current_list (self);
  return list >= 0 ? get_list (self, list)->selected : -1;
}

/**
 * ludus_deck_form_select:
 * @list: a list
 * @index: the card to select, show, scroll to and focus
 */
void
ludus_deck_form_select (LudusDeckForm *self,
                        guint          list,
                        int            index)
{
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);
  GtkFlowBoxChild *child;
  List *l;

  g_return_if_fail (LUDUS_IS_DECK_FORM (self));

  l = get_list (self, list);
  child = gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (l->flow), index);
  if (child == NULL)
    return;
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (priv->stack), l->member);
  l->selected = index;
  priv->updating = TRUE;
  gtk_flow_box_select_child (GTK_FLOW_BOX (l->flow), child);
  priv->updating = FALSE;
  gtk_widget_grab_focus (GTK_WIDGET (child));  /* scrolls it into view */
  mark_problem (self);
  update_fields (self, list);
  update_actions (self);
}

void
ludus_deck_form_show_page (LudusDeckForm *self,
                           const char    *name)
{
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);

  g_return_if_fail (LUDUS_IS_DECK_FORM (self));

  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (priv->stack), name);
}

const char *
ludus_deck_form_get_page (LudusDeckForm *self)
{
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);

  g_return_val_if_fail (LUDUS_IS_DECK_FORM (self), NULL);

  return adw_view_stack_get_visible_child_name (ADW_VIEW_STACK (priv->stack));
}

/* Whether the form is showing the document, not taking an edit. */
gboolean
ludus_deck_form_is_updating (LudusDeckForm *self)
{
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);

  g_return_val_if_fail (LUDUS_IS_DECK_FORM (self), TRUE);

  return priv->updating;
}

/**
 * ludus_deck_form_set_member:
 * @list: a list
 * @member: a member of its cards
 * @value: the value
 *
 * Sets @member of the selected card of @list, unless the form is only
 * showing the document.
 */
void
ludus_deck_form_set_member (LudusDeckForm *self,
                            guint          list,
                            const char    *member,
                            JsonNode      *value)
{
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  List *l;

  g_return_if_fail (LUDUS_IS_DECK_FORM (self));

  l = get_list (self, list);
  if (priv->updating || l->selected < 0)
    return;
  if (member != NULL)
    path = g_strdup_printf ("%s[%d].%s", l->member, l->selected, member);
  else
    path = g_strdup_printf ("%s[%d]", l->member, l->selected);
  if (!ludus_content_document_set (priv->document, path, value, &error))
    g_warning ("Cannot set %s: %s", path, error->message);
}

/* Sets the whole selected card of @list: one undo step. */
void
ludus_deck_form_set_card (LudusDeckForm *self,
                          guint          list,
                          JsonNode      *value)
{
  ludus_deck_form_set_member (self, list, NULL, value);
}

GtkWidget *
ludus_deck_form_get_summary_label (LudusDeckForm *self)
{
  LudusDeckFormPrivate *priv = ludus_deck_form_get_instance_private (self);

  g_return_val_if_fail (LUDUS_IS_DECK_FORM (self), NULL);

  return priv->summary_label;
}

/* Printing ------------------------------------------------------------- */

typedef struct
{
  JsonArray             *cards;
  LudusDeckFormDrawCard  draw;
} PrintData;

static void
print_card (cairo_t  *cr,
            guint     index,
            double    width,
            double    height,
            gpointer  user_data)
{
  PrintData *data = user_data;

  data->draw (cr, json_array_get_element (data->cards, index), width, height);
}

/**
 * ludus_deck_form_print:
 * @document: a deck
 * @member: its array of cards
 * @width_mm: a card's printed width
 * @height_mm: a card's printed height
 * @draw: draws a card
 * @path: the PDF file to write
 * @error: return location for an error
 *
 * Writes every card of @member at its real size on A4, with cut marks:
 * the heart of a deck's LudusEditorPrint.
 *
 * Returns: whether the file was written
 */
gboolean
ludus_deck_form_print (LudusContentDocument   *document,
                       const char             *member,
                       double                  width_mm,
                       double                  height_mm,
                       LudusDeckFormDrawCard   draw,
                       const char             *path,
                       GError                **error)
{
  JsonNode *node;
  PrintData data = { NULL, draw };

  g_return_val_if_fail (LUDUS_IS_CONTENT_DOCUMENT (document), FALSE);
  g_return_val_if_fail (member != NULL && draw != NULL && path != NULL, FALSE);

  node = ludus_content_document_get (document, member);
  data.cards = node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
  return ludus_print_and_play_write (path, data.cards != NULL ? json_array_get_length (data.cards) : 0,
                                     width_mm, height_mm, print_card, &data, error);
}
