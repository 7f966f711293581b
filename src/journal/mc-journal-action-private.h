/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mc-journal-action.h"

G_BEGIN_DECLS

/* The ids Tiny Epic Mechs' lines write and read (mc-journal-action.c,
 * mc-journal-action-read.c): stable words, never translated. */
extern const char * const mc_journal_action_field_ids[];        /* by TemField */
extern const char * const mc_journal_action_zone_kind_ids[];    /* by TemZoneKind */
extern const char * const mc_journal_action_side_ids[];         /* by TemMechSide */
extern const char * const mc_journal_action_attack_line_ids[];  /* by TemAttackLine */
extern const char * const mc_journal_action_mech_take_ids[];    /* by TemMechTake */

G_END_DECLS
