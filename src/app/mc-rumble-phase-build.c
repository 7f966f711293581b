/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "mc-rumble-phase-panel-private.h"

/* The Build Phase of McRumblePhasePanel: the Bot's card and Build (from
 * the Laboratory row or the scanned hand), Recycle, Energize for scrap or
 * a Scan, Upgrade, and the end of the turn (RB-B1 to RB-B24, RB-V3 to
 * RB-V7). */

/* The card typed in the Build form, as the players read it; what they
 * left empty comes from the cards file when it knows the name. */
static void
get_build (McRumblePhasePanel *self,
           RbAction           *action)
{
  const RbGame *game = _mc_rumble_panel_get_game (self);
  guint faction = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_CONTROL_CARD_FACTION]));
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->controls[MC_RUMBLE_CONTROL_CARD_NAME]));
  gboolean from_hand = gtk_widget_get_visible (self->controls[MC_RUMBLE_CONTROL_BUILD_FROM])
                       && gtk_drop_down_get_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_CONTROL_BUILD_FROM])) == 1;
  RbCard card;

  rb_card_init (&card, name, _mc_rumble_panel_number (self, MC_RUMBLE_CONTROL_CARD_TIER),
                faction >= 1 && faction <= RB_N_FACTIONS ? RB_FACTION_BIT (faction - 1) : 0,
                _mc_rumble_panel_number (self, MC_RUMBLE_CONTROL_CARD_COST),
                _mc_rumble_panel_number (self, MC_RUMBLE_CONTROL_CARD_RECYCLE));
  card.contraption = faction == FACTION_CONTRAPTION;
  mc_bot_recall_fill_card (self->cards, &card);
  rb_action_init_build (action, (guint) game->turn, from_hand, &card);
}

/* The Bot chosen to recycle, its value typed only when the app does not
 * know it yet (RB-B12). */
static gboolean
get_recycle (McRumblePhasePanel *self,
             RbAction           *action)
{
  const RbGame *game = _mc_rumble_panel_get_game (self);
  guint chosen = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_CONTROL_RECYCLE_BOT]));
  int value;

  if (chosen == GTK_INVALID_LIST_POSITION || chosen >= self->n_bots)
    return FALSE;
  value = _mc_rumble_panel_number (self, MC_RUMBLE_CONTROL_RECYCLE_VALUE);
  if (value == RB_UNKNOWN)
    value = mc_bot_recall_get_number (self->cards, game, self->bots[chosen], MC_BOT_NUMBER_RECYCLE);
  rb_action_init_recycle (action, (guint) game->turn, self->bots[chosen], value);
  return TRUE;
}

/* Energize for scrap, or to Scan a Laboratory deck (RB-B20); from the
 * Cryo-cell in the Showdown (RB-V7). */
static void
get_energize (McRumblePhasePanel *self,
              RbAction           *action)
{
  const RbGame *game = _mc_rumble_panel_get_game (self);
  guint scan = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_CONTROL_ENERGIZE_FOR]));
  gboolean cryo = gtk_widget_get_visible (self->controls[MC_RUMBLE_CONTROL_ENERGIZE_CRYO])
                  && gtk_check_button_get_active (GTK_CHECK_BUTTON (self->controls[MC_RUMBLE_CONTROL_ENERGIZE_CRYO]));

  if (scan == GTK_INVALID_LIST_POSITION || scan > RB_MAX_TIER)
    scan = 0;
  rb_action_init_energize (action, (guint) game->turn, cryo, (int) scan);
}

static void
recycle_clicked_cb (McRumblePhasePanel *self)
{
  RbAction action;

  if (get_recycle (self, &action))
    _mc_rumble_panel_apply (self, &action);
}

/* The builder's Bots, by name, for Recycle. */
static void
update_bots (McRumblePhasePanel *self,
             const RbGame       *game)
{
  int bots[RB_MAX_BOTS];
  guint n = 0;

  for (int i = 0; i < RB_MAX_BOTS; i++)
    if (game->bots[i].place == RB_BOT_OWNED && game->bots[i].owner == game->turn)
      bots[n++] = i;
  self->n_bots = _mc_rumble_panel_update_bot_list (self->bot_names, 0, self->bots, self->n_bots, game, bots, n);
}

/* The Build form's card, greyed from the cards file once its name is
 * known there. */
static void
show_known_card (McRumblePhasePanel *self)
{
  RbCard card;

  rb_card_init (&card, gtk_editable_get_text (GTK_EDITABLE (self->controls[MC_RUMBLE_CONTROL_CARD_NAME])),
                RB_UNKNOWN, 0, RB_UNKNOWN, RB_UNKNOWN);
  mc_bot_recall_fill_card (self->cards, &card);
  mc_rumble_form_set_known (self->controls[MC_RUMBLE_CONTROL_CARD_COST], card.cost);
  mc_rumble_form_set_known (self->controls[MC_RUMBLE_CONTROL_CARD_RECYCLE], card.recycle);
}

static void
build_clicked_cb (McRumblePhasePanel *self)
{
  RbAction action;

  get_build (self, &action);
  _mc_rumble_panel_apply (self, &action);
}

static void
upgrade_clicked_cb (McRumblePhasePanel *self)
{
  RbAction action;

  rb_action_init_upgrade (&action, (guint) _mc_rumble_panel_get_game (self)->turn);
  _mc_rumble_panel_apply (self, &action);
}

static void
energize_clicked_cb (McRumblePhasePanel *self)
{
  RbAction action;

  get_energize (self, &action);
  _mc_rumble_panel_apply (self, &action);
}

static void
end_turn_clicked_cb (McRumblePhasePanel *self)
{
  RbAction action;

  rb_action_init_end_turn (&action, (guint) _mc_rumble_panel_get_game (self)->turn);
  _mc_rumble_panel_apply (self, &action);
}

/* The scanned cards the builder holds (RB-B20), back under their decks
 * at the end of the turn (RB-B22). */
static char *
hand_text (const RbPlayer *player)
{
  GString *text = NULL;

  for (int t = RB_MIN_TIER; t <= RB_MAX_TIER; t++)
    if (player->hand[t] > 0)
      {
        if (text == NULL)
          text = g_string_new (_("Scanned cards in hand:"));
        else
          g_string_append_c (text, ',');
        g_string_append_c (text, ' ');
        /* Translators: scanned cards held, "2 of tier 3" */
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%d of tier %d", "%d of tier %d",
                                                   (gulong) player->hand[t]),
                                player->hand[t], t);
      }
  return text != NULL ? g_string_free (text, FALSE) : NULL;
}

/* A field shown or hidden with its place in the row, so that no gap
 * stays where it was. */
static void
show_field (GtkWidget *field,
            gboolean   shown)
{
  GtkWidget *child = gtk_widget_get_ancestor (field, GTK_TYPE_FLOW_BOX_CHILD);

  gtk_widget_set_visible (field, shown);
  if (child != NULL)
    gtk_widget_set_visible (child, shown);
}

void
_mc_rumble_phase_panel_refresh_build (McRumblePhasePanel *self,
                                      const RbGame       *game,
                                      GPtrArray          *reasons)
{
  const RbPlayer *player = &game->players[game->turn];
  int income = rb_game_get_income (game, (guint) game->turn);
  int bonus = rb_game_get_underdog_bonus (game, (guint) game->turn);
  gboolean showdown = rb_game_is_showdown (game);
  g_autofree char *heading = NULL;
  g_autofree char *detail = NULL;
  g_autofree char *hand = hand_text (player);
  g_autofree char *build = NULL;
  g_autofree char *upgrade = NULL;
  g_autofree char *energize = NULL;
  RbAction action;

  /* Translators: the Build Phase heading, "Ana's build turn · round 2" */
  heading = g_strdup_printf (_("%s's build turn · round %u"), player->name, rb_game_get_round (game));
  if (bonus > 0)
    /* Translators: RB-B3 and RB-B4 */
    detail = g_strdup_printf (_("Income: %d scrap, and %d more as the Underdog Bonus."), income, bonus);
  else
    detail = g_strdup_printf (_("Income: %d scrap; no Underdog Bonus."), income);
  gtk_label_set_label (self->heading, heading);
  gtk_label_set_label (self->detail, detail);

  /* Translators: a button with what is left of it this turn, "Build a Bot (2 left)" */
  build = g_strdup_printf (_("_Build a Bot (%d left)"), rb_game_get_builds_left (game));
  /* Without a limit in the Showdown (RB-V5, RB-V6). */
  upgrade = rb_game_get_upgrades_left (game) < 0 ? g_strdup (_("_Upgrade (no limit)"))
            : g_strdup_printf (_("_Upgrade (%d left)"), rb_game_get_upgrades_left (game));
  energize = rb_game_get_energize_left (game) < 0 ? g_strdup (_("_Energize (no limit)"))
             : g_strdup_printf (_("_Energize (%d left)"), rb_game_get_energize_left (game));
  gtk_button_set_label (GTK_BUTTON (self->controls[MC_RUMBLE_CONTROL_BUILD]), build);
  gtk_button_set_label (GTK_BUTTON (self->controls[MC_RUMBLE_CONTROL_UPGRADE]), upgrade);
  gtk_button_set_label (GTK_BUTTON (self->controls[MC_RUMBLE_CONTROL_ENERGIZE]), energize);

  /* Scanned cards can be built from the hand (RB-B21). */
  gtk_label_set_label (self->hand, hand != NULL ? hand : "");
  gtk_widget_set_visible (GTK_WIDGET (self->hand), hand != NULL);
  show_field (self->controls[MC_RUMBLE_CONTROL_BUILD_FROM], hand != NULL);
  show_field (self->controls[MC_RUMBLE_CONTROL_ENERGIZE_CRYO], showdown);

  /* The card's numbers first, in the form's words; then the rules'. */
  get_build (self, &action);
  if (action.build.card.tier == RB_UNKNOWN || action.build.card.cost == RB_UNKNOWN)
    {
      const char *missing = _("To build a Bot, enter the tier and the cost printed on its card.");

      gtk_widget_set_sensitive (self->controls[MC_RUMBLE_CONTROL_BUILD], FALSE);
      gtk_widget_set_tooltip_text (self->controls[MC_RUMBLE_CONTROL_BUILD], missing);
      g_ptr_array_add (reasons, g_strdup (missing));
    }
  else if (action.build.card.factions == 0 && !action.build.card.contraption)
    {
      const char *missing = _("To build a Bot, choose its faction, or Contraption.");

      gtk_widget_set_sensitive (self->controls[MC_RUMBLE_CONTROL_BUILD], FALSE);
      gtk_widget_set_tooltip_text (self->controls[MC_RUMBLE_CONTROL_BUILD], missing);
      g_ptr_array_add (reasons, g_strdup (missing));
    }
  else
    _mc_rumble_panel_offer (self, MC_RUMBLE_CONTROL_BUILD, &action, reasons);
  show_known_card (self);

  update_bots (self, game);
  if (get_recycle (self, &action))
    _mc_rumble_panel_offer (self, MC_RUMBLE_CONTROL_RECYCLE, &action, reasons);
  else
    gtk_widget_set_sensitive (self->controls[MC_RUMBLE_CONTROL_RECYCLE], FALSE);
  rb_action_init_upgrade (&action, (guint) game->turn);
  _mc_rumble_panel_offer (self, MC_RUMBLE_CONTROL_UPGRADE, &action, reasons);
  get_energize (self, &action);
  _mc_rumble_panel_offer (self, MC_RUMBLE_CONTROL_ENERGIZE, &action, reasons);
  rb_action_init_end_turn (&action, (guint) game->turn);
  _mc_rumble_panel_offer (self, MC_RUMBLE_CONTROL_END_TURN, &action, reasons);
}

/* The Build Phase: a Bot's card and Build; Recycle; Energize and
 * Upgrade; then a card's ability and the end of the turn. */
void
_mc_rumble_phase_panel_init_build (McRumblePhasePanel *self)
{
  const char *from[] = { _("Laboratory row"), _("Scanned cards in hand"), NULL };
  g_autofree char *scan1 = g_strdup_printf (_("Scan the tier-%d deck"), 1);
  g_autofree char *scan2 = g_strdup_printf (_("Scan the tier-%d deck"), 2);
  g_autofree char *scan3 = g_strdup_printf (_("Scan the tier-%d deck"), 3);
  g_autofree char *scan4 = g_strdup_printf (_("Scan the tier-%d deck"), 4);
  const char *energize_for[] = { _("Scrap"), scan1, scan2, scan3, scan4, NULL };
  GtkWidget *fields, *name, *factions, *cryo;

  self->build_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (self->build_box), mc_rumble_form_section (_("Build a Bot")));
  self->hand = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->hand, TRUE);
  gtk_label_set_xalign (self->hand, 0);
  gtk_box_append (GTK_BOX (self->build_box), GTK_WIDGET (self->hand));
  fields = mc_rumble_form_wrap_box (1);
  name = gtk_entry_new ();
  gtk_accessible_update_property (GTK_ACCESSIBLE (name), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Bot's name"), -1);
  _mc_rumble_panel_add_field (self, fields, MC_RUMBLE_CONTROL_CARD_NAME, name, _("Bot's name"));
  factions = mc_rumble_form_faction_list (_("Faction"), _("Not entered"));
  gtk_string_list_append (GTK_STRING_LIST (gtk_drop_down_get_model (GTK_DROP_DOWN (factions))), _("Contraption"));
  _mc_rumble_panel_add_field (self, fields, MC_RUMBLE_CONTROL_CARD_FACTION, factions, _("Faction"));
  _mc_rumble_panel_add_field (self, fields, MC_RUMBLE_CONTROL_BUILD_FROM,
                              _mc_rumble_panel_drop_down (from, _("Built from")), _("Built from"));
  gtk_box_append (GTK_BOX (self->build_box), fields);
  /* The numbers side by side even on a phone: they are short. */
  fields = mc_rumble_form_wrap_box (3);
  _mc_rumble_panel_add_field (self, fields, MC_RUMBLE_CONTROL_CARD_TIER, mc_rumble_form_number_entry (_("Tier")),
                              _("Tier"));
  _mc_rumble_panel_add_field (self, fields, MC_RUMBLE_CONTROL_CARD_COST, mc_rumble_form_number_entry (_("Cost")),
                              _("Cost"));
  _mc_rumble_panel_add_field (self, fields, MC_RUMBLE_CONTROL_CARD_RECYCLE,
                              mc_rumble_form_number_entry (_("Recycle value")), _("Recycle value"));
  gtk_box_append (GTK_BOX (self->build_box), fields);
  fields = mc_rumble_form_wrap_box (1);
  gtk_flow_box_append (GTK_FLOW_BOX (fields),
                       _mc_rumble_panel_action_button (self, MC_RUMBLE_CONTROL_BUILD, _("_Build a Bot"),
                                                       G_CALLBACK (build_clicked_cb)));
  gtk_box_append (GTK_BOX (self->build_box), fields);

  /* Recycle: any number of times (RB-B5), a Bot not built this phase. */
  gtk_box_append (GTK_BOX (self->build_box), mc_rumble_form_section (_("Recycle")));
  fields = mc_rumble_form_wrap_box (1);
  self->bot_names = gtk_string_list_new (NULL);
  _mc_rumble_panel_add_field (self, fields, MC_RUMBLE_CONTROL_RECYCLE_BOT,
                              _mc_rumble_panel_bot_drop_down (self->bot_names, _("Bot to recycle")),
                              _("Bot to recycle"));
  _mc_rumble_panel_add_field (self, fields, MC_RUMBLE_CONTROL_RECYCLE_VALUE,
                              mc_rumble_form_number_entry (_("Its recycle value")), _("Its recycle value"));
  gtk_flow_box_append (GTK_FLOW_BOX (fields),
                       _mc_rumble_panel_action_button (self, MC_RUMBLE_CONTROL_RECYCLE, _("Re_cycle"),
                                                       G_CALLBACK (recycle_clicked_cb)));
  gtk_box_append (GTK_BOX (self->build_box), fields);

  /* Energize: scrap or a Scan (RB-B18, RB-B20); the Cryo-cell in the
   * Showdown (RB-V7). Upgrade (RB-B16). */
  gtk_box_append (GTK_BOX (self->build_box), mc_rumble_form_section (_("Energize and Upgrade")));
  fields = mc_rumble_form_wrap_box (1);
  _mc_rumble_panel_add_field (self, fields, MC_RUMBLE_CONTROL_ENERGIZE_FOR,
                              _mc_rumble_panel_drop_down (energize_for, _("Energize for")), _("Energize for"));
  cryo = gtk_check_button_new_with_label (_("From the Cryo-cell"));
  gtk_widget_set_valign (cryo, GTK_ALIGN_END);
  _mc_rumble_panel_add_field (self, fields, MC_RUMBLE_CONTROL_ENERGIZE_CRYO, cryo, NULL);
  gtk_flow_box_append (GTK_FLOW_BOX (fields),
                       _mc_rumble_panel_action_button (self, MC_RUMBLE_CONTROL_ENERGIZE, _("_Energize"),
                                                       G_CALLBACK (energize_clicked_cb)));
  gtk_flow_box_append (GTK_FLOW_BOX (fields),
                       _mc_rumble_panel_action_button (self, MC_RUMBLE_CONTROL_UPGRADE, _("_Upgrade"),
                                                       G_CALLBACK (upgrade_clicked_cb)));
  gtk_box_append (GTK_BOX (self->build_box), fields);

  fields = mc_rumble_form_wrap_box (1);
  gtk_widget_set_margin_top (fields, 6);
  gtk_flow_box_append (GTK_FLOW_BOX (fields), _mc_rumble_panel_action_button (self, MC_RUMBLE_CONTROL_END_TURN,
                                                             _("E_nd Build Turn"),
                                                             G_CALLBACK (end_turn_clicked_cb)));
  gtk_widget_add_css_class (self->controls[MC_RUMBLE_CONTROL_END_TURN], "suggested-action");
  gtk_box_append (GTK_BOX (self->build_box), fields);
  gtk_box_append (GTK_BOX (self->box), self->build_box);

  _mc_rumble_panel_set_activates (self, MC_RUMBLE_CONTROL_CARD_NAME, MC_RUMBLE_CONTROL_BUILD);
  _mc_rumble_panel_set_activates (self, MC_RUMBLE_CONTROL_CARD_TIER, MC_RUMBLE_CONTROL_BUILD);
  _mc_rumble_panel_set_activates (self, MC_RUMBLE_CONTROL_CARD_COST, MC_RUMBLE_CONTROL_BUILD);
  _mc_rumble_panel_set_activates (self, MC_RUMBLE_CONTROL_CARD_RECYCLE, MC_RUMBLE_CONTROL_BUILD);
  _mc_rumble_panel_set_activates (self, MC_RUMBLE_CONTROL_RECYCLE_VALUE, MC_RUMBLE_CONTROL_RECYCLE);
}
