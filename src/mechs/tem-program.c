/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tem-program.h"

static const struct
{
  const char *id;
  const char *name;
} programs[TEM_N_PROGRAMS] = {
  [TEM_PROGRAM_COLLECT] = { "collect", NC_("program card", "Collect") },
  [TEM_PROGRAM_PURCHASE] = { "purchase", NC_("program card", "Purchase") },
  [TEM_PROGRAM_POWER_UP] = { "power-up", NC_("program card", "Power Up") },
  [TEM_PROGRAM_DEPLOY_MINE] = { "deploy-mine", NC_("program card", "Deploy Mine") },
  [TEM_PROGRAM_DEPLOY_TURRET] = { "deploy-turret", NC_("program card", "Deploy Turret") },
  [TEM_PROGRAM_DOUBLE_JUMP] = { "double-jump", NC_("program card", "Double Jump") },
  [TEM_PROGRAM_DIAGONAL_JUMP] = { "diagonal-jump", NC_("program card", "Diagonal Jump") },
};

gboolean
tem_program_is_valid (int program)
{
  return program >= 0 && program < TEM_N_PROGRAMS;
}

/* Jump cards move only: their action line reads "No action". */
gboolean
tem_program_is_jump (TemProgram program)
{
  return program == TEM_PROGRAM_DOUBLE_JUMP || program == TEM_PROGRAM_DIAGONAL_JUMP;
}

const char *
tem_program_get_name (TemProgram program)
{
  g_return_val_if_fail (tem_program_is_valid (program), "");

  return g_dpgettext2 (GETTEXT_PACKAGE, "program card", programs[program].name);
}

const char *
tem_program_get_id (TemProgram program)
{
  g_return_val_if_fail (tem_program_is_valid (program), "");

  return programs[program].id;
}
