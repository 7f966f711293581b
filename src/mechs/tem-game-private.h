/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tem-game.h"
#include "tem-robot-plan.h"

G_BEGIN_DECLS

/* What the parts of the rules core share. Each apply function works on a
 * copy that tem_game_apply() commits only on success. */

gboolean tem_game_check_seat       (const TemGame    *game,
                                    guint             seat,
                                    GError          **error);
gboolean tem_game_need_zone_value  (const TemGame    *game,
                                    int               cell,
                                    GError          **error);
void     tem_game_add_score        (TemGame          *game,
                                    int               seat,
                                    int               vp,
                                    TemScoreReason    reason,
                                    TemEvents        *events);
gboolean tem_game_knock_out        (TemGame          *game,
                                    guint             seat,
                                    int               by,
                                    gboolean          in_combat,
                                    int               choice_cell,
                                    TemEvents        *events,
                                    GError          **error);
gboolean tem_game_send_to_closest  (TemGame          *game,
                                    guint             seat,
                                    int               from,
                                    int               choice_cell,
                                    TemEvents        *events,
                                    GError          **error);
void     tem_game_fit_equipment    (TemGame          *game,
                                    guint             seat);
void     tem_game_enter_ad_hoc     (TemGame          *game,
                                    guint             seat,
                                    TemEvents        *events);
gboolean tem_game_resolve_trap     (TemGame          *game,
                                    guint             seat,
                                    int               cell,
                                    gboolean          turrets_too,
                                    int               mine_number,
                                    int               choice_cell,
                                    gboolean         *knocked_out,
                                    TemEvents        *events,
                                    GError          **error);

gboolean tem_game_apply_new_game   (TemGame *game, const TemNewGame *setup, TemEvents *events, GError **error);
gboolean tem_game_apply_heal       (TemGame *game, const TemHeal *heal, TemEvents *events, GError **error);
gboolean tem_game_apply_upgrade    (TemGame *game, const TemUpgrade *upgrade, TemEvents *events, GError **error);
gboolean tem_game_apply_end_round  (TemGame *game, const TemEndRound *end_round, TemEvents *events, GError **error);
gboolean tem_game_apply_correction (TemGame *game, const TemCorrection *correction, TemEvents *events, GError **error);
gboolean tem_game_apply_set_zone   (TemGame *game, const TemSetZone *set, TemEvents *events, GError **error);
gboolean tem_game_apply_set_row    (TemGame *game, const TemSetRow *set, TemEvents *events, GError **error);
gboolean tem_game_apply_set_weapon (TemGame *game, const TemSetWeapon *set, TemEvents *events, GError **error);
gboolean tem_game_apply_begin_execution (TemGame *game, TemEvents *events, GError **error);
gboolean tem_game_apply_move       (TemGame *game, const TemMove *move, TemEvents *events, GError **error);
gboolean tem_game_apply_collect    (TemGame *game, const TemCollect *collect, TemEvents *events, GError **error);
gboolean tem_game_apply_deploy     (TemGame *game, const TemDeploy *deploy, TemEvents *events, GError **error);
gboolean tem_game_apply_take_mech  (TemGame *game, const TemTakeMech *take, TemEvents *events, GError **error);
gboolean tem_game_apply_end_turn   (TemGame *game, const TemEndTurn *end, TemEvents *events, GError **error);
gboolean tem_game_apply_attack     (TemGame *game, const TemAttack *attack, TemEvents *events, GError **error);
gboolean tem_game_apply_purchase   (TemGame *game, const TemPurchase *purchase, TemEvents *events, GError **error);
gboolean tem_game_buy_weapon       (TemGame *game, const TemPurchase *purchase, TemEvents *events, GError **error);
gboolean tem_game_apply_equip      (TemGame *game, const TemEquip *equip, TemEvents *events, GError **error);
gboolean tem_game_score_round      (TemGame *game, gboolean final, TemEvents *events, GError **error);
void     tem_game_setup_robot      (TemGame *game, guint seat);
void     tem_game_robot_take_mech  (TemGame *game, guint seat, TemEvents *events);
void     tem_game_shuffle_robot_deck (TemGame *game, guint seat);
int      tem_game_draw_robot_weapon (TemGame *game, guint seat);
/* The game's own generator (seeded by the setup) and where tokens and
 * pilots stand: for the core's parts, not the layers above. */
guint32  tem_game_next_random      (TemGame *game, guint32 bound);
int      tem_game_find_token_owner (const TemGame *game, int cell, gboolean *is_mine);
int      tem_game_find_pilot       (const TemGame *game, int cell, int except);
gboolean tem_game_is_hostile       (const TemGame *game, guint seat, int cell);
guint    tem_game_closest_safe     (const TemGame *game, guint seat, int from, int *out);

/* A robot's move for its card from where it stands (tem-robot-plan.c). */
gboolean tem_game_plan_robot_move  (const TemGame *game, guint seat, TemRobotPlan *plan, GError **error);
gboolean tem_game_respawn_robot    (TemGame *game, guint seat, TemEvents *events, GError **error);
gboolean tem_game_apply_robot_turn (TemGame *game, const TemRobotTurn *turn, TemEvents *events, GError **error);
void     tem_game_collect_for      (TemGame *game, guint seat, gboolean *unknown, int *unknown_cell, TemEvents *events);
gboolean tem_game_correct_weapon   (TemGame *game, guint seat, gboolean gained, int kind, TemEvents *events,
                                    GError **error);
gboolean tem_game_correct_equipped (TemGame *game, guint seat, gboolean equipped, int kind, TemEvents *events,
                                    GError **error);
gboolean tem_game_need_recorded_weapon (const TemGame *game, guint seat, GError **error);
gboolean tem_game_check_armed      (const TemGame *game, guint seat, GError **error);
gboolean tem_game_check_power_up   (TemGame *game, guint seat, GError **error);

G_END_DECLS
