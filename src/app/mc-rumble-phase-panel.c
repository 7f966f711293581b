/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "journal/mc-bot-recall.h"
#include "rumble/rb-game.h"

#include "mc-rumble-ability-dialog.h"
#include "mc-rumble-clash-view.h"
#include "mc-rumble-form.h"
#include "mc-rumble-phase-panel.h"

/* A Rumblebots game's phases step by step: whose build turn, its income
 * with the Underdog Bonus, each build action with what is left of it, and
 * in the battle the clash between the Champion's defence and the
 * Challenger's cards as they are revealed. Every action is tried on a copy
 * of the game first: one the rules core would refuse is disabled, with
 * the core's reason next to it. Card numbers are typed from the card at
 * the table, or offered from what the cards file remembers of that name;
 * never filled in by the app (card-facts.md). */

/* The Build form's faction list: not entered yet, the six factions, and
 * a Contraption (no faction, RB-K10). */
#define FACTION_CONTRAPTION (1 + RB_N_FACTIONS)

struct _McRumblePhasePanel
{
  GtkWidget    parent_instance;

  McSession   *session;
  McCardMemory *cards;                    /* not owned: the window's */
  GtkWidget   *box;
  GtkLabel    *heading;
  GtkLabel    *detail;
  GtkWidget   *build_box;
  GtkWidget   *battle_box;
  GtkLabel    *hand;
  GtkLabel    *clash;
  McRumbleClashView *clash_view;
  GtkLabel    *reason;
  GtkWidget   *faction_box;
  GtkWidget   *reveal_box;
  GtkWidget   *controls[MC_RUMBLE_N_CONTROLS];
  GtkStringList *bot_names;               /* the Bots the builder may recycle */
  int          bots[RB_MAX_BOTS];         /* their indexes in RbGame.bots */
  guint        n_bots;
  GtkStringList *reveal_names;            /* "Not named", then the revealer's Bots */
  int          reveal_bots[RB_MAX_BOTS];
  guint        n_reveal_bots;
  gboolean     refreshing;
};

G_DEFINE_FINAL_TYPE (McRumblePhasePanel, mc_rumble_phase_panel, GTK_TYPE_WIDGET)

static void refresh (McRumblePhasePanel *self);

static int
number (McRumblePhasePanel *self,
        McRumbleControl     control)
{
  return mc_rumble_form_get_number (self->controls[control]);
}

static GtkWidget *
action_button (McRumblePhasePanel *self,
               McRumbleControl     control,
               const char         *label,
               GCallback           callback)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_add_css_class (button, "pill");
  g_signal_connect_swapped (button, "clicked", callback, self);
  self->controls[control] = button;
  return button;
}

static const RbGame *
get_game (McRumblePhasePanel *self)
{
  if (self->session == NULL || mc_session_get_game_kind (self->session) != MC_GAME_RUMBLEBOTS)
    return NULL;
  return mc_session_get_rumble_game (self->session);
}

/* Whether the rules core would take @action now; if not, why. */
static gboolean
check (McRumblePhasePanel *self,
       const RbAction     *action,
       char              **reason)
{
  const RbGame *game = get_game (self);
  g_autofree RbGame *copy = NULL;
  g_autoptr(GError) error = NULL;

  if (game == NULL)
    return FALSE;
  copy = g_memdup2 (game, sizeof *game);
  if (rb_game_apply (copy, action, NULL, &error))
    return TRUE;
  if (reason != NULL)
    *reason = g_strdup (error->message);
  return FALSE;
}

static void
apply (McRumblePhasePanel *self,
       const RbAction     *action)
{
  /* A refusal is shown by the window through McSession::refused. */
  mc_session_apply_rumble (self->session, action, NULL);
}

/* The card typed in the Build form, as the players read it; what they
 * left empty comes from the cards file when it knows the name. */
static void
get_build (McRumblePhasePanel *self,
           RbAction           *action)
{
  const RbGame *game = get_game (self);
  guint faction = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_CONTROL_CARD_FACTION]));
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->controls[MC_RUMBLE_CONTROL_CARD_NAME]));
  gboolean from_hand = gtk_widget_get_visible (self->controls[MC_RUMBLE_CONTROL_BUILD_FROM])
                       && gtk_drop_down_get_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_CONTROL_BUILD_FROM])) == 1;
  RbCard card;

  rb_card_init (&card, name, number (self, MC_RUMBLE_CONTROL_CARD_TIER),
                faction >= 1 && faction <= RB_N_FACTIONS ? RB_FACTION_BIT (faction - 1) : 0,
                number (self, MC_RUMBLE_CONTROL_CARD_COST), number (self, MC_RUMBLE_CONTROL_CARD_RECYCLE));
  card.contraption = faction == FACTION_CONTRAPTION;
  mc_bot_recall_fill_card (self->cards, &card);
  rb_action_init_build (action, (guint) game->turn, from_hand, &card);
}

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
  int typed = number (self, control);

  if (typed != RB_UNKNOWN)
    return typed;
  return mc_bot_recall_get_number (self->cards, get_game (self), chosen_reveal_bot (self), which);
}

static void
get_reveal (McRumblePhasePanel *self,
            RbAction           *action)
{
  const RbGame *game = get_game (self);
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

/* The Bot chosen to recycle, its value typed only when the app does not
 * know it yet (RB-B12). */
static gboolean
get_recycle (McRumblePhasePanel *self,
             RbAction           *action)
{
  const RbGame *game = get_game (self);
  guint chosen = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_CONTROL_RECYCLE_BOT]));
  int value;

  if (chosen == GTK_INVALID_LIST_POSITION || chosen >= self->n_bots)
    return FALSE;
  value = number (self, MC_RUMBLE_CONTROL_RECYCLE_VALUE);
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
  const RbGame *game = get_game (self);
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
    apply (self, &action);
}

static const char *
bot_label (const RbBot *bot)
{
  return bot->starter != RB_STARTER_NONE ? rb_starter_get_name ((RbStarter) bot->starter) : bot->name;
}

/* Fills @names with the Bots of @seat that @keep accepts, their indexes
 * in @bots; rebuilt only when they change. Returns the count. */
static guint
update_bot_list (GtkStringList *names,
                 guint          first,
                 int           *bots,
                 guint          n_bots,
                 const RbGame  *game,
                 const int     *wanted,
                 guint          n_wanted)
{
  if (n_wanted == n_bots && memcmp (wanted, bots, n_wanted * sizeof wanted[0]) == 0)
    return n_bots;
  memcpy (bots, wanted, n_wanted * sizeof wanted[0]);
  gtk_string_list_splice (names, first, g_list_model_get_n_items (G_LIST_MODEL (names)) - first, NULL);
  for (guint i = 0; i < n_wanted; i++)
    gtk_string_list_append (names, bot_label (&game->bots[wanted[i]]));
  return n_wanted;
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
  self->n_bots = update_bot_list (self->bot_names, 0, self->bots, self->n_bots, game, bots, n);
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
  self->n_reveal_bots = update_bot_list (self->reveal_names, 1, self->reveal_bots, self->n_reveal_bots,
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
clear_entries (McRumblePhasePanel *self)
{
  McRumbleControl entries[] = {
    MC_RUMBLE_CONTROL_RECYCLE_VALUE, MC_RUMBLE_CONTROL_CARD_NAME, MC_RUMBLE_CONTROL_CARD_TIER, MC_RUMBLE_CONTROL_CARD_COST,
    MC_RUMBLE_CONTROL_CARD_RECYCLE, MC_RUMBLE_CONTROL_REVEAL_ATTACK, MC_RUMBLE_CONTROL_REVEAL_DEFENSE,
    MC_RUMBLE_CONTROL_REVEAL_CRITS, MC_RUMBLE_CONTROL_REVEAL_BARRIERS,
  };

  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    gtk_editable_set_text (GTK_EDITABLE (self->controls[entries[i]]), "");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_CONTROL_REVEAL_BOT]), 0);
}

static void
build_clicked_cb (McRumblePhasePanel *self)
{
  RbAction action;

  get_build (self, &action);
  apply (self, &action);
}

static void
upgrade_clicked_cb (McRumblePhasePanel *self)
{
  RbAction action;

  rb_action_init_upgrade (&action, (guint) get_game (self)->turn);
  apply (self, &action);
}

static void
energize_clicked_cb (McRumblePhasePanel *self)
{
  RbAction action;

  get_energize (self, &action);
  apply (self, &action);
}

static void
end_turn_clicked_cb (McRumblePhasePanel *self)
{
  RbAction action;

  rb_action_init_end_turn (&action, (guint) get_game (self)->turn);
  apply (self, &action);
}

static void
reveal_clicked_cb (McRumblePhasePanel *self)
{
  RbAction action;

  get_reveal (self, &action);
  apply (self, &action);
}

static void
surrender_clicked_cb (McRumblePhasePanel *self)
{
  RbAction action;

  rb_action_init_surrender (&action, (guint) get_game (self)->challenger, FALSE);
  apply (self, &action);
}

/* RB-C19, A-10: abilities that would go round for ever; the Challenger
 * gives up with cards still in the deck. */
static void
surrender_loop_clicked_cb (McRumblePhasePanel *self)
{
  RbAction action;

  rb_action_init_surrender (&action, (guint) get_game (self)->challenger, TRUE);
  apply (self, &action);
}

static void
name_faction_clicked_cb (McRumblePhasePanel *self)
{
  guint faction = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_CONTROL_FACTION]));
  RbAction action;

  rb_action_init_name_faction (&action, (guint) get_game (self)->champion, (RbFaction) faction);
  apply (self, &action);
}

/* Card abilities happen at any time a card says so: their own dialog,
 * for whoever's card it is (the player acting now by default). */
static void
ability_clicked_cb (McRumblePhasePanel *self)
{
  const RbGame *game = get_game (self);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  int player = game->phase == RB_PHASE_BUILD ? game->turn
               : game->step == RB_STEP_CLASH ? game->challenger : game->champion;
  GtkWidget *dialog = mc_rumble_ability_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                    self->session, self->cards, MAX (player, 0));

  gtk_window_present (GTK_WINDOW (dialog));
}

/* Sensitive when the rules core takes the action; else its reason as
 * the button's tooltip and, for the first one refused, under the panel. */
static void
offer (McRumblePhasePanel *self,
       McRumbleControl     control,
       const RbAction     *action,
       GPtrArray          *reasons)
{
  g_autofree char *reason = NULL;
  gboolean ok = check (self, action, &reason);

  gtk_widget_set_sensitive (self->controls[control], ok);
  gtk_widget_set_tooltip_text (self->controls[control], reason);
  if (!ok && reason != NULL && reasons != NULL)
    g_ptr_array_add (reasons, g_steal_pointer (&reason));
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

static void
refresh_build (McRumblePhasePanel *self,
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
    offer (self, MC_RUMBLE_CONTROL_BUILD, &action, reasons);
  show_known_card (self);

  update_bots (self, game);
  if (get_recycle (self, &action))
    offer (self, MC_RUMBLE_CONTROL_RECYCLE, &action, reasons);
  else
    gtk_widget_set_sensitive (self->controls[MC_RUMBLE_CONTROL_RECYCLE], FALSE);
  rb_action_init_upgrade (&action, (guint) game->turn);
  offer (self, MC_RUMBLE_CONTROL_UPGRADE, &action, reasons);
  get_energize (self, &action);
  offer (self, MC_RUMBLE_CONTROL_ENERGIZE, &action, reasons);
  rb_action_init_end_turn (&action, (guint) game->turn);
  offer (self, MC_RUMBLE_CONTROL_END_TURN, &action, reasons);
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

static void
refresh_battle (McRumblePhasePanel *self,
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
      detail = g_strdup_printf (ngettext ("%s has %d card left to reveal.", "%s has %d cards left to reveal.",
                                          game->players[game->challenger].deck),
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
      offer (self, MC_RUMBLE_CONTROL_NAME_FACTION, &action, reasons);
      return;
    }
  update_reveal_bots (self, game);
  show_known_numbers (self, game);
  get_reveal (self, &action);
  offer (self, MC_RUMBLE_CONTROL_REVEAL, &action, reasons);
  if (game->step == RB_STEP_CLASH)
    {
      rb_action_init_surrender (&action, (guint) game->challenger, FALSE);
      offer (self, MC_RUMBLE_CONTROL_SURRENDER, &action, reasons);
      /* Its reason would only repeat the other's: not listed. */
      rb_action_init_surrender (&action, (guint) game->challenger, TRUE);
      offer (self, MC_RUMBLE_CONTROL_SURRENDER_LOOP, &action, NULL);
    }
}

static void
refresh (McRumblePhasePanel *self)
{
  const RbGame *game = get_game (self);
  g_autoptr(GPtrArray) reasons = g_ptr_array_new_with_free_func (g_free);

  if (game == NULL || !rb_game_has_started (game) || self->refreshing)
    return;
  self->refreshing = TRUE;

  gtk_widget_set_visible (self->build_box, !game->over && game->phase == RB_PHASE_BUILD);
  gtk_widget_set_visible (self->battle_box, !game->over && game->phase == RB_PHASE_BATTLE);
  gtk_widget_set_visible (self->controls[MC_RUMBLE_CONTROL_ABILITY], !game->over);
  mc_rumble_clash_view_update (self->clash_view, game);

  if (game->over)
    {
      g_autofree char *summary = rb_game_dup_summary (game);
      g_autofree char *heading = NULL;

      if (game->victory == RB_VICTORY_DOMINANCE)
        /* Translators: RB-V1, said when it ends the game */
        heading = g_strdup_printf (_("%s dominates, at least 6 crystals ahead of everyone, and wins!"),
                                   game->players[game->winner].name);
      else
        heading = g_strdup_printf (_("Game over · %s wins"), game->players[game->winner].name);
      gtk_label_set_label (self->heading, heading);
      gtk_label_set_label (self->detail, summary);
    }
  else if (game->phase == RB_PHASE_BUILD)
    refresh_build (self, game, reasons);
  else
    refresh_battle (self, game, reasons);

  /* Every reason, once each: what the disabled buttons wait for. */
  {
    g_autoptr(GString) text = g_string_new (NULL);

    for (guint i = 0; i < reasons->len; i++)
      if (strstr (text->str, g_ptr_array_index (reasons, i)) == NULL)
        g_string_append_printf (text, "%s%s", text->len > 0 ? "\n" : "", (char *) g_ptr_array_index (reasons, i));
    gtk_label_set_label (self->reason, text->str);
    gtk_widget_set_visible (GTK_WIDGET (self->reason), text->len > 0);
  }
  self->refreshing = FALSE;
}

static void
session_changed_cb (McRumblePhasePanel *self,
                    McSessionChange     change)
{
  if (change == MC_SESSION_CHANGE_APPLIED || change == MC_SESSION_CHANGE_STARTED)
    clear_entries (self);
  refresh (self);
}

/* Typing a number re-checks the buttons it feeds. */
static void
field_changed_cb (McRumblePhasePanel *self)
{
  refresh (self);
}

static void
mc_rumble_phase_panel_dispose (GObject *object)
{
  McRumblePhasePanel *self = MC_RUMBLE_PHASE_PANEL (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_object (&self->bot_names);
  g_clear_object (&self->reveal_names);
  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (mc_rumble_phase_panel_parent_class)->dispose (object);
}

static void
mc_rumble_phase_panel_class_init (McRumblePhasePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_rumble_phase_panel_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "rumble-phase-panel");
}

/* A field under its caption, kept as @control and re-checked on change. */
static void
add_field (McRumblePhasePanel *self,
           GtkWidget          *box,
           McRumbleControl     control,
           GtkWidget          *field,
           const char         *caption)
{
  self->controls[control] = field;
  if (GTK_IS_EDITABLE (field))
    g_signal_connect_swapped (field, "changed", G_CALLBACK (field_changed_cb), self);
  else if (GTK_IS_CHECK_BUTTON (field))
    g_signal_connect_swapped (field, "toggled", G_CALLBACK (field_changed_cb), self);
  else
    g_signal_connect_swapped (field, "notify::selected", G_CALLBACK (field_changed_cb), self);
  gtk_flow_box_append (GTK_FLOW_BOX (box), caption != NULL ? mc_rumble_form_field (field, caption) : field);
}

static GtkWidget *
drop_down (const char * const *items,
           const char         *label)
{
  GtkWidget *drop_down = gtk_drop_down_new_from_strings (items);

  gtk_widget_set_tooltip_text (drop_down, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop_down), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return drop_down;
}

static GtkWidget *
bot_drop_down (GtkStringList *names,
               const char    *label)
{
  GtkWidget *bots = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (names)), NULL);

  gtk_widget_set_tooltip_text (bots, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (bots), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return bots;
}

/* The Build Phase: a Bot's card and Build; Recycle; Energize and
 * Upgrade; then a card's ability and the end of the turn. */
static void
init_build (McRumblePhasePanel *self)
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
  fields = mc_rumble_form_wrap_box ();
  name = gtk_entry_new ();
  gtk_accessible_update_property (GTK_ACCESSIBLE (name), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Bot's name"), -1);
  add_field (self, fields, MC_RUMBLE_CONTROL_CARD_NAME, name, _("Bot's name"));
  add_field (self, fields, MC_RUMBLE_CONTROL_CARD_TIER, mc_rumble_form_number_entry (_("Tier")), _("Tier"));
  add_field (self, fields, MC_RUMBLE_CONTROL_CARD_COST, mc_rumble_form_number_entry (_("Cost")), _("Cost"));
  add_field (self, fields, MC_RUMBLE_CONTROL_CARD_RECYCLE, mc_rumble_form_number_entry (_("Recycle value")),
             _("Recycle value"));
  factions = mc_rumble_form_faction_list (_("Faction"), _("Not entered"));
  gtk_string_list_append (GTK_STRING_LIST (gtk_drop_down_get_model (GTK_DROP_DOWN (factions))), _("Contraption"));
  add_field (self, fields, MC_RUMBLE_CONTROL_CARD_FACTION, factions, _("Faction"));
  add_field (self, fields, MC_RUMBLE_CONTROL_BUILD_FROM, drop_down (from, _("Built from")), _("Built from"));
  gtk_flow_box_append (GTK_FLOW_BOX (fields), action_button (self, MC_RUMBLE_CONTROL_BUILD, _("_Build a Bot"),
                                                             G_CALLBACK (build_clicked_cb)));
  gtk_box_append (GTK_BOX (self->build_box), fields);

  /* Recycle: any number of times (RB-B5), a Bot not built this phase. */
  gtk_box_append (GTK_BOX (self->build_box), mc_rumble_form_section (_("Recycle")));
  fields = mc_rumble_form_wrap_box ();
  self->bot_names = gtk_string_list_new (NULL);
  add_field (self, fields, MC_RUMBLE_CONTROL_RECYCLE_BOT, bot_drop_down (self->bot_names, _("Bot to recycle")),
             _("Bot to recycle"));
  add_field (self, fields, MC_RUMBLE_CONTROL_RECYCLE_VALUE, mc_rumble_form_number_entry (_("Its recycle value")),
             _("Its recycle value"));
  gtk_flow_box_append (GTK_FLOW_BOX (fields), action_button (self, MC_RUMBLE_CONTROL_RECYCLE, _("Re_cycle"),
                                                             G_CALLBACK (recycle_clicked_cb)));
  gtk_box_append (GTK_BOX (self->build_box), fields);

  /* Energize: scrap or a Scan (RB-B18, RB-B20); the Cryo-cell in the
   * Showdown (RB-V7). Upgrade (RB-B16). */
  gtk_box_append (GTK_BOX (self->build_box), mc_rumble_form_section (_("Energize and Upgrade")));
  fields = mc_rumble_form_wrap_box ();
  add_field (self, fields, MC_RUMBLE_CONTROL_ENERGIZE_FOR, drop_down (energize_for, _("Energize for")),
             _("Energize for"));
  cryo = gtk_check_button_new_with_label (_("From the Cryo-cell"));
  gtk_widget_set_valign (cryo, GTK_ALIGN_END);
  add_field (self, fields, MC_RUMBLE_CONTROL_ENERGIZE_CRYO, cryo, NULL);
  gtk_flow_box_append (GTK_FLOW_BOX (fields), action_button (self, MC_RUMBLE_CONTROL_ENERGIZE, _("_Energize"),
                                                             G_CALLBACK (energize_clicked_cb)));
  gtk_flow_box_append (GTK_FLOW_BOX (fields), action_button (self, MC_RUMBLE_CONTROL_UPGRADE, _("_Upgrade"),
                                                             G_CALLBACK (upgrade_clicked_cb)));
  gtk_box_append (GTK_BOX (self->build_box), fields);

  fields = mc_rumble_form_wrap_box ();
  gtk_widget_set_margin_top (fields, 6);
  gtk_flow_box_append (GTK_FLOW_BOX (fields), action_button (self, MC_RUMBLE_CONTROL_END_TURN,
                                                             _("E_nd Build Turn"),
                                                             G_CALLBACK (end_turn_clicked_cb)));
  gtk_widget_add_css_class (self->controls[MC_RUMBLE_CONTROL_END_TURN], "suggested-action");
  gtk_box_append (GTK_BOX (self->build_box), fields);
  gtk_box_append (GTK_BOX (self->box), self->build_box);
}

/* The Battle Phase: the clash, the next card revealed, surrender; or
 * the faction the new Champion names. */
static void
init_battle (McRumblePhasePanel *self)
{
  GtkWidget *surrender_loop;

  self->battle_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->clash = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->clash, TRUE);
  gtk_label_set_xalign (self->clash, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->clash), "heading");
  gtk_box_append (GTK_BOX (self->battle_box), GTK_WIDGET (self->clash));
  self->clash_view = MC_RUMBLE_CLASH_VIEW (mc_rumble_clash_view_new ());
  gtk_box_append (GTK_BOX (self->battle_box), GTK_WIDGET (self->clash_view));

  self->reveal_box = mc_rumble_form_wrap_box ();
  self->reveal_names = gtk_string_list_new (NULL);
  /* Translators: the first item of "Which Bot": a card revealed without saying which */
  gtk_string_list_append (self->reveal_names, _("Not named"));
  add_field (self, self->reveal_box, MC_RUMBLE_CONTROL_REVEAL_BOT,
             bot_drop_down (self->reveal_names, _("Which Bot")), _("Which Bot"));
  add_field (self, self->reveal_box, MC_RUMBLE_CONTROL_REVEAL_ATTACK, mc_rumble_form_number_entry (_("Attack")),
             _("Attack"));
  add_field (self, self->reveal_box, MC_RUMBLE_CONTROL_REVEAL_DEFENSE, mc_rumble_form_number_entry (_("Defense")),
             _("Defense"));
  add_field (self, self->reveal_box, MC_RUMBLE_CONTROL_REVEAL_CRITS, mc_rumble_form_number_entry (_("Crits")),
             _("Crits"));
  add_field (self, self->reveal_box, MC_RUMBLE_CONTROL_REVEAL_BARRIERS,
             mc_rumble_form_number_entry (_("Barriers")), _("Barriers"));
  add_field (self, self->reveal_box, MC_RUMBLE_CONTROL_REVEAL_FACTION,
             mc_rumble_form_faction_list (_("Faction entered"), _("No faction")), _("Faction entered"));
  gtk_flow_box_append (GTK_FLOW_BOX (self->reveal_box),
                       action_button (self, MC_RUMBLE_CONTROL_REVEAL, _("_Reveal"), G_CALLBACK (reveal_clicked_cb)));
  gtk_flow_box_append (GTK_FLOW_BOX (self->reveal_box),
                       action_button (self, MC_RUMBLE_CONTROL_SURRENDER, _("_Surrender"),
                                      G_CALLBACK (surrender_clicked_cb)));
  /* Translators: RB-C19: surrendering because abilities would loop for ever */
  surrender_loop = action_button (self, MC_RUMBLE_CONTROL_SURRENDER_LOOP, _("Surrender: Endless _Loop"),
                                  G_CALLBACK (surrender_loop_clicked_cb));
  gtk_widget_remove_css_class (surrender_loop, "pill");
  gtk_widget_add_css_class (surrender_loop, "flat");
  gtk_flow_box_append (GTK_FLOW_BOX (self->reveal_box), surrender_loop);
  gtk_box_append (GTK_BOX (self->battle_box), self->reveal_box);

  self->faction_box = mc_rumble_form_wrap_box ();
  {
    g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
    GtkWidget *factions;

    for (int f = 0; f < RB_N_FACTIONS; f++)
      gtk_string_list_append (model, rb_faction_get_name ((RbFaction) f));
    factions = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (model)), NULL);
    gtk_accessible_update_property (GTK_ACCESSIBLE (factions), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Faction named"), -1);
    add_field (self, self->faction_box, MC_RUMBLE_CONTROL_FACTION, factions, _("Faction named"));
  }
  gtk_flow_box_append (GTK_FLOW_BOX (self->faction_box),
                       action_button (self, MC_RUMBLE_CONTROL_NAME_FACTION, _("_Name Faction"),
                                      G_CALLBACK (name_faction_clicked_cb)));
  gtk_box_append (GTK_BOX (self->battle_box), self->faction_box);
  gtk_box_append (GTK_BOX (self->box), self->battle_box);
}

static void
mc_rumble_phase_panel_init (McRumblePhasePanel *self)
{
  GtkWidget *ability;

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->heading = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->heading, TRUE);
  gtk_label_set_xalign (self->heading, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->heading), "title-4");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->heading), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Phase"), -1);
  self->detail = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->detail, TRUE);
  gtk_label_set_xalign (self->detail, 0);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->heading));
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->detail));

  init_build (self);
  init_battle (self);

  /* Abilities are the cards' own (RB-K1): any time a card says so. */
  ability = action_button (self, MC_RUMBLE_CONTROL_ABILITY, _("Card _Ability…"), G_CALLBACK (ability_clicked_cb));
  gtk_widget_set_tooltip_text (ability, _("Create crystals, trash, transform, use a Contraption or change a gang's numbers"));
  gtk_widget_set_halign (ability, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (self->box), ability);

  self->reason = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->reason, TRUE);
  gtk_label_set_xalign (self->reason, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->reason), "dim-label");
  gtk_widget_set_visible (GTK_WIDGET (self->reason), FALSE);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->reason));
}

void
mc_rumble_phase_panel_set_session (McRumblePhasePanel *self,
                                   McSession          *session)
{
  g_return_if_fail (MC_IS_RUMBLE_PHASE_PANEL (self));

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  if (session != NULL)
    g_signal_connect_swapped (session, "changed", G_CALLBACK (session_changed_cb), self);
  refresh (self);
}

/* What the players entered in earlier games, offered by name. The
 * window owns it and saves what the table teaches it. */
void
mc_rumble_phase_panel_set_cards (McRumblePhasePanel *self,
                                 McCardMemory       *cards)
{
  g_return_if_fail (MC_IS_RUMBLE_PHASE_PANEL (self));

  self->cards = cards;
  refresh (self);
}

GtkWidget *
mc_rumble_phase_panel_get_control (McRumblePhasePanel *self,
                                   McRumbleControl     control)
{
  g_return_val_if_fail (MC_IS_RUMBLE_PHASE_PANEL (self), NULL);
  g_return_val_if_fail (control < MC_RUMBLE_N_CONTROLS, NULL);

  return self->controls[control];
}

GtkWidget *
mc_rumble_phase_panel_get_clash_view (McRumblePhasePanel *self)
{
  g_return_val_if_fail (MC_IS_RUMBLE_PHASE_PANEL (self), NULL);

  return GTK_WIDGET (self->clash_view);
}

const char *
mc_rumble_phase_panel_get_heading (McRumblePhasePanel *self)
{
  g_return_val_if_fail (MC_IS_RUMBLE_PHASE_PANEL (self), NULL);

  return gtk_label_get_label (self->heading);
}

const char *
mc_rumble_phase_panel_get_detail (McRumblePhasePanel *self)
{
  g_return_val_if_fail (MC_IS_RUMBLE_PHASE_PANEL (self), NULL);

  return gtk_label_get_label (self->detail);
}

const char *
mc_rumble_phase_panel_get_clash (McRumblePhasePanel *self)
{
  g_return_val_if_fail (MC_IS_RUMBLE_PHASE_PANEL (self), NULL);

  return gtk_label_get_label (self->clash);
}

/* What the disabled actions wait for, as shown under them. */
const char *
mc_rumble_phase_panel_get_reasons (McRumblePhasePanel *self)
{
  g_return_val_if_fail (MC_IS_RUMBLE_PHASE_PANEL (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self->reason)) ? gtk_label_get_label (self->reason) : NULL;
}

/* Chooses the Bot to recycle by its index in RbGame.bots. */
gboolean
mc_rumble_phase_panel_choose_bot (McRumblePhasePanel *self,
                                  int                 bot)
{
  g_return_val_if_fail (MC_IS_RUMBLE_PHASE_PANEL (self), FALSE);

  for (guint i = 0; i < self->n_bots; i++)
    if (self->bots[i] == bot)
      {
        gtk_drop_down_set_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_CONTROL_RECYCLE_BOT]), i);
        return TRUE;
      }
  return FALSE;
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
