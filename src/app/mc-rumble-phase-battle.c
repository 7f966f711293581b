/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "mc-rumble-faction-picker.h"
#include "mc-rumble-field.h"
#include "mc-rumble-phase-battle.h"
#include "mc-tap-settle.h"
#include "mc-rumble-wrap-box.h"

/* The Battle Phase of the phase panel (mc-rumble-phase-battle.h). */

struct _McRumblePhaseBattle
{
  GtkWidget             parent_instance;

  McRumblePhaseContext *ctx;
  GtkLabel             *clash;
  McRumbleClashView    *clash_view;
  GtkWidget            *reveal_box;
  GtkWidget            *reveal_card;     /* which Bot and its factions */
  GtkWidget            *reveal_numbers;  /* its four numbers */
  GtkStack             *reveal_stack;    /* those, or why nothing is left to reveal */
  GtkLabel             *empty_deck;
  GtkWidget            *surrender_box;   /* apart from Reveal (RB-C16, RB-C19) */
  GtkWidget            *faction_box;
  GtkStringList        *reveal_names;    /* "Not named", then the revealer's Bots */
  int                   reveal_bots[RB_MAX_BOTS];
  guint                 n_reveal_bots;
  int                   shown_bot;       /* the Bot whose faction the form shows */

  /* The controls, handed to the panel's context by name. */
  GtkWidget            *reveal_bot;
  GtkWidget            *reveal_faction;
  GtkWidget            *reveal_attack;
  GtkWidget            *reveal_defense;
  GtkWidget            *reveal_crits;
  GtkWidget            *reveal_barriers;
  GtkWidget            *reveal;
  GtkWidget            *surrender;
  GtkWidget            *surrender_loop;
  GtkWidget            *name_faction;
  GtkWidget            *picker;
  McReasonLabel        *reveal_reason;     /* why a button is greyed, under it */
  McReasonLabel        *surrender_reason;  /* both Surrenders' */
  McReasonLabel        *faction_reason;

  McTapSettle           settle;          /* Surrender, come where Reveal was, waits a moment */
  gint64                reveal_time;     /* when Reveal was last tapped */
};

G_DEFINE_FINAL_TYPE (McRumblePhaseBattle, mc_rumble_phase_battle, GTK_TYPE_WIDGET)

#define CONTROL(self, which) ((self)->ctx->controls[MC_RUMBLE_CONTROL_##which])

static guint
revealer (const RbGame *game)
{
  return game->step == RB_STEP_FIRST_DEFENDER ? (guint) game->champion : (guint) game->challenger;
}

static int
chosen_reveal_bot (McRumblePhaseBattle *self)
{
  guint chosen = gtk_drop_down_get_selected (GTK_DROP_DOWN (CONTROL (self, REVEAL_BOT)));

  if (chosen == 0 || chosen == GTK_INVALID_LIST_POSITION || chosen > self->n_reveal_bots)
    return RB_NO_BOT;
  return self->reveal_bots[chosen - 1];
}

/* A number typed, or for a named Bot what the game or the cards file
 * knows of it. */
static int
reveal_number (McRumblePhaseBattle *self,
               McRumbleControl      control,
               McBotNumber          which)
{
  int typed = mc_rumble_phase_context_number (self->ctx, control);

  if (typed != RB_UNKNOWN)
    return typed;
  return mc_bot_recall_get_number (self->ctx->cards, mc_rumble_phase_context_get_game (self->ctx),
                                   chosen_reveal_bot (self), which);
}

/* The factions of the named Bot as the game or the cards file knows
 * them (entered at its build, or at an earlier reveal); 0 if unknown. */
static guint
known_factions (McRumblePhaseBattle *self,
                const RbGame        *game,
                int                  bot)
{
  const char *key;
  const McBotCard *known;

  if (bot == RB_NO_BOT)
    return 0;
  if (game->bots[bot].factions != 0)
    return game->bots[bot].factions;
  key = mc_bot_recall_get_key (&game->bots[bot]);
  known = key != NULL && self->ctx->cards != NULL ? mc_card_memory_find_bot (self->ctx->cards, key) : NULL;
  return known != NULL ? known->factions : 0;
}

static void
get_reveal (McRumblePhaseBattle *self,
            RbAction            *action)
{
  const RbGame *game = mc_rumble_phase_context_get_game (self->ctx);
  guint factions = mc_rumble_form_get_factions (CONTROL (self, REVEAL_FACTION));
  int bot = chosen_reveal_bot (self);
  gboolean defender = game->step == RB_STEP_FIRST_DEFENDER;

  if (factions == 0)
    factions = known_factions (self, game, bot);
  /* A defender's attack and critical hits have no use (see show_known()):
   * neither asked nor passed on, whatever an entry still holds. */
  rb_action_init_reveal (action, revealer (game),
                         defender ? RB_UNKNOWN : reveal_number (self, MC_RUMBLE_CONTROL_REVEAL_ATTACK,
                                                                MC_BOT_NUMBER_ATTACK),
                         reveal_number (self, MC_RUMBLE_CONTROL_REVEAL_DEFENSE, MC_BOT_NUMBER_DEFENSE),
                         defender ? RB_UNKNOWN : reveal_number (self, MC_RUMBLE_CONTROL_REVEAL_CRITS,
                                                                MC_BOT_NUMBER_CRITS),
                         reveal_number (self, MC_RUMBLE_CONTROL_REVEAL_BARRIERS, MC_BOT_NUMBER_BARRIERS),
                         factions);
  action->reveal.bot = bot;
}

static gboolean
in_gang (const RbGang *gang,
         int           bot)
{
  for (guint i = 0; i < gang->n_cards; i++)
    if (gang->cards[i].bot == bot)
      return TRUE;
  return FALSE;
}

/* The revealer's Bots still in the battle deck as far as the app can
 * tell, after "Not named": a Contraption never is (RB-K10); a Bot
 * revealed this battle is in a gang or on the discard pile (RB-C10,
 * RB-C12, RB-C16), unless the deck holds more cards than the Bots never
 * revealed (an ability gave some back, RB-C17): then those are offered
 * too. */
static void
update_reveal_bots (McRumblePhaseBattle *self,
                    const RbGame        *game)
{
  int bots[RB_MAX_BOTS];
  guint n = 0, n_fresh = 0;
  int seat = (int) revealer (game);

  for (int i = 0; i < RB_MAX_BOTS; i++)
    if (game->bots[i].place == RB_BOT_OWNED && game->bots[i].owner == seat && !game->bots[i].contraption
        && !game->bots[i].revealed)
      n_fresh++;
  for (int i = 0; i < RB_MAX_BOTS; i++)
    if (game->bots[i].place == RB_BOT_OWNED && game->bots[i].owner == seat && !game->bots[i].contraption
        && !in_gang (&game->attack, i) && !in_gang (&game->defense, i)
        && (!game->bots[i].revealed || game->players[seat].deck > (int) n_fresh))
      bots[n++] = i;
  self->n_reveal_bots = mc_rumble_phase_update_bot_list (self->reveal_names, 1, self->reveal_bots,
                                                         self->n_reveal_bots, game, bots, n);
}

/* What the app knows of the named Bot, written in its entries as it is
 * named; its faction, once known, is not asked again. */
static void
show_known (McRumblePhaseBattle *self,
            const RbGame        *game)
{
  int bot = chosen_reveal_bot (self);
  McRumbleControl entries[] = { MC_RUMBLE_CONTROL_REVEAL_ATTACK, MC_RUMBLE_CONTROL_REVEAL_DEFENSE,
                                MC_RUMBLE_CONTROL_REVEAL_CRITS, MC_RUMBLE_CONTROL_REVEAL_BARRIERS };
  McBotNumber numbers[] = { MC_BOT_NUMBER_ATTACK, MC_BOT_NUMBER_DEFENSE, MC_BOT_NUMBER_CRITS,
                            MC_BOT_NUMBER_BARRIERS };
  guint factions = known_factions (self, game, bot);
  gboolean named_now = bot != self->shown_bot;

  /* Before the entries change: their "changed" shows the step again. */
  self->shown_bot = bot;
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      int known = mc_bot_recall_get_number (self->ctx->cards, game, bot, numbers[i]);

      mc_rumble_form_set_known (self->ctx->controls[entries[i]], known);
      /* A Bot just named: what the app knows of it written in, as a
       * number typed would be (walk 15: a greyed "2" read as a hint, yet
       * it counted); the player corrects it if the card says otherwise. */
      if (named_now && known >= 0)
        {
          g_autofree char *text = g_strdup_printf ("%d", known);

          gtk_editable_set_text (GTK_EDITABLE (self->ctx->controls[entries[i]]), text);
        }
    }
  if (named_now)
    gtk_drop_down_set_selected (GTK_DROP_DOWN (CONTROL (self, REVEAL_FACTION)), 0);
  /* A known faction (one, or a pair: RB-K18) is shown greyed, as the
   * known numbers are: not asked again, and the field keeps its place so
   * nothing under it moves when the Bot is named. */
  if (factions != 0)
    mc_rumble_form_set_factions (CONTROL (self, REVEAL_FACTION), factions);
  gtk_widget_set_sensitive (CONTROL (self, REVEAL_FACTION), factions == 0);
  /* RB-C2, RB-C3, RB-C7, RB-C8, RB-C10: a defense gang is measured by its
   * defense total and its barriers only, and a beaten one is discarded:
   * nothing in the rulebook uses a defender's attack or critical hits, so
   * the first defender is asked neither. An attacker is asked everything,
   * since it may stay to defend (RB-C12). */
  mc_rumble_phase_show_field (CONTROL (self, REVEAL_ATTACK), game->step != RB_STEP_FIRST_DEFENDER);
  mc_rumble_phase_show_field (CONTROL (self, REVEAL_CRITS), game->step != RB_STEP_FIRST_DEFENDER);
}

static void
loop_response_cb (AdwMessageDialog    *dialog,
                  const char          *response,
                  McRumblePhaseBattle *self)
{
  const RbGame *game = mc_rumble_phase_context_get_game (self->ctx);
  RbAction action;

  if (g_strcmp0 (response, "surrender") != 0 || game == NULL || game->phase != RB_PHASE_BATTLE
      || game->step != RB_STEP_CLASH)
    return;
  rb_action_init_surrender (&action, (guint) game->challenger, TRUE);
  mc_rumble_phase_context_apply (self->ctx, &action);
}

/* One tap must not end a player's battle: the loop rule is asked to be
 * confirmed, with what it costs (RB-C16, RB-C19, A-10). */
static void
confirm_loop (McRumblePhaseBattle *self,
              const RbGame        *game)
{
  const RbPlayer *challenger = &game->players[game->challenger];
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;

  /* Translators: RB-C19, "Ben surrenders by the loop rule?" */
  heading = g_strdup_printf (_("%s surrenders by the loop rule?"), challenger->name);
  /* Translators: RB-C16, RB-C19 */
  body = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Only when the same Bots have come round three times in a row, none "
                                       "defeated. %s is out of this battle with %d card still in the deck; "
                                       "the Bots revealed go to the discard pile.",
                                       "Only when the same Bots have come round three times in a row, none "
                                       "defeated. %s is out of this battle with %d cards still in the deck; "
                                       "the Bots revealed go to the discard pile.",
                                       (gulong) MAX (0, challenger->deck)),
                          challenger->name, challenger->deck);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                                       heading, body));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "surrender", _("_Surrender"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "surrender", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (loop_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The panel's rumble.reveal, .surrender, .surrender-loop, .name-faction. */
void
mc_rumble_phase_battle_activate (McRumblePhaseBattle *self,
                                 McRumbleControl      control)
{
  const RbGame *game = mc_rumble_phase_context_get_game (self->ctx);
  int faction;
  RbAction action;

  if (game == NULL || game->phase != RB_PHASE_BATTLE || game->over)
    return;
  if (control == MC_RUMBLE_CONTROL_REVEAL)
    {
      get_reveal (self, &action);
      self->reveal_time = g_get_monotonic_time ();
    }
  else if (control == MC_RUMBLE_CONTROL_SURRENDER)
    rb_action_init_surrender (&action, (guint) game->challenger, FALSE);
  /* RB-C19, A-10: abilities that would go round for ever; the
   * Challenger gives up with cards still in the deck, after saying so. */
  else if (control == MC_RUMBLE_CONTROL_SURRENDER_LOOP)
    {
      confirm_loop (self, game);
      return;
    }
  else if (control == MC_RUMBLE_CONTROL_NAME_FACTION)
    {
      faction = mc_rumble_faction_picker_get_faction (MC_RUMBLE_FACTION_PICKER (CONTROL (self, FACTION)));
      if (faction < 0)
        return;
      rb_action_init_name_faction (&action, (guint) game->champion, (RbFaction) faction);
    }
  else
    g_return_if_reached ();
  mc_rumble_phase_context_apply (self->ctx, &action);
}

static void
refresh_clash (McRumblePhaseBattle *self,
               const RbGame        *game)
{
  g_autofree char *clash = NULL;
  const char *champion = game->players[game->champion].name;

  if (game->step == RB_STEP_CLASH)
    {
      int attack = rb_gang_get_attack (&game->attack);
      int crits = rb_gang_get_crits (&game->attack);
      int defense = rb_gang_get_defense (&game->defense);
      int barriers = rb_gang_get_barriers (&game->defense);

      if (rb_game_is_beaten (game))
        /* Translators: the clash once the Champion is beaten (RB-C7, RB-C8) */
        clash = g_strdup_printf (_("Defense %d, barriers %d · attack %d, needs more than %d · crits %d of %d "
                                   "needed · %s is beaten!"),
                                 defense, barriers, attack, defense, crits, rb_game_get_crits_needed (game), champion);
      else
        /* Translators: the clash: the attack must pass the defense (RB-C7),
         * or the crits reach 4 + the barriers (RB-C8) */
        clash = g_strdup_printf (_("Defense %d, barriers %d · attack %d, needs more than %d · crits %d of %d needed"),
                                 defense, barriers, attack, defense, crits, rb_game_get_crits_needed (game));
    }
  else if (game->step == RB_STEP_FIRST_DEFENDER)
    clash = g_strdup_printf (_("Defense %d, barriers %d"), rb_gang_get_defense (&game->defense),
                             rb_gang_get_barriers (&game->defense));
  gtk_label_set_label (self->clash, clash != NULL ? clash : "");
  gtk_widget_set_visible (GTK_WIDGET (self->clash), clash != NULL);
}

/* RB-C16: the Challenger's deck is empty and the Champion stands; the
 * only thing left to do is to surrender. */
static gboolean
must_surrender (const RbGame *game)
{
  return game->step == RB_STEP_CLASH && game->challenger >= 0 && game->players[game->challenger].deck <= 0
         && !rb_game_is_beaten (game);
}

static void
set_heading (McRumblePhaseBattle *self,
             const RbGame        *game)
{
  const char *champion = game->players[game->champion].name;
  g_autofree char *heading = NULL;
  g_autofree char *detail = NULL;

  switch (game->step)
    {
    case RB_STEP_FIRST_DEFENDER:
      /* Translators: RB-C2 */
      heading = g_strdup_printf (_("Battle · %s, the Champion, reveals the first defender"), champion);
      detail = g_strdup (_("Type the numbers printed on the card."));
      break;
    case RB_STEP_CLASH:
      /* Translators: "Battle · Ben challenges Ana" */
      heading = g_strdup_printf (_("Battle · %s challenges %s"), game->players[game->challenger].name, champion);
      if (must_surrender (game))
        {
          /* Translators: RB-C16, said when the Challenger's battle deck is empty, over what follows */
          g_autofree char *why = g_strdup_printf (_("The Champion is not beaten: by the rules %s surrenders, and "
                                                    "the revealed Bots go to the discard pile."),
                                                  game->players[game->challenger].name);

          /* Translators: RB-C16, the Challenger's battle deck is empty */
          detail = g_strdup_printf (_("%s has no cards left to reveal."), game->players[game->challenger].name);
          /* Said once: the why in the card's fields' room (walk 17: the
           * same fact twice, and "0 cards left" read oddly). */
          gtk_label_set_label (self->empty_deck, why);
        }
      else
        /* Translators: cards left in the Challenger's battle deck */
        detail = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s has %d card left to reveal.",
                                               "%s has %d cards left to reveal.",
                                               (gulong) game->players[game->challenger].deck),
                                  game->players[game->challenger].name, game->players[game->challenger].deck);
      break;
    case RB_STEP_NAME_FACTION:
    default:
      /* Translators: RB-C12 */
      heading = g_strdup_printf (_("Battle · %s is the new Champion and names a faction"), champion);
      /* Translators: RB-C12, RB-C13, as the rulebook says it */
      detail = g_strdup_printf (_("%s's attacking Bots of the faction named stay as the defense gang; "
                                  "a Bot with two factions stays if either is named. The others go to "
                                  "the discard pile."), champion);
      break;
    }
  gtk_label_set_label (self->ctx->heading, heading);
  gtk_label_set_label (self->ctx->detail, detail);
}

static void
offer_reveal (McRumblePhaseBattle *self,
              const RbGame        *game,
              GPtrArray           *reasons)
{
  RbAction action;

  get_reveal (self, &action);
  /* RB-C16: nothing left to reveal; the fields hold still, greyed, and
   * the core's reason says why. */
  if (must_surrender (game))
    {
      mc_rumble_phase_context_offer (self->ctx, MC_RUMBLE_CONTROL_REVEAL, &action, NULL);
      return;
    }
  /* An attacker may stay to defend (RB-C12): say so before the rules
   * core asks for its defense. */
  /* Short: it is said beside Reveal, and on a phone the gangs come
   * under it (walk 21). */
  if (game->step == RB_STEP_CLASH && (action.reveal.defense == RB_UNKNOWN || action.reveal.barriers == RB_UNKNOWN))
    mc_rumble_phase_context_refuse (self->ctx, MC_RUMBLE_CONTROL_REVEAL,
                                    action.reveal.attack == RB_UNKNOWN
                                    ? _("Enter its attack, defense and barriers.")
                                    : _("Enter its defense and barriers too: it may defend later."),
                                    reasons);
  else
    mc_rumble_phase_context_offer (self->ctx, MC_RUMBLE_CONTROL_REVEAL, &action, reasons);
}

void
mc_rumble_phase_battle_refresh (McRumblePhaseBattle *self,
                                const RbGame        *game,
                                GPtrArray           *reasons)
{
  RbAction action;

  gtk_widget_set_visible (self->reveal_box, game->step != RB_STEP_NAME_FACTION);
  gtk_widget_set_visible (self->faction_box, game->step == RB_STEP_NAME_FACTION);
  gtk_widget_set_visible (CONTROL (self, SURRENDER), game->step == RB_STEP_CLASH);
  gtk_widget_set_visible (CONTROL (self, SURRENDER_LOOP), game->step == RB_STEP_CLASH);
  gtk_widget_set_visible (self->surrender_box, game->step == RB_STEP_CLASH);
  set_heading (self, game);
  refresh_clash (self, game);
  mc_rumble_clash_view_update (self->clash_view, game);
  /* While a faction is named the old defense is gone and the new one
   * not formed yet: the picker says what each faction keeps. */
  if (game->step == RB_STEP_NAME_FACTION)
    gtk_widget_set_visible (GTK_WIDGET (self->clash_view), FALSE);

  if (game->step == RB_STEP_NAME_FACTION)
    {
      McRumbleFactionPicker *picker = MC_RUMBLE_FACTION_PICKER (CONTROL (self, FACTION));

      mc_rumble_faction_picker_update (picker, game);
      rb_action_init_name_faction (&action, (guint) game->champion,
                                   (RbFaction) MAX (mc_rumble_faction_picker_get_faction (picker), 0));
      mc_rumble_phase_context_offer (self->ctx, MC_RUMBLE_CONTROL_NAME_FACTION, &action, reasons);
      return;
    }
  update_reveal_bots (self, game);
  show_known (self, game);
  /* Nothing left to reveal (RB-C16): why, in the card's fields' room,
   * and Surrender, the one thing left, where Reveal was (at 360 it was
   * six scroll steps down, walk 7; over the fields' room, 60 px higher,
   * walk 16). */
  gtk_stack_set_visible_child_name (self->reveal_stack, must_surrender (game) ? "empty" : "fields");
  gtk_widget_set_visible (gtk_widget_get_parent (self->reveal), !must_surrender (game));
  /* And it comes first, over the gangs: under them and the clash it was
   * below a phone's first screen (walk 10 and 11, es, pl). */
  if (must_surrender (game))
    gtk_box_reorder_child_after (GTK_BOX (self->reveal_box), self->surrender_box, gtk_widget_get_parent (self->reveal));
  else
    gtk_box_reorder_child_after (GTK_BOX (self->reveal_box), self->surrender_box,
                                 gtk_widget_get_last_child (self->reveal_box) != self->surrender_box
                                 ? gtk_widget_get_last_child (self->reveal_box)
                                 : gtk_widget_get_prev_sibling (self->surrender_box));
  offer_reveal (self, game, reasons);
  /* One suggested button: the one the rule leaves. */
  if (must_surrender (game))
    {
      gtk_widget_add_css_class (CONTROL (self, SURRENDER), "suggested-action");
      gtk_widget_remove_css_class (self->reveal, "suggested-action");
    }
  else
    {
      gtk_widget_remove_css_class (CONTROL (self, SURRENDER), "suggested-action");
      gtk_widget_add_css_class (self->reveal, "suggested-action");
    }
  if (game->step == RB_STEP_CLASH)
    {
      rb_action_init_surrender (&action, (guint) game->challenger, FALSE);
      mc_rumble_phase_context_offer (self->ctx, MC_RUMBLE_CONTROL_SURRENDER, &action, reasons);
      /* RB-C19: the app never detects a loop: the players say
       * so, and confirm it in a dialog naming what it costs. Its reason
       * would only repeat the other's: not listed. With an empty deck
       * the plain surrender is the rule's (RB-C16), so only it. */
      rb_action_init_surrender (&action, (guint) game->challenger, TRUE);
      if (must_surrender (game))
        mc_rumble_phase_context_refuse (self->ctx, MC_RUMBLE_CONTROL_SURRENDER_LOOP, NULL, NULL);
      else
        mc_rumble_phase_context_offer (self->ctx, MC_RUMBLE_CONTROL_SURRENDER_LOOP, &action, NULL);
      gtk_widget_set_tooltip_text (CONTROL (self, SURRENDER_LOOP),
                                   _("Only when abilities would go round for ever: the Challenger "
                                     "surrenders with cards still in the deck (loop rule)."));
    }
  /* The last card revealed, Surrender comes where Reveal was: it takes
   * taps only after a moment, so a double tap on Reveal does not
   * surrender unseen (walk 20). */
  if (must_surrender (game) && self->reveal_time != 0)
    mc_tap_settle_hold (&self->settle, CONTROL (self, SURRENDER), self->reveal_time);
  self->reveal_time = 0;
  mc_tap_settle_keep (&self->settle);
}

void
mc_rumble_phase_battle_clear (McRumblePhaseBattle *self)
{
  McRumbleControl entries[] = { MC_RUMBLE_CONTROL_REVEAL_ATTACK, MC_RUMBLE_CONTROL_REVEAL_DEFENSE,
                                MC_RUMBLE_CONTROL_REVEAL_CRITS, MC_RUMBLE_CONTROL_REVEAL_BARRIERS };

  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    gtk_editable_set_text (GTK_EDITABLE (self->ctx->controls[entries[i]]), "");
  /* Each card's faction is chosen afresh. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (CONTROL (self, REVEAL_BOT)), 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (CONTROL (self, REVEAL_FACTION)), 0);
}

/* Callbacks --- */

/* Typing or choosing re-checks the actions the fields feed. */
static void
field_changed_cb (McRumblePhaseBattle *self)
{
  if (self->ctx != NULL)
    self->ctx->changed (self->ctx->owner);
}

/* Enter in a number reveals the card when the rules allow it. */
static void
reveal_field_activated_cb (McRumblePhaseBattle *self,
                           GtkEntry            *entry)
{
  if (gtk_widget_is_sensitive (self->reveal) && gtk_widget_is_visible (self->reveal))
    gtk_widget_activate_action (GTK_WIDGET (entry), mc_rumble_phase_action_name (MC_RUMBLE_CONTROL_REVEAL), NULL);
  else
    gtk_widget_error_bell (GTK_WIDGET (entry));
}

/* GObject --- */

static void
mc_rumble_phase_battle_dispose (GObject *object)
{
  GtkWidget *child;

  mc_tap_settle_clear (&MC_RUMBLE_PHASE_BATTLE (object)->settle);
  gtk_widget_dispose_template (GTK_WIDGET (object), MC_TYPE_RUMBLE_PHASE_BATTLE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (mc_rumble_phase_battle_parent_class)->dispose (object);
}

static void
mc_rumble_phase_battle_class_init (McRumblePhaseBattleClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_rumble_phase_battle_dispose;

  g_type_ensure (MC_TYPE_RUMBLE_FIELD);
  g_type_ensure (MC_TYPE_RUMBLE_WRAP_BOX);
  g_type_ensure (MC_TYPE_RUMBLE_FACTION_PICKER);
  g_type_ensure (MC_TYPE_RUMBLE_CLASH_VIEW);
  g_type_ensure (MC_TYPE_REASON_LABEL);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/mc-rumble-phase-battle.ui");
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBattle, clash);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBattle, clash_view);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBattle, reveal_box);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBattle, surrender_box);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBattle, reveal_card);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBattle, reveal_numbers);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBattle, reveal_stack);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBattle, empty_deck);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBattle, faction_box);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBattle, reveal_names);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBattle, reveal_bot);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBattle, reveal_faction);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBattle, reveal_attack);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBattle, reveal_defense);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBattle, reveal_crits);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBattle, reveal_barriers);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBattle, reveal);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBattle, surrender);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBattle, surrender_loop);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBattle, name_faction);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBattle, picker);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBattle, reveal_reason);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBattle, surrender_reason);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBattle, faction_reason);
  gtk_widget_class_bind_template_callback (widget_class, field_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, reveal_field_activated_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "rumble-phase-battle");
}

static void
mc_rumble_phase_battle_init (McRumblePhaseBattle *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  self->shown_bot = RB_NO_BOT;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 6);
  gtk_widget_init_template (GTK_WIDGET (self));
  mc_rumble_form_add_faction_pairs (self->reveal_faction);
}

/* Public API --- */

/* The panel's context: the game, the cards file, the heading; the
 * controls are registered in it by their McRumbleControl. */
void
mc_rumble_phase_battle_set_context (McRumblePhaseBattle  *self,
                                    McRumblePhaseContext *ctx)
{
  g_return_if_fail (MC_IS_RUMBLE_PHASE_BATTLE (self));

  self->ctx = ctx;
  ctx->controls[MC_RUMBLE_CONTROL_REVEAL_BOT] = self->reveal_bot;
  ctx->controls[MC_RUMBLE_CONTROL_REVEAL_FACTION] = self->reveal_faction;
  ctx->controls[MC_RUMBLE_CONTROL_REVEAL_ATTACK] = self->reveal_attack;
  ctx->controls[MC_RUMBLE_CONTROL_REVEAL_DEFENSE] = self->reveal_defense;
  ctx->controls[MC_RUMBLE_CONTROL_REVEAL_CRITS] = self->reveal_crits;
  ctx->controls[MC_RUMBLE_CONTROL_REVEAL_BARRIERS] = self->reveal_barriers;
  ctx->controls[MC_RUMBLE_CONTROL_REVEAL] = self->reveal;
  ctx->controls[MC_RUMBLE_CONTROL_SURRENDER] = self->surrender;
  ctx->controls[MC_RUMBLE_CONTROL_SURRENDER_LOOP] = self->surrender_loop;
  ctx->controls[MC_RUMBLE_CONTROL_NAME_FACTION] = self->name_faction;
  ctx->controls[MC_RUMBLE_CONTROL_FACTION] = self->picker;
  ctx->reason_labels[MC_RUMBLE_CONTROL_REVEAL] = self->reveal_reason;
  ctx->reason_labels[MC_RUMBLE_CONTROL_SURRENDER] = self->surrender_reason;
  ctx->reason_labels[MC_RUMBLE_CONTROL_SURRENDER_LOOP] = self->surrender_reason;
  ctx->reason_labels[MC_RUMBLE_CONTROL_NAME_FACTION] = self->faction_reason;
}

McRumbleClashView *
mc_rumble_phase_battle_get_clash_view (McRumblePhaseBattle *self)
{
  g_return_val_if_fail (MC_IS_RUMBLE_PHASE_BATTLE (self), NULL);

  return self->clash_view;
}

/* The clash in numbers, as its heading says it. */
const char *
mc_rumble_phase_battle_get_clash (McRumblePhaseBattle *self)
{
  g_return_val_if_fail (MC_IS_RUMBLE_PHASE_BATTLE (self), NULL);

  return gtk_label_get_label (self->clash);
}

/* Says which Bot is being revealed, by its index in RbGame.bots. */
gboolean
mc_rumble_phase_battle_choose (McRumblePhaseBattle *self,
                               int                  bot)
{
  for (guint i = 0; i < self->n_reveal_bots; i++)
    if (self->reveal_bots[i] == bot)
      {
        gtk_drop_down_set_selected (GTK_DROP_DOWN (CONTROL (self, REVEAL_BOT)), i + 1);
        return TRUE;
      }
  return FALSE;
}
