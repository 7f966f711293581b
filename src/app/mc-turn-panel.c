/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "mechs/tem-narration.h"
#include "mechs/tem-robot-plan.h"
#include "mechs/tem-rule-topic.h"
#include "rules/mc-rule-id.h"

#include "mc-buttons-floor.h"
#include "mc-combat-step.h"
#include "mc-focus-keeper.h"
#include "mc-player-turn-step.h"
#include "mc-program-step.h"
#include "mc-results-step.h"
#include "mc-robot-turn-step.h"
#include "mc-round-end-step.h"
#include "mc-scroll-to-top.h"
#include "mc-tap-settle.h"
#include "mc-turn-answer.h"
#include "mc-turn-buttons.h"
#include "mc-turn-panel-private.h"
#include "mc-turn-words.h"
#include "mc-turn-told.h"

/* Records the game as it is played. Each situation is a step of its own
 * (the program phase, a player's turn, a combat, a Robot Pilot's turn,
 * the end of a round, the results); the panel shows the one that applies
 * under a title, what was just told and what to do. A step asks for an
 * action; the panel applies it, asks in an McNeedDialog what the rules
 * core needs (a mine's number, a card's value) and tries again, and shows
 * a refusal in words with its rule one tap away. */

/* A question asked for itself, with no action waiting for the answer: a
 * new game is never tried from here. */
#define NOTHING_PENDING TEM_ACTION_NEW_GAME

G_DEFINE_FINAL_TYPE (McTurnPanel, mc_turn_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_TITLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void update (McTurnPanel *self);
static void try_action (McTurnPanel *self, const TemAction *action);

/* A refusal, next to the buttons, in words first, with its rule one tap
 * away: "Rule: Deploy a Mine". The rule comes beside the message
 * (mc_rule_error_get_rule()); a message from elsewhere may still name
 * one. */
static void
set_problem (McTurnPanel *self,
             const char  *message,
             const char  *rule)
{
  g_autofree char *found = NULL;

  if (message != NULL && *message != '\0' && mc_turn_buttons_say (self->steps_box, message))
    message = NULL;   /* said once, under the step's buttons, with its rule */
  if (rule == NULL && message != NULL)
    rule = found = mc_rule_id_find_in (message, TEM_RULE_ID_PREFIX);
  gtk_label_set_label (self->problem_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), message != NULL && *message != '\0');
  mc_turn_buttons_set_rule_link (self->rule_button, message != NULL ? rule : NULL);
}

static void
dialog_answered_cb (McNeedDialog *dialog,
                    int           value,
                    McTurnPanel  *self)
{
  TemAction action = self->pending;
  const TemNeed *need = mc_need_dialog_get_need (dialog);
  McTurnStep *asker = self->asker;

  self->asker = NULL;

  /* The card in a place of the row is a fact of its own, then the action
   * that needed it goes on. */
  if (need->kind == TEM_NEED_ROW_CARD)
    {
      g_autoptr(GError) error = NULL;
      TemAction set_row;

      tem_action_init_set_row (&set_row, need->cell, value);
      if (!mc_session_apply (self->session, &set_row, &error))
        {
          set_problem (self, error->message, mc_rule_error_get_rule (error));
          return;
        }
      if (action.kind != NOTHING_PENDING)
        try_action (self, &action);
      return;
    }

  /* A question a step asked for itself (a robot's plan): back to it. */
  if (asker != NULL && mc_turn_step_answer (asker, need, value))
    return;

  if (action.kind == NOTHING_PENDING)
    return;

  /* A weapon's numbers entered for an attack: the attack tapped goes on
   * (walk 12: a second tap on the same button was needed), its result
   * told with Undo. Only when the type entered counters the last attack
   * is there a choice to make first (R-C5: the Power Attack "may" be
   * dealt): both attacks are shown, with what each does. */
  if (action.kind == TEM_ACTION_ATTACK && need->kind == TEM_NEED_WEAPON_FIELD
      && mc_turn_answer_opens_a_choice (mc_session_get_game (self->session), &action))
    {
      self->pending.kind = NOTHING_PENDING;
      update (self);
      return;
    }

  mc_turn_answer_fill (&action, need, value);
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

  self->dialog = mc_need_dialog_new_with_cards (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, self->session,
                                                self->cards, need, message);
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
  const TemGame *game = mc_session_get_game (self->session);
  g_autofree char *instruction = NULL;
  const TemNeed *need;

  /* A robot's move, to keep in view once it is made: "On the table: …". */
  if (action->kind == TEM_ACTION_ROBOT_TURN)
    {
      TemRobotPlan plan;

      if (tem_game_plan_robot_turn (game, &action->robot_turn, &plan, NULL))
        instruction = tem_robot_plan_describe (game, &plan);
    }

  self->pending = *action;
  self->asker = NULL;
  self->tapped_at = g_get_monotonic_time ();
  if (mc_session_apply (self->session, action, &error))
    {
      g_free (self->instruction);
      self->instruction = g_steal_pointer (&instruction);
      set_problem (self, NULL, NULL);
      update (self);
      return;
    }

  need = tem_need_from_error (error);
  if (need != NULL)
    {
      g_autofree char *result = need->kind == TEM_NEED_CELL ? mc_combat_step_describe_attack_result (game, action) : NULL;
      /* Two sentences, each with its full stop (walk 11: "+2 VP Ana deals"). */
      g_autofree char *message = result != NULL ? g_strdup_printf ("%s.\n%s", result, error->message) : NULL;

      ask (self, need, message != NULL ? message : error->message);
      return;
    }
  set_problem (self, error->message, mc_rule_error_get_rule (error));
}

static void
step_action_requested_cb (McTurnStep      *step,
                          const TemAction *action,
                          McTurnPanel     *self)
{
  try_action (self, action);
}

static void
step_need_requested_cb (McTurnStep    *step,
                        const TemNeed *need,
                        const char    *message,
                        McTurnPanel   *self)
{
  self->pending.kind = NOTHING_PENDING;
  ask (self, need, message);
  self->asker = step;
}

static void
step_problem_cb (McTurnStep  *step,
                 const char  *message,
                 McTurnPanel *self)
{
  set_problem (self, message, NULL);
}

static void
step_refresh_requested_cb (McTurnPanel *self,
                           gboolean     afresh)
{
  update (self);
  if (afresh)
    mc_scroll_to_top (GTK_WIDGET (self));
}

/* The steps' types, in the order they are asked whether they apply. */
static const GType *
step_types (void)
{
  static GType types[N_STEPS];

  if (types[0] == 0)
    {
      types[STEP_PROGRAM] = MC_TYPE_PROGRAM_STEP;
      types[STEP_PLAYER_TURN] = MC_TYPE_PLAYER_TURN_STEP;
      types[STEP_COMBAT] = MC_TYPE_COMBAT_STEP;
      types[STEP_ROBOT_TURN] = MC_TYPE_ROBOT_TURN_STEP;
      types[STEP_ROUND_END] = MC_TYPE_ROUND_END_STEP;
      types[STEP_RESULTS] = MC_TYPE_RESULTS_STEP;
    }
  return types;
}

/* Whether a step of @type is the one for @game, asked of its class: a
 * step is made only when first needed (not on the welcome page). */
static gboolean
step_type_applies (GType          type,
                   const TemGame *game)
{
  gpointer klass = g_type_class_ref (type);
  McTurnStepInterface *iface = g_type_interface_peek (klass, MC_TYPE_TURN_STEP);
  gboolean applies = iface->applies (NULL, game);

  g_type_class_unref (klass);
  return applies;
}

static void
add_step (McTurnPanel *self,
          guint        i)
{
  self->steps[i] = g_object_new (step_types ()[i], NULL);
  gtk_widget_set_visible (self->steps[i], FALSE);
  g_signal_connect_object (self->steps[i], "action-requested", G_CALLBACK (step_action_requested_cb), self, 0);
  g_signal_connect_object (self->steps[i], "need-requested", G_CALLBACK (step_need_requested_cb), self, 0);
  g_signal_connect_object (self->steps[i], "problem", G_CALLBACK (step_problem_cb), self, 0);
  g_signal_connect_object (self->steps[i], "refresh-requested", G_CALLBACK (step_refresh_requested_cb), self,
                           G_CONNECT_SWAPPED);
  /* At the bottom of the room the step keeps (update()): a button that
   * goes leaves its room above the others, which stay where they were. */
  gtk_widget_set_vexpand (self->steps[i], TRUE);
  gtk_widget_set_valign (self->steps[i], GTK_ALIGN_END);
  /* The buttons come right after the words, the refusal after them. */
  gtk_box_append (GTK_BOX (self->steps_box), self->steps[i]);
  if (i == STEP_ROBOT_TURN)
    mc_robot_turn_step_set_arena (MC_ROBOT_TURN_STEP (self->steps[i]), self->arena);
  else if (i == STEP_COMBAT)
    mc_combat_step_set_cards (MC_COMBAT_STEP (self->steps[i]), self->cards);
}


/* For the focus keeper: a button of the step by its name, or its main one. */
static GtkWidget *
find_for_focus (GtkWidget  *area,
                const char *name)
{
  return name != NULL ? mc_turn_panel_find_button (MC_TURN_PANEL (area), name)
                      : mc_turn_panel_find_primary (MC_TURN_PANEL (area));
}

static void
mc_turn_panel_root (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (mc_turn_panel_parent_class)->root (widget);
  mc_focus_keeper_set_root (&MC_TURN_PANEL (widget)->focus_keeper, gtk_widget_get_root (widget));
}

static void
mc_turn_panel_unroot (GtkWidget *widget)
{
  mc_focus_keeper_set_root (&MC_TURN_PANEL (widget)->focus_keeper, NULL);
  GTK_WIDGET_CLASS (mc_turn_panel_parent_class)->unroot (widget);
}

/* The step's parts under its title, in this order. */
static void
put_in_order (McTurnPanel *self,
              GtkWidget   *first,
              GtkWidget   *second,
              GtkWidget   *third)
{
  gtk_box_reorder_child_after (GTK_BOX (self->box), first, GTK_WIDGET (self->title_label));
  gtk_box_reorder_child_after (GTK_BOX (self->box), second, first);
  gtk_box_reorder_child_after (GTK_BOX (self->box), third, second);
}

static void
update (McTurnPanel *self)
{
  const TemGame *game;
  g_autofree char *told = NULL;
  g_autofree char *key = NULL;
  GtkWidget *primary, *main;
  guint shown_step = N_STEPS;

  if (self->session == NULL)
    return;
  game = mc_session_get_game (self->session);

  gtk_widget_set_visible (GTK_WIDGET (self), tem_game_has_started (game));
  if (!tem_game_has_started (game))
    return;

  /* What the last step caused, and a robot's move until the next step. */
  if (self->instruction != NULL && self->told != NULL && *self->told != '\0')
    told = g_strdup_printf ("%s\n%s", self->instruction, self->told);
  else
    told = g_strdup (self->instruction != NULL ? self->instruction : self->told != NULL ? self->told : "");
  gtk_label_set_label (self->told_label, told);
  gtk_widget_set_visible (GTK_WIDGET (self->told_label), *told != '\0');
  /* On a phone (no title: the sheet's handle says it) the sheet is short:
   * no empty band above the step's words and its buttons. */
  gtk_widget_set_visible (self->message_box,
                          *told != '\0' || gtk_widget_get_visible (GTK_WIDGET (self->title_label)));

  for (guint i = 0; i < N_STEPS; i++)
    {
      gboolean applies = shown_step == N_STEPS && step_type_applies (step_types ()[i], game);
      McTurnStep *step;

      if (applies && self->steps[i] == NULL)
        add_step (self, i);
      if (self->steps[i] == NULL)
        continue;
      step = MC_TURN_STEP (self->steps[i]);
      if (applies)
        {
          g_autofree char *title = NULL;
          g_autofree char *body = NULL;
          g_autofree char *whole = NULL;   /* the title, each name on one line */

          mc_turn_step_show (step, game, &title, &body);
          whole = mc_turn_words_keep_names_whole (game, title != NULL ? title : "");
          if (g_strcmp0 (whole, gtk_label_get_label (self->title_label)) != 0)
            {
              gtk_label_set_label (self->title_label, whole);
              g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
            }
          gtk_label_set_label (self->body_label, body != NULL ? body : "");
          gtk_widget_set_visible (GTK_WIDGET (self->body_label), body != NULL && *body != '\0');
          /* A robot's turns keep room for what its moves tell, so do a
           * player's cards and a combat's attacks (style.css). */
          (i == STEP_ROBOT_TURN ? gtk_widget_add_css_class : gtk_widget_remove_css_class) (GTK_WIDGET (self), "robot-turn");
          (i == STEP_PLAYER_TURN || i == STEP_COMBAT ? gtk_widget_add_css_class
                                                     : gtk_widget_remove_css_class) (GTK_WIDGET (self), "play-turn");
          /* On a phone a robot's buttons (Draw Its Card, Back / Next, its
           * attack) head the sheet, then its plan (walks 12 and 15); a
           * player's own choices come under the words that ask for them,
           * and after them what the robots' turns told (walk 20: six
           * lines of it pushed the cards under the fold). */
          if (!gtk_widget_get_visible (GTK_WIDGET (self->title_label))
              && (i == STEP_ROBOT_TURN || (i == STEP_COMBAT && game->players[game->combat.next].robot)))
            put_in_order (self, self->steps_box, GTK_WIDGET (self->body_label), self->message_box);
          else if (!gtk_widget_get_visible (GTK_WIDGET (self->title_label))
                   && (self->pending.kind == TEM_ACTION_ROBOT_TURN
                       || (i == STEP_PLAYER_TURN && game->turn.card == TEM_PROGRAM_NONE)
                       || (i == STEP_COMBAT && self->pending.kind == TEM_ACTION_ATTACK
                           && self->pending.attack.player < game->n_players
                           && game->players[self->pending.attack.player].robot)))
            /* So is what came before a card is chosen (walk 21, pl: the
             * round's "cards are played one after another" pushed
             * Diagonal Jump under the fold), and a robot's attack before
             * the player's (walk 22, pl: its four lines pushed the
             * player's Power Attack under it). */
            put_in_order (self, GTK_WIDGET (self->body_label), self->steps_box, self->message_box);
          else
            put_in_order (self, self->message_box, GTK_WIDGET (self->body_label), self->steps_box);
          shown_step = i;
        }
      gtk_widget_set_visible (self->steps[i], applies);
    }

  /* Through a step (the same title and words) with its main button (End
   * Turn, Next) shown, its buttons never move up (the step sits at the
   * bottom of its room, see add_step()). While a card is chosen there is
   * no main button: the directions come where the cards were. */
  key = g_strconcat (gtk_label_get_label (self->title_label), "\n", gtk_label_get_label (self->body_label), NULL);
  primary = mc_turn_panel_find_primary (self);
  if (primary == NULL
      || (self->steps[STEP_PLAYER_TURN] != NULL
          && mc_player_turn_step_get_end_turn_leads (MC_PLAYER_TURN_STEP (self->steps[STEP_PLAYER_TURN]))))
    mc_buttons_floor_keep (&self->floor, self->steps_box, NULL);
  else
    mc_buttons_floor_keep (&self->floor, self->steps_box, key);
  /* Above them, a shorter message does not pull them up (walk 21, es:
   * "… cannot move that way and stays" on two lines, then "… collects"
   * on one, and End Turn came 10 px above Collect's place). */
  mc_buttons_floor_keep (&self->message_floor, self->message_box, key);

  /* Another step (End the Round after the round's last End Turn, a
   * combat's attacks after a direction), or another main button in the
   * step (End Turn in Collect's place), comes where the tapped button
   * was: it takes taps only after a moment, so a double tap does not
   * press it unseen (walk 19). With no main button (the next player's
   * cards after End Turn, walk 22: the second tap chose Deploy a Mine
   * for them), the whole step waits the moment. */
  main = primary;
  /* A main button held now is not found (it takes no taps): it is
   * still the one shown. */
  if (main == NULL && self->settle.source != 0 && self->settle.widget != self->steps_box)
    main = self->settle.widget;
  if (self->shown_step != N_STEPS
      && (shown_step != self->shown_step || (main != self->shown_primary && self->shown_primary != NULL)))
    mc_tap_settle_hold (&self->settle, primary != NULL ? primary : self->steps_box, self->tapped_at);
  self->shown_step = shown_step;
  self->shown_primary = main;
  mc_tap_settle_keep (&self->settle);

  /* The robot step lights the zones it compares; any other step, none. */
  if (self->arena != NULL
      && (self->steps[STEP_ROBOT_TURN] == NULL || !gtk_widget_get_visible (self->steps[STEP_ROBOT_TURN])))
    mc_arena_view_set_highlight (self->arena, 0, TEM_NO_CELL);
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
        mc_turn_told_update (&self->told, self->session, change);
      update (self);
      return;
    }

  mc_turn_told_update (&self->told, self->session, change);

  /* A value entered or corrected mid-step keeps the step; anything that
   * moves the game on starts afresh, and a refusal shown inline goes. */
  same_turn = change == MC_SESSION_CHANGE_APPLIED && game->phase == TEM_PHASE_EXECUTION
              && !game->combat.active && game->turn.card == TEM_PROGRAM_NONE;
  if (!same_turn)
    {
      set_problem (self, NULL, NULL);
      /* The robot's move stays in view through its own step's end only. */
      if (change != MC_SESSION_CHANGE_APPLIED || self->pending.kind != TEM_ACTION_ROBOT_TURN)
        g_clear_pointer (&self->instruction, g_free);
    }
  /* A game opened: a robot's move just made is read back from its history. */
  if (change == MC_SESSION_CHANGE_STARTED && self->instruction == NULL)
    self->instruction = mc_robot_turn_step_dup_table_instruction (self->session);
  for (guint i = 0; i < N_STEPS; i++)
    if (self->steps[i] != NULL)
      mc_turn_step_session_changed (MC_TURN_STEP (self->steps[i]), game, same_turn);
  update (self);
  if (change != MC_SESSION_CHANGE_APPLIED || !mc_turn_told_only_values_entered (mc_session_get_last_events (self->session)))
    mc_scroll_to_top (GTK_WIDGET (self));   /* a step shown afresh, from its first line */
}

static void
mc_turn_panel_dispose (GObject *object)
{
  McTurnPanel *self = MC_TURN_PANEL (object);

  if (self->dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->dialog));
  gtk_widget_dispose_template (GTK_WIDGET (self), MC_TYPE_TURN_PANEL);
  g_clear_object (&self->session);
  g_clear_object (&self->arena);
  g_clear_pointer (&self->told, g_free);
  g_clear_pointer (&self->instruction, g_free);
  mc_buttons_floor_forget (&self->floor);
  mc_buttons_floor_forget (&self->message_floor);
  mc_tap_settle_clear (&self->settle);
  mc_focus_keeper_clear (&self->focus_keeper);

  G_OBJECT_CLASS (mc_turn_panel_parent_class)->dispose (object);
}

static void
mc_turn_panel_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  McTurnPanel *self = MC_TURN_PANEL (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      g_value_set_string (value, mc_turn_panel_get_title (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mc_turn_panel_class_init (McTurnPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_turn_panel_dispose;
  widget_class->root = mc_turn_panel_root;
  widget_class->unroot = mc_turn_panel_unroot;
  object_class->get_property = mc_turn_panel_get_property;

  /**
   * McTurnPanel:title:
   *
   * The step's title, "Ana's turn, card 2 of 4": the phone's folded
   * sheet says it; a new title is a new step, shown from its top.
   */
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, "",
                                                G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "turnpanel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/mc-turn-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, McTurnPanel, box);
  gtk_widget_class_bind_template_child (widget_class, McTurnPanel, steps_box);
  gtk_widget_class_bind_template_child (widget_class, McTurnPanel, title_label);
  gtk_widget_class_bind_template_child (widget_class, McTurnPanel, told_label);
  gtk_widget_class_bind_template_child (widget_class, McTurnPanel, message_box);
  gtk_widget_class_bind_template_child (widget_class, McTurnPanel, body_label);
  gtk_widget_class_bind_template_child (widget_class, McTurnPanel, problem_label);
  gtk_widget_class_bind_template_child (widget_class, McTurnPanel, rule_button);
}

static void
mc_turn_panel_init (McTurnPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->pending.kind = NOTHING_PENDING;
  self->shown_step = N_STEPS;
  mc_focus_keeper_init (&self->focus_keeper, GTK_WIDGET (self), find_for_focus);
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
  self->instruction = mc_robot_turn_step_dup_table_instruction (session);
  update (self);
}

void
mc_turn_panel_set_arena (McTurnPanel *self,
                         McArenaView *arena)
{
  g_return_if_fail (MC_IS_TURN_PANEL (self));

  g_set_object (&self->arena, arena);
  if (self->steps[STEP_ROBOT_TURN] != NULL)
    mc_robot_turn_step_set_arena (MC_ROBOT_TURN_STEP (self->steps[STEP_ROBOT_TURN]), arena);
}

/**
 * mc_turn_panel_set_cards:
 * @cards: (nullable): the players' card values, the window's
 *
 * The abilities the players entered, read out in a combat.
 */
void
mc_turn_panel_set_cards (McTurnPanel  *self,
                         McCardMemory *cards)
{
  g_return_if_fail (MC_IS_TURN_PANEL (self));

  self->cards = cards;
  if (self->steps[STEP_COMBAT] != NULL)
    mc_combat_step_set_cards (MC_COMBAT_STEP (self->steps[STEP_COMBAT]), cards);
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

  return mc_turn_buttons_find (self->box, name);
}

/**
 * mc_turn_panel_refresh:
 *
 * Builds the shown step's buttons again: after the panel moved between
 * the laptop's column and the phone's sheet, GTK 4.8's action helper may
 * have lost the actions of the buttons it had.
 */
void
mc_turn_panel_refresh (McTurnPanel *self)
{
  g_return_if_fail (MC_IS_TURN_PANEL (self));

  /* Another place, another width: the step's room is measured afresh. */
  mc_buttons_floor_forget (&self->floor);
  mc_buttons_floor_forget (&self->message_floor);
  update (self);
}

/**
 * mc_turn_panel_set_title_shown:
 *
 * On a phone the sheet's handle says the step's title, always in view:
 * the panel does not say it again.
 */
void
mc_turn_panel_set_title_shown (McTurnPanel *self,
                               gboolean     shown)
{
  g_return_if_fail (MC_IS_TURN_PANEL (self));

  gtk_widget_set_visible (GTK_WIDGET (self->title_label), shown);
  update (self);
}

McNeedDialog *
mc_turn_panel_get_need_dialog (McTurnPanel *self)
{
  g_return_val_if_fail (MC_IS_TURN_PANEL (self), NULL);

  return self->dialog;
}

const char *
mc_turn_panel_get_title (McTurnPanel *self) { return gtk_label_get_label (self->title_label); }

const char *
mc_turn_panel_get_body (McTurnPanel *self) { return gtk_label_get_label (self->body_label); }

const char *
mc_turn_panel_get_told (McTurnPanel *self) { return gtk_label_get_label (self->told_label); }

const char *
mc_turn_panel_get_problem (McTurnPanel *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self->problem_label)) ? gtk_label_get_label (self->problem_label) : "";
}
