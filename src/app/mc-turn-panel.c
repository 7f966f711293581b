/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "mc-share-dialog.h"
#include "mc-turn-panel.h"
#include "mc-window.h"
#include "session/mc-results-text.h"
#include "rules/tem-narration.h"
#include "rules/tem-robot-plan.h"
#include "rules/tem-rule-topic.h"
#include "rules/tem-score-sheet.h"
#include "rules/tem-scoring.h"

/* Records the game as it is played: the program card and its direction,
 * the action with everything computed, the attacks of a combat, and the
 * Robot Pilots' turns step by step. What the rules core needs to know
 * (a mine's number, a card's cost) is asked in an McNeedDialog and the
 * action tried again; a refusal is shown here, next to the buttons. */

/* A question asked for itself, with no action waiting for the answer: a
 * new game is never tried from here. */
#define NOTHING_PENDING TEM_ACTION_NEW_GAME

typedef enum
{
  ROBOT_IDLE,        /* "Draw its card" */
  ROBOT_PLANNED,     /* the card, what it sees, the move: "Next" */
} RobotStage;

struct _McTurnPanel
{
  GtkWidget     parent_instance;

  GtkWidget    *box;
  GtkLabel     *title_label;
  GtkLabel     *body_label;
  GtkLabel     *told_label;
  GtkLabel     *problem_label;
  GtkWidget    *rule_button;
  GtkWidget    *cards_box;
  GtkWidget    *directions_box;
  GtkWidget    *actions_box;
  GtkWidget    *results_box;

  McSession    *session;
  McArenaView  *arena;
  McNeedDialog *dialog;

  TemAction     pending;          /* the action waiting for an answer */
  int           card;             /* the program card chosen, before its direction */
  RobotStage    robot_stage;
  TemRobotPlan  plan;
  int           robot_card;       /* flipped at the table, -1 for the app */
  char         *told;
};

G_DEFINE_FINAL_TYPE (McTurnPanel, mc_turn_panel, GTK_TYPE_WIDGET)

static void update (McTurnPanel *self);
static void try_action (McTurnPanel *self, const TemAction *action);
static void robot_plan (McTurnPanel *self);

/* A refusal, next to the buttons, with its rule one tap away. */
static void
set_problem (McTurnPanel *self,
             const char  *message)
{
  g_autofree char *rule = message != NULL ? tem_rule_topic_find_rule_in (message) : NULL;

  gtk_label_set_label (self->problem_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), message != NULL && *message != '\0');
  if (rule != NULL && tem_rule_topic_find_for_rule (rule) != NULL)
    {
      /* Translators: a link from a refusal to the rules reference, "Read R-A5" */
      g_autofree char *label = g_strdup_printf (_("Read %s"), rule);

      gtk_button_set_label (GTK_BUTTON (self->rule_button), label);
      gtk_actionable_set_action_target (GTK_ACTIONABLE (self->rule_button), "s", rule);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->rule_button), "win.show-rule");
      gtk_widget_set_visible (self->rule_button, TRUE);
    }
  else
    gtk_widget_set_visible (self->rule_button, FALSE);
}

static void
clear_box (GtkWidget *flow)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (flow)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (flow), child);
}

static GtkWidget *
add_button (McTurnPanel *self,
            GtkWidget   *box,
            const char  *name,
            const char  *label,
            GCallback    callback,
            int          value)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *text = gtk_label_new_with_mnemonic (label);

  /* Long labels wrap: a phone is 360 px wide. */
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_justify (GTK_LABEL (text), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (text), 30);
  gtk_label_set_mnemonic_widget (GTK_LABEL (text), button);
  gtk_button_set_child (GTK_BUTTON (button), text);
  gtk_widget_set_name (button, name);
  gtk_widget_add_css_class (button, "turn-button");
  g_object_set_data (G_OBJECT (button), "value", GINT_TO_POINTER (value));
  g_signal_connect_swapped (button, "clicked", callback, self);
  gtk_flow_box_append (GTK_FLOW_BOX (box), button);
  return button;
}

static int
button_value (GtkWidget *button)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "value"));
}

/* The one thing the rules core asked for is filled into the action. */
static void
fill_answer (TemAction     *action,
             const TemNeed *need,
             int            value)
{
  switch (need->kind)
    {
    case TEM_NEED_MINE_NUMBER:
      if (action->kind == TEM_ACTION_MOVE)
        action->move.mine_number = value;
      else if (action->kind == TEM_ACTION_ROBOT_TURN)
        action->robot_turn.mine_number = value;
      break;
    case TEM_NEED_CELL:
      if (action->kind == TEM_ACTION_MOVE)
        action->move.choice_cell = value;
      else if (action->kind == TEM_ACTION_ATTACK)
        {
          /* The first question is where the loser goes; a second one, a
           * turret's victim after the combat. */
          if (action->attack.choice_cell == TEM_NO_CELL)
            action->attack.choice_cell = value;
          else
            action->attack.turret_choice_cell = value;
        }
      break;
    case TEM_NEED_TOKEN:
      if (action->kind == TEM_ACTION_DEPLOY)
        action->deploy.from_cell = value;
      break;
    case TEM_NEED_MECH_SIDE:
      if (action->kind == TEM_ACTION_TAKE_MECH)
        action->take_mech.side = value;
      break;
    case TEM_NEED_MECH_AFTER_KO:
      if (action->kind == TEM_ACTION_ATTACK)
        action->attack.mech = value;
      break;
    case TEM_NEED_REFILL:
      if (action->kind == TEM_ACTION_PURCHASE)
        action->purchase.refill_kind = value;
      else if (action->kind == TEM_ACTION_ROBOT_TURN)
        action->robot_turn.refill_kind = value;
      break;
    case TEM_NEED_ROBOT_CARD:
      if (action->kind == TEM_ACTION_ROBOT_TURN)
        action->robot_turn.card = value;
      break;
    case TEM_NEED_RESPAWN_CARD:
      {
        /* R-SO20: one more card flipped for the robot, after the others. */
        TemRespawnDraw *draw = action->kind == TEM_ACTION_ATTACK ? &action->attack.respawn
                               : action->kind == TEM_ACTION_ROBOT_TURN ? &action->robot_turn.respawn : NULL;

        if (draw != NULL && draw->n_cards < TEM_ROBOT_DECK)
          draw->cards[draw->n_cards++] = (guint8) value;
      }
      break;
    case TEM_NEED_ROBOT_WEAPON:
      if (action->kind == TEM_ACTION_ATTACK)
        action->attack.weapon = value;
      break;
    case TEM_NEED_NONE:
    case TEM_NEED_ZONE_VALUE:
    case TEM_NEED_ZONE_RESOURCES:
    case TEM_NEED_WEAPON_FIELD:
    case TEM_NEED_STARTING_WEAPON:
    case TEM_NEED_ROW_CARD:
    default:
      break;
    }
}

static void
dialog_answered_cb (McNeedDialog *dialog,
                    int           value,
                    McTurnPanel  *self)
{
  TemAction action = self->pending;
  const TemNeed *need = mc_need_dialog_get_need (dialog);

  /* The card in a place of the row is a fact of its own, then the action
   * that needed it goes on. */
  if (need->kind == TEM_NEED_ROW_CARD)
    {
      g_autoptr(GError) error = NULL;
      TemAction set_row;

      tem_action_init_set_row (&set_row, need->cell, value);
      if (!mc_session_apply (self->session, &set_row, &error))
        {
          set_problem (self, error->message);
          return;
        }
      if (action.kind != NOTHING_PENDING)
        try_action (self, &action);
      return;
    }

  /* A robot's step asked before it is played: plan it again. */
  if (action.kind == TEM_ACTION_ROBOT_TURN && action.robot_turn.mine_number == -1)
    {
      if (need->kind == TEM_NEED_ROBOT_CARD)
        self->robot_card = value;
      robot_plan (self);
      return;
    }

  if (action.kind == NOTHING_PENDING)
    return;
  fill_answer (&action, need, value);
  try_action (self, &action);
}

static void
dialog_destroy_cb (McTurnPanel *self)
{
  self->dialog = NULL;
}

static void
ask (McTurnPanel   *self,
     const TemNeed *need,
     const char    *message)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (self->dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->dialog));

  self->dialog = mc_need_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, self->session, need, message);
  g_signal_connect_object (self->dialog, "answered", G_CALLBACK (dialog_answered_cb), self, 0);
  g_signal_connect_object (self->dialog, "destroy", G_CALLBACK (dialog_destroy_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (self->dialog));
}

/* Applies @action; what it needs is asked and the action tried again with
 * the answer, a refusal is shown next to the buttons. */
static void
try_action (McTurnPanel     *self,
            const TemAction *action)
{
  g_autoptr(GError) error = NULL;
  const TemNeed *need;

  self->pending = *action;
  if (mc_session_apply (self->session, action, &error))
    {
      set_problem (self, NULL);
      return;
    }

  need = tem_need_from_error (error);
  if (need != NULL && need->kind != TEM_NEED_STARTING_WEAPON)
    {
      ask (self, need, error->message);
      return;
    }
  set_problem (self, error->message);
}

/* Program phase */

static void
begin_clicked_cb (McTurnPanel *self)
{
  TemAction action;

  tem_action_init_begin_execution (&action);
  try_action (self, &action);
}

static void
end_round_clicked_cb (McTurnPanel *self)
{
  TemAction action;

  tem_action_init_end_round (&action, FALSE);
  try_action (self, &action);
}

/* A player's turn: the card, then its direction */

static void
card_clicked_cb (McTurnPanel *self,
                 GtkWidget   *button)
{
  self->card = button_value (button);
  update (self);
}

static void
direction_clicked_cb (McTurnPanel *self,
                      GtkWidget   *button)
{
  const TemGame *game = mc_session_get_game (self->session);
  TemAction action;

  if (self->card < 0 || game->turn.seat < 0)
    return;
  tem_action_init_move (&action, (guint) game->turn.seat, self->card, button_value (button));
  action.move.choice_cell = TEM_NO_CELL;
  try_action (self, &action);
}

static void
collect_clicked_cb (McTurnPanel *self)
{
  TemAction action;

  tem_action_init_collect (&action, (guint) mc_session_get_game (self->session)->turn.seat);
  try_action (self, &action);
}

static void
deploy_clicked_cb (McTurnPanel *self,
                   GtkWidget   *button)
{
  TemAction action;

  tem_action_init_deploy (&action, (guint) mc_session_get_game (self->session)->turn.seat,
                          button_value (button), TEM_NO_CELL);
  try_action (self, &action);
}

static void
buy_clicked_cb (McTurnPanel *self,
                GtkWidget   *button)
{
  TemAction action;

  tem_action_init_purchase (&action, (guint) mc_session_get_game (self->session)->turn.seat,
                            button_value (button), -1);
  try_action (self, &action);
}

static void
identify_row_clicked_cb (McTurnPanel *self,
                         GtkWidget   *button)
{
  TemNeed need = { TEM_NEED_ROW_CARD, -1, button_value (button), -1, -1, 0 };

  self->pending.kind = NOTHING_PENDING;
  ask (self, &need, _("Say which advanced weapon lies face up there."));
}

static void
heal_clicked_cb (McTurnPanel *self,
                 GtkWidget   *button)
{
  TemAction action;

  tem_action_init_heal (&action, (guint) mc_session_get_game (self->session)->turn.seat, button_value (button));
  try_action (self, &action);
}

static void
upgrade_clicked_cb (McTurnPanel *self)
{
  TemAction action;

  tem_action_init_upgrade (&action, (guint) mc_session_get_game (self->session)->turn.seat);
  try_action (self, &action);
}

static void
take_mech_clicked_cb (McTurnPanel *self)
{
  TemAction action;

  tem_action_init_take_mech (&action, (guint) mc_session_get_game (self->session)->turn.seat,
                             TEM_MECH_SIDE_NONE);
  try_action (self, &action);
}

static void
end_turn_clicked_cb (McTurnPanel *self)
{
  TemAction action;

  tem_action_init_end_turn (&action, (guint) mc_session_get_game (self->session)->turn.seat);
  try_action (self, &action);
}

static void
equip_clicked_cb (McTurnPanel *self,
                  GtkWidget   *button)
{
  const TemGame *game = mc_session_get_game (self->session);
  int card = button_value (button);
  TemAction action;

  memset (&action, 0, sizeof action);
  action.kind = TEM_ACTION_EQUIP;
  action.equip.player = (guint) game->weapons[card].owner;
  action.equip.weapon = card;
  action.equip.equipped = !game->weapons[card].equipped;
  try_action (self, &action);
}

/* Combat */

static void
attack_clicked_cb (McTurnPanel *self,
                   GtkWidget   *button)
{
  const TemGame *game = mc_session_get_game (self->session);
  int value = button_value (button);
  TemAction action;

  /* value: (card * 4 + TemAttackLine) * 16 + energy paid into its ability */
  tem_action_init_attack (&action, (guint) game->combat.next, value / 64, value % 16);
  action.attack.line = (value / 16) % 4;
  action.attack.choice_cell = TEM_NO_CELL;
  action.attack.turret_choice_cell = TEM_NO_CELL;
  try_action (self, &action);
}

static void
robot_attack_clicked_cb (McTurnPanel *self)
{
  const TemGame *game = mc_session_get_game (self->session);
  TemAction action;

  tem_action_init_attack (&action, (guint) game->combat.next, -1, 0);
  action.attack.choice_cell = TEM_NO_CELL;
  action.attack.turret_choice_cell = TEM_NO_CELL;
  try_action (self, &action);
}

/* A Robot Pilot's turn, one step at a time */

static void
robot_plan (McTurnPanel *self)
{
  const TemGame *game = mc_session_get_game (self->session);
  g_autoptr(GError) error = NULL;
  TemRobotTurn turn = { (guint) game->turn.seat, self->robot_card, 0, -1 };
  const TemNeed *need;

  if (tem_game_plan_robot_turn (game, &turn, &self->plan, &error))
    {
      self->robot_stage = ROBOT_PLANNED;
      set_problem (self, NULL);
      update (self);
      return;
    }

  need = tem_need_from_error (error);
  if (need != NULL)
    {
      /* The card it flipped, or a zone it compares: ask, then plan again. */
      tem_action_init_robot_turn (&self->pending, turn.player, self->robot_card);
      self->pending.robot_turn.mine_number = -1;   /* marks a plan, not a turn */
      ask (self, need, error->message);
      return;
    }
  set_problem (self, error->message);
}

static void
robot_draw_clicked_cb (McTurnPanel *self)
{
  self->robot_card = -1;
  robot_plan (self);
}

static void
robot_back_clicked_cb (McTurnPanel *self)
{
  self->robot_stage = ROBOT_IDLE;
  self->robot_card = -1;
  update (self);
}

static void
robot_next_clicked_cb (McTurnPanel *self)
{
  TemAction action;

  tem_action_init_robot_turn (&action, self->plan.seat, self->robot_card);
  try_action (self, &action);
}

/* The view of each situation */

static void
enter_zone_clicked_cb (McTurnPanel *self,
                       GtkWidget   *button)
{
  TemNeed need = { TEM_NEED_ZONE_VALUE, -1, button_value (button), -1, -1, 0 };

  self->pending.kind = NOTHING_PENDING;
  ask (self, &need, _("Enter what the card shows."));
}

/* What the table shows and the app does not know yet, each one tap away:
 * the zone cards, then the row's face-up weapons. */
static void
show_setup_checklist (McTurnPanel   *self,
                      const TemGame *game)
{
  guint zones = 0, entered = 0;
  int first_unknown = TEM_NO_CELL;

  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    {
      const TemZone *zone;

      if (!tem_arena_is_zone (&game->arena, cell))
        continue;
      zone = tem_arena_get_zone (&game->arena, cell);
      zones++;
      if (zone->value != TEM_VALUE_UNKNOWN
          && (zone->kind != TEM_ZONE_RESOURCE || !(zone->resources & TEM_RESOURCE_UNKNOWN)))
        entered++;
      else if (first_unknown == TEM_NO_CELL)
        first_unknown = cell;
    }

  if (first_unknown != TEM_NO_CELL)
    {
      g_autofree char *name = tem_arena_describe_cell (first_unknown);
      /* Translators: "Enter Zone B2 (5 of 13 entered)" */
      g_autofree char *label = g_strdup_printf (_("Enter Zone %s (%u of %u entered)"), name, entered, zones);

      add_button (self, self->actions_box, "enter-zone", label, G_CALLBACK (enter_zone_clicked_cb), first_unknown);
    }

  for (int slot = 0; slot < TEM_ROW_SIZE; slot++)
    if (tem_game_row_place_is_unknown (game, slot))
      {
        g_autofree char *id = g_strdup_printf ("identify-row-%d", slot);
        g_autofree char *label = g_strdup_printf (_("Which Card Is in Place %d of the Row?"), slot + 1);

        add_button (self, self->actions_box, id, label, G_CALLBACK (identify_row_clicked_cb), slot);
      }
}

static void
show_program_phase (McTurnPanel   *self,
                    const TemGame *game)
{
  g_autofree char *title = g_strdup_printf (_("Round %u: program your cards"), game->round);

  gtk_label_set_label (self->title_label, title);
  gtk_label_set_label (self->body_label,
                       game->solo
                       ? (game->robot_table_draw
                          ? _("Choose your 4 program cards face down. Shuffle each robot's 8 program cards into a stack.")
                          : _("Choose your 4 program cards face down. The app shuffles the robots' program cards."))
                       : _("Each player chooses 4 program cards face down (R-RD2)."));
  show_setup_checklist (self, game);
  gtk_widget_add_css_class (add_button (self, self->actions_box, "begin", _("_Play the Cards"),
                                        G_CALLBACK (begin_clicked_cb), 0),
                            "suggested-action");
}

static void
ask_need_clicked_cb (McTurnPanel *self)
{
  const TemGame *game = mc_session_get_game (self->session);
  g_autoptr(GError) error = NULL;
  TemScoreLine lines[TEM_MAX_PLAYERS];

  if (tem_game_compute_scores (game, game->round >= TEM_ROUNDS, lines, &error) || tem_need_from_error (error) == NULL)
    return;
  self->pending.kind = NOTHING_PENDING;
  ask (self, tem_need_from_error (error), error->message);
}

/* R-SC1, R-SC2, R-MM5: what each player will score, before it is scored. */
static void
show_score_sheet (McTurnPanel   *self,
                  const TemGame *game)
{
  g_autoptr(GError) error = NULL;
  TemScoreLine lines[TEM_MAX_PLAYERS];
  gboolean final = game->round >= TEM_ROUNDS;

  if (!tem_game_compute_scores (game, final, lines, &error))
    {
      GtkWidget *label = gtk_label_new (error->message);

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_box_append (GTK_BOX (self->results_box), label);
      if (tem_need_from_error (error) != NULL)
        add_button (self, self->actions_box, "score-need", _("_Enter It"), G_CALLBACK (ask_need_clicked_cb), 0);
      return;
    }

  for (guint seat = 0; seat < game->n_players; seat++)
    {
      const TemScoreLine *line = &lines[seat];
      g_autofree char *text = NULL;
      GtkWidget *label;

      text = tem_score_sheet_describe_line (game, seat, line, final);
      label = gtk_label_new (text);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_box_append (GTK_BOX (self->results_box), label);

      /* R-SC2: say which cards count, so nobody adds the kept basic. */
      if (final)
        {
          g_autofree char *weapons = tem_game_describe_weapon_scoring (game, seat);

          if (weapons != NULL)
            {
              label = gtk_label_new (weapons);
              gtk_label_set_wrap (GTK_LABEL (label), TRUE);
              gtk_label_set_xalign (GTK_LABEL (label), 0);
              gtk_widget_add_css_class (label, "dim-label");
              gtk_widget_set_margin_start (label, 12);
              gtk_box_append (GTK_BOX (self->results_box), label);
            }
        }
    }
}

static void
show_round_end (McTurnPanel   *self,
                const TemGame *game)
{
  g_autofree char *title = g_strdup_printf (_("Round %u is over"), game->round);

  gtk_label_set_label (self->title_label, title);
  if (game->round >= TEM_ROUNDS)
    gtk_label_set_label (self->body_label, _("The last round: score the zones, the Mighty Mech and every weapon purchased (not the basic kept at setup), "
                                             "then the game ends (R-SC1, R-SC2)."));
  else if (tem_game_is_scoring_round (game->round))
    gtk_label_set_label (self->body_label, _("A scoring round: each mine scores its zone's value, each turret twice it, "
                                             "each pilot their zone's value, the Mighty Mech's controller 3 (R-SC1)."));
  else
    gtk_label_set_label (self->body_label, _("No scoring this round. The starting player token passes clockwise (R-RD4)."));
  if (tem_game_is_scoring_round (game->round))
    show_score_sheet (self, game);
  gtk_widget_add_css_class (add_button (self, self->actions_box, "end-round",
                                        tem_game_is_scoring_round (game->round) ? _("_Score and End the Round")
                                                                                : _("_End the Round"),
                                        G_CALLBACK (end_round_clicked_cb), 0),
                            "suggested-action");
}

/* A weapon's attack as it would land: the damage, the target's health
 * after it and the VP it scores (R-C3: none beyond the health left). */
static char *
weapon_label (const TemGame *game,
              guint          card,
              gboolean       power,
              int            paid,
              guint          target_seat)
{
  const TemWeaponStats *stats = &game->weapon_stats[game->weapons[card].kind];
  const TemPlayer *target = &game->players[target_seat];
  g_autofree char *name = tem_catalogue_dup_weapon_name (game->weapons[card].kind);
  g_autofree char *attack = NULL;
  int damage = power ? stats->power : stats->attack;
  int dealt, vp;

  if (paid > 0)
    /* Translators: "Energy Sword, paying 2 energy" */
    attack = g_strdup_printf (_("%s, paying %d energy"), name, paid);
  else if (power)
    /* Translators: "Lightning Coil · Area · Power Attack" */
    attack = g_strdup_printf (_("%s · %s · Power Attack"), name, tem_weapon_type_get_name (stats->type));
  else
    attack = g_strdup_printf (_("%s · %s"), name, tem_weapon_type_get_name (stats->type));

  if (damage == TEM_VALUE_UNKNOWN)
    /* Translators: a weapon whose damage is not entered yet: "Warhammer · Melee: ? damage" */
    return g_strdup_printf (_("%s: ? damage"), attack);

  dealt = MIN (damage + paid, target->health);
  vp = dealt + (power && stats->ability == TEM_ABILITY_POWER_ATTACK_VP ? MAX (stats->ability_amount, 0) : 0);
  if (dealt >= target->health)
    /* Translators: "Energy Sword · Melee: 4 damage, Ben is KO'd, +5 VP"
     * (the damage dealt and 1 for the KO, R-C8) */
    return g_strdup_printf (_("%s: %d damage, %s is KO'd, +%d VP"), attack, damage + paid, target->name, vp + 1);
  /* Translators: "Energy Sword · Melee: 3 damage, Ben 7 → 4 health, +3 VP" */
  return g_strdup_printf (_("%s: %d damage, %s %d → %d health, +%d VP"), attack, damage + paid, target->name,
                          target->health, target->health - dealt, vp);
}

/* A weapon's ability as the players entered it in the catalogue, or NULL. */
static const char *
get_ability_text (McTurnPanel *self,
                  guint        kind)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  McCardMemory *cards = MC_IS_WINDOW (root) ? mc_window_get_cards (MC_WINDOW (root)) : NULL;

  return cards != NULL ? mc_card_memory_get_weapon_text (cards, kind) : NULL;
}

static void
show_combat (McTurnPanel   *self,
             const TemGame *game)
{
  const TemCombat *combat = &game->combat;
  const TemPlayer *next = &game->players[combat->next];
  int other = combat->next == combat->attacker ? combat->defender : combat->attacker;
  g_autoptr(GString) abilities = g_string_new (NULL);
  g_autofree char *cell = tem_arena_describe_cell (combat->cell);
  g_autofree char *title = g_strdup_printf (_("Combat in %s: %s against %s"), cell,
                                            game->players[combat->attacker].name,
                                            game->players[combat->defender].name);
  g_autofree char *body = NULL;

  gtk_label_set_label (self->title_label, title);
  if (combat->first_power)
    body = g_strdup_printf (_("%s jumped in: the first attack is a Power Attack (R-C6). %s attacks; %s has %d health."),
                            game->players[combat->attacker].name, next->name,
                            game->players[other].name, game->players[other].health);
  else if (combat->last_type >= 0)
    /* Translators: "Ana attacks. Last attack by Robot B: Area. A weapon
     * that counters it deals its Power Attack (R-C5). Robot B has 9 health." */
    body = g_strdup_printf (_("%s attacks. Last attack by %s: %s. A weapon that counters it deals its Power Attack "
                              "(R-C5). %s has %d health."),
                            next->name, game->players[other].name,
                            tem_weapon_type_get_name (combat->last_type),
                            game->players[other].name, game->players[other].health);
  else
    body = g_strdup_printf (_("%s attacks. %s has %d health."), next->name,
                            game->players[other].name, game->players[other].health);
  gtk_label_set_label (self->body_label, body);

  if (next->robot)
    {
      g_autofree char *label = g_strdup_printf (game->robot_table_draw
                                                ? _("Flip %s's Weapon Card")
                                                : _("%s _Attacks"), next->name);

      add_button (self, self->actions_box, "robot-attack", label, G_CALLBACK (robot_attack_clicked_cb), 0);
      return;
    }

  for (guint card = 0; card < TEM_N_WEAPON_CARDS; card++)
    {
      const TemWeaponCard *weapon = &game->weapons[card];
      const TemWeaponStats *stats = &game->weapon_stats[weapon->kind];
      gboolean exhausted = (combat->exhausted & (1u << card)) != 0;
      gboolean power;
      int max_paid = 0;
      const char *ability;

      if (weapon->place != TEM_PLACE_OWNED || weapon->owner != combat->next || !weapon->equipped)
        continue;
      /* An ability the players resolve themselves, in their words, read
       * out before they choose. */
      ability = get_ability_text (self, weapon->kind);
      if (ability != NULL && !exhausted)
        {
          g_autofree char *weapon_name = tem_catalogue_dup_weapon_name (weapon->kind);

          /* Translators: a weapon's ability during a combat, "Plasma Lance: +1 VP when…" */
          g_string_append_printf (abilities, _("\n%s: %s"), weapon_name, ability);
        }
      power = combat->first_power
              || (combat->last_type >= 0 && stats->type != TEM_WEAPON_TYPE_UNKNOWN
                  && tem_weapon_type_counters (stats->type, combat->last_type));
      if (stats->ability == TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE)
        max_paid = MIN (MAX (stats->ability_amount, 0), next->energy);

      /* R-C5, R-C6: the Power Attack "may" be dealt: offered first and
       * marked, the first line beside it. */
      for (int line = power ? TEM_ATTACK_LINE_POWER : TEM_ATTACK_LINE_FIRST;
           line != -1;
           line = line == TEM_ATTACK_LINE_POWER ? TEM_ATTACK_LINE_FIRST : -1)
        for (int paid = 0; paid <= max_paid; paid++)
          {
            gboolean first_instead = power && line == TEM_ATTACK_LINE_FIRST;
            g_autofree char *name = first_instead ? g_strdup_printf ("attack-%u-%d-first", card, paid)
                                                  : g_strdup_printf ("attack-%u-%d", card, paid);
            g_autofree char *label = weapon_label (game, card, line == TEM_ATTACK_LINE_POWER, paid, (guint) other);
            int value = ((int) card * 4 + line) * 16 + paid;
            GtkWidget *button;

            if (exhausted)
              {
                g_autofree char *text = g_strdup_printf (_("%s (used ✕)"), label);

                button = add_button (self, self->actions_box, name, text, G_CALLBACK (attack_clicked_cb), value);
                gtk_widget_set_sensitive (button, FALSE);
                line = TEM_ATTACK_LINE_FIRST;
                break;
              }
            if (first_instead)
              {
                /* Translators: an attack with the first line when a Power Attack is allowed, "Energy Sword · Melee: 2 damage…, first line instead" */
                g_autofree char *text = g_strdup_printf (_("%s (first line instead)"), label);

                button = add_button (self, self->actions_box, name, text, G_CALLBACK (attack_clicked_cb), value);
              }
            else
              button = add_button (self, self->actions_box, name, label, G_CALLBACK (attack_clicked_cb), value);
            if (line == TEM_ATTACK_LINE_POWER)
              gtk_widget_add_css_class (button, "suggested-action");
            if (ability != NULL)
              gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, ability, -1);
          }
    }
  if (abilities->len > 0)
    {
      g_autofree char *text = g_strconcat (gtk_label_get_label (self->body_label), abilities->str, NULL);

      gtk_label_set_label (self->body_label, text);
    }
}

static void
show_robot_turn (McTurnPanel   *self,
                 const TemGame *game)
{
  const TemPlayer *robot = &game->players[game->turn.seat];
  g_autofree char *title = NULL;

  /* Translators: "Robot A's turn, card 2 of 4" */
  title = g_strdup_printf (_("%s's turn, card %u of %u"), robot->name, robot->cards_played + 1, TEM_CARDS_PER_ROUND);
  gtk_label_set_label (self->title_label, title);

  if (self->robot_stage == ROBOT_IDLE)
    {
      gtk_label_set_label (self->body_label,
                           game->robot_table_draw
                           ? _("Flip the robot's top program card; the app moves it by the Robot Pilot Guide.")
                           : _("The app draws the robot's next program card and moves it by the Robot Pilot Guide."));
      gtk_widget_add_css_class (add_button (self, self->actions_box, game->robot_table_draw ? "robot-flip" : "robot-draw",
                                            game->robot_table_draw ? _("_Flip Its Card") : _("_Draw Its Card"),
                                            G_CALLBACK (robot_draw_clicked_cb), 0),
                                "suggested-action");
      mc_arena_view_set_highlight (self->arena, 0, TEM_NO_CELL);
    }
  else
    {
      g_autoptr(GString) body = g_string_new (NULL);
      g_autofree char *description = tem_robot_plan_describe (game, &self->plan);
      const char *sides[] = { C_("robot sight", "forward"), C_("robot sight", "left"), C_("robot sight", "right") };
      guint64 seen = 0;

      /* Translators: "It sees: forward B2 (2), left C3 (3), right a wall." */
      g_string_append (body, _("It sees:"));
      for (guint i = 0; i < 3; i++)
        {
          const TemRobotSight *sight = &self->plan.seen[i];

          g_string_append_c (body, ' ');
          if (sight->cell == TEM_NO_CELL)
            /* Translators: a robot sees nothing it can enter on that side */
            g_string_append_printf (body, _("%s blocked"), sides[i]);
          else
            {
              g_autofree char *cell = tem_arena_describe_cell (sight->cell);

              if (sight->value == TEM_VALUE_UNKNOWN)
                g_string_append_printf (body, "%s %s (?)", sides[i], cell);
              else
                g_string_append_printf (body, "%s %s (%d)", sides[i], cell, sight->value);
              if (sight->cell < 64)
                seen |= G_GUINT64_CONSTANT (1) << sight->cell;
            }
          g_string_append_c (body, i < 2 ? ',' : '.');
        }
      g_string_append_c (body, '\n');
      g_string_append (body, description);
      gtk_label_set_label (self->body_label, body->str);
      mc_arena_view_set_highlight (self->arena, seen, self->plan.to);

      add_button (self, self->actions_box, "robot-back", _("_Back"), G_CALLBACK (robot_back_clicked_cb), 0);
      gtk_widget_add_css_class (add_button (self, self->actions_box, "robot-next", _("_Next"),
                                            G_CALLBACK (robot_next_clicked_cb), 0),
                                "suggested-action");
    }
}

/* A robot that moved into a combat does no action after it (R-M3). */
static void
show_robot_after_combat (McTurnPanel   *self,
                         const TemGame *game)
{
  const TemPlayer *robot = &game->players[game->turn.seat];
  g_autofree char *title = g_strdup_printf (_("%s's turn, card %u of %u"), robot->name,
                                            robot->cards_played + 1, TEM_CARDS_PER_ROUND);
  g_autofree char *body = g_strdup_printf (_("The combat is over: %s does not do its card's action (R-M3), and its turn ends."),
                                           robot->name);

  gtk_label_set_label (self->title_label, title);
  gtk_label_set_label (self->body_label, body);
  gtk_widget_add_css_class (add_button (self, self->actions_box, "robot-end", _("_Next"),
                                        G_CALLBACK (end_turn_clicked_cb), 0),
                            "suggested-action");
}

static void
show_weapons (McTurnPanel   *self,
              const TemGame *game,
              guint          seat)
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

      if (weapon->place != TEM_PLACE_OWNED || weapon->owner != (int) seat)
        continue;
      /* R-A4: at least one weapon stays equipped. */
      if (weapon->equipped && n_equipped <= 1)
        continue;
      name = tem_catalogue_dup_weapon_name (weapon->kind);
      label = g_strdup_printf (weapon->equipped ? _("Stockpile %s") : _("Equip %s"), name);
      id = g_strdup_printf ("equip-%u", card);
      add_button (self, self->actions_box, id, label, G_CALLBACK (equip_clicked_cb), (int) card);
    }
}

static void
show_actions (McTurnPanel   *self,
              const TemGame *game,
              guint          seat)
{
  const TemPlayer *player = &game->players[seat];
  const TemZone *zone = tem_arena_is_zone (&game->arena, player->cell)
                        ? tem_arena_get_zone (&game->arena, player->cell) : NULL;

  if (game->turn.action_open)
    switch (game->turn.card)
      {
      case TEM_PROGRAM_COLLECT:
        add_button (self, self->actions_box, "collect", _("_Collect"), G_CALLBACK (collect_clicked_cb), 0);
        break;

      case TEM_PROGRAM_DEPLOY_MINE:
      case TEM_PROGRAM_DEPLOY_TURRET:
        {
          gboolean mine = game->turn.card == TEM_PROGRAM_DEPLOY_MINE;
          g_autofree char *cost = zone == NULL || zone->value == TEM_VALUE_UNKNOWN
                                  ? g_strdup ("?") : g_strdup_printf ("%d", zone->value);
          g_autofree char *label = g_strdup_printf (mine ? _("Place a Mine (%s credits)")
                                                         : _("Place a Turret (%s energy)"), cost);

          add_button (self, self->actions_box, "deploy", label, G_CALLBACK (deploy_clicked_cb), mine);
        }
        break;

      case TEM_PROGRAM_PURCHASE:
        for (int slot = 0; slot < TEM_ROW_SIZE; slot++)
          if (tem_game_row_place_is_unknown (game, slot))
            {
              g_autofree char *id = g_strdup_printf ("identify-row-%d", slot);
              g_autofree char *label = g_strdup_printf (_("Which Card Is in Place %d of the Row?"), slot + 1);

              add_button (self, self->actions_box, id, label, G_CALLBACK (identify_row_clicked_cb), slot);
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
                /* Translators: "Buy Warhammer (3 energy, 2 credits)" */
                label = g_strdup_printf (_("Buy %s (%d energy, %d credits)"), name,
                                         stats->cost_energy, stats->cost_credits);
              id = g_strdup_printf ("buy-%u", card);
              add_button (self, self->actions_box, id, label, G_CALLBACK (buy_clicked_cb), (int) card);
            }
        break;

      case TEM_PROGRAM_POWER_UP:
        {
          int top = tem_player_get_health_top (player);
          int needed = (top - player->health + TEM_HEAL_PER_ENERGY - 1) / TEM_HEAL_PER_ENERGY;

          for (int paid = 1; paid <= MIN (needed, player->energy); paid++)
            {
              g_autofree char *id = g_strdup_printf ("heal-%d", paid);
              g_autofree char *label = g_strdup_printf (_("Heal: %d energy, +%d health"), paid,
                                                        MIN (paid * TEM_HEAL_PER_ENERGY, top - player->health));

              add_button (self, self->actions_box, id, label, G_CALLBACK (heal_clicked_cb), paid);
            }
          if (player->status == TEM_STATUS_PILOT)
            {
              g_autofree char *label = g_strdup_printf (_("_Upgrade to Power Armor (%d credits)"), TEM_UPGRADE_CREDITS);

              add_button (self, self->actions_box, "upgrade", label, G_CALLBACK (upgrade_clicked_cb), 0);
            }
        }
        break;

      case TEM_PROGRAM_DOUBLE_JUMP:
      case TEM_PROGRAM_DIAGONAL_JUMP:
      default:
        break;
      }

  if (game->turn.mech_open)
    add_button (self, self->actions_box, "take-mech", _("Take the _Mighty Mech"), G_CALLBACK (take_mech_clicked_cb), 0);

  show_weapons (self, game, seat);
  gtk_widget_add_css_class (add_button (self, self->actions_box, "end-turn", _("End _Turn"),
                                        G_CALLBACK (end_turn_clicked_cb), 0),
                            "suggested-action");
}

static void
show_player_turn (McTurnPanel   *self,
                  const TemGame *game)
{
  guint seat = (guint) game->turn.seat;
  const TemPlayer *player = &game->players[seat];
  g_autofree char *title = g_strdup_printf (_("%s's turn, card %u of %u"), player->name,
                                            player->cards_played + 1, TEM_CARDS_PER_ROUND);

  gtk_label_set_label (self->title_label, title);

  if (game->turn.card != TEM_PROGRAM_NONE)
    {
      g_autofree char *body = g_strdup_printf (_("%s played %s."), player->name,
                                               tem_program_get_name (game->turn.card));

      gtk_label_set_label (self->body_label, body);
      show_actions (self, game, seat);
      return;
    }

  gtk_label_set_label (self->body_label,
                       player->ad_hoc ? _("Ad Hoc mode: play any program card. Which card, and which way?")
                                      : _("Which card did they reveal, and which way does it go?"));

  for (int program = 0; program < TEM_N_PROGRAMS; program++)
    {
      g_autofree char *id = g_strdup_printf ("card-%s", tem_program_get_id (program));
      GtkWidget *button = gtk_toggle_button_new_with_label (tem_program_get_name (program));

      gtk_widget_set_name (button, id);
      gtk_widget_add_css_class (button, "turn-button");
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), self->card == program);
      g_object_set_data (G_OBJECT (button), "value", GINT_TO_POINTER (program));
      g_signal_connect_swapped (button, "clicked", G_CALLBACK (card_clicked_cb), self);
      gtk_flow_box_append (GTK_FLOW_BOX (self->cards_box), button);
    }

  if (self->card >= 0)
    {
      gboolean diagonal = self->card == TEM_PROGRAM_DIAGONAL_JUMP;

      for (int i = 0; i < 4; i++)
        {
          TemDirection direction = diagonal ? TEM_DIRECTION_NORTH_EAST + i : TEM_DIRECTION_NORTH + i;
          g_autofree char *id = g_strdup_printf ("direction-%s", tem_direction_get_id (direction));

          add_button (self, self->directions_box, id, tem_direction_get_name (direction),
                      G_CALLBACK (direction_clicked_cb), direction);
        }
    }
  show_weapons (self, game, seat);
}

static void
share_clicked_cb (McTurnPanel *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *text = mc_results_text (mc_session_get_game (self->session), now);
  g_autofree char *link = mc_results_bgstats_link (mc_session_get_game (self->session), now);
  g_autoptr(GError) error = NULL;
  McShareDialog *dialog = mc_share_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, text, link, &error);

  if (dialog == NULL)
    {
      set_problem (self, error->message);
      return;
    }
  gtk_window_present (GTK_WINDOW (dialog));
}

/* R-SC3, R-SO21: the standings, best first, and who won and why. */
static void
show_results (McTurnPanel   *self,
              const TemGame *game)
{
  TemStandings standings;
  g_autofree char *verdict = NULL;

  tem_game_get_standings (game, &standings);
  verdict = tem_game_explain_standings (game, &standings);
  gtk_label_set_label (self->title_label, _("Final Results"));
  gtk_label_set_label (self->body_label, verdict);

  for (guint i = 0; i < game->n_players; i++)
    {
      const TemPlayer *player = &game->players[standings.order[i]];
      guint weapons = tem_game_count_weapons (game, standings.order[i]);
      g_autofree char *line = NULL;
      GtkWidget *label;

      /* Translators: a line of the final results, "1. Ana: 34 VP, 3 weapons" */
      line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u. %s: %d VP, %u weapon", "%u. %s: %d VP, %u weapons",
                                           weapons),
                              i + 1, player->name, player->score, weapons);
      if ((int) standings.order[i] == game->mech_controller)
        {
          g_autofree char *with_mech = g_strdup_printf (_("%s, the Mighty Mech"), line);

          g_free (line);
          line = g_steal_pointer (&with_mech);
        }
      label = gtk_label_new (line);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_add_css_class (label, i == 0 ? "title-4" : "body");
      gtk_box_append (GTK_BOX (self->results_box), label);

      {
        g_autofree char *scored = tem_game_describe_weapon_scoring (game, standings.order[i]);

        if (scored != NULL)
          {
            label = gtk_label_new (scored);
            gtk_label_set_xalign (GTK_LABEL (label), 0);
            gtk_label_set_wrap (GTK_LABEL (label), TRUE);
            gtk_widget_add_css_class (label, "dim-label");
            gtk_widget_set_margin_start (label, 12);
            gtk_box_append (GTK_BOX (self->results_box), label);
          }
      }
    }
  gtk_widget_add_css_class (add_button (self, self->actions_box, "share-results", _("_Share the Results"),
                                        G_CALLBACK (share_clicked_cb), 0),
                            "suggested-action");
}

static void
update (McTurnPanel *self)
{
  const TemGame *game;

  if (self->session == NULL)
    return;
  game = mc_session_get_game (self->session);

  clear_box (self->cards_box);
  clear_box (self->directions_box);
  clear_box (self->actions_box);
  while (gtk_widget_get_first_child (self->results_box) != NULL)
    gtk_box_remove (GTK_BOX (self->results_box), gtk_widget_get_first_child (self->results_box));
  gtk_label_set_label (self->told_label, self->told != NULL ? self->told : "");
  gtk_widget_set_visible (GTK_WIDGET (self->told_label), self->told != NULL && *self->told != '\0');
  if (self->arena != NULL && !(game->phase == TEM_PHASE_EXECUTION && self->robot_stage == ROBOT_PLANNED))
    mc_arena_view_set_highlight (self->arena, 0, TEM_NO_CELL);

  gtk_widget_set_visible (GTK_WIDGET (self), tem_game_has_started (game));
  if (!tem_game_has_started (game))
    return;

  if (game->over)
    show_results (self, game);
  else if (game->phase == TEM_PHASE_PROGRAM)
    show_program_phase (self, game);
  else if (game->phase == TEM_PHASE_ROUND_END)
    show_round_end (self, game);
  else if (game->combat.active)
    show_combat (self, game);
  else if (game->turn.seat >= 0 && game->players[game->turn.seat].robot && game->turn.card == TEM_PROGRAM_NONE)
    show_robot_turn (self, game);
  else if (game->turn.seat >= 0 && game->players[game->turn.seat].robot)
    show_robot_after_combat (self, game);
  else if (game->turn.seat >= 0)
    show_player_turn (self, game);

  gtk_widget_set_visible (self->cards_box, gtk_widget_get_first_child (self->cards_box) != NULL);
  gtk_widget_set_visible (self->directions_box, gtk_widget_get_first_child (self->directions_box) != NULL);
}

static void
session_changed_cb (McTurnPanel    *self,
                    McSessionChange change,
                    const char     *description)
{
  const TemGame *game = mc_session_get_game (self->session);
  gboolean same_turn;

  if (change == MC_SESSION_CHANGE_RELABELLED)
    {
      /* Same game, same step: only what is said is said with the new names. */
      if (self->told != NULL)
        {
          const TemEvents *events = mc_session_get_last_events (self->session);

          g_free (self->told);
          self->told = events != NULL ? tem_narration_tell (game, events) : NULL;
        }
      update (self);
      return;
    }

  g_clear_pointer (&self->told, g_free);
  if (change == MC_SESSION_CHANGE_APPLIED || change == MC_SESSION_CHANGE_REDONE)
    {
      const TemEvents *events = mc_session_get_last_events (self->session);

      if (events != NULL)
        self->told = tem_narration_tell (game, events);
    }

  /* A value entered or corrected mid-step keeps the step (planned again
   * with the new value); anything that moves the game on starts afresh. */
  same_turn = change == MC_SESSION_CHANGE_APPLIED && game->phase == TEM_PHASE_EXECUTION
              && !game->combat.active && game->turn.card == TEM_PROGRAM_NONE;
  if (self->robot_stage == ROBOT_PLANNED)
    {
      TemRobotTurn turn = { self->plan.seat, self->robot_card, 0, -1 };

      if (!same_turn || game->turn.seat != (int) self->plan.seat
          || !tem_game_plan_robot_turn (game, &turn, &self->plan, NULL))
        {
          self->robot_stage = ROBOT_IDLE;
          self->robot_card = -1;
        }
    }
  if (!same_turn)
    self->card = -1;
  update (self);
}

static void
mc_turn_panel_dispose (GObject *object)
{
  McTurnPanel *self = MC_TURN_PANEL (object);

  if (self->dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->dialog));
  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->session);
  g_clear_object (&self->arena);
  g_clear_pointer (&self->told, g_free);

  G_OBJECT_CLASS (mc_turn_panel_parent_class)->dispose (object);
}

static void
mc_turn_panel_class_init (McTurnPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_turn_panel_dispose;

  gtk_widget_class_set_css_name (widget_class, "turnpanel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static GtkWidget *
new_flow (guint per_line)
{
  GtkWidget *flow = gtk_flow_box_new ();

  /* Buttons wrap on a phone, in their order. */
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flow), TRUE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), per_line);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 6);
  gtk_widget_add_css_class (flow, "turn-buttons");
  return flow;
}

static GtkLabel *
new_label (const char *style)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_width_chars (GTK_LABEL (label), 20);
  /* Beside the arena on a laptop, not a line across the whole table. */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 48);
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  return GTK_LABEL (label);
}

static void
mc_turn_panel_init (McTurnPanel *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_add_css_class (self->box, "card");
  gtk_widget_add_css_class (self->box, "turn-panel");
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->title_label = new_label ("title-3");
  self->body_label = new_label (NULL);
  self->told_label = new_label ("told");
  self->problem_label = new_label ("error");
  gtk_label_set_selectable (self->told_label, FALSE);
  self->cards_box = new_flow (4);
  self->directions_box = new_flow (4);
  self->actions_box = new_flow (3);

  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->title_label));
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->told_label));
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->body_label));
  gtk_box_append (GTK_BOX (self->box), self->cards_box);
  gtk_box_append (GTK_BOX (self->box), self->directions_box);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->problem_label));
  self->rule_button = gtk_button_new ();
  gtk_widget_set_name (self->rule_button, "read-rule");
  gtk_widget_set_halign (self->rule_button, GTK_ALIGN_START);
  gtk_widget_add_css_class (self->rule_button, "flat");
  gtk_widget_set_visible (self->rule_button, FALSE);
  gtk_box_append (GTK_BOX (self->box), self->rule_button);
  gtk_box_append (GTK_BOX (self->box), self->actions_box);
  self->results_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_box_append (GTK_BOX (self->box), self->results_box);
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), FALSE);

  self->card = -1;
  self->robot_card = -1;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Turn"), -1);
}

GtkWidget *
mc_turn_panel_new (void)
{
  return g_object_new (MC_TYPE_TURN_PANEL, NULL);
}

void
mc_turn_panel_set_session (McTurnPanel *self,
                           McSession   *session)
{
  g_return_if_fail (MC_IS_TURN_PANEL (self));
  g_return_if_fail (MC_IS_SESSION (session));
  g_return_if_fail (self->session == NULL);

  self->session = g_object_ref (session);
  g_signal_connect_object (session, "changed", G_CALLBACK (session_changed_cb), self, G_CONNECT_SWAPPED);
  update (self);
}

void
mc_turn_panel_set_arena (McTurnPanel *self,
                         McArenaView *arena)
{
  g_return_if_fail (MC_IS_TURN_PANEL (self));

  g_set_object (&self->arena, arena);
}

static GtkWidget *
find_named (GtkWidget  *widget,
            const char *name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (g_strcmp0 (gtk_widget_get_name (child), name) == 0)
        return child;
      if ((found = find_named (child, name)) != NULL)
        return found;
    }
  return NULL;
}

/**
 * mc_turn_panel_find_button:
 * @name: "begin", "card-collect", "direction-north", "robot-next"…
 *
 * Returns: (nullable) (transfer none): the button shown now with that name
 */
GtkWidget *
mc_turn_panel_find_button (McTurnPanel *self,
                           const char  *name)
{
  g_return_val_if_fail (MC_IS_TURN_PANEL (self), NULL);

  return find_named (self->box, name);
}

McNeedDialog *
mc_turn_panel_get_need_dialog (McTurnPanel *self)
{
  g_return_val_if_fail (MC_IS_TURN_PANEL (self), NULL);

  return self->dialog;
}

const char *
mc_turn_panel_get_title (McTurnPanel *self)
{
  return gtk_label_get_label (self->title_label);
}

const char *
mc_turn_panel_get_body (McTurnPanel *self)
{
  return gtk_label_get_label (self->body_label);
}

const char *
mc_turn_panel_get_told (McTurnPanel *self)
{
  return gtk_label_get_label (self->told_label);
}

const char *
mc_turn_panel_get_problem (McTurnPanel *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self->problem_label)) ? gtk_label_get_label (self->problem_label) : "";
}

static gboolean
click_if_shown (GtkWidget *button)
{
  if (button == NULL || !gtk_widget_is_sensitive (button) || !gtk_widget_is_drawable (button))
    return FALSE;
  g_signal_emit_by_name (button, "clicked");
  return TRUE;
}

/**
 * mc_turn_panel_activate_primary:
 *
 * The keyboard's way to the step's main button (Play the Cards, Next,
 * End Turn…).
 *
 * Returns: whether there was one to press
 */
gboolean
mc_turn_panel_activate_primary (McTurnPanel *self)
{
  g_return_val_if_fail (MC_IS_TURN_PANEL (self), FALSE);

  for (GtkWidget *child = gtk_widget_get_first_child (self->actions_box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *button = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));

      if (gtk_widget_has_css_class (button, "suggested-action") && click_if_shown (button))
        return TRUE;
    }
  return FALSE;
}

gboolean
mc_turn_panel_choose_card (McTurnPanel *self,
                           TemProgram   card)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (MC_IS_TURN_PANEL (self), FALSE);
  g_return_val_if_fail (tem_program_is_valid (card), FALSE);

  name = g_strdup_printf ("card-%s", tem_program_get_id (card));
  return click_if_shown (find_named (self->box, name));
}

gboolean
mc_turn_panel_choose_direction (McTurnPanel  *self,
                                TemDirection direction)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (MC_IS_TURN_PANEL (self), FALSE);

  name = g_strdup_printf ("direction-%s", tem_direction_get_id (direction));
  return click_if_shown (find_named (self->box, name));
}
