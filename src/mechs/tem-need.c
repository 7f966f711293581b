/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "rules/mc-rule-error.h"

#include "tem-need.h"

/* What to ask the players rides in the refusal's detail (the floor's
 * error keeps room for it), so the UI can ask exactly that. */
G_STATIC_ASSERT (sizeof (TemNeed) <= MC_RULE_ERROR_DETAIL_SIZE);
G_STATIC_ASSERT (TEM_NEED_NONE == 0);   /* a fresh detail, all zero, asks nothing */

/**
 * tem_need_from_error:
 *
 * Returns: (nullable): what the players must say, or %NULL if the error
 *   asks nothing (a refusal, or not a rules error)
 */
const TemNeed *
tem_need_from_error (const GError *error)
{
  const TemNeed *need = mc_rule_error_peek_detail (error);

  return need == NULL || need->kind == TEM_NEED_NONE ? NULL : need;
}

/* The need in @error, every member unset (-1) the first time it is asked. */
static TemNeed *
need_of (GError **error)
{
  TemNeed *need = mc_rule_error_get_detail (error);

  if (need != NULL && need->kind == TEM_NEED_NONE)
    *need = (TemNeed) { TEM_NEED_NONE, -1, -1, -1, -1, 0, -1 };
  return need;
}

void
tem_need_set (GError    **error,
              TemNeedKind kind,
              int         seat,
              int         cell)
{
  TemNeed *need = need_of (error);

  if (need == NULL)
    return;
  need->kind = kind;
  need->seat = seat;
  need->cell = cell;
}

void
tem_need_set_weapon (GError **error,
                     int      weapon_kind,
                     int      field)
{
  TemNeed *need = need_of (error);

  if (need == NULL)
    return;
  need->kind = TEM_NEED_WEAPON_FIELD;
  need->weapon_kind = weapon_kind;
  need->field = field;
}

/* A weapon's field, of @seat's card: the question says whose card. */
void
tem_need_set_weapon_of (GError **error,
                        int      seat,
                        int      weapon_kind,
                        int      field)
{
  TemNeed *need = need_of (error);

  tem_need_set_weapon (error, weapon_kind, field);
  if (need != NULL)
    need->seat = seat;
}

/* Both pilots of a combat have a weapon to tell: asked in one question
 * (walk 16: two identical dialogs, one after the other, in one place). */
void
tem_need_set_also_seat (GError **error,
                        int      seat)
{
  TemNeed *need = need_of (error);

  if (need != NULL)
    need->also_seat = seat;
}

void
tem_need_set_cells (GError    **error,
                    TemNeedKind kind,
                    int         seat,
                    const int  *cells,
                    guint       n_cells)
{
  TemNeed *need = need_of (error);

  if (need == NULL)
    return;
  need->kind = kind;
  need->seat = seat;
  need->cells = 0;
  for (guint i = 0; i < n_cells; i++)
    if (cells[i] >= 0 && cells[i] < 64)
      need->cells |= G_GUINT64_CONSTANT (1) << cells[i];
}
