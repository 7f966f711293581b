/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "journal/mc-card-memory.h"
#include "session/mc-session.h"

G_BEGIN_DECLS

/* The numbers printed on a card, asked in a need dialog: a zone's value
 * and resources, or the values of a weapon card a step needs. The part is
 * given what it works with (the dialog to put its rows and Save in, the
 * session the values go to) and never reaches back to its owner: Save is
 * the owner's to handle, with mc_need_values_apply(). */
typedef struct _McNeedValues McNeedValues;

McNeedValues *mc_need_values_new             (AdwMessageDialog *dialog,
                                              GtkBox           *content,
                                              GtkListBox       *list,
                                              McSession        *session,
                                              McCardMemory     *cards,
                                              const TemNeed    *need);
void          mc_need_values_free            (McNeedValues     *self);
gboolean      mc_need_values_is_complete     (McNeedValues     *self);
void          mc_need_values_apply           (McNeedValues     *self);
void          mc_need_values_set_number      (McNeedValues     *self,
                                              guint             index,
                                              int               value);
void          mc_need_values_set_resources   (McNeedValues     *self,
                                              guint             resources);
void          mc_need_values_set_weapon_name (McNeedValues     *self,
                                              const char       *name);
guint         mc_need_values_get_n_numbers   (McNeedValues     *self);
int           mc_need_values_get_field       (McNeedValues     *self,
                                              guint             index);
gboolean      mc_need_values_is_asking       (McNeedValues     *self,
                                              guint             index);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (McNeedValues, mc_need_values_free)

G_END_DECLS
