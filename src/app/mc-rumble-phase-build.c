/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "mc-rumble-field.h"
#include "mc-rumble-phase-build.h"
#include "mc-tap-settle.h"
#include "mc-rumble-wrap-box.h"

/* The Build Phase of the phase panel (mc-rumble-phase-build.h). A Bot
 * is built by picking its name from the Bots the cards file knows: only
 * what it does not know yet is asked. */

struct _McRumblePhaseBuild
{
  GtkWidget             parent_instance;

  McRumblePhaseContext *ctx;
  GtkLabel             *hand;
  GtkStringList        *known_names;    /* "A Bot not in the list", the face-up Bots, the cards file's */
  GPtrArray            *pick_names;     /* the name behind each item of known_names; NULL first */
  int                   face_up_tier[RB_MAX_TIER * RB_ROW_SIZE];  /* of the face-up items, in order */
  guint                 n_face_up;
  GtkStringList        *bot_names;      /* the Bots the builder may recycle */
  int                   bots[RB_MAX_BOTS];
  guint                 n_bots;
  guint                 scan_turn;      /* the build turn the Scan choice belongs to; 0: none */

  /* The controls, handed to the panel's context by name. */
  GtkWidget            *end_turn;
  GtkWidget            *card_known;
  GtkWidget            *card_name;
  GtkWidget            *card_faction;
  GtkWidget            *build_from;
  GtkWidget            *card_tier;
  GtkWidget            *card_cost;
  GtkWidget            *card_recycle;
  GtkWidget            *build;
  GtkWidget            *recycle_bot;
  GtkWidget            *recycle_value;
  GtkStack             *recycle_stack;   /* the Bot and its value, or why none can go */
  GtkLabel             *recycle_last;
  GtkWidget            *recycle;
  GtkWidget            *energize_for;
  GtkWidget            *energize_cryo;
  GtkWidget            *energize;
  GtkWidget            *upgrade;
  McReasonLabel        *build_reason;   /* why a button is greyed, under it */
  McReasonLabel        *recycle_reason;
  McReasonLabel        *power_reason;   /* Energize's and Upgrade's */

  McTapSettle           settle;         /* the next builder's End Build Turn waits a moment */
  gint64                end_time;       /* when End Build Turn was last tapped */
};

G_DEFINE_FINAL_TYPE (McRumblePhaseBuild, mc_rumble_phase_build, GTK_TYPE_WIDGET)

/* The Build form's faction list: not entered yet, the six factions, a
 * Contraption (no faction, RB-K10), then the pairs (RB-K18). */
#define FACTION_CONTRAPTION (1 + RB_N_FACTIONS)

#define CONTROL(self, which) ((self)->ctx->controls[MC_RUMBLE_CONTROL_##which])

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
                mc_rumble_form_get_factions (CONTROL (self, CARD_FACTION)),
                mc_rumble_phase_context_number (self->ctx, MC_RUMBLE_CONTROL_CARD_COST),
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
    {
      rb_action_init_end_turn (&action, (guint) game->turn);
      self->end_time = g_get_monotonic_time ();
    }
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

  guint before = self->n_bots;
  int chosen_bot = -1;
  guint chosen = gtk_drop_down_get_selected (GTK_DROP_DOWN (CONTROL (self, RECYCLE_BOT)));

  if (chosen != GTK_INVALID_LIST_POSITION && chosen < self->n_bots)
    chosen_bot = self->bots[chosen];
  for (int i = 0; i < RB_MAX_BOTS; i++)
    if (game->bots[i].place == RB_BOT_OWNED && game->bots[i].owner == game->turn)
      bots[n++] = i;
  self->n_bots = mc_rumble_phase_update_bot_list (self->bot_names, 0, self->bots, self->n_bots, game, bots, n);
  if (self->n_bots == before && chosen_bot >= 0)
    return;

  /* The list changed (a Bot recycled or built): the one chosen stays
   * chosen; else the first whose recycle value is known, so that no
   * "type its value" line comes under Recycle and moves Energize and
   * Upgrade down (walk 13: 22 px at 1280, 38 px at 360). */
  for (guint i = 0; i < self->n_bots; i++)
    if (self->bots[i] == chosen_bot)
      {
        gtk_drop_down_set_selected (GTK_DROP_DOWN (CONTROL (self, RECYCLE_BOT)), i);
        return;
      }
  for (guint i = 0; i < self->n_bots; i++)
    if (game->bots[self->bots[i]].recycle != RB_UNKNOWN
        || mc_bot_recall_get_number (self->ctx->cards, game, self->bots[i], MC_BOT_NUMBER_RECYCLE) != RB_UNKNOWN)
      {
        gtk_drop_down_set_selected (GTK_DROP_DOWN (CONTROL (self, RECYCLE_BOT)), i);
        return;
      }
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

/* What the picker offers, in its order: first the Bots the players have
 * named face up in the Laboratory rows the builder may build from
 * (RB-B6, RB-B7), then the other Bots the cards file knows by name (the
 * starting Bots are never built: RB-S10), after "A Bot not in the list".
 * A Bot built or recycled has left its row (RB-B10, RB-B12), so it is
 * never offered as face up. Rebuilt only when it changes. */
static void
update_known (McRumblePhaseBuild *self)
{
  const RbGame *game = mc_rumble_phase_context_get_game (self->ctx);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) shown = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) others = g_ptr_array_new ();
  guint n = self->ctx->cards != NULL ? mc_card_memory_get_n_bots (self->ctx->cards) : 0;
  guint have = g_list_model_get_n_items (G_LIST_MODEL (self->known_names));
  int builder_tier = game->turn >= 0 && game->turn < (int) game->n_players ? game->players[game->turn].tier : 0;
  gboolean same;

  g_ptr_array_add (names, NULL);
  self->n_face_up = 0;
  for (int t = RB_MIN_TIER; t <= MIN (builder_tier, RB_MAX_TIER); t++)
    for (int i = 0; game->tier_reached[t] && i < game->lab_known[t]; i++)
      {
        g_ptr_array_add (names, g_strdup (game->lab_names[t][i]));
        /* Translators: a Bot in the Build form's list, "Sparky, face up in tier 1" */
        g_ptr_array_add (shown, g_strdup_printf (_("%s, face up in tier %d"), game->lab_names[t][i], t));
        self->face_up_tier[self->n_face_up++] = t;
      }
  for (guint i = 0; i < n; i++)
    {
      const McBotCard *bot = mc_card_memory_get_bot (self->ctx->cards, i);
      gboolean listed = FALSE;

      for (guint j = 1; j < names->len && !listed; j++)
        listed = g_str_equal (g_ptr_array_index (names, j), bot->name);
      if (!is_starter_key (bot->name) && !listed)
        g_ptr_array_add (others, bot->name);
    }
  g_ptr_array_sort (others, compare_names);
  for (guint i = 0; i < others->len; i++)
    {
      g_ptr_array_add (names, g_strdup (g_ptr_array_index (others, i)));
      g_ptr_array_add (shown, g_strdup (g_ptr_array_index (others, i)));
    }

  same = have == shown->len + 1;
  for (guint i = 0; same && i < shown->len; i++)
    same = g_str_equal (gtk_string_list_get_string (self->known_names, i + 1), g_ptr_array_index (shown, i));
  g_clear_pointer (&self->pick_names, g_ptr_array_unref);
  self->pick_names = g_steal_pointer (&names);
  if (same)
    return;
  g_ptr_array_add (shown, NULL);
  gtk_string_list_splice (self->known_names, 1, have - 1, (const char * const *) shown->pdata);
}

/* The name of the Bot picked in the list, or NULL for "A Bot not in the list". */
static const char *
picked_name (McRumblePhaseBuild *self)
{
  guint picked = gtk_drop_down_get_selected (GTK_DROP_DOWN (CONTROL (self, CARD_KNOWN)));

  if (picked == GTK_INVALID_LIST_POSITION || picked == 0 || self->pick_names == NULL
      || picked >= self->pick_names->len)
    return NULL;
  return g_ptr_array_index (self->pick_names, picked);
}

/* A Bot picked from the list: its name is known, and so is what the
 * cards file holds of it; only the rest is asked. A face-up Bot's tier is
 * its row's. */
static void
show_known_card (McRumblePhaseBuild *self)
{
  guint picked = gtk_drop_down_get_selected (GTK_DROP_DOWN (CONTROL (self, CARD_KNOWN)));
  const char *name = picked_name (self);
  const McBotCard *known = NULL;
  gboolean face_up = name != NULL && picked - 1 < self->n_face_up;
  RbCard card;

  if (name != NULL && self->ctx->cards != NULL)
    known = mc_card_memory_find_bot (self->ctx->cards, name);
  rb_card_init (&card, gtk_editable_get_text (GTK_EDITABLE (CONTROL (self, CARD_NAME))),
                RB_UNKNOWN, 0, RB_UNKNOWN, RB_UNKNOWN);
  mc_bot_recall_fill_card (self->ctx->cards, &card);
  mc_rumble_phase_show_field (CONTROL (self, CARD_NAME), name == NULL);
  mc_rumble_phase_show_field (CONTROL (self, CARD_FACTION), known == NULL || known->factions == 0);
  mc_rumble_phase_show_field (CONTROL (self, CARD_COST), known == NULL || known->cost == RB_UNKNOWN);
  mc_rumble_phase_show_field (CONTROL (self, CARD_RECYCLE), known == NULL || known->recycle == RB_UNKNOWN);
  mc_rumble_form_set_known (CONTROL (self, CARD_COST), card.cost);
  mc_rumble_form_set_known (CONTROL (self, CARD_RECYCLE), card.recycle);
  if (face_up && *gtk_editable_get_text (GTK_EDITABLE (CONTROL (self, CARD_TIER))) == '\0')
    {
      g_autofree char *tier = g_strdup_printf ("%d", self->face_up_tier[picked - 1]);

      gtk_editable_set_text (GTK_EDITABLE (CONTROL (self, CARD_TIER)), tier);
    }
}

static void
known_picked_cb (McRumblePhaseBuild *self)
{
  const char *name = picked_name (self);

  gtk_editable_set_text (GTK_EDITABLE (CONTROL (self, CARD_NAME)), name != NULL ? name : "");
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
  build = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "_Build a Bot (%d left)", "_Build a Bot (%d left)",
                                        (gulong) MAX (0, rb_game_get_builds_left (game))),
                           rb_game_get_builds_left (game));
  /* Without a limit in the Showdown (RB-V5, RB-V6). */
  upgrade = rb_game_get_upgrades_left (game) < 0 ? g_strdup (_("_Upgrade (no limit)"))
            : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "_Upgrade (%d left)", "_Upgrade (%d left)",
                                            (gulong) rb_game_get_upgrades_left (game)),
                               rb_game_get_upgrades_left (game));
  energize = rb_game_get_energize_left (game) < 0 ? g_strdup (_("_Energize (no limit)"))
             : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "_Energize (%d left)", "_Energize (%d left)",
                                             (gulong) rb_game_get_energize_left (game)),
                                rb_game_get_energize_left (game));
  gtk_button_set_label (GTK_BUTTON (CONTROL (self, BUILD)), build);
  gtk_button_set_label (GTK_BUTTON (CONTROL (self, UPGRADE)), upgrade);
  gtk_button_set_label (GTK_BUTTON (CONTROL (self, ENERGIZE)), energize);

  /* Scanned cards can be built from the hand (RB-B21). The line and the
   * field keep their place without any, greyed: after a Scan they came
   * and the buttons under them moved 22 px under the walker's finger. */
  gtk_label_set_label (self->hand, hand != NULL ? hand : _("No scanned cards in hand."));
  gtk_widget_set_visible (GTK_WIDGET (self->hand), TRUE);
  mc_rumble_phase_show_field (CONTROL (self, BUILD_FROM), TRUE);
  gtk_widget_set_sensitive (CONTROL (self, BUILD_FROM), hand != NULL);
  if (hand == NULL && gtk_drop_down_get_selected (GTK_DROP_DOWN (CONTROL (self, BUILD_FROM))) != 0)
    gtk_drop_down_set_selected (GTK_DROP_DOWN (CONTROL (self, BUILD_FROM)), 0);
  mc_rumble_phase_show_field (CONTROL (self, ENERGIZE_CRYO), rb_game_is_showdown (game));
  offer_scan_tiers (self, game);

  update_known (self);
  show_known_card (self);
  offer_build (self, reasons);

  update_bots (self, game);
  gtk_stack_set_visible_child_name (self->recycle_stack, "fields");
  if (self->n_bots <= 1 && get_recycle (self, &action))
    {
      g_autofree char *reason = NULL;

      /* One Bot left (RB-B14): why, where the Bot and its value were,
       * nothing under Recycle moving Energize down (walk 17). */
      if (!mc_rumble_phase_context_check (self->ctx, &action, &reason) && reason != NULL)
        {
          gtk_label_set_label (self->recycle_last, reason);
          gtk_stack_set_visible_child_name (self->recycle_stack, "last");
          mc_rumble_phase_context_refuse (self->ctx, MC_RUMBLE_CONTROL_RECYCLE, NULL, NULL);
          gtk_widget_set_tooltip_text (CONTROL (self, RECYCLE), reason);
        }
      else
        mc_rumble_phase_context_offer (self->ctx, MC_RUMBLE_CONTROL_RECYCLE, &action, reasons);
    }
  else if (get_recycle (self, &action))
    {
      /* The value the app knows for the Bot chosen, shown in its field
       * (walk 17: an empty field, and Recycle used a value never seen). */
      int value = action.recycle.recycle != RB_UNKNOWN ? action.recycle.recycle
                                                        : game->bots[action.recycle.bot].recycle;
      g_autofree char *known = value != RB_UNKNOWN ? g_strdup_printf ("%d", value) : NULL;

      gtk_entry_set_placeholder_text (GTK_ENTRY (CONTROL (self, RECYCLE_VALUE)), known);
      mc_rumble_phase_context_offer (self->ctx, MC_RUMBLE_CONTROL_RECYCLE, &action, reasons);
    }
  else
    gtk_widget_action_set_enabled (self->ctx->owner, mc_rumble_phase_action_name (MC_RUMBLE_CONTROL_RECYCLE), FALSE);
  rb_action_init_upgrade (&action, (guint) game->turn);
  mc_rumble_phase_context_offer (self->ctx, MC_RUMBLE_CONTROL_UPGRADE, &action, reasons);
  get_energize (self, &action);
  mc_rumble_phase_context_offer (self->ctx, MC_RUMBLE_CONTROL_ENERGIZE, &action, reasons);
  rb_action_init_end_turn (&action, (guint) game->turn);
  mc_rumble_phase_context_offer (self->ctx, MC_RUMBLE_CONTROL_END_TURN, &action, reasons);
  /* The next builder's End Build Turn comes where the last one's was: it
   * takes taps only after a moment, so a double tap does not end their
   * turn unseen (walk 21). */
  if (self->end_time != 0)
    mc_tap_settle_hold (&self->settle, self->end_turn, self->end_time);
  self->end_time = 0;
  mc_tap_settle_keep (&self->settle);
}

/* What was typed for the last action, cleared once it is applied. A
 * recycle, an upgrade or an energize leaves the Bot being built as it
 * is: recycling for the scrap a build lacked is what its refusal asks
 * (walk 12: the whole form had to be typed again). */
void
mc_rumble_phase_build_clear (McRumblePhaseBuild *self,
                             int                 applied)
{
  McRumbleControl entries[] = {
    MC_RUMBLE_CONTROL_RECYCLE_VALUE, MC_RUMBLE_CONTROL_CARD_NAME, MC_RUMBLE_CONTROL_CARD_TIER,
    MC_RUMBLE_CONTROL_CARD_COST, MC_RUMBLE_CONTROL_CARD_RECYCLE,
  };

  if (applied == RB_ACTION_RECYCLE || applied == RB_ACTION_UPGRADE || applied == RB_ACTION_ENERGIZE)
    {
      gtk_editable_set_text (GTK_EDITABLE (CONTROL (self, RECYCLE_VALUE)), "");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    gtk_editable_set_text (GTK_EDITABLE (self->ctx->controls[entries[i]]), "");
  /* A faction left from the card before would be entered without a
   * look at the new one: each card's is chosen afresh. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (CONTROL (self, CARD_KNOWN)), 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (CONTROL (self, CARD_FACTION)), 0);
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
  for (guint i = 1; i < self->pick_names->len; i++)
    if (g_str_equal (g_ptr_array_index (self->pick_names, i), name))
      {
        gtk_drop_down_set_selected (GTK_DROP_DOWN (CONTROL (self, CARD_KNOWN)), i);
        return TRUE;
      }
  return FALSE;
}

/* Callbacks --- */

/* Typing or choosing re-checks the actions the fields feed. */
static void
field_changed_cb (McRumblePhaseBuild *self)
{
  if (self->ctx != NULL)
    self->ctx->changed (self->ctx->owner);
}

/* Enter in a field does what its section is for when the rules allow
 * it: a card's numbers are typed and sent without leaving the keyboard. */
static void
activate_if_allowed (McRumblePhaseBuild *self,
                     GtkWidget          *entry,
                     McRumbleControl     button)
{
  if (self->ctx != NULL && gtk_widget_is_sensitive (self->ctx->controls[button])
      && gtk_widget_is_visible (self->ctx->controls[button]))
    gtk_widget_activate_action (entry, mc_rumble_phase_action_name (button), NULL);
  else
    gtk_widget_error_bell (entry);
}

static void
build_field_activated_cb (McRumblePhaseBuild *self,
                          GtkEntry           *entry)
{
  activate_if_allowed (self, GTK_WIDGET (entry), MC_RUMBLE_CONTROL_BUILD);
}

static void
recycle_field_activated_cb (McRumblePhaseBuild *self,
                            GtkEntry           *entry)
{
  activate_if_allowed (self, GTK_WIDGET (entry), MC_RUMBLE_CONTROL_RECYCLE);
}

/* GObject --- */

static void
mc_rumble_phase_build_dispose (GObject *object)
{
  GtkWidget *child;

  g_clear_pointer (&MC_RUMBLE_PHASE_BUILD (object)->pick_names, g_ptr_array_unref);
  mc_tap_settle_clear (&MC_RUMBLE_PHASE_BUILD (object)->settle);
  gtk_widget_dispose_template (GTK_WIDGET (object), MC_TYPE_RUMBLE_PHASE_BUILD);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (mc_rumble_phase_build_parent_class)->dispose (object);
}

static void
mc_rumble_phase_build_class_init (McRumblePhaseBuildClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_rumble_phase_build_dispose;

  g_type_ensure (MC_TYPE_RUMBLE_FIELD);
  g_type_ensure (MC_TYPE_RUMBLE_WRAP_BOX);
  g_type_ensure (MC_TYPE_REASON_LABEL);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/mc-rumble-phase-build.ui");
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBuild, hand);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBuild, known_names);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBuild, bot_names);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBuild, end_turn);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBuild, card_known);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBuild, card_name);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBuild, card_faction);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBuild, build_from);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBuild, card_tier);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBuild, card_cost);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBuild, card_recycle);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBuild, build);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBuild, recycle_bot);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBuild, recycle_value);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBuild, recycle_stack);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBuild, recycle_last);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBuild, recycle);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBuild, energize_for);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBuild, energize_cryo);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBuild, energize);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBuild, upgrade);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBuild, build_reason);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBuild, recycle_reason);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhaseBuild, power_reason);
  gtk_widget_class_bind_template_callback (widget_class, field_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, known_picked_cb);
  gtk_widget_class_bind_template_callback (widget_class, build_field_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, recycle_field_activated_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "rumble-phase-build");
}

static void
mc_rumble_phase_build_init (McRumblePhaseBuild *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 6);
  gtk_widget_init_template (GTK_WIDGET (self));
  mc_rumble_form_add_faction_pairs (self->card_faction);
  mc_rumble_form_keep_face_short (self->energize_for);
}

/* Public API --- */

/* The panel's context: the game, the cards file, the heading; the
 * controls are registered in it by their McRumbleControl. */
void
mc_rumble_phase_build_set_context (McRumblePhaseBuild   *self,
                                   McRumblePhaseContext *ctx)
{
  g_return_if_fail (MC_IS_RUMBLE_PHASE_BUILD (self));

  self->ctx = ctx;
  ctx->controls[MC_RUMBLE_CONTROL_END_TURN] = self->end_turn;
  ctx->controls[MC_RUMBLE_CONTROL_CARD_KNOWN] = self->card_known;
  ctx->controls[MC_RUMBLE_CONTROL_CARD_NAME] = self->card_name;
  ctx->controls[MC_RUMBLE_CONTROL_CARD_FACTION] = self->card_faction;
  ctx->controls[MC_RUMBLE_CONTROL_BUILD_FROM] = self->build_from;
  ctx->controls[MC_RUMBLE_CONTROL_CARD_TIER] = self->card_tier;
  ctx->controls[MC_RUMBLE_CONTROL_CARD_COST] = self->card_cost;
  ctx->controls[MC_RUMBLE_CONTROL_CARD_RECYCLE] = self->card_recycle;
  ctx->controls[MC_RUMBLE_CONTROL_BUILD] = self->build;
  ctx->controls[MC_RUMBLE_CONTROL_RECYCLE_BOT] = self->recycle_bot;
  ctx->controls[MC_RUMBLE_CONTROL_RECYCLE_VALUE] = self->recycle_value;
  ctx->controls[MC_RUMBLE_CONTROL_RECYCLE] = self->recycle;
  ctx->controls[MC_RUMBLE_CONTROL_ENERGIZE_FOR] = self->energize_for;
  ctx->controls[MC_RUMBLE_CONTROL_ENERGIZE_CRYO] = self->energize_cryo;
  ctx->controls[MC_RUMBLE_CONTROL_ENERGIZE] = self->energize;
  ctx->controls[MC_RUMBLE_CONTROL_UPGRADE] = self->upgrade;
  ctx->reason_labels[MC_RUMBLE_CONTROL_BUILD] = self->build_reason;
  ctx->reason_labels[MC_RUMBLE_CONTROL_RECYCLE] = self->recycle_reason;
  ctx->reason_labels[MC_RUMBLE_CONTROL_ENERGIZE] = self->power_reason;
  ctx->reason_labels[MC_RUMBLE_CONTROL_UPGRADE] = self->power_reason;
}
