/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mc-combat-step.h"
#include "mc-turn-button.h"
#include "mc-turn-buttons.h"

/* A combat: who attacks now, each equipped weapon's attack as it would
 * land (damage, the target's health after it, the VP), the Power Attack
 * first and marked when one may be dealt, the first line beside it (R-C5,
 * R-C6: "may"). A robot's attack is one button: it flips its own card. */

struct _McCombatStep
{
  GtkWidget     parent_instance;

  GtkWidget    *box;
  GtkWidget    *attacks_box;
  McTurnButton *robot_attack_button;
  McTurnButton *retreat_button;

  McCardMemory *cards;      /* the abilities the players entered, or NULL; the window's */
  guint         seat;       /* who attacks, as last shown */
};

static void mc_combat_step_iface_init (McTurnStepInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (McCombatStep, mc_combat_step, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (MC_TYPE_TURN_STEP, mc_combat_step_iface_init))

/* Actions: each button's meaning is its action and target ------------- */

/* combat.attack((card, line, paid)): the weapon card, the TemAttackLine
 * it attacks with, the energy paid into its ability (R-C4). */
static void
attack_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  McCombatStep *self = MC_COMBAT_STEP (widget);
  gint32 card, line, paid;
  TemAction action;

  g_variant_get (parameter, "(iii)", &card, &line, &paid);
  tem_action_init_attack (&action, self->seat, card, paid);
  action.attack.line = (TemAttackLine) line;
  mc_turn_step_request_action (MC_TURN_STEP (self), &action);
}

/* A robot flips its own card (R-SO17); a pilot with nothing left to
 * attack with retreats (R-C7): both are an attack with no weapon named. */
static void
no_weapon_activated (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  McCombatStep *self = MC_COMBAT_STEP (widget);
  TemAction action;

  tem_action_init_attack (&action, self->seat, -1, 0);
  mc_turn_step_request_action (MC_TURN_STEP (self), &action);
}

/**
 * mc_combat_step_describe_attack:
 *
 * A weapon's attack as it would land: the damage, the target's health
 * after it and the VP it scores (R-C3: none beyond the health left).
 */
char *
mc_combat_step_describe_attack (const TemGame *game,
                                guint          card,
                                gboolean       power,
                                int            paid,
                                guint          target_seat)
{
  const TemWeaponStats *stats = &game->weapon_stats[game->weapons[card].kind];
  const TemPlayer *target = &game->players[target_seat];
  g_autofree char *name = tem_catalogue_dup_weapon_name (game->weapons[card].kind);
  g_autofree char *attack = NULL;
  g_autofree char *hurt = NULL;
  g_autofree char *scored = NULL;
  int damage = power ? stats->power : stats->attack;
  int dealt, vp;

  /* Values not entered yet are said in words, not as "?" (asked when the
   * attack is made). */
  if (stats->type == TEM_WEAPON_TYPE_UNKNOWN)
    return g_strdup_printf (damage == TEM_VALUE_UNKNOWN
                            /* Translators: a weapon button, "Warhammer: type and damage not entered yet" */
                            ? _("%s: type and damage not entered yet")
                            /* Translators: a weapon button, "Warhammer: type not entered yet" */
                            : _("%s: type not entered yet"), name);

  if (paid > 0)
    /* Translators: "Energy Sword, paying 2 energy" */
    attack = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, paying %d energy", "%s, paying %d energy",
                                           (gulong) paid), name, paid);
  else if (power)
    /* Translators: "Lightning Coil · Area · Power Attack" */
    attack = g_strdup_printf (_("%s · %s · Power Attack"), name, tem_weapon_type_get_name (stats->type));
  else
    attack = g_strdup_printf (_("%s · %s"), name, tem_weapon_type_get_name (stats->type));

  if (damage == TEM_VALUE_UNKNOWN)
    /* Translators: a weapon whose damage is not entered yet: "Warhammer · Melee: damage not entered yet" */
    return g_strdup_printf (_("%s: damage not entered yet"), attack);

  dealt = MIN (damage + paid, target->health);
  vp = dealt + (power && stats->ability == TEM_ABILITY_POWER_ATTACK_VP ? MAX (stats->ability_amount, 0) : 0);
  if (dealt >= target->health)
    vp++;      /* and 1 for the KO (R-C8) */
  /* Counted pieces, each agreeing with its number. */
  hurt = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d damage", "%d damage", (gulong) (damage + paid)),
                          damage + paid);
  scored = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d VP", "%d VP", (gulong) vp), vp);
  if (dealt >= target->health)
    /* Translators: "Energy Sword · Melee: 4 damage, Ben is KO'd, +5 VP" */
    return g_strdup_printf (_("%s: %s, %s is KO'd, +%s"), attack, hurt, target->name, scored);
  /* Translators: "Energy Sword · Melee: 3 damage, Ben's health 7 → 4, +3 VP" */
  return g_strdup_printf (_("%s: %s, %s's health %d → %d, +%s"), attack, hurt, target->name,
                          target->health, target->health - dealt, scored);
}

static gboolean
mc_combat_step_applies (McTurnStep    *step,
                        const TemGame *game)
{
  return !game->over && game->combat.active;
}

static void
add_attack (McCombatStep  *self,
            const TemGame *game,
            guint          card,
            int            line,
            gboolean       power_allowed,
            int            paid,
            guint          other,
            gboolean       exhausted,
            const char    *ability)
{
  gboolean first_instead = power_allowed && line == TEM_ATTACK_LINE_FIRST;
  g_autofree char *name = first_instead ? g_strdup_printf ("attack-%u-%d-first", card, paid)
                                        : g_strdup_printf ("attack-%u-%d", card, paid);
  /* A spent weapon by its name alone: what it would deal now read as
   * what it had dealt (walk 13: "health 6 → 4" after it took 8 to 6). */
  g_autofree char *label = exhausted ? tem_catalogue_dup_weapon_name (game->weapons[card].kind)
                                     : mc_combat_step_describe_attack (game, card, line == TEM_ATTACK_LINE_POWER,
                                                                       paid, other);
  g_autofree char *text = NULL;
  GtkWidget *button;

  if (exhausted)
    /* Translators: a weapon spent in this combat (R-C2), whatever its gender */
    text = g_strdup_printf (_("%s (spent)"), label);
  else if (first_instead)
    /* Translators: the first line when a Power Attack may be dealt: "Energy Sword · Melee: 2 damage…, first line" */
    text = g_strdup_printf (_("%s, first line instead"), label);
  else
    text = g_strdup (label);

  /* A spent weapon does nothing: shown, without an action. */
  button = mc_turn_buttons_add_action (self->attacks_box, name, text, exhausted ? NULL : "combat.attack",
                                       exhausted ? NULL : g_variant_new ("(iii)", (gint32) card, (gint32) line,
                                                                         (gint32) paid));
  if (exhausted)
    gtk_widget_set_sensitive (button, FALSE);
  else if (line == TEM_ATTACK_LINE_POWER)
    gtk_widget_add_css_class (button, "suggested-action");
  if (ability != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, ability, -1);
}

static void
mc_combat_step_show (McTurnStep    *step,
                     const TemGame *game,
                     char         **title,
                     char         **body)
{
  McCombatStep *self = MC_COMBAT_STEP (step);
  const TemCombat *combat = &game->combat;
  const TemPlayer *next = &game->players[combat->next];
  int other = combat->next == combat->attacker ? combat->defender : combat->attacker;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *cell = tem_arena_describe_cell (combat->cell);

  mc_turn_buttons_clear (self->attacks_box);
  gtk_widget_set_visible (GTK_WIDGET (self->robot_attack_button), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->retreat_button), FALSE);
  self->seat = (guint) combat->next;
  /* Translators: "Combat in D2: Ana against Ben" */
  *title = g_strdup_printf (_("Combat in %s: %s against %s"), cell, game->players[combat->attacker].name,
                            game->players[combat->defender].name);

  if (combat->first_power)
    g_string_append_printf (text, _("%s jumped in: the first attack is a Power Attack. %s attacks; %s's "
                                    "health: %d."),
                            game->players[combat->attacker].name, next->name, game->players[other].name,
                            game->players[other].health);
  else if (combat->last_type >= 0)
    /* Translators: "Ana attacks. Last attack by Robot B: Area. A weapon
     * that counters it may deal its Power Attack. Robot B has 9 health." */
    g_string_append_printf (text, _("%s attacks. Last attack by %s: %s. A weapon that counters it may deal its "
                                    "Power Attack. %s's health: %d."),
                            next->name, game->players[other].name, tem_weapon_type_get_name (combat->last_type),
                            game->players[other].name, game->players[other].health);
  else
    g_string_append_printf (text, _("%s attacks. %s's health: %d."), next->name, game->players[other].name,
                            game->players[other].health);

  if (next->robot)
    {
      gboolean unarmed = !tem_game_has_equipped (game, (guint) combat->next);
      g_autofree char *label = g_strdup_printf (game->robot_table_draw && !unarmed ? _("Flip %s's Weapon Card")
                                                                                    : _("%s _Attacks"), next->name);

      /* Said before the tap: in the Mighty Mech with basics only, it has
       * nothing to attack with (walk 17: "Robot B attacks: 0 damage"). */
      if (unarmed)
        g_string_append_printf (text, "\n%s", _("It has no weapon it can use in the Mighty Mech (basic weapons "
                                                "only): its attack deals nothing."));

      mc_turn_button_set_text (self->robot_attack_button, label);
      gtk_widget_set_visible (GTK_WIDGET (self->robot_attack_button), TRUE);
      *body = g_string_free (g_steal_pointer (&text), FALSE);
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
       * out before they choose, in full. */
      ability = self->cards != NULL ? mc_card_memory_get_weapon_text (self->cards, weapon->kind) : NULL;
      if (ability != NULL && !exhausted)
        {
          g_autofree char *weapon_name = tem_catalogue_dup_weapon_name (weapon->kind);

          /* Translators: a weapon's ability during a combat, "Plasma Lance: +1 VP when…" */
          g_string_append_printf (text, _("\n%s: %s"), weapon_name, ability);
        }
      power = combat->first_power
              || (combat->last_type >= 0 && stats->type != TEM_WEAPON_TYPE_UNKNOWN
                  && tem_weapon_type_counters (stats->type, combat->last_type));
      if (stats->ability == TEM_ABILITY_PAY_ENERGY_FOR_DAMAGE)
        max_paid = MIN (MAX (stats->ability_amount, 0), next->energy);

      if (exhausted)
        {
          add_attack (self, game, card, TEM_ATTACK_LINE_FIRST, FALSE, 0, (guint) other, TRUE, ability);
          continue;
        }
      for (int paid = 0; paid <= max_paid; paid++)
        {
          if (power)
            add_attack (self, game, card, TEM_ATTACK_LINE_POWER, TRUE, paid, (guint) other, FALSE, ability);
          /* R-C6: after a jump the first attack is a Power Attack, no
           * choice (walk 12 was offered the first line beside it). */
          if (!combat->first_power)
            add_attack (self, game, card, TEM_ATTACK_LINE_FIRST, power, paid, (guint) other, FALSE, ability);
        }
    }
  /* R-C7: nothing equipped left to attack with (a correction took it):
   * the only way on is the retreat. */
  if (gtk_widget_get_first_child (self->attacks_box) == NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->retreat_button), TRUE);
  *body = g_string_free (g_steal_pointer (&text), FALSE);
}

static void
mc_combat_step_iface_init (McTurnStepInterface *iface)
{
  iface->applies = mc_combat_step_applies;
  iface->show = mc_combat_step_show;
}

static void
mc_combat_step_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), MC_TYPE_COMBAT_STEP);
  G_OBJECT_CLASS (mc_combat_step_parent_class)->dispose (object);
}

static void
mc_combat_step_class_init (McCombatStepClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_combat_step_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  g_type_ensure (MC_TYPE_TURN_BUTTON);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/mc-combat-step.ui");
  gtk_widget_class_bind_template_child (widget_class, McCombatStep, box);
  gtk_widget_class_bind_template_child (widget_class, McCombatStep, attacks_box);
  gtk_widget_class_bind_template_child (widget_class, McCombatStep, robot_attack_button);
  gtk_widget_class_bind_template_child (widget_class, McCombatStep, retreat_button);

  gtk_widget_class_install_action (widget_class, "combat.attack", "(iii)", attack_activated);
  gtk_widget_class_install_action (widget_class, "combat.robot-attack", NULL, no_weapon_activated);
  gtk_widget_class_install_action (widget_class, "combat.retreat", NULL, no_weapon_activated);
}

static void
mc_combat_step_init (McCombatStep *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
mc_combat_step_new (void)
{
  return g_object_new (MC_TYPE_COMBAT_STEP, NULL);
}

void
mc_combat_step_set_cards (McCombatStep *self,
                          McCardMemory *cards)
{
  g_return_if_fail (MC_IS_COMBAT_STEP (self));

  self->cards = cards;
}

/* Where a KO'd or retreating pilot goes is asked with the attack's result
 * above the question, so the players know why. */
char *
mc_combat_step_describe_attack_result (const TemGame   *game,
                                       const TemAction *action)
{
  const TemCombat *combat = &game->combat;
  const TemAttack *attack = &action->attack;
  const TemWeaponStats *stats;
  gboolean power;
  guint target;

  if (action->kind != TEM_ACTION_ATTACK || !combat->active || attack->weapon < 0
      || attack->weapon >= TEM_N_WEAPON_CARDS)
    return NULL;
  stats = &game->weapon_stats[game->weapons[attack->weapon].kind];
  power = attack->line != TEM_ATTACK_LINE_FIRST
          && (combat->first_power
              || (combat->last_type >= 0 && stats->type != TEM_WEAPON_TYPE_UNKNOWN
                  && tem_weapon_type_counters (stats->type, combat->last_type)));
  target = (guint) (attack->player == (guint) combat->attacker ? combat->defender : combat->attacker);
  return mc_combat_step_describe_attack (game, (guint) attack->weapon, power, attack->paid, target);
}
