/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "rules/tem-arena.h"
#include "mc-journal-json.h"

/* A zone as "B3", or null for none. */
void
mc_journal_json_add_cell (JsonBuilder *builder,
                          const char  *name,
                          int          cell)
{
  json_builder_set_member_name (builder, name);
  if (cell == TEM_NO_CELL)
    json_builder_add_null_value (builder);
  else
    {
      g_autofree char *text = tem_arena_describe_cell (cell);

      json_builder_add_string_value (builder, text);
    }
}

void
mc_journal_json_add_int (JsonBuilder *builder,
                         const char  *name,
                         gint64       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}
