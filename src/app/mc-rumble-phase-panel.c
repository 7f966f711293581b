/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "rules/mc-rule-topic.h"
#include "rumble/rb-rule-topic.h"
#include "session/mc-rumble-results-text.h"

#include "mc-rumble-ability-dialog.h"
#include "mc-rumble-phase-battle.h"
#include "mc-rumble-phase-build.h"
#include "mc-rumble-phase-context.h"
#include "mc-share-dialog.h"

/* A Rumblebots game's phases step by step: whose build turn, its income
 * with the Underdog Bonus, each build action with what is left of it, and
 * in the battle the clash between the Champion's defence and the
 * Challenger's cards as they are revealed. Every action is tried on a copy
 * of the game first: one the rules core would refuse is disabled, with
 * the core's reason next to it. Card numbers are typed from the card at
 * the table, or offered from what the cards file remembers of that name;
 * never filled in by the app (card-facts.md).
 *
 * Each button is one of the panel's actions (rumble.build, rumble.reveal,
 * …, see mc_rumble_phase_action_name()); the Build and Battle parts
 * (mc-rumble-phase-build.c, -battle.c) get what they need through an
 * McRumblePhaseContext and never call the panel. */

struct _McRumblePhasePanel
{
  GtkWidget            parent_instance;

  McRumblePhaseContext ctx;
  McRumblePhaseBuild  *build;
  McRumblePhaseBattle *battle;
  GtkWidget           *box;
  GtkLabel            *heading;
  GtkLabel            *detail;
  GtkWidget           *reason_area;
  GtkLabel            *reason;
  GtkLabel            *reason_room;   /* every reason of this turn, unseen: their room */
  GtkLabel            *detail_room;   /* the message with the line the turn may bring, unseen */
  GtkWidget           *reason_rules;  /* a link to the rule behind each reason */
  GtkWidget           *ability;
  GtkWidget           *share;
  char                *news;   /* what the last action asks of the table */
  char                *news_turn;  /* the turn_key() it was told in */
  char                *reason_turn;   /* the turn_key() the room was kept in */
  GString             *reasons_said;  /* mc_rumble_phase_panel_get_reasons()'s */
  char                *detail_phase;  /* the round and phase the message's room was kept in */
  gboolean             refreshing;
};

G_DEFINE_FINAL_TYPE (McRumblePhasePanel, mc_rumble_phase_panel, GTK_TYPE_WIDGET)

static void refresh (McRumblePhasePanel *self);

/* Each phase's form is built when first needed (start-up, issue 23: the
 * one a game is not in cost a tenth of the first frame), under the
 * turn's message, the build's above the battle's. */
static McRumblePhaseBuild *
ensure_build (McRumblePhasePanel *self)
{
  if (self->build == NULL)
    {
      self->build = g_object_new (MC_TYPE_RUMBLE_PHASE_BUILD, NULL);
      gtk_widget_set_visible (GTK_WIDGET (self->build), FALSE);
      gtk_box_insert_child_after (GTK_BOX (self->box), GTK_WIDGET (self->build),
                                  gtk_widget_get_parent (GTK_WIDGET (self->detail)));
      mc_rumble_phase_build_set_context (self->build, &self->ctx);
    }
  return self->build;
}

static McRumblePhaseBattle *
ensure_battle (McRumblePhasePanel *self)
{
  if (self->battle == NULL)
    {
      self->battle = g_object_new (MC_TYPE_RUMBLE_PHASE_BATTLE, NULL);
      gtk_widget_set_visible (GTK_WIDGET (self->battle), FALSE);
      gtk_box_insert_child_after (GTK_BOX (self->box), GTK_WIDGET (self->battle),
                                  self->build != NULL ? GTK_WIDGET (self->build)
                                                      : gtk_widget_get_parent (GTK_WIDGET (self->detail)));
      mc_rumble_phase_battle_set_context (self->battle, &self->ctx);
    }
  return self->battle;
}

/* The results as a QR code and text, as for Tiny Epic Mechs. */
static void
share_activated (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  McRumblePhasePanel *self = MC_RUMBLE_PHASE_PANEL (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  const RbGame *game = mc_rumble_phase_context_get_game (&self->ctx);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *text = mc_rumble_results_text (game, now);
  g_autofree char *link = mc_rumble_results_bgstats_link (game, now);
  g_autoptr(GError) error = NULL;
  McShareDialog *dialog = mc_share_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, text, link, &error);

  if (dialog == NULL)
    {
      gtk_label_set_label (self->reason, error->message);
      gtk_widget_set_visible (self->reason_area, TRUE);
      return;
    }
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Card abilities happen at any time a card says so: their own dialog,
 * for whoever's card it is (the player acting now by default). */
static void
ability_activated (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  McRumblePhasePanel *self = MC_RUMBLE_PHASE_PANEL (widget);
  const RbGame *game = mc_rumble_phase_context_get_game (&self->ctx);
  GtkRoot *root = gtk_widget_get_root (widget);
  int player;
  GtkWidget *dialog;

  if (game == NULL || game->over)
    return;
  player = game->phase == RB_PHASE_BUILD ? game->turn
           : game->step == RB_STEP_CLASH ? game->challenger : game->champion;
  dialog = mc_rumble_ability_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                         self->ctx.session, self->ctx.cards, MAX (player, 0));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* rumble.build, .recycle, .upgrade, .energize, .end-turn, .reveal,
 * .surrender, .surrender-loop, .name-faction: the part of the phase
 * builds the action from its form. */
static void
phase_activated (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  McRumblePhasePanel *self = MC_RUMBLE_PHASE_PANEL (widget);

  for (McRumbleControl c = 0; c < MC_RUMBLE_N_CONTROLS; c++)
    if (g_strcmp0 (mc_rumble_phase_action_name (c), action_name) == 0)
      {
        if (c == MC_RUMBLE_CONTROL_REVEAL || c == MC_RUMBLE_CONTROL_SURRENDER
            || c == MC_RUMBLE_CONTROL_SURRENDER_LOOP || c == MC_RUMBLE_CONTROL_NAME_FACTION)
          mc_rumble_phase_battle_activate (ensure_battle (self), c);
        else
          mc_rumble_phase_build_activate (ensure_build (self), c);
        return;
      }
}

static void
refresh_over (McRumblePhasePanel *self,
              const RbGame       *game)
{
  /* Who won and everyone's crystals; every other number is on the
   * players' table above. */
  g_autofree char *summary = mc_rumble_results_dup_standings (game);
  g_autofree char *heading = NULL;

  if (game->victory == RB_VICTORY_DOMINANCE)
    /* Translators: RB-V1, said when it ends the game */
    heading = g_strdup_printf (_("%s dominates, at least 6 crystals ahead of everyone, and wins!"),
                               game->players[game->winner].name);
  else
    /* Translators: RB-V8, the end of the Showdown */
    heading = g_strdup_printf (_("%s is the Champion at the end of the Showdown and wins!"),
                               game->players[game->winner].name);
  gtk_label_set_label (self->ctx.heading, heading);
  gtk_label_set_label (self->ctx.detail, summary);
}

/* Whose move it is: the reasons keep their room and the news stays
 * while this is unchanged. */
static char *
turn_key (const RbGame *game)
{
  return g_strdup_printf ("%u %d %d %d %d %d", rb_game_get_round (game), game->phase, game->turn, game->step,
                          game->challenger, game->over);
}

/* The reasons under the heading change as numbers are typed; the room
 * they took stays theirs until the turn or step changes, so the fields
 * under them never move under the player's finger (in a battle, until
 * the next card is revealed). The room is an unseen
 * label holding every reason given this turn, in the same cell as the
 * reasons shown: as tall as the tallest of them at any width. */
/* The moment the reasons' room is kept for: the turn, and in a battle
 * the card (each card revealed starts a new form). */
static char *
reasons_moment (const RbGame *game)
{
  g_autofree char *turn = turn_key (game);

  return g_strdup_printf ("%s %u %u", turn, game->attack.n_cards, game->defense.n_cards);
}

static void
keep_reasons_room (McRumblePhasePanel *self,
                   const RbGame       *game,
                   GPtrArray          *reasons)
{
  g_autofree char *key = reasons_moment (game);
  g_autoptr(GString) room = NULL;

  if (g_strcmp0 (key, self->reason_turn) != 0)
    {
      g_free (self->reason_turn);
      self->reason_turn = g_steal_pointer (&key);
      gtk_label_set_label (self->reason_room, "");
    }
  room = g_string_new (gtk_label_get_label (self->reason_room));
  for (guint i = 0; i < reasons->len; i++)
    if (strstr (room->str, g_ptr_array_index (reasons, i)) == NULL)
      g_string_append_printf (room, "%s%s", room->len > 0 ? "\n" : "", (char *) g_ptr_array_index (reasons, i));
  if (g_strcmp0 (room->str, gtk_label_get_label (self->reason_room)) != 0)
    gtk_label_set_label (self->reason_room, room->str);
  gtk_widget_set_visible (self->reason_area, room->len > 0);
}

/* Refusals are said in words, not only in a greyed button's tooltip
 * (no tooltip on a touch screen); the rule behind each of them one tap
 * away: one link per rule, in the order of the reasons. */
static GtkWidget *
rule_link (const char        *rule,
           const RbRuleTopic *topic)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *words = gtk_label_new (NULL);
  /* The topic's name, as under Tiny Epic Mechs' refusals: the rule's ID
   * is only the action's target, never read out. */
  g_autofree char *label = g_strdup_printf (_("Rule: %s"), _(topic->title));

  /* Its words wrap: a topic's title is long in some languages. */
  gtk_label_set_wrap (GTK_LABEL (words), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (words), 30);
  gtk_label_set_xalign (GTK_LABEL (words), 0);
  gtk_label_set_label (GTK_LABEL (words), label);
  gtk_button_set_child (GTK_BUTTON (button), words);
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "accent");
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", rule);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.show-rule");
  gtk_widget_set_tooltip_text (button, _("Open this rule"));
  return button;
}

static void
show_rule_links (McRumblePhasePanel *self,
                 GPtrArray          *rules)
{
  const RbRuleTopic *topics;
  g_autoptr(GPtrArray) shown = g_ptr_array_new ();
  GtkWidget *child;
  guint n_topics;

  while ((child = gtk_widget_get_first_child (self->reason_rules)) != NULL)
    gtk_box_remove (GTK_BOX (self->reason_rules), child);
  topics = rb_rule_topic_get_all (&n_topics);
  for (guint i = 0; rules != NULL && i < rules->len; i++)
    {
      const char *rule = g_ptr_array_index (rules, i);
      const RbRuleTopic *topic = mc_rule_topic_find_for_rule (topics, n_topics, rule);

      /* Two rules of one topic: one link opens both. */
      if (topic == NULL || g_ptr_array_find (shown, topic, NULL))
        continue;
      g_ptr_array_add (shown, (gpointer) topic);
      gtk_box_append (GTK_BOX (self->reason_rules), rule_link (rule, topic));
    }
  gtk_widget_set_visible (self->reason_rules, shown->len > 0);
}

/* RB-B17: the line an upgrade of this build turn would bring, when the
 * builder may still be the first to reach the next tier; told by the
 * rules core on a copy, so it is the very line the upgrade will show. */
static char *
news_to_come (const RbGame *game)
{
  g_autofree RbGame *copy = NULL;
  RbAction action;
  RbEvents events;
  const RbPlayer *builder;

  if (game->over || game->phase != RB_PHASE_BUILD || rb_game_get_upgrades_left (game) == 0)
    return NULL;
  builder = &game->players[game->turn];
  if (builder->tier >= RB_MAX_TIER || game->tier_reached[builder->tier + 1])
    return NULL;
  copy = g_memdup2 (game, sizeof *game);
  /* Whether the scrap is there yet or not: the room is kept all the turn. */
  copy->players[game->turn].scrap = MAX (copy->players[game->turn].scrap, RB_UPGRADE_COST);
  rb_action_init_upgrade (&action, (guint) game->turn);
  if (!rb_game_apply (copy, &action, &events, NULL))
    return NULL;
  return rb_game_describe_events (copy, &events);
}

/* The message's room: what it says, with the line still to come. In a
 * Build Phase it only grows from one builder to the next (a longer
 * income line moved End Build Turn 46 px between two players' turns,
 * walk 7), and starts afresh with the next phase. */
static void
keep_detail_room (McRumblePhasePanel *self,
                  const RbGame       *game)
{
  g_autofree char *coming = self->news == NULL ? news_to_come (game) : NULL;
  g_autofree char *room = coming != NULL ? g_strdup_printf ("%s\n%s", coming, gtk_label_get_label (self->ctx.detail))
                                         : g_strdup (gtk_label_get_label (self->ctx.detail));
  g_autofree char *phase = g_strdup_printf ("%u %d %d", rb_game_get_round (game), game->phase, game->over);
  const char *kept = gtk_label_get_label (self->detail_room);

  if (game->phase == RB_PHASE_BUILD && g_strcmp0 (phase, self->detail_phase) == 0
      && strlen (kept) > strlen (room))
    return;
  g_free (self->detail_phase);
  self->detail_phase = g_steal_pointer (&phase);
  if (g_strcmp0 (room, kept) != 0)
    gtk_label_set_label (self->detail_room, room);
}

static void
refresh (McRumblePhasePanel *self)
{
  const RbGame *game = mc_rumble_phase_context_get_game (&self->ctx);
  g_autoptr(GPtrArray) reasons = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *moment = NULL;

  if (game == NULL || !rb_game_has_started (game) || self->refreshing)
    return;
  self->refreshing = TRUE;
  g_clear_pointer (&self->ctx.refused_rules, g_ptr_array_unref);
  moment = reasons_moment (game);
  mc_rumble_phase_context_start_reasons (&self->ctx, moment);

  if (!game->over && game->phase == RB_PHASE_BUILD)
    ensure_build (self);
  else if (!game->over)
    ensure_battle (self);
  if (self->build != NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->build), !game->over && game->phase == RB_PHASE_BUILD);
  if (self->battle != NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->battle), !game->over && game->phase == RB_PHASE_BATTLE);
  gtk_widget_set_visible (self->ability, !game->over);
  gtk_widget_set_visible (self->share, game->over);
  if (self->battle != NULL)
    mc_rumble_clash_view_update (mc_rumble_phase_battle_get_clash_view (self->battle), game);

  if (game->over)
    refresh_over (self, game);
  else if (game->phase == RB_PHASE_BUILD)
    mc_rumble_phase_build_refresh (self->build, game, reasons);
  else
    mc_rumble_phase_battle_refresh (self->battle, game, reasons);

  /* The end of a battle or a new Laboratory row (RB-C21 to RB-C23,
   * RB-B17): what to do on the table comes first in the turn's message. */
  if (self->news != NULL)
    {
      g_autofree char *detail = g_strdup_printf ("%s\n%s", self->news, gtk_label_get_label (self->ctx.detail));

      gtk_label_set_label (self->ctx.detail, detail);
    }
  keep_detail_room (self, game);

  /* Every reason, once each: what the disabled buttons wait for. */
  for (guint i = 0; i < reasons->len; i++)
    if (strstr (text->str, g_ptr_array_index (reasons, i)) == NULL)
      g_string_append_printf (text, "%s%s", text->len > 0 ? "\n" : "", (char *) g_ptr_array_index (reasons, i));
  gtk_label_set_label (self->reason, text->str);
  keep_reasons_room (self, game, reasons);
  /* The rules behind the reasons said here and under the buttons. */
  show_rule_links (self, self->ctx.refused_rules);
  if (gtk_widget_get_visible (self->reason_rules))
    gtk_widget_set_visible (self->reason_area, TRUE);
  self->refreshing = FALSE;
}

static void
set_news (McRumblePhasePanel *self,
                char               *news)
{
  g_free (self->news);
  self->news = news;
}

static void
session_changed_cb (McRumblePhasePanel *self,
                    McSessionChange     change)
{
  const RbGame *game = mc_session_get_rumble_game (self->ctx.session);
  g_autofree char *key = turn_key (game);
  char *news = NULL;

  /* The news stays in the turn's message until the turn moves on, so
   * that it neither vanishes unread nor moves the fields mid-turn. */
  if (change == MC_SESSION_CHANGE_APPLIED || change == MC_SESSION_CHANGE_REDONE)
    news = rb_game_describe_events (game, mc_session_get_rumble_events (self->ctx.session));
  if (news != NULL)
    {
      set_news (self, news);
      g_free (self->news_turn);
      self->news_turn = g_steal_pointer (&key);
    }
  else if (change == MC_SESSION_CHANGE_STARTED || change == MC_SESSION_CHANGE_UNDONE
           || g_strcmp0 (key, self->news_turn) != 0)
    set_news (self, NULL);
  if (change == MC_SESSION_CHANGE_APPLIED || change == MC_SESSION_CHANGE_STARTED)
    {
      if (self->build != NULL)
        mc_rumble_phase_build_clear (self->build, self->ctx.applying);
      if (self->battle != NULL)
        mc_rumble_phase_battle_clear (self->battle);
    }
  refresh (self);
}

/* Typing a number re-checks the actions it feeds. */
static void
field_changed (GtkWidget *owner)
{
  refresh (MC_RUMBLE_PHASE_PANEL (owner));
}

static void
mc_rumble_phase_panel_dispose (GObject *object)
{
  McRumblePhasePanel *self = MC_RUMBLE_PHASE_PANEL (object);

  if (self->ctx.session != NULL)
    g_signal_handlers_disconnect_by_data (self->ctx.session, self);
  g_clear_object (&self->ctx.session);
  g_clear_pointer (&self->news, g_free);
  g_clear_pointer (&self->news_turn, g_free);
  g_clear_pointer (&self->reason_turn, g_free);
  if (self->reasons_said != NULL)
    g_string_free (g_steal_pointer (&self->reasons_said), TRUE);
  g_clear_pointer (&self->detail_phase, g_free);
  g_clear_pointer (&self->ctx.refused_rules, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), MC_TYPE_RUMBLE_PHASE_PANEL);
  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (mc_rumble_phase_panel_parent_class)->dispose (object);
}

static void
mc_rumble_phase_panel_class_init (McRumblePhasePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mc_rumble_phase_panel_dispose;

  for (McRumbleControl c = 0; c < MC_RUMBLE_N_CONTROLS; c++)
    if (mc_rumble_phase_action_name (c) != NULL && c != MC_RUMBLE_CONTROL_ABILITY && c != MC_RUMBLE_CONTROL_SHARE)
      gtk_widget_class_install_action (widget_class, mc_rumble_phase_action_name (c), NULL, phase_activated);
  gtk_widget_class_install_action (widget_class, "rumble.ability", NULL, ability_activated);
  gtk_widget_class_install_action (widget_class, "rumble.share", NULL, share_activated);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/mc-rumble-phase-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, McRumblePhasePanel, box);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhasePanel, heading);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhasePanel, detail);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhasePanel, reason_area);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhasePanel, reason);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhasePanel, reason_room);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhasePanel, detail_room);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhasePanel, reason_rules);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhasePanel, ability);
  gtk_widget_class_bind_template_child (widget_class, McRumblePhasePanel, share);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "rumble-phase-panel");
}

static void
mc_rumble_phase_panel_init (McRumblePhasePanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->reasons_said = g_string_new (NULL);
  /* The room is only room: a screen reader reads the reasons once. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->reason_room), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->detail_room), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  self->ctx.owner = GTK_WIDGET (self);
  self->ctx.changed = field_changed;
  self->ctx.applying = -1;
  self->ctx.heading = self->heading;
  self->ctx.detail = self->detail;
  self->ctx.controls[MC_RUMBLE_CONTROL_ABILITY] = self->ability;
  self->ctx.controls[MC_RUMBLE_CONTROL_SHARE] = self->share;
}

void
mc_rumble_phase_panel_set_session (McRumblePhasePanel *self,
                                   McSession          *session)
{
  g_return_if_fail (MC_IS_RUMBLE_PHASE_PANEL (self));

  if (self->ctx.session != NULL)
    g_signal_handlers_disconnect_by_data (self->ctx.session, self);
  g_set_object (&self->ctx.session, session);
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

  self->ctx.cards = cards;
  refresh (self);
}

GtkWidget *
mc_rumble_phase_panel_get_control (McRumblePhasePanel *self,
                                   McRumbleControl     control)
{
  g_return_val_if_fail (MC_IS_RUMBLE_PHASE_PANEL (self), NULL);
  g_return_val_if_fail (control < MC_RUMBLE_N_CONTROLS, NULL);

  /* A control of a phase's form not built yet: its form, built now. */
  if (self->ctx.controls[control] == NULL)
    ensure_build (self);
  if (self->ctx.controls[control] == NULL)
    ensure_battle (self);
  return self->ctx.controls[control];
}

GtkWidget *
mc_rumble_phase_panel_get_clash_view (McRumblePhasePanel *self)
{
  g_return_val_if_fail (MC_IS_RUMBLE_PHASE_PANEL (self), NULL);

  return GTK_WIDGET (mc_rumble_phase_battle_get_clash_view (ensure_battle (self)));
}

const char *
mc_rumble_phase_panel_get_heading (McRumblePhasePanel *self)
{
  g_return_val_if_fail (MC_IS_RUMBLE_PHASE_PANEL (self), NULL);

  return gtk_label_get_label (self->ctx.heading);
}

const char *
mc_rumble_phase_panel_get_detail (McRumblePhasePanel *self)
{
  g_return_val_if_fail (MC_IS_RUMBLE_PHASE_PANEL (self), NULL);

  return gtk_label_get_label (self->ctx.detail);
}

const char *
mc_rumble_phase_panel_get_clash (McRumblePhasePanel *self)
{
  g_return_val_if_fail (MC_IS_RUMBLE_PHASE_PANEL (self), NULL);

  return mc_rumble_phase_battle_get_clash (ensure_battle (self));
}

/* What the disabled actions wait for, as shown under them. */
/* The rules the links under the reasons open, in order (an empty list
 * when none shows); free with g_strfreev(). */
char **
mc_rumble_phase_panel_get_reason_rules (McRumblePhasePanel *self)
{
  g_autoptr(GStrvBuilder) rules = g_strv_builder_new ();

  g_return_val_if_fail (MC_IS_RUMBLE_PHASE_PANEL (self), NULL);
  if (gtk_widget_get_mapped (self->reason_rules))
    for (GtkWidget *link = gtk_widget_get_first_child (self->reason_rules); link != NULL;
         link = gtk_widget_get_next_sibling (link))
      g_strv_builder_add (rules, g_variant_get_string (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (link)),
                                                       NULL));
  return g_strv_builder_end (rules);
}

/* The rule the first link under the reasons opens, or NULL when none shows. */
const char *
mc_rumble_phase_panel_get_reason_rule (McRumblePhasePanel *self)
{
  GtkWidget *link;

  g_return_val_if_fail (MC_IS_RUMBLE_PHASE_PANEL (self), NULL);
  link = gtk_widget_get_first_child (self->reason_rules);
  if (!gtk_widget_get_mapped (self->reason_rules) || link == NULL)
    return NULL;
  return g_variant_get_string (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (link)), NULL);
}

const char *
mc_rumble_phase_panel_get_reasons (McRumblePhasePanel *self)
{
  g_return_val_if_fail (MC_IS_RUMBLE_PHASE_PANEL (self), NULL);

  g_string_truncate (self->reasons_said, 0);
  /* Under the buttons on screen, then in the panel's list. */
  for (guint i = 0; i < MC_RUMBLE_N_CONTROLS; i++)
    {
      McReasonLabel *label = self->ctx.reason_labels[i];

      if (label != NULL && gtk_widget_is_visible (GTK_WIDGET (label)) && mc_reason_label_get_text (label)[0] != '\0'
          && strstr (self->reasons_said->str, mc_reason_label_get_text (label)) == NULL)
        g_string_append_printf (self->reasons_said, "%s%s", self->reasons_said->len > 0 ? "\n" : "",
                                mc_reason_label_get_text (label));
    }
  if (gtk_widget_get_visible (self->reason_area) && gtk_label_get_label (self->reason)[0] != '\0')
    g_string_append_printf (self->reasons_said, "%s%s", self->reasons_said->len > 0 ? "\n" : "",
                            gtk_label_get_label (self->reason));
  return self->reasons_said->len > 0 ? self->reasons_said->str : NULL;
}

/* Chooses the Bot to recycle by its index in RbGame.bots. */
gboolean
mc_rumble_phase_panel_choose_bot (McRumblePhasePanel *self,
                                  int                 bot)
{
  g_return_val_if_fail (MC_IS_RUMBLE_PHASE_PANEL (self), FALSE);

  return mc_rumble_phase_build_choose_bot (ensure_build (self), bot);
}

/* Says which Bot is being revealed, by its index in RbGame.bots. */
gboolean
mc_rumble_phase_panel_choose_revealed (McRumblePhasePanel *self,
                                       int                 bot)
{
  g_return_val_if_fail (MC_IS_RUMBLE_PHASE_PANEL (self), FALSE);

  return mc_rumble_phase_battle_choose (ensure_battle (self), bot);
}

/* Ctrl+Return, as on the Tiny Epic Mechs table: the step's main action,
 * when the rules allow it (End Build Turn, Reveal, Name Faction).
 * Returns whether it was taken. */
gboolean
mc_rumble_phase_panel_activate_primary (McRumblePhasePanel *self)
{
  const RbGame *game;
  McRumbleControl primary;
  GtkWidget *button;

  g_return_val_if_fail (MC_IS_RUMBLE_PHASE_PANEL (self), FALSE);

  game = mc_rumble_phase_context_get_game (&self->ctx);
  if (game == NULL || game->over || !rb_game_has_started (game))
    return FALSE;
  if (game->phase == RB_PHASE_BUILD)
    primary = MC_RUMBLE_CONTROL_END_TURN;
  else if (game->step == RB_STEP_NAME_FACTION)
    primary = MC_RUMBLE_CONTROL_NAME_FACTION;
  else
    primary = MC_RUMBLE_CONTROL_REVEAL;
  button = self->ctx.controls[primary];
  if (!gtk_widget_is_sensitive (button))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return FALSE;
    }
  return gtk_widget_activate_action (GTK_WIDGET (self), mc_rumble_phase_action_name (primary), NULL);
}

/* Picks a Bot the cards file knows by name to build, as from the list. */
gboolean
mc_rumble_phase_panel_choose_known (McRumblePhasePanel *self,
                                    const char         *name)
{
  g_return_val_if_fail (MC_IS_RUMBLE_PHASE_PANEL (self), FALSE);

  return mc_rumble_phase_build_choose_known (ensure_build (self), name);
}
