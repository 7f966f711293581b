/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "rumble/rb-game.h"

#include "mc-rumble-phase-panel.h"

/* A Rumblebots game's phases step by step: whose build turn, its income
 * with the Underdog Bonus, each build action with what is left of it, and
 * in the battle the clash between the Champion's defence and the
 * Challenger's cards as they are revealed. Every action is tried on a copy
 * of the game first: one the rules core would refuse is disabled, with
 * the core's reason next to it. Card numbers are typed from the card at
 * the table, never filled in by the app (card-facts.md). */

struct _McRumblePhasePanel
{
  GtkWidget    parent_instance;

  McSession   *session;
  GtkWidget   *box;
  GtkLabel    *heading;
  GtkLabel    *detail;
  GtkWidget   *build_box;
  GtkWidget   *battle_box;
  GtkLabel    *clash;
  GtkLabel    *reason;
  GtkWidget   *faction_box;
  GtkWidget   *reveal_box;
  GtkWidget   *controls[MC_RUMBLE_N_CONTROLS];
  GtkStringList *bot_names;               /* the Bots the builder may recycle */
  int          bots[RB_MAX_BOTS];         /* their indexes in RbGame.bots */
  guint        n_bots;
  gboolean     refreshing;
};

G_DEFINE_FINAL_TYPE (McRumblePhasePanel, mc_rumble_phase_panel, GTK_TYPE_WIDGET)

static void refresh (McRumblePhasePanel *self);

/* A number typed from a card: RB_UNKNOWN when left empty, -2 when not a
 * number at all. */
static int
entry_get_number (GtkWidget *entry)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));
  guint64 value;

  while (g_ascii_isspace (*text))
    text++;
  if (*text == '\0')
    return RB_UNKNOWN;
  if (!g_ascii_string_to_unsigned (text, 10, 0, RB_GANG_TOTAL_MAX, &value, NULL))
    return -2;
  return (int) value;
}

static GtkWidget *
number_entry (const char *label)
{
  GtkWidget *entry = gtk_entry_new ();

  gtk_entry_set_input_purpose (GTK_ENTRY (entry), GTK_INPUT_PURPOSE_DIGITS);
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 6);
  gtk_widget_set_hexpand (entry, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return entry;
}

static GtkWidget *
faction_list (const char *label,
              const char *none)
{
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  GtkWidget *drop_down;

  gtk_string_list_append (model, none);
  for (int f = 0; f < RB_N_FACTIONS; f++)
    gtk_string_list_append (model, rb_faction_get_name ((RbFaction) f));
  drop_down = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (model)), NULL);
  gtk_widget_set_tooltip_text (drop_down, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop_down), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return drop_down;
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

/* The card typed in the Build form, as the players read it. */
static void
get_build (McRumblePhasePanel *self,
           RbAction           *action)
{
  const RbGame *game = get_game (self);
  guint faction = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_CONTROL_CARD_FACTION]));
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->controls[MC_RUMBLE_CONTROL_CARD_NAME]));
  RbCard card;

  /* The first item is a Contraption: no faction (RB-K10). */
  rb_card_init (&card, name, entry_get_number (self->controls[MC_RUMBLE_CONTROL_CARD_TIER]),
                faction == 0 ? 0 : RB_FACTION_BIT (faction - 1),
                entry_get_number (self->controls[MC_RUMBLE_CONTROL_CARD_COST]),
                entry_get_number (self->controls[MC_RUMBLE_CONTROL_CARD_RECYCLE]));
  card.contraption = faction == 0;
  rb_action_init_build (action, (guint) game->turn, FALSE, &card);
}

static void
get_reveal (McRumblePhasePanel *self,
            RbAction           *action)
{
  const RbGame *game = get_game (self);
  guint faction = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_CONTROL_REVEAL_FACTION]));
  guint player = game->step == RB_STEP_FIRST_DEFENDER ? (guint) game->champion : (guint) game->challenger;

  rb_action_init_reveal (action, player,
                         entry_get_number (self->controls[MC_RUMBLE_CONTROL_REVEAL_ATTACK]),
                         entry_get_number (self->controls[MC_RUMBLE_CONTROL_REVEAL_DEFENSE]),
                         entry_get_number (self->controls[MC_RUMBLE_CONTROL_REVEAL_CRITS]),
                         entry_get_number (self->controls[MC_RUMBLE_CONTROL_REVEAL_BARRIERS]),
                         faction == 0 ? 0 : RB_FACTION_BIT (faction - 1));
}

/* The Bot chosen to recycle, its value typed only when the app does not
 * know it yet (RB-B12). */
static gboolean
get_recycle (McRumblePhasePanel *self,
             RbAction           *action)
{
  const RbGame *game = get_game (self);
  guint chosen = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_CONTROL_RECYCLE_BOT]));

  if (chosen == GTK_INVALID_LIST_POSITION || chosen >= self->n_bots)
    return FALSE;
  rb_action_init_recycle (action, (guint) game->turn, self->bots[chosen],
                          entry_get_number (self->controls[MC_RUMBLE_CONTROL_RECYCLE_VALUE]));
  return TRUE;
}

static void
recycle_clicked_cb (McRumblePhasePanel *self)
{
  RbAction action;

  if (get_recycle (self, &action))
    apply (self, &action);
}

/* The builder's Bots, by name, for Recycle; rebuilt only when they change. */
static void
update_bots (McRumblePhasePanel *self,
             const RbGame       *game)
{
  int bots[RB_MAX_BOTS];
  guint n = 0;

  for (int i = 0; i < RB_MAX_BOTS; i++)
    if (game->bots[i].place == RB_BOT_OWNED && game->bots[i].owner == game->turn)
      bots[n++] = i;
  if (n == self->n_bots && memcmp (bots, self->bots, n * sizeof bots[0]) == 0)
    return;

  memcpy (self->bots, bots, n * sizeof bots[0]);
  self->n_bots = n;
  gtk_string_list_splice (self->bot_names, 0, g_list_model_get_n_items (G_LIST_MODEL (self->bot_names)), NULL);
  for (guint i = 0; i < n; i++)
    {
      const RbBot *bot = &game->bots[bots[i]];

      gtk_string_list_append (self->bot_names, bot->starter != RB_STARTER_NONE
                                               ? rb_starter_get_name ((RbStarter) bot->starter) : bot->name);
    }
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

  rb_action_init_energize (&action, (guint) get_game (self)->turn, FALSE, 0);
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

static void
name_faction_clicked_cb (McRumblePhasePanel *self)
{
  guint faction = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_CONTROL_FACTION]));
  RbAction action;

  rb_action_init_name_faction (&action, (guint) get_game (self)->champion, (RbFaction) faction);
  apply (self, &action);
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
  if (!ok && reason != NULL)
    g_ptr_array_add (reasons, g_steal_pointer (&reason));
}

static void
refresh_build (McRumblePhasePanel *self,
               const RbGame       *game,
               GPtrArray          *reasons)
{
  const char *name = game->players[game->turn].name;
  int income = rb_game_get_income (game, (guint) game->turn);
  int bonus = rb_game_get_underdog_bonus (game, (guint) game->turn);
  g_autofree char *heading = NULL;
  g_autofree char *detail = NULL;
  g_autofree char *build = NULL;
  g_autofree char *upgrade = NULL;
  g_autofree char *energize = NULL;
  RbAction action;

  /* Translators: the Build Phase heading, "Ana's build turn · round 2" */
  heading = g_strdup_printf (_("%s's build turn · round %u"), name, rb_game_get_round (game));
  if (bonus > 0)
    /* Translators: RB-B3 and RB-B4 */
    detail = g_strdup_printf (_("Income: %d scrap, and %d more as the Underdog Bonus."), income, bonus);
  else
    detail = g_strdup_printf (_("Income: %d scrap; no Underdog Bonus."), income);
  gtk_label_set_label (self->heading, heading);
  gtk_label_set_label (self->detail, detail);

  /* Translators: a button with what is left of it this turn, "Build a Bot (2 left)" */
  build = g_strdup_printf (_("_Build a Bot (%d left)"), rb_game_get_builds_left (game));
  upgrade = g_strdup_printf (_("_Upgrade (%d left)"), rb_game_get_upgrades_left (game));
  energize = g_strdup_printf (_("_Energize (%d left)"), rb_game_get_energize_left (game));
  gtk_button_set_label (GTK_BUTTON (self->controls[MC_RUMBLE_CONTROL_BUILD]), build);
  gtk_button_set_label (GTK_BUTTON (self->controls[MC_RUMBLE_CONTROL_UPGRADE]), upgrade);
  gtk_button_set_label (GTK_BUTTON (self->controls[MC_RUMBLE_CONTROL_ENERGIZE]), energize);

  /* The card's numbers first, in the form's words; then the rules'. */
  if (entry_get_number (self->controls[MC_RUMBLE_CONTROL_CARD_TIER]) == RB_UNKNOWN
      || entry_get_number (self->controls[MC_RUMBLE_CONTROL_CARD_COST]) == RB_UNKNOWN)
    {
      const char *missing = _("To build a Bot, enter the tier and the cost printed on its card.");

      gtk_widget_set_sensitive (self->controls[MC_RUMBLE_CONTROL_BUILD], FALSE);
      gtk_widget_set_tooltip_text (self->controls[MC_RUMBLE_CONTROL_BUILD], missing);
      g_ptr_array_add (reasons, g_strdup (missing));
    }
  else
    {
      get_build (self, &action);
      offer (self, MC_RUMBLE_CONTROL_BUILD, &action, reasons);
    }
  update_bots (self, game);
  if (get_recycle (self, &action))
    offer (self, MC_RUMBLE_CONTROL_RECYCLE, &action, reasons);
  else
    gtk_widget_set_sensitive (self->controls[MC_RUMBLE_CONTROL_RECYCLE], FALSE);
  rb_action_init_upgrade (&action, (guint) game->turn);
  offer (self, MC_RUMBLE_CONTROL_UPGRADE, &action, reasons);
  rb_action_init_energize (&action, (guint) game->turn, FALSE, 0);
  offer (self, MC_RUMBLE_CONTROL_ENERGIZE, &action, reasons);
  rb_action_init_end_turn (&action, (guint) game->turn);
  offer (self, MC_RUMBLE_CONTROL_END_TURN, &action, reasons);
}

static void
refresh_battle (McRumblePhasePanel *self,
                const RbGame       *game,
                GPtrArray          *reasons)
{
  const char *champion = game->players[game->champion].name;
  g_autofree char *heading = NULL;
  g_autofree char *detail = NULL;
  g_autofree char *clash = NULL;
  g_autofree char *faction_label = NULL;
  RbAction action;

  gtk_widget_set_visible (self->reveal_box, game->step != RB_STEP_NAME_FACTION);
  gtk_widget_set_visible (self->faction_box, game->step == RB_STEP_NAME_FACTION);
  gtk_widget_set_visible (self->controls[MC_RUMBLE_CONTROL_SURRENDER], game->step == RB_STEP_CLASH);

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

  if (game->step == RB_STEP_NAME_FACTION)
    {
      guint faction = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_CONTROL_FACTION]));

      rb_action_init_name_faction (&action, (guint) game->champion, (RbFaction) faction);
      offer (self, MC_RUMBLE_CONTROL_NAME_FACTION, &action, reasons);
      return;
    }
  get_reveal (self, &action);
  offer (self, MC_RUMBLE_CONTROL_REVEAL, &action, reasons);
  if (game->step == RB_STEP_CLASH)
    {
      rb_action_init_surrender (&action, (guint) game->challenger, FALSE);
      offer (self, MC_RUMBLE_CONTROL_SURRENDER, &action, reasons);
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

static GtkWidget *
wrap_box (void)
{
  GtkWidget *box = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (box), GTK_SELECTION_NONE);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (box), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (box), 6);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (box), FALSE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (box), 2);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (box), 4);
  return box;
}

/* A field under its caption, so that a number once typed still says
 * what it is. */
static void
add_field (McRumblePhasePanel *self,
           GtkWidget          *box,
           McRumbleControl     control,
           GtkWidget          *field,
           const char         *caption)
{
  GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *label = gtk_label_new (caption);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (column), label);
  gtk_box_append (GTK_BOX (column), field);
  self->controls[control] = field;
  if (GTK_IS_EDITABLE (field))
    g_signal_connect_swapped (field, "changed", G_CALLBACK (field_changed_cb), self);
  else
    g_signal_connect_swapped (field, "notify::selected", G_CALLBACK (field_changed_cb), self);
  gtk_flow_box_append (GTK_FLOW_BOX (box), column);
}

static void
mc_rumble_phase_panel_init (McRumblePhasePanel *self)
{
  GtkWidget *fields, *buttons, *name;

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

  /* The Build Phase: the card's numbers, then the four actions. */
  self->build_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  fields = wrap_box ();
  name = gtk_entry_new ();
  gtk_accessible_update_property (GTK_ACCESSIBLE (name), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Bot's name"), -1);
  add_field (self, fields, MC_RUMBLE_CONTROL_CARD_NAME, name, _("Bot's name"));
  add_field (self, fields, MC_RUMBLE_CONTROL_CARD_TIER, number_entry (_("Tier")), _("Tier"));
  add_field (self, fields, MC_RUMBLE_CONTROL_CARD_COST, number_entry (_("Cost")), _("Cost"));
  add_field (self, fields, MC_RUMBLE_CONTROL_CARD_RECYCLE, number_entry (_("Recycle value")), _("Recycle value"));
  add_field (self, fields, MC_RUMBLE_CONTROL_CARD_FACTION, faction_list (_("Faction"), _("Contraption")), _("Faction"));
  gtk_box_append (GTK_BOX (self->build_box), fields);

  /* Recycle: any number of times (RB-B5), a Bot not built this phase. */
  fields = wrap_box ();
  self->bot_names = gtk_string_list_new (NULL);
  {
    GtkWidget *bots = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (self->bot_names)), NULL);

    gtk_widget_set_tooltip_text (bots, _("Bot to recycle"));
    gtk_accessible_update_property (GTK_ACCESSIBLE (bots), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Bot to recycle"), -1);
    add_field (self, fields, MC_RUMBLE_CONTROL_RECYCLE_BOT, bots, _("Bot to recycle"));
  }
  add_field (self, fields, MC_RUMBLE_CONTROL_RECYCLE_VALUE, number_entry (_("Its recycle value")), _("Its recycle value"));
  gtk_flow_box_append (GTK_FLOW_BOX (fields), action_button (self, MC_RUMBLE_CONTROL_RECYCLE, _("Re_cycle"),
                                                             G_CALLBACK (recycle_clicked_cb)));
  gtk_box_append (GTK_BOX (self->build_box), fields);
  buttons = wrap_box ();
  gtk_flow_box_append (GTK_FLOW_BOX (buttons), action_button (self, MC_RUMBLE_CONTROL_BUILD, _("_Build a Bot"),
                                                              G_CALLBACK (build_clicked_cb)));
  gtk_flow_box_append (GTK_FLOW_BOX (buttons), action_button (self, MC_RUMBLE_CONTROL_UPGRADE, _("_Upgrade"),
                                                              G_CALLBACK (upgrade_clicked_cb)));
  gtk_flow_box_append (GTK_FLOW_BOX (buttons), action_button (self, MC_RUMBLE_CONTROL_ENERGIZE, _("_Energize"),
                                                              G_CALLBACK (energize_clicked_cb)));
  gtk_flow_box_append (GTK_FLOW_BOX (buttons), action_button (self, MC_RUMBLE_CONTROL_END_TURN,
                                                              _("E_nd Build Turn"),
                                                              G_CALLBACK (end_turn_clicked_cb)));
  gtk_widget_add_css_class (self->controls[MC_RUMBLE_CONTROL_END_TURN], "suggested-action");
  gtk_box_append (GTK_BOX (self->build_box), buttons);
  gtk_box_append (GTK_BOX (self->box), self->build_box);

  /* The Battle Phase. */
  self->battle_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->clash = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->clash, TRUE);
  gtk_label_set_xalign (self->clash, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->clash), "heading");
  gtk_box_append (GTK_BOX (self->battle_box), GTK_WIDGET (self->clash));
  self->reveal_box = wrap_box ();
  add_field (self, self->reveal_box, MC_RUMBLE_CONTROL_REVEAL_ATTACK, number_entry (_("Attack")), _("Attack"));
  add_field (self, self->reveal_box, MC_RUMBLE_CONTROL_REVEAL_DEFENSE, number_entry (_("Defense")), _("Defense"));
  add_field (self, self->reveal_box, MC_RUMBLE_CONTROL_REVEAL_CRITS, number_entry (_("Crits")), _("Crits"));
  add_field (self, self->reveal_box, MC_RUMBLE_CONTROL_REVEAL_BARRIERS, number_entry (_("Barriers")), _("Barriers"));
  add_field (self, self->reveal_box, MC_RUMBLE_CONTROL_REVEAL_FACTION,
             faction_list (_("Faction entered"), _("No faction")), _("Faction entered"));
  gtk_flow_box_append (GTK_FLOW_BOX (self->reveal_box),
                       action_button (self, MC_RUMBLE_CONTROL_REVEAL, _("_Reveal"), G_CALLBACK (reveal_clicked_cb)));
  gtk_flow_box_append (GTK_FLOW_BOX (self->reveal_box),
                       action_button (self, MC_RUMBLE_CONTROL_SURRENDER, _("_Surrender"),
                                      G_CALLBACK (surrender_clicked_cb)));
  gtk_box_append (GTK_BOX (self->battle_box), self->reveal_box);
  self->faction_box = wrap_box ();
  {
    g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
    GtkWidget *drop_down;

    for (int f = 0; f < RB_N_FACTIONS; f++)
      gtk_string_list_append (model, rb_faction_get_name ((RbFaction) f));
    drop_down = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (model)), NULL);
    gtk_accessible_update_property (GTK_ACCESSIBLE (drop_down), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Faction named"), -1);
    add_field (self, self->faction_box, MC_RUMBLE_CONTROL_FACTION, drop_down, _("Faction named"));
  }
  gtk_flow_box_append (GTK_FLOW_BOX (self->faction_box),
                       action_button (self, MC_RUMBLE_CONTROL_NAME_FACTION, _("_Name Faction"),
                                      G_CALLBACK (name_faction_clicked_cb)));
  gtk_box_append (GTK_BOX (self->battle_box), self->faction_box);
  gtk_box_append (GTK_BOX (self->box), self->battle_box);

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

GtkWidget *
mc_rumble_phase_panel_get_control (McRumblePhasePanel *self,
                                   McRumbleControl     control)
{
  g_return_val_if_fail (MC_IS_RUMBLE_PHASE_PANEL (self), NULL);
  g_return_val_if_fail (control < MC_RUMBLE_N_CONTROLS, NULL);

  return self->controls[control];
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
