/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "journal/mc-bot-recall.h"
#include "rumble/rb-game.h"

#include "mc-rumble-clash-view.h"
#include "mc-rumble-form.h"
#include "mc-rumble-phase-panel.h"

G_BEGIN_DECLS

/* McRumblePhasePanel is one widget in three files: the panel itself
 * (mc-rumble-phase-panel.c), its Build Phase (mc-rumble-phase-build.c) and
 * its Battle Phase (mc-rumble-phase-battle.c). */

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

const RbGame *_mc_rumble_panel_get_game        (McRumblePhasePanel *self);
int           _mc_rumble_panel_number          (McRumblePhasePanel *self,
                                                McRumbleControl     control);
gboolean      _mc_rumble_panel_check           (McRumblePhasePanel *self,
                                                const RbAction     *action,
                                                char              **reason);
void          _mc_rumble_panel_apply           (McRumblePhasePanel *self,
                                                const RbAction     *action);
void          _mc_rumble_panel_offer           (McRumblePhasePanel *self,
                                                McRumbleControl     control,
                                                const RbAction     *action,
                                                GPtrArray          *reasons);
GtkWidget    *_mc_rumble_panel_action_button   (McRumblePhasePanel *self,
                                                McRumbleControl     control,
                                                const char         *label,
                                                GCallback           callback);
void          _mc_rumble_panel_add_field       (McRumblePhasePanel *self,
                                                GtkWidget          *box,
                                                McRumbleControl     control,
                                                GtkWidget          *field,
                                                const char         *caption);
void          _mc_rumble_panel_set_activates   (McRumblePhasePanel *self,
                                                McRumbleControl     field,
                                                McRumbleControl     button);
GtkWidget    *_mc_rumble_panel_drop_down       (const char * const *items,
                                                const char         *label);
GtkWidget    *_mc_rumble_panel_bot_drop_down   (GtkStringList      *names,
                                                const char         *label);
guint         _mc_rumble_panel_update_bot_list (GtkStringList      *names,
                                                guint               first,
                                                int                *bots,
                                                guint               n_bots,
                                                const RbGame       *game,
                                                const int          *wanted,
                                                guint               n_wanted);

void          _mc_rumble_phase_panel_init_build     (McRumblePhasePanel *self);
void          _mc_rumble_phase_panel_refresh_build  (McRumblePhasePanel *self,
                                                     const RbGame       *game,
                                                     GPtrArray          *reasons);
void          _mc_rumble_phase_panel_init_battle    (McRumblePhasePanel *self);
void          _mc_rumble_phase_panel_refresh_battle (McRumblePhasePanel *self,
                                                     const RbGame       *game,
                                                     GPtrArray          *reasons);

G_END_DECLS
