/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "session/mc-session.h"

G_BEGIN_DECLS

/* The weapon a pilot has on the table when the app has none recorded for
 * them (R-S8, R-A4): which cards to offer, and the question for both
 * pilots of a combat at once. Like McNeedValues, the part is given the
 * dialog to put its rows and Save in and never reaches back to its owner:
 * Save is the owner's to handle, with mc_need_weapons_apply(). */

#define MC_NEED_WEAPONS_MAX 24

typedef struct
{
  int         kind;
  const char *subtitle;   /* "In the stockpile", "Kept at setup", or NULL when all say the same */
} McNeedWeaponChoice;

guint mc_need_weapons_list_choices (const TemGame      *game,
                                    int                 seat,
                                    McNeedWeaponChoice *choices);

typedef struct _McNeedWeapons McNeedWeapons;

McNeedWeapons *mc_need_weapons_new         (AdwMessageDialog *dialog,
                                            GtkBox           *content,
                                            GtkListBox       *list,
                                            McSession        *session,
                                            const TemNeed    *need);
void           mc_need_weapons_free        (McNeedWeapons    *self);
gboolean       mc_need_weapons_is_complete (McNeedWeapons    *self);
gboolean       mc_need_weapons_apply       (McNeedWeapons    *self,
                                            GError          **error);
gboolean       mc_need_weapons_pick        (McNeedWeapons    *self,
                                            int               seat,
                                            int               kind);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (McNeedWeapons, mc_need_weapons_free)

G_END_DECLS
