/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "rb-game.h"

G_BEGIN_DECLS

/* Shared by rb-game*.c only. Each works on the copy rb_game_apply() made. */

int      rb_tier_get_cards           (int           tier);   /* RB-S2 */
gboolean rb_game_check_seat          (const RbGame *game,
                                      guint         seat,
                                      GError      **error);
gboolean rb_game_check_own_bot       (const RbGame *game,
                                      guint         seat,
                                      int           bot,
                                      GError      **error);
gboolean rb_game_check_keeps_a_bot   (const RbGame *game,
                                      guint         seat,
                                      int           bot,
                                      GError      **error);
gboolean rb_game_check_card_value    (int           value,
                                      gboolean      unknown_ok,
                                      GError      **error);
int      rb_game_new_bot             (RbGame       *game);
void     rb_game_start_build_turn    (RbGame       *game,
                                      guint         seat,
                                      RbEvents     *events);
void     rb_game_start_battle        (RbGame       *game,
                                      RbEvents     *events);
gboolean rb_game_check_dominance     (RbGame       *game,
                                      guint         round,
                                      RbEvents     *events);

gboolean rb_game_apply_new_game      (RbGame *game, const RbNewGame *setup, RbEvents *events, GError **error);
gboolean rb_game_apply_create_crystals (RbGame *game, const RbCreateCrystals *create, RbEvents *events, GError **error);
gboolean rb_game_apply_trash         (RbGame *game, const RbTrash *trash, RbEvents *events, GError **error);
gboolean rb_game_apply_transform     (RbGame *game, const RbTransform *transform, RbEvents *events, GError **error);
gboolean rb_game_apply_correction    (RbGame *game, const RbCorrection *correction, RbEvents *events, GError **error);
gboolean rb_game_apply_build         (RbGame *game, const RbBuild *build, RbEvents *events, GError **error);
gboolean rb_game_apply_recycle       (RbGame *game, const RbRecycle *recycle, RbEvents *events, GError **error);
gboolean rb_game_apply_upgrade       (RbGame *game, const RbPlayerOnly *upgrade, RbEvents *events, GError **error);
gboolean rb_game_apply_energize      (RbGame *game, const RbEnergize *energize, RbEvents *events, GError **error);
gboolean rb_game_apply_end_turn      (RbGame *game, const RbPlayerOnly *end_turn, RbEvents *events, GError **error);
gboolean rb_game_apply_reveal        (RbGame *game, const RbReveal *reveal, RbEvents *events, GError **error);
gboolean rb_game_apply_name_faction  (RbGame *game, const RbNameFaction *name, RbEvents *events, GError **error);
gboolean rb_game_apply_adjust        (RbGame *game, const RbAdjust *adjust, RbEvents *events, GError **error);
gboolean rb_game_apply_use_contraption (RbGame *game, const RbUseContraption *use, RbEvents *events, GError **error);
gboolean rb_game_apply_see_lab_bot   (RbGame *game, const RbSeeLabBot *see, RbEvents *events, GError **error);
void     rb_game_forget_lab_names    (RbGame       *game,
                                      int           tier);
gboolean rb_game_take_lab_bot        (RbGame       *game,
                                      int           tier,
                                      const char   *name,
                                      GError      **error);
gboolean rb_game_apply_surrender     (RbGame *game, const RbSurrender *surrender, RbEvents *events, GError **error);

G_END_DECLS
