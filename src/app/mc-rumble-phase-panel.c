/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "session/mc-rumble-results-text.h"

#include "mc-rumble-ability-dialog.h"
#include "mc-share-dialog.h"
#include "mc-rumble-phase-panel-private.h"

/* A Rumblebots game's phases step by step: whose build turn, its income
 * with the Underdog Bonus, each build action with what is left of it, and
 * in the battle the clash between the Champion's defence and the
 * Challenger's cards as they are revealed. Every action is tried on a copy
 * of the game first: one the rules core would refuse is disabled, with
 * the core's reason next to it. Card numbers are typed from the card at
 * the table, or offered from what the cards file remembers of that name;
 * never filled in by the app (card-facts.md). The Build Phase's form is in
 * mc-rumble-phase-build.c, the Battle Phase's in mc-rumble-phase-battle.c. */

G_DEFINE_FINAL_TYPE (McRumblePhasePanel, mc_rumble_phase_panel, GTK_TYPE_WIDGET)

static void refresh (McRumblePhasePanel *self);

int
_mc_rumble_panel_number (McRumblePhasePanel *self,
                         McRumbleControl     control)
{
  return mc_rumble_form_get_number (self->controls[control]);
}

GtkWidget *
_mc_rumble_panel_action_button (McRumblePhasePanel *self,
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

const RbGame *
_mc_rumble_panel_get_game (McRumblePhasePanel *self)
{
  if (self->session == NULL || mc_session_get_game_kind (self->session) != MC_GAME_RUMBLEBOTS)
    return NULL;
  return mc_session_get_rumble_game (self->session);
}

/* Whether the rules core would take @action now; if not, why. */
gboolean
_mc_rumble_panel_check (McRumblePhasePanel *self,
                        const RbAction     *action,
                        char              **reason)
{
  const RbGame *game = _mc_rumble_panel_get_game (self);
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

void
_mc_rumble_panel_apply (McRumblePhasePanel *self,
                        const RbAction     *action)
{
  /* A refusal is shown by the window through McSession::refused. */
  mc_session_apply_rumble (self->session, action, NULL);
}

static const char *
bot_label (const RbBot *bot)
{
  return bot->starter != RB_STARTER_NONE ? rb_starter_get_name ((RbStarter) bot->starter) : bot->name;
}

/* Fills @names with the Bots of @seat that @keep accepts, their indexes
 * in @bots; rebuilt only when they change. Returns the count. */
guint
_mc_rumble_panel_update_bot_list (GtkStringList *names,
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
  /* A faction left from the card before would be entered without a
   * look at the new one: each card's is chosen afresh. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_CONTROL_REVEAL_BOT]), 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_CONTROL_REVEAL_FACTION]), 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_CONTROL_CARD_FACTION]), 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->controls[MC_RUMBLE_CONTROL_BUILD_FROM]), 0);
}

/* The results as a QR code and text, as for Tiny Epic Mechs. */
static void
share_clicked_cb (McRumblePhasePanel *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *text = mc_rumble_results_text (_mc_rumble_panel_get_game (self), now);
  g_autofree char *link = mc_rumble_results_bgstats_link (_mc_rumble_panel_get_game (self), now);
  g_autoptr(GError) error = NULL;
  McShareDialog *dialog = mc_share_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, text, link, &error);

  if (dialog == NULL)
    {
      gtk_label_set_label (self->reason, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->reason), TRUE);
      return;
    }
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Card abilities happen at any time a card says so: their own dialog,
 * for whoever's card it is (the player acting now by default). */
static void
ability_clicked_cb (McRumblePhasePanel *self)
{
  const RbGame *game = _mc_rumble_panel_get_game (self);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  int player = game->phase == RB_PHASE_BUILD ? game->turn
               : game->step == RB_STEP_CLASH ? game->challenger : game->champion;
  GtkWidget *dialog = mc_rumble_ability_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                    self->session, self->cards, MAX (player, 0));

  gtk_window_present (GTK_WINDOW (dialog));
}

/* Sensitive when the rules core takes the action; else its reason as
 * the button's tooltip and, for the first one refused, under the panel. */
void
_mc_rumble_panel_offer (McRumblePhasePanel *self,
                        McRumbleControl     control,
                        const RbAction     *action,
                        GPtrArray          *reasons)
{
  g_autofree char *reason = NULL;
  gboolean ok = _mc_rumble_panel_check (self, action, &reason);

  gtk_widget_set_sensitive (self->controls[control], ok);
  gtk_widget_set_tooltip_text (self->controls[control], reason);
  if (!ok && reason != NULL && reasons != NULL)
    g_ptr_array_add (reasons, g_steal_pointer (&reason));
}

static void
refresh (McRumblePhasePanel *self)
{
  const RbGame *game = _mc_rumble_panel_get_game (self);
  g_autoptr(GPtrArray) reasons = g_ptr_array_new_with_free_func (g_free);

  if (game == NULL || !rb_game_has_started (game) || self->refreshing)
    return;
  self->refreshing = TRUE;

  gtk_widget_set_visible (self->build_box, !game->over && game->phase == RB_PHASE_BUILD);
  gtk_widget_set_visible (self->battle_box, !game->over && game->phase == RB_PHASE_BATTLE);
  gtk_widget_set_visible (self->controls[MC_RUMBLE_CONTROL_ABILITY], !game->over);
  gtk_widget_set_visible (self->controls[MC_RUMBLE_CONTROL_SHARE], game->over);
  mc_rumble_clash_view_update (self->clash_view, game);

  if (game->over)
    {
      /* Who won and everyone's crystals; every other number is on the
       * players' cards below. */
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
      gtk_label_set_label (self->heading, heading);
      gtk_label_set_label (self->detail, summary);
    }
  else if (game->phase == RB_PHASE_BUILD)
    _mc_rumble_phase_panel_refresh_build (self, game, reasons);
  else
    _mc_rumble_phase_panel_refresh_battle (self, game, reasons);

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
void
_mc_rumble_panel_add_field (McRumblePhasePanel *self,
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

/* Enter in a field does what its section is for (Build, Recycle,
 * Reveal) when the rules allow it: a card's numbers are typed and sent
 * without leaving the keyboard. */
static void
entry_activate_cb (GtkEntry           *entry,
                   McRumblePhasePanel *self)
{
  McRumbleControl control = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (entry), "mc-activates"));
  GtkWidget *button = self->controls[control];

  if (button != NULL && gtk_widget_is_sensitive (button) && gtk_widget_is_visible (button))
    g_signal_emit_by_name (button, "clicked");
  else if (button != NULL)
    gtk_widget_error_bell (GTK_WIDGET (entry));
}

void
_mc_rumble_panel_set_activates (McRumblePhasePanel *self,
                                McRumbleControl     field,
                                McRumbleControl     button)
{
  g_object_set_data (G_OBJECT (self->controls[field]), "mc-activates", GUINT_TO_POINTER (button));
  g_signal_connect (self->controls[field], "activate", G_CALLBACK (entry_activate_cb), self);
}

GtkWidget *
_mc_rumble_panel_drop_down (const char * const *items,
                            const char         *label)
{
  GtkWidget *drop_down = gtk_drop_down_new_from_strings (items);

  gtk_widget_set_tooltip_text (drop_down, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop_down), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return drop_down;
}

GtkWidget *
_mc_rumble_panel_bot_drop_down (GtkStringList *names,
                                const char    *label)
{
  GtkWidget *bots = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (names)), NULL);

  gtk_widget_set_tooltip_text (bots, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (bots), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return bots;
}

static void
mc_rumble_phase_panel_init (McRumblePhasePanel *self)
{
  GtkWidget *ability, *share;

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

  _mc_rumble_phase_panel_init_build (self);
  _mc_rumble_phase_panel_init_battle (self);

  /* Abilities are the cards' own (RB-K1): any time a card says so. */
  ability = _mc_rumble_panel_action_button (self, MC_RUMBLE_CONTROL_ABILITY, _("Card _Ability…"),
                                            G_CALLBACK (ability_clicked_cb));
  gtk_widget_set_tooltip_text (ability,
                               _("Create crystals, trash, transform, use a Contraption or change a gang's numbers"));
  gtk_widget_set_halign (ability, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (self->box), ability);
  share = _mc_rumble_panel_action_button (self, MC_RUMBLE_CONTROL_SHARE, _("_Share the Results"),
                                          G_CALLBACK (share_clicked_cb));
  gtk_widget_add_css_class (share, "suggested-action");
  gtk_widget_set_halign (share, GTK_ALIGN_START);
  gtk_widget_set_visible (share, FALSE);
  gtk_box_append (GTK_BOX (self->box), share);

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
