/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "mc-rumble-phase-panel-private.h"

/* The Battle Phase of McRumblePhasePanel: the first defender, the
 * Challenger's cards revealed one by one (named, so that what the app
 * knows of a Bot is offered), surrender, the loop rule, and the faction
 * a new Champion names (RB-C1 to RB-C23). */

static guint
revealer (const RbGame *game)
{
  return game->step == RB_STEP_FIRST_DEFENDER ? (guint) game->champion : (guint) game->challenger;
}

static int
chosen_reveal_bot (McRumblePhasePanel *self)
{
  guint chosen = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_CONTROL_REVEAL_BOT]));

  if (chosen == 0 || chosen == GTK_INVALID_LIST_POSITION || chosen > self->n_reveal_bots)
    return RB_NO_BOT;
  return self->reveal_bots[chosen - 1];
}

/* A number typed, or for a named Bot what the game or the cards file
 * knows of it. */
static int
reveal_number (McRumblePhasePanel *self,
               McRumbleControl     control,
               McBotNumber         which)
{
  int typed = _mc_rumble_panel_number (self, control);

  if (typed != RB_UNKNOWN)
    return typed;
  return mc_bot_recall_get_number (self->cards, _mc_rumble_panel_get_game (self), chosen_reveal_bot (self), which);
}

static void
get_reveal (McRumblePhasePanel *self,
            RbAction           *action)
{
  const RbGame *game = _mc_rumble_panel_get_game (self);
  guint factions = mc_rumble_form_get_factions (self->controls[MC_RUMBLE_CONTROL_REVEAL_FACTION]);
  int bot = chosen_reveal_bot (self);

  if (factions == 0 && bot != RB_NO_BOT && game->bots[bot].factions == 0 && self->cards != NULL)
    {
      const char *key = mc_bot_recall_get_key (&game->bots[bot]);
      const McBotCard *known = key != NULL ? mc_card_memory_find_bot (self->cards, key) : NULL;

      if (known != NULL)
        factions = known->factions;
    }
  rb_action_init_reveal (action, revealer (game),
                         reveal_number (self, MC_RUMBLE_CONTROL_REVEAL_ATTACK, MC_BOT_NUMBER_ATTACK),
                         reveal_number (self, MC_RUMBLE_CONTROL_REVEAL_DEFENSE, MC_BOT_NUMBER_DEFENSE),
                         reveal_number (self, MC_RUMBLE_CONTROL_REVEAL_CRITS, MC_BOT_NUMBER_CRITS),
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
 * tell (a Contraption never is, RB-K10), after "Not named". */
static void
update_reveal_bots (McRumblePhasePanel *self,
                    const RbGame       *game)
{
  int bots[RB_MAX_BOTS];
  guint n = 0;
  int seat = (int) revealer (game);

  for (int i = 0; i < RB_MAX_BOTS; i++)
    if (game->bots[i].place == RB_BOT_OWNED && game->bots[i].owner == seat && !game->bots[i].contraption
        && !in_gang (&game->attack, i) && !in_gang (&game->defense, i))
      bots[n++] = i;
  self->n_reveal_bots = _mc_rumble_panel_update_bot_list (self->reveal_names, 1, self->reveal_bots, self->n_reveal_bots,
                                         game, bots, n);
}

/* What the app knows of the named Bot, greyed in the empty entries. */
static void
show_known_numbers (McRumblePhasePanel *self,
                    const RbGame       *game)
{
  int bot = chosen_reveal_bot (self);
  McRumbleControl entries[] = { MC_RUMBLE_CONTROL_REVEAL_ATTACK, MC_RUMBLE_CONTROL_REVEAL_DEFENSE,
                                MC_RUMBLE_CONTROL_REVEAL_CRITS, MC_RUMBLE_CONTROL_REVEAL_BARRIERS };
  McBotNumber numbers[] = { MC_BOT_NUMBER_ATTACK, MC_BOT_NUMBER_DEFENSE, MC_BOT_NUMBER_CRITS,
                            MC_BOT_NUMBER_BARRIERS };

  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    mc_rumble_form_set_known (self->controls[entries[i]],
                              mc_bot_recall_get_number (self->cards, game, bot, numbers[i]));
}

static void
reveal_clicked_cb (McRumblePhasePanel *self)
{
  RbAction action;

  get_reveal (self, &action);
  _mc_rumble_panel_apply (self, &action);
}

static void
surrender_clicked_cb (McRumblePhasePanel *self)
{
  RbAction action;

  rb_action_init_surrender (&action, (guint) _mc_rumble_panel_get_game (self)->challenger, FALSE);
  _mc_rumble_panel_apply (self, &action);
}

/* RB-C19, A-10: abilities that would go round for ever; the Challenger
 * gives up with cards still in the deck. */
static void
surrender_loop_clicked_cb (McRumblePhasePanel *self)
{
  RbAction action;

  rb_action_init_surrender (&action, (guint) _mc_rumble_panel_get_game (self)->challenger, TRUE);
  _mc_rumble_panel_apply (self, &action);
}

static void
name_faction_clicked_cb (McRumblePhasePanel *self)
{
  guint faction = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_CONTROL_FACTION]));
  RbAction action;

  rb_action_init_name_faction (&action, (guint) _mc_rumble_panel_get_game (self)->champion, (RbFaction) faction);
  _mc_rumble_panel_apply (self, &action);
}

static void
refresh_clash (McRumblePhasePanel *self,
               const RbGame       *game)
{
  g_autofree char *clash = NULL;
  const char *champion = game->players[game->champion].name;

  if (game->step == RB_STEP_CLASH)
    {
      int attack = rb_gang_get_attack (&game->attack);
      int crits = rb_gang_get_crits (&game->attack);
      int defense = rb_gang_get_defense (&game->defense);
      int barriers = rb_gang_get_barriers (&game->defense);

      /* Translators: the clash: the attack must pass the defense (RB-C7),
       * or the crits reach 4 + the barriers (RB-C8) */
      clash = g_strdup_printf (_("Defense %d, barriers %d · attack %d, needs more than %d · crits %d of %d needed"),
                               defense, barriers, attack, defense, crits, rb_game_get_crits_needed (game));
      if (rb_game_is_beaten (game))
        {
          g_autofree char *beaten = g_strdup_printf (_("%s · %s is beaten!"), clash, champion);

          g_free (clash);
          clash = g_steal_pointer (&beaten);
        }
    }
  else if (game->step == RB_STEP_FIRST_DEFENDER)
    clash = g_strdup_printf (_("Defense %d, barriers %d"), rb_gang_get_defense (&game->defense),
                             rb_gang_get_barriers (&game->defense));
  gtk_label_set_label (self->clash, clash != NULL ? clash : "");
  gtk_widget_set_visible (GTK_WIDGET (self->clash), clash != NULL);
}

void
_mc_rumble_phase_panel_refresh_battle (McRumblePhasePanel *self,
                                       const RbGame       *game,
                                       GPtrArray          *reasons)
{
  const char *champion = game->players[game->champion].name;
  g_autofree char *heading = NULL;
  g_autofree char *detail = NULL;
  RbAction action;

  gtk_widget_set_visible (self->reveal_box, game->step != RB_STEP_NAME_FACTION);
  gtk_widget_set_visible (self->faction_box, game->step == RB_STEP_NAME_FACTION);
  gtk_widget_set_visible (self->controls[MC_RUMBLE_CONTROL_SURRENDER], game->step == RB_STEP_CLASH);
  gtk_widget_set_visible (self->controls[MC_RUMBLE_CONTROL_SURRENDER_LOOP], game->step == RB_STEP_CLASH);

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
      detail = g_strdup (_("No Bot of that faction may join the gang that defends."));
      break;
    }
  gtk_label_set_label (self->heading, heading);
  gtk_label_set_label (self->detail, detail);
  refresh_clash (self, game);
  mc_rumble_clash_view_update (self->clash_view, game);

  if (game->step == RB_STEP_NAME_FACTION)
    {
      guint faction = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_CONTROL_FACTION]));

      rb_action_init_name_faction (&action, (guint) game->champion, (RbFaction) faction);
      _mc_rumble_panel_offer (self, MC_RUMBLE_CONTROL_NAME_FACTION, &action, reasons);
      return;
    }
  update_reveal_bots (self, game);
  show_known_numbers (self, game);
  get_reveal (self, &action);
  _mc_rumble_panel_offer (self, MC_RUMBLE_CONTROL_REVEAL, &action, reasons);
  if (game->step == RB_STEP_CLASH)
    {
      rb_action_init_surrender (&action, (guint) game->challenger, FALSE);
      _mc_rumble_panel_offer (self, MC_RUMBLE_CONTROL_SURRENDER, &action, reasons);
      /* Its reason would only repeat the other's: not listed. */
      rb_action_init_surrender (&action, (guint) game->challenger, TRUE);
      _mc_rumble_panel_offer (self, MC_RUMBLE_CONTROL_SURRENDER_LOOP, &action, NULL);
      /* Always allowed in a clash: say when it is meant for. */
      if (gtk_widget_get_sensitive (self->controls[MC_RUMBLE_CONTROL_SURRENDER_LOOP]))
        gtk_widget_set_tooltip_text (self->controls[MC_RUMBLE_CONTROL_SURRENDER_LOOP],
                                     _("Only when abilities would go round for ever: the Challenger "
                                       "surrenders with cards still in the deck (loop rule)."));
    }
}

/* The Battle Phase: the clash, the next card revealed, surrender; or
 * the faction the new Champion names. */
void
_mc_rumble_phase_panel_init_battle (McRumblePhasePanel *self)
{
  GtkWidget *surrender_loop, *fields;

  self->battle_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->clash = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->clash, TRUE);
  gtk_label_set_xalign (self->clash, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->clash), "heading");
  gtk_box_append (GTK_BOX (self->battle_box), GTK_WIDGET (self->clash));
  self->clash_view = MC_RUMBLE_CLASH_VIEW (mc_rumble_clash_view_new ());
  gtk_box_append (GTK_BOX (self->battle_box), GTK_WIDGET (self->clash_view));

  self->reveal_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  fields = mc_rumble_form_wrap_box (1);
  self->reveal_names = gtk_string_list_new (NULL);
  /* Translators: the first item of "Which Bot": a card revealed without saying which */
  gtk_string_list_append (self->reveal_names, _("Not named"));
  _mc_rumble_panel_add_field (self, fields, MC_RUMBLE_CONTROL_REVEAL_BOT,
             _mc_rumble_panel_bot_drop_down (self->reveal_names, _("Which Bot")), _("Which Bot"));
  _mc_rumble_panel_add_field (self, fields, MC_RUMBLE_CONTROL_REVEAL_FACTION,
             mc_rumble_form_faction_list (_("Faction entered"), _("No faction")), _("Faction entered"));
  gtk_box_append (GTK_BOX (self->reveal_box), fields);
  /* The four numbers two by two on a phone, in one row on a laptop. */
  fields = mc_rumble_form_wrap_box (2);
  _mc_rumble_panel_add_field (self, fields, MC_RUMBLE_CONTROL_REVEAL_ATTACK,
                              mc_rumble_form_number_entry (_("Attack")), _("Attack"));
  _mc_rumble_panel_add_field (self, fields, MC_RUMBLE_CONTROL_REVEAL_DEFENSE,
                              mc_rumble_form_number_entry (_("Defense")), _("Defense"));
  _mc_rumble_panel_add_field (self, fields, MC_RUMBLE_CONTROL_REVEAL_CRITS, mc_rumble_form_number_entry (_("Crits")),
             _("Crits"));
  _mc_rumble_panel_add_field (self, fields, MC_RUMBLE_CONTROL_REVEAL_BARRIERS,
             mc_rumble_form_number_entry (_("Barriers")), _("Barriers"));
  gtk_box_append (GTK_BOX (self->reveal_box), fields);
  fields = mc_rumble_form_wrap_box (1);
  gtk_flow_box_append (GTK_FLOW_BOX (fields),
                       _mc_rumble_panel_action_button (self, MC_RUMBLE_CONTROL_REVEAL, _("_Reveal"),
                                                       G_CALLBACK (reveal_clicked_cb)));
  gtk_flow_box_append (GTK_FLOW_BOX (fields),
                       _mc_rumble_panel_action_button (self, MC_RUMBLE_CONTROL_SURRENDER, _("_Surrender"),
                                      G_CALLBACK (surrender_clicked_cb)));
  /* Translators: RB-C19: surrendering because abilities would loop for ever */
  surrender_loop = _mc_rumble_panel_action_button (self, MC_RUMBLE_CONTROL_SURRENDER_LOOP,
                                                   _("Surrender: Endless _Loop"),
                                                   G_CALLBACK (surrender_loop_clicked_cb));
  gtk_widget_remove_css_class (surrender_loop, "pill");
  gtk_widget_add_css_class (surrender_loop, "flat");
  gtk_flow_box_append (GTK_FLOW_BOX (fields), surrender_loop);
  gtk_box_append (GTK_BOX (self->reveal_box), fields);
  gtk_box_append (GTK_BOX (self->battle_box), self->reveal_box);
  _mc_rumble_panel_set_activates (self, MC_RUMBLE_CONTROL_REVEAL_ATTACK, MC_RUMBLE_CONTROL_REVEAL);
  _mc_rumble_panel_set_activates (self, MC_RUMBLE_CONTROL_REVEAL_DEFENSE, MC_RUMBLE_CONTROL_REVEAL);
  _mc_rumble_panel_set_activates (self, MC_RUMBLE_CONTROL_REVEAL_CRITS, MC_RUMBLE_CONTROL_REVEAL);
  _mc_rumble_panel_set_activates (self, MC_RUMBLE_CONTROL_REVEAL_BARRIERS, MC_RUMBLE_CONTROL_REVEAL);

  self->faction_box = mc_rumble_form_wrap_box (1);
  {
    g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
    GtkWidget *factions;

    for (int f = 0; f < RB_N_FACTIONS; f++)
      gtk_string_list_append (model, rb_faction_get_name ((RbFaction) f));
    factions = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (model)), NULL);
    gtk_accessible_update_property (GTK_ACCESSIBLE (factions), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Faction named"), -1);
    _mc_rumble_panel_add_field (self, self->faction_box, MC_RUMBLE_CONTROL_FACTION, factions, _("Faction named"));
  }
  gtk_flow_box_append (GTK_FLOW_BOX (self->faction_box),
                       _mc_rumble_panel_action_button (self, MC_RUMBLE_CONTROL_NAME_FACTION, _("_Name Faction"),
                                      G_CALLBACK (name_faction_clicked_cb)));
  gtk_box_append (GTK_BOX (self->battle_box), self->faction_box);
  gtk_box_append (GTK_BOX (self->box), self->battle_box);
}

/* Says which Bot is being revealed, by its index in RbGame.bots. */
gboolean
mc_rumble_phase_panel_choose_revealed (McRumblePhasePanel *self,
                                       int                 bot)
{
  g_return_val_if_fail (MC_IS_RUMBLE_PHASE_PANEL (self), FALSE);

  for (guint i = 0; i < self->n_reveal_bots; i++)
    if (self->reveal_bots[i] == bot)
      {
        gtk_drop_down_set_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_CONTROL_REVEAL_BOT]), i + 1);
        return TRUE;
      }
  return FALSE;
}
