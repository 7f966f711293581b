/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "mc-player-turn-step.h"
#include "mc-turn-buttons.h"

/* A player's turn: the program card revealed and its direction, then the
 * card's action with its cost, the Mighty Mech, equipping, End Turn. Each
 * action the rules would refuse now is shown disabled with the reason. */

struct _McPlayerTurnStep
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *cards_box;
  GtkWidget *directions_box;
  GtkWidget *actions_box;

  int        card;          /* the program card chosen, before its direction */
};

static void mc_player_turn_step_iface_init (McTurnStepInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (McPlayerTurnStep, mc_player_turn_step, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (MC_TYPE_TURN_STEP, mc_player_turn_step_iface_init))

static void
request (McPlayerTurnStep *self,
         const TemAction  *action)
{
  mc_turn_step_request_action (MC_TURN_STEP (self), action);
}

/* The seat whose turn it is, read from the button's own record. */
static guint
button_seat (GtkWidget *button)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "seat"));
}

static GtkWidget *
add (McPlayerTurnStep *self,
     GtkWidget        *flow,
     const char       *name,
     const char       *label,
     GCallback         callback,
     int               value,
     guint             seat)
{
  GtkWidget *button = mc_turn_buttons_add (flow, name, label, callback, self, value);

  g_object_set_data (G_OBJECT (button), "seat", GUINT_TO_POINTER (seat));
  return button;
}

static void
card_clicked_cb (McPlayerTurnStep *self,
                 GtkWidget        *button)
{
  int card = mc_turn_buttons_get_value (button);

  /* A second tap on the chosen card puts every card back on offer. */
  self->card = self->card == card ? -1 : card;
  mc_turn_step_report_problem (MC_TURN_STEP (self), NULL);
  mc_turn_step_request_refresh (MC_TURN_STEP (self));
}

static void
direction_clicked_cb (McPlayerTurnStep *self,
                      GtkWidget        *button)
{
  TemAction action;

  if (self->card < 0)
    return;
  tem_action_init_move (&action, button_seat (button), self->card, mc_turn_buttons_get_value (button));
  request (self, &action);
}

static void
collect_clicked_cb (McPlayerTurnStep *self,
                    GtkWidget        *button)
{
  TemAction action;

  tem_action_init_collect (&action, button_seat (button));
  request (self, &action);
}

static void
deploy_clicked_cb (McPlayerTurnStep *self,
                   GtkWidget        *button)
{
  TemAction action;

  tem_action_init_deploy (&action, button_seat (button), mc_turn_buttons_get_value (button), TEM_NO_CELL);
  request (self, &action);
}

static void
buy_clicked_cb (McPlayerTurnStep *self,
                GtkWidget        *button)
{
  TemAction action;

  tem_action_init_purchase (&action, button_seat (button), mc_turn_buttons_get_value (button), -1);
  request (self, &action);
}

static void
identify_row_clicked_cb (McPlayerTurnStep *self,
                         GtkWidget        *button)
{
  TemNeed need = { TEM_NEED_ROW_CARD, -1, mc_turn_buttons_get_value (button), -1, -1, 0 };

  mc_turn_step_request_need (MC_TURN_STEP (self), &need, _("Say which advanced weapon lies face up there."));
}

static void
heal_clicked_cb (McPlayerTurnStep *self,
                 GtkWidget        *button)
{
  TemAction action;

  tem_action_init_heal (&action, button_seat (button), mc_turn_buttons_get_value (button));
  request (self, &action);
}

static void
upgrade_clicked_cb (McPlayerTurnStep *self,
                    GtkWidget        *button)
{
  TemAction action;

  tem_action_init_upgrade (&action, button_seat (button));
  request (self, &action);
}

static void
take_mech_clicked_cb (McPlayerTurnStep *self,
                      GtkWidget        *button)
{
  TemAction action;

  tem_action_init_take_mech (&action, button_seat (button), TEM_MECH_SIDE_NONE);
  request (self, &action);
}

static void
end_turn_clicked_cb (McPlayerTurnStep *self,
                     GtkWidget        *button)
{
  TemAction action;

  tem_action_init_end_turn (&action, button_seat (button));
  request (self, &action);
}

static void
equip_clicked_cb (McPlayerTurnStep *self,
                  GtkWidget        *button)
{
  TemAction action;

  tem_action_init_equip (&action, button_seat (button), mc_turn_buttons_get_value (button) / 2,
                         mc_turn_buttons_get_value (button) % 2);
  request (self, &action);
}

/* R-A4: equip or stockpile each weapon owned, at least one kept equipped;
 * one the status cannot use is shown disabled with the reason. */
static void
show_weapons (McPlayerTurnStep *self,
              const TemGame    *game,
              guint             seat)
{
  guint n_equipped = 0;

  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    n_equipped += game->weapons[card].place == TEM_PLACE_OWNED && game->weapons[card].owner == (int) seat
                  && game->weapons[card].equipped;

  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    {
      const TemWeaponCard *weapon = &game->weapons[card];
      g_autofree char *name = NULL;
      g_autofree char *label = NULL;
      g_autofree char *id = NULL;
      TemAction action;
      GtkWidget *button;

      if (weapon->place != TEM_PLACE_OWNED || weapon->owner != (int) seat)
        continue;
      /* R-A4: at least one weapon stays equipped. */
      if (weapon->equipped && n_equipped <= 1)
        continue;
      name = tem_catalogue_dup_weapon_name (weapon->kind);
      label = g_strdup_printf (weapon->equipped ? _("Stockpile %s") : _("Equip %s"), name);
      id = g_strdup_printf ("equip-%u", card);
      button = add (self, self->actions_box, id, label, G_CALLBACK (equip_clicked_cb),
                    (int) card * 2 + !weapon->equipped, seat);
      tem_action_init_equip (&action, seat, (int) card, !weapon->equipped);
      mc_turn_buttons_check (button, game, &action);
    }
}

static void
show_purchases (McPlayerTurnStep *self,
                const TemGame    *game,
                guint             seat)
{
  for (int slot = 0; slot < TEM_ROW_SIZE; slot++)
    if (tem_game_row_place_is_unknown (game, slot))
      {
        g_autofree char *id = g_strdup_printf ("identify-row-%d", slot);
        g_autofree char *label = g_strdup_printf (_("Which Card Is in Place %d of the Row?"), slot + 1);

        add (self, self->actions_box, id, label, G_CALLBACK (identify_row_clicked_cb), slot, seat);
      }

  for (int slot = -1; slot < TEM_ROW_SIZE; slot++)
    for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
      {
        const TemWeaponCard *weapon = &game->weapons[card];
        const TemWeaponStats *stats = &game->weapon_stats[weapon->kind];
        g_autofree char *name = NULL;
        g_autofree char *label = NULL;
        g_autofree char *id = NULL;
        gboolean listed = FALSE;
        TemAction action;
        GtkWidget *button;

        /* The row left to right, then one of each basic pile. */
        if (slot >= 0 && weapon->place == TEM_PLACE_ROW && weapon->slot == slot)
          listed = TRUE;
        else if (slot == -1 && weapon->place == TEM_PLACE_SUPPLY
                 && tem_game_find_weapon_card (game, weapon->kind, TEM_PLACE_SUPPLY) == (int) card)
          listed = TRUE;
        if (!listed)
          continue;

        name = tem_catalogue_dup_weapon_name (weapon->kind);
        if (stats->cost_energy == TEM_VALUE_UNKNOWN || stats->cost_credits == TEM_VALUE_UNKNOWN)
          /* Translators: a weapon whose cost is not entered yet */
          label = g_strdup_printf (_("Buy %s (cost?)"), name);
        else
          {
            g_autofree char *energy = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d energy", "%d energy",
                                                                    (gulong) stats->cost_energy),
                                                       stats->cost_energy);
            g_autofree char *credits = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d credit", "%d credits",
                                                                     (gulong) stats->cost_credits),
                                                        stats->cost_credits);

            /* Translators: "Buy Warhammer (3 energy, 2 credits)" */
            label = g_strdup_printf (_("Buy %s (%s, %s)"), name, energy, credits);
          }
        id = g_strdup_printf ("buy-%u", card);
        button = add (self, self->actions_box, id, label, G_CALLBACK (buy_clicked_cb), (int) card, seat);
        tem_action_init_purchase (&action, seat, (int) card, -1);
        mc_turn_buttons_check (button, game, &action);
      }
}

static void
show_actions (McPlayerTurnStep *self,
              const TemGame    *game,
              guint             seat)
{
  const TemPlayer *player = &game->players[seat];
  const TemZone *zone = tem_arena_is_zone (&game->arena, player->cell)
                        ? tem_arena_get_zone (&game->arena, player->cell) : NULL;
  TemAction action;
  GtkWidget *button;

  if (game->turn.action_open)
    switch (game->turn.card)
      {
      case TEM_PROGRAM_COLLECT:
        button = add (self, self->actions_box, "collect", _("_Collect"), G_CALLBACK (collect_clicked_cb), 0, seat);
        tem_action_init_collect (&action, seat);
        mc_turn_buttons_check (button, game, &action);
        break;

      case TEM_PROGRAM_DEPLOY_MINE:
      case TEM_PROGRAM_DEPLOY_TURRET:
        {
          gboolean mine = game->turn.card == TEM_PROGRAM_DEPLOY_MINE;
          g_autofree char *label = NULL;

          if (zone == NULL || zone->value == TEM_VALUE_UNKNOWN)
            label = g_strdup (mine ? _("Place a Mine (cost?)") : _("Place a Turret (cost?)"));
          else if (mine)
            /* Translators: "Place a Mine (3 credits)" */
            label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Place a Mine (%d credit)",
                                                  "Place a Mine (%d credits)", (gulong) zone->value),
                                     zone->value);
          else
            label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Place a Turret (%d energy)",
                                                  "Place a Turret (%d energy)", (gulong) zone->value),
                                     zone->value);
          button = add (self, self->actions_box, "deploy", label, G_CALLBACK (deploy_clicked_cb), mine, seat);
          tem_action_init_deploy (&action, seat, mine, TEM_NO_CELL);
          mc_turn_buttons_check (button, game, &action);
        }
        break;

      case TEM_PROGRAM_PURCHASE:
        show_purchases (self, game, seat);
        break;

      case TEM_PROGRAM_POWER_UP:
        {
          int top = tem_player_get_health_top (player);
          int needed = (top - player->health + TEM_HEAL_PER_ENERGY - 1) / TEM_HEAL_PER_ENERGY;

          for (int paid = 1; paid <= MIN (needed, player->energy); paid++)
            {
              g_autofree char *id = g_strdup_printf ("heal-%d", paid);
              g_autofree char *label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Heal: %d energy, +%d health",
                                                                     "Heal: %d energy, +%d health", (gulong) paid),
                                                        paid, MIN (paid * TEM_HEAL_PER_ENERGY, top - player->health));

              button = add (self, self->actions_box, id, label, G_CALLBACK (heal_clicked_cb), paid, seat);
              tem_action_init_heal (&action, seat, paid);
              mc_turn_buttons_check (button, game, &action);
            }
          if (player->status == TEM_STATUS_PILOT)
            {
              g_autofree char *label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                     "_Upgrade to Power Armor (%d credit)",
                                                                     "_Upgrade to Power Armor (%d credits)",
                                                                     TEM_UPGRADE_CREDITS),
                                                        TEM_UPGRADE_CREDITS);

              button = add (self, self->actions_box, "upgrade", label, G_CALLBACK (upgrade_clicked_cb), 0, seat);
              tem_action_init_upgrade (&action, seat);
              mc_turn_buttons_check (button, game, &action);
            }
        }
        break;

      case TEM_PROGRAM_DOUBLE_JUMP:
      case TEM_PROGRAM_DIAGONAL_JUMP:
      default:
        break;
      }

  if (game->turn.mech_open)
    add (self, self->actions_box, "take-mech", _("Take the _Mighty Mech"), G_CALLBACK (take_mech_clicked_cb), 0, seat);

  show_weapons (self, game, seat);
  gtk_widget_add_css_class (add (self, self->actions_box, "end-turn", _("End _Turn"),
                                 G_CALLBACK (end_turn_clicked_cb), 0, seat),
                            "suggested-action");
}

static gboolean
mc_player_turn_step_applies (McTurnStep    *step,
                             const TemGame *game)
{
  return !game->over && game->phase == TEM_PHASE_EXECUTION && !game->combat.active
         && game->turn.seat >= 0 && (guint) game->turn.seat < game->n_players
         && !game->players[game->turn.seat].robot;
}

static void
mc_player_turn_step_show (McTurnStep    *step,
                          const TemGame *game,
                          char         **title,
                          char         **body)
{
  McPlayerTurnStep *self = MC_PLAYER_TURN_STEP (step);
  guint seat = (guint) game->turn.seat;
  const TemPlayer *player = &game->players[seat];

  mc_turn_buttons_clear (self->cards_box);
  mc_turn_buttons_clear (self->directions_box);
  mc_turn_buttons_clear (self->actions_box);

  /* Translators: "Ana's turn, card 2 of 4" */
  *title = g_strdup_printf (_("%s's turn, card %u of %u"), player->name, player->cards_played + 1,
                            TEM_CARDS_PER_ROUND);

  if (game->turn.card != TEM_PROGRAM_NONE)
    {
      *body = g_strdup_printf (_("%s played %s."), player->name, tem_program_get_name (game->turn.card));
      show_actions (self, game, seat);
      return;
    }

  *body = g_strdup (self->card >= 0
                    ? _("Which way does it go?")
                    : player->ad_hoc ? _("Ad Hoc mode: play any program card. Which card, and which way?")
                                     : _("Which card did they reveal, and which way does it go?"));

  /* Once a card is chosen only it stays, so that the directions come
   * right after it on a phone; tapped again, every card is back. */
  for (int program = 0; program < TEM_N_PROGRAMS; program++)
    {
      g_autofree char *id = NULL;
      GtkWidget *button;

      if (self->card >= 0 && self->card != program)
        continue;
      id = g_strdup_printf ("card-%s", tem_program_get_id (program));
      button = gtk_toggle_button_new_with_label (tem_program_get_name (program));
      gtk_widget_set_name (button, id);
      gtk_widget_add_css_class (button, "turn-button");
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), self->card == program);
      g_object_set_data (G_OBJECT (button), "value", GINT_TO_POINTER (program));
      g_signal_connect_swapped (button, "clicked", G_CALLBACK (card_clicked_cb), self);
      gtk_flow_box_append (GTK_FLOW_BOX (self->cards_box), button);
      gtk_widget_set_visible (self->cards_box, TRUE);
    }

  if (self->card >= 0)
    {
      gboolean diagonal = self->card == TEM_PROGRAM_DIAGONAL_JUMP;

      for (int i = 0; i < 4; i++)
        {
          TemDirection direction = diagonal ? TEM_DIRECTION_NORTH_EAST + i : TEM_DIRECTION_NORTH + i;
          g_autofree char *id = g_strdup_printf ("direction-%s", tem_direction_get_id (direction));
          TemAction action;
          GtkWidget *button = add (self, self->directions_box, id, tem_direction_get_name (direction),
                                   G_CALLBACK (direction_clicked_cb), direction, seat);

          tem_action_init_move (&action, seat, self->card, direction);
          mc_turn_buttons_check (button, game, &action);
        }
    }
  show_weapons (self, game, seat);
}

static void
mc_player_turn_step_session_changed (McTurnStep    *step,
                                     const TemGame *game,
                                     gboolean       same_turn)
{
  if (!same_turn)
    MC_PLAYER_TURN_STEP (step)->card = -1;
}

static void
mc_player_turn_step_iface_init (McTurnStepInterface *iface)
{
  iface->applies = mc_player_turn_step_applies;
  iface->show = mc_player_turn_step_show;
  iface->session_changed = mc_player_turn_step_session_changed;
}

static void
mc_player_turn_step_dispose (GObject *object)
{
  McPlayerTurnStep *self = MC_PLAYER_TURN_STEP (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (mc_player_turn_step_parent_class)->dispose (object);
}

static void
mc_player_turn_step_class_init (McPlayerTurnStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_player_turn_step_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
mc_player_turn_step_init (McPlayerTurnStep *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  self->cards_box = mc_turn_buttons_new_flow (4);
  self->directions_box = mc_turn_buttons_new_flow (4);
  self->actions_box = mc_turn_buttons_new_flow (3);
  gtk_box_append (GTK_BOX (self->box), self->cards_box);
  gtk_box_append (GTK_BOX (self->box), self->directions_box);
  gtk_box_append (GTK_BOX (self->box), self->actions_box);
  self->card = -1;
}

GtkWidget *
mc_player_turn_step_new (void)
{
  return g_object_new (MC_TYPE_PLAYER_TURN_STEP, NULL);
}
