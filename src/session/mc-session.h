/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "journal/mc-game-kind.h"
#include "mechs/tem-game.h"
#include "rumble/rb-game.h"

G_BEGIN_DECLS

/* Why McSession::changed was emitted. */
typedef enum
{
  MC_SESSION_CHANGE_STARTED,
  MC_SESSION_CHANGE_APPLIED,
  MC_SESSION_CHANGE_UNDONE,
  MC_SESSION_CHANGE_REDONE,
  MC_SESSION_CHANGE_RELABELLED,  /* same game, new names to show */
} McSessionChange;

GType mc_session_change_get_type (void);
#define MC_TYPE_SESSION_CHANGE (mc_session_change_get_type ())

#define MC_TYPE_SESSION (mc_session_get_type ())
G_DECLARE_FINAL_TYPE (McSession, mc_session, MC, SESSION, GObject)

McSession       *mc_session_new                  (void);
McSession       *mc_session_new_saved            (const char      *games_dir);
char            *mc_session_dup_default_games_dir (void);
gboolean         mc_session_open                 (McSession       *self,
                                                  const char      *path,
                                                  char           **notice,
                                                  GError         **error);
gboolean         mc_session_open_data            (McSession       *self,
                                                  const char      *name,
                                                  const char      *data,
                                                  gsize            length,
                                                  char           **notice,
                                                  GError         **error);
gboolean         mc_session_open_more            (McSession       *self,
                                                  const char      *data,
                                                  gsize            length,
                                                  GError         **error);
const char      *mc_session_get_path             (McSession       *self);
const GError    *mc_session_get_load_error       (McSession       *self);
gboolean         mc_session_start                (McSession       *self,
                                                  const TemAction *new_game,
                                                  GError         **error);
gboolean         mc_session_apply                (McSession       *self,
                                                  const TemAction *action,
                                                  GError         **error);
gboolean         mc_session_start_rumble         (McSession       *self,
                                                  const RbAction  *new_game,
                                                  GError         **error);
gboolean         mc_session_apply_rumble         (McSession       *self,
                                                  const RbAction  *action,
                                                  GError         **error);
gboolean         mc_session_undo                 (McSession       *self);
gboolean         mc_session_redo                 (McSession       *self);
void             mc_session_relabel              (McSession       *self);

gboolean         mc_session_has_game             (McSession       *self);
const TemGame   *mc_session_get_game             (McSession       *self);
const TemEvents *mc_session_get_last_events      (McSession       *self);
gboolean         mc_session_get_last_step        (McSession       *self,
                                                  TemGame         *before,
                                                  TemAction       *action);
McGameKind       mc_session_get_game_kind        (McSession       *self);
const RbGame    *mc_session_get_rumble_game      (McSession       *self);
const RbEvents  *mc_session_get_rumble_events    (McSession       *self);
gboolean         mc_session_can_undo             (McSession       *self);
gboolean         mc_session_can_redo             (McSession       *self);
const char      *mc_session_get_undo_description (McSession       *self);
const char      *mc_session_get_redo_description (McSession       *self);
char            *mc_session_dup_description      (McSession       *self,
                                                  gboolean         undone);
guint            mc_session_get_n_actions        (McSession       *self);

char            *mc_session_format_toast         (McSessionChange  change,
                                                  const char      *description);

G_END_DECLS
