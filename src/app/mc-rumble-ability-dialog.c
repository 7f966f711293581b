/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "journal/mc-bot-recall.h"
#include "rumble/rb-game.h"

#include "mc-rumble-ability-dialog.h"
#include "mc-rumble-field.h"
#include "mc-rumble-form.h"
#include "mc-rumble-wrap-box.h"

/* What a card's ability does to the table, told by the players: the
 * numbers a gang gains or loses in a clash, crystals created, a Bot
 * trashed or transformed, a Contraption turned sideways. The app never
 * reads a card's text (card-facts.md); it checks what the rules say of
 * each of these (RB-K) and keeps the totals. Like every action, the one
 * asked for is tried on a copy first, its refusal said before Apply. */

struct _McRumbleAbilityDialog
{
  AdwWindow      parent_instance;

  McSession     *session;
  McCardMemory  *cards;                   /* not owned */
  GtkStack      *pages;
  GtkLabel      *supply;
  GtkLabel      *reason;
  GtkWidget     *bot_field;
  GtkWidget     *controls[MC_RUMBLE_N_ABILITY_CONTROLS];
  GtkStringList *bot_names;
  int            bots[RB_MAX_BOTS];       /* indexes into RbGame.bots */
  guint          n_bots;
};

G_DEFINE_FINAL_TYPE (McRumbleAbilityDialog, mc_rumble_ability_dialog, ADW_TYPE_WINDOW)

static const char *page_names[] = { "adjust", "create", "bot", "transform", "bot" };

static const RbGame *
get_game (McRumbleAbilityDialog *self)
{
  return mc_session_get_rumble_game (self->session);
}

static McRumbleAbility
get_kind (McRumbleAbilityDialog *self)
{
  guint kind = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_ABILITY_CONTROL_KIND]));

  return kind < MC_RUMBLE_N_ABILITIES ? (McRumbleAbility) kind : MC_RUMBLE_ABILITY_ADJUST;
}

static guint
get_player (McRumbleAbilityDialog *self)
{
  guint player = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_ABILITY_CONTROL_PLAYER]));

  return player < get_game (self)->n_players ? player : 0;
}

static int
spin_value (McRumbleAbilityDialog *self,
            McRumbleAbilityControl control)
{
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->controls[control]));
}

static int
get_bot (McRumbleAbilityDialog *self)
{
  guint chosen = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_ABILITY_CONTROL_BOT]));

  return chosen < self->n_bots ? self->bots[chosen] : RB_NO_BOT;
}

/* The action the form describes; FALSE when it lacks a Bot to act on. */
static gboolean
get_action (McRumbleAbilityDialog *self,
            RbAction              *action)
{
  guint player = get_player (self);
  int bot = get_bot (self);

  switch (get_kind (self))
    {
    case MC_RUMBLE_ABILITY_ADJUST:
      rb_action_init_adjust (action, player, spin_value (self, MC_RUMBLE_ABILITY_CONTROL_ATTACK),
                             spin_value (self, MC_RUMBLE_ABILITY_CONTROL_DEFENSE),
                             spin_value (self, MC_RUMBLE_ABILITY_CONTROL_CRITS),
                             spin_value (self, MC_RUMBLE_ABILITY_CONTROL_BARRIERS));
      return TRUE;
    case MC_RUMBLE_ABILITY_CREATE_CRYSTALS:
      rb_action_init_create_crystals (action, player, spin_value (self, MC_RUMBLE_ABILITY_CONTROL_CRYSTALS));
      return TRUE;
    case MC_RUMBLE_ABILITY_TRASH:
      rb_action_init_trash (action, player, bot);
      return bot != RB_NO_BOT;
    case MC_RUMBLE_ABILITY_TRANSFORM:
      {
        RbCard *card = &action->transform.card;

        rb_action_init_transform (action, player, bot,
                                  gtk_editable_get_text (GTK_EDITABLE (self->controls[MC_RUMBLE_ABILITY_CONTROL_EVOLVED_NAME])));
        card->attack = mc_rumble_form_get_number (self->controls[MC_RUMBLE_ABILITY_CONTROL_EVOLVED_ATTACK]);
        card->defense = mc_rumble_form_get_number (self->controls[MC_RUMBLE_ABILITY_CONTROL_EVOLVED_DEFENSE]);
        card->crits = mc_rumble_form_get_number (self->controls[MC_RUMBLE_ABILITY_CONTROL_EVOLVED_CRITS]);
        card->barriers = mc_rumble_form_get_number (self->controls[MC_RUMBLE_ABILITY_CONTROL_EVOLVED_BARRIERS]);
        card->recycle = mc_rumble_form_get_number (self->controls[MC_RUMBLE_ABILITY_CONTROL_EVOLVED_RECYCLE]);
        card->factions = mc_rumble_form_get_factions (self->controls[MC_RUMBLE_ABILITY_CONTROL_EVOLVED_FACTION]);
        /* An evolved card seen before keeps what was typed of it then. */
        mc_bot_recall_fill_card (self->cards, card);
        return bot != RB_NO_BOT;
      }
    case MC_RUMBLE_ABILITY_USE_CONTRAPTION:
    case MC_RUMBLE_N_ABILITIES:
    default:
      rb_action_init_use_contraption (action, player, bot);
      return bot != RB_NO_BOT;
    }
}

/* The player's Bots the chosen ability can act on: Contraptions for
 * RB-K11, every other owned Bot for the rest. */
static void
update_bots (McRumbleAbilityDialog *self)
{
  const RbGame *game = get_game (self);
  McRumbleAbility kind = get_kind (self);
  int player = (int) get_player (self);
  int bots[RB_MAX_BOTS];
  guint n = 0;

  for (int i = 0; i < RB_MAX_BOTS; i++)
    {
      const RbBot *bot = &game->bots[i];

      if (bot->place == RB_BOT_OWNED && bot->owner == player
          && (kind != MC_RUMBLE_ABILITY_USE_CONTRAPTION || bot->contraption))
        bots[n++] = i;
    }
  if (n == self->n_bots && memcmp (bots, self->bots, n * sizeof bots[0]) == 0)
    return;
  memcpy (self->bots, bots, n * sizeof bots[0]);
  self->n_bots = n;
  gtk_string_list_splice (self->bot_names, 0, g_list_model_get_n_items (G_LIST_MODEL (self->bot_names)), NULL);
  for (guint i = 0; i < n; i++)
    {
      const RbBot *bot = &game->bots[bots[i]];
      const char *name = bot->starter != RB_STARTER_NONE ? rb_starter_get_name ((RbStarter) bot->starter)
                                                          : bot->name;

      if (bot->sideways)
        {
          /* Translators: a Contraption already used this battle, "Gadget (sideways)" */
          g_autofree char *used = g_strdup_printf (_("%s (sideways)"), name);

          gtk_string_list_append (self->bot_names, used);
        }
      else
        gtk_string_list_append (self->bot_names, name);
    }
}

static void
refresh (McRumbleAbilityDialog *self)
{
  const RbGame *game = get_game (self);
  McRumbleAbility kind = get_kind (self);
  g_autofree char *supply = NULL;
  g_autofree char *reason = NULL;
  g_autoptr(GError) error = NULL;
  RbGame copy;
  RbAction action;
  gboolean ok;

  if (game == NULL || !rb_game_has_started (game))
    return;
  gtk_stack_set_visible_child_name (self->pages, page_names[kind]);
  gtk_widget_set_visible (self->bot_field, kind == MC_RUMBLE_ABILITY_TRASH || kind == MC_RUMBLE_ABILITY_TRANSFORM
                                           || kind == MC_RUMBLE_ABILITY_USE_CONTRAPTION);
  update_bots (self);

  /* Translators: RB-K14, A-15: crystals are created from the supply */
  supply = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Created crystals come from the supply into Storage; %d crystal is left there.",
                                         "Created crystals come from the supply into Storage; %d crystals are left there.",
                                         (gulong) rb_game_get_supply (game)),
                            rb_game_get_supply (game));
  gtk_label_set_label (self->supply, supply);

  if (!get_action (self, &action))
    {
      ok = FALSE;
      reason = g_strdup (kind == MC_RUMBLE_ABILITY_USE_CONTRAPTION
                         ? _("Choose a Contraption of this player's.")
                         : _("Choose one of this player's Bots."));
    }
  else
    {
      copy = *game;
      ok = rb_game_apply (&copy, &action, NULL, &error);
      if (!ok)
        reason = g_strdup (error->message);
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "ability.apply", ok);
  gtk_label_set_label (self->reason, reason != NULL ? reason : "");
  gtk_widget_set_visible (GTK_WIDGET (self->reason), reason != NULL);
}

static void
apply_activated (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  McRumbleAbilityDialog *self = MC_RUMBLE_ABILITY_DIALOG (widget);
  RbAction action;
  g_autoptr(GError) error = NULL;

  if (!get_action (self, &action))
    return;
  if (mc_session_apply_rumble (self->session, &action, &error))
    gtk_window_destroy (GTK_WINDOW (self));
  else
    {
      gtk_label_set_label (self->reason, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->reason), TRUE);
    }
}

static void
changed_cb (McRumbleAbilityDialog *self)
{
  /* The template's fields are set up before the dialog has a game. */
  if (self->session != NULL)
    refresh (self);
}

static void
mc_rumble_ability_dialog_dispose (GObject *object)
{
  McRumbleAbilityDialog *self = MC_RUMBLE_ABILITY_DIALOG (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  gtk_widget_dispose_template (GTK_WIDGET (self), MC_TYPE_RUMBLE_ABILITY_DIALOG);

  G_OBJECT_CLASS (mc_rumble_ability_dialog_parent_class)->dispose (object);
}

static void
mc_rumble_ability_dialog_class_init (McRumbleAbilityDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_rumble_ability_dialog_dispose;

  g_type_ensure (MC_TYPE_RUMBLE_FIELD);
  g_type_ensure (MC_TYPE_RUMBLE_WRAP_BOX);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/mc-rumble-ability-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, McRumbleAbilityDialog, pages);
  gtk_widget_class_bind_template_child (widget_class, McRumbleAbilityDialog, supply);
  gtk_widget_class_bind_template_child (widget_class, McRumbleAbilityDialog, reason);
  gtk_widget_class_bind_template_child (widget_class, McRumbleAbilityDialog, bot_field);
  gtk_widget_class_bind_template_child (widget_class, McRumbleAbilityDialog, bot_names);
  /* Each control in its slot of controls[], by its McRumbleAbilityControl. */
  gtk_widget_class_bind_template_child_full (widget_class, "player", FALSE,
                                            G_STRUCT_OFFSET (McRumbleAbilityDialog, controls)
                                            + MC_RUMBLE_ABILITY_CONTROL_PLAYER * sizeof (GtkWidget *));
  gtk_widget_class_bind_template_child_full (widget_class, "kind", FALSE,
                                            G_STRUCT_OFFSET (McRumbleAbilityDialog, controls)
                                            + MC_RUMBLE_ABILITY_CONTROL_KIND * sizeof (GtkWidget *));
  gtk_widget_class_bind_template_child_full (widget_class, "attack", FALSE,
                                            G_STRUCT_OFFSET (McRumbleAbilityDialog, controls)
                                            + MC_RUMBLE_ABILITY_CONTROL_ATTACK * sizeof (GtkWidget *));
  gtk_widget_class_bind_template_child_full (widget_class, "defense", FALSE,
                                            G_STRUCT_OFFSET (McRumbleAbilityDialog, controls)
                                            + MC_RUMBLE_ABILITY_CONTROL_DEFENSE * sizeof (GtkWidget *));
  gtk_widget_class_bind_template_child_full (widget_class, "crits", FALSE,
                                            G_STRUCT_OFFSET (McRumbleAbilityDialog, controls)
                                            + MC_RUMBLE_ABILITY_CONTROL_CRITS * sizeof (GtkWidget *));
  gtk_widget_class_bind_template_child_full (widget_class, "barriers", FALSE,
                                            G_STRUCT_OFFSET (McRumbleAbilityDialog, controls)
                                            + MC_RUMBLE_ABILITY_CONTROL_BARRIERS * sizeof (GtkWidget *));
  gtk_widget_class_bind_template_child_full (widget_class, "crystals", FALSE,
                                            G_STRUCT_OFFSET (McRumbleAbilityDialog, controls)
                                            + MC_RUMBLE_ABILITY_CONTROL_CRYSTALS * sizeof (GtkWidget *));
  gtk_widget_class_bind_template_child_full (widget_class, "bot", FALSE,
                                            G_STRUCT_OFFSET (McRumbleAbilityDialog, controls)
                                            + MC_RUMBLE_ABILITY_CONTROL_BOT * sizeof (GtkWidget *));
  gtk_widget_class_bind_template_child_full (widget_class, "evolved_name", FALSE,
                                            G_STRUCT_OFFSET (McRumbleAbilityDialog, controls)
                                            + MC_RUMBLE_ABILITY_CONTROL_EVOLVED_NAME * sizeof (GtkWidget *));
  gtk_widget_class_bind_template_child_full (widget_class, "evolved_attack", FALSE,
                                            G_STRUCT_OFFSET (McRumbleAbilityDialog, controls)
                                            + MC_RUMBLE_ABILITY_CONTROL_EVOLVED_ATTACK * sizeof (GtkWidget *));
  gtk_widget_class_bind_template_child_full (widget_class, "evolved_defense", FALSE,
                                            G_STRUCT_OFFSET (McRumbleAbilityDialog, controls)
                                            + MC_RUMBLE_ABILITY_CONTROL_EVOLVED_DEFENSE * sizeof (GtkWidget *));
  gtk_widget_class_bind_template_child_full (widget_class, "evolved_crits", FALSE,
                                            G_STRUCT_OFFSET (McRumbleAbilityDialog, controls)
                                            + MC_RUMBLE_ABILITY_CONTROL_EVOLVED_CRITS * sizeof (GtkWidget *));
  gtk_widget_class_bind_template_child_full (widget_class, "evolved_barriers", FALSE,
                                            G_STRUCT_OFFSET (McRumbleAbilityDialog, controls)
                                            + MC_RUMBLE_ABILITY_CONTROL_EVOLVED_BARRIERS * sizeof (GtkWidget *));
  gtk_widget_class_bind_template_child_full (widget_class, "evolved_recycle", FALSE,
                                            G_STRUCT_OFFSET (McRumbleAbilityDialog, controls)
                                            + MC_RUMBLE_ABILITY_CONTROL_EVOLVED_RECYCLE * sizeof (GtkWidget *));
  gtk_widget_class_bind_template_child_full (widget_class, "evolved_faction", FALSE,
                                            G_STRUCT_OFFSET (McRumbleAbilityDialog, controls)
                                            + MC_RUMBLE_ABILITY_CONTROL_EVOLVED_FACTION * sizeof (GtkWidget *));
  gtk_widget_class_bind_template_child_full (widget_class, "apply", FALSE,
                                            G_STRUCT_OFFSET (McRumbleAbilityDialog, controls)
                                            + MC_RUMBLE_ABILITY_CONTROL_APPLY * sizeof (GtkWidget *));
  gtk_widget_class_bind_template_callback (widget_class, changed_cb);
  gtk_widget_class_install_action (widget_class, "ability.apply", NULL, apply_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
mc_rumble_ability_dialog_init (McRumbleAbilityDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
mc_rumble_ability_dialog_new (GtkWindow    *parent,
                              McSession    *session,
                              McCardMemory *cards,
                              guint         player)
{
  McRumbleAbilityDialog *self;
  const RbGame *game;
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  g_return_val_if_fail (MC_IS_SESSION (session), NULL);
  g_return_val_if_fail (mc_session_get_game_kind (session) == MC_GAME_RUMBLEBOTS, NULL);

  self = g_object_new (MC_TYPE_RUMBLE_ABILITY_DIALOG, "transient-for", parent, NULL);
  /* Never larger than the window it comes from: on a phone, its size. */
  if (parent != NULL && gtk_widget_get_width (GTK_WIDGET (parent)) > 0)
    gtk_window_set_default_size (GTK_WINDOW (self), MIN (420, gtk_widget_get_width (GTK_WIDGET (parent))),
                                 MIN (560, gtk_widget_get_height (GTK_WIDGET (parent))));
  self->session = g_object_ref (session);
  self->cards = cards;
  game = get_game (self);
  for (guint seat = 0; seat < game->n_players; seat++)
    gtk_string_list_append (names, game->players[seat].name);
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->controls[MC_RUMBLE_ABILITY_CONTROL_PLAYER]), G_LIST_MODEL (names));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_ABILITY_CONTROL_PLAYER]),
                              player < game->n_players ? player : 0);
  /* In a clash, most abilities change the gangs' numbers; else the
   * commonest is creating crystals. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_ABILITY_CONTROL_KIND]),
                              game->phase == RB_PHASE_BATTLE && game->step == RB_STEP_CLASH
                              ? MC_RUMBLE_ABILITY_ADJUST : MC_RUMBLE_ABILITY_CREATE_CRYSTALS);
  /* A game moved on (undone, say) while the dialog is open. */
  g_signal_connect_swapped (session, "changed", G_CALLBACK (changed_cb), self);
  refresh (self);
  return GTK_WIDGET (self);
}

void
mc_rumble_ability_dialog_set_kind (McRumbleAbilityDialog *self,
                                   McRumbleAbility        kind)
{
  g_return_if_fail (MC_IS_RUMBLE_ABILITY_DIALOG (self));
  g_return_if_fail (kind < MC_RUMBLE_N_ABILITIES);

  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_ABILITY_CONTROL_KIND]), kind);
}

/* Chooses the Bot to act on by its index in RbGame.bots. */
gboolean
mc_rumble_ability_dialog_choose_bot (McRumbleAbilityDialog *self,
                                     int                    bot)
{
  g_return_val_if_fail (MC_IS_RUMBLE_ABILITY_DIALOG (self), FALSE);

  update_bots (self);
  for (guint i = 0; i < self->n_bots; i++)
    if (self->bots[i] == bot)
      {
        gtk_drop_down_set_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_ABILITY_CONTROL_BOT]), i);
        return TRUE;
      }
  return FALSE;
}

GtkWidget *
mc_rumble_ability_dialog_get_control (McRumbleAbilityDialog  *self,
                                      McRumbleAbilityControl  control)
{
  g_return_val_if_fail (MC_IS_RUMBLE_ABILITY_DIALOG (self), NULL);
  g_return_val_if_fail (control < MC_RUMBLE_N_ABILITY_CONTROLS, NULL);

  return self->controls[control];
}

/* Why Apply is off, as the dialog says it; NULL when it is on. */
const char *
mc_rumble_ability_dialog_get_reason (McRumbleAbilityDialog *self)
{
  g_return_val_if_fail (MC_IS_RUMBLE_ABILITY_DIALOG (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self->reason)) ? gtk_label_get_label (self->reason) : NULL;
}
