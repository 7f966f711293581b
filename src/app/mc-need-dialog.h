/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "journal/mc-card-memory.h"
#include "session/mc-session.h"

G_BEGIN_DECLS

#define MC_TYPE_NEED_DIALOG (mc_need_dialog_get_type ())
G_DECLARE_FINAL_TYPE (McNeedDialog, mc_need_dialog, MC, NEED_DIALOG, AdwMessageDialog)

McNeedDialog *mc_need_dialog_new_with_cards (GtkWindow     *parent,
                                             McSession     *session,
                                             McCardMemory  *cards,
                                             const TemNeed *need,
                                             const char    *message);
McNeedDialog *mc_need_dialog_new_zone_with_cards (GtkWindow    *parent,
                                                  McSession    *session,
                                                  McCardMemory *cards,
                                                  int           cell);
/* Until every caller hands the card memory down (they find the window's). */
const TemNeed *mc_need_dialog_get_need   (McNeedDialog  *self);
guint         mc_need_dialog_get_n_choices (McNeedDialog *self);
int           mc_need_dialog_get_choice  (McNeedDialog  *self,
                                          guint          index);
const char   *mc_need_dialog_get_choice_title (McNeedDialog *self,
                                              guint         index);
void          mc_need_dialog_choose      (McNeedDialog  *self,
                                          guint          index);
guint         mc_need_dialog_get_n_numbers (McNeedDialog *self);
void          mc_need_dialog_set_number  (McNeedDialog  *self,
                                          guint          index,
                                          int            value);
void          mc_need_dialog_set_resources (McNeedDialog *self,
                                            guint         resources);
int           mc_need_dialog_get_field   (McNeedDialog  *self,
                                          guint          index);
gboolean      mc_need_dialog_is_asking   (McNeedDialog  *self,
                                          guint          index);
gboolean      mc_need_dialog_can_save    (McNeedDialog  *self);
void          mc_need_dialog_save        (McNeedDialog  *self);
gboolean      mc_need_dialog_pick_weapon (McNeedDialog  *self,
                                          int            seat,
                                          int            kind);
gboolean      mc_need_dialog_name_card   (McNeedDialog  *self,
                                          const char    *name);

void          mc_need_dialog_set_weapon_name (McNeedDialog *self,
                                              const char   *name);

gboolean      mc_need_dialog_is_settled  (McNeedDialog  *self);

G_END_DECLS
