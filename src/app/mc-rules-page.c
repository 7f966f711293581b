/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>
#include <adwaita.h>

#include "mc-rules-page.h"
#include "rumble/rb-rule-topic.h"
#include "session/mc-rules-book.h"

/* The rules reference: every topic, searched as you type, each opened
 * with its rule IDs, the app's interpretations and related topics; in
 * English, Spanish or Polish whatever the app's own language. Each game
 * has its own section, Tiny Epic Mechs then Rumblebots; the game filter
 * shows one of them, or both, in the list and in what a search finds. */

struct _McRulesPage
{
  GtkWidget    parent_instance;

  GtkWidget   *box;
  GtkWidget   *search_entry;
  GtkWidget   *language_dropdown;
  GtkWidget   *game_dropdown;     /* all games, Tiny Epic Mechs, Rumblebots */
  GtkStack    *stack;
  GtkWidget   *list_box;          /* the topics, or the results */
  GtkWidget   *empty_label;
  GtkWidget   *topic_box;
  GtkWidget   *topic_scroller;

  McRulesBook *book;
  GArray      *results;           /* topic indices shown in list_box */
  GPtrArray   *markups;           /* their titles as shown */
  int          topic;             /* shown in the topic view, or -1 */
  int          game;              /* a McGameKind, or MC_RULES_BOOK_ALL_GAMES */
};

G_DEFINE_FINAL_TYPE (McRulesPage, mc_rules_page, GTK_TYPE_WIDGET)

static void mc_rules_page_map (GtkWidget *widget);

static void fill_list (McRulesPage *self);

static const char *
tr (McRulesPage *self,
    const char  *msgid)
{
  return mc_rules_book_translate (self->book, msgid);
}

static void
clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_widget_unparent (child);
}

static GtkWidget *
wrapping_label (const char *text,
                const char *style)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_width_chars (GTK_LABEL (label), 20);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 70);
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  return label;
}

/* rules.show-topic("id"): a related topic's button names its topic as
 * the action's target. */
static void
show_topic_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  mc_rules_page_show_topic (MC_RULES_PAGE (widget), g_variant_get_string (parameter, NULL));
}

/* One topic: its title, its text in paragraphs, the app's readings where
 * the books are silent, related topics, and last, small, the rulebook's
 * IDs of the rules it explains for players who look them up in the book:
 * players read words, not codes (the team's rule for rule IDs). */
static void
build_topic (McRulesPage *self,
             guint        index)
{
  const TemRuleTopic *topic = mc_rules_book_get_topic (self->book, index);
  const McRuleText *text = mc_rules_book_get_text (self->book, index);
  const char *readings = mc_rules_book_get_readings (self->book, index);
  g_auto(GStrv) paragraphs = g_strsplit (text->body, "\n\n", -1);
  g_auto(GStrv) related = g_strsplit (topic->related, " ", -1);
  g_autofree char *rules = NULL;
  GtkWidget *label, *related_box;

  clear_box (self->topic_box);

  /* Back to every topic is the header's Back: one back button a page. */
  label = wrapping_label (text->title, "title-1");
  /* At the title's size 20 characters are wider than a phone. */
  gtk_label_set_width_chars (GTK_LABEL (label), 10);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LEVEL, 1, -1);
  gtk_widget_set_name (label, "topic-title");
  gtk_box_append (GTK_BOX (self->topic_box), label);

  for (guint i = 0; paragraphs[i] != NULL; i++)
    {
      label = wrapping_label (paragraphs[i], "body");
      gtk_label_set_selectable (GTK_LABEL (label), TRUE);
      gtk_box_append (GTK_BOX (self->topic_box), label);
    }

  if (readings != NULL)
    {
      g_auto(GStrv) parts = g_strsplit (readings, "\n\n", -1);
      GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);

      gtk_widget_add_css_class (card, "card");
      gtk_widget_add_css_class (card, "readings");
      for (guint i = 0; parts[i] != NULL; i++)
        {
          const char *words = strchr (parts[i], MC_RULES_BOOK_ID_END);

          /* The reading's words only: its ID ("A-5") is the team's
           * bookkeeping, not the rulebook's, so no player looks it up. */
          if (words != NULL)
            gtk_box_append (GTK_BOX (card), wrapping_label (words + 1, NULL));
          else
            gtk_box_append (GTK_BOX (card), wrapping_label (parts[i], NULL));
        }
      gtk_box_append (GTK_BOX (self->topic_box), card);
    }

  if (related[0] != NULL && *related[0] != '\0')
    {
      gtk_box_append (GTK_BOX (self->topic_box), wrapping_label (tr (self, N_("Related")), "heading"));
      related_box = gtk_flow_box_new ();
      gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (related_box), GTK_SELECTION_NONE);
      gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (related_box), 3);
      for (guint i = 0; related[i] != NULL; i++)
        {
          int other = mc_rules_book_find (self->book, related[i]);
          GtkWidget *button, *label_child;
          const char *title;

          if (other < 0)
            continue;
          title = mc_rules_book_get_text (self->book, (guint) other)->title;
          label_child = gtk_label_new (title);
          /* Long titles wrap: a phone's width is all there is. */
          gtk_label_set_wrap (GTK_LABEL (label_child), TRUE);
          gtk_label_set_wrap_mode (GTK_LABEL (label_child), PANGO_WRAP_WORD_CHAR);
          gtk_label_set_justify (GTK_LABEL (label_child), GTK_JUSTIFY_CENTER);
          button = gtk_button_new ();
          gtk_button_set_child (GTK_BUTTON (button), label_child);
          gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
          gtk_widget_set_name (button, related[i]);
          gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "rules.show-topic");
          gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", related[i]);
          gtk_flow_box_append (GTK_FLOW_BOX (related_box), button);
        }
      gtk_box_append (GTK_BOX (self->topic_box), related_box);
    }

  {
    g_auto(GStrv) ids = g_strsplit (topic->rules, " ", -1);
    g_autofree char *joined = g_strjoinv (", ", ids);

    /* A format from the book's catalogue; msgfmt --check checked it. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
    rules = g_strdup_printf (tr (self, N_("Rulebook: %s")), joined);
#pragma GCC diagnostic pop
  }
  /* A cross-reference for the book: one small line, last. */
  label = wrapping_label (rules, "dim-label");
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_set_name (label, "rulebook-ids");
  gtk_box_append (GTK_BOX (self->topic_box), label);
}

static GtkWidget *
result_row (McRulesPage *self,
            guint        index,
            const char  *query)
{
  const McRuleText *text = mc_rules_book_get_text (self->book, index);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = wrapping_label (NULL, "heading");
  GtkWidget *subtitle;
  char *markup = mc_rule_search_highlight (text->title, query);

  gtk_label_set_markup (GTK_LABEL (title), markup);
  g_ptr_array_add (self->markups, markup);
  gtk_box_append (GTK_BOX (box), title);

  {
    /* What the topic says, in words: the first paragraph of the body,
     * a search's matches in bold. The rule IDs are for the topic itself,
     * not a list of codes under every title. */
    g_auto(GStrv) paragraphs = g_strsplit (text->body, "\n\n", 2);
    g_autofree char *snippet = mc_rule_search_highlight (paragraphs[0] != NULL ? paragraphs[0] : "",
                                                         query != NULL ? query : "");

    subtitle = wrapping_label (NULL, "dim-label");
    gtk_label_set_markup (GTK_LABEL (subtitle), snippet);
    gtk_label_set_lines (GTK_LABEL (subtitle), 2);
    gtk_label_set_ellipsize (GTK_LABEL (subtitle), PANGO_ELLIPSIZE_END);
    /* A foretaste: the topic holds the whole text. */
    gtk_widget_add_css_class (subtitle, "ellipsis-ok");
  }
  gtk_widget_add_css_class (subtitle, "caption");
  gtk_box_append (GTK_BOX (box), subtitle);
  if (query != NULL && *query != '\0' && self->game == MC_RULES_BOOK_ALL_GAMES)
    {
      /* Found across both games: which one this is. */
      GtkWidget *game = wrapping_label (mc_rules_book_get_game_name (mc_rules_book_get_game (self->book, index)),
                                        "dim-label");

      gtk_widget_add_css_class (game, "caption-heading");
      gtk_box_append (GTK_BOX (box), game);
    }

  gtk_widget_set_margin_top (box, 10);
  gtk_widget_set_margin_bottom (box, 10);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, text->title, -1);
  return row;
}

/* "Rules" above a game's first topic, "Questions" above its first FAQ
 * entry, and the game's name above both, when the list shows everything. */
static void
header_cb (GtkListBoxRow *row,
           GtkListBoxRow *before,
           gpointer       user_data)
{
  McRulesPage *self = user_data;
  guint index = (guint) gtk_list_box_row_get_index (row);
  McRuleTopicKind kind, previous;
  McGameKind game;
  gboolean new_game;
  GtkWidget *header;

  if (*gtk_editable_get_text (GTK_EDITABLE (self->search_entry)) != '\0' || index >= self->results->len)
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  kind = mc_rules_book_get_topic (self->book, g_array_index (self->results, guint, index))->kind;
  game = mc_rules_book_get_game (self->book, g_array_index (self->results, guint, index));
  previous = before != NULL
             ? mc_rules_book_get_topic (self->book, g_array_index (self->results, guint, index - 1))->kind
             : (McRuleTopicKind) -1;
  new_game = before == NULL || mc_rules_book_get_game (self->book, g_array_index (self->results, guint, index - 1)) != game;
  if (kind == previous && !new_game)
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  header = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  if (new_game)
    {
      GtkWidget *name = wrapping_label (mc_rules_book_get_game_name (game), "title-2");

      gtk_widget_set_name (name, game == MC_GAME_RUMBLEBOTS ? "rumblebots-section" : "tiny-epic-mechs-section");
      gtk_accessible_update_property (GTK_ACCESSIBLE (name), GTK_ACCESSIBLE_PROPERTY_LEVEL, 2, -1);
      gtk_widget_set_margin_top (name, before != NULL ? 18 : 0);
      gtk_box_append (GTK_BOX (header), name);
    }
  gtk_box_append (GTK_BOX (header),
                  wrapping_label (tr (self, kind == TEM_RULE_TOPIC_FAQ ? N_("Questions") : N_("Rules")), "heading"));
  gtk_widget_set_margin_top (header, 12);
  gtk_widget_set_margin_bottom (header, 6);
  gtk_widget_set_margin_start (header, 12);
  gtk_list_box_row_set_header (row, header);
}

static void
row_activated_cb (GtkListBox    *list,
                  GtkListBoxRow *row,
                  McRulesPage   *self)
{
  mc_rules_page_activate_result (self, (guint) gtk_list_box_row_get_index (row));
}

/* The rule topics then the questions, or what the search found. */
static void
fill_list (McRulesPage *self)
{
  const char *query = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->list_box)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->list_box), child);
  g_array_set_size (self->results, 0);
  g_ptr_array_set_size (self->markups, 0);

  if (*query == '\0')
    {
      for (int game = MC_GAME_TINY_EPIC_MECHS; game <= MC_GAME_RUMBLEBOTS; game++)
        {
          if (self->game != MC_RULES_BOOK_ALL_GAMES && self->game != game)
            continue;
          for (int kind = TEM_RULE_TOPIC_RULE; kind <= TEM_RULE_TOPIC_FAQ; kind++)
            for (guint i = 0; i < mc_rules_book_get_n_topics (self->book); i++)
              if ((int) mc_rules_book_get_topic (self->book, i)->kind == kind
                  && (int) mc_rules_book_get_game (self->book, i) == game)
                g_array_append_val (self->results, i);
        }
    }
  else
    {
      /* A word in any of the three languages, shown in the book's own. */
      g_autoptr(GArray) hits = mc_rules_book_search_any_language_in (self->book, query, self->game);

      for (guint i = 0; i < hits->len; i++)
        g_array_append_val (self->results, g_array_index (hits, McRuleHit, i).index);
    }

  for (guint i = 0; i < self->results->len; i++)
    gtk_list_box_append (GTK_LIST_BOX (self->list_box),
                         result_row (self, g_array_index (self->results, guint, i), query));

  gtk_label_set_label (GTK_LABEL (self->empty_label),
                       self->game == MC_GAME_RUMBLEBOTS
                       ? tr (self, N_("Nothing found. Try another word, such as “clash”, or a rule number from "
                                      "the rulebook."))
                       : tr (self, N_("Nothing found. Try another word, such as “combat”, or a rule number from "
                                      "the rulebook.")));
  gtk_widget_set_visible (self->empty_label, self->results->len == 0);
  gtk_widget_set_visible (self->list_box, self->results->len > 0);
}

static void
search_changed_cb (McRulesPage *self)
{
  if (self->book == NULL)
    return;
  fill_list (self);
  gtk_stack_set_visible_child_name (self->stack, "list");
  self->topic = -1;
}

static void
search_activate_cb (McRulesPage *self)
{
  if (self->results->len > 0)
    mc_rules_page_activate_result (self, 0);
}

static void
language_selected_cb (McRulesPage *self)
{
  guint selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->language_dropdown));
  const char * const *languages = mc_rules_book_get_languages ();

  if (self->book != NULL && selected < MC_RULES_BOOK_N_LANGUAGES)
    mc_rules_page_set_language (self, languages[selected]);
}

static void
game_selected_cb (McRulesPage *self)
{
  guint selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->game_dropdown));

  /* The list's order: all games, Tiny Epic Mechs, Rumblebots. */
  if (self->book != NULL && selected <= 2)
    mc_rules_page_set_game (self, selected == 0 ? MC_RULES_BOOK_ALL_GAMES : (int) selected - 1);
}

static void
mc_rules_page_dispose (GObject *object)
{
  McRulesPage *self = MC_RULES_PAGE (object);

  /* No headers while the rows go away with the page. */
  if (self->list_box != NULL)
    gtk_list_box_set_header_func (GTK_LIST_BOX (self->list_box), NULL, NULL, NULL);
  self->list_box = NULL;
  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->book, mc_rules_book_free);
  g_clear_pointer (&self->results, g_array_unref);
  g_clear_pointer (&self->markups, g_ptr_array_unref);

  G_OBJECT_CLASS (mc_rules_page_parent_class)->dispose (object);
}

static void
mc_rules_page_class_init (McRulesPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_rules_page_dispose;
  widget_class->map = mc_rules_page_map;

  gtk_widget_class_install_action (widget_class, "rules.show-topic", "s", show_topic_action);

  gtk_widget_class_set_css_name (widget_class, "rulespage");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static GtkWidget *
clamped_scroller (GtkWidget *child)
{
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *scroller = gtk_scrolled_window_new ();

  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 760);
  gtk_widget_set_margin_top (child, 12);
  gtk_widget_set_margin_bottom (child, 24);
  gtk_widget_set_margin_start (child, 12);
  gtk_widget_set_margin_end (child, 12);
  adw_clamp_set_child (ADW_CLAMP (clamp), child);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), clamp);
  gtk_widget_set_vexpand (scroller, TRUE);
  return scroller;
}

static void
mc_rules_page_init (McRulesPage *self)
{
  self->results = g_array_new (FALSE, FALSE, sizeof (guint));
  self->markups = g_ptr_array_new_with_free_func (g_free);
  self->topic = -1;
  self->game = MC_RULES_BOOK_ALL_GAMES;
}

/* The page's widgets, built when it is first needed: every window has a
 * rules page, few windows open it. */
static void
ensure_widgets (McRulesPage *self)
{
  const char * const *languages = mc_rules_book_get_languages ();
  g_autoptr(GtkStringList) names = NULL;
  g_autoptr(GtkStringList) games = NULL;
  GtkWidget *bar, *list_column;

  if (self->box != NULL)
    return;
  names = gtk_string_list_new (NULL);

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_margin_top (bar, 12);
  gtk_widget_set_margin_start (bar, 12);
  gtk_widget_set_margin_end (bar, 12);
  self->search_entry = gtk_search_entry_new ();
  gtk_widget_set_hexpand (self->search_entry, TRUE);
  gtk_editable_set_width_chars (GTK_EDITABLE (self->search_entry), 8);
  g_object_set (self->search_entry, "placeholder-text", _("Search the rules"), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->search_entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Search the rules"), -1);
  g_signal_connect_swapped (self->search_entry, "search-changed", G_CALLBACK (search_changed_cb), self);
  g_signal_connect_swapped (self->search_entry, "activate", G_CALLBACK (search_activate_cb), self);
  gtk_box_append (GTK_BOX (bar), self->search_entry);

  for (guint i = 0; languages[i] != NULL; i++)
    gtk_string_list_append (names, mc_rules_book_get_language_name (languages[i]));
  self->language_dropdown = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (names)), NULL);
  gtk_widget_set_tooltip_text (self->language_dropdown, _("The language of the rules, for the player next to you"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->language_dropdown), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Rules language"), -1);
  for (guint i = 0; languages[i] != NULL; i++)
    if (g_str_equal (languages[i], mc_rules_book_guess_language ()))
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->language_dropdown), i);
  g_signal_connect_swapped (self->language_dropdown, "notify::selected", G_CALLBACK (language_selected_cb), self);
  gtk_box_append (GTK_BOX (bar), self->language_dropdown);
  {
    GtkWidget *clamp = adw_clamp_new ();

    adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 760);
    adw_clamp_set_child (ADW_CLAMP (clamp), bar);
    gtk_box_append (GTK_BOX (self->box), clamp);
  }

  /* Which game's rules: on a line of its own, for a phone's width. */
  games = gtk_string_list_new (NULL);
  gtk_string_list_append (games, _("All games"));
  gtk_string_list_append (games, mc_rules_book_get_game_name (MC_GAME_TINY_EPIC_MECHS));
  gtk_string_list_append (games, mc_rules_book_get_game_name (MC_GAME_RUMBLEBOTS));
  self->game_dropdown = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (games)), NULL);
  gtk_widget_set_name (self->game_dropdown, "rules-game");
  gtk_widget_set_halign (self->game_dropdown, GTK_ALIGN_START);
  /* Said to a screen reader, not as a tooltip: over the open list it
   * covered its first item and took its tap (walk 20). */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->game_dropdown), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Show the rules of one game, or of both"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->game_dropdown), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Rules of which game"), -1);
  g_signal_connect_swapped (self->game_dropdown, "notify::selected", G_CALLBACK (game_selected_cb), self);
  {
    GtkWidget *clamp = adw_clamp_new ();

    adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 760);
    gtk_widget_set_margin_top (self->game_dropdown, 6);
    gtk_widget_set_margin_start (self->game_dropdown, 12);
    gtk_widget_set_margin_end (self->game_dropdown, 12);
    adw_clamp_set_child (ADW_CLAMP (clamp), self->game_dropdown);
    gtk_box_append (GTK_BOX (self->box), clamp);
  }

  self->stack = GTK_STACK (gtk_stack_new ());
  gtk_stack_set_transition_type (self->stack, GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT);

  list_column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  self->list_box = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->list_box), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->list_box, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list_box), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Rules topics"), -1);
  g_signal_connect (self->list_box, "row-activated", G_CALLBACK (row_activated_cb), self);
  gtk_list_box_set_header_func (GTK_LIST_BOX (self->list_box), header_cb, self, NULL);
  self->empty_label = wrapping_label (NULL, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (self->empty_label), 0.5);
  gtk_box_append (GTK_BOX (list_column), self->list_box);
  gtk_box_append (GTK_BOX (list_column), self->empty_label);
  gtk_stack_add_named (self->stack, clamped_scroller (list_column), "list");

  self->topic_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  self->topic_scroller = clamped_scroller (self->topic_box);
  gtk_stack_add_named (self->stack, self->topic_scroller, "topic");
  gtk_widget_set_vexpand (GTK_WIDGET (self->stack), TRUE);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->stack));
}

/* The topics are looked up and listed when the page is first needed, not
 * with every window. */
static void
ensure_book (McRulesPage *self)
{
  ensure_widgets (self);
  if (self->book != NULL)
    return;
  self->book = mc_rules_book_new (NULL);
  fill_list (self);
}

static void
mc_rules_page_map (GtkWidget *widget)
{
  ensure_book (MC_RULES_PAGE (widget));
  GTK_WIDGET_CLASS (mc_rules_page_parent_class)->map (widget);
}

GtkWidget *
mc_rules_page_new (void)
{
  return g_object_new (MC_TYPE_RULES_PAGE, NULL);
}

/* Another player's language: the topics are looked up again in it. */
void
mc_rules_page_set_language (McRulesPage *self,
                            const char  *language)
{
  const char * const *languages = mc_rules_book_get_languages ();
  g_autofree char *topic_id = NULL;

  g_return_if_fail (MC_IS_RULES_PAGE (self));

  ensure_book (self);
  if (g_strcmp0 (language, mc_rules_book_get_language (self->book)) == 0)
    return;
  if (self->topic >= 0)
    topic_id = g_strdup (mc_rules_book_get_topic (self->book, (guint) self->topic)->id);

  g_clear_pointer (&self->book, mc_rules_book_free);
  self->book = mc_rules_book_new (language);
  for (guint i = 0; languages[i] != NULL; i++)
    if (g_str_equal (languages[i], mc_rules_book_get_language (self->book))
        && gtk_drop_down_get_selected (GTK_DROP_DOWN (self->language_dropdown)) != i)
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->language_dropdown), i);

  fill_list (self);
  if (topic_id != NULL)
    mc_rules_page_show_topic (self, topic_id);
}

const char *
mc_rules_page_get_language (McRulesPage *self)
{
  g_return_val_if_fail (MC_IS_RULES_PAGE (self), NULL);

  ensure_book (self);
  return mc_rules_book_get_language (self->book);
}

gboolean
mc_rules_page_show_topic (McRulesPage *self,
                          const char  *topic_id)
{
  int index;

  g_return_val_if_fail (MC_IS_RULES_PAGE (self), FALSE);

  ensure_book (self);
  index = mc_rules_book_find (self->book, topic_id);
  if (index < 0)
    return FALSE;
  self->topic = index;
  build_topic (self, (guint) index);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->topic_scroller)), 0);
  /* The stack hands the list's focus on to the topic's first paragraph,
   * which selects nothing (gtk-label-select-on-focus, mc-application.c). */
  gtk_stack_set_visible_child_name (self->stack, "topic");
  return TRUE;
}

/* The topic explaining @rule ("R-A5", or Rumblebots' "RB-C8"), from a
 * refusal or a hint. */
gboolean
mc_rules_page_show_rule (McRulesPage *self,
                         const char  *rule)
{
  const McRuleTopic *topics, *topic;
  guint n_topics;

  g_return_val_if_fail (MC_IS_RULES_PAGE (self), FALSE);

  if (g_str_has_prefix (rule, RB_RULE_ID_PREFIX "-"))
    topics = rb_rule_topic_get_all (&n_topics);
  else
    topics = tem_rule_topic_get_all (&n_topics);
  topic = mc_rule_topic_find_for_rule (topics, n_topics, rule);
  return topic != NULL && mc_rules_page_show_topic (self, topic->id);
}

/**
 * mc_rules_page_set_game:
 * @game: a #McGameKind, or %MC_RULES_BOOK_ALL_GAMES
 *
 * The list and what a search finds: one game's topics, or both games'.
 */
void
mc_rules_page_set_game (McRulesPage *self,
                        int          game)
{
  g_return_if_fail (MC_IS_RULES_PAGE (self));
  g_return_if_fail (game == MC_RULES_BOOK_ALL_GAMES || game == MC_GAME_TINY_EPIC_MECHS
                    || game == MC_GAME_RUMBLEBOTS);

  ensure_book (self);
  if (gtk_drop_down_get_selected (GTK_DROP_DOWN (self->game_dropdown)) != (guint) (game + 1))
    {
      /* Comes back here through the drop-down's signal. */
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->game_dropdown), (guint) (game + 1));
      return;
    }
  if (self->game == game)
    return;
  self->game = game;
  fill_list (self);
}

int
mc_rules_page_get_game (McRulesPage *self)
{
  g_return_val_if_fail (MC_IS_RULES_PAGE (self), MC_RULES_BOOK_ALL_GAMES);

  return self->game;
}

void
mc_rules_page_show_list (McRulesPage *self)
{
  g_return_if_fail (MC_IS_RULES_PAGE (self));

  ensure_book (self);
  self->topic = -1;
  gtk_stack_set_visible_child_name (self->stack, "list");
}

void
mc_rules_page_search (McRulesPage *self,
                      const char  *query)
{
  g_return_if_fail (MC_IS_RULES_PAGE (self));

  ensure_book (self);
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), query);
  /* At once, not after the entry's typing delay. */
  search_changed_cb (self);
}

gboolean
mc_rules_page_is_showing_topic (McRulesPage *self)
{
  return self->topic >= 0;
}

const char *
mc_rules_page_get_topic_id (McRulesPage *self)
{
  return self->topic >= 0 ? mc_rules_book_get_topic (self->book, (guint) self->topic)->id : NULL;
}

const char *
mc_rules_page_get_topic_title (McRulesPage *self)
{
  return self->topic >= 0 ? mc_rules_book_get_text (self->book, (guint) self->topic)->title : NULL;
}

guint
mc_rules_page_get_n_results (McRulesPage *self)
{
  ensure_book (self);
  return self->results->len;
}

const char *
mc_rules_page_get_result_markup (McRulesPage *self,
                                 guint        index)
{
  g_return_val_if_fail (index < self->markups->len, NULL);

  return g_ptr_array_index (self->markups, index);
}

void
mc_rules_page_activate_result (McRulesPage *self,
                               guint        index)
{
  g_return_if_fail (MC_IS_RULES_PAGE (self));
  g_return_if_fail (index < self->results->len);

  mc_rules_page_show_topic (self,
                            mc_rules_book_get_topic (self->book, g_array_index (self->results, guint, index))->id);
}

void
mc_rules_page_focus_search (McRulesPage *self)
{
  g_return_if_fail (MC_IS_RULES_PAGE (self));

  ensure_book (self);
  gtk_widget_grab_focus (self->search_entry);
}
