/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "mc-rumble-phase-build.h"

/* The Build Phase of the phase panel (mc-rumble-phase-build.h). A Bot
 * is built by picking its name from the Bots the cards file knows: only
 * what it does not know yet is asked. */

/* The Build form's faction list: not entered yet, the six factions, and
 * a Contraption (no faction, RB-K10). */
#define FACTION_CONTRAPTION (1 + RB_N_FACTIONS)

#define CONTROL(self, which) ((self)->ctx->controls[MC_RUMBLE_CONTROL_##which])

/* The factions chosen in the Build form, as RbFaction bits; one or two
 * (RB-K18), 0 for a Contraption or none yet. */
static guint
chosen_factions (McRumblePhaseBuild *self)
{
  guint first = gtk_drop_down_get_selected (GTK_DROP_DOWN (CONTROL (self, CARD_FACTION)));
  guint second = gtk_drop_down_get_selected (GTK_DROP_DOWN (CONTROL (self, CARD_FACTION2)));
  guint factions = 0;

  if (first >= 1 && first <= RB_N_FACTIONS)
    factions |= RB_FACTION_BIT (first - 1);
  if (factions != 0 && second >= 1 && second <= RB_N_FACTIONS)
    factions |= RB_FACTION_BIT (second - 1);
  return factions;
}

/* The card typed in the Build form, as the players read it; what they
 * left empty comes from the cards file when it knows the name. */
static void
get_build (McRumblePhaseBuild *self,
           RbAction           *action)
{
  const RbGame *game = mc_rumble_phase_context_get_game (self->ctx);
  guint faction = gtk_drop_down_get_selected (GTK_DROP_DOWN (CONTROL (self, CARD_FACTION)));
  const char *name = gtk_editable_get_text (GTK_EDITABLE (CONTROL (self, CARD_NAME)));
  gboolean from_hand = gtk_widget_get_visible (CONTROL (self, BUILD_FROM))
                       && gtk_drop_down_get_selected (GTK_DROP_DOWN (CONTROL (self, BUILD_FROM))) == 1;
  RbCard card;

  rb_card_init (&card, name, mc_rumble_phase_context_number (self->ctx, MC_RUMBLE_CONTROL_CARD_TIER),
                chosen_factions (self), mc_rumble_phase_context_number (self->ctx, MC_RUMBLE_CONTROL_CARD_COST),
                mc_rumble_phase_context_number (self->ctx, MC_RUMBLE_CONTROL_CARD_RECYCLE));
  card.contraption = faction == FACTION_CONTRAPTION;
  mc_bot_recall_fill_card (self->ctx->cards, &card);
  rb_action_init_build (action, (guint) game->turn, from_hand, &card);
}

/* The Bot chosen to recycle, its value typed only when the app does not
 * know it yet (RB-B12). */
static gboolean
get_recycle (McRumblePhaseBuild *self,
             RbAction           *action)
{
  const RbGame *game = mc_rumble_phase_context_get_game (self->ctx);
  guint chosen = gtk_drop_down_get_selected (GTK_DROP_DOWN (CONTROL (self, RECYCLE_BOT)));
  int value;

  if (chosen == GTK_INVALID_LIST_POSITION || chosen >= self->n_bots)
    return FALSE;
  value = mc_rumble_phase_context_number (self->ctx, MC_RUMBLE_CONTROL_RECYCLE_VALUE);
  if (value == RB_UNKNOWN)
    value = mc_bot_recall_get_number (self->ctx->cards, game, self->bots[chosen], MC_BOT_NUMBER_RECYCLE);
  rb_action_init_recycle (action, (guint) game->turn, self->bots[chosen], value);
  return TRUE;
}

/* Energize for scrap, or to Scan a Laboratory deck (RB-B20); from the
 * Cryo-cell in the Showdown (RB-V7). */
static void
get_energize (McRumblePhaseBuild *self,
              RbAction           *action)
{
  const RbGame *game = mc_rumble_phase_context_get_game (self->ctx);
  guint scan = gtk_drop_down_get_selected (GTK_DROP_DOWN (CONTROL (self, ENERGIZE_FOR)));
  gboolean cryo = gtk_widget_get_visible (CONTROL (self, ENERGIZE_CRYO))
                  && gtk_check_button_get_active (GTK_CHECK_BUTTON (CONTROL (self, ENERGIZE_CRYO)));

  if (scan == GTK_INVALID_LIST_POSITION || scan > RB_MAX_TIER)
    scan = 0;
  rb_action_init_energize (action, (guint) game->turn, cryo, (int) scan);
}

/* The panel's rumble.build, .recycle, .upgrade, .energize, .end-turn. */
void
mc_rumble_phase_build_activate (McRumblePhaseBuild *self,
                                McRumbleControl     control)
{
  const RbGame *game = mc_rumble_phase_context_get_game (self->ctx);
  RbAction action;

  if (game == NULL || game->phase != RB_PHASE_BUILD || game->over)
    return;
  if (control == MC_RUMBLE_CONTROL_BUILD)
    get_build (self, &action);
  else if (control == MC_RUMBLE_CONTROL_RECYCLE)
    {
      if (!get_recycle (self, &action))
        return;
    }
  else if (control == MC_RUMBLE_CONTROL_UPGRADE)
    rb_action_init_upgrade (&action, (guint) game->turn);
  else if (control == MC_RUMBLE_CONTROL_ENERGIZE)
    get_energize (self, &action);
  else if (control == MC_RUMBLE_CONTROL_END_TURN)
    rb_action_init_end_turn (&action, (guint) game->turn);
  else
    g_return_if_reached ();
  mc_rumble_phase_context_apply (self->ctx, &action);
}

/* The builder's Bots, by name, for Recycle. */
static void
update_bots (McRumblePhaseBuild *self,
             const RbGame       *game)
{
  int bots[RB_MAX_BOTS];
  guint n = 0;

  for (int i = 0; i < RB_MAX_BOTS; i++)
    if (game->bots[i].place == RB_BOT_OWNED && game->bots[i].owner == game->turn)
      bots[n++] = i;
  self->n_bots = mc_rumble_phase_update_bot_list (self->bot_names, 0, self->bots, self->n_bots, game, bots, n);
}

static gboolean
is_starter_key (const char *name)
{
  return g_str_equal (name, "Bulby") || g_str_equal (name, "Mechchicken") || g_str_equal (name, "Wrench Toast");
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_utf8_collate (*(const char * const *) a, *(const char * const *) b);
}

/* The Bots the cards file knows, by name (the starting Bots are never
 * built: RB-S10), after "A Bot not in the list"; rebuilt when they change. */
static void
update_known (McRumblePhaseBuild *self)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  guint n = self->ctx->cards != NULL ? mc_card_memory_get_n_bots (self->ctx->cards) : 0;
  guint have = g_list_model_get_n_items (G_LIST_MODEL (self->known_names));
  gboolean same;

  for (guint i = 0; i < n; i++)
    {
      const McBotCard *bot = mc_card_memory_get_bot (self->ctx->cards, i);

      if (!is_starter_key (bot->name))
        g_ptr_array_add (names, bot->name);
    }
  g_ptr_array_sort (names, compare_names);
  same = have == names->len + 1;
  for (guint i = 0; same && i < names->len; i++)
    same = g_str_equal (gtk_string_list_get_string (self->known_names, i + 1), g_ptr_array_index (names, i));
  if (same)
    return;
  g_ptr_array_add (names, NULL);
  gtk_string_list_splice (self->known_names, 1, have - 1, (const char * const *) names->pdata);
}

/* A Bot picked from the list: its name is known, and so is what the
 * cards file holds of it; only the rest is asked. */
static void
show_known_card (McRumblePhaseBuild *self)
{
  guint picked = gtk_drop_down_get_selected (GTK_DROP_DOWN (CONTROL (self, CARD_KNOWN)));
  const McBotCard *known = NULL;
  guint faction = gtk_drop_down_get_selected (GTK_DROP_DOWN (CONTROL (self, CARD_FACTION)));
  RbCard card;

  if (picked != GTK_INVALID_LIST_POSITION && picked > 0 && self->ctx->cards != NULL)
    known = mc_card_memory_find_bot (self->ctx->cards, gtk_string_list_get_string (self->known_names, picked));
  rb_card_init (&card, gtk_editable_get_text (GTK_EDITABLE (CONTROL (self, CARD_NAME))),
                RB_UNKNOWN, 0, RB_UNKNOWN, RB_UNKNOWN);
  mc_bot_recall_fill_card (self->ctx->cards, &card);
  mc_rumble_phase_show_field (CONTROL (self, CARD_NAME), known == NULL);
  mc_rumble_phase_show_field (CONTROL (self, CARD_FACTION), known == NULL || known->factions == 0);
  mc_rumble_phase_show_field (CONTROL (self, CARD_FACTION2), (known == NULL || known->factions == 0)
                                             && faction >= 1 && faction <= RB_N_FACTIONS);
  mc_rumble_phase_show_field (CONTROL (self, CARD_COST), known == NULL || known->cost == RB_UNKNOWN);
  mc_rumble_phase_show_field (CONTROL (self, CARD_RECYCLE), known == NULL || known->recycle == RB_UNKNOWN);
  mc_rumble_form_set_known (CONTROL (self, CARD_COST), card.cost);
  mc_rumble_form_set_known (CONTROL (self, CARD_RECYCLE), card.recycle);
}

static void
known_picked_cb (McRumblePhaseBuild *self)
{
  guint picked = gtk_drop_down_get_selected (GTK_DROP_DOWN (CONTROL (self, CARD_KNOWN)));

  gtk_editable_set_text (GTK_EDITABLE (CONTROL (self, CARD_NAME)),
                         picked != GTK_INVALID_LIST_POSITION && picked > 0
                         ? gtk_string_list_get_string (self->known_names, picked) : "");
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

static void
offer_build (McRumblePhaseBuild *self,
             GPtrArray          *reasons)
{
  RbAction action;

  /* The card's numbers first, in the form's words; then the rules'. */
  get_build (self, &action);
  if (action.build.card.tier == RB_UNKNOWN || action.build.card.cost == RB_UNKNOWN)
    mc_rumble_phase_context_refuse (self->ctx, MC_RUMBLE_CONTROL_BUILD,
                                    _("To build a Bot, enter the tier and the cost printed on its card."), reasons);
  else if (action.build.card.factions == 0 && !action.build.card.contraption)
    mc_rumble_phase_context_refuse (self->ctx, MC_RUMBLE_CONTROL_BUILD,
                                    _("To build a Bot, choose its faction, or Contraption."), reasons);
  else
    mc_rumble_phase_context_offer (self->ctx, MC_RUMBLE_CONTROL_BUILD, &action, reasons);
}

/* RB-B20: a Scan draws from a tier up to the Workshop's, so only those
 * are offered; each build turn starts from scrap, whatever the player
 * before chose. Item i of the list is "Scan the tier-i deck". */
static void
offer_scan_tiers (McRumblePhaseBuild *self,
                  const RbGame       *game)
{
  GtkDropDown *drop_down = GTK_DROP_DOWN (CONTROL (self, ENERGIZE_FOR));
  GtkStringList *items = GTK_STRING_LIST (gtk_drop_down_get_model (drop_down));
  guint tiers = (guint) CLAMP (game->players[game->turn].tier, 0, RB_MAX_TIER);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (items));
  guint turn = rb_game_get_round (game) * (RB_MAX_PLAYERS + 1) + (guint) game->turn + 1;

  if (turn != self->scan_turn || gtk_drop_down_get_selected (drop_down) > tiers)
    gtk_drop_down_set_selected (drop_down, 0);
  self->scan_turn = turn;
  if (n > tiers + 1)
    gtk_string_list_splice (items, tiers + 1, n - (tiers + 1), NULL);
  for (guint tier = n; tier <= tiers; tier++)
    {
      g_autofree char *scan = g_strdup_printf (_("Scan the tier-%d deck"), (int) tier);

      gtk_string_list_append (items, scan);
    }
}

void
mc_rumble_phase_build_refresh (McRumblePhaseBuild *self,
                               const RbGame       *game,
                               GPtrArray          *reasons)
{
  const RbPlayer *player = &game->players[game->turn];
  int income = rb_game_get_income (game, (guint) game->turn);
  int bonus = rb_game_get_underdog_bonus (game, (guint) game->turn);
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
  gtk_label_set_label (self->ctx->heading, heading);
  gtk_label_set_label (self->ctx->detail, detail);

  /* Translators: a button with what is left of it this turn, "Build a Bot (2 left)" */
  build = g_strdup_printf (_("_Build a Bot (%d left)"), rb_game_get_builds_left (game));
  /* Without a limit in the Showdown (RB-V5, RB-V6). */
  upgrade = rb_game_get_upgrades_left (game) < 0 ? g_strdup (_("_Upgrade (no limit)"))
            : g_strdup_printf (_("_Upgrade (%d left)"), rb_game_get_upgrades_left (game));
  energize = rb_game_get_energize_left (game) < 0 ? g_strdup (_("_Energize (no limit)"))
             : g_strdup_printf (_("_Energize (%d left)"), rb_game_get_energize_left (game));
  gtk_button_set_label (GTK_BUTTON (CONTROL (self, BUILD)), build);
  gtk_button_set_label (GTK_BUTTON (CONTROL (self, UPGRADE)), upgrade);
  gtk_button_set_label (GTK_BUTTON (CONTROL (self, ENERGIZE)), energize);

  /* Scanned cards can be built from the hand (RB-B21). */
  gtk_label_set_label (self->hand, hand != NULL ? hand : "");
  gtk_widget_set_visible (GTK_WIDGET (self->hand), hand != NULL);
  mc_rumble_phase_show_field (CONTROL (self, BUILD_FROM), hand != NULL);
  mc_rumble_phase_show_field (CONTROL (self, ENERGIZE_CRYO), rb_game_is_showdown (game));
  offer_scan_tiers (self, game);

  update_known (self);
  show_known_card (self);
  offer_build (self, reasons);

  update_bots (self, game);
  if (get_recycle (self, &action))
    mc_rumble_phase_context_offer (self->ctx, MC_RUMBLE_CONTROL_RECYCLE, &action, reasons);
  else
    gtk_widget_action_set_enabled (self->ctx->owner, mc_rumble_phase_action_name (MC_RUMBLE_CONTROL_RECYCLE), FALSE);
  rb_action_init_upgrade (&action, (guint) game->turn);
  mc_rumble_phase_context_offer (self->ctx, MC_RUMBLE_CONTROL_UPGRADE, &action, reasons);
  get_energize (self, &action);
  mc_rumble_phase_context_offer (self->ctx, MC_RUMBLE_CONTROL_ENERGIZE, &action, reasons);
  rb_action_init_end_turn (&action, (guint) game->turn);
  mc_rumble_phase_context_offer (self->ctx, MC_RUMBLE_CONTROL_END_TURN, &action, reasons);
}

/* What was typed for the last action, cleared once it is applied. */
void
mc_rumble_phase_build_clear (McRumblePhaseBuild *self)
{
  McRumbleControl entries[] = {
    MC_RUMBLE_CONTROL_RECYCLE_VALUE, MC_RUMBLE_CONTROL_CARD_NAME, MC_RUMBLE_CONTROL_CARD_TIER,
    MC_RUMBLE_CONTROL_CARD_COST, MC_RUMBLE_CONTROL_CARD_RECYCLE,
  };

  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    gtk_editable_set_text (GTK_EDITABLE (self->ctx->controls[entries[i]]), "");
  /* A faction left from the card before would be entered without a
   * look at the new one: each card's is chosen afresh. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (CONTROL (self, CARD_KNOWN)), 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (CONTROL (self, CARD_FACTION)), 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (CONTROL (self, CARD_FACTION2)), 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (CONTROL (self, BUILD_FROM)), 0);
}

/* Chooses the Bot to recycle by its index in RbGame.bots. */
gboolean
mc_rumble_phase_build_choose_bot (McRumblePhaseBuild *self,
                                  int                 bot)
{
  for (guint i = 0; i < self->n_bots; i++)
    if (self->bots[i] == bot)
      {
        gtk_drop_down_set_selected (GTK_DROP_DOWN (CONTROL (self, RECYCLE_BOT)), i);
        return TRUE;
      }
  return FALSE;
}

/* Picks a Bot the cards file knows, by name, as from the list. */
gboolean
mc_rumble_phase_build_choose_known (McRumblePhaseBuild *self,
                                    const char         *name)
{
  update_known (self);
  for (guint i = 1; i < g_list_model_get_n_items (G_LIST_MODEL (self->known_names)); i++)
    if (g_str_equal (gtk_string_list_get_string (self->known_names, i), name))
      {
        gtk_drop_down_set_selected (GTK_DROP_DOWN (CONTROL (self, CARD_KNOWN)), i);
        return TRUE;
      }
  return FALSE;
}

static GtkWidget *
button_row (GtkWidget *first,
            ...)
{
  GtkWidget *row = mc_rumble_form_wrap_box (1);
  va_list args;

  va_start (args, first);
  for (GtkWidget *button = first; button != NULL; button = va_arg (args, GtkWidget *))
    gtk_flow_box_append (GTK_FLOW_BOX (row), button);
  va_end (args);
  return row;
}

static GtkWidget *
init_card_fields (McRumblePhaseBuild *self)
{
  McRumblePhaseContext *ctx = self->ctx;
  const char *from[] = { _("Laboratory row"), _("Scanned cards in hand"), NULL };
  GtkWidget *fields = mc_rumble_form_wrap_box (1);
  GtkWidget *name, *factions, *known;

  self->known_names = gtk_string_list_new (NULL);
  /* Translators: the first item of the list of Bots known by name */
  gtk_string_list_append (self->known_names, _("A Bot not in the list"));
  known = mc_rumble_phase_bot_drop_down (self->known_names, _("Bot to build"));
  gtk_drop_down_set_enable_search (GTK_DROP_DOWN (known), TRUE);
  {
    /* The drop-down takes its own reference to the expression. */
    g_autoptr(GtkExpression) by_name = gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string");

    gtk_drop_down_set_expression (GTK_DROP_DOWN (known), by_name);
  }
  mc_rumble_phase_context_add_field (ctx, fields, MC_RUMBLE_CONTROL_CARD_KNOWN, known, _("Bot to build"));
  g_signal_connect_swapped (known, "notify::selected", G_CALLBACK (known_picked_cb), self);
  name = gtk_entry_new ();
  gtk_accessible_update_property (GTK_ACCESSIBLE (name), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Bot's name"), -1);
  mc_rumble_phase_context_add_field (ctx, fields, MC_RUMBLE_CONTROL_CARD_NAME, name, _("Bot's name"));
  factions = mc_rumble_form_faction_list (_("Faction"), _("Not entered"));
  gtk_string_list_append (GTK_STRING_LIST (gtk_drop_down_get_model (GTK_DROP_DOWN (factions))), _("Contraption"));
  mc_rumble_phase_context_add_field (ctx, fields, MC_RUMBLE_CONTROL_CARD_FACTION, factions, _("Faction"));
  /* RB-K18: a Bot may have two factions. */
  mc_rumble_phase_context_add_field (ctx, fields, MC_RUMBLE_CONTROL_CARD_FACTION2,
                                     mc_rumble_form_faction_list (_("Second faction"), _("None")),
                                     _("Second faction"));
  mc_rumble_phase_context_add_field (ctx, fields, MC_RUMBLE_CONTROL_BUILD_FROM,
                                     mc_rumble_phase_drop_down (from, _("Built from")), _("Built from"));
  return fields;
}

/* The Build Phase: a Bot's card and Build; Recycle; Energize and
 * Upgrade; then the end of the turn. */
GtkWidget *
mc_rumble_phase_build_init (McRumblePhaseBuild   *self,
                            McRumblePhaseContext *ctx)
{
  g_autofree char *scan1 = g_strdup_printf (_("Scan the tier-%d deck"), 1);
  g_autofree char *scan2 = g_strdup_printf (_("Scan the tier-%d deck"), 2);
  g_autofree char *scan3 = g_strdup_printf (_("Scan the tier-%d deck"), 3);
  g_autofree char *scan4 = g_strdup_printf (_("Scan the tier-%d deck"), 4);
  const char *energize_for[] = { _("Scrap"), scan1, scan2, scan3, scan4, NULL };
  GtkWidget *fields, *cryo, *end_turn;

  self->ctx = ctx;
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  /* The end of the turn first: it is the action every turn has. */
  end_turn = mc_rumble_phase_context_button (ctx, MC_RUMBLE_CONTROL_END_TURN, _("E_nd Build Turn"));
  gtk_widget_add_css_class (end_turn, "suggested-action");
  gtk_box_append (GTK_BOX (self->box), button_row (end_turn, NULL));

  gtk_box_append (GTK_BOX (self->box), mc_rumble_form_section (_("Build a Bot")));
  self->hand = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->hand, TRUE);
  gtk_label_set_xalign (self->hand, 0);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->hand));
  gtk_box_append (GTK_BOX (self->box), init_card_fields (self));
  /* The numbers side by side even on a phone: they are short. */
  fields = mc_rumble_form_wrap_box (3);
  mc_rumble_phase_context_add_number (ctx, fields, MC_RUMBLE_CONTROL_CARD_TIER, _("Tier"));
  mc_rumble_phase_context_add_number (ctx, fields, MC_RUMBLE_CONTROL_CARD_COST, _("Cost"));
  mc_rumble_phase_context_add_number (ctx, fields, MC_RUMBLE_CONTROL_CARD_RECYCLE, _("Recycle value"));
  gtk_box_append (GTK_BOX (self->box), fields);
  gtk_box_append (GTK_BOX (self->box),
                  button_row (mc_rumble_phase_context_button (ctx, MC_RUMBLE_CONTROL_BUILD, _("_Build a Bot")), NULL));

  /* Recycle: any number of times (RB-B5), a Bot not built this phase. */
  gtk_box_append (GTK_BOX (self->box), mc_rumble_form_section (_("Recycle")));
  fields = mc_rumble_form_wrap_box (1);
  self->bot_names = gtk_string_list_new (NULL);
  mc_rumble_phase_context_add_field (ctx, fields, MC_RUMBLE_CONTROL_RECYCLE_BOT,
                                     mc_rumble_phase_bot_drop_down (self->bot_names, _("Bot to recycle")),
                                     _("Bot to recycle"));
  mc_rumble_phase_context_add_number (ctx, fields, MC_RUMBLE_CONTROL_RECYCLE_VALUE, _("Its recycle value"));
  gtk_flow_box_append (GTK_FLOW_BOX (fields), mc_rumble_phase_context_button (ctx, MC_RUMBLE_CONTROL_RECYCLE,
                                                                              _("Re_cycle")));
  gtk_box_append (GTK_BOX (self->box), fields);

  /* Energize: scrap or a Scan (RB-B18, RB-B20); the Cryo-cell in the
   * Showdown (RB-V7). Upgrade (RB-B16). */
  gtk_box_append (GTK_BOX (self->box), mc_rumble_form_section (_("Energize and Upgrade")));
  fields = mc_rumble_form_wrap_box (1);
  mc_rumble_phase_context_add_field (ctx, fields, MC_RUMBLE_CONTROL_ENERGIZE_FOR,
                                     mc_rumble_phase_drop_down (energize_for, _("Energize for")), _("Energize for"));
  cryo = gtk_check_button_new_with_label (_("From the Cryo-cell"));
  gtk_widget_set_valign (cryo, GTK_ALIGN_END);
  mc_rumble_phase_context_add_field (ctx, fields, MC_RUMBLE_CONTROL_ENERGIZE_CRYO, cryo, NULL);
  gtk_flow_box_append (GTK_FLOW_BOX (fields), mc_rumble_phase_context_button (ctx, MC_RUMBLE_CONTROL_ENERGIZE,
                                                                              _("_Energize")));
  gtk_flow_box_append (GTK_FLOW_BOX (fields), mc_rumble_phase_context_button (ctx, MC_RUMBLE_CONTROL_UPGRADE,
                                                                              _("_Upgrade")));
  gtk_box_append (GTK_BOX (self->box), fields);

  mc_rumble_phase_context_activates (ctx, MC_RUMBLE_CONTROL_CARD_NAME, MC_RUMBLE_CONTROL_BUILD);
  mc_rumble_phase_context_activates (ctx, MC_RUMBLE_CONTROL_CARD_TIER, MC_RUMBLE_CONTROL_BUILD);
  mc_rumble_phase_context_activates (ctx, MC_RUMBLE_CONTROL_CARD_COST, MC_RUMBLE_CONTROL_BUILD);
  mc_rumble_phase_context_activates (ctx, MC_RUMBLE_CONTROL_CARD_RECYCLE, MC_RUMBLE_CONTROL_BUILD);
  mc_rumble_phase_context_activates (ctx, MC_RUMBLE_CONTROL_RECYCLE_VALUE, MC_RUMBLE_CONTROL_RECYCLE);
  return self->box;
}

void
mc_rumble_phase_build_finish (McRumblePhaseBuild *self)
{
  g_clear_object (&self->known_names);
  g_clear_object (&self->bot_names);
}
