/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "rules/mc-rule-error.h"
#include "tem-arena.h"
#include "tem-limits.h"

/* Presets for 2, 3 and 4 players. The rulebook shows the layouts only as
 * pictures, so these shapes are inferred from the card counts (R-S3) and
 * "the Mech zone is in the centre" (card-facts.md §2, INF): presets to
 * confirm against the diagram, which is why every zone stays editable. */
typedef struct
{
  guint       rows, cols;
  const char *shape;     /* per cell: '.' none, 'R' resource, 'M' mech, digit = base order */
} TemArenaPreset;

static const TemArenaPreset presets[] = {
  /* 2 players: 15 = 1 Mech + 2 Base + 12 Resource, a 3×5 block, bases west and east. */
  { 3, 5,
    "RRRRR"
    "0RMR1"
    "RRRRR" },
  /* 3 players: 18 = 1 + 3 + 14, a 4×5 block without its northern corners;
   * the lone northern base is the solo human's (R-SO1). */
  { 4, 5,
    ".R0R."
    "RRRRR"
    "RRMRR"
    "2RRR1" },
  /* 4 players: 21 = 1 + 4 + 16, a 5×5 block without its corners, a base in
   * the middle of each edge. */
  { 5, 5,
    ".R0R."
    "RRRRR"
    "3RMR1"
    "RRRRR"
    ".R2R." },
};

static void
zone_clear (TemZone *zone)
{
  zone->kind = TEM_ZONE_NONE;
  zone->value = TEM_VALUE_UNKNOWN;
  zone->resources = 0;
  zone->base_owner = -1;
}

void
tem_arena_init_empty (TemArena *arena,
                      guint     rows,
                      guint     cols)
{
  memset (arena, 0, sizeof *arena);
  arena->rows = MIN (rows, TEM_ARENA_SIZE);
  arena->cols = MIN (cols, TEM_ARENA_SIZE);
  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    zone_clear (&arena->zones[cell]);
}

/* Base spaces are numbered in the order they are handed out; the new game
 * assigns them to seats following R-S4. Values and icons stay unknown:
 * the resource cards are shuffled onto the arena at every setup. */
gboolean
tem_arena_init_preset (TemArena *arena,
                       guint     n_players)
{
  const TemArenaPreset *preset;

  if (n_players < TEM_MIN_PLAYERS || n_players > TEM_MAX_PLAYERS)
    return FALSE;

  preset = &presets[n_players - TEM_MIN_PLAYERS];
  tem_arena_init_empty (arena, preset->rows, preset->cols);
  arena->preset = TRUE;

  for (guint row = 0; row < preset->rows; row++)
    for (guint col = 0; col < preset->cols; col++)
      {
        char c = preset->shape[row * preset->cols + col];
        TemZone *zone = &arena->zones[row * TEM_ARENA_SIZE + col];

        if (c == '.')
          continue;
        if (c == 'R')
          {
            zone->kind = TEM_ZONE_RESOURCE;
            zone->resources = TEM_RESOURCE_UNKNOWN;
          }
        else if (c == 'M')
          {
            zone->kind = TEM_ZONE_MECH;
            zone->resources = TEM_RESOURCE_ENERGY | TEM_RESOURCE_CREDITS;
          }
        else
          {
            zone->kind = TEM_ZONE_BASE;
            zone->resources = TEM_RESOURCE_ENERGY | TEM_RESOURCE_CREDITS;
            zone->base_owner = c - '0';
          }
      }

  return TRUE;
}

/* R-S4: players take base spaces beginning with the one to the starting
 * player's right and going counter-clockwise, the starting player last.
 * Seats are listed clockwise, so the player to one's right is the previous
 * seat. Here the k-th chooser takes the preset's k-th base space; players
 * who choose otherwise edit the arena. */
void
tem_arena_assign_bases (TemArena *arena,
                        guint     n_players,
                        guint     starting_player)
{
  int cells[TEM_ARENA_CELLS];
  guint n_cells = 0;

  /* Base spaces in the order they are chosen: the preset's numbering
   * first, then any unnumbered space in reading order. */
  for (int order = 0; order < TEM_MAX_PLAYERS; order++)
    for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
      if (arena->zones[cell].kind == TEM_ZONE_BASE && arena->zones[cell].base_owner == order)
        cells[n_cells++] = cell;
  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    if (arena->zones[cell].kind == TEM_ZONE_BASE
        && (arena->zones[cell].base_owner < 0 || arena->zones[cell].base_owner >= TEM_MAX_PLAYERS))
      cells[n_cells++] = cell;

  for (guint k = 0; k < n_cells; k++)
    arena->zones[cells[k]].base_owner =
      k < n_players ? (int) ((starting_player + n_players - 1 - k) % n_players) : -1;
}

/* R-S3: the right cards for the player count, each base owned once. */
gboolean
tem_arena_check (const TemArena *arena,
                 guint           n_players,
                 GError        **error)
{
  guint mechs = 0, bases = 0, zones = 0;
  gboolean seen[TEM_MAX_PLAYERS] = { FALSE, };

  if (arena->rows < 1 || arena->cols < 1 || arena->rows > TEM_ARENA_SIZE || arena->cols > TEM_ARENA_SIZE)
    {
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("An arena is at most %d by %d zones."), TEM_ARENA_SIZE, TEM_ARENA_SIZE);
      return FALSE;
    }

  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    {
      const TemZone *zone = &arena->zones[cell];
      int row = tem_arena_cell_row (cell), col = tem_arena_cell_col (cell);

      if (zone->kind == TEM_ZONE_NONE)
        continue;

      if (zone->kind > TEM_ZONE_MECH || row >= (int) arena->rows || col >= (int) arena->cols)
        {
          g_set_error_literal (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                               _("The arena has a zone outside its grid."));
          return FALSE;
        }

      if (zone->value != TEM_VALUE_UNKNOWN && (zone->value < 0 || zone->value > TEM_ZONE_VALUE_MAX))
        {
          g_autofree char *name = tem_arena_describe_cell (cell);

          g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_OFF_TRACK,
                       _("Zone %s has the value %d; zone values go from 0 to %d."),
                       name, zone->value, TEM_ZONE_VALUE_MAX);
          return FALSE;
        }

      if (zone->resources > (TEM_RESOURCE_ENERGY | TEM_RESOURCE_CREDITS | TEM_RESOURCE_UNKNOWN))
        {
          g_set_error_literal (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                               _("A zone shows an unknown resource."));
          return FALSE;
        }

      zones++;
      if (zone->kind == TEM_ZONE_MECH)
        mechs++;
      else if (zone->kind == TEM_ZONE_BASE)
        {
          if (zone->base_owner < 0 || zone->base_owner >= (int) n_players || seen[zone->base_owner])
            {
              mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-S3",
                              _("Each player has exactly one base."));
              return FALSE;
            }
          seen[zone->base_owner] = TRUE;
          bases++;
        }
    }

  if (mechs != 1)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-S3",
                      _("The arena has exactly one Mech zone."));
      return FALSE;
    }

  if (bases != n_players)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-S3",
                      _("Each player has exactly one base."));
      return FALSE;
    }

  if (zones > TEM_MAX_ZONES)
    {
      g_set_error (error, MC_RULE_ERROR, MC_RULE_ERROR_INVALID,
                   _("An arena holds at most %d zones."), TEM_MAX_ZONES);
      return FALSE;
    }

  return TRUE;
}

/* R-S3: how many Resource zone cards a game of @n_players lays out
 * (12, 14 or 16 of the box's 16), or 0 for a count the game has not. */
guint
tem_arena_get_n_resource_cards (guint n_players)
{
  static const guint resources[] = { 12, 14, 16 };

  if (n_players < TEM_MIN_PLAYERS || n_players > TEM_MAX_PLAYERS)
    return 0;
  return resources[n_players - TEM_MIN_PLAYERS];
}

/* How many zones of @kind lie inside the arena's grid. */
guint
tem_arena_count_kind (const TemArena *arena,
                      TemZoneKind     kind)
{
  guint n = 0;

  for (guint row = 0; row < arena->rows && row < TEM_ARENA_SIZE; row++)
    for (guint col = 0; col < arena->cols && col < TEM_ARENA_SIZE; col++)
      n += arena->zones[row * TEM_ARENA_SIZE + col].kind == kind;

  return n;
}

/**
 * tem_arena_check_cards:
 *
 * R-S3 for a layout the players draw themselves: the box's Resource cards
 * for the player count, no more and no fewer. tem_arena_check() accepts
 * any number of them (a house layout still plays); the new-game form asks
 * this too, so a mistyped cell is caught before the game starts.
 */
gboolean
tem_arena_check_cards (const TemArena *arena,
                       guint           n_players,
                       GError        **error)
{
  guint expected = tem_arena_get_n_resource_cards (n_players);
  guint resources = tem_arena_count_kind (arena, TEM_ZONE_RESOURCE);

  if (expected == 0)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-S1",
                      /* Translators: %u is a number of players */
                      _("A game has 2 to 4 players, not %u."), n_players);
      return FALSE;
    }

  if (resources != expected)
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-S3",
                      /* Translators: "2 players play with 12 resource zones; this arena has 11." */
                      _("%u players play with %u resource zones; this arena has %u."),
                      n_players, expected, resources);
      return FALSE;
    }

  return TRUE;
}

/**
 * tem_arena_assign_solo_bases:
 *
 * R-SO1 on any 3-player layout: the human (seat 0) takes the lone
 * northernmost base, the left Robot Pilot (seat 1) the western of the
 * other two (the northern one when they share a column), the right one
 * (seat 2) the last. On the preset this is the solo setup's own
 * placement. Fails, changing nothing, without exactly three bases or
 * when no base lies north of the other two.
 */
gboolean
tem_arena_assign_solo_bases (TemArena *arena,
                             GError  **error)
{
  int bases[3];
  guint n = 0;

  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    if (arena->zones[cell].kind == TEM_ZONE_BASE)
      {
        if (n == G_N_ELEMENTS (bases))
          {
            n++;
            break;
          }
        bases[n++] = cell;
      }

  if (n != G_N_ELEMENTS (bases))
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-SO1",
                      _("A solo game uses the 3-player arena, with three bases."));
      return FALSE;
    }

  /* Cells are in reading order: the first base is the northernmost. */
  if (tem_arena_cell_row (bases[0]) == tem_arena_cell_row (bases[1]))
    {
      mc_rule_refuse (error, MC_RULE_ERROR_FORBIDDEN, "R-SO1",
                      _("Your base is the lone northern one: one base must lie north of the other two."));
      return FALSE;
    }

  arena->zones[bases[0]].base_owner = 0;
  if (tem_arena_cell_col (bases[2]) < tem_arena_cell_col (bases[1]))
    {
      arena->zones[bases[1]].base_owner = 2;
      arena->zones[bases[2]].base_owner = 1;
    }
  else
    {
      arena->zones[bases[1]].base_owner = 1;
      arena->zones[bases[2]].base_owner = 2;
    }

  return TRUE;
}

int
tem_arena_cell (const TemArena *arena,
                int             row,
                int             col)
{
  if (row < 0 || col < 0 || row >= (int) arena->rows || col >= (int) arena->cols)
    return TEM_NO_CELL;

  return row * TEM_ARENA_SIZE + col;
}

int
tem_arena_cell_row (int cell)
{
  return cell / TEM_ARENA_SIZE;
}

int
tem_arena_cell_col (int cell)
{
  return cell % TEM_ARENA_SIZE;
}

gboolean
tem_arena_is_zone (const TemArena *arena,
                   int             cell)
{
  return cell >= 0 && cell < TEM_ARENA_CELLS && arena->zones[cell].kind != TEM_ZONE_NONE;
}

const TemZone *
tem_arena_get_zone (const TemArena *arena,
                    int             cell)
{
  g_return_val_if_fail (tem_arena_is_zone (arena, cell), NULL);

  return &arena->zones[cell];
}

/* The zone @distance steps from @cell in @direction, or TEM_NO_CELL when
 * that leaves the arena (a wall, R-M2; I-3 for jumps). */
int
tem_arena_step (const TemArena *arena,
                int             cell,
                TemDirection    direction,
                guint           distance)
{
  int row, col, target;

  if (!tem_arena_is_zone (arena, cell))
    return TEM_NO_CELL;

  row = tem_arena_cell_row (cell) + tem_direction_get_drow (direction) * (int) distance;
  col = tem_arena_cell_col (cell) + tem_direction_get_dcol (direction) * (int) distance;
  target = tem_arena_cell (arena, row, col);
  return tem_arena_is_zone (arena, target) ? target : TEM_NO_CELL;
}

int
tem_arena_find_mech_zone (const TemArena *arena)
{
  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    if (arena->zones[cell].kind == TEM_ZONE_MECH)
      return cell;

  return TEM_NO_CELL;
}

int
tem_arena_find_base (const TemArena *arena,
                     int             seat)
{
  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    if (arena->zones[cell].kind == TEM_ZONE_BASE && arena->zones[cell].base_owner == seat)
      return cell;

  return TEM_NO_CELL;
}

guint
tem_arena_count_zones (const TemArena *arena)
{
  guint n = 0;

  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    n += tem_arena_is_zone (arena, cell);

  return n;
}

/**
 * tem_arena_closest:
 * @from: where the pilot leaves from (never a candidate itself)
 * @hostile: per cell, whether the zone is hostile to the pilot (R-C12)
 * @out: (out caller-allocates): room for TEM_ARENA_CELLS cells
 *
 * The closest non-hostile zones counted in orthogonal steps through the
 * arena (R-C7, R-C9, R-C10, R-MM3, R-MM4). All zones tied at the shortest
 * distance are returned, so the player can choose. Steps may pass through
 * hostile zones: "closest" measures distance, not a path to walk.
 *
 * Returns: how many zones were written to @out (0 if none is non-hostile)
 */
guint
tem_arena_closest (const TemArena *arena,
                   int             from,
                   const gboolean *hostile,
                   int            *out)
{
  int distance[TEM_ARENA_CELLS];
  int queue[TEM_ARENA_CELLS];
  guint head = 0, tail = 0, n = 0;
  int best = -1;

  if (!tem_arena_is_zone (arena, from))
    return 0;

  for (int cell = 0; cell < TEM_ARENA_CELLS; cell++)
    distance[cell] = -1;
  distance[from] = 0;
  queue[tail++] = from;

  while (head < tail)
    {
      int cell = queue[head++];

      if (best >= 0 && distance[cell] > best)
        break;

      if (cell != from && !hostile[cell])
        {
          best = distance[cell];
          out[n++] = cell;
          continue;
        }

      for (TemDirection d = TEM_DIRECTION_NORTH; d <= TEM_DIRECTION_WEST; d++)
        {
          int next = tem_arena_step (arena, cell, d, 1);

          if (next != TEM_NO_CELL && distance[next] < 0)
            {
              distance[next] = distance[cell] + 1;
              queue[tail++] = next;
            }
        }
    }

  return n;
}

/* "B3": a column letter and a row number, as players name squares. */
char *
tem_arena_describe_cell (int cell)
{
  return g_strdup_printf ("%c%d", 'A' + tem_arena_cell_col (cell), tem_arena_cell_row (cell) + 1);
}
