/* ludus-rules-window.c: how to play a game, in short
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The text is each game's table of headings and paragraphs, from its
 * LudusGameUi, translated with gettext like every other string.
 */

#define G_LOG_DOMAIN "ludus-rules-window"

#include "config.h"

#include <glib/gi18n.h>

#include "ludus-game-ui.h"
#include "ludus-rules.h"
#include "ludus-rules-window.h"

struct _LudusRulesWindow
{
  AdwWindow       parent_instance;

  GtkBox         *text_box;
  AdwWindowTitle *window_title;
};

G_DEFINE_FINAL_TYPE (LudusRulesWindow, ludus_rules_window, ADW_TYPE_WINDOW)

static const LudusRulesBlock *
lookup_rules (const char *game_id)
{
  const LudusGameUi *ui = ludus_game_ui_lookup (game_id);

  return ui != NULL ? ui->rules_text : NULL;
}

/* Whether the rules page has a text for @game_id. */
gboolean
ludus_rules_window_has_rules (const char *game_id)
{
  g_return_val_if_fail (game_id != NULL, FALSE);

  return lookup_rules (game_id) != NULL;
}

static void
ludus_rules_window_class_init (LudusRulesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ludus-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusRulesWindow, text_box);
  gtk_widget_class_bind_template_child (widget_class, LudusRulesWindow, window_title);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ludus_rules_window_init (LudusRulesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * ludus_rules_window_new:
 * @parent: (nullable): the main window
 * @game_id: a game with rules text (ludus_rules_window_has_rules())
 */
GtkWidget *
ludus_rules_window_new (GtkWindow  *parent,
                        const char *game_id)
{
  LudusRulesWindow *self;
  const LudusRulesBlock *blocks;
  const LudusRules *rules;
  g_autofree char *title = NULL;

  g_return_val_if_fail (game_id != NULL, NULL);
  g_return_val_if_fail ((blocks = lookup_rules (game_id)) != NULL, NULL);

  self = g_object_new (LUDUS_TYPE_RULES_WINDOW,
                       "transient-for", parent,
                       NULL);
  rules = ludus_rules_lookup (game_id);
  if (rules != NULL && rules->name != NULL)
    adw_window_title_set_subtitle (self->window_title, _(rules->name));
  title = g_strdup_printf (_("Rules of %s"), rules != NULL && rules->name != NULL ? _(rules->name) : game_id);
  gtk_window_set_title (GTK_WINDOW (self), title);

  for (guint i = 0; blocks[i].text != NULL; i++)
    {
      GtkWidget *label = gtk_label_new (_(blocks[i].text));

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_selectable (GTK_LABEL (label), FALSE);
      if (blocks[i].heading)
        {
          gtk_widget_add_css_class (label, "heading");
          gtk_widget_set_margin_top (label, 12);
          gtk_accessible_update_property (GTK_ACCESSIBLE (label),
                                          GTK_ACCESSIBLE_PROPERTY_LEVEL, 2,
                                          -1);
        }
      gtk_box_append (self->text_box, label);
    }

  return GTK_WIDGET (self);
}
