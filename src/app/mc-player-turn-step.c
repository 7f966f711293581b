/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "mc-need-parts.h"
#include "mc-player-turn-step.h"
#include "mc-turn-words.h"
#include "mc-scroll-to-top.h"
#include "mc-turn-button.h"
#include "mc-turn-buttons.h"
#include "mc-table-page.h"
#include "mc-tooltip.h"

/* A player's turn: the program card revealed and its direction, then the
 * card's action with its cost, the Mighty Mech, equipping, End Turn. Each
 * action the rules would refuse now is shown disabled with the reason. */

struct _McPlayerTurnStep
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *cards_box;
  GtkWidget *directions_box;
  GtkWidget *refusals_box;
  GtkLabel  *refusals_label;
  GtkWidget *refusals_rule_link;
  GtkWidget *prompt_stack;    /* the question, or over it why a direction is refused */
  GtkLabel  *prompt_label;
  GtkLabel  *reason_label;
  GtkWidget *actions_box;
  GtkWidget *extras_box;      /* after End Turn: the Mech, the weapons */
  GtkWidget *end_turn_button;

  const TemGame *game;      /* the session's, as last shown (its names) */
  guint      seat;          /* whose turn it is, as last shown */
  int        card;          /* the program card chosen, before its direction */
};

static void mc_player_turn_step_iface_init (McTurnStepInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (McPlayerTurnStep, mc_player_turn_step, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (MC_TYPE_TURN_STEP, mc_player_turn_step_iface_init))

/* Actions: each button's meaning is its action and target ------------- */

static void
request (GtkWidget       *widget,
         const TemAction *action)
{
  mc_turn_step_request_action (MC_TURN_STEP (widget), action);
}

static guint
seat_of (GtkWidget *widget)
{
  return MC_PLAYER_TURN_STEP (widget)->seat;
}

/* In a phone's sheet (the table page's narrow layout), not a laptop's
 * column: known before the step has a width of its own. */
static gboolean
on_a_phone (McPlayerTurnStep *self)
{
  GtkWidget *page = gtk_widget_get_ancestor (GTK_WIDGET (self), MC_TYPE_TABLE_PAGE);

  return page != NULL && gtk_widget_has_css_class (page, "narrow");
}

static void
card_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  McPlayerTurnStep *self = MC_PLAYER_TURN_STEP (widget);
  int card = g_variant_get_int32 (parameter);

  /* A second tap on the chosen card un-chooses it. */
  self->card = self->card == card ? -1 : card;
  mc_turn_step_report_problem (MC_TURN_STEP (self), NULL);
  /* Where it was, the directions brought into view if they are not: a
   * jump to the step's top moved them 141 px down, SW / SE off a phone's
   * screen (walk 12, Ad Hoc mode, a long narration). */
  mc_turn_step_request_refresh_in_place (MC_TURN_STEP (self));
  if (self->card >= 0)
    mc_scroll_into_view (self->directions_box);
}

static void
direction_activated (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  McPlayerTurnStep *self = MC_PLAYER_TURN_STEP (widget);
  TemAction action;

  if (self->card < 0)
    return;
  tem_action_init_move (&action, self->seat, self->card, g_variant_get_int32 (parameter));
  request (widget, &action);
}

static void
collect_activated (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TemAction action;

  tem_action_init_collect (&action, seat_of (widget));
  request (widget, &action);
}

static void
deploy_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TemAction action;

  tem_action_init_deploy (&action, seat_of (widget), g_variant_get_boolean (parameter), TEM_NO_CELL);
  request (widget, &action);
}

static void
buy_activated (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TemAction action;

  tem_action_init_purchase (&action, seat_of (widget), g_variant_get_int32 (parameter), -1);
  request (widget, &action);
}

static void
identify_row_activated (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TemNeed need = { TEM_NEED_ROW_CARD, -1, g_variant_get_int32 (parameter), -1, -1, 0, -1 };

  mc_turn_step_request_need (MC_TURN_STEP (widget), &need, _("Say which advanced weapon lies face up there."));
}

static void
heal_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TemAction action;

  tem_action_init_heal (&action, seat_of (widget), g_variant_get_int32 (parameter));
  request (widget, &action);
}

static void
upgrade_activated (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TemAction action;

  tem_action_init_upgrade (&action, seat_of (widget));
  request (widget, &action);
}

static void
take_mech_activated (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TemAction action;

  tem_action_init_take_mech (&action, seat_of (widget), TEM_MECH_SIDE_NONE);
  request (widget, &action);
}

/* The main button, declared in the template (McTurnButton looks its
 * action up again when the panel moves: GTK 4.8 left it disabled). */
static void
end_turn_activated (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TemAction action;

  tem_action_init_end_turn (&action, seat_of (widget));
  request (widget, &action);
}

/* turn.equip((card, equipped)) */
static void
equip_activated (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TemAction action;
  gint32 card;
  gboolean equipped;

  g_variant_get (parameter, "(ib)", &card, &equipped);
  tem_action_init_equip (&action, seat_of (widget), card, equipped);
  request (widget, &action);
}

/* The buttons of the step -------------------------------------------- */

static void said_below (McPlayerTurnStep *self, GtkWidget *button);

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
      button = mc_turn_buttons_add_action (self->extras_box, id, label, "turn.equip",
                    g_variant_new ("(ib)", (gint32) card, (gboolean) !weapon->equipped));
      said_below (self, button);
      tem_action_init_equip (&action, seat, (int) card, !weapon->equipped);
      mc_turn_buttons_check (button, game, &action);
    }
}

static void
add_buy_button (McPlayerTurnStep *self,
                const TemGame    *game,
                guint             seat,
                guint             card)
{
  const TemWeaponStats *stats = &game->weapon_stats[game->weapons[card].kind];
  g_autofree char *name = mc_need_dup_weapon_choice (game->weapons[card].kind);
  g_autofree char *label = NULL;
  g_autofree char *id = g_strdup_printf ("buy-%u", card);
  TemAction action;
  GtkWidget *button;

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
  button = mc_turn_buttons_add_action (self->actions_box, id, label, "turn.buy", g_variant_new_int32 ((gint32) card));
  said_below (self, button);
  tem_action_init_purchase (&action, seat, (int) card, -1);
  mc_turn_buttons_check (button, game, &action);
}

/* The row left to right, each place its card or the question which card
 * it is, then one of each basic pile: a card once named comes where its
 * question was and nothing else moves (walk 20: it came last, under the
 * basics, out of view on a phone, and every button moved). */
static void
show_purchases (McPlayerTurnStep *self,
                const TemGame    *game,
                guint             seat)
{
  for (int i = 0; i <= TEM_ROW_SIZE; i++)
    {
      int place = i < TEM_ROW_SIZE ? i : -1;   /* the row's places, then the piles (-1) */

      if (place >= 0 && tem_game_row_place_is_unknown (game, place))
        {
          g_autofree char *id = g_strdup_printf ("identify-row-%d", place);
          g_autofree char *label = g_strdup_printf (_("Which Card Is in Place %d of the Row?"), place + 1);

          mc_turn_buttons_add_action (self->actions_box, id, label, "turn.identify-row", g_variant_new_int32 (place));
          continue;
        }
      for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
        {
          const TemWeaponCard *weapon = &game->weapons[card];

          if ((place >= 0 && weapon->place == TEM_PLACE_ROW && weapon->slot == place)
              || (place == -1 && weapon->place == TEM_PLACE_SUPPLY
                  && tem_game_find_weapon_card (game, weapon->kind, TEM_PLACE_SUPPLY) == (int) card))
            add_buy_button (self, game, seat, card);
        }
    }
}

/* A card's one action (Collect, Deploy, an Upgrade with health full)
 * takes End Turn's place, its size, and "End Turn without …" comes under
 * it: where End Turn always is, a habit's tap does the card's action
 * (walk 21: it ended the turn without collecting). Once done, End Turn
 * comes back to its place, held a moment by the turn panel. */
static void
put_the_one_action_first (McPlayerTurnStep *self,
                          GtkWidget        *action)
{
  GtkWidget *first = gtk_widget_get_first_child (self->actions_box);

  if (first == NULL || gtk_widget_get_next_sibling (first) != NULL)
    return;
  gtk_box_reorder_child_after (GTK_BOX (self->box), self->actions_box, self->directions_box);
  gtk_box_reorder_child_after (GTK_BOX (self->box), self->end_turn_button, self->actions_box);
  gtk_widget_set_halign (self->actions_box, GTK_ALIGN_END);
  gtk_widget_add_css_class (self->actions_box, "one-action");
  gtk_widget_add_css_class (action, "main-button");
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
  GtkWidget *main_action = NULL;

  /* End Turn comes right under the words, before what the card offers,
   * whatever the card: in view however long a Purchase's list (on a
   * phone a Power Up's End Turn under its options was two screens down,
   * walk 9), and in one place from card to card (walk 13: under Collect
   * it was 68 px lower than a Purchase's, and a tap meant for it opened
   * the row's question). Why an action is refused, under the actions:
   * End Turn never moves (a refused turret pushed it 38 px, walk 7). */
  gtk_box_reorder_child_after (GTK_BOX (self->box), self->end_turn_button, self->directions_box);
  gtk_box_reorder_child_after (GTK_BOX (self->box), self->refusals_box, self->actions_box);
  if (game->turn.action_open)
    switch (game->turn.card)
      {
      case TEM_PROGRAM_COLLECT:
        button = mc_turn_buttons_add_action (self->actions_box, "collect", _("_Collect"), "turn.collect", NULL);
        said_below (self, button);
        tem_action_init_collect (&action, seat);
        mc_turn_buttons_check (button, game, &action);
        main_action = button;
        break;

      case TEM_PROGRAM_DEPLOY_MINE:
      case TEM_PROGRAM_DEPLOY_TURRET:
        {
          gboolean mine = game->turn.card == TEM_PROGRAM_DEPLOY_MINE;
          g_autofree char *label = NULL;

          if (zone == NULL || zone->value == TEM_VALUE_UNKNOWN)
            label = g_strdup (mine ? _("Deploy a Mine (cost?)") : _("Deploy a Turret (cost?)"));
          else if (mine)
            /* Translators: "Deploy a Mine (3 credits)", the rulebook's action (DEPLOY A MINE OR A TURRET) */
            label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Deploy a Mine (%d credit)",
                                                  "Deploy a Mine (%d credits)", (gulong) zone->value),
                                     zone->value);
          else
            label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Deploy a Turret (%d energy)",
                                                  "Deploy a Turret (%d energy)", (gulong) zone->value),
                                     zone->value);
          button = mc_turn_buttons_add_action (self->actions_box, "deploy", label, "turn.deploy",
                                               g_variant_new_boolean (mine));
          said_below (self, button);
          tem_action_init_deploy (&action, seat, mine, TEM_NO_CELL);
          mc_turn_buttons_check (button, game, &action);
          main_action = button;
        }
        break;

      case TEM_PROGRAM_PURCHASE:
        /* The weapons on offer (the row and the basic piles) two by two,
         * each its own height. */
        gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->actions_box), 2);
        gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->actions_box), FALSE);
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

              button = mc_turn_buttons_add_action (self->actions_box, id, label, "turn.heal",
                                                   g_variant_new_int32 (paid));
              said_below (self, button);
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

              button = mc_turn_buttons_add_action (self->actions_box, "upgrade", label, "turn.upgrade", NULL);
              said_below (self, button);
              tem_action_init_upgrade (&action, seat);
              mc_turn_buttons_check (button, game, &action);
              /* Blue when it can be done (the walk saw a grey Upgrade
               * beside a blue "End Turn without Powering Up"). */
              main_action = button;
            }
        }
        break;

      case TEM_PROGRAM_DOUBLE_JUMP:
      case TEM_PROGRAM_DIAGONAL_JUMP:
      default:
        break;
      }

  /* Off, with why, when the rules refuse it (walk 16: offered without an
   * advanced weapon, then refused under it and still on). */
  if (game->turn.mech_open)
    {
      button = mc_turn_buttons_add_action (self->extras_box, "take-mech", _("Take the _Mighty Mech"), "turn.take-mech",
                                           NULL);
      said_below (self, button);
      tem_action_init_take_mech (&action, seat, TEM_MECH_SIDE_NONE);
      mc_turn_buttons_check (button, game, &action);
    }

  show_weapons (self, game, seat);
  /* End Turn is in its own row, declared in the template. The card's
   * action is optional, so ending the turn without it is allowed, but
   * the button says what is skipped. */
  mc_turn_button_set_text (MC_TURN_BUTTON (self->end_turn_button), mc_turn_words_end_turn (game));
  gtk_widget_set_visible (self->end_turn_button, TRUE);
  /* The card's one action, when it can be done, is the step's main button
   * (blue, and Ctrl+Return's); ending the turn without it is the other
   * way. The walk took a grey "Collect" beside a blue "End Turn without
   * Collecting" for a label, and skipped the collect. */
  if (main_action != NULL && gtk_widget_get_sensitive (main_action))
    {
      gtk_widget_add_css_class (main_action, "suggested-action");
      gtk_widget_remove_css_class (self->end_turn_button, "suggested-action");
      put_the_one_action_first (self, main_action);
    }
  else
    gtk_widget_add_css_class (self->end_turn_button, "suggested-action");
}

/* Why buttons of a row are refused, under the whole row (the four
 * directions, or the weapons on offer): each refused one by name ("East:
 * …"), or the reason alone when it refuses them all; the first
 * refusal's rule one tap away. In a place of its own, so that no button
 * moves when one is refused (a cost entered grew a purchase's row and
 * pushed the next row out of view: walk 6). */
static void
show_refusals_below (McPlayerTurnStep *self)
{
  const char *rule = NULL;
  g_autofree char *directions = mc_turn_buttons_say_refusals (self->directions_box, self->game, &rule);
  g_autofree char *actions = mc_turn_buttons_say_refusals (self->actions_box, self->game, &rule);
  g_autofree char *extras = mc_turn_buttons_say_refusals (self->extras_box, self->game, &rule);
  /* Why a direction is refused takes the question's place, on its own
   * (walk 20: "…start a combat. Equip Warhammer: a Pilot holds…" ran
   * into it and was cut); the other rows' reasons stay under them. */
  gboolean said_over = directions != NULL && gtk_widget_get_visible (self->prompt_stack);
  const char *parts[] = { said_over ? NULL : directions, actions, extras };
  g_autoptr(GString) below = g_string_new (NULL);
  GtkWidget *under = directions != NULL ? self->directions_box : actions != NULL ? self->actions_box
                     : extras != NULL ? self->extras_box : NULL;
  gboolean linked;

  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    if (parts[i] != NULL)
      g_string_append_printf (below, "%s%s", below->len > 0 ? "\n" : "", parts[i]);
  /* Under the first row it speaks of: a weapon the status cannot equip
   * is told under the weapons, at the step's foot, not over the cards of
   * every later turn (walk 12, a phone: Diagonal Jump out of view). */
  if (under == self->extras_box)
    gtk_box_reorder_child_after (GTK_BOX (self->box), self->refusals_box, self->extras_box);
  /* On a phone the directions are over the cards: why they are refused
   * comes under the cards, which stay where they were (walk 14: Ad
   * Hoc's first turn, the reason pushed them 72 px down). */
  else if (under == self->directions_box && on_a_phone (self) && gtk_widget_get_visible (self->cards_box))
    gtk_box_reorder_child_after (GTK_BOX (self->box), self->refusals_box, self->cards_box);
  gtk_label_set_label (self->refusals_label, below->str);
  gtk_widget_set_visible (GTK_WIDGET (self->refusals_label), below->len > 0);
  if (gtk_widget_get_visible (self->prompt_stack))
    {
      g_autofree char *one_paragraph = g_strdelimit (g_strdup (said_over ? directions : ""), "\n", ' ');

      gtk_label_set_label (self->reason_label, one_paragraph);
      gtk_widget_set_visible (GTK_WIDGET (self->reason_label), said_over);
      gtk_widget_set_opacity (GTK_WIDGET (self->prompt_label), said_over ? 0 : 1);
    }
  if ((linked = mc_turn_buttons_set_rule_link (self->refusals_rule_link, under != NULL ? rule : NULL)))
    {
      /* Under the whole row, not one button: its words on one line when
       * a phone has the room, 280 px ("Rule: Ad / Hoc mode" broke the
       * term, walk 9); a wrapping label asks less than its words' width
       * (GTK 4.8), so it only wraps when longer. */
      GtkWidget *link_words = gtk_button_get_child (GTK_BUTTON (self->refusals_rule_link));
      g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (link_words,
                                                                      gtk_label_get_label (GTK_LABEL (link_words)));
      int width;

      pango_layout_get_pixel_size (layout, &width, NULL);
      gtk_label_set_wrap (GTK_LABEL (link_words), width > 280);
    }
  gtk_widget_set_visible (self->refusals_box, under != NULL && (linked || below->len > 0));
}

/* @button says why it is refused under its row, now or later (a check
 * after a value entered). */
static void
said_below (McPlayerTurnStep *self,
            GtkWidget        *button)
{
  mc_turn_button_set_refusal_below (MC_TURN_BUTTON (button), TRUE);
  g_signal_connect_object (button, "notify::refusal", G_CALLBACK (show_refusals_below), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (button, "notify::refusal-rule", G_CALLBACK (show_refusals_below), self,
                           G_CONNECT_SWAPPED);
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
  gtk_widget_set_visible (self->refusals_box, FALSE);
  gtk_widget_set_visible (self->prompt_stack, FALSE);
  mc_turn_buttons_clear (self->actions_box);
  mc_turn_buttons_clear (self->extras_box);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->actions_box), 1);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->actions_box), TRUE);
  gtk_widget_set_halign (self->actions_box, GTK_ALIGN_FILL);
  gtk_widget_remove_css_class (self->actions_box, "one-action");
  /* Every card stays where it is and the directions have one place,
   * shown greyed before a card is chosen: a chosen card's directions came
   * under it, or in its row's place, and the next tap landed on a
   * direction never chosen (walk 10) or un-chose the card (walk 11). On
   * a laptop under the cards, on a phone over them, in view at the
   * sheet's top. */
  if (on_a_phone (self))
    gtk_box_reorder_child_after (GTK_BOX (self->box), self->directions_box, self->prompt_stack);
  else
    gtk_box_reorder_child_after (GTK_BOX (self->box), self->directions_box, self->cards_box);
  gtk_box_reorder_child_after (GTK_BOX (self->box), self->refusals_box, self->directions_box);
  gtk_box_reorder_child_after (GTK_BOX (self->box), self->end_turn_button, self->actions_box);
  gtk_widget_set_visible (self->end_turn_button, FALSE);
  self->seat = seat;
  self->game = game;

  /* Translators: "Ana's turn, card 2 of 4" */
  *title = g_strdup_printf (_("%s's turn, card %u of %u"), player->name, player->cards_played + 1,
                            TEM_CARDS_PER_ROUND);

  if (game->turn.card != TEM_PROGRAM_NONE)
    {
      *body = g_strdup_printf (_("%s played %s."), player->name, tem_program_get_name (game->turn.card));
      show_actions (self, game, seat);
      show_refusals_below (self);
      return;
    }

  /* The same words before and after the card is chosen: the buttons
   * under them stay where they are. The step says them, over its cards
   * (a phone's directions), where a refusal then replaces them. */
  {
    const char *prompt = player->ad_hoc ? _("Ad Hoc mode: play any program card. Which card, and which way?")
                                        : _("Which card did they reveal, and which way does it go?");

    g_autoptr(PangoLayout) two_lines = gtk_widget_create_pango_layout (GTK_WIDGET (self->prompt_label), "X\nX");
    int height;

    gtk_widget_set_visible (self->prompt_stack, TRUE);
    gtk_label_set_label (self->prompt_label, prompt);
    gtk_widget_set_visible (GTK_WIDGET (self->reason_label), FALSE);
    gtk_widget_set_opacity (GTK_WIDGET (self->prompt_label), 1);
    /* On a laptop two lines' room whatever the question takes, for a
     * reason of two lines (walk 18, 1024x720: under the diagonals it was
     * cut); a phone's question takes two already, and a line more there
     * pushed the last card under the fold. */
    pango_layout_get_pixel_size (two_lines, NULL, &height);
    gtk_widget_set_size_request (GTK_WIDGET (self->prompt_label), -1, on_a_phone (self) ? -1 : height);
    *body = NULL;
  }

  /* Every card, the chosen one pressed; tapped again, none is. */
  for (int program = 0; program < TEM_N_PROGRAMS; program++)
    {
      g_autofree char *id = NULL;
      GtkWidget *button, *words;

      id = g_strdup_printf ("card-%s", tem_program_get_id (program));
      /* Ten letters a line at most, the words wrapping: two cards a row
       * on a phone, as many as the column holds on a laptop (four at
       * 1280, three at 1024), all seven in view. */
      words = g_object_new (GTK_TYPE_LABEL, "label", tem_program_get_name (program), "wrap", TRUE,
                            "wrap-mode", PANGO_WRAP_WORD, "justify", GTK_JUSTIFY_CENTER, "max-width-chars", 10,
                            NULL);
      button = g_object_new (GTK_TYPE_TOGGLE_BUTTON, "child", words, "name", id,
                             "active", self->card == program, "action-target", g_variant_new_int32 (program),
                             "action-name", "turn.card", NULL);
      gtk_widget_add_css_class (button, "turn-button");
      gtk_flow_box_append (GTK_FLOW_BOX (self->cards_box), button);
      gtk_widget_set_visible (self->cards_box, TRUE);
    }

  if (game->turn.card == TEM_PROGRAM_NONE)
    {
      gboolean diagonal = self->card == TEM_PROGRAM_DIAGONAL_JUMP;
      /* The diagonals an arrow each, in the one row the four sides have,
       * on both sizes: a second row pushed the cards 56 px down on a
       * phone (walk 12), and on a laptop scrolled the step 45 px so that
       * North-west came where Diagonal Jump had been tapped (walk 20). */
      static const TemDirection compass[] = { TEM_DIRECTION_NORTH_WEST, TEM_DIRECTION_NORTH_EAST,
                                              TEM_DIRECTION_SOUTH_WEST, TEM_DIRECTION_SOUTH_EAST };
      static const char *const arrows[] = { "↖", "↗", "↙", "↘" };

      for (int i = 0; i < 4; i++)
        {
          TemDirection direction = diagonal ? compass[i] : (TemDirection) (TEM_DIRECTION_NORTH + i);
          g_autofree char *id = g_strdup_printf ("direction-%s", tem_direction_get_id (direction));
          TemAction action;
          /* Greyed, with no action, until a card says which move it is. */
          GtkWidget *button = mc_turn_buttons_add_action (self->directions_box, id,
                                   diagonal ? arrows[i] : mc_turn_words_direction (direction),
                                   self->card >= 0 ? "turn.direction" : NULL,
                                   self->card >= 0 ? g_variant_new_int32 (direction) : NULL);

          if (diagonal)
            {
              mc_turn_button_set_spoken (MC_TURN_BUTTON (button), mc_turn_words_direction (direction));
              mc_tooltip_set_text (button, mc_turn_words_direction (direction));
              gtk_widget_add_css_class (button, "direction-arrow");
            }

          if (self->card < 0)
            {
              gtk_widget_set_sensitive (button, FALSE);
              mc_tooltip_set_text (button, _("Choose the card first, then its direction"));
              continue;
            }
          said_below (self, button);
          tem_action_init_move (&action, seat, self->card, direction);
          mc_turn_buttons_check (button, game, &action);
        }
    }
  show_refusals_below (self);
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
  gtk_widget_dispose_template (GTK_WIDGET (object), MC_TYPE_PLAYER_TURN_STEP);
  G_OBJECT_CLASS (mc_player_turn_step_parent_class)->dispose (object);
}

static void
mc_player_turn_step_class_init (McPlayerTurnStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_player_turn_step_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  g_type_ensure (MC_TYPE_TURN_BUTTON);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/mc-player-turn-step.ui");
  gtk_widget_class_bind_template_child (widget_class, McPlayerTurnStep, box);
  gtk_widget_class_bind_template_child (widget_class, McPlayerTurnStep, cards_box);
  gtk_widget_class_bind_template_child (widget_class, McPlayerTurnStep, directions_box);
  gtk_widget_class_bind_template_child (widget_class, McPlayerTurnStep, refusals_box);
  gtk_widget_class_bind_template_child (widget_class, McPlayerTurnStep, prompt_stack);
  gtk_widget_class_bind_template_child (widget_class, McPlayerTurnStep, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, McPlayerTurnStep, reason_label);
  gtk_widget_class_bind_template_child (widget_class, McPlayerTurnStep, refusals_label);
  gtk_widget_class_bind_template_child (widget_class, McPlayerTurnStep, actions_box);
  gtk_widget_class_bind_template_child (widget_class, McPlayerTurnStep, extras_box);
  gtk_widget_class_bind_template_child (widget_class, McPlayerTurnStep, end_turn_button);

  gtk_widget_class_install_action (widget_class, "turn.card", "i", card_activated);
  gtk_widget_class_install_action (widget_class, "turn.direction", "i", direction_activated);
  gtk_widget_class_install_action (widget_class, "turn.collect", NULL, collect_activated);
  gtk_widget_class_install_action (widget_class, "turn.deploy", "b", deploy_activated);
  gtk_widget_class_install_action (widget_class, "turn.buy", "i", buy_activated);
  gtk_widget_class_install_action (widget_class, "turn.identify-row", "i", identify_row_activated);
  gtk_widget_class_install_action (widget_class, "turn.heal", "i", heal_activated);
  gtk_widget_class_install_action (widget_class, "turn.upgrade", NULL, upgrade_activated);
  gtk_widget_class_install_action (widget_class, "turn.take-mech", NULL, take_mech_activated);
  gtk_widget_class_install_action (widget_class, "turn.equip", "(ib)", equip_activated);
  gtk_widget_class_install_action (widget_class, "turn.end", NULL, end_turn_activated);
}

static void
mc_player_turn_step_init (McPlayerTurnStep *self)
{
  GtkWidget *words;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->card = -1;
  self->refusals_rule_link = mc_turn_buttons_new_rule_link ();
  gtk_widget_set_name (self->refusals_rule_link, "refusals-rule");
  gtk_widget_set_halign (self->refusals_rule_link, GTK_ALIGN_START);
  /* Under the whole row, its words take the room they need, and wrap on
   * a phone ("Zasada: Ulepszenie do pancerza wspomaganego"). */
  words = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (words), 0);
  gtk_label_set_wrap (GTK_LABEL (words), TRUE);
  gtk_button_set_child (GTK_BUTTON (self->refusals_rule_link), words);
  gtk_box_append (GTK_BOX (self->refusals_box), self->refusals_rule_link);
}

GtkWidget *
mc_player_turn_step_new (void)
{
  return g_object_new (MC_TYPE_PLAYER_TURN_STEP, NULL);
}

/* Whether End Turn comes before the card's other buttons (a Purchase):
 * nothing above it to go, so the panel keeps no room for one. */
gboolean
mc_player_turn_step_get_end_turn_leads (McPlayerTurnStep *self)
{
  g_return_val_if_fail (MC_IS_PLAYER_TURN_STEP (self), FALSE);

  return gtk_widget_is_visible (self->end_turn_button)
         && gtk_widget_get_prev_sibling (self->end_turn_button) == self->directions_box;
}
