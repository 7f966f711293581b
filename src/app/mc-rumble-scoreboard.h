/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "rumble/rb-field.h"
#include "session/mc-session.h"

G_BEGIN_DECLS

/* Numbers a player's card shows that are not an RbField (nobody corrects
 * them: they follow from the cards), for mc_rumble_scoreboard_get_value(). */
#define MC_RUMBLE_SHOWN_CRYSTALS RB_N_FIELDS          /* Storage + Reactor + Cryo-cell */
#define MC_RUMBLE_SHOWN_BOTS     (RB_N_FIELDS + 1)    /* Bots owned */
#define MC_RUMBLE_SHOWN_HAND     (RB_N_FIELDS + 2)    /* scanned cards held (RB-B20) */


#define MC_TYPE_RUMBLE_SCOREBOARD (mc_rumble_scoreboard_get_type ())
G_DECLARE_FINAL_TYPE (McRumbleScoreboard, mc_rumble_scoreboard, MC, RUMBLE_SCOREBOARD, GtkWidget)

McSession  *mc_rumble_scoreboard_get_session (McRumbleScoreboard *self);
void        mc_rumble_scoreboard_set_session (McRumbleScoreboard *self,
                                              McSession          *session);
GtkWidget  *mc_rumble_scoreboard_get_value   (McRumbleScoreboard *self,
                                              int                 seat,
                                              int                 what);
const char *mc_rumble_scoreboard_get_status  (McRumbleScoreboard *self,
                                              guint               seat);
GtkWidget  *mc_rumble_scoreboard_get_give_champion (McRumbleScoreboard *self,
                                                    guint               seat);
int         mc_rumble_scoreboard_get_acting  (McRumbleScoreboard *self);

G_END_DECLS
