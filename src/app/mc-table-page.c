/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mc-table-page.h"

/* The table: the round bar and a panel per player, laid out in as many
 * columns as fit, one on a phone. */

struct _McTablePage
{
  GtkWidget      parent_instance;

  GtkLabel      *round_label;
  GtkLabel      *starting_label;
  GtkLabel      *hint_label;
  GtkMenuButton *correct_button;
  GtkWidget     *end_round_button;
  GtkFlowBox    *players_box;
  McArenaView   *arena_view;
  McTurnPanel   *turn_panel;

  McSession     *session;
  guint          n_panels;
  McPlayerPanel *panels[TEM_MAX_PLAYERS];
};

G_DEFINE_FINAL_TYPE (McTablePage, mc_table_page, GTK_TYPE_WIDGET)

static void
rebuild_panels (McTablePage *self)
{
  const TemGame *game = mc_session_get_game (self->session);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->players_box))) != NULL)
    gtk_flow_box_remove (self->players_box, child);
  self->n_panels = 0;

  /* Four players sit two by two rather than three and one. */
  gtk_flow_box_set_max_children_per_line (self->players_box, game->n_players == 4 ? 2 : MAX (game->n_players, 1));

  for (guint seat = 0; seat < game->n_players; seat++)
    {
      GtkWidget *panel = mc_player_panel_new (self->session, seat);

      gtk_flow_box_append (self->players_box, panel);
      self->panels[self->n_panels++] = MC_PLAYER_PANEL (panel);
    }
}

/* Corrections of the round and the starting token: the table is the truth. */
static GMenuModel *
build_correct_menu (const TemGame *game)
{
  GMenu *menu = g_menu_new ();
  g_autoptr(GMenu) rounds = g_menu_new ();
  g_autoptr(GMenu) starters = g_menu_new ();

  for (int round = 1; round <= TEM_ROUNDS; round++)
    {
      g_autofree char *label = g_strdup_printf (_("Round %d"), round);
      g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target_value (item, "table.set-round", g_variant_new_int32 (round));
      g_menu_append_item (rounds, item);
    }

  for (guint seat = 0; seat < game->n_players; seat++)
    {
      g_autoptr(GMenuItem) item = g_menu_item_new (game->players[seat].name, NULL);

      g_menu_item_set_action_and_target_value (item, "table.set-starting-player",
                                               g_variant_new_int32 ((gint32) seat));
      g_menu_append_item (starters, item);
    }

  g_menu_append_submenu (menu, _("Set the Round"), G_MENU_MODEL (rounds));
  g_menu_append_submenu (menu, _("Set the Starting Player"), G_MENU_MODEL (starters));
  return G_MENU_MODEL (menu);
}

static void
update (McTablePage *self)
{
  const TemGame *game = mc_session_get_game (self->session);
  g_autofree char *round = NULL;
  g_autofree char *starting = NULL;
  g_autofree char *hint = NULL;
  g_autoptr(GMenuModel) menu = NULL;

  if (!tem_game_has_started (game))
    return;

  if (game->over)
    {
      round = g_strdup (_("Game Over"));
      starting = g_strdup_printf (_("after round %u"), game->round);
      hint = g_strdup (_("When the app scored the last round, the results count the victory points printed on "
                         "every weapon bought (R-SC2); scored by hand, add them with corrections. Highest score "
                         "wins; a tie goes to the player controlling the Mighty Mech, then to the player with the "
                         "most weapons (R-SC3)."));
    }
  else
    {
      /* Translators: "Round 3 of 6" */
      round = g_strdup_printf (_("Round %u of %u"), game->round, TEM_ROUNDS);
      /* Translators: "Ben starts" (holds the starting player token) */
      starting = g_strdup_printf (_("%s starts"), game->players[game->starting_player].name);
      if (game->phase == TEM_PHASE_EXECUTION)
        {
          guint played = 0;

          for (guint seat = 0; seat < game->n_players; seat++)
            played += game->players[seat].cards_played;
          /* Translators: "Playing the cards: 5 of 12 played." */
          hint = g_strdup_printf (_("Playing the cards: %u of %u played."), played,
                                  game->n_players * TEM_CARDS_PER_ROUND);
        }
      else if (tem_game_is_scoring_round (game->round))
        hint = g_strdup (_("Scoring after this round: each mine scores its zone's value, each turret "
                           "twice it, each pilot its zone's value, the Mighty Mech's controller 3 (R-SC1)."));
      else
        hint = g_strdup_printf (_("Program 4 cards, then play them one by one from the starting player, "
                                  "clockwise. Next scoring after round %u."), game->round + 1);
    }

  gtk_label_set_label (self->round_label, round);
  gtk_label_set_label (self->starting_label, starting);
  gtk_label_set_label (self->hint_label, hint);
  /* Once cards are being played, the turn panel ends the round with its
   * scoring computed; by hand it is a tracker's shortcut. */
  gtk_widget_set_visible (self->end_round_button, !game->over && game->phase == TEM_PHASE_PROGRAM);

  menu = build_correct_menu (game);
  gtk_menu_button_set_menu_model (self->correct_button, menu);
}

static void
session_changed_cb (McTablePage    *self,
                    McSessionChange change,
                    const char     *description)
{
  if (change == MC_SESSION_CHANGE_STARTED)
    rebuild_panels (self);
  update (self);
}

static void
correct (McTablePage *self,
         TemField     field,
         int          value)
{
  TemAction action;

  tem_action_init_correct (&action, 0, field, value);
  mc_session_apply (self->session, &action, NULL);
}

static void
set_round_activated_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  correct (MC_TABLE_PAGE (widget), TEM_FIELD_ROUND, g_variant_get_int32 (parameter));
}

static void
set_starting_player_activated_cb (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *parameter)
{
  correct (MC_TABLE_PAGE (widget), TEM_FIELD_STARTING_PLAYER, g_variant_get_int32 (parameter));
}

/* A tap on a zone edits its card as it lies on the table. */
static void
zone_activated_cb (McTablePage *self,
                   int          cell)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  McNeedDialog *dialog = mc_need_dialog_new_zone (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                  self->session, cell);

  gtk_window_present (GTK_WINDOW (dialog));
}

static void
mc_table_page_dispose (GObject *object)
{
  McTablePage *self = MC_TABLE_PAGE (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), MC_TYPE_TABLE_PAGE);
  /* Template roots without an id are not bound, so not cleared above. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (mc_table_page_parent_class)->dispose (object);
}

static void
mc_table_page_class_init (McTablePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_table_page_dispose;

  g_type_ensure (MC_TYPE_ARENA_VIEW);
  g_type_ensure (MC_TYPE_TURN_PANEL);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/mc-table-page.ui");
  gtk_widget_class_bind_template_child (widget_class, McTablePage, round_label);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, starting_label);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, hint_label);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, correct_button);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, end_round_button);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, players_box);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, arena_view);
  gtk_widget_class_bind_template_child (widget_class, McTablePage, turn_panel);
  gtk_widget_class_bind_template_callback (widget_class, zone_activated_cb);

  gtk_widget_class_install_action (widget_class, "table.set-round", "i", set_round_activated_cb);
  gtk_widget_class_install_action (widget_class, "table.set-starting-player", "i", set_starting_player_activated_cb);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
mc_table_page_init (McTablePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

void
mc_table_page_set_session (McTablePage *self,
                           McSession   *session)
{
  g_return_if_fail (MC_IS_TABLE_PAGE (self));
  g_return_if_fail (MC_IS_SESSION (session));
  g_return_if_fail (self->session == NULL);

  self->session = g_object_ref (session);
  g_signal_connect_object (session, "changed", G_CALLBACK (session_changed_cb), self, G_CONNECT_SWAPPED);
  mc_arena_view_set_session (self->arena_view, session);
  mc_turn_panel_set_arena (self->turn_panel, self->arena_view);
  mc_turn_panel_set_session (self->turn_panel, session);
  rebuild_panels (self);
  update (self);
}

McArenaView *
mc_table_page_get_arena (McTablePage *self)
{
  g_return_val_if_fail (MC_IS_TABLE_PAGE (self), NULL);

  return self->arena_view;
}

McTurnPanel *
mc_table_page_get_turn_panel (McTablePage *self)
{
  g_return_val_if_fail (MC_IS_TABLE_PAGE (self), NULL);

  return self->turn_panel;
}

McPlayerPanel *
mc_table_page_get_panel (McTablePage *self,
                         guint        seat)
{
  g_return_val_if_fail (MC_IS_TABLE_PAGE (self), NULL);
  g_return_val_if_fail (seat < self->n_panels, NULL);

  return self->panels[seat];
}
